import type { Timestamp } from 'bson';
import { ObjectId, serialize, type Document } from 'bson';
import { Aggregator, update as applyOperators } from './mingo';
import { CommandError, badValue } from '../errors';
import { copyNumberKinds } from '../storage/number-kinds';
import { nextTimestamp } from '../storage/timestamps';
import { cloneDocument, keyOf } from '../storage/values';
import { isIndexableScalar, isOperatorObject } from './filter';
import { mingoOptions, NO_ENV, type QueryEnv } from './env';
import { queryOptions } from './options';
import { resolvePositional } from './positional';
import { applyPull } from './pull';
import { carryNumberKinds } from './update-number-kinds';
import { exactIntegerIncrements } from './integer-inc';

const immutableId = () =>
  new CommandError(
    66,
    'ImmutableField',
    "Performing an update on the path '_id' would modify the immutable field '_id'",
  );

export type UpdateSpec = Document | Document[];

function isOperatorUpdate(update: Document): boolean {
  const keys = Object.keys(update);
  return keys.length > 0 && keys.every((key) => key.startsWith('$'));
}

function sameBytes(a: Document, b: Document): boolean {
  return Buffer.from(serialize(a)).equals(serialize(b));
}

/** mingo knows no $setOnInsert: on an insert it becomes part of $set, otherwise it is dropped. */
function withoutSetOnInsert(update: Document, inserting: boolean): Document {
  const { $setOnInsert, ...rest } = update;
  if (!inserting || !$setOnInsert) return rest;
  const set: Document = { ...(rest.$set as Document | undefined), ...($setOnInsert as Document) };
  if (rest.$set) copyNumberKinds(rest.$set as Document, set);
  copyNumberKinds($setOnInsert as Document, set);
  return { ...rest, $set: set };
}

/** Whether a value holds a field named `__proto__` at any depth. */
function holdsProtoField(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(holdsProtoField);
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.hasOwn(value, '__proto__') || Object.values(value).some(holdsProtoField);
}

/**
 * mongod stores a field named `__proto__`; the update machinery here (plain JS objects) would drop
 * it and still report the document modified, so such an update is refused instead.
 */
function assertNoProtoField(update: Document): void {
  if (holdsProtoField(update))
    throw badValue("A field named '__proto__' is not supported by the embedded server");
}

/**
 * Applies an update (operators, a replacement document or a pipeline) to a copy of `doc`.
 * Returns the new document, or the same object when nothing changed.
 */
export function applyUpdate(
  doc: Document,
  update: UpdateSpec,
  options: {
    filter?: Document;
    arrayFilters?: Document[];
    inserting?: boolean;
    env?: QueryEnv;
  } = {},
): Document {
  assertNoProtoField(update);
  if (Array.isArray(update)) {
    const stages = new Aggregator(update, mingoOptions(options.env ?? NO_ENV));
    const [next] = stages.run([cloneDocument(doc)]) as Document[];
    if (!next) throw badValue('update pipeline removed the document');
    if (next._id !== undefined && !sameBytes({ id: next._id }, { id: doc._id }))
      throw immutableId();
    const result = { ...next, _id: doc._id };
    return sameBytes(result, doc) ? doc : result;
  }
  if (!isOperatorUpdate(update)) {
    if (Object.keys(update).some((key) => key.startsWith('$')))
      throw badValue('Unknown modifier in replacement');
    if (update._id !== undefined && !sameBytes({ id: update._id }, { id: doc._id }))
      throw immutableId();
    const replacement = { _id: doc._id, ...update };
    copyNumberKinds(update, replacement);
    return sameBytes(replacement, doc) ? doc : replacement;
  }
  const operators = exactIntegerIncrements(
    doc,
    currentDateAsSet(
      resolvePositional(
        doc,
        withoutSetOnInsert(update, options.inserting ?? false),
        options.filter ?? {},
        options.arrayFilters ?? [],
      ),
    ),
  );
  const set = operators.$set as Document | undefined;
  // Setting _id to the value it already has is allowed by mongod (mongoose sometimes does it).
  if (set && '_id' in set && sameBytes({ id: set._id }, { id: doc._id })) delete set._id;
  if (Object.keys(operators).length === 0) return doc;
  assertPathsViable(doc, operators);
  const copy = cloneDocument(doc);
  const { $pull: pull, ...others } = operators;
  if (pull) assertNoConflict(Object.keys(pull as Document), others);
  try {
    const pulled = pull ? applyPull(copy, pull as Document) : false;
    const changed =
      Object.keys(others).length === 0
        ? []
        : applyOperators(
            copy,
            others,
            options.arrayFilters ?? [],
            // Positional paths are resolved already (resolvePositional), and the caller matched the
            // document under its collation: mingo must not test the filter again in binary.
            {},
            {
              cloneMode: 'deep',
              queryOptions,
            },
          );
    const forced = setMingoSkipped(copy, others.$set as Document | undefined);
    if (changed.length === 0 && !pulled && !forced) return doc;
    carryNumberKinds(copy, operators);
    return copy;
  } catch (error) {
    const { message } = error as Error;
    if (message.includes("immutable field '_id'")) throw immutableId();
    if (message.includes('would create a conflict'))
      throw new CommandError(40, 'ConflictingUpdateOperators', message);
    throw badValue(message);
  }
}

