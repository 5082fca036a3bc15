import type { Collection, Document } from 'mongodb';
import { openTestServer, type TestServer } from './support/server';

let server: TestServer;
let families: Collection<Document>;

beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  families = server.db.collection(`families_${Math.random().toString(36).slice(2)}`);
  await families.insertOne({
    _id: 1,
    children: [
      { name: 'a', age: 1, tags: [] },
      { name: 'b', age: 2, tags: [] },
    ],
  } as Document);
});

describe('several paths under one positional element (issue #33, cause 1)', () => {
  it('when $set writes two fields of the element $ matched, then both are written', async () => {
    const at = new Date(0);
    await families.updateOne(
      { 'children.name': 'b' },
      { $set: { 'children.$.name': 'c', 'children.$.updatedAt': at } },
    );
    const doc = await families.findOne({ _id: 1 } as Document);
    expect(doc?.children[1]).toEqual({ name: 'c', age: 2, tags: [], updatedAt: at });
  });

  it('when $addToSet and $set both write under $, then both apply to the matched element', async () => {
    await families.updateOne(
      { 'children.name': 'a' },
      { $addToSet: { 'children.$.tags': 'x' }, $set: { 'children.$.age': 5 } },
    );
    const doc = await families.findOne({ _id: 1 } as Document);
    expect(doc?.children[0]).toEqual({ name: 'a', age: 5, tags: ['x'] });
  });

  it('when $[] and $[id] write two fields each, then every selected element gets both', async () => {
    await families.updateOne({ _id: 1 } as Document, {
      $set: { 'children.$[].x': 1, 'children.$[].y': 2 },
    });
    await families.updateOne(
      { _id: 1 } as Document,
      { $inc: { 'children.$[old].age': 10, 'children.$[old].x': 1 } },
      { arrayFilters: [{ 'old.age': { $gte: 2 } }] },
    );
    const doc = await families.findOne({ _id: 1 } as Document);
    expect(doc?.children).toEqual([
      { name: 'a', age: 1, tags: [], x: 1, y: 2 },
      { name: 'b', age: 12, tags: [], x: 2, y: 2 },
    ]);
  });

  it('when a path and its own parent are both written through $, then mongod refuses the conflict', async () => {
    const result = families.updateOne(
      { 'children.name': 'a' },
      { $set: { 'children.$': { name: 'z' }, 'children.$.age': 3 } },
    );
    await expect(result).rejects.toMatchObject({ code: 40 });
  });

  it('when the filter does not name the array, then $ is refused with mongod error 2', async () => {
    const result = families.updateOne({ _id: 1 } as Document, { $set: { 'children.$.age': 3 } });
    await expect(result).rejects.toMatchObject({ code: 2 });
  });
});
