import { ObjectId, type Collection, type Document } from 'mongodb';
import { Storage } from '../src/storage/storage';
import { keyOf } from '../src/storage/values';
import { dataDirPerTest, withAppDatabase } from './support/data-dir';

const dataDir = dataDirPerTest('embedded-mongo-unbuilt-');

/** Above the size up to which a read simply builds a deferred index (deferred-build.ts). */
const STUDENTS = 20_500;
const owners = Array.from({ length: 40 }, () => new ObjectId());
const START = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

/** Deterministic students: interests, friends and an owner as arrays and scalars of every kind read from bytes. */
function student(n: number): Document {
  return {
    _id: new ObjectId(),
    n,
    tags: [`t${n % 7}`, `t${n % 11}`, ...(n % 5 === 0 ? [] : [`t${n % 3}`])],
    ...(n % 4 === 0 ? {} : { nick: `nick${n % 13}` }),
    owner: owners[n % owners.length],
    friends: [owners[n % 17], owners[(n * 7) % 40]],
    when: new Date(START + (n % 365) * DAY),
    ...(n % 1000 === 0 ? { tags: [] } : {}),
    ...(n % 999 === 0 ? { tags: [{ nested: 't1' }, ['t1']] } : {}),
  };
}

/** The queries of the test, each answered as ids in the order the server gives them. */
function queries(people: Collection): Record<string, () => Promise<unknown>> {
  const ids = async (cursor: { toArray(): Promise<Document[]> }) =>
    (await cursor.toArray()).map((doc) => doc.n as number);
  return {
    // First: the index and its order are then built in one pass (Index.buildWithOrder).
    upcoming: () =>
      ids(
        people
          .find({ when: { $gte: new Date(START + 300 * DAY) }, owner: { $ne: owners[1] } })
          .sort({ when: 1, _id: 1 })
          .limit(25),
      ),
    tagsLimited: () => ids(people.find({ tags: { $in: ['t5', 't2', 't9'] } }).limit(60)),
    tagsAll: () => ids(people.find({ tags: 't1' }).sort({ n: 1 })),
    friends: () => ids(people.find({ friends: { $in: [owners[3], owners[21]] } }).limit(200)),
    ownerNewest: () => ids(people.find({ owner: owners[7] }).sort({ when: -1, _id: -1 }).limit(8)),
    nicks: () => ids(people.find({ nick: 'nick4' }, { projection: { n: 1 } }).sort({ n: 1 })),
    emptyTags: () => people.countDocuments({ tags: null }),
    byId: async () => (await people.findOne({ n: 12_345 }))?.n,
  };
}

async function answers(people: Collection): Promise<Record<string, unknown>> {
  const answered: Record<string, unknown> = {};
  for (const [name, run] of Object.entries(queries(people))) answered[name] = await run();
  return answered;
}

describe('reads of indexes a restart has not built yet', () => {
  it('when a large collection is queried right after a restart, then each answer is the one its built index gives', async () => {
    const docs = Array.from({ length: STUDENTS }, (_, n) => student(n));
    await withAppDatabase(dataDir(), async (db) => {
      const people = db.collection('people');
      await people.createIndex({ tags: 1 });
      await people.createIndex({ friends: 1 });
      await people.createIndex({ nick: 1 }, { sparse: true });
      await people.createIndex({ owner: 1, when: -1 });
      await people.createIndex({ when: -1, _id: -1 });
      await people.createIndex({ n: 1 });
      await people.insertMany(docs);
    });

    const { fresh, built } = await withAppDatabase(dataDir(), async (db) => {
      const people = db.collection('people');
      const fresh = await answers(people);
      // A write builds every index of its collection at once; this one matches none of the queries.
      await people.insertOne({ n: -1, tags: ['none'], owner: new ObjectId(), when: new Date(0) });
      return { fresh, built: await answers(people) };
    });

    expect(fresh).toEqual(built);
    const expectedTags = docs
      .filter((doc) => (doc.tags as unknown[]).includes('t1'))
      .map((doc) => doc.n as number);
    expect(built.tagsAll).toEqual(expectedTags);
    expect(built.byId).toBe(12_345);
    expect(built.upcoming).toHaveLength(25);
  });

  it('when the background builds are under way while queries and writes come, then every answer stays complete', async () => {
    const docs = Array.from({ length: STUDENTS }, (_, n) => student(n));
    await withAppDatabase(dataDir(), async (db) => {
      const people = db.collection('people');
      await people.createIndex({ tags: 1 });
      await people.createIndex({ owner: 1, when: -1 });
      await people.insertMany(docs);
    });

    await withAppDatabase(dataDir(), async (db) => {
      const people = db.collection('people');
      // The first read starts the background builds; the write lands while they are in slices.
      const before = await people.countDocuments({ tags: 't6' });
      await people.updateOne({ n: 6 }, { $set: { tags: ['t6', 'moved'] } });
      await people.insertOne({
        n: STUDENTS,
        tags: ['moved'],
        owner: owners[2],
        when: new Date(START),
      });
      await new Promise((resolve) => setTimeout(resolve, 300));

      expect(await people.countDocuments({ tags: 't6' })).toBe(before);
      expect(
        (await people.find({ tags: 'moved' }).sort({ n: 1 }).toArray()).map((doc) => doc.n),
      ).toEqual([6, STUDENTS]);
      const newest = await people.find({ owner: owners[2] }).sort({ when: -1 }).toArray();
      expect(newest).toHaveLength(docs.filter((doc) => doc.owner === owners[2]).length + 1);
    });
  });
});

describe('building deferred indexes while clients never go quiet', () => {
  it('when reads of an unbuilt index keep coming back to back, then it is built in the background meanwhile and every read is complete', async () => {
    const docs = Array.from({ length: STUDENTS }, (_, n) => student(n));
    await withAppDatabase(dataDir(), async (db) => {
      const people = db.collection('people');
      await people.createIndex({ tags: 1 });
      await people.insertMany(docs);
    });
    const expected = (tag: string) =>
      docs
        .filter((doc) => (doc.tags as unknown[]).includes(tag))
        .map((doc) => (doc._id as ObjectId).toHexString());

    const storage = await Storage.open(dataDir());
    // Never idle: only the share the builder may take while clients are busy builds the index.
    const building = storage.buildDeferredIndexes(() => false);
    try {
      const tags = storage
        .collection('app', 'people')!
        .indexList()
        .find((index) => index.spec.name === 'tags_1')!;
      const people = storage.collection('app', 'people')!;
      const holdersOf = (tag: string) =>
        [...tags.holdersOf(keyOf(tag))].map((key) =>
          (people.byIdKey(key)!._id as ObjectId).toHexString(),
        );
      let reads = 0;
      for (; !tags.isBuilt && reads < 5_000; reads += 1) {
        const tag = `t${reads % 11}`;
        expect(holdersOf(tag)).toEqual(expected(tag));
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(tags.isBuilt).toBe(true);
      expect(reads).toBeGreaterThan(1);
      expect(holdersOf('t4')).toEqual(expected('t4'));
    } finally {
      storage.close();
      await building;
    }
  });
});
