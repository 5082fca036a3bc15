import {
  API_MESSAGES,
  CHAT_MESSAGES as M,
  directRoomId,
  SOCKET_EVENTS as E,
  type ChatMessage,
} from '@peerconnect/contracts';
import request from 'supertest';
import {
  chatServerPerFile,
  collect,
  connected,
  eventually,
  openClient,
  type ChatClient,
} from '@/test/chat-test-server';
import { registerStudent } from '@/test/test-app';
import { ActivityMessageModel } from './activity-message.model';
import { DirectMessageModel } from './direct-message.model';
import { activityWith, as, makeFriends, newClientId, type Student } from '@/test/student-fixtures';

const chat = chatServerPerFile();
const server = () => chat.server();
let organizer: Student;
let participant: Student;
let outsider: Student;
let activityId: string;
let room: string;
/** A connected client of a student; closed after each test. */
const tab = (student: Student): Promise<ChatClient> => chat.tab(student.token);

const ACK_MS = 2_000;

async function joinActivity(client: ChatClient) {
  const ack = await client.timeout(ACK_MS).emitWithAck(E.joinActivityRoom, { roomId: room });
  expect(ack).toEqual({ success: true, roomId: room });
}

beforeAll(async () => {
  organizer = await registerStudent(server().app);
  participant = await registerStudent(server().app);
  outsider = await registerStudent(server().app);
  activityId = await activityWith(server().app, organizer, [participant]);
  room = `activity-${activityId}`;
});

describe('connecting', () => {
  it('when the token comes in the handshake auth, then the connection is accepted', async () => {
    const client = chat.open(server().url, participant.token, { tokenIn: 'auth' });
    await expect(connected(client)).resolves.toBe(client);
  });

  it('when there is no token, then the connection is refused with a clear message', async () => {
    await expect(connected(openClient(server().url, undefined))).rejects.toThrow(
      API_MESSAGES.noToken,
    );
  });
  it('when the token is bad, then the connection is refused with a clear message', async () => {
    await expect(connected(openClient(server().url, 'not-a-token'))).rejects.toThrow(
      API_MESSAGES.invalidToken,
    );
  });
});

