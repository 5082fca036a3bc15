/**
 * Bad inputs across the API: operator objects, prototype keys, lists and deep nesting, wrong or
 * missing content, oversized bodies and fields, malformed ids and tokens, unicode tricks, files that
 * are not images. Each is refused with its status and message, and the database stays as it was.
 */
import {
  ACTIVITY_MESSAGES as A,
  API_MESSAGES as API,
  CHAT_MESSAGES as C,
  FRIEND_MESSAGES as F,
  PROFILE_MESSAGES as P,
  USER_MESSAGES as U,
} from '@peerconnect/contracts';
import type { Express } from 'express';
import jwt from 'jsonwebtoken';
import mongoose from 'mongoose';
import request from 'supertest';
import { newClientId } from '@/test/student-fixtures';
import { TEST_SECRET } from '@/test/test-app';
import { databaseState, worldPerFile, type World } from './security.fixtures';

type Send = (app: Express, w: World) => request.Test;
/** [what is tried, how it is sent, expected status, expected message] */
type Case = [string, Send, number, string];

const json = (method: 'post' | 'put', path: string, body: unknown, as?: keyof World) =>
  ((app, w) => {
    const test = request(app)[method](path);
    const student = as ? w[as] : undefined;
    if (student && typeof student === 'object') test.set('x-auth-token', student.token);
    return test.send(body as object);
  }) satisfies Send;
const raw = (method: 'post' | 'put', path: string, text: string, type = 'application/json') =>
  ((app) => request(app)[method](path).set('Content-Type', type).send(text)) satisfies Send;
const rawAs = (method: 'post' | 'put', path: string, text: string) =>
  ((app, w) => {
    const test = request(app)[method](path);
    return test.set('x-auth-token', w.eve.token).set('Content-Type', 'application/json').send(text);
  }) satisfies Send;
const get = (path: (w: World) => string, as: 'eve' | 'ada' = 'eve') =>
  ((app, w) => request(app).get(path(w)).set('x-auth-token', w[as].token)) satisfies Send;
const bare = (method: 'get' | 'post' | 'put' | 'delete', path: (w: World) => string) =>
  ((app, w) => request(app)[method](path(w)).set('x-auth-token', w.eve.token)) satisfies Send;
const upload = (name: string, bytes: Buffer, type: string) =>
  ((app, w) =>
    request(app)
      .post('/api/users/profile/picture')
      .set('x-auth-token', w.eve.token)
      .attach('profilePicture', bytes, { filename: name, contentType: type })) satisfies Send;
const meWith = (token: (w: World) => string, header = 'x-auth-token') =>
  ((app, w) => request(app).get('/api/auth/me').set(header, token(w))) satisfies Send;

const login = (body: unknown) => json('post', '/api/auth/login', body);
const register = (change: Record<string, unknown>) =>
  json('post', '/api/auth/register', {
    username: 'newcomer',
    email: 'newcomer@uni.example',
    password: 'correct-horse',
    ...change,
  });
const profile = (body: unknown) => json('put', '/api/users/profile', body, 'eve');
const password = (body: unknown) => json('put', '/api/users/password', body, 'eve');
const friendRequest = (body: unknown) => json('post', '/api/friends/request', body, 'eve');
const newActivity = (change: Record<string, unknown>) =>
  json(
    'post',
    '/api/activities',
    {
      title: 'Chess club',
      description: 'Casual games',
      date: new Date(Date.now() + 86_400_000).toISOString(),
      location: 'Library',
      category: 'Social',
      ...change,
    },
    'eve',
  );
const editActivity =
  (body: unknown): Send =>
  (app, w) =>
    request(app)
      .put(`/api/activities/${w.activityId}`)
      .set('x-auth-token', w.ada.token)
      .send(body as object);
const direct =
  (change: Record<string, unknown>): Send =>
  (app, w) =>
    request(app)
      .post('/api/messages')
      .set('x-auth-token', w.ada.token)
      .send({ receiverId: w.bob.user._id, content: 'Hello', clientId: newClientId(), ...change });

const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: nested(depth - 1) });
const expired = (w: World) =>
  jwt.sign({ ver: 0, exp: Math.floor(Date.now() / 1000) - 60 }, TEST_SECRET, {
    subject: w.eve.user._id,
    issuer: 'peerconnect',
    audience: 'peerconnect-web',
  });
