/**
 * The distinct keys of an index in index order, for range scans and index-ordered walks. A sorted
 * list cut into chunks (like Python's sortedcontainers): inserting or removing moves at most one
 * chunk's entries instead of the whole list, and finding a position is two binary searches.
 */
import { compareValues } from './compare';

export interface KeyEntry {
  /** The key text (see keyOf), the index's map key. */
  key: string;
  /** The key's value for each indexed field. */
  values: unknown[];
}

export interface Position {
  chunk: number;
  offset: number;
}

const CHUNK_TARGET = 512;
const CHUNK_MAX = 2 * CHUNK_TARGET;

export class SortedKeys {
  private chunks: KeyEntry[][] = [];

  /** `directions[i]` is 1 or -1, the order of field `i` in the index. */
  constructor(
    private readonly directions: number[],
    entries: KeyEntry[],
  ) {
    entries.sort(this.compare);
    for (let start = 0; start < entries.length; start += CHUNK_TARGET)
      this.chunks.push(entries.slice(start, start + CHUNK_TARGET));
  }

  /** Index order of two keys' values; fields beyond the shorter key are not compared. */
  readonly compare = (a: KeyEntry, b: KeyEntry): number => this.compareValues(a.values, b.values);

  compareValues(a: unknown[], b: unknown[]): number {
    for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
      const order = compareValues(a[i], b[i]) * (this.directions[i] ?? 1);
      if (order !== 0) return order;
    }
    return 0;
  }

  /** The first position whose entry satisfies `reached`, which must be false then true along the list. */
  seek(reached: (entry: KeyEntry) => boolean): Position {
    let low = 0;
    let high = this.chunks.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const chunk = this.chunks[middle]!;
      if (reached(chunk[chunk.length - 1]!)) high = middle;
      else low = middle + 1;
    }
    const chunk = this.chunks[low];
    if (!chunk) return { chunk: low, offset: 0 };
    let first = 0;
    let last = chunk.length;
    while (first < last) {
      const middle = (first + last) >>> 1;
      if (reached(chunk[middle]!)) last = middle;
      else first = middle + 1;
    }
    return { chunk: low, offset: first };
  }

  /** Entries from `from` onwards (forward), or backwards from the one just before `from`. */
  *walk(from: Position, forward: boolean): Generator<KeyEntry> {
    let { chunk, offset } = from;
    if (forward) {
      for (; chunk < this.chunks.length; chunk += 1, offset = 0) {
        const entries = this.chunks[chunk]!;
        for (; offset < entries.length; offset += 1) yield entries[offset]!;
      }
      return;
    }
    // Step back to the entry before `from`: the previous chunk's last one when at a chunk's start.
    if (offset === 0) offset = this.chunks[--chunk]?.length ?? 0;
    for (; chunk >= 0; chunk -= 1, offset = this.chunks[chunk]?.length ?? 0) {
      const entries = this.chunks[chunk]!;
      for (offset -= 1; offset >= 0; offset -= 1) yield entries[offset]!;
    }
  }

  get start(): Position {
    return { chunk: 0, offset: 0 };
  }

  get end(): Position {
    return { chunk: this.chunks.length, offset: 0 };
  }

  insert(entry: KeyEntry): void {
    const at = this.seek((other) => this.compare(other, entry) > 0);
    const chunk = this.chunks[at.chunk] ?? this.chunks[this.chunks.length - 1];
    if (!chunk) {
      this.chunks.push([entry]);
      return;
    }
    const offset = this.chunks[at.chunk] ? at.offset : chunk.length;
    chunk.splice(offset, 0, entry);
    if (chunk.length > CHUNK_MAX) {
      const index = this.chunks.indexOf(chunk);
      this.chunks.splice(index + 1, 0, chunk.splice(CHUNK_TARGET));
    }
  }

  delete(entry: KeyEntry): void {
    const at = this.seek((other) => this.compare(other, entry) >= 0);
    for (let { chunk, offset } = at; chunk < this.chunks.length; chunk += 1, offset = 0) {
      const entries = this.chunks[chunk]!;
      for (; offset < entries.length; offset += 1) {
        const candidate = entries[offset]!;
        if (this.compare(candidate, entry) !== 0) return;
        if (candidate.key === entry.key) {
          entries.splice(offset, 1);
          if (entries.length === 0) this.chunks.splice(chunk, 1);
          return;
        }
      }
    }
  }
}
