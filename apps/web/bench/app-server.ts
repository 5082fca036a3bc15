/**
 * The real app as a visitor's browser meets it: the built API (`node apps/api/dist/index.js`,
 * NODE_ENV=production) serving the built web app, on a free port with a throw-away data directory,
 * filled over HTTP with a student who has friends-to-be, activities and joined activities.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACTIVITY_CATEGORIES } from '@peerconnect/contracts';

const SECRET = 'web-benchmark-signing-secret-of-at-least-32-characters';
const PEERS = 4;
const ACTIVITIES_PER_PEER = 8;
const JOINED = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RunningApp {
  baseUrl: string;
  student: { email: string; password: string };
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((tick) => setTimeout(tick, 50));
  }
  throw new Error('The API did not answer /api/health within 60 s');
}

async function call<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function registerStudent(baseUrl: string, name: string): Promise<string> {
  const { token } = await call<{ token: string }>(baseUrl, '/api/auth/register', {
    username: name,
    email: `${name}@students.peerconnect.test`,
    password: 'benchmark-password',
    hobbies: ['hiking', 'chess', 'photography'],
    favoriteSubjects: ['mathematics', 'physics'],
    sports: ['football'],
    musicGenres: ['jazz'],
    movieGenres: ['comedy'],
    major: 'Computer Science',
  });
  return token;
}

/** One student to sign in as, peers sharing their interests, and a page's worth of activities. */
async function seed(baseUrl: string): Promise<RunningApp['student']> {
  const studentToken = await registerStudent(baseUrl, 'benchstudent');
  for (let peer = 0; peer < PEERS; peer += 1) {
    const token = await registerStudent(baseUrl, `benchpeer${peer}`);
    for (let index = 0; index < ACTIVITIES_PER_PEER; index += 1) {
      const number = peer * ACTIVITIES_PER_PEER + index;
      const { _id } = await call<{ _id: string }>(
        baseUrl,
        '/api/activities',
        {
          title: `Study session ${number + 1}`,
          description: `An evening of problem sets and coffee, number ${number + 1}, open to everyone in the course.`,
          date: new Date(Date.now() + (number + 1) * DAY_MS).toISOString(),
          location: `Library room ${100 + number}`,
          category: ACTIVITY_CATEGORIES[number % ACTIVITY_CATEGORIES.length],
          maxParticipants: 10,
        },
        token,
      );
      if (number < JOINED) await call(baseUrl, `/api/activities/${_id}/join`, {}, studentToken);
    }
  }
  return { email: 'benchstudent@students.peerconnect.test', password: 'benchmark-password' };
}

/** `webDistDir` serves another web build than apps/web/dist (an A/B of two builds in one run). */
export async function startApp(apiDir: string, webDistDir?: string): Promise<RunningApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'peerconnect-web-bench-'));
  const child = spawn(process.execPath, ['dist/index.js'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: `${port}`,
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise((exited) => {
        child.once('exit', exited);
        child.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
    return { baseUrl, student: await seed(baseUrl), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
