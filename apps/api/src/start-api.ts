/**
 * Everything index.ts loads after the server listens: Redis when REDIS_URL is set (the socket.io
 * adapter must be in place before the first socket), the Express app and socket.io taking over the
 * server, then the database (embedded server under DATA_DIR/db, or MONGODB_URI); requests that need
 * data meanwhile wait in mongoose's buffer. Loaded with import() so its modules (about 0.3-0.5 s
 * of loading) come after the first health answer; the build keeps it as a separate chunk.
 */
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startEmbeddedMongo, type EmbeddedMongo } from '@peerconnect/embedded-mongo';
import { createApp } from './app';
import type { Config } from './config/env';
import type { StartupGate } from './http/startup-gate';
import { connectDatabase, disconnectDatabase } from './lib/db';
import { createLogger } from './lib/logger';
import { PasswordHasher } from './lib/password';
import { connectScaleOut } from './socket/adapter';
import { createSocketServer } from './socket/socket-server';

const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningApi {
  /** Connects the database; resolves early, without connecting, when a shutdown began. */
  connect(): Promise<void>;
  /**
   * Drops the sockets so clients reconnect to the next server, stops accepting, finishes in-flight
   * requests, closes the database and the embedded server, exits — forced after 10 s.
   */
  shutdown(signal: string): void;
}

export async function startApi(
  config: Config,
  server: Server,
  gate: StartupGate,
): Promise<RunningApi> {
  const logger = createLogger(config.logLevel);
  const hasher = new PasswordHasher({
    cost: config.bcryptCost,
    bcryptPath: createRequire(import.meta.url).resolve('bcryptjs'),
  });
  // One presence registry (the socket layer fills it, recommendations read it) and the rate-limit
  // counters: in this process, or shared with the other instances through Redis.
  const { presence, rateLimitStores, attach, close: closeScaleOut } = await connectScaleOut(
    config.redisUrl,
    logger,
  );
  const io = createSocketServer(config.corsOrigins);
  attach(io);
  gate.open(createApp({ config, logger, hasher, presence, io, rateLimitStores }), io);
  logger.info({ port: config.port }, `PeerConnect listening on http://localhost:${config.port}`);

  let embedded: EmbeddedMongo | undefined;
  let stopping = false;
  return {
    async connect() {
      let uri = config.mongodbUri;
      if (!uri) {
        embedded = await startEmbeddedMongo({ dbPath: join(config.dataDir, 'db') });
        if (stopping) return void (await embedded.stop());
        uri = `${embedded.uri}peerconnect`;
        logger.info({ dataDir: config.dataDir }, 'using the embedded database');
      }
      await connectDatabase(uri, logger);
    },
    shutdown(signal) {
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
    },
  };
}
