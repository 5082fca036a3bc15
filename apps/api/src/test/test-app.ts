import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestDatabase } from '@peerconnect/test-db';
import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { createApp, type AppDeps } from '@/app';
import { loadConfig, type Config } from '@/config/env';
import { createLogger, type Logger } from '@/lib/logger';
import { PasswordHasher } from '@/lib/password';
import { createMailer, type Mailer } from '@/modules/mail';
import { pictureStoreFor, type PictureStore } from '@/lib/pictures/picture-store';
import { createJobQueue, type JobQueue } from '@/lib/job-queue';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestApp {
  app: Express;
  config: Config;
  /** The app's mail; `mailer.queue.drain()` waits until what is due has been handed over. */
  mailer: Mailer;
  /**
   * The job queue (reminders, combined edits, pushes), not running until a test starts it (looking
   * for due jobs every 100 ms).
   */
  jobs: JobQueue;
  /** The app's pictures, whose worker tests may ask what it holds. */
  pictures: PictureStore;
  close(): Promise<void>;
}

/**
 * The real app with fast bcrypt (BCRYPT_COST 4, said so in the config) and silent logs; no database.
 * `realtime` hands in the socket.io server and presence a socket test listens with.
 */
export function buildTestApp(
  env: Record<string, string> = {},
  logger: Logger = createLogger('silent'),
  realtime: Pick<AppDeps, 'io' | 'presence'> = {},
): TestApp {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_SECRET,
    BCRYPT_COST: '4',
    LOG_LEVEL: 'silent',
    // Test files register their students from one address.
    SIGNUP_RATE_LIMIT: '100000',
    // Edits of an activity are told a second after the first (once the test starts the job queue).
    ACTIVITY_CHANGES_WINDOW_SECONDS: '1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'peerconnect-api-')),
    WEB_DIST_DIR: join(tmpdir(), 'no-web-build-in-tests'),
    ...env,
  });
  // Normal priority: parallel test files keep both cores busy, and a nice-19 worker would starve.
  const hasher = new PasswordHasher({ cost: config.bcryptCost, size: 1, lowerPriority: false });
  // Retries a tenth of a second apart, so a test sees the back-off without waiting for it.
  const mailer = createMailer(config.mail, logger, { retryDelayMs: 100, maxAttempts: 3 });
  // Pictures too: a lowest-priority worker would get only what the parallel test files leave.
  const pictures = pictureStoreFor(config, { lowerPriority: false });
  const jobs = createJobQueue(logger, { processEveryMs: 100 });
  const app = createApp({ config, logger, hasher, mailer, pictures, jobs, ...realtime });
  return {
    app,
    config,
    mailer,
    jobs,
    pictures,
    close: async () => {
      await jobs.stop();
      await mailer.queue.stop();
      await hasher.close();
      await pictures.close();
    },
  };
}

/** The real app on this test file's own database. */
export async function startTestApp(
  env: Record<string, string> = {},
  logger?: Logger,
): Promise<TestApp> {
  const database = await startTestDatabase();
  await mongoose.connect(database.uri);
  // Unique indexes must exist before the first duplicate can be refused.
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
  const built = buildTestApp(env, logger);
  return {
    ...built,
    close: async () => {
      await built.close();
      await mongoose.disconnect();
      await database.stop();
    },
  };
}

/**
 * The real app on this test file's own database for all of the file's tests: started before the
 * first, closed after the last. `app` and `config` are read inside tests, once it has started.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(env);
  });
  afterAll(() => started?.close());
  const running = () => {
    if (!started) throw new Error('The test app starts in beforeAll: read it inside a test');
    return started;
  };
  return {
    get app() {
      return running().app;
    },
    get config() {
      return running().config;
    },
    get mailer() {
      return running().mailer;
    },
    get jobs() {
      return running().jobs;
    },
    get pictures() {
      return running().pictures;
    },
    close: () => running().close(),
  };
}

let sequence = 0;

/** Registers a student through the API and returns the token and user. */
export async function registerStudent(app: Express, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const body = {
    username: `student${sequence}`,
    email: `student${sequence}@uni.example`,
    password: 'correct-horse',
    ...overrides,
  };
  const response = await request(app).post('/api/auth/register').send(body);
  if (response.status !== 201)
    throw new Error(`registration failed: ${response.status} ${JSON.stringify(response.body)}`);
  return {
    token: response.body.token as string,
    user: response.body.user as { _id: string; username: string },
    password: body.password,
    email: body.email,
  };
}

/** A student registered by `registerStudent`: their token, user, password and email. */
export type Student = Awaited<ReturnType<typeof registerStudent>>;

/** Requests to the app as a signed-in student (the token in x-auth-token). */
export function signedIn(app: Express, token: string) {
  const authed = (test: request.Test) => test.set('x-auth-token', token);
  return {
    get: (path: string) => authed(request(app).get(path)),
    post: (path: string, body?: object) => authed(request(app).post(path)).send(body),
    put: (path: string, body?: object) => authed(request(app).put(path)).send(body),
    delete: (path: string) => authed(request(app).delete(path)),
  };
}
