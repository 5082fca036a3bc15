import type { Collection, Document } from 'mongodb';
import { openTestServer, type TestServer } from './support/server';

let server: TestServer;
let words: Collection<Document>;
const caseless = { locale: 'en_US', strength: 2 };

beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  words = server.db.collection(`words_${Math.random().toString(36).slice(2)}`);
  await words.insertMany([
    { _id: 1, w: 'ping' },
    { _id: 2, w: 'Zeta' },
    { _id: 3, w: 'alpha' },
  ] as Document[]);
});

describe('collation (issue #33, cause 2)', () => {
  it('when a find, count, update and delete carry a strength-2 collation, then case is ignored', async () => {
    expect(await words.find({ w: 'PING' }, { collation: caseless }).toArray()).toHaveLength(1);
    expect(await words.countDocuments({ w: 'PING' }, { collation: caseless })).toBe(1);
    const updated = await words.updateOne(
      { w: 'PING' },
      { $set: { w: 'pong' } },
      { collation: caseless },
    );
    expect(updated.modifiedCount).toBe(1);
    const deleted = await words.deleteOne({ w: 'PONG' }, { collation: caseless });
    expect(deleted.deletedCount).toBe(1);
  });

  it('when sorting under a collation, then strings come in the locale order', async () => {
    const sorted = await words.find({}, { collation: { locale: 'en' }, sort: { w: 1 } }).toArray();
    expect(sorted.map((doc) => doc.w)).toEqual(['alpha', 'ping', 'Zeta']);
  });

  it('when the collection has a default collation, then its operations use it', async () => {
    const name = `default_${Math.random().toString(36).slice(2)}`;
    await server.db.createCollection(name, { collation: { locale: 'en_US', strength: 1 } });
    const people = server.db.collection(name);
    await people.insertMany([{ name: 'alpha' }, { name: 'Zeta' }]);
    const sorted = await people.find({}).sort({ name: 1 }).toArray();
    expect(sorted.map((doc) => doc.name)).toEqual(['alpha', 'Zeta']);
    expect(await people.countDocuments({ name: 'ZETA' })).toBe(1);
  });

  it('when a unique index has a case-insensitive collation, then a value differing in case is a duplicate', async () => {
    await words.createIndex({ w: 1 }, { unique: true, collation: caseless });
    await expect(words.insertOne({ w: 'PING' })).rejects.toMatchObject({ code: 11000 });
    const [, index] = await words.listIndexes().toArray();
    expect(index?.collation).toMatchObject({ locale: 'en_US', strength: 2 });
  });

  it('when a string range is asked under a collation, then it is refused rather than compared in binary', async () => {
    await expect(
      words.find({ w: { $gt: 'a' } }, { collation: caseless }).toArray(),
    ).rejects.toMatchObject({ code: 2 });
  });

  it('when the locale is unknown, then it is refused as mongod refuses it', async () => {
    await expect(
      words.find({}, { collation: { locale: 'xx_nowhere' } }).toArray(),
    ).rejects.toMatchObject({ code: 2 });
  });
});
