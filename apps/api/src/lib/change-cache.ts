import { LRUCache } from 'lru-cache';
import { changeFeed, type ChangeFeed, type ChangeTopic } from './change-feed';

export interface ChangeCacheOptions {
  /** Changes of these topics empty the cache; with `byKey`, a keyed change drops only that key. */
  topics: ChangeTopic[];
  byKey?: boolean;
  /** Most entries kept (least recently used go first). */
  max: number;
  /** Longest an entry is served, for writes no feed hears (a script writing to the database). */
  ttlMs: number;
  feed?: ChangeFeed;
}

export interface ChangeCache<V> {
  /** The cached value, or `load()`'s, kept unless a change was heard while it loaded. */
  get(key: string, load: () => Promise<V>): Promise<V>;
}

/** A read-through cache that forgets what the change feed says has changed. */
export function changeCache<V extends object | number | string | boolean>({
  topics,
  byKey = false,
  max,
  ttlMs,
  feed = changeFeed,
}: ChangeCacheOptions): ChangeCache<V> {
  const entries = new LRUCache<string, V>({ max, ttl: ttlMs });
  for (const topic of topics) {
    feed.subscribe(topic, (key) => (byKey && key ? entries.delete(key) : entries.clear()));
  }
  return {
    async get(key, load) {
      const cached = feed.reliable ? entries.get(key) : undefined;
      if (cached !== undefined) return cached;
      // A change heard between the read and now may postdate what was read: don't keep it.
      const epoch = feed.epoch;
      const value = await load();
      if (feed.reliable && feed.epoch === epoch) entries.set(key, value);
      return value;
    },
  };
}
