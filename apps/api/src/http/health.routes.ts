import { Router } from 'express';
import { databaseState } from '@/lib/db';

/** The wake-up ping of a sleeping host: answers at once, even before the database is connected. */
export function healthRoutes(): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({
      status: 'ok',
      database: databaseState(),
      uptime: Math.round(process.uptime()),
    });
  });
  return router;
}
