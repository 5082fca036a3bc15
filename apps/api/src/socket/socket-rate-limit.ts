import { CHAT_MESSAGES } from '@peerconnect/contracts';
import type { ChatSocket } from './socket-server';

/** Sustained events per second and the burst a socket may send at once (a typing spurt, a retry queue). */
const EVENTS_PER_SECOND = 10;
const BURST = 20;

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

/**
 * Drops events beyond the socket's budget. An event that expects an acknowledgement gets
 * `{ success: false, error }`, so the client can show it and retry later.
 */
export function limitSocketRate(socket: ChatSocket): void {
  const bucket = createTokenBucket(EVENTS_PER_SECOND, BURST);
  socket.use((packet, next) => {
    if (bucket.take()) return next();
    const ack: unknown = packet.at(-1);
    if (typeof ack === 'function') ack({ success: false, error: CHAT_MESSAGES.tooFast });
  });
}
