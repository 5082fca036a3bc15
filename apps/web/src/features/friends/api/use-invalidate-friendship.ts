import { useQueryClient } from '@tanstack/react-query';
import { profileKey } from '@/lib/profile-keys';
import { getFriendRecommendationsQueryOptions } from './get-friend-recommendations';
import { FRIENDS_KEY } from './get-friends';

/** Refreshes lists and counts that a change of friendship touches, and that person's profile. */
export function useInvalidateFriendship() {
  const queryClient = useQueryClient();
  const recommendationsKey = getFriendRecommendationsQueryOptions().queryKey;
  return (userId?: string) => {
    // Suggestions are only marked stale: the dashboard keeps its 'Friend Request Sent' card on
    // screen for a moment and removes the person itself, instead of having the list jump.
    void queryClient.invalidateQueries({ queryKey: recommendationsKey, refetchType: 'none' });
    void queryClient.invalidateQueries({
      queryKey: FRIENDS_KEY,
      predicate: (query) => query.queryKey[1] !== recommendationsKey[1],
    });
    if (userId) void queryClient.invalidateQueries({ queryKey: profileKey(userId) });
  };
}
