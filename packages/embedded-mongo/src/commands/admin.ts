import type { Document } from 'bson';
import { badValue, CommandError, namespaceNotFound } from '../errors';
import { parseCollation } from '../query/collation';
import type { IndexSpec } from '../storage/index-spec';
import { targetCollection, type CommandHandler } from './context';
import { assertNotView } from './pipeline';
import { GENERIC_ARGUMENTS } from './command-fields';
import { assertFitsCollection, validIndexSpec } from './index-validation';
import { assertCreatableCollection } from './namespaces';
import { assertValidatorOptions } from './validation';

/** Options of createCollection the embedded server implements, kept in the collection's options. */
const KEPT_OPTIONS = [
  'capped',
  'size',
  'max',
  'validator',
  'validationLevel',
  'validationAction',
  'viewOn',
  'pipeline',
  'collation',
];
/** Options that change nothing here (storage tuning, the command's own write concern). */
const IGNORABLE_OPTIONS = [
  ...GENERIC_ARGUMENTS,
  'create',
  'autoIndexId',
  'storageEngine',
  'indexOptionDefaults',
  'idIndex',
  'flags',
  'temp',
];

/** mongod's answer to an option it does not know; here also to those the embedded server lacks. */
const unknownField = (command: string, field: string, lacking: string) =>
  new CommandError(
    40415,
    'Location40415',
    `BSON field '${command}.${field}' is an unknown field. (${lacking})`,
  );

const LACKING: Record<string, string> = {
  timeseries: 'the embedded server has no time-series collections',
  expireAfterSeconds: 'the embedded server has no time-series or clustered collections',
  clusteredIndex: 'the embedded server has no clustered collections',
  changeStreamPreAndPostImages: 'the embedded server has no change streams',
  encryptedFields: 'the embedded server has no queryable encryption',
};

function collectionOptions(command: Document, name: string): Document {
  const options: Document = {};
  for (const [field, value] of Object.entries(command)) {
    if (KEPT_OPTIONS.includes(field)) options[field] = value;
    else if (!IGNORABLE_OPTIONS.includes(field))
      throw unknownField(name, field, LACKING[field] ?? 'not supported by the embedded server');
  }
  if (options.capped !== undefined && options.capped !== false && options.capped !== 0) {
    if (typeof options.size !== 'number' || options.size <= 0)
      throw new CommandError(
        72,
        'InvalidOptions',
        "the 'size' field is required when 'capped' is true",
      );
    options.capped = true;
  } else if (options.size !== undefined || options.max !== undefined) {
    if (options.capped !== undefined) throw badValue('size and max need capped: true');
  }
  if (options.viewOn !== undefined) {
    if (typeof options.viewOn !== 'string') throw badValue("'viewOn' option must be a string");
    if (options.pipeline !== undefined && !Array.isArray(options.pipeline))
      throw badValue("'pipeline' option must be specified as an array");
    if (options.validator || options.capped)
      throw badValue('A view cannot be capped or have a validator');
  } else if (options.pipeline !== undefined)
    throw badValue("'pipeline' requires 'viewOn' to also be specified");
  if (options.collation !== undefined) {
    const collation = parseCollation(options.collation);
    if (collation) options.collation = collation.spec;
    else delete options.collation;
  }
  assertValidatorOptions(options);
  return options;
}

const create: CommandHandler = (command, context) => {
  const name = targetCollection(command, 'create');
  assertCreatableCollection(context.db, name);
  context.storage.createCollection(context.db, name, collectionOptions(command, 'create'));
  return { ok: 1 };
};

/** collMod: a collection's validator settings, a view's definition, an index's hidden flag or TTL. */
const collMod: CommandHandler = (command, context) => {
  const name = targetCollection(command, 'collMod');
  const collection = context.storage.collection(context.db, name);
  if (!collection) throw namespaceNotFound(`ns does not exist: ${context.db}.${name}`);
  const options = { ...collection.options };
  for (const [field, value] of Object.entries(command)) {
    if (field === 'collMod' || IGNORABLE_OPTIONS.includes(field)) continue;
    if (field === 'index') {
      const change = value as Document;
      const indexName =
        typeof change.name === 'string'
          ? change.name
          : collection.findIndexByKey((change.keyPattern as Document | undefined) ?? {});
      const spec = collection.indexSpecs().find((s) => s.name === indexName);
      if (!spec)
        throw new CommandError(27, 'IndexNotFound', `cannot find index ${JSON.stringify(change)}`);
      const updated: Document = { ...spec };
      if (change.hidden !== undefined) updated.hidden = change.hidden === true ? true : undefined;
      if (change.expireAfterSeconds !== undefined)
        updated.expireAfterSeconds = change.expireAfterSeconds;
      for (const key of Object.keys(change))
        if (!['name', 'keyPattern', 'hidden', 'expireAfterSeconds'].includes(key))
          throw unknownField('collMod.index', key, 'not supported by the embedded server');
      collection.replaceIndexSpec(JSON.parse(JSON.stringify(updated)) as IndexSpec);
    } else if (['validator', 'validationLevel', 'validationAction'].includes(field)) {
      assertNotView(collection);
      options[field] = value;
    } else if (field === 'viewOn' || field === 'pipeline') {
      if (collection.options.viewOn === undefined)
        throw new CommandError(72, 'InvalidOptions', 'not a view');
      options[field] = value;
    } else
      throw unknownField(
        'collMod',
        field,
        LACKING[field] ?? 'not supported by the embedded server',
      );
  }
  assertValidatorOptions(options);
  context.storage.setOptions(collection, options);
  return { ok: 1 };
};

