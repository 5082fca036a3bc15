import { friendEndpoints, type SendFriendRequestResponse } from '@peerconnect/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useInvalidateFriendship } from './use-invalidate-friendship';

/** A pending request, or a friendship if they had already asked. */
export function sendFriendRequest(userId: string): Promise<SendFriendRequestResponse> {
  return apiCall(friendEndpoints.request, { body: { userId } });
}

/** Sends a friend request; the variables are the other user's id. */
export function useSendFriendRequest() {
  const invalidate = useInvalidateFriendship();
  return useMutation({
    mutationFn: sendFriendRequest,
    onSuccess: (_response, userId) => invalidate(userId),
  });
}
