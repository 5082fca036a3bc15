import { friendEndpoints } from '@peerconnect/contracts';
import { CACHE_TTL } from '@/config/timeouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { SHOWN_OFFLINE } from '@/lib/offline-meta';

/** Everything friend-related sits under this key, so one invalidation refreshes it all. */
export const FRIENDS_KEY = ['friends'] as const;

export const getFriends = () => apiCall(friendEndpoints.list);

export const getFriendsQueryOptions = () =>
  queryOptions({
    queryKey: [...FRIENDS_KEY, 'list'] as const,
    meta: SHOWN_OFFLINE,
    queryFn: getFriends,
    staleTime: CACHE_TTL.friends,
  });

export const useFriends = () => useQuery(getFriendsQueryOptions());
