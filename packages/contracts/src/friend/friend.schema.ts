import { z } from 'zod';
import { MATCH_THRESHOLDS, type FRIEND_FILTERS } from '../constants';
import { objectIdSchema } from '../common/object-id.schema';
import { userSummarySchema } from '../user/user.schema';

export const friendSchema = userSummarySchema.extend({
  major: z.string().optional(),
  graduationYear: z.number().int().optional(),
  location: z.string().optional(),
});
export type Friend = z.infer<typeof friendSchema>;

export const friendRequestSchema = z.object({
  _id: objectIdSchema,
  sender: userSummarySchema.extend({ major: z.string().optional() }),
  createdAt: z.string().optional(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

/** POST /api/friends/request. */
export const sendFriendRequestSchema = z.object({ userId: objectIdSchema });
export type SendFriendRequest = z.infer<typeof sendFriendRequestSchema>;

/** PUT /api/friends/accept/{requestId}. */
export const acceptFriendResponseSchema = z.object({ friend: friendSchema });
export type AcceptFriendResponse = z.infer<typeof acceptFriendResponseSchema>;

export const FRIEND_REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type FriendRequestStatus = (typeof FRIEND_REQUEST_STATUSES)[number];

/**
 * POST /api/friends/request (and its fallbacks /request-by-id and /request/{userId}): 201 with the
 * new pending request, or 200 with the friend when the other user had already asked (theirs is
 * accepted instead of a second request being made).
 */
export const sendFriendRequestResponseSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('pending'),
    message: z.string(),
    request: z.object({
      _id: objectIdSchema,
      recipient: userSummarySchema,
      createdAt: z.string(),
    }),
  }),
  z.object({ status: z.literal('accepted'), message: z.string(), friend: friendSchema }),
]);
export type SendFriendRequestResponse = z.infer<typeof sendFriendRequestResponseSchema>;

export const SHARED_INTEREST_TYPES = ['hobby', 'sport', 'subject', 'other'] as const;

export const friendRecommendationSchema = userSummarySchema.extend({
  similarityScore: z.number().int().min(0).max(100),
  sharedInterests: z.array(z.object({ type: z.enum(SHARED_INTEREST_TYPES), value: z.string() })),
  isOnline: z.boolean(),
  isNew: z.boolean(),
  mutualFriends: z.array(userSummarySchema),
});
export type FriendRecommendation = z.infer<typeof friendRecommendationSchema>;

export type MatchLevel = 'high' | 'medium' | 'low';

/** High from 75, medium from 50, low below (spec §9; the web colours them green, yellow, grey). */
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

/** The dashboard's suggestion filter (spec §5): free text on username or shared interest, then an option. */
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
