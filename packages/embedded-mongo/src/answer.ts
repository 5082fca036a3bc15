import type { Cursors } from './commands/cursors';
import { runCommand } from './commands/dispatch';
import { ServerState } from './commands/test-state';
import { encodeDocument } from './storage/encoded';
import type { Storage } from './storage/storage';
import { objectIdKey } from './storage/values';
import { CursorReply } from './wire/cursor-reply';
import { recogniseFindById } from './wire/find-by-id';
import { encodeReply, parseRequest } from './wire/messages';

/**
 * Answers one wire-protocol message: the encoded reply, or undefined when the client asked for
 * none (moreToCome). A find by `_id` is answered from the request's bytes; everything else is
 * decoded and dispatched. Throws ProtocolError on a malformed message.
 */
export function createAnswerer(storage: Storage, cursors: Cursors, server = new ServerState()) {
  let nextRequestId = 1;
  return (message: Buffer, connectionId: number): Buffer | undefined => {
    const findById = recogniseFindById(message);
    if (findById) {
      const { db, collection, idHex } = findById;
      const doc = storage.collection(db, collection)?.byIdKey(objectIdKey(idHex));
      const reply = new CursorReply(
        'firstBatch',
        doc ? [encodeDocument(doc)] : [],
        0n,
        `${db}.${collection}`,
      );
      const to = { requestId: message.readInt32LE(4), legacy: false };
      return encodeReply(reply, to, nextRequestId++);
    }
    const request = parseRequest(message);
    const reply = runCommand(request.command, { storage, cursors, connectionId, server });
    if (request.moreToCome) return undefined;
    return encodeReply(
      reply,
      { requestId: request.header.requestId, legacy: request.legacy },
      nextRequestId++,
    );
  };
}
