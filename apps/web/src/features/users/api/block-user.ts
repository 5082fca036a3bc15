import { userEndpoints, type BlockResponse } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FRIENDS_KEY } from '@/features/friends';
import { apiCall } from '@/lib/api-client';
import { getUserQueryOptions } from './get-user';

/** POST /api/users/{id}/block, or DELETE to lift it. */
function setBlocked(userId: string, blocked: boolean): Promise<BlockResponse> {
  return apiCall(blocked ? userEndpoints.block : userEndpoints.unblock, { params: { id: userId } });
}

/**
 * Blocks or unblocks a student. Either way that person's profile is refetched (its relationship
 * changes), and so is everything friend-related: a block ends friendships and requests, and
 * changes who is suggested.
 */
export function useSetBlocked(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => setBlocked(userId, blocked),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getUserQueryOptions(userId).queryKey });
      void queryClient.invalidateQueries({ queryKey: FRIENDS_KEY });
    },
  });
}
