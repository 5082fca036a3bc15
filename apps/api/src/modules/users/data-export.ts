import { API_MESSAGES, type DataExport, INTEREST_LISTS } from '@peerconnect/contracts';
import { notFound } from '@/lib/app-error';
import { UserModel } from './user.model';

/** What other modules keep of a student, each read by that module's own function. */
export interface DataExportSources {
  activitiesOf(userId: string): Promise<Pick<DataExport, 'activitiesCreated' | 'activitiesJoined'>>;
  messagesSentBy(userId: string): Promise<DataExport['messagesSent']>;
  notificationSettingsOf(userId: string): Promise<DataExport['notificationSettings']>;
}

/** Everything a student put into PeerConnect, for them to keep (GDPR's right to data portability). */
export function createDataExport(sources: DataExportSources) {
  return async function exportDataOf(userId: string): Promise<DataExport> {
    const user = await UserModel.findById(userId, {
      ...Object.fromEntries(INTEREST_LISTS.map((list) => [list, 1])),
      username: 1,
      email: 1,
      emailVerified: 1,
      bio: 1,
      location: 1,
      major: 1,
      graduationYear: 1,
      profilePicture: 1,
      timeZone: 1,
      createdAt: 1,
      friends: 1,
    }).lean();
    if (!user) throw notFound(API_MESSAGES.userNotFound);
    const [friends, activities, messagesSent, notificationSettings] = await Promise.all([
      UserModel.find({ _id: { $in: user.friends } }, { username: 1 }).lean(),
      sources.activitiesOf(userId),
      sources.messagesSentBy(userId),
      sources.notificationSettingsOf(userId),
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
      ...activities,
      messagesSent,
      notificationSettings,
    };
  };
}
