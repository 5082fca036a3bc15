/**
 * find's options checked as mongod 7.0 checks them: counts that cannot be negative, sort
 * directions and tailable cursors (capped collections only).
 */
import type { Document } from 'bson';
import { badValue, CommandError } from '../errors';
import type { Collection } from '../storage/collection';

/** mongod's IDL refusal of a negative count (skip, limit, batchSize). */
export function assertNotNegative(value: unknown, field: string): void {
  if (typeof value === 'number' && value < 0)
    throw new CommandError(
      51024,
      'Location51024',
      `BSON field '${field}' value must be >= 0, actual value '${value}'`,
    );
}

/** A sort pattern's directions are 1, -1 or a `$meta` (mongod's 15975 otherwise). */
export function assertSortPattern(sort: unknown): void {
  if (sort === null || typeof sort !== 'object') return;
  for (const direction of Object.values(sort as Document)) {
    if (direction !== null && typeof direction === 'object' && '$meta' in direction) continue;
    const n = Number(direction);
    if (n !== 1 && n !== -1)
      throw new CommandError(
        15975,
        'Location15975',
        '$sort key ordering must be 1 (for ascending) or -1 (for descending)',
      );
  }
}

export function assertFindOptions(command: Document, collection: Collection | undefined): void {
  for (const field of ['skip', 'limit', 'batchSize']) assertNotNegative(command[field], field);
  assertSortPattern(command.sort);
  if (command.tailable === true && collection?.options.capped !== true)
    throw badValue(
      'error processing query: planner returned error :: caused by :: tailable cursor requested on non capped collection',
    );
}
