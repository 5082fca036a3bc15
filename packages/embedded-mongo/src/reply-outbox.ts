import type { Socket } from 'node:net';
import type { CommandError } from './errors';
import type { Storage } from './storage/storage';
import { encodeReply } from './wire/messages';
import { OP_REPLY } from './wire/opcodes';

function write(socket: Socket, replies: Buffer[]): void {
  if (socket.destroyed) return;
  // One write per connection and turn: one system call however many replies are ready.
  socket.write(replies.length === 1 ? replies[0]! : Buffer.concat(replies));
}

/** `failure` in place of an encoded reply, answering the same request in the same framing. */
function failedReply(reply: Buffer, failure: CommandError): Buffer {
  const to = { requestId: reply.readInt32LE(8), legacy: reply.readInt32LE(12) === OP_REPLY };
  const { message: errmsg, code, codeName } = failure;
  return encodeReply({ ok: 0, errmsg, code, codeName }, to, reply.readInt32LE(4));
}

/**
 * Sends replies in the order their requests arrived, never before the journal holds every change
 * made so far (so nothing is acknowledged, or seen by a reader, before it is durable).
 *
 * Group commit: while changes wait for the journal, replies wait too, and the commands of one
 * event-loop turn, from every connection, share one journal write at the end of the turn, before
 * any of their replies is sent. With nothing waiting — a read with no write in flight — the reply
 * goes out at once. When that journal write fails (a full disk), storage has undone the turn's
 * changes and the reply of every command that made one becomes that failure; the other replies
 * (handshakes, reads) go out as they are, though a read in that same turn may have seen a change
 * that was then undone.
 */
export class ReplyOutbox {
  private readonly waiting = new Map<Socket, Buffer[]>();
  private flushScheduled = false;
  /** The replies of commands that changed something, to be failed if the journal refuses them. */
  private readonly writes = new WeakSet<Buffer>();

  constructor(private readonly storage: Storage) {}

  /** Marks `reply` as the answer to a command that changed something (before it is sent). */
  answersWrite(reply: Buffer): void {
    this.writes.add(reply);
  }

  /** Sends (or queues) the replies to the requests one chunk from `socket` carried. */
  send(socket: Socket, replies: Buffer[]): void {
    const queued = this.waiting.get(socket);
    if (!queued && !this.storage.hasUncommitted) {
      if (replies.length > 0) write(socket, replies);
      return;
    }
    if (queued) queued.push(...replies);
    else this.waiting.set(socket, replies);
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(this.flush);
    }
  }

  private readonly flush = (): void => {
    this.flushScheduled = false;
    let failure: CommandError | undefined;
    try {
      this.storage.commit();
    } catch (error) {
      failure = error as CommandError;
    }
    for (const [socket, replies] of this.waiting) {
      if (replies.length === 0) continue;
      write(
        socket,
        failure
          ? replies.map((reply) => (this.writes.has(reply) ? failedReply(reply, failure) : reply))
          : replies,
      );
    }
    this.waiting.clear();
  };
}
