import jwt, { type SignOptions } from 'jsonwebtoken';

const ISSUER = 'peerconnect';
const AUDIENCE = 'peerconnect-web';

export interface TokenClaims {
  userId: string;
  version: number;
}

/** Session tokens: HS256 pinned both ways, so `alg: none` and other algorithms are refused. */
export function createTokens(secret: string, expiresIn: string) {
  return {
    sign({ userId, version }: TokenClaims): string {
      return jwt.sign({ ver: version }, secret, {
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
        const payload = jwt.verify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        if (typeof payload === 'string' || typeof payload.sub !== 'string') return null;
        return { userId: payload.sub, version: typeof payload.ver === 'number' ? payload.ver : 0 };
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
