import { ACCOUNT_MESSAGES, API_MESSAGES } from '@peerconnect/contracts';
import type mongoose from 'mongoose';
import { badRequest, notFound } from '@/lib/app-error';
import type { PasswordHasher } from '@/lib/password';
import { ActivityModel } from '@/modules/activities/activity.model';
import type { ActivitiesService } from '@/modules/activities/activities.service';
import { FriendRequestModel } from '@/modules/friends/friend-request.model';
import type { Mailer } from '@/modules/mail/mailer';
import type { LiveSessions } from '@/socket/live-sessions';
import { UserModel } from './user.model';
import { ActivityChatReadModel } from '@/modules/messages/activity-chat-read.model';
import { ChatSettingsModel } from '@/modules/messages/chat-settings.model';
import { NotificationModel } from '@/modules/notifications/notification.model';
import { NotificationSettingsModel } from '@/modules/notifications/notification-settings.model';

export interface AccountDeletionDeps {
  hasher: PasswordHasher;
  sessions: LiveSessions;
  mailer: Mailer;
  activities: ActivitiesService;
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
  removePicture,
}: AccountDeletionDeps) {
  /**
   * Cancels (deletes) the student's upcoming activities, telling who joined; past ones stay as the
   * others' history, organized by a 'Deleted student'.
   */
  async function cancelUpcomingActivities(userId: string, me: mongoose.Types.ObjectId) {
    const upcoming = await ActivityModel.find(
      { creator: me, date: { $gte: new Date() } },
      { title: 1, date: 1, participants: 1 },
    ).lean();
    for (const activity of upcoming) {
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
      await activities.remove(activity._id.toString(), userId);
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
      // Every token stops working at once, here and on other instances.
      await UserModel.updateOne({ _id: me }, { $inc: { tokenVersion: 1 } });
      sessions.end(userId);
      await cancelUpcomingActivities(userId, me);
      await Promise.all([
        // Their places in others' activities go to who waits.
        activities.participation.forgetStudent(userId),
        UserModel.updateMany({ friends: me }, { $pull: { friends: me } }),
        UserModel.updateMany({ blocked: me }, { $pull: { blocked: me } }),
        FriendRequestModel.deleteMany({ $or: [{ sender: me }, { recipient: me }] }),
        // Their chat settings and how far they read each activity chat go with them.
        ChatSettingsModel.deleteMany({ user: me }),
        ActivityChatReadModel.deleteMany({ user: me }),
        // So do their notifications and notification settings.
        NotificationModel.deleteMany({ recipient: me }),
        NotificationSettingsModel.deleteMany({ user: me }),
      ]);
      if (user.profilePicture) await removePicture(user.profilePicture);
      await UserModel.deleteOne({ _id: me });
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
