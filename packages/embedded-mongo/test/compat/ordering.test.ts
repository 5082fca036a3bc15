import {
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  type Collection,
  type Document,
} from 'mongodb';
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

const order = async (sort: Document, filter: Document = {}) =>
  (await docs.find(filter, { sort: { ...sort, _id: 1 } }).toArray()).map((doc) => doc._id);

describe('Decimal128 without an index', () => {
  beforeEach(() =>
    docs.insertMany([
      { _id: 1, price: Decimal128.fromString('5.00') },
      { _id: 2, price: Decimal128.fromString('19.99') },
      { _id: 3, price: Decimal128.fromString('100') },
    ] as Document[]),
  );

  it('when filtered with $gt a Decimal128, then it compares as a number, not as text', async () => {
    expect(await order({}, { price: { $gt: Decimal128.fromString('10') } })).toEqual([2, 3]);
  });

  it('when filtered with other numeric types, then they compare across types by value', async () => {
    expect(await order({}, { price: { $lt: new Int32(20) } })).toEqual([1, 2]);
    expect(await order({}, { price: { $gte: new Double(19.99) } })).toEqual([2, 3]);
    expect(await order({}, { price: { $lte: Long.fromNumber(5) } })).toEqual([1]);
  });

  it('when sorted descending, then the order is numeric (100, 19.99, 5.00)', async () => {
    expect(await order({ price: -1 })).toEqual([3, 2, 1]);
  });
});

describe('order across values', () => {
  it('when strings differ past the basic plane, then they sort by their UTF-8 bytes', async () => {
    // U+FF61 is below U+1F600 in UTF-8 (and code points); UTF-16 code units say the opposite.
    await docs.insertMany([
      { _id: 1, s: '\u{1F600}' },
      { _id: 2, s: '\uFF61' },
    ] as Document[]);
    expect(await order({ s: 1 })).toEqual([2, 1]);
    expect(await order({}, { s: { $gt: '\uFF61' } })).toEqual([1]);
  });

  it('when sorted descending on arrays, then each array sorts by its largest element', async () => {
    await docs.insertMany([
      { _id: 1, a: [1, 10] },
      { _id: 2, a: [5, 6] },
      { _id: 3, a: 7 },
    ] as Document[]);
    expect(await order({ a: -1 })).toEqual([1, 3, 2]);
    expect(await order({ a: 1 })).toEqual([1, 2, 3]);
  });

  it('when NaN is among the numbers, then it sorts below -Infinity', async () => {
    await docs.insertMany([
      { _id: 1, n: 0 },
      { _id: 2, n: Number.NaN },
      { _id: 3, n: -Infinity },
    ] as Document[]);
    expect(await order({ n: 1 })).toEqual([2, 3, 1]);
  });

  it('when every BSON type is sorted, then they follow the canonical order', async () => {
    await docs.insertMany([
      { _id: 1, v: new MaxKey() },
      { _id: 2, v: true },
      { _id: 3, v: new ObjectId() },
      { _id: 4, v: 'text' },
      { _id: 5, v: 3 },
      { _id: 6, v: null },
      { _id: 7, v: new MinKey() },
      { _id: 8, v: new Date() },
      { _id: 9, v: { a: 1 } },
    ] as Document[]);
    expect(await order({ v: 1 })).toEqual([7, 6, 5, 4, 9, 3, 2, 8, 1]);
  });
});
