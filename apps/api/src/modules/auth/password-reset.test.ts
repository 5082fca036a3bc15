import mongoose from 'mongoose';
import request from 'supertest';
import { storeResetLink } from '@/modules/users';
import { registerStudent, signedIn } from '@/test/test-app';
import { useMailingTestApp } from '@/test/smtp-sink';
import { hashOfLinkToken } from './link-token';

const t = useMailingTestApp();
// The stored link, read as it lies in the database.
const users = () => mongoose.connection.collection('users');
const SAME_ANSWER =
  'If an account exists for that email, we have sent a link to reset the password.';
const INVALID = 'This password reset link is invalid, expired or already used. Ask for a new one.';

async function askForLink(email: string) {
  const response = await request(t.app).post('/api/auth/forgot-password').send({ email });
  await t.delivered();
  return response;
}

const reset = (token: string, password: string) =>
  request(t.app).post('/api/auth/reset-password').send({ token, password });

const login = (email: string, password: string) =>
  request(t.app).post('/api/auth/login').send({ email, password });

describe('forgot and reset password', () => {
  it('when an account exists, then a link arrives by SMTP with a text and an HTML part, and the new password signs in while the old one and old sessions stop working', async () => {
    const student = await registerStudent(t.app);
    const response = await askForLink(student.email.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: SAME_ANSWER });
    const mail = t.sink.to(student.email).at(-1);
    expect(mail?.subject).toBe('Reset your PeerConnect password');
    expect(mail?.text).toContain('http://localhost:8080/reset-password?token=');
    expect(mail?.html).toContain('Choose a new password');

    const token = t.sink.tokenFor(student.email, '/reset-password');
    const stored = await users().findOne({ _id: new mongoose.Types.ObjectId(student.user._id) });
    expect(stored?.passwordReset?.hash).toBe(hashOfLinkToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const done = await reset(token, 'a-new-password');
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ email: student.email, emailVerified: true });
    expect((await signedIn(t.app, done.body.token).get('/api/auth/me')).status).toBe(200);
    expect((await signedIn(t.app, student.token).get('/api/auth/me')).status).toBe(401);
    expect((await login(student.email, student.password)).status).toBe(401);
    expect((await login(student.email, 'a-new-password')).status).toBe(200);
  });

  it('when a link was used once, then it does not work again', async () => {
    const student = await registerStudent(t.app);
    await askForLink(student.email);
    const token = t.sink.tokenFor(student.email, '/reset-password');
    expect((await reset(token, 'first-new-password')).status).toBe(200);
    const again = await reset(token, 'second-new-password');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'LINK_INVALID', message: INVALID });
    expect((await login(student.email, 'first-new-password')).status).toBe(200);
  });

  it('when a new link is asked for, then the previous one stops working', async () => {
    const student = await registerStudent(t.app);
    await askForLink(student.email);
    const first = t.sink.tokenFor(student.email, '/reset-password');
    await askForLink(student.email);
    const second = t.sink.tokenFor(student.email, '/reset-password');
    expect(second).not.toBe(first);
    expect((await reset(first, 'new-password-1')).body.code).toBe('LINK_INVALID');
    expect((await reset(second, 'new-password-2')).status).toBe(200);
  });

  it('when the link is older than 30 minutes, then it is refused and the password stays', async () => {
    const student = await registerStudent(t.app);
    await askForLink(student.email);
    const token = t.sink.tokenFor(student.email, '/reset-password');
    await storeResetLink(student.email, {
      hash: hashOfLinkToken(token),
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await reset(token, 'too-late-password')).body.code).toBe('LINK_INVALID');
    expect((await login(student.email, student.password)).status).toBe(200);
  });

  it("when one student's link is used, then only that student's password changes", async () => {
    const owner = await registerStudent(t.app);
    const other = await registerStudent(t.app);
    await askForLink(owner.email);
    const token = t.sink.tokenFor(owner.email, '/reset-password');
    expect((await reset(token, 'owners-new-password')).body.user._id).toBe(owner.user._id);
    expect((await login(other.email, other.password)).status).toBe(200);
    expect((await login(other.email, 'owners-new-password')).status).toBe(401);
  });

  it('when the email has no account, then the answer is the same and no mail is sent', async () => {
    const before = t.sink.mails.length;
    const response = await askForLink('nobody@uni.example');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: SAME_ANSWER });
    expect(t.sink.mails.length).toBe(before);
  });

  it('when the token or the password is malformed, then it says which and changes nothing', async () => {
    expect((await reset('not-a-token', 'a-new-password')).body).toMatchObject({ message: INVALID });
    const unknown = 'A'.repeat(43);
    expect((await reset(unknown, 'a-new-password')).body.code).toBe('LINK_INVALID');
    const student = await registerStudent(t.app);
    await askForLink(student.email);
    const token = t.sink.tokenFor(student.email, '/reset-password');
    const short = await reset(token, '123');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 6 characters');
    expect((await reset(token, 'long-enough')).status).toBe(200);
    expect((await request(t.app).post('/api/auth/forgot-password').send({})).body.message).toBe(
      'Email is required',
    );
  });

  it('when one address asks again and again, then after 5 links in an hour it is refused', async () => {
    const student = await registerStudent(t.app);
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await askForLink(student.email)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect(
      t.sink.to(student.email).filter((mail) => mail.subject?.startsWith('Reset')),
    ).toHaveLength(5);
  });
});
