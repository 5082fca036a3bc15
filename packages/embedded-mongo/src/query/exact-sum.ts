/**
 * `$sum` and `$add` as mongod computes them: integers are added exactly, an Int32 total that
 * overflows becomes a Long and a Long total stays exact past 2^53 (mingo adds JS numbers, skips
 * Long values in `$sum` and refuses them in `$add`). mongod's widening: int → long → double, a
 * Long that overflows becomes a Double. Decimal128 and dates are left to mingo.
 */
import { Decimal128, Long } from 'bson';
import { evalExpr } from 'mingo/core';
import { $push, $sum as mingoSum } from 'mingo/operators/accumulator';
import { $add as mingoAdd } from 'mingo/operators/expression/arithmetic';
import type { AnyObject, Options } from 'mingo/types';
import { numberKind, type NumberKind } from '../storage/number-kinds';

const INT32_MIN = -(2n ** 31n);
const INT32_MAX = 2n ** 31n - 1n;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

type Typed = { kind: 'int' | 'long'; value: bigint } | { kind: 'double'; value: number };

/**
 * A value with its BSON number type: a stored number's type is recorded beside its container
 * (number-kinds.ts); a computed integer in the Int32 range is an Int32, any other a Double.
 */
function typed(value: unknown, recorded: NumberKind | undefined): Typed | undefined {
  if (value instanceof Long) return { kind: 'long', value: value.toBigInt() };
  if (typeof value !== 'number') return undefined;
  if (!Number.isInteger(value) || recorded === 'double') return { kind: 'double', value };
  if (recorded === 'long') return { kind: 'long', value: BigInt(value) };
  const int32 = value >= -(2 ** 31) && value < 2 ** 31;
  return int32 ? { kind: 'int', value: BigInt(value) } : { kind: 'double', value };
}

/** The recorded number type of a plain field path's value (`$a.b`), when no array is on the way. */
function recordedKind(root: unknown, expr: unknown): NumberKind | undefined {
  if (typeof expr !== 'string' || !expr.startsWith('$') || expr.startsWith('$$')) return undefined;
  const parts = expr.slice(1).split('.');
  let container: unknown = root;
  for (const part of parts.slice(0, -1)) {
    if (container === null || typeof container !== 'object' || Array.isArray(container))
      return undefined;
    container = (container as Record<string, unknown>)[part];
  }
  if (container === null || typeof container !== 'object' || Array.isArray(container))
    return undefined;
  return numberKind(container as Record<string, unknown>, parts.at(-1)!);
}

/** The exact total of typed numbers, as mongod widens it; a Long only where Int32 cannot hold it. */
function total(numbers: Typed[]): number | Long {
  let exact = 0n;
  let float = 0;
  let widest: Typed['kind'] = 'int';
  for (const n of numbers) {
    if (n.kind === 'double') {
      widest = 'double';
      float += n.value;
    } else {
      exact += n.value;
      if (n.kind === 'long' && widest === 'int') widest = 'long';
    }
  }
  if (widest === 'double' || exact < INT64_MIN || exact > INT64_MAX) return Number(exact) + float;
  if (exact >= INT32_MIN && exact <= INT32_MAX) return Number(exact);
  return Long.fromBigInt(exact);
}

const isLeftToMingo = (value: unknown) => value instanceof Decimal128 || value instanceof Date;

/** The `$sum` accumulator (and expression): numbers only, others ignored, as mongod does. */
export function $sum(collection: AnyObject[], expr: unknown, options: Options): unknown {
  if (typeof expr === 'number') return mingoSum(collection, expr, options);
  const values = $push(collection, expr, options) as unknown[];
  if (values.some(isLeftToMingo)) return mingoSum(collection, expr, options);
  const numbers: Typed[] = [];
  values.forEach((value, i) => {
    const number = typed(value, expr == null ? undefined : recordedKind(collection[i], expr));
    if (number) numbers.push(number);
  });
  return total(numbers);
}

const isNil = (value: unknown) => value === null || value === undefined;

/** The `$add` expression: exact for integers; a null or missing argument gives null. */
export function $add(obj: AnyObject, expr: unknown, options: Options): unknown {
  const args = evalExpr(obj, expr, options) as unknown;
  // Dates, Decimal128 and non-numbers follow mingo's rules (and errors).
  if (
    !Array.isArray(args) ||
    !args.every((arg) => typeof arg === 'number' || arg instanceof Long || isNil(arg))
  )
    return mingoAdd(obj, expr, options);
  if (args.some(isNil)) return null;
  const kinds = Array.isArray(expr) ? expr.map((arg) => recordedKind(obj, arg)) : [];
  return total(args.map((arg, i) => typed(arg, kinds[i])!));
}
