import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PRIVATE_FILE } from './private-files';
import { join } from 'node:path';

const LOCK_FILE = 'mongod.lock';

/** Whether a process with this pid is running (one we may not signal is running too). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process: a lock file holding its pid. Another running process
 * holding it (a second server, the seed script) is refused with a message; a lock left by a process
 * that died is taken over. This process's own lock (a restart after a crash it simulated) is kept.
 * Returns the release, for a clean close.
 */
export function lockDataDir(dbPath: string): () => void {
  const file = join(dbPath, LOCK_FILE);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx', mode: PRIVATE_FILE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (owner !== process.pid && Number.isInteger(owner) && owner > 0 && isRunning(owner))
      throw new Error(
        `The data directory ${dbPath} is in use by process ${owner} (another server or the seed script): stop it, or use another DATA_DIR.`,
        { cause: error },
      );
    writeFileSync(file, String(process.pid), { mode: PRIVATE_FILE });
  }
  return () => rmSync(file, { force: true });
}
