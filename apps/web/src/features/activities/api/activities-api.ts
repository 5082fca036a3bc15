import {
  activityEndpoints,
  recommendationEndpoints,
  type CreateActivityRequest,
  type UpdateActivityRequest,
} from '@peerconnect/contracts';
import { CACHE_TTL } from '@/config/timeouts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiCall, apiFile, apiResponse } from '@/lib/api-client';
import type { ActivityFilters } from './activity-filters';

export type { ActivityFilters } from './activity-filters';

export const activityKeys = {
  all: ['activities'] as const,
  list: (filters: ActivityFilters) => ['activities', 'list', filters] as const,
  detail: (id: string) => ['activities', 'detail', id] as const,
  similar: (id: string) => ['activities', 'similar', id] as const,
};

/** One page of the list; the next page's cursor comes in the X-Next-Cursor header. */
async function fetchActivityPage(filters: ActivityFilters, cursor: string | undefined) {
  const query = { ...filters, cursor };
  const { data, headers } = await apiResponse(activityEndpoints.list, { query });
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
    queryFn: () => apiCall(activityEndpoints.detail, { params: { id } }),
    staleTime: CACHE_TTL.activityDetail,
  });

/**
 * The activity while its page is open: asked again every few seconds, so a place given from the
 * waitlist, a cancellation or a removal shows without a reload.
 */
export const liveActivityOptions = (id: string) => ({
  ...activityDetailOptions(id),
  refetchInterval: CACHE_TTL.activityLive,
});

export const similarActivitiesOptions = (id: string) =>
  queryOptions({
    queryKey: activityKeys.similar(id),
    queryFn: () => apiCall(recommendationEndpoints.similar, { params: { id } }),
    staleTime: CACHE_TTL.similarActivities,
  });

/** JSON (a date travels as its ISO text), or multipart when a picture is attached. */
function activityBody<T extends CreateActivityRequest | UpdateActivityRequest>(
  input: T,
  image: File | undefined,
): T | FormData {
  if (!image) return input;
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const text = value === null ? '' : value instanceof Date ? value.toISOString() : String(value);
    form.set(key, text);
  }
  form.set('image', image);
  return form;
}

export const activityMutations = {
  create: (input: CreateActivityRequest, image?: File) =>
    apiCall(activityEndpoints.create, { body: activityBody(input, image) }),
  update: (id: string, input: UpdateActivityRequest, image?: File) =>
    apiCall(activityEndpoints.update, { params: { id }, body: activityBody(input, image) }),
  remove: (id: string) => apiCall(activityEndpoints.remove, { params: { id } }),
  join: (id: string) => apiCall(activityEndpoints.join, { params: { id } }),
  leave: (id: string) => apiCall(activityEndpoints.leave, { params: { id } }),
  removeParticipant: (id: string, userId: string) =>
    apiCall(activityEndpoints.removeParticipant, { params: { id, userId } }),
  allowAgain: (id: string, userId: string) =>
    apiCall(activityEndpoints.allowAgain, { params: { id, userId } }),
  cancel: (id: string, reason: string) =>
    apiCall(activityEndpoints.cancel, { params: { id }, body: { reason } }),
  calendarFile: (id: string) => apiFile(activityEndpoints.calendarEvent, { params: { id } }),
};
