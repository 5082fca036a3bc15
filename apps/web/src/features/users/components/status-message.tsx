import type { TimedMessage } from '../use-timed-message';

/** A success line announced politely, or an error announced at once. */
export function StatusMessage({ message }: { message: TimedMessage | null }) {
  if (!message) return null;
  return message.tone === 'success' ? (
    <p className="profile-status-success" role="status">
      {message.text}
    </p>
  ) : (
    <p className="alert" role="alert">
      {message.text}
    </p>
  );
}
