import type { Document } from 'bson';
import type { Collection } from '../storage/collection';
import { NO_ENV, type QueryEnv } from './env';
import { newScanStats, runPlan, type ScanStats } from './plan-run';
import { planQuery, type Plan } from './planner';
import { sortDocuments } from './sort';

export interface Selection {
  filter?: Document;
  sort?: Document;
  skip?: number;
  /** 0 or absent: no limit. */
  limit?: number;
  env?: QueryEnv;
}

const hasKeys = (value: Document | undefined): value is Document =>
  value !== undefined && Object.keys(value).length > 0;

function take(docs: Iterable<Document>, count: number | undefined): Document[] {
  const taken: Document[] = [];
  if (count === 0) return taken;
  for (const doc of docs) {
    taken.push(doc);
    if (taken.length === count) break;
  }
  return taken;
}

/**
 * The documents a find selects, sorted, skipped and limited (projection is the caller's). When the
 * plan yields them in the requested order, the walk stops after skip + limit documents; otherwise
 * every match is collected and sorted in memory.
 */
export function select(
  collection: Collection | undefined,
  selection: Selection,
  stats: ScanStats = newScanStats(),
): { docs: Document[]; plan: Plan } {
  const { filter, sort, skip = 0, limit = 0, env = NO_ENV } = selection;
  // Indexes hold binary keys: under a collation every document is tested as the collation says.
  const plan: Plan = env.collation
    ? { kind: 'collscan' }
    : planQuery(collection, filter, hasKeys(sort) ? sort : undefined);
  const matches = runPlan(collection, plan, filter, stats, env);
  if (!hasKeys(sort) || (plan.kind === 'ixscan' && plan.sorted)) {
    const wanted = take(matches, limit ? skip + limit : undefined);
    return { docs: wanted.slice(skip), plan };
  }
  const sorted = sortDocuments([...matches], sort, env);
  return { docs: sorted.slice(skip, limit ? skip + limit : undefined), plan };
}
