/**
 * The campus badge stored on students: the campuses module decides it from their verified
 * addresses (campuses/campus.service.ts), these read the addresses and write the badge.
 */
import type mongoose from 'mongoose';
import { UserModel } from './user.model';

export interface CampusAddresses {
  _id: mongoose.Types.ObjectId;
  email: string;
  emailVerified?: boolean | null;
  /** Provider accounts' addresses, and whether the provider vouched for each. */
  identities: { email?: string | null; emailVerified?: boolean | null; issuer?: string | null }[];
  campus?: { _id: mongoose.Types.ObjectId; name?: string | null } | null;
}

/** A student's addresses and stored campus, or null. */
export function campusAddressesOf(userId: string): Promise<CampusAddresses | null> {
  return UserModel.findById(userId, {
    email: 1,
    emailVerified: 1,
    campus: 1,
    'identities.email': 1,
    'identities.emailVerified': 1,
    'identities.issuer': 1,
  })
    .lean<CampusAddresses>()
    .exec();
}

/** Stores the student's campus, or takes it away (no campus). */
export async function setCampusOf(
  userId: mongoose.Types.ObjectId,
  campus: { _id: mongoose.Types.ObjectId; name: string } | undefined,
): Promise<void> {
  await UserModel.updateOne(
    { _id: userId },
    campus
      ? { $set: { campus: { _id: campus._id, name: campus.name } } }
      : { $unset: { campus: 1 } },
  );
}

/** The ids of students with an address (their own or a provider's) that matches `address`. */
export async function studentIdsWithAddress(address: RegExp): Promise<string[]> {
  const students = await UserModel.find(
    { $or: [{ email: address }, { 'identities.email': address }] },
    { _id: 1 },
  ).lean();
  return students.map((student) => student._id.toString());
}

/** How many verified students the campus has. */
export function studentCountOf(campusId: mongoose.Types.ObjectId): Promise<number> {
  return UserModel.countDocuments({ 'campus._id': campusId }).exec();
}
