/**
 * pnpm bench (or pnpm --filter @peerconnect/benchmarks bench:wake): a free host waking up. The
 * built API (`node dist/index.js`, as the Docker image runs it) is started in a control group
 * limited to a tenth of a CPU and 512 MB, like render.yaml's free web service, and in one without
 * limits, alternating start by start; each start is timed from process spawn to the first
 * /api/health 200, the first successful sign-in, then the first activities page and the same page
 * again (each of those two timed alone). With the database in its own unlimited process (standing
 * for the managed MongoDB) and embedded in the API's process (the README's default). Also the CPU
 * time the API's processes used up to the sign-in (robust to a loaded machine, unlike the wall
 * times) and its peak RSS. Then one limited start with `--cpu-prof`, summarised by what the time
 * went to (cpu-profile.ts). Writes the "Wake-up at a tenth of a CPU" section of docs/benchmarks.md.
 *
 * Needs root and cgroup v1. Flags: `--against <build>` also starts an earlier build (a copy of a
 * `tsup` output under apps/api) alternating with this one and prints its rows; `--node <binary>`
 * runs the API on another Node (e.g. the Docker image's); either way the section is not written.
 * `--rounds <n>`: starts of each kind (5).
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  median,
  ms,
  startNodeProcess,
  table,
  until,
  type ApiProcess,
} from '@peerconnect/bench-kit';
import { build } from 'esbuild';
import { API_DIR } from '../repo';
import { spawnApi } from './api-process';
import { ControlGroup, peakRssMb } from './control-group';
import { summariseProfiles } from './cpu-profile';
import { cachedDataDir, sampleLogin } from './data-dir';
import { startDatabase } from './database-process';
import { howMeasured, machine, say, writeSection } from './report';

const flag = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const ROUNDS = Number(flag('--rounds') ?? 5);
const STUDENTS = 10_000;
const THIS_BUILD = 'dist';
const against = flag('--against');
const node = flag('--node');
const builds = against ? [THIS_BUILD, against] : [THIS_BUILD];

interface Wake {
  health: number;
  signIn: number;
  list: number;
  again: number;
  cpu: number;
  peakMb: number;
}

interface Start {
  build: string;
  group: ControlGroup;
  /** MONGODB_URI, or the embedded database in `dataDir`. */
  database?: string;
  dataDir: string;
  nodeFlags?: string[];
}

const exited = (api: ApiProcess) => () => {
  const { exitCode, signalCode } = api.child;
  return exitCode !== null || signalCode !== null ? 'the API exited while starting' : undefined;
};

/** How long one request takes, failing unless it answers 200. */
async function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return performance.now() - started;
}

