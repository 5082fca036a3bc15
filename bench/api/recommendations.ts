/**
 * pnpm bench: friend and activity suggestions at scale. Generates 100,000 students and 100,000
 * activities once (cached in the temporary directory, see cachedDataDir), starts the built API on
 * them, and times GET /api/recommendations/friends and GET /api/recommendations for 40 students
 * (p50/p95/max): right after the start, then again once the database has built the indexes
 * it deferred on restart (the process's CPU quiet), so both what the first students meet and what
 * the others do is shown. --entry=<file> starts another API build (dist/index.js by default), e.g.
 * a copy of dist/ in apps/api, for an A/B in one session. Then it opens the same data in-process, records every query the recommendations
 * service sends for one student, and prints each one's explain() winning plan with what it
 * examined, so the figures come with the index use that explains them. Writes its section of
 * docs/benchmarks.md.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import os from 'node:os';
import { median, ms, percentile, signIn, table, untilReady } from '@peerconnect/bench-kit';
import mongoose from 'mongoose';
import { gridFsBlobs } from '@api/lib/pictures/gridfs-blobs';
import { createPictureStore } from '@api/lib/pictures/picture-store';
import { LocalPresence } from '@api/lib/presence';
import { createActivitiesService } from '@api/modules/activities';
import { createRecommendationsService } from '@api/modules/recommendations';
import { openScriptDatabase } from '@api/scripts/script-database';
import { spawnApi } from './api-process';
import { cachedDataDir, sampleLogin } from './data-dir';
import { howMeasured, say, writeSection } from './report';

const USERS = 100_000;
const ACTIVITIES = 100_000;
const STUDENTS = 40;
const ROUNDS = 3;
const ROUTES = [
  { label: 'GET /api/recommendations/friends', path: '/api/recommendations/friends' },
  { label: 'GET /api/recommendations', path: '/api/recommendations' },
];
const API_ENTRY = /--entry=(\S+)/.exec(process.argv.join(' '))?.[1];
/** The API counts as done with its background index builds after this long using under 5% CPU. */
const QUIET_WINDOW_MS = 2_000;
const QUIET_CPU_SHARE = 0.05;
/** Longest wait for that quiet; the warm row is measured regardless after it. */
const QUIET_WAIT_MAX_MS = 180_000;

async function timedGet(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/** CPU time (user + system) the process has used so far, in ms, from /proc (Linux). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are the 14th and 15th fields of stat, in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits until the API process has used under QUIET_CPU_SHARE of one core for QUIET_WINDOW_MS
 * while nothing is asked of it: its database has then built every index it deferred on restart
 * (the builder works back to back once clients are quiet). Returns how long that took.
 */
async function untilBuildsDone(pid: number): Promise<number> {
  const started = performance.now();
  let windowStart = started;
  let cpuAtWindowStart = cpuMsOf(pid);
  while (performance.now() - started < QUIET_WAIT_MAX_MS) {
    await sleep(250);
    const now = performance.now();
    const used = cpuMsOf(pid) - cpuAtWindowStart;
    if (used > QUIET_CPU_SHARE * (now - windowStart)) {
      windowStart = now;
      cpuAtWindowStart = cpuMsOf(pid);
    } else if (now - windowStart >= QUIET_WINDOW_MS) return windowStart - started;
  }
  return performance.now() - started;
}

/** Each route's first request, then ROUNDS requests per signed-in student: a table row per route. */
async function measureRoutes(base: string, tokens: string[], phase: string): Promise<string[][]> {
  const rows: string[][] = [];
  for (const route of ROUTES) {
    const url = `${base}${route.path}`;
    const first = await timedGet(url, tokens[0]!);
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1)
      for (const token of tokens) times.push(await timedGet(url, token));
    const row = [
      route.label,
      phase,
      ms(first),
      ms(median(times), 1),
      ms(percentile(times, 95), 1),
      ms(Math.max(...times), 1),
    ];
    say(`| ${row.join(' | ')} |`);
    rows.push(row);
  }
  return rows;
}

/**
 * Latency rows per route right after a restart (deferred indexes unbuilt, documents still
 * encoded), then warm (once the background builds are done), and how long those took.
 */
async function measureLatency(
  dataDir: string,
): Promise<{ rows: string[][]; loadMs: number; buildsMs: number }> {
  const started = performance.now();
  const api = await spawnApi(dataDir, {}, { entry: API_ENTRY });
  try {
    await untilReady(api);
    const loadMs = performance.now() - started;
    const tokens: string[] = [];
    for (let i = 0; i < STUDENTS; i += 1) tokens.push(await signIn(api.base, sampleLogin(i)));
    const afterRestart = await measureRoutes(api.base, tokens, 'after a restart');
    const buildsMs = await untilBuildsDone(api.child.pid!);
    say(`background builds done ${ms(buildsMs)} after the last request (${loadAverage()})`);
    const warm = await measureRoutes(api.base, tokens, 'warm');
    return { rows: [...afterRestart, ...warm], loadMs, buildsMs };
  } finally {
    await api.stop();
  }
}

