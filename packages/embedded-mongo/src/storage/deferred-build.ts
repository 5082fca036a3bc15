/**
 * An index recovery left unbuilt (see Index.deferBuild), and how it is read and built meanwhile.
 * Building a multikey index over 100,000 recovered students costs 0.3-2.5 s (a key per array
 * element, each added to a hash map), so a query that reads such an index before it is built does
 * not build it: it finds the holders of the keys it needs in one pass over the collection, skipping
 * the encoded documents whose bytes cannot hold them. The background builder adds the documents
 * in short slices while the server is quiet (Storage.buildDeferredIndexes), the indexes reads
 * wanted first. A small collection's index is built on first use as before
 * (building it costs about what a pass costs), and so is one that reads have already passed over
 * the collection for twice: while requests come back to back, passes would otherwise go on.
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

/** After this many passes over the collection for want of an index, the next read builds it. */
const PASSES_BEFORE_BUILD = 2;

/** How many documents a slice adds between two looks at the clock. */
const CLOCK_EVERY = 64;

export class DeferredBuild {
  /** How often reads wanted this index (a pass, or the multikey question): the builder's priority. */
  demand = 0;
  /** How many reads passed over the collection for want of this index. */
  private passes = 0;
  private rest?: Iterator<[string, Stored]>;
  private readonly multikey = new Map<string, boolean>();

  constructor(readonly source: IndexSource) {}

  /** Whether a sliced build has begun (see advance). */
  get started(): boolean {
    return this.rest !== undefined;
  }

  /**
   * Whether a read should build the index now rather than pass over the collection: when the
   * collection is small, or when reads have passed over it often enough that building would have
   * cost less (a pass over 100,000 students costs 60-160 ms, a build 0.3-2.5 s; while requests
   * come back to back the background builder only gets the gaps between them, and every request
   * paid for its passes: friend suggestions at p50 630 ms).
   */
  get dueForBuild(): boolean {
    return this.source.size() <= BUILD_ON_READ_MAX || this.passes >= PASSES_BEFORE_BUILD;
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
   * holds them in), from one pass over the collection; `keysOf` gives at least the wanted keys a
   * document holds.
   */
  holders(
    wanted: string[],
    keysOf: (id: string, stored: Stored) => string[],
  ): Map<string, string[]> {
    this.demand += 1;
    this.passes += 1;
    const found = new Map(wanted.map((key) => [key, [] as string[]]));
    for (const [id, stored] of this.source.entries())
      for (const key of keysOf(id, stored)) found.get(key)?.push(id);
    return found;
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
