import fs, { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src';
import { dataDirPerTest, withClient } from './support/data-dir';

const dataDir = dataDirPerTest('embedded-mongo-full-');

/**
 * Leaves `room` bytes on the disk for the files written from now on, as a full disk does: a write
 * larger than what is left writes what fits (a short write), and the next one fails with ENOSPC.
 * Pipes and terminals are not the disk. Returns what frees the disk again.
 */
function diskWithRoomFor(room: number): () => void {
  type Write = (fd: number, data: Buffer, offset?: number, length?: number) => number;
  const write = fs.writeSync.bind(fs) as Write;
  let left = room;
  const fullDisk: Write = (fd, data, offset = 0, length = data.length - offset) => {
    if (!fs.fstatSync(fd).isFile()) return write(fd, data, offset, length);
    if (left === 0)
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const wrote = write(fd, data, offset, Math.min(left, length));
    left -= wrote;
    return wrote;
  };
  const spy = jest.spyOn(fs, 'writeSync').mockImplementation(fullDisk as typeof fs.writeSync);
  return () => spy.mockRestore();
}

const OUT_OF_DISK_SPACE = { code: 14031, codeName: 'OutOfDiskSpace' };

/** What a crash now would leave: a copy of the journal alone, read by a fresh server. */
async function afterACrash<T>(dir: string, read: (client: MongoClient) => Promise<T>) {
  const crashed = join(dir, 'crashed');
  mkdirSync(crashed);
  copyFileSync(join(dir, 'journal.bin'), join(crashed, 'journal.bin'));
  const server = await startEmbeddedMongo({ dbPath: crashed });
  try {
    return { damage: server.damage, found: await withClient(server.uri, read) };
  } finally {
    await server.stop();
  }
}

const itemsOf = (client: MongoClient) => client.db('app').collection('items');
const stored = (client: MongoClient) =>
  itemsOf(client)
    .find({}, { projection: { _id: 0, n: 1, note: 1 }, sort: { n: 1 } })
    .toArray();

describe('a full disk', () => {
  it('when a write does not fit, then it is refused with OutOfDiskSpace, undone, not in the journal, and reads and later writes go on', async () => {
    const dir = dataDir();
    const server = await startEmbeddedMongo({ dbPath: dir });
    const checked = withClient(server.uri, async (client) => {
      const items = itemsOf(client);
      await items.createIndex({ n: 1 }, { unique: true });
      await items.insertMany([
        { n: 1, note: 'kept' },
        { n: 2, note: 'kept' },
      ]);
      const journalBytes = statSync(join(dir, 'journal.bin')).size;

      const freeDisk = diskWithRoomFor(40);
      await expect(items.insertOne({ n: 3, note: 'x'.repeat(200) })).rejects.toMatchObject(
        OUT_OF_DISK_SPACE,
      );
      await expect(items.updateOne({ n: 1 }, { $set: { note: 'changed' } })).rejects.toMatchObject(
        OUT_OF_DISK_SPACE,
      );
      await expect(items.deleteOne({ n: 2 })).rejects.toMatchObject(OUT_OF_DISK_SPACE);
      await expect(items.createIndex({ note: 1 })).rejects.toMatchObject(OUT_OF_DISK_SPACE);
      await expect(client.db('app').collection('other').insertOne({})).rejects.toMatchObject(
        OUT_OF_DISK_SPACE,
      );
      // Nothing of the refused writes is seen, and the part of one that reached the disk is gone.
      expect(await stored(client)).toEqual([
        { n: 1, note: 'kept' },
        { n: 2, note: 'kept' },
      ]);
      expect((await items.indexes()).map((index) => index.name)).toEqual(['_id_', 'n_1']);
      const collections = await client.db('app').listCollections().toArray();
      expect(collections.map((collection) => collection.name)).toEqual(['items']);
      expect(statSync(join(dir, 'journal.bin')).size).toBe(journalBytes);
      freeDisk();

      // The unique index kept no entry of the refused insert: the same n goes in now.
      await items.insertOne({ n: 3, note: 'after' });
      expect(await afterACrash(dir, stored)).toEqual({
        damage: [],
        found: [
          { n: 1, note: 'kept' },
          { n: 2, note: 'kept' },
          { n: 3, note: 'after' },
        ],
      });
    });
    await checked.finally(() => server.stop());
  });

  it('when many clients write at once as the disk fills, then exactly the acknowledged writes are stored, live and after a crash', async () => {
    const dir = dataDir();
    const server = await startEmbeddedMongo({ dbPath: dir });
    const acknowledged: number[] = [];
    const checked = withClient(server.uri, (first) =>
      withClient(server.uri, async (second) => {
        await itemsOf(first).insertOne({ n: -1 });
        const freeDisk = diskWithRoomFor(3_000);
        const results = await Promise.allSettled(
          Array.from({ length: 60 }, (_, n) =>
            itemsOf(n % 2 ? first : second)
              .insertOne({ n, note: 'y'.repeat(100) })
              .then(() => acknowledged.push(n)),
          ),
        );
        freeDisk();
        const refused = results.filter((result) => result.status === 'rejected');
        expect(acknowledged.length).toBeGreaterThan(0);
        expect(refused.length).toBeGreaterThan(0);
        for (const result of refused)
          expect((result as PromiseRejectedResult).reason).toMatchObject(OUT_OF_DISK_SPACE);

        const expected = [-1, ...acknowledged].sort((a, b) => a - b);
        const numbersIn = async (client: MongoClient) =>
          (await stored(client)).map((doc) => doc.n as number);
        expect(await numbersIn(first)).toEqual(expected);
        expect(await afterACrash(dir, numbersIn)).toEqual({ damage: [], found: expected });
      }),
    );
    await checked.finally(() => server.stop());
  });

  it('when the server stops cleanly on a full disk, then the snapshot is left as it was and the journal brings everything back', async () => {
    const dir = dataDir();
    const server = await startEmbeddedMongo({ dbPath: dir });
    await withClient(server.uri, (client) =>
      itemsOf(client).insertMany([
        { n: 1, note: 'kept' },
        { n: 2, note: 'kept' },
      ]),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const freeDisk = diskWithRoomFor(0);
    await server.stop();
    freeDisk();
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/compaction failed.*no space/i));
    logged.mockRestore();
    expect(existsSync(join(dir, 'snapshot.tmp'))).toBe(false);

    const restarted = await startEmbeddedMongo({ dbPath: dir });
    const found = await withClient(restarted.uri, stored).finally(() => restarted.stop());
    expect(found).toEqual([
      { n: 1, note: 'kept' },
      { n: 2, note: 'kept' },
    ]);
  });
});
