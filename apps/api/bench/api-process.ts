/** The built API (`node dist/index.js`, as the Docker image runs it) as a child process. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The spawned API's signing secret, so a benchmark can issue its students' tokens without signing in. */
export const BENCH_SECRET = 'benchmark-secret-of-at-least-32-characters';
const POLL_MS = 5;

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Retries `attempt` every few milliseconds until it gives a value. */
export async function until<T>(attempt: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((tick) => setTimeout(tick, POLL_MS));
  }
}

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  /** SIGTERM, resolved once the process has exited. */
  stop(): Promise<void>;
}

/**
 * Spawns the API on the embedded database in `dataDir`; returns at once (see `untilReady`).
 * `entry`: the built entry, relative to apps/api (another build's, for an A/B in one run).
 */
export async function spawnApi(
  dataDir: string,
  env: Record<string, string> = {},
  entry = 'dist/index.js',
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: API_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      // Only PATH from this environment: the instance runs on its defaults, as on a fresh host.
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: `${port}`,
      DATA_DIR: dataDir,
      JWT_SECRET: BENCH_SECRET,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until the API says its database is connected. */
export async function untilReady(api: ApiProcess): Promise<void> {
  await until(async () => {
    const health = (await (await fetch(`${api.base}/api/health`)).json()) as { database: string };
    return health.database === 'connected' ? true : undefined;
  });
}

/**
 * Waits until the API answers health quickly again: requests a load test left queued are still
 * being worked off after its connections close, and would weigh on the next measurement. Any
 * quick answer counts (the yardstick servers answer 404).
 */
export async function untilIdle(base: string, quickMs = 20): Promise<void> {
  await until(async () => {
    const started = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    return performance.now() - started < quickMs ? true : undefined;
  });
}

/** Signs in over HTTP and returns the session token. */
export async function signIn(base: string, login: { email: string; password: string }) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(login),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
