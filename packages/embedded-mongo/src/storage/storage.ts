import { chmodSync, mkdirSync } from 'node:fs';
import { PRIVATE_DIR } from './private-files';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { Document } from 'bson';
import {
  CommandError,
  invalidNamespace,
  namespaceExists,
  namespaceNotFound,
  outOfDiskSpace,
} from '../errors';
import { Collection, type ChangeRecord } from './collection';
import { lockDataDir } from './data-dir-lock';
import type { IndexSpec } from './index-spec';
import type { Index } from './key-index';
import { describeDamage, type Damage } from './damage';
import { Journal, type EncodedPut, type JournalWriteError } from './journal';

/** What loading does with damaged records: skip and report them, or refuse to start. */
export type DamagePolicy = 'recover' | 'refuse';

/** How often the deferred index builds look whether the server is quiet. */
const IDLE_POLL_MS = 50;
/**
 * How long the background builder works before it lets waiting client messages through: a
 * request arriving meanwhile waits at most this long (plus its own work) for a build.
 */
const BUILD_SLICE_MS = 4;
/**
 * While clients keep the server busy, the share of the database thread the builder may take for
 * the indexes reads want, counted over BUSY_WINDOW_MS: building only while quiet would leave those
 * reads passing over their collections, and a read that built instead would wait for the build.
 */
const BUSY_BUILD_SHARE = 0.5;
const BUSY_WINDOW_MS = 100;

type StorageRecord =
  | ChangeRecord
  | { op: 'create'; ns: string; options?: Document; indexes?: IndexSpec[] }
  | { op: 'options'; ns: string; options: Document }
  | { op: 'drop'; ns: string }
  | { op: 'dropDb'; db: string };

/**
 * An index's records, in the journal as in a snapshot: two identical ones, so that one damaged
 * record loses neither the index nor its unique constraint (journal.ts refuses to start when both
 * are lost).
 */
function indexRecords(ns: string, spec: IndexSpec): StorageRecord[] {
  const record: StorageRecord = { op: 'index', ns, spec };
  return [record, record];
}

function splitNamespace(ns: string): [string, string] {
  const dot = ns.indexOf('.');
  return [ns.slice(0, dot), ns.slice(dot + 1)];
}

/** The background builder's time while clients are busy, kept to BUSY_BUILD_SHARE per window. */
class BusyShare {
  private windowStart = performance.now();
  private used = 0;

  /** How long the builder must wait before its next slice; 0 when it may build now. */
  waitMs(): number {
    const now = performance.now();
    if (now - this.windowStart >= BUSY_WINDOW_MS) {
      this.windowStart = now;
      this.used = 0;
    }
    return this.used < BUSY_BUILD_SHARE * BUSY_WINDOW_MS
      ? 0
      : this.windowStart + BUSY_WINDOW_MS - now;
  }

  spent(ms: number): void {
    this.used += ms;
  }
}

/** The failure a client gets for a write the journal could not take. */
function unsaved(error: JournalWriteError): CommandError {
  return error.noRoom
    ? outOfDiskSpace(error.message)
    : new CommandError(1, 'InternalError', error.message);
}

/**
 * All databases of the server. Changes made while a command runs are collected and written to the
 * journal in one piece by `commit()`, before the command's reply is sent; each with what undoes it
 * in memory, for when the journal cannot take them.
 */
export class Storage {
  private readonly databases = new Map<string, Map<string, Collection>>();
  private pending: StorageRecord[] = [];
  private undos: (() => void)[] = [];
  private recording = true;
  private journal?: Journal;
  private unlock?: () => void;
  private closed = false;
  /** Set when a command asked for its changes on disk (`j: true`): the next commit fsyncs. */
  private syncOnCommit = false;

  /** What recovery found damaged and skipped when the data was loaded (journal.ts). */
  damage: Damage[] = [];

