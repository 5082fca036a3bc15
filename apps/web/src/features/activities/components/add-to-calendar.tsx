import type { Activity } from '@peerconnect/contracts';
import { ACTIVITY_LIFE_TEXT as T } from '@/config/activity.messages';
import { useDownloadCalendarEvent } from '../api/download-calendar-event';

/** 20261124T183000Z: the compact UTC form both calendar sites read. */
const compact = (iso: string) => new Date(iso).toISOString().replace(/[-:]|\.\d{3}/g, '');

/** Google Calendar and Outlook's "new event" pages, filled in. */
export function calendarLinks(activity: Activity, pageUrl: string) {
  const details = `${activity.description}\n\n${pageUrl}`;
  const google = new URL('https://calendar.google.com/calendar/render');
  google.search = new URLSearchParams({
    action: 'TEMPLATE',
    text: activity.title,
    dates: `${compact(activity.date)}/${compact(activity.endDate)}`,
    details,
    location: activity.location,
  }).toString();
  const outlook = new URL('https://outlook.live.com/calendar/0/deeplink/compose');
  outlook.search = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: activity.title,
    startdt: activity.date,
    enddt: activity.endDate,
    body: details,
    location: activity.location,
  }).toString();
  return { google: google.toString(), outlook: outlook.toString() };
}

export function AddToCalendar({ activity }: { activity: Activity }) {
  const download = useDownloadCalendarEvent(activity);
  const links = calendarLinks(activity, window.location.href);
  return (
    <section className="add-to-calendar" aria-label={T.addToCalendar}>
      <h2 className="sr-only">{T.addToCalendar}</h2>
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => download.mutate()}
        disabled={download.isPending}
      >
        {T.downloadIcs}
      </button>
      <a
        className="button button-secondary button-small"
        href={links.google}
        target="_blank"
        rel="noopener noreferrer"
      >
        {T.googleCalendar}
      </a>
      <a
        className="button button-secondary button-small"
        href={links.outlook}
        target="_blank"
        rel="noopener noreferrer"
      >
        {T.outlookCalendar}
      </a>
      {download.isError && (
        <p className="alert" role="alert">
          {download.error.message}
        </p>
      )}
    </section>
  );
}