function loadAverage(): string {
  return `load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}`;
}

interface SentQuery {
  collection: string;
  method: string;
  filter: mongoose.mongo.Document;
  options: mongoose.mongo.Document;
}

/** A stage chain as `LIMIT → FETCH → IXSCAN participants_1_date_-1 (backward)`. */
function describePlan(plan: mongoose.mongo.Document | undefined): string {
  const stages: string[] = [];
  for (let stage = plan; stage; stage = stage.inputStage as mongoose.mongo.Document | undefined) {
    const index = stage.indexName
      ? ` ${stage.indexName as string} (${stage.direction as string})`
      : '';
    stages.push(`${stage.stage as string}${index}`);
  }
  return stages.join(' → ');
}

/** The shape of a filter for the table: its fields and operators, without the values. */
function shapeOf(value: unknown): string {
  if (Array.isArray(value)) return `[${value.length}]`;
  if (value instanceof mongoose.Types.ObjectId || value instanceof Date) return '…';
  if (value && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([key, inner]) => `${key}: ${shapeOf(inner)}`)
      .join(', ')} }`;
  return '…';
}

/** Every find the recommendations service sends for one student, explained with executionStats. */
async function explainServiceQueries(dataDir: string, userId: string): Promise<string[][]> {
  const database = await openScriptDatabase({ dataDir });
  try {
    // Read-only calls never reach the chat hooks, the notices or the pictures; the service needs
    // them only to exist.
    const activities = createActivitiesService(
      { participantLeft: () => undefined, activityDeleted: async () => undefined },
      {
        created: async () => undefined,
        joined: async () => undefined,
        left: async () => undefined,
        promoted: async () => undefined,
        removed: async () => undefined,
        updated: async () => undefined,
        cancelled: async () => undefined,
        deleted: async () => undefined,
        seriesJoined: async () => undefined,
        seriesUpdated: async () => undefined,
        seriesCancelled: async () => undefined,
        invited: async () => undefined,
      },
      createPictureStore(gridFsBlobs()),
    );
    const service = createRecommendationsService({ activities, presence: new LocalPresence() });
    const sent: SentQuery[] = [];
    mongoose.set('debug', (collection: string, method: string, ...args: unknown[]) => {
      const [filter = {}, options = {}] = args as mongoose.mongo.Document[];
      sent.push({ collection, method, filter, options });
    });
    await service.friends(userId, 'http://bench.local');
    await service.activities(userId);
    mongoose.set('debug', false);
    const db = mongoose.connection.db!;
    const rows: string[][] = [];
    for (const query of sent.filter(({ method }) => method === 'find' || method === 'findOne')) {
      const { sort, limit, skip, projection } = query.options;
      const explained = await db
        .collection(query.collection)
        .find(query.filter, { sort, limit, skip, projection })
        .explain('executionStats');
      const stats = explained.executionStats as mongoose.mongo.Document;
      rows.push([
        query.collection,
        `\`${shapeOf(query.filter)}\`${sort ? ` sort \`${JSON.stringify(sort)}\`` : ''}${limit ? ` limit ${limit as number}` : ''}`,
        describePlan(explained.queryPlanner?.winningPlan as mongoose.mongo.Document),
        `${stats.totalKeysExamined as number} / ${stats.totalDocsExamined as number} / ${stats.nReturned as number}`,
      ]);
      say(`| ${rows[rows.length - 1]!.join(' | ')} |`);
    }
    return rows;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  say(
    `Data: ${USERS.toLocaleString('en')} students, ${ACTIVITIES.toLocaleString('en')} activities`,
  );
  const { dataDir, sampleUserIds } = await cachedDataDir(USERS, ACTIVITIES, STUDENTS);
  const { rows, loadMs, buildsMs } = await measureLatency(dataDir);
  const plans = await explainServiceQueries(dataDir, sampleUserIds[0]!);
  writeSection(
    'Recommendations at scale',
    `${howMeasured({
      script: 'recommendations',
      data: `${USERS.toLocaleString('en')} students and ${ACTIVITIES.toLocaleString('en')} activities from the data generator.`,
      method: `the built API on the embedded database (ready ${ms(loadMs)} after spawn), ${STUDENTS} students signed in, each asking ${ROUNDS} times in turn, one request at a time: right after the start ("after a restart": indexes the database deferred on restart unbuilt, documents still encoded), then once the API process had used under ${QUIET_CPU_SHARE * 100}% CPU for ${QUIET_WINDOW_MS / 1000} s without requests ("warm": the background index builds done, ${ms(buildsMs)} after the last request).`,
    })}

${table(['Route', 'Phase', 'First request', 'p50', 'p95', 'max'], rows)}

The queries the service sends for one student, with explain('executionStats') on the same data:

${table(['Collection', 'Query', 'Winning plan', 'Keys / docs examined / returned'], plans)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
