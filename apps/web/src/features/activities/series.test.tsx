import type { Activity, Series } from '@peerconnect/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { idOf, person, signInViewer, viewer } from '@/test/people';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import ActivityDetailPage from './activity-detail-page';
import ActivityFormPage from './activity-form-page';

const SERIES_ID = idOf('5');
const host = person('h', 'hana');
const DAY = 86_400_000;
const ids = ['1', '2', '3'].map(idOf);
const start = Date.now() + 2 * DAY;

function date(index: number, overrides: Partial<Activity> = {}): Activity {
  return {
    _id: ids[index] ?? '',
    title: 'Chess club',
    description: 'Open boards',
    category: 'Social',
    date: new Date(start + index * 7 * DAY).toISOString(),
    endDate: new Date(start + index * 7 * DAY + 7_200_000).toISOString(),
    location: 'Union room 3',
    maxParticipants: null,
    image: '/api/activity-images/social.svg',
    creator: host,
    participants: [],
    waitlistCount: 0,
    viewer: { status: 'none' },
    series: { _id: SERIES_ID, frequency: 'weekly' },
    ...overrides,
  };
}

const series = (dates: Activity[]): Series => ({
  _id: SERIES_ID,
  frequency: 'weekly',
  weekdays: [1],
  timeZone: 'UTC',
  activities: dates,
});

/** A datetime-local value this many days ahead. */
function inDays(days: number): string {
  const when = new Date(Date.now() + days * DAY);
  when.setMinutes(when.getMinutes() - when.getTimezoneOffset());
  return when.toISOString().slice(0, 16);
}

