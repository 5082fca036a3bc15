import type { Document } from 'bson';
import { Query } from './mingo';
import { badValue } from '../errors';
import { numberKind, setNumberKind } from '../storage/number-kinds';
import { queryOptions } from './options';

const isPositional = (part: string) =>
  part === '$' || (part.startsWith('$[') && part.endsWith(']'));

/** The filter's conditions on the array at `path` or below it, re-rooted on one element as `e`. */
function conditionsOn(filter: Document, path: string): Document[] {
  const found: Document[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition))
      for (const clause of condition as Document[]) found.push(...conditionsOn(clause, path));
    else if (key === path) found.push({ e: condition });
    else if (key.startsWith(`${path}.`))
      found.push({ [`e.${key.slice(path.length + 1)}`]: condition });
  }
  return found;
}

/** An element passes a condition as mongod tests array elements: as if it were the array's only one. */
const passes = (query: Query, element: unknown) => query.test({ e: [element] });

/** The first element of the array at `path` meeting every condition the filter puts on it; -1 if none. */
export function firstMatchingIndex(array: unknown[], path: string, filter: Document): number {
  const queries = conditionsOn(filter, path).map((c) => new Query(c, queryOptions));
  if (queries.length === 0) return -1;
  return array.findIndex((e) => queries.every((q) => passes(q, e)));
}

interface Resolver {
  filter: Document;
  arrayFilters: Map<string, Query>;
}

function arrayFilterQueries(arrayFilters: Document[]): Map<string, Query> {
  const queries = new Map<string, Query>();
  for (const filter of arrayFilters) {
    const keys = Object.keys(filter);
    const id = keys[0]?.split('.')[0];
    if (!id)
      throw badValue('Cannot use an expression without a top-level field name in arrayFilters');
    const renamed: Document = {};
    for (const key of keys) renamed[`e${key.slice(id.length)}`] = filter[key];
    queries.set(id, new Query(renamed, queryOptions));
  }
  return queries;
}

/** The concrete paths a positional path stands for in `doc` (`a.$[].b` → `a.0.b`, `a.1.b`). */
function expand(doc: Document, parts: string[], prefix: string[], resolver: Resolver): string[] {
  const at = parts.findIndex(isPositional);
  if (at === -1) return [[...prefix, ...parts].join('.')];
  const arrayPath = [...prefix, ...parts.slice(0, at)];
  let array: unknown = doc;
  for (const part of arrayPath) array = (array as Document | undefined)?.[part];
  const token = parts[at]!;
  const rest = parts.slice(at + 1);
  if (!Array.isArray(array)) {
    if (token === '$') throw positionalNoMatch();
    throw badValue(
      `The path '${arrayPath.join('.')}' must exist in the document in order to apply array updates.`,
    );
  }
  let indexes: number[];
  if (token === '$') {
    const index = firstMatchingIndex(array, arrayPath.join('.'), resolver.filter);
    if (index === -1) throw positionalNoMatch();
    indexes = [index];
  } else if (token === '$[]') {
    indexes = array.map((_, i) => i);
  } else {
    const id = token.slice(2, -1);
    const query = resolver.arrayFilters.get(id);
    if (!query)
      throw badValue(`No array filter found for identifier '${id}' in path '${parts.join('.')}'`);
    indexes = array.flatMap((e, i) => (passes(query, e) ? [i] : []));
  }
  return indexes.flatMap((i) => expand(doc, rest, [...arrayPath, String(i)], resolver));
}

const positionalNoMatch = () =>
  badValue('The positional operator did not find the match needed from the query.');

/**
 * Replaces the positional elements of an operator update's paths (`$`, `$[]`, `$[id]`) with the
 * indexes they select in `doc`, as mongod resolves them before applying the update: so several
 * paths under one positional element (`children.$.name` beside `children.$.updatedAt`, what
 * mongoose's timestamps write) are separate fields, not a conflict on `children`. The `$` index is
 * the first element meeting every condition the filter puts on that array.
 */
export function resolvePositional(
  doc: Document,
  operators: Document,
  filter: Document,
  arrayFilters: Document[],
): Document {
  const positional = Object.values(operators).some(
    (fields) =>
      fields &&
      typeof fields === 'object' &&
      Object.keys(fields as Document).some((path) => path.split('.').some(isPositional)),
  );
  if (!positional) return operators;
  const resolver: Resolver = { filter, arrayFilters: arrayFilterQueries(arrayFilters) };
  const resolved: Document = {};
  for (const [operator, fields] of Object.entries(operators)) {
    if (!fields || typeof fields !== 'object') {
      resolved[operator] = fields;
      continue;
    }
    const out: Document = {};
    for (const [path, value] of Object.entries(fields as Document)) {
      const parts = path.split('.');
      const concretes = parts.some(isPositional) ? expand(doc, parts, [], resolver) : [path];
      for (const concrete of concretes) {
        out[concrete] = value;
        setNumberKind(out, concrete, numberKind(fields as Document, path));
      }
    }
    resolved[operator] = out;
  }
  return resolved;
}
