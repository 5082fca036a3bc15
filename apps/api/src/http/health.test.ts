import { startTestDatabase } from '@peerconnect/test-db';
import mongoose from 'mongoose';
import request from 'supertest';
import { buildTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/health, the wake-up ping', () => {
  it('when no database is connected yet, then it still answers ok with the state', async () => {
    const response = await request(t.app).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'ok',
      database: 'disconnected',
      uptime: expect.any(Number),
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('when the database is still being reached, then it answers "connecting"', async () => {
    // Nothing listens on the discard port: the driver keeps trying until its selection timeout.
    const connecting = mongoose
      .connect('mongodb://127.0.0.1:9/none', { serverSelectionTimeoutMS: 1_000 })
      .catch(() => 'failed');
    const response = await request(t.app).get('/api/health');
    expect(response.body.database).toBe('connecting');
    expect(await connecting).toBe('failed');
    await mongoose.disconnect();
  });

  it('when the database is connected, then it says so', async () => {
    const database = await startTestDatabase();
    try {
      await mongoose.connect(database.uri);
      const response = await request(t.app).get('/api/health');
      expect(response.body).toMatchObject({ status: 'ok', database: 'connected' });
    } finally {
      await mongoose.disconnect();
      await database.stop();
    }
  });

  it('when the caller sends a request id, then the same id comes back', async () => {
    const response = await request(t.app).get('/api/health').set('X-Request-Id', 'wake-up-42');
    expect(response.headers['x-request-id']).toBe('wake-up-42');
  });
});
