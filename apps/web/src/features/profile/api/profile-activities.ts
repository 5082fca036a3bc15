import { type Activity } from '@peerconnect/contracts';
import { CACHE_TTL } from '@/config/timeouts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ProfileActivityKind = 'joined' | 'created';

/**
 * A student's joined or created activities: the signed-in student's own without an id, another's
 * with it. Keys sit under 'activities', so joining, leaving or creating refreshes the tabs too.
 */
export const profileActivitiesOptions = (kind: ProfileActivityKind, userId?: string) =>
  queryOptions({
    queryKey: ['activities', 'profile', userId ?? 'mine', kind] as const,
    queryFn: () =>
      apiRequest<Activity[]>(
        userId ? `/api/activities/user/${userId}/${kind}` : `/api/activities/user/${kind}`,
      ),
    staleTime: CACHE_TTL.profile,
  });
