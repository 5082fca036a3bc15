import { userEndpoints } from '@peerconnect/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { sendFriendRequest } from './send-friend-request';
import { useInvalidateFriendship } from './use-invalidate-friendship';

/** 'Add New Friend': finds the user by email (a NOT_FOUND refusal if none), then asks them. */
export async function sendFriendRequestByEmail(email: string) {
  const person = await apiCall(userEndpoints.findByEmail, { query: { email } });
  return { person, response: await sendFriendRequest(person._id) };
}

export function useSendFriendRequestByEmail() {
  const invalidate = useInvalidateFriendship();
  return useMutation({
    mutationFn: sendFriendRequestByEmail,
    onSuccess: ({ person }) => invalidate(person._id),
  });
}
