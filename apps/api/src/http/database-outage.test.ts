/**
 * A database that goes away under a running API and comes back: every request in between answers
 * 503 with Retry-After once the database wait runs out (never a 500 or a hang), and service
 * resumes by itself.
 */
import { startEmbeddedMongo } from '@peerconnect/embedded-mongo';
import request from 'supertest';
import { connectDatabase, DATABASE_WAIT_MS, disconnectDatabase } from '@/lib/db';
import { createLogger } from '@/lib/logger';
import { buildTestApp, registerStudent, type TestApp } from '@/test/test-app';

/** The server's own wait, and room for this process's event loop, shared with the other suites. */
const ANSWERED_WITHIN_MS = DATABASE_WAIT_MS + 1_000;

let t: TestApp;
beforeAll(() => {
  t = buildTestApp();
});
afterAll(async () => {
  await disconnectDatabase();
  await t.close();
});

async function eventually(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((tick) => setTimeout(tick, 100));
  }
}

it('when the database is lost and comes back, then requests get 503 (never 500) once the wait runs out, then answer again', async () => {
  const first = await startEmbeddedMongo();
  // Checked every half second, so the return shows quickly.
  const uri = `mongodb://127.0.0.1:${first.port}/peerconnect?heartbeatFrequencyMS=500`;
  await connectDatabase(uri, createLogger('silent'), { name: 'MONGODB_URI' });
  const { token } = await registerStudent(t.app);
  const me = () => request(t.app).get('/api/auth/me').set('x-auth-token', token);
  expect((await me()).status).toBe(200);

  await first.stop();
  const statuses = new Set<number>();
  const until = Date.now() + 4_000;
  while (Date.now() < until) {
    const started = Date.now();
    const [answer, ready] = await Promise.all([me(), request(t.app).get('/api/health/ready')]);
    expect(Date.now() - started).toBeLessThan(ANSWERED_WITHIN_MS);
    statuses.add(answer.status);
    // The token's check is cached for a few seconds, so some answers may still come before it.
    if (answer.status !== 503) continue;
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.body.code).toBe('DATABASE_UNAVAILABLE');
    expect(ready.status).toBe(503);
  }
  expect(statuses.has(503)).toBe(true);
  expect(statuses.has(500)).toBe(false);

  const again = await startEmbeddedMongo({ port: first.port });
  try {
    await eventually(
      async () => (await request(t.app).get('/api/health/ready')).status === 200,
      'readiness to say yes again',
    );
    // An in-memory server comes back empty: a new student's registration shows writes work again.
    await expect(registerStudent(t.app)).resolves.toMatchObject({ token: expect.any(String) });
  } finally {
    await disconnectDatabase();
    await again.stop();
  }
});
