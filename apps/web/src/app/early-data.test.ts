import { CLIENT_MESSAGES } from '@peerconnect/contracts';
import { activityListPath } from '@/features/activities/api/activity-list-path';
import { apiRequest, apiResponse } from '@/lib/api-client';
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

function mockLists(activities: { image: string }[] = []) {
  return mockApi({
    ...Object.fromEntries(DASHBOARD_LISTS.map((key) => [key, answerEmpty])),
    'GET /api/activities': () => jsonResponse(200, { items: activities, nextCursor: null }),
  });
}

const preloadedPictures = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
    href: link.getAttribute('href'),
    priority: link.getAttribute('fetchpriority'),
  }));

const requestedUrls = () =>
  (global.fetch as jest.Mock).mock.calls.map(([url]: [string]) => String(url));

describe("a signed-in screen's data, requested with its code", () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

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
    requestFirstScreenData({ pathname: '/activities', search: '?category=Sports&sort=oldest' });
    await apiResponse(activityListPath({ category: 'Sports', sort: 'oldest' }));
    expect(requestedUrls()).toEqual(['/api/activities?category=Sports&sort=oldest']);
  });

  it('when the activities list answers, then its first picture is fetched at once, ahead of the others', async () => {
    localStorage.setItem('token', 'tok');
    mockLists([
      { image: '/api/activity-images/sports.svg' },
      { image: '/api/activity-images/arts.svg' },
    ]);
    requestFirstScreenData({ pathname: '/activities', search: '' });
    await apiResponse(activityListPath({ sort: 'newest' }));
    expect(preloadedPictures()).toEqual([
      { href: '/api/activity-images/sports.svg', priority: 'high' },
    ]);
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
      const calls = mockLists([{ image: '/api/activity-images/sports.svg' }]);
      window.earlyActivityList = requestActivityList('?category=Sports');
      requestFirstScreenData({ pathname: '/activities', search: '?category=Sports' });
      const { data } = await apiResponse(activityListPath({ category: 'Sports', sort: 'newest' }));
      expect(data).toEqual({
        items: [{ image: '/api/activity-images/sports.svg' }],
        nextCursor: null,
      });
      expect(calls).toHaveLength(1);
      expect(preloadedPictures()).toEqual([
        { href: '/api/activity-images/sports.svg', priority: 'high' },
      ]);
    });

    it('when the list is asked for again later, then that answer is not given twice', async () => {
      localStorage.setItem('token', 'tok');
      const calls = mockLists();
      window.earlyActivityList = requestActivityList('');
      requestFirstScreenData({ pathname: '/activities', search: '' });
      const path = activityListPath({ sort: 'newest' });
      await apiResponse(path);
      await apiResponse(path);
      expect(calls).toHaveLength(2);
      expect(window.earlyActivityList).toBeUndefined();
    });

    it('when the address asks for another filter, then its own list is requested', async () => {
      localStorage.setItem('token', 'tok');
      mockLists();
      window.earlyActivityList = requestActivityList('');
      requestFirstScreenData({ pathname: '/activities', search: '?category=Career' });
      await apiResponse(activityListPath({ category: 'Career', sort: 'newest' }));
      expect(requestedUrls()).toEqual([
        '/api/activities?sort=newest',
        '/api/activities?category=Career&sort=newest',
      ]);
    });

    it('when the early request found no server, then the list shows the network error and a retry asks again', async () => {
      localStorage.setItem('token', 'tok');
      global.fetch = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
      window.earlyActivityList = requestActivityList('');
      requestFirstScreenData({ pathname: '/activities', search: '' });
      const path = activityListPath({ sort: 'newest' });
      await expect(apiResponse(path)).rejects.toMatchObject({
        kind: 'network',
        message: CLIENT_MESSAGES.networkError,
      });
      const calls = mockLists();
      await apiResponse(path);
      expect(calls).toHaveLength(1);
      expect(preloadedPictures()).toEqual([]);
    });

    it('when someone else has signed in since, then their list is requested for them', async () => {
      localStorage.setItem('token', 'first-student');
      mockLists();
      window.earlyActivityList = requestActivityList('');
      localStorage.setItem('token', 'second-student');
      requestFirstScreenData({ pathname: '/activities', search: '' });
      await apiResponse(activityListPath({ sort: 'newest' }));
      const tokens = (global.fetch as jest.Mock).mock.calls.map(
        ([, init]: [string, RequestInit]) =>
          (init.headers as Record<string, string>)['x-auth-token'],
      );
      expect(tokens).toEqual(['first-student', 'second-student']);
    });
  });
});
