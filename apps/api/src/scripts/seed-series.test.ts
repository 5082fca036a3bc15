import request from 'supertest';
import type { Series } from '@peerconnect/contracts';
import { useTestApp } from '@/test/test-app';
import { emailOf, generateCommunity } from './generate-community';
import { seedSeries } from './seed-series';

const t = useTestApp();

describe('the seeded weekly series', () => {
  it('when seeded, then the first sample student is in every date of the study group (one cancelled), two run club dates, and organizes the badminton ladder', async () => {
    await generateCommunity({
      users: 40,
      activities: 5,
      seed: 5,
      samplePassword: 'sample-pass',
      sampleUsers: 3,
    });
    const samples = [0, 1, 2].map(emailOf);
    expect(await seedSeries(samples)).toEqual({ series: 3, dates: 22 });
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: samples[0], password: 'sample-pass' });
    const as = (path: string) => request(t.app).get(path).set('x-auth-token', login.body.token);

    const joined = (await as('/api/activities/user/joined')).body as {
      title: string;
      series?: { _id: string };
    }[];
    const study = joined.find((activity) => activity.title === 'Linear algebra study group');
    const { body } = await as(`/api/series/${study?.series?._id}`).expect(200);
    const dates = (body as Series).activities;
    expect(dates).toHaveLength(10);
    expect(dates.every((date) => date.viewer?.status === 'joined')).toBe(true);
    expect(dates.filter((date) => date.cancelledAt)).toHaveLength(1);
    expect(joined.filter((activity) => activity.title === 'Sunday morning run club')).toHaveLength(
      2,
    );
    const created = (await as('/api/activities/user/created')).body as { title: string }[];
    expect(created.filter((activity) => activity.title === 'Badminton ladder')).toHaveLength(6);
  });
});
