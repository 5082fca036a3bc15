import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedMongo } from '../src';
import { dataDirPerTest, withAppDatabase, withClient } from './support/data-dir';

const dataDir = dataDirPerTest('embedded-mongo-damage-');
const PUT = Buffer.from('\x02op\x00\x04\x00\x00\x00put\x00', 'latin1');
const DOCS = 30;

/** The byte offsets of the put records of a data file (header: length, CRC; then the payload). */
function putOffsets(file: string): number[] {
  const data = readFileSync(file);
  const offsets: number[] = [];
  for (let at = 0; at + 8 <= data.length; at += 8 + data.readUInt32LE(at))
    if (data.subarray(at + 12, at + 12 + PUT.length).equals(PUT)) offsets.push(at);
  return offsets;
}

/** Flips one byte in the middle of the `which` put record's payload. */
function flipByteIn(file: string, which: 'first' | 'middle' | 'last'): void {
  const offsets = putOffsets(file);
  const at = { first: offsets[0]!, middle: offsets[offsets.length >> 1]!, last: offsets.at(-1)! }[
    which
  ];
  const data = readFileSync(file);
  const target = at + 8 + (data.readUInt32LE(at) >> 1);
  data[target] = data[target]! ^ 0xff;
  writeFileSync(file, data);
}

async function fill(uri: string) {
  await withClient(uri, (client) =>
    client
      .db('app')
      .collection('items')
      .insertMany(Array.from({ length: DOCS }, (_, n) => ({ n, note: `item ${n}` }))),
  );
}

/** What a crash leaves of the items: a data directory with the journal only, never compacted. */
async function crashedDataDir(): Promise<string> {
  const live = await startEmbeddedMongo({ dbPath: dataDir() });
  await fill(live.uri);
  const crashed = join(dataDir(), 'crashed');
  mkdirSync(crashed);
  copyFileSync(join(dataDir(), 'journal.bin'), join(crashed, 'journal.bin'));
  await live.stop();
  return crashed;
}

const count = (uri: string) =>
  withClient(uri, (client) => client.db('app').collection('items').countDocuments());

describe('damaged records', () => {
  it.each(['first', 'middle', 'last'] as const)(
    'when one byte of the %s document in the snapshot is flipped, then exactly that document is lost, reported with its collection, the file kept aside, and the next start is clean',
    async (which) => {
      const dir = dataDir();
      await withAppDatabase(dir, (db) =>
        db.collection('items').insertMany(Array.from({ length: DOCS }, (_, n) => ({ n }))),
      );
      flipByteIn(join(dir, 'snapshot.bin'), which);
      const damaged = readFileSync(join(dir, 'snapshot.bin'));

      const server = await startEmbeddedMongo({ dbPath: dir });
      expect(await count(server.uri)).toBe(DOCS - 1);
      expect(server.damage).toEqual([
        expect.objectContaining({ file: 'snapshot.bin', collection: 'app.items' }),
      ]);
      const keptAs = server.damage[0]!.keptAs;
      expect(readFileSync(keptAs).equals(damaged)).toBe(true);
      await server.stop();

      const again = await startEmbeddedMongo({ dbPath: dir });
      expect(again.damage).toEqual([]);
      expect(await count(again.uri)).toBe(DOCS - 1);
      await again.stop();
    },
  );

  it.each(['first', 'middle'] as const)(
    'when the record of the %s document in the journal is damaged, then the records after it are kept, and so is the damaged file',
    async (which) => {
      const crashed = await crashedDataDir();
      flipByteIn(join(crashed, 'journal.bin'), which);

      const server = await startEmbeddedMongo({ dbPath: crashed });
      expect(await count(server.uri)).toBe(DOCS - 1);
      const last = await withClient(server.uri, (client) =>
        client
          .db('app')
          .collection('items')
          .findOne({ n: DOCS - 1 }),
      );
      expect(last).toMatchObject({ note: `item ${DOCS - 1}` });
      expect(server.damage).toEqual([
        expect.objectContaining({ file: 'journal.bin', collection: 'app.items' }),
      ]);
      expect(readdirSync(crashed).some((name) => name.startsWith('journal.bin.damaged-'))).toBe(
        true,
      );
      await server.stop();
    },
  );

  it('when the last complete journal record is damaged (not torn), then it is reported, not dropped quietly', async () => {
    const crashed = await crashedDataDir();
    flipByteIn(join(crashed, 'journal.bin'), 'last');
    const server = await startEmbeddedMongo({ dbPath: crashed });
    expect(await count(server.uri)).toBe(DOCS - 1);
    expect(server.damage).toHaveLength(1);
    await server.stop();
  });

  it('when asked to refuse damaged data, then the start fails naming the damage and leaves the files as they are', async () => {
    const dir = dataDir();
    await withAppDatabase(dir, (db) => db.collection('items').insertMany([{ n: 1 }, { n: 2 }]));
    flipByteIn(join(dir, 'snapshot.bin'), 'first');
    const damaged = readFileSync(join(dir, 'snapshot.bin'));
    await expect(startEmbeddedMongo({ dbPath: dir, onDamage: 'refuse' })).rejects.toThrow(
      /damaged \(1 damaged stretch: snapshot\.bin at byte \d+, \d+ bytes \(app\.items\)\); not starting/,
    );
    expect(readFileSync(join(dir, 'snapshot.bin')).equals(damaged)).toBe(true);
    expect(existsSync(join(dir, 'mongod.lock'))).toBe(false);
  });
});
