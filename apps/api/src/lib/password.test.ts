import { PasswordHasher } from './password';

describe('password hashing in worker threads', () => {
  const hasher = new PasswordHasher(10, 1);
  afterAll(() => hasher.close());

  it('when hashing, then the hash verifies the password and refuses another', async () => {
    const hash = await hasher.hash('correct-horse');
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(await hasher.compare('correct-horse', hash)).toBe(true);
    expect(await hasher.compare('wrong-horse', hash)).toBe(false);
  });

  it('when a hash is running, then the main thread keeps handling other work', async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 1);
    await hasher.hash('correct-horse');
    clearInterval(ticker);
    // A hash at cost 10 takes tens of milliseconds; a blocked event loop would not tick at all meanwhile.
    expect(ticks).toBeGreaterThan(3);
  });
});
