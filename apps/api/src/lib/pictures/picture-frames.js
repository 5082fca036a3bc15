/**
 * How the API streams uploads to its picture worker over the worker's stdin: frames of a type byte,
 * the job's id and the payload's length (32 bits each), then the payload. Uploads arriving together
 * interleave their frames; the id says whose bytes a frame carries. One ordered stream carries every
 * command, so a job's bytes always arrive before the request to process it.
 */
export const FRAME = { data: 1, process: 2, drop: 3, stats: 4 };

const HEADER_BYTES = 9;

/** A frame's header, to be written just before its payload (which is not copied). */
export function frameHeader(type, id, length) {
  const header = Buffer.allocUnsafe(HEADER_BYTES);
  header.writeUInt8(type, 0);
  header.writeUInt32BE(id, 1);
  header.writeUInt32BE(length, 5);
  return header;
}

/** Calls `onFrame(type, id, payload)` for every frame read from `stream`. */
export function readFrames(stream, onFrame) {
  const chunks = [];
  let buffered = 0;
  let header = null;

  /** The next `n` bytes: a view of one chunk when they lie in it, else a copy joining several. */
  function take(n) {
    buffered -= n;
    const first = chunks[0];
    if (n === 0) return Buffer.alloc(0);
    if (first.length >= n) {
      if (first.length === n) chunks.shift();
      else chunks[0] = first.subarray(n);
      return first.subarray(0, n);
    }
    const joined = Buffer.allocUnsafe(n);
    for (let at = 0; at < n;) {
      const chunk = chunks[0];
      const part = Math.min(chunk.length, n - at);
      chunk.copy(joined, at, 0, part);
      at += part;
      if (part === chunk.length) chunks.shift();
      else chunks[0] = chunk.subarray(part);
    }
    return joined;
  }

  stream.on('data', (chunk) => {
    chunks.push(chunk);
    buffered += chunk.length;
    for (;;) {
      if (!header) {
        if (buffered < HEADER_BYTES) return;
        const bytes = take(HEADER_BYTES);
        header = { type: bytes[0], id: bytes.readUInt32BE(1), length: bytes.readUInt32BE(5) };
      }
      if (buffered < header.length) return;
      const { type, id, length } = header;
      header = null;
      onFrame(type, id, take(length));
    }
  });
}
