import { Double, Int32, Long, ObjectId, type Collection, type Document } from 'mongodb';
import { openTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

const collection = () => server.db.collection(`people_${Math.random().toString(36).slice(2)}`);
const raw = { promoteValues: false } as const;

/**
 * Students of every shape the API's population meets: fields in any order (`_id` last), nested
 * documents and arrays, exact number types, a field named like a projected one inside a document,
 * names that extend a projected name, missing fields and a digit-only field name.
 */
function students(count: number): Document[] {
  const ids = Array.from({ length: count }, () => new ObjectId());
  return ids.map((_id, i) => {
    const doc: Document = {
      ...(i % 3 === 0 ? {} : { email: `s${i}@campus.edu` }),
      username: `student${i}`,
      emailVerified: i % 2 === 0,
      profile: { username: 'nested', photos: [{ size: new Int32(i) }, null] },
      score: new Double(i),
      visits: Long.fromNumber(i * 1000),
      2: 'digits',
      ...(i % 4 === 0 ? {} : { profilePicture: `/uploads/${i}.png` }),
      interests: ['chess', i % 2 ? 'go' : 'jazz'],
    };
    // Most come with _id last, as a client may send them; the server stores _id first.
    return i % 5 === 0 ? { _id, ...doc } : { ...doc, _id };
  });
}

/** The document's listed fields, in the document's own order, as a client would pick them. */
function pick(doc: Document, fields: string[]): Document {
  return Object.fromEntries(Object.entries(doc).filter(([field]) => fields.includes(field)));
}

const typesOf = (doc: Document) =>
  Object.entries(doc).map(([field, value]) => [
    field,
    (value as { _bsontype?: string } | null)?._bsontype ?? typeof value,
  ]);

async function seeded(count: number): Promise<{ people: Collection; ids: ObjectId[] }> {
  const people = collection();
  const docs = students(count);
  await people.insertMany(docs);
  // A document stored by an update is encoded by the server rather than kept as sent.
  await people.updateOne({ _id: docs[1]!._id }, { $set: { username: 'renamed', bio: 'hi' } });
  return { people, ids: docs.map((doc) => doc._id as ObjectId) };
}

describe('reading a page of people by their ids with a projection, as the API populates creators and participants', () => {
  it('when more than a first batch of ids are asked for with an inclusion projection, then each comes back as its full document would, cut to those fields, in stored order and with every type', async () => {
    const { people, ids } = await seeded(150);
    const fields = ['username', 'profilePicture', 'email'];
    const projected = await people
      .find(
        { _id: { $in: ids } },
        { ...raw, projection: { username: 1, profilePicture: 1, email: 1 } },
      )
      .toArray();
    const full = await people.find({ _id: { $in: ids } }, raw).toArray();

    expect(projected).toHaveLength(150);
    const expected = full.map((doc) => pick(doc, ['_id', ...fields]));
    expect(projected).toEqual(expected);
    expect(projected.map((doc) => Object.keys(doc))).toEqual(
      expected.map((doc) => Object.keys(doc)),
    );
    expect(projected.map(typesOf)).toEqual(expected.map(typesOf));
  });

  it('when _id is excluded and the kept fields hold nested documents, arrays and exact numbers, then those come back whole and exactly typed', async () => {
    const { people, ids } = await seeded(20);
    const fields = ['profile', 'score', 'visits', 'interests', '2'];
    const projection = { _id: 0, profile: 1, score: 1, visits: 1, interests: 1, 2: 1 };
    const projected = await people.find({ _id: { $in: ids } }, { ...raw, projection }).toArray();
    const full = await people.find({ _id: { $in: ids } }, raw).toArray();

    const expected = full.map((doc) => pick(doc, fields));
    expect(projected).toEqual(expected);
    expect(projected.map(typesOf)).toEqual(expected.map(typesOf));
    expect(projected.every((doc) => !('_id' in doc))).toBe(true);
  });

  it('when a projected field is missing from some documents, then those documents come back without it, and a document holding none of the fields comes back as its _id alone', async () => {
    const people = collection();
    const _id = new ObjectId();
    await people.insertMany([{ _id, title: 'no names here' }, { username: 'ada' }]);

    const projected = await people
      .find({}, { projection: { username: 1, email: 1 } })
      .sort({ _id: 1 })
      .toArray();

    expect(projected[0]).toEqual({ _id });
    expect(Object.keys(projected[1] ?? {})).toEqual(['_id', 'username']);
  });

  it('when ids are asked for out of order, repeated or unknown, then each stored document comes back once, in _id order, as mongod returns an index scan', async () => {
    const { people, ids } = await seeded(30);
    const asked = [...ids].reverse().concat(ids.slice(0, 5), [new ObjectId()]);

    const found = await people
      .find({ _id: { $in: asked } }, { projection: { username: 1 } })
      .toArray();

    const sorted = [...ids].sort((a, b) => a.toHexString().localeCompare(b.toHexString()));
    expect(found.map((doc) => doc._id)).toEqual(sorted);
  });

  it('when a filter is one $in on an indexed field, then it finds what the same condition inside $and finds', async () => {
    const { people, ids } = await seeded(40);
    await people.createIndex({ interests: 1 });
    await people.createIndex({ username: 1 });
    const byId = (a: Document, b: Document) => String(a._id).localeCompare(String(b._id));
    const both = async (filter: Document) => {
      const direct = await people.find(filter, raw).toArray();
      const general = await people.find({ $and: [filter] }, raw).toArray();
      return [direct.sort(byId), general.sort(byId)];
    };

    for (const filter of [
      { _id: { $in: ids.slice(3, 17) } },
      { interests: { $in: ['go', 'nothing'] } },
      { interests: 'jazz' },
      { username: { $in: ['student4', 'renamed', 'student1'] } },
    ]) {
      const [direct, general] = await both(filter);
      expect(direct!.length).toBeGreaterThan(0);
      expect(direct).toEqual(general);
    }
  });
});
