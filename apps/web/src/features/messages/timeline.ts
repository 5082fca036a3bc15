/**
 * What a chat log shows, row by row: a separator at the start of each day (in the viewer's time
 * zone) and the messages, each marked when it continues the previous one's group (same sender,
 * a few minutes apart, same day), which then shows no name or avatar of its own.
 */
import type { ThreadItem, StoredMessage } from './thread';

/** Consecutive messages of one sender this close together form one group. */
export const GROUP_WINDOW_MS = 5 * 60_000;

export type TimelineRow<M extends StoredMessage> =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'item'; key: string; item: ThreadItem<M>; continues: boolean };

const DAY_MS = 86_400_000;

/** The calendar day of `date` in `timeZone`, as days since 1970 (comparable and subtractable). */
function dayNumber(date: Date, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/** 'Today', 'Yesterday', the weekday within the last week, otherwise the date. */
export function dayLabel(date: Date, now: Date, timeZone?: string): string {
  const ago = dayNumber(now, timeZone) - dayNumber(date, timeZone);
  if (ago === 0) return 'Today';
  if (ago === 1) return 'Yesterday';
  if (ago > 1 && ago < 7)
    return new Intl.DateTimeFormat(undefined, { timeZone, weekday: 'long' }).format(date);
  const sameYear = new Date(now).getFullYear() === date.getFullYear();
  return new Intl.DateTimeFormat(undefined, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

const itemTime = <M extends StoredMessage>(item: ThreadItem<M>) =>
  new Date(item.kind === 'system' ? item.note.createdAt : item.message.createdAt);

/**
 * The rows of a chat. `senderOf` names who wrote a stored message (own messages and unsent ones
 * share one key, so they group together); system notes never group.
 */
export function timelineRows<M extends StoredMessage>(
  items: ThreadItem<M>[],
  senderOf: (message: M) => string,
  now: Date = new Date(),
  timeZone?: string,
): TimelineRow<M>[] {
  const rows: TimelineRow<M>[] = [];
  let previous = null as { day: number; sender: string | null; at: number } | null;
  for (const item of items) {
    const at = itemTime(item);
    const day = dayNumber(at, timeZone);
    if (previous?.day !== day) {
      rows.push({ kind: 'day', key: `day-${day}`, label: dayLabel(at, now, timeZone) });
    }
    const sender =
      item.kind === 'system' ? null : item.kind === 'outgoing' ? 'mine' : senderOf(item.message);
    const continues =
      sender !== null &&
      previous?.day === day &&
      previous.sender === sender &&
      at.getTime() - previous.at <= GROUP_WINDOW_MS;
    rows.push({ kind: 'item', key: item.key, item, continues });
    previous = { day, sender, at: at.getTime() };
  }
  return rows;
}
