import type { Document } from 'bson';
import { Aggregator } from '../query/mingo';
import { badValue, CommandError } from '../errors';
import { commandEnv, mingoOptions, type QueryEnv } from '../query/env';
import { hintedOrder } from '../query/hint';
import { assertSortPattern } from './find-options';
import { aggregateOptions } from '../query/options';
import { runPlan } from '../query/plan-run';
import { planQuery } from '../query/planner';
import type { Collection } from '../storage/collection';
import type { CommandContext } from './context';
import { writeStageResults } from './pipeline-out';

const commandNotSupportedOnView = (ns: string) =>
  new CommandError(166, 'CommandNotSupportedOnView', `Namespace ${ns} is a view, not a collection`);

/** Refuses a write to a view, as mongod does. */
export function assertNotView(collection: Collection | undefined): void {
  if (collection?.options.viewOn !== undefined)
    throw commandNotSupportedOnView(collection.namespace);
}

/**
 * Stages whose result a collation does not change beyond what a leading $match and $sort take
 * into account; any other stage under a collation is refused rather than run in binary order.
 */
const COLLATION_SAFE = new Set(['$match', '$sort', '$skip', '$limit', '$count', '$unset']);

const isCount = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  (value as Document).$sum !== undefined &&
  typeof (value as Document).$sum === 'number';

function assertCollationSafe(stages: Document[], env: QueryEnv, leadingMatch: boolean): void {
  if (!env.collation) return;
  stages.forEach((stage, i) => {
    const [name] = Object.keys(stage);
    const projection =
      (name === '$project' || name === '$unset') &&
      Object.values(stage[name!] as Document).every((v) =>
        [0, 1, true, false].includes(v as never),
      );
    if (name === '$match' && (i > 0 || !leadingMatch))
      throw badValue(
        'a $match after other stages under a collation is not supported by the embedded server',
      );
    // A $group into one group counting its documents (what countDocuments sends) compares no strings.
    const counting =
      name === '$group' &&
      Object.entries(stage.$group as Document).every(([field, value]) =>
        field === '_id'
          ? (typeof value !== 'string' && typeof value !== 'object') || value === null
          : isCount(value),
      );
    if (!COLLATION_SAFE.has(name!) && !projection && !counting)
      throw badValue(`${name} under a collation is not supported by the embedded server`);
  });
}

/**
 * The documents a pipeline yields over a collection or view (a view's own pipeline runs first,
 * over its source). A leading $match goes through the collection's indexes.
 */
export function runPipeline(
  context: CommandContext,
  name: string | undefined,
  pipeline: Document[],
  env: QueryEnv,
  depth = 0,
): Document[] {
  const collection = name ? context.storage.collection(context.db, name) : undefined;
  if (collection?.options.viewOn !== undefined) {
    if (depth > 20)
      throw new CommandError(
        165,
        'ViewDepthLimitExceeded',
        'View depth too deep or view cycle detected',
      );
    const viewPipeline = (collection.options.pipeline as Document[] | undefined) ?? [];
    return runPipeline(
      context,
      collection.options.viewOn as string,
      [...viewPipeline, ...pipeline],
      env,
      depth + 1,
    );
  }
  const [first, ...rest] = pipeline;
  const leadingMatch = first && '$match' in first ? (first.$match as Document) : undefined;
  assertCollationSafe(pipeline, env, leadingMatch !== undefined);
  let source: Document[];
  if (leadingMatch) {
    const plan = env.collation
      ? { kind: 'collscan' as const }
      : planQuery(collection, leadingMatch);
    source = [...runPlan(collection, plan, leadingMatch, undefined, env)];
  } else source = collection?.all() ?? [];
  const stages = leadingMatch ? rest : pipeline;
  if (stages.length === 0) return source;
  const resolve = (other: string) => runPipeline(context, other, [], commandEnv({}), depth + 1);
  return new Aggregator(stages, mingoOptions(env, aggregateOptions(resolve))).run(
    source,
  ) as Document[];
}

/** Runs an aggregate command's pipeline, a final $out or $merge writing its results. */
export function aggregatePipeline(command: Document, context: CommandContext): Document[] {
  const pipeline = command.pipeline as Document[] | undefined;
  if (!Array.isArray(pipeline)) throw badValue("'pipeline' option must be specified as an array");
  const name = typeof command.aggregate === 'string' ? command.aggregate : undefined;
  const collection = name ? context.storage.collection(context.db, name) : undefined;
  const env = commandEnv(command, collection);
  const last = pipeline.at(-1);
  const writes = last && ('$out' in last || '$merge' in last);
  pipeline.slice(0, writes ? -1 : undefined).forEach((stage) => {
    if ('$sort' in stage) assertSortPattern(stage.$sort);
    if ('$out' in stage || '$merge' in stage)
      throw new CommandError(
        40601,
        'Location40601',
        `${Object.keys(stage)[0]} can only be the final stage in the pipeline`,
      );
  });
  // A database-level aggregate starting with $listLocalSessions reads the sessions the server saw.
  if (command.aggregate === 1 && pipeline[0] && '$listLocalSessions' in pipeline[0]) {
    const rest = pipeline.slice(1);
    const sessions = context.server.localSessions();
    return rest.length === 0
      ? sessions
      : (new Aggregator(rest, mingoOptions(env)).run(sessions) as Document[]);
  }
  // A hinted index gives the documents its order before the pipeline sees them.
  const order = hintedOrder(collection, command.hint);
  const stages = order ? [{ $sort: order }, ...pipeline] : pipeline;
  if (!writes) return runPipeline(context, name, stages, env);
  const results = runPipeline(context, name, stages.slice(0, -1), env);
  writeStageResults(context, last, results, env, command.bypassDocumentValidation === true);
  return [];
}
