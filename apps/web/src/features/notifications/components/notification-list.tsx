import type { Notification } from '@peerconnect/contracts';
import { BellRing, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NOTIFICATION_TEXTS as T } from '@/config/messages';
import { timeAgo } from '../time-ago';

/** One notification: who, what, when; unread marked; opening it marks it read. */
function NotificationItem({ item, onOpen }: { item: Notification; onOpen?: () => void }) {
  const markRead = useMarkNotificationRead();
  return (
    <li className={`notification${item.read ? '' : ' notification-unread'}`}>
      <Link
        to={item.link}
        className="notification-link"
        onClick={() => {
          if (!item.read) markRead.mutate(item._id);
          onOpen?.();
        }}
      >
        {item.actor ? (
          <Avatar name={item.actor.username} src={item.actor.profilePicture} size="small" />
        ) : (
          <span className="notification-icon">
            <Clock size={20} aria-hidden="true" />
          </span>
        )}
        <span className="notification-body">
          <span className="notification-text">{item.text}</span>
          <time className="notification-time" dateTime={item.createdAt}>
            {timeAgo(item.createdAt)}
          </time>
        </span>
        {!item.read && (
          <span className="notification-dot">
            <span className="sr-only">{T.unread}</span>
          </span>
        )}
      </Link>
    </li>
  );
}

/** Newest first; `onOpen` closes the panel a notification was opened from. */
export function NotificationList({
  items,
  onOpen,
}: {
  items: Notification[];
  onOpen?: () => void;
}) {
  if (items.length === 0)
    return (
      <EmptyState title={T.empty} icon={BellRing}>
        <p className="notification-empty-hint">{T.emptyHint}</p>
      </EmptyState>
    );
  return (
    <ul className="notification-list">
      {items.map((item) => (
        <NotificationItem key={item._id} item={item} {...(onOpen ? { onOpen } : {})} />
      ))}
    </ul>
  );
}
