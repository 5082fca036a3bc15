/**
 * bcrypt hashing off the main thread. One bcrypt at cost 10-12 takes 70-340 ms of CPU; on the main
 * thread that freezes every request and socket meanwhile. A pool of worker threads does it, one per
 * core, each at the lowest scheduling priority (Linux keeps a nice value per thread): hashing then
 * runs on CPU time nobody else wants, and the event loop wins every contest for a core. So that
 * sign-ins cannot pile up without bound when hashing gets too little CPU, those beyond a limit of
 * waiting ones are refused at once with a 503.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { API_MESSAGES } from '@peerconnect/contracts';
import { AppError } from './app-error';

/** Waiting hashes per worker before new ones are refused: about two seconds at cost 10 on an idle core. */
const WAITING_PER_WORKER = 16;

/** The worker's own module: beside this one in the sources, beside the bundle once built. */
const WORKER_FILE = new URL('./password-worker.js', import.meta.url);

type Reply = { id: number; result?: string | boolean; error?: string };
type Job = {
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
};

export interface PasswordHasherOptions {
  /** bcrypt cost factor (BCRYPT_COST). */
  cost: number;
  /** Worker threads; one per core by default (they only use CPU time the event loop leaves). */
  size?: number;
  /** Hashes allowed to wait for a worker before new ones are refused (503). */
  maxWaiting?: number;
  /**
   * Workers at the lowest priority (default, Linux only). A test run that saturates the machine
   * with its own work may turn it off: there hashing would only get what the tests leave.
   */
  lowerPriority?: boolean;
}

/** One worker and the jobs it has not answered yet, so a crash fails exactly those. */
class HashWorker {
  readonly pending = new Map<number, Job>();
  readonly thread: Worker;

  constructor(lowerPriority: boolean, onExit: (worker: HashWorker) => void) {
    const workerData = { lowerPriority: lowerPriority && process.platform === 'linux' };
    this.thread = new Worker(WORKER_FILE, { workerData });
    this.thread.unref();
    this.thread.on('message', ({ id, result, error }: Reply) => {
      const job = this.pending.get(id);
      this.pending.delete(id);
      if (error !== undefined) job?.reject(new Error(error));
      else job?.resolve(result as string | boolean);
    });
    this.thread.on('error', (error) => this.failAll(error));
    this.thread.on('exit', () => {
      this.failAll(new Error('password worker stopped'));
      onExit(this);
    });
  }

  failAll(error: Error): void {
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
  }
}

export class PasswordHasher {
  private readonly workers: HashWorker[] = [];
  private readonly cost: number;
  private readonly lowerPriority: boolean;
  /** Hashes in the pool at most: one running per worker, and the waiting ones. */
  private readonly capacity: number;
  private nextId = 0;
  private closed = false;

  constructor({ cost, size, maxWaiting, lowerPriority = true }: PasswordHasherOptions) {
    this.cost = cost;
    this.lowerPriority = lowerPriority;
    const count = size ?? availableParallelism();
    this.capacity = count + (maxWaiting ?? WAITING_PER_WORKER * count);
    for (let i = 0; i < count; i += 1) this.workers.push(this.spawn());
  }

  private spawn(): HashWorker {
    // A worker that dies is replaced, so one bad moment does not stop every later login.
    return new HashWorker(this.lowerPriority, (dead) => {
      const index = this.workers.indexOf(dead);
      if (index >= 0 && !this.closed) this.workers[index] = this.spawn();
    });
  }

  private run(message: Record<string, unknown>): Promise<string | boolean> {
    if (this.closed) return Promise.reject(new Error('password hasher is closed'));
    const inPool = this.workers.reduce((sum, worker) => sum + worker.pending.size, 0);
    if (inPool >= this.capacity) return Promise.reject(new AppError(503, API_MESSAGES.serverBusy));
    const id = this.nextId++;
    // The least busy worker, so one slow queue does not hold up the others.
    const worker = this.workers.reduce((best, next) =>
      next.pending.size < best.pending.size ? next : best,
    );
    return new Promise((resolve, reject) => {
      worker.pending.set(id, { resolve, reject });
      worker.thread.postMessage({ id, ...message });
    });
  }

  hash(password: string): Promise<string> {
    return this.run({ op: 'hash', password, cost: this.cost }) as Promise<string>;
  }

  compare(password: string, hash: string): Promise<boolean> {
    return this.run({ op: 'compare', password, hash }) as Promise<boolean>;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((worker) => worker.thread.terminate()));
  }
}
