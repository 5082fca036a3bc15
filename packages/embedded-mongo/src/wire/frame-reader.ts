import { HEADER_BYTES, MAX_MESSAGE_BYTES, ProtocolError } from './opcodes';

/**
 * Cuts a TCP byte stream into whole wire-protocol messages. A length outside what the protocol
 * allows is a ProtocolError: the caller closes that connection.
 */
export class FrameReader {
  private chunks: Buffer[] = [];
  private buffered = 0;

  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: Buffer[] = [];
    while (this.buffered >= 4) {
      const head = this.chunks.length === 1 ? this.chunks[0]! : this.concat();
      const length = head.readInt32LE(0);
      if (length < HEADER_BYTES || length > MAX_MESSAGE_BYTES) {
        throw new ProtocolError(`invalid message length ${length}`);
      }
      if (this.buffered < length) break;
      const all = this.concat();
      messages.push(all.subarray(0, length));
      const rest = all.subarray(length);
      this.chunks = rest.length > 0 ? [rest] : [];
      this.buffered = rest.length;
    }
    return messages;
  }

  private concat(): Buffer {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks, this.buffered)];
    return this.chunks[0] ?? Buffer.alloc(0);
  }
}
