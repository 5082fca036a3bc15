/**
 * Reminders live in the database as agenda jobs, one per activity and reminder time (most
 * students keep the default, so an activity has one or two jobs however many join). They survive a
 * restart: a job whose time passed while the server was down runs when it starts again (the
 * handler then sends it if the activity has not started, and drops it if it has). With several
 * instances each job runs once: agenda locks a job in the database before running it.
 */
import { MongoBackend, type MongoBackendConfig } from '@agendajs/mongo-backend';
import { Agenda } from 'agenda';
import mongoose from 'mongoose';
import type { Logger } from '@/lib/logger';

const JOB = 'activity-reminder';
/** How often due reminders are looked for: a reminder is at most this late. */
const DEFAULT_PROCESS_EVERY_MS = 10_000;

export interface ReminderJob {
  activityId: string;
  minutes: number;
}

export interface ReminderSchedulerOptions {
  processEveryMs?: number;
}

export function createReminderScheduler(
  logger: Logger,
  { processEveryMs = DEFAULT_PROCESS_EVERY_MS }: ReminderSchedulerOptions = {},
) {
  let agenda: Agenda | undefined;
  let due: ((job: ReminderJob) => Promise<void>) | undefined;

  /** Made on first use: the database is connected by then (requests wait for it). */
  function scheduler(): Agenda {
    if (agenda) return agenda;
    const db = mongoose.connection.db;
    if (!db) throw new Error('reminders need the database connected first');
    agenda = new Agenda({
      // mongoose's connection, from its own copy of the driver (mongoose pins ~7.8); both share
      // one bson, so the backend's ids and dates travel over it unchanged.
      backend: new MongoBackend({
        mongo: db as unknown as Extract<MongoBackendConfig, { mongo: unknown }>['mongo'],
      }),
      processEvery: processEveryMs,
      // A crashed instance's reminder is taken over by another after a minute.
      defaultLockLifetime: 60_000,
    });
    agenda.define<ReminderJob>(JOB, async (job) => {
      if (due) await due(job.attrs.data);
    });
    agenda.on('error', (error) => logger.error({ err: error }, 'reminder scheduler failed'));
    agenda.on(`fail:${JOB}`, (error, job) =>
      logger.error({ err: error, job: job.attrs.data }, 'reminder failed'),
    );
    return agenda;
  }

  return {
    /** What runs when a reminder is due. */
    onDue(handler: (job: ReminderJob) => Promise<void>): void {
      due = handler;
    },

    /**
     * The activity's reminders, planned anew: one job per reminder time its people chose, at that
     * time before `start`; none when `start` is null (cancelled or deleted).
     */
    async plan(activityId: string, start: Date | null, minutes: Iterable<number>): Promise<void> {
      const jobs = scheduler();
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

    /** Starts running due reminders (after the database is connected). */
    start: () => scheduler().start(),

    /** Stops running reminders; the ones this instance held are left for the next. */
    async stop(): Promise<void> {
      await agenda?.stop();
    },
  };
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
