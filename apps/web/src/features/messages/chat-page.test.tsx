import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { fakeSessionSocket, type FakeSocket } from '@/test/fake-socket';
import { openSessionSocket } from '@/lib/socket';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import ChatPage from './chat-page';

jest.mock('@/lib/socket');

const ME = { _id: 'a'.repeat(24), username: 'ada' };
const BOB = { _id: 'b'.repeat(24), username: 'bob', profilePicture: '' };
const ROOM = `${ME._id}_${BOB._id}`;

let socket: FakeSocket;

function directMessage(from: string, to: string, content: string, minute: number) {
  return {
    _id: String(minute).padStart(24, '0'),
    content,
    sender: from,
    recipient: to,
    roomId: ROOM,
    createdAt: new Date(Date.UTC(2030, 0, 1, 12, minute)).toISOString(),
  };
}

function withServer(messages: unknown[] | (() => Response | Promise<Response>)) {
  return mockApi({
    [`GET /api/users/${BOB._id}`]: () => jsonResponse(200, BOB),
    [`GET /api/messages/${BOB._id}`]: () =>
      typeof messages === 'function' ? messages() : jsonResponse(200, messages),
    'GET /api/messages/conversations': () => jsonResponse(200, []),
  });
}

async function openChatWithBob() {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(ME));
  localStorage.setItem('authTimestamp', String(Date.now()));
  renderAt(`/messages/${BOB._id}`, <Route path="/messages/:userId" element={<ChatPage />} />);
  await waitFor(() => expect(openSessionSocket).toHaveBeenCalled());
}

const typingEvent = (isTyping: boolean) => ({ roomId: ROOM, userId: BOB._id, isTyping });

beforeEach(() => {
  socket = fakeSessionSocket()
    .answer('join-room', () => ({ success: true, roomId: ROOM }))
    .answer('typing', () => ({ success: true }))
    .answer('get-presence', () => ({ success: true, onlineUserIds: [BOB._id] }));
  socket.connected = true;
});

