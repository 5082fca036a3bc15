import { ObjectId, type Collection, type Filter } from 'mongodb';
import { openTestServer, type TestServer } from './support/server';

interface Outing {
  name: string;
  date?: Date | string;
  creator?: ObjectId;
  participants?: ObjectId[];
  tags?: (string | number)[];
}

let server: TestServer;
let outings: Collection<Outing>;

const [ada, grace, alan] = [new ObjectId(), new ObjectId(), new ObjectId()];
const day = (n: number) => new Date(Date.UTC(2030, 0, n));

beforeAll(async () => {
  server = await openTestServer();
  outings = server.db.collection<Outing>(`outings_${Math.random().toString(36).slice(2)}`);
  await outings.insertMany([
    { name: 'chess', date: day(1), creator: ada, participants: [ada, grace], tags: ['board', 2] },
    { name: 'hike', date: day(5), creator: grace, participants: [grace], tags: ['outdoors'] },
    { name: 'quiz', date: day(9), creator: alan, participants: [], tags: [] },
    // A date written as text is another type: date ranges never match it.
    { name: 'picnic', date: '2030-01-05', creator: alan, participants: [alan, ada] },
    // No date, creator, participants or tags at all.
    { name: 'draft' },
  ]);
});
afterAll(() => server.close());

const namesFor = async (filter: Filter<Outing>) =>
  (await outings.find(filter).toArray()).map((outing) => outing.name).sort();

describe('comparisons of a field with plain values, as the upcoming-activities query sends them', () => {
  it('when I am neither creator nor participant of upcoming outings, then the outings without me come back, missing fields included', async () => {
    expect(
      await namesFor({ date: { $gte: day(1) }, creator: { $ne: ada }, participants: { $ne: ada } }),
    ).toEqual(['hike', 'quiz']);
    expect(await namesFor({ participants: { $ne: ada } })).toEqual(['draft', 'hike', 'quiz']);
  });

  it('when a date range is asked, then only dates within it match (never text, never a missing date)', async () => {
    expect(await namesFor({ date: { $gt: day(1), $lte: day(9) } })).toEqual(['hike', 'quiz']);
    expect(await namesFor({ date: { $lt: day(5) } })).toEqual(['chess']);
    expect(await namesFor({ date: { $gte: '2030' } })).toEqual(['picnic']);
  });

  it('when ids are asked with $in and $nin, then an array matches by any element and a missing field only $nin', async () => {
    expect(await namesFor({ participants: { $in: [grace, alan] } })).toEqual([
      'chess',
      'hike',
      'picnic',
    ]);
    expect(await namesFor({ participants: { $nin: [grace, alan] } })).toEqual(['draft', 'quiz']);
    expect(await namesFor({ creator: { $in: [] } })).toEqual([]);
    expect(await namesFor({ creator: { $nin: [] } })).toHaveLength(5);
  });

  it('when an array holds values of several types, then $eq and $in compare each element by type and value', async () => {
    expect(await namesFor({ tags: { $eq: 2 } })).toEqual(['chess']);
    expect(await namesFor({ tags: { $in: ['2', 'outdoors'] } })).toEqual(['hike']);
    expect(await namesFor({ tags: { $ne: 'board' } })).toEqual(['draft', 'hike', 'picnic', 'quiz']);
  });

  it('when a comparison comes with an operator beyond these, then the whole filter still answers as mongod does', async () => {
    expect(await namesFor({ tags: { $ne: 'board', $exists: true } })).toEqual(['hike', 'quiz']);
    expect(
      await namesFor({ creator: { $ne: ada }, $or: [{ name: 'hike' }, { name: 'draft' }] }),
    ).toEqual(['draft', 'hike']);
  });
});
