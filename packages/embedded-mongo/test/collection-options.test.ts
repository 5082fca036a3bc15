import type { Db, Document } from 'mongodb';
import { openTestServer, type TestServer } from './support/server';

let server: TestServer;
let db: Db;
const unique = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2)}`;

beforeAll(async () => {
  server = await openTestServer();
  db = server.db;
});
afterAll(() => server.close());

const schema = {
  $jsonSchema: {
    bsonType: 'object',
    required: ['name'],
    properties: { name: { bsonType: 'string' }, age: { bsonType: 'int', minimum: 0 } },
  },
};

describe('collection options (issue #33, cause 3)', () => {
  it('when a validator rejects a document, then the write fails with 121 unless validation is bypassed', async () => {
    const people = await db.createCollection(unique('people'), { validator: schema });
    await expect(people.insertOne({ age: 3 })).rejects.toMatchObject({ code: 121 });
    await expect(people.insertOne({ name: 'a', age: -1 })).rejects.toMatchObject({ code: 121 });
    await people.insertOne({ name: 'a', age: 3 });
    await expect(people.updateOne({ name: 'a' }, { $unset: { name: '' } })).rejects.toMatchObject({
      code: 121,
    });
    await people.insertOne({ age: 4 }, { bypassDocumentValidation: true });
    expect(await people.countDocuments()).toBe(2);
  });

  it('when validationLevel is moderate or validationAction warn, then they are honoured', async () => {
    const name = unique('moderate');
    const people = await db.createCollection(name);
    await people.insertOne({ _id: 1, age: 1 } as Document);
    await db.command({ collMod: name, validator: schema, validationLevel: 'moderate' });
    await people.updateOne({ _id: 1 } as Document, { $set: { age: 2 } });
    await expect(people.insertOne({ age: 1 })).rejects.toMatchObject({ code: 121 });
    await db.command({ collMod: name, validationAction: 'warn' });
    await people.insertOne({ age: 1 });
    const [info] = await db.listCollections({ name }).toArray();
    expect((info as Document | undefined)?.options).toMatchObject({
      validationLevel: 'moderate',
      validationAction: 'warn',
    });
  });

  it('when a capped collection is full, then the oldest documents go', async () => {
    const log = await db.createCollection(unique('log'), { capped: true, size: 4096, max: 3 });
    for (let i = 0; i < 5; i += 1) await log.insertOne({ i });
    expect((await log.find().toArray()).map((doc) => doc.i)).toEqual([2, 3, 4]);
    const [info] = await db.listCollections({ name: log.collectionName }).toArray();
    expect((info as Document | undefined)?.options).toMatchObject({
      capped: true,
      size: 4096,
      max: 3,
    });
  });

  it('when a view is read, then its pipeline runs over its source; writes to it are refused', async () => {
    const source = db.collection(unique('source'));
    await source.insertMany([{ n: 1 }, { n: 2 }, { n: 3 }]);
    const viewName = unique('view');
    await db.createCollection(viewName, {
      viewOn: source.collectionName,
      pipeline: [{ $match: { n: { $gte: 2 } } }],
    });
    const view = db.collection(viewName);
    expect(await view.countDocuments()).toBe(2);
    expect(
      await view
        .find({}, { projection: { _id: 0 } })
        .sort({ n: -1 })
        .toArray(),
    ).toEqual([{ n: 3 }, { n: 2 }]);
    await expect(view.insertOne({ n: 4 })).rejects.toMatchObject({ code: 166 });
    const [info] = await db.listCollections({ name: viewName }).toArray();
    expect(info?.type).toBe('view');
  });

  it('when time-series, clustered or expiring collections are asked for, then they are refused, not created plain', async () => {
    for (const options of [
      { timeseries: { timeField: 't' } },
      { clusteredIndex: { key: { _id: 1 }, unique: true } },
      { expireAfterSeconds: 5 },
    ]) {
      const name = unique('refused');
      await expect(db.createCollection(name, options as Document)).rejects.toMatchObject({
        code: 40415,
      });
      expect(await db.listCollections({ name }).toArray()).toEqual([]);
    }
  });

  it('when collMod hides an index, then listIndexes says so', async () => {
    const name = unique('hidden');
    const things = db.collection(name);
    await things.createIndex({ a: 1 });
    await db.command({ collMod: name, index: { keyPattern: { a: 1 }, hidden: true } });
    const indexes = await things.listIndexes().toArray();
    expect(indexes[1]).toMatchObject({ key: { a: 1 }, hidden: true });
  });
});