describe('activity group chat', () => {
  it('when someone outside the activity joins, reads or posts, then each is refused and nothing is stored', async () => {
    const client = await tab(outsider);
    const payload = { roomId: room, content: 'hello?', clientId: newClientId() };
    const errors = collect(client, E.activityMessageError);
    const join = await client.timeout(ACK_MS).emitWithAck(E.joinActivityRoom, { roomId: room });
    const read = await client.timeout(ACK_MS).emitWithAck(E.getActivityMessages, { roomId: room });
    const post = await client.timeout(ACK_MS).emitWithAck(E.sendActivityMessage, payload);
    for (const ack of [join, read, post])
      expect(ack).toEqual({ success: false, error: M.participantsOnly, code: 'FORBIDDEN' });
    await eventually(() => errors.length === 1, 'the activity-message-error');
    expect(errors[0]).toEqual({
      clientId: payload.clientId,
      error: M.participantsOnly,
      code: 'FORBIDDEN',
    });
    expect(await ActivityMessageModel.countDocuments({ clientId: payload.clientId })).toBe(0);
  });

  it('when send-activity-message carries the older clients’ payload { roomId, content, sender, timestamp }, then it is stored once and delivered, with no confirmation to track', async () => {
    const [sender, organizerTab] = await Promise.all([tab(participant), tab(organizer)]);
    for (const client of [sender, organizerTab]) await joinActivity(client);
    const atOrganizer = collect(organizerTab, E.activityMessage);
    const confirmations = collect(sender, E.activityMessageConfirmation);
    const specPayload = {
      roomId: room,
      content: 'spec socket payload',
      sender: participant.user._id,
      timestamp: new Date().toISOString(),
    };
    const ack = await sender.timeout(ACK_MS).emitWithAck(E.sendActivityMessage, specPayload);
    expect(ack.success).toBe(true);
    await eventually(() => atOrganizer.length === 1, 'the delivery to the organizer');
    expect(confirmations).toEqual([]);
    expect(await ActivityMessageModel.countDocuments({ content: 'spec socket payload' })).toBe(1);
  });

  it('when join, history and leave carry the older clients’ payloads ({ roomId, userId, username }, { roomId }), then each is accepted', async () => {
    const client = await tab(participant);
    const join = { roomId: room, userId: participant.user._id, username: 'whatever' };
    expect(await client.timeout(ACK_MS).emitWithAck(E.joinActivityRoom, join)).toEqual({
      success: true,
      roomId: room,
    });
    const history = await client
      .timeout(ACK_MS)
      .emitWithAck(E.getActivityMessages, { roomId: room });
    expect(history.success).toBe(true);
    const leave = await client.timeout(ACK_MS).emitWithAck(E.leaveActivityRoom, { roomId: room });
    expect(leave).toEqual({ success: true });
  });

  it('when a participant sends, then the ack carries the stored message, every other member receives it once and the sender gets a confirmation', async () => {
    const [sender, senderOtherTab, organizerTab, outsiderTab] = await Promise.all([
      tab(participant),
      tab(participant),
      tab(organizer),
      tab(outsider),
    ]);
    for (const client of [sender, senderOtherTab, organizerTab]) await joinActivity(client);
    const atSender = collect(sender, E.activityMessage);
    const atOtherTab = collect(senderOtherTab, E.activityMessage);
    const atOrganizer = collect(organizerTab, E.activityMessage);
    const atOutsider = collect(outsiderTab, E.activityMessage);
    const confirmations = collect(sender, E.activityMessageConfirmation);

    const clientId = newClientId();
    const ack = await sender
      .timeout(ACK_MS)
      .emitWithAck(E.sendActivityMessage, { roomId: room, content: ' Room 4B ', clientId });

    expect(ack.success).toBe(true);
    const message = (ack as { message: ChatMessage }).message;
    expect(message).toMatchObject({
      content: 'Room 4B',
      clientId,
      roomId: room,
      sender: { _id: participant.user._id, username: participant.user.username },
    });
    await eventually(
      () => atOrganizer.length > 0 && atOtherTab.length > 0 && confirmations.length > 0,
      'the broadcast',
    );
    expect(atOrganizer).toEqual([message]);
    expect(atOtherTab).toEqual([message]);
    expect(confirmations).toEqual([{ clientId, message }]);
    expect(atSender).toEqual([]);
    expect(atOutsider).toEqual([]);
  });

  it('when a member changes their name, then their next message carries the new one', async () => {
    const renamer = await registerStudent(server().app);
    const ownRoom = `activity-${await activityWith(server().app, organizer, [renamer])}`;
    const client = await tab(renamer);
    const send = async (content: string) => {
      const ack = await client
        .timeout(ACK_MS)
        .emitWithAck(E.sendActivityMessage, { roomId: ownRoom, content, clientId: newClientId() });
      return (ack as { message: ChatMessage }).message.sender.username;
    };
    expect(await send('before')).toBe(renamer.user.username);
    await request(server().app)
      .put('/api/users/profile')
      .set('x-auth-token', renamer.token)
      .send({ username: 'new-name' })
      .expect(200);
    expect(await send('after')).toBe('new-name');
  });

  it('when messages are fetched, then they come oldest first in server order', async () => {
    const client = await tab(organizer);
    for (const content of ['one', 'two', 'three'])
      await client.timeout(ACK_MS).emitWithAck(E.sendActivityMessage, {
        roomId: activityId,
        content,
        clientId: newClientId(),
      });
    const ack = await client.timeout(ACK_MS).emitWithAck(E.getActivityMessages, { roomId: room });
    const contents = (ack as { messages: ChatMessage[] }).messages.map((m) => m.content);
    expect(contents.slice(-3)).toEqual(['one', 'two', 'three']);
  });

  it('when a payload is malformed, then the ack says why and the server keeps serving', async () => {
    const client = await tab(participant);
    const blank = await client
      .timeout(ACK_MS)
      .emitWithAck(E.sendActivityMessage, { roomId: room, content: '  ', clientId: newClientId() });
    expect(blank).toEqual({ success: false, error: M.contentRequired, code: 'VALIDATION' });
    const badRoom = await client
      .timeout(ACK_MS)
      .emitWithAck(E.joinActivityRoom, { roomId: 'lobby' });
    expect(badRoom).toEqual({ success: false, error: M.invalidRoom, code: 'VALIDATION' });
    await joinActivity(client);
  });

  it('when the socket send got through but its ack was lost, then the HTTP fallback with the same clientId returns the same message and nothing is stored or broadcast twice', async () => {
    const [sender, organizerTab] = await Promise.all([tab(participant), tab(organizer)]);
    await joinActivity(organizerTab);
    const received = collect(organizerTab, E.activityMessage);
    const clientId = newClientId();
    const content = 'Sent twice, stored once';

    const [socketAck, fallback] = await Promise.all([
      sender
        .timeout(ACK_MS)
        .emitWithAck(E.sendActivityMessage, { roomId: room, content, clientId }),
      as(server().app, participant).post('/api/messages/activity', {
        activityId,
        content,
        clientId,
      }),
    ]);

    expect(socketAck.success).toBe(true);
    expect([200, 201]).toContain(fallback.status);
    expect(fallback.body._id).toBe((socketAck as { message: ChatMessage }).message._id);
    expect(await ActivityMessageModel.countDocuments({ clientId })).toBe(1);
    await eventually(() => received.length > 0, 'the broadcast');
    await new Promise((settle) => setTimeout(settle, 100));
    expect(received).toHaveLength(1);
  });

  it('when members send many messages at the same moment, one of them twice, then each is stored and broadcast once under its own sender’s name', async () => {
    const [participantTab, organizerTab, listener] = await Promise.all([
      tab(participant),
      tab(organizer),
      tab(participant),
    ]);
    for (const client of [participantTab, organizerTab, listener]) await joinActivity(client);
    const received = collect(listener, E.activityMessage);
    const send = (client: ChatClient, content: string, clientId = newClientId()) =>
      client
        .timeout(ACK_MS)
        .emitWithAck(E.sendActivityMessage, { roomId: room, content, clientId });
    const repeatedId = newClientId();

    // Sent without waiting: these reach the server together and are stored together.
    const acks = await Promise.all([
      ...['p1', 'p2', 'p3'].map((content) => send(participantTab, content)),
      send(participantTab, 'twice', repeatedId),
      send(participantTab, 'twice', repeatedId),
      ...['o1', 'o2', 'o3'].map((content) => send(organizerTab, content)),
    ]);

    const messages = acks.map((ack) => {
      expect(ack.success).toBe(true);
      return (ack as { message: ChatMessage }).message;
    });
    expect(messages[3]!._id).toBe(messages[4]!._id);
    const nameOf = (m: ChatMessage) => [m.content, m.sender.username];
    expect(messages.map(nameOf)).toEqual([
      ...['p1', 'p2', 'p3', 'twice', 'twice'].map((c) => [c, participant.user.username]),
      ...['o1', 'o2', 'o3'].map((c) => [c, organizer.user.username]),
    ]);
    expect(await ActivityMessageModel.countDocuments({ clientId: repeatedId })).toBe(1);
    await eventually(() => received.length >= 7, 'the broadcasts');
    await new Promise((settle) => setTimeout(settle, 100));
    expect(received.map((m) => m.content).sort()).toEqual(
      ['o1', 'o2', 'o3', 'p1', 'p2', 'p3', 'twice'].sort(),
    );
  });

  it('when a message is posted over HTTP, then the room receives it over the socket', async () => {
    const organizerTab = await tab(organizer);
    await joinActivity(organizerTab);
    const received = collect(organizerTab, E.activityMessage);
    const posted = await as(server().app, participant).post('/api/messages/activity', {
      activityId,
      content: 'via HTTP',
      clientId: newClientId(),
    });
    await eventually(() => received.length === 1, 'the broadcast');
    expect(received[0]?._id).toBe(posted.body._id);
  });

  it('when the inbox joins all of a student’s chats in one event, then only their own rooms are joined and a busy student is not rate limited', async () => {
    const busy = await registerStudent(server().app);
    // More activities than the socket's burst of events: one join each would be refused.
    const own = await Promise.all(
      Array.from({ length: 25 }, () => activityWith(server().app, busy, [])),
    );
    const client = await tab(busy);
    const roomIds = [...own, activityId].map((id) => `activity-${id}`);
    const ack = await client.timeout(ACK_MS).emitWithAck(E.joinActivityRooms, { roomIds });
    expect(ack).toEqual({ success: true, roomIds: expect.any(Array) });
    expect(ack.success && [...ack.roomIds].sort()).toEqual(roomIds.slice(0, 25).sort());
    const presence = await client
      .timeout(ACK_MS)
      .emitWithAck(E.getPresence, { userIds: [participant.user._id] });
    expect(presence.success).toBe(true);

    const received = collect(client, E.activityMessage);
    // Posted first: had the busy student's socket joined this room, it would arrive first.
    await as(server().app, participant).post('/api/messages/activity', {
      activityId,
      content: 'not for the busy student',
      clientId: newClientId(),
    });
    await as(server().app, busy).post('/api/messages/activity', {
      activityId: own[0],
      content: 'heard through the inbox join',
      clientId: newClientId(),
    });
    await eventually(() => received.length === 1, 'the broadcast');
    expect(received.map((message) => message.content)).toEqual(['heard through the inbox join']);
  });

  it('when a participant leaves the activity, then their open sockets stop receiving its chat at once', async () => {
    const leaver = await registerStudent(server().app);
    const id = await activityWith(server().app, organizer, [leaver]);
    const [leaverTab, organizerTab] = await Promise.all([tab(leaver), tab(organizer)]);
    for (const client of [leaverTab, organizerTab])
      await client.timeout(ACK_MS).emitWithAck(E.joinActivityRoom, { roomId: id });
    const atLeaver = collect(leaverTab, E.activityMessage);
    const stayer = await tab(participant);
    await as(server().app, participant).post(`/api/activities/${id}/join`);
    await stayer.timeout(ACK_MS).emitWithAck(E.joinActivityRoom, { roomId: id });
    const atStayer = collect(stayer, E.activityMessage);

    await as(server().app, leaver).delete(`/api/activities/${id}/leave`);
    await organizerTab
      .timeout(ACK_MS)
      .emitWithAck(E.sendActivityMessage, { roomId: id, content: 'bye', clientId: newClientId() });
    await eventually(() => atStayer.length === 1, 'the broadcast to who stayed');
    expect(atLeaver).toEqual([]);
    const afterLeaving: unknown = await leaverTab
      .timeout(ACK_MS)
      .emitWithAck(E.sendActivityMessage, {
        roomId: id,
        content: 'still here?',
        clientId: newClientId(),
      });
    expect(afterLeaving).toEqual({
      success: false,
      error: M.participantsOnly,
      code: 'FORBIDDEN',
    });
  });

  it('when a socket comes back from a short drop after leaving the activity, then its recovered session no longer hears the chat', async () => {
    const leaver = await registerStudent(server().app);
    const id = await activityWith(server().app, organizer, [leaver]);
    const [leaverTab, organizerTab] = await Promise.all([tab(leaver), tab(organizer)]);
    for (const client of [leaverTab, organizerTab])
      await client.timeout(ACK_MS).emitWithAck(E.joinActivityRoom, { roomId: id });
    const atLeaver = collect(leaverTab, E.activityMessage);
    const atOrganizer = collect(organizerTab, E.activityMessage);
    const writer = await tab(organizer);
    const say = (content: string) =>
      writer
        .timeout(ACK_MS)
        .emitWithAck(E.sendActivityMessage, { roomId: id, content, clientId: newClientId() });
    // Recovery resumes from the last broadcast a client received, so it needs one.
    await say('hello');
    await eventually(() => atLeaver.length === 1, 'the first broadcast');

    // A dropped transport (not a goodbye) keeps the session for recovery.
    leaverTab.io.engine.close();
    await eventually(() => !leaverTab.connected, 'the drop');
    await as(server().app, leaver).delete(`/api/activities/${id}/leave`);
    leaverTab.connect();
    await eventually(() => leaverTab.connected, 'the recovery');
    expect(leaverTab.recovered).toBe(true);

    await say('after you left');
    await eventually(() => atOrganizer.length === 2, 'the broadcast to the organizer');
    expect(atLeaver.map((m) => m.content)).toEqual(['hello']);
  });

  it('when a socket floods the server, then the excess is refused with a clear error', async () => {
    const client = await tab(participant);
    const acks = await Promise.all(
      Array.from({ length: 30 }, () =>
        client.timeout(ACK_MS).emitWithAck(E.getActivityMessages, { roomId: room }),
      ),
    );
    const refused = acks.filter((ack) => !ack.success);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    expect(refused[0]).toEqual({ success: false, error: M.tooFast, code: 'RATE_LIMITED' });
  });
});

