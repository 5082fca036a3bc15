import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import { LinkedAccountsSection } from './linked-accounts-section';

const providers = [
  { id: 'google', name: 'Google' },
  { id: 'microsoft', name: 'Microsoft' },
];
const google = {
  provider: 'google',
  name: 'Google',
  email: 'ada@example.edu',
  linkedAt: '2026-01-01T00:00:00.000Z',
};

function signedIn() {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify({ _id: 'a'.repeat(24), username: 'ada' }));
  localStorage.setItem('authTimestamp', String(Date.now()));
}

const render = (path = '/profile', go?: (url: string) => void) =>
  renderAt(path, <Route path="/profile" element={<LinkedAccountsSection go={go} />} />);

describe('linked accounts', () => {
  beforeEach(signedIn);

  it('when a provider is not linked yet, then Link asks for the password and sends the browser where the server says', async () => {
    const go = jest.fn();
    const calls = mockApi({
      'GET /api/auth/providers': () => jsonResponse(200, providers),
      'GET /api/auth/linked-accounts': () =>
        jsonResponse(200, { hasPassword: true, accounts: [google] }),
      'POST /api/auth/oidc/microsoft/link': () =>
        jsonResponse(200, { url: 'https://login.example/authorize?state=s' }),
    });
    render('/profile', go);
    expect(await screen.findByText(/Linked as ada@example\.edu/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Link Microsoft' }));
    await userEvent.type(screen.getByLabelText('Your password'), 'my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Microsoft' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://login.example/authorize?state=s'));
    expect(calls.find((call) => call.key === 'POST /api/auth/oidc/microsoft/link')?.body).toEqual({
      currentPassword: 'my-password',
    });
  });

  it('when the password given to link is wrong, then the server’s reason is shown and nothing is opened', async () => {
    const go = jest.fn();
    mockApi({
      'GET /api/auth/providers': () => jsonResponse(200, providers),
      'GET /api/auth/linked-accounts': () =>
        jsonResponse(200, { hasPassword: true, accounts: [google] }),
      'POST /api/auth/oidc/microsoft/link': () =>
        jsonResponse(400, {
          code: 'CURRENT_PASSWORD_WRONG',
          message: 'Current password is incorrect',
        }),
    });
    render('/profile', go);
    await userEvent.click(await screen.findByRole('button', { name: 'Link Microsoft' }));
    await userEvent.type(screen.getByLabelText('Your password'), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Microsoft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(go).not.toHaveBeenCalled();
  });

  it('when the linked account is the only way in, then unlinking is refused with the server’s reason, and a first password can be set', async () => {
    let hasPassword = false;
    const calls = mockApi({
      'GET /api/auth/providers': () => jsonResponse(200, providers),
      'GET /api/auth/linked-accounts': () => jsonResponse(200, { hasPassword, accounts: [google] }),
      'DELETE /api/auth/linked-accounts/google': () =>
        hasPassword
          ? jsonResponse(200, { hasPassword, accounts: [] })
          : jsonResponse(400, {
              code: 'LAST_SIGN_IN_METHOD',
              message:
                'Set a password or link another account first: it is your only way to sign in.',
            }),
      'PUT /api/auth/password': () => {
        hasPassword = true;
        return jsonResponse(200, {
          message: 'Password set: you can now sign in with your email too.',
        });
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('it is your only way to sign in');

    await userEvent.type(screen.getByLabelText('Set a password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Set a password'));
    await userEvent.type(screen.getByLabelText('Set a password'), 'a-good-password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password set');
    expect(calls.find((call) => call.key === 'PUT /api/auth/password')?.body).toEqual({
      password: 'a-good-password',
    });
    // The list is read again: with a password, the form is gone and unlinking goes through.
    await screen.findByRole('button', { name: 'Unlink Google' });
    expect(screen.queryByLabelText('Set a password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unlink Google' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Google is no longer linked.');
    expect(await screen.findByRole('button', { name: 'Link Google' })).toBeInTheDocument();
  });

  it('when the browser comes back from linking, then the outcome is said', async () => {
    mockApi({
      'GET /api/auth/providers': () => jsonResponse(200, providers),
      'GET /api/auth/linked-accounts': () => jsonResponse(200, { hasPassword: true, accounts: [] }),
    });
    render('/profile?oidc=linked-elsewhere');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'already linked to another PeerConnect account',
    );
  });
});
