import { MODERATION_MESSAGES } from '@peerconnect/contracts';
import { AppError } from '@/lib/app-error';
import { timeText } from '@/lib/time-text';

interface Suspendable {
  suspendedUntil?: Date | null;
  banned?: boolean | null;
  timeZone?: string | null;
}

/**
 * Refuses a session to a banned student, or to a suspended one until the date, saying until when
 * (in their own time zone). Every way of signing in asks here.
 */
export function refuseIfSuspended(user: Suspendable, now = new Date()): void {
  if (user.banned) throw new AppError(403, MODERATION_MESSAGES.banned, 'ACCOUNT_SUSPENDED');
  if (user.suspendedUntil && user.suspendedUntil > now)
    throw new AppError(
      403,
      MODERATION_MESSAGES.suspendedUntil(
        timeText(user.suspendedUntil, user.timeZone ?? undefined, 'full'),
      ),
      'ACCOUNT_SUSPENDED',
    );
}
