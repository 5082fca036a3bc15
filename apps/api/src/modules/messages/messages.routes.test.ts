import { CHAT_MESSAGES as M, LIMITS } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { registerStudent, useTestApp } from '@/test/test-app';
import { setPicturePath } from '@/modules/users';
import { ActivityMessageModel } from './activity-message.model';
import {
  activityWith,
  as,
  endFriendship,
  makeFriends,
  newClientId,
  type Student,
} from '@/test/student-fixtures';

const t = useTestApp();
let organizer: Student;
let participant: Student;
let outsider: Student;
let activityId: string;

beforeAll(async () => {
  organizer = await registerStudent(t.app);
  participant = await registerStudent(t.app);
  outsider = await registerStudent(t.app);
  activityId = await activityWith(t.app, organizer, [participant]);
});

const postToActivity = (
  student: Student,
  content: string,
  clientId = newClientId(),
  id = activityId,
) => as(t.app, student).post('/api/messages/activity', { activityId: id, content, clientId });

describe('activity group chat over HTTP', () => {
  it('when a participant posts, then 201 with the stored message under their own name, whatever senderName says', async () => {
    const clientId = newClientId();
    const response = await as(t.app, participant).post('/api/messages/activity', {
      activityId,
      content: '  See you at six  ',
      senderName: 'someone-else',
      clientId,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      content: 'See you at six',
      sender: { _id: participant.user._id, username: participant.user.username },
      roomId: `activity-${activityId}`,
      clientId,
    });
    const history = await as(t.app, organizer).get(`/api/messages/activity/${activityId}`);
    expect(history.status).toBe(200);
    expect(history.body.map((m: { _id: string }) => m._id)).toContain(response.body._id);
  });

  it('when the same message is posted again with its clientId, then 200 with the same message and nothing new is stored', async () => {
    const clientId = newClientId();
    const first = await postToActivity(organizer, 'Bring calculators', clientId);
    const retry = await postToActivity(organizer, 'Bring calculators', clientId);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body._id).toBe(first.body._id);
    expect(await ActivityMessageModel.countDocuments({ clientId })).toBe(1);
  });

  it('when a clientId already used in another chat is reused, then 409 and nothing is stored', async () => {
    const other = await activityWith(t.app, organizer, []);
    const clientId = newClientId();
    await postToActivity(organizer, 'first', clientId);
    const reused = await postToActivity(organizer, 'second', clientId, other);
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe(M.invalidClientId);
  });

  it.each([
    ['blank', '   ', M.contentRequired],
    ['over the limit', 'x'.repeat(LIMITS.chatMessageLength + 1), M.contentLength],
  ])('when the content is %s, then 400 with the chat message', async (_case, content, message) => {
    const response = await postToActivity(participant, content);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('when someone outside the activity reads or posts, then 403 "Only participants can use this chat"', async () => {
    const read = await as(t.app, outsider).get(`/api/messages/activity/${activityId}`);
    const post = await postToActivity(outsider, 'let me in');
    expect([read.status, post.status]).toEqual([403, 403]);
    expect(read.body.message).toBe(M.participantsOnly);
    expect(post.body.message).toBe(M.participantsOnly);
  });

  it('when the activity does not exist, then 404', async () => {
    const missing = new mongoose.Types.ObjectId().toString();
    const response = await as(t.app, organizer).get(`/api/messages/activity/${missing}`);
    expect(response.status).toBe(404);
  });

  it('when nobody is signed in, then 401', async () => {
    const response = await request(t.app).get(`/api/messages/activity/${activityId}`);
    expect(response.status).toBe(401);
  });

  it('when the chat is long, then the last 50 come back oldest first, and ?after gives only what came later', async () => {
    const id = await activityWith(t.app, organizer, [participant]);
    const start = Date.now() - 60 * 60_000;
    await ActivityMessageModel.insertMany(
      Array.from({ length: 55 }, (_, i) => ({
        activity: id,
        sender: participant.user._id,
        content: `message ${i}`,
        clientId: newClientId(),
        createdAt: new Date(start + i * 1000),
      })),
    );
    const latest = await as(t.app, participant).get(`/api/messages/activity/${id}`);
    expect(latest.body).toHaveLength(LIMITS.chatPageSize);
    expect(latest.body[0].content).toBe('message 5');
    expect(latest.body.at(-1).content).toBe('message 54');

    const anchor = latest.body[47]._id as string;
    const later = await as(t.app, participant).get(`/api/messages/activity/${id}?after=${anchor}`);
    expect(later.body.map((m: { content: string }) => m.content)).toEqual([
      'message 53',
      'message 54',
    ]);
  });

  it('when scrolling back with ?before, then each page is the 50 before its cursor, oldest first, unmoved by new messages, down to an empty page', async () => {
    const id = await activityWith(t.app, organizer, [participant]);
    const start = Date.now() - 60 * 60_000;
    // Two messages share each second, so the cursor's tie on createdAt is broken by _id.
    await ActivityMessageModel.insertMany(
      Array.from({ length: 120 }, (_, i) => ({
        activity: id,
        sender: participant.user._id,
        content: `message ${i}`,
        clientId: newClientId(),
        createdAt: new Date(start + Math.floor(i / 2) * 1000),
      })),
    );
    const read = async (query = '') =>
      (await as(t.app, participant).get(`/api/messages/activity/${id}${query}`)).body as {
        _id: string;
        content: string;
      }[];
    const latest = await read();
    expect(latest[0]?.content).toBe('message 70');
    await postToActivity(participant, 'arrived while scrolling', undefined, id);
    const second = await read(`?before=${latest[0]?._id}`);
    expect(second.map((m) => m.content)).toEqual(
      Array.from({ length: 50 }, (_, i) => `message ${20 + i}`),
    );
    const third = await read(`?before=${second[0]?._id}`);
    expect(third.map((m) => m.content)).toEqual(
      Array.from({ length: 20 }, (_, i) => `message ${i}`),
    );
    expect(await read(`?before=${third[0]?._id}`)).toEqual([]);
  });

  it('when both ?after and ?before are sent, then 400 and when ?before names no message of this chat, then 404', async () => {
    const unknown = new mongoose.Types.ObjectId().toString();
    const both = await as(t.app, participant).get(
      `/api/messages/activity/${activityId}?after=${unknown}&before=${unknown}`,
    );
    expect(both.status).toBe(400);
    expect(both.body.message).toBe(M.oneCursor);
    const missing = await as(t.app, participant).get(
      `/api/messages/activity/${activityId}?before=${unknown}`,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(M.messageNotFound);
  });

  it('when ?after names no message of this chat, then 404 "Message not found"', async () => {
    const unknown = new mongoose.Types.ObjectId().toString();
    const response = await as(t.app, participant).get(
      `/api/messages/activity/${activityId}?after=${unknown}`,
    );
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(M.messageNotFound);
  });

  it('when a participant leaves, then they can no longer read or post; once they join again, they can', async () => {
    const leaver = await registerStudent(t.app);
    const id = await activityWith(t.app, organizer, [leaver]);
    const read = async () => (await as(t.app, leaver).get(`/api/messages/activity/${id}`)).status;
    const post = async () => (await postToActivity(leaver, 'hello', newClientId(), id)).status;
    expect([await read(), await post()]).toEqual([200, 201]);
    await as(t.app, leaver).delete(`/api/activities/${id}/leave`).expect(200);
    expect([await read(), await post()]).toEqual([403, 403]);
    await as(t.app, leaver).post(`/api/activities/${id}/join`).expect(200);
    expect([await read(), await post()]).toEqual([200, 201]);
  });

  it('when the organizer deletes the activity, then its chat messages are deleted too', async () => {
    const id = await activityWith(t.app, organizer, [participant]);
    await postToActivity(participant, 'soon gone', newClientId(), id);
    await as(t.app, organizer).delete(`/api/activities/${id}`);
    expect(await ActivityMessageModel.countDocuments({ activity: id })).toBe(0);
  });
});

describe('direct messages over HTTP', () => {
  let ada: Student;
  let ben: Student;

  beforeAll(async () => {
    ada = await registerStudent(t.app);
    ben = await registerStudent(t.app);
    await setPicturePath(new mongoose.Types.ObjectId(ada.user._id), '/api/uploads/ada.png');
    await makeFriends(ada, ben);
  });

  const send = (from: Student, to: Student, content: string, clientId = newClientId()) =>
    as(t.app, from).post('/api/messages', { receiverId: to.user._id, content, clientId });

  it('when friends write, then the conversation comes back oldest first to both', async () => {
    const first = await send(ada, ben, 'Hi Ben');
    const second = await send(ben, ada, 'Hi Ada');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      content: 'Hi Ben',
      sender: ada.user._id,
      recipient: ben.user._id,
      roomId: [ada.user._id, ben.user._id].sort().join('_'),
    });
    const conversation = await as(t.app, ada).get(`/api/messages/${ben.user._id}`);
    expect(conversation.status).toBe(200);
    expect(conversation.body.map((m: { _id: string }) => m._id)).toEqual([
      first.body._id,
      second.body._id,
    ]);
  });

  it('when a direct conversation is scrolled back with ?before, then the earlier messages come, oldest first', async () => {
    const sent = [];
    for (const content of ['one', 'two', 'three']) sent.push((await send(ben, ada, content)).body);
    const earlier = await as(t.app, ada).get(`/api/messages/${ben.user._id}?before=${sent[2]._id}`);
    expect(earlier.status).toBe(200);
    expect(earlier.body.slice(-2).map((m: { content: string }) => m.content)).toEqual([
      'one',
      'two',
    ]);
  });

  it('when a direct message is retried with its clientId, then 200 with the same message', async () => {
    const clientId = newClientId();
    const first = await send(ada, ben, 'once', clientId);
    const retry = await send(ada, ben, 'once', clientId);
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(retry.body._id).toBe(first.body._id);
  });

  it('when the conversation list is opened, then each person shows with the last message and unread count, newest first, without emails', async () => {
    const carl = await registerStudent(t.app);
    await makeFriends(carl, ben);
    await send(ada, ben, 'Are you coming?');
    await send(ada, ben, 'Hello?');
    await send(carl, ben, 'Lunch?');

    const list = await as(t.app, ben).get('/api/messages/conversations');
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({
      user: { _id: carl.user._id, username: carl.user.username },
      lastMessage: { content: 'Lunch?' },
      unreadCount: 1,
    });
    const withAda = list.body[1];
    expect(withAda.user.profilePicture).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/api\/uploads\/ada\.png$/,
    );
    expect(withAda.lastMessage.content).toBe('Hello?');
    expect(withAda.unreadCount).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(list.body)).not.toContain('@uni.example');
  });

  it('when the receiver opens the conversation, then its messages to them count as read', async () => {
    await send(ada, ben, 'Ping');
    await as(t.app, ben).get(`/api/messages/${ada.user._id}`);
    const list = await as(t.app, ben).get('/api/messages/conversations');
    const withAda = list.body.find((c: { user: { _id: string } }) => c.user._id === ada.user._id);
    expect(withAda.unreadCount).toBe(0);
    const adaView = await as(t.app, ada).get('/api/messages/conversations');
    expect(adaView.body[0].user._id).toBe(ben.user._id);
  });

  it('when the two share an activity but are not friends, then they may write to each other', async () => {
    const response = await send(participant, organizer, 'About the study group');
    expect(response.status).toBe(201);
  });

  it('when two participants of one activity (neither organizing) write, then each may write to and read the other', async () => {
    const [joinerA, joinerB] = [await registerStudent(t.app), await registerStudent(t.app)];
    await activityWith(t.app, organizer, [joinerA, joinerB]);
    const there = await send(joinerA, joinerB, 'Shall we revise first?');
    const back = await send(joinerB, joinerA, 'Yes, at five');
    expect([there.status, back.status]).toEqual([201, 201]);
    const thread = await as(t.app, joinerA).get(`/api/messages/${joinerB.user._id}`);
    expect(thread.status).toBe(200);
    expect(thread.body.map((m: { content: string }) => m.content)).toEqual([
      'Shall we revise first?',
      'Yes, at five',
    ]);
  });

  it('when a stranger writes or opens the conversation, then 403 with the circle rule', async () => {
    const post = await send(outsider, ada, 'hey');
    const read = await as(t.app, outsider).get(`/api/messages/${ada.user._id}`);
    expect([post.status, read.status]).toEqual([403, 403]);
    expect(post.body.message).toBe(M.notAllowed);
    expect(read.body.message).toBe(M.notAllowed);
  });

  it('when former friends open their conversation, then they still read it but cannot write', async () => {
    const dan = await registerStudent(t.app);
    const eve = await registerStudent(t.app);
    await makeFriends(dan, eve);
    await send(dan, eve, 'before');
    await endFriendship(dan, eve);
    expect((await as(t.app, eve).get(`/api/messages/${dan.user._id}`)).status).toBe(200);
    expect((await send(eve, dan, 'after')).status).toBe(403);
  });

  it('when the other user does not exist or the id is malformed, then 404 either way', async () => {
    const missing = new mongoose.Types.ObjectId().toString();
    expect((await as(t.app, ada).get(`/api/messages/${missing}`)).status).toBe(404);
    const malformed = await as(t.app, ada).get('/api/messages/not-an-id');
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
  });

  it('when someone writes to themselves, then 403', async () => {
    expect((await send(ada, ada, 'note to self')).status).toBe(403);
  });
});

