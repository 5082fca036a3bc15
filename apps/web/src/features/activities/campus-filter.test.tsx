import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import ActivitiesPage from './activities-page';

const campus = { _id: 'e'.repeat(24), name: 'Example University' };

function signedInAs(user: object) {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify({ _id: 'a'.repeat(24), username: 'ada', ...user }));
  localStorage.setItem('authTimestamp', String(Date.now()));
}

/** The API as mockApi answers it, with the query of each list request kept. */
function listQueries(): URLSearchParams[] {
  mockApi({ 'GET /api/activities': () => jsonResponse(200, []) });
  const answer = global.fetch;
  const queries: URLSearchParams[] = [];
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/activities') queries.push(url.searchParams);
    return answer(input, init);
  }) as typeof fetch;
  return queries;
}

describe("activities list: 'My campus'", () => {
  it('when the student has a campus, then the filter is on at first and can be turned off', async () => {
    signedInAs({ campus });
    const queries = listQueries();
    renderAt('/activities', <Route path="/activities" element={<ActivitiesPage />} />);
    const filter = await screen.findByRole('checkbox', { name: 'My campus' });
    expect(filter).toBeChecked();
    await waitFor(() => expect(queries[0]?.get('campus')).toBe('mine'));
    await userEvent.click(filter);
    expect(filter).not.toBeChecked();
    await waitFor(() => expect(queries.at(-1)?.get('campus')).toBeNull());
  });

  it('when the student has no campus, then there is no filter and the list is everyone’s', async () => {
    signedInAs({});
    const queries = listQueries();
    renderAt('/activities', <Route path="/activities" element={<ActivitiesPage />} />);
    expect(await screen.findByText('No activities found')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'My campus' })).not.toBeInTheDocument();
    expect(queries[0]?.get('campus')).toBeNull();
  });
});
