import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const entries = {
  process: resolve(__dirname, 'child-entry.ts'),
  worker: resolve(__dirname, 'worker-child-entry.ts'),
};

export interface ChildServer {
  uri: string;
  process: ChildProcess;
}

/**
 * Every child server still running. A test that fails or times out never reaches its own kill, so
 * each test file importing this kills what is left after every test, and on its way out, so neither a
 * process nor jest is left waiting.
 */
const running = new Set<ChildProcess>();
afterEach(() => Promise.all([...running].map(killHard)));
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Runs the embedded server in its own process (so it can be killed -9), on a data directory; with
 * `worker`, in a worker thread of that process, as the API hosts it.
 * Node loads TypeScript through tsx's loader in that same process: tsx's CLI would fork a grandchild
 * that a SIGKILL of the CLI leaves running.
 */
export function startChildServer(
  dbPath: string,
  host: keyof typeof entries = 'process',
): Promise<ChildServer> {
  // stdin is a pipe the child watches: it ends when this process dies, however it dies.
  const child = spawn(process.execPath, ['--import', 'tsx', entries[host], dbPath], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return new Promise((done, fail) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\S+)/.exec(output);
      if (match) done({ uri: match[1]!, process: child });
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${code}`)));
  });
}

export function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}
