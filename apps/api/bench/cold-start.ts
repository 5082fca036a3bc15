/**
 * pnpm bench (or pnpm --filter @peerconnect/api bench): what a user waits for when a sleeping host
 * wakes. Starts the built API (`node dist/index.js`, as the Docker image does) on the embedded
 * database and times process spawn → first /api/health 200 → first successful login, on an empty
 * data directory and on one holding 10,000 students and 10,000 activities. Prints a Markdown
 * section for docs/benchmarks.md.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { emailOf, generateCommunity } from '@/scripts/generate-community';
import { openScriptDatabase } from '@/scripts/script-database';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = 3;
const POLL_MS = 5;
const PASSWORD = 'cold-start-pass';
const SECRET = 'cold-start-benchmark-secret-of-at-least-32-chars';

interface Timing {
  health: number;
  login: number;
}

const say = (line: string) => process.stdout.write(`${line}\n`);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function until<T>(attempt: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((tick) => setTimeout(tick, POLL_MS));
  }
}

/** A data directory with `users` students (the first can sign in) and as many activities. */
async function prepareDataDir(users: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'peerconnect-cold-start-'));
  const database = await openScriptDatabase({ dataDir });
  try {
    await generateCommunity({ users, activities: users, samplePassword: PASSWORD, sampleUsers: 1 });
    // Index builds are part of the seeding, not of the start being measured.
    await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
  } finally {
    await database.close();
  }
  return dataDir;
}

async function coldStart(dataDir: string): Promise<Timing> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/index.js'], {
    cwd: API_ROOT,
    stdio: 'ignore',
    env: {
      // Only PATH from this environment: the instance must run on its defaults, as on a fresh host.
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: `${port}`,
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const health = await until(async () => {
      const response = await fetch(`${base}/api/health`);
      return response.ok ? performance.now() - started : undefined;
    });
    const login = await until(async () => {
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: emailOf(0), password: PASSWORD }),
      });
      return response.ok ? performance.now() - started : undefined;
    });
    return { health, login };
  } finally {
    await new Promise((exited) => {
      child.once('exit', exited);
      child.kill('SIGTERM');
    });
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(label: string, users: number): Promise<string> {
  const dataDir = await prepareDataDir(users);
  const runs: Timing[] = [];
  for (let round = 0; round < ROUNDS; round += 1) runs.push(await coldStart(dataDir));
  const health = runs.map((run) => run.health);
  const login = runs.map((run) => run.login);
  const row = `| ${label} | ${ms(Math.min(...health))} | ${ms(median(health))} | ${ms(Math.min(...login))} | ${ms(median(login))} |`;
  say(row);
  return row;
}

async function main(): Promise<void> {
  say('| Data directory | First /api/health 200, best | median | First login, best | median |');
  say('|---|---|---|---|---|');
  const rows = [
    await measure('empty', 1),
    await measure('10,000 students, 10,000 activities', 10_000),
  ];
  const machine = `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}`;
  say('\nFor docs/benchmarks.md:\n');
  say('## Cold start\n');
  say(
    `Written by \`pnpm --filter @peerconnect/api bench\` on ${new Date().toISOString().slice(0, 10)}: ${machine}; \`node dist/index.js\` with NODE_ENV=production on the embedded database, times from process spawn, ${ROUNDS} starts each (bcrypt cost 10 for the login).\n`,
  );
  say('| Data directory | First /api/health 200, best | median | First login, best | median |');
  say('|---|---|---|---|---|');
  for (const row of rows) say(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
