import { activityListPath } from '@/features/activities/api/activity-list-path';
import { apiRequest, apiResponse } from '@/lib/api-client';
import { jsonResponse, mockApi } from '@/test/render';
import { requestFirstScreenData } from './early-data';

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
});
