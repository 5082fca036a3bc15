import { activityRoomId } from '@peerconnect/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route } from 'react-router-dom';
import { fakeSessionSocket, type FakeSocket } from '@/test/fake-socket';
import ChatPage from '@/features/messages/chat-page';
import { openSessionSocket } from '@/lib/socket';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import { Navbar } from './navbar';

jest.mock('@/lib/socket');

const user = { _id: 'a'.repeat(24), username: 'ada', email: 'ada@uni.edu' };

function withNavbar(text: string) {
  return (
    <>
      <Navbar />
      <p>{text}</p>
    </>
  );
}

const routes = (
  <>
    <Route path="/" element={withNavbar('landing')} />
    <Route path="/dashboard" element={withNavbar('dashboard')} />
    <Route path="/friends" element={withNavbar('friends')} />
    <Route path="/activities/:activityId/chat" element={withNavbar('group chat')} />
  </>
);

let socket: FakeSocket;
beforeEach(() => {
  socket = fakeSessionSocket();
});

function signIn() {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('authTimestamp', String(Date.now()));
}

// The badge (socket and all) is loaded on its own after sign-in: it may take a moment to show.
const AFTER_SETTLING = { timeout: 4000 };

describe('navigation bar', () => {
  it('when signed out, then Login and Sign Up (to /register) and no Logout', async () => {
    mockApi({});
    renderAt('/', routes);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('when signed in, then Create Activity, Friends and the username; Logout clears the session and goes home', async () => {
    signIn();
    mockApi({});
    renderAt('/dashboard', routes);
    expect(await screen.findByRole('link', { name: 'ada' })).toHaveAttribute('href', '/profile');
    expect(await screen.findByRole('link', { name: 'Create Activity' })).toHaveAttribute(
      'href',
      '/activities/new',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('when an activity chat is open, then Messages is the section marked, not Activities', async () => {
    signIn();
    mockApi({ 'GET /api/messages/inbox': () => jsonResponse(200, []) });
    renderAt(`/activities/${'e'.repeat(24)}/chat`, routes);
    expect(await screen.findByRole('link', { name: 'Messages' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Activities' })).not.toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveClass('active');
  });

  it('when the mobile menu is open and a link is followed, then the menu closes', async () => {
    signIn();
    mockApi({});
    renderAt('/dashboard', routes);
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Friends' }));
    expect(await screen.findByText('friends')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('unread messages in the navigation', () => {
  const BOB = { _id: 'b'.repeat(24), username: 'bob', profilePicture: '' };
  const GROUP = { _id: 'c'.repeat(24), title: 'Chess club' };
  const conversationsWith =
    (unreadCount: number, group = { unreadCount: 0, muted: false }) =>
    () =>
      jsonResponse(200, [
        { kind: 'direct', user: BOB, lastMessage: { content: 'hi' }, unreadCount, muted: false },
        { kind: 'activity', activity: GROUP, lastMessage: null, ...group },
      ]);

  it('when a direct message arrives anywhere in the app, then the Messages badge rises without a reload', async () => {
    signIn();
    let unread = 1;
    mockApi({ 'GET /api/messages/inbox': () => conversationsWith(unread)() });
    renderAt('/dashboard', routes);
    expect(
      await screen.findByRole('link', { name: 'Messages 1 unread' }, AFTER_SETTLING),
    ).toHaveAttribute('href', '/messages');
    await waitFor(() => expect(openSessionSocket).toHaveBeenCalled());
    unread = 2;
    act(() =>
      socket.serverEmits('receive-message', {
        _id: 'd'.repeat(24),
        content: 'hi again',
        sender: BOB._id,
        recipient: user._id,
        roomId: `${user._id}_${BOB._id}`,
        createdAt: new Date().toISOString(),
      }),
    );
    expect(await screen.findByRole('link', { name: 'Messages 2 unread' })).toBeInTheDocument();
  });

  it('when a message arrives while the counts are being fetched, then they are fetched again and the badge shows it', async () => {
    signIn();
    let unread = 0;
    let answer: (() => void) | undefined;
    let fetches = 0;
    mockApi({
      'GET /api/messages/inbox': () => {
        fetches += 1;
        const now = unread;
        if (fetches > 1) return conversationsWith(now)();
        return new Promise<Response>((resolve) => {
          answer = () => resolve(conversationsWith(now)());
        });
      },
    });
    renderAt('/dashboard', routes);
    await waitFor(() => expect(answer).toBeDefined());
    await waitFor(() => expect(openSessionSocket).toHaveBeenCalled());
    unread = 1;
    act(() =>
      socket.serverEmits('receive-message', {
        _id: 'd'.repeat(24),
        content: 'right after the page loaded',
        sender: BOB._id,
        recipient: user._id,
        roomId: `${user._id}_${BOB._id}`,
        createdAt: new Date().toISOString(),
      }),
    );
    act(() => answer?.());
    expect(
      await screen.findByRole('link', { name: 'Messages 1 unread' }, AFTER_SETTLING),
    ).toBeInTheDocument();
  });

  it('when the socket connects while the counts are on their way, then they are asked once more, after joining the chats', async () => {
    signIn();
    let answer: (() => void) | undefined;
    let fetches = 0;
    mockApi({
      'GET /api/messages/inbox': () => {
        fetches += 1;
        if (fetches > 1) return conversationsWith(0)();
        return new Promise<Response>((resolve) => {
          answer = () => resolve(conversationsWith(0)());
        });
      },
    });
    socket.answer('join-activity-rooms', () => ({ success: true }));
    renderAt('/dashboard', routes);
    await waitFor(() => expect(answer).toBeDefined());
    await waitFor(() => expect(openSessionSocket).toHaveBeenCalled());
    act(() => socket.serverConnects());
    act(() => answer?.());
    await waitFor(() =>
      expect(socket.emitsOf('join-activity-rooms')).toEqual([
        { roomIds: [activityRoomId(GROUP._id)] },
      ]),
    );
    await waitFor(() => expect(fetches).toBe(2));
    await act(() => new Promise((settle) => setTimeout(settle, 200)));
    expect(fetches).toBe(2);
  });

  it('when an activity chat has unread messages, then they add to the total unless it is muted', async () => {
    signIn();
    let muted = false;
    mockApi({
      'GET /api/messages/inbox': () => conversationsWith(1, { unreadCount: 4, muted })(),
    });
    renderAt('/dashboard', routes);
    expect(
      await screen.findByRole('link', { name: 'Messages 5 unread' }, AFTER_SETTLING),
    ).toBeInTheDocument();
    await waitFor(() => expect(openSessionSocket).toHaveBeenCalled());
    muted = true;
    act(() => socket.serverConnects());
    expect(await screen.findByRole('link', { name: 'Messages 1 unread' })).toBeInTheDocument();
  });

  it('when the conversation is opened, then the badge drops', async () => {
    signIn();
    let read = false;
    mockApi({
      'GET /api/messages/inbox': () => conversationsWith(read ? 0 : 2)(),
      [`GET /api/users/${BOB._id}`]: () => jsonResponse(200, BOB),
      [`GET /api/messages/${BOB._id}`]: () => {
        read = true;
        return jsonResponse(200, []);
      },
    });
    renderAt(
      '/dashboard',
      <>
        <Route
          path="/dashboard"
          element={
            <>
              <Navbar />
              <Link to={`/messages/${BOB._id}`}>chat with bob</Link>
            </>
          }
        />
        <Route
          path="/messages/:userId"
          element={
            <>
              <Navbar />
              <ChatPage />
            </>
          }
        />
      </>,
    );
    expect(
      await screen.findByRole('link', { name: 'Messages 2 unread' }, AFTER_SETTLING),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'chat with bob' }));
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });
});
