import { FRIEND_FILTERS } from './friend-suggestions-filter';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { expectShownFor, startFakeClock } from '@/test/clock';
import { listedActivity } from '@/test/activities';
import { idOf, person, signInViewer, viewer } from '@/test/people';
import { storage } from '@/lib/storage';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import DashboardPage from './dashboard-page';

function suggestion(char: string, username: string, extra: Record<string, unknown> = {}) {
  return {
    ...person(char, username),
    similarityScore: 40,
    sharedInterests: [],
    isOnline: false,
    isNew: false,
    mutualFriends: [],
    ...extra,
  };
}

const hana = suggestion('h', 'hana', {
  similarityScore: 90,
  sharedInterests: [{ type: 'hobby', value: 'Chess' }],
  isOnline: true,
});
const mo = suggestion('m', 'mo', { similarityScore: 60, isNew: true });
const lu = suggestion('l', 'lu', { similarityScore: 30, mutualFriends: [person('x', 'xi')] });
const zed = suggestion('z', 'zed', {
  similarityScore: 80,
  sharedInterests: [{ type: 'sport', value: 'Tennis' }],
});

type Handlers = Parameters<typeof mockApi>[0];

function mockDashboard(overrides: Handlers = {}) {
  return mockApi({
    'GET /api/recommendations/insights': () =>
      jsonResponse(200, {
        joinedActivities: [
          listedActivity('1', 'Chess night'),
          listedActivity('2', 'Study group'),
          listedActivity('3', 'Football'),
          listedActivity('4', 'Movie club'),
        ],
        createdActivities: [listedActivity('5', 'Book swap')],
      }),
    'GET /api/friends': () => jsonResponse(200, [person('f', 'fay'), person('g', 'gus')]),
    'GET /api/friends/requests': () =>
      jsonResponse(200, [{ _id: idOf('r'), sender: person('c', 'cy') }]),
    'GET /api/recommendations/friends': () => jsonResponse(200, [hana, mo, lu, zed]),
    'GET /api/recommendations': () => jsonResponse(200, [listedActivity('6', 'Hackathon')]),
    ...overrides,
  });
}

function renderDashboard() {
  return renderAt('/dashboard', <Route path="/dashboard" element={<DashboardPage />} />);
}

