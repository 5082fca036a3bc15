/**
 * Collation through Intl.Collator (ICU, as in mongod): sorts compare strings with the collator;
 * filters, distinct, and collated indexes compare strings by a folded form that equals exactly when
 * the collator's strength says they are equal (strength 1: case and accents ignored, 2: case
 * ignored). What folding cannot answer faithfully — a range over strings — is refused, never
 * answered in binary order.
 */
import type { Document } from 'bson';
import type { CollationSpec } from 'mingo/types';
import { badValue } from '../errors';

export interface Collation {
  /** The spec as mongod reports it (listIndexes, listCollections). */
  spec: Document;
  /** For mingo's sort: a locale Intl understands. */
  sortSpec: CollationSpec;
  /** The form in which two strings are equal when the collation says they are. */
  fold: (text: string) => string;
}

const FIELDS = new Set([
  'locale',
  'caseLevel',
  'caseFirst',
  'strength',
  'numericOrdering',
  'alternate',
  'maxVariable',
  'normalization',
  'backwards',
  'version',
]);

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** The collation a command or index asks for; undefined for none or `{ locale: 'simple' }`. */
export function parseCollation(value: unknown): Collation | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw badValue('collation must be an object');
  const spec = value as Document;
  for (const key of Object.keys(spec))
    if (!FIELDS.has(key)) throw badValue(`unknown collation field: ${key}`);
  if (typeof spec.locale !== 'string') throw badValue("Required field 'locale' is missing");
  if (spec.locale === 'simple') return undefined;
  const locale = spec.locale.replace(/_/g, '-');
  let supported: string[];
  try {
    supported = Intl.Collator.supportedLocalesOf([locale]);
  } catch {
    supported = [];
  }
  if (supported.length === 0)
    throw badValue(`Field 'locale' is invalid in: ${JSON.stringify(spec)}`);
  const strength = (spec.strength as number | undefined) ?? 3;
  if (![1, 2, 3, 4, 5].includes(strength)) throw badValue('collation strength must be 1 to 5');
  if (spec.numericOrdering === true || spec.alternate === 'shifted' || spec.backwards === true)
    throw badValue(
      'numericOrdering, alternate: "shifted" and backwards collations are not supported by the embedded server',
    );
  const caseLevel = spec.caseLevel === true;
  const lower = (text: string) => text.toLocaleLowerCase(locale);
  const fold =
    strength >= 3
      ? (text: string) => text.normalize('NFC')
      : strength === 2
        ? (text: string) => lower(text).normalize('NFC')
        : caseLevel
          ? stripAccents
          : (text: string) => stripAccents(lower(text));
  return {
    spec: {
      locale: spec.locale,
      caseLevel,
      caseFirst: (spec.caseFirst as string | undefined) ?? 'off',
      strength,
      numericOrdering: false,
      alternate: 'non-ignorable',
      maxVariable: 'punct',
      normalization: spec.normalization === true,
      backwards: false,
      version: '57.1',
    },
    sortSpec: {
      locale,
      strength: Math.min(strength, 3) as 1 | 2 | 3,
      caseLevel,
      caseFirst: spec.caseFirst as CollationSpec['caseFirst'],
    },
    fold,
  };
}

const isPlain = (value: unknown): value is Document =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** A copy of a value with every string folded (documents and arrays followed). */
export function foldValue(value: unknown, fold: (text: string) => string): unknown {
  if (typeof value === 'string') return fold(value);
  if (Array.isArray(value)) return value.map((item) => foldValue(item, fold));
  if (isPlain(value)) {
    const out: Document = {};
    for (const [key, item] of Object.entries(value)) out[key] = foldValue(item, fold);
    return out;
  }
  return value;
}

const isOperatorsOnly = (value: unknown) =>
  isPlain(value) && Object.keys(value).every((key) => key.startsWith('$'));

const RANGES = new Set(['$gt', '$gte', '$lt', '$lte']);
/** Operators whose operand is no value to compare: left as they are. */
const VERBATIM = new Set([
  '$regex',
  '$options',
  '$type',
  '$exists',
  '$size',
  '$mod',
  '$where',
  '$expr',
  '$jsonSchema',
]);

/**
 * A filter with its compared strings folded, to be matched against folded documents. Refuses a
 * string range, whose collation order folding does not give.
 */
export function foldFilter(filter: Document, fold: (text: string) => string): Document {
  const out: Document = {};
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' || key === '$or' || key === '$nor')
      out[key] = (condition as Document[]).map((clause) => foldFilter(clause, fold));
    else if (VERBATIM.has(key)) out[key] = condition;
    else if (key.startsWith('$')) out[key] = foldCondition(key, condition, fold);
    else out[key] = foldCondition(key, condition, fold);
  }
  return out;
}

function foldCondition(key: string, condition: unknown, fold: (text: string) => string): unknown {
  if (!isPlain(condition) || !Object.keys(condition).some((k) => k.startsWith('$')))
    return foldValue(condition, fold);
  const out: Document = {};
  for (const [operator, operand] of Object.entries(condition)) {
    if (RANGES.has(operator) && typeof operand === 'string')
      throw badValue(
        `${key}: ${operator} over strings under a collation is not supported by the embedded server (it compares collated strings for equality only)`,
      );
    if (VERBATIM.has(operator)) out[operator] = operand;
    else if (operator === '$not' || (operator === '$elemMatch' && isOperatorsOnly(operand)))
      out[operator] = foldCondition(key, operand, fold);
    else if (operator === '$elemMatch' && isPlain(operand))
      out[operator] = foldFilter(operand, fold);
    else out[operator] = foldValue(operand, fold);
  }
  return out;
}
