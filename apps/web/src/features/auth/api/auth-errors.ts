import type { ApiErrorCode } from '@peerconnect/contracts';
import { REGISTER_MESSAGES } from '@/config/auth.messages';
import { LOGIN_MESSAGES } from '@/config/messages';
import { ApiRequestError } from '@/lib/api-client';

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Refusals the login screen answers with its one 'invalid email or password' text. */
const REFUSED_LOGIN = new Set<ApiErrorCode | undefined>(['INVALID_CREDENTIALS', 'VALIDATION']);

/** What the login screen says when signing in fails. */
export function loginErrorMessage(error: unknown): string {
  if (isOffline()) return LOGIN_MESSAGES.offline;
  if (!(error instanceof ApiRequestError)) return LOGIN_MESSAGES.failed;
  if (error.kind === 'invalid-response') return error.message;
  if (error.kind !== 'http') return LOGIN_MESSAGES.unreachable;
  if (REFUSED_LOGIN.has(error.code)) return LOGIN_MESSAGES.invalidCredentials;
  return error.serverMessage ?? LOGIN_MESSAGES.failed;
}

/**
 * What the registration wizard says: friendly texts for a taken email or username, the server's
 * own text for input it refused (the student can fix it), anything else as 'Server Error: …',
 * with the hint list when the server failed.
 */
export function registerErrorMessage(error: unknown): {
  message: string;
  hints?: readonly string[];
} {
  if (!(error instanceof ApiRequestError)) return { message: REGISTER_MESSAGES.failed };
  if (error.kind === 'invalid-response') return { message: error.message };
  if (error.kind !== 'http') return { message: REGISTER_MESSAGES.offline };
  const server = error.serverMessage ?? error.message;
  if (error.code === 'EMAIL_TAKEN') return { message: REGISTER_MESSAGES.emailTaken };
  if (error.code === 'USERNAME_TAKEN') return { message: REGISTER_MESSAGES.usernameTaken };
  if (error.code === 'VALIDATION') return { message: server };
  return {
    message: `${REGISTER_MESSAGES.serverErrorPrefix}${server}`,
    ...(error.code === 'SERVER_ERROR' ? { hints: REGISTER_MESSAGES.serverErrorHints } : {}),
  };
}
