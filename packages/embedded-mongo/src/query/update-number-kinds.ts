import type { Document } from 'bson';
import { numberKind, setNumberKind, type NumberKind } from '../storage/number-kinds';

/** The container a dotted path ends in (`a.b.c` → the object at `a.b`), if there is one. */
function parentOf(doc: Document, parts: string[]): Document | undefined {
  let current: unknown = doc;
  for (const part of parts.slice(0, -1)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Document)[part];
  }
  return current !== null && typeof current === 'object' ? (current as Document) : undefined;
}

function combined(a: NumberKind | undefined, b: NumberKind | undefined): NumberKind | undefined {
  if (a === 'double' || b === 'double') return 'double';
  return a ?? b;
}

/**
 * After update operators ran on `doc`, brings the recorded number types of the fields they wrote
 * up to date: `$set` takes the type of the value it wrote, arithmetic widens as mongod does (a
 * double stays double, a long stays long), `$unset` forgets it. Positional paths are left alone.
 */
export function carryNumberKinds(doc: Document, operators: Document): void {
  for (const [operator, fields] of Object.entries(operators)) {
    if (fields === null || typeof fields !== 'object') continue;
    for (const path of Object.keys(fields as Document)) {
      if (path.includes('$')) continue;
      const parts = path.split('.');
      const parent = parentOf(doc, parts);
      const key = parts.at(-1)!;
      if (!parent) continue;
      const written = numberKind(fields as Document, path);
      if (operator === '$set') setNumberKind(parent, key, written);
      else if (operator === '$unset') setNumberKind(parent, key, undefined);
      else if (operator === '$inc' || operator === '$mul')
        setNumberKind(parent, key, combined(numberKind(parent, key), written));
    }
  }
}
