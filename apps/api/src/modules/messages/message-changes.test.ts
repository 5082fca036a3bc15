import { CHAT_MESSAGES as M, LIMITS, SOCKET_EVENTS as E } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { chatServerPerFile, collect, eventually, type ChatClient } from '@/test/chat-test-server';
import { registerStudent } from '@/test/test-app';
import { ActivityMessageModel } from './activity-message.model';
import { activityWith, as, makeFriends, newClientId, type Student } from '@/test/student-fixtures';
import { DirectMessageModel } from './direct-message.model';

const chat = chatServerPerFile();
const app = () => chat.server().app;
let organizer: Student;
let participant: Student;
let other: Student;
let activityId: string;

beforeAll(async () => {
  organizer = await registerStudent(app());
  participant = await registerStudent(app());
  other = await registerStudent(app());
  activityId = await activityWith(app(), organizer, [participant, other]);
});

/** A tab of the student with the activity's chat open. */
async function inRoom(student: Student): Promise<ChatClient> {
  const client = await chat.tab(student.token);
  await client.timeout(2_000).emitWithAck(E.joinActivityRoom, { roomId: `activity-${activityId}` });
  return client;
}

/** Posted over HTTP (as the socket send's fallback stores it). */
async function post(student: Student, content: string): Promise<string> {
  const body = { activityId, content, clientId: newClientId() };
  const response = await as(app(), student).post('/api/messages/activity', body);
  return response.body._id as string;
}

const messagePath = (id: string) => `/api/messages/activity/${activityId}/${id}`;
const stored = (id: string) => ActivityMessageModel.findById(id).lean();

describe('changing a message of an activity chat', () => {
  it('when the sender edits it, then every member sees the new text marked edited, live and after a reload', async () => {
    const id = await post(participant, 'See you at 6');
    const watchers = await Promise.all([inRoom(organizer), inRoom(other)]);
    const heard = watchers.map((client) => collect(client, E.activityMessageChanged));
    const edited = await as(app(), participant).put(messagePath(id), { content: 'See you at 7' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ _id: id, content: 'See you at 7' });
    expect(Date.parse(edited.body.editedAt)).not.toBeNaN();
    await eventually(() => heard.every((events) => events.length === 1), 'the change, live');
    expect(heard[0]?.[0]).toEqual(edited.body);
    const history = await as(app(), other).get(`/api/messages/activity/${activityId}`);
    expect(history.body.find((m: { _id: string }) => m._id === id)).toEqual(edited.body);
  });

  it('when the sender deletes it, then its text is gone from the database and every answer, and members see it deleted', async () => {
    const id = await post(participant, 'my phone number is 0123');
    const watcher = await inRoom(other);
    const heard = collect(watcher, E.activityMessageChanged);
    const deleted = await as(app(), participant).delete(messagePath(id));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ _id: id, content: '', deleted: 'sender' });
    expect((await stored(id))?.content).toBe('');
    await eventually(() => heard.length === 1, 'the deletion, live');
    const history = await as(app(), organizer).get(`/api/messages/activity/${activityId}`);
    const shown = history.body.find((m: { _id: string }) => m._id === id);
    expect(shown).toMatchObject({ content: '', deleted: 'sender' });
    expect(JSON.stringify(history.body)).not.toContain('0123');
  });

  it('when the organizer removes a participant’s message, then it shows as removed by the organizer', async () => {
    const id = await post(participant, 'buy cheap followers here');
    const removed = await as(app(), organizer).delete(messagePath(id));
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ content: '', deleted: 'organizer' });
  });

  it('when a participant edits or deletes someone else’s message, then 403 and nothing changes', async () => {
    const id = await post(organizer, 'Bring water');
    const edit = await as(app(), participant).put(messagePath(id), { content: 'Bring beer' });
    const remove = await as(app(), participant).delete(messagePath(id));
    expect([edit.status, remove.status]).toEqual([403, 403]);
    expect(edit.body.message).toBe(M.ownMessagesOnly);
    expect(remove.body.message).toBe(M.removeNotAllowed);
    expect(await stored(id)).toMatchObject({ content: 'Bring water' });
    expect((await stored(id))?.deletedBy).toBeUndefined();
  });

  it('when the organizer tries to edit a participant’s message, then 403: moderation removes, never rewrites', async () => {
    const id = await post(participant, 'original words');
    const edit = await as(app(), organizer).put(messagePath(id), { content: 'other words' });
    expect(edit.status).toBe(403);
    expect((await stored(id))?.content).toBe('original words');
  });

  it('when the new text is blank or too long, the id unknown, or the message deleted, then a clear 4xx and nothing changes', async () => {
    const id = await post(participant, 'keep me');
    const blank = await as(app(), participant).put(messagePath(id), { content: '   ' });
    const long = await as(app(), participant).put(messagePath(id), {
      content: 'x'.repeat(LIMITS.chatMessageLength + 1),
    });
    expect([blank.status, long.status]).toEqual([400, 400]);
    expect([blank.body.message, long.body.message]).toEqual([M.contentRequired, M.contentLength]);
    const unknown = new mongoose.Types.ObjectId().toString();
    const missing = await as(app(), participant).put(messagePath(unknown), { content: 'hi' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(M.messageNotFound);
    expect((await stored(id))?.content).toBe('keep me');
    await as(app(), participant).delete(messagePath(id));
    const afterDelete = await as(app(), participant).put(messagePath(id), { content: 'back' });
    expect(afterDelete.status).toBe(409);
    expect(afterDelete.body.message).toBe(M.messageDeleted);
    expect((await stored(id))?.content).toBe('');
  });

  it('when someone outside the activity tries, then 403 and nothing changes', async () => {
    const outsider = await registerStudent(app());
    const id = await post(participant, 'members only');
    const remove = await as(app(), outsider).delete(messagePath(id));
    expect(remove.status).toBe(403);
    expect((await stored(id))?.content).toBe('members only');
  });
});

