/**
 * A campus at its evening peak: S students (the community generator; S/20 activities, groups of
 * 8–20), a tenth of them online, each behaving as campus-load.ts says. The built API (NODE_ENV=
 * production, the database as its own process) and the bare-stack anchor (bare-campus-server.ts)
 * take turns in the same control group of 1 CPU / 512 MB: after a warm-up, a round of each, then
 * again. The CPU the group used per 1,000 online students per minute, REST and chat latencies,
 * errors, lost and duplicated messages and the group's peak memory, for each; and, in a separate
 * pass outside the group, the database commands each dashboard request costs. Writes the "Campus
 * evening peak" section of docs/benchmarks.md (with --hold, "Campus hold").
 *
 * Flags: --students=<n> (CAMPUS_STUDENTS; 10,000), --seconds=<n> per round (90), --warmup=<n>
 * seconds before each (30), --pairs=<n> of rounds (2), --hold (the API alone for 180 s, checked
 * against issue 62's bar), --entry=<file> (the API build, dist/index.js), --cpu-prof=<dir> (the
 * API's rounds write `node --cpu-prof` profiles there).
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  count,
  listeningAddress,
  median,
  ms,
  percentile,
  startTsxProcess,
  table,
  untilReady,
  type ApiProcess,
} from '@peerconnect/bench-kit';
import { BENCH_SECRET, spawnApi } from './api-process';
import {
  campusDataDir,
  GROUP_SIZE,
  readCampus,
  STUDENTS_PER_ACTIVITY,
  type Campus,
} from './campus-data';
import { CampusLoad, DASHBOARD_REQUESTS, MODEL, type LoadStudent } from './campus-load';
import { countCommands } from './campus-queries';
import { tokenOf } from './chat-clients';
import { ControlGroup, peakRssMb, processCpuMs } from './control-group';
import { startDatabase, type DatabaseProcess } from './database-process';
import { howMeasured, say, writeSection } from './report';

const flag = (name: string) =>
  /=(\S+)/.exec(process.argv.find((arg) => arg.startsWith(`--${name}=`)) ?? '')?.[1];
const HOLD = process.argv.includes('--hold');
const STUDENTS = Number(flag('students') ?? process.env.CAMPUS_STUDENTS ?? 10_000);
const ROUND_S = HOLD ? 180 : Number(flag('seconds') ?? 90);
const WARMUP_S = Number(flag('warmup') ?? 30);
const PAIRS = Number(flag('pairs') ?? 2);
const API_ENTRY = flag('entry');
const PROFILE_DIR = flag('cpu-prof');
const ONLINE_SHARE = 0.1;
const LIMITS = { cpus: 1, memoryMb: 512 };
/** Issue 62's bar for 10,000 students at 1 CPU / 512 MB. */
const BAR = { restP99: 500, chatP99: 1_000, memoryMb: 512 };

type Side = 'API' | 'bare';

interface Round {
  side: Side;
  cpuPerThousandPerMin: number;
  cpuShare: number;
  /** The database process's CPU over the round, as a share of one CPU. */
  databaseCpuShare: number;
  /** Requests answered with success, of all sent. */
  answered: number;
  rest: number[];
  routes: Map<string, { latencies: number[]; bytes: number[] }>;
  chat: number[];
  sent: number;
  lost: number;
  duplicates: number;
  errors: Map<string, number>;
  peakMemoryMb: number;
  peakRssMb: number;
  clientCpuShare: number;
  load: string;
}

/** The anchor, on a port it chose itself (one picked beforehand may be taken by then). */
async function startBare(group: ControlGroup, databaseUri: string): Promise<ApiProcess> {
  const script = fileURLToPath(new URL('bare-campus-server.ts', import.meta.url));
  const bare = startTsxProcess(script, [databaseUri, BENCH_SECRET], {
    launcher: group.launcher(),
    stdout: 'pipe',
  });
  return { ...bare, base: await listeningAddress(bare) };
}

