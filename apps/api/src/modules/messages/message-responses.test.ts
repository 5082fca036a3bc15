import { CHAT_MESSAGES as M, SOCKET_EVENTS as E } from '@peerconnect/contracts';
import { chatServerPerFile, collect, eventually, type ChatClient } from '@/test/chat-test-server';
import { registerStudent } from '@/test/test-app';
import { activityWith, as, makeFriends, newClientId, type Student } from '@/test/student-fixtures';

const ACK_MS = 5_000;
const chat = chatServerPerFile();
const app = () => chat.server().app;
let ana: Student;
let ben: Student;
let cleo: Student;
let activityId: string;
const activityRoom = () => `activity-${activityId}`;

beforeAll(async () => {
  ana = await registerStudent(app());
  ben = await registerStudent(app());
  cleo = await registerStudent(app());
  await makeFriends(ana, ben);
  activityId = await activityWith(app(), ana, [ben, cleo]);
});

/** A tab of the student with the activity's chat open. */
async function inRoom(student: Student): Promise<ChatClient> {
  const client = await chat.tab(student.token);
  await client.timeout(ACK_MS).emitWithAck(E.joinActivityRoom, { roomId: activityRoom() });
  return client;
}

async function postToGroup(student: Student, content: string, replyTo?: string) {
  const body = { activityId, content, clientId: newClientId(), ...(replyTo ? { replyTo } : {}) };
  return as(app(), student).post('/api/messages/activity', body);
}

async function postDirect(from: Student, to: Student, content: string, replyTo?: string) {
  const body = {
    receiverId: to.user._id,
    content,
    clientId: newClientId(),
    ...(replyTo ? { replyTo } : {}),
  };
  return as(app(), from).post('/api/messages', body);
}

const groupMessage = (id: string) => `/api/messages/activity/${activityId}/${id}`;
const findIn = (messages: { _id: string }[], id: string) => messages.find((m) => m._id === id);

describe('replies', () => {
  it('when a member replies to a message, then the reply carries a quote of it for everyone, live and in the history', async () => {
    const original = await postToGroup(ben, 'Who brings the ball?');
    const watcher = await inRoom(cleo);
    const heard = collect(watcher, E.activityMessage);
    const reply = await postToGroup(ana, 'I do', original.body._id);
    expect(reply.status).toBe(201);
    expect(reply.body.replyTo).toEqual({
      _id: original.body._id,
      senderId: ben.user._id,
      senderName: ben.user.username,
      content: 'Who brings the ball?',
    });
    await eventually(() => heard.length === 1, 'the reply, live');
    expect(heard[0]?.replyTo?._id).toBe(original.body._id);
    const history = await as(app(), cleo).get(`/api/messages/activity/${activityId}`);
    expect(findIn(history.body, reply.body._id)).toMatchObject({ replyTo: reply.body.replyTo });
  });

  it('when the quoted message is deleted, then the reply shows it as deleted, its text gone', async () => {
    const original = await postToGroup(ben, 'my number is 0123');
    const reply = await postToGroup(cleo, 'thanks', original.body._id);
    await as(app(), ben).delete(groupMessage(original.body._id)).expect(200);
    const history = await as(app(), ana).get(`/api/messages/activity/${activityId}`);
    expect(findIn(history.body, reply.body._id)).toMatchObject({
      content: 'thanks',
      replyTo: { _id: original.body._id, content: '', deleted: true },
    });
    expect(JSON.stringify(history.body)).not.toContain('0123');
  });

  it('when a student replies to an already deleted message, then it is stored with the deleted quote', async () => {
    const original = await postDirect(ana, ben, 'oops wrong chat');
    await as(app(), ana).delete(`/api/messages/direct/${original.body._id}`).expect(200);
    const reply = await postDirect(ben, ana, 'what was that?', original.body._id);
    expect(reply.status).toBe(201);
    expect(reply.body.replyTo).toMatchObject({
      _id: original.body._id,
      deleted: true,
      content: '',
    });
  });

  it('when a reply quotes a message of another chat, then 404 and nothing is stored', async () => {
    const elsewhere = await postToGroup(ben, 'group only');
    const refused = await postDirect(ana, ben, 'sneaky', elsewhere.body._id);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(M.replyNotFound);
    const history = await as(app(), ben).get(`/api/messages/${ana.user._id}`);
    expect(JSON.stringify(history.body)).not.toContain('sneaky');
  });

  it('when a reply is sent again with the same clientId (a reconnect), then it is stored once', async () => {
    const original = await postDirect(ben, ana, 'lunch?');
    const body = {
      receiverId: ben.user._id,
      content: 'yes!',
      clientId: newClientId(),
      replyTo: original.body._id,
    };
    const first = await as(app(), ana).post('/api/messages', body);
    const again = await as(app(), ana).post('/api/messages', body);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toMatchObject({ _id: first.body._id, replyTo: { _id: original.body._id } });
  });
});

