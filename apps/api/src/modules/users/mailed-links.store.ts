/**
 * The links mailed to a student (password reset, address verification), stored as the hash of
 * their token; the token itself is only in the mail. Each new link replaces the previous one.
 */
import mongoose from 'mongoose';
import { OWN_FIELDS, type OwnRecord } from './accounts.store';
import {
  LINKS_PROJECTION,
  type LinkedIdentity,
  linkedIdentitiesOf,
  type StoredLinks,
} from './identities.store';
import { MAILED_LINKS, UserModel } from './user.model';

interface Link {
  hash: string;
  expiresAt: Date;
}

/**
 * Stores a reset link for the account with this address; its address and the provider accounts
 * linked to it (the mail lists them), or null for no account.
 */
export async function storeResetLink(
  email: string,
  link: Link,
): Promise<{ email: string; identities: LinkedIdentity[] } | null> {
  const user = await UserModel.findOneAndUpdate(
    { email },
    { $set: { passwordReset: link } },
    { projection: LINKS_PROJECTION, sanitizeFilter: true },
  ).lean<StoredLinks>();
  return user ? linkedIdentitiesOf(user) : null;
}

/**
 * Follows a reset link still valid: the new password, the address counted verified (the link was
 * read there), every session and mailed link ended. The student's own record, or null.
 */
export function resetPasswordByLink(hash: string, passwordHash: string): Promise<OwnRecord | null> {
  return UserModel.findOneAndUpdate(
    { 'passwordReset.hash': hash, 'passwordReset.expiresAt': { $gt: new Date() } },
    {
      $set: { passwordHash, emailVerified: true },
      $unset: MAILED_LINKS,
      $inc: { tokenVersion: 1 },
    },
    { returnDocument: 'after', projection: OWN_FIELDS },
  )
    .lean<OwnRecord>()
    .exec();
}

/** Where a verification link goes: the pending address if there is one, else the current one. */
export async function verificationAddressOf(
  userId: string,
): Promise<{ email: string; username: string } | null> {
  const user = await UserModel.findById(userId, { email: 1, pendingEmail: 1, username: 1 }).lean();
  return user ? { email: user.pendingEmail ?? user.email, username: user.username } : null;
}

/** Stores the verification link for `email`, replacing any earlier one. */
export async function storeVerificationLink(
  userId: string,
  link: Link & { email: string },
): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: { emailVerification: link } });
}

/** The student a verification link still valid belongs to, with the address it verifies. */
export async function verificationLinkOwner(
  hash: string,
): Promise<{ userId: string; email: string; pendingEmail?: string; linked?: string } | null> {
  const user = await UserModel.findOne(
    { 'emailVerification.hash': hash, 'emailVerification.expiresAt': { $gt: new Date() } },
    { email: 1, pendingEmail: 1, emailVerification: 1 },
  ).lean();
  if (!user) return null;
  return {
    userId: user._id.toString(),
    email: user.email,
    ...(user.pendingEmail ? { pendingEmail: user.pendingEmail } : {}),
    ...(user.emailVerification?.email ? { linked: user.emailVerification.email } : {}),
  };
}

/**
 * Makes `email` the account's verified address, once per link (the hash is in the filter, so two
 * clicks racing count once), and ends every mailed link: a new address (`changing`, the pending
 * one) also ends a reset link mailed to the old one. False when the link was used meanwhile.
 */
export async function confirmAddress(
  userId: string,
  link: { hash: string; email: string; changing: boolean },
): Promise<boolean> {
  const verified = await UserModel.updateOne(
    { _id: new mongoose.Types.ObjectId(userId), 'emailVerification.hash': link.hash },
    {
      $set: { email: link.email, emailVerified: true },
      $unset: { ...MAILED_LINKS, ...(link.changing ? { pendingEmail: 1 } : {}) },
    },
  );
  return verified.modifiedCount > 0;
}

/** Whether the student's address is verified and whether a new one waits; null for no student. */
export async function verificationStateOf(
  userId: string,
): Promise<{ emailVerified: boolean; pendingEmail?: string } | null> {
  const user = await UserModel.findById(userId, { emailVerified: 1, pendingEmail: 1 }).lean();
  if (!user) return null;
  return {
    emailVerified: user.emailVerified ?? false,
    ...(user.pendingEmail ? { pendingEmail: user.pendingEmail } : {}),
  };
}

/**
 * Keeps a new address waiting for its verification link, ending every link mailed before. The
 * current address and username (to tell the student), or null for no student.
 */
export async function setPendingEmail(
  userId: string,
  pendingEmail: string,
): Promise<{ email: string; username: string } | null> {
  const user = await UserModel.findByIdAndUpdate(
    userId,
    { $set: { pendingEmail }, $unset: MAILED_LINKS },
    { projection: { email: 1, username: 1 } },
  ).lean();
  return user ? { email: user.email, username: user.username } : null;
}
