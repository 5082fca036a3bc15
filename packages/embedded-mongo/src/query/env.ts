import type { Document } from 'bson';
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
  const given = statement?.collation ?? command.collation;
  const collation =
    given !== undefined ? parseCollation(given) : parseCollation(collection?.options.collation);
  const variables = command.let as Document | undefined;
  if (variables !== undefined && (typeof variables !== 'object' || Array.isArray(variables)))
    throw badValue("BSON field 'let' is the wrong type, expected type 'object'");
  if (!collation && !variables) return NO_ENV;
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
