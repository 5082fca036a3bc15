import { readCache } from './read-cache';

/** A loader whose answers the test releases one at a time. */
function controlledLoader() {
  const pending: ((value: string) => void)[] = [];
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<string>((resolve) => pending.push(resolve));
  };
  return { load, pending, calls: () => calls };
}

const afterTheSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('readCache', () => {
  it('when callers ask together, then the value is loaded once', async () => {
    const cache = readCache<string>(10);
    const loader = controlledLoader();
    const both = Promise.all([cache('k', loader.load), cache('k', loader.load)]);
    loader.pending[0]!('first');
    expect(await both).toEqual(['first', 'first']);
    expect(loader.calls()).toBe(1);
  });

  it('when a value that serves stale is past its second, then callers get it while one reload runs', async () => {
    const cache = readCache<string>(10, { servesStale: true });
    const loader = controlledLoader();
    const first = cache('k', loader.load);
    loader.pending[0]!('old');
    await first;
    await afterTheSecond();
    expect(await cache('k', loader.load)).toBe('old');
    expect(loader.calls()).toBe(2);
    loader.pending[1]!('new');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache('k', loader.load)).toBe('new');
  });

  it('when a value that does not serve stale is past its second, then callers wait for the reload', async () => {
    const cache = readCache<string>(10);
    const loader = controlledLoader();
    const first = cache('k', loader.load);
    loader.pending[0]!('old');
    await first;
    await afterTheSecond();
    const second = cache('k', loader.load);
    let answered: string | undefined;
    void second.then((value) => (answered = value));
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBeUndefined();
    loader.pending[1]!('new');
    expect(await second).toBe('new');
  });
});
