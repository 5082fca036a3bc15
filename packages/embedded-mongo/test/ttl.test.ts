import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src';

// The embedded server's own TTL sweep, made fast for the test (mongod's monitor runs every 60 s).
describe('TTL indexes', () => {
  it('when a document’s date is older than expireAfterSeconds, then the sweep removes it and keeps the rest', async () => {
    const server = await startEmbeddedMongo({ ttlSweepMs: 50 });
    const client = await new MongoClient(server.uri).connect();
    try {
      const sessions = client.db('app').collection('sessions');
      await sessions.createIndex({ createdAt: 1 }, { expireAfterSeconds: 60 });
      await sessions.insertMany([
        { name: 'old', createdAt: new Date(Date.now() - 120_000) },
        { name: 'fresh', createdAt: new Date() },
        { name: 'no date' },
      ]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const left = await sessions.find({}, { sort: { name: 1 } }).toArray();
      expect(left.map((doc) => doc.name)).toEqual(['fresh', 'no date']);
    } finally {
      await client.close();
      await server.stop();
    }
  });
});
