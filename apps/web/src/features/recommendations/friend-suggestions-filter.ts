import type { FriendRecommendation } from '@peerconnect/contracts';
import { DASHBOARD_MESSAGES } from '@/config/dashboard.messages';

/** Where a match turns medium and high: fixed figures, not computed. */
const MATCH_THRESHOLDS = {
  high: 75,
  medium: 50,
} as const;

/** Friend-suggestion filter options of the dashboard, with their labels as shown. */
export const FRIEND_FILTERS = [
  { value: 'all', label: DASHBOARD_MESSAGES.filters.all },
  { value: 'high', label: DASHBOARD_MESSAGES.filters.high },
  { value: 'medium', label: DASHBOARD_MESSAGES.filters.medium },
  { value: 'new', label: DASHBOARD_MESSAGES.filters.new },
  { value: 'mutual', label: DASHBOARD_MESSAGES.filters.mutual },
] as const;

export type MatchLevel = 'high' | 'medium' | 'low';

/** High from 75, medium from 50, low below (coloured green, yellow, grey). */
export function matchLevel(score: number): MatchLevel {
  if (score >= MATCH_THRESHOLDS.high) return 'high';
  if (score >= MATCH_THRESHOLDS.medium) return 'medium';
  return 'low';
}

export type FriendFilter = (typeof FRIEND_FILTERS)[number]['value'];

type Suggestion = Pick<
  FriendRecommendation,
  'username' | 'similarityScore' | 'sharedInterests' | 'isNew' | 'mutualFriends'
>;

const FILTER_TESTS: Record<FriendFilter, (suggestion: Suggestion) => boolean> = {
  all: () => true,
  high: (s) => matchLevel(s.similarityScore) === 'high',
  medium: (s) => matchLevel(s.similarityScore) === 'medium',
  new: (s) => s.isNew,
  mutual: (s) => s.mutualFriends.length > 0,
};

/** The dashboard's suggestion filter: free text on username or shared interest, then an option. */
export function filterFriendSuggestions<T extends Suggestion>(
  list: readonly T[],
  { text = '', filter = 'all' }: { text?: string; filter?: FriendFilter },
): T[] {
  const needle = text.trim().toLowerCase();
  const matchesText = (s: T) =>
    !needle ||
    s.username.toLowerCase().includes(needle) ||
    s.sharedInterests.some((interest) => interest.value.toLowerCase().includes(needle));
  return list.filter((s) => matchesText(s) && FILTER_TESTS[filter](s));
}
