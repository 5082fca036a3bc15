import type mongoose from 'mongoose';
import { UserModel } from './user.model';

/** What other students may see of someone in a list: name, picture, campus badge. */
export interface PublicProfile {
  _id: mongoose.Types.ObjectId;
  username: string;
  profilePicture?: string;
  campus?: { _id: mongoose.Types.ObjectId; name?: string | null } | null;
  /** Only when asked for: an organizer sees their participants' addresses. */
  email?: string;
  /** Only when asked for: a shared activity's card writes times in its organizer's zone. */
  timeZone?: string;
}

const PUBLIC_FIELDS = { username: 1, profilePicture: 1, campus: 1 } as const;

/**
 * These students' public profiles in one lean read, in no particular order; an id with no account
 * (deleted) finds nothing. `also` adds the private fields a caller is allowed to show.
 */
export async function publicProfilesOf(
  ids: string[],
  also: readonly ('email' | 'timeZone')[] = [],
): Promise<PublicProfile[]> {
  if (ids.length === 0) return [];
  const projection = { ...PUBLIC_FIELDS, ...Object.fromEntries(also.map((field) => [field, 1])) };
  return UserModel.find({ _id: { $in: [...new Set(ids)] } }, projection)
    .lean<PublicProfile[]>()
    .exec();
}
