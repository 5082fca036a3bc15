import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import { SocketCounts } from './chunk-QZ2ICNU2.js';
import { init_esm_shims } from './chunk-B46JO6ZJ.js';

// src/lib/redis-presence.ts
init_esm_shims();
import { randomUUID } from 'crypto';
var HEARTBEAT_MS = 1e4;
var INSTANCE_TTL_MS = 3 * HEARTBEAT_MS;
var INSTANCES_KEY = 'presence:instances';
var usersKeyOf = (instanceId) => `presence:users:${instanceId}`;
var RedisPresence = class {
  constructor(redis) {
    this.redis = redis;
  }
  redis;
  counts = new SocketCounts();
  instanceId = randomUUID();
  usersKey = usersKeyOf(this.instanceId);
  heartbeat;
  /** Registers this instance and keeps it registered until `stop`. */
  async start() {
    await this.beat();
    this.heartbeat = setInterval(() => void this.beat().catch(() => void 0), HEARTBEAT_MS);
    this.heartbeat.unref();
  }
  /** Leaves at once (a clean shutdown), so its users do not linger until the TTL. */
  async stop() {
    clearInterval(this.heartbeat);
    await this.redis.multi().zRem(INSTANCES_KEY, this.instanceId).del(this.usersKey).exec();
  }
  async beat() {
    const now = Date.now();
    const users = this.counts.users();
    const transaction = this.redis
      .multi()
      .zAdd(INSTANCES_KEY, { score: now, value: this.instanceId })
      .zRemRangeByScore(INSTANCES_KEY, 0, now - INSTANCE_TTL_MS)
      .del(this.usersKey);
    if (users.length > 0) transaction.sAdd(this.usersKey, users);
    await transaction.pExpire(this.usersKey, INSTANCE_TTL_MS).exec();
  }
  async connected(userId) {
    if (!this.counts.add(userId)) return false;
    const elsewhere = await this.onlineOnOtherInstances([userId]);
    await this.redis
      .multi()
      .sAdd(this.usersKey, userId)
      .pExpire(this.usersKey, INSTANCE_TTL_MS)
      .exec();
    return !elsewhere.has(userId);
  }
  async disconnected(userId) {
    if (!this.counts.remove(userId)) return false;
    await this.redis.sRem(this.usersKey, userId);
    return !(await this.onlineOnOtherInstances([userId])).has(userId);
  }
  async onlineAmong(userIds) {
    const elsewhere = await this.onlineOnOtherInstances(userIds);
    for (const id of userIds) if (this.counts.has(id)) elsewhere.add(id);
    return elsewhere;
  }
  /** This instance answers for itself from memory; the others' sets are read from Redis. */
  async onlineOnOtherInstances(userIds) {
    const online = /* @__PURE__ */ new Set();
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
        if (flag) online.add(userIds[index]);
      });
    }
    return online;
  }
};
export { RedisPresence };
//# sourceMappingURL=redis-presence-KOHC4BTB.js.map
