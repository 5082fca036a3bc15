import type { Storage } from './storage';
import { getPath } from './values';

/** Deletes documents whose TTL index date is older than `expireAfterSeconds`, as mongod's TTL monitor does. */
export function sweepExpired(storage: Storage, now = Date.now()): number {
  let removed = 0;
  for (const db of storage.databaseNames()) {
    for (const collection of storage.collections(db)) {
      for (const spec of collection.ttlIndexes()) {
        const field = Object.keys(spec.key)[0];
        if (!field) continue;
        const cutoff = now - (spec.expireAfterSeconds ?? 0) * 1000;
        for (const doc of collection.all()) {
          const value = getPath(doc, field);
          const dates = (Array.isArray(value) ? value : [value]).filter(
            (item): item is Date => item instanceof Date,
          );
          if (dates.length > 0 && Math.min(...dates.map((date) => date.getTime())) <= cutoff) {
            collection.remove(doc);
            removed += 1;
          }
        }
      }
    }
  }
  try {
    storage.commit();
  } catch (error) {
    // Undone (a full disk): the next sweep tries again.
    console.error(`embedded-mongo: expired documents stay for now: ${(error as Error).message}`);
    return 0;
  }
  return removed;
}
