import type { PersonResult } from '@peerconnect/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { idOf, person, signInViewer } from '@/test/people';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import { PeopleSearch } from './components/people-search';

const lena: PersonResult = {
  ...person('l', 'lena'),
  match: 'username-exact',
  isFriend: false,
  requestSent: false,
};
const climber: PersonResult = {
  ...person('k', 'kai'),
  match: 'interest',
  interest: 'Lena river trips',
  isFriend: false,
  requestSent: false,
};

const renderSearch = () =>
  renderAt('/friends', <Route path="/friends" element={<PeopleSearch />} />);

describe('people search', () => {
  beforeEach(signInViewer);

  it('when a name is typed, then the best matches list, and a request stays sent from its answer', async () => {
    const calls = mockApi({
      'GET /api/people': () => jsonResponse(200, { items: [lena, climber], nextPage: null }),
      'POST /api/friends/request': () =>
        jsonResponse(201, {
          status: 'pending',
          message: 'Friend request sent',
          request: {
            _id: idOf('r'),
            recipient: person('l', 'lena'),
            createdAt: new Date().toISOString(),
          },
        }),
    });
    renderSearch();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search by username, interest or major'), 'lena');
    const results = await screen.findByRole('list', { name: 'Find people' });
    const rows = within(results).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('lena'),
      expect.stringContaining('Into Lena river trips'),
    ]);
    await user.click(within(results).getByRole('button', { name: 'Add Friend lena' }));
    expect(
      await within(results).findByRole('button', { name: 'Request Sent lena' }),
    ).toBeDisabled();
    expect(calls.filter((call) => call.key === 'GET /api/people')).toHaveLength(1);
  });

  it('when nobody matches, then it says so and how to find a student who opted out', async () => {
    mockApi({ 'GET /api/people': () => jsonResponse(200, { items: [], nextPage: null }) });
    renderSearch();
    await userEvent.type(screen.getByLabelText('Search by username, interest or major'), 'zz');
    expect(await screen.findByText('Nobody matches this search')).toBeInTheDocument();
  });
});
