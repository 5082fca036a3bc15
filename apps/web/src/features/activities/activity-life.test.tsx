import { ACTIVITY_MESSAGES, type Activity, type InvitableFriend } from '@peerconnect/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { idOf, person, signInViewer, viewer } from '@/test/people';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import ActivityDetailPage from './activity-detail-page';
import { calendarLinks } from './components/add-to-calendar';

const ID = idOf('e');
const host = person('h', 'hana');
const bob = person('b', 'bob');
const cy = person('c', 'cy');
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function activity(overrides: Partial<Activity> = {}): Activity {
  return {
    _id: ID,
    title: 'Board games night',
    description: 'Catan and tea',
    category: 'Social',
    date: inHours(24),
    endDate: inHours(26),
    location: 'Union room 3',
    maxParticipants: 2,
    image: '',
    creator: host,
    participants: [bob, cy],
    waitlistCount: 0,
    viewer: { status: 'none' },
    ...overrides,
  };
}

function renderDetail(answers: Record<string, (body: unknown) => Response | Promise<Response>>) {
  const calls = mockApi({
    [`GET /api/recommendations/similar/${ID}`]: () => jsonResponse(200, []),
    'GET /api/friends': () => jsonResponse(200, []),
    ...answers,
  });
  renderAt(
    `/activities/${ID}`,
    <Route path="/activities/:activityId" element={<ActivityDetailPage />} />,
  );
  return calls;
}

// jsdom has no modal dialogs: opening one sets `open`, as a browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

