/**
 * Embedded server benchmark: the server in its own process with journaling on, driven over the wire
 * by mongoose with 16 concurrent callers. Prints operations per second and the CPU time per
 * operation of the server (from serverStatus.extra_info, measured around each phase) and of the
 * client, over BENCH_ROUNDS rounds (a fresh server each), and writes the best and median of each
 * phase into docs/benchmarks.md. Figures, not assertions.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import mongoose from 'mongoose';
import { formatTable, summarise, writeSection, type PhaseResult } from './report';

const CALLERS = 16;
const OPERATIONS = Number(process.env.BENCH_OPERATIONS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REPORT_FILE = resolve(import.meta.dirname, '..', '..', '..', 'docs', 'benchmarks.md');

async function startServer(dbPath: string) {
  const cli = resolve(import.meta.dirname, '..', 'src', 'cli.ts');
  // BENCH_SERVER_NODE_ARGS passes extra Node flags to the server, e.g. `--cpu-prof` to profile it.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const args = [...nodeArgs, '--import', 'tsx', cli, '--port', '0', '--dbpath', dbPath];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const uri = await new Promise<string>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening on (\S+)/.exec(chunk.toString());
      if (match) done(match[1]!);
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${code}`)));
  });
  // A clean stop compacts the journal into a snapshot: wait for it before removing the directory.
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    uri,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function serverCpu(): Promise<{ user: number; system: number }> {
  const status = await mongoose.connection.db!.admin().command({ serverStatus: 1 });
  return { user: status.extra_info.user_time_us, system: status.extra_info.system_time_us };
}

async function phase(
  name: string,
  operation: (i: number) => Promise<unknown>,
  operations = OPERATIONS,
): Promise<PhaseResult> {
  let next = 0;
  const serverBefore = await serverCpu();
  const clientBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (next < operations) await operation(next++);
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const client = process.cpuUsage(clientBefore);
  const serverAfter = await serverCpu();
  const result: PhaseResult = {
    name,
    operations,
    opsPerSecond: operations / seconds,
    serverUserMicros: (serverAfter.user - serverBefore.user) / operations,
    serverSystemMicros: (serverAfter.system - serverBefore.system) / operations,
    clientMicros: (client.user + client.system) / operations,
  };
  const server = result.serverUserMicros + result.serverSystemMicros;
  console.log(
    `${name.padEnd(18)} ${Math.round(result.opsPerSecond).toLocaleString('en').padStart(8)} ops/s   ` +
      `server CPU ${server.toFixed(1).padStart(7)} µs/op   client CPU ${result.clientMicros.toFixed(1).padStart(7)} µs/op`,
  );
  return result;
}

const Item = mongoose.model(
  'Item',
  new mongoose.Schema({ n: Number, title: String, tags: [String] }),
);

async function round(): Promise<PhaseResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-bench-'));
  const server = await startServer(dir);
  await mongoose.connect(`${server.uri}bench`, { maxPoolSize: CALLERS });
  const ids: mongoose.Types.ObjectId[] = [];
  const results = [
    await phase('insert', async (i) => {
      const doc = await Item.create({ n: i, title: `item ${i}`, tags: ['a', 'b'] });
      ids.push(doc._id);
    }),
    await phase('findOne by _id', (i) => Item.findById(ids[i % ids.length]).lean()),
    // Without an index every lookup scans the collection: the figure shows why the API indexes its query paths.
    await phase('findOne, no index', (i) => Item.findOne({ title: `item ${i}` }).lean(), 500),
  ];
  await Item.collection.createIndex({ n: 1 });
  results.push(await phase('findOne, indexed', (i) => Item.findOne({ n: i }).lean()));
  await mongoose.disconnect();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
  return results;
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`;
// Other work on the machine inflates every figure: the load average says how busy it was.
const load = loadavg()[0]!.toFixed(1);
console.log(
  `embedded-mongo on Node ${process.version}, ${machine}, journaling on, ${CALLERS} callers, ` +
    `${ROUNDS} rounds (load average ${load})`,
);
const rounds: PhaseResult[][] = [];
for (let i = 1; i <= ROUNDS; i += 1) {
  console.log(`round ${i}`);
  rounds.push(await round());
}
const table = formatTable(summarise(rounds));
console.log(`\n${table}`);
// BENCH_REPORT=off prints the figures without touching docs/benchmarks.md (trial runs).
if (process.env.BENCH_REPORT !== 'off') {
  writeSection(
    REPORT_FILE,
    [
      `Written by \`pnpm --filter @peerconnect/embedded-mongo bench\` on ${new Date().toISOString().slice(0, 10)}: ` +
        `Node ${process.version}, ${machine}; the server in its own process with journaling on, ` +
        `${CALLERS} concurrent mongoose callers, ${OPERATIONS.toLocaleString('en')} operations per phase ` +
        `(500 for the unindexed scan over ${OPERATIONS.toLocaleString('en')} documents), best and median of ${ROUNDS} rounds; ` +
        `load average ${load} when it started.`,
      'Server CPU per operation is measured inside the server process (process.cpuUsage through ' +
        'serverStatus) and is the robust figure on a shared machine; throughput depends on what else ' +
        'runs, and is bounded by the client, whose CPU per operation is shown beside it.',
      'Targets on a 2-core machine: at least 4,000 findOne by _id/s and 3,000 inserts/s, and at most ' +
        '60 µs of server CPU per findOne by _id.',
      table,
    ].join('\n\n'),
  );
  console.log(`\nwritten to ${REPORT_FILE}`);
}
