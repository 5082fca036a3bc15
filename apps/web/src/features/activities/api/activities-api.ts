import {
  type Activity,
  type CreateActivityRequest,
  type UpdateActivityRequest,
} from '@peerconnect/contracts';
import { CACHE_TTL } from '@/config/timeouts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest, apiResponse } from '@/lib/api-client';
import { activityListPath, type ActivityFilters } from './activity-list-path';

export type { ActivityFilters } from './activity-list-path';

export const activityKeys = {
  all: ['activities'] as const,
  list: (filters: ActivityFilters) => ['activities', 'list', filters] as const,
  detail: (id: string) => ['activities', 'detail', id] as const,
  similar: (id: string) => ['activities', 'similar', id] as const,
};

/** One page of the list; the next page's cursor comes in the X-Next-Cursor header. */
async function fetchActivityPage(filters: ActivityFilters, cursor: string | undefined) {
  const { data, headers } = await apiResponse<Activity[]>(activityListPath(filters, cursor));
  return { items: data, nextCursor: headers.get('X-Next-Cursor') };
}

export const activityListOptions = (filters: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: activityKeys.list(filters),
    queryFn: ({ pageParam }) => fetchActivityPage(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const activityDetailOptions = (id: string) =>
  queryOptions({
    queryKey: activityKeys.detail(id),
    queryFn: () => apiRequest<Activity>(`/api/activities/${id}`),
    staleTime: CACHE_TTL.activityDetail,
  });

export const similarActivitiesOptions = (id: string) =>
  queryOptions({
    queryKey: activityKeys.similar(id),
    queryFn: () => apiRequest<Activity[]>(`/api/recommendations/similar/${id}`),
    staleTime: CACHE_TTL.similarActivities,
  });

/** JSON, or multipart when a picture is attached (the fields then travel as text). */
function activityBody(
  input: CreateActivityRequest | UpdateActivityRequest,
  image: File | undefined,
) {
  const fields = { ...input, date: input.date?.toISOString() };
  if (!image) return fields;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.set(key, value === null ? '' : String(value));
  }
  form.set('image', image);
  return form;
}

export const activityMutations = {
  create: (input: CreateActivityRequest, image?: File) =>
    apiRequest<Activity>('/api/activities', { method: 'POST', body: activityBody(input, image) }),
  update: (id: string, input: UpdateActivityRequest, image?: File) =>
    apiRequest<Activity>(`/api/activities/${id}`, {
      method: 'PUT',
      body: activityBody(input, image),
    }),
  remove: (id: string) =>
    apiRequest<{ message: string }>(`/api/activities/${id}`, { method: 'DELETE' }),
  join: (id: string) => apiRequest<Activity>(`/api/activities/${id}/join`, { method: 'POST' }),
  leave: (id: string) => apiRequest<Activity>(`/api/activities/${id}/leave`, { method: 'DELETE' }),
};
