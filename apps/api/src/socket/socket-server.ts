import {
  API_MESSAGES,
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@peerconnect/contracts';
import { Server, type Socket } from 'socket.io';
import { isAllowedSocketOrigin } from './origin-check';

/**
 * The server pings every client this often and takes one that answers no ping within the timeout
 * as gone: a student whose network vanished shows offline to others within about 10 s (one who
 * closes the page or goes offline in the browser, at once).
 */
const PING_INTERVAL_MS = 5_000;
const PING_TIMEOUT_MS = 5_000;

/** What the server keeps on each socket: only the user its verified token names. */
export interface SocketData {
  userId: string;
}

type InterServerEvents = Record<string, never>;

export type ChatServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type ChatSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/**
 * The socket.io server, not yet attached to an HTTP server: the Express app is built first, and
 * `io.attach(server)` then takes over /socket.io. Connection state recovery replays what a client
 * missed during a short drop; the handshake is checked again on recovery (skipMiddlewares: false),
 * so a token revoked meanwhile does not come back to life. Browser pages from other origins are
 * refused before the handshake.
 */
export function createSocketServer(corsOrigins: string[]): ChatServer {
  return new Server({
    path: SOCKET_PATH,
    serveClient: false,
    pingInterval: PING_INTERVAL_MS,
    pingTimeout: PING_TIMEOUT_MS,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    ...(corsOrigins.length > 0 ? { cors: { origin: corsOrigins } } : {}),
    allowRequest: (req, answer) => {
      const allowed = isAllowedSocketOrigin(req, corsOrigins);
      answer(allowed ? null : API_MESSAGES.originNotAllowed, allowed);
    },
  });
}
