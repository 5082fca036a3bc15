import { API_MESSAGES, socketHandshakeSchema } from '@peerconnect/contracts';
import type { VerifySession } from '@/lib/session';
import type { ChatSocket } from './socket-server';

const CONFLICT = Symbol('conflicting tokens');

/**
 * The handshake token: `auth.token`, or `query.token` as older clients send it. Two different
 * ones are refused, as two disagreeing auth headers are over HTTP.
 */
function tokenOf(socket: ChatSocket): string | undefined | typeof CONFLICT {
  const { auth, query } = socket.handshake;
  const inAuth: unknown = (auth as { token?: unknown }).token;
  if (inAuth !== undefined && query.token !== undefined && inAuth !== query.token) return CONFLICT;
  const parsed = socketHandshakeSchema.safeParse({ token: inAuth ?? query.token });
  return parsed.success ? parsed.data.token : undefined;
}

/** The reason to refuse the socket, or undefined once its user is known. */
async function refusal(
  verifySession: VerifySession,
  socket: ChatSocket,
): Promise<Error | undefined> {
  const token = tokenOf(socket);
  if (token === CONFLICT) return new Error(API_MESSAGES.conflictingTokens);
  if (!token) return new Error(API_MESSAGES.noToken);
  const session = await verifySession(token);
  if (!session) return new Error(API_MESSAGES.invalidToken);
  socket.data.userId = session.userId;
  endAtExpiry(socket, session.expiresAt);
  return undefined;
}

/** setTimeout's longest delay; a later expiry is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Cuts the socket when its token expires: a reconnect must bring a token that is still valid. */
function endAtExpiry(socket: ChatSocket, expiresAt: number): void {
  let timer: ReturnType<typeof setTimeout>;
  const check = () => {
    const left = expiresAt - Date.now();
    if (left <= 0) socket.disconnect(true);
    else timer = setTimeout(check, Math.min(left, LONGEST_TIMER_MS));
  };
  check();
  // A socket a later middleware refuses never disconnects; its connection still closes.
  const stop = () => clearTimeout(timer);
  socket.once('disconnect', stop);
  socket.conn.once('close', stop);
}

/**
 * Refuses a connection without a valid, unrevoked token; the client sees the message in its
 * `connect_error`. Who the user is comes from the token only, never from the payloads.
 */
export function socketAuth(verifySession: VerifySession) {
  return (socket: ChatSocket, next: (error?: Error) => void): void => {
    refusal(verifySession, socket).then(next, () => next(new Error(API_MESSAGES.serverError)));
  };
}
