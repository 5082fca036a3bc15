import type { Document } from 'bson';
import { DuplicateKeyError } from '../errors';
import { compileFilter } from '../query/filter';
import type { IndexSpec } from './index-spec';
import { encodedFieldKey, type EncodedDocument } from './recovered';
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

/** Adds `id` as a holder of `key`; true when the key is new. */
function addHolder(map: Map<string, Holders>, key: string, id: string): boolean {
  const holders = map.get(key);
  if (holders === undefined) map.set(key, id);
  else if (holders instanceof Set) holders.add(id);
  else if (holders !== id) map.set(key, new Set([holders, id]));
  return holders === undefined;
}

/** Removes `id` as a holder of `key`; true when the key has no holder left. */
function removeHolder(map: Map<string, Holders>, key: string, id: string): boolean {
  const holders = map.get(key);
  if (holders === id || (holders instanceof Set && holders.delete(id) && holders.size === 0)) {
    map.delete(key);
    return true;
  }
  return false;
}

function asIterable(holders: Holders | undefined): Iterable<string> {
  if (holders === undefined) return [];
  return typeof holders === 'string' ? [holders] : holders;
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

/** The distinct first-field keys among a document's keys. */
function leadingKeys(keys: { values: unknown[] }[]): Set<string> {
  return new Set(keys.map(({ values }) => keyOf(values[0])));
}

/** What a deferred index reads when it is built: its collection's documents as they are then. */
export interface IndexSource {
  /** The documents by id; recovered ones may still be encoded (recovered.ts). */
  entries(): Iterable<[string, Document | EncodedDocument]>;
  /** Decodes an encoded entry for the whole collection (it stays decoded). */
  decode(id: string, encoded: EncodedDocument): Document;
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
  /** plainField's name as BSON spells it, to read its key from an encoded document. */
  private readonly plainFieldName?: Uint8Array;
  private ordered?: SortedKeys;
  /**
   * A compound index's holders per value of its first field, so a scan pinning that field finds
   * its few documents without the whole index in order (building that order over 500,000 keys
   * took seconds on the first query).
   */
  private readonly leading?: Map<string, Holders>;
  /** Fields some document held an array at: a sort on them cannot come from the index order. */
  private readonly multikeyFields = new Set<string>();
  /**
   * Set while the index holds nothing yet (see deferBuild): its collection's documents, which the
   * index reads on first use.
   */
  private unbuilt?: IndexSource;

  constructor(
    readonly spec: IndexSpec,
    private readonly namespace: string,
  ) {
    this.fields = Object.keys(spec.key);
    this.directions = Object.values(spec.key).map((direction) => Number(direction));
    if (this.fields.length > 1) this.leading = new Map();
    const [only] = this.fields;
    if (this.fields.length === 1 && only !== undefined && !only.includes('.')) {
      this.plainField = only;
      this.plainFieldName = Buffer.from(only, 'utf8');
    }
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
    this.build();
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
    this.build();
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
    this.build();
    if (this.plainField === undefined || Array.isArray(doc[this.plainField]))
      for (const field of this.fields) if (crossesArray(doc, field)) this.multikeyFields.add(field);
    const keys = this.keysOf(doc);
    for (const entry of keys)
      if (addHolder(this.entries, entry.key, id)) this.ordered?.insert(entry);
    if (this.leading) for (const first of leadingKeys(keys)) addHolder(this.leading, first, id);
  }

  remove(doc: Document, id: string): void {
    this.build();
    const keys = this.keysOf(doc);
    for (const entry of keys)
      if (removeHolder(this.entries, entry.key, id)) this.ordered?.delete(entry);
    if (this.leading) for (const first of leadingKeys(keys)) removeHolder(this.leading, first, id);
  }

  /** The ids of the documents holding this value. */
  lookup(value: unknown): Iterable<string> {
    return this.holdersOf(keyOf(value));
  }

  /** The ids of the documents holding the key with this text (see keysOf). */
  holdersOf(key: string): Iterable<string> {
    this.build();
    return asIterable(this.entries.get(key));
  }

  /** For a compound index, the ids of the documents whose first field holds `value`. */
  leadingHolders(value: unknown): Iterable<string> {
    this.build();
    return asIterable(this.leading?.get(keyOf(value)));
  }

  /** How many documents `leadingHolders` gives; undefined for a single-field index. */
  leadingCount(value: unknown): number | undefined {
    if (!this.leading) return undefined;
    this.build();
    const holders = this.leading.get(keyOf(value));
    return holders === undefined ? 0 : typeof holders === 'string' ? 1 : holders.size;
  }

  get hasOrderedKeys(): boolean {
    this.build();
    return this.ordered !== undefined;
  }

  /** The distinct keys in index order, built from `docs` (this index's collection) on first use. */
  orderedKeys(docs: Iterable<Document>): SortedKeys {
    this.build();
    if (this.ordered) return this.ordered;
    const distinct = new Map<string, KeyEntry>();
    for (const doc of docs)
      for (const entry of this.keysOf(doc))
        if (!distinct.has(entry.key)) distinct.set(entry.key, entry);
    return (this.ordered = new SortedKeys(this.directions, [...distinct.values()]));
  }

  /**
   * Leaves the index empty until it is first used, then builds it from `source` (its
   * collection's documents as they are at that moment). Recovery defers every index it restores,
   * so a restart only loads documents before the server answers; a write, a unique check or a
   * lookup builds the index it touches first, so nothing can see it incomplete.
   */
  deferBuild(source: IndexSource): void {
    this.unbuilt = source;
  }

  get isBuilt(): boolean {
    return this.unbuilt === undefined;
  }

  /** Builds a deferred index now; nothing when it is built. */
  build(): void {
    const source = this.unbuilt;
    if (!source) return;
    this.unbuilt = undefined;
    for (const [id, stored] of source.entries()) {
      if (!(stored instanceof Uint8Array)) this.add(stored, id);
      else if (!this.addEncoded(stored, id)) this.add(source.decode(id, stored), id);
    }
  }

  /**
   * Adds a document recovery left encoded by the key read from its bytes, as keysOf would give it,
   * so building `email_1` after a restart decodes nothing; false when the document must be decoded
   * (a compound, dotted or partial index, or a value that is no plain scalar).
   */
  private addEncoded(encoded: EncodedDocument, id: string): boolean {
    if (this.plainFieldName === undefined || this.partial) return false;
    const key = encodedFieldKey(encoded, this.plainFieldName);
    if (key === undefined) return false;
    if (key !== 'missing') addHolder(this.entries, key, id);
    else if (!this.spec.sparse) addHolder(this.entries, keyOf(undefined), id);
    return true;
  }
}
