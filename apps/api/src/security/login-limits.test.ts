/**
 * Failed sign-ins are limited three ways (docs/security.md): one address on one email, one email
 * from anywhere, one address on any email. The address is what Express trusts: a forged
 * X-Forwarded-For resets nothing unless TRUST_PROXY says a proxy sets it.
 */
import request from 'supertest';
import { buildTestApp, startTestApp, type TestApp } from '@/test/test-app';

const TOO_MANY = { code: 'RATE_LIMITED', message: 'Too many requests, please try again later.' };
let db: TestApp;
const apps: TestApp[] = [];

/** An app with LOGIN_RATE_LIMIT 2 (so 10 for the per-email and per-address limits). */
function limitedApp(env: Record<string, string> = {}) {
  const built = buildTestApp({ LOGIN_RATE_LIMIT: '2', ...env });
  apps.push(built);
  return built.app;
}

const failLogin = (app: TestApp['app'], email: string, from?: string) => {
  const test = request(app).post('/api/auth/login');
  if (from) test.set('X-Forwarded-For', from);
  return test.send({ email, password: 'wrong-guess' });
};

beforeAll(async () => {
  db = await startTestApp();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await db.close();
});

describe('failed sign-in limits', () => {
  it('when no proxy is trusted, then a forged X-Forwarded-For on each guess does not reset the limit', async () => {
    const app = limitedApp();
    expect((await failLogin(app, 'ada@uni.example', '10.0.0.1')).status).toBe(401);
    expect((await failLogin(app, 'ada@uni.example', '10.0.0.2')).status).toBe(401);
    const third = await failLogin(app, 'ada@uni.example', '10.0.0.3');
    expect(third.status).toBe(429);
    expect(third.body).toEqual(TOO_MANY);
  });

  it('when guesses at one email come from many addresses, then that email is limited after five times the pair limit', async () => {
    const app = limitedApp({ TRUST_PROXY: '1' });
    for (let i = 1; i <= 10; i += 1)
      expect((await failLogin(app, 'bob@uni.example', `10.0.1.${i}`)).status).toBe(401);
    const next = await failLogin(app, 'bob@uni.example', '10.0.1.99');
    expect(next.status).toBe(429);
    expect((await failLogin(app, 'cy@uni.example', '10.0.1.99')).status).toBe(401);
  });

  it('when one address tries many emails, then that address is limited and others are not', async () => {
    const app = limitedApp({ TRUST_PROXY: '1' });
    for (let i = 1; i <= 10; i += 1)
      expect((await failLogin(app, `guess${i}@uni.example`, '10.0.2.1')).status).toBe(401);
    expect((await failLogin(app, 'guess11@uni.example', '10.0.2.1')).status).toBe(429);
    expect((await failLogin(app, 'guess11@uni.example', '10.0.2.2')).status).toBe(401);
  });
});

describe('per-user limits', () => {
  it('when a student sends more than 20 friend requests in 10 minutes, then the next is 429', async () => {
    const app = limitedApp();
    const registered = await request(app)
      .post('/api/auth/register')
      .send({ username: 'spammer', email: 'spammer@uni.example', password: 'correct-horse' });
    const token = registered.body.token as string;
    const unknown = 'ffffffffffffffffffffffff';
    for (let i = 0; i < 20; i += 1) {
      const response = await request(app)
        .post(`/api/friends/request/${unknown}`)
        .set('x-auth-token', token);
      expect(response.status).toBe(404);
    }
    const limited = await request(app)
      .post('/api/friends/request')
      .set('x-auth-token', token)
      .send({ userId: unknown });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(TOO_MANY);
  });
});

describe('sign-up and lookup limits', () => {
  const register = (app: TestApp['app'], name: string, from?: string) => {
    const test = request(app).post('/api/auth/register');
    if (from) test.set('X-Forwarded-For', from);
    return test.send({ username: name, email: `${name}@uni.example`, password: 'correct-horse' });
  };

  it('when one address creates more accounts in an hour than SIGNUP_RATE_LIMIT, then 429 and no account; another address still signs up', async () => {
    const app = limitedApp({ SIGNUP_RATE_LIMIT: '3', TRUST_PROXY: '1' });
    for (const name of ['maker1', 'maker2', 'maker3'])
      expect((await register(app, name, '10.1.0.1')).status).toBe(201);
    const refused = await register(app, 'maker4', '10.1.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(
      (
        await request(app)
          .post('/api/auth/login')
          .send({ email: 'maker4@uni.example', password: 'correct-horse' })
      ).status,
    ).toBe(401);
    expect((await register(app, 'neighbour', '10.1.0.2')).status).toBe(201);
  });

  it('when a student looks up more than 30 emails in 10 minutes, then the next lookup is 429', async () => {
    const app = limitedApp();
    const { body } = await register(app, 'prober');
    const lookup = (i: number) =>
      request(app)
        .get('/api/users/find-by-email')
        .query({ email: `nobody${i}@uni.example` })
        .set('x-auth-token', body.token as string);
    for (let i = 0; i < 30; i += 1) expect((await lookup(i)).status).toBe(404);
    const limited = await lookup(30);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(TOO_MANY);
  });
});
