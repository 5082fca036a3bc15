import mongoose from 'mongoose';
import request from 'supertest';
import { connectDatabase, holdUntilIndexed } from '@/lib/db';
import { createLogger } from '@/lib/logger';
import { registerStudent, useTestApp } from '@/test/test-app';

const t = useTestApp();

describe('at start', () => {
  it('when the indexes are still being made, then requests that need the database wait for them, then answer', async () => {
    const { token } = await registerStudent(t.app);
    holdUntilIndexed();
    let answered = false;
    const me = request(t.app)
      .get('/api/auth/me')
      .set('x-auth-token', token)
      .then((response) => {
        answered = true;
        return response;
      });
    await new Promise((wait) => setTimeout(wait, 300));
    expect(answered).toBe(false);
    const { host, port, name } = mongoose.connection;
    await connectDatabase(`mongodb://${host}:${port}/${name}`, createLogger('silent'), {
      name: 'the test database',
    });
    expect((await me).status).toBe(200);
  });
});

describe('when the database goes away', () => {
  it('when a connected database is lost, then requests get 503 with Retry-After at once, health still answers and readiness says no', async () => {
    const { token } = await registerStudent(t.app);
    expect((await request(t.app).get('/api/health/ready')).status).toBe(200);
    await mongoose.connection.close();

    const started = Date.now();
    const refused = await request(t.app).get('/api/auth/me').set('x-auth-token', token);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database is unavailable, please try again in a moment.',
    });

    const health = await request(t.app).get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.database).toBe('disconnected');
    const ready = await request(t.app).get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.code).toBe('DATABASE_UNAVAILABLE');
  });
});
