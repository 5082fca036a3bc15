import type { Document } from 'bson';
import type { Storage } from '../storage/storage';
import type { CursorReply } from '../wire/cursor-reply';
import type { FixedReply } from '../wire/fixed-reply';
import type { Cursors } from './cursors';
import type { ServerState } from './test-state';

export interface CommandContext {
  storage: Storage;
  cursors: Cursors;
  db: string;
  connectionId: number;
  server: ServerState;
}

/**
 * A command's reply: a document, a cursor batch (encoded around the stored documents' bytes) or a
 * reply encoded once for all.
 */
export type Reply = Document | CursorReply | FixedReply;

export type CommandHandler = (command: Document, context: CommandContext) => Reply;

/** The collection name a command targets (`{ find: 'users' }` → 'users'), checked to be text. */
export function targetCollection(command: Document, name: string): string {
  const value = command[name];
  if (typeof value !== 'string' || value.length === 0) {
    throw new TypeError(`collection name has invalid type ${typeof value}`);
  }
  return value;
}
