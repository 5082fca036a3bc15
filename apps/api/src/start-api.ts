/**
 * Everything index.ts loads after the server listens: Redis when REDIS_URL is set (the socket.io
 * adapter must be in place before the first socket), the Express app and socket.io taking over the
 * server, then the database (MONGODB_URI, or the embedded server under DATA_DIR/db, which index.ts
 * started in a worker thread); requests that need data meanwhile wait in mongoose's buffer. Loaded
 * with import() so its modules load after the first health answer; the build keeps it as a
 * separate chunk.
 */
import type { Server } from 'node:http';
import { describeDamage, type EmbeddedMongoThread } from '@peerconnect/embedded-mongo/worker';
import { createApp } from './app';
import type { Config } from './config/env';
import type { StartupGate } from './http/startup-gate';
import {
  connectDatabase,
  disconnectDatabase,
  holdUntilIndexed,
  reportRecoveredWithLoss,
} from './lib/db';
import { createJobQueue } from './lib/job-queue';
import { createLogger, prettyDestination } from './lib/logger';
import { runOnce } from './lib/migrations';
import { pictureStoreFor } from './lib/pictures/picture-store';
import { PasswordHasher } from './lib/password';
import { createMailer } from '@/modules/mail';
import { fillEndDates } from '@/modules/activities';
import { oneLiveTiePerPair } from '@/modules/friends';
import { summariseConversations } from '@/modules/messages';
import { moveLegacyUploads } from '@/modules/pictures';
import { moveToInterestKeys, verifyStudentsFromBeforeVerification } from '@/modules/users';
import { connectScaleOut } from './socket/adapter';
import { createSocketServer } from './socket/socket-server';

/** How long in-flight requests may take to finish once a shutdown begins; then they are cut. */
const REQUEST_GRACE_MS = 5_000;
const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningApi {
  /** Connects the database; resolves early, without connecting, when a shutdown began. */
  connect(): Promise<void>;
  /**
   * Drops the sockets so clients reconnect to the next server, stops accepting, finishes in-flight
   * requests (cut after 5 s), closes the database and the embedded server, exits — forced after 10 s.
   */
  shutdown(signal: string): void;
}

/**
 * `database` is MONGODB_URI, or the embedded server starting in its own thread (index.ts starts it
 * before loading this module).
 */
export async function startApi(
  config: Config,
  server: Server,
  gate: StartupGate,
  database: string | Promise<EmbeddedMongoThread>,
): Promise<RunningApi> {
  const logger = createLogger(
    config.logLevel,
    config.logFormat === 'pretty' ? prettyDestination() : undefined,
  );
  const hasher = new PasswordHasher({
    cost: config.bcryptCost,
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
  holdUntilIndexed();
  const mailer = createMailer(config.mail, logger);
  const pictures = pictureStoreFor(config);
  const jobs = createJobQueue(logger);
  gate.open(
    createApp({
      config,
      logger,
      hasher,
      presence,
      io,
      rateLimitStores,
      mailer,
      pictures,
      jobs,
    }),
    io,
  );
  logger.info({ port: config.port }, `PeerConnect listening on http://localhost:${config.port}`);

  let stopping = false;
  /** The embedded server's database URI, watched for a crash; undefined when a shutdown began. */
  const useEmbedded = (thread: EmbeddedMongoThread): string | undefined => {
    // Requests would wait for a database that is gone: exit, so the host starts a new instance.
    thread.onCrash((error) => {
      logger.fatal({ err: error }, 'the embedded database stopped; exiting');
      process.exit(1);
    });
    if (stopping) return undefined;
    logger.info({ dataDir: config.dataDir }, 'using the embedded database');
    if (thread.damage.length > 0) {
      reportRecoveredWithLoss();
      logger.error(
        { damage: thread.damage },
        `the embedded database skipped damaged records: ${describeDamage(thread.damage)}; the damaged files are kept beside them (EMBEDDED_DB_ON_DAMAGE=refuse refuses to start instead)`,
      );
    }
    return `${thread.uri}peerconnect`;
  };
  return {
    async connect() {
      const uri = typeof database === 'string' ? database : useEmbedded(await database);
      const name = config.mongodbUri ? 'MONGODB_URI' : 'The embedded database';
      if (!uri || !(await connectDatabase(uri, logger, { name }))) return;
      // Mail queued before a restart (or while SMTP was down) goes out now; so do reminders that
      // fell due while the server slept (those of activities already started are dropped).
      mailer.queue.start();
      jobs
        .start()
        .catch((error: unknown) => logger.error({ err: error }, 'the job queue could not start'));
      // In the background: requests are served meanwhile (a student not yet filled in is only
      // missing from others' friend suggestions until then).
      void runOnce('users.moveToInterestKeys', moveToInterestKeys).then(
        (filled) => filled && logger.info({ filled }, 'interest keys filled in'),
        (error: unknown) => logger.error({ err: error }, 'filling in interest keys failed'),
      );
      void runOnce(
        'users.verifyStudentsFromBeforeVerification',
        verifyStudentsFromBeforeVerification,
      ).then(
        (verified) =>
          verified &&
          logger.info({ verified }, 'students from before verification marked verified'),
        (error: unknown) =>
          logger.error({ err: error }, 'marking earlier students verified failed'),
      );
      void runOnce('activities.fillEndDates', fillEndDates).then(
        (filled) => filled && logger.info({ filled }, 'activity ends filled in'),
        (error: unknown) => logger.error({ err: error }, 'filling in activity ends failed'),
      );
      void runOnce('friends.oneLiveTiePerPair', oneLiveTiePerPair).then(
        (removed) =>
          removed && logger.info({ removed }, 'requests left beside friendships removed'),
        (error: unknown) => logger.error({ err: error }, 'one live tie per pair failed'),
      );
      void runOnce('messages.summariseConversations', summariseConversations).then(
        (rooms) => rooms && logger.info({ rooms }, 'inbox conversations listed'),
        (error: unknown) => logger.error({ err: error }, 'listing inbox conversations failed'),
      );
      // Each instance moves its own disk's files; an old URL answers once its file is moved.
      void moveLegacyUploads(config.dataDir, pictures).then(
        (moved) =>
          moved.moved + moved.unreferenced + moved.unreadable > 0 &&
          logger.info(moved, 'pictures moved from DATA_DIR/uploads into the store'),
        (error: unknown) => logger.error({ err: error }, 'moving DATA_DIR/uploads failed'),
      );
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
          await jobs.stop();
          await mailer.queue.stop();
          await disconnectDatabase();
          // Also when connect() never ran (a signal during loading): the thread flushes its journal.
          if (typeof database !== 'string') await (await database.catch(() => undefined))?.stop();
          await closeScaleOut();
          await hasher.close();
          await pictures.close();
        } catch (error) {
          logger.error({ err: error }, 'error while shutting down');
        }
        process.exit(0);
      });
      server.closeIdleConnections();
      // A connection still busy after the grace (a client stalled while sending, or not reading) is
      // cut, so the database still closes cleanly; that client sees a lost connection.
      setTimeout(() => server.closeAllConnections(), REQUEST_GRACE_MS).unref();
    },
  };
}
