import { z } from 'zod';
import { objectIdSchema } from '../common/object-id.schema';
import { userSummarySchema } from '../users/user.schema';

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
