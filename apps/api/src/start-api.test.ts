import net from 'node:net';
/**
 * The API as `pnpm dev` and the Docker image start it, on its default database: the embedded server
 * in a worker thread under DATA_DIR. What a student registered is there after the process is
 * stopped (SIGTERM) or killed (-9) and started again on the same data directory.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedMongo } from '@peerconnect/embedded-mongo';
import mongoose from 'mongoose';
import request from 'supertest';
import { runApiToExit, startApiInstance, stopProcess, type Started } from '@/test/processes';

jest.setTimeout(90_000);

let dataDir: string;
let api: Started | undefined;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'peerconnect-start-'));
});
afterEach(async () => {
  await stopProcess(api, 'SIGKILL');
  api = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

const url = (started: Started) => `http://127.0.0.1:${started.port}`;
const student = { username: 'ada', email: 'ada@uni.example', password: 'correct-horse' };

describe('the API on its embedded database', () => {
  it.each(['SIGTERM', 'SIGKILL'] as const)(
    'when it is stopped with %s after a registration was acknowledged, then the student signs in after a restart',
    async (signal) => {
      api = await startApiInstance({ DATA_DIR: dataDir });
      await request(url(api)).post('/api/auth/register').send(student).expect(201);
      await stopProcess(api, signal);

      api = await startApiInstance({ DATA_DIR: dataDir });
      const { body } = await request(url(api))
        .post('/api/auth/login')
        .send({ email: student.email, password: student.password })
        .expect(200);
      expect(body.user).toMatchObject({ username: 'ada', email: 'ada@uni.example' });
    },
  );

  it('when it is stopped with SIGTERM, then it exits cleanly; while it ran, its database was a socket only its user can reach', async () => {
    api = await startApiInstance({ DATA_DIR: dataDir });
    expect(statSync(join(dataDir, 'db', 'socket')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'db', 'socket', 'mongod.sock')).isSocket()).toBe(true);
    const exited = new Promise<number | null>((resolve) => api!.process.once('exit', resolve));
    api.process.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('when it is stopped with SIGTERM while a client sends a request it never finishes, then that request is cut and it still exits cleanly', async () => {
    api = await startApiInstance({ DATA_DIR: dataDir });
    const stalled = net.connect(api.port, '127.0.0.1');
    await new Promise((connected) => stalled.once('connect', connected));
    stalled.on('error', () => undefined);
    stalled.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    const cut = new Promise((closed) => stalled.once('close', closed));
    const exited = new Promise<number | null>((resolve) => api!.process.once('exit', resolve));
    api.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    await cut;
  });
});

describe('starting on damaged data', () => {
  /** A data directory whose snapshot has one damaged student record among three. */
  async function damagedDataDir() {
    const dbPath = join(dataDir, 'db');
    const database = await startEmbeddedMongo({ dbPath });
    const client = await new mongoose.mongo.MongoClient(database.uri).connect();
    await client
      .db('peerconnect')
      .collection('users')
      .insertMany([{ name: 'first' }, { name: 'second' }, { name: 'third' }]);
    await client.close();
    await database.stop();
    const snapshot = readFileSync(join(dbPath, 'snapshot.bin'));
    const at = snapshot.indexOf('second');
    snapshot[at] = snapshot[at]! ^ 0xff;
    writeFileSync(join(dbPath, 'snapshot.bin'), snapshot);
  }

  it('when a record is damaged, then the API serves the rest, logs what was lost at error level and says so in health', async () => {
    await damagedDataDir();
    api = await startApiInstance({ DATA_DIR: dataDir });
    const health = await request(url(api)).get('/api/health').expect(200);
    expect(health.body.database).toBe('recovered-with-loss');
    await request(url(api)).get('/api/health/ready').expect(200);
    expect(api.output()).toMatch(
      /the embedded database skipped damaged records: 1 damaged stretch: snapshot\.bin at byte \d+, \d+ bytes \(peerconnect\.users\)/,
    );
  });

  it('when EMBEDDED_DB_ON_DAMAGE=refuse, then the start ends naming the damage and the files stay', async () => {
    await damagedDataDir();
    const before = readFileSync(join(dataDir, 'db', 'snapshot.bin'));
    const { status, output } = await runApiToExit({
      DATA_DIR: dataDir,
      EMBEDDED_DB_ON_DAMAGE: 'refuse',
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/is damaged \(1 damaged stretch: snapshot\.bin/);
    expect(readFileSync(join(dataDir, 'db', 'snapshot.bin')).equals(before)).toBe(true);
  });
});

describe('starting on a port already in use', () => {
  it('when PORT is taken, then the start ends with one line naming the port, not a stack trace', async () => {
    const taken = net.createServer();
    await new Promise<void>((listening) => taken.listen(0, listening));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const { status, output } = await runApiToExit({ PORT: `${port}`, DATA_DIR: dataDir });
      expect(status).toBe(1);
      expect(output.trim()).toBe(
        `Port ${port} is already in use: stop what runs there or set PORT to another port.`,
      );
    } finally {
      taken.close();
    }
  });
});
