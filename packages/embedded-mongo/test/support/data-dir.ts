import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from '../../src';

/** A fresh data directory for each test of the file, removed after it; read it inside a test. */
export function dataDirPerTest(prefix: string): () => string {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  return () => dir;
}

/**
 * Starts in-process servers for a test; any the test did not stop (it failed or timed out first)
 * are stopped after it, so a failure never leaves jest waiting on an open server.
 */
export function serversPerTest(): (options?: EmbeddedMongoOptions) => Promise<EmbeddedMongo> {
  const running = new Set<EmbeddedMongo>();
  afterEach(async () => {
    const left = [...running];
    running.clear();
    await Promise.all(left.map((server) => server.stop()));
  });
  return async (options) => {
    const server = await startEmbeddedMongo(options);
    running.add(server);
    return {
      ...server,
      stop: () => {
        running.delete(server);
        return server.stop();
      },
    };
  };
}

/** Runs `use` with a driver client on `uri`, closed afterwards whatever happens. */
export async function withClient<T>(
  uri: string,
  use: (client: MongoClient) => Promise<T>,
): Promise<T> {
  const client = await new MongoClient(uri, { serverSelectionTimeoutMS: 5000 }).connect();
  try {
    return await use(client);
  } finally {
    await client.close(true);
  }
}

/** Starts a server on `dbPath`, runs `use` on its `app` database, stops it cleanly. */
export async function withAppDatabase<T>(dbPath: string, use: (db: Db) => Promise<T>): Promise<T> {
  const server = await startEmbeddedMongo({ dbPath });
  try {
    return await withClient(server.uri, (client) => use(client.db('app')));
  } finally {
    await server.stop();
  }
}
