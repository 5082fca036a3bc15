import { friendEndpoints } from '@peerconnect/contracts';
import { CACHE_TTL } from '@/config/timeouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { FRIENDS_KEY } from './get-friends';
import { SHOWN_OFFLINE } from '@/lib/offline-meta';

/** Pending requests the signed-in user received. */
export const getFriendRequests = () => apiCall(friendEndpoints.requests);

export const getFriendRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...FRIENDS_KEY, 'requests'] as const,
    meta: SHOWN_OFFLINE,
    queryFn: getFriendRequests,
    staleTime: CACHE_TTL.friends,
  });

export const useFriendRequests = () => useQuery(getFriendRequestsQueryOptions());
