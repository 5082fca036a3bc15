import { ObjectId, type Collection, type Document, type Filter, type Sort } from 'mongodb';
import mongoose from 'mongoose';
import { openTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(values: readonly T[]): T => values[int(values.length)]!;
  const some = <T>(values: readonly T[], most: number): T[] => [
    ...new Set(Array.from({ length: int(most + 1) }, () => pick(values))),
  ];
  return { next, int, pick, some };
}

const random = randomSource(20_261_123);
const CATEGORIES = ['study', 'sports', 'music', 'games', 'food'];
const TAGS = ['chess', 'Chess', 'go', 'jazz', 'rock', 'math'];
const PEOPLE = Array.from({ length: 12 }, () => new ObjectId());
const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 0, 1);
const DATES = Array.from({ length: 40 }, (_, i) => new Date(START + i * DAY));

function randomDocument(): Document {
  const doc: Document = {
    _id: new ObjectId(),
    category: random.pick(CATEGORIES),
    date: random.pick(DATES),
    participants: random.some(PEOPLE, 4),
    creator: random.pick(PEOPLE),
    seats: random.pick([1, 2, 2.5, 3, 10, 20, -1, null]),
    mixed: random.pick([1, 7, 'a', 'q', new Date(START), null]),
  };
  // Missing, one value or a list: what a multikey index meets in real data.
  const tags = random.int(3);
  if (tags === 1) doc.tags = random.pick(TAGS);
  if (tags === 2) doc.tags = random.some(TAGS, 3);
  return doc;
}

type Condition = [string, unknown];

function randomRange(values: readonly unknown[]): Document {
  const [low, high] = [random.pick(values), random.pick(values)];
  const range: Document = {};
  if (random.next() < 0.7) range[random.next() < 0.5 ? '$gte' : '$gt'] = low;
  if (random.next() < 0.6 || Object.keys(range).length === 0)
    range[random.next() < 0.5 ? '$lte' : '$lt'] = high;
  return range;
}

const CONDITIONS: (() => Condition)[] = [
  () => ['category', random.pick(CATEGORIES)],
  () => ['category', { $in: random.some(CATEGORIES, 3) }],
  () => ['participants', random.pick(PEOPLE)],
  () => ['participants', { $in: random.some(PEOPLE, 4) }],
  () => ['participants', { $ne: random.pick(PEOPLE) }],
  () => ['creator', random.pick(PEOPLE)],
  () => ['creator', { $ne: random.pick(PEOPLE) }],
  () => ['tags', { $in: random.some(TAGS, 3) }],
  () => ['tags', random.pick(TAGS)],
  () => ['date', randomRange(DATES)],
  () => ['seats', randomRange([0, 1, 2, 2.5, 10, 30])],
  () => ['mixed', randomRange([0, 5, 'b', 'z', new Date(START - DAY)])],
];

const SORTS: (Sort | undefined)[] = [
  undefined,
  { date: -1 },
  { date: 1 },
  { date: -1, _id: -1 },
  { date: 1, _id: 1 },
  { category: 1, date: -1 },
  { seats: 1 },
  { _id: -1 },
];

function randomQuery(): { filter: Filter<Document>; sort?: Sort; skip: number; limit: number } {
  const filter: Document = {};
  for (let i = random.int(4); i > 0; i -= 1) {
    const [field, condition] = random.pick(CONDITIONS)();
    filter[field] = condition;
  }
  return {
    filter,
    sort: random.pick(SORTS),
    skip: random.next() < 0.2 ? random.int(5) : 0,
    limit: random.next() < 0.6 ? 1 + random.int(25) : 0,
  };
}

/** The stage of a plan that names an index, in mongod's classic or slot-based explain shapes. */
function indexScanOf(plan: Document | undefined): Document | undefined {
  if (!plan) return undefined;
  if (plan.stage === 'IXSCAN') return plan;
  for (const child of [
    plan.inputStage,
    plan.queryPlan,
    ...((plan.inputStages as Document[]) ?? []),
  ]) {
    const found = indexScanOf(child as Document | undefined);
    if (found) return found;
  }
  return undefined;
}

let indexed: Collection;
let unindexed: Collection;

beforeAll(async () => {
  indexed = server.db.collection('planned');
  unindexed = server.db.collection('scanned');
  await indexed.createIndexes([
    { key: { category: 1, date: -1, _id: -1 } },
    { key: { participants: 1, date: -1 } },
    { key: { creator: 1, date: -1 } },
    { key: { date: -1, _id: -1 } },
    { key: { tags: 1 } },
    { key: { seats: 1 } },
    { key: { mixed: -1 } },
  ]);
  const docs = Array.from({ length: 600 }, randomDocument);
  await indexed.insertMany(docs.map((doc) => ({ ...doc })));
  await unindexed.insertMany(docs.map((doc) => ({ ...doc })));
});

const idsOf = (docs: Document[]) => docs.map((doc) => String(doc._id));
const sortKeysOf = (docs: Document[], sort: Sort) =>
  docs.map((doc) =>
    Object.keys(sort)
      .map((field) => JSON.stringify(doc[field] ?? null))
      .join('|'),
  );

