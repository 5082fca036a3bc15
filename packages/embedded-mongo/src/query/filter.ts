import { ObjectId, type Document } from 'bson';
import { Query } from './mingo';
import { TypeBracket, compareValues, typeBracket } from '../storage/compare';
import { keyOf, valuesAtPath } from '../storage/values';
import { foldFilter, foldValue } from './collation';
import { NO_ENV, mingoOptions, type QueryEnv } from './env';
import { needsRewrite, rewriteForMingo } from './mingo-filter';

export type Matcher = (doc: Document) => boolean;

/**
 * Compiles a filter once. An empty filter, and the common shapes — equality on scalar values such as
 * `{ _id }` or `{ email }`, and comparisons of top-level fields with scalars (see fieldTest), such as
 * the API's upcoming activities `{ date: { $gte }, creator: { $ne }, participants: { $ne } }` — are
 * answered without a mingo query: its generic comparison hashed every array element and was most of
 * the time those queries spent testing their candidates.
 */
export function compileFilter(filter: Document | undefined, env: QueryEnv = NO_ENV): Matcher {
  if (env.collation) {
    // Strings are compared in their folded forms (query/collation.ts), the document's and the filter's.
    const { fold } = env.collation;
    const folded = compileFilter(foldFilter(filter ?? {}, fold), { variables: env.variables });
    return (doc) => folded(foldValue(doc, fold) as Document);
  }
  if (!filter) return () => true;
  const entries = Object.entries(filter);
  if (entries.length === 0) return () => true;
  const tests: Matcher[] = [];
  for (const [field, condition] of entries) {
    const test = field.startsWith('$') ? undefined : fieldTest(field, condition);
    if (!test) {
      const query = new Query(
        needsRewrite(filter) ? rewriteForMingo(filter) : filter,
        mingoOptions(env),
      );
      return (doc) => query.test(doc);
    }
    tests.push(test);
  }
  return allOf(tests);
}

/** A document passes when it passes every test. */
const allOf = (tests: Matcher[]): Matcher =>
  tests.length === 1 ? tests[0]! : (doc) => tests.every((test) => test(doc));

/** A test of one value of a field (the field's value, or one element of the array it holds). */
type ValueTest = (value: unknown) => boolean;

/** Whether a value equals a scalar as mongod compares (see keyOf); ids by their parts, the API's usual operand. */
function sameAs(wanted: unknown): ValueTest {
  if (typeof wanted === 'string') return (value) => value === wanted;
  if (wanted instanceof ObjectId) return (value) => compareValues(value, wanted) === 0;
  const key = keyOf(wanted);
  return (value) => keyOf(value) === key;
}

/** Whether a value equals one of the scalars. */
function oneOf(wanted: unknown[]): ValueTest {
  if (wanted.length === 1) return sameAs(wanted[0]);
  const keys = new Set(wanted.map(keyOf));
  return (value) => keys.has(keyOf(value));
}

/** Brackets whose values a range compares in the bracket's order (numbers: see numberRange). */
const RANGE_BRACKETS = new Set<number>([
  TypeBracket.String,
  TypeBracket.ObjectId,
  TypeBracket.Date,
  TypeBracket.Binary,
]);

const isNaNValue = (value: unknown) =>
  Number.isNaN(typeof value === 'number' ? value : Number(String(value)));

/**
 * A numeric range compares every width by value (a Decimal128 too, which mingo compared as text);
 * NaN meets only NaN, and only in a range that includes equality, as in mongod.
 */
function numberRange(operand: unknown, accepts: (order: number) => boolean): ValueTest {
  const nanOperand = isNaNValue(operand);
  return (value) => {
    if (typeBracket(value) !== TypeBracket.Number) return false;
    if (nanOperand || isNaNValue(value)) return nanOperand && isNaNValue(value) && accepts(0);
    return accepts(compareValues(value, operand));
  };
}

function inRange(operand: unknown, accepts: (order: number) => boolean): ValueTest | undefined {
  const bracket = typeBracket(operand);
  if (!isIndexableScalar(operand)) return undefined;
  if (bracket === TypeBracket.Number) return numberRange(operand, accepts);
  if (!RANGE_BRACKETS.has(bracket)) return undefined;
  // mongod compares only within a type: `{ date: { $gte: d } }` never matches a string.
  return (value) => typeBracket(value) === bracket && accepts(compareValues(value, operand));
}

