import mongoose from 'mongoose';
import request from 'supertest';
import { registerStudent, startTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/users/:id', () => {
  it('when asking for another student, then their public profile comes without email or secrets', async () => {
    const viewer = await registerStudent(t.app);
    const other = await registerStudent(t.app, { major: 'History', sports: ['Rowing'] });
    const response = await request(t.app)
      .get(`/api/users/${other.user._id}`)
      .set('x-auth-token', viewer.token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      _id: other.user._id,
      username: other.user.username,
      major: 'History',
      sports: ['Rowing'],
    });
    expect(response.body.email).toBeUndefined();
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|tokenVersion|usernameKey|__v/);
  });

  it.each([
    ['unknown', () => new mongoose.Types.ObjectId().toString()],
    ['malformed', () => 'not-an-id'],
  ])('when the id is %s, then 404 "User not found"', async (_label, id) => {
    const viewer = await registerStudent(t.app);
    const response = await request(t.app)
      .get(`/api/users/${id()}`)
      .set('x-auth-token', viewer.token);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'User not found' });
  });

  it('when nobody is signed in, then 401', async () => {
    const other = await registerStudent(t.app);
    const response = await request(t.app).get(`/api/users/${other.user._id}`);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Not authorized, no token' });
  });
});
