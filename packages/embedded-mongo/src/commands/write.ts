import { calculateObjectSize, type Document } from 'bson';
import { Query } from '../query/mingo';
import { badValue, CommandError, DuplicateKeyError } from '../errors';
import { compileFilter } from '../query/filter';
import { hintedOrder } from '../query/hint';
import { sortDocuments } from '../query/sort';
import { needsFindProjection, projectForFind } from '../query/find-projection';
import { assertOneProjectionKind } from '../query/projection-kind';
import { commandEnv, mingoOptions, NO_ENV, type QueryEnv } from '../query/env';
import { applyUpdate, buildUpsert, type UpdateSpec } from '../query/update';
import type { Collection } from '../storage/collection';
import { copyNumberKinds } from '../storage/number-kinds';
import { withEmptyTimestampsFilled } from '../storage/timestamps';
import {
  assertStorableDepth,
  documentTooLarge,
  MAX_DOCUMENT_BYTES,
} from '../storage/document-limits';
import { FixedReply } from '../wire/fixed-reply';
import { oversizedDocuments } from '../wire/messages';
import { targetCollection, type CommandContext, type CommandHandler } from './context';
import { enforceCap } from './capped';
import { assertNotView } from './pipeline';
import { asCommandError } from './mingo-errors';
import { assertCreatableCollection } from './namespaces';
import { checkValidator } from './validation';
import { assertValidUpdate } from './update-spec';

interface WriteError {
  index: number;
  code: number;
  errmsg: string;
  keyPattern?: Document;
  keyValue?: Document;
  errInfo?: Document;
}

function toWriteError(index: number, error: unknown): WriteError {
  if (error instanceof DuplicateKeyError) {
    return {
      index,
      code: error.code,
      errmsg: error.message,
      keyPattern: error.keyPattern,
      keyValue: error.keyValue,
    };
  }
  // A statement mongod cannot parse or run is that statement's error; the batch goes on unless ordered.
  const known = asCommandError(error);
  if (!known) throw error;
  const { errInfo } = known as CommandError & { errInfo?: Document };
  return errInfo
    ? { index, code: known.code, errmsg: known.message, errInfo }
    : { index, code: known.code, errmsg: known.message };
}

/** Runs each statement; with `ordered` (the default) the first failure stops the rest, as in mongod. */
function eachStatement<T>(
  items: T[],
  ordered: boolean,
  run: (item: T, index: number) => void,
): WriteError[] {
  const errors: WriteError[] = [];
  for (const [index, item] of items.entries()) {
    try {
      const size = oversizedDocuments.get(item as Document);
      if (size !== undefined) throw documentTooLarge(size);
      run(item, index);
    } catch (error) {
      errors.push(toWriteError(index, error));
      if (ordered) break;
    }
  }
  return errors;
}

function writeReply(fields: Document, errors: WriteError[]): Document {
  return errors.length > 0 ? { ...fields, writeErrors: errors, ok: 1 } : { ...fields, ok: 1 };
}

function collectionFor(context: CommandContext, command: Document, name: string): Collection {
  const target = targetCollection(command, name);
  const { storage, db } = context;
  let collection = storage.collection(db, target);
  if (!collection) {
    assertCreatableCollection(db, target);
    collection = storage.collection(db, target, { create: true })!;
  }
  assertNotView(collection);
  return collection;
}

function firstMatches(
  collection: Collection,
  filter: Document,
  sort?: Document,
  env: QueryEnv = NO_ENV,
): Document[] {
  // Index keys are binary: under a collation every document is tested.
  const { docs, exact } = env.collation
    ? { docs: collection.all(), exact: false }
    : collection.lookup(filter);
  const found = exact ? docs : docs.filter(compileFilter(filter, env));
  if (!sort || Object.keys(sort).length === 0) return found;
  return sortDocuments(found, sort, env);
}

/** mongod refuses an `_id` document with `$`-prefixed fields (it could not be queried by equality). */
function assertStorableId(id: unknown): void {
  if (id === null || typeof id !== 'object' || Object.getPrototypeOf(id) !== Object.prototype)
    return;
  const dollar = Object.keys(id).find((key) => key.startsWith('$'));
  if (dollar)
    throw new CommandError(
      53,
      'InvalidIdField',
      `_id fields may not contain '$'-prefixed fields: ${dollar} is not valid for storage.`,
    );
}

/** Whether the write skips the validator (bypassDocumentValidation). */
const bypasses = (command: Document) => command.bypassDocumentValidation === true;

/** The reply to the most common write, one document inserted. */
const ONE_INSERTED = new FixedReply({ n: 1, ok: 1 });

