/**
 * The job scheduler's lock (agenda's MongoDB backend, which the API's reminders run on): a due job
 * is claimed by one findOneAndUpdate on `lockedAt: null`, and a lock older than its lifetime is
 * taken over. These are its queries as the backend sends them, through the official driver, so the
 * embedded server keeps answering them as mongod does: each job claimed once, however many ask.
 */
import { ObjectId, type Collection } from 'mongodb';
import { openTestServer, type TestServer } from './support/server';

interface Job {
  name: string;
  data: { activityId: string; minutes: number };
  nextRunAt: Date | null;
  lockedAt?: Date | null;
  disabled?: boolean | null;
}

let server: TestServer;
let jobs: Collection<Job>;

beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  jobs = server.db.collection<Job>(`jobs_${Math.random().toString(36).slice(2)}`);
  await jobs.createIndex(
    { name: 1, priority: -1, lockedAt: 1, nextRunAt: 1, disabled: 1 },
    { name: 'findAndLockNextJobIndex' },
  );
});

/** agenda's getNextJobToRun: a due, unlocked job (or one whose lock expired), locked in one step. */
const claimNext = (now: Date, lockDeadline: Date) =>
  jobs.findOneAndUpdate(
    {
      name: 'activity-reminder',
      disabled: { $ne: true },
      $or: [
        { lockedAt: { $eq: null }, nextRunAt: { $lte: now } },
        { lockedAt: { $lte: lockDeadline } },
      ],
    },
    { $set: { lockedAt: now } },
    { returnDocument: 'after' },
  );

const job = (minutes: number, nextRunAt: Date | null, extra: Partial<Job> = {}): Job => ({
  name: 'activity-reminder',
  data: { activityId: new ObjectId().toHexString(), minutes },
  nextRunAt,
  ...extra,
});

describe('job locks', () => {
  it('when ten workers claim at once, then each due job goes to exactly one of them, and none that is not due', async () => {
    const now = new Date();
    const past = new Date(now.getTime() - 60_000);
    await jobs.insertMany([
      job(60, past, { lockedAt: null, disabled: null }),
      job(15, past),
      job(30, new Date(now.getTime() + 60_000), { lockedAt: null }),
      job(45, past, { disabled: true }),
    ]);
    const deadline = new Date(now.getTime() - 600_000);
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimNext(now, deadline)));
    const claimed = claims.filter((claim) => claim !== null).map((claim) => claim.data.minutes);
    expect(claimed.sort()).toEqual([15, 60]);
    expect(await jobs.countDocuments({ lockedAt: now })).toBe(2);
  });

  it('when a lock is older than its lifetime, then another worker takes the job over; a fresh lock it leaves alone', async () => {
    const now = new Date();
    const past = new Date(now.getTime() - 60_000);
    await jobs.insertMany([
      job(60, past, { lockedAt: new Date(now.getTime() - 120_000) }),
      job(15, past, { lockedAt: new Date(now.getTime() - 1_000) }),
    ]);
    const taken = await claimNext(now, new Date(now.getTime() - 60_000));
    expect(taken?.data.minutes).toBe(60);
    expect(await claimNext(now, new Date(now.getTime() - 60_000))).toBeNull();
  });

  it('when a job is locked by id on its nextRunAt (agenda lockJob), then a second lock of the same run finds nothing', async () => {
    const nextRunAt = new Date(Date.now() - 1_000);
    const { insertedId } = await jobs.insertOne(job(60, nextRunAt, { lockedAt: null }));
    const lock = () =>
      jobs.findOneAndUpdate(
        {
          _id: insertedId,
          name: 'activity-reminder',
          lockedAt: null,
          nextRunAt,
          disabled: { $ne: true },
        },
        { $set: { lockedAt: new Date() } },
        { returnDocument: 'after' },
      );
    const [first, second] = await Promise.all([lock(), lock()]);
    expect([first, second].filter((result) => result !== null)).toHaveLength(1);
  });

  it('when jobs of an activity are removed by their data (agenda cancel), then only that activity’s go', async () => {
    const [mine, other] = [new ObjectId().toHexString(), new ObjectId().toHexString()];
    await jobs.insertMany([
      { ...job(60, new Date()), data: { activityId: mine, minutes: 60 } },
      { ...job(15, new Date()), data: { activityId: mine, minutes: 15 } },
      { ...job(60, new Date()), data: { activityId: other, minutes: 60 } },
    ]);
    const removed = await jobs.deleteMany({ name: 'activity-reminder', 'data.activityId': mine });
    expect(removed.deletedCount).toBe(2);
    expect((await jobs.find({}).toArray()).map((left) => left.data.activityId)).toEqual([other]);
  });
});
