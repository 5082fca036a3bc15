import type { Document } from 'bson';
import { Query } from './mingo';
import { elementEnd, nulAt, readInt32, sameBytes } from '../storage/bson-elements';
import { encodeDocument } from '../storage/encoded';
import { copyNumberKinds } from '../storage/number-kinds';
import { needsFindProjection, projectForFind } from './find-projection';
import { queryOptions } from './options';
import { assertOneProjectionKind } from './projection-kind';

const included = (value: unknown) => value === 1 || value === true;

/**
 * The top-level fields a plain inclusion projection (`{ a: 1, b: 1 }`, `_id` optionally excluded)
 * keeps, as BSON writes their names (`_id` among them unless excluded), or undefined for any other
 * projection (dotted paths, operators, exclusions).
 */
function plainInclusion(projection: Document): Uint8Array[] | undefined {
  const fields = new Set<string>();
  let withId = true;
  for (const [field, value] of Object.entries(projection)) {
    if (field === '_id' && !included(value)) withId = false;
    else if (field.includes('.') || field.startsWith('$') || !included(value)) return undefined;
    else fields.add(field);
  }
  // `{ _id: 0 }` alone excludes, keeping every other field.
  if (fields.size === 0) return undefined;
  return [...fields, ...(withId ? ['_id'] : [])].map((field) => Buffer.from(field, 'utf8'));
}

/** Whether bytes[from, to) is one of the names. */
function isOneOf(bytes: Uint8Array, from: number, to: number, names: Uint8Array[]): boolean {
  for (const name of names) if (sameBytes(bytes, from, to, name)) return true;
  return false;
}

/** Copies bytes[from, to) into `out` at `at`; a loop, as most elements are a few bytes long. */
function copyInto(out: Uint8Array, at: number, bytes: Uint8Array, from: number, to: number): void {
  if (to - from > 64) out.set(bytes.subarray(from, to), at);
  else for (let i = from; i < to; i += 1) out[at + i - from] = bytes[i]!;
}

/**
 * The BSON of a plain inclusion of a document: the kept elements' bytes copied from the
 * document's own, in its order (mongod's too), with no decoding or encoding of their values.
 */
function includedBytes(bytes: Uint8Array, names: Uint8Array[]): Uint8Array {
  const end = readInt32(bytes, 0) - 1;
  const kept: number[] = [];
  let size = 4 + 1;
  for (let at = 4; at < end;) {
    const nameEnd = nulAt(bytes, at + 1, end);
    const next = elementEnd(bytes, at, end);
    if (isOneOf(bytes, at + 1, nameEnd, names)) {
      kept.push(at, next);
      size += next - at;
    }
    at = next;
  }
  const out = Buffer.allocUnsafe(size);
  let to = out.writeInt32LE(size, 0);
  for (let i = 0; i < kept.length; i += 2) {
    copyInto(out, to, bytes, kept[i]!, kept[i + 1]!);
    to += kept[i + 1]! - kept[i]!;
  }
  out[to] = 0;
  return out;
}

/** A find's documents and how each is encoded into its reply. */
export interface Projected {
  docs: Document[];
  /** Absent: the documents are encoded as they are. */
  encode?: (doc: Document) => Uint8Array;
}

/**
 * Projects the documents, in input order, keeping their recorded number types. A plain inclusion —
 * what mongoose's `select` and lean reads send — leaves the stored documents as they are and cuts
 * each one's reply bytes from its stored bytes when its batch is sent, which costs a fraction of a
 * general mingo projection and builds no intermediate document.
 */
export function projectDocuments(
  docs: Document[],
  projection: Document,
  filter: Document = {},
): Projected {
  const names = plainInclusion(projection);
  if (names) return { docs, encode: (doc) => includedBytes(encodeDocument(doc), names) };
  assertOneProjectionKind(projection);
  if (needsFindProjection(projection))
    return { docs: docs.map((doc) => projectForFind(doc, projection, filter)) };
  const projected = new Query({}, queryOptions).find(docs, projection).all() as Document[];
  projected.forEach((doc, i) => copyNumberKinds(docs[i]!, doc));
  return { docs: projected };
}