const drop: CommandHandler = (command, context) => {
  const name = targetCollection(command, 'drop');
  const nIndexesWas = context.storage.dropCollection(context.db, name);
  return { nIndexesWas, ns: `${context.db}.${name}`, ok: 1 };
};

const dropDatabase: CommandHandler = (_command, context) => {
  context.storage.dropDatabase(context.db);
  return { dropped: context.db, ok: 1 };
};

const listDatabases: CommandHandler = (command, context) => {
  const databases = context.storage.databaseNames().map((name) => ({
    name,
    sizeOnDisk: 0,
    empty: context.storage.collections(name).every((collection) => collection.size === 0),
  }));
  return command.nameOnly
    ? { databases: databases.map(({ name }) => ({ name })), ok: 1 }
    : { databases, totalSize: 0, ok: 1 };
};

const listCollections: CommandHandler = (command, context) => {
  const filter = (command.filter as Document | undefined) ?? {};
  const collections = context.storage
    .collections(context.db)
    .filter((collection) => filter.name === undefined || collection.name === filter.name)
    .map((collection) => {
      const type = collection.options.viewOn !== undefined ? 'view' : 'collection';
      if (command.nameOnly) return { name: collection.name, type };
      if (type === 'view')
        return {
          name: collection.name,
          type,
          options: collection.options,
          info: { readOnly: true },
        };
      return {
        name: collection.name,
        type,
        options: collection.options,
        info: { readOnly: false },
        idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
      };
    })
    .filter((entry) => filter.type === undefined || entry.type === filter.type);
  return context.cursors.first(`${context.db}.$cmd.listCollections`, collections);
};

const createIndexes: CommandHandler = (command, context) => {
  const name = targetCollection(command, 'createIndexes');
  const given = command.indexes as unknown[] | undefined;
  if (!Array.isArray(given) || given.length === 0)
    throw badValue('Must specify at least one index to create');
  // Every specification is checked before any index is built, as in mongod.
  const specs = given.map((spec) =>
    validIndexSpec(spec, command.ignoreUnknownIndexOptions === true),
  );
  const existed = context.storage.collection(context.db, name) !== undefined;
  if (!existed) assertCreatableCollection(context.db, name);
  const collection = context.storage.collection(context.db, name, { create: true })!;
  const before = collection.indexSpecs().length;
  let created = 0;
  assertNotView(collection);
  for (const input of specs) {
    // An index without a collation takes the collection's default one, as in mongod.
    const collation = parseCollation(input.collation ?? collection.options.collation);
    const { collation: _given, ...rest } = input;
    const spec = collation ? { ...rest, collation: collation.spec } : rest;
    assertFitsCollection(collection, spec);
    if (collection.createIndex(spec)) created += 1;
  }
  return {
    numIndexesBefore: before,
    numIndexesAfter: collection.indexSpecs().length,
    createdCollectionAutomatically: !existed,
    ...(created === 0 ? { note: 'all indexes already exist' } : {}),
    ok: 1,
  };
};

const listIndexes: CommandHandler = (command, context) => {
  const name = targetCollection(command, 'listIndexes');
  const collection = context.storage.collection(context.db, name);
  if (!collection) throw namespaceNotFound(`ns does not exist: ${context.db}.${name}`);
  return context.cursors.first(
    `${context.db}.${name}`,
    collection.indexSpecs().map((spec) => ({ ...spec })),
  );
};

const dropIndexes: CommandHandler = (command, context) => {
  const name = targetCollection(command, 'dropIndexes');
  const collection = context.storage.collection(context.db, name);
  if (!collection) throw namespaceNotFound(`ns not found ${context.db}.${name}`);
  const nIndexesWas = collection.indexSpecs().length;
  const target = command.index;
  if (target === '*') collection.dropAllIndexes();
  else if (typeof target === 'string') collection.dropIndex(target);
  else if (Array.isArray(target)) for (const index of target) collection.dropIndex(String(index));
  else if (target && typeof target === 'object') {
    const found = collection.findIndexByKey(target as Document);
    if (!found) throw namespaceNotFound(`can't find index with key: ${JSON.stringify(target)}`);
    collection.dropIndex(found);
  } else throw badValue('index must be a name, a key pattern, a list of names or "*"');
  return { nIndexesWas, ok: 1 };
};

export const adminCommands: Record<string, CommandHandler> = {
  create,
  collMod,
  drop,
  dropDatabase,
  listDatabases,
  listCollections,
  createIndexes,
  listIndexes,
  dropIndexes,
};
