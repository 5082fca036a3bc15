import express from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { z } from 'zod';
import { AppError } from '@/lib/app-error';
import { memoryLogger } from '@/test/memory-logger';
import { registerStudent, startTestApp, useTestApp } from '@/test/test-app';
import { errorHandler } from './error-handler';
import { requestLogger } from './request-logger';

/** A bare app whose only route throws `error`, behind the real logger and error handler. */
function throwing(error: unknown) {
  const { logger, lines } = memoryLogger();
  const app = express();
  app.use(requestLogger(logger));
  app.get('/boom', () => {
    throw error;
  });
  app.use(errorHandler);
  return { app, lines };
}

describe('the one error path', () => {
  it('when something unexpected fails, then 500 "Server error", with the details only in the log', async () => {
    const { app, lines } = throwing(new Error('secret detail at /srv/app/db.ts:42'));
    const response = await request(app).get('/boom');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ code: 'SERVER_ERROR', message: 'Server error' });
    expect(response.text).not.toMatch(/secret detail|\.ts|at /);
    expect(lines.join('')).toContain('secret detail');
    expect(lines.join('')).toContain(response.headers['x-request-id']);
  });

  it('when a value cannot be cast to an id, then 400 without the cast text', async () => {
    const cast = new mongoose.Error.CastError('ObjectId', 'nope', '_id');
    const response = await request(throwing(cast).app).get('/boom');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'INVALID_ID', message: 'Invalid id' });
  });

  it('when a service refuses, then its status and message are sent as they are, with the status code', async () => {
    const response = await request(throwing(new AppError(403, 'Not yours')).app).get('/boom');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ code: 'FORBIDDEN', message: 'Not yours' });
  });

  it('when a service refuses with its own code, then that code is sent', async () => {
    const taken = new AppError(409, 'This email is taken', 'EMAIL_TAKEN');
    const response = await request(throwing(taken).app).get('/boom');
    expect(response.body).toEqual({ code: 'EMAIL_TAKEN', message: 'This email is taken' });
  });

  it('when a schema refuses, then 400 with the first message and every problem by path', async () => {
    const schema = z.object({
      a: z.string({ error: 'A is needed' }),
      b: z.number({ error: 'B!' }),
    });
    const response = await request(throwing(schema.safeParse({}).error).app).get('/boom');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'VALIDATION',
      message: 'A is needed',
      errors: [
        { path: 'a', message: 'A is needed' },
        { path: 'b', message: 'B!' },
      ],
    });
  });

  it.each([
    [{ email: 1 }, 'EMAIL_TAKEN', 'User already exists with this email'],
    [{ usernameKey: 1 }, 'USERNAME_TAKEN', 'Username is already taken'],
  ])(
    'when a unique index %j refuses a duplicate, then 400 %s',
    async (keyPattern, code, message) => {
      const duplicate = Object.assign(new Error('E11000 duplicate key error'), {
        code: 11000,
        keyPattern,
      });
      const response = await request(throwing(duplicate).app).get('/boom');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code, message });
    },
  );
});

describe('the HTTP edge of the real app', () => {
  const t = useTestApp();

  it('when the body is malformed JSON, then 400 JSON, not an HTML page', async () => {
    const response = await request(t.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({
      code: 'INVALID_JSON',
      message: 'Invalid JSON in request body',
    });
  });

  it('when the body is over 100 kB, then 413 JSON', async () => {
    const response = await request(t.app)
      .post('/api/auth/register')
      .send({ username: 'x'.repeat(200_000) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Payload too large' });
  });

  it('when an /api path does not exist, then 404 JSON', async () => {
    const response = await request(t.app).get('/api/no-such-thing').set('Accept', 'text/html');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'Route not found' });
  });

  it('when two registrations race for one email, then one wins and the other is told the email is taken', async () => {
    const body = { username: 'racer', email: 'race@uni.example', password: 'correct-horse' };
    const responses = await Promise.all([
      request(t.app).post('/api/auth/register').send(body),
      request(t.app)
        .post('/api/auth/register')
        .send({ ...body, username: 'racer2' }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 400]);
    const loser = responses.find((r) => r.status === 400);
    expect(loser?.body).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'User already exists with this email',
    });
  });
});

describe('the request log', () => {
  it('when a user signs in, then neither the password nor the token appears in the log', async () => {
    const { logger, lines } = memoryLogger();
    const t = await startTestApp({ LOG_LEVEL: 'info' }, logger);
    try {
      const student = await registerStudent(t.app, { password: 'hunter2-secret' });
      await request(t.app)
        .get('/api/auth/me')
        .set('x-auth-token', student.token)
        .set('Authorization', `Bearer ${student.token}`);
      await request(t.app).get('/api/auth/me').set('x-auth-token', 'forged.token.value');
      const log = lines.join('');
      expect(log).toContain('/api/auth/me');
      expect(log).not.toContain('hunter2-secret');
      expect(log).not.toContain(student.token);
      expect(log).not.toContain('forged.token.value');
    } finally {
      await t.close();
    }
  });
});
