/**
 * mongod's find projection where mingo's differs: `$slice` beside other fields or exclusions,
 * `$elemMatch` (operators alone test the elements themselves), the positional `items.$`, and
 * inclusion of fields inside arrays of documents. Computed fields go to mingo.
 */
import type { Document } from 'bson';
import { Query } from './mingo';
import { badValue, CommandError } from '../errors';
import { copyNumberKinds } from '../storage/number-kinds';
import { queryOptions } from './options';
import { firstMatchingIndex } from './positional';

const isPlain = (value: unknown): value is Document =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

type Tree = Map<string, Tree | true>;

function addPath(tree: Tree, parts: string[]): void {
  const [head, ...rest] = parts;
  if (rest.length === 0) {
    tree.set(head!, true);
    return;
  }
  let child = tree.get(head!);
  if (child === true) return;
  if (!child) tree.set(head!, (child = new Map()));
  addPath(child, rest);
}

/** The parts of `value` the tree names, in the document's own order (through arrays of documents). */
function include(value: unknown, tree: Tree): unknown {
  if (Array.isArray(value))
    return value
      .filter((item) => isPlain(item) || Array.isArray(item))
      .map((item) => include(item, tree));
  if (!isPlain(value)) return undefined;
  const out: Document = {};
  for (const [key, item] of Object.entries(value)) {
    const sub = tree.get(key);
    if (sub === true) out[key] = item;
    else if (sub) {
      const kept = include(item, sub);
      if (kept !== undefined) out[key] = kept;
    }
  }
  copyNumberKinds(value, out);
  return out;
}

/** A copy of `value` without the parts the tree names. */
function exclude(value: unknown, tree: Tree): unknown {
  if (Array.isArray(value)) return value.map((item) => exclude(item, tree));
  if (!isPlain(value)) return value;
  const out: Document = {};
  for (const [key, item] of Object.entries(value)) {
    const sub = tree.get(key);
    if (sub === true) continue;
    out[key] = sub ? exclude(item, sub) : item;
  }
  copyNumberKinds(value, out);
  return out;
}

function getPath(doc: Document, parts: string[]): unknown {
  let current: unknown = doc;
  for (const part of parts) current = isPlain(current) ? current[part] : undefined;
  return current;
}

function setPath(doc: Document, parts: string[], value: unknown): void {
  let current = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isPlain(current[part])) return;
    current = current[part] = { ...(current[part] as Document) };
  }
  if (value === undefined) delete current[parts.at(-1)!];
  else current[parts.at(-1)!] = value;
}

function slice(array: unknown, operand: unknown): unknown {
  if (!Array.isArray(array)) return array;
  if (typeof operand === 'number')
    return operand >= 0 ? array.slice(0, operand) : array.slice(operand);
  if (Array.isArray(operand) && operand.length === 2) {
    const [skip, limit] = operand as number[];
    if (limit! <= 0) throw badValue('$slice limit must be positive');
    const start = skip! < 0 ? Math.max(0, array.length + skip!) : skip!;
    return array.slice(start, start + limit!);
  }
  throw badValue('$slice only supports numbers and [skip, limit] arrays');
}

function elemMatch(array: unknown, condition: Document): unknown {
  if (!Array.isArray(array)) return undefined;
  const operatorsOnly = Object.keys(condition).every(
    (key) => key.startsWith('$') && !['$and', '$or', '$nor'].includes(key),
  );
  const query = new Query(operatorsOnly ? { v: condition } : condition, queryOptions);
  const found = array.find((item) => query.test(operatorsOnly ? { v: item } : item));
  return found === undefined ? undefined : [found];
}

/** Whether a projection needs this module rather than mingo or the byte-cutting inclusion. */
export function needsFindProjection(projection: Document): boolean {
  return Object.entries(projection).some(
    ([key, value]) =>
      key.endsWith('.$') ||
      (isPlain(value) && ('$slice' in value || '$elemMatch' in value)) ||
      key.includes('.'),
  );
}

/** Projects one document as mongod's find does; `filter` resolves a positional `items.$`. */
export function projectForFind(doc: Document, projection: Document, filter: Document): Document {
  const included: Tree = new Map();
  const excluded: Tree = new Map();
  const slices: [string[], unknown][] = [];
  const matches: [string[], Document][] = [];
  let positional: string[] | undefined;
  let withId = true;
  let computed = false;
  for (const [key, value] of Object.entries(projection)) {
    const parts = key.split('.');
    if (key === '_id' && (value === 0 || value === false)) withId = false;
    else if (key.endsWith('.$')) {
      if (positional)
        throw badValue('Cannot specify more than one positional projection per query.');
      positional = parts.slice(0, -1);
      addPath(included, positional);
    } else if (isPlain(value) && '$slice' in value) slices.push([parts, value.$slice]);
    else if (isPlain(value) && '$elemMatch' in value) {
      matches.push([parts, value.$elemMatch as Document]);
      addPath(included, parts);
    } else if (value === 0 || value === false) addPath(excluded, parts);
    else if (value === 1 || value === true) addPath(included, parts);
    else computed = true;
  }
  if (computed)
    throw badValue(
      'computed fields beside $slice, $elemMatch or a positional projection are not supported by the embedded server',
    );
  if (included.size > 0 && excluded.size > 0) {
    const [field] = excluded.keys();
    throw new CommandError(
      31254,
      'Location31254',
      `Cannot do exclusion on field ${field} in inclusion projection`,
    );
  }
  // $slice alone keeps the rest of the document; beside inclusions its field is included too.
  if (included.size > 0) for (const [parts] of slices) addPath(included, parts);
  let out: Document;
  if (included.size > 0) {
    out = include(doc, included) as Document;
    if (withId && doc._id !== undefined) out = { _id: doc._id, ...out };
    else if (!withId) delete out._id;
  } else {
    out = exclude(doc, excluded) as Document;
    if (!withId) delete out._id;
  }
  copyNumberKinds(doc, out);
  for (const [parts, operand] of slices) setPath(out, parts, slice(getPath(out, parts), operand));
  for (const [parts, condition] of matches)
    setPath(out, parts, elemMatch(getPath(doc, parts), condition));
  if (positional) {
    const array = getPath(doc, positional);
    const index = Array.isArray(array)
      ? firstMatchingIndex(array, positional.join('.'), filter)
      : -1;
    if (index === -1)
      throw badValue(
        "Executor error during find command :: caused by :: positional operator '.$' couldn't find a matching element in the array",
      );
    setPath(out, positional, [(array as unknown[])[index]]);
  }
  return out;
}
