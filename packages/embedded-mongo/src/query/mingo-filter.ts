/**
 * A filter rewritten where mingo's meaning differs from mongod's: `$all` (mongod: an $and of
 * equalities, so `{ a: { $all: [4] } }` matches a scalar 4) and `$type` for numbers (mingo sees JS
 * numbers; the stored type is recorded beside the document, see storage/number-kinds.ts).
 */
import type { Document } from 'bson';
import { Double, Int32, Long } from 'bson';
import { numberKind } from '../storage/number-kinds';

const isPlain = (value: unknown): value is Document =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

const NUMBER_TYPES: Record<string, string> = {
  double: 'double',
  '1': 'double',
  int: 'int',
  '16': 'int',
  long: 'long',
  '18': 'long',
  number: 'number',
};

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

function storedNumberType(value: unknown, parent: unknown, key: string): string | undefined {
  if (value instanceof Int32) return 'int';
  if (value instanceof Double) return 'double';
  if (value instanceof Long || typeof value === 'bigint') return 'long';
  if (typeof value !== 'number') return undefined;
  const kind = numberKind(parent as Document, key);
  if (kind) return kind;
  return Number.isInteger(value) && Math.abs(value) < 2 ** 31 ? 'int' : 'double';
}

/** A $where test of the numeric $type aliases, or undefined when mingo's $type is right. */
function numberTypeTest(path: string, type: unknown): ((this: Document) => boolean) | undefined {
  const types = (Array.isArray(type) ? type : [type]).map((t) => NUMBER_TYPES[String(t)]);
  if (types.some((t) => t === undefined)) return undefined;
  const parts = path.split('.');
  return function (this: Document) {
    for (const [value, parent, key] of valuesWithParents(this, parts)) {
      const stored = storedNumberType(value, parent, key);
      if (stored && types.some((t) => t === stored || t === 'number')) return true;
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
      else if (operator === '$type' && numberTypeTest(field, operand))
        clauses.push({ $where: numberTypeTest(field, operand) });
      else rest[operator] = operand;
    }
    if (Object.keys(rest).length > 0 || Object.keys(condition).length === 0) out[field] = rest;
  }
  return clauses.length === 0 ? out : { $and: [out, ...clauses] };
}
