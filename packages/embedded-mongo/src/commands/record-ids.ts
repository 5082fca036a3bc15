import { Long, type Document } from 'bson';
import type { Collection } from '../storage/collection';
import { keyOf } from '../storage/values';

/**
 * showRecordId's `$recordId`: a number per document of a collection, given the first time it is
 * asked for and kept for that `_id` while the server runs (the storage has no record ids of its own).
 */
const ids = new WeakMap<Collection, { next: number; byId: Map<string, number> }>();

export function withRecordIds(collection: Collection | undefined, docs: Document[]): Document[] {
  if (!collection) return docs;
  let known = ids.get(collection);
  if (!known) ids.set(collection, (known = { next: 1, byId: new Map() }));
  const table = known;
  return docs.map((doc) => {
    const key = keyOf(doc._id);
    let id = table.byId.get(key);
    if (id === undefined) table.byId.set(key, (id = table.next++));
    return { ...doc, $recordId: Long.fromNumber(id) };
  });
}
