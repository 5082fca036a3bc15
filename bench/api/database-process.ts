/**
 * The embedded database alone (its CLI) on an API data directory, as a process of its own: the
 * stand-in for a managed MongoDB when a benchmark measures the API without its database.
 */
import { join } from 'node:path';
import { freePort, listeningAddress, startTsxProcess } from '@peerconnect/bench-kit';
import { EMBEDDED_MONGO_CLI } from '../repo';

export interface DatabaseProcess {
  /** The URI the API is given as MONGODB_URI. */
  uri: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts the database on `dataDir`'s `db` folder (where the API keeps it) once it listens. */
export async function startDatabase(dataDir: string): Promise<DatabaseProcess> {
  const port = await freePort();
  const database = startTsxProcess(
    EMBEDDED_MONGO_CLI,
    ['--port', `${port}`, '--dbpath', join(dataDir, 'db')],
    { stdout: 'pipe' },
  );
  await listeningAddress(database);
  return {
    uri: `mongodb://127.0.0.1:${port}/peerconnect`,
    pid: database.child.pid!,
    stop: database.stop,
  };
}