/** Runs random queries on both collections; returns how many of them the planner answered from an index. */
async function compareRandomQueries(rounds: number): Promise<number> {
  let usedIndex = 0;
  for (let round = 0; round < rounds; round += 1) {
    const { filter, sort, skip, limit } = randomQuery();
    const context = JSON.stringify({ round, filter, sort, skip, limit });
    const planned = await indexed.find(filter, { sort, skip, limit }).toArray();
    const everyMatch = await unindexed.find(filter, { sort }).toArray();
    const expected = everyMatch.slice(skip, limit ? skip + limit : undefined);
    expect({ context, count: planned.length }).toEqual({ context, count: expected.length });
    const matching = new Set(idsOf(everyMatch));
    expect({ context, strays: idsOf(planned).filter((id) => !matching.has(id)) }).toEqual({
      context,
      strays: [],
    });
    expect(new Set(idsOf(planned)).size).toBe(planned.length);
    if (sort) {
      // Ties may come in either order; the sequence of sort keys may not.
      expect({ context, keys: sortKeysOf(planned, sort) }).toEqual({
        context,
        keys: sortKeysOf(expected, sort),
      });
    } else if (!limit && !skip) {
      expect({ context, ids: idsOf(planned).sort() }).toEqual({
        context,
        ids: idsOf(expected).sort(),
      });
    }
    const explained = await indexed.find(filter, { sort, skip, limit }).explain('queryPlanner');
    if (indexScanOf(explained.queryPlanner?.winningPlan as Document)) usedIndex += 1;
  }
  return usedIndex;
}

describe('planned queries', () => {
  it('when random filters, sorts, skips and limits run with indexes and without, then they find the same documents in the same order', async () => {
    const usedIndex = await compareRandomQueries(120);
    expect(usedIndex).toBeGreaterThan(100);
  });

  it('when documents are updated, removed and added after the indexes were walked, then planned queries still agree with a scan', async () => {
    for (const collection of [indexed, unindexed]) {
      await collection.updateMany({ category: 'games' }, { $set: { date: DATES[3] } });
      await collection.updateMany(
        { creator: PEOPLE[0] },
        { $set: { participants: [PEOPLE[1], PEOPLE[2]], tags: ['go', 'rock'] } },
      );
      await collection.deleteMany({ seats: { $lt: 2 } });
    }
    const added = Array.from({ length: 150 }, randomDocument);
    await indexed.insertMany(added.map((doc) => ({ ...doc })));
    await unindexed.insertMany(added.map((doc) => ({ ...doc })));
    await compareRandomQueries(120);
  });
});

describe('explain', () => {
  it('when a filter pins an index prefix and sorts by the next field, then the plan is an index scan with a limit and no sort stage', async () => {
    const explained = await indexed
      .find({ participants: PEOPLE[2] }, { sort: { date: -1 }, limit: 5 })
      .explain('queryPlanner');
    const plan = explained.queryPlanner.winningPlan as Document;
    const scan = indexScanOf(plan);
    expect(scan).toMatchObject({
      indexName: 'participants_1_date_-1',
      keyPattern: { participants: 1, date: -1 },
      direction: 'forward',
    });
    expect(JSON.stringify(plan)).not.toContain('"SORT"');
  });

  it('when the sort is the reverse of an index on a range, then the index is walked backwards', async () => {
    const explained = await indexed
      .find({ date: { $gte: DATES[10] } }, { sort: { date: 1, _id: 1 }, limit: 20 })
      .explain('queryPlanner');
    expect(indexScanOf(explained.queryPlanner.winningPlan as Document)).toMatchObject({
      indexName: 'date_-1__id_-1',
      direction: 'backward',
    });
  });

  it('when no index covers the filter, then the plan is a collection scan', async () => {
    const explained = await indexed.find({ location: 'library' }).explain('queryPlanner');
    expect(explained.queryPlanner.winningPlan).toMatchObject({ stage: 'COLLSCAN' });
  });

  it('when executionStats are asked for, then they count what the index walk examined', async () => {
    const explained = await indexed
      .find({ date: { $gte: DATES[0] } }, { sort: { date: -1, _id: -1 }, limit: 3 })
      .explain('executionStats');
    expect(explained.executionStats).toMatchObject({ nReturned: 3 });
    expect(explained.executionStats.totalDocsExamined).toBeLessThan(10);
  });

  it('when mongoose explains an aggregate, then its leading $match shows the index', async () => {
    const connection = await mongoose.createConnection(server.uri).asPromise();
    const Planned = connection.model(
      'Planned',
      new mongoose.Schema({ creator: mongoose.Schema.Types.ObjectId, date: Date }),
      'planned',
    );
    const explained = (await Planned.aggregate([
      { $match: { creator: PEOPLE[3] } },
      { $group: { _id: null, n: { $sum: 1 } } },
    ]).explain('queryPlanner')) as unknown as Document;
    const planner =
      (explained.stages as Document[] | undefined)?.[0]?.$cursor?.queryPlanner ??
      explained.queryPlanner;
    expect(indexScanOf(planner.winningPlan as Document)).toMatchObject({
      indexName: 'creator_1_date_-1',
    });
    await connection.close();
  });
});
