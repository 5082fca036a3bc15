import { friendEndpoints } from '@peerconnect/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useInvalidateFriendship } from './use-invalidate-friendship';

/** Resolves with the new friend. */
export const acceptFriendRequest = (requestId: string) =>
  apiCall(friendEndpoints.accept, { params: { requestId } });

export function useAcceptFriendRequest() {
  const invalidate = useInvalidateFriendship();
  return useMutation({
    mutationFn: acceptFriendRequest,
    onSuccess: ({ friend }) => invalidate(friend._id),
  });
}
