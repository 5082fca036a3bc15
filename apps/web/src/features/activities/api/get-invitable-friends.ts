import { activityEndpoints } from '@peerconnect/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { ACTIVITIES_KEY } from './get-activities';

/** The signed-in student's friends to invite to an activity, each invited, going or free to ask. */
export const getInvitableFriends = (id: string) =>
  apiCall(activityEndpoints.invitable, { params: { id } });

export const getInvitableFriendsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'invites', id] as const,
    queryFn: () => getInvitableFriends(id),
  });

export const useInvitableFriends = (id: string, enabled: boolean) =>
  useQuery({ ...getInvitableFriendsQueryOptions(id), enabled });
