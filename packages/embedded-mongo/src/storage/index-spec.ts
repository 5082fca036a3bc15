import type { Document } from 'bson';

export interface IndexSpec {
  v?: number;
  name: string;
  key: Record<string, number | string>;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
  background?: boolean;
  /** mongod's full collation spec (query/collation.ts); absent for binary comparison. */
  collation?: Document;
  /** Hidden from the planner (collMod), still maintained and still unique. */
  hidden?: boolean;
}

/** mongod's default index name: `email_1`, `category_1_date_-1`. */
export function defaultIndexName(key: Record<string, number | string>): string {
  return Object.entries(key)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');
}

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };
