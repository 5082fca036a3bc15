import sharp from 'sharp';
import request from 'supertest';
import { phonePhoto, storedFiles } from '@/test/pictures';
import { registerStudent, type Student, useTestApp } from '@/test/test-app';

const t = useTestApp();
let organizer: Student;
beforeAll(async () => {
  organizer = await registerStudent(t.app);
});

// The smallest valid PNG: a 1x1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const fields = {
  title: 'Photo walk',
  description: 'Around the old town',
  date: new Date(Date.now() + 86_400_000).toISOString(),
  location: 'Main gate',
  category: 'Social',
  maxParticipants: '5',
};

function multipart(file: { bytes: Buffer; name: string; type: string }) {
  const call = request(t.app).post('/api/activities').set('x-auth-token', organizer.token);
  for (const [key, value] of Object.entries(fields)) void call.field(key, value);
  return call.attach('image', file.bytes, { filename: file.name, contentType: file.type });
}

const pathOf = (url: string) => new URL(url).pathname;
const sizesOf = (url: string) =>
  [480, 960, 1600].map((width) => pathOf(url).replace(/-1600\.webp$/, `-${width}.webp`));

describe('activity pictures', () => {
  it('when a real image is uploaded with the form, then it is stored under its hash and served with long caching', async () => {
    const response = await multipart({ bytes: PNG, name: 'walk.png', type: 'image/png' });
    expect(response.status).toBe(201);
    expect(response.body.maxParticipants).toBe(5);
    const path = pathOf(response.body.image);
    expect(path).toMatch(/^\/api\/uploads\/[a-f0-9]{32}-1600\.webp$/);
    const served = await request(t.app).get(path);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('when a phone photo is uploaded, then it is kept 480, 960 and 1600 px wide at most, upright, without EXIF', async () => {
    const response = await multipart({
      bytes: await phonePhoto(2400, 1800),
      name: 'IMG_0002.JPG',
      type: 'image/jpeg',
    });
    expect(response.status).toBe(201);
    const sizes = [];
    for (const path of sizesOf(response.body.image)) {
      const metadata = await sharp((await request(t.app).get(path)).body as Buffer).metadata();
      expect(metadata.exif).toBeUndefined();
      sizes.push([metadata.width, metadata.height]);
    }
    expect(sizes).toEqual([
      [480, 640],
      [960, 1280],
      [1600, 2133],
    ]);
  });

  it('when the organizer sends a new picture, then the old one’s files are deleted', async () => {
    const created = await multipart({
      bytes: await phonePhoto(500, 400),
      name: 'a.jpg',
      type: 'image/jpeg',
    });
    const before = await storedFiles();
    const updated = await request(t.app)
      .put(`/api/activities/${created.body._id}`)
      .set('x-auth-token', organizer.token)
      .field('title', 'Photo walk, new picture')
      .attach('image', await phonePhoto(500, 400), {
        filename: 'b.jpg',
        contentType: 'image/jpeg',
      });
    expect(updated.status).toBe(200);
    expect(updated.body.image).not.toBe(created.body.image);
    expect(await storedFiles()).toBe(before);
    expect((await request(t.app).get(pathOf(created.body.image))).status).toBe(404);
  });

  it('when an activity is deleted, then its picture’s files are deleted', async () => {
    const before = await storedFiles();
    const created = await multipart({
      bytes: await phonePhoto(500, 400),
      name: 'a.jpg',
      type: 'image/jpeg',
    });
    expect(await storedFiles()).toBe(before + 3);
    const removed = await request(t.app)
      .delete(`/api/activities/${created.body._id}`)
      .set('x-auth-token', organizer.token);
    expect(removed.status).toBe(200);
    expect(await storedFiles()).toBe(before);
    expect((await request(t.app).get(pathOf(created.body.image))).status).toBe(404);
  });

  it('when someone else sends a picture for an organizer’s activity, then 403 and nothing is stored', async () => {
    const created = await multipart({ bytes: PNG, name: 'a.png', type: 'image/png' });
    const intruder = await registerStudent(t.app);
    const before = await storedFiles();
    const response = await request(t.app)
      .put(`/api/activities/${created.body._id}`)
      .set('x-auth-token', intruder.token)
      .field('title', 'Not mine to change')
      .attach('image', await phonePhoto(300, 200), {
        filename: 'x.jpg',
        contentType: 'image/jpeg',
      });
    expect(response.status).toBe(403);
    expect(await storedFiles()).toBe(before);
  });

  it('when HTML is disguised as a PNG, then it is refused and nothing is stored', async () => {
    const before = await storedFiles();
    const response = await multipart({
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      name: 'x.png',
      type: 'image/png',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please choose an image file');
    expect(await storedFiles()).toBe(before);
  });

  it('when the image is over 5 MB, then 413 "Image must be less than 5MB"', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await multipart({ bytes: big, name: 'big.png', type: 'image/png' });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Image must be less than 5MB');
  });

  it('when the other fields are invalid, then the picture is not stored', async () => {
    const before = await storedFiles();
    const call = request(t.app)
      .post('/api/activities')
      .set('x-auth-token', organizer.token)
      .field('title', '');
    const response = await call.attach('image', PNG, {
      filename: 'a.png',
      contentType: 'image/png',
    });
    expect(response.status).toBe(400);
    expect(await storedFiles()).toBe(before);
  });
});
