/** Element type and name bytes, prepared once. */
const element = (text: string) => Buffer.from(text, 'latin1');
const CURSOR = element('\x03cursor\x00');
const FIRST_BATCH = element('\x04firstBatch\x00');
const NEXT_BATCH = element('\x04nextBatch\x00');
const ID = element('\x12id\x00');
const NS = element('\x02ns\x00');
const OK = element('\x01ok\x00');

function put(out: Buffer, at: number, bytes: Uint8Array): number {
  out.set(bytes, at);
  return at + bytes.length;
}

/** Array elements are named by their index: "0", "1", ... (digits only, so one byte each). */
const indexNameLength = (i: number) => String(i).length + 1;

/**
 * The reply of find, aggregate, getMore and the list commands:
 * `{ cursor: { firstBatch | nextBatch: [...], id, ns }, ok: 1 }`. It is written by hand around the
 * documents' BSON (for stored documents, their stored bytes), so answering a read never encodes a
 * stored document again.
 */
export class CursorReply {
  constructor(
    readonly batchName: 'firstBatch' | 'nextBatch',
    /** The batch's documents, encoded. */
    readonly batch: Uint8Array[],
    /** 0 when the cursor is exhausted. */
    readonly id: bigint,
    readonly ns: string,
  ) {}

  /** The reply's BSON, after `offset` bytes left free for the message header. */
  encode(offset: number): Buffer {
    const docs = this.batch;
    let arraySize = 4 + 1;
    docs.forEach((doc, i) => (arraySize += 1 + indexNameLength(i) + doc.length));
    const ns = Buffer.from(this.ns, 'utf8');
    const batchName = this.batchName === 'firstBatch' ? FIRST_BATCH : NEXT_BATCH;
    const cursorSize =
      4 + (batchName.length + arraySize) + (ID.length + 8) + (NS.length + 4 + ns.length + 1) + 1;
    const replySize = 4 + (CURSOR.length + cursorSize) + (OK.length + 8) + 1;
    const out = Buffer.allocUnsafe(offset + replySize);
    let at = out.writeInt32LE(replySize, offset);
    at = put(out, at, CURSOR);
    at = out.writeInt32LE(cursorSize, at);
    at = put(out, at, batchName);
    at = out.writeInt32LE(arraySize, at);
    docs.forEach((doc, i) => {
      out[at++] = 0x03;
      at += out.write(String(i), at, 'latin1');
      out[at++] = 0;
      at = put(out, at, doc);
    });
    out[at++] = 0;
    at = put(out, at, ID);
    at = out.writeBigInt64LE(this.id, at);
    at = put(out, at, NS);
    at = out.writeInt32LE(ns.length + 1, at);
    at = put(out, at, ns);
    out[at++] = 0;
    out[at++] = 0;
    at = put(out, at, OK);
    at = out.writeDoubleLE(1, at);
    out[at] = 0;
    return out;
  }
}
