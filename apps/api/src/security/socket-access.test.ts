/**
 * The socket rows of docs/security.md: who may connect, and for each event that touches someone
 * else's chat, that an outsider is refused and nothing is stored. Also: signing out everywhere,
 * changing or resetting the password and deleting the account cut the user's open sockets, and a
 * revoked token cannot reconnect.
 */
import {
  API_MESSAGES,
  CHAT_MESSAGES as C,
  directRoomId,
  SOCKET_EVENTS as E,
} from '@peerconnect/contracts';
import jwt from 'jsonwebtoken';
import { io as connect } from 'socket.io-client';
import { newLinkToken } from '@/modules/auth';
import { storeResetLink } from '@/modules/users';
import { activityWith, newClientId } from '@/test/student-fixtures';
import { chatServerPerFile, connected, eventually, type ChatClient } from '@/test/chat-test-server';
import { registerStudent, TEST_SECRET } from '@/test/test-app';
import { buildWorld, call, databaseState, type World } from './security.fixtures';

const ACK_MS = 2_000;
const chat = chatServerPerFile();
const server = () => chat.server();
const tab = (token: string): Promise<ChatClient> => chat.tab(token);
let world: World;

beforeAll(async () => {
  world = await buildWorld(server().app);
});

describe('who may connect', () => {
  const forged = (): string =>
    jwt.sign({ ver: 0 }, 'another-secret-that-is-long-enough-for-hs256', {
      subject: world.eve.user._id,
      issuer: 'peerconnect',
      audience: 'peerconnect-web',
    });

  it.each<[string, () => string | undefined, string]>([
    ['no token', () => undefined, API_MESSAGES.noToken],
    ['a token signed with another secret', forged, API_MESSAGES.invalidToken],
    ['garbage', () => 'not.a.token', API_MESSAGES.invalidToken],
  ])('when a socket brings %s, then the connection is refused', async (_label, token, message) => {
    const client = chat.open(server().url, token());
    await expect(connected(client)).rejects.toThrow(message);
  });

  it('when one handshake brings two different tokens (auth and query), then it is refused', async () => {
    const client = connect(server().url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token: world.eve.token },
      query: { token: world.ada.token },
    });
    chat.track(client);
    await expect(connected(client)).rejects.toThrow(API_MESSAGES.conflictingTokens);
  });

  it('when the token of an open socket expires, then the socket is cut and cannot reconnect with it', async () => {
    const student = await registerStudent(server().app);
    const shortLived = jwt.sign({ ver: 0 }, TEST_SECRET, {
      subject: student.user._id,
      issuer: 'peerconnect',
      audience: 'peerconnect-web',
      expiresIn: 2,
    });
    const client = await connected(chat.open(server().url, shortLived));
    const cut = new Promise<string>((resolve) => client.once('disconnect', resolve));
    expect(await cut).toBe('io server disconnect');
    await expect(connected(chat.open(server().url, shortLived))).rejects.toThrow(
      API_MESSAGES.invalidToken,
    );
  });

  it('when a page from another origin opens a socket, then it is refused; this site and no Origin are allowed', async () => {
    const from = (origin?: string) =>
      connect(server().url, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        auth: { token: world.eve.token },
        ...(origin ? { extraHeaders: { origin } } : {}),
      });
    const evil = from('https://evil.example');
    const own = from(server().url);
    chat.track(evil, own);
    await expect(connected(evil)).rejects.toThrow();
    await expect(connected(own)).resolves.toBeDefined();
  });
});

describe('what an outsider may not do over the socket', () => {
  const room = () => `activity-${world.activityId}`;
  const pairRoom = () => directRoomId(world.ada.user._id, world.bob.user._id);
  const cases: [string, string, () => unknown, string][] = [
    [
      E.joinActivityRoom,
      'an activity she is not in',
      () => ({ roomId: room() }),
      C.participantsOnly,
    ],
    [E.getActivityMessages, 'its messages', () => ({ roomId: room() }), C.participantsOnly],
    [
      E.sendActivityMessage,
      'a message to its chat',
      () => ({ roomId: room(), content: 'Let me in', clientId: newClientId() }),
      C.participantsOnly,
    ],
    [E.joinRoom, "two other students' direct room", () => ({ roomId: pairRoom() }), C.notAllowed],
    [
      E.sendMessage,
      'a direct message to someone outside her circle',
      () => ({ receiverId: world.ada.user._id, content: 'Hi', clientId: newClientId() }),
      C.notAllowed,
    ],
    [
      E.typing,
      'typing into a room she has not joined',
      () => ({ roomId: pairRoom() }),
      C.notAllowed,
    ],
  ];

  it.each(cases)(
    'when Eve sends %s (%s), then it is refused and nothing is stored',
    async (event, _what, payload, message) => {
      const eve = await tab(world.eve.token);
      const before = await databaseState();
      const ack: unknown = await eve
        .timeout(ACK_MS)
        .emitWithAck(event as typeof E.joinRoom, payload() as { roomId: string });
      expect(ack).toEqual({ success: false, error: message, code: 'FORBIDDEN' });
      expect(await databaseState()).toBe(before);
    },
  );

  it('when Eve names an activity she is not in among the inbox rooms to join, then she joins none', async () => {
    const eve = await tab(world.eve.token);
    const ack = await eve.timeout(ACK_MS).emitWithAck(E.joinActivityRooms, { roomIds: [room()] });
    expect(ack).toEqual({ success: true, roomIds: [] });
  });
});

