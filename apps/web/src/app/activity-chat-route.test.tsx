import type { Activity } from '@peerconnect/contracts';
import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { paths } from '@/config/paths';
import { fakeSessionSocket } from '@/test/fake-socket';
import { idOf, person, signInViewer } from '@/test/people';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import ActivityChatPage from '@/features/activities/activity-chat-page';
import ConversationsPage from '@/features/messages/conversations-page';

jest.mock('@/lib/socket');

const ID = idOf('e');
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const someoneElsesActivity: Activity = {
  _id: ID,
  title: 'Chess club',
  description: 'Blitz and tea',
  category: 'Social',
  date: inHours(24),
  endDate: inHours(26),
  location: 'Union room 3',
  maxParticipants: null,
  image: '',
  creator: person('h', 'hana'),
  participants: [person('b', 'bob')],
  waitlistCount: 0,
  viewer: { status: 'none' },
};

function openGroupChat(activityAnswer: () => Response) {
  signInViewer();
  mockApi({
    'GET /api/messages/inbox': () => jsonResponse(200, []),
    [`GET /api/activities/${ID}`]: activityAnswer,
  });
  renderAt(
    paths.activityChat(ID),
    <Route element={<ConversationsPage />}>
      <Route path={paths.activityChat(':activityId')} element={<ActivityChatPage />} />
    </Route>,
  );
}

beforeEach(() => {
  fakeSessionSocket();
});

describe('an activity’s group chat at its own address', () => {
  it('when the student is not in the activity, then it says to join first, beside the inbox', async () => {
    openGroupChat(() => jsonResponse(200, someoneElsesActivity));
    expect(await screen.findByText('Join to access group chat')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      paths.activity(ID),
    );
    expect(screen.queryByLabelText('Message the group')).not.toBeInTheDocument();
  });

  it('when the activity does not exist, then Activity not found, beside the inbox', async () => {
    openGroupChat(() => jsonResponse(404, { code: 'NOT_FOUND', message: 'Activity not found' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Activity not found');
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  });
});
