import type { Document } from 'bson';
import type { CommandError } from '../errors';
import { commandNotFound, DuplicateKeyError, illegalOperation } from '../errors';
import { adminCommands } from './admin';
import { explainCommands } from './explain';
import type { CommandContext, CommandHandler, Reply } from './context';
import { handshakeCommands } from './handshake';
import { readCommands } from './read';
import { asCommandError } from './mingo-errors';
import { CloseConnection } from './test-state';
import { assertKnownFields } from './command-fields';
import { checkGenericArguments } from './generic-arguments';
import { assertValidDatabaseName } from './namespaces';
import { withinTimeLimit } from './time-limit';
import { oversizedDocuments } from '../wire/messages';
import { documentTooLarge, MAX_COMMAND_BYTES } from '../storage/document-limits';
import { writeCommands } from './write';

const handlers: Record<string, CommandHandler> = {
  ...handshakeCommands,
  ...readCommands,
  ...writeCommands,
  ...adminCommands,
  ...explainCommands,
  // mongosh and older drivers spell it in lowercase.
  findandmodify: writeCommands.findAndModify!,
};

const TRANSACTION_FIELDS = ['txnNumber', 'startTransaction', 'autocommit'];
const TRANSACTION_COMMANDS = new Set(['commitTransaction', 'abortTransaction']);

/** Whether the command's write concern waits for the journal on disk (`j: true` or `fsync: true`). */
function asksForJournal(command: Document): boolean {
  const concern = command.writeConcern as Document | undefined;
  return concern?.j === true || concern?.fsync === true;
}

/**
 * Runs one command and returns its reply document; failures become `{ ok: 0, errmsg, code, codeName }`.
 * The caller commits the storage's journal before sending the reply.
 */
export function runCommand(command: Document, context: Omit<CommandContext, 'db'>): Reply {
  const name = Object.keys(command)[0] ?? '';
  const db = typeof command.$db === 'string' ? command.$db : 'admin';
  try {
    // A standalone mongod refuses transactions; accepting and ignoring them would break atomicity promises.
    if (TRANSACTION_COMMANDS.has(name) || TRANSACTION_FIELDS.some((field) => field in command)) {
      throw illegalOperation(
        'Transaction numbers are only allowed on a replica set member or mongos',
      );
    }
    assertValidDatabaseName(db);
    context.server.sawSession(command.lsid);
    const size = oversizedDocuments.get(command);
    if (size !== undefined && size > MAX_COMMAND_BYTES) throw documentTooLarge(size);
    if (name === 'configureFailPoint') return context.server.configureFailPoint(command);
    if (name === 'setParameter') return context.server.setParameter(command, db);
    const failure = context.server.failure(name);
    if (failure?.reply) return failure.reply;
    const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
    if (!handler) throw commandNotFound(name);
    assertKnownFields(name, command);
    checkGenericArguments(name, command);
    const reply = withinTimeLimit(name, command, context.cursors, () =>
      handler(command, { ...context, db }),
    );
    if (asksForJournal(command)) context.storage.requireDurable();
    return failure?.writeConcernError
      ? { ...(reply as Document), writeConcernError: failure.writeConcernError }
      : reply;
  } catch (error) {
    // Outside the write commands' per-statement errors (findAndModify, building a unique index).
    if (error instanceof DuplicateKeyError) {
      const { code, message: errmsg, keyPattern, keyValue } = error;
      return { ok: 0, errmsg, code, codeName: 'DuplicateKey', keyPattern, keyValue };
    }
    if (error instanceof CloseConnection) throw error;
    const known = asCommandError(error);
    if (known) {
      const { errInfo } = known as CommandError & { errInfo?: Document };
      return {
        ok: 0,
        errmsg: known.message,
        code: known.code,
        codeName: known.codeName,
        ...(errInfo ? { errInfo } : {}),
      };
    }
    return {
      ok: 0,
      errmsg: `internal error: ${(error as Error).message}`,
      code: 1,
      codeName: 'InternalError',
    };
  }
}
