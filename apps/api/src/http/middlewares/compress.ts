import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * gzip for clients that accept it. A request without Accept-Encoding can only get identity, so it
 * skips the compression middleware's per-response bookkeeping (header hooks, negotiation, wrapped
 * writes), a noticeable share of a cached list request's CPU.
 */
export function compressWhenAccepted(): RequestHandler {
  const compress = compression();
  return (req, res, next) => {
    if (req.headers['accept-encoding']) compress(req, res, next);
    else next();
  };
}
