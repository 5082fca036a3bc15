import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { registerStudent, type Student, useTestApp } from '@/test/test-app';

const t = useTestApp();
let student: Student;
beforeAll(async () => {
  student = await registerStudent(t.app);
});

// The smallest valid PNG: a 1x1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const upload = (bytes: Buffer, filename: string, contentType = 'image/png') =>
  request(t.app)
    .post('/api/users/profile/picture')
    .set('x-auth-token', student.token)
    .attach('profilePicture', bytes, { filename, contentType });

const randomAvatar = () =>
  request(t.app).post('/api/users/random-avatar').set('x-auth-token', student.token);

/** The path part of an absolute URL, to fetch it from the app under test. */
const pathOf = (url: string) => new URL(url).pathname;

const uploadedFiles = () => {
  try {
    return readdirSync(join(t.config.dataDir, 'uploads'));
  } catch {
    return [];
  }
};

describe('POST /api/users/profile/picture', () => {
  it('when a real PNG is uploaded, then it becomes the picture, as an absolute URL that serves the image', async () => {
    const response = await upload(PNG, 'me.png');
    expect(response.status).toBe(200);
    expect(response.body.profilePicture).toMatch(
      /^http:\/\/[^/]+\/api\/uploads\/[a-f\d]{32}\.png$/,
    );
    expect(response.body.user).toMatchObject({
      _id: student.user._id,
      email: student.email,
      profilePicture: response.body.profilePicture,
    });
    const image = await request(t.app).get(pathOf(response.body.profilePicture));
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);
  });

  it('when a text file is disguised as a PNG, then it is refused and nothing is stored', async () => {
    const before = uploadedFiles();
    const response = await upload(Buffer.from('just some text, not an image at all'), 'cat.png');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'BAD_REQUEST', message: 'Please choose an image file' });
    expect(uploadedFiles()).toEqual(before);
  });

  it('when the image is over 5 MB, then 413 "Image must be less than 5MB"', async () => {
    const response = await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'big.png');
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Image must be less than 5MB',
    });
  });

  it('when no file is attached, then 400 asking for an image', async () => {
    const response = await request(t.app)
      .post('/api/users/profile/picture')
      .set('x-auth-token', student.token);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'BAD_REQUEST', message: 'Please choose an image file' });
  });

  it('when nobody is signed in, then 401', async () => {
    const response = await request(t.app)
      .post('/api/users/profile/picture')
      .attach('profilePicture', PNG, { filename: 'me.png', contentType: 'image/png' });
    expect(response.status).toBe(401);
  });
});

describe('POST /api/users/random-avatar', () => {
  it('when asked, then the picture is a new avatar served by the API itself as a cacheable SVG image', async () => {
    const response = await randomAvatar();
    expect(response.status).toBe(200);
    const url = response.body.profilePicture as string;
    expect(url).toMatch(/^http:\/\/[^/]+\/api\/avatars\/[a-f\d]{16}\.svg$/);
    expect(response.body.user).toMatchObject({ _id: student.user._id, profilePicture: url });
    // An <img> sends no token: the avatar must load without one.
    const image = await request(t.app).get(pathOf(url)).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'");
    const svg = String(image.body);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
    expect(svg).not.toMatch(/<script|href|on\w+=/i);
  });

  it('when asked twice, then each avatar is new, and each URL always draws the same image', async () => {
    const first = (await randomAvatar()).body.profilePicture as string;
    const second = (await randomAvatar()).body.profilePicture as string;
    expect(second).not.toBe(first);
    const draw = async (url: string) =>
      String((await request(t.app).get(pathOf(url)).buffer(true)).body);
    expect(await draw(first)).toBe(await draw(first));
    expect(await draw(first)).not.toBe(await draw(second));
  });

  it.each(['zzzz.svg', '0123456789abcdef.png', '0123456789abcdef.svg.html'])(
    'when an avatar name like %s is not one the API draws, then 404',
    async (name) => {
      expect((await request(t.app).get(`/api/avatars/${name}`)).status).toBe(404);
    },
  );
});

describe('malformed multipart bodies', () => {
  it.each([
    [
      'a truncated body',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc',
    ],
    ['no boundary', 'multipart/form-data', 'hello'],
    ['a body that is not multipart', 'multipart/form-data; boundary=abc', 'not multipart at all'],
  ])(
    'when an upload has %s, then 400 with the API error body, not 500',
    async (_case, type, body) => {
      const { token } = await registerStudent(t.app);
      for (const path of ['/api/users/profile/picture', '/api/activities']) {
        const response = await request(t.app)
          .post(path)
          .set('x-auth-token', token)
          .set('Content-Type', type)
          .send(body);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ code: 'BAD_REQUEST', message: 'Invalid upload' });
      }
    },
  );
});

describe('how many pictures a student may store', () => {
  it('when a student uploads more than 20 pictures in 10 minutes over any route, then the next is 429 and not stored', async () => {
    const { token } = await registerStudent(t.app);
    const send = () =>
      request(t.app)
        .post('/api/users/profile/picture')
        .set('x-auth-token', token)
        .attach('profilePicture', PNG, { filename: 'me.png', contentType: 'image/png' });
    for (let i = 0; i < 19; i += 1) expect((await send()).status).toBe(200);
    const activity = await request(t.app)
      .post('/api/activities')
      .set('x-auth-token', token)
      .field('title', 'Picture number twenty')
      .field('description', 'The last one allowed')
      .field('category', 'Social')
      .field('date', new Date(Date.now() + 86_400_000).toISOString())
      .field('location', 'Library')
      .attach('image', PNG, { filename: 'a.png', contentType: 'image/png' });
    expect(activity.status).toBe(201);
    const before = uploadedFiles().length;
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(uploadedFiles()).toHaveLength(before);
  });
});
