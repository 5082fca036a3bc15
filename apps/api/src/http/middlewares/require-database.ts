import type { RequestHandler } from 'express';
import { databaseUnavailable, databaseUsable } from '@/lib/db';

/**
 * Before a handler that reads the database (declared-router.ts puts it after the input is parsed,
 * so a bad request is still a 400 and a missing token a 401 while the database is away): waits at
 * start until the indexes exist, and refuses with 503 once the database is lost or does not come
 * within the wait, instead of hanging.
 */
export const requireDatabase: RequestHandler = (_req, _res, next) => {
  void databaseUsable().then((usable) => next(usable ? undefined : databaseUnavailable()));
};
