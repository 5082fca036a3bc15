/**
 * The student directory the people module searches: candidates for a search text, and how often
 * each interest value was chosen. The ranking and the suggestions' rules stay in people/.
 */
import { INTEREST_LISTS, type InterestKind } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { UserModel } from './user.model';

type Lists = Partial<Record<(typeof INTEREST_LISTS)[number], string[]>>;
export interface SearchCandidate extends Lists {
  _id: mongoose.Types.ObjectId;
  username: string;
  /** The lowercased username, which ranks and orders the results. */
  usernameKey: string;
  profilePicture?: string;
  major?: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FIELDS = ['username', 'usernameKey', 'profilePicture', 'major', ...INTEREST_LISTS].join(' ');

/**
 * Searchable students (not `hidden`) whose username, major or an interest contains `text`
 * (lowercase): first up to `limit` whose username starts with it, by the unique index, so the best
 * matches are never cut off by the limit on everything else; then up to `limit` of all that match.
 * Each list by username; a student may be in both.
 */
export async function searchCandidates(
  text: string,
  hidden: readonly string[],
  limit: number,
): Promise<SearchCandidate[]> {
  const visible = {
    _id: { $nin: hidden.map((id) => new mongoose.Types.ObjectId(id)) },
    searchable: { $ne: false },
  };
  const contains = new RegExp(escapeRegex(text), 'i');
  const find = (filter: object) =>
    UserModel.find({ ...visible, ...filter }, FIELDS)
      .sort({ usernameKey: 1 })
      .limit(limit)
      .lean<SearchCandidate[]>()
      .exec();
  const [prefixed, others] = await Promise.all([
    find({ usernameKey: new RegExp(`^${escapeRegex(text)}`) }),
    find({
      $or: [
        { usernameKey: contains },
        { major: contains },
        ...INTEREST_LISTS.map((list) => ({ [list]: contains })),
      ],
    }),
  ]);
  return [...prefixed, ...others];
}

/**
 * The values of one interest list chosen by at least `atLeast` students, most chosen first (up to
 * `limit`): each as the spellings the students used.
 */
export async function interestChoices(
  kind: InterestKind,
  { atLeast, limit }: { atLeast: number; limit: number },
): Promise<string[][]> {
  const rows = await UserModel.aggregate<{ _id: string; count: number; spellings: string[] }>([
    { $project: { value: `$${kind}` } },
    { $unwind: '$value' },
    { $group: { _id: { $toLower: '$value' }, count: { $sum: 1 }, spellings: { $push: '$value' } } },
    { $match: { count: { $gte: atLeast } } },
    { $sort: { count: -1, _id: 1 } },
    { $limit: limit },
  ]);
  return rows.map((row) => row.spellings);
}
