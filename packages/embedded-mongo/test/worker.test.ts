import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongoInWorker } from '../src/in-worker';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-worker-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function withClient<T>(uri: string, use: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = await new MongoClient(uri, { serverSelectionTimeoutMS: 5000 }).connect();
  try {
    return await use(client);
  } finally {
    await client.close(true);
  }
}

describe('the embedded server in a worker thread', () => {
  it('when it is stopped and started again, then every acknowledged write and the unique index are there', async () => {
    const first = await startEmbeddedMongoInWorker({ dbPath: dir });
    await withClient(first.uri, async (client) => {
      const users = client.db('app').collection('users');
      await users.createIndex({ email: 1 }, { unique: true });
      await users.insertMany([{ email: 'ada@uni.edu' }, { email: 'alan@uni.edu' }]);
      await users.updateOne({ email: 'ada@uni.edu' }, { $set: { name: 'Ada' } });
      await users.deleteOne({ email: 'alan@uni.edu' });
    });
    await first.stop();

    const second = await startEmbeddedMongoInWorker({ dbPath: dir });
    const checked = withClient(second.uri, async (client) => {
      const users = client.db('app').collection('users');
      expect(await users.find({}, { projection: { _id: 0 } }).toArray()).toEqual([
        { email: 'ada@uni.edu', name: 'Ada' },
      ]);
      await expect(users.insertOne({ email: 'ada@uni.edu' })).rejects.toMatchObject({
        code: 11000,
      });
    });
    await checked.finally(() => second.stop());
  });

  it('when the thread cannot start (its data directory is a file), then starting fails with the reason', async () => {
    const notADirectory = join(dir, 'file');
    writeFileSync(notADirectory, '');
    await expect(startEmbeddedMongoInWorker({ dbPath: notADirectory })).rejects.toMatchObject({
      code: 'EEXIST',
    });
  });
});
