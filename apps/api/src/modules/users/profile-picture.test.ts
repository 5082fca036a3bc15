import sharp from 'sharp';
import request from 'supertest';
import { gpsOf, phonePhoto, storedFiles } from '@/test/pictures';
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

const AVATAR_URL = /^http:\/\/[^/]+\/api\/uploads\/([a-f\d]{32})-256\.webp$/;
const sizesOf = (url: string) =>
  [64, 128, 256].map((width) => pathOf(url).replace(/-256\.webp$/, `-${width}.webp`));

describe('POST /api/users/profile/picture', () => {
  it('when a real PNG is uploaded, then it becomes the picture, as an absolute URL that serves it as WebP', async () => {
    const response = await upload(PNG, 'me.png');
    expect(response.status).toBe(200);
    expect(response.body.profilePicture).toMatch(AVATAR_URL);
    expect(response.body.user).toMatchObject({
      _id: student.user._id,
      email: student.email,
      profilePicture: response.body.profilePicture,
    });
    const image = await request(t.app).get(pathOf(response.body.profilePicture));
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.body as Buffer).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
  });

  it('when a phone photo with GPS is uploaded, then every size is square WebP without any EXIF', async () => {
    const photo = await phonePhoto(1600, 1200);
    expect(await gpsOf(photo)).toBeDefined();
    const response = await request(t.app)
      .post('/api/users/profile/picture')
      .set('x-auth-token', student.token)
      .attach('profilePicture', photo, { filename: 'IMG_0001.JPG', contentType: 'image/jpeg' });
    expect(response.status).toBe(200);
    for (const [index, path] of sizesOf(response.body.profilePicture).entries()) {
      const served = await request(t.app).get(path);
      const side = [64, 128, 256][index];
      const metadata = await sharp(served.body as Buffer).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: side, height: side });
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('when a picture is served, then it is cached for good, revalidated by its ETag, and inert if opened', async () => {
    const { body } = await upload(PNG, 'me.png');
    const path = pathOf(body.profilePicture);
    const first = await request(t.app).get(path);
    expect(first.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      etag: `"${path.split('/').pop()}"`,
    });
    const again = await request(t.app)
      .get(path)
      .set('If-None-Match', first.headers.etag ?? '');
    expect(again.status).toBe(304);
    expect((again.body as Buffer).length).toBe(0);
  });

  it.each([
    '0123456789abcdef0123456789abcdef-256.webp',
    '0123456789abcdef0123456789abcdef.png',
    '..%2F..%2Fpackage.json',
    'jwt-secret',
  ])(
    'when %s is asked for and is no stored picture, then 404 with the API error body',
    async (name) => {
      const response = await request(t.app).get(`/api/uploads/${name}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'NOT_FOUND', message: 'Picture not found' });
    },
  );

  it('when a student replaces a picture, then the old one’s files are deleted; the same picture twice is kept once', async () => {
    const { token } = await registerStudent(t.app);
    const send = (bytes: Buffer) =>
      request(t.app)
        .post('/api/users/profile/picture')
        .set('x-auth-token', token)
        .attach('profilePicture', bytes, { filename: 'me.jpg', contentType: 'image/jpeg' });
    const before = await storedFiles();
    const first = (await send(await phonePhoto(300, 300))).body.profilePicture as string;
    expect(await storedFiles()).toBe(before + 3);
    const second = (await send(await phonePhoto(300, 300))).body.profilePicture as string;
    expect(await storedFiles()).toBe(before + 3);
    expect((await request(t.app).get(pathOf(first))).status).toBe(404);
    expect((await request(t.app).get(pathOf(second))).status).toBe(200);
    const photo = await phonePhoto(200, 200);
    await send(photo);
    await send(photo);
    expect(await storedFiles()).toBe(before + 3);
    const avatar = await request(t.app).post('/api/users/random-avatar').set('x-auth-token', token);
    expect(avatar.status).toBe(200);
    expect(await storedFiles()).toBe(before);
  });

  it('when a text file is disguised as a PNG, then it is refused and nothing is stored', async () => {
    const before = await storedFiles();
    const response = await upload(Buffer.from('just some text, not an image at all'), 'cat.png');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'BAD_REQUEST', message: 'Please choose an image file' });
    expect(await storedFiles()).toBe(before);
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
    const before = await storedFiles();
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(await storedFiles()).toBe(before);
  });
});
