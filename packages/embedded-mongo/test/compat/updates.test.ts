import { Double, Int32, Long, Timestamp, type Collection, type Document } from 'mongodb';
import { openTestServer, type TestServer } from '../support/server';

let server: TestServer;
let docs: Collection<Document>;

beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  docs = server.db.collection(`docs_${Math.random().toString(36).slice(2)}`);
});

const exact = { promoteLongs: false, promoteValues: false } as const;

describe('replacement updates', () => {
  it('when a raw update statement replaces with multi: true, then it fails to parse (9) and nothing changes', async () => {
    await docs.insertMany([
      { _id: 1, a: 1 },
      { _id: 2, a: 2 },
    ] as Document[]);
    const reply = await server.db.command({
      update: docs.collectionName,
      updates: [{ q: {}, u: { z: 1 }, multi: true }],
    });
    expect(reply.writeErrors).toEqual([expect.objectContaining({ index: 0, code: 9 })]);
    expect(reply.n).toBe(0);
    expect(await docs.find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('when a batch holds a multi replacement after a valid statement, then only the valid one applies', async () => {
    await docs.insertMany([
      { _id: 1, a: 1 },
      { _id: 2, a: 2 },
    ] as Document[]);
    const reply = await server.db.command({
      update: docs.collectionName,
      updates: [
        { q: { _id: 1 }, u: { $set: { a: 10 } } },
        { q: {}, u: { z: 1 }, multi: true },
      ],
    });
    expect(reply).toMatchObject({ n: 1, writeErrors: [{ index: 1, code: 9 }] });
    expect(await docs.find({}, { projection: { _id: 0 } }).toArray()).toEqual([
      { a: 10 },
      { a: 2 },
    ]);
  });
});

describe('64-bit integers', () => {
  it('when $inc adds 1 to the Long 2^53, then the result is exactly 2^53 + 1', async () => {
    await docs.insertOne({ _id: 1, n: Long.fromString('9007199254740992') } as Document);
    await docs.updateOne({ _id: 1 } as Document, { $inc: { n: Long.fromNumber(1) } });
    const doc = await docs.findOne({ _id: 1 } as Document, exact);
    expect(doc?.n).toEqual(Long.fromString('9007199254740993'));
  });

  it('when $inc would pass the largest Long, then it fails (2) and the value stays', async () => {
    await docs.insertOne({ _id: 1, n: Long.MAX_VALUE } as Document);
    await expect(docs.updateOne({ _id: 1 } as Document, { $inc: { n: 1 } })).rejects.toMatchObject({
      code: 2,
    });
    expect((await docs.findOne({ _id: 1 } as Document, exact))?.n).toEqual(Long.MAX_VALUE);
  });

  it('when $inc overflows an Int32, then the result is a Long, not a Double', async () => {
    await docs.insertOne({ _id: 1, n: new Int32(2147483647) } as Document);
    await docs.updateOne({ _id: 1 } as Document, { $inc: { n: new Int32(1) } });
    const doc = await docs.findOne({ _id: 1 } as Document, exact);
    expect(doc?.n).toEqual(Long.fromNumber(2147483648));
  });
});

describe('doubles', () => {
  it('when $inc adds an integer to a large integral Double, then the result stays a Double', async () => {
    await docs.insertOne({ _id: 1, n: new Double(5e9) } as Document);
    await docs.updateOne({ _id: 1 } as Document, { $inc: { n: 1 } });
    expect((await docs.findOne({ _id: 1 } as Document, exact))?.n).toEqual(new Double(5e9 + 1));
  });
});

describe('field names', () => {
  it.each([
    ['at the top', '{"$set":{"__proto__":{"polluted":true}}}'],
    ['inside a value', '{"$set":{"doc":{"__proto__":{"polluted":true}}}}'],
  ])(
    'when $set writes a __proto__ field %s, then it is refused rather than dropped while reported modified',
    async (_where, json) => {
      await docs.insertOne({ _id: 1 } as Document);
      const update = JSON.parse(json) as Document;
      await expect(docs.updateOne({ _id: 1 } as Document, update)).rejects.toMatchObject({
        code: 2,
      });
      expect(await docs.findOne({ _id: 1 } as Document)).toEqual({ _id: 1 });
    },
  );
});

describe('timestamps', () => {
  it("when $currentDate asks for a 'timestamp', then a BSON Timestamp is stored", async () => {
    await docs.insertOne({ _id: 1 } as Document);
    await docs.updateOne({ _id: 1 } as Document, {
      $currentDate: { at: { $type: 'timestamp' } },
    });
    const at = (await docs.findOne({ _id: 1 } as Document))?.at as Timestamp;
    expect(at).toBeInstanceOf(Timestamp);
    expect(Math.abs(at.high - Date.now() / 1000)).toBeLessThan(60);
  });

  it('when a top-level field holds Timestamp(0, 0) on insert, then it is filled in with the current time', async () => {
    await docs.insertOne({
      _id: 1,
      at: new Timestamp({ t: 0, i: 0 }),
      inner: { at: new Timestamp({ t: 0, i: 0 }) },
    } as Document);
    const doc = await docs.findOne({ _id: 1 } as Document);
    const at = doc?.at as Timestamp;
    expect(at).toBeInstanceOf(Timestamp);
    expect(Math.abs(at.high - Date.now() / 1000)).toBeLessThan(60);
    expect((doc?.inner as Document).at).toEqual(new Timestamp({ t: 0, i: 0 }));
  });
});
