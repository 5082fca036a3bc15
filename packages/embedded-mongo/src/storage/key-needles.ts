/**
 * Finding which of some index keys an encoded document holds, from its bytes: what a query reads
 * from an index recovery has not built yet (deferred-build.ts) without decoding the collection or
 * making a key text per array element. Only keys whose value has exactly one BSON spelling are
 * looked for this way: strings, ObjectIds and dates (values.ts keyOf's `s:`, `o:` and `d:`).
 */
import { elementEnd, nulAt, readInt32, sameBytes } from './bson-elements';
import { findElement, type EncodedDocument } from './recovered';

const TYPE_STRING = 0x02;
const TYPE_ARRAY = 0x04;
const TYPE_OBJECT_ID = 0x07;
const TYPE_DATE = 0x09;

/** Up to this many values, a document's bytes are searched for them before its field is found. */
const MAX_SEARCHED = 3;

/** One key looked for: the BSON type and value bytes that spell it. */
interface Needle {
  key: string;
  type: number;
  bytes: Buffer;
}

/** The BSON spelling of a key's value, or undefined when it has none or several (numbers...). */
function needleOf(key: string): Needle | undefined {
  const text = key.slice(2);
  if (key.startsWith('s:')) return { key, type: TYPE_STRING, bytes: Buffer.from(text, 'utf8') };
  if (key.startsWith('o:') && /^[0-9a-f]{24}$/.test(text))
    return { key, type: TYPE_OBJECT_ID, bytes: Buffer.from(text, 'hex') };
  if (key.startsWith('d:') && /^-?\d+$/.test(text)) {
    const bytes = Buffer.alloc(8);
    bytes.writeBigInt64LE(BigInt(text));
    return { key, type: TYPE_DATE, bytes };
  }
  return undefined;
}

/** The value bytes of an element of one of the needles' types: [start, end). */
function valueBounds(bytes: Buffer, type: number, valueAt: number): [number, number] | undefined {
  switch (type) {
    case TYPE_STRING:
      return [valueAt + 4, valueAt + 4 + readInt32(bytes, valueAt) - 1];
    case TYPE_OBJECT_ID:
      return [valueAt, valueAt + 12];
    case TYPE_DATE:
      return [valueAt, valueAt + 8];
    default:
      return undefined;
  }
}

/**
 * What tells values apart cheaply: their length and last byte (ObjectIds made in the same second
 * share their first bytes, strings often their first letter).
 */
function discriminator(bytes: Uint8Array, start: number, end: number): number {
  return end > start ? (end - start) * 256 + bytes[end - 1]! : -1;
}

/** Keys to find in one plain field, grouped so that a value is compared with few of them. */
export class KeyNeedles {
  private readonly groups = new Map<number, Needle[]>();

  private constructor(private readonly needles: Needle[]) {
    for (const needle of needles) {
      const at = discriminator(needle.bytes, 0, needle.bytes.length);
      const group = this.groups.get(at);
      if (group) group.push(needle);
      else this.groups.set(at, [needle]);
    }
  }

  /** Needles for these keys, or undefined when one of them cannot be looked for in bytes. */
  static of(keys: string[]): KeyNeedles | undefined {
    const needles: Needle[] = [];
    for (const key of keys) {
      const needle = needleOf(key);
      if (!needle) return undefined;
      needles.push(needle);
    }
    return new KeyNeedles(needles);
  }

  /**
   * Whether finding the field costs less than searching the whole document once per value (a
   * native search each), which rules out most documents at once.
   */
  get cheaperToFind(): boolean {
    return this.needles.length > MAX_SEARCHED;
  }

  /** Whether the document's bytes contain one of the values anywhere (it may hold the key then). */
  mayBeIn(encoded: EncodedDocument): boolean {
    return this.needles.some((needle) => encoded.includes(needle.bytes));
  }

  /**
   * The keys the field holds, as a value or as an element of an array value (what a single-field
   * index holds for the document: other values' keys are none of these).
   */
  heldBy(encoded: EncodedDocument, field: Uint8Array): string[] {
    const element = findElement(encoded, field);
    if (!element) return [];
    if (element.type !== TYPE_ARRAY) return this.matching(encoded, element.type, element.valueAt);
    const held: string[] = [];
    const end = element.valueAt + readInt32(encoded, element.valueAt) - 1;
    for (let at = element.valueAt + 4; at < end; at = elementEnd(encoded, at, end)) {
      for (const key of this.matching(encoded, encoded[at]!, nulAt(encoded, at + 1, end) + 1))
        if (!held.includes(key)) held.push(key);
    }
    return held;
  }

  private matching(bytes: Buffer, type: number, valueAt: number): string[] {
    const bounds = valueBounds(bytes, type, valueAt);
    if (!bounds) return [];
    const [start, end] = bounds;
    const group = this.groups.get(discriminator(bytes, start, end));
    if (!group) return [];
    const found: string[] = [];
    for (const needle of group)
      if (needle.type === type && sameBytes(bytes, start, end, needle.bytes))
        found.push(needle.key);
    return found;
  }
}
