// One formatter for every card: toLocaleString with options builds a new one per call (about
// 50 times slower, which a list of 20 cards pays on every render).
const LONG_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

/** "Tuesday, 24 November 2026 at 18:30" in the reader's locale (the spec's long format). */
export function formatActivityDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}

/** A datetime-local input value for an ISO date, in the browser's time zone. */
export function toDateTimeLocal(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
