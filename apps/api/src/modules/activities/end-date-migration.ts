import { LIMITS } from '@peerconnect/contracts';
import { ActivityModel } from './activity.model';

export const DEFAULT_DURATION_MS = LIMITS.activityDefaultHours * 60 * 60 * 1000;

/** The end an activity has when none was given. */
export const defaultEndOf = (start: Date) => new Date(start.getTime() + DEFAULT_DURATION_MS);

const BATCH = 500;

/** Gives activities stored before ends existed the default end; returns how many. */
export async function fillEndDates(): Promise<number> {
  let filled = 0;
  for (;;) {
    const batch = await ActivityModel.find({ endDate: null }, { date: 1 }).limit(BATCH).lean();
    if (batch.length === 0) return filled;
    await ActivityModel.bulkWrite(
      batch.map(({ _id, date }) => ({
        updateOne: { filter: { _id }, update: { $set: { endDate: defaultEndOf(date) } } },
      })),
    );
    filled += batch.length;
  }
}
