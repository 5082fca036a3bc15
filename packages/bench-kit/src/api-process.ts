/** The built API (`node dist/index.js`, as the Docker image runs it) as a child process. */
import { createECDH } from 'node:crypto';
import type { HealthResponse } from '@peerconnect/contracts';
import { freePort } from './free-port';
import { startNodeProcess, type NodeProcess } from './node-process';
import { until } from './until';

export interface ApiProcess extends NodeProcess {
  base: string;
}

export interface ApiOptions {
  /** The API package's folder (apps/api); `entry` is relative to it. */
  apiRoot: string;
  /** Where its embedded database keeps its files. */
  dataDir: string;
  /** Its signing secret, which a benchmark may share to issue its students' tokens itself. */
  secret: string;
  /** The built entry (another build's, for an A/B in one run). */
  entry?: string;
  /** More settings, e.g. WEB_DIST_DIR or a raised LOGIN_RATE_LIMIT. */
  env?: Record<string, string>;
  /** More Node flags, e.g. `--import` of a benchmark's probe. */
  nodeFlags?: string[];
  /** What Node is run through (see NodeProcessOptions.launcher). */
  launcher?: string[];
  /** Another Node binary than this one. */
  node?: string;
}

/** The Node flags the API runs with in production (its start script, the Dockerfile). */
const RUNTIME_FLAGS = ['--max-semi-space-size=16'];

/** Spawns the API on a free port; returns at once (see `untilReady`). */
export async function spawnApi(options: ApiOptions): Promise<ApiProcess> {
  const port = await freePort();
  const args = [...RUNTIME_FLAGS, ...(options.nodeFlags ?? []), options.entry ?? 'dist/index.js'];
  const api = startNodeProcess(args, {
    cwd: options.apiRoot,
    launcher: options.launcher,
    node: options.node,
    env: {
      // Only PATH from this environment: the instance runs on its defaults, as on a fresh host.
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      EMBEDDED_DB_IN_PRODUCTION: 'true',
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      // Benchmarks register their students from this one machine.
      SIGNUP_RATE_LIMIT: '1000000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: `${port}`,
      DATA_DIR: options.dataDir,
      JWT_SECRET: options.secret,
      ...throwawayVapidKeys(),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  return { ...api, base: `http://127.0.0.1:${port}` };
}

/** Production wants a VAPID key pair from the environment; a benchmark's instance gets its own. */
function throwawayVapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = ecdh.getPrivateKey();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'),
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString(
      'base64url',
    ),
  };
}

/**
 * Waits until the API says its database is connected; fails if the process exits first, or after
 * `timeoutMs` when given.
 */
export async function untilReady(api: ApiProcess, timeoutMs = Infinity): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  await until(
    async () => {
      const health = (await (await fetch(`${api.base}/api/health`)).json()) as HealthResponse;
      return health.database === 'connected' ? true : undefined;
    },
    () => {
      const { exitCode, signalCode } = api.child;
      if (exitCode !== null || signalCode !== null)
        return `The API exited (${exitCode ?? signalCode}) before it was ready`;
      if (performance.now() > deadline)
        return `The API was not ready within ${Math.round(timeoutMs / 1000)} s`;
      return undefined;
    },
  );
}
