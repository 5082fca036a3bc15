/**
 * A deploy whose MONGODB_URI points at nothing: the process lives while it retries, and must say so
 * rather than pass its health checks and hang every request.
 */
import mongoose from 'mongoose';
import request from 'supertest';
import { connectDatabase, disconnectDatabase, holdUntilIndexed } from '@/lib/db';
import { createLogger } from '@/lib/logger';
import { createTokens } from '@/modules/auth';
import { buildTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
let connecting: Promise<unknown>;
beforeAll(() => {
  t = buildTestApp();
  // As start-api.ts does: requests wait for the indexes, then the connection is tried with retries.
  holdUntilIndexed();
  // Nothing listens on the discard port.
  connecting = connectDatabase('mongodb://127.0.0.1:9/none', createLogger('silent'), {
    name: 'MONGODB_URI',
  }).catch(() => undefined);
});
afterAll(async () => {
  await disconnectDatabase();
  await connecting;
  await t.close();
});

/** The request's answer and how long it took. */
async function timed(pending: PromiseLike<request.Response>) {
  const started = Date.now();
  const response = await pending;
  return { response, ms: Date.now() - started };
}

describe('when the database cannot be reached', () => {
  it('then liveness answers, and the start-up and readiness checks fail with 503', async () => {
    const live = await request(t.app).get('/api/health');
    expect(live.status).toBe(200);
    expect(live.body.status).toBe('ok');
    for (const check of ['/api/health/started', '/api/health/ready']) {
      const { response, ms } = await timed(request(t.app).get(check));
      expect(response.status).toBe(503);
      expect(response.body.code).toBe('DATABASE_UNAVAILABLE');
      expect(ms).toBeLessThan(2_000);
    }
  });

  it('then a request that needs the database is refused within 2 s with 503 and Retry-After', async () => {
    const token = createTokens(t.config.jwtSecret, '1h').sign({
      userId: new mongoose.Types.ObjectId().toHexString(),
      version: 0,
    });
    for (const path of ['/api/auth/me', '/api/activities']) {
      const { response, ms } = await timed(request(t.app).get(path).set('x-auth-token', token));
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).toEqual({
        code: 'DATABASE_UNAVAILABLE',
        message: 'The database is unavailable, please try again in a moment.',
      });
      expect(ms).toBeLessThan(2_000);
    }
  });

  it('then a request without a token is still an instant 401, and a bad body still a 400', async () => {
    const anonymous = await timed(request(t.app).get('/api/activities'));
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.ms).toBeLessThan(500);
    const invalid = await timed(request(t.app).post('/api/auth/login').send({ email: 'nope' }));
    expect(invalid.response.status).toBe(400);
    expect(invalid.ms).toBeLessThan(500);
  });
});
