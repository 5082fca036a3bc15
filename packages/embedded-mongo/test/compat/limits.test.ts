import { calculateObjectSize } from 'bson';
import type { Collection, Document } from 'mongodb';
import { openTestServer, type TestServer } from '../support/server';

let server: TestServer;
type Stored = Document & { _id: number };
let docs: Collection<Stored>;

beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  docs = server.db.collection(`docs_${Math.random().toString(36).slice(2)}`);
});

const MAX_USER_BYTES = 16 * 1024 * 1024;

/** `{ _id, s }` whose BSON size is exactly `bytes`. */
function documentOfSize(_id: number, bytes: number): Stored {
  const doc = { _id, s: '' };
  doc.s = 'x'.repeat(bytes - calculateObjectSize(doc));
  return doc;
}

/** A document with `levels` levels of documents, itself the first. */
function nested(levels: number): Document {
  let doc: Document = { leaf: true };
  for (let level = 1; level < levels; level += 1) doc = { a: doc };
  return doc;
}

describe('document size', () => {
  it('when a document is exactly 16 MiB, then it is inserted, as mongod accepts it', async () => {
    const doc = documentOfSize(1, MAX_USER_BYTES);
    expect(calculateObjectSize(doc)).toBe(MAX_USER_BYTES);
    await docs.insertOne(doc);
    expect(await docs.countDocuments()).toBe(1);
  });

  it('when a document is one byte over 16 MiB, then it is refused', async () => {
    await expect(docs.insertOne(documentOfSize(1, MAX_USER_BYTES + 1))).rejects.toThrow();
    expect(await docs.countDocuments()).toBe(0);
  });

  it('when $set grows a document past 16 MiB, then it is refused (17419) and nothing is stored', async () => {
    await docs.insertOne(documentOfSize(1, 10 * 1024 * 1024));
    await expect(
      docs.updateOne({ _id: 1 }, { $set: { t: 'y'.repeat(7 * 1024 * 1024) } }),
    ).rejects.toMatchObject({ code: 17419 });
    expect(await docs.countDocuments({ t: { $exists: true } })).toBe(0);
  });

  it('when $push grows a document past 16 MiB, then it is refused (17419) and nothing is stored', async () => {
    await docs.insertOne({ _id: 1, list: ['z'.repeat(9 * 1024 * 1024)] });
    await expect(
      docs.updateOne({ _id: 1 }, { $push: { list: 'w'.repeat(8 * 1024 * 1024) } } as Document),
    ).rejects.toMatchObject({ code: 17419 });
    const stored = await docs.findOne({ _id: 1 });
    expect((stored?.list as string[]).length).toBe(1);
  });
});

describe('nesting depth', () => {
  it('when a document has 180 levels, then it is inserted', async () => {
    await docs.insertOne({ _id: 1, ...nested(180) });
    expect(await docs.countDocuments()).toBe(1);
  });

  it('when a document has more than 180 levels, then it is refused (15) as mongod refuses it', async () => {
    await expect(docs.insertOne({ _id: 1, ...nested(181) })).rejects.toMatchObject({ code: 15 });
    await expect(docs.insertOne({ _id: 2, ...nested(201) })).rejects.toMatchObject({ code: 15 });
    expect(await docs.countDocuments()).toBe(0);
  });

  it('when an update nests a document more than 180 levels deep, then it is refused (15)', async () => {
    await docs.insertOne({ _id: 1 });
    await expect(docs.updateOne({ _id: 1 }, { $set: { deep: nested(185) } })).rejects.toMatchObject(
      { code: 15 },
    );
    expect(await docs.findOne({ _id: 1 })).toEqual({ _id: 1 });
  });
});
