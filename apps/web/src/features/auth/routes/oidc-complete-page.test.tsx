import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import OidcCompletePage from './oidc-complete-page';

const code = 'c'.repeat(43);
const user = { _id: 'a'.repeat(24), username: 'ada.lovelace', email: 'ada@example.edu' };

function arriveWith(fragment: string) {
  window.history.replaceState(null, '', `/auth/complete${fragment}`);
  renderAt(
    '/auth/complete',
    <>
      <Route path="/auth/complete" element={<OidcCompletePage />} />
      <Route path="/welcome" element={<p>welcome step</p>} />
      <Route path="/dashboard" element={<p>dashboard</p>} />
    </>,
  );
}

describe('arriving from a university sign-in', () => {
  it('when the sign-in created the student, then the code is traded once, taken out of the address, and the welcome step follows', async () => {
    const calls = mockApi({
      'POST /api/auth/oidc/exchange': () => jsonResponse(200, { token: 'tok', user, isNew: true }),
    });
    arriveWith(`#code=${code}`);
    expect(await screen.findByText('welcome step')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(calls.filter((call) => call.key === 'POST /api/auth/oidc/exchange')).toEqual([
      { key: 'POST /api/auth/oidc/exchange', body: { code } },
    ]);
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('when the student was known, then the dashboard follows', async () => {
    mockApi({
      'POST /api/auth/oidc/exchange': () => jsonResponse(200, { token: 'tok', user, isNew: false }),
    });
    arriveWith(`#code=${code}`);
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('when the code is used up, then the page says so and offers to log in again', async () => {
    mockApi({
      'POST /api/auth/oidc/exchange': () =>
        jsonResponse(400, {
          code: 'SIGN_IN_CODE_INVALID',
          message: 'The sign-in code is invalid or expired',
        }),
    });
    arriveWith(`#code=${code}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('took too long or was already used');
    expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
  });

  it('when the code was opened in another browser than the one that started the sign-in, then the page says so and nobody is signed in', async () => {
    mockApi({
      'POST /api/auth/oidc/exchange': () =>
        jsonResponse(403, {
          code: 'SIGN_IN_OTHER_BROWSER',
          message: 'This sign-in was started in another browser: start it again here.',
        }),
    });
    arriveWith(`#code=${code}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in was started in another browser',
    );
    expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
