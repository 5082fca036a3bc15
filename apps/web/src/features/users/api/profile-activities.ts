import { activityEndpoints } from '@peerconnect/contracts';
import { CACHE_TTL } from '@/config/timeouts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export type ProfileActivityKind = 'joined' | 'created';

/**
 * A student's joined or created activities: the signed-in student's own without an id, another's
 * with it. Keys sit under 'activities', so joining, leaving or creating refreshes the tabs too.
 */
export const profileActivitiesOptions = (kind: ProfileActivityKind, userId?: string) =>
  queryOptions({
    queryKey: ['activities', 'profile', userId ?? 'mine', kind] as const,
    queryFn: () =>
      userId
        ? apiCall(activityEndpoints.ofUser, { params: { userId, kind } })
        : apiCall(kind === 'joined' ? activityEndpoints.joined : activityEndpoints.created),
    staleTime: CACHE_TTL.profile,
  });
