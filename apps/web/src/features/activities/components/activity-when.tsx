import { ACTIVITY_LIFE_TEXT as T } from '@/config/activity.messages';
import { browserTimeZone } from '@/lib/time-zone';
import { formatActivitySpan } from '../format';

/** When an activity runs, in full, and the time zone it is written in. */
export function ActivityWhen({ date, endDate }: { date: string; endDate: string }) {
  return (
    <>
      <time dateTime={date}>{formatActivitySpan(date, endDate)}</time>
      <span className="fact-note">{T.timeZone(browserTimeZone())}</span>
    </>
  );
}
