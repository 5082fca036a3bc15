import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  require_express
} from "./chunk-SIBMHHSL.js";
import "./chunk-RSDY7NJR.js";
import "./chunk-MV5OKOPR.js";
import "./chunk-B46JO6ZJ.js";
export default require_express();
//# sourceMappingURL=express-YQNAUPFP.js.map