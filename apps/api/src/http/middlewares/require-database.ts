import { API_MESSAGES } from '@peerconnect/contracts';
import type { RequestHandler } from 'express';
import { AppError } from '@/lib/app-error';
import { databaseLost, RETRY_AFTER_S, untilIndexesReady } from '@/lib/db';

/**
 * Requests that read the database wait at start until its indexes exist; while a connected database
 * is lost, they are refused at once instead of hanging.
 */
export const requireDatabase: RequestHandler = (_req, res, next) => {
  void untilIndexesReady().then(() => {
    if (!databaseLost()) return next();
    res.set('Retry-After', String(RETRY_AFTER_S));
    next(new AppError(503, API_MESSAGES.databaseUnavailable, 'DATABASE_UNAVAILABLE'));
  });
};
