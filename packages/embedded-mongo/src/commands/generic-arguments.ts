/**
 * The generic arguments a standalone mongod 7.0 checks before running any command: the stable API
 * version, the read concern and the write concern. What only a replica set can honour is refused
 * with mongod's codes rather than accepted and ignored.
 */
import type { Document } from 'bson';
import { badValue, CommandError } from '../errors';

/** The commands of Stable API version 1 (mongod's `apiVersions: ["1"]` commands). */
const API_V1 = new Set([
  'abortTransaction',
  'aggregate',
  'authenticate',
  'collMod',
  'commitTransaction',
  'count',
  'create',
  'createIndexes',
  'delete',
  'drop',
  'dropDatabase',
  'dropIndexes',
  'endSessions',
  'find',
  'findAndModify',
  'getMore',
  'hello',
  'insert',
  'killCursors',
  'listCollections',
  'listDatabases',
  'listIndexes',
  'ping',
  'refreshSessions',
  'update',
]);

/** Pipeline stages of diagnostics and Atlas, outside Stable API version 1. */
const STAGES_OUTSIDE_API_V1 = new Set([
  '$currentOp',
  '$indexStats',
  '$listLocalSessions',
  '$listSessions',
  '$planCacheStats',
  '$search',
  '$searchMeta',
  '$listSearchIndexes',
]);

const READ_CONCERN_LEVELS = ['local', 'available', 'majority', 'linearizable', 'snapshot'];

function checkApiVersion(name: string, command: Document): void {
  const { apiVersion, apiStrict, apiDeprecationErrors } = command;
  if (apiVersion === undefined) {
    if (apiStrict !== undefined || apiDeprecationErrors !== undefined)
      throw new CommandError(
        4886600,
        'Location4886600',
        'Provided apiStrict and/or apiDeprecationErrors without passing apiVersion',
      );
    return;
  }
  if (apiVersion !== '1') throw new CommandError(322, 'APIVersionError', 'API version must be "1"');
  if (apiStrict !== true) return;
  if (!API_V1.has(name))
    throw new CommandError(
      323,
      'APIStrictError',
      `Provided apiStrict:true, but the command ${name} is not in API Version 1`,
    );
  const pipeline = name === 'aggregate' && Array.isArray(command.pipeline) ? command.pipeline : [];
  for (const stage of pipeline as Document[]) {
    const [stageName = ''] = Object.keys(stage ?? {});
    if (STAGES_OUTSIDE_API_V1.has(stageName))
      throw new CommandError(
        323,
        'APIStrictError',
        `${stageName} is not allowed with 'apiStrict: true' in API Version 1`,
      );
  }
}

function checkReadConcern(readConcern: unknown): void {
  if (readConcern === undefined) return;
  const level = (readConcern as Document | null)?.level;
  if (level === undefined) return;
  if (!READ_CONCERN_LEVELS.includes(level as string))
    throw new CommandError(
      9,
      'FailedToParse',
      "readConcern.level must be either 'local', 'majority', 'linearizable', 'available', or 'snapshot'",
    );
  if (level === 'snapshot')
    throw new CommandError(
      123,
      'NotAReplicaSet',
      'node needs to be a replica set member to use readConcern: snapshot',
    );
  if (level === 'linearizable')
    throw new CommandError(
      123,
      'NotAReplicaSet',
      'node needs to be a replica set member to use read concern',
    );
}

function checkWriteConcern(writeConcern: unknown): void {
  const w = (writeConcern as Document | null | undefined)?.w;
  if (w === undefined || w === 'majority') return;
  if (typeof w === 'string')
    throw badValue(
      `cannot use non-majority 'w' mode ${w} when a host is not a member of a replica set`,
    );
  const nodes = Number(w);
  if (!(nodes >= 0 && nodes <= 50))
    throw new CommandError(
      9,
      'FailedToParse',
      `w has to be a non-negative number and not greater than 50; found: ${String(w)}`,
    );
  if (nodes > 1) throw badValue("cannot use 'w' > 1 when a host is not replicated");
}

/** Refuses generic arguments a standalone cannot honour (before the command runs). */
export function checkGenericArguments(name: string, command: Document): void {
  checkApiVersion(name, command);
  checkReadConcern(command.readConcern);
  checkWriteConcern(command.writeConcern);
}
