import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src';

let dir: string;
const servers: EmbeddedMongo[] = [];
const clients: MongoClient[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-indexes-'));
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close(true)));
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  rmSync(dir, { recursive: true, force: true });
});

async function open(): Promise<Db> {
  const server = await startEmbeddedMongo({ dbPath: dir });
  servers.push(server);
  const client = await new MongoClient(server.uri).connect();
  clients.push(client);
  return client.db('app');
}

/** A first server's writes, left in its journal as after a crash (no clean stop, no compaction). */
async function writeWithoutStopping(): Promise<void> {
  const db = await open();
  const people = db.collection('people');
  await people.createIndex({ email: 1 }, { unique: true });
  await people.createIndex({ tags: 1 });
  await people.insertMany(
    Array.from({ length: 50 }, (_, i) => ({
      email: `p${i}@uni.edu`,
      age: i,
      tags: ['a', `t${i}`],
    })),
  );
  await people.updateOne({ email: 'p1@uni.edu' }, { $set: { email: 'renamed@uni.edu' } });
  await people.deleteOne({ email: 'p2@uni.edu' });
  // An index created over existing documents, and one dropped again.
  await people.createIndex({ age: -1, email: 1 });
  await people.createIndex({ gone: 1 });
  await people.dropIndex('gone_1');
}

describe('indexes after a restart', () => {
  it('when the journal is replayed, then every index answers for the documents as they were last written', async () => {
    await writeWithoutStopping();
    const people = (await open()).collection('people');

    expect(await people.findOne({ email: 'p1@uni.edu' })).toBeNull();
    expect(await people.findOne({ email: 'renamed@uni.edu' })).toMatchObject({ age: 1 });
    expect(await people.countDocuments({ tags: 'a' })).toBe(49);
    expect(await people.findOne({ tags: 't2' })).toBeNull();
    const oldest = await people
      .find({ age: { $gte: 46 } }, { projection: { _id: 0, age: 1 } })
      .sort({ age: -1, email: 1 })
      .toArray();
    expect(oldest).toEqual([{ age: 49 }, { age: 48 }, { age: 47 }, { age: 46 }]);
    expect((await people.indexes()).map((index) => index.name)).toEqual([
      '_id_',
      'email_1',
      'tags_1',
      'age_-1_email_1',
    ]);
  });

  it('when a restarted server is written to at once, then unique keys are still enforced against the recovered documents', async () => {
    await writeWithoutStopping();
    const people = (await open()).collection('people');

    await expect(people.insertOne({ email: 'renamed@uni.edu' })).rejects.toMatchObject({
      code: 11000,
    });
    await expect(
      people.updateOne({ email: 'p3@uni.edu' }, { $set: { email: 'p4@uni.edu' } }),
    ).rejects.toMatchObject({ code: 11000 });
    // The deleted and the renamed-away addresses are free again.
    await people.insertMany([{ email: 'p1@uni.edu' }, { email: 'p2@uni.edu' }]);
    expect(await people.countDocuments({ email: { $in: ['p1@uni.edu', 'p2@uni.edu'] } })).toBe(2);
  });
});
