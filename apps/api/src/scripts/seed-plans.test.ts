import type { Activity, Notification } from '@peerconnect/contracts';
import request from 'supertest';
import { useTestApp } from '@/test/test-app';
import { emailOf, generateCommunity } from './generate-community';
import { seedPlans } from './seed-plans';

const t = useTestApp();

describe('the seeded plans with friends', () => {
  it('when seeded, then a sample student has friends going to upcoming activities and unread invites from friends', async () => {
    await generateCommunity({
      users: 30,
      activities: 30,
      seed: 5,
      friendsPerUser: 4,
      samplePassword: 'sample-pass',
      sampleUsers: 2,
    });
    const samples = [0, 1].map(emailOf);
    const seeded = await seedPlans(samples);
    expect(seeded.shared).toBeGreaterThan(0);
    expect(seeded.invites).toBeGreaterThan(0);
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: samples[0], password: 'sample-pass' });
    const as = (path: string) => request(t.app).get(path).set('x-auth-token', login.body.token);
    const friends = new Set(
      ((await as('/api/friends')).body as { _id: string }[]).map((friend) => friend._id),
    );
    const list = (await as('/api/activities?limit=100')).body as Activity[];
    expect(
      list.some((activity) => activity.participants.some((person) => friends.has(person._id))),
    ).toBe(true);
    const notifications = (await as('/api/notifications')).body.items as Notification[];
    const invites = notifications.filter((n) => n.type === 'activity-invite');
    expect(invites.length).toBeGreaterThan(0);
    expect(invites[0]).toMatchObject({
      read: false,
      text: expect.stringMatching(/invited you to/),
    });
    expect(friends.has(invites[0]?.actor?._id ?? '')).toBe(true);
  });
});
