import {
  createThread,
  lastMessageId,
  messageCount,
  threadItems,
  threadReducer,
  type StoredMessage,
  type Thread,
  type ThreadAction,
} from './thread';

const at = (second: number) => new Date(Date.UTC(2030, 0, 1, 12, 0, second)).toISOString();

function stored(id: string, second: number, clientId?: string): StoredMessage {
  return { _id: id.padStart(24, '0'), content: `message ${id}`, createdAt: at(second), clientId };
}

function run(thread: Thread<StoredMessage>, ...actions: ThreadAction<StoredMessage>[]) {
  return actions.reduce(threadReducer, thread);
}

const sending = (clientId: string, content = 'hello'): ThreadAction<StoredMessage> => ({
  type: 'sending',
  clientId,
  content,
  createdAt: at(59),
});

const shown = (thread: Thread<StoredMessage>) =>
  threadItems(thread).map((item) =>
    item.kind === 'system'
      ? `system:${item.note.content}`
      : item.kind === 'outgoing'
        ? `${item.message.status}:${item.message.content}`
        : item.message.content,
  );

describe('chat message state machine', () => {
  it('when a message is sent, then it shows at once as pending, after the stored ones', () => {
    const thread = run(
      createThread(),
      { type: 'received', messages: [stored('1', 1)] },
      sending('c1'),
    );
    expect(shown(thread)).toEqual(['message 1', 'pending:hello']);
    expect(messageCount(thread)).toBe(2);
  });

  it('when the server copy arrives with the same clientId, then it replaces the pending message', () => {
    const confirmed = { ...stored('2', 2, 'c1'), content: 'hello' };
    const thread = run(createThread(), sending('c1'), { type: 'received', messages: [confirmed] });
    expect(shown(thread)).toEqual(['hello']);
    expect(thread.outbox).toEqual([]);
  });

  it('when the server answers the send, then that answer confirms the pending message even without its clientId', () => {
    const answer = { ...stored('2', 2), content: 'hello' };
    const thread = run(createThread(), sending('c1'), {
      type: 'confirmed',
      clientId: 'c1',
      message: answer,
    });
    expect(shown(thread)).toEqual(['hello']);
  });

  it('when sending fails, then the message is marked failed; a retry takes it away for resending', () => {
    const failed = run(createThread(), sending('c1'), { type: 'failed', clientId: 'c1' });
    expect(shown(failed)).toEqual(['failed:hello']);
    const retried = threadReducer(failed, { type: 'retried', clientId: 'c1' });
    expect(shown(retried)).toEqual([]);
  });

  it('when a message still pending is retried, then nothing changes (only failed ones can be)', () => {
    const thread = run(createThread(), sending('c1'), { type: 'retried', clientId: 'c1' });
    expect(shown(thread)).toEqual(['pending:hello']);
  });

  it('when a failed message turns out to have been stored (a late echo), then it shows as sent', () => {
    const late = { ...stored('3', 3, 'c1'), content: 'hello' };
    const thread = run(
      createThread(),
      sending('c1'),
      { type: 'failed', clientId: 'c1' },
      { type: 'received', messages: [late] },
    );
    expect(shown(thread)).toEqual(['hello']);
  });

  it('when the same message comes as the room echo, the confirmation and the HTTP fallback, then it shows once', () => {
    const copy = { ...stored('4', 4, 'c1'), content: 'hello' };
    const thread = run(
      createThread(),
      sending('c1'),
      { type: 'received', messages: [copy] },
      { type: 'received', messages: [{ ...copy }] },
      { type: 'received', messages: [{ ...copy }] },
    );
    expect(shown(thread)).toEqual(['hello']);
  });

  it('when a confirmed message is sent again under its clientId, then no second pending copy appears', () => {
    const copy = stored('4', 4, 'c1');
    const thread = run(createThread(), { type: 'received', messages: [copy] }, sending('c1'));
    expect(thread.outbox).toEqual([]);
  });

  it('when messages arrive out of order, then they show in server order: time, then id', () => {
    const thread = run(
      createThread(),
      { type: 'received', messages: [stored('9', 5), stored('3', 1)] },
      { type: 'received', messages: [stored('b', 5), stored('a', 5), stored('2', 3)] },
    );
    expect(shown(thread)).toEqual([
      'message 3',
      'message 2',
      'message 9',
      'message a',
      'message b',
    ]);
    expect(lastMessageId(thread)).toBe('b'.padStart(24, '0'));
  });

  it('when a thread has a limit, then only the newest messages are kept, and notes older than them go', () => {
    const note = { id: 'n1', content: 'Reconnecting...', createdAt: at(0) };
    const many = Array.from({ length: 55 }, (_, i) => stored(String(i + 100), i + 1));
    const thread = run(
      createThread(50),
      { type: 'noted', note },
      { type: 'received', messages: many },
    );
    expect(thread.messages).toHaveLength(50);
    expect(thread.messages[0]?.content).toBe('message 105');
    expect(thread.notes).toEqual([]);
  });

  it('when the app adds a system note, then it shows among the messages by time', () => {
    const note = { id: 'n1', content: 'Reconnecting...', createdAt: at(2) };
    const thread = run(
      createThread(),
      { type: 'received', messages: [stored('1', 1), stored('3', 3)] },
      { type: 'noted', note },
    );
    expect(shown(thread)).toEqual(['message 1', 'system:Reconnecting...', 'message 3']);
  });

  it('when the latest page is shorter than a page, then the chat is whole; a full one leaves more to load', () => {
    const short = run(createThread(50), {
      type: 'received',
      messages: [stored('1', 1)],
      latestPage: true,
    });
    expect(short.reachedStart).toBe(true);
    const full = run(createThread(50), {
      type: 'received',
      messages: Array.from({ length: 50 }, (_, i) => stored(String(i + 1), i)),
      latestPage: true,
    });
    expect(full.reachedStart).toBe(false);
  });

  it('when an older page comes, then it goes before what is shown, is kept beyond the limit, and a short one ends the history', () => {
    const latest = Array.from({ length: 3 }, (_, i) => stored(String(i + 10), i + 10));
    const thread = run(
      createThread(3),
      { type: 'received', messages: latest },
      { type: 'older', messages: [stored('5', 5), stored('6', 6)] },
    );
    expect(shown(thread)).toEqual([
      'message 5',
      'message 6',
      'message 10',
      'message 11',
      'message 12',
    ]);
    expect(thread.reachedStart).toBe(true);
    const more = run(thread, { type: 'received', messages: [stored('20', 20)] });
    expect(more.messages).toHaveLength(6);
  });

  it('when new messages push the oldest out of a limited thread, then there is more to load again', () => {
    const thread = run(
      createThread(2),
      { type: 'received', messages: [stored('1', 1)], latestPage: true },
      { type: 'received', messages: [stored('2', 2), stored('3', 3)] },
    );
    expect(shown(thread)).toEqual(['message 2', 'message 3']);
    expect(thread.reachedStart).toBe(false);
  });
});
