import request from 'supertest';
import { registerStudent, signedIn, type Student } from '@/test/test-app';
import { useMailingTestApp } from '@/test/smtp-sink';

const t = useMailingTestApp();

async function resetLinkFor(student: Student): Promise<string> {
  await request(t.app).post('/api/auth/forgot-password').send({ email: student.email });
  await t.delivered();
  return t.sink.tokenFor(student.email, '/reset-password');
}

const reset = (token: string) =>
  request(t.app).post('/api/auth/reset-password').send({ token, password: 'taken-over-1' });

const verify = (token: string) => request(t.app).get(`/api/auth/verify-email?token=${token}`);

describe('outstanding mailed links', () => {
  it('when the owner changes the password, then an earlier reset link and verification link stop working', async () => {
    const student = await registerStudent(t.app);
    await t.delivered();
    const verification = t.sink.tokenFor(student.email, '/verify-email');
    const link = await resetLinkFor(student);
    const changed = await signedIn(t.app, student.token).put('/api/users/password', {
      currentPassword: student.password,
      newPassword: 'owners-new-password',
    });
    expect(changed.status).toBe(200);
    expect((await reset(link)).body.code).toBe('LINK_INVALID');
    expect((await verify(verification)).body.code).toBe('LINK_INVALID');
  });

  it('when the owner signs out everywhere, then an earlier reset link stops working', async () => {
    const student = await registerStudent(t.app);
    const link = await resetLinkFor(student);
    expect((await signedIn(t.app, student.token).post('/api/auth/logout-all')).status).toBe(200);
    expect((await reset(link)).body.code).toBe('LINK_INVALID');
  });

  it('when the account moves to a new address, then a reset link mailed to the old one no longer resets it', async () => {
    const student = await registerStudent(t.app);
    const link = await resetLinkFor(student);
    const moved = await signedIn(t.app, student.token).put('/api/users/profile', {
      username: student.user.username,
      email: `moved-${student.email}`,
      currentPassword: student.password,
    });
    expect(moved.status).toBe(200);
    await t.delivered();
    expect((await verify(t.sink.tokenFor(`moved-${student.email}`, '/verify-email'))).status).toBe(
      200,
    );
    expect((await reset(link)).body.code).toBe('LINK_INVALID');
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: `moved-${student.email}`, password: student.password });
    expect(login.status).toBe(200);
  });
});