  /**
   * The storage of `dbPath` with its data loaded, or a purely in-memory one without it. Damaged
   * records are skipped and reported in `damage`, and a fresh snapshot of what was read is written
   * at once; with `onDamage: 'refuse'` the start fails instead and the files stay as they are.
   */
  static async open(
    dbPath?: string,
    { onDamage = 'recover' }: { onDamage?: DamagePolicy } = {},
  ): Promise<Storage> {
    const storage = new Storage();
    if (!dbPath) return storage;
    // Its files hold every password hash and reset token: this user's only, also a folder made
    // by an older version (the files inside are 0600 from their first write, journal.ts).
    mkdirSync(dbPath, { recursive: true, mode: PRIVATE_DIR });
    chmodSync(dbPath, PRIVATE_DIR);
    storage.unlock = lockDataDir(dbPath);
    storage.recording = false;
    const { journal, damage } = await Journal.open(dbPath, (record) =>
      storage.apply(record as StorageRecord | EncodedPut),
    );
    storage.journal = journal;
    storage.recording = true;
    storage.damage = damage;
    const lostIndex = damage.find((stretch) => stretch.indexLost);
    if (lostIndex) {
      storage.close({ compact: false });
      throw new Error(
        `An index definition in ${dbPath} is damaged and has no intact copy (${describeDamage([lostIndex])}); not starting: without the index a unique constraint would no longer hold. The damaged files are kept as they are.`,
      );
    }
    if (damage.length > 0) {
      if (onDamage === 'refuse') {
        storage.close({ compact: false });
        throw new Error(
          `The data in ${dbPath} is damaged (${describeDamage(damage)}); not starting, as asked. The damaged files are kept as they are.`,
        );
      }
      journal.compact(storage.state());
    }
    return storage;
  }

  /**
   * Builds the indexes recovery deferred (see Collection.restoreIndex) in the background, in slices
   * of BUILD_SLICE_MS so that a message arriving meanwhile waits little, the indexes reads have
   * wanted most first: back to back while `idle()` says no client is waiting, and at most
   * BUSY_BUILD_SHARE of the thread while clients are busy, for an index reads want (building every
   * index as soon as the server listened delayed the first sign-in by seconds on a loaded machine).
   * A read that needs an unbuilt index passes over its collection meanwhile (deferred-build.ts).
   * Stops once the storage is closed.
   */
  async buildDeferredIndexes(idle: () => boolean): Promise<void> {
    const busyShare = new BusyShare();
    // Picked again before each slice: reads may come to want another index more meanwhile.
    for (let index = this.mostWantedUnbuilt(); index; index = this.mostWantedUnbuilt()) {
      const wait = idle() ? 0 : index.demand > 0 ? busyShare.waitMs() : IDLE_POLL_MS;
      await (wait === 0
        ? nextTurn(undefined, { ref: false })
        : sleep(wait, undefined, { ref: false }));
      if (this.closed) return;
      if (!idle() && (index.demand === 0 || busyShare.waitMs() > 0)) continue;
      const started = performance.now();
      index.buildUntil(started + BUILD_SLICE_MS);
      busyShare.spent(performance.now() - started);
    }
  }

  /** The unbuilt index reads have wanted most; the first in storage order among equals. */
  private mostWantedUnbuilt(): Index | undefined {
    let best: Index | undefined;
    for (const collections of this.databases.values())
      for (const collection of collections.values())
        for (const index of collection.indexList())
          if (!index.isBuilt && (!best || index.demand > best.demand)) best = index;
    return best;
  }

  private record = (change: StorageRecord, undo: () => void): void => {
    if (!this.recording || !this.journal) return;
    if (change.op === 'index') this.pending.push(...indexRecords(change.ns, change.spec));
    else this.pending.push(change);
    this.undos.push(undo);
  };

  /** Whether changes are waiting for `commit()`. */
  get hasUncommitted(): boolean {
    return this.pending.length > 0;
  }

  /** How many changes wait for `commit()`: a command that raised it changed something. */
  get uncommittedChanges(): number {
    return this.pending.length;
  }

  /**
   * Makes everything changed so far reach the disk before the current command is acknowledged, as
   * a `j: true` write concern asks: at the next commit when changes wait for it, else now.
   */
  requireDurable(): void {
    if (!this.journal) return;
    if (this.pending.length > 0) this.syncOnCommit = true;
    else this.journal.flush();
  }

  /**
   * Writes the changes made since the last commit to the journal; call before acknowledging them.
   * When the journal cannot take them (a full disk), they are undone in memory, latest first, and
   * the CommandError to answer their commands with is thrown: nothing unsaved is acknowledged or
   * stays visible, and what was saved before is untouched.
   */
  commit(): void {
    if (!this.journal || this.pending.length === 0) return;
    const undos = this.undos;
    try {
      this.journal.append(this.pending);
    } catch (error) {
      for (let i = undos.length - 1; i >= 0; i -= 1) undos[i]!();
      throw unsaved(error as JournalWriteError);
    } finally {
      this.pending = [];
      this.undos = [];
    }
    if (this.syncOnCommit) {
      this.syncOnCommit = false;
      this.journal.flush();
    }
    if (this.journal.needsCompaction) this.tryCompact();
  }

  /** Compacts, unless that fails (a full disk): the journal still holds every change then. */
  private tryCompact(): void {
    try {
      this.journal?.compact(this.state());
    } catch (error) {
      console.error(
        `embedded-mongo: compaction failed, the journal keeps every change: ${(error as Error).message}`,
      );
    }
  }

