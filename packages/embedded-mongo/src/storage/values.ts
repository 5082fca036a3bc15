import { Decimal128, EJSON, Long, ObjectId, type Document } from 'bson';
import { copyNumberKinds } from './number-kinds';

/**
 * A canonical text for a value, equal for values mongod treats as equal in an index: numbers of any
 * width compare by value, ObjectIds by their bytes, and null equals missing.
 */
export function keyOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'number':
      return `n:${value}`;
    case 'bigint':
      return `n:${value}`;
    case 'string':
      return `s:${value}`;
    case 'boolean':
      return `b:${value}`;
  }
  if (value instanceof ObjectId) return objectIdKey(value.toHexString());
  if (value instanceof Date) return `d:${value.getTime()}`;
  if (value instanceof Long) return `n:${value.toString()}`;
  if (value instanceof Decimal128) return `n:${Number(value.toString())}`;
  return `j:${EJSON.stringify(value as Document, { relaxed: false })}`;
}

/** The key of an ObjectId given as 24 hex digits (see keyOf). */
export function objectIdKey(hex: string): string {
  return `o:${hex}`;
}

/** Reads a dotted path; through arrays it collects every element's value, as mongod's multikey indexes do. */
export function valuesAtPath(doc: unknown, path: string): unknown[] {
  const parts = path.split('.');
  let current: unknown[] = [doc];
  for (const part of parts) {
    const next: unknown[] = [];
    for (const value of current) {
      if (Array.isArray(value)) {
        const index = Number(part);
        if (Number.isInteger(index) && String(index) === part) next.push(value[index]);
        else
          for (const item of value)
            next.push(item && typeof item === 'object' ? (item as Document)[part] : undefined);
      } else if (value && typeof value === 'object') {
        next.push((value as Document)[part]);
      } else {
        next.push(undefined);
      }
    }
    current = next;
  }
  return current.flatMap((value) =>
    Array.isArray(value) ? (value.length > 0 ? value : [undefined]) : [value],
  );
}

export function getPath(doc: Document, path: string): unknown {
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Document)[part];
  }
  return current;
}

/** Deep copy that keeps bson's value classes (ObjectId, Long, Binary...) intact. */
export function cloneDocument<T>(value: T): T {
  if (Array.isArray(value)) {
    const copy = value.map(cloneDocument);
    copyNumberKinds(value, copy);
    return copy as T;
  }
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const copy: Document = {};
    for (const [key, item] of Object.entries(value)) copy[key] = cloneDocument(item);
    copyNumberKinds(value, copy);
    return copy as T;
  }
  return value;
}

/** bson's serialize returns a Uint8Array that may be a view into a larger pool: copy-free Buffer of just it. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
