import request from 'supertest';
import { setModeratorByEmail } from '@/modules/users';
import { registerStudent, signedIn, useTestApp } from '@/test/test-app';

const t = useTestApp({ MODERATOR_EMAILS: 'Mod@Uni.example, later@uni.example' });

describe('MODERATOR_EMAILS', () => {
  it('when a listed student registers, then they are a moderator at once; others are not', async () => {
    const mod = await registerStudent(t.app, { email: 'mod@uni.example' });
    const other = await registerStudent(t.app);
    expect((await signedIn(t.app, mod.token).get('/api/auth/me')).body.moderator).toBe(true);
    expect((await signedIn(t.app, mod.token).get('/api/moderation/reports')).status).toBe(200);
    expect((await signedIn(t.app, other.token).get('/api/auth/me')).body.moderator).toBeUndefined();
  });

  it('when a listed account existed before the list named it, then signing in makes it a moderator', async () => {
    const later = await registerStudent(t.app, { email: 'later@uni.example' });
    await setModeratorByEmail(later.email, false);
    const signIn = await request(t.app)
      .post('/api/auth/login')
      .send({ email: later.email, password: later.password });
    expect(signIn.body.user.moderator).toBe(true);
    expect((await signedIn(t.app, signIn.body.token).get('/api/moderation/audit')).status).toBe(
      200,
    );
  });
});
