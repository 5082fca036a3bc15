import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationType } from '@peerconnect/contracts';
import mongoose from 'mongoose';

/**
 * The signed token of a mail's one-click unsubscribe: it names the student and, with the type in
 * the address, can stop only that type's mail. No expiry: an old mail's link keeps working.
 */
export function unsubscribeTokens(secret: string) {
  const signature = (userId: string, type: NotificationType) =>
    createHmac('sha256', secret).update(`unsubscribe:${userId}:${type}`).digest('base64url');
  return {
    sign: (userId: string, type: NotificationType) => `${userId}.${signature(userId, type)}`,
    /** The student the token names, or undefined when it is not one of ours for this type. */
    verify(token: string, type: NotificationType): string | undefined {
      const [userId, given] = token.split('.');
      if (!userId || !given || !mongoose.isObjectIdOrHexString(userId)) return undefined;
      const expected = Buffer.from(signature(userId, type));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected)
        ? userId
        : undefined;
    },
  };
}
