/**
 * Recovered documents left encoded. After a restart most stored documents are not read for a
 * while, and decoding every one of them was most of what a restart cost (BSON decoding and the
 * garbage it leaves: ~0.5 s for 10,000 students and 10,000 activities). So recovery keeps each
 * document's bytes from the snapshot or journal, reads only its `_id` key from them, and decodes it
 * on first use; a deferred index on one plain field reads its key from the bytes too (see
 * Index.build), so the first sign-in's `email_1` decodes nothing. A decoded document keeps these
 * bytes as its stored encoding (encoded.ts): they are the bytes it was stored with.
 */
import { deserialize, type Document } from 'bson';
import { elementEnd, nulAt, readInt32, sameBytes } from './bson-elements';
import { rememberStoredBytes } from './encoded';
import { recordNumberKinds } from './number-kinds';
import { objectIdKey } from './values';

/** A stored document not decoded yet: its BSON bytes. */
export type EncodedDocument = Buffer;

const ID_NAME = Buffer.from('_id', 'latin1');
const TYPE_DOUBLE = 0x01;
const TYPE_STRING = 0x02;
const TYPE_DOCUMENT = 0x03;
const TYPE_OBJECT_ID = 0x07;
const TYPE_BOOLEAN = 0x08;
const TYPE_NULL = 0x0a;
const TYPE_INT32 = 0x10;

/** The fixed start of a put record after its length: the elements `op: 'put'` and then `ns`'s name. */
const PUT_START = Buffer.from('\x02op\x00\x04\x00\x00\x00put\x00\x02ns\x00', 'latin1');
const DOC_NAME = Buffer.from('\x03doc\x00', 'latin1');

/**
 * A put record (`{ op: 'put', ns, doc }`, the layout journal.ts writes) read without decoding its
 * document: the namespace and the document's bytes; undefined for any other record or layout.
 */
export function readEncodedPut(
  payload: Buffer,
): { ns: string; encoded: EncodedDocument } | undefined {
  const end = payload.length - 1;
  if (readInt32(payload, 0) !== payload.length || payload[end] !== 0) return undefined;
  if (!sameBytes(payload, 4, 4 + PUT_START.length, PUT_START)) return undefined;
  const nsAt = 4 + PUT_START.length;
  const nsEnd = nsAt + 4 + readInt32(payload, nsAt) - 1;
  if (nsEnd >= end || payload[nsEnd] !== 0) return undefined;
  const docAt = nsEnd + 1 + DOC_NAME.length;
  if (!sameBytes(payload, nsEnd + 1, docAt, DOC_NAME)) return undefined;
  if (docAt + 5 > end || docAt + readInt32(payload, docAt) !== end) return undefined;
  return {
    ns: payload.toString('utf8', nsAt + 4, nsEnd),
    encoded: payload.subarray(docAt, end),
  };
}

/** Where the value of the last top-level element named `name` starts, and its type; or undefined. */
function findElement(
  bytes: Buffer,
  name: Uint8Array,
): { type: number; valueAt: number } | undefined {
  const end = readInt32(bytes, 0) - 1;
  let found: { type: number; valueAt: number } | undefined;
  // Decoding keeps the last of repeated names, so the last one is the one that counts.
  for (let at = 4; at < end; at = elementEnd(bytes, at, end)) {
    const nameEnd = nulAt(bytes, at + 1, end);
    if (sameBytes(bytes, at + 1, nameEnd, name)) found = { type: bytes[at]!, valueAt: nameEnd + 1 };
  }
  return found;
}

/**
 * The index key text (values.ts keyOf) of a scalar value read from the bytes; undefined for the
 * types this does not read (arrays, documents, dates, longs...), which are decoded instead.
 */
function scalarKey(bytes: Buffer, type: number, valueAt: number): string | undefined {
  switch (type) {
    case TYPE_STRING:
      return `s:${bytes.toString('utf8', valueAt + 4, valueAt + 4 + readInt32(bytes, valueAt) - 1)}`;
    case TYPE_OBJECT_ID:
      return objectIdKey(bytes.toString('hex', valueAt, valueAt + 12));
    case TYPE_NULL:
      return 'null';
    case TYPE_BOOLEAN:
      return `b:${bytes[valueAt] === 1}`;
    case TYPE_INT32:
      return `n:${bytes.readInt32LE(valueAt)}`;
    case TYPE_DOUBLE:
      return `n:${bytes.readDoubleLE(valueAt)}`;
    default:
      return undefined;
  }
}

/**
 * The key of the document's `_id` when it is the first element (as every stored document's is) and
 * a scalar; undefined otherwise, and the document is then decoded at once.
 */
export function encodedIdKey(bytes: EncodedDocument): string | undefined {
  const nameEnd = nulAt(bytes, 5, bytes.length);
  if (!sameBytes(bytes, 5, nameEnd, ID_NAME)) return undefined;
  const type = bytes[4]!;
  return type === TYPE_DOCUMENT ? undefined : scalarKey(bytes, type, nameEnd + 1);
}

/**
 * The key of a plain (top-level, not dotted) field as an index on it holds it; 'missing' when the
 * document has no such field (a sparse index leaves it out, another holds it under keyOf's 'null');
 * undefined when the value must be decoded (an array, a document, a date, a long...).
 */
export function encodedFieldKey(
  bytes: EncodedDocument,
  field: Uint8Array,
): string | 'missing' | undefined {
  const element = findElement(bytes, field);
  if (!element) return 'missing';
  return scalarKey(bytes, element.type, element.valueAt);
}

/** Decodes a recovered document, keeping its bytes as its stored encoding. */
export function decodeRecovered(bytes: EncodedDocument): Document {
  const doc = deserialize(bytes);
  recordNumberKinds(bytes, 0, doc);
  rememberStoredBytes(doc, bytes);
  return doc;
}
