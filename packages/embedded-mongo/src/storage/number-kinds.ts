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

/** The byte length of an element's value, which starts at `at`, by its BSON type. */
function valueSize(bytes: Buffer, type: number, at: number): number {
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
      return 4 + bytes.readInt32LE(at);
    case 0x03:
    case 0x04:
    case 0x0f:
      return bytes.readInt32LE(at);
    case 0x05:
      return 5 + bytes.readInt32LE(at);
    case 0x0b: {
      const patternEnd = nulAt(bytes, at, bytes.length);
      return nulAt(bytes, patternEnd + 1, bytes.length) + 1 - at;
    }
    case 0x0c:
      return 16 + bytes.readInt32LE(at);
    default:
      throw new RangeError(`unknown BSON type ${type}`);
  }
}

/** The NUL ending a C string (a loop: Buffer#indexOf is a native call, slow for a few bytes). */
function nulAt(bytes: Buffer, from: number, limit: number): number {
  let at = from;
  while (at < limit && bytes[at] !== 0) at += 1;
  return at;
}

function elementName(bytes: Buffer, from: number, to: number, arrayIndex: number): string {
  return arrayIndex >= 0 ? String(arrayIndex) : bytes.toString('utf8', from, to);
}

/**
 * Records the number types of `decoded`, which bson decoded from the document at `start` in
 * `bytes` (already validated by that decoding).
 */
export function recordNumberKinds(bytes: Buffer, start: number, decoded: Container): void {
  const end = start + bytes.readInt32LE(start) - 1;
  const isArray = Array.isArray(decoded);
  let at = start + 4;
  for (let position = 0; at < end; position += 1) {
    const type = bytes[at]!;
    const keyEnd = nulAt(bytes, at + 1, end);
    const valueAt = keyEnd + 1;
    const arrayIndex = isArray ? position : -1;
    if (type === 0x01) {
      const value = bytes.readDoubleLE(valueAt);
      // Only int32-range integers would be re-encoded as Int32; other doubles stay doubles.
      if (Number.isInteger(value) && Math.abs(value) <= 2 ** 31)
        setNumberKind(decoded, elementName(bytes, at + 1, keyEnd, arrayIndex), 'double');
    } else if (type === 0x12) {
      const key = elementName(bytes, at + 1, keyEnd, arrayIndex);
      if (typeof (decoded as Document)[key] === 'number') setNumberKind(decoded, key, 'long');
    } else if (type === 0x03 || type === 0x04) {
      const child: unknown = (decoded as Document)[elementName(bytes, at + 1, keyEnd, arrayIndex)];
      if (isContainer(child)) recordNumberKinds(bytes, valueAt, child);
    }
    at = valueAt + valueSize(bytes, type, valueAt);
  }
}
