import { LOGIN_MESSAGES, REGISTER_MESSAGES } from '@peerconnect/contracts';
import { ApiRequestError } from '@/lib/api-client';

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** What the login screen says when signing in fails (spec §8, Login). */
export function loginErrorMessage(error: unknown): string {
  if (isOffline()) return LOGIN_MESSAGES.offline;
  if (!(error instanceof ApiRequestError)) return LOGIN_MESSAGES.failed;
  if (error.kind !== 'http') return LOGIN_MESSAGES.unreachable;
  if (error.status === 400 || error.status === 401) return LOGIN_MESSAGES.invalidCredentials;
  if (error.message === LOGIN_MESSAGES.noToken) return error.message;
  return error.serverMessage ?? LOGIN_MESSAGES.failed;
}

/**
 * What the registration wizard says (spec §8, Registration). The server's validation messages are
 * shown as they are; only real server failures get the 'Server Error: ' prefix and the hints.
 */
export function registerErrorMessage(error: unknown): {
  message: string;
  hints?: readonly string[];
} {
  if (!(error instanceof ApiRequestError)) return { message: REGISTER_MESSAGES.failed };
  if (error.kind !== 'http') return { message: REGISTER_MESSAGES.offline };
  const server = error.serverMessage ?? '';
  if (server.includes('already exists with this email'))
    return { message: REGISTER_MESSAGES.emailTaken };
  if (server.includes('Username is already taken'))
    return { message: REGISTER_MESSAGES.usernameTaken };
  if (error.message === REGISTER_MESSAGES.noToken) return { message: error.message };
  if (error.status !== undefined && error.status < 500 && server) return { message: server };
  return {
    message: `${REGISTER_MESSAGES.serverErrorPrefix}${server || error.message}`,
    hints: REGISTER_MESSAGES.serverErrorHints,
  };
}
