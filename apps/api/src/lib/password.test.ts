import { PasswordHasher } from './password';

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
});
