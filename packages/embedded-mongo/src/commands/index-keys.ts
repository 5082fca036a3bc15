/**
 * What find reads from an index rather than from documents: the key range of min/max over the
 * hinted index, and the index keys returnKey answers with.
 */
import type { Document } from 'bson';
import { CommandError } from '../errors';
import { compareValues } from '../storage/compare';
import type { IndexSpec } from '../storage/index-spec';
import { valuesAtPath } from '../storage/values';

/** A document's key in an index: the first value at each key path, null where there is none. */
function keyValues(doc: Document, fields: string[]): unknown[] {
  return fields.map((field) => valuesAtPath(doc, field)[0] ?? null);
}

/** The hinted index's spec, found by name or key pattern (hintedOrder refused missing ones). */
export function hintedSpec(specs: IndexSpec[], hint: unknown): IndexSpec | undefined {
  if (typeof hint === 'string') return specs.find((spec) => spec.name === hint);
  return specs.find((spec) => JSON.stringify(spec.key) === JSON.stringify(hint));
}

function boundValues(bound: unknown, fields: string[]): unknown[] | undefined {
  if (bound === null || typeof bound !== 'object' || Object.keys(bound).length === 0)
    return undefined;
  const names = Object.keys(bound);
  if (names.length !== fields.length || names.some((name, i) => name !== fields[i]))
    throw new CommandError(
      51174,
      'Location51174',
      'The index chosen is not consistent with min/max',
    );
  return Object.values(bound as Document);
}

/**
 * The documents whose key in the index lies in [min, max), in the index's order as mongod walks
 * it (directions applied): what find returns with min/max and a hint.
 */
export function withinKeyRange(
  docs: Document[],
  spec: IndexSpec | undefined,
  min: unknown,
  max: unknown,
): Document[] {
  if (!spec)
    throw new CommandError(
      51173,
      'Location51173',
      'When using min()/max() a hint of which index to use must be specified',
    );
  const fields = Object.keys(spec.key);
  const directions = Object.values(spec.key).map((d) => (Number(d) < 0 ? -1 : 1));
  const low = boundValues(min, fields);
  const high = boundValues(max, fields);
  const compare = (key: unknown[], bound: unknown[]) => {
    for (let i = 0; i < key.length; i += 1) {
      const c = compareValues(key[i], bound[i]) * directions[i]!;
      if (c !== 0) return c;
    }
    return 0;
  };
  return docs.filter((doc) => {
    const key = keyValues(doc, fields);
    return (!low || compare(key, low) >= 0) && (!high || compare(key, high) < 0);
  });
}

/** returnKey: each document's key in the index used, `{}` where no index was. */
export function indexKeys(docs: Document[], spec: IndexSpec | undefined): Document[] {
  if (!spec) return docs.map(() => ({}));
  const fields = Object.keys(spec.key);
  return docs.map((doc) => {
    const values = keyValues(doc, fields);
    return Object.fromEntries(fields.map((field, i) => [field, values[i]]));
  });
}
