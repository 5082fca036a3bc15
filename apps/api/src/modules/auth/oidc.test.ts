import type { TestAccount } from '@peerconnect/test-db/oidc-provider';
import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { addCampus } from '@/modules/campuses';
import { useOidcFlow } from '@/test/oidc-flow';
import { registerStudent, signedIn, useTestApp } from '@/test/test-app';

const APP_URL = 'http://app.test';
const CALLBACK = `${APP_URL}/api/auth/oidc/campus/callback`;
const env: Record<string, string> = { APP_URL, MODERATOR_EMAILS: 'warden@example.edu' };
const { provider, cookieOf, signInWith, finish, codeOf } = useOidcFlow(APP_URL, env);
const t = useTestApp(env);

let subjects = 0;
const account = (overrides: Partial<TestAccount> = {}): TestAccount => ({
  sub: `subject-${(subjects += 1)}`,
  name: 'Ada Lovelace',
  email: `ada${subjects}@example.edu`,
  email_verified: true,
  ...overrides,
});

const exchange = (app: Express, code: string) =>
  request(app).post('/api/auth/oidc/exchange').send({ code });
const users = () => mongoose.connection.collection('users');

describe('GET /api/auth/providers', () => {
  it('when a provider is configured, then it is listed by id and name', async () => {
    const response = await request(t.app).get('/api/auth/providers').expect(200);
    expect(response.body).toEqual([{ id: 'campus', name: 'Campus' }]);
  });

  it('when the provider is not configured, then its start is not found', async () => {
    await request(t.app).get('/api/auth/oidc/google').expect(404);
  });
});

