import jwt from 'jsonwebtoken';
import mongoose from 'mongoose';
import request from 'supertest';
import { buildTestApp, registerStudent, TEST_SECRET, useTestApp } from '@/test/test-app';

const t = useTestApp();

const valid = { username: 'ada', email: 'Ada@Uni.Example', password: 'correct-horse' };

describe('POST /api/auth/register', () => {
  it('when the details are valid, then answers 201 with a token and the user, never the password hash', async () => {
    const response = await request(t.app)
      .post('/api/auth/register')
      .send({
        ...valid,
        hobbies: [' Chess ', 'chess', ''],
        major: 'Physics',
        graduationYear: '2027',
      });
    expect(response.status).toBe(201);
    expect(typeof response.body.token).toBe('string');
    expect(response.body.user).toMatchObject({
      username: 'ada',
      email: 'ada@uni.example',
      hobbies: ['Chess'],
      major: 'Physics',
      graduationYear: 2027,
    });
    expect(JSON.stringify(response.body)).not.toMatch(
      /passwordHash|correct-horse|tokenVersion|__v/,
    );
  });

  it('when the email is already registered, then says so and creates nobody', async () => {
    const response = await request(t.app)
      .post('/api/auth/register')
      .send({ ...valid, username: 'other' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('User already exists with this email');
    expect(
      await mongoose.connection.collection('users').countDocuments({ username: 'other' }),
    ).toBe(0);
  });

  it('when the username is taken, ignoring case, then says so', async () => {
    const response = await request(t.app)
      .post('/api/auth/register')
      .send({ ...valid, username: 'ADA', email: 'new@uni.example' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Username is already taken');
  });

  it.each([
    [{ username: undefined }, 'Username is required'],
    [{ username: '   ' }, 'Username is required'],
    [{ username: 'ab' }, 'Username must be between 3 and 20 characters'],
    [{ username: 'a'.repeat(21) }, 'Username must be between 3 and 20 characters'],
    [
      { username: 'ada lovelace' },
      'Username can only contain letters, numbers, dots, dashes and underscores',
    ],
    [{ email: undefined }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: undefined }, 'Password is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ password: 'é'.repeat(40) }, 'Password must be at most 72 bytes'],
    [{ graduationYear: 2040 }, 'Graduation year must be between 2020 and 2030'],
    [{ graduationYear: 2019 }, 'Graduation year must be between 2020 and 2030'],
    [{ graduationYear: 'soon' }, 'Graduation year must be between 2020 and 2030'],
    [{ major: 42 }, 'Major must be text'],
    [{ hobbies: 'chess' }, 'Interests must be a list'],
    [{ sports: [7] }, 'Interests must be text'],
    [{ musicGenres: ['x'.repeat(51)] }, 'Each interest must be at most 50 characters'],
  ])('when the input is %j, then answers 400 "%s"', async (change, message) => {
    const response = await request(t.app)
      .post('/api/auth/register')
      .send({ ...valid, email: 'fresh@uni.example', username: 'fresh', ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors[0].message).toBe(message);
  });

  it('when interest lists carry blanks, spaces and repeats, then each is stored trimmed and once', async () => {
    const response = await request(t.app)
      .post('/api/auth/register')
      .send({
        username: 'tagger',
        email: 'tagger@uni.example',
        password: 'correct-horse',
        favoriteSubjects: ['  Maths', 'maths ', 'Physics', '   '],
        sports: [],
        movieGenres: ['Drama', 'DRAMA', ' Sci-Fi '],
      });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({
      favoriteSubjects: ['Maths', 'Physics'],
      sports: [],
      movieGenres: ['Drama', 'Sci-Fi'],
      hobbies: [],
    });
  });
});

describe('POST /api/auth/login', () => {
  it('when the password is right, then answers with a token that opens /me by either header', async () => {
    const student = await registerStudent(t.app);
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: student.email.toUpperCase(), password: student.password });
    expect(login.status).toBe(200);
    const byHeader = await request(t.app).get('/api/auth/me').set('x-auth-token', login.body.token);
    const byBearer = await request(t.app)
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${login.body.token}`);
    expect(byHeader.body).toMatchObject({ _id: student.user._id, email: student.email });
    expect(byBearer.status).toBe(200);
  });

  it('when the email is unknown or the password wrong, then the same message gives no hint which', async () => {
    const student = await registerStudent(t.app);
    const wrongPassword = await request(t.app)
      .post('/api/auth/login')
      .send({ email: student.email, password: 'wrong-password' });
    const unknownEmail = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'nobody@uni.example', password: 'wrong-password' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('when fields are missing or operator objects are sent, then 400 naming the missing field', async () => {
    expect(
      (await request(t.app).post('/api/auth/login').send({ password: 'x' })).body.message,
    ).toBe('Email is required');
    expect(
      (await request(t.app).post('/api/auth/login').send({ email: 'a@b.co' })).body.message,
    ).toBe('Password is required');
    const injection = await request(t.app)
      .post('/api/auth/login')
      .send({ email: { $gt: '' }, password: { $ne: null } });
    expect(injection.status).toBe(400);
  });
});

describe('POST /api/auth/login guessing', () => {
  it('when one address keeps failing on one email, then 429 after the limit; others are unaffected', async () => {
    const limited = buildTestApp({ LOGIN_RATE_LIMIT: '2' });
    try {
      const student = await registerStudent(limited.app);
      const login = (email: string, password: string) =>
        request(limited.app).post('/api/auth/login').send({ email, password });
      // Successful sign-ins do not count towards the limit.
      for (let i = 0; i < 3; i += 1)
        expect((await login(student.email, student.password)).status).toBe(200);
      expect((await login(student.email, 'guess-one')).status).toBe(401);
      expect((await login(student.email, 'guess-two')).status).toBe(401);
      const blocked = await login(student.email, 'guess-three');
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many requests, please try again later.',
      });
      expect((await login('someone-else@uni.example', 'guess')).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/auth/me picture', () => {
  it('when the student has a picture, then me and login give it as an absolute URL like every other route', async () => {
    const student = await registerStudent(t.app);
    const avatar = await request(t.app)
      .post('/api/users/random-avatar')
      .set('x-auth-token', student.token);
    const me = await request(t.app).get('/api/auth/me').set('x-auth-token', student.token);
    // supertest serves each request on its own port, so compare the paths.
    const path = (url: string) => new URL(url).pathname;
    expect(me.body.profilePicture).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/avatars\//);
    expect(path(me.body.profilePicture)).toBe(path(avatar.body.profilePicture));
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: student.email, password: student.password });
    expect(path(login.body.user.profilePicture)).toBe(path(me.body.profilePicture));
    expect(login.body.user.profilePicture).toMatch(/^http:/);
  });
});

describe('GET /api/auth/me tokens', () => {
  const userId = new mongoose.Types.ObjectId().toString();
  const claims = { sub: userId, ver: 0 };
  const options = { issuer: 'peerconnect', audience: 'peerconnect-web' } as const;

  it.each([
    ['no token', undefined, 'Not authorized, no token'],
    ['garbage', 'not-a-jwt', 'Token is not valid'],
    [
      'another secret',
      jwt.sign(claims, 'another-secret-that-is-long-enough', options),
      'Token is not valid',
    ],
    [
      'an expired token',
      jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, TEST_SECRET, options),
      'Token is not valid',
    ],
    [
      'alg none',
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`,
      'Token is not valid',
    ],
    [
      'a wrong issuer',
      jwt.sign(claims, TEST_SECRET, { issuer: 'someone-else', audience: 'peerconnect-web' }),
      'Token is not valid',
    ],
    [
      'another algorithm on the same secret',
      jwt.sign(claims, TEST_SECRET, { ...options, algorithm: 'HS512' }),
      'Token is not valid',
    ],
    [
      'a wrong audience',
      jwt.sign(claims, TEST_SECRET, { issuer: 'peerconnect', audience: 'elsewhere' }),
      'Token is not valid',
    ],
  ])('when sent %s, then 401 "%s"', async (_label, token, message) => {
    const call = request(t.app).get('/api/auth/me');
    const response = await (token ? call.set('x-auth-token', token) : call);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(message);
  });

  it('when the two token headers disagree, then 401', async () => {
    const a = await registerStudent(t.app);
    const b = await registerStudent(t.app);
    const response = await request(t.app)
      .get('/api/auth/me')
      .set('x-auth-token', a.token)
      .set('Authorization', `Bearer ${b.token}`);
    expect(response.status).toBe(401);
  });

  it('when both headers carry the same token, then it is accepted', async () => {
    const student = await registerStudent(t.app);
    const response = await request(t.app)
      .get('/api/auth/me')
      .set('x-auth-token', student.token)
      .set('Authorization', `Bearer ${student.token}`);
    expect(response.status).toBe(200);
    expect(response.body.username).toBe(student.user.username);
  });

  it('when the user behind a valid token is gone or revoked its tokens, then 401', async () => {
    const gone = await registerStudent(t.app);
    const revoked = await registerStudent(t.app);
    const users = mongoose.connection.collection('users');
    await users.deleteOne({ _id: new mongoose.Types.ObjectId(gone.user._id) });
    await users.updateOne(
      { _id: new mongoose.Types.ObjectId(revoked.user._id) },
      { $inc: { tokenVersion: 1 } },
    );
    for (const token of [gone.token, revoked.token]) {
      const response = await request(t.app).get('/api/auth/me').set('x-auth-token', token);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Token is not valid');
    }
  });

  it('when a token is issued, then it is HS256 with subject, version, issuer, audience and expiry', async () => {
    const student = await registerStudent(t.app);
    const decoded = jwt.decode(student.token, { complete: true });
    expect(decoded?.header.alg).toBe('HS256');
    expect(decoded?.payload).toMatchObject({
      sub: student.user._id,
      ver: 0,
      iss: 'peerconnect',
      aud: 'peerconnect-web',
    });
    const { iat, exp } = decoded?.payload as { iat: number; exp: number };
    expect(exp - iat).toBe(7 * 24 * 60 * 60);
  });
});
