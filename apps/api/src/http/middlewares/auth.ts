import { API_MESSAGES } from '@peerconnect/contracts';
import type { RequestHandler } from 'express';
import { unauthorized } from '@/lib/app-error';
import type { VerifySession } from '@/lib/session';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own augmentation point.
  namespace Express {
    interface Request {
      /** Set by `authenticate`: the signed-in user's id, from the verified token only. */
      userId?: string;
      /** Set by `authenticate`: when the student signed in for this session (ms since the epoch). */
      signedInAt?: number;
    }
  }
}

function tokenFrom(headers: Record<string, string | string[] | undefined>): string | undefined {
  const header = headers['x-auth-token'];
  const own = Array.isArray(header) ? header[0] : header;
  const authorization = headers.authorization;
  const bearer =
    typeof authorization === 'string' && /^Bearer /i.test(authorization)
      ? authorization.slice(7).trim()
      : undefined;
  if (own && bearer && own !== bearer) throw unauthorized(API_MESSAGES.conflictingTokens);
  return own || bearer || undefined;
}

/** Accepts the token from `x-auth-token` or `Authorization: Bearer`, and refuses revoked ones. */
export function authenticate(verifySession: VerifySession): RequestHandler {
  return async (req, _res, next) => {
    const token = tokenFrom(req.headers);
    if (!token) throw unauthorized(API_MESSAGES.noToken);
    const session = await verifySession(token);
    if (!session) throw unauthorized(API_MESSAGES.invalidToken);
    req.userId = session.userId;
    req.signedInAt = session.issuedAt;
    next();
  };
}

/** The signed-in user's id in a handler behind `authenticate`. */
export function currentUserId(req: { userId?: string }): string {
  if (!req.userId) throw unauthorized(API_MESSAGES.noToken);
  return req.userId;
}
