import mongoose from 'mongoose';
import { MongoServerError } from 'mongodb';
import { openTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

describe('unique indexes', () => {
  it('when a duplicate is inserted, then the error matches mongod: code, keyPattern, keyValue and message', async () => {
    const users = server.db.collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertOne({ email: 'ada@uni.edu' });
    const error = await users.insertOne({ email: 'ada@uni.edu' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error).toMatchObject({
      code: 11000,
      keyPattern: { email: 1 },
      keyValue: { email: 'ada@uni.edu' },
    });
    expect((error as Error).message).toContain(
      `E11000 duplicate key error collection: ${server.db.databaseName}.users index: email_1 dup key: { email: "ada@uni.edu" }`,
    );
    expect(await users.countDocuments()).toBe(1);
  });

  it('when an update or upsert would create a duplicate, then it is refused', async () => {
    const users = server.db.collection('users');
    await users.insertOne({ email: 'grace@uni.edu' });
    await expect(
      users.updateOne({ email: 'grace@uni.edu' }, { $set: { email: 'ada@uni.edu' } }),
    ).rejects.toMatchObject({ code: 11000 });
    await expect(
      users.updateOne({ email: 'x' }, { $set: { email: 'ada@uni.edu' } }, { upsert: true }),
    ).rejects.toMatchObject({ code: 11000 });
    expect(await users.findOne({ email: 'grace@uni.edu' })).not.toBeNull();
  });

  it('when a compound unique index exists, then only the same combination is a duplicate', async () => {
    const requests = server.db.collection('requests');
    await requests.createIndex({ from: 1, to: 1 }, { unique: true });
    await requests.insertMany([
      { from: 'a', to: 'b' },
      { from: 'b', to: 'a' },
    ]);
    await expect(requests.insertOne({ from: 'a', to: 'b' })).rejects.toMatchObject({
      code: 11000,
      keyPattern: { from: 1, to: 1 },
      keyValue: { from: 'a', to: 'b' },
    });
  });

  it('when a unique index is built over existing duplicates, then building fails', async () => {
    const tags = server.db.collection('tags');
    await tags.insertMany([{ t: 'x' }, { t: 'x' }]);
    await expect(tags.createIndex({ t: 1 }, { unique: true })).rejects.toMatchObject({
      code: 11000,
    });
  });

  it('when an unordered batch hits duplicates, then the other documents are still inserted', async () => {
    const codes = server.db.collection('codes');
    await codes.createIndex({ c: 1 }, { unique: true });
    await codes
      .insertMany([{ c: 1 }, { c: 1 }, { c: 2 }], { ordered: false })
      .catch(() => undefined);
    expect(await codes.countDocuments()).toBe(2);
  });

  it('when mongoose defines unique fields, then its duplicate errors carry code 11000 and keyValue', async () => {
    const connection = await mongoose.createConnection(server.uri).asPromise();
    const Member = connection.model(
      'Member',
      new mongoose.Schema({ username: { type: String, unique: true } }),
    );
    await Member.init();
    await Member.create({ username: 'ada' });
    await expect(Member.create({ username: 'ada' })).rejects.toMatchObject({
      code: 11000,
      keyValue: { username: 'ada' },
    });
    await connection.close();
  });
});

describe('index management', () => {
  it('when listing and dropping indexes, then the list follows', async () => {
    const activities = server.db.collection('activities');
    await activities.createIndex({ category: 1, date: -1 });
    await activities.createIndex({ participants: 1 });
    const names = (await activities.listIndexes().toArray()).map((index) => index.name);
    expect(names).toEqual(['_id_', 'category_1_date_-1', 'participants_1']);
    await activities.dropIndex('participants_1');
    expect((await activities.listIndexes().toArray()).map((index) => index.name)).toEqual([
      '_id_',
      'category_1_date_-1',
    ]);
  });

  it('when querying an array field by one element through its index, then every holder is found', async () => {
    const activities = server.db.collection('multikey');
    await activities.createIndex({ participants: 1 });
    const user = new mongoose.Types.ObjectId();
    await activities.insertMany([
      { participants: [user] },
      { participants: [new mongoose.Types.ObjectId(), user] },
      { participants: [] },
    ]);
    expect(await activities.countDocuments({ participants: user })).toBe(2);
    expect(
      await activities.countDocuments({
        participants: { $in: [new mongoose.Types.ObjectId(user.toHexString())] },
      }),
    ).toBe(2);
  });
});
