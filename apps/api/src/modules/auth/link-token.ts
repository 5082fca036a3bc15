import { createHash, randomBytes } from 'node:crypto';

/** The hash kept for a mailed token: a database leak cannot be turned into working links. */
export const hashOfLinkToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** A token for a mailed link (32 random bytes) and the hash to store. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOfLinkToken(token) };
}
