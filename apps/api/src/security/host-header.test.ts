import { registerStudent, signedIn, useTestApp } from '@/test/test-app';

// Production requires PUBLIC_URL (config/env.ts); with it, links never come from the request.
const PUBLIC_URL = 'https://api.peerconnect.example';
const t = useTestApp({ PUBLIC_URL });

describe('the Host header', () => {
  it('when a request names another host, then no answer echoes it: every link starts with PUBLIC_URL', async () => {
    const { token } = await registerStudent(t.app);
    const as = signedIn(t.app, token);
    const forged = <T extends { set(name: string, value: string): T }>(test: T) =>
      test.set('Host', 'evil.example');
    const created = await forged(
      as.post('/api/activities', {
        title: 'Board games',
        description: 'Bring one',
        date: new Date(Date.now() + 86_400_000).toISOString(),
        location: 'Union',
        category: 'Social',
      }),
    );
    expect(created.status).toBe(201);
    const answers = [
      created,
      await forged(as.get('/api/activities')),
      await forged(as.get(`/api/activities/${created.body._id as string}`)),
      await forged(as.get('/api/auth/me')),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(300);
      expect(answer.text).not.toContain('evil.example');
    }
    expect(created.body.image).toMatch(new RegExp(`^${PUBLIC_URL}/`));
  });
});
