import request from 'supertest';
import { activitiesCollection, oid } from '@/test/activities-collection';
import { registerStudent, useTestApp } from '@/test/test-app';

const t = useTestApp();

// The smallest valid PNG: a 1x1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('deleting an account while one of its uploads is in flight', () => {
  it('when the account is deleted while an activity’s picture is being processed, then that activity is not left behind', async () => {
    const leaver = await registerStudent(t.app);
    const pictures = t.pictures;
    const save = pictures.save.bind(pictures);
    let processing!: () => void;
    const started = new Promise<void>((resolve) => (processing = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    pictures.save = async (...args) => {
      processing();
      await finished;
      return save(...args);
    };
    try {
      const creating = request(t.app)
        .post('/api/activities')
        .set('x-auth-token', leaver.token)
        .field('title', 'Photo walk')
        .field('description', 'Around the old town')
        .field('date', new Date(Date.now() + 86_400_000).toISOString())
        .field('location', 'Main gate')
        .field('category', 'Social')
        .attach('image', PNG, { filename: 'walk.png', contentType: 'image/png' })
        .then((response) => response);
      await started;
      const deleted = await request(t.app)
        .delete('/api/users/me')
        .set('x-auth-token', leaver.token)
        .send({ password: leaver.password });
      expect(deleted.status).toBe(200);
      finish();
      expect((await creating).status).toBe(401);
    } finally {
      pictures.save = save;
    }
    const activities = activitiesCollection();
    expect(await activities.countDocuments({ creator: oid(leaver.user._id) })).toBe(0);
    expect(await activities.countDocuments({ title: 'Photo walk' })).toBe(0);
  });
});