describe('changing a direct message', () => {
  let ada: Student;
  let ben: Student;
  beforeAll(async () => {
    ada = await registerStudent(app());
    ben = await registerStudent(app());
    await makeFriends(ada, ben);
  });

  const send = async (content: string) =>
    (
      await as(app(), ada).post('/api/messages', {
        receiverId: ben.user._id,
        content,
        clientId: newClientId(),
      })
    ).body._id as string;

  it('when the sender edits and then deletes it, then every tab of both students hears each change', async () => {
    const id = await send('Lunch at 12?');
    const tabs = await Promise.all([chat.tab(ada.token), chat.tab(ben.token), chat.tab(ben.token)]);
    const heard = tabs.map((client) => collect(client, E.messageChanged));
    const edited = await as(app(), ada).put(`/api/messages/direct/${id}`, {
      content: 'Lunch at 1?',
    });
    expect(edited.body).toMatchObject({ content: 'Lunch at 1?', editedAt: expect.any(String) });
    const deleted = await as(app(), ada).delete(`/api/messages/direct/${id}`);
    expect(deleted.body).toMatchObject({ content: '', deleted: 'sender' });
    await eventually(() => heard.every((events) => events.length === 2), 'both changes');
    expect(heard[2]?.map((message) => message.content)).toEqual(['Lunch at 1?', '']);
    expect((await DirectMessageModel.findById(id).lean())?.content).toBe('');
    const again = await as(app(), ada).delete(`/api/messages/direct/${id}`);
    expect(again.status).toBe(200);
  });

  it('when the receiver tries to change it, then 403; a stranger gets 404; nothing changes', async () => {
    const id = await send('mine to change');
    const byReceiver = await as(app(), ben).put(`/api/messages/direct/${id}`, { content: 'no' });
    const byStranger = await as(app(), other).delete(`/api/messages/direct/${id}`);
    expect([byReceiver.status, byStranger.status]).toEqual([403, 404]);
    expect((await DirectMessageModel.findById(id).lean())?.content).toBe('mine to change');
  });
});
