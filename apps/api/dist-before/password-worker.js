import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import { require_src } from './chunk-TYUNC4YJ.js';
import { __toESM, init_esm_shims } from './chunk-B46JO6ZJ.js';

// src/lib/password-worker.ts
init_esm_shims();
var import_workerpool = __toESM(require_src(), 1);
import { setPriority } from 'os';
import { workerData } from 'worker_threads';
import bcrypt from 'bcryptjs';
if (workerData.lowerPriority) setPriority(19);
import_workerpool.default.worker({
  hash: (password, cost) => bcrypt.hash(password, cost),
  compare: (password, hash) => bcrypt.compare(password, hash),
});
//# sourceMappingURL=password-worker.js.map