describe('the life of an activity on its page', () => {
  beforeEach(signInViewer);

  it('when it is full, then the state says Activity Full and Join Waitlist puts the student in line with their position', async () => {
    const calls = renderDetail({
      [`GET /api/activities/${ID}`]: () => jsonResponse(200, activity({ waitlistCount: 1 })),
      [`POST /api/activities/${ID}/join`]: () =>
        jsonResponse(
          200,
          activity({ waitlistCount: 2, viewer: { status: 'waitlisted', position: 2 } }),
        ),
    });
    expect(await screen.findByText('Activity Full')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(
      await screen.findByText(
        'You are number 2 of 2 on the waitlist: you get a place as soon as one frees up.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave Waitlist' })).toBeInTheDocument();
    expect(calls.filter((call) => call.key === `POST /api/activities/${ID}/join`)).toHaveLength(1);
  });

  it('when it is cancelled, then the badge, the reason and no way to join show', async () => {
    renderDetail({
      [`GET /api/activities/${ID}`]: () =>
        jsonResponse(
          200,
          activity({ cancelledAt: new Date().toISOString(), cancelReason: 'Room closed' }),
        ),
    });
    expect(await screen.findByText('This activity is cancelled.')).toBeInTheDocument();
    expect(screen.getByText('Room closed')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
  });

  it('when the organizer removes a participant, then it is confirmed first and the list follows the answer', async () => {
    localStorage.setItem('user', JSON.stringify({ ...viewer, _id: host._id, username: 'hana' }));
    const organizerView = activity({
      viewer: { status: 'none' },
      waitlist: [person('d', 'dee')],
      waitlistCount: 1,
      removed: [],
    });
    const calls = renderDetail({
      [`GET /api/activities/${ID}`]: () => jsonResponse(200, organizerView),
      [`DELETE /api/activities/${ID}/participants/${bob._id}`]: () =>
        jsonResponse(200, {
          ...organizerView,
          participants: [cy, person('d', 'dee')],
          waitlist: [],
          waitlistCount: 0,
          removed: [bob],
        }),
    });
    const waitlist = await screen.findByRole('region', { name: 'Waitlist' });
    expect(within(waitlist).getByText('dee')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove bob' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent('Remove bob from this activity?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove', hidden: true }));
    const removed = await screen.findByRole('region', { name: 'Removed students' });
    expect(within(removed).getByRole('button', { name: 'Allow again: bob' })).toBeInTheDocument();
    expect(calls.map((call) => call.key)).toContain(
      `DELETE /api/activities/${ID}/participants/${bob._id}`,
    );
  });

  it('when added to a calendar site, then the event is filled in with UTC start and end', () => {
    const shown = activity({
      date: '2030-01-05T18:00:00.000Z',
      endDate: '2030-01-05T20:30:00.000Z',
    });
    const { google, outlook } = calendarLinks(shown, 'https://app.example/activities/x');
    const params = new URL(google).searchParams;
    expect(params.get('dates')).toBe('20300105T180000Z/20300105T203000Z');
    expect(params.get('text')).toBe('Board games night');
    expect(params.get('location')).toBe('Union room 3');
    expect(params.get('details')).toContain('https://app.example/activities/x');
    expect(new URL(outlook).searchParams.get('startdt')).toBe('2030-01-05T18:00:00.000Z');
  });
});

const ana = person('n', 'ana');
const me = { _id: viewer._id, username: viewer.username, profilePicture: '' };
/** Ana and Bob are the viewer's friends, both going with the viewer. */
const withFriends = (overrides: Partial<Activity> = {}) =>
  activity({
    maxParticipants: 6,
    participants: [ana, bob, me],
    viewer: { status: 'joined' },
    ...overrides,
  });
const friendsAnswer = { 'GET /api/friends': () => jsonResponse(200, [ana, bob]) };

describe('planning together on an activity’s page', () => {
  beforeEach(signInViewer);

  it('when friends are going, then the page says how many go, the places left and which friends', async () => {
    renderDetail({
      ...friendsAnswer,
      [`GET /api/activities/${ID}`]: () => jsonResponse(200, withFriends()),
    });
    expect(await screen.findByText('3 going · 3 places left')).toBeInTheDocument();
    expect(await screen.findByText('ana and 1 friend are going')).toBeInTheDocument();
  });

  it('when Leave Activity is pressed, then it asks first, and only leaving in the dialog leaves', async () => {
    const calls = renderDetail({
      ...friendsAnswer,
      [`GET /api/activities/${ID}`]: () => jsonResponse(200, withFriends()),
      [`DELETE /api/activities/${ID}/leave`]: () =>
        jsonResponse(200, withFriends({ participants: [ana, bob], viewer: { status: 'none' } })),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Leave Activity' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave Activity' });
    expect(
      within(dialog).getByText('Leave? Your place goes to the next person in line.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Leave Activity' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Leave Activity' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Join Activity' })).toBeInTheDocument();
    expect(calls.filter((call) => call.key.startsWith('DELETE'))).toHaveLength(1);
  });

  it('when friends are invited, then the picker shows them invited from the answer, going ones not offered', async () => {
    const friends: InvitableFriend[] = [
      { ...ana, status: 'going' },
      { ...cy, status: 'invitable' },
    ];
    const calls = renderDetail({
      ...friendsAnswer,
      [`GET /api/activities/${ID}`]: () => jsonResponse(200, withFriends()),
      [`GET /api/activities/${ID}/invites`]: () => jsonResponse(200, friends),
      [`POST /api/activities/${ID}/invites`]: () =>
        jsonResponse(200, {
          invited: [cy._id],
          friends: [friends[0], { ...cy, status: 'invited' }],
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite friends' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite friends' });
    expect(await within(dialog).findByLabelText(/ana/)).toBeDisabled();
    await user.click(within(dialog).getByLabelText(/cy/));
    await user.click(within(dialog).getByRole('button', { name: 'Invite 1 friend' }));
    expect(await within(dialog).findByText('Invited 1 friend')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/cy/)).toBeDisabled();
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({ userIds: [cy._id] });
    expect(calls.filter((call) => call.key === `GET /api/activities/${ID}/invites`)).toHaveLength(
      1,
    );
  });
});

/** A server answer held back until `release`: what the page shows while it waits. */
function heldAnswer() {
  let answer: (response: Response) => void = () => undefined;
  return {
    pending: () => new Promise<Response>((resolve) => (answer = resolve)),
    release: (response: Response) => act(() => answer(response)),
  };
}

describe('when the server refuses joining or leaving', () => {
  beforeEach(signInViewer);

  it('when joining is refused, then the place shown at once goes back, Join Activity returns and the reason shows', async () => {
    const join = heldAnswer();
    renderDetail({
      [`GET /api/activities/${ID}`]: () => jsonResponse(200, activity({ maxParticipants: 6 })),
      [`POST /api/activities/${ID}/join`]: join.pending,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Join Activity' }));
    expect(await screen.findByText('3 going · 3 places left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave Activity' })).toBeInTheDocument();

    await join.release(
      jsonResponse(400, { code: 'BAD_REQUEST', message: ACTIVITY_MESSAGES.cancelled }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(ACTIVITY_MESSAGES.cancelled);
    expect(screen.getByText('2 going · 4 places left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Activity' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Leave Activity' })).not.toBeInTheDocument();
  });

  it('when leaving is refused, then the student’s place comes back, Leave Activity returns and the reason shows', async () => {
    const leave = heldAnswer();
    renderDetail({
      ...friendsAnswer,
      [`GET /api/activities/${ID}`]: () => jsonResponse(200, withFriends()),
      [`DELETE /api/activities/${ID}/leave`]: leave.pending,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Leave Activity' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Leave Activity' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByText('2 going · 4 places left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Activity' })).toBeInTheDocument();

    await leave.release(
      jsonResponse(400, { code: 'BAD_REQUEST', message: ACTIVITY_MESSAGES.started }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(ACTIVITY_MESSAGES.started);
    expect(screen.getByText('3 going · 3 places left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave Activity' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Join Activity' })).not.toBeInTheDocument();
  });
});
