import type { Document } from 'bson';
import { Query } from './mingo';
import { keyOf } from '../storage/values';
import { queryOptions } from './options';

const isPlain = (value: unknown): value is Document =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

const LOGICAL = new Set(['$and', '$or', '$nor', '$expr', '$where', '$comment']);

/**
 * The elements $pull removes, as mongod decides: a condition of fields or of logical operators
 * (`{ $or: [...] }`) is a query on each element document; one of value operators (`{ $in }`,
 * `{ $gte }`) tests the element itself; anything else must equal it.
 */
function pullTest(condition: unknown): (element: unknown) => boolean {
  if (isPlain(condition)) {
    const keys = Object.keys(condition);
    const operators = keys.filter((key) => key.startsWith('$'));
    if (operators.length === 0 || operators.every((key) => LOGICAL.has(key))) {
      const query = new Query(condition, queryOptions);
      return (element) => isPlain(element) && query.test(element);
    }
    if (operators.length === keys.length) {
      const query = new Query({ v: condition }, queryOptions);
      return (element) => query.test({ v: element });
    }
  }
  const key = keyOf(condition);
  return (element) => keyOf(element) === key;
}

/**
 * Applies `$pull` to `doc` (paths already concrete, see positional.ts); mingo's own wraps a
 * `{ $or }` condition as if it were a value operator and so removed nothing. True when it changed.
 */
export function applyPull(doc: Document, pull: Document): boolean {
  let changed = false;
  for (const [path, condition] of Object.entries(pull)) {
    const parts = path.split('.');
    let parent: unknown = doc;
    for (const part of parts.slice(0, -1)) parent = (parent as Document | undefined)?.[part];
    if (parent === null || typeof parent !== 'object') continue;
    const last = parts.at(-1)!;
    const array = (parent as Document)[last];
    if (!Array.isArray(array)) continue;
    const test = pullTest(condition);
    const kept = array.filter((element) => !test(element));
    if (kept.length !== array.length) {
      (parent as Document)[last] = kept;
      changed = true;
    }
  }
  return changed;
}
