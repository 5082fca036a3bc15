import { LIMITS } from '../constants';

/** How a series repeats, as its schema parses it. */
export interface SeriesRule {
  frequency: 'weekly' | 'biweekly';
  /** ISO weekdays: 1 Monday … 7 Sunday. */
  weekdays: number[];
  /** After this many dates, or through this day (YYYY-MM-DD, in the series' zone). */
  ends: { count: number } | { until: string };
  timeZone: string;
}

const DAY = 24 * 60 * 60 * 1000;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallTimeOf(date: Date, timeZone: string): WallTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

const asUtc = (t: WallTime) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);

/** The instant a wall-clock time has in a zone (its later reading when the clocks go back). */
function instantOf(time: WallTime, timeZone: string): Date {
  const guess = asUtc(time);
  const offsetAt = (at: number) => asUtc(wallTimeOf(new Date(at), timeZone)) - at;
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}

/** ISO weekday (1 Monday … 7 Sunday) of a day counted as UTC midnight. */
const weekdayOf = (day: number) => ((new Date(day).getUTCDay() + 6) % 7) + 1;

/**
 * The starts of a series' dates: on the chosen weekdays, at the first start's wall-clock time in
 * the series' zone (so a date after a clock change keeps its hour), every week or every other week
 * counted from the first start's week, from the first start on. At most one more than the limit is
 * returned, so a caller can tell a rule that goes past it.
 */
export function seriesDates(firstStart: Date, rule: SeriesRule): Date[] {
  const start = wallTimeOf(firstStart, rule.timeZone);
  const firstDay = Date.UTC(start.year, start.month - 1, start.day);
  const firstMonday = firstDay - (weekdayOf(firstDay) - 1) * DAY;
  const until = 'until' in rule.ends ? Date.parse(`${rule.ends.until}T00:00:00Z`) : Infinity;
  const wanted = 'count' in rule.ends ? rule.ends.count : LIMITS.seriesMaxOccurrences + 1;
  const weekdays = new Set(rule.weekdays);
  const dates: Date[] = [];
  for (let day = firstDay; day <= until && dates.length < wanted; day += DAY) {
    const week = Math.floor((day - firstMonday) / (7 * DAY));
    if (!weekdays.has(weekdayOf(day)) || (rule.frequency === 'biweekly' && week % 2 === 1))
      continue;
    const calendar = new Date(day);
    dates.push(
      instantOf(
        {
          year: calendar.getUTCFullYear(),
          month: calendar.getUTCMonth() + 1,
          day: calendar.getUTCDate(),
          hour: start.hour,
          minute: start.minute,
        },
        rule.timeZone,
      ),
    );
    // An `until` that allows more than the limit stops one past it: enough to refuse it.
    if (dates.length > LIMITS.seriesMaxOccurrences) break;
  }
  return dates;
}
