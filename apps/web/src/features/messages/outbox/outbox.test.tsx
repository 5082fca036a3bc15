import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { clearOfflineData } from '@/lib/offline-data';
import { openSessionSocket } from '@/lib/socket';
import { fakeSessionSocket, type FakeSocket } from '@/test/fake-socket';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import ChatPage from '../chat-page';
import OutboxRunner from './outbox-runner';
import { readKept, saveKept } from './outbox-store';

jest.mock('@/lib/socket');

const ME = { _id: 'a'.repeat(24), username: 'ada' };
const BOB = { _id: 'b'.repeat(24), username: 'bob', profilePicture: '' };
const ROOM = `${ME._id}_${BOB._id}`;

let socket: FakeSocket;
let onLine: jest.SpyInstance<boolean, []>;

function storedCopy(body: { content: string; clientId: string }) {
  return {
    _id: 'c'.repeat(24),
    content: body.content,
    clientId: body.clientId,
    sender: ME._id,
    recipient: BOB._id,
    roomId: ROOM,
    createdAt: new Date().toISOString(),
  };
}

/** The server: Bob, an empty conversation, and POST /api/messages answered by `post`. */
function withServer(post: (body: { content: string; clientId: string }) => Response) {
  return mockApi({
    [`GET /api/users/${BOB._id}`]: () => jsonResponse(200, BOB),
    [`GET /api/messages/${BOB._id}`]: () => jsonResponse(200, []),
    'POST /api/messages': (body) => post(body as { content: string; clientId: string }),
  });
}

/** withServer storing every message, each POST held until `release()`: what shows before it goes. */
function withHeldServer() {
  const calls = withServer((body) => jsonResponse(201, storedCopy(body)));
  let held: (() => void) | undefined;
  const post = global.fetch;
  global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
    if (args[1]?.method === 'POST') await new Promise<void>((resolve) => (held = resolve));
    return post(...args);
  }) as typeof fetch;
  return { calls, sent: () => held !== undefined, release: () => held?.() };
}

const posts = (calls: { key: string; body: unknown }[]) =>
  calls.filter((call) => call.key === 'POST /api/messages').map((call) => call.body);

async function openChatWithBob() {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(ME));
  localStorage.setItem('authTimestamp', String(Date.now()));
  renderAt(
    `/messages/${BOB._id}`,
    <Route
      path="/messages/:userId"
      element={
        <>
          <ChatPage />
          <OutboxRunner />
        </>
      }
    />,
  );
  await waitFor(() => expect(openSessionSocket).toHaveBeenCalled());
}

