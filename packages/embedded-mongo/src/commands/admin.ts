import type { Document } from 'bson';
import { badValue, namespaceNotFound } from '../errors';
import type { IndexSpec } from '../storage/index-spec';
import { targetCollection, type CommandHandler } from './context';

const create: CommandHandler = (command, context) => {
  context.storage.createCollection(context.db, targetCollection(command, 'create'));
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
    .map((collection) =>
      command.nameOnly
        ? { name: collection.name, type: 'collection' }
        : {
            name: collection.name,
            type: 'collection',
            options: {},
            info: { readOnly: false },
            idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
          },
    );
  return context.cursors.first(`${context.db}.$cmd.listCollections`, collections);
};

const createIndexes: CommandHandler = (command, context) => {
  const name = targetCollection(command, 'createIndexes');
  const specs = command.indexes as IndexSpec[] | undefined;
  if (!Array.isArray(specs) || specs.length === 0)
    throw badValue('Must specify at least one index to create');
  const existed = context.storage.collection(context.db, name) !== undefined;
  const collection = context.storage.collection(context.db, name, { create: true })!;
  const before = collection.indexSpecs().length;
  let created = 0;
  for (const spec of specs) {
    if (!spec || typeof spec.key !== 'object')
      throw badValue('index specification must have a key');
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
  drop,
  dropDatabase,
  listDatabases,
  listCollections,
  createIndexes,
  listIndexes,
  dropIndexes,
};
