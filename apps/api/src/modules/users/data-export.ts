import { API_MESSAGES, type DataExport } from '@peerconnect/contracts';
import { notFound } from '@/lib/app-error';
import { ActivityModel } from '@/modules/activities/activity.model';
import { ActivityMessageModel } from '@/modules/messages/activity-message.model';
import { DirectMessageModel } from '@/modules/messages/direct-message.model';
import { settingsOfOne } from '@/modules/notifications/notification-settings';
import { UserModel } from './user.model';

type StoredActivity = {
  _id: { toString(): string };
  title: string;
  category: string;
  date: Date;
  location: string;
  description: string;
};

const ACTIVITY_FIELDS = { title: 1, category: 1, date: 1, location: 1, description: 1 };

const exported = (activity: StoredActivity) => ({
  _id: activity._id.toString(),
  title: activity.title,
  category: activity.category,
  date: activity.date.toISOString(),
  location: activity.location,
  description: activity.description,
});

/** Everything a student put into PeerConnect, for them to keep (GDPR's right to data portability). */
export async function exportDataOf(userId: string): Promise<DataExport> {
  const user = await UserModel.findById(userId).lean();
  if (!user) throw notFound(API_MESSAGES.userNotFound);
  const [friends, created, joined, activityMessages, directMessages, notificationSettings] =
    await Promise.all([
      UserModel.find({ _id: { $in: user.friends } }, { username: 1 }).lean(),
      ActivityModel.find({ creator: user._id }, ACTIVITY_FIELDS).sort({ date: 1 }).lean(),
      ActivityModel.find({ participants: user._id }, ACTIVITY_FIELDS).sort({ date: 1 }).lean(),
      ActivityMessageModel.find({ sender: user._id }, { activity: 1, content: 1, createdAt: 1 })
        .sort({ createdAt: 1 })
        .lean(),
      DirectMessageModel.find({ sender: user._id }, { recipient: 1, content: 1, createdAt: 1 })
        .sort({ createdAt: 1 })
        .lean(),
      settingsOfOne(userId),
    ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      _id: user._id.toString(),
      username: user.username,
      email: user.email,
      emailVerified: user.emailVerified ?? false,
      bio: user.bio ?? '',
      location: user.location ?? '',
      ...(user.major ? { major: user.major } : {}),
      ...(typeof user.graduationYear === 'number' ? { graduationYear: user.graduationYear } : {}),
      profilePicture: user.profilePicture ?? '',
      ...(user.timeZone ? { timeZone: user.timeZone } : {}),
      interests: user.interests,
      hobbies: user.hobbies,
      favoriteSubjects: user.favoriteSubjects,
      sports: user.sports,
      musicGenres: user.musicGenres,
      movieGenres: user.movieGenres,
      ...(user.createdAt ? { createdAt: user.createdAt.toISOString() } : {}),
    },
    friends: friends.map((friend) => ({ _id: friend._id.toString(), username: friend.username })),
    activitiesCreated: created.map(exported),
    activitiesJoined: joined.map(exported),
    messagesSent: {
      activityChats: activityMessages.map((message) => ({
        activityId: message.activity.toString(),
        content: message.content,
        sentAt: message.createdAt.toISOString(),
      })),
      direct: directMessages.map((message) => ({
        recipientId: message.recipient.toString(),
        content: message.content,
        sentAt: message.createdAt.toISOString(),
      })),
    },
    notificationSettings,
  };
}
