import type { Document } from 'mongodb';
import { openTestServer, type TestServer } from '../support/server';

let server: TestServer;
const name = 'things';

beforeAll(async () => {
  server = await openTestServer();
  await server.db.collection(name).insertOne({ a: 1 });
});
afterAll(() => server.close());

const commands: Record<string, Document> = {
  find: { find: name, filter: {} },
  aggregate: { aggregate: name, pipeline: [], cursor: {} },
  insert: { insert: name, documents: [{ a: 2 }] },
  update: { update: name, updates: [{ q: {}, u: { $set: { b: 1 } } }] },
  delete: { delete: name, deletes: [{ q: { a: 99 }, limit: 0 }] },
  findAndModify: { findAndModify: name, query: {}, update: { $set: { c: 1 } } },
  count: { count: name, query: {} },
  distinct: { distinct: name, key: 'a' },
  createIndexes: { createIndexes: name, indexes: [{ key: { z: 1 }, name: 'z_1' }] },
  dropIndexes: { dropIndexes: name, index: 'nothing_here' },
  listIndexes: { listIndexes: name },
  listCollections: { listCollections: 1 },
};

describe('unknown command fields (issue #51)', () => {
  it.each(Object.keys(commands))(
    'when %s carries a field mongod does not know, then 40415 names it',
    async (command) => {
      await expect(server.db.command({ ...commands[command], foo: 1 })).rejects.toMatchObject({
        code: 40415,
        message: `BSON field '${command}.foo' is an unknown field.`,
      });
    },
  );

  it('when an update statement carries an unknown field, then 40415 names its path', async () => {
    await expect(
      server.db.command({ update: name, updates: [{ q: {}, u: { $set: { b: 2 } }, bogus: 1 }] }),
    ).rejects.toMatchObject({
      code: 40415,
      message: "BSON field 'update.updates.bogus' is an unknown field.",
    });
  });

  it('when create carries the stable API arguments, then they are accepted as on every command', async () => {
    await expect(
      server.db.command({ create: 'versioned', apiVersion: '1', apiStrict: true, maxTimeMS: 1000 }),
    ).resolves.toMatchObject({ ok: 1 });
  });

  it('when the driver sends its usual generic fields, then every command is still accepted', async () => {
    const session = server.client.startSession();
    try {
      const things = server.db.collection(name);
      await things.insertOne({ a: 3 }, { session, writeConcern: { w: 1 }, comment: 'hi' });
      await things.find({}, { session, comment: 'x', maxTimeMS: 5000 }).toArray();
      await things.countDocuments({}, { session });
      await things.distinct('a', {}, { session });
      await things.aggregate([{ $match: {} }], { session, allowDiskUse: true }).toArray();
      await things.updateMany({}, { $set: { d: 1 } }, { session, let: { x: 1 } });
      await things.findOneAndUpdate({}, { $set: { e: 1 } }, { session, returnDocument: 'after' });
      await things.deleteMany({ a: 99 }, { session });
      await things.createIndex({ y: 1 }, { session });
      await things.listIndexes({ session }).toArray();
      await things.dropIndex('y_1', { session });
    } finally {
      await session.endSession();
    }
  });
});
