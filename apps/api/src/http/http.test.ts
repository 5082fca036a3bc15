import mongoose from 'mongoose';
import request from 'supertest';
import { registerStudent, startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the HTTP edge', () => {
  it('when the health ping arrives, then it answers at once with the database state', async () => {
    const response = await request(t.app).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', database: 'connected' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('when the body is malformed JSON, then 400 JSON, not an HTML page', async () => {
    const response = await request(t.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Invalid JSON in request body' });
  });

  it('when the body is over 100 kB, then 413', async () => {
    const response = await request(t.app)
      .post('/api/auth/register')
      .send({ username: 'x'.repeat(200_000) });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Payload too large');
  });

  it('when an /api path does not exist, then 404 JSON', async () => {
    const response = await request(t.app).get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Route not found' });
  });

  it('when responding, then security headers are set and Express is not announced', async () => {
    const response = await request(t.app).get('/api/health');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('when another origin asks, then CORS headers are not granted to it', async () => {
    const response = await request(t.app).get('/api/health').set('Origin', 'https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('GET /api/users/:id', () => {
  it('when asking for another student, then their public profile comes without email', async () => {
    const viewer = await registerStudent(t.app);
    const other = await registerStudent(t.app, { major: 'History' });
    const response = await request(t.app)
      .get(`/api/users/${other.user._id}`)
      .set('x-auth-token', viewer.token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      _id: other.user._id,
      username: other.user.username,
      major: 'History',
    });
    expect(response.body.email).toBeUndefined();
  });

  it('when the id is unknown or malformed, then 404 or 400 with a clear message', async () => {
    const viewer = await registerStudent(t.app);
    const unknown = await request(t.app)
      .get(`/api/users/${new mongoose.Types.ObjectId()}`)
      .set('x-auth-token', viewer.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User not found');
    const malformed = await request(t.app)
      .get('/api/users/not-an-id')
      .set('x-auth-token', viewer.token);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Invalid id');
  });
});
