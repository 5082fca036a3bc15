import type { Document } from 'bson';
import { badValue } from '../errors';
import type { Collection } from '../storage/collection';

/**
 * The order a hinted index gives documents when no sort is asked, as its key pattern; undefined
 * for no hint or `$natural`. A hint naming no index is refused as mongod refuses it.
 */
export function hintedOrder(
  collection: Collection | undefined,
  hint: unknown,
): Document | undefined {
  if (
    hint === undefined ||
    hint === null ||
    (typeof hint === 'object' && '$natural' in (hint as Document))
  )
    return undefined;
  if (typeof hint === 'object' && Object.keys(hint as Document).length === 0) return undefined;
  // A hidden index is not there for the planner, hints included.
  const specs = (collection?.indexSpecs() ?? []).filter((spec) => spec.hidden !== true);
  const spec =
    typeof hint === 'string'
      ? specs.find((s) => s.name === hint)
      : specs.find((s) => JSON.stringify(s.key) === JSON.stringify(hint));
  if (!spec)
    throw badValue(
      'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index',
    );
  const directions = Object.values(spec.key);
  return directions.every((d) => d === 1 || d === -1) ? (spec.key as Document) : undefined;
}
