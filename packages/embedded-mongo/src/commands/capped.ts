import { calculateObjectSize, type Document } from 'bson';
import type { Collection } from '../storage/collection';

/**
 * A capped collection keeps its newest documents: after an insert the oldest go while there are
 * more than `max` or their BSON takes more than `size` bytes (mongod rounds size up to 256).
 */
export function enforceCap(collection: Collection): void {
  const { capped, size, max } = collection.options as Document;
  if (capped !== true) return;
  const limitBytes = Math.max(256, Math.ceil((size as number) / 256) * 256);
  const docs = collection.all();
  let bytes = 0;
  for (const doc of docs) bytes += calculateObjectSize(doc);
  let count = docs.length;
  for (const oldest of docs) {
    if (
      count <= 1 ||
      ((typeof max !== 'number' || max <= 0 || count <= max) && bytes <= limitBytes)
    )
      break;
    collection.remove(oldest);
    count -= 1;
    bytes -= calculateObjectSize(oldest);
  }
}
