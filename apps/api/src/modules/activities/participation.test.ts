import request from 'supertest';
import { registerStudent, signedIn, type Student } from '@/test/test-app';
import { useMailingTestApp } from '@/test/smtp-sink';
import { ActivityModel } from './activity.model';

const t = useMailingTestApp();
const as = (student: Student) => signedIn(t.app, student.token);
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function students(count: number): Promise<Student[]> {
  const made: Student[] = [];
  for (let i = 0; i < count; i += 1) made.push(await registerStudent(t.app));
  return made;
}

async function activityOf(organizer: Student, overrides: Record<string, unknown> = {}) {
  const response = await as(organizer).post('/api/activities', {
    title: 'Board games night',
    description: 'Catan and tea',
    date: inHours(48),
    location: 'Union room 3',
    category: 'Social',
    maxParticipants: 2,
    ...overrides,
  });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return response.body._id as string;
}

const join = (student: Student, id: string) => as(student).post(`/api/activities/${id}/join`);
const leave = (student: Student, id: string) => as(student).delete(`/api/activities/${id}/leave`);
const names = (people: { username: string }[]) => people.map((person) => person.username);
const view = async (student: Student, id: string) =>
  (await as(student).get(`/api/activities/${id}`)).body;

describe('the waitlist', () => {
  it('when an activity is full, then the next students wait in order, see only their position and the count, and the organizer sees who', async () => {
    const [host, ana, ben, cy, dee] = await students(5);
    const id = await activityOf(host!);
    expect((await join(ana!, id)).body.viewer).toEqual({ status: 'joined' });
    await join(ben!, id);
    const cyJoin = await join(cy!, id);
    expect(cyJoin.status).toBe(200);
    expect(cyJoin.body.viewer).toEqual({ status: 'waitlisted', position: 1 });
    expect((await join(dee!, id)).body.viewer).toEqual({ status: 'waitlisted', position: 2 });
    const seenByDee = await view(dee!, id);
    expect(seenByDee).toMatchObject({ waitlistCount: 2, viewer: { position: 2 } });
    expect(seenByDee).not.toHaveProperty('waitlist');
    expect(names((await view(host!, id)).waitlist)).toEqual([
      cy!.user.username,
      dee!.user.username,
    ]);
    const again = await join(cy!, id);
    expect(again.body.message).toBe('You are already on the waitlist');
  });

  it('when a participant leaves, then the first waiting student gets the place and a mail; a waiting student may leave the line', async () => {
    const [host, ana, ben, cy, dee] = await students(5);
    const id = await activityOf(host!);
    for (const student of [ana!, ben!, cy!, dee!]) await join(student, id);
    expect((await leave(dee!, id)).body.viewer).toEqual({ status: 'none' });
    await leave(ana!, id);
    await t.delivered();
    expect(await view(cy!, id)).toMatchObject({ viewer: { status: 'joined' }, waitlistCount: 0 });
    expect(names((await view(host!, id)).participants)).toEqual([
      ben!.user.username,
      cy!.user.username,
    ]);
    const mail = t.sink.to(cy!.email).find((m) => m.subject === "You're in: Board games night");
    expect(mail?.text).toContain(`/activities/${id}`);
  });

  it('when the organizer raises the limit by more than the waitlist, then everyone waiting gets in; lowering below the participants is refused', async () => {
    const [host, ana, ben, cy, dee] = await students(5);
    const id = await activityOf(host!);
    for (const student of [ana!, ben!, cy!, dee!]) await join(student, id);
    const lower = await as(host!).put(`/api/activities/${id}`, { maxParticipants: 1 });
    expect(lower.status).toBe(400);
    expect(lower.body.message).toBe(
      'This activity already has 2 participants: the limit cannot be lower',
    );
    const raised = await as(host!).put(`/api/activities/${id}`, { maxParticipants: 10 });
    expect(raised.body).toMatchObject({ waitlistCount: 0 });
    expect(raised.body.participants).toHaveLength(4);
  });

  it('when several participants leave at the same moment, then exactly as many waiting students move up, in order, and nobody is in both lists', async () => {
    const everyone = await students(9);
    const [host, ...others] = everyone;
    const id = await activityOf(host!, { maxParticipants: 4 });
    for (const student of others) await join(student, id);
    const [p1, p2, p3, , w1, w2, w3, w4] = others;
    await Promise.all([leave(p1!, id), leave(p2!, id), leave(p3!, id)]);
    const stored = await ActivityModel.findById(id).lean();
    const ids = (list: { toString(): string }[]) => list.map(String);
    expect(stored?.participants).toHaveLength(4);
    expect(stored?.participantCount).toBe(4);
    expect(ids(stored?.participants ?? []).slice(1)).toEqual([w1, w2, w3].map((s) => s!.user._id));
    expect(ids(stored?.waitlist ?? [])).toEqual([w4!.user._id]);
    expect(stored?.waitlistCount).toBe(1);
  });

  it('when a participant deletes their account, then the first waiting student takes the place', async () => {
    const [host, ana, ben, cy] = await students(4);
    const id = await activityOf(host!);
    for (const student of [ana!, ben!, cy!]) await join(student, id);
    await request(t.app)
      .delete('/api/users/me')
      .set('x-auth-token', ana!.token)
      .send({ password: ana!.password })
      .expect(200);
    expect((await view(cy!, id)).viewer).toEqual({ status: 'joined' });
  });
});

