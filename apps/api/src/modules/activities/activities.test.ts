import mongoose from 'mongoose';
import request from 'supertest';
import { registerStudent, signedIn, type Student, useTestApp } from '@/test/test-app';
import { ActivityModel } from './activity.model';

const t = useTestApp();
let organizer: Student;
let student: Student;

beforeAll(async () => {
  organizer = await registerStudent(t.app);
  student = await registerStudent(t.app);
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const valid = {
  title: 'Calculus study group',
  description: 'Past papers together',
  date: inDays(3),
  location: 'Library L2',
  category: 'Academic',
};

async function createActivity(overrides: Record<string, unknown> = {}, token = organizer.token) {
  const response = await request(t.app)
    .post('/api/activities')
    .set('x-auth-token', token)
    .send({ ...valid, ...overrides });
  if (response.status !== 201) throw new Error(`create failed: ${JSON.stringify(response.body)}`);
  return response.body as { _id: string; participants: { _id: string }[] };
}

const as = (token: string) => signedIn(t.app, token);

describe('creating an activity', () => {
  it('when the details are valid, then 201 with the organizer, no participants and the category picture', async () => {
    const response = await as(organizer.token).post('/api/activities', {
      ...valid,
      maxParticipants: '8',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: valid.title,
      category: 'Academic',
      maxParticipants: 8,
      creator: { _id: organizer.user._id, username: organizer.user.username },
      participants: [],
    });
    expect(response.body.image).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/api\/activity-images\/academic\.svg$/,
    );
    const picture = await request(t.app).get(new URL(response.body.image).pathname);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
  });

  it.each([
    [{ date: inDays(-1), title: '' }, 'Activity date cannot be in the past'],
    [{ title: '   ', description: '' }, 'Title is required'],
    [{ description: '', location: '' }, 'Description is required'],
    [{ location: ' ' }, 'Location is required'],
    [{ category: 'Cooking' }, 'Category is required'],
    [{ maxParticipants: 0 }, 'Max participants must be at least 1'],
  ])(
    'when the input has %j, then 400 "%s" (the first problem in form order) and nothing is stored',
    async (change, message) => {
      const before = await mongoose.connection.collection('activities').countDocuments();
      const response = await as(organizer.token).post('/api/activities', { ...valid, ...change });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(await mongoose.connection.collection('activities').countDocuments()).toBe(before);
    },
  );

  it('when maxParticipants is empty, then the activity is unlimited', async () => {
    const response = await as(organizer.token).post('/api/activities', {
      ...valid,
      maxParticipants: '',
    });
    expect(response.body.maxParticipants).toBeNull();
  });

  it('when not signed in, then 401', async () => {
    expect((await request(t.app).post('/api/activities').send(valid)).status).toBe(401);
  });
});

describe('browsing activities', () => {
  beforeAll(async () => {
    await ActivityModel.deleteMany({});
    await createActivity({
      title: 'Basketball pickup',
      category: 'Sports',
      location: 'Gym (north)',
      date: inDays(5),
    });
    await createActivity({
      title: 'alpha reading club',
      category: 'Social',
      description: 'Books (and tea)',
      date: inDays(1),
    });
    await createActivity({ title: 'Zebra career fair', category: 'Career', date: inDays(9) });
  });

  const titles = (body: { title: string }[]) => body.map((a) => a.title);

  it('when filtering by category, then only that category', async () => {
    expect(titles((await as(student.token).get('/api/activities?category=Sports')).body)).toEqual([
      'Basketball pickup',
    ]);
    expect((await as(student.token).get('/api/activities?category=All')).body).toHaveLength(3);
  });

  it('when searching, then title, description or location match, ignoring case, with regex characters literal', async () => {
    expect(
      titles((await as(student.token).get('/api/activities?search=GYM (NORTH)')).body),
    ).toEqual(['Basketball pickup']);
    expect(titles((await as(student.token).get('/api/activities?search=(and tea)')).body)).toEqual([
      'alpha reading club',
    ]);
    expect((await as(student.token).get('/api/activities?search=.*')).body).toEqual([]);
  });

  it('when a date range is given, then only activities starting in it come; a range ending before it starts is refused', async () => {
    const from = encodeURIComponent(inDays(4));
    const to = encodeURIComponent(inDays(6));
    expect(
      titles((await as(student.token).get(`/api/activities?from=${from}&to=${to}`)).body),
    ).toEqual(['Basketball pickup']);
    expect(titles((await as(student.token).get(`/api/activities?from=${from}`)).body)).toEqual([
      'Basketball pickup',
      'Zebra career fair',
    ]);
    expect(titles((await as(student.token).get(`/api/activities?to=${from}`)).body)).toEqual([
      'alpha reading club',
    ]);
    const backwards = await as(student.token).get(`/api/activities?from=${to}&to=${from}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('Pick a valid date range: the end comes after the start');
    expect((await as(student.token).get('/api/activities?from=tomorrow')).status).toBe(400);
  });

  it('when sorting, then newest and oldest follow the date and alphabetical ignores case', async () => {
    expect(titles((await as(student.token).get('/api/activities?sort=newest')).body)).toEqual([
      'Zebra career fair',
      'Basketball pickup',
      'alpha reading club',
    ]);
    expect(titles((await as(student.token).get('/api/activities?sort=oldest')).body)[0]).toBe(
      'alpha reading club',
    );
    expect(titles((await as(student.token).get('/api/activities?sort=alphabetical')).body)).toEqual(
      ['alpha reading club', 'Basketball pickup', 'Zebra career fair'],
    );
  });

  it('when paging with the cursor, then every activity comes exactly once', async () => {
    const first = await as(student.token).get('/api/activities?limit=2&sort=alphabetical');
    expect(first.body).toHaveLength(2);
    const cursor = first.headers['x-next-cursor'];
    const second = await as(student.token).get(
      `/api/activities?limit=2&sort=alphabetical&cursor=${cursor}`,
    );
    expect(titles([...first.body, ...second.body])).toEqual([
      'alpha reading club',
      'Basketball pickup',
      'Zebra career fair',
    ]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it('when the query is invalid, then 400 with a clear message', async () => {
    expect((await as(student.token).get('/api/activities?limit=1000')).body.message).toBe(
      'Limit must be a whole number from 1 to 100',
    );
    expect((await as(student.token).get('/api/activities?cursor=nonsense')).body.message).toBe(
      'Invalid cursor',
    );
    expect((await as(student.token).get('/api/activities?sort=random')).status).toBe(400);
  });

  it('when an id is unknown or malformed, then 404 JSON', async () => {
    expect(
      (await as(student.token).get(`/api/activities/${new mongoose.Types.ObjectId()}`)).body,
    ).toEqual({ code: 'NOT_FOUND', message: 'Activity not found' });
    expect((await as(student.token).get('/api/activities/not-an-id')).status).toBe(404);
  });
});

describe('organizer rights', () => {
  it('when someone else edits or deletes, then 403 and nothing changes', async () => {
    const activity = await createActivity();
    expect(
      (await as(student.token).put(`/api/activities/${activity._id}`, { title: 'Hijacked' }))
        .status,
    ).toBe(403);
    const deletion = await as(student.token).delete(`/api/activities/${activity._id}`);
    expect(deletion.status).toBe(403);
    expect(deletion.body.message).toBe('Only the organizer can edit or delete this activity');
    expect((await as(student.token).get(`/api/activities/${activity._id}`)).body.title).toBe(
      valid.title,
    );
  });

  it('when the organizer edits, then the rules apply and the change is stored', async () => {
    const activity = await createActivity();
    expect(
      (await as(organizer.token).put(`/api/activities/${activity._id}`, { title: ' ' })).body
        .message,
    ).toBe('Title is required');
    const edited = await as(organizer.token).put(`/api/activities/${activity._id}`, {
      title: 'Linear algebra',
      category: 'Other',
    });
    expect(edited.body).toMatchObject({ title: 'Linear algebra', category: 'Other' });
    expect(edited.body.image).toMatch(/other\.svg$/);
  });

  it('when the organizer moves only the start, from 14:00 to 16:30, then the end moves with it and the length is kept', async () => {
    const day = new Date(Date.now() + 5 * 86_400_000);
    const at = (hours: number, minutes = 0) =>
      new Date(
        Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes),
      ).toISOString();
    const activity = await createActivity({ date: at(14), endDate: at(16) });
    const moved = await as(organizer.token).put(`/api/activities/${activity._id}`, {
      date: at(16, 30),
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ date: at(16, 30), endDate: at(18, 30) });
    const both = await as(organizer.token).put(`/api/activities/${activity._id}`, {
      date: at(10),
      endDate: at(13),
    });
    expect(both.body).toMatchObject({ date: at(10), endDate: at(13) });
  });

  it('when the organizer deletes, then the activity is gone', async () => {
    const activity = await createActivity();
    expect((await as(organizer.token).delete(`/api/activities/${activity._id}`)).status).toBe(200);
    expect((await as(organizer.token).get(`/api/activities/${activity._id}`)).status).toBe(404);
  });
});

describe('joining and leaving', () => {
  it('when a student joins, leaves and joins again, then the participant list follows without duplicates', async () => {
    const activity = await createActivity();
    const joined = await as(student.token).post(`/api/activities/${activity._id}/join`);
    expect(joined.body.participants.map((p: { _id: string }) => p._id)).toEqual([student.user._id]);
    const twice = await as(student.token).post(`/api/activities/${activity._id}/join`);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('You are already a participant');
    const left = await as(student.token).delete(`/api/activities/${activity._id}/leave`);
    expect(left.body.participants).toEqual([]);
    const again = await as(student.token).delete(`/api/activities/${activity._id}/leave`);
    expect(again.body.message).toBe('You are not a participant of this activity');
  });

  it('when the organizer tries to join or leave, then a clear 400', async () => {
    const activity = await createActivity();
    expect(
      (await as(organizer.token).post(`/api/activities/${activity._id}/join`)).body.message,
    ).toBe('The organizer cannot join or leave their own activity');
    expect((await as(organizer.token).delete(`/api/activities/${activity._id}/leave`)).status).toBe(
      400,
    );
  });

  it('when 50 students join a 10-place activity at the same moment, then exactly 10 get in and 40 wait in the order they arrived', async () => {
    const activity = await createActivity({ maxParticipants: 10 });
    // Registered a few at a time (the password pool turns away sign-ups beyond its queue); the
    // joins below are what arrives at the same moment.
    const students: Student[] = [];
    for (let i = 0; i < 5; i += 1)
      students.push(
        ...(await Promise.all(Array.from({ length: 10 }, () => registerStudent(t.app)))),
      );
    const responses = await Promise.all(
      students.map((s) => as(s.token).post(`/api/activities/${activity._id}/join`)),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const statuses = responses.map((r) => r.body.viewer.status);
    expect(statuses.filter((status) => status === 'joined')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(40);
    const stored = await as(organizer.token).get(`/api/activities/${activity._id}`);
    expect(stored.body.participants).toHaveLength(10);
    expect(stored.body.waitlistCount).toBe(40);
    const positions = responses
      .filter((r) => r.body.viewer.status === 'waitlisted')
      .map((r) => r.body.viewer.position);
    expect(new Set(positions).size).toBe(40);
    const ids = (people: { _id: string }[]) => people.map((person) => person._id);
    expect(new Set([...ids(stored.body.participants), ...ids(stored.body.waitlist)]).size).toBe(50);
  });

  it('when listing my activities, then created and joined are separate', async () => {
    const mine = await createActivity({ title: 'Mine' }, student.token);
    const theirs = await createActivity({ title: 'Theirs' });
    await as(student.token).post(`/api/activities/${theirs._id}/join`);
    const created = (await as(student.token).get('/api/activities/user/created')).body.map(
      (a: { _id: string }) => a._id,
    );
    const joined = (await as(student.token).get('/api/activities/user/joined')).body.map(
      (a: { _id: string }) => a._id,
    );
    expect(created).toContain(mine._id);
    expect(created).not.toContain(theirs._id);
    expect(joined).toContain(theirs._id);
  });

  it("when another student's profile lists their activities, then the same split shows and unknown kinds or ids are 404", async () => {
    const mine = await createActivity({ title: 'Visible on my profile' }, student.token);
    const viewer = as(organizer.token);
    const created = await viewer.get(`/api/activities/user/${student.user._id}/created`);
    expect(created.status).toBe(200);
    expect(created.body.map((a: { _id: string }) => a._id)).toContain(mine._id);
    const joined = await viewer.get(`/api/activities/user/${student.user._id}/joined`);
    expect(joined.body.map((a: { _id: string }) => a._id)).not.toContain(mine._id);
    expect((await viewer.get(`/api/activities/user/${student.user._id}/liked`)).status).toBe(404);
    expect((await viewer.get('/api/activities/user/not-an-id/joined')).status).toBe(404);
  });

  it('when participants are listed, then only the organizer sees their emails, not a student who just joined', async () => {
    const activity = await createActivity();
    await as(student.token).post(`/api/activities/${activity._id}/join`);
    const outsider = await registerStudent(t.app);
    const joiner = await registerStudent(t.app);
    const joined = await as(joiner.token).post(`/api/activities/${activity._id}/join`);
    expect(joined.status).toBe(200);
    expect(JSON.stringify(joined.body)).not.toContain(student.email);
    expect(
      (await as(organizer.token).get(`/api/activities/${activity._id}`)).body.participants[0].email,
    ).toBe(student.email);
    expect(
      (await as(outsider.token).get(`/api/activities/${activity._id}`)).body.participants[0].email,
    ).toBeUndefined();
  });

  it('when the organizer and then another student list the same page, then only the organizer’s list has the emails', async () => {
    const activity = await createActivity({ title: 'Emails on a listed page' });
    await as(student.token).post(`/api/activities/${activity._id}/join`);
    const outsider = await registerStudent(t.app);
    const page = '/api/activities?search=Emails%20on%20a%20listed%20page';
    const forOrganizer = await as(organizer.token).get(page);
    expect(forOrganizer.body[0].participants[0].email).toBe(student.email);
    const forOutsider = await as(outsider.token).get(page);
    expect(forOutsider.body[0]._id).toBe(activity._id);
    expect(JSON.stringify(forOutsider.body)).not.toContain(student.email);
  });
});

describe('the list after a change', () => {
  // The list is cached between changes: each of these must show on the very next request.
  const firstOfList = async () =>
    (await as(student.token).get('/api/activities?sort=newest')).body[0];

  it('when an activity is created, joined, edited, left or deleted, then the next list shows it', async () => {
    await firstOfList();
    const activity = await createActivity({ title: 'Far-future meetup', date: inDays(900) });
    expect((await firstOfList())._id).toBe(activity._id);

    await as(student.token).post(`/api/activities/${activity._id}/join`).expect(200);
    expect((await firstOfList()).participants.map((p: { _id: string }) => p._id)).toEqual([
      student.user._id,
    ]);
    await as(organizer.token)
      .put(`/api/activities/${activity._id}`)
      .send({ title: 'Renamed meetup' })
      .expect(200);
    expect((await firstOfList()).title).toBe('Renamed meetup');
    await as(student.token).delete(`/api/activities/${activity._id}/leave`).expect(200);
    expect((await firstOfList()).participants).toEqual([]);
    await as(organizer.token).delete(`/api/activities/${activity._id}`).expect(200);
    expect((await firstOfList())?._id).not.toBe(activity._id);
  });

  it('when the list has not changed since a student last saw it, then asking again with its ETag gets 304', async () => {
    const list = () =>
      as(student.token).get('/api/activities?sort=newest').set('Host', 'peerconnect.test');
    const first = await list().expect(200);
    const tag = first.headers.etag as string;
    expect((await list().set('If-None-Match', tag)).status).toBe(304);
    await createActivity({ title: 'Newer meetup', date: inDays(899) });
    const changed = await list().set('If-None-Match', tag);
    expect(changed.status).toBe(200);
    expect(changed.body[0].title).toBe('Newer meetup');
  });

  it('when an organizer changes their name or picture, then the next list shows the new ones', async () => {
    const host = await registerStudent(t.app);
    await createActivity({ title: 'Hosted meetup', date: inDays(901) }, host.token);
    expect((await firstOfList()).creator.username).toBe(host.user.username);
    await as(host.token).put('/api/users/profile').send({ username: 'renamed-host' }).expect(200);
    expect((await firstOfList()).creator.username).toBe('renamed-host');
    const avatar = await as(host.token).post('/api/users/random-avatar').expect(200);
    // Each supertest request comes from its own port, so the absolute URLs' hosts differ.
    const path = (url: string) => new URL(url).pathname;
    expect(path((await firstOfList()).creator.profilePicture)).toBe(
      path(avatar.body.profilePicture),
    );
  });
});

describe('similar activities', () => {
  it('when asked for an activity, then upcoming ones of its category come, sharing words first, never itself', async () => {
    const base = await createActivity({
      title: 'Chess tactics evening',
      category: 'Social',
      description: 'chess puzzles',
    });
    const close = await createActivity({
      title: 'Chess openings',
      category: 'Social',
      description: 'more chess puzzles',
    });
    await createActivity({ title: 'Chess in sports hall', category: 'Sports' });
    const response = await as(student.token).get(`/api/recommendations/similar/${base._id}`);
    const ids = response.body.map((a: { _id: string }) => a._id);
    expect(ids[0]).toBe(close._id);
    expect(ids).not.toContain(base._id);
    expect(response.body.every((a: { category: string }) => a.category === 'Social')).toBe(true);
  });
});

describe('caching of answers with emails', () => {
  it('when an organizer reads their activity or the list, then the answer is private and never stored', async () => {
    const organizer = await registerStudent(t.app);
    const activity = await as(organizer.token).post('/api/activities', {
      title: 'Cache check',
      description: 'Who may keep this answer',
      category: 'Social',
      date: new Date(Date.now() + 86_400_000).toISOString(),
      location: 'Library',
    });
    for (const path of [
      `/api/activities/${activity.body._id}`,
      '/api/activities',
      '/api/activities/user/created',
    ]) {
      const response = await as(organizer.token).get(path);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });
});
