/**
 * Who is worth scoring as a friend suggestion. Scoring everyone does not scale (100,000 users),
 * so candidates come only from index-backed lookups, each capped:
 * - people sharing at least one interest value: one `$in` per list on its multikey index;
 * - friends of my friends: `$in` on the `friends` multikey index;
 * - people in my activities (joined or organised): the activities' participant and creator indexes;
 * - only when those give too few: the newest accounts, by the `_id` index (ids grow with time).
 * Every lookup reads only the fields scoring needs, as plain objects.
 */
import mongoose from 'mongoose';
import { ActivityModel } from '@/modules/activities/activity.model';
import { FriendRequestModel } from '@/modules/friends/friend-request.model';
import { blockedEitherWay } from '@/modules/users/blocking';
import { UserModel } from '@/modules/users/user.model';
import { SCORED_LISTS, type InterestProfile } from './friend-scoring';

type ObjectId = mongoose.Types.ObjectId;

/**
 * Per interest list: six lists at 150 each made ~1,300 candidate documents per request at 100,000
 * students and most of its time (docs/benchmarks.md, Recommendations at scale); which sharers come
 * first is index order either way, so a smaller sample of each list loses no ranking signal.
 */
export const PER_LIST_CAP = 50;
export const FRIENDS_OF_FRIENDS_CAP = 200;
export const ACTIVITIES_LOOKED_AT = 50;
export const COMPANIONS_CAP = 200;
/** Bounds the `$in` of a user with very many friends; their first friends are enough to go on. */
const FRIENDS_ASKED = 100;

export const CANDIDATE_FIELDS = {
  _id: 1,
  username: 1,
  profilePicture: 1,
  createdAt: 1,
  friends: 1,
  ...Object.fromEntries(SCORED_LISTS.map((list) => [list, 1])),
} as const;

export type CandidateRecord = InterestProfile & {
  _id: ObjectId;
  username: string;
  profilePicture?: string;
  createdAt?: Date;
  friends?: ObjectId[];
};

export type Viewer = CandidateRecord & { friends: ObjectId[] };

export interface Candidates {
  people: Map<string, CandidateRecord>;
  /** How many of my activities each person shares with me. */
  sharedActivities: Map<string, number>;
}

/**
 * The index is case-sensitive while matching is not, so each value is looked up in the spellings
 * people type (as given, lower case, capitalised words); scoring then ignores case entirely.
 */
export function spellingsOf(values: readonly string[]): string[] {
  const spellings = new Set<string>();
  for (const raw of values) {
    const value = raw.trim();
    if (!value) continue;
    const lower = value.toLowerCase();
    spellings.add(value).add(lower);
    spellings.add(
      lower.replace(
        /(^|[\s-])(\p{L})/gu,
        (_m, lead: string, letter: string) => lead + letter.toUpperCase(),
      ),
    );
  }
  return [...spellings];
}

/**
 * Everyone I may not be suggested: myself, my friends, both sides of my pending requests, and
 * anyone on the other side of a block (whoever blocked whom).
 */
export async function excludedPeople(viewer: Viewer): Promise<Set<string>> {
  const [sent, received, blocked] = await Promise.all([
    FriendRequestModel.find({ sender: viewer._id, status: 'pending' }, { recipient: 1 }).lean(),
    FriendRequestModel.find({ recipient: viewer._id, status: 'pending' }, { sender: 1 }).lean(),
    blockedEitherWay(viewer._id.toString()),
  ]);
  return new Set([
    ...blocked,
    viewer._id.toString(),
    ...viewer.friends.map(String),
    ...sent.map((request) => request.recipient.toString()),
    ...received.map((request) => request.sender.toString()),
  ]);
}

function sharingInterests(viewer: Viewer): Promise<CandidateRecord[]>[] {
  return SCORED_LISTS.flatMap((list) => {
    const values = viewer[list] ?? [];
    if (values.length === 0) return [];
    return [
      UserModel.find({ [list]: { $in: spellingsOf(values) } }, CANDIDATE_FIELDS)
        .limit(PER_LIST_CAP)
        .lean<CandidateRecord[]>()
        .exec(),
    ];
  });
}

function friendsOfFriends(viewer: Viewer): Promise<CandidateRecord[]> {
  if (viewer.friends.length === 0) return Promise.resolve([]);
  return UserModel.find(
    { friends: { $in: viewer.friends.slice(0, FRIENDS_ASKED) } },
    CANDIDATE_FIELDS,
  )
    .limit(FRIENDS_OF_FRIENDS_CAP)
    .lean<CandidateRecord[]>()
    .exec();
}

/** People in my most recent activities, with how many of them each shares with me. */
async function activityCompanions(viewerId: ObjectId): Promise<Map<string, number>> {
  const fields = { creator: 1, participants: 1 };
  const [joined, organised] = await Promise.all([
    ActivityModel.find({ participants: viewerId }, fields)
      .sort({ date: -1 })
      .limit(ACTIVITIES_LOOKED_AT)
      .lean(),
    ActivityModel.find({ creator: viewerId }, fields)
      .sort({ date: -1 })
      .limit(ACTIVITIES_LOOKED_AT)
      .lean(),
  ]);
  const counts = new Map<string, number>();
  for (const activity of [...joined, ...organised]) {
    const people = new Set([activity.creator, ...activity.participants].map(String));
    people.delete(viewerId.toString());
    for (const id of people) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

function byIds(ids: string[]): Promise<CandidateRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return UserModel.find({ _id: { $in: ids } }, CANDIDATE_FIELDS)
    .lean<CandidateRecord[]>()
    .exec();
}

function newest(excluded: Set<string>, wanted: number): Promise<CandidateRecord[]> {
  const ids = [...excluded].map((id) => new mongoose.Types.ObjectId(id));
  return UserModel.find({ _id: { $nin: ids } }, CANDIDATE_FIELDS)
    .sort({ _id: -1 })
    .limit(wanted)
    .lean<CandidateRecord[]>()
    .exec();
}

/** The deduplicated people to score for this viewer, never including `excluded`. */
export async function findCandidates(
  viewer: Viewer,
  excluded: Set<string>,
  wanted: number,
): Promise<Candidates> {
  const [lists, fof, sharedActivities] = await Promise.all([
    Promise.all(sharingInterests(viewer)),
    friendsOfFriends(viewer),
    activityCompanions(viewer._id),
  ]);
  const people = new Map<string, CandidateRecord>();
  const add = (records: CandidateRecord[]) => {
    for (const record of records) {
      const id = record._id.toString();
      if (!excluded.has(id) && !people.has(id)) people.set(id, record);
    }
  };
  for (const records of lists) add(records);
  add(fof);
  const companions = [...sharedActivities]
    .filter(([id]) => !excluded.has(id) && !people.has(id))
    .sort(([, a], [, b]) => b - a)
    .slice(0, COMPANIONS_CAP);
  add(await byIds(companions.map(([id]) => id)));
  if (people.size < wanted) {
    add(await newest(new Set([...excluded, ...people.keys()]), wanted - people.size));
  }
  return { people, sharedActivities };
}
