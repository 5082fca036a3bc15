import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { startEmbeddedMongo } from '../../src';

/** A fresh data directory for each test of the file, removed after it; read it inside a test. */
export function dataDirPerTest(prefix: string): () => string {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  return () => dir;
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