/** One start; `afterSignIn` false stops it right after the sign-in (for a profile of the start). */
async function wake(start: Start, afterSignIn = true): Promise<Wake> {
  start.group.resetCpu();
  const started = performance.now();
  const api = await spawnApi(start.dataDir, start.database ? { MONGODB_URI: start.database } : {}, {
    entry: `${start.build}/index.js`,
    launcher: start.group.launcher(),
    node,
    nodeFlags: start.nodeFlags,
  });
  try {
    const health = await until(async () => {
      const response = await fetch(`${api.base}/api/health`);
      return response.ok ? performance.now() - started : undefined;
    }, exited(api));
    const { token, signIn } = await until(async () => {
      const response = await fetch(`${api.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(sampleLogin()),
      });
      if (!response.ok) return undefined;
      const signedIn = performance.now() - started;
      return { token: ((await response.json()) as { token: string }).token, signIn: signedIn };
    }, exited(api));
    const cpu = start.group.cpuMs();
    const peakMb = peakRssMb(api.child.pid!);
    if (!afterSignIn) return { health, signIn, list: NaN, again: NaN, cpu, peakMb };
    const list = await timed(`${api.base}/api/activities`, token);
    const again = await timed(`${api.base}/api/activities`, token);
    return { health, signIn, list, again, cpu, peakMb };
  } finally {
    await api.stop();
  }
}

/**
 * What any start pays at the same limit, whatever the API does: Node itself, and the one bcrypt
 * compare of a sign-in at the production cost (bcryptjs, pure JavaScript).
 */
const FLOORS = [
  { label: '`node -e 0`', script: '0' },
  {
    label: 'Node + one bcryptjs compare at cost 10',
    script: `require('bcryptjs').compareSync('x', '$2b$10$Sm3aGciBYXcTnQ8uw62AMeuQ7mD4ol1tHRavECtb0sdl7YrlRSzrW')`,
  },
];

/** Wall and CPU time of one `node ...args` in `group`, from spawn to exit. */
async function floor(group: ControlGroup, args: string[]): Promise<{ wall: number; cpu: number }> {
  group.resetCpu();
  const started = performance.now();
  const child = startNodeProcess(args, { cwd: API_DIR, launcher: group.launcher(), node }).child;
  await new Promise((exited) => child.once('exit', exited));
  if (child.exitCode !== 0) throw new Error(`node ${args[0]} exited with ${child.exitCode}`);
  return { wall: performance.now() - started, cpu: group.cpuMs() };
}

/** sign-in-floor.ts bundled into one CommonJS file, as tsup bundles the API. */
async function bundledSignInFloor(dir: string): Promise<string> {
  const outfile = join(dir, 'sign-in-floor.cjs');
  await build({
    entryPoints: [fileURLToPath(new URL('sign-in-floor.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile,
    logLevel: 'error',
    // The MongoDB driver's optional add-ons, not installed (as in the API's bundle).
    external: [
      '@aws-sdk/credential-providers',
      '@mongodb-js/zstd',
      'gcp-metadata',
      'kerberos',
      'mongodb-client-encryption',
      'snappy',
      'socks',
    ],
  });
  return outfile;
}

async function floors(group: ControlGroup, databaseUri: string, dir: string): Promise<string[][]> {
  const { email, password } = sampleLogin();
  const cases = [
    ...FLOORS.map(({ label, script }) => ({ label, args: ['-e', script] })),
    {
      label:
        'a sign-in and nothing else, bundled into one file: express, socket.io, mongoose, jsonwebtoken and bcryptjs loaded, one connection, one `findOne`, one compare, one token (bench/api/sign-in-floor.ts)',
      args: [await bundledSignInFloor(dir), databaseUri, email, password],
    },
  ];
  const rows: string[][] = [];
  for (const { label, args } of cases) {
    const runs = [];
    for (let round = 0; round < ROUNDS; round += 1) runs.push(await floor(group, args));
    rows.push([
      label,
      ms(median(runs.map((run) => run.wall))),
      ms(median(runs.map((run) => run.cpu))),
    ]);
  }
  return rows;
}

const range = (values: number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;

/** A row: medians (and the range of the sign-in) over the rounds. */
function row(label: string, runs: Wake[]): string[] {
  const of = (key: keyof Wake) => runs.map((run) => run[key]);
  return [
    label,
    ms(median(of('health'))),
    `**${ms(median(of('signIn')))}** (${range(of('signIn'))})`,
    ms(median(of('list'))),
    ms(median(of('again'))),
    ms(median(of('cpu'))),
    `${median(of('peakMb')).toFixed(0)} MB`,
  ];
}

/** Copies of the seeded data: the database process and the embedded one each write their own. */
function copyOf(dataDir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'peerconnect-wake-'));
  cpSync(join(dataDir, 'db'), join(copy, 'db'), { recursive: true });
  return copy;
}

async function main(): Promise<void> {
  // Skipped rather than failed, so that `pnpm bench` goes on to the other areas.
  if (!ControlGroup.available()) {
    say('bench:wake skipped: it needs root and cgroup v1');
    return;
  }
  say(`seeding ${STUDENTS} students and activities (kept for later runs)…`);
  const seeded = await cachedDataDir(STUDENTS, STUDENTS);
  const ownDir = copyOf(seeded.dataDir);
  const embeddedDir = copyOf(seeded.dataDir);
  const database = await startDatabase(ownDir);
  const limited = new ControlGroup('peerconnect-wake-limited', { cpus: 0.1, memoryMb: 512 });
  const unlimited = new ControlGroup('peerconnect-wake-unlimited', {});
  const cases = builds.flatMap((build) => {
    const suffix = builds.length > 1 ? ` (${build})` : '';
    const apiDir = (name: string) => mkdtempSync(join(tmpdir(), `peerconnect-wake-${name}-`));
    return [
      { label: `database in its own process, unlimited${suffix}`, group: unlimited, own: true },
      {
        label: `database in its own process, 0.1 CPU + 512 MB${suffix}`,
        group: limited,
        own: true,
      },
      { label: `embedded database, unlimited${suffix}`, group: unlimited, own: false },
      { label: `embedded database, 0.1 CPU + 512 MB${suffix}`, group: limited, own: false },
    ].map(({ label, group, own }) => ({
      label,
      runs: [] as Wake[],
      start: {
        build,
        group,
        // The API's own files (its compile cache) in a directory of its own per build.
        ...(own ? { database: database.uri, dataDir: apiDir('api') } : { dataDir: embeddedDir }),
      } satisfies Start,
    }));
  });
  const profileDir = mkdtempSync(join(tmpdir(), 'peerconnect-wake-profile-'));
  const floorDir = mkdtempSync(join(tmpdir(), 'peerconnect-wake-floor-'));
  try {
    for (let round = 1; round <= ROUNDS; round += 1)
      for (const { label, runs, start } of cases) {
        const run = await wake(start);
        runs.push(run);
        say(`${label}, start ${round}: sign-in ${ms(run.signIn)}, CPU ${ms(run.cpu)}`);
      }
    const rows = cases.map(({ label, runs }) => row(label, runs));
    say(table(HEADINGS, rows));
    say(`(${machine()})`);
    await wake(
      { ...cases[1]!.start, nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] },
      false,
    );
    const profile = summariseProfiles(
      readdirSync(profileDir).map((file) => join(profileDir, file)),
    );
    say(profile);
    const floorRows = await floors(limited, database.uri, floorDir);
    say(table(FLOOR_HEADINGS, floorRows));
    if (builds.length > 1 || node) return;
    writeSection('Wake-up at a tenth of a CPU', report(rows, floorRows, profile));
  } finally {
    await database.stop();
    limited.remove();
    unlimited.remove();
    for (const dir of [ownDir, embeddedDir, profileDir, floorDir])
      rmSync(dir, { recursive: true, force: true });
  }
}

const HEADINGS = [
  'Start',
  'First /api/health 200',
  'First sign-in (range)',
  'First activities page',
  'Again',
  'CPU to sign-in',
  'Peak RSS to sign-in',
];

const FLOOR_HEADINGS = ['At 0.1 CPU + 512 MB', 'Spawn to exit', 'CPU'];

function report(rows: string[][], floorRows: string[][], profile: string): string {
  return `${howMeasured({
    script: 'wake',
    guard:
      'first sign-in ≤ 3 s at 0.1 CPU with the database in its own process (≤ 4.5 s embedded), first /api/health ≤ 0.5 s, peak RSS < 300 MB (issue 52).',
    data: `${STUDENTS.toLocaleString('en')} students and ${STUDENTS.toLocaleString('en')} activities from the data generator, indexes and migrations already recorded by an earlier start.`,
    method: `\`node dist/index.js\` with NODE_ENV=production in a cgroup v1 control group (\`cpu.cfs_quota_us\` 10000 of \`cpu.cfs_period_us\` 100000, \`memory.limit_in_bytes\` 512 MB) or in one without limits, alternating, ${ROUNDS} starts each, medians; the database either in its own unlimited process (the embedded server's CLI) or in the API's worker thread. Times from process spawn; the activities page and "again" are the two requests alone. CPU is the control group's \`cpuacct.usage\` at the sign-in answer (every thread), peak RSS the API's VmHWM then. The sign-in checks a password hashed at bcrypt cost 10. At a tenth of a CPU a start waits about ten times the CPU it uses, and longer when the machine is busy (the control group then gets less than its quota): compare the CPU column between runs on a loaded machine.`,
  })}

${table(HEADINGS, rows)}

**The floor** (the same control group, medians of ${ROUNDS}): what any start pays before the API does anything of its own, and what a sign-in costs on this stack with nothing else around it.

${table(FLOOR_HEADINGS, floorRows)}

**Where a limited start's CPU goes** (one start with the database in its own process, \`--cpu-prof\`, stopped at the first sign-in; samples mapped through the bundle's source maps):

${profile}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
