/**
 * `explain` for find, count, distinct and aggregate (its leading `$match`), answered in the shapes
 * of mongod's classic planner (queryPlanner.winningPlan with stage / inputStage: COLLSCAN, IXSCAN
 * under FETCH, SORT, SKIP, LIMIT), so tools and tests can see whether a query uses an index.
 * With verbosity executionStats the query runs, and the keys and documents it examined are counted.
 */
import type { Document } from 'bson';
import { badValue } from '../errors';
import { newScanStats } from '../query/plan-run';
import type { FieldBounds, Plan } from '../query/planner';
import { select, type Selection } from '../query/select';
import { formatKeyValue } from '../storage/key-index';
import { targetCollection, type CommandHandler } from './context';

function formatBound(value: unknown, open: string): string {
  return value === undefined ? open : formatKeyValue(value);
}

/** mongod's bound strings, `[low, high]` (or `(`, `)` when exclusive), in the index's direction. */
function describeBounds(bounds: FieldBounds | undefined, direction: number): string[] {
  if (!bounds) return ['[MinKey, MaxKey]'];
  if (bounds.kind === 'points') {
    const points = bounds.values.map(
      (value) => `[${formatKeyValue(value)}, ${formatKeyValue(value)}]`,
    );
    return direction < 0 ? points.reverse() : points;
  }
  const lowInclusive = bounds.low?.inclusive !== false;
  const highInclusive = bounds.high?.inclusive !== false;
  const low = formatBound(bounds.low?.value, 'MinKey');
  const high = formatBound(bounds.high?.value, 'MaxKey');
  return direction > 0
    ? [`${lowInclusive ? '[' : '('}${low}, ${high}${highInclusive ? ']' : ')'}`]
    : [`${highInclusive ? '[' : '('}${high}, ${low}${lowInclusive ? ']' : ')'}`];
}

function describePlan(plan: Plan, selection: Selection): Document {
  const { filter = {}, sort, skip = 0, limit = 0 } = selection;
  let stage: Document;
  if (plan.kind === 'collscan') {
    stage = { stage: 'COLLSCAN', filter, direction: 'forward' };
  } else {
    const { index, bounds, forward } = plan;
    const walk = forward ? 1 : -1;
    const ixscan = {
      stage: 'IXSCAN',
      keyPattern: index.spec.key,
      indexName: index.spec.name,
      isMultiKey: index.fields.some((field) => index.isMultikey(field)),
      isUnique: index.spec.unique === true,
      isSparse: index.sparse,
      isPartial: false,
      indexVersion: 2,
      direction: forward ? 'forward' : 'backward',
      indexBounds: Object.fromEntries(
        index.fields.map((field, i) => [
          field,
          describeBounds(bounds[i], (index.directions[i] ?? 1) * walk),
        ]),
      ),
    };
    stage = plan.exact
      ? { stage: 'FETCH', inputStage: ixscan }
      : { stage: 'FETCH', filter, inputStage: ixscan };
  }
  const sorting = sort !== undefined && Object.keys(sort).length > 0;
  if (sorting && !(plan.kind === 'ixscan' && plan.sorted)) {
    stage = {
      stage: 'SORT',
      sortPattern: sort,
      type: 'simple',
      ...(limit ? { limitAmount: skip + limit } : {}),
      inputStage: stage,
    };
  }
  if (skip) stage = { stage: 'SKIP', skipAmount: skip, inputStage: stage };
  if (limit) stage = { stage: 'LIMIT', limitAmount: limit, inputStage: stage };
  return stage;
}

interface Explained {
  selection: Selection;
  /** Pipeline stages after the leading $match, for an aggregate. */
  rest?: Document[];
}

/** The selection an explained command makes. */
function explainedSelection(inner: Document): Explained {
  const [name] = Object.keys(inner);
  switch (name) {
    case 'find':
      return {
        selection: {
          filter: inner.filter as Document | undefined,
          sort: inner.sort as Document | undefined,
          skip: inner.skip as number | undefined,
          limit: typeof inner.limit === 'number' ? Math.abs(inner.limit) : 0,
        },
      };
    case 'count':
    case 'distinct':
      return { selection: { filter: inner.query as Document | undefined } };
    case 'aggregate': {
      const pipeline = inner.pipeline as Document[] | undefined;
      if (!Array.isArray(pipeline))
        throw badValue("'pipeline' option must be specified as an array");
      const [first, ...rest] = pipeline;
      if (first && '$match' in first)
        return { selection: { filter: first.$match as Document }, rest };
      return { selection: {}, rest: pipeline };
    }
    default:
      throw badValue(`Explain is not supported for the command '${name}' by the embedded server`);
  }
}

const explain: CommandHandler = (command, context) => {
  const inner = command.explain as Document | undefined;
  if (!inner || typeof inner !== 'object') throw badValue('explain needs a command document');
  const [name] = Object.keys(inner);
  const collectionName = targetCollection(inner, name ?? '');
  const collection = context.storage.collection(context.db, collectionName);
  const { selection, rest } = explainedSelection(inner);
  const stats = newScanStats();
  const started = performance.now();
  const { docs, plan } = select(collection, selection, stats);
  const winningPlan = describePlan(plan, selection);
  const queryPlanner = {
    namespace: `${context.db}.${collectionName}`,
    parsedQuery: selection.filter ?? {},
    indexFilterSet: false,
    winningPlan,
    rejectedPlans: [],
  };
  const verbosity = typeof command.verbosity === 'string' ? command.verbosity : 'allPlansExecution';
  const executionStats =
    verbosity === 'queryPlanner'
      ? undefined
      : {
          executionSuccess: true,
          nReturned: docs.length,
          executionTimeMillis: Math.round(performance.now() - started),
          totalKeysExamined: stats.keysExamined,
          totalDocsExamined: stats.docsExamined,
          executionStages: winningPlan,
        };
  const planned = executionStats ? { queryPlanner, executionStats } : { queryPlanner };
  if (rest && rest.length > 0)
    return { explainVersion: '1', stages: [{ $cursor: planned }, ...rest], command: inner, ok: 1 };
  return { explainVersion: '1', ...planned, command: inner, ok: 1 };
};

export const explainCommands: Record<string, CommandHandler> = { explain };
