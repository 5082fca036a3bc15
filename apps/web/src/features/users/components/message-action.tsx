import { CHAT_MESSAGES } from '@peerconnect/contracts';
import { FRIEND_TEXT } from '@/config/friend.messages';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Message the student, or see why not: only friends and people sharing an activity may chat. */
export function MessageAction({ userId, canMessage }: { userId: string; canMessage: boolean }) {
  const reasonId = useId();
  if (canMessage) {
    return (
      <Link className="button button-secondary" to={paths.chat(userId)}>
        {FRIEND_TEXT.message}
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
        {FRIEND_TEXT.message}
      </button>
      <p id={reasonId} className="field-hint">
        {CHAT_MESSAGES.notAllowed}
      </p>
    </div>
  );
}