function setOnline(online: boolean) {
  onLine.mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(async () => {
  await clearOfflineData();
  onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  socket = fakeSessionSocket()
    .answer('join-room', () => ({ success: true, roomId: ROOM }))
    .answer('get-presence', () => ({ success: true, onlineUserIds: [] }));
  socket.connected = true;
});

afterEach(async () => {
  onLine.mockRestore();
  // The outbox reads IndexedDB when a chat opens (and loads its reader when rows are there): a read
  // queued after it ends after it, so none of the outbox's is left to run once the file is done.
  await readKept(ME._id);
});

describe('chat outbox', () => {
  it('when a message is sent offline, then it waits, kept in IndexedDB, and goes out once with its clientId when the network returns', async () => {
    const calls = withServer((body) => jsonResponse(201, storedCopy(body)));
    await openChatWithBob();
    const input = await screen.findByLabelText('Message bob');
    setOnline(false);
    await userEvent.type(input, 'See you at six{Enter}');

    expect(await screen.findByText('Waiting to send')).toBeInTheDocument();
    expect(socket.emitsOf('send-message')).toEqual([]);
    const [kept] = await waitFor(async () => {
      const rows = await readKept(ME._id);
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(kept).toMatchObject({
      chat: { kind: 'direct', id: BOB._id },
      content: 'See you at six',
    });

    setOnline(true);
    await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument());
    expect(screen.getByText('See you at six')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      { receiverId: BOB._id, content: 'See you at six', clientId: kept!.clientId },
    ]);
    await waitFor(async () => expect(await readKept(ME._id)).toEqual([]));
  });

  it('when the app opens again with a message kept from before, then it shows waiting and is sent by itself', async () => {
    const clientId = 'kept-before-reload-1';
    await saveKept({
      userId: ME._id,
      chat: { kind: 'direct', id: BOB._id },
      clientId,
      content: 'Typed on the train',
      createdAt: new Date().toISOString(),
    });
    const { calls, sent, release } = withHeldServer();
    await openChatWithBob();

    expect(await screen.findByText('Typed on the train')).toBeInTheDocument();
    expect(screen.getByText('Waiting to send')).toBeInTheDocument();
    await waitFor(() => expect(sent()).toBe(true));
    act(() => release());
    await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument());
    expect(screen.getAllByText('Typed on the train')).toHaveLength(1);
    expect(posts(calls)).toEqual([
      { receiverId: BOB._id, content: 'Typed on the train', clientId },
    ]);
  });

  it('when a kept message answers another, then it is sent with what it answers', async () => {
    const replyTo = 'e'.repeat(24);
    await saveKept({
      userId: ME._id,
      chat: { kind: 'direct', id: BOB._id },
      clientId: 'kept-reply-1',
      content: 'Yes, six works',
      replyTo,
      createdAt: new Date().toISOString(),
    });
    const calls = withServer((body) => jsonResponse(201, storedCopy(body)));
    await openChatWithBob();
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        { receiverId: BOB._id, content: 'Yes, six works', clientId: 'kept-reply-1', replyTo },
      ]),
    );
  });

  it('when a kept reply is shown after a reload, then it quotes what it answers, and is sent with its id', async () => {
    const quote = { _id: 'e'.repeat(24), senderId: BOB._id, senderName: 'bob', content: 'Six?' };
    await saveKept({
      userId: ME._id,
      chat: { kind: 'direct', id: BOB._id },
      clientId: 'kept-reply-2',
      content: 'Yes, six works',
      replyTo: quote,
      createdAt: new Date().toISOString(),
    });
    const { calls, sent, release } = withHeldServer();
    await openChatWithBob();
    const shown = (await screen.findByText('Yes, six works')).closest('.chat-bubble')!;
    expect(
      within(shown as HTMLElement)
        .getByText('Six?')
        .closest('.chat-quote'),
    ).toHaveTextContent('Answers bob');
    await waitFor(() => expect(sent()).toBe(true));
    act(() => release());
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        {
          receiverId: BOB._id,
          content: 'Yes, six works',
          clientId: 'kept-reply-2',
          replyTo: quote._id,
        },
      ]),
    );
  });

  it('when the server refuses a kept message, then it shows failed and is no longer kept', async () => {
    await saveKept({
      userId: ME._id,
      chat: { kind: 'direct', id: BOB._id },
      clientId: 'refused-message-1',
      content: 'Not allowed',
      createdAt: new Date().toISOString(),
    });
    withServer(() =>
      jsonResponse(403, { code: 'FORBIDDEN', message: 'You can only message friends' }),
    );
    await openChatWithBob();
    expect(await screen.findByText(/Failed to send/)).toBeInTheDocument();
    await waitFor(async () => expect(await readKept(ME._id)).toEqual([]));
  });

  it('when another student kept messages in this browser, then they are neither shown nor sent', async () => {
    await saveKept({
      userId: 'd'.repeat(24),
      chat: { kind: 'direct', id: BOB._id },
      clientId: 'someone-else-1',
      content: 'Not Ada’s',
      createdAt: new Date().toISOString(),
    });
    const calls = withServer((body) => jsonResponse(201, storedCopy(body)));
    await openChatWithBob();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.queryByText('Not Ada’s')).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });
});
