/**
 * mongod's limits on a stored document: 16 MiB of BSON (BSONObjMaxUserSize) and 180 levels of
 * nesting (BSONDepth::getMaxDepthForUserStorage), the top-level document counting as one. A command
 * may be a little larger than a document (BSONObjMaxInternalSize), so that it can carry one whole.
 */
import type { Document } from 'bson';
import { CommandError } from '../errors';

export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;
export const MAX_COMMAND_BYTES = MAX_DOCUMENT_BYTES + 16 * 1024;
const MAX_DEPTH = 180;

export const documentTooLarge = (size: number) =>
  new CommandError(
    10334,
    'BSONObjectTooLarge',
    `BSONObj size: ${size} is invalid. Size must be between 0 and ${MAX_COMMAND_BYTES}(16MB)`,
  );

const isContainer = (value: unknown): value is Document | unknown[] =>
  value !== null &&
  typeof value === 'object' &&
  (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype);

/** Whether `value` holds containers more than `levels` deep (itself one level). */
function deeperThan(value: Document | unknown[], levels: number): boolean {
  if (levels === 0) return true;
  for (const item of Object.values(value))
    if (isContainer(item) && deeperThan(item, levels - 1)) return true;
  return false;
}

/** Refuses a document nested deeper than mongod stores (15, Overflow), inserted or updated. */
export function assertStorableDepth(doc: Document): void {
  if (deeperThan(doc, MAX_DEPTH))
    throw new CommandError(
      15,
      'Overflow',
      `Document exceeds maximum nesting depth of ${MAX_DEPTH}`,
    );
}

/** Refuses an update's result over 16 MiB (17419), given its encoded size. */
export function assertUpdatedSize(size: number): void {
  if (size > MAX_DOCUMENT_BYTES)
    throw new CommandError(
      17419,
      'Location17419',
      `Resulting document after update is larger than ${MAX_DOCUMENT_BYTES}`,
    );
}
