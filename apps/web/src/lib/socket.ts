import {
  SOCKET_PATH,
  type ApiErrorCode,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@peerconnect/contracts';
import { CHAT } from '@/config/timeouts';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { env } from '@/config/env';

/**
 * The one socket.io connection of a signed-in session. Screens share it: joining rooms and
 * listening are theirs, connecting and reconnecting are this module's.
 */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * 'offline': the browser has no network (said at once, not after a ping times out);
 * 'error': the server refused the connection, or attempts keep failing while online.
 */
export type SocketStatus = 'connecting' | 'connected' | 'offline' | 'error';

let session: { token: string; socket: AppSocket } | null = null;

function socketOptions(token: string): Partial<ManagerOptions & SocketOptions> {
  return {
    path: SOCKET_PATH,
    auth: { token },
    transports: ['websocket', 'polling'],
    timeout: CHAT.socketConnectTimeout,
    reconnection: true,
    // Never give up: a student coming back from a long drop must not have to press Reconnect.
    reconnectionAttempts: Infinity,
    reconnectionDelay: CHAT.reconnectDelay,
    reconnectionDelayMax: CHAT.reconnectDelayMax,
    randomizationFactor: CHAT.randomizationFactor,
  };
}

/** The session's socket, connecting it on first use; another token (another user) replaces it. */
export function openSessionSocket(token: string): AppSocket {
  if (session?.token === token) return session.socket;
  closeSessionSocket();
  const options = socketOptions(token);
  // An empty API address means the API shares the page's origin.
  const socket: AppSocket = env.apiUrl ? io(env.apiUrl, options) : io(options);
  statusEntry(socket);
  session = { token, socket };
  return socket;
}

/** Closes the connection; the next screen that asks opens a new one. */
function closeSessionSocket(): void {
  if (session) statuses.get(session.socket)?.stopWatchingNetwork();
  session?.socket.disconnect();
  session = null;
}

/**
 * Connects now, even while socket.io waits out its back-off delay (up to reconnectDelayMax):
 * for the Reconnect button and for the moment the network returns.
 */
export function reconnectNow(socket: AppSocket): void {
  if (socket.connected) return;
  socket.disconnect();
  socket.connect();
}

let screensUsingSocket = 0;
let closeTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Keeps the session's socket open while at least one mounted screen uses it (the navigation's
 * unread badge does, for as long as someone is signed in); returns the release. Signing out
 * unmounts them all, which closes the connection. The close waits a tick so that a screen
 * replacing another (or React re-running an effect) does not drop and reopen it.
 */
export function retainSessionSocket(): () => void {
  screensUsingSocket += 1;
  clearTimeout(closeTimer);
  return () => {
    screensUsingSocket -= 1;
    if (screensUsingSocket === 0) closeTimer = setTimeout(closeSessionSocket, 0);
  };
}

interface StatusEntry {
  status: SocketStatus;
  listeners: Set<() => void>;
  stopWatchingNetwork(): void;
}

const statuses = new WeakMap<AppSocket, StatusEntry>();

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Follows a socket's connection events and the browser's network once, however many screens
 * watch it. A dead network can keep a websocket looking open until the server's ping times out,
 * so going offline closes the transport at once, and coming back online reconnects without
 * waiting for the back-off (or a click).
 */
function statusEntry(socket: AppSocket): StatusEntry {
  const existing = statuses.get(socket);
  if (existing) return existing;
  let failedAttempts = 0;
  const set = (status: SocketStatus) => {
    entry.status = status !== 'connected' && browserOffline() ? 'offline' : status;
    entry.listeners.forEach((listener) => listener());
  };
  const goOffline = () => {
    set('offline');
    // No attempts while there is no network: they would only fail and lengthen the back-off.
    socket.io.reconnection(false);
    socket.io.engine?.close();
  };
  const goOnline = () => {
    failedAttempts = 0;
    set('connecting');
    socket.io.reconnection(true);
    reconnectNow(socket);
  };
  window.addEventListener('offline', goOffline);
  window.addEventListener('online', goOnline);
  const entry: StatusEntry = {
    status: 'connecting',
    listeners: new Set(),
    stopWatchingNetwork() {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    },
  };
  set(socket.connected ? 'connected' : 'connecting');
  socket.on('connect', () => {
    failedAttempts = 0;
    set('connected');
  });
  // An inactive socket will not reconnect by itself (the server closed it): only Reconnect helps.
  socket.on('disconnect', () => set(socket.active ? 'connecting' : 'error'));
  // Fired for the first attempt and for every failed reconnection attempt; socket.io keeps
  // trying, so a single failure is still 'connecting'.
  socket.on('connect_error', () => {
    failedAttempts += 1;
    const gaveUp = !socket.active || failedAttempts >= CHAT.failedAttemptsShownAsError;
    set(gaveUp ? 'error' : 'connecting');
  });
  statuses.set(socket, entry);
  return entry;
}

export function socketStatus(socket: AppSocket): SocketStatus {
  return statusEntry(socket).status;
}

export function onSocketStatus(socket: AppSocket, listener: () => void): () => void {
  const entry = statusEntry(socket);
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
}

type ClientEventName = keyof ClientToServerEvents;
export type EmitPayload<E extends ClientEventName> = Parameters<ClientToServerEvents[E]>[0];
type EmitAck<E extends ClientEventName> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0];
export type AckSuccess<E extends ClientEventName> = Extract<EmitAck<E>, { success: true }>;

/** Why an acknowledged emit did not succeed; only 'rejected' is the server's final word. */
export type SocketFailure = 'disconnected' | 'timeout' | 'rejected';

export class SocketAckError extends Error {
  constructor(
    readonly reason: SocketFailure,
    message: string,
    /** The server's code for a refusal ('rejected'), as an HTTP error body carries it. */
    readonly code?: ApiErrorCode,
  ) {
    super(message);
    this.name = 'SocketAckError';
  }
}

type AckResponse = { success: true } | { success: false; error: string; code: ApiErrorCode };
interface TimedEmitter {
  emit(
    event: string,
    payload: unknown,
    ack: (error: Error | null, response: AckResponse) => void,
  ): void;
}

/**
 * Emits an event and resolves with the server's successful acknowledgement. Rejects at once when
 * there is no open connection (rather than letting socket.io buffer it for later), after
 * `timeoutMs` without an answer, or with the server's error.
 */
export function emitWithAck<E extends ClientEventName>(
  socket: AppSocket | null,
  event: E,
  payload: EmitPayload<E>,
  timeoutMs: number,
): Promise<AckSuccess<E>> {
  return new Promise((resolve, reject) => {
    if (!socket?.connected) {
      reject(new SocketAckError('disconnected', 'The chat connection is not open'));
      return;
    }
    // socket.io's typed emit cannot take a generic event name; the payload is typed by E above.
    const timed = socket.timeout(timeoutMs) as unknown as TimedEmitter;
    timed.emit(event, payload, (error, response) => {
      if (error) reject(new SocketAckError('timeout', error.message));
      else if (response.success) resolve(response as AckSuccess<E>);
      else reject(new SocketAckError('rejected', response.error, response.code));
    });
  });
}
