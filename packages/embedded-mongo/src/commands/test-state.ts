import { Binary, type Document } from 'bson';
import { CommandError } from '../errors';

/** Thrown to end the client's connection, as the failCommand fail point's closeConnection asks. */
export class CloseConnection extends Error {}

interface FailCommand {
  remaining: number;
  data: Document;
}

/**
 * What the server keeps across connections for drivers' own test suites: the logical sessions it
 * has seen ($listLocalSessions) and mongod's `failCommand` fail point (configureFailPoint, which
 * mongod accepts with test commands enabled, as a development server has them).
 */
export class ServerState {
  private readonly sessions = new Map<string, { id: unknown; lastUse: Date }>();
  private failCommand?: FailCommand;

  sawSession(lsid: unknown): void {
    const id = (lsid as Document | undefined)?.id;
    if (id instanceof Binary) this.sessions.set(id.toString('hex'), { id, lastUse: new Date() });
  }

  localSessions(): Document[] {
    const uid = new Binary(Buffer.alloc(32));
    return [...this.sessions.values()].map(({ id, lastUse }) => ({ _id: { id, uid }, lastUse }));
  }

  configureFailPoint(command: Document): Document {
    if (command.configureFailPoint !== 'failCommand')
      throw new CommandError(
        2,
        'BadValue',
        `Cannot find fail point ${String(command.configureFailPoint)}`,
      );
    const mode = command.mode as string | Document;
    if (mode === 'off') this.failCommand = undefined;
    else if (mode === 'alwaysOn')
      this.failCommand = { remaining: Infinity, data: command.data as Document };
    else if (typeof mode === 'object' && typeof mode.times === 'number')
      this.failCommand = { remaining: mode.times, data: command.data as Document };
    else throw new CommandError(2, 'BadValue', 'mode must be off, alwaysOn or { times: n }');
    return { count: 0, ok: 1 };
  }

  /** The failure the fail point puts in place of this command's reply, if it applies to it. */
  failure(name: string): { reply?: Document; writeConcernError?: Document } | undefined {
    const fail = this.failCommand;
    if (!fail || !(fail.data.failCommands as string[] | undefined)?.includes(name))
      return undefined;
    fail.remaining -= 1;
    if (fail.remaining <= 0) this.failCommand = undefined;
    if (fail.data.closeConnection === true)
      throw new CloseConnection('failCommand closeConnection');
    if (fail.data.writeConcernError)
      return { writeConcernError: fail.data.writeConcernError as Document };
    return {
      reply: {
        ok: 0,
        errmsg: "Failing command via 'failCommand' failpoint",
        code: fail.data.errorCode ?? 1,
        ...(fail.data.errorLabels ? { errorLabels: fail.data.errorLabels } : {}),
      },
    };
  }
}
