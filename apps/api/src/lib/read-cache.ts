/**
 * Reads the hot paths repeat, kept for a second: pages of the activity list, what every chat
 * message needs (is the chat open, the sender's name) and the token version every request checks. Values are documents, never rendered bytes:
 * each viewer's answer is still rendered per request (activities/activity-view.ts: only an
 * activity's organizer sees participants' emails). The one rule that keeps them true: every write
 * mongoose makes to activities or students forgets all of them on this instance (the two models
 * call forgetReadsOnWrite); another instance's writes show within the second.
 */
import { LRUCache } from 'lru-cache';
import type { MongooseQueryMiddleware, Schema } from 'mongoose';

type Value = object | string | number | boolean;

const caches: LRUCache<string, Value, () => Promise<Value>>[] = [];

/**
 * A cache of `max` values by key, each loaded once however many callers ask for it together.
 * `servesStale`: once a value's second is up, callers get it while one reload runs, rather than
 * all waiting for that reload; a write still forgets it at once. Off where an old value must never
 * answer (token versions).
 */
export function readCache<V extends Value>(max: number, { servesStale = false } = {}) {
  const cache = new LRUCache<string, Value, () => Promise<Value>>({
    max,
    ttl: 1_000,
    allowStale: servesStale,
    // A write while a value loads aborts the load: its callers still get the value, but it may
    // predate the write, so it is not kept.
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context: load }) => load(),
  });
  caches.push(cache);
  return (key: string, load: () => Promise<V>) => cache.fetch(key, { context: load }) as Promise<V>;
}

const QUERY_WRITES: MongooseQueryMiddleware[] = [
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'replaceOne',
  'findOneAndReplace',
  'deleteOne',
  'deleteMany',
  'findOneAndDelete',
];

/** Forgets every cached read after each write mongoose makes to the schema's collection. */
export function forgetReadsOnWrite(schema: Schema): void {
  const forget = () => caches.forEach((cache) => cache.clear());
  schema.post(QUERY_WRITES, { document: false, query: true }, forget);
  schema.post('save', forget);
  schema.post('insertMany', forget);
  schema.post('bulkWrite', forget);
}
