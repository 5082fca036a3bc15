import mongoose from 'mongoose';
import { changeFeed } from './change-feed';
import type { Logger } from './logger';

export type DatabaseState = 'connecting' | 'connected' | 'disconnected';

export function databaseState(): DatabaseState {
  switch (mongoose.connection.readyState) {
    case mongoose.ConnectionStates.connected:
      return 'connected';
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

// Another database (a reconnection elsewhere, each test file's own) holds other data than cached.
mongoose.connection.on('connected', () => changeFeed.forgetEverything());

let closing = false;

/**
 * Connects, retrying with backoff: a free-tier database may still be waking up too. Resolves
 * `false` without connecting when a shutdown begins meanwhile.
 */
export async function connectDatabase(
  uri: string,
  logger: Logger,
  attempts = 10,
): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await mongoose.connect(uri, { serverSelectionTimeoutMS: 10_000 });
      logger.info({ attempt }, 'database connected');
      return true;
    } catch (error) {
      if (closing) return false;
      if (attempt >= attempts) throw error;
      const delay = Math.min(30_000, 500 * 2 ** attempt);
      logger.warn(
        { err: error, attempt, retryInMs: delay },
        'database connection failed, retrying',
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
