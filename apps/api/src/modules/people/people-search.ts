/**
 * People search: by username, interest or major, ranked exact username first, then usernames
 * starting with the text, then containing it, then interests, then majors; alphabetical within
 * each. A block hides the two students from each other; a student who opted out
 * (`searchable: false`) is never listed (the exact-email lookup still finds them).
 */
import {
  INTEREST_LISTS,
  LIMITS,
  type PeoplePage,
  type PeopleSearchQuery,
  type PersonResult,
} from '@peerconnect/contracts';
import { absolute } from '@/lib/absolute-url';
import { requestedAmong } from '@/modules/friends';
import {
  blockedEitherWay,
  friendIdsOf,
  searchCandidates,
  type SearchCandidate,
} from '@/modules/users';

/** How well a candidate matched (lower is better) and on what. */
function rank(person: SearchCandidate, text: string) {
  if (person.usernameKey === text) return { tier: 0, match: 'username-exact' as const };
  if (person.usernameKey.startsWith(text)) return { tier: 1, match: 'username-prefix' as const };
  if (person.usernameKey.includes(text)) return { tier: 2, match: 'username' as const };
  const interest = INTEREST_LISTS.flatMap((list) => person[list] ?? []).find((value) =>
    value.toLowerCase().includes(text),
  );
  if (interest) return { tier: 3, match: 'interest' as const, interest };
  return { tier: 4, match: 'major' as const };
}

export async function searchPeople(
  viewerId: string,
  { q, page }: PeopleSearchQuery,
  baseUrl: string,
): Promise<PeoplePage> {
  const text = q.toLowerCase();
  const hidden = [viewerId, ...(await blockedEitherWay(viewerId))];
  const candidates = await searchCandidates(text, hidden, LIMITS.peopleSearchRanked);
  const seen = new Set<string>();
  const ranked = candidates
    .filter((person) => !seen.has(person._id.toString()) && seen.add(person._id.toString()))
    .map((person) => ({ person, ...rank(person, text) }))
    .sort((a, b) => a.tier - b.tier || a.person.usernameKey.localeCompare(b.person.usernameKey));
  const start = (page - 1) * LIMITS.peoplePageSize;
  const shown = ranked.slice(start, start + LIMITS.peoplePageSize);
  const ids = shown.map(({ person }) => person._id);
  const [friendIds, asked] = await Promise.all([
    friendIdsOf(viewerId),
    requestedAmong(viewerId, ids.map(String)),
  ]);
  const friends = new Set(friendIds);
  const items = shown.map(({ person, match, interest }): PersonResult => {
    const id = person._id.toString();
    return {
      _id: id,
      username: person.username,
      profilePicture: absolute(baseUrl, person.profilePicture),
      ...(person.major ? { major: person.major } : {}),
      match,
      ...(interest ? { interest } : {}),
      isFriend: friends.has(id),
      requestSent: asked.has(id),
    };
  });
  return { items, nextPage: ranked.length > start + LIMITS.peoplePageSize ? page + 1 : null };
}
