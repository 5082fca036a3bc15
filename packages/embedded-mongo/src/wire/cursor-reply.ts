import type { Document } from 'bson';
import { encodeDocument } from '../storage/encoded';

/**
 * The reply of find, aggregate, getMore and the list commands:
 * `{ cursor: { firstBatch | nextBatch: [...], id, ns }, ok: 1 }`. It is written by hand around the
 * documents' stored bytes, so answering a read never encodes a stored document again.
 */
export class CursorReply {
  constructor(
    readonly batchName: 'firstBatch' | 'nextBatch',
    readonly batch: Document[],
    /** 0 when the cursor is exhausted. */
    readonly id: bigint,
    readonly ns: string,
  ) {}

  /** The reply's BSON, after `offset` bytes left free for the message header. */
  encode(offset: number): Buffer {
    const docs = this.batch.map(encodeDocument);
    let arraySize = 4 + 1;
    docs.forEach((doc, i) => (arraySize += 1 + indexNameLength(i) + 1 + doc.length));
    const nsBytes = Buffer.byteLength(this.ns);
    const cursorSize =
      4 + (1 + this.batchName.length + 1 + arraySize) + (1 + 3 + 8) + (1 + 3 + 4 + nsBytes + 1) + 1;
    const replySize = 4 + (1 + 7 + cursorSize) + (1 + 3 + 8) + 1;
    const out = Buffer.allocUnsafe(offset + replySize);
    let at = out.writeInt32LE(replySize, offset);
    at += out.write('\x03cursor\x00', at, 'latin1');
    at = out.writeInt32LE(cursorSize, at);
    out[at++] = 0x04;
    at += out.write(this.batchName, at, 'latin1');
    out[at++] = 0;
    at = out.writeInt32LE(arraySize, at);
    docs.forEach((doc, i) => {
      out[at++] = 0x03;
      at += out.write(String(i), at, 'latin1');
      out[at++] = 0;
      out.set(doc, at);
      at += doc.length;
    });
    out[at++] = 0;
    at += out.write('\x12id\x00', at, 'latin1');
    at = out.writeBigInt64LE(this.id, at);
    at += out.write('\x02ns\x00', at, 'latin1');
    at = out.writeInt32LE(nsBytes + 1, at);
    at += out.write(this.ns, at, 'utf8');
    out[at++] = 0;
    out[at++] = 0;
    at += out.write('\x01ok\x00', at, 'latin1');
    at = out.writeDoubleLE(1, at);
    out[at] = 0;
    return out;
  }
}

function indexNameLength(index: number): number {
  return index < 10 ? 1 : String(index).length;
}
