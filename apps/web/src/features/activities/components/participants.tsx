import { CampusBadge } from '@/components/ui/campus-badge';
import type { UserSummary } from '@peerconnect/contracts';
import { FRIEND_TEXT } from '@/config/friend.messages';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { ACTIVITY_LIFE_TEXT } from '@/config/activity.messages';
import { paths } from '@/config/paths';
import { useFriendIds } from '../use-friend-ids';
import { FriendRequestButton } from '@/features/friends';

const REQUEST_LABELS = {
  idle: FRIEND_TEXT.addFriend,
  sending: FRIEND_TEXT.sending,
  sent: FRIEND_TEXT.participantSent,
  error: FRIEND_TEXT.sendFailedShort,
};

interface ParticipantsProps {
  participants: UserSummary[];
  /** The signed-in user's id: no buttons on their own entry. */
  viewerId: string | undefined;
}

function MessageLink({ person }: { person: UserSummary }) {
  return (
    <Link
      to={paths.chat(person._id)}
      className="button button-secondary button-small"
      aria-label={`${FRIEND_TEXT.message} ${person.username}`}
    >
      {FRIEND_TEXT.message}
    </Link>
  );
}

/** 'Friends Participating (n)': the viewer's friends among the participants, one tap from a chat. */
export function FriendsParticipating({ participants, viewerId }: ParticipantsProps) {
  const friendIds = useFriendIds();
  const friends = participants.filter(
    (person) => person._id !== viewerId && friendIds?.has(person._id),
  );
  if (friends.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="friends-participating">
      <h2 id="friends-participating">
        {FRIEND_TEXT.friendsParticipating} ({friends.length})
      </h2>
      <ul className="people-row">
        {friends.map((person) => (
          <li key={person._id} className="person">
            <Avatar name={person.username} src={person.profilePicture} />
            <Link to={paths.profile(person._id)}>{person.username}</Link>
            <CampusBadge campus={person.campus} />
            <MessageLink person={person} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Everyone taking part; other students get Message, and Add Friend unless they are friends
 * already (offered only once the friends list is known, so friends never see it flash).
 */
export function ParticipantsGrid({
  participants,
  viewerId,
  onRemove,
}: ParticipantsProps & {
  /** The organizer's Remove, on each entry. */
  onRemove?: (person: UserSummary) => void;
}) {
  const friendIds = useFriendIds();
  return (
    <ul className="people-grid">
      {participants.map((person) => (
        <li key={person._id} className="person participant">
          <Avatar name={person.username} src={person.profilePicture} />
          <Link to={paths.profile(person._id)}>{person.username}</Link>
          <CampusBadge campus={person.campus} />
          {person._id !== viewerId && (
            <span className="participant-actions">
              {friendIds && !friendIds.has(person._id) && (
                <FriendRequestButton
                  userId={person._id}
                  personName={person.username}
                  labels={REQUEST_LABELS}
                  className="button button-primary button-small"
                />
              )}
              <MessageLink person={person} />
              {onRemove && (
                <button
                  type="button"
                  className="button button-secondary button-small"
                  aria-label={`${ACTIVITY_LIFE_TEXT.remove} ${person.username}`}
                  onClick={() => onRemove(person)}
                >
                  {ACTIVITY_LIFE_TEXT.remove}
                </button>
              )}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
