import mongoose from 'mongoose';
import { useTestApp } from '@/test/test-app';
import { as } from '@/test/student-fixtures';
import request from 'supertest';
import { emailOf, generateCommunity } from './generate-community';
import { seedCampuses } from './seed-campuses';

const t = useTestApp();

describe('the seeded campuses', () => {
  it('when seeded, then both campuses have verified students, the sample logins are students of one, and some have none', async () => {
    await generateCommunity({
      users: 40,
      activities: 20,
      seed: 5,
      friendsPerUser: 3,
      samplePassword: 'sample-pass',
      sampleUsers: 3,
    });
    const samples = [0, 1, 2].map(emailOf);
    const campuses = await seedCampuses(samples);
    expect(campuses.map((campus) => campus.name)).toEqual([
      'PeerConnect University',
      'Riverside College',
    ]);
    for (const campus of campuses) expect(campus.students).toBeGreaterThan(0);
    const students = mongoose.connection.collection('users');
    expect(await students.countDocuments({ campus: { $exists: false } })).toBeGreaterThan(0);
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: samples[0], password: 'sample-pass' })
      .expect(200);
    expect(login.body.user.campus).toMatchObject({ name: 'PeerConnect University' });
    const student = { ...login.body, password: 'sample-pass', email: samples[0] as string };
    const mine = await as(t.app, student).get('/api/activities?campus=mine&limit=50').expect(200);
    const all = await as(t.app, student).get('/api/activities?limit=50').expect(200);
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body.length).toBeLessThan(all.body.length);
  });
});
