import request from 'supertest';
import { useTestApp } from '@/test/test-app';
import { emailOf, generateCommunity } from './generate-community';
import { seedSharing } from './seed-sharing';

const t = useTestApp();

describe('the seeded shared links', () => {
  it('when seeded, then one link shows visitors a preview and the other has it turned off', async () => {
    await generateCommunity({
      users: 12,
      activities: 30,
      seed: 5,
      friendsPerUser: 2,
      samplePassword: 'sample-pass',
      sampleUsers: 2,
    });
    const { shared, hidden } = await seedSharing(emailOf(0));
    const preview = await request(t.app).get(`/api/activities/${shared.id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body.title).toBe(shared.title);
    if (hidden) {
      expect((await request(t.app).get(`/api/activities/${hidden.id}/preview`)).status).toBe(404);
    }
  });
});
