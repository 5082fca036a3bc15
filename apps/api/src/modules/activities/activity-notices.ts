import type { Mailer } from '@/modules/mail/mailer';
import { UserModel } from '@/modules/users/user.model';
import { ActivityModel } from './activity.model';

/** Mail to the students an organizer's decision or a freed place concerns. */
export function createActivityNotices(mailer: Mailer) {
  async function emailsOf(userIds: { toString(): string }[]): Promise<string[]> {
    const people = await UserModel.find({ _id: { $in: userIds } }, { email: 1 }).lean();
    return people.map((person) => person.email);
  }
  const activityOf = (id: string) =>
    ActivityModel.findById(id, { title: 1, date: 1, participants: 1, waitlist: 1 }).lean();

  return {
    async promoted(activityId: string, userId: string): Promise<void> {
      const [activity, [email]] = await Promise.all([activityOf(activityId), emailsOf([userId])]);
      if (!activity || !email) return;
      const link = mailer.page(`/activities/${activityId}`);
      await mailer.send(mailer.templates.placeFreed(email, activity.title, activity.date, link));
    },
    async removed(activityId: string, userId: string): Promise<void> {
      const [activity, [email]] = await Promise.all([activityOf(activityId), emailsOf([userId])]);
      if (!activity || !email) return;
      await mailer.send(mailer.templates.removedFromActivity(email, activity.title, activity.date));
    },
    /** Everyone who joined or waited hears that it is off, with the organizer's reason. */
    async cancelled(activityId: string, reason?: string): Promise<void> {
      const activity = await activityOf(activityId);
      if (!activity) return;
      for (const email of await emailsOf([...activity.participants, ...activity.waitlist]))
        await mailer.send(
          mailer.templates.activityCancelled(email, activity.title, activity.date, reason),
        );
    },
  };
}

export type ActivityNotices = ReturnType<typeof createActivityNotices>;
