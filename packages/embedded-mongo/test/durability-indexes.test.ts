import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from 'mongodb';
import { describeDamage } from '../src/storage/damage';
import { dataDirPerTest, serversPerTest, withAppDatabase, withClient } from './support/data-dir';

const dataDir = dataDirPerTest('embedded-mongo-index-damage-');
const startServer = serversPerTest();
const INDEX_OP = Buffer.from('\x02op\x00\x06\x00\x00\x00index\x00', 'latin1');
const PUT_OP = Buffer.from('\x02op\x00\x04\x00\x00\x00put\x00', 'latin1');

/** The byte offsets of a data file's records of one kind (header: length, CRC; then the payload). */
function recordOffsets(data: Buffer, op: Buffer): number[] {
  const offsets: number[] = [];
  for (let at = 0; at + 8 <= data.length; at += 8 + data.readUInt32LE(at))
    if (data.subarray(at + 12, at + 12 + op.length).equals(op)) offsets.push(at);
  return offsets;
}

/** Where in a record the byte is flipped: its payload's middle or BSON length, or its CRC. */
type Spot = 'middle' | 'length' | 'crc';
const SPOTS = { middle: (length: number) => 8 + (length >> 1), length: () => 9, crc: () => 4 };

/** Flips one bit in each of the given records of a kind (by their order in the file). */
function flipBitInRecords(
  file: string,
  which: number[],
  spot: Spot = 'middle',
  op: Buffer = INDEX_OP,
): void {
  const data = readFileSync(file);
  const offsets = recordOffsets(data, op);
  for (const n of which) {
    const at = offsets[n]!;
    const target = at + SPOTS[spot](data.readUInt32LE(at));
    data[target] = data[target]! ^ 0x01;
  }
  writeFileSync(file, data);
}

/** A unique index on app.users.email, and two users. */
async function addUsers(db: Db): Promise<void> {
  await db.collection('users').createIndex({ email: 1 }, { unique: true });
  await db.collection('users').insertMany([{ email: 'a@x' }, { email: 'b@x' }]);
}

/**
 * A data directory whose users and index are in `file`: a snapshot (the server stopped cleanly),
 * or the journal alone (what a crash leaves, never compacted).
 */
async function usersIn(file: string): Promise<string> {
  if (file === 'snapshot.bin') {
    await withAppDatabase(dataDir(), addUsers);
    return dataDir();
  }
  const live = await startServer({ dbPath: dataDir() });
  await withClient(live.uri, (client) => addUsers(client.db('app')));
  const crashed = join(dataDir(), 'crashed');
  mkdirSync(crashed);
  copyFileSync(join(dataDir(), 'journal.bin'), join(crashed, 'journal.bin'));
  await live.stop();
  return crashed;
}

/** The index and its constraint are there: a second a@x is refused. */
async function expectUniqueEmail(uri: string): Promise<void> {
  await withClient(uri, async (client) => {
    const users = client.db('app').collection('users');
    expect((await users.indexes()).map((index) => index.name)).toEqual(['_id_', 'email_1']);
    await expect(users.insertOne({ email: 'a@x' })).rejects.toMatchObject({ code: 11000 });
  });
}

describe('a damaged index record', () => {
  it.each([
    ['snapshot.bin', 'middle'],
    ['snapshot.bin', 'length'],
    ['journal.bin', 'middle'],
    ['journal.bin', 'length'],
  ] as const)(
    'when one bit of a unique index record in %s flips (%s), then the index and its constraint survive and the damage is reported',
    async (file, spot) => {
      const dir = await usersIn(file);
      flipBitInRecords(join(dir, file), [0], spot);

      const server = await startServer({ dbPath: dir });
      expect(server.damage).toEqual([expect.objectContaining({ file })]);
      expect(server.damage[0]!.indexLost).toBeUndefined();
      await expectUniqueEmail(server.uri);
    },
  );

  it.each(['snapshot.bin', 'journal.bin'])(
    'when the damaged record in %s still reads, then the report names the collection and index',
    async (file) => {
      const dir = await usersIn(file);
      flipBitInRecords(join(dir, file), [1]);

      const server = await startServer({ dbPath: dir });
      expect(server.damage).toEqual([
        expect.objectContaining({ file, collection: 'app.users', index: 'email_1' }),
      ]);
      expect(describeDamage(server.damage)).toMatch(/app\.users, index email_1/);
      await expectUniqueEmail(server.uri);
    },
  );

  it.each(['snapshot.bin', 'journal.bin'])(
    'when every copy of a unique index record in %s is damaged, then the server refuses to start, naming the collection and index, and keeps the files',
    async (file) => {
      const dir = await usersIn(file);
      flipBitInRecords(join(dir, file), [0, 1]);
      const damaged = readFileSync(join(dir, file));

      await expect(startServer({ dbPath: dir })).rejects.toThrow(
        /index definition .* is damaged and has no intact copy \(.*app\.users, index email_1.*\); not starting/,
      );
      expect(readFileSync(join(dir, file)).equals(damaged)).toBe(true);
      expect(existsSync(join(dir, 'mongod.lock'))).toBe(false);
    },
  );

  it("when a damaged document holds a field op: 'index' of its own, then it is not taken for an index record", async () => {
    const dir = await usersIn('snapshot.bin');
    await withAppDatabase(dir, (db) => db.collection('users').insertOne({ op: 'index' }));
    const file = join(dir, 'snapshot.bin');
    flipBitInRecords(file, [recordOffsets(readFileSync(file), PUT_OP).length - 1], 'crc', PUT_OP);

    const server = await startServer({ dbPath: dir });
    expect(server.damage).toEqual([expect.objectContaining({ collection: 'app.users' })]);
    expect(server.damage[0]!.indexLost).toBeUndefined();
    await expectUniqueEmail(server.uri);
  });
});
