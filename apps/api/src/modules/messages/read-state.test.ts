import { SOCKET_EVENTS as E, type InboxEntry } from '@peerconnect/contracts';
import { chatServerPerFile, collect, eventually } from '@/test/chat-test-server';
import { registerStudent } from '@/test/test-app';
import { ActivityChatReadModel } from './activity-chat-read.model';
import { activityWith, as, makeFriends, newClientId, type Student } from '@/test/student-fixtures';
import { ChatSettingsModel } from './chat-settings.model';

const chat = chatServerPerFile();
const app = () => chat.server().app;

const send = (from: Student, to: Student, content: string) =>
  as(app(), from).post('/api/messages', {
    receiverId: to.user._id,
    content,
    clientId: newClientId(),
  });
const openConversation = (reader: Student, other: Student) =>
  as(app(), reader).get(`/api/messages/${other.user._id}`);
const setReceipts = (student: Student, readReceipts: boolean) =>
  as(app(), student).put('/api/messages/settings', { readReceipts });
const inbox = async (student: Student) =>
  (await as(app(), student).get('/api/messages/inbox')).body as InboxEntry[];

/** Stops `Date` until `jest.useRealTimers()`; timers, sockets and the database keep running. */
function holdClockStill(): void {
  jest.useFakeTimers({
    now: Date.now(),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

async function pair(): Promise<[Student, Student]> {
  const [a, b] = await Promise.all([registerStudent(app()), registerStudent(app())]);
  await makeFriends(a, b);
  return [a, b];
}

describe('read receipts in direct messages', () => {
  it('when the settings were never changed, then receipts are on; bad input is refused', async () => {
    const [ada] = await pair();
    expect((await as(app(), ada).get('/api/messages/settings')).body).toEqual({
      readReceipts: true,
    });
    const bad = await as(app(), ada).put('/api/messages/settings', { readReceipts: 'no' });
    expect(bad.status).toBe(400);
  });

  it('when the receiver opens the conversation, then the sender hears it live and sees their message read', async () => {
    const [ada, ben] = await pair();
    const adaTab = await chat.tab(ada.token);
    const receipts = collect(adaTab, E.messagesRead);
    await send(ada, ben, 'Did you get the notes?');
    await openConversation(ben, ada);
    await eventually(() => receipts.length === 1, 'the receipt');
    expect(receipts[0]).toMatchObject({ readerId: ben.user._id });
    const mine = (await openConversation(ada, ben)).body;
    expect(mine[0]).toMatchObject({ content: 'Did you get the notes?', read: true });
  });

  it('when the receiver turned receipts off, then the sender neither hears nor sees them, and the receiver sees none either', async () => {
    const [ada, ben] = await pair();
    await setReceipts(ben, false);
    const adaTab = await chat.tab(ada.token);
    const receipts = collect(adaTab, E.messagesRead);
    await send(ada, ben, 'ping');
    await send(ben, ada, 'pong');
    await openConversation(ben, ada);
    await openConversation(ada, ben);
    await new Promise((wait) => setTimeout(wait, 200));
    expect(receipts).toEqual([]);
    const seenByAda = (await openConversation(ada, ben)).body;
    const seenByBen = (await openConversation(ben, ada)).body;
    expect(seenByAda.find((m: { content: string }) => m.content === 'ping')).not.toHaveProperty(
      'read',
    );
    expect(seenByBen.find((m: { content: string }) => m.content === 'pong')).not.toHaveProperty(
      'read',
    );
  });

  it('when the sender turned receipts off, then they see none of theirs', async () => {
    const [ada, ben] = await pair();
    await setReceipts(ada, false);
    await send(ada, ben, 'quiet');
    await openConversation(ben, ada);
    const seenByAda = (await openConversation(ada, ben)).body;
    expect(seenByAda[0]).not.toHaveProperty('read');
  });
});

describe('unread activity chats and the inbox', () => {
  it('when others post after the chat was seen, then it counts them; reading it on one device clears it on every device', async () => {
    const [organizer, reader] = await Promise.all([registerStudent(app()), registerStudent(app())]);
    const activityId = await activityWith(app(), organizer, [reader]);
    expect((await inbox(reader)).find((row) => row.kind === 'activity')?.unreadCount).toBe(0);
    for (const content of ['one', 'two', 'three'])
      await as(app(), organizer).post('/api/messages/activity', {
        activityId,
        content,
        clientId: newClientId(),
      });
    await as(app(), reader).post('/api/messages/activity', {
      activityId,
      content: 'my own',
      clientId: newClientId(),
    });
    const row = (await inbox(reader)).find((entry) => entry.kind === 'activity');
    expect(row).toMatchObject({ unreadCount: 3, muted: false, lastMessage: { content: 'my own' } });
    const devices = await Promise.all([chat.tab(reader.token), chat.tab(reader.token)]);
    const heard = devices.map((device) => collect(device, E.chatRead));
    const read = await as(app(), reader).post(`/api/messages/activity/${activityId}/read`);
    expect(read.body).toEqual({ unreadCount: 0 });
    await eventually(() => heard.every((events) => events.length === 1), 'chat-read on both');
    expect(heard[1]?.[0]).toEqual({ kind: 'activity', id: activityId });
    expect((await inbox(reader)).find((entry) => entry.kind === 'activity')?.unreadCount).toBe(0);
  });

  it('when a message is posted in the same millisecond as the chat was read, then it counts as unread', async () => {
    const [organizer, reader] = await Promise.all([registerStudent(app()), registerStudent(app())]);
    const activityId = await activityWith(app(), organizer, [reader]);
    holdClockStill();
    try {
      await as(app(), reader).post(`/api/messages/activity/${activityId}/read`).expect(200);
      await as(app(), organizer)
        .post('/api/messages/activity', { activityId, content: 'now', clientId: newClientId() })
        .expect(201);
      const row = (await inbox(reader)).find((entry) => entry.kind === 'activity');
      expect(row?.unreadCount).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('when a student opens a direct conversation with unread messages, then their other devices hear it read', async () => {
    const [ada, ben] = await pair();
    await send(ben, ada, 'hello?');
    const otherDevice = await chat.tab(ada.token);
    const heard = collect(otherDevice, E.chatRead);
    await openConversation(ada, ben);
    await eventually(() => heard.length === 1, 'chat-read');
    expect(heard[0]).toEqual({ kind: 'direct', id: ben.user._id });
  });

  it('when chats are muted, then they keep their counts, marked muted; unmuting undoes it; a stranger’s chat cannot be muted', async () => {
    const [ada, ben] = await pair();
    const stranger = await registerStudent(app());
    await send(ben, ada, 'unread one');
    const mute = (muted: boolean) =>
      as(app(), ada).put('/api/messages/mute', {
        chat: { kind: 'direct', id: ben.user._id },
        muted,
      });
    expect((await mute(true)).body).toEqual({ muted: true });
    const muted = (await inbox(ada)).find((entry) => entry.kind === 'direct');
    expect(muted).toMatchObject({ muted: true, unreadCount: 1 });
    await mute(false);
    expect((await inbox(ada)).find((entry) => entry.kind === 'direct')?.muted).toBe(false);
    const refused = await as(app(), ada).put('/api/messages/mute', {
      chat: { kind: 'direct', id: stranger.user._id },
      muted: true,
    });
    expect(refused.status).toBe(403);
    const notAChat = await as(app(), ada).put('/api/messages/mute', {
      chat: { kind: 'group', id: ben.user._id },
      muted: true,
    });
    expect(notAChat.status).toBe(400);
  });

  it('when a student has direct and activity chats, then the inbox lists both, newest message first', async () => {
    const [ada, ben] = await pair();
    const activityId = await activityWith(app(), ben, [ada]);
    await send(ben, ada, 'older direct message');
    await as(app(), ben).post('/api/messages/activity', {
      activityId,
      content: 'newer group message',
      clientId: newClientId(),
    });
    const rows = await inbox(ada);
    expect(rows.map((row) => row.kind)).toEqual(['activity', 'direct']);
    expect(rows[0]?.lastMessage?.content).toBe('newer group message');
  });

  it('when a student deletes their account, then their chat settings and read marks go too', async () => {
    const [ada, ben] = await pair();
    await activityWith(app(), ben, [ada]);
    await setReceipts(ada, false);
    await inbox(ada);
    const deleted = await as(app(), ada).delete('/api/users/me').send({ password: ada.password });
    expect(deleted.status).toBe(200);
    expect(await ChatSettingsModel.countDocuments({ user: ada.user._id })).toBe(0);
    expect(await ActivityChatReadModel.countDocuments({ user: ada.user._id })).toBe(0);
  });
});