const insert: CommandHandler = (command, context) => {
  const documents = command.documents as Document[] | undefined;
  if (!Array.isArray(documents)) throw badValue('insert needs a documents array');
  const collection = collectionFor(context, command, 'insert');
  let n = 0;
  const bypass = bypasses(command);
  // Documents travelling inside a command over 16 MiB may each be too large: only then are they measured.
  const measure = oversizedDocuments.has(command);
  const errors = eachStatement(documents, command.ordered !== false, (input) => {
    assertStorableId(input._id);
    const size = measure ? calculateObjectSize(input) : 0;
    if (size > MAX_DOCUMENT_BYTES) throw documentTooLarge(size);
    assertStorableDepth(input);
    const doc = withEmptyTimestampsFilled(input);
    if (!bypass) checkValidator(collection, doc);
    collection.insert(doc);
    n += 1;
  });
  if (collection.options.capped) enforceCap(collection);
  return n === 1 && errors.length === 0 ? ONE_INSERTED : writeReply({ n }, errors);
};

const update: CommandHandler = (command, context) => {
  const statements = command.updates as Document[] | undefined;
  if (!Array.isArray(statements)) throw badValue('update needs an updates array');
  const collection = collectionFor(context, command, 'update');
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const bypass = bypasses(command);
  const errors = eachStatement(statements, command.ordered !== false, (statement, index) => {
    const filter = (statement.q as Document) ?? {};
    const spec = statement.u as UpdateSpec;
    assertValidUpdate(spec, statement.multi === true);
    const arrayFilters = statement.arrayFilters as Document[] | undefined;
    const env = commandEnv(command, collection, statement);
    const matched = firstMatches(collection, filter, hintedOrder(collection, statement.hint), env);
    const targets = statement.multi ? matched : matched.slice(0, 1);
    if (targets.length === 0 && statement.upsert) {
      const seed = buildUpsert(filter, spec, arrayFilters, env);
      if (!bypass) checkValidator(collection, seed);
      const doc = collection.insert(seed);
      n += 1;
      upserted.push({ index, _id: doc._id });
      return;
    }
    for (const doc of targets) {
      const next = applyUpdate(doc, spec, { filter, arrayFilters, env });
      n += 1;
      if (next !== doc) {
        if (!bypass) checkValidator(collection, next, doc);
        collection.replace(doc, next);
        nModified += 1;
      }
    }
  });
  return writeReply(upserted.length > 0 ? { n, nModified, upserted } : { n, nModified }, errors);
};

const remove: CommandHandler = (command, context) => {
  const statements = command.deletes as Document[] | undefined;
  if (!Array.isArray(statements)) throw badValue('delete needs a deletes array');
  const collection = context.storage.collection(context.db, targetCollection(command, 'delete'));
  assertNotView(collection);
  let n = 0;
  const errors = eachStatement(statements, command.ordered !== false, (statement) => {
    if (!collection) return;
    const env = commandEnv(command, collection, statement);
    const order = hintedOrder(collection, statement.hint);
    const matched = firstMatches(collection, (statement.q as Document) ?? {}, order, env);
    for (const doc of statement.limit === 1 ? matched.slice(0, 1) : matched) {
      collection.remove(doc);
      n += 1;
    }
  });
  return n === 1 && errors.length === 0 ? ONE_INSERTED : writeReply({ n }, errors);
};

function project(
  doc: Document | null,
  fields: Document | undefined,
  filter: Document,
): Document | null {
  if (!doc || !fields || Object.keys(fields).length === 0) return doc;
  assertOneProjectionKind(fields);
  if (needsFindProjection(fields)) return projectForFind(doc, fields, filter);
  const projected = new Query({}, mingoOptions(NO_ENV)).find([doc], fields).all()[0] as
    Document | undefined;
  if (projected) copyNumberKinds(doc, projected);
  return projected ?? null;
}

const findAndModify: CommandHandler = (command, context) => {
  const collection = collectionFor(context, command, 'findAndModify');
  const filter = (command.query as Document) ?? {};
  const env = commandEnv(command, collection);
  const sort = (command.sort as Document | undefined) ?? hintedOrder(collection, command.hint);
  const [doc] = firstMatches(collection, filter, sort, env);
  const bypass = bypasses(command);
  const fields = command.fields as Document | undefined;
  const arrayFilters = command.arrayFilters as Document[] | undefined;
  if (command.remove) {
    if (doc) collection.remove(doc);
    return {
      lastErrorObject: { n: doc ? 1 : 0 },
      value: project(doc ?? null, fields, filter),
      ok: 1,
    };
  }
  const spec = command.update as UpdateSpec | undefined;
  if (!spec) throw badValue('Either an update or remove=true must be specified');
  assertValidUpdate(spec, false);
  if (!doc) {
    if (!command.upsert)
      return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    const seed = buildUpsert(filter, spec, arrayFilters, env);
    if (!bypass) checkValidator(collection, seed);
    const inserted = collection.insert(seed);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: inserted._id },
      value: command.new ? project(inserted, fields, filter) : null,
      ok: 1,
    };
  }
  const next = applyUpdate(doc, spec, { filter, arrayFilters, env });
  if (next !== doc) {
    if (!bypass) checkValidator(collection, next, doc);
    collection.replace(doc, next);
  }
  return {
    lastErrorObject: { n: 1, updatedExisting: true },
    value: project(command.new ? next : doc, fields, filter),
    ok: 1,
  };
};

export const writeCommands: Record<string, CommandHandler> = {
  insert,
  update,
  delete: remove,
  findAndModify,
};
