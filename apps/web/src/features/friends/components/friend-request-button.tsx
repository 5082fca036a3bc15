// The people styles (cards, persons, this button): with the button they reach every screen that
// lists people, the dashboard's suggestions included. A front door's own imports are left out of
// the build (package.json's sideEffects), so the stylesheet comes with a component.
import '../friends.css';
import {
  useFriendRequestButton,
  type FriendRequestButtonStatus,
} from '../use-friend-request-button';

export type FriendRequestButtonLabels = Record<FriendRequestButtonStatus, string>;

interface FriendRequestButtonProps {
  userId: string;
  /** Whom the request goes to, so each button in a list has its own accessible name. */
  personName?: string;
  /** The button's text in each state; every screen words them its own way. */
  labels: FriendRequestButtonLabels;
  /** A longer explanation shown under the button while a failure is on screen. */
  errorText?: string;
  /** Called once 'sent' has been shown for its 3 s. */
  onSentShown?: () => void;
  className?: string;
}

/** A friend-request button that walks through its states by itself. */
export function FriendRequestButton({
  userId,
  personName,
  labels,
  errorText,
  onSentShown,
  className = 'button button-primary',
}: FriendRequestButtonProps) {
  const request = useFriendRequestButton(userId, { onSentShown });
  return (
    <span className="request-button" aria-live="polite">
      <button
        type="button"
        className={`${className} request-${request.status}`}
        aria-label={personName && `${labels[request.status]} ${personName}`}
        disabled={request.busy}
        onClick={request.send}
      >
        {labels[request.status]}
      </button>
      {request.status === 'error' && errorText && (
        <span className="field-error" role="alert">
          {errorText}
        </span>
      )}
    </span>
  );
}
