import { friendEndpoints } from '@peerconnect/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useInvalidateFriendship } from './use-invalidate-friendship';

export const rejectFriendRequest = (requestId: string) =>
  apiCall(friendEndpoints.reject, { params: { requestId } });

export function useRejectFriendRequest() {
  const invalidate = useInvalidateFriendship();
  return useMutation({ mutationFn: rejectFriendRequest, onSuccess: () => invalidate() });
}
