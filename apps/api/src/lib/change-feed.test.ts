/** The change feed between instances, through a real redis-server (skipped where none is installed). */
import { eventually } from '@/test/chat-test-server';
import { describeWithRedis, startRedis, stopProcess, type Started } from '@/test/processes';
import { changeCache } from './change-cache';
import { ChangeFeed } from './change-feed';
import { createLogger } from './logger';
import { connectRedis } from './redis';

jest.setTimeout(30_000);

const logger = createLogger('silent');

describeWithRedis('changes relayed through Redis', () => {
  let redis: Started;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  });
  afterAll(() => stopProcess(redis));

  /** A feed as one API instance has it, relayed through the test's Redis. */
  async function instanceFeed(): Promise<ChangeFeed> {
    const client = await connectRedis(`redis://127.0.0.1:${redis.port}`, logger);
    const feed = new ChangeFeed();
    const stopRelay = await feed.relayThrough(client, logger);
    cleanups.push(async () => {
      await stopRelay();
      await client.close();
    });
    return feed;
  }

  const sessionCache = (feed: ChangeFeed) =>
    changeCache<string>({ topics: ['sessions'], byKey: true, max: 10, ttlMs: 60_000, feed });

  it("when one instance publishes a change, then the other instance's cache forgets it", async () => {
    const [a, b] = await Promise.all([instanceFeed(), instanceFeed()]);
    const cache = sessionCache(b);
    await cache.get('ada', async () => 'version 0');
    const heard: (string | undefined)[] = [];
    b.subscribe('sessions', (key) => heard.push(key));

    a.publish('sessions', 'ada');

    await eventually(() => heard.includes('ada'), 'B to hear the change');
    expect(await cache.get('ada', async () => 'version 1')).toBe('version 1');
  });

  it('when Redis goes away, then caches read through until it is back, and then start over', async () => {
    const feed = await instanceFeed();
    const cache = sessionCache(feed);
    await cache.get('ada', async () => 'before the outage');

    await stopProcess(redis, 'SIGKILL');
    await eventually(() => !feed.reliable, 'the feed to notice the outage');
    expect(await cache.get('ada', async () => 'read through')).toBe('read through');

    redis = await startRedis(redis.port);
    await eventually(() => feed.reliable, 'the feed to be back');
    // Changes made elsewhere during the outage went unheard: nothing cached before it is served.
    expect(await cache.get('ada', async () => 'after the outage')).toBe('after the outage');
  });
});
