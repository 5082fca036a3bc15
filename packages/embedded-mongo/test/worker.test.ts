import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedMongoInWorker } from '../src/in-worker';
import { dataDirPerTest, withClient } from './support/data-dir';

const dataDir = dataDirPerTest('embedded-mongo-worker-');

describe('the embedded server in a worker thread', () => {
  it('when it is stopped and started again, then every acknowledged write and the unique index are there', async () => {
    const first = await startEmbeddedMongoInWorker({ dbPath: dataDir() });
    await withClient(first.uri, async (client) => {
      const users = client.db('app').collection('users');
      await users.createIndex({ email: 1 }, { unique: true });
      await users.insertMany([{ email: 'ada@uni.edu' }, { email: 'alan@uni.edu' }]);
      await users.updateOne({ email: 'ada@uni.edu' }, { $set: { name: 'Ada' } });
      await users.deleteOne({ email: 'alan@uni.edu' });
    });
    await first.stop();

    const second = await startEmbeddedMongoInWorker({ dbPath: dataDir() });
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
    const notADirectory = join(dataDir(), 'file');
    writeFileSync(notADirectory, '');
    await expect(startEmbeddedMongoInWorker({ dbPath: notADirectory })).rejects.toMatchObject({
      code: 'EEXIST',
    });
  });
});
