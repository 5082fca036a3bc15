import type { Collection, Document } from 'mongodb';
import { openTestServer, type TestServer } from '../support/server';

let server: TestServer;
let docs: Collection<Document>;

beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  docs = server.db.collection(`codes_${Math.random().toString(36).slice(2)}`);
  await docs.insertOne({ _id: 1, a: 1, b: 2 } as Document);
});

describe("mongod's error codes (issue #51)", () => {
  it('when a projection mixes inclusion and exclusion, then 31254', async () => {
    await expect(docs.find({}, { projection: { a: 1, b: 0 } }).toArray()).rejects.toMatchObject({
      code: 31254,
    });
  });

  it('when $inc is given a string, then 14 TypeMismatch', async () => {
    await expect(
      docs.updateOne({ _id: 1 } as Document, { $inc: { a: 'x' } as Document }),
    ).rejects.toMatchObject({ code: 14 });
  });

  it('when a $group result passes 16 MiB, then BSONObjectTooLarge (10334) answers', async () => {
    const chunk = 'x'.repeat(1024 * 1024);
    await docs.insertMany(Array.from({ length: 24 }, (_, i) => ({ i, chunk })));
    await expect(
      docs.aggregate([{ $group: { _id: null, all: { $push: '$chunk' } } }]).toArray(),
    ).rejects.toMatchObject({ code: 10334 });
  });
});