describe('direct chat page', () => {
  it('when the conversation is loading, then Loading conversation...', async () => {
    withServer(() => new Promise<Response>(() => {}));
    await openChatWithBob();
    expect(await screen.findByText('Loading conversation...')).toBeInTheDocument();
  });

  it('when the two may not message each other, then the server’s reason', async () => {
    withServer(() =>
      jsonResponse(403, {
        code: 'FORBIDDEN',
        message: 'You can only message friends or people from your activities',
      }),
    );
    await openChatWithBob();
    expect(
      await screen.findByText('You can only message friends or people from your activities'),
    ).toBeInTheDocument();
  });

  it('when loading fails otherwise, then Failed to load conversation', async () => {
    withServer(() => jsonResponse(404, { code: 'NOT_FOUND', message: 'User not found' }));
    await openChatWithBob();
    expect(await screen.findByText('Failed to load conversation')).toBeInTheDocument();
  });

  it('when nothing was said yet, then the header with name and online dot, and the invitation to start', async () => {
    withServer([]);
    await openChatWithBob();
    expect(await screen.findByRole('heading', { name: 'bob' })).toBeInTheDocument();
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText('Send a message to start the conversation.')).toBeInTheDocument();
    expect(await screen.findByText('Online')).toBeInTheDocument();
    expect(socket.emitsOf('join-room')).toEqual([{ roomId: ROOM }]);
  });

  it('when there are messages, then own ones on the right; a new one from the other arrives live and is marked read', async () => {
    let fetches = 0;
    const calls = withServer(() => {
      fetches += 1;
      return jsonResponse(200, fetches === 1 ? [directMessage(BOB._id, ME._id, 'Hi Ada', 1)] : []);
    });
    await openChatWithBob();
    expect((await screen.findByText('Hi Ada')).closest('.chat-message')).toHaveClass('theirs');
    const fetchesBefore = calls.filter(
      (call) => call.key === `GET /api/messages/${BOB._id}`,
    ).length;
    act(() =>
      socket.serverEmits('receive-message', directMessage(BOB._id, ME._id, 'Still there?', 2)),
    );
    expect(await screen.findByText('Still there?')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.key === `GET /api/messages/${BOB._id}`).length).toBe(
        fetchesBefore + 1,
      ),
    );
    expect(jest.mocked(global.fetch).mock.calls.map(([url]) => String(url))).toContain(
      `/api/messages/${BOB._id}?after=${'2'.padStart(24, '0')}`,
    );
  });

  it('when the user sends, then it goes over the socket to the other person and shows as own', async () => {
    withServer([]);
    socket.answer('send-message', (payload) => {
      const { content } = payload as { content: string };
      return { success: true, message: directMessage(ME._id, BOB._id, content, 3) };
    });
    await openChatWithBob();
    await userEvent.type(await screen.findByLabelText('Message bob'), 'Hello Bob{Enter}');
    expect((await screen.findByText('Hello Bob')).closest('.chat-message')).toHaveClass('mine');
    expect(socket.emitsOf('send-message')).toEqual([
      { receiverId: BOB._id, content: 'Hello Bob', clientId: expect.any(String) },
    ]);
  });

  it('when the network goes, then offline is said at once, Send stays (the outbox keeps it) and the other’s dot is not trusted; on return all clears', async () => {
    withServer([]);
    await openChatWithBob();
    const input = await screen.findByLabelText('Message bob');
    await screen.findByText('Online');
    await userEvent.type(input, 'Still there?');
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(screen.getByRole('status')).toHaveTextContent("You're offline.");
      expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
      expect(screen.getByText('Offline')).toBeInTheDocument();
      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      act(() => socket.serverConnects());
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
      expect(await screen.findByText('Online')).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('when a failed message comes back stored with the catch-up, then one copy shows and retrying it reuses its clientId', async () => {
    let stored: unknown[] = [];
    withServer(() => jsonResponse(200, stored));
    socket.answer('send-message', () => ({
      success: false,
      error: 'Too many messages',
      code: 'RATE_LIMITED',
    }));
    await openChatWithBob();
    await userEvent.type(await screen.findByLabelText('Message bob'), 'Lost in the tunnel{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: /Lost in the tunnel/ }));
    const [first] = socket.emitsOf('send-message') as { clientId: string }[];
    stored = [
      { ...directMessage(ME._id, BOB._id, 'Lost in the tunnel', 4), clientId: first?.clientId },
    ];
    act(() => socket.serverDrops());
    act(() => socket.serverConnects());
    await waitFor(() => expect(screen.getAllByText('Lost in the tunnel')).toHaveLength(1));
    socket.answer('send-message', () => ({ success: true, message: stored[0] }));
    await userEvent.type(screen.getByLabelText('Message bob'), '{Enter}');
    const [, again] = socket.emitsOf('send-message') as { clientId: string }[];
    expect(again?.clientId).toBe(first?.clientId);
    await waitFor(() => expect(screen.getAllByText('Lost in the tunnel')).toHaveLength(1));
  });

  it('when the other person has read my last message, then Seen shows under it, and appears live when they read a new one', async () => {
    const read = { ...directMessage(ME._id, BOB._id, 'Read already', 2), read: true };
    const unread = { ...directMessage(ME._id, BOB._id, 'Not yet', 3), read: false };
    withServer([read]);
    await openChatWithBob();
    expect((await screen.findByText('Seen')).closest('.chat-message')).toHaveTextContent(
      'Read already',
    );
    act(() => socket.serverEmits('receive-message', unread));
    await screen.findByText('Not yet');
    expect(screen.getByText('Seen').closest('.chat-message')).toHaveTextContent('Read already');
    act(() =>
      socket.serverEmits('messages-read', {
        roomId: ROOM,
        readerId: BOB._id,
        readAt: new Date(Date.UTC(2030, 0, 1, 13)).toISOString(),
      }),
    );
    await waitFor(() =>
      expect(screen.getByText('Seen').closest('.chat-message')).toHaveTextContent('Not yet'),
    );
  });

  it('when the user types, then the other person is told, at most once per second and a half', async () => {
    withServer([]);
    await openChatWithBob();
    await userEvent.type(await screen.findByLabelText('Message bob'), 'hey there');
    expect(socket.emitsOf('typing')).toEqual([{ roomId: ROOM, isTyping: true }]);
  });

  it('when the other person types, then the indicator shows for 3 s, or until they stop', async () => {
    jest.useFakeTimers();
    try {
      withServer([]);
      await openChatWithBob();
      await screen.findByText('No messages yet');
      act(() => socket.serverEmits('typing', typingEvent(true)));
      expect(screen.getByText('bob is typing...')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2_900));
      expect(screen.getByText('bob is typing...')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('bob is typing...')).not.toBeInTheDocument();

      act(() => socket.serverEmits('typing', typingEvent(true)));
      expect(screen.getByText('bob is typing...')).toBeInTheDocument();
      act(() => socket.serverEmits('typing', typingEvent(false)));
      expect(screen.queryByText('bob is typing...')).not.toBeInTheDocument();

      act(() => socket.serverEmits('typing', { ...typingEvent(true), roomId: 'elsewhere' }));
      expect(screen.queryByText('bob is typing...')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
