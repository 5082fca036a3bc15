import { createClient } from 'redis';
import type { Logger } from './logger';

export type RedisClient = ReturnType<typeof createClient>;

/**
 * Connects to REDIS_URL. node-redis reconnects by itself after a drop; errors meanwhile are logged
 * (an unhandled 'error' event would end the process) and commands wait in its offline queue.
 */
export async function connectRedis(url: string, logger: Logger): Promise<RedisClient> {
  const client = createClient({ url });
  client.on('error', (error: unknown) => logger.error({ err: error }, 'redis error'));
  await client.connect();
  return client;
}
