import {
  API_MESSAGES,
  CODE_OF_STATUS,
  PROFILE_MESSAGES,
  type ApiError,
} from '@peerconnect/contracts';
import type { ErrorRequestHandler } from 'express';
import mongoose from 'mongoose';
import multer from 'multer';
import { ZodError } from 'zod';
import { AppError } from '@/lib/app-error';
import {
  firstRefusalOfOutage,
  hasStarted,
  isDatabaseUnavailable,
  isDiskFull,
  RETRY_AFTER_S,
} from '@/lib/db';

/** Answers for duplicate keys, by the unique index's field (race-time twins of the services' checks). */
const DUPLICATES: Record<string, Pick<ApiError, 'code' | 'message'>> = {
  email: { code: 'EMAIL_TAKEN', message: API_MESSAGES.emailTaken },
  usernameKey: { code: 'USERNAME_TAKEN', message: API_MESSAGES.usernameTaken },
};

function fromZod(error: ZodError): ApiError {
  const errors = error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  return { code: 'VALIDATION', message: errors[0]?.message ?? API_MESSAGES.invalidRequest, errors };
}

/** The unique index's field: from keyPattern or keyValue, else from "index: email_1" in the text. */
function duplicateField(error: {
  keyPattern?: Record<string, number>;
  keyValue?: Record<string, unknown>;
  message?: string;
}): string {
  const keys = Object.keys(error.keyPattern ?? error.keyValue ?? {});
  return keys[0] ?? /index: (\w+?)_-?1\b/.exec(error.message ?? '')?.[1] ?? '';
}

function classify(error: unknown): { status: number; body: ApiError } {
  if (error instanceof ZodError) return { status: 400, body: fromZod(error) };
  if (isDatabaseUnavailable(error))
    return {
      status: 503,
      body: { code: 'DATABASE_UNAVAILABLE', message: API_MESSAGES.databaseUnavailable },
    };
  if (error instanceof AppError)
    return { status: error.status, body: { code: error.code, message: error.message } };
  // A value the driver cannot encode (NUL inside a key or pattern) that no schema caught.
  if (error instanceof mongoose.mongo.BSON.BSONError)
    return { status: 400, body: { code: 'VALIDATION', message: API_MESSAGES.invalidRequest } };
  if (error instanceof mongoose.Error.CastError)
    return { status: 400, body: { code: 'INVALID_ID', message: API_MESSAGES.invalidId } };
  // Inputs are parsed by the contracts first, so this is rare; its texts name paths and casts: not shown.
  if (error instanceof mongoose.Error.ValidationError)
    return { status: 400, body: { code: 'VALIDATION', message: API_MESSAGES.invalidRequest } };
  if (error instanceof multer.MulterError) {
    return error.code === 'LIMIT_FILE_SIZE'
      ? {
          status: 413,
          body: { code: 'PAYLOAD_TOO_LARGE', message: PROFILE_MESSAGES.imageTooLarge },
        }
      : { status: 400, body: { code: 'BAD_REQUEST', message: API_MESSAGES.invalidUpload } };
  }
  const candidate = error as {
    code?: number;
    keyPattern?: Record<string, number>;
    keyValue?: Record<string, unknown>;
    message?: string;
    type?: string;
    status?: number;
  };
  // Logged at error level below: an operator must free the disk; reads go on meanwhile.
  if (isDiskFull(error))
    return { status: 503, body: { code: 'STORAGE_FULL', message: API_MESSAGES.storageFull } };
  if (candidate.code === 11000) {
    const duplicate = DUPLICATES[duplicateField(candidate)];
    return {
      status: 400,
      body: duplicate ?? { code: 'CONFLICT', message: API_MESSAGES.alreadyExists },
    };
  }
  // body-parser's errors carry a `type` and a client status.
  if (candidate.type === 'entity.parse.failed')
    return { status: 400, body: { code: 'INVALID_JSON', message: API_MESSAGES.invalidJson } };
  if (candidate.type === 'entity.too.large')
    return {
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: API_MESSAGES.payloadTooLarge },
    };
  // Other client errors from Express's own parts (a missing static file, a bad range) keep their status.
  if (typeof candidate.status === 'number' && candidate.status >= 400 && candidate.status < 500) {
    const body: ApiError =
      candidate.status === 404
        ? { code: 'ROUTE_NOT_FOUND', message: API_MESSAGES.routeNotFound }
        : {
            code: CODE_OF_STATUS[candidate.status] ?? 'BAD_REQUEST',
            message: API_MESSAGES.invalidRequest,
          };
    return { status: candidate.status, body };
  }
  return { status: 500, body: { code: 'SERVER_ERROR', message: API_MESSAGES.serverError } };
}

/** The one error path: a clear JSON body for clients; details only in the log (with the request id). */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  const { status, body } = classify(error);
  // An outage is one warning, not a stack per request: db.ts logs the loss and the return. Before
  // the first connection, the connection's retries are what the log says.
  if (body.code === 'DATABASE_UNAVAILABLE') {
    if (hasStarted() && firstRefusalOfOutage())
      req.log.warn({ reason: (error as Error).message }, 'database unavailable: answering 503');
  } else if (status >= 500) req.log.error({ err: error }, 'request failed');
  else req.log.info({ status, message: body.message }, 'request refused');
  // Mid-stream failures can only be ended by Express's own handler, which closes the connection.
  if (res.headersSent) return next(error);
  if (body.code === 'STORAGE_FULL' || body.code === 'DATABASE_UNAVAILABLE')
    res.set('Retry-After', String(RETRY_AFTER_S));
  res.status(status).json(body);
};
