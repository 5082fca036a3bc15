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
  private ttlMonitorSleepSecs = 60;

  /** `onTtlInterval` moves the TTL sweep to a new period (setParameter ttlMonitorSleepSecs). */
  constructor(private readonly onTtlInterval?: (ms: number) => void) {}

  /** setParameter: only ttlMonitorSleepSecs means something here; others are refused, not ignored. */
  setParameter(command: Document, db: string): Document {
    if (db !== 'admin')
      throw new CommandError(
        13,
        'Unauthorized',
        'setParameter may only be run against the admin database.',
      );
    const names = Object.keys(command).filter(
      (key) => key !== 'setParameter' && !key.startsWith('$') && key !== 'lsid',
    );
    const unknown = names.find((name) => name !== 'ttlMonitorSleepSecs');
    if (unknown !== undefined)
      throw new CommandError(
        72,
        'InvalidOptions',
        `attempted to set unrecognized parameter [${unknown}] (the embedded server knows only ttlMonitorSleepSecs)`,
      );
    const seconds = Number(command.ttlMonitorSleepSecs);
    if (!Number.isInteger(seconds) || seconds <= 0)
      throw new CommandError(2, 'BadValue', 'ttlMonitorSleepSecs must be a positive integer');
    const was = this.ttlMonitorSleepSecs;
    this.ttlMonitorSleepSecs = seconds;
    this.onTtlInterval?.(seconds * 1000);
    return { was, ok: 1 };
  }

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
