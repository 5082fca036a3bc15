/**
 * An index recovery left unbuilt (see Index.deferBuild), and how it is read and built meanwhile.
 * Building a multikey index over a large recovered collection is slow (a key per array element,
 * each added to a hash map), so a query that reads such an index before it is built does
 * not build it: it finds the holders of the keys it needs in one pass over the collection, skipping
 * the encoded documents whose bytes cannot hold them, and keeps what it found for the next reads of
 * the same keys. The background builder adds the documents in short slices
 * (Storage.buildDeferredIndexes), the indexes reads wanted first. A small collection's index is
 * built on first use (building it costs about what a pass costs).
 */
import type { Document } from 'bson';
import type { EncodedDocument } from './recovered';

/** A stored document, or its bytes while recovery has left it encoded (recovered.ts). */
export type Stored = Document | EncodedDocument;

/** What a deferred index reads: its collection's documents as they are when it reads them. */
export interface IndexSource {
  /** The documents by id; recovered ones may still be encoded (recovered.ts). */
  entries(): Iterable<[string, Stored]>;
  /** How many documents there are. */
  size(): number;
  /** Whether a document has this id key (values.ts keyOf of its `_id`). */
  has(id: string): boolean;
  /** Decodes an encoded entry for the whole collection (it stays decoded). */
  decode(id: string, encoded: EncodedDocument): Document;
}

/** Up to this many documents, a read builds the index instead of passing over the collection. */
const BUILD_ON_READ_MAX = 20_000;

/** How many documents a slice adds between two looks at the clock. */
const CLOCK_EVERY = 64;

/** Which keys a pass looked for: the index's whole keys, or a compound index's first field's. */
export type KeyScope = 'key' | 'leading';

export class DeferredBuild {
  /** How often reads had to pass over the collection for this index (or asked the multikey question): the builder's priority. */
  demand = 0;
  /**
   * The holders passes found, per scope and key: still complete while the index is unbuilt, since
   * any write to the collection builds its indexes first. The interest lists' few values come
   * back in most friend suggestions, so after the first requests most of their reads need no pass.
   */
  private readonly found: Record<KeyScope, Map<string, string[]>> = {
    key: new Map(),
    leading: new Map(),
  };
  private rest?: Iterator<[string, Stored]>;
  private readonly multikey = new Map<string, boolean>();

  constructor(readonly source: IndexSource) {}

  /** Whether a sliced build has begun (see advance). */
  get started(): boolean {
    return this.rest !== undefined;
  }

  /**
   * Whether a read should build the index now rather than pass over the collection: when the
   * collection is small. A large one is never built by a read (that read would wait for the whole
   * build); the background builder builds it, also while reads want it.
   */
  get dueForBuild(): boolean {
    return this.source.size() <= BUILD_ON_READ_MAX;
  }

  /**
   * Adds the collection's documents through `add`, continuing where the last call stopped, until
   * `deadline` (performance.now()); true once every document is added. Any write to the collection
   * builds its indexes to the end first (Index.build), so the documents passed over stay current.
   */
  advance(deadline: number, add: (id: string, stored: Stored) => void): boolean {
    const rest = (this.rest ??= this.source.entries()[Symbol.iterator]());
    for (let count = 0; ; count += 1) {
      if (count % CLOCK_EVERY === 0 && count > 0 && performance.now() >= deadline) return false;
      const next = rest.next();
      if (next.done) return true;
      add(...next.value);
    }
  }

  /**
   * The ids holding each wanted key, in the collection's order (the order a freshly built index
   * holds them in): those earlier passes found, the rest from one pass over the collection, where
   * `readerOf(missing)` gives at least the missing keys (of `scope`) a document holds.
   */
  holders(
    wanted: string[],
    scope: KeyScope,
    readerOf: (missing: string[]) => (id: string, stored: Stored) => string[],
  ): Map<string, string[]> {
    const known = this.found[scope];
    const missing = new Map<string, string[]>();
    for (const key of wanted) if (!known.has(key)) missing.set(key, []);
    if (missing.size > 0) {
      // Only a pass counts as demand: an index whose reads are served from kept holders can wait.
      this.demand += 1;
      const keysOf = readerOf([...missing.keys()]);
      for (const [id, stored] of this.source.entries())
        for (const key of keysOf(id, stored)) missing.get(key)?.push(id);
      for (const [key, ids] of missing) known.set(key, ids);
    }
    return new Map(wanted.map((key) => [key, known.get(key)!]));
  }

  /** Whether some document holds an array at the field, found once by `find` (no write can come first). */
  isMultikey(field: string, find: () => boolean): boolean {
    let answer = this.multikey.get(field);
    if (answer === undefined) {
      this.demand += 1;
      this.multikey.set(field, (answer = find()));
    }
    return answer;
  }
}
