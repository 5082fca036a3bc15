import { API_MESSAGES, PROFILE_MESSAGES, type ApiError } from '@peerconnect/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import mongoose from 'mongoose';
import multer from 'multer';
import { ZodError } from 'zod';
import { AppError } from '../../lib/app-error';

/** Messages for duplicate keys, by the unique index's field (race-time twins of the services' checks). */
const DUPLICATE_MESSAGES: Record<string, string> = {
  email: API_MESSAGES.emailTaken,
  usernameKey: API_MESSAGES.usernameTaken,
};

function fromZod(error: ZodError): ApiError {
  const errors = error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  return { message: errors[0]?.message ?? 'Invalid request', errors };
}

function classify(error: unknown): { status: number; body: ApiError } {
  if (error instanceof ZodError) return { status: 400, body: fromZod(error) };
  if (error instanceof AppError) return { status: error.status, body: { message: error.message } };
  if (error instanceof mongoose.Error.CastError)
    return { status: 400, body: { message: API_MESSAGES.invalidId } };
  if (error instanceof mongoose.Error.ValidationError) {
    const first = Object.values(error.errors)[0];
    return { status: 400, body: { message: first?.message ?? 'Invalid request' } };
  }
  if (error instanceof multer.MulterError) {
    return error.code === 'LIMIT_FILE_SIZE'
      ? { status: 413, body: { message: PROFILE_MESSAGES.imageTooLarge } }
      : { status: 400, body: { message: 'Invalid upload' } };
  }
  const candidate = error as {
    code?: number;
    keyPattern?: Record<string, number>;
    type?: string;
    status?: number;
  };
  if (candidate.code === 11000) {
    const field = Object.keys(candidate.keyPattern ?? {})[0] ?? '';
    return { status: 400, body: { message: DUPLICATE_MESSAGES[field] ?? 'This already exists' } };
  }
  // body-parser's errors carry a `type` and a client status.
  if (candidate.type === 'entity.parse.failed')
    return { status: 400, body: { message: API_MESSAGES.invalidJson } };
  if (candidate.type === 'entity.too.large')
    return { status: 413, body: { message: API_MESSAGES.payloadTooLarge } };
  if (typeof candidate.status === 'number' && candidate.status >= 400 && candidate.status < 500) {
    return { status: candidate.status, body: { message: 'Invalid request' } };
  }
  return { status: 500, body: { message: API_MESSAGES.serverError } };
}

/** The one error path: a clear JSON body for clients; details only in the log (with the request id). */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const { status, body } = classify(error);
  if (status >= 500) req.log.error({ err: error }, 'request failed');
  else req.log.info({ status, message: body.message }, 'request refused');
  if (res.headersSent) return;
  res.status(status).json(body);
};

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: API_MESSAGES.routeNotFound } satisfies ApiError);
};
