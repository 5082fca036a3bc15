import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import { init_esm_shims } from './chunk-B46JO6ZJ.js';

// src/lib/redis.ts
init_esm_shims();
import { createClient } from 'redis';
async function connectRedis(url, logger) {
  const client = createClient({ url });
  client.on('error', (error) => logger.error({ err: error }, 'redis error'));
  await client.connect();
  return client;
}
export { connectRedis };
//# sourceMappingURL=redis-F3FWGTNC.js.map
