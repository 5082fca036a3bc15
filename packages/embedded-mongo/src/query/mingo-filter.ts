/**
 * A filter rewritten where mingo's meaning differs from mongod's: `$all` (mongod: an $and of
 * equalities, so `{ a: { $all: [4] } }` matches a scalar 4) and `$type` (mingo knows neither the
 * BSON classes nor a number's stored type, recorded beside the document: storage/number-kinds.ts).
 */
import type { Document } from 'bson';
import { numberKind } from '../storage/number-kinds';

const isPlain = (value: unknown): value is Document =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** $type's aliases and numbers, as mongod names BSON types. */
const TYPE_NAMES: Record<string, string> = {
  '1': 'double',
  '2': 'string',
  '3': 'object',
  '4': 'array',
  '5': 'binData',
  '6': 'undefined',
  '7': 'objectId',
  '8': 'bool',
  '9': 'date',
  '10': 'null',
  '11': 'regex',
  '13': 'javascript',
  '16': 'int',
  '17': 'timestamp',
  '18': 'long',
  '19': 'decimal',
  '-1': 'minKey',
  '127': 'maxKey',
};
const KNOWN = new Set([...Object.values(TYPE_NAMES), 'number']);

/** Each value at a dotted path with the container holding it (arrays followed, as $type does). */
function* valuesWithParents(doc: unknown, parts: string[]): Generator<[unknown, unknown, string]> {
  const [head, ...rest] = parts;
  if (head === undefined || doc === null || typeof doc !== 'object') return;
  if (Array.isArray(doc) && !/^\d+$/.test(head)) {
    for (const item of doc) yield* valuesWithParents(item, parts);
    return;
  }
  const value = (doc as Document)[head];
  if (rest.length === 0) {
    yield [value, doc, head];
    if (Array.isArray(value))
      for (const [i, item] of value.entries()) yield [item, value, String(i)];
  } else yield* valuesWithParents(value, rest);
}

/** The BSON type of a stored value (a JS number by the type recorded beside it). */
function bsonType(value: unknown, parent: unknown, key: string): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'long';
    case 'number': {
      const kind = numberKind(parent as Document, key);
      if (kind) return kind;
      return Number.isInteger(value) && Math.abs(value) < 2 ** 31 ? 'int' : 'double';
    }
  }
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp) return 'regex';
  const named = (value as { _bsontype?: string })._bsontype;
  const byClass: Record<string, string> = {
    Int32: 'int',
    Double: 'double',
    Long: 'long',
    Decimal128: 'decimal',
    ObjectId: 'objectId',
    Binary: 'binData',
    UUID: 'binData',
    Timestamp: 'timestamp',
    BSONRegExp: 'regex',
    Code: 'javascript',
    MinKey: 'minKey',
    MaxKey: 'maxKey',
  };
  return (named && byClass[named]) || 'object';
}

const NUMBERS = new Set(['int', 'long', 'double', 'decimal']);

/** A $where test of $type by the stored BSON types, or undefined for an alias mongod does not know. */
function typeTest(path: string, type: unknown): ((this: Document) => boolean) | undefined {
  const types = (Array.isArray(type) ? type : [type]).map(
    (t) => TYPE_NAMES[String(t)] ?? String(t),
  );
  if (types.some((t) => !KNOWN.has(t))) return undefined;
  const parts = path.split('.');
  return function (this: Document) {
    for (const [value, parent, key] of valuesWithParents(this, parts)) {
      const stored = bsonType(value, parent, key);
      if (stored && types.some((t) => t === stored || (t === 'number' && NUMBERS.has(stored))))
        return true;
    }
    return false;
  };
}

export function needsRewrite(filter: unknown): boolean {
  if (Array.isArray(filter)) return filter.some(needsRewrite);
  if (!isPlain(filter)) return false;
  return Object.entries(filter).some(
    ([key, value]) => key === '$all' || key === '$type' || needsRewrite(value),
  );
}

export function rewriteForMingo(filter: Document): Document {
  const clauses: Document[] = [];
  const out: Document = {};
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' || field === '$or' || field === '$nor') {
      out[field] = (condition as Document[]).map(rewriteForMingo);
      continue;
    }
    if (field.startsWith('$') || !isPlain(condition)) {
      out[field] = condition;
      continue;
    }
    const rest: Document = {};
    for (const [operator, operand] of Object.entries(condition)) {
      if (operator === '$all' && Array.isArray(operand) && operand.length > 0)
        for (const item of operand)
          clauses.push({
            [field]:
              (isPlain(item) && '$elemMatch' in item) || item instanceof RegExp
                ? item
                : { $eq: item },
          });
      else if (operator === '$type' && typeTest(field, operand))
        clauses.push({ $where: typeTest(field, operand) });
      else rest[operator] = operand;
    }
    if (Object.keys(rest).length > 0 || Object.keys(condition).length === 0) out[field] = rest;
  }
  return clauses.length === 0 ? out : { $and: [out, ...clauses] };
}
