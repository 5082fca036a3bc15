import type { Cursors } from './commands/cursors';
import { runCommand } from './commands/dispatch';
import type { Storage } from './storage/storage';
import { encodeReply, parseRequest } from './wire/messages';

/**
 * Answers one wire-protocol message: the encoded reply, or undefined when the client asked for
 * none (moreToCome). Throws ProtocolError on a malformed message.
 */
export function createAnswerer(storage: Storage, cursors: Cursors) {
  let nextRequestId = 1;
  return (message: Buffer, connectionId: number): Buffer | undefined => {
    const request = parseRequest(message);
    const reply = runCommand(request.command, { storage, cursors, connectionId });
    if (request.moreToCome) return undefined;
    return encodeReply(
      reply,
      { requestId: request.header.requestId, legacy: request.legacy },
      nextRequestId++,
    );
  };
}
