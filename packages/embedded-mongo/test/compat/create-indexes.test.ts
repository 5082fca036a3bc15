import type { Collection, Document } from 'mongodb';
import { openTestServer, type TestServer } from '../support/server';

let server: TestServer;
let docs: Collection<Document>;

beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  docs = server.db.collection(`ix_${Math.random().toString(36).slice(2)}`);
});

const createIndex = (index: Document) =>
  server.db.command({ createIndexes: docs.collectionName, indexes: [index] });

describe('createIndexes refuses what mongod refuses (issue #51)', () => {
  it.each([
    ['an unknown option', { key: { a: 1 }, name: 'a_1', colour: 'red' }, 197],
    ['a key of 0', { key: { a: 0 }, name: 'a_0' }, 67],
    ['an unknown plugin', { key: { a: 'fancy' }, name: 'a_fancy' }, 67],
    ['weights on a non-text index', { key: { a: 1 }, name: 'a_1', weights: { a: 2 } }, 67],
    ['a string expireAfterSeconds', { key: { t: 1 }, name: 't_1', expireAfterSeconds: '60' }, 67],
    ['unique on _id', { key: { _id: 1 }, name: '_id_', unique: true }, 197],
    [
      '$ne in a partial filter',
      { key: { a: 1 }, name: 'a_1', partialFilterExpression: { a: { $ne: 1 } } },
      67,
    ],
    ['a unique hashed key', { key: { a: 'hashed' }, name: 'a_hashed', unique: true }, 16764],
    ['two hashed keys', { key: { a: 'hashed', b: 'hashed' }, name: 'a_b' }, 31303],
    ['a text index', { key: { body: 'text' }, name: 'body_text' }, 67],
    ['a 2dsphere index', { key: { at: '2dsphere' }, name: 'at_2dsphere' }, 67],
  ])('when an index has %s, then it is refused and not created', async (_what, index, code) => {
    await docs.insertOne({ a: 1 });
    await expect(createIndex(index)).rejects.toMatchObject({ code });
    expect((await docs.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('when a collection has 64 indexes, then a 65th is refused with 67', async () => {
    for (let i = 1; i < 64; i += 1) await docs.createIndex({ [`f${i}`]: 1 });
    expect(await docs.listIndexes().toArray()).toHaveLength(64);
    await expect(docs.createIndex({ f64: 1 })).rejects.toMatchObject({ code: 67 });
  });

  it('when an index name is taken by another key, then 86; when the key is indexed under another name, then 85', async () => {
    await docs.createIndex({ a: 1 }, { name: 'mine' });
    await expect(docs.createIndex({ b: 1 }, { name: 'mine' })).rejects.toMatchObject({ code: 86 });
    await expect(docs.createIndex({ a: 1 }, { name: 'other' })).rejects.toMatchObject({ code: 85 });
  });

  it('when a hashed index is created, then it answers equality queries and refuses arrays in its field (16766)', async () => {
    await docs.insertMany([{ t: 'one' }, { t: 'two' }, {}]);
    await docs.createIndex({ t: 'hashed' });
    expect((await docs.listIndexes().toArray()).map((i) => i.key)).toEqual([
      { _id: 1 },
      { t: 'hashed' },
    ]);
    expect(await docs.find({ t: 'two' }, { projection: { _id: 0 } }).toArray()).toEqual([
      { t: 'two' },
    ]);
    await expect(docs.insertOne({ t: ['x'] })).rejects.toMatchObject({ code: 16766 });
    await expect(docs.updateOne({ t: 'one' }, { $set: { t: ['x'] } })).rejects.toMatchObject({
      code: 16766,
    });
    expect(await docs.countDocuments({ t: 'one' })).toBe(1);
  });

  it('when a collection already holds an array in the field, then a hashed index is refused (16766)', async () => {
    await docs.insertOne({ t: ['x'] });
    await expect(docs.createIndex({ t: 'hashed' })).rejects.toMatchObject({ code: 16766 });
    expect(await docs.listIndexes().toArray()).toHaveLength(1);
  });
});
