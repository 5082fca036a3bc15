import { pushPayloadSchema } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { chatServerPerFile } from '@/test/chat-test-server';
import {
  browserSubscription,
  startPushService,
  verifiedVapid,
  type LocalPushService,
} from '@/test/push-service';
import { as, makeFriends, newClientId, type Student } from '@/test/student-fixtures';
import { buildTestApp, registerStudent } from '@/test/test-app';
import { endpointAllowed, isPublicAddress, publicOnlyLookup } from './endpoint-policy';

const chat = chatServerPerFile();
const app = () => chat.server().app;
let pushService: LocalPushService;
let devices = 0;

beforeAll(async () => {
  pushService = await startPushService();
  await chat.server().jobs.start();
});
afterAll(() => pushService.close());

const subscriptions = () => mongoose.connection.collection('pushsubscriptions');

/** A browser of `student` subscribed to push, its endpoint on the local push service. */
async function subscribedDevice(student: Student) {
  devices += 1;
  const device = browserSubscription(`${pushService.url}/push/device-${devices}`);
  const { endpoint, keys } = device;
  const response = await as(app(), student).post('/api/push/subscriptions', { endpoint, keys });
  expect(response.status).toBe(201);
  return { ...device, path: new URL(endpoint).pathname };
}

const pushesTo = (path: string) => pushService.received.filter((push) => push.path === path);

/** Waits, generously (the queue and a loaded machine), until `check` holds. */
async function waitFor(check: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((tick) => setTimeout(tick, 25));
  }
}

async function pushArrives(path: string, count = 1) {
  await waitFor(() => pushesTo(path).length >= count, `push number ${count} to ${path}`);
  return pushesTo(path)[count - 1]!;
}

