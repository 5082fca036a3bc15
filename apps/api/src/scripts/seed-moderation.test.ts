import request from 'supertest';
import type { Report } from '@peerconnect/contracts';
import { useTestApp } from '@/test/test-app';
import { emailOf, generateCommunity } from './generate-community';
import { randomSource } from './random';
import { seedConversations } from './seed-conversations';
import { seedModeration } from './seed-moderation';

const t = useTestApp();

describe('the seeded moderation queue', () => {
  it('when seeded, then the moderator signs in to open reports of a message, a group chat message hidden pending review, a profile and an activity', async () => {
    await generateCommunity({
      users: 30,
      activities: 15,
      seed: 4,
      friendsPerUser: 3,
      samplePassword: 'sample-pass',
      sampleUsers: 4,
    });
    const samples = [0, 1, 2, 3].map(emailOf);
    await seedConversations(randomSource(4), samples);
    const seeded = await seedModeration(samples);
    expect(seeded.moderatorEmail).toBe(samples[2]);
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: seeded.moderatorEmail, password: 'sample-pass' });
    expect(login.body.user.moderator).toBe(true);
    const queue = await request(t.app)
      .get('/api/moderation/reports?status=open')
      .set('x-auth-token', login.body.token);
    const reports = queue.body as Report[];
    expect(reports).toHaveLength(seeded.openReports);
    expect(new Set(reports.map((report) => report.targetType))).toEqual(
      new Set(['message', 'user', 'activity']),
    );
    expect(reports.some((report) => report.hidden && report.reporters === 3)).toBe(true);
    expect(reports.every((report) => report.content.text.length > 0)).toBe(true);
  });
});
