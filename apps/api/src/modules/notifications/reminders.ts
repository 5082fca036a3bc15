/**
 * Reminders live in the database as agenda jobs, one per activity and reminder time (most
 * students keep the default, so an activity has one or two jobs however many join). They survive a
 * restart: a job whose time passed while the server was down runs when it starts again (the
 * handler then sends it if the activity has not started, and drops it if it has). With several
 * instances each job runs once: agenda locks a job in the database before running it. The same
 * scheduler keeps each student's notifications to the cap, once an hour, and is the app's one
 * durable queue for other background tasks (`defineTask`, `runSoon`: push notifications).
 */
import type { MongoBackendConfig } from '@agendajs/mongo-backend';
import type { Agenda } from 'agenda';
import mongoose from 'mongoose';
import type { Logger } from '@/lib/logger';
import { trimOverflowing } from './notification-store';

const JOB = 'activity-reminder';
/** An organizer's edits, told to participants once per window (see combineChanges). */
const CHANGES_JOB = 'activity-changes';
/** How long after an organizer's first edit the participants hear of it, with every later one. */
const DEFAULT_CHANGE_WINDOW_MS = 2 * 60_000;
/** The per-student cap is kept by this job (once an hour, on one instance), not by every insert. */
const TRIM_JOB = 'notifications-trim';
/** How often due reminders are looked for: a reminder is at most this late. */
const DEFAULT_PROCESS_EVERY_MS = 10_000;

export interface ReminderJob {
  activityId: string;
  minutes: number;
}

/** The edits of one activity within a window: who made them, and the activity before the first. */
export interface ChangesJob {
  activityId: string;
  organizerId: string;
  before: { date: string; location: string };
}

/** How a failed task is tried again: after `delayMs`, doubled each time, `maxRetries` times. */
export interface TaskRetry {
  delayMs: number;
  maxRetries: number;
}

interface Task {
  run: (data: unknown) => Promise<void>;
  retry: TaskRetry;
}

export interface ReminderSchedulerOptions {
  processEveryMs?: number;
  changeWindowMs?: number;
}

