import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  init_esm_shims
} from "./chunk-B46JO6ZJ.js";

// src/lib/password-worker.js
init_esm_shims();
import { setPriority } from "os";
import { parentPort, workerData } from "worker_threads";
import bcrypt from "bcryptjs";
var LOWEST_PRIORITY = 19;
if (workerData.lowerPriority) setPriority(LOWEST_PRIORITY);
parentPort.on("message", async ({ id, op, password, hash, cost }) => {
  try {
    const result = op === "hash" ? await bcrypt.hash(password, cost) : await bcrypt.compare(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
//# sourceMappingURL=password-worker.js.map