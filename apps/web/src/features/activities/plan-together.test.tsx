import type { Activity, InvitableFriend } from '@peerconnect/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { idOf, person, signInViewer, viewer } from '@/test/people';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import ActivityDetailPage from './activity-detail-page';

const ID = idOf('e');
const host = person('h', 'hana');
const ana = person('n', 'ana');
const bob = person('b', 'bob');
const me = { _id: viewer._id, username: viewer.username, profilePicture: '' };
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
    maxParticipants: 6,
    image: '',
    creator: host,
    participants: [ana, bob, me],
    waitlistCount: 0,
    viewer: { status: 'joined' },
    ...overrides,
  };
}

function renderDetail(answers: Record<string, (body: unknown) => Response>) {
  const calls = mockApi({
    [`GET /api/recommendations/similar/${ID}`]: () => jsonResponse(200, []),
    'GET /api/friends': () => jsonResponse(200, [ana, bob]),
    ...answers,
  });
  renderAt(
    `/activities/${ID}`,
    <Route path="/activities/:activityId" element={<ActivityDetailPage />} />,
  );
  return calls;
}

describe('planning together on an activity’s page', () => {
  beforeEach(signInViewer);
  // jsdom has no modal dialogs: opening one sets `open`, as a browser does.
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  });

  it('when friends are going, then the page says how many go, the places left and which friends', async () => {
    renderDetail({ [`GET /api/activities/${ID}`]: () => jsonResponse(200, activity()) });
    expect(await screen.findByText('3 going · 3 places left')).toBeInTheDocument();
    expect(await screen.findByText('ana and 1 friend are going')).toBeInTheDocument();
  });

  it('when Leave Activity is pressed, then it asks first, and only leaving in the dialog leaves', async () => {
    const calls = renderDetail({
      [`GET /api/activities/${ID}`]: () => jsonResponse(200, activity()),
      [`DELETE /api/activities/${ID}/leave`]: () =>
        jsonResponse(200, activity({ participants: [ana, bob], viewer: { status: 'none' } })),
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
    const cy = person('c', 'cy');
    const friends: InvitableFriend[] = [
      { ...ana, status: 'going' },
      { ...cy, status: 'invitable' },
    ];
    const calls = renderDetail({
      [`GET /api/activities/${ID}`]: () => jsonResponse(200, activity()),
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
