import type { Notification, NotificationPage } from '@peerconnect/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { openSessionSocket } from '@/lib/socket';
import { fakeSessionSocket, type FakeSocket } from '@/test/fake-socket';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import NotificationBell from './components/notification-bell';
import NotificationsPage from './notifications-page';

jest.mock('@/lib/socket');

const user = { _id: 'a'.repeat(24), username: 'ada', email: 'ada@uni.edu' };
const BEN = { _id: 'b'.repeat(24), username: 'ben' };

function signIn() {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('authTimestamp', String(Date.now()));
}

/** A screen as wide as a desktop (the bell opens a panel) or as a phone (it opens the page). */
function screenIsWide(wide: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: wide && query === '(min-width: 900px)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

const notification = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  _id: id.repeat(24),
  type: 'friend-request',
  actor: BEN,
  text: 'ben sent you a friend request',
  link: '/friends',
  read: false,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

const page = (items: Notification[], unreadCount: number): NotificationPage => ({
  items,
  nextCursor: null,
  unreadCount,
});

const routes = (
  <>
    <Route path="/dashboard" element={<NotificationBell />} />
    <Route path="/friends" element={<p>friends page</p>} />
    <Route path="/notifications" element={<NotificationsPage />} />
  </>
);

let socket: FakeSocket;
beforeEach(() => {
  socket = fakeSessionSocket();
  signIn();
});

describe('the notification bell', () => {
  it('when the address is verified in another tab, then this tab and the stored user follow over the socket', async () => {
    screenIsWide(true);
    mockApi({ 'GET /api/notifications': () => jsonResponse(200, page([], 0)) });
    renderAt('/dashboard', routes);
    await waitFor(() => expect(openSessionSocket).toHaveBeenCalled());
    act(() => socket.serverEmits('user-updated', { ...user, emailVerified: true }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
        emailVerified: true,
      }),
    );
  });

  it('when a notification arrives live, then the count rises; the same one heard again is shown once', async () => {
    screenIsWide(true);
    mockApi({ 'GET /api/notifications': () => jsonResponse(200, page([notification('1')], 1)) });
    renderAt('/dashboard', routes);
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(openSessionSocket).toHaveBeenCalled());
    const joined = notification('2', {
      type: 'activity-joined',
      text: 'ben and 2 others joined Board games',
      link: '/activities/' + 'c'.repeat(24),
      createdAt: new Date().toISOString(),
    });
    act(() => socket.serverEmits('notification', { notification: joined, unreadCount: 2 }));
    act(() => socket.serverEmits('notification', { notification: joined, unreadCount: 2 }));
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Bben and 2 others joined Board gamesjust nowUnread',
      'Bben sent you a friend request5 min agoUnread',
    ]);
  });

  it('when a notification is opened from the panel, then it is marked read and its page opens', async () => {
    screenIsWide(true);
    const calls = mockApi({
      'GET /api/notifications': () => jsonResponse(200, page([notification('1')], 1)),
      [`PUT /api/notifications/${'1'.repeat(24)}/read`]: () =>
        jsonResponse(200, { ...notification('1', { read: true }), unreadCount: 0 }),
    });
    renderAt('/dashboard', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(screen.getByRole('link', { name: /ben sent you a friend request/ }));
    expect(await screen.findByText('friends page')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((call) => call.key)).toContain(
        `PUT /api/notifications/${'1'.repeat(24)}/read`,
      ),
    );
  });

  it('when all are marked read, or read on another device, then the count clears and nothing is marked unread', async () => {
    screenIsWide(true);
    mockApi({
      'GET /api/notifications': () =>
        jsonResponse(200, page([notification('1'), notification('2')], 2)),
      'PUT /api/notifications/read-all': () => jsonResponse(200, { unreadCount: 0 }),
    });
    renderAt('/dashboard', routes);
    await waitFor(() => expect(openSessionSocket).toHaveBeenCalled());
    act(() => socket.serverEmits('notifications-read', { ids: ['1'.repeat(24)], unreadCount: 1 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
  });

  it('when the socket reconnects, then the list is fetched again to catch up', async () => {
    screenIsWide(true);
    let fetches = 0;
    mockApi({
      'GET /api/notifications': () => {
        fetches += 1;
        return jsonResponse(200, page([], 0));
      },
    });
    renderAt('/dashboard', routes);
    await waitFor(() => expect(fetches).toBe(1));
    act(() => socket.serverConnects());
    await waitFor(() => expect(fetches).toBe(2));
  });

  it('when on a phone, then the bell opens the notifications page, which says when there is nothing', async () => {
    screenIsWide(false);
    mockApi({ 'GET /api/notifications': () => jsonResponse(200, page([], 0)) });
    renderAt('/dashboard', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('You’re all caught up')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
