import request from 'supertest';
import { useTestApp } from '@/test/test-app';
import { emailOf, generateCommunity } from './generate-community';
import { seedActivityLife } from './seed-activity-life';
import { seedConversations } from './seed-conversations';
import { randomSource } from './random';
import { seedNotifications } from './seed-notifications';

const t = useTestApp();

describe('the seeded notifications', () => {
  it('when seeded, then a sample student signs in to read and unread notifications that each name what happened', async () => {
    await generateCommunity({
      users: 20,
      activities: 10,
      seed: 3,
      friendsPerUser: 3,
      samplePassword: 'sample-pass',
      sampleUsers: 3,
    });
    const samples = [0, 1, 2].map(emailOf);
    await seedConversations(randomSource(3), samples);
    await seedActivityLife(samples);
    expect(await seedNotifications(samples)).toBeGreaterThan(6);
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: samples[0], password: 'sample-pass' });
    const { body } = await request(t.app)
      .get('/api/notifications')
      .set('x-auth-token', login.body.token);
    const items = body.items as { read: boolean; text: string; type: string }[];
    expect(body.unreadCount).toBeGreaterThan(0);
    expect(items.some((item) => item.read)).toBe(true);
    expect(items.map((item) => item.type)).toEqual(
      expect.arrayContaining(['activity-updated', 'activity-cancelled', 'activity-reminder']),
    );
    expect(items.find((item) => item.type === 'activity-updated')?.text).toMatch(
      /moved from .+ to /,
    );
    expect(items.every((item) => !item.text.includes('Someone'))).toBe(true);
  });
});
