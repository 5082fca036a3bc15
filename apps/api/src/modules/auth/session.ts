import type { VerifySession } from '@/lib/session';
import { readCache } from '@/lib/read-cache';
import { tokenVersionOf } from '@/modules/users';
import type { Tokens } from './token';

/** No user: the token names someone who does not exist (any more). */
const NO_USER = -1;

// Every request checks it (lib/read-cache.ts): a revocation on this instance counts at once, on
// another within the second.
const tokenVersions = readCache<number>(10_000);

const versionOf = (userId: string) =>
  tokenVersions(userId, async () => (await tokenVersionOf(userId)) ?? NO_USER);

/**
 * One check for HTTP requests and socket connections: the token is valid and unexpired, and its
 * version is still the user's (a password change or "sign out everywhere" bumps it).
 */
export function sessionVerifier(tokens: Tokens): VerifySession {
  return async (token) => {
    const claims = tokens.verify(token);
    if (!claims) return null;
    return (await versionOf(claims.userId)) === claims.version ? claims : null;
  };
}
