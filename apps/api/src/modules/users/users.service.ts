import {
  ACCOUNT_MESSAGES,
  API_MESSAGES,
  INTEREST_LISTS,
  PROFILE_MESSAGES,
  type ChangePasswordRequest,
  type Relationship,
  type UpdateProfileRequest,
} from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { badRequest, conflict, notFound } from '@/lib/app-error';
import type { PasswordHasher } from '@/lib/password';
import type { PictureStore } from '@/lib/pictures/picture-store';
import type { EmailVerification, SecurityMails, Tokens } from '@/modules/auth';
import type { LiveSessions } from '@/socket/live-sessions';
import { createAccountDeletion, type AccountDeletionDeps } from './account-deletion';
import { createBlocksService, type SeverTies } from './blocks.service';
import { createDataExport, type DataExportSources } from './data-export';
import { interestKeysOf } from './interest-keys';
import { OWN_FIELDS } from './accounts.store';
import { MAILED_LINKS, PUBLIC_USER_FIELDS, UserModel, type UserRecord } from './user.model';

type StoredUser = Omit<UserRecord, 'createdAt'> & { createdAt?: Date };

async function userOrFail(query: Promise<StoredUser | null>): Promise<StoredUser> {
  const user = await query;
  if (!user) throw notFound(API_MESSAGES.userNotFound);
  return user;
}

/**
 * The $set of a profile update: only what the contract parsed, and only the fields it carries. The
 * email is not among them: a new one waits for its verification link.
 */
function profileChanges({
  email: _email,
  currentPassword: _password,
  ...input
}: UpdateProfileRequest) {
  const fields = Object.entries(input).filter(([, value]) => value !== undefined);
  return { ...Object.fromEntries(fields), usernameKey: input.username.toLowerCase() };
}

/** Attempts at a profile write before giving up on a student whose record keeps changing under it. */
const PROFILE_WRITE_ATTEMPTS = 5;
const STORED_LISTS = {
  ...Object.fromEntries(INTEREST_LISTS.map((list) => [list, 1])),
  updatedAt: 1,
};

export interface UsersDeps {
  hasher: PasswordHasher;
  tokens: Tokens;
  /** Open sockets to cut when a password change revokes the user's tokens. */
  sessions: LiveSessions;
  verification: EmailVerification;
  /** The mail after a password change, naming the linked accounts. */
  securityMails: Pick<SecurityMails, 'passwordChanged'>;
  /** What leaving needs beyond the above (see account-deletion.ts). */
  deletion: Omit<AccountDeletionDeps, 'hasher' | 'sessions' | 'removePicture'>;
  /** Where a data export reads what other modules keep (see data-export.ts). */
  exportSources: DataExportSources;
  /** The friends module's answers: app.ts hands them in, so users and friends import one way. */
  friends: {
    relationshipBetween(viewerId: string, otherId: string): Promise<Relationship>;
    severTies: SeverTies;
  };
  /** Where uploaded pictures are kept; a replaced one is let go of there. */
  pictures: PictureStore;
}

