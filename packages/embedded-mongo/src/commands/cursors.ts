import { calculateObjectSize, type Document } from 'bson';
import { CommandError, cursorNotFound } from '../errors';
import { encodeDocument } from '../storage/encoded';
import { CursorReply } from '../wire/cursor-reply';

const DEFAULT_FIRST_BATCH = 101;
/** Keep each reply well under the 16 MiB document limit. */
const MAX_BATCH_BYTES = 15 * 1024 * 1024;
/** mongod's largest document (16 MiB) plus the room it allows a command's own fields. */
const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024 + 16 * 1024;

/** A result document larger than any BSON document may be (a $group's, say) fails as in mongod. */
function tooLarge(size: number): CommandError {
  return new CommandError(
    10334,
    'BSONObjectTooLarge',
    `BSONObj size: ${size} (0x${size.toString(16).toUpperCase()}) is invalid. Size must be between 0 and 16793600(16MB)`,
  );
}

function encodeResult(encode: (doc: Document) => Uint8Array, doc: Document): Uint8Array {
  let encoded: Uint8Array;
  try {
    encoded = encode(doc);
  } catch (error) {
    // bson's serializer gives up on documents past its buffer with a RangeError.
    if ((error as Error).name === 'RangeError') throw tooLarge(calculateObjectSize(doc));
    throw error;
  }
  if (encoded.length > MAX_DOCUMENT_BYTES) throw tooLarge(encoded.length);
  return encoded;
}

interface OpenCursor {
  ns: string;
  docs: Document[];
  position: number;
  encode: (doc: Document) => Uint8Array;
}

export interface FirstBatchOptions {
  batchSize?: number;
  singleBatch?: boolean;
  /** How each document becomes reply bytes (a projection cuts them); default: as stored. */
  encode?: (doc: Document) => Uint8Array;
}

/** Server-side cursors: results held between getMore calls, addressed by 64-bit ids. */
export class Cursors {
  private readonly open = new Map<bigint, OpenCursor>();

  /** The next documents, encoded (the reply needs their bytes, which also give their size). */
  private static takeBatch(cursor: OpenCursor, batchSize: number): Uint8Array[] {
    const batch: Uint8Array[] = [];
    let bytes = 0;
    while (cursor.position < cursor.docs.length && batch.length < batchSize) {
      const encoded = encodeResult(cursor.encode, cursor.docs[cursor.position]!);
      // The first document always goes out, however large.
      if (batch.length > 0 && bytes + encoded.length > MAX_BATCH_BYTES) break;
      bytes += encoded.length;
      batch.push(encoded);
      cursor.position += 1;
    }
    return batch;
  }

  private static newId(): bigint {
    // Random positive 63-bit ids; the driver needs 64-bit ids (a 32-bit one breaks it).
    const high = BigInt(Math.floor(Math.random() * 0x7fffffff) + 1);
    return (high << 32n) | BigInt(Math.floor(Math.random() * 0xffffffff));
  }

  /** The first batch of a result and, if more remains, an open cursor for getMore. */
  first(ns: string, docs: Document[], options: FirstBatchOptions = {}): CursorReply {
    const cursor: OpenCursor = { ns, docs, position: 0, encode: options.encode ?? encodeDocument };
    const size = options.singleBatch ? docs.length : options.batchSize || DEFAULT_FIRST_BATCH;
    const firstBatch = Cursors.takeBatch(cursor, size);
    let id = 0n;
    if (!options.singleBatch && cursor.position < docs.length) {
      id = Cursors.newId();
      this.open.set(id, cursor);
    }
    return new CursorReply('firstBatch', firstBatch, id, ns);
  }

  more(id: bigint, batchSize: number | undefined): CursorReply {
    const cursor = this.open.get(id);
    if (!cursor) throw cursorNotFound(id);
    const nextBatch = Cursors.takeBatch(cursor, batchSize || Number.MAX_SAFE_INTEGER);
    const exhausted = cursor.position >= cursor.docs.length;
    if (exhausted) this.open.delete(id);
    return new CursorReply('nextBatch', nextBatch, exhausted ? 0n : id, cursor.ns);
  }

  kill(ids: bigint[]): { killed: bigint[]; notFound: bigint[] } {
    const killed: bigint[] = [];
    const notFound: bigint[] = [];
    for (const id of ids) (this.open.delete(id) ? killed : notFound).push(id);
    return { killed, notFound };
  }
}
