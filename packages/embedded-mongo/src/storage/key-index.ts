import type { Document } from 'bson';
import { DuplicateKeyError } from '../errors';
import { compileFilter } from '../query/filter';
import type { IndexSpec } from './index-spec';
import { keyOf, valuesAtPath } from './values';

function formatKeyValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === undefined || value === null) return 'null';
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (typeof value === 'object' && 'toHexString' in value)
    return `ObjectId('${String((value as { toHexString(): string }).toHexString())}')`;
  return String(value);
}

/**
 * The ids holding one key: most keys (every key of a unique index) have a single holder, kept as
 * the id itself; a Set only once a second holder comes, which saves an object per document.
 */
type Holders = string | Set<string>;

/** Whether a document other than `id` holds the key. */
function heldByOther(holders: Holders | undefined, id: string): boolean {
  if (holders === undefined || holders === id) return false;
  return typeof holders === 'string' || holders.size > 1 || !holders.has(id);
}

/**
 * One index of a collection: a map from key text to the ids of the documents holding that key.
 * Arrays are indexed per element (multikey). It enforces uniqueness and answers equality lookups.
 */
export class Index {
  readonly fields: string[];
  private readonly entries = new Map<string, Holders>();
  private readonly partial?: (doc: Document) => boolean;
  private readonly plainField?: string;

  constructor(
    readonly spec: IndexSpec,
    private readonly namespace: string,
  ) {
    this.fields = Object.keys(spec.key);
    const [only] = this.fields;
    if (this.fields.length === 1 && only !== undefined && !only.includes('.'))
      this.plainField = only;
    if (spec.partialFilterExpression) this.partial = compileFilter(spec.partialFilterExpression);
  }

  /** Lookups are exact only for a plain single-field index that holds every document. */
  get usableForLookup(): boolean {
    return this.fields.length === 1 && !this.spec.sparse && !this.partial;
  }

  keysOf(doc: Document): { key: string; values: unknown[] }[] {
    if (this.partial && !this.partial(doc)) return [];
    if (this.plainField !== undefined) {
      // The common case (`_id`, `email`): one top-level field holding one non-array value.
      const value: unknown = doc[this.plainField];
      if (!Array.isArray(value) && (value !== undefined || !this.spec.sparse))
        return [{ key: keyOf(value), values: [value] }];
    }
    const perField = this.fields.map((field) => valuesAtPath(doc, field));
    if (
      this.spec.sparse &&
      perField.every((values) => values.every((value) => value === undefined))
    )
      return [];
    let combos: unknown[][] = [[]];
    for (const values of perField) {
      const unique = [...new Map(values.map((value) => [keyOf(value), value])).values()];
      combos = combos.flatMap((combo) => unique.map((value) => [...combo, value]));
    }
    return combos.map((values) => ({ key: values.map(keyOf).join('\u0000'), values }));
  }

  /** Throws mongod's E11000 error if another document already holds one of this document's keys. */
  assertUnique(doc: Document, id: string): void {
    if (!this.spec.unique) return;
    for (const { key, values } of this.keysOf(doc)) {
      if (heldByOther(this.entries.get(key), id)) {
        const keyValue = Object.fromEntries(
          this.fields.map((field, i) => [field, values[i] ?? null]),
        );
        const shown = this.fields
          .map((field, i) => `${field}: ${formatKeyValue(values[i])}`)
          .join(', ');
        throw new DuplicateKeyError(
          `E11000 duplicate key error collection: ${this.namespace} index: ${this.spec.name} dup key: { ${shown} }`,
          Object.fromEntries(this.fields.map((field) => [field, 1])),
          keyValue,
        );
      }
    }
  }

  add(doc: Document, id: string): void {
    for (const { key } of this.keysOf(doc)) {
      const holders = this.entries.get(key);
      if (holders === undefined) this.entries.set(key, id);
      else if (holders instanceof Set) holders.add(id);
      else if (holders !== id) this.entries.set(key, new Set([holders, id]));
    }
  }

  remove(doc: Document, id: string): void {
    for (const { key } of this.keysOf(doc)) {
      const holders = this.entries.get(key);
      if (holders === id) this.entries.delete(key);
      else if (holders instanceof Set) {
        holders.delete(id);
        if (holders.size === 0) this.entries.delete(key);
      }
    }
  }

  /** The ids of the documents holding this value. */
  lookup(value: unknown): Iterable<string> {
    const holders = this.entries.get(keyOf(value));
    if (holders === undefined) return [];
    return typeof holders === 'string' ? [holders] : holders;
  }
}
