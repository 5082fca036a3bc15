/**
 * Tests that can only run where something is present. Elsewhere they are skipped with the reason in
 * their title, `[skipped: …]`, which the test summary prints for every skipped test.
 */
export function onlyWhere(present: boolean, reason: string) {
  const skipped = (name: string) => `${name} [skipped: ${reason}]`;
  return {
    describe: (name: string, suite: () => void) =>
      present ? describe(name, suite) : describe.skip(skipped(name), suite),
    it: (name: string, test: jest.ProvidesCallback, timeout?: number) =>
      present ? it(name, test, timeout) : it.skip(skipped(name), test, timeout),
  };
}

/** Tests that read /proc (thread priorities, scheduling classes), which only Linux has. */
export const itOnLinux = onlyWhere(
  process.platform === 'linux',
  'reads /proc, which only Linux has',
).it;
