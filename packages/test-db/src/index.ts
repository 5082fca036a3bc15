/**
 * Gives each test file an isolated database:
 * - `MONGODB_URI` set → a uniquely named database on that server (how CI checks against real mongod);
 * - `TEST_MONGO=memory-server` → mongodb-memory-server, a real mongod (needs internet on first use);
 * - otherwise → the embedded server, in memory, in this process.
 * It says once per process which one it uses.
 */
import { randomBytes } from 'node:crypto';
import { startEmbeddedMongo } from '@peerconnect/embedded-mongo';
import { MongoClient } from 'mongodb';

export interface TestDatabase {
  /** A connection string naming this test file's own database. */
  uri: string;
  /** Drops the database (on a shared server) and stops any server started for it. */
  stop(): Promise<void>;
}

let announced = false;
function announce(kind: string): void {
  if (announced) return;
  announced = true;
  process.stderr.write(`test-db: using ${kind}\n`);
}

function withDatabase(serverUri: string, name: string): string {
  const url = new URL(serverUri);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(uri: string): Promise<void> {
  const client = new MongoClient(uri);
  try {
    await client.connect();
    await client.db().dropDatabase();
  } finally {
    await client.close();
  }
}

export async function startTestDatabase(): Promise<TestDatabase> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  // Read here, once, because the harness decides where every test's data lives.
  const { MONGODB_URI: sharedUri, TEST_MONGO: mode } = process.env;

  if (sharedUri) {
    announce(`the MongoDB server at MONGODB_URI`);
    const uri = withDatabase(sharedUri, name);
    return { uri, stop: () => dropDatabase(uri) };
  }

  if (mode === 'memory-server') {
    announce('mongodb-memory-server (a real mongod)');
    const { MongoMemoryServer } = await import('mongodb-memory-server');
    const server = await MongoMemoryServer.create();
    return {
      uri: withDatabase(server.getUri(), name),
      stop: async () => void (await server.stop()),
    };
  }

  announce('the embedded MongoDB-compatible server (in memory)');
  const server = await startEmbeddedMongo();
  return { uri: withDatabase(server.uri, name), stop: () => server.stop() };
}
