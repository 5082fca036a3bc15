import { Decimal128, Double, Int32, Long, ObjectId } from 'mongodb';
import { openTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

describe('value types', () => {
  it('when documents hold dates, ObjectIds, nested documents and arrays, then they round-trip exactly', async () => {
    const doc = {
      _id: new ObjectId(),
      when: new Date('2026-11-22T10:00:00.000Z'),
      owner: new ObjectId(),
      nested: { list: [1, 'two', { three: [3] }], empty: {} },
      nothing: null,
      flag: false,
      big: Long.fromString('9007199254740993'),
    };
    const values = server.db.collection('values');
    await values.insertOne(doc);
    const found = await values.findOne({ _id: doc._id }, { promoteLongs: false });
    expect(found).toEqual(doc);
  });

  it('when filtering by ObjectId values, then they compare by value in $in, arrays and sorts', async () => {
    const ids = [new ObjectId(), new ObjectId(), new ObjectId()];
    const members = server.db.collection('members');
    await members.insertMany(ids.map((id, i) => ({ user: id, group: [ids[0]], i })));
    const copy = (id: ObjectId) => new ObjectId(id.toHexString());
    expect(await members.countDocuments({ user: { $in: [copy(ids[1]!), copy(ids[2]!)] } })).toBe(2);
    expect(await members.countDocuments({ group: copy(ids[0]!) })).toBe(3);
    expect((await members.find().sort({ user: -1 }).toArray()).map((m) => m.i)).toEqual([2, 1, 0]);
    expect(await members.distinct('group')).toEqual([ids[0]]);
  });

  it('when numbers are stored as Int32, Long and Double, then each comes back as the type it was, also after updates', async () => {
    const counters = server.db.collection('counters');
    const typeOf = (value: unknown) => (value as { _bsontype?: string })._bsontype;
    const _id = new ObjectId();
    await counters.insertOne({
      _id,
      i: new Int32(7),
      d: new Double(1),
      l: Long.fromNumber(5),
      nested: { list: [new Double(2), new Int32(2)] },
    });
    await counters.updateOne({ _id }, { $inc: { l: 1, i: 1 }, $set: { e: new Double(3) } });
    const found = await counters.findOne({ _id }, { promoteValues: false });
    const types = [found?.i, found?.d, found?.l, found?.e].map(typeOf);
    expect(types).toEqual(['Int32', 'Double', 'Long', 'Double']);
    expect(found?.l).toEqual(Long.fromNumber(6));
    expect((found?.nested as { list: unknown[] }).list.map(typeOf)).toEqual(['Double', 'Int32']);
    expect(await counters.countDocuments({ d: 1, l: 6 })).toBe(1);
  });

  it('when comparing dates and numbers of different widths, then order and equality are by value', async () => {
    const events = server.db.collection('events');
    await events.insertMany([
      { at: new Date('2026-01-01'), n: new Int32(5) },
      { at: new Date('2027-01-01'), n: 5.5 },
      { at: new Date('2025-01-01'), n: new Decimal128('4') },
    ]);
    expect(await events.countDocuments({ at: { $gte: new Date('2026-01-01') } })).toBe(2);
    expect(await events.countDocuments({ n: 5 })).toBe(1);
    expect(await events.countDocuments({ n: { $gt: 5 } })).toBe(1);
  });

  it('when a field is null or missing, then {field: null} matches both and $exists tells them apart', async () => {
    const sparse = server.db.collection('sparse');
    await sparse.insertMany([{ a: null }, {}, { a: 1 }]);
    expect(await sparse.countDocuments({ a: null })).toBe(2);
    expect(await sparse.countDocuments({ a: { $exists: false } })).toBe(1);
  });
});
