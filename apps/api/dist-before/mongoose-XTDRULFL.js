import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  require_mongoose
} from "./chunk-AFPYWVZP.js";
import "./chunk-MV5OKOPR.js";
import "./chunk-B46JO6ZJ.js";
export default require_mongoose();
//# sourceMappingURL=mongoose-XTDRULFL.js.map