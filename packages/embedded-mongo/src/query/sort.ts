/**
 * Sorting as mongod sorts: values by the canonical BSON order (storage/compare.ts), and a field
 * holding an array by its smallest element ascending, its largest descending. mingo's sort orders
 * BSON classes it does not know (Decimal128, MinKey, ...) as text or after everything.
 */
import type { Document } from 'bson';
import { Query } from './mingo';
import { compareValues } from '../storage/compare';
import { valuesAtPath } from '../storage/values';
import { mingoOptions, type QueryEnv } from './env';

interface SortField {
  path: string;
  direction: 1 | -1;
}

/** The fields of a plain sort spec; undefined for one with `$meta` or other non-number values. */
function sortFields(spec: Document): SortField[] | undefined {
  const fields: SortField[] = [];
  for (const [path, direction] of Object.entries(spec)) {
    if (typeof direction !== 'number') return undefined;
    fields.push({ path, direction: direction < 0 ? -1 : 1 });
  }
  return fields;
}

/** The value a document sorts by on one field: of several (an array), the first in the direction. */
function sortKey(doc: Document, { path, direction }: SortField): unknown {
  const values = valuesAtPath(doc, path);
  let key = values[0];
  for (const value of values.slice(1)) if (compareValues(value, key) * direction < 0) key = value;
  return key;
}

/** `docs` sorted by `spec`; under a collation, strings compare as it says (mingo's sort). */
export function sortDocuments(docs: Document[], spec: Document, env: QueryEnv): Document[] {
  const fields = env.collation ? undefined : sortFields(spec);
  if (!fields) return new Query({}, mingoOptions(env)).find(docs).sort(spec).all() as Document[];
  const keyed = docs.map((doc) => ({ doc, keys: fields.map((field) => sortKey(doc, field)) }));
  keyed.sort((a, b) => {
    for (const [i, field] of fields.entries()) {
      const order = compareValues(a.keys[i], b.keys[i]);
      if (order !== 0) return order * field.direction;
    }
    return 0;
  });
  return keyed.map(({ doc }) => doc);
}
