import { API_MESSAGES, type ApiError } from '@peerconnect/contracts';
import type { RequestHandler } from 'express';

/** The end of /api: an unknown API path gets a JSON 404, never the web app's HTML. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res
    .status(404)
    .json({ code: 'ROUTE_NOT_FOUND', message: API_MESSAGES.routeNotFound } satisfies ApiError);
};
