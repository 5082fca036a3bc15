/**
 * bcrypt hashing off the main thread. One bcrypt at cost 10-12 takes 70-340 ms of CPU; on the main
 * thread that freezes every request and socket meanwhile. A small pool of worker threads does it.
 * The worker's code is a string run with `eval: true`, so the same code works from TypeScript
 * sources (dev, tests) and from the bundle, with no separate worker file to locate.
 */
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';

const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', async ({ id, op, password, hash, cost }) => {
  try {
    const result = op === 'hash' ? await bcrypt.hash(password, cost) : await bcrypt.compare(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

type Job = { resolve: (value: string | boolean) => void; reject: (error: Error) => void };

export class PasswordHasher {
  private readonly workers: Worker[] = [];
  private readonly jobs = new Map<number, Job>();
  private nextId = 0;
  private turn = 0;

  constructor(
    private readonly cost: number,
    size = Math.max(1, Math.min(2, cpus().length - 1)),
  ) {
    const bcryptPath = createRequire(`${process.cwd()}/`).resolve('bcryptjs');
    for (let i = 0; i < size; i += 1) {
      const worker = new Worker(workerSource, { eval: true, workerData: { bcryptPath } });
      worker.unref();
      worker.on(
        'message',
        ({ id, result, error }: { id: number; result?: string | boolean; error?: string }) => {
          const job = this.jobs.get(id);
          this.jobs.delete(id);
          if (error !== undefined) job?.reject(new Error(error));
          else job?.resolve(result as string | boolean);
        },
      );
      this.workers.push(worker);
    }
  }

  private run(message: Record<string, unknown>): Promise<string | boolean> {
    const id = this.nextId++;
    const worker = this.workers[this.turn++ % this.workers.length]!;
    return new Promise((resolve, reject) => {
      this.jobs.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
  }

  hash(password: string): Promise<string> {
    return this.run({ op: 'hash', password, cost: this.cost }) as Promise<string>;
  }

  compare(password: string, hash: string): Promise<boolean> {
    return this.run({ op: 'compare', password, hash }) as Promise<boolean>;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}
