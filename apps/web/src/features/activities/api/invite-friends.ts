import { activityEndpoints } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { getInvitableFriendsQueryOptions } from './get-invitable-friends';

/** Invites the picked friends; each is notified once per activity. */
export const inviteFriends = (id: string, userIds: string[]) =>
  apiCall(activityEndpoints.invite, { params: { id }, body: { userIds } });

/** The answer carries the friends as they now stand: the picker shows it at once, no refetch. */
export function useInviteFriends(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => inviteFriends(activityId, userIds),
    onSuccess: ({ friends }) =>
      queryClient.setQueryData(getInvitableFriendsQueryOptions(activityId).queryKey, friends),
  });
}