describe('signing in with a provider', () => {
  it('when a new student signs in, then the code flow with PKCE (S256) creates them and the session arrives by a one-time code', async () => {
    provider().signInAs(account());
    const start = await request(t.app).get('/api/auth/oidc/campus').expect(302);
    const authorization = new URL(start.headers.location as string);
    expect(authorization.origin).toBe(provider().issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorization.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    const flowCookie = cookieOf(start, 'peerconnect_oidc');
    expect(start.headers['set-cookie']?.[0]).toMatch(/HttpOnly/);
    expect(start.headers['set-cookie']?.[0]).toMatch(/SameSite=Lax/);

    const landing = await finish(t.app, authorization, flowCookie);
    // The code travels in the fragment, which no server's log sees.
    expect(`${landing.origin}${landing.pathname}${landing.search}`).toBe(
      `${APP_URL}/auth/complete`,
    );
    const code = codeOf(landing);
    const session = await exchange(t.app, code).expect(200);
    expect(session.body).toMatchObject({
      isNew: true,
      user: {
        username: 'ada.lovelace',
        email: expect.stringMatching(/@example\.edu$/),
        emailVerified: true,
      },
    });
    const me = await signedIn(t.app, session.body.token).get('/api/auth/me').expect(200);
    expect(me.body._id).toBe(session.body.user._id);

    const again = await exchange(t.app, code).expect(400);
    expect(again.body.code).toBe('SIGN_IN_CODE_INVALID');
  });

  it('when the same provider account signs in again, then it is the same student, not a new one', async () => {
    const who = account({ name: 'Grace Hopper' });
    const first = await exchange(t.app, codeOf(await signInWith(t.app, who))).expect(200);
    const second = await exchange(t.app, codeOf(await signInWith(t.app, who))).expect(200);
    expect(second.body).toMatchObject({ isNew: false, user: { _id: first.body.user._id } });
    // The proposed name was free the first time, so it is taken as is.
    expect(first.body.user.username).toBe('grace.hopper');
  });

  it('when the proposed username is taken, then digits make it free', async () => {
    await registerStudent(t.app, { username: 'alan.turing', email: 'alan@elsewhere.example' });
    const session = await exchange(
      t.app,
      codeOf(await signInWith(t.app, account({ name: 'Alan Turing' }))),
    );
    expect(session.body.user.username).toMatch(/^alan\.turing\d+$/);
  });

  it('when the state coming back differs from the one sent, then the sign-in is refused and nobody is created', async () => {
    const who = account();
    const landing = await signInWith(t.app, who, {
      answer: (url) => url.searchParams.set('state', 'forged-state'),
    });
    expect(landing.href).toBe(`${APP_URL}/login?oidc=failed`);
    expect(await users().countDocuments({ email: who.email })).toBe(0);
  });

  it('when the ID token carries another nonce than the one sent, then the sign-in is refused', async () => {
    const who = account();
    const landing = await signInWith(t.app, who, {
      request: (url) => url.searchParams.set('nonce', 'replayed-nonce'),
    });
    expect(landing.href).toBe(`${APP_URL}/login?oidc=failed`);
    expect(await users().countDocuments({ email: who.email })).toBe(0);
  });

  it('when the callback comes without the browser that started it, then it is refused as expired', async () => {
    provider().signInAs(account());
    const start = await request(t.app).get('/api/auth/oidc/campus').expect(302);
    const elsewhere = await finish(t.app, new URL(start.headers.location as string), undefined);
    expect(elsewhere.href).toBe(`${APP_URL}/login?oidc=expired`);
  });

  it('when the provider does not vouch for an existing account’s email, then it does not link and says how to', async () => {
    const owner = await registerStudent(t.app, { email: 'owner@example.edu' });
    await users().updateOne({ email: owner.email }, { $set: { emailVerified: true } });
    const landing = await signInWith(t.app, account({ email: owner.email, email_verified: false }));
    expect(landing.href).toBe(`${APP_URL}/login?oidc=link-from-settings`);
    const stored = await users().findOne({ email: owner.email });
    expect(stored?.identities ?? []).toEqual([]);
  });

  it('when the account’s own address is not verified, then a verified provider email does not link either', async () => {
    const owner = await registerStudent(t.app, { email: 'unverified@example.edu' });
    const landing = await signInWith(t.app, account({ email: owner.email }));
    expect(landing.href).toBe(`${APP_URL}/login?oidc=link-from-settings`);
    expect((await users().findOne({ email: owner.email }))?.identities ?? []).toEqual([]);
  });

  it('when both the provider and the account vouch for the email, then it links and signs in to that account', async () => {
    const owner = await registerStudent(t.app, { email: 'both@example.edu' });
    await users().updateOne({ email: owner.email }, { $set: { emailVerified: true } });
    const session = await exchange(
      t.app,
      codeOf(await signInWith(t.app, account({ email: owner.email }))),
    );
    expect(session.body).toMatchObject({ isNew: false, user: { _id: owner.user._id } });
  });
});

describe('what a provider sign-in checks, as a password sign-in does', () => {
  it('when a suspended student signs in with a provider, then no session is given, and why is said', async () => {
    const who = account();
    const first = await exchange(t.app, codeOf(await signInWith(t.app, who))).expect(200);
    await users().updateOne(
      { _id: new mongoose.Types.ObjectId(first.body.user._id as string) },
      { $set: { suspendedUntil: new Date(Date.now() + 86_400_000) } },
    );
    const refused = await exchange(t.app, codeOf(await signInWith(t.app, who))).expect(403);
    expect(refused.body.code).toBe('ACCOUNT_SUSPENDED');
  });

  it('when a student listed in MODERATOR_EMAILS signs in with a provider, then they are a moderator', async () => {
    const who = account({ email: 'warden@example.edu' });
    const signedIn = await exchange(t.app, codeOf(await signInWith(t.app, who))).expect(200);
    expect(signedIn.body.user.moderator).toBe(true);
  });
});

describe('linked accounts', () => {
  async function linkFor(token: string, who: TestAccount) {
    provider().signInAs(who);
    const started = await signedIn(t.app, token).post('/api/auth/oidc/campus/link').expect(200);
    return finish(t.app, new URL(started.body.url), cookieOf(started, 'peerconnect_oidc'));
  }

  it('when a signed-in student links an account, then they can sign in with it, and nobody else can link it', async () => {
    const student = await registerStudent(t.app);
    const who = account({ email_verified: false });
    expect((await linkFor(student.token, who)).href).toBe(`${APP_URL}/settings?oidc=linked`);
    const listed = await signedIn(t.app, student.token)
      .get('/api/auth/linked-accounts')
      .expect(200);
    expect(listed.body).toMatchObject({
      hasPassword: true,
      accounts: [{ provider: 'campus', name: 'Campus', email: who.email }],
    });
    const session = await exchange(t.app, codeOf(await signInWith(t.app, who))).expect(200);
    expect(session.body.user._id).toBe(student.user._id);

    const other = await registerStudent(t.app);
    expect((await linkFor(other.token, who)).href).toBe(
      `${APP_URL}/settings?oidc=linked-elsewhere`,
    );
  });

  it('when a student made by a provider has no password, then they may not unlink it until they set one', async () => {
    const session = await exchange(
      t.app,
      codeOf(await signInWith(t.app, account({ name: 'Mary Somerville' }))),
    );
    const as = signedIn(t.app, session.body.token);
    const refused = await as.delete('/api/auth/linked-accounts/campus').expect(400);
    expect(refused.body.code).toBe('LAST_SIGN_IN_METHOD');
    await as.put('/api/auth/password', { password: 'a-new-password' }).expect(200);
    const twice = await as.put('/api/auth/password', { password: 'another-password' }).expect(400);
    expect(twice.body.code).toBe('PASSWORD_ALREADY_SET');
    const left = await as.delete('/api/auth/linked-accounts/campus').expect(200);
    expect(left.body).toEqual({ hasPassword: true, accounts: [] });
    await request(t.app)
      .post('/api/auth/login')
      .send({ email: session.body.user.email, password: 'a-new-password' })
      .expect(200);
  });
});

describe('campus of a provider sign-in', () => {
  it('when the provider vouches for an address on a campus domain, then the new student is a verified student of it', async () => {
    await addCampus({ name: 'Example University', domains: ['example.edu'] });
    const session = await exchange(
      t.app,
      codeOf(await signInWith(t.app, account({ name: 'Emmy Noether' }))),
    );
    expect(session.body.user.campus).toMatchObject({ name: 'Example University' });
    const unvouched = await exchange(
      t.app,
      codeOf(await signInWith(t.app, account({ name: 'Sophie Germain', email_verified: false }))),
    );
    expect(unvouched.body.user.campus).toBeUndefined();
  });
});
