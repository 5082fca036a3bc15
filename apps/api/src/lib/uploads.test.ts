import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import sharp from 'sharp';
import { phonePhoto, storedFiles } from '@/test/pictures';
import { registerStudent, type Student, useTestApp } from '@/test/test-app';

const t = useTestApp();
let server: Server;
let student: Student;
beforeAll(async () => {
  server = t.app.listen(0, '127.0.0.1');
  student = await registerStudent(t.app);
});
afterAll(() => new Promise((closed) => server.close(closed)));

const BOUNDARY = 'peerconnect-upload';
const FIELDS = {
  title: 'Photo walk',
  description: 'Around the old town',
  date: new Date(Date.now() + 86_400_000).toISOString(),
  location: 'Main gate',
  category: 'Social',
};

interface Answer {
  status: number;
  body: { message?: string; image?: string };
}

/**
 * An activity with a picture, sent by hand over a real socket so a test decides when each part of
 * the body goes out: `send(to)` writes the body up to byte `to`; `finish()` the rest.
 */
function upload(photo: Buffer, fields: Record<string, string> = FIELDS) {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${parts.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const body = Buffer.concat([head, photo, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  const { port } = server.address() as AddressInfo;
  const req: ClientRequest = httpRequest({
    host: '127.0.0.1',
    port,
    path: '/api/activities',
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': body.length,
      'x-auth-token': student.token,
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()),
        }),
      );
    });
    req.on('error', reject);
  });
  let sent = 0;
  const send = (to: number) =>
    new Promise<void>((written) => {
      const from = sent;
      sent = Math.max(sent, to);
      req.write(body.subarray(from, sent), () => written());
    });
  return {
    /** Where the photo's bytes start in the body. */
    photoStart: head.length,
    send,
    finish: async () => {
      await send(body.length);
      req.end();
      return answer;
    },
  };
}

describe('uploads of activity pictures', () => {
  it('when the other fields are refused, then the photo is not stored', async () => {
    const before = await storedFiles();
    const refused = await upload(await phonePhoto(800, 600), { ...FIELDS, title: '' }).finish();
    expect(refused.status).toBe(400);
    expect(await storedFiles()).toBe(before);
  });

  it('when the file is empty, then it is refused as no image', async () => {
    const refused = await upload(Buffer.alloc(0)).finish();
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please choose an image file');
  });

  it('when two uploads arrive interleaved, then each activity gets its own picture', async () => {
    // phonePhoto's pixels are shown turned a quarter (EXIF orientation): 1200×600 stands tall.
    const [tall, wide] = await Promise.all([phonePhoto(1200, 600), phonePhoto(600, 1200)]);
    const first = upload(tall);
    const second = upload(wide);
    await first.send(first.photoStart + tall.length / 3);
    await second.send(second.photoStart + wide.length / 3);
    await first.send(first.photoStart + (tall.length * 2) / 3);
    await second.send(second.photoStart + (wide.length * 2) / 3);
    const [a, b] = await Promise.all([first.finish(), second.finish()]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const heightOf = async (url: string) => {
      const response = await fetch(url.replace(/-1600\.webp$/, '-480.webp'));
      return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).height;
    };
    expect(await heightOf(a.body.image ?? '')).toBe(960);
    expect(await heightOf(b.body.image ?? '')).toBe(240);
  });

  it('when a file passes 5 MB mid-stream, then 413 "Image must be less than 5MB" and nothing is stored', async () => {
    const big = Buffer.concat([await phonePhoto(400, 300), Buffer.alloc(6 * 1024 * 1024)]);
    const before = await storedFiles();
    const answer = await upload(big).finish();
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('Image must be less than 5MB');
    expect(await storedFiles()).toBe(before);
  });
});
