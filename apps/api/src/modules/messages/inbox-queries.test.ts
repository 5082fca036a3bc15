import type { InboxEntry } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { activityWith, as, makeFriends, newClientId, type Student } from '@/test/student-fixtures';
import { registerStudent, useTestApp } from '@/test/test-app';

const t = useTestApp();

const say = (from: Student, activityId: string) =>
  as(t.app, from).post('/api/messages/activity', {
    activityId,
    content: 'hello group',
    clientId: newClientId(),
  });
const write = async (from: Student, to: Student) => {
  await makeFriends(from, to);
  return as(t.app, from).post('/api/messages', {
    receiverId: to.user._id,
    content: 'hello you',
    clientId: newClientId(),
  });
};

/**
 * Waits until the app sends no command for a while: sending a message leaves work behind it
 * (notifications, push), which would otherwise be counted as the inbox's.
 */
async function untilQuiet(quietMs = 300): Promise<void> {
  let last = Date.now();
  mongoose.set('debug', () => {
    last = Date.now();
  });
  try {
    while (Date.now() - last < quietMs) await new Promise((done) => setTimeout(done, 50));
  } finally {
    mongoose.set('debug', false);
  }
}

/** The database commands one inbox request makes, through mongoose, and its rows. */
async function inboxQueries(student: Student): Promise<{ queries: number; rows: InboxEntry[] }> {
  let queries = 0;
  await untilQuiet();
  mongoose.set('debug', () => {
    queries += 1;
  });
  try {
    const answer = await as(t.app, student).get('/api/messages/inbox');
    return { queries, rows: answer.body as InboxEntry[] };
  } finally {
    mongoose.set('debug', false);
  }
}

describe('the inbox', () => {
  it('when a student has more chats, then their inbox takes no more queries', async () => {
    const [me, friend, organizer] = await Promise.all([
      registerStudent(t.app),
      registerStudent(t.app),
      registerStudent(t.app),
    ]);
    await say(organizer, await activityWith(t.app, organizer, [me]));
    await write(friend, me);
    await inboxQueries(me); // the first look sets the read marks of the chats it sees
    const few = await inboxQueries(me);

    for (const other of await Promise.all([1, 2, 3].map(() => registerStudent(t.app)))) {
      await say(other, await activityWith(t.app, other, [me]));
      await write(other, me);
    }
    await inboxQueries(me);
    const many = await inboxQueries(me);

    expect(few.rows).toHaveLength(2);
    expect(many.rows).toHaveLength(8);
    expect(many.rows.every((row) => row.lastMessage !== null)).toBe(true);
    expect(many.queries).toBe(few.queries);
  });
});
