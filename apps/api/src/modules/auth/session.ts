import { UserModel } from '@/modules/users/user.model';
import type { Tokens } from './token';

/**
 * The user a session token belongs to, or null when the token is invalid, expired or revoked
 * (its version no longer matches the user's). One check for HTTP requests and socket connections.
 */
export async function verifySession(tokens: Tokens, token: string): Promise<string | null> {
  const claims = tokens.verify(token);
  if (!claims) return null;
  const user = await UserModel.findById(claims.userId, { tokenVersion: 1 }).lean();
  if (!user || (user.tokenVersion ?? 0) !== claims.version) return null;
  return claims.userId;
}
