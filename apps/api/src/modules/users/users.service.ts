import { API_MESSAGES, objectIdSchema, type User } from '@peerconnect/contracts';
import { notFound } from '@/lib/app-error';
import { PUBLIC_USER_FIELDS, toUserView, UserModel } from './user.model';

export function createUsersService() {
  return {
    /** Anyone's public profile: never their email, password hash or token version. */
    async publicProfile(userId: string): Promise<User> {
      if (!objectIdSchema.safeParse(userId).success) throw notFound(API_MESSAGES.userNotFound);
      const user = await UserModel.findById(userId, PUBLIC_USER_FIELDS).lean();
      if (!user) throw notFound(API_MESSAGES.userNotFound);
      return toUserView(user);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
