import { CHAT_MESSAGES, FRIEND_MESSAGES } from '@peerconnect/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Message the student, or see why not: only friends and people sharing an activity may chat. */
export function MessageAction({ userId, canMessage }: { userId: string; canMessage: boolean }) {
  const reasonId = useId();
  if (canMessage) {
    return (
      <Link className="button button-secondary" to={paths.chat(userId)}>
        {FRIEND_MESSAGES.message}
      </Link>
    );
  }
  return (
    <div className="profile-action">
      <button
        type="button"
        className="button button-secondary"
        disabled
        aria-describedby={reasonId}
      >
        {FRIEND_MESSAGES.message}
      </button>
      <p id={reasonId} className="field-hint">
        {CHAT_MESSAGES.notAllowed}
      </p>
    </div>
  );
}
