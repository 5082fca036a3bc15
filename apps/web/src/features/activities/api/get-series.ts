import { seriesEndpoints } from '@peerconnect/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { ACTIVITIES_KEY } from './get-activities';

export const getSeries = (id: string) => apiCall(seriesEndpoints.detail, { params: { id } });

export const getSeriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'series', id] as const,
    queryFn: () => getSeries(id),
  });

/** A series and its dates, with where the student stands in each. */
export const useSeries = (id: string) => useQuery(getSeriesQueryOptions(id));
