import {
  friendEndpoints,
  recommendationEndpoints,
  userEndpoints,
  type PublicUser,
  type SendFriendRequestResponse,
} from '@peerconnect/contracts';
import { CACHE_TTL } from '@/config/timeouts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/features/users';
import { apiCall } from '@/lib/api-client';

/** Everything friend-related sits under 'friends', so one invalidation refreshes it all. */
export const friendKeys = {
  all: ['friends'] as const,
  list: () => ['friends', 'list'] as const,
  requests: () => ['friends', 'requests'] as const,
  recommendations: () => ['friends', 'recommendations'] as const,
};

export const friendsOptions = () =>
  queryOptions({
    queryKey: friendKeys.list(),
    queryFn: () => apiCall(friendEndpoints.list),
    staleTime: CACHE_TTL.friends,
  });

/** Pending requests the signed-in user received. */
export const friendRequestsOptions = () =>
  queryOptions({
    queryKey: friendKeys.requests(),
    queryFn: () => apiCall(friendEndpoints.requests),
    staleTime: CACHE_TTL.friends,
  });

/** People worth meeting, best match first (the dashboard's Discover New Connections). */
export const friendRecommendationsOptions = () =>
  queryOptions({
    queryKey: friendKeys.recommendations(),
    queryFn: () => apiCall(recommendationEndpoints.friends),
    staleTime: CACHE_TTL.dashboard,
  });

/** GET /api/users/find-by-email: the public view of the user, or a 404 ApiRequestError. */
export function findUserByEmail(email: string): Promise<PublicUser> {
  return apiCall(userEndpoints.findByEmail, { query: { email } });
}

/** Refreshes lists and counts that a change of friendship touches, and that person's profile. */
function useInvalidateFriendship() {
  const queryClient = useQueryClient();
  return (userId?: string) => {
    // Suggestions are only marked stale: the dashboard keeps its 'Friend Request Sent' card on
    // screen for a moment and removes the person itself, instead of having the list jump.
    void queryClient.invalidateQueries({
      queryKey: friendKeys.recommendations(),
      refetchType: 'none',
    });
    void queryClient.invalidateQueries({
      queryKey: friendKeys.all,
      predicate: (query) => query.queryKey[1] !== 'recommendations',
    });
    if (userId) void queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) });
  };
}

/** POST /api/friends/request: a pending request, or a friendship if they had already asked. */
function sendFriendRequest(userId: string): Promise<SendFriendRequestResponse> {
  return apiCall(friendEndpoints.request, { body: { userId } });
}

/** Sends a friend request; the variables are the other user's id. */
export function useSendFriendRequest() {
  const invalidate = useInvalidateFriendship();
  return useMutation({
    mutationFn: sendFriendRequest,
    onSuccess: (_response, userId) => invalidate(userId),
  });
}

/** 'Add New Friend': finds the user by email, then sends them a request. */
export function useSendFriendRequestByEmail() {
  const invalidate = useInvalidateFriendship();
  return useMutation({
    mutationFn: async (email: string) => {
      const person = await findUserByEmail(email);
      return { person, response: await sendFriendRequest(person._id) };
    },
    onSuccess: ({ person }) => invalidate(person._id),
  });
}

/** PUT /api/friends/accept/{requestId}; resolves with the new friend. */
export function useAcceptFriendRequest() {
  const invalidate = useInvalidateFriendship();
  return useMutation({
    mutationFn: (requestId: string) => apiCall(friendEndpoints.accept, { params: { requestId } }),
    onSuccess: ({ friend }) => invalidate(friend._id),
  });
}

/** PUT /api/friends/reject/{requestId}. */
export function useRejectFriendRequest() {
  const invalidate = useInvalidateFriendship();
  return useMutation({
    mutationFn: (requestId: string) => apiCall(friendEndpoints.reject, { params: { requestId } }),
    onSuccess: () => invalidate(),
  });
}

/** DELETE /api/friends/{userId}. */
export function useRemoveFriend() {
  const invalidate = useInvalidateFriendship();
  return useMutation({
    mutationFn: (userId: string) => apiCall(friendEndpoints.unfriend, { params: { userId } }),
    onSuccess: (_response, userId) => invalidate(userId),
  });
}
