import { ObjectId, type Document } from 'mongodb';
import { openTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

/**
 * A query pinning an index's first field and sorting on the rest (a student's newest
 * notifications) is first answered by sorting that student's keys on the spot; run often, the
 * index builds its whole order once and keeps it through writes. The answers must not change.
 */
describe('a pinned, sorted query asked again and again', () => {
  it('when it crosses from on-the-spot sorts to the kept order, and writes come between, then every page is the newest in order', async () => {
    const notes = server.db.collection(`notes_${new ObjectId().toHexString()}`);
    await notes.createIndex({ recipient: 1, at: -1, _id: -1 });
    const [ada, ben] = [new ObjectId(), new ObjectId()];
    const start = Date.UTC(2026, 0, 1);
    const note = (recipient: ObjectId, minute: number): Document => ({
      _id: new ObjectId(),
      recipient,
      at: new Date(start + minute * 60_000),
    });
    const stored: Document[] = [];
    for (let i = 0; i < 300; i += 1) stored.push(note(ada, (i * 37) % 300), note(ben, i));
    await notes.insertMany(stored);

    const expected = (recipient: ObjectId) =>
      stored
        .filter((doc) => (doc.recipient as ObjectId).equals(recipient))
        .sort(
          (a, b) =>
            (b.at as Date).getTime() - (a.at as Date).getTime() ||
            (b._id as ObjectId).toHexString().localeCompare((a._id as ObjectId).toHexString()),
        )
        .slice(0, 20)
        .map((doc) => (doc._id as ObjectId).toHexString());
    const newest = async (recipient: ObjectId) =>
      (await notes.find({ recipient }).sort({ at: -1, _id: -1 }).limit(20).toArray()).map((doc) =>
        doc._id.toHexString(),
      );

    for (let round = 0; round < 50; round += 1) {
      const recipient = round % 2 ? ada : ben;
      if (round % 10 === 5) {
        const added = note(recipient, 1000 + round);
        stored.push(added);
        await notes.insertOne(added);
        const gone = stored.findIndex((doc) => (doc.recipient as ObjectId).equals(recipient));
        await notes.deleteOne({ _id: stored[gone]!._id });
        stored.splice(gone, 1);
      }
      expect(await newest(recipient)).toEqual(expected(recipient));
    }
  });
});
