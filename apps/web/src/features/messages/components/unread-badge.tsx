import { useEffect } from 'react';
import { SHELL_MESSAGES } from '@/config/messages';
import { setUnreadCount } from '@/lib/document-title';
import { useUnreadTotal } from '../api/get-inbox';
import { useLiveInbox } from '../use-live-inbox';

/** The number of unread messages over every chat not muted; nothing when all are read. */
export function UnreadCount() {
  const unread = useUnreadTotal();
  if (unread === 0) return null;
  return (
    <span className="badge nav-badge">
      {unread}
      <span className="sr-only">{SHELL_MESSAGES.unread.suffix}</span>
    </span>
  );
}

/**
 * The count beside the navigation's Messages link, kept current by the inbox's live events
 * (subscribed here once; the menu button's copy only reads the same count).
 */
export default function UnreadBadge() {
  useLiveInbox();
  const unread = useUnreadTotal();
  // The same count in the tab's title and on the installed app's icon; gone when signed out.
  useEffect(() => {
    setUnreadCount(unread);
    return () => setUnreadCount(0);
  }, [unread]);
  return <UnreadCount />;
}
