import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi } from '@/test/render';
import {
  activity,
  friends,
  me,
  ownProfileApi,
  renderProfile,
  signIn,
} from './profile-test-fixtures';

async function openEditMode() {
  renderProfile('/profile');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return screen.getByRole('form', { name: 'Edit Profile' });
}

describe('own profile', () => {
  beforeEach(signIn);

  it('when the owner opens it, then their details show with Edit Profile', async () => {
    mockApi(ownProfileApi);
    renderProfile('/profile');
    expect(await screen.findByRole('heading', { name: 'ada' })).toBeInTheDocument();
    expect(screen.getByText('Mathematics · Class of 2026')).toBeInTheDocument();
    expect(screen.getByText('London')).toBeInTheDocument();
    expect(screen.getByText('Maths and chess')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Interests' })).getByText('AI')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add Friend' })).not.toBeInTheDocument();
  });

  it('when Edit Profile then Cancel is pressed, then the form opens and closes', async () => {
    mockApi(ownProfileApi);
    const form = await openEditMode();
    expect(within(form).getByLabelText('Username')).toHaveValue('ada');
    expect(within(form).getByLabelText('Interests')).toHaveValue('AI');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('when the username is cleared, then the form says it is required and nothing is sent', async () => {
    const calls = mockApi(ownProfileApi);
    const form = await openEditMode();
    await userEvent.clear(within(form).getByLabelText('Username'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(calls.some((call) => call.key === 'PUT /api/users/profile')).toBe(false);
  });

  it('when the profile is saved, then the interests go split on commas and the success shows for 3 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const calls = mockApi({
      ...ownProfileApi,
      'PUT /api/users/profile': (body) =>
        jsonResponse(200, { ...me, ...(body as object), username: 'ada.l' }),
    });
    renderProfile('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit Profile' });
    await user.clear(within(form).getByLabelText('Username'));
    await user.type(within(form).getByLabelText('Username'), 'ada.l');
    await user.clear(within(form).getByLabelText('Interests'));
    await user.type(within(form).getByLabelText('Interests'), ' AI, robots ,');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ada.l' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit Profile' })).not.toBeInTheDocument();
    const saved = calls.find((call) => call.key === 'PUT /api/users/profile')?.body;
    expect(saved).toMatchObject({ username: 'ada.l', interests: ['AI', 'robots'] });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ username: 'ada.l' });

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('when the server refuses the username, then its reason shows; when it fails, then the general text', async () => {
    let answer = { status: 400, code: 'USERNAME_TAKEN' };
    mockApi({
      ...ownProfileApi,
      'PUT /api/users/profile': () =>
        jsonResponse(answer.status, { code: answer.code, message: 'Username is already taken' }),
    });
    await openEditMode();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Username is already taken')).toBeInTheDocument();

    answer = { status: 500, code: 'SERVER_ERROR' };
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('when joined activities are listed, then long descriptions are cut at 100 characters and link to the activity', async () => {
    const long = 'x'.repeat(150);
    mockApi({
      ...ownProfileApi,
      'GET /api/activities/user/joined': () => jsonResponse(200, [activity({ description: long })]),
      'GET /api/activities/user/created': () =>
        jsonResponse(200, [activity({ _id: 'e'.repeat(24), title: 'Study group' })]),
    });
    renderProfile('/profile');
    expect(await screen.findByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chess night' })).toHaveAttribute(
      'href',
      `/activities/${'c'.repeat(24)}`,
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Created Activities' }));
    expect(await screen.findByRole('link', { name: 'Study group' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Created Activities' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('when there are more than 5 friends, then 5 show and View all N friends leads to /friends', async () => {
    mockApi({ ...ownProfileApi, 'GET /api/friends': () => jsonResponse(200, friends(7)) });
    renderProfile('/profile');
    expect(await screen.findByRole('link', { name: 'View all 7 friends' })).toHaveAttribute(
      'href',
      '/friends',
    );
    expect(screen.getByRole('link', { name: /friend5/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /friend6/ })).not.toBeInTheDocument();
  });

  it('when there are 5 friends or fewer, then all show and there is no View all link', async () => {
    mockApi({ ...ownProfileApi, 'GET /api/friends': () => jsonResponse(200, friends(5)) });
    renderProfile('/profile');
    expect(await screen.findByRole('link', { name: /friend5/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  });
});