describe('revoking sessions', () => {
  it('when a student signs out everywhere, then every open socket is cut and no old token works again', async () => {
    const student = await registerStudent(server().app);
    const [first, second] = [await tab(student.token), await tab(student.token)];
    const response = await call(server().app, 'post', '/api/auth/logout-all', {
      token: student.token,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Signed out on every device' });
    await eventually(() => !first.connected && !second.connected, 'sockets to be cut');
    const again = chat.open(server().url, student.token);
    await expect(connected(again)).rejects.toThrow(API_MESSAGES.invalidToken);
    const me = await call(server().app, 'get', '/api/auth/me', { token: student.token });
    expect(me.status).toBe(401);
  });

  it('when the password changes, then old sockets are cut and only the new token connects', async () => {
    const student = await registerStudent(server().app);
    const open = await tab(student.token);
    const changed = await call(server().app, 'put', '/api/users/password', {
      token: student.token,
      body: { currentPassword: student.password, newPassword: 'a-brand-new-secret' },
    });
    expect(changed.status).toBe(200);
    await eventually(() => !open.connected, 'the old socket to be cut');
    const stale = chat.open(server().url, student.token);
    await expect(connected(stale)).rejects.toThrow(API_MESSAGES.invalidToken);
    await expect(tab(changed.body.token as string)).resolves.toBeDefined();
  });

  it('when the password is reset through a mailed link, then sockets opened before are cut and only the new token connects', async () => {
    const student = await registerStudent(server().app);
    const open = await tab(student.token);
    // The link as the forgot-password mail carries it (the mail itself is tested in password-reset.test.ts).
    const link = newLinkToken();
    await storeResetLink(student.email, {
      hash: link.hash,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const reset = await call(server().app, 'post', '/api/auth/reset-password', {
      body: { token: link.token, password: 'a-reset-new-secret' },
    });
    expect(reset.status).toBe(200);
    await eventually(() => !open.connected, 'the old socket to be cut');
    const stale = chat.open(server().url, student.token);
    await expect(connected(stale)).rejects.toThrow(API_MESSAGES.invalidToken);
    await expect(tab(reset.body.token as string)).resolves.toBeDefined();
  });

  it('when a student deletes their account, then their open sockets are cut', async () => {
    const student = await registerStudent(server().app);
    const open = await tab(student.token);
    const deleted = await call(server().app, 'delete', '/api/users/me', {
      token: student.token,
      body: { password: student.password },
    });
    expect(deleted.status).toBe(200);
    await eventually(() => !open.connected, 'the socket to be cut');
  });

  it("when a student signs out everywhere, then another student's sockets stay open", async () => {
    const [leaving, staying] = [
      await registerStudent(server().app),
      await registerStudent(server().app),
    ];
    const other = await tab(staying.token);
    await call(server().app, 'post', '/api/auth/logout-all', { token: leaving.token }).expect(200);
    await new Promise((settle) => setTimeout(settle, 100));
    expect(other.connected).toBe(true);
  });
});

describe('blocking over the socket', () => {
  it('when Ada has blocked Bob, then his socket can no longer message her, though they share an activity', async () => {
    const [ada, bob] = [await registerStudent(server().app), await registerStudent(server().app)];
    await activityWith(server().app, ada, [bob]);
    const bobTab = await tab(bob.token);
    const message = () => ({ receiverId: ada.user._id, content: 'Hi', clientId: newClientId() });
    const allowed: unknown = await bobTab.timeout(ACK_MS).emitWithAck(E.sendMessage, message());
    expect(allowed).toMatchObject({ success: true });
    await call(server().app, 'post', `/api/users/${bob.user._id}/block`, {
      token: ada.token,
    }).expect(200);
    const refused: unknown = await bobTab.timeout(ACK_MS).emitWithAck(E.sendMessage, message());
    expect(refused).toEqual({ success: false, error: C.notAllowed, code: 'FORBIDDEN' });
  });

  it('when Ada blocks Bob while both have their conversation open, then his typing no longer reaches her', async () => {
    const [ada, bob] = [await registerStudent(server().app), await registerStudent(server().app)];
    await activityWith(server().app, ada, [bob]);
    const roomId = directRoomId(ada.user._id, bob.user._id);
    const [adaTab, bobTab] = [await tab(ada.token), await tab(bob.token)];
    for (const open of [adaTab, bobTab])
      await open.timeout(ACK_MS).emitWithAck(E.joinRoom, { roomId });
    const typing = () => bobTab.timeout(ACK_MS).emitWithAck(E.typing, { roomId });
    expect(await typing()).toEqual({ success: true });
    await call(server().app, 'post', `/api/users/${bob.user._id}/block`, {
      token: ada.token,
    }).expect(200);
    expect(await typing()).toEqual({ success: false, error: C.notAllowed, code: 'FORBIDDEN' });
  });
});
