import { useFriends } from '@/features/friends';

/** Ids of the viewer's friends, or undefined until they are known. */
export function useFriendIds(): Set<string> | undefined {
  const friends = useFriends();
  if (friends.isPending) return undefined;
  return new Set((friends.data ?? []).map((friend) => friend._id));
}