async function runRound(
  side: Side,
  group: ControlGroup,
  dataDir: string,
  database: DatabaseProcess,
  students: LoadStudent[],
  campus: Campus,
): Promise<Round> {
  say(`${side}: starting, connecting ${count(students.length)} students…`);
  const server =
    side === 'API'
      ? await spawnApi(
          dataDir,
          { MONGODB_URI: database.uri },
          {
            launcher: group.launcher(),
            entry: API_ENTRY,
            nodeFlags: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
          },
        )
      : await startBare(group, database.uri);
  try {
    await untilReady(server, 60_000);
    const load = new CampusLoad(
      server.base,
      students,
      [...campus.members.keys()],
      (id) => campus.members.get(id) ?? [],
    );
    await load.connect();
    load.start();
    say(`${side}: warming up ${WARMUP_S} s, then measuring ${ROUND_S} s…`);
    await sleep(WARMUP_S * 1000);
    load.reset();
    group.resetCpu();
    group.resetPeakMemory();
    const databaseCpu = processCpuMs(database.pid);
    const clientCpu = process.cpuUsage();
    const started = performance.now();
    await sleep(ROUND_S * 1000);
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = group.cpuMs() / 1000;
    const databaseSeconds = (processCpuMs(database.pid) - databaseCpu) / 1000;
    const { user, system } = process.cpuUsage(clientCpu);
    // A server that died during the round (e.g. of its heap) has no peak left to read.
    const rssMb = server.child.exitCode === null ? peakRssMb(server.child.pid!) : Number.NaN;
    const load1 = loadavg()[0] ?? Number.NaN;
    await load.stop();
    load.close();
    const routes = new Map(
      [...load.latencies].map(([route, latencies]) => [
        route,
        { latencies, bytes: load.bytes.get(route) ?? [] },
      ]),
    );
    const rest = [...load.latencies.values()].flat();
    const round: Round = {
      side,
      cpuPerThousandPerMin: cpuSeconds / (seconds / 60) / (students.length / 1000),
      cpuShare: cpuSeconds / seconds / LIMITS.cpus,
      databaseCpuShare: databaseSeconds / seconds,
      answered: rest.length / (rest.length + [...load.errors.values()].reduce((a, b) => a + b, 0)),
      rest,
      routes,
      chat: load.chatLatencies,
      sent: load.messagesSent(),
      lost: load.lost(),
      duplicates: load.duplicates,
      errors: load.errors,
      peakMemoryMb: group.peakMemoryMb(),
      peakRssMb: rssMb,
      clientCpuShare: (user + system) / 1e6 / seconds,
      load: load1.toFixed(1),
    };
    say(`${side}: ${summary(round)}`);
    return round;
  } finally {
    await server.stop();
  }
}

const errorCount = (round: Round) => [...round.errors.values()].reduce((a, b) => a + b, 0);
const p = (values: number[], at: number) => (values.length ? ms(percentile(values, at)) : '–');

function summary(round: Round): string {
  return `${round.cpuPerThousandPerMin.toFixed(1)} CPU-s per 1,000 online per minute (${(round.cpuShare * 100).toFixed(0)}% of the CPU; database ${(round.databaseCpuShare * 100).toFixed(0)}%), ${(round.answered * 100).toFixed(1)}% answered, REST p50 ${p(round.rest, 50)} p99 ${p(round.rest, 99)}, chat p99 ${p(round.chat, 99)}, ${errorCount(round)} errors, ${round.lost} lost, ${round.duplicates} duplicated, peak ${round.peakMemoryMb.toFixed(0)} MB, load ${round.load}`;
}

/** Each dashboard request's database commands for one student, the first time and again. */
async function queriesPerRoute(dataDir: string, database: DatabaseProcess, student: LoadStudent) {
  const counter = await countCommands(database.uri);
  const api = await spawnApi(dataDir, { MONGODB_URI: counter.uri }, { entry: API_ENTRY });
  try {
    await untilReady(api, 60_000);
    // The start's own work (indexes, scheduled jobs) is done before counting.
    await sleep(3_000);
    const paths = [
      ...DASHBOARD_REQUESTS,
      '/api/activities?category=Social',
      `/api/activities/${student.groupId}`,
    ];
    const rows: string[][] = [];
    for (const path of paths) {
      const counts = [];
      for (let time = 0; time < 2; time += 1) {
        await sleep(200);
        counter.take();
        const response = await fetch(`${api.base}${path}`, {
          headers: { Authorization: `Bearer ${student.token}` },
        });
        await response.arrayBuffer();
        await sleep(200);
        counts.push(counter.take());
      }
      const total = (counts: Map<string, number>) =>
        [...counts.values()].reduce((a, b) => a + b, 0);
      const names = [...counts[1]!].map(([name, n]) => `${name} ${n}`).join(', ');
      rows.push([
        `GET ${path.replace(student.groupId!, ':id')}`,
        `${total(counts[0]!)}`,
        `${total(counts[1]!)}`,
        names,
      ]);
    }
    return rows;
  } finally {
    await api.stop();
    counter.close();
  }
}

