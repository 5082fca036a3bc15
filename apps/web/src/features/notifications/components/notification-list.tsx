import type { Notification } from '@peerconnect/contracts';
import { BellRing, Clock } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { INVITE_TEXT } from '@/config/people.messages';
import { paths } from '@/config/paths';
import { useJoinFromInvite } from '@/features/activities';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NOTIFICATION_TEXTS as T } from '@/config/notification.messages';
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
      {item.type === 'activity-invite' && item.activity && (
        <JoinFromInvite item={item} activityId={item.activity._id} onOpen={onOpen} />
      )}
    </li>
  );
}

/** An invite's one tap: join, then the activity's page (the answer is already its data). */
function JoinFromInvite({
  item,
  activityId,
  onOpen,
}: {
  item: Notification;
  activityId: string;
  onOpen?: () => void;
}) {
  const join = useJoinFromInvite();
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  return (
    <div className="notification-actions">
      <button
        type="button"
        className="button button-primary button-small"
        aria-label={`${INVITE_TEXT.join} ${item.activity?.title ?? ''}`}
        disabled={join.isPending}
        onClick={() =>
          join.mutate(activityId, {
            onSuccess: () => {
              if (!item.read) markRead.mutate(item._id);
              onOpen?.();
              void navigate(paths.activity(activityId));
            },
          })
        }
      >
        {join.isPending ? INVITE_TEXT.joining : INVITE_TEXT.join}
      </button>
      {join.isError && (
        <span className="field-error" role="alert">
          {join.error.message}
        </span>
      )}
    </div>
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
