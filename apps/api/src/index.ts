/**
 * Start-up order, so a sleeping free-tier host answers its wake-up ping as early as possible:
 * config → Redis when REDIS_URL is set (the socket.io adapter must be in place before the first
 * socket) → HTTP server listening (health answers at once, 'connecting') → database (embedded
 * server under DATA_DIR/db, or MONGODB_URI) → 'connected'. Requests that need data meanwhile
 * wait in mongoose's buffer. socket.io shares the HTTP server (path /socket.io). SIGTERM/SIGINT:
 * drop the sockets so clients reconnect to the next server, stop accepting, finish in-flight
 * requests, close the database and the embedded server, exit — forced after 10 s.
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedMongo, type EmbeddedMongo } from '@peerconnect/embedded-mongo';
import { createApp } from './app';
import { loadConfig } from './config/env';
import { connectDatabase, disconnectDatabase } from './lib/db';
import { createLogger } from './lib/logger';
import { PasswordHasher } from './lib/password';
import { connectScaleOut } from './socket/adapter';
import { createSocketServer } from './socket/socket-server';

const SHUTDOWN_GRACE_MS = 10_000;
// src/index.ts and dist/index.js both sit one level below apps/api.
const APP_ROOT = fileURLToPath(new URL('..', import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig(undefined, APP_ROOT);
  const logger = createLogger(config.logLevel);
  const hasher = new PasswordHasher({
    cost: config.bcryptCost,
    bcryptPath: createRequire(import.meta.url).resolve('bcryptjs'),
  });
  // One presence registry (the socket layer fills it, recommendations read it) and the rate-limit
  // counters: in this process, or shared with the other instances through Redis.
  const {
    presence,
    rateLimitStores,
    attach,
    close: closeScaleOut,
  } = await connectScaleOut(config.redisUrl, logger);
  const io = createSocketServer(config.corsOrigins);
  attach(io);
  const server = createServer(createApp({ config, logger, hasher, presence, io, rateLimitStores }));
  io.attach(server);
  let embedded: EmbeddedMongo | undefined;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // io.close() drops every socket without a socket.io disconnect packet, so clients see a
    // transport close and reconnect on their own; it then closes the HTTP server, which calls
    // back once in-flight requests have finished.
    void io.close(async () => {
      try {
        await disconnectDatabase();
        await embedded?.stop();
        await closeScaleOut();
        await hasher.close();
      } catch (error) {
        logger.error({ err: error }, 'error while shutting down');
      }
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  // Registered before the database starts, so a stop during a slow connect is still clean.
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await new Promise<void>((listening) => server.listen(config.port, listening));
  logger.info({ port: config.port }, `PeerConnect listening on http://localhost:${config.port}`);

  let uri = config.mongodbUri;
  if (!uri) {
    embedded = await startEmbeddedMongo({ dbPath: join(config.dataDir, 'db') });
    if (stopping) return void (await embedded.stop());
    uri = `${embedded.uri}peerconnect`;
    logger.info({ dataDir: config.dataDir }, 'using the embedded database');
  }
  await connectDatabase(uri, logger);
}

main().catch((error: unknown) => {
  // Config errors name every bad key in their message; a stack trace would only hide it.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
