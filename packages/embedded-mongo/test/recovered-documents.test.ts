import { Double, Int32, Long, ObjectId } from 'mongodb';
import { dataDirPerTest, withAppDatabase } from './support/data-dir';

const dataDir = dataDirPerTest('embedded-mongo-recovered-');

const typeOf = (value: unknown) => (value as { _bsontype?: string })._bsontype;

describe('documents after a restart', () => {
  it('when a server restarts twice without anything read in between, then every document comes back exactly, number types included', async () => {
    const doc = {
      _id: new ObjectId(),
      name: 'Zoë 🎓',
      when: new Date('2026-11-22T10:00:00.000Z'),
      nested: { list: [new Double(2), new Int32(2), 'two'], empty: {} },
      i: new Int32(7),
      d: new Double(1),
      l: Long.fromNumber(5),
      nothing: null,
    };
    await withAppDatabase(dataDir(), (db) => db.collection('values').insertOne(doc));
    // The second start reads nothing: its clean stop writes the snapshot from what it recovered.
    await withAppDatabase(dataDir(), async () => undefined);

    const [plain, typed] = await withAppDatabase(dataDir(), (db) => {
      const values = db.collection('values');
      return Promise.all([
        values.findOne({ _id: doc._id }),
        values.findOne({ _id: doc._id }, { promoteValues: false }),
      ]);
    });
    expect(plain).toEqual({ ...doc, i: 7, d: 1, l: 5, nested: { list: [2, 2, 'two'], empty: {} } });
    expect([typed?.i, typed?.d, typed?.l].map(typeOf)).toEqual(['Int32', 'Double', 'Long']);
    expect((typed?.nested as { list: unknown[] }).list.slice(0, 2).map(typeOf)).toEqual([
      'Double',
      'Int32',
    ]);
  });

  it('when recovered documents are found through single-field indexes, then each answers as before the restart', async () => {
    const codes = ['a', 7, 7.5, true, null, undefined, ['x', 'y'], { nested: 1 }];
    await withAppDatabase(dataDir(), async (db) => {
      const items = db.collection('items');
      await items.createIndex({ code: 1 });
      await items.createIndex({ nick: 1 }, { sparse: true });
      await items.createIndex({ email: 1 }, { unique: true });
      await items.insertMany(
        codes.map((code, n) => ({
          n,
          email: `s${n}@uni.edu`,
          ...(code === undefined ? {} : { code }),
          ...(n % 2 === 0 ? { nick: `nick${n}` } : {}),
        })),
      );
    });

    await withAppDatabase(dataDir(), async (db) => {
      const items = db.collection('items');
      const numbersOf = async (filter: object) =>
        (
          await items
            .find(filter, { projection: { _id: 0, n: 1 } })
            .sort({ n: 1 })
            .toArray()
        ).map((item) => item.n as number);
      expect(await numbersOf({ code: 'a' })).toEqual([0]);
      expect(await numbersOf({ code: 7 })).toEqual([1]);
      expect(await numbersOf({ code: 7.5 })).toEqual([2]);
      expect(await numbersOf({ code: true })).toEqual([3]);
      expect(await numbersOf({ code: null })).toEqual([4, 5]);
      expect(await numbersOf({ code: 'y' })).toEqual([6]);
      expect(await numbersOf({ code: { nested: 1 } })).toEqual([7]);
      expect(await numbersOf({ nick: { $exists: true } })).toEqual([0, 2, 4, 6]);
      expect(await numbersOf({ email: 's3@uni.edu' })).toEqual([3]);
      await expect(items.insertOne({ email: 's5@uni.edu' })).rejects.toMatchObject({ code: 11000 });
    });
  });
});
