import { ObjectId, type Collection } from 'mongodb';

interface Person {
  name: string;
  age?: number;
  tags?: string[];
  address?: { city: string; zip?: string };
  scores?: { k: string; v: number }[];
  joined?: number;
  picked?: boolean;
  x?: number;
}
import { openTestServer, type TestServer } from './support/server';

let server: TestServer;
let people: Collection<Person>;

beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  people = server.db.collection<Person>(`people_${Math.random().toString(36).slice(2)}`);
  await people.insertMany([
    { name: 'Ada', age: 36, tags: ['math', 'code'], address: { city: 'London' } },
    { name: 'Grace', age: 45, tags: ['code'], address: { city: 'New York' } },
    { name: 'Alan', age: 41, tags: ['math'] },
  ]);
});

describe('find', () => {
  it('when filtering, projecting, sorting, skipping and limiting, then returns what mongod would', async () => {
    const found = await people
      .find({ age: { $gt: 30 } }, { projection: { _id: 0, name: 1 } })
      .sort({ age: -1 })
      .skip(1)
      .limit(1)
      .toArray();
    expect(found).toEqual([{ name: 'Alan' }]);
  });

  it('when matching array elements, nested fields and regexes, then finds the right documents', async () => {
    expect(await people.countDocuments({ tags: 'math' })).toBe(2);
    expect((await people.findOne({ 'address.city': 'London' }))?.name).toBe('Ada');
    expect((await people.find({ name: /^a/i }).toArray()).map((p) => p.name).sort()).toEqual([
      'Ada',
      'Alan',
    ]);
  });

  it('when a result is larger than one batch, then getMore returns every document exactly once', async () => {
    const many = server.db.collection('many');
    await many.insertMany(Array.from({ length: 350 }, (_, i) => ({ i })));
    const seen = await many.find({}, { batchSize: 50 }).sort({ i: 1 }).toArray();
    expect(seen.map((doc) => doc.i)).toEqual(Array.from({ length: 350 }, (_, i) => i));
    const defaultBatches = await many.find().toArray();
    expect(defaultBatches).toHaveLength(350);
  });

  it('when a cursor is killed early, then a later getMore on it is refused', async () => {
    const many = server.db.collection('closing');
    await many.insertMany(Array.from({ length: 120 }, (_, i) => ({ i })));
    const cursor = many.find({}, { batchSize: 10 });
    await cursor.next();
    const id = cursor.id!;
    await server.db.command({ killCursors: 'closing', cursors: [id] });
    await expect(server.db.command({ getMore: id, collection: 'closing' })).rejects.toMatchObject({
      code: 43,
    });
  });
});

describe('update', () => {
  it('when using update operators, then documents change as in mongod', async () => {
    await people.updateOne(
      { name: 'Ada' },
      { $inc: { age: 1 }, $push: { tags: 'poetry' }, $set: { 'address.zip': 'N1' } },
    );
    const ada = await people.findOne({ name: 'Ada' });
    expect(ada).toMatchObject({
      age: 37,
      tags: ['math', 'code', 'poetry'],
      address: { city: 'London', zip: 'N1' },
    });
  });

  it('when updating many, then reports matched and modified counts', async () => {
    const result = await people.updateMany({ tags: 'math' }, { $addToSet: { tags: 'code' } });
    expect(result.matchedCount).toBe(2);
    expect(result.modifiedCount).toBe(1);
  });

  it('when using the positional operator, then the matched array element changes', async () => {
    await people.insertOne({
      name: 'Scores',
      scores: [
        { k: 'a', v: 1 },
        { k: 'b', v: 2 },
      ],
    });
    await people.updateOne({ name: 'Scores', 'scores.k': 'b' }, { $set: { 'scores.$.v': 20 } });
    expect((await people.findOne({ name: 'Scores' }))?.scores).toEqual([
      { k: 'a', v: 1 },
      { k: 'b', v: 20 },
    ]);
  });

  it('when upserting with $setOnInsert, then inserts once and leaves insert-only fields alone afterwards', async () => {
    const first = await people.updateOne(
      { name: 'Linus' },
      { $set: { age: 30 }, $setOnInsert: { joined: 2024 } },
      { upsert: true },
    );
    expect(first.upsertedCount).toBe(1);
    await people.updateOne(
      { name: 'Linus' },
      { $set: { age: 31 }, $setOnInsert: { joined: 1999 } },
      { upsert: true },
    );
    expect(await people.findOne({ name: 'Linus' }, { projection: { _id: 0 } })).toEqual({
      name: 'Linus',
      age: 31,
      joined: 2024,
    });
  });

  it('when replacing a whole document, then the _id stays and other fields are replaced', async () => {
    const ada = await people.findOne({ name: 'Ada' });
    await people.replaceOne({ _id: ada!._id }, { name: 'Ada L.' });
    expect(await people.findOne({ _id: ada!._id })).toEqual({ _id: ada!._id, name: 'Ada L.' });
  });

  it('when an update would change _id, then it is refused and nothing changes', async () => {
    await expect(
      people.updateOne({ name: 'Ada' }, { $set: { _id: new ObjectId() } }),
    ).rejects.toMatchObject({ code: 66 });
    expect(await people.countDocuments({ name: 'Ada' })).toBe(1);
  });
});

describe('delete, findAndModify, count and distinct', () => {
  it('when deleting one or many, then only the matches go', async () => {
    expect((await people.deleteOne({ tags: 'math' })).deletedCount).toBe(1);
    expect((await people.deleteMany({ age: { $gte: 0 } })).deletedCount).toBe(2);
    expect(await people.countDocuments()).toBe(0);
  });

  it('when finding and modifying, then returns the document before or after as asked', async () => {
    const before = await people.findOneAndUpdate({ name: 'Grace' }, { $inc: { age: 1 } });
    expect(before?.age).toBe(45);
    const after = await people.findOneAndUpdate(
      { name: 'Grace' },
      { $inc: { age: 1 } },
      { returnDocument: 'after' },
    );
    expect(after?.age).toBe(47);
    const removed = await people.findOneAndDelete({ name: 'Grace' });
    expect(removed?.name).toBe('Grace');
    expect(await people.findOneAndUpdate({ name: 'Nobody' }, { $set: { x: 1 } })).toBeNull();
  });

  it('when finding and modifying with a sort, then the first in that order is chosen', async () => {
    const oldest = await people.findOneAndUpdate(
      {},
      { $set: { picked: true } },
      { sort: { age: -1 }, returnDocument: 'after' },
    );
    expect(oldest?.name).toBe('Grace');
  });

  it('when counting and listing distinct values, then arrays count per element', async () => {
    expect(await people.countDocuments({ age: { $lt: 42 } })).toBe(2);
    expect(await people.estimatedDocumentCount()).toBe(3);
    expect((await people.distinct('tags')).sort()).toEqual(['code', 'math']);
  });
});
