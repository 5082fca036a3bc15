import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import { describeDamage } from './chunk-4YLLZ5JZ.js';
import { __export, init_esm_shims } from './chunk-B46JO6ZJ.js';

// ../../packages/embedded-mongo/src/embedded-mongo-worker.ts
init_esm_shims();
import { parentPort, workerData } from 'worker_threads';

// ../../packages/embedded-mongo/src/server.ts
init_esm_shims();
import { chmodSync, mkdirSync as mkdirSync2, mkdtempSync, rmSync as rmSync3 } from 'fs';
import { createServer } from 'net';
import { tmpdir } from 'os';
import { join as join3 } from 'path';

// ../../packages/embedded-mongo/src/answer.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/commands/dispatch.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/errors.ts
init_esm_shims();
var CommandError = class extends Error {
  constructor(code, codeName, message) {
    super(message);
    this.code = code;
    this.codeName = codeName;
  }
  code;
  codeName;
};
var badValue = (message) => new CommandError(2, 'BadValue', message);
var typeMismatch = (message) => new CommandError(14, 'TypeMismatch', message);
var illegalOperation = (message) => new CommandError(20, 'IllegalOperation', message);
var namespaceNotFound = (message) => new CommandError(26, 'NamespaceNotFound', message);
var indexNotFound = (message) => new CommandError(27, 'IndexNotFound', message);
var cursorNotFound = (id) => new CommandError(43, 'CursorNotFound', `cursor id ${id} not found`);
var namespaceExists = (ns) =>
  new CommandError(48, 'NamespaceExists', `Collection ${ns} already exists.`);
var commandNotFound = (name3) =>
  new CommandError(59, 'CommandNotFound', `no such command: '${name3}'`);
var invalidNamespace = (message) => new CommandError(73, 'InvalidNamespace', message);
var indexOptionsConflict = (message) => new CommandError(85, 'IndexOptionsConflict', message);
var outOfDiskSpace = (message) => new CommandError(14031, 'OutOfDiskSpace', message);
var DuplicateKeyError = class extends Error {
  constructor(message, keyPattern, keyValue) {
    super(message);
    this.keyPattern = keyPattern;
    this.keyValue = keyValue;
  }
  keyPattern;
  keyValue;
  code = 11e3;
};

// ../../packages/embedded-mongo/src/commands/admin.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/query/collation.ts
init_esm_shims();
var FIELDS = /* @__PURE__ */ new Set([
  'locale',
  'caseLevel',
  'caseFirst',
  'strength',
  'numericOrdering',
  'alternate',
  'maxVariable',
  'normalization',
  'backwards',
  'version',
]);
var stripAccents = (text) => text.normalize('NFD').replace(new RegExp('\\p{M}', 'gu'), '');
function parseCollation(value) {
  if (value === void 0 || value === null) return void 0;
  if (typeof value !== 'object' || Array.isArray(value))
    throw badValue('collation must be an object');
  const spec = value;
  for (const key of Object.keys(spec))
    if (!FIELDS.has(key)) throw badValue(`unknown collation field: ${key}`);
  if (typeof spec.locale !== 'string') throw badValue("Required field 'locale' is missing");
  if (spec.locale === 'simple') return void 0;
  const locale = spec.locale.replace(/_/g, '-');
  let supported;
  try {
    supported = Intl.Collator.supportedLocalesOf([locale]);
  } catch {
    supported = [];
  }
  if (supported.length === 0)
    throw badValue(`Field 'locale' is invalid in: ${JSON.stringify(spec)}`);
  const strength = spec.strength ?? 3;
  if (![1, 2, 3, 4, 5].includes(strength)) throw badValue('collation strength must be 1 to 5');
  if (spec.numericOrdering === true || spec.alternate === 'shifted' || spec.backwards === true)
    throw badValue(
      'numericOrdering, alternate: "shifted" and backwards collations are not supported by the embedded server',
    );
  const caseLevel = spec.caseLevel === true;
  const lower = (text) => text.toLocaleLowerCase(locale);
  const fold =
    strength >= 3
      ? (text) => text.normalize('NFC')
      : strength === 2
        ? (text) => lower(text).normalize('NFC')
        : caseLevel
          ? stripAccents
          : (text) => stripAccents(lower(text));
  return {
    spec: {
      locale: spec.locale,
      caseLevel,
      caseFirst: spec.caseFirst ?? 'off',
      strength,
      numericOrdering: false,
      alternate: 'non-ignorable',
      maxVariable: 'punct',
      normalization: spec.normalization === true,
      backwards: false,
      version: '57.1',
    },
    sortSpec: {
      locale,
      strength: Math.min(strength, 3),
      caseLevel,
      caseFirst: spec.caseFirst,
    },
    fold,
  };
}
var isPlain = (value) =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
function foldValue(value, fold) {
  if (typeof value === 'string') return fold(value);
  if (Array.isArray(value)) return value.map((item) => foldValue(item, fold));
  if (isPlain(value)) {
    const out2 = {};
    for (const [key, item] of Object.entries(value)) out2[key] = foldValue(item, fold);
    return out2;
  }
  return value;
}
var isOperatorsOnly = (value) =>
  isPlain(value) && Object.keys(value).every((key) => key.startsWith('$'));
var RANGES = /* @__PURE__ */ new Set(['$gt', '$gte', '$lt', '$lte']);
var VERBATIM = /* @__PURE__ */ new Set([
  '$regex',
  '$options',
  '$type',
  '$exists',
  '$size',
  '$mod',
  '$where',
  '$expr',
  '$jsonSchema',
]);
function foldFilter(filter, fold) {
  const out2 = {};
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' || key === '$or' || key === '$nor')
      out2[key] = condition.map((clause) => foldFilter(clause, fold));
    else if (VERBATIM.has(key)) out2[key] = condition;
    else if (key.startsWith('$')) out2[key] = foldCondition(key, condition, fold);
    else out2[key] = foldCondition(key, condition, fold);
  }
  return out2;
}
function foldCondition(key, condition, fold) {
  if (!isPlain(condition) || !Object.keys(condition).some((k) => k.startsWith('$')))
    return foldValue(condition, fold);
  const out2 = {};
  for (const [operator, operand] of Object.entries(condition)) {
    if (RANGES.has(operator) && typeof operand === 'string')
      throw badValue(
        `${key}: ${operator} over strings under a collation is not supported by the embedded server (it compares collated strings for equality only)`,
      );
    if (VERBATIM.has(operator)) out2[operator] = operand;
    else if (operator === '$not' || (operator === '$elemMatch' && isOperatorsOnly(operand)))
      out2[operator] = foldCondition(key, operand, fold);
    else if (operator === '$elemMatch' && isPlain(operand))
      out2[operator] = foldFilter(operand, fold);
    else out2[operator] = foldValue(operand, fold);
  }
  return out2;
}

// ../../packages/embedded-mongo/src/commands/context.ts
init_esm_shims();
function targetCollection(command, name3) {
  const value = command[name3];
  if (typeof value !== 'string' || value.length === 0) {
    throw new TypeError(`collection name has invalid type ${typeof value}`);
  }
  return value;
}

// ../../packages/embedded-mongo/src/commands/pipeline.ts
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/index.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/aggregator.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/core/_internal.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/util/index.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/util/_internal.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/util/_hash.js
init_esm_shims();
var MULTIPLIER = 16777619;
function mix(h, x) {
  return (h * MULTIPLIER) ^ (x >>> 0);
}
function hashNumber(n) {
  if (Number.isNaN(n)) return 2143289344;
  if (!Number.isFinite(n)) return n > 0 ? 2139095040 : 4286578688;
  const intPart = Math.trunc(n);
  const frac = n - intPart;
  let h = intPart | 0;
  if (frac !== 0) {
    const scaled = Math.floor(frac * 4294967296);
    h = mix(h, scaled | 0);
  }
  return h >>> 0;
}
function hashString(str) {
  let h = 0;
  for (let i = 0; i < str.length; i++) {
    h = mix(h, str.charCodeAt(i));
  }
  return h >>> 0;
}
function hashBigInt(b) {
  let h = 0;
  const isNegative = b < 0n;
  let x = isNegative ? -b : b;
  if (x === 0n) {
    h = mix(h, 0);
  } else {
    while (x > 0n) {
      const byte = Number(x & 0xffn);
      h = mix(h, byte);
      x >>= 8n;
    }
  }
  return mix(h, +isNegative) >>> 0;
}
function hashFunction(fn) {
  let h = hashString((fn.name || '') + fn.toString());
  h = mix(h, fn.length);
  return h >>> 0;
}
function hashBytes(bytes) {
  let h = 0;
  for (let i = 0; i < bytes.length; i++) {
    h = mix(h, bytes[i]);
  }
  return h >>> 0;
}
function hashTypedArray(view) {
  let h = hashString(view.constructor.name);
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  h = mix(h, hashBytes(bytes));
  return h >>> 0;
}
function hashArray(arr, seen) {
  if (seen.has(arr)) return 13;
  seen.add(arr);
  let h = 1;
  for (let i = 0; i < arr.length; i++) {
    h = mix(h, internalHash(arr[i], seen));
  }
  seen.delete(arr);
  return h >>> 0;
}
function hashObject(obj, seen) {
  if (seen.has(obj)) return 13;
  seen.add(obj);
  const keys = Object.keys(obj).sort();
  let h = hashString(obj?.constructor?.name);
  for (const k of keys) {
    h = mix(h, hashString(k));
    h = mix(h, internalHash(obj[k], seen));
  }
  seen.delete(obj);
  return h >>> 0;
}
var BOOLEAN_HASH = [3735928559, 305441741].map((b) => mix(3, b));
var NULL_HASH = mix(1, 0);
var UNDEF_HASH = mix(2, 0);
function internalHash(value, seen) {
  if (value === null) return NULL_HASH;
  const t = typeof value;
  switch (t) {
    case 'undefined':
      return UNDEF_HASH;
    case 'boolean':
      return BOOLEAN_HASH[+value];
    case 'number':
      return mix(4, hashNumber(value));
    case 'string':
      return mix(5, hashString(value));
    case 'bigint':
      return mix(6, hashBigInt(value));
    case 'function':
      return mix(7, hashFunction(value));
    default: {
      if (ArrayBuffer.isView(value) && !(value instanceof DataView))
        return mix(12, hashTypedArray(value));
      if (value instanceof Date) return mix(10, hashNumber(value.getTime()));
      if (value instanceof RegExp) {
        const h = hashString(value.source);
        return mix(11, mix(h, hashString(value.flags)));
      }
      if (Array.isArray(value)) return mix(8, hashArray(value, seen));
      return mix(9, hashObject(value, seen));
    }
  }
}
function hashCode(value) {
  return internalHash(value, /* @__PURE__ */ new WeakSet()) >>> 0;
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/util/_internal.js
var MingoError = class extends Error {};
var MISSING = /* @__PURE__ */ Symbol('missing');
var ERR_CYCLE_FOUND = 'mingo: cycle detected while processing object/array';
var isPrimitive = (v) => (typeof v !== 'object' && typeof v !== 'function') || v === null;
var isScalar = (v) => isPrimitive(v) || isDate(v) || isRegExp(v);
var SORT_ORDER = {
  undefined: 1,
  null: 2,
  number: 3,
  string: 4,
  symbol: 5,
  object: 6,
  array: 7,
  arraybuffer: 8,
  boolean: 9,
  date: 10,
  regexp: 11,
  function: 12,
};
var simpleCmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
var typedArraysCmp = (a, b) => {
  const bytesA = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  const bytesB = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  const size = Math.min(bytesA.length, bytesB.length);
  for (let i = 0; i < size; i++) {
    const order = simpleCmp(bytesA[i], bytesB[i]);
    if (order !== 0) return order;
  }
  return simpleCmp(bytesA.length, bytesB.length);
};
function mingoCmp(a, b, descendArray = false) {
  if (a === MISSING) a = void 0;
  if (b === MISSING) b = void 0;
  if (a === b || Object.is(a, b)) return 0;
  const typeA = typeOf(a);
  const typeB = typeOf(b);
  let neq = 0;
  if (typeA === typeB) {
    switch (typeA) {
      case 'number':
      case 'string':
      case 'boolean':
        return simpleCmp(a, b);
      case 'date':
        return simpleCmp(+a, +b);
      case 'regexp':
        if ((neq = simpleCmp(a.source, b.source))) return neq;
        return simpleCmp(a.flags, b.flags);
      case 'arraybuffer':
        return typedArraysCmp(a, b);
      case 'array': {
        const xs = a.slice().sort(mingoCmp);
        const ys = b.slice().sort(mingoCmp);
        const size = Math.min(xs.length, ys.length);
        for (let i = 0; i < size; i++) if ((neq = mingoCmp(xs[i], ys[i]))) return neq;
        return simpleCmp(xs.length, ys.length);
      }
      default: {
        if (typeA !== 'object') {
          if (a?.constructor === b?.constructor && hasCustomString(a))
            return simpleCmp(a.toString(), b.toString());
        }
        const keysA = Object.keys(a).sort();
        const keysB = Object.keys(b).sort();
        if ((neq = mingoCmp(keysA, keysB))) return neq;
        for (const k of keysA) if ((neq = mingoCmp(a[k], b[k]))) return neq;
        return 0;
      }
    }
  }
  if (typeA == 'undefined') return -1;
  if (typeB == 'undefined') return 1;
  if (descendArray) {
    if (typeA == 'array') {
      const xs = a;
      if (!xs.length) return -1;
      const sorted = xs.slice().sort(mingoCmp);
      neq = 1;
      for (const v of sorted) if ((neq = Math.min(neq, mingoCmp(v, b))) < 0) return neq;
      return neq;
    }
    if (typeB == 'array') {
      const ys = b;
      if (!ys.length) return 1;
      const sorted = ys.slice().sort(mingoCmp);
      neq = -1;
      for (const v of sorted) if ((neq = Math.max(neq, mingoCmp(a, v))) > 0) return neq;
      return neq;
    }
  }
  const orderA = SORT_ORDER[typeA] ?? Number.MAX_VALUE;
  const orderB = SORT_ORDER[typeB] ?? Number.MAX_VALUE;
  return orderA !== orderB ? simpleCmp(orderA, orderB) : simpleCmp(typeA, typeB);
}
var compare = (a, b) => mingoCmp(a, b, true);
var hasCustomString = (o) =>
  o !== null && o !== void 0 && o['toString'] !== Object.prototype.toString;
function isEqual(a, b) {
  if (a === b || Object.is(a, b)) return true;
  if (a === null || b === null) return false;
  if (typeof a !== typeof b) return false;
  if (typeof a !== 'object') return false;
  if (a.constructor !== b?.constructor) return false;
  if (isDate(a)) return isDate(b) && +a === +b;
  if (isRegExp(a)) return isRegExp(b) && a.source === b.source && a.flags === b.flags;
  if (isArray(a) && isArray(b)) {
    return a.length === b.length && a.every((v, i) => isEqual(v, b[i]));
  }
  if (a?.constructor !== Object && hasCustomString(a)) {
    return a?.toString() === b?.toString();
  }
  const objA = a;
  const objB = b;
  const keysA = Object.keys(objA);
  const keysB = Object.keys(objB);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((k) => has(objB, k) && isEqual(objA[k], objB[k]));
}
var HashMap = class _HashMap extends Map {
  // maps the hashcode to key set
  #keyMap = /* @__PURE__ */ new Map();
  // returns a tuple of [<masterKey>, <hash>]. Expects an object key.
  #unpack = (key) => {
    const hash = hashCode(key);
    const items = this.#keyMap.get(hash) ?? [];
    return [items.find((k) => isEqual(k, key)), hash];
  };
  constructor() {
    super();
  }
  /**
   * Returns a new {@link HashMap} object.
   * @param fn An optional custom hash function
   */
  static init() {
    return new _HashMap();
  }
  clear() {
    super.clear();
    this.#keyMap.clear();
  }
  delete(key) {
    if (isPrimitive(key)) return super.delete(key);
    const [masterKey, hash] = this.#unpack(key);
    if (!super.delete(masterKey)) return false;
    this.#keyMap.set(
      hash,
      this.#keyMap.get(hash).filter((k) => !isEqual(k, masterKey)),
    );
    return true;
  }
  get(key) {
    if (isPrimitive(key)) return super.get(key);
    const [masterKey, _] = this.#unpack(key);
    return super.get(masterKey);
  }
  has(key) {
    if (isPrimitive(key)) return super.has(key);
    const [masterKey, _] = this.#unpack(key);
    return super.has(masterKey);
  }
  set(key, value) {
    if (isPrimitive(key)) return super.set(key, value);
    const [masterKey, hash] = this.#unpack(key);
    if (super.has(masterKey)) {
      super.set(masterKey, value);
    } else {
      super.set(key, value);
      const keys = this.#keyMap.get(hash) || [];
      keys.push(key);
      this.#keyMap.set(hash, keys);
    }
    return this;
  }
  /**
   * @returns the number of elements in the Map.
   */
  get size() {
    return super.size;
  }
};
function assert(condition, msg) {
  if (!condition) throw new MingoError(msg);
}
var assertNoProto = (s) => {
  if (
    s === '__proto__' ||
    s.startsWith('__proto__.') ||
    s.endsWith('.__proto__') ||
    s.includes('.__proto__.')
  ) {
    throw new MingoError(`Accessing __proto__ is not allowed in selector: '${s}'.`);
  }
};
function typeOf(v) {
  const t = typeof v;
  switch (t) {
    case 'number':
    case 'string':
    case 'boolean':
    case 'undefined':
    case 'function':
    case 'symbol':
      return t;
  }
  if (v === null) return 'null';
  if (isArray(v)) return 'array';
  if (isDate(v)) return 'date';
  if (isRegExp(v)) return 'regexp';
  if (isTypedArray(v)) return 'arraybuffer';
  if (v?.constructor === Object) return 'object';
  return v?.constructor?.name?.toLowerCase() ?? 'object';
}
var isBoolean = (v) => typeof v === 'boolean';
var isString = (v) => typeof v === 'string';
var isNumber = (v) => !Number.isNaN(v) && typeof v === 'number';
var isInteger = Number.isInteger;
var isArray = Array.isArray;
var isObject = (v) => typeOf(v) === 'object';
var isDate = (v) => v instanceof Date;
var isRegExp = (v) => v instanceof RegExp;
var isFunction = (v) => typeof v === 'function';
var isNil = (v) => v === null || v === void 0;
var truthy = (arg, strict = true) => !!arg || (strict && arg === '');
var isEmpty = (x) =>
  isNil(x) ||
  (isString(x) && !x) ||
  (isArray(x) && x.length === 0) ||
  (isObject(x) && Object.keys(x).length === 0);
var ensureArray = (x) => (isArray(x) ? x : [x]);
var has = (obj, key1, key2 = '', key3 = '') =>
  !!(
    obj &&
    Object.prototype.hasOwnProperty.call(obj, key1) &&
    (key2 === '' || Object.prototype.hasOwnProperty.call(obj, key2)) &&
    (key3 === '' || Object.prototype.hasOwnProperty.call(obj, key3))
  );
var isTypedArray = (v) => typeof ArrayBuffer !== 'undefined' && ArrayBuffer.isView(v);
var isDigits = (s) => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) < 48 || s.charCodeAt(i) > 57) return false;
  return true;
};
var cloneDeep = (v, refs) => {
  if (isPrimitive(v)) return v;
  if (isDate(v)) return new Date(v);
  if (isRegExp(v)) return new RegExp(v);
  if (isTypedArray(v)) {
    const ctor = v.constructor;
    return new ctor(v);
  }
  if (!(refs instanceof WeakSet)) refs = /* @__PURE__ */ new WeakSet();
  if (refs.has(v)) throw new Error(ERR_CYCLE_FOUND);
  refs.add(v);
  try {
    if (isArray(v)) {
      const arr = new Array(v.length);
      for (let i = 0; i < v.length; i++) arr[i] = cloneDeep(v[i], refs);
      return arr;
    }
    if (isObject(v)) {
      const obj = {};
      for (const k of Object.keys(v)) obj[k] = cloneDeep(v[k], refs);
      return obj;
    }
  } finally {
    refs.delete(v);
  }
  return v;
};
function intersection(input) {
  if (input.length === 0) return [];
  if (input.length === 1) return input[0].slice();
  for (const arr of input) if (arr.length === 0) return [];
  const maps = [HashMap.init(), HashMap.init()];
  let index = 0;
  for (const v of input[input.length - 1]) maps[0].set(v, true);
  for (let i = input.length - 2; i >= 0; i--) {
    for (let j = 0; j < input[i].length; j++) {
      const v = input[i][j];
      if (maps[index].has(v)) maps[index ^ 1].set(v, true);
    }
    if (maps[index ^ 1].size === 0) return [];
    maps[index].clear();
    index = index ^ 1;
  }
  return Array.from(maps[index].keys());
}
function flatten(xs, depth = 1) {
  const arr = new Array();
  function flatten2(ys, n) {
    for (let i = 0, len = ys.length; i < len; i++) {
      if (isArray(ys[i]) && (n > 0 || n < 0)) {
        flatten2(ys[i], Math.max(-1, n - 1));
      } else {
        arr.push(ys[i]);
      }
    }
  }
  flatten2(xs, depth);
  return arr;
}
function unique(input) {
  const m = HashMap.init();
  for (const v of input) m.set(v, true);
  return Array.from(m.keys());
}
function groupBy(collection, keyFunc) {
  if (collection.length < 1) return /* @__PURE__ */ new Map();
  const result = HashMap.init();
  for (let i = 0; i < collection.length; i++) {
    const obj = collection[i];
    const key = keyFunc(obj, i) ?? null;
    let a = result.get(key);
    if (!a) {
      a = [obj];
      result.set(key, a);
    } else {
      a.push(obj);
    }
  }
  return result;
}
var OBJECT_PROTO_PROPS = new Set(
  Object.getOwnPropertyNames(Object.prototype).filter((s) => s !== '__proto__'),
);
function getValue(obj, key) {
  if (obj === Object.prototype) return;
  if (isPrimitive(obj) || Number.isNaN(key)) return;
  if (isArray(obj)) return obj[Number(key)];
  if (OBJECT_PROTO_PROPS.has(key) && !has(obj, key)) return;
  return obj[key];
}
function unwrap(arr, depth) {
  if (depth < 1) return arr;
  while (depth-- && arr.length === 1 && isArray(arr[0])) arr = arr[0];
  return arr;
}
function resolve(obj, selector, options) {
  assertNoProto(selector);
  if (isScalar(obj)) return obj;
  if (!selector.includes('.') && !isArray(obj)) return getValue(obj, selector);
  let depth = 0;
  function resolvePath(o, path) {
    let value = o;
    let begin = 0;
    let dot = 0;
    while (dot !== -1) {
      dot = path.indexOf('.', begin);
      const field = dot === -1 ? path.substring(begin) : path.substring(begin, dot);
      const isIndex = isDigits(field);
      if (!isIndex && isArray(value)) {
        if (begin === 0 && depth > 0) break;
        depth += 1;
        const subpath = path.substring(begin);
        value = value.reduce((acc, item) => {
          const v = resolvePath(item, subpath);
          if (v !== void 0) acc.push(v);
          return acc;
        }, []);
        break;
      } else {
        value = getValue(value, field);
      }
      if (value === void 0) break;
      begin += field.length + 1;
    }
    return value;
  }
  const res = resolvePath(obj, selector);
  return isArray(res) && options?.unwrapArray ? unwrap(res, depth) : res;
}
function resolveGraph(obj, selector, options) {
  if (options?.ignoreProto !== true) {
    assertNoProto(selector);
    options = { ...options, ignoreProto: true };
  }
  const sep = selector.indexOf('.');
  const key = sep == -1 ? selector : selector.substring(0, sep);
  const next = selector.substring(sep + 1);
  const hasNext = sep != -1;
  const { preserveIndex, preserveKeys } = options;
  if (isArray(obj)) {
    const isIndex = isDigits(key);
    const arr = isIndex && preserveIndex === 'default' ? obj.slice() : [];
    if (isIndex) {
      const index = Number(key);
      let value2 = getValue(obj, key);
      if (hasNext) value2 = resolveGraph(value2, next, options);
      if (preserveIndex === 'default') {
        arr[index] = value2;
      } else {
        arr.push(value2);
      }
    } else {
      for (let i = 0; i < obj.length; i++) {
        const value2 = resolveGraph(obj[i], selector, options);
        if (preserveIndex === 'missing') {
          arr.push(value2 ?? MISSING);
        } else if (value2 !== void 0 || preserveIndex === 'default') {
          arr.push(value2);
        }
      }
    }
    return arr;
  }
  let value = getValue(obj, key);
  if (hasNext) {
    value = resolveGraph(value, next, options);
  }
  const res = preserveKeys ? { ...obj } : {};
  if (value === void 0) {
    return preserveIndex === 'missing' && isObject(obj) ? res : void 0;
  }
  res[key] = value;
  return res;
}
function filterMissing(obj) {
  if (isArray(obj)) {
    for (let i = obj.length - 1; i >= 0; i--) {
      if (obj[i] === MISSING) {
        obj.splice(i, 1);
      } else {
        filterMissing(obj[i]);
      }
    }
  } else if (isObject(obj)) {
    const keys = Object.keys(obj);
    for (let i = 0; i < keys.length; i++) {
      filterMissing(obj[keys[i]]);
    }
  }
}
function walk(obj, selector, fn, options) {
  if (options?.ignoreProto !== true) {
    assertNoProto(selector);
    options = { ...options, ignoreProto: true };
  }
  if (obj === Object.prototype) return;
  const dotIndex = selector.indexOf('.');
  const key = dotIndex === -1 ? selector : selector.substring(0, dotIndex);
  const next = selector.substring(key.length + 1);
  if (next.length === 0) {
    if (isObject(obj) || (isArray(obj) && isDigits(key))) fn(obj, key);
  } else {
    if (options?.buildGraph && isNil(obj[key])) obj[key] = {};
    const item = obj[key];
    if (!item) return;
    const nextDotIndex = next.indexOf('.');
    const nextKey = nextDotIndex === -1 ? next : next.substring(0, nextDotIndex);
    const isNextArrayIndex = isDigits(nextKey);
    if (isArray(item) && options?.descendArray && !isNextArrayIndex) {
      for (let i = 0; i < item.length; i++) walk(item[i], next, fn, options);
    } else {
      walk(item, next, fn, options);
    }
  }
}
function setValue(obj, selector, value) {
  walk(obj, selector, (item, key) => (item[key] = value), {
    buildGraph: true,
  });
}
function removeValue(obj, selector, options) {
  walk(
    obj,
    selector,
    (item, key) => {
      if (isArray(item)) {
        item.splice(Number(key), 1);
      } else {
        delete item[key];
      }
    },
    options,
  );
}
var isOperator = (name3) => !!name3 && name3[0] === '$' && /^\$[a-zA-Z0-9_]+$/.test(name3);
function normalize(expr) {
  if (isScalar(expr)) {
    return isRegExp(expr) ? { $regex: expr } : { $eq: expr };
  }
  if (!Object.keys(expr).some(isOperator)) return { $eq: expr };
  if (isObject(expr) && has(expr, '$regex')) {
    const newExpr = { ...expr };
    newExpr['$regex'] = new RegExp(expr['$regex'], expr['$options']);
    delete newExpr['$options'];
    return newExpr;
  }
  return expr;
}
function findInsertIndex(sorted, item, comparator = compare) {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = Math.round(lo + (hi - lo) / 2);
    if (comparator(item, sorted[mid]) < 0) {
      hi = mid - 1;
    } else if (comparator(item, sorted[mid]) > 0) {
      lo = mid + 1;
    } else {
      return mid;
    }
  }
  return lo;
}
var PathValidator = class {
  constructor() {
    this.root = {
      children: /* @__PURE__ */ new Map(),
      isTerminal: false,
    };
  }
  add(selector) {
    const parts = selector.split('.');
    let current = this.root;
    for (const part of parts) {
      if (current.isTerminal) return false;
      if (!current.children.has(part)) {
        current.children.set(part, {
          children: /* @__PURE__ */ new Map(),
          isTerminal: false,
        });
      }
      current = current.children.get(part);
    }
    if (current.isTerminal || current.children.size) return false;
    return (current.isTerminal = true);
  }
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/core/_internal.js
var ProcessingMode = /* @__PURE__ */ ((ProcessingMode2) => {
  ProcessingMode2[(ProcessingMode2['CLONE_OFF'] = 0)] = 'CLONE_OFF';
  ProcessingMode2[(ProcessingMode2['CLONE_INPUT'] = 1)] = 'CLONE_INPUT';
  ProcessingMode2[(ProcessingMode2['CLONE_OUTPUT'] = 2)] = 'CLONE_OUTPUT';
  ProcessingMode2[(ProcessingMode2['CLONE_ALL'] = 3)] = 'CLONE_ALL';
  return ProcessingMode2;
})(ProcessingMode || {});
var ComputeOptions = class _ComputeOptions {
  constructor(options, locals) {
    this.options = options;
    this.#locals = locals ? { ...locals } : {};
  }
  #locals;
  /**
   * Initializes a new instance of the `ComputeOptions` class with the provided options.
   *
   * @param options - A partial set of options to configure the `ComputeOptions` instance.
   *                  If an instance of `ComputeOptions` is provided, its internal options and locals are used.
   * @returns A new `ComputeOptions` instance configured with the provided options and root.
   */
  static init(options) {
    return options instanceof _ComputeOptions
      ? new _ComputeOptions(options.options, options.#locals)
      : new _ComputeOptions({
          idKey: '_id',
          scriptEnabled: true,
          useStrictMode: true,
          failOnError: true,
          processingMode: 0,
          ...options,
          context: options?.context ? Context.from(options?.context) : Context.init(),
        });
  }
  update(locals) {
    Object.assign(this.#locals, locals, {
      // DO NOT override timestamp
      timestamp: this.#locals.timestamp,
      // merge variables.
      variables: { ...this.#locals?.variables, ...locals?.variables },
    });
    return this;
  }
  get local() {
    return this.#locals;
  }
  get now() {
    let timestamp = this.#locals.timestamp ?? 0;
    if (!timestamp) {
      timestamp = Date.now();
      Object.assign(this.#locals, { timestamp });
    }
    return new Date(timestamp);
  }
  get idKey() {
    return this.options.idKey;
  }
  get collation() {
    return this.options?.collation;
  }
  get processingMode() {
    return this.options?.processingMode;
  }
  get useStrictMode() {
    return this.options?.useStrictMode;
  }
  get scriptEnabled() {
    return this.options?.scriptEnabled;
  }
  get failOnError() {
    return this.options?.failOnError;
  }
  get collectionResolver() {
    return this.options?.collectionResolver;
  }
  get jsonSchemaValidator() {
    return this.options?.jsonSchemaValidator;
  }
  get variables() {
    return this.options?.variables;
  }
  get context() {
    return this.options?.context;
  }
};
var OpType = /* @__PURE__ */ ((OpType2) => {
  OpType2['ACCUMULATOR'] = 'accumulator';
  OpType2['EXPRESSION'] = 'expression';
  OpType2['PIPELINE'] = 'pipeline';
  OpType2['PROJECTION'] = 'projection';
  OpType2['QUERY'] = 'query';
  OpType2['WINDOW'] = 'window';
  return OpType2;
})(OpType || {});
var Context = class _Context {
  #operators;
  constructor() {
    this.#operators = {
      ['accumulator']:
        /* ACCUMULATOR */
        {},
      ['expression']:
        /* EXPRESSION */
        {},
      ['pipeline']:
        /* PIPELINE */
        {},
      ['projection']:
        /* PROJECTION */
        {},
      ['query']:
        /* QUERY */
        {},
      ['window']:
        /* WINDOW */
        {},
    };
  }
  static init(ops = {}) {
    const ctx = new _Context();
    for (const type of Object.keys(ops)) {
      ctx.#operators[type] = { ...ops[type] };
    }
    return ctx;
  }
  /** Returns a new context with the operators from the provided contexts merged left to right. */
  static from(...ctx) {
    if (ctx.length === 1) return _Context.init(ctx[0].#operators);
    const newCtx = new _Context();
    for (const context of ctx) {
      for (const type of Object.values(OpType)) {
        newCtx.addOps(type, context.#operators[type]);
      }
    }
    return newCtx;
  }
  addOps(type, operators) {
    this.#operators[type] = Object.assign({}, operators, this.#operators[type]);
    return this;
  }
  getOperator(type, name3) {
    return this.#operators[type][name3] ?? null;
  }
  addAccumulatorOps(ops) {
    return this.addOps('accumulator', ops);
  }
  addExpressionOps(ops) {
    return this.addOps('expression', ops);
  }
  addQueryOps(ops) {
    return this.addOps('query', ops);
  }
  addPipelineOps(ops) {
    return this.addOps('pipeline', ops);
  }
  addProjectionOps(ops) {
    return this.addOps('projection', ops);
  }
  addWindowOps(ops) {
    return this.addOps('window', ops);
  }
};
function evalExpr(obj, expr, options) {
  const copts =
    !(options instanceof ComputeOptions) || isNil(options.local.root)
      ? ComputeOptions.init(options).update({ root: obj })
      : options;
  return computeExpression(obj, expr, copts);
}
var SYSTEM_VARS = /* @__PURE__ */ new Set(['$$ROOT', '$$CURRENT', '$$REMOVE', '$$NOW']);
function computeExpression(obj, expr, options) {
  if (isString(expr) && expr.length > 0 && expr[0] === '$') {
    if (expr === '$$KEEP' || expr === '$$PRUNE' || expr === '$$DESCEND') return expr;
    let ctx = options.local.root;
    const dot = expr.indexOf('.');
    const prefix = dot === -1 ? expr : expr.substring(0, dot);
    if (SYSTEM_VARS.has(prefix)) {
      switch (prefix) {
        case '$$ROOT':
          break;
        case '$$CURRENT':
          ctx = obj;
          break;
        case '$$REMOVE':
          ctx = void 0;
          break;
        case '$$NOW':
          ctx = new Date(options.now);
          break;
      }
      expr = dot === -1 ? '' : expr.substring(dot + 1);
    } else if (prefix.length >= 2 && prefix[1] === '$') {
      ctx = Object.assign(
        {},
        // global vars
        options.variables,
        // current item is added before local variables because the binding may be changed.
        { this: obj },
        // local vars
        options?.local?.variables,
      );
      const name3 = prefix.substring(2);
      assert(has(ctx, name3), `Use of undefined variable: ${name3}`);
      expr = expr.substring(2);
    } else {
      expr = expr.substring(1);
    }
    return expr === '' ? ctx : resolve(ctx, expr);
  }
  if (isArray(expr)) {
    const result = new Array(expr.length);
    for (let i = 0; i < expr.length; i++) {
      result[i] = computeExpression(obj, expr[i], options);
    }
    return result;
  }
  if (isObject(expr)) {
    const keys = Object.keys(expr);
    if (isOperator(keys[0])) {
      assert(keys.length === 1, 'Expression must contain a single operator.');
      return computeOperator(obj, expr[keys[0]], keys[0], options);
    }
    const result = {};
    for (let i = 0; i < keys.length; i++) {
      result[keys[i]] = computeExpression(obj, expr[keys[i]], options);
    }
    return result;
  }
  return expr;
}
function computeOperator(obj, expr, operator, options) {
  const context = options.context;
  const fn = context.getOperator('expression', operator);
  if (fn) return fn(obj, expr, options);
  const accFn = context.getOperator('accumulator', operator);
  assert(!!accFn, `accumulator '${operator}' is not registered.`);
  if (!isArray(obj)) {
    obj = computeExpression(obj, expr, options);
    expr = null;
  }
  assert(isArray(obj), `arguments must resolve to array for ${operator}.`);
  return accFn(obj, expr, options);
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/lazy.js
init_esm_shims();
function Lazy(source) {
  return new Iterator(source);
}
function concat(...iterators) {
  let index = 0;
  return Lazy(() => {
    while (index < iterators.length) {
      const o = iterators[index].next();
      if (!o.done) return o;
      index++;
    }
    return { done: true, value: void 0 };
  });
}
function isGenerator(o) {
  return !!o && typeof o === 'object' && typeof o?.next === 'function';
}
function isIterable(o) {
  return (
    !!o &&
    (typeof o === 'object' || typeof o === 'function') &&
    typeof o[Symbol.iterator] === 'function'
  );
}
var Iterator = class {
  #iteratees = [];
  #buffer = [];
  #getNext;
  #done = false;
  constructor(source) {
    let iter;
    if (isIterable(source)) iter = source[Symbol.iterator]();
    else if (isGenerator(source)) iter = source;
    else if (typeof source === 'function') iter = { next: source };
    else assert(0, 'mingo: iterator requires an iterable, generator or function');
    let index = -1;
    this.#getNext = () => {
      while (true) {
        let { value, done } = iter.next();
        if (done) return { done };
        let ok = true;
        index++;
        for (let i = 0; i < this.#iteratees.length; i++) {
          const { op, fn } = this.#iteratees[i];
          const res = fn(value, index);
          if (op === 'map') {
            value = res;
          } else if (!res) {
            ok = false;
            break;
          }
        }
        if (ok) return { value, done };
      }
    };
  }
  /**
   * Add an iteratee to this lazy sequence
   */
  push(op, fn) {
    this.#iteratees.push({ op, fn });
    return this;
  }
  next() {
    return this.#getNext();
  }
  // Iteratees methods
  /**
   * Transform each item in the sequence to a new value
   * @param {Function} f
   */
  map(f) {
    return this.push('map', f);
  }
  /**
   * Select only items matching the given predicate
   * @param {Function} f
   */
  filter(f) {
    return this.push('filter', f);
  }
  /**
   * Take given numbe for values from sequence
   * @param {Number} n A number greater than 0
   */
  take(n) {
    assert(n >= 0, 'value must be a non-negative integer');
    return this.filter((_) => n-- > 0);
  }
  /**
   * Drop a number of values from the sequence
   * @param {Number} n Number of items to drop greater than 0
   */
  drop(n) {
    assert(n >= 0, 'value must be a non-negative integer');
    return this.filter((_) => n-- <= 0);
  }
  // Transformations
  /**
   * Returns a new lazy object with results of the transformation
   * The entire sequence is realized.
   *
   * @param {Callback<Source, Any[]>} f Tranform function of type (Array) => (Any)
   */
  transform(f) {
    const self = this;
    let iter;
    return Lazy(() => {
      if (!iter) iter = f(self.collect());
      return iter.next();
    });
  }
  /**
   * Retrieves all remaining values from the lazy evaluation and returns them as an array.
   * This method processes the underlying iterator until it is exhausted, storing the results
   * in an internal buffer to ensure subsequent calls return the same data.
   */
  collect() {
    while (!this.#done) {
      const { done, value } = this.#getNext();
      if (!done) this.#buffer.push(value);
      this.#done = done;
    }
    return this.#buffer;
  }
  /**
   * Execute the callback for each value.
   * @param f The callback function.
   */
  each(f) {
    for (let o = this.next(); o.done !== true; o = this.next()) f(o.value);
  }
  /**
   * Returns the reduction of sequence according the reducing function
   *
   * @param f The reducing function
   * @param initialValue The initial value
   */
  reduce(f, initialValue) {
    let o = this.next();
    if (initialValue === void 0 && !o.done) {
      initialValue = o.value;
      o = this.next();
    }
    while (!o.done) {
      initialValue = f(initialValue, o.value);
      o = this.next();
    }
    return initialValue;
  }
  /**
   * Returns the number of matched items in the sequence.
   * The stream is realized and buffered for later retrieval with {@link collect}.
   */
  size() {
    return this.collect().length;
  }
  [Symbol.iterator]() {
    return this;
  }
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/aggregator.js
var Aggregator = class {
  #pipeline;
  #options;
  /**
   * Creates an instance of the Aggregator class.
   *
   * @param pipeline - An array of objects representing the aggregation pipeline stages.
   * @param options - Optional configuration settings for the aggregator.
   */
  constructor(pipeline, options) {
    this.#pipeline = pipeline;
    this.#options = ComputeOptions.init(options);
  }
  /**
   * Processes a collection through an aggregation pipeline and returns an iterator
   * for the transformed results.
   *
   * @param collection - The input collection to process. This can be any source
   *   that implements the `Source` interface.
   * @param options - Optional configuration for processing. If not provided, the
   *   default options of the aggregator instance will be used.
   * @returns An iterator that yields the results of the aggregation pipeline.
   *
   * @throws Will throw an error if:
   * - A pipeline stage contains more than one operator.
   * - The `$documents` operator is not the first stage in the pipeline.
   * - An unregistered pipeline operator is encountered.
   */
  stream(collection, options) {
    let iter = Lazy(collection);
    const opts = options ?? this.#options;
    const mode = opts.processingMode;
    if (mode & ProcessingMode.CLONE_INPUT) iter.map((o) => cloneDeep(o));
    iter = this.#pipeline
      .map((stage, i) => {
        const keys = Object.keys(stage);
        assert(
          keys.length === 1,
          `aggregation stage must have single operator, got ${keys.toString()}.`,
        );
        const name3 = keys[0];
        assert(name3 !== '$documents' || i == 0, '$documents must be first stage in pipeline.');
        const op = opts.context.getOperator(OpType.PIPELINE, name3);
        assert(!!op, `unregistered pipeline operator ${name3}.`);
        return [op, stage[name3]];
      })
      .reduce((acc, [op, expr]) => op(acc, expr, opts), iter);
    if (mode & ProcessingMode.CLONE_OUTPUT) iter.map((o) => cloneDeep(o));
    return iter;
  }
  /**
   * Executes the aggregation pipeline on the provided collection and returns the resulting array.
   *
   * @template T - The type of the objects in the resulting array.
   * @param collection - The input data source to run the aggregation on.
   * @param options - Optional settings to customize the aggregation behavior.
   * @returns An array of objects of type `T` resulting from the aggregation.
   */
  run(collection, options) {
    return this.stream(collection, options).collect();
  }
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/index.js
var accumulator_exports = {};
__export(accumulator_exports, {
  $accumulator: () => $accumulator,
  $addToSet: () => $addToSet,
  $avg: () => $avg,
  $bottom: () => $bottom,
  $bottomN: () => $bottomN,
  $count: () => $count,
  $covariancePop: () => $covariancePop,
  $covarianceSamp: () => $covarianceSamp,
  $first: () => $first,
  $firstN: () => $firstN,
  $last: () => $last,
  $lastN: () => $lastN,
  $max: () => $max,
  $maxN: () => $maxN,
  $median: () => $median,
  $mergeObjects: () => $mergeObjects,
  $min: () => $min,
  $minN: () => $minN,
  $percentile: () => $percentile,
  $push: () => $push,
  $stdDevPop: () => $stdDevPop,
  $stdDevSamp: () => $stdDevSamp,
  $sum: () => $sum,
  $top: () => $top,
  $topN: () => $topN,
});
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/accumulator.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/push.js
init_esm_shims();
var $push = (coll, expr, options) => {
  if (isNil(expr)) return coll;
  const copts = ComputeOptions.init(options);
  const result = new Array(coll.length);
  for (let i = 0; i < coll.length; i++) {
    const root = coll[i];
    result[i] = evalExpr(root, expr, copts.update({ root })) ?? null;
  }
  return result;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/accumulator.js
var $accumulator = (coll, expr, options) => {
  assert(options.scriptEnabled, "$accumulator requires 'scriptEnabled' option to be true");
  const copts = ComputeOptions.init(options);
  const input = expr;
  const initArgs = evalExpr(
    copts?.local?.groupId,
    input.initArgs || [],
    copts.update({ root: copts?.local?.groupId }),
  );
  const args = $push(coll, input.accumulateArgs, copts);
  for (let i = 0; i < args.length; i++) {
    for (let j = 0; j < args[i].length; j++) {
      args[i][j] = args[i][j] ?? null;
    }
  }
  const initialValue = input.init.apply(null, initArgs);
  const f = input.accumulate;
  let result = initialValue;
  for (let i = 0; i < args.length; i++) {
    result = f.apply(null, [result, ...args[i]]);
  }
  if (input.finalize) result = input.finalize.call(null, result);
  return result;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/addToSet.js
init_esm_shims();
var $addToSet = (coll, expr, options) => unique($push(coll, expr, options));

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/avg.js
init_esm_shims();
var $avg = (coll, expr, options) => {
  const data = $push(coll, expr, options).filter(isNumber);
  if (data.length === 0) return null;
  let sum = 0;
  for (let i = 0; i < data.length; i++) sum += data[i];
  return sum / data.length;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/bottom.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/bottomN.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/sort.js
init_esm_shims();
function $sort(coll, sortKeys, options) {
  assert(isObject(sortKeys) && Object.keys(sortKeys).length > 0, '$sort specification is invalid');
  let cmp = compare;
  const collationSpec = options.collation;
  if (isObject(collationSpec) && isString(collationSpec.locale)) {
    cmp = collationComparator(collationSpec);
  }
  return coll.transform((coll2) => {
    const modifiers = Object.keys(sortKeys);
    for (const key of modifiers.reverse()) {
      const groups = groupBy(coll2, (obj) => resolve(obj, key));
      const sortedKeys = Array.from(groups.keys());
      let nativeSorted = false;
      if (cmp === compare) {
        let t_str = true;
        let t_num = true;
        for (const v of sortedKeys) {
          t_str &&= isString(v);
          t_num &&= isNumber(v);
          if (!t_str && !t_num) break;
        }
        nativeSorted = t_str || t_num;
        if (t_str) sortedKeys.sort();
        else if (t_num) {
          const numbers = new Float64Array(sortedKeys).sort();
          for (let i2 = 0; i2 < numbers.length; i2++) {
            sortedKeys[i2] = numbers[i2];
          }
        }
      }
      if (!nativeSorted) sortedKeys.sort(cmp);
      if (sortKeys[key] === -1) sortedKeys.reverse();
      let i = 0;
      for (const k of sortedKeys) for (const v of groups.get(k)) coll2[i++] = v;
      assert(i == coll2.length, 'bug: counter must match collection size.');
    }
    return Lazy(coll2);
  });
}
var COLLATION_STRENGTH = {
  // Only strings that differ in base letters compare as unequal. Examples: a ≠ b, a = á, a = A.
  1: 'base',
  //  Only strings that differ in base letters or accents and other diacritic marks compare as unequal.
  // Examples: a ≠ b, a ≠ á, a = A.
  2: 'accent',
  // Strings that differ in base letters, accents and other diacritic marks, or case compare as unequal.
  // Other differences may also be taken into consideration. Examples: a ≠ b, a ≠ á, a ≠ A
  3: 'variant',
  // case - Only strings that differ in base letters or case compare as unequal. Examples: a ≠ b, a = á, a ≠ A.
};
function collationComparator(spec) {
  const localeOpt = {
    sensitivity: COLLATION_STRENGTH[spec.strength || 3],
    caseFirst: spec.caseFirst === 'off' ? 'false' : spec.caseFirst,
    numeric: spec.numericOrdering || false,
    ignorePunctuation: spec.alternate === 'shifted',
  };
  if (spec.caseLevel === true) {
    if (localeOpt.sensitivity === 'base') localeOpt.sensitivity = 'case';
    if (localeOpt.sensitivity === 'accent') localeOpt.sensitivity = 'variant';
  }
  const collator = new Intl.Collator(spec.locale, localeOpt);
  return (a, b) => (isString(a) && isString(b) ? collator.compare(a, b) : compare(a, b));
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/bottomN.js
var $bottomN = (coll, expr, options) => {
  const copts = options;
  const args = expr;
  const n = evalExpr(copts?.local?.groupId, args.n, copts);
  const result = $sort(Lazy(coll), args.sortBy, options).collect();
  const m = result.length;
  return $push(m <= n ? result : result.slice(m - n), args.output, copts);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/bottom.js
var $bottom = (coll, expr, options) => {
  return $bottomN(coll, { ...expr, n: 1 }, options);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/count.js
init_esm_shims();
var $count = (coll, _expr, _opts) => coll.length;

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/covariancePop.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/_internal.js
init_esm_shims();
function stddev(data, sampled = true) {
  let sum = 0;
  for (let i = 0; i < data.length; i++) sum += data[i];
  const mean = sum / data.length;
  let result = 0;
  for (let i = 0; i < data.length; i++) {
    const x = data[i] - mean;
    result += x * x;
  }
  return Math.sqrt(result / (data.length - Number(sampled)));
}
function covariance(dataset, sampled = true) {
  if (dataset.length < 2) return sampled ? null : 0;
  let meanX = 0;
  let meanY = 0;
  for (let i = 0; i < dataset.length; i++) {
    const [x, y] = dataset[i];
    meanX += x;
    meanY += y;
  }
  meanX /= dataset.length;
  meanY /= dataset.length;
  let result = 0;
  for (let i = 0; i < dataset.length; i++) {
    const [x, y] = dataset[i];
    result += (x - meanX) * (y - meanY);
  }
  return result / (dataset.length - Number(sampled));
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/covariancePop.js
var $covariancePop = (coll, expr, options) => covariance($push(coll, expr, options), false);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/covarianceSamp.js
init_esm_shims();
var $covarianceSamp = (coll, expr, options) => covariance($push(coll, expr, options), true);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/first.js
init_esm_shims();
var $first = (coll, expr, options) => {
  const obj = coll[0];
  const copts = ComputeOptions.init(options).update({ root: obj });
  return evalExpr(obj, expr, copts) ?? null;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/firstN.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/_internal.js
init_esm_shims();
var ARR_OPTS = {
  int: { type: 'integers' },
  obj: { type: 'objects' },
};
function errInvalidArgs(failOnError, message) {
  assert(!failOnError, message);
  return null;
}
function errExpectObject(failOnError, prefix) {
  const msg = `${prefix} expression must resolve to object`;
  assert(!failOnError, msg);
  return null;
}
function errExpectString(failOnError, prefix) {
  const msg = `${prefix} expression must resolve to string`;
  assert(!failOnError, msg);
  return null;
}
function errExpectNumber(failOnError, name3, opts) {
  const type = opts?.integer ? 'integer' : 'number';
  const min = opts?.min ?? -Infinity;
  const max = opts?.max ?? Infinity;
  let msg;
  if (min === 0 && max === 0) {
    msg = `${name3} expression must resolve to non-zero ${type}`;
  } else if (min === 0 && max === Infinity) {
    msg = `${name3} expression must resolve to non-negative ${type}`;
  } else if (min !== -Infinity && max !== Infinity) {
    msg = `${name3} expression must resolve to ${type} in range [${min}, ${max}]`;
  } else if (min > 0) {
    msg = `${name3} expression must resolve to positive ${type}`;
  } else {
    msg = `${name3} expression must resolve to ${type}`;
  }
  assert(!failOnError, msg);
  return null;
}
var errExpectInteger = (failOnError, name3, opts) =>
  errExpectNumber(failOnError, name3, { ...opts, integer: true });
function errExpectArray(failOnError, prefix, opts) {
  let suffix = 'array';
  if (!isNil(opts?.size) && opts?.size >= 0)
    suffix = opts.size === 0 ? 'non-zero array' : `array(${opts.size})`;
  if (opts?.type) suffix = `array of ${opts.type}`;
  const msg = `${prefix} expression must resolve to ${suffix}`;
  assert(!failOnError, msg);
  return null;
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/firstN.js
var $firstN = (coll, expr, options) => {
  const foe = options.failOnError;
  const copts = options;
  const m = coll.length;
  const n = evalExpr(copts?.local?.groupId, expr.n, copts);
  if (!isInteger(n) || n < 1) return errExpectInteger(foe, "$firstN 'n'", { min: 1 });
  return $push(m <= n ? coll : coll.slice(0, n), expr.input, options);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/last.js
init_esm_shims();
var $last = (coll, expr, options) => {
  const obj = coll[coll.length - 1];
  const copts = ComputeOptions.init(options).update({ root: obj });
  return evalExpr(obj, expr, copts) ?? null;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/lastN.js
init_esm_shims();
var $lastN = (coll, expr, options) => {
  const copts = options;
  const m = coll.length;
  const n = evalExpr(copts?.local?.groupId, expr.n, copts);
  const foe = options.failOnError;
  if (!isInteger(n) || n < 1) {
    return errExpectInteger(foe, "$lastN 'n'", { min: 1 });
  }
  return $push(m <= n ? coll : coll.slice(m - n), expr.input, options);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/max.js
init_esm_shims();
var $max = (coll, expr, options) => {
  const items = $push(coll, expr, options).slice().sort(compare);
  const size = items.length;
  return isNil(items[size - 1]) ? null : items[size - 1];
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/maxN.js
init_esm_shims();
var $maxN = (coll, expr, options) => {
  const copts = options;
  const n = evalExpr(copts?.local?.groupId, expr.n, copts);
  if (!isInteger(n) || n < 1) {
    return errExpectInteger(options.failOnError, "$maxN 'n'", { min: 1 });
  }
  return $push(coll, expr.input, options)
    .filter((o) => !isNil(o))
    .sort(compare)
    .slice(-n)
    .reverse();
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/median.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/percentile.js
init_esm_shims();
var $percentile = (coll, expr, options) => {
  assert(
    isObject(expr) && has(expr, 'input', 'p') && isArray(expr.p),
    '$percentile expects object { input, p }',
  );
  const X = $push(coll, expr.input, options).filter(isNumber).sort();
  const centiles = $push(expr.p, '$$CURRENT', options);
  const method = expr.method || 'approximate';
  const output = new Array(centiles.length);
  for (let i = 0; i < centiles.length; i++) {
    const p2 = centiles[i];
    if (!isNumber(p2) || p2 < 0 || p2 > 1) {
      return errInvalidArgs(
        options.failOnError,
        "$percentile 'p' must resolve to array of numbers between [0.0, 1.0]",
      );
    }
    const r = p2 * (X.length - 1) + 1;
    const ri = Math.floor(r);
    const result = r === ri ? X[r - 1] : X[ri - 1] + (r % 1) * (X[ri] - X[ri - 1]);
    switch (method) {
      case 'exact':
        output[i] = result;
        break;
      case 'approximate': {
        const pos = findInsertIndex(X, result);
        output[i] = pos / X.length >= p2 ? X[Math.max(pos - 1, 0)] : X[pos];
        break;
      }
    }
  }
  return output;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/median.js
var $median = (coll, expr, options) => $percentile(coll, { ...expr, p: [0.5] }, options)?.pop();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/mergeObjects.js
init_esm_shims();
var $mergeObjects = (coll, _expr, _options) => {
  const acc = {};
  for (const o of coll) {
    if (isNil(o)) continue;
    for (const k of Object.keys(o)) {
      if (o[k] !== void 0) acc[k] = o[k];
    }
  }
  return acc;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/min.js
init_esm_shims();
var $min = (coll, expr, options) => {
  const items = $push(coll, expr, options)
    .filter((o) => !isNil(o))
    .sort(compare);
  return isNil(items[0]) ? null : items[0];
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/minN.js
init_esm_shims();
var $minN = (coll, expr, options) => {
  const copts = options;
  const n = evalExpr(copts?.local?.groupId, expr.n, copts);
  if (!isInteger(n) || n < 1) {
    return errExpectInteger(options.failOnError, "$minN 'n'", { min: 1 });
  }
  return $push(coll, expr.input, options)
    .filter((o) => !isNil(o))
    .sort(compare)
    .slice(0, n);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/stdDevPop.js
init_esm_shims();
var $stdDevPop = (coll, expr, options) =>
  stddev($push(coll, expr, options).filter(isNumber), false);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/stdDevSamp.js
init_esm_shims();
var $stdDevSamp = (coll, expr, options) =>
  stddev($push(coll, expr, options).filter(isNumber), true);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/sum.js
init_esm_shims();
var $sum = (coll, expr, options) => {
  if (isNumber(expr)) return coll.length * expr;
  const nums = $push(coll, expr, options);
  let res = 0;
  for (let i = 0; i < nums.length; i++) if (isNumber(nums[i])) res += nums[i];
  return res;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/top.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/topN.js
init_esm_shims();
var $topN = (coll, expr, options) => {
  const copts = options;
  const { n, sortBy } = evalExpr(copts?.local?.groupId, expr, copts);
  const result = $sort(Lazy(coll), sortBy, options).take(n).collect();
  return $push(result, expr.output, copts);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/accumulator/top.js
var $top = (coll, expr, options) => $topN(coll, { ...expr, n: 1 }, options);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/index.js
var expression_exports = {};
__export(expression_exports, {
  $abs: () => $abs,
  $acos: () => $acos,
  $acosh: () => $acosh,
  $add: () => $add,
  $allElementsTrue: () => $allElementsTrue,
  $and: () => $and,
  $anyElementTrue: () => $anyElementTrue,
  $arrayElemAt: () => $arrayElemAt,
  $arrayToObject: () => $arrayToObject,
  $asin: () => $asin,
  $asinh: () => $asinh,
  $atan: () => $atan,
  $atan2: () => $atan2,
  $atanh: () => $atanh,
  $bitAnd: () => $bitAnd,
  $bitNot: () => $bitNot,
  $bitOr: () => $bitOr,
  $bitXor: () => $bitXor,
  $ceil: () => $ceil,
  $cmp: () => $cmp,
  $concat: () => $concat,
  $concatArrays: () => $concatArrays,
  $cond: () => $cond,
  $convert: () => $convert,
  $cos: () => $cos,
  $cosh: () => $cosh,
  $dateAdd: () => $dateAdd,
  $dateDiff: () => $dateDiff,
  $dateFromParts: () => $dateFromParts,
  $dateFromString: () => $dateFromString,
  $dateSubtract: () => $dateSubtract,
  $dateToParts: () => $dateToParts,
  $dateToString: () => $dateToString,
  $dateTrunc: () => $dateTrunc,
  $dayOfMonth: () => $dayOfMonth,
  $dayOfWeek: () => $dayOfWeek,
  $dayOfYear: () => $dayOfYear,
  $degreesToRadians: () => $degreesToRadians,
  $divide: () => $divide,
  $eq: () => $eq2,
  $exp: () => $exp,
  $filter: () => $filter,
  $first: () => $first2,
  $firstN: () => $firstN2,
  $floor: () => $floor,
  $function: () => $function,
  $getField: () => $getField,
  $gt: () => $gt2,
  $gte: () => $gte2,
  $hour: () => $hour,
  $ifNull: () => $ifNull,
  $in: () => $in,
  $indexOfArray: () => $indexOfArray,
  $indexOfBytes: () => $indexOfBytes,
  $isArray: () => $isArray,
  $isNumber: () => $isNumber,
  $isoDayOfWeek: () => $isoDayOfWeek,
  $isoWeek: () => $isoWeek,
  $isoWeekYear: () => $isoWeekYear,
  $last: () => $last2,
  $lastN: () => $lastN2,
  $let: () => $let,
  $literal: () => $literal,
  $ln: () => $ln,
  $log: () => $log,
  $log10: () => $log10,
  $lt: () => $lt2,
  $lte: () => $lte2,
  $ltrim: () => $ltrim,
  $map: () => $map,
  $maxN: () => $maxN2,
  $median: () => $median2,
  $mergeObjects: () => $mergeObjects2,
  $millisecond: () => $millisecond,
  $minN: () => $minN2,
  $minute: () => $minute,
  $mod: () => $mod,
  $month: () => $month,
  $multiply: () => $multiply,
  $ne: () => $ne2,
  $not: () => $not,
  $objectToArray: () => $objectToArray,
  $or: () => $or,
  $percentile: () => $percentile2,
  $pow: () => $pow,
  $radiansToDegrees: () => $radiansToDegrees,
  $rand: () => $rand,
  $range: () => $range,
  $reduce: () => $reduce,
  $regexFind: () => $regexFind,
  $regexFindAll: () => $regexFindAll,
  $regexMatch: () => $regexMatch,
  $replaceAll: () => $replaceAll,
  $replaceOne: () => $replaceOne,
  $reverseArray: () => $reverseArray,
  $round: () => $round,
  $rtrim: () => $rtrim,
  $sampleRate: () => $sampleRate,
  $second: () => $second,
  $setDifference: () => $setDifference,
  $setEquals: () => $setEquals,
  $setField: () => $setField,
  $setIntersection: () => $setIntersection,
  $setIsSubset: () => $setIsSubset,
  $setUnion: () => $setUnion,
  $sigmoid: () => $sigmoid,
  $sin: () => $sin,
  $sinh: () => $sinh,
  $size: () => $size,
  $slice: () => $slice,
  $sortArray: () => $sortArray,
  $split: () => $split,
  $sqrt: () => $sqrt,
  $strLenBytes: () => $strLenBytes,
  $strLenCP: () => $strLenCP,
  $strcasecmp: () => $strcasecmp,
  $substr: () => $substr,
  $substrBytes: () => $substrBytes,
  $substrCP: () => $substrCP,
  $subtract: () => $subtract,
  $switch: () => $switch,
  $tan: () => $tan,
  $tanh: () => $tanh,
  $toBool: () => $toBool,
  $toDate: () => $toDate,
  $toDecimal: () => $toDecimal,
  $toDouble: () => $toDouble,
  $toHashedIndexKey: () => $toHashedIndexKey,
  $toInt: () => $toInt,
  $toLong: () => $toLong,
  $toLower: () => $toLower,
  $toString: () => $toString,
  $toUpper: () => $toUpper,
  $trim: () => $trim,
  $trunc: () => $trunc,
  $type: () => $type2,
  $unsetField: () => $unsetField,
  $week: () => $week,
  $year: () => $year,
  $zip: () => $zip,
});
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/abs.js
init_esm_shims();
var $abs = (obj, expr, options) => {
  const n = evalExpr(obj, expr, options);
  if (isNil(n)) return null;
  if (typeof n !== 'number') return errExpectNumber(options.failOnError, '$abs');
  return Math.abs(n);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/add.js
init_esm_shims();
var err = '$add expression must resolve to array of numbers.';
var $add = (obj, expr, options) => {
  const args = evalExpr(obj, expr, options);
  const failOnError = options.failOnError;
  let dateFound = false;
  let result = 0;
  if (!isArray(args)) return errInvalidArgs(failOnError, err);
  for (const n of args) {
    if (isNil(n)) return null;
    if (typeof n === 'number') {
      result += n;
    } else if (isDate(n)) {
      if (dateFound) {
        return errInvalidArgs(failOnError, '$add must only have one date');
      }
      dateFound = true;
      result += +n;
    } else {
      return errInvalidArgs(failOnError, err);
    }
  }
  return dateFound ? new Date(result) : result;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/ceil.js
init_esm_shims();
var $ceil = (obj, expr, options) => {
  const n = evalExpr(obj, expr, options);
  if (isNil(n)) return null;
  if (typeof n !== 'number') return errExpectNumber(options.failOnError, '$ceil');
  return Math.ceil(n);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/divide.js
init_esm_shims();
var $divide = (obj, expr, options) => {
  assert(isArray(expr), '$divide expects array(2)');
  const args = evalExpr(obj, expr, options);
  const foe = options.failOnError;
  let t_num = true;
  for (const v of args) {
    if (isNil(v)) return null;
    t_num &&= isNumber(v);
  }
  if (!t_num) {
    return errExpectArray(foe, '$divide', {
      size: 2,
      type: 'number',
    });
  }
  if (args[1] === 0) return errInvalidArgs(foe, '$divide cannot divide by zero');
  return args[0] / args[1];
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/exp.js
init_esm_shims();
var $exp = (obj, expr, options) => {
  const n = evalExpr(obj, expr, options);
  if (isNil(n)) return null;
  if (typeof n !== 'number') {
    return errExpectNumber(options.failOnError, '$exp');
  }
  return Math.exp(n);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/floor.js
init_esm_shims();
var $floor = (obj, expr, options) => {
  const n = evalExpr(obj, expr, options);
  if (isNil(n)) return null;
  if (typeof n !== 'number') {
    return errExpectNumber(options.failOnError, '$floor');
  }
  return Math.floor(n);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/ln.js
init_esm_shims();
var $ln = (obj, expr, options) => {
  const n = evalExpr(obj, expr, options);
  if (isNil(n)) return null;
  if (typeof n !== 'number') {
    return errExpectNumber(options.failOnError, '$ln');
  }
  return Math.log(n);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/log.js
init_esm_shims();
var $log = (obj, expr, options) => {
  const args = evalExpr(obj, expr, options);
  if (isArray(args) && args.length == 2) {
    let t_num = true;
    for (const v of args) {
      if (isNil(v)) return null;
      t_num &&= typeof v === 'number';
    }
    if (t_num) return Math.log10(args[0]) / Math.log10(args[1]);
  }
  return errExpectArray(options.failOnError, '$log', {
    size: 2,
    type: 'number',
  });
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/log10.js
init_esm_shims();
var $log10 = (obj, expr, options) => {
  const n = evalExpr(obj, expr, options);
  if (isNil(n)) return null;
  if (typeof n === 'number') return Math.log10(n);
  return errExpectNumber(options.failOnError, '$log10');
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/mod.js
init_esm_shims();
var $mod = (obj, expr, options) => {
  const args = evalExpr(obj, expr, options);
  let invalid = !isArray(args) || args.length != 2;
  invalid ||= !args.every((v) => typeof v === 'number');
  if (invalid)
    return errExpectArray(options.failOnError, '$mod', {
      size: 2,
      type: 'number',
    });
  return args[0] % args[1];
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/multiply.js
init_esm_shims();
var $multiply = (obj, expr, options) => {
  assert(isArray(expr), '$multiply expects array');
  const args = evalExpr(obj, expr, options);
  const foe = options.failOnError;
  if (args.some(isNil)) return null;
  let res = 1;
  for (const n of args) {
    if (!isNumber(n)) return errExpectArray(foe, '$multiply', { type: 'number' });
    res *= n;
  }
  return res;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/pow.js
init_esm_shims();
var $pow = (obj, expr, options) => {
  assert(isArray(expr) && expr.length === 2, '$pow expects array(2)');
  const args = evalExpr(obj, expr, options);
  const foe = options.failOnError;
  let t_num = true;
  for (const v of args) {
    if (isNil(v)) return null;
    t_num &&= isNumber(v);
  }
  if (!t_num) {
    return errExpectArray(foe, '$pow', {
      size: 2,
      type: 'number',
    });
  }
  if (args[0] === 0 && args[1] < 0)
    errInvalidArgs(foe, '$pow cannot raise 0 to a negative exponent');
  return Math.pow(args[0], args[1]);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/round.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/_internal.js
init_esm_shims();
function truncate(num, precision, opts) {
  const { name: name3, roundOff, failOnError } = opts;
  if (isNil(num)) return null;
  if (Number.isNaN(num) || Math.abs(num) === Infinity) return num;
  if (!isNumber(num)) {
    return errExpectNumber(failOnError, `${name3} arg1 <number>`);
  }
  if (!isInteger(precision) || precision < -20 || precision > 100) {
    return errExpectInteger(failOnError, `${name3} arg2 <precision>`, {
      min: -20,
      max: 100,
    });
  }
  const sign3 = Math.abs(num) === num ? 1 : -1;
  num = Math.abs(num);
  let result = Math.trunc(num);
  const decimals = parseFloat((num - result).toFixed(Math.abs(precision) + 1));
  if (precision === 0) {
    const firstDigit = Math.trunc(10 * decimals);
    if (roundOff && (((result & 1) === 1 && firstDigit >= 5) || firstDigit > 5)) {
      result++;
    }
  } else if (precision > 0) {
    const offset = Math.pow(10, precision);
    let remainder = Math.trunc(decimals * offset);
    const lastDigit = Math.trunc(decimals * offset * 10) % 10;
    if (roundOff && lastDigit > 5) {
      remainder += 1;
    }
    result = (result * offset + remainder) / offset;
  } else {
    const offset = Math.pow(10, -1 * precision);
    let excess = result % offset;
    result = Math.max(0, result - excess);
    if (roundOff && sign3 === -1) {
      while (excess > 10) {
        excess -= excess / 10;
      }
      if (result > 0 && excess >= 5) {
        result += offset;
      }
    }
  }
  return result * sign3;
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/round.js
var $round = (obj, expr, options) => {
  assert(isArray(expr), '$round expects array(2)');
  const [n, precision] = evalExpr(obj, expr, options);
  return truncate(n, precision ?? 0, {
    name: '$round',
    roundOff: true,
    failOnError: options.failOnError,
  });
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/sigmoid.js
init_esm_shims();
var PRECISION = 1e10;
var $sigmoid = (obj, expr, options) => {
  if (isNil(expr)) return null;
  const args = evalExpr(obj, expr, options);
  const { input, onNull } = isObject(args) ? args : { input: args };
  if (isNil(input)) return isNumber(onNull) ? onNull : null;
  if (isNumber(input)) {
    const result = 1 / (1 + Math.exp(-input));
    return Math.round(result * PRECISION) / PRECISION;
  }
  return errExpectNumber(options.failOnError, '$sigmoid');
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/sqrt.js
init_esm_shims();
var $sqrt = (obj, expr, options) => {
  const n = evalExpr(obj, expr, options);
  const skip = !options.failOnError;
  if (isNil(n)) return null;
  if (typeof n !== 'number' || n < 0) {
    assert(skip, '$sqrt expression must resolve to non-negative number.');
    return null;
  }
  return Math.sqrt(n);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/subtract.js
init_esm_shims();
var $subtract = (obj, expr, options) => {
  assert(isArray(expr), '$subtract expects array(2)');
  const args = evalExpr(obj, expr, options);
  if (args.some(isNil)) return null;
  const foe = options.failOnError;
  const [a, b] = args;
  if (isDate(a) && isNumber(b)) return new Date(+a - Math.round(b));
  if (isDate(a) && isDate(b)) return +a - +b;
  if (args.every((v) => typeof v === 'number')) return a - b;
  if (isNumber(a) && isDate(b)) {
    return errInvalidArgs(foe, '$subtract cannot subtract date from number');
  }
  return errExpectArray(foe, '$subtract', {
    size: 2,
    type: 'number|date',
  });
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/arithmetic/trunc.js
init_esm_shims();
var $trunc = (obj, expr, options) => {
  assert(isArray(expr), '$trunc expects array(2)');
  const [n, precision] = evalExpr(obj, expr, options);
  return truncate(n, precision ?? 0, {
    name: '$trunc',
    roundOff: false,
    failOnError: options.failOnError,
  });
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/arrayElemAt.js
init_esm_shims();
var OP = '$arrayElemAt';
var $arrayElemAt = (obj, expr, options) => {
  assert(isArray(expr) && expr.length === 2, `${OP} expects array(2)`);
  const args = evalExpr(obj, expr, options);
  if (args.some(isNil)) return null;
  const foe = options.failOnError;
  const [arr, index] = args;
  if (!isArray(arr)) return errExpectArray(foe, `${OP} arg1 <array>`);
  if (!isInteger(index)) return errExpectInteger(foe, `${OP} arg2 <index>`);
  if (index < 0 && Math.abs(index) <= arr.length) {
    return arr[(index + arr.length) % arr.length];
  } else if (index >= 0 && index < arr.length) {
    return arr[index];
  }
  return void 0;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/arrayToObject.js
init_esm_shims();
var ERR_OPTS = {
  generic: { type: 'key-value pairs' },
  array: { type: '[k,v]' },
  object: { type: '{k,v}' },
};
var $arrayToObject = (obj, expr, options) => {
  const foe = options.failOnError;
  const arr = evalExpr(obj, expr, options);
  if (isNil(arr)) return null;
  if (!isArray(arr)) return errExpectArray(foe, '$arrayToObject', ERR_OPTS.generic);
  let tag = 0;
  const newObj = {};
  for (const item of arr) {
    if (isArray(item)) {
      const val = flatten(item);
      if (!tag) tag = 1;
      if (tag !== 1) {
        return errExpectArray(foe, '$arrayToObject', ERR_OPTS.object);
      }
      const [k, v] = val;
      newObj[k] = v;
    } else if (isObject(item) && has(item, 'k', 'v')) {
      if (!tag) tag = 2;
      if (tag !== 2) {
        return errExpectArray(foe, '$arrayToObject', ERR_OPTS.array);
      }
      const { k, v } = item;
      newObj[k] = v;
    } else {
      return errExpectArray(foe, '$arrayToObject', ERR_OPTS.generic);
    }
  }
  return newObj;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/concatArrays.js
init_esm_shims();
var $concatArrays = (obj, expr, options) => {
  const args = evalExpr(obj, expr, options);
  const foe = options.failOnError;
  if (isNil(args)) return null;
  if (!isArray(args)) return errExpectArray(foe, '$concatArrays');
  let size = 0;
  for (const arr of args) {
    if (isNil(arr)) return null;
    if (!isArray(arr)) return errExpectArray(foe, '$concatArrays');
    size += arr.length;
  }
  const result = new Array(size);
  let i = 0;
  for (const arr of args) for (const item of arr) result[i++] = item;
  return result;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/filter.js
init_esm_shims();
var $filter = (obj, expr, options) => {
  assert(
    isObject(expr) && has(expr, 'input', 'cond'),
    '$filter expects object { input, as, cond, limit }',
  );
  const input = evalExpr(obj, expr.input, options);
  const foe = options.failOnError;
  if (isNil(input)) return null;
  if (!isArray(input)) return errExpectArray(foe, "$filter 'input'");
  const limit = expr.limit ?? Math.max(input.length, 1);
  if (!isInteger(limit) || limit < 1) return errExpectInteger(foe, "$filter 'limit'", { min: 1 });
  if (input.length === 0) return [];
  const copts = ComputeOptions.init(options);
  const k = expr?.as || 'this';
  const locals = { variables: {} };
  const res = [];
  for (let i = 0, j = 0; i < input.length && j < limit; i++) {
    locals.variables[k] = input[i];
    const cond = evalExpr(obj, expr.cond, copts.update(locals));
    if (truthy(cond, options.useStrictMode)) {
      res.push(input[i]);
      j++;
    }
  }
  return res;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/first.js
init_esm_shims();
var $first2 = (obj, expr, options) => {
  if (isArray(obj)) return $first(obj, expr, options);
  const arr = evalExpr(obj, expr, options);
  if (isNil(arr)) return null;
  if (!isArray(arr)) {
    return errExpectArray(options.failOnError, '$first');
  }
  return flatten(arr)[0];
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/firstN.js
init_esm_shims();
var $firstN2 = (obj, expr, options) => {
  assert(isObject(expr) && has(expr, 'input', 'n'), '$firstN expects object { input, n }');
  if (isArray(obj)) return $firstN(obj, expr, options);
  const { input, n } = evalExpr(obj, expr, options);
  if (isNil(input)) return null;
  if (!isArray(input)) return errExpectArray(options.failOnError, "$firstN 'input'");
  return $firstN(input, { n, input: '$$this' }, options);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/in.js
init_esm_shims();
var $in = (obj, expr, options) => {
  assert(isArray(expr) && expr.length === 2, '$in expects array(2)');
  const args = evalExpr(obj, expr, options);
  const [item, arr] = args;
  if (!isArray(arr)) return errInvalidArgs(options.failOnError, '$in arg2 <array>');
  for (const v of arr) if (isEqual(v, item)) return true;
  return false;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/indexOfArray.js
init_esm_shims();
var OP2 = '$indexOfArray';
var $indexOfArray = (obj, expr, options) => {
  assert(isArray(expr) && expr.length > 1 && expr.length < 5, `${OP2} expects array(4)`);
  const args = evalExpr(obj, expr, options);
  const foe = options.failOnError;
  const arr = args[0];
  if (isNil(arr)) return null;
  if (!isArray(arr)) return errExpectArray(foe, `${OP2} arg1 <array>`);
  const search = args[1];
  const start = args[2] ?? 0;
  const end = args[3] ?? arr.length;
  if (!isInteger(start) || start < 0)
    return errExpectInteger(foe, `${OP2} arg3 <start>`, { min: 1 });
  if (!isInteger(end) || end < 0) return errExpectInteger(foe, `${OP2} arg4 <end>`, { min: 1 });
  if (start > end) return -1;
  const input = start > 0 || end < arr.length ? arr.slice(start, end) : arr;
  return input.findIndex((v) => isEqual(v, search)) + start;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/isArray.js
init_esm_shims();
var $isArray = (obj, expr, options) => {
  let input = expr;
  if (isArray(expr)) {
    assert(expr.length === 1, '$isArray expects array(1)');
    input = expr[0];
  }
  return isArray(evalExpr(obj, input, options));
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/last.js
init_esm_shims();
var $last2 = (obj, expr, options) => {
  if (isArray(obj)) return $last(obj, expr, options);
  const arr = evalExpr(obj, expr, options);
  if (isNil(arr)) return null;
  if (!isArray(arr) || arr.length === 0) {
    return errExpectArray(options.failOnError, '$last', { size: 0 });
  }
  return flatten(arr)[arr.length - 1];
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/lastN.js
init_esm_shims();
var $lastN2 = (obj, expr, options) => {
  assert(isObject(expr) && has(expr, 'input', 'n'), '$lastN expects object { input, n }');
  if (isArray(obj)) return $lastN(obj, expr, options);
  const { input, n } = evalExpr(obj, expr, options);
  if (isNil(input)) return null;
  if (!isArray(input)) {
    return errExpectArray(options.failOnError, "$lastN 'input'");
  }
  return $lastN(input, { n, input: '$$this' }, options);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/map.js
init_esm_shims();
var $map = (obj, expr, options) => {
  assert(isObject(expr) && has(expr, 'input', 'in'), '$map expects object { input, as, in }');
  const input = evalExpr(obj, expr.input, options);
  const foe = options.failOnError;
  if (isNil(input)) return null;
  if (!isArray(input)) return errExpectArray(foe, "$map 'input'");
  if (!isNil(expr.as) && !isString(expr.as)) return errExpectString(foe, "$map 'as'");
  const copts = ComputeOptions.init(options);
  const k = expr.as || 'this';
  const locals = { variables: {} };
  const result = new Array(input.length);
  for (let i = 0; i < input.length; i++) {
    locals.variables[k] = input[i];
    result[i] = evalExpr(obj, expr.in, copts.update(locals));
  }
  return result;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/maxN.js
init_esm_shims();
var $maxN2 = (obj, expr, options) => {
  assert(isObject(expr) && has(expr, 'input', 'n'), '$maxN expects object { input, n }');
  if (isArray(obj)) return $maxN(obj, expr, options);
  const { input, n } = evalExpr(obj, expr, options);
  if (isNil(input)) return null;
  if (!isArray(input)) return errExpectArray(options.failOnError, "$maxN 'input'");
  return $maxN(input, { n, input: '$$this' }, options);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/minN.js
init_esm_shims();
var $minN2 = (obj, expr, options) => {
  assert(isObject(expr) && has(expr, 'input', 'n'), '$minN expects object { input, n }');
  if (isArray(obj)) return $minN(obj, expr, options);
  const { input, n } = evalExpr(obj, expr, options);
  if (isNil(input)) return null;
  if (!isArray(input)) return errExpectArray(options.failOnError, "$minN 'input'");
  return $minN(input, { n, input: '$$this' }, options);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/range.js
init_esm_shims();
var $range = (obj, expr, options) => {
  assert(isArray(expr) && expr.length > 1 && expr.length < 4, '$range expects array(3)');
  const [start, end, arg3] = evalExpr(obj, expr, options);
  const foe = options.failOnError;
  const step = arg3 ?? 1;
  if (!isInteger(start)) return errExpectInteger(foe, `$range arg1 <start>`);
  if (!isInteger(end)) return errExpectInteger(foe, `$range arg2 <end>`);
  if (!isInteger(step) || step === 0)
    return errExpectInteger(foe, `$range arg3 <step>`, { min: 0, max: 0 });
  const result = new Array();
  let counter = start;
  while ((counter < end && step > 0) || (counter > end && step < 0)) {
    result.push(counter);
    counter += step;
  }
  return result;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/reduce.js
init_esm_shims();
function $reduce(obj, expr, options) {
  assert(
    isObject(expr) && has(expr, 'input', 'initialValue', 'in'),
    '$reduce expects object { input, initialValue, in }',
  );
  const input = evalExpr(obj, expr.input, options);
  const initialValue = evalExpr(obj, expr.initialValue, options);
  const inExpr = expr['in'];
  if (isNil(input)) return null;
  if (!isArray(input)) return errExpectArray(options.failOnError, "$reduce 'input'");
  const copts = ComputeOptions.init(options);
  const locals = { variables: { value: null } };
  let result = initialValue;
  for (let i = 0; i < input.length; i++) {
    locals.variables.value = result;
    result = evalExpr(input[i], inExpr, copts.update(locals));
  }
  return result;
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/reverseArray.js
init_esm_shims();
var $reverseArray = (obj, expr, options) => {
  const arr = evalExpr(obj, expr, options);
  if (isNil(arr)) return null;
  if (!isArray(arr)) return errExpectArray(options.failOnError, '$reverseArray');
  return arr.slice().reverse();
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/size.js
init_esm_shims();
var $size = (obj, expr, options) => {
  const value = evalExpr(obj, expr, options);
  if (isNil(value)) return null;
  return isArray(value) ? value.length : errExpectNumber(options.failOnError, '$size');
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/slice.js
init_esm_shims();
var $slice = (obj, expr, options) => {
  assert(isArray(expr) && expr.length > 1 && expr.length < 4, '$slice expects array(3)');
  const foe = options.failOnError;
  const args = evalExpr(obj, expr, options);
  const arr = args[0];
  let skip = args[1];
  let limit = args[2];
  if (!isArray(arr)) return errExpectArray(foe, '$slice arg1 <array>');
  if (!isInteger(skip)) return errExpectInteger(foe, '$slice arg2 <n>');
  if (!isNil(limit) && !isInteger(limit)) return errExpectInteger(foe, '$slice arg3 <n>');
  if (isNil(limit)) {
    if (skip < 0) {
      skip = Math.max(0, arr.length + skip);
    } else {
      limit = skip;
      skip = 0;
    }
  } else {
    if (skip < 0) {
      skip = Math.max(0, arr.length + skip);
    }
    if (limit < 1) {
      return errExpectInteger(foe, '$slice arg3 <n>', { min: 1 });
    }
    limit += skip;
  }
  return arr.slice(skip, limit);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/sortArray.js
init_esm_shims();
var $sortArray = (obj, expr, options) => {
  assert(
    isObject(expr) && 'input' in expr && 'sortBy' in expr,
    '$sortArray expects object { input, sortBy }',
  );
  const { input, sortBy } = evalExpr(obj, expr, options);
  if (isNil(input)) return null;
  if (!isArray(input)) return errExpectArray(options.failOnError, "$sortArray 'input'");
  if (isObject(sortBy)) {
    return $sort(Lazy(input), sortBy, options).collect();
  }
  const result = input.slice().sort(compare);
  if (sortBy === -1) result.reverse();
  return result;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/array/zip.js
init_esm_shims();
var $zip = (obj, expr, options) => {
  assert(isObject(expr) && has(expr, 'inputs'), '$zip received invalid arguments');
  const inputs = evalExpr(obj, expr.inputs, options);
  const defaults = evalExpr(obj, expr.defaults, options) ?? [];
  const useLongestLength = expr.useLongestLength ?? false;
  const foe = options.failOnError;
  if (isNil(inputs)) return null;
  if (!isArray(inputs)) return errExpectArray(foe, "$zip 'inputs'");
  let invalid = 0;
  for (const elem of inputs) {
    if (isNil(elem)) return null;
    if (!isArray(elem)) invalid++;
  }
  if (invalid) return errExpectArray(foe, "$zip elements of 'inputs'");
  if (!isBoolean(useLongestLength)) errInvalidArgs(foe, "$zip 'useLongestLength' must be boolean");
  if (isArray(defaults) && defaults.length > 0) {
    assert(
      useLongestLength && defaults.length === inputs.length,
      "$zip 'useLongestLength' must be set to true to use 'defaults'",
    );
  }
  let zipCount = 0;
  for (const arr of inputs) {
    zipCount = useLongestLength
      ? Math.max(zipCount, arr.length)
      : Math.min(zipCount || arr.length, arr.length);
  }
  const result = [];
  for (let i = 0; i < zipCount; i++) {
    const temp = new Array(inputs.length);
    for (let j = 0; j < inputs.length; j++) {
      const val = inputs[j][i];
      temp[j] = isNil(val) ? (defaults[j] ?? null) : val;
    }
    result.push(temp);
  }
  return result;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/bitwise/bitAnd.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/bitwise/_internal.js
init_esm_shims();
function processBitwise(obj, expr, options, operator, fn) {
  assert(isArray(expr), `${operator} expects array as argument`);
  const nums = evalExpr(obj, expr, options);
  let t_num = true;
  for (const v of nums) {
    if (isNil(v)) return null;
    t_num &&= isInteger(v);
  }
  if (t_num) return fn(nums);
  return errInvalidArgs(options.failOnError, `${operator} array elements must resolve to integers`);
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/bitwise/bitAnd.js
var $bitAnd = (obj, expr, options) =>
  processBitwise(obj, expr, options, '$bitAnd', (nums) => nums.reduce((a, b) => a & b, -1));

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/bitwise/bitNot.js
init_esm_shims();
var $bitNot = (obj, expr, options) => {
  const n = evalExpr(obj, expr, options);
  if (isNil(n)) return null;
  if (!isInteger(n)) return errExpectInteger(options.failOnError, '$bitNot');
  return ~n;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/bitwise/bitOr.js
init_esm_shims();
var $bitOr = (obj, expr, options) =>
  processBitwise(obj, expr, options, '$bitOr', (nums) => nums.reduce((a, b) => a | b, 0));

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/bitwise/bitXor.js
init_esm_shims();
var $bitXor = (obj, expr, options) =>
  processBitwise(obj, expr, options, '$bitXor', (nums) => nums.reduce((a, b) => a ^ b, 0));

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/boolean/index.js
var boolean_exports = {};
__export(boolean_exports, {
  $and: () => $and,
  $not: () => $not,
  $or: () => $or,
});
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/boolean/and.js
init_esm_shims();
var $and = (obj, expr, options) => {
  assert(isArray(expr), '$and expects array');
  const mode = options.useStrictMode;
  return expr.every((e) => truthy(evalExpr(obj, e, options), mode));
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/boolean/not.js
init_esm_shims();
var $not = (obj, expr, options) => {
  const booleanExpr = ensureArray(expr);
  if (booleanExpr.length === 0) return false;
  if (booleanExpr.length > 1) return errExpectArray(options.failOnError, '$not', { size: 1 });
  return !evalExpr(obj, booleanExpr[0], options);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/boolean/or.js
init_esm_shims();
var $or = (obj, expr, options) => {
  assert(isArray(expr), '$or expects array of expressions');
  const strict = options.useStrictMode;
  for (const v of expr) if (truthy(evalExpr(obj, v, options), strict)) return true;
  return false;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/comparison/index.js
var comparison_exports = {};
__export(comparison_exports, {
  $cmp: () => $cmp,
  $eq: () => $eq2,
  $gt: () => $gt2,
  $gte: () => $gte2,
  $lt: () => $lt2,
  $lte: () => $lte2,
  $ne: () => $ne2,
});
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/comparison/cmp.js
init_esm_shims();
var $cmp = (obj, expr, options) => {
  assert(isArray(expr) && expr.length === 2, '$cmp expects array(2)');
  const [a, b] = evalExpr(obj, expr, options);
  return compare(a, b);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/comparison/eq.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/_predicates.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/query.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/cursor.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/limit.js
init_esm_shims();
function $limit(coll, expr, _options) {
  return coll.take(expr);
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/project.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/_internal.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/documents.js
init_esm_shims();
function $documents(_, expr, options) {
  const docs = evalExpr(null, expr, options);
  assert(isArray(docs), '$documents expression must resolve to an array.');
  return Lazy(docs).map((o) => cloneDeep(o));
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/_internal.js
var EMPTY = Lazy([]);
function filterDocumentsStage(pipeline, options) {
  if (!pipeline) return {};
  const docs = pipeline[0]?.$documents;
  if (!docs) return { pipeline };
  return {
    documents: $documents(EMPTY, docs, options).collect(),
    pipeline: pipeline.slice(1),
  };
}
function validateProjection(expr, options, isRoot = true) {
  const res = {
    exclusions: [],
    inclusions: [],
    positional: 0,
  };
  const keys = Object.keys(expr);
  assert(keys.length, 'Invalid empty sub-projection');
  const idKey = options?.idKey;
  let idKeyExcluded = false;
  for (const k of keys) {
    if (k.startsWith('$')) {
      assert(
        !isRoot && keys.length === 1,
        `FieldPath field names may not start with '$', given '${k}'.`,
      );
      return res;
    }
    if (k.endsWith('.$')) res.positional++;
    const v = expr[k];
    if (v === false || (isNumber(v) && v === 0)) {
      if (k === idKey) {
        idKeyExcluded = true;
      } else res.exclusions.push(k);
    } else if (!isObject(v)) {
      res.inclusions.push(k);
    } else {
      const meta = validateProjection(v, options, false);
      if (!meta.inclusions.length && !meta.exclusions.length) {
        if (!res.inclusions.includes(k)) res.inclusions.push(k);
      } else {
        for (const n of meta.exclusions) res.exclusions.push(`${k}.${n}`);
        for (const n of meta.inclusions) res.inclusions.push(`${k}.${n}`);
      }
      res.positional += meta.positional;
    }
    assert(
      !(res.exclusions.length && res.inclusions.length),
      'Cannot do exclusion and inclusion in projection.',
    );
    assert(res.positional <= 1, 'Cannot specify more than one positional projection.');
  }
  if (idKeyExcluded) {
    res.exclusions.push(idKey);
  }
  if (isRoot) {
    const p2 = new PathValidator();
    for (const k of res.exclusions) assert(p2.add(k), `Path collision at ${k}.`);
    for (const k of res.inclusions) assert(p2.add(k), `Path collision at ${k}.`);
    res.exclusions.sort();
    res.inclusions.sort();
  }
  return res;
}
function resolveCollection(op, expr, options) {
  if (isString(expr)) {
    assert(
      options.collectionResolver,
      `${op} requires 'collectionResolver' option to resolve named collection`,
    );
  }
  const coll = isString(expr) ? options.collectionResolver(expr) : expr;
  assert(isArray(coll), `${op} could not resolve input collection`);
  return coll;
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/project.js
var OP3 = '$project';
function $project(coll, expr, options) {
  if (isEmpty(expr)) return coll;
  const meta = validateProjection(expr, options);
  const handler = createHandler(expr, ComputeOptions.init(options), meta);
  return coll.map(handler);
}
function createHandler(expr, options, meta) {
  const idKey = options.idKey;
  const { exclusions, inclusions } = meta;
  const handlers2 = {};
  const resolveOpts = {
    preserveIndex: 'missing',
  };
  for (const k of exclusions) {
    handlers2[k] = (t, _) => {
      removeValue(t, k, { descendArray: true });
    };
  }
  for (const selector of inclusions) {
    const v = resolve(expr, selector) ?? expr[selector];
    if (selector.endsWith('.$') && v === 1) {
      const cond = options?.local?.condition ?? {};
      assert(cond, `${OP3}: positional operator '.$' requires array condition.`);
      const field = selector.slice(0, -2);
      handlers2[field] = getPositionalFilter(field, cond, options);
    } else if (isArray(v)) {
      handlers2[selector] = (t, o) => {
        options.update({ root: o });
        const newVal = v.map((e) => evalExpr(o, e, options) ?? null);
        setValue(t, selector, newVal);
      };
    } else if (isNumber(v) || v === true) {
      handlers2[selector] = (t, o) => {
        options.update({ root: o });
        const extractedVal = resolveGraph(o, selector, resolveOpts);
        mergeInto(t, extractedVal);
      };
    } else if (!isObject(v)) {
      handlers2[selector] = (t, o) => {
        options.update({ root: o });
        const newVal = evalExpr(o, v, options);
        setValue(t, selector, newVal);
      };
    } else {
      const opKeys = Object.keys(v);
      assert(opKeys.length === 1 && isOperator(opKeys[0]), 'Not a valid operator');
      const operator = opKeys[0];
      const opExpr = v[operator];
      const fn = options.context.getOperator(OpType.PROJECTION, operator);
      const foundSlice = operator === '$slice';
      if (!fn || (foundSlice && !ensureArray(opExpr).every(isNumber))) {
        handlers2[selector] = (t, o) => {
          options.update({ root: o });
          const newval = evalExpr(o, v, options);
          setValue(t, selector, newval);
        };
      } else {
        handlers2[selector] = (t, o) => {
          options.update({ root: o });
          const newval = fn(o, opExpr, selector, options);
          setValue(t, selector, newval);
        };
      }
    }
  }
  const onlyIdKeyExcluded = exclusions.length === 1 && exclusions.includes(idKey);
  const noIdKeyExcluded = !exclusions.includes(idKey);
  const noInclusions = !inclusions.length;
  const allKeysIncluded =
    (noInclusions && onlyIdKeyExcluded) ||
    (noInclusions && exclusions.length && !onlyIdKeyExcluded);
  return (o) => {
    const newObj = {};
    if (allKeysIncluded) Object.assign(newObj, o);
    for (const k in handlers2) {
      handlers2[k](newObj, o);
    }
    if (!noInclusions) filterMissing(newObj);
    if (noIdKeyExcluded && !has(newObj, idKey) && has(o, idKey)) {
      newObj[idKey] = resolve(o, idKey);
    }
    return newObj;
  };
}
var findMatches = (o, key, leaf, pred) => {
  let arr = resolve(o, key);
  if (!isArray(arr)) arr = resolve(arr, leaf);
  assert(isArray(arr), `${OP3}: field '${key}' must resolve to array`);
  const matches = [];
  for (let i = 0; i < arr.length; i++) {
    if (pred({ [leaf]: [arr[i]] })) matches.push(i);
  }
  return matches;
};
var complement = (p2) => (e) => !p2(e);
var COMPOUND_OPS = { $and: 1, $or: 1, $nor: 1 };
function getPositionalFilter(field, condition, options) {
  const stack = Object.entries(condition).slice();
  const selectors = {
    $and: [],
    $or: [],
  };
  for (let i = 0; i < stack.length; i++) {
    const [key, val, op] = stack[i];
    if (key === field || key.startsWith(field + '.')) {
      const normalizedExpr = normalize(val);
      const operator = Object.keys(normalizedExpr)[0];
      const expr = normalizedExpr[operator];
      const fn = options.context.getOperator(OpType.QUERY, operator);
      const leaf2 = key.substring(key.lastIndexOf('.') + 1);
      const pred = fn(leaf2, expr, options);
      if (!op || op === '$and') {
        selectors.$and.push([key, pred, leaf2]);
      } else if (op === '$nor') {
        selectors.$and.push([key, complement(pred), leaf2]);
      } else if (op === '$or') {
        selectors.$or.push([key, pred, leaf2]);
      }
    } else if (isOperator(key)) {
      assert(!!COMPOUND_OPS[key], `${OP3}: '${key}' is not allowed in this context`);
      for (const item of val) {
        for (const k of Object.keys(item)) stack.push([k, item[k], key]);
      }
    }
  }
  const sep = field.lastIndexOf('.');
  const parent2 = field.substring(0, sep) || field;
  const leaf = field.substring(sep + 1);
  return (t, o) => {
    const matches = [];
    for (const [key, pred, leaf2] of selectors.$and) {
      matches.push(findMatches(o, key, leaf2, pred));
    }
    if (selectors.$or.length) {
      const orMatches = [];
      for (const [key, pred, leaf2] of selectors.$or) {
        orMatches.push(...findMatches(o, key, leaf2, pred));
      }
      matches.push(unique(orMatches));
    }
    const i = intersection(matches).sort()[0];
    let first = resolve(o, field)[i];
    if (parent2 != leaf && !isObject(first)) {
      first = { [leaf]: first };
    }
    setValue(t, parent2, [first]);
  };
}
function mergeInto(target2, input) {
  if (target2 === MISSING || isNil(target2)) return input;
  if (isNil(input)) return target2;
  const out2 = target2;
  const src = input;
  for (const k of Object.keys(input)) {
    out2[k] = mergeInto(out2[k], src[k]);
  }
  return out2;
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/skip.js
init_esm_shims();
function $skip(coll, expr, _options) {
  assert(expr >= 0, '$skip value must be a non-negative integer');
  return coll.drop(expr);
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/cursor.js
var OPERATORS = { $sort, $skip, $limit };
var Cursor = class {
  #source;
  #predicate;
  #projection;
  #options;
  #operators = {};
  #result = null;
  #buffer = [];
  /**
   * Creates an instance of the Cursor class.
   *
   * @param source - The source of data to be iterated over.
   * @param predicate - A function or condition to filter the data.
   * @param projection - An object specifying the fields to include or exclude in the result.
   * @param options - Optional settings to customize the behavior of the cursor.
   */
  constructor(source, predicate, projection, options) {
    this.#source = source;
    this.#predicate = predicate;
    this.#projection = projection;
    this.#options = options;
  }
  /** Returns the iterator from running the query */
  fetch() {
    if (this.#result) return this.#result;
    this.#result = Lazy(this.#source).filter(this.#predicate);
    const mode = this.#options.processingMode;
    if (mode & ProcessingMode.CLONE_INPUT) this.#result.map((o) => cloneDeep(o));
    for (const op of Object.keys(OPERATORS)) {
      if (has(this.#operators, op)) {
        const f = OPERATORS[op];
        this.#result = f(this.#result, this.#operators[op], this.#options);
      }
    }
    if (Object.keys(this.#projection).length) {
      this.#result = $project(this.#result, this.#projection, this.#options);
    }
    if (mode & ProcessingMode.CLONE_OUTPUT) this.#result.map((o) => cloneDeep(o));
    return this.#result;
  }
  /** Returns an iterator with the buffered data included */
  fetchAll() {
    const buffered = Lazy(Array.from(this.#buffer));
    this.#buffer.length = 0;
    return concat(buffered, this.fetch());
  }
  /**
   * Return remaining objects in the cursor as an array. This method exhausts the cursor
   * @returns {Array}
   */
  all() {
    return this.fetchAll().collect();
  }
  /**
   * Returns a cursor that begins returning results only after passing or skipping a number of documents.
   * @param {Number} n the number of results to skip.
   * @return {Cursor} Returns the cursor, so you can chain this call.
   */
  skip(n) {
    this.#operators['$skip'] = n;
    return this;
  }
  /**
   * Limits the number of items returned by the cursor.
   *
   * @param n - The maximum number of items to return.
   * @returns The current cursor instance for chaining.
   */
  limit(n) {
    this.#operators['$limit'] = n;
    return this;
  }
  /**
   * Returns results ordered according to a sort specification.
   * @param {AnyObject} modifier an object of key and values specifying the sort order. 1 for ascending and -1 for descending
   * @return {Cursor} Returns the cursor, so you can chain this call.
   */
  sort(modifier) {
    this.#operators['$sort'] = modifier;
    return this;
  }
  /**
   * Sets the collation options for the cursor.
   * Collation allows users to specify language-specific rules for string comparison,
   * such as case sensitivity and accent marks.
   *
   * @param spec - The collation specification to apply.
   * @returns The current cursor instance for chaining.
   */
  collation(spec) {
    this.#options = { ...this.#options, collation: spec };
    return this;
  }
  /**
   * Retrieves the next item in the cursor.
   */
  next() {
    if (this.#buffer.length > 0) {
      return this.#buffer.pop();
    }
    const o = this.fetch().next();
    if (o.done) return void 0;
    return o.value;
  }
  /**
   * Determines if there are more elements available in the cursor.
   *
   * @returns {boolean} `true` if there are more elements to iterate over, otherwise `false`.
   */
  hasNext() {
    if (this.#buffer.length > 0) return true;
    const o = this.fetch().next();
    if (o.done) return false;
    this.#buffer.push(o.value);
    return true;
  }
  /**
   * Returns an iterator for the cursor, allowing it to be used in `for...of` loops.
   * The iterator fetches all the results from the cursor.
   *
   * @returns {Iterator} An iterator over the fetched results.
   */
  [Symbol.iterator]() {
    return this.fetchAll();
  }
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/query.js
var TOP_LEVEL_OPS = /* @__PURE__ */ new Set(['$and', '$or', '$nor', '$expr', '$jsonSchema']);
var Query = class {
  #compiled;
  #condition;
  #options;
  /**
   * Creates an instance of the query with the specified condition and options.
   * This object is preloaded with all query and projection operators.
   *
   * @param condition - The query condition object used to define the criteria for matching documents.
   * @param options - Optional configuration settings to customize the query behavior.
   */
  constructor(condition, options) {
    this.#condition = cloneDeep(condition);
    this.#options = ComputeOptions.init(options).update({
      condition,
    });
    this.#compiled = [];
    this.compile();
  }
  compile() {
    assert(
      isObject(this.#condition),
      `query criteria must be an object: ${JSON.stringify(this.#condition)}`,
    );
    const whereOperator = {};
    for (const field of Object.keys(this.#condition)) {
      const expr = this.#condition[field];
      if ('$where' === field) {
        assert(
          this.#options.scriptEnabled,
          "$where operator requires 'scriptEnabled' option to be true.",
        );
        Object.assign(whereOperator, { field, expr });
      } else if (TOP_LEVEL_OPS.has(field)) {
        this.processOperator(field, field, expr);
      } else {
        assert(!isOperator(field), `unknown top level operator: ${field}`);
        const normalizedExpr = normalize(expr);
        for (const operator of Object.keys(normalizedExpr)) {
          this.processOperator(field, operator, normalizedExpr[operator]);
        }
      }
      if (whereOperator.field) {
        this.processOperator(whereOperator.field, whereOperator.field, whereOperator.expr);
      }
    }
  }
  processOperator(field, operator, value) {
    const fn = this.#options.context.getOperator(OpType.QUERY, operator);
    assert(!!fn, `unknown query operator ${operator}`);
    this.#compiled.push(fn(field, value, this.#options));
  }
  /**
   * Tests whether the given object satisfies all compiled predicates.
   *
   * @template T - The type of the object to test.
   * @param obj - The object to be tested against the compiled predicates.
   * @returns `true` if the object satisfies all predicates, otherwise `false`.
   */
  test(obj) {
    return this.#compiled.every((p2) => p2(obj));
  }
  /**
   * Returns a cursor for iterating over the items in the given collection that match the query criteria.
   *
   * @typeParam T - The type of the items in the resulting cursor.
   * @param collection - The source collection to search through.
   * @param projection - An optional object specifying fields to include or exclude
   *                      in the returned items.
   * @returns A `Cursor` instance for iterating over the matching items.
   */
  find(collection, projection) {
    return new Cursor(collection, (o) => this.test(o), projection || {}, this.#options);
  }
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/_predicates.js
function elemMatchPredicate(criteria, options) {
  if (Object.keys(criteria).length === 0) {
    return (v) => isObject(v);
  }
  let format = (x) => x;
  let wrap2 = true;
  for (const k of Object.keys(criteria)) {
    wrap2 &&= isOperator(k) && '$and' !== k && '$or' !== k && '$nor' !== k;
    if (!wrap2) break;
  }
  if (wrap2) {
    criteria = { field: criteria };
    format = (x) => ({ field: x });
  }
  const q = new Query(criteria, options);
  return (v) => q.test(format(v));
}
function processQuery(selector, value, options, predicate) {
  let [begin, depth] = [-1, 0];
  while ((begin = selector.indexOf('.', begin + 1)) !== -1) depth++;
  const copts = ComputeOptions.init(options).update({ depth });
  const opts = { unwrapArray: true };
  if (predicate === $elemMatch) {
    value = elemMatchPredicate(value, options);
  }
  return (o) => {
    const lhs = resolve(o, selector, opts);
    return predicate(lhs, value, copts);
  };
}
function processExpression(obj, expr, options, predicate) {
  assert(isArray(expr) && expr.length === 2, `${predicate.name} expects array(2)`);
  const [lhs, rhs] = evalExpr(obj, expr, options);
  return predicate(lhs, rhs, options);
}
function $eq(a, b, options) {
  if (isEqual(a, b)) return true;
  if (isNil(a) && isNil(b)) return true;
  if (isArray(a)) {
    const depth = options?.local?.depth ?? 1;
    return a.some((v) => isEqual(v, b)) || flatten(a, depth).some((v) => isEqual(v, b));
  }
  return false;
}
function $ne(a, b, options) {
  return !$eq(a, b, options);
}
function $in2(a, b, _options) {
  if (isNil(a)) return b.some((v) => v === null);
  const values = ensureArray(a);
  if (intersection([values, b]).length > 0) return true;
  const patterns = b.filter(isRegExp);
  return (
    patterns.length > 0 && values.some((v) => isString(v) && patterns.some((re) => re.test(v)))
  );
}
function $nin(a, b, options) {
  return !$in2(a, b, options);
}
function $lt(a, b, _options) {
  return compare2(a, b, (x, y) => compare(x, y) < 0);
}
function $lte(a, b, _options) {
  return compare2(a, b, (x, y) => compare(x, y) <= 0);
}
function $gt(a, b, _options) {
  return compare2(a, b, (x, y) => compare(x, y) > 0);
}
function $gte(a, b, _options) {
  return compare2(a, b, (x, y) => compare(x, y) >= 0);
}
function $mod2(a, b, _options) {
  return ensureArray(a).some((x) => b.length === 2 && x % b[0] === b[1]);
}
function $regex(a, b, options) {
  const lhs = ensureArray(a);
  const match = (x) => isString(x) && truthy(b.exec(x), options?.useStrictMode);
  return lhs.some(match) || flatten(lhs, 1).some(match);
}
function $all(values, rhs, options) {
  if (!isArray(values) || !isArray(rhs) || !values.length || !rhs.length) {
    return false;
  }
  let matched = true;
  for (const expr of rhs) {
    if (!matched) break;
    if (isObject(expr) && Object.keys(expr)[0] === '$elemMatch') {
      const criteria = expr['$elemMatch'];
      const pred = elemMatchPredicate(criteria, options);
      matched = $elemMatch(values, pred, options);
    } else if (isRegExp(expr)) {
      matched = values.some((s) => isString(s) && expr.test(s));
    } else {
      matched = values.some((v) => isEqual(expr, v));
    }
  }
  return matched;
}
function $size2(a, b, _options) {
  return Array.isArray(a) && a.length === b;
}
function $elemMatch(a, b, _options) {
  if (isArray(a) && a.length !== 0) {
    for (let i = 0, len = a.length; i < len; i++) if (b(a[i])) return true;
  }
  return false;
}
var isNull = (a) => a === null;
var compareFuncs = {
  array: isArray,
  boolean: isBoolean,
  bool: isBoolean,
  date: isDate,
  number: isNumber,
  int: isInteger,
  long: isInteger,
  double: isNumber,
  decimal: isNumber,
  null: isNull,
  object: isObject,
  regexp: isRegExp,
  regex: isRegExp,
  string: isString,
  // added for completeness
  undefined: isNil,
  // deprecated
  // Mongo identifiers
  1: isNumber,
  //double
  2: isString,
  3: isObject,
  4: isArray,
  6: isNil,
  // deprecated
  8: isBoolean,
  9: isDate,
  10: isNull,
  11: isRegExp,
  16: isInteger,
  //int
  18: isInteger,
  //long
  19: isNumber,
  //decimal
};
function compareType(a, b, _) {
  const f = compareFuncs[b];
  return f ? f(a) : false;
}
function $type(a, b, options) {
  return isArray(b)
    ? b.findIndex((t) => compareType(a, t, options)) >= 0
    : compareType(a, b, options);
}
function compare2(a, b, f) {
  for (const v of ensureArray(a)) {
    if (typeOf(v) === typeOf(b) && f(v, b)) return true;
  }
  return false;
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/comparison/eq.js
var $eq2 = (obj, expr, options) => processExpression(obj, expr, options, $eq);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/comparison/gt.js
init_esm_shims();
var $gt2 = (obj, expr, options) => processExpression(obj, expr, options, $gt);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/comparison/gte.js
init_esm_shims();
var $gte2 = (obj, expr, options) => processExpression(obj, expr, options, $gte);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/comparison/lt.js
init_esm_shims();
var $lt2 = (obj, expr, options) => processExpression(obj, expr, options, $lt);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/comparison/lte.js
init_esm_shims();
var $lte2 = (obj, expr, options) => processExpression(obj, expr, options, $lte);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/comparison/ne.js
init_esm_shims();
var $ne2 = (obj, expr, options) => processExpression(obj, expr, options, $ne);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/conditional/cond.js
init_esm_shims();
var err2 = "$cond expects array(3) or object with 'if-then-else' expressions";
var $cond = (obj, expr, options) => {
  let ifExpr;
  let thenExpr;
  let elseExpr;
  if (isArray(expr)) {
    assert(expr.length === 3, err2);
    ifExpr = expr[0];
    thenExpr = expr[1];
    elseExpr = expr[2];
  } else {
    assert(isObject(expr), err2);
    ifExpr = expr.if;
    thenExpr = expr.then;
    elseExpr = expr.else;
  }
  const condition = truthy(evalExpr(obj, ifExpr, options), options.useStrictMode);
  return evalExpr(obj, condition ? thenExpr : elseExpr, options);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/conditional/ifNull.js
init_esm_shims();
var $ifNull = (obj, expr, options) => {
  assert(isArray(expr), '$ifNull expects an array');
  let val = void 0;
  for (const input of expr) {
    val = evalExpr(obj, input, options);
    if (!isNil(val)) return val;
  }
  return val;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/conditional/switch.js
init_esm_shims();
var $switch = (obj, expr, options) => {
  assert(isObject(expr), '$switch received invalid arguments');
  for (const { case: caseExpr, then } of expr.branches) {
    const condition = truthy(evalExpr(obj, caseExpr, options), options.useStrictMode);
    if (condition) return evalExpr(obj, then, options);
  }
  return evalExpr(obj, expr.default, options);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/custom/function.js
init_esm_shims();
var $function = (obj, expr, options) => {
  assert(options.scriptEnabled, "$function requires 'scriptEnabled' option to be true");
  const fn = evalExpr(obj, expr, options);
  return fn.body.apply(null, fn.args);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/dateAdd.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/_internal.js
init_esm_shims();
var TIME_UNITS = [
  'year',
  'quarter',
  'month',
  'week',
  'day',
  'hour',
  'minute',
  'second',
  'millisecond',
];
var ISO_WEEKDAYS = {
  mon: 1,
  tue: 2,
  wed: 3,
  thu: 4,
  fri: 5,
  sat: 6,
  sun: 7,
};
var LEAP_YEAR_REF_POINT = -1e9;
var DAYS_PER_WEEK = 7;
var isLeapYear = (y) => (y & 3) == 0 && (y % 100 != 0 || y % 400 == 0);
var DAYS_IN_YEAR = [
  365, 366,
  /*leap*/
];
var YEAR_DAYS_OFFSET = [
  [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334],
  [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335],
  /*leap*/
];
var dayOfYear = (d) =>
  YEAR_DAYS_OFFSET[+isLeapYear(d.getUTCFullYear())][d.getUTCMonth()] + d.getUTCDate();
var isoWeekday = (date, startOfWeek) => {
  const dow = date.getUTCDay() || 7;
  const name3 = startOfWeek.toLowerCase().substring(0, 3);
  return (dow - ISO_WEEKDAYS[name3] + DAYS_PER_WEEK) % DAYS_PER_WEEK;
};
var p = (y) => (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400)) % 7;
var weeks = (y) => 52 + Number(p(y) == 4 || p(y - 1) == 3);
function isoWeek(d) {
  const dow = d.getUTCDay() || 7;
  const w = Math.floor((10 + dayOfYear(d) - dow) / 7);
  if (w < 1) return weeks(d.getUTCFullYear() - 1);
  if (w > weeks(d.getUTCFullYear())) return 1;
  return w;
}
function weekOfYear(d) {
  const result = isoWeek(d);
  if (d.getUTCDay() > 0 && d.getUTCDate() == 1 && d.getUTCMonth() == 0) return 0;
  if (d.getUTCDay() == 0) return result + 1;
  return result;
}
function isoWeekYear(d) {
  return (
    d.getUTCFullYear() - Number(d.getUTCMonth() === 0 && d.getUTCDate() == 1 && d.getUTCDay() < 1)
  );
}
var MINUTES_PER_HOUR = 60;
var TIMEUNIT_IN_MILLIS = {
  week: 6048e5,
  day: 864e5,
  hour: 36e5,
  minute: 6e4,
  second: 1e3,
  millisecond: 1,
};
var DATE_FORMAT = '%Y-%m-%dT%H:%M:%S.%LZ';
var DATE_PART_INTERVAL = [
  ['year', 0, 9999],
  ['month', 1, 12],
  ['day', 1, 31],
  ['hour', 0, 23],
  ['minute', 0, 59],
  ['second', 0, 59],
  ['millisecond', 0, 999],
];
var MONTHS = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
var DATE_SYM_TABLE = {
  '%b': {
    name: 'abbr_month',
    padding: 3,
    re: /(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/i,
  },
  '%B': {
    name: 'full_month',
    padding: 0,
    re: /(January|February|March|April|May|June|July|August|September|October|November|December)/i,
  },
  '%Y': { name: 'year', padding: 4, re: /([0-9]{4})/ },
  '%G': { name: 'year', padding: 4, re: /([0-9]{4})/ },
  '%m': { name: 'month', padding: 2, re: /(0[1-9]|1[012])/ },
  '%d': { name: 'day', padding: 2, re: /(0[1-9]|[12][0-9]|3[01])/ },
  '%j': {
    name: 'day_of_year',
    padding: 3,
    re: /(0[0-9][1-9]|[12][0-9]{2}|3[0-5][0-9]|36[0-6])/,
  },
  '%H': { name: 'hour', padding: 2, re: /([01][0-9]|2[0-3])/ },
  '%M': { name: 'minute', padding: 2, re: /([0-5][0-9])/ },
  '%S': { name: 'second', padding: 2, re: /([0-5][0-9]|60)/ },
  '%L': { name: 'millisecond', padding: 3, re: /([0-9]{3})/ },
  '%w': { name: 'day_of_week', padding: 1, re: /([0-6])/ },
  '%u': { name: 'day_of_week_iso', padding: 1, re: /([1-7])/ },
  '%U': { name: 'week_of_year', padding: 2, re: /([1-4][0-9]?|5[0-3]?)/ },
  '%V': { name: 'week_of_year_iso', padding: 2, re: /([1-4][0-9]?|5[0-3]?)/ },
  '%z': {
    name: 'timezone',
    padding: 2,
    re: /(([+-][01][0-9]|2[0-3]):?([0-5][0-9])?)/,
  },
  '%Z': { name: 'minute_offset', padding: 3, re: /([+-][0-9]{3})/ },
  '%%': { name: 'percent_literal', padding: 1, re: /%%/ },
};
var DATE_FORMAT_SYM_RE = /(%[bBYGmdjHMSLwuUVzZ%])/g;
var DATE_FORMAT_SEP_RE = /%[bBYGmdjHMSLwuUVzZ%]/;
var TIMEZONE_RE = /^[a-zA-Z_]+\/[a-zA-Z_]+$/;
function parseTimezone(timeZone, date) {
  if (timeZone === void 0) return 0;
  if (TIMEZONE_RE.test(timeZone)) {
    const utcDate = new Date(date.toLocaleString('en-US', { timeZone: 'UTC' }));
    const tzDate = new Date(date.toLocaleString('en-US', { timeZone }));
    return Math.round((tzDate.getTime() - utcDate.getTime()) / 6e4);
  }
  const match = DATE_SYM_TABLE['%z'].re.exec(timeZone);
  assert(!!match, `timezone '${timeZone}' is invalid or not supported.`);
  const hr = parseInt(match[2]) || 0;
  const min = parseInt(match[3]) || 0;
  return (Math.abs(hr * MINUTES_PER_HOUR) + min) * (hr < 0 ? -1 : 1);
}
function formatTimezone(minuteOffset) {
  return (
    (minuteOffset < 0 ? '-' : '+') +
    padDigits(Math.abs(Math.floor(minuteOffset / MINUTES_PER_HOUR)), 2) +
    padDigits(Math.abs(minuteOffset) % MINUTES_PER_HOUR, 2)
  );
}
function adjustDate(d, minuteOffset) {
  d.setUTCMinutes(d.getUTCMinutes() + minuteOffset);
}
function computeDate(obj, expr, options) {
  const d = evalExpr(obj, expr, options);
  if (isDate(d)) return new Date(d);
  assert(!!d?.date, `cannot convert ${JSON.stringify(expr)} to date`);
  const date = new Date(d.date);
  if (d.timezone) adjustDate(date, parseTimezone(d.timezone, date));
  return date;
}
function padDigits(n, digits) {
  return new Array(Math.max(digits - String(n).length + 1, 0)).join('0') + n.toString();
}
var leapYearsSinceReferencePoint = (year) => {
  const yearsSinceReferencePoint = year - LEAP_YEAR_REF_POINT;
  return (
    Math.trunc(yearsSinceReferencePoint / 4) -
    Math.trunc(yearsSinceReferencePoint / 100) +
    Math.trunc(yearsSinceReferencePoint / 400)
  );
};
function daysBetweenYears(startYear, endYear) {
  return Math.trunc(
    leapYearsSinceReferencePoint(endYear - 1) -
      leapYearsSinceReferencePoint(startYear - 1) +
      (endYear - startYear) * DAYS_IN_YEAR[0],
  );
}
var dateDiffYear = (start, end) => end.getUTCFullYear() - start.getUTCFullYear();
var dateDiffMonth = (start, end) =>
  end.getUTCMonth() - start.getUTCMonth() + dateDiffYear(start, end) * 12;
var dateDiffQuarter = (start, end) => {
  const a = Math.trunc(start.getUTCMonth() / 3);
  const b = Math.trunc(end.getUTCMonth() / 3);
  return b - a + dateDiffYear(start, end) * 4;
};
var dateDiffDay = (start, end) =>
  dayOfYear(end) -
  dayOfYear(start) +
  daysBetweenYears(start.getUTCFullYear(), end.getUTCFullYear());
var dateDiffWeek = (start, end, startOfWeek) => {
  const wk = (startOfWeek || 'sun').substring(0, 3);
  return Math.trunc(
    (dateDiffDay(start, end) + isoWeekday(start, wk) - isoWeekday(end, wk)) / DAYS_PER_WEEK,
  );
};
var dateDiffHour = (start, end) =>
  end.getUTCHours() - start.getUTCHours() + dateDiffDay(start, end) * 24;
var addMonth = (d, amount) => {
  const m = d.getUTCMonth() + amount;
  const yearOffset = Math.floor(m / 12);
  if (m < 0) {
    const month = (m % 12) + 12;
    d.setUTCFullYear(d.getUTCFullYear() + yearOffset, month, d.getUTCDate());
  } else {
    d.setUTCFullYear(d.getUTCFullYear() + yearOffset, m % 12, d.getUTCDate());
  }
};
var dateAdd = (date, unit, amount, _timezone) => {
  const d = new Date(date);
  switch (unit) {
    case 'year':
      d.setUTCFullYear(d.getUTCFullYear() + amount);
      break;
    case 'quarter':
      addMonth(d, 3 * amount);
      break;
    case 'month':
      addMonth(d, amount);
      break;
    default:
      d.setTime(d.getTime() + TIMEUNIT_IN_MILLIS[unit] * amount);
  }
  return d;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/dateAdd.js
var $dateAdd = (obj, expr, options) => {
  const args = evalExpr(obj, expr, options);
  return dateAdd(args.startDate, args.unit, args.amount, args.timezone);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/dateDiff.js
init_esm_shims();
var $dateDiff = (obj, expr, options) => {
  const { startDate, endDate, unit, timezone, startOfWeek } = evalExpr(obj, expr, options);
  const d1 = new Date(startDate);
  const d2 = new Date(endDate);
  adjustDate(d1, parseTimezone(timezone, d1));
  adjustDate(d2, parseTimezone(timezone, d2));
  switch (unit) {
    case 'year':
      return dateDiffYear(d1, d2);
    case 'quarter':
      return dateDiffQuarter(d1, d2);
    case 'month':
      return dateDiffMonth(d1, d2);
    case 'week':
      return dateDiffWeek(d1, d2, startOfWeek);
    case 'day':
      return dateDiffDay(d1, d2);
    case 'hour':
      return dateDiffHour(d1, d2);
    case 'minute':
      d1.setUTCSeconds(0);
      d1.setUTCMilliseconds(0);
      d2.setUTCSeconds(0);
      d2.setUTCMilliseconds(0);
      return Math.round((d2.getTime() - d1.getTime()) / TIMEUNIT_IN_MILLIS[unit]);
    default:
      return Math.round((d2.getTime() - d1.getTime()) / TIMEUNIT_IN_MILLIS[unit]);
  }
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/dateFromParts.js
init_esm_shims();
var DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
var getDaysInMonth = (date) => {
  return date.month == 2 && isLeapYear(date.year) ? 29 : DAYS_IN_MONTH[date.month - 1];
};
var $dateFromParts = (obj, expr, options) => {
  const args = evalExpr(obj, expr, options);
  const minuteOffset = parseTimezone(args.timezone, /* @__PURE__ */ new Date());
  for (let i = DATE_PART_INTERVAL.length - 1, remainder = 0; i >= 0; i--) {
    const datePartInterval = DATE_PART_INTERVAL[i];
    const k = datePartInterval[0];
    const min = datePartInterval[1];
    const max = datePartInterval[2];
    let part = (args[k] || 0) + remainder;
    remainder = 0;
    const limit = max + 1;
    if (k == 'hour') part += Math.floor(minuteOffset / MINUTES_PER_HOUR) * -1;
    if (k == 'minute') part += (minuteOffset % MINUTES_PER_HOUR) * -1;
    if (part < min) {
      const delta = min - part;
      remainder = -1 * Math.ceil(delta / limit);
      part = limit - (delta % limit);
    } else if (part > max) {
      part += min;
      remainder = Math.trunc(part / limit);
      part %= limit;
    }
    args[k] = part;
  }
  args.day = Math.min(args.day, getDaysInMonth(args));
  return new Date(
    Date.UTC(
      args.year,
      args.month - 1,
      args.day,
      args.hour,
      args.minute,
      args.second,
      args.millisecond,
    ),
  );
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/dateFromString.js
init_esm_shims();
function tzLetterOffset(c) {
  if (c === 'Z') return 0;
  if (c >= 'A' && c < 'N') return c.charCodeAt(0) - 64;
  return 77 - c.charCodeAt(0);
}
var regexStrip = (s) => s.replace(/^\//, '').replace(/\/$/, '').replace(/\/i/, '');
var REGEX_SPECIAL_CHARS = ['^', '.', '-', '*', '?', '$'];
function regexQuote(s) {
  for (const c of REGEX_SPECIAL_CHARS) s = s.replace(c, `\\${c}`);
  return s;
}
function $dateFromString(obj, expr, options) {
  const args = evalExpr(obj, expr, options);
  const format = args.format || DATE_FORMAT;
  const onNull = args.onNull || null;
  let dateString = args.dateString;
  if (isNil(dateString)) return onNull;
  const separators = format.split(DATE_FORMAT_SEP_RE);
  separators.reverse();
  const matches = format.match(DATE_FORMAT_SYM_RE);
  const dateParts = {};
  let expectedPattern = '';
  for (let i = 0, len = matches.length; i < len; i++) {
    const formatSpecifier = matches[i];
    const props = DATE_SYM_TABLE[formatSpecifier];
    if (isObject(props)) {
      const m2 = props.re.exec(dateString);
      const delimiter = separators.pop() || '';
      if (m2 !== null) {
        dateParts[props.name] = /^\d+$/.exec(m2[0]) ? parseInt(m2[0]) : m2[0];
        dateString = dateString.substring(m2.index + m2[0].length + 1);
        expectedPattern += regexQuote(delimiter) + regexStrip(props.re.toString());
      } else {
        dateParts[props.name] = null;
      }
    }
  }
  if (isNil(dateParts.month)) {
    const abbrMonth = (
      dateParts.full_month?.slice(0, 3) ??
      dateParts.abbr_month ??
      ''
    ).toLowerCase();
    if (MONTHS[abbrMonth]) {
      dateParts.month = MONTHS[abbrMonth];
    }
  }
  if (
    isNil(dateParts.year) ||
    isNil(dateParts.month) ||
    isNil(dateParts.day) ||
    !new RegExp('^' + expectedPattern + '[A-Z]?$').test(args.dateString)
  ) {
    return args.onError;
  }
  const m = args.dateString.match(/([A-Z])$/);
  assert(
    // only one of in-date timeone or timezone argument but not both.
    !(m && args.timezone),
    `$dateFromString: you cannot pass in a date/time string with time zone information ('${m && m[0]}') together with a timezone argument`,
  );
  const minuteOffset = m
    ? tzLetterOffset(m[0]) * MINUTES_PER_HOUR
    : parseTimezone(args.timezone, /* @__PURE__ */ new Date());
  const d = new Date(Date.UTC(dateParts.year, dateParts.month - 1, dateParts.day, 0, 0, 0));
  if (!isNil(dateParts.hour)) d.setUTCHours(dateParts.hour);
  if (!isNil(dateParts.minute)) d.setUTCMinutes(dateParts.minute);
  if (!isNil(dateParts.second)) d.setUTCSeconds(dateParts.second);
  if (!isNil(dateParts.millisecond)) d.setUTCMilliseconds(dateParts.millisecond);
  adjustDate(d, -minuteOffset);
  return d;
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/dateSubtract.js
init_esm_shims();
var $dateSubtract = (obj, expr, options) => {
  const args = evalExpr(obj, expr, options);
  return dateAdd(args.startDate, args.unit, -args.amount, args.timezone);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/dateToParts.js
init_esm_shims();
var $dateToParts = (obj, expr, options) => {
  const args = evalExpr(obj, expr, options);
  const d = new Date(args.date);
  adjustDate(d, parseTimezone(args.timezone, d));
  const timePart = {
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
  };
  if (args.iso8601 == true) {
    return Object.assign(timePart, {
      isoWeekYear: isoWeekYear(d),
      isoWeek: isoWeek(d),
      isoDayOfWeek: d.getUTCDay() || 7,
    });
  }
  return Object.assign(timePart, {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
  });
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/dateToString.js
init_esm_shims();
var DATE_FUNCTIONS = {
  '%Y': (d) => d.getUTCFullYear(),
  //year
  '%G': (d) => d.getUTCFullYear(),
  //year
  '%m': (d) => d.getUTCMonth() + 1,
  //month
  '%d': (d) => d.getUTCDate(),
  //dayOfMonth
  '%H': (d) => d.getUTCHours(),
  //hour
  '%M': (d) => d.getUTCMinutes(),
  //minutes
  '%S': (d) => d.getUTCSeconds(),
  //seconds
  '%L': (d) => d.getUTCMilliseconds(),
  //milliseconds
  '%u': (d) => d.getUTCDay() || 7,
  //isoDayOfWeek
  '%U': weekOfYear,
  '%V': isoWeek,
  '%j': dayOfYear,
  '%w': (d) => d.getUTCDay(),
  //dayOfWeek
};
var $dateToString = (obj, expr, options) => {
  const args = evalExpr(obj, expr, options);
  if (isNil(args.onNull)) args.onNull = null;
  if (isNil(args.date)) return args.onNull;
  const date = computeDate(obj, args.date, options);
  let format = args.format ?? DATE_FORMAT;
  const minuteOffset = parseTimezone(args.timezone, date);
  const matches = format.match(DATE_FORMAT_SYM_RE);
  if (!matches) return format;
  adjustDate(date, minuteOffset);
  for (let i = 0, len = matches.length; i < len; i++) {
    const formatSpec = matches[i];
    assert(formatSpec in DATE_SYM_TABLE, `$dateToString: invalid format specifier ${formatSpec}`);
    const { name: name3, padding } = DATE_SYM_TABLE[formatSpec];
    const fn = DATE_FUNCTIONS[formatSpec];
    let value = '';
    if (fn) {
      value = padDigits(fn(date), padding);
    } else {
      switch (name3) {
        case 'timezone':
          value = formatTimezone(minuteOffset);
          break;
        case 'minute_offset':
          value = minuteOffset.toString();
          break;
        case 'abbr_month':
        case 'full_month': {
          const format2 = name3.startsWith('abbr') ? 'short' : 'long';
          value = date.toLocaleString('en-US', { month: format2 });
          break;
        }
      }
    }
    format = format.replace(formatSpec, value);
  }
  return format;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/dateTrunc.js
init_esm_shims();
var REF_DATE_MILLIS = 9466848e5;
var distanceToBinLowerBound = (value, binSize) => {
  let remainder = value % binSize;
  if (remainder < 0) {
    remainder += binSize;
  }
  return remainder;
};
var DATE_DIFF_FN = {
  day: dateDiffDay,
  month: dateDiffMonth,
  quarter: dateDiffQuarter,
  year: dateDiffYear,
};
var DAYS_OF_WEEK_RE =
  /(mon(day)?|tue(sday)?|wed(nesday)?|thu(rsday)?|fri(day)?|sat(urday)?|sun(day)?)/i;
var $dateTrunc = (obj, expr, options) => {
  const {
    date,
    unit,
    binSize: optBinSize,
    timezone,
    startOfWeek: optStartOfWeek,
  } = evalExpr(obj, expr, options);
  if (isNil(date) || isNil(unit)) return null;
  const startOfWeek = (optStartOfWeek ?? 'sun').toLowerCase().substring(0, 3);
  assert(isDate(date), "$dateTrunc: 'date' must resolve to a valid Date object.");
  assert(TIME_UNITS.includes(unit), '$dateTrunc: unit is invalid.');
  assert(
    unit != 'week' || DAYS_OF_WEEK_RE.test(startOfWeek),
    `$dateTrunc: startOfWeek '${startOfWeek}' is not a valid.`,
  );
  assert(
    isNil(optBinSize) || optBinSize > 0,
    "$dateTrunc requires 'binSize' to be greater than 0, but got value 0.",
  );
  const binSize = optBinSize ?? 1;
  switch (unit) {
    case 'millisecond':
    case 'second':
    case 'minute':
    case 'hour': {
      const binSizeMillis = binSize * TIMEUNIT_IN_MILLIS[unit];
      const shiftedDate = date.getTime() - REF_DATE_MILLIS;
      return new Date(date.getTime() - distanceToBinLowerBound(shiftedDate, binSizeMillis));
    }
    default: {
      assert(binSize <= 1e11, 'dateTrunc unsupported binSize value');
      const d = new Date(date);
      const refPointDate = new Date(REF_DATE_MILLIS);
      let distanceFromRefPoint = 0;
      if (unit == 'week') {
        const refPointDayOfWeek = isoWeekday(refPointDate, startOfWeek);
        const daysToAdjustBy = (DAYS_PER_WEEK - refPointDayOfWeek) % DAYS_PER_WEEK;
        refPointDate.setTime(refPointDate.getTime() + daysToAdjustBy * TIMEUNIT_IN_MILLIS.day);
        distanceFromRefPoint = dateDiffWeek(refPointDate, d, startOfWeek);
      } else {
        distanceFromRefPoint = DATE_DIFF_FN[unit](refPointDate, d);
      }
      const binLowerBoundFromRefPoint =
        distanceFromRefPoint - distanceToBinLowerBound(distanceFromRefPoint, binSize);
      const newDate = dateAdd(refPointDate, unit, binLowerBoundFromRefPoint, timezone);
      const minuteOffset = parseTimezone(timezone, newDate);
      adjustDate(newDate, -minuteOffset);
      return newDate;
    }
  }
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/dayOfMonth.js
init_esm_shims();
var $dayOfMonth = (obj, expr, options) => computeDate(obj, expr, options).getUTCDate();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/dayOfWeek.js
init_esm_shims();
var $dayOfWeek = (obj, expr, options) => computeDate(obj, expr, options).getUTCDay() + 1;

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/dayOfYear.js
init_esm_shims();
var $dayOfYear = (obj, expr, options) => dayOfYear(computeDate(obj, expr, options));

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/hour.js
init_esm_shims();
var $hour = (obj, expr, options) => computeDate(obj, expr, options).getUTCHours();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/isoDayOfWeek.js
init_esm_shims();
var $isoDayOfWeek = (obj, expr, options) => computeDate(obj, expr, options).getUTCDay() || 7;

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/isoWeek.js
init_esm_shims();
var $isoWeek = (obj, expr, options) => isoWeek(computeDate(obj, expr, options));

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/isoWeekYear.js
init_esm_shims();
var $isoWeekYear = (obj, expr, options) => isoWeekYear(computeDate(obj, expr, options));

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/millisecond.js
init_esm_shims();
var $millisecond = (obj, expr, options) => computeDate(obj, expr, options).getUTCMilliseconds();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/minute.js
init_esm_shims();
var $minute = (obj, expr, options) => computeDate(obj, expr, options).getUTCMinutes();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/month.js
init_esm_shims();
var $month = (obj, expr, options) => computeDate(obj, expr, options).getUTCMonth() + 1;

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/second.js
init_esm_shims();
var $second = (obj, expr, options) => computeDate(obj, expr, options).getUTCSeconds();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/week.js
init_esm_shims();
var $week = (obj, expr, options) => weekOfYear(computeDate(obj, expr, options));

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/date/year.js
init_esm_shims();
var $year = (obj, expr, options) => computeDate(obj, expr, options).getUTCFullYear();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/literal.js
init_esm_shims();
var $literal = (_obj, expr, _options) => expr;

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/median.js
init_esm_shims();
var $median2 = (obj, expr, options) => {
  const input = evalExpr(obj, expr.input, options);
  return $median(input, { input: '$$CURRENT', method: expr.method }, options);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/misc/getField.js
init_esm_shims();
var $getField = (obj, expr, options) => {
  const args = evalExpr(obj, expr, options);
  const { field, input } = isString(args)
    ? { field: args, input: obj }
    : { field: args.field, input: args.input ?? obj };
  return input[field];
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/misc/rand.js
init_esm_shims();
var $rand = (_obj, _expr, _options) => Math.random();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/misc/sampleRate.js
init_esm_shims();
var $sampleRate = (obj, expr, options) => Math.random() <= evalExpr(obj, expr, options);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/object/mergeObjects.js
init_esm_shims();
var $mergeObjects2 = (obj, expr, options) => {
  const docs = evalExpr(obj, expr, options);
  if (isNil(docs)) return {};
  if (!isArray(docs)) return errExpectArray(options.failOnError, '$mergeObjects', ARR_OPTS.obj);
  return $mergeObjects(docs, expr, options);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/object/objectToArray.js
init_esm_shims();
var $objectToArray = (obj, expr, options) => {
  const val = evalExpr(obj, expr, options);
  if (isNil(val)) return null;
  if (!isObject(val)) return errExpectObject(options.failOnError, '$objectToArray');
  const keys = Object.keys(val);
  const result = new Array(keys.length);
  let i = 0;
  for (const k of keys) {
    result[i++] = { k, v: val[k] };
  }
  return result;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/object/setField.js
init_esm_shims();
var OP4 = '$setField';
var $setField = (obj, expr, options) => {
  assert(
    isObject(expr) && has(expr, 'input', 'field', 'value'),
    '$setField expects object { input, field, value }',
  );
  const { input, field, value } = evalExpr(obj, expr, options);
  if (isNil(input)) return null;
  const foe = options.failOnError;
  if (!isObject(input)) return errExpectObject(foe, `${OP4} 'input'`);
  if (!isString(field)) return errExpectString(foe, `${OP4} 'field'`);
  const newObj = { ...input };
  if (expr.value == '$$REMOVE') {
    delete newObj[field];
  } else {
    newObj[field] = value;
  }
  return newObj;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/object/unsetField.js
init_esm_shims();
var $unsetField = (obj, expr, options) => {
  return $setField(obj, { ...expr, value: '$$REMOVE' }, options);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/percentile.js
init_esm_shims();
var $percentile2 = (obj, expr, options) => {
  const input = evalExpr(obj, expr.input, options);
  return $percentile(input, { ...expr, input: '$$CURRENT' }, options);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/set/allElementsTrue.js
init_esm_shims();
var $allElementsTrue = (obj, expr, options) => {
  if (isArray(expr)) {
    if (expr.length === 0) return true;
    assert(expr.length === 1, '$allElementsTrue expects array(1)');
    expr = expr[0];
  }
  const foe = options.failOnError;
  const args = evalExpr(obj, expr, options);
  if (!isArray(args)) return errExpectArray(foe, `$allElementsTrue argument`);
  for (const v of args) if (!truthy(v, options.useStrictMode)) return false;
  return true;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/set/anyElementTrue.js
init_esm_shims();
var $anyElementTrue = (obj, expr, options) => {
  if (isArray(expr)) {
    if (expr.length === 0) return false;
    assert(expr.length === 1, '$anyElementTrue expects array(1)');
    expr = expr[0];
  }
  const foe = options.failOnError;
  const args = evalExpr(obj, expr, options);
  if (!isArray(args)) return errExpectArray(foe, `$anyElementTrue argument`);
  for (const v of args) if (truthy(v, options.useStrictMode)) return true;
  return false;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/set/setDifference.js
init_esm_shims();
var OP5 = '$setDifference';
var $setDifference = (obj, expr, options) => {
  assert(isArray(expr) && expr.length == 2, `${OP5} expects array(2)`);
  const args = evalExpr(obj, expr, options);
  const foe = options.failOnError;
  let ok = true;
  for (const v of args) {
    if (isNil(v)) return null;
    ok &&= isArray(v);
  }
  if (!ok) return errExpectArray(foe, `${OP5} arguments`);
  const m = HashMap.init();
  for (const v of args[0]) m.set(v, true);
  for (const v of args[1]) m.delete(v);
  return Array.from(m.keys());
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/set/setEquals.js
init_esm_shims();
var $setEquals = (obj, expr, options) => {
  assert(isArray(expr), '$setEquals expects array');
  const args = evalExpr(obj, expr, options);
  const foe = options.failOnError;
  if (!args.every(isArray)) return errExpectArray(foe, '$setEquals arguments');
  const map = HashMap.init();
  const first = args[0];
  for (let i = 0; i < first.length; i++) map.set(first[i], i);
  for (let i = 1; i < args.length; i++) {
    const arr = args[i];
    const set = /* @__PURE__ */ new Set();
    for (let j = 0; j < arr.length; j++) {
      const n = map.get(arr[j]) ?? -1;
      if (n === -1) return false;
      set.add(n);
    }
    if (set.size !== map.size) return false;
  }
  return true;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/set/setIntersection.js
init_esm_shims();
var OP6 = '$setIntersection';
var $setIntersection = (obj, expr, options) => {
  assert(isArray(expr), `${OP6} expects array`);
  const args = evalExpr(obj, expr, options);
  const foe = options.failOnError;
  let ok = true;
  for (const v of args) {
    if (isNil(v)) return null;
    ok &&= isArray(v);
  }
  if (!ok) return errExpectArray(foe, `${OP6} arguments`);
  return intersection(args);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/set/setIsSubset.js
init_esm_shims();
var OP7 = '$setIsSubset';
var $setIsSubset = (obj, expr, options) => {
  assert(isArray(expr) && expr.length === 2, `${OP7} expects array(2)`);
  const args = evalExpr(obj, expr, options);
  if (!args.every(isArray)) return errExpectArray(options.failOnError, `${OP7} arguments`);
  const [first, second] = args;
  const map = HashMap.init();
  for (const v of second) map.set(v, 0);
  for (const v of first) if (!map.has(v)) return false;
  return true;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/set/setUnion.js
init_esm_shims();
var $setUnion = (obj, expr, options) => {
  const args = evalExpr(obj, expr, options);
  const foe = options.failOnError;
  if (isNil(args)) return null;
  if (!isArray(args)) return errExpectArray(foe, '$setUnion');
  if (isArray(expr)) {
    if (!args.every(isArray)) return errExpectArray(foe, '$setUnion arguments');
    return unique(flatten(args));
  }
  return unique(args);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/concat.js
init_esm_shims();
var $concat = (obj, expr, options) => {
  assert(isArray(expr), '$concat expects array');
  const foe = options.failOnError;
  const args = evalExpr(obj, expr, options);
  let ok = true;
  for (const s of args) {
    if (isNil(s)) return null;
    ok &&= isString(s);
  }
  if (!ok) return errExpectArray(foe, '$concat', { type: 'string' });
  return args.join('');
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/indexOfBytes.js
init_esm_shims();
var OP8 = '$indexOfBytes';
var $indexOfBytes = (obj, expr, options) => {
  assert(isArray(expr) && expr.length > 1 && expr.length < 5, `${OP8} expects array(4)`);
  const args = evalExpr(obj, expr, options);
  const foe = options.failOnError;
  const str = args[0];
  if (isNil(str)) return null;
  if (!isString(str)) return errExpectString(foe, `${OP8} arg1 <string>`);
  const search = args[1];
  if (!isString(search)) return errExpectString(foe, `${OP8} arg2 <search>`);
  const start = args[2] ?? 0;
  const end = args[3] ?? str.length;
  if (!isInteger(start) || start < 0)
    return errExpectInteger(foe, `${OP8} arg3 <start>`, { min: 0 });
  if (!isInteger(end) || end < 0) return errExpectInteger(foe, `${OP8} arg4 <end>`, { min: 0 });
  if (start > end) return -1;
  const index = str.substring(start, end).indexOf(search);
  return index > -1 ? index + start : index;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/ltrim.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/_internal.js
init_esm_shims();
var WHITESPACE_CHARS = [
  0,
  // '\0' Null character
  32,
  // ' ', Space
  9,
  // '\t' Horizontal tab
  10,
  // '\n' Line feed/new line
  11,
  // '\v' Vertical tab
  12,
  // '\f' Form feed
  13,
  // '\r' Carriage return
  160,
  // Non-breaking space
  5760,
  // Ogham space mark
  8192,
  // En quad
  8193,
  // Em quad
  8194,
  // En space
  8195,
  // Em space
  8196,
  // Three-per-em space
  8197,
  // Four-per-em space
  8198,
  // Six-per-em space
  8199,
  // Figure space
  8200,
  // Punctuation space
  8201,
  // Thin space
  8202,
  // Hair space
];
function trimString(obj, expr, options, trimOpts) {
  const val = evalExpr(obj, expr, options);
  const s = val.input;
  if (isNil(s)) return null;
  const codepoints = isNil(val.chars)
    ? WHITESPACE_CHARS
    : val.chars.split('').map((c) => c.codePointAt(0));
  let i = 0;
  let j = s.length - 1;
  while (trimOpts.left && i <= j && codepoints.indexOf(s[i].codePointAt(0)) !== -1) i++;
  while (trimOpts.right && i <= j && codepoints.indexOf(s[j].codePointAt(0)) !== -1) j--;
  return s.substring(i, j + 1);
}
function regexSearch(obj, expr, options, reOpts) {
  const val = evalExpr(obj, expr, options);
  if (!isString(val.input)) return [];
  const regexOptions = val.options;
  if (regexOptions) {
    assert(regexOptions.indexOf('x') === -1, "extended capability option 'x' not supported");
    assert(regexOptions.indexOf('g') === -1, "global option 'g' not supported");
  }
  let input = val.input;
  const re = new RegExp(val.regex, regexOptions);
  let m;
  const matches = new Array();
  let offset = 0;
  while ((m = re.exec(input))) {
    const result = {
      match: m[0],
      idx: m.index + offset,
      captures: [],
    };
    for (let i = 1; i < m.length; i++) result.captures.push(m[i] || null);
    matches.push(result);
    if (!reOpts.global) break;
    offset = m.index + m[0].length;
    input = input.substring(offset);
  }
  return matches;
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/ltrim.js
var $ltrim = (obj, expr, options) => {
  return trimString(obj, expr, options, { left: true, right: false });
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/regexFind.js
init_esm_shims();
var $regexFind = (obj, expr, options) => {
  const result = regexSearch(obj, expr, options, { global: false });
  return isArray(result) && result.length > 0 ? result[0] : null;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/regexFindAll.js
init_esm_shims();
var $regexFindAll = (obj, expr, options) => {
  return regexSearch(obj, expr, options, { global: true });
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/regexMatch.js
init_esm_shims();
var $regexMatch = (obj, expr, options) => {
  return regexSearch(obj, expr, options, { global: false })?.length != 0;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/replaceAll.js
init_esm_shims();
var OP9 = '$replaceAll';
var $replaceAll = (obj, expr, options) => {
  assert(isObject(expr), `${OP9} expects an object argument`);
  const foe = options.failOnError;
  const args = evalExpr(obj, expr, options);
  const { input, find: find2, replacement } = args;
  if (isNil(input) || isNil(find2) || isNil(replacement)) return null;
  if (!isString(input)) return errExpectString(foe, `${OP9} 'input'`);
  if (!isString(find2)) return errExpectString(foe, `${OP9} 'find'`);
  if (!isString(replacement)) return errExpectString(foe, `${OP9} 'replacement'`);
  return input.split(find2).join(replacement);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/replaceOne.js
init_esm_shims();
var OP10 = '$replaceOne';
var $replaceOne = (obj, expr, options) => {
  const foe = options.failOnError;
  const args = evalExpr(obj, expr, options);
  const { input, find: find2, replacement } = args;
  if (isNil(input) || isNil(find2) || isNil(replacement)) return null;
  if (!isString(input)) return errExpectString(foe, `${OP10} 'input'`);
  if (!isString(find2)) return errExpectString(foe, `${OP10} 'find'`);
  if (!isString(replacement)) return errExpectString(foe, `${OP10} 'replacement'`);
  const idx = input.indexOf(find2);
  if (idx < 0) return input;
  return input.slice(0, idx) + replacement + input.slice(idx + find2.length);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/rtrim.js
init_esm_shims();
var $rtrim = (obj, expr, options) => {
  return trimString(obj, expr, options, { left: false, right: true });
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/split.js
init_esm_shims();
var $split = (obj, expr, options) => {
  assert(isArray(expr) && expr.length === 2, `$split expects array(2)`);
  const args = evalExpr(obj, expr, options);
  const foe = options.failOnError;
  if (isNil(args[0])) return null;
  if (!args.every(isString)) return errExpectArray(foe, `$split `, { size: 2, type: 'string' });
  return args[0].split(args[1]);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/strcasecmp.js
init_esm_shims();
var $strcasecmp = (obj, expr, options) => {
  assert(isArray(expr) && expr.length === 2, `$strcasecmp expects array(2)`);
  const args = evalExpr(obj, expr, options);
  const foe = options.failOnError;
  let t_nil = true;
  let t_str = true;
  for (const v of args) {
    t_nil &&= isNil(v);
    t_str &&= isString(v);
  }
  if (t_nil) return 0;
  if (!t_str) return errExpectArray(foe, `$strcasecmp arguments`, { type: 'string' });
  return simpleCmp(args[0].toLowerCase(), args[1].toLowerCase());
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/strLenBytes.js
init_esm_shims();
var $strLenBytes = (obj, expr, options) => {
  const s = evalExpr(obj, expr, options);
  if (!isString(s)) return errExpectString(options.failOnError, '$strLenBytes');
  return ~-encodeURI(s).split(/%..|./).length;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/strLenCP.js
init_esm_shims();
var $strLenCP = (obj, expr, options) => {
  const s = evalExpr(obj, expr, options);
  if (!isString(s)) return errExpectString(options.failOnError, '$strLenCP');
  return [...s].length;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/substr.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/substrBytes.js
init_esm_shims();
var OP11 = '$substrBytes';
var $substrBytes = (obj, expr, options) => {
  assert(isArray(expr) && expr.length === 3, `${OP11} expects array(3)`);
  const [s, index, count2] = evalExpr(obj, expr, options);
  const foe = options.failOnError;
  const nil = isNil(s);
  if (!nil && !isString(s)) return errExpectString(foe, `${OP11} arg1 <string>`);
  if (!isInteger(index) || index < 0)
    return errExpectInteger(foe, `${OP11} arg2 <index>`, { min: 0 });
  if (!isInteger(count2) || count2 < 0)
    return errExpectInteger(foe, `${OP11} arg3 <count>`, { min: 0 });
  if (nil) return '';
  let utf8Pos = 0;
  let start16 = null;
  let end16 = null;
  const err3 = `${OP11} UTF-8 boundary falls inside a continuation byte`;
  for (let i = 0; i < s.length;) {
    const cp = s.codePointAt(i);
    if (cp === void 0) return errInvalidArgs(foe, `${OP11} byte index out of range`);
    const utf8Len = cp < 128 ? 1 : cp < 2048 ? 2 : cp < 65536 ? 3 : 4;
    const utf16Len = cp > 65535 ? 2 : 1;
    if (start16 === null) {
      if (index > utf8Pos && index < utf8Pos + utf8Len) return errInvalidArgs(foe, err3);
      if (utf8Pos === index) {
        start16 = i;
      }
    }
    const endByte = index + count2;
    if (start16 !== null && end16 === null) {
      if (endByte > utf8Pos && endByte < utf8Pos + utf8Len) return errInvalidArgs(foe, err3);
      if (utf8Pos === endByte) {
        end16 = i;
        break;
      }
    }
    utf8Pos += utf8Len;
    i += utf16Len;
  }
  if (start16 === null) {
    if (index === utf8Pos) return '';
    return errInvalidArgs(foe, `${OP11} byte index out of range`);
  }
  if (end16 === null) {
    const endByte = index + count2;
    if (endByte !== utf8Pos)
      return errInvalidArgs(foe, `${OP11} count extends beyond UTF-8 length`);
    end16 = s.length;
  }
  return s.slice(start16, end16);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/substr.js
var $substr = $substrBytes;

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/substrCP.js
init_esm_shims();
var OP12 = '$substrCP';
var $substrCP = (obj, expr, options) => {
  assert(isArray(expr) && expr.length === 3, `${OP12} expects array(3)`);
  const [s, index, count2] = evalExpr(obj, expr, options);
  const nil = isNil(s);
  const foe = options.failOnError;
  if (!nil && !isString(s)) return errExpectString(foe, `${OP12} arg1 <string>`);
  if (!isInteger(index)) return errExpectNumber(foe, `${OP12} arg2 <index>`);
  if (!isInteger(count2)) return errExpectNumber(foe, `${OP12} arg3 <count>`);
  if (nil) return '';
  if (index < 0) return '';
  const codePoints = [...s];
  if (count2 < 0) return codePoints.slice(index).join('');
  return codePoints.slice(index, index + count2).join('');
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/toLower.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/type/convert.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/type/toBool.js
init_esm_shims();
var $toBool = (obj, expr, options) => {
  const val = evalExpr(obj, expr, options);
  if (isNil(val)) return null;
  if (isString(val)) return true;
  return Boolean(val);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/type/toDate.js
init_esm_shims();
var $toDate = (obj, expr, options) => {
  const val = evalExpr(obj, expr, options);
  if (isDate(val)) return val;
  if (isNil(val)) return null;
  const d = new Date(val);
  assert(!isNaN(d.getTime()), `cannot convert '${val}' to date`);
  return d;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/type/toDouble.js
init_esm_shims();
var $toDouble = (obj, expr, options) => {
  const val = evalExpr(obj, expr, options);
  if (isNil(val)) return null;
  if (isDate(val)) return val.getTime();
  if (val === true) return 1;
  if (val === false) return 0;
  const n = Number(val);
  assert(isNumber(n), `cannot convert '${val}' to double/decimal`);
  return n;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/type/toInt.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/type/_internal.js
init_esm_shims();
var MAX_INT = 2147483647;
var MIN_INT = -2147483648;
var MAX_LONG = 9007199254740991;
var MIN_LONG = -9007199254740991;
function toInteger(obj, expr, options, min, max) {
  const val = evalExpr(obj, expr, options);
  if (val === true) return 1;
  if (val === false) return 0;
  if (isNil(val)) return null;
  if (isDate(val)) return val.getTime();
  const n = Number(val);
  assert(
    isNumber(n) && n >= min && n <= max && (!isString(val) || n.toString().indexOf('.') === -1),
    `cannot convert '${val}' to ${max == MAX_INT ? 'int' : 'long'}`,
  );
  return Math.trunc(n);
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/type/toInt.js
var $toInt = (obj, expr, options) => toInteger(obj, expr, options, MIN_INT, MAX_INT);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/type/toLong.js
init_esm_shims();
var $toLong = (obj, expr, options) => toInteger(obj, expr, options, MIN_LONG, MAX_LONG);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/type/toString.js
init_esm_shims();
var $toString = (obj, expr, options) => {
  const val = evalExpr(obj, expr, options);
  if (isNil(val)) return null;
  if (isDate(val)) return val.toISOString();
  if (isPrimitive(val) || isRegExp(val)) return String(val);
  return errInvalidArgs(options.failOnError, '$toString cannot convert from object to string');
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/type/convert.js
var $convert = (obj, expr, options) => {
  assert(
    isObject(expr) && has(expr, 'input', 'to'),
    '$convert expects object { input, to, onError, onNull }',
  );
  const input = evalExpr(obj, expr.input, options);
  if (isNil(input)) return evalExpr(obj, expr.onNull, options) ?? null;
  const toExpr = evalExpr(obj, expr.to, options);
  try {
    switch (toExpr) {
      case 2:
      case 'string':
        return $toString(obj, input, options);
      case 8:
      case 'boolean':
      case 'bool':
        return $toBool(obj, input, options);
      case 9:
      case 'date':
        return $toDate(obj, input, options);
      case 1:
      case 19:
      case 'double':
      case 'decimal':
      case 'number':
        return $toDouble(obj, input, options);
      case 16:
      case 'int':
        return $toInt(obj, input, options);
      case 18:
      case 'long':
        return $toLong(obj, input, options);
    }
  } catch {}
  if (expr.onError === void 0)
    return errInvalidArgs(
      options.failOnError,
      `$convert cannot convert from object to ${expr.to} with no onError value`,
    );
  return evalExpr(obj, expr.onError, options);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/type/isNumber.js
init_esm_shims();
var $isNumber = (obj, expr, options) => {
  const n = evalExpr(obj, expr, options);
  return isNumber(n);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/type/toDecimal.js
init_esm_shims();
var $toDecimal = $toDouble;

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/type/type.js
init_esm_shims();
var $type2 = (obj, expr, options) => {
  const v = evalExpr(obj, expr, options);
  if (options.useStrictMode) {
    if (v === void 0) return 'missing';
    if (v === true || v === false) return 'bool';
    if (isNumber(v)) {
      if (v % 1 != 0) return 'double';
      return v >= MIN_INT && v <= MAX_INT ? 'int' : 'long';
    }
    if (isRegExp(v)) return 'regex';
  }
  return typeOf(v);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/toLower.js
var $toLower = (obj, expr, options) => {
  if (isArray(expr) && expr.length === 1) expr = expr[0];
  const s = $toString(obj, expr, options);
  return s === null ? s : s.toLowerCase();
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/toUpper.js
init_esm_shims();
var $toUpper = (obj, expr, options) => {
  if (isArray(expr) && expr.length === 1) expr = expr[0];
  const s = $toString(obj, expr, options);
  return s === null ? s : s.toUpperCase();
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/string/trim.js
init_esm_shims();
var $trim = (obj, expr, options) => {
  return trimString(obj, expr, options, { left: true, right: true });
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/toHashedIndexKey.js
init_esm_shims();
var $toHashedIndexKey = (obj, expr, options) => hashCode(evalExpr(obj, expr, options));

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/trignometry/acos.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/trignometry/_internal.js
init_esm_shims();
function processOperator(obj, expr, options, fn, fixedPoints) {
  const fp = {
    undefined: null,
    null: null,
    NaN: NaN,
    Infinity: new Error(),
    '-Infinity': new Error(),
    ...fixedPoints,
  };
  const foe = options.failOnError;
  const op = fn.name;
  const n = evalExpr(obj, expr, options);
  if (n in fp) {
    const res = fp[n];
    if (res instanceof Error) return errExpectNumber(foe, `$${op} invalid input '${n}'`);
    return res;
  }
  if (!isNumber(n)) return errExpectNumber(foe, `$${op}`);
  return fn(n);
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/trignometry/acos.js
var $acos = (obj, expr, options) =>
  processOperator(obj, expr, options, Math.acos, {
    Infinity: Infinity,
    0: new Error(),
  });

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/trignometry/acosh.js
init_esm_shims();
var $acosh = (obj, expr, options) =>
  processOperator(obj, expr, options, Math.acosh, {
    Infinity: Infinity,
    0: new Error(),
  });

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/trignometry/asin.js
init_esm_shims();
var $asin = (obj, expr, options) => processOperator(obj, expr, options, Math.asin);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/trignometry/asinh.js
init_esm_shims();
var $asinh = (obj, expr, options) =>
  processOperator(obj, expr, options, Math.asinh, {
    Infinity: Infinity,
    '-Infinity': -Infinity,
  });

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/trignometry/atan.js
init_esm_shims();
var $atan = (obj, expr, options) => processOperator(obj, expr, options, Math.atan);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/trignometry/atan2.js
init_esm_shims();
var $atan2 = (obj, expr, options) => {
  const [y, x] = evalExpr(obj, expr, options);
  if (isNaN(y) || isNil(y)) return y;
  if (isNaN(x) || isNil(x)) return x;
  return Math.atan2(y, x);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/trignometry/atanh.js
init_esm_shims();
var $atanh = (obj, expr, options) =>
  processOperator(obj, expr, options, Math.atanh, {
    1: Infinity,
    '-1': -Infinity,
  });

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/trignometry/cos.js
init_esm_shims();
var $cos = (obj, expr, options) => processOperator(obj, expr, options, Math.cos);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/trignometry/cosh.js
init_esm_shims();
var $cosh = (obj, expr, options) =>
  processOperator(obj, expr, options, Math.cosh, {
    '-Infinity': Infinity,
    Infinity: Infinity,
  });

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/trignometry/degreesToRadians.js
init_esm_shims();
var degreesToRadians = (n) => n * (Math.PI / 180);
var $degreesToRadians = (obj, expr, options) =>
  processOperator(obj, expr, options, degreesToRadians, {
    Infinity: Infinity,
    '-Infinity': Infinity,
  });

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/trignometry/radiansToDegrees.js
init_esm_shims();
var radiansToDegrees = (n) => n * (180 / Math.PI);
var $radiansToDegrees = (obj, expr, options) =>
  processOperator(obj, expr, options, radiansToDegrees, {
    Infinity: Infinity,
    '-Infinity': Infinity,
  });

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/trignometry/sin.js
init_esm_shims();
var $sin = (obj, expr, options) => processOperator(obj, expr, options, Math.sin);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/trignometry/sinh.js
init_esm_shims();
var $sinh = (obj, expr, options) =>
  processOperator(obj, expr, options, Math.sinh, {
    '-Infinity': -Infinity,
    Infinity: Infinity,
  });

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/trignometry/tan.js
init_esm_shims();
var $tan = (obj, expr, options) => processOperator(obj, expr, options, Math.tan);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/trignometry/tanh.js
init_esm_shims();
var $tanh = (obj, expr, options) =>
  processOperator(obj, expr, options, Math.tanh, {
    Infinity: 1,
    '-Infinity': -1,
  });

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/expression/variable/let.js
init_esm_shims();
var $let = (obj, expr, options) => {
  const variables = {};
  for (const key of Object.keys(expr.vars)) {
    variables[key] = evalExpr(obj, expr.vars[key], options);
  }
  return evalExpr(obj, expr.in, ComputeOptions.init(options).update({ variables }));
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/index.js
var pipeline_exports = {};
__export(pipeline_exports, {
  $addFields: () => $addFields,
  $bucket: () => $bucket,
  $bucketAuto: () => $bucketAuto,
  $count: () => $count2,
  $densify: () => $densify,
  $documents: () => $documents,
  $facet: () => $facet,
  $fill: () => $fill,
  $graphLookup: () => $graphLookup,
  $group: () => $group,
  $limit: () => $limit,
  $lookup: () => $lookup,
  $match: () => $match,
  $merge: () => $merge,
  $out: () => $out,
  $project: () => $project,
  $redact: () => $redact,
  $replaceRoot: () => $replaceRoot,
  $replaceWith: () => $replaceWith,
  $sample: () => $sample,
  $set: () => $set,
  $setWindowFields: () => $setWindowFields,
  $skip: () => $skip,
  $sort: () => $sort,
  $sortByCount: () => $sortByCount,
  $unionWith: () => $unionWith,
  $unset: () => $unset,
  $unwind: () => $unwind,
});
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/addFields.js
init_esm_shims();
function $addFields(coll, expr, options) {
  const newFields = Object.keys(expr);
  if (newFields.length === 0) return coll;
  return coll.map((obj) => {
    const newObj = { ...obj };
    for (const field of newFields) {
      const newValue = evalExpr(obj, expr[field], options);
      if (newValue !== void 0) {
        setValue(newObj, field, newValue);
      } else {
        removeValue(newObj, field);
      }
    }
    return newObj;
  });
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/bucket.js
init_esm_shims();
function $bucket(coll, expr, options) {
  const bounds = expr.boundaries.slice();
  const defaultKey = expr.default;
  const lower = bounds[0];
  const upper = bounds[bounds.length - 1];
  const outputExpr = expr.output || { count: { $sum: 1 } };
  assert(bounds.length > 1, '$bucket: must specify at least two boundaries.');
  const isValid = bounds.every(
    (v, i) => i === 0 || (typeOf(v) === typeOf(bounds[i - 1]) && compare(v, bounds[i - 1]) > 0),
  );
  assert(isValid, `$bucket: bounds must be of same type and in ascending order`);
  assert(
    isNil(defaultKey) ||
      typeOf(defaultKey) !== typeOf(lower) ||
      compare(defaultKey, upper) >= 0 ||
      compare(defaultKey, lower) < 0,
    "$bucket: 'default' expression must be out of boundaries range",
  );
  const createBuckets = () => {
    const buckets = /* @__PURE__ */ new Map();
    for (let i = 0; i < bounds.length - 1; i++) {
      buckets.set(bounds[i], []);
    }
    if (!isNil(defaultKey)) buckets.set(defaultKey, []);
    coll.each((obj) => {
      const key = evalExpr(obj, expr.groupBy, options);
      if (isNil(key) || compare(key, lower) < 0 || compare(key, upper) >= 0) {
        assert(!isNil(defaultKey), '$bucket require a default for out of range values');
        buckets.get(defaultKey)?.push(obj);
      } else {
        assert(
          compare(key, lower) >= 0 && compare(key, upper) < 0,
          "$bucket 'groupBy' expression must resolve to a value in range of boundaries",
        );
        const index = findInsertIndex(bounds, key);
        const boundKey = bounds[Math.max(0, index - 1)];
        buckets.get(boundKey)?.push(obj);
      }
    });
    bounds.pop();
    if (!isNil(defaultKey)) {
      if (buckets.get(defaultKey)?.length) bounds.push(defaultKey);
      else buckets.delete(defaultKey);
    }
    assert(buckets.size === bounds.length, 'bounds and groups must be of equal size.');
    return Lazy(bounds).map((key) => {
      return {
        ...evalExpr(buckets.get(key), outputExpr, options),
        _id: key,
      };
    });
  };
  let iterator;
  return Lazy(() => {
    if (!iterator) iterator = createBuckets();
    return iterator.next();
  });
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/bucketAuto.js
init_esm_shims();
function $bucketAuto(coll, expr, options) {
  const {
    buckets: bucketCount,
    groupBy: groupByExpr,
    output: optOutputExpr,
    // Available only if the all groupBy values are numeric and none of them are NaN.
    granularity,
  } = expr;
  const outputExpr = optOutputExpr ?? { count: { $sum: 1 } };
  assert(
    bucketCount > 0,
    `$bucketAuto: 'buckets' field must be greater than 0, but found: ${bucketCount}`,
  );
  if (granularity) {
    assert(
      /^(POWERSOF2|1-2-5|E(6|12|24|48|96|192)|R(5|10|20|40|80))$/.test(granularity),
      `$bucketAuto: invalid granularity '${granularity}'.`,
    );
  }
  const keyMap = /* @__PURE__ */ new Map();
  const setKey = !granularity ? (o, k) => keyMap.set(o, k) : (_, _2) => {};
  const sorted = coll
    .map((o) => {
      const k = evalExpr(o, groupByExpr, options) ?? null;
      assert(
        !granularity || isNumber(k),
        '$bucketAuto: groupBy values must be numeric when granularity is specified.',
      );
      setKey(o, k ?? null);
      return [k ?? null, o];
    })
    .collect();
  sorted.sort((x, y) => {
    if (isNil(x[0])) return -1;
    if (isNil(y[0])) return 1;
    return compare(x[0], y[0]);
  });
  let getNext;
  if (!granularity) {
    getNext = granularityDefault(sorted, bucketCount, keyMap);
  } else if (granularity == 'POWERSOF2') {
    getNext = granularityPowerOfTwo(sorted, bucketCount);
  } else {
    getNext = granularityPreferredSeries(sorted, bucketCount, granularity);
  }
  let terminate = false;
  return Lazy(() => {
    if (terminate) return { done: true };
    const { min, max, bucket, done } = getNext();
    terminate = done;
    const outFields = evalExpr(bucket, outputExpr, options);
    for (const k of Object.keys(outFields)) {
      const v = outFields[k];
      if (isArray(v)) outFields[k] = v.filter((v2) => !isNil(v2));
    }
    return {
      done: false,
      value: {
        ...outFields,
        _id: { min, max },
      },
    };
  });
}
function granularityDefault(sorted, bucketCount, keyMap) {
  const size = sorted.length;
  const approxBucketSize = Math.max(1, Math.round(sorted.length / bucketCount));
  let index = 0;
  let nBuckets = 0;
  return () => {
    const isLastBucket = ++nBuckets == bucketCount;
    const bucket = new Array();
    while (
      index < size &&
      (isLastBucket ||
        bucket.length < approxBucketSize ||
        (index > 0 && isEqual(sorted[index - 1][0], sorted[index][0])))
    ) {
      bucket.push(sorted[index++][1]);
    }
    const min = keyMap.get(bucket[0]);
    let max;
    if (index < size) {
      max = sorted[index][0];
    } else {
      max = keyMap.get(bucket[bucket.length - 1]);
    }
    assert(
      isNil(max) || isNil(min) || compare(min, max) <= 0,
      `error: $bucketAuto boundary must be in order.`,
    );
    return {
      min,
      max,
      bucket,
      done: index >= size,
    };
  };
}
function granularityPowerOfTwo(sorted, bucketCount) {
  const size = sorted.length;
  const approxBucketSize = Math.max(1, Math.round(sorted.length / bucketCount));
  const roundUp2 = (n) => (n === 0 ? 0 : 2 ** (Math.floor(Math.log2(n)) + 1));
  let index = 0;
  let min = 0;
  let max = 0;
  return () => {
    const bucket = new Array();
    const boundValue = roundUp2(max);
    min = index > 0 ? max : 0;
    while (
      bucket.length < approxBucketSize &&
      index < size &&
      (max === 0 || sorted[index][0] < boundValue)
    ) {
      bucket.push(sorted[index++][1]);
    }
    max = max == 0 ? roundUp2(sorted[index - 1][0]) : boundValue;
    while (index < size && sorted[index][0] < max) {
      bucket.push(sorted[index++][1]);
    }
    return {
      min,
      max,
      bucket,
      done: index >= size,
    };
  };
}
var PREFERRED_NUMBERS = {
  // "Least rounded" Renard number series, taken from Wikipedia page on preferred
  // numbers: https://en.wikipedia.org/wiki/Preferred_number#Renard_numbers
  R5: [10, 16, 25, 40, 63],
  R10: [100, 125, 160, 200, 250, 315, 400, 500, 630, 800],
  R20: [
    100, 112, 125, 140, 160, 180, 200, 224, 250, 280, 315, 355, 400, 450, 500, 560, 630, 710, 800,
    900,
  ],
  R40: [
    100, 106, 112, 118, 125, 132, 140, 150, 160, 170, 180, 190, 200, 212, 224, 236, 250, 265, 280,
    300, 315, 355, 375, 400, 425, 450, 475, 500, 530, 560, 600, 630, 670, 710, 750, 800, 850, 900,
    950,
  ],
  R80: [
    103, 109, 115, 122, 128, 136, 145, 155, 165, 175, 185, 195, 206, 218, 230, 243, 258, 272, 290,
    307, 325, 345, 365, 387, 412, 437, 462, 487, 515, 545, 575, 615, 650, 690, 730, 775, 825, 875,
    925, 975,
  ],
  // https://en.wikipedia.org/wiki/Preferred_number#1-2-5_series
  '1-2-5': [10, 20, 50],
  // E series, taken from Wikipedia page on preferred numbers:
  // https://en.wikipedia.org/wiki/Preferred_number#E_series
  E6: [10, 15, 22, 33, 47, 68],
  E12: [10, 12, 15, 18, 22, 27, 33, 39, 47, 56, 68, 82],
  E24: [
    10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91,
  ],
  E48: [
    100, 105, 110, 115, 121, 127, 133, 140, 147, 154, 162, 169, 178, 187, 196, 205, 215, 226, 237,
    249, 261, 274, 287, 301, 316, 332, 348, 365, 383, 402, 422, 442, 464, 487, 511, 536, 562, 590,
    619, 649, 681, 715, 750, 787, 825, 866, 909, 953,
  ],
  E96: [
    100, 102, 105, 107, 110, 113, 115, 118, 121, 124, 127, 130, 133, 137, 140, 143, 147, 150, 154,
    158, 162, 165, 169, 174, 178, 182, 187, 191, 196, 200, 205, 210, 215, 221, 226, 232, 237, 243,
    249, 255, 261, 267, 274, 280, 287, 294, 301, 309, 316, 324, 332, 340, 348, 357, 365, 374, 383,
    392, 402, 412, 422, 432, 442, 453, 464, 475, 487, 499, 511, 523, 536, 549, 562, 576, 590, 604,
    619, 634, 649, 665, 681, 698, 715, 732, 750, 768, 787, 806, 825, 845, 866, 887, 909, 931, 953,
    976,
  ],
  E192: [
    100, 101, 102, 104, 105, 106, 107, 109, 110, 111, 113, 114, 115, 117, 118, 120, 121, 123, 124,
    126, 127, 129, 130, 132, 133, 135, 137, 138, 140, 142, 143, 145, 147, 149, 150, 152, 154, 156,
    158, 160, 162, 164, 165, 167, 169, 172, 174, 176, 178, 180, 182, 184, 187, 189, 191, 193, 196,
    198, 200, 203, 205, 208, 210, 213, 215, 218, 221, 223, 226, 229, 232, 234, 237, 240, 243, 246,
    249, 252, 255, 258, 261, 264, 267, 271, 274, 277, 280, 284, 287, 291, 294, 298, 301, 305, 309,
    312, 316, 320, 324, 328, 332, 336, 340, 344, 348, 352, 357, 361, 365, 370, 374, 379, 383, 388,
    392, 397, 402, 407, 412, 417, 422, 427, 432, 437, 442, 448, 453, 459, 464, 470, 475, 481, 487,
    493, 499, 505, 511, 517, 523, 530, 536, 542, 549, 556, 562, 569, 576, 583, 590, 597, 604, 612,
    619, 626, 634, 642, 649, 657, 665, 673, 681, 690, 698, 706, 715, 723, 732, 741, 750, 759, 768,
    777, 787, 796, 806, 816, 825, 835, 845, 856, 866, 876, 887, 898, 909, 920, 931, 942, 953, 965,
    976, 988,
  ],
};
var roundUp = (n, granularity) => {
  if (n == 0) return 0;
  const series = PREFERRED_NUMBERS[granularity];
  const first = series[0];
  const last = series[series.length - 1];
  let multiplier = 1;
  while (n >= last * multiplier) {
    multiplier *= 10;
  }
  let previousMin = 0;
  while (n < first * multiplier) {
    previousMin = first * multiplier;
    multiplier /= 10;
    if (n >= last * multiplier) {
      return previousMin;
    }
  }
  assert(
    n >= first * multiplier && n < last * multiplier,
    '$bucketAuto: number out of range of series.',
  );
  const i = findInsertIndex(series, n, (a, b) => {
    b *= multiplier;
    if (a < b) return -1;
    if (a > b) return 1;
    return 0;
  });
  const seriesNumber = series[i] * multiplier;
  return n == seriesNumber ? series[i + 1] * multiplier : seriesNumber;
};
function granularityPreferredSeries(sorted, bucketCount, granularity) {
  const size = sorted.length;
  const approxBucketSize = Math.max(1, Math.round(sorted.length / bucketCount));
  let index = 0;
  let nBuckets = 0;
  let min = 0;
  let max = 0;
  return () => {
    const isLastBucket = ++nBuckets == bucketCount;
    const bucket = new Array();
    min = index > 0 ? max : 0;
    while (index < size && (isLastBucket || bucket.length < approxBucketSize)) {
      bucket.push(sorted[index++][1]);
    }
    max = roundUp(sorted[index - 1][0], granularity);
    const nItems = bucket.length;
    while (index < size && (isLastBucket || sorted[index][0] < max)) {
      bucket.push(sorted[index++][1]);
    }
    if (nItems != bucket.length) {
      max = roundUp(sorted[index - 1][0], granularity);
    }
    assert(min < max, `$bucketAuto: ${min} < ${max}.`);
    return { min, max, bucket, done: index >= size };
  };
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/count.js
init_esm_shims();
function $count2(coll, expr, _options) {
  assert(
    isString(expr) && expr.trim().length > 0 && !expr.includes('.') && expr[0] !== '$',
    '$count expression must evaluate to valid field name',
  );
  let i = 0;
  return Lazy(() => {
    if (i++ == 0) return { value: { [expr]: coll.size() }, done: false };
    return { done: true };
  });
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/densify.js
init_esm_shims();
var OP13 = '$densify';
function $densify(coll, expr, options) {
  const { step, bounds, unit } = expr.range;
  if (unit) {
    assert(TIME_UNITS.includes(unit), `${OP13} 'range.unit' value is not supported.`);
    assert(
      isInteger(step) && step > 0,
      `${OP13} 'range.step' must resolve to integer if 'range.unit' is specified.`,
    );
  } else {
    assert(isNumber(step), `${OP13} 'range.step' must resolve to number.`);
  }
  if (isArray(bounds)) {
    assert(
      !!bounds && bounds.length === 2,
      `${OP13} 'range.bounds' must have exactly two elements.`,
    );
    assert(
      (bounds.every(isNumber) || bounds.every(isDate)) && bounds[0] < bounds[1],
      `${OP13} 'range.bounds' must be ordered lower then upper.`,
    );
    if (unit) {
      assert(
        bounds.every(isDate),
        `${OP13} 'range.bounds' must be dates if 'range.unit' is specified.`,
      );
    }
  }
  if (expr.partitionByFields) {
    assert(
      isArray(expr.partitionByFields),
      `${OP13} 'partitionByFields' must resolve to array of strings.`,
    );
  }
  const partitionByFields = expr.partitionByFields ?? [];
  coll = $sort(coll, { [expr.field]: 1 }, options);
  const computeNextValue = (value) => {
    return isNumber(value)
      ? value + step
      : $dateAdd({}, { startDate: value, unit, amount: step }, options);
  };
  const isValidUnit = !!unit && TIME_UNITS.includes(unit);
  const getFieldValue = (o) => {
    const v = resolve(o, expr.field);
    assert(
      isNil(v) || (isDate(v) && isValidUnit) || (isNumber(v) && !isValidUnit),
      `${OP13} Densify field type must be numeric with 'unit' unspecified, or a date with 'unit' specified.`,
    );
    return v;
  };
  const peekItem = new Array();
  const nilFieldsIterator = Lazy(() => {
    const item = coll.next();
    const fieldValue = getFieldValue(item.value);
    if (isNil(fieldValue)) return item;
    peekItem.push(item);
    return { done: true };
  });
  const nextDensifyValueMap = HashMap.init();
  const [lower, upper] = isArray(bounds) ? bounds : [bounds, bounds];
  let maxFieldValue;
  const updateMaxFieldValue = (value) => {
    maxFieldValue = maxFieldValue === void 0 || maxFieldValue < value ? value : maxFieldValue;
  };
  const rootKey = [];
  const densifyIterator = Lazy(() => {
    const item = peekItem.pop() || coll.next();
    if (item.done) return item;
    let partitionKey = rootKey;
    if (isArray(partitionByFields)) {
      partitionKey = partitionByFields.map((k) => resolve(item.value, k));
      assert(
        partitionKey.every(isString),
        '$densify: Partition fields must evaluate to string values.',
      );
    }
    assert(isObject(item.value), '$densify: collection must contain documents');
    const itemValue = getFieldValue(item.value);
    if (!nextDensifyValueMap.has(partitionKey)) {
      if (lower == 'full') {
        if (!nextDensifyValueMap.has(rootKey)) {
          nextDensifyValueMap.set(rootKey, itemValue);
        }
        nextDensifyValueMap.set(partitionKey, nextDensifyValueMap.get(rootKey));
      } else if (lower == 'partition') {
        nextDensifyValueMap.set(partitionKey, itemValue);
      } else {
        nextDensifyValueMap.set(partitionKey, lower);
      }
    }
    const densifyValue = nextDensifyValueMap.get(partitionKey);
    if (
      // current item field value is lower than current densify value.
      itemValue <= densifyValue || // range value equals or exceeds upper bound
      (upper != 'full' && upper != 'partition' && densifyValue >= upper)
    ) {
      if (densifyValue <= itemValue) {
        nextDensifyValueMap.set(partitionKey, computeNextValue(densifyValue));
      }
      updateMaxFieldValue(itemValue);
      return item;
    }
    nextDensifyValueMap.set(partitionKey, computeNextValue(densifyValue));
    updateMaxFieldValue(densifyValue);
    const denseObj = { [expr.field]: densifyValue };
    if (partitionKey) {
      for (let i = 0; i < partitionKey.length; i++) {
        denseObj[partitionByFields[i]] = partitionKey[i];
      }
    }
    peekItem.push(item);
    return { done: false, value: denseObj };
  });
  if (lower !== 'full') return concat(nilFieldsIterator, densifyIterator);
  let paritionIndex = -1;
  let partitionKeysSet;
  const fullBoundsIterator = Lazy(() => {
    if (paritionIndex === -1) {
      const fullDensifyValue = nextDensifyValueMap.get(rootKey);
      nextDensifyValueMap.delete(rootKey);
      partitionKeysSet = Array.from(nextDensifyValueMap.keys());
      if (partitionKeysSet.length === 0) {
        partitionKeysSet.push(rootKey);
        nextDensifyValueMap.set(rootKey, fullDensifyValue);
      }
      paritionIndex++;
    }
    do {
      const partitionKey = partitionKeysSet[paritionIndex];
      const partitionMaxValue = nextDensifyValueMap.get(partitionKey);
      if (partitionMaxValue < maxFieldValue) {
        nextDensifyValueMap.set(partitionKey, computeNextValue(partitionMaxValue));
        const denseObj = { [expr.field]: partitionMaxValue };
        for (let i = 0; i < partitionKey.length; i++) {
          denseObj[partitionByFields[i]] = partitionKey[i];
        }
        return { done: false, value: denseObj };
      }
      paritionIndex++;
    } while (paritionIndex < partitionKeysSet.length);
    return { done: true };
  });
  return concat(nilFieldsIterator, densifyIterator, fullBoundsIterator);
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/facet.js
init_esm_shims();
function $facet(coll, expr, options) {
  if (!(options.processingMode & ProcessingMode.CLONE_INPUT)) {
    options = {
      ...ComputeOptions.init(options).options,
      processingMode: ProcessingMode.CLONE_INPUT,
    };
  }
  return coll.transform((arr) => {
    const o = {};
    for (const k of Object.keys(expr)) {
      o[k] = new Aggregator(expr[k], options).run(arr);
    }
    return Lazy([o]);
  });
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/fill.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/window/linearFill.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/window/_internal.js
init_esm_shims();
var memo = /* @__PURE__ */ new WeakMap();
function withMemo(collection, expr, initialize, fn) {
  if (!memo.has(collection)) {
    memo.set(collection, {});
  }
  const data = memo.get(collection);
  if (!(expr.field in data)) {
    data[expr.field] = initialize();
  }
  let ok = false;
  try {
    const res = fn(data[expr.field]);
    ok = true;
    return res;
  } finally {
    if (!ok) {
      memo.delete(collection);
    } else if (expr.documentNumber === collection.length) {
      delete data[expr.field];
      if (Object.keys(data).length === 0) memo.delete(collection);
    }
  }
}
function rank(_, collection, expr, options, dense) {
  return withMemo(
    collection,
    expr,
    () => {
      const sortKey2 = '$' + Object.keys(expr.parentExpr.sortBy)[0];
      const values = $push(collection, sortKey2, options);
      const groups = groupBy(values, (_2, n) => values[n]);
      let i = 0;
      let offset = 0;
      for (const key of groups.keys()) {
        const len = groups.get(key).length;
        groups.set(key, [i++, offset]);
        offset += len;
      }
      return { values, groups };
    },
    ({ values, groups }) => {
      if (groups.size == collection.length) return expr.documentNumber;
      const current = values[expr.documentNumber - 1];
      const [i, n] = groups.get(current);
      return (dense ? i : n) + 1;
    },
  );
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/window/linearFill.js
var interpolate = (x1, y1, x2, y2, x) => y1 + (x - x1) * ((y2 - y1) / (x2 - x1));
var $linearFill = (_, coll, expr, options) => {
  return withMemo(
    coll,
    expr,
    () => {
      const sortKey2 = '$' + Object.keys(expr.parentExpr.sortBy)[0];
      const points = $push(coll, [sortKey2, expr.inputExpr], options).filter(([x, _2]) =>
        isNumber(+x),
      );
      let lindex = -1;
      let rindex = 0;
      while (rindex < points.length) {
        while (lindex + 1 < points.length && isNumber(points[lindex + 1][1])) {
          lindex++;
          rindex = lindex;
        }
        while (rindex + 1 < points.length && !isNumber(points[rindex + 1][1])) {
          rindex++;
        }
        if (rindex + 1 >= points.length) break;
        rindex++;
        while (lindex + 1 < rindex) {
          points[lindex + 1][1] = interpolate(
            points[lindex][0],
            points[lindex][1],
            points[rindex][0],
            points[rindex][1],
            points[lindex + 1][0],
          );
          lindex++;
        }
        lindex = rindex;
      }
      return points.map(([_2, y]) => y);
    },
    (values) => values[expr.documentNumber - 1],
  );
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/window/locf.js
init_esm_shims();
var $locf = (_, coll, expr, options) => {
  return withMemo(
    coll,
    expr,
    () => {
      const values = $push(coll, expr.inputExpr, options);
      for (let i = 1; i < values.length; i++) {
        if (isNil(values[i])) values[i] = values[i - 1];
      }
      return values;
    },
    (series) => series[expr.documentNumber - 1],
  );
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/setWindowFields.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/group.js
init_esm_shims();
var ID_KEY = '_id';
function $group(coll, expr, options) {
  assert(has(expr, ID_KEY), "$group specification must include an '_id'");
  const idExpr = expr[ID_KEY];
  const copts = ComputeOptions.init(options);
  const newFields = Object.keys(expr).filter((k) => k != ID_KEY);
  return coll.transform((items) => {
    const partitions = groupBy(items, (obj) => evalExpr(obj, idExpr, options));
    let i = -1;
    const partitionKeys = Array.from(partitions.keys());
    return Lazy(() => {
      if (++i === partitions.size) return { done: true };
      const groupId = partitionKeys[i];
      const obj = {};
      if (groupId !== void 0) {
        obj[ID_KEY] = groupId;
      }
      for (const key of newFields) {
        obj[key] = evalExpr(
          partitions.get(groupId),
          expr[key],
          copts.update({ root: null, groupId }),
        );
      }
      return { value: obj, done: false };
    });
  });
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/setWindowFields.js
var SORT_REQUIRED_OPS = [
  '$denseRank',
  '$documentNumber',
  '$first',
  '$last',
  '$linearFill',
  '$rank',
  '$shift',
];
var WINDOW_UNBOUNDED_OPS = [
  '$denseRank',
  '$expMovingAvg',
  '$linearFill',
  '$locf',
  '$rank',
  '$shift',
];
var isUnbounded = (window) => {
  const boundary = window?.documents || window?.range;
  return !boundary || (boundary[0] === 'unbounded' && boundary[1] === 'unbounded');
};
var OP14 = '$setWindowFields';
function $setWindowFields(coll, expr, options) {
  options = ComputeOptions.init(options);
  options.context.addExpressionOps({ $function });
  const operators = {};
  const outputFields = Object.keys(expr.output);
  for (const field of outputFields) {
    const outputExpr = expr.output[field];
    const keys = Object.keys(outputExpr);
    const op = keys.find(isOperator);
    const context = options.context;
    assert(
      op &&
        (!!context.getOperator(OpType.WINDOW, op) || !!context.getOperator(OpType.ACCUMULATOR, op)),
      `${OP14} '${op}' is not a valid window operator`,
    );
    assert(
      keys.length > 0 && keys.length <= 2 && (keys.length == 1 || keys.includes('window')),
      `${OP14} 'output' option should have a single window operator.`,
    );
    if (outputExpr?.window) {
      const { documents, range } = outputExpr.window;
      assert(
        (+!!documents ^ +!!range) === 1,
        "'window' option supports only one of 'documents' or 'range'.",
      );
    }
    operators[field] = op;
  }
  if (expr.sortBy) {
    coll = $sort(coll, expr.sortBy, options);
  }
  coll = $group(
    coll,
    {
      _id: expr.partitionBy,
      items: { $push: '$$CURRENT' },
    },
    options,
  );
  return coll.transform((partitions) => {
    const iterators = [];
    const outputConfig = [];
    for (const field of outputFields) {
      const outputExpr = expr.output[field];
      const op = operators[field];
      const config = {
        operatorName: op,
        func: {
          left: options.context.getOperator(OpType.ACCUMULATOR, op),
          right: options.context.getOperator(OpType.WINDOW, op),
        },
        args: outputExpr[op],
        field,
        window: outputExpr.window,
      };
      const unbounded = isUnbounded(config.window);
      if (unbounded == false || SORT_REQUIRED_OPS.includes(op)) {
        const suffix = unbounded ? `'${op}'` : 'bounded window operations';
        assert(expr.sortBy, `${OP14} 'sortBy' is required for ${suffix}.`);
      }
      assert(
        unbounded || !WINDOW_UNBOUNDED_OPS.includes(op),
        `${OP14} cannot use bounded window for operator '${op}'.`,
      );
      outputConfig.push(config);
    }
    for (const group of partitions) {
      const items = group.items;
      let iterator = Lazy(items);
      const windowResultMap = {};
      for (const config of outputConfig) {
        const { func, args, field, window } = config;
        const makeResultFunc = (getItemsFn) => {
          let index = -1;
          return (obj) => {
            ++index;
            if (func.left) {
              return func.left(getItemsFn(obj, index), args, options);
            } else if (func.right) {
              return func.right(
                obj,
                getItemsFn(obj, index),
                {
                  parentExpr: expr,
                  inputExpr: args,
                  documentNumber: index + 1,
                  field,
                },
                // must use raw options only since it operates over a collection.
                options,
              );
            }
          };
        };
        if (window) {
          const { documents, range, unit } = window;
          const boundary = documents || range;
          if (!isUnbounded(window)) {
            const [begin, end] = boundary;
            const toBeginIndex = (currentIndex) => {
              if (begin == 'current') return currentIndex;
              if (begin == 'unbounded') return 0;
              return Math.max(begin + currentIndex, 0);
            };
            const toEndIndex = (currentIndex) => {
              if (end == 'current') return currentIndex + 1;
              if (end == 'unbounded') return items.length;
              return end + currentIndex + 1;
            };
            const getItems = (current, index) => {
              if (!!documents || boundary?.every(isString)) {
                return items.slice(toBeginIndex(index), toEndIndex(index));
              }
              const sortKey2 = Object.keys(expr.sortBy)[0];
              let lower;
              let upper;
              if (unit) {
                const startDate = new Date(current[sortKey2]);
                const getTime = (amount) => {
                  const addExpr = { startDate, unit, amount };
                  const d = $dateAdd(current, addExpr, options);
                  return d.getTime();
                };
                lower = isNumber(begin) ? getTime(begin) : -Infinity;
                upper = isNumber(end) ? getTime(end) : Infinity;
              } else {
                const currentValue2 = current[sortKey2];
                lower = isNumber(begin) ? currentValue2 + begin : -Infinity;
                upper = isNumber(end) ? currentValue2 + end : Infinity;
              }
              let i = begin == 'current' ? index : 0;
              const sliceEnd = end == 'current' ? index + 1 : items.length;
              const array = new Array();
              while (i < sliceEnd) {
                const o = items[i++];
                const n = +o[sortKey2];
                if (n >= lower && n <= upper) array.push(o);
              }
              return array;
            };
            windowResultMap[field] = makeResultFunc(getItems);
          }
        }
        if (!windowResultMap[field]) {
          windowResultMap[field] = makeResultFunc((_) => items);
        }
        iterator = $addFields(
          iterator,
          {
            [field]: {
              $function: {
                body: (obj) => windowResultMap[field](obj),
                args: ['$$CURRENT'],
              },
            },
          },
          options,
        );
      }
      iterators.push(iterator);
    }
    return concat(...iterators);
  });
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/fill.js
var FILL_METHODS = { locf: '$locf', linear: '$linearFill' };
function $fill(coll, expr, options) {
  assert(!expr.sortBy || isObject(expr.sortBy), 'sortBy must be an object.');
  assert(
    !!expr.sortBy || Object.values(expr.output).every((m) => has(m, 'value')),
    "sortBy required if any output field specifies a 'method'.",
  );
  assert(
    !(expr.partitionBy && expr.partitionByFields),
    'specify either partitionBy or partitionByFields.',
  );
  assert(
    !expr.partitionByFields || expr?.partitionByFields?.every((s) => s[0] !== '$'),
    "fields in partitionByFields cannot begin with '$'.",
  );
  options.context.addExpressionOps({ $ifNull });
  options.context.addWindowOps({ $locf, $linearFill });
  const partitionExpr = expr.partitionBy || expr?.partitionByFields?.map((s) => '$' + s);
  const valueExpr = {};
  const methodExpr = {};
  for (const k of Object.keys(expr.output)) {
    const m = expr.output[k];
    if (has(m, 'value')) {
      const out2 = m;
      valueExpr[k] = { $ifNull: [`$$CURRENT.${k}`, out2.value] };
    } else {
      const out2 = m;
      const fillOp = FILL_METHODS[out2.method];
      assert(!!fillOp, `invalid fill method '${out2.method}'.`);
      methodExpr[k] = { [fillOp]: '$' + k };
    }
  }
  if (Object.keys(methodExpr).length > 0) {
    coll = $setWindowFields(
      coll,
      {
        sortBy: expr.sortBy || {},
        partitionBy: partitionExpr,
        output: methodExpr,
      },
      options,
    );
  }
  if (Object.keys(valueExpr).length > 0) {
    coll = $addFields(coll, valueExpr, options);
  }
  return coll;
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/graphLookup.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/lookup.js
init_esm_shims();
function $lookup(coll, expr, options) {
  const letExpr = expr.let;
  const { foreignField, localField } = expr;
  let lookupEq = (_) => [true, []];
  let joinColl = isString(expr.from) ? resolveCollection('$lookup', expr.from, options) : expr.from;
  const { documents, pipeline } = filterDocumentsStage(expr.pipeline ?? [], options);
  assert(
    !joinColl !== !documents,
    '$lookup: must specify single join input with `expr.from` or `expr.pipeline`.',
  );
  joinColl = joinColl ?? documents;
  assert(isArray(joinColl), '$lookup: join collection must resolve to an array.');
  if (foreignField && localField) {
    const map = HashMap.init();
    for (const doc of joinColl) {
      for (const v of ensureArray(resolve(doc, foreignField) ?? null)) {
        const xs = map.get(v);
        const arr = xs ?? [];
        arr.push(doc);
        if (arr !== xs) map.set(v, arr);
      }
    }
    lookupEq = (o) => {
      const local = resolve(o, localField) ?? null;
      if (isArray(local)) {
        if (pipeline?.length) {
          return [local.some((v) => map.has(v)), []];
        }
        const result2 = Array.from(new Set(flatten(local.map((v) => map.get(v)))));
        return [result2.length > 0, result2];
      }
      const result = map.get(local) ?? null;
      return [result !== null, result ?? []];
    };
    if (pipeline?.length === 0) {
      return coll.map((obj) => {
        return { ...obj, [expr.as]: lookupEq(obj)[1] };
      });
    }
  }
  const agg = new Aggregator(pipeline ?? [], options);
  const opts = ComputeOptions.init(options);
  return coll.map((obj) => {
    const variables = evalExpr(obj, letExpr, options);
    opts.update({ root: null, variables });
    const [ok, res] = lookupEq(obj);
    return { ...obj, [expr.as]: ok ? agg.run(joinColl, opts) : res };
  });
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/graphLookup.js
function $graphLookup(coll, expr, options) {
  const fromColl = resolveCollection('$graphLookup', expr.from, options);
  assert(isArray(fromColl), "$graphLookup: expression 'from' must resolve to array");
  const {
    connectFromField,
    connectToField,
    as: asField,
    maxDepth,
    depthField,
    restrictSearchWithMatch: matchExpr,
  } = expr;
  const query = new Query(matchExpr ?? {}, options);
  return coll.map((obj) => {
    const matchObj = {};
    setValue(matchObj, connectFromField, evalExpr(obj, expr.startWith, options));
    let matches = [matchObj];
    let i = -1;
    const map = HashMap.init();
    do {
      i++;
      matches = flatten(
        $lookup(
          Lazy(matches),
          {
            from: fromColl,
            localField: connectFromField,
            foreignField: connectToField,
            as: asField,
          },
          options,
        )
          .map((o) => o[asField])
          .collect(),
      );
      matches = matches.filter((o) => query.test(o));
      const oldSize = map.size;
      for (const k of matches) map.set(k, map.get(k) ?? i);
      if (oldSize == map.size) break;
    } while (isNil(maxDepth) || i < maxDepth);
    const result = new Array(map.size);
    let n = 0;
    for (const [k, v] of map.entries()) {
      result[n++] = Object.assign(depthField ? { [depthField]: v } : {}, k);
    }
    return { ...obj, [asField]: result };
  });
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/match.js
init_esm_shims();
function $match(coll, expr, options) {
  const q = new Query(expr, options);
  return coll.filter((o) => q.test(o));
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/merge.js
init_esm_shims();
function $merge(coll, expr, options) {
  const output = resolveCollection('$merge', expr.into, options);
  assert(isArray(output), `$merge: expression 'into' must resolve to an array`);
  const onField = expr.on || options.idKey;
  const getHash = isString(onField)
    ? (o) => hashCode(resolve(o, onField))
    : (o) => hashCode(onField.map((s) => resolve(o, s)));
  const map = HashMap.init();
  for (let i = 0; i < output.length; i++) {
    const obj = output[i];
    const k = getHash(obj);
    assert(!map.has(k), "$merge: 'into' collection must have unique entries for the 'on' field.");
    map.set(k, [obj, i]);
  }
  const copts = ComputeOptions.init(options);
  return coll.map((o) => {
    const k = getHash(o);
    if (map.has(k)) {
      const [target2, i] = map.get(k);
      const variables = evalExpr(
        target2,
        expr.let || { new: '$$ROOT' },
        // 'root' is the item from the iteration.
        copts.update({ root: o }),
      );
      if (isArray(expr.whenMatched)) {
        const aggregator = new Aggregator(
          expr.whenMatched,
          copts.update({ root: null, variables }),
        );
        output[i] = aggregator.run([target2])[0];
      } else {
        switch (expr.whenMatched) {
          case 'replace':
            output[i] = o;
            break;
          case 'fail':
            throw new MingoError(
              "$merge: failed due to matching as specified by 'whenMatched' option.",
            );
          case 'keepExisting':
            break;
          case 'merge':
          default:
            output[i] = $mergeObjects2(
              target2,
              [target2, o],
              // 'root' is the item from the iteration.
              copts.update({ root: o, variables }),
            );
            break;
        }
      }
    } else {
      switch (expr.whenNotMatched) {
        case 'discard':
          break;
        case 'fail':
          throw new MingoError(
            "$merge: failed due to matching as specified by 'whenMatched' option.",
          );
        case 'insert':
        default:
          output.push(o);
          break;
      }
    }
    return o;
  });
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/out.js
init_esm_shims();
function $out(coll, expr, options) {
  const out2 = resolveCollection('$out', expr, options);
  assert(isArray(out2), `$out: expression must resolve to an array`);
  return coll.map((o) => {
    out2.push(cloneDeep(o));
    return o;
  });
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/redact.js
init_esm_shims();
function $redact(coll, expr, options) {
  const copts = ComputeOptions.init(options);
  return coll.map((root) => redact(root, expr, copts.update({ root })));
}
function redact(obj, expr, options) {
  const action = evalExpr(obj, expr, options);
  switch (action) {
    case '$$KEEP':
      return obj;
    case '$$PRUNE':
      return void 0;
    case '$$DESCEND': {
      if (!has(expr, '$cond')) return obj;
      const output = {};
      for (const key of Object.keys(obj)) {
        const value = obj[key];
        if (isArray(value)) {
          const res = new Array();
          for (let elem of value) {
            if (isObject(elem)) {
              elem = redact(elem, expr, options.update({ root: elem }));
            }
            if (!isNil(elem)) res.push(elem);
          }
          output[key] = res;
        } else if (isObject(value)) {
          const res = redact(value, expr, options.update({ root: value }));
          if (!isNil(res)) output[key] = res;
        } else {
          output[key] = value;
        }
      }
      return output;
    }
    default:
      return action;
  }
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/replaceRoot.js
init_esm_shims();
function $replaceRoot(coll, expr, options) {
  return coll.map((obj) => {
    obj = evalExpr(obj, expr.newRoot, options);
    assert(isObject(obj), '$replaceRoot expression must return an object');
    return obj;
  });
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/replaceWith.js
init_esm_shims();
function $replaceWith(coll, expr, options) {
  return coll.map((obj) => {
    obj = evalExpr(obj, expr, options);
    assert(isObject(obj), '$replaceWith expression must return an object');
    return obj;
  });
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/sample.js
init_esm_shims();
function $sample(coll, expr, _options) {
  return coll.transform((xs) => {
    const len = xs.length;
    let i = -1;
    return Lazy(() => {
      if (++i === expr.size) return { done: true };
      const n = Math.floor(Math.random() * len);
      return { value: xs[n], done: false };
    });
  });
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/set.js
init_esm_shims();
var $set = $addFields;

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/sortByCount.js
init_esm_shims();
function $sortByCount(coll, expr, options) {
  return $sort($group(coll, { _id: expr, count: { $sum: 1 } }, options), { count: -1 }, options);
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/unionWith.js
init_esm_shims();
function $unionWith(collection, expr, options) {
  const { coll: inputColl, pipeline: stages } =
    isString(expr) || isArray(expr) ? { coll: expr } : expr;
  const docsFromInput = isString(inputColl)
    ? resolveCollection('$unionWith', inputColl, options)
    : inputColl;
  const { documents, pipeline } = filterDocumentsStage(stages, options);
  assert(
    docsFromInput || documents,
    '$unionWith must specify single collection input with `expr.coll` or `expr.pipeline`.',
  );
  const xs = docsFromInput ?? documents;
  return concat(collection, pipeline ? new Aggregator(pipeline, options).stream(xs) : Lazy(xs));
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/unset.js
init_esm_shims();
function $unset(coll, expr, options) {
  expr = ensureArray(expr);
  const doc = {};
  for (const k of expr) doc[k] = 0;
  return $project(coll, doc, options);
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/pipeline/unwind.js
init_esm_shims();
function $unwind(coll, expr, _options) {
  if (isString(expr)) expr = { path: expr };
  const path = expr.path;
  const field = path.substring(1);
  const includeArrayIndex = expr?.includeArrayIndex || false;
  const preserveNullAndEmptyArrays = expr.preserveNullAndEmptyArrays || false;
  const format = (o, i) => {
    if (includeArrayIndex !== false) o[includeArrayIndex] = i;
    return o;
  };
  let value;
  return Lazy(() => {
    for (;;) {
      if (value instanceof Iterator) {
        const tmp = value.next();
        if (!tmp.done) return tmp;
      }
      const wrapper = coll.next();
      if (wrapper.done) return wrapper;
      const obj = wrapper.value;
      value = resolve(obj, field);
      if (isArray(value)) {
        if (value.length === 0 && preserveNullAndEmptyArrays === true) {
          value = null;
          removeValue(obj, field);
          return { value: format(obj, null), done: false };
        } else {
          value = Lazy(value).map((item, i) => {
            const newObj = resolveGraph(obj, field, {
              preserveKeys: true,
            });
            setValue(newObj, field, item);
            return format(newObj, i);
          });
        }
      } else if (!isEmpty(value) || preserveNullAndEmptyArrays === true) {
        return { value: format(obj, null), done: false };
      }
    }
  });
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/projection/index.js
var projection_exports = {};
__export(projection_exports, {
  $elemMatch: () => $elemMatch2,
  $slice: () => $slice2,
});
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/projection/elemMatch.js
init_esm_shims();
var $elemMatch2 = (obj, expr, field, options) => {
  const arr = resolve(obj, field);
  const query = new Query(expr, options);
  if (!isArray(arr)) return void 0;
  const result = [];
  for (let i = 0; i < arr.length; i++) {
    if (query.test(arr[i])) {
      if (options.useStrictMode) return [arr[i]];
      result.push(arr[i]);
    }
  }
  return result.length > 0 ? result : void 0;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/projection/slice.js
init_esm_shims();
var $slice2 = (obj, expr, field, options) => {
  const xs = resolve(obj, field);
  if (!isArray(xs)) return xs;
  return $slice(obj, isArray(expr) ? [xs, ...expr] : [xs, expr], options);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/index.js
var query_exports = {};
__export(query_exports, {
  $all: () => $all2,
  $and: () => $and2,
  $bitsAllClear: () => $bitsAllClear,
  $bitsAllSet: () => $bitsAllSet,
  $bitsAnyClear: () => $bitsAnyClear,
  $bitsAnySet: () => $bitsAnySet,
  $elemMatch: () => $elemMatch3,
  $eq: () => $eq3,
  $exists: () => $exists,
  $expr: () => $expr,
  $gt: () => $gt3,
  $gte: () => $gte3,
  $in: () => $in3,
  $jsonSchema: () => $jsonSchema,
  $lt: () => $lt3,
  $lte: () => $lte3,
  $mod: () => $mod3,
  $ne: () => $ne3,
  $nin: () => $nin2,
  $nor: () => $nor,
  $not: () => $not2,
  $or: () => $or2,
  $regex: () => $regex2,
  $size: () => $size3,
  $type: () => $type3,
  $where: () => $where,
});
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/array/all.js
init_esm_shims();
var $all2 = (selector, value, options) => processQuery(selector, value, options, $all);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/array/elemMatch.js
init_esm_shims();
var $elemMatch3 = (selector, value, options) => processQuery(selector, value, options, $elemMatch);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/array/size.js
init_esm_shims();
var $size3 = (selector, value, options) => processQuery(selector, value, options, $size2);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/bitwise/index.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/bitwise/bitsAllClear.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/bitwise/_internal.js
init_esm_shims();
var processBitwiseQuery = (selector, value, options, predicate) => {
  return processQuery(selector, value, options, (value2, mask, _opts) => {
    let b = 0;
    if (isArray(mask)) {
      for (const n of mask) b = b | (1 << n);
    } else {
      b = mask;
    }
    return predicate(value2 & b, b);
  });
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/bitwise/bitsAllClear.js
var $bitsAllClear = (selector, value, opts) =>
  processBitwiseQuery(selector, value, opts, (result, _) => result == 0);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/bitwise/bitsAllSet.js
init_esm_shims();
var $bitsAllSet = (selector, value, opts) =>
  processBitwiseQuery(selector, value, opts, (result, mask) => result == mask);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/bitwise/bitsAnyClear.js
init_esm_shims();
var $bitsAnyClear = (selector, value, opts) =>
  processBitwiseQuery(selector, value, opts, (result, mask) => result < mask);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/bitwise/bitsAnySet.js
init_esm_shims();
var $bitsAnySet = (selector, value, opts) =>
  processBitwiseQuery(selector, value, opts, (result, _) => result > 0);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/comparison/index.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/comparison/eq.js
init_esm_shims();
var $eq3 = (selector, value, options) => processQuery(selector, value, options, $eq);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/comparison/gt.js
init_esm_shims();
var $gt3 = (selector, value, options) => processQuery(selector, value, options, $gt);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/comparison/gte.js
init_esm_shims();
var $gte3 = (selector, value, options) => processQuery(selector, value, options, $gte);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/comparison/in.js
init_esm_shims();
var $in3 = (selector, value, options) => processQuery(selector, value, options, $in2);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/comparison/lt.js
init_esm_shims();
var $lt3 = (selector, value, options) => processQuery(selector, value, options, $lt);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/comparison/lte.js
init_esm_shims();
var $lte3 = (selector, value, options) => processQuery(selector, value, options, $lte);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/comparison/ne.js
init_esm_shims();
var $ne3 = (selector, value, options) => processQuery(selector, value, options, $ne);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/comparison/nin.js
init_esm_shims();
var $nin2 = (selector, value, options) => processQuery(selector, value, options, $nin);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/element/exists.js
init_esm_shims();
var $exists = (selector, value, _options) => {
  const nested = selector.includes('.');
  const b = !!value;
  if (!nested || selector.match(/\.\d+$/)) {
    return (o) => (resolve(o, selector) !== void 0) === b;
  }
  const parentSelector = selector.substring(0, selector.lastIndexOf('.'));
  const opts = { preserveIndex: 'default' };
  return (o) => {
    const path = resolveGraph(o, selector, opts);
    const val = resolve(path, parentSelector);
    return isArray(val) ? val.some((v) => v !== void 0) === b : (val !== void 0) === b;
  };
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/element/type.js
init_esm_shims();
var $type3 = (selector, value, options) => processQuery(selector, value, options, $type);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/evaluation/expr.js
init_esm_shims();
function $expr(_, expr, options) {
  return (obj) => truthy(evalExpr(obj, expr, options), options.useStrictMode);
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/evaluation/jsonSchema.js
init_esm_shims();
function $jsonSchema(_, schema, options) {
  assert(
    !!options?.jsonSchemaValidator,
    "$jsonSchema requires 'jsonSchemaValidator' option to be defined.",
  );
  const validate = options.jsonSchemaValidator(schema);
  return (obj) => validate(obj);
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/evaluation/mod.js
init_esm_shims();
var $mod3 = (selector, value, options) => processQuery(selector, value, options, $mod2);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/evaluation/regex.js
init_esm_shims();
var $regex2 = (selector, value, options) => processQuery(selector, value, options, $regex);

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/evaluation/where.js
init_esm_shims();
function $where(_, rhs, opts) {
  assert(opts.scriptEnabled, "$where requires 'scriptEnabled' option to be true");
  const f = rhs;
  assert(isFunction(f), '$where only accepts a Function objects');
  return (obj) => truthy(f.call(obj), opts?.useStrictMode);
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/logical/and.js
init_esm_shims();
var $and2 = (_, rhs, options) => {
  assert(isArray(rhs), '$and expects value to be an Array.');
  const queries = rhs.map((expr) => new Query(expr, options));
  return (obj) => queries.every((q) => q.test(obj));
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/logical/nor.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/logical/or.js
init_esm_shims();
function $or2(_, rhs, options) {
  assert(isArray(rhs), 'Invalid expression. $or expects value to be an Array');
  const queries = rhs.map((expr) => new Query(expr, options));
  return (obj) => queries.some((q) => q.test(obj));
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/logical/nor.js
function $nor(_, rhs, options) {
  assert(isArray(rhs), 'Invalid expression. $nor expects value to be an array.');
  const f = $or2('$or', rhs, options);
  return (obj) => !f(obj);
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/query/logical/not.js
init_esm_shims();
function $not2(selector, rhs, options) {
  const criteria = {};
  criteria[selector] = normalize(rhs);
  const query = new Query(criteria, options);
  return (obj) => !query.test(obj);
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/window/index.js
var window_exports = {};
__export(window_exports, {
  $denseRank: () => $denseRank,
  $derivative: () => $derivative,
  $documentNumber: () => $documentNumber,
  $expMovingAvg: () => $expMovingAvg,
  $integral: () => $integral,
  $linearFill: () => $linearFill,
  $locf: () => $locf,
  $minMaxScaler: () => $minMaxScaler,
  $rank: () => $rank,
  $shift: () => $shift,
});
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/window/denseRank.js
init_esm_shims();
var $denseRank = (obj, coll, expr, options) =>
  rank(
    obj,
    coll,
    expr,
    options,
    true,
    /*dense*/
  );

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/window/derivative.js
init_esm_shims();
var $derivative = (_, coll, expr, options) => {
  if (coll.length < 2) return null;
  const { input, unit } = expr.inputExpr;
  const sortKey2 = '$' + Object.keys(expr.parentExpr.sortBy)[0];
  const values = [coll[0], coll[coll.length - 1]];
  const points = $push(values, [sortKey2, input], options).filter(
    ([x, y]) => isNumber(+x) && isNumber(+y),
  );
  assert(points.length === 2, '$derivative arguments must resolve to numeric');
  const [[x1, y1], [x2, y2]] = points;
  const deltaX = (x2 - x1) / TIMEUNIT_IN_MILLIS[unit ?? 'millisecond'];
  return (y2 - y1) / deltaX;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/window/documentNumber.js
init_esm_shims();
var $documentNumber = (_obj, _coll, expr, _options) => expr.documentNumber;

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/window/expMovingAvg.js
init_esm_shims();
var $expMovingAvg = (_, coll, expr, options) => {
  const { input, N, alpha } = expr.inputExpr;
  assert(!(N && alpha), `$expMovingAvg: must provide either 'N' or 'alpha' field.`);
  assert(!N || (isNumber(N) && N > 0), `$expMovingAvg: 'N' must be greater than zero. Got ${N}.`);
  assert(
    !alpha || (isNumber(alpha) && alpha > 0 && alpha < 1),
    `$expMovingAvg: 'alpha' must be between 0 and 1 (exclusive), found alpha: ${alpha}`,
  );
  return withMemo(
    coll,
    expr,
    () => {
      const weight = N != void 0 ? 2 / (N + 1) : alpha;
      const values = $push(coll, input, options);
      for (let i = 0; i < values.length; i++) {
        if (i === 0) {
          if (!isNumber(values[i])) values[i] = null;
          continue;
        }
        if (!isNumber(values[i])) {
          values[i] = values[i - 1];
          continue;
        }
        if (!isNumber(values[i - 1])) continue;
        values[i] = values[i] * weight + values[i - 1] * (1 - weight);
      }
      return values;
    },
    (series) => series[expr.documentNumber - 1],
  );
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/window/integral.js
init_esm_shims();
var $integral = (_, coll, expr, options) => {
  const { input, unit } = expr.inputExpr;
  const sortKey2 = '$' + Object.keys(expr.parentExpr.sortBy)[0];
  const points = $push(coll, [sortKey2, input], options).filter(
    ([x, y]) => isNumber(+x) && isNumber(+y),
  );
  const size = points.length;
  assert(coll.length === size, '$integral expects an array of numeric values');
  let result = 0;
  for (let k = 1; k < size; k++) {
    const [x1, y1] = points[k - 1];
    const [x2, y2] = points[k];
    const deltaX = (x2 - x1) / TIMEUNIT_IN_MILLIS[unit ?? 'millisecond'];
    result += 0.5 * (y1 + y2) * deltaX;
  }
  return result;
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/window/minMaxScaler.js
init_esm_shims();
var $minMaxScaler = (_, coll, expr, options) => {
  return withMemo(
    coll,
    expr,
    () => {
      const args = expr.inputExpr;
      const min = args.min || 0;
      const max = args.max || 1;
      const nums = $push(coll, args.input || expr.inputExpr, options);
      assert(
        isArray(nums) && nums.length > 0 && nums.every(isNumber),
        '$minMaxScaler: input must be a numeric array',
      );
      let rmin = nums[0];
      let rmax = nums[0];
      for (const n of nums) {
        if (n < rmin) rmin = n;
        else if (n > rmax) rmax = n;
      }
      const scale = max - min;
      const range = rmax - rmin;
      assert(range !== 0, '$minMaxScaler: input range must not be zero');
      return {
        min,
        scale,
        rmin,
        range,
        nums,
      };
    },
    (data) => {
      const { min, rmin, scale, range, nums } = data;
      return ((nums[expr.documentNumber - 1] - rmin) / range) * scale + min;
    },
  );
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/window/rank.js
init_esm_shims();
var $rank = (obj, coll, expr, options) =>
  rank(
    obj,
    coll,
    expr,
    options,
    false,
    /*dense*/
  );

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/window/shift.js
init_esm_shims();
var $shift = (obj, coll, expr, options) => {
  const input = expr.inputExpr;
  const shiftedIndex = expr.documentNumber - 1 + input.by;
  if (shiftedIndex < 0 || shiftedIndex > coll.length - 1) {
    return evalExpr(obj, input.default, options) ?? null;
  }
  return evalExpr(coll[shiftedIndex], input.output, options);
};

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/updater.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/update/index.js
var update_exports = {};
__export(update_exports, {
  $addToSet: () => $addToSet2,
  $bit: () => $bit,
  $currentDate: () => $currentDate,
  $inc: () => $inc,
  $max: () => $max2,
  $min: () => $min2,
  $mul: () => $mul,
  $pop: () => $pop,
  $pull: () => $pull,
  $pullAll: () => $pullAll,
  $push: () => $push2,
  $rename: () => $rename,
  $set: () => $set2,
  $unset: () => $unset2,
});
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/update/addToSet.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/update/_internal.js
init_esm_shims();
var DEFAULT_OPTIONS = ComputeOptions.init({
  context: Context.init()
    .addQueryOps(query_exports)
    .addExpressionOps(boolean_exports)
    .addExpressionOps(comparison_exports),
}).update({ updateConfig: { cloneMode: 'copy' } });
var clone = (val, opts) => {
  const mode = opts?.local?.updateConfig?.cloneMode;
  switch (mode) {
    case 'deep':
      return cloneDeep(val);
    case 'copy': {
      if (isDate(val)) return new Date(val);
      if (isArray(val)) return val.slice();
      if (isObject(val)) return Object.assign({}, val);
      if (isRegExp(val)) return new RegExp(val);
      return val;
    }
  }
  return val;
};
var FIRST_ONLY = '$';
var ARRAY_WIDE = '$[]';
var applyUpdate = (o, n, q, f, opts) => {
  const { selector, position: c, next } = n;
  if (!c) {
    let b = false;
    const g = (u, k) => (b = Boolean(f(u, k)) || b);
    walk(o, selector, g, opts);
    return b;
  }
  const arr = resolve(o, selector);
  if (!isArray(arr) || !arr.length) return false;
  if (c === FIRST_ONLY) {
    const i = arr.findIndex((e) => q[selector].test({ [selector]: [e] }));
    assert(i > -1, 'BUG: positional operator found no match for ' + selector);
    return next ? applyUpdate(arr[i], next, q, f, opts) : f(arr, i);
  }
  let status = false;
  for (let i = 0; i < arr.length; i++) {
    const e = arr[i];
    if (c !== ARRAY_WIDE && q[c] && !q[c].test({ [c]: [e] })) continue;
    status = next ? applyUpdate(e, next, q, f, opts) || status : f(arr, i) || status;
  }
  return status;
};
var ERR_MISSING_FIELD = "You must include the array field for '.$' as part of the query document.";
var ERR_IMMUTABLE_FIELD = (path, idKey) =>
  `Performing an update on the path '${path}' would modify the immutable field '${idKey}'.`;
function walkExpression(expr, arrayFilters, options, callback) {
  const opts = options;
  const params = opts.local.updateParams ?? buildParams([expr], arrayFilters, opts);
  const modified = [];
  for (const key of Object.keys(expr)) {
    const { node, queries } = params[key];
    if (callback(expr[key], node, queries)) modified.push(node.selector);
  }
  return modified.sort();
}
function buildParams(exprList, arrayFilters, options) {
  const params = {};
  arrayFilters ||= [];
  const filterIndexMap = arrayFilters.reduce((res, filter) => {
    for (const k of Object.keys(filter)) {
      const parent2 = k.substring(0, k.indexOf('.')) || k;
      if (res[parent2]) {
        res[parent2][k] = filter[k];
      } else {
        res[parent2] = { [k]: filter[k] };
      }
    }
    return res;
  }, {});
  let { condition } = options.local;
  condition = condition ?? {};
  const queryKeys = Object.keys(condition);
  const conflictDetector = new PathValidator();
  for (const expr of exprList) {
    for (const selector of Object.keys(expr)) {
      assertNoProto(selector);
      assert(
        !selector.startsWith('$'),
        `Dollar ($) prefixed field paths is not allowed in update operations: '${selector}'.`,
      );
      const identifiers = [];
      const node = selector.includes('$') ? { selector: '' } : { selector };
      if (!node.selector) {
        selector.split('.').reduce((n, v) => {
          if (v === FIRST_ONLY || v === ARRAY_WIDE) {
            n.position = v;
          } else if (v.startsWith('$[') && v.endsWith(']')) {
            const id = v.slice(2, -1);
            assert(
              /^[a-z]+\w*$/.test(id),
              `The filter <identifier> must begin with a lowercase letter and contain only alphanumeric characters. '${v}' is invalid.`,
            );
            identifiers.push(id);
            n.position = id;
          } else if (!n.selector) {
            n.selector = v;
          } else if (!n.position) {
            n.selector += '.' + v;
          } else {
            n.next = { selector: v };
            return n.next;
          }
          return n;
        }, node);
      }
      const queries = {};
      if (identifiers.length) {
        const filters = {};
        for (const v of identifiers) filters[v] = filterIndexMap[v];
        for (const k of Object.keys(filters)) {
          queries[k] = new Query(filters[k], options);
        }
      }
      if (node.position === FIRST_ONLY) {
        const field = node.selector;
        assert(queryKeys && queryKeys.length, ERR_MISSING_FIELD);
        const matches = queryKeys.filter((k2) => k2 === field || k2.startsWith(field + '.'));
        assert(matches.length === 1, ERR_MISSING_FIELD);
        const k = matches[0];
        queries[field] = new Query({ [k]: condition[k] }, options);
      }
      const idKey = options.idKey;
      assert(
        node.selector !== idKey && !node.selector.startsWith(`${idKey}.`),
        ERR_IMMUTABLE_FIELD(node.selector, idKey),
      );
      assert(
        conflictDetector.add(node.selector),
        `updating the path '${node.selector}' would create a conflict at '${node.selector}'`,
      );
      params[selector] = { node, queries };
    }
  }
  return params;
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/update/addToSet.js
function $addToSet2(expr, arrayFilters = [], options = DEFAULT_OPTIONS) {
  for (const valueSpec of Object.values(expr)) {
    assert(
      !(isObject(valueSpec) && has(valueSpec, '$each')) || isArray(valueSpec.$each),
      `The argument to $each in $addToSet must be an array.`,
    );
  }
  return (obj) => {
    return walkExpression(expr, arrayFilters, options, (val, node, queries) => {
      const args = { $each: [val] };
      if (isObject(val) && has(val, '$each')) {
        Object.assign(args, val);
      }
      return applyUpdate(
        obj,
        node,
        queries,
        (o, k) => {
          const prev = o[k];
          if (isArray(prev)) {
            const set = unique(prev.concat(args.$each));
            if (set.length === prev.length) return false;
            o[k] = clone(set, options);
          } else if (prev === void 0) {
            o[k] = clone(args.$each, options);
          } else {
            return false;
          }
          return true;
        },
        { buildGraph: true },
      );
    });
  };
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/update/bit.js
init_esm_shims();
var BIT_OPS = ['and', 'or', 'xor'];
function $bit(expr, arrayFilters = [], options = DEFAULT_OPTIONS) {
  for (const vals of Object.values(expr)) {
    assert(isObject(vals), `$bit operator expression must be an object.`);
    const op = Object.keys(vals);
    assert(
      op.length === 1 && BIT_OPS.includes(op[0]),
      `$bit spec is invalid '${op[0]}'. Must be one of 'and', 'or', or 'xor'.`,
    );
    assert(
      isInteger(vals[op[0]]),
      `$bit expression value must be an integer. Got ${typeOf(vals[op[0]])}`,
    );
  }
  return (obj) => {
    return walkExpression(expr, arrayFilters, options, (val, node, queries) => {
      const op = Object.keys(val);
      return applyUpdate(
        obj,
        node,
        queries,
        (o, k) => {
          let n = o[k];
          const v = val[op[0]];
          const missing = n === void 0;
          if (!missing && !isInteger(n)) return false;
          n = n || 0;
          switch (op[0]) {
            case 'and':
              return (o[k] = n & v) !== n || missing;
            case 'or':
              return (o[k] = n | v) !== n || missing;
            case 'xor':
              return (o[k] = n ^ v) !== n || missing;
          }
        },
        { buildGraph: true },
      );
    });
  };
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/update/currentDate.js
init_esm_shims();
function $currentDate(expr, arrayFilters = [], options = DEFAULT_OPTIONS) {
  for (const dateSpec of Object.values(expr)) {
    assert(
      dateSpec === true ||
        (isObject(dateSpec) && (dateSpec.$type === 'date' || dateSpec.$type === 'timestamp')),
      `Invalid type for $currentDate. Please use a boolean ('true') or a $type expression ({$type: 'timestamp/date'}).`,
    );
  }
  return (obj) => {
    return walkExpression(expr, arrayFilters, options, (val, node, queries) => {
      return applyUpdate(
        obj,
        node,
        queries,
        (o, k) => {
          o[k] = val === true || val.$type === 'date' ? options.now : options.now.getTime();
          return true;
        },
        { buildGraph: true },
      );
    });
  };
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/update/inc.js
init_esm_shims();
function $inc(expr, arrayFilters = [], options = DEFAULT_OPTIONS) {
  for (const amount of Object.values(expr)) {
    assert(isNumber(amount), `Cannot increment with non-numeric argument.`);
  }
  return (obj) => {
    return walkExpression(expr, arrayFilters, options, (val, node, queries) => {
      return applyUpdate(
        obj,
        node,
        queries,
        (o, k) => {
          if (isNumber(o[k]) || o[k] === void 0) {
            const previous = o[k];
            o[k] ||= 0;
            o[k] += val;
            return o[k] !== previous;
          }
          return false;
        },
        { buildGraph: true },
      );
    });
  };
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/update/max.js
init_esm_shims();
function $max2(expr, arrayFilters = [], options = DEFAULT_OPTIONS) {
  return (obj) => {
    return walkExpression(expr, arrayFilters, options, (val, node, queries) => {
      return applyUpdate(
        obj,
        node,
        queries,
        (o, k) => {
          if (compare(o[k], val) > -1) return false;
          o[k] = val;
          return true;
        },
        { buildGraph: true },
      );
    });
  };
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/update/min.js
init_esm_shims();
function $min2(expr, arrayFilters = [], options = DEFAULT_OPTIONS) {
  return (obj) => {
    return walkExpression(expr, arrayFilters, options, (val, node, queries) => {
      return applyUpdate(
        obj,
        node,
        queries,
        (o, k) => {
          if (o[k] !== void 0 && compare(o[k], val) < 1) return false;
          o[k] = val;
          return true;
        },
        { buildGraph: true },
      );
    });
  };
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/update/mul.js
init_esm_shims();
function $mul(expr, arrayFilters = [], options = DEFAULT_OPTIONS) {
  for (const factor of Object.values(expr)) {
    assert(isNumber(factor), `Cannot multiply with non-numeric argument.`);
  }
  return (obj) => {
    return walkExpression(expr, arrayFilters, options, (val, node, queries) => {
      return applyUpdate(
        obj,
        node,
        queries,
        (o, k) => {
          const prev = o[k];
          if (isNumber(o[k])) o[k] = o[k] * val;
          else if (o[k] === void 0) o[k] = 0;
          return o[k] !== prev;
        },
        { buildGraph: true },
      );
    });
  };
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/update/pop.js
init_esm_shims();
function $pop(expr, arrayFilters = [], options = DEFAULT_OPTIONS) {
  for (const position of Object.values(expr)) {
    assert(position === 1 || position === -1, `$pop argument must be 1 or -1.`);
  }
  return (obj) => {
    return walkExpression(expr, arrayFilters, options, (val, node, queries) => {
      return applyUpdate(obj, node, queries, (o, k) => {
        const arr = o[k];
        if (!isArray(arr) || !arr.length) return false;
        if (val === -1) arr.splice(0, 1);
        else arr.pop();
        return true;
      });
    });
  };
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/update/pull.js
init_esm_shims();
function $pull(expr, arrayFilters = [], options = DEFAULT_OPTIONS) {
  const predicates = Object.values(expr).map((pullSpec) => {
    const wrap2 = !isObject(pullSpec) || Object.keys(pullSpec).some(isOperator);
    const query = new Query(wrap2 ? { k: pullSpec } : pullSpec, options);
    return wrap2 ? (v) => query.test({ k: v }) : (v) => query.test(v);
  });
  return (obj) => {
    let index = 0;
    return walkExpression(expr, arrayFilters, options, (_, node, queries) => {
      const pred = predicates[index++];
      return applyUpdate(obj, node, queries, (o, k) => {
        const prev = o[k];
        if (!isArray(prev) || !prev.length) return false;
        const curr = new Array();
        let ok = false;
        for (const v of prev) {
          const b = pred(v);
          if (!b) curr.push(v);
          ok ||= b;
        }
        if (!ok) return false;
        o[k] = curr;
        return true;
      });
    });
  };
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/update/pullAll.js
init_esm_shims();
function $pullAll(expr, arrayFilters = [], options = DEFAULT_OPTIONS) {
  const pullExpr = {};
  for (const k of Object.keys(expr)) {
    assert(isArray(expr[k]), `$pullAll requires an array argument.`);
    pullExpr[k] = { $in: expr[k] };
  }
  return $pull(pullExpr, arrayFilters, options);
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/update/push.js
init_esm_shims();
var MODIFIERS = ['$each', '$slice', '$sort', '$position'];
function $push2(expr, arrayFilters = [], options = DEFAULT_OPTIONS) {
  for (const pushSpec of Object.values(expr)) {
    if (isObject(pushSpec) && MODIFIERS.some((m) => has(pushSpec, m))) {
      assert(isArray(pushSpec.$each), `The argument to $each in $push must be an array.`);
      assert(
        pushSpec.$slice === void 0 || isInteger(pushSpec.$slice),
        `The value for $slice must be an integer value.`,
      );
      assert(
        pushSpec.$position === void 0 || isInteger(pushSpec.$position),
        `The value for $position must be an integer value.`,
      );
    }
  }
  return (obj) => {
    return walkExpression(expr, arrayFilters, options, (val, node, queries) => {
      const args = {
        $each: [val],
      };
      if (isObject(val) && MODIFIERS.some((m) => has(val, m))) {
        Object.assign(args, val);
      }
      return applyUpdate(
        obj,
        node,
        queries,
        (o, k) => {
          const arr = o[k];
          if (!isArray(arr)) {
            if (arr === void 0) {
              o[k] = clone(args.$each, options);
              return true;
            }
            return false;
          }
          const prev = arr.slice(0, args.$slice || arr.length);
          const oldsize = arr.length;
          const pos = isNumber(args.$position) ? args.$position : arr.length;
          arr.splice(pos, 0, ...clone(args.$each, options));
          if (args.$sort) {
            const sortKey2 = isObject(args.$sort) ? Object.keys(args.$sort)[0] : '';
            const order = !sortKey2 ? args.$sort : args.$sort[sortKey2];
            const f = !sortKey2 ? (a) => a : (a) => resolve(a, sortKey2);
            arr.sort((a, b) => order * compare(f(a), f(b)));
          }
          if (isNumber(args.$slice)) {
            if (args.$slice < 0) arr.splice(0, arr.length + args.$slice);
            else arr.splice(args.$slice);
          }
          return oldsize != arr.length || !isEqual(prev, arr);
        },
        { descendArray: true, buildGraph: true },
      );
    });
  };
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/update/rename.js
init_esm_shims();

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/update/set.js
init_esm_shims();
function $set2(expr, arrayFilters = [], options = DEFAULT_OPTIONS) {
  return (obj) => {
    return walkExpression(expr, arrayFilters, options, (val, node, queries) => {
      return applyUpdate(
        obj,
        node,
        queries,
        (o, k) => {
          if (isEqual(o[k], val)) return false;
          o[k] = clone(val, options);
          return true;
        },
        { buildGraph: true },
      );
    });
  };
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/update/rename.js
var isIdPath = (path, idKey) => path === idKey || path.startsWith(`${idKey}.`);
function $rename(expr, arrayFilters = [], options = DEFAULT_OPTIONS) {
  const idKey = options.idKey;
  for (const target2 of Object.values(expr)) {
    assert(typeof target2 === 'string', `$rename target must be a string.`);
    assert(
      !isIdPath(target2, idKey),
      `Performing an update on the path '${target2}' would modify the immutable field '${idKey}'.`,
    );
  }
  return (obj) => {
    const res = [];
    const changed = walkExpression(expr, arrayFilters, options, (val, node, queries) => {
      return applyUpdate(obj, node, queries, (o, k) => {
        if (!has(o, k)) return false;
        Array.prototype.push.apply(res, $set2({ [val]: o[k] }, arrayFilters, options)(obj));
        delete o[k];
        return true;
      });
    });
    return Array.from(new Set(changed.concat(res)));
  };
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/operators/update/unset.js
init_esm_shims();
function $unset2(expr, arrayFilters = [], options = DEFAULT_OPTIONS) {
  return (obj) => {
    return walkExpression(expr, arrayFilters, options, (_, node, queries) => {
      return applyUpdate(obj, node, queries, (o, k) => {
        if (!has(o, k)) return false;
        const prev = o[k];
        if (isArray(o)) o[k] = null;
        else delete o[k];
        return !isEqual(prev, o[k]);
      });
    });
  };
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/updater.js
var UPDATE_OPERATORS = update_exports;
var PIPELINE_OPERATORS = {
  $addFields,
  $set,
  $project,
  $unset,
  $replaceRoot,
  $replaceWith,
};
function update(obj, modifier, arrayFilters, condition, options) {
  const docs = [obj];
  const res = updateOne(
    docs,
    condition || {},
    modifier,
    { arrayFilters, cloneMode: options?.cloneMode ?? 'copy' },
    options?.queryOptions,
  );
  return res.modifiedFields ?? [];
}
function updateOne(documents, condition, modifier, updateConfig = {}, options) {
  return updateDocuments(documents, condition, modifier, updateConfig, {
    ...options,
    firstOnly: true,
  });
}
function updateDocuments(documents, condition, modifier, updateConfig = {}, options) {
  options ||= {};
  const firstOnly = options?.firstOnly ?? false;
  const opts = ComputeOptions.init({
    ...options,
    collation: Object.assign({}, options?.collation, updateConfig?.collation),
  }).update({
    condition,
    updateConfig: { cloneMode: 'copy', ...updateConfig },
    variables: updateConfig.let,
    updateParams: {},
  });
  opts.context
    .addExpressionOps(boolean_exports)
    .addExpressionOps(comparison_exports)
    .addQueryOps(query_exports)
    .addPipelineOps(PIPELINE_OPERATORS);
  const filterExists = Object.keys(condition).length > 0;
  const matchedDocs = /* @__PURE__ */ new Map();
  let docsIter = Lazy(documents);
  if (filterExists) {
    const query = new Query(condition, opts);
    docsIter = docsIter.filter((o, i) => {
      if (query.test(o)) {
        matchedDocs.set(o, i);
        return true;
      }
      return false;
    });
  }
  let modifiedIndex = -1;
  if (firstOnly) {
    const indexes = /* @__PURE__ */ new Map();
    if (updateConfig.sort) {
      if (!filterExists) {
        docsIter = docsIter.map((o, i) => {
          indexes.set(o, i);
          return o;
        });
      }
      docsIter = $sort(docsIter, updateConfig.sort, opts);
    }
    docsIter = docsIter.take(1);
    const firstDoc = docsIter.collect()[0];
    modifiedIndex = matchedDocs.get(firstDoc) ?? indexes.get(firstDoc) ?? 0;
  }
  const foundDocs = docsIter.collect();
  if (foundDocs.length === 0) return { matchedCount: 0, modifiedCount: 0 };
  if (isArray(modifier)) {
    const indexes = firstOnly ? [modifiedIndex] : Array.from(matchedDocs.values());
    const hashes = indexes.length
      ? indexes.map((i) => hashCode(documents[i]))
      : foundDocs.map((o) => hashCode(o));
    const output2 = { matchedCount: hashes.length, modifiedCount: 0 };
    const oldFirstDoc = firstOnly ? cloneDeep(documents[indexes[0]]) : void 0;
    let updateIter = Lazy(foundDocs);
    for (const stage of modifier) {
      const [op, expr] = Object.entries(stage)[0];
      const pipelineOp = PIPELINE_OPERATORS[op];
      assert(pipelineOp, `Unknown pipeline operator: '${op}'.`);
      updateIter = pipelineOp(updateIter, expr, opts);
    }
    const matches = updateIter.collect();
    if (indexes.length) {
      assert(indexes.length === matches.length, 'bug: indexes and result size must match.');
      for (let i = 0; i < indexes.length; i++) {
        if (hashCode(matches[i]) !== hashes[i]) {
          documents[indexes[i]] = matches[i];
          output2.modifiedCount++;
        }
      }
    } else {
      for (let i = 0; i < documents.length; i++) {
        if (hashCode(matches[i]) !== hashes[i]) {
          documents[i] = matches[i];
          output2.modifiedCount++;
        }
      }
    }
    if (firstOnly && output2.modifiedCount && oldFirstDoc) {
      const newDoc = documents[indexes[0]];
      const modifiedFields2 = getModifiedFields(modifier, oldFirstDoc, newDoc);
      assert(modifiedFields2.length, 'bug: failed to retrieve modified fields');
      Object.assign(output2, { modifiedFields: modifiedFields2, modifiedIndex });
    }
    return output2;
  }
  const unknownOp = Object.keys(modifier).find((op) => !UPDATE_OPERATORS[op]);
  assert(!unknownOp, `Unknown update operator: '${unknownOp}'.`);
  const arrayFilters = updateConfig?.arrayFilters ?? [];
  const renameTargets = Object.values(modifier.$rename ?? {}).map((target2) => ({
    [target2]: true,
  }));
  const updateExpressions = [...Object.values(modifier), ...renameTargets];
  opts.update({
    updateParams: buildParams(updateExpressions, arrayFilters, opts),
  });
  const matchedCount = foundDocs.length;
  const output = { matchedCount, modifiedCount: 0 };
  const modifiedFields = [];
  const fns = [];
  for (const op of Object.keys(modifier)) {
    const fn = UPDATE_OPERATORS[op];
    const expr = modifier[op];
    fns.push(fn(expr, arrayFilters, opts));
  }
  for (const doc of foundDocs) {
    let modified = false;
    for (const mutate of fns) {
      const fields = mutate(doc);
      if (fields.length) {
        modified = true;
        if (firstOnly) Array.prototype.push.apply(modifiedFields, fields);
      }
    }
    output.modifiedCount += +modified;
  }
  if (firstOnly && modifiedFields.length) {
    modifiedFields.sort();
    Object.assign(output, { modifiedFields, modifiedIndex });
  }
  return output;
}
function getModifiedFields(pipeline, oldDoc, newDoc) {
  const stageFields = [];
  for (const stage of pipeline) {
    const op = Object.keys(stage)[0];
    const expr = stage[op];
    switch (op) {
      case '$addFields':
      case '$set':
      case '$project':
      case '$replaceWith':
        stageFields.push(...Object.keys(expr));
        break;
      case '$unset':
        stageFields.push(...ensureArray(expr));
        break;
      case '$replaceRoot':
        stageFields.length = 0;
        stageFields.push(...Object.keys(expr?.newRoot));
        break;
    }
  }
  const stageFieldsSet = new Set(stageFields.sort());
  const pathValidator = new PathValidator();
  const modifiedFields = [];
  for (const key of stageFieldsSet) {
    if (pathValidator.add(key) && !isEqual(resolve(newDoc, key), resolve(oldDoc, key))) {
      modifiedFields.push(key);
    }
  }
  for (const key of Object.keys(oldDoc)) {
    if (stageFieldsSet.has(key)) continue;
    if (!pathValidator.add(key) || !isEqual(newDoc[key], oldDoc[key])) {
      modifiedFields.push(key);
    }
  }
  const topLevelValidator = new PathValidator();
  return modifiedFields.sort().filter((key) => topLevelValidator.add(key));
}

// ../../node_modules/.pnpm/mingo@7.2.7/node_modules/mingo/esm/index.js
var CONTEXT = Context.init({
  accumulator: accumulator_exports,
  expression: expression_exports,
  pipeline: pipeline_exports,
  projection: projection_exports,
  query: query_exports,
  window: window_exports,
});
var makeOpts = (options) =>
  Object.assign({
    ...options,
    context: options?.context ? Context.from(CONTEXT, options?.context) : CONTEXT,
  });
var Query2 = class extends Query {
  constructor(condition, options) {
    super(condition, makeOpts(options));
  }
};
var Aggregator2 = class extends Aggregator {
  constructor(pipeline, options) {
    super(pipeline, makeOpts(options));
  }
};
function update2(obj, modifier, arrayFilters, condition, options) {
  return update(obj, modifier, arrayFilters, condition, {
    cloneMode: options?.cloneMode,
    queryOptions: makeOpts(options?.queryOptions),
  });
}

// ../../packages/embedded-mongo/src/query/env.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/query/options.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/query/json-schema.ts
init_esm_shims();

// ../../node_modules/.pnpm/bson@7.3.4/node_modules/bson/lib/bson.node.mjs
init_esm_shims();
var TypedArrayPrototypeGetSymbolToStringTag = (() => {
  const g = Object.getOwnPropertyDescriptor(
    Object.getPrototypeOf(Uint8Array.prototype),
    Symbol.toStringTag,
  ).get;
  return (value) => g.call(value);
})();
function isUint8Array(value) {
  return TypedArrayPrototypeGetSymbolToStringTag(value) === 'Uint8Array';
}
function isAnyArrayBuffer(value) {
  return (
    typeof value === 'object' &&
    value != null &&
    Symbol.toStringTag in value &&
    (value[Symbol.toStringTag] === 'ArrayBuffer' ||
      value[Symbol.toStringTag] === 'SharedArrayBuffer')
  );
}
function isRegExp2(regexp2) {
  return regexp2 instanceof RegExp || Object.prototype.toString.call(regexp2) === '[object RegExp]';
}
function isMap(value) {
  return (
    typeof value === 'object' &&
    value != null &&
    Symbol.toStringTag in value &&
    value[Symbol.toStringTag] === 'Map'
  );
}
function isDate2(date) {
  return date instanceof Date || Object.prototype.toString.call(date) === '[object Date]';
}
function defaultInspect(x, _options) {
  return JSON.stringify(x, (k, v) => {
    if (typeof v === 'bigint') {
      return { $numberLong: `${v}` };
    } else if (isMap(v)) {
      return Object.fromEntries(v);
    }
    return v;
  });
}
function getStylizeFunction(options) {
  const stylizeExists =
    options != null &&
    typeof options === 'object' &&
    'stylize' in options &&
    typeof options.stylize === 'function';
  if (stylizeExists) {
    return options.stylize;
  }
}
var BSON_MAJOR_VERSION = 7;
var BSON_VERSION_SYMBOL = /* @__PURE__ */ Symbol.for('@@mdb.bson.version');
var BSON_INT32_MAX = 2147483647;
var BSON_INT32_MIN = -2147483648;
var BSON_INT64_MAX = Math.pow(2, 63) - 1;
var BSON_INT64_MIN = -Math.pow(2, 63);
var JS_INT_MAX = Math.pow(2, 53);
var JS_INT_MIN = -Math.pow(2, 53);
var BSON_DATA_NUMBER = 1;
var BSON_DATA_STRING = 2;
var BSON_DATA_OBJECT = 3;
var BSON_DATA_ARRAY = 4;
var BSON_DATA_BINARY = 5;
var BSON_DATA_UNDEFINED = 6;
var BSON_DATA_OID = 7;
var BSON_DATA_BOOLEAN = 8;
var BSON_DATA_DATE = 9;
var BSON_DATA_NULL = 10;
var BSON_DATA_REGEXP = 11;
var BSON_DATA_DBPOINTER = 12;
var BSON_DATA_CODE = 13;
var BSON_DATA_SYMBOL = 14;
var BSON_DATA_CODE_W_SCOPE = 15;
var BSON_DATA_INT = 16;
var BSON_DATA_TIMESTAMP = 17;
var BSON_DATA_LONG = 18;
var BSON_DATA_DECIMAL128 = 19;
var BSON_DATA_MIN_KEY = 255;
var BSON_DATA_MAX_KEY = 127;
var BSON_BINARY_SUBTYPE_DEFAULT = 0;
var BSON_BINARY_SUBTYPE_UUID_NEW = 4;
var BSONType = Object.freeze({
  double: 1,
  string: 2,
  object: 3,
  array: 4,
  binData: 5,
  undefined: 6,
  objectId: 7,
  bool: 8,
  date: 9,
  null: 10,
  regex: 11,
  dbPointer: 12,
  javascript: 13,
  symbol: 14,
  javascriptWithScope: 15,
  int: 16,
  timestamp: 17,
  long: 18,
  decimal: 19,
  minKey: -1,
  maxKey: 127,
});
var BSONError = class extends Error {
  get bsonError() {
    return true;
  }
  get name() {
    return 'BSONError';
  }
  constructor(message, options) {
    super(message, options);
  }
  static isBSONError(value) {
    return (
      value != null &&
      typeof value === 'object' &&
      'bsonError' in value &&
      value.bsonError === true &&
      'name' in value &&
      'message' in value &&
      'stack' in value
    );
  }
};
var BSONVersionError = class extends BSONError {
  get name() {
    return 'BSONVersionError';
  }
  constructor() {
    super(`Unsupported BSON version, bson types must be from bson ${BSON_MAJOR_VERSION}.x.x`);
  }
};
var BSONRuntimeError = class extends BSONError {
  get name() {
    return 'BSONRuntimeError';
  }
  constructor(message) {
    super(message);
  }
};
var BSONOffsetError = class extends BSONError {
  get name() {
    return 'BSONOffsetError';
  }
  offset;
  constructor(message, offset, options) {
    super(`${message}. offset: ${offset}`, options);
    this.offset = offset;
  }
};
var TextDecoderFatal;
var TextDecoderNonFatal;
function parseUtf8(buffer2, start, end, fatal) {
  if (fatal) {
    TextDecoderFatal ??= new TextDecoder('utf8', { fatal: true });
    try {
      return TextDecoderFatal.decode(buffer2.subarray(start, end));
    } catch (cause) {
      throw new BSONError('Invalid UTF-8 string in BSON document', { cause });
    }
  }
  TextDecoderNonFatal ??= new TextDecoder('utf8', { fatal: false });
  return TextDecoderNonFatal.decode(buffer2.subarray(start, end));
}
function tryReadBasicLatin(uint8array, start, end) {
  if (uint8array.length === 0) {
    return '';
  }
  const stringByteLength = end - start;
  if (stringByteLength === 0) {
    return '';
  }
  if (stringByteLength > 20) {
    return null;
  }
  if (stringByteLength === 1 && uint8array[start] < 128) {
    return String.fromCharCode(uint8array[start]);
  }
  if (stringByteLength === 2 && uint8array[start] < 128 && uint8array[start + 1] < 128) {
    return String.fromCharCode(uint8array[start]) + String.fromCharCode(uint8array[start + 1]);
  }
  if (
    stringByteLength === 3 &&
    uint8array[start] < 128 &&
    uint8array[start + 1] < 128 &&
    uint8array[start + 2] < 128
  ) {
    return (
      String.fromCharCode(uint8array[start]) +
      String.fromCharCode(uint8array[start + 1]) +
      String.fromCharCode(uint8array[start + 2])
    );
  }
  const latinBytes = [];
  for (let i = start; i < end; i++) {
    const byte = uint8array[i];
    if (byte > 127) {
      return null;
    }
    latinBytes.push(byte);
  }
  return String.fromCharCode(...latinBytes);
}
function tryWriteBasicLatin(destination, source, offset) {
  if (source.length === 0) return 0;
  if (source.length > 25) return null;
  if (destination.length - offset < source.length) return null;
  for (
    let charOffset = 0, destinationOffset = offset;
    charOffset < source.length;
    charOffset++, destinationOffset++
  ) {
    const char = source.charCodeAt(charOffset);
    if (char > 127) return null;
    destination[destinationOffset] = char;
  }
  return source.length;
}
function nodejsMathRandomBytes(byteLength) {
  return nodeJsByteUtils.fromNumberArray(
    Array.from({ length: byteLength }, () => Math.floor(Math.random() * 256)),
  );
}
function nodejsSecureRandomBytes(byteLength) {
  return crypto.getRandomValues(nodeJsByteUtils.allocate(byteLength));
}
var nodejsRandomBytes = (() => {
  const { crypto: crypto2 } = globalThis;
  if (crypto2 != null && typeof crypto2.getRandomValues === 'function') {
    return nodejsSecureRandomBytes;
  } else {
    return nodejsMathRandomBytes;
  }
})();
var nodeJsByteUtils = {
  isUint8Array,
  toLocalBufferType(potentialBuffer) {
    if (Buffer.isBuffer(potentialBuffer)) {
      return potentialBuffer;
    }
    if (ArrayBuffer.isView(potentialBuffer)) {
      return Buffer.from(
        potentialBuffer.buffer,
        potentialBuffer.byteOffset,
        potentialBuffer.byteLength,
      );
    }
    const stringTag =
      potentialBuffer?.[Symbol.toStringTag] ?? Object.prototype.toString.call(potentialBuffer);
    if (
      stringTag === 'ArrayBuffer' ||
      stringTag === 'SharedArrayBuffer' ||
      stringTag === '[object ArrayBuffer]' ||
      stringTag === '[object SharedArrayBuffer]'
    ) {
      return Buffer.from(potentialBuffer);
    }
    throw new BSONError(`Cannot create Buffer from the passed potentialBuffer.`);
  },
  allocate(size) {
    return Buffer.alloc(size);
  },
  allocateUnsafe(size) {
    return Buffer.allocUnsafe(size);
  },
  compare(a, b) {
    return nodeJsByteUtils.toLocalBufferType(a).compare(b);
  },
  concat(list) {
    return Buffer.concat(list);
  },
  copy(source, target2, targetStart, sourceStart, sourceEnd) {
    return nodeJsByteUtils
      .toLocalBufferType(source)
      .copy(target2, targetStart ?? 0, sourceStart ?? 0, sourceEnd ?? source.length);
  },
  equals(a, b) {
    return nodeJsByteUtils.toLocalBufferType(a).equals(b);
  },
  fromNumberArray(array) {
    return Buffer.from(array);
  },
  fromBase64(base64) {
    return Buffer.from(base64, 'base64');
  },
  fromUTF8(utf8) {
    return Buffer.from(utf8, 'utf8');
  },
  toBase64(buffer2) {
    return nodeJsByteUtils.toLocalBufferType(buffer2).toString('base64');
  },
  fromISO88591(codePoints) {
    return Buffer.from(codePoints, 'binary');
  },
  toISO88591(buffer2) {
    return nodeJsByteUtils.toLocalBufferType(buffer2).toString('binary');
  },
  fromHex(hex) {
    return Buffer.from(hex, 'hex');
  },
  toHex(buffer2) {
    return nodeJsByteUtils.toLocalBufferType(buffer2).toString('hex');
  },
  toUTF8(buffer2, start, end, fatal) {
    const basicLatin = end - start <= 20 ? tryReadBasicLatin(buffer2, start, end) : null;
    if (basicLatin != null) {
      return basicLatin;
    }
    const string = nodeJsByteUtils.toLocalBufferType(buffer2).toString('utf8', start, end);
    if (fatal) {
      for (let i = 0; i < string.length; i++) {
        if (string.charCodeAt(i) === 65533) {
          parseUtf8(buffer2, start, end, true);
          break;
        }
      }
    }
    return string;
  },
  utf8ByteLength(input) {
    return Buffer.byteLength(input, 'utf8');
  },
  encodeUTF8Into(buffer2, source, byteOffset) {
    const latinBytesWritten = tryWriteBasicLatin(buffer2, source, byteOffset);
    if (latinBytesWritten != null) {
      return latinBytesWritten;
    }
    return nodeJsByteUtils.toLocalBufferType(buffer2).write(source, byteOffset, void 0, 'utf8');
  },
  randomBytes: nodejsRandomBytes,
  swap32(buffer2) {
    return nodeJsByteUtils.toLocalBufferType(buffer2).swap32();
  },
};
function isReactNative() {
  const { navigator } = globalThis;
  return typeof navigator === 'object' && navigator.product === 'ReactNative';
}
function webMathRandomBytes(byteLength) {
  if (byteLength < 0) {
    throw new RangeError(`The argument 'byteLength' is invalid. Received ${byteLength}`);
  }
  return webByteUtils.fromNumberArray(
    Array.from({ length: byteLength }, () => Math.floor(Math.random() * 256)),
  );
}
var webRandomBytes = (() => {
  const { crypto: crypto2 } = globalThis;
  if (crypto2 != null && typeof crypto2.getRandomValues === 'function') {
    return (byteLength) => {
      return crypto2.getRandomValues(webByteUtils.allocate(byteLength));
    };
  } else {
    if (isReactNative()) {
      const { console: console2 } = globalThis;
      console2?.warn?.(
        'BSON: For React Native please polyfill crypto.getRandomValues, e.g. using: https://www.npmjs.com/package/react-native-get-random-values.',
      );
    }
    return webMathRandomBytes;
  }
})();
var HEX_DIGIT = /(\d|[a-f])/i;
var webByteUtils = {
  isUint8Array,
  toLocalBufferType(potentialUint8array) {
    const stringTag =
      potentialUint8array?.[Symbol.toStringTag] ??
      Object.prototype.toString.call(potentialUint8array);
    if (stringTag === 'Uint8Array') {
      return potentialUint8array;
    }
    if (ArrayBuffer.isView(potentialUint8array)) {
      return new Uint8Array(
        potentialUint8array.buffer.slice(
          potentialUint8array.byteOffset,
          potentialUint8array.byteOffset + potentialUint8array.byteLength,
        ),
      );
    }
    if (
      stringTag === 'ArrayBuffer' ||
      stringTag === 'SharedArrayBuffer' ||
      stringTag === '[object ArrayBuffer]' ||
      stringTag === '[object SharedArrayBuffer]'
    ) {
      return new Uint8Array(potentialUint8array);
    }
    throw new BSONError(`Cannot make a Uint8Array from passed potentialBuffer.`);
  },
  allocate(size) {
    if (typeof size !== 'number') {
      throw new TypeError(`The "size" argument must be of type number. Received ${String(size)}`);
    }
    return new Uint8Array(size);
  },
  allocateUnsafe(size) {
    return webByteUtils.allocate(size);
  },
  compare(uint8Array, otherUint8Array) {
    if (uint8Array === otherUint8Array) return 0;
    const len = Math.min(uint8Array.length, otherUint8Array.length);
    for (let i = 0; i < len; i++) {
      if (uint8Array[i] < otherUint8Array[i]) return -1;
      if (uint8Array[i] > otherUint8Array[i]) return 1;
    }
    if (uint8Array.length < otherUint8Array.length) return -1;
    if (uint8Array.length > otherUint8Array.length) return 1;
    return 0;
  },
  concat(uint8Arrays) {
    if (uint8Arrays.length === 0) return webByteUtils.allocate(0);
    let totalLength = 0;
    for (const uint8Array of uint8Arrays) {
      totalLength += uint8Array.length;
    }
    const result = webByteUtils.allocate(totalLength);
    let offset = 0;
    for (const uint8Array of uint8Arrays) {
      result.set(uint8Array, offset);
      offset += uint8Array.length;
    }
    return result;
  },
  copy(source, target2, targetStart, sourceStart, sourceEnd) {
    if (sourceEnd !== void 0 && sourceEnd < 0) {
      throw new RangeError(
        `The value of "sourceEnd" is out of range. It must be >= 0. Received ${sourceEnd}`,
      );
    }
    sourceEnd = sourceEnd ?? source.length;
    if (sourceStart !== void 0 && (sourceStart < 0 || sourceStart > sourceEnd)) {
      throw new RangeError(
        `The value of "sourceStart" is out of range. It must be >= 0 and <= ${sourceEnd}. Received ${sourceStart}`,
      );
    }
    sourceStart = sourceStart ?? 0;
    if (targetStart !== void 0 && targetStart < 0) {
      throw new RangeError(
        `The value of "targetStart" is out of range. It must be >= 0. Received ${targetStart}`,
      );
    }
    targetStart = targetStart ?? 0;
    const srcSlice = source.subarray(sourceStart, sourceEnd);
    const maxLen = Math.min(srcSlice.length, target2.length - targetStart);
    if (maxLen <= 0) {
      return 0;
    }
    target2.set(srcSlice.subarray(0, maxLen), targetStart);
    return maxLen;
  },
  equals(uint8Array, otherUint8Array) {
    if (uint8Array.byteLength !== otherUint8Array.byteLength) {
      return false;
    }
    for (let i = 0; i < uint8Array.byteLength; i++) {
      if (uint8Array[i] !== otherUint8Array[i]) {
        return false;
      }
    }
    return true;
  },
  fromNumberArray(array) {
    return Uint8Array.from(array);
  },
  fromBase64(base64) {
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  },
  fromUTF8(utf8) {
    return new TextEncoder().encode(utf8);
  },
  toBase64(uint8array) {
    return btoa(webByteUtils.toISO88591(uint8array));
  },
  fromISO88591(codePoints) {
    return Uint8Array.from(codePoints, (c) => c.charCodeAt(0) & 255);
  },
  toISO88591(uint8array) {
    return Array.from(Uint16Array.from(uint8array), (b) => String.fromCharCode(b)).join('');
  },
  fromHex(hex) {
    const evenLengthHex = hex.length % 2 === 0 ? hex : hex.slice(0, hex.length - 1);
    const buffer2 = [];
    for (let i = 0; i < evenLengthHex.length; i += 2) {
      const firstDigit = evenLengthHex[i];
      const secondDigit = evenLengthHex[i + 1];
      if (!HEX_DIGIT.test(firstDigit)) {
        break;
      }
      if (!HEX_DIGIT.test(secondDigit)) {
        break;
      }
      const hexDigit = Number.parseInt(`${firstDigit}${secondDigit}`, 16);
      buffer2.push(hexDigit);
    }
    return Uint8Array.from(buffer2);
  },
  toHex(uint8array) {
    return Array.from(uint8array, (byte) => byte.toString(16).padStart(2, '0')).join('');
  },
  toUTF8(uint8array, start, end, fatal) {
    const basicLatin = end - start <= 20 ? tryReadBasicLatin(uint8array, start, end) : null;
    if (basicLatin != null) {
      return basicLatin;
    }
    return parseUtf8(uint8array, start, end, fatal);
  },
  utf8ByteLength(input) {
    return new TextEncoder().encode(input).byteLength;
  },
  encodeUTF8Into(uint8array, source, byteOffset) {
    const bytes = new TextEncoder().encode(source);
    uint8array.set(bytes, byteOffset);
    return bytes.byteLength;
  },
  randomBytes: webRandomBytes,
  swap32(buffer2) {
    if (buffer2.length % 4 !== 0) {
      throw new RangeError('Buffer size must be a multiple of 32-bits');
    }
    for (let i = 0; i < buffer2.length; i += 4) {
      const byte0 = buffer2[i];
      const byte1 = buffer2[i + 1];
      const byte2 = buffer2[i + 2];
      const byte3 = buffer2[i + 3];
      buffer2[i] = byte3;
      buffer2[i + 1] = byte2;
      buffer2[i + 2] = byte1;
      buffer2[i + 3] = byte0;
    }
    return buffer2;
  },
};
var hasGlobalBuffer = typeof Buffer === 'function' && Buffer.prototype?._isBuffer !== true;
var ByteUtils = hasGlobalBuffer ? nodeJsByteUtils : webByteUtils;
var bsonType = /* @__PURE__ */ Symbol.for('@@mdb.bson.type');
var BSONValue = class {
  get [bsonType]() {
    return this._bsontype;
  }
  get [BSON_VERSION_SYMBOL]() {
    return BSON_MAJOR_VERSION;
  }
  [/* @__PURE__ */ Symbol.for('nodejs.util.inspect.custom')](depth, options, inspect) {
    return this.inspect(depth, options, inspect);
  }
};
var FLOAT = new Float64Array(1);
var FLOAT_BYTES = new Uint8Array(FLOAT.buffer, 0, 8);
FLOAT[0] = -1;
var isBigEndian = FLOAT_BYTES[7] === 0;
var NumberUtils = {
  isBigEndian,
  getNonnegativeInt32LE(source, offset) {
    if (source[offset + 3] > 127) {
      throw new RangeError(`Size cannot be negative at offset: ${offset}`);
    }
    return (
      source[offset] |
      (source[offset + 1] << 8) |
      (source[offset + 2] << 16) |
      (source[offset + 3] << 24)
    );
  },
  getInt32LE(source, offset) {
    return (
      source[offset] |
      (source[offset + 1] << 8) |
      (source[offset + 2] << 16) |
      (source[offset + 3] << 24)
    );
  },
  getUint32LE(source, offset) {
    return (
      source[offset] +
      source[offset + 1] * 256 +
      source[offset + 2] * 65536 +
      source[offset + 3] * 16777216
    );
  },
  getUint32BE(source, offset) {
    return (
      source[offset + 3] +
      source[offset + 2] * 256 +
      source[offset + 1] * 65536 +
      source[offset] * 16777216
    );
  },
  getBigInt64LE(source, offset) {
    const hi = BigInt(
      source[offset + 4] +
        source[offset + 5] * 256 +
        source[offset + 6] * 65536 +
        (source[offset + 7] << 24),
    );
    const lo = BigInt(
      source[offset] +
        source[offset + 1] * 256 +
        source[offset + 2] * 65536 +
        source[offset + 3] * 16777216,
    );
    return (hi << 32n) + lo;
  },
  getFloat64LE: isBigEndian
    ? (source, offset) => {
        FLOAT_BYTES[7] = source[offset];
        FLOAT_BYTES[6] = source[offset + 1];
        FLOAT_BYTES[5] = source[offset + 2];
        FLOAT_BYTES[4] = source[offset + 3];
        FLOAT_BYTES[3] = source[offset + 4];
        FLOAT_BYTES[2] = source[offset + 5];
        FLOAT_BYTES[1] = source[offset + 6];
        FLOAT_BYTES[0] = source[offset + 7];
        return FLOAT[0];
      }
    : (source, offset) => {
        FLOAT_BYTES[0] = source[offset];
        FLOAT_BYTES[1] = source[offset + 1];
        FLOAT_BYTES[2] = source[offset + 2];
        FLOAT_BYTES[3] = source[offset + 3];
        FLOAT_BYTES[4] = source[offset + 4];
        FLOAT_BYTES[5] = source[offset + 5];
        FLOAT_BYTES[6] = source[offset + 6];
        FLOAT_BYTES[7] = source[offset + 7];
        return FLOAT[0];
      },
  setInt32BE(destination, offset, value) {
    destination[offset + 3] = value;
    value >>>= 8;
    destination[offset + 2] = value;
    value >>>= 8;
    destination[offset + 1] = value;
    value >>>= 8;
    destination[offset] = value;
    return 4;
  },
  setInt32LE(destination, offset, value) {
    destination[offset] = value;
    value >>>= 8;
    destination[offset + 1] = value;
    value >>>= 8;
    destination[offset + 2] = value;
    value >>>= 8;
    destination[offset + 3] = value;
    return 4;
  },
  setBigInt64LE(destination, offset, value) {
    const mask32bits = 0xffffffffn;
    let lo = Number(value & mask32bits);
    destination[offset] = lo;
    lo >>= 8;
    destination[offset + 1] = lo;
    lo >>= 8;
    destination[offset + 2] = lo;
    lo >>= 8;
    destination[offset + 3] = lo;
    let hi = Number((value >> 32n) & mask32bits);
    destination[offset + 4] = hi;
    hi >>= 8;
    destination[offset + 5] = hi;
    hi >>= 8;
    destination[offset + 6] = hi;
    hi >>= 8;
    destination[offset + 7] = hi;
    return 8;
  },
  setFloat64LE: isBigEndian
    ? (destination, offset, value) => {
        FLOAT[0] = value;
        destination[offset] = FLOAT_BYTES[7];
        destination[offset + 1] = FLOAT_BYTES[6];
        destination[offset + 2] = FLOAT_BYTES[5];
        destination[offset + 3] = FLOAT_BYTES[4];
        destination[offset + 4] = FLOAT_BYTES[3];
        destination[offset + 5] = FLOAT_BYTES[2];
        destination[offset + 6] = FLOAT_BYTES[1];
        destination[offset + 7] = FLOAT_BYTES[0];
        return 8;
      }
    : (destination, offset, value) => {
        FLOAT[0] = value;
        destination[offset] = FLOAT_BYTES[0];
        destination[offset + 1] = FLOAT_BYTES[1];
        destination[offset + 2] = FLOAT_BYTES[2];
        destination[offset + 3] = FLOAT_BYTES[3];
        destination[offset + 4] = FLOAT_BYTES[4];
        destination[offset + 5] = FLOAT_BYTES[5];
        destination[offset + 6] = FLOAT_BYTES[6];
        destination[offset + 7] = FLOAT_BYTES[7];
        return 8;
      },
};
var Binary = class _Binary extends BSONValue {
  get _bsontype() {
    return 'Binary';
  }
  static BSON_BINARY_SUBTYPE_DEFAULT = 0;
  static BUFFER_SIZE = 256;
  static SUBTYPE_DEFAULT = 0;
  static SUBTYPE_FUNCTION = 1;
  static SUBTYPE_BYTE_ARRAY = 2;
  static SUBTYPE_UUID_OLD = 3;
  static SUBTYPE_UUID = 4;
  static SUBTYPE_MD5 = 5;
  static SUBTYPE_ENCRYPTED = 6;
  static SUBTYPE_COLUMN = 7;
  static SUBTYPE_SENSITIVE = 8;
  static SUBTYPE_VECTOR = 9;
  static SUBTYPE_USER_DEFINED = 128;
  static VECTOR_TYPE = Object.freeze({
    Int8: 3,
    Float32: 39,
    PackedBit: 16,
  });
  buffer;
  sub_type;
  position;
  constructor(buffer2, subType) {
    super();
    if (
      !(buffer2 == null) &&
      typeof buffer2 === 'string' &&
      !ArrayBuffer.isView(buffer2) &&
      !isAnyArrayBuffer(buffer2) &&
      !Array.isArray(buffer2)
    ) {
      throw new BSONError('Binary can only be constructed from Uint8Array or number[]');
    }
    this.sub_type = (subType ?? _Binary.BSON_BINARY_SUBTYPE_DEFAULT) & 255;
    if (buffer2 == null) {
      this.buffer = ByteUtils.allocate(_Binary.BUFFER_SIZE);
      this.position = 0;
    } else {
      this.buffer = Array.isArray(buffer2)
        ? ByteUtils.fromNumberArray(buffer2)
        : ByteUtils.toLocalBufferType(buffer2);
      this.position = this.buffer.byteLength;
    }
  }
  put(byteValue) {
    if (typeof byteValue === 'string' && byteValue.length !== 1) {
      throw new BSONError('only accepts single character String');
    } else if (typeof byteValue !== 'number' && byteValue.length !== 1)
      throw new BSONError('only accepts single character Uint8Array or Array');
    let decodedByte;
    if (typeof byteValue === 'string') {
      decodedByte = byteValue.charCodeAt(0);
    } else if (typeof byteValue === 'number') {
      decodedByte = byteValue;
    } else {
      decodedByte = byteValue[0];
    }
    if (decodedByte < 0 || decodedByte > 255) {
      throw new BSONError('only accepts number in a valid unsigned byte range 0-255');
    }
    if (this.buffer.byteLength > this.position) {
      this.buffer[this.position++] = decodedByte;
    } else {
      const newSpace = ByteUtils.allocate(_Binary.BUFFER_SIZE + this.buffer.length);
      newSpace.set(this.buffer, 0);
      this.buffer = newSpace;
      this.buffer[this.position++] = decodedByte;
    }
  }
  write(sequence, offset) {
    offset = typeof offset === 'number' ? offset : this.position;
    if (this.buffer.byteLength < offset + sequence.length) {
      const newSpace = ByteUtils.allocate(this.buffer.byteLength + sequence.length);
      newSpace.set(this.buffer, 0);
      this.buffer = newSpace;
    }
    if (ArrayBuffer.isView(sequence)) {
      this.buffer.set(ByteUtils.toLocalBufferType(sequence), offset);
      this.position =
        offset + sequence.byteLength > this.position ? offset + sequence.length : this.position;
    } else if (typeof sequence === 'string') {
      throw new BSONError('input cannot be string');
    }
  }
  read(position, length) {
    length = length && length > 0 ? length : this.position;
    const end = position + length;
    return this.buffer.subarray(position, end > this.position ? this.position : end);
  }
  value() {
    return this.buffer.length === this.position
      ? this.buffer
      : this.buffer.subarray(0, this.position);
  }
  length() {
    return this.position;
  }
  toJSON() {
    return ByteUtils.toBase64(this.buffer.subarray(0, this.position));
  }
  toString(encoding) {
    if (encoding === 'hex') return ByteUtils.toHex(this.buffer.subarray(0, this.position));
    if (encoding === 'base64') return ByteUtils.toBase64(this.buffer.subarray(0, this.position));
    if (encoding === 'utf8' || encoding === 'utf-8')
      return ByteUtils.toUTF8(this.buffer, 0, this.position, false);
    return ByteUtils.toUTF8(this.buffer, 0, this.position, false);
  }
  toExtendedJSON(options) {
    options = options || {};
    if (this.sub_type === _Binary.SUBTYPE_VECTOR) {
      validateBinaryVector(this);
    }
    const base64String = ByteUtils.toBase64(this.buffer);
    const subType = Number(this.sub_type).toString(16);
    if (options.legacy) {
      return {
        $binary: base64String,
        $type: subType.length === 1 ? '0' + subType : subType,
      };
    }
    return {
      $binary: {
        base64: base64String,
        subType: subType.length === 1 ? '0' + subType : subType,
      },
    };
  }
  toUUID() {
    if (this.sub_type === _Binary.SUBTYPE_UUID) {
      return new UUID(this.buffer.subarray(0, this.position));
    }
    throw new BSONError(
      `Binary sub_type "${this.sub_type}" (${typeof this.sub_type}) is not supported for converting to UUID. Only 0x${_Binary.SUBTYPE_UUID.toString(16).padStart(2, '0')} is currently supported.`,
    );
  }
  static createFromHexString(hex, subType) {
    return new _Binary(ByteUtils.fromHex(hex), subType);
  }
  static createFromBase64(base64, subType) {
    return new _Binary(ByteUtils.fromBase64(base64), subType);
  }
  static fromExtendedJSON(doc, options) {
    options = options || {};
    let data;
    let type;
    if ('$binary' in doc) {
      if (options.legacy && typeof doc.$binary === 'string' && '$type' in doc) {
        type = doc.$type ? parseInt(doc.$type, 16) : 0;
        data = ByteUtils.fromBase64(doc.$binary);
      } else {
        if (typeof doc.$binary !== 'string') {
          type = doc.$binary.subType ? parseInt(doc.$binary.subType, 16) : 0;
          data = ByteUtils.fromBase64(doc.$binary.base64);
        }
      }
    } else if ('$uuid' in doc) {
      type = 4;
      data = UUID.bytesFromString(doc.$uuid);
    }
    if (!data) {
      throw new BSONError(`Unexpected Binary Extended JSON format ${JSON.stringify(doc)}`);
    }
    return type === BSON_BINARY_SUBTYPE_UUID_NEW ? new UUID(data) : new _Binary(data, type);
  }
  inspect(depth, options, inspect) {
    inspect ??= defaultInspect;
    const base64 = ByteUtils.toBase64(this.buffer.subarray(0, this.position));
    const base64Arg = inspect(base64, options);
    const subTypeArg = inspect(this.sub_type, options);
    return `Binary.createFromBase64(${base64Arg}, ${subTypeArg})`;
  }
  toInt8Array() {
    if (this.sub_type !== _Binary.SUBTYPE_VECTOR) {
      throw new BSONError('Binary sub_type is not Vector');
    }
    if (this.buffer[0] !== _Binary.VECTOR_TYPE.Int8) {
      throw new BSONError('Binary datatype field is not Int8');
    }
    validateBinaryVector(this);
    return new Int8Array(
      this.buffer.buffer.slice(this.buffer.byteOffset + 2, this.buffer.byteOffset + this.position),
    );
  }
  toFloat32Array() {
    if (this.sub_type !== _Binary.SUBTYPE_VECTOR) {
      throw new BSONError('Binary sub_type is not Vector');
    }
    if (this.buffer[0] !== _Binary.VECTOR_TYPE.Float32) {
      throw new BSONError('Binary datatype field is not Float32');
    }
    validateBinaryVector(this);
    const floatBytes = new Uint8Array(
      this.buffer.buffer.slice(this.buffer.byteOffset + 2, this.buffer.byteOffset + this.position),
    );
    if (NumberUtils.isBigEndian) ByteUtils.swap32(floatBytes);
    return new Float32Array(floatBytes.buffer);
  }
  toPackedBits() {
    if (this.sub_type !== _Binary.SUBTYPE_VECTOR) {
      throw new BSONError('Binary sub_type is not Vector');
    }
    if (this.buffer[0] !== _Binary.VECTOR_TYPE.PackedBit) {
      throw new BSONError('Binary datatype field is not packed bit');
    }
    validateBinaryVector(this);
    return new Uint8Array(
      this.buffer.buffer.slice(this.buffer.byteOffset + 2, this.buffer.byteOffset + this.position),
    );
  }
  toBits() {
    if (this.sub_type !== _Binary.SUBTYPE_VECTOR) {
      throw new BSONError('Binary sub_type is not Vector');
    }
    if (this.buffer[0] !== _Binary.VECTOR_TYPE.PackedBit) {
      throw new BSONError('Binary datatype field is not packed bit');
    }
    validateBinaryVector(this);
    const byteCount = this.length() - 2;
    const bitCount = byteCount * 8 - this.buffer[1];
    const bits = new Int8Array(bitCount);
    for (let bitOffset = 0; bitOffset < bits.length; bitOffset++) {
      const byteOffset = (bitOffset / 8) | 0;
      const byte = this.buffer[byteOffset + 2];
      const shift = 7 - (bitOffset % 8);
      const bit = (byte >> shift) & 1;
      bits[bitOffset] = bit;
    }
    return bits;
  }
  static fromInt8Array(array) {
    const buffer2 = ByteUtils.allocate(array.byteLength + 2);
    buffer2[0] = _Binary.VECTOR_TYPE.Int8;
    buffer2[1] = 0;
    const intBytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    buffer2.set(intBytes, 2);
    const bin = new this(buffer2, this.SUBTYPE_VECTOR);
    validateBinaryVector(bin);
    return bin;
  }
  static fromFloat32Array(array) {
    const binaryBytes = ByteUtils.allocate(array.byteLength + 2);
    binaryBytes[0] = _Binary.VECTOR_TYPE.Float32;
    binaryBytes[1] = 0;
    const floatBytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    binaryBytes.set(floatBytes, 2);
    if (NumberUtils.isBigEndian) ByteUtils.swap32(new Uint8Array(binaryBytes.buffer, 2));
    const bin = new this(binaryBytes, this.SUBTYPE_VECTOR);
    validateBinaryVector(bin);
    return bin;
  }
  static fromPackedBits(array, padding = 0) {
    const buffer2 = ByteUtils.allocate(array.byteLength + 2);
    buffer2[0] = _Binary.VECTOR_TYPE.PackedBit;
    buffer2[1] = padding;
    buffer2.set(array, 2);
    const bin = new this(buffer2, this.SUBTYPE_VECTOR);
    validateBinaryVector(bin);
    return bin;
  }
  static fromBits(bits) {
    const byteLength = (bits.length + 7) >>> 3;
    const bytes = new Uint8Array(byteLength + 2);
    bytes[0] = _Binary.VECTOR_TYPE.PackedBit;
    const remainder = bits.length % 8;
    bytes[1] = remainder === 0 ? 0 : 8 - remainder;
    for (let bitOffset = 0; bitOffset < bits.length; bitOffset++) {
      const byteOffset = bitOffset >>> 3;
      const bit = bits[bitOffset];
      if (bit !== 0 && bit !== 1) {
        throw new BSONError(
          `Invalid bit value at ${bitOffset}: must be 0 or 1, found ${bits[bitOffset]}`,
        );
      }
      if (bit === 0) continue;
      const shift = 7 - (bitOffset % 8);
      bytes[byteOffset + 2] |= bit << shift;
    }
    return new this(bytes, _Binary.SUBTYPE_VECTOR);
  }
};
function validateBinaryVector(vector) {
  if (vector.sub_type !== Binary.SUBTYPE_VECTOR) return;
  const size = vector.position;
  const datatype = vector.buffer[0];
  const padding = vector.buffer[1];
  if (
    (datatype === Binary.VECTOR_TYPE.Float32 || datatype === Binary.VECTOR_TYPE.Int8) &&
    padding !== 0
  ) {
    throw new BSONError('Invalid Vector: padding must be zero for int8 and float32 vectors');
  }
  if (datatype === Binary.VECTOR_TYPE.Float32) {
    if (size !== 0 && size - 2 !== 0 && (size - 2) % 4 !== 0) {
      throw new BSONError('Invalid Vector: Float32 vector must contain a multiple of 4 bytes');
    }
  }
  if (datatype === Binary.VECTOR_TYPE.PackedBit && padding !== 0 && size === 2) {
    throw new BSONError(
      'Invalid Vector: padding must be zero for packed bit vectors that are empty',
    );
  }
  if (datatype === Binary.VECTOR_TYPE.PackedBit && padding > 7) {
    throw new BSONError(
      `Invalid Vector: padding must be a value between 0 and 7. found: ${padding}`,
    );
  }
}
var UUID_BYTE_LENGTH = 16;
var UUID_WITHOUT_DASHES = /^[0-9A-F]{32}$/i;
var UUID_WITH_DASHES = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i;
var UUID = class _UUID extends Binary {
  constructor(input) {
    let bytes;
    if (input == null) {
      bytes = _UUID.generate();
    } else if (input instanceof _UUID) {
      bytes = ByteUtils.toLocalBufferType(new Uint8Array(input.buffer));
    } else if (ArrayBuffer.isView(input) && input.byteLength === UUID_BYTE_LENGTH) {
      bytes = ByteUtils.toLocalBufferType(input);
    } else if (typeof input === 'string') {
      bytes = _UUID.bytesFromString(input);
    } else {
      throw new BSONError(
        'Argument passed in UUID constructor must be a UUID, a 16 byte Buffer or a 32/36 character hex string (dashes excluded/included, format: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).',
      );
    }
    super(bytes, BSON_BINARY_SUBTYPE_UUID_NEW);
  }
  get id() {
    return this.buffer;
  }
  set id(value) {
    this.buffer = value;
  }
  toHexString(includeDashes = true) {
    if (includeDashes) {
      return [
        ByteUtils.toHex(this.buffer.subarray(0, 4)),
        ByteUtils.toHex(this.buffer.subarray(4, 6)),
        ByteUtils.toHex(this.buffer.subarray(6, 8)),
        ByteUtils.toHex(this.buffer.subarray(8, 10)),
        ByteUtils.toHex(this.buffer.subarray(10, 16)),
      ].join('-');
    }
    return ByteUtils.toHex(this.buffer);
  }
  toString(encoding) {
    if (encoding === 'hex') return ByteUtils.toHex(this.id);
    if (encoding === 'base64') return ByteUtils.toBase64(this.id);
    return this.toHexString();
  }
  toJSON() {
    return this.toHexString();
  }
  equals(otherId) {
    if (!otherId) {
      return false;
    }
    if (otherId instanceof _UUID) {
      return ByteUtils.equals(otherId.id, this.id);
    }
    try {
      return ByteUtils.equals(new _UUID(otherId).id, this.id);
    } catch {
      return false;
    }
  }
  toBinary() {
    return new Binary(this.id, Binary.SUBTYPE_UUID);
  }
  static generate() {
    const bytes = ByteUtils.randomBytes(UUID_BYTE_LENGTH);
    bytes[6] = (bytes[6] & 15) | 64;
    bytes[8] = (bytes[8] & 63) | 128;
    return bytes;
  }
  static isValid(input) {
    if (!input) {
      return false;
    }
    if (typeof input === 'string') {
      return _UUID.isValidUUIDString(input);
    }
    if (isUint8Array(input)) {
      return input.byteLength === UUID_BYTE_LENGTH;
    }
    return (
      input._bsontype === 'Binary' &&
      input.sub_type === this.SUBTYPE_UUID &&
      input.buffer.byteLength === 16
    );
  }
  static createFromHexString(hexString) {
    const buffer2 = _UUID.bytesFromString(hexString);
    return new _UUID(buffer2);
  }
  static createFromBase64(base64) {
    return new _UUID(ByteUtils.fromBase64(base64));
  }
  static bytesFromString(representation) {
    if (!_UUID.isValidUUIDString(representation)) {
      throw new BSONError(
        'UUID string representation must be 32 hex digits or canonical hyphenated representation',
      );
    }
    return ByteUtils.fromHex(representation.replace(/-/g, ''));
  }
  static isValidUUIDString(representation) {
    return UUID_WITHOUT_DASHES.test(representation) || UUID_WITH_DASHES.test(representation);
  }
  inspect(depth, options, inspect) {
    inspect ??= defaultInspect;
    return `new UUID(${inspect(this.toHexString(), options)})`;
  }
};
var Code = class _Code extends BSONValue {
  get _bsontype() {
    return 'Code';
  }
  code;
  scope;
  constructor(code, scope) {
    super();
    this.code = code.toString();
    this.scope = scope ?? null;
  }
  toJSON() {
    if (this.scope != null) {
      return { code: this.code, scope: this.scope };
    }
    return { code: this.code };
  }
  toExtendedJSON() {
    if (this.scope) {
      return { $code: this.code, $scope: this.scope };
    }
    return { $code: this.code };
  }
  static fromExtendedJSON(doc) {
    return new _Code(doc.$code, doc.$scope);
  }
  inspect(depth, options, inspect) {
    inspect ??= defaultInspect;
    let parametersString = inspect(this.code, options);
    const multiLineFn = parametersString.includes('\n');
    if (this.scope != null) {
      parametersString += `,${multiLineFn ? '\n' : ' '}${inspect(this.scope, options)}`;
    }
    const endingNewline = multiLineFn && this.scope === null;
    return `new Code(${multiLineFn ? '\n' : ''}${parametersString}${endingNewline ? '\n' : ''})`;
  }
};
function isDBRefLike(value) {
  return (
    value != null &&
    typeof value === 'object' &&
    '$id' in value &&
    value.$id != null &&
    '$ref' in value &&
    typeof value.$ref === 'string' &&
    (!('$db' in value) || ('$db' in value && typeof value.$db === 'string'))
  );
}
var DBRef = class _DBRef extends BSONValue {
  get _bsontype() {
    return 'DBRef';
  }
  collection;
  oid;
  db;
  fields;
  constructor(collection, oid, db, fields) {
    super();
    const parts = collection.split('.');
    if (parts.length === 2) {
      db = parts.shift();
      collection = parts.shift();
    }
    this.collection = collection;
    this.oid = oid;
    this.db = db;
    this.fields = fields || {};
  }
  get namespace() {
    return this.collection;
  }
  set namespace(value) {
    this.collection = value;
  }
  toJSON() {
    const o = Object.assign(
      {
        $ref: this.collection,
        $id: this.oid,
      },
      this.fields,
    );
    if (this.db != null) o.$db = this.db;
    return o;
  }
  toExtendedJSON(options) {
    options = options || {};
    let o = {
      $ref: this.collection,
      $id: this.oid,
    };
    if (options.legacy) {
      return o;
    }
    if (this.db) o.$db = this.db;
    o = Object.assign(o, this.fields);
    return o;
  }
  static fromExtendedJSON(doc) {
    const copy = Object.assign({}, doc);
    delete copy.$ref;
    delete copy.$id;
    delete copy.$db;
    return new _DBRef(doc.$ref, doc.$id, doc.$db, copy);
  }
  inspect(depth, options, inspect) {
    inspect ??= defaultInspect;
    const args = [
      inspect(this.namespace, options),
      inspect(this.oid, options),
      ...(this.db ? [inspect(this.db, options)] : []),
      ...(Object.keys(this.fields).length > 0 ? [inspect(this.fields, options)] : []),
    ];
    args[1] = inspect === defaultInspect ? `new ObjectId(${args[1]})` : args[1];
    return `new DBRef(${args.join(', ')})`;
  }
};
function removeLeadingZerosAndExplicitPlus(str) {
  if (str === '') {
    return str;
  }
  let startIndex = 0;
  const isNegative = str[startIndex] === '-';
  const isExplicitlyPositive = str[startIndex] === '+';
  if (isExplicitlyPositive || isNegative) {
    startIndex += 1;
  }
  let foundInsignificantZero = false;
  for (; startIndex < str.length && str[startIndex] === '0'; ++startIndex) {
    foundInsignificantZero = true;
  }
  if (!foundInsignificantZero) {
    return isExplicitlyPositive ? str.slice(1) : str;
  }
  return `${isNegative ? '-' : ''}${str.length === startIndex ? '0' : str.slice(startIndex)}`;
}
function validateStringCharacters(str, radix) {
  radix = radix ?? 10;
  const validCharacters = '0123456789abcdefghijklmnopqrstuvwxyz'.slice(0, radix);
  const regex = new RegExp(`[^-+${validCharacters}]`, 'i');
  return regex.test(str) ? false : str;
}
var wasm = void 0;
try {
  wasm = new WebAssembly.Instance(
    new WebAssembly.Module(
      new Uint8Array([
        0, 97, 115, 109, 1, 0, 0, 0, 1, 13, 2, 96, 0, 1, 127, 96, 4, 127, 127, 127, 127, 1, 127, 3,
        7, 6, 0, 1, 1, 1, 1, 1, 6, 6, 1, 127, 1, 65, 0, 11, 7, 50, 6, 3, 109, 117, 108, 0, 1, 5,
        100, 105, 118, 95, 115, 0, 2, 5, 100, 105, 118, 95, 117, 0, 3, 5, 114, 101, 109, 95, 115, 0,
        4, 5, 114, 101, 109, 95, 117, 0, 5, 8, 103, 101, 116, 95, 104, 105, 103, 104, 0, 0, 10, 191,
        1, 6, 4, 0, 35, 0, 11, 36, 1, 1, 126, 32, 0, 173, 32, 1, 173, 66, 32, 134, 132, 32, 2, 173,
        32, 3, 173, 66, 32, 134, 132, 126, 34, 4, 66, 32, 135, 167, 36, 0, 32, 4, 167, 11, 36, 1, 1,
        126, 32, 0, 173, 32, 1, 173, 66, 32, 134, 132, 32, 2, 173, 32, 3, 173, 66, 32, 134, 132,
        127, 34, 4, 66, 32, 135, 167, 36, 0, 32, 4, 167, 11, 36, 1, 1, 126, 32, 0, 173, 32, 1, 173,
        66, 32, 134, 132, 32, 2, 173, 32, 3, 173, 66, 32, 134, 132, 128, 34, 4, 66, 32, 135, 167,
        36, 0, 32, 4, 167, 11, 36, 1, 1, 126, 32, 0, 173, 32, 1, 173, 66, 32, 134, 132, 32, 2, 173,
        32, 3, 173, 66, 32, 134, 132, 129, 34, 4, 66, 32, 135, 167, 36, 0, 32, 4, 167, 11, 36, 1, 1,
        126, 32, 0, 173, 32, 1, 173, 66, 32, 134, 132, 32, 2, 173, 32, 3, 173, 66, 32, 134, 132,
        130, 34, 4, 66, 32, 135, 167, 36, 0, 32, 4, 167, 11,
      ]),
    ),
    {},
  ).exports;
} catch {}
var TWO_PWR_16_DBL = 1 << 16;
var TWO_PWR_24_DBL = 1 << 24;
var TWO_PWR_32_DBL = TWO_PWR_16_DBL * TWO_PWR_16_DBL;
var TWO_PWR_64_DBL = TWO_PWR_32_DBL * TWO_PWR_32_DBL;
var TWO_PWR_63_DBL = TWO_PWR_64_DBL / 2;
var INT_CACHE = {};
var UINT_CACHE = {};
var MAX_INT64_STRING_LENGTH = 20;
var DECIMAL_REG_EX = /^(\+?0|(\+|-)?[1-9][0-9]*)$/;
var Long = class _Long extends BSONValue {
  get _bsontype() {
    return 'Long';
  }
  get __isLong__() {
    return true;
  }
  high;
  low;
  unsigned;
  constructor(lowOrValue = 0, highOrUnsigned, unsigned) {
    super();
    const unsignedBool = typeof highOrUnsigned === 'boolean' ? highOrUnsigned : Boolean(unsigned);
    const high = typeof highOrUnsigned === 'number' ? highOrUnsigned : 0;
    const res =
      typeof lowOrValue === 'string'
        ? _Long.fromString(lowOrValue, unsignedBool)
        : typeof lowOrValue === 'bigint'
          ? _Long.fromBigInt(lowOrValue, unsignedBool)
          : { low: lowOrValue | 0, high: high | 0, unsigned: unsignedBool };
    this.low = res.low;
    this.high = res.high;
    this.unsigned = res.unsigned;
  }
  static TWO_PWR_24 = _Long.fromInt(TWO_PWR_24_DBL);
  static MAX_UNSIGNED_VALUE = _Long.fromBits(4294967295 | 0, 4294967295 | 0, true);
  static ZERO = _Long.fromInt(0);
  static UZERO = _Long.fromInt(0, true);
  static ONE = _Long.fromInt(1);
  static UONE = _Long.fromInt(1, true);
  static NEG_ONE = _Long.fromInt(-1);
  static MAX_VALUE = _Long.fromBits(4294967295 | 0, 2147483647 | 0, false);
  static MIN_VALUE = _Long.fromBits(0, 2147483648 | 0, false);
  static fromBits(lowBits, highBits, unsigned) {
    return new _Long(lowBits, highBits, unsigned);
  }
  static fromInt(value, unsigned) {
    let obj, cachedObj, cache;
    if (unsigned) {
      value >>>= 0;
      if ((cache = 0 <= value && value < 256)) {
        cachedObj = UINT_CACHE[value];
        if (cachedObj) return cachedObj;
      }
      obj = _Long.fromBits(value, (value | 0) < 0 ? -1 : 0, true);
      if (cache) UINT_CACHE[value] = obj;
      return obj;
    } else {
      value |= 0;
      if ((cache = -128 <= value && value < 128)) {
        cachedObj = INT_CACHE[value];
        if (cachedObj) return cachedObj;
      }
      obj = _Long.fromBits(value, value < 0 ? -1 : 0, false);
      if (cache) INT_CACHE[value] = obj;
      return obj;
    }
  }
  static fromNumber(value, unsigned) {
    if (isNaN(value)) return unsigned ? _Long.UZERO : _Long.ZERO;
    if (unsigned) {
      if (value < 0) return _Long.UZERO;
      if (value >= TWO_PWR_64_DBL) return _Long.MAX_UNSIGNED_VALUE;
    } else {
      if (value <= -TWO_PWR_63_DBL) return _Long.MIN_VALUE;
      if (value + 1 >= TWO_PWR_63_DBL) return _Long.MAX_VALUE;
    }
    if (value < 0) return _Long.fromNumber(-value, unsigned).neg();
    return _Long.fromBits((value % TWO_PWR_32_DBL) | 0, (value / TWO_PWR_32_DBL) | 0, unsigned);
  }
  static fromBigInt(value, unsigned) {
    const FROM_BIGINT_BIT_MASK = 0xffffffffn;
    const FROM_BIGINT_BIT_SHIFT = 32n;
    return new _Long(
      Number(value & FROM_BIGINT_BIT_MASK),
      Number((value >> FROM_BIGINT_BIT_SHIFT) & FROM_BIGINT_BIT_MASK),
      unsigned,
    );
  }
  static _fromString(str, unsigned, radix) {
    if (str.length === 0) throw new BSONError('empty string');
    if (radix < 2 || 36 < radix) throw new BSONError('radix');
    let p2;
    if ((p2 = str.indexOf('-')) > 0) throw new BSONError('interior hyphen');
    else if (p2 === 0) {
      return _Long._fromString(str.substring(1), unsigned, radix).neg();
    }
    const radixToPower = _Long.fromNumber(Math.pow(radix, 8));
    let result = _Long.ZERO;
    for (let i = 0; i < str.length; i += 8) {
      const size = Math.min(8, str.length - i),
        value = parseInt(str.substring(i, i + size), radix);
      if (size < 8) {
        const power = _Long.fromNumber(Math.pow(radix, size));
        result = result.mul(power).add(_Long.fromNumber(value));
      } else {
        result = result.mul(radixToPower);
        result = result.add(_Long.fromNumber(value));
      }
    }
    result.unsigned = unsigned;
    return result;
  }
  static fromStringStrict(str, unsignedOrRadix, radix) {
    let unsigned = false;
    if (typeof unsignedOrRadix === 'number') {
      ((radix = unsignedOrRadix), (unsignedOrRadix = false));
    } else {
      unsigned = !!unsignedOrRadix;
    }
    radix ??= 10;
    if (str.trim() !== str) {
      throw new BSONError(`Input: '${str}' contains leading and/or trailing whitespace`);
    }
    if (!validateStringCharacters(str, radix)) {
      throw new BSONError(`Input: '${str}' contains invalid characters for radix: ${radix}`);
    }
    const cleanedStr = removeLeadingZerosAndExplicitPlus(str);
    const result = _Long._fromString(cleanedStr, unsigned, radix);
    if (result.toString(radix).toLowerCase() !== cleanedStr.toLowerCase()) {
      throw new BSONError(
        `Input: ${str} is not representable as ${result.unsigned ? 'an unsigned' : 'a signed'} 64-bit Long ${radix != null ? `with radix: ${radix}` : ''}`,
      );
    }
    return result;
  }
  static fromString(str, unsignedOrRadix, radix) {
    let unsigned = false;
    if (typeof unsignedOrRadix === 'number') {
      ((radix = unsignedOrRadix), (unsignedOrRadix = false));
    } else {
      unsigned = !!unsignedOrRadix;
    }
    radix ??= 10;
    if (str === 'NaN' && radix < 24) {
      return _Long.ZERO;
    } else if ((str === 'Infinity' || str === '+Infinity' || str === '-Infinity') && radix < 35) {
      return _Long.ZERO;
    }
    return _Long._fromString(str, unsigned, radix);
  }
  static fromBytes(bytes, unsigned, le) {
    return le ? _Long.fromBytesLE(bytes, unsigned) : _Long.fromBytesBE(bytes, unsigned);
  }
  static fromBytesLE(bytes, unsigned) {
    return new _Long(
      bytes[0] | (bytes[1] << 8) | (bytes[2] << 16) | (bytes[3] << 24),
      bytes[4] | (bytes[5] << 8) | (bytes[6] << 16) | (bytes[7] << 24),
      unsigned,
    );
  }
  static fromBytesBE(bytes, unsigned) {
    return new _Long(
      (bytes[4] << 24) | (bytes[5] << 16) | (bytes[6] << 8) | bytes[7],
      (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3],
      unsigned,
    );
  }
  static isLong(value) {
    return (
      value != null &&
      typeof value === 'object' &&
      '__isLong__' in value &&
      value.__isLong__ === true
    );
  }
  static fromValue(val, unsigned) {
    if (typeof val === 'number') return _Long.fromNumber(val, unsigned);
    if (typeof val === 'string') return _Long.fromString(val, unsigned);
    return _Long.fromBits(
      val.low,
      val.high,
      typeof unsigned === 'boolean' ? unsigned : val.unsigned,
    );
  }
  add(addend) {
    if (!_Long.isLong(addend)) addend = _Long.fromValue(addend);
    const a48 = this.high >>> 16;
    const a32 = this.high & 65535;
    const a16 = this.low >>> 16;
    const a00 = this.low & 65535;
    const b48 = addend.high >>> 16;
    const b32 = addend.high & 65535;
    const b16 = addend.low >>> 16;
    const b00 = addend.low & 65535;
    let c48 = 0,
      c32 = 0,
      c16 = 0,
      c00 = 0;
    c00 += a00 + b00;
    c16 += c00 >>> 16;
    c00 &= 65535;
    c16 += a16 + b16;
    c32 += c16 >>> 16;
    c16 &= 65535;
    c32 += a32 + b32;
    c48 += c32 >>> 16;
    c32 &= 65535;
    c48 += a48 + b48;
    c48 &= 65535;
    return _Long.fromBits((c16 << 16) | c00, (c48 << 16) | c32, this.unsigned);
  }
  and(other) {
    if (!_Long.isLong(other)) other = _Long.fromValue(other);
    return _Long.fromBits(this.low & other.low, this.high & other.high, this.unsigned);
  }
  compare(other) {
    if (!_Long.isLong(other)) other = _Long.fromValue(other);
    if (this.eq(other)) return 0;
    const thisNeg = this.isNegative(),
      otherNeg = other.isNegative();
    if (thisNeg && !otherNeg) return -1;
    if (!thisNeg && otherNeg) return 1;
    if (!this.unsigned) return this.sub(other).isNegative() ? -1 : 1;
    return other.high >>> 0 > this.high >>> 0 ||
      (other.high === this.high && other.low >>> 0 > this.low >>> 0)
      ? -1
      : 1;
  }
  comp(other) {
    return this.compare(other);
  }
  divide(divisor) {
    if (!_Long.isLong(divisor)) divisor = _Long.fromValue(divisor);
    if (divisor.isZero()) throw new BSONError('division by zero');
    if (wasm) {
      if (
        !this.unsigned &&
        this.high === -2147483648 &&
        divisor.low === -1 &&
        divisor.high === -1
      ) {
        return this;
      }
      const low = (this.unsigned ? wasm.div_u : wasm.div_s)(
        this.low,
        this.high,
        divisor.low,
        divisor.high,
      );
      return _Long.fromBits(low, wasm.get_high(), this.unsigned);
    }
    if (this.isZero()) return this.unsigned ? _Long.UZERO : _Long.ZERO;
    let approx, rem, res;
    if (!this.unsigned) {
      if (this.eq(_Long.MIN_VALUE)) {
        if (divisor.eq(_Long.ONE) || divisor.eq(_Long.NEG_ONE)) return _Long.MIN_VALUE;
        else if (divisor.eq(_Long.MIN_VALUE)) return _Long.ONE;
        else {
          const halfThis = this.shr(1);
          approx = halfThis.div(divisor).shl(1);
          if (approx.eq(_Long.ZERO)) {
            return divisor.isNegative() ? _Long.ONE : _Long.NEG_ONE;
          } else {
            rem = this.sub(divisor.mul(approx));
            res = approx.add(rem.div(divisor));
            return res;
          }
        }
      } else if (divisor.eq(_Long.MIN_VALUE)) return this.unsigned ? _Long.UZERO : _Long.ZERO;
      if (this.isNegative()) {
        if (divisor.isNegative()) return this.neg().div(divisor.neg());
        return this.neg().div(divisor).neg();
      } else if (divisor.isNegative()) return this.div(divisor.neg()).neg();
      res = _Long.ZERO;
    } else {
      if (!divisor.unsigned) divisor = divisor.toUnsigned();
      if (divisor.gt(this)) return _Long.UZERO;
      if (divisor.gt(this.shru(1))) return _Long.UONE;
      res = _Long.UZERO;
    }
    rem = this;
    while (rem.gte(divisor)) {
      approx = Math.max(1, Math.floor(rem.toNumber() / divisor.toNumber()));
      const log2 = Math.ceil(Math.log(approx) / Math.LN2);
      const delta = log2 <= 48 ? 1 : Math.pow(2, log2 - 48);
      let approxRes = _Long.fromNumber(approx);
      let approxRem = approxRes.mul(divisor);
      while (approxRem.isNegative() || approxRem.gt(rem)) {
        approx -= delta;
        approxRes = _Long.fromNumber(approx, this.unsigned);
        approxRem = approxRes.mul(divisor);
      }
      if (approxRes.isZero()) approxRes = _Long.ONE;
      res = res.add(approxRes);
      rem = rem.sub(approxRem);
    }
    return res;
  }
  div(divisor) {
    return this.divide(divisor);
  }
  equals(other) {
    if (!_Long.isLong(other)) other = _Long.fromValue(other);
    if (this.unsigned !== other.unsigned && this.high >>> 31 === 1 && other.high >>> 31 === 1)
      return false;
    return this.high === other.high && this.low === other.low;
  }
  eq(other) {
    return this.equals(other);
  }
  getHighBits() {
    return this.high;
  }
  getHighBitsUnsigned() {
    return this.high >>> 0;
  }
  getLowBits() {
    return this.low;
  }
  getLowBitsUnsigned() {
    return this.low >>> 0;
  }
  getNumBitsAbs() {
    if (this.isNegative()) {
      return this.eq(_Long.MIN_VALUE) ? 64 : this.neg().getNumBitsAbs();
    }
    const val = this.high !== 0 ? this.high : this.low;
    let bit;
    for (bit = 31; bit > 0; bit--) if ((val & (1 << bit)) !== 0) break;
    return this.high !== 0 ? bit + 33 : bit + 1;
  }
  greaterThan(other) {
    return this.comp(other) > 0;
  }
  gt(other) {
    return this.greaterThan(other);
  }
  greaterThanOrEqual(other) {
    return this.comp(other) >= 0;
  }
  gte(other) {
    return this.greaterThanOrEqual(other);
  }
  ge(other) {
    return this.greaterThanOrEqual(other);
  }
  isEven() {
    return (this.low & 1) === 0;
  }
  isNegative() {
    return !this.unsigned && this.high < 0;
  }
  isOdd() {
    return (this.low & 1) === 1;
  }
  isPositive() {
    return this.unsigned || this.high >= 0;
  }
  isZero() {
    return this.high === 0 && this.low === 0;
  }
  lessThan(other) {
    return this.comp(other) < 0;
  }
  lt(other) {
    return this.lessThan(other);
  }
  lessThanOrEqual(other) {
    return this.comp(other) <= 0;
  }
  lte(other) {
    return this.lessThanOrEqual(other);
  }
  modulo(divisor) {
    if (!_Long.isLong(divisor)) divisor = _Long.fromValue(divisor);
    if (wasm) {
      const low = (this.unsigned ? wasm.rem_u : wasm.rem_s)(
        this.low,
        this.high,
        divisor.low,
        divisor.high,
      );
      return _Long.fromBits(low, wasm.get_high(), this.unsigned);
    }
    return this.sub(this.div(divisor).mul(divisor));
  }
  mod(divisor) {
    return this.modulo(divisor);
  }
  rem(divisor) {
    return this.modulo(divisor);
  }
  multiply(multiplier) {
    if (this.isZero()) return _Long.ZERO;
    if (!_Long.isLong(multiplier)) multiplier = _Long.fromValue(multiplier);
    if (wasm) {
      const low = wasm.mul(this.low, this.high, multiplier.low, multiplier.high);
      return _Long.fromBits(low, wasm.get_high(), this.unsigned);
    }
    if (multiplier.isZero()) return _Long.ZERO;
    if (this.eq(_Long.MIN_VALUE)) return multiplier.isOdd() ? _Long.MIN_VALUE : _Long.ZERO;
    if (multiplier.eq(_Long.MIN_VALUE)) return this.isOdd() ? _Long.MIN_VALUE : _Long.ZERO;
    if (this.isNegative()) {
      if (multiplier.isNegative()) return this.neg().mul(multiplier.neg());
      else return this.neg().mul(multiplier).neg();
    } else if (multiplier.isNegative()) return this.mul(multiplier.neg()).neg();
    if (this.lt(_Long.TWO_PWR_24) && multiplier.lt(_Long.TWO_PWR_24))
      return _Long.fromNumber(this.toNumber() * multiplier.toNumber(), this.unsigned);
    const a48 = this.high >>> 16;
    const a32 = this.high & 65535;
    const a16 = this.low >>> 16;
    const a00 = this.low & 65535;
    const b48 = multiplier.high >>> 16;
    const b32 = multiplier.high & 65535;
    const b16 = multiplier.low >>> 16;
    const b00 = multiplier.low & 65535;
    let c48 = 0,
      c32 = 0,
      c16 = 0,
      c00 = 0;
    c00 += a00 * b00;
    c16 += c00 >>> 16;
    c00 &= 65535;
    c16 += a16 * b00;
    c32 += c16 >>> 16;
    c16 &= 65535;
    c16 += a00 * b16;
    c32 += c16 >>> 16;
    c16 &= 65535;
    c32 += a32 * b00;
    c48 += c32 >>> 16;
    c32 &= 65535;
    c32 += a16 * b16;
    c48 += c32 >>> 16;
    c32 &= 65535;
    c32 += a00 * b32;
    c48 += c32 >>> 16;
    c32 &= 65535;
    c48 += a48 * b00 + a32 * b16 + a16 * b32 + a00 * b48;
    c48 &= 65535;
    return _Long.fromBits((c16 << 16) | c00, (c48 << 16) | c32, this.unsigned);
  }
  mul(multiplier) {
    return this.multiply(multiplier);
  }
  negate() {
    if (!this.unsigned && this.eq(_Long.MIN_VALUE)) return _Long.MIN_VALUE;
    return this.not().add(_Long.ONE);
  }
  neg() {
    return this.negate();
  }
  not() {
    return _Long.fromBits(~this.low, ~this.high, this.unsigned);
  }
  notEquals(other) {
    return !this.equals(other);
  }
  neq(other) {
    return this.notEquals(other);
  }
  ne(other) {
    return this.notEquals(other);
  }
  or(other) {
    if (!_Long.isLong(other)) other = _Long.fromValue(other);
    return _Long.fromBits(this.low | other.low, this.high | other.high, this.unsigned);
  }
  shiftLeft(numBits) {
    if (_Long.isLong(numBits)) numBits = numBits.toInt();
    if ((numBits &= 63) === 0) return this;
    else if (numBits < 32)
      return _Long.fromBits(
        this.low << numBits,
        (this.high << numBits) | (this.low >>> (32 - numBits)),
        this.unsigned,
      );
    else return _Long.fromBits(0, this.low << (numBits - 32), this.unsigned);
  }
  shl(numBits) {
    return this.shiftLeft(numBits);
  }
  shiftRight(numBits) {
    if (_Long.isLong(numBits)) numBits = numBits.toInt();
    if ((numBits &= 63) === 0) return this;
    else if (numBits < 32)
      return _Long.fromBits(
        (this.low >>> numBits) | (this.high << (32 - numBits)),
        this.high >> numBits,
        this.unsigned,
      );
    else return _Long.fromBits(this.high >> (numBits - 32), this.high >= 0 ? 0 : -1, this.unsigned);
  }
  shr(numBits) {
    return this.shiftRight(numBits);
  }
  shiftRightUnsigned(numBits) {
    if (_Long.isLong(numBits)) numBits = numBits.toInt();
    numBits &= 63;
    if (numBits === 0) return this;
    else {
      const high = this.high;
      if (numBits < 32) {
        const low = this.low;
        return _Long.fromBits(
          (low >>> numBits) | (high << (32 - numBits)),
          high >>> numBits,
          this.unsigned,
        );
      } else if (numBits === 32) return _Long.fromBits(high, 0, this.unsigned);
      else return _Long.fromBits(high >>> (numBits - 32), 0, this.unsigned);
    }
  }
  shr_u(numBits) {
    return this.shiftRightUnsigned(numBits);
  }
  shru(numBits) {
    return this.shiftRightUnsigned(numBits);
  }
  subtract(subtrahend) {
    if (!_Long.isLong(subtrahend)) subtrahend = _Long.fromValue(subtrahend);
    return this.add(subtrahend.neg());
  }
  sub(subtrahend) {
    return this.subtract(subtrahend);
  }
  toInt() {
    return this.unsigned ? this.low >>> 0 : this.low;
  }
  toNumber() {
    if (this.unsigned) return (this.high >>> 0) * TWO_PWR_32_DBL + (this.low >>> 0);
    return this.high * TWO_PWR_32_DBL + (this.low >>> 0);
  }
  toBigInt() {
    return BigInt(this.toString());
  }
  toBytes(le) {
    return le ? this.toBytesLE() : this.toBytesBE();
  }
  toBytesLE() {
    const hi = this.high,
      lo = this.low;
    return [
      lo & 255,
      (lo >>> 8) & 255,
      (lo >>> 16) & 255,
      lo >>> 24,
      hi & 255,
      (hi >>> 8) & 255,
      (hi >>> 16) & 255,
      hi >>> 24,
    ];
  }
  toBytesBE() {
    const hi = this.high,
      lo = this.low;
    return [
      hi >>> 24,
      (hi >>> 16) & 255,
      (hi >>> 8) & 255,
      hi & 255,
      lo >>> 24,
      (lo >>> 16) & 255,
      (lo >>> 8) & 255,
      lo & 255,
    ];
  }
  toSigned() {
    if (!this.unsigned) return this;
    return _Long.fromBits(this.low, this.high, false);
  }
  toString(radix) {
    radix = radix || 10;
    if (radix < 2 || 36 < radix) throw new BSONError('radix');
    if (this.isZero()) return '0';
    if (this.isNegative()) {
      if (this.eq(_Long.MIN_VALUE)) {
        const radixLong = _Long.fromNumber(radix),
          div = this.div(radixLong),
          rem1 = div.mul(radixLong).sub(this);
        return div.toString(radix) + rem1.toInt().toString(radix);
      } else return '-' + this.neg().toString(radix);
    }
    const radixToPower = _Long.fromNumber(Math.pow(radix, 6), this.unsigned);
    let rem = this;
    let result = '';
    while (true) {
      const remDiv = rem.div(radixToPower);
      const intval = rem.sub(remDiv.mul(radixToPower)).toInt() >>> 0;
      let digits = intval.toString(radix);
      rem = remDiv;
      if (rem.isZero()) {
        return digits + result;
      } else {
        while (digits.length < 6) digits = '0' + digits;
        result = '' + digits + result;
      }
    }
  }
  toUnsigned() {
    if (this.unsigned) return this;
    return _Long.fromBits(this.low, this.high, true);
  }
  xor(other) {
    if (!_Long.isLong(other)) other = _Long.fromValue(other);
    return _Long.fromBits(this.low ^ other.low, this.high ^ other.high, this.unsigned);
  }
  eqz() {
    return this.isZero();
  }
  le(other) {
    return this.lessThanOrEqual(other);
  }
  toExtendedJSON(options) {
    if (options && options.relaxed) return this.toNumber();
    return { $numberLong: this.toString() };
  }
  static fromExtendedJSON(doc, options) {
    const { useBigInt64 = false, relaxed = true } = { ...options };
    if (doc.$numberLong.length > MAX_INT64_STRING_LENGTH) {
      throw new BSONError('$numberLong string is too long');
    }
    if (!DECIMAL_REG_EX.test(doc.$numberLong)) {
      throw new BSONError(`$numberLong string "${doc.$numberLong}" is in an invalid format`);
    }
    if (useBigInt64) {
      const bigIntResult = BigInt(doc.$numberLong);
      return BigInt.asIntN(64, bigIntResult);
    }
    const longResult = _Long.fromString(doc.$numberLong);
    if (relaxed) {
      return longResult.toNumber();
    }
    return longResult;
  }
  inspect(depth, options, inspect) {
    inspect ??= defaultInspect;
    const longVal = inspect(this.toString(), options);
    const unsignedVal = this.unsigned ? `, ${inspect(this.unsigned, options)}` : '';
    return `new Long(${longVal}${unsignedVal})`;
  }
};
var PARSE_STRING_REGEXP = /^(\+|-)?(\d+|(\d*\.\d*))?(E|e)?([-+])?(\d+)?$/;
var PARSE_INF_REGEXP = /^(\+|-)?(Infinity|inf)$/i;
var PARSE_NAN_REGEXP = /^(\+|-)?NaN$/i;
var EXPONENT_MAX = 6111;
var EXPONENT_MIN = -6176;
var EXPONENT_BIAS = 6176;
var MAX_DIGITS = 34;
var NAN_BUFFER = ByteUtils.fromNumberArray(
  [124, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0].reverse(),
);
var INF_NEGATIVE_BUFFER = ByteUtils.fromNumberArray(
  [248, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0].reverse(),
);
var INF_POSITIVE_BUFFER = ByteUtils.fromNumberArray(
  [120, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0].reverse(),
);
var EXPONENT_REGEX = /^([-+])?(\d+)?$/;
var COMBINATION_MASK = 31;
var EXPONENT_MASK = 16383;
var COMBINATION_INFINITY = 30;
var COMBINATION_NAN = 31;
function isDigit(value) {
  return !isNaN(parseInt(value, 10));
}
function divideu128(value) {
  const DIVISOR = Long.fromNumber(1e3 * 1e3 * 1e3);
  let _rem = Long.fromNumber(0);
  if (!value.parts[0] && !value.parts[1] && !value.parts[2] && !value.parts[3]) {
    return { quotient: value, rem: _rem };
  }
  for (let i = 0; i <= 3; i++) {
    _rem = _rem.shiftLeft(32);
    _rem = _rem.add(new Long(value.parts[i], 0));
    value.parts[i] = _rem.div(DIVISOR).low;
    _rem = _rem.modulo(DIVISOR);
  }
  return { quotient: value, rem: _rem };
}
function multiply64x2(left, right) {
  if (!left && !right) {
    return { high: Long.fromNumber(0), low: Long.fromNumber(0) };
  }
  const leftHigh = left.shiftRightUnsigned(32);
  const leftLow = new Long(left.getLowBits(), 0);
  const rightHigh = right.shiftRightUnsigned(32);
  const rightLow = new Long(right.getLowBits(), 0);
  let productHigh = leftHigh.multiply(rightHigh);
  let productMid = leftHigh.multiply(rightLow);
  const productMid2 = leftLow.multiply(rightHigh);
  let productLow = leftLow.multiply(rightLow);
  productHigh = productHigh.add(productMid.shiftRightUnsigned(32));
  productMid = new Long(productMid.getLowBits(), 0)
    .add(productMid2)
    .add(productLow.shiftRightUnsigned(32));
  productHigh = productHigh.add(productMid.shiftRightUnsigned(32));
  productLow = productMid.shiftLeft(32).add(new Long(productLow.getLowBits(), 0));
  return { high: productHigh, low: productLow };
}
function lessThan(left, right) {
  const uhleft = left.high >>> 0;
  const uhright = right.high >>> 0;
  if (uhleft < uhright) {
    return true;
  } else if (uhleft === uhright) {
    const ulleft = left.low >>> 0;
    const ulright = right.low >>> 0;
    if (ulleft < ulright) return true;
  }
  return false;
}
function invalidErr(string, message) {
  throw new BSONError(`"${string}" is not a valid Decimal128 string - ${message}`);
}
var Decimal128 = class _Decimal128 extends BSONValue {
  get _bsontype() {
    return 'Decimal128';
  }
  bytes;
  constructor(bytes) {
    super();
    if (typeof bytes === 'string') {
      this.bytes = _Decimal128.fromString(bytes).bytes;
    } else if (bytes instanceof Uint8Array || isUint8Array(bytes)) {
      if (bytes.byteLength !== 16) {
        throw new BSONError('Decimal128 must take a Buffer of 16 bytes');
      }
      this.bytes = bytes;
    } else {
      throw new BSONError('Decimal128 must take a Buffer or string');
    }
  }
  static fromString(representation) {
    return _Decimal128._fromString(representation, { allowRounding: false });
  }
  static fromStringWithRounding(representation) {
    return _Decimal128._fromString(representation, { allowRounding: true });
  }
  static _fromString(representation, options) {
    let isNegative = false;
    let sawSign = false;
    let sawRadix = false;
    let foundNonZero = false;
    let significantDigits = 0;
    let nDigitsRead = 0;
    let nDigits = 0;
    let radixPosition = 0;
    let firstNonZero = 0;
    const digits = [0];
    let nDigitsStored = 0;
    let digitsInsert = 0;
    let lastDigit = 0;
    let exponent = 0;
    let significandHigh = new Long(0, 0);
    let significandLow = new Long(0, 0);
    let biasedExponent = 0;
    let index = 0;
    if (representation.length >= 7e3) {
      throw new BSONError('' + representation + ' not a valid Decimal128 string');
    }
    const stringMatch = representation.match(PARSE_STRING_REGEXP);
    const infMatch = representation.match(PARSE_INF_REGEXP);
    const nanMatch = representation.match(PARSE_NAN_REGEXP);
    if ((!stringMatch && !infMatch && !nanMatch) || representation.length === 0) {
      throw new BSONError('' + representation + ' not a valid Decimal128 string');
    }
    if (stringMatch) {
      const unsignedNumber = stringMatch[2];
      const e = stringMatch[4];
      const expSign = stringMatch[5];
      const expNumber = stringMatch[6];
      if (e && expNumber === void 0) invalidErr(representation, 'missing exponent power');
      if (e && unsignedNumber === void 0) invalidErr(representation, 'missing exponent base');
      if (e === void 0 && (expSign || expNumber)) {
        invalidErr(representation, 'missing e before exponent');
      }
    }
    if (representation[index] === '+' || representation[index] === '-') {
      sawSign = true;
      isNegative = representation[index++] === '-';
    }
    if (!isDigit(representation[index]) && representation[index] !== '.') {
      if (representation[index] === 'i' || representation[index] === 'I') {
        return new _Decimal128(isNegative ? INF_NEGATIVE_BUFFER : INF_POSITIVE_BUFFER);
      } else if (representation[index] === 'N') {
        return new _Decimal128(NAN_BUFFER);
      }
    }
    while (isDigit(representation[index]) || representation[index] === '.') {
      if (representation[index] === '.') {
        if (sawRadix) invalidErr(representation, 'contains multiple periods');
        sawRadix = true;
        index = index + 1;
        continue;
      }
      if (nDigitsStored < MAX_DIGITS) {
        if (representation[index] !== '0' || foundNonZero) {
          if (!foundNonZero) {
            firstNonZero = nDigitsRead;
          }
          foundNonZero = true;
          digits[digitsInsert++] = parseInt(representation[index], 10);
          nDigitsStored = nDigitsStored + 1;
        }
      }
      if (foundNonZero) nDigits = nDigits + 1;
      if (sawRadix) radixPosition = radixPosition + 1;
      nDigitsRead = nDigitsRead + 1;
      index = index + 1;
    }
    if (sawRadix && !nDigitsRead)
      throw new BSONError('' + representation + ' not a valid Decimal128 string');
    if (representation[index] === 'e' || representation[index] === 'E') {
      const match = representation.substr(++index).match(EXPONENT_REGEX);
      if (!match || !match[2]) return new _Decimal128(NAN_BUFFER);
      exponent = parseInt(match[0], 10);
      index = index + match[0].length;
    }
    if (representation[index]) return new _Decimal128(NAN_BUFFER);
    if (!nDigitsStored) {
      digits[0] = 0;
      nDigits = 1;
      nDigitsStored = 1;
      significantDigits = 0;
    } else {
      lastDigit = nDigitsStored - 1;
      significantDigits = nDigits;
      if (significantDigits !== 1) {
        while (
          representation[
            firstNonZero + significantDigits - 1 + Number(sawSign) + Number(sawRadix)
          ] === '0'
        ) {
          significantDigits = significantDigits - 1;
        }
      }
    }
    if (exponent <= radixPosition && radixPosition > exponent + (1 << 14)) {
      exponent = EXPONENT_MIN;
    } else {
      exponent = exponent - radixPosition;
    }
    while (exponent > EXPONENT_MAX) {
      lastDigit = lastDigit + 1;
      if (lastDigit >= MAX_DIGITS) {
        if (significantDigits === 0) {
          exponent = EXPONENT_MAX;
          break;
        }
        invalidErr(representation, 'overflow');
      }
      exponent = exponent - 1;
    }
    if (options.allowRounding) {
      while (exponent < EXPONENT_MIN || nDigitsStored < nDigits) {
        if (lastDigit === 0 && significantDigits < nDigitsStored) {
          exponent = EXPONENT_MIN;
          significantDigits = 0;
          break;
        }
        if (nDigitsStored < nDigits) {
          nDigits = nDigits - 1;
        } else {
          lastDigit = lastDigit - 1;
        }
        if (exponent < EXPONENT_MAX) {
          exponent = exponent + 1;
        } else {
          const digitsString = digits.join('');
          if (digitsString.match(/^0+$/)) {
            exponent = EXPONENT_MAX;
            break;
          }
          invalidErr(representation, 'overflow');
        }
      }
      if (lastDigit + 1 < significantDigits) {
        let endOfString = nDigitsRead;
        if (sawRadix) {
          firstNonZero = firstNonZero + 1;
          endOfString = endOfString + 1;
        }
        if (sawSign) {
          firstNonZero = firstNonZero + 1;
          endOfString = endOfString + 1;
        }
        const roundDigit = parseInt(representation[firstNonZero + lastDigit + 1], 10);
        let roundBit = 0;
        if (roundDigit >= 5) {
          roundBit = 1;
          if (roundDigit === 5) {
            roundBit = digits[lastDigit] % 2 === 1 ? 1 : 0;
            for (let i = firstNonZero + lastDigit + 2; i < endOfString; i++) {
              if (parseInt(representation[i], 10)) {
                roundBit = 1;
                break;
              }
            }
          }
        }
        if (roundBit) {
          let dIdx = lastDigit;
          for (; dIdx >= 0; dIdx--) {
            if (++digits[dIdx] > 9) {
              digits[dIdx] = 0;
              if (dIdx === 0) {
                if (exponent < EXPONENT_MAX) {
                  exponent = exponent + 1;
                  digits[dIdx] = 1;
                } else {
                  return new _Decimal128(isNegative ? INF_NEGATIVE_BUFFER : INF_POSITIVE_BUFFER);
                }
              }
            } else {
              break;
            }
          }
        }
      }
    } else {
      while (exponent < EXPONENT_MIN || nDigitsStored < nDigits) {
        if (lastDigit === 0) {
          if (significantDigits === 0) {
            exponent = EXPONENT_MIN;
            break;
          }
          invalidErr(representation, 'exponent underflow');
        }
        if (nDigitsStored < nDigits) {
          if (
            representation[nDigits - 1 + Number(sawSign) + Number(sawRadix)] !== '0' &&
            significantDigits !== 0
          ) {
            invalidErr(representation, 'inexact rounding');
          }
          nDigits = nDigits - 1;
        } else {
          if (digits[lastDigit] !== 0) {
            invalidErr(representation, 'inexact rounding');
          }
          lastDigit = lastDigit - 1;
        }
        if (exponent < EXPONENT_MAX) {
          exponent = exponent + 1;
        } else {
          invalidErr(representation, 'overflow');
        }
      }
      if (lastDigit + 1 < significantDigits) {
        if (sawRadix) {
          firstNonZero = firstNonZero + 1;
        }
        if (sawSign) {
          firstNonZero = firstNonZero + 1;
        }
        const roundDigit = parseInt(representation[firstNonZero + lastDigit + 1], 10);
        if (roundDigit !== 0) {
          invalidErr(representation, 'inexact rounding');
        }
      }
    }
    significandHigh = Long.fromNumber(0);
    significandLow = Long.fromNumber(0);
    if (significantDigits === 0) {
      significandHigh = Long.fromNumber(0);
      significandLow = Long.fromNumber(0);
    } else if (lastDigit < 17) {
      let dIdx = 0;
      significandLow = Long.fromNumber(digits[dIdx++]);
      significandHigh = new Long(0, 0);
      for (; dIdx <= lastDigit; dIdx++) {
        significandLow = significandLow.multiply(Long.fromNumber(10));
        significandLow = significandLow.add(Long.fromNumber(digits[dIdx]));
      }
    } else {
      let dIdx = 0;
      significandHigh = Long.fromNumber(digits[dIdx++]);
      for (; dIdx <= lastDigit - 17; dIdx++) {
        significandHigh = significandHigh.multiply(Long.fromNumber(10));
        significandHigh = significandHigh.add(Long.fromNumber(digits[dIdx]));
      }
      significandLow = Long.fromNumber(digits[dIdx++]);
      for (; dIdx <= lastDigit; dIdx++) {
        significandLow = significandLow.multiply(Long.fromNumber(10));
        significandLow = significandLow.add(Long.fromNumber(digits[dIdx]));
      }
    }
    const significand = multiply64x2(significandHigh, Long.fromString('100000000000000000'));
    significand.low = significand.low.add(significandLow);
    if (lessThan(significand.low, significandLow)) {
      significand.high = significand.high.add(Long.fromNumber(1));
    }
    biasedExponent = exponent + EXPONENT_BIAS;
    const dec = { low: Long.fromNumber(0), high: Long.fromNumber(0) };
    if (
      significand.high.shiftRightUnsigned(49).and(Long.fromNumber(1)).equals(Long.fromNumber(1))
    ) {
      dec.high = dec.high.or(Long.fromNumber(3).shiftLeft(61));
      dec.high = dec.high.or(
        Long.fromNumber(biasedExponent).and(Long.fromNumber(16383).shiftLeft(47)),
      );
      dec.high = dec.high.or(significand.high.and(Long.fromNumber(140737488355327)));
    } else {
      dec.high = dec.high.or(Long.fromNumber(biasedExponent & 16383).shiftLeft(49));
      dec.high = dec.high.or(significand.high.and(Long.fromNumber(562949953421311)));
    }
    dec.low = significand.low;
    if (isNegative) {
      dec.high = dec.high.or(Long.fromString('9223372036854775808'));
    }
    const buffer2 = ByteUtils.allocateUnsafe(16);
    index = 0;
    buffer2[index++] = dec.low.low & 255;
    buffer2[index++] = (dec.low.low >> 8) & 255;
    buffer2[index++] = (dec.low.low >> 16) & 255;
    buffer2[index++] = (dec.low.low >> 24) & 255;
    buffer2[index++] = dec.low.high & 255;
    buffer2[index++] = (dec.low.high >> 8) & 255;
    buffer2[index++] = (dec.low.high >> 16) & 255;
    buffer2[index++] = (dec.low.high >> 24) & 255;
    buffer2[index++] = dec.high.low & 255;
    buffer2[index++] = (dec.high.low >> 8) & 255;
    buffer2[index++] = (dec.high.low >> 16) & 255;
    buffer2[index++] = (dec.high.low >> 24) & 255;
    buffer2[index++] = dec.high.high & 255;
    buffer2[index++] = (dec.high.high >> 8) & 255;
    buffer2[index++] = (dec.high.high >> 16) & 255;
    buffer2[index++] = (dec.high.high >> 24) & 255;
    return new _Decimal128(buffer2);
  }
  toString() {
    let biased_exponent;
    let significand_digits = 0;
    const significand = new Array(36);
    for (let i = 0; i < significand.length; i++) significand[i] = 0;
    let index = 0;
    let is_zero = false;
    let significand_msb;
    let significand128 = { parts: [0, 0, 0, 0] };
    let j, k;
    const string = [];
    index = 0;
    const buffer2 = this.bytes;
    const low =
      buffer2[index++] |
      (buffer2[index++] << 8) |
      (buffer2[index++] << 16) |
      (buffer2[index++] << 24);
    const midl =
      buffer2[index++] |
      (buffer2[index++] << 8) |
      (buffer2[index++] << 16) |
      (buffer2[index++] << 24);
    const midh =
      buffer2[index++] |
      (buffer2[index++] << 8) |
      (buffer2[index++] << 16) |
      (buffer2[index++] << 24);
    const high =
      buffer2[index++] |
      (buffer2[index++] << 8) |
      (buffer2[index++] << 16) |
      (buffer2[index++] << 24);
    index = 0;
    const dec = {
      low: new Long(low, midl),
      high: new Long(midh, high),
    };
    if (dec.high.lessThan(Long.ZERO)) {
      string.push('-');
    }
    const combination = (high >> 26) & COMBINATION_MASK;
    if (combination >> 3 === 3) {
      if (combination === COMBINATION_INFINITY) {
        return string.join('') + 'Infinity';
      } else if (combination === COMBINATION_NAN) {
        return 'NaN';
      } else {
        biased_exponent = (high >> 15) & EXPONENT_MASK;
        significand_msb = 8 + ((high >> 14) & 1);
      }
    } else {
      significand_msb = (high >> 14) & 7;
      biased_exponent = (high >> 17) & EXPONENT_MASK;
    }
    const exponent = biased_exponent - EXPONENT_BIAS;
    significand128.parts[0] = (high & 16383) + ((significand_msb & 15) << 14);
    significand128.parts[1] = midh;
    significand128.parts[2] = midl;
    significand128.parts[3] = low;
    if (
      significand128.parts[0] === 0 &&
      significand128.parts[1] === 0 &&
      significand128.parts[2] === 0 &&
      significand128.parts[3] === 0
    ) {
      is_zero = true;
    } else {
      for (k = 3; k >= 0; k--) {
        let least_digits = 0;
        const result = divideu128(significand128);
        significand128 = result.quotient;
        least_digits = result.rem.low;
        if (!least_digits) continue;
        for (j = 8; j >= 0; j--) {
          significand[k * 9 + j] = least_digits % 10;
          least_digits = Math.floor(least_digits / 10);
        }
      }
    }
    if (is_zero) {
      significand_digits = 1;
      significand[index] = 0;
    } else {
      significand_digits = 36;
      while (!significand[index]) {
        significand_digits = significand_digits - 1;
        index = index + 1;
      }
    }
    const scientific_exponent = significand_digits - 1 + exponent;
    if (scientific_exponent >= 34 || scientific_exponent <= -7 || exponent > 0) {
      if (significand_digits > 34) {
        string.push(`${0}`);
        if (exponent > 0) string.push(`E+${exponent}`);
        else if (exponent < 0) string.push(`E${exponent}`);
        return string.join('');
      }
      string.push(`${significand[index++]}`);
      significand_digits = significand_digits - 1;
      if (significand_digits) {
        string.push('.');
      }
      for (let i = 0; i < significand_digits; i++) {
        string.push(`${significand[index++]}`);
      }
      string.push('E');
      if (scientific_exponent > 0) {
        string.push(`+${scientific_exponent}`);
      } else {
        string.push(`${scientific_exponent}`);
      }
    } else {
      if (exponent >= 0) {
        for (let i = 0; i < significand_digits; i++) {
          string.push(`${significand[index++]}`);
        }
      } else {
        let radix_position = significand_digits + exponent;
        if (radix_position > 0) {
          for (let i = 0; i < radix_position; i++) {
            string.push(`${significand[index++]}`);
          }
        } else {
          string.push('0');
        }
        string.push('.');
        while (radix_position++ < 0) {
          string.push('0');
        }
        for (let i = 0; i < significand_digits - Math.max(radix_position - 1, 0); i++) {
          string.push(`${significand[index++]}`);
        }
      }
    }
    return string.join('');
  }
  toJSON() {
    return { $numberDecimal: this.toString() };
  }
  toExtendedJSON() {
    return { $numberDecimal: this.toString() };
  }
  static fromExtendedJSON(doc) {
    return _Decimal128.fromString(doc.$numberDecimal);
  }
  inspect(depth, options, inspect) {
    inspect ??= defaultInspect;
    const d128string = inspect(this.toString(), options);
    return `new Decimal128(${d128string})`;
  }
};
var Double = class _Double extends BSONValue {
  get _bsontype() {
    return 'Double';
  }
  value;
  constructor(value) {
    super();
    if (value instanceof Number) {
      value = value.valueOf();
    }
    this.value = +value;
  }
  static fromString(value) {
    const coercedValue = Number(value);
    if (value === 'NaN') return new _Double(NaN);
    if (value === 'Infinity') return new _Double(Infinity);
    if (value === '-Infinity') return new _Double(-Infinity);
    if (!Number.isFinite(coercedValue)) {
      throw new BSONError(`Input: ${value} is not representable as a Double`);
    }
    if (value.trim() !== value) {
      throw new BSONError(`Input: '${value}' contains whitespace`);
    }
    if (value === '') {
      throw new BSONError(`Input is an empty string`);
    }
    if (/[^-0-9.+eE]/.test(value)) {
      throw new BSONError(`Input: '${value}' is not in decimal or exponential notation`);
    }
    return new _Double(coercedValue);
  }
  valueOf() {
    return this.value;
  }
  toJSON() {
    return this.value;
  }
  toString(radix) {
    return this.value.toString(radix);
  }
  toExtendedJSON(options) {
    if (options && (options.legacy || (options.relaxed && isFinite(this.value)))) {
      return this.value;
    }
    if (Object.is(Math.sign(this.value), -0)) {
      return { $numberDouble: '-0.0' };
    }
    return {
      $numberDouble: Number.isInteger(this.value) ? this.value.toFixed(1) : this.value.toString(),
    };
  }
  static fromExtendedJSON(doc, options) {
    const doubleValue = parseFloat(doc.$numberDouble);
    return options && options.relaxed ? doubleValue : new _Double(doubleValue);
  }
  inspect(depth, options, inspect) {
    inspect ??= defaultInspect;
    return `new Double(${inspect(this.value, options)})`;
  }
};
var Int32 = class _Int32 extends BSONValue {
  get _bsontype() {
    return 'Int32';
  }
  value;
  constructor(value) {
    super();
    if (value instanceof Number) {
      value = value.valueOf();
    }
    this.value = +value | 0;
  }
  static fromString(value) {
    const cleanedValue = removeLeadingZerosAndExplicitPlus(value);
    const coercedValue = Number(value);
    if (BSON_INT32_MAX < coercedValue) {
      throw new BSONError(`Input: '${value}' is larger than the maximum value for Int32`);
    } else if (BSON_INT32_MIN > coercedValue) {
      throw new BSONError(`Input: '${value}' is smaller than the minimum value for Int32`);
    } else if (!Number.isSafeInteger(coercedValue)) {
      throw new BSONError(`Input: '${value}' is not a safe integer`);
    } else if (coercedValue.toString() !== cleanedValue) {
      throw new BSONError(`Input: '${value}' is not a valid Int32 string`);
    }
    return new _Int32(coercedValue);
  }
  valueOf() {
    return this.value;
  }
  toString(radix) {
    return this.value.toString(radix);
  }
  toJSON() {
    return this.value;
  }
  toExtendedJSON(options) {
    if (options && (options.relaxed || options.legacy)) return this.value;
    return { $numberInt: this.value.toString() };
  }
  static fromExtendedJSON(doc, options) {
    return options && options.relaxed ? parseInt(doc.$numberInt, 10) : new _Int32(doc.$numberInt);
  }
  inspect(depth, options, inspect) {
    inspect ??= defaultInspect;
    return `new Int32(${inspect(this.value, options)})`;
  }
};
var MaxKey = class _MaxKey extends BSONValue {
  get _bsontype() {
    return 'MaxKey';
  }
  toExtendedJSON() {
    return { $maxKey: 1 };
  }
  static fromExtendedJSON() {
    return new _MaxKey();
  }
  inspect() {
    return 'new MaxKey()';
  }
};
var MinKey = class _MinKey extends BSONValue {
  get _bsontype() {
    return 'MinKey';
  }
  toExtendedJSON() {
    return { $minKey: 1 };
  }
  static fromExtendedJSON() {
    return new _MinKey();
  }
  inspect() {
    return 'new MinKey()';
  }
};
var __idCache = /* @__PURE__ */ new WeakMap();
var byteToHex = [];
for (let n = 0; n < 256; n++) byteToHex.push(n.toString(16).padStart(2, '0'));
var hexCharCodeToNibble = new Int8Array(103);
for (let c = 48; c <= 57; c++) hexCharCodeToNibble[c] = c - 48;
for (let c = 65; c <= 70; c++) hexCharCodeToNibble[c] = c - 55;
for (let c = 97; c <= 102; c++) hexCharCodeToNibble[c] = c - 87;
var ObjectId = class _ObjectId extends BSONValue {
  get _bsontype() {
    return 'ObjectId';
  }
  static index = 0;
  static PROCESS_UNIQUE = null;
  static resetState = () => {
    this.index = Math.floor(Math.random() * 16777216);
    this.PROCESS_UNIQUE = null;
  };
  static {
    this.resetState();
    let v8Module;
    let isBuildingSnapshot = false;
    try {
      v8Module = globalThis?.process?.getBuiltinModule?.('v8') ?? {};
    } catch {}
    const startupSnapshot = v8Module?.startupSnapshot;
    try {
      isBuildingSnapshot = startupSnapshot?.isBuildingSnapshot?.();
    } catch {}
    if (isBuildingSnapshot) {
      startupSnapshot?.addDeserializeCallback?.(this.resetState);
    }
  }
  static cacheHexString;
  i0;
  i1;
  i2;
  i3;
  setFromBytes(b, offset = 0) {
    this.i0 = (b[offset] << 16) | (b[offset + 1] << 8) | b[offset + 2];
    this.i1 = (b[offset + 3] << 16) | (b[offset + 4] << 8) | b[offset + 5];
    this.i2 = (b[offset + 6] << 16) | (b[offset + 7] << 8) | b[offset + 8];
    this.i3 = (b[offset + 9] << 16) | (b[offset + 10] << 8) | b[offset + 11];
  }
  setFromHex(s) {
    const t = hexCharCodeToNibble;
    this.i0 =
      (t[s.charCodeAt(0)] << 20) |
      (t[s.charCodeAt(1)] << 16) |
      (t[s.charCodeAt(2)] << 12) |
      (t[s.charCodeAt(3)] << 8) |
      (t[s.charCodeAt(4)] << 4) |
      t[s.charCodeAt(5)];
    this.i1 =
      (t[s.charCodeAt(6)] << 20) |
      (t[s.charCodeAt(7)] << 16) |
      (t[s.charCodeAt(8)] << 12) |
      (t[s.charCodeAt(9)] << 8) |
      (t[s.charCodeAt(10)] << 4) |
      t[s.charCodeAt(11)];
    this.i2 =
      (t[s.charCodeAt(12)] << 20) |
      (t[s.charCodeAt(13)] << 16) |
      (t[s.charCodeAt(14)] << 12) |
      (t[s.charCodeAt(15)] << 8) |
      (t[s.charCodeAt(16)] << 4) |
      t[s.charCodeAt(17)];
    this.i3 =
      (t[s.charCodeAt(18)] << 20) |
      (t[s.charCodeAt(19)] << 16) |
      (t[s.charCodeAt(20)] << 12) |
      (t[s.charCodeAt(21)] << 8) |
      (t[s.charCodeAt(22)] << 4) |
      t[s.charCodeAt(23)];
  }
  constructor(inputId, offset) {
    super();
    if (typeof offset === 'number') {
      this.setFromBytes(inputId, offset);
      return;
    }
    let workingId;
    if (typeof inputId === 'object' && inputId && 'id' in inputId) {
      if (
        _ObjectId.is(inputId) &&
        typeof inputId.i0 === 'number' &&
        typeof inputId.i1 === 'number' &&
        typeof inputId.i2 === 'number' &&
        typeof inputId.i3 === 'number'
      ) {
        this.i0 = inputId.i0;
        this.i1 = inputId.i1;
        this.i2 = inputId.i2;
        this.i3 = inputId.i3;
        return;
      }
      if (typeof inputId.id !== 'string' && !ArrayBuffer.isView(inputId.id)) {
        throw new BSONError('Argument passed in must have an id that is of type string or Buffer');
      }
      if ('toHexString' in inputId && typeof inputId.toHexString === 'function') {
        workingId = ByteUtils.fromHex(inputId.toHexString());
      } else {
        workingId = inputId.id;
      }
    } else {
      workingId = inputId;
    }
    if (workingId == null) {
      const time = Math.floor(Date.now() / 1e3);
      const inc = _ObjectId.getInc();
      const pu = (_ObjectId.PROCESS_UNIQUE ??= ByteUtils.randomBytes(5));
      this.i0 = (time >>> 8) & 16777215;
      this.i1 = ((time & 255) << 16) | (pu[0] << 8) | pu[1];
      this.i2 = (pu[2] << 16) | (pu[3] << 8) | pu[4];
      this.i3 = inc & 16777215;
    } else if (ArrayBuffer.isView(workingId) && workingId.byteLength === 12) {
      this.setFromBytes(
        workingId instanceof Uint8Array ? workingId : ByteUtils.toLocalBufferType(workingId),
      );
    } else if (typeof workingId === 'string') {
      if (_ObjectId.validateHexString(workingId)) {
        this.setFromHex(workingId);
        if (_ObjectId.cacheHexString) {
          __idCache.set(this, workingId);
        }
      } else {
        throw new BSONError(
          'input must be a 24 character hex string, 12 byte Uint8Array, or an integer',
        );
      }
    } else {
      throw new BSONError('Argument passed in does not match the accepted types');
    }
  }
  get id() {
    const b = ByteUtils.allocateUnsafe(12);
    b[0] = (this.i0 >>> 16) & 255;
    b[1] = (this.i0 >>> 8) & 255;
    b[2] = this.i0 & 255;
    b[3] = (this.i1 >>> 16) & 255;
    b[4] = (this.i1 >>> 8) & 255;
    b[5] = this.i1 & 255;
    b[6] = (this.i2 >>> 16) & 255;
    b[7] = (this.i2 >>> 8) & 255;
    b[8] = this.i2 & 255;
    b[9] = (this.i3 >>> 16) & 255;
    b[10] = (this.i3 >>> 8) & 255;
    b[11] = this.i3 & 255;
    return b;
  }
  set id(value) {
    const bytes = value instanceof Uint8Array ? value : ByteUtils.toLocalBufferType(value);
    this.setFromBytes(bytes);
    if (_ObjectId.cacheHexString) {
      __idCache.set(this, ByteUtils.toHex(bytes));
    }
  }
  static validateHexString(string) {
    if (string?.length !== 24) return false;
    for (let i = 0; i < 24; i++) {
      const char = string.charCodeAt(i);
      if ((char >= 48 && char <= 57) || (char >= 97 && char <= 102) || (char >= 65 && char <= 70)) {
        continue;
      }
      return false;
    }
    return true;
  }
  toHexString() {
    if (_ObjectId.cacheHexString) {
      const __id = __idCache.get(this);
      if (__id) return __id;
    }
    const i0 = this.i0;
    const i1 = this.i1;
    const i2 = this.i2;
    const i3 = this.i3;
    const hexString =
      byteToHex[(i0 >>> 16) & 255] +
      byteToHex[(i0 >>> 8) & 255] +
      byteToHex[i0 & 255] +
      byteToHex[(i1 >>> 16) & 255] +
      byteToHex[(i1 >>> 8) & 255] +
      byteToHex[i1 & 255] +
      byteToHex[(i2 >>> 16) & 255] +
      byteToHex[(i2 >>> 8) & 255] +
      byteToHex[i2 & 255] +
      byteToHex[(i3 >>> 16) & 255] +
      byteToHex[(i3 >>> 8) & 255] +
      byteToHex[i3 & 255];
    if (_ObjectId.cacheHexString) {
      __idCache.set(this, hexString);
    }
    return hexString;
  }
  static getInc() {
    return (_ObjectId.index = (_ObjectId.index + 1) % 16777216);
  }
  static generate(time) {
    if ('number' !== typeof time) {
      time = Math.floor(Date.now() / 1e3);
    }
    const inc = _ObjectId.getInc();
    const buffer2 = ByteUtils.allocateUnsafe(12);
    NumberUtils.setInt32BE(buffer2, 0, time);
    const PROCESS_UNIQUE = (this.PROCESS_UNIQUE ??= ByteUtils.randomBytes(5));
    buffer2[4] = PROCESS_UNIQUE[0];
    buffer2[5] = PROCESS_UNIQUE[1];
    buffer2[6] = PROCESS_UNIQUE[2];
    buffer2[7] = PROCESS_UNIQUE[3];
    buffer2[8] = PROCESS_UNIQUE[4];
    buffer2[11] = inc & 255;
    buffer2[10] = (inc >>> 8) & 255;
    buffer2[9] = (inc >>> 16) & 255;
    return buffer2;
  }
  toString(encoding) {
    if (encoding === 'base64') return ByteUtils.toBase64(this.id);
    if (encoding === 'hex') return this.toHexString();
    return this.toHexString();
  }
  toJSON() {
    return this.toHexString();
  }
  static is(variable) {
    return (
      variable != null &&
      typeof variable === 'object' &&
      '_bsontype' in variable &&
      variable._bsontype === 'ObjectId'
    );
  }
  equals(otherId) {
    if (otherId === void 0 || otherId === null) {
      return false;
    }
    if (
      _ObjectId.is(otherId) &&
      typeof otherId.i0 === 'number' &&
      typeof otherId.i1 === 'number' &&
      typeof otherId.i2 === 'number' &&
      typeof otherId.i3 === 'number'
    ) {
      return (
        this.i3 === otherId.i3 &&
        this.i0 === otherId.i0 &&
        this.i1 === otherId.i1 &&
        this.i2 === otherId.i2
      );
    }
    if (typeof otherId === 'string') {
      return otherId.toLowerCase() === this.toHexString();
    }
    if (typeof otherId === 'object' && typeof otherId.toHexString === 'function') {
      const otherIdString = otherId.toHexString();
      const thisIdString = this.toHexString();
      return typeof otherIdString === 'string' && otherIdString.toLowerCase() === thisIdString;
    }
    return false;
  }
  getTimestamp() {
    const timestamp = /* @__PURE__ */ new Date();
    const time = this.i0 * 256 + (this.i1 >>> 16);
    timestamp.setTime(time * 1e3);
    return timestamp;
  }
  static createPk() {
    return new _ObjectId();
  }
  serializeInto(uint8array, index) {
    uint8array[index] = (this.i0 >>> 16) & 255;
    uint8array[index + 1] = (this.i0 >>> 8) & 255;
    uint8array[index + 2] = this.i0 & 255;
    uint8array[index + 3] = (this.i1 >>> 16) & 255;
    uint8array[index + 4] = (this.i1 >>> 8) & 255;
    uint8array[index + 5] = this.i1 & 255;
    uint8array[index + 6] = (this.i2 >>> 16) & 255;
    uint8array[index + 7] = (this.i2 >>> 8) & 255;
    uint8array[index + 8] = this.i2 & 255;
    uint8array[index + 9] = (this.i3 >>> 16) & 255;
    uint8array[index + 10] = (this.i3 >>> 8) & 255;
    uint8array[index + 11] = this.i3 & 255;
    return 12;
  }
  static createFromTime(time) {
    const buffer2 = ByteUtils.allocate(12);
    for (let i = 11; i >= 4; i--) buffer2[i] = 0;
    NumberUtils.setInt32BE(buffer2, 0, time);
    return new _ObjectId(buffer2);
  }
  static createFromHexString(hexString) {
    if (hexString?.length !== 24) {
      throw new BSONError('hex string must be 24 characters');
    }
    return new _ObjectId(ByteUtils.fromHex(hexString));
  }
  static createFromBase64(base64) {
    if (base64?.length !== 16) {
      throw new BSONError('base64 string must be 16 characters');
    }
    return new _ObjectId(ByteUtils.fromBase64(base64));
  }
  static isValid(id) {
    if (id == null) return false;
    if (typeof id === 'string') return _ObjectId.validateHexString(id);
    try {
      new _ObjectId(id);
      return true;
    } catch {
      return false;
    }
  }
  toExtendedJSON() {
    if (this.toHexString) return { $oid: this.toHexString() };
    return { $oid: this.toString('hex') };
  }
  static fromExtendedJSON(doc) {
    return new _ObjectId(doc.$oid);
  }
  isCached() {
    return _ObjectId.cacheHexString && __idCache.has(this);
  }
  inspect(depth, options, inspect) {
    inspect ??= defaultInspect;
    return `new ObjectId(${inspect(this.toHexString(), options)})`;
  }
};
function internalCalculateObjectSize(object, serializeFunctions, ignoreUndefined) {
  const objectStack = [{ object, ignoreUndefined: ignoreUndefined ?? false, exit: false }];
  const path = /* @__PURE__ */ new Set();
  let total = 0;
  while (objectStack.length > 0) {
    const frame = objectStack.pop();
    if (frame.exit) {
      path.delete(frame.object);
      continue;
    }
    const { object: obj, ignoreUndefined: frameIgnoreUndefined } = frame;
    path.add(obj);
    frame.exit = true;
    objectStack.push(frame);
    total += 5;
    const isObjArray = Array.isArray(obj);
    const isObjMap = !isObjArray && (obj instanceof Map || isMap(obj));
    let target2 = obj;
    if (!isObjArray && !isObjMap && typeof obj?.toBSON === 'function') {
      target2 = obj.toBSON();
    }
    if (isObjArray) {
      const array = target2;
      for (let i = 0; i < array.length; i++) {
        total += calculateElementSize(
          i.toString(),
          array[i],
          serializeFunctions,
          true,
          frameIgnoreUndefined,
          objectStack,
          path,
        );
      }
    } else if (isObjMap) {
      for (const [key, value] of target2) {
        total += calculateElementSize(
          key,
          value,
          serializeFunctions,
          false,
          frameIgnoreUndefined,
          objectStack,
          path,
        );
      }
    } else {
      for (const key of Object.keys(target2)) {
        total += calculateElementSize(
          key,
          target2[key],
          serializeFunctions,
          false,
          frameIgnoreUndefined,
          objectStack,
          path,
        );
      }
    }
  }
  return total;
}
function calculateElementSize(
  name3,
  value,
  serializeFunctions = false,
  isArray2 = false,
  ignoreUndefined = false,
  objectStack,
  path,
) {
  if (typeof value?.toBSON === 'function') {
    value = value.toBSON();
  }
  switch (typeof value) {
    case 'string':
      return 1 + ByteUtils.utf8ByteLength(name3) + 1 + 4 + ByteUtils.utf8ByteLength(value) + 1;
    case 'number':
      if (Math.floor(value) === value && value >= JS_INT_MIN && value <= JS_INT_MAX) {
        if (!Object.is(value, -0) && value >= BSON_INT32_MIN && value <= BSON_INT32_MAX) {
          return ByteUtils.utf8ByteLength(name3) + 1 + (4 + 1);
        } else {
          return ByteUtils.utf8ByteLength(name3) + 1 + (8 + 1);
        }
      } else {
        return ByteUtils.utf8ByteLength(name3) + 1 + (8 + 1);
      }
    case 'undefined':
      if (isArray2 || !ignoreUndefined) return ByteUtils.utf8ByteLength(name3) + 1 + 1;
      return 0;
    case 'boolean':
      return ByteUtils.utf8ByteLength(name3) + 1 + (1 + 1);
    case 'object':
      if (
        value != null &&
        typeof value._bsontype === 'string' &&
        value[BSON_VERSION_SYMBOL] !== BSON_MAJOR_VERSION
      ) {
        throw new BSONVersionError();
      } else if (value == null || value._bsontype === 'MinKey' || value._bsontype === 'MaxKey') {
        return ByteUtils.utf8ByteLength(name3) + 1 + 1;
      } else if (value._bsontype === 'ObjectId') {
        return ByteUtils.utf8ByteLength(name3) + 1 + (12 + 1);
      } else if (value instanceof Date || isDate2(value)) {
        return ByteUtils.utf8ByteLength(name3) + 1 + (8 + 1);
      } else if (
        ArrayBuffer.isView(value) ||
        value instanceof ArrayBuffer ||
        isAnyArrayBuffer(value)
      ) {
        return ByteUtils.utf8ByteLength(name3) + 1 + (1 + 4 + 1) + value.byteLength;
      } else if (
        value._bsontype === 'Long' ||
        value._bsontype === 'Double' ||
        value._bsontype === 'Timestamp'
      ) {
        return ByteUtils.utf8ByteLength(name3) + 1 + (8 + 1);
      } else if (value._bsontype === 'Decimal128') {
        return ByteUtils.utf8ByteLength(name3) + 1 + (16 + 1);
      } else if (value._bsontype === 'Int32') {
        return ByteUtils.utf8ByteLength(name3) + 1 + (4 + 1);
      } else if (value._bsontype === 'Code') {
        if (value.scope != null && typeof value.scope === 'object') {
          if (path.has(value.scope)) {
            throw new BSONError('Cannot convert circular structure to BSON');
          }
          objectStack.push({ object: value.scope, ignoreUndefined, exit: false });
          return (
            ByteUtils.utf8ByteLength(name3) +
            1 +
            1 +
            4 +
            4 +
            ByteUtils.utf8ByteLength(value.code.toString()) +
            1
          );
        } else {
          return (
            ByteUtils.utf8ByteLength(name3) +
            1 +
            1 +
            4 +
            ByteUtils.utf8ByteLength(value.code.toString()) +
            1
          );
        }
      } else if (value._bsontype === 'Binary') {
        const binary = value;
        if (binary.sub_type === Binary.SUBTYPE_BYTE_ARRAY) {
          return ByteUtils.utf8ByteLength(name3) + 1 + (binary.position + 1 + 4 + 1 + 4);
        } else {
          return ByteUtils.utf8ByteLength(name3) + 1 + (binary.position + 1 + 4 + 1);
        }
      } else if (value._bsontype === 'BSONSymbol') {
        return (
          ByteUtils.utf8ByteLength(name3) + 1 + ByteUtils.utf8ByteLength(value.value) + 4 + 1 + 1
        );
      } else if (value._bsontype === 'DBRef') {
        const ordered_values = Object.assign(
          {
            $ref: value.collection,
            $id: value.oid,
          },
          value.fields,
        );
        if (value.db != null) {
          ordered_values['$db'] = value.db;
        }
        objectStack.push({ object: ordered_values, ignoreUndefined: true, exit: false });
        return ByteUtils.utf8ByteLength(name3) + 1 + 1;
      } else if (value instanceof RegExp || isRegExp2(value)) {
        return (
          ByteUtils.utf8ByteLength(name3) +
          1 +
          1 +
          ByteUtils.utf8ByteLength(value.source) +
          1 +
          (value.global ? 1 : 0) +
          (value.ignoreCase ? 1 : 0) +
          (value.multiline ? 1 : 0) +
          1
        );
      } else if (value._bsontype === 'BSONRegExp') {
        return (
          ByteUtils.utf8ByteLength(name3) +
          1 +
          1 +
          ByteUtils.utf8ByteLength(value.pattern) +
          1 +
          ByteUtils.utf8ByteLength(value.options) +
          1
        );
      } else {
        if (path.has(value)) {
          throw new BSONError('Cannot convert circular structure to BSON');
        }
        objectStack.push({ object: value, ignoreUndefined, exit: false });
        return ByteUtils.utf8ByteLength(name3) + 1 + 1;
      }
    case 'function':
      if (serializeFunctions) {
        return (
          ByteUtils.utf8ByteLength(name3) +
          1 +
          1 +
          4 +
          ByteUtils.utf8ByteLength(value.toString()) +
          1
        );
      }
      return 0;
    case 'bigint':
      return ByteUtils.utf8ByteLength(name3) + 1 + (8 + 1);
    case 'symbol':
      return 0;
    default:
      throw new BSONError(`Unrecognized JS type: ${typeof value}`);
  }
}
function alphabetize(str) {
  return str.split('').sort().join('');
}
var BSONRegExp = class _BSONRegExp extends BSONValue {
  get _bsontype() {
    return 'BSONRegExp';
  }
  pattern;
  options;
  constructor(pattern, options) {
    super();
    this.pattern = pattern;
    this.options = alphabetize(options ?? '');
    if (this.pattern.indexOf('\0') !== -1) {
      throw new BSONError(
        `BSON Regex patterns cannot contain null bytes, found: ${JSON.stringify(this.pattern)}`,
      );
    }
    if (this.options.indexOf('\0') !== -1) {
      throw new BSONError(
        `BSON Regex options cannot contain null bytes, found: ${JSON.stringify(this.options)}`,
      );
    }
    for (let i = 0; i < this.options.length; i++) {
      if (!(
        this.options[i] === 'i' ||
        this.options[i] === 'm' ||
        this.options[i] === 'x' ||
        this.options[i] === 'l' ||
        this.options[i] === 's' ||
        this.options[i] === 'u'
      )) {
        throw new BSONError(`The regular expression option [${this.options[i]}] is not supported`);
      }
    }
  }
  static parseOptions(options) {
    return options ? options.split('').sort().join('') : '';
  }
  toExtendedJSON(options) {
    options = options || {};
    if (options.legacy) {
      return { $regex: this.pattern, $options: this.options };
    }
    return { $regularExpression: { pattern: this.pattern, options: this.options } };
  }
  static fromExtendedJSON(doc) {
    if ('$regex' in doc) {
      if (typeof doc.$regex !== 'string') {
        if (doc.$regex._bsontype === 'BSONRegExp') {
          return doc;
        }
      } else {
        return new _BSONRegExp(doc.$regex, _BSONRegExp.parseOptions(doc.$options));
      }
    }
    if ('$regularExpression' in doc) {
      return new _BSONRegExp(
        doc.$regularExpression.pattern,
        _BSONRegExp.parseOptions(doc.$regularExpression.options),
      );
    }
    throw new BSONError(`Unexpected BSONRegExp EJSON object form: ${JSON.stringify(doc)}`);
  }
  inspect(depth, options, inspect) {
    const stylize = getStylizeFunction(options) ?? ((v) => v);
    inspect ??= defaultInspect;
    const pattern = stylize(inspect(this.pattern), 'regexp');
    const flags = stylize(inspect(this.options), 'regexp');
    return `new BSONRegExp(${pattern}, ${flags})`;
  }
};
var BSONSymbol = class _BSONSymbol extends BSONValue {
  get _bsontype() {
    return 'BSONSymbol';
  }
  value;
  constructor(value) {
    super();
    this.value = value;
  }
  valueOf() {
    return this.value;
  }
  toString() {
    return this.value;
  }
  toJSON() {
    return this.value;
  }
  toExtendedJSON() {
    return { $symbol: this.value };
  }
  static fromExtendedJSON(doc) {
    return new _BSONSymbol(doc.$symbol);
  }
  inspect(depth, options, inspect) {
    inspect ??= defaultInspect;
    return `new BSONSymbol(${inspect(this.value, options)})`;
  }
};
var LongWithoutOverridesClass = Long;
var Timestamp = class _Timestamp extends LongWithoutOverridesClass {
  get _bsontype() {
    return 'Timestamp';
  }
  get [bsonType]() {
    return 'Timestamp';
  }
  static MAX_VALUE = Long.MAX_UNSIGNED_VALUE;
  get i() {
    return this.low >>> 0;
  }
  get t() {
    return this.high >>> 0;
  }
  constructor(low) {
    if (low == null) {
      super(0, 0, true);
    } else if (typeof low === 'bigint') {
      super(low, true);
    } else if (Long.isLong(low)) {
      super(low.low, low.high, true);
    } else if (typeof low === 'object' && 't' in low && 'i' in low) {
      if (typeof low.t !== 'number' && (typeof low.t !== 'object' || low.t._bsontype !== 'Int32')) {
        throw new BSONError('Timestamp constructed from { t, i } must provide t as a number');
      }
      if (typeof low.i !== 'number' && (typeof low.i !== 'object' || low.i._bsontype !== 'Int32')) {
        throw new BSONError('Timestamp constructed from { t, i } must provide i as a number');
      }
      const t = Number(low.t);
      const i = Number(low.i);
      if (t < 0 || Number.isNaN(t)) {
        throw new BSONError('Timestamp constructed from { t, i } must provide a positive t');
      }
      if (i < 0 || Number.isNaN(i)) {
        throw new BSONError('Timestamp constructed from { t, i } must provide a positive i');
      }
      if (t > 4294967295) {
        throw new BSONError(
          'Timestamp constructed from { t, i } must provide t equal or less than uint32 max',
        );
      }
      if (i > 4294967295) {
        throw new BSONError(
          'Timestamp constructed from { t, i } must provide i equal or less than uint32 max',
        );
      }
      super(i, t, true);
    } else {
      throw new BSONError(
        'A Timestamp can only be constructed with: bigint, Long, or { t: number; i: number }',
      );
    }
  }
  toJSON() {
    return {
      $timestamp: this.toString(),
    };
  }
  static fromInt(value) {
    return new _Timestamp(Long.fromInt(value, true));
  }
  static fromNumber(value) {
    return new _Timestamp(Long.fromNumber(value, true));
  }
  static fromBits(lowBits, highBits) {
    return new _Timestamp({ i: lowBits, t: highBits });
  }
  static fromString(str, optRadix) {
    return new _Timestamp(Long.fromString(str, true, optRadix));
  }
  toExtendedJSON() {
    return { $timestamp: { t: this.t, i: this.i } };
  }
  static fromExtendedJSON(doc) {
    const i = Long.isLong(doc.$timestamp.i)
      ? doc.$timestamp.i.getLowBitsUnsigned()
      : doc.$timestamp.i;
    const t = Long.isLong(doc.$timestamp.t)
      ? doc.$timestamp.t.getLowBitsUnsigned()
      : doc.$timestamp.t;
    return new _Timestamp({ t, i });
  }
  inspect(depth, options, inspect) {
    inspect ??= defaultInspect;
    const t = inspect(this.t, options);
    const i = inspect(this.i, options);
    return `new Timestamp({ t: ${t}, i: ${i} })`;
  }
};
var JS_INT_MAX_LONG = Long.fromNumber(JS_INT_MAX);
var JS_INT_MIN_LONG = Long.fromNumber(JS_INT_MIN);
function internalDeserialize(buffer2, options, isArray2) {
  options = options == null ? {} : options;
  const index = options && options.index ? options.index : 0;
  const size = NumberUtils.getInt32LE(buffer2, index);
  if (size < 5) {
    throw new BSONError(`bson size must be >= 5, is ${size}`);
  }
  if (options.allowObjectSmallerThanBufferSize && buffer2.length < size) {
    throw new BSONError(`buffer length ${buffer2.length} must be >= bson size ${size}`);
  }
  if (!options.allowObjectSmallerThanBufferSize && buffer2.length !== size) {
    throw new BSONError(`buffer length ${buffer2.length} must === bson size ${size}`);
  }
  if (size + index > buffer2.byteLength) {
    throw new BSONError(
      `(bson size ${size} + options.index ${index} must be <= buffer length ${buffer2.byteLength})`,
    );
  }
  if (buffer2[index + size - 1] !== 0) {
    throw new BSONError(
      "One object, sized correctly, with a spot for an EOO, but the EOO isn't 0x00",
    );
  }
  return deserializeObject(buffer2, index, options, isArray2);
}
var allowedDBRefKeys = /^\$ref$|^\$id$|^\$db$/;
function assignValue(dest, name3, value) {
  if (name3 === '__proto__') {
    Object.defineProperty(dest, name3, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else {
    dest[name3] = value;
  }
}
function toPotentialDbRef(doc) {
  if (isDBRefLike(doc)) {
    const { $ref, $id, $db, ...fields } = doc;
    return new DBRef($ref, $id, $db, fields);
  }
  return doc;
}
function deserializeObject(buffer2, index, options, isArray2 = false) {
  options = { ...options };
  const fieldsAsRaw = options['fieldsAsRaw'] == null ? null : options['fieldsAsRaw'];
  const raw = options['raw'] == null ? false : options['raw'];
  const bsonRegExp = typeof options['bsonRegExp'] === 'boolean' ? options['bsonRegExp'] : false;
  const promoteBuffers = options.promoteBuffers ?? false;
  const promoteLongs = options.promoteLongs ?? true;
  const promoteValues = options.promoteValues ?? true;
  const useBigInt64 = options.useBigInt64 ?? false;
  if (useBigInt64 && !promoteValues) {
    throw new BSONError('Must either request bigint or Long for int64 deserialization');
  }
  if (useBigInt64 && !promoteLongs) {
    throw new BSONError('Must either request bigint or Long for int64 deserialization');
  }
  const validation = options.validation == null ? { utf8: true } : options.validation;
  let globalUTFValidation = true;
  let validationSetting;
  let utf8KeysSet;
  const utf8ValidatedKeys = validation.utf8;
  if (typeof utf8ValidatedKeys === 'boolean') {
    validationSetting = utf8ValidatedKeys;
  } else {
    globalUTFValidation = false;
    const utf8ValidationValues = Object.keys(utf8ValidatedKeys).map(function (key) {
      return utf8ValidatedKeys[key];
    });
    if (utf8ValidationValues.length === 0) {
      throw new BSONError('UTF-8 validation setting cannot be empty');
    }
    if (typeof utf8ValidationValues[0] !== 'boolean') {
      throw new BSONError('Invalid UTF-8 validation option, must specify boolean values');
    }
    validationSetting = utf8ValidationValues[0];
    if (!utf8ValidationValues.every((item) => item === validationSetting)) {
      throw new BSONError('Invalid UTF-8 validation option - keys must be all true or all false');
    }
  }
  if (!globalUTFValidation) {
    utf8KeysSet = /* @__PURE__ */ new Set();
    for (const key of Object.keys(utf8ValidatedKeys)) {
      utf8KeysSet.add(key);
    }
  }
  const startIndex = index;
  if (buffer2.length < 5) throw new BSONError('corrupt bson message < 5 bytes long');
  const size = NumberUtils.getInt32LE(buffer2, index);
  index += 4;
  if (size < 5 || size > buffer2.length) throw new BSONError('corrupt bson message');
  const rootObject = isArray2 ? [] : {};
  let arrayIndex = 0;
  let isPossibleDBRef = isArray2 ? false : null;
  let currentFrame = null;
  let currentDest = rootObject;
  let currentIsArray = isArray2;
  while (true) {
    const elementType = buffer2[index++];
    if (elementType === 0) {
      if (currentFrame) {
        if (index === currentFrame.lastIndex) {
          const completedFrame = currentFrame;
          currentFrame = completedFrame.prev;
          if (currentFrame === null) {
            currentDest = rootObject;
            currentIsArray = isArray2;
          } else {
            currentDest = currentFrame.holdingDocument;
            currentIsArray = currentFrame.isArray;
          }
          let result = completedFrame.holdingDocument;
          switch (completedFrame.elementType) {
            case BSON_DATA_OBJECT:
              if (completedFrame.isPossibleDBRef) {
                result = toPotentialDbRef(result);
              }
              break;
            case BSON_DATA_ARRAY:
              break;
            case BSON_DATA_CODE_W_SCOPE:
              result = new Code(completedFrame.functionString, completedFrame.holdingDocument);
              break;
            default:
              throw new BSONError('Unexpected element type in frame stack');
          }
          assignValue(currentDest, completedFrame.propertyName, result);
          continue;
        } else {
          if (currentFrame.elementType === BSON_DATA_ARRAY) {
            throw new BSONError('corrupted array bson');
          }
          throw new BSONError('Bad BSON Document: object not properly terminated');
        }
      } else {
        break;
      }
    }
    let i = index;
    while (buffer2[i] !== 0 && i < buffer2.length) {
      i++;
    }
    if (i >= buffer2.byteLength) throw new BSONError('Bad BSON Document: illegal CString');
    const name3 = currentIsArray
      ? currentFrame !== null
        ? currentFrame.arrayIndex++
        : arrayIndex++
      : ByteUtils.toUTF8(buffer2, index, i, false);
    let shouldValidateKey;
    if (currentFrame !== null) {
      shouldValidateKey = currentFrame.validationSetting;
    } else if (globalUTFValidation || utf8KeysSet?.has(name3)) {
      shouldValidateKey = validationSetting;
    } else {
      shouldValidateKey = !validationSetting;
    }
    if (currentFrame !== null) {
      if (currentFrame.isPossibleDBRef !== false && typeof name3 === 'string' && name3[0] === '$') {
        currentFrame.isPossibleDBRef = allowedDBRefKeys.test(name3);
      }
    } else if (isPossibleDBRef !== false && name3[0] === '$') {
      isPossibleDBRef = allowedDBRefKeys.test(name3);
    }
    let value;
    let isDeferredValue = false;
    index = i + 1;
    if (elementType === BSON_DATA_STRING) {
      const stringSize = NumberUtils.getInt32LE(buffer2, index);
      index += 4;
      if (
        stringSize <= 0 ||
        stringSize > buffer2.length - index ||
        buffer2[index + stringSize - 1] !== 0
      ) {
        throw new BSONError('bad string length in bson');
      }
      value = ByteUtils.toUTF8(buffer2, index, index + stringSize - 1, shouldValidateKey);
      index = index + stringSize;
    } else if (elementType === BSON_DATA_OID) {
      value = new ObjectId(buffer2, index);
      index = index + 12;
    } else if (elementType === BSON_DATA_INT && promoteValues === false) {
      value = new Int32(NumberUtils.getInt32LE(buffer2, index));
      index += 4;
    } else if (elementType === BSON_DATA_INT) {
      value = NumberUtils.getInt32LE(buffer2, index);
      index += 4;
    } else if (elementType === BSON_DATA_NUMBER) {
      value = NumberUtils.getFloat64LE(buffer2, index);
      index += 8;
      if (promoteValues === false) value = new Double(value);
    } else if (elementType === BSON_DATA_DATE) {
      const lowBits = NumberUtils.getInt32LE(buffer2, index);
      const highBits = NumberUtils.getInt32LE(buffer2, index + 4);
      index += 8;
      value = new Date(new Long(lowBits, highBits).toNumber());
    } else if (elementType === BSON_DATA_BOOLEAN) {
      if (buffer2[index] !== 0 && buffer2[index] !== 1)
        throw new BSONError('illegal boolean type value');
      value = buffer2[index++] === 1;
    } else if (elementType === BSON_DATA_OBJECT) {
      const objectSize = NumberUtils.getInt32LE(buffer2, index);
      if (objectSize < 5 || objectSize > buffer2.length - index)
        throw new BSONError('bad embedded document length in bson');
      if (raw || (currentFrame?.raw ?? false)) {
        value = buffer2.subarray(index, index + objectSize);
        index = index + objectSize;
      } else {
        isDeferredValue = true;
        const objectFrame = {
          holdingDocument: {},
          elementType: BSON_DATA_OBJECT,
          propertyName: name3,
          functionString: null,
          lastIndex: index + objectSize,
          isArray: false,
          arrayIndex: 0,
          raw: false,
          isPossibleDBRef: null,
          validationSetting: shouldValidateKey,
          prev: currentFrame,
        };
        currentFrame = objectFrame;
        currentDest = objectFrame.holdingDocument;
        currentIsArray = false;
        index = index + 4;
      }
    } else if (elementType === BSON_DATA_ARRAY) {
      const objectSize = NumberUtils.getInt32LE(buffer2, index);
      if (objectSize < 5 || objectSize > buffer2.length - index)
        throw new BSONError('bad embedded array length in bson');
      const stopIndex = index + objectSize;
      const arrayRaw = !!(fieldsAsRaw && fieldsAsRaw[name3]) || (currentFrame?.raw ?? false);
      isDeferredValue = true;
      const arrayFrame = {
        holdingDocument: [],
        elementType: BSON_DATA_ARRAY,
        propertyName: name3,
        functionString: null,
        lastIndex: stopIndex,
        isArray: true,
        arrayIndex: 0,
        raw: arrayRaw,
        isPossibleDBRef: false,
        validationSetting: shouldValidateKey,
        prev: currentFrame,
      };
      currentFrame = arrayFrame;
      currentDest = arrayFrame.holdingDocument;
      currentIsArray = true;
      index = index + 4;
    } else if (elementType === BSON_DATA_UNDEFINED) {
      value = void 0;
    } else if (elementType === BSON_DATA_NULL) {
      value = null;
    } else if (elementType === BSON_DATA_LONG) {
      if (useBigInt64) {
        value = NumberUtils.getBigInt64LE(buffer2, index);
        index += 8;
      } else {
        const lowBits = NumberUtils.getInt32LE(buffer2, index);
        const highBits = NumberUtils.getInt32LE(buffer2, index + 4);
        index += 8;
        const long = new Long(lowBits, highBits);
        if (promoteLongs && promoteValues === true) {
          value =
            long.lessThanOrEqual(JS_INT_MAX_LONG) && long.greaterThanOrEqual(JS_INT_MIN_LONG)
              ? long.toNumber()
              : long;
        } else {
          value = long;
        }
      }
    } else if (elementType === BSON_DATA_DECIMAL128) {
      const bytes = ByteUtils.allocateUnsafe(16);
      for (let i2 = 0; i2 < 16; i2++) bytes[i2] = buffer2[index + i2];
      index = index + 16;
      value = new Decimal128(bytes);
    } else if (elementType === BSON_DATA_BINARY) {
      let binarySize = NumberUtils.getInt32LE(buffer2, index);
      index += 4;
      const totalBinarySize = binarySize;
      const subType = buffer2[index++];
      if (binarySize < 0) throw new BSONError('Negative binary type element size found');
      if (binarySize > buffer2.byteLength)
        throw new BSONError('Binary type size larger than document size');
      if (subType === Binary.SUBTYPE_BYTE_ARRAY) {
        binarySize = NumberUtils.getInt32LE(buffer2, index);
        index += 4;
        if (binarySize < 0)
          throw new BSONError('Negative binary type element size found for subtype 0x02');
        if (binarySize > totalBinarySize - 4)
          throw new BSONError('Binary type with subtype 0x02 contains too long binary size');
        if (binarySize < totalBinarySize - 4)
          throw new BSONError('Binary type with subtype 0x02 contains too short binary size');
      }
      if (promoteBuffers && promoteValues) {
        value = ByteUtils.toLocalBufferType(buffer2.subarray(index, index + binarySize));
      } else {
        value = new Binary(buffer2.subarray(index, index + binarySize), subType);
        if (subType === BSON_BINARY_SUBTYPE_UUID_NEW && UUID.isValid(value)) {
          value = value.toUUID();
        }
      }
      index = index + binarySize;
    } else if (elementType === BSON_DATA_REGEXP && bsonRegExp === false) {
      i = index;
      while (buffer2[i] !== 0 && i < buffer2.length) {
        i++;
      }
      if (i >= buffer2.length) throw new BSONError('Bad BSON Document: illegal CString');
      const source = ByteUtils.toUTF8(buffer2, index, i, false);
      index = i + 1;
      i = index;
      while (buffer2[i] !== 0 && i < buffer2.length) {
        i++;
      }
      if (i >= buffer2.length) throw new BSONError('Bad BSON Document: illegal CString');
      const regExpOptions = ByteUtils.toUTF8(buffer2, index, i, false);
      index = i + 1;
      const optionsArray = new Array(regExpOptions.length);
      for (i = 0; i < regExpOptions.length; i++) {
        switch (regExpOptions[i]) {
          case 'm':
            optionsArray[i] = 'm';
            break;
          case 's':
            optionsArray[i] = 'g';
            break;
          case 'i':
            optionsArray[i] = 'i';
            break;
        }
      }
      value = new RegExp(source, optionsArray.join(''));
    } else if (elementType === BSON_DATA_REGEXP && bsonRegExp === true) {
      i = index;
      while (buffer2[i] !== 0 && i < buffer2.length) {
        i++;
      }
      if (i >= buffer2.length) throw new BSONError('Bad BSON Document: illegal CString');
      const source = ByteUtils.toUTF8(buffer2, index, i, false);
      index = i + 1;
      i = index;
      while (buffer2[i] !== 0 && i < buffer2.length) {
        i++;
      }
      if (i >= buffer2.length) throw new BSONError('Bad BSON Document: illegal CString');
      const regExpOptions = ByteUtils.toUTF8(buffer2, index, i, false);
      index = i + 1;
      value = new BSONRegExp(source, regExpOptions);
    } else if (elementType === BSON_DATA_SYMBOL) {
      const stringSize = NumberUtils.getInt32LE(buffer2, index);
      index += 4;
      if (
        stringSize <= 0 ||
        stringSize > buffer2.length - index ||
        buffer2[index + stringSize - 1] !== 0
      ) {
        throw new BSONError('bad string length in bson');
      }
      const symbol = ByteUtils.toUTF8(buffer2, index, index + stringSize - 1, shouldValidateKey);
      value = promoteValues ? symbol : new BSONSymbol(symbol);
      index = index + stringSize;
    } else if (elementType === BSON_DATA_TIMESTAMP) {
      value = new Timestamp({
        i: NumberUtils.getUint32LE(buffer2, index),
        t: NumberUtils.getUint32LE(buffer2, index + 4),
      });
      index += 8;
    } else if (elementType === BSON_DATA_MIN_KEY) {
      value = new MinKey();
    } else if (elementType === BSON_DATA_MAX_KEY) {
      value = new MaxKey();
    } else if (elementType === BSON_DATA_CODE) {
      const stringSize = NumberUtils.getInt32LE(buffer2, index);
      index += 4;
      if (
        stringSize <= 0 ||
        stringSize > buffer2.length - index ||
        buffer2[index + stringSize - 1] !== 0
      ) {
        throw new BSONError('bad string length in bson');
      }
      const functionString = ByteUtils.toUTF8(
        buffer2,
        index,
        index + stringSize - 1,
        shouldValidateKey,
      );
      value = new Code(functionString);
      index = index + stringSize;
    } else if (elementType === BSON_DATA_CODE_W_SCOPE) {
      const totalSize = NumberUtils.getInt32LE(buffer2, index);
      index += 4;
      if (totalSize < 4 + 4 + 4 + 1) {
        throw new BSONError('code_w_scope total size shorter minimum expected length');
      }
      const stringSize = NumberUtils.getInt32LE(buffer2, index);
      index += 4;
      if (
        stringSize <= 0 ||
        stringSize > buffer2.length - index ||
        buffer2[index + stringSize - 1] !== 0
      ) {
        throw new BSONError('bad string length in bson');
      }
      const functionString = ByteUtils.toUTF8(
        buffer2,
        index,
        index + stringSize - 1,
        shouldValidateKey,
      );
      index = index + stringSize;
      const _index = index;
      const objectSize = NumberUtils.getInt32LE(buffer2, index);
      if (objectSize < 5 || objectSize > buffer2.length - index)
        throw new BSONError('bad scope document size in code_w_scope');
      if (totalSize < 4 + 4 + objectSize + stringSize) {
        throw new BSONError('code_w_scope total size is too short, truncating scope');
      }
      if (totalSize > 4 + 4 + objectSize + stringSize) {
        throw new BSONError('code_w_scope total size is too long, clips outer document');
      }
      isDeferredValue = true;
      const scopeFrame = {
        holdingDocument: {},
        elementType: BSON_DATA_CODE_W_SCOPE,
        propertyName: name3,
        functionString,
        lastIndex: _index + objectSize,
        isArray: false,
        arrayIndex: 0,
        raw: false,
        isPossibleDBRef: null,
        validationSetting: shouldValidateKey,
        prev: currentFrame,
      };
      currentFrame = scopeFrame;
      currentDest = scopeFrame.holdingDocument;
      currentIsArray = false;
      index = index + 4;
    } else if (elementType === BSON_DATA_DBPOINTER) {
      const stringSize = NumberUtils.getInt32LE(buffer2, index);
      index += 4;
      if (
        stringSize <= 0 ||
        stringSize > buffer2.length - index ||
        buffer2[index + stringSize - 1] !== 0
      )
        throw new BSONError('bad string length in bson');
      const namespace = ByteUtils.toUTF8(buffer2, index, index + stringSize - 1, shouldValidateKey);
      index = index + stringSize;
      const oidBuffer = ByteUtils.allocateUnsafe(12);
      for (let i2 = 0; i2 < 12; i2++) oidBuffer[i2] = buffer2[index + i2];
      const oid = new ObjectId(oidBuffer);
      index = index + 12;
      value = new DBRef(namespace, oid);
    } else {
      throw new BSONError(
        `Detected unknown BSON type ${elementType.toString(16)} for fieldname "${name3}"`,
      );
    }
    if (!isDeferredValue) {
      assignValue(currentDest, name3, value);
    }
  }
  if (currentFrame !== null) {
    throw new BSONError('corrupted bson, more objects expected based on the current document size');
  }
  const object = rootObject;
  if (size !== index - startIndex) {
    if (isArray2) throw new BSONError('corrupt array bson');
    throw new BSONError('corrupt object bson');
  }
  if (!isPossibleDBRef) return object;
  return toPotentialDbRef(object);
}
var regexp = /\x00/;
var ignoreKeys = /* @__PURE__ */ new Set(['$db', '$ref', '$id', '$clusterTime']);
function serializeString(buffer2, key, value, index) {
  buffer2[index++] = BSON_DATA_STRING;
  const numberOfWrittenBytes = ByteUtils.encodeUTF8Into(buffer2, key, index);
  index = index + numberOfWrittenBytes + 1;
  buffer2[index - 1] = 0;
  const size = ByteUtils.encodeUTF8Into(buffer2, value, index + 4);
  NumberUtils.setInt32LE(buffer2, index, size + 1);
  index = index + 4 + size;
  buffer2[index++] = 0;
  return index;
}
function serializeNumber(buffer2, key, value, index) {
  const isNegativeZero = Object.is(value, -0);
  const type =
    !isNegativeZero &&
    Number.isSafeInteger(value) &&
    value <= BSON_INT32_MAX &&
    value >= BSON_INT32_MIN
      ? BSON_DATA_INT
      : BSON_DATA_NUMBER;
  buffer2[index++] = type;
  const numberOfWrittenBytes = ByteUtils.encodeUTF8Into(buffer2, key, index);
  index = index + numberOfWrittenBytes;
  buffer2[index++] = 0;
  if (type === BSON_DATA_INT) {
    index += NumberUtils.setInt32LE(buffer2, index, value);
  } else {
    index += NumberUtils.setFloat64LE(buffer2, index, value);
  }
  return index;
}
function serializeBigInt(buffer2, key, value, index) {
  buffer2[index++] = BSON_DATA_LONG;
  const numberOfWrittenBytes = ByteUtils.encodeUTF8Into(buffer2, key, index);
  index += numberOfWrittenBytes;
  buffer2[index++] = 0;
  index += NumberUtils.setBigInt64LE(buffer2, index, value);
  return index;
}
function serializeNull(buffer2, key, _, index) {
  buffer2[index++] = BSON_DATA_NULL;
  const numberOfWrittenBytes = ByteUtils.encodeUTF8Into(buffer2, key, index);
  index = index + numberOfWrittenBytes;
  buffer2[index++] = 0;
  return index;
}
function serializeBoolean(buffer2, key, value, index) {
  buffer2[index++] = BSON_DATA_BOOLEAN;
  const numberOfWrittenBytes = ByteUtils.encodeUTF8Into(buffer2, key, index);
  index = index + numberOfWrittenBytes;
  buffer2[index++] = 0;
  buffer2[index++] = value ? 1 : 0;
  return index;
}
function serializeDate(buffer2, key, value, index) {
  buffer2[index++] = BSON_DATA_DATE;
  const numberOfWrittenBytes = ByteUtils.encodeUTF8Into(buffer2, key, index);
  index = index + numberOfWrittenBytes;
  buffer2[index++] = 0;
  const dateInMilis = Long.fromNumber(value.getTime());
  const lowBits = dateInMilis.getLowBits();
  const highBits = dateInMilis.getHighBits();
  index += NumberUtils.setInt32LE(buffer2, index, lowBits);
  index += NumberUtils.setInt32LE(buffer2, index, highBits);
  return index;
}
function serializeRegExp(buffer2, key, value, index) {
  buffer2[index++] = BSON_DATA_REGEXP;
  const numberOfWrittenBytes = ByteUtils.encodeUTF8Into(buffer2, key, index);
  index = index + numberOfWrittenBytes;
  buffer2[index++] = 0;
  if (value.source && value.source.match(regexp) != null) {
    throw new BSONError('value ' + value.source + ' must not contain null bytes');
  }
  index = index + ByteUtils.encodeUTF8Into(buffer2, value.source, index);
  buffer2[index++] = 0;
  if (value.ignoreCase) buffer2[index++] = 105;
  if (value.global) buffer2[index++] = 115;
  if (value.multiline) buffer2[index++] = 109;
  buffer2[index++] = 0;
  return index;
}
function serializeBSONRegExp(buffer2, key, value, index) {
  buffer2[index++] = BSON_DATA_REGEXP;
  const numberOfWrittenBytes = ByteUtils.encodeUTF8Into(buffer2, key, index);
  index = index + numberOfWrittenBytes;
  buffer2[index++] = 0;
  if (value.pattern.match(regexp) != null) {
    throw new BSONError('pattern ' + value.pattern + ' must not contain null bytes');
  }
  index = index + ByteUtils.encodeUTF8Into(buffer2, value.pattern, index);
  buffer2[index++] = 0;
  const sortedOptions = value.options.split('').sort().join('');
  index = index + ByteUtils.encodeUTF8Into(buffer2, sortedOptions, index);
  buffer2[index++] = 0;
  return index;
}
function serializeMinMax(buffer2, key, value, index) {
  if (value === null) {
    buffer2[index++] = BSON_DATA_NULL;
  } else if (value[bsonType] === 'MinKey') {
    buffer2[index++] = BSON_DATA_MIN_KEY;
  } else {
    buffer2[index++] = BSON_DATA_MAX_KEY;
  }
  const numberOfWrittenBytes = ByteUtils.encodeUTF8Into(buffer2, key, index);
  index = index + numberOfWrittenBytes;
  buffer2[index++] = 0;
  return index;
}
function serializeObjectId(buffer2, key, value, index) {
  buffer2[index++] = BSON_DATA_OID;
  const numberOfWrittenBytes = ByteUtils.encodeUTF8Into(buffer2, key, index);
  index = index + numberOfWrittenBytes;
  buffer2[index++] = 0;
  index += value.serializeInto(buffer2, index);
  return index;
}
function serializeBuffer(buffer2, key, value, index) {
  buffer2[index++] = BSON_DATA_BINARY;
  const numberOfWrittenBytes = ByteUtils.encodeUTF8Into(buffer2, key, index);
  index = index + numberOfWrittenBytes;
  buffer2[index++] = 0;
  const size = value.length;
  index += NumberUtils.setInt32LE(buffer2, index, size);
  buffer2[index++] = BSON_BINARY_SUBTYPE_DEFAULT;
  if (size <= 16) {
    for (let i = 0; i < size; i++) buffer2[index + i] = value[i];
  } else {
    buffer2.set(value, index);
  }
  index = index + size;
  return index;
}
function serializeDecimal128(buffer2, key, value, index) {
  buffer2[index++] = BSON_DATA_DECIMAL128;
  const numberOfWrittenBytes = ByteUtils.encodeUTF8Into(buffer2, key, index);
  index = index + numberOfWrittenBytes;
  buffer2[index++] = 0;
  for (let i = 0; i < 16; i++) buffer2[index + i] = value.bytes[i];
  return index + 16;
}
function serializeLong(buffer2, key, value, index) {
  buffer2[index++] = value[bsonType] === 'Long' ? BSON_DATA_LONG : BSON_DATA_TIMESTAMP;
  const numberOfWrittenBytes = ByteUtils.encodeUTF8Into(buffer2, key, index);
  index = index + numberOfWrittenBytes;
  buffer2[index++] = 0;
  const lowBits = value.getLowBits();
  const highBits = value.getHighBits();
  index += NumberUtils.setInt32LE(buffer2, index, lowBits);
  index += NumberUtils.setInt32LE(buffer2, index, highBits);
  return index;
}
function serializeInt32(buffer2, key, value, index) {
  value = value.valueOf();
  buffer2[index++] = BSON_DATA_INT;
  const numberOfWrittenBytes = ByteUtils.encodeUTF8Into(buffer2, key, index);
  index = index + numberOfWrittenBytes;
  buffer2[index++] = 0;
  index += NumberUtils.setInt32LE(buffer2, index, value);
  return index;
}
function serializeDouble(buffer2, key, value, index) {
  buffer2[index++] = BSON_DATA_NUMBER;
  const numberOfWrittenBytes = ByteUtils.encodeUTF8Into(buffer2, key, index);
  index = index + numberOfWrittenBytes;
  buffer2[index++] = 0;
  index += NumberUtils.setFloat64LE(buffer2, index, value.value);
  return index;
}
function serializeFunction(buffer2, key, value, index) {
  buffer2[index++] = BSON_DATA_CODE;
  const numberOfWrittenBytes = ByteUtils.encodeUTF8Into(buffer2, key, index);
  index = index + numberOfWrittenBytes;
  buffer2[index++] = 0;
  const functionString = value.toString();
  const size = ByteUtils.encodeUTF8Into(buffer2, functionString, index + 4) + 1;
  NumberUtils.setInt32LE(buffer2, index, size);
  index = index + 4 + size - 1;
  buffer2[index++] = 0;
  return index;
}
function serializeBinary(buffer2, key, value, index) {
  buffer2[index++] = BSON_DATA_BINARY;
  const numberOfWrittenBytes = ByteUtils.encodeUTF8Into(buffer2, key, index);
  index = index + numberOfWrittenBytes;
  buffer2[index++] = 0;
  const data = value.buffer;
  let size = value.position;
  if (value.sub_type === Binary.SUBTYPE_BYTE_ARRAY) size = size + 4;
  index += NumberUtils.setInt32LE(buffer2, index, size);
  buffer2[index++] = value.sub_type;
  if (value.sub_type === Binary.SUBTYPE_BYTE_ARRAY) {
    size = size - 4;
    index += NumberUtils.setInt32LE(buffer2, index, size);
  }
  if (value.sub_type === Binary.SUBTYPE_VECTOR) {
    validateBinaryVector(value);
  }
  if (size <= 16) {
    for (let i = 0; i < size; i++) buffer2[index + i] = data[i];
  } else {
    buffer2.set(data, index);
  }
  index = index + value.position;
  return index;
}
function serializeSymbol(buffer2, key, value, index) {
  buffer2[index++] = BSON_DATA_SYMBOL;
  const numberOfWrittenBytes = ByteUtils.encodeUTF8Into(buffer2, key, index);
  index = index + numberOfWrittenBytes;
  buffer2[index++] = 0;
  const size = ByteUtils.encodeUTF8Into(buffer2, value.value, index + 4) + 1;
  NumberUtils.setInt32LE(buffer2, index, size);
  index = index + 4 + size - 1;
  buffer2[index++] = 0;
  return index;
}
function makeFrame(sourceObject, objectSizeIndex, codeSizeIndex, prev, checkKeys, ignoreUndefined) {
  if (Array.isArray(sourceObject)) {
    return {
      sourceObject,
      isArray: true,
      objectSizeIndex,
      codeSizeIndex,
      iterTarget: sourceObject,
      keys: null,
      keyIndex: 0,
      mapIterator: null,
      prev,
      checkKeys,
      ignoreUndefined,
    };
  }
  if (sourceObject instanceof Map || isMap(sourceObject)) {
    return {
      sourceObject,
      isArray: false,
      objectSizeIndex,
      codeSizeIndex,
      iterTarget: sourceObject,
      keys: null,
      keyIndex: 0,
      mapIterator: sourceObject.entries(),
      prev,
      checkKeys,
      ignoreUndefined,
    };
  }
  let target2 = sourceObject;
  if (typeof target2?.toBSON === 'function') {
    target2 = target2.toBSON();
    if (target2 != null && typeof target2 !== 'object') {
      throw new BSONError('toBSON function did not return an object');
    }
  }
  return {
    sourceObject,
    isArray: false,
    objectSizeIndex,
    codeSizeIndex,
    iterTarget: target2,
    keys: Object.keys(target2),
    keyIndex: 0,
    mapIterator: null,
    prev,
    checkKeys,
    ignoreUndefined,
  };
}
function serializeInto(
  buffer2,
  object,
  checkKeys,
  startingIndex,
  serializeFunctions,
  ignoreUndefined,
  path,
) {
  if (path == null) {
    if (object == null) {
      buffer2[0] = 5;
      buffer2[1] = 0;
      buffer2[2] = 0;
      buffer2[3] = 0;
      buffer2[4] = 0;
      return 5;
    }
    if (Array.isArray(object)) {
      throw new BSONError('serialize does not support an array as the root input');
    }
    if (typeof object !== 'object') {
      throw new BSONError('serialize does not support non-object as the root input');
    } else if ('_bsontype' in object && typeof object._bsontype === 'string') {
      throw new BSONError(`BSON types cannot be serialized as a document`);
    } else if (
      isDate2(object) ||
      isRegExp2(object) ||
      isUint8Array(object) ||
      isAnyArrayBuffer(object)
    ) {
      throw new BSONError(`date, regexp, typedarray, and arraybuffer cannot be BSON documents`);
    }
    path = /* @__PURE__ */ new Set();
  }
  path.add(object);
  let currentFrame = makeFrame(object, startingIndex, null, null, checkKeys, ignoreUndefined);
  let index = startingIndex + 4;
  while (currentFrame !== null) {
    const frame = currentFrame;
    let key;
    let value;
    if (frame.mapIterator !== null) {
      const next = frame.mapIterator.next();
      if (next.done) {
        buffer2[index++] = 0;
        NumberUtils.setInt32LE(buffer2, frame.objectSizeIndex, index - frame.objectSizeIndex);
        if (frame.codeSizeIndex !== null) {
          NumberUtils.setInt32LE(buffer2, frame.codeSizeIndex, index - frame.codeSizeIndex);
        }
        path.delete(frame.sourceObject);
        currentFrame = frame.prev;
        continue;
      }
      key = next.value[0];
      value = next.value[1];
    } else if (frame.keys !== null) {
      if (frame.keyIndex >= frame.keys.length) {
        buffer2[index++] = 0;
        NumberUtils.setInt32LE(buffer2, frame.objectSizeIndex, index - frame.objectSizeIndex);
        if (frame.codeSizeIndex !== null) {
          NumberUtils.setInt32LE(buffer2, frame.codeSizeIndex, index - frame.codeSizeIndex);
        }
        path.delete(frame.sourceObject);
        currentFrame = frame.prev;
        continue;
      }
      key = frame.keys[frame.keyIndex++];
      value = frame.iterTarget[key];
    } else {
      const arr = frame.iterTarget;
      if (frame.keyIndex >= arr.length) {
        buffer2[index++] = 0;
        NumberUtils.setInt32LE(buffer2, frame.objectSizeIndex, index - frame.objectSizeIndex);
        if (frame.codeSizeIndex !== null) {
          NumberUtils.setInt32LE(buffer2, frame.codeSizeIndex, index - frame.codeSizeIndex);
        }
        path.delete(frame.sourceObject);
        currentFrame = frame.prev;
        continue;
      }
      const i = frame.keyIndex++;
      key = String(i);
      value = arr[i];
    }
    if (typeof value?.toBSON === 'function') {
      value = value.toBSON();
    }
    if (!frame.isArray && typeof key === 'string' && !(key[0] === '$' && ignoreKeys.has(key))) {
      if (regexp.test(key)) {
        throw new BSONError('key ' + key + ' must not contain null bytes');
      }
      if (frame.checkKeys) {
        if ('$' === key[0]) {
          throw new BSONError('key ' + key + " must not start with '$'");
        } else if (key.includes('.')) {
          throw new BSONError('key ' + key + " must not contain '.'");
        }
      }
    }
    const type = typeof value;
    if (value === void 0) {
      if (frame.isArray || frame.ignoreUndefined === false) {
        index = serializeNull(buffer2, key, value, index);
      }
    } else if (value === null) {
      index = serializeNull(buffer2, key, value, index);
    } else if (type === 'string') {
      index = serializeString(buffer2, key, value, index);
    } else if (type === 'number') {
      index = serializeNumber(buffer2, key, value, index);
    } else if (type === 'bigint') {
      index = serializeBigInt(buffer2, key, value, index);
    } else if (type === 'boolean') {
      index = serializeBoolean(buffer2, key, value, index);
    } else if (type === 'object' && value._bsontype == null) {
      if (value instanceof Date || isDate2(value)) {
        index = serializeDate(buffer2, key, value, index);
      } else if (value instanceof Uint8Array || isUint8Array(value)) {
        index = serializeBuffer(buffer2, key, value, index);
      } else if (value instanceof RegExp || isRegExp2(value)) {
        index = serializeRegExp(buffer2, key, value, index);
      } else {
        if (path.has(value)) {
          throw new BSONError('Cannot convert circular structure to BSON');
        }
        const nestedIsArray = Array.isArray(value);
        buffer2[index++] = nestedIsArray ? BSON_DATA_ARRAY : BSON_DATA_OBJECT;
        index += ByteUtils.encodeUTF8Into(buffer2, key, index);
        buffer2[index++] = 0;
        const nestedStartIndex = index;
        path.add(value);
        currentFrame = makeFrame(
          value,
          nestedStartIndex,
          null,
          frame,
          frame.checkKeys,
          frame.ignoreUndefined,
        );
        index += 4;
      }
    } else if (type === 'object') {
      if (value[BSON_VERSION_SYMBOL] !== BSON_MAJOR_VERSION) {
        throw new BSONVersionError();
      }
      const tag = value[bsonType];
      if (tag === 'ObjectId') {
        index = serializeObjectId(buffer2, key, value, index);
      } else if (tag === 'Decimal128') {
        index = serializeDecimal128(buffer2, key, value, index);
      } else if (tag === 'Long' || tag === 'Timestamp') {
        index = serializeLong(buffer2, key, value, index);
      } else if (tag === 'Double') {
        index = serializeDouble(buffer2, key, value, index);
      } else if (tag === 'Code') {
        const codeValue = value;
        if (codeValue.scope && typeof codeValue.scope === 'object') {
          buffer2[index++] = BSON_DATA_CODE_W_SCOPE;
          index += ByteUtils.encodeUTF8Into(buffer2, key, index);
          buffer2[index++] = 0;
          const codeTotalSizeIndex = index;
          index += 4;
          const functionString = codeValue.code;
          const codeSize = ByteUtils.encodeUTF8Into(buffer2, functionString, index + 4) + 1;
          NumberUtils.setInt32LE(buffer2, index, codeSize);
          buffer2[index + 4 + codeSize - 1] = 0;
          index = index + codeSize + 4;
          const scope = codeValue.scope;
          if (path.has(scope)) {
            throw new BSONError('Cannot convert circular structure to BSON');
          }
          path.add(scope);
          currentFrame = makeFrame(
            scope,
            index,
            codeTotalSizeIndex,
            frame,
            frame.checkKeys,
            frame.ignoreUndefined,
          );
          index += 4;
        } else {
          buffer2[index++] = BSON_DATA_CODE;
          index += ByteUtils.encodeUTF8Into(buffer2, key, index);
          buffer2[index++] = 0;
          const functionString = codeValue.code.toString();
          const size = ByteUtils.encodeUTF8Into(buffer2, functionString, index + 4) + 1;
          NumberUtils.setInt32LE(buffer2, index, size);
          index = index + 4 + size - 1;
          buffer2[index++] = 0;
        }
      } else if (tag === 'Binary') {
        index = serializeBinary(buffer2, key, value, index);
      } else if (tag === 'BSONSymbol') {
        index = serializeSymbol(buffer2, key, value, index);
      } else if (tag === 'DBRef') {
        const dbref = value;
        const orderedValues = Object.assign(
          { $ref: dbref.collection, $id: dbref.oid },
          dbref.db != null ? { $db: dbref.db } : null,
          dbref.fields,
        );
        buffer2[index++] = BSON_DATA_OBJECT;
        index += ByteUtils.encodeUTF8Into(buffer2, key, index);
        buffer2[index++] = 0;
        path.add(orderedValues);
        currentFrame = makeFrame(orderedValues, index, null, frame, false, true);
        index += 4;
      } else if (tag === 'BSONRegExp') {
        index = serializeBSONRegExp(buffer2, key, value, index);
      } else if (tag === 'Int32') {
        index = serializeInt32(buffer2, key, value, index);
      } else if (tag === 'MinKey' || tag === 'MaxKey') {
        index = serializeMinMax(buffer2, key, value, index);
      } else if (typeof value._bsontype !== 'undefined') {
        throw new BSONError(`Unrecognized or invalid _bsontype: ${String(value._bsontype)}`);
      }
    } else if (type === 'function' && serializeFunctions) {
      index = serializeFunction(buffer2, key, value, index);
    }
  }
  return index;
}
function isBSONType(value) {
  return (
    value != null &&
    typeof value === 'object' &&
    '_bsontype' in value &&
    typeof value._bsontype === 'string'
  );
}
var keysToCodecs = {
  $oid: ObjectId,
  $binary: Binary,
  $uuid: Binary,
  $symbol: BSONSymbol,
  $numberInt: Int32,
  $numberDecimal: Decimal128,
  $numberDouble: Double,
  $numberLong: Long,
  $minKey: MinKey,
  $maxKey: MaxKey,
  $regex: BSONRegExp,
  $regularExpression: BSONRegExp,
  $timestamp: Timestamp,
};
function deserializeValue(value, options = {}) {
  if (typeof value === 'number') {
    const in32BitRange = value <= BSON_INT32_MAX && value >= BSON_INT32_MIN;
    const in64BitRange = value <= BSON_INT64_MAX && value >= BSON_INT64_MIN;
    if (options.relaxed || options.legacy) {
      return value;
    }
    if (Number.isInteger(value) && !Object.is(value, -0)) {
      if (in32BitRange) {
        return new Int32(value);
      }
      if (in64BitRange) {
        if (options.useBigInt64) {
          return BigInt(value);
        }
        return Long.fromNumber(value);
      }
    }
    return new Double(value);
  }
  if (value == null || typeof value !== 'object') return value;
  if (value.$undefined) return null;
  const keys = Object.keys(value).filter((k) => k.startsWith('$') && value[k] != null);
  for (let i = 0; i < keys.length; i++) {
    const c = keysToCodecs[keys[i]];
    if (c) return c.fromExtendedJSON(value, options);
  }
  if (value.$date != null) {
    const d = value.$date;
    const date = /* @__PURE__ */ new Date();
    if (options.legacy) {
      if (typeof d === 'number') date.setTime(d);
      else if (typeof d === 'string') date.setTime(Date.parse(d));
      else if (typeof d === 'bigint') date.setTime(Number(d));
      else throw new BSONRuntimeError(`Unrecognized type for EJSON date: ${typeof d}`);
    } else {
      if (typeof d === 'string') date.setTime(Date.parse(d));
      else if (Long.isLong(d)) date.setTime(d.toNumber());
      else if (typeof d === 'number' && options.relaxed) date.setTime(d);
      else if (typeof d === 'bigint') date.setTime(Number(d));
      else throw new BSONRuntimeError(`Unrecognized type for EJSON date: ${typeof d}`);
    }
    return date;
  }
  if (value.$code != null) {
    const copy = Object.assign({}, value);
    if (value.$scope) {
      copy.$scope = deserializeValue(value.$scope);
    }
    return Code.fromExtendedJSON(value);
  }
  if (isDBRefLike(value) || value.$dbPointer) {
    const v = value.$ref ? value : value.$dbPointer;
    if (v instanceof DBRef) return v;
    const dollarKeys = Object.keys(v).filter((k) => k.startsWith('$'));
    let valid = true;
    dollarKeys.forEach((k) => {
      if (['$ref', '$id', '$db'].indexOf(k) === -1) valid = false;
    });
    if (valid) return DBRef.fromExtendedJSON(v);
  }
  return value;
}
function serializeArray(array, options) {
  return array.map((v, index) => {
    options.seenObjects.push({ propertyName: `index ${index}`, obj: null });
    try {
      return serializeValue(v, options);
    } finally {
      options.seenObjects.pop();
    }
  });
}
function getISOString(date) {
  const isoStr = date.toISOString();
  return date.getUTCMilliseconds() !== 0 ? isoStr : isoStr.slice(0, -5) + 'Z';
}
function serializeValue(value, options) {
  if (value instanceof Map || isMap(value)) {
    const obj = /* @__PURE__ */ Object.create(null);
    for (const [k, v] of value) {
      if (typeof k !== 'string') {
        throw new BSONError('Can only serialize maps with string keys');
      }
      obj[k] = v;
    }
    return serializeValue(obj, options);
  }
  if ((typeof value === 'object' || typeof value === 'function') && value !== null) {
    const index = options.seenObjects.findIndex((entry) => entry.obj === value);
    if (index !== -1) {
      const props = options.seenObjects.map((entry) => entry.propertyName);
      const leadingPart = props
        .slice(0, index)
        .map((prop) => `${prop} -> `)
        .join('');
      const alreadySeen = props[index];
      const circularPart =
        ' -> ' +
        props
          .slice(index + 1, props.length - 1)
          .map((prop) => `${prop} -> `)
          .join('');
      const current = props[props.length - 1];
      const leadingSpace = ' '.repeat(leadingPart.length + alreadySeen.length / 2);
      const dashes = '-'.repeat(
        circularPart.length + (alreadySeen.length + current.length) / 2 - 1,
      );
      throw new BSONError(`Converting circular structure to EJSON:
    ${leadingPart}${alreadySeen}${circularPart}${current}
    ${leadingSpace}\\${dashes}/`);
    }
    options.seenObjects[options.seenObjects.length - 1].obj = value;
  }
  if (Array.isArray(value)) return serializeArray(value, options);
  if (value === void 0) return options.ignoreUndefined ? void 0 : null;
  if (value instanceof Date || isDate2(value)) {
    const dateNum = value.getTime(),
      inRange2 = dateNum > -1 && dateNum < 2534023008e5;
    if (options.legacy) {
      return options.relaxed && inRange2
        ? { $date: value.getTime() }
        : { $date: getISOString(value) };
    }
    return options.relaxed && inRange2
      ? { $date: getISOString(value) }
      : { $date: { $numberLong: value.getTime().toString() } };
  }
  if (typeof value === 'number' && (!options.relaxed || !isFinite(value))) {
    if (Number.isInteger(value) && !Object.is(value, -0)) {
      if (value >= BSON_INT32_MIN && value <= BSON_INT32_MAX) {
        return { $numberInt: value.toString() };
      }
      if (value >= BSON_INT64_MIN && value <= BSON_INT64_MAX) {
        return { $numberLong: value.toString() };
      }
    }
    return { $numberDouble: Object.is(value, -0) ? '-0.0' : value.toString() };
  }
  if (typeof value === 'bigint') {
    if (!options.relaxed) {
      return { $numberLong: BigInt.asIntN(64, value).toString() };
    }
    return Number(BigInt.asIntN(64, value));
  }
  if (value instanceof RegExp || isRegExp2(value)) {
    let flags = value.flags;
    if (flags === void 0) {
      const match = value.toString().match(/[gimuy]*$/);
      if (match) {
        flags = match[0];
      }
    }
    const rx = new BSONRegExp(value.source, flags);
    return rx.toExtendedJSON(options);
  }
  if (value != null && typeof value === 'object') return serializeDocument(value, options);
  return value;
}
var BSON_TYPE_MAPPINGS = {
  Binary: (o) => new Binary(o.value(), o.sub_type),
  Code: (o) => new Code(o.code, o.scope),
  DBRef: (o) => new DBRef(o.collection || o.namespace, o.oid, o.db, o.fields),
  Decimal128: (o) => new Decimal128(o.bytes),
  Double: (o) => new Double(o.value),
  Int32: (o) => new Int32(o.value),
  Long: (o) =>
    Long.fromBits(
      o.low != null ? o.low : o.low_,
      o.low != null ? o.high : o.high_,
      o.low != null ? o.unsigned : o.unsigned_,
    ),
  MaxKey: () => new MaxKey(),
  MinKey: () => new MinKey(),
  ObjectId: (o) => new ObjectId(o),
  BSONRegExp: (o) => new BSONRegExp(o.pattern, o.options),
  BSONSymbol: (o) => new BSONSymbol(o.value),
  Timestamp: (o) => Timestamp.fromBits(o.low, o.high),
};
function serializeDocument(doc, options) {
  if (doc == null || typeof doc !== 'object') throw new BSONError('not an object instance');
  const bsontype = doc._bsontype;
  if (typeof bsontype === 'undefined') {
    const _doc = {};
    for (const name3 of Object.keys(doc)) {
      options.seenObjects.push({ propertyName: name3, obj: null });
      try {
        const value = serializeValue(doc[name3], options);
        if (name3 === '__proto__') {
          Object.defineProperty(_doc, name3, {
            value,
            writable: true,
            enumerable: true,
            configurable: true,
          });
        } else {
          _doc[name3] = value;
        }
      } finally {
        options.seenObjects.pop();
      }
    }
    return _doc;
  } else if (
    doc != null &&
    typeof doc === 'object' &&
    typeof doc._bsontype === 'string' &&
    doc[BSON_VERSION_SYMBOL] !== BSON_MAJOR_VERSION
  ) {
    throw new BSONVersionError();
  } else if (isBSONType(doc)) {
    let outDoc = doc;
    if (typeof outDoc.toExtendedJSON !== 'function') {
      const mapper = BSON_TYPE_MAPPINGS[doc._bsontype];
      if (!mapper) {
        throw new BSONError('Unrecognized or invalid _bsontype: ' + doc._bsontype);
      }
      outDoc = mapper(outDoc);
    }
    if (bsontype === 'Code' && outDoc.scope) {
      outDoc = new Code(outDoc.code, serializeValue(outDoc.scope, options));
    } else if (bsontype === 'DBRef' && outDoc.oid) {
      outDoc = new DBRef(
        serializeValue(outDoc.collection, options),
        serializeValue(outDoc.oid, options),
        serializeValue(outDoc.db, options),
        serializeValue(outDoc.fields, options),
      );
    }
    return outDoc.toExtendedJSON(options);
  } else {
    throw new BSONError('_bsontype must be a string, but was: ' + typeof bsontype);
  }
}
function parse(text, options) {
  const ejsonOptions = {
    useBigInt64: options?.useBigInt64 ?? false,
    relaxed: options?.relaxed ?? true,
    legacy: options?.legacy ?? false,
  };
  return JSON.parse(text, (key, value) => {
    if (key.indexOf('\0') !== -1) {
      throw new BSONError(
        `BSON Document field names cannot contain null bytes, found: ${JSON.stringify(key)}`,
      );
    }
    return deserializeValue(value, ejsonOptions);
  });
}
function stringify(value, replacerOrOptions, spaceOrOptions, options) {
  if (spaceOrOptions != null && typeof spaceOrOptions === 'object') {
    options = spaceOrOptions;
    spaceOrOptions = void 0;
  }
  if (
    replacerOrOptions != null &&
    typeof replacerOrOptions === 'object' &&
    !Array.isArray(replacerOrOptions)
  ) {
    options = replacerOrOptions;
    replacerOrOptions = void 0;
  }
  const serializeOptions = Object.assign({ relaxed: true, legacy: false }, options, {
    seenObjects: [{ propertyName: '(root)', obj: null }],
  });
  const doc = serializeValue(value, serializeOptions);
  return JSON.stringify(doc, replacerOrOptions, spaceOrOptions);
}
function EJSONserialize(value, options) {
  options = options || {};
  return JSON.parse(stringify(value, options));
}
function EJSONdeserialize(ejson, options) {
  options = options || {};
  return parse(JSON.stringify(ejson), options);
}
var EJSON = /* @__PURE__ */ Object.create(null);
EJSON.parse = parse;
EJSON.stringify = stringify;
EJSON.serialize = EJSONserialize;
EJSON.deserialize = EJSONdeserialize;
Object.freeze(EJSON);
var BSONElementType = {
  double: 1,
  string: 2,
  object: 3,
  array: 4,
  binData: 5,
  undefined: 6,
  objectId: 7,
  bool: 8,
  date: 9,
  null: 10,
  regex: 11,
  dbPointer: 12,
  javascript: 13,
  symbol: 14,
  javascriptWithScope: 15,
  int: 16,
  timestamp: 17,
  long: 18,
  decimal: 19,
  minKey: 255,
  maxKey: 127,
};
function getSize(source, offset) {
  try {
    return NumberUtils.getNonnegativeInt32LE(source, offset);
  } catch (cause) {
    throw new BSONOffsetError('BSON size cannot be negative', offset, { cause });
  }
}
function findNull(bytes, offset) {
  let nullTerminatorOffset = offset;
  for (; bytes[nullTerminatorOffset]; nullTerminatorOffset++);
  if (nullTerminatorOffset >= bytes.length - 1) {
    throw new BSONOffsetError('Null terminator not found', offset);
  }
  return nullTerminatorOffset;
}
function parseToElements(bytes, startOffset = 0) {
  startOffset ??= 0;
  if (bytes.length < 5) {
    throw new BSONOffsetError(
      `Input must be at least 5 bytes, got ${bytes.length} bytes`,
      startOffset,
    );
  }
  const documentSize = getSize(bytes, startOffset);
  if (documentSize > bytes.length - startOffset) {
    throw new BSONOffsetError(
      `Parsed documentSize (${documentSize} bytes) does not match input length (${bytes.length} bytes)`,
      startOffset,
    );
  }
  if (bytes[startOffset + documentSize - 1] !== 0) {
    throw new BSONOffsetError('BSON documents must end in 0x00', startOffset + documentSize);
  }
  const elements = [];
  let offset = startOffset + 4;
  while (offset <= documentSize + startOffset) {
    const type = bytes[offset];
    offset += 1;
    if (type === 0) {
      if (offset - startOffset !== documentSize) {
        throw new BSONOffsetError(`Invalid 0x00 type byte`, offset);
      }
      break;
    }
    const nameOffset = offset;
    const nameLength = findNull(bytes, offset) - nameOffset;
    offset += nameLength + 1;
    let length;
    if (
      type === BSONElementType.double ||
      type === BSONElementType.long ||
      type === BSONElementType.date ||
      type === BSONElementType.timestamp
    ) {
      length = 8;
    } else if (type === BSONElementType.int) {
      length = 4;
    } else if (type === BSONElementType.objectId) {
      length = 12;
    } else if (type === BSONElementType.decimal) {
      length = 16;
    } else if (type === BSONElementType.bool) {
      length = 1;
    } else if (
      type === BSONElementType.null ||
      type === BSONElementType.undefined ||
      type === BSONElementType.maxKey ||
      type === BSONElementType.minKey
    ) {
      length = 0;
    } else if (type === BSONElementType.regex) {
      length = findNull(bytes, findNull(bytes, offset) + 1) + 1 - offset;
    } else if (
      type === BSONElementType.object ||
      type === BSONElementType.array ||
      type === BSONElementType.javascriptWithScope
    ) {
      length = getSize(bytes, offset);
    } else if (
      type === BSONElementType.string ||
      type === BSONElementType.binData ||
      type === BSONElementType.dbPointer ||
      type === BSONElementType.javascript ||
      type === BSONElementType.symbol
    ) {
      length = getSize(bytes, offset) + 4;
      if (type === BSONElementType.binData) {
        length += 1;
      }
      if (type === BSONElementType.dbPointer) {
        length += 12;
      }
    } else {
      throw new BSONOffsetError(
        `Invalid 0x${type.toString(16).padStart(2, '0')} type byte`,
        offset,
      );
    }
    if (offset + length > startOffset + documentSize - 1) {
      throw new BSONOffsetError('value reports length larger than document', offset);
    }
    elements.push([type, nameOffset, nameLength, offset, length]);
    offset += length;
  }
  return elements;
}
var onDemand = /* @__PURE__ */ Object.create(null);
onDemand.parseToElements = parseToElements;
onDemand.ByteUtils = ByteUtils;
onDemand.NumberUtils = NumberUtils;
Object.freeze(onDemand);
var MAXSIZE = 1024 * 1024 * 17;
var buffer = ByteUtils.allocate(MAXSIZE);
function serialize(object, options = {}) {
  const checkKeys = typeof options.checkKeys === 'boolean' ? options.checkKeys : false;
  const serializeFunctions =
    typeof options.serializeFunctions === 'boolean' ? options.serializeFunctions : false;
  const ignoreUndefined =
    typeof options.ignoreUndefined === 'boolean' ? options.ignoreUndefined : true;
  const minInternalBufferSize =
    typeof options.minInternalBufferSize === 'number' ? options.minInternalBufferSize : MAXSIZE;
  if (buffer.length < minInternalBufferSize) {
    buffer = ByteUtils.allocate(minInternalBufferSize);
  }
  const serializationIndex = serializeInto(
    buffer,
    object,
    checkKeys,
    0,
    serializeFunctions,
    ignoreUndefined,
    null,
  );
  const finishedBuffer = ByteUtils.allocateUnsafe(serializationIndex);
  finishedBuffer.set(buffer.subarray(0, serializationIndex), 0);
  return finishedBuffer;
}
function deserialize(buffer2, options = {}) {
  return internalDeserialize(ByteUtils.toLocalBufferType(buffer2), options);
}
function calculateObjectSize(object, options = {}) {
  options = options || {};
  const serializeFunctions =
    typeof options.serializeFunctions === 'boolean' ? options.serializeFunctions : false;
  const ignoreUndefined =
    typeof options.ignoreUndefined === 'boolean' ? options.ignoreUndefined : true;
  return internalCalculateObjectSize(object, serializeFunctions, ignoreUndefined);
}

// ../../packages/embedded-mongo/src/storage/number-kinds.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/storage/bson-elements.ts
init_esm_shims();
function valueSize(bytes, type, at) {
  switch (type) {
    case 6:
    case 10:
    case 127:
    case 255:
      return 0;
    case 8:
      return 1;
    case 16:
      return 4;
    case 1:
    case 9:
    case 17:
    case 18:
      return 8;
    case 7:
      return 12;
    case 19:
      return 16;
    case 2:
    case 13:
    case 14:
      return 4 + readInt32(bytes, at);
    case 3:
    case 4:
    case 15:
      return readInt32(bytes, at);
    case 5:
      return 5 + readInt32(bytes, at);
    case 11: {
      const patternEnd = nulAt(bytes, at, bytes.length);
      return nulAt(bytes, patternEnd + 1, bytes.length) + 1 - at;
    }
    case 12:
      return 16 + readInt32(bytes, at);
    default:
      throw new RangeError(`unknown BSON type ${type}`);
  }
}
function readInt32(bytes, at) {
  return bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24);
}
function nulAt(bytes, from, limit) {
  let at = from;
  while (at < limit && bytes[at] !== 0) at += 1;
  return at;
}
function elementEnd(bytes, at, limit) {
  const valueAt = nulAt(bytes, at + 1, limit) + 1;
  return valueAt + valueSize(bytes, bytes[at], valueAt);
}
function sameBytes(bytes, from, to, expected) {
  if (to - from !== expected.length) return false;
  for (let i = 0; i < expected.length; i += 1) if (bytes[from + i] !== expected[i]) return false;
  return true;
}

// ../../packages/embedded-mongo/src/storage/number-kinds.ts
var kinds = /* @__PURE__ */ new WeakMap();
function exactToBSON() {
  const tagged = kinds.get(this);
  if (!tagged) return this;
  const copy = Array.isArray(this) ? [...this] : { ...this };
  for (const [key, kind] of tagged) {
    const value = copy[key];
    if (typeof value === 'number')
      copy[key] = kind === 'double' ? new Double(value) : Long.fromNumber(value);
  }
  return copy;
}
function kindsOf(container) {
  let tagged = kinds.get(container);
  if (!tagged) {
    tagged = /* @__PURE__ */ new Map();
    kinds.set(container, tagged);
    Object.defineProperty(container, 'toBSON', { value: exactToBSON, configurable: true });
  }
  return tagged;
}
function setNumberKind(container, key, kind) {
  if (kind) kindsOf(container).set(key, kind);
  else kinds.get(container)?.delete(key);
}
function numberKind(container, key) {
  return kinds.get(container)?.get(key);
}
function copyNumberKinds(from, to) {
  const tagged = kinds.get(from);
  if (tagged) for (const [key, kind] of tagged) kindsOf(to).set(key, kind);
}
function isContainer(value) {
  return (
    Array.isArray(value) ||
    (value !== null &&
      typeof value === 'object' &&
      Object.getPrototypeOf(value) === Object.prototype)
  );
}
function elementName(bytes, from, to, arrayIndex) {
  return arrayIndex >= 0 ? String(arrayIndex) : bytes.toString('utf8', from, to);
}
function recordNumberKinds(bytes, start, decoded) {
  const end = start + bytes.readInt32LE(start) - 1;
  const isArray2 = Array.isArray(decoded);
  let at = start + 4;
  for (let position = 0; at < end; position += 1) {
    const type = bytes[at];
    const keyEnd = nulAt(bytes, at + 1, end);
    const valueAt = keyEnd + 1;
    const arrayIndex = isArray2 ? position : -1;
    if (type === 1) {
      const value = bytes.readDoubleLE(valueAt);
      if (Number.isInteger(value) && Math.abs(value) <= 2 ** 31)
        setNumberKind(decoded, elementName(bytes, at + 1, keyEnd, arrayIndex), 'double');
    } else if (type === 18) {
      const key = elementName(bytes, at + 1, keyEnd, arrayIndex);
      if (typeof decoded[key] === 'number') setNumberKind(decoded, key, 'long');
    } else if (type === 3 || type === 4) {
      const child = decoded[elementName(bytes, at + 1, keyEnd, arrayIndex)];
      if (isContainer(child)) recordNumberKinds(bytes, valueAt, child);
    }
    at = valueAt + valueSize(bytes, type, valueAt);
  }
}

// ../../packages/embedded-mongo/src/query/json-schema.ts
var KEYWORDS = /* @__PURE__ */ new Set([
  'bsonType',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'patternProperties',
  'minProperties',
  'maxProperties',
  'items',
  'additionalItems',
  'minItems',
  'maxItems',
  'uniqueItems',
  'enum',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'dependencies',
  'title',
  'description',
]);
function bsonTypes(value, kind) {
  if (value === null) return ['null'];
  if (typeof value === 'string') return ['string'];
  if (typeof value === 'boolean') return ['bool', 'boolean'];
  if (typeof value === 'number') {
    if (kind === 'long') return ['long', 'number'];
    if (kind === 'double' || !Number.isInteger(value) || Math.abs(value) > 2 ** 31)
      return ['double', 'number'];
    return ['int', 'number', 'integer'];
  }
  if (value instanceof Int32) return ['int', 'number', 'integer'];
  if (value instanceof Double) return ['double', 'number'];
  if (value instanceof Long || typeof value === 'bigint') return ['long', 'number'];
  if (value instanceof Decimal128) return ['decimal', 'number'];
  if (value instanceof Date) return ['date'];
  if (value instanceof ObjectId) return ['objectId'];
  if (value instanceof Binary) return ['binData'];
  if (value instanceof Timestamp) return ['timestamp'];
  if (value instanceof RegExp) return ['regex'];
  if (Array.isArray(value)) return ['array'];
  return ['object'];
}
var asNumber = (value) =>
  typeof value === 'number'
    ? value
    : value instanceof Long || value instanceof Int32 || value instanceof Double
      ? Number(value.valueOf())
      : void 0;
var asList = (value) => (Array.isArray(value) ? value : [value]);
function sameValue(a, b) {
  return JSON.stringify(a) === JSON.stringify(b) && bsonTypes(a)[0] === bsonTypes(b)[0];
}
function meets(schema, value, parent2, key) {
  for (const keyword of Object.keys(schema))
    if (!KEYWORDS.has(keyword)) throw badValue(`Unknown $jsonSchema keyword: ${keyword}`);
  const kind = parent2 && key !== void 0 ? numberKind(parent2, key) : void 0;
  const types = bsonTypes(value, kind);
  if (schema.bsonType !== void 0 && !asList(schema.bsonType).some((t) => types.includes(t)))
    return false;
  if (schema.type !== void 0 && !asList(schema.type).some((t) => types.includes(t))) return false;
  if (schema.enum !== void 0 && !schema.enum.some((item) => sameValue(item, value))) return false;
  const number = asNumber(value);
  if (number !== void 0) {
    if (
      schema.minimum !== void 0 &&
      (schema.exclusiveMinimum ? number <= schema.minimum : number < schema.minimum)
    )
      return false;
    if (
      schema.maximum !== void 0 &&
      (schema.exclusiveMaximum ? number >= schema.maximum : number > schema.maximum)
    )
      return false;
    if (schema.multipleOf !== void 0 && number % schema.multipleOf !== 0) return false;
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== void 0 && length < schema.minLength) return false;
    if (schema.maxLength !== void 0 && length > schema.maxLength) return false;
    if (schema.pattern !== void 0 && !new RegExp(schema.pattern, 'u').test(value)) return false;
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== void 0 && value.length < schema.minItems) return false;
    if (schema.maxItems !== void 0 && value.length > schema.maxItems) return false;
    if (
      schema.uniqueItems === true &&
      new Set(value.map((item) => JSON.stringify(item))).size !== value.length
    )
      return false;
    if (schema.items !== void 0) {
      if (Array.isArray(schema.items)) {
        const tuple = schema.items;
        if (!tuple.every((item, i) => i >= value.length || meets(item, value[i], value, String(i))))
          return false;
        if (schema.additionalItems === false && value.length > tuple.length) return false;
        if (
          typeof schema.additionalItems === 'object' &&
          !value
            .slice(tuple.length)
            .every((item, i) =>
              meets(schema.additionalItems, item, value, String(i + tuple.length)),
            )
        )
          return false;
      } else if (!value.every((item, i) => meets(schema.items, item, value, String(i))))
        return false;
    }
  }
  if (types[0] === 'object' && value !== null && typeof value === 'object') {
    const doc = value;
    const keys = Object.keys(doc);
    if (schema.required !== void 0 && !schema.required.every((field) => doc[field] !== void 0))
      return false;
    if (schema.minProperties !== void 0 && keys.length < schema.minProperties) return false;
    if (schema.maxProperties !== void 0 && keys.length > schema.maxProperties) return false;
    const properties = schema.properties ?? {};
    const patterns = Object.entries(schema.patternProperties ?? {}).map(([pattern, sub]) => [
      new RegExp(pattern, 'u'),
      sub,
    ]);
    for (const field of keys) {
      const sub = properties[field];
      if (sub && !meets(sub, doc[field], doc, field)) return false;
      const matched = patterns.filter(([pattern]) => pattern.test(field));
      if (!matched.every(([, s]) => meets(s, doc[field], doc, field))) return false;
      if (!sub && matched.length === 0 && schema.additionalProperties !== void 0) {
        if (schema.additionalProperties === false) return false;
        if (
          typeof schema.additionalProperties === 'object' &&
          !meets(schema.additionalProperties, doc[field], doc, field)
        )
          return false;
      }
    }
    for (const [field, dependency] of Object.entries(schema.dependencies ?? {})) {
      if (doc[field] === void 0) continue;
      if (
        Array.isArray(dependency)
          ? !dependency.every((d) => doc[d] !== void 0)
          : !meets(dependency, doc)
      )
        return false;
    }
  }
  if (schema.allOf !== void 0 && !schema.allOf.every((s) => meets(s, value, parent2, key)))
    return false;
  if (schema.anyOf !== void 0 && !schema.anyOf.some((s) => meets(s, value, parent2, key)))
    return false;
  if (
    schema.oneOf !== void 0 &&
    schema.oneOf.filter((s) => meets(s, value, parent2, key)).length !== 1
  )
    return false;
  if (schema.not !== void 0 && meets(schema.not, value, parent2, key)) return false;
  return true;
}
function jsonSchemaValidator(schema) {
  meets(schema, {});
  return (doc) => meets(schema, doc);
}

// ../../packages/embedded-mongo/src/query/options.ts
var queryOptions = {
  idKey: '_id',
  jsonSchemaValidator,
};
function aggregateOptions(resolve2) {
  return { ...queryOptions, collectionResolver: resolve2 };
}

// ../../packages/embedded-mongo/src/query/env.ts
var NO_ENV = {};
function commandEnv(command, collection, statement) {
  const asked = statement?.collation ?? command.collation;
  const collation =
    asked !== void 0 ? parseCollation(asked) : parseCollation(collection?.options.collation);
  const given = command.let;
  if (given !== void 0 && (typeof given !== 'object' || given === null || Array.isArray(given)))
    throw badValue("BSON field 'let' is the wrong type, expected type 'object'");
  if (!collation && !given) return NO_ENV;
  const variables = given
    ? new Aggregator2([{ $replaceWith: given }], queryOptions).run([{}])[0]
    : void 0;
  return { collation, variables };
}
function mingoOptions(env, base = queryOptions) {
  if (!env.variables && !env.collation) return base;
  return { ...base, variables: env.variables, collation: env.collation?.sortSpec };
}

// ../../packages/embedded-mongo/src/query/hint.ts
init_esm_shims();
function hintedOrder(collection, hint) {
  if (hint === void 0 || hint === null || (typeof hint === 'object' && '$natural' in hint))
    return void 0;
  if (typeof hint === 'object' && Object.keys(hint).length === 0) return void 0;
  const specs = (collection?.indexSpecs() ?? []).filter((spec2) => spec2.hidden !== true);
  const spec =
    typeof hint === 'string'
      ? specs.find((s) => s.name === hint)
      : specs.find((s) => JSON.stringify(s.key) === JSON.stringify(hint));
  if (!spec)
    throw badValue(
      'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index',
    );
  const directions = Object.values(spec.key);
  return directions.every((d) => d === 1 || d === -1) ? spec.key : void 0;
}

// ../../packages/embedded-mongo/src/commands/find-options.ts
init_esm_shims();
function assertNotNegative(value, field) {
  if (typeof value === 'number' && value < 0)
    throw new CommandError(
      51024,
      'Location51024',
      `BSON field '${field}' value must be >= 0, actual value '${value}'`,
    );
}
function assertSortPattern(sort) {
  if (sort === null || typeof sort !== 'object') return;
  for (const direction of Object.values(sort)) {
    if (direction !== null && typeof direction === 'object' && '$meta' in direction) continue;
    const n = Number(direction);
    if (n !== 1 && n !== -1)
      throw new CommandError(
        15975,
        'Location15975',
        '$sort key ordering must be 1 (for ascending) or -1 (for descending)',
      );
  }
}
function assertFindOptions(command, collection) {
  for (const field of ['skip', 'limit', 'batchSize']) assertNotNegative(command[field], field);
  assertSortPattern(command.sort);
  if (command.tailable === true && collection?.options.capped !== true)
    throw badValue(
      'error processing query: planner returned error :: caused by :: tailable cursor requested on non capped collection',
    );
}

// ../../packages/embedded-mongo/src/query/plan-run.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/storage/compare.ts
init_esm_shims();
var TypeBracket = {
  MinKey: 0,
  Null: 1,
  Number: 2,
  String: 3,
  Object: 4,
  Array: 5,
  Binary: 6,
  ObjectId: 7,
  Boolean: 8,
  Date: 9,
  Timestamp: 10,
  RegExp: 11,
  Code: 12,
  MaxKey: 13,
};
function typeBracket(value) {
  if (value === null || value === void 0) return TypeBracket.Null;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return TypeBracket.Number;
    case 'string':
      return TypeBracket.String;
    case 'boolean':
      return TypeBracket.Boolean;
  }
  if (value instanceof ObjectId) return TypeBracket.ObjectId;
  if (value instanceof Date) return TypeBracket.Date;
  if (Array.isArray(value)) return TypeBracket.Array;
  if (value instanceof Long || value instanceof Decimal128) return TypeBracket.Number;
  if (value instanceof Timestamp) return TypeBracket.Timestamp;
  if (value instanceof RegExp || value instanceof BSONRegExp) return TypeBracket.RegExp;
  if (value instanceof Binary || value instanceof Uint8Array) return TypeBracket.Binary;
  if (value instanceof MinKey) return TypeBracket.MinKey;
  if (value instanceof MaxKey) return TypeBracket.MaxKey;
  if (value instanceof BSONSymbol) return TypeBracket.String;
  if (value instanceof Code) return TypeBracket.Code;
  return TypeBracket.Object;
}
var hasParts = (id) => typeof id.i0 === 'number';
function compareObjectIds(a, b) {
  if (!hasParts(a) || !hasParts(b)) return compareBytes(a.id, b.id);
  return sign(a.i0 - b.i0 || a.i1 - b.i1 || a.i2 - b.i2 || a.i3 - b.i3);
}
function asNumber2(value) {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint' || value instanceof Long || value instanceof Decimal128)
    return Number(value.toString());
  return Number.NaN;
}
var sign = (difference) => (difference < 0 ? -1 : difference > 0 ? 1 : 0);
function compareText(a, b) {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  let i = 0;
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  if (i === length) return sign(a.length - b.length);
  return sign(a.codePointAt(i) - b.codePointAt(i));
}
function compareNumbers(a, b) {
  const [x, y] = [asNumber2(a), asNumber2(b)];
  if (Number.isNaN(x) || Number.isNaN(y))
    return sign(Number(!Number.isNaN(x)) - Number(!Number.isNaN(y)));
  if (x !== y || !(a instanceof Long || b instanceof Long)) return sign(x - y);
  const [i, j] = [asBigInt(a), asBigInt(b)];
  return i === void 0 || j === void 0 ? 0 : i < j ? -1 : i > j ? 1 : 0;
}
function asBigInt(value) {
  if (typeof value === 'bigint') return value;
  if (value instanceof Long) return value.toBigInt();
  return typeof value === 'number' && Number.isInteger(value) ? BigInt(value) : void 0;
}
function compareBytes(a, b) {
  if (a.length !== b.length) return sign(a.length - b.length);
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return sign(a[i] - b[i]);
  return 0;
}
function compareDocuments(a, b) {
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  for (let i = 0; i < Math.min(aKeys.length, bKeys.length); i += 1) {
    const byValue = compareValues(a[aKeys[i]], b[bKeys[i]]);
    if (byValue !== 0) return byValue;
    const byName = compareText(aKeys[i], bKeys[i]);
    if (byName !== 0) return byName;
  }
  return sign(aKeys.length - bKeys.length);
}
function compareValues(a, b) {
  if (typeof a === 'string' && typeof b === 'string') return compareText(a, b);
  if (a instanceof ObjectId && b instanceof ObjectId) return compareObjectIds(a, b);
  if (a instanceof Date && b instanceof Date) return sign(a.getTime() - b.getTime());
  const bracket = typeBracket(a);
  const byBracket = bracket - typeBracket(b);
  if (byBracket !== 0) return sign(byBracket);
  switch (bracket) {
    case TypeBracket.MinKey:
    case TypeBracket.MaxKey:
    case TypeBracket.Null:
      return 0;
    case TypeBracket.Number:
      return compareNumbers(a, b);
    case TypeBracket.String:
      return compareText(String(a), String(b));
    case TypeBracket.Code:
      return compareText(a.code, b.code);
    case TypeBracket.ObjectId:
      return compareObjectIds(a, b);
    case TypeBracket.Boolean:
      return sign(Number(a) - Number(b));
    case TypeBracket.Date:
      return sign(a.getTime() - b.getTime());
    case TypeBracket.Timestamp:
      return a.compare(b);
    case TypeBracket.Array: {
      const [x, y] = [a, b];
      for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
        const byItem = compareValues(x[i], y[i]);
        if (byItem !== 0) return byItem;
      }
      return sign(x.length - y.length);
    }
    case TypeBracket.Binary: {
      const bytes = (value) =>
        value instanceof Binary ? value.buffer.subarray(0, value.position) : value;
      const subtype = (value) => (value instanceof Binary ? value.sub_type : 0);
      const [x, y] = [bytes(a), bytes(b)];
      if (x.length !== y.length) return x.length < y.length ? -1 : 1;
      if (subtype(a) !== subtype(b)) return subtype(a) < subtype(b) ? -1 : 1;
      return compareBytes(x, y);
    }
    case TypeBracket.RegExp:
      return compareText(String(a), String(b));
    default:
      return compareDocuments(a, b);
  }
}

// ../../packages/embedded-mongo/src/storage/sorted-keys.ts
init_esm_shims();
var CHUNK_TARGET = 512;
var CHUNK_MAX = 2 * CHUNK_TARGET;
var SortedKeys = class {
  /** `directions[i]` is 1 or -1, the order of field `i` in the index. */
  constructor(directions, entries) {
    this.directions = directions;
    entries.sort(this.compare);
    for (let start = 0; start < entries.length; start += CHUNK_TARGET)
      this.chunks.push(entries.slice(start, start + CHUNK_TARGET));
  }
  directions;
  chunks = [];
  /** Index order of two keys' values; fields beyond the shorter key are not compared. */
  compare = (a, b) => this.compareValues(a.values, b.values);
  compareValues(a, b) {
    for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
      const order = compareValues(a[i], b[i]) * (this.directions[i] ?? 1);
      if (order !== 0) return order;
    }
    return 0;
  }
  /** The first position whose entry satisfies `reached`, which must be false then true along the list. */
  seek(reached) {
    let low = 0;
    let high = this.chunks.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const chunk2 = this.chunks[middle];
      if (reached(chunk2[chunk2.length - 1])) high = middle;
      else low = middle + 1;
    }
    const chunk = this.chunks[low];
    if (!chunk) return { chunk: low, offset: 0 };
    let first = 0;
    let last = chunk.length;
    while (first < last) {
      const middle = (first + last) >>> 1;
      if (reached(chunk[middle])) last = middle;
      else first = middle + 1;
    }
    return { chunk: low, offset: first };
  }
  /** Entries from `from` onwards (forward), or backwards from the one just before `from`. */
  *walk(from, forward) {
    let { chunk, offset } = from;
    if (forward) {
      for (; chunk < this.chunks.length; chunk += 1, offset = 0) {
        const entries = this.chunks[chunk];
        for (; offset < entries.length; offset += 1) yield entries[offset];
      }
      return;
    }
    if (offset === 0) offset = this.chunks[--chunk]?.length ?? 0;
    for (; chunk >= 0; chunk -= 1, offset = this.chunks[chunk]?.length ?? 0) {
      const entries = this.chunks[chunk];
      for (offset -= 1; offset >= 0; offset -= 1) yield entries[offset];
    }
  }
  get start() {
    return { chunk: 0, offset: 0 };
  }
  get end() {
    return { chunk: this.chunks.length, offset: 0 };
  }
  insert(entry) {
    const at = this.seek((other) => this.compare(other, entry) > 0);
    const chunk = this.chunks[at.chunk] ?? this.chunks[this.chunks.length - 1];
    if (!chunk) {
      this.chunks.push([entry]);
      return;
    }
    const offset = this.chunks[at.chunk] ? at.offset : chunk.length;
    chunk.splice(offset, 0, entry);
    if (chunk.length > CHUNK_MAX) {
      const index = this.chunks.indexOf(chunk);
      this.chunks.splice(index + 1, 0, chunk.splice(CHUNK_TARGET));
    }
  }
  delete(entry) {
    const at = this.seek((other) => this.compare(other, entry) >= 0);
    for (let { chunk, offset } = at; chunk < this.chunks.length; chunk += 1, offset = 0) {
      const entries = this.chunks[chunk];
      for (; offset < entries.length; offset += 1) {
        const candidate = entries[offset];
        if (this.compare(candidate, entry) !== 0) return;
        if (candidate.key === entry.key) {
          entries.splice(offset, 1);
          if (entries.length === 0) this.chunks.splice(chunk, 1);
          return;
        }
      }
    }
  }
};

// ../../packages/embedded-mongo/src/storage/values.ts
init_esm_shims();
function keyOf(value) {
  if (value === null || value === void 0) return 'null';
  switch (typeof value) {
    case 'number':
      return `n:${value}`;
    case 'bigint':
      return `n:${value}`;
    case 'string':
      return `s:${value}`;
    case 'boolean':
      return `b:${value}`;
  }
  if (value instanceof ObjectId) return objectIdKey(value.toHexString());
  if (value instanceof Date) return `d:${value.getTime()}`;
  if (value instanceof Long) return `n:${value.toString()}`;
  if (value instanceof Decimal128) return `n:${Number(value.toString())}`;
  return `j:${EJSON.stringify(value, { relaxed: false })}`;
}
function objectIdKey(hex) {
  return `o:${hex}`;
}
function valuesAtPath(doc, path) {
  const parts = path.split('.');
  let current = [doc];
  for (const part of parts) {
    const next = [];
    for (const value of current) {
      if (Array.isArray(value)) {
        const index = Number(part);
        if (Number.isInteger(index) && String(index) === part) next.push(value[index]);
        else
          for (const item of value)
            next.push(item && typeof item === 'object' ? item[part] : void 0);
      } else if (value && typeof value === 'object') {
        next.push(value[part]);
      } else {
        next.push(void 0);
      }
    }
    current = next;
  }
  return current.flatMap((value) =>
    Array.isArray(value) ? (value.length > 0 ? value : [void 0]) : [value],
  );
}
function getPath(doc, path) {
  let current = doc;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return void 0;
    current = current[part];
  }
  return current;
}
function cloneDocument(value) {
  if (Array.isArray(value)) {
    const copy = value.map(cloneDocument);
    copyNumberKinds(value, copy);
    return copy;
  }
  if (value instanceof Date) return new Date(value.getTime());
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const copy = {};
    for (const [key, item] of Object.entries(value)) copy[key] = cloneDocument(item);
    copyNumberKinds(value, copy);
    return copy;
  }
  return value;
}
function asBuffer(bytes) {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

// ../../packages/embedded-mongo/src/query/filter.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/query/mingo-filter.ts
init_esm_shims();
var isPlain2 = (value) =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
var TYPE_NAMES = {
  1: 'double',
  2: 'string',
  3: 'object',
  4: 'array',
  5: 'binData',
  6: 'undefined',
  7: 'objectId',
  8: 'bool',
  9: 'date',
  10: 'null',
  11: 'regex',
  13: 'javascript',
  16: 'int',
  17: 'timestamp',
  18: 'long',
  19: 'decimal',
  '-1': 'minKey',
  127: 'maxKey',
};
var KNOWN = /* @__PURE__ */ new Set([...Object.values(TYPE_NAMES), 'number']);
function* valuesWithParents(doc, parts) {
  const [head, ...rest] = parts;
  if (head === void 0 || doc === null || typeof doc !== 'object') return;
  if (Array.isArray(doc) && !/^\d+$/.test(head)) {
    for (const item of doc) yield* valuesWithParents(item, parts);
    return;
  }
  const value = doc[head];
  if (rest.length === 0) {
    yield [value, doc, head];
    if (Array.isArray(value))
      for (const [i, item] of value.entries()) yield [item, value, String(i)];
  } else yield* valuesWithParents(value, rest);
}
function bsonType2(value, parent2, key) {
  if (value === void 0) return void 0;
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'long';
    case 'number': {
      const kind = numberKind(parent2, key);
      if (kind) return kind;
      return Number.isInteger(value) && Math.abs(value) < 2 ** 31 ? 'int' : 'double';
    }
  }
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp) return 'regex';
  const named = value._bsontype;
  const byClass = {
    Int32: 'int',
    Double: 'double',
    Long: 'long',
    Decimal128: 'decimal',
    ObjectId: 'objectId',
    Binary: 'binData',
    UUID: 'binData',
    Timestamp: 'timestamp',
    BSONRegExp: 'regex',
    Code: 'javascript',
    MinKey: 'minKey',
    MaxKey: 'maxKey',
  };
  return (named && byClass[named]) || 'object';
}
var NUMBERS = /* @__PURE__ */ new Set(['int', 'long', 'double', 'decimal']);
function typeTest(path, type) {
  const types = (Array.isArray(type) ? type : [type]).map(
    (t) => TYPE_NAMES[String(t)] ?? String(t),
  );
  if (types.some((t) => !KNOWN.has(t))) return void 0;
  const parts = path.split('.');
  return function () {
    for (const [value, parent2, key] of valuesWithParents(this, parts)) {
      const stored = bsonType2(value, parent2, key);
      if (stored && types.some((t) => t === stored || (t === 'number' && NUMBERS.has(stored))))
        return true;
    }
    return false;
  };
}
function needsRewrite(filter) {
  if (Array.isArray(filter)) return filter.some(needsRewrite);
  if (!isPlain2(filter)) return false;
  return Object.entries(filter).some(
    ([key, value]) => key === '$all' || key === '$type' || needsRewrite(value),
  );
}
function rewriteForMingo(filter) {
  const clauses = [];
  const out2 = {};
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' || field === '$or' || field === '$nor') {
      out2[field] = condition.map(rewriteForMingo);
      continue;
    }
    if (field.startsWith('$') || !isPlain2(condition)) {
      out2[field] = condition;
      continue;
    }
    const rest = {};
    for (const [operator, operand] of Object.entries(condition)) {
      if (operator === '$all' && Array.isArray(operand) && operand.length > 0)
        for (const item of operand)
          clauses.push({
            [field]:
              (isPlain2(item) && '$elemMatch' in item) || item instanceof RegExp
                ? item
                : { $eq: item },
          });
      else if (operator === '$type' && typeTest(field, operand))
        clauses.push({ $where: typeTest(field, operand) });
      else rest[operator] = operand;
    }
    if (Object.keys(rest).length > 0 || Object.keys(condition).length === 0) out2[field] = rest;
  }
  return clauses.length === 0 ? out2 : { $and: [out2, ...clauses] };
}

// ../../packages/embedded-mongo/src/query/filter.ts
function compileFilter(filter, env = NO_ENV) {
  if (env.collation) {
    const { fold } = env.collation;
    const folded = compileFilter(foldFilter(filter ?? {}, fold), { variables: env.variables });
    return (doc) => folded(foldValue(doc, fold));
  }
  if (!filter) return () => true;
  const entries = Object.entries(filter);
  if (entries.length === 0) return () => true;
  const tests = [];
  for (const [field, condition] of entries) {
    const test = field.startsWith('$') ? void 0 : fieldTest(field, condition);
    if (!test) {
      const query = new Query2(
        needsRewrite(filter) ? rewriteForMingo(filter) : filter,
        mingoOptions(env),
      );
      return (doc) => query.test(doc);
    }
    tests.push(test);
  }
  return allOf(tests);
}
var allOf = (tests) => (tests.length === 1 ? tests[0] : (doc) => tests.every((test) => test(doc)));
function sameAs(wanted) {
  if (typeof wanted === 'string') return (value) => value === wanted;
  if (wanted instanceof ObjectId) return (value) => compareValues(value, wanted) === 0;
  const key = keyOf(wanted);
  return (value) => keyOf(value) === key;
}
function oneOf(wanted) {
  if (wanted.length === 1) return sameAs(wanted[0]);
  const keys = new Set(wanted.map(keyOf));
  return (value) => keys.has(keyOf(value));
}
var RANGE_BRACKETS = /* @__PURE__ */ new Set([
  TypeBracket.String,
  TypeBracket.ObjectId,
  TypeBracket.Date,
  TypeBracket.Binary,
]);
var isNaNValue = (value) => Number.isNaN(typeof value === 'number' ? value : Number(String(value)));
function numberRange(operand, accepts) {
  const nanOperand = isNaNValue(operand);
  return (value) => {
    if (typeBracket(value) !== TypeBracket.Number) return false;
    if (nanOperand || isNaNValue(value)) return nanOperand && isNaNValue(value) && accepts(0);
    return accepts(compareValues(value, operand));
  };
}
function inRange(operand, accepts) {
  const bracket = typeBracket(operand);
  if (!isIndexableScalar(operand)) return void 0;
  if (bracket === TypeBracket.Number) return numberRange(operand, accepts);
  if (!RANGE_BRACKETS.has(bracket)) return void 0;
  return (value) => typeBracket(value) === bracket && accepts(compareValues(value, operand));
}
var scalars = (operand) =>
  Array.isArray(operand) && operand.every(isIndexableScalar) ? operand : void 0;
var OPERATORS2 = new Map(
  Object.entries({
    $eq: (operand) => (isIndexableScalar(operand) ? { test: sameAs(operand) } : void 0),
    $ne: (operand) =>
      isIndexableScalar(operand) ? { test: sameAs(operand), negated: true } : void 0,
    $in: (operand) => {
      const values = scalars(operand);
      return values && { test: oneOf(values) };
    },
    $nin: (operand) => {
      const values = scalars(operand);
      return values && { test: oneOf(values), negated: true };
    },
    $gt: (operand) => wrap(inRange(operand, (order) => order > 0)),
    $gte: (operand) => wrap(inRange(operand, (order) => order >= 0)),
    $lt: (operand) => wrap(inRange(operand, (order) => order < 0)),
    $lte: (operand) => wrap(inRange(operand, (order) => order <= 0)),
  }),
);
function wrap(test) {
  return test && { test };
}
function fieldTest(field, condition) {
  if (field.includes('.') || !isOperatorObject(condition))
    return isIndexableScalar(condition) ? someValue(field, sameAs(condition)) : void 0;
  const tests = [];
  for (const [operator, operand] of Object.entries(condition)) {
    const compiled = OPERATORS2.get(operator)?.(operand);
    if (!compiled) return void 0;
    const some = someValue(field, compiled.test);
    tests.push(compiled.negated ? (doc) => !some(doc) : some);
  }
  return allOf(tests);
}
function someValue(field, test) {
  if (field.includes('.')) return (doc) => valuesAtPath(doc, field).some(test);
  return (doc) => {
    const value = doc[field];
    return Array.isArray(value) ? value.some(test) : test(value);
  };
}
function isOperatorObject(value) {
  return (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.keys(value).some((key) => key.startsWith('$'))
  );
}
function isIndexableScalar(value) {
  if (value === null || value === void 0) return false;
  if (typeof value !== 'object') return true;
  return (
    !Array.isArray(value) &&
    !(value instanceof RegExp) &&
    Object.getPrototypeOf(value) !== Object.prototype
  );
}
function equalityValues(condition) {
  if (!isOperatorObject(condition)) return isIndexableScalar(condition) ? [condition] : void 0;
  const keys = Object.keys(condition);
  if (keys.length !== 1) return void 0;
  if ('$eq' in condition && isIndexableScalar(condition.$eq)) return [condition.$eq];
  if (
    '$in' in condition &&
    Array.isArray(condition.$in) &&
    condition.$in.every(isIndexableScalar)
  ) {
    return condition.$in;
  }
  return void 0;
}

// ../../packages/embedded-mongo/src/query/plan-run.ts
var newScanStats = () => ({ keysExamined: 0, docsExamined: 0 });
var sign2 = (value) => (value < 0 ? -1 : value > 0 ? 1 : 0);
function against(value, bounds) {
  if (bounds.kind === 'points') return sign2(compareValues(value, bounds.values[0]));
  const byBracket = typeBracket(value) - bounds.bracket;
  if (byBracket !== 0) return sign2(byBracket);
  const below = (low) => {
    const order = compareValues(value, low.value);
    return order < 0 || (order === 0 && !low.inclusive);
  };
  const above = (high) => {
    const order = compareValues(value, high.value);
    return order > 0 || (order === 0 && !high.inclusive);
  };
  if (bounds.low && below(bounds.low)) return -1;
  if (bounds.high && above(bounds.high)) return 1;
  return 0;
}
function sortedPoints(values, direction) {
  const distinct2 = /* @__PURE__ */ new Map();
  for (const value of values) {
    const key = keyOf(value);
    if (!distinct2.has(key)) distinct2.set(key, value);
  }
  const points = Array.from(distinct2, ([key, value]) => ({ key, value }));
  return points.sort((a, b) => compareValues(a.value, b.value) * direction);
}
function combinations(bounds, directions) {
  let combos = [[]];
  for (const [i, field] of bounds.entries()) {
    if (field.kind === 'range') {
      combos = combos.map((combo) => [...combo, field]);
      continue;
    }
    const points = sortedPoints(field.values, directions[i] ?? 1);
    combos = combos.flatMap((combo) =>
      points.map(({ value }) => [...combo, { kind: 'points', values: [value] }]),
    );
  }
  return combos;
}
function* keysWithin(sorted, bounds, directions, forward) {
  const position = (entry) => {
    for (const [i, field] of bounds.entries()) {
      const order = against(entry.values[i], field) * (directions[i] ?? 1);
      if (order !== 0) return order;
    }
    return 0;
  };
  const from = forward
    ? sorted.seek((entry) => position(entry) >= 0)
    : sorted.seek((entry) => position(entry) > 0);
  for (const entry of sorted.walk(from, forward)) {
    if (position(entry) !== 0) return;
    yield entry;
  }
}
function pointKeys(index, bounds) {
  let keys = [];
  for (const [i, field] of bounds.entries()) {
    const points = sortedPoints(field.values, index.directions[i] ?? 1);
    keys =
      i === 0
        ? points.map(({ key }) => key)
        : keys.flatMap((prefix) => points.map(({ key }) => `${prefix}\0${key}`));
  }
  return keys;
}
function* pointLookups(index, bounds, stats) {
  const keys = pointKeys(index, bounds);
  const holdersOf = index.holdersReader(keys);
  for (const key of keys) {
    stats.keysExamined += 1;
    yield* holdersOf(key);
  }
}
var GROUP_SCAN_MAX = 5e3;
var GROUP_SORTS_BEFORE_ORDER = 32;
function pinnedGroupKeys(collection, index, first) {
  if (
    first?.kind !== 'points' ||
    index.hasOrderedKeys ||
    !index.sortsGroupOnTheSpot(GROUP_SORTS_BEFORE_ORDER)
  )
    return void 0;
  const groups = index.leadingGroups(first.values, GROUP_SCAN_MAX);
  if (!groups) return void 0;
  const entries = /* @__PURE__ */ new Map();
  const holders = /* @__PURE__ */ new Map();
  for (const { value, ids: ids2 } of groups)
    for (const id of ids2) {
      const doc = collection.byIdKey(id);
      if (!doc) continue;
      for (const entry of index.keysWithFirst(doc, value)) {
        entries.set(entry.key, entry);
        const held = holders.get(entry.key);
        if (held) held.add(id);
        else holders.set(entry.key, /* @__PURE__ */ new Set([id]));
      }
    }
  return {
    sorted: new SortedKeys(index.directions, [...entries.values()]),
    holdersOf: (key) => holders.get(key) ?? [],
  };
}
function* orderedScan(collection, plan, stats) {
  const { index, bounds, forward } = plan;
  const { sorted, holdersOf } = pinnedGroupKeys(collection, index, bounds[0]) ?? {
    sorted: index.orderedKeys(collection.indexSource),
    holdersOf: (key) => index.holdersOf(key),
  };
  const combos = combinations(bounds, index.directions);
  if (!forward) combos.reverse();
  for (const combo of combos) {
    for (const entry of keysWithin(sorted, combo, index.directions, forward)) {
      stats.keysExamined += 1;
      yield* holdersOf(entry.key);
    }
  }
}
function usesPointLookups(plan) {
  return (
    !plan.inOrder &&
    plan.bounds.length === plan.index.fields.length &&
    plan.bounds.every((bound) => bound.kind === 'points')
  );
}
function* runPlan(collection, plan, filter, stats = newScanStats(), env = NO_ENV) {
  if (!collection) {
    compileFilter(filter, env);
    return;
  }
  if (plan.kind === 'collscan') {
    const matches2 = compileFilter(filter, env);
    for (const doc of collection.documents()) {
      stats.docsExamined += 1;
      if (matches2(doc)) yield doc;
    }
    return;
  }
  const matches = plan.exact ? void 0 : compileFilter(filter, env);
  const ids2 = usesPointLookups(plan)
    ? pointLookups(plan.index, plan.bounds, stats)
    : orderedScan(collection, plan, stats);
  const seen = /* @__PURE__ */ new Set();
  for (const id of ids2) {
    if (seen.has(id)) continue;
    seen.add(id);
    const doc = collection.byIdKey(id);
    if (!doc) continue;
    stats.docsExamined += 1;
    if (!matches || matches(doc)) yield doc;
  }
}

// ../../packages/embedded-mongo/src/query/planner.ts
init_esm_shims();
var MAX_POINT_COMBINATIONS = 1e3;
var RANGE_OPERATORS = /* @__PURE__ */ new Set(['$gt', '$gte', '$lt', '$lte']);
function rangeOf(condition) {
  if (!isOperatorObject(condition)) return void 0;
  const entries = Object.entries(condition);
  if (!entries.every(([operator]) => RANGE_OPERATORS.has(operator))) return void 0;
  const brackets = new Set(entries.map(([, value]) => typeBracket(value)));
  const [bracket] = brackets;
  if (brackets.size !== 1 || bracket === void 0) return void 0;
  if (bracket === typeBracket(null) || bracket === typeBracket({}) || bracket === typeBracket([]))
    return void 0;
  const range = { kind: 'range', bracket };
  for (const [operator, value] of entries) {
    const bound = { value, inclusive: operator.endsWith('e') };
    if (operator.startsWith('$g')) range.low = bound;
    else range.high = bound;
  }
  return range;
}
function pointsOf(condition) {
  const values = equalityValues(condition);
  return values && values.length > 0 ? values : void 0;
}
function boundsFor(index, filter) {
  const bounds = [];
  let combinations2 = 1;
  for (const field of index.fields) {
    const condition = filter[field];
    const points = pointsOf(condition);
    if (points) {
      combinations2 *= points.length;
      if (combinations2 > MAX_POINT_COMBINATIONS) break;
      bounds.push({ kind: 'points', values: points });
      continue;
    }
    const range = rangeOf(condition);
    if (range && !index.isMultikey(field)) bounds.push(range);
    break;
  }
  return bounds;
}
function sortDirection(index, bounds, sort) {
  const sortFields2 = Object.entries(sort ?? {});
  if (sortFields2.length === 0) return 'forward';
  let start = 0;
  while (
    start < bounds.length &&
    index.fields[start] !== sortFields2[0]?.[0] &&
    bounds[start]?.kind === 'points' &&
    bounds[start].values.length === 1
  )
    start += 1;
  let direction;
  for (const [i, [field, order]] of sortFields2.entries()) {
    const at = start + i;
    if (index.fields[at] !== field || index.isMultikey(field)) return void 0;
    const same = Number(order) === index.directions[at];
    const next = same ? 'forward' : 'backward';
    if (direction && direction !== next) return void 0;
    direction = next;
  }
  return direction;
}
function candidateFor(index, filter, sort) {
  if (!index.orderable) return void 0;
  const bounds = boundsFor(index, filter);
  if (index.sparse && bounds.length === 0) return void 0;
  const direction = sortDirection(index, bounds, sort);
  const sorting = sort !== void 0 && Object.keys(sort).length > 0;
  if (bounds.length === 0 && !(sorting && direction)) return void 0;
  const pinned = bounds.filter((bound) => bound.kind === 'points').length;
  const fields = Object.keys(filter);
  const exact =
    fields.length === 1 &&
    index.fields.length === 1 &&
    pinned === 1 &&
    fields[0] === index.fields[0];
  return {
    plan: {
      kind: 'ixscan',
      index,
      bounds,
      forward: direction !== 'backward',
      sorted: direction !== void 0,
      inOrder: sorting && direction !== void 0,
      exact,
    },
    // Pinned fields narrow most, then a range, then not having to sort; shorter indexes break ties.
    score:
      pinned * 100 + (bounds.length - pinned) * 50 + (direction ? 20 : 0) - index.fields.length,
  };
}
function planQuery(collection, filter, sort) {
  if (!collection) return { kind: 'collscan' };
  let best;
  for (const index of collection.indexList()) {
    const candidate = candidateFor(index, filter ?? {}, sort);
    if (candidate && (!best || candidate.score > best.score)) best = candidate;
  }
  return best?.plan ?? { kind: 'collscan' };
}

// ../../packages/embedded-mongo/src/commands/pipeline-out.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/commands/namespaces.ts
init_esm_shims();
var MAX_DATABASE_NAME = 63;
var MAX_NAMESPACE_BYTES = 255;
var DATABASE_FORBIDDEN = /[/\\. "$\0]/;
var CLIENT_SYSTEM_COLLECTIONS = /* @__PURE__ */ new Set(['system.js']);
function assertValidDatabaseName(db) {
  if (db === '$external') return;
  if (db.length === 0 || db.length > MAX_DATABASE_NAME || DATABASE_FORBIDDEN.test(db))
    throw invalidNamespace(`Invalid database name: '${db}'`);
}
function assertCreatableCollection(db, name3) {
  const ns = `${db}.${name3}`;
  if (name3.length === 0 || name3.startsWith('.') || name3.includes('$') || name3.includes('\0'))
    throw invalidNamespace(`Invalid collection name: ${name3}`);
  if (name3.startsWith('system.') && !CLIENT_SYSTEM_COLLECTIONS.has(name3))
    throw invalidNamespace(`Invalid system namespace: ${ns}`);
  if (Buffer.byteLength(ns) > MAX_NAMESPACE_BYTES)
    throw invalidNamespace(
      `Fully qualified namespace is too long. Namespace: ${ns} Max: ${MAX_NAMESPACE_BYTES}`,
    );
}

// ../../packages/embedded-mongo/src/commands/validation.ts
init_esm_shims();
var validators = /* @__PURE__ */ new WeakMap();
function validatorQuery(validator) {
  let query = validators.get(validator);
  if (!query) {
    query = new Query2(validator, queryOptions);
    validators.set(validator, query);
  }
  return query;
}
var LEVELS = ['off', 'strict', 'moderate'];
var ACTIONS = ['error', 'warn'];
function assertValidatorOptions(options) {
  if (options.validator !== void 0) {
    if (typeof options.validator !== 'object' || options.validator === null)
      throw badValue("'validator' must be a document");
    for (const banned of ['$near', '$nearSphere', '$text', '$where', '$expr.$function'])
      if (banned in options.validator)
        throw badValue(`${banned} is not allowed inside of a collection validator`);
    validatorQuery(options.validator);
  }
  if (options.validationLevel !== void 0 && !LEVELS.includes(options.validationLevel))
    throw badValue(
      `Enumeration value '${String(options.validationLevel)}' for field 'validationLevel' is not a valid value.`,
    );
  if (options.validationAction !== void 0 && !ACTIONS.includes(options.validationAction))
    throw badValue(
      `Enumeration value '${String(options.validationAction)}' for field 'validationAction' is not a valid value.`,
    );
}
function checkValidator(collection, doc, previous) {
  const { validator, validationLevel = 'strict', validationAction = 'error' } = collection.options;
  if (!validator || validationLevel === 'off' || validationAction === 'warn') return;
  const query = validatorQuery(validator);
  if (validationLevel === 'moderate' && previous && !query.test(previous)) return;
  if (query.test(doc)) return;
  const error = new CommandError(121, 'DocumentValidationFailure', 'Document failed validation');
  error.errInfo = {
    failingDocumentId: doc._id,
    details: {},
  };
  throw error;
}

// ../../packages/embedded-mongo/src/commands/pipeline-out.ts
function target(context, spec, stage) {
  let db = context.db;
  let name3 = spec;
  if (spec && typeof spec === 'object') {
    const { db: givenDb, coll } = spec;
    if (typeof givenDb === 'string') db = givenDb;
    name3 = coll;
  }
  if (typeof name3 !== 'string' || name3.length === 0)
    throw badValue(`${stage} needs the name of a collection`);
  if (!context.storage.collection(db, name3)) {
    assertValidDatabaseName(db);
    assertCreatableCollection(db, name3);
  }
  const collection = context.storage.collection(db, name3, { create: true });
  assertNotView(collection);
  return collection;
}
function out(context, spec, results, bypass) {
  const collection = target(context, spec, '$out');
  if (collection.options.capped === true)
    throw new CommandError(
      17152,
      'Location17152',
      `namespace '${collection.namespace}' is capped so it can't be used for $out`,
    );
  const previous = collection.all();
  for (const doc of previous) collection.remove(doc);
  const inserted = [];
  try {
    for (const doc of results) {
      if (!bypass) checkValidator(collection, doc);
      inserted.push(collection.insert(doc));
    }
  } catch (error) {
    for (const doc of inserted) collection.remove(doc);
    for (const doc of previous) collection.insert(doc);
    throw error;
  }
}
function matchOn(collection, on, doc) {
  const key = (d) => on.map((field) => keyOf(d[field])).join('\0');
  const wanted = key(doc);
  for (const candidate of collection.documents()) if (key(candidate) === wanted) return candidate;
  return void 0;
}
function merge(context, spec, results, env, bypass) {
  const options = typeof spec === 'string' || spec?.coll ? { into: spec } : spec;
  const collection = target(context, options.into, '$merge');
  const on =
    options.on === void 0 ? ['_id'] : Array.isArray(options.on) ? options.on : [options.on];
  const sorted = (fields) => [...fields].sort().join(',');
  if (
    sorted(on) !== '_id' &&
    !collection
      .indexSpecs()
      .some((index) => index.unique && sorted(Object.keys(index.key)) === sorted(on))
  )
    throw new CommandError(
      51183,
      'Location51183',
      'Cannot find index to verify that join fields will be unique',
    );
  const whenMatched = options.whenMatched ?? 'merge';
  const whenNotMatched = options.whenNotMatched ?? 'insert';
  const variables = { ...env.variables, ...options.let };
  for (const doc of results) {
    const existing = matchOn(collection, on, doc);
    if (!existing) {
      if (whenNotMatched === 'discard') continue;
      if (whenNotMatched === 'fail')
        throw new CommandError(
          13113,
          'MergeStageNoMatchingDocument',
          '$merge could not find a matching document in the target collection for at least one document in the source collection',
        );
      if (!bypass) checkValidator(collection, doc);
      collection.insert(doc);
      continue;
    }
    let next;
    if (whenMatched === 'keepExisting') continue;
    if (whenMatched === 'fail')
      throw new DuplicateKeyError(
        `E11000 duplicate key error collection: ${collection.namespace} index: _id_ dup key: { _id: ${String(existing._id)} }`,
        { _id: 1 },
        { _id: existing._id },
      );
    if (whenMatched === 'replace') next = { ...doc, _id: existing._id };
    else if (whenMatched === 'merge') next = { ...existing, ...doc, _id: existing._id };
    else if (Array.isArray(whenMatched)) {
      const vars = { new: doc, ...variables };
      const [updated] = new Aggregator2(
        whenMatched,
        mingoOptions({ variables: vars }, queryOptions),
      ).run([existing]);
      next = { ...updated, _id: existing._id };
    } else
      throw badValue(
        `Enumeration value '${String(whenMatched)}' for field 'whenMatched' is not a valid value.`,
      );
    if (!bypass) checkValidator(collection, next);
    collection.replace(existing, next);
  }
}
function writeStageResults(context, stage, results, env, bypass) {
  if ('$out' in stage) out(context, stage.$out, results, bypass);
  else merge(context, stage.$merge, results, env, bypass);
}

// ../../packages/embedded-mongo/src/commands/pipeline.ts
var commandNotSupportedOnView = (ns) =>
  new CommandError(166, 'CommandNotSupportedOnView', `Namespace ${ns} is a view, not a collection`);
function assertNotView(collection) {
  if (collection?.options.viewOn !== void 0) throw commandNotSupportedOnView(collection.namespace);
}
var COLLATION_SAFE = /* @__PURE__ */ new Set([
  '$match',
  '$sort',
  '$skip',
  '$limit',
  '$count',
  '$unset',
]);
var isCount = (value) =>
  typeof value === 'object' &&
  value !== null &&
  value.$sum !== void 0 &&
  typeof value.$sum === 'number';
function assertCollationSafe(stages, env, leadingMatch) {
  if (!env.collation) return;
  stages.forEach((stage, i) => {
    const [name3] = Object.keys(stage);
    const projection =
      (name3 === '$project' || name3 === '$unset') &&
      Object.values(stage[name3]).every((v) => [0, 1, true, false].includes(v));
    if (name3 === '$match' && (i > 0 || !leadingMatch))
      throw badValue(
        'a $match after other stages under a collation is not supported by the embedded server',
      );
    const counting =
      name3 === '$group' &&
      Object.entries(stage.$group).every(([field, value]) =>
        field === '_id'
          ? (typeof value !== 'string' && typeof value !== 'object') || value === null
          : isCount(value),
      );
    if (!COLLATION_SAFE.has(name3) && !projection && !counting)
      throw badValue(`${name3} under a collation is not supported by the embedded server`);
  });
}
function runPipeline(context, name3, pipeline, env, depth = 0) {
  const collection = name3 ? context.storage.collection(context.db, name3) : void 0;
  if (collection?.options.viewOn !== void 0) {
    if (depth > 20)
      throw new CommandError(
        165,
        'ViewDepthLimitExceeded',
        'View depth too deep or view cycle detected',
      );
    const viewPipeline = collection.options.pipeline ?? [];
    return runPipeline(
      context,
      collection.options.viewOn,
      [...viewPipeline, ...pipeline],
      env,
      depth + 1,
    );
  }
  const [first, ...rest] = pipeline;
  const leadingMatch = first && '$match' in first ? first.$match : void 0;
  assertCollationSafe(pipeline, env, leadingMatch !== void 0);
  let source;
  if (leadingMatch) {
    const plan = env.collation ? { kind: 'collscan' } : planQuery(collection, leadingMatch);
    source = [...runPlan(collection, plan, leadingMatch, void 0, env)];
  } else source = collection?.all() ?? [];
  const stages = leadingMatch ? rest : pipeline;
  if (stages.length === 0) return source;
  const resolve2 = (other) => runPipeline(context, other, [], commandEnv({}), depth + 1);
  return new Aggregator2(stages, mingoOptions(env, aggregateOptions(resolve2))).run(source);
}
function aggregatePipeline(command, context) {
  const pipeline = command.pipeline;
  if (!Array.isArray(pipeline)) throw badValue("'pipeline' option must be specified as an array");
  const name3 = typeof command.aggregate === 'string' ? command.aggregate : void 0;
  const collection = name3 ? context.storage.collection(context.db, name3) : void 0;
  const env = commandEnv(command, collection);
  const last = pipeline.at(-1);
  const writes = last && ('$out' in last || '$merge' in last);
  pipeline.slice(0, writes ? -1 : void 0).forEach((stage) => {
    if ('$sort' in stage) assertSortPattern(stage.$sort);
    if ('$out' in stage || '$merge' in stage)
      throw new CommandError(
        40601,
        'Location40601',
        `${Object.keys(stage)[0]} can only be the final stage in the pipeline`,
      );
  });
  if (command.aggregate === 1 && pipeline[0] && '$listLocalSessions' in pipeline[0]) {
    const rest = pipeline.slice(1);
    const sessions = context.server.localSessions();
    return rest.length === 0 ? sessions : new Aggregator2(rest, mingoOptions(env)).run(sessions);
  }
  const order = hintedOrder(collection, command.hint);
  const stages = order ? [{ $sort: order }, ...pipeline] : pipeline;
  if (!writes) return runPipeline(context, name3, stages, env);
  const results = runPipeline(context, name3, stages.slice(0, -1), env);
  writeStageResults(context, last, results, env, command.bypassDocumentValidation === true);
  return [];
}

// ../../packages/embedded-mongo/src/commands/command-fields.ts
init_esm_shims();
var GENERIC_ARGUMENTS = [
  '$db',
  'lsid',
  'txnNumber',
  'autocommit',
  'startTransaction',
  'stmtId',
  '$clusterTime',
  '$readPreference',
  '$audit',
  '$client',
  '$configServerState',
  '$configTime',
  '$topologyTime',
  '$queryOptions',
  '$replData',
  '$oplogQueryData',
  'readConcern',
  'writeConcern',
  'comment',
  'maxTimeMS',
  'maxTimeMSOpOnly',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  'clientOperationKey',
  'allowImplicitCollectionCreation',
  'databaseVersion',
  'shardVersion',
  'mayBypassWriteBlocking',
  'txnRetryCounter',
  'usesDefaultMaxTimeMS',
];
var WRITE_BASE = [
  'ordered',
  'bypassDocumentValidation',
  'stmtIds',
  'isTimeseriesNamespace',
  'collectionUUID',
  'encryptionInformation',
];
var SPECIFIC = {
  find: [
    'filter',
    'projection',
    'sort',
    'hint',
    'skip',
    'limit',
    'batchSize',
    'singleBatch',
    'let',
    'max',
    'min',
    'returnKey',
    'showRecordId',
    'tailable',
    'oplogReplay',
    'noCursorTimeout',
    'awaitData',
    'allowPartialResults',
    'collation',
    'allowDiskUse',
    'collectionUUID',
    'readOnce',
    'allowSpeculativeMajorityRead',
    '$_requestResumeToken',
    '$_resumeAfter',
    'term',
    'encryptionInformation',
  ],
  aggregate: [
    'pipeline',
    'explain',
    'allowDiskUse',
    'cursor',
    'bypassDocumentValidation',
    'collation',
    'hint',
    'let',
    'needsMerge',
    'fromMongos',
    'exchange',
    'isMapReduceCommand',
    'collectionUUID',
    'encryptionInformation',
    '$_requestReshardingResumeToken',
    '$_generateV2ResumeTokens',
  ],
  insert: [...WRITE_BASE, 'documents'],
  update: [...WRITE_BASE, 'updates', 'let'],
  delete: [...WRITE_BASE, 'deletes', 'let'],
  findAndModify: [
    'query',
    'fields',
    'sort',
    'hint',
    'collation',
    'arrayFilters',
    'remove',
    'update',
    'new',
    'upsert',
    'bypassDocumentValidation',
    'let',
    'encryptionInformation',
    'sampleId',
  ],
  count: [
    'query',
    'limit',
    'skip',
    'hint',
    'collation',
    'fields',
    'encryptionInformation',
    'mirrored',
    'sampleId',
  ],
  distinct: ['key', 'query', 'collation', 'mirrored', 'sampleId'],
  getMore: ['collection', 'batchSize', 'term', 'lastKnownCommittedOpTime'],
  killCursors: ['cursors'],
  createIndexes: [
    'indexes',
    'commitQuorum',
    'ignoreUnknownIndexOptions',
    'isTimeseriesNamespace',
    'collectionUUID',
    'returnOnStart',
  ],
  dropIndexes: ['index', 'isTimeseriesNamespace', 'collectionUUID'],
  listIndexes: [
    'cursor',
    'includeBuildUUIDs',
    'includeIndexBuildInfo',
    'isTimeseriesNamespace',
    'collectionUUID',
  ],
  listCollections: ['filter', 'nameOnly', 'authorizedCollections', 'cursor', 'includePendingDrops'],
  listDatabases: ['filter', 'nameOnly', 'authorizedDatabases'],
  drop: ['collectionUUID', 'isTimeseriesNamespace'],
  dropDatabase: [],
  explain: ['verbosity'],
};
var STATEMENTS = {
  update: {
    array: 'updates',
    fields: /* @__PURE__ */ new Set([
      'q',
      'u',
      'c',
      'arrayFilters',
      'hint',
      'multi',
      'upsert',
      'upsertSupplied',
      'collation',
      'sampleId',
      '$_allowShardKeyUpdatesWithoutFullShardKeyInQuery',
    ]),
  },
  delete: {
    array: 'deletes',
    fields: /* @__PURE__ */ new Set(['q', 'limit', 'hint', 'collation', 'sampleId']),
  },
};
var KNOWN2 = new Map(
  Object.entries(SPECIFIC).map(([name3, fields]) => [
    name3,
    /* @__PURE__ */ new Set([name3, ...GENERIC_ARGUMENTS, ...fields]),
  ]),
);
KNOWN2.set(
  'findandmodify',
  /* @__PURE__ */ new Set([...KNOWN2.get('findAndModify'), 'findandmodify']),
);
var unknownField = (path) =>
  new CommandError(40415, 'Location40415', `BSON field '${path}' is an unknown field.`);
function assertKnownFields(name3, command) {
  const known = KNOWN2.get(name3);
  if (!known) return;
  for (const field in command) if (!known.has(field)) throw unknownField(`${name3}.${field}`);
  const statements = STATEMENTS[name3];
  const items = statements ? command[statements.array] : void 0;
  if (!statements || !Array.isArray(items)) return;
  for (const item of items)
    for (const field in item)
      if (!statements.fields.has(field))
        throw unknownField(`${name3}.${statements.array}.${field}`);
}

// ../../packages/embedded-mongo/src/commands/index-validation.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/storage/index-spec.ts
init_esm_shims();
function defaultIndexName(key) {
  return Object.entries(key)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');
}
var ID_INDEX = { v: 2, key: { _id: 1 }, name: '_id_' };

// ../../packages/embedded-mongo/src/commands/index-validation.ts
var SPEC_FIELDS = /* @__PURE__ */ new Set([
  'key',
  'name',
  'v',
  'ns',
  'unique',
  'sparse',
  'background',
  'dropDups',
  'partialFilterExpression',
  'expireAfterSeconds',
  'hidden',
  'storageEngine',
  'collation',
  'weights',
  'default_language',
  'language_override',
  'textIndexVersion',
  '2dsphereIndexVersion',
  'bits',
  'min',
  'max',
  'bucketSize',
  'wildcardProjection',
  'coarsestIndexedLevel',
  'finestIndexedLevel',
  'prepareUnique',
  'clustered',
  'originalSpec',
  'columnstoreProjection',
  'columnstoreCompressor',
]);
var ID_SPEC_FIELDS = /* @__PURE__ */ new Set(['key', 'name', 'v', 'ns', 'collation', '_id']);
var KNOWN_PLUGINS = /* @__PURE__ */ new Set([
  '2d',
  '2dsphere',
  '2dsphere_bucket',
  'text',
  'hashed',
  'columnstore',
]);
var PARTIAL_OPERATORS = /* @__PURE__ */ new Set([
  '$eq',
  '$exists',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$type',
  '$in',
]);
var MAX_INDEXES = 64;
var cannotCreateIndex = (message) => new CommandError(67, 'CannotCreateIndex', message);
var invalidOption = (message) => new CommandError(197, 'InvalidIndexSpecificationOption', message);
function assertKeyPattern(key) {
  const values = Object.values(key);
  if (values.length === 0) throw cannotCreateIndex('Index keys cannot be empty.');
  for (const value of values) {
    if (typeof value === 'string') {
      if (!KNOWN_PLUGINS.has(value)) throw cannotCreateIndex(`Unknown index plugin '${value}'`);
      throw cannotCreateIndex(
        `'${value}' indexes cannot be created: the embedded server has no ${value} indexes`,
      );
    }
    const n = Number(value);
    if (Number.isNaN(n)) throw cannotCreateIndex('Values in the index key pattern cannot be NaN.');
    if (n === 0) throw cannotCreateIndex('Values in the index key pattern cannot be 0.');
  }
  if (Object.keys(key).some((field) => field === '$**' || field.endsWith('.$**')))
    throw cannotCreateIndex('wildcard indexes cannot be created: the embedded server has none');
}
function assertPartialFilter(filter, top = true) {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' || (field === '$or' && top)) {
      for (const clause of condition) assertPartialFilter(clause, false);
      continue;
    }
    if (field.startsWith('$'))
      throw cannotCreateIndex(`Expression not supported in partial index: ${field}`);
    const isOperators =
      condition !== null &&
      typeof condition === 'object' &&
      Object.keys(condition).some((key) => key.startsWith('$'));
    if (!isOperators) continue;
    for (const [operator, argument] of Object.entries(condition))
      if (!PARTIAL_OPERATORS.has(operator) || (operator === '$exists' && !argument))
        throw cannotCreateIndex(`Expression not supported in partial index: ${field} ${operator}`);
  }
}
function validIndexSpec(given, ignoreUnknown) {
  if (given === null || typeof given !== 'object' || Array.isArray(given))
    throw new CommandError(14, 'TypeMismatch', 'index specification must be an object');
  const spec = { ...given };
  const isId =
    spec.key !== null && typeof spec.key === 'object' && keyOf(spec.key) === keyOf({ _id: 1 });
  const allowed = isId ? ID_SPEC_FIELDS : SPEC_FIELDS;
  for (const field of Object.keys(spec)) {
    if (allowed.has(field)) continue;
    if (ignoreUnknown && !isId) {
      delete spec[field];
      continue;
    }
    throw invalidOption(
      `The field '${field}' is not valid for an ${isId ? '_id ' : ''}index specification. Specification: ${JSON.stringify(given)}`,
    );
  }
  if (spec.key === null || typeof spec.key !== 'object' || Array.isArray(spec.key))
    throw new CommandError(
      9,
      'FailedToParse',
      "The 'key' field is a required property of an index specification",
    );
  assertKeyPattern(spec.key);
  if (typeof spec.name !== 'string')
    throw new CommandError(
      9,
      'FailedToParse',
      "The 'name' field is a required property of an index specification",
    );
  if (spec.weights !== void 0)
    throw cannotCreateIndex("the field 'weights' can only be specified with text indexes");
  if (spec.expireAfterSeconds !== void 0 && typeof spec.expireAfterSeconds !== 'number')
    throw cannotCreateIndex(
      `TTL index 'expireAfterSeconds' option must be numeric, but received a type of '${typeof spec.expireAfterSeconds}'`,
    );
  if (spec.partialFilterExpression !== void 0) {
    if (spec.partialFilterExpression === null || typeof spec.partialFilterExpression !== 'object')
      throw new CommandError(
        14,
        'TypeMismatch',
        "The field 'partialFilterExpression' must be an object",
      );
    assertPartialFilter(spec.partialFilterExpression);
  }
  return spec;
}
var sameOptional = (a, b) => keyOf(a === void 0 ? null : a) === keyOf(b === void 0 ? null : b);
function assertFitsCollection(collection, spec) {
  const name3 = spec.name ?? defaultIndexName(spec.key);
  const existing = collection.indexSpecs();
  const named = existing.find((index) => index.name === name3);
  if (named) {
    if (keyOf(named.key) !== keyOf(spec.key))
      throw new CommandError(
        86,
        'IndexKeySpecsConflict',
        `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(named)}`,
      );
    return;
  }
  const sameKey = existing.find(
    (index) =>
      keyOf(index.key) === keyOf(spec.key) &&
      sameOptional(index.partialFilterExpression, spec.partialFilterExpression) &&
      sameOptional(index.collation, spec.collation),
  );
  if (sameKey)
    throw indexOptionsConflict(`Index already exists with a different name: ${sameKey.name}`);
  if (existing.length >= MAX_INDEXES)
    throw cannotCreateIndex(
      `add index fails, too many indexes for ${collection.namespace} key:${JSON.stringify(spec.key)}`,
    );
}

// ../../packages/embedded-mongo/src/commands/admin.ts
var KEPT_OPTIONS = [
  'capped',
  'size',
  'max',
  'validator',
  'validationLevel',
  'validationAction',
  'viewOn',
  'pipeline',
  'collation',
];
var IGNORABLE_OPTIONS = [
  ...GENERIC_ARGUMENTS,
  'create',
  'autoIndexId',
  'storageEngine',
  'indexOptionDefaults',
  'idIndex',
  'flags',
  'temp',
];
var unknownField2 = (command, field, lacking) =>
  new CommandError(
    40415,
    'Location40415',
    `BSON field '${command}.${field}' is an unknown field. (${lacking})`,
  );
var LACKING = {
  timeseries: 'the embedded server has no time-series collections',
  expireAfterSeconds: 'the embedded server has no time-series or clustered collections',
  clusteredIndex: 'the embedded server has no clustered collections',
  changeStreamPreAndPostImages: 'the embedded server has no change streams',
  encryptedFields: 'the embedded server has no queryable encryption',
};
function collectionOptions(command, name3) {
  const options = {};
  for (const [field, value] of Object.entries(command)) {
    if (KEPT_OPTIONS.includes(field)) options[field] = value;
    else if (!IGNORABLE_OPTIONS.includes(field))
      throw unknownField2(name3, field, LACKING[field] ?? 'not supported by the embedded server');
  }
  if (options.capped !== void 0 && options.capped !== false && options.capped !== 0) {
    if (typeof options.size !== 'number' || options.size <= 0)
      throw new CommandError(
        72,
        'InvalidOptions',
        "the 'size' field is required when 'capped' is true",
      );
    options.capped = true;
  } else if (options.size !== void 0 || options.max !== void 0) {
    if (options.capped !== void 0) throw badValue('size and max need capped: true');
  }
  if (options.viewOn !== void 0) {
    if (typeof options.viewOn !== 'string') throw badValue("'viewOn' option must be a string");
    if (options.pipeline !== void 0 && !Array.isArray(options.pipeline))
      throw badValue("'pipeline' option must be specified as an array");
    if (options.validator || options.capped)
      throw badValue('A view cannot be capped or have a validator');
  } else if (options.pipeline !== void 0)
    throw badValue("'pipeline' requires 'viewOn' to also be specified");
  if (options.collation !== void 0) {
    const collation = parseCollation(options.collation);
    if (collation) options.collation = collation.spec;
    else delete options.collation;
  }
  assertValidatorOptions(options);
  return options;
}
var create = (command, context) => {
  const name3 = targetCollection(command, 'create');
  assertCreatableCollection(context.db, name3);
  context.storage.createCollection(context.db, name3, collectionOptions(command, 'create'));
  return { ok: 1 };
};
var collMod = (command, context) => {
  const name3 = targetCollection(command, 'collMod');
  const collection = context.storage.collection(context.db, name3);
  if (!collection) throw namespaceNotFound(`ns does not exist: ${context.db}.${name3}`);
  const options = { ...collection.options };
  for (const [field, value] of Object.entries(command)) {
    if (field === 'collMod' || IGNORABLE_OPTIONS.includes(field)) continue;
    if (field === 'index') {
      const change = value;
      const indexName =
        typeof change.name === 'string'
          ? change.name
          : collection.findIndexByKey(change.keyPattern ?? {});
      const spec = collection.indexSpecs().find((s) => s.name === indexName);
      if (!spec)
        throw new CommandError(27, 'IndexNotFound', `cannot find index ${JSON.stringify(change)}`);
      const updated = { ...spec };
      if (change.hidden !== void 0) updated.hidden = change.hidden === true ? true : void 0;
      if (change.expireAfterSeconds !== void 0)
        updated.expireAfterSeconds = change.expireAfterSeconds;
      for (const key of Object.keys(change))
        if (!['name', 'keyPattern', 'hidden', 'expireAfterSeconds'].includes(key))
          throw unknownField2('collMod.index', key, 'not supported by the embedded server');
      collection.replaceIndexSpec(JSON.parse(JSON.stringify(updated)));
    } else if (['validator', 'validationLevel', 'validationAction'].includes(field)) {
      assertNotView(collection);
      options[field] = value;
    } else if (field === 'viewOn' || field === 'pipeline') {
      if (collection.options.viewOn === void 0)
        throw new CommandError(72, 'InvalidOptions', 'not a view');
      options[field] = value;
    } else
      throw unknownField2(
        'collMod',
        field,
        LACKING[field] ?? 'not supported by the embedded server',
      );
  }
  assertValidatorOptions(options);
  context.storage.setOptions(collection, options);
  return { ok: 1 };
};
var drop = (command, context) => {
  const name3 = targetCollection(command, 'drop');
  const nIndexesWas = context.storage.dropCollection(context.db, name3);
  return { nIndexesWas, ns: `${context.db}.${name3}`, ok: 1 };
};
var dropDatabase = (_command, context) => {
  context.storage.dropDatabase(context.db);
  return { dropped: context.db, ok: 1 };
};
var listDatabases = (command, context) => {
  const databases = context.storage.databaseNames().map((name3) => ({
    name: name3,
    sizeOnDisk: 0,
    empty: context.storage.collections(name3).every((collection) => collection.size === 0),
  }));
  return command.nameOnly
    ? { databases: databases.map(({ name: name3 }) => ({ name: name3 })), ok: 1 }
    : { databases, totalSize: 0, ok: 1 };
};
var listCollections = (command, context) => {
  const filter = command.filter ?? {};
  const collections = context.storage
    .collections(context.db)
    .filter((collection) => filter.name === void 0 || collection.name === filter.name)
    .map((collection) => {
      const type = collection.options.viewOn !== void 0 ? 'view' : 'collection';
      if (command.nameOnly) return { name: collection.name, type };
      if (type === 'view')
        return {
          name: collection.name,
          type,
          options: collection.options,
          info: { readOnly: true },
        };
      return {
        name: collection.name,
        type,
        options: collection.options,
        info: { readOnly: false },
        idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
      };
    })
    .filter((entry) => filter.type === void 0 || entry.type === filter.type);
  return context.cursors.first(`${context.db}.$cmd.listCollections`, collections);
};
var createIndexes = (command, context) => {
  const name3 = targetCollection(command, 'createIndexes');
  const given = command.indexes;
  if (!Array.isArray(given) || given.length === 0)
    throw badValue('Must specify at least one index to create');
  const specs = given.map((spec) =>
    validIndexSpec(spec, command.ignoreUnknownIndexOptions === true),
  );
  const existed = context.storage.collection(context.db, name3) !== void 0;
  if (!existed) assertCreatableCollection(context.db, name3);
  const collection = context.storage.collection(context.db, name3, { create: true });
  const before = collection.indexSpecs().length;
  let created = 0;
  assertNotView(collection);
  for (const input of specs) {
    const collation = parseCollation(input.collation ?? collection.options.collation);
    const { collation: _given, ...rest } = input;
    const spec = collation ? { ...rest, collation: collation.spec } : rest;
    assertFitsCollection(collection, spec);
    if (collection.createIndex(spec)) created += 1;
  }
  return {
    numIndexesBefore: before,
    numIndexesAfter: collection.indexSpecs().length,
    createdCollectionAutomatically: !existed,
    ...(created === 0 ? { note: 'all indexes already exist' } : {}),
    ok: 1,
  };
};
var listIndexes = (command, context) => {
  const name3 = targetCollection(command, 'listIndexes');
  const collection = context.storage.collection(context.db, name3);
  if (!collection) throw namespaceNotFound(`ns does not exist: ${context.db}.${name3}`);
  return context.cursors.first(
    `${context.db}.${name3}`,
    collection.indexSpecs().map((spec) => ({ ...spec })),
  );
};
var dropIndexes = (command, context) => {
  const name3 = targetCollection(command, 'dropIndexes');
  const collection = context.storage.collection(context.db, name3);
  if (!collection) throw namespaceNotFound(`ns not found ${context.db}.${name3}`);
  const nIndexesWas = collection.indexSpecs().length;
  const target2 = command.index;
  if (target2 === '*') collection.dropAllIndexes();
  else if (typeof target2 === 'string') collection.dropIndex(target2);
  else if (Array.isArray(target2)) for (const index of target2) collection.dropIndex(String(index));
  else if (target2 && typeof target2 === 'object') {
    const found = collection.findIndexByKey(target2);
    if (!found) throw namespaceNotFound(`can't find index with key: ${JSON.stringify(target2)}`);
    collection.dropIndex(found);
  } else throw badValue('index must be a name, a key pattern, a list of names or "*"');
  return { nIndexesWas, ok: 1 };
};
var adminCommands = {
  create,
  collMod,
  drop,
  dropDatabase,
  listDatabases,
  listCollections,
  createIndexes,
  listIndexes,
  dropIndexes,
};

// ../../packages/embedded-mongo/src/commands/explain.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/query/select.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/query/sort.ts
init_esm_shims();
function sortFields(spec) {
  const fields = [];
  for (const [path, direction] of Object.entries(spec)) {
    if (typeof direction !== 'number') return void 0;
    fields.push({ path, direction: direction < 0 ? -1 : 1 });
  }
  return fields;
}
function sortKey(doc, { path, direction }) {
  const values = valuesAtPath(doc, path);
  let key = values[0];
  for (const value of values.slice(1)) if (compareValues(value, key) * direction < 0) key = value;
  return key;
}
function sortDocuments(docs, spec, env) {
  const fields = env.collation ? void 0 : sortFields(spec);
  if (!fields) return new Query2({}, mingoOptions(env)).find(docs).sort(spec).all();
  const keyed = docs.map((doc) => ({ doc, keys: fields.map((field) => sortKey(doc, field)) }));
  keyed.sort((a, b) => {
    for (const [i, field] of fields.entries()) {
      const order = compareValues(a.keys[i], b.keys[i]);
      if (order !== 0) return order * field.direction;
    }
    return 0;
  });
  return keyed.map(({ doc }) => doc);
}

// ../../packages/embedded-mongo/src/query/select.ts
var hasKeys = (value) => value !== void 0 && Object.keys(value).length > 0;
function take(docs, count2) {
  const taken = [];
  if (count2 === 0) return taken;
  for (const doc of docs) {
    taken.push(doc);
    if (taken.length === count2) break;
  }
  return taken;
}
function select(collection, selection, stats = newScanStats()) {
  const { filter, sort, skip = 0, limit = 0, env = NO_ENV } = selection;
  const plan = env.collation
    ? { kind: 'collscan' }
    : planQuery(collection, filter, hasKeys(sort) ? sort : void 0);
  const matches = runPlan(collection, plan, filter, stats, env);
  if (!hasKeys(sort) || (plan.kind === 'ixscan' && plan.sorted)) {
    const wanted = take(matches, limit ? skip + limit : void 0);
    return { docs: wanted.slice(skip), plan };
  }
  const sorted = sortDocuments([...matches], sort, env);
  return { docs: sorted.slice(skip, limit ? skip + limit : void 0), plan };
}

// ../../packages/embedded-mongo/src/storage/key-index.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/storage/deferred-build.ts
init_esm_shims();
var BUILD_ON_READ_MAX = 2e4;
var CLOCK_EVERY = 64;
var DeferredBuild = class {
  constructor(source) {
    this.source = source;
  }
  source;
  /** How often reads had to pass over the collection for this index (or asked the multikey question): the builder's priority. */
  demand = 0;
  /**
   * The holders passes found, per scope and key: still complete while the index is unbuilt, since
   * any write to the collection builds its indexes first. The interest lists' few values come
   * back in most friend suggestions, so after the first requests most of their reads need no pass.
   */
  found = {
    key: /* @__PURE__ */ new Map(),
    leading: /* @__PURE__ */ new Map(),
  };
  rest;
  multikey = /* @__PURE__ */ new Map();
  /** Whether a sliced build has begun (see advance). */
  get started() {
    return this.rest !== void 0;
  }
  /**
   * Whether a read should build the index now rather than pass over the collection: when the
   * collection is small. A large one is never built by a read (that read would wait for the whole
   * build); the background builder builds it, also while reads want it.
   */
  get dueForBuild() {
    return this.source.size() <= BUILD_ON_READ_MAX;
  }
  /**
   * Adds the collection's documents through `add`, continuing where the last call stopped, until
   * `deadline` (performance.now()); true once every document is added. Any write to the collection
   * builds its indexes to the end first (Index.build), so the documents passed over stay current.
   */
  advance(deadline, add) {
    const rest = (this.rest ??= this.source.entries()[Symbol.iterator]());
    for (let count2 = 0; ; count2 += 1) {
      if (count2 % CLOCK_EVERY === 0 && count2 > 0 && performance.now() >= deadline) return false;
      const next = rest.next();
      if (next.done) return true;
      add(...next.value);
    }
  }
  /**
   * The ids holding each wanted key, in the collection's order (the order a freshly built index
   * holds them in): those earlier passes found, the rest from one pass over the collection, where
   * `readerOf(missing)` gives at least the missing keys (of `scope`) a document holds.
   */
  holders(wanted, scope, readerOf) {
    const known = this.found[scope];
    const missing = /* @__PURE__ */ new Map();
    for (const key of wanted) if (!known.has(key)) missing.set(key, []);
    if (missing.size > 0) {
      this.demand += 1;
      const keysOf = readerOf([...missing.keys()]);
      for (const [id, stored] of this.source.entries())
        for (const key of keysOf(id, stored)) missing.get(key)?.push(id);
      for (const [key, ids2] of missing) known.set(key, ids2);
    }
    return new Map(wanted.map((key) => [key, known.get(key)]));
  }
  /** Whether some document holds an array at the field, found once by `find` (no write can come first). */
  isMultikey(field, find2) {
    let answer = this.multikey.get(field);
    if (answer === void 0) {
      this.demand += 1;
      this.multikey.set(field, (answer = find2()));
    }
    return answer;
  }
};

// ../../packages/embedded-mongo/src/storage/encoded.ts
init_esm_shims();
var storedBytes = /* @__PURE__ */ new WeakMap();
var receivedBytes = /* @__PURE__ */ new WeakMap();
function rememberReceived(doc, bytes) {
  receivedBytes.set(doc, bytes);
}
var DOCUMENTS = Buffer.from('documents', 'latin1');
function rememberReceivedDocuments(bytes, start, command) {
  const documents = command.documents;
  if (!Array.isArray(documents)) return;
  const end = start + readInt32(bytes, start) - 1;
  let arrayAt = -1;
  for (let at = start + 4; at < end;) {
    const nameEnd = nulAt(bytes, at + 1, end);
    if (bytes[at] === 4 && sameBytes(bytes, at + 1, nameEnd, DOCUMENTS)) arrayAt = nameEnd + 1;
    at = elementEnd(bytes, at, end);
  }
  if (arrayAt === -1) return;
  const arrayEnd = arrayAt + readInt32(bytes, arrayAt) - 1;
  for (let at = arrayAt + 4, i = 0; at < arrayEnd; i += 1) {
    const valueAt = nulAt(bytes, at + 1, arrayEnd) + 1;
    const next = elementEnd(bytes, at, arrayEnd);
    const doc = documents[i];
    if (bytes[at] === 3 && doc && typeof doc === 'object')
      receivedBytes.set(doc, bytes.subarray(valueAt, next));
    at = next;
  }
}
var ID_ELEMENT_NAME = [95, 105, 100, 0];
function isIdElement(bytes, at) {
  return ID_ELEMENT_NAME.every((byte, i) => bytes[at + 1 + i] === byte);
}
function withIdFirst(received, generatedId, fields) {
  const end = readInt32(received, 0) - 1;
  let idStart = -1;
  let idEnd = -1;
  let elements = 0;
  for (let at2 = 4; at2 < end; elements += 1) {
    const next = elementEnd(received, at2, end);
    if (isIdElement(received, at2)) [idStart, idEnd] = [at2, next];
    at2 = next;
  }
  if (elements + (generatedId ? 1 : 0) !== fields) return void 0;
  if (idStart === 4) return Buffer.from(received.subarray(0, end + 1));
  const idLength = generatedId ? 1 + ID_ELEMENT_NAME.length + 12 : idEnd - idStart;
  const out2 = Buffer.allocUnsafe(end + 1 + (generatedId ? idLength : 0));
  out2.writeInt32LE(out2.length, 0);
  let at = 4;
  if (generatedId) {
    out2[at] = 7;
    out2.set(ID_ELEMENT_NAME, at + 1);
    out2.set(generatedId.id, at + 1 + ID_ELEMENT_NAME.length);
    at += idLength;
    out2.set(received.subarray(4, end), at);
    at += end - 4;
  } else {
    out2.set(received.subarray(idStart, idEnd), at);
    at += idLength;
    out2.set(received.subarray(4, idStart), at);
    at += idStart - 4;
    out2.set(received.subarray(idEnd, end), at);
    at += end - idEnd;
  }
  out2[at] = 0;
  return out2;
}
function rememberStoredBytes(doc, bytes) {
  storedBytes.set(doc, bytes);
}
function knownStoredBytes(doc) {
  return storedBytes.get(doc);
}
function markStored(doc) {
  storedBytes.set(doc, void 0);
}
function markInsertedStored(doc, input, generatedId) {
  const received = receivedBytes.get(input);
  storedBytes.set(doc, received && withIdFirst(received, generatedId, Object.keys(doc).length));
}
function encodeDocument(doc) {
  if (!storedBytes.has(doc)) return serialize(doc);
  let bytes = storedBytes.get(doc);
  if (!bytes) storedBytes.set(doc, (bytes = serialize(doc)));
  return bytes;
}

// ../../packages/embedded-mongo/src/storage/key-needles.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/storage/recovered.ts
init_esm_shims();
var ID_NAME = Buffer.from('_id', 'latin1');
var TYPE_DOUBLE = 1;
var TYPE_STRING = 2;
var TYPE_DOCUMENT = 3;
var TYPE_ARRAY = 4;
var TYPE_OBJECT_ID = 7;
var TYPE_BOOLEAN = 8;
var TYPE_DATE = 9;
var TYPE_NULL = 10;
var TYPE_INT32 = 16;
var MAX_DATE_MS = 864e13;
var PUT_START = Buffer.from('op\0\0\0\0put\0ns\0', 'latin1');
var DOC_NAME = Buffer.from('doc\0', 'latin1');
function readEncodedPut(payload) {
  const end = payload.length - 1;
  if (readInt32(payload, 0) !== payload.length || payload[end] !== 0) return void 0;
  if (!sameBytes(payload, 4, 4 + PUT_START.length, PUT_START)) return void 0;
  const nsAt = 4 + PUT_START.length;
  const nsEnd = nsAt + 4 + readInt32(payload, nsAt) - 1;
  if (nsEnd >= end || payload[nsEnd] !== 0) return void 0;
  const docAt = nsEnd + 1 + DOC_NAME.length;
  if (!sameBytes(payload, nsEnd + 1, docAt, DOC_NAME)) return void 0;
  if (docAt + 5 > end || docAt + readInt32(payload, docAt) !== end) return void 0;
  return {
    ns: payload.toString('utf8', nsAt + 4, nsEnd),
    encoded: payload.subarray(docAt, end),
  };
}
function findElement(bytes, name3) {
  const end = readInt32(bytes, 0) - 1;
  let found;
  for (let at = 4; at < end;) {
    let nameEnd = at + 1;
    let same = 0;
    while (same < name3.length && bytes[nameEnd] === name3[same]) {
      nameEnd += 1;
      same += 1;
    }
    const matches = same === name3.length && bytes[nameEnd] === 0;
    if (!matches) nameEnd = nulAt(bytes, nameEnd, end);
    const type = bytes[at];
    if (matches) found = { type, at, valueAt: nameEnd + 1 };
    at = nameEnd + 1 + valueSize(bytes, type, nameEnd + 1);
  }
  return found;
}
function scalarKey(bytes, type, valueAt) {
  switch (type) {
    case TYPE_STRING:
      return `s:${bytes.toString('utf8', valueAt + 4, valueAt + 4 + readInt32(bytes, valueAt) - 1)}`;
    case TYPE_OBJECT_ID:
      return objectIdKey(bytes.toString('hex', valueAt, valueAt + 12));
    case TYPE_NULL:
      return 'null';
    case TYPE_BOOLEAN:
      return `b:${bytes[valueAt] === 1}`;
    case TYPE_INT32:
      return `n:${bytes.readInt32LE(valueAt)}`;
    case TYPE_DOUBLE:
      return `n:${bytes.readDoubleLE(valueAt)}`;
    case TYPE_DATE: {
      const time = Number(bytes.readBigInt64LE(valueAt));
      return Math.abs(time) <= MAX_DATE_MS ? `d:${time}` : void 0;
    }
    default:
      return void 0;
  }
}
function encodedIdKey(bytes) {
  const nameEnd = nulAt(bytes, 5, bytes.length);
  if (!sameBytes(bytes, 5, nameEnd, ID_NAME)) return void 0;
  const type = bytes[4];
  return type === TYPE_DOCUMENT ? void 0 : scalarKey(bytes, type, nameEnd + 1);
}
var MISSING2 = { keys: ['null'], isArray: false, missing: true };
var EMPTY_ARRAY = { keys: ['null'], isArray: true, missing: true };
function arrayKeys(bytes, arrayAt) {
  const end = arrayAt + readInt32(bytes, arrayAt) - 1;
  const keys = [];
  for (let at = arrayAt + 4; at < end; at = elementEnd(bytes, at, end)) {
    const key = scalarKey(bytes, bytes[at], nulAt(bytes, at + 1, end) + 1);
    if (key === void 0) return void 0;
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}
function encodedFieldKeys(bytes, field) {
  const element2 = findElement(bytes, field);
  if (!element2) return MISSING2;
  if (element2.type === TYPE_ARRAY) {
    const keys = arrayKeys(bytes, element2.valueAt);
    if (!keys) return void 0;
    return keys.length === 0 ? EMPTY_ARRAY : { keys, isArray: true, missing: false };
  }
  const key = scalarKey(bytes, element2.type, element2.valueAt);
  return key === void 0 ? void 0 : { keys: [key], isArray: false, missing: false };
}
function commonValue(bytes, type, valueAt) {
  switch (type) {
    case TYPE_DATE: {
      const time = Number(bytes.readBigInt64LE(valueAt));
      return Math.abs(time) <= MAX_DATE_MS ? { value: new Date(time) } : void 0;
    }
    case TYPE_OBJECT_ID:
      return { value: new ObjectId(Uint8Array.prototype.slice.call(bytes, valueAt, valueAt + 12)) };
    case TYPE_STRING:
      return {
        value: bytes.toString('utf8', valueAt + 4, valueAt + 4 + readInt32(bytes, valueAt) - 1),
      };
    case TYPE_INT32:
      return { value: bytes.readInt32LE(valueAt) };
    case TYPE_DOUBLE:
      return { value: bytes.readDoubleLE(valueAt) };
    default:
      return void 0;
  }
}
function encodedFieldValue(bytes, field) {
  const element2 = findElement(bytes, field);
  if (!element2) return { value: void 0 };
  if (element2.type === TYPE_ARRAY || element2.type === TYPE_DOCUMENT) return void 0;
  const common = commonValue(bytes, element2.type, element2.valueAt);
  if (common) return common;
  const end = elementEnd(bytes, element2.at, readInt32(bytes, 0) - 1);
  const alone = Buffer.allocUnsafe(end - element2.at + 5);
  alone.writeInt32LE(alone.length, 0);
  bytes.copy(alone, 4, element2.at, end);
  alone[alone.length - 1] = 0;
  const doc = deserialize(alone);
  for (const name3 in doc) return { value: doc[name3] };
  return { value: void 0 };
}
function encodedFieldIsArray(bytes, field) {
  return findElement(bytes, field)?.type === TYPE_ARRAY;
}
function decodeRecovered(bytes) {
  const doc = deserialize(bytes);
  recordNumberKinds(bytes, 0, doc);
  rememberStoredBytes(doc, bytes);
  return doc;
}

// ../../packages/embedded-mongo/src/storage/key-needles.ts
var TYPE_STRING2 = 2;
var TYPE_ARRAY2 = 4;
var TYPE_OBJECT_ID2 = 7;
var TYPE_DATE2 = 9;
var MAX_SEARCHED = 3;
function needleOf(key) {
  const text = key.slice(2);
  if (key.startsWith('s:')) return { key, type: TYPE_STRING2, bytes: Buffer.from(text, 'utf8') };
  if (key.startsWith('o:') && /^[0-9a-f]{24}$/.test(text))
    return { key, type: TYPE_OBJECT_ID2, bytes: Buffer.from(text, 'hex') };
  if (key.startsWith('d:') && /^-?\d+$/.test(text)) {
    const bytes = Buffer.alloc(8);
    bytes.writeBigInt64LE(BigInt(text));
    return { key, type: TYPE_DATE2, bytes };
  }
  return void 0;
}
function valueBounds(bytes, type, valueAt) {
  switch (type) {
    case TYPE_STRING2:
      return [valueAt + 4, valueAt + 4 + readInt32(bytes, valueAt) - 1];
    case TYPE_OBJECT_ID2:
      return [valueAt, valueAt + 12];
    case TYPE_DATE2:
      return [valueAt, valueAt + 8];
    default:
      return void 0;
  }
}
function discriminator(bytes, start, end) {
  return end > start ? (end - start) * 256 + bytes[end - 1] : -1;
}
var KeyNeedles = class _KeyNeedles {
  constructor(needles) {
    this.needles = needles;
    for (const needle of needles) {
      const at = discriminator(needle.bytes, 0, needle.bytes.length);
      const group = this.groups.get(at);
      if (group) group.push(needle);
      else this.groups.set(at, [needle]);
    }
  }
  needles;
  groups = /* @__PURE__ */ new Map();
  /** Needles for these keys, or undefined when one of them cannot be looked for in bytes. */
  static of(keys) {
    const needles = [];
    for (const key of keys) {
      const needle = needleOf(key);
      if (!needle) return void 0;
      needles.push(needle);
    }
    return new _KeyNeedles(needles);
  }
  /**
   * Whether finding the field costs less than searching the whole document once per value (a
   * native search each), which rules out most documents at once.
   */
  get cheaperToFind() {
    return this.needles.length > MAX_SEARCHED;
  }
  /** Whether the document's bytes contain one of the values anywhere (it may hold the key then). */
  mayBeIn(encoded) {
    return this.needles.some((needle) => encoded.includes(needle.bytes));
  }
  /**
   * The keys the field holds, as a value or as an element of an array value (what a single-field
   * index holds for the document: other values' keys are none of these).
   */
  heldBy(encoded, field) {
    const element2 = findElement(encoded, field);
    if (!element2) return [];
    if (element2.type !== TYPE_ARRAY2)
      return this.matching(encoded, element2.type, element2.valueAt);
    const held = [];
    const end = element2.valueAt + readInt32(encoded, element2.valueAt) - 1;
    for (let at = element2.valueAt + 4; at < end; at = elementEnd(encoded, at, end)) {
      for (const key of this.matching(encoded, encoded[at], nulAt(encoded, at + 1, end) + 1))
        if (!held.includes(key)) held.push(key);
    }
    return held;
  }
  matching(bytes, type, valueAt) {
    const bounds = valueBounds(bytes, type, valueAt);
    if (!bounds) return [];
    const [start, end] = bounds;
    const group = this.groups.get(discriminator(bytes, start, end));
    if (!group) return [];
    const found = [];
    for (const needle of group)
      if (needle.type === type && sameBytes(bytes, start, end, needle.bytes))
        found.push(needle.key);
    return found;
  }
};

// ../../packages/embedded-mongo/src/storage/key-index.ts
function formatKeyValue(value) {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === void 0 || value === null) return 'null';
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (typeof value === 'object' && 'toHexString' in value)
    return `ObjectId('${String(value.toHexString())}')`;
  return String(value);
}
function heldByOther(holders, id) {
  if (holders === void 0 || holders === id) return false;
  return typeof holders === 'string' || holders.size > 1 || !holders.has(id);
}
function addHolder(map, key, id) {
  const holders = map.get(key);
  if (holders === void 0) map.set(key, id);
  else if (holders instanceof Set) holders.add(id);
  else if (holders !== id) map.set(key, /* @__PURE__ */ new Set([holders, id]));
  return holders === void 0;
}
function removeHolder(map, key, id) {
  const holders = map.get(key);
  if (holders === id || (holders instanceof Set && holders.delete(id) && holders.size === 0)) {
    map.delete(key);
    return true;
  }
  return false;
}
function asIterable(holders) {
  if (holders === void 0) return [];
  return typeof holders === 'string' ? [holders] : holders;
}
function combinedKeys(perField) {
  let combos = [[]];
  for (const values of perField) {
    const unique2 = [...new Map(values.map((value) => [keyOf(value), value])).values()];
    combos = combos.flatMap((combo) => unique2.map((value) => [...combo, value]));
  }
  return combos.map((values) => ({ key: values.map(keyOf).join('\0'), values }));
}
function crossesArray(doc, path) {
  let current = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(current)) return true;
    if (current === null || typeof current !== 'object') return false;
    current = current[part];
  }
  return Array.isArray(current);
}
function bytesOf(stored) {
  if (stored instanceof Uint8Array) return stored;
  const bytes = knownStoredBytes(stored);
  return Buffer.isBuffer(bytes) ? bytes : void 0;
}
function leadingKeys(keys) {
  return new Set(keys.map(({ values }) => keyOf(values[0])));
}
var Index = class {
  constructor(specValue, namespace) {
    this.specValue = specValue;
    this.namespace = namespace;
    const spec = specValue;
    this.fold = parseCollation(spec.collation)?.fold;
    this.fields = Object.keys(spec.key);
    this.directions = Object.values(spec.key).map((direction) => Number(direction));
    if (this.fields.length > 1) this.leading = /* @__PURE__ */ new Map();
    const [only] = this.fields;
    if (this.fields.length === 1 && only !== void 0 && !only.includes('.') && !this.fold)
      this.plainField = only;
    if (spec.partialFilterExpression) this.partial = compileFilter(spec.partialFilterExpression);
    else if (this.fields.every((field) => !field.includes('.')) && !this.fold)
      this.encodedFieldNames = this.fields.map((field) => Buffer.from(field, 'utf8'));
  }
  specValue;
  namespace;
  fields;
  /** 1 or -1 per field; an index with another kind of key (text, 2dsphere) has no order. */
  directions;
  entries = /* @__PURE__ */ new Map();
  partial;
  plainField;
  /**
   * The fields' names as BSON spells them, to read the keys of a document recovery left encoded;
   * undefined when the index cannot (a dotted field, a partial index).
   */
  encodedFieldNames;
  ordered;
  /**
   * A compound index's holders per value of its first field, so a scan pinning that field finds
   * its few documents without the whole index in order (building that order over a large index
   * would delay the first query).
   */
  leading;
  /** Fields some document held an array at: a sort on them cannot come from the index order. */
  multikeyFields = /* @__PURE__ */ new Set();
  /** Set while the index is not built yet (see deferBuild): how it is read and built meanwhile. */
  unbuilt;
  /** A collated index keys strings by their folded form (query/collation.ts). */
  fold;
  get spec() {
    return this.specValue;
  }
  /** collMod's changes to options that leave the keys as they are. */
  respec(spec) {
    this.specValue = spec;
  }
  /**
   * Whether queries may read through it: not hidden, and keyed in binary order (a collated
   * index's folded keys answer uniqueness, not a binary query).
   */
  get readable() {
    return !this.spec.hidden && !this.fold;
  }
  /** Lookups are exact only for a plain single-field index that holds every document. */
  get usableForLookup() {
    return this.readable && this.fields.length === 1 && !this.spec.sparse && !this.partial;
  }
  /** Whether planned scans may use it: every document it should hold is in it, in a known order. */
  get orderable() {
    return this.readable && !this.partial && this.directions.every((d) => d === 1 || d === -1);
  }
  get sparse() {
    return this.spec.sparse === true;
  }
  isMultikey(field) {
    if (!this.fields.includes(field)) return false;
    const unbuilt = this.readableUnbuilt();
    if (unbuilt) return unbuilt.isMultikey(field, () => this.holdsArrays(unbuilt.source, field));
    return this.multikeyFields.has(field);
  }
  /** The deferred build a read goes through instead of building, or undefined once built (see deferred-build.ts). */
  readableUnbuilt() {
    if (this.unbuilt?.dueForBuild) this.build();
    return this.unbuilt;
  }
  keysOf(input) {
    if (this.partial && !this.partial(input)) return [];
    const doc = this.fold ? foldValue(input, this.fold) : input;
    if (this.plainField !== void 0) {
      const value = doc[this.plainField];
      if (!Array.isArray(value) && (value !== void 0 || !this.spec.sparse))
        return [{ key: keyOf(value), values: [value] }];
    }
    const perField = this.fields.map((field) => valuesAtPath(doc, field));
    if (this.spec.sparse && perField.every((values) => values.every((value) => value === void 0)))
      return [];
    return combinedKeys(perField);
  }
  /**
   * The keys of a document whose first field holds `first` (as a pinned scan's group found it):
   * only those, not the keys of its other first-field values (an activity's other participants).
   */
  keysWithFirst(doc, first) {
    return combinedKeys([
      [first],
      ...this.fields.slice(1).map((field) => valuesAtPath(doc, field)),
    ]);
  }
  /** Throws mongod's E11000 error if another document already holds one of this document's keys. */
  assertUnique(doc, id) {
    if (!this.spec.unique) return;
    this.build();
    for (const { key, values } of this.keysOf(doc)) {
      if (heldByOther(this.entries.get(key), id)) {
        const keyValue = Object.fromEntries(
          this.fields.map((field, i) => [field, values[i] ?? null]),
        );
        const shown = this.fields
          .map((field, i) => `${field}: ${formatKeyValue(values[i])}`)
          .join(', ');
        throw new DuplicateKeyError(
          `E11000 duplicate key error collection: ${this.namespace} index: ${this.spec.name} dup key: { ${shown} }`,
          Object.fromEntries(this.fields.map((field) => [field, 1])),
          keyValue,
        );
      }
    }
  }
  add(doc, id) {
    this.build();
    this.addKeys(doc, id);
  }
  addKeys(doc, id) {
    if (this.plainField === void 0 || Array.isArray(doc[this.plainField])) {
      for (const field of this.fields) if (crossesArray(doc, field)) this.multikeyFields.add(field);
    }
    const keys = this.keysOf(doc);
    for (const entry of keys)
      if (addHolder(this.entries, entry.key, id)) this.ordered?.insert(entry);
    if (this.leading) for (const first of leadingKeys(keys)) addHolder(this.leading, first, id);
  }
  remove(doc, id) {
    this.build();
    const keys = this.keysOf(doc);
    for (const entry of keys)
      if (removeHolder(this.entries, entry.key, id)) this.ordered?.delete(entry);
    if (this.leading) for (const first of leadingKeys(keys)) removeHolder(this.leading, first, id);
  }
  /** The ids of the documents holding this value. */
  lookup(value) {
    return this.holdersOf(keyOf(value));
  }
  /** The ids of the documents holding the key with this text (see keysOf). */
  holdersOf(key) {
    return this.holdersReader([key])(key);
  }
  /**
   * Reads the holders of each of these keys: from the index once built; before that from one pass
   * over the collection for all of them, or straight from the collection for `_id`.
   */
  holdersReader(keys) {
    const unbuilt = this.readableUnbuilt();
    if (!unbuilt) return (key) => asIterable(this.entries.get(key));
    if (this.spec.name === ID_INDEX.name) return (key) => (unbuilt.source.has(key) ? [key] : []);
    const found = unbuilt.holders(keys, 'key', (missing) => this.wantedKeysReader(missing, false));
    return (key) => found.get(key) ?? [];
  }
  /**
   * For a compound index, per value of `values`, the ids of the documents whose first field holds
   * it, or undefined when there are more than `max` in all (a document holding two of them counts
   * twice).
   */
  leadingGroups(values, max) {
    if (!this.leading) return void 0;
    const keys = values.map(keyOf);
    const unbuilt = this.readableUnbuilt();
    const found = unbuilt?.holders(keys, 'leading', (missing) =>
      this.wantedKeysReader(missing, true),
    );
    const groups = keys.map((key, i) => ({
      value: values[i],
      ids: found ? (found.get(key) ?? []) : [...asIterable(this.leading.get(key))],
    }));
    const size = groups.reduce((sum, { ids: ids2 }) => sum + ids2.length, 0);
    return size > max ? void 0 : groups;
  }
  get hasOrderedKeys() {
    return this.ordered !== void 0;
  }
  /** Pinned groups sorted on the spot (see plan-run's pinnedGroupKeys) since the index was built. */
  groupSorts = 0;
  /**
   * Whether a query may sort a pinned group's keys on the spot instead of walking the index's
   * whole order: while the index is unbuilt, and for its first `allowed` such queries. After that
   * the order is built once and kept by every write, so a query run again and again (a student's
   * page of notifications) stops decoding and sorting their documents each time.
   */
  sortsGroupOnTheSpot(allowed) {
    if (!this.isBuilt) return true;
    this.groupSorts += 1;
    return this.groupSorts <= allowed;
  }
  /** The distinct keys in index order, built from `source` (this index's collection) on first use. */
  orderedKeys(source) {
    if (this.unbuilt && !this.unbuilt.started) return this.buildWithOrder(source);
    this.build();
    if (this.ordered) return this.ordered;
    const distinct2 = /* @__PURE__ */ new Map();
    for (const [id, stored] of source.entries())
      for (const entry of this.keyEntriesOf(stored) ??
        this.keysOf(this.decodedOf(source, id, stored)))
        if (!distinct2.has(entry.key)) distinct2.set(entry.key, entry);
    return (this.ordered = new SortedKeys(this.directions, [...distinct2.values()]));
  }
  /**
   * Builds a deferred index and its order in one pass over the collection, each document's keys
   * read once (the first upcoming-activities query after a restart orders 100,000 activities).
   */
  buildWithOrder(source) {
    const distinct2 = /* @__PURE__ */ new Map();
    for (const [id, stored] of source.entries()) {
      let entries = this.keyEntriesOf(stored);
      if (entries) {
        for (const { key } of entries) addHolder(this.entries, key, id);
        if (this.leading)
          for (const first of leadingKeys(entries)) addHolder(this.leading, first, id);
      } else {
        const doc = this.decodedOf(source, id, stored);
        this.addKeys(doc, id);
        entries = this.keysOf(doc);
      }
      for (const entry of entries) if (!distinct2.has(entry.key)) distinct2.set(entry.key, entry);
    }
    this.unbuilt = void 0;
    return (this.ordered = new SortedKeys(this.directions, [...distinct2.values()]));
  }
  decodedOf(source, id, stored) {
    return stored instanceof Uint8Array ? source.decode(id, stored) : stored;
  }
  /**
   * A document's keys with their values, as keysOf gives them, read from its bytes where each field
   * holds one scalar: ordering 100,000 recovered activities by date this way decodes none of them
   * (decoding them all was most of the first upcoming-activities query after a restart).
   */
  keyEntriesOf(stored) {
    const bytes = bytesOf(stored);
    if (!bytes || !this.encodedFieldNames) return void 0;
    const values = [];
    for (const name3 of this.encodedFieldNames) {
      const read = encodedFieldValue(bytes, name3);
      if (!read) return void 0;
      values.push(read.value);
    }
    if (this.spec.sparse && values.every((value) => value === void 0)) return [];
    return [{ key: values.map(keyOf).join('\0'), values }];
  }
  /**
   * Leaves the index empty until it is needed, then builds it from `source` (its collection's
   * documents as they are at that moment). Recovery defers every index it restores, so a restart
   * only loads documents before the server answers; a write or a unique check builds the index it
   * touches first, and a read either builds it or passes over the collection (deferred-build.ts),
   * so nothing sees it incomplete.
   */
  deferBuild(source) {
    this.unbuilt = new DeferredBuild(source);
  }
  /** How often reads wanted this index before it was built (the background builder's priority). */
  get demand() {
    return this.unbuilt?.demand ?? 0;
  }
  get isBuilt() {
    return this.unbuilt === void 0;
  }
  /** Builds a deferred index now; nothing when it is built. */
  build() {
    this.buildUntil(Infinity);
  }
  /** Builds part of a deferred index, until `deadline` (performance.now()); true once it is built. */
  buildUntil(deadline) {
    const unbuilt = this.unbuilt;
    if (!unbuilt) return true;
    const built = unbuilt.advance(deadline, (id, stored) => {
      const bytes = bytesOf(stored);
      if (bytes && this.addEncoded(bytes, id)) return;
      this.addKeys(stored instanceof Uint8Array ? unbuilt.source.decode(id, stored) : stored, id);
    });
    if (built) this.unbuilt = void 0;
    return built;
  }
  /**
   * Reads which of the wanted keys (all fields' or the first field's) a stored document holds, from
   * its bytes where they allow: by comparing values in place where each key has one BSON spelling
   * (key-needles.ts), else by its keys after a look whether its bytes could hold any.
   */
  wantedKeysReader(wanted, firstFieldOnly) {
    const [name3] = this.encodedFieldNames ?? [];
    const single = firstFieldOnly || this.fields.length === 1;
    const needles = KeyNeedles.of(single ? wanted : wanted.map((key) => key.split('\0')[0]));
    return (id, stored) => {
      const bytes = bytesOf(stored);
      if (bytes && needles && !needles.cheaperToFind && !needles.mayBeIn(bytes)) return [];
      if (bytes && needles && name3 && single) return needles.heldBy(bytes, name3);
      return this.keysOfStored(id, stored, firstFieldOnly);
    };
  }
  /** The keys this index holds for a stored document, read from its bytes where they allow. */
  keysOfStored = (id, stored, firstFieldOnly) => {
    const bytes = bytesOf(stored);
    const read = bytes && this.encodedKeys(bytes);
    if (read) return firstFieldOnly ? (read.first ?? []) : read.keys;
    const doc = stored instanceof Uint8Array ? this.unbuilt.source.decode(id, stored) : stored;
    const keys = this.keysOf(doc);
    return firstFieldOnly ? [...leadingKeys(keys)] : keys.map(({ key }) => key);
  };
  /** Whether some document of the collection holds an array at the field (as addKeys notes it). */
  holdsArrays(source, field) {
    const name3 = this.encodedFieldNames?.[this.fields.indexOf(field)];
    for (const [id, stored] of source.entries()) {
      const bytes = bytesOf(stored);
      const isArray2 =
        bytes && name3
          ? encodedFieldIsArray(bytes, name3)
          : crossesArray(this.decodedOf(source, id, stored), field);
      if (isArray2) return true;
    }
    return false;
  }
  /**
   * The keys of a document recovery left encoded, read from its bytes as keysOf would give them
   * (`first`: its first field's, undefined when a sparse index leaves it out), so building `email_1`
   * or the interest lists' multikey indexes after a restart decodes nothing; undefined when the
   * document must be decoded (a dotted or partial index, or a value that is no plain scalar or
   * array of them).
   */
  encodedKeys(encoded) {
    if (this.encodedFieldNames === void 0) return void 0;
    const perField = [];
    for (const name3 of this.encodedFieldNames) {
      const field = encodedFieldKeys(encoded, name3);
      if (field === void 0) return void 0;
      perField.push(field);
    }
    const arrays = perField.map((field) => field.isArray);
    if (this.spec.sparse && perField.every((field) => field.missing)) return { keys: [], arrays };
    let keys = perField[0].keys;
    for (const field of perField.slice(1))
      keys = keys.flatMap((key) => field.keys.map((next) => `${key}\0${next}`));
    return { keys, first: perField[0].keys, arrays };
  }
  /** Adds an encoded document by the keys read from its bytes; false when it must be decoded. */
  addEncoded(encoded, id) {
    const read = this.encodedKeys(encoded);
    if (!read) return false;
    read.arrays.forEach((isArray2, i) => isArray2 && this.multikeyFields.add(this.fields[i]));
    for (const key of read.keys) addHolder(this.entries, key, id);
    if (this.leading && read.first)
      for (const first of read.first) addHolder(this.leading, first, id);
    return true;
  }
};

// ../../packages/embedded-mongo/src/commands/explain.ts
function formatBound(value, open) {
  return value === void 0 ? open : formatKeyValue(value);
}
function describeBounds(bounds, direction) {
  if (!bounds) return ['[MinKey, MaxKey]'];
  if (bounds.kind === 'points') {
    const points = bounds.values.map(
      (value) => `[${formatKeyValue(value)}, ${formatKeyValue(value)}]`,
    );
    return direction < 0 ? points.reverse() : points;
  }
  const lowInclusive = bounds.low?.inclusive !== false;
  const highInclusive = bounds.high?.inclusive !== false;
  const low = formatBound(bounds.low?.value, 'MinKey');
  const high = formatBound(bounds.high?.value, 'MaxKey');
  return direction > 0
    ? [`${lowInclusive ? '[' : '('}${low}, ${high}${highInclusive ? ']' : ')'}`]
    : [`${highInclusive ? '[' : '('}${high}, ${low}${lowInclusive ? ']' : ')'}`];
}
function describePlan(plan, selection) {
  const { filter = {}, sort, skip = 0, limit = 0 } = selection;
  let stage;
  if (plan.kind === 'collscan') {
    stage = { stage: 'COLLSCAN', filter, direction: 'forward' };
  } else {
    const { index, bounds, forward } = plan;
    const walk2 = forward ? 1 : -1;
    const ixscan = {
      stage: 'IXSCAN',
      keyPattern: index.spec.key,
      indexName: index.spec.name,
      isMultiKey: index.fields.some((field) => index.isMultikey(field)),
      isUnique: index.spec.unique === true,
      isSparse: index.sparse,
      isPartial: false,
      indexVersion: 2,
      direction: forward ? 'forward' : 'backward',
      indexBounds: Object.fromEntries(
        index.fields.map((field, i) => [
          field,
          describeBounds(bounds[i], (index.directions[i] ?? 1) * walk2),
        ]),
      ),
    };
    stage = plan.exact
      ? { stage: 'FETCH', inputStage: ixscan }
      : { stage: 'FETCH', filter, inputStage: ixscan };
  }
  const sorting = sort !== void 0 && Object.keys(sort).length > 0;
  if (sorting && !(plan.kind === 'ixscan' && plan.sorted)) {
    stage = {
      stage: 'SORT',
      sortPattern: sort,
      type: 'simple',
      ...(limit ? { limitAmount: skip + limit } : {}),
      inputStage: stage,
    };
  }
  if (skip) stage = { stage: 'SKIP', skipAmount: skip, inputStage: stage };
  if (limit) stage = { stage: 'LIMIT', limitAmount: limit, inputStage: stage };
  return stage;
}
function explainedSelection(inner) {
  const [name3] = Object.keys(inner);
  switch (name3) {
    case 'find':
      return {
        selection: {
          filter: inner.filter,
          sort: inner.sort,
          skip: inner.skip,
          limit: typeof inner.limit === 'number' ? Math.abs(inner.limit) : 0,
        },
      };
    case 'count':
    case 'distinct':
      return { selection: { filter: inner.query } };
    case 'aggregate': {
      const pipeline = inner.pipeline;
      if (!Array.isArray(pipeline))
        throw badValue("'pipeline' option must be specified as an array");
      const [first, ...rest] = pipeline;
      if (first && '$match' in first) return { selection: { filter: first.$match }, rest };
      return { selection: {}, rest: pipeline };
    }
    default:
      throw badValue(`Explain is not supported for the command '${name3}' by the embedded server`);
  }
}
var explain = (command, context) => {
  const inner = command.explain;
  if (!inner || typeof inner !== 'object') throw badValue('explain needs a command document');
  const [name3] = Object.keys(inner);
  const collectionName = targetCollection(inner, name3 ?? '');
  const collection = context.storage.collection(context.db, collectionName);
  const { selection, rest } = explainedSelection(inner);
  const stats = newScanStats();
  const started = performance.now();
  const { docs, plan } = select(collection, selection, stats);
  const winningPlan = describePlan(plan, selection);
  const queryPlanner = {
    namespace: `${context.db}.${collectionName}`,
    parsedQuery: selection.filter ?? {},
    indexFilterSet: false,
    winningPlan,
    rejectedPlans: [],
  };
  const verbosity = typeof command.verbosity === 'string' ? command.verbosity : 'allPlansExecution';
  const executionStats =
    verbosity === 'queryPlanner'
      ? void 0
      : {
          executionSuccess: true,
          nReturned: docs.length,
          executionTimeMillis: Math.round(performance.now() - started),
          totalKeysExamined: stats.keysExamined,
          totalDocsExamined: stats.docsExamined,
          executionStages: winningPlan,
        };
  const planned = executionStats ? { queryPlanner, executionStats } : { queryPlanner };
  if (rest && rest.length > 0)
    return { explainVersion: '1', stages: [{ $cursor: planned }, ...rest], command: inner, ok: 1 };
  return { explainVersion: '1', ...planned, command: inner, ok: 1 };
};
var explainCommands = { explain };

// ../../packages/embedded-mongo/src/commands/handshake.ts
init_esm_shims();
var SERVER_VERSION = '7.0.0';
var MAX_WIRE_VERSION = 21;
var hello = (_command, context) => ({
  helloOk: true,
  isWritablePrimary: true,
  ismaster: true,
  maxBsonObjectSize: 16 * 1024 * 1024,
  maxMessageSizeBytes: 48e6,
  maxWriteBatchSize: 1e5,
  localTime: /* @__PURE__ */ new Date(),
  logicalSessionTimeoutMinutes: 30,
  connectionId: context.connectionId,
  minWireVersion: 0,
  maxWireVersion: MAX_WIRE_VERSION,
  readOnly: false,
  ok: 1,
});
var buildInfo = () => ({
  version: SERVER_VERSION,
  versionArray: SERVER_VERSION.split('.').map(Number).concat(0),
  gitVersion: 'embedded',
  bits: 64,
  maxBsonObjectSize: 16 * 1024 * 1024,
  storageEngines: ['embedded'],
  ok: 1,
});
var startedAt = Date.now();
var handshakeCommands = {
  hello,
  ismaster: hello,
  isMaster: hello,
  ping: () => ({ ok: 1 }),
  buildInfo,
  buildinfo: buildInfo,
  getParameter: () => ({ featureCompatibilityVersion: { version: '7.0' }, ok: 1 }),
  endSessions: () => ({ ok: 1 }),
  serverStatus: (_command, context) => ({
    host: 'embedded',
    version: SERVER_VERSION,
    process: 'embedded-mongo',
    pid: process.pid,
    uptime: Math.floor((Date.now() - startedAt) / 1e3),
    localTime: /* @__PURE__ */ new Date(),
    connections: { current: context.connectionId },
    // As mongod reports on Linux: the server process's CPU time, for per-operation cost figures.
    extra_info: {
      user_time_us: process.cpuUsage().user,
      system_time_us: process.cpuUsage().system,
    },
    ok: 1,
  }),
  whatsmyuri: () => ({ you: '127.0.0.1', ok: 1 }),
  connectionStatus: () => ({
    authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
    ok: 1,
  }),
  hostInfo: () => ({ system: { hostname: 'embedded' }, os: { type: process.platform }, ok: 1 }),
};

// ../../packages/embedded-mongo/src/commands/read.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/query/projection.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/query/find-projection.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/query/positional.ts
init_esm_shims();
var isPositional = (part) => part === '$' || (part.startsWith('$[') && part.endsWith(']'));
function conditionsOn(filter, path) {
  const found = [];
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition))
      for (const clause of condition) found.push(...conditionsOn(clause, path));
    else if (key === path) found.push({ e: condition });
    else if (key.startsWith(`${path}.`))
      found.push({ [`e.${key.slice(path.length + 1)}`]: condition });
  }
  return found;
}
var passes = (query, element2) => query.test({ e: [element2] });
function firstMatchingIndex(array, path, filter) {
  const queries = conditionsOn(filter, path).map((c) => new Query2(c, queryOptions));
  if (queries.length === 0) return -1;
  return array.findIndex((e) => queries.every((q) => passes(q, e)));
}
function arrayFilterQueries(arrayFilters) {
  const queries = /* @__PURE__ */ new Map();
  for (const filter of arrayFilters) {
    const keys = Object.keys(filter);
    const id = keys[0]?.split('.')[0];
    if (!id)
      throw badValue('Cannot use an expression without a top-level field name in arrayFilters');
    const renamed = {};
    for (const key of keys) renamed[`e${key.slice(id.length)}`] = filter[key];
    queries.set(id, new Query2(renamed, queryOptions));
  }
  return queries;
}
function expand(doc, parts, prefix, resolver) {
  const at = parts.findIndex(isPositional);
  if (at === -1) return [[...prefix, ...parts].join('.')];
  const arrayPath = [...prefix, ...parts.slice(0, at)];
  let array = doc;
  for (const part of arrayPath) array = array?.[part];
  const token = parts[at];
  const rest = parts.slice(at + 1);
  if (!Array.isArray(array)) {
    if (token === '$') throw positionalNoMatch();
    throw badValue(
      `The path '${arrayPath.join('.')}' must exist in the document in order to apply array updates.`,
    );
  }
  let indexes;
  if (token === '$') {
    const index = firstMatchingIndex(array, arrayPath.join('.'), resolver.filter);
    if (index === -1) throw positionalNoMatch();
    indexes = [index];
  } else if (token === '$[]') {
    indexes = array.map((_, i) => i);
  } else {
    const id = token.slice(2, -1);
    const query = resolver.arrayFilters.get(id);
    if (!query)
      throw badValue(`No array filter found for identifier '${id}' in path '${parts.join('.')}'`);
    indexes = array.flatMap((e, i) => (passes(query, e) ? [i] : []));
  }
  return indexes.flatMap((i) => expand(doc, rest, [...arrayPath, String(i)], resolver));
}
var positionalNoMatch = () =>
  badValue('The positional operator did not find the match needed from the query.');
function resolvePositional(doc, operators, filter, arrayFilters) {
  const positional = Object.values(operators).some(
    (fields) =>
      fields &&
      typeof fields === 'object' &&
      Object.keys(fields).some((path) => path.split('.').some(isPositional)),
  );
  if (!positional) return operators;
  const resolver = { filter, arrayFilters: arrayFilterQueries(arrayFilters) };
  const resolved = {};
  for (const [operator, fields] of Object.entries(operators)) {
    if (!fields || typeof fields !== 'object') {
      resolved[operator] = fields;
      continue;
    }
    const out2 = {};
    for (const [path, value] of Object.entries(fields)) {
      const parts = path.split('.');
      const concretes = parts.some(isPositional) ? expand(doc, parts, [], resolver) : [path];
      for (const concrete of concretes) {
        out2[concrete] = value;
        setNumberKind(out2, concrete, numberKind(fields, path));
      }
    }
    resolved[operator] = out2;
  }
  return resolved;
}

// ../../packages/embedded-mongo/src/query/find-projection.ts
var isPlain3 = (value) =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
function addPath(tree, parts) {
  const [head, ...rest] = parts;
  if (rest.length === 0) {
    tree.set(head, true);
    return;
  }
  let child = tree.get(head);
  if (child === true) return;
  if (!child) tree.set(head, (child = /* @__PURE__ */ new Map()));
  addPath(child, rest);
}
function include(value, tree) {
  if (Array.isArray(value))
    return value
      .filter((item) => isPlain3(item) || Array.isArray(item))
      .map((item) => include(item, tree));
  if (!isPlain3(value)) return void 0;
  const out2 = {};
  for (const [key, item] of Object.entries(value)) {
    const sub = tree.get(key);
    if (sub === true) out2[key] = item;
    else if (sub) {
      const kept = include(item, sub);
      if (kept !== void 0) out2[key] = kept;
    }
  }
  copyNumberKinds(value, out2);
  return out2;
}
function exclude(value, tree) {
  if (Array.isArray(value)) return value.map((item) => exclude(item, tree));
  if (!isPlain3(value)) return value;
  const out2 = {};
  for (const [key, item] of Object.entries(value)) {
    const sub = tree.get(key);
    if (sub === true) continue;
    out2[key] = sub ? exclude(item, sub) : item;
  }
  copyNumberKinds(value, out2);
  return out2;
}
function getPath2(doc, parts) {
  let current = doc;
  for (const part of parts) current = isPlain3(current) ? current[part] : void 0;
  return current;
}
function setPath(doc, parts, value) {
  let current = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isPlain3(current[part])) return;
    current = current[part] = { ...current[part] };
  }
  if (value === void 0) delete current[parts.at(-1)];
  else current[parts.at(-1)] = value;
}
function slice(array, operand) {
  if (!Array.isArray(array)) return array;
  if (typeof operand === 'number')
    return operand >= 0 ? array.slice(0, operand) : array.slice(operand);
  if (Array.isArray(operand) && operand.length === 2) {
    const [skip, limit] = operand;
    if (limit <= 0) throw badValue('$slice limit must be positive');
    const start = skip < 0 ? Math.max(0, array.length + skip) : skip;
    return array.slice(start, start + limit);
  }
  throw badValue('$slice only supports numbers and [skip, limit] arrays');
}
function elemMatch(array, condition) {
  if (!Array.isArray(array)) return void 0;
  const operatorsOnly = Object.keys(condition).every(
    (key) => key.startsWith('$') && !['$and', '$or', '$nor'].includes(key),
  );
  const query = new Query2(operatorsOnly ? { v: condition } : condition, queryOptions);
  const found = array.find((item) => query.test(operatorsOnly ? { v: item } : item));
  return found === void 0 ? void 0 : [found];
}
function needsFindProjection(projection) {
  return Object.entries(projection).some(
    ([key, value]) =>
      key.endsWith('.$') ||
      (isPlain3(value) && ('$slice' in value || '$elemMatch' in value)) ||
      key.includes('.'),
  );
}
function projectForFind(doc, projection, filter) {
  const included2 = /* @__PURE__ */ new Map();
  const excluded = /* @__PURE__ */ new Map();
  const slices = [];
  const matches = [];
  let positional;
  let withId = true;
  let computed = false;
  for (const [key, value] of Object.entries(projection)) {
    const parts = key.split('.');
    if (key === '_id' && (value === 0 || value === false)) withId = false;
    else if (key.endsWith('.$')) {
      if (positional)
        throw badValue('Cannot specify more than one positional projection per query.');
      positional = parts.slice(0, -1);
      addPath(included2, positional);
    } else if (isPlain3(value) && '$slice' in value) slices.push([parts, value.$slice]);
    else if (isPlain3(value) && '$elemMatch' in value) {
      matches.push([parts, value.$elemMatch]);
      addPath(included2, parts);
    } else if (value === 0 || value === false) addPath(excluded, parts);
    else if (value === 1 || value === true) addPath(included2, parts);
    else computed = true;
  }
  if (computed)
    throw badValue(
      'computed fields beside $slice, $elemMatch or a positional projection are not supported by the embedded server',
    );
  if (included2.size > 0 && excluded.size > 0) {
    const [field] = excluded.keys();
    throw new CommandError(
      31254,
      'Location31254',
      `Cannot do exclusion on field ${field} in inclusion projection`,
    );
  }
  if (included2.size > 0) for (const [parts] of slices) addPath(included2, parts);
  let out2;
  if (included2.size > 0) {
    out2 = include(doc, included2);
    if (withId && doc._id !== void 0) out2 = { _id: doc._id, ...out2 };
    else if (!withId) delete out2._id;
  } else {
    out2 = exclude(doc, excluded);
    if (!withId) delete out2._id;
  }
  copyNumberKinds(doc, out2);
  for (const [parts, operand] of slices)
    setPath(out2, parts, slice(getPath2(out2, parts), operand));
  for (const [parts, condition] of matches)
    setPath(out2, parts, elemMatch(getPath2(doc, parts), condition));
  if (positional) {
    const array = getPath2(doc, positional);
    const index = Array.isArray(array)
      ? firstMatchingIndex(array, positional.join('.'), filter)
      : -1;
    if (index === -1)
      throw badValue(
        "Executor error during find command :: caused by :: positional operator '.$' couldn't find a matching element in the array",
      );
    setPath(out2, positional, [array[index]]);
  }
  return out2;
}

// ../../packages/embedded-mongo/src/query/projection-kind.ts
init_esm_shims();
function kindOf(field, value) {
  if (field === '_id') return void 0;
  if (value === 0 || value === false) return 'exclusion';
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const [operator] = Object.keys(value);
    if (operator === '$slice' || operator === '$elemMatch') return void 0;
    if (operator !== void 0 && !operator.startsWith('$')) {
      for (const [inner, innerValue] of Object.entries(value)) {
        const kind = kindOf(inner, innerValue);
        if (kind) return kind;
      }
      return void 0;
    }
  }
  return 'inclusion';
}
function assertOneProjectionKind(projection) {
  let first;
  for (const [field, value] of Object.entries(projection)) {
    const kind = kindOf(field, value);
    if (!kind) continue;
    first ??= kind;
    if (kind === first) continue;
    throw first === 'inclusion'
      ? new CommandError(
          31254,
          'Location31254',
          `Cannot do exclusion on field ${field} in inclusion projection`,
        )
      : new CommandError(
          31253,
          'Location31253',
          `Cannot do inclusion on field ${field} in exclusion projection`,
        );
  }
}

// ../../packages/embedded-mongo/src/query/projection.ts
var included = (value) => value === 1 || value === true;
function plainInclusion(projection) {
  const fields = /* @__PURE__ */ new Set();
  let withId = true;
  for (const [field, value] of Object.entries(projection)) {
    if (field === '_id' && !included(value)) withId = false;
    else if (field.includes('.') || field.startsWith('$') || !included(value)) return void 0;
    else fields.add(field);
  }
  if (fields.size === 0) return void 0;
  return [...fields, ...(withId ? ['_id'] : [])].map((field) => Buffer.from(field, 'utf8'));
}
function isOneOf(bytes, from, to, names) {
  for (const name3 of names) if (sameBytes(bytes, from, to, name3)) return true;
  return false;
}
function copyInto(out2, at, bytes, from, to) {
  if (to - from > 64) out2.set(bytes.subarray(from, to), at);
  else for (let i = from; i < to; i += 1) out2[at + i - from] = bytes[i];
}
function includedBytes(bytes, names) {
  const end = readInt32(bytes, 0) - 1;
  const kept = [];
  let size = 4 + 1;
  for (let at = 4; at < end;) {
    const nameEnd = nulAt(bytes, at + 1, end);
    const next = elementEnd(bytes, at, end);
    if (isOneOf(bytes, at + 1, nameEnd, names)) {
      kept.push(at, next);
      size += next - at;
    }
    at = next;
  }
  const out2 = Buffer.allocUnsafe(size);
  let to = out2.writeInt32LE(size, 0);
  for (let i = 0; i < kept.length; i += 2) {
    copyInto(out2, to, bytes, kept[i], kept[i + 1]);
    to += kept[i + 1] - kept[i];
  }
  out2[to] = 0;
  return out2;
}
function projectDocuments(docs, projection, filter = {}) {
  const names = plainInclusion(projection);
  if (names) return { docs, encode: (doc) => includedBytes(encodeDocument(doc), names) };
  assertOneProjectionKind(projection);
  if (needsFindProjection(projection))
    return { docs: docs.map((doc) => projectForFind(doc, projection, filter)) };
  const projected = new Query2({}, queryOptions).find(docs, projection).all();
  projected.forEach((doc, i) => copyNumberKinds(docs[i], doc));
  return { docs: projected };
}

// ../../packages/embedded-mongo/src/commands/index-keys.ts
init_esm_shims();
function keyValues(doc, fields) {
  return fields.map((field) => valuesAtPath(doc, field)[0] ?? null);
}
function hintedSpec(specs, hint) {
  if (typeof hint === 'string') return specs.find((spec) => spec.name === hint);
  return specs.find((spec) => JSON.stringify(spec.key) === JSON.stringify(hint));
}
function boundValues(bound, fields) {
  if (bound === null || typeof bound !== 'object' || Object.keys(bound).length === 0) return void 0;
  const names = Object.keys(bound);
  if (names.length !== fields.length || names.some((name3, i) => name3 !== fields[i]))
    throw new CommandError(
      51174,
      'Location51174',
      'The index chosen is not consistent with min/max',
    );
  return Object.values(bound);
}
function withinKeyRange(docs, spec, min, max) {
  if (!spec)
    throw new CommandError(
      51173,
      'Location51173',
      'When using min()/max() a hint of which index to use must be specified',
    );
  const fields = Object.keys(spec.key);
  const directions = Object.values(spec.key).map((d) => (Number(d) < 0 ? -1 : 1));
  const low = boundValues(min, fields);
  const high = boundValues(max, fields);
  const compare3 = (key, bound) => {
    for (let i = 0; i < key.length; i += 1) {
      const c = compareValues(key[i], bound[i]) * directions[i];
      if (c !== 0) return c;
    }
    return 0;
  };
  return docs.filter((doc) => {
    const key = keyValues(doc, fields);
    return (!low || compare3(key, low) >= 0) && (!high || compare3(key, high) < 0);
  });
}
function indexKeys(docs, spec) {
  if (!spec) return docs.map(() => ({}));
  const fields = Object.keys(spec.key);
  return docs.map((doc) => {
    const values = keyValues(doc, fields);
    return Object.fromEntries(fields.map((field, i) => [field, values[i]]));
  });
}

// ../../packages/embedded-mongo/src/commands/record-ids.ts
init_esm_shims();
var ids = /* @__PURE__ */ new WeakMap();
function withRecordIds(collection, docs) {
  if (!collection) return docs;
  let known = ids.get(collection);
  if (!known) ids.set(collection, (known = { next: 1, byId: /* @__PURE__ */ new Map() }));
  const table = known;
  return docs.map((doc) => {
    const key = keyOf(doc._id);
    let id = table.byId.get(key);
    if (id === void 0) table.byId.set(key, (id = table.next++));
    return { ...doc, $recordId: Long.fromNumber(id) };
  });
}

// ../../packages/embedded-mongo/src/commands/read.ts
var hasKeys2 = (value) =>
  value !== null && typeof value === 'object' && Object.keys(value).length > 0;
function asBigInt2(value) {
  if (value instanceof Long) return value.toBigInt();
  if (typeof value === 'number' || typeof value === 'bigint') return BigInt(value);
  throw badValue('cursor id must be a number');
}
function matching(collection, filter, env = NO_ENV, context) {
  if (context && collection?.options.viewOn !== void 0)
    return runPipeline(context, collection.name, filter ? [{ $match: filter }] : [], env);
  const plan = env.collation ? { kind: 'collscan' } : planQuery(collection, filter);
  return [...runPlan(collection, plan, filter, void 0, env)];
}
var find = (command, context) => {
  const name3 = targetCollection(command, 'find');
  const collection = context.storage.collection(context.db, name3);
  assertFindOptions(command, collection);
  const order = hintedOrder(collection, command.hint);
  const ranged = hasKeys2(command.min) || hasKeys2(command.max);
  const skip = command.skip;
  const limit = typeof command.limit === 'number' ? command.limit : 0;
  const selection = {
    filter: command.filter,
    sort: hasKeys2(command.sort) ? command.sort : order,
    skip: ranged ? void 0 : skip,
    limit: ranged ? 0 : limit,
    env: commandEnv(command, collection),
  };
  const hinted = hintedSpec(collection?.indexSpecs() ?? [], command.hint);
  let usedIndex = hinted;
  let selected;
  if (collection?.options.viewOn !== void 0) selected = viewSelection(context, name3, selection);
  else {
    const { docs: docs2, plan } = select(collection, selection);
    selected = docs2;
    usedIndex ??= plan.kind === 'ixscan' ? plan.index.spec : void 0;
  }
  if (ranged) {
    const inRange2 = withinKeyRange(selected, hinted, command.min, command.max);
    selected = inRange2.slice(skip ?? 0, limit ? (skip ?? 0) + limit : void 0);
  }
  if (command.returnKey === true) selected = indexKeys(selected, usedIndex);
  const projection = command.returnKey === true ? void 0 : command.projection;
  let { docs, encode } =
    projection && Object.keys(projection).length > 0
      ? projectDocuments(selected, projection, command.filter ?? {})
      : { docs: selected, encode: void 0 };
  if (command.showRecordId === true && command.returnKey !== true) {
    const shown = encode ? docs.map((doc) => deserialize(encode(doc))) : docs;
    docs = withRecordIds(collection, shown);
    encode = void 0;
  }
  return context.cursors.first(`${context.db}.${name3}`, docs, {
    batchSize: command.batchSize,
    singleBatch: command.singleBatch === true,
    encode,
  });
};
function viewSelection(context, name3, selection) {
  const { filter, sort, skip, limit, env } = selection;
  const stages = [];
  if (filter && Object.keys(filter).length > 0) stages.push({ $match: filter });
  if (sort && Object.keys(sort).length > 0) stages.push({ $sort: sort });
  if (skip) stages.push({ $skip: skip });
  if (limit) stages.push({ $limit: limit });
  return runPipeline(context, name3, stages, env ?? NO_ENV);
}
var getMore = (command, context) =>
  context.cursors.more(asBigInt2(command.getMore), command.batchSize);
var killCursors = (command, context) => {
  const ids2 = (command.cursors ?? []).map(asBigInt2);
  const { killed, notFound } = context.cursors.kill(ids2);
  return {
    cursorsKilled: killed.map((id) => Long.fromBigInt(id)),
    cursorsNotFound: notFound.map((id) => Long.fromBigInt(id)),
    cursorsAlive: [],
    cursorsUnknown: [],
    ok: 1,
  };
};
var count = (command, context) => {
  const collection = context.storage.collection(context.db, targetCollection(command, 'count'));
  const env = commandEnv(command, collection);
  hintedOrder(collection, command.hint);
  let n = matching(collection, command.query, env, context).length;
  n = Math.max(0, n - (command.skip || 0));
  if (command.limit) n = Math.min(n, Math.abs(command.limit));
  return { n, ok: 1 };
};
var distinct = (command, context) => {
  const collection = context.storage.collection(context.db, targetCollection(command, 'distinct'));
  if (typeof command.key !== 'string') throw badValue('distinct key must be a string');
  const env = commandEnv(command, collection);
  const fold = env.collation?.fold;
  const values = /* @__PURE__ */ new Map();
  for (const doc of matching(collection, command.query, env, context)) {
    for (const value of valuesAtPath(doc, command.key)) {
      const key = keyOf(fold ? foldValue(value, fold) : value);
      if (value !== void 0 && !values.has(key)) values.set(key, value);
    }
  }
  return { values: [...values.values()], ok: 1 };
};
var aggregate = (command, context) => {
  if (command.explain === true) {
    const { explain: _explain, $db, ...inner } = command;
    return explainCommands.explain({ explain: inner, verbosity: 'queryPlanner', $db }, context);
  }
  const name3 = typeof command.aggregate === 'string' ? command.aggregate : void 0;
  const batchSize = command.cursor?.batchSize;
  assertNotNegative(batchSize, 'batchSize');
  const docs = aggregatePipeline(command, context);
  return context.cursors.first(`${context.db}.${name3 ?? '$cmd.aggregate'}`, docs, { batchSize });
};
var readCommands = {
  find,
  getMore,
  killCursors,
  count,
  distinct,
  aggregate,
};

// ../../packages/embedded-mongo/src/commands/mingo-errors.ts
init_esm_shims();
var GEO = /* @__PURE__ */ new Set([
  '$near',
  '$nearSphere',
  '$geoWithin',
  '$geoIntersects',
  '$within',
  '$box',
  '$center',
  '$centerSphere',
  '$polygon',
  '$geometry',
  '$maxDistance',
  '$minDistance',
]);
function mongodError(message) {
  const stage = /^unregistered pipeline operator (\$\w+)/.exec(message);
  if (stage) {
    if (stage[1] === '$geoNear')
      return new CommandError(
        40602,
        'Location40602',
        '$geoNear is only valid as the first stage in a pipeline, and needs a 2dsphere index, which the embedded server does not have',
      );
    if (stage[1] === '$search' || stage[1] === '$vectorSearch' || stage[1] === '$searchMeta')
      return new CommandError(
        6047401,
        'Location6047401',
        `${stage[1]} stage is only allowed on MongoDB Atlas`,
      );
    return new CommandError(
      40324,
      'Location40324',
      `Unrecognized pipeline stage name: '${stage[1]}'`,
    );
  }
  const operator = /^unknown (?:query|top level) operator:? (\$\w+)/.exec(message);
  if (operator) {
    const name3 = operator[1];
    if (name3 === '$text')
      return new CommandError(
        27,
        'IndexNotFound',
        'text index required for $text query (the embedded server has no text indexes)',
      );
    if (GEO.has(name3))
      return new CommandError(
        291,
        'NoQueryExecutionPlans',
        `error processing query: planner returned error :: caused by :: unable to find index for ${name3} query (the embedded server has no 2d or 2dsphere indexes)`,
      );
    return new CommandError(2, 'BadValue', `unknown operator: ${name3}`);
  }
  if (message.startsWith('$where only accepts'))
    return new CommandError(
      2,
      'BadValue',
      'no globalScriptEngine in $where parsing (the embedded server runs no server-side JavaScript)',
    );
  const expression = /^(?:accumulator )?'?(\$\w+)'? is not registered/.exec(message);
  if (expression)
    return new CommandError(
      168,
      'InvalidPipelineOperator',
      `Unrecognized expression '${expression[1]}'`,
    );
  return void 0;
}
function asCommandError(error) {
  if (error instanceof CommandError) return error;
  if (error instanceof TypeError) return new CommandError(2, 'BadValue', error.message);
  return error instanceof Error ? mongodError(error.message) : void 0;
}

// ../../packages/embedded-mongo/src/commands/test-state.ts
init_esm_shims();
var CloseConnection = class extends Error {};
var ServerState = class {
  /** `onTtlInterval` moves the TTL sweep to a new period (setParameter ttlMonitorSleepSecs). */
  constructor(onTtlInterval) {
    this.onTtlInterval = onTtlInterval;
  }
  onTtlInterval;
  ttlMonitorSleepSecs = 60;
  /** setParameter: only ttlMonitorSleepSecs means something here; others are refused, not ignored. */
  setParameter(command, db) {
    if (db !== 'admin')
      throw new CommandError(
        13,
        'Unauthorized',
        'setParameter may only be run against the admin database.',
      );
    const names = Object.keys(command).filter(
      (key) => key !== 'setParameter' && !key.startsWith('$') && key !== 'lsid',
    );
    const unknown = names.find((name3) => name3 !== 'ttlMonitorSleepSecs');
    if (unknown !== void 0)
      throw new CommandError(
        72,
        'InvalidOptions',
        `attempted to set unrecognized parameter [${unknown}] (the embedded server knows only ttlMonitorSleepSecs)`,
      );
    const seconds = Number(command.ttlMonitorSleepSecs);
    if (!Number.isInteger(seconds) || seconds <= 0)
      throw new CommandError(2, 'BadValue', 'ttlMonitorSleepSecs must be a positive integer');
    const was = this.ttlMonitorSleepSecs;
    this.ttlMonitorSleepSecs = seconds;
    this.onTtlInterval?.(seconds * 1e3);
    return { was, ok: 1 };
  }
  sessions = /* @__PURE__ */ new Map();
  failCommand;
  sawSession(lsid) {
    const id = lsid?.id;
    if (id instanceof Binary)
      this.sessions.set(id.toString('hex'), { id, lastUse: /* @__PURE__ */ new Date() });
  }
  localSessions() {
    const uid = new Binary(Buffer.alloc(32));
    return [...this.sessions.values()].map(({ id, lastUse }) => ({ _id: { id, uid }, lastUse }));
  }
  configureFailPoint(command) {
    if (command.configureFailPoint !== 'failCommand')
      throw new CommandError(
        2,
        'BadValue',
        `Cannot find fail point ${String(command.configureFailPoint)}`,
      );
    const mode = command.mode;
    if (mode === 'off') this.failCommand = void 0;
    else if (mode === 'alwaysOn') this.failCommand = { remaining: Infinity, data: command.data };
    else if (typeof mode === 'object' && typeof mode.times === 'number')
      this.failCommand = { remaining: mode.times, data: command.data };
    else throw new CommandError(2, 'BadValue', 'mode must be off, alwaysOn or { times: n }');
    return { count: 0, ok: 1 };
  }
  /** The failure the fail point puts in place of this command's reply, if it applies to it. */
  failure(name3) {
    const fail = this.failCommand;
    if (!fail || !fail.data.failCommands?.includes(name3)) return void 0;
    fail.remaining -= 1;
    if (fail.remaining <= 0) this.failCommand = void 0;
    if (fail.data.closeConnection === true)
      throw new CloseConnection('failCommand closeConnection');
    if (fail.data.writeConcernError) return { writeConcernError: fail.data.writeConcernError };
    return {
      reply: {
        ok: 0,
        errmsg: "Failing command via 'failCommand' failpoint",
        code: fail.data.errorCode ?? 1,
        ...(fail.data.errorLabels ? { errorLabels: fail.data.errorLabels } : {}),
      },
    };
  }
};

// ../../packages/embedded-mongo/src/commands/generic-arguments.ts
init_esm_shims();
var API_V1 = /* @__PURE__ */ new Set([
  'abortTransaction',
  'aggregate',
  'authenticate',
  'collMod',
  'commitTransaction',
  'count',
  'create',
  'createIndexes',
  'delete',
  'drop',
  'dropDatabase',
  'dropIndexes',
  'endSessions',
  'find',
  'findAndModify',
  'getMore',
  'hello',
  'insert',
  'killCursors',
  'listCollections',
  'listDatabases',
  'listIndexes',
  'ping',
  'refreshSessions',
  'update',
]);
var STAGES_OUTSIDE_API_V1 = /* @__PURE__ */ new Set([
  '$currentOp',
  '$indexStats',
  '$listLocalSessions',
  '$listSessions',
  '$planCacheStats',
  '$search',
  '$searchMeta',
  '$listSearchIndexes',
]);
var READ_CONCERN_LEVELS = ['local', 'available', 'majority', 'linearizable', 'snapshot'];
function checkApiVersion(name3, command) {
  const { apiVersion, apiStrict, apiDeprecationErrors } = command;
  if (apiVersion === void 0) {
    if (apiStrict !== void 0 || apiDeprecationErrors !== void 0)
      throw new CommandError(
        4886600,
        'Location4886600',
        'Provided apiStrict and/or apiDeprecationErrors without passing apiVersion',
      );
    return;
  }
  if (apiVersion !== '1') throw new CommandError(322, 'APIVersionError', 'API version must be "1"');
  if (apiStrict !== true) return;
  if (!API_V1.has(name3))
    throw new CommandError(
      323,
      'APIStrictError',
      `Provided apiStrict:true, but the command ${name3} is not in API Version 1`,
    );
  const pipeline = name3 === 'aggregate' && Array.isArray(command.pipeline) ? command.pipeline : [];
  for (const stage of pipeline) {
    const [stageName = ''] = Object.keys(stage ?? {});
    if (STAGES_OUTSIDE_API_V1.has(stageName))
      throw new CommandError(
        323,
        'APIStrictError',
        `${stageName} is not allowed with 'apiStrict: true' in API Version 1`,
      );
  }
}
function checkReadConcern(readConcern) {
  if (readConcern === void 0) return;
  const level = readConcern?.level;
  if (level === void 0) return;
  if (!READ_CONCERN_LEVELS.includes(level))
    throw new CommandError(
      9,
      'FailedToParse',
      "readConcern.level must be either 'local', 'majority', 'linearizable', 'available', or 'snapshot'",
    );
  if (level === 'snapshot')
    throw new CommandError(
      123,
      'NotAReplicaSet',
      'node needs to be a replica set member to use readConcern: snapshot',
    );
  if (level === 'linearizable')
    throw new CommandError(
      123,
      'NotAReplicaSet',
      'node needs to be a replica set member to use read concern',
    );
}
function checkWriteConcern(writeConcern) {
  const w = writeConcern?.w;
  if (w === void 0 || w === 'majority') return;
  if (typeof w === 'string')
    throw badValue(
      `cannot use non-majority 'w' mode ${w} when a host is not a member of a replica set`,
    );
  const nodes = Number(w);
  if (!(nodes >= 0 && nodes <= 50))
    throw new CommandError(
      9,
      'FailedToParse',
      `w has to be a non-negative number and not greater than 50; found: ${String(w)}`,
    );
  if (nodes > 1) throw badValue("cannot use 'w' > 1 when a host is not replicated");
}
function checkGenericArguments(name3, command) {
  checkApiVersion(name3, command);
  checkReadConcern(command.readConcern);
  checkWriteConcern(command.writeConcern);
}

// ../../packages/embedded-mongo/src/commands/time-limit.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/wire/cursor-reply.ts
init_esm_shims();
var element = (text) => Buffer.from(text, 'latin1');
var CURSOR = element('cursor\0');
var FIRST_BATCH = element('firstBatch\0');
var NEXT_BATCH = element('nextBatch\0');
var ID = element('id\0');
var NS = element('ns\0');
var OK = element('ok\0');
function put(out2, at, bytes) {
  out2.set(bytes, at);
  return at + bytes.length;
}
var indexNameLength = (i) => String(i).length + 1;
var CursorReply = class {
  constructor(batchName, batch, id, ns) {
    this.batchName = batchName;
    this.batch = batch;
    this.id = id;
    this.ns = ns;
  }
  batchName;
  batch;
  id;
  ns;
  /** The reply's BSON, after `offset` bytes left free for the message header. */
  encode(offset) {
    const docs = this.batch;
    let arraySize = 4 + 1;
    docs.forEach((doc, i) => (arraySize += 1 + indexNameLength(i) + doc.length));
    const ns = Buffer.from(this.ns, 'utf8');
    const batchName = this.batchName === 'firstBatch' ? FIRST_BATCH : NEXT_BATCH;
    const cursorSize =
      4 + (batchName.length + arraySize) + (ID.length + 8) + (NS.length + 4 + ns.length + 1) + 1;
    const replySize = 4 + (CURSOR.length + cursorSize) + (OK.length + 8) + 1;
    const out2 = Buffer.allocUnsafe(offset + replySize);
    let at = out2.writeInt32LE(replySize, offset);
    at = put(out2, at, CURSOR);
    at = out2.writeInt32LE(cursorSize, at);
    at = put(out2, at, batchName);
    at = out2.writeInt32LE(arraySize, at);
    docs.forEach((doc, i) => {
      out2[at++] = 3;
      at += out2.write(String(i), at, 'latin1');
      out2[at++] = 0;
      at = put(out2, at, doc);
    });
    out2[at++] = 0;
    at = put(out2, at, ID);
    at = out2.writeBigInt64LE(this.id, at);
    at = put(out2, at, NS);
    at = out2.writeInt32LE(ns.length + 1, at);
    at = put(out2, at, ns);
    out2[at++] = 0;
    out2[at++] = 0;
    at = put(out2, at, OK);
    at = out2.writeDoubleLE(1, at);
    out2[at] = 0;
    return out2;
  }
};

// ../../packages/embedded-mongo/src/commands/time-limit.ts
var TIMED = /* @__PURE__ */ new Set(['find', 'aggregate', 'count', 'distinct']);
var expired = () => new CommandError(50, 'MaxTimeMSExpired', 'operation exceeded time limit');
function withinTimeLimit(name3, command, cursors, run) {
  const limit = command.maxTimeMS;
  if (limit === void 0 || !TIMED.has(name3)) return run();
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0)
    throw badValue(`maxTimeMS must be a non-negative integer, not ${String(limit)}`);
  if (limit === 0) return run();
  const started = performance.now();
  const reply = run();
  if (performance.now() - started <= limit) return reply;
  if (reply instanceof CursorReply && reply.id !== 0n) cursors.kill([reply.id]);
  throw expired();
}

// ../../packages/embedded-mongo/src/wire/messages.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/wire/fixed-reply.ts
init_esm_shims();
var FixedReply = class {
  bytes;
  constructor(reply) {
    this.bytes = serialize(reply);
  }
};

// ../../packages/embedded-mongo/src/wire/insert-body.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/wire/element-values.ts
init_esm_shims();
import { isUtf8 } from 'buffer';
var IGNORED_FIELDS = ['lsid', '$clusterTime', '$readPreference'].map((field) =>
  Buffer.from(field, 'latin1'),
);
function stringValue(bytes, valueAt, next) {
  if (next - valueAt < 5 || bytes[next - 1] !== 0) return void 0;
  const text = bytes.subarray(valueAt + 4, next - 1);
  return isUtf8(text) ? text.toString('utf8') : void 0;
}

// ../../packages/embedded-mongo/src/wire/insert-body.ts
var STRING = 2;
var BOOLEAN = 8;
var name = (text) => Buffer.from(text, 'latin1');
var INSERT = name('insert');
var ORDERED = name('ordered');
var DB = name('$db');
function recogniseInsertBody(bytes, start, end) {
  if (start + 5 > end) return void 0;
  const bodyEnd = start + readInt32(bytes, start) - 1;
  if (bodyEnd >= end || bodyEnd <= start + 4 || bytes[bodyEnd] !== 0) return void 0;
  const command = {};
  for (let at = start + 4; at < bodyEnd;) {
    const type = bytes[at];
    const nameEnd = nulAt(bytes, at + 1, bodyEnd);
    const next = elementEnd(bytes, at, bodyEnd);
    if (nameEnd >= bodyEnd || next <= at || next > bodyEnd) return void 0;
    const valueAt = nameEnd + 1;
    if (at === start + 4) {
      if (type !== STRING || !sameBytes(bytes, at + 1, nameEnd, INSERT)) return void 0;
      command.insert = stringValue(bytes, valueAt, next);
      if (command.insert === void 0) return void 0;
    } else if (type === BOOLEAN && sameBytes(bytes, at + 1, nameEnd, ORDERED)) {
      if (bytes[valueAt] > 1) return void 0;
      command.ordered = bytes[valueAt] === 1;
    } else if (type === STRING && sameBytes(bytes, at + 1, nameEnd, DB)) {
      command.$db = stringValue(bytes, valueAt, next);
      if (command.$db === void 0) return void 0;
    } else if (!IGNORED_FIELDS.some((ignored) => sameBytes(bytes, at + 1, nameEnd, ignored))) {
      return void 0;
    }
    at = next;
  }
  return command.insert === void 0 ? void 0 : command;
}

// ../../packages/embedded-mongo/src/wire/opcodes.ts
init_esm_shims();
var OP_REPLY = 1;
var OP_QUERY = 2004;
var OP_MSG = 2013;
var HEADER_BYTES = 16;
var MAX_MESSAGE_BYTES = 48e6;
var MAX_BSON_OBJECT_BYTES = 16 * 1024 * 1024;
var MSG_CHECKSUM_PRESENT = 1 << 0;
var MSG_MORE_TO_COME = 1 << 1;
var ProtocolError = class extends Error {};

// ../../packages/embedded-mongo/src/wire/messages.ts
function readHeader(message) {
  return {
    length: message.readInt32LE(0),
    requestId: message.readInt32LE(4),
    responseTo: message.readInt32LE(8),
    opCode: message.readInt32LE(12),
  };
}
var STORING_COMMANDS = /* @__PURE__ */ new Set([
  'insert',
  'update',
  'findAndModify',
  'findandmodify',
]);
function firstKey(doc) {
  for (const key in doc) return key;
  return void 0;
}
function readDocument(buffer2, offset, end, exactNumbers, keepBytes = false) {
  if (offset + 5 > end) throw new ProtocolError('truncated document');
  const size = buffer2.readInt32LE(offset);
  if (size < 5 || offset + size > end) {
    throw new ProtocolError(`invalid document size ${size}`);
  }
  try {
    const doc = deserialize(buffer2.subarray(offset, offset + size));
    if (size > MAX_BSON_OBJECT_BYTES) oversizedDocuments.set(doc, size);
    if (exactNumbers(doc)) recordNumberKinds(buffer2, offset, doc);
    if (keepBytes) rememberReceived(doc, buffer2.subarray(offset, offset + size));
    return { doc, next: offset + size };
  } catch (error) {
    throw new ProtocolError(`invalid BSON: ${error.message}`);
  }
}
var oversizedDocuments = /* @__PURE__ */ new WeakMap();
function readCString(buffer2, offset, end) {
  const zero = buffer2.indexOf(0, offset);
  if (zero === -1 || zero >= end) throw new ProtocolError('unterminated string');
  return { value: buffer2.toString('utf8', offset, zero), next: zero + 1 };
}
function parseOpMsg(header, message) {
  const flags = message.readUInt32LE(HEADER_BYTES);
  const end = flags & MSG_CHECKSUM_PRESENT ? message.length - 4 : message.length;
  let offset = HEADER_BYTES + 4;
  let command;
  const sequences = [];
  while (offset < end) {
    const kind = message.readUInt8(offset);
    offset += 1;
    if (kind === 0) {
      const insert2 = recogniseInsertBody(message, offset, end);
      if (insert2) {
        command = insert2;
        offset += message.readInt32LE(offset);
        continue;
      }
      const { doc, next } = readDocument(message, offset, end, (body) =>
        STORING_COMMANDS.has(firstKey(body) ?? ''),
      );
      if (firstKey(doc) === 'insert') rememberReceivedDocuments(message, offset, doc);
      command = doc;
      offset = next;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new ProtocolError('truncated document sequence');
      const sectionEnd = offset + message.readInt32LE(offset);
      if (sectionEnd > end || sectionEnd <= offset + 4)
        throw new ProtocolError('invalid document sequence size');
      const id = readCString(message, offset + 4, sectionEnd);
      const docs = [];
      const inserted = id.value === 'documents';
      for (let at = id.next; at < sectionEnd;) {
        const { doc, next } = readDocument(message, at, sectionEnd, () => true, inserted);
        docs.push(doc);
        at = next;
      }
      sequences.push([id.value, docs]);
      offset = sectionEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!command) throw new ProtocolError('OP_MSG without a body section');
  for (const [id, docs] of sequences) command[id] = docs;
  return { header, command, moreToCome: (flags & MSG_MORE_TO_COME) !== 0, legacy: false };
}
function parseOpQuery(header, message) {
  const end = message.length;
  const collection = readCString(message, HEADER_BYTES + 4, end);
  if (!collection.value.endsWith('.$cmd'))
    throw new ProtocolError('legacy OP_QUERY is only supported for commands');
  const { doc } = readDocument(message, collection.next + 8, end, () => false);
  const command = doc.$query ?? doc;
  command.$db ??= collection.value.slice(0, -'.$cmd'.length);
  return { header, command, moreToCome: false, legacy: true };
}
function parseRequest(message) {
  const header = readHeader(message);
  if (header.length !== message.length) throw new ProtocolError('length mismatch');
  if (header.opCode === OP_MSG) return parseOpMsg(header, message);
  if (header.opCode === OP_QUERY) return parseOpQuery(header, message);
  throw new ProtocolError(`unsupported opCode ${header.opCode}`);
}
function encodeBody(reply, offset) {
  if (reply instanceof CursorReply) return reply.encode(offset);
  const body = reply instanceof FixedReply ? reply.bytes : serialize(reply);
  const buffer2 = Buffer.allocUnsafe(offset + body.length);
  buffer2.set(body, offset);
  return buffer2;
}
function writeHeader(buffer2, requestId, responseTo, opCode) {
  buffer2.writeInt32LE(buffer2.length, 0);
  buffer2.writeInt32LE(requestId, 4);
  buffer2.writeInt32LE(responseTo, 8);
  buffer2.writeInt32LE(opCode, 12);
}
var OP_REPLY_PREFIX = HEADER_BYTES + 20;
var OP_MSG_PREFIX = HEADER_BYTES + 5;
function encodeReply(reply, to, requestId) {
  if (to.legacy) {
    const buffer3 = encodeBody(reply, OP_REPLY_PREFIX);
    buffer3.fill(0, HEADER_BYTES, OP_REPLY_PREFIX);
    buffer3.writeInt32LE(1, HEADER_BYTES + 16);
    writeHeader(buffer3, requestId, to.requestId, OP_REPLY);
    return buffer3;
  }
  const buffer2 = encodeBody(reply, OP_MSG_PREFIX);
  buffer2.fill(0, HEADER_BYTES, OP_MSG_PREFIX);
  writeHeader(buffer2, requestId, to.requestId, OP_MSG);
  return buffer2;
}

// ../../packages/embedded-mongo/src/storage/document-limits.ts
init_esm_shims();
var MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;
var MAX_COMMAND_BYTES = MAX_DOCUMENT_BYTES + 16 * 1024;
var MAX_DEPTH = 180;
var documentTooLarge = (size) =>
  new CommandError(
    10334,
    'BSONObjectTooLarge',
    `BSONObj size: ${size} is invalid. Size must be between 0 and ${MAX_COMMAND_BYTES}(16MB)`,
  );
var isContainer2 = (value) =>
  value !== null &&
  typeof value === 'object' &&
  (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype);
function deeperThan(value, levels) {
  if (levels === 0) return true;
  for (const item of Object.values(value))
    if (isContainer2(item) && deeperThan(item, levels - 1)) return true;
  return false;
}
function assertStorableDepth(doc) {
  if (deeperThan(doc, MAX_DEPTH))
    throw new CommandError(
      15,
      'Overflow',
      `Document exceeds maximum nesting depth of ${MAX_DEPTH}`,
    );
}
function assertUpdatedSize(size) {
  if (size > MAX_DOCUMENT_BYTES)
    throw new CommandError(
      17419,
      'Location17419',
      `Resulting document after update is larger than ${MAX_DOCUMENT_BYTES}`,
    );
}

// ../../packages/embedded-mongo/src/commands/write.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/query/update.ts
init_esm_shims();

// ../../packages/embedded-mongo/src/storage/timestamps.ts
init_esm_shims();
var lastSeconds = 0;
var increment = 0;
function nextTimestamp() {
  const seconds = Math.floor(Date.now() / 1e3);
  if (seconds > lastSeconds) [lastSeconds, increment] = [seconds, 0];
  increment += 1;
  return new Timestamp({ t: lastSeconds, i: increment });
}
var isEmptyTimestamp = (value) => value instanceof Timestamp && value.isZero();
function withEmptyTimestampsFilled(doc) {
  let filled;
  for (const key in doc) {
    if (!isEmptyTimestamp(doc[key])) continue;
    if (!filled) {
      filled = { ...doc };
      copyNumberKinds(doc, filled);
    }
    filled[key] = nextTimestamp();
  }
  return filled ?? doc;
}

// ../../packages/embedded-mongo/src/query/pull.ts
init_esm_shims();
var isPlain4 = (value) =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
var LOGICAL = /* @__PURE__ */ new Set(['$and', '$or', '$nor', '$expr', '$where', '$comment']);
function pullTest(condition) {
  if (isPlain4(condition)) {
    const keys = Object.keys(condition);
    const operators = keys.filter((key2) => key2.startsWith('$'));
    if (operators.length === 0 || operators.every((key2) => LOGICAL.has(key2))) {
      const query = new Query2(condition, queryOptions);
      return (element2) => isPlain4(element2) && query.test(element2);
    }
    if (operators.length === keys.length) {
      const query = new Query2({ v: condition }, queryOptions);
      return (element2) => query.test({ v: element2 });
    }
  }
  const key = keyOf(condition);
  return (element2) => keyOf(element2) === key;
}
function applyPull(doc, pull) {
  let changed = false;
  for (const [path, condition] of Object.entries(pull)) {
    const parts = path.split('.');
    let parent2 = doc;
    for (const part of parts.slice(0, -1)) parent2 = parent2?.[part];
    if (parent2 === null || typeof parent2 !== 'object') continue;
    const last = parts.at(-1);
    const array = parent2[last];
    if (!Array.isArray(array)) continue;
    const test = pullTest(condition);
    const kept = array.filter((element2) => !test(element2));
    if (kept.length !== array.length) {
      parent2[last] = kept;
      changed = true;
    }
  }
  return changed;
}

// ../../packages/embedded-mongo/src/query/update-number-kinds.ts
init_esm_shims();
function parentOf(doc, parts) {
  let current = doc;
  for (const part of parts.slice(0, -1)) {
    if (current === null || typeof current !== 'object') return void 0;
    current = current[part];
  }
  return current !== null && typeof current === 'object' ? current : void 0;
}
function combined(a, b) {
  if (a === 'double' || b === 'double') return 'double';
  return a ?? b;
}
function carryNumberKinds(doc, operators) {
  for (const [operator, fields] of Object.entries(operators)) {
    if (fields === null || typeof fields !== 'object') continue;
    for (const path of Object.keys(fields)) {
      if (path.includes('$')) continue;
      const parts = path.split('.');
      const parent2 = parentOf(doc, parts);
      const key = parts.at(-1);
      if (!parent2) continue;
      const written = numberKind(fields, path);
      if (operator === '$set') setNumberKind(parent2, key, written);
      else if (operator === '$unset') setNumberKind(parent2, key, void 0);
      else if (operator === '$inc' || operator === '$mul')
        setNumberKind(parent2, key, combined(numberKind(parent2, key), written));
    }
  }
}

// ../../packages/embedded-mongo/src/query/integer-inc.ts
init_esm_shims();
var INT64_MIN = -(2n ** 63n);
var INT64_MAX = 2n ** 63n - 1n;
var INT32_MIN = -(2n ** 31n);
var INT32_MAX = 2n ** 31n - 1n;
function asInteger(value, kind) {
  if (value instanceof Long) return { value: value.toBigInt(), long: true };
  if (typeof value !== 'number' || !Number.isInteger(value)) return void 0;
  if (kind === 'long') return { value: BigInt(value), long: true };
  const int32 = kind !== 'double' && value >= -(2 ** 31) && value < 2 ** 31;
  return int32 ? { value: BigInt(value), long: false } : void 0;
}
function currentAt(doc, path) {
  const parts = path.split('.');
  let parent2 = doc;
  for (const part of parts.slice(0, -1)) {
    if (parent2 === null || typeof parent2 !== 'object') return { value: void 0 };
    parent2 = parent2[part];
  }
  if (parent2 === null || typeof parent2 !== 'object') return { value: void 0 };
  const key = parts.at(-1);
  return { value: parent2[key], kind: numberKind(parent2, key) };
}
function exactIntegerIncrements(doc, operators) {
  const inc = operators.$inc;
  if (!inc || typeof inc !== 'object') return operators;
  const remaining = {};
  const set = {};
  for (const [path, amount] of Object.entries(inc)) {
    const by = asInteger(amount, numberKind(inc, path));
    const current = currentAt(doc, path);
    const from = asInteger(current.value, current.kind);
    if (!by || !from) {
      remaining[path] = amount;
      setNumberKind(remaining, path, numberKind(inc, path));
      continue;
    }
    const sum = from.value + by.value;
    const long = from.long || by.long || sum < INT32_MIN || sum > INT32_MAX;
    if (sum < INT64_MIN || sum > INT64_MAX)
      throw badValue(
        `Failed to apply $inc operations to current value (${String(current.value)}) for document {_id: ${String(doc._id)}}`,
      );
    set[path] =
      sum > BigInt(Number.MAX_SAFE_INTEGER) || sum < BigInt(Number.MIN_SAFE_INTEGER)
        ? Long.fromBigInt(sum)
        : Number(sum);
    if (long) setNumberKind(set, path, 'long');
  }
  if (Object.keys(set).length === 0) return operators;
  const { $inc: _inc, ...rest } = operators;
  const merged = { ...rest.$set };
  if (rest.$set) copyNumberKinds(rest.$set, merged);
  for (const [path, value] of Object.entries(set)) {
    if (path in merged)
      throw new CommandError(
        40,
        'ConflictingUpdateOperators',
        `Updating the path '${path}' would create a conflict at '${path}'`,
      );
    merged[path] = value;
    setNumberKind(merged, path, numberKind(set, path));
  }
  return Object.keys(remaining).length > 0
    ? { ...rest, $inc: remaining, $set: merged }
    : { ...rest, $set: merged };
}

// ../../packages/embedded-mongo/src/query/update.ts
var immutableId = () =>
  new CommandError(
    66,
    'ImmutableField',
    "Performing an update on the path '_id' would modify the immutable field '_id'",
  );
function isOperatorUpdate(update4) {
  const keys = Object.keys(update4);
  return keys.length > 0 && keys.every((key) => key.startsWith('$'));
}
function sameBytes2(a, b) {
  return Buffer.from(serialize(a)).equals(serialize(b));
}
function withoutSetOnInsert(update4, inserting) {
  const { $setOnInsert, ...rest } = update4;
  if (!inserting || !$setOnInsert) return rest;
  const set = { ...rest.$set, ...$setOnInsert };
  if (rest.$set) copyNumberKinds(rest.$set, set);
  copyNumberKinds($setOnInsert, set);
  return { ...rest, $set: set };
}
function holdsProtoField(value) {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(holdsProtoField);
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.hasOwn(value, '__proto__') || Object.values(value).some(holdsProtoField);
}
function assertNoProtoField(update4) {
  if (holdsProtoField(update4))
    throw badValue("A field named '__proto__' is not supported by the embedded server");
}
function applyUpdate2(doc, update4, options = {}) {
  assertNoProtoField(update4);
  if (Array.isArray(update4)) {
    const stages = new Aggregator2(update4, mingoOptions(options.env ?? NO_ENV));
    const [next] = stages.run([cloneDocument(doc)]);
    if (!next) throw badValue('update pipeline removed the document');
    if (next._id !== void 0 && !sameBytes2({ id: next._id }, { id: doc._id })) throw immutableId();
    const result = { ...next, _id: doc._id };
    return sameBytes2(result, doc) ? doc : result;
  }
  if (!isOperatorUpdate(update4)) {
    if (Object.keys(update4).some((key) => key.startsWith('$')))
      throw badValue('Unknown modifier in replacement');
    if (update4._id !== void 0 && !sameBytes2({ id: update4._id }, { id: doc._id }))
      throw immutableId();
    const replacement = { _id: doc._id, ...update4 };
    copyNumberKinds(update4, replacement);
    return sameBytes2(replacement, doc) ? doc : replacement;
  }
  const operators = exactIntegerIncrements(
    doc,
    currentDateAsSet(
      resolvePositional(
        doc,
        withoutSetOnInsert(update4, options.inserting ?? false),
        options.filter ?? {},
        options.arrayFilters ?? [],
      ),
    ),
  );
  const set = operators.$set;
  if (set && '_id' in set && sameBytes2({ id: set._id }, { id: doc._id })) delete set._id;
  if (Object.keys(operators).length === 0) return doc;
  assertPathsViable(doc, operators);
  const copy = cloneDocument(doc);
  const { $pull: pull, ...others } = operators;
  if (pull) assertNoConflict(Object.keys(pull), others);
  try {
    const pulled = pull ? applyPull(copy, pull) : false;
    const changed =
      Object.keys(others).length === 0
        ? []
        : update2(
            copy,
            others,
            options.arrayFilters ?? [],
            // Positional paths are resolved already (resolvePositional), and the caller matched the
            // document under its collation: mingo must not test the filter again in binary.
            {},
            {
              cloneMode: 'deep',
              queryOptions,
            },
          );
    const forced = setMingoSkipped(copy, others.$set);
    if (changed.length === 0 && !pulled && !forced) return doc;
    carryNumberKinds(copy, operators);
    return copy;
  } catch (error) {
    const { message } = error;
    if (message.includes("immutable field '_id'")) throw immutableId();
    if (message.includes('would create a conflict'))
      throw new CommandError(40, 'ConflictingUpdateOperators', message);
    throw badValue(message);
  }
}
function currentValue(spec, now) {
  if (spec === true) return now;
  const type = spec?.$type;
  if (type === 'date') return now;
  if (type === 'timestamp') return nextTimestamp();
  throw badValue(
    "The '$type' string field is required to be 'date' or 'timestamp': {$currentDate: {field : {$type: 'date'}}}",
  );
}
function currentDateAsSet(operators) {
  const { $currentDate: fields, ...rest } = operators;
  if (!fields || typeof fields !== 'object') return operators;
  const set = { ...rest.$set };
  if (rest.$set) copyNumberKinds(rest.$set, set);
  const now = /* @__PURE__ */ new Date();
  for (const [path, spec] of Object.entries(fields)) {
    if (path in set)
      throw new CommandError(
        40,
        'ConflictingUpdateOperators',
        `Updating the path '${path}' would create a conflict at '${path}'`,
      );
    set[path] = currentValue(spec, now);
  }
  return { ...rest, $set: set };
}
var CREATING = /* @__PURE__ */ new Set([
  '$set',
  '$setOnInsert',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$push',
  '$addToSet',
  '$currentDate',
]);
function assertPathsViable(doc, operators) {
  for (const [operator, fields] of Object.entries(operators)) {
    if (!CREATING.has(operator) || !fields || typeof fields !== 'object') continue;
    for (const path of Object.keys(fields)) {
      const parts = path.split('.');
      let current = doc;
      for (const [i, part] of parts.slice(0, -1).entries()) {
        current = current[part];
        if (current === void 0 || current === null) break;
        const next = parts[i + 1];
        const blocked = Array.isArray(current)
          ? !/^\d+$/.test(next)
          : Object.getPrototypeOf(current) !== Object.prototype;
        if (blocked)
          throw new CommandError(
            28,
            'PathNotViable',
            `Cannot create field '${next}' in element {${part}: ${JSON.stringify(current)}}`,
          );
      }
      assertOperandType(doc, operator, path);
    }
  }
  for (const operator of ['$pull', '$pullAll', '$pop']) {
    const fields = operators[operator];
    if (fields && typeof fields === 'object')
      for (const path of Object.keys(fields)) assertOperandType(doc, operator, path);
  }
}
var ARRAY_OPERATORS = /* @__PURE__ */ new Set(['$push', '$addToSet', '$pull', '$pullAll', '$pop']);
var NUMERIC_OPERATORS = /* @__PURE__ */ new Set(['$inc', '$mul']);
var NUMBER_CLASSES = /* @__PURE__ */ new Set(['Long', 'Int32', 'Double', 'Decimal128']);
function assertOperandType(doc, operator, path) {
  let value = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return;
    value = value[part];
  }
  if (value === void 0) return;
  const type = value === null ? 'null' : typeof value;
  if (ARRAY_OPERATORS.has(operator) && !Array.isArray(value))
    throw badValue(
      `The field '${path}' must be an array but is of type ${type} in document {_id: ${String(doc._id)}}`,
    );
  const numeric = typeof value === 'number' || NUMBER_CLASSES.has(value?._bsontype ?? '');
  if (NUMERIC_OPERATORS.has(operator) && !numeric)
    throw new CommandError(
      14,
      'TypeMismatch',
      `Cannot apply ${operator} to a value of non-numeric type. {_id: ${String(doc._id)}} has the field '${path}' of non-numeric type ${type}`,
    );
}
function setMingoSkipped(doc, set) {
  if (!set) return false;
  let wrote = false;
  for (const [path, wanted] of Object.entries(set)) {
    if (wanted?._bsontype === void 0) continue;
    const parts = path.split('.');
    let parent2 = doc;
    for (const part of parts.slice(0, -1)) parent2 = parent2?.[part];
    if (parent2 === null || typeof parent2 !== 'object') continue;
    const key = parts.at(-1);
    if (keyOf(parent2[key]) !== keyOf(wanted)) {
      parent2[key] = wanted;
      wrote = true;
    }
  }
  return wrote;
}
function assertNoConflict(paths, others) {
  const meets2 = (a, b) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
  for (const fields of Object.values(others)) {
    if (!fields || typeof fields !== 'object') continue;
    for (const other of Object.keys(fields)) {
      const path = paths.find((p2) => meets2(p2, other));
      if (path)
        throw new CommandError(
          40,
          'ConflictingUpdateOperators',
          `Updating the path '${other}' would create a conflict at '${path}'`,
        );
    }
  }
}
function upsertSeed(filter) {
  const seed = {};
  const assign = (path, value) => {
    const parts = path.split('.');
    let target2 = seed;
    for (const part of parts.slice(0, -1)) target2 = target2[part] ??= {};
    target2[parts.at(-1)] = value;
  };
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const clause of condition) Object.assign(seed, upsertSeed(clause));
    } else if (!field.startsWith('$')) {
      if (isOperatorObject(condition)) {
        if ('$eq' in condition) assign(field, condition.$eq);
      } else if (isIndexableScalar(condition) || condition === null || Array.isArray(condition)) {
        assign(field, condition);
      } else if (!(condition instanceof RegExp)) {
        assign(field, condition);
      }
    }
  }
  return seed;
}
function buildUpsert(filter, update4, arrayFilters, env) {
  const seed = upsertSeed(filter);
  const base = { _id: seed._id ?? new ObjectId(), ...seed };
  if (!Array.isArray(update4) && !isOperatorUpdate(update4)) {
    const replacement = { _id: base._id, ...update4 };
    copyNumberKinds(update4, replacement);
    return replacement;
  }
  const result = applyUpdate2(base, update4, { arrayFilters, inserting: true, env });
  return result;
}

// ../../packages/embedded-mongo/src/commands/capped.ts
init_esm_shims();
function enforceCap(collection) {
  const { capped, size, max } = collection.options;
  if (capped !== true) return;
  const limitBytes = Math.max(256, Math.ceil(size / 256) * 256);
  const docs = collection.all();
  let bytes = 0;
  for (const doc of docs) bytes += calculateObjectSize(doc);
  let count2 = docs.length;
  for (const oldest of docs) {
    if (
      count2 <= 1 ||
      ((typeof max !== 'number' || max <= 0 || count2 <= max) && bytes <= limitBytes)
    )
      break;
    collection.remove(oldest);
    count2 -= 1;
    bytes -= calculateObjectSize(oldest);
  }
}

// ../../packages/embedded-mongo/src/commands/update-spec.ts
init_esm_shims();
var OPERATORS3 = /* @__PURE__ */ new Set([
  '$currentDate',
  '$inc',
  '$min',
  '$max',
  '$mul',
  '$rename',
  '$set',
  '$setOnInsert',
  '$unset',
  '$addToSet',
  '$pop',
  '$pull',
  '$push',
  '$pullAll',
  '$bit',
]);
var NUMERIC = { $inc: 'increment', $mul: 'multiply' };
var failedToParse = (message) => new CommandError(9, 'FailedToParse', message);
var isNumber2 = (value) =>
  typeof value === 'number' ||
  typeof value === 'bigint' ||
  ['Int32', 'Double', 'Long', 'Decimal128'].includes(value?._bsontype ?? '');
function assertValidUpdate(update4, multi) {
  if (Array.isArray(update4) || update4 === null || typeof update4 !== 'object') return;
  const keys = Object.keys(update4);
  if (!keys[0]?.startsWith('$')) {
    if (multi) throw failedToParse('multi update is not supported for replacement-style update');
    return;
  }
  for (const key of keys) {
    if (!OPERATORS3.has(key))
      throw failedToParse(
        `Unknown modifier: ${key}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    const verb = NUMERIC[key];
    const fields = update4[key];
    if (!verb || fields === null || typeof fields !== 'object') continue;
    for (const [field, value] of Object.entries(fields))
      if (!isNumber2(value))
        throw typeMismatch(
          `Cannot ${verb} with non-numeric argument: {${field}: ${JSON.stringify(value)}}`,
        );
  }
}

// ../../packages/embedded-mongo/src/commands/write.ts
function toWriteError(index, error) {
  if (error instanceof DuplicateKeyError) {
    return {
      index,
      code: error.code,
      errmsg: error.message,
      keyPattern: error.keyPattern,
      keyValue: error.keyValue,
    };
  }
  const known = asCommandError(error);
  if (!known) throw error;
  const { errInfo } = known;
  return errInfo
    ? { index, code: known.code, errmsg: known.message, errInfo }
    : { index, code: known.code, errmsg: known.message };
}
function eachStatement(items, ordered, run) {
  const errors = [];
  for (const [index, item] of items.entries()) {
    try {
      const size = oversizedDocuments.get(item);
      if (size !== void 0) throw documentTooLarge(size);
      run(item, index);
    } catch (error) {
      errors.push(toWriteError(index, error));
      if (ordered) break;
    }
  }
  return errors;
}
function writeReply(fields, errors) {
  return errors.length > 0 ? { ...fields, writeErrors: errors, ok: 1 } : { ...fields, ok: 1 };
}
function collectionFor(context, command, name3) {
  const target2 = targetCollection(command, name3);
  const { storage, db } = context;
  let collection = storage.collection(db, target2);
  if (!collection) {
    assertCreatableCollection(db, target2);
    collection = storage.collection(db, target2, { create: true });
  }
  assertNotView(collection);
  return collection;
}
function firstMatches(collection, filter, sort, env = NO_ENV) {
  const { docs, exact } = env.collation
    ? { docs: collection.all(), exact: false }
    : collection.lookup(filter);
  const found = exact ? docs : docs.filter(compileFilter(filter, env));
  if (!sort || Object.keys(sort).length === 0) return found;
  return sortDocuments(found, sort, env);
}
function assertStorableId(id) {
  if (id === null || typeof id !== 'object' || Object.getPrototypeOf(id) !== Object.prototype)
    return;
  const dollar = Object.keys(id).find((key) => key.startsWith('$'));
  if (dollar)
    throw new CommandError(
      53,
      'InvalidIdField',
      `_id fields may not contain '$'-prefixed fields: ${dollar} is not valid for storage.`,
    );
}
var bypasses = (command) => command.bypassDocumentValidation === true;
var ONE_INSERTED = new FixedReply({ n: 1, ok: 1 });
var insert = (command, context) => {
  const documents = command.documents;
  if (!Array.isArray(documents)) throw badValue('insert needs a documents array');
  const collection = collectionFor(context, command, 'insert');
  let n = 0;
  const bypass = bypasses(command);
  const measure = oversizedDocuments.has(command);
  const errors = eachStatement(documents, command.ordered !== false, (input) => {
    assertStorableId(input._id);
    const size = measure ? calculateObjectSize(input) : 0;
    if (size > MAX_DOCUMENT_BYTES) throw documentTooLarge(size);
    assertStorableDepth(input);
    const doc = withEmptyTimestampsFilled(input);
    if (!bypass) checkValidator(collection, doc);
    collection.insert(doc);
    n += 1;
  });
  if (collection.options.capped) enforceCap(collection);
  return n === 1 && errors.length === 0 ? ONE_INSERTED : writeReply({ n }, errors);
};
var update3 = (command, context) => {
  const statements = command.updates;
  if (!Array.isArray(statements)) throw badValue('update needs an updates array');
  const collection = collectionFor(context, command, 'update');
  let n = 0;
  let nModified = 0;
  const upserted = [];
  const bypass = bypasses(command);
  const errors = eachStatement(statements, command.ordered !== false, (statement, index) => {
    const filter = statement.q ?? {};
    const spec = statement.u;
    assertValidUpdate(spec, statement.multi === true);
    const arrayFilters = statement.arrayFilters;
    const env = commandEnv(command, collection, statement);
    const matched = firstMatches(collection, filter, hintedOrder(collection, statement.hint), env);
    const targets = statement.multi ? matched : matched.slice(0, 1);
    if (targets.length === 0 && statement.upsert) {
      const seed = buildUpsert(filter, spec, arrayFilters, env);
      if (!bypass) checkValidator(collection, seed);
      const doc = collection.insert(seed);
      n += 1;
      upserted.push({ index, _id: doc._id });
      return;
    }
    for (const doc of targets) {
      const next = applyUpdate2(doc, spec, { filter, arrayFilters, env });
      n += 1;
      if (next !== doc) {
        if (!bypass) checkValidator(collection, next, doc);
        collection.replace(doc, next);
        nModified += 1;
      }
    }
  });
  return writeReply(upserted.length > 0 ? { n, nModified, upserted } : { n, nModified }, errors);
};
var remove = (command, context) => {
  const statements = command.deletes;
  if (!Array.isArray(statements)) throw badValue('delete needs a deletes array');
  const collection = context.storage.collection(context.db, targetCollection(command, 'delete'));
  assertNotView(collection);
  let n = 0;
  const errors = eachStatement(statements, command.ordered !== false, (statement) => {
    if (!collection) return;
    const env = commandEnv(command, collection, statement);
    const order = hintedOrder(collection, statement.hint);
    const matched = firstMatches(collection, statement.q ?? {}, order, env);
    for (const doc of statement.limit === 1 ? matched.slice(0, 1) : matched) {
      collection.remove(doc);
      n += 1;
    }
  });
  return n === 1 && errors.length === 0 ? ONE_INSERTED : writeReply({ n }, errors);
};
function project(doc, fields, filter) {
  if (!doc || !fields || Object.keys(fields).length === 0) return doc;
  assertOneProjectionKind(fields);
  if (needsFindProjection(fields)) return projectForFind(doc, fields, filter);
  const projected = new Query2({}, mingoOptions(NO_ENV)).find([doc], fields).all()[0];
  if (projected) copyNumberKinds(doc, projected);
  return projected ?? null;
}
var findAndModify = (command, context) => {
  const collection = collectionFor(context, command, 'findAndModify');
  const filter = command.query ?? {};
  const env = commandEnv(command, collection);
  const sort = command.sort ?? hintedOrder(collection, command.hint);
  const [doc] = firstMatches(collection, filter, sort, env);
  const bypass = bypasses(command);
  const fields = command.fields;
  const arrayFilters = command.arrayFilters;
  if (command.remove) {
    if (doc) collection.remove(doc);
    return {
      lastErrorObject: { n: doc ? 1 : 0 },
      value: project(doc ?? null, fields, filter),
      ok: 1,
    };
  }
  const spec = command.update;
  if (!spec) throw badValue('Either an update or remove=true must be specified');
  assertValidUpdate(spec, false);
  if (!doc) {
    if (!command.upsert)
      return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    const seed = buildUpsert(filter, spec, arrayFilters, env);
    if (!bypass) checkValidator(collection, seed);
    const inserted = collection.insert(seed);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: inserted._id },
      value: command.new ? project(inserted, fields, filter) : null,
      ok: 1,
    };
  }
  const next = applyUpdate2(doc, spec, { filter, arrayFilters, env });
  if (next !== doc) {
    if (!bypass) checkValidator(collection, next, doc);
    collection.replace(doc, next);
  }
  return {
    lastErrorObject: { n: 1, updatedExisting: true },
    value: project(command.new ? next : doc, fields, filter),
    ok: 1,
  };
};
var writeCommands = {
  insert,
  update: update3,
  delete: remove,
  findAndModify,
};

// ../../packages/embedded-mongo/src/commands/dispatch.ts
var handlers = {
  ...handshakeCommands,
  ...readCommands,
  ...writeCommands,
  ...adminCommands,
  ...explainCommands,
  // mongosh and older drivers spell it in lowercase.
  findandmodify: writeCommands.findAndModify,
};
var TRANSACTION_FIELDS = ['txnNumber', 'startTransaction', 'autocommit'];
var TRANSACTION_COMMANDS = /* @__PURE__ */ new Set(['commitTransaction', 'abortTransaction']);
function asksForJournal(command) {
  const concern = command.writeConcern;
  return concern?.j === true || concern?.fsync === true;
}
function runCommand(command, context) {
  const name3 = Object.keys(command)[0] ?? '';
  const db = typeof command.$db === 'string' ? command.$db : 'admin';
  try {
    if (TRANSACTION_COMMANDS.has(name3) || TRANSACTION_FIELDS.some((field) => field in command)) {
      throw illegalOperation(
        'Transaction numbers are only allowed on a replica set member or mongos',
      );
    }
    assertValidDatabaseName(db);
    context.server.sawSession(command.lsid);
    const size = oversizedDocuments.get(command);
    if (size !== void 0 && size > MAX_COMMAND_BYTES) throw documentTooLarge(size);
    if (name3 === 'configureFailPoint') return context.server.configureFailPoint(command);
    if (name3 === 'setParameter') return context.server.setParameter(command, db);
    const failure = context.server.failure(name3);
    if (failure?.reply) return failure.reply;
    const handler = Object.hasOwn(handlers, name3) ? handlers[name3] : void 0;
    if (!handler) throw commandNotFound(name3);
    assertKnownFields(name3, command);
    checkGenericArguments(name3, command);
    const reply = withinTimeLimit(name3, command, context.cursors, () =>
      handler(command, { ...context, db }),
    );
    if (asksForJournal(command)) context.storage.requireDurable();
    return failure?.writeConcernError
      ? { ...reply, writeConcernError: failure.writeConcernError }
      : reply;
  } catch (error) {
    if (error instanceof DuplicateKeyError) {
      const { code, message: errmsg, keyPattern, keyValue } = error;
      return { ok: 0, errmsg, code, codeName: 'DuplicateKey', keyPattern, keyValue };
    }
    if (error instanceof CloseConnection) throw error;
    const known = asCommandError(error);
    if (known) {
      const { errInfo } = known;
      return {
        ok: 0,
        errmsg: known.message,
        code: known.code,
        codeName: known.codeName,
        ...(errInfo ? { errInfo } : {}),
      };
    }
    return {
      ok: 0,
      errmsg: `internal error: ${error.message}`,
      code: 1,
      codeName: 'InternalError',
    };
  }
}

// ../../packages/embedded-mongo/src/wire/find-by-id.ts
init_esm_shims();
var BODY_START = HEADER_BYTES + 5;
var STRING2 = 2;
var DOCUMENT = 3;
var OBJECT_ID = 7;
var BOOLEAN2 = 8;
var INT32 = 16;
var name2 = (text) => Buffer.from(text, 'latin1');
var FIND = name2('find');
var FILTER = name2('filter');
var DB2 = name2('$db');
var LIMIT = name2('limit');
var SINGLE_BATCH = name2('singleBatch');
var ID2 = name2('_id');
function objectIdFilter(bytes, at, end) {
  if (end - at !== 4 + 1 + 4 + 12 + 1 || bytes[at + 4] !== OBJECT_ID) return void 0;
  if (!sameBytes(bytes, at + 5, at + 8, ID2) || bytes[at + 8] !== 0) return void 0;
  return bytes.toString('hex', at + 9, at + 21);
}
function recogniseFindById(message) {
  if (message.length < BODY_START + 5 || readInt32(message, 12) !== OP_MSG) return void 0;
  if (readInt32(message, HEADER_BYTES) !== 0 || message[HEADER_BYTES + 4] !== 0) return void 0;
  const end = message.length - 1;
  if (readInt32(message, BODY_START) !== message.length - BODY_START || message[end] !== 0)
    return void 0;
  let db;
  let collection;
  let idHex;
  for (let at = BODY_START + 4; at < end;) {
    const type = message[at];
    const nameEnd = nulAt(message, at + 1, end);
    const next = elementEnd(message, at, end);
    if (nameEnd >= end || next <= at || next > end) return void 0;
    const valueAt = nameEnd + 1;
    if (at === BODY_START + 4) {
      if (!sameBytes(message, at + 1, nameEnd, FIND) || type !== STRING2) return void 0;
      collection = stringValue(message, valueAt, next);
      if (!collection) return void 0;
    } else if (sameBytes(message, at + 1, nameEnd, FILTER) && type === DOCUMENT) {
      idHex = objectIdFilter(message, valueAt, next);
      if (!idHex) return void 0;
    } else if (sameBytes(message, at + 1, nameEnd, DB2) && type === STRING2) {
      db = stringValue(message, valueAt, next);
      if (db === void 0) return void 0;
    } else if (
      sameBytes(message, at + 1, nameEnd, LIMIT) ||
      sameBytes(message, at + 1, nameEnd, SINGLE_BATCH)
    ) {
      if (type !== (sameBytes(message, at + 1, nameEnd, LIMIT) ? INT32 : BOOLEAN2)) return void 0;
    } else if (!IGNORED_FIELDS.some((ignored) => sameBytes(message, at + 1, nameEnd, ignored))) {
      return void 0;
    }
    at = next;
  }
  if (!db || !collection || !idHex) return void 0;
  return { db, collection, idHex };
}

// ../../packages/embedded-mongo/src/answer.ts
function createAnswerer(storage, cursors, server2 = new ServerState()) {
  let nextRequestId = 1;
  return (message, connectionId) => {
    const findById = recogniseFindById(message);
    if (findById) {
      const { db, collection, idHex } = findById;
      const doc = storage.collection(db, collection)?.byIdKey(objectIdKey(idHex));
      const reply2 = new CursorReply(
        'firstBatch',
        doc ? [encodeDocument(doc)] : [],
        0n,
        `${db}.${collection}`,
      );
      const to = { requestId: message.readInt32LE(4), legacy: false };
      return encodeReply(reply2, to, nextRequestId++);
    }
    const request = parseRequest(message);
    const reply = runCommand(request.command, { storage, cursors, connectionId, server: server2 });
    if (request.moreToCome) return void 0;
    return encodeReply(
      reply,
      { requestId: request.header.requestId, legacy: request.legacy },
      nextRequestId++,
    );
  };
}

// ../../packages/embedded-mongo/src/commands/cursors.ts
init_esm_shims();
var DEFAULT_FIRST_BATCH = 101;
var MAX_BATCH_BYTES = 15 * 1024 * 1024;
var MAX_DOCUMENT_BYTES2 = 16 * 1024 * 1024 + 16 * 1024;
function tooLarge(size) {
  return new CommandError(
    10334,
    'BSONObjectTooLarge',
    `BSONObj size: ${size} (0x${size.toString(16).toUpperCase()}) is invalid. Size must be between 0 and 16793600(16MB)`,
  );
}
function encodeResult(encode, doc) {
  let encoded;
  try {
    encoded = encode(doc);
  } catch (error) {
    if (error.name === 'RangeError') throw tooLarge(calculateObjectSize(doc));
    throw error;
  }
  if (encoded.length > MAX_DOCUMENT_BYTES2) throw tooLarge(encoded.length);
  return encoded;
}
var Cursors = class _Cursors {
  open = /* @__PURE__ */ new Map();
  /** The next documents, encoded (the reply needs their bytes, which also give their size). */
  static takeBatch(cursor, batchSize) {
    const batch = [];
    let bytes = 0;
    while (cursor.position < cursor.docs.length && batch.length < batchSize) {
      const encoded = encodeResult(cursor.encode, cursor.docs[cursor.position]);
      if (batch.length > 0 && bytes + encoded.length > MAX_BATCH_BYTES) break;
      bytes += encoded.length;
      batch.push(encoded);
      cursor.position += 1;
    }
    return batch;
  }
  static newId() {
    const high = BigInt(Math.floor(Math.random() * 2147483647) + 1);
    return (high << 32n) | BigInt(Math.floor(Math.random() * 4294967295));
  }
  /** The first batch of a result and, if more remains, an open cursor for getMore. */
  first(ns, docs, options = {}) {
    const cursor = { ns, docs, position: 0, encode: options.encode ?? encodeDocument };
    const size = options.singleBatch ? docs.length : options.batchSize || DEFAULT_FIRST_BATCH;
    const firstBatch = _Cursors.takeBatch(cursor, size);
    let id = 0n;
    if (!options.singleBatch && cursor.position < docs.length) {
      id = _Cursors.newId();
      this.open.set(id, cursor);
    }
    return new CursorReply('firstBatch', firstBatch, id, ns);
  }
  more(id, batchSize) {
    const cursor = this.open.get(id);
    if (!cursor) throw cursorNotFound(id);
    const nextBatch = _Cursors.takeBatch(cursor, batchSize || Number.MAX_SAFE_INTEGER);
    const exhausted = cursor.position >= cursor.docs.length;
    if (exhausted) this.open.delete(id);
    return new CursorReply('nextBatch', nextBatch, exhausted ? 0n : id, cursor.ns);
  }
  kill(ids2) {
    const killed = [];
    const notFound = [];
    for (const id of ids2) (this.open.delete(id) ? killed : notFound).push(id);
    return { killed, notFound };
  }
};

// ../../packages/embedded-mongo/src/reply-outbox.ts
init_esm_shims();
function write(socket, replies) {
  if (socket.destroyed) return;
  socket.write(replies.length === 1 ? replies[0] : Buffer.concat(replies));
}
function failedReply(reply, failure) {
  const to = { requestId: reply.readInt32LE(8), legacy: reply.readInt32LE(12) === OP_REPLY };
  const { message: errmsg, code, codeName } = failure;
  return encodeReply({ ok: 0, errmsg, code, codeName }, to, reply.readInt32LE(4));
}
var ReplyOutbox = class {
  constructor(storage) {
    this.storage = storage;
  }
  storage;
  waiting = /* @__PURE__ */ new Map();
  flushScheduled = false;
  /** The replies of commands that changed something, to be failed if the journal refuses them. */
  writes = /* @__PURE__ */ new WeakSet();
  /** Marks `reply` as the answer to a command that changed something (before it is sent). */
  answersWrite(reply) {
    this.writes.add(reply);
  }
  /** Sends (or queues) the replies to the requests one chunk from `socket` carried. */
  send(socket, replies) {
    const queued = this.waiting.get(socket);
    if (!queued && !this.storage.hasUncommitted) {
      if (replies.length > 0) write(socket, replies);
      return;
    }
    if (queued) queued.push(...replies);
    else this.waiting.set(socket, replies);
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(this.flush);
    }
  }
  flush = () => {
    this.flushScheduled = false;
    let failure;
    try {
      this.storage.commit();
    } catch (error) {
      failure = error;
    }
    for (const [socket, replies] of this.waiting) {
      if (replies.length === 0) continue;
      write(
        socket,
        failure
          ? replies.map((reply) => (this.writes.has(reply) ? failedReply(reply, failure) : reply))
          : replies,
      );
    }
    this.waiting.clear();
  };
};

// ../../packages/embedded-mongo/src/storage/storage.ts
init_esm_shims();
import { mkdirSync } from 'fs';
import { setImmediate as nextTurn, setTimeout as sleep } from 'timers/promises';

// ../../packages/embedded-mongo/src/storage/collection.ts
init_esm_shims();
function firstKey2(doc) {
  for (const key in doc) return key;
  return void 0;
}
var Collection = class {
  constructor(db, name3, record) {
    this.db = db;
    this.name = name3;
    this.record = record;
    this.indexes.set(ID_INDEX.name, new Index(ID_INDEX, this.namespace));
  }
  db;
  name;
  record;
  docs = /* @__PURE__ */ new Map();
  indexes = /* @__PURE__ */ new Map();
  /** The options it was created with (createCollection, collMod): collation, validator, capped, view. */
  options = {};
  /** What an index reads when it is built or ordered: the documents as they are then. */
  indexSource = {
    entries: () => this.docs,
    size: () => this.docs.size,
    has: (id) => this.docs.has(id),
    decode: (id, encoded) => this.decoded(id, encoded),
  };
  get namespace() {
    return `${this.db}.${this.name}`;
  }
  get size() {
    return this.docs.size;
  }
  all() {
    return [...this.documents()];
  }
  /** The documents in insertion order, without copying them into an array. */
  *documents() {
    for (const [id, stored] of this.docs) yield this.decoded(id, stored);
  }
  /** The documents as they are stored, recovered ones still encoded (for a snapshot). */
  storedDocuments() {
    return this.docs.values();
  }
  /** The document of a stored entry, decoding it (once) if recovery left it encoded. */
  decoded(id, stored) {
    if (!(stored instanceof Uint8Array)) return stored;
    const doc = decodeRecovered(stored);
    this.docs.set(id, doc);
    return doc;
  }
  /** The indexes, for the query planner (query/planner.ts). */
  indexList() {
    return [...this.indexes.values()];
  }
  /**
   * Documents that may match the filter: an index lookup when a top-level equality allows one.
   * `exact` when they are exactly the matches: the filter was that one equality (or `$in`), which
   * the index answered completely, so no document needs testing.
   */
  lookup(filter) {
    if (filter) {
      const fields = Object.keys(filter);
      for (const field of fields) {
        if (field.startsWith('$')) continue;
        const index = this.lookupIndexFor(field);
        const values = index && equalityValues(filter[field]);
        if (!index || !values) continue;
        const ids2 = /* @__PURE__ */ new Set();
        for (const value of values) for (const id of index.lookup(value)) ids2.add(id);
        const docs = [...ids2].map((id) => this.byIdKey(id)).filter((doc) => doc !== void 0);
        return { docs, exact: fields.length === 1 };
      }
    }
    return { docs: this.all(), exact: !filter || Object.keys(filter).length === 0 };
  }
  /** The document whose `_id` has this key (see keyOf). */
  byIdKey(key) {
    const stored = this.docs.get(key);
    return stored && this.decoded(key, stored);
  }
  lookupIndexFor(field) {
    for (const index of this.indexes.values()) {
      if (index.usableForLookup && index.fields[0] === field) return index;
    }
    return void 0;
  }
  /** Inserts a document (adding an ObjectId `_id` first if it has none). Throws on duplicate keys. */
  insert(input) {
    const generatedId = '_id' in input ? void 0 : new ObjectId();
    const doc = generatedId ? { _id: generatedId, ...input } : { _id: input._id, ...input };
    copyNumberKinds(input, doc);
    const id = keyOf(doc._id);
    if (this.docs.has(id)) {
      throw new DuplicateKeyError(
        `E11000 duplicate key error collection: ${this.namespace} index: ${ID_INDEX.name} dup key: { _id: ${formatKeyValue(doc._id)} }`,
        { _id: 1 },
        { _id: doc._id },
      );
    }
    for (const index of this.indexes.values()) index.assertUnique(doc, id);
    markInsertedStored(doc, input, generatedId);
    for (const index of this.indexes.values()) index.add(doc, id);
    this.docs.set(id, doc);
    this.record({ op: 'put', ns: this.namespace, doc }, () => this.unset(doc, id));
    return doc;
  }
  /** Stores a new version of an existing document (same `_id`). Throws on duplicate keys. */
  replace(previous, next) {
    assertStorableDepth(next);
    markStored(next);
    assertUpdatedSize(encodeDocument(next).length);
    const id = keyOf(previous._id);
    for (const index of this.indexes.values()) index.remove(previous, id);
    try {
      for (const index of this.indexes.values()) index.assertUnique(next, id);
    } catch (error) {
      for (const index of this.indexes.values()) index.add(previous, id);
      throw error;
    }
    for (const index of this.indexes.values()) index.add(next, id);
    this.docs.set(id, next);
    this.record({ op: 'put', ns: this.namespace, doc: next }, () => {
      for (const index of this.indexes.values()) index.remove(next, id);
      this.set(previous, id);
    });
  }
  /** Undoes: puts a document back with its index entries. */
  set(doc, id) {
    for (const index of this.indexes.values()) index.add(doc, id);
    this.docs.set(id, doc);
  }
  /** Undoes: takes a document out with its index entries. */
  unset(doc, id) {
    for (const index of this.indexes.values()) index.remove(doc, id);
    this.docs.delete(id);
  }
  /**
   * Recovery: the journal holds whole documents, so a put replaces or inserts. The decoded document
   * is stored as it is (recovery owns it). Only built indexes are kept up to date: the deferred
   * ones (restoreIndex) read the documents when first used.
   */
  restore(doc) {
    const stored = firstKey2(doc) === '_id' ? doc : { _id: doc._id, ...doc };
    if (stored !== doc) copyNumberKinds(doc, stored);
    const id = keyOf(stored._id);
    this.forgetRecovered(id);
    for (const index of this.indexes.values()) if (index.isBuilt) index.add(stored, id);
    markStored(stored);
    this.docs.set(id, stored);
  }
  /**
   * Recovery: a put whose document is left encoded until first read (see recovered.ts); decoded at
   * once when its `_id` cannot be read from the bytes or an index must be kept up to date.
   */
  restoreEncoded(encoded) {
    const id = encodedIdKey(encoded);
    if (id === void 0 || [...this.indexes.values()].some((index) => index.isBuilt)) {
      this.restore(decodeRecovered(encoded));
      return;
    }
    this.forgetRecovered(id);
    this.docs.set(id, encoded);
  }
  /** Recovery: a journal's delete, leaving deferred indexes alone as `restore` does. */
  restoreDelete(idValue) {
    this.forgetRecovered(keyOf(idValue));
  }
  forgetRecovered(id) {
    const existing = this.docs.get(id);
    if (!existing) return;
    let doc;
    for (const index of this.indexes.values())
      if (index.isBuilt) index.remove((doc ??= this.decoded(id, existing)), id);
    this.docs.delete(id);
  }
  /** Recovery: the `_id` index of a collection it has just created, left to build on first use too. */
  deferIdIndex() {
    this.indexes.get(ID_INDEX.name).deferBuild(this.indexSource);
  }
  /**
   * Recovery: an index that was built and checked when it was created, left to build on first
   * use (see Index.deferBuild) so that a restart does not wait for every index of every collection.
   */
  restoreIndex(spec) {
    if (this.indexes.has(spec.name)) return;
    const index = new Index(spec, this.namespace);
    index.deferBuild(this.indexSource);
    this.indexes.set(spec.name, index);
  }
  remove(doc) {
    const id = keyOf(doc._id);
    if (!this.docs.has(id)) return;
    this.unset(doc, id);
    this.record({ op: 'del', ns: this.namespace, id: doc._id }, () => this.set(doc, id));
  }
  indexSpecs() {
    return [...this.indexes.values()].map((index) => index.spec);
  }
  /** Creates an index; false when an identical one exists. Building a unique index checks existing data. */
  createIndex(input) {
    const spec = { v: 2, ...input, name: input.name ?? defaultIndexName(input.key) };
    const existing = this.indexes.get(spec.name);
    if (existing) {
      if (keyOf(existing.spec.key) === keyOf(spec.key) && !!existing.spec.unique === !!spec.unique)
        return false;
      throw indexOptionsConflict(
        `An existing index has the same name as the requested index: ${spec.name}`,
      );
    }
    const index = new Index(spec, this.namespace);
    for (const [id, stored] of this.docs) {
      const doc = this.decoded(id, stored);
      index.assertUnique(doc, id);
      index.add(doc, id);
    }
    this.indexes.set(spec.name, index);
    this.record({ op: 'index', ns: this.namespace, spec }, () => this.indexes.delete(spec.name));
    return true;
  }
  dropIndex(name3) {
    if (name3 === ID_INDEX.name) throw indexNotFound('cannot drop _id index');
    const index = this.indexes.get(name3);
    if (!index) throw indexNotFound(`index not found with name [${name3}]`);
    this.indexes.delete(name3);
    this.record({ op: 'dropIndex', ns: this.namespace, name: name3 }, () =>
      this.indexes.set(name3, index),
    );
  }
  /** collMod: the same index with changed options (hidden, expireAfterSeconds); its keys stay. */
  replaceIndexSpec(spec) {
    const index = this.indexes.get(spec.name);
    if (!index) throw indexNotFound(`index not found with name [${spec.name}]`);
    const previous = index.spec;
    index.respec(spec);
    const restore = () => index.respec(previous);
    this.record({ op: 'dropIndex', ns: this.namespace, name: spec.name }, restore);
    this.record({ op: 'index', ns: this.namespace, spec }, restore);
  }
  findIndexByKey(key) {
    for (const [name3, index] of this.indexes)
      if (keyOf(index.spec.key) === keyOf(key)) return name3;
    return void 0;
  }
  dropAllIndexes() {
    for (const name3 of [...this.indexes.keys()])
      if (name3 !== ID_INDEX.name) this.dropIndex(name3);
  }
  /** Specs with a TTL, for the expiry sweep. */
  ttlIndexes() {
    return this.indexSpecs().filter((spec) => typeof spec.expireAfterSeconds === 'number');
  }
};

// ../../packages/embedded-mongo/src/storage/data-dir-lock.ts
init_esm_shims();
import { readFileSync, rmSync, writeFileSync } from 'fs';
import { join } from 'path';
var LOCK_FILE = 'mongod.lock';
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
function lockDataDir(dbPath) {
  const file = join(dbPath, LOCK_FILE);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (owner !== process.pid && Number.isInteger(owner) && owner > 0 && isRunning(owner))
      throw new Error(
        `The data directory ${dbPath} is in use by process ${owner} (another server or the seed script): stop it, or use another DATA_DIR.`,
        { cause: error },
      );
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

// ../../packages/embedded-mongo/src/storage/journal.ts
init_esm_shims();
import {
  closeSync,
  copyFileSync,
  fsync,
  existsSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  renameSync,
  rmSync as rmSync2,
  writeSync,
} from 'fs';
import { readFile } from 'fs/promises';
import { join as join2 } from 'path';
import { crc32 } from 'zlib';
var RECORD_HEADER = 8;
var FSYNC_INTERVAL_MS = 100;
var COMPACT_AT_BYTES = 64 * 1024 * 1024;
var COMPACT_RETRY_BYTES = 16 * 1024 * 1024;
var NO_ROOM = /* @__PURE__ */ new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);
var LOAD_SLICE_MS = 10;
var PUT_OP_ELEMENT = Buffer.from('op\0\0\0\0put\0', 'latin1');
function encodeRecord(record) {
  if (record.op !== 'put') {
    const payload = asBuffer(serialize(record));
    const out3 = Buffer.allocUnsafe(RECORD_HEADER + payload.length);
    payload.copy(out3, RECORD_HEADER);
    return sealRecord(out3);
  }
  const ns = record.ns;
  const doc = record.doc instanceof Uint8Array ? record.doc : encodeDocument(record.doc);
  const nsBytes = Buffer.byteLength(ns);
  const payloadSize =
    4 + PUT_OP_ELEMENT.length + (1 + 3 + 4 + nsBytes + 1) + (1 + 4 + doc.length) + 1;
  const out2 = Buffer.allocUnsafe(RECORD_HEADER + payloadSize);
  let at = RECORD_HEADER;
  at = out2.writeInt32LE(payloadSize, at);
  at += PUT_OP_ELEMENT.copy(out2, at);
  at += out2.write('ns\0', at, 'latin1');
  at = out2.writeInt32LE(nsBytes + 1, at);
  at += out2.write(ns, at, 'utf8');
  out2[at++] = 0;
  at += out2.write('doc\0', at, 'latin1');
  out2.set(doc, at);
  out2[at + doc.length] = 0;
  return sealRecord(out2);
}
function sealRecord(record) {
  const payload = record.subarray(RECORD_HEADER);
  record.writeUInt32LE(payload.length, 0);
  record.writeUInt32LE(crc32(payload), 4);
  return record;
}
function encodeRecords(records) {
  return records.length === 1 ? encodeRecord(records[0]) : Buffer.concat(records.map(encodeRecord));
}
function recordAt(data, offset) {
  if (offset + RECORD_HEADER + 5 > data.length) return null;
  const length = data.readUInt32LE(offset);
  const end = offset + RECORD_HEADER + length;
  if (length < 5 || end > data.length) return null;
  if (data.readInt32LE(offset + RECORD_HEADER) !== length) return null;
  const payload = data.subarray(offset + RECORD_HEADER, end);
  return crc32(payload) === data.readUInt32LE(offset + 4) ? { payload, end } : null;
}
function nextRecordStart(data, from) {
  for (let offset = from; offset + RECORD_HEADER + 5 <= data.length; offset += 1)
    if (recordAt(data, offset)) return offset;
  return -1;
}
function identify(data, offset) {
  const collection = collectionOf(data, offset);
  if (collection) return { collection };
  const length = offset + RECORD_HEADER <= data.length ? data.readUInt32LE(offset) : 0;
  const end = offset + RECORD_HEADER + length;
  if (length < 5 || end > data.length) return {};
  try {
    const record = deserialize(data.subarray(offset + RECORD_HEADER, end));
    const index = record.spec?.name;
    return {
      ...(typeof record.ns === 'string' ? { collection: record.ns } : {}),
      ...(record.op === 'index' && typeof index === 'string' ? { index } : {}),
    };
  } catch {
    return {};
  }
}
function collectionOf(data, offset) {
  const at = offset + RECORD_HEADER + 4;
  if (!data.subarray(at, at + PUT_OP_ELEMENT.length).equals(PUT_OP_ELEMENT)) return void 0;
  const nsAt = at + PUT_OP_ELEMENT.length + 4;
  if (data.toString('latin1', nsAt - 4, nsAt) !== 'ns\0') return void 0;
  const size = nsAt + 4 <= data.length ? data.readInt32LE(nsAt) : 0;
  if (size < 2 || size > 256 || nsAt + 4 + size > data.length) return void 0;
  return data.toString('utf8', nsAt + 4, nsAt + 4 + size - 1);
}
function decodeRecord(payload) {
  const put2 = readEncodedPut(payload);
  if (put2) return { op: 'putEncoded', ...put2 };
  try {
    const record = deserialize(payload);
    recordNumberKinds(payload, 0, record);
    return record;
  } catch {
    return null;
  }
}
function isTornTail(data, offset) {
  return (
    offset + RECORD_HEADER > data.length ||
    offset + RECORD_HEADER + data.readUInt32LE(offset) > data.length ||
    data.subarray(offset).every((byte) => byte === 0)
  );
}
function* readRecords(data, onDamage, tornTail) {
  let offset = 0;
  while (offset < data.length) {
    const found = recordAt(data, offset);
    const record = found && decodeRecord(found.payload);
    if (found && record) {
      yield { record, end: found.end };
      offset = found.end;
      continue;
    }
    const next = nextRecordStart(data, offset + 1);
    const end = next === -1 ? data.length : next;
    if (!(next === -1 && tornTail && isTornTail(data, offset)))
      onDamage({ offset, end, ...identify(data, offset) });
    if (next === -1) return;
    offset = next;
  }
}
var JournalWriteError = class extends Error {
  constructor(message, noRoom) {
    super(message);
    this.noRoom = noRoom;
  }
  noRoom;
};
function writeWhole(fd, data) {
  for (let written = 0; written < data.length;) {
    const wrote = writeSync(fd, data, written);
    if (wrote === 0) throw Object.assign(new Error('no room for another byte'), { code: 'ENOSPC' });
    written += wrote;
  }
}
var yieldToEventLoop = () => new Promise((resolve2) => setImmediate(resolve2));
async function replay(data, apply, tornTail) {
  let validBytes = 0;
  const damaged = [];
  let sliceStarted = performance.now();
  for (const { record, end } of readRecords(data, (stretch) => damaged.push(stretch), tornTail)) {
    apply(record);
    validBytes = end;
    if (performance.now() - sliceStarted > LOAD_SLICE_MS) {
      await yieldToEventLoop();
      sliceStarted = performance.now();
    }
  }
  return { validBytes, damaged };
}
function keepAside(path, name3, damaged) {
  if (damaged.length === 0) return [];
  const keptAs = `${path}.damaged-${/* @__PURE__ */ new Date().toISOString().replace(/[:.]/g, '-')}`;
  copyFileSync(path, keptAs);
  return damaged.map(({ offset, end, collection, index }) => ({
    file: name3,
    offset,
    bytes: end - offset,
    ...(collection ? { collection } : {}),
    ...(index ? { index } : {}),
    keptAs,
  }));
}
function writeSnapshot(path, state) {
  const fd = openSync(path, 'w');
  try {
    let batch = [];
    for (const record of state) {
      batch.push(record);
      if (batch.length >= 1e3) {
        writeWhole(fd, encodeRecords(batch));
        batch = [];
      }
    }
    writeWhole(fd, encodeRecords(batch));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
var Journal = class _Journal {
  constructor(dir, recovered) {
    this.dir = dir;
    this.fd = openSync(this.journalPath, 'a');
    this.size = recovered;
    this.timer = setInterval(() => this.flushInBackground(), FSYNC_INTERVAL_MS);
    this.timer.unref();
  }
  dir;
  fd;
  size;
  dirty = false;
  syncing = false;
  closed = false;
  /** Set when a failed write could not be cut off the file: no later write may follow it. */
  broken;
  compactAt = COMPACT_AT_BYTES;
  timer;
  get journalPath() {
    return join2(this.dir, 'journal.bin');
  }
  get snapshotPath() {
    return join2(this.dir, 'snapshot.bin');
  }
  /**
   * Opens the journal in `dir`, handing every intact record (snapshot first) to `apply`. What was
   * damaged is in `damage`; the caller then writes a fresh snapshot (compact) so it is not read again.
   */
  static async open(dir, apply) {
    const damage = [];
    const snapshot = join2(dir, 'snapshot.bin');
    if (existsSync(snapshot)) {
      const { damaged } = await replay(await readFile(snapshot), apply, false);
      damage.push(...keepAside(snapshot, 'snapshot.bin', damaged));
    }
    const journalPath = join2(dir, 'journal.bin');
    let validBytes = 0;
    if (existsSync(journalPath)) {
      const data = await readFile(journalPath);
      const replayed = await replay(data, apply, true);
      validBytes = replayed.validBytes;
      damage.push(...keepAside(journalPath, 'journal.bin', replayed.damaged));
      if (replayed.damaged.length === 0 && validBytes < data.length) {
        const fd = openSync(journalPath, 'r+');
        ftruncateSync(fd, validBytes);
        fsyncSync(fd);
        closeSync(fd);
      }
    }
    return { journal: new _Journal(dir, validBytes), damage };
  }
  /**
   * Appends the records whole, or throws JournalWriteError with the file as it was: what a failed
   * write left after the last whole record is cut off again.
   */
  append(records) {
    if (records.length === 0) return;
    if (this.broken) throw this.broken;
    const data = encodeRecords(records);
    try {
      writeWhole(this.fd, data);
    } catch (error) {
      throw this.cutBack(error);
    }
    this.size += data.length;
    this.dirty = true;
  }
  /** Cuts the file back to its last whole record after a failed write; the error to report. */
  cutBack(error) {
    try {
      ftruncateSync(this.fd, this.size);
    } catch (cutError) {
      this.broken = new JournalWriteError(
        `${this.journalPath} ends in a partly written record that could not be removed (${cutError.message}); restart the server`,
        false,
      );
      return this.broken;
    }
    const noRoom = NO_ROOM.has(error.code ?? '');
    return new JournalWriteError(
      noRoom
        ? `no room left on the disk for ${this.journalPath}: the write was not saved`
        : `writing ${this.journalPath} failed (${error.message}): the write was not saved`,
      noRoom,
    );
  }
  get needsCompaction() {
    return this.size > this.compactAt;
  }
  flushInBackground() {
    if (!this.dirty || this.syncing) return;
    this.dirty = false;
    this.syncing = true;
    fsync(this.fd, (error) => {
      this.syncing = false;
      if (error && !this.closed) {
        this.dirty = true;
        console.error(`embedded-mongo: journal fsync failed: ${error.message}`);
      }
    });
  }
  flush() {
    if (!this.dirty) return;
    fsyncSync(this.fd);
    this.dirty = false;
  }
  /**
   * Replaces the snapshot with the given full state and empties the journal. When the snapshot
   * cannot be written whole (a full disk), throws with both files as they were, and waits for
   * COMPACT_RETRY_BYTES more of journal before trying again.
   */
  compact(state) {
    const tmp = join2(this.dir, 'snapshot.tmp');
    try {
      writeSnapshot(tmp, state);
    } catch (error) {
      rmSync2(tmp, { force: true });
      this.compactAt = this.size + COMPACT_RETRY_BYTES;
      throw error;
    }
    renameSync(tmp, this.snapshotPath);
    const dirFd = openSync(this.dir, 'r');
    fsyncSync(dirFd);
    closeSync(dirFd);
    ftruncateSync(this.fd, 0);
    fsyncSync(this.fd);
    this.size = 0;
    this.compactAt = COMPACT_AT_BYTES;
    this.dirty = false;
  }
  close() {
    clearInterval(this.timer);
    this.flush();
    this.closed = true;
    closeSync(this.fd);
  }
};

// ../../packages/embedded-mongo/src/storage/storage.ts
var IDLE_POLL_MS = 50;
var BUILD_SLICE_MS = 4;
var BUSY_BUILD_SHARE = 0.5;
var BUSY_WINDOW_MS = 100;
function splitNamespace(ns) {
  const dot = ns.indexOf('.');
  return [ns.slice(0, dot), ns.slice(dot + 1)];
}
var BusyShare = class {
  windowStart = performance.now();
  used = 0;
  /** How long the builder must wait before its next slice; 0 when it may build now. */
  waitMs() {
    const now = performance.now();
    if (now - this.windowStart >= BUSY_WINDOW_MS) {
      this.windowStart = now;
      this.used = 0;
    }
    return this.used < BUSY_BUILD_SHARE * BUSY_WINDOW_MS
      ? 0
      : this.windowStart + BUSY_WINDOW_MS - now;
  }
  spent(ms) {
    this.used += ms;
  }
};
function unsaved(error) {
  return error.noRoom
    ? outOfDiskSpace(error.message)
    : new CommandError(1, 'InternalError', error.message);
}
var Storage = class _Storage {
  databases = /* @__PURE__ */ new Map();
  pending = [];
  undos = [];
  recording = true;
  journal;
  unlock;
  closed = false;
  /** Set when a command asked for its changes on disk (`j: true`): the next commit fsyncs. */
  syncOnCommit = false;
  /** What recovery found damaged and skipped when the data was loaded (journal.ts). */
  damage = [];
  /**
   * The storage of `dbPath` with its data loaded, or a purely in-memory one without it. Damaged
   * records are skipped and reported in `damage`, and a fresh snapshot of what was read is written
   * at once; with `onDamage: 'refuse'` the start fails instead and the files stay as they are.
   */
  static async open(dbPath, { onDamage = 'recover' } = {}) {
    const storage = new _Storage();
    if (!dbPath) return storage;
    mkdirSync(dbPath, { recursive: true });
    storage.unlock = lockDataDir(dbPath);
    storage.recording = false;
    const { journal, damage } = await Journal.open(dbPath, (record) => storage.apply(record));
    storage.journal = journal;
    storage.recording = true;
    storage.damage = damage;
    if (damage.length > 0) {
      if (onDamage === 'refuse') {
        storage.close({ compact: false });
        throw new Error(
          `The data in ${dbPath} is damaged (${describeDamage(damage)}); not starting, as asked. The damaged files are kept as they are.`,
        );
      }
      journal.compact(storage.state());
    }
    return storage;
  }
  /**
   * Builds the indexes recovery deferred (see Collection.restoreIndex) in the background, in slices
   * of BUILD_SLICE_MS so that a message arriving meanwhile waits little, the indexes reads have
   * wanted most first: back to back while `idle()` says no client is waiting, and at most
   * BUSY_BUILD_SHARE of the thread while clients are busy, for an index reads want (building every
   * index as soon as the server listened delayed the first sign-in by seconds on a loaded machine).
   * A read that needs an unbuilt index passes over its collection meanwhile (deferred-build.ts).
   * Stops once the storage is closed.
   */
  async buildDeferredIndexes(idle) {
    const busyShare = new BusyShare();
    for (let index = this.mostWantedUnbuilt(); index; index = this.mostWantedUnbuilt()) {
      const wait = idle() ? 0 : index.demand > 0 ? busyShare.waitMs() : IDLE_POLL_MS;
      await (wait === 0 ? nextTurn(void 0, { ref: false }) : sleep(wait, void 0, { ref: false }));
      if (this.closed) return;
      if (!idle() && (index.demand === 0 || busyShare.waitMs() > 0)) continue;
      const started = performance.now();
      index.buildUntil(started + BUILD_SLICE_MS);
      busyShare.spent(performance.now() - started);
    }
  }
  /** The unbuilt index reads have wanted most; the first in storage order among equals. */
  mostWantedUnbuilt() {
    let best;
    for (const collections of this.databases.values())
      for (const collection of collections.values())
        for (const index of collection.indexList())
          if (!index.isBuilt && (!best || index.demand > best.demand)) best = index;
    return best;
  }
  record = (change, undo) => {
    if (!this.recording || !this.journal) return;
    this.pending.push(change);
    this.undos.push(undo);
  };
  /** Whether changes are waiting for `commit()`. */
  get hasUncommitted() {
    return this.pending.length > 0;
  }
  /** How many changes wait for `commit()`: a command that raised it changed something. */
  get uncommittedChanges() {
    return this.pending.length;
  }
  /**
   * Makes everything changed so far reach the disk before the current command is acknowledged, as
   * a `j: true` write concern asks: at the next commit when changes wait for it, else now.
   */
  requireDurable() {
    if (!this.journal) return;
    if (this.pending.length > 0) this.syncOnCommit = true;
    else this.journal.flush();
  }
  /**
   * Writes the changes made since the last commit to the journal; call before acknowledging them.
   * When the journal cannot take them (a full disk), they are undone in memory, latest first, and
   * the CommandError to answer their commands with is thrown: nothing unsaved is acknowledged or
   * stays visible, and what was saved before is untouched.
   */
  commit() {
    if (!this.journal || this.pending.length === 0) return;
    const undos = this.undos;
    try {
      this.journal.append(this.pending);
    } catch (error) {
      for (let i = undos.length - 1; i >= 0; i -= 1) undos[i]();
      throw unsaved(error);
    } finally {
      this.pending = [];
      this.undos = [];
    }
    if (this.syncOnCommit) {
      this.syncOnCommit = false;
      this.journal.flush();
    }
    if (this.journal.needsCompaction) this.tryCompact();
  }
  /** Compacts, unless that fails (a full disk): the journal still holds every change then. */
  tryCompact() {
    try {
      this.journal?.compact(this.state());
    } catch (error) {
      console.error(
        `embedded-mongo: compaction failed, the journal keeps every change: ${error.message}`,
      );
    }
  }
  apply(record) {
    switch (record.op) {
      case 'create':
      case 'options': {
        const collection = this.collection(...splitNamespace(record.ns), { create: true });
        if (record.options) collection.options = record.options;
        if (record.op === 'create')
          for (const spec of record.indexes ?? []) collection.restoreIndex(spec);
        break;
      }
      case 'drop':
        this.databases.get(splitNamespace(record.ns)[0])?.delete(splitNamespace(record.ns)[1]);
        break;
      case 'dropDb':
        this.databases.delete(record.db);
        break;
      case 'put':
        this.collection(...splitNamespace(record.ns), { create: true }).restore(record.doc);
        break;
      case 'putEncoded':
        this.collection(...splitNamespace(record.ns), { create: true }).restoreEncoded(
          record.encoded,
        );
        break;
      case 'del':
        this.collection(...splitNamespace(record.ns))?.restoreDelete(record.id);
        break;
      case 'index':
        this.collection(...splitNamespace(record.ns), { create: true }).restoreIndex(record.spec);
        break;
      case 'dropIndex':
        this.collection(...splitNamespace(record.ns))?.dropIndex(record.name);
        break;
    }
  }
  /** The whole state as records, for a snapshot. */
  *state() {
    for (const [db, collections] of this.databases) {
      for (const [name3, collection] of collections) {
        const ns = `${db}.${name3}`;
        const indexes = collection.indexSpecs().filter((spec) => spec.name !== '_id_');
        yield {
          op: 'create',
          ns,
          ...(Object.keys(collection.options).length > 0 ? { options: collection.options } : {}),
          ...(indexes.length > 0 ? { indexes } : {}),
        };
        for (const spec of indexes) yield { op: 'index', ns, spec };
        for (const doc of collection.storedDocuments()) yield { op: 'put', ns, doc };
      }
    }
  }
  collection(db, name3, { create: create2 = false } = {}) {
    let collections = this.databases.get(db);
    let collection = collections?.get(name3);
    if (collection || !create2) return collection;
    if (!name3 || name3.includes('$') || !db)
      throw invalidNamespace(`Invalid namespace specified '${db}.${name3}'`);
    const newDatabase = !collections;
    if (!collections) this.databases.set(db, (collections = /* @__PURE__ */ new Map()));
    collection = new Collection(db, name3, this.record);
    if (!this.recording) collection.deferIdIndex();
    collections.set(name3, collection);
    const created = collections;
    this.record({ op: 'create', ns: collection.namespace }, () =>
      newDatabase ? this.databases.delete(db) : created.delete(name3),
    );
    return collection;
  }
  createCollection(db, name3, options = {}) {
    if (this.collection(db, name3)) throw namespaceExists(`${db}.${name3}`);
    const collection = this.collection(db, name3, { create: true });
    if (Object.keys(options).length > 0) this.setOptions(collection, options);
    return collection;
  }
  /** Replaces a collection's options (createCollection, collMod), journaled. */
  setOptions(collection, options) {
    const previous = collection.options;
    collection.options = options;
    this.record({ op: 'options', ns: collection.namespace, options }, () => {
      collection.options = previous;
    });
  }
  dropCollection(db, name3) {
    const collection = this.collection(db, name3);
    if (!collection) throw namespaceNotFound('ns not found');
    const collections = this.databases.get(db);
    collections.delete(name3);
    this.record({ op: 'drop', ns: collection.namespace }, () => collections.set(name3, collection));
    return collection.indexSpecs().length;
  }
  dropDatabase(db) {
    const collections = this.databases.get(db);
    if (!collections) return;
    this.databases.delete(db);
    this.record({ op: 'dropDb', db }, () => this.databases.set(db, collections));
  }
  collections(db) {
    return [...(this.databases.get(db)?.values() ?? [])];
  }
  databaseNames() {
    return [...this.databases.keys()];
  }
  /**
   * Compacts into a snapshot and closes the journal (clean shutdown). On a full disk the journal
   * stays as it is, which holds every change that was acknowledged.
   */
  close({ compact = true } = {}) {
    this.closed = true;
    if (!this.journal) return;
    try {
      this.commit();
    } catch (error) {
      console.error(`embedded-mongo: ${error.message}`);
    }
    if (compact) this.tryCompact();
    this.journal.close();
    this.journal = void 0;
    this.unlock?.();
  }
};

// ../../packages/embedded-mongo/src/storage/ttl.ts
init_esm_shims();
function sweepExpired(storage, now = Date.now()) {
  let removed = 0;
  for (const db of storage.databaseNames()) {
    for (const collection of storage.collections(db)) {
      for (const spec of collection.ttlIndexes()) {
        const field = Object.keys(spec.key)[0];
        if (!field) continue;
        const cutoff = now - (spec.expireAfterSeconds ?? 0) * 1e3;
        for (const doc of collection.all()) {
          const value = getPath(doc, field);
          const dates = (Array.isArray(value) ? value : [value]).filter(
            (item) => item instanceof Date,
          );
          if (dates.length > 0 && Math.min(...dates.map((date) => date.getTime())) <= cutoff) {
            collection.remove(doc);
            removed += 1;
          }
        }
      }
    }
  }
  try {
    storage.commit();
  } catch (error) {
    console.error(`embedded-mongo: expired documents stay for now: ${error.message}`);
    return 0;
  }
  return removed;
}

// ../../packages/embedded-mongo/src/wire/frame-reader.ts
init_esm_shims();
var FrameReader = class {
  /** A message being assembled from several chunks, and how much of it has arrived. */
  partial;
  filled = 0;
  /** The first bytes of a length prefix that a chunk ended inside. */
  prefix;
  push(received) {
    const messages = [];
    let chunk = received;
    if (this.prefix) {
      chunk = Buffer.concat([this.prefix, received]);
      this.prefix = void 0;
    }
    let at = 0;
    if (this.partial) {
      at = Math.min(this.partial.length - this.filled, chunk.length);
      chunk.copy(this.partial, this.filled, 0, at);
      this.filled += at;
      if (this.filled < this.partial.length) return messages;
      messages.push(this.partial);
      this.partial = void 0;
    }
    while (chunk.length - at >= 4) {
      const length = chunk.readInt32LE(at);
      if (length < HEADER_BYTES || length > MAX_MESSAGE_BYTES) {
        throw new ProtocolError(`invalid message length ${length}`);
      }
      if (chunk.length - at < length) {
        this.partial = Buffer.allocUnsafe(length);
        this.filled = chunk.copy(this.partial, 0, at);
        return messages;
      }
      messages.push(chunk.subarray(at, at + length));
      at += length;
    }
    if (at < chunk.length) this.prefix = Buffer.from(chunk.subarray(at));
    return messages;
  }
};

// ../../packages/embedded-mongo/src/server.ts
var QUIET_MS = 500;
var SOCKET_PATH_MAX = 100;
function privateSocketPath(dbPath) {
  let dir = join3(dbPath, 'socket');
  if (join3(dir, 'mongod.sock').length > SOCKET_PATH_MAX)
    dir = mkdtempSync(join3(tmpdir(), 'pc-db-'));
  mkdirSync2(dir, { recursive: true, mode: 448 });
  chmodSync(dir, 448);
  const path = join3(dir, 'mongod.sock');
  rmSync3(path, { force: true });
  return path;
}
async function startEmbeddedMongo(options = {}) {
  const storage = await Storage.open(options.dbPath, { onDamage: options.onDamage });
  let ttl = setInterval(() => sweepExpired(storage), options.ttlSweepMs ?? 6e4);
  ttl.unref();
  const state = new ServerState((ms) => {
    clearInterval(ttl);
    ttl = setInterval(() => sweepExpired(storage), ms);
    ttl.unref();
  });
  const answer = createAnswerer(storage, new Cursors(), state);
  const outbox = new ReplyOutbox(storage);
  const sockets = /* @__PURE__ */ new Set();
  let connections = 0;
  let lastMessageAt;
  const server2 = createServer({ noDelay: true }, (socket) => {
    connections += 1;
    const connectionId = connections;
    const reader = new FrameReader();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk) => {
      lastMessageAt = performance.now();
      const replies = [];
      try {
        for (const message of reader.push(chunk)) {
          const changes = storage.uncommittedChanges;
          const reply = answer(message, connectionId);
          if (!reply) continue;
          replies.push(reply);
          if (storage.uncommittedChanges > changes) outbox.answersWrite(reply);
        }
      } catch {
        socket.destroy();
      } finally {
        outbox.send(socket, replies);
      }
    });
  });
  const host = options.host ?? '127.0.0.1';
  const socketPath =
    options.privateSocket && options.dbPath ? privateSocketPath(options.dbPath) : void 0;
  await new Promise((resolve2, reject) => {
    server2.once('error', reject);
    if (socketPath) server2.listen(socketPath, () => resolve2());
    else server2.listen(options.port ?? 0, host, () => resolve2());
  }).catch((error) => {
    storage.close();
    throw error;
  });
  void storage.buildDeferredIndexes(
    () => lastMessageAt !== void 0 && performance.now() - lastMessageAt > QUIET_MS,
  );
  const address = server2.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    uri: socketPath ? `mongodb://${encodeURIComponent(socketPath)}/` : `mongodb://${host}:${port}/`,
    port,
    damage: storage.damage,
    stop: async () => {
      clearInterval(ttl);
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve2) => server2.close(() => resolve2()));
      if (socketPath) rmSync3(socketPath, { force: true });
      storage.close();
    },
  };
}

// ../../packages/embedded-mongo/src/embedded-mongo-worker.ts
var parent = parentPort;
var server = await startEmbeddedMongo(workerData);
parent.postMessage({ uri: server.uri, port: server.port, damage: server.damage });
parent.once('message', () => {
  void server.stop().then(() => parent.close());
});
//# sourceMappingURL=embedded-mongo-worker.js.map