describe('organizer tools', () => {
  it('when the organizer removes a participant, then they are told, cannot join again until allowed, and the place goes to who waits', async () => {
    const [host, ana, ben, cy] = await students(4);
    const id = await activityOf(host!);
    for (const student of [ana!, ben!, cy!]) await join(student, id);
    const removed = await as(host!).delete(`/api/activities/${id}/participants/${ana!.user._id}`);
    expect(removed.status).toBe(200);
    expect(names(removed.body.removed)).toEqual([ana!.user.username]);
    expect(names(removed.body.participants)).toEqual([ben!.user.username, cy!.user.username]);
    await t.delivered();
    expect(t.sink.to(ana!.email).map((mail) => mail.subject)).toContain(
      'Removed from Board games night',
    );
    const back = await join(ana!, id);
    expect(back.status).toBe(403);
    expect(back.body.message).toBe('The organizer has removed you from this activity');
    expect((await view(ana!, id)).viewer).toEqual({ status: 'none', removed: true });
    await as(host!).delete(`/api/activities/${id}/removed/${ana!.user._id}`).expect(200);
    expect((await join(ana!, id)).body.viewer).toEqual({ status: 'waitlisted', position: 1 });
  });

  it('when someone else tries the organizer tools, or names a student who is not in, then it is refused and nothing changes', async () => {
    const [host, ana, ben] = await students(3);
    const id = await activityOf(host!);
    await join(ana!, id);
    const foreign = await as(ben!).delete(`/api/activities/${id}/participants/${ana!.user._id}`);
    expect(foreign.status).toBe(403);
    const outsider = await as(host!).delete(`/api/activities/${id}/participants/${ben!.user._id}`);
    expect(outsider.body.message).toBe('This student is neither a participant nor waiting');
    const unknown = await as(host!).delete(`/api/activities/${id}/removed/${ben!.user._id}`);
    expect(unknown.body.message).toBe('This student was not removed from this activity');
    expect((await view(ana!, id)).viewer).toEqual({ status: 'joined' });
    expect((await as(ben!).post(`/api/activities/${id}/cancel`, {})).status).toBe(403);
  });

  it('when the organizer cancels, then the activity stays with its reason, nobody can join, everyone who joined or waited is told, and it is not cancelled twice', async () => {
    const [host, ana, ben, cy] = await students(4);
    const id = await activityOf(host!, { maxParticipants: 1 });
    await join(ana!, id);
    await join(ben!, id);
    const cancelled = await as(host!).post(`/api/activities/${id}/cancel`, {
      reason: 'The room is closed for repairs',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      cancelledAt: expect.any(String),
      cancelReason: 'The room is closed for repairs',
    });
    await t.delivered();
    for (const student of [ana!, ben!])
      expect(t.sink.to(student.email).at(-1)?.text).toContain('The room is closed for repairs');
    expect((await join(cy!, id)).body.message).toBe('This activity is cancelled');
    const said = await as(ana!).post('/api/messages/activity', {
      activityId: id,
      content: 'Pity!',
    });
    expect(said.status).toBe(403);
    expect(said.body.message).toBe('This activity is cancelled: its chat is read-only');
    expect((await as(ana!).get(`/api/messages/activity/${id}`)).status).toBe(200);
    expect((await as(host!).post(`/api/activities/${id}/cancel`, {})).body.message).toBe(
      'This activity is already cancelled',
    );
    const tooLong = await as(host!).post(`/api/activities/${await activityOf(host!)}/cancel`, {
      reason: 'x'.repeat(301),
    });
    expect(tooLong.body.message).toBe('The reason must be at most 300 characters');
    const joined = await as(ana!).get('/api/activities/user/joined');
    expect(joined.body.map((a: { _id: string }) => a._id)).not.toContain(id);
    const listed = await as(cy!).get('/api/activities?limit=100');
    const shown = listed.body.find((a: { _id: string }) => a._id === id);
    expect(shown).toMatchObject({ cancelReason: 'The room is closed for repairs' });
  });
});

