import { SHELL_MESSAGES } from '@/config/messages';
import { useActivityUnread } from '../api/get-inbox';

/** How many messages of an activity's chat the student has not read; nothing when none. */
export function ActivityUnreadBadge({ activityId }: { activityId: string }) {
  const unread = useActivityUnread(activityId);
  if (unread === 0) return null;
  return (
    <span className="badge unread-badge">
      {unread}
      <span className="sr-only">{SHELL_MESSAGES.unread.messages(unread)}</span>
    </span>
  );
}
