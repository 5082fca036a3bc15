import { changeCache } from './change-cache';
import { ChangeFeed } from './change-feed';

const cacheOn = (feed: ChangeFeed, byKey = false) =>
  changeCache<string>({ topics: ['sessions'], byKey, max: 10, ttlMs: 60_000, feed });

describe('a cache fed by changes', () => {
  it('when nothing changed, then the second read is served from memory', async () => {
    const cache = cacheOn(new ChangeFeed());
    const load = jest.fn(async () => 'stored');
    await cache.get('a', load);
    expect(await cache.get('a', load)).toBe('stored');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when a keyed change arrives, then only that key is read again', async () => {
    const feed = new ChangeFeed();
    const cache = cacheOn(feed, true);
    const load = jest.fn(async () => 'stored');
    await cache.get('a', load);
    await cache.get('b', load);
    feed.publish('sessions', 'a');
    await cache.get('a', load);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('when a change arrives while a value is being read, then that value is not kept', async () => {
    const feed = new ChangeFeed();
    const cache = cacheOn(feed);
    // The read saw the data before the write; the write's change is heard before the read ends.
    const stale = await cache.get('a', async () => {
      await Promise.resolve();
      feed.publish('sessions');
      return 'before the write';
    });
    expect(stale).toBe('before the write');
    expect(await cache.get('a', async () => 'after the write')).toBe('after the write');
  });

  it('when many ask for the same key at once, then it is read once', async () => {
    const cache = cacheOn(new ChangeFeed());
    const load = jest.fn(async () => 'stored');
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get('a', load)));
    expect(answers).toEqual(Array(10).fill('stored'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when other topics change, then the cache keeps its values', async () => {
    const feed = new ChangeFeed();
    const cache = cacheOn(feed);
    await cache.get('a', async () => 'stored');
    feed.publish('activities');
    expect(await cache.get('a', async () => 'read again')).toBe('stored');
  });
});
