import { Binary, Double, Int32, Long, ObjectId } from 'mongodb';
import { openTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

const collection = () => server.db.collection(`items_${Math.random().toString(36).slice(2)}`);
const typeOf = (value: unknown) => (value as { _bsontype?: string })._bsontype;

describe('reading documents by _id', () => {
  it('when a document was sent with _id last, then it comes back with _id first and every value and type as sent', async () => {
    const items = collection();
    const _id = new ObjectId();
    await items.insertOne({
      title: 'lamp',
      price: new Double(12),
      stock: new Int32(3),
      sold: Long.fromNumber(9),
      photo: new Binary(Buffer.from([1, 2, 3])),
      tags: ['a', { b: null }],
      _id,
    });
    const found = await items.findOne({ _id }, { promoteValues: false });
    expect(Object.keys(found ?? {})).toEqual([
      '_id',
      'title',
      'price',
      'stock',
      'sold',
      'photo',
      'tags',
    ]);
    expect([found?.price, found?.stock, found?.sold].map(typeOf)).toEqual([
      'Double',
      'Int32',
      'Long',
    ]);
    expect((found?.photo as Binary).buffer).toEqual(new Uint8Array([1, 2, 3]));
    expect(found?.tags).toEqual([expect.anything(), { b: null }]);
  });

  it('when no document or no collection has that _id, then nothing is found', async () => {
    const items = collection();
    await items.insertOne({ title: 'chair' });
    expect(await items.findOne({ _id: new ObjectId() })).toBeNull();
    expect(await collection().findOne({ _id: new ObjectId() })).toBeNull();
  });

  it('when a find by _id also projects or filters on another field, then those apply too', async () => {
    const items = collection();
    const { insertedId } = await items.insertOne({ title: 'shelf', price: 40 });
    expect(await items.findOne({ _id: insertedId }, { projection: { price: 1 } })).toEqual({
      _id: insertedId,
      price: 40,
    });
    expect(await items.findOne({ _id: insertedId, price: 41 })).toBeNull();
  });

  it('when a document is updated or deleted, then a find by _id returns the new version or nothing', async () => {
    const items = collection();
    const { insertedId } = await items.insertOne({ title: 'sofa', price: 300 });
    await items.findOne({ _id: insertedId });
    await items.updateOne({ _id: insertedId }, { $set: { price: 250 } });
    expect(await items.findOne({ _id: insertedId })).toEqual({
      _id: insertedId,
      title: 'sofa',
      price: 250,
    });
    await items.deleteOne({ _id: insertedId });
    expect(await items.findOne({ _id: insertedId })).toBeNull();
  });

  it('when a find by _id is part of a transaction, then it is refused like any other command', async () => {
    const items = collection();
    const { insertedId } = await items.insertOne({ title: 'stool' });
    const session = server.client.startSession();
    session.startTransaction();
    await expect(items.findOne({ _id: insertedId }, { session })).rejects.toThrow(
      /Transaction numbers are only allowed/,
    );
    await session.endSession();
  });

  it('when a document is larger than one network read, then it is stored and read back whole', async () => {
    const items = collection();
    const text = 'x'.repeat(3 * 1024 * 1024);
    const { insertedId } = await items.insertOne({ text });
    const found = await items.findOne({ _id: insertedId });
    expect(found?.text).toHaveLength(text.length);
    expect(found?.text === text).toBe(true);
  });
});
