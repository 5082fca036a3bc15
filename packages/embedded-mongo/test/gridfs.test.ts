import { randomBytes } from 'node:crypto';
import { GridFSBucket, MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src';
import { dataDirPerTest, withAppDatabase } from './support/data-dir';

// GridFS is the driver's own protocol over two collections: what the API stores pictures with.
describe('GridFS through the official driver', () => {
  let server: Awaited<ReturnType<typeof startEmbeddedMongo>>;
  let client: MongoClient;
  let bucket: GridFSBucket;
  beforeAll(async () => {
    server = await startEmbeddedMongo();
    client = await new MongoClient(server.uri).connect();
    bucket = new GridFSBucket(client.db('app'), {
      bucketName: 'pictures',
      chunkSizeBytes: 64 * 1024,
    });
  });
  afterAll(async () => {
    await client.close();
    await server.stop();
  });

  const upload = (name: string, bytes: Buffer, metadata: Record<string, unknown> = {}) =>
    new Promise<void>((resolve, reject) => {
      const stream = bucket.openUploadStream(name, { metadata });
      stream.once('error', reject).once('finish', () => resolve());
      stream.end(bytes);
    });
  const download = async (name: string) => {
    const chunks: Buffer[] = [];
    for await (const chunk of bucket.openDownloadStreamByName(name)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  it('when a file of several chunks is uploaded, then it downloads byte for byte, with its metadata', async () => {
    const bytes = randomBytes(300 * 1024 + 17);
    await upload('big.webp', bytes, { contentType: 'image/webp' });
    expect(Buffer.compare(await download('big.webp'), bytes)).toBe(0);
    const [file] = await bucket.find({ filename: 'big.webp' }).toArray();
    expect(file).toMatchObject({ length: bytes.length, metadata: { contentType: 'image/webp' } });
    expect(
      await client.db('app').collection('pictures.chunks').countDocuments({ files_id: file?._id }),
    ).toBe(5);
  });

  it('when a file is empty, then it downloads as no bytes', async () => {
    await upload('empty.bin', Buffer.alloc(0));
    expect((await download('empty.bin')).length).toBe(0);
  });

  it('when a file is deleted, then its chunks go with it and downloading it fails as not found', async () => {
    await upload('gone.webp', randomBytes(200 * 1024));
    const [file] = await bucket.find({ filename: 'gone.webp' }).toArray();
    await bucket.delete(file!._id);
    expect(
      await client.db('app').collection('pictures.chunks').countDocuments({ files_id: file!._id }),
    ).toBe(0);
    await expect(download('gone.webp')).rejects.toThrow(/FileNotFound|not found/i);
  });

  it('when a range of a file is asked for, then only those bytes are streamed', async () => {
    const bytes = randomBytes(150 * 1024);
    await upload('range.bin', bytes);
    const chunks: Buffer[] = [];
    for await (const chunk of bucket.openDownloadStreamByName('range.bin', {
      start: 70_000,
      end: 140_000,
    }))
      chunks.push(chunk as Buffer);
    expect(Buffer.compare(Buffer.concat(chunks), bytes.subarray(70_000, 140_000))).toBe(0);
  });

  it('when the bucket is dropped, then no file is left', async () => {
    await bucket.drop();
    expect(await bucket.find({}).toArray()).toEqual([]);
  });
});

describe('GridFS on a data directory', () => {
  const dataDir = dataDirPerTest('embedded-mongo-gridfs-');

  it('when the server restarts, then a stored file downloads byte for byte', async () => {
    const bytes = randomBytes(100 * 1024);
    await withAppDatabase(dataDir(), async (db) => {
      const stream = new GridFSBucket(db, { bucketName: 'pictures' }).openUploadStream('kept.webp');
      await new Promise((resolve, reject) =>
        stream.once('finish', resolve).once('error', reject).end(bytes),
      );
    });
    const read = await withAppDatabase(dataDir(), async (db) => {
      const chunks: Buffer[] = [];
      for await (const chunk of new GridFSBucket(db, {
        bucketName: 'pictures',
      }).openDownloadStreamByName('kept.webp'))
        chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
    expect(Buffer.compare(read, bytes)).toBe(0);
  });
});
