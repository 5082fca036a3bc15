import { Timestamp, type Document } from 'bson';
import { copyNumberKinds } from './number-kinds';

let lastSeconds = 0;
let increment = 0;

/** A timestamp after every one given before: the current second, and a count within it. */
export function nextTimestamp(): Timestamp {
  const seconds = Math.floor(Date.now() / 1000);
  if (seconds > lastSeconds) [lastSeconds, increment] = [seconds, 0];
  increment += 1;
  return new Timestamp({ t: lastSeconds, i: increment });
}

const isEmptyTimestamp = (value: unknown) => value instanceof Timestamp && value.isZero();

/**
 * The document mongod stores for an insert: a top-level Timestamp(0, 0) is replaced by the current
 * timestamp. A copy when one was (the received bytes no longer match it), else `doc` itself.
 */
export function withEmptyTimestampsFilled(doc: Document): Document {
  let filled: Document | undefined;
  for (const key in doc) {
    if (!isEmptyTimestamp(doc[key])) continue;
    if (!filled) {
      filled = { ...doc };
      copyNumberKinds(doc, filled);
    }
    filled[key] = nextTimestamp();
  }
  return filled ?? doc;
}
