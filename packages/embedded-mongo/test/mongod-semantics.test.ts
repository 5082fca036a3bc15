import { Binary, Double, Int32, type Collection, type Document } from 'mongodb';
import { openTestServer, type TestServer } from './support/server';

let server: TestServer;
let docs: Collection<Document>;

beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  docs = server.db.collection(`docs_${Math.random().toString(36).slice(2)}`);
});

describe('update and query semantics (issue #33, cause 6)', () => {
  it('when $pull is given an $or, then the elements meeting either clause go', async () => {
    await docs.insertOne({ _id: 1, a: [{ x: 1 }, { y: 2 }, { x: 3 }] } as Document);
    await docs.updateOne(
      { _id: 1 } as Document,
      { $pull: { a: { $or: [{ x: 1 }, { y: 2 }] } } } as Document,
    );
    expect(await docs.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, a: [{ x: 3 }] });
  });

  it('when $all holds one value, then a scalar field equal to it matches', async () => {
    await docs.insertMany([{ v: 4 }, { v: [4, 5] }, { v: 5 }]);
    expect(await docs.countDocuments({ v: { $all: [4] } })).toBe(2);
  });

  it('when $set names a field inside an array, then mongod error 28 answers instead of a silent no-op', async () => {
    await docs.insertOne({ _id: 1, comments: [{ body: 'a' }] } as Document);
    await expect(
      docs.updateOne({ _id: 1 } as Document, { $set: { 'comments.body': 'b' } }),
    ).rejects.toMatchObject({ code: 28 });
  });

  it("when $type asks for 'double', then an int32 does not match", async () => {
    await docs.insertMany([{ n: new Int32(42) }, { n: new Double(4) }]);
    expect(await docs.countDocuments({ n: { $type: 'double' } })).toBe(1);
    expect(await docs.countDocuments({ n: { $type: 'int' } })).toBe(1);
  });

  it('when an _id document has $-prefixed fields, or an update key starts with $, then it is refused', async () => {
    await expect(docs.insertOne({ _id: { $a: 1 } } as Document)).rejects.toMatchObject({
      code: 53,
    });
    await docs.insertOne({ _id: 2 } as Document);
    await expect(
      docs.updateOne({ _id: 2 } as Document, { $set: { $bad: 1 } }),
    ).rejects.toMatchObject({ code: 2 });
  });

  it('when an update statement carries a sort, then 7.0 refuses the command', async () => {
    const reply = server.db.command({
      update: docs.collectionName,
      updates: [{ q: {}, u: { $set: { a: 1 } }, sort: { _id: 1 } }],
    });
    await expect(reply).rejects.toMatchObject({ code: 40415 });
  });
});

describe('a document over 16 MB (issue #33, cause 7)', () => {
  it('when inserted, then BSONObjectTooLarge (10334) answers and the connection keeps working', async () => {
    const big = { blob: 'x'.repeat(16 * 1024 * 1024 + 100_000) };
    await expect(docs.insertOne(big)).rejects.toMatchObject({ code: 10334 });
    await docs.insertOne({ small: true });
    expect(await docs.countDocuments()).toBe(1);
  });
});

describe('error codes, $out and $merge (issue #33, causes 8 and 9)', () => {
  it('when a stage or an operator is unknown, then mongod codes answer', async () => {
    await expect(docs.aggregate([{ $fakeStage: {} }]).toArray()).rejects.toMatchObject({
      code: 40324,
    });
    await expect(docs.find({ a: { $fake: 1 } }).toArray()).rejects.toMatchObject({ code: 2 });
  });

  it('when $text or a geo query has no index, then mongod answers 27 and 291', async () => {
    await docs.insertOne({ a: 1 });
    await expect(docs.find({ $text: { $search: 'a' } }).toArray()).rejects.toMatchObject({
      code: 27,
    });
    const near = { loc: { $near: { $geometry: { type: 'Point', coordinates: [0, 0] } } } };
    await expect(docs.find(near).toArray()).rejects.toMatchObject({ code: 291 });
  });

  it('when a pipeline ends in $out or $merge, then its results are written', async () => {
    await docs.insertMany([
      { _id: 1, n: 1 },
      { _id: 2, n: 2 },
    ] as Document[]);
    const outName = `${docs.collectionName}_out`;
    await docs.aggregate([{ $match: { n: { $gte: 2 } } }, { $out: outName }]).toArray();
    expect(await server.db.collection(outName).find().toArray()).toEqual([{ _id: 2, n: 2 }]);
    await docs.aggregate([{ $set: { m: 1 } }, { $merge: { into: outName } }]).toArray();
    expect(await server.db.collection(outName).find().toArray()).toEqual([
      { _id: 2, n: 2, m: 1 },
      { _id: 1, n: 1, m: 1 },
    ]);
  });

  it('when setParameter names a parameter, then only ttlMonitorSleepSecs is taken and others are refused', async () => {
    const admin = server.client.db('admin');
    await expect(admin.command({ setParameter: 1, ttlMonitorSleepSecs: 1 })).resolves.toMatchObject(
      { ok: 1 },
    );
    await expect(admin.command({ setParameter: 1, notAParameter: 1 })).rejects.toThrow();
  });
});

describe('binData subtype (a silent no-op found by mongoose types.buffer)', () => {
  it('when $set writes the same bytes with another subtype, then the subtype changes', async () => {
    await docs.insertOne({ _id: 1, b: new Binary(Buffer.from('hi'), 128) } as Document);
    await docs.updateOne({ _id: 1 } as Document, { $set: { b: new Binary(Buffer.from('hi'), 0) } });
    const doc = await docs.findOne({ _id: 1 } as Document);
    expect((doc?.b as Binary).sub_type).toBe(0);
  });
});
