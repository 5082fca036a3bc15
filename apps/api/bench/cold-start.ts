/**
 * pnpm bench (or pnpm --filter @peerconnect/api bench): what a user waits for when a sleeping host
 * wakes. Starts the built API (`node dist/index.js`, as the Docker image does) on the embedded
 * database (in a worker thread) and times process spawn → first /api/health 200 → first successful
 * login, on an empty data directory and on one holding 10,000 students and 10,000 activities, and
 * writes its section of docs/benchmarks.md.
 */
import { sampleLogin, seededDataDir } from './data-dir';
import { spawnApi, until } from './api-process';
import { machine, median, ms, say, table, today, writeSection } from './report';

const ROUNDS = 5;

interface Timing {
  health: number;
  login: number;
}

async function coldStart(dataDir: string): Promise<Timing> {
  const started = performance.now();
  const api = await spawnApi(dataDir);
  try {
    const health = await until(async () => {
      const response = await fetch(`${api.base}/api/health`);
      return response.ok ? performance.now() - started : undefined;
    });
    const login = await until(async () => {
      const response = await fetch(`${api.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(sampleLogin()),
      });
      return response.ok ? performance.now() - started : undefined;
    });
    return { health, login };
  } finally {
    await api.stop();
  }
}

async function measure(label: string, users: number): Promise<string[]> {
  const { dataDir } = await seededDataDir(users, users);
  const runs: Timing[] = [];
  for (let round = 0; round < ROUNDS; round += 1) runs.push(await coldStart(dataDir));
  const health = runs.map((run) => run.health);
  const login = runs.map((run) => run.login);
  const row = [
    label,
    ms(Math.min(...health)),
    ms(median(health)),
    ms(Math.min(...login)),
    ms(median(login)),
  ];
  say(`| ${row.join(' | ')} |`);
  return row;
}

async function main(): Promise<void> {
  const rows = [
    await measure('empty', 1),
    await measure('10,000 students, 10,000 activities', 10_000),
  ];
  writeSection(
    'Cold start',
    `Written by \`pnpm bench\` (apps/api/bench/cold-start.ts) on ${today()}: ${machine()}; \`node dist/index.js\` with NODE_ENV=production on the embedded database (its default: in a worker thread of the API's process), times from process spawn, ${ROUNDS} starts each, bcrypt cost 10 for the login. Targets: first /api/health 200 ≤ 400 ms median, first login ≤ 1.2 s with 10,000 students.

${table(['Data directory', 'First /api/health 200, best', 'median', 'First login, best', 'median'], rows)}`,
    'cold-start.notes.md',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
