import { openTestServer, type TestServer } from '../support/server';

let server: TestServer;

beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

describe('namespaces mongod refuses (issue #51)', () => {
  it.each(['system.foo', '.x', 'a$b', 'x'.repeat(260)])(
    'when a collection named %s is created, then 73 refuses it',
    async (name) => {
      await expect(server.db.createCollection(name)).rejects.toMatchObject({ code: 73 });
      await expect(server.db.collection(name).insertOne({ a: 1 })).rejects.toMatchObject({
        code: 73,
      });
      const names = (await server.db.listCollections().toArray()).map((c) => c.name);
      expect(names).not.toContain(name);
    },
  );

  it.each(['bad$db', 'a b', 'a/b', 'a\\b', 'a"b', 'd'.repeat(64)])(
    'when a database is named %s, then 73 refuses writes to it',
    async (db) => {
      await expect(server.client.db(db).collection('c').insertOne({ a: 1 })).rejects.toMatchObject({
        code: 73,
      });
    },
  );
});
