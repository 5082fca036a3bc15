import { createSecretKey } from 'node:crypto';
import jwt, { type SignOptions } from 'jsonwebtoken';

const ISSUER = 'peerconnect';
const AUDIENCE = 'peerconnect-web';

export interface TokenClaims {
  userId: string;
  version: number;
  /** When the token stops being valid, in ms since the epoch. */
  expiresAt: number;
  /** When it was signed (the sign-in), in ms since the epoch. */
  issuedAt: number;
}

/** Session tokens: HS256 pinned both ways, so `alg: none` and other algorithms are refused. */
export function createTokens(secret: string, expiresIn: string) {
  // A key object made once: given the string, jsonwebtoken first tries to parse it as a PEM key on
  // every sign and verify and only falls back to a secret when that throws.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    sign({ userId, version }: Pick<TokenClaims, 'userId' | 'version'>): string {
      return jwt.sign({ ver: version }, key, {
        algorithm: 'HS256',
        subject: userId,
        issuer: ISSUER,
        audience: AUDIENCE,
        expiresIn: (/^\d+$/.test(expiresIn)
          ? Number(expiresIn)
          : expiresIn) as SignOptions['expiresIn'],
      });
    },
    /** The claims of a valid token, or null for any invalid, expired or foreign one. */
    verify(token: string): TokenClaims | null {
      try {
        const payload = jwt.verify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        if (typeof payload === 'string' || typeof payload.sub !== 'string') return null;
        if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
        return {
          userId: payload.sub,
          version: typeof payload.ver === 'number' ? payload.ver : 0,
          expiresAt: payload.exp * 1000,
          issuedAt: payload.iat * 1000,
        };
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
