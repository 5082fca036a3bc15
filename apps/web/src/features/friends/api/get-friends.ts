import { friendEndpoints } from '@peerconnect/contracts';
import { CACHE_TTL } from '@/config/timeouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Everything friend-related sits under this key, so one invalidation refreshes it all. */
export const FRIENDS_KEY = ['friends'] as const;

export const getFriends = () => apiCall(friendEndpoints.list);

export const getFriendsQueryOptions = () =>
  queryOptions({
    queryKey: [...FRIENDS_KEY, 'list'] as const,
    queryFn: getFriends,
    staleTime: CACHE_TTL.friends,
  });

export const useFriends = () => useQuery(getFriendsQueryOptions());
