import type { Collection, Document } from 'mongodb';
import { openTestServer, type TestServer } from './support/server';

let server: TestServer;
let posts: Collection<Document>;

beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  posts = server.db.collection(`posts_${Math.random().toString(36).slice(2)}`);
  await posts.insertOne({
    _id: 1,
    title: 't',
    body: 'b',
    tags: [1, 5, 9],
    items: [
      { k: 'a', n: 1 },
      { k: 'b', n: 2 },
    ],
  } as Document);
});

describe('find projections (issue #33, cause 5)', () => {
  it('when $slice stands alone, then every other field stays', async () => {
    const doc = await posts.findOne({}, { projection: { tags: { $slice: 1 } } });
    expect(doc).toMatchObject({ _id: 1, title: 't', body: 'b', tags: [1] });
    expect(doc?.items).toHaveLength(2);
  });

  it('when $slice stands beside an inclusion, then the other included fields stay', async () => {
    const doc = await posts.findOne({}, { projection: { title: 1, tags: { $slice: 1 } } });
    expect(doc).toEqual({ _id: 1, title: 't', tags: [1] });
  });

  it('when $slice stands beside an exclusion, then everything else stays', async () => {
    const doc = await posts.findOne(
      {},
      { projection: { body: 0, items: 0, tags: { $slice: -1 } } },
    );
    expect(doc).toEqual({ _id: 1, title: 't', tags: [9] });
  });

  it('when items.$ is projected, then the element the filter matched comes back', async () => {
    const doc = await posts.findOne({ 'items.k': 'b' }, { projection: { 'items.$': 1 } });
    expect(doc).toEqual({ _id: 1, items: [{ k: 'b', n: 2 }] });
  });

  it('when $elemMatch holds operators only, then it tests the elements themselves', async () => {
    const doc = await posts.findOne({}, { projection: { tags: { $elemMatch: { $in: [5, 9] } } } });
    expect(doc).toEqual({ _id: 1, tags: [5] });
  });

  it('when inclusion and exclusion are mixed, then mongod error 31254 answers', async () => {
    await expect(
      posts.findOne({}, { projection: { title: 1, body: 0, tags: { $slice: 1 } } }),
    ).rejects.toMatchObject({ code: 31254 });
  });
});
