import type { Document } from 'bson';
import { DuplicateKeyError } from '../errors';
import { compileFilter } from '../query/filter';
import type { IndexSpec } from './index-spec';
import { SortedKeys, type KeyEntry } from './sorted-keys';
import { keyOf, valuesAtPath } from './values';

/** A key value as mongod prints it in duplicate-key errors and explain's index bounds. */
export function formatKeyValue(value: unknown): string {
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

/** Whether the value at a dotted path, or any value on the way to it, is an array. */
function crossesArray(doc: Document, path: string): boolean {
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(current)) return true;
    if (current === null || typeof current !== 'object') return false;
    current = (current as Document)[part];
  }
  return Array.isArray(current);
}

/**
 * One index of a collection: a map from key text to the ids of the documents holding that key.
 * Arrays are indexed per element (multikey). It enforces uniqueness and answers equality lookups;
 * the keys in index order (for ranges and sorts, see query/planner.ts) are built on first use, so
 * an index only ever looked up by equality never pays for them.
 */
export class Index {
  readonly fields: string[];
  /** 1 or -1 per field; an index with another kind of key (text, 2dsphere) has no order. */
  readonly directions: number[];
  private readonly entries = new Map<string, Holders>();
  private readonly partial?: (doc: Document) => boolean;
  private readonly plainField?: string;
  private ordered?: SortedKeys;
  /** Fields some document held an array at: a sort on them cannot come from the index order. */
  private readonly multikeyFields = new Set<string>();

  constructor(
    readonly spec: IndexSpec,
    private readonly namespace: string,
  ) {
    this.fields = Object.keys(spec.key);
    this.directions = Object.values(spec.key).map((direction) => Number(direction));
    const [only] = this.fields;
    if (this.fields.length === 1 && only !== undefined && !only.includes('.'))
      this.plainField = only;
    if (spec.partialFilterExpression) this.partial = compileFilter(spec.partialFilterExpression);
  }

  /** Lookups are exact only for a plain single-field index that holds every document. */
  get usableForLookup(): boolean {
    return this.fields.length === 1 && !this.spec.sparse && !this.partial;
  }

  /** Whether planned scans may use it: every document it should hold is in it, in a known order. */
  get orderable(): boolean {
    return !this.partial && this.directions.every((d) => d === 1 || d === -1);
  }

  get sparse(): boolean {
    return this.spec.sparse === true;
  }

  isMultikey(field: string): boolean {
    return this.multikeyFields.has(field);
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
    if (this.plainField === undefined || Array.isArray(doc[this.plainField]))
      for (const field of this.fields) if (crossesArray(doc, field)) this.multikeyFields.add(field);
    for (const entry of this.keysOf(doc)) {
      const { key } = entry;
      const holders = this.entries.get(key);
      if (holders === undefined) {
        this.entries.set(key, id);
        this.ordered?.insert(entry);
      } else if (holders instanceof Set) holders.add(id);
      else if (holders !== id) this.entries.set(key, new Set([holders, id]));
    }
  }

  remove(doc: Document, id: string): void {
    for (const entry of this.keysOf(doc)) {
      const holders = this.entries.get(entry.key);
      if (holders === id || (holders instanceof Set && holders.delete(id) && holders.size === 0)) {
        this.entries.delete(entry.key);
        this.ordered?.delete(entry);
      }
    }
  }

  /** The ids of the documents holding this value. */
  lookup(value: unknown): Iterable<string> {
    return this.holdersOf(keyOf(value));
  }

  /** The ids of the documents holding the key with this text (see keysOf). */
  holdersOf(key: string): Iterable<string> {
    const holders = this.entries.get(key);
    if (holders === undefined) return [];
    return typeof holders === 'string' ? [holders] : holders;
  }

  /** The distinct keys in index order, built from `docs` (this index's collection) on first use. */
  orderedKeys(docs: Iterable<Document>): SortedKeys {
    if (this.ordered) return this.ordered;
    const distinct = new Map<string, KeyEntry>();
    for (const doc of docs)
      for (const entry of this.keysOf(doc))
        if (!distinct.has(entry.key)) distinct.set(entry.key, entry);
    return (this.ordered = new SortedKeys(this.directions, [...distinct.values()]));
  }
}
