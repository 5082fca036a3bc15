/**
 * Walking raw BSON without decoding it: element boundaries by type, for the code that reuses the
 * bytes a client sent (number kinds, stored document encodings).
 */

/** The byte length of an element's value, which starts at `at`, by its BSON type. */
export function valueSize(bytes: Uint8Array, type: number, at: number): number {
  switch (type) {
    case 0x06:
    case 0x0a:
    case 0x7f:
    case 0xff:
      return 0;
    case 0x08:
      return 1;
    case 0x10:
      return 4;
    case 0x01:
    case 0x09:
    case 0x11:
    case 0x12:
      return 8;
    case 0x07:
      return 12;
    case 0x13:
      return 16;
    case 0x02:
    case 0x0d:
    case 0x0e:
      return 4 + readInt32(bytes, at);
    case 0x03:
    case 0x04:
    case 0x0f:
      return readInt32(bytes, at);
    case 0x05:
      return 5 + readInt32(bytes, at);
    case 0x0b: {
      const patternEnd = nulAt(bytes, at, bytes.length);
      return nulAt(bytes, patternEnd + 1, bytes.length) + 1 - at;
    }
    case 0x0c:
      return 16 + readInt32(bytes, at);
    default:
      throw new RangeError(`unknown BSON type ${type}`);
  }
}

export function readInt32(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24);
}

/** The NUL ending a C string (a loop: Buffer#indexOf is a native call, slow for a few bytes). */
export function nulAt(bytes: Uint8Array, from: number, limit: number): number {
  let at = from;
  while (at < limit && bytes[at] !== 0) at += 1;
  return at;
}

/** Where the element starting at `at` (its type byte) ends. */
export function elementEnd(bytes: Uint8Array, at: number, limit: number): number {
  const valueAt = nulAt(bytes, at + 1, limit) + 1;
  return valueAt + valueSize(bytes, bytes[at]!, valueAt);
}

/** Whether bytes[from, to) are `expected` (a loop: a native comparison costs more for a few bytes). */
export function sameBytes(
  bytes: Uint8Array,
  from: number,
  to: number,
  expected: Uint8Array,
): boolean {
  if (to - from !== expected.length) return false;
  for (let i = 0; i < expected.length; i += 1) if (bytes[from + i] !== expected[i]) return false;
  return true;
}
