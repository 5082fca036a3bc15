import type { Document } from 'bson';
import { CommandError, DuplicateKeyError } from '../errors';
import { foldValue, parseCollation } from '../query/collation';
import { compileFilter } from '../query/filter';
import { DeferredBuild, type IndexSource, type Stored } from './deferred-build';
import { knownStoredBytes } from './encoded';
import { KeyNeedles } from './key-needles';
import { ID_INDEX, type IndexSpec } from './index-spec';
import {
  encodedFieldIsArray,
  encodedFieldKeys,
  encodedFieldValue,
  type EncodedDocument,
  type EncodedFieldKeys,
} from './recovered';
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

/** Every combination of one distinct value per field, as keys with their values. */
function combinedKeys(perField: unknown[][]): { key: string; values: unknown[] }[] {
  let combos: unknown[][] = [[]];
  for (const values of perField) {
    const unique = [...new Map(values.map((value) => [keyOf(value), value])).values()];
    combos = combos.flatMap((combo) => unique.map((value) => [...combo, value]));
  }
  return combos.map((values) => ({ key: values.map(keyOf).join('\u0000'), values }));
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
 * The bytes of a stored document when they are known without encoding it (a recovered document,
 * read or not), so its index keys can be read from them.
 */
function bytesOf(stored: Stored): Buffer | undefined {
  if (stored instanceof Uint8Array) return stored;
  const bytes = knownStoredBytes(stored);
  return Buffer.isBuffer(bytes) ? bytes : undefined;
}

/** The distinct first-field keys among a document's keys. */
function leadingKeys(keys: { values: unknown[] }[]): Set<string> {
  return new Set(keys.map(({ values }) => keyOf(values[0])));
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
  /**
   * The fields' names as BSON spells them, to read the keys of a document recovery left encoded;
   * undefined when the index cannot (a dotted field, a partial index).
   */
  private readonly encodedFieldNames?: Uint8Array[];
  private ordered?: SortedKeys;
  /**
   * A compound index's holders per value of its first field, so a scan pinning that field finds
   * its few documents without the whole index in order (building that order over a large index
   * would delay the first query).
   */
  private readonly leading?: Map<string, Holders>;
  /** Fields some document held an array at: a sort on them cannot come from the index order. */
  private readonly multikeyFields = new Set<string>();
  /** Set while the index is not built yet (see deferBuild): how it is read and built meanwhile. */
  private unbuilt?: DeferredBuild;

  /** A collated index keys strings by their folded form (query/collation.ts). */
  private readonly fold?: (text: string) => string;
  /** The field of a hashed key: an equality index here, which like mongod's takes no arrays. */
  private readonly hashedField?: string;

  constructor(
    private specValue: IndexSpec,
    private readonly namespace: string,
  ) {
    const spec = specValue;
    this.fold = parseCollation(spec.collation)?.fold;
    this.fields = Object.keys(spec.key);
    this.directions = Object.values(spec.key).map((direction) => Number(direction));
    this.hashedField = this.fields.find((field) => spec.key[field] === 'hashed');
    if (this.fields.length > 1) this.leading = new Map();
    const [only] = this.fields;
    if (this.fields.length === 1 && only !== undefined && !only.includes('.') && !this.fold)
      this.plainField = only;
    if (spec.partialFilterExpression) this.partial = compileFilter(spec.partialFilterExpression);
    else if (this.fields.every((field) => !field.includes('.')) && !this.fold)
      this.encodedFieldNames = this.fields.map((field) => Buffer.from(field, 'utf8'));
  }

  get spec(): IndexSpec {
    return this.specValue;
  }

  /** collMod's changes to options that leave the keys as they are. */
  respec(spec: IndexSpec): void {
    this.specValue = spec;
  }

  /**
   * Whether queries may read through it: not hidden, and keyed in binary order (a collated
   * index's folded keys answer uniqueness, not a binary query).
   */
  private get readable(): boolean {
    return !this.spec.hidden && !this.fold;
  }

  /** Lookups are exact only for a plain single-field index that holds every document. */
  get usableForLookup(): boolean {
    return this.readable && this.fields.length === 1 && !this.spec.sparse && !this.partial;
  }

  /** Whether planned scans may use it: every document it should hold is in it, in a known order. */
  get orderable(): boolean {
    return this.readable && !this.partial && this.directions.every((d) => d === 1 || d === -1);
  }

  get sparse(): boolean {
    return this.spec.sparse === true;
  }

  isMultikey(field: string): boolean {
    if (!this.fields.includes(field)) return false;
    const unbuilt = this.readableUnbuilt();
    if (unbuilt) return unbuilt.isMultikey(field, () => this.holdsArrays(unbuilt.source, field));
    return this.multikeyFields.has(field);
  }

  /** The deferred build a read goes through instead of building, or undefined once built (see deferred-build.ts). */
  private readableUnbuilt(): DeferredBuild | undefined {
    if (this.unbuilt?.dueForBuild) this.build();
    return this.unbuilt;
  }

  keysOf(input: Document): { key: string; values: unknown[] }[] {
    if (this.partial && !this.partial(input)) return [];
    const doc = this.fold ? (foldValue(input, this.fold) as Document) : input;
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
    return combinedKeys(perField);
  }

  /**
   * The keys of a document whose first field holds `first` (as a pinned scan's group found it):
   * only those, not the keys of its other first-field values (an activity's other participants).
   */
  keysWithFirst(doc: Document, first: unknown): { key: string; values: unknown[] }[] {
    return combinedKeys([
      [first],
      ...this.fields.slice(1).map((field) => valuesAtPath(doc, field)),
    ]);
  }

  /**
   * Throws what mongod throws for a document this index cannot take: an array in its hashed
   * field (16766), or a key another document already holds in a unique index (E11000).
   */
  assertAccepts(doc: Document, id: string): void {
    if (this.hashedField !== undefined && crossesArray(doc, this.hashedField))
      throw new CommandError(
        16766,
        'Location16766',
        `hashed indexes do not currently support array values. Found array at path: ${this.hashedField}`,
      );
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
    this.addKeys(doc, id);
  }

  private addKeys(doc: Document, id: string): void {
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
    return this.holdersReader([key])(key);
  }

  /**
   * Reads the holders of each of these keys: from the index once built; before that from one pass
   * over the collection for all of them, or straight from the collection for `_id`.
   */
  holdersReader(keys: string[]): (key: string) => Iterable<string> {
    const unbuilt = this.readableUnbuilt();
    if (!unbuilt) return (key) => asIterable(this.entries.get(key));
    if (this.spec.name === ID_INDEX.name) return (key) => (unbuilt.source.has(key) ? [key] : []);
    const found = unbuilt.holders(keys, 'key', (missing) => this.wantedKeysReader(missing, false));
    return (key) => found.get(key) ?? [];
  }

  /**
   * For a compound index, per value of `values`, the ids of the documents whose first field holds
   * it, or undefined when there are more than `max` in all (a document holding two of them counts
   * twice).
   */
  leadingGroups(values: unknown[], max: number): { value: unknown; ids: string[] }[] | undefined {
    if (!this.leading) return undefined;
    const keys = values.map(keyOf);
    const unbuilt = this.readableUnbuilt();
    const found = unbuilt?.holders(keys, 'leading', (missing) =>
      this.wantedKeysReader(missing, true),
    );
    const groups = keys.map((key, i) => ({
      value: values[i],
      ids: found ? (found.get(key) ?? []) : [...asIterable(this.leading!.get(key))],
    }));
    const size = groups.reduce((sum, { ids }) => sum + ids.length, 0);
    return size > max ? undefined : groups;
  }

  get hasOrderedKeys(): boolean {
    return this.ordered !== undefined;
  }

  /** Pinned groups sorted on the spot (see plan-run's pinnedGroupKeys) since the index was built. */
  private groupSorts = 0;

  /**
   * Whether a query may sort a pinned group's keys on the spot instead of walking the index's
   * whole order: while the index is unbuilt, and for its first `allowed` such queries. After that
   * the order is built once and kept by every write, so a query run again and again (a student's
   * page of notifications) stops decoding and sorting their documents each time.
   */
  sortsGroupOnTheSpot(allowed: number): boolean {
    if (!this.isBuilt) return true;
    this.groupSorts += 1;
    return this.groupSorts <= allowed;
  }

  /** The distinct keys in index order, built from `source` (this index's collection) on first use. */
  orderedKeys(source: IndexSource): SortedKeys {
    if (this.unbuilt && !this.unbuilt.started) return this.buildWithOrder(source);
    this.build();
    if (this.ordered) return this.ordered;
    const distinct = new Map<string, KeyEntry>();
    for (const [id, stored] of source.entries())
      for (const entry of this.keyEntriesOf(stored) ??
        this.keysOf(this.decodedOf(source, id, stored)))
        if (!distinct.has(entry.key)) distinct.set(entry.key, entry);
    return (this.ordered = new SortedKeys(this.directions, [...distinct.values()]));
  }

  /**
   * Builds a deferred index and its order in one pass over the collection, each document's keys
   * read once (the first upcoming-activities query after a restart orders 100,000 activities).
   */
  private buildWithOrder(source: IndexSource): SortedKeys {
    const distinct = new Map<string, KeyEntry>();
    for (const [id, stored] of source.entries()) {
      let entries = this.keyEntriesOf(stored);
      if (entries) {
        for (const { key } of entries) addHolder(this.entries, key, id);
        if (this.leading)
          for (const first of leadingKeys(entries)) addHolder(this.leading, first, id);
      } else {
        const doc = this.decodedOf(source, id, stored);
        this.addKeys(doc, id);
        entries = this.keysOf(doc);
      }
      for (const entry of entries) if (!distinct.has(entry.key)) distinct.set(entry.key, entry);
    }
    this.unbuilt = undefined;
    return (this.ordered = new SortedKeys(this.directions, [...distinct.values()]));
  }

  private decodedOf(source: IndexSource, id: string, stored: Stored): Document {
    return stored instanceof Uint8Array ? source.decode(id, stored) : stored;
  }

  /**
   * A document's keys with their values, as keysOf gives them, read from its bytes where each field
   * holds one scalar: ordering 100,000 recovered activities by date this way decodes none of them
   * (decoding them all was most of the first upcoming-activities query after a restart).
   */
  private keyEntriesOf(stored: Stored): KeyEntry[] | undefined {
    const bytes = bytesOf(stored);
    if (!bytes || !this.encodedFieldNames) return undefined;
    const values: unknown[] = [];
    for (const name of this.encodedFieldNames) {
      const read = encodedFieldValue(bytes, name);
      if (!read) return undefined;
      values.push(read.value);
    }
    if (this.spec.sparse && values.every((value) => value === undefined)) return [];
    return [{ key: values.map(keyOf).join('\u0000'), values }];
  }

  /**
   * Leaves the index empty until it is needed, then builds it from `source` (its collection's
   * documents as they are at that moment). Recovery defers every index it restores, so a restart
   * only loads documents before the server answers; a write or a unique check builds the index it
   * touches first, and a read either builds it or passes over the collection (deferred-build.ts),
   * so nothing sees it incomplete.
   */
  deferBuild(source: IndexSource): void {
    this.unbuilt = new DeferredBuild(source);
  }

  /** How often reads wanted this index before it was built (the background builder's priority). */
  get demand(): number {
    return this.unbuilt?.demand ?? 0;
  }

  get isBuilt(): boolean {
    return this.unbuilt === undefined;
  }

  /** Builds a deferred index now; nothing when it is built. */
  build(): void {
    this.buildUntil(Infinity);
  }

  /** Builds part of a deferred index, until `deadline` (performance.now()); true once it is built. */
  buildUntil(deadline: number): boolean {
    const unbuilt = this.unbuilt;
    if (!unbuilt) return true;
    const built = unbuilt.advance(deadline, (id, stored) => {
      const bytes = bytesOf(stored);
      if (bytes && this.addEncoded(bytes, id)) return;
      this.addKeys(stored instanceof Uint8Array ? unbuilt.source.decode(id, stored) : stored, id);
    });
    if (built) this.unbuilt = undefined;
    return built;
  }

  /**
   * Reads which of the wanted keys (all fields' or the first field's) a stored document holds, from
   * its bytes where they allow: by comparing values in place where each key has one BSON spelling
   * (key-needles.ts), else by its keys after a look whether its bytes could hold any.
   */
  private wantedKeysReader(
    wanted: string[],
    firstFieldOnly: boolean,
  ): (id: string, stored: Stored) => string[] {
    const [name] = this.encodedFieldNames ?? [];
    const single = firstFieldOnly || this.fields.length === 1;
    const needles = KeyNeedles.of(single ? wanted : wanted.map((key) => key.split('\u0000')[0]!));
    return (id, stored) => {
      const bytes = bytesOf(stored);
      if (bytes && needles && !needles.cheaperToFind && !needles.mayBeIn(bytes)) return [];
      if (bytes && needles && name && single) return needles.heldBy(bytes, name);
      return this.keysOfStored(id, stored, firstFieldOnly);
    };
  }

  /** The keys this index holds for a stored document, read from its bytes where they allow. */
  private readonly keysOfStored = (id: string, stored: Stored, firstFieldOnly: boolean) => {
    const bytes = bytesOf(stored);
    const read = bytes && this.encodedKeys(bytes);
    if (read) return firstFieldOnly ? (read.first ?? []) : read.keys;
    const doc = stored instanceof Uint8Array ? this.unbuilt!.source.decode(id, stored) : stored;
    const keys = this.keysOf(doc);
    return firstFieldOnly ? [...leadingKeys(keys)] : keys.map(({ key }) => key);
  };

  /** Whether some document of the collection holds an array at the field (as addKeys notes it). */
  private holdsArrays(source: IndexSource, field: string): boolean {
    const name = this.encodedFieldNames?.[this.fields.indexOf(field)];
    for (const [id, stored] of source.entries()) {
      const bytes = bytesOf(stored);
      const isArray =
        bytes && name
          ? encodedFieldIsArray(bytes, name)
          : crossesArray(this.decodedOf(source, id, stored), field);
      if (isArray) return true;
    }
    return false;
  }

  /**
   * The keys of a document recovery left encoded, read from its bytes as keysOf would give them
   * (`first`: its first field's, undefined when a sparse index leaves it out), so building `email_1`
   * or the interest lists' multikey indexes after a restart decodes nothing; undefined when the
   * document must be decoded (a dotted or partial index, or a value that is no plain scalar or
   * array of them).
   */
  private encodedKeys(
    encoded: EncodedDocument,
  ): { keys: string[]; first?: string[]; arrays: boolean[] } | undefined {
    if (this.encodedFieldNames === undefined) return undefined;
    const perField: EncodedFieldKeys[] = [];
    for (const name of this.encodedFieldNames) {
      const field = encodedFieldKeys(encoded, name);
      if (field === undefined) return undefined;
      perField.push(field);
    }
    const arrays = perField.map((field) => field.isArray);
    if (this.spec.sparse && perField.every((field) => field.missing)) return { keys: [], arrays };
    let keys = perField[0]!.keys;
    for (const field of perField.slice(1))
      keys = keys.flatMap((key) => field.keys.map((next) => `${key}\u0000${next}`));
    return { keys, first: perField[0]!.keys, arrays };
  }

  /** Adds an encoded document by the keys read from its bytes; false when it must be decoded. */
  private addEncoded(encoded: EncodedDocument, id: string): boolean {
    const read = this.encodedKeys(encoded);
    if (!read) return false;
    read.arrays.forEach((isArray, i) => isArray && this.multikeyFields.add(this.fields[i]!));
    for (const key of read.keys) addHolder(this.entries, key, id);
    if (this.leading && read.first)
      for (const first of read.first) addHolder(this.leading, first, id);
    return true;
  }
}
