import { API_MESSAGES, type HealthResponse } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { AppError } from './app-error';
import { ensureIndexesOnce } from './indexes';
import type { Logger } from './logger';

export type DatabaseState = HealthResponse['database'];

/** Seconds a client is asked to wait before trying again while the database cannot serve it. */
export const RETRY_AFTER_S = 5;

/**
 * How long an operation waits for a database that is not answering before it fails (server
 * selection, and mongoose's buffer while disconnected): a request then gets its 503 within 2 s
 * instead of hanging for the driver's default 10 s or 30 s.
 */
export const DATABASE_WAIT_MS = 1_500;
mongoose.set('bufferTimeoutMS', DATABASE_WAIT_MS);

const UNAVAILABLE_ERRORS = [
  mongoose.mongo.MongoNetworkError,
  mongoose.mongo.MongoServerSelectionError,
  mongoose.mongo.MongoNotConnectedError,
  mongoose.mongo.MongoTopologyClosedError,
  mongoose.mongo.MongoServerClosedError,
  mongoose.Error.MongooseServerSelectionError,
];

/** The database could not be reached for this operation (not a refusal of the operation itself). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (UNAVAILABLE_ERRORS.some((type) => error instanceof type)) return true;
  // mongoose's buffer timeout is a plain MongooseError; only its text tells it apart.
  return error instanceof mongoose.Error && /buffering timed out/.test(error.message);
}

/** mongod's and the embedded server's OutOfDiskSpace: the write was refused and nothing saved. */
export const isDiskFull = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === 14031;

let recoveredWithLoss = false;

/** The embedded database skipped damaged records when it loaded: health says so until a restart. */
export function reportRecoveredWithLoss(): void {
  recoveredWithLoss = true;
}

export function databaseState(): DatabaseState {
  switch (mongoose.connection.readyState) {
    case mongoose.ConnectionStates.connected:
      return recoveredWithLoss ? 'recovered-with-loss' : 'connected';
    case mongoose.ConnectionStates.connecting:
      return 'connecting';
    default:
      return 'disconnected';
  }
}

// Unknown filter fields are dropped rather than matched. Operator injection is stopped earlier: the
// body guard refuses `$` keys and every input is parsed by the contracts' schemas, which accept text
// where text is expected. sanitizeFilter is not global: services build their own operator filters
// ($in, $ne, $or) from ObjectIds they construct, and wrapping each in mongoose.trusted() would only
// add noise. It is set per query where a client's text goes straight into a filter (sign-in,
// registration, find by email); see docs/security.md.
mongoose.set('strictQuery', true);

let closing = false;
let everConnected = false;
let indexesReady: Promise<void> = Promise.resolve();
let markIndexesReady = () => {};

/**
 * From now until `connectDatabase` has made every model's indexes, requests that need the database
 * wait: a unique index that does not exist yet guards nothing (two racing sign-ups with one email,
 * two crossing friend requests would both be stored).
 */
export function holdUntilIndexed(): void {
  indexesReady = new Promise((resolve) => (markIndexesReady = resolve));
}

export const untilIndexesReady = (): Promise<void> => indexesReady;
mongoose.connection.on('connected', () => (everConnected = true));

/**
 * True once a database connection has been made, and from then on even while the database is away:
 * a deploy whose database never answers fails this, while an outage later (which a restart cannot
 * fix) does not.
 */
export const hasStarted = (): boolean => everConnected;

export const databaseUnavailable = () =>
  new AppError(503, API_MESSAGES.databaseUnavailable, 'DATABASE_UNAVAILABLE');

const timedOut = (ms: number) =>
  new Promise<false>((resolve) => setTimeout(() => resolve(false), ms).unref());

/**
 * Whether a request may go to the database: at start it waits up to `ms` for the indexes (a unique
 * index that does not exist yet guards nothing); a database that is lost, or not there after `ms`,
 * is a no at once, so the request is refused rather than left hanging.
 */
export async function databaseUsable(ms = DATABASE_WAIT_MS): Promise<boolean> {
  if (databaseLost()) return false;
  const ready = await Promise.race([indexesReady.then(() => true), timedOut(ms)]);
  return ready && !databaseLost();
}

/** Readiness: connected, and the database answers a ping within `ms`. */
export async function databaseAnswers(ms = 1_000): Promise<boolean> {
  const state = databaseState();
  const { db } = mongoose.connection;
  if (!db || (state !== 'connected' && state !== 'recovered-with-loss')) return false;
  const ping = db.command({ ping: 1 }).then(
    () => true,
    () => false,
  );
  return Promise.race([ping, timedOut(ms)]);
}

let unavailabilityLogged = false;
/**
 * True for the first refusal since the database was last available: an outage is logged once,
 * not once per request (or per load balancer probe).
 */
export function firstRefusalOfOutage(): boolean {
  if (unavailabilityLogged) return false;
  unavailabilityLogged = true;
  return true;
}
for (const event of ['connected', 'reconnected'])
  mongoose.connection.on(event, () => (unavailabilityLogged = false));

/**
 * True while a database that was connected is lost: requests are then refused at once (503) rather
 * than held until the driver gives up. Before the first connection they wait, as at start-up.
 */
export function databaseLost(): boolean {
  return everConnected && !closing && databaseState() === 'disconnected';
}

/** Where the connection's losses and returns are logged: the logger of the last connect. */
let connectionLog: Logger | undefined;
mongoose.connection.on('disconnected', () => {
  if (!closing) connectionLog?.error('database connection lost');
});
mongoose.connection.on('reconnected', () => connectionLog?.info('database reconnected'));

export interface ConnectOptions {
  /** What the URI is, for the messages: the variable it came from, or the embedded database. */
  name: string;
  attempts?: number;
  selectionTimeoutMs?: number;
}

/**
 * Connects, retrying with backoff: a free-tier database may still be waking up too. Resolves
 * `false` without connecting when a shutdown begins meanwhile; gives up naming where the URI came from.
 */
export async function connectDatabase(
  uri: string,
  logger: Logger,
  { name, attempts = 10, selectionTimeoutMs = DATABASE_WAIT_MS }: ConnectOptions,
): Promise<boolean> {
  connectionLog = logger;
  for (let attempt = 1; ; attempt += 1) {
    try {
      // Indexes are built by ensureIndexesOnce, only when their definitions are new (indexes.ts).
      await mongoose.connect(uri, {
        serverSelectionTimeoutMS: selectionTimeoutMs,
        autoIndex: false,
        autoCreate: false,
      });
      await ensureIndexesOnce();
      markIndexesReady();
      logger.info({ attempt }, 'database connected');
      return true;
    } catch (error) {
      if (closing || attempt >= attempts) markIndexesReady();
      if (closing) return false;
      if (attempt >= attempts) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          `${name} could not be reached after ${attempts} attempts (${reason}): check the address and that the database accepts connections from this host.`,
          { cause: error },
        );
      }
      const delay = Math.min(30_000, 500 * 2 ** attempt);
      logger.warn(
        { err: error, attempt, retryInMs: delay },
        `${name}: database connection failed, retrying`,
      );
      await new Promise((wait) => setTimeout(wait, delay));
      if (closing) return false;
    }
  }
}

/** Closes the connection and stops any retry still waiting. */
export function disconnectDatabase(): Promise<void> {
  closing = true;
  return mongoose.disconnect();
}
