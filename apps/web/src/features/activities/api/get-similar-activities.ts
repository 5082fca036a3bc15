import { recommendationEndpoints } from '@peerconnect/contracts';
import { CACHE_TTL } from '@/config/timeouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { ACTIVITIES_KEY } from './get-activities';

export const getSimilarActivities = (id: string) =>
  apiCall(recommendationEndpoints.similar, { params: { id } });

export const getSimilarActivitiesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'similar', id] as const,
    queryFn: () => getSimilarActivities(id),
    staleTime: CACHE_TTL.similarActivities,
  });

export const useSimilarActivities = (id: string) => useQuery(getSimilarActivitiesQueryOptions(id));
