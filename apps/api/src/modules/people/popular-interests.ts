import { LIMITS, type InterestKind } from '@peerconnect/contracts';
import { readCache } from '@/lib/read-cache';
import { interestChoices } from '@/modules/users';

/** A value at least this many students chose: one student's own words are never suggested to others. */
const CHOSEN_BY_AT_LEAST = 2;

const cached = readCache<string[]>(10);

/**
 * The values of one interest list most students chose, in the spelling most of them used, most
 * chosen first: the sign-up's suggestion chips.
 */
export function popularInterests(kind: InterestKind): Promise<string[]> {
  return cached(kind, async () => {
    const choices = await interestChoices(kind, {
      atLeast: CHOSEN_BY_AT_LEAST,
      limit: LIMITS.popularInterests,
    });
    return choices.map(mostCommon);
  });
}

function mostCommon(spellings: string[]): string {
  const counts = new Map<string, number>();
  for (const spelling of spellings) counts.set(spelling, (counts.get(spelling) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}
