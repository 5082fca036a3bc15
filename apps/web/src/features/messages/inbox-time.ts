import { CHAT_TEXT as M } from '@/config/chat.messages';
import { clockTime } from './clock';

const DAY_MS = 86_400_000;
const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short' });
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const startOfDay = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * When an inbox row's last message came, as a messenger says it: the time today (as under the
 * messages: '02:05 PM' or '14:05', as the browser writes times), 'Yesterday',
 * the weekday within the week ('Mon'), else the date ('12 Nov'; with the year when not this one).
 */
export function inboxTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(at)) / DAY_MS);
  if (days <= 0) return clockTime(iso);
  if (days === 1) return M.yesterday;
  if (days < 7) return weekday.format(at);
  return at.getFullYear() === now.getFullYear() ? dayMonth.format(at) : dayMonthYear.format(at);
}
