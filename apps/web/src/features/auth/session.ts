import type { AuthResponse, User } from '@peerconnect/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { storage } from '@/lib/storage';
import { getSessionQueryOptions, visitorSession, type Session } from './api/get-session';

/** The only writers of the session query: each keeps storage and the cache in step. */
const sessionKey = getSessionQueryOptions().queryKey;

/** Drops every screen's data, so the next student never sees the previous one's. */
function forgetScreens(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
}

/** Signs this browser in with a session the server granted (sign-in, sign-up, password reset). */
export function startSession(client: QueryClient, { token, user }: AuthResponse): void {
  forgetScreens(client);
  storage.saveSession(token, user);
  client.setQueryData(sessionKey, { user, token, signedOut: false });
}

/** Ends the session; `chosen` when the student signed out, not when the server ended it. */
export function endSession(client: QueryClient, { chosen }: { chosen: boolean }): void {
  storage.clearSession();
  // Loaded on demand: IndexedDB's wrapper stays out of the first load.
  void import('@/lib/offline-data').then(({ clearOfflineData }) => clearOfflineData());
  forgetScreens(client);
  client.setQueryData(sessionKey, visitorSession(chosen));
}

const whenSignedIn =
  (change: (session: Session) => Session) =>
  (session: Session | undefined): Session | undefined =>
    session?.user ? change(session) : session;

/** Replaces the signed-in user after they changed their profile, so every screen shows it. */
export function saveSessionUser(client: QueryClient, user: User): void {
  storage.saveSession(null, user);
  client.setQueryData(
    sessionKey,
    whenSignedIn((session) => ({ ...session, user })),
  );
}

/**
 * Switches to the token a password change returned: the server has revoked the older ones, and
 * the session socket reconnects with the new one.
 */
export function replaceSessionToken(client: QueryClient, token: string): void {
  storage.saveToken(token);
  client.setQueryData(
    sessionKey,
    whenSignedIn((session) => ({ ...session, token })),
  );
}
