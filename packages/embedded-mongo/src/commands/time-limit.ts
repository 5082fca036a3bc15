import type { Document } from 'bson';
import { badValue, CommandError } from '../errors';
import { CursorReply } from '../wire/cursor-reply';
import type { Reply } from './context';
import type { Cursors } from './cursors';

/** Reads whose maxTimeMS is honoured; a write's changes are not undone, so mongod's would stand. */
const TIMED = new Set(['find', 'aggregate', 'count', 'distinct']);

const expired = () => new CommandError(50, 'MaxTimeMSExpired', 'operation exceeded time limit');

/**
 * Runs a read under its maxTimeMS: commands run to completion on this thread, so one that took
 * longer than allowed answers MaxTimeMSExpired instead of its result (and its cursor is closed).
 */
export function withinTimeLimit(
  name: string,
  command: Document,
  cursors: Cursors,
  run: () => Reply,
): Reply {
  const limit = command.maxTimeMS as unknown;
  if (limit === undefined || !TIMED.has(name)) return run();
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0)
    throw badValue(`maxTimeMS must be a non-negative integer, not ${String(limit)}`);
  if (limit === 0) return run();
  const started = performance.now();
  const reply = run();
  if (performance.now() - started <= limit) return reply;
  if (reply instanceof CursorReply && reply.id !== 0n) cursors.kill([reply.id]);
  throw expired();
}
