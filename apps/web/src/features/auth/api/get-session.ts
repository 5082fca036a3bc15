import { SECOND, type User } from '@peerconnect/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL } from '@/config/timeouts';
import { hasCode } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import { fetchMe } from './get-me';

/** The signed-in student and their token (kept in storage too), or a visitor. */
export interface Session {
  user: User | null;
  token: string | null;
  /** True after the student chose to sign out: guarded screens then go home, not to /login. */
  signedOut: boolean;
}

export const visitorSession = (signedOut = false): Session => ({
  user: null,
  token: null,
  signedOut,
});

/** Waits between session checks while the server cannot be reached: it may be waking up. */
const RETRY_DELAYS = [1 * SECOND, 2 * SECOND, 5 * SECOND];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks the server for a stale session's user. A refused token ends the session; an unreachable or
 * slow server keeps the last known user, and without one the check is repeated until the server
 * answers: a valid session is never signed out because the server was asleep.
 */
async function restoreUser(signal: AbortSignal): Promise<User | null> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const user = await fetchMe();
      storage.saveSession(null, user);
      return user;
    } catch (error) {
      if (hasCode(error, 'UNAUTHORIZED')) return null;
      const cached = storage.cachedUser();
      if (cached) return cached.user;
    }
    await wait(RETRY_DELAYS[Math.min(attempt, RETRY_DELAYS.length - 1)]!);
    // Nobody shows the session any more (the app closed): stop asking, and keep what is stored.
    if (signal.aborted) throw new Error('session check cancelled');
  }
}

/** The saved session checked with the server; a refused one is cleared from storage. */
export async function getSession(signal: AbortSignal): Promise<Session> {
  const token = storage.token();
  if (!token) return visitorSession();
  const user = await restoreUser(signal);
  if (user) return { user, token: storage.token(), signedOut: false };
  storage.clearSession();
  return visitorSession();
}

/**
 * What is known before any request: a visitor (no token) or a user cached recently enough is
 * settled at once, so the first render is already the screen; only a stale session waits for /me.
 */
function savedSession(): Session | undefined {
  const token = storage.token();
  if (!token) return visitorSession();
  const cached = storage.cachedUser();
  return cached && Date.now() - cached.savedAt < CACHE_TTL.cachedUser
    ? { user: cached.user, token, signedOut: false }
    : undefined;
}

/** The one session of the app: changed only by the writers in `../session.ts`, never refetched. */
export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: ({ signal }) => getSession(signal),
    initialData: savedSession,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** The session as screens read it. */
export function useAuth() {
  const { data, isPending } = useQuery(getSessionQueryOptions());
  return {
    user: data?.user ?? null,
    token: data?.token ?? null,
    isAuthenticated: Boolean(data?.user),
    loading: isPending,
    signedOut: data?.signedOut ?? false,
  };
}
