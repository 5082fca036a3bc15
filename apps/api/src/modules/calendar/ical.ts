import type { Response } from 'express';
import { type CalendarActivity, defaultEndOf } from '@/modules/activities';

/**
 * Activities as an iCalendar (RFC 5545): one event per activity with a UID that never changes, a
 * SEQUENCE raised on every change calendars show, times in UTC, and STATUS:CANCELLED once called
 * off, so subscribed calendars update the event instead of adding a second one.
 *
 * A weekly series is one event per date too, each with RELATED-TO naming the series, not one RRULE
 * event: a student's feed holds only the dates they joined, a date edited alone needs no
 * RECURRENCE-ID override (which Outlook and Google handle unevenly in subscribed feeds), and each
 * date keeps the UID of its own .ics download, so adding both never shows it twice.
 */
export async function calendarOf(
  activities: CalendarActivity[],
  appUrl: string,
  name = 'PeerConnect',
): Promise<string> {
  // Loaded with the first calendar asked for, not with the API.
  const { default: ical, ICalCalendarMethod, ICalEventStatus } = await import('ical-generator');
  const calendar = ical({ name, prodId: { company: 'PeerConnect', product: 'activities' } });
  calendar.method(ICalCalendarMethod.PUBLISH);
  for (const activity of activities) {
    const link = `${appUrl}/activities/${activity._id.toString()}`;
    calendar.createEvent({
      id: `${activity._id.toString()}@peerconnect`,
      sequence: activity.sequence ?? 0,
      start: activity.date,
      end: activity.endDate ?? defaultEndOf(activity.date),
      summary: activity.title,
      description: `${activity.description}\n\n${link}`,
      location: activity.location,
      url: link,
      status: activity.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(activity.updatedAt ? { lastModified: activity.updatedAt } : {}),
      ...(activity.createdAt ? { created: activity.createdAt } : {}),
    });
  }
  return withSeriesRelations(calendar.toString(), activities);
}

/** ical-generator writes no RELATED-TO: it goes after the UID of each date of a series. */
function withSeriesRelations(text: string, activities: CalendarActivity[]): string {
  const seriesOf = new Map(
    activities.flatMap((activity) =>
      activity.series ? [[`${activity._id.toString()}@peerconnect`, activity.series.id]] : [],
    ),
  );
  if (seriesOf.size === 0) return text;
  return text.replace(/^UID:(.+)\r\n/gm, (line, uid: string) => {
    const series = seriesOf.get(uid);
    return series
      ? `${line}RELATED-TO;RELTYPE=SIBLING:series-${series.toString()}@peerconnect\r\n`
      : line;
  });
}

/** Sends a calendar; `fileName` makes it a download, else calendar apps read it as a feed. */
export function sendCalendar(res: Response, body: string, fileName?: string): void {
  res.set('Content-Type', 'text/calendar; charset=utf-8').set('Cache-Control', 'private, no-store');
  if (fileName)
    res.attachment(fileName.replace(/[^\p{L}\p{N} ._-]/gu, '').trim() || 'activity.ics');
  res.send(body);
}
