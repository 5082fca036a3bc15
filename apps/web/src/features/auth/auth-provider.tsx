import {
  SECOND,
  type AuthResponse,
  type LoginRequest,
  type RegisterRequest,
  type User,
} from '@peerconnect/contracts';
import { CACHE_TTL } from '@/config/timeouts';
import { CLIENT_MESSAGES } from '@/config/messages';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { hasCode } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { storage } from '@/lib/storage';
import { browserTimeZone } from '@/lib/time-zone';
import { setTimeZone } from './api/time-zone';
import { authReducer, initialAuthState, type AuthState } from './auth-reducer';

interface AuthContextValue extends AuthState {
  login(credentials: LoginRequest): Promise<User>;
  register(details: RegisterRequest): Promise<User>;
  /** Signs in with a session the server granted some other way (a password reset). */
  startSession(session: AuthResponse): void;
  logout(): void;
  /** Replaces the signed-in user after they changed their profile, so every screen shows it. */
  updateUser(user: User): void;
  /** Switches to the token a password change returned: the server has revoked the older ones. */
  replaceToken(token: string): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The signed-in user cached recently enough to trust without asking the server: a day. */
function freshCachedUser(): User | null {
  const cached = storage.cachedUser();
  return cached && Date.now() - cached.savedAt < CACHE_TTL.cachedUser ? cached.user : null;
}

/**
 * What is known before any request: a visitor (no token) or a fresh cached user is settled at
 * once, so the first render is already the screen, with no start-up spinner in between; only a
 * stale session waits for /me.
 */
function startingAuthState(): AuthState {
  const token = storage.token();
  if (!token) return { ...initialAuthState, loading: false };
  const user = freshCachedUser();
  return user
    ? { ...initialAuthState, user, token, isAuthenticated: true, loading: false }
    : initialAuthState;
}

/** The auth calls, loaded on demand: they bring the contracts' schemas, which visitors never need. */
const loadAuthApi = () => import('./api/auth-api');

/** Waits between session checks while the server cannot be reached: it may be waking up. */
const RETRY_DELAYS = [1 * SECOND, 2 * SECOND, 5 * SECOND];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks the server for a stale session's user. A refused token ends the session; an unreachable or
 * slow server keeps the last known user, and without one the check is repeated until the server
 * answers: a valid session is never signed out because the server was asleep.
 */
async function restoreSession(isActive: () => boolean): Promise<User | null> {
  for (let attempt = 0; isActive(); attempt += 1) {
    try {
      const { fetchMe } = await loadAuthApi();
      const user = await fetchMe();
      storage.saveSession(null, user);
      return user;
    } catch (error) {
      if (hasCode(error, 'UNAUTHORIZED')) return null;
      const cached = storage.cachedUser();
      if (cached) return cached.user;
    }
    await wait(RETRY_DELAYS[Math.min(attempt, RETRY_DELAYS.length - 1)]!);
  }
  return null;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, undefined, startingAuthState);
  // Decided once, by the state the provider started with: a settled start needs no restoring.
  const [restoring] = useState(() => state.loading);

  useEffect(() => {
    if (!restoring) return;
    let active = true;
    void restoreSession(() => active).then((user) => {
      if (!active) return;
      if (user) dispatch({ type: 'USER_LOADED', user });
      else {
        storage.clearSession();
        dispatch({ type: 'AUTH_ERROR' });
      }
    });
    return () => {
      active = false;
    };
  }, [restoring]);

  // A signed-in call refused with 401 means the server ended this session (a password reset or
  // "sign out everywhere" on another device, a deleted account): sign in again.
  const screensClient = useQueryClient();
  useEffect(
    () =>
      screensClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { error } = event.action;
        if (!hasCode(error, 'UNAUTHORIZED') || !storage.token()) return;
        storage.clearSession();
        screensClient.clear();
        dispatch({ type: 'AUTH_ERROR' });
      }),
    [screensClient],
  );

  const login = useCallback(async (credentials: LoginRequest) => {
    storage.clearSession();
    try {
      queryClient.clear();
      // Loaded on demand: login and register bring the response schema (zod) with them.
      const authApi = await loadAuthApi();
      const { token, user } = await authApi.login(credentials);
      storage.saveSession(token, user);
      dispatch({ type: 'LOGIN_SUCCESS', token, user });
      return user;
    } catch (error) {
      storage.clearSession();
      dispatch({ type: 'LOGIN_FAIL' });
      throw error;
    }
  }, []);

  const register = useCallback(async (details: RegisterRequest) => {
    try {
      const authApi = await loadAuthApi();
      const { token, user } = await authApi.register(details);
      storage.saveSession(token, user);
      dispatch({ type: 'REGISTER_SUCCESS', token, user });
      return user;
    } catch (error) {
      dispatch({ type: 'REGISTER_FAIL' });
      throw error;
    }
  }, []);

  const startSession = useCallback(({ token, user }: AuthResponse) => {
    queryClient.clear();
    storage.saveSession(token, user);
    dispatch({ type: 'LOGIN_SUCCESS', token, user });
  }, []);

  const logout = useCallback(() => {
    storage.clearSession();
    queryClient.clear();
    dispatch({ type: 'LOGOUT' });
  }, []);

  const updateUser = useCallback((user: User) => {
    storage.saveSession(null, user);
    dispatch({ type: 'USER_LOADED', user });
  }, []);

  // Notifications and mails write times in the zone the server knows: the browser's, once it
  // differs. A failed call changes nothing and is made again on the next start.
  const signedInUser = state.isAuthenticated ? state.user : null;
  useEffect(() => {
    // Visitors skip it: reading the zone builds a first date format, which loads the locale data
    // (15-30 ms here, four times that on a slow phone).
    if (!signedInUser) return;
    const zone = browserTimeZone();
    if (!zone || signedInUser.timeZone === zone) return;
    setTimeZone(zone).then(updateUser, () => undefined);
  }, [signedInUser, updateUser]);

  const replaceToken = useCallback((token: string) => {
    storage.saveToken(token);
    // A new state re-renders the screens: their session socket (use-socket.ts) reads the stored
    // token then and reconnects with the new one.
    dispatch({ type: 'TOKEN_REPLACED', token });
  }, []);

  const value = useMemo(
    () => ({ ...state, login, register, startSession, logout, updateUser, replaceToken }),
    [state, login, register, startSession, logout, updateUser, replaceToken],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error(CLIENT_MESSAGES.useAuthOutsideProvider);
  return context;
}
