import type { Collection, Document } from 'mongodb';
import { openTestServer, type TestServer } from '../support/server';

let server: TestServer;
let docs: Collection<Document>;

beforeAll(async () => {
  server = await openTestServer();
  docs = server.db.collection('numbers');
  await docs.insertMany(
    Array.from({ length: 10 }, (_, i) => ({ _id: i, a: i, b: i % 3 }) as Document),
  );
  await docs.createIndex({ a: 1 });
});
afterAll(() => server.close());

const command = (body: Document) => server.db.command(body);
const firstBatch = async (body: Document) =>
  ((await command(body)).cursor as { firstBatch: Document[] }).firstBatch;

describe('find options mongod honours (issue #51)', () => {
  it('when min and max come with a hint, then only the index range between them is returned', async () => {
    const found = await docs.find({}).min({ a: 3 }).max({ a: 6 }).hint({ a: 1 }).toArray();
    expect(found.map((d) => d.a)).toEqual([3, 4, 5]);
  });

  it('when min or max come without a hint, then 51173 refuses them', async () => {
    await expect(docs.find({}).min({ a: 3 }).toArray()).rejects.toMatchObject({ code: 51173 });
  });

  it('when returnKey is set, then the documents are the hinted index keys', async () => {
    const found = await firstBatch({
      find: 'numbers',
      filter: { a: { $lt: 2 } },
      hint: { a: 1 },
      returnKey: true,
    });
    expect(found).toEqual([{ a: 0 }, { a: 1 }]);
  });

  it('when showRecordId is set, then each document carries a $recordId', async () => {
    const found = await firstBatch({ find: 'numbers', filter: { a: 1 }, showRecordId: true });
    expect(found).toEqual([{ _id: 1, a: 1, b: 1, $recordId: expect.any(Number) }]);
  });

  it('when a scan outlasts maxTimeMS, then 50 MaxTimeMSExpired answers', async () => {
    const slow = server.db.collection('slow');
    await slow.insertMany(Array.from({ length: 20_000 }, (_, i) => ({ i, s: `value ${i}` })));
    await expect(
      slow.find({ s: { $regex: 'nothing-matches$' } }, { maxTimeMS: 1 }).toArray(),
    ).rejects.toMatchObject({ code: 50 });
  });

  it('when aggregate asks for explain, then a plan comes back instead of documents', async () => {
    const reply = await command({
      aggregate: 'numbers',
      pipeline: [{ $match: { a: 2 } }],
      explain: true,
    });
    expect(reply.cursor).toBeUndefined();
    expect(JSON.stringify(reply)).toContain('queryPlanner');
  });

  it('when a tailable cursor is asked of a collection that is not capped, then 2 refuses it', async () => {
    await expect(command({ find: 'numbers', tailable: true })).rejects.toMatchObject({ code: 2 });
  });

  it('when readConcern asks for snapshot on a standalone or an invented level, then it is refused', async () => {
    await expect(
      command({ find: 'numbers', readConcern: { level: 'snapshot' } }),
    ).rejects.toMatchObject({ code: 123 });
    await expect(
      command({ find: 'numbers', readConcern: { level: 'sometimes' } }),
    ).rejects.toMatchObject({ code: 9 });
    await expect(
      command({ find: 'numbers', readConcern: { level: 'majority' } }),
    ).resolves.toMatchObject({ ok: 1 });
  });

  it('when a write concern needs other members or a tag, then a standalone refuses it with 2', async () => {
    await expect(
      command({ insert: 'numbers', documents: [{ w: 2 }], writeConcern: { w: 2 } }),
    ).rejects.toMatchObject({ code: 2 });
    await expect(
      command({ insert: 'numbers', documents: [{ w: 'tag' }], writeConcern: { w: 'dc1' } }),
    ).rejects.toMatchObject({ code: 2 });
    expect(await docs.countDocuments({ w: { $exists: true } })).toBe(0);
  });

  it('when a hint names a hidden index, then 2 refuses it', async () => {
    await docs.createIndex({ b: 1 });
    await command({ collMod: 'numbers', index: { name: 'b_1', hidden: true } });
    await expect(docs.find({}).hint('b_1').toArray()).rejects.toMatchObject({ code: 2 });
    await expect(docs.find({}).hint({ b: 1 }).toArray()).rejects.toMatchObject({ code: 2 });
  });

  it('when count hints an index that does not exist, then 2 refuses it', async () => {
    await expect(command({ count: 'numbers', query: {}, hint: 'nope_1' })).rejects.toMatchObject({
      code: 2,
    });
  });

  it('when apiStrict asks for a command outside API version 1, then 323 refuses it', async () => {
    await expect(command({ buildInfo: 1, apiVersion: '1', apiStrict: true })).rejects.toMatchObject(
      { code: 323 },
    );
    await expect(
      command({ find: 'numbers', apiVersion: '1', apiStrict: true }),
    ).resolves.toMatchObject({ ok: 1 });
  });

  it('when a sort direction is neither 1 nor -1, then 15975 refuses it', async () => {
    await expect(command({ find: 'numbers', sort: { a: 2 } })).rejects.toMatchObject({
      code: 15975,
    });
    await expect(
      command({ aggregate: 'numbers', pipeline: [{ $sort: { a: 2 } }], cursor: {} }),
    ).rejects.toMatchObject({ code: 15975 });
  });

  it('when skip, limit or batchSize is negative, then 51024 refuses it', async () => {
    await expect(command({ find: 'numbers', skip: -1 })).rejects.toMatchObject({ code: 51024 });
    await expect(command({ find: 'numbers', batchSize: -1 })).rejects.toMatchObject({
      code: 51024,
    });
    await expect(command({ find: 'numbers', limit: -1 })).rejects.toMatchObject({ code: 51024 });
    await expect(
      command({ aggregate: 'numbers', pipeline: [], cursor: { batchSize: -1 } }),
    ).rejects.toMatchObject({ code: 51024 });
  });

  it('when $out targets a capped collection, then 17152 refuses it', async () => {
    await server.db.createCollection('capped_target', { capped: true, size: 4096 });
    await expect(docs.aggregate([{ $out: 'capped_target' }]).toArray()).rejects.toMatchObject({
      code: 17152,
    });
  });
});
