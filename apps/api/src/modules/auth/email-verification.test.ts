import request from 'supertest';
import { registerStudent, signedIn } from '@/test/test-app';
import { useMailingTestApp } from '@/test/smtp-sink';

const t = useMailingTestApp();
const INVALID = 'This verification link is invalid, expired or already used.';

const verify = (token: string) => request(t.app).get('/api/auth/verify-email').query({ token });

const me = async (token: string) => (await signedIn(t.app, token).get('/api/auth/me')).body;

describe('a verified address', () => {
  it('when a student registers, then a verification mail arrives and its link verifies the address once', async () => {
    const student = await registerStudent(t.app);
    expect(await me(student.token)).toMatchObject({ emailVerified: false });
    await t.delivered();
    const mail = t.sink.to(student.email).at(-1);
    expect(mail?.subject).toBe('Verify your email address for PeerConnect');
    const token = t.sink.tokenFor(student.email, '/verify-email');
    const response = await verify(token);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Your email address is verified.');
    expect(await me(student.token)).toMatchObject({ emailVerified: true });
    expect((await verify(token)).body).toMatchObject({ code: 'LINK_INVALID', message: INVALID });
  });

  it('when the student asks for the link again, then a new one arrives, the old one stops working, and a fourth ask in an hour is refused', async () => {
    const student = await registerStudent(t.app);
    await t.delivered();
    const first = t.sink.tokenFor(student.email, '/verify-email');
    const resend = () => signedIn(t.app, student.token).post('/api/auth/verify-email/resend');
    expect((await resend()).body.message).toBe('We have sent a new verification link.');
    await t.delivered();
    const second = t.sink.tokenFor(student.email, '/verify-email');
    expect((await verify(first)).status).toBe(400);
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(429);
    await t.delivered();
    expect((await verify(t.sink.tokenFor(student.email, '/verify-email'))).status).toBe(200);
    expect(second).not.toBe(t.sink.tokenFor(student.email, '/verify-email'));
  });

  it('when a verified student asks for a link, then it says there is nothing to verify', async () => {
    const student = await registerStudent(t.app);
    await t.delivered();
    await verify(t.sink.tokenFor(student.email, '/verify-email'));
    const response = await signedIn(t.app, student.token).post('/api/auth/verify-email/resend');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Your email address is already verified.');
  });

  it('when the token is malformed or unknown, then the same clear message', async () => {
    expect((await verify('x')).body.message).toBe(INVALID);
    expect((await verify('B'.repeat(43))).body).toMatchObject({ code: 'LINK_INVALID' });
  });
});

describe('changing the email in the profile', () => {
  const update = (token: string, body: object) =>
    signedIn(t.app, token).put('/api/users/profile', { username: 'placeholder', ...body });

  it('when the current password is missing or wrong, then nothing changes and no mail goes out', async () => {
    const student = await registerStudent(t.app);
    const body = { username: student.user.username, email: 'new-address@uni.example' };
    await t.delivered();
    const before = t.sink.mails.length;
    const missing = await update(student.token, body);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Enter your current password to change the email address');
    const wrong = await update(student.token, { ...body, currentPassword: 'not-it' });
    expect(wrong.body.message).toBe('Current password is incorrect');
    await t.delivered();
    expect(t.sink.mails.length).toBe(before);
    expect(await me(student.token)).not.toHaveProperty('pendingEmail');
  });

  it('when the new address is verified, then it becomes the email, the old address was told, and the new one signs in', async () => {
    const student = await registerStudent(t.app);
    const newEmail = `moved-${student.user.username}@uni.example`;
    const response = await update(student.token, {
      username: student.user.username,
      email: newEmail,
      currentPassword: student.password,
      bio: 'Moved',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      email: student.email,
      pendingEmail: newEmail,
      bio: 'Moved',
    });
    await t.delivered();
    expect(t.sink.to(student.email).at(-1)?.subject).toBe(
      'Your PeerConnect email address is being changed',
    );
    expect(t.sink.to(student.email).at(-1)?.text).toContain(newEmail);
    const changed = await verify(t.sink.tokenFor(newEmail, '/verify-email'));
    expect(changed.body.message).toBe('Your email address is changed and verified.');
    expect(await me(student.token)).toMatchObject({ email: newEmail, emailVerified: true });
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: newEmail, password: student.password });
    expect(login.status).toBe(200);
  });

  it('when the new address belongs to another student, then the answer is the same as for a free one, but no link goes out and the address stays theirs', async () => {
    const student = await registerStudent(t.app);
    const other = await registerStudent(t.app);
    await t.delivered();
    const theirMails = t.sink.to(other.email).length;
    const free = await update(student.token, {
      username: student.user.username,
      email: `free-${student.email}`,
      currentPassword: student.password,
    });
    const taken = await update(student.token, {
      username: student.user.username,
      email: other.email,
      currentPassword: student.password,
    });
    expect([free.status, taken.status]).toEqual([200, 200]);
    expect(taken.body.pendingEmail).toBe(other.email);
    await t.delivered();
    expect(t.sink.to(other.email)).toHaveLength(theirMails);
    expect(await me(other.token)).toMatchObject({ email: other.email });
  });

  it('when a client resends the unchanged email with the profile, then no password is needed', async () => {
    const student = await registerStudent(t.app);
    const response = await update(student.token, {
      username: student.user.username,
      email: student.email,
      bio: 'Same address',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: student.email, bio: 'Same address' });
  });
});
