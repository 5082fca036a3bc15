import { waitFor } from '@testing-library/react';
import { activityListOptions } from '@/features/activities/api/activities-api';
import { activityListPath } from '@/features/activities/api/activity-list-path';
import { apiRequest, apiResponse } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/render';
import { requestFirstScreenData } from './early-data';
import { requestActivityList } from './early-activity-list';

const DASHBOARD_LISTS = [
  'GET /api/recommendations/insights',
  'GET /api/friends',
  'GET /api/friends/requests',
  'GET /api/recommendations/friends',
  'GET /api/recommendations',
];

const answerEmpty = () => jsonResponse(200, []);

function mockLists(activities: { title: string }[] = []) {
  return mockApi({
    ...Object.fromEntries(DASHBOARD_LISTS.map((key) => [key, answerEmpty])),
    'GET /api/activities': () => jsonResponse(200, activities),
  });
}

/** The list's first page as the activities page finds it in the cache when it first renders. */
const cachedFirstPage = (filters: Parameters<typeof activityListOptions>[0]) =>
  queryClient.getQueryData(activityListOptions(filters).queryKey)?.pages[0];

const requestedUrls = () =>
  (global.fetch as jest.Mock).mock.calls.map(([url]: [string]) => String(url));

describe("a signed-in screen's data, requested with its code", () => {
  afterEach(() => queryClient.clear());

  it('when the dashboard opens, then its lists are asked for at once and only once', async () => {
    localStorage.setItem('token', 'tok');
    const calls = mockLists();
    requestFirstScreenData({ pathname: '/dashboard', search: '' });
    expect(calls.map((call) => call.key)).toEqual(DASHBOARD_LISTS);
    await Promise.all(DASHBOARD_LISTS.map((key) => apiRequest(key.replace('GET ', ''))));
    expect(calls).toHaveLength(DASHBOARD_LISTS.length);
  });

  it('when the activities list opens with filters in its address, then the page it asks for is the one already on its way', async () => {
    localStorage.setItem('token', 'tok');
    mockLists();
    await requestFirstScreenData({
      pathname: '/activities',
      search: '?category=Sports&sort=oldest',
    });
    expect(requestedUrls()).toEqual(['/api/activities?category=Sports&sort=oldest']);
  });

  it('when the activities list opens, then its first render waits for the first page and finds it ready', async () => {
    localStorage.setItem('token', 'tok');
    const calls = mockLists([{ title: 'Chess club' }]);
    await requestFirstScreenData({ pathname: '/activities', search: '?category=Social' });
    expect(cachedFirstPage({ category: 'Social', sort: 'newest' })).toEqual({
      items: [{ title: 'Chess club' }],
      nextCursor: null,
    });
    expect(calls).toHaveLength(1);
  });

  it('when the activities list is slow, then the first render waits a second at most and the answer still lands', async () => {
    jest.useFakeTimers();
    localStorage.setItem('token', 'tok');
    let answer: (response: Response) => void = () => undefined;
    mockApi({ 'GET /api/activities': () => new Promise((resolve) => (answer = resolve)) });
    let ready = false;
    void requestFirstScreenData({ pathname: '/activities', search: '' }).then(() => (ready = true));
    await jest.advanceTimersByTimeAsync(999);
    expect(ready).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
    jest.useRealTimers();
    answer(jsonResponse(200, [{ title: 'Late night study' }]));
    await waitFor(() =>
      expect(cachedFirstPage({ sort: 'newest' })?.items).toEqual([{ title: 'Late night study' }]),
    );
  });

  it('when someone else has signed in since, then their screen asks the server again', async () => {
    localStorage.setItem('token', 'first-student');
    const calls = mockLists();
    requestFirstScreenData({ pathname: '/dashboard', search: '' });
    localStorage.setItem('token', 'second-student');
    await apiRequest('/api/friends');
    expect(calls.filter((call) => call.key === 'GET /api/friends')).toHaveLength(2);
  });

  describe('when the script in the page has already asked for the activities list', () => {
    afterEach(() => {
      delete window.earlyActivityList;
    });

    it('when the address wants that list, then the list page takes its answer and the server is asked once', async () => {
      localStorage.setItem('token', 'tok');
      const calls = mockLists([{ title: 'Five-a-side' }]);
      window.earlyActivityList = requestActivityList('?category=Sports');
      await requestFirstScreenData({ pathname: '/activities', search: '?category=Sports' });
      expect(cachedFirstPage({ category: 'Sports', sort: 'newest' })?.items).toEqual([
        { title: 'Five-a-side' },
      ]);
      expect(calls).toHaveLength(1);
    });

    it('when the list is asked for again later, then that answer is not given twice', async () => {
      localStorage.setItem('token', 'tok');
      const calls = mockLists();
      window.earlyActivityList = requestActivityList('');
      await requestFirstScreenData({ pathname: '/activities', search: '' });
      await apiResponse(activityListPath({ sort: 'newest' }));
      expect(calls).toHaveLength(2);
      expect(window.earlyActivityList).toBeUndefined();
    });

    it('when the address asks for another filter, then its own list is requested', async () => {
      localStorage.setItem('token', 'tok');
      mockLists();
      window.earlyActivityList = requestActivityList('');
      await requestFirstScreenData({ pathname: '/activities', search: '?category=Career' });
      expect(requestedUrls()).toEqual([
        '/api/activities?sort=newest',
        '/api/activities?category=Career&sort=newest',
      ]);
    });

    it('when the early request found no server, then the list asks again by itself and shows what it gets', async () => {
      jest.useFakeTimers();
      localStorage.setItem('token', 'tok');
      global.fetch = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
      window.earlyActivityList = requestActivityList('');
      const ready = requestFirstScreenData({ pathname: '/activities', search: '' });
      const calls = mockLists([{ title: 'Board games' }]);
      await jest.advanceTimersByTimeAsync(1_000);
      await ready;
      jest.useRealTimers();
      expect(calls).toHaveLength(1);
      expect(cachedFirstPage({ sort: 'newest' })?.items).toEqual([{ title: 'Board games' }]);
      expect(
        queryClient.getQueryState(activityListOptions({ sort: 'newest' }).queryKey)?.error,
      ).toBeNull();
    });

    it('when someone else has signed in since, then their list is requested for them', async () => {
      localStorage.setItem('token', 'first-student');
      mockLists();
      window.earlyActivityList = requestActivityList('');
      localStorage.setItem('token', 'second-student');
      await requestFirstScreenData({ pathname: '/activities', search: '' });
      const tokens = (global.fetch as jest.Mock).mock.calls.map(
        ([, init]: [string, RequestInit]) =>
          (init.headers as Record<string, string>)['x-auth-token'],
      );
      expect(tokens).toEqual(['first-student', 'second-student']);
    });
  });
});
