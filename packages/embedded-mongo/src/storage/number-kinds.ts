/**
 * Exact number types. bson decodes Int32, Double and (safe-range) Int64 all to JS numbers, which
 * mingo needs for comparisons; but encoding a number picks Int32 for any integer, so a stored
 * Double 1.0 or Long 5 would come back as Int32. Decoding therefore scans the raw BSON for the
 * elements whose type the number alone cannot tell (integral doubles, promoted longs) and records
 * it beside their container; a non-enumerable `toBSON` (which bson's encoder honours, and mingo
 * never sees) puts the type back when the document is encoded again.
 */
import { Double, Long, type Document } from 'bson';
import { nulAt, valueSize } from './bson-elements';

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
