import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi } from '@/test/render';
import { me, ownProfileApi, renderProfile, signIn } from './profile-test-fixtures';

async function openEditMode() {
  renderProfile('/profile');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
}

describe('the account settings of the own profile', () => {
  beforeEach(signIn);

  it('when the email is changed, then the current password is asked for and sent with it, and the pending address shows', async () => {
    const calls = mockApi({
      ...ownProfileApi,
      'PUT /api/users/profile': (body) =>
        jsonResponse(200, { ...me, pendingEmail: (body as { email: string }).email }),
    });
    await openEditMode();
    const form = screen.getByRole('form', { name: 'Edit Profile' });
    expect(within(form).queryByLabelText('Current password')).not.toBeInTheDocument();
    const email = within(form).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@new.example');
    await userEvent.type(within(form).getByLabelText(/Current password/), 'old-secret');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully');
    expect(calls.find((call) => call.key === 'PUT /api/users/profile')?.body).toMatchObject({
      email: 'ada@new.example',
      currentPassword: 'old-secret',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByText(/Waiting for verification: ada@new.example/)).toBeInTheDocument();
  });

  it('when deleting with a wrong password, then the reason shows and the student stays signed in', async () => {
    mockApi({
      ...ownProfileApi,
      'DELETE /api/users/me': () =>
        jsonResponse(400, { code: 'PASSWORD_WRONG', message: 'Password is incorrect' }),
    });
    await openEditMode();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const form = screen.getByRole('form', { name: 'Delete my account' });
    await userEvent.type(within(form).getByLabelText('Your password, to confirm'), 'nope-nope');
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(form).findByText('Password is incorrect')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('when deleting is confirmed, then the password is sent and the session ends', async () => {
    const calls = mockApi({
      ...ownProfileApi,
      'DELETE /api/users/me': () =>
        jsonResponse(200, { message: 'Your account has been deleted.' }),
    });
    await openEditMode();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const form = screen.getByRole('form', { name: 'Delete my account' });
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(form).findByText('Password is required')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Your password, to confirm'), 'my-secret');
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(calls.find((call) => call.key === 'DELETE /api/users/me')?.body).toEqual({
      password: 'my-secret',
    });
  });

  it('when read receipts are switched off, then the setting is saved and shows off', async () => {
    const calls = mockApi({
      ...ownProfileApi,
      'GET /api/messages/settings': () => jsonResponse(200, { readReceipts: true }),
      'PUT /api/messages/settings': (body) => jsonResponse(200, body),
    });
    await openEditMode();
    const receipts = await screen.findByRole('checkbox', { name: 'Read receipts' });
    await waitFor(() => expect(receipts).toBeEnabled());
    expect(receipts).toBeChecked();
    await userEvent.click(receipts);
    await waitFor(() => expect(receipts).not.toBeChecked());
    expect(calls.find((call) => call.key === 'PUT /api/messages/settings')?.body).toEqual({
      readReceipts: false,
    });
  });
});
