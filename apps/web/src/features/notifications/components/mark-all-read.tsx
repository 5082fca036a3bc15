import { useMarkAllRead } from '../api/notifications';
import { NOTIFICATION_TEXTS as T } from '../texts';
import { CheckAllIcon } from './icons';

export function MarkAllRead({ unread }: { unread: number }) {
  const markAll = useMarkAllRead();
  return (
    <button
      type="button"
      className="button button-ghost notification-mark-all"
      disabled={unread === 0 || markAll.isPending}
      onClick={() => markAll.mutate()}
    >
      <CheckAllIcon />
      {T.markAllRead}
    </button>
  );
}
