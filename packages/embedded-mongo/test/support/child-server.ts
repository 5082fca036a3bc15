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
 * Runs the embedded server in its own process (so it can be killed -9), on a data directory; with
 * `worker`, in a worker thread of that process, as the API hosts it.
 * Node loads TypeScript through tsx's loader in that same process: tsx's CLI would fork a grandchild
 * that a SIGKILL of the CLI leaves running.
 */
export function startChildServer(
  dbPath: string,
  host: keyof typeof entries = 'process',
): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', entries[host], dbPath], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}
