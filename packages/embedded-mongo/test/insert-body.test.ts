import { ObjectId } from 'mongodb';
import { openTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

const collection = () => server.db.collection(`items_${Math.random().toString(36).slice(2)}`);

describe('inserting, whatever the shape of the insert command', () => {
  it('when documents are inserted one by one, in order or not, then each is stored once, with duplicates refused as mongod does', async () => {
    const items = collection();
    const _id = new ObjectId();
    await items.insertOne({ _id, title: 'lamp' });
    await expect(items.insertOne({ _id, title: 'again' })).rejects.toMatchObject({ code: 11000 });
    const unordered = await items
      .insertMany([{ _id, title: 'dup' }, { title: 'chair' }], { ordered: false })
      .catch((error: { insertedCount?: number; code?: number }) => error);
    expect(unordered).toMatchObject({ code: 11000, insertedCount: 1 });
    expect(
      (await items.find({}, { projection: { _id: 0 } }).toArray()).map((doc) => doc.title),
    ).toEqual(['lamp', 'chair']);
  });

  it('when an insert carries options beyond the usual ones (comment, write concern, validation bypass), then it is still applied', async () => {
    const items = collection();
    await items.insertOne(
      { title: 'desk' },
      { comment: 'from a test', writeConcern: { w: 1 }, bypassDocumentValidation: true },
    );
    expect(await items.countDocuments({ title: 'desk' })).toBe(1);
  });

  it('when an insert names no collection or an invalid one, then it is refused and nothing is stored', async () => {
    const reply = server.db.command({ insert: 'bad$name', documents: [{ a: 1 }] });
    await expect(reply).rejects.toMatchObject({ code: 73 });
    expect(await server.db.listCollections({ name: 'bad$name' }).toArray()).toEqual([]);
  });
});
