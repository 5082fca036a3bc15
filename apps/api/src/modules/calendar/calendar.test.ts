import ICAL from 'ical.js';
import request from 'supertest';
import { registerStudent, signedIn, useTestApp, type Student } from '@/test/test-app';

const t = useTestApp();
const as = (student: Student) => signedIn(t.app, student.token);
/** Whole minutes, as the forms send them (calendars keep seconds, not milliseconds). */
const inHours = (hours: number) =>
  new Date(Math.ceil((Date.now() + hours * 3_600_000) / 60_000) * 60_000);

async function activityOf(organizer: Student, title: string, hours = 24) {
  const response = await as(organizer).post('/api/activities', {
    title,
    description: 'Bring a racket',
    date: inHours(hours).toISOString(),
    endDate: inHours(hours + 1.5).toISOString(),
    location: 'Sports hall',
    category: 'Sports',
  });
  return response.body as { _id: string; date: string; endDate: string };
}

/** The events of an iCalendar text, read by an independent parser. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      startIsUtc: event.startDate.zone?.tzid === 'UTC',
      sequence: event.sequence,
      status: vevent.getFirstPropertyValue('status'),
      url: vevent.getFirstPropertyValue('url'),
    };
  });
}

describe('an activity in a calendar', () => {
  it('when downloaded, then it is one valid event with a stable UID, UTC times, the place and a link back; a change raises SEQUENCE and a cancel sets STATUS', async () => {
    const host = await registerStudent(t.app);
    const activity = await activityOf(host, 'Badminton doubles');
    const download = await as(host).get(`/api/activities/${activity._id}/calendar.ics`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(download.headers['content-disposition']).toContain('Badminton doubles.ics');
    const [event] = eventsOf(download.text);
    expect(event).toEqual({
      uid: `${activity._id}@peerconnect`,
      summary: 'Badminton doubles',
      location: 'Sports hall',
      start: activity.date,
      end: activity.endDate,
      startIsUtc: true,
      sequence: 0,
      status: 'CONFIRMED',
      url: `http://localhost:8080/activities/${activity._id}`,
    });
    await as(host).put(`/api/activities/${activity._id}`, { location: 'Hall B' }).expect(200);
    await as(host).post(`/api/activities/${activity._id}/cancel`, {}).expect(200);
    const [changed] = eventsOf(
      (await as(host).get(`/api/activities/${activity._id}/calendar.ics`)).text,
    );
    expect(changed).toMatchObject({
      uid: event?.uid,
      location: 'Hall B',
      sequence: 2,
      status: 'CANCELLED',
    });
  });
});

describe('the personal calendar feed', () => {
  it('when subscribed, then it lists the upcoming activities the student organizes or joined, nothing else, without sign-in; a reset address replaces the old one at once', async () => {
    const ada = await registerStudent(t.app);
    const bob = await registerStudent(t.app);
    const own = await activityOf(ada, 'Ada organizes', 10);
    const joined = await activityOf(bob, 'Bob organizes, Ada joins', 20);
    await activityOf(bob, 'Only Bob', 30);
    await as(ada).post(`/api/activities/${joined._id}/join`).expect(200);

    const { url } = (await as(ada).get('/api/users/me/calendar-feed')).body as { url: string };
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/[\w-]{43}\.ics$/);
    const path = new URL(url).pathname;
    const askedAgain = (await as(ada).get('/api/users/me/calendar-feed')).body.url as string;
    expect(new URL(askedAgain).pathname).toBe(path);
    const feed = await request(t.app).get(path);
    expect(feed.status).toBe(200);
    expect(eventsOf(feed.text).map((event) => event.summary)).toEqual([
      'Ada organizes',
      'Bob organizes, Ada joins',
    ]);
    expect(eventsOf(feed.text).map((event) => event.uid)).toEqual([
      `${own._id}@peerconnect`,
      `${joined._id}@peerconnect`,
    ]);

    const reset = (await as(ada).post('/api/users/me/calendar-feed/reset')).body.url as string;
    expect(new URL(reset).pathname).not.toBe(path);
    const old = await request(t.app).get(path);
    expect(old.status).toBe(404);
    expect(old.body.message).toBe('Calendar feed not found');
    expect((await request(t.app).get(new URL(reset).pathname)).status).toBe(200);
    const bobs = (await as(bob).get('/api/users/me/calendar-feed')).body.url as string;
    expect(new URL(bobs).pathname).not.toBe(new URL(reset).pathname);
    expect((await request(t.app).get('/api/calendar/not-a-token.ics')).status).toBe(404);
  });
});
