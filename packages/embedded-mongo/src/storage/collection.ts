import { ObjectId, type Document } from 'bson';
import { DuplicateKeyError, indexNotFound, indexOptionsConflict } from '../errors';
import { equalityValues } from '../query/filter';
import type { IndexSource, Stored } from './deferred-build';
import { defaultIndexName, ID_INDEX, type IndexSpec } from './index-spec';
import { formatKeyValue, Index } from './key-index';
import { assertStorableDepth, assertUpdatedSize } from './document-limits';
import { encodeDocument, markInsertedStored, markStored } from './encoded';
import { copyNumberKinds } from './number-kinds';
import { decodeRecovered, encodedIdKey, type EncodedDocument } from './recovered';
import { keyOf } from './values';

export type ChangeRecord =
  | { op: 'put'; ns: string; doc: Document }
  | { op: 'del'; ns: string; id: unknown }
  | { op: 'index'; ns: string; spec: IndexSpec }
  | { op: 'dropIndex'; ns: string; name: string };

/**
 * Hears each change with what undoes it in memory: a change the journal could not take is undone
 * (Storage.commit), latest first, so nothing unsaved stays visible.
 */
export type ChangeRecorder = (change: ChangeRecord, undo: () => void) => void;

function firstKey(doc: Document): string | undefined {
  for (const key in doc) return key;
  return undefined;
}

/**
 * The documents of one collection, in insertion order, with their indexes. Stored documents are
 * never mutated: an update stores a new object, so open cursors keep a consistent view. Documents
 * recovered after a restart stay encoded until first read.
 */
export class Collection {
  private readonly docs = new Map<string, Stored>();
  private readonly indexes = new Map<string, Index>();
  /** The options it was created with (createCollection, collMod): collation, validator, capped, view. */
  options: Document = {};
  /** What an index reads when it is built or ordered: the documents as they are then. */
  readonly indexSource: IndexSource = {
    entries: () => this.docs,
    size: () => this.docs.size,
    has: (id) => this.docs.has(id),
    decode: (id, encoded) => this.decoded(id, encoded),
  };

  constructor(
    readonly db: string,
    readonly name: string,
    private readonly record: ChangeRecorder,
  ) {
    this.indexes.set(ID_INDEX.name, new Index(ID_INDEX, this.namespace));
  }

  get namespace(): string {
    return `${this.db}.${this.name}`;
  }

  get size(): number {
    return this.docs.size;
  }

  all(): Document[] {
    return [...this.documents()];
  }

  /** The documents in insertion order, without copying them into an array. */
  *documents(): Generator<Document> {
    for (const [id, stored] of this.docs) yield this.decoded(id, stored);
  }

  /** The documents as they are stored, recovered ones still encoded (for a snapshot). */
  storedDocuments(): Iterable<Stored> {
    return this.docs.values();
  }

  /** The document of a stored entry, decoding it (once) if recovery left it encoded. */
  private decoded(id: string, stored: Stored): Document {
    if (!(stored instanceof Uint8Array)) return stored;
    const doc = decodeRecovered(stored);
    this.docs.set(id, doc);
    return doc;
  }

  /** The indexes, for the query planner (query/planner.ts). */
  indexList(): Index[] {
    return [...this.indexes.values()];
  }

  /**
   * Documents that may match the filter: an index lookup when a top-level equality allows one.
   * `exact` when they are exactly the matches: the filter was that one equality (or `$in`), which
   * the index answered completely, so no document needs testing.
   */
  lookup(filter: Document | undefined): { docs: Document[]; exact: boolean } {
    if (filter) {
      const fields = Object.keys(filter);
      for (const field of fields) {
        if (field.startsWith('$')) continue;
        const index = this.lookupIndexFor(field);
        const values = index && equalityValues(filter[field]);
        if (!index || !values) continue;
        const ids = new Set<string>();
        for (const value of values) for (const id of index.lookup(value)) ids.add(id);
        const docs = [...ids]
          .map((id) => this.byIdKey(id))
          .filter((doc): doc is Document => doc !== undefined);
        return { docs, exact: fields.length === 1 };
      }
    }
    return { docs: this.all(), exact: !filter || Object.keys(filter).length === 0 };
  }

