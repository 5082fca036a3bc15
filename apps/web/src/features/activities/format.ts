import { format, isSameDay } from 'date-fns';

// Dates are written in English, like the rest of the interface, by date-fns: the browser's own
// formatter (Intl) loads its locale data on first use, tens of milliseconds of a phone's main
// thread on whichever page first shows a date. A no-break space keeps a time and its AM or PM on
// one line.
const CARD_DATE = 'EEE, MMM d, h:mm\u00a0a';
const SHORT_DATE = 'MMM d, yyyy, h:mm\u00a0a';
const LONG_DATE = "EEEE, MMMM d, yyyy 'at' h:mm\u00a0a";
const TIME = 'h:mm\u00a0a';

/** "Tue, Nov 24, 6:30 PM": a card's date, short enough for one line on a phone. */
export const formatCardDate = (iso: string) => format(new Date(iso), CARD_DATE);

/** "Nov 24, 2026, 6:30 PM": an activity's date in a list of rows. */
export const formatRowDate = (iso: string) => format(new Date(iso), SHORT_DATE);

/** A datetime-local input value for an ISO date, in the browser's time zone. */
export function toDateTimeLocal(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** "Tuesday, November 24, 2026 at 6:30 PM – 8:30 PM"; the end in full when it is another day. */
export function formatActivitySpan(startIso: string, endIso: string): string {
  const [start, end] = [new Date(startIso), new Date(endIso)];
  return `${format(start, LONG_DATE)} – ${format(end, isSameDay(start, end) ? TIME : LONG_DATE)}`;
}

/** Where an activity is in its life, for its badge. */
export function lifeStage(activity: { date: string; endDate: string; cancelledAt?: string }) {
  if (activity.cancelledAt) return 'cancelled';
  const now = Date.now();
  if (new Date(activity.endDate).getTime() <= now) return 'past';
  if (new Date(activity.date).getTime() <= now) return 'started';
  return 'upcoming';
}
