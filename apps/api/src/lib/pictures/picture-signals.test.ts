/**
 * Ctrl-C in a terminal sends SIGINT to the whole process group, the picture worker included: the
 * worker must not die with it, so the upload in flight finishes while the API drains.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const API_ROOT = join(__dirname, '../../..');
const FIXTURE = 'src/test/fixtures/picture-through-ctrl-c.ts';

it('when SIGINT reaches the process group during an upload, then the picture is still processed', async () => {
  // A process group of its own, as a terminal gives `pnpm start`.
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    cwd: API_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + 60_000;
    while (!output.includes('processing')) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`the fixture did not start processing:\n${output}`);
      await new Promise((tick) => setTimeout(tick, 50));
    }
    process.kill(-(child.pid as number), 'SIGINT');
    expect(await exited).toBe(0);
    expect(output).toMatch(/^processed \d+$/m);
  } finally {
    if (child.exitCode === null) process.kill(-(child.pid as number), 'SIGKILL');
  }
}, 90_000);
