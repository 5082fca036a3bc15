import type { TestAccount } from '@peerconnect/test-db/oidc-provider';
import type { Express } from 'express';
import jwt from 'jsonwebtoken';
import mongoose from 'mongoose';
import request from 'supertest';
import { addCampus } from '@/modules/campuses';
import { type Landing, useOidcFlow } from '@/test/oidc-flow';
import { useMailingTestApp } from '@/test/smtp-sink';
import { registerStudent, type Student, signedIn, TEST_SECRET } from '@/test/test-app';

const APP_URL = 'http://app.test';
const CALLBACK = `${APP_URL}/api/auth/oidc/campus/callback`;
const env: Record<string, string> = { APP_URL, MODERATOR_EMAILS: 'warden@example.edu' };
const {
  provider,
  cookieOf,
  start,
  signInWith,
  finish,
  exchange: trade,
} = useOidcFlow(APP_URL, env);
const t = useMailingTestApp(env);

let subjects = 0;
const account = (overrides: Partial<TestAccount> = {}): TestAccount => ({
  sub: `subject-${(subjects += 1)}`,
  name: 'Ada Lovelace',
  email: `ada${subjects}@example.edu`,
  email_verified: true,
  ...overrides,
});

/** The landing browser trades its code. */
const exchange = (app: Express, landing: Landing) => trade(app, landing.code, landing.flowCookie);
const users = () => mongoose.connection.collection('users');

/** A student with a password links the provider account `who` from the settings. */
async function linkFor(student: Student, who: TestAccount) {
  provider().signInAs(who);
  const started = await signedIn(t.app, student.token)
    .post('/api/auth/oidc/campus/link', { currentPassword: student.password })
    .expect(200);
  return finish(t.app, new URL(started.body.url), cookieOf(started, 'peerconnect_oidc'));
}

describe('GET /api/auth/providers', () => {
  it('when a provider is configured, then it is listed by id and name', async () => {
    const response = await request(t.app).get('/api/auth/providers').expect(200);
    expect(response.body).toEqual([{ id: 'campus', name: 'Campus' }]);
  });

  it('when the provider is not configured, then its start is not found', async () => {
    await request(t.app).get('/api/auth/oidc/google').set('host', 'app.test').expect(404);
  });
});

