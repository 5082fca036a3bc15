import mongoose from 'mongoose';
import { openTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

describe('collections and databases', () => {
  it('when creating, listing and dropping collections, then the list follows', async () => {
    await server.db.createCollection('alpha');
    await server.db.collection('beta').insertOne({ x: 1 });
    const names = (await server.db.listCollections().toArray()).map((c) => c.name).sort();
    expect(names).toEqual(expect.arrayContaining(['alpha', 'beta']));
    await server.db.collection('alpha').drop();
    expect((await server.db.listCollections({ name: 'alpha' }).toArray()).length).toBe(0);
  });

  it('when creating a collection that exists, then the error is NamespaceExists (48)', async () => {
    await server.db.createCollection('gamma');
    await expect(server.db.command({ create: 'gamma' })).rejects.toMatchObject({ code: 48 });
  });

  it('when dropping a collection that does not exist, then the error is NamespaceNotFound (26)', async () => {
    await expect(server.db.command({ drop: 'never-created' })).rejects.toMatchObject({ code: 26 });
  });

  it('when listing databases after a write, then this database is there; after dropping it, it is gone', async () => {
    const other = server.client.db(`${server.db.databaseName}_other`);
    await other.collection('c').insertOne({ x: 1 });
    const listed = await server.client.db('admin').admin().listDatabases();
    expect(listed.databases.map((d) => d.name)).toContain(other.databaseName);
    await other.dropDatabase();
    const after = await server.client.db('admin').admin().listDatabases();
    expect(after.databases.map((d) => d.name)).not.toContain(other.databaseName);
  });
});

describe('commands the server does not support', () => {
  it('when a command is unknown, then the answer is CommandNotFound (59)', async () => {
    await expect(server.db.command({ frobnicate: 1 })).rejects.toMatchObject({ code: 59 });
  });

  it('when a transaction is started, then it is refused instead of silently ignored', async () => {
    const session = server.client.startSession();
    session.startTransaction();
    // The driver rewords a standalone's IllegalOperation (20) into its retryable-writes message.
    await expect(server.db.collection('tx').insertOne({ x: 1 }, { session })).rejects.toThrow(
      /retryable writes|Transaction numbers are only allowed/,
    );
    await session.endSession();
    expect(await server.db.collection('tx').countDocuments()).toBe(0);
  });

  it('when pinged and asked for build info, then it answers like a standalone mongod', async () => {
    expect(await server.db.command({ ping: 1 })).toMatchObject({ ok: 1 });
    const info = await server.db.command({ buildInfo: 1 });
    expect(typeof info.version).toBe('string');
  });

  it('when mongoose connects, syncs indexes and uses explicit sessions, then nothing breaks', async () => {
    const connection = await mongoose.createConnection(server.uri).asPromise();
    const Note = connection.model(
      'Note',
      new mongoose.Schema({ text: { type: String, index: true } }),
    );
    await Note.syncIndexes();
    const session = await connection.startSession();
    await Note.create([{ text: 'hello' }], { session });
    await session.endSession();
    expect(await Note.countDocuments({ text: 'hello' })).toBe(1);
    await connection.close();
  });
});
