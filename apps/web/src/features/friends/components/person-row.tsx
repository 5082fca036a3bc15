import type { PersonResult } from '@peerconnect/contracts';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { PEOPLE_TEXT as T } from '@/config/people.messages';
import { useSendFriendRequest } from '../api/send-friend-request';

/**
 * One student found: name, major or the interest that matched, and the request button. Its state
 * comes from the search result and then from the request's own answer, so 'Request Sent' stays.
 */
export function PersonRow({ person }: { person: PersonResult }) {
  const request = useSendFriendRequest();
  const friend = person.isFriend || request.data?.status === 'accepted';
  const sent = person.requestSent || request.data?.status === 'pending';
  const detail = person.interest ? T.matchedInterest(person.interest) : person.major;
  return (
    <li className="person-row">
      <Link to={paths.profile(person._id)} className="person-link">
        <Avatar name={person.username} src={person.profilePicture} size="small" />
        <span className="person-text">
          <span className="person-name">{person.username}</span>
          {detail && <span className="muted person-detail">{detail}</span>}
        </span>
      </Link>
      {friend ? (
        <span className="badge badge-state">{T.friend}</span>
      ) : (
        <span aria-live="polite">
          <button
            type="button"
            className="button button-primary button-small"
            aria-label={`${sent ? T.requestSent : T.addFriend} ${person.username}`}
            disabled={sent || request.isPending}
            onClick={() => request.mutate(person._id)}
          >
            {sent ? T.requestSent : request.isPending ? T.sending : T.addFriend}
          </button>
          {request.isError && (
            <span className="field-error" role="alert">
              {T.sendFailed}
            </span>
          )}
        </span>
      )}
    </li>
  );
}