  /** The document whose `_id` has this key (see keyOf). */
  byIdKey(key: string): Document | undefined {
    const stored = this.docs.get(key);
    return stored && this.decoded(key, stored);
  }

  private lookupIndexFor(field: string): Index | undefined {
    for (const index of this.indexes.values()) {
      if (index.usableForLookup && index.fields[0] === field) return index;
    }
    return undefined;
  }

  /** Inserts a document (adding an ObjectId `_id` first if it has none). Throws on duplicate keys. */
  insert(input: Document): Document {
    const generatedId = '_id' in input ? undefined : new ObjectId();
    const doc = generatedId ? { _id: generatedId, ...input } : { _id: input._id, ...input };
    copyNumberKinds(input, doc);
    const id = keyOf(doc._id);
    // The _id index is unique without saying so (listIndexes shows no `unique` on it, as in mongod).
    if (this.docs.has(id)) {
      throw new DuplicateKeyError(
        `E11000 duplicate key error collection: ${this.namespace} index: ${ID_INDEX.name} dup key: { _id: ${formatKeyValue(doc._id)} }`,
        { _id: 1 },
        { _id: doc._id },
      );
    }
    for (const index of this.indexes.values()) index.assertAccepts(doc, id);
    markInsertedStored(doc, input, generatedId);
    for (const index of this.indexes.values()) index.add(doc, id);
    this.docs.set(id, doc);
    this.record({ op: 'put', ns: this.namespace, doc }, () => this.unset(doc, id));
    return doc;
  }

  /** Stores a new version of an existing document (same `_id`). Throws on duplicate keys. */
  replace(previous: Document, next: Document): void {
    assertStorableDepth(next);
    markStored(next);
    // Encoded now rather than when journaled or read: its size is checked before it is stored.
    assertUpdatedSize(encodeDocument(next).length);
    const id = keyOf(previous._id);
    for (const index of this.indexes.values()) index.remove(previous, id);
    try {
      for (const index of this.indexes.values()) index.assertAccepts(next, id);
    } catch (error) {
      for (const index of this.indexes.values()) index.add(previous, id);
      throw error;
    }
    for (const index of this.indexes.values()) index.add(next, id);
    this.docs.set(id, next);
    // Undone in place, so the document keeps its place in the insertion order.
    this.record({ op: 'put', ns: this.namespace, doc: next }, () => {
      for (const index of this.indexes.values()) index.remove(next, id);
      this.set(previous, id);
    });
  }

  /** Undoes: puts a document back with its index entries. */
  private set(doc: Document, id: string): void {
    for (const index of this.indexes.values()) index.add(doc, id);
    this.docs.set(id, doc);
  }

  /** Undoes: takes a document out with its index entries. */
  private unset(doc: Document, id: string): void {
    for (const index of this.indexes.values()) index.remove(doc, id);
    this.docs.delete(id);
  }

  /**
   * Recovery: the journal holds whole documents, so a put replaces or inserts. The decoded document
   * is stored as it is (recovery owns it). Only built indexes are kept up to date: the deferred
   * ones (restoreIndex) read the documents when first used.
   */
  restore(doc: Document): void {
    const stored = firstKey(doc) === '_id' ? doc : { _id: doc._id, ...doc };
    if (stored !== doc) copyNumberKinds(doc, stored);
    const id = keyOf(stored._id);
    this.forgetRecovered(id);
    for (const index of this.indexes.values()) if (index.isBuilt) index.add(stored, id);
    markStored(stored);
    this.docs.set(id, stored);
  }

  /**
   * Recovery: a put whose document is left encoded until first read (see recovered.ts); decoded at
   * once when its `_id` cannot be read from the bytes or an index must be kept up to date.
   */
  restoreEncoded(encoded: EncodedDocument): void {
    const id = encodedIdKey(encoded);
    if (id === undefined || [...this.indexes.values()].some((index) => index.isBuilt)) {
      this.restore(decodeRecovered(encoded));
      return;
    }
    this.forgetRecovered(id);
    this.docs.set(id, encoded);
  }

