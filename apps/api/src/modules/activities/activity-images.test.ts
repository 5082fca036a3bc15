import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
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

const uploadedFiles = () => {
  try {
    return readdirSync(join(t.config.dataDir, 'uploads'));
  } catch {
    return [];
  }
};

describe('activity pictures', () => {
  it('when a real image is uploaded with the form, then it is stored under a server name and served with long caching', async () => {
    const response = await multipart({ bytes: PNG, name: 'walk.png', type: 'image/png' });
    expect(response.status).toBe(201);
    expect(response.body.maxParticipants).toBe(5);
    const path = new URL(response.body.image).pathname;
    expect(path).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await request(t.app).get(path);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('when HTML is disguised as a PNG, then it is refused and nothing is stored', async () => {
    const before = uploadedFiles().length;
    const response = await multipart({
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      name: 'x.png',
      type: 'image/png',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please choose an image file');
    expect(uploadedFiles()).toHaveLength(before);
  });

  it('when the image is over 5 MB, then 413 with the spec message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await multipart({ bytes: big, name: 'big.png', type: 'image/png' });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Image must be less than 5MB');
  });

  it('when the other fields are invalid, then the picture is not stored', async () => {
    const before = uploadedFiles().length;
    const call = request(t.app)
      .post('/api/activities')
      .set('x-auth-token', organizer.token)
      .field('title', '');
    const response = await call.attach('image', PNG, {
      filename: 'a.png',
      contentType: 'image/png',
    });
    expect(response.status).toBe(400);
    expect(uploadedFiles()).toHaveLength(before);
  });
});
