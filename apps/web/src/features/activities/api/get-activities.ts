import { activityEndpoints } from '@peerconnect/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiResponse } from '@/lib/api-client';
import type { ActivityFilters } from '../activity-filters';
import { SHOWN_OFFLINE } from '@/lib/offline-meta';

/**
 * Every activity query's key starts here (lists, one activity, the profile's and the dashboard's
 * lists), so a change invalidates them all with this one key.
 */
export const ACTIVITIES_KEY = ['activities'] as const;

/** One page of the list; the next page's cursor comes in the X-Next-Cursor header. */
export async function getActivities(filters: ActivityFilters, cursor: string | undefined) {
  const query = { ...filters, cursor };
  const { data, headers } = await apiResponse(activityEndpoints.list, { query });
  return { items: data, nextCursor: headers.get('X-Next-Cursor') };
}

export const getActivitiesQueryOptions = (filters: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: [...ACTIVITIES_KEY, 'list', filters] as const,
    meta: SHOWN_OFFLINE,
    queryFn: ({ pageParam }) => getActivities(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useActivities = (filters: ActivityFilters) =>
  useInfiniteQuery(getActivitiesQueryOptions(filters));
