/**
 * Several API instances behind one load balancer, for real: the embedded database and redis-server
 * as their own processes, two API processes sharing them through REDIS_URL, and socket.io clients.
 * .ci/run installs Debian's redis-server; only where it cannot be had is this file skipped.
 */
import { SOCKET_EVENTS as E, SOCKET_PATH, activityRoomId } from '@peerconnect/contracts';
import { io as connect } from 'socket.io-client';
import request from 'supertest';
import { collect, connected, eventually, type ChatClient } from '@/test/chat-test-server';
import {
  describeWithRedis,
  startApiInstance,
  startEmbeddedDatabase,
  startFailoverProxy,
  startRedis,
  stopProcess,
  type FailoverProxy,
  type Started,
} from '@/test/processes';

jest.setTimeout(90_000);

const LOGIN_LIMIT = 3;
const url = (port: number) => `http://127.0.0.1:${port}`;

function chatClient(port: number, token: string): ChatClient {
  return connect(url(port), {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnectionDelay: 100,
    reconnectionDelayMax: 200,
    forceNew: true,
  });
}

async function register(port: number, name: string) {
  const { body } = await request(url(port))
    .post('/api/auth/register')
    .send({ username: name, email: `${name}@uni.example`, password: 'correct-horse' })
    .expect(201);
  return { token: body.token as string, id: body.user._id as string };
}

