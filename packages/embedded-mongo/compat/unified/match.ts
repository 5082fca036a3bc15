/**
 * The unified test format's matching rules (mongodb/specifications, unified-test-format.md
 * "Evaluating Matches"): extra fields only in the root document, numbers compared by value
 * whatever their BSON type, and the $$ operators the CRUD tests use.
 */
import type { Binary, Int32, Long } from 'bson';

export class Mismatch extends Error {}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return asNumberOf(value);
}

/** The value's BSON class name: the driver and this runner may load different copies of bson. */
const bsonType = (value: unknown) => (value as { _bsontype?: string } | null)?._bsontype;

function asNumberOf(value: unknown): number | undefined {
  const type = bsonType(value);
  if (type === 'Int32' || type === 'Double') return Number((value as Int32).valueOf());
  if (type === 'Long') return (value as Long).toNumber();
  return undefined;
}

/** The BSON type aliases `$$type` names, as mongod's `$type` spells them. */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  const type = bsonType(value);
  const named: Record<string, string> = {
    Int32: 'int',
    Double: 'double',
    Long: 'long',
    Decimal128: 'decimal',
    ObjectId: 'objectId',
    Binary: 'binData',
    Timestamp: 'timestamp',
  };
  if (type && named[type]) return named[type];
  if (typeof value === 'bigint') return 'long';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'double';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (value instanceof Date) return 'date';
  if (Buffer.isBuffer(value)) return 'binData';
  if (value instanceof RegExp) return 'regex';
  if (Array.isArray(value)) return 'array';
  return 'object';
}

/** Equal BSON values of the classes compared by content (ObjectId, Binary, Decimal128, Timestamp). */
function sameBsonValue(expected: unknown, actual: unknown): boolean {
  if (bsonType(actual) !== bsonType(expected)) return false;
  if (bsonType(expected) === 'Binary')
    return Buffer.from((expected as Binary).buffer).equals(Buffer.from((actual as Binary).buffer));
  return String(expected) === String(actual);
}

function fail(path: string, message: string): never {
  throw new Mismatch(`${path || '<root>'}: ${message}`);
}

/** Asserts that `actual` matches `expected`; `root` allows extra fields in a root document. */
export function assertMatches(
  expected: unknown,
  actual: unknown,
  root = true,
  path = '',
  entities: ReadonlyMap<string, unknown> = new Map(),
): void {
  if (isPlainObject(expected)) {
    const keys = Object.keys(expected);
    if (keys.length === 1 && keys[0]!.startsWith('$$')) {
      special(keys[0]!, expected[keys[0]!], actual, path, entities);
      return;
    }
    if (!isPlainObject(actual)) fail(path, `expected a document, got ${String(actual)}`);
    for (const key of keys) {
      const want = expected[key];
      if (isPlainObject(want) && '$$exists' in want) {
        if ((actual[key] !== undefined) !== want.$$exists)
          fail(`${path}.${key}`, `expected ${want.$$exists ? 'present' : 'absent'}`);
        continue;
      }
      if (isPlainObject(want) && '$$unsetOrMatches' in want && actual[key] === undefined) continue;
      if (!(key in actual)) fail(`${path}.${key}`, 'missing');
      assertMatches(want, actual[key], false, `${path}.${key}`, entities);
    }
    if (!root) {
      const extra = Object.keys(actual).filter((key) => !(key in expected));
      if (extra.length > 0) fail(path, `unexpected fields ${extra.join(', ')}`);
    }
    return;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) fail(path, `expected an array, got ${typeName(actual)}`);
    if (actual.length !== expected.length)
      fail(path, `expected ${expected.length} elements, got ${actual.length}`);
    // The documents of a root array (a find's results) are root documents themselves.
    expected.forEach((item, i) => assertMatches(item, actual[i], root, `${path}[${i}]`, entities));
    return;
  }
  const wantNumber = asNumber(expected);
  if (wantNumber !== undefined) {
    const got = asNumber(actual);
    if (
      got === undefined ||
      !(got === wantNumber || (Number.isNaN(got) && Number.isNaN(wantNumber)))
    )
      fail(path, `expected ${wantNumber}, got ${String(actual)}`);
    return;
  }
  if (['ObjectId', 'Binary', 'Decimal128', 'Timestamp'].includes(bsonType(expected) ?? '')) {
    if (!sameBsonValue(expected, actual))
      fail(path, `expected ${String(expected)}, got ${String(actual)}`);
    return;
  }
  if (expected instanceof Date) {
    if (!(actual instanceof Date) || actual.getTime() !== expected.getTime())
      fail(path, `expected ${expected.toISOString()}, got ${String(actual)}`);
    return;
  }
  if (expected instanceof RegExp) {
    if (!(actual instanceof RegExp) || String(actual) !== String(expected))
      fail(path, `expected ${String(expected)}, got ${String(actual)}`);
    return;
  }
  if (expected !== actual)
    fail(path, `expected ${JSON.stringify(expected)}, got ${String(actual)}`);
}

function special(
  operator: string,
  operand: unknown,
  actual: unknown,
  path: string,
  entities: ReadonlyMap<string, unknown>,
): void {
  switch (operator) {
    case '$$unsetOrMatches':
      if (actual !== undefined) assertMatches(operand, actual, true, path, entities);
      return;
    case '$$matchesEntity':
      assertMatches(entities.get(operand as string), actual, true, path, entities);
      return;
    case '$$matchesHexBytes': {
      const got = Buffer.isBuffer(actual) ? actual.toString('hex') : undefined;
      if (got !== String(operand).toLowerCase())
        fail(path, `expected bytes ${String(operand)}, got ${got}`);
      return;
    }
    case '$$exists':
      if ((actual !== undefined) !== operand)
        fail(path, `expected ${operand ? 'present' : 'absent'}`);
      return;
    case '$$type': {
      const names = Array.isArray(operand) ? (operand as string[]) : [operand as string];
      const got = typeName(actual);
      const number = names.includes('number') && ['int', 'long', 'double', 'decimal'].includes(got);
      if (!number && !names.includes(got) && !(got === 'int' && names.includes('long')))
        fail(path, `expected type ${names.join('|')}, got ${got}`);
      return;
    }
    case '$$lte': {
      const got = asNumber(actual);
      if (got === undefined || got > (asNumber(operand) ?? Number.NaN))
        fail(path, `expected ≤ ${String(operand)}`);
      return;
    }
    case '$$sessionLsid':
      return;
    default:
      fail(path, `unsupported match operator ${operator}`);
  }
}
