import { recommendationEndpoints } from '@peerconnect/contracts';
import { CACHE_TTL } from '@/config/timeouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { FRIENDS_KEY } from './get-friends';
import { SHOWN_OFFLINE } from '@/lib/offline-meta';

/** People worth meeting, best match first (the dashboard's Discover New Connections). */
export const getFriendRecommendations = () => apiCall(recommendationEndpoints.friends);

export const getFriendRecommendationsQueryOptions = () =>
  queryOptions({
    queryKey: [...FRIENDS_KEY, 'recommendations'] as const,
    meta: SHOWN_OFFLINE,
    queryFn: getFriendRecommendations,
    staleTime: CACHE_TTL.dashboard,
  });

export const useFriendRecommendations = () => useQuery(getFriendRecommendationsQueryOptions());
