import { useUnreadCount } from '../api/conversations';
import { useLiveConversations } from '../use-live-conversations';

/** The number of unread direct messages; nothing when all are read. */
export function UnreadCount() {
  const unread = useUnreadCount();
  if (unread === 0) return null;
  return (
    <span className="badge nav-badge">
      {unread}
      <span className="sr-only"> unread</span>
    </span>
  );
}

/**
 * The count beside the navigation's Messages link, kept current by the conversations' live events
 * (subscribed here once; the menu button's copy only reads the same count).
 */
export default function UnreadBadge() {
  useLiveConversations();
  return <UnreadCount />;
}