const suggestionNames = () =>
  within(screen.getByRole('region', { name: 'Discover New Connections' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('dashboard', () => {
  beforeEach(signInViewer);
  afterEach(() => jest.useRealTimers());

  it('when a student signed up today, then they are greeted Welcome, and each stat card opens its list', async () => {
    storage.saveSession('token', { ...viewer, createdAt: new Date().toISOString() });
    mockDashboard();
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome, ada!' })).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Your numbers' });
    const target = (label: string) =>
      within(stats)
        .getByRole('link', { name: new RegExp(label) })
        .getAttribute('href');
    expect(target('Pending Invitations')).toBe('/friends?tab=requests');
    expect(target('Friends')).toBe('/friends');
    expect(target('Activities Joined')).toBe('/profile?activities=joined');
    expect(target('Activities Created')).toBe('/profile?activities=created');
  });

  it('when the data loads, then the four numbers are real and the first 3 joined activities are listed', async () => {
    mockDashboard();
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome back, ada!' })).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Your numbers' });
    expect(await within(stats).findByText('Activities Joined')).toBeInTheDocument();
    const values = () =>
      Array.from(stats.querySelectorAll('.stat-card')).map((card) => card.textContent);
    await screen.findByText('Chess night');
    expect(values()).toEqual([
      '4Activities Joined',
      '1Activities Created',
      '1Pending Invitations',
      '2Friends',
    ]);
    const joined = screen.getByRole('region', { name: 'Joined Activities' });
    expect(within(joined).getAllByRole('listitem')).toHaveLength(3);
    expect(within(joined).queryByText('Movie club')).not.toBeInTheDocument();
    expect(within(joined).getByRole('link', { name: 'Details: Chess night' })).toHaveAttribute(
      'href',
      `/activities/${idOf('1')}`,
    );
    expect(within(joined).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/activities',
    );
    const forYou = screen.getByRole('region', { name: 'Activities for you' });
    expect(within(forYou).getByText('Hackathon')).toBeInTheDocument();
  });

  it('when suggestions exist, then up to 3 show with their score colour, badges and shared interests', async () => {
    mockDashboard();
    renderDashboard();
    expect(await screen.findByRole('link', { name: 'hana' })).toBeInTheDocument();
    expect(suggestionNames()).toEqual(['hana', 'mo', 'lu']);
    expect(screen.getByText('90% match')).toHaveClass('match-high');
    expect(screen.getByText('60% match')).toHaveClass('match-medium');
    expect(screen.getByText('30% match')).toHaveClass('match-low');
    expect(screen.getByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('1 mutual friend')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Shared interests' })).toHaveTextContent('Chess');
  });

  it('when a filter option is chosen, then only the people it describes remain', async () => {
    mockDashboard();
    renderDashboard();
    const user = userEvent.setup();
    const show = await screen.findByLabelText('Show');
    expect(
      within(show)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(FRIEND_FILTERS.map((option) => option.label));
    const expected: Record<string, string[]> = {
      'High Match (75%+)': ['hana', 'zed'],
      'Medium Match (50%-74%)': ['mo'],
      'New Friends': ['mo'],
      'Mutual Friends': ['lu'],
      All: ['hana', 'mo', 'lu'],
    };
    for (const [label, names] of Object.entries(expected)) {
      await user.selectOptions(show, label);
      expect(suggestionNames()).toEqual(names);
    }
  });

  it('when text is typed, then people match by username or shared interest, ignoring case', async () => {
    mockDashboard();
    renderDashboard();
    const user = userEvent.setup();
    const search = await screen.findByLabelText('Search by name or interest');
    await user.type(search, 'TENNIS');
    expect(suggestionNames()).toEqual(['zed']);
    await user.clear(search);
    await user.type(search, 'Han');
    expect(suggestionNames()).toEqual(['hana']);
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByText('Nobody matches this filter.')).toBeInTheDocument();
  });

  it('when list view is chosen, then the toggle says so', async () => {
    mockDashboard();
    renderDashboard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('when a request is sent, then the button reads Connecting..., then Friend Request Sent for 3 s, then the person leaves', async () => {
    const user = startFakeClock();
    let answer: (response: Response) => void = () => undefined;
    const calls = mockDashboard({
      'POST /api/friends/request': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add Friend hana' }));
    expect(screen.getByRole('button', { name: 'Connecting... hana' })).toBeDisabled();
    answer(jsonResponse(201, { status: 'pending', message: 'sent' }));
    expect(await screen.findByRole('button', { name: 'Friend Request Sent hana' })).toBeDisabled();
    await expectShownFor(3000, () => suggestionNames().includes('hana'));
    expect(suggestionNames()).toEqual(['mo', 'lu', 'zed']);
    expect(calls.find((call) => call.key === 'POST /api/friends/request')?.body).toEqual({
      userId: hana._id,
    });
  });

  it('when a request fails, then "Failed to send friend request" shows for 3 s and the button can be used again', async () => {
    const user = startFakeClock();
    mockDashboard({ 'POST /api/friends/request': () => jsonResponse(500, {}) });
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add Friend mo' }));
    expect(
      await screen.findByText('Failed to send friend request. Please try again.'),
    ).toBeInTheDocument();
    await expectShownFor(
      3000,
      () => screen.queryByText('Failed to send friend request. Please try again.') !== null,
    );
    expect(screen.getByRole('button', { name: 'Add Friend mo' })).toBeEnabled();
  });

  it('when there are no suggestions or recommendations, then the section hides and the two ideas show', async () => {
    mockDashboard({
      'GET /api/recommendations/friends': () => jsonResponse(200, []),
      'GET /api/recommendations': () => jsonResponse(200, []),
    });
    renderDashboard();
    expect(await screen.findByText('Join a study group')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse study groups' })).toHaveAttribute(
      'href',
      '/activities?category=Academic',
    );
    expect(screen.getByRole('link', { name: 'Create an activity' })).toHaveAttribute(
      'href',
      '/activities/new',
    );
    expect(screen.queryByText('Discover New Connections')).not.toBeInTheDocument();
  });

  it('when the dashboard calls fail, then a message asks to refresh the page', async () => {
    mockDashboard({ 'GET /api/recommendations/insights': () => jsonResponse(500, {}) });
    renderDashboard();
    expect(
      await screen.findByText('Failed to load dashboard data. Please try refreshing the page.'),
    ).toBeInTheDocument();
  });
});
