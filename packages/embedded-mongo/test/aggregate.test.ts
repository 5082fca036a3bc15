import { openTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
  await server.db.collection('users').insertMany([
    { _id: 1 as never, name: 'Ada', hobbies: ['chess', 'code'] },
    { _id: 2 as never, name: 'Grace', hobbies: ['code'] },
  ]);
  await server.db.collection('activities').insertMany([
    { title: 'Chess club', category: 'Social', creator: 1, size: 4 },
    { title: 'Hackathon', category: 'Academic', creator: 2, size: 30 },
    { title: 'Code review', category: 'Academic', creator: 1, size: 6 },
  ]);
});
afterAll(() => server.close());

describe('aggregate', () => {
  it('when grouping, sorting and counting, then the figures are right', async () => {
    const perCategory = await server.db
      .collection('activities')
      .aggregate([
        { $match: { size: { $gt: 1 } } },
        { $group: { _id: '$category', total: { $sum: '$size' } } },
        { $sort: { total: -1 } },
      ])
      .toArray();
    expect(perCategory).toEqual([
      { _id: 'Academic', total: 36 },
      { _id: 'Social', total: 4 },
    ]);
    expect(
      await server.db
        .collection('activities')
        .aggregate([{ $count: 'n' }])
        .toArray(),
    ).toEqual([{ n: 3 }]);
  });

  it('when unwinding and projecting, then each array element becomes a row', async () => {
    const rows = await server.db
      .collection('users')
      .aggregate([
        { $unwind: '$hobbies' },
        { $project: { _id: 0, name: 1, hobby: '$hobbies' } },
        { $addFields: { upper: { $toUpper: '$hobby' } } },
        { $skip: 1 },
        { $limit: 2 },
      ])
      .toArray();
    expect(rows).toEqual([
      { name: 'Ada', hobby: 'code', upper: 'CODE' },
      { name: 'Grace', hobby: 'code', upper: 'CODE' },
    ]);
  });

  it('when looking up another collection, then the joined documents come along', async () => {
    const rows = await server.db
      .collection('activities')
      .aggregate([
        { $match: { title: 'Hackathon' } },
        { $lookup: { from: 'users', localField: 'creator', foreignField: '_id', as: 'creator' } },
        { $set: { creator: { $first: '$creator.name' } } },
        { $project: { _id: 0, title: 1, creator: 1 } },
      ])
      .toArray();
    expect(rows).toEqual([{ title: 'Hackathon', creator: 'Grace' }]);
  });

  it('when faceting, then each facet runs over the same input', async () => {
    const [facets] = await server.db
      .collection('activities')
      .aggregate([
        {
          $facet: {
            academic: [{ $match: { category: 'Academic' } }, { $count: 'n' }],
            all: [{ $count: 'n' }],
          },
        },
      ])
      .toArray();
    expect(facets).toEqual({ academic: [{ n: 2 }], all: [{ n: 3 }] });
  });
});
