/**
 * Recovered documents left encoded. After a restart most stored documents are not read for a
 * while, and decoding every one of them would be most of what a restart costs (BSON decoding and
 * the garbage it leaves). So recovery keeps each
 * document's bytes from the snapshot or journal, reads only its `_id` key from them, and decodes it
 * on first use; a deferred index on plain fields reads its keys from the bytes too (see
 * Index.build), so the first sign-in's `email_1` decodes nothing, nor do the interest lists'
 * multikey indexes the first friend suggestions build. A decoded document keeps these
 * bytes as its stored encoding (encoded.ts): they are the bytes it was stored with.
 */
import { deserialize, ObjectId, type Document } from 'bson';
import { elementEnd, nulAt, readInt32, sameBytes, valueSize } from './bson-elements';
import { rememberStoredBytes } from './encoded';
import { recordNumberKinds } from './number-kinds';
import { objectIdKey } from './values';

/** A stored document not decoded yet: its BSON bytes. */
export type EncodedDocument = Buffer;

const ID_NAME = Buffer.from('_id', 'latin1');
const TYPE_DOUBLE = 0x01;
const TYPE_STRING = 0x02;
const TYPE_DOCUMENT = 0x03;
const TYPE_ARRAY = 0x04;
const TYPE_OBJECT_ID = 0x07;
const TYPE_BOOLEAN = 0x08;
const TYPE_DATE = 0x09;
const TYPE_NULL = 0x0a;
const TYPE_INT32 = 0x10;
const MAX_DATE_MS = 8.64e15;

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

/**
 * The last top-level element named `name`: where it starts, its type and where its value starts;
 * undefined when there is none.
 */
export function findElement(
  bytes: Buffer,
  name: Uint8Array,
): { type: number; at: number; valueAt: number } | undefined {
  const end = readInt32(bytes, 0) - 1;
  let found: { type: number; at: number; valueAt: number } | undefined;
  // Decoding keeps the last of repeated names, so the last one is the one that counts.
  for (let at = 4; at < end;) {
    // The name is compared while its end is looked for: each name byte is read once.
    let nameEnd = at + 1;
    let same = 0;
    while (same < name.length && bytes[nameEnd] === name[same]) {
      nameEnd += 1;
      same += 1;
    }
    const matches = same === name.length && bytes[nameEnd] === 0;
    if (!matches) nameEnd = nulAt(bytes, nameEnd, end);
    const type = bytes[at]!;
    if (matches) found = { type, at, valueAt: nameEnd + 1 };
    at = nameEnd + 1 + valueSize(bytes, type, nameEnd + 1);
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
    case TYPE_DATE: {
      const time = Number(bytes.readBigInt64LE(valueAt));
      // Beyond what a Date holds, decoding gives an invalid date: left to it.
      return Math.abs(time) <= MAX_DATE_MS ? `d:${time}` : undefined;
    }
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

/** The index keys one plain (top-level, not dotted) field gives a document, read from its bytes. */
export interface EncodedFieldKeys {
  /** The distinct key texts (values.ts keyOf) of its values, first occurrence first, as keysOf has them. */
  keys: string[];
  /** The field holds an array: an index on it is multikey. */
  isArray: boolean;
  /** It holds no value (missing, or an empty array): a sparse index leaves out a document all missing. */
  missing: boolean;
}

const MISSING: EncodedFieldKeys = { keys: ['null'], isArray: false, missing: true };
const EMPTY_ARRAY: EncodedFieldKeys = { keys: ['null'], isArray: true, missing: true };

/** The distinct keys of an array's scalar elements; undefined when one must be decoded. */
function arrayKeys(bytes: Buffer, arrayAt: number): string[] | undefined {
  const end = arrayAt + readInt32(bytes, arrayAt) - 1;
  const keys: string[] = [];
  for (let at = arrayAt + 4; at < end; at = elementEnd(bytes, at, end)) {
    const key = scalarKey(bytes, bytes[at]!, nulAt(bytes, at + 1, end) + 1);
    if (key === undefined) return undefined;
    // Arrays are short (a student's hobbies, an activity's participants): a linear check is cheapest.
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

/**
 * The keys an index on a plain field holds for an encoded document, as valuesAtPath and keyOf give
 * them for the decoded one: a scalar's key, each distinct element's key for an array of scalars,
 * keyOf's 'null' for a missing field or an empty array; undefined when the value must be decoded
 * (a document, an array holding documents or arrays, a long...).
 */
export function encodedFieldKeys(
  bytes: EncodedDocument,
  field: Uint8Array,
): EncodedFieldKeys | undefined {
  const element = findElement(bytes, field);
  if (!element) return MISSING;
  if (element.type === TYPE_ARRAY) {
    const keys = arrayKeys(bytes, element.valueAt);
    if (!keys) return undefined;
    return keys.length === 0 ? EMPTY_ARRAY : { keys, isArray: true, missing: false };
  }
  const key = scalarKey(bytes, element.type, element.valueAt);
  return key === undefined ? undefined : { keys: [key], isArray: false, missing: false };
}

/** The values index keys hold most (dates, ids, strings, numbers) read as decoding gives them. */
function commonValue(bytes: Buffer, type: number, valueAt: number): { value: unknown } | undefined {
  switch (type) {
    case TYPE_DATE: {
      const time = Number(bytes.readBigInt64LE(valueAt));
      return Math.abs(time) <= MAX_DATE_MS ? { value: new Date(time) } : undefined;
    }
    case TYPE_OBJECT_ID:
      return { value: new ObjectId(Uint8Array.prototype.slice.call(bytes, valueAt, valueAt + 12)) };
    case TYPE_STRING:
      return {
        value: bytes.toString('utf8', valueAt + 4, valueAt + 4 + readInt32(bytes, valueAt) - 1),
      };
    case TYPE_INT32:
      return { value: bytes.readInt32LE(valueAt) };
    case TYPE_DOUBLE:
      return { value: bytes.readDoubleLE(valueAt) };
    default:
      return undefined;
  }
}

/**
 * The value of a plain field as decoding the document would give it (undefined when missing), with
 * that element decoded alone; undefined when it holds an array or a document, whose index keys
 * need the whole document's decoding.
 */
export function encodedFieldValue(
  bytes: EncodedDocument,
  field: Uint8Array,
): { value: unknown } | undefined {
  const element = findElement(bytes, field);
  if (!element) return { value: undefined };
  if (element.type === TYPE_ARRAY || element.type === TYPE_DOCUMENT) return undefined;
  const common = commonValue(bytes, element.type, element.valueAt);
  if (common) return common;
  const end = elementEnd(bytes, element.at, readInt32(bytes, 0) - 1);
  const alone = Buffer.allocUnsafe(end - element.at + 5);
  alone.writeInt32LE(alone.length, 0);
  bytes.copy(alone, 4, element.at, end);
  alone[alone.length - 1] = 0;
  const doc = deserialize(alone);
  for (const name in doc) return { value: doc[name] as unknown };
  return { value: undefined };
}

/** Whether a plain field of an encoded document holds an array (an index on it is then multikey). */
export function encodedFieldIsArray(bytes: EncodedDocument, field: Uint8Array): boolean {
  return findElement(bytes, field)?.type === TYPE_ARRAY;
}

/** Decodes a recovered document, keeping its bytes as its stored encoding. */
export function decodeRecovered(bytes: EncodedDocument): Document {
  const doc = deserialize(bytes);
  recordNumberKinds(bytes, 0, doc);
  rememberStoredBytes(doc, bytes);
  return doc;
}
