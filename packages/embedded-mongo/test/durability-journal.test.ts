import fs, { appendFileSync, copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedMongo } from '../src';
import { dataDirPerTest, withClient } from './support/data-dir';

const dataDir = dataDirPerTest('embedded-mongo-journal-');
const DOCS = 20;

/** A data directory as a crash leaves it: the journal of DOCS inserts, never compacted. */
async function crashedDataDir(): Promise<string> {
  const live = await startEmbeddedMongo({ dbPath: dataDir() });
  await withClient(live.uri, (client) =>
    client
      .db('app')
      .collection('items')
      .insertMany(Array.from({ length: DOCS }, (_, n) => ({ n }))),
  );
  const crashed = join(dataDir(), 'crashed');
  mkdirSync(crashed);
  copyFileSync(join(dataDir(), 'journal.bin'), join(crashed, 'journal.bin'));
  await live.stop();
  return crashed;
}

/** The byte offsets of the journal's records (header: payload length, CRC; then the payload). */
function recordOffsets(data: Buffer): number[] {
  const offsets: number[] = [];
  for (let at = 0; at + 8 <= data.length; at += 8 + data.readUInt32LE(at)) offsets.push(at);
  return offsets;
}

const count = (uri: string) =>
  withClient(uri, (client) => client.db('app').collection('items').countDocuments());

describe('journal tail after a crash', () => {
  it.each([
    ['the first half of a record', (record: Buffer) => record.subarray(0, record.length >> 1)],
    ['a record header alone', (record: Buffer) => record.subarray(0, 6)],
    ['zeros the file system extended it with', () => Buffer.alloc(4096)],
  ])(
    'when the journal ends in %s, then it is cut off quietly and even a server refusing damage starts',
    async (_tail, tornPart) => {
      const dir = await crashedDataDir();
      const journal = join(dir, 'journal.bin');
      const data = readFileSync(journal);
      const [first, second] = recordOffsets(data);
      appendFileSync(journal, tornPart(data.subarray(first, second)));

      const server = await startEmbeddedMongo({ dbPath: dir, onDamage: 'refuse' });
      try {
        expect(server.damage).toEqual([]);
        expect(await count(server.uri)).toBe(DOCS);
      } finally {
        await server.stop();
      }
    },
  );

  it('when a record in the middle of the journal is damaged, then it is still reported, and refused when asked', async () => {
    const dir = await crashedDataDir();
    const journal = join(dir, 'journal.bin');
    const data = readFileSync(journal);
    const offsets = recordOffsets(data);
    const middle = offsets[offsets.length >> 1]!;
    data[middle + 12] = data[middle + 12]! ^ 0xff;
    writeFileSync(journal, data);

    await expect(startEmbeddedMongo({ dbPath: dir, onDamage: 'refuse' })).rejects.toThrow(
      /journal\.bin/,
    );
    const server = await startEmbeddedMongo({ dbPath: dir });
    try {
      expect(server.damage).toEqual([expect.objectContaining({ file: 'journal.bin' })]);
      expect(await count(server.uri)).toBe(DOCS - 1);
    } finally {
      await server.stop();
    }
  });
});

describe('write concern j', () => {
  it('when a write asks for j: true, then the journal is flushed to disk before it is acknowledged; without it, not', async () => {
    const server = await startEmbeddedMongo({ dbPath: dataDir() });
    const fsyncs = jest.spyOn(fs, 'fsyncSync');
    try {
      await withClient(server.uri, async (client) => {
        const items = client.db('app').collection('items');
        await items.insertOne({ n: 0 });
        expect(fsyncs).not.toHaveBeenCalled();
        await items.insertOne({ n: 1 }, { writeConcern: { j: true } });
        expect(fsyncs).toHaveBeenCalledTimes(1);
        await items.updateOne({ n: 1 }, { $set: { seen: true } }, { writeConcern: { j: true } });
        expect(fsyncs).toHaveBeenCalledTimes(2);
      });
    } finally {
      fsyncs.mockRestore();
      await server.stop();
    }
  });
});
