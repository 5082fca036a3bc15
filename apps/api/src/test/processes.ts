/**
 * Real processes for the multi-instance test: the embedded database, redis-server and API
 * instances, each on a free port, plus a failover proxy standing in for the load balancer.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { onlyWhere } from './conditions';
import { TEST_SECRET } from './test-app';

const API_ROOT = join(__dirname, '../..');
const EMBEDDED_CLI = join(dirname(require.resolve('@peerconnect/embedded-mongo')), 'cli.ts');
const START_TIMEOUT_MS = 30_000;
/** Node runs the TypeScript sources itself through tsx's loader: one process, so a signal reaches it. */
const TYPESCRIPT = ['--import', 'tsx'];

export interface Started {
  port: number;
  process: ChildProcess;
  /** What the process printed, for the failure message when something goes wrong. */
  output(): string;
}

const redisServerAvailable = () =>
  spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** `describe` where redis-server is installed; elsewhere the suite is skipped, saying why. */
export const describeWithRedis = onlyWhere(
  redisServerAvailable(),
  'redis-server is not installed: apt-get install -y redis-server',
).describe;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Every process started here and still running. A test that fails or times out may never reach its
 * own stop: whatever the file's hooks left running is killed after its last test, and all of it
 * when jest exits, so no process outlives the run and none keeps jest waiting.
 */
const running = new Set<ChildProcess>();
let fileFinished = false;
afterAll(() => {
  fileFinished = true;
  return Promise.all([...running].map((child) => stopChild(child, 'SIGKILL')));
});
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function launch(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Started['process'] {
  // A timed-out test goes on in the background; past the file's end it must not start anything.
  if (fileFinished) throw new Error(`${command} not started: the test file has finished`);
  const child = spawn(command, args, {
    cwd: API_ROOT,
    // A child inherits the runner's environment (PATH, HOME); no configuration is read from it here.
    // eslint-disable-next-line no-restricted-properties
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

function recorded(child: ChildProcess, port: number): Started {
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return { port, process: child, output: () => log };
}

/** Ended by itself (an exit code) or by a signal (no exit code, a signal code). */
const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitFor(what: string, started: Started, ready: () => Promise<boolean>) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited(started.process)) break;
    if (await ready().catch(() => false)) return started;
    await new Promise((tick) => setTimeout(tick, 100));
  }
  started.process.kill('SIGKILL');
  throw new Error(`${what} did not start:\n${started.output()}`);
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true));
    socket.on('error', () => resolve(false));
  });

export async function startEmbeddedDatabase(): Promise<Started> {
  const port = await freePort();
  const dbPath = mkdtempSync(join(tmpdir(), 'peerconnect-db-'));
  const child = launch(process.execPath, [
    ...TYPESCRIPT,
    EMBEDDED_CLI,
    '--port',
    `${port}`,
    '--dbpath',
    dbPath,
  ]);
  return waitFor('the embedded database', recorded(child, port), () => accepts(port));
}

/** redis-server on `port` (a free one by default; the same one again to restart it). */
export async function startRedis(port?: number): Promise<Started> {
  port ??= await freePort();
  const child = launch('redis-server', ['--port', `${port}`, '--save', '', '--appendonly', 'no']);
  return waitFor('redis-server', recorded(child, port), () => accepts(port));
}

/** The API's entry point (src/index.ts, as `pnpm dev` runs it), ready once its database is connected. */
export async function startApiInstance(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = launch(process.execPath, [...TYPESCRIPT, 'src/index.ts'], {
    NODE_ENV: 'test',
    PORT: `${port}`,
    JWT_SECRET: TEST_SECRET,
    BCRYPT_COST: '4',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'peerconnect-api-')),
    ...env,
  });
  return waitFor(`the API on port ${port}`, recorded(child, port), async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    const { database } = (await response.json()) as { database: string };
    return database === 'connected' || database === 'recovered-with-loss';
  });
}

/**
 * Runs the API's entry point with `env` until it exits on its own: for starts that must fail. It
 * gets a free port unless `env` names one, so an app running on the default port changes nothing.
 */
export async function runApiToExit(env: Record<string, string>): Promise<{
  status: number | null;
  output: string;
}> {
  const port = env.PORT ?? `${await freePort()}`;
  const result = spawnSync(process.execPath, [...TYPESCRIPT, 'src/index.ts'], {
    cwd: API_ROOT,
    env: {
      // eslint-disable-next-line no-restricted-properties
      ...process.env,
      NODE_ENV: 'test',
      JWT_SECRET: TEST_SECRET,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: port,
    },
    encoding: 'utf8',
    timeout: START_TIMEOUT_MS,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

export function stopProcess(started: Started | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  return started ? stopChild(started.process, signal) : Promise.resolve();
}

export interface FailoverProxy {
  port: number;
  /** Where new connections go; null refuses them (no healthy instance yet). */
  routeTo(port: number | null): void;
  close(): Promise<void>;
}

/** A TCP load balancer with one backend at a time, switched by hand as a health check would. */
export async function startFailoverProxy(backend: number | null): Promise<FailoverProxy> {
  let target = backend;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (target === null) return void client.destroy();
    const upstream = net.connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  return {
    port,
    routeTo: (next) => (target = next),
    close: () =>
      new Promise<void>((closed) => {
        for (const socket of open) socket.destroy();
        server.close(() => closed());
      }),
  };
}
