/**
 * Durability under the worst a host does: 20 trials of kill -9 in the middle of a mixed burst of
 * inserts, updates and deletes (each acknowledged one noted), then a restart and a count of what is
 * missing; 10 trials of one flipped byte in a random document of a cleanly written snapshot; and 5
 * trials of a disk that fills up mid-burst (a small tmpfs: needs root, skipped and said otherwise),
 * killed -9 while full, restarted once the disk has room again.
 * Prints and writes the "Durability" section of docs/benchmarks.md. Figures, not assertions.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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
const FULL_DISK_TRIALS = Number(process.env.BENCH_FULL_DISK_TRIALS ?? 5);
/** The tmpfs the full-disk trials fill, in KiB: room for about 1,800 of their documents. */
const SMALL_DISK_KIB = 512;
/** Refusals in a row after which the disk counts as full for good. */
const REFUSALS_IN_A_ROW = 20;
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

const OUT_OF_DISK_SPACE = 14031;

/**
 * Inserts on a disk that fills up: each acknowledged one noted, the refused ones counted (each must
 * be OutOfDiskSpace), a read after every refusal, until REFUSALS_IN_A_ROW in a row.
 */
async function fillDisk(uri: string) {
  const client = await new MongoClient(uri).connect();
  const items = client.db('app').collection('items');
  const acknowledged = new Set<number>();
  let refused = 0;
  let reads = 0;
  try {
    for (let n = 0, inARow = 0; inARow < REFUSALS_IN_A_ROW; n += 1) {
      try {
        await items.insertOne({ n, payload: 'x'.repeat(200) });
        acknowledged.add(n);
        inARow = 0;
      } catch (error) {
        if ((error as { code?: unknown }).code !== OUT_OF_DISK_SPACE) throw error;
        refused += 1;
        inARow += 1;
        if ((await items.countDocuments()) === acknowledged.size) reads += 1;
      }
    }
  } finally {
    await client.close(true);
  }
  return { acknowledged, refused, reads };
}

/**
 * A small tmpfs filled mid-burst, the server killed -9 while it is full; then the disk is given
 * room (remounted larger) and the server restarted. Lost: acknowledged inserts missing; phantoms:
 * refused ones present.
 */
async function fullDiskTrial(mountPoint: string) {
  mkdirSync(mountPoint, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${SMALL_DISK_KIB}k`, 'tmpfs', mountPoint]);
  try {
    const dbPath = join(mountPoint, 'db');
    const server = await start(dbPath);
    const filled = await fillDisk(server.uri);
    server.child.kill('SIGKILL');
    await new Promise((exited) => server.child.once('exit', exited));
    execFileSync('mount', ['-o', 'remount,size=8m', mountPoint]);
    const restarted = await start(dbPath);
    const client = await new MongoClient(restarted.uri).connect();
    const stored = await client
      .db('app')
      .collection('items')
      .find({}, { projection: { _id: 0, n: 1 } })
      .toArray();
    await client.close();
    await restarted.stop();
    const storedNs = new Set(stored.map((doc) => doc.n as number));
    return {
      ...filled,
      acknowledged: filled.acknowledged.size,
      lost: [...filled.acknowledged].filter((n) => !storedNs.has(n)).length,
      phantoms: [...storedNs].filter((n) => !filled.acknowledged.has(n)).length,
      recoverMs: restarted.recoverMs,
    };
  } finally {
    execFileSync('umount', [mountPoint]);
  }
}

/** Whether this process may mount a tmpfs (root on Linux), for the full-disk trials. */
function canMountTmpfs(mountPoint: string): boolean {
  try {
    mkdirSync(mountPoint, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mountPoint], {
      stdio: 'ignore',
    });
    execFileSync('umount', [mountPoint]);
    return true;
  } catch {
    return false;
  }
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
const mountPoint = join(mkdtempSync(join(tmpdir(), 'embedded-full-disk-')), 'disk');
const fullDisks = canMountTmpfs(mountPoint)
  ? await trials(FULL_DISK_TRIALS, () => fullDiskTrial(mountPoint))
  : [];
rmSync(dirname(mountPoint), { recursive: true, force: true });
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const ms = (values: number[]) =>
  `${Math.round(median(values))} ms (max ${Math.round(Math.max(...values))})`;
const fullDiskMethod =
  fullDisks.length > 0
    ? `Full disk: inserts into a tmpfs of ${SMALL_DISK_KIB} KiB until ${REFUSALS_IN_A_ROW} in a row are refused, a count after each refusal, SIGKILL while the disk is full, then the tmpfs remounted larger (room again) and a restart.`
    : 'Full disk: not run (mounting a tmpfs needs root); `test/full-disk.test.ts` injects it.';
const fullDiskRows =
  fullDisks.length > 0
    ? [
        [
          `${fullDisks.length} × disk full mid-burst, then kill -9`,
          sum(fullDisks.map((f) => f.acknowledged)).toLocaleString('en'),
          String(sum(fullDisks.map((f) => f.lost))),
          ms(fullDisks.map((f) => f.recoverMs)),
        ],
      ]
    : [];
const fullDiskNote =
  fullDisks.length > 0
    ? `\nOn the full disks ${sum(fullDisks.map((f) => f.refused)).toLocaleString('en')} inserts were refused with OutOfDiskSpace, ${sum(fullDisks.map((f) => f.reads)).toLocaleString('en')} of the counts made after them answered with exactly the acknowledged documents, and ${sum(fullDisks.map((f) => f.phantoms))} refused inserts were found after the restart.\n`
    : '';
const body = `Written by \`pnpm --filter @peerconnect/embedded-mongo bench\` (bench/durability.ts) on ${today()}: Node ${process.version}, ${cpuLine()}, load average ${loadAverage()} at the end. The server's CLI in its own process on a fresh data directory per trial, driven by the official driver. Kill: a burst of inserts, updates (every third) and deletes (every fifth), each noted once acknowledged, ended by SIGKILL after 0.3 to 1.5 s, then a restart and a check of every acknowledged effect. Damage: ${DOCUMENTS.toLocaleString('en')} documents written and the server stopped cleanly (everything in the snapshot), one byte flipped in a random document, then a restart. ${fullDiskMethod} Targets: no acknowledged write lost outside a damaged record; one document lost per damaged record, and reported; on a full disk, writes refused with OutOfDiskSpace while reads go on, and none of the refused ones stored.

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
    ...fullDiskRows,
  ],
)}
${fullDiskNote}`;
process.stdout.write(`\n${body}\n`);
writeReportSection(REPORT_FILE, 'Durability', body);
