import { API_MESSAGES, operationRoutes, type HealthResponse } from '@peerconnect/contracts';
import type { Response, Router } from 'express';
import { AppError } from '@/lib/app-error';
import { databaseState } from '@/lib/db';
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
 * The wake-up ping of a sleeping host (answers at once, even before the database is connected),
 * and the readiness a load balancer acts on (503 until the database is connected, and while it is away).
 */
export function healthRoutes(): Router {
  const { router, on } = declaredRouter(operationRoutes.health.path);
  on(operationRoutes.health, (_req, res) => health(res));
  on(operationRoutes.ready, (_req, res) => {
    const state = databaseState();
    if (state !== 'connected' && state !== 'recovered-with-loss')
      throw new AppError(503, API_MESSAGES.databaseUnavailable, 'DATABASE_UNAVAILABLE');
    return health(res);
  });
  return router;
}