describe('direct messages', () => {
  let ada: Student;
  let ben: Student;
  let dmRoom: string;

  beforeAll(async () => {
    ada = await registerStudent(server().app);
    ben = await registerStudent(server().app);
    await makeFriends(ada, ben);
    dmRoom = directRoomId(ada.user._id, ben.user._id);
  });

  it('when a message is sent, then both of the receiver’s tabs and the sender’s other tab receive it', async () => {
    const [adaTab, adaOtherTab, benTab, benOtherTab, strangerTab] = await Promise.all([
      tab(ada),
      tab(ada),
      tab(ben),
      tab(ben),
      tab(outsider),
    ]);
    const inboxes = [adaTab, adaOtherTab, benTab, benOtherTab, strangerTab].map((client) =>
      collect(client, E.receiveMessage),
    );
    const ack = await adaTab.timeout(ACK_MS).emitWithAck(E.sendMessage, {
      receiverId: ben.user._id,
      content: 'Hi!',
      clientId: newClientId(),
    });
    expect(ack.success).toBe(true);
    await eventually(() => inboxes.slice(1, 4).every((inbox) => inbox.length === 1), 'delivery');
    const [atSender, ...others] = inboxes;
    expect(atSender).toEqual([]);
    expect(others.slice(0, 3).map((inbox) => inbox[0]?.content)).toEqual(['Hi!', 'Hi!', 'Hi!']);
    expect(others[3]).toEqual([]);
  });

  it('when a direct message stored over the socket is sent again over HTTP with its clientId (the outbox after a lost answer), then it is stored and delivered once', async () => {
    const [adaTab, benTab] = await Promise.all([tab(ada), tab(ben)]);
    const atBen = collect(benTab, E.receiveMessage);
    const message = {
      receiverId: ben.user._id,
      content: 'Typed on the train',
      clientId: newClientId(),
    };
    const ack = await adaTab.timeout(ACK_MS).emitWithAck(E.sendMessage, message);
    const resent = await as(server().app, ada).post('/api/messages', message);

    expect(ack.success).toBe(true);
    expect(resent.status).toBe(200);
    expect(resent.body._id).toBe((ack as { message: { _id: string } }).message._id);
    expect(await DirectMessageModel.countDocuments({ clientId: message.clientId })).toBe(1);
    await eventually(() => atBen.length > 0, 'the delivery');
    await new Promise((settle) => setTimeout(settle, 100));
    expect(atBen).toHaveLength(1);
  });

  it('when a stranger sends or joins the room, then it is refused with the circle rule', async () => {
    const client = await tab(outsider);
    const send = await client.timeout(ACK_MS).emitWithAck(E.sendMessage, {
      receiverId: ada.user._id,
      content: 'hey',
      clientId: newClientId(),
    });
    const join = await client.timeout(ACK_MS).emitWithAck(E.joinRoom, { roomId: dmRoom });
    expect(send).toEqual({ success: false, error: M.notAllowed, code: 'FORBIDDEN' });
    expect(join).toEqual({ success: false, error: M.notAllowed, code: 'FORBIDDEN' });
  });

  it('when two participants of one activity (neither organizing) join their room and write, then the other receives it', async () => {
    const [joinerA, joinerB] = [
      await registerStudent(server().app),
      await registerStudent(server().app),
    ];
    await activityWith(server().app, organizer, [joinerA, joinerB]);
    const pairRoom = directRoomId(joinerA.user._id, joinerB.user._id);
    const [tabA, tabB] = await Promise.all([tab(joinerA), tab(joinerB)]);
    expect(await tabB.timeout(ACK_MS).emitWithAck(E.joinRoom, { roomId: pairRoom })).toEqual({
      success: true,
      roomId: pairRoom,
    });
    const atB = collect(tabB, E.receiveMessage);
    const ack = await tabA.timeout(ACK_MS).emitWithAck(E.sendMessage, {
      receiverId: joinerB.user._id,
      content: 'See you at the library',
      clientId: newClientId(),
    });
    expect(ack.success).toBe(true);
    await eventually(() => atB.length === 1, 'the delivery to the other participant');
    expect(atB[0]?.content).toBe('See you at the library');
  });

  it('when one of the pair types, then only the other user’s open conversation hears it', async () => {
    const [adaTab, adaOtherTab, benTab] = await Promise.all([tab(ada), tab(ada), tab(ben)]);
    for (const client of [adaTab, adaOtherTab, benTab])
      expect(await client.timeout(ACK_MS).emitWithAck(E.joinRoom, { roomId: dmRoom })).toEqual({
        success: true,
        roomId: dmRoom,
      });
    const atAdaOther = collect(adaOtherTab, E.typing);
    const atBen = collect(benTab, E.typing);
    await adaTab.timeout(ACK_MS).emitWithAck(E.typing, { roomId: dmRoom });
    await eventually(() => atBen.length === 1, 'the typing event');
    expect(atBen[0]).toEqual({ roomId: dmRoom, userId: ada.user._id, isTyping: true });
    expect(atAdaOther).toEqual([]);
  });

  it('when typing carries the older clients’ payload { roomId, userId }, then the other hears it under the socket’s own user', async () => {
    const [adaTab, benTab] = await Promise.all([tab(ada), tab(ben)]);
    for (const client of [adaTab, benTab])
      await client.timeout(ACK_MS).emitWithAck(E.joinRoom, { roomId: dmRoom });
    const atBen = collect(benTab, E.typing);
    const specPayload = { roomId: dmRoom, userId: ben.user._id };
    expect(await adaTab.timeout(ACK_MS).emitWithAck(E.typing, specPayload)).toEqual({
      success: true,
    });
    await eventually(() => atBen.length === 1, 'the typing event');
    expect(atBen[0]).toEqual({ roomId: dmRoom, userId: ada.user._id, isTyping: true });
  });

  it('when a socket types in a room it has not joined, then it is refused', async () => {
    const client = await tab(ada);
    const ack = await client.timeout(ACK_MS).emitWithAck(E.typing, { roomId: dmRoom });
    expect(ack).toEqual({ success: false, error: M.notAllowed, code: 'FORBIDDEN' });
  });

  it('when a user connects and disconnects, then whoever asked about them hears it', async () => {
    const watcher = await tab(ada);
    const ack = await watcher
      .timeout(ACK_MS)
      .emitWithAck(E.getPresence, { userIds: [ben.user._id] });
    expect(ack).toEqual({ success: true, onlineUserIds: [] });
    const changes = collect(watcher, E.presence);

    const benTab = await tab(ben);
    await eventually(() => changes.length === 1, 'online');
    benTab.disconnect();
    await eventually(() => changes.length === 2, 'offline');
    expect(changes).toEqual([
      { userId: ben.user._id, isOnline: true },
      { userId: ben.user._id, isOnline: false },
    ]);
  });
});

