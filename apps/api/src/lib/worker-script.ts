/**
 * How a worker's code is started: built beside the bundle (`<name>.js`, tsup's entries), or else
 * its TypeScript source through tsx (tests, `pnpm dev`). A child process takes tsx as a Node flag;
 * a worker thread must register it itself, since Node 20 ignores a thread's `--import`.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface WorkerFiles {
  /** The built file, beside the bundle. */
  built: URL;
  /** The TypeScript source, beside the module that starts it. */
  source: URL;
}

type TsxExports = Record<'.', string> & Record<'./esm/api', { import: { default: string } }>;

/** One of tsx's ES module entries: `.` registers it as it is imported, `./esm/api` has register(). */
function tsxEntry(entry: '.' | './esm/api'): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = require(manifest) as { exports: TsxExports };
  const file = entry === '.' ? exports[entry] : exports[entry].import.default;
  return pathToFileURL(join(dirname(manifest), file)).href;
}

/** A child process's script and the Node flags it needs (workerpool's `forkOpts.execArgv`). */
export function processScript({ built, source }: WorkerFiles) {
  if (existsSync(built)) return { script: fileURLToPath(built), execArgv: [] };
  return { script: fileURLToPath(source), execArgv: ['--import', tsxEntry('.')] };
}

/** A worker thread's script, and whether it is code to evaluate (workerpool's `workerThreadOpts.eval`). */
export function threadScript({ built, source }: WorkerFiles) {
  if (existsSync(built)) return { script: fileURLToPath(built), evaluate: false };
  const code = `import(${JSON.stringify(tsxEntry('./esm/api'))})
    .then(({ register }) => register())
    .then(() => import(${JSON.stringify(source.href)}))`;
  return { script: code, evaluate: true };
}
