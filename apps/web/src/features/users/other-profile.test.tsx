import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi } from '@/test/render';
import { activity, OTHER_ID, otherStudent, renderProfile, signIn } from './profile-test-fixtures';

const profilePath = `/profile/${OTHER_ID}`;
const userKey = `GET /api/users/${OTHER_ID}`;

/** A response held back until the test lets it go, to see the in-between state. */
function deferred() {
  let release: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => (release = resolve));
  return { response, release };
}

describe("another student's profile", () => {
  beforeEach(signIn);
  afterEach(() => jest.useRealTimers());

  it('when it loads, then Loading profile... shows, then the student with Message to their chat', async () => {
    mockApi({ [userKey]: () => jsonResponse(200, otherStudent()) });
    renderProfile(profilePath);
    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'grace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/messages/${OTHER_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('when it loads, then their joined and created activities show in two tabs', async () => {
    mockApi({
      [userKey]: () => jsonResponse(200, otherStudent()),
      [`GET /api/activities/user/${OTHER_ID}/joined`]: () =>
        jsonResponse(200, [activity({ title: 'Morning run' })]),
      [`GET /api/activities/user/${OTHER_ID}/created`]: () =>
        jsonResponse(200, [activity({ _id: 'd'.repeat(24), title: 'Board games' })]),
    });
    renderProfile(profilePath);
    expect(await screen.findByRole('link', { name: 'Morning run' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Created Activities' }));
    expect(await screen.findByRole('link', { name: 'Board games' })).toBeInTheDocument();
  });

  it('when messaging is not allowed, then Message is disabled and says why', async () => {
    mockApi({ [userKey]: () => jsonResponse(200, otherStudent({ canMessage: false })) });
    renderProfile(profilePath);
    expect(await screen.findByRole('button', { name: 'Message' })).toBeDisabled();
    expect(
      screen.getByText('You can only message friends or people from your activities'),
    ).toBeVisible();
  });

  it('when loading fails, then the reason and Try Again, which loads it again', async () => {
    let status = 404;
    mockApi({
      [userKey]: () =>
        status === 404
          ? jsonResponse(404, { code: 'NOT_FOUND', message: 'User not found' })
          : jsonResponse(200, otherStudent()),
    });
    renderProfile(profilePath);
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'grace' })).toBeInTheDocument();
  });

  it('when Add Friend is pressed, then Sending..., then a disabled Request Sent that stays', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let requestSent = false;
    const send = deferred();
    mockApi({
      [userKey]: () => jsonResponse(200, otherStudent({ requestSent })),
      'POST /api/friends/request': () => {
        requestSent = true;
        return send.response;
      },
    });
    renderProfile(profilePath);
    await user.click(await screen.findByRole('button', { name: 'Add Friend' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    await act(async () => send.release(jsonResponse(201, {})));
    expect(await screen.findByRole('button', { name: 'Request Sent' })).toBeDisabled();

    await act(async () => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('button', { name: 'Request Sent' })).toBeDisabled();
  });

  it('when sending fails, then "Failed to send friend request" shows for 5 s and Add Friend can be tried again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockApi({
      [userKey]: () => jsonResponse(200, otherStudent()),
      'POST /api/friends/request': () => jsonResponse(500, {}),
    });
    renderProfile(profilePath);
    await user.click(await screen.findByRole('button', { name: 'Add Friend' }));
    const failure = 'Failed to send friend request. Please try again.';
    expect(await screen.findByText(failure)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Friend' })).toBeEnabled();

    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByText(failure)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    // The reset reaches the screen through the query cache's notification (a tick later).
    await waitFor(() => expect(screen.queryByText(failure)).not.toBeInTheDocument());
  });

  it('when a request was already sent, then Request Sent shows from the start', async () => {
    mockApi({ [userKey]: () => jsonResponse(200, otherStudent({ requestSent: true })) });
    renderProfile(profilePath);
    expect(await screen.findByRole('button', { name: 'Request Sent' })).toBeDisabled();
  });

  it('when they are already friends, then that shows instead of Add Friend', async () => {
    mockApi({ [userKey]: () => jsonResponse(200, otherStudent({ isFriend: true })) });
    renderProfile(profilePath);
    expect(await screen.findByText(/Friends/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Friend' })).not.toBeInTheDocument();
  });

  it('when they sent me a request, then Accept makes us friends', async () => {
    const requestId = 'f'.repeat(24);
    let accepted = false;
    const calls = mockApi({
      [userKey]: () =>
        jsonResponse(
          200,
          otherStudent(accepted ? { isFriend: true } : { requestReceived: requestId }),
        ),
      [`PUT /api/friends/accept/${requestId}`]: () => {
        accepted = true;
        return jsonResponse(200, { friend: { _id: OTHER_ID, username: 'grace' } });
      },
    });
    renderProfile(profilePath);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(/Friends/)).toBeInTheDocument();
    expect(calls.some((call) => call.key === `PUT /api/friends/accept/${requestId}`)).toBe(true);
  });
});
