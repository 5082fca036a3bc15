import { Double, Int32, Long, type Collection, type Document } from 'mongodb';
import { openTestServer, type TestServer } from '../support/server';

let server: TestServer;
let docs: Collection<Document>;

beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  docs = server.db.collection(`sums_${Math.random().toString(36).slice(2)}`);
  await docs.insertMany([
    { _id: 1, g: 'a', i: new Int32(2147483647), l: Long.fromString('9007199254740993'), d: 0.5 },
    { _id: 2, g: 'a', i: new Int32(1), l: Long.fromString('2'), d: new Double(2) },
    { _id: 3, g: 'b', i: new Int32(7), l: Long.fromString('1'), d: 1.5 },
  ] as Document[]);
});

const exact = { promoteLongs: false, promoteValues: false } as const;
const aggregate = (pipeline: Document[]) => docs.aggregate(pipeline, exact).toArray();

describe('$sum', () => {
  it('when Int32 values overflow, then the total is a Long, not a Double', async () => {
    const [group] = await aggregate([
      { $match: { g: 'a' } },
      { $group: { _id: null, total: { $sum: '$i' } } },
    ]);
    expect(group?.total).toEqual(Long.fromNumber(2147483648));
  });

  it('when Longs pass 2^53, then the total is exact', async () => {
    const [group] = await aggregate([
      { $match: { g: 'a' } },
      { $group: { _id: null, total: { $sum: '$l' } } },
    ]);
    expect(group?.total).toEqual(Long.fromString('9007199254740995'));
  });

  it('when a Double is among the values, then the total is a Double', async () => {
    const [group] = await aggregate([{ $group: { _id: null, total: { $sum: '$d' } } }]);
    expect(group?.total).toEqual(new Double(4));
  });

  it('when the totals are matched and sorted later in the pipeline, then Longs compare by value', async () => {
    const groups = await aggregate([
      { $group: { _id: '$g', total: { $sum: '$i' } } },
      { $match: { total: { $gt: 5 } } },
      { $sort: { total: -1 } },
    ]);
    expect(groups.map((group) => group._id)).toEqual(['a', 'b']);
  });
});

describe('$add', () => {
  it('when two Longs add past 2^53, then the result is an exact Long', async () => {
    const [doc] = await aggregate([
      { $match: { _id: 1 } },
      { $project: { sum: { $add: ['$l', Long.fromString('2')] } } },
    ]);
    expect(doc?.sum).toEqual(Long.fromString('9007199254740995'));
  });

  it('when two Int32 values overflow, then the result is a Long', async () => {
    const [doc] = await aggregate([
      { $match: { _id: 1 } },
      { $project: { sum: { $add: ['$i', '$i'] } } },
    ]);
    expect(doc?.sum).toEqual(Long.fromNumber(4294967294));
  });

  it('when an argument is missing, then the result is null', async () => {
    const [doc] = await aggregate([
      { $match: { _id: 1 } },
      { $project: { sum: { $add: ['$l', '$nothing'] } } },
    ]);
    expect(doc?.sum).toBeNull();
  });
});
