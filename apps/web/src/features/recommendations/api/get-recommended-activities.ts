import { recommendationEndpoints } from '@peerconnect/contracts';
import { CACHE_TTL } from '@/config/timeouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITIES_KEY } from '@/features/activities';
import { apiCall } from '@/lib/api-client';
import { SHOWN_OFFLINE } from '@/lib/offline-meta';

/** Upcoming activities picked for the student, best first. */
export const getRecommendedActivities = () => apiCall(recommendationEndpoints.activities);

/** Under the activities' key: joining, leaving or creating one refreshes the picks too. */
export const getRecommendedActivitiesQueryOptions = () =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'recommended'] as const,
    meta: SHOWN_OFFLINE,
    queryFn: getRecommendedActivities,
    staleTime: CACHE_TTL.dashboard,
  });

export const useRecommendedActivities = () => useQuery(getRecommendedActivitiesQueryOptions());
