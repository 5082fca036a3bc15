import { operationRoutes, type HealthResponse } from '@peerconnect/contracts';
import type { Response, Router } from 'express';
import { databaseAnswers, databaseState, databaseUnavailable, hasStarted } from '@/lib/db';
import { declaredRouter, ok } from './declared-router';

const health = (res: Response) => {
  res.set('Cache-Control', 'no-store');
  return ok<HealthResponse>({
    status: 'ok',
    database: databaseState(),
    uptime: Math.round(process.uptime()),
  });
};

/**
 * Liveness (the wake-up ping: answers at once, even before the database is connected), start-up
 * (503 until the database has been connected once, then 200 for good: what a deploy checks, see
 * README's Health), and readiness (the database answers a ping within a second).
 */
export function healthRoutes(): Router {
  const { router, on } = declaredRouter(operationRoutes.health.path, { database: false });
  on(operationRoutes.health, (_req, res) => health(res));
  on(operationRoutes.started, (_req, res) => {
    if (!hasStarted()) throw databaseUnavailable();
    return health(res);
  });
  on(operationRoutes.ready, async (_req, res) => {
    if (!(await databaseAnswers())) throw databaseUnavailable();
    return health(res);
  });
  return router;
}