describe('time', () => {
  it('when an activity has started, then it can be neither joined nor left; once ended it is past', async () => {
    const [host, ana, ben] = await students(3);
    const id = await activityOf(host!, { maxParticipants: null });
    await join(ana!, id);
    const start = new Date(Date.now() - 1000);
    await ActivityModel.updateOne(
      { _id: id },
      { $set: { date: start, endDate: new Date(Date.now() + 3_600_000) } },
    );
    expect((await join(ben!, id)).body.message).toBe('This activity has already started');
    expect((await leave(ana!, id)).body.message).toBe('This activity has already started');
    const upcoming = await as(ben!).get('/api/activities?limit=100');
    expect(upcoming.body.map((a: { _id: string }) => a._id)).toContain(id);
    await ActivityModel.updateOne({ _id: id }, { $set: { endDate: new Date(Date.now() - 1) } });
    const later = await as(ben!).get('/api/activities?sort=alphabetical&limit=100');
    expect(later.body.map((a: { _id: string }) => a._id)).not.toContain(id);
    const past = await as(ben!).get('/api/activities?when=past');
    expect(past.body[0]._id).toBe(id);
    const pastJoined = await as(ana!).get('/api/activities/user/joined?when=past');
    expect(pastJoined.body.map((a: { _id: string }) => a._id)).toEqual([id]);
  });

  it('when upcoming activities are listed, then the soonest comes first, and a given end is kept; a missing end is two hours', async () => {
    const [host] = await students(1);
    const later = await activityOf(host!, { date: inHours(30), title: 'Later' });
    // One clock reading for both ends: two readings a millisecond apart made the length 3 h + 1 ms.
    const start = new Date(inHours(3));
    const sooner = await activityOf(host!, {
      date: start.toISOString(),
      endDate: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      title: 'Sooner',
    });
    const list = (await as(host!).get('/api/activities/user/created')).body;
    expect(list.map((a: { _id: string }) => a._id).slice(0, 2)).toEqual([sooner, later]);
    const soonerView = list[0];
    expect(new Date(soonerView.endDate).getTime() - new Date(soonerView.date).getTime()).toBe(
      3 * 3_600_000,
    );
    const laterView = list[1];
    expect(new Date(laterView.endDate).getTime() - new Date(laterView.date).getTime()).toBe(
      2 * 3_600_000,
    );
  });

  it('when the end is before the start or more than 7 days after it, then it is refused', async () => {
    const [host] = await students(1);
    const base = { title: 'x', description: 'y', location: 'z', category: 'Other' };
    const before = await as(host!).post('/api/activities', {
      ...base,
      date: inHours(5),
      endDate: inHours(4),
    });
    expect(before.body.message).toBe('The end must be after the start');
    const long = await as(host!).post('/api/activities', {
      ...base,
      date: inHours(5),
      endDate: inHours(5 + 24 * 8),
    });
    expect(long.body.message).toBe('An activity can last at most 7 days');
    const id = await activityOf(host!, { date: inHours(5) });
    const edit = await as(host!).put(`/api/activities/${id}`, { endDate: inHours(4) });
    expect(edit.body.message).toBe('The end must be after the start');
  });
});
