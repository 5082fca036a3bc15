import { operationRoutes, type HealthResponse } from '@peerconnect/contracts';
import type { Router } from 'express';
import { databaseState } from '@/lib/db';
import { declaredRouter } from './declared-router';

/** The wake-up ping of a sleeping host: answers at once, even before the database is connected. */
export function healthRoutes(): Router {
  const { router, on } = declaredRouter(operationRoutes.health.path);
  on(operationRoutes.health, (_req, res) => {
    res.set('Cache-Control', 'no-store').json({
      status: 'ok',
      database: databaseState(),
      uptime: Math.round(process.uptime()),
    } satisfies HealthResponse);
  });
  return router;
}
