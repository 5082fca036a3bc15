import { friendEndpoints } from '@peerconnect/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useInvalidateFriendship } from './use-invalidate-friendship';

export const removeFriend = (userId: string) =>
  apiCall(friendEndpoints.unfriend, { params: { userId } });

export function useRemoveFriend() {
  const invalidate = useInvalidateFriendship();
  return useMutation({
    mutationFn: removeFriend,
    onSuccess: (_response, userId) => invalidate(userId),
  });
}