  private apply(record: StorageRecord | EncodedPut): void {
    switch (record.op) {
      case 'create':
      case 'options': {
        const collection = this.collection(...splitNamespace(record.ns), { create: true })!;
        if (record.options) collection.options = record.options;
        // Snapshots written before each index had two records of its own list them here too.
        if (record.op === 'create')
          for (const spec of record.indexes ?? []) collection.restoreIndex(spec);
        break;
      }
      case 'drop':
        this.databases.get(splitNamespace(record.ns)[0])?.delete(splitNamespace(record.ns)[1]);
        break;
      case 'dropDb':
        this.databases.delete(record.db);
        break;
      case 'put':
        this.collection(...splitNamespace(record.ns), { create: true })!.restore(record.doc);
        break;
      case 'putEncoded':
        this.collection(...splitNamespace(record.ns), { create: true })!.restoreEncoded(
          record.encoded,
        );
        break;
      case 'del':
        this.collection(...splitNamespace(record.ns))?.restoreDelete(record.id);
        break;
      case 'index':
        this.collection(...splitNamespace(record.ns), { create: true })!.restoreIndex(
          record.spec as IndexSpec,
        );
        break;
      case 'dropIndex':
        this.collection(...splitNamespace(record.ns))?.dropIndex(record.name);
        break;
    }
  }

  /** The whole state as records, for a snapshot. */
  private *state(): Generator<Document> {
    for (const [db, collections] of this.databases) {
      for (const [name, collection] of collections) {
        const ns = `${db}.${name}`;
        yield Object.keys(collection.options).length > 0
          ? { op: 'create', ns, options: collection.options }
          : { op: 'create', ns };
        for (const spec of collection.indexSpecs())
          if (spec.name !== '_id_') for (const record of indexRecords(ns, spec)) yield record;
        for (const doc of collection.storedDocuments()) yield { op: 'put', ns, doc };
      }
    }
  }

  collection(db: string, name: string, { create = false } = {}): Collection | undefined {
    let collections = this.databases.get(db);
    let collection = collections?.get(name);
    if (collection || !create) return collection;
    if (!name || name.includes('$') || !db)
      throw invalidNamespace(`Invalid namespace specified '${db}.${name}'`);
    const newDatabase = !collections;
    if (!collections) this.databases.set(db, (collections = new Map()));
    collection = new Collection(db, name, this.record);
    if (!this.recording) collection.deferIdIndex();
    collections.set(name, collection);
    const created = collections;
    this.record({ op: 'create', ns: collection.namespace }, () =>
      newDatabase ? this.databases.delete(db) : created.delete(name),
    );
    return collection;
  }

  createCollection(db: string, name: string, options: Document = {}): Collection {
    if (this.collection(db, name)) throw namespaceExists(`${db}.${name}`);
    const collection = this.collection(db, name, { create: true })!;
    if (Object.keys(options).length > 0) this.setOptions(collection, options);
    return collection;
  }

  /** Replaces a collection's options (createCollection, collMod), journaled. */
  setOptions(collection: Collection, options: Document): void {
    const previous = collection.options;
    collection.options = options;
    this.record({ op: 'options', ns: collection.namespace, options }, () => {
      collection.options = previous;
    });
  }

  dropCollection(db: string, name: string): number {
    const collection = this.collection(db, name);
    if (!collection) throw namespaceNotFound('ns not found');
    const collections = this.databases.get(db)!;
    collections.delete(name);
    this.record({ op: 'drop', ns: collection.namespace }, () => collections.set(name, collection));
    return collection.indexSpecs().length;
  }

  dropDatabase(db: string): void {
    const collections = this.databases.get(db);
    if (!collections) return;
    this.databases.delete(db);
    this.record({ op: 'dropDb', db }, () => this.databases.set(db, collections));
  }

  collections(db: string): Collection[] {
    return [...(this.databases.get(db)?.values() ?? [])];
  }

  databaseNames(): string[] {
    return [...this.databases.keys()];
  }

  /**
   * Compacts into a snapshot and closes the journal (clean shutdown). On a full disk the journal
   * stays as it is, which holds every change that was acknowledged.
   */
  close({ compact = true }: { compact?: boolean } = {}): void {
    this.closed = true;
    if (!this.journal) return;
    try {
      this.commit();
    } catch (error) {
      console.error(`embedded-mongo: ${(error as Error).message}`);
    }
    if (compact) this.tryCompact();
    this.journal.close();
    this.journal = undefined;
    this.unlock?.();
  }
}
