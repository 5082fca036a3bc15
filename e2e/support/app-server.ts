import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitForOk(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the app exited with code ${child.exitCode} before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

export interface RunningApp {
  baseUrl: string;
  pid: number;
  /** An origin the app allows cross-origin requests from, as render.yaml's static site would be. */
  otherOrigin: string;
  /** The app's DATA_DIR: mail it sends is in its outbox folder. */
  dataDir: string;
}

/** A small sample community (`pnpm seed`) in `dataDir`, as the README's 'Trying it with sample data'. */
function seedSampleData(dataDir: string): void {
  const seeded = spawnSync(
    'pnpm',
    ['--filter', '@peerconnect/api', 'seed', '--users', '20', '--activities', '10'],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    },
  );
  if (seeded.status !== 0) throw new Error(`pnpm seed failed with code ${seeded.status}`);
}

/** The address the app makes a moderator when a student registers with it. */
export const MODERATOR_EMAIL = 'moderator@uni.example';

/**
 * Starts the product the way the README does (`pnpm start`), on a free port and a fresh data
 * directory; `seeded`: with the sample community in it (the sample students sign in); `env`:
 * more settings, made once the app's address is known (a local provider's redirect needs it).
 */
export async function startApp({
  seeded = false,
  env,
}: {
  seeded?: boolean;
  env?: (baseUrl: string) => Promise<Record<string, string>>;
} = {}): Promise<RunningApp> {
  const port = await freePort();
  const extra = (await env?.(`http://127.0.0.1:${port}`)) ?? {};
  const otherOrigin = `http://127.0.0.1:${await freePort()}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'peerconnect-e2e-'));
  if (seeded) seedSampleData(dataDir);
  const child = spawn('pnpm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      EMBEDDED_DB_IN_PRODUCTION: 'true',
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      // The journeys register their students from this one machine.
      SIGNUP_RATE_LIMIT: '1000',
      // An organizer's edits reach participants within seconds, not the default two minutes.
      ACTIVITY_CHANGES_WINDOW_SECONDS: '2',
      // Whoever registers with this address is a moderator (the moderation journey).
      MODERATOR_EMAILS: MODERATOR_EMAIL,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CORS_ORIGINS: otherOrigin,
      JWT_SECRET: 'e2e-'.repeat(16),
      // Production wants the VAPID key pair from the environment: a pair for tests only.
      VAPID_PUBLIC_KEY:
        'BF8KB2KUo_RJ352EfaUqL2_uI_7yNq7-c0K3gC7hDrWGVPIznAjazdJVhRgI6e977XqSofJY-zGU9TNEPTwD3cY',
      VAPID_PRIVATE_KEY: 'yP41uzeX7X7LwfLjXt1SqqSW8bUtucSAYMFKcM8WdSE',
      LOG_LEVEL: 'warn',
      ...extra,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // The first start builds the web app and the API, which takes a while on two cores.
  const deadline = Date.now() + 5 * 60_000;
  if (child.pid === undefined) throw new Error('the app did not start');
  try {
    await waitForOk(`${baseUrl}/api/health`, child, deadline);
    await waitForOk(`${baseUrl}/`, child, deadline);
  } catch (error) {
    // Its own process group: a start that never answered must not outlive the run.
    await stopApp(child.pid);
    throw error;
  }
  return { baseUrl, pid: child.pid, otherOrigin, dataDir };
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops the app's process group and waits until all of it has exited (its own shutdown ends within
 * 10 s), so that nothing outlives the run and jest is not left waiting on it.
 */
export async function stopApp(pid: number): Promise<void> {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + 15_000;
  while (groupAlive(pid) && Date.now() < deadline)
    await new Promise((wait) => setTimeout(wait, 100));
}
