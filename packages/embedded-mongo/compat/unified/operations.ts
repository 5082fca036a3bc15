/** The CRUD operations of the unified test format, each run through the official driver. */
import type { Document } from 'bson';
import {
  MongoBulkWriteError,
  type GridFSBucket,
  type AnyBulkWriteOperation,
  type Collection,
  type Db,
  type MongoClient,
} from 'mongodb';

export type Entity = MongoClient | Db | Collection | GridFSBucket;

/** Arguments the runner interprets itself rather than passing on as driver options. */
const OWN_ARGUMENTS = ['session'];

function options(args: Document, ...taken: string[]): Document {
  const rest: Document = {};
  for (const [key, value] of Object.entries(args))
    if (!taken.includes(key) && !OWN_ARGUMENTS.includes(key)) rest[key] = value;
  if (typeof rest.returnDocument === 'string')
    rest.returnDocument = rest.returnDocument.toLowerCase();
  return rest;
}

/** A bulk write's result as the format expects it (counts and ids), from the driver's object. */
export function bulkResult(result: {
  insertedCount: number;
  matchedCount: number;
  modifiedCount: number;
  deletedCount: number;
  upsertedCount: number;
  upsertedIds: Record<number, unknown>;
  insertedIds: Record<number, unknown>;
}): Document {
  return {
    insertedCount: result.insertedCount,
    matchedCount: result.matchedCount,
    modifiedCount: result.modifiedCount,
    deletedCount: result.deletedCount,
    upsertedCount: result.upsertedCount,
    upsertedIds: result.upsertedIds,
    insertedIds: result.insertedIds,
  };
}

type Operation = (target: Entity, args: Document) => Promise<unknown>;

const collectionOperations: Record<string, Operation> = {
  aggregate: (c, a) =>
    (c as Collection).aggregate(a.pipeline as Document[], options(a, 'pipeline')).toArray(),
  bulkWrite: async (c, a) =>
    bulkResult(
      await (c as Collection).bulkWrite(
        a.requests as AnyBulkWriteOperation[],
        options(a, 'requests'),
      ),
    ),
  countDocuments: (c, a) =>
    (c as Collection).countDocuments(a.filter as Document, options(a, 'filter')),
  estimatedDocumentCount: (c, a) => (c as Collection).estimatedDocumentCount(options(a)),
  count: (c, a) => (c as Collection).count(a.filter as Document, options(a, 'filter')),
  deleteOne: (c, a) => (c as Collection).deleteOne(a.filter as Document, options(a, 'filter')),
  deleteMany: (c, a) => (c as Collection).deleteMany(a.filter as Document, options(a, 'filter')),
  distinct: (c, a) =>
    (c as Collection).distinct(
      a.fieldName as string,
      a.filter as Document,
      options(a, 'fieldName', 'filter'),
    ),
  find: (c, a) => (c as Collection).find(a.filter as Document, options(a, 'filter')).toArray(),
  findOne: (c, a) => (c as Collection).findOne(a.filter as Document, options(a, 'filter')),
  findOneAndDelete: (c, a) =>
    (c as Collection).findOneAndDelete(a.filter as Document, options(a, 'filter')),
  findOneAndReplace: (c, a) =>
    (c as Collection).findOneAndReplace(
      a.filter as Document,
      a.replacement as Document,
      options(a, 'filter', 'replacement'),
    ),
  findOneAndUpdate: (c, a) =>
    (c as Collection).findOneAndUpdate(
      a.filter as Document,
      a.update as Document,
      options(a, 'filter', 'update'),
    ),
  insertOne: (c, a) => (c as Collection).insertOne(a.document as Document, options(a, 'document')),
  insertMany: (c, a) =>
    (c as Collection).insertMany(a.documents as Document[], options(a, 'documents')),
  replaceOne: (c, a) =>
    (c as Collection).replaceOne(
      a.filter as Document,
      a.replacement as Document,
      options(a, 'filter', 'replacement'),
    ),
  updateOne: (c, a) =>
    (c as Collection).updateOne(
      a.filter as Document,
      a.update as Document,
      options(a, 'filter', 'update'),
    ),
  updateMany: (c, a) =>
    (c as Collection).updateMany(
      a.filter as Document,
      a.update as Document,
      options(a, 'filter', 'update'),
    ),
  createIndex: (c, a) => (c as Collection).createIndex(a.keys as Document, options(a, 'keys')),
  listIndexes: (c, a) => (c as Collection).listIndexes(options(a)).toArray(),
  dropIndex: (c, a) => (c as Collection).dropIndex(a.name as string, options(a, 'name')),
  dropIndexes: (c, a) => (c as Collection).dropIndexes(options(a)),
};

const databaseOperations: Record<string, Operation> = {
  aggregate: (d, a) =>
    (d as Db).aggregate(a.pipeline as Document[], options(a, 'pipeline')).toArray(),
  createCollection: async (d, a) => {
    await (d as Db).createCollection(a.collection as string, options(a, 'collection'));
  },
  dropCollection: async (d, a) => {
    await (d as Db).dropCollection(a.collection as string, options(a, 'collection'));
  },
  modifyCollection: (d, a) =>
    (d as Db).command({ collMod: a.collection, ...options(a, 'collection') }),
  runCommand: (d, a) =>
    (d as Db).command(a.command as Document, options(a, 'command', 'commandName')),
  runCursorCommand: (d, a) => {
    const cursor = (d as Db).runCursorCommand(a.command as Document);
    if (typeof a.batchSize === 'number') cursor.setBatchSize(a.batchSize);
    if (typeof a.maxTimeMS === 'number') cursor.setMaxTimeMS(a.maxTimeMS);
    if (a.comment !== undefined) cursor.setComment(a.comment);
    return cursor.toArray();
  },
  listCollections: (d, a) =>
    (d as Db).listCollections(a.filter as Document, options(a, 'filter')).toArray(),
};

export function operationFor(kind: 'collection' | 'database', name: string): Operation | undefined {
  const table = kind === 'collection' ? collectionOperations : databaseOperations;
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

export { MongoBulkWriteError };
