import { API_MESSAGES } from '@peerconnect/contracts';
import { LOGIN_MESSAGES, REGISTER_MESSAGES } from '@/config/messages';
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

/** Server texts the wizard shows unchanged (spec §8): field problems the student can fix. */
const shownAsIs = /password|validation/i;

/**
 * What the registration wizard says (spec §8, Registration): friendly texts for a taken email or
 * username, password and validation messages as they are, anything else as 'Server Error: …'
 * (with the hint list for the server's own 'Server error during registration').
 */
export function registerErrorMessage(error: unknown): {
  message: string;
  hints?: readonly string[];
} {
  if (!(error instanceof ApiRequestError)) return { message: REGISTER_MESSAGES.failed };
  if (error.kind !== 'http') return { message: REGISTER_MESSAGES.offline };
  if (error.message === REGISTER_MESSAGES.noToken) return { message: error.message };
  const server = error.serverMessage ?? error.message;
  if (server.includes(REGISTER_MESSAGES.emailTakenFragment))
    return { message: REGISTER_MESSAGES.emailTaken };
  if (server.includes(API_MESSAGES.usernameTaken))
    return { message: REGISTER_MESSAGES.usernameTaken };
  if (shownAsIs.test(server)) return { message: server };
  return {
    message: `${REGISTER_MESSAGES.serverErrorPrefix}${server}`,
    ...(server.includes(REGISTER_MESSAGES.serverErrorDuringRegistration)
      ? { hints: REGISTER_MESSAGES.serverErrorHints }
      : {}),
  };
}
