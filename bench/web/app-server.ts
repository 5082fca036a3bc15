/**
 * The real app as a visitor's browser meets it: the built API (`node apps/api/dist/index.js`,
 * NODE_ENV=production) serving the built web app, on a free port with a throw-away data directory,
 * filled over HTTP with a student who has friends-to-be, activities and joined activities.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postJson, spawnApi, untilReady } from '@peerconnect/bench-kit';
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

const READY_WITHIN_MS = 60_000;

async function registerStudent(baseUrl: string, name: string): Promise<string> {
  const { token } = await postJson<{ token: string }>(baseUrl, '/api/auth/register', {
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
      const { _id } = await postJson<{ _id: string }>(
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
      if (number < JOINED) await postJson(baseUrl, `/api/activities/${_id}/join`, {}, studentToken);
    }
  }
  return { email: 'benchstudent@students.peerconnect.test', password: 'benchmark-password' };
}

/** `webDistDir` serves another web build than apps/web/dist (an A/B of two builds in one run). */
export async function startApp(apiDir: string, webDistDir?: string): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'peerconnect-web-bench-'));
  const api = await spawnApi({
    apiRoot: apiDir,
    dataDir,
    secret: SECRET,
    env: webDistDir ? { WEB_DIST_DIR: webDistDir } : {},
  });
  const stop = async () => {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await untilReady(api, READY_WITHIN_MS);
    return { baseUrl: api.base, student: await seed(api.base), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
