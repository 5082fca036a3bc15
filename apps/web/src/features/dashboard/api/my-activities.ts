import { CACHE_TTL, type Activity } from '@peerconnect/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The signed-in student's joined or created activities, cached for the dashboard's lifetime (§9). */
export const myActivitiesOptions = (kind: 'joined' | 'created') =>
  queryOptions({
    queryKey: ['activities', 'mine', kind] as const,
    queryFn: () => apiRequest<Activity[]>(`/api/activities/user/${kind}`),
    staleTime: CACHE_TTL.dashboard,
  });
