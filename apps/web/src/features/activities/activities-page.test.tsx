import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import ActivitiesPage from './activities-page';
import ActivityFormPage from './activity-form-page';

const activity = {
  _id: 'b'.repeat(24),
  title: 'Chess night',
  description: 'Games',
  category: 'Social',
  date: '2030-01-01T18:00:00.000Z',
  location: 'Union',
  maxParticipants: null,
  image: '/api/activity-images/social.svg',
  creator: { _id: 'c'.repeat(24), username: 'org', profilePicture: '' },
  participants: [],
};

function signedIn() {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify({ _id: 'a'.repeat(24), username: 'ada' }));
  localStorage.setItem('authTimestamp', String(Date.now()));
}

describe('activities list', () => {
  beforeEach(signedIn);

  it('when activities exist, then their cards show', async () => {
    mockApi({ 'GET /api/activities': () => jsonResponse(200, [activity]) });
    renderAt('/activities', <Route path="/activities" element={<ActivitiesPage />} />);
    expect(await screen.findByRole('heading', { name: 'Chess night' })).toBeInTheDocument();
  });

  it('when nothing matches, then the empty state offers Clear Filters', async () => {
    const calls = mockApi({ 'GET /api/activities': () => jsonResponse(200, []) });
    renderAt(
      '/activities?category=Academic',
      <Route path="/activities" element={<ActivitiesPage />} />,
    );
    expect(await screen.findByText('No activities found')).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('Academic');
    expect(calls[0]?.key).toBe('GET /api/activities');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByLabelText('Category')).toHaveValue('All');
  });

  it('when loading fails, then a message and a Retry that loads again', async () => {
    let fail = true;
    mockApi({
      'GET /api/activities': () => (fail ? jsonResponse(500, {}) : jsonResponse(200, [activity])),
    });
    renderAt('/activities', <Route path="/activities" element={<ActivitiesPage />} />);
    expect(
      await screen.findByText(
        'Failed to load activities. Please try again later.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Chess night' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('when the server cannot be reached, then it says the connection failed, above the loading failure', async () => {
    mockApi({
      'GET /api/activities': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderAt('/activities', <Route path="/activities" element={<ActivitiesPage />} />);
    expect(
      await screen.findByText(
        'Server connection failed. Please check if the server is running.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Failed to load activities. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('create activity form', () => {
  beforeEach(signedIn);

  it('when submitted empty, then the required fields are named and nothing is sent', async () => {
    const calls = mockApi({});
    renderAt('/activities/new', <Route path="/activities/new" element={<ActivityFormPage />} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Activity' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.key === 'POST /api/activities')).toHaveLength(0);
  });

  it('when the date is in the past, then the form says so', async () => {
    mockApi({});
    renderAt('/activities/new', <Route path="/activities/new" element={<ActivityFormPage />} />);
    await userEvent.type(await screen.findByLabelText('Date and Time *'), '2020-01-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Create Activity' }));
    expect(await screen.findByText('Activity date cannot be in the past')).toBeInTheDocument();
  });
});
