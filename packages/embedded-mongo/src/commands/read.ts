import { deserialize, Long, type Document } from 'bson';
import { badValue } from '../errors';
import { foldValue } from '../query/collation';
import { commandEnv, NO_ENV, type QueryEnv } from '../query/env';
import { runPlan } from '../query/plan-run';
import { projectDocuments } from '../query/projection';
import { planQuery } from '../query/planner';
import { hintedOrder } from '../query/hint';
import { select } from '../query/select';
import type { Collection } from '../storage/collection';
import { keyOf, valuesAtPath } from '../storage/values';
import { targetCollection, type CommandContext, type CommandHandler } from './context';
import { explainCommands } from './explain';
import { assertFindOptions, assertNotNegative } from './find-options';
import { hintedSpec, indexKeys, withinKeyRange } from './index-keys';
import { aggregatePipeline, runPipeline } from './pipeline';
import { withRecordIds } from './record-ids';

const hasKeys = (value: unknown) =>
  value !== null && typeof value === 'object' && Object.keys(value).length > 0;

function asBigInt(value: unknown): bigint {
  if (value instanceof Long) return value.toBigInt();
  if (typeof value === 'number' || typeof value === 'bigint') return BigInt(value);
  throw badValue('cursor id must be a number');
}

/** Every document matching the filter, read through the best index for it (query/planner.ts). */
function matching(
  collection: Collection | undefined,
  filter: Document | undefined,
  env: QueryEnv = NO_ENV,
  context?: CommandContext,
): Document[] {
  // A view's documents are its pipeline's, over its source.
  if (context && collection?.options.viewOn !== undefined)
    return runPipeline(context, collection.name, filter ? [{ $match: filter }] : [], env);
  const plan = env.collation ? { kind: 'collscan' as const } : planQuery(collection, filter);
  return [...runPlan(collection, plan, filter, undefined, env)];
}

const find: CommandHandler = (command, context) => {
  const name = targetCollection(command, 'find');
  const collection = context.storage.collection(context.db, name);
  assertFindOptions(command, collection);
  const order = hintedOrder(collection, command.hint);
  // min/max bound the hinted index's keys before skip and limit count.
  const ranged = hasKeys(command.min) || hasKeys(command.max);
  const skip = command.skip as number | undefined;
  const limit = typeof command.limit === 'number' ? command.limit : 0;
  const selection = {
    filter: command.filter as Document | undefined,
    sort: hasKeys(command.sort) ? (command.sort as Document) : order,
    skip: ranged ? undefined : skip,
    limit: ranged ? 0 : limit,
    env: commandEnv(command, collection),
  };
  const hinted = hintedSpec(collection?.indexSpecs() ?? [], command.hint);
  let usedIndex = hinted;
  let selected: Document[];
  if (collection?.options.viewOn !== undefined) selected = viewSelection(context, name, selection);
  else {
    const { docs, plan } = select(collection, selection);
    selected = docs;
    usedIndex ??= plan.kind === 'ixscan' ? plan.index.spec : undefined;
  }
  if (ranged) {
    const inRange = withinKeyRange(selected, hinted, command.min, command.max);
    selected = inRange.slice(skip ?? 0, limit ? (skip ?? 0) + limit : undefined);
  }
  if (command.returnKey === true) selected = indexKeys(selected, usedIndex);
  const projection =
    command.returnKey === true ? undefined : (command.projection as Document | undefined);
  let { docs, encode } =
    projection && Object.keys(projection).length > 0
      ? projectDocuments(selected, projection, (command.filter as Document | undefined) ?? {})
      : { docs: selected, encode: undefined as ((doc: Document) => Uint8Array) | undefined };
  // returnKey answers the keys alone, without the record id.
  if (command.showRecordId === true && command.returnKey !== true) {
    const shown = encode ? docs.map((doc) => deserialize(encode!(doc))) : docs;
    docs = withRecordIds(collection, shown);
    encode = undefined;
  }
  return context.cursors.first(`${context.db}.${name}`, docs, {
    batchSize: command.batchSize as number | undefined,
    singleBatch: command.singleBatch === true,
    encode,
  });
};

/** A find on a view: its pipeline, then the find's filter, sort, skip and limit as stages. */
function viewSelection(
  context: CommandContext,
  name: string,
  selection: Parameters<typeof select>[1],
): Document[] {
  const { filter, sort, skip, limit, env } = selection;
  const stages: Document[] = [];
  if (filter && Object.keys(filter).length > 0) stages.push({ $match: filter });
  if (sort && Object.keys(sort).length > 0) stages.push({ $sort: sort });
  if (skip) stages.push({ $skip: skip });
  if (limit) stages.push({ $limit: limit });
  return runPipeline(context, name, stages, env ?? NO_ENV);
}

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
  const env = commandEnv(command, collection);
  hintedOrder(collection, command.hint);
  let n = matching(collection, command.query as Document | undefined, env, context).length;
  n = Math.max(0, n - ((command.skip as number) || 0));
  if (command.limit) n = Math.min(n, Math.abs(command.limit as number));
  return { n, ok: 1 };
};

const distinct: CommandHandler = (command, context) => {
  const collection = context.storage.collection(context.db, targetCollection(command, 'distinct'));
  if (typeof command.key !== 'string') throw badValue('distinct key must be a string');
  const env = commandEnv(command, collection);
  const fold = env.collation?.fold;
  const values = new Map<string, unknown>();
  for (const doc of matching(collection, command.query as Document | undefined, env, context)) {
    for (const value of valuesAtPath(doc, command.key)) {
      // Under a collation, values equal by it are one value: the first one met stands for them.
      const key = keyOf(fold ? foldValue(value, fold) : value);
      if (value !== undefined && !values.has(key)) values.set(key, value);
    }
  }
  return { values: [...values.values()], ok: 1 };
};

const aggregate: CommandHandler = (command, context) => {
  // `explain: true` asks for the plan instead of the documents (mongod's queryPlanner verbosity).
  if (command.explain === true) {
    const { explain: _explain, $db, ...inner } = command;
    return explainCommands.explain!({ explain: inner, verbosity: 'queryPlanner', $db }, context);
  }
  const name = typeof command.aggregate === 'string' ? command.aggregate : undefined;
  const batchSize = (command.cursor as Document | undefined)?.batchSize as number | undefined;
  assertNotNegative(batchSize, 'batchSize');
  const docs = aggregatePipeline(command, context);
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
