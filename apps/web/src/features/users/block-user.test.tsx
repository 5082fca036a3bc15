import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi } from '@/test/render';
import { OTHER_ID, otherStudent, renderProfile, signIn } from './profile-test-fixtures';

const profilePath = `/profile/${OTHER_ID}`;
const userKey = `GET /api/users/${OTHER_ID}`;
const blockKey = `/api/users/${OTHER_ID}/block`;
const question =
  'Block this student? They will no longer be able to message you or send you friend requests, and any friendship between you ends.';

/** The profile API with a block the test can flip, as the server would. */
function blockableStudent() {
  let blocked = false;
  const calls = mockApi({
    [userKey]: () => jsonResponse(200, otherStudent({ blocked, canMessage: !blocked })),
    [`POST ${blockKey}`]: () => {
      blocked = true;
      return jsonResponse(200, { message: 'User blocked', blocked: true });
    },
    [`DELETE ${blockKey}`]: () => {
      blocked = false;
      return jsonResponse(200, { message: 'User unblocked', blocked: false });
    },
  });
  return calls;
}

describe('blocking another student from their profile', () => {
  beforeEach(signIn);

  it('when Block is pressed, then it asks first, and Cancel blocks nobody', async () => {
    const calls = blockableStudent();
    renderProfile(profilePath);
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const confirm = screen.getByRole('group', { name: question });
    expect(within(confirm).getByText(question)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: question })).not.toBeInTheDocument();
    expect(calls.map((call) => call.key)).not.toContain(`POST ${blockKey}`);
  });

  it('when the block is confirmed, then the profile says so and offers only Unblock', async () => {
    const calls = blockableStudent();
    renderProfile(profilePath);
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const confirm = screen.getByRole('group', { name: question });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You have blocked this student.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Friend' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.key)).toContain(`POST ${blockKey}`);
  });

  it('when Unblock is pressed, then Message, Add Friend and Block come back', async () => {
    blockableStudent();
    renderProfile(profilePath);
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: question })).getByRole('button', { name: 'Block' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('link', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Friend' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(screen.queryByText('You have blocked this student.')).not.toBeInTheDocument();
  });

  it('when blocking fails, then it says so and nothing changes', async () => {
    mockApi({
      [userKey]: () => jsonResponse(200, otherStudent()),
      [`POST ${blockKey}`]: () => jsonResponse(500, { message: 'Server error' }),
    });
    renderProfile(profilePath);
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: question })).getByRole('button', { name: 'Block' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to block user');
    expect(screen.queryByText('You have blocked this student.')).not.toBeInTheDocument();
  });
});
