/**
 * The free-tier case with real processes: an API instance whose disk is wiped at every restart
 * (a new, empty DATA_DIR each start) and a second instance, on one database. What one stored, the
 * others serve; what an old instance left in DATA_DIR/uploads is moved in when it starts.
 */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';
import { gpsOf, phonePhoto } from '@/test/pictures';
import {
  startApiInstance,
  startEmbeddedDatabase,
  stopProcess,
  type Started,
} from '@/test/processes';

jest.setTimeout(120_000);

let database: Started;
let uri: string;
const running: Started[] = [];
const start = async (dataDir = mkdtempSync(join(tmpdir(), 'peerconnect-wiped-'))) => {
  const api = await startApiInstance({ MONGODB_URI: uri, DATA_DIR: dataDir });
  running.push(api);
  return api;
};
const url = (api: Started) => `http://127.0.0.1:${api.port}`;
const pathOf = (link: string) => new URL(link).pathname;

beforeAll(async () => {
  database = await startEmbeddedDatabase();
  uri = `mongodb://127.0.0.1:${database.port}/peerconnect`;
});
afterAll(async () => {
  await Promise.all(running.map((api) => stopProcess(api, 'SIGKILL')));
  await stopProcess(database);
});

async function register(api: Started, name: string) {
  const { body } = await request(url(api))
    .post('/api/auth/register')
    .send({ username: name, email: `${name}@uni.example`, password: 'correct-horse' })
    .expect(201);
  return body as { token: string; user: { _id: string } };
}

describe('pictures across instances', () => {
  it('when the instance that stored a picture restarts on an empty disk, then it and a second instance serve the same bytes', async () => {
    const first = await start();
    const student = await register(first, 'wiped');
    const photo = await phonePhoto(1600, 1200);
    const uploaded = await request(url(first))
      .post('/api/users/profile/picture')
      .set('x-auth-token', student.token)
      .attach('profilePicture', photo, { filename: 'IMG_0003.JPG', contentType: 'image/jpeg' })
      .expect(200);
    const picture = pathOf(uploaded.body.profilePicture);
    const original = (await request(url(first)).get(picture).expect(200)).body as Buffer;
    await stopProcess(first);

    const [restarted, second] = await Promise.all([start(), start()]);
    for (const api of [restarted, second]) {
      const served = await request(url(api)).get(picture).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(Buffer.compare(served.body as Buffer, original)).toBe(0);
      expect(await gpsOf(served.body as Buffer)).toBeUndefined();
    }
  });

  it('when an instance starts with pictures in DATA_DIR/uploads, then it moves them into the store and the old URL answers on every instance', async () => {
    const other = await start();
    const student = await register(other, 'legacy');
    const dataDir = mkdtempSync(join(tmpdir(), 'peerconnect-legacy-'));
    mkdirSync(join(dataDir, 'uploads'));
    const name = '0123456789abcdef0123456789abcdef.jpg';
    writeFileSync(join(dataDir, 'uploads', name), await phonePhoto(900, 900));
    const connection = await mongoose.createConnection(uri).asPromise();
    await connection
      .collection('users')
      .updateOne(
        { _id: new mongoose.Types.ObjectId(student.user._id) },
        { $set: { profilePicture: `/api/uploads/${name}` } },
      );
    await connection.close();

    await start(dataDir);
    const deadline = Date.now() + 20_000;
    while (readdirSync(join(dataDir, 'uploads')).length > 0 && Date.now() < deadline)
      await new Promise((tick) => setTimeout(tick, 100));
    expect(readdirSync(join(dataDir, 'uploads'))).toEqual([]);

    const old = await request(url(other)).get(`/api/uploads/${name}`).expect(200);
    expect(await sharp(old.body as Buffer).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
    });
    const me = await request(url(other))
      .get(`/api/users/${student.user._id}`)
      .set('x-auth-token', student.token)
      .expect(200);
    expect(pathOf(me.body.profilePicture)).toMatch(/^\/api\/uploads\/[a-f\d]{32}-256\.webp$/);
  });
});
