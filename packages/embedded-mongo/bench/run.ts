/**
 * Embedded server benchmark: the server in its own process with journaling on, driven over the wire
 * by mongoose with 16 concurrent callers. Prints operations per second and the server's CPU time per
 * operation (from serverStatus.extra_info, measured around each phase). Figures, not assertions.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import mongoose from 'mongoose';

const CALLERS = 16;
const OPERATIONS = Number(process.env.BENCH_OPERATIONS ?? 20_000);

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

async function serverCpuMicros(): Promise<number> {
  const status = await mongoose.connection.db!.admin().command({ serverStatus: 1 });
  return status.extra_info.user_time_us + status.extra_info.system_time_us;
}

async function phase(
  name: string,
  operation: (i: number) => Promise<unknown>,
  operations = OPERATIONS,
) {
  let next = 0;
  const cpuBefore = await serverCpuMicros();
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (next < operations) await operation(next++);
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = (await serverCpuMicros()) - cpuBefore;
  console.log(
    `${name.padEnd(18)} ${Math.round(operations / seconds)
      .toLocaleString('en')
      .padStart(8)} ops/s   ` +
      `server CPU ${(cpu / operations).toFixed(1).padStart(6)} µs/op   (${operations} ops, ${CALLERS} callers)`,
  );
}

const dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-bench-'));
const server = await startServer(dir);
await mongoose.connect(`${server.uri}bench`, { maxPoolSize: CALLERS });
const Item = mongoose.model(
  'Item',
  new mongoose.Schema({ n: Number, title: String, tags: [String] }),
);
const ids: mongoose.Types.ObjectId[] = [];

console.log(`embedded-mongo on Node ${process.version}, journaling on (${dir})`);
await phase('insert', async (i) => {
  const doc = await Item.create({ n: i, title: `item ${i}`, tags: ['a', 'b'] });
  ids.push(doc._id);
});
await phase('findOne by _id', (i) => Item.findById(ids[i % ids.length]).lean());
// Without an index every lookup scans the collection: the figure shows why the API indexes its query paths.
await phase('findOne, no index', (i) => Item.findOne({ title: `item ${i}` }).lean(), 500);
await Item.collection.createIndex({ n: 1 });
await phase('findOne, indexed', (i) => Item.findOne({ n: i }).lean());

await mongoose.disconnect();
await await server.stop();
rmSync(dir, { recursive: true, force: true });
