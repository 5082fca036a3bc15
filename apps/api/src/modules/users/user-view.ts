import type { PublicUser, User } from '@peerconnect/contracts';
import { absolute } from '@/lib/absolute-url';
import { toUserView } from './user.model';

type StoredUser = Parameters<typeof toUserView>[0];

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
