import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import FriendsPage from './friends-page';
import { expectShownFor, startFakeClock } from '@/test/clock';
import { idOf, person, signInViewer } from '@/test/people';

const bob = {
  ...person('b', 'bob'),
  major: 'Physics',
  graduationYear: 2026,
  location: 'North Hall',
};
const cyRequest = { _id: idOf('r'), sender: { ...person('c', 'cy'), major: 'History' } };

function renderFriendsPage() {
  return renderAt('/friends', <Route path="/friends" element={<FriendsPage />} />);
}

async function openTab(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('tab', { name }));
}

describe('friends page', () => {
  beforeEach(signInViewer);
  afterEach(() => jest.useRealTimers());

  it('when friends and requests load, then the tabs carry their counts and each friend has a card', async () => {
    mockApi({
      'GET /api/friends': () => jsonResponse(200, [bob]),
      'GET /api/friends/requests': () => jsonResponse(200, [cyRequest]),
    });
    renderFriendsPage();
    expect(screen.getByText('Finding your friends...')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'My Friends (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Friend Requests (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Add New Friend' })).toBeInTheDocument();
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'bob' })).toBeInTheDocument();
    expect(within(card).getByText('Physics · Year 2026 · North Hall')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/messages/${bob._id}`,
    );
  });

  it('when loading fails, then a message asks to check the connection', async () => {
    mockApi({
      'GET /api/friends': () => jsonResponse(500, {}),
      'GET /api/friends/requests': () => jsonResponse(200, []),
    });
    renderFriendsPage();
    expect(
      await screen.findByText(
        'Failed to load friends data. Please check your connection and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('when there are no friends and no requests, then each tab shows its empty state', async () => {
    mockApi({
      'GET /api/friends': () => jsonResponse(200, []),
      'GET /api/friends/requests': () => jsonResponse(200, []),
    });
    renderFriendsPage();
    expect(await screen.findByText("You don't have any friends yet")).toBeInTheDocument();
    await openTab(userEvent.setup(), /Friend Requests \(0\)/);
    expect(screen.getByText('No pending friend requests')).toBeInTheDocument();
  });

  it('when the arrow keys are pressed on the tabs, then the neighbouring tab is selected and focused', async () => {
    mockApi({
      'GET /api/friends': () => jsonResponse(200, []),
      'GET /api/friends/requests': () => jsonResponse(200, []),
    });
    renderFriendsPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'My Friends (0)' }));
    await user.keyboard('{ArrowLeft}');
    const add = screen.getByRole('tab', { name: 'Add New Friend' });
    expect(add).toHaveAttribute('aria-selected', 'true');
    expect(add).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Add New Friend');
  });

  it('when a request is accepted, then "Friend request accepted!" shows for 3 s and the new friend is listed', async () => {
    const user = startFakeClock();
    let accepted = false;
    const calls = mockApi({
      'GET /api/friends': () => jsonResponse(200, accepted ? [cyRequest.sender] : []),
      'GET /api/friends/requests': () => jsonResponse(200, accepted ? [] : [cyRequest]),
      [`PUT /api/friends/accept/${cyRequest._id}`]: () => {
        accepted = true;
        return jsonResponse(200, { friend: cyRequest.sender });
      },
    });
    renderFriendsPage();
    await openTab(user, /Friend Requests \(1\)/);
    expect(screen.getByText('History')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept cy' }));
    expect(await screen.findByText('Friend request accepted!')).toBeInTheDocument();
    expect(await screen.findByText('No pending friend requests')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Friends (1)' })).toBeInTheDocument();
    await expectShownFor(3000, () => screen.queryByText('Friend request accepted!') !== null);
    expect(calls.map((call) => call.key)).toContain(`PUT /api/friends/accept/${cyRequest._id}`);
  });

  it('when declining succeeds or fails, then the matching message shows and clears after 3 s', async () => {
    const user = startFakeClock();
    let fail = true;
    mockApi({
      'GET /api/friends': () => jsonResponse(200, []),
      'GET /api/friends/requests': () => jsonResponse(200, [cyRequest]),
      [`PUT /api/friends/reject/${cyRequest._id}`]: () =>
        fail ? jsonResponse(500, {}) : jsonResponse(200, { message: 'ok' }),
    });
    renderFriendsPage();
    await openTab(user, /Friend Requests/);
    await user.click(screen.getByRole('button', { name: 'Decline cy' }));
    expect(await screen.findByText('Failed to reject friend request')).toBeInTheDocument();
    await expectShownFor(
      3000,
      () => screen.queryByText('Failed to reject friend request') !== null,
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Decline cy' }));
    expect(await screen.findByText('Friend request declined')).toBeInTheDocument();
  });

  it('when Unfriend is confirmed, then the friendship is removed; Cancel keeps it', async () => {
    let removed = false;
    mockApi({
      'GET /api/friends': () => jsonResponse(200, removed ? [] : [bob]),
      'GET /api/friends/requests': () => jsonResponse(200, []),
      [`DELETE /api/friends/${bob._id}`]: () => {
        removed = true;
        return jsonResponse(200, { message: 'Friend removed' });
      },
    });
    renderFriendsPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unfriend bob' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(removed).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Unfriend bob' }));
    const confirm = screen.getByRole('group', { name: 'Remove from your friends?' });
    await user.click(within(confirm).getByRole('button', { name: 'Unfriend' }));
    expect(await screen.findByText("You don't have any friends yet")).toBeInTheDocument();
    expect(removed).toBe(true);
  });
});

describe('add new friend', () => {
  beforeEach(signInViewer);
  afterEach(() => jest.useRealTimers());

  function mockFriendsAnd(handlers: Parameters<typeof mockApi>[0]) {
    return mockApi({
      'GET /api/friends': () => jsonResponse(200, []),
      'GET /api/friends/requests': () => jsonResponse(200, []),
      ...handlers,
    });
  }

  async function sendTo(email: string, user = userEvent.setup()) {
    renderFriendsPage();
    await openTab(user, /Add New Friend/);
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send Friend Request' }));
  }

  it('when the email field is shown, then it is a required email field with the link to activities', async () => {
    mockFriendsAnd({});
    renderFriendsPage();
    await openTab(userEvent.setup(), /Add New Friend/);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Discover Activities & Meet People' })).toHaveAttribute(
      'href',
      '/activities',
    );
  });

  const cases: [string, { find?: Response; send?: Response }, string][] = [
    [
      'nobody has that email',
      { find: jsonResponse(404, { code: 'NOT_FOUND', message: 'User not found' }) },
      'No user found with this email. Please check and try again.',
    ],
    [
      'the server refuses with a reason',
      {
        send: jsonResponse(400, {
          code: 'BAD_REQUEST',
          message: 'You are already friends with this user',
        }),
      },
      'You are already friends with this user',
    ],
    [
      'the server refuses without a reason',
      { send: jsonResponse(400, { code: 'BAD_REQUEST' }) },
      'Invalid request. You may already be friends with this user.',
    ],
    [
      'the server fails',
      { send: jsonResponse(500, { code: 'SERVER_ERROR', message: 'Server error' }) },
      'Failed to send friend request. Please try again later.',
    ],
  ];
  it.each(cases)('when %s, then a message says so', async (_case, answers, message) => {
    mockFriendsAnd({
      'GET /api/users/find-by-email': () => answers.find ?? jsonResponse(200, person('b', 'bob')),
      'POST /api/friends/request': () => answers.send ?? jsonResponse(201, {}),
    });
    await sendTo('bob@uni.edu');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('when the own email is entered, then nothing is sent and a message says why', async () => {
    const calls = mockFriendsAnd({});
    await sendTo('ADA@uni.edu');
    expect(
      await screen.findByText('You cannot send a friend request to yourself'),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.key)).not.toContain('GET /api/users/find-by-email');
  });

  it('when the request is sent, then the success message shows for 3 s and the field is emptied', async () => {
    const user = startFakeClock();
    const calls = mockFriendsAnd({
      'GET /api/users/find-by-email': () => jsonResponse(200, person('b', 'bob')),
      'POST /api/friends/request': () => jsonResponse(201, { status: 'pending', message: 'sent' }),
    });
    await sendTo('Bob@uni.edu', user);
    expect(await screen.findByText('Friend request sent successfully!')).toBeInTheDocument();
    expect(calls.find((call) => call.key === 'POST /api/friends/request')?.body).toEqual({
      userId: idOf('b'),
    });
    expect(screen.getByLabelText('Email')).toHaveValue('');
    await expectShownFor(
      3000,
      () => screen.queryByText('Friend request sent successfully!') !== null,
    );
  });
});
