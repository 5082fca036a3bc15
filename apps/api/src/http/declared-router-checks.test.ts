import { operationRoutes, type HealthResponse } from '@peerconnect/contracts';
import express from 'express';
import request from 'supertest';
import { memoryLogger } from '@/test/memory-logger';
import { CHECK_ANSWERS, declaredRouter, ok } from './declared-router';
import { errorHandler } from './middlewares/error-handler';
import { requestLogger } from './middlewares/request-logger';

const health: HealthResponse = { status: 'ok', database: 'connected', uptime: 1 };

/** The health route answering `body`, which its type lets through, behind the real error path. */
function answering(body: HealthResponse, { checked }: { checked: boolean }) {
  const { logger, lines } = memoryLogger();
  const { router, on } = declaredRouter(operationRoutes.health.path, { database: false });
  on(operationRoutes.health, () => ok(body));
  const app = express().use(requestLogger(logger));
  if (checked) app.enable(CHECK_ANSWERS);
  app.use(operationRoutes.health.path, router).use(errorHandler);
  return { app, lines };
}

describe('answers checked against their declaration', () => {
  it('when an answer keeps to its declaration, then it is sent', async () => {
    const response = await request(answering(health, { checked: true }).app).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(health);
  });

  it('when an answer holds a field its route does not declare, then 500, the field named in the log', async () => {
    const leaking = { ...health, passwordHash: 'leak' };
    const { app, lines } = answering(leaking, { checked: true });
    const response = await request(app).get('/api/health');
    expect(response.status).toBe(500);
    expect(response.text).not.toContain('leak');
    expect(lines.join('')).toContain('fields it does not declare: passwordHash');
  });

  it('when answers are not checked (production), then the answer is sent as the handler made it', async () => {
    const leaking = { ...health, extra: true };
    // Sent with its 200: only the tests' own check of every response refuses it.
    await expect(
      request(answering(leaking, { checked: false }).app).get('/api/health'),
    ).rejects.toThrow(
      /^GET \/api\/health answered 200 with a body its declaration refuses:\nfields it does not declare: extra$/,
    );
  });
});
