/**
 * One client process of the embedded server benchmark (run.ts forks BENCH_CLIENTS of them): its
 * share of the mongoose callers, each running operations one after another. mongoose's own CPU per
 * operation caps what one Node process can ask, however fast the server is; spreading the callers over processes measures what the server sustains
 * (every caller still goes through mongoose and the wire, as the API's would).
 */
import mongoose from 'mongoose';
import type { ClientConnect, ClientReport, ClientRequest, PhaseName } from './protocol';

const schema = new mongoose.Schema({ n: Number, title: String, tags: [String] });
const Item = mongoose.model('Item', schema);
/** The same reads and writes on another collection, before any phase is timed. */
const WarmUp = mongoose.model('WarmUp', schema);
const WARM_UP_OPERATIONS = 1000;

/** Lets V8 compile mongoose's and the driver's paths (and the server's) before they are measured. */
async function warmUp(): Promise<void> {
  for (let i = 0; i < WARM_UP_OPERATIONS; i += 1) {
    const doc = await WarmUp.create({ n: i, title: `item ${i}`, tags: ['a', 'b'] });
    await WarmUp.findById(doc._id).lean();
    await WarmUp.findOne({ n: i }).lean();
  }
}

let ids: mongoose.Types.ObjectId[] = [];

/** Each operation of a phase, given its number among all the phase's operations. */
const operations: Record<PhaseName, (i: number) => Promise<unknown>> = {
  insert: async (i) => {
    const doc = await Item.create({ n: i, title: `item ${i}`, tags: ['a', 'b'] });
    return doc._id;
  },
  'findOne by _id': (i) => Item.findById(ids[i % ids.length]).lean(),
  // Without an index every lookup scans the collection: the figure shows why the API indexes its query paths.
  'findOne, no index': (i) => Item.findOne({ title: `item ${i}` }).lean(),
  'findOne, indexed': (i) => Item.findOne({ n: i }).lean(),
};

/** Runs this process's operations (every `stride`-th from `first`) with `callers` concurrent callers. */
async function run(request: ClientRequest): Promise<ClientReport> {
  const { phase, first, stride, operations: total, callers } = request;
  const inserted: string[] = [];
  let next = first;
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (next < total) {
        const i = next;
        next += stride;
        const result = await operations[phase](i);
        if (phase === 'insert') inserted.push(String(result));
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  return {
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    cpuMicros: cpu.user + cpu.system,
    inserted,
  };
}

process.on('message', (message: ClientConnect | ClientRequest) => {
  void (async () => {
    if ('connect' in message) {
      await mongoose.connect(message.connect, { maxPoolSize: message.callers });
      await Item.init();
      await warmUp();
      process.send!({ ready: true });
      return;
    }
    if (message.ids) ids = message.ids.map((id) => new mongoose.Types.ObjectId(id));
    process.send!(await run(message));
  })();
});

process.on('disconnect', () => void mongoose.disconnect());
