import type { User } from '@peerconnect/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { keys, set } from 'idb-keyval';
import { offlineStore } from '@/lib/offline-data';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/render';
import { useAuth } from './api/get-session';
import { useSignIn } from './api/sign-in';
import { useSignOut } from './api/sign-out';
import { replaceSessionToken, saveSessionUser } from './session';

const ada = { _id: 'a'.repeat(24), username: 'ada', email: 'ada@uni.edu' } as User;

function signedInAs(user: User, token = 'tok') {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('authTimestamp', String(Date.now()));
}

/** The session hook with the means to change it, over a fresh cache. */
function renderSession(client: QueryClient = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const rendered = renderHook(
    () => ({ auth: useAuth(), signIn: useSignIn(), signOut: useSignOut() }),
    { wrapper },
  );
  return { client, ...rendered };
}

const storedUser = () => JSON.parse(localStorage.getItem('user') ?? 'null') as User | null;

describe('the session', () => {
  it('when a user was cached today, then the student is signed in at once, with no request', () => {
    signedInAs(ada);
    const calls = mockApi({});
    const { result } = renderSession();
    expect(result.current.auth).toMatchObject({ user: ada, token: 'tok', isAuthenticated: true });
    expect(result.current.auth.loading).toBe(false);
    expect(calls).toEqual([]);
  });

  it('when nobody signed in, then the session is a settled visitor', () => {
    mockApi({});
    const { result } = renderSession();
    expect(result.current.auth).toMatchObject({
      user: null,
      isAuthenticated: false,
      loading: false,
    });
  });

  it('when the student signs in, then the session and storage hold the token and user', async () => {
    mockApi({ 'POST /api/auth/login': () => jsonResponse(200, { token: 'new', user: ada }) });
    const { result } = renderSession();
    await act(() => result.current.signIn.mutateAsync({ email: ada.email!, password: 'pw' }));
    await waitFor(() =>
      expect(result.current.auth).toMatchObject({ user: ada, token: 'new', isAuthenticated: true }),
    );
    expect(localStorage.getItem('token')).toBe('new');
    expect(storedUser()).toMatchObject(ada);
  });

  it('when signing in is refused, then the student stays a visitor and nothing is stored', async () => {
    mockApi({
      'POST /api/auth/login': () =>
        jsonResponse(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }),
    });
    const { result } = renderSession();
    await act(async () => {
      await expect(
        result.current.signIn.mutateAsync({ email: ada.email!, password: 'pw' }),
      ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    });
    expect(result.current.auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('when the student signs out, then storage and every screen’s data are cleared and guards go home', async () => {
    signedInAs(ada);
    mockApi({});
    const { client, result } = renderSession();
    client.setQueryData(['friends'], ['bob']);
    await act(() => result.current.signOut());
    await waitFor(() =>
      expect(result.current.auth).toMatchObject({ user: null, token: null, signedOut: true }),
    );
    expect(client.getQueryData(['friends'])).toBeUndefined();
    expect(localStorage.getItem('token')).toBeNull();
    expect(storedUser()).toBeNull();
  });

  it('when the student signs out, then their screens and unsent messages kept for offline use are erased', async () => {
    signedInAs(ada);
    mockApi({});
    await set('screens-ada', { savedAt: Date.now(), queries: [] }, offlineStore('queries'));
    await set('kept-1', { content: 'unsent' }, offlineStore('outbox'));
    const { result } = renderSession();
    await act(() => result.current.signOut());
    await waitFor(async () => expect(await keys(offlineStore('queries'))).toEqual([]));
    expect(await keys(offlineStore('outbox'))).toEqual([]);
  });

  it('when the student changes their profile, then every reader sees the new user', async () => {
    signedInAs(ada);
    mockApi({});
    const { client, result } = renderSession();
    act(() => saveSessionUser(client, { ...ada, username: 'lovelace' }));
    await waitFor(() => expect(result.current.auth.user?.username).toBe('lovelace'));
    expect(storedUser()?.username).toBe('lovelace');
  });

  it('when a visitor’s copy of a user is saved, then the visitor stays signed out', () => {
    mockApi({});
    const { client, result } = renderSession();
    act(() => saveSessionUser(client, ada));
    expect(result.current.auth.isAuthenticated).toBe(false);
  });

  it('when a password change returns a new token, then the session carries it (the socket reconnects with it)', async () => {
    signedInAs(ada, 'old');
    mockApi({});
    const { client, result } = renderSession();
    act(() => replaceSessionToken(client, 'fresh'));
    await waitFor(() => expect(result.current.auth.token).toBe('fresh'));
    expect(localStorage.getItem('token')).toBe('fresh');
  });

  it('when a stale session is checked, then the server’s user replaces the cached one', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({ 'GET /api/auth/me': () => jsonResponse(200, { ...ada, username: 'checked' }) });
    const { result } = renderSession();
    expect(result.current.auth.loading).toBe(true);
    await waitFor(() => expect(result.current.auth.user?.username).toBe('checked'));
    expect(storedUser()?.username).toBe('checked');
  });
});