describe('the chat calls as older clients make them (no clientId)', () => {
  const postRaw = (student: Student, path: string, json: string) =>
    request(t.app)
      .post(path)
      .set('x-auth-token', student.token)
      .set('Content-Type', 'application/json')
      .send(json);

  it('when POST /api/messages/activity has { activityId, content, senderName }, then 201 and the message is stored once with an id of the server', async () => {
    const json = `{"activityId":"${activityId}","content":"Spec body","senderName":"${participant.user.username}"}`;
    const response = await postRaw(participant, '/api/messages/activity', json);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ content: 'Spec body', clientId: expect.any(String) });
    expect(await ActivityMessageModel.countDocuments({ content: 'Spec body' })).toBe(1);
  });

  it('when POST /api/messages has { receiverId, content }, then 201, and sending it twice stores two messages', async () => {
    const json = `{"receiverId":"${organizer.user._id}","content":"Spec direct"}`;
    const first = await postRaw(participant, '/api/messages', json);
    const second = await postRaw(participant, '/api/messages', json);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body._id).not.toBe(first.body._id);
    const thread = await as(t.app, organizer).get(`/api/messages/${participant.user._id}`);
    expect(
      thread.body.filter((m: { content: string }) => m.content === 'Spec direct'),
    ).toHaveLength(2);
  });

  it('when a clientId is sent but malformed, then 400 naming the field and what it expects', async () => {
    const response = await postToActivity(participant, 'bad id', 'no spaces allowed');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("clientId must be 8 to 64 letters, digits, '-' or '_'");
  });
});
