import type { Document } from 'bson';
import type { Options } from 'mingo/types';
import { jsonSchemaValidator } from './json-schema';

/**
 * mingo options built once: per-call option objects were most of mingo's cost in the probe.
 * `$lookup` and friends resolve other collections through the resolver the aggregate command sets.
 */
export const queryOptions: Partial<Options> = {
  idKey: '_id',
  jsonSchemaValidator: jsonSchemaValidator as Options['jsonSchemaValidator'],
};

export function aggregateOptions(resolve: (name: string) => Document[]): Partial<Options> {
  return { ...queryOptions, collectionResolver: resolve };
}
