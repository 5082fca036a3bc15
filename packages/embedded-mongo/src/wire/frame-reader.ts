import { HEADER_BYTES, MAX_MESSAGE_BYTES, ProtocolError } from './opcodes';

/**
 * Cuts a TCP byte stream into whole wire-protocol messages. Messages that arrive whole (the usual
 * case) are views into the received chunk; a message split across chunks is copied, once, into a
 * buffer of its announced length. A length outside what the protocol allows is a ProtocolError:
 * the caller closes that connection.
 */
export class FrameReader {
  /** A message being assembled from several chunks, and how much of it has arrived. */
  private partial?: Buffer;
  private filled = 0;
  /** The first bytes of a length prefix that a chunk ended inside. */
  private prefix?: Buffer;

  push(received: Buffer): Buffer[] {
    const messages: Buffer[] = [];
    let chunk = received;
    if (this.prefix) {
      chunk = Buffer.concat([this.prefix, received]);
      this.prefix = undefined;
    }
    let at = 0;
    if (this.partial) {
      at = Math.min(this.partial.length - this.filled, chunk.length);
      chunk.copy(this.partial, this.filled, 0, at);
      this.filled += at;
      if (this.filled < this.partial.length) return messages;
      messages.push(this.partial);
      this.partial = undefined;
    }
    while (chunk.length - at >= 4) {
      const length = chunk.readInt32LE(at);
      if (length < HEADER_BYTES || length > MAX_MESSAGE_BYTES) {
        throw new ProtocolError(`invalid message length ${length}`);
      }
      if (chunk.length - at < length) {
        this.partial = Buffer.allocUnsafe(length);
        this.filled = chunk.copy(this.partial, 0, at);
        return messages;
      }
      messages.push(chunk.subarray(at, at + length));
      at += length;
    }
    if (at < chunk.length) this.prefix = Buffer.from(chunk.subarray(at));
    return messages;
  }
}