/** The value $currentDate writes for one field: a date, or a BSON timestamp when it asks for one. */
function currentValue(spec: unknown, now: Date): Date | Timestamp {
  if (spec === true) return now;
  const type = (spec as Document | null)?.$type;
  if (type === 'date') return now;
  if (type === 'timestamp') return nextTimestamp();
  throw badValue(
    "The '$type' string field is required to be 'date' or 'timestamp': {$currentDate: {field : {$type: 'date'}}}",
  );
}

/** $currentDate as the $set of its values: mingo's own writes a number, never a BSON timestamp. */
function currentDateAsSet(operators: Document): Document {
  const { $currentDate: fields, ...rest } = operators;
  if (!fields || typeof fields !== 'object') return operators;
  const set: Document = { ...(rest.$set as Document | undefined) };
  if (rest.$set) copyNumberKinds(rest.$set as Document, set);
  const now = new Date();
  for (const [path, spec] of Object.entries(fields as Document)) {
    if (path in set)
      throw new CommandError(
        40,
        'ConflictingUpdateOperators',
        `Updating the path '${path}' would create a conflict at '${path}'`,
      );
    set[path] = currentValue(spec, now);
  }
  return { ...rest, $set: set };
}

const CREATING = new Set([
  '$set',
  '$setOnInsert',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$push',
  '$addToSet',
  '$currentDate',
]);

/**
 * mongod refuses to create a field inside an array (by a name, not an index) or inside a scalar
 * (error 28, PathNotViable); mingo silently wrote nothing.
 */
function assertPathsViable(doc: Document, operators: Document): void {
  for (const [operator, fields] of Object.entries(operators)) {
    if (!CREATING.has(operator) || !fields || typeof fields !== 'object') continue;
    for (const path of Object.keys(fields as Document)) {
      const parts = path.split('.');
      let current: unknown = doc;
      for (const [i, part] of parts.slice(0, -1).entries()) {
        current = (current as Document)[part];
        if (current === undefined || current === null) break;
        const next = parts[i + 1]!;
        const blocked = Array.isArray(current)
          ? !/^\d+$/.test(next)
          : Object.getPrototypeOf(current) !== Object.prototype;
        if (blocked)
          throw new CommandError(
            28,
            'PathNotViable',
            `Cannot create field '${next}' in element {${part}: ${JSON.stringify(current)}}`,
          );
      }
      assertOperandType(doc, operator, path);
    }
  }
  for (const operator of ['$pull', '$pullAll', '$pop']) {
    const fields = operators[operator] as Document | undefined;
    if (fields && typeof fields === 'object')
      for (const path of Object.keys(fields)) assertOperandType(doc, operator, path);
  }
}

