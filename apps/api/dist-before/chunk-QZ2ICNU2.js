import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import { init_esm_shims } from './chunk-B46JO6ZJ.js';

// src/lib/presence.ts
init_esm_shims();
var SocketCounts = class {
  sockets = /* @__PURE__ */ new Map();
  /** True when it is the user's first socket here. */
  add(userId) {
    const count = (this.sockets.get(userId) ?? 0) + 1;
    this.sockets.set(userId, count);
    return count === 1;
  }
  /** True when it was the user's last socket here. */
  remove(userId) {
    const count = (this.sockets.get(userId) ?? 0) - 1;
    if (count > 0) {
      this.sockets.set(userId, count);
      return false;
    }
    this.sockets.delete(userId);
    return true;
  }
  has(userId) {
    return this.sockets.has(userId);
  }
  users() {
    return [...this.sockets.keys()];
  }
};
var LocalPresence = class {
  counts = new SocketCounts();
  async connected(userId) {
    return this.counts.add(userId);
  }
  async disconnected(userId) {
    return this.counts.remove(userId);
  }
  async onlineAmong(userIds) {
    return new Set(userIds.filter((id) => this.counts.has(id)));
  }
};

export { SocketCounts, LocalPresence };
//# sourceMappingURL=chunk-QZ2ICNU2.js.map
