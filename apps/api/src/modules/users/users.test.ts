import mongoose from 'mongoose';
import request from 'supertest';
import { registerStudent, signedIn, type Student, useTestApp } from '@/test/test-app';

const t = useTestApp();

const as = (student: Student) => signedIn(t.app, student.token);

const login = (email: string, password: string) =>
  request(t.app).post('/api/auth/login').send({ email, password });

describe('GET /api/users/:id', () => {
  it('when asking for another student, then their public profile comes without email or secrets', async () => {
    const viewer = await registerStudent(t.app);
    const other = await registerStudent(t.app, { major: 'History', sports: ['Rowing'] });
    const response = await request(t.app)
      .get(`/api/users/${other.user._id}`)
      .set('x-auth-token', viewer.token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      _id: other.user._id,
      username: other.user.username,
      major: 'History',
      sports: ['Rowing'],
    });
    expect(response.body.email).toBeUndefined();
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|tokenVersion|usernameKey|__v/);
  });

  it.each([
    ['unknown', () => new mongoose.Types.ObjectId().toString()],
    ['malformed', () => 'not-an-id'],
  ])('when the id is %s, then 404 "User not found"', async (_label, id) => {
    const viewer = await registerStudent(t.app);
    const response = await request(t.app)
      .get(`/api/users/${id()}`)
      .set('x-auth-token', viewer.token);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
  });

  it('when nobody is signed in, then 401', async () => {
    const other = await registerStudent(t.app);
    const response = await request(t.app).get(`/api/users/${other.user._id}`);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Not authorized, no token' });
  });
});

describe('GET /api/users/:id relationship', () => {
  const relationship = async (viewer: Student, other: Student) =>
    (await as(viewer).get(`/api/users/${other.user._id}`)).body.relationship;

  it('when the two are strangers, then nothing is pending and they cannot message', async () => {
    const [viewer, other] = [await registerStudent(t.app), await registerStudent(t.app)];
    expect(await relationship(viewer, other)).toEqual({
      isFriend: false,
      requestSent: false,
      requestReceived: null,
      canMessage: false,
      blocked: false,
    });
  });

  it('when a request is pending, then the sender sees it sent and the recipient gets its id to answer', async () => {
    const [ada, bob] = [await registerStudent(t.app), await registerStudent(t.app)];
    const sent = await as(ada).post('/api/friends/request', { userId: bob.user._id });
    expect(await relationship(ada, bob)).toMatchObject({
      requestSent: true,
      requestReceived: null,
    });
    const seenByBob = await relationship(bob, ada);
    expect(seenByBob).toMatchObject({ requestSent: false, requestReceived: sent.body.request._id });
    expect((await as(bob).put(`/api/friends/accept/${seenByBob.requestReceived}`)).status).toBe(
      200,
    );
  });

  it('when they are friends, then both see it and may message', async () => {
    const [ada, bob] = [await registerStudent(t.app), await registerStudent(t.app)];
    await as(ada).post('/api/friends/request', { userId: bob.user._id });
    await as(bob).post('/api/friends/request', { userId: ada.user._id });
    const expected = {
      isFriend: true,
      requestSent: false,
      requestReceived: null,
      canMessage: true,
      blocked: false,
    };
    expect(await relationship(ada, bob)).toEqual(expected);
    expect(await relationship(bob, ada)).toEqual(expected);
  });

  it('when they share an activity without being friends, then they may message', async () => {
    const [organizer, joiner] = [await registerStudent(t.app), await registerStudent(t.app)];
    const activity = await as(organizer).post('/api/activities', {
      title: 'Chess club',
      description: 'Blitz games',
      date: new Date(Date.now() + 86_400_000).toISOString(),
      location: 'Room 4',
      category: 'Social',
    });
    await as(joiner).post(`/api/activities/${activity.body._id}/join`);
    expect(await relationship(joiner, organizer)).toMatchObject({
      isFriend: false,
      canMessage: true,
    });
  });

  it('when the student views their own profile, then no relationship is attached', async () => {
    const ada = await registerStudent(t.app);
    const own = await as(ada).get(`/api/users/${ada.user._id}`);
    expect(own.status).toBe(200);
    expect(own.body).not.toHaveProperty('relationship');
  });
});

