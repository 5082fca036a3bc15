import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Route } from 'react-router-dom';
import DashboardPage from '@/features/recommendations/dashboard-page';
import { clearOfflineData } from '@/lib/offline-data';
import { keepScreensOffline } from '@/lib/offline-queries';
import { listedActivity } from '@/test/activities';
import { person, signInViewer } from '@/test/people';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import { OfflineNotice } from './offline-notice';

const chessNight = listedActivity('1', 'Chess night');

/** What main.tsx starts after the first render. */
function KeepScreens() {
  const client = useQueryClient();
  useEffect(() => keepScreensOffline(client), [client]);
  return null;
}

const openDashboard = () =>
  renderAt(
    '/dashboard',
    <Route
      path="/dashboard"
      element={
        <>
          <KeepScreens />
          <OfflineNotice />
          <DashboardPage />
        </>
      }
    />,
  );

let onLine: jest.SpyInstance<boolean, []>;

beforeEach(async () => {
  await clearOfflineData();
  onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(() => {
  onLine.mockRestore();
  act(() => onlineManager.setOnline(true));
});

describe('offline, the last-seen dashboard', () => {
  it('when the dashboard is opened again without a network, then what was seen shows with the offline sign, and no request is made', async () => {
    signInViewer();
    mockApi({
      'GET /api/recommendations/insights': () =>
        jsonResponse(200, { joinedActivities: [chessNight], createdActivities: [] }),
      'GET /api/friends': () => jsonResponse(200, [person('f', 'fay')]),
      'GET /api/friends/requests': () => jsonResponse(200, []),
      'GET /api/recommendations/friends': () => jsonResponse(200, []),
      'GET /api/recommendations': () => jsonResponse(200, []),
    });
    const online = openDashboard();
    expect(await screen.findByText('Chess night')).toBeInTheDocument();
    expect(screen.queryByText("You're offline.")).not.toBeInTheDocument();
    // Saved a moment after the answers arrive.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    online.unmount();

    onLine.mockReturnValue(false);
    // As lib/query-client.ts does for an app opened offline.
    onlineManager.setOnline(false);
    const calls = mockApi({});
    openDashboard();
    expect(await screen.findByText('Chess night')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline. This is what you saw last; changes need a connection.",
    );
    await waitFor(() => expect(screen.getByText('Friends').closest('div')).toHaveTextContent('1'));
    expect(calls.filter((call) => call.key.startsWith('GET'))).toEqual([]);
  });
});
