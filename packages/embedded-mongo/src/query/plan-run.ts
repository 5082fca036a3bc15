/**
 * Runs a plan (planner.ts): yields the matching documents lazily, in the plan's order, so a caller
 * that needs only the first N stops the walk there.
 */
import type { Document } from 'bson';
import type { Collection } from '../storage/collection';
import { compareValues, typeBracket } from '../storage/compare';
import type { Index } from '../storage/key-index';
import { SortedKeys, type KeyEntry } from '../storage/sorted-keys';
import { keyOf } from '../storage/values';
import { NO_ENV, type QueryEnv } from './env';
import { compileFilter } from './filter';
import type { Bound, FieldBounds, Plan } from './planner';

/** What a run looked at, for explain's executionStats. */
export interface ScanStats {
  keysExamined: number;
  docsExamined: number;
}

export const newScanStats = (): ScanStats => ({ keysExamined: 0, docsExamined: 0 });

const sign = (value: number) => (value < 0 ? -1 : value > 0 ? 1 : 0);

/** Where a value lies against one field's bounds, ascending: -1 below, 0 within, 1 above. */
function against(value: unknown, bounds: FieldBounds): number {
  if (bounds.kind === 'points') return sign(compareValues(value, bounds.values[0]));
  const byBracket = typeBracket(value) - bounds.bracket;
  if (byBracket !== 0) return sign(byBracket);
  const below = (low: Bound) => {
    const order = compareValues(value, low.value);
    return order < 0 || (order === 0 && !low.inclusive);
  };
  const above = (high: Bound) => {
    const order = compareValues(value, high.value);
    return order > 0 || (order === 0 && !high.inclusive);
  };
  if (bounds.low && below(bounds.low)) return -1;
  if (bounds.high && above(bounds.high)) return 1;
  return 0;
}

interface Point {
  key: string;
  value: unknown;
}

/** A pinned field's distinct values with their keys (see keyOf), in the field's index order. */
function sortedPoints(values: unknown[], direction: number): Point[] {
  const distinct = new Map<string, unknown>();
  for (const value of values) {
    const key = keyOf(value);
    if (!distinct.has(key)) distinct.set(key, value);
  }
  const points = Array.from(distinct, ([key, value]) => ({ key, value }));
  return points.sort((a, b) => compareValues(a.value, b.value) * direction);
}

/** Each combination of one point per pinned field (the range, if any, kept as is), in index order. */
function combinations(bounds: FieldBounds[], directions: number[]): FieldBounds[][] {
  let combos: FieldBounds[][] = [[]];
  for (const [i, field] of bounds.entries()) {
    if (field.kind === 'range') {
      combos = combos.map((combo) => [...combo, field]);
      continue;
    }
    const points = sortedPoints(field.values, directions[i] ?? 1);
    combos = combos.flatMap((combo) =>
      points.map(({ value }): FieldBounds[] => [...combo, { kind: 'points', values: [value] }]),
    );
  }
  return combos;
}

/** The keys within one combination's bounds, walked in the given direction. */
function* keysWithin(
  sorted: SortedKeys,
  bounds: FieldBounds[],
  directions: number[],
  forward: boolean,
): Generator<KeyEntry> {
  // In index order: -1 while an entry is before the bounds, 0 within, 1 after.
  const position = (entry: KeyEntry) => {
    for (const [i, field] of bounds.entries()) {
      const order = against(entry.values[i], field) * (directions[i] ?? 1);
      if (order !== 0) return order;
    }
    return 0;
  };
  const from = forward
    ? sorted.seek((entry) => position(entry) >= 0)
    : sorted.seek((entry) => position(entry) > 0);
  for (const entry of sorted.walk(from, forward)) {
    if (position(entry) !== 0) return;
    yield entry;
  }
}

/** The keys (see keyOf) of every combination of one point per field, in index order. */
function pointKeys(index: Index, bounds: FieldBounds[]): string[] {
  let keys: string[] = [];
  for (const [i, field] of bounds.entries()) {
    const points = sortedPoints((field as { values: unknown[] }).values, index.directions[i] ?? 1);
    keys =
      i === 0
        ? points.map(({ key }) => key)
        : keys.flatMap((prefix) => points.map(({ key }) => `${prefix}\u0000${key}`));
  }
  return keys;
}

/**
 * Every index field pinned to points: the keys are known, so the hash map answers without order.
 * The keys are built as text straight from each field's sorted points (an $in of a few hundred ids
 * is the API's population query) and visited in index order, as mongod returns them; lazily, so a
 * limit stops at the first holders of a crowded multikey key.
 */
