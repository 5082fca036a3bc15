import { activityEndpoints } from '@peerconnect/contracts';
import { CACHE_TTL } from '@/config/timeouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export type ProfileActivityKind = 'joined' | 'created';

/** A student's joined or created activities: the signed-in student's own without an id, another's with it. */
export const getProfileActivities = (kind: ProfileActivityKind, userId?: string) =>
  userId
    ? apiCall(activityEndpoints.ofUser, { params: { userId, kind } })
    : apiCall(kind === 'joined' ? activityEndpoints.joined : activityEndpoints.created);

/** Keys sit under 'activities', so joining, leaving or creating refreshes the tabs too. */
export const getProfileActivitiesQueryOptions = (kind: ProfileActivityKind, userId?: string) =>
  queryOptions({
    queryKey: ['activities', 'profile', userId ?? 'mine', kind] as const,
    queryFn: () => getProfileActivities(kind, userId),
    staleTime: CACHE_TTL.profile,
  });

export const useProfileActivities = (kind: ProfileActivityKind, userId?: string) =>
  useQuery(getProfileActivitiesQueryOptions(kind, userId));
