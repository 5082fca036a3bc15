import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi } from '@/test/render';
import { fakeSessionSocket, type FakeSocket } from '@/test/fake-socket';

import { ACTIVITY_ID, BOB, ME, message, openChat, ROOM } from './activity-chat.fixtures';

jest.mock('@/lib/socket');

let socket: FakeSocket;

async function openChatWith(messages: ReturnType<typeof message>[]) {
  socket.answer('get-activity-messages', () => ({ success: true, messages }));
  await openChat(BOB._id);
  act(() => socket.serverConnects());
}

// jsdom has no PointerEvent: a MouseEvent that says which kind of pointer it came from.
class TestPointerEvent extends MouseEvent {
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

beforeAll(() => {
  window.PointerEvent ??= TestPointerEvent as typeof PointerEvent;
});

beforeEach(() => {
  socket = fakeSessionSocket().answer('join-activity-room', () => ({
    success: true,
    roomId: ROOM,
  }));
});

describe('message actions, replies and reactions', () => {
  it('when messages show, then no action buttons sit under them; the menu opens from its button', async () => {
    mockApi({});
    await openChatWith([message(ME, 'mine'), message(BOB, 'theirs')]);
    await screen.findByText('theirs');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const [, bobsMenu] = await screen.findAllByRole('button', { name: 'Message actions' });
    await userEvent.click(bobsMenu!);
    const menu = screen.getByRole('dialog', { name: 'Message actions' });
    for (const action of ['Reply', 'Copy', 'Report'])
      expect(within(menu).getByRole('button', { name: action })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when a finger rests on a message, then its actions open; a finger that moves (scrolling) opens nothing', async () => {
    mockApi({});
    await openChatWith([message(BOB, 'hold me')]);
    await screen.findByRole('button', { name: 'Message actions' });
    const bubble = screen.getByText('hold me').closest('.chat-bubble')!;
    fireEvent.pointerDown(bubble, { pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerMove(bubble, { pointerType: 'touch', clientX: 10, clientY: 60 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.pointerDown(bubble, { pointerType: 'touch', clientX: 10, clientY: 10 });
    expect(await screen.findByRole('dialog', { name: 'Message actions' })).toBeInTheDocument();
  });

  it('when the student replies, then the composer quotes the message and the send carries its id', async () => {
    const bobs = message(BOB, 'Who brings the ball?');
    socket.answer('send-activity-message', (payload) => {
      const { content, clientId, replyTo } = payload as Record<string, string>;
      return {
        success: true,
        message: {
          ...message(ME, content!),
          clientId,
          replyTo: { _id: replyTo, senderId: BOB._id, senderName: 'bob', content: bobs.content },
        },
      };
    });
    mockApi({});
    await openChatWith([bobs]);
    await userEvent.click(await screen.findByRole('button', { name: 'Message actions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    expect(screen.getByText('Replying to bob')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Type a message...'), 'I do{Enter}');
    await waitFor(() =>
      expect(socket.emitsOf('send-activity-message').at(-1)).toMatchObject({
        content: 'I do',
        replyTo: bobs._id,
      }),
    );
    expect(await screen.findByRole('button', { name: /^Answers bob/ })).toHaveTextContent(
      'Who brings the ball?',
    );
    expect(screen.queryByText('Replying to bob')).not.toBeInTheDocument();
  });

  it('when a reply is still on its way, then its bubble already quotes the message it answers', async () => {
    const bobs = message(BOB, 'Who brings the ball?');
    // The server never answers: the reply stays pending.
    socket.answer('send-activity-message', () => new Promise(() => undefined));
    mockApi({});
    await openChatWith([bobs]);
    await userEvent.click(await screen.findByRole('button', { name: 'Message actions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByPlaceholderText('Type a message...'), 'I do{Enter}');
    const pending = (await screen.findByText('I do')).closest('.chat-bubble')!;
    expect(pending).toHaveClass('chat-pending');
    expect(
      within(pending as HTMLElement).getByRole('button', { name: /^Answers bob/ }),
    ).toHaveTextContent('Who brings the ball?');
  });

  it('when a quoted message is deleted, then the reply shows Deleted message', async () => {
    const bobs = message(BOB, 'secret');
    const reply = {
      ...message(ME, 'ok'),
      replyTo: { _id: bobs._id, senderId: BOB._id, senderName: 'bob', content: 'secret' },
    };
    mockApi({});
    await openChatWith([bobs, reply]);
    await screen.findByText('ok');
    act(() =>
      socket.serverEmits('activity-message-changed', { ...bobs, content: '', deleted: 'sender' }),
    );
    const quote = await screen.findByRole('button', { name: /^Answers bob/ });
    expect(quote).toHaveTextContent('Deleted message');
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('when the student reacts, then the end state is sent, the reaction shows with its count, and tapping it takes it back', async () => {
    const bobs = message(BOB, 'Match on Sunday');
    const calls = mockApi({
      [`PUT /api/messages/activity/${ACTIVITY_ID}/${bobs._id}/reaction`]: (body) => {
        const { emoji } = body as { emoji: string | null };
        return jsonResponse(200, {
          ...bobs,
          reactions: emoji ? [{ userId: ME._id, emoji }] : [],
        });
      },
    });
    await openChatWith([bobs]);
    await userEvent.click(await screen.findByRole('button', { name: 'Message actions' }));
    await userEvent.click(screen.getByRole('button', { name: 'React with 👍' }));
    const chip = await screen.findByRole('button', { name: '👍 1' });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(within(chip).getByRole('img', { name: '👍' })).toHaveAttribute('src');
    const sent = () => calls.filter((call) => call.key.endsWith('/reaction')).map((c) => c.body);
    expect(sent()).toEqual([{ emoji: '👍' }]);
    await userEvent.click(chip);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '👍 1' })).not.toBeInTheDocument(),
    );
    expect(sent()).toEqual([{ emoji: '👍' }, { emoji: null }]);
  });

  it('when others type in the group, then their names show, and go when they stop', async () => {
    mockApi({});
    await openChatWith([]);
    await screen.findByText('No messages yet. Be the first to say something!');
    const typing = (userId: string, username: string, isTyping = true) =>
      act(() => socket.serverEmits('typing', { roomId: ROOM, userId, username, isTyping }));
    typing(BOB._id, 'bob');
    expect(await screen.findByText('bob is typing…')).toBeInTheDocument();
    typing('d'.repeat(24), 'cy');
    typing('e'.repeat(24), 'dee');
    expect(await screen.findByText('bob and 2 others are typing…')).toBeInTheDocument();
    typing('d'.repeat(24), 'cy', false);
    expect(await screen.findByText('bob and dee are typing…')).toBeInTheDocument();
    typing(ME._id, 'ada');
    expect(screen.queryByText(/ada/)).not.toBeInTheDocument();
  });
});
