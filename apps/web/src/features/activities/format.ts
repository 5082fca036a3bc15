// One formatter each: toLocaleString with options builds a new one per call, which a list of cards
// would pay on every render. Each is made on its first use: the page's first one loads the locale
// data, which should not delay the activities' first paint. LONG_DATE is the full date and time an
// activity's page shows.
function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

const LONG_DATE = dateFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

const CARD_DATE = dateFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A date as `format` writes it, with no line break inside its time ('6:30 PM', never '6:30 / PM'). */
function unbroken(format: () => Intl.DateTimeFormat, date: Date): string {
  return format()
    .formatToParts(date)
    .map((part, index, parts) =>
      part.type === 'literal' && parts[index + 1]?.type === 'dayPeriod'
        ? part.value.replace(/\s/g, '\u00a0')
        : part.value,
    )
    .join('');
}

/** "Tue, Nov 24, 6:30 PM": a card's date, short enough for one line on a phone. */
export function formatCardDate(iso: string): string {
  return unbroken(CARD_DATE, new Date(iso));
}

/** A datetime-local input value for an ISO date, in the browser's time zone. */
export function toDateTimeLocal(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const TIME = dateFormat(undefined, { timeStyle: 'short' });
const DAY = dateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** "Tuesday, 24 November 2026 at 18:30 – 20:30"; the end in full when it is another day. */
export function formatActivitySpan(startIso: string, endIso: string): string {
  const [start, end] = [new Date(startIso), new Date(endIso)];
  const sameDay = DAY().format(start) === DAY().format(end);
  return `${unbroken(LONG_DATE, start)} – ${unbroken(sameDay ? TIME : LONG_DATE, end)}`;
}

/** Where an activity is in its life, for its badge. */
export function lifeStage(activity: { date: string; endDate: string; cancelledAt?: string }) {
  if (activity.cancelledAt) return 'cancelled';
  const now = Date.now();
  if (new Date(activity.endDate).getTime() <= now) return 'past';
  if (new Date(activity.date).getTime() <= now) return 'started';
  return 'upcoming';
}