const unsigned = (w: World) =>
  `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
    JSON.stringify({ sub: w.eve.user._id, ver: 0, iss: 'peerconnect', aud: 'peerconnect-web' }),
  ).toString('base64url')}.`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const CASES: Case[] = [
  // Operator injection and prototype keys
  [
    'login with operator objects',
    login({ email: { $gt: '' }, password: { $ne: null } }),
    400,
    API.invalidBody,
  ],
  [
    'login with an operator password',
    login({ email: 'a@b.co', password: { $ne: null } }),
    400,
    API.invalidBody,
  ],
  [
    'login with $where',
    login({ email: 'a@b.co', password: 'x', $where: 'sleep(1000)' }),
    400,
    API.invalidBody,
  ],
  [
    'login with __proto__',
    raw(
      'post',
      '/api/auth/login',
      '{"__proto__":{"isAdmin":true},"email":"a@b.co","password":"x"}',
    ),
    400,
    API.invalidBody,
  ],
  [
    'login with constructor.prototype',
    raw(
      'post',
      '/api/auth/login',
      '{"constructor":{"prototype":{"x":1}},"email":"a@b.co","password":"x"}',
    ),
    400,
    API.invalidBody,
  ],
  ['register with a $set key', register({ $set: { role: 'admin' } }), 400, API.invalidBody],
  [
    'register with an operator year',
    register({ graduationYear: { $gt: 0 } }),
    400,
    API.invalidBody,
  ],
  [
    'register with a nested __proto__',
    raw(
      'post',
      '/api/auth/register',
      '{"username":"x1y2z3","email":"p@q.co","password":"correct-horse","hobbies":{"__proto__":{"polluted":1}}}',
    ),
    400,
    API.invalidBody,
  ],
  [
    'profile update with $set',
    profile({ username: 'eve', $set: { email: 'x@y.co' } }),
    400,
    API.invalidBody,
  ],
  [
    'profile update with $push',
    profile({ username: 'eve', $push: { friends: 'x' } }),
    400,
    API.invalidBody,
  ],
  [
    'profile update with an operator username',
    profile({ username: { $ne: '' } }),
    400,
    API.invalidBody,
  ],
  [
    'password change with an operator',
    password({ currentPassword: { $ne: null }, newPassword: 'x-y-z-w-v' }),
    400,
    API.invalidBody,
  ],
  [
    'friend request with an operator id',
    friendRequest({ userId: { $ne: null } }),
    400,
    API.invalidBody,
  ],
  ['activity with an operator title', newActivity({ title: { $gt: '' } }), 400, API.invalidBody],
  [
    'activity edit with $set creator',
    editActivity({ $set: { creator: '0'.repeat(24) } }),
    400,
    API.invalidBody,
  ],
  [
    'direct message with an operator receiver',
    direct({ receiverId: { $gt: '' } }),
    400,
    API.invalidBody,
  ],
  // Lists, depth, content types, sizes
  ['login with a list body', login([{ email: 'a@b.co', password: 'x' }]), 400, API.invalidBody],
  ['profile update with a list body', profile([{ username: 'eve' }]), 400, API.invalidBody],
  ['friend request with a list body', friendRequest(['0'.repeat(24)]), 400, API.invalidBody],
  [
    'login nested 20 deep',
    login({ email: 'a@b.co', password: 'x', extra: nested(20) }),
    400,
    API.bodyTooDeep,
  ],
  [
    'profile nested 10000 deep',
    rawAs('put', '/api/users/profile', `${'['.repeat(10_000)}${']'.repeat(10_000)}`),
    400,
    API.invalidBody,
  ],
  ['login with malformed JSON', raw('post', '/api/auth/login', '{"email": '), 400, API.invalidJson],
  [
    'login with a bare JSON string',
    raw('post', '/api/auth/login', '"a@b.co"'),
    400,
    API.invalidJson,
  ],
  [
    'login as text/plain',
    raw('post', '/api/auth/login', 'email=a@b.co&password=x', 'text/plain'),
    400,
    U.emailRequired,
  ],
  ['login with an empty body', raw('post', '/api/auth/login', ''), 400, U.emailRequired],
  [
    'login over 100 kB',
    login({ email: 'a@b.co', password: 'x'.repeat(120_000) }),
    413,
    API.payloadTooLarge,
  ],
  ['login with a numeric email', login({ email: 42, password: 'x' }), 400, U.emailRequired],
  // Registration and profile fields
  ['a password over 72 bytes', register({ password: 'é'.repeat(40) }), 400, U.passwordTooLong],
  [
    'a new password over 72 bytes',
    password({ currentPassword: 'correct-horse', newPassword: '🔑'.repeat(19) }),
    400,
    U.passwordTooLong,
  ],
  [
    'a username with a right-to-left override',
    register({ username: 'ad\u202ema' }),
    400,
    U.usernameCharacters,
  ],
  ['a username of emoji', register({ username: '😀😀😀' }), 400, U.usernameCharacters],
  [
    'a username with a zero-width space',
    register({ username: 'ad\u200bmin' }),
    400,
    U.usernameCharacters,
  ],
  ['an email with a NUL byte', register({ email: 'a\u0000@b.co' }), 400, U.emailInvalid],
  [
    'an interest over 50 characters',
    register({ hobbies: ['x'.repeat(51)] }),
    400,
    'Each interest must be at most 50 characters',
  ],
  [
    '31 interests in one list',
    register({ sports: Array.from({ length: 31 }, (_, i) => `sport${i}`) }),
    400,
    'At most 30 interests per list',
  ],
  [
    'a bio over 500 characters',
    profile({ username: 'eve', bio: 'b'.repeat(501) }),
    400,
    'Bio must be at most 500 characters',
  ],
  ['a profile without a username', profile({ bio: 'hello' }), 400, U.usernameRequired],
  [
    'a wrong current password',
    password({ currentPassword: 'not-it', newPassword: 'another-one' }),
    400,
    P.currentPasswordWrong,
  ],
  // Query strings and ids
  [
    'find-by-email with a bracket operator',
    get(() => '/api/users/find-by-email?email[$ne]=x'),
    400,
    U.emailRequired,
  ],
  [
    'find-by-email with a non-email',
    get(() => '/api/users/find-by-email?email=not-an-email'),
    400,
    U.emailInvalid,
  ],
  ['a profile id that is no id', get(() => '/api/users/zzz'), 404, API.userNotFound],
  ['a path that is not valid UTF-8', get(() => '/api/users/%E0%A4%A'), 400, API.invalidRequest],
  [
    'blocking a path-traversal id',
    bare('post', () => '/api/users/..%2F..%2Fetc/block'),
    404,
    API.userNotFound,
  ],
  [
    'a friend request to a malformed id',
    friendRequest({ userId: 'not-an-id' }),
    400,
    API.invalidId,
  ],
  [
    'a friend request to a list of ids',
    friendRequest({ userId: ['a'.repeat(24)] }),
    400,
    API.invalidId,
  ],
  [
    'a friend request to myself',
    bare('post', (w) => `/api/friends/request/${w.eve.user._id}`),
    400,
    F.cannotRequestSelf,
  ],
  [
    'accepting a malformed request id',
    bare('put', () => '/api/friends/accept/not-an-id'),
    404,
    F.requestNotFound,
  ],
  ['unfriending a malformed id', bare('delete', () => '/api/friends/0'), 404, F.notFriends],
  ['an activity id that is no id', get(() => '/api/activities/abc'), 404, A.notFound],
  ['joining a malformed activity', bare('post', () => '/api/activities/abc/join'), 404, A.notFound],
  [
    'similar activities of a malformed id',
    get(() => '/api/recommendations/similar/xyz'),
    404,
    A.notFound,
  ],
  ['a list limit of 100000', get(() => '/api/activities?limit=100000'), 400, A.invalidLimit],
  [
    'a list limit that is not a number',
    get(() => '/api/activities?limit=1e3'),
    400,
    A.invalidLimit,
  ],
  [
    'a search over 100 characters',
    get(() => `/api/activities?search=${'s'.repeat(101)}`),
    400,
    A.searchLength,
  ],
  ['a NUL byte in a search', get(() => '/api/activities?search=chess%00'), 400, A.searchControl],
  [
    'a control character in a search',
    get(() => '/api/activities?search=a%1Bb'),
    400,
    A.searchControl,
  ],
  ['an unknown sort', get(() => '/api/activities?sort=$where'), 400, A.invalidSort],
  [
    'a garbage cursor',
    get(() => '/api/activities?cursor=%7B%22%24gt%22%3A1%7D'),
    400,
    A.invalidCursor,
  ],
  [
    'a category that does not exist',
    get(() => '/api/activities?category=Hacking'),
    400,
    A.invalidFilter,
  ],
  [
    'history after a malformed id',
    get((w) => `/api/messages/activity/${w.activityId}?after=nope`, 'ada'),
    400,
    API.invalidId,
  ],
  [
    'a conversation with a malformed id',
    get(() => '/api/messages/not-an-id'),
    404,
    API.userNotFound,
  ],
  // Activities
  ['an activity in the past', newActivity({ date: '2001-01-01T00:00:00.000Z' }), 400, A.dateInPast],
  ['an activity with a blank title', newActivity({ title: '   ' }), 400, A.titleRequired],
  [
    'an activity in an unknown category',
    newActivity({ category: 'Hacking' }),
    400,
    A.categoryRequired,
  ],
  ['an activity for -5 people', newActivity({ maxParticipants: -5 }), 400, A.maxParticipantsMin],
  [
    'a description over 5000 characters',
    newActivity({ description: 'd'.repeat(5001) }),
    400,
    A.descriptionLength,
  ],
  [
    'an edit with only a creator',
    editActivity({ creator: '0'.repeat(24) }),
    400,
    A.nothingToUpdate,
  ],
  [
    'an edit with only participants',
    editActivity({ participants: ['0'.repeat(24)] }),
    400,
    A.nothingToUpdate,
  ],
  ['an edit with only an _id', editActivity({ _id: '0'.repeat(24) }), 400, A.nothingToUpdate],
  // Messages
  ['an empty message', direct({ content: '' }), 400, C.contentRequired],
  ['a whitespace-only message', direct({ content: ' \n\t ' }), 400, C.contentRequired],
  ['a message over 2000 characters', direct({ content: 'm'.repeat(2001) }), 400, C.contentLength],
  ['a path-like client id', direct({ clientId: '../../etc/passwd' }), 400, C.clientIdFormat],
  ['a message to a malformed id', direct({ receiverId: 'bob' }), 400, API.invalidId],
  // Tokens
  [
    'two token headers that disagree',
    (app, w) =>
      request(app)
        .get('/api/auth/me')
        .set('x-auth-token', w.eve.token)
        .set('Authorization', `Bearer ${w.ada.token}`),
    401,
    API.conflictingTokens,
  ],
  ['an unsigned (alg none) token', meWith(unsigned), 401, API.invalidToken],
  ['an expired token', meWith(expired), 401, API.invalidToken],
  [
    'a Basic authorization header',
    meWith(() => 'Basic YWRhOnB3', 'Authorization'),
    401,
    API.noToken,
  ],
  // Uploads
  [
    'an SVG picture',
    upload(
      'x.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    ),
    400,
    P.imageOnly,
  ],
  [
    'HTML named .png',
    upload('x.png', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'),
    400,
    P.imageOnly,
  ],
  [
    'a picture over 5 MB',
    upload('big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'image/png'),
    413,
    P.imageTooLarge,
  ],
  ['an upload without a file', bare('post', () => '/api/users/profile/picture'), 400, P.imageOnly],
];

const suite = worldPerFile();

describe('bad inputs are refused and change nothing', () => {
  it('when the suite is counted, then it tries at least 60 distinct bad inputs', () => {
    expect(new Set(CASES.map(([name]) => name)).size).toBe(CASES.length);
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CASES.map(([name, send, status, message]) => [name, status, message, send] as const))(
    'when sent %s, then %i "%s"',
    async (_name, status, message, send) => {
      const before = await databaseState();
      const response = await send(suite.app, suite.world);
      expect(response.status).toBe(status);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.body.message).toBe(message);
      expect(await databaseState()).toBe(before);
    },
  );

  it('when a body carries __proto__, then no object in the server gains its properties', async () => {
    await request(suite.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"__proto__":{"polluted":"yes"}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('mass assignment', () => {
  const stored = (id: string) =>
    mongoose.connection
      .collection('users')
      .findOne({ _id: new mongoose.Types.ObjectId(id) }, { projection: { updatedAt: 0 } });

  it('when a profile update carries fields nobody may set, then only the allowed ones change', async () => {
    const before = await stored(suite.world.eve.user._id);
    const response = await profile({
      username: suite.world.eve.user.username,
      bio: 'Just a student',
      _id: suite.world.ada.user._id,
      password: 'new-password',
      passwordHash: 'x',
      role: 'admin',
      friends: [suite.world.ada.user._id],
      blocked: [suite.world.ada.user._id],
      tokenVersion: 99,
      createdAt: '2000-01-01',
    })(suite.app, suite.world);
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).not.toMatch(
      /passwordHash|tokenVersion|role|blocked|takeover/,
    );
    expect(await stored(suite.world.eve.user._id)).toEqual({ ...before, bio: 'Just a student' });
    await profile({ username: suite.world.eve.user.username, bio: '' })(
      suite.app,
      suite.world,
    ).expect(200);
  });

  it('when an activity edit carries creator and participants, then only the title changes', async () => {
    const activities = mongoose.connection.collection('activities');
    const id = new mongoose.Types.ObjectId(suite.world.activityId);
    const before = await activities.findOne({ _id: id });
    const response = await editActivity({
      title: 'Calculus study group',
      creator: suite.world.eve.user._id,
      participants: [suite.world.eve.user._id],
      participantCount: 0,
    })(suite.app, suite.world);
    expect(response.status).toBe(200);
    const after = await activities.findOne({ _id: id });
    expect(after?.creator).toEqual(before?.creator);
    expect(after?.participants).toEqual(before?.participants);
    expect(after?.participantCount).toBe(before?.participantCount);
  });
});
