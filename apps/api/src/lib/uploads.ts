/**
 * Image uploads arrive as multipart bodies (at most 5 MB), gathered in memory; the route has the
 * picture store process them (lib/pictures) once it has validated the other fields.
 */
import { API_MESSAGES, LIMITS } from '@peerconnect/contracts';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { badRequest } from './app-error';

/** A route's middlewares for a request that may carry an image in `field`. */
export type ImageUpload = (field: string) => RequestHandler[];

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
