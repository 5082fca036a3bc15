import { useUnreadCount } from '../api/conversations';
import { useLiveConversations } from '../use-live-conversations';

/** The unread direct messages beside the navigation's Messages link; nothing when all are read. */
export default function UnreadBadge() {
  useLiveConversations();
  const unread = useUnreadCount();
  if (unread === 0) return null;
  return (
    <span className="badge nav-badge">
      {unread}
      <span className="sr-only"> unread</span>
    </span>
  );
}
