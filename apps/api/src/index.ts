/**
 * Start-up order, so a sleeping free-tier host answers its wake-up ping as early as possible:
 * config → HTTP server listening (health answers at once) → database (embedded or MONGODB_URI).
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { startEmbeddedMongo, type EmbeddedMongo } from '@peerconnect/embedded-mongo';
import { createApp } from './app';
import { loadConfig } from './config/env';
import { connectDatabase, disconnectDatabase } from './lib/db';
import { createLogger } from './lib/logger';
import { PasswordHasher } from './lib/password';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const hasher = new PasswordHasher(config.bcryptCost);
  const server = createServer(createApp({ config, logger, hasher }));
  await new Promise<void>((listening) => server.listen(config.port, listening));
  logger.info({ port: config.port }, `PeerConnect listening on http://localhost:${config.port}`);

  let embedded: EmbeddedMongo | undefined;
  let uri = config.mongodbUri;
  if (!uri) {
    embedded = await startEmbeddedMongo({ dbPath: join(config.dataDir, 'db') });
    uri = `${embedded.uri}peerconnect`;
    logger.info({ dataDir: config.dataDir }, 'using the embedded database');
  }
  await connectDatabase(uri, logger);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await disconnectDatabase();
      await embedded?.stop();
      await hasher.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
