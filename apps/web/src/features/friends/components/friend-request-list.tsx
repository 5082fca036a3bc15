import { UserPlus } from 'lucide-react';
import { FRIEND_MESSAGES, type FriendRequest } from '@peerconnect/contracts';
import { FRIEND_TEXT } from '@/config/friend.messages';
import { TIMEOUTS } from '@/config/timeouts';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useAcceptFriendRequest } from '../api/accept-friend-request';
import { useRejectFriendRequest } from '../api/reject-friend-request';
import { useOutcomeDisplay } from '../use-outcome-display';
import { OutcomeMessage } from './outcome-message';
import { PersonDetails } from './person-details';

const SHOWN_FOR = { successMs: TIMEOUTS.statusMessage, errorMs: TIMEOUTS.statusMessage };

/** Requests received, each with Accept and Decline; the outcome shows for 3 s. */
export function FriendRequestList({ requests }: { requests: FriendRequest[] }) {
  const accept = useAcceptFriendRequest();
  const reject = useRejectFriendRequest();
  useOutcomeDisplay(accept, SHOWN_FOR);
  useOutcomeDisplay(reject, SHOWN_FOR);
  const answering = accept.isPending || reject.isPending;
  return (
    <>
      <OutcomeMessage
        status={accept.status}
        success={FRIEND_TEXT.requestAccepted}
        failure={FRIEND_TEXT.acceptFailed}
      />
      <OutcomeMessage
        status={reject.status}
        success={FRIEND_MESSAGES.requestDeclined}
        failure={FRIEND_TEXT.rejectFailed}
      />
      {requests.length === 0 ? (
        <EmptyState title={FRIEND_TEXT.noRequests} icon={UserPlus} />
      ) : (
        <ul className="friend-list">
          {requests.map(({ _id, sender }) => (
            <li key={_id} className="card friend-card">
              <div className="friend-person">
                <Avatar name={sender.username} src={sender.profilePicture} size="large" />
                <div>
                  <Link to={paths.profile(sender._id)} className="person-name">
                    {sender.username}
                  </Link>
                  <PersonDetails person={sender} />
                </div>
              </div>
              <div className="card-actions">
                <button
                  type="button"
                  className="button button-primary"
                  aria-label={`${FRIEND_TEXT.accept} ${sender.username}`}
                  disabled={answering}
                  onClick={() => accept.mutate(_id)}
                >
                  {FRIEND_TEXT.accept}
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={`${FRIEND_TEXT.decline} ${sender.username}`}
                  disabled={answering}
                  onClick={() => reject.mutate(_id)}
                >
                  {FRIEND_TEXT.decline}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
