/**
 * The fields mongod 7.0's command parsers (IDL) know, per command: any other field is refused with
 * 40415, as mongod refuses it, instead of being accepted and ignored. Commands not listed here
 * (handshake, diagnostics, create and collMod with their own checks) are not checked.
 */
import type { Document } from 'bson';
import { CommandError } from '../errors';

/** Arguments every command accepts (mongod's generic_argument.idl). */
export const GENERIC_ARGUMENTS = [
  '$db',
  'lsid',
  'txnNumber',
  'autocommit',
  'startTransaction',
  'stmtId',
  '$clusterTime',
  '$readPreference',
  '$audit',
  '$client',
  '$configServerState',
  '$configTime',
  '$topologyTime',
  '$queryOptions',
  '$replData',
  '$oplogQueryData',
  'readConcern',
  'writeConcern',
  'comment',
  'maxTimeMS',
  'maxTimeMSOpOnly',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  'clientOperationKey',
  'allowImplicitCollectionCreation',
  'databaseVersion',
  'shardVersion',
  'mayBypassWriteBlocking',
  'txnRetryCounter',
  'usesDefaultMaxTimeMS',
];

const WRITE_BASE = [
  'ordered',
  'bypassDocumentValidation',
  'stmtIds',
  'isTimeseriesNamespace',
  'collectionUUID',
  'encryptionInformation',
];

const SPECIFIC: Record<string, string[]> = {
  find: [
    'filter',
    'projection',
    'sort',
    'hint',
    'skip',
    'limit',
    'batchSize',
    'singleBatch',
    'let',
    'max',
    'min',
    'returnKey',
    'showRecordId',
    'tailable',
    'oplogReplay',
    'noCursorTimeout',
    'awaitData',
    'allowPartialResults',
    'collation',
    'allowDiskUse',
    'collectionUUID',
    'readOnce',
    'allowSpeculativeMajorityRead',
    '$_requestResumeToken',
    '$_resumeAfter',
    'term',
    'encryptionInformation',
  ],
  aggregate: [
    'pipeline',
    'explain',
    'allowDiskUse',
    'cursor',
    'bypassDocumentValidation',
    'collation',
    'hint',
    'let',
    'needsMerge',
    'fromMongos',
    'exchange',
    'isMapReduceCommand',
    'collectionUUID',
    'encryptionInformation',
    '$_requestReshardingResumeToken',
    '$_generateV2ResumeTokens',
  ],
  insert: [...WRITE_BASE, 'documents'],
  update: [...WRITE_BASE, 'updates', 'let'],
  delete: [...WRITE_BASE, 'deletes', 'let'],
  findAndModify: [
    'query',
    'fields',
    'sort',
    'hint',
    'collation',
    'arrayFilters',
    'remove',
    'update',
    'new',
    'upsert',
    'bypassDocumentValidation',
    'let',
    'encryptionInformation',
    'sampleId',
  ],
  count: [
    'query',
    'limit',
    'skip',
    'hint',
    'collation',
    'fields',
    'encryptionInformation',
    'mirrored',
    'sampleId',
  ],
  distinct: ['key', 'query', 'collation', 'mirrored', 'sampleId'],
  getMore: ['collection', 'batchSize', 'term', 'lastKnownCommittedOpTime'],
  killCursors: ['cursors'],
  createIndexes: [
    'indexes',
    'commitQuorum',
    'ignoreUnknownIndexOptions',
    'isTimeseriesNamespace',
    'collectionUUID',
    'returnOnStart',
  ],
  dropIndexes: ['index', 'isTimeseriesNamespace', 'collectionUUID'],
  listIndexes: [
    'cursor',
    'includeBuildUUIDs',
    'includeIndexBuildInfo',
    'isTimeseriesNamespace',
    'collectionUUID',
  ],
  listCollections: ['filter', 'nameOnly', 'authorizedCollections', 'cursor', 'includePendingDrops'],
  listDatabases: ['filter', 'nameOnly', 'authorizedDatabases'],
  drop: ['collectionUUID', 'isTimeseriesNamespace'],
  dropDatabase: [],
  explain: ['verbosity'],
};

/** The fields of a statement inside a write command's array. */
const STATEMENTS: Record<string, { array: string; fields: Set<string> }> = {
  update: {
    array: 'updates',
    fields: new Set([
      'q',
      'u',
      'c',
      'arrayFilters',
      'hint',
      'multi',
      'upsert',
      'upsertSupplied',
      'collation',
      'sampleId',
      '$_allowShardKeyUpdatesWithoutFullShardKeyInQuery',
    ]),
  },
  delete: { array: 'deletes', fields: new Set(['q', 'limit', 'hint', 'collation', 'sampleId']) },
};

const KNOWN = new Map(
  Object.entries(SPECIFIC).map(([name, fields]) => [
    name,
    new Set([name, ...GENERIC_ARGUMENTS, ...fields]),
  ]),
);
KNOWN.set('findandmodify', new Set([...KNOWN.get('findAndModify')!, 'findandmodify']));

export const unknownField = (path: string) =>
  new CommandError(40415, 'Location40415', `BSON field '${path}' is an unknown field.`);

/** Refuses a field the named command does not have in mongod 7.0 (its first unknown field). */
export function assertKnownFields(name: string, command: Document): void {
  const known = KNOWN.get(name);
  if (!known) return;
  for (const field in command) if (!known.has(field)) throw unknownField(`${name}.${field}`);
  const statements = STATEMENTS[name];
  const items = statements ? (command[statements.array] as unknown) : undefined;
  if (!statements || !Array.isArray(items)) return;
  for (const item of items as Document[])
    for (const field in item)
      if (!statements.fields.has(field)) throw unknownField(`${name}.${statements.array}.${field}`);
}
