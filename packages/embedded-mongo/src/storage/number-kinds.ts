/**
 * Exact number types. bson decodes Int32, Double and (safe-range) Int64 all to JS numbers, which
 * mingo needs for comparisons; but encoding a number picks Int32 for any integer, so a stored
 * Double 1.0 or Long 5 would come back as Int32. Decoding therefore scans the raw BSON for the
 * elements whose type the number alone cannot tell (integral doubles, promoted longs) and records
 * it beside their container; a non-enumerable `toBSON` (which bson's encoder honours, and mingo
 * never sees) puts the type back when the document is encoded again.
 */
import { Double, Long, type Document } from 'bson';

export type NumberKind = 'double' | 'long';
type Container = Document | unknown[];

const kinds = new WeakMap<Container, Map<string, NumberKind>>();

function exactToBSON(this: Container): Container {
  const tagged = kinds.get(this);
  if (!tagged) return this;
  const copy = (Array.isArray(this) ? [...this] : { ...this }) as Record<string, unknown>;
  for (const [key, kind] of tagged) {
    const value = copy[key];
    if (typeof value === 'number')
      copy[key] = kind === 'double' ? new Double(value) : Long.fromNumber(value);
  }
  return copy as Container;
}

function kindsOf(container: Container): Map<string, NumberKind> {
  let tagged = kinds.get(container);
  if (!tagged) {
    tagged = new Map();
    kinds.set(container, tagged);
    Object.defineProperty(container, 'toBSON', { value: exactToBSON, configurable: true });
  }
  return tagged;
}

export function setNumberKind(
  container: Container,
  key: string,
  kind: NumberKind | undefined,
): void {
  if (kind) kindsOf(container).set(key, kind);
  else kinds.get(container)?.delete(key);
}

export function numberKind(container: Container, key: string): NumberKind | undefined {
  return kinds.get(container)?.get(key);
}

/** Gives `to` the recorded number types of `from` (after a copy or a spread). */
export function copyNumberKinds(from: Container, to: Container): void {
  const tagged = kinds.get(from);
  if (tagged) for (const [key, kind] of tagged) kindsOf(to).set(key, kind);
}

function isContainer(value: unknown): value is Container {
  return (
    Array.isArray(value) ||
    (value !== null &&
      typeof value === 'object' &&
      Object.getPrototypeOf(value) === Object.prototype)
  );
}

/** Bytes after an element's name, by BSON type; undefined for types whose size is in the data. */
const FIXED_SIZES: Record<number, number> = {
  0x01: 8,
  0x06: 0,
  0x07: 12,
  0x08: 1,
  0x09: 8,
  0x0a: 0,
  0x10: 4,
  0x11: 8,
  0x12: 8,
  0x13: 16,
  0x7f: 0,
  0xff: 0,
};

function valueSize(bytes: Buffer, type: number, at: number): number {
  const fixed = FIXED_SIZES[type];
  if (fixed !== undefined) return fixed;
  switch (type) {
    case 0x02:
    case 0x0d:
    case 0x0e:
      return 4 + bytes.readInt32LE(at);
    case 0x03:
    case 0x04:
    case 0x0f:
      return bytes.readInt32LE(at);
    case 0x05:
      return 5 + bytes.readInt32LE(at);
    case 0x0b: {
      const patternEnd = bytes.indexOf(0, at);
      return bytes.indexOf(0, patternEnd + 1) + 1 - at;
    }
    case 0x0c:
      return 16 + bytes.readInt32LE(at);
    default:
      throw new RangeError(`unknown BSON type ${type}`);
  }
}

/**
 * Records the number types of `decoded`, which bson decoded from the document at `start` in
 * `bytes` (already validated by that decoding).
 */
/** The NUL ending the element name at `from` (a loop: Buffer#indexOf is a native call, slow for a few bytes). */
function nameEnd(bytes: Buffer, from: number, limit: number): number {
  let at = from;
  while (at < limit && bytes[at] !== 0) at += 1;
  return at;
}

export function recordNumberKinds(bytes: Buffer, start: number, decoded: Container): void {
  const end = start + bytes.readInt32LE(start) - 1;
  const isArray = Array.isArray(decoded);
  let at = start + 4;
  for (let position = 0; at < end; position += 1) {
    const type = bytes[at]!;
    const keyEnd = nameEnd(bytes, at + 1, end);
    const name = () => (isArray ? String(position) : bytes.toString('utf8', at + 1, keyEnd));
    const valueAt = keyEnd + 1;
    if (type === 0x01) {
      const value = bytes.readDoubleLE(valueAt);
      // Only int32-range integers would be re-encoded as Int32; other doubles stay doubles.
      if (Number.isInteger(value) && Math.abs(value) <= 2 ** 31)
        setNumberKind(decoded, name(), 'double');
    } else if (type === 0x12) {
      const key = name();
      if (typeof (decoded as Document)[key] === 'number') setNumberKind(decoded, key, 'long');
    } else if (type === 0x03 || type === 0x04) {
      const child: unknown = (decoded as Document)[name()];
      if (isContainer(child)) recordNumberKinds(bytes, valueAt, child);
    }
    at = valueAt + valueSize(bytes, type, valueAt);
  }
}
