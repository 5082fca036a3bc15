import { Check } from 'lucide-react';
import type { Relationship } from '@peerconnect/contracts';
import { FRIEND_TEXT as F } from '@/config/friend.messages';
import { PROFILE_TEXT as M } from '@/config/profile.messages';
import { TIMEOUTS } from '@/config/timeouts';
import { useAcceptFriendRequest } from '@/features/friends';
import { useFriendRequestButton } from '@/features/friends';

/**
 * Where the viewer stands with this student, as one control: already friends, accept their
 * request, or Add Friend (none → 'Sending...' → disabled 'Request Sent'; a failure shows for 5 s).
 */
export function FriendshipAction({
  userId,
  relationship,
}: {
  userId: string;
  relationship: Relationship;
}) {
  const request = useFriendRequestButton(userId, {
    errorDisplayMs: TIMEOUTS.profileErrorMessage,
  });
  const accept = useAcceptFriendRequest();

  if (relationship.isFriend) {
    return (
      <span className="badge profile-friends-badge">
        <Check size={18} aria-hidden="true" />
        {M.alreadyFriends}
      </span>
    );
  }
  const requestId = relationship.requestReceived;
  if (requestId) {
    return (
      <div className="profile-action">
        <button
          type="button"
          className="button button-primary"
          disabled={accept.isPending}
          onClick={() => accept.mutate(requestId)}
        >
          {F.accept}
        </button>
        {accept.isError && (
          <p className="field-error" role="alert">
            {F.acceptFailed}
          </p>
        )}
      </div>
    );
  }
  // Once sent, the refreshed profile says so (requestSent) after the button's own 3 s are over.
  const sent = relationship.requestSent || request.status === 'sent';
  return (
    <div className="profile-action">
      <button
        type="button"
        className="button button-primary"
        disabled={sent || request.busy}
        onClick={request.send}
      >
        {sent ? F.profileSent : request.status === 'sending' ? F.sending : F.addFriend}
      </button>
      {request.status === 'error' && (
        <p className="field-error" role="alert">
          {F.sendFailed}
        </p>
      )}
    </div>
  );
}
