import mongoose from 'mongoose';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { activitiesCollection, oid } from '@/test/activities-collection';
import { setPicturePath } from '@/modules/users';
import { phonePhoto, storedFiles } from '@/test/pictures';
import { registerStudent, signedIn, useTestApp } from '@/test/test-app';
import { moveLegacyUploads } from './legacy-uploads';

const t = useTestApp();
const uploads = () => join(t.config.dataDir, 'uploads');
const legacy = (name: string, bytes: Buffer) => {
  mkdirSync(uploads(), { recursive: true });
  writeFileSync(join(uploads(), name), bytes);
  return `/api/uploads/${name}`;
};

describe('pictures left in DATA_DIR/uploads', () => {
  it('when students and an activity point at old files, then they are stored, re-pointed, answered at the old URL, and removed from the disk', async () => {
    const { pictures } = t;
    const student = await registerStudent(t.app);
    const photoPath = legacy('0123456789abcdef0123456789abcdef.jpg', await phonePhoto(800, 600));
    await setPicturePath(new mongoose.Types.ObjectId(student.user._id), photoPath);
    const created = await signedIn(t.app, student.token).post('/api/activities', {
      title: 'Old picture',
      description: 'Uploaded before pictures moved',
      date: new Date(Date.now() + 86_400_000).toISOString(),
      location: 'Library',
      category: 'Social',
    });
    const activityPath = legacy('fedcba9876543210fedcba9876543210.png', await phonePhoto(640, 480));
    await activitiesCollection().updateOne(
      { _id: oid(created.body._id) },
      { $set: { image: activityPath } },
    );
    legacy('00000000000000000000000000000000.gif', await phonePhoto(10, 10));
    legacy('11111111111111111111111111111111.png', Buffer.from('not an image'));
    await setPicturePath(
      new mongoose.Types.ObjectId((await registerStudent(t.app)).user._id),
      '/api/uploads/11111111111111111111111111111111.png',
    );
    const before = await storedFiles();

    expect(await moveLegacyUploads(t.config.dataDir, pictures)).toEqual({
      moved: 2,
      unreferenced: 1,
      unreadable: 1,
    });
    expect(await storedFiles()).toBe(before + 6);
    expect(readdirSync(uploads()).sort()).toEqual([
      '00000000000000000000000000000000.gif',
      '11111111111111111111111111111111.png',
    ]);
    const me = await signedIn(t.app, student.token).get(`/api/users/${student.user._id}`);
    expect(new URL(me.body.profilePicture).pathname).toMatch(
      /^\/api\/uploads\/[a-f\d]{32}-256\.webp$/,
    );
    const activity = await signedIn(t.app, student.token).get(
      `/api/activities/${created.body._id}`,
    );
    expect(new URL(activity.body.image).pathname).toMatch(
      /^\/api\/uploads\/[a-f\d]{32}-1600\.webp$/,
    );

    // Old links (a cached page, a bookmark) answer with the new bytes: the largest size.
    const old = await request(t.app).get(photoPath);
    expect(old.status).toBe(200);
    expect(old.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(old.body as Buffer).metadata();
    expect(metadata).toMatchObject({ width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect((await request(t.app).get(activityPath)).status).toBe(200);

    // Once moved, the next start finds nothing to do.
    expect(await moveLegacyUploads(t.config.dataDir, pictures)).toEqual({
      moved: 0,
      unreferenced: 1,
      unreadable: 1,
    });
    expect(await storedFiles()).toBe(before + 6);

    // A moved picture is let go of like any other: its old name stops answering too.
    await signedIn(t.app, student.token).post('/api/users/random-avatar');
    expect(await storedFiles()).toBe(before + 3);
    expect((await request(t.app).get(photoPath)).status).toBe(404);
  });

  it('when there is no uploads folder, then there is nothing to move', async () => {
    expect(await moveLegacyUploads(join(t.config.dataDir, 'nowhere'), t.pictures)).toEqual({
      moved: 0,
      unreferenced: 0,
      unreadable: 0,
    });
  });
});
