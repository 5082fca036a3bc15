import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedMongo, type EmbeddedMongo } from '@peerconnect/embedded-mongo';
import mongoose from 'mongoose';
import { buildTestApp, registerStudent, signedIn, type TestApp } from '@/test/test-app';

let dataDir: string;
let database: EmbeddedMongo;
let t: TestApp;

// The embedded database with its journal on disk (the other tests keep theirs in memory), in this
// process, so that the test can fill its disk.
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'peerconnect-full-disk-'));
  database = await startEmbeddedMongo({ dbPath: dataDir });
  await mongoose.connect(`${database.uri}peerconnect`);
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
  t = buildTestApp();
});

afterAll(async () => {
  await t.close();
  await mongoose.disconnect();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every write to a file fails as on a full disk until the returned function is called. */
function fillTheDisk(): () => void {
  const write = fs.writeSync.bind(fs) as (fd: number, ...rest: unknown[]) => number;
  const spy = jest.spyOn(fs, 'writeSync').mockImplementation(((fd: number, ...rest: unknown[]) => {
    if (!fs.fstatSync(fd).isFile()) return write(fd, ...rest);
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  }) as typeof fs.writeSync);
  return () => spy.mockRestore();
}

const activity = (title: string) => ({
  title,
  description: 'Past papers together',
  date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  location: 'Library L2',
  category: 'Academic',
});

describe('when the database’s disk is full', () => {
  it('when a student creates something, then 503 with Retry-After and a clear message, nothing is stored, reads go on, and it works once there is room', async () => {
    const { token } = await registerStudent(t.app);
    const as = signedIn(t.app, token);
    expect((await as.post('/api/activities', activity('Before'))).status).toBe(201);

    const freeDisk = fillTheDisk();
    try {
      const refused = await as.post('/api/activities', activity('While full'));
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.body).toEqual({
        code: 'STORAGE_FULL',
        message:
          'The server has no room to save this right now; nothing was changed. Please try again later.',
      });

      const listed = await as.get('/api/activities');
      expect(listed.status).toBe(200);
      expect(listed.body.map((item: { title: string }) => item.title)).toEqual(['Before']);
      expect((await as.get('/api/auth/me')).status).toBe(200);
    } finally {
      freeDisk();
    }

    expect((await as.post('/api/activities', activity('After'))).status).toBe(201);
  });
});