function routeRows(rounds: Round[]): string[][] {
  const of = (
    side: Side,
    route: string,
    figure: (route: { latencies: number[]; bytes: number[] }) => string,
  ) => {
    const merged = { latencies: [] as number[], bytes: [] as number[] };
    for (const round of rounds.filter((r) => r.side === side)) {
      const found = round.routes.get(route);
      merged.latencies.push(...(found?.latencies ?? []));
      merged.bytes.push(...(found?.bytes ?? []));
    }
    return merged.latencies.length ? figure(merged) : '–';
  };
  const routes = [...new Set(rounds.flatMap((round) => [...round.routes.keys()]))].sort();
  const bytes = ({ bytes }: { bytes: number[] }) => count(median(bytes));
  return routes.map((route) => [
    route,
    of('API', route, ({ latencies }) => count(latencies.length)),
    of('API', route, ({ latencies }) => `${p(latencies, 50)} / ${p(latencies, 99)}`),
    of('bare', route, ({ latencies }) => `${p(latencies, 50)} / ${p(latencies, 99)}`),
    of('API', route, bytes),
    of('bare', route, bytes),
  ]);
}

function roundRow(round: Round): string[] {
  const errors = [...round.errors].map(([what, n]) => `${n} ${what}`).join(', ');
  return [
    round.side,
    round.cpuPerThousandPerMin.toFixed(1),
    `${(round.cpuShare * 100).toFixed(0)}%`,
    `${(round.databaseCpuShare * 100).toFixed(0)}%`,
    `${(round.answered * 100).toFixed(1)}%`,
    `${p(round.rest, 50)} / ${p(round.rest, 99)}`,
    `${p(round.chat, 50)} / ${p(round.chat, 99)}`,
    `${count(round.sent)}`,
    `${round.lost} / ${round.duplicates}`,
    errors || '0',
    `${round.peakMemoryMb.toFixed(0)} MB (${Number.isNaN(round.peakRssMb) ? 'the server died' : `RSS ${round.peakRssMb.toFixed(0)} MB`})`,
    `${(round.clientCpuShare * 100).toFixed(0)}%`,
    round.load,
  ];
}

function holdVerdict(round: Round): string {
  const checks: [string, boolean][] = [
    [
      `REST p99 ${p(round.rest, 99)} ≤ ${BAR.restP99} ms`,
      percentile(round.rest, 99) <= BAR.restP99,
    ],
    [
      `chat p99 ${p(round.chat, 99)} ≤ ${BAR.chatP99} ms`,
      percentile(round.chat, 99) <= BAR.chatP99,
    ],
    [`${errorCount(round)} errors`, errorCount(round) === 0],
    [`${round.lost} lost, ${round.duplicates} duplicated`, round.lost + round.duplicates === 0],
    [
      `peak ${round.peakMemoryMb.toFixed(0)} MB < ${BAR.memoryMb} MB`,
      round.peakMemoryMb < BAR.memoryMb,
    ],
  ];
  const held = checks.every(([, ok]) => ok);
  return `**${held ? 'Held' : 'Not held'}:** ${checks.map(([what, ok]) => `${what} ${ok ? '✓' : '✗'}`).join('; ')}.`;
}

