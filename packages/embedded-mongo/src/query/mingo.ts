/**
 * mingo's Query, Aggregator and update with every operator mingo has, but this server's `$sum` and
 * `$add` (exact-sum.ts), and pipeline `$match` and `$sort` that compare as find does (Long and
 * Decimal128 by value, arrays as mongod sorts them). mingo's own entry point lets no option
 * replace a built-in operator, so the engine imports them from here, never from 'mingo'.
 */
import type { Document } from 'bson';
import { Aggregator as MingoAggregator } from 'mingo/aggregator';
import { Context } from 'mingo/core';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { Query as MingoQuery } from 'mingo/query';
import type { AnyObject, Options } from 'mingo/types';
import { update as mingoUpdate } from 'mingo/updater';
import { Lazy, type Iterator } from 'mingo/lazy';
import { $add, $sum } from './exact-sum';
import { compileFilter } from './filter';
import { sortDocuments } from './sort';

/**
 * A `$match` stage: field conditions as find compiles them; top-level operators (their variables)
 * and a collation to mingo.
 */
function $match(collection: Iterator, expr: Document, options: Options): Iterator {
  if (options.collation || Object.keys(expr).some((key) => key.startsWith('$')))
    return pipelineOperators.$match(collection, expr, options);
  const matches = compileFilter(expr);
  return collection.filter((doc) => matches(doc as Document));
}

/** A `$sort` stage in mongod's order; under a collation, mingo's (see sort.ts). */
function $sort(collection: Iterator, spec: Document, options: Options): Iterator {
  if (options.collation) return pipelineOperators.$sort(collection, spec, options);
  return collection.transform((docs) => Lazy(sortDocuments(docs as Document[], spec, {})));
}

const CONTEXT = Context.init({
  accumulator: { ...accumulatorOperators, $sum },
  expression: { ...expressionOperators, $add },
  pipeline: { ...pipelineOperators, $match, $sort },
  projection: projectionOperators,
  query: queryOperators,
  window: windowOperators,
});

const withContext = (options?: Partial<Options>): Partial<Options> => ({
  ...options,
  context: options?.context ? Context.from(CONTEXT, options.context) : CONTEXT,
});

export class Query<T = AnyObject> extends MingoQuery<T> {
  constructor(
    condition: ConstructorParameters<typeof MingoQuery<T>>[0],
    options?: Partial<Options>,
  ) {
    super(condition, withContext(options));
  }
}

export class Aggregator extends MingoAggregator {
  constructor(
    pipeline: ConstructorParameters<typeof MingoAggregator>[0],
    options?: Partial<Options>,
  ) {
    super(pipeline, withContext(options));
  }
}

/** mingo's `update`, its expressions evaluated with this server's operators. */
export function update(
  ...[obj, modifier, arrayFilters, condition, options]: Parameters<typeof mingoUpdate>
) {
  return mingoUpdate(obj, modifier, arrayFilters, condition, {
    ...options,
    queryOptions: withContext(options?.queryOptions),
  });
}
