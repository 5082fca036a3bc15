import type { Document } from 'bson';
import { Query } from 'mingo';
import { keyOf, valuesAtPath } from '../storage/values';
import { queryOptions } from './options';

export type Matcher = (doc: Document) => boolean;

/**
 * Compiles a filter once. An empty filter, and the most common shape — plain equality on scalar
 * values such as `{ _id }` or `{ email }` — are answered without building a mingo query, which costs
 * far more than the comparison itself.
 */
export function compileFilter(filter: Document | undefined): Matcher {
  if (!filter) return () => true;
  const entries = Object.entries(filter);
  if (entries.length === 0) return () => true;
  if (entries.every(([field, value]) => !field.startsWith('$') && isIndexableScalar(value))) {
    const tests = entries.map(([field, value]) => fieldEquals(field, value));
    return (doc) => tests.every((test) => test(doc));
  }
  const query = new Query(filter, queryOptions);
  return (doc) => query.test(doc);
}

/**
 * A test that a field, or one of its elements when it holds an array, equals a scalar as mongod
 * compares (see keyOf). A top-level field is read directly and strings compare as they are: this
 * runs once per document in a collection scan.
 */
function fieldEquals(field: string, wanted: unknown): Matcher {
  const key = keyOf(wanted);
  const equals =
    typeof wanted === 'string'
      ? (value: unknown) => value === wanted
      : (value: unknown) => keyOf(value) === key;
  if (field.includes('.')) return (doc) => valuesAtPath(doc, field).some(equals);
  return (doc) => {
    const value: unknown = doc[field];
    return Array.isArray(value) ? value.some(equals) : equals(value);
  };
}

export function isOperatorObject(value: unknown): value is Document {
  return (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.keys(value).some((key) => key.startsWith('$'))
  );
}

/** A value an equality index lookup can answer: not a document, array, regex or null. */
export function isIndexableScalar(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value !== 'object') return true;
  return (
    !Array.isArray(value) &&
    !(value instanceof RegExp) &&
    Object.getPrototypeOf(value) !== Object.prototype
  );
}

/** The values a filter's top-level field must equal (`field: v`, `$eq`, `$in`), or undefined. */
export function equalityValues(condition: unknown): unknown[] | undefined {
  if (!isOperatorObject(condition)) return isIndexableScalar(condition) ? [condition] : undefined;
  const keys = Object.keys(condition);
  if (keys.length !== 1) return undefined;
  if ('$eq' in condition && isIndexableScalar(condition.$eq)) return [condition.$eq];
  if (
    '$in' in condition &&
    Array.isArray(condition.$in) &&
    condition.$in.every(isIndexableScalar)
  ) {
    return condition.$in as unknown[];
  }
  return undefined;
}
