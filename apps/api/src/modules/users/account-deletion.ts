import { ACCOUNT_MESSAGES, API_MESSAGES } from '@peerconnect/contracts';
import { badRequest, notFound } from '@/lib/app-error';
import type { PasswordHasher } from '@/lib/password';
import type { ActivitiesService } from '@/modules/activities';
import type { Mailer } from '@/modules/mail';
import type { LiveSessions } from '@/socket/live-sessions';
import { UserModel } from './user.model';

/** Removes what is a student's in one other module (that module's own function). */
export type ForgetStudent = (userId: string) => Promise<void>;

export interface AccountDeletionDeps {
  hasher: PasswordHasher;
  sessions: LiveSessions;
  mailer: Mailer;
  activities: ActivitiesService;
  /** Each other module's part of the student: friendships, chat state, notifications, devices. */
  forget: {
    friends: ForgetStudent;
    messages: ForgetStudent;
    notifications: ForgetStudent;
    push: ForgetStudent;
  };
  /** Removes a stored picture the student uploaded. */
  removePicture: (path: string) => Promise<void>;
}

/**
 * Leaving PeerConnect. Everything that is the student's goes; what they said to others stays for
 * those others, from a 'Deleted student'. The account record goes last, so a deletion cut short
 * can simply be asked for again.
 */
export function createAccountDeletion({
  hasher,
  sessions,
  mailer,
  activities,
  forget,
  removePicture,
}: AccountDeletionDeps) {
  /**
   * Cancels (deletes) the student's upcoming activities, telling who joined; past ones stay as the
   * others' history, organized by a 'Deleted student'.
   */
  async function cancelUpcomingActivities(userId: string) {
    for (const activity of await activities.upcomingOrganizedBy(userId)) {
      if (activity.participants.length > 0) {
        const people = await UserModel.find(
          { _id: { $in: activity.participants } },
          { email: 1, timeZone: 1 },
        )
          .lean()
          .exec();
        for (const person of people)
          await mailer.send(
            mailer.templates.activityCancelled(person.email, activity.title, activity.date, {
              reason: 'its organizer has left PeerConnect',
              timeZone: person.timeZone ?? undefined,
            }),
          );
      }
      await activities.remove(activity.id, userId);
    }
  }

  return {
    async deleteAccount(userId: string, password: string): Promise<void> {
      const user = await UserModel.findById(userId, { profilePicture: 1 })
        .select('+passwordHash')
        .lean();
      if (!user) throw notFound(API_MESSAGES.userNotFound);
      if (!(await hasher.compare(password, user.passwordHash)))
        throw badRequest(ACCOUNT_MESSAGES.passwordWrong, 'PASSWORD_WRONG');
      const me = user._id;
      // Every token stops working at once, here and on other instances; what is still on its way
      // (an activity waiting for its picture) sees the mark and removes itself.
      await UserModel.updateOne(
        { _id: me },
        { $inc: { tokenVersion: 1 }, $set: { leavingAt: new Date() } },
      );
      sessions.end(userId);
      await cancelUpcomingActivities(userId);
      await Promise.all([
        // Their places in others' activities go to who waits.
        activities.participation.forgetStudent(userId),
        activities.forgetInvitesOf(userId),
        UserModel.updateMany({ blocked: me }, { $pull: { blocked: me } }),
        forget.friends(userId),
        forget.messages(userId),
        forget.notifications(userId),
        forget.push(userId),
      ]);
      if (user.profilePicture) await removePicture(user.profilePicture);
      await UserModel.deleteOne({ _id: me });
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
