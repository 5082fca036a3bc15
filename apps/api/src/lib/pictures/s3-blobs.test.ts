/**
 * The bucket store through the real AWS SDK against a small S3-compatible server on loopback: the
 * requests a bucket gets (path-style PUT, HEAD, GET, multi-object DELETE) and the answers it gives,
 * including a missing key's 404s. The picture store on top behaves as on GridFS.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parsePictureFile } from '@peerconnect/contracts';
import { phonePhoto } from '@/test/pictures';
import { useTestApp } from '@/test/test-app';
import { createPictureProcessor } from './picture-processing';
import { createPictureStore } from './picture-store';
import { s3Blobs } from './s3-blobs';

type Stored = { body: Buffer; contentType: string };

const read = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Objects by `bucket/key`, and every request as `METHOD path`, for the assertions. */
function fakeS3() {
  const objects = new Map<string, Stored>();
  const requests: string[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://s3.local');
      const path = decodeURIComponent(url.pathname.slice(1));
      requests.push(
        `${req.method} ${url.pathname}${url.searchParams.has('delete') ? '?delete' : ''}`,
      );
      const body = await read(req);
      const stored = objects.get(path);
      if (req.method === 'PUT') {
        objects.set(path, { body, contentType: req.headers['content-type'] ?? '' });
        res.writeHead(200, { ETag: '"etag"' }).end();
      } else if (req.method === 'POST' && url.searchParams.has('delete')) {
        const bucket = path.replace(/\/$/, '');
        for (const [, key] of body.toString().matchAll(/<Key>([^<]+)<\/Key>/g))
          objects.delete(`${bucket}/${key}`);
        res.writeHead(200, { 'Content-Type': 'application/xml' }).end('<DeleteResult/>');
      } else if (!stored) {
        res
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
      } else {
        res.writeHead(200, {
          'Content-Type': stored.contentType,
          'Content-Length': stored.body.length,
        });
        res.end(req.method === 'HEAD' ? undefined : stored.body);
      }
    })();
  });
  return { server, objects, requests };
}

// Which pictures exist and who points at them is kept in the database, whatever holds the bytes.
useTestApp();
let s3: ReturnType<typeof fakeS3>;
let endpoint: string;
beforeAll(async () => {
  s3 = fakeS3();
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => (s3.server as Server).close(() => resolve())));

const bucket = () =>
  s3Blobs({
    bucket: 'pics',
    endpoint,
    region: 'auto',
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
  });

describe('pictures in an S3-compatible bucket', () => {
  it('when a blob is put, then it is read back byte for byte with its type; a missing one is null', async () => {
    const blobs = bucket();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    await blobs.put('a-480.webp', bytes, 'image/webp');
    expect(s3.requests).toContain('PUT /pics/pictures/a-480.webp');
    const blob = await blobs.get('a-480.webp');
    expect(blob).toMatchObject({ contentType: 'image/webp', length: bytes.length });
    expect(Buffer.compare((await blob?.read()) ?? Buffer.alloc(0), bytes)).toBe(0);
    expect(await blobs.get('missing.webp')).toBeNull();
  });

  it('when blobs are deleted, then one request removes them all and deleting nothing sends none', async () => {
    const blobs = bucket();
    await blobs.put('b-1.webp', Buffer.from('1'), 'image/webp');
    await blobs.put('b-2.webp', Buffer.from('2'), 'image/webp');
    const before = s3.requests.length;
    await blobs.delete(['b-1.webp', 'b-2.webp', 'never-there.webp']);
    expect(s3.requests.slice(before)).toEqual(['POST /pics/?delete']);
    expect(await blobs.get('b-1.webp')).toBeNull();
    await blobs.delete([]);
    expect(s3.requests).toHaveLength(before + 2);
  });

  it('when the picture store keeps its sizes in the bucket, then they are saved, read and deleted there', async () => {
    const pictures = createPictureStore(bucket(), createPictureProcessor({ lowerPriority: false }));
    const path = await pictures.save(await phonePhoto(800, 600), 'avatar');
    const name = path.split('/').pop() ?? '';
    const hash = parsePictureFile(name)?.hash;
    expect([...s3.objects.keys()].filter((key) => key.includes(hash ?? '-')).sort()).toEqual(
      [128, 256, 64].map((w) => `pics/pictures/${hash}-${w}.webp`),
    );
    expect((await pictures.read(name))?.contentType).toBe('image/webp');
    await pictures.deleteImage(`http://api.example${path}`);
    expect([...s3.objects.keys()].some((key) => key.includes(hash ?? '-'))).toBe(false);
    expect(await pictures.read(name)).toBeNull();
    await pictures.close();
  });
});
