import request from 'supertest';
import { useTestApp } from '@/test/test-app';
import { emailOf, generateCommunity } from './generate-community';
import { seedActivityLife } from './seed-activity-life';

const t = useTestApp();

describe('the seeded life of activities', () => {
  it('when seeded, then the first sample student waits second in line for a full game, and sees a cancelled picnic and a past revision day', async () => {
    await generateCommunity({
      users: 20,
      activities: 10,
      seed: 3,
      samplePassword: 'sample-pass',
      sampleUsers: 3,
    });
    const samples = [0, 1, 2].map(emailOf);
    await seedActivityLife(samples);
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: samples[0], password: 'sample-pass' });
    const as = (path: string) => request(t.app).get(path).set('x-auth-token', login.body.token);

    const upcoming = (await as('/api/activities?search=Five-a-side')).body;
    const football = (await as(`/api/activities/${upcoming[0]._id}`)).body;
    expect(football).toMatchObject({
      maxParticipants: 4,
      waitlistCount: 3,
      viewer: { status: 'waitlisted', position: 2 },
    });
    const picnic = (await as('/api/activities?search=picnic')).body[0];
    expect(picnic.cancelReason).toMatch(/Rain/);
    const past = (await as('/api/activities/user/joined?when=past')).body;
    expect(past.map((activity: { title: string }) => activity.title)).toContain(
      'Exam revision marathon',
    );
  });
});
