/** One bcrypt worker thread of the password pool (password.ts). */
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import bcrypt from 'bcryptjs';
import workerpool from 'workerpool';

// On Linux, setPriority called in a thread changes only that thread; elsewhere it would change the
// whole process's, so it is asked for on Linux only (password.ts).
if ((workerData as { lowerPriority: boolean }).lowerPriority) setPriority(19);

workerpool.worker({
  hash: (password: string, cost: number) => bcrypt.hash(password, cost),
  compare: (password: string, hash: string) => bcrypt.compare(password, hash),
});
