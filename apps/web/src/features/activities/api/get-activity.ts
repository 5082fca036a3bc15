import { activityEndpoints } from '@peerconnect/contracts';
import { CACHE_TTL } from '@/config/timeouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { SHOWN_OFFLINE } from '@/lib/offline-meta';
import { ACTIVITIES_KEY } from './get-activities';

export const getActivity = (id: string) => apiCall(activityEndpoints.detail, { params: { id } });

export const getActivityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'detail', id] as const,
    queryFn: () => getActivity(id),
    staleTime: CACHE_TTL.activityDetail,
    meta: SHOWN_OFFLINE,
  });

/** The activity to edit, read only while editing. */
export const useActivity = (id: string, enabled: boolean) =>
  useQuery({ ...getActivityQueryOptions(id), enabled });

/**
 * The activity while its page is open: asked again every few seconds, so a place given from the
 * waitlist, a cancellation or a removal shows without a reload.
 */
export const useLiveActivity = (id: string) =>
  useQuery({ ...getActivityQueryOptions(id), refetchInterval: CACHE_TTL.activityLive });