describe('push subscriptions', () => {
  it('when a browser subscribes, then 201; unsubscribing answers 204 and leaves no subscription', async () => {
    const student = await registerStudent(app());
    const key = await request(app()).get('/api/push/public-key');
    expect(key.body.publicKey).toMatch(/^[\w-]{87}$/);
    const device = await subscribedDevice(student);
    expect(await subscriptions().countDocuments({ endpoint: device.endpoint })).toBe(1);
    const gone = await as(app(), student)
      .delete('/api/push/subscriptions')
      .send({ endpoint: device.endpoint });
    expect(gone.status).toBe(204);
    expect(await subscriptions().countDocuments({ endpoint: device.endpoint })).toBe(0);
  });

  it('when the keys are not a browser’s, then 400 and nothing is stored', async () => {
    const student = await registerStudent(app());
    const response = await as(app(), student).post('/api/push/subscriptions', {
      endpoint: `${pushService.url}/push/bad`,
      keys: { p256dh: 'short', auth: 'x' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('This push subscription is not valid');
    expect((await as(app(), student).post('/api/push/subscriptions', {})).status).toBe(400);
    expect(
      await request(app())
        .post('/api/push/subscriptions')
        .send({})
        .then((r) => r.status),
    ).toBe(401);
  });
});

describe('pushing a notification', () => {
  it('when a friend request comes, then every device of the student gets it encrypted for that device and VAPID-signed', async () => {
    const [student, sender] = [await registerStudent(app()), await registerStudent(app())];
    const phone = await subscribedDevice(student);
    const laptop = await subscribedDevice(student);
    await as(app(), sender).post('/api/friends/request', { userId: student.user._id }).expect(201);

    for (const device of [phone, laptop]) {
      const push = await pushArrives(device.path);
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push.headers.ttl)).toBeGreaterThan(0);
      const payload = pushPayloadSchema.strict().parse(JSON.parse(device.decrypt(push.body)));
      expect(payload).toEqual({
        type: 'friend-request',
        title: 'Friend request',
        body: `${sender.user.username} sent you a friend request`,
        url: '/friends',
      });
      const { claims, key } = verifiedVapid(push.headers);
      expect(key).toBe((await request(app()).get('/api/push/public-key')).body.publicKey);
      expect(claims.aud).toBe(pushService.url);
      expect(claims.sub).toMatch(/^mailto:/);
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    }
    // Each device's own keys: the phone cannot read what was sent to the laptop.
    expect(() => phone.decrypt(pushesTo(laptop.path)[0]!.body)).toThrow();
  });

  it('when the push service answers 410, then that subscription is removed', async () => {
    const [student, sender] = [await registerStudent(app()), await registerStudent(app())];
    const device = await subscribedDevice(student);
    pushService.answer(device.path, 410);
    await as(app(), sender).post('/api/friends/request', { userId: student.user._id }).expect(201);
    await pushArrives(device.path);
    await waitFor(
      async () => (await subscriptions().countDocuments({ endpoint: device.endpoint })) === 0,
      'the gone subscription to be removed',
    );
  });

  it('when a direct message comes while the student has the app open, then it is not pushed; once they closed it, it is', async () => {
    const [student, sender] = [await registerStudent(app()), await registerStudent(app())];
    await makeFriends(student, sender);
    const device = await subscribedDevice(student);
    const tab = await chat.tab(student.token);
    const send = (content: string) =>
      as(app(), sender)
        .post('/api/messages', { receiverId: student.user._id, content, clientId: newClientId() })
        .expect(201);
    await send('are you coming tonight?');
    tab.disconnect();
    await waitFor(
      async () =>
        !(await chat.server().presence.onlineAmong([student.user._id])).has(student.user._id),
      'the student to be offline',
    );
    await send('I saved you a seat');
    const push = await pushArrives(device.path);
    expect(JSON.parse(device.decrypt(push.body))).toMatchObject({
      type: 'direct-message',
      url: `/messages/${sender.user._id}`,
    });
    // The first message, sent while the tab was open, was never pushed: only the second came.
    expect(pushesTo(device.path)).toHaveLength(1);
  });
});

describe('where pushes may go', () => {
  it('when in production, then a loopback, private or plain http endpoint is refused and a push service on the internet is taken', async () => {
    const production = buildTestApp({
      NODE_ENV: 'production',
      EMBEDDED_DB_IN_PRODUCTION: 'true',
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      PUBLIC_URL: 'https://peer.example',
      VAPID_PUBLIC_KEY:
        'BF8KB2KUo_RJ352EfaUqL2_uI_7yNq7-c0K3gC7hDrWGVPIznAjazdJVhRgI6e977XqSofJY-zGU9TNEPTwD3cY',
      VAPID_PRIVATE_KEY: 'yP41uzeX7X7LwfLjXt1SqqSW8bUtucSAYMFKcM8WdSE',
    });
    try {
      const student = await registerStudent(production.app);
      const { keys } = browserSubscription('https://x');
      const subscribe = (endpoint: string) =>
        as(production.app, student).post('/api/push/subscriptions', { endpoint, keys });
      for (const endpoint of [
        `${pushService.url}/push/inside`,
        'https://127.0.0.1/push',
        'https://[::1]/push',
        'https://10.1.2.3/push',
        'https://192.168.0.8/push',
        'https://169.254.169.254/latest',
        'https://localhost/push',
        'https://[::ffff:127.0.0.1]/push',
      ]) {
        const refused = await subscribe(endpoint);
        expect({ endpoint, status: refused.status, message: refused.body.message }).toEqual({
          endpoint,
          status: 400,
          message: 'Push endpoints must be https addresses on the internet',
        });
      }
      expect((await subscribe('https://fcm.googleapis.com/fcm/send/abc123')).status).toBe(201);
    } finally {
      await production.close();
    }
  });

  it('when a public name resolves to an inside address, then the connection is refused', async () => {
    const lookedUp = await new Promise<NodeJS.ErrnoException | null>((done) =>
      publicOnlyLookup('localhost', {}, (error) => done(error)),
    );
    expect(lookedUp?.code).toBe('EPUSHINTERNAL');
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2001:4860:4860::8888')).toBe(true);
    expect(isPublicAddress('100.64.0.1')).toBe(false);
    expect(isPublicAddress('fd00::1')).toBe(false);
    expect(endpointAllowed('http://127.0.0.1:9/push', false)).toBe(true);
  });
});

describe('who may remove a push subscription', () => {
  it('when another student asks to remove a device’s subscription, then it stays; when its owner asks, then it goes', async () => {
    const [owner, other] = [await registerStudent(app()), await registerStudent(app())];
    const device = await subscribedDevice(owner);
    const unsubscribe = (student: Student) =>
      as(app(), student).delete('/api/push/subscriptions').send({ endpoint: device.endpoint });

    await unsubscribe(other);
    const kept = await subscriptions().findOne({ endpoint: device.endpoint });
    expect(kept?.user.toString()).toBe(owner.user._id);

    expect((await unsubscribe(owner)).status).toBe(204);
    expect(await subscriptions().countDocuments({ endpoint: device.endpoint })).toBe(0);
  });
});
