/**
 * The driver's most common read — `find` with `filter: { _id: ObjectId }`, which is what mongoose's
 * findById and findOne({ _id }) send — recognised straight from the request's bytes, so answering
 * it decodes nothing. Any other shape (another filter, an option this does not know, transaction
 * fields, a malformed body) is not recognised and goes the general way, which decodes, validates
 * and dispatches it; the answer is the same either way.
 */
import { elementEnd, nulAt, readInt32, sameBytes } from '../storage/bson-elements';
import { IGNORED_FIELDS, stringValue } from './element-values';
import { HEADER_BYTES, OP_MSG } from './opcodes';

export interface FindById {
  db: string;
  collection: string;
  /** The 24 hex digits of the wanted `_id`. */
  idHex: string;
}

const BODY_START = HEADER_BYTES + 5;
const STRING = 0x02;
const DOCUMENT = 0x03;
const OBJECT_ID = 0x07;
const BOOLEAN = 0x08;
const INT32 = 0x10;

const name = (text: string) => Buffer.from(text, 'latin1');
const FIND = name('find');
const FILTER = name('filter');
const DB = name('$db');
const LIMIT = name('limit');
const SINGLE_BATCH = name('singleBatch');
const ID = name('_id');

/** The `_id` of a filter that is exactly `{ _id: ObjectId }`, as hex; otherwise undefined. */
function objectIdFilter(bytes: Buffer, at: number, end: number): string | undefined {
  // { int32 size, 0x07 "_id\0" 12 bytes, 0x00 }
  if (end - at !== 4 + 1 + 4 + 12 + 1 || bytes[at + 4] !== OBJECT_ID) return undefined;
  if (!sameBytes(bytes, at + 5, at + 8, ID) || bytes[at + 8] !== 0) return undefined;
  return bytes.toString('hex', at + 9, at + 21);
}

/** Recognises a whole OP_MSG frame holding a find by ObjectId `_id`. */
export function recogniseFindById(message: Buffer): FindById | undefined {
  if (message.length < BODY_START + 5 || readInt32(message, 12) !== OP_MSG) return undefined;
  // Flags 0 (no checksum, a reply wanted) and a single body section that fills the frame.
  if (readInt32(message, HEADER_BYTES) !== 0 || message[HEADER_BYTES + 4] !== 0) return undefined;
  const end = message.length - 1;
  if (readInt32(message, BODY_START) !== message.length - BODY_START || message[end] !== 0)
    return undefined;
  let db: string | undefined;
  let collection: string | undefined;
  let idHex: string | undefined;
  for (let at = BODY_START + 4; at < end;) {
    const type = message[at]!;
    const nameEnd = nulAt(message, at + 1, end);
    const next = elementEnd(message, at, end);
    if (nameEnd >= end || next <= at || next > end) return undefined;
    const valueAt = nameEnd + 1;
    if (at === BODY_START + 4) {
      // The command name comes first.
      if (!sameBytes(message, at + 1, nameEnd, FIND) || type !== STRING) return undefined;
      collection = stringValue(message, valueAt, next);
      if (!collection) return undefined;
    } else if (sameBytes(message, at + 1, nameEnd, FILTER) && type === DOCUMENT) {
      idHex = objectIdFilter(message, valueAt, next);
      if (!idHex) return undefined;
    } else if (sameBytes(message, at + 1, nameEnd, DB) && type === STRING) {
      db = stringValue(message, valueAt, next);
      if (db === undefined) return undefined;
    } else if (
      sameBytes(message, at + 1, nameEnd, LIMIT) ||
      sameBytes(message, at + 1, nameEnd, SINGLE_BATCH)
    ) {
      // At most one document matches, so any whole limit and either batch mode give the same answer.
      if (type !== (sameBytes(message, at + 1, nameEnd, LIMIT) ? INT32 : BOOLEAN)) return undefined;
    } else if (!IGNORED_FIELDS.some((ignored) => sameBytes(message, at + 1, nameEnd, ignored))) {
      return undefined;
    }
    at = next;
  }
  if (!db || !collection || !idHex) return undefined;
  return { db, collection, idHex };
}