describe('a server restart', () => {
  it('when the server restarts, then clients reconnect and fetching ?after the last seen message misses nothing acknowledged', async () => {
    const reader = chat.open(server().url, organizer.token, { reconnection: true });
    await connected(reader);
    await joinActivity(reader);
    const seen = collect(reader, E.activityMessage);
    const writer = await tab(participant);
    const first = await writer.timeout(ACK_MS).emitWithAck(E.sendActivityMessage, {
      roomId: room,
      content: 'before',
      clientId: newClientId(),
    });
    await eventually(() => seen.length === 1, 'the first broadcast');
    const lastSeen = seen[0]?._id;
    expect(first.success).toBe(true);

    await chat.restart();
    // Written while the reader was away: acknowledged over HTTP, never broadcast to it.
    const missed = await as(server().app, participant).post('/api/messages/activity', {
      activityId,
      content: 'while you were away',
      clientId: newClientId(),
    });
    expect(missed.status).toBe(201);

    await eventually(() => reader.connected, 'the reconnect');
    const caughtUp = await request(server().app)
      .get(`/api/messages/activity/${activityId}?after=${lastSeen}`)
      .set('x-auth-token', organizer.token);
    expect(caughtUp.body.map((m: ChatMessage) => m._id)).toEqual([missed.body._id]);
    await joinActivity(reader);
  });
});
