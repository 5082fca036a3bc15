import request from 'supertest';
import sharp from 'sharp';
import { storedFiles } from '@/test/pictures';
import { useTestApp } from '@/test/test-app';
import { emailOf, generateCommunity } from './generate-community';
import { randomSource } from './random';
import { seedPictures } from './seed-pictures';

const t = useTestApp();
const PASSWORD = 'sample-pass';

describe('sample pictures', () => {
  it('when the community is seeded, then sample students and some activities get drawn pictures, stored and served like uploads', async () => {
    await generateCommunity({
      users: 12,
      activities: 6,
      seed: 5,
      friendsPerUser: 2,
      samplePassword: PASSWORD,
      sampleUsers: 2,
    });
    const seeded = await seedPictures(randomSource(5), t.pictures, {
      sampleEmails: [emailOf(0), emailOf(1)],
      studentEvery: 5,
      activityEvery: 3,
    });
    // The two sample logins and every fifth student (three of twelve, maybe one a sample login);
    // activities 0 and 3.
    expect(seeded.portraits).toBeGreaterThanOrEqual(4);
    expect(seeded.landscapes).toBe(2);
    expect(await storedFiles()).toBe((seeded.portraits + seeded.landscapes) * 3);

    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: emailOf(0), password: PASSWORD })
      .expect(200);
    const picture = new URL(login.body.user.profilePicture as string).pathname;
    expect(picture).toMatch(/^\/api\/uploads\/[a-f\d]{32}-256\.webp$/);
    const served = await request(t.app).get(picture.replace('-256.', '-64.')).expect(200);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ width: 64, height: 64 });
  });
});
