/**
 * Durability under the worst a host does: 20 trials of kill -9 in the middle of a mixed burst of
 * inserts, updates and deletes (each acknowledged one noted), then a restart and a count of what is
 * missing; and 10 trials of one flipped byte in a random document of a cleanly written snapshot.
 * Prints and writes the "Durability" section of docs/benchmarks.md. Figures, not assertions.
 */
import { readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  cpuLine,
  loadAverage,
  median,
  startNodeProcess,
  table,
  today,
  writeReportSection,
} from '@peerconnect/bench-kit';
import { MongoClient } from 'mongodb';

const KILL_TRIALS = Number(process.env.BENCH_KILL_TRIALS ?? 20);
const DAMAGE_TRIALS = Number(process.env.BENCH_DAMAGE_TRIALS ?? 10);
const DOCUMENTS = 2_000;
const REPORT_FILE = resolve(import.meta.dirname, '..', '..', '..', 'docs', 'benchmarks.md');
const PUT = Buffer.from('\x02op\x00\x04\x00\x00\x00put\x00', 'latin1');

/** The embedded server's CLI on `dbPath`, its address and what it said on stderr, and the time to listen. */
async function start(dbPath: string) {
  const started = performance.now();
  const server = startNodeProcess(
    [
      '--import',
      'tsx',
      resolve(import.meta.dirname, '..', 'src', 'cli.ts'),
      '--port',
      '0',
      '--dbpath',
      dbPath,
    ],
    { stdout: 'pipe', stderr: 'pipe' },
  );
  let errors = '';
  server.child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const uri = await new Promise<string>((done, fail) => {
    server.child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening on (\S+)/.exec(chunk.toString());
      if (match?.[1]) done(match[1]);
    });
    server.child.once('exit', (code) => fail(new Error(`server exited with ${code}`)));
  });
  return { ...server, uri, recoverMs: performance.now() - started, errors: () => errors };
}

type Expected = Map<number, 'inserted' | 'updated' | 'deleted'>;

/** Inserts, updates and deletes until the connection breaks; every acknowledged effect noted. */
async function burst(uri: string, expected: Expected): Promise<void> {
  const client = await new MongoClient(uri).connect();
  const items = client.db('app').collection('items');
  try {
    for (let n = 0; ; n += 1) {
      await items.insertOne({ n, payload: 'x'.repeat(200) });
      expected.set(n, 'inserted');
      if (n % 3 === 1) {
        await items.updateOne({ n: n - 1 }, { $set: { updated: true } });
        expected.set(n - 1, 'updated');
      }
      if (n % 5 === 4) {
        await items.deleteOne({ n: n - 2 });
        expected.set(n - 2, 'deleted');
      }
    }
  } catch {
    // The server was killed: the burst ends here.
  } finally {
    await client.close(true).catch(() => undefined);
  }
}

/** Acknowledged effects missing after the restart: inserts or updates gone, deletes undone. */
async function lostOf(uri: string, expected: Expected): Promise<number> {
  const client = await new MongoClient(uri).connect();
  const stored = await client
    .db('app')
    .collection('items')
    .find({}, { projection: { n: 1, updated: 1 } })
    .toArray();
  await client.close();
  const byN = new Map(stored.map((doc) => [doc.n as number, doc]));
  let lost = 0;
  for (const [n, effect] of expected) {
    const doc = byN.get(n);
    if (effect === 'deleted' ? doc : !doc || (effect === 'updated' && !doc.updated)) lost += 1;
  }
  return lost;
}

async function killTrial(dbPath: string) {
  const server = await start(dbPath);
  const expected: Expected = new Map();
  const writing = burst(server.uri, expected);
  await new Promise((wait) => setTimeout(wait, 300 + Math.random() * 1200));
  server.child.kill('SIGKILL');
  await writing;
  const restarted = await start(dbPath);
  const lost = await lostOf(restarted.uri, expected);
  await restarted.stop();
  return { acknowledged: expected.size, lost, recoverMs: restarted.recoverMs };
}

/** Flips one byte in the middle of a random document of the snapshot. */
function flipRandomDocument(file: string): void {
  const data = readFileSync(file);
  const puts: number[] = [];
  for (let at = 0; at + 8 <= data.length; at += 8 + data.readUInt32LE(at))
    if (data.subarray(at + 12, at + 12 + PUT.length).equals(PUT)) puts.push(at);
  const at = puts[Math.floor(Math.random() * puts.length)]!;
  const target = at + 8 + (data.readUInt32LE(at) >> 1);
  data[target] = data[target]! ^ 0xff;
  writeFileSync(file, data);
}

async function damageTrial(dbPath: string) {
  const server = await start(dbPath);
  const client = await new MongoClient(server.uri).connect();
  await client
    .db('app')
    .collection('items')
    .insertMany(Array.from({ length: DOCUMENTS }, (_, n) => ({ n, payload: 'x'.repeat(200) })));
  await client.close();
  await server.stop();
  flipRandomDocument(join(dbPath, 'snapshot.bin'));
  const restarted = await start(dbPath);
  const check = await new MongoClient(restarted.uri).connect();
  const kept = await check.db('app').collection('items').countDocuments();
  await check.close();
  await restarted.stop();
  const reported = /skipped damaged records: (\d+) damaged/.exec(restarted.errors())?.[1];
  return {
    lost: DOCUMENTS - kept,
    reported: Number(reported ?? 0),
    recoverMs: restarted.recoverMs,
  };
}

async function trials<T>(count: number, run: (dbPath: string) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < count; i += 1) {
    const dbPath = mkdtempSync(join(tmpdir(), 'embedded-durability-'));
    try {
      results.push(await run(dbPath));
    } finally {
      rmSync(dbPath, { recursive: true, force: true });
    }
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  return results;
}

const kills = await trials(KILL_TRIALS, killTrial);
const damages = await trials(DAMAGE_TRIALS, damageTrial);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const ms = (values: number[]) =>
  `${Math.round(median(values))} ms (max ${Math.round(Math.max(...values))})`;
const body = `Written by \`pnpm --filter @peerconnect/embedded-mongo bench\` (bench/durability.ts) on ${today()}: Node ${process.version}, ${cpuLine()}, load average ${loadAverage()} at the end. The server's CLI in its own process on a fresh data directory per trial, driven by the official driver. Kill: a burst of inserts, updates (every third) and deletes (every fifth), each noted once acknowledged, ended by SIGKILL after 0.3 to 1.5 s, then a restart and a check of every acknowledged effect. Damage: ${DOCUMENTS.toLocaleString('en')} documents written and the server stopped cleanly (everything in the snapshot), one byte flipped in a random document, then a restart. Targets: no acknowledged write lost outside a damaged record; one document lost per damaged record, and reported.

${table(
  ['Trials', 'Acknowledged effects', 'Lost', 'Time to recover (median)'],
  [
    [
      `${kills.length} × kill -9 mid-burst`,
      sum(kills.map((k) => k.acknowledged)).toLocaleString('en'),
      String(sum(kills.map((k) => k.lost))),
      ms(kills.map((k) => k.recoverMs)),
    ],
    [
      `${damages.length} × one flipped byte in the snapshot`,
      (damages.length * DOCUMENTS).toLocaleString('en'),
      `${sum(damages.map((d) => d.lost))} (${sum(damages.map((d) => d.reported))} damaged records reported)`,
      ms(damages.map((d) => d.recoverMs)),
    ],
  ],
)}
`;
process.stdout.write(`\n${body}\n`);
writeReportSection(REPORT_FILE, 'Durability', body);
