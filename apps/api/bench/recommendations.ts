/**
 * pnpm bench: friend and activity suggestions at scale. Generates 100,000 students and 100,000
 * activities once (cached in the temporary directory, see cachedDataDir), starts the built API on
 * them, and times GET /api/recommendations/friends and GET /api/recommendations for 40 students
 * (p50/p95). Then it opens the same data in-process, records every query the recommendations
 * service sends for one student, and prints each one's explain() winning plan with what it
 * examined, so the figures come with the index use that explains them. Writes its section of
 * docs/benchmarks.md.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { LocalPresence } from '@/lib/presence';
import { createActivitiesService } from '@/modules/activities/activities.service';
import { createRecommendationsService } from '@/modules/recommendations/recommendations.service';
import { openScriptDatabase } from '@/scripts/script-database';
import { signIn, spawnApi, untilReady } from './api-process';
import { cachedDataDir, sampleLogin } from './data-dir';
import { machine, median, ms, percentile, say, table, today, writeSection } from './report';

const USERS = 100_000;
const ACTIVITIES = 100_000;
const STUDENTS = 40;
const ROUNDS = 3;
const ROUTES = [
  { label: 'GET /api/recommendations/friends', path: '/api/recommendations/friends' },
  { label: 'GET /api/recommendations', path: '/api/recommendations' },
];
/** What the queries are and what each change bought: kept beside the script, copied under the tables. */
const NOTES = fileURLToPath(new URL('recommendations.notes.md', import.meta.url));

async function timedGet(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/** Latency rows per route: the first request of all (index orders built on first use), then p50/p95. */
async function measureLatency(dataDir: string): Promise<{ rows: string[][]; loadMs: number }> {
  const started = performance.now();
  const api = await spawnApi(dataDir);
  try {
    await untilReady(api);
    const loadMs = performance.now() - started;
    const tokens: string[] = [];
    for (let i = 0; i < STUDENTS; i += 1) tokens.push(await signIn(api.base, sampleLogin(i)));
    const rows: string[][] = [];
    for (const route of ROUTES) {
      const url = `${api.base}${route.path}`;
      const first = await timedGet(url, tokens[0]!);
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1)
        for (const token of tokens) times.push(await timedGet(url, token));
      const row = [
        route.label,
        ms(first),
        ms(median(times), 1),
        ms(percentile(times, 95), 1),
        ms(Math.max(...times), 1),
      ];
      say(`| ${row.join(' | ')} |`);
      rows.push(row);
    }
    return { rows, loadMs };
  } finally {
    await api.stop();
  }
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
    // Read-only calls never reach the chat hooks; the service needs them only to exist.
    const activities = createActivitiesService({
      participantLeft: () => undefined,
      activityDeleted: async () => undefined,
    });
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
  const { rows, loadMs } = await measureLatency(dataDir);
  const plans = await explainServiceQueries(dataDir, sampleUserIds[0]!);
  writeSection(
    'Recommendations at scale',
    `Written by \`pnpm bench\` (apps/api/bench/recommendations.ts) on ${today()}: ${machine()}; the built API on the embedded database with ${USERS.toLocaleString('en')} students and ${ACTIVITIES.toLocaleString('en')} activities from the data generator (ready ${ms(loadMs)} after spawn), ${STUDENTS} students signed in, each asking ${ROUNDS} times in turn, one request at a time. Target: p95 ≤ 50 ms.

${table(['Route', 'First request', 'p50', 'p95', 'max'], rows)}

The queries the service sends for one student, with explain('executionStats') on the same data:

${table(['Collection', 'Query', 'Winning plan', 'Keys / docs examined / returned'], plans)}

${readFileSync(NOTES, 'utf8').trim()}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
