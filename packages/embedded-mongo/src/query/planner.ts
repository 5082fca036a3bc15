/**
 * Chooses how a query reads a collection, as mongod's planner does for the common shapes:
 * an index whose leading fields the filter pins to values (equality, `$in`, multikey elements),
 * then at most one range (`$gt/$gte/$lt/$lte`) on the next field; and when the requested sort is
 * the index's order (or its reverse) after those pinned fields, the index walk yields documents
 * already sorted, so a limit stops the walk early. Anything else reads the whole collection.
 * The plan only narrows the candidates: every candidate is still tested against the whole filter
 * (plan-run.ts), so a plan can never change which documents match.
 */
import type { Document } from 'bson';
import type { Collection } from '../storage/collection';
import { typeBracket, type TypeBracket } from '../storage/compare';
import type { Index } from '../storage/key-index';
import { equalityValues, isOperatorObject } from './filter';

export interface Bound {
  value: unknown;
  inclusive: boolean;
}

/** The values one index field may take: a set of points, or a range within one type bracket. */
export type FieldBounds =
  | { kind: 'points'; values: unknown[] }
  | { kind: 'range'; bracket: TypeBracket; low?: Bound; high?: Bound };

export type Plan =
  | { kind: 'collscan' }
  | {
      kind: 'ixscan';
      index: Index;
      /** Bounds of the index's leading fields; the fields after them are unbounded. */
      bounds: FieldBounds[];
      /** False when walking the index backwards gives the requested order. */
      forward: boolean;
      /** The walk yields the documents in the requested sort order (or none was requested). */
      sorted: boolean;
      /** A sort was requested and the walk provides it: the keys must be visited in index order. */
      inOrder: boolean;
      /** The index alone decides a match: the whole filter is the pinned single field. */
      exact: boolean;
    };

/** How many point combinations a compound scan may visit before the planner settles for fewer fields. */
const MAX_POINT_COMBINATIONS = 1000;

const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte']);

/** `{ $gte: a, $lt: b }` as a range, when every operator is a comparison within one type bracket. */
function rangeOf(condition: unknown): FieldBounds | undefined {
  if (!isOperatorObject(condition)) return undefined;
  const entries = Object.entries(condition);
  if (!entries.every(([operator]) => RANGE_OPERATORS.has(operator))) return undefined;
  const brackets = new Set(entries.map(([, value]) => typeBracket(value)));
  const [bracket] = brackets;
  if (brackets.size !== 1 || bracket === undefined) return undefined;
  // Null, documents and arrays compare in ways the residual test decides better than bounds.
  if (bracket === typeBracket(null) || bracket === typeBracket({}) || bracket === typeBracket([]))
    return undefined;
  const range: FieldBounds = { kind: 'range', bracket };
  for (const [operator, value] of entries) {
    const bound = { value, inclusive: operator.endsWith('e') };
    // With two bounds on one side (`$gt: 1, $gte: 2`) either is a valid, if looser, bound.
    if (operator.startsWith('$g')) range.low = bound;
    else range.high = bound;
  }
  return range;
}

function pointsOf(condition: unknown): unknown[] | undefined {
  const values = equalityValues(condition);
  return values && values.length > 0 ? values : undefined;
}

/** The bounds the filter puts on the index's leading fields. */
function boundsFor(index: Index, filter: Document): FieldBounds[] {
  const bounds: FieldBounds[] = [];
  let combinations = 1;
  for (const field of index.fields) {
    const condition = filter[field];
    const points = pointsOf(condition);
    if (points) {
      combinations *= points.length;
      if (combinations > MAX_POINT_COMBINATIONS) break;
      bounds.push({ kind: 'points', values: points });
      continue;
    }
    // A multikey field's range could be met by two different elements; only points are safe there.
    // Asked only when there is a range: the question builds an index that recovery deferred.
    const range = rangeOf(condition);
    if (range && !index.isMultikey(field)) bounds.push(range);
    break;
  }
  return bounds;
}

/**
 * Which way the index yields the requested sort, if it does: the sort's fields must be the index's
 * fields right after a prefix pinned to single values, all in the index's directions or all reversed.
 */
function sortDirection(
  index: Index,
  bounds: FieldBounds[],
  sort: Document | undefined,
): 'forward' | 'backward' | undefined {
  const sortFields = Object.entries(sort ?? {});
  if (sortFields.length === 0) return 'forward';
  let start = 0;
  while (
    start < bounds.length &&
    index.fields[start] !== sortFields[0]?.[0] &&
    bounds[start]?.kind === 'points' &&
    (bounds[start] as { values: unknown[] }).values.length === 1
  )
    start += 1;
  let direction: 'forward' | 'backward' | undefined;
  for (const [i, [field, order]] of sortFields.entries()) {
    const at = start + i;
    if (index.fields[at] !== field || index.isMultikey(field)) return undefined;
    const same = Number(order) === index.directions[at];
    const next = same ? 'forward' : 'backward';
    if (direction && direction !== next) return undefined;
    direction = next;
  }
  return direction;
}

interface Candidate {
  plan: Extract<Plan, { kind: 'ixscan' }>;
  score: number;
}

function candidateFor(
  index: Index,
  filter: Document,
  sort: Document | undefined,
): Candidate | undefined {
  if (!index.orderable) return undefined;
  const bounds = boundsFor(index, filter);
  // A sparse index lacks the documents without the field: only bounds on it make it complete.
  if (index.sparse && bounds.length === 0) return undefined;
  const direction = sortDirection(index, bounds, sort);
  const sorting = sort !== undefined && Object.keys(sort).length > 0;
  if (bounds.length === 0 && !(sorting && direction)) return undefined;
  const pinned = bounds.filter((bound) => bound.kind === 'points').length;
  const fields = Object.keys(filter);
  const exact =
    fields.length === 1 &&
    index.fields.length === 1 &&
    pinned === 1 &&
    fields[0] === index.fields[0];
  return {
    plan: {
      kind: 'ixscan',
      index,
      bounds,
      forward: direction !== 'backward',
      sorted: direction !== undefined,
      inOrder: sorting && direction !== undefined,
      exact,
    },
    // Pinned fields narrow most, then a range, then not having to sort; shorter indexes break ties.
    score:
      pinned * 100 + (bounds.length - pinned) * 50 + (direction ? 20 : 0) - index.fields.length,
  };
}

/** The plan for `filter` (and `sort`, whose order the plan's walk may provide) on a collection. */
export function planQuery(
  collection: Collection | undefined,
  filter: Document | undefined,
  sort?: Document,
): Plan {
  if (!collection) return { kind: 'collscan' };
  let best: Candidate | undefined;
  for (const index of collection.indexList()) {
    const candidate = candidateFor(index, filter ?? {}, sort);
    if (candidate && (!best || candidate.score > best.score)) best = candidate;
  }
  return best?.plan ?? { kind: 'collscan' };
}
