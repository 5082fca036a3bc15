import { randomBytes } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { startEmbeddedMongo } from '../../src';

export interface TestServer {
  client: MongoClient;
  db: Db;
  uri: string;
  close(): Promise<void>;
}

/**
 * The server under test: a real mongod when MONGODB_URI is set (to check fidelity), otherwise the
 * embedded server in memory. Each test file gets its own database.
 */
export async function openTestServer(): Promise<TestServer> {
  const name = `engine_${randomBytes(4).toString('hex')}`;
  const shared = process.env.MONGODB_URI;
  const embedded = shared ? undefined : await startEmbeddedMongo();
  const url = new URL(shared ?? embedded!.uri);
  url.pathname = `/${name}`;
  const uri = url.toString();
  const client = await new MongoClient(uri).connect();
  return {
    client,
    db: client.db(),
    uri,
    close: async () => {
      if (shared) await client.db().dropDatabase();
      await client.close();
      await embedded?.stop();
    },
  };
}
