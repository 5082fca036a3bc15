/**
 * Random JSON at every route of the API reference (seeded, so a failure can be replayed): random
 * shapes as bodies and query strings, odd values in the path. The server must never answer 500,
 * must answer every refusal with a JSON message, and must be unchanged afterwards: the same
 * database, no polluted prototypes, still serving.
 */
import { allRoutes } from '@peerconnect/contracts';
import request from 'supertest';
import { databaseState, worldPerFile } from './security.fixtures';

const SEED = 20_240_901;
const REQUESTS_PER_ROUTE = 12;
/**
 * Calls whose effect needs no valid input (revoking the token, mailing a new verification link,
 * drawing an avatar, making or replacing the calendar feed's key): not fuzzed.
 */
const BODY_INDEPENDENT = new Set([
  'POST /api/auth/logout-all',
  'POST /api/auth/verify-email/resend',
  'POST /api/users/random-avatar',
  'GET /api/users/me/calendar-feed',
  'POST /api/users/me/calendar-feed/reset',
]);

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}
type Random = ReturnType<typeof generator>;

const KEYS = [
  'email',
  'password',
  'username',
  'userId',
  'receiverId',
  'activityId',
  'content',
  'clientId',
  'title',
  'date',
  'category',
  'maxParticipants',
  'hobbies',
  'bio',
  'newPassword',
  'roomId',
  '_id',
  'creator',
  'participants',
  'friends',
  'role',
  '$set',
  '$gt',
  '__proto__',
  'constructor',
] as const;
const STRINGS = [
  '',
  ' ',
  'a@b.co',
  'x'.repeat(3000),
  '😀',
  '\u202e\u200b',
  '\u0000',
  '$gt',
  '{"$ne":null}',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '0'.repeat(24),
  'ffffffffffffffffffffffff',
  'activity-123',
  'Academic',
  '2999-01-01T00:00:00Z',
  'null',
  'NaN',
  '-1',
  '1e309',
] as const;
const NUMBERS = [0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, 2025] as const;

function value(random: Random, depth: number): unknown {
  const kind = random.pick(depth > 3 ? ['s', 'n', 'b', 'z'] : ['s', 'n', 'b', 'z', 'a', 'o', 'o']);
  if (kind === 's') return random.pick(STRINGS);
  if (kind === 'n') return random.pick(NUMBERS);
  if (kind === 'b') return random.next() < 0.5;
  if (kind === 'z') return null;
  const size = Math.floor(random.next() * 4);
  if (kind === 'a') return Array.from({ length: size }, () => value(random, depth + 1));
  return Object.fromEntries(
    Array.from({ length: size + 1 }, () => [random.pick(KEYS), value(random, depth + 1)]),
  );
}

const SEGMENTS = [
  'abc',
  '0'.repeat(24),
  'ffffffffffffffffffffffff',
  '%F0%9F%98%80',
  '..',
  '%24gt',
  'joined',
] as const;
const concrete = (path: string, random: Random) =>
  path.replace(/:\w+/g, () => random.pick(SEGMENTS));

const suite = worldPerFile({ LOGIN_RATE_LIMIT: '1000' });

describe('fuzzing every route', () => {
  const operations = allRoutes().filter(
    (operation) => !BODY_INDEPENDENT.has(`${operation.method.toUpperCase()} ${operation.path}`),
  );

  it(`when ${REQUESTS_PER_ROUTE} random requests hit each route, then no 500, every refusal is JSON, and nothing changes`, async () => {
    const random = generator(SEED);
    const before = await databaseState();
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (let i = 0; i < REQUESTS_PER_ROUTE; i += 1) {
        const path = concrete(operation.path, random);
        const test = request(suite.app)[operation.method](path);
        if (random.next() < 0.85) test.set('x-auth-token', suite.world.eve.token);
        const query = value(random, 2);
        if (query && typeof query === 'object' && !Array.isArray(query))
          test.query(JSON.parse(JSON.stringify(query)) as Record<string, string>);
        const response = await (operation.method === 'get'
          ? test
          : test.set('Content-Type', 'application/json').send(JSON.stringify(value(random, 0))));
        sent += 1;
        const label = `${operation.method.toUpperCase()} ${path}`;
        if (response.status >= 500) failures.push(`${label} → ${response.status}`);
        if (response.status >= 400 && typeof response.body?.message !== 'string')
          failures.push(`${label} → ${response.status} without a JSON message`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBe(operations.length * REQUESTS_PER_ROUTE);
    expect(await databaseState()).toBe(before);
    // No body managed to add properties every object inherits.
    expect(Object.keys(Object.prototype)).toEqual([]);
    const health = await request(suite.app).get('/api/health');
    expect(health.status).toBe(200);
    const me = await request(suite.app)
      .get('/api/auth/me')
      .set('x-auth-token', suite.world.eve.token);
    expect(me.status).toBe(200);
    // Some 900 requests one after another: on a machine busy with the other test files too.
  }, 120_000);

  it('when the fuzzed routes are counted, then they are every route but those that need no input', () => {
    expect(operations.length).toBe(allRoutes().length - BODY_INDEPENDENT.size);
  });
});
