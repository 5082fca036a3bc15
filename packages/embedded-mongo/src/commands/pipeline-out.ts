import type { Document } from 'bson';
import { Aggregator } from '../query/mingo';
import { badValue, CommandError, DuplicateKeyError } from '../errors';
import { mingoOptions, type QueryEnv } from '../query/env';
import { queryOptions } from '../query/options';
import type { Collection } from '../storage/collection';
import { keyOf } from '../storage/values';
import type { CommandContext } from './context';
import { assertCreatableCollection, assertValidDatabaseName } from './namespaces';
import { assertNotView } from './pipeline';
import { checkValidator } from './validation';

function target(context: CommandContext, spec: unknown, stage: string): Collection {
  let db = context.db;
  let name: unknown = spec;
  if (spec && typeof spec === 'object') {
    const { db: givenDb, coll } = spec as Document;
    if (typeof givenDb === 'string') db = givenDb;
    name = coll;
  }
  if (typeof name !== 'string' || name.length === 0)
    throw badValue(`${stage} needs the name of a collection`);
  if (!context.storage.collection(db, name)) {
    assertValidDatabaseName(db);
    assertCreatableCollection(db, name);
  }
  const collection = context.storage.collection(db, name, { create: true })!;
  assertNotView(collection);
  return collection;
}

/**
 * $out: the results replace the target's documents all at once — on a duplicate key or a failed
 * validation the target keeps its documents, as mongod writes to a temporary collection first.
 */
function out(context: CommandContext, spec: unknown, results: Document[], bypass: boolean): void {
  const collection = target(context, spec, '$out');
  if (collection.options.capped === true)
    throw new CommandError(
      17152,
      'Location17152',
      `namespace '${collection.namespace}' is capped so it can't be used for $out`,
    );
  const previous = collection.all();
  for (const doc of previous) collection.remove(doc);
  const inserted: Document[] = [];
  try {
    for (const doc of results) {
      if (!bypass) checkValidator(collection, doc);
      inserted.push(collection.insert(doc));
    }
  } catch (error) {
    for (const doc of inserted) collection.remove(doc);
    for (const doc of previous) collection.insert(doc);
    throw error;
  }
}

/** The target's document whose `on` fields equal the result's, if any. */
function matchOn(collection: Collection, on: string[], doc: Document): Document | undefined {
  const key = (d: Document) => on.map((field) => keyOf(d[field])).join('\u0000');
  const wanted = key(doc);
  for (const candidate of collection.documents()) if (key(candidate) === wanted) return candidate;
  return undefined;
}

/** $merge into a collection: each result is matched on `on` and inserted, merged, replaced or kept. */
function merge(
  context: CommandContext,
  spec: unknown,
  results: Document[],
  env: QueryEnv,
  bypass: boolean,
): void {
  const options: Document =
    typeof spec === 'string' || (spec as Document)?.coll ? { into: spec } : (spec as Document);
  const collection = target(context, options.into, '$merge');
  const on =
    options.on === undefined
      ? ['_id']
      : Array.isArray(options.on)
        ? (options.on as string[])
        : [options.on as string];
  const sorted = (fields: string[]) => [...fields].sort().join(',');
  if (
    sorted(on) !== '_id' &&
    !collection
      .indexSpecs()
      .some((index) => index.unique && sorted(Object.keys(index.key)) === sorted(on))
  )
    throw new CommandError(
      51183,
      'Location51183',
      'Cannot find index to verify that join fields will be unique',
    );
  const whenMatched = options.whenMatched ?? 'merge';
  const whenNotMatched = options.whenNotMatched ?? 'insert';
  const variables = { ...env.variables, ...(options.let as Document | undefined) };
  for (const doc of results) {
    const existing = matchOn(collection, on, doc);
    if (!existing) {
      if (whenNotMatched === 'discard') continue;
      if (whenNotMatched === 'fail')
        throw new CommandError(
          13113,
          'MergeStageNoMatchingDocument',
          '$merge could not find a matching document in the target collection for at least one document in the source collection',
        );
      if (!bypass) checkValidator(collection, doc);
      collection.insert(doc);
      continue;
    }
    let next: Document;
    if (whenMatched === 'keepExisting') continue;
    if (whenMatched === 'fail')
      throw new DuplicateKeyError(
        `E11000 duplicate key error collection: ${collection.namespace} index: _id_ dup key: { _id: ${String(existing._id)} }`,
        { _id: 1 },
        { _id: existing._id },
      );
    if (whenMatched === 'replace') next = { ...doc, _id: existing._id };
    else if (whenMatched === 'merge') next = { ...existing, ...doc, _id: existing._id };
    else if (Array.isArray(whenMatched)) {
      const vars = { new: doc, ...variables };
      const [updated] = new Aggregator(
        whenMatched as Document[],
        mingoOptions({ variables: vars }, queryOptions),
      ).run([existing]) as Document[];
      next = { ...updated, _id: existing._id };
    } else
      throw badValue(
        `Enumeration value '${String(whenMatched)}' for field 'whenMatched' is not a valid value.`,
      );
    if (!bypass) checkValidator(collection, next);
    collection.replace(existing, next);
  }
}

/** Writes a pipeline's results as its final $out or $merge stage says. */
export function writeStageResults(
  context: CommandContext,
  stage: Document,
  results: Document[],
  env: QueryEnv,
  bypass: boolean,
): void {
  if ('$out' in stage) out(context, stage.$out, results, bypass);
  else merge(context, stage.$merge, results, env, bypass);
}
