import type { Friend } from '@peerconnect/contracts';
import { FRIEND_TEXT } from '@/config/friend.messages';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { useRemoveFriend } from '../api/remove-friend';
import { PersonDetails } from './person-details';

/** A friend with Message, and Unfriend behind a confirmation so one slip does not end a friendship. */
export function FriendCard({ friend }: { friend: Friend }) {
  const remove = useRemoveFriend();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="card friend-card">
      <div className="friend-person">
        <Avatar name={friend.username} src={friend.profilePicture} size="large" />
        <div>
          <Link to={paths.profile(friend._id)} className="person-name">
            {friend.username}
          </Link>
          <PersonDetails person={friend} />
        </div>
      </div>
      {remove.isError && (
        <p className="alert" role="alert">
          {FRIEND_TEXT.unfriendFailed}
        </p>
      )}
      {confirming ? (
        <div className="card-actions" role="group" aria-label={FRIEND_TEXT.unfriendQuestion}>
          <span className="muted">{FRIEND_TEXT.unfriendQuestion}</span>
          <button
            type="button"
            className="button button-danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(friend._id)}
          >
            {FRIEND_TEXT.unfriend}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setConfirming(false)}
          >
            {FRIEND_TEXT.cancel}
          </button>
        </div>
      ) : (
        <div className="card-actions">
          <Link to={paths.chat(friend._id)} className="button button-primary">
            {FRIEND_TEXT.message}
          </Link>
          <button
            type="button"
            className="button button-ghost"
            aria-label={`${FRIEND_TEXT.unfriend} ${friend.username}`}
            onClick={() => setConfirming(true)}
          >
            {FRIEND_TEXT.unfriend}
          </button>
        </div>
      )}
    </li>
  );
}
