import mongoose from 'mongoose';
import { activityWith, as } from '@/test/student-fixtures';
import { registerStudent, type Student, useTestApp } from '@/test/test-app';

const t = useTestApp();
let students: Student[];
let crowded: string;

beforeAll(async () => {
  students = [];
  for (let i = 0; i < 4; i += 1) students.push(await registerStudent(t.app));
  const [a, b, c, d] = students as [Student, Student, Student, Student];
  await activityWith(t.app, a, [b, c]);
  await activityWith(t.app, b, [c, d]);
  crowded = await activityWith(t.app, c, [a, b, d]);
});

/** The queries mongoose sends while `run` runs, as `collection.method`. */
async function queriesOf(run: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  mongoose.set('debug', (collection: string, method: string) => {
    sent.push(`${collection}.${method}`);
  });
  try {
    await run();
  } finally {
    mongoose.set('debug', false);
  }
  return sent;
}

const count = (sent: string[], query: string) => sent.filter((one) => one === query).length;

describe('reading activities', () => {
  it('when the list shows several activities, then their organizers and participants are read in one query', async () => {
    const viewer = students[3]!;
    let shown = 0;
    const sent = await queriesOf(async () => {
      const response = await as(t.app, viewer).get('/api/activities');
      expect(response.status).toBe(200);
      shown = response.body.length;
    });
    expect(shown).toBe(3);
    expect(count(sent, 'activities.find')).toBe(1);
    expect(count(sent, 'users.find')).toBe(1);
  });

  it('when one activity is shown, then its people (joined, waiting, removed) are read in one query', async () => {
    const organizer = students[2]!;
    const sent = await queriesOf(async () => {
      const response = await as(t.app, organizer).get(`/api/activities/${crowded}`);
      expect(response.body.participants).toHaveLength(3);
    });
    expect(count(sent, 'activities.findOne')).toBe(1);
    expect(count(sent, 'users.find')).toBe(1);
  });
});
