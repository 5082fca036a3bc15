import type { Mailer } from '@/modules/mail';
import { studentById } from '@/modules/users';
import { ActivityModel } from './activity.model';

/** An activity as it was before an organizer's edit, for saying what changed. */
export interface ActivityBefore {
  date: Date;
  location: string;
}

/** An activity just deleted, for telling its people. */
export interface DeletedActivity {
  _id: { toString(): string };
  title: string;
  creator: { toString(): string };
  participants: { toString(): string }[];
  waitlist: { toString(): string }[];
}

/**
 * Whom an activity's changes concern are told (notifications, reminders, mail): app.ts hands the
 * implementations in, so activities reaches into none of those features.
 */
export interface ActivityNotices {
  created(activityId: string): Promise<void>;
  /** A student took a place. */
  joined(activityId: string, userId: string): Promise<void>;
  /** A participant is out (left or removed). */
  left(activityId: string, userId: string): Promise<void>;
  /** A waiting student got a place. */
  promoted(activityId: string, userId: string): Promise<void>;
  /** The organizer removed a student. */
  removed(activityId: string, userId: string): Promise<void>;
  updated(activityId: string, organizerId: string, before: ActivityBefore): Promise<void>;
  cancelled(activityId: string, reason?: string): Promise<void>;
  /** Several dates of a series at once: each student concerned is told once for all of them. */
  seriesJoined(activityIds: string[], userId: string): Promise<void>;
  seriesUpdated(
    organizerId: string,
    edits: { activityId: string; before: ActivityBefore }[],
  ): Promise<void>;
  seriesCancelled(activityIds: string[], reason?: string): Promise<void>;
  deleted(activity: DeletedActivity): Promise<void>;
  /** A student invited friends (each once). */
  invited(activityId: string, inviterId: string, inviteeIds: string[]): Promise<void>;
}

/** The mail to a student the organizer removed (no notification type of its own). */
export function removedNotice(mailer: Mailer) {
  return async (activityId: string, userId: string): Promise<void> => {
    const [activity, person] = await Promise.all([
      ActivityModel.findById(activityId, { title: 1, date: 1 }).lean(),
      studentById(userId, ['email', 'timeZone']),
    ]);
    if (!activity || !person) return;
    await mailer.send(
      mailer.templates.removedFromActivity(person.email, activity.title, activity.date, {
        timeZone: person.timeZone ?? undefined,
      }),
    );
  };
}
