/** "Tuesday, 24 November 2026 at 18:30" in the reader's locale (the spec's long format). */
export function formatActivityDate(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' });
}

/** A datetime-local input value for an ISO date, in the browser's time zone. */
export function toDateTimeLocal(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
