import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { browserTimeZone, clockOffsets } from '@/lib/time-zone';
import { jsonResponse, mockApi, renderAt } from '@/test/render';

const ada = { _id: 'a'.repeat(24), username: 'ada' };

function signedInAs(user: object) {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('authTimestamp', String(Date.now()));
}

const page = () => renderAt('/', <Route path="/" element={<h1>Home</h1>} />);

/** The server taking the browser's zone: the zone the app should send, and the calls it makes. */
function serverAcceptingZone() {
  const zone = browserTimeZone();
  const calls = mockApi({
    'PUT /api/users/me/time-zone': () => jsonResponse(200, { ...ada, timeZone: zone }),
  });
  return { zone, calls };
}

const zoneSent = (zone: string) => [
  { key: 'PUT /api/users/me/time-zone', body: { timeZone: zone } },
];

describe('the time zone the server writes times in', () => {
  it('when the server does not know the browser’s zone, then the app tells it once and keeps the answer', async () => {
    signedInAs(ada);
    const { zone, calls } = serverAcceptingZone();
    page();
    await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('user') ?? '{}').timeZone).toBe(zone),
    );
    expect(calls).toEqual(zoneSent(zone));
  });

  it('when the server already has it, then nothing is sent', async () => {
    signedInAs({ ...ada, timeZone: browserTimeZone() });
    const calls = mockApi({});
    page();
    await screen.findByRole('heading', { name: 'Home' });
    await new Promise((settle) => setTimeout(settle, 50));
    expect(calls).toEqual([]);
  });

  it('when the server refuses it, then the stored user stays as it was and the app asks no more this session', async () => {
    signedInAs(ada);
    const calls = mockApi({
      'PUT /api/users/me/time-zone': () => jsonResponse(400, { code: 'VALIDATION', message: 'no' }),
    });
    page();
    await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').timeZone).toBeUndefined();
  });
  it('when this browser read the student’s zone before and its clock has not moved, then the zone is not read again', async () => {
    signedInAs({ ...ada, timeZone: 'Pacific/Chatham' });
    localStorage.setItem('time_zone_seen', `Pacific/Chatham ${clockOffsets()}`);
    const read = jest.spyOn(Intl, 'DateTimeFormat');
    const calls = mockApi({});
    page();
    await screen.findByRole('heading', { name: 'Home' });
    await new Promise((settle) => setTimeout(settle, 50));
    expect(read).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    read.mockRestore();
  });

  it('when the clock’s offsets moved since the zone was last read, then the browser’s zone is sent', async () => {
    signedInAs({ ...ada, timeZone: 'Pacific/Chatham' });
    localStorage.setItem('time_zone_seen', 'Pacific/Chatham -765 -825');
    const { zone, calls } = serverAcceptingZone();
    page();
    await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() =>
      expect(localStorage.getItem('time_zone_seen')).toBe(`${zone} ${clockOffsets()}`),
    );
    expect(calls).toEqual(zoneSent(zone));
  });
});

describe('an address verified while the app was closed', () => {
  it('when the cached user is unverified, then the app asks the server once and the stored user follows', async () => {
    const zone = browserTimeZone();
    signedInAs({ ...ada, timeZone: zone, emailVerified: false });
    const calls = mockApi({
      'GET /api/auth/me': () => jsonResponse(200, { ...ada, timeZone: zone, emailVerified: true }),
    });
    page();
    await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('user') ?? '{}').emailVerified).toBe(true),
    );
    await new Promise((settle) => setTimeout(settle, 50));
    expect(calls.map((call) => call.key)).toEqual(['GET /api/auth/me']);
  });
});
