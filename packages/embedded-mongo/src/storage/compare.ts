/**
 * mongod's order of index keys: first by type bracket (MinKey < null/missing < numbers < strings
 * and symbols < documents < arrays < binary < ObjectId < booleans < dates < timestamps < regexes
 * < code < MaxKey), then by value within the bracket. Values equal here are exactly the values
 * keyOf (values.ts) gives one key.
 */
import {
  Binary,
  BSONRegExp,
  BSONSymbol,
  Code,
  Decimal128,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
  type Document,
} from 'bson';

export const TypeBracket = {
  MinKey: 0,
  Null: 1,
  Number: 2,
  String: 3,
  Object: 4,
  Array: 5,
  Binary: 6,
  ObjectId: 7,
  Boolean: 8,
  Date: 9,
  Timestamp: 10,
  RegExp: 11,
  Code: 12,
  MaxKey: 13,
} as const;
export type TypeBracket = (typeof TypeBracket)[keyof typeof TypeBracket];

export function typeBracket(value: unknown): TypeBracket {
  if (value === null || value === undefined) return TypeBracket.Null;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return TypeBracket.Number;
    case 'string':
      return TypeBracket.String;
    case 'boolean':
      return TypeBracket.Boolean;
  }
  // The common index values first: ids and dates.
  if (value instanceof ObjectId) return TypeBracket.ObjectId;
  if (value instanceof Date) return TypeBracket.Date;
  if (Array.isArray(value)) return TypeBracket.Array;
  if (value instanceof Long || value instanceof Decimal128) return TypeBracket.Number;
  if (value instanceof Timestamp) return TypeBracket.Timestamp;
  if (value instanceof RegExp || value instanceof BSONRegExp) return TypeBracket.RegExp;
  if (value instanceof Binary || value instanceof Uint8Array) return TypeBracket.Binary;
  if (value instanceof MinKey) return TypeBracket.MinKey;
  if (value instanceof MaxKey) return TypeBracket.MaxKey;
  if (value instanceof BSONSymbol) return TypeBracket.String;
  if (value instanceof Code) return TypeBracket.Code;
  return TypeBracket.Object;
}

/** bson 7 keeps an ObjectId as four 24-bit numbers, in byte order; `.id` would copy 12 bytes. */
type ObjectIdParts = { i0: number; i1: number; i2: number; i3: number };
const hasParts = (id: ObjectId): id is ObjectId & ObjectIdParts =>
  typeof (id as Partial<ObjectIdParts>).i0 === 'number';

function compareObjectIds(a: ObjectId, b: ObjectId): number {
  if (!hasParts(a) || !hasParts(b)) return compareBytes(a.id, b.id);
  return sign(a.i0 - b.i0 || a.i1 - b.i1 || a.i2 - b.i2 || a.i3 - b.i3);
}

function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint' || value instanceof Long || value instanceof Decimal128)
    return Number(value.toString());
  return Number.NaN;
}

const sign = (difference: number) => (difference < 0 ? -1 : difference > 0 ? 1 : 0);

/**
 * mongod compares strings by their UTF-8 bytes, that is by code points; JS compares UTF-16 code
 * units, which differ where a character past U+FFFF meets one of U+E000..U+FFFF.
 */
function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  let i = 0;
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  if (i === length) return sign(a.length - b.length);
  return sign(a.codePointAt(i)! - b.codePointAt(i)!);
}

/** Exact for 64-bit integers, which doubles are not past 2^53. */
function compareNumbers(a: unknown, b: unknown): number {
  const [x, y] = [asNumber(a), asNumber(b)];
  // NaN sorts before every other number, as in mongod.
  if (Number.isNaN(x) || Number.isNaN(y))
    return sign(Number(!Number.isNaN(x)) - Number(!Number.isNaN(y)));
  if (x !== y || !(a instanceof Long || b instanceof Long)) return sign(x - y);
  const [i, j] = [asBigInt(a), asBigInt(b)];
  return i === undefined || j === undefined ? 0 : i < j ? -1 : i > j ? 1 : 0;
}

function asBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (value instanceof Long) return value.toBigInt();
  return typeof value === 'number' && Number.isInteger(value) ? BigInt(value) : undefined;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return sign(a.length - b.length);
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return sign(a[i]! - b[i]!);
  return 0;
}

function compareDocuments(a: Document, b: Document): number {
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  for (let i = 0; i < Math.min(aKeys.length, bKeys.length); i += 1) {
    const byValue = compareValues(a[aKeys[i]!], b[bKeys[i]!]);
    if (byValue !== 0) return byValue;
    const byName = compareText(aKeys[i]!, bKeys[i]!);
    if (byName !== 0) return byName;
  }
  return sign(aKeys.length - bKeys.length);
}

/** Negative, zero or positive as `a` sorts before, with or after `b` in an ascending index. */
export function compareValues(a: unknown, b: unknown): number {
  // Index keys are mostly numbers, strings, ids and dates of one type: compare those at once.
  if (typeof a === 'string' && typeof b === 'string') return compareText(a, b);
  if (a instanceof ObjectId && b instanceof ObjectId) return compareObjectIds(a, b);
  if (a instanceof Date && b instanceof Date) return sign(a.getTime() - b.getTime());
  const bracket = typeBracket(a);
  const byBracket = bracket - typeBracket(b);
  if (byBracket !== 0) return sign(byBracket);
  switch (bracket) {
    case TypeBracket.MinKey:
    case TypeBracket.MaxKey:
    case TypeBracket.Null:
      return 0;
    case TypeBracket.Number:
      return compareNumbers(a, b);
    case TypeBracket.String:
      return compareText(String(a), String(b));
    case TypeBracket.Code:
      return compareText((a as Code).code, (b as Code).code);
    case TypeBracket.ObjectId:
      return compareObjectIds(a as ObjectId, b as ObjectId);
    case TypeBracket.Boolean:
      return sign(Number(a) - Number(b));
    case TypeBracket.Date:
      return sign((a as Date).getTime() - (b as Date).getTime());
    case TypeBracket.Timestamp:
      return (a as Timestamp).compare(b as Timestamp);
    case TypeBracket.Array: {
      const [x, y] = [a as unknown[], b as unknown[]];
      for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
        const byItem = compareValues(x[i], y[i]);
        if (byItem !== 0) return byItem;
      }
      return sign(x.length - y.length);
    }
    case TypeBracket.Binary: {
      // mongod orders binData by length, then subtype, then bytes.
      const bytes = (value: unknown) =>
        value instanceof Binary ? value.buffer.subarray(0, value.position) : (value as Uint8Array);
      const subtype = (value: unknown) => (value instanceof Binary ? value.sub_type : 0);
      const [x, y] = [bytes(a), bytes(b)];
      if (x.length !== y.length) return x.length < y.length ? -1 : 1;
      if (subtype(a) !== subtype(b)) return subtype(a) < subtype(b) ? -1 : 1;
      return compareBytes(x, y);
    }
    case TypeBracket.RegExp:
      return compareText(String(a), String(b));
    default:
      return compareDocuments(a as Document, b as Document);
  }
}
