/**
 * How alike two students are, as the 0–100 `similarityScore` of a friend suggestion.
 *
 * 1. Interests. Each list is compared ignoring case and surrounding spaces, with the Dice
 *    coefficient 2·|A∩B| / (|A|+|B|): 1 for identical lists, 0 for nothing in common, and — unlike
 *    Jaccard — sharing two of four tags each reads as 0.5, not 0.33. The lists are weighted
 *    (hobbies 25, subjects 20, sports 20, free interests 15, music 10, movies 10) and the weighted
 *    mean is taken over the lists at least one of the two has filled in: a list both left empty
 *    says nothing about them, while one filled by only one of them counts as no overlap.
 *    This part is 0–100.
 * 2. Bonuses for what they already share: 5 per mutual friend (at most 20) and 5 per activity
 *    both are in (at most 15), so a student with no interests still gets meaningful scores.
 * 3. Rounded to an integer and clamped to 100. The function is pure: equal inputs, equal scores.
 */
import type { FriendRecommendation } from '@peerconnect/contracts';

export const SCORED_LISTS = [
  'hobbies',
  'favoriteSubjects',
  'sports',
  'interests',
  'musicGenres',
  'movieGenres',
] as const;
export type ScoredList = (typeof SCORED_LISTS)[number];

export type InterestProfile = { readonly [list in ScoredList]?: readonly string[] };

type SharedInterest = FriendRecommendation['sharedInterests'][number];

export const LIST_WEIGHTS: Record<ScoredList, number> = {
  hobbies: 25,
  favoriteSubjects: 20,
  sports: 20,
  interests: 15,
  musicGenres: 10,
  movieGenres: 10,
};

const LIST_TYPES: Record<ScoredList, SharedInterest['type']> = {
  hobbies: 'hobby',
  favoriteSubjects: 'subject',
  sports: 'sport',
  interests: 'other',
  musicGenres: 'other',
  movieGenres: 'other',
};

export const MUTUAL_FRIEND_POINTS = 5;
export const MUTUAL_FRIEND_CAP = 20;
export const SHARED_ACTIVITY_POINTS = 5;
export const SHARED_ACTIVITY_CAP = 15;

export const normalizeInterest = (value: string) => value.trim().toLowerCase();

type KeyedProfile = Record<ScoredList, Map<string, string>>;

/** The distinct values of a list, keyed by their normalised form, each in its first spelling. */
function distinct(values: readonly string[] | undefined): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const value of values ?? []) {
    const key = normalizeInterest(value);
    if (key && !byKey.has(key)) byKey.set(key, value.trim());
  }
  return byKey;
}

/**
 * Each list's distinct values, made once per profile: one request compares the viewer with about
 * 600 candidates, and normalising the viewer's lists again for each was a tenth of its time.
 */
const keyedProfiles = new WeakMap<InterestProfile, KeyedProfile>();
function keyed(profile: InterestProfile): KeyedProfile {
  let lists = keyedProfiles.get(profile);
  if (!lists) {
    lists = Object.fromEntries(
      SCORED_LISTS.map((list) => [list, distinct(profile[list])]),
    ) as KeyedProfile;
    keyedProfiles.set(profile, lists);
  }
  return lists;
}

/** The candidate's values (in the candidate's spelling) that the viewer has too, list by list. */
export function sharedInterests(
  viewer: InterestProfile,
  candidate: InterestProfile,
): SharedInterest[] {
  const shared = new Map<string, SharedInterest>();
  const [mineByList, theirsByList] = [keyed(viewer), keyed(candidate)];
  for (const list of SCORED_LISTS) {
    const mine = mineByList[list];
    for (const [key, value] of theirsByList[list]) {
      const type = LIST_TYPES[list];
      // Music, movies and free interests are all "other": one genre named in two lists shows once.
      if (mine.has(key) && !shared.has(`${type}:${key}`))
        shared.set(`${type}:${key}`, { type, value });
    }
  }
  return [...shared.values()];
}

/** The weighted interest overlap, 0–100 (not rounded). */
export function interestScore(viewer: InterestProfile, candidate: InterestProfile): number {
  let weighted = 0;
  let weights = 0;
  const [mineByList, theirsByList] = [keyed(viewer), keyed(candidate)];
  for (const list of SCORED_LISTS) {
    const mine = mineByList[list];
    const theirs = theirsByList[list];
    if (mine.size + theirs.size === 0) continue;
    let common = 0;
    for (const key of theirs.keys()) if (mine.has(key)) common += 1;
    weighted += LIST_WEIGHTS[list] * ((2 * common) / (mine.size + theirs.size));
    weights += LIST_WEIGHTS[list];
  }
  return weights === 0 ? 0 : (100 * weighted) / weights;
}

export interface MatchInput {
  viewer: InterestProfile;
  candidate: InterestProfile;
  mutualFriends: number;
  sharedActivities: number;
}

export function similarityScore({
  viewer,
  candidate,
  mutualFriends,
  sharedActivities,
}: MatchInput): number {
  const bonus =
    Math.min(MUTUAL_FRIEND_CAP, MUTUAL_FRIEND_POINTS * mutualFriends) +
    Math.min(SHARED_ACTIVITY_CAP, SHARED_ACTIVITY_POINTS * sharedActivities);
  return Math.min(100, Math.round(interestScore(viewer, candidate) + bonus));
}

interface Ranked {
  _id: string;
  similarityScore: number;
  mutualFriends: readonly unknown[];
}

/** Suggestion order: higher score, then more mutual friends, then id (so the order is stable). */
export function bySuggestionRank(a: Ranked, b: Ranked): number {
  return (
    b.similarityScore - a.similarityScore ||
    b.mutualFriends.length - a.mutualFriends.length ||
    (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)
  );
}
