import { recommendationEndpoints } from '@peerconnect/contracts';
import { CACHE_TTL } from '@/config/timeouts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/**
 * Keys under 'activities', so joining, leaving or creating an activity (which invalidates
 * ['activities']) also refreshes the dashboard.
 */
export const dashboardKeys = {
  insights: ['activities', 'insights'] as const,
  recommended: ['activities', 'recommended'] as const,
};

/** The signed-in student's joined and created activities. */
export const activityInsightsOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.insights,
    queryFn: () => apiCall(recommendationEndpoints.insights),
    staleTime: CACHE_TTL.dashboard,
  });

/** Upcoming activities picked for the student, best first. */
export const recommendedActivitiesOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.recommended,
    queryFn: () => apiCall(recommendationEndpoints.activities),
    staleTime: CACHE_TTL.dashboard,
  });
