/** The provider accounts (OpenID Connect) students sign in with: auth/oidc.service.ts asks here. */
import mongoose from 'mongoose';
import { UserModel } from './user.model';

export interface Identity {
  provider: string;
  subject: string;
  /** The address the provider gave, and whether it vouched for it. */
  email: string;
  emailVerified: boolean;
  issuer: string;
}

/** A linked provider account as a mail to the student names it. */
export type LinkedIdentity = Pick<Identity, 'provider' | 'email'>;

/** What a read of `identities.provider` and `identities.email` gives. */
export interface StoredLinks {
  email: string;
  identities?: { provider: string; email?: string | null }[];
}
export const LINKS_PROJECTION = { email: 1, 'identities.provider': 1, 'identities.email': 1 };

export const linkedIdentitiesOf = (user: StoredLinks) => ({
  email: user.email,
  identities: (user.identities ?? []).map(({ provider, email }): LinkedIdentity => ({
    provider,
    email: email ?? '',
  })),
});

/** The student's address and linked provider accounts, for a mail about their account's safety. */
export async function securityContactOf(
  userId: string,
): Promise<{ email: string; identities: LinkedIdentity[] } | null> {
  const user = await UserModel.findById(userId, LINKS_PROJECTION).lean<StoredLinks>();
  return user ? linkedIdentitiesOf(user) : null;
}

const objectId = (id: string) => new mongoose.Types.ObjectId(id);

/** The student this provider account is linked to, or null. */
export async function ownerOfIdentity(provider: string, subject: string): Promise<string | null> {
  const owner = await UserModel.findOne(
    { identities: { $elemMatch: { provider, subject } } },
    { _id: 1 },
  ).lean();
  return owner ? owner._id.toString() : null;
}

/** The account with this address and whether it is verified, or null. */
export async function accountWithEmail(
  email: string,
): Promise<{ userId: string; emailVerified: boolean } | null> {
  const user = await UserModel.findOne({ email }, { emailVerified: 1 }, { sanitizeFilter: true })
    .lean()
    .exec();
  return user ? { userId: user._id.toString(), emailVerified: user.emailVerified ?? false } : null;
}

/** Links a provider account to the student; one per provider, so it replaces an earlier one. */
export async function linkIdentity(userId: string, identity: Identity): Promise<void> {
  await UserModel.updateOne(
    { _id: userId },
    { $pull: { identities: { provider: identity.provider } } },
  );
  await UserModel.updateOne(
    { _id: userId },
    { $push: { identities: { ...identity, linkedAt: new Date() } } },
  );
}

/** The student's ways to sign in: whether they have a password, their provider accounts. */
export async function signInMethodsOf(userId: string): Promise<{
  hasPassword: boolean;
  /** For a link, which asks for the password. */
  passwordHash: string | undefined;
  identities: (Identity & { linkedAt: Date })[];
} | null> {
  const user = await UserModel.findById(userId, { passwordHash: 1, identities: 1 }).lean();
  if (!user) return null;
  return {
    hasPassword: Boolean(user.passwordHash),
    passwordHash: user.passwordHash ?? undefined,
    identities: user.identities.map((identity) => ({
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email ?? '',
      emailVerified: identity.emailVerified ?? false,
      issuer: identity.issuer ?? '',
      linkedAt: identity.linkedAt,
    })),
  };
}

/**
 * Unlinks a provider account. Without a password the student must keep another one (checked in
 * the write, so two unlinks at once cannot leave no way in); false when nothing was unlinked.
 */
export async function unlinkIdentity(
  userId: string,
  provider: string,
  { hasPassword }: { hasPassword: boolean },
): Promise<boolean> {
  const id = objectId(userId);
  const removed = await UserModel.updateOne(
    hasPassword ? { _id: id } : { _id: id, 'identities.1': { $exists: true } },
    { $pull: { identities: { provider } } },
  );
  return removed.modifiedCount > 0;
}
