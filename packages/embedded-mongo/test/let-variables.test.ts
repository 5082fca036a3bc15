import type { Collection, Document } from 'mongodb';
import { openTestServer, type TestServer } from './support/server';

let server: TestServer;
let items: Collection<Document>;

beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  items = server.db.collection(`items_${Math.random().toString(36).slice(2)}`);
  await items.insertMany([
    { _id: 1, x: 1 },
    { _id: 2, x: 2 },
    { _id: 3, x: 3 },
  ] as Document[]);
});

const byLet = { $expr: { $eq: ['$_id', '$$id'] } };

describe('let variables (issue #33, cause 4)', () => {
  it('when find, aggregate and findOneAndUpdate name a let variable, then it is defined', async () => {
    expect(await items.find(byLet, { let: { id: 2 } }).toArray()).toEqual([{ _id: 2, x: 2 }]);
    const projected = await items
      .aggregate([{ $match: byLet }, { $project: { _id: 0, y: '$$label' } }], {
        let: { id: 1, label: { $literal: '$bar' } },
      })
      .toArray();
    expect(projected).toEqual([{ y: '$bar' }]);
    const updated = await items.findOneAndUpdate(
      byLet,
      { $set: { x: 20 } },
      { let: { id: 2 }, returnDocument: 'after' },
    );
    expect(updated).toEqual({ _id: 2, x: 20 });
  });

  it('when update, delete and bulkWrite name a let variable, then it is defined', async () => {
    await items.updateMany(byLet, [{ $set: { x: '$$value' } }], { let: { id: 1, value: 'one' } });
    await items.deleteOne(byLet, { let: { id: 3 } });
    await items.bulkWrite([{ updateOne: { filter: byLet, update: { $set: { x: 22 } } } }], {
      let: { id: 2 },
    });
    expect(await items.find().toArray()).toEqual([
      { _id: 1, x: 'one' },
      { _id: 2, x: 22 },
    ]);
  });
});
