import { appendFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Double } from 'mongodb';
import { killHard, startChildServer } from './support/child-server';
import { dataDirPerTest, serversPerTest, withClient } from './support/data-dir';

// Hooks run in the order declared: servers left running stop before their directory goes.
const startServer = serversPerTest();
const dataDir = dataDirPerTest('embedded-mongo-');

describe('durability', () => {
  it.each(['process', 'worker'] as const)(
    'when the server (hosted by a %s) is killed -9 in the middle of a stream of writes, then every acknowledged write is there after a restart',
    async (host) => {
      const server = await startChildServer(dataDir(), host);
      const acknowledged: number[] = [];
      const writing = { done: false };
      const writer = withClient(server.uri, async (client) => {
        const items = client.db('app').collection('items');
        await items.createIndex({ n: 1 }, { unique: true });
        for (let n = 0; ; n += 1) {
          try {
            await items.insertOne({ n, payload: 'x'.repeat(100) });
            await items.updateOne({ n }, { $set: { updated: true } });
            acknowledged.push(n);
          } catch {
            return;
          }
        }
      }).finally(() => (writing.done = true));
      // Bounded by the writer too: once it stops (the server died, or the test timed out and the
      // server was killed after it), nothing is left polling.
      while (!writing.done && acknowledged.length < 300)
        await new Promise((wait) => setTimeout(wait, 20));
      await killHard(server.process);
      await writer;

      const restarted = await startChildServer(dataDir(), host);
      const stored = await withClient(restarted.uri, (client) =>
        client
          .db('app')
          .collection('items')
          .find({}, { projection: { _id: 0, n: 1, updated: 1 } })
          .toArray(),
      );
      const storedUpdated = new Set(
        stored.filter((doc) => doc.updated).map((doc) => doc.n as number),
      );
      expect(acknowledged.filter((n) => !storedUpdated.has(n))).toEqual([]);
      // The unique index came back too.
      await withClient(restarted.uri, async (client) => {
        await expect(
          client.db('app').collection('items').insertOne({ n: 0 }),
        ).rejects.toMatchObject({
          code: 11000,
        });
      });
      await killHard(restarted.process);
    },
  );

  it('when the last journal record is torn, then recovery keeps everything before it', async () => {
    const first = await startServer({ dbPath: dataDir() });
    await withClient(first.uri, (client) =>
      client
        .db('app')
        .collection('notes')
        .insertMany([{ i: 1 }, { i: 2 }]),
    );
    // Simulate a crash: no clean shutdown (which would compact), then half a record at the end.
    const journal = join(dataDir(), 'journal.bin');
    appendFileSync(journal, Buffer.from([200, 0, 0, 0, 1, 2, 3]));
    const second = await startServer({ dbPath: dataDir() });
    const notes = await withClient(second.uri, (client) =>
      client.db('app').collection('notes').countDocuments(),
    );
    expect(notes).toBe(2);
    await second.stop();
    await first.stop();
  });

  it('when stopped cleanly and restarted, then data, indexes and drops are all as they were', async () => {
    const first = await startServer({ dbPath: dataDir() });
    await withClient(first.uri, async (client) => {
      const db = client.db('app');
      await db.collection('users').createIndex({ email: 1 }, { unique: true });
      await db
        .collection('users')
        .insertMany([{ email: 'a', score: new Double(2) }, { email: 'b' }]);
      await db.collection('users').deleteOne({ email: 'b' });
      await db.collection('gone').insertOne({ x: 1 });
      await db.collection('gone').drop();
    });
    await first.stop();
    expect(readdirSync(dataDir()).sort()).toEqual(['journal.bin', 'snapshot.bin']);

    const second = await startServer({ dbPath: dataDir() });
    // Stopped even when an expectation fails, so a failure never leaves jest waiting on the server.
    const checked = withClient(second.uri, async (client) => {
      const db = client.db('app');
      expect(
        await db
          .collection('users')
          .find({}, { projection: { _id: 0 }, promoteValues: false })
          .toArray(),
      ).toStrictEqual([{ email: 'a', score: new Double(2) }]);
      expect((await db.listCollections().toArray()).map((c) => c.name)).toEqual(['users']);
      await expect(db.collection('users').insertOne({ email: 'a' })).rejects.toMatchObject({
        code: 11000,
      });
    });
    await checked.finally(() => second.stop());
  });
});
