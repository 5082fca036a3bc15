/** What the notification screens say (the sentences themselves come from the API). */
export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  bell: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  markAllRead: 'Mark all as read',
  seeAll: 'See all notifications',
  empty: 'You’re all caught up',
  emptyHint: 'Friend requests, changes to your activities and reminders will show up here.',
  unread: 'Unread',
  loading: 'Loading notifications...',
  failed: 'Could not load notifications.',
  retry: 'Try again',
  loadMore: 'Show older',
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '5 min ago', '3 h ago', '2 d ago', then the date. */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} d ago`;
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}
