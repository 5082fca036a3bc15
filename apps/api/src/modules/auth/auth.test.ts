import jwt from 'jsonwebtoken';
import mongoose from 'mongoose';
import request from 'supertest';
import { registerStudent, startTestApp, TEST_SECRET, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

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
    [{ username: 'ab' }, 'Username must be between 3 and 20 characters'],
    [{ username: 'a'.repeat(21) }, 'Username must be between 3 and 20 characters'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: undefined }, 'Email is required'],
    [{ graduationYear: 2040 }, 'Graduation year must be between 2020 and 2030'],
    [{ password: 'é'.repeat(40) }, 'Password must be at most 72 bytes'],
  ])('when the input is %j, then answers 400 "%s"', async (change, message) => {
    const response = await request(t.app)
      .post('/api/auth/register')
      .send({ ...valid, email: 'fresh@uni.example', username: 'fresh', ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors[0].message).toBe(message);
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
    expect(wrongPassword.body).toEqual({ message: 'Invalid email or password' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('when fields are missing or operator objects are sent, then 400 with the spec messages', async () => {
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
});
