/**
 * Pages of the activity list, kept as documents for a second: the list is what students open most,
 * and its query is the slowest the API makes. Each viewer's answer is still rendered from them per
 * request (activities/activity-view.ts: only an activity's organizer sees participants' emails).
 * Every write through mongoose to what a page shows (activities, students) forgets them at once on
 * this instance (the activity and user models); writes on another instance show within the second.
 */
import { LRUCache } from 'lru-cache';
import type { MongooseQueryMiddleware, Schema } from 'mongoose';

const pages = new LRUCache<string, object, () => Promise<object>>({
  max: 200,
  ttl: 1_000,
  // A write while a page loads aborts the load: its callers still get the page, but it may predate
  // the write, so it is not kept.
  ignoreFetchAbort: true,
  fetchMethod: (_key, _stale, { context: load }) => load(),
});

/** The page `key` names, loaded once however many requests ask for it together. */
export const cachedPage = <Page extends object>(key: string, load: () => Promise<Page>) =>
  pages.fetch(key, { context: load }) as Promise<Page>;

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

/** Forgets every page after each write mongoose makes to the schema's collection. */
export function forgetPagesOnWrite(schema: Schema): void {
  const forget = () => pages.clear();
  schema.post(QUERY_WRITES, { document: false, query: true }, forget);
  schema.post('save', forget);
  schema.post('insertMany', forget);
  schema.post('bulkWrite', forget);
}
