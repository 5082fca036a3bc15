import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi } from '@/test/render';
import { fakeSessionSocket, type FakeSocket } from '@/test/fake-socket';

import { ACTIVITY_ID, BOB, ME, message, openChat, ROOM } from './activity-chat.fixtures';

jest.mock('@/lib/socket');

let socket: FakeSocket;

/** An empty chat, connected, whose server refuses every send; its message input. */
async function openChatRefusingSends(): Promise<HTMLElement> {
  socket.answer('get-activity-messages', () => ({ success: true, messages: [] }));
  socket.answer('send-activity-message', () => ({
    success: false,
    error: 'Too many messages',
    code: 'RATE_LIMITED',
  }));
  mockApi({});
  await openChat();
  act(() => socket.serverConnects());
  return screen.findByPlaceholderText('Type a message...');
}

/** The server stores what it is sent and answers the sender (the usual path). */
function storeOnSend(payload: unknown) {
  const { content, clientId } = payload as { content: string; clientId: string };
  return { success: true, message: message(ME, content, clientId) };
}

beforeEach(() => {
  socket = fakeSessionSocket()
    .answer('join-activity-room', () => ({ success: true, roomId: ROOM }))
    .answer('leave-activity-room', () => ({ success: true }));
});

describe('activity group chat panel', () => {
  it('when the connection keeps failing, then the error, a Connection Error badge and a Reconnect that tries again', async () => {
    mockApi({});
    await openChat();
    expect(await screen.findByText('Connecting to chat...')).toBeInTheDocument();
    act(() => socket.serverRefuses());
    act(() => socket.serverRefuses());
    expect(screen.queryByText('Failed to connect to chat.')).not.toBeInTheDocument();
    act(() => socket.serverRefuses());
    expect(await screen.findByText('Failed to connect to chat.')).toBeInTheDocument();
    expect(screen.getByText('Connection Error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(socket.connect).toHaveBeenCalled();
  });

  it('when connected, then the messages load: names on others’ messages, own on the right, the count in the header', async () => {
    socket.answer('get-activity-messages', () => ({
      success: true,
      messages: [message(BOB, 'Who brings the board?'), message(ME, 'I do')],
    }));
    mockApi({});
    await openChat();
    act(() => socket.serverConnects());
    const log = await screen.findByRole('log', { name: 'Activity Group Chat' });
    const bobs = (await within(log).findByText('Who brings the board?')).closest('.chat-message');
    const mine = within(log).getByText('I do').closest('.chat-message');
    expect(bobs).toHaveClass('theirs');
    expect(within(bobs as HTMLElement).getByText('bob')).toBeInTheDocument();
    expect(mine).toHaveClass('mine');
    expect(within(mine as HTMLElement).queryByText('ada')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Activity Group Chat 2 messages/ }),
    ).toBeInTheDocument();
    expect(socket.emitsOf('join-activity-room')).toEqual([{ roomId: ROOM }]);
  });

  it('when the socket cannot list the messages, then they load over HTTP', async () => {
    mockApi({
      [`GET /api/messages/activity/${ACTIVITY_ID}`]: () =>
        jsonResponse(200, [message(BOB, 'Loaded over HTTP')]),
    });
    socket.answer('get-activity-messages', () => ({
      success: false,
      error: 'busy',
      code: 'SERVER_BUSY',
    }));
    await openChat();
    act(() => socket.serverConnects());
    expect(await screen.findByText('Loaded over HTTP')).toBeInTheDocument();
  });

  it('when the connection is not up within 5 s, then the messages load over HTTP and Send waits for it', async () => {
    jest.useFakeTimers();
    try {
      mockApi({
        [`GET /api/messages/activity/${ACTIVITY_ID}`]: () =>
          jsonResponse(200, [message(BOB, 'Read without a socket')]),
      });
      await openChat();
      act(() => [1, 2, 3].forEach(() => socket.serverRefuses()));
      expect(screen.getByText('Failed to connect to chat.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(5_000));
      expect(await screen.findByText('Read without a socket')).toBeInTheDocument();
      expect(screen.getByText('Connection Error')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('when there are no messages, then the invitation to write first; Send waits for text and a connection', async () => {
    socket.answer('get-activity-messages', () => ({ success: true, messages: [] }));
    mockApi({});
    await openChat();
    act(() => socket.serverConnects());
    expect(
      await screen.findByText('No messages yet. Be the first to say something!'),
    ).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send' });
    const input = screen.getByPlaceholderText('Type a message...');
    expect(input).toHaveAccessibleName('Message the group');
    expect(send).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(send).toBeDisabled();
    await userEvent.type(input, 'hi');
    expect(send).toBeEnabled();
    act(() => socket.serverDrops());
    expect(send).toBeDisabled();
    expect(await screen.findByText('Reconnecting...')).toBeInTheDocument();
    act(() => socket.serverConnects());
    expect(screen.queryByText('Reconnecting...')).not.toBeInTheDocument();
    expect(send).toBeEnabled();
  });

  it('when the browser goes offline, then it says so at once, Send stays (the outbox keeps it), and on return it reconnects by itself and the notice goes', async () => {
    socket.answer('get-activity-messages', () => ({ success: true, messages: [] }));
    mockApi({});
    await openChat();
    act(() => socket.serverConnects());
    const input = await screen.findByPlaceholderText('Type a message...');
    await userEvent.type(input, 'hi');
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(screen.getByRole('status')).toHaveTextContent("You're offline.");
      expect(socket.io.engine.close).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(socket.connect).toHaveBeenCalled();
      act(() => socket.serverConnects());
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    } finally {
      onLine.mockRestore();
    }
  });

  it('when a message is sent, then it shows at once with a spinner, then as the stored copy, once, despite the room echo', async () => {
    socket.answer('get-activity-messages', () => ({ success: true, messages: [] }));
    let stored: ReturnType<typeof storeOnSend> | undefined;
    let acknowledge: (() => void) | undefined;
    socket.answer('send-activity-message', (payload) => {
      stored = storeOnSend(payload);
      return new Promise((resolve) => (acknowledge = () => resolve(stored)));
    });
    mockApi({});
    await openChat();
    act(() => socket.serverConnects());
    const input = await screen.findByPlaceholderText('Type a message...');
    await userEvent.type(input, '  See you at 6  {Enter}');
    expect(input).toHaveValue('');
    const log = screen.getByRole('log');
    const pending = (await within(log).findByText('See you at 6')).closest(
      '.chat-message',
    ) as HTMLElement;
    expect(pending).toHaveClass('mine');
    expect(within(pending).getByText('Sending')).toBeInTheDocument();
    act(() => socket.serverEmits('activity-message', stored?.message));
    await waitFor(() => expect(within(log).queryByText('Sending')).not.toBeInTheDocument());
    await act(async () => {
      acknowledge?.();
      // Let the acknowledgement reach the screen (the query cache notifies on a timer).
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(within(log).getAllByText('See you at 6')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /1 messages/ })).toBeInTheDocument();
    expect(socket.emitsOf('send-activity-message')).toEqual([
      { roomId: ROOM, content: 'See you at 6', clientId: expect.stringMatching(/^[a-f0-9]{32}$/) },
    ]);
  });

  it('when the socket does not acknowledge within 5 s, then the message goes over HTTP with the same clientId', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      socket.answer('get-activity-messages', () => ({ success: true, messages: [] }));
      const calls = mockApi({
        'POST /api/messages/activity': (body) => {
          const { content, clientId } = body as { content: string; clientId: string };
          return jsonResponse(201, message(ME, content, clientId));
        },
      });
      await openChat();
      act(() => socket.serverConnects());
      await user.type(
        await screen.findByPlaceholderText('Type a message...'),
        'Running late{Enter}',
      );
      await act(async () => {
        jest.advanceTimersByTime(100);
      });
      expect(screen.getByText('Sending')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(4_800);
      });
      expect(calls.filter((call) => call.key === 'POST /api/messages/activity')).toHaveLength(0);
      await act(async () => {
        jest.advanceTimersByTime(200);
      });
      await screen.findByRole('time');
      const [emitted] = socket.emitsOf('send-activity-message') as { clientId: string }[];
      expect(calls.find((call) => call.key === 'POST /api/messages/activity')?.body).toEqual({
        activityId: ACTIVITY_ID,
        content: 'Running late',
        clientId: emitted?.clientId,
      });
      expect(screen.getAllByText('Running late')).toHaveLength(1);
      expect(screen.queryByText('Sending')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('when a message cannot be sent, then (Failed to send) (Tap to retry); tapping puts the text back', async () => {
    const input = await openChatRefusingSends();
    await userEvent.type(input, 'Anyone there?{Enter}');
    const failed = await screen.findByRole('button', {
      name: 'Anyone there? (Failed to send) (Tap to retry)',
    });
    await userEvent.click(failed);
    expect(input).toHaveValue('Anyone there?');
    expect(input).toHaveFocus();
    expect(screen.queryByText('(Failed to send) (Tap to retry)')).not.toBeInTheDocument();
  });

  it('when a message failed to send and the connection drops, then the notice asks to try again in a moment', async () => {
    await userEvent.type(await openChatRefusingSends(), 'Hello?{Enter}');
    await screen.findByText('(Failed to send) (Tap to retry)');
    act(() => socket.serverDrops());
    expect(
      await screen.findByText('Reconnecting to chat... Please try again in a moment.'),
    ).toBeInTheDocument();
    act(() => socket.serverConnects());
    expect(
      screen.queryByText('Reconnecting to chat... Please try again in a moment.'),
    ).not.toBeInTheDocument();
  });

  it('when a failed message is tapped and sent again, then it goes under its first clientId; changed text is a new message', async () => {
    const input = await openChatRefusingSends();
    await userEvent.type(input, 'Anyone there?{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: /Anyone there\?/ }));
    await userEvent.type(input, '{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: /Anyone there\?/ }));
    await userEvent.type(input, '!{Enter}');
    const ids = (socket.emitsOf('send-activity-message') as { clientId: string }[]).map(
      (payload) => payload.clientId,
    );
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('when a message that failed turns out stored (a late confirmation), then it replaces the failed bubble', async () => {
    socket.answer('get-activity-messages', () => ({ success: true, messages: [] }));
    let sentClientId = '';
    socket.answer('send-activity-message', (payload) => {
      sentClientId = (payload as { clientId: string }).clientId;
      return { success: false, error: 'Too many messages', code: 'RATE_LIMITED' };
    });
    mockApi({});
    await openChat();
    act(() => socket.serverConnects());
    await userEvent.type(
      await screen.findByPlaceholderText('Type a message...'),
      'Late one{Enter}',
    );
    await screen.findByRole('button', { name: /Late one/ });
    act(() =>
      socket.serverEmits('activity-message-confirmation', {
        clientId: sentClientId,
        message: message(ME, 'Late one', sentClientId),
      }),
    );
    await waitFor(() =>
      expect(screen.queryByText('(Failed to send) (Tap to retry)')).not.toBeInTheDocument(),
    );
    expect(screen.getAllByText('Late one')).toHaveLength(1);
  });

  it('when the connection comes back, then what was missed is fetched after the last message seen', async () => {
    const first = message(BOB, 'Before the drop');
    socket.answer('get-activity-messages', () => ({ success: true, messages: [first] }));
    const calls = mockApi({
      [`GET /api/messages/activity/${ACTIVITY_ID}`]: () =>
        jsonResponse(200, [message(BOB, 'While you were away')]),
    });
    await openChat();
    act(() => socket.serverConnects());
    await screen.findByText('Before the drop');
    act(() => socket.serverDrops());
    act(() => socket.serverConnects());
    expect(await screen.findByText('While you were away')).toBeInTheDocument();
    expect(screen.getAllByText('Before the drop')).toHaveLength(1);
    const history = calls.filter((call) => call.key.startsWith('GET /api/messages/activity/'));
    expect(history).toHaveLength(1);
    const urls = jest.mocked(global.fetch).mock.calls.map((call) => String(call[0]));
    expect(urls).toContainEqual(expect.stringContaining(`?after=${first._id}`));
  });

  it('when a message holds a web address, then it is a link to a new tab that passes nothing on; markup stays text', async () => {
    const content = 'Plan: https://example.com/plan?x=1 and <b>bring</b> www.wikipedia.org';
    socket.answer('get-activity-messages', () => ({
      success: true,
      messages: [message(BOB, content)],
    }));
    mockApi({});
    await openChat();
    act(() => socket.serverConnects());
    const link = await screen.findByRole('link', { name: 'https://example.com/plan?x=1' });
    expect(link).toHaveAttribute('href', 'https://example.com/plan?x=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'www.wikipedia.org' })).toHaveAttribute(
      'href',
      'https://www.wikipedia.org',
    );
    expect(screen.getByText(/<b>bring<\/b>/)).toBeInTheDocument();
    expect(screen.getByRole('log').querySelector('b')).toBeNull();
  });

  it('when the chat has more than a page, then reaching the top loads the page before the oldest shown', async () => {
    const page = Array.from({ length: 50 }, (_, i) => message(BOB, `recent ${i}`));
    socket.answer('get-activity-messages', () => ({ success: true, messages: page }));
    mockApi({
      [`GET /api/messages/activity/${ACTIVITY_ID}`]: () =>
        jsonResponse(200, [message(BOB, 'from last week')]),
    });
    await openChat();
    act(() => socket.serverConnects());
    expect(await screen.findByText('from last week')).toBeInTheDocument();
    const urls = jest.mocked(global.fetch).mock.calls.map((call) => String(call[0]));
    expect(urls).toContainEqual(expect.stringContaining(`?before=${page[0]?._id}`));
  });

  it('when the student edits their message, then the composer holds its text, Save sends it and it shows edited', async () => {
    const mine = message(ME, 'See you at 6');
    socket.answer('get-activity-messages', () => ({ success: true, messages: [mine] }));
    const calls = mockApi({
      [`PUT /api/messages/activity/${ACTIVITY_ID}/${mine._id}`]: (body) =>
        jsonResponse(200, {
          ...mine,
          content: (body as { content: string }).content,
          editedAt: new Date().toISOString(),
        }),
    });
    await openChat();
    act(() => socket.serverConnects());
    await screen.findByText('See you at 6');
    await userEvent.click(await screen.findByRole('button', { name: 'Message actions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Editing message')).toBeInTheDocument();
    const input = screen.getByLabelText('Editing message');
    expect(input).toHaveValue('See you at 6');
    await userEvent.clear(input);
    await userEvent.type(input, 'See you at 7{Enter}');
    expect(await screen.findByText('See you at 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Edited at/ })).toHaveTextContent('edited');
    const edits = calls.filter((call) => call.key.startsWith('PUT /api/messages/'));
    expect(edits.map((call) => call.body)).toEqual([{ content: 'See you at 7' }]);
    expect(screen.queryByText('Editing message')).not.toBeInTheDocument();
    expect(socket.emitsOf('send-activity-message')).toEqual([]);
  });

  it('when the student deletes their message after confirming, then it reads This message was deleted', async () => {
    const mine = message(ME, 'Oops, wrong chat');
    socket.answer('get-activity-messages', () => ({ success: true, messages: [mine] }));
    mockApi({
      [`DELETE /api/messages/activity/${ACTIVITY_ID}/${mine._id}`]: () =>
        jsonResponse(200, { ...mine, content: '', deleted: 'sender' }),
    });
    await openChat();
    act(() => socket.serverConnects());
    await userEvent.click(await screen.findByRole('button', { name: 'Message actions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete this message for everyone?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This message was deleted')).toBeInTheDocument();
    expect(screen.queryByText('Oops, wrong chat')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('when the organizer looks at the chat, then others’ messages offer Remove only; a participant gets no actions on them', async () => {
    socket.answer('get-activity-messages', () => ({
      success: true,
      messages: [message(BOB, 'spam spam spam')],
    }));
    mockApi({});
    await openChat(ME._id);
    act(() => socket.serverConnects());
    await userEvent.click(await screen.findByRole('button', { name: 'Message actions' }));
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('when someone edits or removes a message elsewhere, then it changes here live', async () => {
    const bobs = message(BOB, 'Meet at the gym');
    socket.answer('get-activity-messages', () => ({ success: true, messages: [bobs] }));
    mockApi({});
    await openChat();
    act(() => socket.serverConnects());
    await screen.findByText('Meet at the gym');
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    act(() =>
      socket.serverEmits('activity-message-changed', {
        ...bobs,
        content: '',
        deleted: 'organizer',
      }),
    );
    expect(await screen.findByText('Removed by the organizer')).toBeInTheDocument();
  });

  it('when the chat is open, then what it shows is marked read; a new message is marked too', async () => {
    socket.answer('get-activity-messages', () => ({
      success: true,
      messages: [message(BOB, 'First')],
    }));
    const calls = mockApi({
      [`POST /api/messages/activity/${ACTIVITY_ID}/read`]: () =>
        jsonResponse(200, { unreadCount: 0 }),
    });
    await openChat();
    act(() => socket.serverConnects());
    const reads = () =>
      calls.filter((call) => call.key === `POST /api/messages/activity/${ACTIVITY_ID}/read`);
    await waitFor(() => expect(reads()).toHaveLength(1));
    act(() => socket.serverEmits('activity-message', message(BOB, 'Second')));
    await waitFor(() => expect(reads()).toHaveLength(2));
  });

  it('when the header is pressed, then the chat collapses and opens again', async () => {
    socket.answer('get-activity-messages', () => ({ success: true, messages: [] }));
    mockApi({});
    await openChat();
    act(() => socket.serverConnects());
    const toggle = await screen.findByRole('button', { name: /^Activity Group Chat/ });
    await screen.findByRole('log');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole('log')).toBeInTheDocument();
  });
});
