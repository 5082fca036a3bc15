import { Long, type Document } from 'bson';
import { Aggregator } from 'mingo';
import { badValue } from '../errors';
import { aggregateOptions } from '../query/options';
import { runPlan } from '../query/plan-run';
import { projectDocuments } from '../query/projection';
import { planQuery } from '../query/planner';
import { select } from '../query/select';
import type { Collection } from '../storage/collection';
import { keyOf, valuesAtPath } from '../storage/values';
import { targetCollection, type CommandContext, type CommandHandler } from './context';

function asBigInt(value: unknown): bigint {
  if (value instanceof Long) return value.toBigInt();
  if (typeof value === 'number' || typeof value === 'bigint') return BigInt(value);
  throw badValue('cursor id must be a number');
}

/** Every document matching the filter, read through the best index for it (query/planner.ts). */
function matching(collection: Collection | undefined, filter: Document | undefined): Document[] {
  return [...runPlan(collection, planQuery(collection, filter), filter)];
}

const find: CommandHandler = (command, context) => {
  const name = targetCollection(command, 'find');
  const collection = context.storage.collection(context.db, name);
  const { docs: selected } = select(collection, {
    filter: command.filter as Document | undefined,
    sort: command.sort as Document | undefined,
    skip: command.skip as number | undefined,
    limit: typeof command.limit === 'number' ? Math.abs(command.limit) : 0,
  });
  const projection = command.projection as Document | undefined;
  const { docs, encode } =
    projection && Object.keys(projection).length > 0
      ? projectDocuments(selected, projection)
      : { docs: selected, encode: undefined };
  const singleBatch =
    command.singleBatch === true || (typeof command.limit === 'number' && command.limit < 0);
  return context.cursors.first(`${context.db}.${name}`, docs, {
    batchSize: command.batchSize as number | undefined,
    singleBatch,
    encode,
  });
};

const getMore: CommandHandler = (command, context) =>
  context.cursors.more(asBigInt(command.getMore), command.batchSize as number | undefined);

const killCursors: CommandHandler = (command, context) => {
  const ids = ((command.cursors as unknown[]) ?? []).map(asBigInt);
  const { killed, notFound } = context.cursors.kill(ids);
  return {
    cursorsKilled: killed.map((id) => Long.fromBigInt(id)),
    cursorsNotFound: notFound.map((id) => Long.fromBigInt(id)),
    cursorsAlive: [],
    cursorsUnknown: [],
    ok: 1,
  };
};

const count: CommandHandler = (command, context) => {
  const collection = context.storage.collection(context.db, targetCollection(command, 'count'));
  let n = matching(collection, command.query as Document | undefined).length;
  n = Math.max(0, n - ((command.skip as number) || 0));
  if (command.limit) n = Math.min(n, Math.abs(command.limit as number));
  return { n, ok: 1 };
};

const distinct: CommandHandler = (command, context) => {
  const collection = context.storage.collection(context.db, targetCollection(command, 'distinct'));
  if (typeof command.key !== 'string') throw badValue('distinct key must be a string');
  const values = new Map<string, unknown>();
  for (const doc of matching(collection, command.query as Document | undefined)) {
    for (const value of valuesAtPath(doc, command.key))
      if (value !== undefined) values.set(keyOf(value), value);
  }
  return { values: [...values.values()], ok: 1 };
};

function resolver(context: CommandContext) {
  return (name: string) => context.storage.collection(context.db, name)?.all() ?? [];
}

const aggregate: CommandHandler = (command, context) => {
  const pipeline = command.pipeline as Document[] | undefined;
  if (!Array.isArray(pipeline)) throw badValue("'pipeline' option must be specified as an array");
  for (const stage of pipeline) {
    if ('$out' in stage || '$merge' in stage)
      throw badValue('$out and $merge are not supported by the embedded server');
  }
  const name = typeof command.aggregate === 'string' ? command.aggregate : undefined;
  const collection = name ? context.storage.collection(context.db, name) : undefined;
  // A leading $match is answered through the collection's indexes before the rest of the pipeline runs.
  const [first, ...rest] = pipeline;
  const leadingMatch = first && '$match' in first ? (first.$match as Document) : undefined;
  const source = leadingMatch ? matching(collection, leadingMatch) : (collection?.all() ?? []);
  const stages = leadingMatch ? rest : pipeline;
  const docs =
    stages.length === 0
      ? source
      : (new Aggregator(stages, aggregateOptions(resolver(context))).run(source) as Document[]);
  const batchSize = (command.cursor as Document | undefined)?.batchSize as number | undefined;
  return context.cursors.first(`${context.db}.${name ?? '$cmd.aggregate'}`, docs, { batchSize });
};

export const readCommands: Record<string, CommandHandler> = {
  find,
  getMore,
  killCursors,
  count,
  distinct,
  aggregate,
};
