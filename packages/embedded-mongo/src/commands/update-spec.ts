import type { Document } from 'bson';
import { CommandError, typeMismatch } from '../errors';

const OPERATORS = new Set([
  '$currentDate',
  '$inc',
  '$min',
  '$max',
  '$mul',
  '$rename',
  '$set',
  '$setOnInsert',
  '$unset',
  '$addToSet',
  '$pop',
  '$pull',
  '$push',
  '$pullAll',
  '$bit',
]);

/** Operators whose every argument must be a number, and the verb of mongod's refusal. */
const NUMERIC: Record<string, string> = { $inc: 'increment', $mul: 'multiply' };

const failedToParse = (message: string) => new CommandError(9, 'FailedToParse', message);

const isNumber = (value: unknown) =>
  typeof value === 'number' ||
  typeof value === 'bigint' ||
  ['Int32', 'Double', 'Long', 'Decimal128'].includes(
    (value as { _bsontype?: string } | null)?._bsontype ?? '',
  );

/**
 * Refuses an update statement mongod refuses before touching a document: an unknown modifier, a
 * replacement with multi (it would replace every match), a non-numeric $inc or $mul.
 */
export function assertValidUpdate(update: unknown, multi: boolean): void {
  if (Array.isArray(update) || update === null || typeof update !== 'object') return;
  const keys = Object.keys(update);
  if (!keys[0]?.startsWith('$')) {
    if (multi) throw failedToParse('multi update is not supported for replacement-style update');
    return;
  }
  for (const key of keys) {
    if (!OPERATORS.has(key))
      throw failedToParse(
        `Unknown modifier: ${key}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    const verb = NUMERIC[key];
    const fields = (update as Document)[key] as Document | null;
    if (!verb || fields === null || typeof fields !== 'object') continue;
    for (const [field, value] of Object.entries(fields))
      if (!isNumber(value))
        throw typeMismatch(
          `Cannot ${verb} with non-numeric argument: {${field}: ${JSON.stringify(value)}}`,
        );
  }
}