function* pointLookups(index: Index, bounds: FieldBounds[], stats: ScanStats): Generator<string> {
  const keys = pointKeys(index, bounds);
  const holdersOf = index.holdersReader(keys);
  for (const key of keys) {
    stats.keysExamined += 1;
    yield* holdersOf(key);
  }
}

/** Above this many documents, a pinned first field is scanned through the whole index's order. */
const GROUP_SCAN_MAX = 5000;
/** Pinned groups an index sorts on the spot before it builds and keeps its whole order. */
const GROUP_SORTS_BEFORE_ORDER = 32;

/** Keys in index order, and who holds each. */
interface OrderedHolders {
  sorted: SortedKeys;
  holdersOf(key: string): Iterable<string>;
}

/**
 * The keys of the documents whose first field is pinned, in index order, with their holders: few
 * enough (see GROUP_SCAN_MAX) to sort on the spot, so the whole index's order need not exist (nor
 * the index itself, while recovery has left it unbuilt).
 */
function pinnedGroupKeys(
  collection: Collection,
  index: Index,
  first: FieldBounds | undefined,
): OrderedHolders | undefined {
  if (
    first?.kind !== 'points' ||
    index.hasOrderedKeys ||
    !index.sortsGroupOnTheSpot(GROUP_SORTS_BEFORE_ORDER)
  )
    return undefined;
  const groups = index.leadingGroups(first.values, GROUP_SCAN_MAX);
  if (!groups) return undefined;
  const entries = new Map<string, KeyEntry>();
  const holders = new Map<string, Set<string>>();
  for (const { value, ids } of groups)
    for (const id of ids) {
      const doc = collection.byIdKey(id);
      if (!doc) continue;
      // Only the keys under the pinned value: an activity's other participants' keys lie outside
      // the bounds, and making and sorting them was most of the scan.
      for (const entry of index.keysWithFirst(doc, value)) {
        entries.set(entry.key, entry);
        const held = holders.get(entry.key);
        if (held) held.add(id);
        else holders.set(entry.key, new Set([id]));
      }
    }
  return {
    sorted: new SortedKeys(index.directions, [...entries.values()]),
    holdersOf: (key) => holders.get(key) ?? [],
  };
}

function* orderedScan(
  collection: Collection,
  plan: Extract<Plan, { kind: 'ixscan' }>,
  stats: ScanStats,
): Generator<string> {
  const { index, bounds, forward } = plan;
  const { sorted, holdersOf } = pinnedGroupKeys(collection, index, bounds[0]) ?? {
    sorted: index.orderedKeys(collection.indexSource),
    holdersOf: (key: string) => index.holdersOf(key),
  };
  const combos = combinations(bounds, index.directions);
  if (!forward) combos.reverse();
  for (const combo of combos) {
    for (const entry of keysWithin(sorted, combo, index.directions, forward)) {
      stats.keysExamined += 1;
      yield* holdersOf(entry.key);
    }
  }
}

function usesPointLookups(plan: Extract<Plan, { kind: 'ixscan' }>): boolean {
  return (
    !plan.inOrder &&
    plan.bounds.length === plan.index.fields.length &&
    plan.bounds.every((bound) => bound.kind === 'points')
  );
}

/** The documents matching `filter`, in the plan's order. */
export function* runPlan(
  collection: Collection | undefined,
  plan: Plan,
  filter: Document | undefined,
  stats: ScanStats = newScanStats(),
  env: QueryEnv = NO_ENV,
): Generator<Document> {
  // A missing collection still has its filter checked: mongod refuses an unknown operator anyway.
  if (!collection) {
    compileFilter(filter, env);
    return;
  }
  if (plan.kind === 'collscan') {
    const matches = compileFilter(filter, env);
    for (const doc of collection.documents()) {
      stats.docsExamined += 1;
      if (matches(doc)) yield doc;
    }
    return;
  }
  // An exact plan's index decides every match, so the filter is not even compiled (for an $in of
  // many ids, compiling it cost more than the lookups).
  const matches = plan.exact ? undefined : compileFilter(filter, env);
  const ids = usesPointLookups(plan)
    ? pointLookups(plan.index, plan.bounds, stats)
    : orderedScan(collection, plan, stats);
  // A document holding several keys of a multikey index is met once per key.
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    const doc = collection.byIdKey(id);
    if (!doc) continue;
    stats.docsExamined += 1;
    if (!matches || matches(doc)) yield doc;
  }
}
