import { SOCKET_EVENTS as E, type Notification } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { createLogger } from '@/lib/logger';
import { createJobQueue } from '@/lib/job-queue';
import { createReminders } from './reminders';
import { activitiesCollection, oid } from '@/test/activities-collection';
import { as, type Student } from '@/test/student-fixtures';
import { chatServerPerFile, collect, eventually } from '@/test/chat-test-server';
import { buildTestApp, registerStudent } from '@/test/test-app';

const chat = chatServerPerFile();
const app = () => chat.server().app;
const student = () => registerStudent(app());
const MINUTE = 60_000;

/** An activity starting `minutes` (and a moment) from now, so a reminder that long before is due at once. */
async function startingIn(organizer: Student, minutes: number, participants: Student[] = []) {
  const created = await as(app(), organizer).post('/api/activities', {
    title: 'Board games',
    description: 'Catan and tea',
    date: new Date(Date.now() + minutes * MINUTE + 1_500).toISOString(),
    location: 'Union room 3',
    category: 'Social',
  });
  expect(created.status).toBe(201);
  const id = created.body._id as string;
  for (const participant of participants)
    expect((await as(app(), participant).post(`/api/activities/${id}/join`)).status).toBe(200);
  return id;
}

const reminders = async (who: Student): Promise<Notification[]> =>
  ((await as(app(), who).get('/api/notifications?limit=50')).body.items as Notification[]).filter(
    (item) => item.type === 'activity-reminder',
  );

const jobs = () => mongoose.connection.collection('agendaJobs');
interface StoredJob {
  data: { activityId: string; minutes: number };
  nextRunAt: Date | null;
  lastFinishedAt: Date | null;
}
const jobsOf = (activityId: string) =>
  jobs().find<StoredJob>({ 'data.activityId': activityId }).toArray();

/** Waits until every reminder job of the activity has run to its end (or none is left). */
async function ranAll(activityId: string, minutes?: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  const done = (job: StoredJob) => job.nextRunAt === null && job.lastFinishedAt !== null;
  const mine = (job: StoredJob) => minutes === undefined || job.data.minutes === minutes;
  while (!(await jobsOf(activityId)).filter(mine).every(done)) {
    if (Date.now() > deadline)
      throw new Error(`reminders did not run: ${JSON.stringify(await jobsOf(activityId))}`);
    await new Promise((tick) => setTimeout(tick, 50));
  }
}

const setReminder = (who: Student, reminderMinutes: number) =>
  as(app(), who).put('/api/users/me/notification-settings', { reminderMinutes });

afterEach(() => chat.server().jobs.stop());

