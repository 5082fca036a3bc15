import type { Socket } from 'node:net';
import type { Storage } from './storage/storage';

function write(socket: Socket, replies: Buffer[]): void {
  if (socket.destroyed) return;
  // One write per connection and turn: one system call however many replies are ready.
  socket.write(replies.length === 1 ? replies[0]! : Buffer.concat(replies));
}

/**
 * Sends replies in the order their requests arrived, never before the journal holds every change
 * made so far (so nothing is acknowledged, or seen by a reader, before it is durable).
 *
 * Group commit: while changes wait for the journal, replies wait too, and the commands of one
 * event-loop turn, from every connection, share one journal write at the end of the turn, before
 * any of their replies is sent. With nothing waiting — a read with no write in flight — the reply
 * goes out at once.
 */
export class ReplyOutbox {
  private readonly waiting = new Map<Socket, Buffer[]>();
  private flushScheduled = false;

  constructor(private readonly storage: Storage) {}

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
    this.storage.commit();
    for (const [socket, replies] of this.waiting) if (replies.length > 0) write(socket, replies);
    this.waiting.clear();
  };
}
