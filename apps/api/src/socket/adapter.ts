/**
 * What several API instances share, chosen by REDIS_URL: socket.io's adapter (rooms and broadcasts
 * across instances, and connection state recovery with the sessions kept in Redis), presence and
 * the rate-limit counters. Without REDIS_URL everything stays in this process.
 */
import type { Store } from 'express-rate-limit';
import type { Logger } from '@/lib/logger';
import { LocalPresence, type Presence } from '@/lib/presence';
import type { ChatServer } from './socket-server';

/** A store for one rate limiter (each limiter needs its own prefix), or undefined for in-memory. */
export type RateLimitStores = (prefix: string) => Store | undefined;

export interface ScaleOut {
  presence: Presence;
  rateLimitStores: RateLimitStores;
  /** Sets the socket.io adapter; before the server accepts connections. */
  attach(io: ChatServer): void;
  close(): Promise<void>;
}

const local = (): ScaleOut => ({
  presence: new LocalPresence(),
  rateLimitStores: () => undefined,
  attach: () => undefined,
  close: async () => undefined,
});

export async function connectScaleOut(
  redisUrl: string | undefined,
  logger: Logger,
): Promise<ScaleOut> {
  if (!redisUrl) return local();
  // Loaded only when used: loading the Redis modules is a sizeable part of a cold start.
  const [{ createAdapter }, { RedisStore }, { connectRedis }, { RedisPresence }] =
    await Promise.all([
      import('@socket.io/redis-streams-adapter'),
      import('rate-limit-redis'),
      import('@/lib/redis'),
      import('@/lib/redis-presence'),
    ]);
  const redis = await connectRedis(redisUrl, logger);
  const presence = new RedisPresence(redis);
  await presence.start();
  logger.info('sharing sockets, presence and rate limits through Redis');
  return {
    presence,
    rateLimitStores: (prefix) =>
      new RedisStore({
        prefix: `rate-limit:${prefix}:`,
        sendCommand: (...args: string[]) => redis.sendCommand(args),
      }),
    // The adapter duplicates the client for its blocking stream reads.
    attach: (io) => io.adapter(createAdapter(redis)),
    close: async () => {
      await presence.stop();
      // close(), not destroy(): sessions the adapter is still saving for recovery get written.
      await redis.close();
    },
  };
}
