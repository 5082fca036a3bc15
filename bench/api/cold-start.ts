/**
 * pnpm bench (or pnpm --filter @peerconnect/benchmarks bench:cold-start): what a user waits for
 * when a sleeping host wakes. Starts the built API (`node dist/index.js`, as the Docker image does) on the embedded
 * database (in a worker thread) and times process spawn → first /api/health 200 → first successful
 * login, on an empty data directory and on one holding 10,000 students and 10,000 activities, and
 * writes its section of docs/benchmarks.md.
 *
 * A/B in one run: `tsx api/cold-start.ts --against dist-before` (in bench/) also starts an
 * earlier build (a copy of an earlier `tsup` output under apps/api), alternating with this one start by start, and
 * prints its rows beside this build's; the section then is not written.
 */
import { median, ms, table, until } from '@peerconnect/bench-kit';
import { sampleLogin, seededDataDir } from './data-dir';
import { spawnApi } from './api-process';
import { howMeasured, machine, say, writeSection } from './report';

const ROUNDS = 5;
const THIS_BUILD = 'dist';
const against = process.argv[process.argv.indexOf('--against') + 1];
const builds = process.argv.includes('--against') && against ? [THIS_BUILD, against] : [THIS_BUILD];

interface Timing {
  health: number;
  login: number;
}

async function coldStart(dataDir: string, build: string): Promise<Timing> {
  const started = performance.now();
  const api = await spawnApi(dataDir, {}, { entry: `${build}/index.js` });
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

/** This build's row (and any other build's, printed only), from starts alternating between builds. */
async function measure(label: string, users: number): Promise<string[]> {
  const { dataDir } = await seededDataDir(users, users);
  const runs = new Map<string, Timing[]>(builds.map((build) => [build, []]));
  for (let round = 0; round < ROUNDS; round += 1)
    for (const build of builds) runs.get(build)!.push(await coldStart(dataDir, build));
  const rows = builds.map((build) => {
    const health = runs.get(build)!.map((run) => run.health);
    const login = runs.get(build)!.map((run) => run.login);
    const name = builds.length > 1 ? `${label} (${build})` : label;
    return [
      name,
      ms(Math.min(...health)),
      ms(median(health)),
      ms(Math.min(...login)),
      ms(median(login)),
    ];
  });
  for (const row of rows) say(`| ${row.join(' | ')} |`);
  say(`(${machine()})`);
  return rows[0]!;
}

async function main(): Promise<void> {
  const rows = [
    await measure('empty', 1),
    await measure('10,000 students, 10,000 activities', 10_000),
  ];
  if (builds.length > 1) return;
  writeSection(
    'Cold start',
    `${howMeasured({
      script: 'cold-start',
      guard:
        'median first /api/health 200 ≤ 400 ms and first sign-in ≤ 1.2 s, with 10,000 students.',
      data: 'an empty data directory, and one with 10,000 students and 10,000 activities from the data generator.',
      method: `\`node dist/index.js\` with NODE_ENV=production on the embedded database (its default: in a worker thread of the API's process), timed from process spawn, ${ROUNDS} starts each; the sign-in checks a password hashed at bcrypt cost 10.`,
    })}

${table(['Data directory', 'First /api/health 200, best', 'median', 'First login, best', 'median'], rows)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