describeWithRedis('two API instances sharing Redis', () => {
  let database: Started;
  let redis: Started;
  let a: Started;
  let b: Started;
  let balancer: FailoverProxy;
  let alice: ChatClient;
  let bob: ChatClient;
  let ids: { alice: string; bob: string; activity: string };
  let tokens: { alice: string; bob: string };

  beforeAll(async () => {
    [database, redis] = await Promise.all([startEmbeddedDatabase(), startRedis()]);
    const shared = {
      MONGODB_URI: `mongodb://127.0.0.1:${database.port}/peerconnect`,
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      LOGIN_RATE_LIMIT: `${LOGIN_LIMIT}`,
    };
    [a, b] = await Promise.all([startApiInstance(shared), startApiInstance(shared)]);
    balancer = await startFailoverProxy(a.port);

    const aliceAccount = await register(a.port, 'alice');
    const bobAccount = await register(b.port, 'bob');
    const { body: activity } = await request(url(a.port))
      .post('/api/activities')
      .set('Authorization', `Bearer ${aliceAccount.token}`)
      .send({
        title: 'Study group',
        description: 'Linear algebra',
        date: new Date(Date.now() + 86_400_000).toISOString(),
        location: 'Library',
        category: 'Academic',
      })
      .expect(201);
    await request(url(b.port))
      .post(`/api/activities/${activity._id}/join`)
      .set('Authorization', `Bearer ${bobAccount.token}`)
      .expect(200);
    ids = { alice: aliceAccount.id, bob: bobAccount.id, activity: activity._id };
    tokens = { alice: aliceAccount.token, bob: bobAccount.token };

    // Alice reaches instance A through the balancer; Bob is on instance B.
    alice = await connected(chatClient(balancer.port, aliceAccount.token));
    bob = await connected(chatClient(b.port, bobAccount.token));
    for (const client of [alice, bob]) {
      const ack = await client.emitWithAck(E.joinActivityRoom, {
        roomId: activityRoomId(ids.activity),
      });
      expect(ack).toMatchObject({ success: true });
    }
  });

  afterAll(async () => {
    alice?.close();
    bob?.close();
    await balancer?.close();
    await Promise.all([a, b].map((instance) => stopProcess(instance, 'SIGKILL')));
    await Promise.all([stopProcess(redis), stopProcess(database)]);
  });

  let sequence = 0;
  const clientId = () => `multi-instance-${(sequence += 1)}`;
  const say = (client: ChatClient, content: string) =>
    client.emitWithAck(E.sendActivityMessage, {
      roomId: activityRoomId(ids.activity),
      content,
      clientId: clientId(),
    });
  const dm = (client: ChatClient, receiverId: string, content: string) =>
    client.emitWithAck(E.sendMessage, { receiverId, content, clientId: clientId() });

  it('when students on different instances chat in an activity, then each hears the other at once', async () => {
    const bobHears = collect(bob, E.activityMessage);
    const aliceHears = collect(alice, E.activityMessage);
    expect(await say(alice, 'Hi from A')).toMatchObject({ success: true });
    expect(await say(bob, 'Hi from B')).toMatchObject({ success: true });
    await eventually(() => bobHears.some((m) => m.content === 'Hi from A'), 'Bob to hear Alice');
    await eventually(() => aliceHears.some((m) => m.content === 'Hi from B'), 'Alice to hear Bob');
  });

  it('when they message each other directly across instances, then the message arrives live', async () => {
    const aliceInbox = collect(alice, E.receiveMessage);
    const bobInbox = collect(bob, E.receiveMessage);
    expect(await dm(bob, ids.alice, 'DM from B')).toMatchObject({ success: true });
    expect(await dm(alice, ids.bob, 'DM from A')).toMatchObject({ success: true });
    await eventually(() => aliceInbox.some((m) => m.content === 'DM from B'), 'Alice’s DM');
    await eventually(() => bobInbox.some((m) => m.content === 'DM from A'), 'Bob’s DM');
  });

  it('when one instance asks who is online, then it sees students connected to the other', async () => {
    const answer = await alice.emitWithAck(E.getPresence, { userIds: [ids.bob] });
    expect(answer).toMatchObject({ success: true, onlineUserIds: [ids.bob] });
  });

  it('when failed sign-ins are spread over both instances, then they count against one limit', async () => {
    const wrong = { email: 'alice@uni.example', password: 'wrong-password' };
    const targets = [a.port, b.port, a.port];
    for (const port of targets)
      await request(url(port)).post('/api/auth/login').send(wrong).expect(401);
    await request(url(b.port)).post('/api/auth/login').send(wrong).expect(429);
  });

  it('when a student’s messages over HTTP and sockets are spread over both instances, then they count against one limit', async () => {
    const dave = await register(a.port, 'dave');
    await request(url(b.port))
      .post(`/api/activities/${ids.activity}/join`)
      .set('Authorization', `Bearer ${dave.token}`)
      .expect(200);
    const [onA, onB] = await Promise.all(
      [a.port, b.port].map((port) => connected(chatClient(port, dave.token))),
    );
    const post = (port: number) =>
      request(url(port))
        .post('/api/messages/activity')
        .set('Authorization', `Bearer ${dave.token}`)
        .send({ activityId: ids.activity, content: 'over HTTP', clientId: clientId() });
    try {
      // 60 a minute for one student: 20 from a socket on each instance and 20 over HTTP fill it.
      const acks = await Promise.all(
        [onA!, onB!].flatMap((client) => Array.from({ length: 20 }, () => say(client, 'live'))),
      );
      expect(acks.every((ack) => ack.success)).toBe(true);
      for (let sent = 0; sent < 20; sent += 1) await post(sent % 2 ? b.port : a.port).expect(201);
      expect(await say(onA!, 'one more')).toMatchObject({ success: false });
      expect(await say(onB!, 'one more')).toMatchObject({ success: false });
      await post(a.port).expect(429);
    } finally {
      onA?.close();
      onB?.close();
    }
  });

  /** Asks until `check` passes, for at most two seconds. */
  async function soon<T>(ask: () => Promise<T>, check: (answer: T) => boolean, what: string) {
    const deadline = Date.now() + 2_000;
    while (!check(await ask())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((tick) => setTimeout(tick, 10));
    }
  }

  it("when an activity is edited on one instance, then the other instance's list shows it", async () => {
    const firstOnB = async () =>
      (await request(url(b.port)).get('/api/activities').set('x-auth-token', tokens.bob)).body[0];
    expect((await firstOnB())._id).toBe(ids.activity);
    await request(url(a.port))
      .put(`/api/activities/${ids.activity}`)
      .set('x-auth-token', tokens.alice)
      .send({ title: 'Renamed on A' })
      .expect(200);
    await soon(firstOnB, (first) => first.title === 'Renamed on A', 'the new title on B');
  });

  it('when a student signs out everywhere on one instance, then the other refuses the token', async () => {
    const { body: carol } = await request(url(a.port))
      .post('/api/auth/register')
      .send({ username: 'carol', email: 'carol@uni.example', password: 'correct-horse' })
      .expect(201);
    const meOnB = () => request(url(b.port)).get('/api/auth/me').set('x-auth-token', carol.token);
    expect((await meOnB()).status).toBe(200);
    await request(url(a.port))
      .post('/api/auth/logout-all')
      .set('x-auth-token', carol.token)
      .expect(200);
    await soon(meOnB, (answer) => answer.status === 401, 'B to refuse the revoked token');
  });

  it('when instance A stops, then its client moves to B and gets everything sent meanwhile', async () => {
    const groupChat = collect(alice, E.activityMessage);
    const inbox = collect(alice, E.receiveMessage);
    const dropped = new Promise((resolve) => alice.once('disconnect', resolve));
    // The balancer takes A out of rotation; B is not yet put in its place, so Alice stays away
    // while Bob writes.
    balancer.routeTo(null);
    await stopProcess(a, 'SIGTERM');
    await dropped;

    expect(await say(bob, 'Sent while you were away')).toMatchObject({ success: true });
    expect(await dm(bob, ids.alice, 'DM while you were away')).toMatchObject({ success: true });

    balancer.routeTo(b.port);
    await eventually(() => alice.connected, 'Alice to reconnect through the balancer');
    // Connection state recovery across instances: B restored A's session from Redis.
    expect(alice.recovered).toBe(true);
    await eventually(
      () => groupChat.some((m) => m.content === 'Sent while you were away'),
      'the group message sent during the switch',
    );
    await eventually(
      () => inbox.some((m) => m.content === 'DM while you were away'),
      'the direct message sent during the switch',
    );

    // And she is live on B: a new message reaches her at once.
    expect(await say(bob, 'Welcome to B')).toMatchObject({ success: true });
    await eventually(
      () => groupChat.some((m) => m.content === 'Welcome to B'),
      'a live message on B',
    );
  });
});
