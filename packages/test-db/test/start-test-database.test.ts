import { MongoClient } from 'mongodb';
import { startTestDatabase, type TestDatabase } from '../src';

describe('startTestDatabase', () => {
  const opened: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of opened) await database.stop();
  });

  it('when two test files each start one, then each gets its own database that the driver can use', async () => {
    const first = await startTestDatabase();
    const second = await startTestDatabase();
    opened.push(first, second);
    expect(new URL(first.uri).pathname).not.toBe(new URL(second.uri).pathname);

    const client = await new MongoClient(first.uri).connect();
    const other = await new MongoClient(second.uri).connect();
    try {
      await client.db().collection('users').insertOne({ email: 'a@example.com' });
      expect(await client.db().collection('users').countDocuments()).toBe(1);
      expect(await other.db().collection('users').countDocuments()).toBe(0);
    } finally {
      await client.close();
      await other.close();
    }
  });

  it('when stopped, then its data is gone for the next run', async () => {
    const database = await startTestDatabase();
    const client = await new MongoClient(database.uri).connect();
    await client.db().collection('notes').insertOne({ text: 'left behind?' });
    await client.close();
    await database.stop();

    expect(await databaseStillReachable(database.uri)).toBe(false);
  });
});

/**
 * On a shared server (MONGODB_URI) the stopped database must no longer be listed; a server started
 * for the test must no longer answer at all.
 */
async function databaseStillReachable(uri: string): Promise<boolean> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 500 });
  try {
    await client.connect();
    const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
    return databases.some(({ name }) => name === client.db().databaseName);
  } catch {
    return false;
  } finally {
    await client.close();
  }
}
