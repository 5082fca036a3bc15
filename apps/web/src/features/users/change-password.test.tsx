import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi } from '@/test/render';
import { ownProfileApi, renderProfile, signIn } from './profile-test-fixtures';

async function openPasswordForm() {
  renderProfile('/profile');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return screen.getByRole('form', { name: 'Change Password' });
}

async function fill(form: HTMLElement, current: string, next: string, confirmation: string) {
  await userEvent.type(within(form).getByLabelText('Current password'), current);
  await userEvent.type(within(form).getByLabelText('New password'), next);
  await userEvent.type(within(form).getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
}

describe('changing the password from the own profile', () => {
  beforeEach(signIn);

  it('when the new password is typed differently twice, then the form says so and nothing is sent', async () => {
    const calls = mockApi(ownProfileApi);
    const form = await openPasswordForm();
    await fill(form, 'old-secret', 'new-secret', 'new-secrte');
    expect(await within(form).findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.some((call) => call.key === 'PUT /api/users/password')).toBe(false);
  });

  it('when the new password is too short, then the 6 character minimum shows and nothing is sent', async () => {
    const calls = mockApi(ownProfileApi);
    const form = await openPasswordForm();
    await fill(form, 'old-secret', '123', '123');
    expect(
      await within(form).findByText('Password must be at least 6 characters'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.key === 'PUT /api/users/password')).toBe(false);
  });

  it('when the change succeeds, then the session keeps going on the new token and the success shows', async () => {
    const calls = mockApi({
      ...ownProfileApi,
      'PUT /api/users/password': () =>
        jsonResponse(200, { token: 'new-token', message: 'Password changed successfully' }),
    });
    const form = await openPasswordForm();
    await fill(form, 'old-secret', 'new-secret', 'new-secret');

    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.key === 'PUT /api/users/password')?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(screen.queryByRole('form', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ada' })).toBeInTheDocument();
  });

  it('when the current password is wrong, then the server’s reason shows and the token stays', async () => {
    let answer = { status: 400, code: 'CURRENT_PASSWORD_WRONG' };
    mockApi({
      ...ownProfileApi,
      'PUT /api/users/password': () =>
        jsonResponse(answer.status, {
          code: answer.code,
          message: 'Current password is incorrect',
        }),
    });
    const form = await openPasswordForm();
    await fill(form, 'not-it', 'new-secret', 'new-secret');
    expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok');

    answer = { status: 500, code: 'SERVER_ERROR' };
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText('Failed to change password')).toBeInTheDocument();
  });
});