const scalars = (operand: unknown): unknown[] | undefined =>
  Array.isArray(operand) && operand.every(isIndexableScalar) ? operand : undefined;

/**
 * Per operator, the test of one value, and whether the field matches when some value passes
 * (`$eq`, `$in` and the ranges) or when none passes the opposite test (`$ne`, `$nin`: so a missing
 * field, or an array without the value, matches); undefined for an operand left to mingo.
 */
type CompiledOperator = { test: ValueTest; negated?: true } | undefined;

const OPERATORS = new Map<string, (operand: unknown) => CompiledOperator>(
  Object.entries({
    $eq: (operand) => (isIndexableScalar(operand) ? { test: sameAs(operand) } : undefined),
    $ne: (operand) =>
      isIndexableScalar(operand) ? { test: sameAs(operand), negated: true } : undefined,
    $in: (operand) => {
      const values = scalars(operand);
      return values && { test: oneOf(values) };
    },
    $nin: (operand) => {
      const values = scalars(operand);
      return values && { test: oneOf(values), negated: true };
    },
    $gt: (operand) => wrap(inRange(operand, (order) => order > 0)),
    $gte: (operand) => wrap(inRange(operand, (order) => order >= 0)),
    $lt: (operand) => wrap(inRange(operand, (order) => order < 0)),
    $lte: (operand) => wrap(inRange(operand, (order) => order <= 0)),
  }),
);

function wrap(test: ValueTest | undefined): { test: ValueTest } | undefined {
  return test && { test };
}

/**
 * The test of a top-level field's condition: a scalar to equal, or an object of the operators
 * above with scalar operands; undefined for anything else (a dotted field, other operators, a
 * document, array, regex or null operand), which mingo answers.
 */
function fieldTest(field: string, condition: unknown): Matcher | undefined {
  if (field.includes('.') || !isOperatorObject(condition))
    return isIndexableScalar(condition) ? someValue(field, sameAs(condition)) : undefined;
  const tests: Matcher[] = [];
  for (const [operator, operand] of Object.entries(condition)) {
    const compiled = OPERATORS.get(operator)?.(operand);
    if (!compiled) return undefined;
    const some = someValue(field, compiled.test);
    tests.push(compiled.negated ? (doc) => !some(doc) : some);
  }
  return allOf(tests);
}

/**
 * Whether the field's value, or one of its elements when it holds an array (a scalar operand
 * meets an array element by element, never as a whole), passes the test. A top-level field is read
 * directly: this runs once per document in a collection scan.
 */
function someValue(field: string, test: ValueTest): Matcher {
  if (field.includes('.')) return (doc) => valuesAtPath(doc, field).some(test);
  return (doc) => {
    const value: unknown = doc[field];
    return Array.isArray(value) ? value.some(test) : test(value);
  };
}

export function isOperatorObject(value: unknown): value is Document {
  return (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.keys(value).some((key) => key.startsWith('$'))
  );
}

/** A value an equality index lookup can answer: not a document, array, regex or null. */
export function isIndexableScalar(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value !== 'object') return true;
  return (
    !Array.isArray(value) &&
    !(value instanceof RegExp) &&
    Object.getPrototypeOf(value) !== Object.prototype
  );
}

/** The values a filter's top-level field must equal (`field: v`, `$eq`, `$in`), or undefined. */
export function equalityValues(condition: unknown): unknown[] | undefined {
  if (!isOperatorObject(condition)) return isIndexableScalar(condition) ? [condition] : undefined;
  const keys = Object.keys(condition);
  if (keys.length !== 1) return undefined;
  if ('$eq' in condition && isIndexableScalar(condition.$eq)) return [condition.$eq];
  if (
    '$in' in condition &&
    Array.isArray(condition.$in) &&
    condition.$in.every(isIndexableScalar)
  ) {
    return condition.$in as unknown[];
  }
  return undefined;
}