const ARRAY_OPERATORS = new Set(['$push', '$addToSet', '$pull', '$pullAll', '$pop']);
const NUMERIC_OPERATORS = new Set(['$inc', '$mul']);
const NUMBER_CLASSES = new Set(['Long', 'Int32', 'Double', 'Decimal128']);

/** mongod refuses an array operator on a non-array field (2) and arithmetic on a non-number (14). */
function assertOperandType(doc: Document, operator: string, path: string): void {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return;
    value = (value as Document)[part];
  }
  if (value === undefined) return;
  const type = value === null ? 'null' : typeof value;
  if (ARRAY_OPERATORS.has(operator) && !Array.isArray(value))
    throw badValue(
      `The field '${path}' must be an array but is of type ${type} in document {_id: ${String(doc._id)}}`,
    );
  const numeric =
    typeof value === 'number' ||
    NUMBER_CLASSES.has((value as { _bsontype?: string } | null)?._bsontype ?? '');
  if (NUMERIC_OPERATORS.has(operator) && !numeric)
    throw new CommandError(
      14,
      'TypeMismatch',
      `Cannot apply ${operator} to a value of non-numeric type. {_id: ${String(doc._id)}} has the field '${path}' of non-numeric type ${type}`,
    );
}

/**
 * mingo's $set skips a value it deems equal to the current one, and a binData differing only in
 * subtype is equal to it: such values are written here. True when one was.
 */
function setMingoSkipped(doc: Document, set: Document | undefined): boolean {
  if (!set) return false;
  let wrote = false;
  for (const [path, wanted] of Object.entries(set)) {
    // Only BSON values (Binary, ObjectId, Long...) carry what mingo's equality leaves out.
    if ((wanted as { _bsontype?: string } | null)?._bsontype === undefined) continue;
    const parts = path.split('.');
    let parent: unknown = doc;
    for (const part of parts.slice(0, -1)) parent = (parent as Document | undefined)?.[part];
    if (parent === null || typeof parent !== 'object') continue;
    const key = parts.at(-1)!;
    if (keyOf((parent as Document)[key]) !== keyOf(wanted)) {
      (parent as Document)[key] = wanted;
      wrote = true;
    }
  }
  return wrote;
}

/** $pull runs apart from mingo's operators (query/pull.ts): its paths must not meet theirs. */
function assertNoConflict(paths: string[], others: Document): void {
  const meets = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
  for (const fields of Object.values(others)) {
    if (!fields || typeof fields !== 'object') continue;
    for (const other of Object.keys(fields as Document)) {
      const path = paths.find((p) => meets(p, other));
      if (path)
        throw new CommandError(
          40,
          'ConflictingUpdateOperators',
          `Updating the path '${other}' would create a conflict at '${path}'`,
        );
    }
  }
}

/** The starting document of an upsert: the filter's equality fields (dotted paths become nested). */
export function upsertSeed(filter: Document): Document {
  const seed: Document = {};
  const assign = (path: string, value: unknown) => {
    const parts = path.split('.');
    let target = seed;
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Document;
    target[parts.at(-1)!] = value;
  };
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const clause of condition as Document[]) Object.assign(seed, upsertSeed(clause));
    } else if (!field.startsWith('$')) {
      if (isOperatorObject(condition)) {
        if ('$eq' in condition) assign(field, condition.$eq);
      } else if (isIndexableScalar(condition) || condition === null || Array.isArray(condition)) {
        assign(field, condition);
      } else if (!(condition instanceof RegExp)) {
        assign(field, condition);
      }
    }
  }
  return seed;
}

/** The document an upsert inserts when nothing matched. */
export function buildUpsert(
  filter: Document,
  update: UpdateSpec,
  arrayFilters?: Document[],
  env?: QueryEnv,
): Document {
  const seed = upsertSeed(filter);
  const base = { _id: seed._id ?? new ObjectId(), ...seed };
  if (!Array.isArray(update) && !isOperatorUpdate(update)) {
    const replacement = { _id: base._id, ...update };
    copyNumberKinds(update, replacement);
    return replacement;
  }
  const result = applyUpdate(base, update, { arrayFilters, inserting: true, env });
  return result;
}
