import type { Activity } from '@peerconnect/contracts';
import { Avatar } from '@/components/ui/avatar';
import { GOING_TEXT as T } from '@/config/people.messages';
import { useFriendIds } from '../use-friend-ids';

/** '4 going · 2 places left', '3 going', 'Full · 3 waiting'. */
export function goingText(activity: Activity): string {
  const count = activity.participants.length;
  const max = activity.maxParticipants;
  if (max !== null && count >= max)
    return activity.waitlistCount > 0 ? `${T.full} · ${T.waiting(activity.waitlistCount)}` : T.full;
  if (max !== null) return `${T.going(count)} · ${T.placesLeft(max - count)}`;
  return T.going(count);
}

const FACES = 3;

/** 'Ana and 2 friends are going', with their faces; nothing when no friend is. */
export function FriendsGoing({ activity }: { activity: Activity }) {
  const friendIds = useFriendIds();
  const friends = activity.participants.filter((person) => friendIds?.has(person._id));
  const [first] = friends;
  if (!first) return null;
  return (
    <p className="friends-going">
      <span className="bubbles" aria-hidden="true">
        {friends.slice(0, FACES).map((friend) => (
          <Avatar
            key={friend._id}
            name={friend.username}
            src={friend.profilePicture}
            size="small"
          />
        ))}
      </span>
      <span>{T.friendsGoing(first.username, friends.length - 1)}</span>
    </p>
  );
}
