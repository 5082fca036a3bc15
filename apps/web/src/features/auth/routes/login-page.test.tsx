import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import { ProtectedRoute, VisitorRoute } from '../components/protected-route';
import LoginPage from './login-page';

const user = { _id: 'a'.repeat(24), username: 'ada', email: 'ada@uni.edu' };

function renderLogin(path = '/login') {
  return renderAt(
    path,
    <>
      <Route
        path="/login"
        element={
          <VisitorRoute>
            <LoginPage />
          </VisitorRoute>
        }
      />
      <Route path="/dashboard" element={<p>dashboard</p>} />
    </>,
  );
}

/** A signed-in screen that says where it is. */
function SignedInScreen() {
  const { pathname, search } = useLocation();
  return <p>signed-in screen at {pathname + search}</p>;
}

/** The app's guards: a visitor at a signed-in screen is sent to the login page, and back once in. */
function renderGuarded(path: string) {
  return renderAt(
    path,
    <>
      <Route element={<ProtectedRoute />}>
        <Route path="/friends" element={<SignedInScreen />} />
        <Route path="/activities/:activityId" element={<SignedInScreen />} />
        <Route path="/dashboard" element={<p>dashboard</p>} />
      </Route>
      <Route element={<VisitorRoute />}>
        <Route path="/login" element={<LoginPage />} />
      </Route>
    </>,
  );
}

async function logIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('login page', () => {
  it('when the form is sent empty, then both required messages show and nothing is sent', async () => {
    const calls = mockApi({ 'GET /api/health': () => jsonResponse(200, { status: 'ok' }) });
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls.map((call) => call.key)).not.toContain('POST /api/auth/login');
  });

  it('when the credentials are right, then the old session is cleared, the new one saved, and the dashboard opens', async () => {
    localStorage.setItem('profile_data', '{"stale":true}');
    sessionStorage.setItem('draft', 'x');
    const calls = mockApi({
      'GET /api/health': () => jsonResponse(200, { status: 'ok' }),
      'POST /api/auth/login': () => jsonResponse(200, { token: 'tok', user }),
    });
    renderLogin();
    await logIn('Ada@Uni.edu', 'secret1');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(calls.find((call) => call.key === 'POST /api/auth/login')?.body).toEqual({
      email: 'ada@uni.edu',
      password: 'secret1',
    });
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('profile_data')).toBeNull();
    expect(sessionStorage.getItem('draft')).toBeNull();
  });

  it('when the server refuses the credentials, then "Invalid email or password. Please try again."', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({
      'GET /api/health': () => jsonResponse(200, { status: 'ok' }),
      'POST /api/auth/login': () =>
        jsonResponse(401, {
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid email or password',
        }),
    });
    renderLogin();
    await logIn('ada@uni.edu', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please try again.',
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Authentication error. Please log in again.');
    warn.mockRestore();
  });

  it('when the response has no token, then "Invalid response from server - no token received"', async () => {
    mockApi({
      'GET /api/health': () => jsonResponse(200, { status: 'ok' }),
      'POST /api/auth/login': () => jsonResponse(200, { user }),
    });
    renderLogin();
    await logIn('ada@uni.edu', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid response from server - no token received',
    );
  });

  it('when the server is not known to be up, then the waking message shows while it is pinged', async () => {
    let wake: (response: Response) => void = () => undefined;
    let pings = 0;
    mockApi({
      'GET /api/health': () => {
        pings += 1;
        // The page-load ping fails; the ping before signing in waits for the server.
        if (pings === 1) return Promise.reject(new TypeError('Failed to fetch'));
        return new Promise<Response>((resolve) => (wake = resolve));
      },
      'POST /api/auth/login': () => jsonResponse(200, { token: 'tok', user }),
    });
    renderLogin();
    await logIn('ada@uni.edu', 'secret1');
    expect(
      await screen.findByText('Server is waking up... This may take up to 30 seconds.'),
    ).toBeInTheDocument();
    wake(jsonResponse(200, { status: 'ok' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('when providers are configured, then a button for each leads to its sign-in at the API', async () => {
    mockApi({
      'GET /api/health': () => jsonResponse(200, { status: 'ok' }),
      'GET /api/auth/providers': () =>
        jsonResponse(200, [
          { id: 'google', name: 'Google' },
          { id: 'microsoft', name: 'Microsoft' },
        ]),
    });
    renderLogin();
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/google',
    );
    expect(screen.getByRole('link', { name: 'Continue with Microsoft' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/microsoft',
    );
  });

  it('when no provider is configured, then no social button shows', async () => {
    mockApi({
      'GET /api/health': () => jsonResponse(200, { status: 'ok' }),
      'GET /api/auth/providers': () => jsonResponse(200, []),
    });
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('when a university sign-in found an account it may not link, then the page says how to link it', async () => {
    mockApi({
      'GET /api/health': () => jsonResponse(200, { status: 'ok' }),
      'GET /api/auth/providers': () => jsonResponse(200, []),
    });
    renderLogin('/login?oidc=link-from-settings');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Log in with your password, then link your university account',
    );
  });

  it('when the university account did not confirm the address, then the page says so and offers both ways on', async () => {
    mockApi({
      'GET /api/health': () => jsonResponse(200, { status: 'ok' }),
      'GET /api/auth/providers': () => jsonResponse(200, []),
    });
    renderLogin('/login?oidc=PROVIDER_EMAIL_UNVERIFIED');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'could not confirm your email address',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it.each(['/friends', `/activities/${'b'.repeat(24)}?tab=chat`])(
    'when a visitor is sent to log in from %s, then signing in returns them to that page, not the dashboard',
    async (path) => {
      mockApi({
        'GET /api/health': () => jsonResponse(200, { status: 'ok' }),
        'POST /api/auth/login': () => jsonResponse(200, { token: 'tok', user }),
      });
      renderGuarded(path);
      expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
      await logIn('ada@uni.edu', 'secret1');
      expect(await screen.findByText(`signed-in screen at ${path}`)).toBeInTheDocument();
      expect(screen.queryByText('dashboard')).not.toBeInTheDocument();
    },
  );
});
