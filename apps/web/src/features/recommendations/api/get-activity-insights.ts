import { recommendationEndpoints } from '@peerconnect/contracts';
import { CACHE_TTL } from '@/config/timeouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITIES_KEY } from '@/features/activities';
import { apiCall } from '@/lib/api-client';
import { SHOWN_OFFLINE } from '@/lib/offline-meta';

/** The signed-in student's joined and created activities. */
export const getActivityInsights = () => apiCall(recommendationEndpoints.insights);

/** Under the activities' key: joining, leaving or creating one refreshes the dashboard too. */
export const getActivityInsightsQueryOptions = () =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'insights'] as const,
    meta: SHOWN_OFFLINE,
    queryFn: getActivityInsights,
    staleTime: CACHE_TTL.dashboard,
  });

export const useActivityInsights = () => useQuery(getActivityInsightsQueryOptions());