describe('signing in with a provider', () => {
  it('when a new student signs in, then the code flow with PKCE (S256) creates them and the session arrives by a one-time code', async () => {
    provider().signInAs(account());
    const started = await start(t.app);
    const authorization = new URL(started.headers.location as string);
    expect(authorization.origin).toBe(provider().issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorization.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    const flowCookie = cookieOf(started, 'peerconnect_oidc');
    expect(started.headers['set-cookie']?.[0]).toMatch(/HttpOnly/);
    expect(started.headers['set-cookie']?.[0]).toMatch(/SameSite=Lax/);

    const landing = await finish(t.app, authorization, flowCookie);
    // The code travels in the fragment, which no server's log sees.
    const { origin, pathname, search } = landing.url;
    expect(`${origin}${pathname}${search}`).toBe(`${APP_URL}/auth/complete`);
    const session = await exchange(t.app, landing).expect(200);
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

    const again = await exchange(t.app, landing).expect(400);
    expect(again.body.code).toBe('SIGN_IN_CODE_INVALID');
  });

  it('when the same provider account signs in again, then it is the same student, not a new one', async () => {
    const who = account({ name: 'Grace Hopper' });
    const first = await exchange(t.app, await signInWith(t.app, who)).expect(200);
    const second = await exchange(t.app, await signInWith(t.app, who)).expect(200);
    expect(second.body).toMatchObject({ isNew: false, user: { _id: first.body.user._id } });
    // The proposed name was free the first time, so it is taken as is.
    expect(first.body.user.username).toBe('grace.hopper');
  });

  it('when the proposed username is taken, then digits make it free', async () => {
    await registerStudent(t.app, { username: 'alan.turing', email: 'alan@elsewhere.example' });
    const session = await exchange(
      t.app,
      await signInWith(t.app, account({ name: 'Alan Turing' })),
    );
    expect(session.body.user.username).toMatch(/^alan\.turing\d+$/);
  });

  it('when the state coming back differs from the one sent, then the sign-in is refused and nobody is created', async () => {
    const who = account();
    const landing = await signInWith(t.app, who, {
      answer: (url) => url.searchParams.set('state', 'forged-state'),
    });
    expect(landing.url.href).toBe(`${APP_URL}/login?oidc=failed`);
    expect(await users().countDocuments({ email: who.email })).toBe(0);
  });

  it('when the ID token carries another nonce than the one sent, then the sign-in is refused', async () => {
    const who = account();
    const landing = await signInWith(t.app, who, {
      request: (url) => url.searchParams.set('nonce', 'replayed-nonce'),
    });
    expect(landing.url.href).toBe(`${APP_URL}/login?oidc=failed`);
    expect(await users().countDocuments({ email: who.email })).toBe(0);
  });

  it('when the callback comes without the browser that started it, then it is refused as expired', async () => {
    provider().signInAs(account());
    const started = await start(t.app);
    const elsewhere = await finish(t.app, new URL(started.headers.location as string), undefined);
    expect(elsewhere.url.href).toBe(`${APP_URL}/login?oidc=expired`);
  });

  it('when the provider does not vouch for an existing account’s email, then it does not link and says why with a code', async () => {
    const owner = await registerStudent(t.app, { email: 'owner@example.edu' });
    await users().updateOne({ email: owner.email }, { $set: { emailVerified: true } });
    const landing = await signInWith(t.app, account({ email: owner.email, email_verified: false }));
    expect(landing.url.href).toBe(`${APP_URL}/login?oidc=PROVIDER_EMAIL_UNVERIFIED`);
    const stored = await users().findOne({ email: owner.email });
    expect(stored?.identities ?? []).toEqual([]);
  });

  it('when the account’s own address is not verified, then a verified provider email does not link either', async () => {
    const owner = await registerStudent(t.app, { email: 'unverified@example.edu' });
    const landing = await signInWith(t.app, account({ email: owner.email }));
    expect(landing.url.href).toBe(`${APP_URL}/login?oidc=link-from-settings`);
    expect((await users().findOne({ email: owner.email }))?.identities ?? []).toEqual([]);
  });

  it('when both the provider and the account vouch for the email, then it links and signs in to that account', async () => {
    const owner = await registerStudent(t.app, { email: 'both@example.edu' });
    await users().updateOne({ email: owner.email }, { $set: { emailVerified: true } });
    const session = await exchange(t.app, await signInWith(t.app, account({ email: owner.email })));
    expect(session.body).toMatchObject({ isNew: false, user: { _id: owner.user._id } });
  });
});

describe('what a provider sign-in checks, as a password sign-in does', () => {
  it('when a suspended student signs in with a provider, then no session is given, and why is said', async () => {
    const who = account();
    const first = await exchange(t.app, await signInWith(t.app, who)).expect(200);
    await users().updateOne(
      { _id: new mongoose.Types.ObjectId(first.body.user._id as string) },
      { $set: { suspendedUntil: new Date(Date.now() + 86_400_000) } },
    );
    const refused = await exchange(t.app, await signInWith(t.app, who)).expect(403);
    expect(refused.body.code).toBe('ACCOUNT_SUSPENDED');
  });

  it('when a student listed in MODERATOR_EMAILS signs in with a provider, then they are a moderator', async () => {
    const who = account({ email: 'warden@example.edu' });
    const signedIn = await exchange(t.app, await signInWith(t.app, who)).expect(200);
    expect(signedIn.body.user.moderator).toBe(true);
  });
});

describe('linked accounts', () => {
  it('when a signed-in student links an account, then they can sign in with it, and nobody else can link it', async () => {
    const student = await registerStudent(t.app);
    const who = account({ email_verified: false });
    expect((await linkFor(student, who)).url.href).toBe(`${APP_URL}/settings?oidc=linked`);
    const listed = await signedIn(t.app, student.token)
      .get('/api/auth/linked-accounts')
      .expect(200);
    expect(listed.body).toMatchObject({
      hasPassword: true,
      accounts: [{ provider: 'campus', name: 'Campus', email: who.email }],
    });
    const session = await exchange(t.app, await signInWith(t.app, who)).expect(200);
    expect(session.body.user._id).toBe(student.user._id);

    const other = await registerStudent(t.app);
    expect((await linkFor(other, who)).url.href).toBe(`${APP_URL}/settings?oidc=linked-elsewhere`);
  });

  it('when a student with a password starts a link without it or with a wrong one, then it is refused with a code and no flow starts', async () => {
    const student = await registerStudent(t.app);
    const as = signedIn(t.app, student.token);
    for (const body of [{}, { currentPassword: 'not-the-password' }]) {
      const refused = await as.post('/api/auth/oidc/campus/link', body).expect(400);
      expect(refused.body.code).toBe('CURRENT_PASSWORD_WRONG');
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
  });

  it('when a link is made, then the student is told by mail which account can now sign in', async () => {
    const student = await registerStudent(t.app);
    const who = account();
    await linkFor(student, who);
    await t.delivered();
    const mail = t.sink.to(student.email).at(-1);
    expect(mail?.subject).toBe('A Campus account was linked to your PeerConnect account');
    expect(mail?.text).toContain(`The Campus account (${who.email}) can now sign in`);
  });

  it('when a student without a password starts a link long after signing in, then a fresh sign-in is asked for', async () => {
    const session = await exchange(t.app, await signInWith(t.app, account())).expect(200);
    const fresh = signedIn(t.app, session.body.token);
    await fresh.post('/api/auth/oidc/campus/link', {}).expect(200);
    const anHourAgo = jwt.sign({ ver: 0, iat: Math.floor(Date.now() / 1000) - 3600 }, TEST_SECRET, {
      algorithm: 'HS256',
      subject: session.body.user._id,
      issuer: 'peerconnect',
      audience: 'peerconnect-web',
      expiresIn: '7d',
    });
    const refused = await signedIn(t.app, anHourAgo)
      .post('/api/auth/oidc/campus/link', {})
      .expect(403);
    expect(refused.body.code).toBe('FRESH_SIGN_IN_REQUIRED');
  });

  it('when a student made by a provider has no password, then they may not unlink it until they set one', async () => {
    const session = await exchange(
      t.app,
      await signInWith(t.app, account({ name: 'Mary Somerville' })),
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
  it('when the campus’s own issuer vouches for an address on its domain, then the new student is a verified student of it', async () => {
    await addCampus({
      name: 'Example University',
      domains: ['example.edu'],
      issuer: provider().issuer,
    });
    const session = await exchange(
      t.app,
      await signInWith(t.app, account({ name: 'Emmy Noether' })),
    ).expect(200);
    expect(session.body.user.campus).toMatchObject({ name: 'Example University' });
  });

  it('when another issuer says it verified an address on a campus’s domain, then no account is made or found with it', async () => {
    await addCampus({
      name: 'Elsewhere College',
      domains: ['elsewhere.edu'],
      issuer: 'https://login.elsewhere.edu',
    });
    const who = account({ email: 'sophie@elsewhere.edu' });
    const landing = await signInWith(t.app, who);
    expect(landing.url.href).toBe(`${APP_URL}/login?oidc=PROVIDER_EMAIL_UNVERIFIED`);
    expect(await users().countDocuments({ email: who.email })).toBe(0);
  });

  it('when a linked account’s provider is not the campus’s issuer, then its verified address gives no badge', async () => {
    await addCampus({ name: 'Other Campus', domains: ['other.edu'] });
    const student = await registerStudent(t.app);
    await linkFor(student, account({ email: 'maria@other.edu' }));
    const me = await signedIn(t.app, student.token).get('/api/auth/me').expect(200);
    expect(me.body.campus).toBeUndefined();
  });
});

describe('the address a provider gives', () => {
  it('when the provider does not vouch for an address nobody has, then no account is made and its owner can still register', async () => {
    const who = account({ email: 'owner-to-be@example.org', email_verified: false });
    const landing = await signInWith(t.app, who);
    expect(landing.url.href).toBe(`${APP_URL}/login?oidc=PROVIDER_EMAIL_UNVERIFIED`);
    expect(landing.code).toBe('');
    expect(await users().countDocuments({ email: who.email })).toBe(0);
    await registerStudent(t.app, { email: who.email });
  });

  it.each([
    ['not an address', 'not-an-email'],
    ['3,000 characters', `${'a'.repeat(2990)}@example.org`],
    ['a NUL', 'nul\u0000@example.org'],
    ['a line break', 'crlf@example.org\r\nBcc: x@example.org'],
    ['a path', 't/../../x@y'],
  ])(
    'when the address is %s, then the sign-in is refused with a code and nothing is stored',
    async (_, email) => {
      const who = account({ email });
      const landing = await signInWith(t.app, who);
      expect(landing.url.href).toBe(`${APP_URL}/login?oidc=PROVIDER_EMAIL_INVALID`);
      expect(await users().countDocuments({ 'identities.subject': who.sub })).toBe(0);
    },
  );

  it('when a student links an account whose address is not an address, then it is refused and not linked', async () => {
    const student = await registerStudent(t.app);
    const landing = await linkFor(student, account({ email: 'not-an-email' }));
    expect(landing.url.href).toBe(`${APP_URL}/settings?oidc=PROVIDER_EMAIL_INVALID`);
    const stored = await users().findOne({ email: student.email });
    expect(stored?.identities ?? []).toEqual([]);
  });

  it('when the address comes with spaces and capitals, then it is the registered address it stands for', async () => {
    const owner = await registerStudent(t.app, { email: 'spaced@example.org' });
    await users().updateOne({ email: owner.email }, { $set: { emailVerified: true } });
    const session = await exchange(
      t.app,
      await signInWith(t.app, account({ email: '  Spaced@EXAMPLE.org ' })),
    ).expect(200);
    expect(session.body.user._id).toBe(owner.user._id);
    const stored = await users().findOne({ email: owner.email });
    expect(stored?.identities[0]?.email).toBe('spaced@example.org');
  });

  it('when the domain has a look-alike letter, then it is stored in its IDNA form and is not the campus’s domain', async () => {
    await addCampus({
      name: 'Lookalike University',
      domains: ['lookalike.edu'],
      issuer: provider().issuer,
    });
    const session = await exchange(
      t.app,
      await signInWith(t.app, account({ email: 'ada@lооkalike.edu' })),
    ).expect(200);
    expect(session.body.user.email).toBe('ada@xn--lkalike-9iga.edu');
    expect(session.body.user.campus).toBeUndefined();
  });

  it('when a student with a linked account asks to reset the password, then the mail names the linked account and how to unlink it', async () => {
    const who = account({ name: 'Rosalind Franklin' });
    const session = await exchange(t.app, await signInWith(t.app, who)).expect(200);
    await request(t.app)
      .post('/api/auth/forgot-password')
      .send({ email: session.body.user.email })
      .expect(200);
    await t.delivered();
    const mail = t.sink.to(session.body.user.email).at(-1);
    expect(mail?.text).toContain(
      `These accounts can also sign in to yours: Campus (${who.email}).`,
    );
    expect(mail?.text).toContain(`${APP_URL}/settings`);
  });
});

describe('the mails that end sessions', () => {
  it('when a student with a linked account changes the password, then signs out everywhere, then each mail names the linked account', async () => {
    const student = await registerStudent(t.app);
    const who = account();
    await linkFor(student, who);
    const changed = await signedIn(t.app, student.token)
      .put('/api/users/password', {
        currentPassword: student.password,
        newPassword: 'new-secret-1',
      })
      .expect(200);
    await signedIn(t.app, changed.body.token).post('/api/auth/logout-all').expect(200);
    await t.delivered();
    const mails = t.sink.to(student.email).slice(-2);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your PeerConnect password was changed',
      'You were signed out of PeerConnect everywhere',
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain(
        `These accounts can also sign in to yours: Campus (${who.email}).`,
      );
      expect(mail.text).toContain(`${APP_URL}/settings`);
    }
  });
});

describe('the browser that finishes a sign-in', () => {
  it('when a sign-in code is opened in another browser, then it is refused with a code and still works in its own', async () => {
    const landing = await signInWith(t.app, account());
    const noCookie = await trade(t.app, landing.code, undefined).expect(403);
    expect(noCookie.body.code).toBe('SIGN_IN_OTHER_BROWSER');
    provider().signInAs(account());
    const otherBrowser = cookieOf(await start(t.app), 'peerconnect_oidc');
    const elsewhere = await trade(t.app, landing.code, otherBrowser).expect(403);
    expect(elsewhere.body.code).toBe('SIGN_IN_OTHER_BROWSER');
    await exchange(t.app, landing).expect(200);
  });

  it('when a sign-in starts on another host name of the server, then the browser first moves to the app’s address', async () => {
    const moved = await request(t.app)
      .get('/api/auth/oidc/campus')
      .set('host', '127.0.0.1:8080')
      .expect(302);
    expect(moved.headers.location).toBe(`${APP_URL}/api/auth/oidc/campus?moved`);
    expect(moved.headers['set-cookie']).toBeUndefined();
    const there = await request(t.app)
      .get('/api/auth/oidc/campus?moved')
      .set('host', '127.0.0.1:8080')
      .expect(302);
    expect(new URL(there.headers.location as string).origin).toBe(provider().issuer);
  });
});