describe('GET /api/users/find-by-email', () => {
  it('when the email belongs to a student, then their public view comes back, never the email', async () => {
    const seeker = await registerStudent(t.app);
    const found = await registerStudent(t.app, { major: 'Biology' });
    const response = await as(seeker).get(
      `/api/users/find-by-email?email=${encodeURIComponent(` ${found.email.toUpperCase()} `)}`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ _id: found.user._id, major: 'Biology' });
    expect(JSON.stringify(response.body)).not.toContain(found.email);
    expect(JSON.stringify(response.body)).not.toMatch(/email|passwordHash|tokenVersion/);
  });

  it('when nobody has the email, then 404 "User not found"', async () => {
    const seeker = await registerStudent(t.app);
    const response = await as(seeker).get('/api/users/find-by-email?email=nobody@uni.example');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
  });

  it.each([
    ['', 'Email is required'],
    ['?email=', 'Email is required'],
    ['?email=not-an-email', 'Please enter a valid email address'],
  ])('when the query is "%s", then 400 "%s"', async (query, message) => {
    const seeker = await registerStudent(t.app);
    const response = await as(seeker).get(`/api/users/find-by-email${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe('PUT /api/users/profile', () => {
  it('when the owner saves, then the allowed fields change and the own user comes back with email', async () => {
    const ada = await registerStudent(t.app);
    const response = await as(ada).put('/api/users/profile', {
      username: `${ada.user.username}x`,
      bio: ' Likes proofs ',
      location: 'Oslo',
      interests: 'AI, , chess',
      hobbies: ['Go', 'go'],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      _id: ada.user._id,
      username: `${ada.user.username}x`,
      email: ada.email,
      bio: 'Likes proofs',
      location: 'Oslo',
      interests: ['AI', 'chess'],
      hobbies: ['Go'],
    });
    expect((await as(ada).get('/api/auth/me')).body.username).toBe(`${ada.user.username}x`);
  });

  it('when fields outside the profile are sent, then none of them is written', async () => {
    const ada = await registerStudent(t.app, { sports: ['Rowing'] });
    const stranger = await registerStudent(t.app);
    const response = await as(ada).put('/api/users/profile', {
      username: ada.user.username,
      password: 'new-password',
      passwordHash: 'x',
      _id: stranger.user._id,
      role: 'admin',
      friends: [stranger.user._id],
      tokenVersion: 99,
      usernameKey: 'someone',
      profilePicture: 'https://evil.example/p.png',
    });
    expect(response.status).toBe(200);
    const me = await as(ada).get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ _id: ada.user._id, email: ada.email, profilePicture: '' });
    expect(me.body).not.toHaveProperty('role');
    expect(me.body.sports).toEqual(['Rowing']);
    expect((await as(ada).get('/api/friends')).body).toEqual([]);
    expect((await login(ada.email, ada.password)).status).toBe(200);
    expect((await login(ada.email, 'new-password')).status).toBe(401);
    const email = await as(ada).put('/api/users/profile', {
      username: ada.user.username,
      email: 'taken-over@evil.example',
    });
    expect(email.status).toBe(400);
    expect((await as(ada).get('/api/auth/me')).body).not.toHaveProperty('pendingEmail');
  });

  it('when another student has the username in any case, then 400 "Username is already taken"', async () => {
    const ada = await registerStudent(t.app);
    const bob = await registerStudent(t.app);
    const response = await as(bob).put('/api/users/profile', {
      username: ada.user.username.toUpperCase(),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'USERNAME_TAKEN', message: 'Username is already taken' });
  });

  it('when the owner only changes the case of their own username, then it is saved', async () => {
    const ada = await registerStudent(t.app);
    const response = await as(ada).put('/api/users/profile', {
      username: ada.user.username.toUpperCase(),
    });
    expect(response.status).toBe(200);
    expect(response.body.username).toBe(ada.user.username.toUpperCase());
  });

  it.each([
    ['no username', {}, 'Username is required'],
    ['a blank username', { username: '  ' }, 'Username is required'],
    ['a short username', { username: 'ab' }, 'Username must be between 3 and 20 characters'],
    [
      'a bio over 500 characters',
      { username: 'valid_name', bio: 'x'.repeat(501) },
      'Bio must be at most 500 characters',
    ],
  ])('when the body has %s, then 400 "%s"', async (_label, body, message) => {
    const ada = await registerStudent(t.app);
    const response = await as(ada).put('/api/users/profile', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe('PUT /api/users/me/time-zone', () => {
  it('when the browser says its zone, then the own user carries it; nobody else sees it', async () => {
    const [ana, ben] = [await registerStudent(t.app), await registerStudent(t.app)];
    const set = await as(ana).put('/api/users/me/time-zone').send({ timeZone: 'Europe/Berlin' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ _id: ana.user._id, timeZone: 'Europe/Berlin' });
    expect((await as(ana).get('/api/auth/me')).body.timeZone).toBe('Europe/Berlin');
    expect((await as(ben).get(`/api/users/${ana.user._id}`)).body.timeZone).toBeUndefined();
  });

  it.each([['Mars/Olympus'], [''], [42], ['x'.repeat(65)]])(
    'when the zone is %p, then 400 with the reason and nothing changes',
    async (timeZone) => {
      const ana = await registerStudent(t.app);
      const response = await as(ana).put('/api/users/me/time-zone').send({ timeZone });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION',
        message: 'Time zone must be a time zone name such as Europe/Berlin',
      });
      expect((await as(ana).get('/api/auth/me')).body.timeZone).toBeUndefined();
    },
  );
});

describe('PUT /api/users/password', () => {
  it('when the current password is right, then the new one works, old tokens die and a fresh token comes back', async () => {
    const ada = await registerStudent(t.app);
    const response = await as(ada).put('/api/users/password', {
      currentPassword: ada.password,
      newPassword: 'brand-new-secret',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      token: expect.any(String),
      message: 'Password changed successfully',
    });
    expect((await as(ada).get('/api/auth/me')).status).toBe(401);
    const fresh = await request(t.app).get('/api/auth/me').set('x-auth-token', response.body.token);
    expect(fresh.status).toBe(200);
    expect((await login(ada.email, 'brand-new-secret')).status).toBe(200);
    expect((await login(ada.email, ada.password)).status).toBe(401);
  });

  it('when the current password is wrong, then 400 and nothing changes', async () => {
    const ada = await registerStudent(t.app);
    const response = await as(ada).put('/api/users/password', {
      currentPassword: 'wrong-password',
      newPassword: 'brand-new-secret',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'CURRENT_PASSWORD_WRONG',
      message: 'Current password is incorrect',
    });
    expect((await as(ada).get('/api/auth/me')).status).toBe(200);
    expect((await login(ada.email, ada.password)).status).toBe(200);
  });

  it.each([
    [{ newPassword: 'brand-new-secret' }, 'Current password is required'],
    [{ currentPassword: 'x', newPassword: '123' }, 'Password must be at least 6 characters'],
  ])('when the body is %j, then 400 "%s"', async (body, message) => {
    const ada = await registerStudent(t.app);
    const response = await as(ada).put('/api/users/password', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});
