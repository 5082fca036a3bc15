import type { PublicUser, User } from '@peerconnect/contracts';
import { absolute } from '@/lib/absolute-url';
import type mongoose from 'mongoose';
import type { UserRecord } from './user.model';

type StoredUser = Partial<UserRecord> & { _id: mongoose.Types.ObjectId; createdAt?: Date };

/** The user as the API shows it. `includeEmail` only for the signed-in user's own record. */
export function toUserView(user: StoredUser, { includeEmail = false } = {}): User {
  return {
    _id: user._id.toString(),
    username: user.username ?? '',
    ...(includeEmail && user.email
      ? {
          email: user.email,
          emailVerified: user.emailVerified ?? false,
          ...(user.pendingEmail ? { pendingEmail: user.pendingEmail } : {}),
          ...(user.timeZone ? { timeZone: user.timeZone } : {}),
          ...(user.moderator ? { moderator: true } : {}),
          searchable: user.searchable ?? true,
        }
      : {}),
    profilePicture: user.profilePicture ?? '',
    bio: user.bio ?? '',
    location: user.location ?? '',
    interests: user.interests ?? [],
    hobbies: user.hobbies ?? [],
    favoriteSubjects: user.favoriteSubjects ?? [],
    sports: user.sports ?? [],
    musicGenres: user.musicGenres ?? [],
    movieGenres: user.movieGenres ?? [],
    ...(user.major ? { major: user.major } : {}),
    ...(typeof user.graduationYear === 'number' ? { graduationYear: user.graduationYear } : {}),
    ...(user.createdAt ? { createdAt: user.createdAt.toISOString() } : {}),
    ...campusOf(user),
  };
}

/** The campus badge of a stored student, spread into a view (nothing without a campus). */
export function campusOf(user: {
  campus?: { _id: mongoose.Types.ObjectId; name?: string | null } | null;
}) {
  return user.campus
    ? { campus: { _id: user.campus._id.toString(), name: user.campus.name ?? '' } }
    : {};
}

/** The signed-in user's own record, email included, picture as an absolute URL. */
export function toOwnUserView(user: StoredUser, baseUrl: string): User {
  return toUserView(
    { ...user, profilePicture: absolute(baseUrl, user.profilePicture ?? '') },
    { includeEmail: true },
  );
}

/** Someone else's record: never the email, picture as an absolute URL. */
export function toPublicUserView(user: StoredUser, baseUrl: string): PublicUser {
  return toUserView({ ...user, profilePicture: absolute(baseUrl, user.profilePicture ?? '') });
}
