import type { Collection, Document } from 'mongodb';
import { openTestServer, type TestServer } from '../support/server';

let server: TestServer;
let docs: Collection<Document>;

beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  docs = server.db.collection(`batch_${Math.random().toString(36).slice(2)}`);
  await docs.insertMany([
    { _id: 1, n: 0 },
    { _id: 2, n: 0 },
    { _id: 3, n: 0 },
  ] as Document[]);
});

describe('write batches with an invalid statement (issue #51)', () => {
  it('when an unordered update batch has a bad second statement, then the third still runs and ok is 1', async () => {
    const reply = await server.db.command({
      update: docs.collectionName,
      ordered: false,
      updates: [
        { q: { _id: 1 }, u: { $set: { n: 1 } } },
        { q: { _id: 2 }, u: { $bogus: { n: 1 } } },
        { q: { _id: 3 }, u: { $set: { n: 1 } } },
      ],
    });
    expect(reply).toMatchObject({ ok: 1, n: 2, nModified: 2 });
    expect(reply.writeErrors).toEqual([expect.objectContaining({ index: 1, code: 9 })]);
    expect(await docs.countDocuments({ n: 1 })).toBe(2);
  });

  it('when an unordered delete batch has a bad second statement, then the third still runs', async () => {
    const reply = await server.db.command({
      delete: docs.collectionName,
      ordered: false,
      deletes: [
        { q: { _id: 1 }, limit: 1 },
        { q: { _id: { $bogus: 2 } }, limit: 1 },
        { q: { _id: 3 }, limit: 1 },
      ],
    });
    expect(reply).toMatchObject({ ok: 1, n: 2 });
    expect(reply.writeErrors).toEqual([expect.objectContaining({ index: 1, code: 2 })]);
    expect(await docs.find().toArray()).toEqual([{ _id: 2, n: 0 }]);
  });

  it('when an ordered update batch has a bad second statement, then it stops there with ok 1', async () => {
    const reply = await server.db.command({
      update: docs.collectionName,
      updates: [
        { q: { _id: 1 }, u: { $set: { n: 1 } } },
        { q: { _id: 2 }, u: { $bogus: { n: 1 } } },
        { q: { _id: 3 }, u: { $set: { n: 1 } } },
      ],
    });
    expect(reply).toMatchObject({ ok: 1, n: 1 });
    expect(reply.writeErrors).toEqual([expect.objectContaining({ index: 1, code: 9 })]);
    expect(await docs.countDocuments({ n: 1 })).toBe(1);
  });

  it('when a replacement is sent with multi, then the statement fails with 9 and nothing changes', async () => {
    const reply = await server.db.command({
      update: docs.collectionName,
      updates: [{ q: {}, u: { z: 1 }, multi: true }],
    });
    expect(reply.writeErrors).toEqual([expect.objectContaining({ index: 0, code: 9 })]);
    expect(await docs.countDocuments({ n: 0 })).toBe(3);
  });
});
