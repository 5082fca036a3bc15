import { readCache } from '@/lib/read-cache';
import { UserModel } from '@/modules/users';
import type { TokenClaims, Tokens } from './token';

/** No user: the token names someone who does not exist (any more). */
const NO_USER = -1;

// Every request checks it (lib/read-cache.ts): a revocation on this instance counts at once, on
// another within the second.
const tokenVersions = readCache<number>(10_000);

const tokenVersionOf = (userId: string) =>
  tokenVersions(userId, async () => {
    const user = await UserModel.findById(userId, { tokenVersion: 1 }).lean();
    return user ? (user.tokenVersion ?? 0) : NO_USER;
  });

/**
 * The claims of a session token, or null when the token is invalid, expired or revoked (its version
 * no longer matches the user's). One check for HTTP requests and socket connections.
 */
export async function verifySession(tokens: Tokens, token: string): Promise<TokenClaims | null> {
  const claims = tokens.verify(token);
  if (!claims) return null;
  return (await tokenVersionOf(claims.userId)) === claims.version ? claims : null;
}
