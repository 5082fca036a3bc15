import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { expectShownFor, startFakeClock } from '@/test/clock';
import { person, signInViewer, viewer } from '@/test/people';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import { FriendsParticipating, ParticipantsGrid } from './participants';

const bob = person('b', 'bob');
const cy = person('c', 'cy');
const participants = [{ ...viewer }, bob, cy];

function renderParticipants() {
  return renderAt(
    '/activities/x',
    <Route
      path="/activities/x"
      element={
        <>
          <FriendsParticipating participants={participants} viewerId={viewer._id} />
          <ParticipantsGrid participants={participants} viewerId={viewer._id} />
        </>
      }
    />,
  );
}

describe('activity participants', () => {
  beforeEach(signInViewer);
  afterEach(() => jest.useRealTimers());

  it('when some participants are friends, then they are listed under Friends Participating and offered no Add Friend', async () => {
    mockApi({ 'GET /api/friends': () => jsonResponse(200, [bob]) });
    renderParticipants();
    const friends = await screen.findByRole('region', { name: 'Friends Participating (1)' });
    expect(within(friends).getByRole('link', { name: 'Message bob' })).toHaveAttribute(
      'href',
      `/messages/${bob._id}`,
    );
    expect(screen.getByRole('button', { name: 'Add Friend cy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Friend bob' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ada/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Message ada' })).not.toBeInTheDocument();
  });

  it('when Add Friend is clicked, then Sending..., then Request Sent! for 3 s, then Add Friend again', async () => {
    const user = startFakeClock();
    let answer: (response: Response) => void = () => undefined;
    const calls = mockApi({
      'GET /api/friends': () => jsonResponse(200, []),
      'POST /api/friends/request': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderParticipants();
    await user.click(await screen.findByRole('button', { name: 'Add Friend cy' }));
    expect(screen.getByRole('button', { name: 'Sending... cy' })).toBeDisabled();
    answer(jsonResponse(201, { status: 'pending', message: 'sent' }));
    expect(await screen.findByRole('button', { name: 'Request Sent! cy' })).toBeDisabled();
    await expectShownFor(
      3000,
      () => screen.queryByRole('button', { name: 'Request Sent! cy' }) !== null,
    );
    expect(screen.getByRole('button', { name: 'Add Friend cy' })).toBeEnabled();
    expect(calls.find((call) => call.key === 'POST /api/friends/request')?.body).toEqual({
      userId: cy._id,
    });
  });

  it('when the request fails, then the button reads Failed to send for 3 s', async () => {
    const user = startFakeClock();
    mockApi({
      'GET /api/friends': () => jsonResponse(200, []),
      'POST /api/friends/request': () =>
        jsonResponse(400, { code: 'BAD_REQUEST', message: 'A friend request is already pending' }),
    });
    renderParticipants();
    await user.click(await screen.findByRole('button', { name: 'Add Friend bob' }));
    expect(await screen.findByRole('button', { name: 'Failed to send bob' })).toBeInTheDocument();
    await expectShownFor(
      3000,
      () => screen.queryByRole('button', { name: 'Failed to send bob' }) !== null,
    );
    expect(screen.getByRole('button', { name: 'Add Friend bob' })).toBeInTheDocument();
  });
});