  /** Recovery: a journal's delete, leaving deferred indexes alone as `restore` does. */
  restoreDelete(idValue: unknown): void {
    this.forgetRecovered(keyOf(idValue));
  }

  private forgetRecovered(id: string): void {
    const existing = this.docs.get(id);
    if (!existing) return;
    let doc: Document | undefined;
    for (const index of this.indexes.values())
      if (index.isBuilt) index.remove((doc ??= this.decoded(id, existing)), id);
    this.docs.delete(id);
  }

  /** Recovery: the `_id` index of a collection it has just created, left to build on first use too. */
  deferIdIndex(): void {
    this.indexes.get(ID_INDEX.name)!.deferBuild(this.indexSource);
  }

  /**
   * Recovery: an index that was built and checked when it was created, left to build on first
   * use (see Index.deferBuild) so that a restart does not wait for every index of every collection.
   */
  restoreIndex(spec: IndexSpec): void {
    if (this.indexes.has(spec.name)) return;
    const index = new Index(spec, this.namespace);
    index.deferBuild(this.indexSource);
    this.indexes.set(spec.name, index);
  }

  remove(doc: Document): void {
    const id = keyOf(doc._id);
    if (!this.docs.has(id)) return;
    this.unset(doc, id);
    this.record({ op: 'del', ns: this.namespace, id: doc._id }, () => this.set(doc, id));
  }

  indexSpecs(): IndexSpec[] {
    return [...this.indexes.values()].map((index) => index.spec);
  }

  /** Creates an index; false when an identical one exists. Building a unique index checks existing data. */
  createIndex(input: IndexSpec | (Omit<IndexSpec, 'name'> & { name?: string })): boolean {
    const spec: IndexSpec = { v: 2, ...input, name: input.name ?? defaultIndexName(input.key) };
    const existing = this.indexes.get(spec.name);
    if (existing) {
      if (keyOf(existing.spec.key) === keyOf(spec.key) && !!existing.spec.unique === !!spec.unique)
        return false;
      throw indexOptionsConflict(
        `An existing index has the same name as the requested index: ${spec.name}`,
      );
    }
    const index = new Index(spec, this.namespace);
    for (const [id, stored] of this.docs) {
      const doc = this.decoded(id, stored);
      index.assertAccepts(doc, id);
      index.add(doc, id);
    }
    this.indexes.set(spec.name, index);
    this.record({ op: 'index', ns: this.namespace, spec }, () => this.indexes.delete(spec.name));
    return true;
  }

  dropIndex(name: string): void {
    if (name === ID_INDEX.name) throw indexNotFound('cannot drop _id index');
    const index = this.indexes.get(name);
    if (!index) throw indexNotFound(`index not found with name [${name}]`);
    this.indexes.delete(name);
    this.record({ op: 'dropIndex', ns: this.namespace, name }, () => this.indexes.set(name, index));
  }

  /** collMod: the same index with changed options (hidden, expireAfterSeconds); its keys stay. */
  replaceIndexSpec(spec: IndexSpec): void {
    const index = this.indexes.get(spec.name);
    if (!index) throw indexNotFound(`index not found with name [${spec.name}]`);
    const previous = index.spec;
    index.respec(spec);
    const restore = () => index.respec(previous);
    this.record({ op: 'dropIndex', ns: this.namespace, name: spec.name }, restore);
    this.record({ op: 'index', ns: this.namespace, spec }, restore);
  }

  findIndexByKey(key: Document): string | undefined {
    for (const [name, index] of this.indexes) if (keyOf(index.spec.key) === keyOf(key)) return name;
    return undefined;
  }

  dropAllIndexes(): void {
    for (const name of [...this.indexes.keys()]) if (name !== ID_INDEX.name) this.dropIndex(name);
  }

  /** Specs with a TTL, for the expiry sweep. */
  ttlIndexes(): IndexSpec[] {
    return this.indexSpecs().filter((spec) => typeof spec.expireAfterSeconds === 'number');
  }
}
