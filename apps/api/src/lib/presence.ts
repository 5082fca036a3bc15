/**
 * Who is online: a user with at least one connected socket. One instance counts its own sockets
 * in memory (LocalPresence); several instances share the answer through Redis (RedisPresence in
 * lib/redis-presence.ts), chosen at start by REDIS_URL.
 */
export interface Presence {
  /** Counts a new socket; true when the user just came online. */
  connected(userId: string): Promise<boolean>;
  /** Counts a closed socket; true when the user just went offline (no socket left anywhere). */
  disconnected(userId: string): Promise<boolean>;
  /** Which of these users are online, in one look-up. */
  onlineAmong(userIds: string[]): Promise<Set<string>>;
}

/** Sockets per user in this process: the whole truth with one instance, this instance's share with several. */
export class SocketCounts {
  private readonly sockets = new Map<string, number>();

  /** True when it is the user's first socket here. */
  add(userId: string): boolean {
    const count = (this.sockets.get(userId) ?? 0) + 1;
    this.sockets.set(userId, count);
    return count === 1;
  }

  /** True when it was the user's last socket here. */
  remove(userId: string): boolean {
    const count = (this.sockets.get(userId) ?? 0) - 1;
    if (count > 0) {
      this.sockets.set(userId, count);
      return false;
    }
    this.sockets.delete(userId);
    return true;
  }

  has(userId: string): boolean {
    return this.sockets.has(userId);
  }

  users(): string[] {
    return [...this.sockets.keys()];
  }
}

export class LocalPresence implements Presence {
  private readonly counts = new SocketCounts();

  async connected(userId: string): Promise<boolean> {
    return this.counts.add(userId);
  }

  async disconnected(userId: string): Promise<boolean> {
    return this.counts.remove(userId);
  }

  async onlineAmong(userIds: string[]): Promise<Set<string>> {
    return new Set(userIds.filter((id) => this.counts.has(id)));
  }
}
