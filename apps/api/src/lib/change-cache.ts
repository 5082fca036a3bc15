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
  const entries = new LRUCache<string, V, () => Promise<V>>({
    max,
    ttl: ttlMs,
    // An expired entry is served once more while it is read again, so expiry never stalls a request.
    allowStale: true,
    // A change heard while a value loads aborts the load: its caller still gets the value, but it
    // may predate the change, so it is not kept.
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context: load }) => load(),
  });
  for (const topic of topics) {
    feed.subscribe(topic, (key) => (byKey && key ? entries.delete(key) : entries.clear()));
  }
  return {
    // Concurrent requests for one key share one load.
    get: (key, load) =>
      feed.reliable ? (entries.fetch(key, { context: load }) as Promise<V>) : load(),
  };
}
