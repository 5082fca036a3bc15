/** Reading single elements of a request's body from its bytes (find-by-id.ts, insert-body.ts). */
import { isUtf8 } from 'node:buffer';

/** Fields no command reads: the session, the cluster time and the read preference. */
export const IGNORED_FIELDS = ['lsid', '$clusterTime', '$readPreference'].map((field) =>
  Buffer.from(field, 'latin1'),
);

/** A string element's value, or undefined when it is not well formed (bson's decoding rejects it). */
export function stringValue(bytes: Buffer, valueAt: number, next: number): string | undefined {
  if (next - valueAt < 5 || bytes[next - 1] !== 0) return undefined;
  const text = bytes.subarray(valueAt + 4, next - 1);
  return isUtf8(text) ? text.toString('utf8') : undefined;
}