export function createReminderScheduler(
  logger: Logger,
  {
    processEveryMs = DEFAULT_PROCESS_EVERY_MS,
    changeWindowMs = DEFAULT_CHANGE_WINDOW_MS,
  }: ReminderSchedulerOptions = {},
) {
  let agenda: Promise<Agenda> | undefined;
  let due: ((job: ReminderJob) => Promise<void>) | undefined;
  let starting: Promise<void> | undefined;
  let changesDue: ((job: ChangesJob) => Promise<void>) | undefined;
  const tasks = new Map<string, Task>();

  /**
   * Made on first use, when the database is connected (requests wait for it); agenda and its date
   * libraries load then too, not with the API's start.
   */
  const scheduler = (): Promise<Agenda> =>
    (agenda ??= makeScheduler().catch((error: unknown) => {
      // Not kept: the next use tries again.
      agenda = undefined;
      throw error;
    }));

  async function makeScheduler(): Promise<Agenda> {
    const db = mongoose.connection.db;
    if (!db) throw new Error('reminders need the database connected first');
    const [{ Agenda, backoffStrategies }, { MongoBackend }] = await Promise.all([
      import('agenda'),
      import('@agendajs/mongo-backend'),
    ]);
    const jobs = new Agenda({
      // mongoose's connection, from its own copy of the driver (mongoose pins ~7.8); both share
      // one bson, so the backend's ids and dates travel over it unchanged.
      backend: new MongoBackend({
        mongo: db as unknown as Extract<MongoBackendConfig, { mongo: unknown }>['mongo'],
      }),
      processEvery: processEveryMs,
      // A crashed instance's reminder is taken over by another after a minute.
      defaultLockLifetime: 60_000,
    });
    jobs.define<ReminderJob>(JOB, async (job) => {
      if (due) await due(job.attrs.data);
    });
    jobs.define<ChangesJob>(CHANGES_JOB, async (job) => {
      if (changesDue) await changesDue(job.attrs.data);
      // Told: the next edit opens a new window (and finished jobs do not pile up).
      await job.remove();
    });
    jobs.define(TRIM_JOB, async () => {
      const removed = await trimOverflowing();
      if (removed > 0) logger.info({ removed }, 'notifications over the per-student cap removed');
    });
    for (const [name, task] of tasks) {
      jobs.define(name, (job) => task.run(job.attrs.data), {
        backoff: backoffStrategies.exponential({
          delay: task.retry.delayMs,
          maxRetries: task.retry.maxRetries,
        }),
        removeOnComplete: true,
      });
    }
    jobs.on('error', (error) => logger.error({ err: error }, 'reminder scheduler failed'));
    jobs.on(`fail:${JOB}`, (error, job) =>
      logger.error({ err: error, job: job.attrs.data }, 'reminder failed'),
    );
    jobs.on(`fail:${CHANGES_JOB}`, (error, job) =>
      logger.error({ err: error, job: job.attrs.data }, 'telling activity changes failed'),
    );
    return jobs;
  }

  return {
    /** What runs when a reminder is due. */
    onDue(handler: (job: ReminderJob) => Promise<void>): void {
      due = handler;
    },

    /** What runs when an activity's window of edits closes. */
    onChangesDue(handler: (job: ChangesJob) => Promise<void>): void {
      changesDue = handler;
    },

    /**
     * An organizer's edit, told once its window closes together with every edit after it: the
     * first edit of a window stores the activity as it was, later ones find that job waiting and
     * leave it as it is (one atomic upsert, so racing edits on several instances open one window).
     */
    async combineChanges(change: ChangesJob): Promise<void> {
      const jobs = await scheduler();
      await jobs
        .create<ChangesJob>(CHANGES_JOB, change)
        .unique({ 'data.activityId': change.activityId, lastRunAt: null }, { insertOnly: true })
        .schedule(new Date(Date.now() + changeWindowMs))
        .save();
    },

    /** A background task's handler; defined while the app is made, before the queue's first use. */
    defineTask<D>(name: string, run: (data: D) => Promise<void>, retry: TaskRetry): void {
      if (agenda) throw new Error(`task ${name} defined after the queue was first used`);
      tasks.set(name, { run: run as Task['run'], retry });
    },

    /** Stores a task to run as soon as an instance is free; it survives a restart. */
    async runSoon<D>(name: string, data: D): Promise<void> {
      await (await scheduler()).now(name, data);
    },

    /**
     * The activity's reminders, planned anew: one job per reminder time its people chose, at that
     * time before `start`; none when `start` is null (cancelled or deleted).
     */
    async plan(activityId: string, start: Date | null, minutes: Iterable<number>): Promise<void> {
      const jobs = await scheduler();
      await jobs.cancel({ name: JOB, data: { activityId } });
      if (!start) return;
      for (const before of new Set(minutes)) {
        if (before <= 0) continue;
        await jobs
          .create<ReminderJob>(JOB, { activityId, minutes: before })
          .unique({ 'data.activityId': activityId, 'data.minutes': before })
          .schedule(new Date(start.getTime() - before * 60_000))
          .save();
      }
    },

    /** Starts running due reminders and the hourly trim (after the database is connected). */
    start(): Promise<void> {
      starting = (async () => {
        const jobs = await scheduler();
        await jobs.every('1 hour', TRIM_JOB);
        await jobs.start();
      })();
      return starting;
    },

    /**
     * Stops running reminders; the ones this instance held are left for the next. A start still
     * under way finishes first: stopped before it, agenda would poll a database being closed.
     */
    async stop(): Promise<void> {
      await starting?.catch(() => undefined);
      await (await agenda?.catch(() => undefined))?.stop();
    },
  };
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
