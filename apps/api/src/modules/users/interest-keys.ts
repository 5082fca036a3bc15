import { INTEREST_LISTS, type InterestList } from '@peerconnect/contracts';

/**
 * A student's interests as one stored list, `interestKeys`: a `list:value` key per distinct value
 * of the six interest lists, trimmed and lowercased (`hobbies:chess`). Friend suggestions find the
 * students sharing a value through its one multikey index, whatever their spelling, and score
 * candidates from this list alone instead of moving six lists each (docs/benchmarks.md,
 * Recommendations at scale). Every writer of the lists writes the keys with them: registration
 * (the model's validate hook), profile edits (users.service.ts), the data generator; data written
 * before the field existed is filled in at start-up (interest-keys-migration.ts).
 */

export type InterestLists = { readonly [list in InterestList]?: readonly string[] | null };

export const normalizeInterest = (value: string) => value.trim().toLowerCase();

export const interestKey = (list: InterestList, value: string) =>
  `${list}:${normalizeInterest(value)}`;

/** The list a key was made from (list names hold no colon, values may). */
export const listOfKey = (key: string) => key.slice(0, key.indexOf(':'));

/** The distinct keys of a student's lists, in list order; blank values have none. */
export function interestKeysOf(lists: InterestLists): string[] {
  const keys = new Set<string>();
  for (const list of INTEREST_LISTS)
    for (const value of lists[list] ?? []) if (value.trim()) keys.add(interestKey(list, value));
  return [...keys];
}
