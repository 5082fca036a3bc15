/**
 * The body of the driver's most common write — `{ insert, ordered, lsid, $db }`, with the documents
 * in a document sequence beside it, as mongoose's create and insertMany send it — read straight from
 * its bytes. Decoding it with bson cost about as much as decoding the inserted document itself,
 * mostly for the session id (a Binary) that no command reads. Any other field, type or shape is not
 * recognised and the body is decoded as usual; the command built is the same either way.
 */
import type { Document } from 'bson';
import { elementEnd, nulAt, readInt32, sameBytes } from '../storage/bson-elements';
import { IGNORED_FIELDS, stringValue } from './element-values';

const STRING = 0x02;
const BOOLEAN = 0x08;

const name = (text: string) => Buffer.from(text, 'latin1');
const INSERT = name('insert');
const ORDERED = name('ordered');
const DB = name('$db');

/** The insert command in the body document at `start`, without its documents; else undefined. */
export function recogniseInsertBody(
  bytes: Buffer,
  start: number,
  end: number,
): Document | undefined {
  if (start + 5 > end) return undefined;
  const bodyEnd = start + readInt32(bytes, start) - 1;
  if (bodyEnd >= end || bodyEnd <= start + 4 || bytes[bodyEnd] !== 0) return undefined;
  const command: Document = {};
  for (let at = start + 4; at < bodyEnd;) {
    const type = bytes[at]!;
    const nameEnd = nulAt(bytes, at + 1, bodyEnd);
    const next = elementEnd(bytes, at, bodyEnd);
    if (nameEnd >= bodyEnd || next <= at || next > bodyEnd) return undefined;
    const valueAt = nameEnd + 1;
    if (at === start + 4) {
      // The command name comes first.
      if (type !== STRING || !sameBytes(bytes, at + 1, nameEnd, INSERT)) return undefined;
      command.insert = stringValue(bytes, valueAt, next);
      if (command.insert === undefined) return undefined;
    } else if (type === BOOLEAN && sameBytes(bytes, at + 1, nameEnd, ORDERED)) {
      if (bytes[valueAt]! > 1) return undefined;
      command.ordered = bytes[valueAt] === 1;
    } else if (type === STRING && sameBytes(bytes, at + 1, nameEnd, DB)) {
      command.$db = stringValue(bytes, valueAt, next);
      if (command.$db === undefined) return undefined;
    } else if (!IGNORED_FIELDS.some((ignored) => sameBytes(bytes, at + 1, nameEnd, ignored))) {
      return undefined;
    }
    at = next;
  }
  return command.insert === undefined ? undefined : command;
}