describe('reactions', () => {
  it('when members react, then each has one reaction, a new one replaces theirs, the same again changes nothing, and null takes it back', async () => {
    const message = await postToGroup(ben, 'Match moved to Sunday');
    const path = `${groupMessage(message.body._id)}/reaction`;
    const watcher = await inRoom(cleo);
    const heard = collect(watcher, E.activityMessageChanged);

    await as(app(), ana).put(path, { emoji: '👍' }).expect(200);
    const cleoReacts = await as(app(), cleo).put(path, { emoji: '😢' });
    expect(cleoReacts.body.reactions).toEqual([
      { userId: ana.user._id, emoji: '👍' },
      { userId: cleo.user._id, emoji: '😢' },
    ]);
    const replaced = await as(app(), ana).put(path, { emoji: '❤️' });
    expect(replaced.body.reactions).toEqual([
      { userId: ana.user._id, emoji: '❤️' },
      { userId: cleo.user._id, emoji: '😢' },
    ]);
    await eventually(() => heard.length === 3, 'three changes, live');
    // A retry after a reconnect states the same end state: nothing changes, nobody is told again.
    const repeated = await as(app(), ana).put(path, { emoji: '❤️' });
    expect(repeated.body.reactions).toEqual(replaced.body.reactions);
    const removed = await as(app(), ana).put(path, { emoji: null });
    expect(removed.body.reactions).toEqual([{ userId: cleo.user._id, emoji: '😢' }]);
    await eventually(() => heard.length === 4, 'the removal, live');
    expect(heard.at(-1)?.reactions).toEqual(removed.body.reactions);
    expect(heard.map((event) => event.reactions?.length)).toEqual([1, 2, 2, 1]);
  });

  it('when two first reactions of one student race, then one is kept', async () => {
    const message = await postToGroup(ben, 'race me');
    const path = `${groupMessage(message.body._id)}/reaction`;
    await Promise.all([
      as(app(), cleo).put(path, { emoji: '😂' }),
      as(app(), cleo).put(path, { emoji: '😂' }),
    ]);
    const history = await as(app(), ben).get(`/api/messages/activity/${activityId}`);
    expect(findIn(history.body, message.body._id)).toMatchObject({
      reactions: [{ userId: cleo.user._id, emoji: '😂' }],
    });
  });

  it('when a student reacts to a direct message, then both of them see it live', async () => {
    const message = await postDirect(ben, ana, 'Passed the exam!');
    const [anaTab, benTab] = await Promise.all([chat.tab(ana.token), chat.tab(ben.token)]);
    const atAna = collect(anaTab, E.messageChanged);
    const atBen = collect(benTab, E.messageChanged);
    const reacted = await as(app(), ana)
      .put(`/api/messages/direct/${message.body._id}/reaction`, { emoji: '🙏' })
      .expect(200);
    expect(reacted.body.reactions).toEqual([{ userId: ana.user._id, emoji: '🙏' }]);
    await eventually(() => atAna.length === 1 && atBen.length === 1, 'the reaction at both');
    expect(atBen[0]?.reactions).toEqual(reacted.body.reactions);
  });

  it('when the reaction is not one of the set, the message is deleted, or the student is not in the chat, then it is refused', async () => {
    const message = await postToGroup(ben, 'react to me');
    const path = `${groupMessage(message.body._id)}/reaction`;
    const unknown = await as(app(), ana).put(path, { emoji: '🍕' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(M.invalidReaction);
    const direct = await postDirect(ana, ben, 'private');
    const stranger = await as(app(), cleo).put(`/api/messages/direct/${direct.body._id}/reaction`, {
      emoji: '👍',
    });
    expect(stranger.status).toBe(404);
    await as(app(), ben).delete(groupMessage(message.body._id)).expect(200);
    const gone = await as(app(), ana).put(path, { emoji: '👍' });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe(M.messageDeleted);
  });
});

describe('typing in a group chat', () => {
  it('when a member types, then the others in the chat hear who it is, and not the typist’s own tabs', async () => {
    const [anaTab, anaOtherTab, cleoTab] = await Promise.all([
      inRoom(ana),
      inRoom(ana),
      inRoom(cleo),
    ]);
    const atCleo = collect(cleoTab, E.typing);
    const atAnaOther = collect(anaOtherTab, E.typing);
    const ack = await anaTab.timeout(ACK_MS).emitWithAck(E.typing, { roomId: activityRoom() });
    expect(ack).toEqual({ success: true });
    await eventually(() => atCleo.length === 1, 'the typing event');
    expect(atCleo[0]).toEqual({
      roomId: activityRoom(),
      userId: ana.user._id,
      username: ana.user.username,
      isTyping: true,
    });
    expect(atAnaOther).toEqual([]);
  });

  it('when a socket that has not joined the group chat types in it, then it is refused', async () => {
    const outsider = await registerStudent(app());
    const tab = await chat.tab(outsider.token);
    const ack = await tab.timeout(ACK_MS).emitWithAck(E.typing, { roomId: activityRoom() });
    expect(ack).toMatchObject({ success: false });
  });
});

describe('unread counts after deletions', () => {
  it('when the only unread message of a conversation is deleted, then it counts as read', async () => {
    const dan = await registerStudent(app());
    await makeFriends(ana, dan);
    const sent = await postDirect(dan, ana, 'typo');
    const inboxRow = async () =>
      (await as(app(), ana).get('/api/messages/inbox')).body.find(
        (row: { kind: string; user?: { _id: string } }) => row.user?._id === dan.user._id,
      );
    expect((await inboxRow()).unreadCount).toBe(1);
    await as(app(), dan).delete(`/api/messages/direct/${sent.body._id}`).expect(200);
    expect((await inboxRow()).unreadCount).toBe(0);
    const conversations = await as(app(), ana).get('/api/messages/conversations');
    const row = conversations.body.find(
      (c: { user: { _id: string } }) => c.user._id === dan.user._id,
    );
    expect(row.unreadCount).toBe(0);
  });

  it('when a group message is deleted before it was read, then it does not count', async () => {
    // The first look at the inbox marks the chat read up to now.
    const groupRow = async () =>
      (await as(app(), cleo).get('/api/messages/inbox')).body.find(
        (row: { kind: string; activity?: { _id: string } }) => row.activity?._id === activityId,
      );
    await as(app(), cleo).post(`/api/messages/activity/${activityId}/read`).expect(200);
    const kept = await postToGroup(ben, 'one');
    const removed = await postToGroup(ben, 'two');
    expect((await groupRow()).unreadCount).toBe(2);
    await as(app(), ben).delete(groupMessage(removed.body._id)).expect(200);
    expect((await groupRow()).unreadCount).toBe(1);
    expect(kept.status).toBe(201);
  });
});
