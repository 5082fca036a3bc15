import type { Activity } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { as, activityWith } from '@/test/student-fixtures';
import { registerStudent, type Student, useTestApp } from '@/test/test-app';
import { addCampus, refreshCampusOf } from './campus.service';

const t = useTestApp();
// A verified or changed address without following a mailed link: the driver writes it.
const users = () => mongoose.connection.collection('users');

async function verified(email: string): Promise<Student> {
  const student = await registerStudent(t.app, { email });
  await users().updateOne({ email }, { $set: { emailVerified: true } });
  return student;
}

let ada: Student;
let bob: Student;
let cy: Student;
let outsider: Student;

beforeAll(async () => {
  ada = await verified('ada@example.edu');
  bob = await verified('bob@students.example.edu');
  // An address on the domain that was never verified makes nobody a student of the campus.
  cy = await registerStudent(t.app, { email: 'cy@example.edu' });
  outsider = await verified('dan@elsewhere.example');
  const { students } = await addCampus({
    name: 'Example University',
    domains: ['example.edu', 'students.example.edu'],
  });
  expect(students).toBe(2);
});

describe('pnpm campus add', () => {
  it('when a campus is added, then the verified students already on its domains carry its badge, and only they', async () => {
    const profile = await as(t.app, outsider).get(`/api/users/${ada.user._id}`).expect(200);
    expect(profile.body.campus).toMatchObject({ name: 'Example University' });
    const me = await as(t.app, bob).get('/api/auth/me').expect(200);
    expect(me.body.campus).toMatchObject({ name: 'Example University' });
    for (const student of [cy, outsider]) {
      const view = await as(t.app, ada).get(`/api/users/${student.user._id}`).expect(200);
      expect(view.body.campus).toBeUndefined();
    }
  });

  it('when a domain already belongs to another campus, then the campus is refused', async () => {
    await expect(addCampus({ name: 'Copycat College', domains: ['example.edu'] })).rejects.toThrow(
      'That domain already belongs to another campus',
    );
  });
});

describe('activities of a campus', () => {
  let campusActivity: string;
  let otherActivity: string;

  beforeAll(async () => {
    campusActivity = await activityWith(t.app, ada, [bob, outsider]);
    otherActivity = await activityWith(t.app, outsider, []);
  });

  it('when a verified student organizes, then the activity carries their campus, and participants show their badges', async () => {
    const detail = await as(t.app, outsider).get(`/api/activities/${campusActivity}`).expect(200);
    const activity = detail.body as Activity;
    expect(activity.campus).toMatchObject({ name: 'Example University' });
    expect(activity.creator.campus).toMatchObject({ name: 'Example University' });
    const badges = Object.fromEntries(activity.participants.map((p) => [p._id, p.campus?.name]));
    expect(badges).toEqual({
      [bob.user._id]: 'Example University',
      [outsider.user._id]: undefined,
    });
  });

  it('when the organizer later loses the campus, then the activity keeps the one it was created with', async () => {
    const organizer = await verified('eve@example.edu');
    await refreshCampusOf(organizer.user._id);
    const id = await activityWith(t.app, organizer, []);
    await users().updateOne(
      { _id: new mongoose.Types.ObjectId(organizer.user._id) },
      { $set: { email: 'eve@elsewhere.example' } },
    );
    await refreshCampusOf(organizer.user._id);
    const detail = await as(t.app, ada).get(`/api/activities/${id}`).expect(200);
    expect(detail.body.creator.campus).toBeUndefined();
    expect(detail.body.campus).toMatchObject({ name: 'Example University' });
  });

  it("when a student of the campus asks for 'My campus', then only its activities are listed", async () => {
    const mine = await as(t.app, bob).get('/api/activities?campus=mine').expect(200);
    const ids = (mine.body as Activity[]).map((activity) => activity._id);
    expect(ids).toContain(campusActivity);
    expect(ids).not.toContain(otherActivity);
    const all = await as(t.app, bob).get('/api/activities').expect(200);
    expect((all.body as Activity[]).map((activity) => activity._id)).toContain(otherActivity);
  });

  it("when a student without a campus asks for 'My campus', then they see everything, as before", async () => {
    const listed = await as(t.app, outsider).get('/api/activities?campus=mine').expect(200);
    const ids = (listed.body as Activity[]).map((activity) => activity._id);
    expect(ids).toEqual(expect.arrayContaining([campusActivity, otherActivity]));
  });

  it('when two activities are alike, then recommendations put the one of my campus first', async () => {
    const viewer = await verified('fay@example.edu');
    await refreshCampusOf(viewer.user._id);
    // The campus activity starts later, so only the campus can lift it above the other.
    const later = Date.now() + 5 * 86_400_000;
    await mongoose.connection
      .collection('activities')
      .updateOne(
        { _id: new mongoose.Types.ObjectId(campusActivity) },
        { $set: { date: new Date(later), endDate: new Date(later + 7_200_000) } },
      );
    const again = await as(t.app, viewer).get('/api/recommendations').expect(200);
    const after = (again.body as Activity[]).map((activity) => activity._id);
    expect(after.indexOf(campusActivity)).toBeLessThan(after.indexOf(otherActivity));
    const outsiderView = await as(t.app, cy).get('/api/recommendations').expect(200);
    const plain = (outsiderView.body as Activity[]).map((activity) => activity._id);
    expect(plain.indexOf(otherActivity)).toBeLessThan(plain.indexOf(campusActivity));
  });
});
