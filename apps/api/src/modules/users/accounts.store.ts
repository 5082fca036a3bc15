/**
 * The users collection as sign-in sees it: accounts made, found and revoked, passwords and
 * moderator rights set. The auth module calls these; it never reads the collection itself.
 */
import mongoose from 'mongoose';
import { MAILED_LINKS, PUBLIC_USER_FIELDS, UserModel, type UserRecord } from './user.model';

const objectId = (id: string) => new mongoose.Types.ObjectId(id);

/** What the student's own view shows, and what a sign-in checks (token version, suspension). */
export const OWN_FIELDS = `${PUBLIC_USER_FIELDS} email emailVerified pendingEmail timeZone moderator searchable tokenVersion suspendedUntil banned`;

/** What a student writes about themselves, at registration or in the profile. */
type ProfileField =
  | 'bio'
  | 'location'
  | 'interests'
  | 'hobbies'
  | 'favoriteSubjects'
  | 'sports'
  | 'musicGenres'
  | 'movieGenres'
  | 'major'
  | 'graduationYear';

/** A student's own record: everything their own view and a sign-in need, no secrets. */
export type OwnRecord = Pick<
  UserRecord,
  | '_id'
  | 'username'
  | 'email'
  | 'profilePicture'
  | ProfileField
  | 'campus'
  | 'emailVerified'
  | 'pendingEmail'
  | 'searchable'
  | 'timeZone'
  | 'moderator'
  | 'tokenVersion'
  | 'suspendedUntil'
  | 'banned'
> & { createdAt?: Date };

/** The version every session token of the student must carry, or null for no such student. */
export async function tokenVersionOf(userId: string): Promise<number | null> {
  const user = await UserModel.findById(userId, { tokenVersion: 1 }).lean();
  return user ? (user.tokenVersion ?? 0) : null;
}

/** Whether an account has this address (`except` one student, who may keep their own). */
export async function isEmailTaken(email: string, except?: string): Promise<boolean> {
  // The address can never act as an operator: `$eq`, or sanitizeFilter where no `$ne` must stay.
  const taken = except
    ? UserModel.exists({ email: { $eq: email }, _id: { $ne: objectId(except) } })
    : UserModel.exists({ email }).setOptions({ sanitizeFilter: true });
  return (await taken) !== null;
}

/** Whether a username is taken, ignoring case. */
export async function isUsernameTaken(username: string): Promise<boolean> {
  const taken = await UserModel.exists({ usernameKey: username.toLowerCase() }).setOptions({
    sanitizeFilter: true,
  });
  return taken !== null;
}

/** A new student: a registration form's profile, or what a provider told. */
export type NewAccount = Partial<Pick<UserRecord, ProfileField>> & {
  username: string;
  email: string;
  passwordHash?: string;
  emailVerified?: boolean;
  moderator?: boolean;
  /** The provider account a student signs up with. */
  identity?: { provider: string; subject: string; email: string; emailVerified: boolean };
};

/** Stores a new student; answers with their own record. */
export async function createAccount({ identity, ...account }: NewAccount): Promise<OwnRecord> {
  const user = await UserModel.create({
    ...account,
    usernameKey: account.username.toLowerCase(),
    ...(identity ? { identities: [{ ...identity, linkedAt: new Date() }] } : {}),
  });
  return user.toObject();
}

/** The student's own record, or null when there is none. */
export function ownRecordOf(userId: string | mongoose.Types.ObjectId): Promise<OwnRecord | null> {
  return UserModel.findById(userId, OWN_FIELDS).lean<OwnRecord>().exec();
}

/**
 * The account with this address and its password hash, for a sign-in by password. sanitizeFilter:
 * a second line behind the contracts, the email can never act as an operator.
 */
export function accountForLogin(
  email: string,
): Promise<(OwnRecord & { passwordHash?: string }) | null> {
  return UserModel.findOne({ email }, `${OWN_FIELDS} passwordHash`, { sanitizeFilter: true })
    .lean<OwnRecord & { passwordHash?: string }>()
    .exec();
}

/**
 * Ends every session of the student (tokens carry the old version) and every mailed link still
 * out. False when there is no such student.
 */
export async function revokeSessions(userId: string): Promise<boolean> {
  const revoked = await UserModel.updateOne(
    { _id: objectId(userId) },
    { $inc: { tokenVersion: 1 }, $unset: MAILED_LINKS },
  );
  return revoked.matchedCount > 0;
}

/** Makes the student a moderator (MODERATOR_EMAILS, `pnpm moderator grant`). */
export async function grantModerator(userId: string | mongoose.Types.ObjectId): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: { moderator: true } });
}

/** A first password for an account without one; false when it already has one. */
export async function setFirstPassword(userId: string, passwordHash: string): Promise<boolean> {
  const set = await UserModel.updateOne(
    { _id: objectId(userId), passwordHash: { $exists: false } },
    { $set: { passwordHash } },
  );
  return set.matchedCount > 0;
}

/**
 * Suspends the student until `until`, or bans them (no end); every session ends at once (their
 * tokens carry the old version).
 */
export async function suspendStudent(
  userId: string | mongoose.Types.ObjectId,
  until: Date | null,
): Promise<void> {
  await UserModel.updateOne(
    { _id: userId },
    { $set: until ? { suspendedUntil: until } : { banned: true }, $inc: { tokenVersion: 1 } },
  );
}

/** Sets what the student wrote about themselves (a moderator empties it; the name stays). */
export async function setProfileText(
  userId: string | mongoose.Types.ObjectId,
  text: { bio: string; location?: string },
): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: text });
}
