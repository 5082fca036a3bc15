import type { FriendRecommendation } from '@peerconnect/contracts';
import { FRIEND_TEXT } from '@/config/friend.messages';
import { DASHBOARD_MESSAGES } from '@/config/dashboard.messages';
import { matchLevel } from '../friend-suggestions-filter';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { FriendRequestButton } from '@/features/friends';

const REQUEST_LABELS = {
  idle: FRIEND_TEXT.addFriend,
  sending: FRIEND_TEXT.dashboardSending,
  sent: FRIEND_TEXT.dashboardSent,
  error: FRIEND_TEXT.addFriend,
};

interface SuggestionCardProps {
  person: FriendRecommendation;
  /** Called once 'Friend Request Sent' has been shown, to take the person off the list. */
  onRequested(userId: string): void;
}

/** One suggested student: match score, what they share with the viewer, and a request button. */
export function SuggestionCard({ person, onRequested }: SuggestionCardProps) {
  const mutualCount = person.mutualFriends.length;
  return (
    <li className="card suggestion-card">
      <div className="friend-person">
        <span className="avatar-with-status">
          <Avatar name={person.username} src={person.profilePicture} />
          {person.isOnline && (
            <span className="online-dot" role="img" aria-label={FRIEND_TEXT.online} />
          )}
        </span>
        <div className="suggestion-heading">
          <Link to={paths.profile(person._id)} className="person-name">
            {person.username}
          </Link>
          <span className="suggestion-badges">
            <span className={`badge match-badge match-${matchLevel(person.similarityScore)}`}>
              {person.similarityScore}% {FRIEND_TEXT.match}
            </span>
            {person.isNew && <span className="badge new-badge">{FRIEND_TEXT.newBadge}</span>}
          </span>
        </div>
      </div>
      {person.sharedInterests.length > 0 && (
        <ul className="tags suggestion-tags" aria-label={DASHBOARD_MESSAGES.sharedInterests}>
          {person.sharedInterests.map((interest) => (
            <li key={`${interest.type}-${interest.value}`} className="tag shared-interest">
              {interest.value}
            </li>
          ))}
        </ul>
      )}
      {mutualCount > 0 && (
        <p className="muted suggestion-mutual">
          {mutualCount} {mutualCount === 1 ? FRIEND_TEXT.mutualFriend : FRIEND_TEXT.mutualFriends}
        </p>
      )}
      <FriendRequestButton
        userId={person._id}
        personName={person.username}
        labels={REQUEST_LABELS}
        errorText={FRIEND_TEXT.sendFailed}
        onSentShown={() => onRequested(person._id)}
      />
    </li>
  );
}
