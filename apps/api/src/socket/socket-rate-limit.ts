import {
  API_MESSAGES,
  CHAT_MESSAGES,
  SOCKET_EVENTS,
  type ApiErrorCode,
} from '@peerconnect/contracts';
import type { ChatSocket } from './socket-server';

/** Sustained events per second and the burst a socket may send at once (a typing spurt, a retry queue). */
const EVENTS_PER_SECOND = 10;
const BURST = 20;
/** Sockets one student may hold open on an instance: a phone, a laptop and a few tabs. */
const SOCKETS_PER_STUDENT = 10;
/** The events that store a message, counted in the student's message limit with their HTTP sends. */
const MESSAGE_EVENTS = new Set<string>([
  SOCKET_EVENTS.sendMessage,
  SOCKET_EVENTS.sendActivityMessage,
]);

/** The student's one count of messages, shared with HTTP (messageRateLimit in http/middlewares). */
export interface MessageCounter {
  /** Counts one message of the student; false once they are over the limit. */
  take(userId: string): Promise<boolean>;
}

/** A token bucket: refills continuously, each event takes one token. */
export function createTokenBucket(ratePerSecond: number, capacity: number, now = Date.now) {
  let tokens = capacity;
  let last = now();
  return {
    take(): boolean {
      const time = now();
      tokens = Math.min(capacity, tokens + ((time - last) / 1000) * ratePerSecond);
      last = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/** Drops an event; one that expects an acknowledgement gets `{ success: false, error, code }`. */
function refuse(packet: unknown[], error: string, code: ApiErrorCode): void {
  const ack: unknown = packet.at(-1);
  if (typeof ack === 'function') ack({ success: false, error, code });
}

/**
 * Drops events beyond the socket's budget, and messages beyond the student's (`messages`, counted
 * over all their sockets and HTTP), so the client can show it and retry later.
 */
export function limitSocketRate(socket: ChatSocket, messages: MessageCounter): void {
  const bucket = createTokenBucket(EVENTS_PER_SECOND, BURST);
  socket.use((packet, next) => {
    if (!bucket.take()) return refuse(packet, CHAT_MESSAGES.tooFast, 'RATE_LIMITED');
    if (!MESSAGE_EVENTS.has(packet[0])) return next();
    messages.take(socket.data.userId).then(
      (allowed) => (allowed ? next() : refuse(packet, CHAT_MESSAGES.tooFast, 'RATE_LIMITED')),
      () => refuse(packet, API_MESSAGES.serverError, 'SERVER_ERROR'),
    );
  });
}

/**
 * Refuses a handshake beyond SOCKETS_PER_STUDENT open sockets of its student on this instance (the
 * client sees the message in `connect_error` and does not retry on its own); a slot is free again
 * when its socket or its connection closes, whichever comes first. Runs after socketAuth.
 */
export function capSocketsPerStudent() {
  const open = new Map<string, number>();
  return (socket: ChatSocket, next: (error?: Error) => void): void => {
    const { userId } = socket.data;
    const count = open.get(userId) ?? 0;
    if (count >= SOCKETS_PER_STUDENT) return next(new Error(API_MESSAGES.tooManySockets));
    open.set(userId, count + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (open.get(userId) ?? 1) - 1;
      if (left > 0) open.set(userId, left);
      else open.delete(userId);
    };
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    next();
  };
}