describe('reminders', () => {
  it('when an activity is an hour away, then its organizer and participants are reminded live, once; whoever turned reminders off is not', async () => {
    const [host, ana, ben] = [await student(), await student(), await student()];
    await setReminder(ben, 0);
    const live = collect(await chat.tab(ana.token), E.notification);
    const id = await startingIn(host, 60, [ana, ben]);
    await chat.server().jobs.start();
    await eventually(() => live.length === 1, 'the live reminder');
    expect(live[0]!.notification).toMatchObject({
      type: 'activity-reminder',
      text: 'Board games starts in 1 hour',
      link: `/activities/${id}`,
      actor: null,
    });
    await ranAll(id);
    expect(await reminders(host)).toHaveLength(1);
    expect(await reminders(ben)).toEqual([]);
  });

  it('when a student chose another time, then the reminder comes that long before; changing it moves their reminders', async () => {
    const [host, ana] = [await student(), await student()];
    const id = await startingIn(host, 24 * 60, [ana]);
    expect((await jobsOf(id)).map((job) => job.data.minutes)).toEqual([60]);
    expect((await setReminder(ana, 24 * 60)).status).toBe(200);
    expect((await jobsOf(id)).map((job) => job.data.minutes).sort()).toEqual([1440, 60]);
    await chat.server().jobs.start();
    await ranAll(id, 24 * 60);
    expect((await reminders(ana)).map((item) => item.text)).toEqual([
      'Board games starts in 24 hours',
    ]);
    expect(await reminders(host)).toEqual([]);
  });

  it('when the organizer moves the activity, then the reminder moves with it; one who left, or a cancelled activity, gets none', async () => {
    const [host, ana, ben] = [await student(), await student(), await student()];
    const moved = await startingIn(host, 3 * 60, [ana, ben]);
    const [before] = await jobsOf(moved);
    await as(app(), host).put(`/api/activities/${moved}`, {
      date: new Date(Date.now() + 60 * MINUTE + 1_500).toISOString(),
    });
    const [after] = await jobsOf(moved);
    expect(Number(after!.nextRunAt)).toBeLessThan(Number(before!.nextRunAt) - MINUTE);
    await as(app(), ben).delete(`/api/activities/${moved}/leave`);
    const cancelled = await startingIn(host, 60, [ana]);
    await as(app(), host).post(`/api/activities/${cancelled}/cancel`, {});
    expect(await jobsOf(cancelled)).toEqual([]);
    await chat.server().jobs.start();
    await ranAll(moved);
    expect((await reminders(ana)).map((item) => item.activity?._id)).toEqual([moved]);
    expect(await reminders(ben)).toEqual([]);
  });

  it('when two API instances share the database, then each reminder is sent exactly once', async () => {
    const [host, ana] = [await student(), await student()];
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(await startingIn(host, 60, [ana]));
    const other = buildTestApp();
    const live = collect(await chat.tab(ana.token), E.notification);
    try {
      await Promise.all([chat.server().jobs.start(), other.jobs.start()]);
      for (const id of ids) await ranAll(id);
    } finally {
      await other.close();
    }
    const got = await reminders(ana);
    expect(got).toHaveLength(10);
    expect(new Set(got.map((item) => item.activity?._id))).toEqual(new Set(ids));
    expect(await reminders(host)).toHaveLength(10);
    // Live only from the instance this client is on, each reminder once.
    expect(live.length).toBeLessThanOrEqual(10);
    expect(new Set(live.map((event) => event.notification._id)).size).toBe(live.length);
  });

  it('when the API is down across a reminder’s time, then on waking it is sent if the activity has not started, and dropped if it has', async () => {
    const [host, ana] = [await student(), await student()];
    const upcoming = await startingIn(host, 60, [ana]);
    const started = await startingIn(host, 60, [ana]);
    // Down before either is due; meanwhile one activity starts (its time is now past).
    await chat.restart();
    await new Promise((sleep) => setTimeout(sleep, 2_000));
    await activitiesCollection().updateOne(
      { _id: oid(started) },
      { $set: { date: new Date(Date.now() - MINUTE) } },
    );
    expect(Number((await jobsOf(upcoming))[0]!.nextRunAt)).toBeLessThan(Date.now());
    await chat.server().jobs.start();
    await ranAll(upcoming);
    await ranAll(started);
    expect((await reminders(ana)).map((item) => item.activity?._id)).toEqual([upcoming]);
  });

  it('when the API stops while its reminders are still starting, then no reminder runs after the stop', async () => {
    const logger = createLogger('silent');
    const queue = createJobQueue(logger, { processEveryMs: 50 });
    const scheduler = createReminders(queue, logger);
    let ran = 0;
    scheduler.onDue(async () => {
      ran += 1;
    });
    const starting = queue.start();
    await queue.stop();
    await starting;
    // Due at once: an activity a minute (and a moment) away, reminded a minute before.
    await scheduler.plan(
      new mongoose.Types.ObjectId().toString(),
      new Date(Date.now() + MINUTE),
      [1],
    );
    await new Promise((sleep) => setTimeout(sleep, 1_000));
    expect(ran).toBe(0);
  });
});
