import { CACHE_TTL, type Activity } from '@peerconnect/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ProfileActivityKind = 'joined' | 'created';

/**
 * The signed-in student's joined or created activities. The key sits under 'activities' (the
 * dashboard reads the same one), so joining, leaving or creating refreshes the tabs too.
 */
export const ownActivitiesOptions = (kind: ProfileActivityKind) =>
  queryOptions({
    queryKey: ['activities', 'mine', kind] as const,
    queryFn: () => apiRequest<Activity[]>(`/api/activities/user/${kind}`),
    staleTime: CACHE_TTL.profile,
  });
