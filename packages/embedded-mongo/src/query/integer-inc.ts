/**
 * `$inc` on integers as mongod adds them: an Int32 that overflows becomes a Long, a Long stays
 * exact beyond 2^53 (JS numbers are not), and a Long that overflows is an error. mingo adds JS
 * numbers, so such increments are worked out here and handed to it as the `$set` of their result.
 */
import { Long, type Document } from 'bson';
import { badValue, CommandError } from '../errors';
import {
  copyNumberKinds,
  numberKind,
  setNumberKind,
  type NumberKind,
} from '../storage/number-kinds';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const INT32_MIN = -(2n ** 31n);
const INT32_MAX = 2n ** 31n - 1n;

/** An integer with its width, or undefined for a double, decimal or non-number. */
function asInteger(
  value: unknown,
  kind: NumberKind | undefined,
): { value: bigint; long: boolean } | undefined {
  if (value instanceof Long) return { value: value.toBigInt(), long: true };
  if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
  if (kind === 'long') return { value: BigInt(value), long: true };
  // A number outside int32 without a recorded kind was a double (number-kinds.ts records longs).
  const int32 = kind !== 'double' && value >= -(2 ** 31) && value < 2 ** 31;
  return int32 ? { value: BigInt(value), long: false } : undefined;
}

/** The value at a dotted path with its container's recorded number type. */
function currentAt(doc: Document, path: string): { value: unknown; kind?: NumberKind } {
  const parts = path.split('.');
  let parent: unknown = doc;
  for (const part of parts.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return { value: undefined };
    parent = (parent as Document)[part];
  }
  if (parent === null || typeof parent !== 'object') return { value: undefined };
  const key = parts.at(-1)!;
  return { value: (parent as Document)[key], kind: numberKind(parent as Document, key) };
}

/** Moves the integer increments of `operators.$inc` into `$set`, with their exact results. */
export function exactIntegerIncrements(doc: Document, operators: Document): Document {
  const inc = operators.$inc as Document | undefined;
  if (!inc || typeof inc !== 'object') return operators;
  const remaining: Document = {};
  const set: Document = {};
  for (const [path, amount] of Object.entries(inc)) {
    const by = asInteger(amount, numberKind(inc, path));
    const current = currentAt(doc, path);
    const from = asInteger(current.value, current.kind);
    if (!by || !from) {
      remaining[path] = amount;
      setNumberKind(remaining, path, numberKind(inc, path));
      continue;
    }
    const sum = from.value + by.value;
    const long = from.long || by.long || sum < INT32_MIN || sum > INT32_MAX;
    if (sum < INT64_MIN || sum > INT64_MAX)
      throw badValue(
        `Failed to apply $inc operations to current value (${String(current.value)}) for document {_id: ${String(doc._id)}}`,
      );
    set[path] =
      sum > BigInt(Number.MAX_SAFE_INTEGER) || sum < BigInt(Number.MIN_SAFE_INTEGER)
        ? Long.fromBigInt(sum)
        : Number(sum);
    if (long) setNumberKind(set, path, 'long');
  }
  if (Object.keys(set).length === 0) return operators;
  const { $inc: _inc, ...rest } = operators;
  const merged: Document = { ...(rest.$set as Document | undefined) };
  if (rest.$set) copyNumberKinds(rest.$set as Document, merged);
  for (const [path, value] of Object.entries(set)) {
    if (path in merged)
      throw new CommandError(
        40,
        'ConflictingUpdateOperators',
        `Updating the path '${path}' would create a conflict at '${path}'`,
      );
    merged[path] = value;
    setNumberKind(merged, path, numberKind(set, path));
  }
  return Object.keys(remaining).length > 0
    ? { ...rest, $inc: remaining, $set: merged }
    : { ...rest, $set: merged };
}
