import type { Document } from 'bson';
import { CommandError } from '../errors';

type Kind = 'inclusion' | 'exclusion';

/** What one projected field asks for; undefined for `_id` and the operators that decide nothing. */
function kindOf(field: string, value: unknown): Kind | undefined {
  if (field === '_id') return undefined;
  if (value === 0 || value === false) return 'exclusion';
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const [operator] = Object.keys(value);
    if (operator === '$slice' || operator === '$elemMatch') return undefined;
    if (operator !== undefined && !operator.startsWith('$')) {
      // A nested projection: its own fields decide.
      for (const [inner, innerValue] of Object.entries(value as Document)) {
        const kind = kindOf(inner, innerValue);
        if (kind) return kind;
      }
      return undefined;
    }
  }
  // 1, true, any other number, a literal or an expression: the field is included (or computed).
  return 'inclusion';
}

/** Refuses a projection mixing inclusion and exclusion, as mongod does (31254 / 31253). */
export function assertOneProjectionKind(projection: Document): void {
  let first: Kind | undefined;
  for (const [field, value] of Object.entries(projection)) {
    const kind = kindOf(field, value);
    if (!kind) continue;
    first ??= kind;
    if (kind === first) continue;
    throw first === 'inclusion'
      ? new CommandError(
          31254,
          'Location31254',
          `Cannot do exclusion on field ${field} in inclusion projection`,
        )
      : new CommandError(
          31253,
          'Location31253',
          `Cannot do inclusion on field ${field} in exclusion projection`,
        );
  }
}
