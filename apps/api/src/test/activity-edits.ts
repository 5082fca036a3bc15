import mongoose from 'mongoose';
import type { JobQueue } from '@/lib/job-queue';

/**
 * Runs the job queue until the organizer's window of edits to the activity has been told (its
 * 'activity-changes' job is gone), then stops it again; edits made while it is stopped all fall in
 * one window, however slow the machine.
 */
export async function editsTold(jobs: JobQueue, activityId: string): Promise<void> {
  const waiting = () =>
    mongoose.connection
      .collection('agendaJobs')
      .countDocuments({ name: 'activity-changes', 'data.activityId': activityId });
  await jobs.start();
  const deadline = Date.now() + 10_000;
  while ((await waiting()) > 0) {
    if (Date.now() > deadline) throw new Error('the edits were not told');
    await new Promise((tick) => setTimeout(tick, 50));
  }
  await jobs.stop();
}
