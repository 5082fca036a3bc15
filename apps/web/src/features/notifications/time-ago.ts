import { NOTIFICATION_TEXTS as T } from '@/config/notification.messages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '5 min ago', '3 h ago', '2 d ago', then the date. */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < MINUTE) return T.justNow;
  if (elapsed < HOUR) return T.minutesAgo(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return T.hoursAgo(Math.floor(elapsed / HOUR));
  if (elapsed < 7 * DAY) return T.daysAgo(Math.floor(elapsed / DAY));
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}
