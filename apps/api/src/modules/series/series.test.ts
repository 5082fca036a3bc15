import ICAL from 'ical.js';
import request from 'supertest';
import { SERIES_MESSAGES, type Series } from '@peerconnect/contracts';
import { as as asIn } from '@/test/student-fixtures';
import { registerStudent, useTestApp, type Student } from '@/test/test-app';

const t = useTestApp();
const as = (student: Student) => asIn(t.app, student);
const ZONE = 'Europe/Berlin';
const DAY = 86_400_000;

/** The next Monday at 18:00 in Berlin, at least two days away. */
function nextMondayEvening(): Date {
  let day = new Date(Date.now() + 2 * DAY);
  while (localOf(day).weekday !== 'Mon') day = new Date(day.getTime() + DAY);
  const { date } = localOf(day);
  // 17:00 UTC is 18:00 in Berlin in winter; the series must keep 18:00 after the clocks change.
  return new Date(`${date}T17:00:00Z`);
}

function localOf(date: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: part('weekday'),
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

const activity = (start: Date, extra: Record<string, unknown> = {}) => ({
  title: 'Chess club',
  description: 'Open boards, all levels',
  date: start.toISOString(),
  endDate: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
  location: 'Student union, room 3',
  category: 'Social',
  ...extra,
});

async function createSeries(
  organizer: Student,
  repeat: Record<string, unknown>,
  start = nextMondayEvening(),
  extra: Record<string, unknown> = {},
) {
  const response = await as(organizer).post('/api/series', {
    activity: activity(start, extra),
    repeat: { timeZone: ZONE, ...repeat },
  });
  expect(response.status).toBe(201);
  return response.body as Series;
}

async function notificationsOf(student: Student) {
  const { body } = await as(student).get('/api/notifications').expect(200);
  return body.items as { type: string; text: string; link: string }[];
}

describe('creating a weekly series', () => {
  it('when weekly on Monday and Wednesday for 6 times, then 6 activities on those days at the same local hour, each in the series', async () => {
    const host = await registerStudent(t.app);
    const series = await createSeries(host, {
      frequency: 'weekly',
      weekdays: [3, 1],
      ends: { count: 6 },
    });
    expect(series.weekdays).toEqual([1, 3]);
    expect(series.activities).toHaveLength(6);
    const local = series.activities.map((date) => localOf(new Date(date.date)));
    expect(local.map((date) => date.weekday)).toEqual(['Mon', 'Wed', 'Mon', 'Wed', 'Mon', 'Wed']);
    expect(new Set(local.map((date) => date.time))).toEqual(new Set(['18:00']));
    for (const date of series.activities) {
      expect(date.series).toEqual({ _id: series._id, frequency: 'weekly' });
      expect(new Date(date.endDate).getTime() - new Date(date.date).getTime()).toBe(2 * 3_600_000);
      expect(date.participants).toEqual([]);
    }
    // Each date is an activity of its own, listed with its series.
    const { body: detail } = await as(host).get(`/api/activities/${series.activities[3]?._id}`);
    expect(detail.series).toEqual({ _id: series._id, frequency: 'weekly' });
    // Its other dates are listed with it, not offered again as similar activities.
    const { body: similar } = await as(host)
      .get(`/api/recommendations/similar/${series.activities[0]?._id}`)
      .expect(200);
    expect(similar.map((other: { title: string }) => other.title)).not.toContain('Chess club');
    const { body: again } = await as(host).get(`/api/series/${series._id}`).expect(200);
    expect(again.activities.map((date: { _id: string }) => date._id)).toEqual(
      series.activities.map((date) => date._id),
    );
  });

  it('when every two weeks for 26 times, then every other Monday at 18:00 local across the change of clocks', async () => {
    const host = await registerStudent(t.app);
    const series = await createSeries(host, {
      frequency: 'biweekly',
      weekdays: [1],
      ends: { count: 26 },
    });
    const starts = series.activities.map((date) => new Date(date.date).getTime());
    expect(starts).toHaveLength(26);
    for (const [index, start] of starts.entries()) {
      expect(localOf(new Date(start))).toMatchObject({ weekday: 'Mon', time: '18:00' });
      if (index > 0) {
        const gapDays = (start - (starts[index - 1] ?? 0)) / DAY;
        expect(Math.round(gapDays)).toBe(14);
      }
    }
    // A year's span crosses summer time: the UTC hour differs while the local one does not.
    expect(new Set(starts.map((start) => new Date(start).getUTCHours())).size).toBe(2);
  });

  it('when it ends on a date, then it has the dates up to that day; more than 26 or fewer than 2 are refused', async () => {
    const host = await registerStudent(t.app);
    const start = nextMondayEvening();
    const threeWeeksOn = localOf(new Date(start.getTime() + 15 * DAY)).date;
    const series = await createSeries(
      host,
      { frequency: 'weekly', weekdays: [1, 5], ends: { until: threeWeeksOn } },
      start,
    );
    // Mon, Fri, Mon, Fri, Mon (the third Monday is day 14, the next Friday day 18).
    expect(series.activities.map((date) => localOf(new Date(date.date)).weekday)).toEqual([
      'Mon',
      'Fri',
      'Mon',
      'Fri',
      'Mon',
    ]);
    const far = localOf(new Date(start.getTime() + 200 * DAY)).date;
    const tooMany = await as(host).post('/api/series', {
      activity: activity(start),
      repeat: { timeZone: ZONE, frequency: 'weekly', weekdays: [1, 3], ends: { until: far } },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      code: 'VALIDATION',
      message: SERIES_MESSAGES.tooManyDates,
    });
    const tooFew = await as(host).post('/api/series', {
      activity: activity(start),
      repeat: {
        timeZone: ZONE,
        frequency: 'weekly',
        weekdays: [1],
        ends: { until: localOf(start).date },
      },
    });
    expect(tooFew.body.message).toBe(SERIES_MESSAGES.tooFewDates);
    const noDays = await as(host).post('/api/series', {
      activity: activity(start),
      repeat: { timeZone: ZONE, frequency: 'weekly', weekdays: [], ends: { count: 3 } },
    });
    expect(noDays.status).toBe(400);
    expect(noDays.body.message).toBe(SERIES_MESSAGES.weekdaysRequired);
    const count = await as(host).post('/api/series', {
      activity: activity(start),
      repeat: { timeZone: ZONE, frequency: 'weekly', weekdays: [1], ends: { count: 27 } },
    });
    expect(count.body.message).toBe(SERIES_MESSAGES.countInvalid);
  });
});

describe('joining a series', () => {
  it('when a student joins all in the series, then one action seats them in every upcoming date (the waitlist of a full one) and the organizer hears once', async () => {
    const host = await registerStudent(t.app);
    const ana = await registerStudent(t.app);
    const ben = await registerStudent(t.app);
    const series = await createSeries(
      host,
      { frequency: 'weekly', weekdays: [1], ends: { count: 4 } },
      undefined,
      { maxParticipants: 1 },
    );
    const [first, second] = series.activities;
    await as(ben).post(`/api/activities/${second?._id}/join`).expect(200);
    const before = (await notificationsOf(host)).length;

    const { body } = await as(ana).post(`/api/series/${series._id}/join`).expect(200);
    const standing = (body as Series).activities.map((date) => date.viewer?.status);
    expect(standing).toEqual(['joined', 'waitlisted', 'joined', 'joined']);
    const hostNotes = await notificationsOf(host);
    expect(hostNotes).toHaveLength(before + 1);
    expect(hostNotes[0]?.text).toBe(`${ana.user.username} joined 3 dates of Chess club`);
    expect(hostNotes[0]?.link).toBe(`/activities/${first?._id}`);

    const again = await as(ana).post(`/api/series/${series._id}/join`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(SERIES_MESSAGES.nothingToJoin);
  });
});

describe('editing a series', () => {
  it('when the organizer edits this one, then only that date changes; this and following moves each later date by as much and each participant hears once', async () => {
    const host = await registerStudent(t.app);
    const ana = await registerStudent(t.app);
    const series = await createSeries(host, {
      frequency: 'weekly',
      weekdays: [1],
      ends: { count: 5 },
    });
    await as(ana).post(`/api/series/${series._id}/join`).expect(200);
    const [d1, d2, d3, d4, d5] = series.activities;

    const one = await as(host)
      .put(`/api/series/${series._id}/activities/${d2?._id}`, {
        scope: 'this',
        changes: { location: 'Library, room 2' },
      })
      .expect(200);
    expect((one.body as Series).activities.map((date) => date.location)).toEqual([
      d1?.location,
      'Library, room 2',
      d3?.location,
      d4?.location,
      d5?.location,
    ]);

    const beforeNotes = (await notificationsOf(ana)).length;
    const later = new Date(new Date(d3?.date ?? '').getTime() + 3_600_000);
    const following = await as(host)
      .put(`/api/series/${series._id}/activities/${d3?._id}`, {
        scope: 'following',
        changes: { date: later.toISOString(), title: 'Chess club (later)' },
      })
      .expect(200);
    const dates = (following.body as Series).activities;
    expect(dates.map((date) => localOf(new Date(date.date)).time)).toEqual([
      '18:00',
      '18:00',
      '19:00',
      '19:00',
      '19:00',
    ]);
    expect(dates.map((date) => date.title)).toEqual([
      'Chess club',
      'Chess club',
      'Chess club (later)',
      'Chess club (later)',
      'Chess club (later)',
    ]);
    // Each moved date keeps its length and its own day.
    for (const date of dates.slice(2)) {
      expect(new Date(date.endDate).getTime() - new Date(date.date).getTime()).toBe(2 * 3_600_000);
      expect(localOf(new Date(date.date)).weekday).toBe('Mon');
    }
    const notes = await notificationsOf(ana);
    expect(notes).toHaveLength(beforeNotes + 1);
    expect(notes[0]?.type).toBe('activity-updated');
    expect(notes[0]?.text).toMatch(
      /^Chess club \(later\) moved from .+ to .+, and 2 later dates with it$/,
    );

    const bob = await registerStudent(t.app);
    const refused = await as(bob).put(`/api/series/${series._id}/activities/${d3?._id}`, {
      scope: 'this',
      changes: { title: 'Mine now' },
    });
    expect(refused.status).toBe(403);
  });
});

describe('cancelling a series', () => {
  it('when the organizer cancels one date, then this and following, then the whole series, then each student who joined hears once per action', async () => {
    const host = await registerStudent(t.app);
    const ana = await registerStudent(t.app);
    const ben = await registerStudent(t.app);
    const series = await createSeries(host, {
      frequency: 'weekly',
      weekdays: [1],
      ends: { count: 6 },
    });
    await as(ana).post(`/api/series/${series._id}/join`).expect(200);
    const [, d2, , d4, d5] = series.activities;
    await as(ben).post(`/api/activities/${d5?._id}/join`).expect(200);
    const cancelled = (body: Series) => body.activities.map((date) => Boolean(date.cancelledAt));
    const cancel = (body: object) => as(host).post(`/api/series/${series._id}/cancel`, body);

    const one = await cancel({ scope: 'this', activityId: d2?._id, reason: 'Exam week' }).expect(
      200,
    );
    expect(cancelled(one.body)).toEqual([false, true, false, false, false, false]);
    expect((await notificationsOf(ana)).map((note) => note.text)).toEqual([
      'Chess club was cancelled: Exam week',
    ]);

    const following = await cancel({ scope: 'following', activityId: d4?._id }).expect(200);
    expect(cancelled(following.body)).toEqual([false, true, false, true, true, true]);
    const anaNotes = await notificationsOf(ana);
    expect(anaNotes).toHaveLength(2);
    expect(anaNotes[0]).toMatchObject({
      type: 'activity-cancelled',
      text: '3 dates of Chess club were cancelled',
      link: `/activities/${d4?._id}`,
    });
    const benNotes = await notificationsOf(ben);
    expect(benNotes.map((note) => note.text)).toEqual(['Chess club was cancelled']);

    const all = await cancel({ scope: 'all', reason: 'Club closed' }).expect(200);
    expect(cancelled(all.body)).toEqual([true, true, true, true, true, true]);
    const last = await notificationsOf(ana);
    expect(last).toHaveLength(3);
    expect(last[0]?.text).toBe('2 dates of Chess club were cancelled: Club closed');
    expect(await notificationsOf(ben)).toHaveLength(1);

    const nothing = await cancel({ scope: 'all' });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe(SERIES_MESSAGES.nothingToCancel);
    const intruder = await as(ben).post(`/api/series/${series._id}/cancel`, { scope: 'all' });
    expect(intruder.status).toBe(403);
  });
});

describe('a series in the calendar feed', () => {
  it('when a student joined a series, then a real iCalendar parser reads one event per date, each related to the same series, cancelled ones marked', async () => {
    const host = await registerStudent(t.app);
    const ana = await registerStudent(t.app);
    const series = await createSeries(host, {
      frequency: 'weekly',
      weekdays: [1, 4],
      ends: { count: 4 },
    });
    await as(ana).post(`/api/series/${series._id}/join`).expect(200);
    await as(host)
      .post(`/api/series/${series._id}/cancel`, {
        scope: 'this',
        activityId: series.activities[1]?._id,
      })
      .expect(200);
    const { url } = (await as(ana).get('/api/users/me/calendar-feed')).body as { url: string };
    const feed = await request(t.app).get(new URL(url).pathname).expect(200);

    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      const related = vevent.getFirstProperty('related-to');
      return {
        uid: event.uid,
        start: event.startDate.toJSDate().toISOString(),
        status: vevent.getFirstPropertyValue('status'),
        related: related?.getFirstValue(),
        reltype: related?.getParameter('reltype'),
        rrule: vevent.getFirstPropertyValue('rrule'),
      };
    });
    expect(events).toEqual(
      series.activities.map((date, index) => ({
        uid: `${date._id}@peerconnect`,
        start: date.date,
        status: index === 1 ? 'CANCELLED' : 'CONFIRMED',
        related: `series-${series._id}@peerconnect`,
        reltype: 'SIBLING',
        rrule: null,
      })),
    );
  });
});