describe('a weekly series', () => {
  beforeEach(signInViewer);

  it('when the form repeats every week for 3 dates, then it previews them and sends the activity with its rule', async () => {
    const calls = mockApi({
      'POST /api/series': () => jsonResponse(201, series([0, 1, 2].map((i) => date(i)))),
      [`GET /api/activities/${ids[0]}`]: () => jsonResponse(200, date(0)),
    });
    renderAt(
      '/activities/new',
      <>
        <Route path="/activities/new" element={<ActivityFormPage />} />
        <Route path="/activities/:activityId" element={<p>Opened the first date</p>} />
      </>,
    );
    await userEvent.type(await screen.findByLabelText('Activity Title *'), 'Chess club');
    await userEvent.type(screen.getByLabelText('Description *'), 'Open boards');
    fireEvent.change(screen.getByLabelText('Date and Time *'), { target: { value: inDays(2) } });
    await userEvent.type(screen.getByLabelText('Location *'), 'Union room 3');
    await userEvent.selectOptions(screen.getByLabelText('Category *'), 'Social');
    await userEvent.selectOptions(screen.getByLabelText('Repeat'), 'Every week');
    const weekday = ((new Date(Date.now() + 2 * DAY).getDay() + 6) % 7) + 1;
    const days = within(screen.getByRole('group', { name: 'On' })).getAllByRole('checkbox');
    expect(days.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(1);
    await userEvent.clear(screen.getByLabelText('Number of dates'));
    await userEvent.type(screen.getByLabelText('Number of dates'), '3');
    expect(await screen.findByText(/^3 dates, the last on /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Activity' }));

    expect(await screen.findByText('Opened the first date')).toBeInTheDocument();
    const sent = calls.find((call) => call.key === 'POST /api/series')?.body as {
      activity: { title: string };
      repeat: unknown;
    };
    expect(sent.activity.title).toBe('Chess club');
    expect(sent.repeat).toEqual({
      frequency: 'weekly',
      weekdays: [weekday],
      ends: { count: 3 },
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(calls.filter((call) => call.key === 'POST /api/activities')).toHaveLength(0);
  });

  it('when no weekday is left chosen, then the form says so and sends nothing', async () => {
    const calls = mockApi({});
    renderAt('/activities/new', <Route path="/activities/new" element={<ActivityFormPage />} />);
    await userEvent.type(await screen.findByLabelText('Activity Title *'), 'Chess club');
    await userEvent.type(screen.getByLabelText('Description *'), 'Open boards');
    fireEvent.change(screen.getByLabelText('Date and Time *'), { target: { value: inDays(2) } });
    await userEvent.type(screen.getByLabelText('Location *'), 'Union room 3');
    await userEvent.selectOptions(screen.getByLabelText('Category *'), 'Social');
    await userEvent.selectOptions(screen.getByLabelText('Repeat'), 'Every two weeks');
    const chosen = screen.getAllByRole('checkbox').find((box) => (box as HTMLInputElement).checked);
    if (chosen) await userEvent.click(chosen);
    await userEvent.click(screen.getByRole('button', { name: 'Create Activity' }));
    expect(await screen.findByText('Choose at least one weekday')).toBeInTheDocument();
    expect(calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(0);
  });

  it('when a student opens a date, then the series’ dates are listed and Join all in the series joins them in one call', async () => {
    const dates = [0, 1, 2].map((i) => date(i));
    const joined = dates.map((d) => ({
      ...d,
      participants: [person('a', viewer.username)],
      viewer: { status: 'joined' as const },
    }));
    const calls = mockApi({
      [`GET /api/activities/${ids[1]}`]: () => jsonResponse(200, dates[1]),
      [`GET /api/series/${SERIES_ID}`]: () => jsonResponse(200, series(dates)),
      [`POST /api/series/${SERIES_ID}/join`]: () => jsonResponse(200, series(joined)),
      [`GET /api/recommendations/similar/${ids[1]}`]: () => jsonResponse(200, []),
      'GET /api/friends': () => jsonResponse(200, []),
    });
    renderAt(
      `/activities/${ids[1]}`,
      <Route path="/activities/:activityId" element={<ActivityDetailPage />} />,
    );
    const list = await screen.findByRole('region', { name: 'Dates in this series (3)' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('This date')).toBeInTheDocument();
    expect(screen.getAllByText('Weekly').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Join all in the series' }));
    await waitFor(() => expect(within(list).getAllByText('You’re in')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Join all in the series' })).toBeNull();
    expect(calls.filter((call) => call.key === `POST /api/series/${SERIES_ID}/join`)).toHaveLength(
      1,
    );
  });
  it('when the organizer edits a date for this and following, then the changes go to the series with that scope', async () => {
    signInViewer();
    const mine = (index: number, overrides: Partial<Activity> = {}) =>
      date(index, { creator: person('a', viewer.username), ...overrides });
    const calls = mockApi({
      [`GET /api/activities/${ids[1]}`]: () => jsonResponse(200, mine(1)),
      [`PUT /api/series/${SERIES_ID}/activities/${ids[1]}`]: () =>
        jsonResponse(
          200,
          series([0, 1, 2].map((i) => mine(i, i > 0 ? { location: 'Library' } : {}))),
        ),
    });
    renderAt(
      `/activities/edit/${ids[1]}`,
      <>
        <Route path="/activities/edit/:activityId" element={<ActivityFormPage />} />
        <Route path="/activities/:activityId" element={<p>Back on the date</p>} />
      </>,
    );
    const location = await screen.findByLabelText('Location *');
    await waitFor(() => expect(location).toHaveValue('Union room 3'));
    await userEvent.clear(location);
    await userEvent.type(location, 'Library');
    await userEvent.click(screen.getByLabelText('This and following dates'));
    // Several dates keep their category's picture: there is none to choose.
    expect(screen.queryByText(/picture/i, { selector: 'label' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Back on the date')).toBeInTheDocument();
    const sent = calls.find(
      (call) => call.key === `PUT /api/series/${SERIES_ID}/activities/${ids[1]}`,
    )?.body as { scope: string; changes: { location: string } };
    expect(sent.scope).toBe('following');
    expect(sent.changes.location).toBe('Library');
    expect(calls.filter((call) => call.key.startsWith('PUT /api/activities'))).toHaveLength(0);
  });
});
