import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedMongo } from '../src';
import { describeDamage } from '../src/storage/damage';
import { dataDirPerTest, withAppDatabase, withClient } from './support/data-dir';

const dataDir = dataDirPerTest('embedded-mongo-index-damage-');
const INDEX_OP = Buffer.from('\x02op\x00\x06\x00\x00\x00index\x00', 'latin1');

/** Flips one byte in the middle of the snapshot's index record. */
function flipByteInIndexRecord(file: string): void {
  const data = readFileSync(file);
  let at = 0;
  while (!data.subarray(at + 12, at + 12 + INDEX_OP.length).equals(INDEX_OP))
    at += 8 + data.readUInt32LE(at);
  const target = at + 8 + (data.readUInt32LE(at) >> 1);
  data[target] = data[target]! ^ 0x01;
  writeFileSync(file, data);
}

describe('a damaged index record', () => {
  it('when one bit of a unique index record in the snapshot flips, then the index and its constraint survive and the damage names the collection and index', async () => {
    const dir = dataDir();
    await withAppDatabase(dir, async (db) => {
      await db.collection('users').createIndex({ email: 1 }, { unique: true });
      await db.collection('users').insertMany([{ email: 'a@x' }, { email: 'b@x' }]);
    });
    flipByteInIndexRecord(join(dir, 'snapshot.bin'));

    const server = await startEmbeddedMongo({ dbPath: dir });
    try {
      expect(server.damage).toEqual([
        expect.objectContaining({
          file: 'snapshot.bin',
          collection: 'app.users',
          index: 'email_1',
        }),
      ]);
      expect(describeDamage(server.damage)).toMatch(/app\.users.*email_1/);
      await withClient(server.uri, async (client) => {
        const users = client.db('app').collection('users');
        expect((await users.indexes()).map((index) => index.name)).toEqual(['_id_', 'email_1']);
        await expect(users.insertOne({ email: 'a@x' })).rejects.toMatchObject({ code: 11000 });
      });
    } finally {
      await server.stop();
    }
  });
});
