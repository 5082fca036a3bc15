/**
 * Who is online: a user with at least one connected socket. Kept in this process's memory; with
 * several API instances each one knows only its own sockets (the socket.io Redis adapter is the
 * way to share it, see the operations issue).
 */
export class Presence {
  private readonly sockets = new Map<string, number>();

  /** Counts a new socket; true when it is the user's first (they just came online). */
  connected(userId: string): boolean {
    const count = (this.sockets.get(userId) ?? 0) + 1;
    this.sockets.set(userId, count);
    return count === 1;
  }

  /** Counts a closed socket; true when it was the user's last (they just went offline). */
  disconnected(userId: string): boolean {
    const count = (this.sockets.get(userId) ?? 0) - 1;
    if (count > 0) {
      this.sockets.set(userId, count);
      return false;
    }
    this.sockets.delete(userId);
    return true;
  }

  isOnline(userId: string): boolean {
    return this.sockets.has(userId);
  }
}
