import { API_MESSAGES } from '@peerconnect/contracts';
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { AppError } from '@/lib/app-error';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Slows password guessing: at most `limit` failed sign-ins per 15 minutes for one address and
 * email. Successful sign-ins do not count, and the key includes the email, so behind a proxy that
 * hides client addresses (TRUST_PROXY unset) one attacker cannot lock everybody out.
 */
export function loginRateLimit(limit: number): RequestHandler {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => {
      const email: unknown = req.body?.email;
      const account = typeof email === 'string' ? email.trim().toLowerCase() : '';
      return `${ipKeyGenerator(req.ip ?? '')}|${account}`;
    },
    handler: (_req, _res, next) => next(new AppError(429, API_MESSAGES.tooManyRequests)),
  });
}
