import type { Document } from 'bson';
import { Aggregator } from './mingo';
import type { Options } from 'mingo/types';
import { badValue } from '../errors';
import type { Collection } from '../storage/collection';
import { parseCollation, type Collation } from './collation';
import { queryOptions } from './options';

/**
 * What a command says about how its filters, sorts and pipelines are evaluated beyond the
 * filter itself: its `let` variables and its collation (or its collection's default one).
 */
export interface QueryEnv {
  variables?: Document;
  collation?: Collation;
}

export const NO_ENV: QueryEnv = {};

/** The env of a command (or of one statement of it, whose collation comes first). */
export function commandEnv(
  command: Document,
  collection?: Collection,
  statement?: Document,
): QueryEnv {
  const asked = statement?.collation ?? command.collation;
  const collation =
    asked !== undefined ? parseCollation(asked) : parseCollation(collection?.options.collation);
  const given = command.let as Document | undefined;
  if (given !== undefined && (typeof given !== 'object' || given === null || Array.isArray(given)))
    throw badValue("BSON field 'let' is the wrong type, expected type 'object'");
  if (!collation && !given) return NO_ENV;
  // Each variable is an expression, evaluated once ({ $literal: '$x' } is the text '$x').
  const variables = given
    ? (new Aggregator([{ $replaceWith: given }], queryOptions).run([{}])[0] as Document)
    : undefined;
  return { collation, variables };
}

/** mingo's options for this env: the variables, and the collation its sort uses. */
export function mingoOptions(
  env: QueryEnv,
  base: Partial<Options> = queryOptions,
): Partial<Options> {
  if (!env.variables && !env.collation) return base;
  return { ...base, variables: env.variables, collation: env.collation?.sortSpec };
}
