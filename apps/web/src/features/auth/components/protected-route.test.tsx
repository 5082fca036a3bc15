import { act, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { friendEndpoints } from '@peerconnect/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import { ProtectedRoute, VisitorRoute } from './protected-route';

const routes = (
  <>
    <Route
      path="/dashboard"
      element={
        <ProtectedRoute>
          <p>secret dashboard</p>
        </ProtectedRoute>
      }
    />
    <Route
      path="/login"
      element={
        <VisitorRoute>
          <p>login page</p>
        </VisitorRoute>
      }
    />
  </>
);

const ada = { _id: 'a'.repeat(24), username: 'ada' };
const DAY = 24 * 60 * 60 * 1000;

function cacheUser(age: number) {
  localStorage.setItem('user', JSON.stringify(ada));
  localStorage.setItem('authTimestamp', String(Date.now() - age));
}

/** A server that answers /me after `delays[n]` ms on its n-th call; the client's timeout aborts it. */
function slowMe(delays: number[]) {
  let call = 0;
  global.fetch = jest.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    const delay = delays[Math.min(call++, delays.length - 1)]!;
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(jsonResponse(200, ada)), delay);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  }) as typeof fetch;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function FriendsScreen() {
  const friends = useQuery({
    queryKey: ['friends'],
    queryFn: () => apiCall(friendEndpoints.list),
  });
  return <p>{friends.isError ? 'failed' : 'friends screen'}</p>;
}

describe('protected routes', () => {
  it('when the server refuses the session of a signed-in screen (ended on another device), then the student is sent to sign in', async () => {
    localStorage.setItem('token', 'revoked');
    cacheUser(0);
    mockApi({
      'GET /api/friends': () =>
        jsonResponse(401, { code: 'UNAUTHORIZED', message: 'Token is not valid' }),
    });
    renderAt(
      '/friends',
      <>
        {routes}
        <Route
          path="/friends"
          element={
            <ProtectedRoute>
              <FriendsScreen />
            </ProtectedRoute>
          }
        />
      </>,
    );
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('when nobody is signed in, then the visitor is sent to the login page', async () => {
    mockApi({});
    renderAt('/dashboard', routes);
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('when a saved token is accepted by the server, then the screen shows', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      'GET /api/auth/me': () => jsonResponse(200, { _id: 'a'.repeat(24), username: 'ada' }),
    });
    renderAt('/dashboard', routes);
    expect(await screen.findByText('secret dashboard')).toBeInTheDocument();
  });

  it('when the saved token is refused, then the session ends and the visitor goes to login', async () => {
    localStorage.setItem('token', 'expired');
    mockApi({
      'GET /api/auth/me': () =>
        jsonResponse(401, { code: 'UNAUTHORIZED', message: 'Token is not valid' }),
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/dashboard', routes);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('when the server is unreachable but a user is cached, then the cached user keeps the session', async () => {
    localStorage.setItem('token', 'tok');
    cacheUser(DAY + 1000);
    mockApi({ 'GET /api/auth/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderAt('/dashboard', routes);
    expect(await screen.findByText('secret dashboard')).toBeInTheDocument();
  });

  describe('when the server is slow to wake up', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      localStorage.setItem('token', 'tok');
    });
    afterEach(() => jest.useRealTimers());

    it('when /me answers after 2.5 s, then the profile loads, the wake-up message shows meanwhile, and login never shows', async () => {
      slowMe([2500]);
      renderAt('/dashboard', routes);
      await advance(1600);
      expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
      expect(screen.queryByText(/Server is waking up/)).not.toBeInTheDocument();
      expect(screen.queryByText('login page')).not.toBeInTheDocument();
      await advance(500);
      expect(
        screen.getByText('Server is waking up... This may take up to 30 seconds.'),
      ).toBeInTheDocument();
      await advance(500);
      expect(screen.getByText('secret dashboard')).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBe('tok');
    });

    it('when /me takes 8 s and a user is cached from yesterday, then the cached user is used at the timeout', async () => {
      cacheUser(DAY + 1000);
      slowMe([8000]);
      renderAt('/dashboard', routes);
      await advance(4900);
      expect(screen.queryByText('secret dashboard')).not.toBeInTheDocument();
      expect(screen.queryByText('login page')).not.toBeInTheDocument();
      await advance(200);
      expect(screen.getByText('secret dashboard')).toBeInTheDocument();
    });

    it('when /me takes 8 s and nothing is cached, then the check is repeated and the session survives', async () => {
      slowMe([8000, 100]);
      renderAt('/dashboard', routes);
      await advance(5000);
      expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
      await advance(1200);
      expect(screen.getByText('secret dashboard')).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBe('tok');
    });

    it('when the network fails and nothing is cached, then it waits and retries, never signing the session out', async () => {
      let reachable = false;
      global.fetch = jest.fn(async () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return jsonResponse(200, ada);
      }) as typeof fetch;
      renderAt('/dashboard', routes);
      await advance(20_000);
      expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
      expect(screen.queryByText('login page')).not.toBeInTheDocument();
      expect(localStorage.getItem('token')).toBe('tok');
      reachable = true;
      await advance(5000);
      expect(screen.getByText('secret dashboard')).toBeInTheDocument();
    });
  });

  it('when a signed-in student opens the login page, then the dashboard opens instead', async () => {
    localStorage.setItem('token', 'tok');
    cacheUser(1000);
    mockApi({});
    renderAt('/login', routes);
    expect(await screen.findByText('secret dashboard')).toBeInTheDocument();
  });
});
