import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import { ProtectedRoute } from '../components/protected-route';

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
    <Route path="/login" element={<p>login page</p>} />
  </>
);

describe('protected routes', () => {
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
    mockApi({ 'GET /api/auth/me': () => jsonResponse(401, { message: 'Token is not valid' }) });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/dashboard', routes);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('when the server is unreachable but a user is cached, then the cached user keeps the session', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify({ _id: 'a'.repeat(24), username: 'ada' }));
    localStorage.setItem('authTimestamp', String(Date.now() - 25 * 60 * 60 * 1000));
    mockApi({ 'GET /api/auth/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderAt('/dashboard', routes);
    expect(await screen.findByText('secret dashboard')).toBeInTheDocument();
  });
});
