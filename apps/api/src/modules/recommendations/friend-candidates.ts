/**
 * Who is worth scoring as a friend suggestion. Scoring everyone does not scale (100,000 users),
 * so candidates come only from index-backed lookups, each capped:
 * - people sharing at least one interest value: one `$in` per list on the `interestKeys` index;
 * - friends of my friends: read from my friends' own lists (friendships are kept on both sides),
 *   most mutual friends first;
 * - people in my activities (joined or organised): the activities' participant and creator indexes;
 * - only when those give too few: the newest accounts, by the `_id` index (ids grow with time).
 * Every lookup reads only what scoring needs, as plain objects: a candidate is its id and its
 * `interestKeys` (not its six lists, name and picture: the service reads those for the 20 chosen
 * only), and comes without its friends list, since my friends' lists already say who shares a
 * friend with me.
 */
import type mongoose from 'mongoose';
import { recentActivityPeople } from '@/modules/activities';
import { pendingPartnersOf } from '@/modules/friends';
import {
  blockedEitherWay,
  friendIdsOfEach,
  interestKeysOf,
  listOfKey,
  newestStudents,
  studentsByIds,
  studentsWithInterestKeys,
} from '@/modules/users';
import { SCORED_LISTS, type InterestProfile } from './friend-scoring';

type ObjectId = mongoose.Types.ObjectId;

/**
 * Per interest list: reading and scoring candidates is most of a request's CPU (docs/benchmarks.md,
 * Campus evening peak); which sharers come first is index order either way, so a small sample of
 * each list loses no ranking signal. Twenty suggestions are chosen from up to 350 people.
 */
export const PER_LIST_CAP = 25;
export const FRIENDS_OF_FRIENDS_CAP = 100;
export const ACTIVITIES_LOOKED_AT = 50;
export const COMPANIONS_CAP = 100;
/**
 * Bounds the `$in` of a user with very many friends: mutual friends are counted among their first
 * this many friends (every friend for anyone below it).
 */
const FRIENDS_ASKED = 1_000;

const CANDIDATE_FIELDS = ['interestKeys'] as const;

/** The lists and campus too: activity suggestions match them against activities. */
export const VIEWER_FIELDS = [...CANDIDATE_FIELDS, ...SCORED_LISTS, 'friends', 'campus'] as const;

/** A candidate's keys are missing only until the start-up backfill reaches them. */
export type CandidateRecord = { _id: ObjectId; interestKeys?: string[] | null };

/** The student asking, as stored (a student who never had a friend may have no list yet). */
export type ViewerRecord = CandidateRecord &
  InterestProfile & { friends?: ObjectId[]; campus?: { _id: ObjectId } | null };

export type Viewer = ViewerRecord & { friends: ObjectId[]; interestKeys: string[] };

/** The viewer with their lists defaulted; keys made from the lists if not filled in yet. */
export const asViewer = (record: ViewerRecord): Viewer => ({
  ...record,
  friends: record.friends ?? [],
  interestKeys: record.interestKeys ?? interestKeysOf(record),
});

export interface Candidates {
  people: Map<string, CandidateRecord>;
  /** How many of my activities each person shares with me. */
  sharedActivities: Map<string, number>;
  /** The friends each person shares with me (ids, in the order of my friends list). */
  mutualFriends: Map<string, string[]>;
}

/**
 * Everyone I may not be suggested: myself, my friends, both sides of my pending requests, and
 * anyone on the other side of a block (whoever blocked whom).
 */
export async function excludedPeople(viewer: Viewer): Promise<Set<string>> {
  const [pending, blocked] = await Promise.all([
    pendingPartnersOf(viewer._id.toString()),
    blockedEitherWay(viewer._id.toString()),
  ]);
  return new Set([...blocked, viewer._id.toString(), ...viewer.friends.map(String), ...pending]);
}

/** A sample of each list's sharers (a list at a time, so every list the viewer filled in has its say). */
function sharingInterests(viewer: Viewer): Promise<CandidateRecord[]>[] {
  return SCORED_LISTS.flatMap((list) => {
    const keys = viewer.interestKeys.filter((key) => listOfKey(key) === list);
    if (keys.length === 0) return [];
    return [studentsWithInterestKeys(keys, PER_LIST_CAP, CANDIDATE_FIELDS)];
  });
}

/** Everyone my friends are friends with, each with the friends of mine they share. */
async function mutualFriendsOf(viewer: Viewer): Promise<Map<string, string[]>> {
  const mutual = new Map<string, string[]>();
  if (viewer.friends.length === 0) return mutual;
  const asked = viewer.friends.slice(0, FRIENDS_ASKED);
  const friendsOf = await friendIdsOfEach(asked);
  for (const friendId of asked.map(String))
    for (const id of friendsOf.get(friendId) ?? []) {
      const shared = mutual.get(id);
      if (shared) shared.push(friendId);
      else mutual.set(id, [friendId]);
    }
  return mutual;
}

/** The `cap` ids with the highest counts that are neither excluded nor already chosen. */
function mostCounted(
  counts: Iterable<[string, number]>,
  skip: (id: string) => boolean,
  cap: number,
): string[] {
  return [...counts]
    .filter(([id]) => !skip(id))
    .sort(([, a], [, b]) => b - a)
    .slice(0, cap)
    .map(([id]) => id);
}

/** People in my most recent activities, with how many of them each shares with me. */
async function activityCompanions(viewerId: ObjectId): Promise<Map<string, number>> {
  const activities = await recentActivityPeople(viewerId.toString(), ACTIVITIES_LOOKED_AT);
  const counts = new Map<string, number>();
  for (const members of activities) {
    const people = new Set(members);
    people.delete(viewerId.toString());
    for (const id of people) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

function byIds(ids: string[]): Promise<CandidateRecord[]> {
  return studentsByIds(ids, CANDIDATE_FIELDS);
}

function newest(excluded: Set<string>, wanted: number): Promise<CandidateRecord[]> {
  return newestStudents([...excluded], wanted, CANDIDATE_FIELDS);
}

/** The deduplicated people to score for this viewer, never including `excluded`. */
export async function findCandidates(
  viewer: Viewer,
  excluded: Set<string>,
  wanted: number,
): Promise<Candidates> {
  const [lists, mutualFriends, sharedActivities] = await Promise.all([
    Promise.all(sharingInterests(viewer)),
    mutualFriendsOf(viewer),
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
  const chosen = (id: string) => excluded.has(id) || people.has(id);
  const friendsOfFriends = mostCounted(
    [...mutualFriends].map(([id, shared]) => [id, shared.length]),
    chosen,
    FRIENDS_OF_FRIENDS_CAP,
  );
  const picked = new Set(friendsOfFriends);
  const companions = mostCounted(
    sharedActivities,
    (id) => chosen(id) || picked.has(id),
    COMPANIONS_CAP,
  );
  add(await byIds([...friendsOfFriends, ...companions]));
  if (people.size < wanted) {
    add(await newest(new Set([...excluded, ...people.keys()]), wanted - people.size));
  }
  return { people, sharedActivities, mutualFriends };
}
