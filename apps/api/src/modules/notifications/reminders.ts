/**
 * Reminders and activity edit windows, as jobs of the app's job queue (lib/job-queue.ts): one
 * reminder job per activity and reminder time (most students keep the default, so an activity has
 * one or two however many join). A reminder whose time passed while the server was down runs when
 * it starts again (the handler then sends it if the activity has not started, and drops it if it
 * has). The queue also keeps each student's notifications to the cap, once an hour.
 */
import type { JobQueue } from '@/lib/job-queue';
import type { Logger } from '@/lib/logger';
import { trimOverflowing } from './notification-store';

const JOB = 'activity-reminder';
/** An organizer's edits, told to participants once per window (see combineChanges). */
const CHANGES_JOB = 'activity-changes';
/** How long after an organizer's first edit the participants hear of it, with every later one. */
const DEFAULT_CHANGE_WINDOW_MS = 2 * 60_000;
/** The per-student cap is kept by this job (once an hour, on one instance), not by every insert. */
const TRIM_JOB = 'notifications-trim';

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

export interface RemindersOptions {
  changeWindowMs?: number;
}

export function createReminders(
  queue: JobQueue,
  logger: Logger,
  { changeWindowMs = DEFAULT_CHANGE_WINDOW_MS }: RemindersOptions = {},
) {
  let due: ((job: ReminderJob) => Promise<void>) | undefined;
  let changesDue: ((job: ChangesJob) => Promise<void>) | undefined;

  queue.define<ReminderJob>(JOB, async (data) => {
    if (due) await due(data);
  });
  queue.define<ChangesJob>(CHANGES_JOB, async (data, job) => {
    if (changesDue) await changesDue(data);
    // Told: the next edit opens a new window (and finished jobs do not pile up).
    await job.remove();
  });
  queue.define(TRIM_JOB, async () => {
    const removed = await trimOverflowing();
    if (removed > 0) logger.info({ removed }, 'notifications over the per-student cap removed');
  });
  queue.every('1 hour', TRIM_JOB);

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
      const jobs = await queue.agenda();
      await jobs
        .create<ChangesJob>(CHANGES_JOB, change)
        .unique({ 'data.activityId': change.activityId, lastRunAt: null }, { insertOnly: true })
        .schedule(new Date(Date.now() + changeWindowMs))
        .save();
    },

    /**
     * The activity's reminders, planned anew: one job per reminder time its people chose, at that
     * time before `start`; none when `start` is null (cancelled or deleted).
     */
    async plan(activityId: string, start: Date | null, minutes: Iterable<number>): Promise<void> {
      const jobs = await queue.agenda();
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
  };
}

export type Reminders = ReturnType<typeof createReminders>;
