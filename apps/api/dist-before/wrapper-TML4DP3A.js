import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  Namespace,
  Server,
  Socket
} from "./chunk-24POMEEO.js";
import "./chunk-RSDY7NJR.js";
import "./chunk-MV5OKOPR.js";
import "./chunk-B46JO6ZJ.js";
export {
  Namespace,
  Server,
  Socket
};
//# sourceMappingURL=wrapper-TML4DP3A.js.map