/** The zone times are written in for a student whose browser has not said theirs yet. */
export const DEFAULT_TIME_ZONE = 'UTC';

const zoneName = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

/**
 * A time as a student reads it in a notification or a mail: in their zone, the zone named
 * ('Sat 28 Nov, 18:00 CET'), since a mail may be read anywhere. `full` spells the day out.
 */
export function timeText(
  date: Date,
  timeZone = DEFAULT_TIME_ZONE,
  style: 'short' | 'full' = 'short',
) {
  const text =
    style === 'full'
      ? date.toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone })
      : date.toLocaleString('en-GB', {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          hour: '2-digit',
          minute: '2-digit',
          timeZone,
        });
  return `${text} ${zoneName(date, timeZone)}`;
}
