import { z } from 'zod';
import { userSummarySchema } from './user.schema';

/**
 * Blocking another student: they can no longer message you, send you friend requests or be
 * suggested to you (nor you to them). The refusals they meet do not say that they were blocked.
 */
export const BLOCK_MESSAGES = {
  blocked: 'User blocked',
  unblocked: 'User unblocked',
  cannotBlockSelf: 'You cannot block yourself',
  /** What someone on either side of a block meets when sending a friend request. */
  requestNotAllowed: 'You cannot send a friend request to this user',
} as const;

/** POST and DELETE /api/users/{id}/block. */
export const blockResponseSchema = z.object({ message: z.string(), blocked: z.boolean() });
export type BlockResponse = z.infer<typeof blockResponseSchema>;

/** GET /api/users/blocked: the students the signed-in user has blocked. */
export const blockedUsersResponseSchema = z.array(userSummarySchema);
export type BlockedUsersResponse = z.infer<typeof blockedUsersResponseSchema>;
