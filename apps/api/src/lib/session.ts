/**
 * What a verified session token says. The HTTP and socket layers take a `VerifySession` from the
 * composition root (app.ts), so neither imports the auth module, whose routes import them.
 */
export interface Session {
  userId: string;
  /** When the token stops being valid, in ms since the epoch. */
  expiresAt: number;
  /** When the student signed in for it, in ms since the epoch. */
  issuedAt: number;
}

/** The session of a token, or null when it is invalid, expired or revoked. */
export type VerifySession = (token: string) => Promise<Session | null>;
