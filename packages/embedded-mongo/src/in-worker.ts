/**
 * The embedded server in a worker thread of the calling process: it loads its data and answers on
 * its own event loop (on another core), so a large data set loads while the caller loads its own
 * modules, and the database's work never competes with the caller's requests. Clients connect
 * over the same wire protocol as to startEmbeddedMongo. This module imports only Node's own
 * modules, so it can be loaded early; the engine is loaded by the thread.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { EmbeddedMongo, EmbeddedMongoOptions } from './server';

export { describeDamage } from './storage/damage';

export interface EmbeddedMongoThread extends EmbeddedMongo {
  /**
   * Calls `listener` once if the thread ends without stop() (a crash): the database is gone. Called
   * at once when that has already happened.
   */
  onCrash(listener: (error: Error) => void): void;
}

/** tsx's ESM API (its package's `./esm/api` import entry; the CommonJS one cannot register). */
function tsxApiUrl(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = require(manifest) as {
    exports: Record<'./esm/api', { import: { default: string } }>;
  };
  return pathToFileURL(join(dirname(manifest), exports['./esm/api'].import.default)).href;
}

/**
 * The thread's entry beside this module: the built one (this package's or an app's bundle, which
 * emits it as embedded-mongo-worker.js next to its own code), or else the TypeScript source, run
 * after registering tsx in the thread (tests, `pnpm dev`; Node 20 ignores a worker's `--import`).
 */
function workerEntry(): { code: string | URL; eval: boolean } {
  const built = new URL('./embedded-mongo-worker.js', import.meta.url);
  if (existsSync(built)) return { code: built, eval: false };
  const source = new URL('./embedded-mongo-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsxApiUrl())})
    .then(({ register }) => register())
    .then(() => import(${JSON.stringify(source)}))`;
  return { code, eval: true };
}

/** Starts the embedded server in a worker thread; resolves once it listens. */
export function startEmbeddedMongoInWorker(
  options: EmbeddedMongoOptions = {},
): Promise<EmbeddedMongoThread> {
  const entry = workerEntry();
  const worker = new Worker(entry.code, { eval: entry.eval, workerData: options });
  let thrown: Error | undefined;
  let stopRequested = false;
  let crash: Error | undefined;
  let crashListener: ((error: Error) => void) | undefined;
  worker.on('error', (error) => (thrown = error));
  const exited = new Promise<Error>((resolve) =>
    worker.once('exit', (code) =>
      resolve(thrown ?? new Error(`the embedded database thread exited with code ${code}`)),
    ),
  );

  return new Promise((resolve, reject) => {
    void exited.then((error) => {
      reject(error);
      if (stopRequested) return;
      crash = error;
      crashListener?.(error);
    });
    worker.once(
      'message',
      ({ uri, port, damage }: Pick<EmbeddedMongo, 'uri' | 'port' | 'damage'>) =>
        resolve({
          uri,
          port,
          damage,
          stop: async () => {
            stopRequested = true;
            worker.postMessage('stop');
            await exited;
          },
          onCrash: (listener) => {
            crashListener = listener;
            if (crash) listener(crash);
          },
        }),
    );
  });
}
