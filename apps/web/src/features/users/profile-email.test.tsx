import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi } from '@/test/render';
import { me, ownProfileApi, renderProfile, signIn } from './profile-test-fixtures';

async function openEditMode() {
  renderProfile('/profile');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
}

describe('the email of the own profile', () => {
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
});
