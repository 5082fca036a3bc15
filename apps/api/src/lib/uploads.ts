/**
 * Image uploads arrive as multipart bodies and are kept in memory while the request is validated
 * (at most 5 MB); lib/pictures decides whether they are images and stores them.
 */
import { API_MESSAGES, LIMITS } from '@peerconnect/contracts';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { badRequest } from './app-error';

/**
 * Multipart parsing for one image field; JSON requests pass through untouched. A body the parser
 * cannot read (truncated, no boundary, not multipart at all) is the client's mistake: 400.
 */
export function imageField(name: string): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: LIMITS.activityImageBytes, files: 1, fields: 20 },
  }).single(name);
  return (req, res, next) =>
    parse(req, res, (error?: unknown) =>
      next(
        error && !(error instanceof multer.MulterError)
          ? badRequest(API_MESSAGES.invalidUpload)
          : error,
      ),
    );
}
