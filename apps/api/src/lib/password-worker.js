/**
 * One bcrypt worker of the password pool (password.ts). Plain JavaScript, so Node runs the same
 * file from the sources (dev, tests) and, copied by the build, beside the bundle.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

/** The lowest priority (nice 19); on Linux, setPriority called in a thread changes only that thread. */
const LOWEST_PRIORITY = 19;

// After loading, so a busy machine does not hold up the worker's start. Elsewhere (macOS, Windows)
// the call would change the whole process's priority: Linux only.
if (workerData.lowerPriority) setPriority(LOWEST_PRIORITY);

parentPort.on('message', async ({ id, op, password, hash, cost }) => {
  try {
    const result =
      op === 'hash' ? await bcrypt.hash(password, cost) : await bcrypt.compare(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
