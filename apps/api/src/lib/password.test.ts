import { readdirSync, readFileSync } from 'node:fs';
import { API_MESSAGES } from '@peerconnect/contracts';
import { getRounds } from 'bcryptjs';
import { itOnLinux } from '@/test/conditions';
import { PasswordHasher } from './password';

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may itself hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  });
}
const lowestPriorityThreads = () => threadNiceValues().filter((nice) => nice === 19).length;

describe('password hashing in worker threads', () => {
  // Cost 10, as in production: the point is that a real hash does not hold up the main thread.
  const hasher = new PasswordHasher({ cost: 10, size: 1 });
  afterAll(() => hasher.close());

  it('when hashing, then the hash verifies the password and refuses another', async () => {
    const hash = await hasher.hash('correct-horse');
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(await hasher.compare('correct-horse', hash)).toBe(true);
    expect(await hasher.compare('wrong-horse', hash)).toBe(false);
  });

  it('when the email is unknown, then its stand-in hash is checked at the same cost and matches nothing', async () => {
    const hash = hasher.unknownUserHash;
    expect(getRounds(hash)).toBe(getRounds(await hasher.hash('correct-horse')));
    expect(await hasher.compare('not-a-real-password', hash)).toBe(false);
    expect(await hasher.compare('', hash)).toBe(false);
  });

  it('when a hash is running, then timers on the main thread keep firing meanwhile', async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 1);
    let ticksWhenDone = -1;
    await hasher.hash('correct-horse').then(() => (ticksWhenDone = ticks));
    clearInterval(ticker);
    // A hash computed on this thread would finish before any timer could run.
    expect(ticksWhenDone).toBeGreaterThan(0);
  });

  it('when several hashes are asked at once, then each gets its own answer', async () => {
    const passwords = ['one-password', 'two-password', 'three-password'];
    const hashes = await Promise.all(passwords.map((password) => hasher.hash(password)));
    const checks = await Promise.all(
      passwords.map((password, i) => hasher.compare(password, hashes[(i + 1) % 3]!)),
    );
    expect(new Set(hashes).size).toBe(3);
    expect(checks).toEqual([false, false, false]);
    expect(await hasher.compare('two-password', hashes[1]!)).toBe(true);
  });

  it('when the hasher is closed, then further work is refused rather than left hanging', async () => {
    const closing = new PasswordHasher({ cost: 4, size: 1 });
    await closing.close();
    await expect(closing.hash('correct-horse')).rejects.toThrow('closed');
  });

  itOnLinux(
    'when the workers hash, then they run at the lowest priority and the main thread keeps its own',
    async () => {
      const mainNice = threadNiceValues()[0];
      const before = lowestPriorityThreads();
      const pool = new PasswordHasher({ cost: 4, size: 2 });
      try {
        await Promise.all([pool.hash('one-password'), pool.hash('two-password')]);
        expect(lowestPriorityThreads() - before).toBe(2);
        expect(threadNiceValues()[0]).toBe(mainNice);
      } finally {
        await pool.close();
      }
    },
  );

  itOnLinux(
    'when asked to keep their priority, then the workers run at the main thread’s',
    async () => {
      const before = lowestPriorityThreads();
      const pool = new PasswordHasher({ cost: 4, size: 2, lowerPriority: false });
      try {
        await Promise.all([pool.hash('one-password'), pool.hash('two-password')]);
        expect(lowestPriorityThreads()).toBe(before);
      } finally {
        await pool.close();
      }
    },
  );

  it('when more sign-ins wait than the pool takes, then the extra ones are refused as busy at once', async () => {
    const pool = new PasswordHasher({ cost: 4, size: 1, maxWaiting: 2 });
    try {
      const attempts = Array.from({ length: 5 }, (_, i) => pool.hash(`password-${i}`));
      const outcomes = await Promise.allSettled(attempts);
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
      expect(refused).toHaveLength(2);
      expect(refused[0]).toMatchObject({
        reason: { status: 503, message: API_MESSAGES.serverBusy },
      });
      // Once the queue has drained, sign-ins are taken again.
      await expect(pool.hash('later-password')).resolves.toMatch(/^\$2[aby]\$04\$/);
    } finally {
      await pool.close();
    }
  });
});
