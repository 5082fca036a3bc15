/**
 * Presence shared by several API instances. Each instance keeps the set of users it has sockets
 * for under its own key, refreshed by a heartbeat and expiring shortly after the instance stops
 * beating, so a crashed instance's users go offline by themselves instead of staying online forever.
 * Live instances are listed in a sorted set scored by their last heartbeat.
 */
import { randomUUID } from 'node:crypto';
import type { RedisClient } from './redis';
import { SocketCounts, type Presence } from './presence';

const HEARTBEAT_MS = 10_000;
/** An instance missing three heartbeats counts as gone. */
const INSTANCE_TTL_MS = 3 * HEARTBEAT_MS;
const INSTANCES_KEY = 'presence:instances';
const usersKeyOf = (instanceId: string) => `presence:users:${instanceId}`;

export class RedisPresence implements Presence {
  private readonly counts = new SocketCounts();
  private readonly instanceId = randomUUID();
  private readonly usersKey = usersKeyOf(this.instanceId);
  private heartbeat?: NodeJS.Timeout;

  constructor(private readonly redis: RedisClient) {}

  /** Registers this instance and keeps it registered until `stop`. */
  async start(): Promise<void> {
    await this.beat();
    this.heartbeat = setInterval(() => void this.beat().catch(() => undefined), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Leaves at once (a clean shutdown), so its users do not linger until the TTL. */
  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    await this.redis.multi().zRem(INSTANCES_KEY, this.instanceId).del(this.usersKey).exec();
  }

  private async beat(): Promise<void> {
    const now = Date.now();
    const users = this.counts.users();
    const transaction = this.redis
      .multi()
      .zAdd(INSTANCES_KEY, { score: now, value: this.instanceId })
      .zRemRangeByScore(INSTANCES_KEY, 0, now - INSTANCE_TTL_MS)
      .del(this.usersKey);
    // The set is rewritten from the local counts, which heals anything a lost command missed.
    if (users.length > 0) transaction.sAdd(this.usersKey, users);
    await transaction.pExpire(this.usersKey, INSTANCE_TTL_MS).exec();
  }

  async connected(userId: string): Promise<boolean> {
    if (!this.counts.add(userId)) return false;
    const elsewhere = await this.onlineOnOtherInstances([userId]);
    await this.redis
      .multi()
      .sAdd(this.usersKey, userId)
      .pExpire(this.usersKey, INSTANCE_TTL_MS)
      .exec();
    return !elsewhere.has(userId);
  }

  async disconnected(userId: string): Promise<boolean> {
    if (!this.counts.remove(userId)) return false;
    await this.redis.sRem(this.usersKey, userId);
    return !(await this.onlineOnOtherInstances([userId])).has(userId);
  }

  async onlineAmong(userIds: string[]): Promise<Set<string>> {
    const elsewhere = await this.onlineOnOtherInstances(userIds);
    for (const id of userIds) if (this.counts.has(id)) elsewhere.add(id);
    return elsewhere;
  }

  /** This instance answers for itself from memory; the others' sets are read from Redis. */
  private async onlineOnOtherInstances(userIds: string[]): Promise<Set<string>> {
    const online = new Set<string>();
    if (userIds.length === 0) return online;
    const live = await this.redis.zRangeByScore(
      INSTANCES_KEY,
      Date.now() - INSTANCE_TTL_MS,
      '+inf',
    );
    const others = live.filter((instanceId) => instanceId !== this.instanceId);
    const answers = await Promise.all(
      others.map((instanceId) => this.redis.smIsMember(usersKeyOf(instanceId), userIds)),
    );
    for (const flags of answers) {
      flags.forEach((flag, index) => {
        if (flag) online.add(userIds[index]!);
      });
    }
    return online;
  }
}