function report(rounds: Round[], queries: string[][], online: number): void {
  const mean = (side: Side) => {
    const list = rounds
      .filter((round) => round.side === side)
      .map((round) => round.cpuPerThousandPerMin);
    return list.reduce((a, b) => a + b, 0) / list.length;
  };
  const ratio = mean('API') / mean('bare');
  const headline = HOLD
    ? holdVerdict(rounds[0]!)
    : `**CPU per online student: the API ${mean('API').toFixed(1)} CPU-s per 1,000 online per minute, the bare anchor ${mean('bare').toFixed(1)}: ${ratio.toFixed(2)}×** (means of the rounds; guard ≤ 1.5×). A round at 100% of the CPU is saturated: its CPU figure is then a floor, and its latencies are those of a queue.`;
  writeSection(
    HOLD ? 'Campus hold' : 'Campus evening peak',
    `${howMeasured({
      script: HOLD ? 'campus -- --hold' : 'campus',
      guard: `CPU per online student ≤ 1.5× the bare anchor's; at 10,000 students (1,000 online), 1 CPU / 512 MB: REST p99 ≤ ${BAR.restP99} ms, chat p99 ≤ ${BAR.chatP99} ms, 0 errors, 0 lost or duplicated, memory < ${BAR.memoryMb} MB (\`bench:campus -- --hold\`, 3 minutes).`,
      data: `${count(STUDENTS)} students from the community generator (about 10 friends each, mostly within circles of 200), ${count(STUDENTS / STUDENTS_PER_ACTIVITY)} activities, each with a group of ${GROUP_SIZE.min}–${GROUP_SIZE.max} students (organiser and participants; each student in one group at most, about 70% in one), all in the coming month. ${count(online)} online (every tenth student), each with one socket.io connection (websocket, the session token in \`auth\`).`,
      method: `each online student, at Poisson times: every ${MODEL.dashboardEveryS} s the ${DASHBOARD_REQUESTS.length} requests a fresh load of /dashboard makes at once (${DASHBOARD_REQUESTS.map((r) => `\`${r}\``).join(', ')}: the session, the navigation's unread count, then the page's five queries); every ${MODEL.chatEveryS} s a chat message over the socket (\`send-activity-message\` to their group ${MODEL.groupShare * 100}% of the time when they have one, else \`send-message\` to a friend); every ${MODEL.browseEveryS} s a filtered list (\`GET /api/activities?category=…\`) then its first activity; ${MODEL.joinOrLeaveShare * 100}% of these actions a join of another activity instead, or the leave of it. On connecting: the inbox, \`join-activity-rooms\` with its activity chats, the inbox again; every message received from someone else refetches the inbox (one fetch at a time, one more if a message came meanwhile), as the web's use-live-inbox.ts does. The built API (\`node dist/index.js\`, NODE_ENV=production, MONGODB_URI pointing at the embedded database run as its own process, outside the group) and the bare anchor (\`bare-campus-server.ts\`: Express 5, socket.io, mongoose with plain \`lean()\`-style driver reads and projections, jsonwebtoken verification only, the same routes on the same collections answering lists of the API's lengths, each chat send stored with one insert and fanned out to the same rooms) take turns in one cgroup v1 group of ${LIMITS.cpus} CPU / ${LIMITS.memoryMb} MB; each round starts the server, connects the students, warms up ${WARMUP_S} s, then measures ${ROUND_S} s${HOLD ? '' : `, ${PAIRS} rounds each, alternating`}. CPU from the group's cpuacct over the measured seconds; REST latency from send to the whole body, every request; chat from the send to the receipt at the last online member it was meant for; lost: a message some online member it was meant for did not get within 15 s of the round's end. The load generator runs in the bench's process, outside the group (its CPU share in the table). The load average is the machine's (1 minute) at each round's end.`,
    })}

${headline}

${table(
  [
    'Round',
    'CPU-s / 1,000 online / min',
    'CPU used',
    'Database CPU',
    'Answered',
    'REST p50 / p99',
    'Chat p50 / p99',
    'Messages',
    'Lost / duplicated',
    'Errors',
    'Group peak memory',
    'Load generator CPU',
    'Load average',
  ],
  rounds.map(roundRow),
)}

${table(['Route', 'Requests (API)', 'API p50 / p99', 'Bare p50 / p99', 'API bytes (median)', 'Bare bytes'], routeRows(rounds))}

### Queries per dashboard route

Database commands per request for one student in a group (a proxy in front of the database counts the API's commands; the driver's heartbeats left out), the first request and the same again:

${table(['Request', 'First', 'Again', 'Commands (again)'], queries)}`,
  );
}

async function main(): Promise<void> {
  const group = ControlGroup.available()
    ? new ControlGroup(`peerconnect-campus-${process.pid}`, LIMITS)
    : undefined;
  if (!group) throw new Error('The campus bench needs root and cgroup v1 (cpu, cpuacct, memory).');
  let database: DatabaseProcess | undefined;
  try {
    say(`seeding ${count(STUDENTS)} students (kept for later runs)…`);
    const { dataDir } = await campusDataDir(STUDENTS);
    database = await startDatabase(dataDir);
    const campus = await readCampus(database.uri);
    const students = campus.students
      .filter((_, i) => i % Math.round(1 / ONLINE_SHARE) === 0)
      .map((student) => ({ ...student, token: tokenOf(student.id) }));
    const sample = students.find((student) => student.groupId && student.friendIds.length > 0)!;
    say('counting the queries of each dashboard request…');
    const queries = await queriesPerRoute(dataDir, database, sample);
    const sides: Side[] = HOLD
      ? ['API']
      : Array.from({ length: PAIRS }, () => ['API', 'bare'] as Side[]).flat();
    const rounds: Round[] = [];
    for (const side of sides)
      rounds.push(await runRound(side, group, dataDir, database, students, campus));
    report(rounds, queries, students.length);
  } finally {
    await database?.stop();
    group.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
