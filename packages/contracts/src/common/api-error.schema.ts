import { z } from 'zod';

/**
 * What went wrong, for clients to branch on: stable across releases, unlike `message`, which is
 * written for people. Each status has a general code; a few refusals a screen treats on its own
 * have their own.
 */
export const API_ERROR_CODES = [
  'VALIDATION',
  'INVALID_JSON',
  'INVALID_ID',
  'BAD_REQUEST',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'CURRENT_PASSWORD_WRONG',
  'PASSWORD_WRONG',
  'LINK_INVALID',
  'SIGN_IN_CODE_INVALID',
  'LAST_SIGN_IN_METHOD',
  'PASSWORD_ALREADY_SET',
  'PROVIDER_EMAIL_UNVERIFIED',
  'PROVIDER_EMAIL_INVALID',
  'SIGN_IN_OTHER_BROWSER',
  'FRESH_SIGN_IN_REQUIRED',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_SUSPENDED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'SERVER_BUSY',
  'DATABASE_UNAVAILABLE',
  'STORAGE_FULL',
  'SERVER_ERROR',
] as const;
export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

/** The general code of each error status, used where a refusal has no code of its own. */
export const CODE_OF_STATUS: Record<number, ApiErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVER_BUSY',
};

/**
 * Every error the API sends has this body: what went wrong as a `code`, the first problem for
 * people in `message`, all of them in `errors`.
 */
export const apiErrorSchema = z.object({
  code: apiErrorCodeSchema,
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
