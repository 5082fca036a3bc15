/**
 * bcrypt hashing off the main thread. One bcrypt at cost 10-12 takes a tenth of a second or more
 * of CPU; on the main thread that freezes every request and socket meanwhile. A workerpool of
 * threads does it, one per core, each at the lowest scheduling priority (Linux keeps a nice value
 * per thread): hashing then runs on CPU time nobody else wants, and the event loop wins every
 * contest for a core. So that sign-ins cannot pile up without bound when hashing gets too little
 * CPU, those beyond the pool's queue are refused at once with a 503.
 */
import { availableParallelism } from 'node:os';
import { API_MESSAGES } from '@peerconnect/contracts';
import workerpool from 'workerpool';
import { AppError } from './app-error';
import { threadScript } from './worker-script';

/**
 * A salt and checksum no password was hashed to (that of a random password, thrown away): with
 * the configured cost in front it is a well-formed hash that compares as slowly as a real one.
 */
const UNKNOWN_USER_SALT_AND_CHECKSUM = 'Sm3aGciBYXcTnQ8uw62AMeuQ7mD4ol1tHRavECtb0sdl7YrlRSzrW';

/** Waiting hashes per worker before new ones are refused: about two seconds at cost 10 on an idle core. */
const WAITING_PER_WORKER = 16;

const WORKER_FILES = {
  built: new URL('./password-worker.js', import.meta.url),
  source: new URL('./password-worker.ts', import.meta.url),
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

export class PasswordHasher {
  private readonly pool: workerpool.Pool;
  private readonly cost: number;
  private closed = false;

  constructor({ cost, size, maxWaiting, lowerPriority = true }: PasswordHasherOptions) {
    this.cost = cost;
    const workers = size ?? availableParallelism();
    const { script, evaluate } = threadScript(WORKER_FILES);
    this.pool = workerpool.pool(script, {
      workerType: 'thread',
      maxWorkers: workers,
      maxQueueSize: maxWaiting ?? WAITING_PER_WORKER * workers,
      workerThreadOpts: {
        eval: evaluate,
        workerData: { lowerPriority: lowerPriority && process.platform === 'linux' },
      },
    });
  }

  private async run<T>(method: 'hash' | 'compare', params: unknown[]): Promise<T> {
    if (this.closed) throw new Error('password hasher is closed');
    let answer: PromiseLike<T>;
    try {
      answer = this.pool.exec(method, params);
    } catch {
      // exec throws (rather than rejects) only when the queue is full.
      throw new AppError(503, API_MESSAGES.serverBusy);
    }
    return answer;
  }

  hash(password: string): Promise<string> {
    return this.run('hash', [password, this.cost]);
  }

  /**
   * What a sign-in with an unknown email compares against, so that it takes as long as one with a
   * wrong password; a fixed hash at this cost, so that no start has to compute one.
   */
  get unknownUserHash(): string {
    return `$2b$${String(this.cost).padStart(2, '0')}$${UNKNOWN_USER_SALT_AND_CHECKSUM}`;
  }

  /** False without a hash: an account made by a provider sign-in may have no password. */
  compare(password: string, hash: string | null | undefined): Promise<boolean> {
    if (!hash) return Promise.resolve(false);
    return this.run('compare', [password, hash]);
  }

  /** Lets hashes already running finish, then stops the workers. */
  async close(): Promise<void> {
    this.closed = true;
    await this.pool.terminate();
  }
}
