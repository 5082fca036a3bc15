/**
 * How alike two students are, as the 0–100 `similarityScore` of a friend suggestion.
 *
 * 1. Interests. Each list is compared ignoring case and surrounding spaces (as the stored
 *    `interestKeys`, users/interest-keys.ts, so candidates move no lists), with the Dice
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
import {
  INTEREST_LISTS,
  type FriendRecommendation,
  type InterestList,
} from '@peerconnect/contracts';
import { interestKey, listOfKey, type InterestLists } from '@/modules/users';

/** The lists compared, as `list:value` keys in each student's `interestKeys` (see interest-keys.ts). */
export const SCORED_LISTS = INTEREST_LISTS;
export type ScoredList = InterestList;

export type InterestProfile = InterestLists;

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

const LIST_POSITION = new Map<string, number>(SCORED_LISTS.map((list, i) => [list, i]));

/** The viewer's keys, with how many distinct values each list holds: made once per request. */
export interface ViewerInterests {
  keys: ReadonlySet<string>;
  sizes: readonly number[];
}

export function viewerInterests(keys: readonly string[]): ViewerInterests {
  const sizes = SCORED_LISTS.map(() => 0);
  for (const key of keys) {
    const position = LIST_POSITION.get(listOfKey(key));
    if (position !== undefined) sizes[position]! += 1;
  }
  return { keys: new Set(keys), sizes };
}

/** The candidate's values (in the candidate's spelling) that the viewer has too, list by list. */
export function sharedInterests(
  viewer: ViewerInterests,
  candidate: InterestProfile,
): SharedInterest[] {
  const shared = new Map<string, SharedInterest>();
  for (const list of SCORED_LISTS) {
    const type = LIST_TYPES[list];
    for (const value of candidate[list] ?? []) {
      const key = interestKey(list, value);
      // Music, movies and free interests are all "other": one genre named in two lists shows once.
      const shown = `${type}:${key.slice(list.length + 1)}`;
      if (viewer.keys.has(key) && !shared.has(shown))
        shared.set(shown, { type, value: value.trim() });
    }
  }
  return [...shared.values()];
}

/**
 * The weighted interest overlap, 0–100 (not rounded), from the candidate's distinct keys: one pass
 * counting per list their values and those the viewer shares.
 */
export function interestScore(viewer: ViewerInterests, candidateKeys: readonly string[]): number {
  const theirs = SCORED_LISTS.map(() => 0);
  const common = SCORED_LISTS.map(() => 0);
  for (const key of candidateKeys) {
    const position = LIST_POSITION.get(listOfKey(key));
    if (position === undefined) continue;
    theirs[position]! += 1;
    if (viewer.keys.has(key)) common[position]! += 1;
  }
  let weighted = 0;
  let weights = 0;
  SCORED_LISTS.forEach((list, i) => {
    const both = viewer.sizes[i]! + theirs[i]!;
    if (both === 0) return;
    weighted += LIST_WEIGHTS[list] * ((2 * common[i]!) / both);
    weights += LIST_WEIGHTS[list];
  });
  return weights === 0 ? 0 : (100 * weighted) / weights;
}

export interface MatchInput {
  viewer: ViewerInterests;
  /** The candidate's `interestKeys`. */
  candidate: readonly string[];
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