export function createUsersService({
  hasher,
  tokens,
  sessions,
  verification,
  securityMails,
  deletion,
  exportSources,
  friends,
  pictures,
}: UsersDeps) {
  /** A new address from the profile form: only with the current password, and only once verified. */
  async function requestEmailChange(userId: string, input: UpdateProfileRequest): Promise<void> {
    const user = await userOrFail(
      UserModel.findById(userId, { email: 1, pendingEmail: 1 })
        .select('+passwordHash')
        .lean<StoredUser>()
        .exec(),
    );
    if (!input.email || input.email === user.email || input.email === user.pendingEmail) return;
    if (!input.currentPassword)
      throw badRequest(ACCOUNT_MESSAGES.currentPasswordForEmail, 'CURRENT_PASSWORD_WRONG');
    if (!(await hasher.compare(input.currentPassword, user.passwordHash)))
      throw badRequest(PROFILE_MESSAGES.currentPasswordWrong, 'CURRENT_PASSWORD_WRONG');
    await verification.requestChange(userId, input.email);
  }

  /** Points the student at a new picture and lets go of the one it replaces. */
  async function replacePicture(userId: string, picturePath: string): Promise<StoredUser> {
    const before = await UserModel.findByIdAndUpdate(
      userId,
      { $set: { profilePicture: picturePath } },
      { returnDocument: 'before', projection: { profilePicture: 1 } },
    ).lean();
    if (!before) {
      await pictures.deleteImage(picturePath);
      throw notFound(API_MESSAGES.userNotFound);
    }
    // Also when it is the same picture again: saving it counted one more reference.
    await pictures.deleteImage(before.profilePicture);
    return userOrFail(UserModel.findById(userId, OWN_FIELDS).lean<StoredUser>().exec());
  }

  return {
    blocks: createBlocksService(friends.severTies),
    deleteAccount: createAccountDeletion({
      hasher,
      sessions,
      ...deletion,
      removePicture: (path) => pictures.deleteImage(path),
    }).deleteAccount,
    exportData: createDataExport(exportSources),
    /**
     * Anyone's public record (the projection leaves out email, password hash and token version),
     * and for another user how the viewer stands with them.
     */
    async publicProfile(
      viewerId: string,
      userId: string,
    ): Promise<{ user: StoredUser; relationship?: Relationship }> {
      if (!mongoose.isObjectIdOrHexString(userId)) throw notFound(API_MESSAGES.userNotFound);
      const user = await userOrFail(
        UserModel.findById(userId, PUBLIC_USER_FIELDS).lean<StoredUser>().exec(),
      );
      if (viewerId === userId) return { user };
      return { user, relationship: await friends.relationshipBetween(viewerId, userId) };
    },

    findByEmail(email: string): Promise<StoredUser> {
      return userOrFail(
        UserModel.findOne({ email }, PUBLIC_USER_FIELDS, { sanitizeFilter: true })
          .lean<StoredUser>()
          .exec(),
      );
    },

    /** Writes the allow-listed profile fields; the username stays unique ignoring case. */
    async updateProfile(userId: string, input: UpdateProfileRequest): Promise<StoredUser> {
      const changes = profileChanges(input);
      const taken = await UserModel.exists({
        usernameKey: changes.usernameKey,
        _id: { $ne: new mongoose.Types.ObjectId(userId) },
      });
      if (taken) throw badRequest(API_MESSAGES.usernameTaken, 'USERNAME_TAKEN');
      await requestEmailChange(userId, input);
      // The interest keys cover all six lists, the edit may carry only some: they are made from the
      // stored lists read here and written only if nothing wrote the student since (else read again).
      for (let attempt = 1; attempt <= PROFILE_WRITE_ATTEMPTS; attempt += 1) {
        const stored = await userOrFail(
          UserModel.findById(userId, STORED_LISTS).lean<StoredUser>().exec(),
        );
        const interestKeys = interestKeysOf({ ...stored, ...changes });
        // A rename racing this one is refused by the unique index (the error path says "taken").
        const updated = await UserModel.findOneAndUpdate(
          { _id: userId, updatedAt: stored.updatedAt ?? null },
          { $set: { ...changes, interestKeys } },
          { returnDocument: 'after', projection: OWN_FIELDS },
        )
          .lean<StoredUser>()
          .exec();
        if (updated) return updated;
      }
      throw conflict(API_MESSAGES.serverBusy);
    },

    /** The zone the student's browser reports: notifications and mails write times in it. */
    async setTimeZone(userId: string, timeZone: string): Promise<StoredUser> {
      return userOrFail(
        UserModel.findByIdAndUpdate(
          userId,
          { $set: { timeZone } },
          { returnDocument: 'after', projection: OWN_FIELDS },
        )
          .lean<StoredUser>()
          .exec(),
      );
    },

    /**
     * Whether people search finds the student; the exact-email lookup always does. Saving the
     * value already stored writes nothing (the record's updatedAt stays).
     */
    async setSearchable(userId: string, searchable: boolean): Promise<StoredUser> {
      const changed = await UserModel.findOneAndUpdate(
        { _id: userId, searchable: { $ne: searchable } },
        { $set: { searchable } },
        { returnDocument: 'after', projection: OWN_FIELDS },
      )
        .lean<StoredUser>()
        .exec();
      return (
        changed ?? userOrFail(UserModel.findById(userId, OWN_FIELDS).lean<StoredUser>().exec())
      );
    },

    /** A drawn avatar (or any path already stored) as the student's picture. */
    setProfilePicture: replacePicture,

    /** Stores an upload (refused unless it decodes as an image) as the student's picture. */
    async uploadProfilePicture(userId: string, picture: Buffer): Promise<StoredUser> {
      return replacePicture(userId, await pictures.save(picture, 'avatar'));
    },

    /**
     * Sets a new password and revokes every earlier token, cutting the sockets they opened; answers
     * with a token for this session.
     */
    async changePassword(userId: string, input: ChangePasswordRequest) {
      const user = await userOrFail(
        UserModel.findById(userId, { passwordHash: 1 }).lean<StoredUser>().exec(),
      );
      if (!(await hasher.compare(input.currentPassword, user.passwordHash)))
        throw badRequest(PROFILE_MESSAGES.currentPasswordWrong, 'CURRENT_PASSWORD_WRONG');
      const updated = await userOrFail(
        UserModel.findByIdAndUpdate(
          userId,
          {
            $set: { passwordHash: await hasher.hash(input.newPassword) },
            $unset: MAILED_LINKS,
            $inc: { tokenVersion: 1 },
          },
          { returnDocument: 'after', projection: { tokenVersion: 1 } },
        )
          .lean<StoredUser>()
          .exec(),
      );
      sessions.end(userId);
      await securityMails.passwordChanged(userId);
      return {
        token: tokens.sign({ userId, version: updated.tokenVersion ?? 0 }),
        message: PROFILE_MESSAGES.passwordChanged,
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
