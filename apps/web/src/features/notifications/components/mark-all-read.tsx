import { CheckCheck } from 'lucide-react';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NOTIFICATION_TEXTS as T } from '@/config/notification.messages';

export function MarkAllRead({ unread }: { unread: number }) {
  const markAll = useMarkAllNotificationsRead();
  return (
    <button
      type="button"
      className="button button-ghost notification-mark-all"
      disabled={unread === 0 || markAll.isPending}
      onClick={() => markAll.mutate()}
    >
      <CheckCheck size={16} aria-hidden="true" />
      {T.markAllRead}
    </button>
  );
}
