import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  __commonJS,
  __esm,
  __export,
  __require,
  __toCommonJS,
  init_esm_shims,
} from './chunk-B46JO6ZJ.js';

// ../../node_modules/.pnpm/bson@7.3.4/node_modules/bson/lib/bson.cjs
var require_bson = __commonJS({
  '../../node_modules/.pnpm/bson@7.3.4/node_modules/bson/lib/bson.cjs'(exports) {
    'use strict';
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
    function isRegExp(regexp2) {
      return (
        regexp2 instanceof RegExp || Object.prototype.toString.call(regexp2) === '[object RegExp]'
      );
    }
    function isMap(value) {
      return (
        typeof value === 'object' &&
        value != null &&
        Symbol.toStringTag in value &&
        value[Symbol.toStringTag] === 'Map'
      );
    }
    function isDate(date) {
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
      copy(source, target, targetStart, sourceStart, sourceEnd) {
        return nodeJsByteUtils
          .toLocalBufferType(source)
          .copy(target, targetStart ?? 0, sourceStart ?? 0, sourceEnd ?? source.length);
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
          const { console } = globalThis;
          console?.warn?.(
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
          throw new TypeError(
            `The "size" argument must be of type number. Received ${String(size)}`,
          );
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
      copy(source, target, targetStart, sourceStart, sourceEnd) {
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
        const maxLen = Math.min(srcSlice.length, target.length - targetStart);
        if (maxLen <= 0) {
          return 0;
        }
        target.set(srcSlice.subarray(0, maxLen), targetStart);
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
        if (encoding === 'base64')
          return ByteUtils.toBase64(this.buffer.subarray(0, this.position));
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
          this.buffer.buffer.slice(
            this.buffer.byteOffset + 2,
            this.buffer.byteOffset + this.position,
          ),
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
          this.buffer.buffer.slice(
            this.buffer.byteOffset + 2,
            this.buffer.byteOffset + this.position,
          ),
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
          this.buffer.buffer.slice(
            this.buffer.byteOffset + 2,
            this.buffer.byteOffset + this.position,
          ),
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
            0, 97, 115, 109, 1, 0, 0, 0, 1, 13, 2, 96, 0, 1, 127, 96, 4, 127, 127, 127, 127, 1, 127,
            3, 7, 6, 0, 1, 1, 1, 1, 1, 6, 6, 1, 127, 1, 65, 0, 11, 7, 50, 6, 3, 109, 117, 108, 0, 1,
            5, 100, 105, 118, 95, 115, 0, 2, 5, 100, 105, 118, 95, 117, 0, 3, 5, 114, 101, 109, 95,
            115, 0, 4, 5, 114, 101, 109, 95, 117, 0, 5, 8, 103, 101, 116, 95, 104, 105, 103, 104, 0,
            0, 10, 191, 1, 6, 4, 0, 35, 0, 11, 36, 1, 1, 126, 32, 0, 173, 32, 1, 173, 66, 32, 134,
            132, 32, 2, 173, 32, 3, 173, 66, 32, 134, 132, 126, 34, 4, 66, 32, 135, 167, 36, 0, 32,
            4, 167, 11, 36, 1, 1, 126, 32, 0, 173, 32, 1, 173, 66, 32, 134, 132, 32, 2, 173, 32, 3,
            173, 66, 32, 134, 132, 127, 34, 4, 66, 32, 135, 167, 36, 0, 32, 4, 167, 11, 36, 1, 1,
            126, 32, 0, 173, 32, 1, 173, 66, 32, 134, 132, 32, 2, 173, 32, 3, 173, 66, 32, 134, 132,
            128, 34, 4, 66, 32, 135, 167, 36, 0, 32, 4, 167, 11, 36, 1, 1, 126, 32, 0, 173, 32, 1,
            173, 66, 32, 134, 132, 32, 2, 173, 32, 3, 173, 66, 32, 134, 132, 129, 34, 4, 66, 32,
            135, 167, 36, 0, 32, 4, 167, 11, 36, 1, 1, 126, 32, 0, 173, 32, 1, 173, 66, 32, 134,
            132, 32, 2, 173, 32, 3, 173, 66, 32, 134, 132, 130, 34, 4, 66, 32, 135, 167, 36, 0, 32,
            4, 167, 11,
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
        const unsignedBool =
          typeof highOrUnsigned === 'boolean' ? highOrUnsigned : Boolean(unsigned);
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
        let p;
        if ((p = str.indexOf('-')) > 0) throw new BSONError('interior hyphen');
        else if (p === 0) {
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
        } else if (
          (str === 'Infinity' || str === '+Infinity' || str === '-Infinity') &&
          radix < 35
        ) {
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
        else
          return _Long.fromBits(
            this.high >> (numBits - 32),
            this.high >= 0 ? 0 : -1,
            this.unsigned,
          );
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
                      return new _Decimal128(
                        isNegative ? INF_NEGATIVE_BUFFER : INF_POSITIVE_BUFFER,
                      );
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
          $numberDouble: Number.isInteger(this.value)
            ? this.value.toFixed(1)
            : this.value.toString(),
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
        return options && options.relaxed
          ? parseInt(doc.$numberInt, 10)
          : new _Int32(doc.$numberInt);
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
            throw new BSONError(
              'Argument passed in must have an id that is of type string or Buffer',
            );
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
          if (
            (char >= 48 && char <= 57) ||
            (char >= 97 && char <= 102) ||
            (char >= 65 && char <= 70)
          ) {
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
        let target = obj;
        if (!isObjArray && !isObjMap && typeof obj?.toBSON === 'function') {
          target = obj.toBSON();
        }
        if (isObjArray) {
          const array = target;
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
          for (const [key, value] of target) {
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
          for (const key of Object.keys(target)) {
            total += calculateElementSize(
              key,
              target[key],
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
      name,
      value,
      serializeFunctions = false,
      isArray = false,
      ignoreUndefined = false,
      objectStack,
      path,
    ) {
      if (typeof value?.toBSON === 'function') {
        value = value.toBSON();
      }
      switch (typeof value) {
        case 'string':
          return 1 + ByteUtils.utf8ByteLength(name) + 1 + 4 + ByteUtils.utf8ByteLength(value) + 1;
        case 'number':
          if (Math.floor(value) === value && value >= JS_INT_MIN && value <= JS_INT_MAX) {
            if (!Object.is(value, -0) && value >= BSON_INT32_MIN && value <= BSON_INT32_MAX) {
              return ByteUtils.utf8ByteLength(name) + 1 + (4 + 1);
            } else {
              return ByteUtils.utf8ByteLength(name) + 1 + (8 + 1);
            }
          } else {
            return ByteUtils.utf8ByteLength(name) + 1 + (8 + 1);
          }
        case 'undefined':
          if (isArray || !ignoreUndefined) return ByteUtils.utf8ByteLength(name) + 1 + 1;
          return 0;
        case 'boolean':
          return ByteUtils.utf8ByteLength(name) + 1 + (1 + 1);
        case 'object':
          if (
            value != null &&
            typeof value._bsontype === 'string' &&
            value[BSON_VERSION_SYMBOL] !== BSON_MAJOR_VERSION
          ) {
            throw new BSONVersionError();
          } else if (
            value == null ||
            value._bsontype === 'MinKey' ||
            value._bsontype === 'MaxKey'
          ) {
            return ByteUtils.utf8ByteLength(name) + 1 + 1;
          } else if (value._bsontype === 'ObjectId') {
            return ByteUtils.utf8ByteLength(name) + 1 + (12 + 1);
          } else if (value instanceof Date || isDate(value)) {
            return ByteUtils.utf8ByteLength(name) + 1 + (8 + 1);
          } else if (
            ArrayBuffer.isView(value) ||
            value instanceof ArrayBuffer ||
            isAnyArrayBuffer(value)
          ) {
            return ByteUtils.utf8ByteLength(name) + 1 + (1 + 4 + 1) + value.byteLength;
          } else if (
            value._bsontype === 'Long' ||
            value._bsontype === 'Double' ||
            value._bsontype === 'Timestamp'
          ) {
            return ByteUtils.utf8ByteLength(name) + 1 + (8 + 1);
          } else if (value._bsontype === 'Decimal128') {
            return ByteUtils.utf8ByteLength(name) + 1 + (16 + 1);
          } else if (value._bsontype === 'Int32') {
            return ByteUtils.utf8ByteLength(name) + 1 + (4 + 1);
          } else if (value._bsontype === 'Code') {
            if (value.scope != null && typeof value.scope === 'object') {
              if (path.has(value.scope)) {
                throw new BSONError('Cannot convert circular structure to BSON');
              }
              objectStack.push({ object: value.scope, ignoreUndefined, exit: false });
              return (
                ByteUtils.utf8ByteLength(name) +
                1 +
                1 +
                4 +
                4 +
                ByteUtils.utf8ByteLength(value.code.toString()) +
                1
              );
            } else {
              return (
                ByteUtils.utf8ByteLength(name) +
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
              return ByteUtils.utf8ByteLength(name) + 1 + (binary.position + 1 + 4 + 1 + 4);
            } else {
              return ByteUtils.utf8ByteLength(name) + 1 + (binary.position + 1 + 4 + 1);
            }
          } else if (value._bsontype === 'BSONSymbol') {
            return (
              ByteUtils.utf8ByteLength(name) + 1 + ByteUtils.utf8ByteLength(value.value) + 4 + 1 + 1
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
            return ByteUtils.utf8ByteLength(name) + 1 + 1;
          } else if (value instanceof RegExp || isRegExp(value)) {
            return (
              ByteUtils.utf8ByteLength(name) +
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
              ByteUtils.utf8ByteLength(name) +
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
            return ByteUtils.utf8ByteLength(name) + 1 + 1;
          }
        case 'function':
          if (serializeFunctions) {
            return (
              ByteUtils.utf8ByteLength(name) +
              1 +
              1 +
              4 +
              ByteUtils.utf8ByteLength(value.toString()) +
              1
            );
          }
          return 0;
        case 'bigint':
          return ByteUtils.utf8ByteLength(name) + 1 + (8 + 1);
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
            throw new BSONError(
              `The regular expression option [${this.options[i]}] is not supported`,
            );
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
          if (
            typeof low.t !== 'number' &&
            (typeof low.t !== 'object' || low.t._bsontype !== 'Int32')
          ) {
            throw new BSONError('Timestamp constructed from { t, i } must provide t as a number');
          }
          if (
            typeof low.i !== 'number' &&
            (typeof low.i !== 'object' || low.i._bsontype !== 'Int32')
          ) {
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
    function internalDeserialize(buffer2, options, isArray) {
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
      return deserializeObject(buffer2, index, options, isArray);
    }
    var allowedDBRefKeys = /^\$ref$|^\$id$|^\$db$/;
    function assignValue(dest, name, value) {
      if (name === '__proto__') {
        Object.defineProperty(dest, name, {
          value,
          writable: true,
          enumerable: true,
          configurable: true,
        });
      } else {
        dest[name] = value;
      }
    }
    function toPotentialDbRef(doc) {
      if (isDBRefLike(doc)) {
        const { $ref, $id, $db, ...fields } = doc;
        return new DBRef($ref, $id, $db, fields);
      }
      return doc;
    }
    function deserializeObject(buffer2, index, options, isArray = false) {
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
          throw new BSONError(
            'Invalid UTF-8 validation option - keys must be all true or all false',
          );
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
      const rootObject = isArray ? [] : {};
      let arrayIndex = 0;
      let isPossibleDBRef = isArray ? false : null;
      let currentFrame = null;
      let currentDest = rootObject;
      let currentIsArray = isArray;
      while (true) {
        const elementType = buffer2[index++];
        if (elementType === 0) {
          if (currentFrame) {
            if (index === currentFrame.lastIndex) {
              const completedFrame = currentFrame;
              currentFrame = completedFrame.prev;
              if (currentFrame === null) {
                currentDest = rootObject;
                currentIsArray = isArray;
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
        const name = currentIsArray
          ? currentFrame !== null
            ? currentFrame.arrayIndex++
            : arrayIndex++
          : ByteUtils.toUTF8(buffer2, index, i, false);
        let shouldValidateKey;
        if (currentFrame !== null) {
          shouldValidateKey = currentFrame.validationSetting;
        } else if (globalUTFValidation || utf8KeysSet?.has(name)) {
          shouldValidateKey = validationSetting;
        } else {
          shouldValidateKey = !validationSetting;
        }
        if (currentFrame !== null) {
          if (
            currentFrame.isPossibleDBRef !== false &&
            typeof name === 'string' &&
            name[0] === '$'
          ) {
            currentFrame.isPossibleDBRef = allowedDBRefKeys.test(name);
          }
        } else if (isPossibleDBRef !== false && name[0] === '$') {
          isPossibleDBRef = allowedDBRefKeys.test(name);
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
              propertyName: name,
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
          const arrayRaw = !!(fieldsAsRaw && fieldsAsRaw[name]) || (currentFrame?.raw ?? false);
          isDeferredValue = true;
          const arrayFrame = {
            holdingDocument: [],
            elementType: BSON_DATA_ARRAY,
            propertyName: name,
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
          const symbol = ByteUtils.toUTF8(
            buffer2,
            index,
            index + stringSize - 1,
            shouldValidateKey,
          );
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
            propertyName: name,
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
          const namespace = ByteUtils.toUTF8(
            buffer2,
            index,
            index + stringSize - 1,
            shouldValidateKey,
          );
          index = index + stringSize;
          const oidBuffer = ByteUtils.allocateUnsafe(12);
          for (let i2 = 0; i2 < 12; i2++) oidBuffer[i2] = buffer2[index + i2];
          const oid = new ObjectId(oidBuffer);
          index = index + 12;
          value = new DBRef(namespace, oid);
        } else {
          throw new BSONError(
            `Detected unknown BSON type ${elementType.toString(16)} for fieldname "${name}"`,
          );
        }
        if (!isDeferredValue) {
          assignValue(currentDest, name, value);
        }
      }
      if (currentFrame !== null) {
        throw new BSONError(
          'corrupted bson, more objects expected based on the current document size',
        );
      }
      const object = rootObject;
      if (size !== index - startIndex) {
        if (isArray) throw new BSONError('corrupt array bson');
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
    function makeFrame(
      sourceObject,
      objectSizeIndex,
      codeSizeIndex,
      prev,
      checkKeys,
      ignoreUndefined,
    ) {
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
      let target = sourceObject;
      if (typeof target?.toBSON === 'function') {
        target = target.toBSON();
        if (target != null && typeof target !== 'object') {
          throw new BSONError('toBSON function did not return an object');
        }
      }
      return {
        sourceObject,
        isArray: false,
        objectSizeIndex,
        codeSizeIndex,
        iterTarget: target,
        keys: Object.keys(target),
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
          isDate(object) ||
          isRegExp(object) ||
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
          if (value instanceof Date || isDate(value)) {
            index = serializeDate(buffer2, key, value, index);
          } else if (value instanceof Uint8Array || isUint8Array(value)) {
            index = serializeBuffer(buffer2, key, value, index);
          } else if (value instanceof RegExp || isRegExp(value)) {
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
      if (value instanceof Date || isDate(value)) {
        const dateNum = value.getTime(),
          inRange = dateNum > -1 && dateNum < 2534023008e5;
        if (options.legacy) {
          return options.relaxed && inRange
            ? { $date: value.getTime() }
            : { $date: getISOString(value) };
        }
        return options.relaxed && inRange
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
      if (value instanceof RegExp || isRegExp(value)) {
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
        for (const name of Object.keys(doc)) {
          options.seenObjects.push({ propertyName: name, obj: null });
          try {
            const value = serializeValue(doc[name], options);
            if (name === '__proto__') {
              Object.defineProperty(_doc, name, {
                value,
                writable: true,
                enumerable: true,
                configurable: true,
              });
            } else {
              _doc[name] = value;
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
    function setInternalBufferSize(size) {
      if (buffer.length < size) {
        buffer = ByteUtils.allocate(size);
      }
    }
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
    function serializeWithBufferAndIndex(object, finalBuffer, options = {}) {
      const checkKeys = typeof options.checkKeys === 'boolean' ? options.checkKeys : false;
      const serializeFunctions =
        typeof options.serializeFunctions === 'boolean' ? options.serializeFunctions : false;
      const ignoreUndefined =
        typeof options.ignoreUndefined === 'boolean' ? options.ignoreUndefined : true;
      const startIndex = typeof options.index === 'number' ? options.index : 0;
      const serializationIndex = serializeInto(
        buffer,
        object,
        checkKeys,
        0,
        serializeFunctions,
        ignoreUndefined,
        null,
      );
      finalBuffer.set(buffer.subarray(0, serializationIndex), startIndex);
      return startIndex + serializationIndex - 1;
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
    function deserializeStream(
      data,
      startIndex,
      numberOfDocuments,
      documents,
      docStartIndex,
      options,
    ) {
      const internalOptions = Object.assign(
        { allowObjectSmallerThanBufferSize: true, index: 0 },
        options,
      );
      const bufferData = ByteUtils.toLocalBufferType(data);
      let index = startIndex;
      for (let i = 0; i < numberOfDocuments; i++) {
        const size = NumberUtils.getInt32LE(bufferData, index);
        internalOptions.index = index;
        documents[docStartIndex + i] = internalDeserialize(bufferData, internalOptions);
        index = index + size;
      }
      return index;
    }
    var bson = /* @__PURE__ */ Object.freeze({
      __proto__: null,
      BSONError,
      BSONOffsetError,
      BSONRegExp,
      BSONRuntimeError,
      BSONSymbol,
      BSONType,
      BSONValue,
      BSONVersionError,
      Binary,
      ByteUtils,
      Code,
      DBRef,
      Decimal128,
      Double,
      EJSON,
      Int32,
      Long,
      MaxKey,
      MinKey,
      NumberUtils,
      ObjectId,
      Timestamp,
      UUID,
      bsonType,
      calculateObjectSize,
      deserialize,
      deserializeStream,
      onDemand,
      serialize,
      serializeWithBufferAndIndex,
      setInternalBufferSize,
    });
    exports.BSON = bson;
    exports.BSONError = BSONError;
    exports.BSONOffsetError = BSONOffsetError;
    exports.BSONRegExp = BSONRegExp;
    exports.BSONRuntimeError = BSONRuntimeError;
    exports.BSONSymbol = BSONSymbol;
    exports.BSONType = BSONType;
    exports.BSONValue = BSONValue;
    exports.BSONVersionError = BSONVersionError;
    exports.Binary = Binary;
    exports.ByteUtils = ByteUtils;
    exports.Code = Code;
    exports.DBRef = DBRef;
    exports.Decimal128 = Decimal128;
    exports.Double = Double;
    exports.EJSON = EJSON;
    exports.Int32 = Int32;
    exports.Long = Long;
    exports.MaxKey = MaxKey;
    exports.MinKey = MinKey;
    exports.NumberUtils = NumberUtils;
    exports.ObjectId = ObjectId;
    exports.Timestamp = Timestamp;
    exports.UUID = UUID;
    exports.bsonType = bsonType;
    exports.calculateObjectSize = calculateObjectSize;
    exports.deserialize = deserialize;
    exports.deserializeStream = deserializeStream;
    exports.onDemand = onDemand;
    exports.serialize = serialize;
    exports.serializeWithBufferAndIndex = serializeWithBufferAndIndex;
    exports.setInternalBufferSize = setInternalBufferSize;
  },
});

// ../../node_modules/.pnpm/ip-address@10.7.6/node_modules/ip-address/dist/address-error.js
var require_address_error = __commonJS({
  '../../node_modules/.pnpm/ip-address@10.7.6/node_modules/ip-address/dist/address-error.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.AddressError = void 0;
    var AddressError = class extends Error {
      constructor(message, parseMessage) {
        super(message);
        this.name = 'AddressError';
        this.parseMessage = parseMessage;
      }
    };
    exports.AddressError = AddressError;
  },
});

// ../../node_modules/.pnpm/ip-address@10.7.6/node_modules/ip-address/dist/common.js
var require_common = __commonJS({
  '../../node_modules/.pnpm/ip-address@10.7.6/node_modules/ip-address/dist/common.js'(exports) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.isInSubnet = isInSubnet;
    exports.isHostInSubnet = isHostInSubnet;
    exports.isGloballyReachable = isGloballyReachable;
    exports.offsetBigInt = offsetBigInt;
    exports.isCorrect = isCorrect;
    exports.prefixLengthFromMask = prefixLengthFromMask;
    exports.assertByteArray = assertByteArray;
    exports.numberToPaddedHex = numberToPaddedHex;
    exports.stringToPaddedHex = stringToPaddedHex;
    exports.testBit = testBit;
    var address_error_1 = require_address_error();
    function isInSubnet(address) {
      if (this.subnetMask < address.subnetMask) {
        return false;
      }
      return isHostInSubnet.call(this, address);
    }
    function isHostInSubnet(address) {
      if (this.binaryZeroPad().length !== address.binaryZeroPad().length) {
        return false;
      }
      return this.mask(address.subnetMask) === address.mask();
    }
    function isGloballyReachable(entries) {
      let best = null;
      for (let i = 0; i < entries.length; i++) {
        const entry = entries[i];
        if (
          entry.reachable !== null &&
          isHostInSubnet.call(this, entry.subnet) &&
          (best === null || entry.subnet.subnetMask > best.subnet.subnetMask)
        ) {
          best = entry;
        }
      }
      return best === null ? true : best.reachable;
    }
    function offsetBigInt(value, n, bits, family) {
      if (typeof n === 'number' && !Number.isSafeInteger(n)) {
        throw new address_error_1.AddressError(`${family} offset must be an integer`);
      }
      if (typeof n !== 'number' && typeof n !== 'bigint') {
        throw new address_error_1.AddressError(`${family} offset must be an integer`);
      }
      const result = value + BigInt(n);
      if (result < BigInt(0) || result > (BigInt(1) << BigInt(bits)) - BigInt(1)) {
        throw new address_error_1.AddressError(`${family} offset leaves the address space`);
      }
      return result;
    }
    function isCorrect(defaultBits) {
      return function isCorrectForm() {
        if (this.addressMinusSuffix !== this.correctForm()) {
          return false;
        }
        if (this.subnetMask === defaultBits && !this.parsedSubnet) {
          return true;
        }
        return this.parsedSubnet === String(this.subnetMask);
      };
    }
    function prefixLengthFromMask(value, totalBits) {
      const binary = value.toString(2).padStart(totalBits, '0');
      if (binary.length > totalBits) {
        throw new address_error_1.AddressError('Invalid subnet mask.');
      }
      const firstZero = binary.indexOf('0');
      if (firstZero === -1) {
        return totalBits;
      }
      if (binary.slice(firstZero).includes('1')) {
        throw new address_error_1.AddressError('Invalid subnet mask.');
      }
      return firstZero;
    }
    function assertByteArray(bytes, byteCount, family, minimum) {
      if (bytes.length !== byteCount) {
        throw new address_error_1.AddressError(
          `${family} addresses require exactly ${byteCount} bytes`,
        );
      }
      for (let i = 0; i < bytes.length; i++) {
        if (!Number.isInteger(bytes[i]) || bytes[i] < minimum || bytes[i] > 255) {
          throw new address_error_1.AddressError(
            `All bytes must be integers between ${minimum} and 255`,
          );
        }
      }
    }
    function numberToPaddedHex(number) {
      return number.toString(16).padStart(2, '0');
    }
    function stringToPaddedHex(numberString) {
      return numberToPaddedHex(parseInt(numberString, 10));
    }
    function testBit(binaryValue, position) {
      const { length } = binaryValue;
      if (position >= length) {
        return false;
      }
      const positionInString = length - position - 1;
      return binaryValue.substring(positionInString, positionInString + 1) === '1';
    }
  },
});

// ../../node_modules/.pnpm/ip-address@10.7.6/node_modules/ip-address/dist/v4/constants.js
var require_constants = __commonJS({
  '../../node_modules/.pnpm/ip-address@10.7.6/node_modules/ip-address/dist/v4/constants.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.SPECIAL_PURPOSE =
      exports.RE_SUBNET_STRING =
      exports.RE_ADDRESS =
      exports.GROUPS =
      exports.BITS =
        void 0;
    exports.BITS = 32;
    exports.GROUPS = 4;
    exports.RE_ADDRESS =
      /^(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$/g;
    exports.RE_SUBNET_STRING = /\/\d{1,2}$/;
    exports.SPECIAL_PURPOSE = [
      ['0.0.0.0/8', 'This network', false],
      ['0.0.0.0/32', 'This host on this network', false],
      ['10.0.0.0/8', 'Private-Use', false],
      ['100.64.0.0/10', 'Shared Address Space', false],
      ['127.0.0.0/8', 'Loopback', false],
      ['169.254.0.0/16', 'Link Local', false],
      ['172.16.0.0/12', 'Private-Use', false],
      ['192.0.0.0/24', 'IETF Protocol Assignments', false],
      ['192.0.0.0/29', 'IPv4 Service Continuity Prefix', false],
      ['192.0.0.8/32', 'IPv4 dummy address', false],
      ['192.0.0.9/32', 'Port Control Protocol Anycast', true],
      ['192.0.0.10/32', 'Traversal Using Relays around NAT Anycast', true],
      ['192.0.0.170/32', 'NAT64/DNS64 Discovery', false],
      ['192.0.0.171/32', 'NAT64/DNS64 Discovery', false],
      ['192.0.2.0/24', 'Documentation (TEST-NET-1)', false],
      ['192.31.196.0/24', 'AS112-v4', true],
      ['192.52.193.0/24', 'AMT', true],
      ['192.88.99.0/24', 'Deprecated (6to4 Relay Anycast)', null],
      ['192.88.99.2/32', '6a44-relay anycast address', false],
      ['192.168.0.0/16', 'Private-Use', false],
      ['192.175.48.0/24', 'Direct Delegation AS112 Service', true],
      ['198.18.0.0/15', 'Benchmarking', false],
      ['198.51.100.0/24', 'Documentation (TEST-NET-2)', false],
      ['203.0.113.0/24', 'Documentation (TEST-NET-3)', false],
      ['240.0.0.0/4', 'Reserved', false],
      ['255.255.255.255/32', 'Limited Broadcast', false],
    ];
  },
});

// ../../node_modules/.pnpm/ip-address@10.7.6/node_modules/ip-address/dist/ipv4.js
var require_ipv4 = __commonJS({
  '../../node_modules/.pnpm/ip-address@10.7.6/node_modules/ip-address/dist/ipv4.js'(exports) {
    'use strict';
    init_esm_shims();
    var __createBinding =
      (exports && exports.__createBinding) ||
      (Object.create
        ? function (o, m, k, k2) {
            if (k2 === void 0) k2 = k;
            var desc = Object.getOwnPropertyDescriptor(m, k);
            if (!desc || ('get' in desc ? !m.__esModule : desc.writable || desc.configurable)) {
              desc = {
                enumerable: true,
                get: function () {
                  return m[k];
                },
              };
            }
            Object.defineProperty(o, k2, desc);
          }
        : function (o, m, k, k2) {
            if (k2 === void 0) k2 = k;
            o[k2] = m[k];
          });
    var __setModuleDefault =
      (exports && exports.__setModuleDefault) ||
      (Object.create
        ? function (o, v) {
            Object.defineProperty(o, 'default', { enumerable: true, value: v });
          }
        : function (o, v) {
            o['default'] = v;
          });
    var __importStar =
      (exports && exports.__importStar) ||
      function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k in mod)
            if (k !== 'default' && Object.prototype.hasOwnProperty.call(mod, k))
              __createBinding(result, mod, k);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.Address4 = void 0;
    var common = __importStar(require_common());
    var constants = __importStar(require_constants());
    var address_error_1 = require_address_error();
    var isCorrect4 = common.isCorrect(constants.BITS);
    var Address4 = class _Address4 {
      constructor(address) {
        this.addressMinusSuffix = '';
        this.groups = constants.GROUPS;
        this.parsedAddress = [];
        this.parsedSubnet = '';
        this.subnet = '/32';
        this.subnetMask = 32;
        this.v4 = true;
        this.isCorrect = isCorrect4;
        this.isInSubnet = common.isInSubnet;
        this.isHostInSubnet = common.isHostInSubnet;
        this.address = address;
        const subnet = constants.RE_SUBNET_STRING.exec(address);
        if (subnet) {
          this.parsedSubnet = subnet[0].replace('/', '');
          this.subnetMask = parseInt(this.parsedSubnet, 10);
          this.subnet = `/${this.subnetMask}`;
          if (this.subnetMask < 0 || this.subnetMask > constants.BITS) {
            throw new address_error_1.AddressError('Invalid subnet mask.');
          }
          address = address.replace(constants.RE_SUBNET_STRING, '');
        }
        const longest = constants.GROUPS * 4 - 1;
        if (address.length > longest) {
          throw new address_error_1.AddressError(
            `IPv4 addresses are at most ${longest} characters.`,
          );
        }
        this.addressMinusSuffix = address;
        this.parsedAddress = this.parse(address);
      }
      /**
       * Returns true if the given string is a valid IPv4 address (with optional
       * CIDR subnet), false otherwise. Host bits in the subnet portion are
       * allowed (e.g. `192.168.1.5/24` is valid); for strict network-address
       * validation compare `correctForm()` to `startAddress().correctForm()`,
       * or use `networkForm()`.
       */
      static isValid(address) {
        try {
          new _Address4(address);
          return true;
        } catch {
          return false;
        }
      }
      /**
       * Parses an IPv4 address string into its four octet groups and stores the
       * result on `this.parsedAddress`. Called automatically by the constructor;
       * you typically don't need to call it directly. Throws `AddressError` if
       * the input is not a valid IPv4 address.
       */
      parse(address) {
        const groups = address.split('.');
        if (groups.some((group) => /^0\d/.test(group))) {
          throw new address_error_1.AddressError("IPv4 addresses can't have leading zeroes.");
        }
        if (!address.match(constants.RE_ADDRESS)) {
          throw new address_error_1.AddressError('Invalid IPv4 address.');
        }
        return groups;
      }
      /**
       * Returns the address in correct form: octets joined with `.` and any
       * leading zeros stripped (e.g. `192.168.1.1`). For IPv4 this matches the
       * canonical dotted-decimal representation.
       */
      correctForm() {
        return this.parsedAddress.map((part) => parseInt(part, 10)).join('.');
      }
      /**
       * Construct an `Address4` from an address and a dotted-decimal subnet
       * mask given as separate strings (e.g. as returned by Node's
       * `os.networkInterfaces()`). Throws `AddressError` if the mask is
       * non-contiguous (e.g. `255.0.255.0`).
       * @example
       * var address = Address4.fromAddressAndMask('192.168.1.1', '255.255.255.0');
       * address.subnetMask; // 24
       */
      static fromAddressAndMask(address, mask) {
        const bits = common.prefixLengthFromMask(new _Address4(mask).bigInt(), constants.BITS);
        return new _Address4(`${address}/${bits}`);
      }
      /**
       * Construct an `Address4` from an address and a Cisco-style wildcard mask
       * given as separate strings (e.g. `0.0.0.255` for a `/24`). The wildcard
       * mask is the bitwise inverse of the subnet mask. Throws `AddressError`
       * if the mask is non-contiguous (e.g. `0.255.0.255`).
       * @example
       * var address = Address4.fromAddressAndWildcardMask('10.0.0.1', '0.0.0.255');
       * address.subnetMask; // 24
       */
      static fromAddressAndWildcardMask(address, wildcardMask) {
        const wildcard = new _Address4(wildcardMask).bigInt();
        const allOnes = (BigInt(1) << BigInt(constants.BITS)) - BigInt(1);
        const mask = wildcard ^ allOnes;
        const bits = common.prefixLengthFromMask(mask, constants.BITS);
        return new _Address4(`${address}/${bits}`);
      }
      /**
       * Construct an `Address4` from a wildcard pattern with trailing `*`
       * octets. The number of trailing wildcards determines the prefix
       * length: each `*` represents 8 bits.
       *
       * Only trailing whole-octet wildcards are supported. Partial-octet
       * wildcards (e.g. `192.168.0.1*`) and interior wildcards (e.g.
       * `192.*.0.1`) throw `AddressError`.
       * @example
       * Address4.fromWildcard('192.168.0.*').subnet;   // '/24'
       * Address4.fromWildcard('192.168.*.*').subnet;   // '/16'
       * Address4.fromWildcard('*.*.*.*').subnet;       // '/0'
       */
      static fromWildcard(input) {
        const groups = input.split('.');
        if (groups.length !== constants.GROUPS) {
          throw new address_error_1.AddressError('Wildcard pattern must have 4 octets');
        }
        let firstWildcard = -1;
        for (let i = 0; i < groups.length; i++) {
          if (groups[i] === '*') {
            if (firstWildcard === -1) {
              firstWildcard = i;
            }
          } else if (firstWildcard !== -1) {
            throw new address_error_1.AddressError(
              'Wildcard `*` must only appear in trailing octets (e.g. `192.168.0.*`)',
            );
          }
        }
        const trailing = firstWildcard === -1 ? 0 : groups.length - firstWildcard;
        const replaced = groups.map((g) => (g === '*' ? '0' : g));
        const subnetBits = constants.BITS - trailing * 8;
        return new _Address4(`${replaced.join('.')}/${subnetBits}`);
      }
      /**
       * Converts a hex string to an IPv4 address object. Accepts 8 hex digits
       * with optional `:` separators (e.g. `'7f000001'` or `'7f:00:00:01'`).
       * Throws `AddressError` for any other length or for non-hex characters.
       * @param {string} hex - a hex string to convert
       * @returns {Address4}
       */
      static fromHex(hex) {
        const stripped = hex.replace(/:/g, '');
        if (!/^[0-9a-fA-F]{8}$/.test(stripped)) {
          throw new address_error_1.AddressError('IPv4 hex must be exactly 8 hex digits');
        }
        const groups = [];
        for (let i = 0; i < 8; i += 2) {
          groups.push(parseInt(stripped.slice(i, i + 2), 16));
        }
        return new _Address4(groups.join('.'));
      }
      /**
       * Converts an integer into a IPv4 address object. The integer must be a
       * non-negative safe integer in the range `[0, 2**32 - 1]`; otherwise
       * `AddressError` is thrown.
       * @param {integer} integer - a number to convert
       * @returns {Address4}
       */
      static fromInteger(integer) {
        if (!Number.isInteger(integer) || integer < 0 || integer > 4294967295) {
          throw new address_error_1.AddressError(
            'IPv4 integer must be in the range 0 to 2**32 - 1',
          );
        }
        return _Address4.fromHex(integer.toString(16).padStart(8, '0'));
      }
      /**
       * Return an address from in-addr.arpa form: the four octets reversed, with
       * or without the `.in-addr.arpa` suffix and root dot, in any case. Throws
       * `AddressError` unless the reversed labels form a valid IPv4 address, so
       * `fromArpa(x.reverseForm())` round-trips {@link reverseForm}.
       * @param {string} arpaFormAddress - an 'in-addr.arpa' form ipv4 address
       * @returns {Adress4}
       * @example
       * var address = Address4.fromArpa('42.2.0.192.in-addr.arpa.')
       * address.correctForm(); // '192.0.2.42'
       */
      static fromArpa(arpaFormAddress) {
        const longest = constants.GROUPS * 4 - 1 + '/32'.length + '.in-addr.arpa.'.length;
        if (arpaFormAddress.length > longest) {
          throw new address_error_1.AddressError(
            `in-addr.arpa names are at most ${longest} characters.`,
          );
        }
        const leader = arpaFormAddress.replace(/(\.in-addr\.arpa)?\.?$/i, '');
        const address = leader.split('.').reverse().join('.');
        return new _Address4(address);
      }
      /**
       * Converts an IPv4 address object to a hex string
       * @returns {String}
       */
      toHex() {
        return this.parsedAddress.map((part) => common.stringToPaddedHex(part)).join(':');
      }
      /**
       * Converts an IPv4 address object to an array of bytes.
       *
       * To get a Node.js `Buffer`, wrap the result: `Buffer.from(address.toArray())`.
       * @returns {Array}
       */
      toArray() {
        return this.parsedAddress.map((part) => parseInt(part, 10));
      }
      /**
       * Converts an IPv4 address object to an IPv6 address group
       * @returns {String}
       */
      toGroup6() {
        const output = [];
        let i;
        for (i = 0; i < constants.GROUPS; i += 2) {
          output.push(
            `${common.stringToPaddedHex(this.parsedAddress[i])}${common.stringToPaddedHex(this.parsedAddress[i + 1])}`,
          );
        }
        return output.join(':');
      }
      /**
       * Returns the address as a `bigint`
       * @returns {bigint}
       */
      bigInt() {
        return BigInt(`0x${this.parsedAddress.map((n) => common.stringToPaddedHex(n)).join('')}`);
      }
      /**
       * Helper function getting start address.
       * @returns {bigint}
       */
      _startAddress() {
        return BigInt(`0b${this.mask() + '0'.repeat(constants.BITS - this.subnetMask)}`);
      }
      /**
       * The first address in the range given by this address' subnet.
       * Often referred to as the Network Address.
       * @returns {Address4}
       */
      startAddress() {
        return _Address4.fromBigInt(this._startAddress());
      }
      /**
       * The first host address in the range given by this address's subnet ie
       * the first address after the Network Address
       * @returns {Address4}
       */
      startAddressExclusive() {
        const adjust = BigInt('1');
        return _Address4.fromBigInt(this._startAddress() + adjust);
      }
      /**
       * Returns the address `n` addresses after this one (or before, when `n` is
       * negative), keeping this address's subnet mask. Throws `AddressError` when
       * the result would fall outside the IPv4 address space or `n` is not an
       * integer.
       * @param {number | bigint} n
       * @returns {Address4}
       * @example
       * new Address4('10.0.0.0/24').offset(1).correctForm(); // '10.0.0.1'
       */
      offset(n) {
        return _Address4
          .fromBigInt(common.offsetBigInt(this.bigInt(), n, constants.BITS, 'IPv4'))
          .withSubnetMask(this.subnetMask);
      }
      /**
       * Returns the network that follows this address's network: the address after
       * {@link endAddress}, with the same subnet mask. Throws `AddressError` when
       * this network is the last one in the address space.
       * @returns {Address4}
       * @example
       * new Address4('10.0.0.0/24').nextNetwork().networkForm(); // '10.0.1.0/24'
       */
      nextNetwork() {
        return _Address4
          .fromBigInt(common.offsetBigInt(this._endAddress(), 1, constants.BITS, 'IPv4'))
          .withSubnetMask(this.subnetMask);
      }
      withSubnetMask(subnetMask) {
        return new _Address4(`${this.correctForm()}/${subnetMask}`);
      }
      /**
       * Helper function getting end address.
       * @returns {bigint}
       */
      _endAddress() {
        return BigInt(`0b${this.mask() + '1'.repeat(constants.BITS - this.subnetMask)}`);
      }
      /**
       * The last address in the range given by this address' subnet
       * Often referred to as the Broadcast
       * @returns {Address4}
       */
      endAddress() {
        return _Address4.fromBigInt(this._endAddress());
      }
      /**
       * The last host address in the range given by this address's subnet ie
       * the last address prior to the Broadcast Address
       * @returns {Address4}
       */
      endAddressExclusive() {
        const adjust = BigInt('1');
        return _Address4.fromBigInt(this._endAddress() - adjust);
      }
      /**
       * The dotted-decimal form of the subnet mask, e.g. `255.255.240.0` for
       * a `/20`. Returns an `Address4`; call `.correctForm()` for the string.
       * @returns {Address4}
       */
      subnetMaskAddress() {
        return _Address4.fromBigInt(
          BigInt(`0b${'1'.repeat(this.subnetMask)}${'0'.repeat(constants.BITS - this.subnetMask)}`),
        );
      }
      /**
       * The Cisco-style wildcard mask, e.g. `0.0.0.255` for a `/24`. This is
       * the bitwise inverse of `subnetMaskAddress()`. Returns an `Address4`;
       * call `.correctForm()` for the string.
       * @returns {Address4}
       */
      wildcardMask() {
        return _Address4.fromBigInt(
          BigInt(`0b${'0'.repeat(this.subnetMask)}${'1'.repeat(constants.BITS - this.subnetMask)}`),
        );
      }
      /**
       * The network address in CIDR string form, e.g. `192.168.1.0/24` for
       * `192.168.1.5/24`. For an address with no explicit subnet the prefix is
       * `/32`, e.g. `networkForm()` on `192.168.1.5` returns `192.168.1.5/32`.
       * @returns {string}
       */
      networkForm() {
        return `${this.startAddress().correctForm()}/${this.subnetMask}`;
      }
      /**
       * Converts a BigInt to a v4 address object. The value must be in the
       * range `[0, 2**32 - 1]`; otherwise `AddressError` is thrown.
       * @param {bigint} bigInt - a BigInt to convert
       * @returns {Address4}
       */
      static fromBigInt(bigInt) {
        if (bigInt < BigInt(0) || bigInt > BigInt(4294967295)) {
          throw new address_error_1.AddressError('IPv4 BigInt must be in the range 0 to 2**32 - 1');
        }
        return _Address4.fromHex(bigInt.toString(16).padStart(8, '0'));
      }
      /**
       * Convert a byte array to an Address4 object. Throws `AddressError` unless
       * given exactly 4 integers from 0 to 255. Signed bytes are rejected, so
       * this differs from `Address6.fromByteArray`, which folds them; the two
       * contracts converge on this stricter form in the next major version.
       *
       * To convert from a Node.js `Buffer`, spread it: `Address4.fromByteArray([...buf])`.
       * @param {Array<number>} bytes - an array of 4 bytes (0-255)
       * @returns {Address4}
       */
      static fromByteArray(bytes) {
        common.assertByteArray(bytes, 4, 'IPv4', 0);
        return this.fromUnsignedByteArray(bytes);
      }
      /**
       * Convert an unsigned byte array to an Address4 object. Throws
       * `AddressError` unless given exactly 4 bytes, and rejects values outside
       * 0 to 255 when parsing the resulting address.
       *
       * To convert from a Node.js `Buffer`, spread it:
       * `Address4.fromUnsignedByteArray([...buf])`.
       * @param {Array<number>} bytes - an array of 4 unsigned bytes (0-255)
       * @returns {Address4}
       */
      static fromUnsignedByteArray(bytes) {
        if (bytes.length !== 4) {
          throw new address_error_1.AddressError('IPv4 addresses require exactly 4 bytes');
        }
        const address = bytes.join('.');
        return new _Address4(address);
      }
      /**
       * Returns the first n bits of the address, defaulting to the
       * subnet mask
       * @returns {String}
       */
      mask(mask) {
        if (mask === void 0) {
          mask = this.subnetMask;
        }
        return this.getBitsBase2(0, mask);
      }
      /**
       * Returns the bits in the given range as a base-2 string
       * @returns {string}
       */
      getBitsBase2(start, end) {
        return this.binaryZeroPad().slice(start, end);
      }
      /**
       * Return the reversed in-addr.arpa form of the address, e.g.
       * `42.2.0.192.in-addr.arpa.` for `192.0.2.42`.
       * @param {Object} options
       * @param {boolean} options.omitSuffix - omit the "in-addr.arpa" suffix
       * @returns {String}
       */
      reverseForm(options) {
        if (!options) {
          options = {};
        }
        const reversed = this.correctForm().split('.').reverse().join('.');
        if (options.omitSuffix) {
          return reversed;
        }
        return `${reversed}.in-addr.arpa.`;
      }
      /**
       * Returns true if the given address is a multicast address
       * @returns {boolean}
       */
      isMulticast() {
        return this.isHostInSubnet(MULTICAST_V4);
      }
      /**
       * Returns true if the address is in one of the [RFC 1918](https://datatracker.ietf.org/doc/html/rfc1918) private address ranges (`10.0.0.0/8`, `172.16.0.0/12`, `192.168.0.0/16`).
       * @returns {boolean}
       */
      isPrivate() {
        return PRIVATE_V4.some((subnet) => this.isHostInSubnet(subnet));
      }
      /**
       * Returns true if the address is in the loopback range `127.0.0.0/8` ([RFC 1122](https://datatracker.ietf.org/doc/html/rfc1122)).
       * @returns {boolean}
       */
      isLoopback() {
        return this.isHostInSubnet(LOOPBACK_V4);
      }
      /**
       * Returns true if the address is in the link-local range `169.254.0.0/16` ([RFC 3927](https://datatracker.ietf.org/doc/html/rfc3927)).
       * @returns {boolean}
       */
      isLinkLocal() {
        return this.isHostInSubnet(LINK_LOCAL_V4);
      }
      /**
       * Returns true if the address is the unspecified address `0.0.0.0`.
       * @returns {boolean}
       */
      isUnspecified() {
        return this.isHostInSubnet(UNSPECIFIED_V4);
      }
      /**
       * Returns true if the address is the limited broadcast address `255.255.255.255` ([RFC 919](https://datatracker.ietf.org/doc/html/rfc919)).
       * @returns {boolean}
       */
      isBroadcast() {
        return this.isHostInSubnet(BROADCAST_V4);
      }
      /**
       * Returns true if the address is in the carrier-grade NAT range `100.64.0.0/10` ([RFC 6598](https://datatracker.ietf.org/doc/html/rfc6598)).
       * @returns {boolean}
       */
      isCGNAT() {
        return this.isHostInSubnet(CGNAT_V4);
      }
      /**
       * Returns true if the address is in one of the documentation ranges
       * `192.0.2.0/24`, `198.51.100.0/24`, or `203.0.113.0/24` ([RFC 5737](https://datatracker.ietf.org/doc/html/rfc5737)).
       * @returns {boolean}
       */
      isDocumentation() {
        return DOCUMENTATION_V4.some((subnet) => this.isHostInSubnet(subnet));
      }
      /**
       * Returns true if the address is in the benchmarking range `198.18.0.0/15` ([RFC 2544](https://datatracker.ietf.org/doc/html/rfc2544)).
       * @returns {boolean}
       */
      isBenchmarking() {
        return this.isHostInSubnet(BENCHMARKING_V4);
      }
      /**
       * Returns true if the address is in the reserved range `240.0.0.0/4` ([RFC 1112](https://datatracker.ietf.org/doc/html/rfc1112)),
       * which includes the limited broadcast address.
       * @returns {boolean}
       */
      isReserved() {
        return this.isHostInSubnet(RESERVED_V4);
      }
      /**
       * Returns true if the address is globally reachable: not multicast, and not
       * in any block the [IANA IPv4 Special-Purpose Address Registry](https://www.iana.org/assignments/iana-ipv4-special-registry/)
       * marks as not globally reachable. That covers everything the individual
       * classifiers name (private, loopback, link-local, CGNAT, unspecified,
       * broadcast, documentation, benchmarking, reserved) and the blocks they do
       * not, such as `0.0.0.0/8` and the IETF protocol assignments in
       * `192.0.0.0/24`. This is the single predicate to use where a request must
       * not reach an internal or special-purpose destination; see SECURITY.md.
       * @returns {boolean}
       */
      isGlobal() {
        return !this.isMulticast() && common.isGloballyReachable.call(this, SPECIAL_PURPOSE_V4);
      }
      /**
       * Returns a zero-padded base-2 string representation of the address
       * @returns {string}
       */
      binaryZeroPad() {
        if (this._binaryZeroPad === void 0) {
          this._binaryZeroPad = this.bigInt().toString(2).padStart(constants.BITS, '0');
        }
        return this._binaryZeroPad;
      }
      /**
       * Groups an IPv4 address for inclusion at the end of an IPv6 address.
       *
       * Returns an HTML fragment: each half of the address is wrapped in a
       * `<span>` carrying the group classes an address-inspector UI hovers on.
       * The address content is HTML-escaped; anything you concatenate around it
       * is your responsibility.
       * @returns {String}
       */
      groupForV6() {
        const segments = this.parsedAddress;
        return this.correctForm().replace(
          constants.RE_ADDRESS,
          `<span class="hover-group group-v4 group-6">${segments.slice(0, 2).join('.')}</span>.<span class="hover-group group-v4 group-7">${segments.slice(2, 4).join('.')}</span>`,
        );
      }
    };
    exports.Address4 = Address4;
    var MULTICAST_V4 = new Address4('224.0.0.0/4');
    var PRIVATE_V4 = [
      new Address4('10.0.0.0/8'),
      new Address4('172.16.0.0/12'),
      new Address4('192.168.0.0/16'),
    ];
    var LOOPBACK_V4 = new Address4('127.0.0.0/8');
    var LINK_LOCAL_V4 = new Address4('169.254.0.0/16');
    var UNSPECIFIED_V4 = new Address4('0.0.0.0/32');
    var BROADCAST_V4 = new Address4('255.255.255.255/32');
    var CGNAT_V4 = new Address4('100.64.0.0/10');
    var DOCUMENTATION_V4 = [
      new Address4('192.0.2.0/24'),
      new Address4('198.51.100.0/24'),
      new Address4('203.0.113.0/24'),
    ];
    var BENCHMARKING_V4 = new Address4('198.18.0.0/15');
    var RESERVED_V4 = new Address4('240.0.0.0/4');
    var SPECIAL_PURPOSE_V4 = constants.SPECIAL_PURPOSE.map(([cidr, , reachable]) => ({
      subnet: new Address4(cidr),
      reachable,
    }));
  },
});

// ../../node_modules/.pnpm/ip-address@10.7.6/node_modules/ip-address/dist/v6/constants.js
var require_constants2 = __commonJS({
  '../../node_modules/.pnpm/ip-address@10.7.6/node_modules/ip-address/dist/v6/constants.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.SPECIAL_PURPOSE =
      exports.RE_URL_WITH_PORT =
      exports.RE_URL =
      exports.RE_ZONE_STRING =
      exports.RE_SUBNET_STRING =
      exports.RE_BAD_ADDRESS =
      exports.RE_BAD_CHARACTERS =
      exports.TYPES =
      exports.SCOPES =
      exports.GROUPS =
      exports.BITS =
        void 0;
    exports.BITS = 128;
    exports.GROUPS = 8;
    exports.SCOPES = {
      0: 'Reserved',
      1: 'Interface local',
      2: 'Link local',
      4: 'Admin local',
      5: 'Site local',
      8: 'Organization local',
      14: 'Global',
      15: 'Reserved',
    };
    exports.TYPES = {
      'ff01::1/128': 'Multicast (All nodes on this interface)',
      'ff01::2/128': 'Multicast (All routers on this interface)',
      'ff02::1/128': 'Multicast (All nodes on this link)',
      'ff02::2/128': 'Multicast (All routers on this link)',
      'ff05::2/128': 'Multicast (All routers in this site)',
      'ff02::5/128': 'Multicast (OSPFv3 AllSPF routers)',
      'ff02::6/128': 'Multicast (OSPFv3 AllDR routers)',
      'ff02::9/128': 'Multicast (RIP routers)',
      'ff02::a/128': 'Multicast (EIGRP routers)',
      'ff02::d/128': 'Multicast (PIM routers)',
      'ff02::16/128': 'Multicast (MLDv2 reports)',
      'ff01::fb/128': 'Multicast (mDNSv6)',
      'ff02::fb/128': 'Multicast (mDNSv6)',
      'ff05::fb/128': 'Multicast (mDNSv6)',
      'ff02::1:2/128': 'Multicast (All DHCP servers and relay agents on this link)',
      'ff05::1:2/128': 'Multicast (All DHCP servers and relay agents in this site)',
      'ff02::1:3/128': 'Multicast (All DHCP servers on this link)',
      'ff05::1:3/128': 'Multicast (All DHCP servers in this site)',
      '::/128': 'Unspecified',
      '::1/128': 'Loopback',
      '::ffff:0:0/96': 'IPv4-mapped',
      'ff00::/8': 'Multicast',
      'fe80::/10': 'Link-local unicast',
      'fc00::/7': 'Unique local',
      '2001::/32': 'Teredo',
      '2001:2::/48': 'Benchmarking',
      '2002::/16': '6to4',
      '2001:db8::/32': 'Documentation',
      '3fff::/20': 'Documentation',
      '100::/64': 'Discard-only',
      'fec0::/10': 'Site-local unicast (deprecated)',
      '::/96': 'IPv4-compatible (deprecated)',
      '64:ff9b::/96': 'NAT64 (well-known)',
      '64:ff9b:1::/48': 'NAT64 (local-use)',
    };
    exports.RE_BAD_CHARACTERS = /([^0-9a-f:/%])/gi;
    exports.RE_BAD_ADDRESS = /([0-9a-f]{5,}|:{3,}|[^:]:$|^:[^:]|\/$)/gi;
    exports.RE_SUBNET_STRING = /\/\d{1,3}(?=%|$)/;
    exports.RE_ZONE_STRING = /%.*$/;
    exports.RE_URL = /^(?:\[([0-9a-f:.]+)\]|([0-9a-f:.]+))(?:[/?#].*)?$/i;
    exports.RE_URL_WITH_PORT = /^\[([0-9a-f:.]+)\]:([0-9]{1,5})(?:[/?#].*)?$/i;
    exports.SPECIAL_PURPOSE = [
      ['::1/128', 'Loopback Address', false],
      ['::/128', 'Unspecified Address', false],
      ['::ffff:0:0/96', 'IPv4-mapped Address', false],
      ['64:ff9b::/96', 'IPv4-IPv6 Translat.', true],
      ['64:ff9b:1::/48', 'IPv4-IPv6 Translat.', false],
      ['100::/64', 'Discard-Only Address Block', false],
      ['100:0:0:1::/64', 'Dummy IPv6 Prefix', false],
      ['2001::/23', 'IETF Protocol Assignments', false],
      ['2001::/32', 'TEREDO', false],
      ['2001:1::1/128', 'Port Control Protocol Anycast', true],
      ['2001:1::2/128', 'Traversal Using Relays around NAT Anycast', true],
      ['2001:1::3/128', 'DNS-SD Service Registration Protocol Anycast', true],
      ['2001:2::/48', 'Benchmarking', false],
      ['2001:3::/32', 'AMT', true],
      ['2001:4:112::/48', 'AS112-v6', true],
      ['2001:10::/28', 'Deprecated (previously ORCHID)', null],
      ['2001:20::/28', 'ORCHIDv2', true],
      ['2001:30::/28', 'Drone Remote ID Protocol Entity Tags (DETs) Prefix', true],
      ['2001:db8::/32', 'Documentation', false],
      ['2002::/16', '6to4', false],
      ['2620:4f:8000::/48', 'Direct Delegation AS112 Service', true],
      ['3fff::/20', 'Documentation', false],
      ['5f00::/16', 'Segment Routing (SRv6) SIDs', false],
      ['fc00::/7', 'Unique-Local', false],
      ['fe80::/10', 'Link-Local Unicast', false],
    ];
  },
});

// ../../node_modules/.pnpm/ip-address@10.7.6/node_modules/ip-address/dist/v6/helpers.js
var require_helpers = __commonJS({
  '../../node_modules/.pnpm/ip-address@10.7.6/node_modules/ip-address/dist/v6/helpers.js'(exports) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.escapeHtml = escapeHtml;
    exports.spanAllZeroes = spanAllZeroes;
    exports.spanAll = spanAll;
    exports.spanLeadingZeroes = spanLeadingZeroes;
    exports.simpleGroup = simpleGroup;
    function escapeHtml(s) {
      return s
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
    }
    function spanAllZeroes(s) {
      return escapeHtml(s).replace(/(0+)/g, '<span class="zero">$1</span>');
    }
    function spanAll(s, offset = 0) {
      const letters = s.split('');
      return letters
        .map(
          (n, i) =>
            `<span class="digit value-${escapeHtml(n)} position-${i + offset}">${spanAllZeroes(n)}</span>`,
        )
        .join('');
    }
    function spanLeadingZeroesSimple(group) {
      return escapeHtml(group).replace(/^(0+)/, '<span class="zero">$1</span>');
    }
    function spanLeadingZeroes(address) {
      const groups = address.split(':');
      return groups.map((g) => spanLeadingZeroesSimple(g)).join(':');
    }
    function simpleGroup(addressString, offset = 0) {
      const groups = addressString.split(':');
      return groups.map((g, i) => {
        if (/group-v4/.test(g)) {
          return g;
        }
        return `<span class="hover-group group-${i + offset}">${spanLeadingZeroesSimple(g)}</span>`;
      });
    }
  },
});

// ../../node_modules/.pnpm/ip-address@10.7.6/node_modules/ip-address/dist/v6/regular-expressions.js
var require_regular_expressions = __commonJS({
  '../../node_modules/.pnpm/ip-address@10.7.6/node_modules/ip-address/dist/v6/regular-expressions.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    var __createBinding =
      (exports && exports.__createBinding) ||
      (Object.create
        ? function (o, m, k, k2) {
            if (k2 === void 0) k2 = k;
            var desc = Object.getOwnPropertyDescriptor(m, k);
            if (!desc || ('get' in desc ? !m.__esModule : desc.writable || desc.configurable)) {
              desc = {
                enumerable: true,
                get: function () {
                  return m[k];
                },
              };
            }
            Object.defineProperty(o, k2, desc);
          }
        : function (o, m, k, k2) {
            if (k2 === void 0) k2 = k;
            o[k2] = m[k];
          });
    var __setModuleDefault =
      (exports && exports.__setModuleDefault) ||
      (Object.create
        ? function (o, v) {
            Object.defineProperty(o, 'default', { enumerable: true, value: v });
          }
        : function (o, v) {
            o['default'] = v;
          });
    var __importStar =
      (exports && exports.__importStar) ||
      function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k in mod)
            if (k !== 'default' && Object.prototype.hasOwnProperty.call(mod, k))
              __createBinding(result, mod, k);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.ADDRESS_BOUNDARY = void 0;
    exports.groupPossibilities = groupPossibilities;
    exports.padGroup = padGroup;
    exports.simpleRegularExpression = simpleRegularExpression;
    exports.possibleElisions = possibleElisions;
    var v6 = __importStar(require_constants2());
    function groupPossibilities(possibilities) {
      return `(${possibilities.join('|')})`;
    }
    function padGroup(group) {
      if (group.length < 4) {
        return `0{0,${4 - group.length}}${group}`;
      }
      return group;
    }
    exports.ADDRESS_BOUNDARY = '[^A-Fa-f0-9:]';
    function simpleRegularExpression(groups) {
      const zeroIndexes = [];
      groups.forEach((group, i) => {
        const groupInteger = parseInt(group, 16);
        if (groupInteger === 0) {
          zeroIndexes.push(i);
        }
      });
      const possibilities = zeroIndexes.map((zeroIndex) =>
        groups
          .map((group, i) => {
            if (i === zeroIndex) {
              const elision = i === 0 || i === v6.GROUPS - 1 ? ':' : '';
              return groupPossibilities([padGroup(group), elision]);
            }
            return padGroup(group);
          })
          .join(':'),
      );
      possibilities.push(groups.map(padGroup).join(':'));
      return groupPossibilities(possibilities);
    }
    function possibleElisions(elidedGroups, moreLeft, moreRight) {
      const left = moreLeft ? '' : ':';
      const right = moreRight ? '' : ':';
      const possibilities = [];
      if (!moreLeft && !moreRight) {
        possibilities.push('::');
      }
      if (moreLeft && moreRight) {
        possibilities.push('');
      }
      if ((moreRight && !moreLeft) || (!moreRight && moreLeft)) {
        possibilities.push(':');
      }
      possibilities.push(`${left}(:0{1,4}){1,${elidedGroups - 1}}`);
      possibilities.push(`(0{1,4}:){1,${elidedGroups - 1}}${right}`);
      possibilities.push(`(0{1,4}:){${elidedGroups - 1}}0{1,4}`);
      for (let groups = 1; groups < elidedGroups - 1; groups++) {
        for (let position = 1; position < elidedGroups - groups; position++) {
          possibilities.push(
            `(0{1,4}:){${position}}:(0{1,4}:){${elidedGroups - position - groups - 1}}0{1,4}`,
          );
        }
      }
      return groupPossibilities(possibilities);
    }
  },
});

// ../../node_modules/.pnpm/ip-address@10.7.6/node_modules/ip-address/dist/ipv6.js
var require_ipv6 = __commonJS({
  '../../node_modules/.pnpm/ip-address@10.7.6/node_modules/ip-address/dist/ipv6.js'(exports) {
    'use strict';
    init_esm_shims();
    var __createBinding =
      (exports && exports.__createBinding) ||
      (Object.create
        ? function (o, m, k, k2) {
            if (k2 === void 0) k2 = k;
            var desc = Object.getOwnPropertyDescriptor(m, k);
            if (!desc || ('get' in desc ? !m.__esModule : desc.writable || desc.configurable)) {
              desc = {
                enumerable: true,
                get: function () {
                  return m[k];
                },
              };
            }
            Object.defineProperty(o, k2, desc);
          }
        : function (o, m, k, k2) {
            if (k2 === void 0) k2 = k;
            o[k2] = m[k];
          });
    var __setModuleDefault =
      (exports && exports.__setModuleDefault) ||
      (Object.create
        ? function (o, v) {
            Object.defineProperty(o, 'default', { enumerable: true, value: v });
          }
        : function (o, v) {
            o['default'] = v;
          });
    var __importStar =
      (exports && exports.__importStar) ||
      function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k in mod)
            if (k !== 'default' && Object.prototype.hasOwnProperty.call(mod, k))
              __createBinding(result, mod, k);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.Address6 = void 0;
    var common = __importStar(require_common());
    var constants4 = __importStar(require_constants());
    var constants6 = __importStar(require_constants2());
    var helpers = __importStar(require_helpers());
    var ipv4_1 = require_ipv4();
    var regular_expressions_1 = require_regular_expressions();
    var address_error_1 = require_address_error();
    var common_1 = require_common();
    var isCorrect6 = common.isCorrect(constants6.BITS);
    function assert(condition) {
      if (!condition) {
        throw new Error('Assertion failed.');
      }
    }
    function addCommas(number) {
      const r = /(\d+)(\d{3})/;
      while (r.test(number)) {
        number = number.replace(r, '$1,$2');
      }
      return number;
    }
    function spanLeadingZeroes4(n) {
      n = n.replace(/^(0{1,})([1-9]+)$/, '<span class="parse-error">$1</span>$2');
      n = n.replace(/^(0{1,})(0)$/, '<span class="parse-error">$1</span>$2');
      return n;
    }
    function compact(address, slice) {
      const s1 = [];
      const s2 = [];
      let i;
      for (i = 0; i < address.length; i++) {
        if (i < slice[0]) {
          s1.push(address[i]);
        } else if (i > slice[1]) {
          s2.push(address[i]);
        }
      }
      return s1.concat(['compact']).concat(s2);
    }
    function paddedHex(octet) {
      return parseInt(octet, 16).toString(16).padStart(4, '0');
    }
    function unsignByte(b) {
      return b & 255;
    }
    var Address6 = class _Address6 {
      constructor(address, optionalGroups) {
        this.addressMinusSuffix = '';
        this.parsedSubnet = '';
        this.subnet = '/128';
        this.subnetMask = 128;
        this.v4 = false;
        this.zone = '';
        this.isInSubnet = common.isInSubnet;
        this.isHostInSubnet = common.isHostInSubnet;
        this.isCorrect = isCorrect6;
        if (optionalGroups === void 0) {
          this.groups = constants6.GROUPS;
        } else {
          this.groups = optionalGroups;
        }
        this.address = address;
        const subnet = constants6.RE_SUBNET_STRING.exec(address);
        if (subnet) {
          this.parsedSubnet = subnet[0].replace('/', '');
          this.subnetMask = parseInt(this.parsedSubnet, 10);
          this.subnet = `/${this.subnetMask}`;
          if (
            Number.isNaN(this.subnetMask) ||
            this.subnetMask < 0 ||
            this.subnetMask > constants6.BITS
          ) {
            throw new address_error_1.AddressError('Invalid subnet mask.');
          }
          address = address.replace(constants6.RE_SUBNET_STRING, '');
        }
        if (/\//.test(address)) {
          throw new address_error_1.AddressError('Invalid subnet mask.');
        }
        const zoneStart = address.indexOf('%');
        if (zoneStart !== -1 && /^.*$/.test(address.slice(zoneStart))) {
          this.zone = address.slice(zoneStart);
          address = address.slice(0, zoneStart);
        }
        const longest = this.groups * 5 + 5;
        if (address.length > longest) {
          throw new address_error_1.AddressError(
            `IPv6 addresses are at most ${longest} characters.`,
          );
        }
        this.addressMinusSuffix = address;
        this.parsedAddress = this.parse(this.addressMinusSuffix);
      }
      /**
       * Returns true if the given string is a valid IPv6 address (with optional
       * CIDR subnet and zone identifier), false otherwise. Host bits in the
       * subnet portion are allowed (e.g. `2001:db8::1/32` is valid); for strict
       * network-address validation compare `correctForm()` to
       * `startAddress().correctForm()`, or use `networkForm()`.
       */
      static isValid(address) {
        try {
          new _Address6(address);
          return true;
        } catch {
          return false;
        }
      }
      /**
       * Convert a BigInt to a v6 address object. The value must be in the
       * range `[0, 2**128 - 1]`; otherwise `AddressError` is thrown.
       * @param {bigint} bigInt - a BigInt to convert
       * @returns {Address6}
       * @example
       * var bigInt = BigInt('1000000000000');
       * var address = Address6.fromBigInt(bigInt);
       * address.correctForm(); // '::e8:d4a5:1000'
       */
      static fromBigInt(bigInt) {
        if (bigInt < BigInt(0) || bigInt > (BigInt(1) << BigInt(constants6.BITS)) - BigInt(1)) {
          throw new address_error_1.AddressError(
            'IPv6 BigInt must be in the range 0 to 2**128 - 1',
          );
        }
        const hex = bigInt.toString(16).padStart(32, '0');
        const groups = [];
        for (let i = 0; i < constants6.GROUPS; i++) {
          groups.push(hex.slice(i * 4, (i + 1) * 4));
        }
        return new _Address6(groups.join(':'));
      }
      /**
       * Parse a URL (with optional bracketed host and port) into an address and
       * port. Returns either `{ address, port }` on success or
       * `{ error, address: null, port: null }` if the URL could not be parsed.
       * Ports are returned as numbers (or `null` if absent or out of range).
       * @example
       * var addressAndPort = Address6.fromURL('http://[ffff::]:8080/foo/');
       * addressAndPort.address.correctForm(); // 'ffff::'
       * addressAndPort.port; // 8080
       */
      static fromURL(url) {
        var _a;
        let host;
        let port = null;
        let result;
        let error2;
        const stripped = url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
        if (stripped.indexOf('[') !== -1 && stripped.indexOf(']:') !== -1) {
          error2 = 'failed to parse address with port';
          result = constants6.RE_URL_WITH_PORT.exec(stripped);
          if (result === null) {
            return { error: error2, address: null, port: null };
          }
          host = result[1];
          port = result[2];
        } else {
          error2 = 'failed to parse address from URL';
          result = constants6.RE_URL.exec(stripped);
          if (result === null) {
            return { error: error2, address: null, port: null };
          }
          host = (_a = result[1]) !== null && _a !== void 0 ? _a : result[2];
        }
        if (port) {
          port = parseInt(port, 10);
          if (port < 0 || port > 65535) {
            port = null;
          }
        } else {
          port = null;
        }
        let address;
        try {
          address = new _Address6(host);
        } catch {
          return { error: error2, address: null, port: null };
        }
        return { address, port };
      }
      /**
       * Construct an `Address6` from an address and a hex subnet mask given as
       * separate strings (e.g. as returned by Node's `os.networkInterfaces()`).
       * Throws `AddressError` if the mask is non-contiguous (e.g.
       * `ffff::ffff`).
       * @example
       * var address = Address6.fromAddressAndMask('fe80::1', 'ffff:ffff:ffff:ffff::');
       * address.subnetMask; // 64
       */
      static fromAddressAndMask(address, mask) {
        const bits = common.prefixLengthFromMask(new _Address6(mask).bigInt(), constants6.BITS);
        return new _Address6(`${address}/${bits}`);
      }
      /**
       * Construct an `Address6` from an address and a Cisco-style wildcard mask
       * given as separate strings (e.g. `::ffff:ffff:ffff:ffff` for a `/64`).
       * The wildcard mask is the bitwise inverse of the subnet mask. Throws
       * `AddressError` if the mask is non-contiguous.
       * @example
       * var address = Address6.fromAddressAndWildcardMask('fe80::1', '::ffff:ffff:ffff:ffff');
       * address.subnetMask; // 64
       */
      static fromAddressAndWildcardMask(address, wildcardMask) {
        const wildcard = new _Address6(wildcardMask).bigInt();
        const allOnes = (BigInt(1) << BigInt(constants6.BITS)) - BigInt(1);
        const mask = wildcard ^ allOnes;
        const bits = common.prefixLengthFromMask(mask, constants6.BITS);
        return new _Address6(`${address}/${bits}`);
      }
      /**
       * Construct an `Address6` from a wildcard pattern with trailing `*`
       * groups. The number of trailing wildcards determines the prefix
       * length: each `*` represents 16 bits. `::` is expanded to zero groups
       * (not wildcards) before evaluating trailing wildcards.
       *
       * Only trailing whole-group wildcards are supported. Partial-group
       * wildcards (e.g. `2001:db8::0*`) and interior wildcards (e.g.
       * `*::1`) throw `AddressError`.
       * @example
       * Address6.fromWildcard('2001:db8:*:*:*:*:*:*').subnet;  // '/32'
       * Address6.fromWildcard('2001:db8::*').subnet;           // '/112'
       * Address6.fromWildcard('*:*:*:*:*:*:*:*').subnet;       // '/0'
       */
      static fromWildcard(input) {
        if (input.includes('%') || input.includes('/')) {
          throw new address_error_1.AddressError(
            'Wildcard pattern must not include a zone or CIDR suffix',
          );
        }
        const halves = input.split('::');
        if (halves.length > 2) {
          throw new address_error_1.AddressError(
            "Wildcard pattern cannot contain more than one '::'",
          );
        }
        let groups;
        if (halves.length === 2) {
          const left = halves[0] === '' ? [] : halves[0].split(':');
          const right = halves[1] === '' ? [] : halves[1].split(':');
          const remaining = constants6.GROUPS - left.length - right.length;
          if (remaining < 1) {
            throw new address_error_1.AddressError(
              "Wildcard pattern with '::' has too many groups",
            );
          }
          groups = [...left, ...new Array(remaining).fill('0'), ...right];
        } else {
          groups = input.split(':');
        }
        if (groups.length !== constants6.GROUPS) {
          throw new address_error_1.AddressError('Wildcard pattern must have 8 groups');
        }
        let firstWildcard = -1;
        for (let i = 0; i < groups.length; i++) {
          if (groups[i] === '*') {
            if (firstWildcard === -1) {
              firstWildcard = i;
            }
          } else if (firstWildcard !== -1) {
            throw new address_error_1.AddressError(
              'Wildcard `*` must only appear in trailing groups (e.g. `2001:db8:*:*:*:*:*:*`)',
            );
          }
        }
        const trailing = firstWildcard === -1 ? 0 : groups.length - firstWildcard;
        const replaced = groups.map((g) => (g === '*' ? '0' : g));
        const subnetBits = constants6.BITS - trailing * 16;
        return new _Address6(`${replaced.join(':')}/${subnetBits}`);
      }
      /**
       * Create an IPv6-mapped address given an IPv4 address
       * @param {string} address - An IPv4 address string
       * @returns {Address6}
       * @example
       * var address = Address6.fromAddress4('192.168.0.1');
       * address.correctForm(); // '::ffff:c0a8:1'
       * address.to4in6(); // '::ffff:192.168.0.1'
       */
      static fromAddress4(address) {
        const address4 = new ipv4_1.Address4(address);
        const mask6 = constants6.BITS - (constants4.BITS - address4.subnetMask);
        return new _Address6(`::ffff:${address4.correctForm()}/${mask6}`);
      }
      /**
       * Return an address from ip6.arpa form. A full 32-nibble name gives a /128
       * address; a shorter name, as used for a delegated reverse zone, gives the
       * network it covers, with a subnet mask of four bits per nibble, so
       * `fromArpa(x.reverseForm())` round-trips {@link reverseForm} for any prefix.
       * @param {string} arpaFormAddress - an 'ip6.arpa' form address
       * @returns {Adress6}
       * @example
       * var address = Address6.fromArpa(e.f.f.f.3.c.2.6.f.f.f.e.6.6.8.e.1.0.6.7.9.4.e.c.0.0.0.0.1.0.0.2.ip6.arpa.)
       * address.correctForm(); // '2001:0:ce49:7601:e866:efff:62c3:fffe'
       * Address6.fromArpa('8.b.d.0.1.0.0.2.ip6.arpa.').networkForm(); // '2001:db8::/32'
       */
      static fromArpa(arpaFormAddress) {
        const nibbles = arpaFormAddress.replace(/(\.ip6\.arpa)?\.?$/i, '');
        if (!/^[0-9a-f](\.[0-9a-f]){0,31}$/i.test(nibbles)) {
          throw new address_error_1.AddressError("Invalid 'ip6.arpa' form.");
        }
        const reversed = nibbles.split('.').reverse();
        const subnetMask = reversed.length * 4;
        const hex = reversed.join('').padEnd(32, '0');
        const groups = [];
        for (let i = 0; i < constants6.GROUPS; i++) {
          groups.push(hex.slice(i * 4, (i + 1) * 4));
        }
        return new _Address6(`${groups.join(':')}/${subnetMask}`);
      }
      /**
       * Return the Microsoft UNC transcription of the address
       * @returns {String} the Microsoft UNC transcription of the address
       */
      microsoftTranscription() {
        return `${this.correctForm().replace(/:/g, '-')}.ipv6-literal.net`;
      }
      /**
       * Return the first n bits of the address, defaulting to the subnet mask
       * @param {number} [mask=subnet] - the number of bits to mask
       * @returns {String} the first n bits of the address as a string
       */
      mask(mask = this.subnetMask) {
        return this.getBitsBase2(0, mask);
      }
      /**
       * Return the number of possible subnets of a given size in the address
       * @param {number} [subnetSize=128] - the subnet size
       * @returns {String}
       */
      // TODO: probably useful to have a numeric version of this too
      possibleSubnets(subnetSize = 128) {
        const availableBits = constants6.BITS - this.subnetMask;
        const subnetBits = Math.abs(subnetSize - constants6.BITS);
        const subnetPowers = availableBits - subnetBits;
        if (subnetPowers < 0) {
          return '0';
        }
        return addCommas((BigInt('2') ** BigInt(subnetPowers)).toString(10));
      }
      /**
       * Helper function getting start address.
       * @returns {bigint}
       */
      _startAddress() {
        return BigInt(`0b${this.mask() + '0'.repeat(constants6.BITS - this.subnetMask)}`);
      }
      /**
       * The first address in the range given by this address' subnet
       * Often referred to as the Network Address.
       * @returns {Address6}
       */
      startAddress() {
        return _Address6.fromBigInt(this._startAddress());
      }
      /**
       * The first host address in the range given by this address's subnet ie
       * the first address after the Network Address
       * @returns {Address6}
       */
      startAddressExclusive() {
        const adjust = BigInt('1');
        return _Address6.fromBigInt(this._startAddress() + adjust);
      }
      /**
       * Helper function getting end address.
       * @returns {bigint}
       */
      _endAddress() {
        return BigInt(`0b${this.mask() + '1'.repeat(constants6.BITS - this.subnetMask)}`);
      }
      /**
       * The last address in the range given by this address's subnet. IPv6 has
       * no broadcast address, so this is an ordinary assignable address (in a
       * 64-bit-interface-identifier subnet it falls inside the reserved
       * subnet-anycast block of [RFC 2526](https://datatracker.ietf.org/doc/html/rfc2526)).
       * @returns {Address6}
       */
      endAddress() {
        return _Address6.fromBigInt(this._endAddress());
      }
      /**
       * The address one before {@link endAddress}. This is the IPv6 counterpart
       * of the IPv4 method that skips the broadcast address; IPv6 has no broadcast,
       * so it drops exactly one address and does not model the 128 reserved
       * subnet-anycast identifiers of [RFC 2526](https://datatracker.ietf.org/doc/html/rfc2526).
       * @returns {Address6}
       */
      endAddressExclusive() {
        const adjust = BigInt('1');
        return _Address6.fromBigInt(this._endAddress() - adjust);
      }
      /**
       * Returns the address `n` addresses after this one (or before, when `n` is
       * negative), keeping this address's subnet mask. Throws `AddressError` when
       * the result would fall outside the IPv6 address space or `n` is not an
       * integer.
       * @param {number | bigint} n
       * @returns {Address6}
       * @example
       * new Address6('2001:db8::/64').offset(1).correctForm(); // '2001:db8::1'
       */
      offset(n) {
        return _Address6
          .fromBigInt(common.offsetBigInt(this.bigInt(), n, constants6.BITS, 'IPv6'))
          .withSubnetMask(this.subnetMask);
      }
      /**
       * Returns the network that follows this address's network: the address after
       * {@link endAddress}, with the same subnet mask. Throws `AddressError` when
       * this network is the last one in the address space.
       * @returns {Address6}
       * @example
       * new Address6('2001:db8::/64').nextNetwork().networkForm(); // '2001:db8:0:1::/64'
       */
      nextNetwork() {
        return _Address6
          .fromBigInt(common.offsetBigInt(this._endAddress(), 1, constants6.BITS, 'IPv6'))
          .withSubnetMask(this.subnetMask);
      }
      withSubnetMask(subnetMask) {
        return new _Address6(`${this.correctForm()}/${subnetMask}`);
      }
      /**
       * The hex form of the subnet mask, e.g. `ffff:ffff:ffff:ffff::` for a
       * `/64`. Returns an `Address6`; call `.correctForm()` for the string.
       * @returns {Address6}
       */
      subnetMaskAddress() {
        return _Address6.fromBigInt(
          BigInt(
            `0b${'1'.repeat(this.subnetMask)}${'0'.repeat(constants6.BITS - this.subnetMask)}`,
          ),
        );
      }
      /**
       * The Cisco-style wildcard mask, e.g. `::ffff:ffff:ffff:ffff` for a
       * `/64`. This is the bitwise inverse of `subnetMaskAddress()`. Returns
       * an `Address6`; call `.correctForm()` for the string.
       * @returns {Address6}
       */
      wildcardMask() {
        return _Address6.fromBigInt(
          BigInt(
            `0b${'0'.repeat(this.subnetMask)}${'1'.repeat(constants6.BITS - this.subnetMask)}`,
          ),
        );
      }
      /**
       * The network address in CIDR string form, e.g. `2001:db8::/32` for
       * `2001:db8::1/32`. For an address with no explicit subnet the prefix
       * is `/128`, e.g. `networkForm()` on `2001:db8::1` returns
       * `2001:db8::1/128`.
       * @returns {string}
       */
      networkForm() {
        return `${this.startAddress().correctForm()}/${this.subnetMask}`;
      }
      /**
       * Return the scope of the address. The 4-bit scope field
       * ([RFC 4291 §2.7](https://datatracker.ietf.org/doc/html/rfc4291#section-2.7))
       * is only defined for multicast addresses; for unicast addresses the scope
       * is derived from the address type per
       * [RFC 4007 §6](https://datatracker.ietf.org/doc/html/rfc4007#section-6).
       * @returns {String}
       */
      getScope() {
        const type = this.getType();
        if (type === 'Multicast' || type.startsWith('Multicast ')) {
          const scope = constants6.SCOPES[parseInt(this.getBits(12, 16).toString(10), 10)];
          return scope || 'Unknown';
        }
        if (type === 'Link-local unicast' || type === 'Loopback') {
          return 'Link local';
        }
        if (type === 'Unspecified') {
          return 'Unknown';
        }
        return 'Global';
      }
      /**
       * Return the type of the address
       * @returns {String}
       */
      getType() {
        for (let i = 0; i < TYPE_SUBNETS.length; i++) {
          const entry = TYPE_SUBNETS[i];
          if (this.isHostInSubnet(entry[0])) {
            return entry[1];
          }
        }
        return 'Global unicast';
      }
      /**
       * Return the bits in the given range as a BigInt
       * @returns {bigint}
       */
      getBits(start, end) {
        return BigInt(`0b${this.getBitsBase2(start, end)}`);
      }
      /**
       * Return the bits in the given range as a base-2 string
       * @returns {String}
       */
      getBitsBase2(start, end) {
        return this.binaryZeroPad().slice(start, end);
      }
      /**
       * Return the bits in the given range as a base-16 string
       * @returns {String}
       */
      getBitsBase16(start, end) {
        const length = end - start;
        if (length % 4 !== 0) {
          throw new Error('Length of bits to retrieve must be divisible by four');
        }
        return this.getBits(start, end)
          .toString(16)
          .padStart(length / 4, '0');
      }
      /**
       * Return the bits that are set past the subnet mask length
       * @returns {String}
       */
      getBitsPastSubnet() {
        return this.getBitsBase2(this.subnetMask, constants6.BITS);
      }
      /**
       * Return the reversed ip6.arpa form of the address
       * @param {Object} options
       * @param {boolean} options.omitSuffix - omit the "ip6.arpa" suffix
       * @returns {String}
       */
      reverseForm(options) {
        if (!options) {
          options = {};
        }
        const characters = Math.floor(this.subnetMask / 4);
        const reversed = this.canonicalForm()
          .replace(/:/g, '')
          .split('')
          .slice(0, characters)
          .reverse()
          .join('.');
        if (characters > 0) {
          if (options.omitSuffix) {
            return reversed;
          }
          return `${reversed}.ip6.arpa.`;
        }
        if (options.omitSuffix) {
          return '';
        }
        return 'ip6.arpa.';
      }
      /**
       * Returns the address in correct form, per
       * [RFC 5952](https://datatracker.ietf.org/doc/html/rfc5952): leading zeros
       * stripped, the longest run of zero groups collapsed to `::`, and hex digits
       * lowercased (e.g. `2001:db8::1`). This is the recommended form for display.
       */
      correctForm() {
        let i;
        let groups = [];
        let zeroCounter = 0;
        const zeroes = [];
        for (i = 0; i < this.parsedAddress.length; i++) {
          const value = parseInt(this.parsedAddress[i], 16);
          if (value === 0) {
            zeroCounter++;
          }
          if (value !== 0 && zeroCounter > 0) {
            if (zeroCounter > 1) {
              zeroes.push([i - zeroCounter, i - 1]);
            }
            zeroCounter = 0;
          }
        }
        if (zeroCounter > 1) {
          zeroes.push([this.parsedAddress.length - zeroCounter, this.parsedAddress.length - 1]);
        }
        const zeroLengths = zeroes.map((n) => n[1] - n[0] + 1);
        if (zeroes.length > 0) {
          const index = zeroLengths.indexOf(Math.max(...zeroLengths));
          groups = compact(this.parsedAddress, zeroes[index]);
        } else {
          groups = this.parsedAddress;
        }
        for (i = 0; i < groups.length; i++) {
          if (groups[i] !== 'compact') {
            groups[i] = parseInt(groups[i], 16).toString(16);
          }
        }
        let correct = groups.join(':');
        correct = correct.replace(/^compact$/, '::');
        correct = correct.replace(/(^compact)|(compact$)/, ':');
        correct = correct.replace(/compact/, '');
        return correct;
      }
      /**
       * Return a zero-padded base-2 string representation of the address
       * @returns {String}
       * @example
       * var address = new Address6('2001:4860:4001:803::1011');
       * address.binaryZeroPad();
       * // '0010000000000001010010000110000001000000000000010000100000000011
       * //  0000000000000000000000000000000000000000000000000001000000010001'
       */
      binaryZeroPad() {
        if (this._binaryZeroPad === void 0) {
          this._binaryZeroPad = this.bigInt().toString(2).padStart(constants6.BITS, '0');
        }
        return this._binaryZeroPad;
      }
      /**
       * Parses a v4-in-v6 string (e.g. `::ffff:192.168.0.1`) by extracting the
       * trailing IPv4 address into `this.address4` / `this.parsedAddress4` and
       * returning the address with the v4 portion converted to two v6 groups.
       * Used internally by `parse()`.
       */
      // TODO: Improve the semantics of this helper function
      parse4in6(address) {
        if (address.indexOf('.') === -1) {
          return address;
        }
        const groups = address.split(':');
        const lastGroup = groups.slice(-1)[0];
        const v4Octets = lastGroup.split('.');
        if (
          v4Octets.length === constants4.GROUPS &&
          v4Octets.every((octet) => /^\d{1,3}$/.test(octet))
        ) {
          if (v4Octets.some((octet) => /^0\d/.test(octet))) {
            const highlighted = v4Octets.map(spanLeadingZeroes4).join('.');
            const prefix = groups.slice(0, -1).map(helpers.escapeHtml).join(':');
            const separator = groups.length > 1 ? ':' : '';
            throw new address_error_1.AddressError(
              "IPv4 addresses can't have leading zeroes.",
              `${prefix}${separator}${highlighted}`,
            );
          }
        }
        const address4 = lastGroup.match(constants4.RE_ADDRESS);
        if (address4) {
          this.parsedAddress4 = address4[0];
          const v4Suffix = this.subnetMask >= 96 ? `/${this.subnetMask - 96}` : '';
          this.address4 = new ipv4_1.Address4(`${this.parsedAddress4}${v4Suffix}`);
          this.v4 = true;
          groups[groups.length - 1] = this.address4.toGroup6();
          address = groups.join(':');
        }
        return address;
      }
      /**
       * Parses an IPv6 address string into its 8 hexadecimal groups (expanding
       * any `::` elision and any trailing v4-in-v6 portion) and stores the result
       * on `this.parsedAddress`. Called automatically by the constructor; you
       * typically don't need to call it directly. Throws `AddressError` if the
       * input is malformed.
       */
      // TODO: Make private?
      parse(address) {
        address = this.parse4in6(address);
        const badCharacters = address.match(constants6.RE_BAD_CHARACTERS);
        if (badCharacters) {
          throw new address_error_1.AddressError(
            `Bad character${badCharacters.length > 1 ? 's' : ''} detected in address: ${badCharacters.join('')}`,
            address.replace(
              constants6.RE_BAD_CHARACTERS,
              (character) => `<span class="parse-error">${helpers.escapeHtml(character)}</span>`,
            ),
          );
        }
        const badAddress = address.match(constants6.RE_BAD_ADDRESS);
        if (badAddress) {
          throw new address_error_1.AddressError(
            `Address failed regex: ${badAddress.join('')}`,
            address.replace(constants6.RE_BAD_ADDRESS, '<span class="parse-error">$1</span>'),
          );
        }
        let groups = [];
        const halves = address.split('::');
        if (halves.length === 2) {
          let first = halves[0].split(':');
          let last = halves[1].split(':');
          if (first.length === 1 && first[0] === '') {
            first = [];
          }
          if (last.length === 1 && last[0] === '') {
            last = [];
          }
          const remaining = this.groups - (first.length + last.length);
          if (!remaining) {
            throw new address_error_1.AddressError('Error parsing groups');
          }
          this.elidedGroups = remaining;
          this.elisionBegin = first.length;
          this.elisionEnd = first.length + this.elidedGroups;
          groups = groups.concat(first);
          for (let i = 0; i < remaining; i++) {
            groups.push('0');
          }
          groups = groups.concat(last);
        } else if (halves.length === 1) {
          groups = address.split(':');
          this.elidedGroups = 0;
        } else {
          throw new address_error_1.AddressError('Too many :: groups found');
        }
        groups = groups.map((group) => parseInt(group, 16).toString(16));
        if (groups.length !== this.groups) {
          throw new address_error_1.AddressError('Incorrect number of groups found');
        }
        return groups;
      }
      /**
       * Returns the canonical (fully expanded) form of the address: all 8 groups,
       * each padded to 4 hex digits, with no `::` collapsing
       * (e.g. `2001:0db8:0000:0000:0000:0000:0000:0001`). Useful for sorting and
       * byte-exact comparison.
       */
      canonicalForm() {
        return this.parsedAddress.map(paddedHex).join(':');
      }
      /**
       * Return the decimal form of the address
       * @returns {String}
       */
      decimal() {
        return this.parsedAddress
          .map((n) => parseInt(n, 16).toString(10).padStart(5, '0'))
          .join(':');
      }
      /**
       * Return the address as a BigInt
       * @returns {bigint}
       */
      bigInt() {
        return BigInt(`0x${this.parsedAddress.map(paddedHex).join('')}`);
      }
      /**
       * Return the last two groups of this address as an IPv4 address string.
       * If this address carries a CIDR prefix that covers the trailing 32 bits
       * (i.e. `subnetMask >= 96`), the resulting `Address4` inherits the
       * corresponding v4 prefix (`subnetMask - 96`); otherwise it defaults to
       * `/32`.
       * @returns {Address4}
       * @example
       * var address = new Address6('2001:4860:4001::1825:bf11');
       * address.to4().correctForm(); // '24.37.191.17'
       */
      to4() {
        const binary = this.binaryZeroPad().split('');
        const hex = BigInt(`0b${binary.slice(96, 128).join('')}`)
          .toString(16)
          .padStart(8, '0');
        if (this.subnetMask >= 96) {
          const v4Mask = this.subnetMask - 96;
          const groups = [];
          for (let i = 0; i < 8; i += 2) {
            groups.push(parseInt(hex.slice(i, i + 2), 16));
          }
          return new ipv4_1.Address4(`${groups.join('.')}/${v4Mask}`);
        }
        return ipv4_1.Address4.fromHex(hex);
      }
      /**
       * Return the v4-in-v6 form of the address
       * @returns {String}
       */
      to4in6() {
        const address4 = this.to4();
        const address6 = new _Address6(this.parsedAddress.slice(0, 6).join(':'), 6);
        const correct = address6.correctForm();
        let infix = '';
        if (!/:$/.test(correct)) {
          infix = ':';
        }
        return correct + infix + address4.correctForm();
      }
      /**
       * Decodes the Teredo tunneling fields embedded in this address. Returns the
       * Teredo prefix, server IPv4, client IPv4, raw flag bits, cone-NAT flag,
       * UDP port, and Microsoft-format flag breakdown (reserved, universal/local,
       * group/individual, nonce). Only meaningful for addresses in `2001::/32`.
       */
      inspectTeredo() {
        const prefix = this.getBitsBase16(0, 32);
        const bitsForUdpPort = this.getBits(80, 96);
        const udpPort = (bitsForUdpPort ^ BigInt('0xffff')).toString();
        const server4 = ipv4_1.Address4.fromHex(this.getBitsBase16(32, 64));
        const bitsForClient4 = this.getBits(96, 128);
        const client4 = ipv4_1.Address4.fromHex(
          (bitsForClient4 ^ BigInt('0xffffffff')).toString(16).padStart(8, '0'),
        );
        const flagsBase2 = this.getBitsBase2(64, 80);
        const coneNat = (0, common_1.testBit)(flagsBase2, 15);
        const reserved = (0, common_1.testBit)(flagsBase2, 14);
        const groupIndividual = (0, common_1.testBit)(flagsBase2, 8);
        const universalLocal = (0, common_1.testBit)(flagsBase2, 9);
        const nonce = BigInt(`0b${flagsBase2.slice(2, 6) + flagsBase2.slice(8, 16)}`).toString(10);
        return {
          prefix: `${prefix.slice(0, 4)}:${prefix.slice(4, 8)}`,
          server4: server4.address,
          client4: client4.address,
          flags: flagsBase2,
          coneNat,
          microsoft: {
            reserved,
            universalLocal,
            groupIndividual,
            nonce,
          },
          udpPort,
        };
      }
      /**
       * Decodes the 6to4 tunneling fields embedded in this address. Returns the
       * 6to4 prefix and the embedded IPv4 gateway address. Only meaningful for
       * addresses in `2002::/16`.
       */
      inspect6to4() {
        const prefix = this.getBitsBase16(0, 16);
        const gateway = ipv4_1.Address4.fromHex(this.getBitsBase16(16, 48));
        return {
          prefix: prefix.slice(0, 4),
          gateway: gateway.address,
        };
      }
      /**
       * Return a v6 6to4 address from a v6 v4inv6 address
       * @returns {Address6}
       */
      to6to4() {
        if (!this.is4()) {
          return null;
        }
        const addr6to4 = [
          '2002',
          this.getBitsBase16(96, 112),
          this.getBitsBase16(112, 128),
          '',
          '/16',
        ].join(':');
        return new _Address6(addr6to4);
      }
      /**
       * Embed an IPv4 address into a NAT64 IPv6 address using the encoding
       * defined by [RFC 6052](https://datatracker.ietf.org/doc/html/rfc6052).
       * The default prefix is the well-known prefix `64:ff9b::/96`. The prefix
       * length must be one of 32, 40, 48, 56, 64, or 96; for prefixes shorter
       * than /64 the IPv4 octets are split around the reserved bits 64–71.
       * @example
       * Address6.fromAddress4Nat64('192.0.2.33').correctForm(); // '64:ff9b::c000:221'
       * Address6.fromAddress4Nat64('192.0.2.33', '2001:db8::/32').correctForm(); // '2001:db8:c000:221::'
       */
      static fromAddress4Nat64(address, prefix = '64:ff9b::/96') {
        const v4 = new ipv4_1.Address4(address);
        const prefix6 = new _Address6(prefix);
        const pl = prefix6.subnetMask;
        if (pl !== 32 && pl !== 40 && pl !== 48 && pl !== 56 && pl !== 64 && pl !== 96) {
          throw new address_error_1.AddressError(
            'NAT64 prefix length must be 32, 40, 48, 56, 64, or 96',
          );
        }
        const prefixBits = prefix6.binaryZeroPad();
        const v4Bits = v4.binaryZeroPad();
        let bits;
        if (pl === 96) {
          bits = prefixBits.slice(0, 96) + v4Bits;
        } else {
          const beforeU = 64 - pl;
          bits = [
            prefixBits.slice(0, pl),
            v4Bits.slice(0, beforeU),
            // Bits 64 to 71 are the reserved u octet and are always zero.
            '00000000',
            v4Bits.slice(beforeU),
            '0'.repeat(128 - 72 - (32 - beforeU)),
          ].join('');
        }
        const hex = BigInt(`0b${bits}`).toString(16).padStart(32, '0');
        const groups = [];
        for (let i = 0; i < 8; i++) {
          groups.push(hex.slice(i * 4, (i + 1) * 4));
        }
        return new _Address6(groups.join(':'));
      }
      /**
       * Extract the embedded IPv4 address from a NAT64 IPv6 address using the
       * encoding defined by [RFC 6052](https://datatracker.ietf.org/doc/html/rfc6052).
       * The default prefix is the well-known prefix `64:ff9b::/96`. Returns
       * `null` if this address is not contained within the given prefix.
       * @example
       * new Address6('64:ff9b::c000:221').toAddress4Nat64()!.correctForm(); // '192.0.2.33'
       */
      toAddress4Nat64(prefix = '64:ff9b::/96') {
        const prefix6 = new _Address6(prefix);
        const pl = prefix6.subnetMask;
        if (pl !== 32 && pl !== 40 && pl !== 48 && pl !== 56 && pl !== 64 && pl !== 96) {
          throw new address_error_1.AddressError(
            'NAT64 prefix length must be 32, 40, 48, 56, 64, or 96',
          );
        }
        if (!this.isHostInSubnet(prefix6)) {
          return null;
        }
        const bits = this.binaryZeroPad();
        let v4Bits;
        if (pl === 96) {
          v4Bits = bits.slice(96, 128);
        } else {
          const beforeU = 64 - pl;
          v4Bits = bits.slice(pl, pl + beforeU) + bits.slice(72, 72 + (32 - beforeU));
        }
        const octets = [];
        for (let i = 0; i < 4; i++) {
          octets.push(parseInt(v4Bits.slice(i * 8, (i + 1) * 8), 2).toString());
        }
        return new ipv4_1.Address4(octets.join('.'));
      }
      /**
       * Return a byte array.
       *
       * To get a Node.js `Buffer`, wrap the result: `Buffer.from(address.toByteArray())`.
       * @returns {Array}
       */
      toByteArray() {
        const value = this.bigInt()
          .toString(16)
          .padStart(constants6.BITS / 4, '0');
        const bytes = [];
        for (let i = 0, length = value.length; i < length; i += 2) {
          bytes.push(parseInt(value.substring(i, i + 2), 16));
        }
        return bytes;
      }
      /**
       * Return an unsigned byte array.
       *
       * To get a Node.js `Buffer`, wrap the result: `Buffer.from(address.toUnsignedByteArray())`.
       * @returns {Array}
       */
      toUnsignedByteArray() {
        return this.toByteArray().map(unsignByte);
      }
      /**
       * Convert a byte array to an Address6 object.
       *
       * Accepts unsigned bytes (0 to 255) or signed bytes (-128 to 127, as an
       * `Int8Array` or a Java `byte[]` holds them), folding signed values to their
       * unsigned equivalent. Throws `AddressError` unless given exactly 16
       * integers from -128 to 255.
       *
       * To convert from a Node.js `Buffer`, spread it: `Address6.fromByteArray([...buf])`.
       * @returns {Address6}
       */
      static fromByteArray(bytes) {
        common.assertByteArray(bytes, 16, 'IPv6', -128);
        return this.fromUnsignedByteArray(bytes.map(unsignByte));
      }
      /**
       * Convert an unsigned byte array to an Address6 object.
       *
       * Throws `AddressError` unless given exactly 16 integers from 0 to 255.
       *
       * To convert from a Node.js `Buffer`, spread it: `Address6.fromUnsignedByteArray([...buf])`.
       * @returns {Address6}
       */
      static fromUnsignedByteArray(bytes) {
        common.assertByteArray(bytes, 16, 'IPv6', 0);
        const BYTE_MAX = BigInt('256');
        let result = BigInt('0');
        let multiplier = BigInt('1');
        for (let i = bytes.length - 1; i >= 0; i--) {
          result += multiplier * BigInt(bytes[i].toString(10));
          multiplier *= BYTE_MAX;
        }
        return _Address6.fromBigInt(result);
      }
      /**
       * Returns true if the address is in the canonical form, false otherwise
       * @returns {boolean}
       */
      isCanonical() {
        return this.addressMinusSuffix === this.canonicalForm();
      }
      /**
       * Returns true if the address is a link-local unicast address in `fe80::/10`
       * ([RFC 4291 §2.4](https://datatracker.ietf.org/doc/html/rfc4291#section-2.4))
       * or an IPv4-mapped / NAT64 address whose embedded IPv4 address is link-local
       * (`169.254.0.0/16`, e.g. `::ffff:169.254.169.254`), false otherwise.
       * @returns {boolean}
       */
      isLinkLocal() {
        const embedded = this.embeddedIPv4();
        if (embedded) {
          return embedded.isLinkLocal();
        }
        return this.isHostInSubnet(LINK_LOCAL_SUBNET);
      }
      /**
       * Returns true if the address is a multicast address, false otherwise
       * @returns {boolean}
       */
      isMulticast() {
        const embedded = this.embeddedIPv4();
        if (embedded) {
          return embedded.isMulticast();
        }
        const type = this.getType();
        return type === 'Multicast' || type.startsWith('Multicast ');
      }
      /**
       * Returns true if the address was written in v4-in-v6 dotted-quad notation
       * (e.g. `::ffff:127.0.0.1`), false otherwise. This is a notation-level flag
       * and does not reflect whether the address bits lie in the IPv4-mapped
       * (`::ffff:0:0/96`) subnet — for that, see {@link isMapped4}.
       * @returns {boolean}
       */
      is4() {
        return this.v4;
      }
      /**
       * Returns true if the address is an IPv4-mapped IPv6 address in
       * `::ffff:0:0/96` ([RFC 4291 §2.5.5.2](https://datatracker.ietf.org/doc/html/rfc4291#section-2.5.5.2)),
       * false otherwise. Unlike {@link is4}, this checks the underlying address
       * bits rather than the textual notation, so `::ffff:127.0.0.1` and
       * `::ffff:7f00:1` both return true.
       * @returns {boolean}
       */
      isMapped4() {
        return this.isHostInSubnet(IPV4_MAPPED_SUBNET);
      }
      /**
       * If this address embeds a routable IPv4 address — i.e. it is IPv4-mapped
       * (`::ffff:0:0/96`) or sits in the NAT64 well-known prefix (`64:ff9b::/96`,
       * [RFC 6052](https://datatracker.ietf.org/doc/html/rfc6052)) — return that
       * embedded address as an {@link Address4}; otherwise return null.
       *
       * The special-property checks (`isLoopback`, `isLinkLocal`, `isMulticast`,
       * `isUnspecified`, `isPrivate`, `isCGNAT`, `isBroadcast`) call this first and
       * delegate to the embedded {@link Address4} when present, so a literal such as
       * `::ffff:127.0.0.1` is classified by what it actually reaches (loopback)
       * rather than by its IPv6 wrapper (which `getType()` reports as IPv4-mapped).
       * This matters wherever the checks back a trust-boundary decision (e.g. an
       * SSRF allow/deny filter): without normalization, `::ffff:10.0.0.1`,
       * `::ffff:169.254.169.254`, `64:ff9b::7f00:1`, etc. would all read as
       * non-internal.
       * @returns {Address4 | null}
       */
      embeddedIPv4() {
        if (this.isMapped4() || this.isHostInSubnet(NAT64_WELL_KNOWN_SUBNET)) {
          return this.to4();
        }
        return null;
      }
      /**
       * Returns true if the address is a Teredo address, false otherwise
       * @returns {boolean}
       */
      isTeredo() {
        return this.isHostInSubnet(TEREDO_SUBNET);
      }
      /**
       * Returns true if the address is a 6to4 address, false otherwise
       * @returns {boolean}
       */
      is6to4() {
        return this.isHostInSubnet(SIX_TO_FOUR_SUBNET);
      }
      /**
       * Returns true if the address is a loopback address, false otherwise
       * @returns {boolean}
       */
      isLoopback() {
        const embedded = this.embeddedIPv4();
        if (embedded) {
          return embedded.isLoopback();
        }
        return this.getType() === 'Loopback';
      }
      /**
       * Returns true if the address is a Unique Local Address in `fc00::/7` ([RFC 4193](https://datatracker.ietf.org/doc/html/rfc4193)). ULAs are the IPv6 equivalent of IPv4 [RFC 1918](https://datatracker.ietf.org/doc/html/rfc1918) private addresses.
       * @returns {boolean}
       */
      isULA() {
        return this.isHostInSubnet(ULA_SUBNET);
      }
      /**
       * Returns true if the address is private, i.e. a Unique Local Address in
       * `fc00::/7` ([RFC 4193](https://datatracker.ietf.org/doc/html/rfc4193)), an
       * address in the NAT64 local-use range `64:ff9b:1::/48`
       * ([RFC 8215](https://datatracker.ietf.org/doc/html/rfc8215)), or an
       * IPv4-mapped / NAT64 well-known address whose embedded IPv4 address is in
       * one of the [RFC 1918](https://datatracker.ietf.org/doc/html/rfc1918)
       * private ranges (e.g. `::ffff:10.0.0.1`). This is the IPv6 counterpart to
       * {@link Address4.isPrivate}; use it instead of {@link isULA} when you need to
       * catch mapped RFC 1918 addresses as well as native ULAs.
       *
       * The local-use NAT64 range is reported private as a whole rather than by
       * its embedded IPv4 address: an operator may carve a prefix of any RFC 6052
       * length out of `64:ff9b:1::/48`, so the same bits decode to different IPv4
       * addresses under different deployments and no single decoding is correct.
       * Use {@link toAddress4Nat64} with the deployment's prefix to decode one.
       * @returns {boolean}
       */
      isPrivate() {
        const embedded = this.embeddedIPv4();
        if (embedded) {
          return embedded.isPrivate();
        }
        return this.isULA() || this.isHostInSubnet(NAT64_LOCAL_USE_SUBNET);
      }
      /**
       * Returns true if the address is an IPv4-mapped / NAT64 address whose embedded
       * IPv4 address is in the carrier-grade NAT range `100.64.0.0/10`
       * ([RFC 6598](https://datatracker.ietf.org/doc/html/rfc6598)), false
       * otherwise. There is no native IPv6 CGNAT range, so this only ever returns
       * true for an embedded IPv4 address (e.g. `::ffff:100.64.0.1`).
       * @returns {boolean}
       */
      isCGNAT() {
        const embedded = this.embeddedIPv4();
        if (embedded) {
          return embedded.isCGNAT();
        }
        return false;
      }
      /**
       * Returns true if the address is an IPv4-mapped / NAT64 address whose embedded
       * IPv4 address is the limited broadcast address `255.255.255.255`
       * ([RFC 919](https://datatracker.ietf.org/doc/html/rfc919)), false otherwise.
       * There is no IPv6 broadcast, so this only ever returns true for an embedded
       * IPv4 address (e.g. `::ffff:255.255.255.255`).
       * @returns {boolean}
       */
      isBroadcast() {
        const embedded = this.embeddedIPv4();
        if (embedded) {
          return embedded.isBroadcast();
        }
        return false;
      }
      /**
       * Returns true if the address is the unspecified address `::`.
       * @returns {boolean}
       */
      isUnspecified() {
        const embedded = this.embeddedIPv4();
        if (embedded) {
          return embedded.isUnspecified();
        }
        return this.getType() === 'Unspecified';
      }
      /**
       * Returns true if the address is in the documentation prefix `2001:db8::/32` ([RFC 3849](https://datatracker.ietf.org/doc/html/rfc3849)).
       * @returns {boolean}
       */
      isDocumentation() {
        return DOCUMENTATION_SUBNETS.some((subnet) => this.isHostInSubnet(subnet));
      }
      /**
       * Returns true if the address is in the benchmarking range `2001:2::/48`
       * ([RFC 5180](https://datatracker.ietf.org/doc/html/rfc5180)) or is an
       * IPv4-mapped / NAT64 address whose embedded IPv4 address is in
       * `198.18.0.0/15`, false otherwise.
       * @returns {boolean}
       */
      isBenchmarking() {
        const embedded = this.embeddedIPv4();
        if (embedded) {
          return embedded.isBenchmarking();
        }
        return this.isHostInSubnet(BENCHMARKING_SUBNET);
      }
      /**
       * Returns true if the address is globally reachable: inside the global
       * unicast allocation `2000::/3` (the only range the [IANA IPv6 Address Space
       * Registry](https://www.iana.org/assignments/ipv6-address-space/) assigns
       * for global unicast; everything else is reserved, ULA, link-local, or
       * multicast) and not in any block the [IANA IPv6 Special-Purpose Address Registry](https://www.iana.org/assignments/iana-ipv6-special-registry/)
       * marks as not globally reachable. An IPv4-mapped or NAT64 well-known
       * address answers for its embedded IPv4 address, so `::ffff:10.0.0.1` and
       * `64:ff9b::7f00:1` are not global. Teredo (`2001::/32`) and 6to4
       * (`2002::/16`) are not global either: the registry lists them as N/A and a
       * packet to one needs a relay.
       *
       * This covers everything the individual classifiers name and the blocks they
       * do not: the discard-only prefix `100::/64`, the IETF protocol assignments
       * in `2001::/23`, the deprecated site-local `fec0::/10` and IPv4-compatible
       * `::/96` ranges, and unallocated space such as `4000::/3`. It is the single
       * predicate to use where a request must not reach an internal or
       * special-purpose destination; see SECURITY.md.
       * @returns {boolean}
       */
      isGlobal() {
        const embedded = this.embeddedIPv4();
        if (embedded) {
          return embedded.isGlobal();
        }
        return (
          this.isHostInSubnet(GLOBAL_UNICAST_SUBNET) &&
          common.isGloballyReachable.call(this, SPECIAL_PURPOSE_V6)
        );
      }
      // #endregion
      // #region HTML
      /**
       * Returns the address as an HTTP URL with the host bracketed, e.g.
       * `http://[2001:db8::1]/`. If `optionalPort` is provided it is appended,
       * e.g. `http://[2001:db8::1]:8080/`.
       */
      href(optionalPort) {
        if (optionalPort === void 0) {
          optionalPort = '';
        } else {
          optionalPort = `:${optionalPort}`;
        }
        return `http://[${this.correctForm()}]${optionalPort}/`;
      }
      /**
       * Returns an HTML `<a>` element whose `href` encodes the address in a URL
       * hash fragment (default prefix `/#address=`). Useful for linking between
       * pages of an address-inspector UI.
       * @param options.className - CSS class for the rendered `<a>` element
       * @param options.prefix - hash prefix prepended to the address (default `/#address=`)
       * @param options.v4 - when true, render the address in v4-in-v6 form
       */
      link(options) {
        if (!options) {
          options = {};
        }
        if (options.className === void 0) {
          options.className = '';
        }
        if (options.prefix === void 0) {
          options.prefix = '/#address=';
        }
        if (options.v4 === void 0) {
          options.v4 = false;
        }
        let formFunction = this.correctForm;
        if (options.v4) {
          formFunction = this.to4in6;
        }
        const form = formFunction.call(this);
        const safeHref = helpers.escapeHtml(`${options.prefix}${form}`);
        const safeForm = helpers.escapeHtml(form);
        if (options.className) {
          const safeClass = helpers.escapeHtml(options.className);
          return `<a href="${safeHref}" class="${safeClass}">${safeForm}</a>`;
        }
        return `<a href="${safeHref}">${safeForm}</a>`;
      }
      /**
       * Groups an address.
       *
       * Returns an HTML fragment: each group is wrapped in a `<span>` carrying
       * the group classes an address-inspector UI hovers on. The address content
       * is HTML-escaped; anything you concatenate around it is your
       * responsibility.
       * @returns {String}
       */
      group() {
        if (this.elidedGroups === 0) {
          return helpers.simpleGroup(this.addressMinusSuffix).join(':');
        }
        assert(typeof this.elidedGroups === 'number');
        assert(typeof this.elisionBegin === 'number');
        const output = [];
        const [left, right] = this.addressMinusSuffix.split('::');
        if (left.length) {
          output.push(...helpers.simpleGroup(left));
        } else {
          output.push('');
        }
        const classes = ['hover-group'];
        for (let i = this.elisionBegin; i < this.elisionBegin + this.elidedGroups; i++) {
          classes.push(`group-${i}`);
        }
        output.push(`<span class="${classes.join(' ')}"></span>`);
        if (right.length) {
          output.push(...helpers.simpleGroup(right, this.elisionEnd));
        } else {
          output.push('');
        }
        if (this.is4()) {
          assert(this.address4 instanceof ipv4_1.Address4);
          output.pop();
          output.push(this.address4.groupForV6());
        }
        return output.join(':');
      }
      // #endregion
      // #region Regular expressions
      /**
       * Generate a regular expression string that can be used to find or validate
       * all variations of this address
       * @param {boolean} substringSearch
       * @returns {string}
       */
      regularExpressionString(substringSearch = false) {
        let output = [];
        const address6 = new _Address6(this.correctForm());
        if (address6.elidedGroups === 0) {
          output.push((0, regular_expressions_1.simpleRegularExpression)(address6.parsedAddress));
        } else if (address6.elidedGroups === constants6.GROUPS) {
          output.push((0, regular_expressions_1.possibleElisions)(constants6.GROUPS));
        } else {
          const halves = address6.address.split('::');
          if (halves[0].length) {
            output.push((0, regular_expressions_1.simpleRegularExpression)(halves[0].split(':')));
          }
          assert(typeof address6.elidedGroups === 'number');
          output.push(
            (0, regular_expressions_1.possibleElisions)(
              address6.elidedGroups,
              halves[0].length !== 0,
              halves[1].length !== 0,
            ),
          );
          if (halves[1].length) {
            output.push((0, regular_expressions_1.simpleRegularExpression)(halves[1].split(':')));
          }
          output = [output.join(':')];
        }
        if (!substringSearch) {
          output = [
            '(?=^|',
            regular_expressions_1.ADDRESS_BOUNDARY,
            '|[^\\w\\:])(',
            ...output,
            ')(?=[^\\w\\:]|',
            regular_expressions_1.ADDRESS_BOUNDARY,
            '|$)',
          ];
        }
        return output.join('');
      }
      /**
       * Generate a regular expression that can be used to find or validate all
       * variations of this address.
       * @param {boolean} substringSearch
       * @returns {RegExp}
       */
      regularExpression(substringSearch = false) {
        return new RegExp(this.regularExpressionString(substringSearch), 'i');
      }
    };
    exports.Address6 = Address6;
    var TYPE_SUBNETS = Object.keys(constants6.TYPES).map((subnet) => [
      new Address6(subnet),
      constants6.TYPES[subnet],
    ]);
    var TEREDO_SUBNET = new Address6('2001::/32');
    var SIX_TO_FOUR_SUBNET = new Address6('2002::/16');
    var ULA_SUBNET = new Address6('fc00::/7');
    var LINK_LOCAL_SUBNET = new Address6('fe80::/10');
    var DOCUMENTATION_SUBNETS = [new Address6('2001:db8::/32'), new Address6('3fff::/20')];
    var BENCHMARKING_SUBNET = new Address6('2001:2::/48');
    var GLOBAL_UNICAST_SUBNET = new Address6('2000::/3');
    var SPECIAL_PURPOSE_V6 = constants6.SPECIAL_PURPOSE.map(([cidr, , reachable]) => ({
      subnet: new Address6(cidr),
      reachable,
    }));
    var IPV4_MAPPED_SUBNET = new Address6('::ffff:0:0/96');
    var NAT64_WELL_KNOWN_SUBNET = new Address6('64:ff9b::/96');
    var NAT64_LOCAL_USE_SUBNET = new Address6('64:ff9b:1::/48');
  },
});

// ../../node_modules/.pnpm/ip-address@10.7.6/node_modules/ip-address/dist/ip-address.js
var require_ip_address = __commonJS({
  '../../node_modules/.pnpm/ip-address@10.7.6/node_modules/ip-address/dist/ip-address.js'(exports) {
    'use strict';
    init_esm_shims();
    var __createBinding =
      (exports && exports.__createBinding) ||
      (Object.create
        ? function (o, m, k, k2) {
            if (k2 === void 0) k2 = k;
            var desc = Object.getOwnPropertyDescriptor(m, k);
            if (!desc || ('get' in desc ? !m.__esModule : desc.writable || desc.configurable)) {
              desc = {
                enumerable: true,
                get: function () {
                  return m[k];
                },
              };
            }
            Object.defineProperty(o, k2, desc);
          }
        : function (o, m, k, k2) {
            if (k2 === void 0) k2 = k;
            o[k2] = m[k];
          });
    var __setModuleDefault =
      (exports && exports.__setModuleDefault) ||
      (Object.create
        ? function (o, v) {
            Object.defineProperty(o, 'default', { enumerable: true, value: v });
          }
        : function (o, v) {
            o['default'] = v;
          });
    var __importStar =
      (exports && exports.__importStar) ||
      function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k in mod)
            if (k !== 'default' && Object.prototype.hasOwnProperty.call(mod, k))
              __createBinding(result, mod, k);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.v6 = exports.AddressError = exports.Address6 = exports.Address4 = void 0;
    var ipv4_1 = require_ipv4();
    Object.defineProperty(exports, 'Address4', {
      enumerable: true,
      get: function () {
        return ipv4_1.Address4;
      },
    });
    var ipv6_1 = require_ipv6();
    Object.defineProperty(exports, 'Address6', {
      enumerable: true,
      get: function () {
        return ipv6_1.Address6;
      },
    });
    var address_error_1 = require_address_error();
    Object.defineProperty(exports, 'AddressError', {
      enumerable: true,
      get: function () {
        return address_error_1.AddressError;
      },
    });
    var helpers = __importStar(require_helpers());
    exports.v6 = { helpers };
  },
});

// ../../node_modules/.pnpm/smart-buffer@4.2.0/node_modules/smart-buffer/build/utils.js
var require_utils = __commonJS({
  '../../node_modules/.pnpm/smart-buffer@4.2.0/node_modules/smart-buffer/build/utils.js'(exports) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    var buffer_1 = __require('buffer');
    var ERRORS = {
      INVALID_ENCODING:
        'Invalid encoding provided. Please specify a valid encoding the internal Node.js Buffer supports.',
      INVALID_SMARTBUFFER_SIZE:
        'Invalid size provided. Size must be a valid integer greater than zero.',
      INVALID_SMARTBUFFER_BUFFER: 'Invalid Buffer provided in SmartBufferOptions.',
      INVALID_SMARTBUFFER_OBJECT:
        'Invalid SmartBufferOptions object supplied to SmartBuffer constructor or factory methods.',
      INVALID_OFFSET: 'An invalid offset value was provided.',
      INVALID_OFFSET_NON_NUMBER:
        'An invalid offset value was provided. A numeric value is required.',
      INVALID_LENGTH: 'An invalid length value was provided.',
      INVALID_LENGTH_NON_NUMBER:
        'An invalid length value was provived. A numeric value is required.',
      INVALID_TARGET_OFFSET: 'Target offset is beyond the bounds of the internal SmartBuffer data.',
      INVALID_TARGET_LENGTH:
        'Specified length value moves cursor beyong the bounds of the internal SmartBuffer data.',
      INVALID_READ_BEYOND_BOUNDS: 'Attempted to read beyond the bounds of the managed data.',
      INVALID_WRITE_BEYOND_BOUNDS: 'Attempted to write beyond the bounds of the managed data.',
    };
    exports.ERRORS = ERRORS;
    function checkEncoding(encoding) {
      if (!buffer_1.Buffer.isEncoding(encoding)) {
        throw new Error(ERRORS.INVALID_ENCODING);
      }
    }
    exports.checkEncoding = checkEncoding;
    function isFiniteInteger(value) {
      return typeof value === 'number' && isFinite(value) && isInteger(value);
    }
    exports.isFiniteInteger = isFiniteInteger;
    function checkOffsetOrLengthValue(value, offset) {
      if (typeof value === 'number') {
        if (!isFiniteInteger(value) || value < 0) {
          throw new Error(offset ? ERRORS.INVALID_OFFSET : ERRORS.INVALID_LENGTH);
        }
      } else {
        throw new Error(
          offset ? ERRORS.INVALID_OFFSET_NON_NUMBER : ERRORS.INVALID_LENGTH_NON_NUMBER,
        );
      }
    }
    function checkLengthValue(length) {
      checkOffsetOrLengthValue(length, false);
    }
    exports.checkLengthValue = checkLengthValue;
    function checkOffsetValue(offset) {
      checkOffsetOrLengthValue(offset, true);
    }
    exports.checkOffsetValue = checkOffsetValue;
    function checkTargetOffset(offset, buff) {
      if (offset < 0 || offset > buff.length) {
        throw new Error(ERRORS.INVALID_TARGET_OFFSET);
      }
    }
    exports.checkTargetOffset = checkTargetOffset;
    function isInteger(value) {
      return typeof value === 'number' && isFinite(value) && Math.floor(value) === value;
    }
    function bigIntAndBufferInt64Check(bufferMethod) {
      if (typeof BigInt === 'undefined') {
        throw new Error('Platform does not support JS BigInt type.');
      }
      if (typeof buffer_1.Buffer.prototype[bufferMethod] === 'undefined') {
        throw new Error(`Platform does not support Buffer.prototype.${bufferMethod}.`);
      }
    }
    exports.bigIntAndBufferInt64Check = bigIntAndBufferInt64Check;
  },
});

// ../../node_modules/.pnpm/smart-buffer@4.2.0/node_modules/smart-buffer/build/smartbuffer.js
var require_smartbuffer = __commonJS({
  '../../node_modules/.pnpm/smart-buffer@4.2.0/node_modules/smart-buffer/build/smartbuffer.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    var utils_1 = require_utils();
    var DEFAULT_SMARTBUFFER_SIZE = 4096;
    var DEFAULT_SMARTBUFFER_ENCODING = 'utf8';
    var SmartBuffer = class _SmartBuffer {
      /**
       * Creates a new SmartBuffer instance.
       *
       * @param options { SmartBufferOptions } The SmartBufferOptions to apply to this instance.
       */
      constructor(options) {
        this.length = 0;
        this._encoding = DEFAULT_SMARTBUFFER_ENCODING;
        this._writeOffset = 0;
        this._readOffset = 0;
        if (_SmartBuffer.isSmartBufferOptions(options)) {
          if (options.encoding) {
            utils_1.checkEncoding(options.encoding);
            this._encoding = options.encoding;
          }
          if (options.size) {
            if (utils_1.isFiniteInteger(options.size) && options.size > 0) {
              this._buff = Buffer.allocUnsafe(options.size);
            } else {
              throw new Error(utils_1.ERRORS.INVALID_SMARTBUFFER_SIZE);
            }
          } else if (options.buff) {
            if (Buffer.isBuffer(options.buff)) {
              this._buff = options.buff;
              this.length = options.buff.length;
            } else {
              throw new Error(utils_1.ERRORS.INVALID_SMARTBUFFER_BUFFER);
            }
          } else {
            this._buff = Buffer.allocUnsafe(DEFAULT_SMARTBUFFER_SIZE);
          }
        } else {
          if (typeof options !== 'undefined') {
            throw new Error(utils_1.ERRORS.INVALID_SMARTBUFFER_OBJECT);
          }
          this._buff = Buffer.allocUnsafe(DEFAULT_SMARTBUFFER_SIZE);
        }
      }
      /**
       * Creates a new SmartBuffer instance with the provided internal Buffer size and optional encoding.
       *
       * @param size { Number } The size of the internal Buffer.
       * @param encoding { String } The BufferEncoding to use for strings.
       *
       * @return { SmartBuffer }
       */
      static fromSize(size, encoding) {
        return new this({
          size,
          encoding,
        });
      }
      /**
       * Creates a new SmartBuffer instance with the provided Buffer and optional encoding.
       *
       * @param buffer { Buffer } The Buffer to use as the internal Buffer value.
       * @param encoding { String } The BufferEncoding to use for strings.
       *
       * @return { SmartBuffer }
       */
      static fromBuffer(buff, encoding) {
        return new this({
          buff,
          encoding,
        });
      }
      /**
       * Creates a new SmartBuffer instance with the provided SmartBufferOptions options.
       *
       * @param options { SmartBufferOptions } The options to use when creating the SmartBuffer instance.
       */
      static fromOptions(options) {
        return new this(options);
      }
      /**
       * Type checking function that determines if an object is a SmartBufferOptions object.
       */
      static isSmartBufferOptions(options) {
        const castOptions = options;
        return (
          castOptions &&
          (castOptions.encoding !== void 0 ||
            castOptions.size !== void 0 ||
            castOptions.buff !== void 0)
        );
      }
      // Signed integers
      /**
       * Reads an Int8 value from the current read position or an optionally provided offset.
       *
       * @param offset { Number } The offset to read data from (optional)
       * @return { Number }
       */
      readInt8(offset) {
        return this._readNumberValue(Buffer.prototype.readInt8, 1, offset);
      }
      /**
       * Reads an Int16BE value from the current read position or an optionally provided offset.
       *
       * @param offset { Number } The offset to read data from (optional)
       * @return { Number }
       */
      readInt16BE(offset) {
        return this._readNumberValue(Buffer.prototype.readInt16BE, 2, offset);
      }
      /**
       * Reads an Int16LE value from the current read position or an optionally provided offset.
       *
       * @param offset { Number } The offset to read data from (optional)
       * @return { Number }
       */
      readInt16LE(offset) {
        return this._readNumberValue(Buffer.prototype.readInt16LE, 2, offset);
      }
      /**
       * Reads an Int32BE value from the current read position or an optionally provided offset.
       *
       * @param offset { Number } The offset to read data from (optional)
       * @return { Number }
       */
      readInt32BE(offset) {
        return this._readNumberValue(Buffer.prototype.readInt32BE, 4, offset);
      }
      /**
       * Reads an Int32LE value from the current read position or an optionally provided offset.
       *
       * @param offset { Number } The offset to read data from (optional)
       * @return { Number }
       */
      readInt32LE(offset) {
        return this._readNumberValue(Buffer.prototype.readInt32LE, 4, offset);
      }
      /**
       * Reads a BigInt64BE value from the current read position or an optionally provided offset.
       *
       * @param offset { Number } The offset to read data from (optional)
       * @return { BigInt }
       */
      readBigInt64BE(offset) {
        utils_1.bigIntAndBufferInt64Check('readBigInt64BE');
        return this._readNumberValue(Buffer.prototype.readBigInt64BE, 8, offset);
      }
      /**
       * Reads a BigInt64LE value from the current read position or an optionally provided offset.
       *
       * @param offset { Number } The offset to read data from (optional)
       * @return { BigInt }
       */
      readBigInt64LE(offset) {
        utils_1.bigIntAndBufferInt64Check('readBigInt64LE');
        return this._readNumberValue(Buffer.prototype.readBigInt64LE, 8, offset);
      }
      /**
       * Writes an Int8 value to the current write position (or at optional offset).
       *
       * @param value { Number } The value to write.
       * @param offset { Number } The offset to write the value at.
       *
       * @return this
       */
      writeInt8(value, offset) {
        this._writeNumberValue(Buffer.prototype.writeInt8, 1, value, offset);
        return this;
      }
      /**
       * Inserts an Int8 value at the given offset value.
       *
       * @param value { Number } The value to insert.
       * @param offset { Number } The offset to insert the value at.
       *
       * @return this
       */
      insertInt8(value, offset) {
        return this._insertNumberValue(Buffer.prototype.writeInt8, 1, value, offset);
      }
      /**
       * Writes an Int16BE value to the current write position (or at optional offset).
       *
       * @param value { Number } The value to write.
       * @param offset { Number } The offset to write the value at.
       *
       * @return this
       */
      writeInt16BE(value, offset) {
        return this._writeNumberValue(Buffer.prototype.writeInt16BE, 2, value, offset);
      }
      /**
       * Inserts an Int16BE value at the given offset value.
       *
       * @param value { Number } The value to insert.
       * @param offset { Number } The offset to insert the value at.
       *
       * @return this
       */
      insertInt16BE(value, offset) {
        return this._insertNumberValue(Buffer.prototype.writeInt16BE, 2, value, offset);
      }
      /**
       * Writes an Int16LE value to the current write position (or at optional offset).
       *
       * @param value { Number } The value to write.
       * @param offset { Number } The offset to write the value at.
       *
       * @return this
       */
      writeInt16LE(value, offset) {
        return this._writeNumberValue(Buffer.prototype.writeInt16LE, 2, value, offset);
      }
      /**
       * Inserts an Int16LE value at the given offset value.
       *
       * @param value { Number } The value to insert.
       * @param offset { Number } The offset to insert the value at.
       *
       * @return this
       */
      insertInt16LE(value, offset) {
        return this._insertNumberValue(Buffer.prototype.writeInt16LE, 2, value, offset);
      }
      /**
       * Writes an Int32BE value to the current write position (or at optional offset).
       *
       * @param value { Number } The value to write.
       * @param offset { Number } The offset to write the value at.
       *
       * @return this
       */
      writeInt32BE(value, offset) {
        return this._writeNumberValue(Buffer.prototype.writeInt32BE, 4, value, offset);
      }
      /**
       * Inserts an Int32BE value at the given offset value.
       *
       * @param value { Number } The value to insert.
       * @param offset { Number } The offset to insert the value at.
       *
       * @return this
       */
      insertInt32BE(value, offset) {
        return this._insertNumberValue(Buffer.prototype.writeInt32BE, 4, value, offset);
      }
      /**
       * Writes an Int32LE value to the current write position (or at optional offset).
       *
       * @param value { Number } The value to write.
       * @param offset { Number } The offset to write the value at.
       *
       * @return this
       */
      writeInt32LE(value, offset) {
        return this._writeNumberValue(Buffer.prototype.writeInt32LE, 4, value, offset);
      }
      /**
       * Inserts an Int32LE value at the given offset value.
       *
       * @param value { Number } The value to insert.
       * @param offset { Number } The offset to insert the value at.
       *
       * @return this
       */
      insertInt32LE(value, offset) {
        return this._insertNumberValue(Buffer.prototype.writeInt32LE, 4, value, offset);
      }
      /**
       * Writes a BigInt64BE value to the current write position (or at optional offset).
       *
       * @param value { BigInt } The value to write.
       * @param offset { Number } The offset to write the value at.
       *
       * @return this
       */
      writeBigInt64BE(value, offset) {
        utils_1.bigIntAndBufferInt64Check('writeBigInt64BE');
        return this._writeNumberValue(Buffer.prototype.writeBigInt64BE, 8, value, offset);
      }
      /**
       * Inserts a BigInt64BE value at the given offset value.
       *
       * @param value { BigInt } The value to insert.
       * @param offset { Number } The offset to insert the value at.
       *
       * @return this
       */
      insertBigInt64BE(value, offset) {
        utils_1.bigIntAndBufferInt64Check('writeBigInt64BE');
        return this._insertNumberValue(Buffer.prototype.writeBigInt64BE, 8, value, offset);
      }
      /**
       * Writes a BigInt64LE value to the current write position (or at optional offset).
       *
       * @param value { BigInt } The value to write.
       * @param offset { Number } The offset to write the value at.
       *
       * @return this
       */
      writeBigInt64LE(value, offset) {
        utils_1.bigIntAndBufferInt64Check('writeBigInt64LE');
        return this._writeNumberValue(Buffer.prototype.writeBigInt64LE, 8, value, offset);
      }
      /**
       * Inserts a Int64LE value at the given offset value.
       *
       * @param value { BigInt } The value to insert.
       * @param offset { Number } The offset to insert the value at.
       *
       * @return this
       */
      insertBigInt64LE(value, offset) {
        utils_1.bigIntAndBufferInt64Check('writeBigInt64LE');
        return this._insertNumberValue(Buffer.prototype.writeBigInt64LE, 8, value, offset);
      }
      // Unsigned Integers
      /**
       * Reads an UInt8 value from the current read position or an optionally provided offset.
       *
       * @param offset { Number } The offset to read data from (optional)
       * @return { Number }
       */
      readUInt8(offset) {
        return this._readNumberValue(Buffer.prototype.readUInt8, 1, offset);
      }
      /**
       * Reads an UInt16BE value from the current read position or an optionally provided offset.
       *
       * @param offset { Number } The offset to read data from (optional)
       * @return { Number }
       */
      readUInt16BE(offset) {
        return this._readNumberValue(Buffer.prototype.readUInt16BE, 2, offset);
      }
      /**
       * Reads an UInt16LE value from the current read position or an optionally provided offset.
       *
       * @param offset { Number } The offset to read data from (optional)
       * @return { Number }
       */
      readUInt16LE(offset) {
        return this._readNumberValue(Buffer.prototype.readUInt16LE, 2, offset);
      }
      /**
       * Reads an UInt32BE value from the current read position or an optionally provided offset.
       *
       * @param offset { Number } The offset to read data from (optional)
       * @return { Number }
       */
      readUInt32BE(offset) {
        return this._readNumberValue(Buffer.prototype.readUInt32BE, 4, offset);
      }
      /**
       * Reads an UInt32LE value from the current read position or an optionally provided offset.
       *
       * @param offset { Number } The offset to read data from (optional)
       * @return { Number }
       */
      readUInt32LE(offset) {
        return this._readNumberValue(Buffer.prototype.readUInt32LE, 4, offset);
      }
      /**
       * Reads a BigUInt64BE value from the current read position or an optionally provided offset.
       *
       * @param offset { Number } The offset to read data from (optional)
       * @return { BigInt }
       */
      readBigUInt64BE(offset) {
        utils_1.bigIntAndBufferInt64Check('readBigUInt64BE');
        return this._readNumberValue(Buffer.prototype.readBigUInt64BE, 8, offset);
      }
      /**
       * Reads a BigUInt64LE value from the current read position or an optionally provided offset.
       *
       * @param offset { Number } The offset to read data from (optional)
       * @return { BigInt }
       */
      readBigUInt64LE(offset) {
        utils_1.bigIntAndBufferInt64Check('readBigUInt64LE');
        return this._readNumberValue(Buffer.prototype.readBigUInt64LE, 8, offset);
      }
      /**
       * Writes an UInt8 value to the current write position (or at optional offset).
       *
       * @param value { Number } The value to write.
       * @param offset { Number } The offset to write the value at.
       *
       * @return this
       */
      writeUInt8(value, offset) {
        return this._writeNumberValue(Buffer.prototype.writeUInt8, 1, value, offset);
      }
      /**
       * Inserts an UInt8 value at the given offset value.
       *
       * @param value { Number } The value to insert.
       * @param offset { Number } The offset to insert the value at.
       *
       * @return this
       */
      insertUInt8(value, offset) {
        return this._insertNumberValue(Buffer.prototype.writeUInt8, 1, value, offset);
      }
      /**
       * Writes an UInt16BE value to the current write position (or at optional offset).
       *
       * @param value { Number } The value to write.
       * @param offset { Number } The offset to write the value at.
       *
       * @return this
       */
      writeUInt16BE(value, offset) {
        return this._writeNumberValue(Buffer.prototype.writeUInt16BE, 2, value, offset);
      }
      /**
       * Inserts an UInt16BE value at the given offset value.
       *
       * @param value { Number } The value to insert.
       * @param offset { Number } The offset to insert the value at.
       *
       * @return this
       */
      insertUInt16BE(value, offset) {
        return this._insertNumberValue(Buffer.prototype.writeUInt16BE, 2, value, offset);
      }
      /**
       * Writes an UInt16LE value to the current write position (or at optional offset).
       *
       * @param value { Number } The value to write.
       * @param offset { Number } The offset to write the value at.
       *
       * @return this
       */
      writeUInt16LE(value, offset) {
        return this._writeNumberValue(Buffer.prototype.writeUInt16LE, 2, value, offset);
      }
      /**
       * Inserts an UInt16LE value at the given offset value.
       *
       * @param value { Number } The value to insert.
       * @param offset { Number } The offset to insert the value at.
       *
       * @return this
       */
      insertUInt16LE(value, offset) {
        return this._insertNumberValue(Buffer.prototype.writeUInt16LE, 2, value, offset);
      }
      /**
       * Writes an UInt32BE value to the current write position (or at optional offset).
       *
       * @param value { Number } The value to write.
       * @param offset { Number } The offset to write the value at.
       *
       * @return this
       */
      writeUInt32BE(value, offset) {
        return this._writeNumberValue(Buffer.prototype.writeUInt32BE, 4, value, offset);
      }
      /**
       * Inserts an UInt32BE value at the given offset value.
       *
       * @param value { Number } The value to insert.
       * @param offset { Number } The offset to insert the value at.
       *
       * @return this
       */
      insertUInt32BE(value, offset) {
        return this._insertNumberValue(Buffer.prototype.writeUInt32BE, 4, value, offset);
      }
      /**
       * Writes an UInt32LE value to the current write position (or at optional offset).
       *
       * @param value { Number } The value to write.
       * @param offset { Number } The offset to write the value at.
       *
       * @return this
       */
      writeUInt32LE(value, offset) {
        return this._writeNumberValue(Buffer.prototype.writeUInt32LE, 4, value, offset);
      }
      /**
       * Inserts an UInt32LE value at the given offset value.
       *
       * @param value { Number } The value to insert.
       * @param offset { Number } The offset to insert the value at.
       *
       * @return this
       */
      insertUInt32LE(value, offset) {
        return this._insertNumberValue(Buffer.prototype.writeUInt32LE, 4, value, offset);
      }
      /**
       * Writes a BigUInt64BE value to the current write position (or at optional offset).
       *
       * @param value { Number } The value to write.
       * @param offset { Number } The offset to write the value at.
       *
       * @return this
       */
      writeBigUInt64BE(value, offset) {
        utils_1.bigIntAndBufferInt64Check('writeBigUInt64BE');
        return this._writeNumberValue(Buffer.prototype.writeBigUInt64BE, 8, value, offset);
      }
      /**
       * Inserts a BigUInt64BE value at the given offset value.
       *
       * @param value { Number } The value to insert.
       * @param offset { Number } The offset to insert the value at.
       *
       * @return this
       */
      insertBigUInt64BE(value, offset) {
        utils_1.bigIntAndBufferInt64Check('writeBigUInt64BE');
        return this._insertNumberValue(Buffer.prototype.writeBigUInt64BE, 8, value, offset);
      }
      /**
       * Writes a BigUInt64LE value to the current write position (or at optional offset).
       *
       * @param value { Number } The value to write.
       * @param offset { Number } The offset to write the value at.
       *
       * @return this
       */
      writeBigUInt64LE(value, offset) {
        utils_1.bigIntAndBufferInt64Check('writeBigUInt64LE');
        return this._writeNumberValue(Buffer.prototype.writeBigUInt64LE, 8, value, offset);
      }
      /**
       * Inserts a BigUInt64LE value at the given offset value.
       *
       * @param value { Number } The value to insert.
       * @param offset { Number } The offset to insert the value at.
       *
       * @return this
       */
      insertBigUInt64LE(value, offset) {
        utils_1.bigIntAndBufferInt64Check('writeBigUInt64LE');
        return this._insertNumberValue(Buffer.prototype.writeBigUInt64LE, 8, value, offset);
      }
      // Floating Point
      /**
       * Reads an FloatBE value from the current read position or an optionally provided offset.
       *
       * @param offset { Number } The offset to read data from (optional)
       * @return { Number }
       */
      readFloatBE(offset) {
        return this._readNumberValue(Buffer.prototype.readFloatBE, 4, offset);
      }
      /**
       * Reads an FloatLE value from the current read position or an optionally provided offset.
       *
       * @param offset { Number } The offset to read data from (optional)
       * @return { Number }
       */
      readFloatLE(offset) {
        return this._readNumberValue(Buffer.prototype.readFloatLE, 4, offset);
      }
      /**
       * Writes a FloatBE value to the current write position (or at optional offset).
       *
       * @param value { Number } The value to write.
       * @param offset { Number } The offset to write the value at.
       *
       * @return this
       */
      writeFloatBE(value, offset) {
        return this._writeNumberValue(Buffer.prototype.writeFloatBE, 4, value, offset);
      }
      /**
       * Inserts a FloatBE value at the given offset value.
       *
       * @param value { Number } The value to insert.
       * @param offset { Number } The offset to insert the value at.
       *
       * @return this
       */
      insertFloatBE(value, offset) {
        return this._insertNumberValue(Buffer.prototype.writeFloatBE, 4, value, offset);
      }
      /**
       * Writes a FloatLE value to the current write position (or at optional offset).
       *
       * @param value { Number } The value to write.
       * @param offset { Number } The offset to write the value at.
       *
       * @return this
       */
      writeFloatLE(value, offset) {
        return this._writeNumberValue(Buffer.prototype.writeFloatLE, 4, value, offset);
      }
      /**
       * Inserts a FloatLE value at the given offset value.
       *
       * @param value { Number } The value to insert.
       * @param offset { Number } The offset to insert the value at.
       *
       * @return this
       */
      insertFloatLE(value, offset) {
        return this._insertNumberValue(Buffer.prototype.writeFloatLE, 4, value, offset);
      }
      // Double Floating Point
      /**
       * Reads an DoublEBE value from the current read position or an optionally provided offset.
       *
       * @param offset { Number } The offset to read data from (optional)
       * @return { Number }
       */
      readDoubleBE(offset) {
        return this._readNumberValue(Buffer.prototype.readDoubleBE, 8, offset);
      }
      /**
       * Reads an DoubleLE value from the current read position or an optionally provided offset.
       *
       * @param offset { Number } The offset to read data from (optional)
       * @return { Number }
       */
      readDoubleLE(offset) {
        return this._readNumberValue(Buffer.prototype.readDoubleLE, 8, offset);
      }
      /**
       * Writes a DoubleBE value to the current write position (or at optional offset).
       *
       * @param value { Number } The value to write.
       * @param offset { Number } The offset to write the value at.
       *
       * @return this
       */
      writeDoubleBE(value, offset) {
        return this._writeNumberValue(Buffer.prototype.writeDoubleBE, 8, value, offset);
      }
      /**
       * Inserts a DoubleBE value at the given offset value.
       *
       * @param value { Number } The value to insert.
       * @param offset { Number } The offset to insert the value at.
       *
       * @return this
       */
      insertDoubleBE(value, offset) {
        return this._insertNumberValue(Buffer.prototype.writeDoubleBE, 8, value, offset);
      }
      /**
       * Writes a DoubleLE value to the current write position (or at optional offset).
       *
       * @param value { Number } The value to write.
       * @param offset { Number } The offset to write the value at.
       *
       * @return this
       */
      writeDoubleLE(value, offset) {
        return this._writeNumberValue(Buffer.prototype.writeDoubleLE, 8, value, offset);
      }
      /**
       * Inserts a DoubleLE value at the given offset value.
       *
       * @param value { Number } The value to insert.
       * @param offset { Number } The offset to insert the value at.
       *
       * @return this
       */
      insertDoubleLE(value, offset) {
        return this._insertNumberValue(Buffer.prototype.writeDoubleLE, 8, value, offset);
      }
      // Strings
      /**
       * Reads a String from the current read position.
       *
       * @param arg1 { Number | String } The number of bytes to read as a String, or the BufferEncoding to use for
       *             the string (Defaults to instance level encoding).
       * @param encoding { String } The BufferEncoding to use for the string (Defaults to instance level encoding).
       *
       * @return { String }
       */
      readString(arg1, encoding) {
        let lengthVal;
        if (typeof arg1 === 'number') {
          utils_1.checkLengthValue(arg1);
          lengthVal = Math.min(arg1, this.length - this._readOffset);
        } else {
          encoding = arg1;
          lengthVal = this.length - this._readOffset;
        }
        if (typeof encoding !== 'undefined') {
          utils_1.checkEncoding(encoding);
        }
        const value = this._buff
          .slice(this._readOffset, this._readOffset + lengthVal)
          .toString(encoding || this._encoding);
        this._readOffset += lengthVal;
        return value;
      }
      /**
       * Inserts a String
       *
       * @param value { String } The String value to insert.
       * @param offset { Number } The offset to insert the string at.
       * @param encoding { String } The BufferEncoding to use for writing strings (defaults to instance encoding).
       *
       * @return this
       */
      insertString(value, offset, encoding) {
        utils_1.checkOffsetValue(offset);
        return this._handleString(value, true, offset, encoding);
      }
      /**
       * Writes a String
       *
       * @param value { String } The String value to write.
       * @param arg2 { Number | String } The offset to write the string at, or the BufferEncoding to use.
       * @param encoding { String } The BufferEncoding to use for writing strings (defaults to instance encoding).
       *
       * @return this
       */
      writeString(value, arg2, encoding) {
        return this._handleString(value, false, arg2, encoding);
      }
      /**
       * Reads a null-terminated String from the current read position.
       *
       * @param encoding { String } The BufferEncoding to use for the string (Defaults to instance level encoding).
       *
       * @return { String }
       */
      readStringNT(encoding) {
        if (typeof encoding !== 'undefined') {
          utils_1.checkEncoding(encoding);
        }
        let nullPos = this.length;
        for (let i = this._readOffset; i < this.length; i++) {
          if (this._buff[i] === 0) {
            nullPos = i;
            break;
          }
        }
        const value = this._buff.slice(this._readOffset, nullPos);
        this._readOffset = nullPos + 1;
        return value.toString(encoding || this._encoding);
      }
      /**
       * Inserts a null-terminated String.
       *
       * @param value { String } The String value to write.
       * @param arg2 { Number | String } The offset to write the string to, or the BufferEncoding to use.
       * @param encoding { String } The BufferEncoding to use for writing strings (defaults to instance encoding).
       *
       * @return this
       */
      insertStringNT(value, offset, encoding) {
        utils_1.checkOffsetValue(offset);
        this.insertString(value, offset, encoding);
        this.insertUInt8(0, offset + value.length);
        return this;
      }
      /**
       * Writes a null-terminated String.
       *
       * @param value { String } The String value to write.
       * @param arg2 { Number | String } The offset to write the string to, or the BufferEncoding to use.
       * @param encoding { String } The BufferEncoding to use for writing strings (defaults to instance encoding).
       *
       * @return this
       */
      writeStringNT(value, arg2, encoding) {
        this.writeString(value, arg2, encoding);
        this.writeUInt8(0, typeof arg2 === 'number' ? arg2 + value.length : this.writeOffset);
        return this;
      }
      // Buffers
      /**
       * Reads a Buffer from the internal read position.
       *
       * @param length { Number } The length of data to read as a Buffer.
       *
       * @return { Buffer }
       */
      readBuffer(length) {
        if (typeof length !== 'undefined') {
          utils_1.checkLengthValue(length);
        }
        const lengthVal = typeof length === 'number' ? length : this.length;
        const endPoint = Math.min(this.length, this._readOffset + lengthVal);
        const value = this._buff.slice(this._readOffset, endPoint);
        this._readOffset = endPoint;
        return value;
      }
      /**
       * Writes a Buffer to the current write position.
       *
       * @param value { Buffer } The Buffer to write.
       * @param offset { Number } The offset to write the Buffer to.
       *
       * @return this
       */
      insertBuffer(value, offset) {
        utils_1.checkOffsetValue(offset);
        return this._handleBuffer(value, true, offset);
      }
      /**
       * Writes a Buffer to the current write position.
       *
       * @param value { Buffer } The Buffer to write.
       * @param offset { Number } The offset to write the Buffer to.
       *
       * @return this
       */
      writeBuffer(value, offset) {
        return this._handleBuffer(value, false, offset);
      }
      /**
       * Reads a null-terminated Buffer from the current read poisiton.
       *
       * @return { Buffer }
       */
      readBufferNT() {
        let nullPos = this.length;
        for (let i = this._readOffset; i < this.length; i++) {
          if (this._buff[i] === 0) {
            nullPos = i;
            break;
          }
        }
        const value = this._buff.slice(this._readOffset, nullPos);
        this._readOffset = nullPos + 1;
        return value;
      }
      /**
       * Inserts a null-terminated Buffer.
       *
       * @param value { Buffer } The Buffer to write.
       * @param offset { Number } The offset to write the Buffer to.
       *
       * @return this
       */
      insertBufferNT(value, offset) {
        utils_1.checkOffsetValue(offset);
        this.insertBuffer(value, offset);
        this.insertUInt8(0, offset + value.length);
        return this;
      }
      /**
       * Writes a null-terminated Buffer.
       *
       * @param value { Buffer } The Buffer to write.
       * @param offset { Number } The offset to write the Buffer to.
       *
       * @return this
       */
      writeBufferNT(value, offset) {
        if (typeof offset !== 'undefined') {
          utils_1.checkOffsetValue(offset);
        }
        this.writeBuffer(value, offset);
        this.writeUInt8(0, typeof offset === 'number' ? offset + value.length : this._writeOffset);
        return this;
      }
      /**
       * Clears the SmartBuffer instance to its original empty state.
       */
      clear() {
        this._writeOffset = 0;
        this._readOffset = 0;
        this.length = 0;
        return this;
      }
      /**
       * Gets the remaining data left to be read from the SmartBuffer instance.
       *
       * @return { Number }
       */
      remaining() {
        return this.length - this._readOffset;
      }
      /**
       * Gets the current read offset value of the SmartBuffer instance.
       *
       * @return { Number }
       */
      get readOffset() {
        return this._readOffset;
      }
      /**
       * Sets the read offset value of the SmartBuffer instance.
       *
       * @param offset { Number } - The offset value to set.
       */
      set readOffset(offset) {
        utils_1.checkOffsetValue(offset);
        utils_1.checkTargetOffset(offset, this);
        this._readOffset = offset;
      }
      /**
       * Gets the current write offset value of the SmartBuffer instance.
       *
       * @return { Number }
       */
      get writeOffset() {
        return this._writeOffset;
      }
      /**
       * Sets the write offset value of the SmartBuffer instance.
       *
       * @param offset { Number } - The offset value to set.
       */
      set writeOffset(offset) {
        utils_1.checkOffsetValue(offset);
        utils_1.checkTargetOffset(offset, this);
        this._writeOffset = offset;
      }
      /**
       * Gets the currently set string encoding of the SmartBuffer instance.
       *
       * @return { BufferEncoding } The string Buffer encoding currently set.
       */
      get encoding() {
        return this._encoding;
      }
      /**
       * Sets the string encoding of the SmartBuffer instance.
       *
       * @param encoding { BufferEncoding } The string Buffer encoding to set.
       */
      set encoding(encoding) {
        utils_1.checkEncoding(encoding);
        this._encoding = encoding;
      }
      /**
       * Gets the underlying internal Buffer. (This includes unmanaged data in the Buffer)
       *
       * @return { Buffer } The Buffer value.
       */
      get internalBuffer() {
        return this._buff;
      }
      /**
       * Gets the value of the internal managed Buffer (Includes managed data only)
       *
       * @param { Buffer }
       */
      toBuffer() {
        return this._buff.slice(0, this.length);
      }
      /**
       * Gets the String value of the internal managed Buffer
       *
       * @param encoding { String } The BufferEncoding to display the Buffer as (defaults to instance level encoding).
       */
      toString(encoding) {
        const encodingVal = typeof encoding === 'string' ? encoding : this._encoding;
        utils_1.checkEncoding(encodingVal);
        return this._buff.toString(encodingVal, 0, this.length);
      }
      /**
       * Destroys the SmartBuffer instance.
       */
      destroy() {
        this.clear();
        return this;
      }
      /**
       * Handles inserting and writing strings.
       *
       * @param value { String } The String value to insert.
       * @param isInsert { Boolean } True if inserting a string, false if writing.
       * @param arg2 { Number | String } The offset to insert the string at, or the BufferEncoding to use.
       * @param encoding { String } The BufferEncoding to use for writing strings (defaults to instance encoding).
       */
      _handleString(value, isInsert, arg3, encoding) {
        let offsetVal = this._writeOffset;
        let encodingVal = this._encoding;
        if (typeof arg3 === 'number') {
          offsetVal = arg3;
        } else if (typeof arg3 === 'string') {
          utils_1.checkEncoding(arg3);
          encodingVal = arg3;
        }
        if (typeof encoding === 'string') {
          utils_1.checkEncoding(encoding);
          encodingVal = encoding;
        }
        const byteLength = Buffer.byteLength(value, encodingVal);
        if (isInsert) {
          this.ensureInsertable(byteLength, offsetVal);
        } else {
          this._ensureWriteable(byteLength, offsetVal);
        }
        this._buff.write(value, offsetVal, byteLength, encodingVal);
        if (isInsert) {
          this._writeOffset += byteLength;
        } else {
          if (typeof arg3 === 'number') {
            this._writeOffset = Math.max(this._writeOffset, offsetVal + byteLength);
          } else {
            this._writeOffset += byteLength;
          }
        }
        return this;
      }
      /**
       * Handles writing or insert of a Buffer.
       *
       * @param value { Buffer } The Buffer to write.
       * @param offset { Number } The offset to write the Buffer to.
       */
      _handleBuffer(value, isInsert, offset) {
        const offsetVal = typeof offset === 'number' ? offset : this._writeOffset;
        if (isInsert) {
          this.ensureInsertable(value.length, offsetVal);
        } else {
          this._ensureWriteable(value.length, offsetVal);
        }
        value.copy(this._buff, offsetVal);
        if (isInsert) {
          this._writeOffset += value.length;
        } else {
          if (typeof offset === 'number') {
            this._writeOffset = Math.max(this._writeOffset, offsetVal + value.length);
          } else {
            this._writeOffset += value.length;
          }
        }
        return this;
      }
      /**
       * Ensures that the internal Buffer is large enough to read data.
       *
       * @param length { Number } The length of the data that needs to be read.
       * @param offset { Number } The offset of the data that needs to be read.
       */
      ensureReadable(length, offset) {
        let offsetVal = this._readOffset;
        if (typeof offset !== 'undefined') {
          utils_1.checkOffsetValue(offset);
          offsetVal = offset;
        }
        if (offsetVal < 0 || offsetVal + length > this.length) {
          throw new Error(utils_1.ERRORS.INVALID_READ_BEYOND_BOUNDS);
        }
      }
      /**
       * Ensures that the internal Buffer is large enough to insert data.
       *
       * @param dataLength { Number } The length of the data that needs to be written.
       * @param offset { Number } The offset of the data to be written.
       */
      ensureInsertable(dataLength, offset) {
        utils_1.checkOffsetValue(offset);
        this._ensureCapacity(this.length + dataLength);
        if (offset < this.length) {
          this._buff.copy(this._buff, offset + dataLength, offset, this._buff.length);
        }
        if (offset + dataLength > this.length) {
          this.length = offset + dataLength;
        } else {
          this.length += dataLength;
        }
      }
      /**
       * Ensures that the internal Buffer is large enough to write data.
       *
       * @param dataLength { Number } The length of the data that needs to be written.
       * @param offset { Number } The offset of the data to be written (defaults to writeOffset).
       */
      _ensureWriteable(dataLength, offset) {
        const offsetVal = typeof offset === 'number' ? offset : this._writeOffset;
        this._ensureCapacity(offsetVal + dataLength);
        if (offsetVal + dataLength > this.length) {
          this.length = offsetVal + dataLength;
        }
      }
      /**
       * Ensures that the internal Buffer is large enough to write at least the given amount of data.
       *
       * @param minLength { Number } The minimum length of the data needs to be written.
       */
      _ensureCapacity(minLength) {
        const oldLength = this._buff.length;
        if (minLength > oldLength) {
          let data = this._buff;
          let newLength = (oldLength * 3) / 2 + 1;
          if (newLength < minLength) {
            newLength = minLength;
          }
          this._buff = Buffer.allocUnsafe(newLength);
          data.copy(this._buff, 0, 0, oldLength);
        }
      }
      /**
       * Reads a numeric number value using the provided function.
       *
       * @typeparam T { number | bigint } The type of the value to be read
       *
       * @param func { Function(offset: number) => number } The function to read data on the internal Buffer with.
       * @param byteSize { Number } The number of bytes read.
       * @param offset { Number } The offset to read from (optional). When this is not provided, the managed readOffset is used instead.
       *
       * @returns { T } the number value
       */
      _readNumberValue(func, byteSize, offset) {
        this.ensureReadable(byteSize, offset);
        const value = func.call(this._buff, typeof offset === 'number' ? offset : this._readOffset);
        if (typeof offset === 'undefined') {
          this._readOffset += byteSize;
        }
        return value;
      }
      /**
       * Inserts a numeric number value based on the given offset and value.
       *
       * @typeparam T { number | bigint } The type of the value to be written
       *
       * @param func { Function(offset: T, offset?) => number} The function to write data on the internal Buffer with.
       * @param byteSize { Number } The number of bytes written.
       * @param value { T } The number value to write.
       * @param offset { Number } the offset to write the number at (REQUIRED).
       *
       * @returns SmartBuffer this buffer
       */
      _insertNumberValue(func, byteSize, value, offset) {
        utils_1.checkOffsetValue(offset);
        this.ensureInsertable(byteSize, offset);
        func.call(this._buff, value, offset);
        this._writeOffset += byteSize;
        return this;
      }
      /**
       * Writes a numeric number value based on the given offset and value.
       *
       * @typeparam T { number | bigint } The type of the value to be written
       *
       * @param func { Function(offset: T, offset?) => number} The function to write data on the internal Buffer with.
       * @param byteSize { Number } The number of bytes written.
       * @param value { T } The number value to write.
       * @param offset { Number } the offset to write the number at (REQUIRED).
       *
       * @returns SmartBuffer this buffer
       */
      _writeNumberValue(func, byteSize, value, offset) {
        if (typeof offset === 'number') {
          if (offset < 0) {
            throw new Error(utils_1.ERRORS.INVALID_WRITE_BEYOND_BOUNDS);
          }
          utils_1.checkOffsetValue(offset);
        }
        const offsetVal = typeof offset === 'number' ? offset : this._writeOffset;
        this._ensureWriteable(byteSize, offsetVal);
        func.call(this._buff, value, offsetVal);
        if (typeof offset === 'number') {
          this._writeOffset = Math.max(this._writeOffset, offsetVal + byteSize);
        } else {
          this._writeOffset += byteSize;
        }
        return this;
      }
    };
    exports.SmartBuffer = SmartBuffer;
  },
});

// ../../node_modules/.pnpm/socks@2.8.10/node_modules/socks/build/common/constants.js
var require_constants3 = __commonJS({
  '../../node_modules/.pnpm/socks@2.8.10/node_modules/socks/build/common/constants.js'(exports) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.SOCKS5_NO_ACCEPTABLE_AUTH =
      exports.SOCKS5_CUSTOM_AUTH_END =
      exports.SOCKS5_CUSTOM_AUTH_START =
      exports.SOCKS_INCOMING_PACKET_SIZES =
      exports.SocksClientState =
      exports.Socks5Response =
      exports.Socks5HostType =
      exports.Socks5Auth =
      exports.Socks4Response =
      exports.SocksCommand =
      exports.ERRORS =
      exports.DEFAULT_TIMEOUT =
        void 0;
    var DEFAULT_TIMEOUT = 3e4;
    exports.DEFAULT_TIMEOUT = DEFAULT_TIMEOUT;
    var ERRORS = {
      InvalidSocksCommand:
        'An invalid SOCKS command was provided. Valid options are connect, bind, and associate.',
      InvalidSocksCommandForOperation:
        'An invalid SOCKS command was provided. Only a subset of commands are supported for this operation.',
      InvalidSocksCommandChain:
        'An invalid SOCKS command was provided. Chaining currently only supports the connect command.',
      InvalidSocksClientOptionsDestination: 'An invalid destination host was provided.',
      InvalidSocksClientOptionsExistingSocket:
        'An invalid existing socket was provided. This should be an instance of stream.Duplex.',
      InvalidSocksClientOptionsProxy: 'Invalid SOCKS proxy details were provided.',
      InvalidSocksClientOptionsTimeout:
        'An invalid timeout value was provided. Please enter a value above 0 (in ms).',
      InvalidSocksClientOptionsProxiesLength:
        'At least two socks proxies must be provided for chaining.',
      InvalidSocksClientOptionsCustomAuthRange:
        'Custom auth must be a value between 0x80 and 0xFE.',
      InvalidSocksClientOptionsCustomAuthOptions:
        'When a custom_auth_method is provided, custom_auth_request_handler, custom_auth_response_size, and custom_auth_response_handler must also be provided and valid.',
      NegotiationError: 'Negotiation error',
      SocketClosed: 'Socket closed',
      ProxyConnectionTimedOut: 'Proxy connection timed out',
      InternalError: 'SocksClient internal error (this should not happen)',
      InvalidSocks4HandshakeResponse: 'Received invalid Socks4 handshake response',
      Socks4ProxyRejectedConnection: 'Socks4 Proxy rejected connection',
      InvalidSocks4IncomingConnectionResponse: 'Socks4 invalid incoming connection response',
      Socks4ProxyRejectedIncomingBoundConnection: 'Socks4 Proxy rejected incoming bound connection',
      InvalidSocks5InitialHandshakeResponse: 'Received invalid Socks5 initial handshake response',
      InvalidSocks5IntiailHandshakeSocksVersion:
        'Received invalid Socks5 initial handshake (invalid socks version)',
      InvalidSocks5InitialHandshakeNoAcceptedAuthType:
        'Received invalid Socks5 initial handshake (no accepted authentication type)',
      InvalidSocks5InitialHandshakeUnknownAuthType:
        'Received invalid Socks5 initial handshake (unknown authentication type)',
      Socks5AuthenticationFailed: 'Socks5 Authentication failed',
      InvalidSocks5FinalHandshake: 'Received invalid Socks5 final handshake response',
      InvalidSocks5FinalHandshakeRejected: 'Socks5 proxy rejected connection',
      InvalidSocks5IncomingConnectionResponse:
        'Received invalid Socks5 incoming connection response',
      Socks5ProxyRejectedIncomingBoundConnection: 'Socks5 Proxy rejected incoming bound connection',
    };
    exports.ERRORS = ERRORS;
    var SOCKS_INCOMING_PACKET_SIZES = {
      Socks5InitialHandshakeResponse: 2,
      Socks5UserPassAuthenticationResponse: 2,
      // Command response + incoming connection (bind)
      Socks5ResponseHeader: 5,
      // We need at least 5 to read the hostname length, then we wait for the address+port information.
      Socks5ResponseIPv4: 10,
      // 4 header + 4 ip + 2 port
      Socks5ResponseIPv6: 22,
      // 4 header + 16 ip + 2 port
      Socks5ResponseHostname: (hostNameLength) => hostNameLength + 7,
      // 4 header + 1 host length + host + 2 port
      // Command response + incoming connection (bind)
      Socks4Response: 8,
      // 2 header + 2 port + 4 ip
    };
    exports.SOCKS_INCOMING_PACKET_SIZES = SOCKS_INCOMING_PACKET_SIZES;
    var SocksCommand;
    (function (SocksCommand2) {
      SocksCommand2[(SocksCommand2['connect'] = 1)] = 'connect';
      SocksCommand2[(SocksCommand2['bind'] = 2)] = 'bind';
      SocksCommand2[(SocksCommand2['associate'] = 3)] = 'associate';
    })(SocksCommand || (exports.SocksCommand = SocksCommand = {}));
    var Socks4Response;
    (function (Socks4Response2) {
      Socks4Response2[(Socks4Response2['Granted'] = 90)] = 'Granted';
      Socks4Response2[(Socks4Response2['Failed'] = 91)] = 'Failed';
      Socks4Response2[(Socks4Response2['Rejected'] = 92)] = 'Rejected';
      Socks4Response2[(Socks4Response2['RejectedIdent'] = 93)] = 'RejectedIdent';
    })(Socks4Response || (exports.Socks4Response = Socks4Response = {}));
    var Socks5Auth;
    (function (Socks5Auth2) {
      Socks5Auth2[(Socks5Auth2['NoAuth'] = 0)] = 'NoAuth';
      Socks5Auth2[(Socks5Auth2['GSSApi'] = 1)] = 'GSSApi';
      Socks5Auth2[(Socks5Auth2['UserPass'] = 2)] = 'UserPass';
    })(Socks5Auth || (exports.Socks5Auth = Socks5Auth = {}));
    var SOCKS5_CUSTOM_AUTH_START = 128;
    exports.SOCKS5_CUSTOM_AUTH_START = SOCKS5_CUSTOM_AUTH_START;
    var SOCKS5_CUSTOM_AUTH_END = 254;
    exports.SOCKS5_CUSTOM_AUTH_END = SOCKS5_CUSTOM_AUTH_END;
    var SOCKS5_NO_ACCEPTABLE_AUTH = 255;
    exports.SOCKS5_NO_ACCEPTABLE_AUTH = SOCKS5_NO_ACCEPTABLE_AUTH;
    var Socks5Response;
    (function (Socks5Response2) {
      Socks5Response2[(Socks5Response2['Granted'] = 0)] = 'Granted';
      Socks5Response2[(Socks5Response2['Failure'] = 1)] = 'Failure';
      Socks5Response2[(Socks5Response2['NotAllowed'] = 2)] = 'NotAllowed';
      Socks5Response2[(Socks5Response2['NetworkUnreachable'] = 3)] = 'NetworkUnreachable';
      Socks5Response2[(Socks5Response2['HostUnreachable'] = 4)] = 'HostUnreachable';
      Socks5Response2[(Socks5Response2['ConnectionRefused'] = 5)] = 'ConnectionRefused';
      Socks5Response2[(Socks5Response2['TTLExpired'] = 6)] = 'TTLExpired';
      Socks5Response2[(Socks5Response2['CommandNotSupported'] = 7)] = 'CommandNotSupported';
      Socks5Response2[(Socks5Response2['AddressNotSupported'] = 8)] = 'AddressNotSupported';
    })(Socks5Response || (exports.Socks5Response = Socks5Response = {}));
    var Socks5HostType;
    (function (Socks5HostType2) {
      Socks5HostType2[(Socks5HostType2['IPv4'] = 1)] = 'IPv4';
      Socks5HostType2[(Socks5HostType2['Hostname'] = 3)] = 'Hostname';
      Socks5HostType2[(Socks5HostType2['IPv6'] = 4)] = 'IPv6';
    })(Socks5HostType || (exports.Socks5HostType = Socks5HostType = {}));
    var SocksClientState;
    (function (SocksClientState2) {
      SocksClientState2[(SocksClientState2['Created'] = 0)] = 'Created';
      SocksClientState2[(SocksClientState2['Connecting'] = 1)] = 'Connecting';
      SocksClientState2[(SocksClientState2['Connected'] = 2)] = 'Connected';
      SocksClientState2[(SocksClientState2['SentInitialHandshake'] = 3)] = 'SentInitialHandshake';
      SocksClientState2[(SocksClientState2['ReceivedInitialHandshakeResponse'] = 4)] =
        'ReceivedInitialHandshakeResponse';
      SocksClientState2[(SocksClientState2['SentAuthentication'] = 5)] = 'SentAuthentication';
      SocksClientState2[(SocksClientState2['ReceivedAuthenticationResponse'] = 6)] =
        'ReceivedAuthenticationResponse';
      SocksClientState2[(SocksClientState2['SentFinalHandshake'] = 7)] = 'SentFinalHandshake';
      SocksClientState2[(SocksClientState2['ReceivedFinalResponse'] = 8)] = 'ReceivedFinalResponse';
      SocksClientState2[(SocksClientState2['BoundWaitingForConnection'] = 9)] =
        'BoundWaitingForConnection';
      SocksClientState2[(SocksClientState2['Established'] = 10)] = 'Established';
      SocksClientState2[(SocksClientState2['Disconnected'] = 11)] = 'Disconnected';
      SocksClientState2[(SocksClientState2['Error'] = 99)] = 'Error';
    })(SocksClientState || (exports.SocksClientState = SocksClientState = {}));
  },
});

// ../../node_modules/.pnpm/socks@2.8.10/node_modules/socks/build/common/util.js
var require_util = __commonJS({
  '../../node_modules/.pnpm/socks@2.8.10/node_modules/socks/build/common/util.js'(exports) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.SocksClientError = void 0;
    exports.shuffleArray = shuffleArray;
    var SocksClientError = class extends Error {
      constructor(message, options) {
        super(message);
        this.options = options;
      }
    };
    exports.SocksClientError = SocksClientError;
    function shuffleArray(array) {
      for (let i = array.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [array[i], array[j]] = [array[j], array[i]];
      }
    }
  },
});

// ../../node_modules/.pnpm/socks@2.8.10/node_modules/socks/build/common/helpers.js
var require_helpers2 = __commonJS({
  '../../node_modules/.pnpm/socks@2.8.10/node_modules/socks/build/common/helpers.js'(exports) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.validateSocksClientOptions = validateSocksClientOptions;
    exports.validateSocksClientChainOptions = validateSocksClientChainOptions;
    exports.ipv4ToInt32 = ipv4ToInt32;
    exports.int32ToIpv4 = int32ToIpv4;
    exports.ipToBuffer = ipToBuffer;
    var util_1 = require_util();
    var constants_1 = require_constants3();
    var stream = __require('stream');
    var ip_address_1 = require_ip_address();
    var net = __require('net');
    function validateSocksClientOptions(
      options,
      acceptedCommands = ['connect', 'bind', 'associate'],
    ) {
      if (!constants_1.SocksCommand[options.command]) {
        throw new util_1.SocksClientError(constants_1.ERRORS.InvalidSocksCommand, options);
      }
      if (acceptedCommands.indexOf(options.command) === -1) {
        throw new util_1.SocksClientError(
          constants_1.ERRORS.InvalidSocksCommandForOperation,
          options,
        );
      }
      if (!isValidSocksRemoteHost(options.destination)) {
        throw new util_1.SocksClientError(
          constants_1.ERRORS.InvalidSocksClientOptionsDestination,
          options,
        );
      }
      if (!isValidSocksProxy(options.proxy)) {
        throw new util_1.SocksClientError(
          constants_1.ERRORS.InvalidSocksClientOptionsProxy,
          options,
        );
      }
      validateCustomProxyAuth(options.proxy, options);
      if (options.timeout && !isValidTimeoutValue(options.timeout)) {
        throw new util_1.SocksClientError(
          constants_1.ERRORS.InvalidSocksClientOptionsTimeout,
          options,
        );
      }
      if (options.existing_socket && !(options.existing_socket instanceof stream.Duplex)) {
        throw new util_1.SocksClientError(
          constants_1.ERRORS.InvalidSocksClientOptionsExistingSocket,
          options,
        );
      }
    }
    function validateSocksClientChainOptions(options) {
      if (options.command !== 'connect') {
        throw new util_1.SocksClientError(constants_1.ERRORS.InvalidSocksCommandChain, options);
      }
      if (!isValidSocksRemoteHost(options.destination)) {
        throw new util_1.SocksClientError(
          constants_1.ERRORS.InvalidSocksClientOptionsDestination,
          options,
        );
      }
      if (!(options.proxies && Array.isArray(options.proxies) && options.proxies.length >= 2)) {
        throw new util_1.SocksClientError(
          constants_1.ERRORS.InvalidSocksClientOptionsProxiesLength,
          options,
        );
      }
      options.proxies.forEach((proxy) => {
        if (!isValidSocksProxy(proxy)) {
          throw new util_1.SocksClientError(
            constants_1.ERRORS.InvalidSocksClientOptionsProxy,
            options,
          );
        }
        validateCustomProxyAuth(proxy, options);
      });
      if (options.timeout && !isValidTimeoutValue(options.timeout)) {
        throw new util_1.SocksClientError(
          constants_1.ERRORS.InvalidSocksClientOptionsTimeout,
          options,
        );
      }
    }
    function validateCustomProxyAuth(proxy, options) {
      if (proxy.custom_auth_method !== void 0) {
        if (
          proxy.custom_auth_method < constants_1.SOCKS5_CUSTOM_AUTH_START ||
          proxy.custom_auth_method > constants_1.SOCKS5_CUSTOM_AUTH_END
        ) {
          throw new util_1.SocksClientError(
            constants_1.ERRORS.InvalidSocksClientOptionsCustomAuthRange,
            options,
          );
        }
        if (
          proxy.custom_auth_request_handler === void 0 ||
          typeof proxy.custom_auth_request_handler !== 'function'
        ) {
          throw new util_1.SocksClientError(
            constants_1.ERRORS.InvalidSocksClientOptionsCustomAuthOptions,
            options,
          );
        }
        if (proxy.custom_auth_response_size === void 0) {
          throw new util_1.SocksClientError(
            constants_1.ERRORS.InvalidSocksClientOptionsCustomAuthOptions,
            options,
          );
        }
        if (
          proxy.custom_auth_response_handler === void 0 ||
          typeof proxy.custom_auth_response_handler !== 'function'
        ) {
          throw new util_1.SocksClientError(
            constants_1.ERRORS.InvalidSocksClientOptionsCustomAuthOptions,
            options,
          );
        }
      }
    }
    function isValidSocksRemoteHost(remoteHost) {
      return (
        remoteHost &&
        typeof remoteHost.host === 'string' &&
        Buffer.byteLength(remoteHost.host) < 256 &&
        typeof remoteHost.port === 'number' &&
        remoteHost.port >= 0 &&
        remoteHost.port <= 65535
      );
    }
    function isValidSocksProxy(proxy) {
      return (
        proxy &&
        (typeof proxy.host === 'string' || typeof proxy.ipaddress === 'string') &&
        typeof proxy.port === 'number' &&
        proxy.port >= 0 &&
        proxy.port <= 65535 &&
        (proxy.type === 4 || proxy.type === 5)
      );
    }
    function isValidTimeoutValue(value) {
      return typeof value === 'number' && value > 0;
    }
    function ipv4ToInt32(ip) {
      const address = new ip_address_1.Address4(ip);
      return address.toArray().reduce((acc, part) => (acc << 8) + part, 0) >>> 0;
    }
    function int32ToIpv4(int32) {
      const octet1 = (int32 >>> 24) & 255;
      const octet2 = (int32 >>> 16) & 255;
      const octet3 = (int32 >>> 8) & 255;
      const octet4 = int32 & 255;
      return [octet1, octet2, octet3, octet4].join('.');
    }
    function ipToBuffer(ip) {
      if (net.isIPv4(ip)) {
        const address = new ip_address_1.Address4(ip);
        return Buffer.from(address.toArray());
      } else if (net.isIPv6(ip)) {
        const address = new ip_address_1.Address6(ip);
        return Buffer.from(
          address
            .canonicalForm()
            .split(':')
            .map((segment) => segment.padStart(4, '0'))
            .join(''),
          'hex',
        );
      } else {
        throw new Error('Invalid IP address format');
      }
    }
  },
});

// ../../node_modules/.pnpm/socks@2.8.10/node_modules/socks/build/common/receivebuffer.js
var require_receivebuffer = __commonJS({
  '../../node_modules/.pnpm/socks@2.8.10/node_modules/socks/build/common/receivebuffer.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.ReceiveBuffer = void 0;
    var ReceiveBuffer = class {
      constructor(size = 4096) {
        this.buffer = Buffer.allocUnsafe(size);
        this.offset = 0;
        this.originalSize = size;
      }
      get length() {
        return this.offset;
      }
      append(data) {
        if (!Buffer.isBuffer(data)) {
          throw new Error('Attempted to append a non-buffer instance to ReceiveBuffer.');
        }
        if (this.offset + data.length >= this.buffer.length) {
          const tmp = this.buffer;
          this.buffer = Buffer.allocUnsafe(
            Math.max(this.buffer.length + this.originalSize, this.buffer.length + data.length),
          );
          tmp.copy(this.buffer);
        }
        data.copy(this.buffer, this.offset);
        return (this.offset += data.length);
      }
      peek(length) {
        if (length > this.offset) {
          throw new Error('Attempted to read beyond the bounds of the managed internal data.');
        }
        return this.buffer.slice(0, length);
      }
      get(length) {
        if (length > this.offset) {
          throw new Error('Attempted to read beyond the bounds of the managed internal data.');
        }
        const value = Buffer.allocUnsafe(length);
        this.buffer.slice(0, length).copy(value);
        this.buffer.copyWithin(0, length, length + this.offset - length);
        this.offset -= length;
        return value;
      }
    };
    exports.ReceiveBuffer = ReceiveBuffer;
  },
});

// ../../node_modules/.pnpm/socks@2.8.10/node_modules/socks/build/client/socksclient.js
var require_socksclient = __commonJS({
  '../../node_modules/.pnpm/socks@2.8.10/node_modules/socks/build/client/socksclient.js'(exports) {
    'use strict';
    init_esm_shims();
    var __awaiter =
      (exports && exports.__awaiter) ||
      function (thisArg, _arguments, P, generator) {
        function adopt(value) {
          return value instanceof P
            ? value
            : new P(function (resolve) {
                resolve(value);
              });
        }
        return new (P || (P = Promise))(function (resolve, reject) {
          function fulfilled(value) {
            try {
              step(generator.next(value));
            } catch (e) {
              reject(e);
            }
          }
          function rejected(value) {
            try {
              step(generator['throw'](value));
            } catch (e) {
              reject(e);
            }
          }
          function step(result) {
            result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
          }
          step((generator = generator.apply(thisArg, _arguments || [])).next());
        });
      };
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.SocksClientError = exports.SocksClient = void 0;
    var events_1 = __require('events');
    var net = __require('net');
    var smart_buffer_1 = require_smartbuffer();
    var constants_1 = require_constants3();
    var helpers_1 = require_helpers2();
    var receivebuffer_1 = require_receivebuffer();
    var util_1 = require_util();
    Object.defineProperty(exports, 'SocksClientError', {
      enumerable: true,
      get: function () {
        return util_1.SocksClientError;
      },
    });
    var ip_address_1 = require_ip_address();
    var SocksClient = class _SocksClient extends events_1.EventEmitter {
      constructor(options) {
        super();
        this.options = Object.assign({}, options);
        (0, helpers_1.validateSocksClientOptions)(options);
        this.setState(constants_1.SocksClientState.Created);
      }
      /**
       * Creates a new SOCKS connection.
       *
       * Note: Supports callbacks and promises. Only supports the connect command.
       * @param options { SocksClientOptions } Options.
       * @param callback { Function } An optional callback function.
       * @returns { Promise }
       */
      static createConnection(options, callback) {
        return new Promise((resolve, reject) => {
          try {
            (0, helpers_1.validateSocksClientOptions)(options, ['connect']);
          } catch (err) {
            if (typeof callback === 'function') {
              callback(err);
              return resolve(err);
            } else {
              return reject(err);
            }
          }
          const client = new _SocksClient(options);
          client.connect(options.existing_socket);
          client.once('established', (info) => {
            client.removeAllListeners();
            if (typeof callback === 'function') {
              callback(null, info);
              resolve(info);
            } else {
              resolve(info);
            }
          });
          client.once('error', (err) => {
            client.removeAllListeners();
            if (typeof callback === 'function') {
              callback(err);
              resolve(err);
            } else {
              reject(err);
            }
          });
        });
      }
      /**
       * Creates a new SOCKS connection chain to a destination host through 2 or more SOCKS proxies.
       *
       * Note: Supports callbacks and promises. Only supports the connect method.
       * Note: Implemented via createConnection() factory function.
       * @param options { SocksClientChainOptions } Options
       * @param callback { Function } An optional callback function.
       * @returns { Promise }
       */
      static createConnectionChain(options, callback) {
        return new Promise((resolve, reject) =>
          __awaiter(this, void 0, void 0, function* () {
            try {
              (0, helpers_1.validateSocksClientChainOptions)(options);
            } catch (err) {
              if (typeof callback === 'function') {
                callback(err);
                return resolve(err);
              } else {
                return reject(err);
              }
            }
            if (options.randomizeChain) {
              (0, util_1.shuffleArray)(options.proxies);
            }
            try {
              let sock;
              for (let i = 0; i < options.proxies.length; i++) {
                const nextProxy = options.proxies[i];
                const nextDestination =
                  i === options.proxies.length - 1
                    ? options.destination
                    : {
                        host: options.proxies[i + 1].host || options.proxies[i + 1].ipaddress,
                        port: options.proxies[i + 1].port,
                      };
                const result = yield _SocksClient.createConnection({
                  command: 'connect',
                  proxy: nextProxy,
                  destination: nextDestination,
                  existing_socket: sock,
                });
                sock = sock || result.socket;
              }
              if (typeof callback === 'function') {
                callback(null, { socket: sock });
                resolve({ socket: sock });
              } else {
                resolve({ socket: sock });
              }
            } catch (err) {
              if (typeof callback === 'function') {
                callback(err);
                resolve(err);
              } else {
                reject(err);
              }
            }
          }),
        );
      }
      /**
       * Creates a SOCKS UDP Frame.
       * @param options
       */
      static createUDPFrame(options) {
        const buff = new smart_buffer_1.SmartBuffer();
        buff.writeUInt16BE(0);
        buff.writeUInt8(options.frameNumber || 0);
        if (net.isIPv4(options.remoteHost.host)) {
          buff.writeUInt8(constants_1.Socks5HostType.IPv4);
          buff.writeUInt32BE((0, helpers_1.ipv4ToInt32)(options.remoteHost.host));
        } else if (net.isIPv6(options.remoteHost.host)) {
          buff.writeUInt8(constants_1.Socks5HostType.IPv6);
          buff.writeBuffer((0, helpers_1.ipToBuffer)(options.remoteHost.host));
        } else {
          buff.writeUInt8(constants_1.Socks5HostType.Hostname);
          buff.writeUInt8(Buffer.byteLength(options.remoteHost.host));
          buff.writeString(options.remoteHost.host);
        }
        buff.writeUInt16BE(options.remoteHost.port);
        buff.writeBuffer(options.data);
        return buff.toBuffer();
      }
      /**
       * Parses a SOCKS UDP frame.
       * @param data
       */
      static parseUDPFrame(data) {
        const buff = smart_buffer_1.SmartBuffer.fromBuffer(data);
        buff.readOffset = 2;
        const frameNumber = buff.readUInt8();
        const hostType = buff.readUInt8();
        let remoteHost;
        if (hostType === constants_1.Socks5HostType.IPv4) {
          remoteHost = (0, helpers_1.int32ToIpv4)(buff.readUInt32BE());
        } else if (hostType === constants_1.Socks5HostType.IPv6) {
          remoteHost = ip_address_1.Address6.fromByteArray(
            Array.from(buff.readBuffer(16)),
          ).canonicalForm();
        } else {
          remoteHost = buff.readString(buff.readUInt8());
        }
        const remotePort = buff.readUInt16BE();
        return {
          frameNumber,
          remoteHost: {
            host: remoteHost,
            port: remotePort,
          },
          data: buff.readBuffer(),
        };
      }
      /**
       * Internal state setter. If the SocksClient is in an error state, it cannot be changed to a non error state.
       */
      setState(newState) {
        if (this.state !== constants_1.SocksClientState.Error) {
          this.state = newState;
        }
      }
      /**
       * Starts the connection establishment to the proxy and destination.
       * @param existingSocket Connected socket to use instead of creating a new one (internal use).
       */
      connect(existingSocket) {
        this.onDataReceived = (data) => this.onDataReceivedHandler(data);
        this.onClose = () => this.onCloseHandler();
        this.onError = (err) => this.onErrorHandler(err);
        this.onConnect = () => this.onConnectHandler();
        const timer = setTimeout(
          () => this.onEstablishedTimeout(),
          this.options.timeout || constants_1.DEFAULT_TIMEOUT,
        );
        if (timer.unref && typeof timer.unref === 'function') {
          timer.unref();
        }
        if (existingSocket) {
          this.socket = existingSocket;
        } else {
          this.socket = new net.Socket();
        }
        this.socket.once('close', this.onClose);
        this.socket.once('error', this.onError);
        this.socket.once('connect', this.onConnect);
        this.socket.on('data', this.onDataReceived);
        this.setState(constants_1.SocksClientState.Connecting);
        this.receiveBuffer = new receivebuffer_1.ReceiveBuffer();
        if (existingSocket) {
          this.socket.emit('connect');
        } else {
          this.socket.connect(this.getSocketOptions());
          if (this.options.set_tcp_nodelay !== void 0 && this.options.set_tcp_nodelay !== null) {
            this.socket.setNoDelay(!!this.options.set_tcp_nodelay);
          }
        }
        this.prependOnceListener('established', (info) => {
          setImmediate(() => {
            if (this.receiveBuffer.length > 0) {
              const excessData = this.receiveBuffer.get(this.receiveBuffer.length);
              info.socket.emit('data', excessData);
            }
            info.socket.resume();
          });
        });
      }
      // Socket options (defaults host/port to options.proxy.host/options.proxy.port)
      getSocketOptions() {
        return Object.assign(Object.assign({}, this.options.socket_options), {
          host: this.options.proxy.host || this.options.proxy.ipaddress,
          port: this.options.proxy.port,
        });
      }
      /**
       * Handles internal Socks timeout callback.
       * Note: If the Socks client is not BoundWaitingForConnection or Established, the connection will be closed.
       */
      onEstablishedTimeout() {
        if (
          this.state !== constants_1.SocksClientState.Established &&
          this.state !== constants_1.SocksClientState.BoundWaitingForConnection
        ) {
          this.closeSocket(constants_1.ERRORS.ProxyConnectionTimedOut);
        }
      }
      /**
       * Handles Socket connect event.
       */
      onConnectHandler() {
        this.setState(constants_1.SocksClientState.Connected);
        if (this.options.proxy.type === 4) {
          this.sendSocks4InitialHandshake();
        } else {
          this.sendSocks5InitialHandshake();
        }
        this.setState(constants_1.SocksClientState.SentInitialHandshake);
      }
      /**
       * Handles Socket data event.
       * @param data
       */
      onDataReceivedHandler(data) {
        this.receiveBuffer.append(data);
        this.processData();
      }
      /**
       * Handles processing of the data we have received.
       */
      processData() {
        while (
          this.state !== constants_1.SocksClientState.Established &&
          this.state !== constants_1.SocksClientState.Error &&
          this.receiveBuffer.length >= this.nextRequiredPacketBufferSize
        ) {
          if (this.state === constants_1.SocksClientState.SentInitialHandshake) {
            if (this.options.proxy.type === 4) {
              this.handleSocks4FinalHandshakeResponse();
            } else {
              this.handleInitialSocks5HandshakeResponse();
            }
          } else if (this.state === constants_1.SocksClientState.SentAuthentication) {
            this.handleInitialSocks5AuthenticationHandshakeResponse();
          } else if (this.state === constants_1.SocksClientState.SentFinalHandshake) {
            this.handleSocks5FinalHandshakeResponse();
          } else if (this.state === constants_1.SocksClientState.BoundWaitingForConnection) {
            if (this.options.proxy.type === 4) {
              this.handleSocks4IncomingConnectionResponse();
            } else {
              this.handleSocks5IncomingConnectionResponse();
            }
          } else {
            this.closeSocket(constants_1.ERRORS.InternalError);
            break;
          }
        }
      }
      /**
       * Handles Socket close event.
       * @param had_error
       */
      onCloseHandler() {
        this.closeSocket(constants_1.ERRORS.SocketClosed);
      }
      /**
       * Handles Socket error event.
       * @param err
       */
      onErrorHandler(err) {
        this.closeSocket(err.message);
      }
      /**
       * Removes internal event listeners on the underlying Socket.
       */
      removeInternalSocketHandlers() {
        this.socket.pause();
        this.socket.removeListener('data', this.onDataReceived);
        this.socket.removeListener('close', this.onClose);
        this.socket.removeListener('error', this.onError);
        this.socket.removeListener('connect', this.onConnect);
      }
      /**
       * Closes and destroys the underlying Socket. Emits an error event.
       * @param err { String } An error string to include in error event.
       */
      closeSocket(err) {
        if (this.state !== constants_1.SocksClientState.Error) {
          this.setState(constants_1.SocksClientState.Error);
          this.socket.destroy();
          this.removeInternalSocketHandlers();
          this.emit('error', new util_1.SocksClientError(err, this.options));
        }
      }
      /**
       * Sends initial Socks v4 handshake request.
       */
      sendSocks4InitialHandshake() {
        const userId = this.options.proxy.userId || '';
        const buff = new smart_buffer_1.SmartBuffer();
        buff.writeUInt8(4);
        buff.writeUInt8(constants_1.SocksCommand[this.options.command]);
        buff.writeUInt16BE(this.options.destination.port);
        if (net.isIPv4(this.options.destination.host)) {
          buff.writeBuffer((0, helpers_1.ipToBuffer)(this.options.destination.host));
          buff.writeStringNT(userId);
        } else {
          buff.writeUInt8(0);
          buff.writeUInt8(0);
          buff.writeUInt8(0);
          buff.writeUInt8(1);
          buff.writeStringNT(userId);
          buff.writeStringNT(this.options.destination.host);
        }
        this.nextRequiredPacketBufferSize = constants_1.SOCKS_INCOMING_PACKET_SIZES.Socks4Response;
        this.socket.write(buff.toBuffer());
      }
      /**
       * Handles Socks v4 handshake response.
       * @param data
       */
      handleSocks4FinalHandshakeResponse() {
        const data = this.receiveBuffer.get(8);
        if (data[1] !== constants_1.Socks4Response.Granted) {
          this.closeSocket(
            `${constants_1.ERRORS.Socks4ProxyRejectedConnection} - (${constants_1.Socks4Response[data[1]]})`,
          );
        } else {
          if (constants_1.SocksCommand[this.options.command] === constants_1.SocksCommand.bind) {
            const buff = smart_buffer_1.SmartBuffer.fromBuffer(data);
            buff.readOffset = 2;
            const remoteHost = {
              port: buff.readUInt16BE(),
              host: (0, helpers_1.int32ToIpv4)(buff.readUInt32BE()),
            };
            if (remoteHost.host === '0.0.0.0') {
              remoteHost.host = this.options.proxy.ipaddress;
            }
            this.setState(constants_1.SocksClientState.BoundWaitingForConnection);
            this.emit('bound', { remoteHost, socket: this.socket });
          } else {
            this.setState(constants_1.SocksClientState.Established);
            this.removeInternalSocketHandlers();
            this.emit('established', { socket: this.socket });
          }
        }
      }
      /**
       * Handles Socks v4 incoming connection request (BIND)
       * @param data
       */
      handleSocks4IncomingConnectionResponse() {
        const data = this.receiveBuffer.get(8);
        if (data[1] !== constants_1.Socks4Response.Granted) {
          this.closeSocket(
            `${constants_1.ERRORS.Socks4ProxyRejectedIncomingBoundConnection} - (${constants_1.Socks4Response[data[1]]})`,
          );
        } else {
          const buff = smart_buffer_1.SmartBuffer.fromBuffer(data);
          buff.readOffset = 2;
          const remoteHost = {
            port: buff.readUInt16BE(),
            host: (0, helpers_1.int32ToIpv4)(buff.readUInt32BE()),
          };
          this.setState(constants_1.SocksClientState.Established);
          this.removeInternalSocketHandlers();
          this.emit('established', { remoteHost, socket: this.socket });
        }
      }
      /**
       * Sends initial Socks v5 handshake request.
       */
      sendSocks5InitialHandshake() {
        const buff = new smart_buffer_1.SmartBuffer();
        const supportedAuthMethods = [constants_1.Socks5Auth.NoAuth];
        if (this.options.proxy.userId || this.options.proxy.password) {
          supportedAuthMethods.push(constants_1.Socks5Auth.UserPass);
        }
        if (this.options.proxy.custom_auth_method !== void 0) {
          supportedAuthMethods.push(this.options.proxy.custom_auth_method);
        }
        buff.writeUInt8(5);
        buff.writeUInt8(supportedAuthMethods.length);
        for (const authMethod of supportedAuthMethods) {
          buff.writeUInt8(authMethod);
        }
        this.nextRequiredPacketBufferSize =
          constants_1.SOCKS_INCOMING_PACKET_SIZES.Socks5InitialHandshakeResponse;
        this.socket.write(buff.toBuffer());
        this.setState(constants_1.SocksClientState.SentInitialHandshake);
      }
      /**
       * Handles initial Socks v5 handshake response.
       * @param data
       */
      handleInitialSocks5HandshakeResponse() {
        const data = this.receiveBuffer.get(2);
        if (data[0] !== 5) {
          this.closeSocket(constants_1.ERRORS.InvalidSocks5IntiailHandshakeSocksVersion);
        } else if (data[1] === constants_1.SOCKS5_NO_ACCEPTABLE_AUTH) {
          this.closeSocket(constants_1.ERRORS.InvalidSocks5InitialHandshakeNoAcceptedAuthType);
        } else {
          if (data[1] === constants_1.Socks5Auth.NoAuth) {
            this.socks5ChosenAuthType = constants_1.Socks5Auth.NoAuth;
            this.sendSocks5CommandRequest();
          } else if (data[1] === constants_1.Socks5Auth.UserPass) {
            this.socks5ChosenAuthType = constants_1.Socks5Auth.UserPass;
            this.sendSocks5UserPassAuthentication();
          } else if (data[1] === this.options.proxy.custom_auth_method) {
            this.socks5ChosenAuthType = this.options.proxy.custom_auth_method;
            this.sendSocks5CustomAuthentication();
          } else {
            this.closeSocket(constants_1.ERRORS.InvalidSocks5InitialHandshakeUnknownAuthType);
          }
        }
      }
      /**
       * Sends Socks v5 user & password auth handshake.
       *
       * Note: No auth and user/pass are currently supported.
       */
      sendSocks5UserPassAuthentication() {
        const userId = this.options.proxy.userId || '';
        const password = this.options.proxy.password || '';
        const buff = new smart_buffer_1.SmartBuffer();
        buff.writeUInt8(1);
        buff.writeUInt8(Buffer.byteLength(userId));
        buff.writeString(userId);
        buff.writeUInt8(Buffer.byteLength(password));
        buff.writeString(password);
        this.nextRequiredPacketBufferSize =
          constants_1.SOCKS_INCOMING_PACKET_SIZES.Socks5UserPassAuthenticationResponse;
        this.socket.write(buff.toBuffer());
        this.setState(constants_1.SocksClientState.SentAuthentication);
      }
      sendSocks5CustomAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
          this.nextRequiredPacketBufferSize = this.options.proxy.custom_auth_response_size;
          this.socket.write(yield this.options.proxy.custom_auth_request_handler());
          this.setState(constants_1.SocksClientState.SentAuthentication);
        });
      }
      handleSocks5CustomAuthHandshakeResponse(data) {
        return __awaiter(this, void 0, void 0, function* () {
          return yield this.options.proxy.custom_auth_response_handler(data);
        });
      }
      handleSocks5AuthenticationNoAuthHandshakeResponse(data) {
        return __awaiter(this, void 0, void 0, function* () {
          return data[1] === 0;
        });
      }
      handleSocks5AuthenticationUserPassHandshakeResponse(data) {
        return __awaiter(this, void 0, void 0, function* () {
          return data[1] === 0;
        });
      }
      /**
       * Handles Socks v5 auth handshake response.
       * @param data
       */
      handleInitialSocks5AuthenticationHandshakeResponse() {
        return __awaiter(this, void 0, void 0, function* () {
          this.setState(constants_1.SocksClientState.ReceivedAuthenticationResponse);
          let authResult = false;
          if (this.socks5ChosenAuthType === constants_1.Socks5Auth.NoAuth) {
            authResult = yield this.handleSocks5AuthenticationNoAuthHandshakeResponse(
              this.receiveBuffer.get(2),
            );
          } else if (this.socks5ChosenAuthType === constants_1.Socks5Auth.UserPass) {
            authResult = yield this.handleSocks5AuthenticationUserPassHandshakeResponse(
              this.receiveBuffer.get(2),
            );
          } else if (this.socks5ChosenAuthType === this.options.proxy.custom_auth_method) {
            authResult = yield this.handleSocks5CustomAuthHandshakeResponse(
              this.receiveBuffer.get(this.options.proxy.custom_auth_response_size),
            );
          }
          if (!authResult) {
            this.closeSocket(constants_1.ERRORS.Socks5AuthenticationFailed);
          } else {
            this.sendSocks5CommandRequest();
          }
        });
      }
      /**
       * Sends Socks v5 final handshake request.
       */
      sendSocks5CommandRequest() {
        const buff = new smart_buffer_1.SmartBuffer();
        buff.writeUInt8(5);
        buff.writeUInt8(constants_1.SocksCommand[this.options.command]);
        buff.writeUInt8(0);
        if (net.isIPv4(this.options.destination.host)) {
          buff.writeUInt8(constants_1.Socks5HostType.IPv4);
          buff.writeBuffer((0, helpers_1.ipToBuffer)(this.options.destination.host));
        } else if (net.isIPv6(this.options.destination.host)) {
          buff.writeUInt8(constants_1.Socks5HostType.IPv6);
          buff.writeBuffer((0, helpers_1.ipToBuffer)(this.options.destination.host));
        } else {
          buff.writeUInt8(constants_1.Socks5HostType.Hostname);
          buff.writeUInt8(this.options.destination.host.length);
          buff.writeString(this.options.destination.host);
        }
        buff.writeUInt16BE(this.options.destination.port);
        this.nextRequiredPacketBufferSize =
          constants_1.SOCKS_INCOMING_PACKET_SIZES.Socks5ResponseHeader;
        this.socket.write(buff.toBuffer());
        this.setState(constants_1.SocksClientState.SentFinalHandshake);
      }
      /**
       * Handles Socks v5 final handshake response.
       * @param data
       */
      handleSocks5FinalHandshakeResponse() {
        const header = this.receiveBuffer.peek(5);
        if (header[0] !== 5 || header[1] !== constants_1.Socks5Response.Granted) {
          this.closeSocket(
            `${constants_1.ERRORS.InvalidSocks5FinalHandshakeRejected} - ${constants_1.Socks5Response[header[1]]}`,
          );
        } else {
          const addressType = header[3];
          let remoteHost;
          let buff;
          if (addressType === constants_1.Socks5HostType.IPv4) {
            const dataNeeded = constants_1.SOCKS_INCOMING_PACKET_SIZES.Socks5ResponseIPv4;
            if (this.receiveBuffer.length < dataNeeded) {
              this.nextRequiredPacketBufferSize = dataNeeded;
              return;
            }
            buff = smart_buffer_1.SmartBuffer.fromBuffer(
              this.receiveBuffer.get(dataNeeded).slice(4),
            );
            remoteHost = {
              host: (0, helpers_1.int32ToIpv4)(buff.readUInt32BE()),
              port: buff.readUInt16BE(),
            };
            if (remoteHost.host === '0.0.0.0') {
              remoteHost.host = this.options.proxy.ipaddress;
            }
          } else if (addressType === constants_1.Socks5HostType.Hostname) {
            const hostLength = header[4];
            const dataNeeded =
              constants_1.SOCKS_INCOMING_PACKET_SIZES.Socks5ResponseHostname(hostLength);
            if (this.receiveBuffer.length < dataNeeded) {
              this.nextRequiredPacketBufferSize = dataNeeded;
              return;
            }
            buff = smart_buffer_1.SmartBuffer.fromBuffer(
              this.receiveBuffer.get(dataNeeded).slice(5),
            );
            remoteHost = {
              host: buff.readString(hostLength),
              port: buff.readUInt16BE(),
            };
          } else if (addressType === constants_1.Socks5HostType.IPv6) {
            const dataNeeded = constants_1.SOCKS_INCOMING_PACKET_SIZES.Socks5ResponseIPv6;
            if (this.receiveBuffer.length < dataNeeded) {
              this.nextRequiredPacketBufferSize = dataNeeded;
              return;
            }
            buff = smart_buffer_1.SmartBuffer.fromBuffer(
              this.receiveBuffer.get(dataNeeded).slice(4),
            );
            remoteHost = {
              host: ip_address_1.Address6.fromByteArray(
                Array.from(buff.readBuffer(16)),
              ).canonicalForm(),
              port: buff.readUInt16BE(),
            };
          }
          this.setState(constants_1.SocksClientState.ReceivedFinalResponse);
          if (constants_1.SocksCommand[this.options.command] === constants_1.SocksCommand.connect) {
            this.setState(constants_1.SocksClientState.Established);
            this.removeInternalSocketHandlers();
            this.emit('established', { remoteHost, socket: this.socket });
          } else if (
            constants_1.SocksCommand[this.options.command] === constants_1.SocksCommand.bind
          ) {
            this.setState(constants_1.SocksClientState.BoundWaitingForConnection);
            this.nextRequiredPacketBufferSize =
              constants_1.SOCKS_INCOMING_PACKET_SIZES.Socks5ResponseHeader;
            this.emit('bound', { remoteHost, socket: this.socket });
          } else if (
            constants_1.SocksCommand[this.options.command] === constants_1.SocksCommand.associate
          ) {
            this.setState(constants_1.SocksClientState.Established);
            this.removeInternalSocketHandlers();
            this.emit('established', {
              remoteHost,
              socket: this.socket,
            });
          }
        }
      }
      /**
       * Handles Socks v5 incoming connection request (BIND).
       */
      handleSocks5IncomingConnectionResponse() {
        const header = this.receiveBuffer.peek(5);
        if (header[0] !== 5 || header[1] !== constants_1.Socks5Response.Granted) {
          this.closeSocket(
            `${constants_1.ERRORS.Socks5ProxyRejectedIncomingBoundConnection} - ${constants_1.Socks5Response[header[1]]}`,
          );
        } else {
          const addressType = header[3];
          let remoteHost;
          let buff;
          if (addressType === constants_1.Socks5HostType.IPv4) {
            const dataNeeded = constants_1.SOCKS_INCOMING_PACKET_SIZES.Socks5ResponseIPv4;
            if (this.receiveBuffer.length < dataNeeded) {
              this.nextRequiredPacketBufferSize = dataNeeded;
              return;
            }
            buff = smart_buffer_1.SmartBuffer.fromBuffer(
              this.receiveBuffer.get(dataNeeded).slice(4),
            );
            remoteHost = {
              host: (0, helpers_1.int32ToIpv4)(buff.readUInt32BE()),
              port: buff.readUInt16BE(),
            };
            if (remoteHost.host === '0.0.0.0') {
              remoteHost.host = this.options.proxy.ipaddress;
            }
          } else if (addressType === constants_1.Socks5HostType.Hostname) {
            const hostLength = header[4];
            const dataNeeded =
              constants_1.SOCKS_INCOMING_PACKET_SIZES.Socks5ResponseHostname(hostLength);
            if (this.receiveBuffer.length < dataNeeded) {
              this.nextRequiredPacketBufferSize = dataNeeded;
              return;
            }
            buff = smart_buffer_1.SmartBuffer.fromBuffer(
              this.receiveBuffer.get(dataNeeded).slice(5),
            );
            remoteHost = {
              host: buff.readString(hostLength),
              port: buff.readUInt16BE(),
            };
          } else if (addressType === constants_1.Socks5HostType.IPv6) {
            const dataNeeded = constants_1.SOCKS_INCOMING_PACKET_SIZES.Socks5ResponseIPv6;
            if (this.receiveBuffer.length < dataNeeded) {
              this.nextRequiredPacketBufferSize = dataNeeded;
              return;
            }
            buff = smart_buffer_1.SmartBuffer.fromBuffer(
              this.receiveBuffer.get(dataNeeded).slice(4),
            );
            remoteHost = {
              host: ip_address_1.Address6.fromByteArray(
                Array.from(buff.readBuffer(16)),
              ).canonicalForm(),
              port: buff.readUInt16BE(),
            };
          }
          this.setState(constants_1.SocksClientState.Established);
          this.removeInternalSocketHandlers();
          this.emit('established', { remoteHost, socket: this.socket });
        }
      }
      get socksClientOptions() {
        return Object.assign({}, this.options);
      }
    };
    exports.SocksClient = SocksClient;
  },
});

// ../../node_modules/.pnpm/socks@2.8.10/node_modules/socks/build/index.js
var require_build = __commonJS({
  '../../node_modules/.pnpm/socks@2.8.10/node_modules/socks/build/index.js'(exports) {
    'use strict';
    init_esm_shims();
    var __createBinding =
      (exports && exports.__createBinding) ||
      (Object.create
        ? function (o, m, k, k2) {
            if (k2 === void 0) k2 = k;
            var desc = Object.getOwnPropertyDescriptor(m, k);
            if (!desc || ('get' in desc ? !m.__esModule : desc.writable || desc.configurable)) {
              desc = {
                enumerable: true,
                get: function () {
                  return m[k];
                },
              };
            }
            Object.defineProperty(o, k2, desc);
          }
        : function (o, m, k, k2) {
            if (k2 === void 0) k2 = k;
            o[k2] = m[k];
          });
    var __exportStar =
      (exports && exports.__exportStar) ||
      function (m, exports2) {
        for (var p in m)
          if (p !== 'default' && !Object.prototype.hasOwnProperty.call(exports2, p))
            __createBinding(exports2, m, p);
      };
    Object.defineProperty(exports, '__esModule', { value: true });
    __exportStar(require_socksclient(), exports);
  },
});

// ../../node_modules/.pnpm/webidl-conversions@7.0.0/node_modules/webidl-conversions/lib/index.js
var require_lib = __commonJS({
  '../../node_modules/.pnpm/webidl-conversions@7.0.0/node_modules/webidl-conversions/lib/index.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    function makeException(ErrorType, message, options) {
      if (options.globals) {
        ErrorType = options.globals[ErrorType.name];
      }
      return new ErrorType(`${options.context ? options.context : 'Value'} ${message}.`);
    }
    function toNumber(value, options) {
      if (typeof value === 'bigint') {
        throw makeException(
          TypeError,
          'is a BigInt which cannot be converted to a number',
          options,
        );
      }
      if (!options.globals) {
        return Number(value);
      }
      return options.globals.Number(value);
    }
    function evenRound(x) {
      if ((x > 0 && x % 1 === 0.5 && (x & 1) === 0) || (x < 0 && x % 1 === -0.5 && (x & 1) === 1)) {
        return censorNegativeZero(Math.floor(x));
      }
      return censorNegativeZero(Math.round(x));
    }
    function integerPart(n) {
      return censorNegativeZero(Math.trunc(n));
    }
    function sign(x) {
      return x < 0 ? -1 : 1;
    }
    function modulo(x, y) {
      const signMightNotMatch = x % y;
      if (sign(y) !== sign(signMightNotMatch)) {
        return signMightNotMatch + y;
      }
      return signMightNotMatch;
    }
    function censorNegativeZero(x) {
      return x === 0 ? 0 : x;
    }
    function createIntegerConversion(bitLength, { unsigned }) {
      let lowerBound, upperBound;
      if (unsigned) {
        lowerBound = 0;
        upperBound = 2 ** bitLength - 1;
      } else {
        lowerBound = -(2 ** (bitLength - 1));
        upperBound = 2 ** (bitLength - 1) - 1;
      }
      const twoToTheBitLength = 2 ** bitLength;
      const twoToOneLessThanTheBitLength = 2 ** (bitLength - 1);
      return (value, options = {}) => {
        let x = toNumber(value, options);
        x = censorNegativeZero(x);
        if (options.enforceRange) {
          if (!Number.isFinite(x)) {
            throw makeException(TypeError, 'is not a finite number', options);
          }
          x = integerPart(x);
          if (x < lowerBound || x > upperBound) {
            throw makeException(
              TypeError,
              `is outside the accepted range of ${lowerBound} to ${upperBound}, inclusive`,
              options,
            );
          }
          return x;
        }
        if (!Number.isNaN(x) && options.clamp) {
          x = Math.min(Math.max(x, lowerBound), upperBound);
          x = evenRound(x);
          return x;
        }
        if (!Number.isFinite(x) || x === 0) {
          return 0;
        }
        x = integerPart(x);
        if (x >= lowerBound && x <= upperBound) {
          return x;
        }
        x = modulo(x, twoToTheBitLength);
        if (!unsigned && x >= twoToOneLessThanTheBitLength) {
          return x - twoToTheBitLength;
        }
        return x;
      };
    }
    function createLongLongConversion(bitLength, { unsigned }) {
      const upperBound = Number.MAX_SAFE_INTEGER;
      const lowerBound = unsigned ? 0 : Number.MIN_SAFE_INTEGER;
      const asBigIntN = unsigned ? BigInt.asUintN : BigInt.asIntN;
      return (value, options = {}) => {
        let x = toNumber(value, options);
        x = censorNegativeZero(x);
        if (options.enforceRange) {
          if (!Number.isFinite(x)) {
            throw makeException(TypeError, 'is not a finite number', options);
          }
          x = integerPart(x);
          if (x < lowerBound || x > upperBound) {
            throw makeException(
              TypeError,
              `is outside the accepted range of ${lowerBound} to ${upperBound}, inclusive`,
              options,
            );
          }
          return x;
        }
        if (!Number.isNaN(x) && options.clamp) {
          x = Math.min(Math.max(x, lowerBound), upperBound);
          x = evenRound(x);
          return x;
        }
        if (!Number.isFinite(x) || x === 0) {
          return 0;
        }
        let xBigInt = BigInt(integerPart(x));
        xBigInt = asBigIntN(bitLength, xBigInt);
        return Number(xBigInt);
      };
    }
    exports.any = (value) => {
      return value;
    };
    exports.undefined = () => {
      return void 0;
    };
    exports.boolean = (value) => {
      return Boolean(value);
    };
    exports.byte = createIntegerConversion(8, { unsigned: false });
    exports.octet = createIntegerConversion(8, { unsigned: true });
    exports.short = createIntegerConversion(16, { unsigned: false });
    exports['unsigned short'] = createIntegerConversion(16, { unsigned: true });
    exports.long = createIntegerConversion(32, { unsigned: false });
    exports['unsigned long'] = createIntegerConversion(32, { unsigned: true });
    exports['long long'] = createLongLongConversion(64, { unsigned: false });
    exports['unsigned long long'] = createLongLongConversion(64, { unsigned: true });
    exports.double = (value, options = {}) => {
      const x = toNumber(value, options);
      if (!Number.isFinite(x)) {
        throw makeException(TypeError, 'is not a finite floating-point value', options);
      }
      return x;
    };
    exports['unrestricted double'] = (value, options = {}) => {
      const x = toNumber(value, options);
      return x;
    };
    exports.float = (value, options = {}) => {
      const x = toNumber(value, options);
      if (!Number.isFinite(x)) {
        throw makeException(TypeError, 'is not a finite floating-point value', options);
      }
      if (Object.is(x, -0)) {
        return x;
      }
      const y = Math.fround(x);
      if (!Number.isFinite(y)) {
        throw makeException(
          TypeError,
          'is outside the range of a single-precision floating-point value',
          options,
        );
      }
      return y;
    };
    exports['unrestricted float'] = (value, options = {}) => {
      const x = toNumber(value, options);
      if (isNaN(x)) {
        return x;
      }
      if (Object.is(x, -0)) {
        return x;
      }
      return Math.fround(x);
    };
    exports.DOMString = (value, options = {}) => {
      if (options.treatNullAsEmptyString && value === null) {
        return '';
      }
      if (typeof value === 'symbol') {
        throw makeException(
          TypeError,
          'is a symbol, which cannot be converted to a string',
          options,
        );
      }
      const StringCtor = options.globals ? options.globals.String : String;
      return StringCtor(value);
    };
    exports.ByteString = (value, options = {}) => {
      const x = exports.DOMString(value, options);
      let c;
      for (let i = 0; (c = x.codePointAt(i)) !== void 0; ++i) {
        if (c > 255) {
          throw makeException(TypeError, 'is not a valid ByteString', options);
        }
      }
      return x;
    };
    exports.USVString = (value, options = {}) => {
      const S = exports.DOMString(value, options);
      const n = S.length;
      const U = [];
      for (let i = 0; i < n; ++i) {
        const c = S.charCodeAt(i);
        if (c < 55296 || c > 57343) {
          U.push(String.fromCodePoint(c));
        } else if (56320 <= c && c <= 57343) {
          U.push(String.fromCodePoint(65533));
        } else if (i === n - 1) {
          U.push(String.fromCodePoint(65533));
        } else {
          const d = S.charCodeAt(i + 1);
          if (56320 <= d && d <= 57343) {
            const a = c & 1023;
            const b = d & 1023;
            U.push(String.fromCodePoint((2 << 15) + (2 << 9) * a + b));
            ++i;
          } else {
            U.push(String.fromCodePoint(65533));
          }
        }
      }
      return U.join('');
    };
    exports.object = (value, options = {}) => {
      if (value === null || (typeof value !== 'object' && typeof value !== 'function')) {
        throw makeException(TypeError, 'is not an object', options);
      }
      return value;
    };
    var abByteLengthGetter = Object.getOwnPropertyDescriptor(
      ArrayBuffer.prototype,
      'byteLength',
    ).get;
    var sabByteLengthGetter =
      typeof SharedArrayBuffer === 'function'
        ? Object.getOwnPropertyDescriptor(SharedArrayBuffer.prototype, 'byteLength').get
        : null;
    function isNonSharedArrayBuffer(value) {
      try {
        abByteLengthGetter.call(value);
        return true;
      } catch {
        return false;
      }
    }
    function isSharedArrayBuffer(value) {
      try {
        sabByteLengthGetter.call(value);
        return true;
      } catch {
        return false;
      }
    }
    function isArrayBufferDetached(value) {
      try {
        new Uint8Array(value);
        return false;
      } catch {
        return true;
      }
    }
    exports.ArrayBuffer = (value, options = {}) => {
      if (!isNonSharedArrayBuffer(value)) {
        if (options.allowShared && !isSharedArrayBuffer(value)) {
          throw makeException(TypeError, 'is not an ArrayBuffer or SharedArrayBuffer', options);
        }
        throw makeException(TypeError, 'is not an ArrayBuffer', options);
      }
      if (isArrayBufferDetached(value)) {
        throw makeException(TypeError, 'is a detached ArrayBuffer', options);
      }
      return value;
    };
    var dvByteLengthGetter = Object.getOwnPropertyDescriptor(DataView.prototype, 'byteLength').get;
    exports.DataView = (value, options = {}) => {
      try {
        dvByteLengthGetter.call(value);
      } catch (e) {
        throw makeException(TypeError, 'is not a DataView', options);
      }
      if (!options.allowShared && isSharedArrayBuffer(value.buffer)) {
        throw makeException(
          TypeError,
          'is backed by a SharedArrayBuffer, which is not allowed',
          options,
        );
      }
      if (isArrayBufferDetached(value.buffer)) {
        throw makeException(TypeError, 'is backed by a detached ArrayBuffer', options);
      }
      return value;
    };
    var typedArrayNameGetter = Object.getOwnPropertyDescriptor(
      Object.getPrototypeOf(Uint8Array).prototype,
      Symbol.toStringTag,
    ).get;
    [
      Int8Array,
      Int16Array,
      Int32Array,
      Uint8Array,
      Uint16Array,
      Uint32Array,
      Uint8ClampedArray,
      Float32Array,
      Float64Array,
    ].forEach((func) => {
      const { name } = func;
      const article = /^[AEIOU]/u.test(name) ? 'an' : 'a';
      exports[name] = (value, options = {}) => {
        if (!ArrayBuffer.isView(value) || typedArrayNameGetter.call(value) !== name) {
          throw makeException(TypeError, `is not ${article} ${name} object`, options);
        }
        if (!options.allowShared && isSharedArrayBuffer(value.buffer)) {
          throw makeException(
            TypeError,
            'is a view on a SharedArrayBuffer, which is not allowed',
            options,
          );
        }
        if (isArrayBufferDetached(value.buffer)) {
          throw makeException(TypeError, 'is a view on a detached ArrayBuffer', options);
        }
        return value;
      };
    });
    exports.ArrayBufferView = (value, options = {}) => {
      if (!ArrayBuffer.isView(value)) {
        throw makeException(
          TypeError,
          'is not a view on an ArrayBuffer or SharedArrayBuffer',
          options,
        );
      }
      if (!options.allowShared && isSharedArrayBuffer(value.buffer)) {
        throw makeException(
          TypeError,
          'is a view on a SharedArrayBuffer, which is not allowed',
          options,
        );
      }
      if (isArrayBufferDetached(value.buffer)) {
        throw makeException(TypeError, 'is a view on a detached ArrayBuffer', options);
      }
      return value;
    };
    exports.BufferSource = (value, options = {}) => {
      if (ArrayBuffer.isView(value)) {
        if (!options.allowShared && isSharedArrayBuffer(value.buffer)) {
          throw makeException(
            TypeError,
            'is a view on a SharedArrayBuffer, which is not allowed',
            options,
          );
        }
        if (isArrayBufferDetached(value.buffer)) {
          throw makeException(TypeError, 'is a view on a detached ArrayBuffer', options);
        }
        return value;
      }
      if (!options.allowShared && !isNonSharedArrayBuffer(value)) {
        throw makeException(TypeError, 'is not an ArrayBuffer or a view on one', options);
      }
      if (options.allowShared && !isSharedArrayBuffer(value) && !isNonSharedArrayBuffer(value)) {
        throw makeException(
          TypeError,
          'is not an ArrayBuffer, SharedArrayBuffer, or a view on one',
          options,
        );
      }
      if (isArrayBufferDetached(value)) {
        throw makeException(TypeError, 'is a detached ArrayBuffer', options);
      }
      return value;
    };
    exports.DOMTimeStamp = exports['unsigned long long'];
  },
});

// ../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/utils.js
var require_utils2 = __commonJS({
  '../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/utils.js'(
    exports,
    module,
  ) {
    'use strict';
    init_esm_shims();
    function isObject(value) {
      return (typeof value === 'object' && value !== null) || typeof value === 'function';
    }
    var hasOwn = Function.prototype.call.bind(Object.prototype.hasOwnProperty);
    function define(target, source) {
      for (const key of Reflect.ownKeys(source)) {
        const descriptor = Reflect.getOwnPropertyDescriptor(source, key);
        if (descriptor && !Reflect.defineProperty(target, key, descriptor)) {
          throw new TypeError(`Cannot redefine property: ${String(key)}`);
        }
      }
    }
    function newObjectInRealm(globalObject, object) {
      const ctorRegistry = initCtorRegistry(globalObject);
      return Object.defineProperties(
        Object.create(ctorRegistry['%Object.prototype%']),
        Object.getOwnPropertyDescriptors(object),
      );
    }
    var wrapperSymbol = /* @__PURE__ */ Symbol('wrapper');
    var implSymbol = /* @__PURE__ */ Symbol('impl');
    var sameObjectCaches = /* @__PURE__ */ Symbol('SameObject caches');
    var ctorRegistrySymbol = /* @__PURE__ */ Symbol.for('[webidl2js] constructor registry');
    var AsyncIteratorPrototype = Object.getPrototypeOf(
      Object.getPrototypeOf(async function* () {}).prototype,
    );
    function initCtorRegistry(globalObject) {
      if (hasOwn(globalObject, ctorRegistrySymbol)) {
        return globalObject[ctorRegistrySymbol];
      }
      const ctorRegistry = /* @__PURE__ */ Object.create(null);
      ctorRegistry['%Object.prototype%'] = globalObject.Object.prototype;
      ctorRegistry['%IteratorPrototype%'] = Object.getPrototypeOf(
        Object.getPrototypeOf(new globalObject.Array()[Symbol.iterator]()),
      );
      try {
        ctorRegistry['%AsyncIteratorPrototype%'] = Object.getPrototypeOf(
          Object.getPrototypeOf(globalObject.eval('(async function* () {})').prototype),
        );
      } catch {
        ctorRegistry['%AsyncIteratorPrototype%'] = AsyncIteratorPrototype;
      }
      globalObject[ctorRegistrySymbol] = ctorRegistry;
      return ctorRegistry;
    }
    function getSameObject(wrapper, prop, creator) {
      if (!wrapper[sameObjectCaches]) {
        wrapper[sameObjectCaches] = /* @__PURE__ */ Object.create(null);
      }
      if (prop in wrapper[sameObjectCaches]) {
        return wrapper[sameObjectCaches][prop];
      }
      wrapper[sameObjectCaches][prop] = creator();
      return wrapper[sameObjectCaches][prop];
    }
    function wrapperForImpl(impl) {
      return impl ? impl[wrapperSymbol] : null;
    }
    function implForWrapper(wrapper) {
      return wrapper ? wrapper[implSymbol] : null;
    }
    function tryWrapperForImpl(impl) {
      const wrapper = wrapperForImpl(impl);
      return wrapper ? wrapper : impl;
    }
    function tryImplForWrapper(wrapper) {
      const impl = implForWrapper(wrapper);
      return impl ? impl : wrapper;
    }
    var iterInternalSymbol = /* @__PURE__ */ Symbol('internal');
    function isArrayIndexPropName(P) {
      if (typeof P !== 'string') {
        return false;
      }
      const i = P >>> 0;
      if (i === 2 ** 32 - 1) {
        return false;
      }
      const s = `${i}`;
      if (P !== s) {
        return false;
      }
      return true;
    }
    var byteLengthGetter = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength').get;
    function isArrayBuffer(value) {
      try {
        byteLengthGetter.call(value);
        return true;
      } catch (e) {
        return false;
      }
    }
    function iteratorResult([key, value], kind) {
      let result;
      switch (kind) {
        case 'key':
          result = key;
          break;
        case 'value':
          result = value;
          break;
        case 'key+value':
          result = [key, value];
          break;
      }
      return { value: result, done: false };
    }
    var supportsPropertyIndex = /* @__PURE__ */ Symbol('supports property index');
    var supportedPropertyIndices = /* @__PURE__ */ Symbol('supported property indices');
    var supportsPropertyName = /* @__PURE__ */ Symbol('supports property name');
    var supportedPropertyNames = /* @__PURE__ */ Symbol('supported property names');
    var indexedGet = /* @__PURE__ */ Symbol('indexed property get');
    var indexedSetNew = /* @__PURE__ */ Symbol('indexed property set new');
    var indexedSetExisting = /* @__PURE__ */ Symbol('indexed property set existing');
    var namedGet = /* @__PURE__ */ Symbol('named property get');
    var namedSetNew = /* @__PURE__ */ Symbol('named property set new');
    var namedSetExisting = /* @__PURE__ */ Symbol('named property set existing');
    var namedDelete = /* @__PURE__ */ Symbol('named property delete');
    var asyncIteratorNext = /* @__PURE__ */ Symbol('async iterator get the next iteration result');
    var asyncIteratorReturn = /* @__PURE__ */ Symbol('async iterator return steps');
    var asyncIteratorInit = /* @__PURE__ */ Symbol('async iterator initialization steps');
    var asyncIteratorEOI = /* @__PURE__ */ Symbol('async iterator end of iteration');
    module.exports = exports = {
      isObject,
      hasOwn,
      define,
      newObjectInRealm,
      wrapperSymbol,
      implSymbol,
      getSameObject,
      ctorRegistrySymbol,
      initCtorRegistry,
      wrapperForImpl,
      implForWrapper,
      tryWrapperForImpl,
      tryImplForWrapper,
      iterInternalSymbol,
      isArrayBuffer,
      isArrayIndexPropName,
      supportsPropertyIndex,
      supportedPropertyIndices,
      supportsPropertyName,
      supportedPropertyNames,
      indexedGet,
      indexedSetNew,
      indexedSetExisting,
      namedGet,
      namedSetNew,
      namedSetExisting,
      namedDelete,
      asyncIteratorNext,
      asyncIteratorReturn,
      asyncIteratorInit,
      asyncIteratorEOI,
      iteratorResult,
    };
  },
});

// ../../node_modules/.pnpm/punycode@2.3.1/node_modules/punycode/punycode.es6.js
var punycode_es6_exports = {};
__export(punycode_es6_exports, {
  decode: () => decode,
  default: () => punycode_es6_default,
  encode: () => encode,
  toASCII: () => toASCII,
  toUnicode: () => toUnicode,
  ucs2decode: () => ucs2decode,
  ucs2encode: () => ucs2encode,
});
function error(type) {
  throw new RangeError(errors[type]);
}
function map(array, callback) {
  const result = [];
  let length = array.length;
  while (length--) {
    result[length] = callback(array[length]);
  }
  return result;
}
function mapDomain(domain, callback) {
  const parts = domain.split('@');
  let result = '';
  if (parts.length > 1) {
    result = parts[0] + '@';
    domain = parts[1];
  }
  domain = domain.replace(regexSeparators, '.');
  const labels = domain.split('.');
  const encoded = map(labels, callback).join('.');
  return result + encoded;
}
function ucs2decode(string) {
  const output = [];
  let counter = 0;
  const length = string.length;
  while (counter < length) {
    const value = string.charCodeAt(counter++);
    if (value >= 55296 && value <= 56319 && counter < length) {
      const extra = string.charCodeAt(counter++);
      if ((extra & 64512) == 56320) {
        output.push(((value & 1023) << 10) + (extra & 1023) + 65536);
      } else {
        output.push(value);
        counter--;
      }
    } else {
      output.push(value);
    }
  }
  return output;
}
var maxInt,
  base,
  tMin,
  tMax,
  skew,
  damp,
  initialBias,
  initialN,
  delimiter,
  regexPunycode,
  regexNonASCII,
  regexSeparators,
  errors,
  baseMinusTMin,
  floor,
  stringFromCharCode,
  ucs2encode,
  basicToDigit,
  digitToBasic,
  adapt,
  decode,
  encode,
  toUnicode,
  toASCII,
  punycode,
  punycode_es6_default;
var init_punycode_es6 = __esm({
  '../../node_modules/.pnpm/punycode@2.3.1/node_modules/punycode/punycode.es6.js'() {
    'use strict';
    init_esm_shims();
    maxInt = 2147483647;
    base = 36;
    tMin = 1;
    tMax = 26;
    skew = 38;
    damp = 700;
    initialBias = 72;
    initialN = 128;
    delimiter = '-';
    regexPunycode = /^xn--/;
    regexNonASCII = /[^\0-\x7F]/;
    regexSeparators = /[\x2E\u3002\uFF0E\uFF61]/g;
    errors = {
      overflow: 'Overflow: input needs wider integers to process',
      'not-basic': 'Illegal input >= 0x80 (not a basic code point)',
      'invalid-input': 'Invalid input',
    };
    baseMinusTMin = base - tMin;
    floor = Math.floor;
    stringFromCharCode = String.fromCharCode;
    ucs2encode = (codePoints) => String.fromCodePoint(...codePoints);
    basicToDigit = function (codePoint) {
      if (codePoint >= 48 && codePoint < 58) {
        return 26 + (codePoint - 48);
      }
      if (codePoint >= 65 && codePoint < 91) {
        return codePoint - 65;
      }
      if (codePoint >= 97 && codePoint < 123) {
        return codePoint - 97;
      }
      return base;
    };
    digitToBasic = function (digit, flag) {
      return digit + 22 + 75 * (digit < 26) - ((flag != 0) << 5);
    };
    adapt = function (delta, numPoints, firstTime) {
      let k = 0;
      delta = firstTime ? floor(delta / damp) : delta >> 1;
      delta += floor(delta / numPoints);
      for (; delta > (baseMinusTMin * tMax) >> 1; k += base) {
        delta = floor(delta / baseMinusTMin);
      }
      return floor(k + ((baseMinusTMin + 1) * delta) / (delta + skew));
    };
    decode = function (input) {
      const output = [];
      const inputLength = input.length;
      let i = 0;
      let n = initialN;
      let bias = initialBias;
      let basic = input.lastIndexOf(delimiter);
      if (basic < 0) {
        basic = 0;
      }
      for (let j = 0; j < basic; ++j) {
        if (input.charCodeAt(j) >= 128) {
          error('not-basic');
        }
        output.push(input.charCodeAt(j));
      }
      for (let index = basic > 0 ? basic + 1 : 0; index < inputLength;) {
        const oldi = i;
        for (let w = 1, k = base; ; k += base) {
          if (index >= inputLength) {
            error('invalid-input');
          }
          const digit = basicToDigit(input.charCodeAt(index++));
          if (digit >= base) {
            error('invalid-input');
          }
          if (digit > floor((maxInt - i) / w)) {
            error('overflow');
          }
          i += digit * w;
          const t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias;
          if (digit < t) {
            break;
          }
          const baseMinusT = base - t;
          if (w > floor(maxInt / baseMinusT)) {
            error('overflow');
          }
          w *= baseMinusT;
        }
        const out = output.length + 1;
        bias = adapt(i - oldi, out, oldi == 0);
        if (floor(i / out) > maxInt - n) {
          error('overflow');
        }
        n += floor(i / out);
        i %= out;
        output.splice(i++, 0, n);
      }
      return String.fromCodePoint(...output);
    };
    encode = function (input) {
      const output = [];
      input = ucs2decode(input);
      const inputLength = input.length;
      let n = initialN;
      let delta = 0;
      let bias = initialBias;
      for (const currentValue of input) {
        if (currentValue < 128) {
          output.push(stringFromCharCode(currentValue));
        }
      }
      const basicLength = output.length;
      let handledCPCount = basicLength;
      if (basicLength) {
        output.push(delimiter);
      }
      while (handledCPCount < inputLength) {
        let m = maxInt;
        for (const currentValue of input) {
          if (currentValue >= n && currentValue < m) {
            m = currentValue;
          }
        }
        const handledCPCountPlusOne = handledCPCount + 1;
        if (m - n > floor((maxInt - delta) / handledCPCountPlusOne)) {
          error('overflow');
        }
        delta += (m - n) * handledCPCountPlusOne;
        n = m;
        for (const currentValue of input) {
          if (currentValue < n && ++delta > maxInt) {
            error('overflow');
          }
          if (currentValue === n) {
            let q = delta;
            for (let k = base; ; k += base) {
              const t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias;
              if (q < t) {
                break;
              }
              const qMinusT = q - t;
              const baseMinusT = base - t;
              output.push(stringFromCharCode(digitToBasic(t + (qMinusT % baseMinusT), 0)));
              q = floor(qMinusT / baseMinusT);
            }
            output.push(stringFromCharCode(digitToBasic(q, 0)));
            bias = adapt(delta, handledCPCountPlusOne, handledCPCount === basicLength);
            delta = 0;
            ++handledCPCount;
          }
        }
        ++delta;
        ++n;
      }
      return output.join('');
    };
    toUnicode = function (input) {
      return mapDomain(input, function (string) {
        return regexPunycode.test(string) ? decode(string.slice(4).toLowerCase()) : string;
      });
    };
    toASCII = function (input) {
      return mapDomain(input, function (string) {
        return regexNonASCII.test(string) ? 'xn--' + encode(string) : string;
      });
    };
    punycode = {
      /**
       * A string representing the current Punycode.js version number.
       * @memberOf punycode
       * @type String
       */
      version: '2.3.1',
      /**
       * An object of methods to convert from JavaScript's internal character
       * representation (UCS-2) to Unicode code points, and back.
       * @see <https://mathiasbynens.be/notes/javascript-encoding>
       * @memberOf punycode
       * @type Object
       */
      ucs2: {
        decode: ucs2decode,
        encode: ucs2encode,
      },
      decode: decode,
      encode: encode,
      toASCII: toASCII,
      toUnicode: toUnicode,
    };
    punycode_es6_default = punycode;
  },
});

// ../../node_modules/.pnpm/tr46@5.1.1/node_modules/tr46/lib/regexes.js
var require_regexes = __commonJS({
  '../../node_modules/.pnpm/tr46@5.1.1/node_modules/tr46/lib/regexes.js'(exports, module) {
    'use strict';
    init_esm_shims();
    var combiningMarks =
      /[\u0300-\u036F\u0483-\u0489\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u0711\u0730-\u074A\u07A6-\u07B0\u07EB-\u07F3\u07FD\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D\u0859-\u085B\u0897-\u089F\u08CA-\u08E1\u08E3-\u0903\u093A-\u093C\u093E-\u094F\u0951-\u0957\u0962\u0963\u0981-\u0983\u09BC\u09BE-\u09C4\u09C7\u09C8\u09CB-\u09CD\u09D7\u09E2\u09E3\u09FE\u0A01-\u0A03\u0A3C\u0A3E-\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A70\u0A71\u0A75\u0A81-\u0A83\u0ABC\u0ABE-\u0AC5\u0AC7-\u0AC9\u0ACB-\u0ACD\u0AE2\u0AE3\u0AFA-\u0AFF\u0B01-\u0B03\u0B3C\u0B3E-\u0B44\u0B47\u0B48\u0B4B-\u0B4D\u0B55-\u0B57\u0B62\u0B63\u0B82\u0BBE-\u0BC2\u0BC6-\u0BC8\u0BCA-\u0BCD\u0BD7\u0C00-\u0C04\u0C3C\u0C3E-\u0C44\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C62\u0C63\u0C81-\u0C83\u0CBC\u0CBE-\u0CC4\u0CC6-\u0CC8\u0CCA-\u0CCD\u0CD5\u0CD6\u0CE2\u0CE3\u0CF3\u0D00-\u0D03\u0D3B\u0D3C\u0D3E-\u0D44\u0D46-\u0D48\u0D4A-\u0D4D\u0D57\u0D62\u0D63\u0D81-\u0D83\u0DCA\u0DCF-\u0DD4\u0DD6\u0DD8-\u0DDF\u0DF2\u0DF3\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECE\u0F18\u0F19\u0F35\u0F37\u0F39\u0F3E\u0F3F\u0F71-\u0F84\u0F86\u0F87\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102B-\u103E\u1056-\u1059\u105E-\u1060\u1062-\u1064\u1067-\u106D\u1071-\u1074\u1082-\u108D\u108F\u109A-\u109D\u135D-\u135F\u1712-\u1715\u1732-\u1734\u1752\u1753\u1772\u1773\u17B4-\u17D3\u17DD\u180B-\u180D\u180F\u1885\u1886\u18A9\u1920-\u192B\u1930-\u193B\u1A17-\u1A1B\u1A55-\u1A5E\u1A60-\u1A7C\u1A7F\u1AB0-\u1ACE\u1B00-\u1B04\u1B34-\u1B44\u1B6B-\u1B73\u1B80-\u1B82\u1BA1-\u1BAD\u1BE6-\u1BF3\u1C24-\u1C37\u1CD0-\u1CD2\u1CD4-\u1CE8\u1CED\u1CF4\u1CF7-\u1CF9\u1DC0-\u1DFF\u20D0-\u20F0\u2CEF-\u2CF1\u2D7F\u2DE0-\u2DFF\u302A-\u302F\u3099\u309A\uA66F-\uA672\uA674-\uA67D\uA69E\uA69F\uA6F0\uA6F1\uA802\uA806\uA80B\uA823-\uA827\uA82C\uA880\uA881\uA8B4-\uA8C5\uA8E0-\uA8F1\uA8FF\uA926-\uA92D\uA947-\uA953\uA980-\uA983\uA9B3-\uA9C0\uA9E5\uAA29-\uAA36\uAA43\uAA4C\uAA4D\uAA7B-\uAA7D\uAAB0\uAAB2-\uAAB4\uAAB7\uAAB8\uAABE\uAABF\uAAC1\uAAEB-\uAAEF\uAAF5\uAAF6\uABE3-\uABEA\uABEC\uABED\uFB1E\uFE00-\uFE0F\uFE20-\uFE2F\u{101FD}\u{102E0}\u{10376}-\u{1037A}\u{10A01}-\u{10A03}\u{10A05}\u{10A06}\u{10A0C}-\u{10A0F}\u{10A38}-\u{10A3A}\u{10A3F}\u{10AE5}\u{10AE6}\u{10D24}-\u{10D27}\u{10D69}-\u{10D6D}\u{10EAB}\u{10EAC}\u{10EFC}-\u{10EFF}\u{10F46}-\u{10F50}\u{10F82}-\u{10F85}\u{11000}-\u{11002}\u{11038}-\u{11046}\u{11070}\u{11073}\u{11074}\u{1107F}-\u{11082}\u{110B0}-\u{110BA}\u{110C2}\u{11100}-\u{11102}\u{11127}-\u{11134}\u{11145}\u{11146}\u{11173}\u{11180}-\u{11182}\u{111B3}-\u{111C0}\u{111C9}-\u{111CC}\u{111CE}\u{111CF}\u{1122C}-\u{11237}\u{1123E}\u{11241}\u{112DF}-\u{112EA}\u{11300}-\u{11303}\u{1133B}\u{1133C}\u{1133E}-\u{11344}\u{11347}\u{11348}\u{1134B}-\u{1134D}\u{11357}\u{11362}\u{11363}\u{11366}-\u{1136C}\u{11370}-\u{11374}\u{113B8}-\u{113C0}\u{113C2}\u{113C5}\u{113C7}-\u{113CA}\u{113CC}-\u{113D0}\u{113D2}\u{113E1}\u{113E2}\u{11435}-\u{11446}\u{1145E}\u{114B0}-\u{114C3}\u{115AF}-\u{115B5}\u{115B8}-\u{115C0}\u{115DC}\u{115DD}\u{11630}-\u{11640}\u{116AB}-\u{116B7}\u{1171D}-\u{1172B}\u{1182C}-\u{1183A}\u{11930}-\u{11935}\u{11937}\u{11938}\u{1193B}-\u{1193E}\u{11940}\u{11942}\u{11943}\u{119D1}-\u{119D7}\u{119DA}-\u{119E0}\u{119E4}\u{11A01}-\u{11A0A}\u{11A33}-\u{11A39}\u{11A3B}-\u{11A3E}\u{11A47}\u{11A51}-\u{11A5B}\u{11A8A}-\u{11A99}\u{11C2F}-\u{11C36}\u{11C38}-\u{11C3F}\u{11C92}-\u{11CA7}\u{11CA9}-\u{11CB6}\u{11D31}-\u{11D36}\u{11D3A}\u{11D3C}\u{11D3D}\u{11D3F}-\u{11D45}\u{11D47}\u{11D8A}-\u{11D8E}\u{11D90}\u{11D91}\u{11D93}-\u{11D97}\u{11EF3}-\u{11EF6}\u{11F00}\u{11F01}\u{11F03}\u{11F34}-\u{11F3A}\u{11F3E}-\u{11F42}\u{11F5A}\u{13440}\u{13447}-\u{13455}\u{1611E}-\u{1612F}\u{16AF0}-\u{16AF4}\u{16B30}-\u{16B36}\u{16F4F}\u{16F51}-\u{16F87}\u{16F8F}-\u{16F92}\u{16FE4}\u{16FF0}\u{16FF1}\u{1BC9D}\u{1BC9E}\u{1CF00}-\u{1CF2D}\u{1CF30}-\u{1CF46}\u{1D165}-\u{1D169}\u{1D16D}-\u{1D172}\u{1D17B}-\u{1D182}\u{1D185}-\u{1D18B}\u{1D1AA}-\u{1D1AD}\u{1D242}-\u{1D244}\u{1DA00}-\u{1DA36}\u{1DA3B}-\u{1DA6C}\u{1DA75}\u{1DA84}\u{1DA9B}-\u{1DA9F}\u{1DAA1}-\u{1DAAF}\u{1E000}-\u{1E006}\u{1E008}-\u{1E018}\u{1E01B}-\u{1E021}\u{1E023}\u{1E024}\u{1E026}-\u{1E02A}\u{1E08F}\u{1E130}-\u{1E136}\u{1E2AE}\u{1E2EC}-\u{1E2EF}\u{1E4EC}-\u{1E4EF}\u{1E5EE}\u{1E5EF}\u{1E8D0}-\u{1E8D6}\u{1E944}-\u{1E94A}\u{E0100}-\u{E01EF}]/u;
    var combiningClassVirama =
      /[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D3B\u0D3C\u0D4D\u0DCA\u0E3A\u0EBA\u0F84\u1039\u103A\u1714\u1715\u1734\u17D2\u1A60\u1B44\u1BAA\u1BAB\u1BF2\u1BF3\u2D7F\uA806\uA82C\uA8C4\uA953\uA9C0\uAAF6\uABED\u{10A3F}\u{11046}\u{11070}\u{1107F}\u{110B9}\u{11133}\u{11134}\u{111C0}\u{11235}\u{112EA}\u{1134D}\u{113CE}-\u{113D0}\u{11442}\u{114C2}\u{115BF}\u{1163F}\u{116B6}\u{1172B}\u{11839}\u{1193D}\u{1193E}\u{119E0}\u{11A34}\u{11A47}\u{11A99}\u{11C3F}\u{11D44}\u{11D45}\u{11D97}\u{11F41}\u{11F42}\u{1612F}]/u;
    var validZWNJ =
      /[\u0620\u0626\u0628\u062A-\u062E\u0633-\u063F\u0641-\u0647\u0649\u064A\u066E\u066F\u0678-\u0687\u069A-\u06BF\u06C1\u06C2\u06CC\u06CE\u06D0\u06D1\u06FA-\u06FC\u06FF\u0712-\u0714\u071A-\u071D\u071F-\u0727\u0729\u072B\u072D\u072E\u074E-\u0758\u075C-\u076A\u076D-\u0770\u0772\u0775-\u0777\u077A-\u077F\u07CA-\u07EA\u0841-\u0845\u0848\u084A-\u0853\u0855\u0860\u0862-\u0865\u0868\u0886\u0889-\u088D\u08A0-\u08A9\u08AF\u08B0\u08B3-\u08B8\u08BA-\u08C8\u1807\u1820-\u1878\u1887-\u18A8\u18AA\uA840-\uA872\u{10AC0}-\u{10AC4}\u{10ACD}\u{10AD3}-\u{10ADC}\u{10ADE}-\u{10AE0}\u{10AEB}-\u{10AEE}\u{10B80}\u{10B82}\u{10B86}-\u{10B88}\u{10B8A}\u{10B8B}\u{10B8D}\u{10B90}\u{10BAD}\u{10BAE}\u{10D00}-\u{10D21}\u{10D23}\u{10EC3}\u{10EC4}\u{10F30}-\u{10F32}\u{10F34}-\u{10F44}\u{10F51}-\u{10F53}\u{10F70}-\u{10F73}\u{10F76}-\u{10F81}\u{10FB0}\u{10FB2}\u{10FB3}\u{10FB8}\u{10FBB}\u{10FBC}\u{10FBE}\u{10FBF}\u{10FC1}\u{10FC4}\u{10FCA}\u{10FCB}\u{1E900}-\u{1E943}][\xAD\u0300-\u036F\u0483-\u0489\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0610-\u061A\u061C\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u070F\u0711\u0730-\u074A\u07A6-\u07B0\u07EB-\u07F3\u07FD\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D\u0859-\u085B\u0897-\u089F\u08CA-\u08E1\u08E3-\u0902\u093A\u093C\u0941-\u0948\u094D\u0951-\u0957\u0962\u0963\u0981\u09BC\u09C1-\u09C4\u09CD\u09E2\u09E3\u09FE\u0A01\u0A02\u0A3C\u0A41\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A70\u0A71\u0A75\u0A81\u0A82\u0ABC\u0AC1-\u0AC5\u0AC7\u0AC8\u0ACD\u0AE2\u0AE3\u0AFA-\u0AFF\u0B01\u0B3C\u0B3F\u0B41-\u0B44\u0B4D\u0B55\u0B56\u0B62\u0B63\u0B82\u0BC0\u0BCD\u0C00\u0C04\u0C3C\u0C3E-\u0C40\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C62\u0C63\u0C81\u0CBC\u0CBF\u0CC6\u0CCC\u0CCD\u0CE2\u0CE3\u0D00\u0D01\u0D3B\u0D3C\u0D41-\u0D44\u0D4D\u0D62\u0D63\u0D81\u0DCA\u0DD2-\u0DD4\u0DD6\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECE\u0F18\u0F19\u0F35\u0F37\u0F39\u0F71-\u0F7E\u0F80-\u0F84\u0F86\u0F87\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102D-\u1030\u1032-\u1037\u1039\u103A\u103D\u103E\u1058\u1059\u105E-\u1060\u1071-\u1074\u1082\u1085\u1086\u108D\u109D\u135D-\u135F\u1712-\u1714\u1732\u1733\u1752\u1753\u1772\u1773\u17B4\u17B5\u17B7-\u17BD\u17C6\u17C9-\u17D3\u17DD\u180B-\u180D\u180F\u1885\u1886\u18A9\u1920-\u1922\u1927\u1928\u1932\u1939-\u193B\u1A17\u1A18\u1A1B\u1A56\u1A58-\u1A5E\u1A60\u1A62\u1A65-\u1A6C\u1A73-\u1A7C\u1A7F\u1AB0-\u1ACE\u1B00-\u1B03\u1B34\u1B36-\u1B3A\u1B3C\u1B42\u1B6B-\u1B73\u1B80\u1B81\u1BA2-\u1BA5\u1BA8\u1BA9\u1BAB-\u1BAD\u1BE6\u1BE8\u1BE9\u1BED\u1BEF-\u1BF1\u1C2C-\u1C33\u1C36\u1C37\u1CD0-\u1CD2\u1CD4-\u1CE0\u1CE2-\u1CE8\u1CED\u1CF4\u1CF8\u1CF9\u1DC0-\u1DFF\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u206A-\u206F\u20D0-\u20F0\u2CEF-\u2CF1\u2D7F\u2DE0-\u2DFF\u302A-\u302D\u3099\u309A\uA66F-\uA672\uA674-\uA67D\uA69E\uA69F\uA6F0\uA6F1\uA802\uA806\uA80B\uA825\uA826\uA82C\uA8C4\uA8C5\uA8E0-\uA8F1\uA8FF\uA926-\uA92D\uA947-\uA951\uA980-\uA982\uA9B3\uA9B6-\uA9B9\uA9BC\uA9BD\uA9E5\uAA29-\uAA2E\uAA31\uAA32\uAA35\uAA36\uAA43\uAA4C\uAA7C\uAAB0\uAAB2-\uAAB4\uAAB7\uAAB8\uAABE\uAABF\uAAC1\uAAEC\uAAED\uAAF6\uABE5\uABE8\uABED\uFB1E\uFE00-\uFE0F\uFE20-\uFE2F\uFEFF\uFFF9-\uFFFB\u{101FD}\u{102E0}\u{10376}-\u{1037A}\u{10A01}-\u{10A03}\u{10A05}\u{10A06}\u{10A0C}-\u{10A0F}\u{10A38}-\u{10A3A}\u{10A3F}\u{10AE5}\u{10AE6}\u{10D24}-\u{10D27}\u{10D69}-\u{10D6D}\u{10EAB}\u{10EAC}\u{10EFC}-\u{10EFF}\u{10F46}-\u{10F50}\u{10F82}-\u{10F85}\u{11001}\u{11038}-\u{11046}\u{11070}\u{11073}\u{11074}\u{1107F}-\u{11081}\u{110B3}-\u{110B6}\u{110B9}\u{110BA}\u{110C2}\u{11100}-\u{11102}\u{11127}-\u{1112B}\u{1112D}-\u{11134}\u{11173}\u{11180}\u{11181}\u{111B6}-\u{111BE}\u{111C9}-\u{111CC}\u{111CF}\u{1122F}-\u{11231}\u{11234}\u{11236}\u{11237}\u{1123E}\u{11241}\u{112DF}\u{112E3}-\u{112EA}\u{11300}\u{11301}\u{1133B}\u{1133C}\u{11340}\u{11366}-\u{1136C}\u{11370}-\u{11374}\u{113BB}-\u{113C0}\u{113CE}\u{113D0}\u{113D2}\u{113E1}\u{113E2}\u{11438}-\u{1143F}\u{11442}-\u{11444}\u{11446}\u{1145E}\u{114B3}-\u{114B8}\u{114BA}\u{114BF}\u{114C0}\u{114C2}\u{114C3}\u{115B2}-\u{115B5}\u{115BC}\u{115BD}\u{115BF}\u{115C0}\u{115DC}\u{115DD}\u{11633}-\u{1163A}\u{1163D}\u{1163F}\u{11640}\u{116AB}\u{116AD}\u{116B0}-\u{116B5}\u{116B7}\u{1171D}\u{1171F}\u{11722}-\u{11725}\u{11727}-\u{1172B}\u{1182F}-\u{11837}\u{11839}\u{1183A}\u{1193B}\u{1193C}\u{1193E}\u{11943}\u{119D4}-\u{119D7}\u{119DA}\u{119DB}\u{119E0}\u{11A01}-\u{11A0A}\u{11A33}-\u{11A38}\u{11A3B}-\u{11A3E}\u{11A47}\u{11A51}-\u{11A56}\u{11A59}-\u{11A5B}\u{11A8A}-\u{11A96}\u{11A98}\u{11A99}\u{11C30}-\u{11C36}\u{11C38}-\u{11C3D}\u{11C3F}\u{11C92}-\u{11CA7}\u{11CAA}-\u{11CB0}\u{11CB2}\u{11CB3}\u{11CB5}\u{11CB6}\u{11D31}-\u{11D36}\u{11D3A}\u{11D3C}\u{11D3D}\u{11D3F}-\u{11D45}\u{11D47}\u{11D90}\u{11D91}\u{11D95}\u{11D97}\u{11EF3}\u{11EF4}\u{11F00}\u{11F01}\u{11F36}-\u{11F3A}\u{11F40}\u{11F42}\u{11F5A}\u{13430}-\u{13440}\u{13447}-\u{13455}\u{1611E}-\u{16129}\u{1612D}-\u{1612F}\u{16AF0}-\u{16AF4}\u{16B30}-\u{16B36}\u{16F4F}\u{16F8F}-\u{16F92}\u{16FE4}\u{1BC9D}\u{1BC9E}\u{1BCA0}-\u{1BCA3}\u{1CF00}-\u{1CF2D}\u{1CF30}-\u{1CF46}\u{1D167}-\u{1D169}\u{1D173}-\u{1D182}\u{1D185}-\u{1D18B}\u{1D1AA}-\u{1D1AD}\u{1D242}-\u{1D244}\u{1DA00}-\u{1DA36}\u{1DA3B}-\u{1DA6C}\u{1DA75}\u{1DA84}\u{1DA9B}-\u{1DA9F}\u{1DAA1}-\u{1DAAF}\u{1E000}-\u{1E006}\u{1E008}-\u{1E018}\u{1E01B}-\u{1E021}\u{1E023}\u{1E024}\u{1E026}-\u{1E02A}\u{1E08F}\u{1E130}-\u{1E136}\u{1E2AE}\u{1E2EC}-\u{1E2EF}\u{1E4EC}-\u{1E4EF}\u{1E5EE}\u{1E5EF}\u{1E8D0}-\u{1E8D6}\u{1E944}-\u{1E94B}\u{E0001}\u{E0020}-\u{E007F}\u{E0100}-\u{E01EF}]*\u200C[\xAD\u0300-\u036F\u0483-\u0489\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0610-\u061A\u061C\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u070F\u0711\u0730-\u074A\u07A6-\u07B0\u07EB-\u07F3\u07FD\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D\u0859-\u085B\u0897-\u089F\u08CA-\u08E1\u08E3-\u0902\u093A\u093C\u0941-\u0948\u094D\u0951-\u0957\u0962\u0963\u0981\u09BC\u09C1-\u09C4\u09CD\u09E2\u09E3\u09FE\u0A01\u0A02\u0A3C\u0A41\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A70\u0A71\u0A75\u0A81\u0A82\u0ABC\u0AC1-\u0AC5\u0AC7\u0AC8\u0ACD\u0AE2\u0AE3\u0AFA-\u0AFF\u0B01\u0B3C\u0B3F\u0B41-\u0B44\u0B4D\u0B55\u0B56\u0B62\u0B63\u0B82\u0BC0\u0BCD\u0C00\u0C04\u0C3C\u0C3E-\u0C40\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C62\u0C63\u0C81\u0CBC\u0CBF\u0CC6\u0CCC\u0CCD\u0CE2\u0CE3\u0D00\u0D01\u0D3B\u0D3C\u0D41-\u0D44\u0D4D\u0D62\u0D63\u0D81\u0DCA\u0DD2-\u0DD4\u0DD6\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECE\u0F18\u0F19\u0F35\u0F37\u0F39\u0F71-\u0F7E\u0F80-\u0F84\u0F86\u0F87\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102D-\u1030\u1032-\u1037\u1039\u103A\u103D\u103E\u1058\u1059\u105E-\u1060\u1071-\u1074\u1082\u1085\u1086\u108D\u109D\u135D-\u135F\u1712-\u1714\u1732\u1733\u1752\u1753\u1772\u1773\u17B4\u17B5\u17B7-\u17BD\u17C6\u17C9-\u17D3\u17DD\u180B-\u180D\u180F\u1885\u1886\u18A9\u1920-\u1922\u1927\u1928\u1932\u1939-\u193B\u1A17\u1A18\u1A1B\u1A56\u1A58-\u1A5E\u1A60\u1A62\u1A65-\u1A6C\u1A73-\u1A7C\u1A7F\u1AB0-\u1ACE\u1B00-\u1B03\u1B34\u1B36-\u1B3A\u1B3C\u1B42\u1B6B-\u1B73\u1B80\u1B81\u1BA2-\u1BA5\u1BA8\u1BA9\u1BAB-\u1BAD\u1BE6\u1BE8\u1BE9\u1BED\u1BEF-\u1BF1\u1C2C-\u1C33\u1C36\u1C37\u1CD0-\u1CD2\u1CD4-\u1CE0\u1CE2-\u1CE8\u1CED\u1CF4\u1CF8\u1CF9\u1DC0-\u1DFF\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u206A-\u206F\u20D0-\u20F0\u2CEF-\u2CF1\u2D7F\u2DE0-\u2DFF\u302A-\u302D\u3099\u309A\uA66F-\uA672\uA674-\uA67D\uA69E\uA69F\uA6F0\uA6F1\uA802\uA806\uA80B\uA825\uA826\uA82C\uA8C4\uA8C5\uA8E0-\uA8F1\uA8FF\uA926-\uA92D\uA947-\uA951\uA980-\uA982\uA9B3\uA9B6-\uA9B9\uA9BC\uA9BD\uA9E5\uAA29-\uAA2E\uAA31\uAA32\uAA35\uAA36\uAA43\uAA4C\uAA7C\uAAB0\uAAB2-\uAAB4\uAAB7\uAAB8\uAABE\uAABF\uAAC1\uAAEC\uAAED\uAAF6\uABE5\uABE8\uABED\uFB1E\uFE00-\uFE0F\uFE20-\uFE2F\uFEFF\uFFF9-\uFFFB\u{101FD}\u{102E0}\u{10376}-\u{1037A}\u{10A01}-\u{10A03}\u{10A05}\u{10A06}\u{10A0C}-\u{10A0F}\u{10A38}-\u{10A3A}\u{10A3F}\u{10AE5}\u{10AE6}\u{10D24}-\u{10D27}\u{10D69}-\u{10D6D}\u{10EAB}\u{10EAC}\u{10EFC}-\u{10EFF}\u{10F46}-\u{10F50}\u{10F82}-\u{10F85}\u{11001}\u{11038}-\u{11046}\u{11070}\u{11073}\u{11074}\u{1107F}-\u{11081}\u{110B3}-\u{110B6}\u{110B9}\u{110BA}\u{110C2}\u{11100}-\u{11102}\u{11127}-\u{1112B}\u{1112D}-\u{11134}\u{11173}\u{11180}\u{11181}\u{111B6}-\u{111BE}\u{111C9}-\u{111CC}\u{111CF}\u{1122F}-\u{11231}\u{11234}\u{11236}\u{11237}\u{1123E}\u{11241}\u{112DF}\u{112E3}-\u{112EA}\u{11300}\u{11301}\u{1133B}\u{1133C}\u{11340}\u{11366}-\u{1136C}\u{11370}-\u{11374}\u{113BB}-\u{113C0}\u{113CE}\u{113D0}\u{113D2}\u{113E1}\u{113E2}\u{11438}-\u{1143F}\u{11442}-\u{11444}\u{11446}\u{1145E}\u{114B3}-\u{114B8}\u{114BA}\u{114BF}\u{114C0}\u{114C2}\u{114C3}\u{115B2}-\u{115B5}\u{115BC}\u{115BD}\u{115BF}\u{115C0}\u{115DC}\u{115DD}\u{11633}-\u{1163A}\u{1163D}\u{1163F}\u{11640}\u{116AB}\u{116AD}\u{116B0}-\u{116B5}\u{116B7}\u{1171D}\u{1171F}\u{11722}-\u{11725}\u{11727}-\u{1172B}\u{1182F}-\u{11837}\u{11839}\u{1183A}\u{1193B}\u{1193C}\u{1193E}\u{11943}\u{119D4}-\u{119D7}\u{119DA}\u{119DB}\u{119E0}\u{11A01}-\u{11A0A}\u{11A33}-\u{11A38}\u{11A3B}-\u{11A3E}\u{11A47}\u{11A51}-\u{11A56}\u{11A59}-\u{11A5B}\u{11A8A}-\u{11A96}\u{11A98}\u{11A99}\u{11C30}-\u{11C36}\u{11C38}-\u{11C3D}\u{11C3F}\u{11C92}-\u{11CA7}\u{11CAA}-\u{11CB0}\u{11CB2}\u{11CB3}\u{11CB5}\u{11CB6}\u{11D31}-\u{11D36}\u{11D3A}\u{11D3C}\u{11D3D}\u{11D3F}-\u{11D45}\u{11D47}\u{11D90}\u{11D91}\u{11D95}\u{11D97}\u{11EF3}\u{11EF4}\u{11F00}\u{11F01}\u{11F36}-\u{11F3A}\u{11F40}\u{11F42}\u{11F5A}\u{13430}-\u{13440}\u{13447}-\u{13455}\u{1611E}-\u{16129}\u{1612D}-\u{1612F}\u{16AF0}-\u{16AF4}\u{16B30}-\u{16B36}\u{16F4F}\u{16F8F}-\u{16F92}\u{16FE4}\u{1BC9D}\u{1BC9E}\u{1BCA0}-\u{1BCA3}\u{1CF00}-\u{1CF2D}\u{1CF30}-\u{1CF46}\u{1D167}-\u{1D169}\u{1D173}-\u{1D182}\u{1D185}-\u{1D18B}\u{1D1AA}-\u{1D1AD}\u{1D242}-\u{1D244}\u{1DA00}-\u{1DA36}\u{1DA3B}-\u{1DA6C}\u{1DA75}\u{1DA84}\u{1DA9B}-\u{1DA9F}\u{1DAA1}-\u{1DAAF}\u{1E000}-\u{1E006}\u{1E008}-\u{1E018}\u{1E01B}-\u{1E021}\u{1E023}\u{1E024}\u{1E026}-\u{1E02A}\u{1E08F}\u{1E130}-\u{1E136}\u{1E2AE}\u{1E2EC}-\u{1E2EF}\u{1E4EC}-\u{1E4EF}\u{1E5EE}\u{1E5EF}\u{1E8D0}-\u{1E8D6}\u{1E944}-\u{1E94B}\u{E0001}\u{E0020}-\u{E007F}\u{E0100}-\u{E01EF}]*[\u0620\u0622-\u063F\u0641-\u064A\u066E\u066F\u0671-\u0673\u0675-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FC\u06FF\u0710\u0712-\u072F\u074D-\u077F\u07CA-\u07EA\u0840-\u0858\u0860\u0862-\u0865\u0867-\u086A\u0870-\u0882\u0886\u0889-\u088E\u08A0-\u08AC\u08AE-\u08C8\u1807\u1820-\u1878\u1887-\u18A8\u18AA\uA840-\uA871\u{10AC0}-\u{10AC5}\u{10AC7}\u{10AC9}\u{10ACA}\u{10ACE}-\u{10AD6}\u{10AD8}-\u{10AE1}\u{10AE4}\u{10AEB}-\u{10AEF}\u{10B80}-\u{10B91}\u{10BA9}-\u{10BAE}\u{10D01}-\u{10D23}\u{10EC2}-\u{10EC4}\u{10F30}-\u{10F44}\u{10F51}-\u{10F54}\u{10F70}-\u{10F81}\u{10FB0}\u{10FB2}-\u{10FB6}\u{10FB8}-\u{10FBF}\u{10FC1}-\u{10FC4}\u{10FC9}\u{10FCA}\u{1E900}-\u{1E943}]/u;
    var bidiDomain =
      /[\u05BE\u05C0\u05C3\u05C6\u05D0-\u05EA\u05EF-\u05F4\u0600-\u0605\u0608\u060B\u060D\u061B-\u064A\u0660-\u0669\u066B-\u066F\u0671-\u06D5\u06DD\u06E5\u06E6\u06EE\u06EF\u06FA-\u070D\u070F\u0710\u0712-\u072F\u074D-\u07A5\u07B1\u07C0-\u07EA\u07F4\u07F5\u07FA\u07FE-\u0815\u081A\u0824\u0828\u0830-\u083E\u0840-\u0858\u085E\u0860-\u086A\u0870-\u088E\u0890\u0891\u08A0-\u08C9\u08E2\u200F\uFB1D\uFB1F-\uFB28\uFB2A-\uFB36\uFB38-\uFB3C\uFB3E\uFB40\uFB41\uFB43\uFB44\uFB46-\uFBC2\uFBD3-\uFD3D\uFD50-\uFD8F\uFD92-\uFDC7\uFDF0-\uFDFC\uFE70-\uFE74\uFE76-\uFEFC\u{10800}-\u{10805}\u{10808}\u{1080A}-\u{10835}\u{10837}\u{10838}\u{1083C}\u{1083F}-\u{10855}\u{10857}-\u{1089E}\u{108A7}-\u{108AF}\u{108E0}-\u{108F2}\u{108F4}\u{108F5}\u{108FB}-\u{1091B}\u{10920}-\u{10939}\u{1093F}\u{10980}-\u{109B7}\u{109BC}-\u{109CF}\u{109D2}-\u{10A00}\u{10A10}-\u{10A13}\u{10A15}-\u{10A17}\u{10A19}-\u{10A35}\u{10A40}-\u{10A48}\u{10A50}-\u{10A58}\u{10A60}-\u{10A9F}\u{10AC0}-\u{10AE4}\u{10AEB}-\u{10AF6}\u{10B00}-\u{10B35}\u{10B40}-\u{10B55}\u{10B58}-\u{10B72}\u{10B78}-\u{10B91}\u{10B99}-\u{10B9C}\u{10BA9}-\u{10BAF}\u{10C00}-\u{10C48}\u{10C80}-\u{10CB2}\u{10CC0}-\u{10CF2}\u{10CFA}-\u{10D23}\u{10D30}-\u{10D39}\u{10D40}-\u{10D65}\u{10D6F}-\u{10D85}\u{10D8E}\u{10D8F}\u{10E60}-\u{10E7E}\u{10E80}-\u{10EA9}\u{10EAD}\u{10EB0}\u{10EB1}\u{10EC2}-\u{10EC4}\u{10F00}-\u{10F27}\u{10F30}-\u{10F45}\u{10F51}-\u{10F59}\u{10F70}-\u{10F81}\u{10F86}-\u{10F89}\u{10FB0}-\u{10FCB}\u{10FE0}-\u{10FF6}\u{1E800}-\u{1E8C4}\u{1E8C7}-\u{1E8CF}\u{1E900}-\u{1E943}\u{1E94B}\u{1E950}-\u{1E959}\u{1E95E}\u{1E95F}\u{1EC71}-\u{1ECB4}\u{1ED01}-\u{1ED3D}\u{1EE00}-\u{1EE03}\u{1EE05}-\u{1EE1F}\u{1EE21}\u{1EE22}\u{1EE24}\u{1EE27}\u{1EE29}-\u{1EE32}\u{1EE34}-\u{1EE37}\u{1EE39}\u{1EE3B}\u{1EE42}\u{1EE47}\u{1EE49}\u{1EE4B}\u{1EE4D}-\u{1EE4F}\u{1EE51}\u{1EE52}\u{1EE54}\u{1EE57}\u{1EE59}\u{1EE5B}\u{1EE5D}\u{1EE5F}\u{1EE61}\u{1EE62}\u{1EE64}\u{1EE67}-\u{1EE6A}\u{1EE6C}-\u{1EE72}\u{1EE74}-\u{1EE77}\u{1EE79}-\u{1EE7C}\u{1EE7E}\u{1EE80}-\u{1EE89}\u{1EE8B}-\u{1EE9B}\u{1EEA1}-\u{1EEA3}\u{1EEA5}-\u{1EEA9}\u{1EEAB}-\u{1EEBB}]/u;
    var bidiS1LTR =
      /[A-Za-z\xAA\xB5\xBA\xC0-\xD6\xD8-\xF6\xF8-\u02B8\u02BB-\u02C1\u02D0\u02D1\u02E0-\u02E4\u02EE\u0370-\u0373\u0376\u0377\u037A-\u037D\u037F\u0386\u0388-\u038A\u038C\u038E-\u03A1\u03A3-\u03F5\u03F7-\u0482\u048A-\u052F\u0531-\u0556\u0559-\u0589\u0903-\u0939\u093B\u093D-\u0940\u0949-\u094C\u094E-\u0950\u0958-\u0961\u0964-\u0980\u0982\u0983\u0985-\u098C\u098F\u0990\u0993-\u09A8\u09AA-\u09B0\u09B2\u09B6-\u09B9\u09BD-\u09C0\u09C7\u09C8\u09CB\u09CC\u09CE\u09D7\u09DC\u09DD\u09DF-\u09E1\u09E6-\u09F1\u09F4-\u09FA\u09FC\u09FD\u0A03\u0A05-\u0A0A\u0A0F\u0A10\u0A13-\u0A28\u0A2A-\u0A30\u0A32\u0A33\u0A35\u0A36\u0A38\u0A39\u0A3E-\u0A40\u0A59-\u0A5C\u0A5E\u0A66-\u0A6F\u0A72-\u0A74\u0A76\u0A83\u0A85-\u0A8D\u0A8F-\u0A91\u0A93-\u0AA8\u0AAA-\u0AB0\u0AB2\u0AB3\u0AB5-\u0AB9\u0ABD-\u0AC0\u0AC9\u0ACB\u0ACC\u0AD0\u0AE0\u0AE1\u0AE6-\u0AF0\u0AF9\u0B02\u0B03\u0B05-\u0B0C\u0B0F\u0B10\u0B13-\u0B28\u0B2A-\u0B30\u0B32\u0B33\u0B35-\u0B39\u0B3D\u0B3E\u0B40\u0B47\u0B48\u0B4B\u0B4C\u0B57\u0B5C\u0B5D\u0B5F-\u0B61\u0B66-\u0B77\u0B83\u0B85-\u0B8A\u0B8E-\u0B90\u0B92-\u0B95\u0B99\u0B9A\u0B9C\u0B9E\u0B9F\u0BA3\u0BA4\u0BA8-\u0BAA\u0BAE-\u0BB9\u0BBE\u0BBF\u0BC1\u0BC2\u0BC6-\u0BC8\u0BCA-\u0BCC\u0BD0\u0BD7\u0BE6-\u0BF2\u0C01-\u0C03\u0C05-\u0C0C\u0C0E-\u0C10\u0C12-\u0C28\u0C2A-\u0C39\u0C3D\u0C41-\u0C44\u0C58-\u0C5A\u0C5D\u0C60\u0C61\u0C66-\u0C6F\u0C77\u0C7F\u0C80\u0C82-\u0C8C\u0C8E-\u0C90\u0C92-\u0CA8\u0CAA-\u0CB3\u0CB5-\u0CB9\u0CBD-\u0CC4\u0CC6-\u0CC8\u0CCA\u0CCB\u0CD5\u0CD6\u0CDD\u0CDE\u0CE0\u0CE1\u0CE6-\u0CEF\u0CF1-\u0CF3\u0D02-\u0D0C\u0D0E-\u0D10\u0D12-\u0D3A\u0D3D-\u0D40\u0D46-\u0D48\u0D4A-\u0D4C\u0D4E\u0D4F\u0D54-\u0D61\u0D66-\u0D7F\u0D82\u0D83\u0D85-\u0D96\u0D9A-\u0DB1\u0DB3-\u0DBB\u0DBD\u0DC0-\u0DC6\u0DCF-\u0DD1\u0DD8-\u0DDF\u0DE6-\u0DEF\u0DF2-\u0DF4\u0E01-\u0E30\u0E32\u0E33\u0E40-\u0E46\u0E4F-\u0E5B\u0E81\u0E82\u0E84\u0E86-\u0E8A\u0E8C-\u0EA3\u0EA5\u0EA7-\u0EB0\u0EB2\u0EB3\u0EBD\u0EC0-\u0EC4\u0EC6\u0ED0-\u0ED9\u0EDC-\u0EDF\u0F00-\u0F17\u0F1A-\u0F34\u0F36\u0F38\u0F3E-\u0F47\u0F49-\u0F6C\u0F7F\u0F85\u0F88-\u0F8C\u0FBE-\u0FC5\u0FC7-\u0FCC\u0FCE-\u0FDA\u1000-\u102C\u1031\u1038\u103B\u103C\u103F-\u1057\u105A-\u105D\u1061-\u1070\u1075-\u1081\u1083\u1084\u1087-\u108C\u108E-\u109C\u109E-\u10C5\u10C7\u10CD\u10D0-\u1248\u124A-\u124D\u1250-\u1256\u1258\u125A-\u125D\u1260-\u1288\u128A-\u128D\u1290-\u12B0\u12B2-\u12B5\u12B8-\u12BE\u12C0\u12C2-\u12C5\u12C8-\u12D6\u12D8-\u1310\u1312-\u1315\u1318-\u135A\u1360-\u137C\u1380-\u138F\u13A0-\u13F5\u13F8-\u13FD\u1401-\u167F\u1681-\u169A\u16A0-\u16F8\u1700-\u1711\u1715\u171F-\u1731\u1734-\u1736\u1740-\u1751\u1760-\u176C\u176E-\u1770\u1780-\u17B3\u17B6\u17BE-\u17C5\u17C7\u17C8\u17D4-\u17DA\u17DC\u17E0-\u17E9\u1810-\u1819\u1820-\u1878\u1880-\u1884\u1887-\u18A8\u18AA\u18B0-\u18F5\u1900-\u191E\u1923-\u1926\u1929-\u192B\u1930\u1931\u1933-\u1938\u1946-\u196D\u1970-\u1974\u1980-\u19AB\u19B0-\u19C9\u19D0-\u19DA\u1A00-\u1A16\u1A19\u1A1A\u1A1E-\u1A55\u1A57\u1A61\u1A63\u1A64\u1A6D-\u1A72\u1A80-\u1A89\u1A90-\u1A99\u1AA0-\u1AAD\u1B04-\u1B33\u1B35\u1B3B\u1B3D-\u1B41\u1B43-\u1B4C\u1B4E-\u1B6A\u1B74-\u1B7F\u1B82-\u1BA1\u1BA6\u1BA7\u1BAA\u1BAE-\u1BE5\u1BE7\u1BEA-\u1BEC\u1BEE\u1BF2\u1BF3\u1BFC-\u1C2B\u1C34\u1C35\u1C3B-\u1C49\u1C4D-\u1C8A\u1C90-\u1CBA\u1CBD-\u1CC7\u1CD3\u1CE1\u1CE9-\u1CEC\u1CEE-\u1CF3\u1CF5-\u1CF7\u1CFA\u1D00-\u1DBF\u1E00-\u1F15\u1F18-\u1F1D\u1F20-\u1F45\u1F48-\u1F4D\u1F50-\u1F57\u1F59\u1F5B\u1F5D\u1F5F-\u1F7D\u1F80-\u1FB4\u1FB6-\u1FBC\u1FBE\u1FC2-\u1FC4\u1FC6-\u1FCC\u1FD0-\u1FD3\u1FD6-\u1FDB\u1FE0-\u1FEC\u1FF2-\u1FF4\u1FF6-\u1FFC\u200E\u2071\u207F\u2090-\u209C\u2102\u2107\u210A-\u2113\u2115\u2119-\u211D\u2124\u2126\u2128\u212A-\u212D\u212F-\u2139\u213C-\u213F\u2145-\u2149\u214E\u214F\u2160-\u2188\u2336-\u237A\u2395\u249C-\u24E9\u26AC\u2800-\u28FF\u2C00-\u2CE4\u2CEB-\u2CEE\u2CF2\u2CF3\u2D00-\u2D25\u2D27\u2D2D\u2D30-\u2D67\u2D6F\u2D70\u2D80-\u2D96\u2DA0-\u2DA6\u2DA8-\u2DAE\u2DB0-\u2DB6\u2DB8-\u2DBE\u2DC0-\u2DC6\u2DC8-\u2DCE\u2DD0-\u2DD6\u2DD8-\u2DDE\u3005-\u3007\u3021-\u3029\u302E\u302F\u3031-\u3035\u3038-\u303C\u3041-\u3096\u309D-\u309F\u30A1-\u30FA\u30FC-\u30FF\u3105-\u312F\u3131-\u318E\u3190-\u31BF\u31F0-\u321C\u3220-\u324F\u3260-\u327B\u327F-\u32B0\u32C0-\u32CB\u32D0-\u3376\u337B-\u33DD\u33E0-\u33FE\u3400-\u4DBF\u4E00-\uA48C\uA4D0-\uA60C\uA610-\uA62B\uA640-\uA66E\uA680-\uA69D\uA6A0-\uA6EF\uA6F2-\uA6F7\uA722-\uA787\uA789-\uA7CD\uA7D0\uA7D1\uA7D3\uA7D5-\uA7DC\uA7F2-\uA801\uA803-\uA805\uA807-\uA80A\uA80C-\uA824\uA827\uA830-\uA837\uA840-\uA873\uA880-\uA8C3\uA8CE-\uA8D9\uA8F2-\uA8FE\uA900-\uA925\uA92E-\uA946\uA952\uA953\uA95F-\uA97C\uA983-\uA9B2\uA9B4\uA9B5\uA9BA\uA9BB\uA9BE-\uA9CD\uA9CF-\uA9D9\uA9DE-\uA9E4\uA9E6-\uA9FE\uAA00-\uAA28\uAA2F\uAA30\uAA33\uAA34\uAA40-\uAA42\uAA44-\uAA4B\uAA4D\uAA50-\uAA59\uAA5C-\uAA7B\uAA7D-\uAAAF\uAAB1\uAAB5\uAAB6\uAAB9-\uAABD\uAAC0\uAAC2\uAADB-\uAAEB\uAAEE-\uAAF5\uAB01-\uAB06\uAB09-\uAB0E\uAB11-\uAB16\uAB20-\uAB26\uAB28-\uAB2E\uAB30-\uAB69\uAB70-\uABE4\uABE6\uABE7\uABE9-\uABEC\uABF0-\uABF9\uAC00-\uD7A3\uD7B0-\uD7C6\uD7CB-\uD7FB\uD800-\uFA6D\uFA70-\uFAD9\uFB00-\uFB06\uFB13-\uFB17\uFF21-\uFF3A\uFF41-\uFF5A\uFF66-\uFFBE\uFFC2-\uFFC7\uFFCA-\uFFCF\uFFD2-\uFFD7\uFFDA-\uFFDC\u{10000}-\u{1000B}\u{1000D}-\u{10026}\u{10028}-\u{1003A}\u{1003C}\u{1003D}\u{1003F}-\u{1004D}\u{10050}-\u{1005D}\u{10080}-\u{100FA}\u{10100}\u{10102}\u{10107}-\u{10133}\u{10137}-\u{1013F}\u{1018D}\u{1018E}\u{101D0}-\u{101FC}\u{10280}-\u{1029C}\u{102A0}-\u{102D0}\u{10300}-\u{10323}\u{1032D}-\u{1034A}\u{10350}-\u{10375}\u{10380}-\u{1039D}\u{1039F}-\u{103C3}\u{103C8}-\u{103D5}\u{10400}-\u{1049D}\u{104A0}-\u{104A9}\u{104B0}-\u{104D3}\u{104D8}-\u{104FB}\u{10500}-\u{10527}\u{10530}-\u{10563}\u{1056F}-\u{1057A}\u{1057C}-\u{1058A}\u{1058C}-\u{10592}\u{10594}\u{10595}\u{10597}-\u{105A1}\u{105A3}-\u{105B1}\u{105B3}-\u{105B9}\u{105BB}\u{105BC}\u{105C0}-\u{105F3}\u{10600}-\u{10736}\u{10740}-\u{10755}\u{10760}-\u{10767}\u{10780}-\u{10785}\u{10787}-\u{107B0}\u{107B2}-\u{107BA}\u{11000}\u{11002}-\u{11037}\u{11047}-\u{1104D}\u{11066}-\u{1106F}\u{11071}\u{11072}\u{11075}\u{11082}-\u{110B2}\u{110B7}\u{110B8}\u{110BB}-\u{110C1}\u{110CD}\u{110D0}-\u{110E8}\u{110F0}-\u{110F9}\u{11103}-\u{11126}\u{1112C}\u{11136}-\u{11147}\u{11150}-\u{11172}\u{11174}-\u{11176}\u{11182}-\u{111B5}\u{111BF}-\u{111C8}\u{111CD}\u{111CE}\u{111D0}-\u{111DF}\u{111E1}-\u{111F4}\u{11200}-\u{11211}\u{11213}-\u{1122E}\u{11232}\u{11233}\u{11235}\u{11238}-\u{1123D}\u{1123F}\u{11240}\u{11280}-\u{11286}\u{11288}\u{1128A}-\u{1128D}\u{1128F}-\u{1129D}\u{1129F}-\u{112A9}\u{112B0}-\u{112DE}\u{112E0}-\u{112E2}\u{112F0}-\u{112F9}\u{11302}\u{11303}\u{11305}-\u{1130C}\u{1130F}\u{11310}\u{11313}-\u{11328}\u{1132A}-\u{11330}\u{11332}\u{11333}\u{11335}-\u{11339}\u{1133D}-\u{1133F}\u{11341}-\u{11344}\u{11347}\u{11348}\u{1134B}-\u{1134D}\u{11350}\u{11357}\u{1135D}-\u{11363}\u{11380}-\u{11389}\u{1138B}\u{1138E}\u{11390}-\u{113B5}\u{113B7}-\u{113BA}\u{113C2}\u{113C5}\u{113C7}-\u{113CA}\u{113CC}\u{113CD}\u{113CF}\u{113D1}\u{113D3}-\u{113D5}\u{113D7}\u{113D8}\u{11400}-\u{11437}\u{11440}\u{11441}\u{11445}\u{11447}-\u{1145B}\u{1145D}\u{1145F}-\u{11461}\u{11480}-\u{114B2}\u{114B9}\u{114BB}-\u{114BE}\u{114C1}\u{114C4}-\u{114C7}\u{114D0}-\u{114D9}\u{11580}-\u{115B1}\u{115B8}-\u{115BB}\u{115BE}\u{115C1}-\u{115DB}\u{11600}-\u{11632}\u{1163B}\u{1163C}\u{1163E}\u{11641}-\u{11644}\u{11650}-\u{11659}\u{11680}-\u{116AA}\u{116AC}\u{116AE}\u{116AF}\u{116B6}\u{116B8}\u{116B9}\u{116C0}-\u{116C9}\u{116D0}-\u{116E3}\u{11700}-\u{1171A}\u{1171E}\u{11720}\u{11721}\u{11726}\u{11730}-\u{11746}\u{11800}-\u{1182E}\u{11838}\u{1183B}\u{118A0}-\u{118F2}\u{118FF}-\u{11906}\u{11909}\u{1190C}-\u{11913}\u{11915}\u{11916}\u{11918}-\u{11935}\u{11937}\u{11938}\u{1193D}\u{1193F}-\u{11942}\u{11944}-\u{11946}\u{11950}-\u{11959}\u{119A0}-\u{119A7}\u{119AA}-\u{119D3}\u{119DC}-\u{119DF}\u{119E1}-\u{119E4}\u{11A00}\u{11A07}\u{11A08}\u{11A0B}-\u{11A32}\u{11A39}\u{11A3A}\u{11A3F}-\u{11A46}\u{11A50}\u{11A57}\u{11A58}\u{11A5C}-\u{11A89}\u{11A97}\u{11A9A}-\u{11AA2}\u{11AB0}-\u{11AF8}\u{11B00}-\u{11B09}\u{11BC0}-\u{11BE1}\u{11BF0}-\u{11BF9}\u{11C00}-\u{11C08}\u{11C0A}-\u{11C2F}\u{11C3E}-\u{11C45}\u{11C50}-\u{11C6C}\u{11C70}-\u{11C8F}\u{11CA9}\u{11CB1}\u{11CB4}\u{11D00}-\u{11D06}\u{11D08}\u{11D09}\u{11D0B}-\u{11D30}\u{11D46}\u{11D50}-\u{11D59}\u{11D60}-\u{11D65}\u{11D67}\u{11D68}\u{11D6A}-\u{11D8E}\u{11D93}\u{11D94}\u{11D96}\u{11D98}\u{11DA0}-\u{11DA9}\u{11EE0}-\u{11EF2}\u{11EF5}-\u{11EF8}\u{11F02}-\u{11F10}\u{11F12}-\u{11F35}\u{11F3E}\u{11F3F}\u{11F41}\u{11F43}-\u{11F59}\u{11FB0}\u{11FC0}-\u{11FD4}\u{11FFF}-\u{12399}\u{12400}-\u{1246E}\u{12470}-\u{12474}\u{12480}-\u{12543}\u{12F90}-\u{12FF2}\u{13000}-\u{1343F}\u{13441}-\u{13446}\u{13460}-\u{143FA}\u{14400}-\u{14646}\u{16100}-\u{1611D}\u{1612A}-\u{1612C}\u{16130}-\u{16139}\u{16800}-\u{16A38}\u{16A40}-\u{16A5E}\u{16A60}-\u{16A69}\u{16A6E}-\u{16ABE}\u{16AC0}-\u{16AC9}\u{16AD0}-\u{16AED}\u{16AF5}\u{16B00}-\u{16B2F}\u{16B37}-\u{16B45}\u{16B50}-\u{16B59}\u{16B5B}-\u{16B61}\u{16B63}-\u{16B77}\u{16B7D}-\u{16B8F}\u{16D40}-\u{16D79}\u{16E40}-\u{16E9A}\u{16F00}-\u{16F4A}\u{16F50}-\u{16F87}\u{16F93}-\u{16F9F}\u{16FE0}\u{16FE1}\u{16FE3}\u{16FF0}\u{16FF1}\u{17000}-\u{187F7}\u{18800}-\u{18CD5}\u{18CFF}-\u{18D08}\u{1AFF0}-\u{1AFF3}\u{1AFF5}-\u{1AFFB}\u{1AFFD}\u{1AFFE}\u{1B000}-\u{1B122}\u{1B132}\u{1B150}-\u{1B152}\u{1B155}\u{1B164}-\u{1B167}\u{1B170}-\u{1B2FB}\u{1BC00}-\u{1BC6A}\u{1BC70}-\u{1BC7C}\u{1BC80}-\u{1BC88}\u{1BC90}-\u{1BC99}\u{1BC9C}\u{1BC9F}\u{1CCD6}-\u{1CCEF}\u{1CF50}-\u{1CFC3}\u{1D000}-\u{1D0F5}\u{1D100}-\u{1D126}\u{1D129}-\u{1D166}\u{1D16A}-\u{1D172}\u{1D183}\u{1D184}\u{1D18C}-\u{1D1A9}\u{1D1AE}-\u{1D1E8}\u{1D2C0}-\u{1D2D3}\u{1D2E0}-\u{1D2F3}\u{1D360}-\u{1D378}\u{1D400}-\u{1D454}\u{1D456}-\u{1D49C}\u{1D49E}\u{1D49F}\u{1D4A2}\u{1D4A5}\u{1D4A6}\u{1D4A9}-\u{1D4AC}\u{1D4AE}-\u{1D4B9}\u{1D4BB}\u{1D4BD}-\u{1D4C3}\u{1D4C5}-\u{1D505}\u{1D507}-\u{1D50A}\u{1D50D}-\u{1D514}\u{1D516}-\u{1D51C}\u{1D51E}-\u{1D539}\u{1D53B}-\u{1D53E}\u{1D540}-\u{1D544}\u{1D546}\u{1D54A}-\u{1D550}\u{1D552}-\u{1D6A5}\u{1D6A8}-\u{1D6C0}\u{1D6C2}-\u{1D6DA}\u{1D6DC}-\u{1D6FA}\u{1D6FC}-\u{1D714}\u{1D716}-\u{1D734}\u{1D736}-\u{1D74E}\u{1D750}-\u{1D76E}\u{1D770}-\u{1D788}\u{1D78A}-\u{1D7A8}\u{1D7AA}-\u{1D7C2}\u{1D7C4}-\u{1D7CB}\u{1D800}-\u{1D9FF}\u{1DA37}-\u{1DA3A}\u{1DA6D}-\u{1DA74}\u{1DA76}-\u{1DA83}\u{1DA85}-\u{1DA8B}\u{1DF00}-\u{1DF1E}\u{1DF25}-\u{1DF2A}\u{1E030}-\u{1E06D}\u{1E100}-\u{1E12C}\u{1E137}-\u{1E13D}\u{1E140}-\u{1E149}\u{1E14E}\u{1E14F}\u{1E290}-\u{1E2AD}\u{1E2C0}-\u{1E2EB}\u{1E2F0}-\u{1E2F9}\u{1E4D0}-\u{1E4EB}\u{1E4F0}-\u{1E4F9}\u{1E5D0}-\u{1E5ED}\u{1E5F0}-\u{1E5FA}\u{1E5FF}\u{1E7E0}-\u{1E7E6}\u{1E7E8}-\u{1E7EB}\u{1E7ED}\u{1E7EE}\u{1E7F0}-\u{1E7FE}\u{1F110}-\u{1F12E}\u{1F130}-\u{1F169}\u{1F170}-\u{1F1AC}\u{1F1E6}-\u{1F202}\u{1F210}-\u{1F23B}\u{1F240}-\u{1F248}\u{1F250}\u{1F251}\u{20000}-\u{2A6DF}\u{2A700}-\u{2B739}\u{2B740}-\u{2B81D}\u{2B820}-\u{2CEA1}\u{2CEB0}-\u{2EBE0}\u{2EBF0}-\u{2EE5D}\u{2F800}-\u{2FA1D}\u{30000}-\u{3134A}\u{31350}-\u{323AF}\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/u;
    var bidiS1RTL =
      /[\u05BE\u05C0\u05C3\u05C6\u05D0-\u05EA\u05EF-\u05F4\u0608\u060B\u060D\u061B-\u064A\u066D-\u066F\u0671-\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u070D\u070F\u0710\u0712-\u072F\u074D-\u07A5\u07B1\u07C0-\u07EA\u07F4\u07F5\u07FA\u07FE-\u0815\u081A\u0824\u0828\u0830-\u083E\u0840-\u0858\u085E\u0860-\u086A\u0870-\u088E\u08A0-\u08C9\u200F\uFB1D\uFB1F-\uFB28\uFB2A-\uFB36\uFB38-\uFB3C\uFB3E\uFB40\uFB41\uFB43\uFB44\uFB46-\uFBC2\uFBD3-\uFD3D\uFD50-\uFD8F\uFD92-\uFDC7\uFDF0-\uFDFC\uFE70-\uFE74\uFE76-\uFEFC\u{10800}-\u{10805}\u{10808}\u{1080A}-\u{10835}\u{10837}\u{10838}\u{1083C}\u{1083F}-\u{10855}\u{10857}-\u{1089E}\u{108A7}-\u{108AF}\u{108E0}-\u{108F2}\u{108F4}\u{108F5}\u{108FB}-\u{1091B}\u{10920}-\u{10939}\u{1093F}\u{10980}-\u{109B7}\u{109BC}-\u{109CF}\u{109D2}-\u{10A00}\u{10A10}-\u{10A13}\u{10A15}-\u{10A17}\u{10A19}-\u{10A35}\u{10A40}-\u{10A48}\u{10A50}-\u{10A58}\u{10A60}-\u{10A9F}\u{10AC0}-\u{10AE4}\u{10AEB}-\u{10AF6}\u{10B00}-\u{10B35}\u{10B40}-\u{10B55}\u{10B58}-\u{10B72}\u{10B78}-\u{10B91}\u{10B99}-\u{10B9C}\u{10BA9}-\u{10BAF}\u{10C00}-\u{10C48}\u{10C80}-\u{10CB2}\u{10CC0}-\u{10CF2}\u{10CFA}-\u{10D23}\u{10D4A}-\u{10D65}\u{10D6F}-\u{10D85}\u{10D8E}\u{10D8F}\u{10E80}-\u{10EA9}\u{10EAD}\u{10EB0}\u{10EB1}\u{10EC2}-\u{10EC4}\u{10F00}-\u{10F27}\u{10F30}-\u{10F45}\u{10F51}-\u{10F59}\u{10F70}-\u{10F81}\u{10F86}-\u{10F89}\u{10FB0}-\u{10FCB}\u{10FE0}-\u{10FF6}\u{1E800}-\u{1E8C4}\u{1E8C7}-\u{1E8CF}\u{1E900}-\u{1E943}\u{1E94B}\u{1E950}-\u{1E959}\u{1E95E}\u{1E95F}\u{1EC71}-\u{1ECB4}\u{1ED01}-\u{1ED3D}\u{1EE00}-\u{1EE03}\u{1EE05}-\u{1EE1F}\u{1EE21}\u{1EE22}\u{1EE24}\u{1EE27}\u{1EE29}-\u{1EE32}\u{1EE34}-\u{1EE37}\u{1EE39}\u{1EE3B}\u{1EE42}\u{1EE47}\u{1EE49}\u{1EE4B}\u{1EE4D}-\u{1EE4F}\u{1EE51}\u{1EE52}\u{1EE54}\u{1EE57}\u{1EE59}\u{1EE5B}\u{1EE5D}\u{1EE5F}\u{1EE61}\u{1EE62}\u{1EE64}\u{1EE67}-\u{1EE6A}\u{1EE6C}-\u{1EE72}\u{1EE74}-\u{1EE77}\u{1EE79}-\u{1EE7C}\u{1EE7E}\u{1EE80}-\u{1EE89}\u{1EE8B}-\u{1EE9B}\u{1EEA1}-\u{1EEA3}\u{1EEA5}-\u{1EEA9}\u{1EEAB}-\u{1EEBB}]/u;
    var bidiS2 =
      /^[\0-\x08\x0E-\x1B!-@\[-`\{-\x84\x86-\xA9\xAB-\xB4\xB6-\xB9\xBB-\xBF\xD7\xF7\u02B9\u02BA\u02C2-\u02CF\u02D2-\u02DF\u02E5-\u02ED\u02EF-\u036F\u0374\u0375\u037E\u0384\u0385\u0387\u03F6\u0483-\u0489\u058A\u058D-\u058F\u0591-\u05C7\u05D0-\u05EA\u05EF-\u05F4\u0600-\u070D\u070F-\u074A\u074D-\u07B1\u07C0-\u07FA\u07FD-\u082D\u0830-\u083E\u0840-\u085B\u085E\u0860-\u086A\u0870-\u088E\u0890\u0891\u0897-\u0902\u093A\u093C\u0941-\u0948\u094D\u0951-\u0957\u0962\u0963\u0981\u09BC\u09C1-\u09C4\u09CD\u09E2\u09E3\u09F2\u09F3\u09FB\u09FE\u0A01\u0A02\u0A3C\u0A41\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A70\u0A71\u0A75\u0A81\u0A82\u0ABC\u0AC1-\u0AC5\u0AC7\u0AC8\u0ACD\u0AE2\u0AE3\u0AF1\u0AFA-\u0AFF\u0B01\u0B3C\u0B3F\u0B41-\u0B44\u0B4D\u0B55\u0B56\u0B62\u0B63\u0B82\u0BC0\u0BCD\u0BF3-\u0BFA\u0C00\u0C04\u0C3C\u0C3E-\u0C40\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C62\u0C63\u0C78-\u0C7E\u0C81\u0CBC\u0CCC\u0CCD\u0CE2\u0CE3\u0D00\u0D01\u0D3B\u0D3C\u0D41-\u0D44\u0D4D\u0D62\u0D63\u0D81\u0DCA\u0DD2-\u0DD4\u0DD6\u0E31\u0E34-\u0E3A\u0E3F\u0E47-\u0E4E\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECE\u0F18\u0F19\u0F35\u0F37\u0F39-\u0F3D\u0F71-\u0F7E\u0F80-\u0F84\u0F86\u0F87\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102D-\u1030\u1032-\u1037\u1039\u103A\u103D\u103E\u1058\u1059\u105E-\u1060\u1071-\u1074\u1082\u1085\u1086\u108D\u109D\u135D-\u135F\u1390-\u1399\u1400\u169B\u169C\u1712-\u1714\u1732\u1733\u1752\u1753\u1772\u1773\u17B4\u17B5\u17B7-\u17BD\u17C6\u17C9-\u17D3\u17DB\u17DD\u17F0-\u17F9\u1800-\u180F\u1885\u1886\u18A9\u1920-\u1922\u1927\u1928\u1932\u1939-\u193B\u1940\u1944\u1945\u19DE-\u19FF\u1A17\u1A18\u1A1B\u1A56\u1A58-\u1A5E\u1A60\u1A62\u1A65-\u1A6C\u1A73-\u1A7C\u1A7F\u1AB0-\u1ACE\u1B00-\u1B03\u1B34\u1B36-\u1B3A\u1B3C\u1B42\u1B6B-\u1B73\u1B80\u1B81\u1BA2-\u1BA5\u1BA8\u1BA9\u1BAB-\u1BAD\u1BE6\u1BE8\u1BE9\u1BED\u1BEF-\u1BF1\u1C2C-\u1C33\u1C36\u1C37\u1CD0-\u1CD2\u1CD4-\u1CE0\u1CE2-\u1CE8\u1CED\u1CF4\u1CF8\u1CF9\u1DC0-\u1DFF\u1FBD\u1FBF-\u1FC1\u1FCD-\u1FCF\u1FDD-\u1FDF\u1FED-\u1FEF\u1FFD\u1FFE\u200B-\u200D\u200F-\u2027\u202F-\u205E\u2060-\u2064\u206A-\u2070\u2074-\u207E\u2080-\u208E\u20A0-\u20C0\u20D0-\u20F0\u2100\u2101\u2103-\u2106\u2108\u2109\u2114\u2116-\u2118\u211E-\u2123\u2125\u2127\u2129\u212E\u213A\u213B\u2140-\u2144\u214A-\u214D\u2150-\u215F\u2189-\u218B\u2190-\u2335\u237B-\u2394\u2396-\u2429\u2440-\u244A\u2460-\u249B\u24EA-\u26AB\u26AD-\u27FF\u2900-\u2B73\u2B76-\u2B95\u2B97-\u2BFF\u2CE5-\u2CEA\u2CEF-\u2CF1\u2CF9-\u2CFF\u2D7F\u2DE0-\u2E5D\u2E80-\u2E99\u2E9B-\u2EF3\u2F00-\u2FD5\u2FF0-\u2FFF\u3001-\u3004\u3008-\u3020\u302A-\u302D\u3030\u3036\u3037\u303D-\u303F\u3099-\u309C\u30A0\u30FB\u31C0-\u31E5\u31EF\u321D\u321E\u3250-\u325F\u327C-\u327E\u32B1-\u32BF\u32CC-\u32CF\u3377-\u337A\u33DE\u33DF\u33FF\u4DC0-\u4DFF\uA490-\uA4C6\uA60D-\uA60F\uA66F-\uA67F\uA69E\uA69F\uA6F0\uA6F1\uA700-\uA721\uA788\uA802\uA806\uA80B\uA825\uA826\uA828-\uA82C\uA838\uA839\uA874-\uA877\uA8C4\uA8C5\uA8E0-\uA8F1\uA8FF\uA926-\uA92D\uA947-\uA951\uA980-\uA982\uA9B3\uA9B6-\uA9B9\uA9BC\uA9BD\uA9E5\uAA29-\uAA2E\uAA31\uAA32\uAA35\uAA36\uAA43\uAA4C\uAA7C\uAAB0\uAAB2-\uAAB4\uAAB7\uAAB8\uAABE\uAABF\uAAC1\uAAEC\uAAED\uAAF6\uAB6A\uAB6B\uABE5\uABE8\uABED\uFB1D-\uFB36\uFB38-\uFB3C\uFB3E\uFB40\uFB41\uFB43\uFB44\uFB46-\uFBC2\uFBD3-\uFD8F\uFD92-\uFDC7\uFDCF\uFDF0-\uFE19\uFE20-\uFE52\uFE54-\uFE66\uFE68-\uFE6B\uFE70-\uFE74\uFE76-\uFEFC\uFEFF\uFF01-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65\uFFE0-\uFFE6\uFFE8-\uFFEE\uFFF9-\uFFFD\u{10101}\u{10140}-\u{1018C}\u{10190}-\u{1019C}\u{101A0}\u{101FD}\u{102E0}-\u{102FB}\u{10376}-\u{1037A}\u{10800}-\u{10805}\u{10808}\u{1080A}-\u{10835}\u{10837}\u{10838}\u{1083C}\u{1083F}-\u{10855}\u{10857}-\u{1089E}\u{108A7}-\u{108AF}\u{108E0}-\u{108F2}\u{108F4}\u{108F5}\u{108FB}-\u{1091B}\u{1091F}-\u{10939}\u{1093F}\u{10980}-\u{109B7}\u{109BC}-\u{109CF}\u{109D2}-\u{10A03}\u{10A05}\u{10A06}\u{10A0C}-\u{10A13}\u{10A15}-\u{10A17}\u{10A19}-\u{10A35}\u{10A38}-\u{10A3A}\u{10A3F}-\u{10A48}\u{10A50}-\u{10A58}\u{10A60}-\u{10A9F}\u{10AC0}-\u{10AE6}\u{10AEB}-\u{10AF6}\u{10B00}-\u{10B35}\u{10B39}-\u{10B55}\u{10B58}-\u{10B72}\u{10B78}-\u{10B91}\u{10B99}-\u{10B9C}\u{10BA9}-\u{10BAF}\u{10C00}-\u{10C48}\u{10C80}-\u{10CB2}\u{10CC0}-\u{10CF2}\u{10CFA}-\u{10D27}\u{10D30}-\u{10D39}\u{10D40}-\u{10D65}\u{10D69}-\u{10D85}\u{10D8E}\u{10D8F}\u{10E60}-\u{10E7E}\u{10E80}-\u{10EA9}\u{10EAB}-\u{10EAD}\u{10EB0}\u{10EB1}\u{10EC2}-\u{10EC4}\u{10EFC}-\u{10F27}\u{10F30}-\u{10F59}\u{10F70}-\u{10F89}\u{10FB0}-\u{10FCB}\u{10FE0}-\u{10FF6}\u{11001}\u{11038}-\u{11046}\u{11052}-\u{11065}\u{11070}\u{11073}\u{11074}\u{1107F}-\u{11081}\u{110B3}-\u{110B6}\u{110B9}\u{110BA}\u{110C2}\u{11100}-\u{11102}\u{11127}-\u{1112B}\u{1112D}-\u{11134}\u{11173}\u{11180}\u{11181}\u{111B6}-\u{111BE}\u{111C9}-\u{111CC}\u{111CF}\u{1122F}-\u{11231}\u{11234}\u{11236}\u{11237}\u{1123E}\u{11241}\u{112DF}\u{112E3}-\u{112EA}\u{11300}\u{11301}\u{1133B}\u{1133C}\u{11340}\u{11366}-\u{1136C}\u{11370}-\u{11374}\u{113BB}-\u{113C0}\u{113CE}\u{113D0}\u{113D2}\u{113E1}\u{113E2}\u{11438}-\u{1143F}\u{11442}-\u{11444}\u{11446}\u{1145E}\u{114B3}-\u{114B8}\u{114BA}\u{114BF}\u{114C0}\u{114C2}\u{114C3}\u{115B2}-\u{115B5}\u{115BC}\u{115BD}\u{115BF}\u{115C0}\u{115DC}\u{115DD}\u{11633}-\u{1163A}\u{1163D}\u{1163F}\u{11640}\u{11660}-\u{1166C}\u{116AB}\u{116AD}\u{116B0}-\u{116B5}\u{116B7}\u{1171D}\u{1171F}\u{11722}-\u{11725}\u{11727}-\u{1172B}\u{1182F}-\u{11837}\u{11839}\u{1183A}\u{1193B}\u{1193C}\u{1193E}\u{11943}\u{119D4}-\u{119D7}\u{119DA}\u{119DB}\u{119E0}\u{11A01}-\u{11A06}\u{11A09}\u{11A0A}\u{11A33}-\u{11A38}\u{11A3B}-\u{11A3E}\u{11A47}\u{11A51}-\u{11A56}\u{11A59}-\u{11A5B}\u{11A8A}-\u{11A96}\u{11A98}\u{11A99}\u{11C30}-\u{11C36}\u{11C38}-\u{11C3D}\u{11C92}-\u{11CA7}\u{11CAA}-\u{11CB0}\u{11CB2}\u{11CB3}\u{11CB5}\u{11CB6}\u{11D31}-\u{11D36}\u{11D3A}\u{11D3C}\u{11D3D}\u{11D3F}-\u{11D45}\u{11D47}\u{11D90}\u{11D91}\u{11D95}\u{11D97}\u{11EF3}\u{11EF4}\u{11F00}\u{11F01}\u{11F36}-\u{11F3A}\u{11F40}\u{11F42}\u{11F5A}\u{11FD5}-\u{11FF1}\u{13440}\u{13447}-\u{13455}\u{1611E}-\u{16129}\u{1612D}-\u{1612F}\u{16AF0}-\u{16AF4}\u{16B30}-\u{16B36}\u{16F4F}\u{16F8F}-\u{16F92}\u{16FE2}\u{16FE4}\u{1BC9D}\u{1BC9E}\u{1BCA0}-\u{1BCA3}\u{1CC00}-\u{1CCD5}\u{1CCF0}-\u{1CCF9}\u{1CD00}-\u{1CEB3}\u{1CF00}-\u{1CF2D}\u{1CF30}-\u{1CF46}\u{1D167}-\u{1D169}\u{1D173}-\u{1D182}\u{1D185}-\u{1D18B}\u{1D1AA}-\u{1D1AD}\u{1D1E9}\u{1D1EA}\u{1D200}-\u{1D245}\u{1D300}-\u{1D356}\u{1D6C1}\u{1D6DB}\u{1D6FB}\u{1D715}\u{1D735}\u{1D74F}\u{1D76F}\u{1D789}\u{1D7A9}\u{1D7C3}\u{1D7CE}-\u{1D7FF}\u{1DA00}-\u{1DA36}\u{1DA3B}-\u{1DA6C}\u{1DA75}\u{1DA84}\u{1DA9B}-\u{1DA9F}\u{1DAA1}-\u{1DAAF}\u{1E000}-\u{1E006}\u{1E008}-\u{1E018}\u{1E01B}-\u{1E021}\u{1E023}\u{1E024}\u{1E026}-\u{1E02A}\u{1E08F}\u{1E130}-\u{1E136}\u{1E2AE}\u{1E2EC}-\u{1E2EF}\u{1E2FF}\u{1E4EC}-\u{1E4EF}\u{1E5EE}\u{1E5EF}\u{1E800}-\u{1E8C4}\u{1E8C7}-\u{1E8D6}\u{1E900}-\u{1E94B}\u{1E950}-\u{1E959}\u{1E95E}\u{1E95F}\u{1EC71}-\u{1ECB4}\u{1ED01}-\u{1ED3D}\u{1EE00}-\u{1EE03}\u{1EE05}-\u{1EE1F}\u{1EE21}\u{1EE22}\u{1EE24}\u{1EE27}\u{1EE29}-\u{1EE32}\u{1EE34}-\u{1EE37}\u{1EE39}\u{1EE3B}\u{1EE42}\u{1EE47}\u{1EE49}\u{1EE4B}\u{1EE4D}-\u{1EE4F}\u{1EE51}\u{1EE52}\u{1EE54}\u{1EE57}\u{1EE59}\u{1EE5B}\u{1EE5D}\u{1EE5F}\u{1EE61}\u{1EE62}\u{1EE64}\u{1EE67}-\u{1EE6A}\u{1EE6C}-\u{1EE72}\u{1EE74}-\u{1EE77}\u{1EE79}-\u{1EE7C}\u{1EE7E}\u{1EE80}-\u{1EE89}\u{1EE8B}-\u{1EE9B}\u{1EEA1}-\u{1EEA3}\u{1EEA5}-\u{1EEA9}\u{1EEAB}-\u{1EEBB}\u{1EEF0}\u{1EEF1}\u{1F000}-\u{1F02B}\u{1F030}-\u{1F093}\u{1F0A0}-\u{1F0AE}\u{1F0B1}-\u{1F0BF}\u{1F0C1}-\u{1F0CF}\u{1F0D1}-\u{1F0F5}\u{1F100}-\u{1F10F}\u{1F12F}\u{1F16A}-\u{1F16F}\u{1F1AD}\u{1F260}-\u{1F265}\u{1F300}-\u{1F6D7}\u{1F6DC}-\u{1F6EC}\u{1F6F0}-\u{1F6FC}\u{1F700}-\u{1F776}\u{1F77B}-\u{1F7D9}\u{1F7E0}-\u{1F7EB}\u{1F7F0}\u{1F800}-\u{1F80B}\u{1F810}-\u{1F847}\u{1F850}-\u{1F859}\u{1F860}-\u{1F887}\u{1F890}-\u{1F8AD}\u{1F8B0}-\u{1F8BB}\u{1F8C0}\u{1F8C1}\u{1F900}-\u{1FA53}\u{1FA60}-\u{1FA6D}\u{1FA70}-\u{1FA7C}\u{1FA80}-\u{1FA89}\u{1FA8F}-\u{1FAC6}\u{1FACE}-\u{1FADC}\u{1FADF}-\u{1FAE9}\u{1FAF0}-\u{1FAF8}\u{1FB00}-\u{1FB92}\u{1FB94}-\u{1FBF9}\u{E0001}\u{E0020}-\u{E007F}\u{E0100}-\u{E01EF}]*$/u;
    var bidiS3 =
      /[0-9\xB2\xB3\xB9\u05BE\u05C0\u05C3\u05C6\u05D0-\u05EA\u05EF-\u05F4\u0600-\u0605\u0608\u060B\u060D\u061B-\u064A\u0660-\u0669\u066B-\u066F\u0671-\u06D5\u06DD\u06E5\u06E6\u06EE-\u070D\u070F\u0710\u0712-\u072F\u074D-\u07A5\u07B1\u07C0-\u07EA\u07F4\u07F5\u07FA\u07FE-\u0815\u081A\u0824\u0828\u0830-\u083E\u0840-\u0858\u085E\u0860-\u086A\u0870-\u088E\u0890\u0891\u08A0-\u08C9\u08E2\u200F\u2070\u2074-\u2079\u2080-\u2089\u2488-\u249B\uFB1D\uFB1F-\uFB28\uFB2A-\uFB36\uFB38-\uFB3C\uFB3E\uFB40\uFB41\uFB43\uFB44\uFB46-\uFBC2\uFBD3-\uFD3D\uFD50-\uFD8F\uFD92-\uFDC7\uFDF0-\uFDFC\uFE70-\uFE74\uFE76-\uFEFC\uFF10-\uFF19\u{102E1}-\u{102FB}\u{10800}-\u{10805}\u{10808}\u{1080A}-\u{10835}\u{10837}\u{10838}\u{1083C}\u{1083F}-\u{10855}\u{10857}-\u{1089E}\u{108A7}-\u{108AF}\u{108E0}-\u{108F2}\u{108F4}\u{108F5}\u{108FB}-\u{1091B}\u{10920}-\u{10939}\u{1093F}\u{10980}-\u{109B7}\u{109BC}-\u{109CF}\u{109D2}-\u{10A00}\u{10A10}-\u{10A13}\u{10A15}-\u{10A17}\u{10A19}-\u{10A35}\u{10A40}-\u{10A48}\u{10A50}-\u{10A58}\u{10A60}-\u{10A9F}\u{10AC0}-\u{10AE4}\u{10AEB}-\u{10AF6}\u{10B00}-\u{10B35}\u{10B40}-\u{10B55}\u{10B58}-\u{10B72}\u{10B78}-\u{10B91}\u{10B99}-\u{10B9C}\u{10BA9}-\u{10BAF}\u{10C00}-\u{10C48}\u{10C80}-\u{10CB2}\u{10CC0}-\u{10CF2}\u{10CFA}-\u{10D23}\u{10D30}-\u{10D39}\u{10D40}-\u{10D65}\u{10D6F}-\u{10D85}\u{10D8E}\u{10D8F}\u{10E60}-\u{10E7E}\u{10E80}-\u{10EA9}\u{10EAD}\u{10EB0}\u{10EB1}\u{10EC2}-\u{10EC4}\u{10F00}-\u{10F27}\u{10F30}-\u{10F45}\u{10F51}-\u{10F59}\u{10F70}-\u{10F81}\u{10F86}-\u{10F89}\u{10FB0}-\u{10FCB}\u{10FE0}-\u{10FF6}\u{1CCF0}-\u{1CCF9}\u{1D7CE}-\u{1D7FF}\u{1E800}-\u{1E8C4}\u{1E8C7}-\u{1E8CF}\u{1E900}-\u{1E943}\u{1E94B}\u{1E950}-\u{1E959}\u{1E95E}\u{1E95F}\u{1EC71}-\u{1ECB4}\u{1ED01}-\u{1ED3D}\u{1EE00}-\u{1EE03}\u{1EE05}-\u{1EE1F}\u{1EE21}\u{1EE22}\u{1EE24}\u{1EE27}\u{1EE29}-\u{1EE32}\u{1EE34}-\u{1EE37}\u{1EE39}\u{1EE3B}\u{1EE42}\u{1EE47}\u{1EE49}\u{1EE4B}\u{1EE4D}-\u{1EE4F}\u{1EE51}\u{1EE52}\u{1EE54}\u{1EE57}\u{1EE59}\u{1EE5B}\u{1EE5D}\u{1EE5F}\u{1EE61}\u{1EE62}\u{1EE64}\u{1EE67}-\u{1EE6A}\u{1EE6C}-\u{1EE72}\u{1EE74}-\u{1EE77}\u{1EE79}-\u{1EE7C}\u{1EE7E}\u{1EE80}-\u{1EE89}\u{1EE8B}-\u{1EE9B}\u{1EEA1}-\u{1EEA3}\u{1EEA5}-\u{1EEA9}\u{1EEAB}-\u{1EEBB}\u{1F100}-\u{1F10A}\u{1FBF0}-\u{1FBF9}][\u0300-\u036F\u0483-\u0489\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u0711\u0730-\u074A\u07A6-\u07B0\u07EB-\u07F3\u07FD\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D\u0859-\u085B\u0897-\u089F\u08CA-\u08E1\u08E3-\u0902\u093A\u093C\u0941-\u0948\u094D\u0951-\u0957\u0962\u0963\u0981\u09BC\u09C1-\u09C4\u09CD\u09E2\u09E3\u09FE\u0A01\u0A02\u0A3C\u0A41\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A70\u0A71\u0A75\u0A81\u0A82\u0ABC\u0AC1-\u0AC5\u0AC7\u0AC8\u0ACD\u0AE2\u0AE3\u0AFA-\u0AFF\u0B01\u0B3C\u0B3F\u0B41-\u0B44\u0B4D\u0B55\u0B56\u0B62\u0B63\u0B82\u0BC0\u0BCD\u0C00\u0C04\u0C3C\u0C3E-\u0C40\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C62\u0C63\u0C81\u0CBC\u0CCC\u0CCD\u0CE2\u0CE3\u0D00\u0D01\u0D3B\u0D3C\u0D41-\u0D44\u0D4D\u0D62\u0D63\u0D81\u0DCA\u0DD2-\u0DD4\u0DD6\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECE\u0F18\u0F19\u0F35\u0F37\u0F39\u0F71-\u0F7E\u0F80-\u0F84\u0F86\u0F87\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102D-\u1030\u1032-\u1037\u1039\u103A\u103D\u103E\u1058\u1059\u105E-\u1060\u1071-\u1074\u1082\u1085\u1086\u108D\u109D\u135D-\u135F\u1712-\u1714\u1732\u1733\u1752\u1753\u1772\u1773\u17B4\u17B5\u17B7-\u17BD\u17C6\u17C9-\u17D3\u17DD\u180B-\u180D\u180F\u1885\u1886\u18A9\u1920-\u1922\u1927\u1928\u1932\u1939-\u193B\u1A17\u1A18\u1A1B\u1A56\u1A58-\u1A5E\u1A60\u1A62\u1A65-\u1A6C\u1A73-\u1A7C\u1A7F\u1AB0-\u1ACE\u1B00-\u1B03\u1B34\u1B36-\u1B3A\u1B3C\u1B42\u1B6B-\u1B73\u1B80\u1B81\u1BA2-\u1BA5\u1BA8\u1BA9\u1BAB-\u1BAD\u1BE6\u1BE8\u1BE9\u1BED\u1BEF-\u1BF1\u1C2C-\u1C33\u1C36\u1C37\u1CD0-\u1CD2\u1CD4-\u1CE0\u1CE2-\u1CE8\u1CED\u1CF4\u1CF8\u1CF9\u1DC0-\u1DFF\u20D0-\u20F0\u2CEF-\u2CF1\u2D7F\u2DE0-\u2DFF\u302A-\u302D\u3099\u309A\uA66F-\uA672\uA674-\uA67D\uA69E\uA69F\uA6F0\uA6F1\uA802\uA806\uA80B\uA825\uA826\uA82C\uA8C4\uA8C5\uA8E0-\uA8F1\uA8FF\uA926-\uA92D\uA947-\uA951\uA980-\uA982\uA9B3\uA9B6-\uA9B9\uA9BC\uA9BD\uA9E5\uAA29-\uAA2E\uAA31\uAA32\uAA35\uAA36\uAA43\uAA4C\uAA7C\uAAB0\uAAB2-\uAAB4\uAAB7\uAAB8\uAABE\uAABF\uAAC1\uAAEC\uAAED\uAAF6\uABE5\uABE8\uABED\uFB1E\uFE00-\uFE0F\uFE20-\uFE2F\u{101FD}\u{102E0}\u{10376}-\u{1037A}\u{10A01}-\u{10A03}\u{10A05}\u{10A06}\u{10A0C}-\u{10A0F}\u{10A38}-\u{10A3A}\u{10A3F}\u{10AE5}\u{10AE6}\u{10D24}-\u{10D27}\u{10D69}-\u{10D6D}\u{10EAB}\u{10EAC}\u{10EFC}-\u{10EFF}\u{10F46}-\u{10F50}\u{10F82}-\u{10F85}\u{11001}\u{11038}-\u{11046}\u{11070}\u{11073}\u{11074}\u{1107F}-\u{11081}\u{110B3}-\u{110B6}\u{110B9}\u{110BA}\u{110C2}\u{11100}-\u{11102}\u{11127}-\u{1112B}\u{1112D}-\u{11134}\u{11173}\u{11180}\u{11181}\u{111B6}-\u{111BE}\u{111C9}-\u{111CC}\u{111CF}\u{1122F}-\u{11231}\u{11234}\u{11236}\u{11237}\u{1123E}\u{11241}\u{112DF}\u{112E3}-\u{112EA}\u{11300}\u{11301}\u{1133B}\u{1133C}\u{11340}\u{11366}-\u{1136C}\u{11370}-\u{11374}\u{113BB}-\u{113C0}\u{113CE}\u{113D0}\u{113D2}\u{113E1}\u{113E2}\u{11438}-\u{1143F}\u{11442}-\u{11444}\u{11446}\u{1145E}\u{114B3}-\u{114B8}\u{114BA}\u{114BF}\u{114C0}\u{114C2}\u{114C3}\u{115B2}-\u{115B5}\u{115BC}\u{115BD}\u{115BF}\u{115C0}\u{115DC}\u{115DD}\u{11633}-\u{1163A}\u{1163D}\u{1163F}\u{11640}\u{116AB}\u{116AD}\u{116B0}-\u{116B5}\u{116B7}\u{1171D}\u{1171F}\u{11722}-\u{11725}\u{11727}-\u{1172B}\u{1182F}-\u{11837}\u{11839}\u{1183A}\u{1193B}\u{1193C}\u{1193E}\u{11943}\u{119D4}-\u{119D7}\u{119DA}\u{119DB}\u{119E0}\u{11A01}-\u{11A06}\u{11A09}\u{11A0A}\u{11A33}-\u{11A38}\u{11A3B}-\u{11A3E}\u{11A47}\u{11A51}-\u{11A56}\u{11A59}-\u{11A5B}\u{11A8A}-\u{11A96}\u{11A98}\u{11A99}\u{11C30}-\u{11C36}\u{11C38}-\u{11C3D}\u{11C92}-\u{11CA7}\u{11CAA}-\u{11CB0}\u{11CB2}\u{11CB3}\u{11CB5}\u{11CB6}\u{11D31}-\u{11D36}\u{11D3A}\u{11D3C}\u{11D3D}\u{11D3F}-\u{11D45}\u{11D47}\u{11D90}\u{11D91}\u{11D95}\u{11D97}\u{11EF3}\u{11EF4}\u{11F00}\u{11F01}\u{11F36}-\u{11F3A}\u{11F40}\u{11F42}\u{11F5A}\u{13440}\u{13447}-\u{13455}\u{1611E}-\u{16129}\u{1612D}-\u{1612F}\u{16AF0}-\u{16AF4}\u{16B30}-\u{16B36}\u{16F4F}\u{16F8F}-\u{16F92}\u{16FE4}\u{1BC9D}\u{1BC9E}\u{1CF00}-\u{1CF2D}\u{1CF30}-\u{1CF46}\u{1D167}-\u{1D169}\u{1D17B}-\u{1D182}\u{1D185}-\u{1D18B}\u{1D1AA}-\u{1D1AD}\u{1D242}-\u{1D244}\u{1DA00}-\u{1DA36}\u{1DA3B}-\u{1DA6C}\u{1DA75}\u{1DA84}\u{1DA9B}-\u{1DA9F}\u{1DAA1}-\u{1DAAF}\u{1E000}-\u{1E006}\u{1E008}-\u{1E018}\u{1E01B}-\u{1E021}\u{1E023}\u{1E024}\u{1E026}-\u{1E02A}\u{1E08F}\u{1E130}-\u{1E136}\u{1E2AE}\u{1E2EC}-\u{1E2EF}\u{1E4EC}-\u{1E4EF}\u{1E5EE}\u{1E5EF}\u{1E8D0}-\u{1E8D6}\u{1E944}-\u{1E94A}\u{E0100}-\u{E01EF}]*$/u;
    var bidiS4EN =
      /[0-9\xB2\xB3\xB9\u06F0-\u06F9\u2070\u2074-\u2079\u2080-\u2089\u2488-\u249B\uFF10-\uFF19\u{102E1}-\u{102FB}\u{1CCF0}-\u{1CCF9}\u{1D7CE}-\u{1D7FF}\u{1F100}-\u{1F10A}\u{1FBF0}-\u{1FBF9}]/u;
    var bidiS4AN =
      /[\u0600-\u0605\u0660-\u0669\u066B\u066C\u06DD\u0890\u0891\u08E2\u{10D30}-\u{10D39}\u{10D40}-\u{10D49}\u{10E60}-\u{10E7E}]/u;
    var bidiS5 =
      /^[\0-\x08\x0E-\x1B!-\x84\x86-\u0377\u037A-\u037F\u0384-\u038A\u038C\u038E-\u03A1\u03A3-\u052F\u0531-\u0556\u0559-\u058A\u058D-\u058F\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0606\u0607\u0609\u060A\u060C\u060E-\u061A\u064B-\u065F\u066A\u0670\u06D6-\u06DC\u06DE-\u06E4\u06E7-\u06ED\u06F0-\u06F9\u0711\u0730-\u074A\u07A6-\u07B0\u07EB-\u07F3\u07F6-\u07F9\u07FD\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D\u0859-\u085B\u0897-\u089F\u08CA-\u08E1\u08E3-\u0983\u0985-\u098C\u098F\u0990\u0993-\u09A8\u09AA-\u09B0\u09B2\u09B6-\u09B9\u09BC-\u09C4\u09C7\u09C8\u09CB-\u09CE\u09D7\u09DC\u09DD\u09DF-\u09E3\u09E6-\u09FE\u0A01-\u0A03\u0A05-\u0A0A\u0A0F\u0A10\u0A13-\u0A28\u0A2A-\u0A30\u0A32\u0A33\u0A35\u0A36\u0A38\u0A39\u0A3C\u0A3E-\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A59-\u0A5C\u0A5E\u0A66-\u0A76\u0A81-\u0A83\u0A85-\u0A8D\u0A8F-\u0A91\u0A93-\u0AA8\u0AAA-\u0AB0\u0AB2\u0AB3\u0AB5-\u0AB9\u0ABC-\u0AC5\u0AC7-\u0AC9\u0ACB-\u0ACD\u0AD0\u0AE0-\u0AE3\u0AE6-\u0AF1\u0AF9-\u0AFF\u0B01-\u0B03\u0B05-\u0B0C\u0B0F\u0B10\u0B13-\u0B28\u0B2A-\u0B30\u0B32\u0B33\u0B35-\u0B39\u0B3C-\u0B44\u0B47\u0B48\u0B4B-\u0B4D\u0B55-\u0B57\u0B5C\u0B5D\u0B5F-\u0B63\u0B66-\u0B77\u0B82\u0B83\u0B85-\u0B8A\u0B8E-\u0B90\u0B92-\u0B95\u0B99\u0B9A\u0B9C\u0B9E\u0B9F\u0BA3\u0BA4\u0BA8-\u0BAA\u0BAE-\u0BB9\u0BBE-\u0BC2\u0BC6-\u0BC8\u0BCA-\u0BCD\u0BD0\u0BD7\u0BE6-\u0BFA\u0C00-\u0C0C\u0C0E-\u0C10\u0C12-\u0C28\u0C2A-\u0C39\u0C3C-\u0C44\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C58-\u0C5A\u0C5D\u0C60-\u0C63\u0C66-\u0C6F\u0C77-\u0C8C\u0C8E-\u0C90\u0C92-\u0CA8\u0CAA-\u0CB3\u0CB5-\u0CB9\u0CBC-\u0CC4\u0CC6-\u0CC8\u0CCA-\u0CCD\u0CD5\u0CD6\u0CDD\u0CDE\u0CE0-\u0CE3\u0CE6-\u0CEF\u0CF1-\u0CF3\u0D00-\u0D0C\u0D0E-\u0D10\u0D12-\u0D44\u0D46-\u0D48\u0D4A-\u0D4F\u0D54-\u0D63\u0D66-\u0D7F\u0D81-\u0D83\u0D85-\u0D96\u0D9A-\u0DB1\u0DB3-\u0DBB\u0DBD\u0DC0-\u0DC6\u0DCA\u0DCF-\u0DD4\u0DD6\u0DD8-\u0DDF\u0DE6-\u0DEF\u0DF2-\u0DF4\u0E01-\u0E3A\u0E3F-\u0E5B\u0E81\u0E82\u0E84\u0E86-\u0E8A\u0E8C-\u0EA3\u0EA5\u0EA7-\u0EBD\u0EC0-\u0EC4\u0EC6\u0EC8-\u0ECE\u0ED0-\u0ED9\u0EDC-\u0EDF\u0F00-\u0F47\u0F49-\u0F6C\u0F71-\u0F97\u0F99-\u0FBC\u0FBE-\u0FCC\u0FCE-\u0FDA\u1000-\u10C5\u10C7\u10CD\u10D0-\u1248\u124A-\u124D\u1250-\u1256\u1258\u125A-\u125D\u1260-\u1288\u128A-\u128D\u1290-\u12B0\u12B2-\u12B5\u12B8-\u12BE\u12C0\u12C2-\u12C5\u12C8-\u12D6\u12D8-\u1310\u1312-\u1315\u1318-\u135A\u135D-\u137C\u1380-\u1399\u13A0-\u13F5\u13F8-\u13FD\u1400-\u167F\u1681-\u169C\u16A0-\u16F8\u1700-\u1715\u171F-\u1736\u1740-\u1753\u1760-\u176C\u176E-\u1770\u1772\u1773\u1780-\u17DD\u17E0-\u17E9\u17F0-\u17F9\u1800-\u1819\u1820-\u1878\u1880-\u18AA\u18B0-\u18F5\u1900-\u191E\u1920-\u192B\u1930-\u193B\u1940\u1944-\u196D\u1970-\u1974\u1980-\u19AB\u19B0-\u19C9\u19D0-\u19DA\u19DE-\u1A1B\u1A1E-\u1A5E\u1A60-\u1A7C\u1A7F-\u1A89\u1A90-\u1A99\u1AA0-\u1AAD\u1AB0-\u1ACE\u1B00-\u1B4C\u1B4E-\u1BF3\u1BFC-\u1C37\u1C3B-\u1C49\u1C4D-\u1C8A\u1C90-\u1CBA\u1CBD-\u1CC7\u1CD0-\u1CFA\u1D00-\u1F15\u1F18-\u1F1D\u1F20-\u1F45\u1F48-\u1F4D\u1F50-\u1F57\u1F59\u1F5B\u1F5D\u1F5F-\u1F7D\u1F80-\u1FB4\u1FB6-\u1FC4\u1FC6-\u1FD3\u1FD6-\u1FDB\u1FDD-\u1FEF\u1FF2-\u1FF4\u1FF6-\u1FFE\u200B-\u200E\u2010-\u2027\u202F-\u205E\u2060-\u2064\u206A-\u2071\u2074-\u208E\u2090-\u209C\u20A0-\u20C0\u20D0-\u20F0\u2100-\u218B\u2190-\u2429\u2440-\u244A\u2460-\u2B73\u2B76-\u2B95\u2B97-\u2CF3\u2CF9-\u2D25\u2D27\u2D2D\u2D30-\u2D67\u2D6F\u2D70\u2D7F-\u2D96\u2DA0-\u2DA6\u2DA8-\u2DAE\u2DB0-\u2DB6\u2DB8-\u2DBE\u2DC0-\u2DC6\u2DC8-\u2DCE\u2DD0-\u2DD6\u2DD8-\u2DDE\u2DE0-\u2E5D\u2E80-\u2E99\u2E9B-\u2EF3\u2F00-\u2FD5\u2FF0-\u2FFF\u3001-\u303F\u3041-\u3096\u3099-\u30FF\u3105-\u312F\u3131-\u318E\u3190-\u31E5\u31EF-\u321E\u3220-\uA48C\uA490-\uA4C6\uA4D0-\uA62B\uA640-\uA6F7\uA700-\uA7CD\uA7D0\uA7D1\uA7D3\uA7D5-\uA7DC\uA7F2-\uA82C\uA830-\uA839\uA840-\uA877\uA880-\uA8C5\uA8CE-\uA8D9\uA8E0-\uA953\uA95F-\uA97C\uA980-\uA9CD\uA9CF-\uA9D9\uA9DE-\uA9FE\uAA00-\uAA36\uAA40-\uAA4D\uAA50-\uAA59\uAA5C-\uAAC2\uAADB-\uAAF6\uAB01-\uAB06\uAB09-\uAB0E\uAB11-\uAB16\uAB20-\uAB26\uAB28-\uAB2E\uAB30-\uAB6B\uAB70-\uABED\uABF0-\uABF9\uAC00-\uD7A3\uD7B0-\uD7C6\uD7CB-\uD7FB\uD800-\uFA6D\uFA70-\uFAD9\uFB00-\uFB06\uFB13-\uFB17\uFB1E\uFB29\uFD3E-\uFD4F\uFDCF\uFDFD-\uFE19\uFE20-\uFE52\uFE54-\uFE66\uFE68-\uFE6B\uFEFF\uFF01-\uFFBE\uFFC2-\uFFC7\uFFCA-\uFFCF\uFFD2-\uFFD7\uFFDA-\uFFDC\uFFE0-\uFFE6\uFFE8-\uFFEE\uFFF9-\uFFFD\u{10000}-\u{1000B}\u{1000D}-\u{10026}\u{10028}-\u{1003A}\u{1003C}\u{1003D}\u{1003F}-\u{1004D}\u{10050}-\u{1005D}\u{10080}-\u{100FA}\u{10100}-\u{10102}\u{10107}-\u{10133}\u{10137}-\u{1018E}\u{10190}-\u{1019C}\u{101A0}\u{101D0}-\u{101FD}\u{10280}-\u{1029C}\u{102A0}-\u{102D0}\u{102E0}-\u{102FB}\u{10300}-\u{10323}\u{1032D}-\u{1034A}\u{10350}-\u{1037A}\u{10380}-\u{1039D}\u{1039F}-\u{103C3}\u{103C8}-\u{103D5}\u{10400}-\u{1049D}\u{104A0}-\u{104A9}\u{104B0}-\u{104D3}\u{104D8}-\u{104FB}\u{10500}-\u{10527}\u{10530}-\u{10563}\u{1056F}-\u{1057A}\u{1057C}-\u{1058A}\u{1058C}-\u{10592}\u{10594}\u{10595}\u{10597}-\u{105A1}\u{105A3}-\u{105B1}\u{105B3}-\u{105B9}\u{105BB}\u{105BC}\u{105C0}-\u{105F3}\u{10600}-\u{10736}\u{10740}-\u{10755}\u{10760}-\u{10767}\u{10780}-\u{10785}\u{10787}-\u{107B0}\u{107B2}-\u{107BA}\u{1091F}\u{10A01}-\u{10A03}\u{10A05}\u{10A06}\u{10A0C}-\u{10A0F}\u{10A38}-\u{10A3A}\u{10A3F}\u{10AE5}\u{10AE6}\u{10B39}-\u{10B3F}\u{10D24}-\u{10D27}\u{10D69}-\u{10D6E}\u{10EAB}\u{10EAC}\u{10EFC}-\u{10EFF}\u{10F46}-\u{10F50}\u{10F82}-\u{10F85}\u{11000}-\u{1104D}\u{11052}-\u{11075}\u{1107F}-\u{110C2}\u{110CD}\u{110D0}-\u{110E8}\u{110F0}-\u{110F9}\u{11100}-\u{11134}\u{11136}-\u{11147}\u{11150}-\u{11176}\u{11180}-\u{111DF}\u{111E1}-\u{111F4}\u{11200}-\u{11211}\u{11213}-\u{11241}\u{11280}-\u{11286}\u{11288}\u{1128A}-\u{1128D}\u{1128F}-\u{1129D}\u{1129F}-\u{112A9}\u{112B0}-\u{112EA}\u{112F0}-\u{112F9}\u{11300}-\u{11303}\u{11305}-\u{1130C}\u{1130F}\u{11310}\u{11313}-\u{11328}\u{1132A}-\u{11330}\u{11332}\u{11333}\u{11335}-\u{11339}\u{1133B}-\u{11344}\u{11347}\u{11348}\u{1134B}-\u{1134D}\u{11350}\u{11357}\u{1135D}-\u{11363}\u{11366}-\u{1136C}\u{11370}-\u{11374}\u{11380}-\u{11389}\u{1138B}\u{1138E}\u{11390}-\u{113B5}\u{113B7}-\u{113C0}\u{113C2}\u{113C5}\u{113C7}-\u{113CA}\u{113CC}-\u{113D5}\u{113D7}\u{113D8}\u{113E1}\u{113E2}\u{11400}-\u{1145B}\u{1145D}-\u{11461}\u{11480}-\u{114C7}\u{114D0}-\u{114D9}\u{11580}-\u{115B5}\u{115B8}-\u{115DD}\u{11600}-\u{11644}\u{11650}-\u{11659}\u{11660}-\u{1166C}\u{11680}-\u{116B9}\u{116C0}-\u{116C9}\u{116D0}-\u{116E3}\u{11700}-\u{1171A}\u{1171D}-\u{1172B}\u{11730}-\u{11746}\u{11800}-\u{1183B}\u{118A0}-\u{118F2}\u{118FF}-\u{11906}\u{11909}\u{1190C}-\u{11913}\u{11915}\u{11916}\u{11918}-\u{11935}\u{11937}\u{11938}\u{1193B}-\u{11946}\u{11950}-\u{11959}\u{119A0}-\u{119A7}\u{119AA}-\u{119D7}\u{119DA}-\u{119E4}\u{11A00}-\u{11A47}\u{11A50}-\u{11AA2}\u{11AB0}-\u{11AF8}\u{11B00}-\u{11B09}\u{11BC0}-\u{11BE1}\u{11BF0}-\u{11BF9}\u{11C00}-\u{11C08}\u{11C0A}-\u{11C36}\u{11C38}-\u{11C45}\u{11C50}-\u{11C6C}\u{11C70}-\u{11C8F}\u{11C92}-\u{11CA7}\u{11CA9}-\u{11CB6}\u{11D00}-\u{11D06}\u{11D08}\u{11D09}\u{11D0B}-\u{11D36}\u{11D3A}\u{11D3C}\u{11D3D}\u{11D3F}-\u{11D47}\u{11D50}-\u{11D59}\u{11D60}-\u{11D65}\u{11D67}\u{11D68}\u{11D6A}-\u{11D8E}\u{11D90}\u{11D91}\u{11D93}-\u{11D98}\u{11DA0}-\u{11DA9}\u{11EE0}-\u{11EF8}\u{11F00}-\u{11F10}\u{11F12}-\u{11F3A}\u{11F3E}-\u{11F5A}\u{11FB0}\u{11FC0}-\u{11FF1}\u{11FFF}-\u{12399}\u{12400}-\u{1246E}\u{12470}-\u{12474}\u{12480}-\u{12543}\u{12F90}-\u{12FF2}\u{13000}-\u{13455}\u{13460}-\u{143FA}\u{14400}-\u{14646}\u{16100}-\u{16139}\u{16800}-\u{16A38}\u{16A40}-\u{16A5E}\u{16A60}-\u{16A69}\u{16A6E}-\u{16ABE}\u{16AC0}-\u{16AC9}\u{16AD0}-\u{16AED}\u{16AF0}-\u{16AF5}\u{16B00}-\u{16B45}\u{16B50}-\u{16B59}\u{16B5B}-\u{16B61}\u{16B63}-\u{16B77}\u{16B7D}-\u{16B8F}\u{16D40}-\u{16D79}\u{16E40}-\u{16E9A}\u{16F00}-\u{16F4A}\u{16F4F}-\u{16F87}\u{16F8F}-\u{16F9F}\u{16FE0}-\u{16FE4}\u{16FF0}\u{16FF1}\u{17000}-\u{187F7}\u{18800}-\u{18CD5}\u{18CFF}-\u{18D08}\u{1AFF0}-\u{1AFF3}\u{1AFF5}-\u{1AFFB}\u{1AFFD}\u{1AFFE}\u{1B000}-\u{1B122}\u{1B132}\u{1B150}-\u{1B152}\u{1B155}\u{1B164}-\u{1B167}\u{1B170}-\u{1B2FB}\u{1BC00}-\u{1BC6A}\u{1BC70}-\u{1BC7C}\u{1BC80}-\u{1BC88}\u{1BC90}-\u{1BC99}\u{1BC9C}-\u{1BCA3}\u{1CC00}-\u{1CCF9}\u{1CD00}-\u{1CEB3}\u{1CF00}-\u{1CF2D}\u{1CF30}-\u{1CF46}\u{1CF50}-\u{1CFC3}\u{1D000}-\u{1D0F5}\u{1D100}-\u{1D126}\u{1D129}-\u{1D1EA}\u{1D200}-\u{1D245}\u{1D2C0}-\u{1D2D3}\u{1D2E0}-\u{1D2F3}\u{1D300}-\u{1D356}\u{1D360}-\u{1D378}\u{1D400}-\u{1D454}\u{1D456}-\u{1D49C}\u{1D49E}\u{1D49F}\u{1D4A2}\u{1D4A5}\u{1D4A6}\u{1D4A9}-\u{1D4AC}\u{1D4AE}-\u{1D4B9}\u{1D4BB}\u{1D4BD}-\u{1D4C3}\u{1D4C5}-\u{1D505}\u{1D507}-\u{1D50A}\u{1D50D}-\u{1D514}\u{1D516}-\u{1D51C}\u{1D51E}-\u{1D539}\u{1D53B}-\u{1D53E}\u{1D540}-\u{1D544}\u{1D546}\u{1D54A}-\u{1D550}\u{1D552}-\u{1D6A5}\u{1D6A8}-\u{1D7CB}\u{1D7CE}-\u{1DA8B}\u{1DA9B}-\u{1DA9F}\u{1DAA1}-\u{1DAAF}\u{1DF00}-\u{1DF1E}\u{1DF25}-\u{1DF2A}\u{1E000}-\u{1E006}\u{1E008}-\u{1E018}\u{1E01B}-\u{1E021}\u{1E023}\u{1E024}\u{1E026}-\u{1E02A}\u{1E030}-\u{1E06D}\u{1E08F}\u{1E100}-\u{1E12C}\u{1E130}-\u{1E13D}\u{1E140}-\u{1E149}\u{1E14E}\u{1E14F}\u{1E290}-\u{1E2AE}\u{1E2C0}-\u{1E2F9}\u{1E2FF}\u{1E4D0}-\u{1E4F9}\u{1E5D0}-\u{1E5FA}\u{1E5FF}\u{1E7E0}-\u{1E7E6}\u{1E7E8}-\u{1E7EB}\u{1E7ED}\u{1E7EE}\u{1E7F0}-\u{1E7FE}\u{1E8D0}-\u{1E8D6}\u{1E944}-\u{1E94A}\u{1EEF0}\u{1EEF1}\u{1F000}-\u{1F02B}\u{1F030}-\u{1F093}\u{1F0A0}-\u{1F0AE}\u{1F0B1}-\u{1F0BF}\u{1F0C1}-\u{1F0CF}\u{1F0D1}-\u{1F0F5}\u{1F100}-\u{1F1AD}\u{1F1E6}-\u{1F202}\u{1F210}-\u{1F23B}\u{1F240}-\u{1F248}\u{1F250}\u{1F251}\u{1F260}-\u{1F265}\u{1F300}-\u{1F6D7}\u{1F6DC}-\u{1F6EC}\u{1F6F0}-\u{1F6FC}\u{1F700}-\u{1F776}\u{1F77B}-\u{1F7D9}\u{1F7E0}-\u{1F7EB}\u{1F7F0}\u{1F800}-\u{1F80B}\u{1F810}-\u{1F847}\u{1F850}-\u{1F859}\u{1F860}-\u{1F887}\u{1F890}-\u{1F8AD}\u{1F8B0}-\u{1F8BB}\u{1F8C0}\u{1F8C1}\u{1F900}-\u{1FA53}\u{1FA60}-\u{1FA6D}\u{1FA70}-\u{1FA7C}\u{1FA80}-\u{1FA89}\u{1FA8F}-\u{1FAC6}\u{1FACE}-\u{1FADC}\u{1FADF}-\u{1FAE9}\u{1FAF0}-\u{1FAF8}\u{1FB00}-\u{1FB92}\u{1FB94}-\u{1FBF9}\u{20000}-\u{2A6DF}\u{2A700}-\u{2B739}\u{2B740}-\u{2B81D}\u{2B820}-\u{2CEA1}\u{2CEB0}-\u{2EBE0}\u{2EBF0}-\u{2EE5D}\u{2F800}-\u{2FA1D}\u{30000}-\u{3134A}\u{31350}-\u{323AF}\u{E0001}\u{E0020}-\u{E007F}\u{E0100}-\u{E01EF}\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]*$/u;
    var bidiS6 =
      /[0-9A-Za-z\xAA\xB2\xB3\xB5\xB9\xBA\xC0-\xD6\xD8-\xF6\xF8-\u02B8\u02BB-\u02C1\u02D0\u02D1\u02E0-\u02E4\u02EE\u0370-\u0373\u0376\u0377\u037A-\u037D\u037F\u0386\u0388-\u038A\u038C\u038E-\u03A1\u03A3-\u03F5\u03F7-\u0482\u048A-\u052F\u0531-\u0556\u0559-\u0589\u06F0-\u06F9\u0903-\u0939\u093B\u093D-\u0940\u0949-\u094C\u094E-\u0950\u0958-\u0961\u0964-\u0980\u0982\u0983\u0985-\u098C\u098F\u0990\u0993-\u09A8\u09AA-\u09B0\u09B2\u09B6-\u09B9\u09BD-\u09C0\u09C7\u09C8\u09CB\u09CC\u09CE\u09D7\u09DC\u09DD\u09DF-\u09E1\u09E6-\u09F1\u09F4-\u09FA\u09FC\u09FD\u0A03\u0A05-\u0A0A\u0A0F\u0A10\u0A13-\u0A28\u0A2A-\u0A30\u0A32\u0A33\u0A35\u0A36\u0A38\u0A39\u0A3E-\u0A40\u0A59-\u0A5C\u0A5E\u0A66-\u0A6F\u0A72-\u0A74\u0A76\u0A83\u0A85-\u0A8D\u0A8F-\u0A91\u0A93-\u0AA8\u0AAA-\u0AB0\u0AB2\u0AB3\u0AB5-\u0AB9\u0ABD-\u0AC0\u0AC9\u0ACB\u0ACC\u0AD0\u0AE0\u0AE1\u0AE6-\u0AF0\u0AF9\u0B02\u0B03\u0B05-\u0B0C\u0B0F\u0B10\u0B13-\u0B28\u0B2A-\u0B30\u0B32\u0B33\u0B35-\u0B39\u0B3D\u0B3E\u0B40\u0B47\u0B48\u0B4B\u0B4C\u0B57\u0B5C\u0B5D\u0B5F-\u0B61\u0B66-\u0B77\u0B83\u0B85-\u0B8A\u0B8E-\u0B90\u0B92-\u0B95\u0B99\u0B9A\u0B9C\u0B9E\u0B9F\u0BA3\u0BA4\u0BA8-\u0BAA\u0BAE-\u0BB9\u0BBE\u0BBF\u0BC1\u0BC2\u0BC6-\u0BC8\u0BCA-\u0BCC\u0BD0\u0BD7\u0BE6-\u0BF2\u0C01-\u0C03\u0C05-\u0C0C\u0C0E-\u0C10\u0C12-\u0C28\u0C2A-\u0C39\u0C3D\u0C41-\u0C44\u0C58-\u0C5A\u0C5D\u0C60\u0C61\u0C66-\u0C6F\u0C77\u0C7F\u0C80\u0C82-\u0C8C\u0C8E-\u0C90\u0C92-\u0CA8\u0CAA-\u0CB3\u0CB5-\u0CB9\u0CBD-\u0CC4\u0CC6-\u0CC8\u0CCA\u0CCB\u0CD5\u0CD6\u0CDD\u0CDE\u0CE0\u0CE1\u0CE6-\u0CEF\u0CF1-\u0CF3\u0D02-\u0D0C\u0D0E-\u0D10\u0D12-\u0D3A\u0D3D-\u0D40\u0D46-\u0D48\u0D4A-\u0D4C\u0D4E\u0D4F\u0D54-\u0D61\u0D66-\u0D7F\u0D82\u0D83\u0D85-\u0D96\u0D9A-\u0DB1\u0DB3-\u0DBB\u0DBD\u0DC0-\u0DC6\u0DCF-\u0DD1\u0DD8-\u0DDF\u0DE6-\u0DEF\u0DF2-\u0DF4\u0E01-\u0E30\u0E32\u0E33\u0E40-\u0E46\u0E4F-\u0E5B\u0E81\u0E82\u0E84\u0E86-\u0E8A\u0E8C-\u0EA3\u0EA5\u0EA7-\u0EB0\u0EB2\u0EB3\u0EBD\u0EC0-\u0EC4\u0EC6\u0ED0-\u0ED9\u0EDC-\u0EDF\u0F00-\u0F17\u0F1A-\u0F34\u0F36\u0F38\u0F3E-\u0F47\u0F49-\u0F6C\u0F7F\u0F85\u0F88-\u0F8C\u0FBE-\u0FC5\u0FC7-\u0FCC\u0FCE-\u0FDA\u1000-\u102C\u1031\u1038\u103B\u103C\u103F-\u1057\u105A-\u105D\u1061-\u1070\u1075-\u1081\u1083\u1084\u1087-\u108C\u108E-\u109C\u109E-\u10C5\u10C7\u10CD\u10D0-\u1248\u124A-\u124D\u1250-\u1256\u1258\u125A-\u125D\u1260-\u1288\u128A-\u128D\u1290-\u12B0\u12B2-\u12B5\u12B8-\u12BE\u12C0\u12C2-\u12C5\u12C8-\u12D6\u12D8-\u1310\u1312-\u1315\u1318-\u135A\u1360-\u137C\u1380-\u138F\u13A0-\u13F5\u13F8-\u13FD\u1401-\u167F\u1681-\u169A\u16A0-\u16F8\u1700-\u1711\u1715\u171F-\u1731\u1734-\u1736\u1740-\u1751\u1760-\u176C\u176E-\u1770\u1780-\u17B3\u17B6\u17BE-\u17C5\u17C7\u17C8\u17D4-\u17DA\u17DC\u17E0-\u17E9\u1810-\u1819\u1820-\u1878\u1880-\u1884\u1887-\u18A8\u18AA\u18B0-\u18F5\u1900-\u191E\u1923-\u1926\u1929-\u192B\u1930\u1931\u1933-\u1938\u1946-\u196D\u1970-\u1974\u1980-\u19AB\u19B0-\u19C9\u19D0-\u19DA\u1A00-\u1A16\u1A19\u1A1A\u1A1E-\u1A55\u1A57\u1A61\u1A63\u1A64\u1A6D-\u1A72\u1A80-\u1A89\u1A90-\u1A99\u1AA0-\u1AAD\u1B04-\u1B33\u1B35\u1B3B\u1B3D-\u1B41\u1B43-\u1B4C\u1B4E-\u1B6A\u1B74-\u1B7F\u1B82-\u1BA1\u1BA6\u1BA7\u1BAA\u1BAE-\u1BE5\u1BE7\u1BEA-\u1BEC\u1BEE\u1BF2\u1BF3\u1BFC-\u1C2B\u1C34\u1C35\u1C3B-\u1C49\u1C4D-\u1C8A\u1C90-\u1CBA\u1CBD-\u1CC7\u1CD3\u1CE1\u1CE9-\u1CEC\u1CEE-\u1CF3\u1CF5-\u1CF7\u1CFA\u1D00-\u1DBF\u1E00-\u1F15\u1F18-\u1F1D\u1F20-\u1F45\u1F48-\u1F4D\u1F50-\u1F57\u1F59\u1F5B\u1F5D\u1F5F-\u1F7D\u1F80-\u1FB4\u1FB6-\u1FBC\u1FBE\u1FC2-\u1FC4\u1FC6-\u1FCC\u1FD0-\u1FD3\u1FD6-\u1FDB\u1FE0-\u1FEC\u1FF2-\u1FF4\u1FF6-\u1FFC\u200E\u2070\u2071\u2074-\u2079\u207F-\u2089\u2090-\u209C\u2102\u2107\u210A-\u2113\u2115\u2119-\u211D\u2124\u2126\u2128\u212A-\u212D\u212F-\u2139\u213C-\u213F\u2145-\u2149\u214E\u214F\u2160-\u2188\u2336-\u237A\u2395\u2488-\u24E9\u26AC\u2800-\u28FF\u2C00-\u2CE4\u2CEB-\u2CEE\u2CF2\u2CF3\u2D00-\u2D25\u2D27\u2D2D\u2D30-\u2D67\u2D6F\u2D70\u2D80-\u2D96\u2DA0-\u2DA6\u2DA8-\u2DAE\u2DB0-\u2DB6\u2DB8-\u2DBE\u2DC0-\u2DC6\u2DC8-\u2DCE\u2DD0-\u2DD6\u2DD8-\u2DDE\u3005-\u3007\u3021-\u3029\u302E\u302F\u3031-\u3035\u3038-\u303C\u3041-\u3096\u309D-\u309F\u30A1-\u30FA\u30FC-\u30FF\u3105-\u312F\u3131-\u318E\u3190-\u31BF\u31F0-\u321C\u3220-\u324F\u3260-\u327B\u327F-\u32B0\u32C0-\u32CB\u32D0-\u3376\u337B-\u33DD\u33E0-\u33FE\u3400-\u4DBF\u4E00-\uA48C\uA4D0-\uA60C\uA610-\uA62B\uA640-\uA66E\uA680-\uA69D\uA6A0-\uA6EF\uA6F2-\uA6F7\uA722-\uA787\uA789-\uA7CD\uA7D0\uA7D1\uA7D3\uA7D5-\uA7DC\uA7F2-\uA801\uA803-\uA805\uA807-\uA80A\uA80C-\uA824\uA827\uA830-\uA837\uA840-\uA873\uA880-\uA8C3\uA8CE-\uA8D9\uA8F2-\uA8FE\uA900-\uA925\uA92E-\uA946\uA952\uA953\uA95F-\uA97C\uA983-\uA9B2\uA9B4\uA9B5\uA9BA\uA9BB\uA9BE-\uA9CD\uA9CF-\uA9D9\uA9DE-\uA9E4\uA9E6-\uA9FE\uAA00-\uAA28\uAA2F\uAA30\uAA33\uAA34\uAA40-\uAA42\uAA44-\uAA4B\uAA4D\uAA50-\uAA59\uAA5C-\uAA7B\uAA7D-\uAAAF\uAAB1\uAAB5\uAAB6\uAAB9-\uAABD\uAAC0\uAAC2\uAADB-\uAAEB\uAAEE-\uAAF5\uAB01-\uAB06\uAB09-\uAB0E\uAB11-\uAB16\uAB20-\uAB26\uAB28-\uAB2E\uAB30-\uAB69\uAB70-\uABE4\uABE6\uABE7\uABE9-\uABEC\uABF0-\uABF9\uAC00-\uD7A3\uD7B0-\uD7C6\uD7CB-\uD7FB\uD800-\uFA6D\uFA70-\uFAD9\uFB00-\uFB06\uFB13-\uFB17\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A\uFF66-\uFFBE\uFFC2-\uFFC7\uFFCA-\uFFCF\uFFD2-\uFFD7\uFFDA-\uFFDC\u{10000}-\u{1000B}\u{1000D}-\u{10026}\u{10028}-\u{1003A}\u{1003C}\u{1003D}\u{1003F}-\u{1004D}\u{10050}-\u{1005D}\u{10080}-\u{100FA}\u{10100}\u{10102}\u{10107}-\u{10133}\u{10137}-\u{1013F}\u{1018D}\u{1018E}\u{101D0}-\u{101FC}\u{10280}-\u{1029C}\u{102A0}-\u{102D0}\u{102E1}-\u{102FB}\u{10300}-\u{10323}\u{1032D}-\u{1034A}\u{10350}-\u{10375}\u{10380}-\u{1039D}\u{1039F}-\u{103C3}\u{103C8}-\u{103D5}\u{10400}-\u{1049D}\u{104A0}-\u{104A9}\u{104B0}-\u{104D3}\u{104D8}-\u{104FB}\u{10500}-\u{10527}\u{10530}-\u{10563}\u{1056F}-\u{1057A}\u{1057C}-\u{1058A}\u{1058C}-\u{10592}\u{10594}\u{10595}\u{10597}-\u{105A1}\u{105A3}-\u{105B1}\u{105B3}-\u{105B9}\u{105BB}\u{105BC}\u{105C0}-\u{105F3}\u{10600}-\u{10736}\u{10740}-\u{10755}\u{10760}-\u{10767}\u{10780}-\u{10785}\u{10787}-\u{107B0}\u{107B2}-\u{107BA}\u{11000}\u{11002}-\u{11037}\u{11047}-\u{1104D}\u{11066}-\u{1106F}\u{11071}\u{11072}\u{11075}\u{11082}-\u{110B2}\u{110B7}\u{110B8}\u{110BB}-\u{110C1}\u{110CD}\u{110D0}-\u{110E8}\u{110F0}-\u{110F9}\u{11103}-\u{11126}\u{1112C}\u{11136}-\u{11147}\u{11150}-\u{11172}\u{11174}-\u{11176}\u{11182}-\u{111B5}\u{111BF}-\u{111C8}\u{111CD}\u{111CE}\u{111D0}-\u{111DF}\u{111E1}-\u{111F4}\u{11200}-\u{11211}\u{11213}-\u{1122E}\u{11232}\u{11233}\u{11235}\u{11238}-\u{1123D}\u{1123F}\u{11240}\u{11280}-\u{11286}\u{11288}\u{1128A}-\u{1128D}\u{1128F}-\u{1129D}\u{1129F}-\u{112A9}\u{112B0}-\u{112DE}\u{112E0}-\u{112E2}\u{112F0}-\u{112F9}\u{11302}\u{11303}\u{11305}-\u{1130C}\u{1130F}\u{11310}\u{11313}-\u{11328}\u{1132A}-\u{11330}\u{11332}\u{11333}\u{11335}-\u{11339}\u{1133D}-\u{1133F}\u{11341}-\u{11344}\u{11347}\u{11348}\u{1134B}-\u{1134D}\u{11350}\u{11357}\u{1135D}-\u{11363}\u{11380}-\u{11389}\u{1138B}\u{1138E}\u{11390}-\u{113B5}\u{113B7}-\u{113BA}\u{113C2}\u{113C5}\u{113C7}-\u{113CA}\u{113CC}\u{113CD}\u{113CF}\u{113D1}\u{113D3}-\u{113D5}\u{113D7}\u{113D8}\u{11400}-\u{11437}\u{11440}\u{11441}\u{11445}\u{11447}-\u{1145B}\u{1145D}\u{1145F}-\u{11461}\u{11480}-\u{114B2}\u{114B9}\u{114BB}-\u{114BE}\u{114C1}\u{114C4}-\u{114C7}\u{114D0}-\u{114D9}\u{11580}-\u{115B1}\u{115B8}-\u{115BB}\u{115BE}\u{115C1}-\u{115DB}\u{11600}-\u{11632}\u{1163B}\u{1163C}\u{1163E}\u{11641}-\u{11644}\u{11650}-\u{11659}\u{11680}-\u{116AA}\u{116AC}\u{116AE}\u{116AF}\u{116B6}\u{116B8}\u{116B9}\u{116C0}-\u{116C9}\u{116D0}-\u{116E3}\u{11700}-\u{1171A}\u{1171E}\u{11720}\u{11721}\u{11726}\u{11730}-\u{11746}\u{11800}-\u{1182E}\u{11838}\u{1183B}\u{118A0}-\u{118F2}\u{118FF}-\u{11906}\u{11909}\u{1190C}-\u{11913}\u{11915}\u{11916}\u{11918}-\u{11935}\u{11937}\u{11938}\u{1193D}\u{1193F}-\u{11942}\u{11944}-\u{11946}\u{11950}-\u{11959}\u{119A0}-\u{119A7}\u{119AA}-\u{119D3}\u{119DC}-\u{119DF}\u{119E1}-\u{119E4}\u{11A00}\u{11A07}\u{11A08}\u{11A0B}-\u{11A32}\u{11A39}\u{11A3A}\u{11A3F}-\u{11A46}\u{11A50}\u{11A57}\u{11A58}\u{11A5C}-\u{11A89}\u{11A97}\u{11A9A}-\u{11AA2}\u{11AB0}-\u{11AF8}\u{11B00}-\u{11B09}\u{11BC0}-\u{11BE1}\u{11BF0}-\u{11BF9}\u{11C00}-\u{11C08}\u{11C0A}-\u{11C2F}\u{11C3E}-\u{11C45}\u{11C50}-\u{11C6C}\u{11C70}-\u{11C8F}\u{11CA9}\u{11CB1}\u{11CB4}\u{11D00}-\u{11D06}\u{11D08}\u{11D09}\u{11D0B}-\u{11D30}\u{11D46}\u{11D50}-\u{11D59}\u{11D60}-\u{11D65}\u{11D67}\u{11D68}\u{11D6A}-\u{11D8E}\u{11D93}\u{11D94}\u{11D96}\u{11D98}\u{11DA0}-\u{11DA9}\u{11EE0}-\u{11EF2}\u{11EF5}-\u{11EF8}\u{11F02}-\u{11F10}\u{11F12}-\u{11F35}\u{11F3E}\u{11F3F}\u{11F41}\u{11F43}-\u{11F59}\u{11FB0}\u{11FC0}-\u{11FD4}\u{11FFF}-\u{12399}\u{12400}-\u{1246E}\u{12470}-\u{12474}\u{12480}-\u{12543}\u{12F90}-\u{12FF2}\u{13000}-\u{1343F}\u{13441}-\u{13446}\u{13460}-\u{143FA}\u{14400}-\u{14646}\u{16100}-\u{1611D}\u{1612A}-\u{1612C}\u{16130}-\u{16139}\u{16800}-\u{16A38}\u{16A40}-\u{16A5E}\u{16A60}-\u{16A69}\u{16A6E}-\u{16ABE}\u{16AC0}-\u{16AC9}\u{16AD0}-\u{16AED}\u{16AF5}\u{16B00}-\u{16B2F}\u{16B37}-\u{16B45}\u{16B50}-\u{16B59}\u{16B5B}-\u{16B61}\u{16B63}-\u{16B77}\u{16B7D}-\u{16B8F}\u{16D40}-\u{16D79}\u{16E40}-\u{16E9A}\u{16F00}-\u{16F4A}\u{16F50}-\u{16F87}\u{16F93}-\u{16F9F}\u{16FE0}\u{16FE1}\u{16FE3}\u{16FF0}\u{16FF1}\u{17000}-\u{187F7}\u{18800}-\u{18CD5}\u{18CFF}-\u{18D08}\u{1AFF0}-\u{1AFF3}\u{1AFF5}-\u{1AFFB}\u{1AFFD}\u{1AFFE}\u{1B000}-\u{1B122}\u{1B132}\u{1B150}-\u{1B152}\u{1B155}\u{1B164}-\u{1B167}\u{1B170}-\u{1B2FB}\u{1BC00}-\u{1BC6A}\u{1BC70}-\u{1BC7C}\u{1BC80}-\u{1BC88}\u{1BC90}-\u{1BC99}\u{1BC9C}\u{1BC9F}\u{1CCD6}-\u{1CCF9}\u{1CF50}-\u{1CFC3}\u{1D000}-\u{1D0F5}\u{1D100}-\u{1D126}\u{1D129}-\u{1D166}\u{1D16A}-\u{1D172}\u{1D183}\u{1D184}\u{1D18C}-\u{1D1A9}\u{1D1AE}-\u{1D1E8}\u{1D2C0}-\u{1D2D3}\u{1D2E0}-\u{1D2F3}\u{1D360}-\u{1D378}\u{1D400}-\u{1D454}\u{1D456}-\u{1D49C}\u{1D49E}\u{1D49F}\u{1D4A2}\u{1D4A5}\u{1D4A6}\u{1D4A9}-\u{1D4AC}\u{1D4AE}-\u{1D4B9}\u{1D4BB}\u{1D4BD}-\u{1D4C3}\u{1D4C5}-\u{1D505}\u{1D507}-\u{1D50A}\u{1D50D}-\u{1D514}\u{1D516}-\u{1D51C}\u{1D51E}-\u{1D539}\u{1D53B}-\u{1D53E}\u{1D540}-\u{1D544}\u{1D546}\u{1D54A}-\u{1D550}\u{1D552}-\u{1D6A5}\u{1D6A8}-\u{1D6C0}\u{1D6C2}-\u{1D6DA}\u{1D6DC}-\u{1D6FA}\u{1D6FC}-\u{1D714}\u{1D716}-\u{1D734}\u{1D736}-\u{1D74E}\u{1D750}-\u{1D76E}\u{1D770}-\u{1D788}\u{1D78A}-\u{1D7A8}\u{1D7AA}-\u{1D7C2}\u{1D7C4}-\u{1D7CB}\u{1D7CE}-\u{1D9FF}\u{1DA37}-\u{1DA3A}\u{1DA6D}-\u{1DA74}\u{1DA76}-\u{1DA83}\u{1DA85}-\u{1DA8B}\u{1DF00}-\u{1DF1E}\u{1DF25}-\u{1DF2A}\u{1E030}-\u{1E06D}\u{1E100}-\u{1E12C}\u{1E137}-\u{1E13D}\u{1E140}-\u{1E149}\u{1E14E}\u{1E14F}\u{1E290}-\u{1E2AD}\u{1E2C0}-\u{1E2EB}\u{1E2F0}-\u{1E2F9}\u{1E4D0}-\u{1E4EB}\u{1E4F0}-\u{1E4F9}\u{1E5D0}-\u{1E5ED}\u{1E5F0}-\u{1E5FA}\u{1E5FF}\u{1E7E0}-\u{1E7E6}\u{1E7E8}-\u{1E7EB}\u{1E7ED}\u{1E7EE}\u{1E7F0}-\u{1E7FE}\u{1F100}-\u{1F10A}\u{1F110}-\u{1F12E}\u{1F130}-\u{1F169}\u{1F170}-\u{1F1AC}\u{1F1E6}-\u{1F202}\u{1F210}-\u{1F23B}\u{1F240}-\u{1F248}\u{1F250}\u{1F251}\u{1FBF0}-\u{1FBF9}\u{20000}-\u{2A6DF}\u{2A700}-\u{2B739}\u{2B740}-\u{2B81D}\u{2B820}-\u{2CEA1}\u{2CEB0}-\u{2EBE0}\u{2EBF0}-\u{2EE5D}\u{2F800}-\u{2FA1D}\u{30000}-\u{3134A}\u{31350}-\u{323AF}\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}][\u0300-\u036F\u0483-\u0489\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u0711\u0730-\u074A\u07A6-\u07B0\u07EB-\u07F3\u07FD\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D\u0859-\u085B\u0897-\u089F\u08CA-\u08E1\u08E3-\u0902\u093A\u093C\u0941-\u0948\u094D\u0951-\u0957\u0962\u0963\u0981\u09BC\u09C1-\u09C4\u09CD\u09E2\u09E3\u09FE\u0A01\u0A02\u0A3C\u0A41\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A70\u0A71\u0A75\u0A81\u0A82\u0ABC\u0AC1-\u0AC5\u0AC7\u0AC8\u0ACD\u0AE2\u0AE3\u0AFA-\u0AFF\u0B01\u0B3C\u0B3F\u0B41-\u0B44\u0B4D\u0B55\u0B56\u0B62\u0B63\u0B82\u0BC0\u0BCD\u0C00\u0C04\u0C3C\u0C3E-\u0C40\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C62\u0C63\u0C81\u0CBC\u0CCC\u0CCD\u0CE2\u0CE3\u0D00\u0D01\u0D3B\u0D3C\u0D41-\u0D44\u0D4D\u0D62\u0D63\u0D81\u0DCA\u0DD2-\u0DD4\u0DD6\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECE\u0F18\u0F19\u0F35\u0F37\u0F39\u0F71-\u0F7E\u0F80-\u0F84\u0F86\u0F87\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102D-\u1030\u1032-\u1037\u1039\u103A\u103D\u103E\u1058\u1059\u105E-\u1060\u1071-\u1074\u1082\u1085\u1086\u108D\u109D\u135D-\u135F\u1712-\u1714\u1732\u1733\u1752\u1753\u1772\u1773\u17B4\u17B5\u17B7-\u17BD\u17C6\u17C9-\u17D3\u17DD\u180B-\u180D\u180F\u1885\u1886\u18A9\u1920-\u1922\u1927\u1928\u1932\u1939-\u193B\u1A17\u1A18\u1A1B\u1A56\u1A58-\u1A5E\u1A60\u1A62\u1A65-\u1A6C\u1A73-\u1A7C\u1A7F\u1AB0-\u1ACE\u1B00-\u1B03\u1B34\u1B36-\u1B3A\u1B3C\u1B42\u1B6B-\u1B73\u1B80\u1B81\u1BA2-\u1BA5\u1BA8\u1BA9\u1BAB-\u1BAD\u1BE6\u1BE8\u1BE9\u1BED\u1BEF-\u1BF1\u1C2C-\u1C33\u1C36\u1C37\u1CD0-\u1CD2\u1CD4-\u1CE0\u1CE2-\u1CE8\u1CED\u1CF4\u1CF8\u1CF9\u1DC0-\u1DFF\u20D0-\u20F0\u2CEF-\u2CF1\u2D7F\u2DE0-\u2DFF\u302A-\u302D\u3099\u309A\uA66F-\uA672\uA674-\uA67D\uA69E\uA69F\uA6F0\uA6F1\uA802\uA806\uA80B\uA825\uA826\uA82C\uA8C4\uA8C5\uA8E0-\uA8F1\uA8FF\uA926-\uA92D\uA947-\uA951\uA980-\uA982\uA9B3\uA9B6-\uA9B9\uA9BC\uA9BD\uA9E5\uAA29-\uAA2E\uAA31\uAA32\uAA35\uAA36\uAA43\uAA4C\uAA7C\uAAB0\uAAB2-\uAAB4\uAAB7\uAAB8\uAABE\uAABF\uAAC1\uAAEC\uAAED\uAAF6\uABE5\uABE8\uABED\uFB1E\uFE00-\uFE0F\uFE20-\uFE2F\u{101FD}\u{102E0}\u{10376}-\u{1037A}\u{10A01}-\u{10A03}\u{10A05}\u{10A06}\u{10A0C}-\u{10A0F}\u{10A38}-\u{10A3A}\u{10A3F}\u{10AE5}\u{10AE6}\u{10D24}-\u{10D27}\u{10D69}-\u{10D6D}\u{10EAB}\u{10EAC}\u{10EFC}-\u{10EFF}\u{10F46}-\u{10F50}\u{10F82}-\u{10F85}\u{11001}\u{11038}-\u{11046}\u{11070}\u{11073}\u{11074}\u{1107F}-\u{11081}\u{110B3}-\u{110B6}\u{110B9}\u{110BA}\u{110C2}\u{11100}-\u{11102}\u{11127}-\u{1112B}\u{1112D}-\u{11134}\u{11173}\u{11180}\u{11181}\u{111B6}-\u{111BE}\u{111C9}-\u{111CC}\u{111CF}\u{1122F}-\u{11231}\u{11234}\u{11236}\u{11237}\u{1123E}\u{11241}\u{112DF}\u{112E3}-\u{112EA}\u{11300}\u{11301}\u{1133B}\u{1133C}\u{11340}\u{11366}-\u{1136C}\u{11370}-\u{11374}\u{113BB}-\u{113C0}\u{113CE}\u{113D0}\u{113D2}\u{113E1}\u{113E2}\u{11438}-\u{1143F}\u{11442}-\u{11444}\u{11446}\u{1145E}\u{114B3}-\u{114B8}\u{114BA}\u{114BF}\u{114C0}\u{114C2}\u{114C3}\u{115B2}-\u{115B5}\u{115BC}\u{115BD}\u{115BF}\u{115C0}\u{115DC}\u{115DD}\u{11633}-\u{1163A}\u{1163D}\u{1163F}\u{11640}\u{116AB}\u{116AD}\u{116B0}-\u{116B5}\u{116B7}\u{1171D}\u{1171F}\u{11722}-\u{11725}\u{11727}-\u{1172B}\u{1182F}-\u{11837}\u{11839}\u{1183A}\u{1193B}\u{1193C}\u{1193E}\u{11943}\u{119D4}-\u{119D7}\u{119DA}\u{119DB}\u{119E0}\u{11A01}-\u{11A06}\u{11A09}\u{11A0A}\u{11A33}-\u{11A38}\u{11A3B}-\u{11A3E}\u{11A47}\u{11A51}-\u{11A56}\u{11A59}-\u{11A5B}\u{11A8A}-\u{11A96}\u{11A98}\u{11A99}\u{11C30}-\u{11C36}\u{11C38}-\u{11C3D}\u{11C92}-\u{11CA7}\u{11CAA}-\u{11CB0}\u{11CB2}\u{11CB3}\u{11CB5}\u{11CB6}\u{11D31}-\u{11D36}\u{11D3A}\u{11D3C}\u{11D3D}\u{11D3F}-\u{11D45}\u{11D47}\u{11D90}\u{11D91}\u{11D95}\u{11D97}\u{11EF3}\u{11EF4}\u{11F00}\u{11F01}\u{11F36}-\u{11F3A}\u{11F40}\u{11F42}\u{11F5A}\u{13440}\u{13447}-\u{13455}\u{1611E}-\u{16129}\u{1612D}-\u{1612F}\u{16AF0}-\u{16AF4}\u{16B30}-\u{16B36}\u{16F4F}\u{16F8F}-\u{16F92}\u{16FE4}\u{1BC9D}\u{1BC9E}\u{1CF00}-\u{1CF2D}\u{1CF30}-\u{1CF46}\u{1D167}-\u{1D169}\u{1D17B}-\u{1D182}\u{1D185}-\u{1D18B}\u{1D1AA}-\u{1D1AD}\u{1D242}-\u{1D244}\u{1DA00}-\u{1DA36}\u{1DA3B}-\u{1DA6C}\u{1DA75}\u{1DA84}\u{1DA9B}-\u{1DA9F}\u{1DAA1}-\u{1DAAF}\u{1E000}-\u{1E006}\u{1E008}-\u{1E018}\u{1E01B}-\u{1E021}\u{1E023}\u{1E024}\u{1E026}-\u{1E02A}\u{1E08F}\u{1E130}-\u{1E136}\u{1E2AE}\u{1E2EC}-\u{1E2EF}\u{1E4EC}-\u{1E4EF}\u{1E5EE}\u{1E5EF}\u{1E8D0}-\u{1E8D6}\u{1E944}-\u{1E94A}\u{E0100}-\u{E01EF}]*$/u;
    module.exports = {
      combiningMarks,
      combiningClassVirama,
      validZWNJ,
      bidiDomain,
      bidiS1LTR,
      bidiS1RTL,
      bidiS2,
      bidiS3,
      bidiS4EN,
      bidiS4AN,
      bidiS5,
      bidiS6,
    };
  },
});

// ../../node_modules/.pnpm/tr46@5.1.1/node_modules/tr46/lib/mappingTable.json
var require_mappingTable = __commonJS({
  '../../node_modules/.pnpm/tr46@5.1.1/node_modules/tr46/lib/mappingTable.json'(exports, module) {
    module.exports = [
      [[0, 44], 2],
      [[45, 46], 2],
      [47, 2],
      [[48, 57], 2],
      [[58, 64], 2],
      [65, 1, 'a'],
      [66, 1, 'b'],
      [67, 1, 'c'],
      [68, 1, 'd'],
      [69, 1, 'e'],
      [70, 1, 'f'],
      [71, 1, 'g'],
      [72, 1, 'h'],
      [73, 1, 'i'],
      [74, 1, 'j'],
      [75, 1, 'k'],
      [76, 1, 'l'],
      [77, 1, 'm'],
      [78, 1, 'n'],
      [79, 1, 'o'],
      [80, 1, 'p'],
      [81, 1, 'q'],
      [82, 1, 'r'],
      [83, 1, 's'],
      [84, 1, 't'],
      [85, 1, 'u'],
      [86, 1, 'v'],
      [87, 1, 'w'],
      [88, 1, 'x'],
      [89, 1, 'y'],
      [90, 1, 'z'],
      [[91, 96], 2],
      [[97, 122], 2],
      [[123, 127], 2],
      [[128, 159], 3],
      [160, 1, ' '],
      [[161, 167], 2],
      [168, 1, ' \u0308'],
      [169, 2],
      [170, 1, 'a'],
      [[171, 172], 2],
      [173, 7],
      [174, 2],
      [175, 1, ' \u0304'],
      [[176, 177], 2],
      [178, 1, '2'],
      [179, 1, '3'],
      [180, 1, ' \u0301'],
      [181, 1, '\u03BC'],
      [182, 2],
      [183, 2],
      [184, 1, ' \u0327'],
      [185, 1, '1'],
      [186, 1, 'o'],
      [187, 2],
      [188, 1, '1\u20444'],
      [189, 1, '1\u20442'],
      [190, 1, '3\u20444'],
      [191, 2],
      [192, 1, '\xE0'],
      [193, 1, '\xE1'],
      [194, 1, '\xE2'],
      [195, 1, '\xE3'],
      [196, 1, '\xE4'],
      [197, 1, '\xE5'],
      [198, 1, '\xE6'],
      [199, 1, '\xE7'],
      [200, 1, '\xE8'],
      [201, 1, '\xE9'],
      [202, 1, '\xEA'],
      [203, 1, '\xEB'],
      [204, 1, '\xEC'],
      [205, 1, '\xED'],
      [206, 1, '\xEE'],
      [207, 1, '\xEF'],
      [208, 1, '\xF0'],
      [209, 1, '\xF1'],
      [210, 1, '\xF2'],
      [211, 1, '\xF3'],
      [212, 1, '\xF4'],
      [213, 1, '\xF5'],
      [214, 1, '\xF6'],
      [215, 2],
      [216, 1, '\xF8'],
      [217, 1, '\xF9'],
      [218, 1, '\xFA'],
      [219, 1, '\xFB'],
      [220, 1, '\xFC'],
      [221, 1, '\xFD'],
      [222, 1, '\xFE'],
      [223, 6, 'ss'],
      [[224, 246], 2],
      [247, 2],
      [[248, 255], 2],
      [256, 1, '\u0101'],
      [257, 2],
      [258, 1, '\u0103'],
      [259, 2],
      [260, 1, '\u0105'],
      [261, 2],
      [262, 1, '\u0107'],
      [263, 2],
      [264, 1, '\u0109'],
      [265, 2],
      [266, 1, '\u010B'],
      [267, 2],
      [268, 1, '\u010D'],
      [269, 2],
      [270, 1, '\u010F'],
      [271, 2],
      [272, 1, '\u0111'],
      [273, 2],
      [274, 1, '\u0113'],
      [275, 2],
      [276, 1, '\u0115'],
      [277, 2],
      [278, 1, '\u0117'],
      [279, 2],
      [280, 1, '\u0119'],
      [281, 2],
      [282, 1, '\u011B'],
      [283, 2],
      [284, 1, '\u011D'],
      [285, 2],
      [286, 1, '\u011F'],
      [287, 2],
      [288, 1, '\u0121'],
      [289, 2],
      [290, 1, '\u0123'],
      [291, 2],
      [292, 1, '\u0125'],
      [293, 2],
      [294, 1, '\u0127'],
      [295, 2],
      [296, 1, '\u0129'],
      [297, 2],
      [298, 1, '\u012B'],
      [299, 2],
      [300, 1, '\u012D'],
      [301, 2],
      [302, 1, '\u012F'],
      [303, 2],
      [304, 1, 'i\u0307'],
      [305, 2],
      [[306, 307], 1, 'ij'],
      [308, 1, '\u0135'],
      [309, 2],
      [310, 1, '\u0137'],
      [[311, 312], 2],
      [313, 1, '\u013A'],
      [314, 2],
      [315, 1, '\u013C'],
      [316, 2],
      [317, 1, '\u013E'],
      [318, 2],
      [[319, 320], 1, 'l\xB7'],
      [321, 1, '\u0142'],
      [322, 2],
      [323, 1, '\u0144'],
      [324, 2],
      [325, 1, '\u0146'],
      [326, 2],
      [327, 1, '\u0148'],
      [328, 2],
      [329, 1, '\u02BCn'],
      [330, 1, '\u014B'],
      [331, 2],
      [332, 1, '\u014D'],
      [333, 2],
      [334, 1, '\u014F'],
      [335, 2],
      [336, 1, '\u0151'],
      [337, 2],
      [338, 1, '\u0153'],
      [339, 2],
      [340, 1, '\u0155'],
      [341, 2],
      [342, 1, '\u0157'],
      [343, 2],
      [344, 1, '\u0159'],
      [345, 2],
      [346, 1, '\u015B'],
      [347, 2],
      [348, 1, '\u015D'],
      [349, 2],
      [350, 1, '\u015F'],
      [351, 2],
      [352, 1, '\u0161'],
      [353, 2],
      [354, 1, '\u0163'],
      [355, 2],
      [356, 1, '\u0165'],
      [357, 2],
      [358, 1, '\u0167'],
      [359, 2],
      [360, 1, '\u0169'],
      [361, 2],
      [362, 1, '\u016B'],
      [363, 2],
      [364, 1, '\u016D'],
      [365, 2],
      [366, 1, '\u016F'],
      [367, 2],
      [368, 1, '\u0171'],
      [369, 2],
      [370, 1, '\u0173'],
      [371, 2],
      [372, 1, '\u0175'],
      [373, 2],
      [374, 1, '\u0177'],
      [375, 2],
      [376, 1, '\xFF'],
      [377, 1, '\u017A'],
      [378, 2],
      [379, 1, '\u017C'],
      [380, 2],
      [381, 1, '\u017E'],
      [382, 2],
      [383, 1, 's'],
      [384, 2],
      [385, 1, '\u0253'],
      [386, 1, '\u0183'],
      [387, 2],
      [388, 1, '\u0185'],
      [389, 2],
      [390, 1, '\u0254'],
      [391, 1, '\u0188'],
      [392, 2],
      [393, 1, '\u0256'],
      [394, 1, '\u0257'],
      [395, 1, '\u018C'],
      [[396, 397], 2],
      [398, 1, '\u01DD'],
      [399, 1, '\u0259'],
      [400, 1, '\u025B'],
      [401, 1, '\u0192'],
      [402, 2],
      [403, 1, '\u0260'],
      [404, 1, '\u0263'],
      [405, 2],
      [406, 1, '\u0269'],
      [407, 1, '\u0268'],
      [408, 1, '\u0199'],
      [[409, 411], 2],
      [412, 1, '\u026F'],
      [413, 1, '\u0272'],
      [414, 2],
      [415, 1, '\u0275'],
      [416, 1, '\u01A1'],
      [417, 2],
      [418, 1, '\u01A3'],
      [419, 2],
      [420, 1, '\u01A5'],
      [421, 2],
      [422, 1, '\u0280'],
      [423, 1, '\u01A8'],
      [424, 2],
      [425, 1, '\u0283'],
      [[426, 427], 2],
      [428, 1, '\u01AD'],
      [429, 2],
      [430, 1, '\u0288'],
      [431, 1, '\u01B0'],
      [432, 2],
      [433, 1, '\u028A'],
      [434, 1, '\u028B'],
      [435, 1, '\u01B4'],
      [436, 2],
      [437, 1, '\u01B6'],
      [438, 2],
      [439, 1, '\u0292'],
      [440, 1, '\u01B9'],
      [[441, 443], 2],
      [444, 1, '\u01BD'],
      [[445, 451], 2],
      [[452, 454], 1, 'd\u017E'],
      [[455, 457], 1, 'lj'],
      [[458, 460], 1, 'nj'],
      [461, 1, '\u01CE'],
      [462, 2],
      [463, 1, '\u01D0'],
      [464, 2],
      [465, 1, '\u01D2'],
      [466, 2],
      [467, 1, '\u01D4'],
      [468, 2],
      [469, 1, '\u01D6'],
      [470, 2],
      [471, 1, '\u01D8'],
      [472, 2],
      [473, 1, '\u01DA'],
      [474, 2],
      [475, 1, '\u01DC'],
      [[476, 477], 2],
      [478, 1, '\u01DF'],
      [479, 2],
      [480, 1, '\u01E1'],
      [481, 2],
      [482, 1, '\u01E3'],
      [483, 2],
      [484, 1, '\u01E5'],
      [485, 2],
      [486, 1, '\u01E7'],
      [487, 2],
      [488, 1, '\u01E9'],
      [489, 2],
      [490, 1, '\u01EB'],
      [491, 2],
      [492, 1, '\u01ED'],
      [493, 2],
      [494, 1, '\u01EF'],
      [[495, 496], 2],
      [[497, 499], 1, 'dz'],
      [500, 1, '\u01F5'],
      [501, 2],
      [502, 1, '\u0195'],
      [503, 1, '\u01BF'],
      [504, 1, '\u01F9'],
      [505, 2],
      [506, 1, '\u01FB'],
      [507, 2],
      [508, 1, '\u01FD'],
      [509, 2],
      [510, 1, '\u01FF'],
      [511, 2],
      [512, 1, '\u0201'],
      [513, 2],
      [514, 1, '\u0203'],
      [515, 2],
      [516, 1, '\u0205'],
      [517, 2],
      [518, 1, '\u0207'],
      [519, 2],
      [520, 1, '\u0209'],
      [521, 2],
      [522, 1, '\u020B'],
      [523, 2],
      [524, 1, '\u020D'],
      [525, 2],
      [526, 1, '\u020F'],
      [527, 2],
      [528, 1, '\u0211'],
      [529, 2],
      [530, 1, '\u0213'],
      [531, 2],
      [532, 1, '\u0215'],
      [533, 2],
      [534, 1, '\u0217'],
      [535, 2],
      [536, 1, '\u0219'],
      [537, 2],
      [538, 1, '\u021B'],
      [539, 2],
      [540, 1, '\u021D'],
      [541, 2],
      [542, 1, '\u021F'],
      [543, 2],
      [544, 1, '\u019E'],
      [545, 2],
      [546, 1, '\u0223'],
      [547, 2],
      [548, 1, '\u0225'],
      [549, 2],
      [550, 1, '\u0227'],
      [551, 2],
      [552, 1, '\u0229'],
      [553, 2],
      [554, 1, '\u022B'],
      [555, 2],
      [556, 1, '\u022D'],
      [557, 2],
      [558, 1, '\u022F'],
      [559, 2],
      [560, 1, '\u0231'],
      [561, 2],
      [562, 1, '\u0233'],
      [563, 2],
      [[564, 566], 2],
      [[567, 569], 2],
      [570, 1, '\u2C65'],
      [571, 1, '\u023C'],
      [572, 2],
      [573, 1, '\u019A'],
      [574, 1, '\u2C66'],
      [[575, 576], 2],
      [577, 1, '\u0242'],
      [578, 2],
      [579, 1, '\u0180'],
      [580, 1, '\u0289'],
      [581, 1, '\u028C'],
      [582, 1, '\u0247'],
      [583, 2],
      [584, 1, '\u0249'],
      [585, 2],
      [586, 1, '\u024B'],
      [587, 2],
      [588, 1, '\u024D'],
      [589, 2],
      [590, 1, '\u024F'],
      [591, 2],
      [[592, 680], 2],
      [[681, 685], 2],
      [[686, 687], 2],
      [688, 1, 'h'],
      [689, 1, '\u0266'],
      [690, 1, 'j'],
      [691, 1, 'r'],
      [692, 1, '\u0279'],
      [693, 1, '\u027B'],
      [694, 1, '\u0281'],
      [695, 1, 'w'],
      [696, 1, 'y'],
      [[697, 705], 2],
      [[706, 709], 2],
      [[710, 721], 2],
      [[722, 727], 2],
      [728, 1, ' \u0306'],
      [729, 1, ' \u0307'],
      [730, 1, ' \u030A'],
      [731, 1, ' \u0328'],
      [732, 1, ' \u0303'],
      [733, 1, ' \u030B'],
      [734, 2],
      [735, 2],
      [736, 1, '\u0263'],
      [737, 1, 'l'],
      [738, 1, 's'],
      [739, 1, 'x'],
      [740, 1, '\u0295'],
      [[741, 745], 2],
      [[746, 747], 2],
      [748, 2],
      [749, 2],
      [750, 2],
      [[751, 767], 2],
      [[768, 831], 2],
      [832, 1, '\u0300'],
      [833, 1, '\u0301'],
      [834, 2],
      [835, 1, '\u0313'],
      [836, 1, '\u0308\u0301'],
      [837, 1, '\u03B9'],
      [[838, 846], 2],
      [847, 7],
      [[848, 855], 2],
      [[856, 860], 2],
      [[861, 863], 2],
      [[864, 865], 2],
      [866, 2],
      [[867, 879], 2],
      [880, 1, '\u0371'],
      [881, 2],
      [882, 1, '\u0373'],
      [883, 2],
      [884, 1, '\u02B9'],
      [885, 2],
      [886, 1, '\u0377'],
      [887, 2],
      [[888, 889], 3],
      [890, 1, ' \u03B9'],
      [[891, 893], 2],
      [894, 1, ';'],
      [895, 1, '\u03F3'],
      [[896, 899], 3],
      [900, 1, ' \u0301'],
      [901, 1, ' \u0308\u0301'],
      [902, 1, '\u03AC'],
      [903, 1, '\xB7'],
      [904, 1, '\u03AD'],
      [905, 1, '\u03AE'],
      [906, 1, '\u03AF'],
      [907, 3],
      [908, 1, '\u03CC'],
      [909, 3],
      [910, 1, '\u03CD'],
      [911, 1, '\u03CE'],
      [912, 2],
      [913, 1, '\u03B1'],
      [914, 1, '\u03B2'],
      [915, 1, '\u03B3'],
      [916, 1, '\u03B4'],
      [917, 1, '\u03B5'],
      [918, 1, '\u03B6'],
      [919, 1, '\u03B7'],
      [920, 1, '\u03B8'],
      [921, 1, '\u03B9'],
      [922, 1, '\u03BA'],
      [923, 1, '\u03BB'],
      [924, 1, '\u03BC'],
      [925, 1, '\u03BD'],
      [926, 1, '\u03BE'],
      [927, 1, '\u03BF'],
      [928, 1, '\u03C0'],
      [929, 1, '\u03C1'],
      [930, 3],
      [931, 1, '\u03C3'],
      [932, 1, '\u03C4'],
      [933, 1, '\u03C5'],
      [934, 1, '\u03C6'],
      [935, 1, '\u03C7'],
      [936, 1, '\u03C8'],
      [937, 1, '\u03C9'],
      [938, 1, '\u03CA'],
      [939, 1, '\u03CB'],
      [[940, 961], 2],
      [962, 6, '\u03C3'],
      [[963, 974], 2],
      [975, 1, '\u03D7'],
      [976, 1, '\u03B2'],
      [977, 1, '\u03B8'],
      [978, 1, '\u03C5'],
      [979, 1, '\u03CD'],
      [980, 1, '\u03CB'],
      [981, 1, '\u03C6'],
      [982, 1, '\u03C0'],
      [983, 2],
      [984, 1, '\u03D9'],
      [985, 2],
      [986, 1, '\u03DB'],
      [987, 2],
      [988, 1, '\u03DD'],
      [989, 2],
      [990, 1, '\u03DF'],
      [991, 2],
      [992, 1, '\u03E1'],
      [993, 2],
      [994, 1, '\u03E3'],
      [995, 2],
      [996, 1, '\u03E5'],
      [997, 2],
      [998, 1, '\u03E7'],
      [999, 2],
      [1e3, 1, '\u03E9'],
      [1001, 2],
      [1002, 1, '\u03EB'],
      [1003, 2],
      [1004, 1, '\u03ED'],
      [1005, 2],
      [1006, 1, '\u03EF'],
      [1007, 2],
      [1008, 1, '\u03BA'],
      [1009, 1, '\u03C1'],
      [1010, 1, '\u03C3'],
      [1011, 2],
      [1012, 1, '\u03B8'],
      [1013, 1, '\u03B5'],
      [1014, 2],
      [1015, 1, '\u03F8'],
      [1016, 2],
      [1017, 1, '\u03C3'],
      [1018, 1, '\u03FB'],
      [1019, 2],
      [1020, 2],
      [1021, 1, '\u037B'],
      [1022, 1, '\u037C'],
      [1023, 1, '\u037D'],
      [1024, 1, '\u0450'],
      [1025, 1, '\u0451'],
      [1026, 1, '\u0452'],
      [1027, 1, '\u0453'],
      [1028, 1, '\u0454'],
      [1029, 1, '\u0455'],
      [1030, 1, '\u0456'],
      [1031, 1, '\u0457'],
      [1032, 1, '\u0458'],
      [1033, 1, '\u0459'],
      [1034, 1, '\u045A'],
      [1035, 1, '\u045B'],
      [1036, 1, '\u045C'],
      [1037, 1, '\u045D'],
      [1038, 1, '\u045E'],
      [1039, 1, '\u045F'],
      [1040, 1, '\u0430'],
      [1041, 1, '\u0431'],
      [1042, 1, '\u0432'],
      [1043, 1, '\u0433'],
      [1044, 1, '\u0434'],
      [1045, 1, '\u0435'],
      [1046, 1, '\u0436'],
      [1047, 1, '\u0437'],
      [1048, 1, '\u0438'],
      [1049, 1, '\u0439'],
      [1050, 1, '\u043A'],
      [1051, 1, '\u043B'],
      [1052, 1, '\u043C'],
      [1053, 1, '\u043D'],
      [1054, 1, '\u043E'],
      [1055, 1, '\u043F'],
      [1056, 1, '\u0440'],
      [1057, 1, '\u0441'],
      [1058, 1, '\u0442'],
      [1059, 1, '\u0443'],
      [1060, 1, '\u0444'],
      [1061, 1, '\u0445'],
      [1062, 1, '\u0446'],
      [1063, 1, '\u0447'],
      [1064, 1, '\u0448'],
      [1065, 1, '\u0449'],
      [1066, 1, '\u044A'],
      [1067, 1, '\u044B'],
      [1068, 1, '\u044C'],
      [1069, 1, '\u044D'],
      [1070, 1, '\u044E'],
      [1071, 1, '\u044F'],
      [[1072, 1103], 2],
      [1104, 2],
      [[1105, 1116], 2],
      [1117, 2],
      [[1118, 1119], 2],
      [1120, 1, '\u0461'],
      [1121, 2],
      [1122, 1, '\u0463'],
      [1123, 2],
      [1124, 1, '\u0465'],
      [1125, 2],
      [1126, 1, '\u0467'],
      [1127, 2],
      [1128, 1, '\u0469'],
      [1129, 2],
      [1130, 1, '\u046B'],
      [1131, 2],
      [1132, 1, '\u046D'],
      [1133, 2],
      [1134, 1, '\u046F'],
      [1135, 2],
      [1136, 1, '\u0471'],
      [1137, 2],
      [1138, 1, '\u0473'],
      [1139, 2],
      [1140, 1, '\u0475'],
      [1141, 2],
      [1142, 1, '\u0477'],
      [1143, 2],
      [1144, 1, '\u0479'],
      [1145, 2],
      [1146, 1, '\u047B'],
      [1147, 2],
      [1148, 1, '\u047D'],
      [1149, 2],
      [1150, 1, '\u047F'],
      [1151, 2],
      [1152, 1, '\u0481'],
      [1153, 2],
      [1154, 2],
      [[1155, 1158], 2],
      [1159, 2],
      [[1160, 1161], 2],
      [1162, 1, '\u048B'],
      [1163, 2],
      [1164, 1, '\u048D'],
      [1165, 2],
      [1166, 1, '\u048F'],
      [1167, 2],
      [1168, 1, '\u0491'],
      [1169, 2],
      [1170, 1, '\u0493'],
      [1171, 2],
      [1172, 1, '\u0495'],
      [1173, 2],
      [1174, 1, '\u0497'],
      [1175, 2],
      [1176, 1, '\u0499'],
      [1177, 2],
      [1178, 1, '\u049B'],
      [1179, 2],
      [1180, 1, '\u049D'],
      [1181, 2],
      [1182, 1, '\u049F'],
      [1183, 2],
      [1184, 1, '\u04A1'],
      [1185, 2],
      [1186, 1, '\u04A3'],
      [1187, 2],
      [1188, 1, '\u04A5'],
      [1189, 2],
      [1190, 1, '\u04A7'],
      [1191, 2],
      [1192, 1, '\u04A9'],
      [1193, 2],
      [1194, 1, '\u04AB'],
      [1195, 2],
      [1196, 1, '\u04AD'],
      [1197, 2],
      [1198, 1, '\u04AF'],
      [1199, 2],
      [1200, 1, '\u04B1'],
      [1201, 2],
      [1202, 1, '\u04B3'],
      [1203, 2],
      [1204, 1, '\u04B5'],
      [1205, 2],
      [1206, 1, '\u04B7'],
      [1207, 2],
      [1208, 1, '\u04B9'],
      [1209, 2],
      [1210, 1, '\u04BB'],
      [1211, 2],
      [1212, 1, '\u04BD'],
      [1213, 2],
      [1214, 1, '\u04BF'],
      [1215, 2],
      [1216, 1, '\u04CF'],
      [1217, 1, '\u04C2'],
      [1218, 2],
      [1219, 1, '\u04C4'],
      [1220, 2],
      [1221, 1, '\u04C6'],
      [1222, 2],
      [1223, 1, '\u04C8'],
      [1224, 2],
      [1225, 1, '\u04CA'],
      [1226, 2],
      [1227, 1, '\u04CC'],
      [1228, 2],
      [1229, 1, '\u04CE'],
      [1230, 2],
      [1231, 2],
      [1232, 1, '\u04D1'],
      [1233, 2],
      [1234, 1, '\u04D3'],
      [1235, 2],
      [1236, 1, '\u04D5'],
      [1237, 2],
      [1238, 1, '\u04D7'],
      [1239, 2],
      [1240, 1, '\u04D9'],
      [1241, 2],
      [1242, 1, '\u04DB'],
      [1243, 2],
      [1244, 1, '\u04DD'],
      [1245, 2],
      [1246, 1, '\u04DF'],
      [1247, 2],
      [1248, 1, '\u04E1'],
      [1249, 2],
      [1250, 1, '\u04E3'],
      [1251, 2],
      [1252, 1, '\u04E5'],
      [1253, 2],
      [1254, 1, '\u04E7'],
      [1255, 2],
      [1256, 1, '\u04E9'],
      [1257, 2],
      [1258, 1, '\u04EB'],
      [1259, 2],
      [1260, 1, '\u04ED'],
      [1261, 2],
      [1262, 1, '\u04EF'],
      [1263, 2],
      [1264, 1, '\u04F1'],
      [1265, 2],
      [1266, 1, '\u04F3'],
      [1267, 2],
      [1268, 1, '\u04F5'],
      [1269, 2],
      [1270, 1, '\u04F7'],
      [1271, 2],
      [1272, 1, '\u04F9'],
      [1273, 2],
      [1274, 1, '\u04FB'],
      [1275, 2],
      [1276, 1, '\u04FD'],
      [1277, 2],
      [1278, 1, '\u04FF'],
      [1279, 2],
      [1280, 1, '\u0501'],
      [1281, 2],
      [1282, 1, '\u0503'],
      [1283, 2],
      [1284, 1, '\u0505'],
      [1285, 2],
      [1286, 1, '\u0507'],
      [1287, 2],
      [1288, 1, '\u0509'],
      [1289, 2],
      [1290, 1, '\u050B'],
      [1291, 2],
      [1292, 1, '\u050D'],
      [1293, 2],
      [1294, 1, '\u050F'],
      [1295, 2],
      [1296, 1, '\u0511'],
      [1297, 2],
      [1298, 1, '\u0513'],
      [1299, 2],
      [1300, 1, '\u0515'],
      [1301, 2],
      [1302, 1, '\u0517'],
      [1303, 2],
      [1304, 1, '\u0519'],
      [1305, 2],
      [1306, 1, '\u051B'],
      [1307, 2],
      [1308, 1, '\u051D'],
      [1309, 2],
      [1310, 1, '\u051F'],
      [1311, 2],
      [1312, 1, '\u0521'],
      [1313, 2],
      [1314, 1, '\u0523'],
      [1315, 2],
      [1316, 1, '\u0525'],
      [1317, 2],
      [1318, 1, '\u0527'],
      [1319, 2],
      [1320, 1, '\u0529'],
      [1321, 2],
      [1322, 1, '\u052B'],
      [1323, 2],
      [1324, 1, '\u052D'],
      [1325, 2],
      [1326, 1, '\u052F'],
      [1327, 2],
      [1328, 3],
      [1329, 1, '\u0561'],
      [1330, 1, '\u0562'],
      [1331, 1, '\u0563'],
      [1332, 1, '\u0564'],
      [1333, 1, '\u0565'],
      [1334, 1, '\u0566'],
      [1335, 1, '\u0567'],
      [1336, 1, '\u0568'],
      [1337, 1, '\u0569'],
      [1338, 1, '\u056A'],
      [1339, 1, '\u056B'],
      [1340, 1, '\u056C'],
      [1341, 1, '\u056D'],
      [1342, 1, '\u056E'],
      [1343, 1, '\u056F'],
      [1344, 1, '\u0570'],
      [1345, 1, '\u0571'],
      [1346, 1, '\u0572'],
      [1347, 1, '\u0573'],
      [1348, 1, '\u0574'],
      [1349, 1, '\u0575'],
      [1350, 1, '\u0576'],
      [1351, 1, '\u0577'],
      [1352, 1, '\u0578'],
      [1353, 1, '\u0579'],
      [1354, 1, '\u057A'],
      [1355, 1, '\u057B'],
      [1356, 1, '\u057C'],
      [1357, 1, '\u057D'],
      [1358, 1, '\u057E'],
      [1359, 1, '\u057F'],
      [1360, 1, '\u0580'],
      [1361, 1, '\u0581'],
      [1362, 1, '\u0582'],
      [1363, 1, '\u0583'],
      [1364, 1, '\u0584'],
      [1365, 1, '\u0585'],
      [1366, 1, '\u0586'],
      [[1367, 1368], 3],
      [1369, 2],
      [[1370, 1375], 2],
      [1376, 2],
      [[1377, 1414], 2],
      [1415, 1, '\u0565\u0582'],
      [1416, 2],
      [1417, 2],
      [1418, 2],
      [[1419, 1420], 3],
      [[1421, 1422], 2],
      [1423, 2],
      [1424, 3],
      [[1425, 1441], 2],
      [1442, 2],
      [[1443, 1455], 2],
      [[1456, 1465], 2],
      [1466, 2],
      [[1467, 1469], 2],
      [1470, 2],
      [1471, 2],
      [1472, 2],
      [[1473, 1474], 2],
      [1475, 2],
      [1476, 2],
      [1477, 2],
      [1478, 2],
      [1479, 2],
      [[1480, 1487], 3],
      [[1488, 1514], 2],
      [[1515, 1518], 3],
      [1519, 2],
      [[1520, 1524], 2],
      [[1525, 1535], 3],
      [[1536, 1539], 3],
      [1540, 3],
      [1541, 3],
      [[1542, 1546], 2],
      [1547, 2],
      [1548, 2],
      [[1549, 1551], 2],
      [[1552, 1557], 2],
      [[1558, 1562], 2],
      [1563, 2],
      [1564, 3],
      [1565, 2],
      [1566, 2],
      [1567, 2],
      [1568, 2],
      [[1569, 1594], 2],
      [[1595, 1599], 2],
      [1600, 2],
      [[1601, 1618], 2],
      [[1619, 1621], 2],
      [[1622, 1624], 2],
      [[1625, 1630], 2],
      [1631, 2],
      [[1632, 1641], 2],
      [[1642, 1645], 2],
      [[1646, 1647], 2],
      [[1648, 1652], 2],
      [1653, 1, '\u0627\u0674'],
      [1654, 1, '\u0648\u0674'],
      [1655, 1, '\u06C7\u0674'],
      [1656, 1, '\u064A\u0674'],
      [[1657, 1719], 2],
      [[1720, 1721], 2],
      [[1722, 1726], 2],
      [1727, 2],
      [[1728, 1742], 2],
      [1743, 2],
      [[1744, 1747], 2],
      [1748, 2],
      [[1749, 1756], 2],
      [1757, 3],
      [1758, 2],
      [[1759, 1768], 2],
      [1769, 2],
      [[1770, 1773], 2],
      [[1774, 1775], 2],
      [[1776, 1785], 2],
      [[1786, 1790], 2],
      [1791, 2],
      [[1792, 1805], 2],
      [1806, 3],
      [1807, 3],
      [[1808, 1836], 2],
      [[1837, 1839], 2],
      [[1840, 1866], 2],
      [[1867, 1868], 3],
      [[1869, 1871], 2],
      [[1872, 1901], 2],
      [[1902, 1919], 2],
      [[1920, 1968], 2],
      [1969, 2],
      [[1970, 1983], 3],
      [[1984, 2037], 2],
      [[2038, 2042], 2],
      [[2043, 2044], 3],
      [2045, 2],
      [[2046, 2047], 2],
      [[2048, 2093], 2],
      [[2094, 2095], 3],
      [[2096, 2110], 2],
      [2111, 3],
      [[2112, 2139], 2],
      [[2140, 2141], 3],
      [2142, 2],
      [2143, 3],
      [[2144, 2154], 2],
      [[2155, 2159], 3],
      [[2160, 2183], 2],
      [2184, 2],
      [[2185, 2190], 2],
      [2191, 3],
      [[2192, 2193], 3],
      [[2194, 2198], 3],
      [2199, 2],
      [[2200, 2207], 2],
      [2208, 2],
      [2209, 2],
      [[2210, 2220], 2],
      [[2221, 2226], 2],
      [[2227, 2228], 2],
      [2229, 2],
      [[2230, 2237], 2],
      [[2238, 2247], 2],
      [[2248, 2258], 2],
      [2259, 2],
      [[2260, 2273], 2],
      [2274, 3],
      [2275, 2],
      [[2276, 2302], 2],
      [2303, 2],
      [2304, 2],
      [[2305, 2307], 2],
      [2308, 2],
      [[2309, 2361], 2],
      [[2362, 2363], 2],
      [[2364, 2381], 2],
      [2382, 2],
      [2383, 2],
      [[2384, 2388], 2],
      [2389, 2],
      [[2390, 2391], 2],
      [2392, 1, '\u0915\u093C'],
      [2393, 1, '\u0916\u093C'],
      [2394, 1, '\u0917\u093C'],
      [2395, 1, '\u091C\u093C'],
      [2396, 1, '\u0921\u093C'],
      [2397, 1, '\u0922\u093C'],
      [2398, 1, '\u092B\u093C'],
      [2399, 1, '\u092F\u093C'],
      [[2400, 2403], 2],
      [[2404, 2405], 2],
      [[2406, 2415], 2],
      [2416, 2],
      [[2417, 2418], 2],
      [[2419, 2423], 2],
      [2424, 2],
      [[2425, 2426], 2],
      [[2427, 2428], 2],
      [2429, 2],
      [[2430, 2431], 2],
      [2432, 2],
      [[2433, 2435], 2],
      [2436, 3],
      [[2437, 2444], 2],
      [[2445, 2446], 3],
      [[2447, 2448], 2],
      [[2449, 2450], 3],
      [[2451, 2472], 2],
      [2473, 3],
      [[2474, 2480], 2],
      [2481, 3],
      [2482, 2],
      [[2483, 2485], 3],
      [[2486, 2489], 2],
      [[2490, 2491], 3],
      [2492, 2],
      [2493, 2],
      [[2494, 2500], 2],
      [[2501, 2502], 3],
      [[2503, 2504], 2],
      [[2505, 2506], 3],
      [[2507, 2509], 2],
      [2510, 2],
      [[2511, 2518], 3],
      [2519, 2],
      [[2520, 2523], 3],
      [2524, 1, '\u09A1\u09BC'],
      [2525, 1, '\u09A2\u09BC'],
      [2526, 3],
      [2527, 1, '\u09AF\u09BC'],
      [[2528, 2531], 2],
      [[2532, 2533], 3],
      [[2534, 2545], 2],
      [[2546, 2554], 2],
      [2555, 2],
      [2556, 2],
      [2557, 2],
      [2558, 2],
      [[2559, 2560], 3],
      [2561, 2],
      [2562, 2],
      [2563, 2],
      [2564, 3],
      [[2565, 2570], 2],
      [[2571, 2574], 3],
      [[2575, 2576], 2],
      [[2577, 2578], 3],
      [[2579, 2600], 2],
      [2601, 3],
      [[2602, 2608], 2],
      [2609, 3],
      [2610, 2],
      [2611, 1, '\u0A32\u0A3C'],
      [2612, 3],
      [2613, 2],
      [2614, 1, '\u0A38\u0A3C'],
      [2615, 3],
      [[2616, 2617], 2],
      [[2618, 2619], 3],
      [2620, 2],
      [2621, 3],
      [[2622, 2626], 2],
      [[2627, 2630], 3],
      [[2631, 2632], 2],
      [[2633, 2634], 3],
      [[2635, 2637], 2],
      [[2638, 2640], 3],
      [2641, 2],
      [[2642, 2648], 3],
      [2649, 1, '\u0A16\u0A3C'],
      [2650, 1, '\u0A17\u0A3C'],
      [2651, 1, '\u0A1C\u0A3C'],
      [2652, 2],
      [2653, 3],
      [2654, 1, '\u0A2B\u0A3C'],
      [[2655, 2661], 3],
      [[2662, 2676], 2],
      [2677, 2],
      [2678, 2],
      [[2679, 2688], 3],
      [[2689, 2691], 2],
      [2692, 3],
      [[2693, 2699], 2],
      [2700, 2],
      [2701, 2],
      [2702, 3],
      [[2703, 2705], 2],
      [2706, 3],
      [[2707, 2728], 2],
      [2729, 3],
      [[2730, 2736], 2],
      [2737, 3],
      [[2738, 2739], 2],
      [2740, 3],
      [[2741, 2745], 2],
      [[2746, 2747], 3],
      [[2748, 2757], 2],
      [2758, 3],
      [[2759, 2761], 2],
      [2762, 3],
      [[2763, 2765], 2],
      [[2766, 2767], 3],
      [2768, 2],
      [[2769, 2783], 3],
      [2784, 2],
      [[2785, 2787], 2],
      [[2788, 2789], 3],
      [[2790, 2799], 2],
      [2800, 2],
      [2801, 2],
      [[2802, 2808], 3],
      [2809, 2],
      [[2810, 2815], 2],
      [2816, 3],
      [[2817, 2819], 2],
      [2820, 3],
      [[2821, 2828], 2],
      [[2829, 2830], 3],
      [[2831, 2832], 2],
      [[2833, 2834], 3],
      [[2835, 2856], 2],
      [2857, 3],
      [[2858, 2864], 2],
      [2865, 3],
      [[2866, 2867], 2],
      [2868, 3],
      [2869, 2],
      [[2870, 2873], 2],
      [[2874, 2875], 3],
      [[2876, 2883], 2],
      [2884, 2],
      [[2885, 2886], 3],
      [[2887, 2888], 2],
      [[2889, 2890], 3],
      [[2891, 2893], 2],
      [[2894, 2900], 3],
      [2901, 2],
      [[2902, 2903], 2],
      [[2904, 2907], 3],
      [2908, 1, '\u0B21\u0B3C'],
      [2909, 1, '\u0B22\u0B3C'],
      [2910, 3],
      [[2911, 2913], 2],
      [[2914, 2915], 2],
      [[2916, 2917], 3],
      [[2918, 2927], 2],
      [2928, 2],
      [2929, 2],
      [[2930, 2935], 2],
      [[2936, 2945], 3],
      [[2946, 2947], 2],
      [2948, 3],
      [[2949, 2954], 2],
      [[2955, 2957], 3],
      [[2958, 2960], 2],
      [2961, 3],
      [[2962, 2965], 2],
      [[2966, 2968], 3],
      [[2969, 2970], 2],
      [2971, 3],
      [2972, 2],
      [2973, 3],
      [[2974, 2975], 2],
      [[2976, 2978], 3],
      [[2979, 2980], 2],
      [[2981, 2983], 3],
      [[2984, 2986], 2],
      [[2987, 2989], 3],
      [[2990, 2997], 2],
      [2998, 2],
      [[2999, 3001], 2],
      [[3002, 3005], 3],
      [[3006, 3010], 2],
      [[3011, 3013], 3],
      [[3014, 3016], 2],
      [3017, 3],
      [[3018, 3021], 2],
      [[3022, 3023], 3],
      [3024, 2],
      [[3025, 3030], 3],
      [3031, 2],
      [[3032, 3045], 3],
      [3046, 2],
      [[3047, 3055], 2],
      [[3056, 3058], 2],
      [[3059, 3066], 2],
      [[3067, 3071], 3],
      [3072, 2],
      [[3073, 3075], 2],
      [3076, 2],
      [[3077, 3084], 2],
      [3085, 3],
      [[3086, 3088], 2],
      [3089, 3],
      [[3090, 3112], 2],
      [3113, 3],
      [[3114, 3123], 2],
      [3124, 2],
      [[3125, 3129], 2],
      [[3130, 3131], 3],
      [3132, 2],
      [3133, 2],
      [[3134, 3140], 2],
      [3141, 3],
      [[3142, 3144], 2],
      [3145, 3],
      [[3146, 3149], 2],
      [[3150, 3156], 3],
      [[3157, 3158], 2],
      [3159, 3],
      [[3160, 3161], 2],
      [3162, 2],
      [[3163, 3164], 3],
      [3165, 2],
      [[3166, 3167], 3],
      [[3168, 3169], 2],
      [[3170, 3171], 2],
      [[3172, 3173], 3],
      [[3174, 3183], 2],
      [[3184, 3190], 3],
      [3191, 2],
      [[3192, 3199], 2],
      [3200, 2],
      [3201, 2],
      [[3202, 3203], 2],
      [3204, 2],
      [[3205, 3212], 2],
      [3213, 3],
      [[3214, 3216], 2],
      [3217, 3],
      [[3218, 3240], 2],
      [3241, 3],
      [[3242, 3251], 2],
      [3252, 3],
      [[3253, 3257], 2],
      [[3258, 3259], 3],
      [[3260, 3261], 2],
      [[3262, 3268], 2],
      [3269, 3],
      [[3270, 3272], 2],
      [3273, 3],
      [[3274, 3277], 2],
      [[3278, 3284], 3],
      [[3285, 3286], 2],
      [[3287, 3292], 3],
      [3293, 2],
      [3294, 2],
      [3295, 3],
      [[3296, 3297], 2],
      [[3298, 3299], 2],
      [[3300, 3301], 3],
      [[3302, 3311], 2],
      [3312, 3],
      [[3313, 3314], 2],
      [3315, 2],
      [[3316, 3327], 3],
      [3328, 2],
      [3329, 2],
      [[3330, 3331], 2],
      [3332, 2],
      [[3333, 3340], 2],
      [3341, 3],
      [[3342, 3344], 2],
      [3345, 3],
      [[3346, 3368], 2],
      [3369, 2],
      [[3370, 3385], 2],
      [3386, 2],
      [[3387, 3388], 2],
      [3389, 2],
      [[3390, 3395], 2],
      [3396, 2],
      [3397, 3],
      [[3398, 3400], 2],
      [3401, 3],
      [[3402, 3405], 2],
      [3406, 2],
      [3407, 2],
      [[3408, 3411], 3],
      [[3412, 3414], 2],
      [3415, 2],
      [[3416, 3422], 2],
      [3423, 2],
      [[3424, 3425], 2],
      [[3426, 3427], 2],
      [[3428, 3429], 3],
      [[3430, 3439], 2],
      [[3440, 3445], 2],
      [[3446, 3448], 2],
      [3449, 2],
      [[3450, 3455], 2],
      [3456, 3],
      [3457, 2],
      [[3458, 3459], 2],
      [3460, 3],
      [[3461, 3478], 2],
      [[3479, 3481], 3],
      [[3482, 3505], 2],
      [3506, 3],
      [[3507, 3515], 2],
      [3516, 3],
      [3517, 2],
      [[3518, 3519], 3],
      [[3520, 3526], 2],
      [[3527, 3529], 3],
      [3530, 2],
      [[3531, 3534], 3],
      [[3535, 3540], 2],
      [3541, 3],
      [3542, 2],
      [3543, 3],
      [[3544, 3551], 2],
      [[3552, 3557], 3],
      [[3558, 3567], 2],
      [[3568, 3569], 3],
      [[3570, 3571], 2],
      [3572, 2],
      [[3573, 3584], 3],
      [[3585, 3634], 2],
      [3635, 1, '\u0E4D\u0E32'],
      [[3636, 3642], 2],
      [[3643, 3646], 3],
      [3647, 2],
      [[3648, 3662], 2],
      [3663, 2],
      [[3664, 3673], 2],
      [[3674, 3675], 2],
      [[3676, 3712], 3],
      [[3713, 3714], 2],
      [3715, 3],
      [3716, 2],
      [3717, 3],
      [3718, 2],
      [[3719, 3720], 2],
      [3721, 2],
      [3722, 2],
      [3723, 3],
      [3724, 2],
      [3725, 2],
      [[3726, 3731], 2],
      [[3732, 3735], 2],
      [3736, 2],
      [[3737, 3743], 2],
      [3744, 2],
      [[3745, 3747], 2],
      [3748, 3],
      [3749, 2],
      [3750, 3],
      [3751, 2],
      [[3752, 3753], 2],
      [[3754, 3755], 2],
      [3756, 2],
      [[3757, 3762], 2],
      [3763, 1, '\u0ECD\u0EB2'],
      [[3764, 3769], 2],
      [3770, 2],
      [[3771, 3773], 2],
      [[3774, 3775], 3],
      [[3776, 3780], 2],
      [3781, 3],
      [3782, 2],
      [3783, 3],
      [[3784, 3789], 2],
      [3790, 2],
      [3791, 3],
      [[3792, 3801], 2],
      [[3802, 3803], 3],
      [3804, 1, '\u0EAB\u0E99'],
      [3805, 1, '\u0EAB\u0EA1'],
      [[3806, 3807], 2],
      [[3808, 3839], 3],
      [3840, 2],
      [[3841, 3850], 2],
      [3851, 2],
      [3852, 1, '\u0F0B'],
      [[3853, 3863], 2],
      [[3864, 3865], 2],
      [[3866, 3871], 2],
      [[3872, 3881], 2],
      [[3882, 3892], 2],
      [3893, 2],
      [3894, 2],
      [3895, 2],
      [3896, 2],
      [3897, 2],
      [[3898, 3901], 2],
      [[3902, 3906], 2],
      [3907, 1, '\u0F42\u0FB7'],
      [[3908, 3911], 2],
      [3912, 3],
      [[3913, 3916], 2],
      [3917, 1, '\u0F4C\u0FB7'],
      [[3918, 3921], 2],
      [3922, 1, '\u0F51\u0FB7'],
      [[3923, 3926], 2],
      [3927, 1, '\u0F56\u0FB7'],
      [[3928, 3931], 2],
      [3932, 1, '\u0F5B\u0FB7'],
      [[3933, 3944], 2],
      [3945, 1, '\u0F40\u0FB5'],
      [3946, 2],
      [[3947, 3948], 2],
      [[3949, 3952], 3],
      [[3953, 3954], 2],
      [3955, 1, '\u0F71\u0F72'],
      [3956, 2],
      [3957, 1, '\u0F71\u0F74'],
      [3958, 1, '\u0FB2\u0F80'],
      [3959, 1, '\u0FB2\u0F71\u0F80'],
      [3960, 1, '\u0FB3\u0F80'],
      [3961, 1, '\u0FB3\u0F71\u0F80'],
      [[3962, 3968], 2],
      [3969, 1, '\u0F71\u0F80'],
      [[3970, 3972], 2],
      [3973, 2],
      [[3974, 3979], 2],
      [[3980, 3983], 2],
      [[3984, 3986], 2],
      [3987, 1, '\u0F92\u0FB7'],
      [[3988, 3989], 2],
      [3990, 2],
      [3991, 2],
      [3992, 3],
      [[3993, 3996], 2],
      [3997, 1, '\u0F9C\u0FB7'],
      [[3998, 4001], 2],
      [4002, 1, '\u0FA1\u0FB7'],
      [[4003, 4006], 2],
      [4007, 1, '\u0FA6\u0FB7'],
      [[4008, 4011], 2],
      [4012, 1, '\u0FAB\u0FB7'],
      [4013, 2],
      [[4014, 4016], 2],
      [[4017, 4023], 2],
      [4024, 2],
      [4025, 1, '\u0F90\u0FB5'],
      [[4026, 4028], 2],
      [4029, 3],
      [[4030, 4037], 2],
      [4038, 2],
      [[4039, 4044], 2],
      [4045, 3],
      [4046, 2],
      [4047, 2],
      [[4048, 4049], 2],
      [[4050, 4052], 2],
      [[4053, 4056], 2],
      [[4057, 4058], 2],
      [[4059, 4095], 3],
      [[4096, 4129], 2],
      [4130, 2],
      [[4131, 4135], 2],
      [4136, 2],
      [[4137, 4138], 2],
      [4139, 2],
      [[4140, 4146], 2],
      [[4147, 4149], 2],
      [[4150, 4153], 2],
      [[4154, 4159], 2],
      [[4160, 4169], 2],
      [[4170, 4175], 2],
      [[4176, 4185], 2],
      [[4186, 4249], 2],
      [[4250, 4253], 2],
      [[4254, 4255], 2],
      [4256, 1, '\u2D00'],
      [4257, 1, '\u2D01'],
      [4258, 1, '\u2D02'],
      [4259, 1, '\u2D03'],
      [4260, 1, '\u2D04'],
      [4261, 1, '\u2D05'],
      [4262, 1, '\u2D06'],
      [4263, 1, '\u2D07'],
      [4264, 1, '\u2D08'],
      [4265, 1, '\u2D09'],
      [4266, 1, '\u2D0A'],
      [4267, 1, '\u2D0B'],
      [4268, 1, '\u2D0C'],
      [4269, 1, '\u2D0D'],
      [4270, 1, '\u2D0E'],
      [4271, 1, '\u2D0F'],
      [4272, 1, '\u2D10'],
      [4273, 1, '\u2D11'],
      [4274, 1, '\u2D12'],
      [4275, 1, '\u2D13'],
      [4276, 1, '\u2D14'],
      [4277, 1, '\u2D15'],
      [4278, 1, '\u2D16'],
      [4279, 1, '\u2D17'],
      [4280, 1, '\u2D18'],
      [4281, 1, '\u2D19'],
      [4282, 1, '\u2D1A'],
      [4283, 1, '\u2D1B'],
      [4284, 1, '\u2D1C'],
      [4285, 1, '\u2D1D'],
      [4286, 1, '\u2D1E'],
      [4287, 1, '\u2D1F'],
      [4288, 1, '\u2D20'],
      [4289, 1, '\u2D21'],
      [4290, 1, '\u2D22'],
      [4291, 1, '\u2D23'],
      [4292, 1, '\u2D24'],
      [4293, 1, '\u2D25'],
      [4294, 3],
      [4295, 1, '\u2D27'],
      [[4296, 4300], 3],
      [4301, 1, '\u2D2D'],
      [[4302, 4303], 3],
      [[4304, 4342], 2],
      [[4343, 4344], 2],
      [[4345, 4346], 2],
      [4347, 2],
      [4348, 1, '\u10DC'],
      [[4349, 4351], 2],
      [[4352, 4441], 2],
      [[4442, 4446], 2],
      [[4447, 4448], 7],
      [[4449, 4514], 2],
      [[4515, 4519], 2],
      [[4520, 4601], 2],
      [[4602, 4607], 2],
      [[4608, 4614], 2],
      [4615, 2],
      [[4616, 4678], 2],
      [4679, 2],
      [4680, 2],
      [4681, 3],
      [[4682, 4685], 2],
      [[4686, 4687], 3],
      [[4688, 4694], 2],
      [4695, 3],
      [4696, 2],
      [4697, 3],
      [[4698, 4701], 2],
      [[4702, 4703], 3],
      [[4704, 4742], 2],
      [4743, 2],
      [4744, 2],
      [4745, 3],
      [[4746, 4749], 2],
      [[4750, 4751], 3],
      [[4752, 4782], 2],
      [4783, 2],
      [4784, 2],
      [4785, 3],
      [[4786, 4789], 2],
      [[4790, 4791], 3],
      [[4792, 4798], 2],
      [4799, 3],
      [4800, 2],
      [4801, 3],
      [[4802, 4805], 2],
      [[4806, 4807], 3],
      [[4808, 4814], 2],
      [4815, 2],
      [[4816, 4822], 2],
      [4823, 3],
      [[4824, 4846], 2],
      [4847, 2],
      [[4848, 4878], 2],
      [4879, 2],
      [4880, 2],
      [4881, 3],
      [[4882, 4885], 2],
      [[4886, 4887], 3],
      [[4888, 4894], 2],
      [4895, 2],
      [[4896, 4934], 2],
      [4935, 2],
      [[4936, 4954], 2],
      [[4955, 4956], 3],
      [[4957, 4958], 2],
      [4959, 2],
      [4960, 2],
      [[4961, 4988], 2],
      [[4989, 4991], 3],
      [[4992, 5007], 2],
      [[5008, 5017], 2],
      [[5018, 5023], 3],
      [[5024, 5108], 2],
      [5109, 2],
      [[5110, 5111], 3],
      [5112, 1, '\u13F0'],
      [5113, 1, '\u13F1'],
      [5114, 1, '\u13F2'],
      [5115, 1, '\u13F3'],
      [5116, 1, '\u13F4'],
      [5117, 1, '\u13F5'],
      [[5118, 5119], 3],
      [5120, 2],
      [[5121, 5740], 2],
      [[5741, 5742], 2],
      [[5743, 5750], 2],
      [[5751, 5759], 2],
      [5760, 3],
      [[5761, 5786], 2],
      [[5787, 5788], 2],
      [[5789, 5791], 3],
      [[5792, 5866], 2],
      [[5867, 5872], 2],
      [[5873, 5880], 2],
      [[5881, 5887], 3],
      [[5888, 5900], 2],
      [5901, 2],
      [[5902, 5908], 2],
      [5909, 2],
      [[5910, 5918], 3],
      [5919, 2],
      [[5920, 5940], 2],
      [[5941, 5942], 2],
      [[5943, 5951], 3],
      [[5952, 5971], 2],
      [[5972, 5983], 3],
      [[5984, 5996], 2],
      [5997, 3],
      [[5998, 6e3], 2],
      [6001, 3],
      [[6002, 6003], 2],
      [[6004, 6015], 3],
      [[6016, 6067], 2],
      [[6068, 6069], 7],
      [[6070, 6099], 2],
      [[6100, 6102], 2],
      [6103, 2],
      [[6104, 6107], 2],
      [6108, 2],
      [6109, 2],
      [[6110, 6111], 3],
      [[6112, 6121], 2],
      [[6122, 6127], 3],
      [[6128, 6137], 2],
      [[6138, 6143], 3],
      [[6144, 6154], 2],
      [[6155, 6158], 7],
      [6159, 7],
      [[6160, 6169], 2],
      [[6170, 6175], 3],
      [[6176, 6263], 2],
      [6264, 2],
      [[6265, 6271], 3],
      [[6272, 6313], 2],
      [6314, 2],
      [[6315, 6319], 3],
      [[6320, 6389], 2],
      [[6390, 6399], 3],
      [[6400, 6428], 2],
      [[6429, 6430], 2],
      [6431, 3],
      [[6432, 6443], 2],
      [[6444, 6447], 3],
      [[6448, 6459], 2],
      [[6460, 6463], 3],
      [6464, 2],
      [[6465, 6467], 3],
      [[6468, 6469], 2],
      [[6470, 6509], 2],
      [[6510, 6511], 3],
      [[6512, 6516], 2],
      [[6517, 6527], 3],
      [[6528, 6569], 2],
      [[6570, 6571], 2],
      [[6572, 6575], 3],
      [[6576, 6601], 2],
      [[6602, 6607], 3],
      [[6608, 6617], 2],
      [6618, 2],
      [[6619, 6621], 3],
      [[6622, 6623], 2],
      [[6624, 6655], 2],
      [[6656, 6683], 2],
      [[6684, 6685], 3],
      [[6686, 6687], 2],
      [[6688, 6750], 2],
      [6751, 3],
      [[6752, 6780], 2],
      [[6781, 6782], 3],
      [[6783, 6793], 2],
      [[6794, 6799], 3],
      [[6800, 6809], 2],
      [[6810, 6815], 3],
      [[6816, 6822], 2],
      [6823, 2],
      [[6824, 6829], 2],
      [[6830, 6831], 3],
      [[6832, 6845], 2],
      [6846, 2],
      [[6847, 6848], 2],
      [[6849, 6862], 2],
      [[6863, 6911], 3],
      [[6912, 6987], 2],
      [6988, 2],
      [6989, 3],
      [[6990, 6991], 2],
      [[6992, 7001], 2],
      [[7002, 7018], 2],
      [[7019, 7027], 2],
      [[7028, 7036], 2],
      [[7037, 7038], 2],
      [7039, 2],
      [[7040, 7082], 2],
      [[7083, 7085], 2],
      [[7086, 7097], 2],
      [[7098, 7103], 2],
      [[7104, 7155], 2],
      [[7156, 7163], 3],
      [[7164, 7167], 2],
      [[7168, 7223], 2],
      [[7224, 7226], 3],
      [[7227, 7231], 2],
      [[7232, 7241], 2],
      [[7242, 7244], 3],
      [[7245, 7293], 2],
      [[7294, 7295], 2],
      [7296, 1, '\u0432'],
      [7297, 1, '\u0434'],
      [7298, 1, '\u043E'],
      [7299, 1, '\u0441'],
      [[7300, 7301], 1, '\u0442'],
      [7302, 1, '\u044A'],
      [7303, 1, '\u0463'],
      [7304, 1, '\uA64B'],
      [7305, 1, '\u1C8A'],
      [7306, 2],
      [[7307, 7311], 3],
      [7312, 1, '\u10D0'],
      [7313, 1, '\u10D1'],
      [7314, 1, '\u10D2'],
      [7315, 1, '\u10D3'],
      [7316, 1, '\u10D4'],
      [7317, 1, '\u10D5'],
      [7318, 1, '\u10D6'],
      [7319, 1, '\u10D7'],
      [7320, 1, '\u10D8'],
      [7321, 1, '\u10D9'],
      [7322, 1, '\u10DA'],
      [7323, 1, '\u10DB'],
      [7324, 1, '\u10DC'],
      [7325, 1, '\u10DD'],
      [7326, 1, '\u10DE'],
      [7327, 1, '\u10DF'],
      [7328, 1, '\u10E0'],
      [7329, 1, '\u10E1'],
      [7330, 1, '\u10E2'],
      [7331, 1, '\u10E3'],
      [7332, 1, '\u10E4'],
      [7333, 1, '\u10E5'],
      [7334, 1, '\u10E6'],
      [7335, 1, '\u10E7'],
      [7336, 1, '\u10E8'],
      [7337, 1, '\u10E9'],
      [7338, 1, '\u10EA'],
      [7339, 1, '\u10EB'],
      [7340, 1, '\u10EC'],
      [7341, 1, '\u10ED'],
      [7342, 1, '\u10EE'],
      [7343, 1, '\u10EF'],
      [7344, 1, '\u10F0'],
      [7345, 1, '\u10F1'],
      [7346, 1, '\u10F2'],
      [7347, 1, '\u10F3'],
      [7348, 1, '\u10F4'],
      [7349, 1, '\u10F5'],
      [7350, 1, '\u10F6'],
      [7351, 1, '\u10F7'],
      [7352, 1, '\u10F8'],
      [7353, 1, '\u10F9'],
      [7354, 1, '\u10FA'],
      [[7355, 7356], 3],
      [7357, 1, '\u10FD'],
      [7358, 1, '\u10FE'],
      [7359, 1, '\u10FF'],
      [[7360, 7367], 2],
      [[7368, 7375], 3],
      [[7376, 7378], 2],
      [7379, 2],
      [[7380, 7410], 2],
      [[7411, 7414], 2],
      [7415, 2],
      [[7416, 7417], 2],
      [7418, 2],
      [[7419, 7423], 3],
      [[7424, 7467], 2],
      [7468, 1, 'a'],
      [7469, 1, '\xE6'],
      [7470, 1, 'b'],
      [7471, 2],
      [7472, 1, 'd'],
      [7473, 1, 'e'],
      [7474, 1, '\u01DD'],
      [7475, 1, 'g'],
      [7476, 1, 'h'],
      [7477, 1, 'i'],
      [7478, 1, 'j'],
      [7479, 1, 'k'],
      [7480, 1, 'l'],
      [7481, 1, 'm'],
      [7482, 1, 'n'],
      [7483, 2],
      [7484, 1, 'o'],
      [7485, 1, '\u0223'],
      [7486, 1, 'p'],
      [7487, 1, 'r'],
      [7488, 1, 't'],
      [7489, 1, 'u'],
      [7490, 1, 'w'],
      [7491, 1, 'a'],
      [7492, 1, '\u0250'],
      [7493, 1, '\u0251'],
      [7494, 1, '\u1D02'],
      [7495, 1, 'b'],
      [7496, 1, 'd'],
      [7497, 1, 'e'],
      [7498, 1, '\u0259'],
      [7499, 1, '\u025B'],
      [7500, 1, '\u025C'],
      [7501, 1, 'g'],
      [7502, 2],
      [7503, 1, 'k'],
      [7504, 1, 'm'],
      [7505, 1, '\u014B'],
      [7506, 1, 'o'],
      [7507, 1, '\u0254'],
      [7508, 1, '\u1D16'],
      [7509, 1, '\u1D17'],
      [7510, 1, 'p'],
      [7511, 1, 't'],
      [7512, 1, 'u'],
      [7513, 1, '\u1D1D'],
      [7514, 1, '\u026F'],
      [7515, 1, 'v'],
      [7516, 1, '\u1D25'],
      [7517, 1, '\u03B2'],
      [7518, 1, '\u03B3'],
      [7519, 1, '\u03B4'],
      [7520, 1, '\u03C6'],
      [7521, 1, '\u03C7'],
      [7522, 1, 'i'],
      [7523, 1, 'r'],
      [7524, 1, 'u'],
      [7525, 1, 'v'],
      [7526, 1, '\u03B2'],
      [7527, 1, '\u03B3'],
      [7528, 1, '\u03C1'],
      [7529, 1, '\u03C6'],
      [7530, 1, '\u03C7'],
      [7531, 2],
      [[7532, 7543], 2],
      [7544, 1, '\u043D'],
      [[7545, 7578], 2],
      [7579, 1, '\u0252'],
      [7580, 1, 'c'],
      [7581, 1, '\u0255'],
      [7582, 1, '\xF0'],
      [7583, 1, '\u025C'],
      [7584, 1, 'f'],
      [7585, 1, '\u025F'],
      [7586, 1, '\u0261'],
      [7587, 1, '\u0265'],
      [7588, 1, '\u0268'],
      [7589, 1, '\u0269'],
      [7590, 1, '\u026A'],
      [7591, 1, '\u1D7B'],
      [7592, 1, '\u029D'],
      [7593, 1, '\u026D'],
      [7594, 1, '\u1D85'],
      [7595, 1, '\u029F'],
      [7596, 1, '\u0271'],
      [7597, 1, '\u0270'],
      [7598, 1, '\u0272'],
      [7599, 1, '\u0273'],
      [7600, 1, '\u0274'],
      [7601, 1, '\u0275'],
      [7602, 1, '\u0278'],
      [7603, 1, '\u0282'],
      [7604, 1, '\u0283'],
      [7605, 1, '\u01AB'],
      [7606, 1, '\u0289'],
      [7607, 1, '\u028A'],
      [7608, 1, '\u1D1C'],
      [7609, 1, '\u028B'],
      [7610, 1, '\u028C'],
      [7611, 1, 'z'],
      [7612, 1, '\u0290'],
      [7613, 1, '\u0291'],
      [7614, 1, '\u0292'],
      [7615, 1, '\u03B8'],
      [[7616, 7619], 2],
      [[7620, 7626], 2],
      [[7627, 7654], 2],
      [[7655, 7669], 2],
      [[7670, 7673], 2],
      [7674, 2],
      [7675, 2],
      [7676, 2],
      [7677, 2],
      [[7678, 7679], 2],
      [7680, 1, '\u1E01'],
      [7681, 2],
      [7682, 1, '\u1E03'],
      [7683, 2],
      [7684, 1, '\u1E05'],
      [7685, 2],
      [7686, 1, '\u1E07'],
      [7687, 2],
      [7688, 1, '\u1E09'],
      [7689, 2],
      [7690, 1, '\u1E0B'],
      [7691, 2],
      [7692, 1, '\u1E0D'],
      [7693, 2],
      [7694, 1, '\u1E0F'],
      [7695, 2],
      [7696, 1, '\u1E11'],
      [7697, 2],
      [7698, 1, '\u1E13'],
      [7699, 2],
      [7700, 1, '\u1E15'],
      [7701, 2],
      [7702, 1, '\u1E17'],
      [7703, 2],
      [7704, 1, '\u1E19'],
      [7705, 2],
      [7706, 1, '\u1E1B'],
      [7707, 2],
      [7708, 1, '\u1E1D'],
      [7709, 2],
      [7710, 1, '\u1E1F'],
      [7711, 2],
      [7712, 1, '\u1E21'],
      [7713, 2],
      [7714, 1, '\u1E23'],
      [7715, 2],
      [7716, 1, '\u1E25'],
      [7717, 2],
      [7718, 1, '\u1E27'],
      [7719, 2],
      [7720, 1, '\u1E29'],
      [7721, 2],
      [7722, 1, '\u1E2B'],
      [7723, 2],
      [7724, 1, '\u1E2D'],
      [7725, 2],
      [7726, 1, '\u1E2F'],
      [7727, 2],
      [7728, 1, '\u1E31'],
      [7729, 2],
      [7730, 1, '\u1E33'],
      [7731, 2],
      [7732, 1, '\u1E35'],
      [7733, 2],
      [7734, 1, '\u1E37'],
      [7735, 2],
      [7736, 1, '\u1E39'],
      [7737, 2],
      [7738, 1, '\u1E3B'],
      [7739, 2],
      [7740, 1, '\u1E3D'],
      [7741, 2],
      [7742, 1, '\u1E3F'],
      [7743, 2],
      [7744, 1, '\u1E41'],
      [7745, 2],
      [7746, 1, '\u1E43'],
      [7747, 2],
      [7748, 1, '\u1E45'],
      [7749, 2],
      [7750, 1, '\u1E47'],
      [7751, 2],
      [7752, 1, '\u1E49'],
      [7753, 2],
      [7754, 1, '\u1E4B'],
      [7755, 2],
      [7756, 1, '\u1E4D'],
      [7757, 2],
      [7758, 1, '\u1E4F'],
      [7759, 2],
      [7760, 1, '\u1E51'],
      [7761, 2],
      [7762, 1, '\u1E53'],
      [7763, 2],
      [7764, 1, '\u1E55'],
      [7765, 2],
      [7766, 1, '\u1E57'],
      [7767, 2],
      [7768, 1, '\u1E59'],
      [7769, 2],
      [7770, 1, '\u1E5B'],
      [7771, 2],
      [7772, 1, '\u1E5D'],
      [7773, 2],
      [7774, 1, '\u1E5F'],
      [7775, 2],
      [7776, 1, '\u1E61'],
      [7777, 2],
      [7778, 1, '\u1E63'],
      [7779, 2],
      [7780, 1, '\u1E65'],
      [7781, 2],
      [7782, 1, '\u1E67'],
      [7783, 2],
      [7784, 1, '\u1E69'],
      [7785, 2],
      [7786, 1, '\u1E6B'],
      [7787, 2],
      [7788, 1, '\u1E6D'],
      [7789, 2],
      [7790, 1, '\u1E6F'],
      [7791, 2],
      [7792, 1, '\u1E71'],
      [7793, 2],
      [7794, 1, '\u1E73'],
      [7795, 2],
      [7796, 1, '\u1E75'],
      [7797, 2],
      [7798, 1, '\u1E77'],
      [7799, 2],
      [7800, 1, '\u1E79'],
      [7801, 2],
      [7802, 1, '\u1E7B'],
      [7803, 2],
      [7804, 1, '\u1E7D'],
      [7805, 2],
      [7806, 1, '\u1E7F'],
      [7807, 2],
      [7808, 1, '\u1E81'],
      [7809, 2],
      [7810, 1, '\u1E83'],
      [7811, 2],
      [7812, 1, '\u1E85'],
      [7813, 2],
      [7814, 1, '\u1E87'],
      [7815, 2],
      [7816, 1, '\u1E89'],
      [7817, 2],
      [7818, 1, '\u1E8B'],
      [7819, 2],
      [7820, 1, '\u1E8D'],
      [7821, 2],
      [7822, 1, '\u1E8F'],
      [7823, 2],
      [7824, 1, '\u1E91'],
      [7825, 2],
      [7826, 1, '\u1E93'],
      [7827, 2],
      [7828, 1, '\u1E95'],
      [[7829, 7833], 2],
      [7834, 1, 'a\u02BE'],
      [7835, 1, '\u1E61'],
      [[7836, 7837], 2],
      [7838, 1, '\xDF'],
      [7839, 2],
      [7840, 1, '\u1EA1'],
      [7841, 2],
      [7842, 1, '\u1EA3'],
      [7843, 2],
      [7844, 1, '\u1EA5'],
      [7845, 2],
      [7846, 1, '\u1EA7'],
      [7847, 2],
      [7848, 1, '\u1EA9'],
      [7849, 2],
      [7850, 1, '\u1EAB'],
      [7851, 2],
      [7852, 1, '\u1EAD'],
      [7853, 2],
      [7854, 1, '\u1EAF'],
      [7855, 2],
      [7856, 1, '\u1EB1'],
      [7857, 2],
      [7858, 1, '\u1EB3'],
      [7859, 2],
      [7860, 1, '\u1EB5'],
      [7861, 2],
      [7862, 1, '\u1EB7'],
      [7863, 2],
      [7864, 1, '\u1EB9'],
      [7865, 2],
      [7866, 1, '\u1EBB'],
      [7867, 2],
      [7868, 1, '\u1EBD'],
      [7869, 2],
      [7870, 1, '\u1EBF'],
      [7871, 2],
      [7872, 1, '\u1EC1'],
      [7873, 2],
      [7874, 1, '\u1EC3'],
      [7875, 2],
      [7876, 1, '\u1EC5'],
      [7877, 2],
      [7878, 1, '\u1EC7'],
      [7879, 2],
      [7880, 1, '\u1EC9'],
      [7881, 2],
      [7882, 1, '\u1ECB'],
      [7883, 2],
      [7884, 1, '\u1ECD'],
      [7885, 2],
      [7886, 1, '\u1ECF'],
      [7887, 2],
      [7888, 1, '\u1ED1'],
      [7889, 2],
      [7890, 1, '\u1ED3'],
      [7891, 2],
      [7892, 1, '\u1ED5'],
      [7893, 2],
      [7894, 1, '\u1ED7'],
      [7895, 2],
      [7896, 1, '\u1ED9'],
      [7897, 2],
      [7898, 1, '\u1EDB'],
      [7899, 2],
      [7900, 1, '\u1EDD'],
      [7901, 2],
      [7902, 1, '\u1EDF'],
      [7903, 2],
      [7904, 1, '\u1EE1'],
      [7905, 2],
      [7906, 1, '\u1EE3'],
      [7907, 2],
      [7908, 1, '\u1EE5'],
      [7909, 2],
      [7910, 1, '\u1EE7'],
      [7911, 2],
      [7912, 1, '\u1EE9'],
      [7913, 2],
      [7914, 1, '\u1EEB'],
      [7915, 2],
      [7916, 1, '\u1EED'],
      [7917, 2],
      [7918, 1, '\u1EEF'],
      [7919, 2],
      [7920, 1, '\u1EF1'],
      [7921, 2],
      [7922, 1, '\u1EF3'],
      [7923, 2],
      [7924, 1, '\u1EF5'],
      [7925, 2],
      [7926, 1, '\u1EF7'],
      [7927, 2],
      [7928, 1, '\u1EF9'],
      [7929, 2],
      [7930, 1, '\u1EFB'],
      [7931, 2],
      [7932, 1, '\u1EFD'],
      [7933, 2],
      [7934, 1, '\u1EFF'],
      [7935, 2],
      [[7936, 7943], 2],
      [7944, 1, '\u1F00'],
      [7945, 1, '\u1F01'],
      [7946, 1, '\u1F02'],
      [7947, 1, '\u1F03'],
      [7948, 1, '\u1F04'],
      [7949, 1, '\u1F05'],
      [7950, 1, '\u1F06'],
      [7951, 1, '\u1F07'],
      [[7952, 7957], 2],
      [[7958, 7959], 3],
      [7960, 1, '\u1F10'],
      [7961, 1, '\u1F11'],
      [7962, 1, '\u1F12'],
      [7963, 1, '\u1F13'],
      [7964, 1, '\u1F14'],
      [7965, 1, '\u1F15'],
      [[7966, 7967], 3],
      [[7968, 7975], 2],
      [7976, 1, '\u1F20'],
      [7977, 1, '\u1F21'],
      [7978, 1, '\u1F22'],
      [7979, 1, '\u1F23'],
      [7980, 1, '\u1F24'],
      [7981, 1, '\u1F25'],
      [7982, 1, '\u1F26'],
      [7983, 1, '\u1F27'],
      [[7984, 7991], 2],
      [7992, 1, '\u1F30'],
      [7993, 1, '\u1F31'],
      [7994, 1, '\u1F32'],
      [7995, 1, '\u1F33'],
      [7996, 1, '\u1F34'],
      [7997, 1, '\u1F35'],
      [7998, 1, '\u1F36'],
      [7999, 1, '\u1F37'],
      [[8e3, 8005], 2],
      [[8006, 8007], 3],
      [8008, 1, '\u1F40'],
      [8009, 1, '\u1F41'],
      [8010, 1, '\u1F42'],
      [8011, 1, '\u1F43'],
      [8012, 1, '\u1F44'],
      [8013, 1, '\u1F45'],
      [[8014, 8015], 3],
      [[8016, 8023], 2],
      [8024, 3],
      [8025, 1, '\u1F51'],
      [8026, 3],
      [8027, 1, '\u1F53'],
      [8028, 3],
      [8029, 1, '\u1F55'],
      [8030, 3],
      [8031, 1, '\u1F57'],
      [[8032, 8039], 2],
      [8040, 1, '\u1F60'],
      [8041, 1, '\u1F61'],
      [8042, 1, '\u1F62'],
      [8043, 1, '\u1F63'],
      [8044, 1, '\u1F64'],
      [8045, 1, '\u1F65'],
      [8046, 1, '\u1F66'],
      [8047, 1, '\u1F67'],
      [8048, 2],
      [8049, 1, '\u03AC'],
      [8050, 2],
      [8051, 1, '\u03AD'],
      [8052, 2],
      [8053, 1, '\u03AE'],
      [8054, 2],
      [8055, 1, '\u03AF'],
      [8056, 2],
      [8057, 1, '\u03CC'],
      [8058, 2],
      [8059, 1, '\u03CD'],
      [8060, 2],
      [8061, 1, '\u03CE'],
      [[8062, 8063], 3],
      [8064, 1, '\u1F00\u03B9'],
      [8065, 1, '\u1F01\u03B9'],
      [8066, 1, '\u1F02\u03B9'],
      [8067, 1, '\u1F03\u03B9'],
      [8068, 1, '\u1F04\u03B9'],
      [8069, 1, '\u1F05\u03B9'],
      [8070, 1, '\u1F06\u03B9'],
      [8071, 1, '\u1F07\u03B9'],
      [8072, 1, '\u1F00\u03B9'],
      [8073, 1, '\u1F01\u03B9'],
      [8074, 1, '\u1F02\u03B9'],
      [8075, 1, '\u1F03\u03B9'],
      [8076, 1, '\u1F04\u03B9'],
      [8077, 1, '\u1F05\u03B9'],
      [8078, 1, '\u1F06\u03B9'],
      [8079, 1, '\u1F07\u03B9'],
      [8080, 1, '\u1F20\u03B9'],
      [8081, 1, '\u1F21\u03B9'],
      [8082, 1, '\u1F22\u03B9'],
      [8083, 1, '\u1F23\u03B9'],
      [8084, 1, '\u1F24\u03B9'],
      [8085, 1, '\u1F25\u03B9'],
      [8086, 1, '\u1F26\u03B9'],
      [8087, 1, '\u1F27\u03B9'],
      [8088, 1, '\u1F20\u03B9'],
      [8089, 1, '\u1F21\u03B9'],
      [8090, 1, '\u1F22\u03B9'],
      [8091, 1, '\u1F23\u03B9'],
      [8092, 1, '\u1F24\u03B9'],
      [8093, 1, '\u1F25\u03B9'],
      [8094, 1, '\u1F26\u03B9'],
      [8095, 1, '\u1F27\u03B9'],
      [8096, 1, '\u1F60\u03B9'],
      [8097, 1, '\u1F61\u03B9'],
      [8098, 1, '\u1F62\u03B9'],
      [8099, 1, '\u1F63\u03B9'],
      [8100, 1, '\u1F64\u03B9'],
      [8101, 1, '\u1F65\u03B9'],
      [8102, 1, '\u1F66\u03B9'],
      [8103, 1, '\u1F67\u03B9'],
      [8104, 1, '\u1F60\u03B9'],
      [8105, 1, '\u1F61\u03B9'],
      [8106, 1, '\u1F62\u03B9'],
      [8107, 1, '\u1F63\u03B9'],
      [8108, 1, '\u1F64\u03B9'],
      [8109, 1, '\u1F65\u03B9'],
      [8110, 1, '\u1F66\u03B9'],
      [8111, 1, '\u1F67\u03B9'],
      [[8112, 8113], 2],
      [8114, 1, '\u1F70\u03B9'],
      [8115, 1, '\u03B1\u03B9'],
      [8116, 1, '\u03AC\u03B9'],
      [8117, 3],
      [8118, 2],
      [8119, 1, '\u1FB6\u03B9'],
      [8120, 1, '\u1FB0'],
      [8121, 1, '\u1FB1'],
      [8122, 1, '\u1F70'],
      [8123, 1, '\u03AC'],
      [8124, 1, '\u03B1\u03B9'],
      [8125, 1, ' \u0313'],
      [8126, 1, '\u03B9'],
      [8127, 1, ' \u0313'],
      [8128, 1, ' \u0342'],
      [8129, 1, ' \u0308\u0342'],
      [8130, 1, '\u1F74\u03B9'],
      [8131, 1, '\u03B7\u03B9'],
      [8132, 1, '\u03AE\u03B9'],
      [8133, 3],
      [8134, 2],
      [8135, 1, '\u1FC6\u03B9'],
      [8136, 1, '\u1F72'],
      [8137, 1, '\u03AD'],
      [8138, 1, '\u1F74'],
      [8139, 1, '\u03AE'],
      [8140, 1, '\u03B7\u03B9'],
      [8141, 1, ' \u0313\u0300'],
      [8142, 1, ' \u0313\u0301'],
      [8143, 1, ' \u0313\u0342'],
      [[8144, 8146], 2],
      [8147, 1, '\u0390'],
      [[8148, 8149], 3],
      [[8150, 8151], 2],
      [8152, 1, '\u1FD0'],
      [8153, 1, '\u1FD1'],
      [8154, 1, '\u1F76'],
      [8155, 1, '\u03AF'],
      [8156, 3],
      [8157, 1, ' \u0314\u0300'],
      [8158, 1, ' \u0314\u0301'],
      [8159, 1, ' \u0314\u0342'],
      [[8160, 8162], 2],
      [8163, 1, '\u03B0'],
      [[8164, 8167], 2],
      [8168, 1, '\u1FE0'],
      [8169, 1, '\u1FE1'],
      [8170, 1, '\u1F7A'],
      [8171, 1, '\u03CD'],
      [8172, 1, '\u1FE5'],
      [8173, 1, ' \u0308\u0300'],
      [8174, 1, ' \u0308\u0301'],
      [8175, 1, '`'],
      [[8176, 8177], 3],
      [8178, 1, '\u1F7C\u03B9'],
      [8179, 1, '\u03C9\u03B9'],
      [8180, 1, '\u03CE\u03B9'],
      [8181, 3],
      [8182, 2],
      [8183, 1, '\u1FF6\u03B9'],
      [8184, 1, '\u1F78'],
      [8185, 1, '\u03CC'],
      [8186, 1, '\u1F7C'],
      [8187, 1, '\u03CE'],
      [8188, 1, '\u03C9\u03B9'],
      [8189, 1, ' \u0301'],
      [8190, 1, ' \u0314'],
      [8191, 3],
      [[8192, 8202], 1, ' '],
      [8203, 7],
      [[8204, 8205], 6, ''],
      [[8206, 8207], 3],
      [8208, 2],
      [8209, 1, '\u2010'],
      [[8210, 8214], 2],
      [8215, 1, ' \u0333'],
      [[8216, 8227], 2],
      [[8228, 8230], 3],
      [8231, 2],
      [[8232, 8238], 3],
      [8239, 1, ' '],
      [[8240, 8242], 2],
      [8243, 1, '\u2032\u2032'],
      [8244, 1, '\u2032\u2032\u2032'],
      [8245, 2],
      [8246, 1, '\u2035\u2035'],
      [8247, 1, '\u2035\u2035\u2035'],
      [[8248, 8251], 2],
      [8252, 1, '!!'],
      [8253, 2],
      [8254, 1, ' \u0305'],
      [[8255, 8262], 2],
      [8263, 1, '??'],
      [8264, 1, '?!'],
      [8265, 1, '!?'],
      [[8266, 8269], 2],
      [[8270, 8274], 2],
      [[8275, 8276], 2],
      [[8277, 8278], 2],
      [8279, 1, '\u2032\u2032\u2032\u2032'],
      [[8280, 8286], 2],
      [8287, 1, ' '],
      [[8288, 8291], 7],
      [8292, 7],
      [8293, 3],
      [[8294, 8297], 3],
      [[8298, 8303], 7],
      [8304, 1, '0'],
      [8305, 1, 'i'],
      [[8306, 8307], 3],
      [8308, 1, '4'],
      [8309, 1, '5'],
      [8310, 1, '6'],
      [8311, 1, '7'],
      [8312, 1, '8'],
      [8313, 1, '9'],
      [8314, 1, '+'],
      [8315, 1, '\u2212'],
      [8316, 1, '='],
      [8317, 1, '('],
      [8318, 1, ')'],
      [8319, 1, 'n'],
      [8320, 1, '0'],
      [8321, 1, '1'],
      [8322, 1, '2'],
      [8323, 1, '3'],
      [8324, 1, '4'],
      [8325, 1, '5'],
      [8326, 1, '6'],
      [8327, 1, '7'],
      [8328, 1, '8'],
      [8329, 1, '9'],
      [8330, 1, '+'],
      [8331, 1, '\u2212'],
      [8332, 1, '='],
      [8333, 1, '('],
      [8334, 1, ')'],
      [8335, 3],
      [8336, 1, 'a'],
      [8337, 1, 'e'],
      [8338, 1, 'o'],
      [8339, 1, 'x'],
      [8340, 1, '\u0259'],
      [8341, 1, 'h'],
      [8342, 1, 'k'],
      [8343, 1, 'l'],
      [8344, 1, 'm'],
      [8345, 1, 'n'],
      [8346, 1, 'p'],
      [8347, 1, 's'],
      [8348, 1, 't'],
      [[8349, 8351], 3],
      [[8352, 8359], 2],
      [8360, 1, 'rs'],
      [[8361, 8362], 2],
      [8363, 2],
      [8364, 2],
      [[8365, 8367], 2],
      [[8368, 8369], 2],
      [[8370, 8373], 2],
      [[8374, 8376], 2],
      [8377, 2],
      [8378, 2],
      [[8379, 8381], 2],
      [8382, 2],
      [8383, 2],
      [8384, 2],
      [[8385, 8399], 3],
      [[8400, 8417], 2],
      [[8418, 8419], 2],
      [[8420, 8426], 2],
      [8427, 2],
      [[8428, 8431], 2],
      [8432, 2],
      [[8433, 8447], 3],
      [8448, 1, 'a/c'],
      [8449, 1, 'a/s'],
      [8450, 1, 'c'],
      [8451, 1, '\xB0c'],
      [8452, 2],
      [8453, 1, 'c/o'],
      [8454, 1, 'c/u'],
      [8455, 1, '\u025B'],
      [8456, 2],
      [8457, 1, '\xB0f'],
      [8458, 1, 'g'],
      [[8459, 8462], 1, 'h'],
      [8463, 1, '\u0127'],
      [[8464, 8465], 1, 'i'],
      [[8466, 8467], 1, 'l'],
      [8468, 2],
      [8469, 1, 'n'],
      [8470, 1, 'no'],
      [[8471, 8472], 2],
      [8473, 1, 'p'],
      [8474, 1, 'q'],
      [[8475, 8477], 1, 'r'],
      [[8478, 8479], 2],
      [8480, 1, 'sm'],
      [8481, 1, 'tel'],
      [8482, 1, 'tm'],
      [8483, 2],
      [8484, 1, 'z'],
      [8485, 2],
      [8486, 1, '\u03C9'],
      [8487, 2],
      [8488, 1, 'z'],
      [8489, 2],
      [8490, 1, 'k'],
      [8491, 1, '\xE5'],
      [8492, 1, 'b'],
      [8493, 1, 'c'],
      [8494, 2],
      [[8495, 8496], 1, 'e'],
      [8497, 1, 'f'],
      [8498, 1, '\u214E'],
      [8499, 1, 'm'],
      [8500, 1, 'o'],
      [8501, 1, '\u05D0'],
      [8502, 1, '\u05D1'],
      [8503, 1, '\u05D2'],
      [8504, 1, '\u05D3'],
      [8505, 1, 'i'],
      [8506, 2],
      [8507, 1, 'fax'],
      [8508, 1, '\u03C0'],
      [[8509, 8510], 1, '\u03B3'],
      [8511, 1, '\u03C0'],
      [8512, 1, '\u2211'],
      [[8513, 8516], 2],
      [[8517, 8518], 1, 'd'],
      [8519, 1, 'e'],
      [8520, 1, 'i'],
      [8521, 1, 'j'],
      [[8522, 8523], 2],
      [8524, 2],
      [8525, 2],
      [8526, 2],
      [8527, 2],
      [8528, 1, '1\u20447'],
      [8529, 1, '1\u20449'],
      [8530, 1, '1\u204410'],
      [8531, 1, '1\u20443'],
      [8532, 1, '2\u20443'],
      [8533, 1, '1\u20445'],
      [8534, 1, '2\u20445'],
      [8535, 1, '3\u20445'],
      [8536, 1, '4\u20445'],
      [8537, 1, '1\u20446'],
      [8538, 1, '5\u20446'],
      [8539, 1, '1\u20448'],
      [8540, 1, '3\u20448'],
      [8541, 1, '5\u20448'],
      [8542, 1, '7\u20448'],
      [8543, 1, '1\u2044'],
      [8544, 1, 'i'],
      [8545, 1, 'ii'],
      [8546, 1, 'iii'],
      [8547, 1, 'iv'],
      [8548, 1, 'v'],
      [8549, 1, 'vi'],
      [8550, 1, 'vii'],
      [8551, 1, 'viii'],
      [8552, 1, 'ix'],
      [8553, 1, 'x'],
      [8554, 1, 'xi'],
      [8555, 1, 'xii'],
      [8556, 1, 'l'],
      [8557, 1, 'c'],
      [8558, 1, 'd'],
      [8559, 1, 'm'],
      [8560, 1, 'i'],
      [8561, 1, 'ii'],
      [8562, 1, 'iii'],
      [8563, 1, 'iv'],
      [8564, 1, 'v'],
      [8565, 1, 'vi'],
      [8566, 1, 'vii'],
      [8567, 1, 'viii'],
      [8568, 1, 'ix'],
      [8569, 1, 'x'],
      [8570, 1, 'xi'],
      [8571, 1, 'xii'],
      [8572, 1, 'l'],
      [8573, 1, 'c'],
      [8574, 1, 'd'],
      [8575, 1, 'm'],
      [[8576, 8578], 2],
      [8579, 1, '\u2184'],
      [8580, 2],
      [[8581, 8584], 2],
      [8585, 1, '0\u20443'],
      [[8586, 8587], 2],
      [[8588, 8591], 3],
      [[8592, 8682], 2],
      [[8683, 8691], 2],
      [[8692, 8703], 2],
      [[8704, 8747], 2],
      [8748, 1, '\u222B\u222B'],
      [8749, 1, '\u222B\u222B\u222B'],
      [8750, 2],
      [8751, 1, '\u222E\u222E'],
      [8752, 1, '\u222E\u222E\u222E'],
      [[8753, 8945], 2],
      [[8946, 8959], 2],
      [8960, 2],
      [8961, 2],
      [[8962, 9e3], 2],
      [9001, 1, '\u3008'],
      [9002, 1, '\u3009'],
      [[9003, 9082], 2],
      [9083, 2],
      [9084, 2],
      [[9085, 9114], 2],
      [[9115, 9166], 2],
      [[9167, 9168], 2],
      [[9169, 9179], 2],
      [[9180, 9191], 2],
      [9192, 2],
      [[9193, 9203], 2],
      [[9204, 9210], 2],
      [[9211, 9214], 2],
      [9215, 2],
      [[9216, 9252], 2],
      [[9253, 9254], 2],
      [[9255, 9257], 2],
      [[9258, 9279], 3],
      [[9280, 9290], 2],
      [[9291, 9311], 3],
      [9312, 1, '1'],
      [9313, 1, '2'],
      [9314, 1, '3'],
      [9315, 1, '4'],
      [9316, 1, '5'],
      [9317, 1, '6'],
      [9318, 1, '7'],
      [9319, 1, '8'],
      [9320, 1, '9'],
      [9321, 1, '10'],
      [9322, 1, '11'],
      [9323, 1, '12'],
      [9324, 1, '13'],
      [9325, 1, '14'],
      [9326, 1, '15'],
      [9327, 1, '16'],
      [9328, 1, '17'],
      [9329, 1, '18'],
      [9330, 1, '19'],
      [9331, 1, '20'],
      [9332, 1, '(1)'],
      [9333, 1, '(2)'],
      [9334, 1, '(3)'],
      [9335, 1, '(4)'],
      [9336, 1, '(5)'],
      [9337, 1, '(6)'],
      [9338, 1, '(7)'],
      [9339, 1, '(8)'],
      [9340, 1, '(9)'],
      [9341, 1, '(10)'],
      [9342, 1, '(11)'],
      [9343, 1, '(12)'],
      [9344, 1, '(13)'],
      [9345, 1, '(14)'],
      [9346, 1, '(15)'],
      [9347, 1, '(16)'],
      [9348, 1, '(17)'],
      [9349, 1, '(18)'],
      [9350, 1, '(19)'],
      [9351, 1, '(20)'],
      [[9352, 9371], 3],
      [9372, 1, '(a)'],
      [9373, 1, '(b)'],
      [9374, 1, '(c)'],
      [9375, 1, '(d)'],
      [9376, 1, '(e)'],
      [9377, 1, '(f)'],
      [9378, 1, '(g)'],
      [9379, 1, '(h)'],
      [9380, 1, '(i)'],
      [9381, 1, '(j)'],
      [9382, 1, '(k)'],
      [9383, 1, '(l)'],
      [9384, 1, '(m)'],
      [9385, 1, '(n)'],
      [9386, 1, '(o)'],
      [9387, 1, '(p)'],
      [9388, 1, '(q)'],
      [9389, 1, '(r)'],
      [9390, 1, '(s)'],
      [9391, 1, '(t)'],
      [9392, 1, '(u)'],
      [9393, 1, '(v)'],
      [9394, 1, '(w)'],
      [9395, 1, '(x)'],
      [9396, 1, '(y)'],
      [9397, 1, '(z)'],
      [9398, 1, 'a'],
      [9399, 1, 'b'],
      [9400, 1, 'c'],
      [9401, 1, 'd'],
      [9402, 1, 'e'],
      [9403, 1, 'f'],
      [9404, 1, 'g'],
      [9405, 1, 'h'],
      [9406, 1, 'i'],
      [9407, 1, 'j'],
      [9408, 1, 'k'],
      [9409, 1, 'l'],
      [9410, 1, 'm'],
      [9411, 1, 'n'],
      [9412, 1, 'o'],
      [9413, 1, 'p'],
      [9414, 1, 'q'],
      [9415, 1, 'r'],
      [9416, 1, 's'],
      [9417, 1, 't'],
      [9418, 1, 'u'],
      [9419, 1, 'v'],
      [9420, 1, 'w'],
      [9421, 1, 'x'],
      [9422, 1, 'y'],
      [9423, 1, 'z'],
      [9424, 1, 'a'],
      [9425, 1, 'b'],
      [9426, 1, 'c'],
      [9427, 1, 'd'],
      [9428, 1, 'e'],
      [9429, 1, 'f'],
      [9430, 1, 'g'],
      [9431, 1, 'h'],
      [9432, 1, 'i'],
      [9433, 1, 'j'],
      [9434, 1, 'k'],
      [9435, 1, 'l'],
      [9436, 1, 'm'],
      [9437, 1, 'n'],
      [9438, 1, 'o'],
      [9439, 1, 'p'],
      [9440, 1, 'q'],
      [9441, 1, 'r'],
      [9442, 1, 's'],
      [9443, 1, 't'],
      [9444, 1, 'u'],
      [9445, 1, 'v'],
      [9446, 1, 'w'],
      [9447, 1, 'x'],
      [9448, 1, 'y'],
      [9449, 1, 'z'],
      [9450, 1, '0'],
      [[9451, 9470], 2],
      [9471, 2],
      [[9472, 9621], 2],
      [[9622, 9631], 2],
      [[9632, 9711], 2],
      [[9712, 9719], 2],
      [[9720, 9727], 2],
      [[9728, 9747], 2],
      [[9748, 9749], 2],
      [[9750, 9751], 2],
      [9752, 2],
      [9753, 2],
      [[9754, 9839], 2],
      [[9840, 9841], 2],
      [[9842, 9853], 2],
      [[9854, 9855], 2],
      [[9856, 9865], 2],
      [[9866, 9873], 2],
      [[9874, 9884], 2],
      [9885, 2],
      [[9886, 9887], 2],
      [[9888, 9889], 2],
      [[9890, 9905], 2],
      [9906, 2],
      [[9907, 9916], 2],
      [[9917, 9919], 2],
      [[9920, 9923], 2],
      [[9924, 9933], 2],
      [9934, 2],
      [[9935, 9953], 2],
      [9954, 2],
      [9955, 2],
      [[9956, 9959], 2],
      [[9960, 9983], 2],
      [9984, 2],
      [[9985, 9988], 2],
      [9989, 2],
      [[9990, 9993], 2],
      [[9994, 9995], 2],
      [[9996, 10023], 2],
      [10024, 2],
      [[10025, 10059], 2],
      [10060, 2],
      [10061, 2],
      [10062, 2],
      [[10063, 10066], 2],
      [[10067, 10069], 2],
      [10070, 2],
      [10071, 2],
      [[10072, 10078], 2],
      [[10079, 10080], 2],
      [[10081, 10087], 2],
      [[10088, 10101], 2],
      [[10102, 10132], 2],
      [[10133, 10135], 2],
      [[10136, 10159], 2],
      [10160, 2],
      [[10161, 10174], 2],
      [10175, 2],
      [[10176, 10182], 2],
      [[10183, 10186], 2],
      [10187, 2],
      [10188, 2],
      [10189, 2],
      [[10190, 10191], 2],
      [[10192, 10219], 2],
      [[10220, 10223], 2],
      [[10224, 10239], 2],
      [[10240, 10495], 2],
      [[10496, 10763], 2],
      [10764, 1, '\u222B\u222B\u222B\u222B'],
      [[10765, 10867], 2],
      [10868, 1, '::='],
      [10869, 1, '=='],
      [10870, 1, '==='],
      [[10871, 10971], 2],
      [10972, 1, '\u2ADD\u0338'],
      [[10973, 11007], 2],
      [[11008, 11021], 2],
      [[11022, 11027], 2],
      [[11028, 11034], 2],
      [[11035, 11039], 2],
      [[11040, 11043], 2],
      [[11044, 11084], 2],
      [[11085, 11087], 2],
      [[11088, 11092], 2],
      [[11093, 11097], 2],
      [[11098, 11123], 2],
      [[11124, 11125], 3],
      [[11126, 11157], 2],
      [11158, 3],
      [11159, 2],
      [[11160, 11193], 2],
      [[11194, 11196], 2],
      [[11197, 11208], 2],
      [11209, 2],
      [[11210, 11217], 2],
      [11218, 2],
      [[11219, 11243], 2],
      [[11244, 11247], 2],
      [[11248, 11262], 2],
      [11263, 2],
      [11264, 1, '\u2C30'],
      [11265, 1, '\u2C31'],
      [11266, 1, '\u2C32'],
      [11267, 1, '\u2C33'],
      [11268, 1, '\u2C34'],
      [11269, 1, '\u2C35'],
      [11270, 1, '\u2C36'],
      [11271, 1, '\u2C37'],
      [11272, 1, '\u2C38'],
      [11273, 1, '\u2C39'],
      [11274, 1, '\u2C3A'],
      [11275, 1, '\u2C3B'],
      [11276, 1, '\u2C3C'],
      [11277, 1, '\u2C3D'],
      [11278, 1, '\u2C3E'],
      [11279, 1, '\u2C3F'],
      [11280, 1, '\u2C40'],
      [11281, 1, '\u2C41'],
      [11282, 1, '\u2C42'],
      [11283, 1, '\u2C43'],
      [11284, 1, '\u2C44'],
      [11285, 1, '\u2C45'],
      [11286, 1, '\u2C46'],
      [11287, 1, '\u2C47'],
      [11288, 1, '\u2C48'],
      [11289, 1, '\u2C49'],
      [11290, 1, '\u2C4A'],
      [11291, 1, '\u2C4B'],
      [11292, 1, '\u2C4C'],
      [11293, 1, '\u2C4D'],
      [11294, 1, '\u2C4E'],
      [11295, 1, '\u2C4F'],
      [11296, 1, '\u2C50'],
      [11297, 1, '\u2C51'],
      [11298, 1, '\u2C52'],
      [11299, 1, '\u2C53'],
      [11300, 1, '\u2C54'],
      [11301, 1, '\u2C55'],
      [11302, 1, '\u2C56'],
      [11303, 1, '\u2C57'],
      [11304, 1, '\u2C58'],
      [11305, 1, '\u2C59'],
      [11306, 1, '\u2C5A'],
      [11307, 1, '\u2C5B'],
      [11308, 1, '\u2C5C'],
      [11309, 1, '\u2C5D'],
      [11310, 1, '\u2C5E'],
      [11311, 1, '\u2C5F'],
      [[11312, 11358], 2],
      [11359, 2],
      [11360, 1, '\u2C61'],
      [11361, 2],
      [11362, 1, '\u026B'],
      [11363, 1, '\u1D7D'],
      [11364, 1, '\u027D'],
      [[11365, 11366], 2],
      [11367, 1, '\u2C68'],
      [11368, 2],
      [11369, 1, '\u2C6A'],
      [11370, 2],
      [11371, 1, '\u2C6C'],
      [11372, 2],
      [11373, 1, '\u0251'],
      [11374, 1, '\u0271'],
      [11375, 1, '\u0250'],
      [11376, 1, '\u0252'],
      [11377, 2],
      [11378, 1, '\u2C73'],
      [11379, 2],
      [11380, 2],
      [11381, 1, '\u2C76'],
      [[11382, 11383], 2],
      [[11384, 11387], 2],
      [11388, 1, 'j'],
      [11389, 1, 'v'],
      [11390, 1, '\u023F'],
      [11391, 1, '\u0240'],
      [11392, 1, '\u2C81'],
      [11393, 2],
      [11394, 1, '\u2C83'],
      [11395, 2],
      [11396, 1, '\u2C85'],
      [11397, 2],
      [11398, 1, '\u2C87'],
      [11399, 2],
      [11400, 1, '\u2C89'],
      [11401, 2],
      [11402, 1, '\u2C8B'],
      [11403, 2],
      [11404, 1, '\u2C8D'],
      [11405, 2],
      [11406, 1, '\u2C8F'],
      [11407, 2],
      [11408, 1, '\u2C91'],
      [11409, 2],
      [11410, 1, '\u2C93'],
      [11411, 2],
      [11412, 1, '\u2C95'],
      [11413, 2],
      [11414, 1, '\u2C97'],
      [11415, 2],
      [11416, 1, '\u2C99'],
      [11417, 2],
      [11418, 1, '\u2C9B'],
      [11419, 2],
      [11420, 1, '\u2C9D'],
      [11421, 2],
      [11422, 1, '\u2C9F'],
      [11423, 2],
      [11424, 1, '\u2CA1'],
      [11425, 2],
      [11426, 1, '\u2CA3'],
      [11427, 2],
      [11428, 1, '\u2CA5'],
      [11429, 2],
      [11430, 1, '\u2CA7'],
      [11431, 2],
      [11432, 1, '\u2CA9'],
      [11433, 2],
      [11434, 1, '\u2CAB'],
      [11435, 2],
      [11436, 1, '\u2CAD'],
      [11437, 2],
      [11438, 1, '\u2CAF'],
      [11439, 2],
      [11440, 1, '\u2CB1'],
      [11441, 2],
      [11442, 1, '\u2CB3'],
      [11443, 2],
      [11444, 1, '\u2CB5'],
      [11445, 2],
      [11446, 1, '\u2CB7'],
      [11447, 2],
      [11448, 1, '\u2CB9'],
      [11449, 2],
      [11450, 1, '\u2CBB'],
      [11451, 2],
      [11452, 1, '\u2CBD'],
      [11453, 2],
      [11454, 1, '\u2CBF'],
      [11455, 2],
      [11456, 1, '\u2CC1'],
      [11457, 2],
      [11458, 1, '\u2CC3'],
      [11459, 2],
      [11460, 1, '\u2CC5'],
      [11461, 2],
      [11462, 1, '\u2CC7'],
      [11463, 2],
      [11464, 1, '\u2CC9'],
      [11465, 2],
      [11466, 1, '\u2CCB'],
      [11467, 2],
      [11468, 1, '\u2CCD'],
      [11469, 2],
      [11470, 1, '\u2CCF'],
      [11471, 2],
      [11472, 1, '\u2CD1'],
      [11473, 2],
      [11474, 1, '\u2CD3'],
      [11475, 2],
      [11476, 1, '\u2CD5'],
      [11477, 2],
      [11478, 1, '\u2CD7'],
      [11479, 2],
      [11480, 1, '\u2CD9'],
      [11481, 2],
      [11482, 1, '\u2CDB'],
      [11483, 2],
      [11484, 1, '\u2CDD'],
      [11485, 2],
      [11486, 1, '\u2CDF'],
      [11487, 2],
      [11488, 1, '\u2CE1'],
      [11489, 2],
      [11490, 1, '\u2CE3'],
      [[11491, 11492], 2],
      [[11493, 11498], 2],
      [11499, 1, '\u2CEC'],
      [11500, 2],
      [11501, 1, '\u2CEE'],
      [[11502, 11505], 2],
      [11506, 1, '\u2CF3'],
      [11507, 2],
      [[11508, 11512], 3],
      [[11513, 11519], 2],
      [[11520, 11557], 2],
      [11558, 3],
      [11559, 2],
      [[11560, 11564], 3],
      [11565, 2],
      [[11566, 11567], 3],
      [[11568, 11621], 2],
      [[11622, 11623], 2],
      [[11624, 11630], 3],
      [11631, 1, '\u2D61'],
      [11632, 2],
      [[11633, 11646], 3],
      [11647, 2],
      [[11648, 11670], 2],
      [[11671, 11679], 3],
      [[11680, 11686], 2],
      [11687, 3],
      [[11688, 11694], 2],
      [11695, 3],
      [[11696, 11702], 2],
      [11703, 3],
      [[11704, 11710], 2],
      [11711, 3],
      [[11712, 11718], 2],
      [11719, 3],
      [[11720, 11726], 2],
      [11727, 3],
      [[11728, 11734], 2],
      [11735, 3],
      [[11736, 11742], 2],
      [11743, 3],
      [[11744, 11775], 2],
      [[11776, 11799], 2],
      [[11800, 11803], 2],
      [[11804, 11805], 2],
      [[11806, 11822], 2],
      [11823, 2],
      [11824, 2],
      [11825, 2],
      [[11826, 11835], 2],
      [[11836, 11842], 2],
      [[11843, 11844], 2],
      [[11845, 11849], 2],
      [[11850, 11854], 2],
      [11855, 2],
      [[11856, 11858], 2],
      [[11859, 11869], 2],
      [[11870, 11903], 3],
      [[11904, 11929], 2],
      [11930, 3],
      [[11931, 11934], 2],
      [11935, 1, '\u6BCD'],
      [[11936, 12018], 2],
      [12019, 1, '\u9F9F'],
      [[12020, 12031], 3],
      [12032, 1, '\u4E00'],
      [12033, 1, '\u4E28'],
      [12034, 1, '\u4E36'],
      [12035, 1, '\u4E3F'],
      [12036, 1, '\u4E59'],
      [12037, 1, '\u4E85'],
      [12038, 1, '\u4E8C'],
      [12039, 1, '\u4EA0'],
      [12040, 1, '\u4EBA'],
      [12041, 1, '\u513F'],
      [12042, 1, '\u5165'],
      [12043, 1, '\u516B'],
      [12044, 1, '\u5182'],
      [12045, 1, '\u5196'],
      [12046, 1, '\u51AB'],
      [12047, 1, '\u51E0'],
      [12048, 1, '\u51F5'],
      [12049, 1, '\u5200'],
      [12050, 1, '\u529B'],
      [12051, 1, '\u52F9'],
      [12052, 1, '\u5315'],
      [12053, 1, '\u531A'],
      [12054, 1, '\u5338'],
      [12055, 1, '\u5341'],
      [12056, 1, '\u535C'],
      [12057, 1, '\u5369'],
      [12058, 1, '\u5382'],
      [12059, 1, '\u53B6'],
      [12060, 1, '\u53C8'],
      [12061, 1, '\u53E3'],
      [12062, 1, '\u56D7'],
      [12063, 1, '\u571F'],
      [12064, 1, '\u58EB'],
      [12065, 1, '\u5902'],
      [12066, 1, '\u590A'],
      [12067, 1, '\u5915'],
      [12068, 1, '\u5927'],
      [12069, 1, '\u5973'],
      [12070, 1, '\u5B50'],
      [12071, 1, '\u5B80'],
      [12072, 1, '\u5BF8'],
      [12073, 1, '\u5C0F'],
      [12074, 1, '\u5C22'],
      [12075, 1, '\u5C38'],
      [12076, 1, '\u5C6E'],
      [12077, 1, '\u5C71'],
      [12078, 1, '\u5DDB'],
      [12079, 1, '\u5DE5'],
      [12080, 1, '\u5DF1'],
      [12081, 1, '\u5DFE'],
      [12082, 1, '\u5E72'],
      [12083, 1, '\u5E7A'],
      [12084, 1, '\u5E7F'],
      [12085, 1, '\u5EF4'],
      [12086, 1, '\u5EFE'],
      [12087, 1, '\u5F0B'],
      [12088, 1, '\u5F13'],
      [12089, 1, '\u5F50'],
      [12090, 1, '\u5F61'],
      [12091, 1, '\u5F73'],
      [12092, 1, '\u5FC3'],
      [12093, 1, '\u6208'],
      [12094, 1, '\u6236'],
      [12095, 1, '\u624B'],
      [12096, 1, '\u652F'],
      [12097, 1, '\u6534'],
      [12098, 1, '\u6587'],
      [12099, 1, '\u6597'],
      [12100, 1, '\u65A4'],
      [12101, 1, '\u65B9'],
      [12102, 1, '\u65E0'],
      [12103, 1, '\u65E5'],
      [12104, 1, '\u66F0'],
      [12105, 1, '\u6708'],
      [12106, 1, '\u6728'],
      [12107, 1, '\u6B20'],
      [12108, 1, '\u6B62'],
      [12109, 1, '\u6B79'],
      [12110, 1, '\u6BB3'],
      [12111, 1, '\u6BCB'],
      [12112, 1, '\u6BD4'],
      [12113, 1, '\u6BDB'],
      [12114, 1, '\u6C0F'],
      [12115, 1, '\u6C14'],
      [12116, 1, '\u6C34'],
      [12117, 1, '\u706B'],
      [12118, 1, '\u722A'],
      [12119, 1, '\u7236'],
      [12120, 1, '\u723B'],
      [12121, 1, '\u723F'],
      [12122, 1, '\u7247'],
      [12123, 1, '\u7259'],
      [12124, 1, '\u725B'],
      [12125, 1, '\u72AC'],
      [12126, 1, '\u7384'],
      [12127, 1, '\u7389'],
      [12128, 1, '\u74DC'],
      [12129, 1, '\u74E6'],
      [12130, 1, '\u7518'],
      [12131, 1, '\u751F'],
      [12132, 1, '\u7528'],
      [12133, 1, '\u7530'],
      [12134, 1, '\u758B'],
      [12135, 1, '\u7592'],
      [12136, 1, '\u7676'],
      [12137, 1, '\u767D'],
      [12138, 1, '\u76AE'],
      [12139, 1, '\u76BF'],
      [12140, 1, '\u76EE'],
      [12141, 1, '\u77DB'],
      [12142, 1, '\u77E2'],
      [12143, 1, '\u77F3'],
      [12144, 1, '\u793A'],
      [12145, 1, '\u79B8'],
      [12146, 1, '\u79BE'],
      [12147, 1, '\u7A74'],
      [12148, 1, '\u7ACB'],
      [12149, 1, '\u7AF9'],
      [12150, 1, '\u7C73'],
      [12151, 1, '\u7CF8'],
      [12152, 1, '\u7F36'],
      [12153, 1, '\u7F51'],
      [12154, 1, '\u7F8A'],
      [12155, 1, '\u7FBD'],
      [12156, 1, '\u8001'],
      [12157, 1, '\u800C'],
      [12158, 1, '\u8012'],
      [12159, 1, '\u8033'],
      [12160, 1, '\u807F'],
      [12161, 1, '\u8089'],
      [12162, 1, '\u81E3'],
      [12163, 1, '\u81EA'],
      [12164, 1, '\u81F3'],
      [12165, 1, '\u81FC'],
      [12166, 1, '\u820C'],
      [12167, 1, '\u821B'],
      [12168, 1, '\u821F'],
      [12169, 1, '\u826E'],
      [12170, 1, '\u8272'],
      [12171, 1, '\u8278'],
      [12172, 1, '\u864D'],
      [12173, 1, '\u866B'],
      [12174, 1, '\u8840'],
      [12175, 1, '\u884C'],
      [12176, 1, '\u8863'],
      [12177, 1, '\u897E'],
      [12178, 1, '\u898B'],
      [12179, 1, '\u89D2'],
      [12180, 1, '\u8A00'],
      [12181, 1, '\u8C37'],
      [12182, 1, '\u8C46'],
      [12183, 1, '\u8C55'],
      [12184, 1, '\u8C78'],
      [12185, 1, '\u8C9D'],
      [12186, 1, '\u8D64'],
      [12187, 1, '\u8D70'],
      [12188, 1, '\u8DB3'],
      [12189, 1, '\u8EAB'],
      [12190, 1, '\u8ECA'],
      [12191, 1, '\u8F9B'],
      [12192, 1, '\u8FB0'],
      [12193, 1, '\u8FB5'],
      [12194, 1, '\u9091'],
      [12195, 1, '\u9149'],
      [12196, 1, '\u91C6'],
      [12197, 1, '\u91CC'],
      [12198, 1, '\u91D1'],
      [12199, 1, '\u9577'],
      [12200, 1, '\u9580'],
      [12201, 1, '\u961C'],
      [12202, 1, '\u96B6'],
      [12203, 1, '\u96B9'],
      [12204, 1, '\u96E8'],
      [12205, 1, '\u9751'],
      [12206, 1, '\u975E'],
      [12207, 1, '\u9762'],
      [12208, 1, '\u9769'],
      [12209, 1, '\u97CB'],
      [12210, 1, '\u97ED'],
      [12211, 1, '\u97F3'],
      [12212, 1, '\u9801'],
      [12213, 1, '\u98A8'],
      [12214, 1, '\u98DB'],
      [12215, 1, '\u98DF'],
      [12216, 1, '\u9996'],
      [12217, 1, '\u9999'],
      [12218, 1, '\u99AC'],
      [12219, 1, '\u9AA8'],
      [12220, 1, '\u9AD8'],
      [12221, 1, '\u9ADF'],
      [12222, 1, '\u9B25'],
      [12223, 1, '\u9B2F'],
      [12224, 1, '\u9B32'],
      [12225, 1, '\u9B3C'],
      [12226, 1, '\u9B5A'],
      [12227, 1, '\u9CE5'],
      [12228, 1, '\u9E75'],
      [12229, 1, '\u9E7F'],
      [12230, 1, '\u9EA5'],
      [12231, 1, '\u9EBB'],
      [12232, 1, '\u9EC3'],
      [12233, 1, '\u9ECD'],
      [12234, 1, '\u9ED1'],
      [12235, 1, '\u9EF9'],
      [12236, 1, '\u9EFD'],
      [12237, 1, '\u9F0E'],
      [12238, 1, '\u9F13'],
      [12239, 1, '\u9F20'],
      [12240, 1, '\u9F3B'],
      [12241, 1, '\u9F4A'],
      [12242, 1, '\u9F52'],
      [12243, 1, '\u9F8D'],
      [12244, 1, '\u9F9C'],
      [12245, 1, '\u9FA0'],
      [[12246, 12271], 3],
      [[12272, 12283], 3],
      [[12284, 12287], 3],
      [12288, 1, ' '],
      [12289, 2],
      [12290, 1, '.'],
      [[12291, 12292], 2],
      [[12293, 12295], 2],
      [[12296, 12329], 2],
      [[12330, 12333], 2],
      [[12334, 12341], 2],
      [12342, 1, '\u3012'],
      [12343, 2],
      [12344, 1, '\u5341'],
      [12345, 1, '\u5344'],
      [12346, 1, '\u5345'],
      [12347, 2],
      [12348, 2],
      [12349, 2],
      [12350, 2],
      [12351, 2],
      [12352, 3],
      [[12353, 12436], 2],
      [[12437, 12438], 2],
      [[12439, 12440], 3],
      [[12441, 12442], 2],
      [12443, 1, ' \u3099'],
      [12444, 1, ' \u309A'],
      [[12445, 12446], 2],
      [12447, 1, '\u3088\u308A'],
      [12448, 2],
      [[12449, 12542], 2],
      [12543, 1, '\u30B3\u30C8'],
      [[12544, 12548], 3],
      [[12549, 12588], 2],
      [12589, 2],
      [12590, 2],
      [12591, 2],
      [12592, 3],
      [12593, 1, '\u1100'],
      [12594, 1, '\u1101'],
      [12595, 1, '\u11AA'],
      [12596, 1, '\u1102'],
      [12597, 1, '\u11AC'],
      [12598, 1, '\u11AD'],
      [12599, 1, '\u1103'],
      [12600, 1, '\u1104'],
      [12601, 1, '\u1105'],
      [12602, 1, '\u11B0'],
      [12603, 1, '\u11B1'],
      [12604, 1, '\u11B2'],
      [12605, 1, '\u11B3'],
      [12606, 1, '\u11B4'],
      [12607, 1, '\u11B5'],
      [12608, 1, '\u111A'],
      [12609, 1, '\u1106'],
      [12610, 1, '\u1107'],
      [12611, 1, '\u1108'],
      [12612, 1, '\u1121'],
      [12613, 1, '\u1109'],
      [12614, 1, '\u110A'],
      [12615, 1, '\u110B'],
      [12616, 1, '\u110C'],
      [12617, 1, '\u110D'],
      [12618, 1, '\u110E'],
      [12619, 1, '\u110F'],
      [12620, 1, '\u1110'],
      [12621, 1, '\u1111'],
      [12622, 1, '\u1112'],
      [12623, 1, '\u1161'],
      [12624, 1, '\u1162'],
      [12625, 1, '\u1163'],
      [12626, 1, '\u1164'],
      [12627, 1, '\u1165'],
      [12628, 1, '\u1166'],
      [12629, 1, '\u1167'],
      [12630, 1, '\u1168'],
      [12631, 1, '\u1169'],
      [12632, 1, '\u116A'],
      [12633, 1, '\u116B'],
      [12634, 1, '\u116C'],
      [12635, 1, '\u116D'],
      [12636, 1, '\u116E'],
      [12637, 1, '\u116F'],
      [12638, 1, '\u1170'],
      [12639, 1, '\u1171'],
      [12640, 1, '\u1172'],
      [12641, 1, '\u1173'],
      [12642, 1, '\u1174'],
      [12643, 1, '\u1175'],
      [12644, 7],
      [12645, 1, '\u1114'],
      [12646, 1, '\u1115'],
      [12647, 1, '\u11C7'],
      [12648, 1, '\u11C8'],
      [12649, 1, '\u11CC'],
      [12650, 1, '\u11CE'],
      [12651, 1, '\u11D3'],
      [12652, 1, '\u11D7'],
      [12653, 1, '\u11D9'],
      [12654, 1, '\u111C'],
      [12655, 1, '\u11DD'],
      [12656, 1, '\u11DF'],
      [12657, 1, '\u111D'],
      [12658, 1, '\u111E'],
      [12659, 1, '\u1120'],
      [12660, 1, '\u1122'],
      [12661, 1, '\u1123'],
      [12662, 1, '\u1127'],
      [12663, 1, '\u1129'],
      [12664, 1, '\u112B'],
      [12665, 1, '\u112C'],
      [12666, 1, '\u112D'],
      [12667, 1, '\u112E'],
      [12668, 1, '\u112F'],
      [12669, 1, '\u1132'],
      [12670, 1, '\u1136'],
      [12671, 1, '\u1140'],
      [12672, 1, '\u1147'],
      [12673, 1, '\u114C'],
      [12674, 1, '\u11F1'],
      [12675, 1, '\u11F2'],
      [12676, 1, '\u1157'],
      [12677, 1, '\u1158'],
      [12678, 1, '\u1159'],
      [12679, 1, '\u1184'],
      [12680, 1, '\u1185'],
      [12681, 1, '\u1188'],
      [12682, 1, '\u1191'],
      [12683, 1, '\u1192'],
      [12684, 1, '\u1194'],
      [12685, 1, '\u119E'],
      [12686, 1, '\u11A1'],
      [12687, 3],
      [[12688, 12689], 2],
      [12690, 1, '\u4E00'],
      [12691, 1, '\u4E8C'],
      [12692, 1, '\u4E09'],
      [12693, 1, '\u56DB'],
      [12694, 1, '\u4E0A'],
      [12695, 1, '\u4E2D'],
      [12696, 1, '\u4E0B'],
      [12697, 1, '\u7532'],
      [12698, 1, '\u4E59'],
      [12699, 1, '\u4E19'],
      [12700, 1, '\u4E01'],
      [12701, 1, '\u5929'],
      [12702, 1, '\u5730'],
      [12703, 1, '\u4EBA'],
      [[12704, 12727], 2],
      [[12728, 12730], 2],
      [[12731, 12735], 2],
      [[12736, 12751], 2],
      [[12752, 12771], 2],
      [[12772, 12773], 2],
      [[12774, 12782], 3],
      [12783, 3],
      [[12784, 12799], 2],
      [12800, 1, '(\u1100)'],
      [12801, 1, '(\u1102)'],
      [12802, 1, '(\u1103)'],
      [12803, 1, '(\u1105)'],
      [12804, 1, '(\u1106)'],
      [12805, 1, '(\u1107)'],
      [12806, 1, '(\u1109)'],
      [12807, 1, '(\u110B)'],
      [12808, 1, '(\u110C)'],
      [12809, 1, '(\u110E)'],
      [12810, 1, '(\u110F)'],
      [12811, 1, '(\u1110)'],
      [12812, 1, '(\u1111)'],
      [12813, 1, '(\u1112)'],
      [12814, 1, '(\uAC00)'],
      [12815, 1, '(\uB098)'],
      [12816, 1, '(\uB2E4)'],
      [12817, 1, '(\uB77C)'],
      [12818, 1, '(\uB9C8)'],
      [12819, 1, '(\uBC14)'],
      [12820, 1, '(\uC0AC)'],
      [12821, 1, '(\uC544)'],
      [12822, 1, '(\uC790)'],
      [12823, 1, '(\uCC28)'],
      [12824, 1, '(\uCE74)'],
      [12825, 1, '(\uD0C0)'],
      [12826, 1, '(\uD30C)'],
      [12827, 1, '(\uD558)'],
      [12828, 1, '(\uC8FC)'],
      [12829, 1, '(\uC624\uC804)'],
      [12830, 1, '(\uC624\uD6C4)'],
      [12831, 3],
      [12832, 1, '(\u4E00)'],
      [12833, 1, '(\u4E8C)'],
      [12834, 1, '(\u4E09)'],
      [12835, 1, '(\u56DB)'],
      [12836, 1, '(\u4E94)'],
      [12837, 1, '(\u516D)'],
      [12838, 1, '(\u4E03)'],
      [12839, 1, '(\u516B)'],
      [12840, 1, '(\u4E5D)'],
      [12841, 1, '(\u5341)'],
      [12842, 1, '(\u6708)'],
      [12843, 1, '(\u706B)'],
      [12844, 1, '(\u6C34)'],
      [12845, 1, '(\u6728)'],
      [12846, 1, '(\u91D1)'],
      [12847, 1, '(\u571F)'],
      [12848, 1, '(\u65E5)'],
      [12849, 1, '(\u682A)'],
      [12850, 1, '(\u6709)'],
      [12851, 1, '(\u793E)'],
      [12852, 1, '(\u540D)'],
      [12853, 1, '(\u7279)'],
      [12854, 1, '(\u8CA1)'],
      [12855, 1, '(\u795D)'],
      [12856, 1, '(\u52B4)'],
      [12857, 1, '(\u4EE3)'],
      [12858, 1, '(\u547C)'],
      [12859, 1, '(\u5B66)'],
      [12860, 1, '(\u76E3)'],
      [12861, 1, '(\u4F01)'],
      [12862, 1, '(\u8CC7)'],
      [12863, 1, '(\u5354)'],
      [12864, 1, '(\u796D)'],
      [12865, 1, '(\u4F11)'],
      [12866, 1, '(\u81EA)'],
      [12867, 1, '(\u81F3)'],
      [12868, 1, '\u554F'],
      [12869, 1, '\u5E7C'],
      [12870, 1, '\u6587'],
      [12871, 1, '\u7B8F'],
      [[12872, 12879], 2],
      [12880, 1, 'pte'],
      [12881, 1, '21'],
      [12882, 1, '22'],
      [12883, 1, '23'],
      [12884, 1, '24'],
      [12885, 1, '25'],
      [12886, 1, '26'],
      [12887, 1, '27'],
      [12888, 1, '28'],
      [12889, 1, '29'],
      [12890, 1, '30'],
      [12891, 1, '31'],
      [12892, 1, '32'],
      [12893, 1, '33'],
      [12894, 1, '34'],
      [12895, 1, '35'],
      [12896, 1, '\u1100'],
      [12897, 1, '\u1102'],
      [12898, 1, '\u1103'],
      [12899, 1, '\u1105'],
      [12900, 1, '\u1106'],
      [12901, 1, '\u1107'],
      [12902, 1, '\u1109'],
      [12903, 1, '\u110B'],
      [12904, 1, '\u110C'],
      [12905, 1, '\u110E'],
      [12906, 1, '\u110F'],
      [12907, 1, '\u1110'],
      [12908, 1, '\u1111'],
      [12909, 1, '\u1112'],
      [12910, 1, '\uAC00'],
      [12911, 1, '\uB098'],
      [12912, 1, '\uB2E4'],
      [12913, 1, '\uB77C'],
      [12914, 1, '\uB9C8'],
      [12915, 1, '\uBC14'],
      [12916, 1, '\uC0AC'],
      [12917, 1, '\uC544'],
      [12918, 1, '\uC790'],
      [12919, 1, '\uCC28'],
      [12920, 1, '\uCE74'],
      [12921, 1, '\uD0C0'],
      [12922, 1, '\uD30C'],
      [12923, 1, '\uD558'],
      [12924, 1, '\uCC38\uACE0'],
      [12925, 1, '\uC8FC\uC758'],
      [12926, 1, '\uC6B0'],
      [12927, 2],
      [12928, 1, '\u4E00'],
      [12929, 1, '\u4E8C'],
      [12930, 1, '\u4E09'],
      [12931, 1, '\u56DB'],
      [12932, 1, '\u4E94'],
      [12933, 1, '\u516D'],
      [12934, 1, '\u4E03'],
      [12935, 1, '\u516B'],
      [12936, 1, '\u4E5D'],
      [12937, 1, '\u5341'],
      [12938, 1, '\u6708'],
      [12939, 1, '\u706B'],
      [12940, 1, '\u6C34'],
      [12941, 1, '\u6728'],
      [12942, 1, '\u91D1'],
      [12943, 1, '\u571F'],
      [12944, 1, '\u65E5'],
      [12945, 1, '\u682A'],
      [12946, 1, '\u6709'],
      [12947, 1, '\u793E'],
      [12948, 1, '\u540D'],
      [12949, 1, '\u7279'],
      [12950, 1, '\u8CA1'],
      [12951, 1, '\u795D'],
      [12952, 1, '\u52B4'],
      [12953, 1, '\u79D8'],
      [12954, 1, '\u7537'],
      [12955, 1, '\u5973'],
      [12956, 1, '\u9069'],
      [12957, 1, '\u512A'],
      [12958, 1, '\u5370'],
      [12959, 1, '\u6CE8'],
      [12960, 1, '\u9805'],
      [12961, 1, '\u4F11'],
      [12962, 1, '\u5199'],
      [12963, 1, '\u6B63'],
      [12964, 1, '\u4E0A'],
      [12965, 1, '\u4E2D'],
      [12966, 1, '\u4E0B'],
      [12967, 1, '\u5DE6'],
      [12968, 1, '\u53F3'],
      [12969, 1, '\u533B'],
      [12970, 1, '\u5B97'],
      [12971, 1, '\u5B66'],
      [12972, 1, '\u76E3'],
      [12973, 1, '\u4F01'],
      [12974, 1, '\u8CC7'],
      [12975, 1, '\u5354'],
      [12976, 1, '\u591C'],
      [12977, 1, '36'],
      [12978, 1, '37'],
      [12979, 1, '38'],
      [12980, 1, '39'],
      [12981, 1, '40'],
      [12982, 1, '41'],
      [12983, 1, '42'],
      [12984, 1, '43'],
      [12985, 1, '44'],
      [12986, 1, '45'],
      [12987, 1, '46'],
      [12988, 1, '47'],
      [12989, 1, '48'],
      [12990, 1, '49'],
      [12991, 1, '50'],
      [12992, 1, '1\u6708'],
      [12993, 1, '2\u6708'],
      [12994, 1, '3\u6708'],
      [12995, 1, '4\u6708'],
      [12996, 1, '5\u6708'],
      [12997, 1, '6\u6708'],
      [12998, 1, '7\u6708'],
      [12999, 1, '8\u6708'],
      [13e3, 1, '9\u6708'],
      [13001, 1, '10\u6708'],
      [13002, 1, '11\u6708'],
      [13003, 1, '12\u6708'],
      [13004, 1, 'hg'],
      [13005, 1, 'erg'],
      [13006, 1, 'ev'],
      [13007, 1, 'ltd'],
      [13008, 1, '\u30A2'],
      [13009, 1, '\u30A4'],
      [13010, 1, '\u30A6'],
      [13011, 1, '\u30A8'],
      [13012, 1, '\u30AA'],
      [13013, 1, '\u30AB'],
      [13014, 1, '\u30AD'],
      [13015, 1, '\u30AF'],
      [13016, 1, '\u30B1'],
      [13017, 1, '\u30B3'],
      [13018, 1, '\u30B5'],
      [13019, 1, '\u30B7'],
      [13020, 1, '\u30B9'],
      [13021, 1, '\u30BB'],
      [13022, 1, '\u30BD'],
      [13023, 1, '\u30BF'],
      [13024, 1, '\u30C1'],
      [13025, 1, '\u30C4'],
      [13026, 1, '\u30C6'],
      [13027, 1, '\u30C8'],
      [13028, 1, '\u30CA'],
      [13029, 1, '\u30CB'],
      [13030, 1, '\u30CC'],
      [13031, 1, '\u30CD'],
      [13032, 1, '\u30CE'],
      [13033, 1, '\u30CF'],
      [13034, 1, '\u30D2'],
      [13035, 1, '\u30D5'],
      [13036, 1, '\u30D8'],
      [13037, 1, '\u30DB'],
      [13038, 1, '\u30DE'],
      [13039, 1, '\u30DF'],
      [13040, 1, '\u30E0'],
      [13041, 1, '\u30E1'],
      [13042, 1, '\u30E2'],
      [13043, 1, '\u30E4'],
      [13044, 1, '\u30E6'],
      [13045, 1, '\u30E8'],
      [13046, 1, '\u30E9'],
      [13047, 1, '\u30EA'],
      [13048, 1, '\u30EB'],
      [13049, 1, '\u30EC'],
      [13050, 1, '\u30ED'],
      [13051, 1, '\u30EF'],
      [13052, 1, '\u30F0'],
      [13053, 1, '\u30F1'],
      [13054, 1, '\u30F2'],
      [13055, 1, '\u4EE4\u548C'],
      [13056, 1, '\u30A2\u30D1\u30FC\u30C8'],
      [13057, 1, '\u30A2\u30EB\u30D5\u30A1'],
      [13058, 1, '\u30A2\u30F3\u30DA\u30A2'],
      [13059, 1, '\u30A2\u30FC\u30EB'],
      [13060, 1, '\u30A4\u30CB\u30F3\u30B0'],
      [13061, 1, '\u30A4\u30F3\u30C1'],
      [13062, 1, '\u30A6\u30A9\u30F3'],
      [13063, 1, '\u30A8\u30B9\u30AF\u30FC\u30C9'],
      [13064, 1, '\u30A8\u30FC\u30AB\u30FC'],
      [13065, 1, '\u30AA\u30F3\u30B9'],
      [13066, 1, '\u30AA\u30FC\u30E0'],
      [13067, 1, '\u30AB\u30A4\u30EA'],
      [13068, 1, '\u30AB\u30E9\u30C3\u30C8'],
      [13069, 1, '\u30AB\u30ED\u30EA\u30FC'],
      [13070, 1, '\u30AC\u30ED\u30F3'],
      [13071, 1, '\u30AC\u30F3\u30DE'],
      [13072, 1, '\u30AE\u30AC'],
      [13073, 1, '\u30AE\u30CB\u30FC'],
      [13074, 1, '\u30AD\u30E5\u30EA\u30FC'],
      [13075, 1, '\u30AE\u30EB\u30C0\u30FC'],
      [13076, 1, '\u30AD\u30ED'],
      [13077, 1, '\u30AD\u30ED\u30B0\u30E9\u30E0'],
      [13078, 1, '\u30AD\u30ED\u30E1\u30FC\u30C8\u30EB'],
      [13079, 1, '\u30AD\u30ED\u30EF\u30C3\u30C8'],
      [13080, 1, '\u30B0\u30E9\u30E0'],
      [13081, 1, '\u30B0\u30E9\u30E0\u30C8\u30F3'],
      [13082, 1, '\u30AF\u30EB\u30BC\u30A4\u30ED'],
      [13083, 1, '\u30AF\u30ED\u30FC\u30CD'],
      [13084, 1, '\u30B1\u30FC\u30B9'],
      [13085, 1, '\u30B3\u30EB\u30CA'],
      [13086, 1, '\u30B3\u30FC\u30DD'],
      [13087, 1, '\u30B5\u30A4\u30AF\u30EB'],
      [13088, 1, '\u30B5\u30F3\u30C1\u30FC\u30E0'],
      [13089, 1, '\u30B7\u30EA\u30F3\u30B0'],
      [13090, 1, '\u30BB\u30F3\u30C1'],
      [13091, 1, '\u30BB\u30F3\u30C8'],
      [13092, 1, '\u30C0\u30FC\u30B9'],
      [13093, 1, '\u30C7\u30B7'],
      [13094, 1, '\u30C9\u30EB'],
      [13095, 1, '\u30C8\u30F3'],
      [13096, 1, '\u30CA\u30CE'],
      [13097, 1, '\u30CE\u30C3\u30C8'],
      [13098, 1, '\u30CF\u30A4\u30C4'],
      [13099, 1, '\u30D1\u30FC\u30BB\u30F3\u30C8'],
      [13100, 1, '\u30D1\u30FC\u30C4'],
      [13101, 1, '\u30D0\u30FC\u30EC\u30EB'],
      [13102, 1, '\u30D4\u30A2\u30B9\u30C8\u30EB'],
      [13103, 1, '\u30D4\u30AF\u30EB'],
      [13104, 1, '\u30D4\u30B3'],
      [13105, 1, '\u30D3\u30EB'],
      [13106, 1, '\u30D5\u30A1\u30E9\u30C3\u30C9'],
      [13107, 1, '\u30D5\u30A3\u30FC\u30C8'],
      [13108, 1, '\u30D6\u30C3\u30B7\u30A7\u30EB'],
      [13109, 1, '\u30D5\u30E9\u30F3'],
      [13110, 1, '\u30D8\u30AF\u30BF\u30FC\u30EB'],
      [13111, 1, '\u30DA\u30BD'],
      [13112, 1, '\u30DA\u30CB\u30D2'],
      [13113, 1, '\u30D8\u30EB\u30C4'],
      [13114, 1, '\u30DA\u30F3\u30B9'],
      [13115, 1, '\u30DA\u30FC\u30B8'],
      [13116, 1, '\u30D9\u30FC\u30BF'],
      [13117, 1, '\u30DD\u30A4\u30F3\u30C8'],
      [13118, 1, '\u30DC\u30EB\u30C8'],
      [13119, 1, '\u30DB\u30F3'],
      [13120, 1, '\u30DD\u30F3\u30C9'],
      [13121, 1, '\u30DB\u30FC\u30EB'],
      [13122, 1, '\u30DB\u30FC\u30F3'],
      [13123, 1, '\u30DE\u30A4\u30AF\u30ED'],
      [13124, 1, '\u30DE\u30A4\u30EB'],
      [13125, 1, '\u30DE\u30C3\u30CF'],
      [13126, 1, '\u30DE\u30EB\u30AF'],
      [13127, 1, '\u30DE\u30F3\u30B7\u30E7\u30F3'],
      [13128, 1, '\u30DF\u30AF\u30ED\u30F3'],
      [13129, 1, '\u30DF\u30EA'],
      [13130, 1, '\u30DF\u30EA\u30D0\u30FC\u30EB'],
      [13131, 1, '\u30E1\u30AC'],
      [13132, 1, '\u30E1\u30AC\u30C8\u30F3'],
      [13133, 1, '\u30E1\u30FC\u30C8\u30EB'],
      [13134, 1, '\u30E4\u30FC\u30C9'],
      [13135, 1, '\u30E4\u30FC\u30EB'],
      [13136, 1, '\u30E6\u30A2\u30F3'],
      [13137, 1, '\u30EA\u30C3\u30C8\u30EB'],
      [13138, 1, '\u30EA\u30E9'],
      [13139, 1, '\u30EB\u30D4\u30FC'],
      [13140, 1, '\u30EB\u30FC\u30D6\u30EB'],
      [13141, 1, '\u30EC\u30E0'],
      [13142, 1, '\u30EC\u30F3\u30C8\u30B2\u30F3'],
      [13143, 1, '\u30EF\u30C3\u30C8'],
      [13144, 1, '0\u70B9'],
      [13145, 1, '1\u70B9'],
      [13146, 1, '2\u70B9'],
      [13147, 1, '3\u70B9'],
      [13148, 1, '4\u70B9'],
      [13149, 1, '5\u70B9'],
      [13150, 1, '6\u70B9'],
      [13151, 1, '7\u70B9'],
      [13152, 1, '8\u70B9'],
      [13153, 1, '9\u70B9'],
      [13154, 1, '10\u70B9'],
      [13155, 1, '11\u70B9'],
      [13156, 1, '12\u70B9'],
      [13157, 1, '13\u70B9'],
      [13158, 1, '14\u70B9'],
      [13159, 1, '15\u70B9'],
      [13160, 1, '16\u70B9'],
      [13161, 1, '17\u70B9'],
      [13162, 1, '18\u70B9'],
      [13163, 1, '19\u70B9'],
      [13164, 1, '20\u70B9'],
      [13165, 1, '21\u70B9'],
      [13166, 1, '22\u70B9'],
      [13167, 1, '23\u70B9'],
      [13168, 1, '24\u70B9'],
      [13169, 1, 'hpa'],
      [13170, 1, 'da'],
      [13171, 1, 'au'],
      [13172, 1, 'bar'],
      [13173, 1, 'ov'],
      [13174, 1, 'pc'],
      [13175, 1, 'dm'],
      [13176, 1, 'dm2'],
      [13177, 1, 'dm3'],
      [13178, 1, 'iu'],
      [13179, 1, '\u5E73\u6210'],
      [13180, 1, '\u662D\u548C'],
      [13181, 1, '\u5927\u6B63'],
      [13182, 1, '\u660E\u6CBB'],
      [13183, 1, '\u682A\u5F0F\u4F1A\u793E'],
      [13184, 1, 'pa'],
      [13185, 1, 'na'],
      [13186, 1, '\u03BCa'],
      [13187, 1, 'ma'],
      [13188, 1, 'ka'],
      [13189, 1, 'kb'],
      [13190, 1, 'mb'],
      [13191, 1, 'gb'],
      [13192, 1, 'cal'],
      [13193, 1, 'kcal'],
      [13194, 1, 'pf'],
      [13195, 1, 'nf'],
      [13196, 1, '\u03BCf'],
      [13197, 1, '\u03BCg'],
      [13198, 1, 'mg'],
      [13199, 1, 'kg'],
      [13200, 1, 'hz'],
      [13201, 1, 'khz'],
      [13202, 1, 'mhz'],
      [13203, 1, 'ghz'],
      [13204, 1, 'thz'],
      [13205, 1, '\u03BCl'],
      [13206, 1, 'ml'],
      [13207, 1, 'dl'],
      [13208, 1, 'kl'],
      [13209, 1, 'fm'],
      [13210, 1, 'nm'],
      [13211, 1, '\u03BCm'],
      [13212, 1, 'mm'],
      [13213, 1, 'cm'],
      [13214, 1, 'km'],
      [13215, 1, 'mm2'],
      [13216, 1, 'cm2'],
      [13217, 1, 'm2'],
      [13218, 1, 'km2'],
      [13219, 1, 'mm3'],
      [13220, 1, 'cm3'],
      [13221, 1, 'm3'],
      [13222, 1, 'km3'],
      [13223, 1, 'm\u2215s'],
      [13224, 1, 'm\u2215s2'],
      [13225, 1, 'pa'],
      [13226, 1, 'kpa'],
      [13227, 1, 'mpa'],
      [13228, 1, 'gpa'],
      [13229, 1, 'rad'],
      [13230, 1, 'rad\u2215s'],
      [13231, 1, 'rad\u2215s2'],
      [13232, 1, 'ps'],
      [13233, 1, 'ns'],
      [13234, 1, '\u03BCs'],
      [13235, 1, 'ms'],
      [13236, 1, 'pv'],
      [13237, 1, 'nv'],
      [13238, 1, '\u03BCv'],
      [13239, 1, 'mv'],
      [13240, 1, 'kv'],
      [13241, 1, 'mv'],
      [13242, 1, 'pw'],
      [13243, 1, 'nw'],
      [13244, 1, '\u03BCw'],
      [13245, 1, 'mw'],
      [13246, 1, 'kw'],
      [13247, 1, 'mw'],
      [13248, 1, 'k\u03C9'],
      [13249, 1, 'm\u03C9'],
      [13250, 3],
      [13251, 1, 'bq'],
      [13252, 1, 'cc'],
      [13253, 1, 'cd'],
      [13254, 1, 'c\u2215kg'],
      [13255, 3],
      [13256, 1, 'db'],
      [13257, 1, 'gy'],
      [13258, 1, 'ha'],
      [13259, 1, 'hp'],
      [13260, 1, 'in'],
      [13261, 1, 'kk'],
      [13262, 1, 'km'],
      [13263, 1, 'kt'],
      [13264, 1, 'lm'],
      [13265, 1, 'ln'],
      [13266, 1, 'log'],
      [13267, 1, 'lx'],
      [13268, 1, 'mb'],
      [13269, 1, 'mil'],
      [13270, 1, 'mol'],
      [13271, 1, 'ph'],
      [13272, 3],
      [13273, 1, 'ppm'],
      [13274, 1, 'pr'],
      [13275, 1, 'sr'],
      [13276, 1, 'sv'],
      [13277, 1, 'wb'],
      [13278, 1, 'v\u2215m'],
      [13279, 1, 'a\u2215m'],
      [13280, 1, '1\u65E5'],
      [13281, 1, '2\u65E5'],
      [13282, 1, '3\u65E5'],
      [13283, 1, '4\u65E5'],
      [13284, 1, '5\u65E5'],
      [13285, 1, '6\u65E5'],
      [13286, 1, '7\u65E5'],
      [13287, 1, '8\u65E5'],
      [13288, 1, '9\u65E5'],
      [13289, 1, '10\u65E5'],
      [13290, 1, '11\u65E5'],
      [13291, 1, '12\u65E5'],
      [13292, 1, '13\u65E5'],
      [13293, 1, '14\u65E5'],
      [13294, 1, '15\u65E5'],
      [13295, 1, '16\u65E5'],
      [13296, 1, '17\u65E5'],
      [13297, 1, '18\u65E5'],
      [13298, 1, '19\u65E5'],
      [13299, 1, '20\u65E5'],
      [13300, 1, '21\u65E5'],
      [13301, 1, '22\u65E5'],
      [13302, 1, '23\u65E5'],
      [13303, 1, '24\u65E5'],
      [13304, 1, '25\u65E5'],
      [13305, 1, '26\u65E5'],
      [13306, 1, '27\u65E5'],
      [13307, 1, '28\u65E5'],
      [13308, 1, '29\u65E5'],
      [13309, 1, '30\u65E5'],
      [13310, 1, '31\u65E5'],
      [13311, 1, 'gal'],
      [[13312, 19893], 2],
      [[19894, 19903], 2],
      [[19904, 19967], 2],
      [[19968, 40869], 2],
      [[40870, 40891], 2],
      [[40892, 40899], 2],
      [[40900, 40907], 2],
      [40908, 2],
      [[40909, 40917], 2],
      [[40918, 40938], 2],
      [[40939, 40943], 2],
      [[40944, 40956], 2],
      [[40957, 40959], 2],
      [[40960, 42124], 2],
      [[42125, 42127], 3],
      [[42128, 42145], 2],
      [[42146, 42147], 2],
      [[42148, 42163], 2],
      [42164, 2],
      [[42165, 42176], 2],
      [42177, 2],
      [[42178, 42180], 2],
      [42181, 2],
      [42182, 2],
      [[42183, 42191], 3],
      [[42192, 42237], 2],
      [[42238, 42239], 2],
      [[42240, 42508], 2],
      [[42509, 42511], 2],
      [[42512, 42539], 2],
      [[42540, 42559], 3],
      [42560, 1, '\uA641'],
      [42561, 2],
      [42562, 1, '\uA643'],
      [42563, 2],
      [42564, 1, '\uA645'],
      [42565, 2],
      [42566, 1, '\uA647'],
      [42567, 2],
      [42568, 1, '\uA649'],
      [42569, 2],
      [42570, 1, '\uA64B'],
      [42571, 2],
      [42572, 1, '\uA64D'],
      [42573, 2],
      [42574, 1, '\uA64F'],
      [42575, 2],
      [42576, 1, '\uA651'],
      [42577, 2],
      [42578, 1, '\uA653'],
      [42579, 2],
      [42580, 1, '\uA655'],
      [42581, 2],
      [42582, 1, '\uA657'],
      [42583, 2],
      [42584, 1, '\uA659'],
      [42585, 2],
      [42586, 1, '\uA65B'],
      [42587, 2],
      [42588, 1, '\uA65D'],
      [42589, 2],
      [42590, 1, '\uA65F'],
      [42591, 2],
      [42592, 1, '\uA661'],
      [42593, 2],
      [42594, 1, '\uA663'],
      [42595, 2],
      [42596, 1, '\uA665'],
      [42597, 2],
      [42598, 1, '\uA667'],
      [42599, 2],
      [42600, 1, '\uA669'],
      [42601, 2],
      [42602, 1, '\uA66B'],
      [42603, 2],
      [42604, 1, '\uA66D'],
      [[42605, 42607], 2],
      [[42608, 42611], 2],
      [[42612, 42619], 2],
      [[42620, 42621], 2],
      [42622, 2],
      [42623, 2],
      [42624, 1, '\uA681'],
      [42625, 2],
      [42626, 1, '\uA683'],
      [42627, 2],
      [42628, 1, '\uA685'],
      [42629, 2],
      [42630, 1, '\uA687'],
      [42631, 2],
      [42632, 1, '\uA689'],
      [42633, 2],
      [42634, 1, '\uA68B'],
      [42635, 2],
      [42636, 1, '\uA68D'],
      [42637, 2],
      [42638, 1, '\uA68F'],
      [42639, 2],
      [42640, 1, '\uA691'],
      [42641, 2],
      [42642, 1, '\uA693'],
      [42643, 2],
      [42644, 1, '\uA695'],
      [42645, 2],
      [42646, 1, '\uA697'],
      [42647, 2],
      [42648, 1, '\uA699'],
      [42649, 2],
      [42650, 1, '\uA69B'],
      [42651, 2],
      [42652, 1, '\u044A'],
      [42653, 1, '\u044C'],
      [42654, 2],
      [42655, 2],
      [[42656, 42725], 2],
      [[42726, 42735], 2],
      [[42736, 42737], 2],
      [[42738, 42743], 2],
      [[42744, 42751], 3],
      [[42752, 42774], 2],
      [[42775, 42778], 2],
      [[42779, 42783], 2],
      [[42784, 42785], 2],
      [42786, 1, '\uA723'],
      [42787, 2],
      [42788, 1, '\uA725'],
      [42789, 2],
      [42790, 1, '\uA727'],
      [42791, 2],
      [42792, 1, '\uA729'],
      [42793, 2],
      [42794, 1, '\uA72B'],
      [42795, 2],
      [42796, 1, '\uA72D'],
      [42797, 2],
      [42798, 1, '\uA72F'],
      [[42799, 42801], 2],
      [42802, 1, '\uA733'],
      [42803, 2],
      [42804, 1, '\uA735'],
      [42805, 2],
      [42806, 1, '\uA737'],
      [42807, 2],
      [42808, 1, '\uA739'],
      [42809, 2],
      [42810, 1, '\uA73B'],
      [42811, 2],
      [42812, 1, '\uA73D'],
      [42813, 2],
      [42814, 1, '\uA73F'],
      [42815, 2],
      [42816, 1, '\uA741'],
      [42817, 2],
      [42818, 1, '\uA743'],
      [42819, 2],
      [42820, 1, '\uA745'],
      [42821, 2],
      [42822, 1, '\uA747'],
      [42823, 2],
      [42824, 1, '\uA749'],
      [42825, 2],
      [42826, 1, '\uA74B'],
      [42827, 2],
      [42828, 1, '\uA74D'],
      [42829, 2],
      [42830, 1, '\uA74F'],
      [42831, 2],
      [42832, 1, '\uA751'],
      [42833, 2],
      [42834, 1, '\uA753'],
      [42835, 2],
      [42836, 1, '\uA755'],
      [42837, 2],
      [42838, 1, '\uA757'],
      [42839, 2],
      [42840, 1, '\uA759'],
      [42841, 2],
      [42842, 1, '\uA75B'],
      [42843, 2],
      [42844, 1, '\uA75D'],
      [42845, 2],
      [42846, 1, '\uA75F'],
      [42847, 2],
      [42848, 1, '\uA761'],
      [42849, 2],
      [42850, 1, '\uA763'],
      [42851, 2],
      [42852, 1, '\uA765'],
      [42853, 2],
      [42854, 1, '\uA767'],
      [42855, 2],
      [42856, 1, '\uA769'],
      [42857, 2],
      [42858, 1, '\uA76B'],
      [42859, 2],
      [42860, 1, '\uA76D'],
      [42861, 2],
      [42862, 1, '\uA76F'],
      [42863, 2],
      [42864, 1, '\uA76F'],
      [[42865, 42872], 2],
      [42873, 1, '\uA77A'],
      [42874, 2],
      [42875, 1, '\uA77C'],
      [42876, 2],
      [42877, 1, '\u1D79'],
      [42878, 1, '\uA77F'],
      [42879, 2],
      [42880, 1, '\uA781'],
      [42881, 2],
      [42882, 1, '\uA783'],
      [42883, 2],
      [42884, 1, '\uA785'],
      [42885, 2],
      [42886, 1, '\uA787'],
      [[42887, 42888], 2],
      [[42889, 42890], 2],
      [42891, 1, '\uA78C'],
      [42892, 2],
      [42893, 1, '\u0265'],
      [42894, 2],
      [42895, 2],
      [42896, 1, '\uA791'],
      [42897, 2],
      [42898, 1, '\uA793'],
      [42899, 2],
      [[42900, 42901], 2],
      [42902, 1, '\uA797'],
      [42903, 2],
      [42904, 1, '\uA799'],
      [42905, 2],
      [42906, 1, '\uA79B'],
      [42907, 2],
      [42908, 1, '\uA79D'],
      [42909, 2],
      [42910, 1, '\uA79F'],
      [42911, 2],
      [42912, 1, '\uA7A1'],
      [42913, 2],
      [42914, 1, '\uA7A3'],
      [42915, 2],
      [42916, 1, '\uA7A5'],
      [42917, 2],
      [42918, 1, '\uA7A7'],
      [42919, 2],
      [42920, 1, '\uA7A9'],
      [42921, 2],
      [42922, 1, '\u0266'],
      [42923, 1, '\u025C'],
      [42924, 1, '\u0261'],
      [42925, 1, '\u026C'],
      [42926, 1, '\u026A'],
      [42927, 2],
      [42928, 1, '\u029E'],
      [42929, 1, '\u0287'],
      [42930, 1, '\u029D'],
      [42931, 1, '\uAB53'],
      [42932, 1, '\uA7B5'],
      [42933, 2],
      [42934, 1, '\uA7B7'],
      [42935, 2],
      [42936, 1, '\uA7B9'],
      [42937, 2],
      [42938, 1, '\uA7BB'],
      [42939, 2],
      [42940, 1, '\uA7BD'],
      [42941, 2],
      [42942, 1, '\uA7BF'],
      [42943, 2],
      [42944, 1, '\uA7C1'],
      [42945, 2],
      [42946, 1, '\uA7C3'],
      [42947, 2],
      [42948, 1, '\uA794'],
      [42949, 1, '\u0282'],
      [42950, 1, '\u1D8E'],
      [42951, 1, '\uA7C8'],
      [42952, 2],
      [42953, 1, '\uA7CA'],
      [42954, 2],
      [42955, 1, '\u0264'],
      [42956, 1, '\uA7CD'],
      [42957, 2],
      [[42958, 42959], 3],
      [42960, 1, '\uA7D1'],
      [42961, 2],
      [42962, 3],
      [42963, 2],
      [42964, 3],
      [42965, 2],
      [42966, 1, '\uA7D7'],
      [42967, 2],
      [42968, 1, '\uA7D9'],
      [42969, 2],
      [42970, 1, '\uA7DB'],
      [42971, 2],
      [42972, 1, '\u019B'],
      [[42973, 42993], 3],
      [42994, 1, 'c'],
      [42995, 1, 'f'],
      [42996, 1, 'q'],
      [42997, 1, '\uA7F6'],
      [42998, 2],
      [42999, 2],
      [43e3, 1, '\u0127'],
      [43001, 1, '\u0153'],
      [43002, 2],
      [[43003, 43007], 2],
      [[43008, 43047], 2],
      [[43048, 43051], 2],
      [43052, 2],
      [[43053, 43055], 3],
      [[43056, 43065], 2],
      [[43066, 43071], 3],
      [[43072, 43123], 2],
      [[43124, 43127], 2],
      [[43128, 43135], 3],
      [[43136, 43204], 2],
      [43205, 2],
      [[43206, 43213], 3],
      [[43214, 43215], 2],
      [[43216, 43225], 2],
      [[43226, 43231], 3],
      [[43232, 43255], 2],
      [[43256, 43258], 2],
      [43259, 2],
      [43260, 2],
      [43261, 2],
      [[43262, 43263], 2],
      [[43264, 43309], 2],
      [[43310, 43311], 2],
      [[43312, 43347], 2],
      [[43348, 43358], 3],
      [43359, 2],
      [[43360, 43388], 2],
      [[43389, 43391], 3],
      [[43392, 43456], 2],
      [[43457, 43469], 2],
      [43470, 3],
      [[43471, 43481], 2],
      [[43482, 43485], 3],
      [[43486, 43487], 2],
      [[43488, 43518], 2],
      [43519, 3],
      [[43520, 43574], 2],
      [[43575, 43583], 3],
      [[43584, 43597], 2],
      [[43598, 43599], 3],
      [[43600, 43609], 2],
      [[43610, 43611], 3],
      [[43612, 43615], 2],
      [[43616, 43638], 2],
      [[43639, 43641], 2],
      [[43642, 43643], 2],
      [[43644, 43647], 2],
      [[43648, 43714], 2],
      [[43715, 43738], 3],
      [[43739, 43741], 2],
      [[43742, 43743], 2],
      [[43744, 43759], 2],
      [[43760, 43761], 2],
      [[43762, 43766], 2],
      [[43767, 43776], 3],
      [[43777, 43782], 2],
      [[43783, 43784], 3],
      [[43785, 43790], 2],
      [[43791, 43792], 3],
      [[43793, 43798], 2],
      [[43799, 43807], 3],
      [[43808, 43814], 2],
      [43815, 3],
      [[43816, 43822], 2],
      [43823, 3],
      [[43824, 43866], 2],
      [43867, 2],
      [43868, 1, '\uA727'],
      [43869, 1, '\uAB37'],
      [43870, 1, '\u026B'],
      [43871, 1, '\uAB52'],
      [[43872, 43875], 2],
      [[43876, 43877], 2],
      [[43878, 43879], 2],
      [43880, 2],
      [43881, 1, '\u028D'],
      [[43882, 43883], 2],
      [[43884, 43887], 3],
      [43888, 1, '\u13A0'],
      [43889, 1, '\u13A1'],
      [43890, 1, '\u13A2'],
      [43891, 1, '\u13A3'],
      [43892, 1, '\u13A4'],
      [43893, 1, '\u13A5'],
      [43894, 1, '\u13A6'],
      [43895, 1, '\u13A7'],
      [43896, 1, '\u13A8'],
      [43897, 1, '\u13A9'],
      [43898, 1, '\u13AA'],
      [43899, 1, '\u13AB'],
      [43900, 1, '\u13AC'],
      [43901, 1, '\u13AD'],
      [43902, 1, '\u13AE'],
      [43903, 1, '\u13AF'],
      [43904, 1, '\u13B0'],
      [43905, 1, '\u13B1'],
      [43906, 1, '\u13B2'],
      [43907, 1, '\u13B3'],
      [43908, 1, '\u13B4'],
      [43909, 1, '\u13B5'],
      [43910, 1, '\u13B6'],
      [43911, 1, '\u13B7'],
      [43912, 1, '\u13B8'],
      [43913, 1, '\u13B9'],
      [43914, 1, '\u13BA'],
      [43915, 1, '\u13BB'],
      [43916, 1, '\u13BC'],
      [43917, 1, '\u13BD'],
      [43918, 1, '\u13BE'],
      [43919, 1, '\u13BF'],
      [43920, 1, '\u13C0'],
      [43921, 1, '\u13C1'],
      [43922, 1, '\u13C2'],
      [43923, 1, '\u13C3'],
      [43924, 1, '\u13C4'],
      [43925, 1, '\u13C5'],
      [43926, 1, '\u13C6'],
      [43927, 1, '\u13C7'],
      [43928, 1, '\u13C8'],
      [43929, 1, '\u13C9'],
      [43930, 1, '\u13CA'],
      [43931, 1, '\u13CB'],
      [43932, 1, '\u13CC'],
      [43933, 1, '\u13CD'],
      [43934, 1, '\u13CE'],
      [43935, 1, '\u13CF'],
      [43936, 1, '\u13D0'],
      [43937, 1, '\u13D1'],
      [43938, 1, '\u13D2'],
      [43939, 1, '\u13D3'],
      [43940, 1, '\u13D4'],
      [43941, 1, '\u13D5'],
      [43942, 1, '\u13D6'],
      [43943, 1, '\u13D7'],
      [43944, 1, '\u13D8'],
      [43945, 1, '\u13D9'],
      [43946, 1, '\u13DA'],
      [43947, 1, '\u13DB'],
      [43948, 1, '\u13DC'],
      [43949, 1, '\u13DD'],
      [43950, 1, '\u13DE'],
      [43951, 1, '\u13DF'],
      [43952, 1, '\u13E0'],
      [43953, 1, '\u13E1'],
      [43954, 1, '\u13E2'],
      [43955, 1, '\u13E3'],
      [43956, 1, '\u13E4'],
      [43957, 1, '\u13E5'],
      [43958, 1, '\u13E6'],
      [43959, 1, '\u13E7'],
      [43960, 1, '\u13E8'],
      [43961, 1, '\u13E9'],
      [43962, 1, '\u13EA'],
      [43963, 1, '\u13EB'],
      [43964, 1, '\u13EC'],
      [43965, 1, '\u13ED'],
      [43966, 1, '\u13EE'],
      [43967, 1, '\u13EF'],
      [[43968, 44010], 2],
      [44011, 2],
      [[44012, 44013], 2],
      [[44014, 44015], 3],
      [[44016, 44025], 2],
      [[44026, 44031], 3],
      [[44032, 55203], 2],
      [[55204, 55215], 3],
      [[55216, 55238], 2],
      [[55239, 55242], 3],
      [[55243, 55291], 2],
      [[55292, 55295], 3],
      [[55296, 57343], 3],
      [[57344, 63743], 3],
      [63744, 1, '\u8C48'],
      [63745, 1, '\u66F4'],
      [63746, 1, '\u8ECA'],
      [63747, 1, '\u8CC8'],
      [63748, 1, '\u6ED1'],
      [63749, 1, '\u4E32'],
      [63750, 1, '\u53E5'],
      [[63751, 63752], 1, '\u9F9C'],
      [63753, 1, '\u5951'],
      [63754, 1, '\u91D1'],
      [63755, 1, '\u5587'],
      [63756, 1, '\u5948'],
      [63757, 1, '\u61F6'],
      [63758, 1, '\u7669'],
      [63759, 1, '\u7F85'],
      [63760, 1, '\u863F'],
      [63761, 1, '\u87BA'],
      [63762, 1, '\u88F8'],
      [63763, 1, '\u908F'],
      [63764, 1, '\u6A02'],
      [63765, 1, '\u6D1B'],
      [63766, 1, '\u70D9'],
      [63767, 1, '\u73DE'],
      [63768, 1, '\u843D'],
      [63769, 1, '\u916A'],
      [63770, 1, '\u99F1'],
      [63771, 1, '\u4E82'],
      [63772, 1, '\u5375'],
      [63773, 1, '\u6B04'],
      [63774, 1, '\u721B'],
      [63775, 1, '\u862D'],
      [63776, 1, '\u9E1E'],
      [63777, 1, '\u5D50'],
      [63778, 1, '\u6FEB'],
      [63779, 1, '\u85CD'],
      [63780, 1, '\u8964'],
      [63781, 1, '\u62C9'],
      [63782, 1, '\u81D8'],
      [63783, 1, '\u881F'],
      [63784, 1, '\u5ECA'],
      [63785, 1, '\u6717'],
      [63786, 1, '\u6D6A'],
      [63787, 1, '\u72FC'],
      [63788, 1, '\u90CE'],
      [63789, 1, '\u4F86'],
      [63790, 1, '\u51B7'],
      [63791, 1, '\u52DE'],
      [63792, 1, '\u64C4'],
      [63793, 1, '\u6AD3'],
      [63794, 1, '\u7210'],
      [63795, 1, '\u76E7'],
      [63796, 1, '\u8001'],
      [63797, 1, '\u8606'],
      [63798, 1, '\u865C'],
      [63799, 1, '\u8DEF'],
      [63800, 1, '\u9732'],
      [63801, 1, '\u9B6F'],
      [63802, 1, '\u9DFA'],
      [63803, 1, '\u788C'],
      [63804, 1, '\u797F'],
      [63805, 1, '\u7DA0'],
      [63806, 1, '\u83C9'],
      [63807, 1, '\u9304'],
      [63808, 1, '\u9E7F'],
      [63809, 1, '\u8AD6'],
      [63810, 1, '\u58DF'],
      [63811, 1, '\u5F04'],
      [63812, 1, '\u7C60'],
      [63813, 1, '\u807E'],
      [63814, 1, '\u7262'],
      [63815, 1, '\u78CA'],
      [63816, 1, '\u8CC2'],
      [63817, 1, '\u96F7'],
      [63818, 1, '\u58D8'],
      [63819, 1, '\u5C62'],
      [63820, 1, '\u6A13'],
      [63821, 1, '\u6DDA'],
      [63822, 1, '\u6F0F'],
      [63823, 1, '\u7D2F'],
      [63824, 1, '\u7E37'],
      [63825, 1, '\u964B'],
      [63826, 1, '\u52D2'],
      [63827, 1, '\u808B'],
      [63828, 1, '\u51DC'],
      [63829, 1, '\u51CC'],
      [63830, 1, '\u7A1C'],
      [63831, 1, '\u7DBE'],
      [63832, 1, '\u83F1'],
      [63833, 1, '\u9675'],
      [63834, 1, '\u8B80'],
      [63835, 1, '\u62CF'],
      [63836, 1, '\u6A02'],
      [63837, 1, '\u8AFE'],
      [63838, 1, '\u4E39'],
      [63839, 1, '\u5BE7'],
      [63840, 1, '\u6012'],
      [63841, 1, '\u7387'],
      [63842, 1, '\u7570'],
      [63843, 1, '\u5317'],
      [63844, 1, '\u78FB'],
      [63845, 1, '\u4FBF'],
      [63846, 1, '\u5FA9'],
      [63847, 1, '\u4E0D'],
      [63848, 1, '\u6CCC'],
      [63849, 1, '\u6578'],
      [63850, 1, '\u7D22'],
      [63851, 1, '\u53C3'],
      [63852, 1, '\u585E'],
      [63853, 1, '\u7701'],
      [63854, 1, '\u8449'],
      [63855, 1, '\u8AAA'],
      [63856, 1, '\u6BBA'],
      [63857, 1, '\u8FB0'],
      [63858, 1, '\u6C88'],
      [63859, 1, '\u62FE'],
      [63860, 1, '\u82E5'],
      [63861, 1, '\u63A0'],
      [63862, 1, '\u7565'],
      [63863, 1, '\u4EAE'],
      [63864, 1, '\u5169'],
      [63865, 1, '\u51C9'],
      [63866, 1, '\u6881'],
      [63867, 1, '\u7CE7'],
      [63868, 1, '\u826F'],
      [63869, 1, '\u8AD2'],
      [63870, 1, '\u91CF'],
      [63871, 1, '\u52F5'],
      [63872, 1, '\u5442'],
      [63873, 1, '\u5973'],
      [63874, 1, '\u5EEC'],
      [63875, 1, '\u65C5'],
      [63876, 1, '\u6FFE'],
      [63877, 1, '\u792A'],
      [63878, 1, '\u95AD'],
      [63879, 1, '\u9A6A'],
      [63880, 1, '\u9E97'],
      [63881, 1, '\u9ECE'],
      [63882, 1, '\u529B'],
      [63883, 1, '\u66C6'],
      [63884, 1, '\u6B77'],
      [63885, 1, '\u8F62'],
      [63886, 1, '\u5E74'],
      [63887, 1, '\u6190'],
      [63888, 1, '\u6200'],
      [63889, 1, '\u649A'],
      [63890, 1, '\u6F23'],
      [63891, 1, '\u7149'],
      [63892, 1, '\u7489'],
      [63893, 1, '\u79CA'],
      [63894, 1, '\u7DF4'],
      [63895, 1, '\u806F'],
      [63896, 1, '\u8F26'],
      [63897, 1, '\u84EE'],
      [63898, 1, '\u9023'],
      [63899, 1, '\u934A'],
      [63900, 1, '\u5217'],
      [63901, 1, '\u52A3'],
      [63902, 1, '\u54BD'],
      [63903, 1, '\u70C8'],
      [63904, 1, '\u88C2'],
      [63905, 1, '\u8AAA'],
      [63906, 1, '\u5EC9'],
      [63907, 1, '\u5FF5'],
      [63908, 1, '\u637B'],
      [63909, 1, '\u6BAE'],
      [63910, 1, '\u7C3E'],
      [63911, 1, '\u7375'],
      [63912, 1, '\u4EE4'],
      [63913, 1, '\u56F9'],
      [63914, 1, '\u5BE7'],
      [63915, 1, '\u5DBA'],
      [63916, 1, '\u601C'],
      [63917, 1, '\u73B2'],
      [63918, 1, '\u7469'],
      [63919, 1, '\u7F9A'],
      [63920, 1, '\u8046'],
      [63921, 1, '\u9234'],
      [63922, 1, '\u96F6'],
      [63923, 1, '\u9748'],
      [63924, 1, '\u9818'],
      [63925, 1, '\u4F8B'],
      [63926, 1, '\u79AE'],
      [63927, 1, '\u91B4'],
      [63928, 1, '\u96B8'],
      [63929, 1, '\u60E1'],
      [63930, 1, '\u4E86'],
      [63931, 1, '\u50DA'],
      [63932, 1, '\u5BEE'],
      [63933, 1, '\u5C3F'],
      [63934, 1, '\u6599'],
      [63935, 1, '\u6A02'],
      [63936, 1, '\u71CE'],
      [63937, 1, '\u7642'],
      [63938, 1, '\u84FC'],
      [63939, 1, '\u907C'],
      [63940, 1, '\u9F8D'],
      [63941, 1, '\u6688'],
      [63942, 1, '\u962E'],
      [63943, 1, '\u5289'],
      [63944, 1, '\u677B'],
      [63945, 1, '\u67F3'],
      [63946, 1, '\u6D41'],
      [63947, 1, '\u6E9C'],
      [63948, 1, '\u7409'],
      [63949, 1, '\u7559'],
      [63950, 1, '\u786B'],
      [63951, 1, '\u7D10'],
      [63952, 1, '\u985E'],
      [63953, 1, '\u516D'],
      [63954, 1, '\u622E'],
      [63955, 1, '\u9678'],
      [63956, 1, '\u502B'],
      [63957, 1, '\u5D19'],
      [63958, 1, '\u6DEA'],
      [63959, 1, '\u8F2A'],
      [63960, 1, '\u5F8B'],
      [63961, 1, '\u6144'],
      [63962, 1, '\u6817'],
      [63963, 1, '\u7387'],
      [63964, 1, '\u9686'],
      [63965, 1, '\u5229'],
      [63966, 1, '\u540F'],
      [63967, 1, '\u5C65'],
      [63968, 1, '\u6613'],
      [63969, 1, '\u674E'],
      [63970, 1, '\u68A8'],
      [63971, 1, '\u6CE5'],
      [63972, 1, '\u7406'],
      [63973, 1, '\u75E2'],
      [63974, 1, '\u7F79'],
      [63975, 1, '\u88CF'],
      [63976, 1, '\u88E1'],
      [63977, 1, '\u91CC'],
      [63978, 1, '\u96E2'],
      [63979, 1, '\u533F'],
      [63980, 1, '\u6EBA'],
      [63981, 1, '\u541D'],
      [63982, 1, '\u71D0'],
      [63983, 1, '\u7498'],
      [63984, 1, '\u85FA'],
      [63985, 1, '\u96A3'],
      [63986, 1, '\u9C57'],
      [63987, 1, '\u9E9F'],
      [63988, 1, '\u6797'],
      [63989, 1, '\u6DCB'],
      [63990, 1, '\u81E8'],
      [63991, 1, '\u7ACB'],
      [63992, 1, '\u7B20'],
      [63993, 1, '\u7C92'],
      [63994, 1, '\u72C0'],
      [63995, 1, '\u7099'],
      [63996, 1, '\u8B58'],
      [63997, 1, '\u4EC0'],
      [63998, 1, '\u8336'],
      [63999, 1, '\u523A'],
      [64e3, 1, '\u5207'],
      [64001, 1, '\u5EA6'],
      [64002, 1, '\u62D3'],
      [64003, 1, '\u7CD6'],
      [64004, 1, '\u5B85'],
      [64005, 1, '\u6D1E'],
      [64006, 1, '\u66B4'],
      [64007, 1, '\u8F3B'],
      [64008, 1, '\u884C'],
      [64009, 1, '\u964D'],
      [64010, 1, '\u898B'],
      [64011, 1, '\u5ED3'],
      [64012, 1, '\u5140'],
      [64013, 1, '\u55C0'],
      [[64014, 64015], 2],
      [64016, 1, '\u585A'],
      [64017, 2],
      [64018, 1, '\u6674'],
      [[64019, 64020], 2],
      [64021, 1, '\u51DE'],
      [64022, 1, '\u732A'],
      [64023, 1, '\u76CA'],
      [64024, 1, '\u793C'],
      [64025, 1, '\u795E'],
      [64026, 1, '\u7965'],
      [64027, 1, '\u798F'],
      [64028, 1, '\u9756'],
      [64029, 1, '\u7CBE'],
      [64030, 1, '\u7FBD'],
      [64031, 2],
      [64032, 1, '\u8612'],
      [64033, 2],
      [64034, 1, '\u8AF8'],
      [[64035, 64036], 2],
      [64037, 1, '\u9038'],
      [64038, 1, '\u90FD'],
      [[64039, 64041], 2],
      [64042, 1, '\u98EF'],
      [64043, 1, '\u98FC'],
      [64044, 1, '\u9928'],
      [64045, 1, '\u9DB4'],
      [64046, 1, '\u90DE'],
      [64047, 1, '\u96B7'],
      [64048, 1, '\u4FAE'],
      [64049, 1, '\u50E7'],
      [64050, 1, '\u514D'],
      [64051, 1, '\u52C9'],
      [64052, 1, '\u52E4'],
      [64053, 1, '\u5351'],
      [64054, 1, '\u559D'],
      [64055, 1, '\u5606'],
      [64056, 1, '\u5668'],
      [64057, 1, '\u5840'],
      [64058, 1, '\u58A8'],
      [64059, 1, '\u5C64'],
      [64060, 1, '\u5C6E'],
      [64061, 1, '\u6094'],
      [64062, 1, '\u6168'],
      [64063, 1, '\u618E'],
      [64064, 1, '\u61F2'],
      [64065, 1, '\u654F'],
      [64066, 1, '\u65E2'],
      [64067, 1, '\u6691'],
      [64068, 1, '\u6885'],
      [64069, 1, '\u6D77'],
      [64070, 1, '\u6E1A'],
      [64071, 1, '\u6F22'],
      [64072, 1, '\u716E'],
      [64073, 1, '\u722B'],
      [64074, 1, '\u7422'],
      [64075, 1, '\u7891'],
      [64076, 1, '\u793E'],
      [64077, 1, '\u7949'],
      [64078, 1, '\u7948'],
      [64079, 1, '\u7950'],
      [64080, 1, '\u7956'],
      [64081, 1, '\u795D'],
      [64082, 1, '\u798D'],
      [64083, 1, '\u798E'],
      [64084, 1, '\u7A40'],
      [64085, 1, '\u7A81'],
      [64086, 1, '\u7BC0'],
      [64087, 1, '\u7DF4'],
      [64088, 1, '\u7E09'],
      [64089, 1, '\u7E41'],
      [64090, 1, '\u7F72'],
      [64091, 1, '\u8005'],
      [64092, 1, '\u81ED'],
      [[64093, 64094], 1, '\u8279'],
      [64095, 1, '\u8457'],
      [64096, 1, '\u8910'],
      [64097, 1, '\u8996'],
      [64098, 1, '\u8B01'],
      [64099, 1, '\u8B39'],
      [64100, 1, '\u8CD3'],
      [64101, 1, '\u8D08'],
      [64102, 1, '\u8FB6'],
      [64103, 1, '\u9038'],
      [64104, 1, '\u96E3'],
      [64105, 1, '\u97FF'],
      [64106, 1, '\u983B'],
      [64107, 1, '\u6075'],
      [64108, 1, '\u{242EE}'],
      [64109, 1, '\u8218'],
      [[64110, 64111], 3],
      [64112, 1, '\u4E26'],
      [64113, 1, '\u51B5'],
      [64114, 1, '\u5168'],
      [64115, 1, '\u4F80'],
      [64116, 1, '\u5145'],
      [64117, 1, '\u5180'],
      [64118, 1, '\u52C7'],
      [64119, 1, '\u52FA'],
      [64120, 1, '\u559D'],
      [64121, 1, '\u5555'],
      [64122, 1, '\u5599'],
      [64123, 1, '\u55E2'],
      [64124, 1, '\u585A'],
      [64125, 1, '\u58B3'],
      [64126, 1, '\u5944'],
      [64127, 1, '\u5954'],
      [64128, 1, '\u5A62'],
      [64129, 1, '\u5B28'],
      [64130, 1, '\u5ED2'],
      [64131, 1, '\u5ED9'],
      [64132, 1, '\u5F69'],
      [64133, 1, '\u5FAD'],
      [64134, 1, '\u60D8'],
      [64135, 1, '\u614E'],
      [64136, 1, '\u6108'],
      [64137, 1, '\u618E'],
      [64138, 1, '\u6160'],
      [64139, 1, '\u61F2'],
      [64140, 1, '\u6234'],
      [64141, 1, '\u63C4'],
      [64142, 1, '\u641C'],
      [64143, 1, '\u6452'],
      [64144, 1, '\u6556'],
      [64145, 1, '\u6674'],
      [64146, 1, '\u6717'],
      [64147, 1, '\u671B'],
      [64148, 1, '\u6756'],
      [64149, 1, '\u6B79'],
      [64150, 1, '\u6BBA'],
      [64151, 1, '\u6D41'],
      [64152, 1, '\u6EDB'],
      [64153, 1, '\u6ECB'],
      [64154, 1, '\u6F22'],
      [64155, 1, '\u701E'],
      [64156, 1, '\u716E'],
      [64157, 1, '\u77A7'],
      [64158, 1, '\u7235'],
      [64159, 1, '\u72AF'],
      [64160, 1, '\u732A'],
      [64161, 1, '\u7471'],
      [64162, 1, '\u7506'],
      [64163, 1, '\u753B'],
      [64164, 1, '\u761D'],
      [64165, 1, '\u761F'],
      [64166, 1, '\u76CA'],
      [64167, 1, '\u76DB'],
      [64168, 1, '\u76F4'],
      [64169, 1, '\u774A'],
      [64170, 1, '\u7740'],
      [64171, 1, '\u78CC'],
      [64172, 1, '\u7AB1'],
      [64173, 1, '\u7BC0'],
      [64174, 1, '\u7C7B'],
      [64175, 1, '\u7D5B'],
      [64176, 1, '\u7DF4'],
      [64177, 1, '\u7F3E'],
      [64178, 1, '\u8005'],
      [64179, 1, '\u8352'],
      [64180, 1, '\u83EF'],
      [64181, 1, '\u8779'],
      [64182, 1, '\u8941'],
      [64183, 1, '\u8986'],
      [64184, 1, '\u8996'],
      [64185, 1, '\u8ABF'],
      [64186, 1, '\u8AF8'],
      [64187, 1, '\u8ACB'],
      [64188, 1, '\u8B01'],
      [64189, 1, '\u8AFE'],
      [64190, 1, '\u8AED'],
      [64191, 1, '\u8B39'],
      [64192, 1, '\u8B8A'],
      [64193, 1, '\u8D08'],
      [64194, 1, '\u8F38'],
      [64195, 1, '\u9072'],
      [64196, 1, '\u9199'],
      [64197, 1, '\u9276'],
      [64198, 1, '\u967C'],
      [64199, 1, '\u96E3'],
      [64200, 1, '\u9756'],
      [64201, 1, '\u97DB'],
      [64202, 1, '\u97FF'],
      [64203, 1, '\u980B'],
      [64204, 1, '\u983B'],
      [64205, 1, '\u9B12'],
      [64206, 1, '\u9F9C'],
      [64207, 1, '\u{2284A}'],
      [64208, 1, '\u{22844}'],
      [64209, 1, '\u{233D5}'],
      [64210, 1, '\u3B9D'],
      [64211, 1, '\u4018'],
      [64212, 1, '\u4039'],
      [64213, 1, '\u{25249}'],
      [64214, 1, '\u{25CD0}'],
      [64215, 1, '\u{27ED3}'],
      [64216, 1, '\u9F43'],
      [64217, 1, '\u9F8E'],
      [[64218, 64255], 3],
      [64256, 1, 'ff'],
      [64257, 1, 'fi'],
      [64258, 1, 'fl'],
      [64259, 1, 'ffi'],
      [64260, 1, 'ffl'],
      [[64261, 64262], 1, 'st'],
      [[64263, 64274], 3],
      [64275, 1, '\u0574\u0576'],
      [64276, 1, '\u0574\u0565'],
      [64277, 1, '\u0574\u056B'],
      [64278, 1, '\u057E\u0576'],
      [64279, 1, '\u0574\u056D'],
      [[64280, 64284], 3],
      [64285, 1, '\u05D9\u05B4'],
      [64286, 2],
      [64287, 1, '\u05F2\u05B7'],
      [64288, 1, '\u05E2'],
      [64289, 1, '\u05D0'],
      [64290, 1, '\u05D3'],
      [64291, 1, '\u05D4'],
      [64292, 1, '\u05DB'],
      [64293, 1, '\u05DC'],
      [64294, 1, '\u05DD'],
      [64295, 1, '\u05E8'],
      [64296, 1, '\u05EA'],
      [64297, 1, '+'],
      [64298, 1, '\u05E9\u05C1'],
      [64299, 1, '\u05E9\u05C2'],
      [64300, 1, '\u05E9\u05BC\u05C1'],
      [64301, 1, '\u05E9\u05BC\u05C2'],
      [64302, 1, '\u05D0\u05B7'],
      [64303, 1, '\u05D0\u05B8'],
      [64304, 1, '\u05D0\u05BC'],
      [64305, 1, '\u05D1\u05BC'],
      [64306, 1, '\u05D2\u05BC'],
      [64307, 1, '\u05D3\u05BC'],
      [64308, 1, '\u05D4\u05BC'],
      [64309, 1, '\u05D5\u05BC'],
      [64310, 1, '\u05D6\u05BC'],
      [64311, 3],
      [64312, 1, '\u05D8\u05BC'],
      [64313, 1, '\u05D9\u05BC'],
      [64314, 1, '\u05DA\u05BC'],
      [64315, 1, '\u05DB\u05BC'],
      [64316, 1, '\u05DC\u05BC'],
      [64317, 3],
      [64318, 1, '\u05DE\u05BC'],
      [64319, 3],
      [64320, 1, '\u05E0\u05BC'],
      [64321, 1, '\u05E1\u05BC'],
      [64322, 3],
      [64323, 1, '\u05E3\u05BC'],
      [64324, 1, '\u05E4\u05BC'],
      [64325, 3],
      [64326, 1, '\u05E6\u05BC'],
      [64327, 1, '\u05E7\u05BC'],
      [64328, 1, '\u05E8\u05BC'],
      [64329, 1, '\u05E9\u05BC'],
      [64330, 1, '\u05EA\u05BC'],
      [64331, 1, '\u05D5\u05B9'],
      [64332, 1, '\u05D1\u05BF'],
      [64333, 1, '\u05DB\u05BF'],
      [64334, 1, '\u05E4\u05BF'],
      [64335, 1, '\u05D0\u05DC'],
      [[64336, 64337], 1, '\u0671'],
      [[64338, 64341], 1, '\u067B'],
      [[64342, 64345], 1, '\u067E'],
      [[64346, 64349], 1, '\u0680'],
      [[64350, 64353], 1, '\u067A'],
      [[64354, 64357], 1, '\u067F'],
      [[64358, 64361], 1, '\u0679'],
      [[64362, 64365], 1, '\u06A4'],
      [[64366, 64369], 1, '\u06A6'],
      [[64370, 64373], 1, '\u0684'],
      [[64374, 64377], 1, '\u0683'],
      [[64378, 64381], 1, '\u0686'],
      [[64382, 64385], 1, '\u0687'],
      [[64386, 64387], 1, '\u068D'],
      [[64388, 64389], 1, '\u068C'],
      [[64390, 64391], 1, '\u068E'],
      [[64392, 64393], 1, '\u0688'],
      [[64394, 64395], 1, '\u0698'],
      [[64396, 64397], 1, '\u0691'],
      [[64398, 64401], 1, '\u06A9'],
      [[64402, 64405], 1, '\u06AF'],
      [[64406, 64409], 1, '\u06B3'],
      [[64410, 64413], 1, '\u06B1'],
      [[64414, 64415], 1, '\u06BA'],
      [[64416, 64419], 1, '\u06BB'],
      [[64420, 64421], 1, '\u06C0'],
      [[64422, 64425], 1, '\u06C1'],
      [[64426, 64429], 1, '\u06BE'],
      [[64430, 64431], 1, '\u06D2'],
      [[64432, 64433], 1, '\u06D3'],
      [[64434, 64449], 2],
      [64450, 2],
      [[64451, 64466], 3],
      [[64467, 64470], 1, '\u06AD'],
      [[64471, 64472], 1, '\u06C7'],
      [[64473, 64474], 1, '\u06C6'],
      [[64475, 64476], 1, '\u06C8'],
      [64477, 1, '\u06C7\u0674'],
      [[64478, 64479], 1, '\u06CB'],
      [[64480, 64481], 1, '\u06C5'],
      [[64482, 64483], 1, '\u06C9'],
      [[64484, 64487], 1, '\u06D0'],
      [[64488, 64489], 1, '\u0649'],
      [[64490, 64491], 1, '\u0626\u0627'],
      [[64492, 64493], 1, '\u0626\u06D5'],
      [[64494, 64495], 1, '\u0626\u0648'],
      [[64496, 64497], 1, '\u0626\u06C7'],
      [[64498, 64499], 1, '\u0626\u06C6'],
      [[64500, 64501], 1, '\u0626\u06C8'],
      [[64502, 64504], 1, '\u0626\u06D0'],
      [[64505, 64507], 1, '\u0626\u0649'],
      [[64508, 64511], 1, '\u06CC'],
      [64512, 1, '\u0626\u062C'],
      [64513, 1, '\u0626\u062D'],
      [64514, 1, '\u0626\u0645'],
      [64515, 1, '\u0626\u0649'],
      [64516, 1, '\u0626\u064A'],
      [64517, 1, '\u0628\u062C'],
      [64518, 1, '\u0628\u062D'],
      [64519, 1, '\u0628\u062E'],
      [64520, 1, '\u0628\u0645'],
      [64521, 1, '\u0628\u0649'],
      [64522, 1, '\u0628\u064A'],
      [64523, 1, '\u062A\u062C'],
      [64524, 1, '\u062A\u062D'],
      [64525, 1, '\u062A\u062E'],
      [64526, 1, '\u062A\u0645'],
      [64527, 1, '\u062A\u0649'],
      [64528, 1, '\u062A\u064A'],
      [64529, 1, '\u062B\u062C'],
      [64530, 1, '\u062B\u0645'],
      [64531, 1, '\u062B\u0649'],
      [64532, 1, '\u062B\u064A'],
      [64533, 1, '\u062C\u062D'],
      [64534, 1, '\u062C\u0645'],
      [64535, 1, '\u062D\u062C'],
      [64536, 1, '\u062D\u0645'],
      [64537, 1, '\u062E\u062C'],
      [64538, 1, '\u062E\u062D'],
      [64539, 1, '\u062E\u0645'],
      [64540, 1, '\u0633\u062C'],
      [64541, 1, '\u0633\u062D'],
      [64542, 1, '\u0633\u062E'],
      [64543, 1, '\u0633\u0645'],
      [64544, 1, '\u0635\u062D'],
      [64545, 1, '\u0635\u0645'],
      [64546, 1, '\u0636\u062C'],
      [64547, 1, '\u0636\u062D'],
      [64548, 1, '\u0636\u062E'],
      [64549, 1, '\u0636\u0645'],
      [64550, 1, '\u0637\u062D'],
      [64551, 1, '\u0637\u0645'],
      [64552, 1, '\u0638\u0645'],
      [64553, 1, '\u0639\u062C'],
      [64554, 1, '\u0639\u0645'],
      [64555, 1, '\u063A\u062C'],
      [64556, 1, '\u063A\u0645'],
      [64557, 1, '\u0641\u062C'],
      [64558, 1, '\u0641\u062D'],
      [64559, 1, '\u0641\u062E'],
      [64560, 1, '\u0641\u0645'],
      [64561, 1, '\u0641\u0649'],
      [64562, 1, '\u0641\u064A'],
      [64563, 1, '\u0642\u062D'],
      [64564, 1, '\u0642\u0645'],
      [64565, 1, '\u0642\u0649'],
      [64566, 1, '\u0642\u064A'],
      [64567, 1, '\u0643\u0627'],
      [64568, 1, '\u0643\u062C'],
      [64569, 1, '\u0643\u062D'],
      [64570, 1, '\u0643\u062E'],
      [64571, 1, '\u0643\u0644'],
      [64572, 1, '\u0643\u0645'],
      [64573, 1, '\u0643\u0649'],
      [64574, 1, '\u0643\u064A'],
      [64575, 1, '\u0644\u062C'],
      [64576, 1, '\u0644\u062D'],
      [64577, 1, '\u0644\u062E'],
      [64578, 1, '\u0644\u0645'],
      [64579, 1, '\u0644\u0649'],
      [64580, 1, '\u0644\u064A'],
      [64581, 1, '\u0645\u062C'],
      [64582, 1, '\u0645\u062D'],
      [64583, 1, '\u0645\u062E'],
      [64584, 1, '\u0645\u0645'],
      [64585, 1, '\u0645\u0649'],
      [64586, 1, '\u0645\u064A'],
      [64587, 1, '\u0646\u062C'],
      [64588, 1, '\u0646\u062D'],
      [64589, 1, '\u0646\u062E'],
      [64590, 1, '\u0646\u0645'],
      [64591, 1, '\u0646\u0649'],
      [64592, 1, '\u0646\u064A'],
      [64593, 1, '\u0647\u062C'],
      [64594, 1, '\u0647\u0645'],
      [64595, 1, '\u0647\u0649'],
      [64596, 1, '\u0647\u064A'],
      [64597, 1, '\u064A\u062C'],
      [64598, 1, '\u064A\u062D'],
      [64599, 1, '\u064A\u062E'],
      [64600, 1, '\u064A\u0645'],
      [64601, 1, '\u064A\u0649'],
      [64602, 1, '\u064A\u064A'],
      [64603, 1, '\u0630\u0670'],
      [64604, 1, '\u0631\u0670'],
      [64605, 1, '\u0649\u0670'],
      [64606, 1, ' \u064C\u0651'],
      [64607, 1, ' \u064D\u0651'],
      [64608, 1, ' \u064E\u0651'],
      [64609, 1, ' \u064F\u0651'],
      [64610, 1, ' \u0650\u0651'],
      [64611, 1, ' \u0651\u0670'],
      [64612, 1, '\u0626\u0631'],
      [64613, 1, '\u0626\u0632'],
      [64614, 1, '\u0626\u0645'],
      [64615, 1, '\u0626\u0646'],
      [64616, 1, '\u0626\u0649'],
      [64617, 1, '\u0626\u064A'],
      [64618, 1, '\u0628\u0631'],
      [64619, 1, '\u0628\u0632'],
      [64620, 1, '\u0628\u0645'],
      [64621, 1, '\u0628\u0646'],
      [64622, 1, '\u0628\u0649'],
      [64623, 1, '\u0628\u064A'],
      [64624, 1, '\u062A\u0631'],
      [64625, 1, '\u062A\u0632'],
      [64626, 1, '\u062A\u0645'],
      [64627, 1, '\u062A\u0646'],
      [64628, 1, '\u062A\u0649'],
      [64629, 1, '\u062A\u064A'],
      [64630, 1, '\u062B\u0631'],
      [64631, 1, '\u062B\u0632'],
      [64632, 1, '\u062B\u0645'],
      [64633, 1, '\u062B\u0646'],
      [64634, 1, '\u062B\u0649'],
      [64635, 1, '\u062B\u064A'],
      [64636, 1, '\u0641\u0649'],
      [64637, 1, '\u0641\u064A'],
      [64638, 1, '\u0642\u0649'],
      [64639, 1, '\u0642\u064A'],
      [64640, 1, '\u0643\u0627'],
      [64641, 1, '\u0643\u0644'],
      [64642, 1, '\u0643\u0645'],
      [64643, 1, '\u0643\u0649'],
      [64644, 1, '\u0643\u064A'],
      [64645, 1, '\u0644\u0645'],
      [64646, 1, '\u0644\u0649'],
      [64647, 1, '\u0644\u064A'],
      [64648, 1, '\u0645\u0627'],
      [64649, 1, '\u0645\u0645'],
      [64650, 1, '\u0646\u0631'],
      [64651, 1, '\u0646\u0632'],
      [64652, 1, '\u0646\u0645'],
      [64653, 1, '\u0646\u0646'],
      [64654, 1, '\u0646\u0649'],
      [64655, 1, '\u0646\u064A'],
      [64656, 1, '\u0649\u0670'],
      [64657, 1, '\u064A\u0631'],
      [64658, 1, '\u064A\u0632'],
      [64659, 1, '\u064A\u0645'],
      [64660, 1, '\u064A\u0646'],
      [64661, 1, '\u064A\u0649'],
      [64662, 1, '\u064A\u064A'],
      [64663, 1, '\u0626\u062C'],
      [64664, 1, '\u0626\u062D'],
      [64665, 1, '\u0626\u062E'],
      [64666, 1, '\u0626\u0645'],
      [64667, 1, '\u0626\u0647'],
      [64668, 1, '\u0628\u062C'],
      [64669, 1, '\u0628\u062D'],
      [64670, 1, '\u0628\u062E'],
      [64671, 1, '\u0628\u0645'],
      [64672, 1, '\u0628\u0647'],
      [64673, 1, '\u062A\u062C'],
      [64674, 1, '\u062A\u062D'],
      [64675, 1, '\u062A\u062E'],
      [64676, 1, '\u062A\u0645'],
      [64677, 1, '\u062A\u0647'],
      [64678, 1, '\u062B\u0645'],
      [64679, 1, '\u062C\u062D'],
      [64680, 1, '\u062C\u0645'],
      [64681, 1, '\u062D\u062C'],
      [64682, 1, '\u062D\u0645'],
      [64683, 1, '\u062E\u062C'],
      [64684, 1, '\u062E\u0645'],
      [64685, 1, '\u0633\u062C'],
      [64686, 1, '\u0633\u062D'],
      [64687, 1, '\u0633\u062E'],
      [64688, 1, '\u0633\u0645'],
      [64689, 1, '\u0635\u062D'],
      [64690, 1, '\u0635\u062E'],
      [64691, 1, '\u0635\u0645'],
      [64692, 1, '\u0636\u062C'],
      [64693, 1, '\u0636\u062D'],
      [64694, 1, '\u0636\u062E'],
      [64695, 1, '\u0636\u0645'],
      [64696, 1, '\u0637\u062D'],
      [64697, 1, '\u0638\u0645'],
      [64698, 1, '\u0639\u062C'],
      [64699, 1, '\u0639\u0645'],
      [64700, 1, '\u063A\u062C'],
      [64701, 1, '\u063A\u0645'],
      [64702, 1, '\u0641\u062C'],
      [64703, 1, '\u0641\u062D'],
      [64704, 1, '\u0641\u062E'],
      [64705, 1, '\u0641\u0645'],
      [64706, 1, '\u0642\u062D'],
      [64707, 1, '\u0642\u0645'],
      [64708, 1, '\u0643\u062C'],
      [64709, 1, '\u0643\u062D'],
      [64710, 1, '\u0643\u062E'],
      [64711, 1, '\u0643\u0644'],
      [64712, 1, '\u0643\u0645'],
      [64713, 1, '\u0644\u062C'],
      [64714, 1, '\u0644\u062D'],
      [64715, 1, '\u0644\u062E'],
      [64716, 1, '\u0644\u0645'],
      [64717, 1, '\u0644\u0647'],
      [64718, 1, '\u0645\u062C'],
      [64719, 1, '\u0645\u062D'],
      [64720, 1, '\u0645\u062E'],
      [64721, 1, '\u0645\u0645'],
      [64722, 1, '\u0646\u062C'],
      [64723, 1, '\u0646\u062D'],
      [64724, 1, '\u0646\u062E'],
      [64725, 1, '\u0646\u0645'],
      [64726, 1, '\u0646\u0647'],
      [64727, 1, '\u0647\u062C'],
      [64728, 1, '\u0647\u0645'],
      [64729, 1, '\u0647\u0670'],
      [64730, 1, '\u064A\u062C'],
      [64731, 1, '\u064A\u062D'],
      [64732, 1, '\u064A\u062E'],
      [64733, 1, '\u064A\u0645'],
      [64734, 1, '\u064A\u0647'],
      [64735, 1, '\u0626\u0645'],
      [64736, 1, '\u0626\u0647'],
      [64737, 1, '\u0628\u0645'],
      [64738, 1, '\u0628\u0647'],
      [64739, 1, '\u062A\u0645'],
      [64740, 1, '\u062A\u0647'],
      [64741, 1, '\u062B\u0645'],
      [64742, 1, '\u062B\u0647'],
      [64743, 1, '\u0633\u0645'],
      [64744, 1, '\u0633\u0647'],
      [64745, 1, '\u0634\u0645'],
      [64746, 1, '\u0634\u0647'],
      [64747, 1, '\u0643\u0644'],
      [64748, 1, '\u0643\u0645'],
      [64749, 1, '\u0644\u0645'],
      [64750, 1, '\u0646\u0645'],
      [64751, 1, '\u0646\u0647'],
      [64752, 1, '\u064A\u0645'],
      [64753, 1, '\u064A\u0647'],
      [64754, 1, '\u0640\u064E\u0651'],
      [64755, 1, '\u0640\u064F\u0651'],
      [64756, 1, '\u0640\u0650\u0651'],
      [64757, 1, '\u0637\u0649'],
      [64758, 1, '\u0637\u064A'],
      [64759, 1, '\u0639\u0649'],
      [64760, 1, '\u0639\u064A'],
      [64761, 1, '\u063A\u0649'],
      [64762, 1, '\u063A\u064A'],
      [64763, 1, '\u0633\u0649'],
      [64764, 1, '\u0633\u064A'],
      [64765, 1, '\u0634\u0649'],
      [64766, 1, '\u0634\u064A'],
      [64767, 1, '\u062D\u0649'],
      [64768, 1, '\u062D\u064A'],
      [64769, 1, '\u062C\u0649'],
      [64770, 1, '\u062C\u064A'],
      [64771, 1, '\u062E\u0649'],
      [64772, 1, '\u062E\u064A'],
      [64773, 1, '\u0635\u0649'],
      [64774, 1, '\u0635\u064A'],
      [64775, 1, '\u0636\u0649'],
      [64776, 1, '\u0636\u064A'],
      [64777, 1, '\u0634\u062C'],
      [64778, 1, '\u0634\u062D'],
      [64779, 1, '\u0634\u062E'],
      [64780, 1, '\u0634\u0645'],
      [64781, 1, '\u0634\u0631'],
      [64782, 1, '\u0633\u0631'],
      [64783, 1, '\u0635\u0631'],
      [64784, 1, '\u0636\u0631'],
      [64785, 1, '\u0637\u0649'],
      [64786, 1, '\u0637\u064A'],
      [64787, 1, '\u0639\u0649'],
      [64788, 1, '\u0639\u064A'],
      [64789, 1, '\u063A\u0649'],
      [64790, 1, '\u063A\u064A'],
      [64791, 1, '\u0633\u0649'],
      [64792, 1, '\u0633\u064A'],
      [64793, 1, '\u0634\u0649'],
      [64794, 1, '\u0634\u064A'],
      [64795, 1, '\u062D\u0649'],
      [64796, 1, '\u062D\u064A'],
      [64797, 1, '\u062C\u0649'],
      [64798, 1, '\u062C\u064A'],
      [64799, 1, '\u062E\u0649'],
      [64800, 1, '\u062E\u064A'],
      [64801, 1, '\u0635\u0649'],
      [64802, 1, '\u0635\u064A'],
      [64803, 1, '\u0636\u0649'],
      [64804, 1, '\u0636\u064A'],
      [64805, 1, '\u0634\u062C'],
      [64806, 1, '\u0634\u062D'],
      [64807, 1, '\u0634\u062E'],
      [64808, 1, '\u0634\u0645'],
      [64809, 1, '\u0634\u0631'],
      [64810, 1, '\u0633\u0631'],
      [64811, 1, '\u0635\u0631'],
      [64812, 1, '\u0636\u0631'],
      [64813, 1, '\u0634\u062C'],
      [64814, 1, '\u0634\u062D'],
      [64815, 1, '\u0634\u062E'],
      [64816, 1, '\u0634\u0645'],
      [64817, 1, '\u0633\u0647'],
      [64818, 1, '\u0634\u0647'],
      [64819, 1, '\u0637\u0645'],
      [64820, 1, '\u0633\u062C'],
      [64821, 1, '\u0633\u062D'],
      [64822, 1, '\u0633\u062E'],
      [64823, 1, '\u0634\u062C'],
      [64824, 1, '\u0634\u062D'],
      [64825, 1, '\u0634\u062E'],
      [64826, 1, '\u0637\u0645'],
      [64827, 1, '\u0638\u0645'],
      [[64828, 64829], 1, '\u0627\u064B'],
      [[64830, 64831], 2],
      [[64832, 64847], 2],
      [64848, 1, '\u062A\u062C\u0645'],
      [[64849, 64850], 1, '\u062A\u062D\u062C'],
      [64851, 1, '\u062A\u062D\u0645'],
      [64852, 1, '\u062A\u062E\u0645'],
      [64853, 1, '\u062A\u0645\u062C'],
      [64854, 1, '\u062A\u0645\u062D'],
      [64855, 1, '\u062A\u0645\u062E'],
      [[64856, 64857], 1, '\u062C\u0645\u062D'],
      [64858, 1, '\u062D\u0645\u064A'],
      [64859, 1, '\u062D\u0645\u0649'],
      [64860, 1, '\u0633\u062D\u062C'],
      [64861, 1, '\u0633\u062C\u062D'],
      [64862, 1, '\u0633\u062C\u0649'],
      [[64863, 64864], 1, '\u0633\u0645\u062D'],
      [64865, 1, '\u0633\u0645\u062C'],
      [[64866, 64867], 1, '\u0633\u0645\u0645'],
      [[64868, 64869], 1, '\u0635\u062D\u062D'],
      [64870, 1, '\u0635\u0645\u0645'],
      [[64871, 64872], 1, '\u0634\u062D\u0645'],
      [64873, 1, '\u0634\u062C\u064A'],
      [[64874, 64875], 1, '\u0634\u0645\u062E'],
      [[64876, 64877], 1, '\u0634\u0645\u0645'],
      [64878, 1, '\u0636\u062D\u0649'],
      [[64879, 64880], 1, '\u0636\u062E\u0645'],
      [[64881, 64882], 1, '\u0637\u0645\u062D'],
      [64883, 1, '\u0637\u0645\u0645'],
      [64884, 1, '\u0637\u0645\u064A'],
      [64885, 1, '\u0639\u062C\u0645'],
      [[64886, 64887], 1, '\u0639\u0645\u0645'],
      [64888, 1, '\u0639\u0645\u0649'],
      [64889, 1, '\u063A\u0645\u0645'],
      [64890, 1, '\u063A\u0645\u064A'],
      [64891, 1, '\u063A\u0645\u0649'],
      [[64892, 64893], 1, '\u0641\u062E\u0645'],
      [64894, 1, '\u0642\u0645\u062D'],
      [64895, 1, '\u0642\u0645\u0645'],
      [64896, 1, '\u0644\u062D\u0645'],
      [64897, 1, '\u0644\u062D\u064A'],
      [64898, 1, '\u0644\u062D\u0649'],
      [[64899, 64900], 1, '\u0644\u062C\u062C'],
      [[64901, 64902], 1, '\u0644\u062E\u0645'],
      [[64903, 64904], 1, '\u0644\u0645\u062D'],
      [64905, 1, '\u0645\u062D\u062C'],
      [64906, 1, '\u0645\u062D\u0645'],
      [64907, 1, '\u0645\u062D\u064A'],
      [64908, 1, '\u0645\u062C\u062D'],
      [64909, 1, '\u0645\u062C\u0645'],
      [64910, 1, '\u0645\u062E\u062C'],
      [64911, 1, '\u0645\u062E\u0645'],
      [[64912, 64913], 3],
      [64914, 1, '\u0645\u062C\u062E'],
      [64915, 1, '\u0647\u0645\u062C'],
      [64916, 1, '\u0647\u0645\u0645'],
      [64917, 1, '\u0646\u062D\u0645'],
      [64918, 1, '\u0646\u062D\u0649'],
      [[64919, 64920], 1, '\u0646\u062C\u0645'],
      [64921, 1, '\u0646\u062C\u0649'],
      [64922, 1, '\u0646\u0645\u064A'],
      [64923, 1, '\u0646\u0645\u0649'],
      [[64924, 64925], 1, '\u064A\u0645\u0645'],
      [64926, 1, '\u0628\u062E\u064A'],
      [64927, 1, '\u062A\u062C\u064A'],
      [64928, 1, '\u062A\u062C\u0649'],
      [64929, 1, '\u062A\u062E\u064A'],
      [64930, 1, '\u062A\u062E\u0649'],
      [64931, 1, '\u062A\u0645\u064A'],
      [64932, 1, '\u062A\u0645\u0649'],
      [64933, 1, '\u062C\u0645\u064A'],
      [64934, 1, '\u062C\u062D\u0649'],
      [64935, 1, '\u062C\u0645\u0649'],
      [64936, 1, '\u0633\u062E\u0649'],
      [64937, 1, '\u0635\u062D\u064A'],
      [64938, 1, '\u0634\u062D\u064A'],
      [64939, 1, '\u0636\u062D\u064A'],
      [64940, 1, '\u0644\u062C\u064A'],
      [64941, 1, '\u0644\u0645\u064A'],
      [64942, 1, '\u064A\u062D\u064A'],
      [64943, 1, '\u064A\u062C\u064A'],
      [64944, 1, '\u064A\u0645\u064A'],
      [64945, 1, '\u0645\u0645\u064A'],
      [64946, 1, '\u0642\u0645\u064A'],
      [64947, 1, '\u0646\u062D\u064A'],
      [64948, 1, '\u0642\u0645\u062D'],
      [64949, 1, '\u0644\u062D\u0645'],
      [64950, 1, '\u0639\u0645\u064A'],
      [64951, 1, '\u0643\u0645\u064A'],
      [64952, 1, '\u0646\u062C\u062D'],
      [64953, 1, '\u0645\u062E\u064A'],
      [64954, 1, '\u0644\u062C\u0645'],
      [64955, 1, '\u0643\u0645\u0645'],
      [64956, 1, '\u0644\u062C\u0645'],
      [64957, 1, '\u0646\u062C\u062D'],
      [64958, 1, '\u062C\u062D\u064A'],
      [64959, 1, '\u062D\u062C\u064A'],
      [64960, 1, '\u0645\u062C\u064A'],
      [64961, 1, '\u0641\u0645\u064A'],
      [64962, 1, '\u0628\u062D\u064A'],
      [64963, 1, '\u0643\u0645\u0645'],
      [64964, 1, '\u0639\u062C\u0645'],
      [64965, 1, '\u0635\u0645\u0645'],
      [64966, 1, '\u0633\u062E\u064A'],
      [64967, 1, '\u0646\u062C\u064A'],
      [[64968, 64974], 3],
      [64975, 2],
      [[64976, 65007], 3],
      [65008, 1, '\u0635\u0644\u06D2'],
      [65009, 1, '\u0642\u0644\u06D2'],
      [65010, 1, '\u0627\u0644\u0644\u0647'],
      [65011, 1, '\u0627\u0643\u0628\u0631'],
      [65012, 1, '\u0645\u062D\u0645\u062F'],
      [65013, 1, '\u0635\u0644\u0639\u0645'],
      [65014, 1, '\u0631\u0633\u0648\u0644'],
      [65015, 1, '\u0639\u0644\u064A\u0647'],
      [65016, 1, '\u0648\u0633\u0644\u0645'],
      [65017, 1, '\u0635\u0644\u0649'],
      [
        65018,
        1,
        '\u0635\u0644\u0649 \u0627\u0644\u0644\u0647 \u0639\u0644\u064A\u0647 \u0648\u0633\u0644\u0645',
      ],
      [65019, 1, '\u062C\u0644 \u062C\u0644\u0627\u0644\u0647'],
      [65020, 1, '\u0631\u06CC\u0627\u0644'],
      [65021, 2],
      [[65022, 65023], 2],
      [[65024, 65039], 7],
      [65040, 1, ','],
      [65041, 1, '\u3001'],
      [65042, 3],
      [65043, 1, ':'],
      [65044, 1, ';'],
      [65045, 1, '!'],
      [65046, 1, '?'],
      [65047, 1, '\u3016'],
      [65048, 1, '\u3017'],
      [65049, 3],
      [[65050, 65055], 3],
      [[65056, 65059], 2],
      [[65060, 65062], 2],
      [[65063, 65069], 2],
      [[65070, 65071], 2],
      [65072, 3],
      [65073, 1, '\u2014'],
      [65074, 1, '\u2013'],
      [[65075, 65076], 1, '_'],
      [65077, 1, '('],
      [65078, 1, ')'],
      [65079, 1, '{'],
      [65080, 1, '}'],
      [65081, 1, '\u3014'],
      [65082, 1, '\u3015'],
      [65083, 1, '\u3010'],
      [65084, 1, '\u3011'],
      [65085, 1, '\u300A'],
      [65086, 1, '\u300B'],
      [65087, 1, '\u3008'],
      [65088, 1, '\u3009'],
      [65089, 1, '\u300C'],
      [65090, 1, '\u300D'],
      [65091, 1, '\u300E'],
      [65092, 1, '\u300F'],
      [[65093, 65094], 2],
      [65095, 1, '['],
      [65096, 1, ']'],
      [[65097, 65100], 1, ' \u0305'],
      [[65101, 65103], 1, '_'],
      [65104, 1, ','],
      [65105, 1, '\u3001'],
      [65106, 3],
      [65107, 3],
      [65108, 1, ';'],
      [65109, 1, ':'],
      [65110, 1, '?'],
      [65111, 1, '!'],
      [65112, 1, '\u2014'],
      [65113, 1, '('],
      [65114, 1, ')'],
      [65115, 1, '{'],
      [65116, 1, '}'],
      [65117, 1, '\u3014'],
      [65118, 1, '\u3015'],
      [65119, 1, '#'],
      [65120, 1, '&'],
      [65121, 1, '*'],
      [65122, 1, '+'],
      [65123, 1, '-'],
      [65124, 1, '<'],
      [65125, 1, '>'],
      [65126, 1, '='],
      [65127, 3],
      [65128, 1, '\\'],
      [65129, 1, '$'],
      [65130, 1, '%'],
      [65131, 1, '@'],
      [[65132, 65135], 3],
      [65136, 1, ' \u064B'],
      [65137, 1, '\u0640\u064B'],
      [65138, 1, ' \u064C'],
      [65139, 2],
      [65140, 1, ' \u064D'],
      [65141, 3],
      [65142, 1, ' \u064E'],
      [65143, 1, '\u0640\u064E'],
      [65144, 1, ' \u064F'],
      [65145, 1, '\u0640\u064F'],
      [65146, 1, ' \u0650'],
      [65147, 1, '\u0640\u0650'],
      [65148, 1, ' \u0651'],
      [65149, 1, '\u0640\u0651'],
      [65150, 1, ' \u0652'],
      [65151, 1, '\u0640\u0652'],
      [65152, 1, '\u0621'],
      [[65153, 65154], 1, '\u0622'],
      [[65155, 65156], 1, '\u0623'],
      [[65157, 65158], 1, '\u0624'],
      [[65159, 65160], 1, '\u0625'],
      [[65161, 65164], 1, '\u0626'],
      [[65165, 65166], 1, '\u0627'],
      [[65167, 65170], 1, '\u0628'],
      [[65171, 65172], 1, '\u0629'],
      [[65173, 65176], 1, '\u062A'],
      [[65177, 65180], 1, '\u062B'],
      [[65181, 65184], 1, '\u062C'],
      [[65185, 65188], 1, '\u062D'],
      [[65189, 65192], 1, '\u062E'],
      [[65193, 65194], 1, '\u062F'],
      [[65195, 65196], 1, '\u0630'],
      [[65197, 65198], 1, '\u0631'],
      [[65199, 65200], 1, '\u0632'],
      [[65201, 65204], 1, '\u0633'],
      [[65205, 65208], 1, '\u0634'],
      [[65209, 65212], 1, '\u0635'],
      [[65213, 65216], 1, '\u0636'],
      [[65217, 65220], 1, '\u0637'],
      [[65221, 65224], 1, '\u0638'],
      [[65225, 65228], 1, '\u0639'],
      [[65229, 65232], 1, '\u063A'],
      [[65233, 65236], 1, '\u0641'],
      [[65237, 65240], 1, '\u0642'],
      [[65241, 65244], 1, '\u0643'],
      [[65245, 65248], 1, '\u0644'],
      [[65249, 65252], 1, '\u0645'],
      [[65253, 65256], 1, '\u0646'],
      [[65257, 65260], 1, '\u0647'],
      [[65261, 65262], 1, '\u0648'],
      [[65263, 65264], 1, '\u0649'],
      [[65265, 65268], 1, '\u064A'],
      [[65269, 65270], 1, '\u0644\u0622'],
      [[65271, 65272], 1, '\u0644\u0623'],
      [[65273, 65274], 1, '\u0644\u0625'],
      [[65275, 65276], 1, '\u0644\u0627'],
      [[65277, 65278], 3],
      [65279, 7],
      [65280, 3],
      [65281, 1, '!'],
      [65282, 1, '"'],
      [65283, 1, '#'],
      [65284, 1, '$'],
      [65285, 1, '%'],
      [65286, 1, '&'],
      [65287, 1, "'"],
      [65288, 1, '('],
      [65289, 1, ')'],
      [65290, 1, '*'],
      [65291, 1, '+'],
      [65292, 1, ','],
      [65293, 1, '-'],
      [65294, 1, '.'],
      [65295, 1, '/'],
      [65296, 1, '0'],
      [65297, 1, '1'],
      [65298, 1, '2'],
      [65299, 1, '3'],
      [65300, 1, '4'],
      [65301, 1, '5'],
      [65302, 1, '6'],
      [65303, 1, '7'],
      [65304, 1, '8'],
      [65305, 1, '9'],
      [65306, 1, ':'],
      [65307, 1, ';'],
      [65308, 1, '<'],
      [65309, 1, '='],
      [65310, 1, '>'],
      [65311, 1, '?'],
      [65312, 1, '@'],
      [65313, 1, 'a'],
      [65314, 1, 'b'],
      [65315, 1, 'c'],
      [65316, 1, 'd'],
      [65317, 1, 'e'],
      [65318, 1, 'f'],
      [65319, 1, 'g'],
      [65320, 1, 'h'],
      [65321, 1, 'i'],
      [65322, 1, 'j'],
      [65323, 1, 'k'],
      [65324, 1, 'l'],
      [65325, 1, 'm'],
      [65326, 1, 'n'],
      [65327, 1, 'o'],
      [65328, 1, 'p'],
      [65329, 1, 'q'],
      [65330, 1, 'r'],
      [65331, 1, 's'],
      [65332, 1, 't'],
      [65333, 1, 'u'],
      [65334, 1, 'v'],
      [65335, 1, 'w'],
      [65336, 1, 'x'],
      [65337, 1, 'y'],
      [65338, 1, 'z'],
      [65339, 1, '['],
      [65340, 1, '\\'],
      [65341, 1, ']'],
      [65342, 1, '^'],
      [65343, 1, '_'],
      [65344, 1, '`'],
      [65345, 1, 'a'],
      [65346, 1, 'b'],
      [65347, 1, 'c'],
      [65348, 1, 'd'],
      [65349, 1, 'e'],
      [65350, 1, 'f'],
      [65351, 1, 'g'],
      [65352, 1, 'h'],
      [65353, 1, 'i'],
      [65354, 1, 'j'],
      [65355, 1, 'k'],
      [65356, 1, 'l'],
      [65357, 1, 'm'],
      [65358, 1, 'n'],
      [65359, 1, 'o'],
      [65360, 1, 'p'],
      [65361, 1, 'q'],
      [65362, 1, 'r'],
      [65363, 1, 's'],
      [65364, 1, 't'],
      [65365, 1, 'u'],
      [65366, 1, 'v'],
      [65367, 1, 'w'],
      [65368, 1, 'x'],
      [65369, 1, 'y'],
      [65370, 1, 'z'],
      [65371, 1, '{'],
      [65372, 1, '|'],
      [65373, 1, '}'],
      [65374, 1, '~'],
      [65375, 1, '\u2985'],
      [65376, 1, '\u2986'],
      [65377, 1, '.'],
      [65378, 1, '\u300C'],
      [65379, 1, '\u300D'],
      [65380, 1, '\u3001'],
      [65381, 1, '\u30FB'],
      [65382, 1, '\u30F2'],
      [65383, 1, '\u30A1'],
      [65384, 1, '\u30A3'],
      [65385, 1, '\u30A5'],
      [65386, 1, '\u30A7'],
      [65387, 1, '\u30A9'],
      [65388, 1, '\u30E3'],
      [65389, 1, '\u30E5'],
      [65390, 1, '\u30E7'],
      [65391, 1, '\u30C3'],
      [65392, 1, '\u30FC'],
      [65393, 1, '\u30A2'],
      [65394, 1, '\u30A4'],
      [65395, 1, '\u30A6'],
      [65396, 1, '\u30A8'],
      [65397, 1, '\u30AA'],
      [65398, 1, '\u30AB'],
      [65399, 1, '\u30AD'],
      [65400, 1, '\u30AF'],
      [65401, 1, '\u30B1'],
      [65402, 1, '\u30B3'],
      [65403, 1, '\u30B5'],
      [65404, 1, '\u30B7'],
      [65405, 1, '\u30B9'],
      [65406, 1, '\u30BB'],
      [65407, 1, '\u30BD'],
      [65408, 1, '\u30BF'],
      [65409, 1, '\u30C1'],
      [65410, 1, '\u30C4'],
      [65411, 1, '\u30C6'],
      [65412, 1, '\u30C8'],
      [65413, 1, '\u30CA'],
      [65414, 1, '\u30CB'],
      [65415, 1, '\u30CC'],
      [65416, 1, '\u30CD'],
      [65417, 1, '\u30CE'],
      [65418, 1, '\u30CF'],
      [65419, 1, '\u30D2'],
      [65420, 1, '\u30D5'],
      [65421, 1, '\u30D8'],
      [65422, 1, '\u30DB'],
      [65423, 1, '\u30DE'],
      [65424, 1, '\u30DF'],
      [65425, 1, '\u30E0'],
      [65426, 1, '\u30E1'],
      [65427, 1, '\u30E2'],
      [65428, 1, '\u30E4'],
      [65429, 1, '\u30E6'],
      [65430, 1, '\u30E8'],
      [65431, 1, '\u30E9'],
      [65432, 1, '\u30EA'],
      [65433, 1, '\u30EB'],
      [65434, 1, '\u30EC'],
      [65435, 1, '\u30ED'],
      [65436, 1, '\u30EF'],
      [65437, 1, '\u30F3'],
      [65438, 1, '\u3099'],
      [65439, 1, '\u309A'],
      [65440, 7],
      [65441, 1, '\u1100'],
      [65442, 1, '\u1101'],
      [65443, 1, '\u11AA'],
      [65444, 1, '\u1102'],
      [65445, 1, '\u11AC'],
      [65446, 1, '\u11AD'],
      [65447, 1, '\u1103'],
      [65448, 1, '\u1104'],
      [65449, 1, '\u1105'],
      [65450, 1, '\u11B0'],
      [65451, 1, '\u11B1'],
      [65452, 1, '\u11B2'],
      [65453, 1, '\u11B3'],
      [65454, 1, '\u11B4'],
      [65455, 1, '\u11B5'],
      [65456, 1, '\u111A'],
      [65457, 1, '\u1106'],
      [65458, 1, '\u1107'],
      [65459, 1, '\u1108'],
      [65460, 1, '\u1121'],
      [65461, 1, '\u1109'],
      [65462, 1, '\u110A'],
      [65463, 1, '\u110B'],
      [65464, 1, '\u110C'],
      [65465, 1, '\u110D'],
      [65466, 1, '\u110E'],
      [65467, 1, '\u110F'],
      [65468, 1, '\u1110'],
      [65469, 1, '\u1111'],
      [65470, 1, '\u1112'],
      [[65471, 65473], 3],
      [65474, 1, '\u1161'],
      [65475, 1, '\u1162'],
      [65476, 1, '\u1163'],
      [65477, 1, '\u1164'],
      [65478, 1, '\u1165'],
      [65479, 1, '\u1166'],
      [[65480, 65481], 3],
      [65482, 1, '\u1167'],
      [65483, 1, '\u1168'],
      [65484, 1, '\u1169'],
      [65485, 1, '\u116A'],
      [65486, 1, '\u116B'],
      [65487, 1, '\u116C'],
      [[65488, 65489], 3],
      [65490, 1, '\u116D'],
      [65491, 1, '\u116E'],
      [65492, 1, '\u116F'],
      [65493, 1, '\u1170'],
      [65494, 1, '\u1171'],
      [65495, 1, '\u1172'],
      [[65496, 65497], 3],
      [65498, 1, '\u1173'],
      [65499, 1, '\u1174'],
      [65500, 1, '\u1175'],
      [[65501, 65503], 3],
      [65504, 1, '\xA2'],
      [65505, 1, '\xA3'],
      [65506, 1, '\xAC'],
      [65507, 1, ' \u0304'],
      [65508, 1, '\xA6'],
      [65509, 1, '\xA5'],
      [65510, 1, '\u20A9'],
      [65511, 3],
      [65512, 1, '\u2502'],
      [65513, 1, '\u2190'],
      [65514, 1, '\u2191'],
      [65515, 1, '\u2192'],
      [65516, 1, '\u2193'],
      [65517, 1, '\u25A0'],
      [65518, 1, '\u25CB'],
      [[65519, 65528], 3],
      [[65529, 65531], 3],
      [65532, 3],
      [65533, 3],
      [[65534, 65535], 3],
      [[65536, 65547], 2],
      [65548, 3],
      [[65549, 65574], 2],
      [65575, 3],
      [[65576, 65594], 2],
      [65595, 3],
      [[65596, 65597], 2],
      [65598, 3],
      [[65599, 65613], 2],
      [[65614, 65615], 3],
      [[65616, 65629], 2],
      [[65630, 65663], 3],
      [[65664, 65786], 2],
      [[65787, 65791], 3],
      [[65792, 65794], 2],
      [[65795, 65798], 3],
      [[65799, 65843], 2],
      [[65844, 65846], 3],
      [[65847, 65855], 2],
      [[65856, 65930], 2],
      [[65931, 65932], 2],
      [[65933, 65934], 2],
      [65935, 3],
      [[65936, 65947], 2],
      [65948, 2],
      [[65949, 65951], 3],
      [65952, 2],
      [[65953, 65999], 3],
      [[66e3, 66044], 2],
      [66045, 2],
      [[66046, 66175], 3],
      [[66176, 66204], 2],
      [[66205, 66207], 3],
      [[66208, 66256], 2],
      [[66257, 66271], 3],
      [66272, 2],
      [[66273, 66299], 2],
      [[66300, 66303], 3],
      [[66304, 66334], 2],
      [66335, 2],
      [[66336, 66339], 2],
      [[66340, 66348], 3],
      [[66349, 66351], 2],
      [[66352, 66368], 2],
      [66369, 2],
      [[66370, 66377], 2],
      [66378, 2],
      [[66379, 66383], 3],
      [[66384, 66426], 2],
      [[66427, 66431], 3],
      [[66432, 66461], 2],
      [66462, 3],
      [66463, 2],
      [[66464, 66499], 2],
      [[66500, 66503], 3],
      [[66504, 66511], 2],
      [[66512, 66517], 2],
      [[66518, 66559], 3],
      [66560, 1, '\u{10428}'],
      [66561, 1, '\u{10429}'],
      [66562, 1, '\u{1042A}'],
      [66563, 1, '\u{1042B}'],
      [66564, 1, '\u{1042C}'],
      [66565, 1, '\u{1042D}'],
      [66566, 1, '\u{1042E}'],
      [66567, 1, '\u{1042F}'],
      [66568, 1, '\u{10430}'],
      [66569, 1, '\u{10431}'],
      [66570, 1, '\u{10432}'],
      [66571, 1, '\u{10433}'],
      [66572, 1, '\u{10434}'],
      [66573, 1, '\u{10435}'],
      [66574, 1, '\u{10436}'],
      [66575, 1, '\u{10437}'],
      [66576, 1, '\u{10438}'],
      [66577, 1, '\u{10439}'],
      [66578, 1, '\u{1043A}'],
      [66579, 1, '\u{1043B}'],
      [66580, 1, '\u{1043C}'],
      [66581, 1, '\u{1043D}'],
      [66582, 1, '\u{1043E}'],
      [66583, 1, '\u{1043F}'],
      [66584, 1, '\u{10440}'],
      [66585, 1, '\u{10441}'],
      [66586, 1, '\u{10442}'],
      [66587, 1, '\u{10443}'],
      [66588, 1, '\u{10444}'],
      [66589, 1, '\u{10445}'],
      [66590, 1, '\u{10446}'],
      [66591, 1, '\u{10447}'],
      [66592, 1, '\u{10448}'],
      [66593, 1, '\u{10449}'],
      [66594, 1, '\u{1044A}'],
      [66595, 1, '\u{1044B}'],
      [66596, 1, '\u{1044C}'],
      [66597, 1, '\u{1044D}'],
      [66598, 1, '\u{1044E}'],
      [66599, 1, '\u{1044F}'],
      [[66600, 66637], 2],
      [[66638, 66717], 2],
      [[66718, 66719], 3],
      [[66720, 66729], 2],
      [[66730, 66735], 3],
      [66736, 1, '\u{104D8}'],
      [66737, 1, '\u{104D9}'],
      [66738, 1, '\u{104DA}'],
      [66739, 1, '\u{104DB}'],
      [66740, 1, '\u{104DC}'],
      [66741, 1, '\u{104DD}'],
      [66742, 1, '\u{104DE}'],
      [66743, 1, '\u{104DF}'],
      [66744, 1, '\u{104E0}'],
      [66745, 1, '\u{104E1}'],
      [66746, 1, '\u{104E2}'],
      [66747, 1, '\u{104E3}'],
      [66748, 1, '\u{104E4}'],
      [66749, 1, '\u{104E5}'],
      [66750, 1, '\u{104E6}'],
      [66751, 1, '\u{104E7}'],
      [66752, 1, '\u{104E8}'],
      [66753, 1, '\u{104E9}'],
      [66754, 1, '\u{104EA}'],
      [66755, 1, '\u{104EB}'],
      [66756, 1, '\u{104EC}'],
      [66757, 1, '\u{104ED}'],
      [66758, 1, '\u{104EE}'],
      [66759, 1, '\u{104EF}'],
      [66760, 1, '\u{104F0}'],
      [66761, 1, '\u{104F1}'],
      [66762, 1, '\u{104F2}'],
      [66763, 1, '\u{104F3}'],
      [66764, 1, '\u{104F4}'],
      [66765, 1, '\u{104F5}'],
      [66766, 1, '\u{104F6}'],
      [66767, 1, '\u{104F7}'],
      [66768, 1, '\u{104F8}'],
      [66769, 1, '\u{104F9}'],
      [66770, 1, '\u{104FA}'],
      [66771, 1, '\u{104FB}'],
      [[66772, 66775], 3],
      [[66776, 66811], 2],
      [[66812, 66815], 3],
      [[66816, 66855], 2],
      [[66856, 66863], 3],
      [[66864, 66915], 2],
      [[66916, 66926], 3],
      [66927, 2],
      [66928, 1, '\u{10597}'],
      [66929, 1, '\u{10598}'],
      [66930, 1, '\u{10599}'],
      [66931, 1, '\u{1059A}'],
      [66932, 1, '\u{1059B}'],
      [66933, 1, '\u{1059C}'],
      [66934, 1, '\u{1059D}'],
      [66935, 1, '\u{1059E}'],
      [66936, 1, '\u{1059F}'],
      [66937, 1, '\u{105A0}'],
      [66938, 1, '\u{105A1}'],
      [66939, 3],
      [66940, 1, '\u{105A3}'],
      [66941, 1, '\u{105A4}'],
      [66942, 1, '\u{105A5}'],
      [66943, 1, '\u{105A6}'],
      [66944, 1, '\u{105A7}'],
      [66945, 1, '\u{105A8}'],
      [66946, 1, '\u{105A9}'],
      [66947, 1, '\u{105AA}'],
      [66948, 1, '\u{105AB}'],
      [66949, 1, '\u{105AC}'],
      [66950, 1, '\u{105AD}'],
      [66951, 1, '\u{105AE}'],
      [66952, 1, '\u{105AF}'],
      [66953, 1, '\u{105B0}'],
      [66954, 1, '\u{105B1}'],
      [66955, 3],
      [66956, 1, '\u{105B3}'],
      [66957, 1, '\u{105B4}'],
      [66958, 1, '\u{105B5}'],
      [66959, 1, '\u{105B6}'],
      [66960, 1, '\u{105B7}'],
      [66961, 1, '\u{105B8}'],
      [66962, 1, '\u{105B9}'],
      [66963, 3],
      [66964, 1, '\u{105BB}'],
      [66965, 1, '\u{105BC}'],
      [66966, 3],
      [[66967, 66977], 2],
      [66978, 3],
      [[66979, 66993], 2],
      [66994, 3],
      [[66995, 67001], 2],
      [67002, 3],
      [[67003, 67004], 2],
      [[67005, 67007], 3],
      [[67008, 67059], 2],
      [[67060, 67071], 3],
      [[67072, 67382], 2],
      [[67383, 67391], 3],
      [[67392, 67413], 2],
      [[67414, 67423], 3],
      [[67424, 67431], 2],
      [[67432, 67455], 3],
      [67456, 2],
      [67457, 1, '\u02D0'],
      [67458, 1, '\u02D1'],
      [67459, 1, '\xE6'],
      [67460, 1, '\u0299'],
      [67461, 1, '\u0253'],
      [67462, 3],
      [67463, 1, '\u02A3'],
      [67464, 1, '\uAB66'],
      [67465, 1, '\u02A5'],
      [67466, 1, '\u02A4'],
      [67467, 1, '\u0256'],
      [67468, 1, '\u0257'],
      [67469, 1, '\u1D91'],
      [67470, 1, '\u0258'],
      [67471, 1, '\u025E'],
      [67472, 1, '\u02A9'],
      [67473, 1, '\u0264'],
      [67474, 1, '\u0262'],
      [67475, 1, '\u0260'],
      [67476, 1, '\u029B'],
      [67477, 1, '\u0127'],
      [67478, 1, '\u029C'],
      [67479, 1, '\u0267'],
      [67480, 1, '\u0284'],
      [67481, 1, '\u02AA'],
      [67482, 1, '\u02AB'],
      [67483, 1, '\u026C'],
      [67484, 1, '\u{1DF04}'],
      [67485, 1, '\uA78E'],
      [67486, 1, '\u026E'],
      [67487, 1, '\u{1DF05}'],
      [67488, 1, '\u028E'],
      [67489, 1, '\u{1DF06}'],
      [67490, 1, '\xF8'],
      [67491, 1, '\u0276'],
      [67492, 1, '\u0277'],
      [67493, 1, 'q'],
      [67494, 1, '\u027A'],
      [67495, 1, '\u{1DF08}'],
      [67496, 1, '\u027D'],
      [67497, 1, '\u027E'],
      [67498, 1, '\u0280'],
      [67499, 1, '\u02A8'],
      [67500, 1, '\u02A6'],
      [67501, 1, '\uAB67'],
      [67502, 1, '\u02A7'],
      [67503, 1, '\u0288'],
      [67504, 1, '\u2C71'],
      [67505, 3],
      [67506, 1, '\u028F'],
      [67507, 1, '\u02A1'],
      [67508, 1, '\u02A2'],
      [67509, 1, '\u0298'],
      [67510, 1, '\u01C0'],
      [67511, 1, '\u01C1'],
      [67512, 1, '\u01C2'],
      [67513, 1, '\u{1DF0A}'],
      [67514, 1, '\u{1DF1E}'],
      [[67515, 67583], 3],
      [[67584, 67589], 2],
      [[67590, 67591], 3],
      [67592, 2],
      [67593, 3],
      [[67594, 67637], 2],
      [67638, 3],
      [[67639, 67640], 2],
      [[67641, 67643], 3],
      [67644, 2],
      [[67645, 67646], 3],
      [67647, 2],
      [[67648, 67669], 2],
      [67670, 3],
      [[67671, 67679], 2],
      [[67680, 67702], 2],
      [[67703, 67711], 2],
      [[67712, 67742], 2],
      [[67743, 67750], 3],
      [[67751, 67759], 2],
      [[67760, 67807], 3],
      [[67808, 67826], 2],
      [67827, 3],
      [[67828, 67829], 2],
      [[67830, 67834], 3],
      [[67835, 67839], 2],
      [[67840, 67861], 2],
      [[67862, 67865], 2],
      [[67866, 67867], 2],
      [[67868, 67870], 3],
      [67871, 2],
      [[67872, 67897], 2],
      [[67898, 67902], 3],
      [67903, 2],
      [[67904, 67967], 3],
      [[67968, 68023], 2],
      [[68024, 68027], 3],
      [[68028, 68029], 2],
      [[68030, 68031], 2],
      [[68032, 68047], 2],
      [[68048, 68049], 3],
      [[68050, 68095], 2],
      [[68096, 68099], 2],
      [68100, 3],
      [[68101, 68102], 2],
      [[68103, 68107], 3],
      [[68108, 68115], 2],
      [68116, 3],
      [[68117, 68119], 2],
      [68120, 3],
      [[68121, 68147], 2],
      [[68148, 68149], 2],
      [[68150, 68151], 3],
      [[68152, 68154], 2],
      [[68155, 68158], 3],
      [68159, 2],
      [[68160, 68167], 2],
      [68168, 2],
      [[68169, 68175], 3],
      [[68176, 68184], 2],
      [[68185, 68191], 3],
      [[68192, 68220], 2],
      [[68221, 68223], 2],
      [[68224, 68252], 2],
      [[68253, 68255], 2],
      [[68256, 68287], 3],
      [[68288, 68295], 2],
      [68296, 2],
      [[68297, 68326], 2],
      [[68327, 68330], 3],
      [[68331, 68342], 2],
      [[68343, 68351], 3],
      [[68352, 68405], 2],
      [[68406, 68408], 3],
      [[68409, 68415], 2],
      [[68416, 68437], 2],
      [[68438, 68439], 3],
      [[68440, 68447], 2],
      [[68448, 68466], 2],
      [[68467, 68471], 3],
      [[68472, 68479], 2],
      [[68480, 68497], 2],
      [[68498, 68504], 3],
      [[68505, 68508], 2],
      [[68509, 68520], 3],
      [[68521, 68527], 2],
      [[68528, 68607], 3],
      [[68608, 68680], 2],
      [[68681, 68735], 3],
      [68736, 1, '\u{10CC0}'],
      [68737, 1, '\u{10CC1}'],
      [68738, 1, '\u{10CC2}'],
      [68739, 1, '\u{10CC3}'],
      [68740, 1, '\u{10CC4}'],
      [68741, 1, '\u{10CC5}'],
      [68742, 1, '\u{10CC6}'],
      [68743, 1, '\u{10CC7}'],
      [68744, 1, '\u{10CC8}'],
      [68745, 1, '\u{10CC9}'],
      [68746, 1, '\u{10CCA}'],
      [68747, 1, '\u{10CCB}'],
      [68748, 1, '\u{10CCC}'],
      [68749, 1, '\u{10CCD}'],
      [68750, 1, '\u{10CCE}'],
      [68751, 1, '\u{10CCF}'],
      [68752, 1, '\u{10CD0}'],
      [68753, 1, '\u{10CD1}'],
      [68754, 1, '\u{10CD2}'],
      [68755, 1, '\u{10CD3}'],
      [68756, 1, '\u{10CD4}'],
      [68757, 1, '\u{10CD5}'],
      [68758, 1, '\u{10CD6}'],
      [68759, 1, '\u{10CD7}'],
      [68760, 1, '\u{10CD8}'],
      [68761, 1, '\u{10CD9}'],
      [68762, 1, '\u{10CDA}'],
      [68763, 1, '\u{10CDB}'],
      [68764, 1, '\u{10CDC}'],
      [68765, 1, '\u{10CDD}'],
      [68766, 1, '\u{10CDE}'],
      [68767, 1, '\u{10CDF}'],
      [68768, 1, '\u{10CE0}'],
      [68769, 1, '\u{10CE1}'],
      [68770, 1, '\u{10CE2}'],
      [68771, 1, '\u{10CE3}'],
      [68772, 1, '\u{10CE4}'],
      [68773, 1, '\u{10CE5}'],
      [68774, 1, '\u{10CE6}'],
      [68775, 1, '\u{10CE7}'],
      [68776, 1, '\u{10CE8}'],
      [68777, 1, '\u{10CE9}'],
      [68778, 1, '\u{10CEA}'],
      [68779, 1, '\u{10CEB}'],
      [68780, 1, '\u{10CEC}'],
      [68781, 1, '\u{10CED}'],
      [68782, 1, '\u{10CEE}'],
      [68783, 1, '\u{10CEF}'],
      [68784, 1, '\u{10CF0}'],
      [68785, 1, '\u{10CF1}'],
      [68786, 1, '\u{10CF2}'],
      [[68787, 68799], 3],
      [[68800, 68850], 2],
      [[68851, 68857], 3],
      [[68858, 68863], 2],
      [[68864, 68903], 2],
      [[68904, 68911], 3],
      [[68912, 68921], 2],
      [[68922, 68927], 3],
      [[68928, 68943], 2],
      [68944, 1, '\u{10D70}'],
      [68945, 1, '\u{10D71}'],
      [68946, 1, '\u{10D72}'],
      [68947, 1, '\u{10D73}'],
      [68948, 1, '\u{10D74}'],
      [68949, 1, '\u{10D75}'],
      [68950, 1, '\u{10D76}'],
      [68951, 1, '\u{10D77}'],
      [68952, 1, '\u{10D78}'],
      [68953, 1, '\u{10D79}'],
      [68954, 1, '\u{10D7A}'],
      [68955, 1, '\u{10D7B}'],
      [68956, 1, '\u{10D7C}'],
      [68957, 1, '\u{10D7D}'],
      [68958, 1, '\u{10D7E}'],
      [68959, 1, '\u{10D7F}'],
      [68960, 1, '\u{10D80}'],
      [68961, 1, '\u{10D81}'],
      [68962, 1, '\u{10D82}'],
      [68963, 1, '\u{10D83}'],
      [68964, 1, '\u{10D84}'],
      [68965, 1, '\u{10D85}'],
      [[68966, 68968], 3],
      [[68969, 68973], 2],
      [68974, 2],
      [[68975, 68997], 2],
      [[68998, 69005], 3],
      [[69006, 69007], 2],
      [[69008, 69215], 3],
      [[69216, 69246], 2],
      [69247, 3],
      [[69248, 69289], 2],
      [69290, 3],
      [[69291, 69292], 2],
      [69293, 2],
      [[69294, 69295], 3],
      [[69296, 69297], 2],
      [[69298, 69313], 3],
      [[69314, 69316], 2],
      [[69317, 69371], 3],
      [69372, 2],
      [[69373, 69375], 2],
      [[69376, 69404], 2],
      [[69405, 69414], 2],
      [69415, 2],
      [[69416, 69423], 3],
      [[69424, 69456], 2],
      [[69457, 69465], 2],
      [[69466, 69487], 3],
      [[69488, 69509], 2],
      [[69510, 69513], 2],
      [[69514, 69551], 3],
      [[69552, 69572], 2],
      [[69573, 69579], 2],
      [[69580, 69599], 3],
      [[69600, 69622], 2],
      [[69623, 69631], 3],
      [[69632, 69702], 2],
      [[69703, 69709], 2],
      [[69710, 69713], 3],
      [[69714, 69733], 2],
      [[69734, 69743], 2],
      [[69744, 69749], 2],
      [[69750, 69758], 3],
      [69759, 2],
      [[69760, 69818], 2],
      [[69819, 69820], 2],
      [69821, 3],
      [[69822, 69825], 2],
      [69826, 2],
      [[69827, 69836], 3],
      [69837, 3],
      [[69838, 69839], 3],
      [[69840, 69864], 2],
      [[69865, 69871], 3],
      [[69872, 69881], 2],
      [[69882, 69887], 3],
      [[69888, 69940], 2],
      [69941, 3],
      [[69942, 69951], 2],
      [[69952, 69955], 2],
      [[69956, 69958], 2],
      [69959, 2],
      [[69960, 69967], 3],
      [[69968, 70003], 2],
      [[70004, 70005], 2],
      [70006, 2],
      [[70007, 70015], 3],
      [[70016, 70084], 2],
      [[70085, 70088], 2],
      [[70089, 70092], 2],
      [70093, 2],
      [[70094, 70095], 2],
      [[70096, 70105], 2],
      [70106, 2],
      [70107, 2],
      [70108, 2],
      [[70109, 70111], 2],
      [70112, 3],
      [[70113, 70132], 2],
      [[70133, 70143], 3],
      [[70144, 70161], 2],
      [70162, 3],
      [[70163, 70199], 2],
      [[70200, 70205], 2],
      [70206, 2],
      [[70207, 70209], 2],
      [[70210, 70271], 3],
      [[70272, 70278], 2],
      [70279, 3],
      [70280, 2],
      [70281, 3],
      [[70282, 70285], 2],
      [70286, 3],
      [[70287, 70301], 2],
      [70302, 3],
      [[70303, 70312], 2],
      [70313, 2],
      [[70314, 70319], 3],
      [[70320, 70378], 2],
      [[70379, 70383], 3],
      [[70384, 70393], 2],
      [[70394, 70399], 3],
      [70400, 2],
      [[70401, 70403], 2],
      [70404, 3],
      [[70405, 70412], 2],
      [[70413, 70414], 3],
      [[70415, 70416], 2],
      [[70417, 70418], 3],
      [[70419, 70440], 2],
      [70441, 3],
      [[70442, 70448], 2],
      [70449, 3],
      [[70450, 70451], 2],
      [70452, 3],
      [[70453, 70457], 2],
      [70458, 3],
      [70459, 2],
      [[70460, 70468], 2],
      [[70469, 70470], 3],
      [[70471, 70472], 2],
      [[70473, 70474], 3],
      [[70475, 70477], 2],
      [[70478, 70479], 3],
      [70480, 2],
      [[70481, 70486], 3],
      [70487, 2],
      [[70488, 70492], 3],
      [[70493, 70499], 2],
      [[70500, 70501], 3],
      [[70502, 70508], 2],
      [[70509, 70511], 3],
      [[70512, 70516], 2],
      [[70517, 70527], 3],
      [[70528, 70537], 2],
      [70538, 3],
      [70539, 2],
      [[70540, 70541], 3],
      [70542, 2],
      [70543, 3],
      [[70544, 70581], 2],
      [70582, 3],
      [[70583, 70592], 2],
      [70593, 3],
      [70594, 2],
      [[70595, 70596], 3],
      [70597, 2],
      [70598, 3],
      [[70599, 70602], 2],
      [70603, 3],
      [[70604, 70611], 2],
      [[70612, 70613], 2],
      [70614, 3],
      [[70615, 70616], 2],
      [[70617, 70624], 3],
      [[70625, 70626], 2],
      [[70627, 70655], 3],
      [[70656, 70730], 2],
      [[70731, 70735], 2],
      [[70736, 70745], 2],
      [70746, 2],
      [70747, 2],
      [70748, 3],
      [70749, 2],
      [70750, 2],
      [70751, 2],
      [[70752, 70753], 2],
      [[70754, 70783], 3],
      [[70784, 70853], 2],
      [70854, 2],
      [70855, 2],
      [[70856, 70863], 3],
      [[70864, 70873], 2],
      [[70874, 71039], 3],
      [[71040, 71093], 2],
      [[71094, 71095], 3],
      [[71096, 71104], 2],
      [[71105, 71113], 2],
      [[71114, 71127], 2],
      [[71128, 71133], 2],
      [[71134, 71167], 3],
      [[71168, 71232], 2],
      [[71233, 71235], 2],
      [71236, 2],
      [[71237, 71247], 3],
      [[71248, 71257], 2],
      [[71258, 71263], 3],
      [[71264, 71276], 2],
      [[71277, 71295], 3],
      [[71296, 71351], 2],
      [71352, 2],
      [71353, 2],
      [[71354, 71359], 3],
      [[71360, 71369], 2],
      [[71370, 71375], 3],
      [[71376, 71395], 2],
      [[71396, 71423], 3],
      [[71424, 71449], 2],
      [71450, 2],
      [[71451, 71452], 3],
      [[71453, 71467], 2],
      [[71468, 71471], 3],
      [[71472, 71481], 2],
      [[71482, 71487], 2],
      [[71488, 71494], 2],
      [[71495, 71679], 3],
      [[71680, 71738], 2],
      [71739, 2],
      [[71740, 71839], 3],
      [71840, 1, '\u{118C0}'],
      [71841, 1, '\u{118C1}'],
      [71842, 1, '\u{118C2}'],
      [71843, 1, '\u{118C3}'],
      [71844, 1, '\u{118C4}'],
      [71845, 1, '\u{118C5}'],
      [71846, 1, '\u{118C6}'],
      [71847, 1, '\u{118C7}'],
      [71848, 1, '\u{118C8}'],
      [71849, 1, '\u{118C9}'],
      [71850, 1, '\u{118CA}'],
      [71851, 1, '\u{118CB}'],
      [71852, 1, '\u{118CC}'],
      [71853, 1, '\u{118CD}'],
      [71854, 1, '\u{118CE}'],
      [71855, 1, '\u{118CF}'],
      [71856, 1, '\u{118D0}'],
      [71857, 1, '\u{118D1}'],
      [71858, 1, '\u{118D2}'],
      [71859, 1, '\u{118D3}'],
      [71860, 1, '\u{118D4}'],
      [71861, 1, '\u{118D5}'],
      [71862, 1, '\u{118D6}'],
      [71863, 1, '\u{118D7}'],
      [71864, 1, '\u{118D8}'],
      [71865, 1, '\u{118D9}'],
      [71866, 1, '\u{118DA}'],
      [71867, 1, '\u{118DB}'],
      [71868, 1, '\u{118DC}'],
      [71869, 1, '\u{118DD}'],
      [71870, 1, '\u{118DE}'],
      [71871, 1, '\u{118DF}'],
      [[71872, 71913], 2],
      [[71914, 71922], 2],
      [[71923, 71934], 3],
      [71935, 2],
      [[71936, 71942], 2],
      [[71943, 71944], 3],
      [71945, 2],
      [[71946, 71947], 3],
      [[71948, 71955], 2],
      [71956, 3],
      [[71957, 71958], 2],
      [71959, 3],
      [[71960, 71989], 2],
      [71990, 3],
      [[71991, 71992], 2],
      [[71993, 71994], 3],
      [[71995, 72003], 2],
      [[72004, 72006], 2],
      [[72007, 72015], 3],
      [[72016, 72025], 2],
      [[72026, 72095], 3],
      [[72096, 72103], 2],
      [[72104, 72105], 3],
      [[72106, 72151], 2],
      [[72152, 72153], 3],
      [[72154, 72161], 2],
      [72162, 2],
      [[72163, 72164], 2],
      [[72165, 72191], 3],
      [[72192, 72254], 2],
      [[72255, 72262], 2],
      [72263, 2],
      [[72264, 72271], 3],
      [[72272, 72323], 2],
      [[72324, 72325], 2],
      [[72326, 72345], 2],
      [[72346, 72348], 2],
      [72349, 2],
      [[72350, 72354], 2],
      [[72355, 72367], 3],
      [[72368, 72383], 2],
      [[72384, 72440], 2],
      [[72441, 72447], 3],
      [[72448, 72457], 2],
      [[72458, 72639], 3],
      [[72640, 72672], 2],
      [72673, 2],
      [[72674, 72687], 3],
      [[72688, 72697], 2],
      [[72698, 72703], 3],
      [[72704, 72712], 2],
      [72713, 3],
      [[72714, 72758], 2],
      [72759, 3],
      [[72760, 72768], 2],
      [[72769, 72773], 2],
      [[72774, 72783], 3],
      [[72784, 72793], 2],
      [[72794, 72812], 2],
      [[72813, 72815], 3],
      [[72816, 72817], 2],
      [[72818, 72847], 2],
      [[72848, 72849], 3],
      [[72850, 72871], 2],
      [72872, 3],
      [[72873, 72886], 2],
      [[72887, 72959], 3],
      [[72960, 72966], 2],
      [72967, 3],
      [[72968, 72969], 2],
      [72970, 3],
      [[72971, 73014], 2],
      [[73015, 73017], 3],
      [73018, 2],
      [73019, 3],
      [[73020, 73021], 2],
      [73022, 3],
      [[73023, 73031], 2],
      [[73032, 73039], 3],
      [[73040, 73049], 2],
      [[73050, 73055], 3],
      [[73056, 73061], 2],
      [73062, 3],
      [[73063, 73064], 2],
      [73065, 3],
      [[73066, 73102], 2],
      [73103, 3],
      [[73104, 73105], 2],
      [73106, 3],
      [[73107, 73112], 2],
      [[73113, 73119], 3],
      [[73120, 73129], 2],
      [[73130, 73439], 3],
      [[73440, 73462], 2],
      [[73463, 73464], 2],
      [[73465, 73471], 3],
      [[73472, 73488], 2],
      [73489, 3],
      [[73490, 73530], 2],
      [[73531, 73533], 3],
      [[73534, 73538], 2],
      [[73539, 73551], 2],
      [[73552, 73561], 2],
      [73562, 2],
      [[73563, 73647], 3],
      [73648, 2],
      [[73649, 73663], 3],
      [[73664, 73713], 2],
      [[73714, 73726], 3],
      [73727, 2],
      [[73728, 74606], 2],
      [[74607, 74648], 2],
      [74649, 2],
      [[74650, 74751], 3],
      [[74752, 74850], 2],
      [[74851, 74862], 2],
      [74863, 3],
      [[74864, 74867], 2],
      [74868, 2],
      [[74869, 74879], 3],
      [[74880, 75075], 2],
      [[75076, 77711], 3],
      [[77712, 77808], 2],
      [[77809, 77810], 2],
      [[77811, 77823], 3],
      [[77824, 78894], 2],
      [78895, 2],
      [[78896, 78904], 3],
      [[78905, 78911], 3],
      [[78912, 78933], 2],
      [[78934, 78943], 3],
      [[78944, 82938], 2],
      [[82939, 82943], 3],
      [[82944, 83526], 2],
      [[83527, 90367], 3],
      [[90368, 90425], 2],
      [[90426, 92159], 3],
      [[92160, 92728], 2],
      [[92729, 92735], 3],
      [[92736, 92766], 2],
      [92767, 3],
      [[92768, 92777], 2],
      [[92778, 92781], 3],
      [[92782, 92783], 2],
      [[92784, 92862], 2],
      [92863, 3],
      [[92864, 92873], 2],
      [[92874, 92879], 3],
      [[92880, 92909], 2],
      [[92910, 92911], 3],
      [[92912, 92916], 2],
      [92917, 2],
      [[92918, 92927], 3],
      [[92928, 92982], 2],
      [[92983, 92991], 2],
      [[92992, 92995], 2],
      [[92996, 92997], 2],
      [[92998, 93007], 3],
      [[93008, 93017], 2],
      [93018, 3],
      [[93019, 93025], 2],
      [93026, 3],
      [[93027, 93047], 2],
      [[93048, 93052], 3],
      [[93053, 93071], 2],
      [[93072, 93503], 3],
      [[93504, 93548], 2],
      [[93549, 93551], 2],
      [[93552, 93561], 2],
      [[93562, 93759], 3],
      [93760, 1, '\u{16E60}'],
      [93761, 1, '\u{16E61}'],
      [93762, 1, '\u{16E62}'],
      [93763, 1, '\u{16E63}'],
      [93764, 1, '\u{16E64}'],
      [93765, 1, '\u{16E65}'],
      [93766, 1, '\u{16E66}'],
      [93767, 1, '\u{16E67}'],
      [93768, 1, '\u{16E68}'],
      [93769, 1, '\u{16E69}'],
      [93770, 1, '\u{16E6A}'],
      [93771, 1, '\u{16E6B}'],
      [93772, 1, '\u{16E6C}'],
      [93773, 1, '\u{16E6D}'],
      [93774, 1, '\u{16E6E}'],
      [93775, 1, '\u{16E6F}'],
      [93776, 1, '\u{16E70}'],
      [93777, 1, '\u{16E71}'],
      [93778, 1, '\u{16E72}'],
      [93779, 1, '\u{16E73}'],
      [93780, 1, '\u{16E74}'],
      [93781, 1, '\u{16E75}'],
      [93782, 1, '\u{16E76}'],
      [93783, 1, '\u{16E77}'],
      [93784, 1, '\u{16E78}'],
      [93785, 1, '\u{16E79}'],
      [93786, 1, '\u{16E7A}'],
      [93787, 1, '\u{16E7B}'],
      [93788, 1, '\u{16E7C}'],
      [93789, 1, '\u{16E7D}'],
      [93790, 1, '\u{16E7E}'],
      [93791, 1, '\u{16E7F}'],
      [[93792, 93823], 2],
      [[93824, 93850], 2],
      [[93851, 93951], 3],
      [[93952, 94020], 2],
      [[94021, 94026], 2],
      [[94027, 94030], 3],
      [94031, 2],
      [[94032, 94078], 2],
      [[94079, 94087], 2],
      [[94088, 94094], 3],
      [[94095, 94111], 2],
      [[94112, 94175], 3],
      [94176, 2],
      [94177, 2],
      [94178, 2],
      [94179, 2],
      [94180, 2],
      [[94181, 94191], 3],
      [[94192, 94193], 2],
      [[94194, 94207], 3],
      [[94208, 100332], 2],
      [[100333, 100337], 2],
      [[100338, 100343], 2],
      [[100344, 100351], 3],
      [[100352, 101106], 2],
      [[101107, 101589], 2],
      [[101590, 101630], 3],
      [101631, 2],
      [[101632, 101640], 2],
      [[101641, 110575], 3],
      [[110576, 110579], 2],
      [110580, 3],
      [[110581, 110587], 2],
      [110588, 3],
      [[110589, 110590], 2],
      [110591, 3],
      [[110592, 110593], 2],
      [[110594, 110878], 2],
      [[110879, 110882], 2],
      [[110883, 110897], 3],
      [110898, 2],
      [[110899, 110927], 3],
      [[110928, 110930], 2],
      [[110931, 110932], 3],
      [110933, 2],
      [[110934, 110947], 3],
      [[110948, 110951], 2],
      [[110952, 110959], 3],
      [[110960, 111355], 2],
      [[111356, 113663], 3],
      [[113664, 113770], 2],
      [[113771, 113775], 3],
      [[113776, 113788], 2],
      [[113789, 113791], 3],
      [[113792, 113800], 2],
      [[113801, 113807], 3],
      [[113808, 113817], 2],
      [[113818, 113819], 3],
      [113820, 2],
      [[113821, 113822], 2],
      [113823, 2],
      [[113824, 113827], 7],
      [[113828, 117759], 3],
      [[117760, 117973], 2],
      [117974, 1, 'a'],
      [117975, 1, 'b'],
      [117976, 1, 'c'],
      [117977, 1, 'd'],
      [117978, 1, 'e'],
      [117979, 1, 'f'],
      [117980, 1, 'g'],
      [117981, 1, 'h'],
      [117982, 1, 'i'],
      [117983, 1, 'j'],
      [117984, 1, 'k'],
      [117985, 1, 'l'],
      [117986, 1, 'm'],
      [117987, 1, 'n'],
      [117988, 1, 'o'],
      [117989, 1, 'p'],
      [117990, 1, 'q'],
      [117991, 1, 'r'],
      [117992, 1, 's'],
      [117993, 1, 't'],
      [117994, 1, 'u'],
      [117995, 1, 'v'],
      [117996, 1, 'w'],
      [117997, 1, 'x'],
      [117998, 1, 'y'],
      [117999, 1, 'z'],
      [118e3, 1, '0'],
      [118001, 1, '1'],
      [118002, 1, '2'],
      [118003, 1, '3'],
      [118004, 1, '4'],
      [118005, 1, '5'],
      [118006, 1, '6'],
      [118007, 1, '7'],
      [118008, 1, '8'],
      [118009, 1, '9'],
      [[118010, 118015], 3],
      [[118016, 118451], 2],
      [[118452, 118527], 3],
      [[118528, 118573], 2],
      [[118574, 118575], 3],
      [[118576, 118598], 2],
      [[118599, 118607], 3],
      [[118608, 118723], 2],
      [[118724, 118783], 3],
      [[118784, 119029], 2],
      [[119030, 119039], 3],
      [[119040, 119078], 2],
      [[119079, 119080], 3],
      [119081, 2],
      [[119082, 119133], 2],
      [119134, 1, '\u{1D157}\u{1D165}'],
      [119135, 1, '\u{1D158}\u{1D165}'],
      [119136, 1, '\u{1D158}\u{1D165}\u{1D16E}'],
      [119137, 1, '\u{1D158}\u{1D165}\u{1D16F}'],
      [119138, 1, '\u{1D158}\u{1D165}\u{1D170}'],
      [119139, 1, '\u{1D158}\u{1D165}\u{1D171}'],
      [119140, 1, '\u{1D158}\u{1D165}\u{1D172}'],
      [[119141, 119154], 2],
      [[119155, 119162], 7],
      [[119163, 119226], 2],
      [119227, 1, '\u{1D1B9}\u{1D165}'],
      [119228, 1, '\u{1D1BA}\u{1D165}'],
      [119229, 1, '\u{1D1B9}\u{1D165}\u{1D16E}'],
      [119230, 1, '\u{1D1BA}\u{1D165}\u{1D16E}'],
      [119231, 1, '\u{1D1B9}\u{1D165}\u{1D16F}'],
      [119232, 1, '\u{1D1BA}\u{1D165}\u{1D16F}'],
      [[119233, 119261], 2],
      [[119262, 119272], 2],
      [[119273, 119274], 2],
      [[119275, 119295], 3],
      [[119296, 119365], 2],
      [[119366, 119487], 3],
      [[119488, 119507], 2],
      [[119508, 119519], 3],
      [[119520, 119539], 2],
      [[119540, 119551], 3],
      [[119552, 119638], 2],
      [[119639, 119647], 3],
      [[119648, 119665], 2],
      [[119666, 119672], 2],
      [[119673, 119807], 3],
      [119808, 1, 'a'],
      [119809, 1, 'b'],
      [119810, 1, 'c'],
      [119811, 1, 'd'],
      [119812, 1, 'e'],
      [119813, 1, 'f'],
      [119814, 1, 'g'],
      [119815, 1, 'h'],
      [119816, 1, 'i'],
      [119817, 1, 'j'],
      [119818, 1, 'k'],
      [119819, 1, 'l'],
      [119820, 1, 'm'],
      [119821, 1, 'n'],
      [119822, 1, 'o'],
      [119823, 1, 'p'],
      [119824, 1, 'q'],
      [119825, 1, 'r'],
      [119826, 1, 's'],
      [119827, 1, 't'],
      [119828, 1, 'u'],
      [119829, 1, 'v'],
      [119830, 1, 'w'],
      [119831, 1, 'x'],
      [119832, 1, 'y'],
      [119833, 1, 'z'],
      [119834, 1, 'a'],
      [119835, 1, 'b'],
      [119836, 1, 'c'],
      [119837, 1, 'd'],
      [119838, 1, 'e'],
      [119839, 1, 'f'],
      [119840, 1, 'g'],
      [119841, 1, 'h'],
      [119842, 1, 'i'],
      [119843, 1, 'j'],
      [119844, 1, 'k'],
      [119845, 1, 'l'],
      [119846, 1, 'm'],
      [119847, 1, 'n'],
      [119848, 1, 'o'],
      [119849, 1, 'p'],
      [119850, 1, 'q'],
      [119851, 1, 'r'],
      [119852, 1, 's'],
      [119853, 1, 't'],
      [119854, 1, 'u'],
      [119855, 1, 'v'],
      [119856, 1, 'w'],
      [119857, 1, 'x'],
      [119858, 1, 'y'],
      [119859, 1, 'z'],
      [119860, 1, 'a'],
      [119861, 1, 'b'],
      [119862, 1, 'c'],
      [119863, 1, 'd'],
      [119864, 1, 'e'],
      [119865, 1, 'f'],
      [119866, 1, 'g'],
      [119867, 1, 'h'],
      [119868, 1, 'i'],
      [119869, 1, 'j'],
      [119870, 1, 'k'],
      [119871, 1, 'l'],
      [119872, 1, 'm'],
      [119873, 1, 'n'],
      [119874, 1, 'o'],
      [119875, 1, 'p'],
      [119876, 1, 'q'],
      [119877, 1, 'r'],
      [119878, 1, 's'],
      [119879, 1, 't'],
      [119880, 1, 'u'],
      [119881, 1, 'v'],
      [119882, 1, 'w'],
      [119883, 1, 'x'],
      [119884, 1, 'y'],
      [119885, 1, 'z'],
      [119886, 1, 'a'],
      [119887, 1, 'b'],
      [119888, 1, 'c'],
      [119889, 1, 'd'],
      [119890, 1, 'e'],
      [119891, 1, 'f'],
      [119892, 1, 'g'],
      [119893, 3],
      [119894, 1, 'i'],
      [119895, 1, 'j'],
      [119896, 1, 'k'],
      [119897, 1, 'l'],
      [119898, 1, 'm'],
      [119899, 1, 'n'],
      [119900, 1, 'o'],
      [119901, 1, 'p'],
      [119902, 1, 'q'],
      [119903, 1, 'r'],
      [119904, 1, 's'],
      [119905, 1, 't'],
      [119906, 1, 'u'],
      [119907, 1, 'v'],
      [119908, 1, 'w'],
      [119909, 1, 'x'],
      [119910, 1, 'y'],
      [119911, 1, 'z'],
      [119912, 1, 'a'],
      [119913, 1, 'b'],
      [119914, 1, 'c'],
      [119915, 1, 'd'],
      [119916, 1, 'e'],
      [119917, 1, 'f'],
      [119918, 1, 'g'],
      [119919, 1, 'h'],
      [119920, 1, 'i'],
      [119921, 1, 'j'],
      [119922, 1, 'k'],
      [119923, 1, 'l'],
      [119924, 1, 'm'],
      [119925, 1, 'n'],
      [119926, 1, 'o'],
      [119927, 1, 'p'],
      [119928, 1, 'q'],
      [119929, 1, 'r'],
      [119930, 1, 's'],
      [119931, 1, 't'],
      [119932, 1, 'u'],
      [119933, 1, 'v'],
      [119934, 1, 'w'],
      [119935, 1, 'x'],
      [119936, 1, 'y'],
      [119937, 1, 'z'],
      [119938, 1, 'a'],
      [119939, 1, 'b'],
      [119940, 1, 'c'],
      [119941, 1, 'd'],
      [119942, 1, 'e'],
      [119943, 1, 'f'],
      [119944, 1, 'g'],
      [119945, 1, 'h'],
      [119946, 1, 'i'],
      [119947, 1, 'j'],
      [119948, 1, 'k'],
      [119949, 1, 'l'],
      [119950, 1, 'm'],
      [119951, 1, 'n'],
      [119952, 1, 'o'],
      [119953, 1, 'p'],
      [119954, 1, 'q'],
      [119955, 1, 'r'],
      [119956, 1, 's'],
      [119957, 1, 't'],
      [119958, 1, 'u'],
      [119959, 1, 'v'],
      [119960, 1, 'w'],
      [119961, 1, 'x'],
      [119962, 1, 'y'],
      [119963, 1, 'z'],
      [119964, 1, 'a'],
      [119965, 3],
      [119966, 1, 'c'],
      [119967, 1, 'd'],
      [[119968, 119969], 3],
      [119970, 1, 'g'],
      [[119971, 119972], 3],
      [119973, 1, 'j'],
      [119974, 1, 'k'],
      [[119975, 119976], 3],
      [119977, 1, 'n'],
      [119978, 1, 'o'],
      [119979, 1, 'p'],
      [119980, 1, 'q'],
      [119981, 3],
      [119982, 1, 's'],
      [119983, 1, 't'],
      [119984, 1, 'u'],
      [119985, 1, 'v'],
      [119986, 1, 'w'],
      [119987, 1, 'x'],
      [119988, 1, 'y'],
      [119989, 1, 'z'],
      [119990, 1, 'a'],
      [119991, 1, 'b'],
      [119992, 1, 'c'],
      [119993, 1, 'd'],
      [119994, 3],
      [119995, 1, 'f'],
      [119996, 3],
      [119997, 1, 'h'],
      [119998, 1, 'i'],
      [119999, 1, 'j'],
      [12e4, 1, 'k'],
      [120001, 1, 'l'],
      [120002, 1, 'm'],
      [120003, 1, 'n'],
      [120004, 3],
      [120005, 1, 'p'],
      [120006, 1, 'q'],
      [120007, 1, 'r'],
      [120008, 1, 's'],
      [120009, 1, 't'],
      [120010, 1, 'u'],
      [120011, 1, 'v'],
      [120012, 1, 'w'],
      [120013, 1, 'x'],
      [120014, 1, 'y'],
      [120015, 1, 'z'],
      [120016, 1, 'a'],
      [120017, 1, 'b'],
      [120018, 1, 'c'],
      [120019, 1, 'd'],
      [120020, 1, 'e'],
      [120021, 1, 'f'],
      [120022, 1, 'g'],
      [120023, 1, 'h'],
      [120024, 1, 'i'],
      [120025, 1, 'j'],
      [120026, 1, 'k'],
      [120027, 1, 'l'],
      [120028, 1, 'm'],
      [120029, 1, 'n'],
      [120030, 1, 'o'],
      [120031, 1, 'p'],
      [120032, 1, 'q'],
      [120033, 1, 'r'],
      [120034, 1, 's'],
      [120035, 1, 't'],
      [120036, 1, 'u'],
      [120037, 1, 'v'],
      [120038, 1, 'w'],
      [120039, 1, 'x'],
      [120040, 1, 'y'],
      [120041, 1, 'z'],
      [120042, 1, 'a'],
      [120043, 1, 'b'],
      [120044, 1, 'c'],
      [120045, 1, 'd'],
      [120046, 1, 'e'],
      [120047, 1, 'f'],
      [120048, 1, 'g'],
      [120049, 1, 'h'],
      [120050, 1, 'i'],
      [120051, 1, 'j'],
      [120052, 1, 'k'],
      [120053, 1, 'l'],
      [120054, 1, 'm'],
      [120055, 1, 'n'],
      [120056, 1, 'o'],
      [120057, 1, 'p'],
      [120058, 1, 'q'],
      [120059, 1, 'r'],
      [120060, 1, 's'],
      [120061, 1, 't'],
      [120062, 1, 'u'],
      [120063, 1, 'v'],
      [120064, 1, 'w'],
      [120065, 1, 'x'],
      [120066, 1, 'y'],
      [120067, 1, 'z'],
      [120068, 1, 'a'],
      [120069, 1, 'b'],
      [120070, 3],
      [120071, 1, 'd'],
      [120072, 1, 'e'],
      [120073, 1, 'f'],
      [120074, 1, 'g'],
      [[120075, 120076], 3],
      [120077, 1, 'j'],
      [120078, 1, 'k'],
      [120079, 1, 'l'],
      [120080, 1, 'm'],
      [120081, 1, 'n'],
      [120082, 1, 'o'],
      [120083, 1, 'p'],
      [120084, 1, 'q'],
      [120085, 3],
      [120086, 1, 's'],
      [120087, 1, 't'],
      [120088, 1, 'u'],
      [120089, 1, 'v'],
      [120090, 1, 'w'],
      [120091, 1, 'x'],
      [120092, 1, 'y'],
      [120093, 3],
      [120094, 1, 'a'],
      [120095, 1, 'b'],
      [120096, 1, 'c'],
      [120097, 1, 'd'],
      [120098, 1, 'e'],
      [120099, 1, 'f'],
      [120100, 1, 'g'],
      [120101, 1, 'h'],
      [120102, 1, 'i'],
      [120103, 1, 'j'],
      [120104, 1, 'k'],
      [120105, 1, 'l'],
      [120106, 1, 'm'],
      [120107, 1, 'n'],
      [120108, 1, 'o'],
      [120109, 1, 'p'],
      [120110, 1, 'q'],
      [120111, 1, 'r'],
      [120112, 1, 's'],
      [120113, 1, 't'],
      [120114, 1, 'u'],
      [120115, 1, 'v'],
      [120116, 1, 'w'],
      [120117, 1, 'x'],
      [120118, 1, 'y'],
      [120119, 1, 'z'],
      [120120, 1, 'a'],
      [120121, 1, 'b'],
      [120122, 3],
      [120123, 1, 'd'],
      [120124, 1, 'e'],
      [120125, 1, 'f'],
      [120126, 1, 'g'],
      [120127, 3],
      [120128, 1, 'i'],
      [120129, 1, 'j'],
      [120130, 1, 'k'],
      [120131, 1, 'l'],
      [120132, 1, 'm'],
      [120133, 3],
      [120134, 1, 'o'],
      [[120135, 120137], 3],
      [120138, 1, 's'],
      [120139, 1, 't'],
      [120140, 1, 'u'],
      [120141, 1, 'v'],
      [120142, 1, 'w'],
      [120143, 1, 'x'],
      [120144, 1, 'y'],
      [120145, 3],
      [120146, 1, 'a'],
      [120147, 1, 'b'],
      [120148, 1, 'c'],
      [120149, 1, 'd'],
      [120150, 1, 'e'],
      [120151, 1, 'f'],
      [120152, 1, 'g'],
      [120153, 1, 'h'],
      [120154, 1, 'i'],
      [120155, 1, 'j'],
      [120156, 1, 'k'],
      [120157, 1, 'l'],
      [120158, 1, 'm'],
      [120159, 1, 'n'],
      [120160, 1, 'o'],
      [120161, 1, 'p'],
      [120162, 1, 'q'],
      [120163, 1, 'r'],
      [120164, 1, 's'],
      [120165, 1, 't'],
      [120166, 1, 'u'],
      [120167, 1, 'v'],
      [120168, 1, 'w'],
      [120169, 1, 'x'],
      [120170, 1, 'y'],
      [120171, 1, 'z'],
      [120172, 1, 'a'],
      [120173, 1, 'b'],
      [120174, 1, 'c'],
      [120175, 1, 'd'],
      [120176, 1, 'e'],
      [120177, 1, 'f'],
      [120178, 1, 'g'],
      [120179, 1, 'h'],
      [120180, 1, 'i'],
      [120181, 1, 'j'],
      [120182, 1, 'k'],
      [120183, 1, 'l'],
      [120184, 1, 'm'],
      [120185, 1, 'n'],
      [120186, 1, 'o'],
      [120187, 1, 'p'],
      [120188, 1, 'q'],
      [120189, 1, 'r'],
      [120190, 1, 's'],
      [120191, 1, 't'],
      [120192, 1, 'u'],
      [120193, 1, 'v'],
      [120194, 1, 'w'],
      [120195, 1, 'x'],
      [120196, 1, 'y'],
      [120197, 1, 'z'],
      [120198, 1, 'a'],
      [120199, 1, 'b'],
      [120200, 1, 'c'],
      [120201, 1, 'd'],
      [120202, 1, 'e'],
      [120203, 1, 'f'],
      [120204, 1, 'g'],
      [120205, 1, 'h'],
      [120206, 1, 'i'],
      [120207, 1, 'j'],
      [120208, 1, 'k'],
      [120209, 1, 'l'],
      [120210, 1, 'm'],
      [120211, 1, 'n'],
      [120212, 1, 'o'],
      [120213, 1, 'p'],
      [120214, 1, 'q'],
      [120215, 1, 'r'],
      [120216, 1, 's'],
      [120217, 1, 't'],
      [120218, 1, 'u'],
      [120219, 1, 'v'],
      [120220, 1, 'w'],
      [120221, 1, 'x'],
      [120222, 1, 'y'],
      [120223, 1, 'z'],
      [120224, 1, 'a'],
      [120225, 1, 'b'],
      [120226, 1, 'c'],
      [120227, 1, 'd'],
      [120228, 1, 'e'],
      [120229, 1, 'f'],
      [120230, 1, 'g'],
      [120231, 1, 'h'],
      [120232, 1, 'i'],
      [120233, 1, 'j'],
      [120234, 1, 'k'],
      [120235, 1, 'l'],
      [120236, 1, 'm'],
      [120237, 1, 'n'],
      [120238, 1, 'o'],
      [120239, 1, 'p'],
      [120240, 1, 'q'],
      [120241, 1, 'r'],
      [120242, 1, 's'],
      [120243, 1, 't'],
      [120244, 1, 'u'],
      [120245, 1, 'v'],
      [120246, 1, 'w'],
      [120247, 1, 'x'],
      [120248, 1, 'y'],
      [120249, 1, 'z'],
      [120250, 1, 'a'],
      [120251, 1, 'b'],
      [120252, 1, 'c'],
      [120253, 1, 'd'],
      [120254, 1, 'e'],
      [120255, 1, 'f'],
      [120256, 1, 'g'],
      [120257, 1, 'h'],
      [120258, 1, 'i'],
      [120259, 1, 'j'],
      [120260, 1, 'k'],
      [120261, 1, 'l'],
      [120262, 1, 'm'],
      [120263, 1, 'n'],
      [120264, 1, 'o'],
      [120265, 1, 'p'],
      [120266, 1, 'q'],
      [120267, 1, 'r'],
      [120268, 1, 's'],
      [120269, 1, 't'],
      [120270, 1, 'u'],
      [120271, 1, 'v'],
      [120272, 1, 'w'],
      [120273, 1, 'x'],
      [120274, 1, 'y'],
      [120275, 1, 'z'],
      [120276, 1, 'a'],
      [120277, 1, 'b'],
      [120278, 1, 'c'],
      [120279, 1, 'd'],
      [120280, 1, 'e'],
      [120281, 1, 'f'],
      [120282, 1, 'g'],
      [120283, 1, 'h'],
      [120284, 1, 'i'],
      [120285, 1, 'j'],
      [120286, 1, 'k'],
      [120287, 1, 'l'],
      [120288, 1, 'm'],
      [120289, 1, 'n'],
      [120290, 1, 'o'],
      [120291, 1, 'p'],
      [120292, 1, 'q'],
      [120293, 1, 'r'],
      [120294, 1, 's'],
      [120295, 1, 't'],
      [120296, 1, 'u'],
      [120297, 1, 'v'],
      [120298, 1, 'w'],
      [120299, 1, 'x'],
      [120300, 1, 'y'],
      [120301, 1, 'z'],
      [120302, 1, 'a'],
      [120303, 1, 'b'],
      [120304, 1, 'c'],
      [120305, 1, 'd'],
      [120306, 1, 'e'],
      [120307, 1, 'f'],
      [120308, 1, 'g'],
      [120309, 1, 'h'],
      [120310, 1, 'i'],
      [120311, 1, 'j'],
      [120312, 1, 'k'],
      [120313, 1, 'l'],
      [120314, 1, 'm'],
      [120315, 1, 'n'],
      [120316, 1, 'o'],
      [120317, 1, 'p'],
      [120318, 1, 'q'],
      [120319, 1, 'r'],
      [120320, 1, 's'],
      [120321, 1, 't'],
      [120322, 1, 'u'],
      [120323, 1, 'v'],
      [120324, 1, 'w'],
      [120325, 1, 'x'],
      [120326, 1, 'y'],
      [120327, 1, 'z'],
      [120328, 1, 'a'],
      [120329, 1, 'b'],
      [120330, 1, 'c'],
      [120331, 1, 'd'],
      [120332, 1, 'e'],
      [120333, 1, 'f'],
      [120334, 1, 'g'],
      [120335, 1, 'h'],
      [120336, 1, 'i'],
      [120337, 1, 'j'],
      [120338, 1, 'k'],
      [120339, 1, 'l'],
      [120340, 1, 'm'],
      [120341, 1, 'n'],
      [120342, 1, 'o'],
      [120343, 1, 'p'],
      [120344, 1, 'q'],
      [120345, 1, 'r'],
      [120346, 1, 's'],
      [120347, 1, 't'],
      [120348, 1, 'u'],
      [120349, 1, 'v'],
      [120350, 1, 'w'],
      [120351, 1, 'x'],
      [120352, 1, 'y'],
      [120353, 1, 'z'],
      [120354, 1, 'a'],
      [120355, 1, 'b'],
      [120356, 1, 'c'],
      [120357, 1, 'd'],
      [120358, 1, 'e'],
      [120359, 1, 'f'],
      [120360, 1, 'g'],
      [120361, 1, 'h'],
      [120362, 1, 'i'],
      [120363, 1, 'j'],
      [120364, 1, 'k'],
      [120365, 1, 'l'],
      [120366, 1, 'm'],
      [120367, 1, 'n'],
      [120368, 1, 'o'],
      [120369, 1, 'p'],
      [120370, 1, 'q'],
      [120371, 1, 'r'],
      [120372, 1, 's'],
      [120373, 1, 't'],
      [120374, 1, 'u'],
      [120375, 1, 'v'],
      [120376, 1, 'w'],
      [120377, 1, 'x'],
      [120378, 1, 'y'],
      [120379, 1, 'z'],
      [120380, 1, 'a'],
      [120381, 1, 'b'],
      [120382, 1, 'c'],
      [120383, 1, 'd'],
      [120384, 1, 'e'],
      [120385, 1, 'f'],
      [120386, 1, 'g'],
      [120387, 1, 'h'],
      [120388, 1, 'i'],
      [120389, 1, 'j'],
      [120390, 1, 'k'],
      [120391, 1, 'l'],
      [120392, 1, 'm'],
      [120393, 1, 'n'],
      [120394, 1, 'o'],
      [120395, 1, 'p'],
      [120396, 1, 'q'],
      [120397, 1, 'r'],
      [120398, 1, 's'],
      [120399, 1, 't'],
      [120400, 1, 'u'],
      [120401, 1, 'v'],
      [120402, 1, 'w'],
      [120403, 1, 'x'],
      [120404, 1, 'y'],
      [120405, 1, 'z'],
      [120406, 1, 'a'],
      [120407, 1, 'b'],
      [120408, 1, 'c'],
      [120409, 1, 'd'],
      [120410, 1, 'e'],
      [120411, 1, 'f'],
      [120412, 1, 'g'],
      [120413, 1, 'h'],
      [120414, 1, 'i'],
      [120415, 1, 'j'],
      [120416, 1, 'k'],
      [120417, 1, 'l'],
      [120418, 1, 'm'],
      [120419, 1, 'n'],
      [120420, 1, 'o'],
      [120421, 1, 'p'],
      [120422, 1, 'q'],
      [120423, 1, 'r'],
      [120424, 1, 's'],
      [120425, 1, 't'],
      [120426, 1, 'u'],
      [120427, 1, 'v'],
      [120428, 1, 'w'],
      [120429, 1, 'x'],
      [120430, 1, 'y'],
      [120431, 1, 'z'],
      [120432, 1, 'a'],
      [120433, 1, 'b'],
      [120434, 1, 'c'],
      [120435, 1, 'd'],
      [120436, 1, 'e'],
      [120437, 1, 'f'],
      [120438, 1, 'g'],
      [120439, 1, 'h'],
      [120440, 1, 'i'],
      [120441, 1, 'j'],
      [120442, 1, 'k'],
      [120443, 1, 'l'],
      [120444, 1, 'm'],
      [120445, 1, 'n'],
      [120446, 1, 'o'],
      [120447, 1, 'p'],
      [120448, 1, 'q'],
      [120449, 1, 'r'],
      [120450, 1, 's'],
      [120451, 1, 't'],
      [120452, 1, 'u'],
      [120453, 1, 'v'],
      [120454, 1, 'w'],
      [120455, 1, 'x'],
      [120456, 1, 'y'],
      [120457, 1, 'z'],
      [120458, 1, 'a'],
      [120459, 1, 'b'],
      [120460, 1, 'c'],
      [120461, 1, 'd'],
      [120462, 1, 'e'],
      [120463, 1, 'f'],
      [120464, 1, 'g'],
      [120465, 1, 'h'],
      [120466, 1, 'i'],
      [120467, 1, 'j'],
      [120468, 1, 'k'],
      [120469, 1, 'l'],
      [120470, 1, 'm'],
      [120471, 1, 'n'],
      [120472, 1, 'o'],
      [120473, 1, 'p'],
      [120474, 1, 'q'],
      [120475, 1, 'r'],
      [120476, 1, 's'],
      [120477, 1, 't'],
      [120478, 1, 'u'],
      [120479, 1, 'v'],
      [120480, 1, 'w'],
      [120481, 1, 'x'],
      [120482, 1, 'y'],
      [120483, 1, 'z'],
      [120484, 1, '\u0131'],
      [120485, 1, '\u0237'],
      [[120486, 120487], 3],
      [120488, 1, '\u03B1'],
      [120489, 1, '\u03B2'],
      [120490, 1, '\u03B3'],
      [120491, 1, '\u03B4'],
      [120492, 1, '\u03B5'],
      [120493, 1, '\u03B6'],
      [120494, 1, '\u03B7'],
      [120495, 1, '\u03B8'],
      [120496, 1, '\u03B9'],
      [120497, 1, '\u03BA'],
      [120498, 1, '\u03BB'],
      [120499, 1, '\u03BC'],
      [120500, 1, '\u03BD'],
      [120501, 1, '\u03BE'],
      [120502, 1, '\u03BF'],
      [120503, 1, '\u03C0'],
      [120504, 1, '\u03C1'],
      [120505, 1, '\u03B8'],
      [120506, 1, '\u03C3'],
      [120507, 1, '\u03C4'],
      [120508, 1, '\u03C5'],
      [120509, 1, '\u03C6'],
      [120510, 1, '\u03C7'],
      [120511, 1, '\u03C8'],
      [120512, 1, '\u03C9'],
      [120513, 1, '\u2207'],
      [120514, 1, '\u03B1'],
      [120515, 1, '\u03B2'],
      [120516, 1, '\u03B3'],
      [120517, 1, '\u03B4'],
      [120518, 1, '\u03B5'],
      [120519, 1, '\u03B6'],
      [120520, 1, '\u03B7'],
      [120521, 1, '\u03B8'],
      [120522, 1, '\u03B9'],
      [120523, 1, '\u03BA'],
      [120524, 1, '\u03BB'],
      [120525, 1, '\u03BC'],
      [120526, 1, '\u03BD'],
      [120527, 1, '\u03BE'],
      [120528, 1, '\u03BF'],
      [120529, 1, '\u03C0'],
      [120530, 1, '\u03C1'],
      [[120531, 120532], 1, '\u03C3'],
      [120533, 1, '\u03C4'],
      [120534, 1, '\u03C5'],
      [120535, 1, '\u03C6'],
      [120536, 1, '\u03C7'],
      [120537, 1, '\u03C8'],
      [120538, 1, '\u03C9'],
      [120539, 1, '\u2202'],
      [120540, 1, '\u03B5'],
      [120541, 1, '\u03B8'],
      [120542, 1, '\u03BA'],
      [120543, 1, '\u03C6'],
      [120544, 1, '\u03C1'],
      [120545, 1, '\u03C0'],
      [120546, 1, '\u03B1'],
      [120547, 1, '\u03B2'],
      [120548, 1, '\u03B3'],
      [120549, 1, '\u03B4'],
      [120550, 1, '\u03B5'],
      [120551, 1, '\u03B6'],
      [120552, 1, '\u03B7'],
      [120553, 1, '\u03B8'],
      [120554, 1, '\u03B9'],
      [120555, 1, '\u03BA'],
      [120556, 1, '\u03BB'],
      [120557, 1, '\u03BC'],
      [120558, 1, '\u03BD'],
      [120559, 1, '\u03BE'],
      [120560, 1, '\u03BF'],
      [120561, 1, '\u03C0'],
      [120562, 1, '\u03C1'],
      [120563, 1, '\u03B8'],
      [120564, 1, '\u03C3'],
      [120565, 1, '\u03C4'],
      [120566, 1, '\u03C5'],
      [120567, 1, '\u03C6'],
      [120568, 1, '\u03C7'],
      [120569, 1, '\u03C8'],
      [120570, 1, '\u03C9'],
      [120571, 1, '\u2207'],
      [120572, 1, '\u03B1'],
      [120573, 1, '\u03B2'],
      [120574, 1, '\u03B3'],
      [120575, 1, '\u03B4'],
      [120576, 1, '\u03B5'],
      [120577, 1, '\u03B6'],
      [120578, 1, '\u03B7'],
      [120579, 1, '\u03B8'],
      [120580, 1, '\u03B9'],
      [120581, 1, '\u03BA'],
      [120582, 1, '\u03BB'],
      [120583, 1, '\u03BC'],
      [120584, 1, '\u03BD'],
      [120585, 1, '\u03BE'],
      [120586, 1, '\u03BF'],
      [120587, 1, '\u03C0'],
      [120588, 1, '\u03C1'],
      [[120589, 120590], 1, '\u03C3'],
      [120591, 1, '\u03C4'],
      [120592, 1, '\u03C5'],
      [120593, 1, '\u03C6'],
      [120594, 1, '\u03C7'],
      [120595, 1, '\u03C8'],
      [120596, 1, '\u03C9'],
      [120597, 1, '\u2202'],
      [120598, 1, '\u03B5'],
      [120599, 1, '\u03B8'],
      [120600, 1, '\u03BA'],
      [120601, 1, '\u03C6'],
      [120602, 1, '\u03C1'],
      [120603, 1, '\u03C0'],
      [120604, 1, '\u03B1'],
      [120605, 1, '\u03B2'],
      [120606, 1, '\u03B3'],
      [120607, 1, '\u03B4'],
      [120608, 1, '\u03B5'],
      [120609, 1, '\u03B6'],
      [120610, 1, '\u03B7'],
      [120611, 1, '\u03B8'],
      [120612, 1, '\u03B9'],
      [120613, 1, '\u03BA'],
      [120614, 1, '\u03BB'],
      [120615, 1, '\u03BC'],
      [120616, 1, '\u03BD'],
      [120617, 1, '\u03BE'],
      [120618, 1, '\u03BF'],
      [120619, 1, '\u03C0'],
      [120620, 1, '\u03C1'],
      [120621, 1, '\u03B8'],
      [120622, 1, '\u03C3'],
      [120623, 1, '\u03C4'],
      [120624, 1, '\u03C5'],
      [120625, 1, '\u03C6'],
      [120626, 1, '\u03C7'],
      [120627, 1, '\u03C8'],
      [120628, 1, '\u03C9'],
      [120629, 1, '\u2207'],
      [120630, 1, '\u03B1'],
      [120631, 1, '\u03B2'],
      [120632, 1, '\u03B3'],
      [120633, 1, '\u03B4'],
      [120634, 1, '\u03B5'],
      [120635, 1, '\u03B6'],
      [120636, 1, '\u03B7'],
      [120637, 1, '\u03B8'],
      [120638, 1, '\u03B9'],
      [120639, 1, '\u03BA'],
      [120640, 1, '\u03BB'],
      [120641, 1, '\u03BC'],
      [120642, 1, '\u03BD'],
      [120643, 1, '\u03BE'],
      [120644, 1, '\u03BF'],
      [120645, 1, '\u03C0'],
      [120646, 1, '\u03C1'],
      [[120647, 120648], 1, '\u03C3'],
      [120649, 1, '\u03C4'],
      [120650, 1, '\u03C5'],
      [120651, 1, '\u03C6'],
      [120652, 1, '\u03C7'],
      [120653, 1, '\u03C8'],
      [120654, 1, '\u03C9'],
      [120655, 1, '\u2202'],
      [120656, 1, '\u03B5'],
      [120657, 1, '\u03B8'],
      [120658, 1, '\u03BA'],
      [120659, 1, '\u03C6'],
      [120660, 1, '\u03C1'],
      [120661, 1, '\u03C0'],
      [120662, 1, '\u03B1'],
      [120663, 1, '\u03B2'],
      [120664, 1, '\u03B3'],
      [120665, 1, '\u03B4'],
      [120666, 1, '\u03B5'],
      [120667, 1, '\u03B6'],
      [120668, 1, '\u03B7'],
      [120669, 1, '\u03B8'],
      [120670, 1, '\u03B9'],
      [120671, 1, '\u03BA'],
      [120672, 1, '\u03BB'],
      [120673, 1, '\u03BC'],
      [120674, 1, '\u03BD'],
      [120675, 1, '\u03BE'],
      [120676, 1, '\u03BF'],
      [120677, 1, '\u03C0'],
      [120678, 1, '\u03C1'],
      [120679, 1, '\u03B8'],
      [120680, 1, '\u03C3'],
      [120681, 1, '\u03C4'],
      [120682, 1, '\u03C5'],
      [120683, 1, '\u03C6'],
      [120684, 1, '\u03C7'],
      [120685, 1, '\u03C8'],
      [120686, 1, '\u03C9'],
      [120687, 1, '\u2207'],
      [120688, 1, '\u03B1'],
      [120689, 1, '\u03B2'],
      [120690, 1, '\u03B3'],
      [120691, 1, '\u03B4'],
      [120692, 1, '\u03B5'],
      [120693, 1, '\u03B6'],
      [120694, 1, '\u03B7'],
      [120695, 1, '\u03B8'],
      [120696, 1, '\u03B9'],
      [120697, 1, '\u03BA'],
      [120698, 1, '\u03BB'],
      [120699, 1, '\u03BC'],
      [120700, 1, '\u03BD'],
      [120701, 1, '\u03BE'],
      [120702, 1, '\u03BF'],
      [120703, 1, '\u03C0'],
      [120704, 1, '\u03C1'],
      [[120705, 120706], 1, '\u03C3'],
      [120707, 1, '\u03C4'],
      [120708, 1, '\u03C5'],
      [120709, 1, '\u03C6'],
      [120710, 1, '\u03C7'],
      [120711, 1, '\u03C8'],
      [120712, 1, '\u03C9'],
      [120713, 1, '\u2202'],
      [120714, 1, '\u03B5'],
      [120715, 1, '\u03B8'],
      [120716, 1, '\u03BA'],
      [120717, 1, '\u03C6'],
      [120718, 1, '\u03C1'],
      [120719, 1, '\u03C0'],
      [120720, 1, '\u03B1'],
      [120721, 1, '\u03B2'],
      [120722, 1, '\u03B3'],
      [120723, 1, '\u03B4'],
      [120724, 1, '\u03B5'],
      [120725, 1, '\u03B6'],
      [120726, 1, '\u03B7'],
      [120727, 1, '\u03B8'],
      [120728, 1, '\u03B9'],
      [120729, 1, '\u03BA'],
      [120730, 1, '\u03BB'],
      [120731, 1, '\u03BC'],
      [120732, 1, '\u03BD'],
      [120733, 1, '\u03BE'],
      [120734, 1, '\u03BF'],
      [120735, 1, '\u03C0'],
      [120736, 1, '\u03C1'],
      [120737, 1, '\u03B8'],
      [120738, 1, '\u03C3'],
      [120739, 1, '\u03C4'],
      [120740, 1, '\u03C5'],
      [120741, 1, '\u03C6'],
      [120742, 1, '\u03C7'],
      [120743, 1, '\u03C8'],
      [120744, 1, '\u03C9'],
      [120745, 1, '\u2207'],
      [120746, 1, '\u03B1'],
      [120747, 1, '\u03B2'],
      [120748, 1, '\u03B3'],
      [120749, 1, '\u03B4'],
      [120750, 1, '\u03B5'],
      [120751, 1, '\u03B6'],
      [120752, 1, '\u03B7'],
      [120753, 1, '\u03B8'],
      [120754, 1, '\u03B9'],
      [120755, 1, '\u03BA'],
      [120756, 1, '\u03BB'],
      [120757, 1, '\u03BC'],
      [120758, 1, '\u03BD'],
      [120759, 1, '\u03BE'],
      [120760, 1, '\u03BF'],
      [120761, 1, '\u03C0'],
      [120762, 1, '\u03C1'],
      [[120763, 120764], 1, '\u03C3'],
      [120765, 1, '\u03C4'],
      [120766, 1, '\u03C5'],
      [120767, 1, '\u03C6'],
      [120768, 1, '\u03C7'],
      [120769, 1, '\u03C8'],
      [120770, 1, '\u03C9'],
      [120771, 1, '\u2202'],
      [120772, 1, '\u03B5'],
      [120773, 1, '\u03B8'],
      [120774, 1, '\u03BA'],
      [120775, 1, '\u03C6'],
      [120776, 1, '\u03C1'],
      [120777, 1, '\u03C0'],
      [[120778, 120779], 1, '\u03DD'],
      [[120780, 120781], 3],
      [120782, 1, '0'],
      [120783, 1, '1'],
      [120784, 1, '2'],
      [120785, 1, '3'],
      [120786, 1, '4'],
      [120787, 1, '5'],
      [120788, 1, '6'],
      [120789, 1, '7'],
      [120790, 1, '8'],
      [120791, 1, '9'],
      [120792, 1, '0'],
      [120793, 1, '1'],
      [120794, 1, '2'],
      [120795, 1, '3'],
      [120796, 1, '4'],
      [120797, 1, '5'],
      [120798, 1, '6'],
      [120799, 1, '7'],
      [120800, 1, '8'],
      [120801, 1, '9'],
      [120802, 1, '0'],
      [120803, 1, '1'],
      [120804, 1, '2'],
      [120805, 1, '3'],
      [120806, 1, '4'],
      [120807, 1, '5'],
      [120808, 1, '6'],
      [120809, 1, '7'],
      [120810, 1, '8'],
      [120811, 1, '9'],
      [120812, 1, '0'],
      [120813, 1, '1'],
      [120814, 1, '2'],
      [120815, 1, '3'],
      [120816, 1, '4'],
      [120817, 1, '5'],
      [120818, 1, '6'],
      [120819, 1, '7'],
      [120820, 1, '8'],
      [120821, 1, '9'],
      [120822, 1, '0'],
      [120823, 1, '1'],
      [120824, 1, '2'],
      [120825, 1, '3'],
      [120826, 1, '4'],
      [120827, 1, '5'],
      [120828, 1, '6'],
      [120829, 1, '7'],
      [120830, 1, '8'],
      [120831, 1, '9'],
      [[120832, 121343], 2],
      [[121344, 121398], 2],
      [[121399, 121402], 2],
      [[121403, 121452], 2],
      [[121453, 121460], 2],
      [121461, 2],
      [[121462, 121475], 2],
      [121476, 2],
      [[121477, 121483], 2],
      [[121484, 121498], 3],
      [[121499, 121503], 2],
      [121504, 3],
      [[121505, 121519], 2],
      [[121520, 122623], 3],
      [[122624, 122654], 2],
      [[122655, 122660], 3],
      [[122661, 122666], 2],
      [[122667, 122879], 3],
      [[122880, 122886], 2],
      [122887, 3],
      [[122888, 122904], 2],
      [[122905, 122906], 3],
      [[122907, 122913], 2],
      [122914, 3],
      [[122915, 122916], 2],
      [122917, 3],
      [[122918, 122922], 2],
      [[122923, 122927], 3],
      [122928, 1, '\u0430'],
      [122929, 1, '\u0431'],
      [122930, 1, '\u0432'],
      [122931, 1, '\u0433'],
      [122932, 1, '\u0434'],
      [122933, 1, '\u0435'],
      [122934, 1, '\u0436'],
      [122935, 1, '\u0437'],
      [122936, 1, '\u0438'],
      [122937, 1, '\u043A'],
      [122938, 1, '\u043B'],
      [122939, 1, '\u043C'],
      [122940, 1, '\u043E'],
      [122941, 1, '\u043F'],
      [122942, 1, '\u0440'],
      [122943, 1, '\u0441'],
      [122944, 1, '\u0442'],
      [122945, 1, '\u0443'],
      [122946, 1, '\u0444'],
      [122947, 1, '\u0445'],
      [122948, 1, '\u0446'],
      [122949, 1, '\u0447'],
      [122950, 1, '\u0448'],
      [122951, 1, '\u044B'],
      [122952, 1, '\u044D'],
      [122953, 1, '\u044E'],
      [122954, 1, '\uA689'],
      [122955, 1, '\u04D9'],
      [122956, 1, '\u0456'],
      [122957, 1, '\u0458'],
      [122958, 1, '\u04E9'],
      [122959, 1, '\u04AF'],
      [122960, 1, '\u04CF'],
      [122961, 1, '\u0430'],
      [122962, 1, '\u0431'],
      [122963, 1, '\u0432'],
      [122964, 1, '\u0433'],
      [122965, 1, '\u0434'],
      [122966, 1, '\u0435'],
      [122967, 1, '\u0436'],
      [122968, 1, '\u0437'],
      [122969, 1, '\u0438'],
      [122970, 1, '\u043A'],
      [122971, 1, '\u043B'],
      [122972, 1, '\u043E'],
      [122973, 1, '\u043F'],
      [122974, 1, '\u0441'],
      [122975, 1, '\u0443'],
      [122976, 1, '\u0444'],
      [122977, 1, '\u0445'],
      [122978, 1, '\u0446'],
      [122979, 1, '\u0447'],
      [122980, 1, '\u0448'],
      [122981, 1, '\u044A'],
      [122982, 1, '\u044B'],
      [122983, 1, '\u0491'],
      [122984, 1, '\u0456'],
      [122985, 1, '\u0455'],
      [122986, 1, '\u045F'],
      [122987, 1, '\u04AB'],
      [122988, 1, '\uA651'],
      [122989, 1, '\u04B1'],
      [[122990, 123022], 3],
      [123023, 2],
      [[123024, 123135], 3],
      [[123136, 123180], 2],
      [[123181, 123183], 3],
      [[123184, 123197], 2],
      [[123198, 123199], 3],
      [[123200, 123209], 2],
      [[123210, 123213], 3],
      [123214, 2],
      [123215, 2],
      [[123216, 123535], 3],
      [[123536, 123566], 2],
      [[123567, 123583], 3],
      [[123584, 123641], 2],
      [[123642, 123646], 3],
      [123647, 2],
      [[123648, 124111], 3],
      [[124112, 124153], 2],
      [[124154, 124367], 3],
      [[124368, 124410], 2],
      [[124411, 124414], 3],
      [124415, 2],
      [[124416, 124895], 3],
      [[124896, 124902], 2],
      [124903, 3],
      [[124904, 124907], 2],
      [124908, 3],
      [[124909, 124910], 2],
      [124911, 3],
      [[124912, 124926], 2],
      [124927, 3],
      [[124928, 125124], 2],
      [[125125, 125126], 3],
      [[125127, 125135], 2],
      [[125136, 125142], 2],
      [[125143, 125183], 3],
      [125184, 1, '\u{1E922}'],
      [125185, 1, '\u{1E923}'],
      [125186, 1, '\u{1E924}'],
      [125187, 1, '\u{1E925}'],
      [125188, 1, '\u{1E926}'],
      [125189, 1, '\u{1E927}'],
      [125190, 1, '\u{1E928}'],
      [125191, 1, '\u{1E929}'],
      [125192, 1, '\u{1E92A}'],
      [125193, 1, '\u{1E92B}'],
      [125194, 1, '\u{1E92C}'],
      [125195, 1, '\u{1E92D}'],
      [125196, 1, '\u{1E92E}'],
      [125197, 1, '\u{1E92F}'],
      [125198, 1, '\u{1E930}'],
      [125199, 1, '\u{1E931}'],
      [125200, 1, '\u{1E932}'],
      [125201, 1, '\u{1E933}'],
      [125202, 1, '\u{1E934}'],
      [125203, 1, '\u{1E935}'],
      [125204, 1, '\u{1E936}'],
      [125205, 1, '\u{1E937}'],
      [125206, 1, '\u{1E938}'],
      [125207, 1, '\u{1E939}'],
      [125208, 1, '\u{1E93A}'],
      [125209, 1, '\u{1E93B}'],
      [125210, 1, '\u{1E93C}'],
      [125211, 1, '\u{1E93D}'],
      [125212, 1, '\u{1E93E}'],
      [125213, 1, '\u{1E93F}'],
      [125214, 1, '\u{1E940}'],
      [125215, 1, '\u{1E941}'],
      [125216, 1, '\u{1E942}'],
      [125217, 1, '\u{1E943}'],
      [[125218, 125258], 2],
      [125259, 2],
      [[125260, 125263], 3],
      [[125264, 125273], 2],
      [[125274, 125277], 3],
      [[125278, 125279], 2],
      [[125280, 126064], 3],
      [[126065, 126132], 2],
      [[126133, 126208], 3],
      [[126209, 126269], 2],
      [[126270, 126463], 3],
      [126464, 1, '\u0627'],
      [126465, 1, '\u0628'],
      [126466, 1, '\u062C'],
      [126467, 1, '\u062F'],
      [126468, 3],
      [126469, 1, '\u0648'],
      [126470, 1, '\u0632'],
      [126471, 1, '\u062D'],
      [126472, 1, '\u0637'],
      [126473, 1, '\u064A'],
      [126474, 1, '\u0643'],
      [126475, 1, '\u0644'],
      [126476, 1, '\u0645'],
      [126477, 1, '\u0646'],
      [126478, 1, '\u0633'],
      [126479, 1, '\u0639'],
      [126480, 1, '\u0641'],
      [126481, 1, '\u0635'],
      [126482, 1, '\u0642'],
      [126483, 1, '\u0631'],
      [126484, 1, '\u0634'],
      [126485, 1, '\u062A'],
      [126486, 1, '\u062B'],
      [126487, 1, '\u062E'],
      [126488, 1, '\u0630'],
      [126489, 1, '\u0636'],
      [126490, 1, '\u0638'],
      [126491, 1, '\u063A'],
      [126492, 1, '\u066E'],
      [126493, 1, '\u06BA'],
      [126494, 1, '\u06A1'],
      [126495, 1, '\u066F'],
      [126496, 3],
      [126497, 1, '\u0628'],
      [126498, 1, '\u062C'],
      [126499, 3],
      [126500, 1, '\u0647'],
      [[126501, 126502], 3],
      [126503, 1, '\u062D'],
      [126504, 3],
      [126505, 1, '\u064A'],
      [126506, 1, '\u0643'],
      [126507, 1, '\u0644'],
      [126508, 1, '\u0645'],
      [126509, 1, '\u0646'],
      [126510, 1, '\u0633'],
      [126511, 1, '\u0639'],
      [126512, 1, '\u0641'],
      [126513, 1, '\u0635'],
      [126514, 1, '\u0642'],
      [126515, 3],
      [126516, 1, '\u0634'],
      [126517, 1, '\u062A'],
      [126518, 1, '\u062B'],
      [126519, 1, '\u062E'],
      [126520, 3],
      [126521, 1, '\u0636'],
      [126522, 3],
      [126523, 1, '\u063A'],
      [[126524, 126529], 3],
      [126530, 1, '\u062C'],
      [[126531, 126534], 3],
      [126535, 1, '\u062D'],
      [126536, 3],
      [126537, 1, '\u064A'],
      [126538, 3],
      [126539, 1, '\u0644'],
      [126540, 3],
      [126541, 1, '\u0646'],
      [126542, 1, '\u0633'],
      [126543, 1, '\u0639'],
      [126544, 3],
      [126545, 1, '\u0635'],
      [126546, 1, '\u0642'],
      [126547, 3],
      [126548, 1, '\u0634'],
      [[126549, 126550], 3],
      [126551, 1, '\u062E'],
      [126552, 3],
      [126553, 1, '\u0636'],
      [126554, 3],
      [126555, 1, '\u063A'],
      [126556, 3],
      [126557, 1, '\u06BA'],
      [126558, 3],
      [126559, 1, '\u066F'],
      [126560, 3],
      [126561, 1, '\u0628'],
      [126562, 1, '\u062C'],
      [126563, 3],
      [126564, 1, '\u0647'],
      [[126565, 126566], 3],
      [126567, 1, '\u062D'],
      [126568, 1, '\u0637'],
      [126569, 1, '\u064A'],
      [126570, 1, '\u0643'],
      [126571, 3],
      [126572, 1, '\u0645'],
      [126573, 1, '\u0646'],
      [126574, 1, '\u0633'],
      [126575, 1, '\u0639'],
      [126576, 1, '\u0641'],
      [126577, 1, '\u0635'],
      [126578, 1, '\u0642'],
      [126579, 3],
      [126580, 1, '\u0634'],
      [126581, 1, '\u062A'],
      [126582, 1, '\u062B'],
      [126583, 1, '\u062E'],
      [126584, 3],
      [126585, 1, '\u0636'],
      [126586, 1, '\u0638'],
      [126587, 1, '\u063A'],
      [126588, 1, '\u066E'],
      [126589, 3],
      [126590, 1, '\u06A1'],
      [126591, 3],
      [126592, 1, '\u0627'],
      [126593, 1, '\u0628'],
      [126594, 1, '\u062C'],
      [126595, 1, '\u062F'],
      [126596, 1, '\u0647'],
      [126597, 1, '\u0648'],
      [126598, 1, '\u0632'],
      [126599, 1, '\u062D'],
      [126600, 1, '\u0637'],
      [126601, 1, '\u064A'],
      [126602, 3],
      [126603, 1, '\u0644'],
      [126604, 1, '\u0645'],
      [126605, 1, '\u0646'],
      [126606, 1, '\u0633'],
      [126607, 1, '\u0639'],
      [126608, 1, '\u0641'],
      [126609, 1, '\u0635'],
      [126610, 1, '\u0642'],
      [126611, 1, '\u0631'],
      [126612, 1, '\u0634'],
      [126613, 1, '\u062A'],
      [126614, 1, '\u062B'],
      [126615, 1, '\u062E'],
      [126616, 1, '\u0630'],
      [126617, 1, '\u0636'],
      [126618, 1, '\u0638'],
      [126619, 1, '\u063A'],
      [[126620, 126624], 3],
      [126625, 1, '\u0628'],
      [126626, 1, '\u062C'],
      [126627, 1, '\u062F'],
      [126628, 3],
      [126629, 1, '\u0648'],
      [126630, 1, '\u0632'],
      [126631, 1, '\u062D'],
      [126632, 1, '\u0637'],
      [126633, 1, '\u064A'],
      [126634, 3],
      [126635, 1, '\u0644'],
      [126636, 1, '\u0645'],
      [126637, 1, '\u0646'],
      [126638, 1, '\u0633'],
      [126639, 1, '\u0639'],
      [126640, 1, '\u0641'],
      [126641, 1, '\u0635'],
      [126642, 1, '\u0642'],
      [126643, 1, '\u0631'],
      [126644, 1, '\u0634'],
      [126645, 1, '\u062A'],
      [126646, 1, '\u062B'],
      [126647, 1, '\u062E'],
      [126648, 1, '\u0630'],
      [126649, 1, '\u0636'],
      [126650, 1, '\u0638'],
      [126651, 1, '\u063A'],
      [[126652, 126703], 3],
      [[126704, 126705], 2],
      [[126706, 126975], 3],
      [[126976, 127019], 2],
      [[127020, 127023], 3],
      [[127024, 127123], 2],
      [[127124, 127135], 3],
      [[127136, 127150], 2],
      [[127151, 127152], 3],
      [[127153, 127166], 2],
      [127167, 2],
      [127168, 3],
      [[127169, 127183], 2],
      [127184, 3],
      [[127185, 127199], 2],
      [[127200, 127221], 2],
      [[127222, 127231], 3],
      [127232, 3],
      [127233, 1, '0,'],
      [127234, 1, '1,'],
      [127235, 1, '2,'],
      [127236, 1, '3,'],
      [127237, 1, '4,'],
      [127238, 1, '5,'],
      [127239, 1, '6,'],
      [127240, 1, '7,'],
      [127241, 1, '8,'],
      [127242, 1, '9,'],
      [[127243, 127244], 2],
      [[127245, 127247], 2],
      [127248, 1, '(a)'],
      [127249, 1, '(b)'],
      [127250, 1, '(c)'],
      [127251, 1, '(d)'],
      [127252, 1, '(e)'],
      [127253, 1, '(f)'],
      [127254, 1, '(g)'],
      [127255, 1, '(h)'],
      [127256, 1, '(i)'],
      [127257, 1, '(j)'],
      [127258, 1, '(k)'],
      [127259, 1, '(l)'],
      [127260, 1, '(m)'],
      [127261, 1, '(n)'],
      [127262, 1, '(o)'],
      [127263, 1, '(p)'],
      [127264, 1, '(q)'],
      [127265, 1, '(r)'],
      [127266, 1, '(s)'],
      [127267, 1, '(t)'],
      [127268, 1, '(u)'],
      [127269, 1, '(v)'],
      [127270, 1, '(w)'],
      [127271, 1, '(x)'],
      [127272, 1, '(y)'],
      [127273, 1, '(z)'],
      [127274, 1, '\u3014s\u3015'],
      [127275, 1, 'c'],
      [127276, 1, 'r'],
      [127277, 1, 'cd'],
      [127278, 1, 'wz'],
      [127279, 2],
      [127280, 1, 'a'],
      [127281, 1, 'b'],
      [127282, 1, 'c'],
      [127283, 1, 'd'],
      [127284, 1, 'e'],
      [127285, 1, 'f'],
      [127286, 1, 'g'],
      [127287, 1, 'h'],
      [127288, 1, 'i'],
      [127289, 1, 'j'],
      [127290, 1, 'k'],
      [127291, 1, 'l'],
      [127292, 1, 'm'],
      [127293, 1, 'n'],
      [127294, 1, 'o'],
      [127295, 1, 'p'],
      [127296, 1, 'q'],
      [127297, 1, 'r'],
      [127298, 1, 's'],
      [127299, 1, 't'],
      [127300, 1, 'u'],
      [127301, 1, 'v'],
      [127302, 1, 'w'],
      [127303, 1, 'x'],
      [127304, 1, 'y'],
      [127305, 1, 'z'],
      [127306, 1, 'hv'],
      [127307, 1, 'mv'],
      [127308, 1, 'sd'],
      [127309, 1, 'ss'],
      [127310, 1, 'ppv'],
      [127311, 1, 'wc'],
      [[127312, 127318], 2],
      [127319, 2],
      [[127320, 127326], 2],
      [127327, 2],
      [[127328, 127337], 2],
      [127338, 1, 'mc'],
      [127339, 1, 'md'],
      [127340, 1, 'mr'],
      [[127341, 127343], 2],
      [[127344, 127352], 2],
      [127353, 2],
      [127354, 2],
      [[127355, 127356], 2],
      [[127357, 127358], 2],
      [127359, 2],
      [[127360, 127369], 2],
      [[127370, 127373], 2],
      [[127374, 127375], 2],
      [127376, 1, 'dj'],
      [[127377, 127386], 2],
      [[127387, 127404], 2],
      [127405, 2],
      [[127406, 127461], 3],
      [[127462, 127487], 2],
      [127488, 1, '\u307B\u304B'],
      [127489, 1, '\u30B3\u30B3'],
      [127490, 1, '\u30B5'],
      [[127491, 127503], 3],
      [127504, 1, '\u624B'],
      [127505, 1, '\u5B57'],
      [127506, 1, '\u53CC'],
      [127507, 1, '\u30C7'],
      [127508, 1, '\u4E8C'],
      [127509, 1, '\u591A'],
      [127510, 1, '\u89E3'],
      [127511, 1, '\u5929'],
      [127512, 1, '\u4EA4'],
      [127513, 1, '\u6620'],
      [127514, 1, '\u7121'],
      [127515, 1, '\u6599'],
      [127516, 1, '\u524D'],
      [127517, 1, '\u5F8C'],
      [127518, 1, '\u518D'],
      [127519, 1, '\u65B0'],
      [127520, 1, '\u521D'],
      [127521, 1, '\u7D42'],
      [127522, 1, '\u751F'],
      [127523, 1, '\u8CA9'],
      [127524, 1, '\u58F0'],
      [127525, 1, '\u5439'],
      [127526, 1, '\u6F14'],
      [127527, 1, '\u6295'],
      [127528, 1, '\u6355'],
      [127529, 1, '\u4E00'],
      [127530, 1, '\u4E09'],
      [127531, 1, '\u904A'],
      [127532, 1, '\u5DE6'],
      [127533, 1, '\u4E2D'],
      [127534, 1, '\u53F3'],
      [127535, 1, '\u6307'],
      [127536, 1, '\u8D70'],
      [127537, 1, '\u6253'],
      [127538, 1, '\u7981'],
      [127539, 1, '\u7A7A'],
      [127540, 1, '\u5408'],
      [127541, 1, '\u6E80'],
      [127542, 1, '\u6709'],
      [127543, 1, '\u6708'],
      [127544, 1, '\u7533'],
      [127545, 1, '\u5272'],
      [127546, 1, '\u55B6'],
      [127547, 1, '\u914D'],
      [[127548, 127551], 3],
      [127552, 1, '\u3014\u672C\u3015'],
      [127553, 1, '\u3014\u4E09\u3015'],
      [127554, 1, '\u3014\u4E8C\u3015'],
      [127555, 1, '\u3014\u5B89\u3015'],
      [127556, 1, '\u3014\u70B9\u3015'],
      [127557, 1, '\u3014\u6253\u3015'],
      [127558, 1, '\u3014\u76D7\u3015'],
      [127559, 1, '\u3014\u52DD\u3015'],
      [127560, 1, '\u3014\u6557\u3015'],
      [[127561, 127567], 3],
      [127568, 1, '\u5F97'],
      [127569, 1, '\u53EF'],
      [[127570, 127583], 3],
      [[127584, 127589], 2],
      [[127590, 127743], 3],
      [[127744, 127776], 2],
      [[127777, 127788], 2],
      [[127789, 127791], 2],
      [[127792, 127797], 2],
      [127798, 2],
      [[127799, 127868], 2],
      [127869, 2],
      [[127870, 127871], 2],
      [[127872, 127891], 2],
      [[127892, 127903], 2],
      [[127904, 127940], 2],
      [127941, 2],
      [[127942, 127946], 2],
      [[127947, 127950], 2],
      [[127951, 127955], 2],
      [[127956, 127967], 2],
      [[127968, 127984], 2],
      [[127985, 127991], 2],
      [[127992, 127999], 2],
      [[128e3, 128062], 2],
      [128063, 2],
      [128064, 2],
      [128065, 2],
      [[128066, 128247], 2],
      [128248, 2],
      [[128249, 128252], 2],
      [[128253, 128254], 2],
      [128255, 2],
      [[128256, 128317], 2],
      [[128318, 128319], 2],
      [[128320, 128323], 2],
      [[128324, 128330], 2],
      [[128331, 128335], 2],
      [[128336, 128359], 2],
      [[128360, 128377], 2],
      [128378, 2],
      [[128379, 128419], 2],
      [128420, 2],
      [[128421, 128506], 2],
      [[128507, 128511], 2],
      [128512, 2],
      [[128513, 128528], 2],
      [128529, 2],
      [[128530, 128532], 2],
      [128533, 2],
      [128534, 2],
      [128535, 2],
      [128536, 2],
      [128537, 2],
      [128538, 2],
      [128539, 2],
      [[128540, 128542], 2],
      [128543, 2],
      [[128544, 128549], 2],
      [[128550, 128551], 2],
      [[128552, 128555], 2],
      [128556, 2],
      [128557, 2],
      [[128558, 128559], 2],
      [[128560, 128563], 2],
      [128564, 2],
      [[128565, 128576], 2],
      [[128577, 128578], 2],
      [[128579, 128580], 2],
      [[128581, 128591], 2],
      [[128592, 128639], 2],
      [[128640, 128709], 2],
      [[128710, 128719], 2],
      [128720, 2],
      [[128721, 128722], 2],
      [[128723, 128724], 2],
      [128725, 2],
      [[128726, 128727], 2],
      [[128728, 128731], 3],
      [128732, 2],
      [[128733, 128735], 2],
      [[128736, 128748], 2],
      [[128749, 128751], 3],
      [[128752, 128755], 2],
      [[128756, 128758], 2],
      [[128759, 128760], 2],
      [128761, 2],
      [128762, 2],
      [[128763, 128764], 2],
      [[128765, 128767], 3],
      [[128768, 128883], 2],
      [[128884, 128886], 2],
      [[128887, 128890], 3],
      [[128891, 128895], 2],
      [[128896, 128980], 2],
      [[128981, 128984], 2],
      [128985, 2],
      [[128986, 128991], 3],
      [[128992, 129003], 2],
      [[129004, 129007], 3],
      [129008, 2],
      [[129009, 129023], 3],
      [[129024, 129035], 2],
      [[129036, 129039], 3],
      [[129040, 129095], 2],
      [[129096, 129103], 3],
      [[129104, 129113], 2],
      [[129114, 129119], 3],
      [[129120, 129159], 2],
      [[129160, 129167], 3],
      [[129168, 129197], 2],
      [[129198, 129199], 3],
      [[129200, 129201], 2],
      [[129202, 129211], 2],
      [[129212, 129215], 3],
      [[129216, 129217], 2],
      [[129218, 129279], 3],
      [[129280, 129291], 2],
      [129292, 2],
      [[129293, 129295], 2],
      [[129296, 129304], 2],
      [[129305, 129310], 2],
      [129311, 2],
      [[129312, 129319], 2],
      [[129320, 129327], 2],
      [129328, 2],
      [[129329, 129330], 2],
      [[129331, 129342], 2],
      [129343, 2],
      [[129344, 129355], 2],
      [129356, 2],
      [[129357, 129359], 2],
      [[129360, 129374], 2],
      [[129375, 129387], 2],
      [[129388, 129392], 2],
      [129393, 2],
      [129394, 2],
      [[129395, 129398], 2],
      [[129399, 129400], 2],
      [129401, 2],
      [129402, 2],
      [129403, 2],
      [[129404, 129407], 2],
      [[129408, 129412], 2],
      [[129413, 129425], 2],
      [[129426, 129431], 2],
      [[129432, 129442], 2],
      [[129443, 129444], 2],
      [[129445, 129450], 2],
      [[129451, 129453], 2],
      [[129454, 129455], 2],
      [[129456, 129465], 2],
      [[129466, 129471], 2],
      [129472, 2],
      [[129473, 129474], 2],
      [[129475, 129482], 2],
      [129483, 2],
      [129484, 2],
      [[129485, 129487], 2],
      [[129488, 129510], 2],
      [[129511, 129535], 2],
      [[129536, 129619], 2],
      [[129620, 129631], 3],
      [[129632, 129645], 2],
      [[129646, 129647], 3],
      [[129648, 129651], 2],
      [129652, 2],
      [[129653, 129655], 2],
      [[129656, 129658], 2],
      [[129659, 129660], 2],
      [[129661, 129663], 3],
      [[129664, 129666], 2],
      [[129667, 129670], 2],
      [[129671, 129672], 2],
      [129673, 2],
      [[129674, 129678], 3],
      [129679, 2],
      [[129680, 129685], 2],
      [[129686, 129704], 2],
      [[129705, 129708], 2],
      [[129709, 129711], 2],
      [[129712, 129718], 2],
      [[129719, 129722], 2],
      [[129723, 129725], 2],
      [129726, 2],
      [129727, 2],
      [[129728, 129730], 2],
      [[129731, 129733], 2],
      [129734, 2],
      [[129735, 129741], 3],
      [[129742, 129743], 2],
      [[129744, 129750], 2],
      [[129751, 129753], 2],
      [[129754, 129755], 2],
      [129756, 2],
      [[129757, 129758], 3],
      [129759, 2],
      [[129760, 129767], 2],
      [129768, 2],
      [129769, 2],
      [[129770, 129775], 3],
      [[129776, 129782], 2],
      [[129783, 129784], 2],
      [[129785, 129791], 3],
      [[129792, 129938], 2],
      [129939, 3],
      [[129940, 129994], 2],
      [[129995, 130031], 2],
      [130032, 1, '0'],
      [130033, 1, '1'],
      [130034, 1, '2'],
      [130035, 1, '3'],
      [130036, 1, '4'],
      [130037, 1, '5'],
      [130038, 1, '6'],
      [130039, 1, '7'],
      [130040, 1, '8'],
      [130041, 1, '9'],
      [[130042, 131069], 3],
      [[131070, 131071], 3],
      [[131072, 173782], 2],
      [[173783, 173789], 2],
      [[173790, 173791], 2],
      [[173792, 173823], 3],
      [[173824, 177972], 2],
      [[177973, 177976], 2],
      [177977, 2],
      [[177978, 177983], 3],
      [[177984, 178205], 2],
      [[178206, 178207], 3],
      [[178208, 183969], 2],
      [[183970, 183983], 3],
      [[183984, 191456], 2],
      [[191457, 191471], 3],
      [[191472, 192093], 2],
      [[192094, 194559], 3],
      [194560, 1, '\u4E3D'],
      [194561, 1, '\u4E38'],
      [194562, 1, '\u4E41'],
      [194563, 1, '\u{20122}'],
      [194564, 1, '\u4F60'],
      [194565, 1, '\u4FAE'],
      [194566, 1, '\u4FBB'],
      [194567, 1, '\u5002'],
      [194568, 1, '\u507A'],
      [194569, 1, '\u5099'],
      [194570, 1, '\u50E7'],
      [194571, 1, '\u50CF'],
      [194572, 1, '\u349E'],
      [194573, 1, '\u{2063A}'],
      [194574, 1, '\u514D'],
      [194575, 1, '\u5154'],
      [194576, 1, '\u5164'],
      [194577, 1, '\u5177'],
      [194578, 1, '\u{2051C}'],
      [194579, 1, '\u34B9'],
      [194580, 1, '\u5167'],
      [194581, 1, '\u518D'],
      [194582, 1, '\u{2054B}'],
      [194583, 1, '\u5197'],
      [194584, 1, '\u51A4'],
      [194585, 1, '\u4ECC'],
      [194586, 1, '\u51AC'],
      [194587, 1, '\u51B5'],
      [194588, 1, '\u{291DF}'],
      [194589, 1, '\u51F5'],
      [194590, 1, '\u5203'],
      [194591, 1, '\u34DF'],
      [194592, 1, '\u523B'],
      [194593, 1, '\u5246'],
      [194594, 1, '\u5272'],
      [194595, 1, '\u5277'],
      [194596, 1, '\u3515'],
      [194597, 1, '\u52C7'],
      [194598, 1, '\u52C9'],
      [194599, 1, '\u52E4'],
      [194600, 1, '\u52FA'],
      [194601, 1, '\u5305'],
      [194602, 1, '\u5306'],
      [194603, 1, '\u5317'],
      [194604, 1, '\u5349'],
      [194605, 1, '\u5351'],
      [194606, 1, '\u535A'],
      [194607, 1, '\u5373'],
      [194608, 1, '\u537D'],
      [[194609, 194611], 1, '\u537F'],
      [194612, 1, '\u{20A2C}'],
      [194613, 1, '\u7070'],
      [194614, 1, '\u53CA'],
      [194615, 1, '\u53DF'],
      [194616, 1, '\u{20B63}'],
      [194617, 1, '\u53EB'],
      [194618, 1, '\u53F1'],
      [194619, 1, '\u5406'],
      [194620, 1, '\u549E'],
      [194621, 1, '\u5438'],
      [194622, 1, '\u5448'],
      [194623, 1, '\u5468'],
      [194624, 1, '\u54A2'],
      [194625, 1, '\u54F6'],
      [194626, 1, '\u5510'],
      [194627, 1, '\u5553'],
      [194628, 1, '\u5563'],
      [[194629, 194630], 1, '\u5584'],
      [194631, 1, '\u5599'],
      [194632, 1, '\u55AB'],
      [194633, 1, '\u55B3'],
      [194634, 1, '\u55C2'],
      [194635, 1, '\u5716'],
      [194636, 1, '\u5606'],
      [194637, 1, '\u5717'],
      [194638, 1, '\u5651'],
      [194639, 1, '\u5674'],
      [194640, 1, '\u5207'],
      [194641, 1, '\u58EE'],
      [194642, 1, '\u57CE'],
      [194643, 1, '\u57F4'],
      [194644, 1, '\u580D'],
      [194645, 1, '\u578B'],
      [194646, 1, '\u5832'],
      [194647, 1, '\u5831'],
      [194648, 1, '\u58AC'],
      [194649, 1, '\u{214E4}'],
      [194650, 1, '\u58F2'],
      [194651, 1, '\u58F7'],
      [194652, 1, '\u5906'],
      [194653, 1, '\u591A'],
      [194654, 1, '\u5922'],
      [194655, 1, '\u5962'],
      [194656, 1, '\u{216A8}'],
      [194657, 1, '\u{216EA}'],
      [194658, 1, '\u59EC'],
      [194659, 1, '\u5A1B'],
      [194660, 1, '\u5A27'],
      [194661, 1, '\u59D8'],
      [194662, 1, '\u5A66'],
      [194663, 1, '\u36EE'],
      [194664, 1, '\u36FC'],
      [194665, 1, '\u5B08'],
      [[194666, 194667], 1, '\u5B3E'],
      [194668, 1, '\u{219C8}'],
      [194669, 1, '\u5BC3'],
      [194670, 1, '\u5BD8'],
      [194671, 1, '\u5BE7'],
      [194672, 1, '\u5BF3'],
      [194673, 1, '\u{21B18}'],
      [194674, 1, '\u5BFF'],
      [194675, 1, '\u5C06'],
      [194676, 1, '\u5F53'],
      [194677, 1, '\u5C22'],
      [194678, 1, '\u3781'],
      [194679, 1, '\u5C60'],
      [194680, 1, '\u5C6E'],
      [194681, 1, '\u5CC0'],
      [194682, 1, '\u5C8D'],
      [194683, 1, '\u{21DE4}'],
      [194684, 1, '\u5D43'],
      [194685, 1, '\u{21DE6}'],
      [194686, 1, '\u5D6E'],
      [194687, 1, '\u5D6B'],
      [194688, 1, '\u5D7C'],
      [194689, 1, '\u5DE1'],
      [194690, 1, '\u5DE2'],
      [194691, 1, '\u382F'],
      [194692, 1, '\u5DFD'],
      [194693, 1, '\u5E28'],
      [194694, 1, '\u5E3D'],
      [194695, 1, '\u5E69'],
      [194696, 1, '\u3862'],
      [194697, 1, '\u{22183}'],
      [194698, 1, '\u387C'],
      [194699, 1, '\u5EB0'],
      [194700, 1, '\u5EB3'],
      [194701, 1, '\u5EB6'],
      [194702, 1, '\u5ECA'],
      [194703, 1, '\u{2A392}'],
      [194704, 1, '\u5EFE'],
      [[194705, 194706], 1, '\u{22331}'],
      [194707, 1, '\u8201'],
      [[194708, 194709], 1, '\u5F22'],
      [194710, 1, '\u38C7'],
      [194711, 1, '\u{232B8}'],
      [194712, 1, '\u{261DA}'],
      [194713, 1, '\u5F62'],
      [194714, 1, '\u5F6B'],
      [194715, 1, '\u38E3'],
      [194716, 1, '\u5F9A'],
      [194717, 1, '\u5FCD'],
      [194718, 1, '\u5FD7'],
      [194719, 1, '\u5FF9'],
      [194720, 1, '\u6081'],
      [194721, 1, '\u393A'],
      [194722, 1, '\u391C'],
      [194723, 1, '\u6094'],
      [194724, 1, '\u{226D4}'],
      [194725, 1, '\u60C7'],
      [194726, 1, '\u6148'],
      [194727, 1, '\u614C'],
      [194728, 1, '\u614E'],
      [194729, 1, '\u614C'],
      [194730, 1, '\u617A'],
      [194731, 1, '\u618E'],
      [194732, 1, '\u61B2'],
      [194733, 1, '\u61A4'],
      [194734, 1, '\u61AF'],
      [194735, 1, '\u61DE'],
      [194736, 1, '\u61F2'],
      [194737, 1, '\u61F6'],
      [194738, 1, '\u6210'],
      [194739, 1, '\u621B'],
      [194740, 1, '\u625D'],
      [194741, 1, '\u62B1'],
      [194742, 1, '\u62D4'],
      [194743, 1, '\u6350'],
      [194744, 1, '\u{22B0C}'],
      [194745, 1, '\u633D'],
      [194746, 1, '\u62FC'],
      [194747, 1, '\u6368'],
      [194748, 1, '\u6383'],
      [194749, 1, '\u63E4'],
      [194750, 1, '\u{22BF1}'],
      [194751, 1, '\u6422'],
      [194752, 1, '\u63C5'],
      [194753, 1, '\u63A9'],
      [194754, 1, '\u3A2E'],
      [194755, 1, '\u6469'],
      [194756, 1, '\u647E'],
      [194757, 1, '\u649D'],
      [194758, 1, '\u6477'],
      [194759, 1, '\u3A6C'],
      [194760, 1, '\u654F'],
      [194761, 1, '\u656C'],
      [194762, 1, '\u{2300A}'],
      [194763, 1, '\u65E3'],
      [194764, 1, '\u66F8'],
      [194765, 1, '\u6649'],
      [194766, 1, '\u3B19'],
      [194767, 1, '\u6691'],
      [194768, 1, '\u3B08'],
      [194769, 1, '\u3AE4'],
      [194770, 1, '\u5192'],
      [194771, 1, '\u5195'],
      [194772, 1, '\u6700'],
      [194773, 1, '\u669C'],
      [194774, 1, '\u80AD'],
      [194775, 1, '\u43D9'],
      [194776, 1, '\u6717'],
      [194777, 1, '\u671B'],
      [194778, 1, '\u6721'],
      [194779, 1, '\u675E'],
      [194780, 1, '\u6753'],
      [194781, 1, '\u{233C3}'],
      [194782, 1, '\u3B49'],
      [194783, 1, '\u67FA'],
      [194784, 1, '\u6785'],
      [194785, 1, '\u6852'],
      [194786, 1, '\u6885'],
      [194787, 1, '\u{2346D}'],
      [194788, 1, '\u688E'],
      [194789, 1, '\u681F'],
      [194790, 1, '\u6914'],
      [194791, 1, '\u3B9D'],
      [194792, 1, '\u6942'],
      [194793, 1, '\u69A3'],
      [194794, 1, '\u69EA'],
      [194795, 1, '\u6AA8'],
      [194796, 1, '\u{236A3}'],
      [194797, 1, '\u6ADB'],
      [194798, 1, '\u3C18'],
      [194799, 1, '\u6B21'],
      [194800, 1, '\u{238A7}'],
      [194801, 1, '\u6B54'],
      [194802, 1, '\u3C4E'],
      [194803, 1, '\u6B72'],
      [194804, 1, '\u6B9F'],
      [194805, 1, '\u6BBA'],
      [194806, 1, '\u6BBB'],
      [194807, 1, '\u{23A8D}'],
      [194808, 1, '\u{21D0B}'],
      [194809, 1, '\u{23AFA}'],
      [194810, 1, '\u6C4E'],
      [194811, 1, '\u{23CBC}'],
      [194812, 1, '\u6CBF'],
      [194813, 1, '\u6CCD'],
      [194814, 1, '\u6C67'],
      [194815, 1, '\u6D16'],
      [194816, 1, '\u6D3E'],
      [194817, 1, '\u6D77'],
      [194818, 1, '\u6D41'],
      [194819, 1, '\u6D69'],
      [194820, 1, '\u6D78'],
      [194821, 1, '\u6D85'],
      [194822, 1, '\u{23D1E}'],
      [194823, 1, '\u6D34'],
      [194824, 1, '\u6E2F'],
      [194825, 1, '\u6E6E'],
      [194826, 1, '\u3D33'],
      [194827, 1, '\u6ECB'],
      [194828, 1, '\u6EC7'],
      [194829, 1, '\u{23ED1}'],
      [194830, 1, '\u6DF9'],
      [194831, 1, '\u6F6E'],
      [194832, 1, '\u{23F5E}'],
      [194833, 1, '\u{23F8E}'],
      [194834, 1, '\u6FC6'],
      [194835, 1, '\u7039'],
      [194836, 1, '\u701E'],
      [194837, 1, '\u701B'],
      [194838, 1, '\u3D96'],
      [194839, 1, '\u704A'],
      [194840, 1, '\u707D'],
      [194841, 1, '\u7077'],
      [194842, 1, '\u70AD'],
      [194843, 1, '\u{20525}'],
      [194844, 1, '\u7145'],
      [194845, 1, '\u{24263}'],
      [194846, 1, '\u719C'],
      [194847, 1, '\u{243AB}'],
      [194848, 1, '\u7228'],
      [194849, 1, '\u7235'],
      [194850, 1, '\u7250'],
      [194851, 1, '\u{24608}'],
      [194852, 1, '\u7280'],
      [194853, 1, '\u7295'],
      [194854, 1, '\u{24735}'],
      [194855, 1, '\u{24814}'],
      [194856, 1, '\u737A'],
      [194857, 1, '\u738B'],
      [194858, 1, '\u3EAC'],
      [194859, 1, '\u73A5'],
      [[194860, 194861], 1, '\u3EB8'],
      [194862, 1, '\u7447'],
      [194863, 1, '\u745C'],
      [194864, 1, '\u7471'],
      [194865, 1, '\u7485'],
      [194866, 1, '\u74CA'],
      [194867, 1, '\u3F1B'],
      [194868, 1, '\u7524'],
      [194869, 1, '\u{24C36}'],
      [194870, 1, '\u753E'],
      [194871, 1, '\u{24C92}'],
      [194872, 1, '\u7570'],
      [194873, 1, '\u{2219F}'],
      [194874, 1, '\u7610'],
      [194875, 1, '\u{24FA1}'],
      [194876, 1, '\u{24FB8}'],
      [194877, 1, '\u{25044}'],
      [194878, 1, '\u3FFC'],
      [194879, 1, '\u4008'],
      [194880, 1, '\u76F4'],
      [194881, 1, '\u{250F3}'],
      [194882, 1, '\u{250F2}'],
      [194883, 1, '\u{25119}'],
      [194884, 1, '\u{25133}'],
      [194885, 1, '\u771E'],
      [[194886, 194887], 1, '\u771F'],
      [194888, 1, '\u774A'],
      [194889, 1, '\u4039'],
      [194890, 1, '\u778B'],
      [194891, 1, '\u4046'],
      [194892, 1, '\u4096'],
      [194893, 1, '\u{2541D}'],
      [194894, 1, '\u784E'],
      [194895, 1, '\u788C'],
      [194896, 1, '\u78CC'],
      [194897, 1, '\u40E3'],
      [194898, 1, '\u{25626}'],
      [194899, 1, '\u7956'],
      [194900, 1, '\u{2569A}'],
      [194901, 1, '\u{256C5}'],
      [194902, 1, '\u798F'],
      [194903, 1, '\u79EB'],
      [194904, 1, '\u412F'],
      [194905, 1, '\u7A40'],
      [194906, 1, '\u7A4A'],
      [194907, 1, '\u7A4F'],
      [194908, 1, '\u{2597C}'],
      [[194909, 194910], 1, '\u{25AA7}'],
      [194911, 1, '\u7AEE'],
      [194912, 1, '\u4202'],
      [194913, 1, '\u{25BAB}'],
      [194914, 1, '\u7BC6'],
      [194915, 1, '\u7BC9'],
      [194916, 1, '\u4227'],
      [194917, 1, '\u{25C80}'],
      [194918, 1, '\u7CD2'],
      [194919, 1, '\u42A0'],
      [194920, 1, '\u7CE8'],
      [194921, 1, '\u7CE3'],
      [194922, 1, '\u7D00'],
      [194923, 1, '\u{25F86}'],
      [194924, 1, '\u7D63'],
      [194925, 1, '\u4301'],
      [194926, 1, '\u7DC7'],
      [194927, 1, '\u7E02'],
      [194928, 1, '\u7E45'],
      [194929, 1, '\u4334'],
      [194930, 1, '\u{26228}'],
      [194931, 1, '\u{26247}'],
      [194932, 1, '\u4359'],
      [194933, 1, '\u{262D9}'],
      [194934, 1, '\u7F7A'],
      [194935, 1, '\u{2633E}'],
      [194936, 1, '\u7F95'],
      [194937, 1, '\u7FFA'],
      [194938, 1, '\u8005'],
      [194939, 1, '\u{264DA}'],
      [194940, 1, '\u{26523}'],
      [194941, 1, '\u8060'],
      [194942, 1, '\u{265A8}'],
      [194943, 1, '\u8070'],
      [194944, 1, '\u{2335F}'],
      [194945, 1, '\u43D5'],
      [194946, 1, '\u80B2'],
      [194947, 1, '\u8103'],
      [194948, 1, '\u440B'],
      [194949, 1, '\u813E'],
      [194950, 1, '\u5AB5'],
      [194951, 1, '\u{267A7}'],
      [194952, 1, '\u{267B5}'],
      [194953, 1, '\u{23393}'],
      [194954, 1, '\u{2339C}'],
      [194955, 1, '\u8201'],
      [194956, 1, '\u8204'],
      [194957, 1, '\u8F9E'],
      [194958, 1, '\u446B'],
      [194959, 1, '\u8291'],
      [194960, 1, '\u828B'],
      [194961, 1, '\u829D'],
      [194962, 1, '\u52B3'],
      [194963, 1, '\u82B1'],
      [194964, 1, '\u82B3'],
      [194965, 1, '\u82BD'],
      [194966, 1, '\u82E6'],
      [194967, 1, '\u{26B3C}'],
      [194968, 1, '\u82E5'],
      [194969, 1, '\u831D'],
      [194970, 1, '\u8363'],
      [194971, 1, '\u83AD'],
      [194972, 1, '\u8323'],
      [194973, 1, '\u83BD'],
      [194974, 1, '\u83E7'],
      [194975, 1, '\u8457'],
      [194976, 1, '\u8353'],
      [194977, 1, '\u83CA'],
      [194978, 1, '\u83CC'],
      [194979, 1, '\u83DC'],
      [194980, 1, '\u{26C36}'],
      [194981, 1, '\u{26D6B}'],
      [194982, 1, '\u{26CD5}'],
      [194983, 1, '\u452B'],
      [194984, 1, '\u84F1'],
      [194985, 1, '\u84F3'],
      [194986, 1, '\u8516'],
      [194987, 1, '\u{273CA}'],
      [194988, 1, '\u8564'],
      [194989, 1, '\u{26F2C}'],
      [194990, 1, '\u455D'],
      [194991, 1, '\u4561'],
      [194992, 1, '\u{26FB1}'],
      [194993, 1, '\u{270D2}'],
      [194994, 1, '\u456B'],
      [194995, 1, '\u8650'],
      [194996, 1, '\u865C'],
      [194997, 1, '\u8667'],
      [194998, 1, '\u8669'],
      [194999, 1, '\u86A9'],
      [195e3, 1, '\u8688'],
      [195001, 1, '\u870E'],
      [195002, 1, '\u86E2'],
      [195003, 1, '\u8779'],
      [195004, 1, '\u8728'],
      [195005, 1, '\u876B'],
      [195006, 1, '\u8786'],
      [195007, 1, '\u45D7'],
      [195008, 1, '\u87E1'],
      [195009, 1, '\u8801'],
      [195010, 1, '\u45F9'],
      [195011, 1, '\u8860'],
      [195012, 1, '\u8863'],
      [195013, 1, '\u{27667}'],
      [195014, 1, '\u88D7'],
      [195015, 1, '\u88DE'],
      [195016, 1, '\u4635'],
      [195017, 1, '\u88FA'],
      [195018, 1, '\u34BB'],
      [195019, 1, '\u{278AE}'],
      [195020, 1, '\u{27966}'],
      [195021, 1, '\u46BE'],
      [195022, 1, '\u46C7'],
      [195023, 1, '\u8AA0'],
      [195024, 1, '\u8AED'],
      [195025, 1, '\u8B8A'],
      [195026, 1, '\u8C55'],
      [195027, 1, '\u{27CA8}'],
      [195028, 1, '\u8CAB'],
      [195029, 1, '\u8CC1'],
      [195030, 1, '\u8D1B'],
      [195031, 1, '\u8D77'],
      [195032, 1, '\u{27F2F}'],
      [195033, 1, '\u{20804}'],
      [195034, 1, '\u8DCB'],
      [195035, 1, '\u8DBC'],
      [195036, 1, '\u8DF0'],
      [195037, 1, '\u{208DE}'],
      [195038, 1, '\u8ED4'],
      [195039, 1, '\u8F38'],
      [195040, 1, '\u{285D2}'],
      [195041, 1, '\u{285ED}'],
      [195042, 1, '\u9094'],
      [195043, 1, '\u90F1'],
      [195044, 1, '\u9111'],
      [195045, 1, '\u{2872E}'],
      [195046, 1, '\u911B'],
      [195047, 1, '\u9238'],
      [195048, 1, '\u92D7'],
      [195049, 1, '\u92D8'],
      [195050, 1, '\u927C'],
      [195051, 1, '\u93F9'],
      [195052, 1, '\u9415'],
      [195053, 1, '\u{28BFA}'],
      [195054, 1, '\u958B'],
      [195055, 1, '\u4995'],
      [195056, 1, '\u95B7'],
      [195057, 1, '\u{28D77}'],
      [195058, 1, '\u49E6'],
      [195059, 1, '\u96C3'],
      [195060, 1, '\u5DB2'],
      [195061, 1, '\u9723'],
      [195062, 1, '\u{29145}'],
      [195063, 1, '\u{2921A}'],
      [195064, 1, '\u4A6E'],
      [195065, 1, '\u4A76'],
      [195066, 1, '\u97E0'],
      [195067, 1, '\u{2940A}'],
      [195068, 1, '\u4AB2'],
      [195069, 1, '\u{29496}'],
      [[195070, 195071], 1, '\u980B'],
      [195072, 1, '\u9829'],
      [195073, 1, '\u{295B6}'],
      [195074, 1, '\u98E2'],
      [195075, 1, '\u4B33'],
      [195076, 1, '\u9929'],
      [195077, 1, '\u99A7'],
      [195078, 1, '\u99C2'],
      [195079, 1, '\u99FE'],
      [195080, 1, '\u4BCE'],
      [195081, 1, '\u{29B30}'],
      [195082, 1, '\u9B12'],
      [195083, 1, '\u9C40'],
      [195084, 1, '\u9CFD'],
      [195085, 1, '\u4CCE'],
      [195086, 1, '\u4CED'],
      [195087, 1, '\u9D67'],
      [195088, 1, '\u{2A0CE}'],
      [195089, 1, '\u4CF8'],
      [195090, 1, '\u{2A105}'],
      [195091, 1, '\u{2A20E}'],
      [195092, 1, '\u{2A291}'],
      [195093, 1, '\u9EBB'],
      [195094, 1, '\u4D56'],
      [195095, 1, '\u9EF9'],
      [195096, 1, '\u9EFE'],
      [195097, 1, '\u9F05'],
      [195098, 1, '\u9F0F'],
      [195099, 1, '\u9F16'],
      [195100, 1, '\u9F3B'],
      [195101, 1, '\u{2A600}'],
      [[195102, 196605], 3],
      [[196606, 196607], 3],
      [[196608, 201546], 2],
      [[201547, 201551], 3],
      [[201552, 205743], 2],
      [[205744, 262141], 3],
      [[262142, 262143], 3],
      [[262144, 327677], 3],
      [[327678, 327679], 3],
      [[327680, 393213], 3],
      [[393214, 393215], 3],
      [[393216, 458749], 3],
      [[458750, 458751], 3],
      [[458752, 524285], 3],
      [[524286, 524287], 3],
      [[524288, 589821], 3],
      [[589822, 589823], 3],
      [[589824, 655357], 3],
      [[655358, 655359], 3],
      [[655360, 720893], 3],
      [[720894, 720895], 3],
      [[720896, 786429], 3],
      [[786430, 786431], 3],
      [[786432, 851965], 3],
      [[851966, 851967], 3],
      [[851968, 917501], 3],
      [[917502, 917503], 3],
      [917504, 3],
      [917505, 3],
      [[917506, 917535], 3],
      [[917536, 917631], 3],
      [[917632, 917759], 3],
      [[917760, 917999], 7],
      [[918e3, 983037], 3],
      [[983038, 983039], 3],
      [[983040, 1048573], 3],
      [[1048574, 1048575], 3],
      [[1048576, 1114109], 3],
      [[1114110, 1114111], 3],
    ];
  },
});

// ../../node_modules/.pnpm/tr46@5.1.1/node_modules/tr46/lib/statusMapping.js
var require_statusMapping = __commonJS({
  '../../node_modules/.pnpm/tr46@5.1.1/node_modules/tr46/lib/statusMapping.js'(exports, module) {
    'use strict';
    init_esm_shims();
    module.exports.STATUS_MAPPING = {
      mapped: 1,
      valid: 2,
      disallowed: 3,
      deviation: 6,
      ignored: 7,
    };
  },
});

// ../../node_modules/.pnpm/tr46@5.1.1/node_modules/tr46/index.js
var require_tr46 = __commonJS({
  '../../node_modules/.pnpm/tr46@5.1.1/node_modules/tr46/index.js'(exports, module) {
    'use strict';
    init_esm_shims();
    var punycode2 = (init_punycode_es6(), __toCommonJS(punycode_es6_exports));
    var regexes = require_regexes();
    var mappingTable = require_mappingTable();
    var { STATUS_MAPPING } = require_statusMapping();
    function containsNonASCII(str) {
      return /[^\x00-\x7F]/u.test(str);
    }
    function findStatus(val) {
      let start = 0;
      let end = mappingTable.length - 1;
      while (start <= end) {
        const mid = Math.floor((start + end) / 2);
        const target = mappingTable[mid];
        const min = Array.isArray(target[0]) ? target[0][0] : target[0];
        const max = Array.isArray(target[0]) ? target[0][1] : target[0];
        if (min <= val && max >= val) {
          return target.slice(1);
        } else if (min > val) {
          end = mid - 1;
        } else {
          start = mid + 1;
        }
      }
      return null;
    }
    function mapChars(domainName, { transitionalProcessing }) {
      let processed = '';
      for (const ch of domainName) {
        const [status, mapping] = findStatus(ch.codePointAt(0));
        switch (status) {
          case STATUS_MAPPING.disallowed:
            processed += ch;
            break;
          case STATUS_MAPPING.ignored:
            break;
          case STATUS_MAPPING.mapped:
            if (transitionalProcessing && ch === '\u1E9E') {
              processed += 'ss';
            } else {
              processed += mapping;
            }
            break;
          case STATUS_MAPPING.deviation:
            if (transitionalProcessing) {
              processed += mapping;
            } else {
              processed += ch;
            }
            break;
          case STATUS_MAPPING.valid:
            processed += ch;
            break;
        }
      }
      return processed;
    }
    function validateLabel(
      label,
      { checkHyphens, checkBidi, checkJoiners, transitionalProcessing, useSTD3ASCIIRules, isBidi },
    ) {
      if (label.length === 0) {
        return true;
      }
      if (label.normalize('NFC') !== label) {
        return false;
      }
      const codePoints = Array.from(label);
      if (checkHyphens) {
        if (
          (codePoints[2] === '-' && codePoints[3] === '-') ||
          label.startsWith('-') ||
          label.endsWith('-')
        ) {
          return false;
        }
      }
      if (!checkHyphens) {
        if (label.startsWith('xn--')) {
          return false;
        }
      }
      if (label.includes('.')) {
        return false;
      }
      if (regexes.combiningMarks.test(codePoints[0])) {
        return false;
      }
      for (const ch of codePoints) {
        const codePoint = ch.codePointAt(0);
        const [status] = findStatus(codePoint);
        if (transitionalProcessing) {
          if (status !== STATUS_MAPPING.valid) {
            return false;
          }
        } else if (status !== STATUS_MAPPING.valid && status !== STATUS_MAPPING.deviation) {
          return false;
        }
        if (useSTD3ASCIIRules && codePoint <= 127) {
          if (!/^(?:[a-z]|[0-9]|-)$/u.test(ch)) {
            return false;
          }
        }
      }
      if (checkJoiners) {
        let last = 0;
        for (const [i, ch] of codePoints.entries()) {
          if (ch === '\u200C' || ch === '\u200D') {
            if (i > 0) {
              if (regexes.combiningClassVirama.test(codePoints[i - 1])) {
                continue;
              }
              if (ch === '\u200C') {
                const next = codePoints.indexOf('\u200C', i + 1);
                const test = next < 0 ? codePoints.slice(last) : codePoints.slice(last, next);
                if (regexes.validZWNJ.test(test.join(''))) {
                  last = i + 1;
                  continue;
                }
              }
            }
            return false;
          }
        }
      }
      if (checkBidi && isBidi) {
        let rtl;
        if (regexes.bidiS1LTR.test(codePoints[0])) {
          rtl = false;
        } else if (regexes.bidiS1RTL.test(codePoints[0])) {
          rtl = true;
        } else {
          return false;
        }
        if (rtl) {
          if (
            !regexes.bidiS2.test(label) ||
            !regexes.bidiS3.test(label) ||
            (regexes.bidiS4EN.test(label) && regexes.bidiS4AN.test(label))
          ) {
            return false;
          }
        } else if (!regexes.bidiS5.test(label) || !regexes.bidiS6.test(label)) {
          return false;
        }
      }
      return true;
    }
    function isBidiDomain(labels) {
      const domain = labels
        .map((label) => {
          if (label.startsWith('xn--')) {
            try {
              return punycode2.decode(label.substring(4));
            } catch {
              return '';
            }
          }
          return label;
        })
        .join('.');
      return regexes.bidiDomain.test(domain);
    }
    function processing(domainName, options) {
      let string = mapChars(domainName, options);
      string = string.normalize('NFC');
      const labels = string.split('.');
      const isBidi = isBidiDomain(labels);
      let error2 = false;
      for (const [i, origLabel] of labels.entries()) {
        let label = origLabel;
        let transitionalProcessingForThisLabel = options.transitionalProcessing;
        if (label.startsWith('xn--')) {
          if (containsNonASCII(label)) {
            error2 = true;
            continue;
          }
          try {
            label = punycode2.decode(label.substring(4));
          } catch {
            if (!options.ignoreInvalidPunycode) {
              error2 = true;
              continue;
            }
          }
          labels[i] = label;
          if (label === '' || !containsNonASCII(label)) {
            error2 = true;
          }
          transitionalProcessingForThisLabel = false;
        }
        if (error2) {
          continue;
        }
        const validation = validateLabel(label, {
          ...options,
          transitionalProcessing: transitionalProcessingForThisLabel,
          isBidi,
        });
        if (!validation) {
          error2 = true;
        }
      }
      return {
        string: labels.join('.'),
        error: error2,
      };
    }
    function toASCII2(
      domainName,
      {
        checkHyphens = false,
        checkBidi = false,
        checkJoiners = false,
        useSTD3ASCIIRules = false,
        verifyDNSLength = false,
        transitionalProcessing = false,
        ignoreInvalidPunycode = false,
      } = {},
    ) {
      const result = processing(domainName, {
        checkHyphens,
        checkBidi,
        checkJoiners,
        useSTD3ASCIIRules,
        transitionalProcessing,
        ignoreInvalidPunycode,
      });
      let labels = result.string.split('.');
      labels = labels.map((l) => {
        if (containsNonASCII(l)) {
          try {
            return `xn--${punycode2.encode(l)}`;
          } catch {
            result.error = true;
          }
        }
        return l;
      });
      if (verifyDNSLength) {
        const total = labels.join('.').length;
        if (total > 253 || total === 0) {
          result.error = true;
        }
        for (let i = 0; i < labels.length; ++i) {
          if (labels[i].length > 63 || labels[i].length === 0) {
            result.error = true;
            break;
          }
        }
      }
      if (result.error) {
        return null;
      }
      return labels.join('.');
    }
    function toUnicode2(
      domainName,
      {
        checkHyphens = false,
        checkBidi = false,
        checkJoiners = false,
        useSTD3ASCIIRules = false,
        transitionalProcessing = false,
        ignoreInvalidPunycode = false,
      } = {},
    ) {
      const result = processing(domainName, {
        checkHyphens,
        checkBidi,
        checkJoiners,
        useSTD3ASCIIRules,
        transitionalProcessing,
        ignoreInvalidPunycode,
      });
      return {
        domain: result.string,
        error: result.error,
      };
    }
    module.exports = {
      toASCII: toASCII2,
      toUnicode: toUnicode2,
    };
  },
});

// ../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/infra.js
var require_infra = __commonJS({
  '../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/infra.js'(
    exports,
    module,
  ) {
    'use strict';
    init_esm_shims();
    function isASCIIDigit(c) {
      return c >= 48 && c <= 57;
    }
    function isASCIIAlpha(c) {
      return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    }
    function isASCIIAlphanumeric(c) {
      return isASCIIAlpha(c) || isASCIIDigit(c);
    }
    function isASCIIHex(c) {
      return isASCIIDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
    }
    module.exports = {
      isASCIIDigit,
      isASCIIAlpha,
      isASCIIAlphanumeric,
      isASCIIHex,
    };
  },
});

// ../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/encoding.js
var require_encoding = __commonJS({
  '../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/encoding.js'(
    exports,
    module,
  ) {
    'use strict';
    init_esm_shims();
    var utf8Encoder = new TextEncoder();
    var utf8Decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    function utf8Encode(string) {
      return utf8Encoder.encode(string);
    }
    function utf8DecodeWithoutBOM(bytes) {
      return utf8Decoder.decode(bytes);
    }
    module.exports = {
      utf8Encode,
      utf8DecodeWithoutBOM,
    };
  },
});

// ../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/percent-encoding.js
var require_percent_encoding = __commonJS({
  '../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/percent-encoding.js'(
    exports,
    module,
  ) {
    'use strict';
    init_esm_shims();
    var { isASCIIHex } = require_infra();
    var { utf8Encode } = require_encoding();
    function p(char) {
      return char.codePointAt(0);
    }
    function percentEncode(c) {
      let hex = c.toString(16).toUpperCase();
      if (hex.length === 1) {
        hex = `0${hex}`;
      }
      return `%${hex}`;
    }
    function percentDecodeBytes(input) {
      const output = new Uint8Array(input.byteLength);
      let outputIndex = 0;
      for (let i = 0; i < input.byteLength; ++i) {
        const byte = input[i];
        if (byte !== 37) {
          output[outputIndex++] = byte;
        } else if (byte === 37 && (!isASCIIHex(input[i + 1]) || !isASCIIHex(input[i + 2]))) {
          output[outputIndex++] = byte;
        } else {
          const bytePoint = parseInt(String.fromCodePoint(input[i + 1], input[i + 2]), 16);
          output[outputIndex++] = bytePoint;
          i += 2;
        }
      }
      return output.slice(0, outputIndex);
    }
    function percentDecodeString(input) {
      const bytes = utf8Encode(input);
      return percentDecodeBytes(bytes);
    }
    function isC0ControlPercentEncode(c) {
      return c <= 31 || c > 126;
    }
    var extraFragmentPercentEncodeSet = /* @__PURE__ */ new Set([
      p(' '),
      p('"'),
      p('<'),
      p('>'),
      p('`'),
    ]);
    function isFragmentPercentEncode(c) {
      return isC0ControlPercentEncode(c) || extraFragmentPercentEncodeSet.has(c);
    }
    var extraQueryPercentEncodeSet = /* @__PURE__ */ new Set([
      p(' '),
      p('"'),
      p('#'),
      p('<'),
      p('>'),
    ]);
    function isQueryPercentEncode(c) {
      return isC0ControlPercentEncode(c) || extraQueryPercentEncodeSet.has(c);
    }
    function isSpecialQueryPercentEncode(c) {
      return isQueryPercentEncode(c) || c === p("'");
    }
    var extraPathPercentEncodeSet = /* @__PURE__ */ new Set([
      p('?'),
      p('`'),
      p('{'),
      p('}'),
      p('^'),
    ]);
    function isPathPercentEncode(c) {
      return isQueryPercentEncode(c) || extraPathPercentEncodeSet.has(c);
    }
    var extraUserinfoPercentEncodeSet = /* @__PURE__ */ new Set([
      p('/'),
      p(':'),
      p(';'),
      p('='),
      p('@'),
      p('['),
      p('\\'),
      p(']'),
      p('|'),
    ]);
    function isUserinfoPercentEncode(c) {
      return isPathPercentEncode(c) || extraUserinfoPercentEncodeSet.has(c);
    }
    var extraComponentPercentEncodeSet = /* @__PURE__ */ new Set([
      p('$'),
      p('%'),
      p('&'),
      p('+'),
      p(','),
    ]);
    function isComponentPercentEncode(c) {
      return isUserinfoPercentEncode(c) || extraComponentPercentEncodeSet.has(c);
    }
    var extraURLEncodedPercentEncodeSet = /* @__PURE__ */ new Set([
      p('!'),
      p("'"),
      p('('),
      p(')'),
      p('~'),
    ]);
    function isURLEncodedPercentEncode(c) {
      return isComponentPercentEncode(c) || extraURLEncodedPercentEncodeSet.has(c);
    }
    function utf8PercentEncodeCodePointInternal(codePoint, percentEncodePredicate) {
      const bytes = utf8Encode(codePoint);
      let output = '';
      for (const byte of bytes) {
        if (!percentEncodePredicate(byte)) {
          output += String.fromCharCode(byte);
        } else {
          output += percentEncode(byte);
        }
      }
      return output;
    }
    function utf8PercentEncodeCodePoint(codePoint, percentEncodePredicate) {
      return utf8PercentEncodeCodePointInternal(
        String.fromCodePoint(codePoint),
        percentEncodePredicate,
      );
    }
    function utf8PercentEncodeString(input, percentEncodePredicate, spaceAsPlus = false) {
      let output = '';
      for (const codePoint of input) {
        if (spaceAsPlus && codePoint === ' ') {
          output += '+';
        } else {
          output += utf8PercentEncodeCodePointInternal(codePoint, percentEncodePredicate);
        }
      }
      return output;
    }
    module.exports = {
      isC0ControlPercentEncode,
      isFragmentPercentEncode,
      isQueryPercentEncode,
      isSpecialQueryPercentEncode,
      isPathPercentEncode,
      isUserinfoPercentEncode,
      isURLEncodedPercentEncode,
      percentDecodeString,
      percentDecodeBytes,
      utf8PercentEncodeString,
      utf8PercentEncodeCodePoint,
    };
  },
});

// ../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/url-state-machine.js
var require_url_state_machine = __commonJS({
  '../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/url-state-machine.js'(
    exports,
    module,
  ) {
    'use strict';
    init_esm_shims();
    var tr46 = require_tr46();
    var infra = require_infra();
    var { utf8DecodeWithoutBOM } = require_encoding();
    var {
      percentDecodeString,
      utf8PercentEncodeCodePoint,
      utf8PercentEncodeString,
      isC0ControlPercentEncode,
      isFragmentPercentEncode,
      isQueryPercentEncode,
      isSpecialQueryPercentEncode,
      isPathPercentEncode,
      isUserinfoPercentEncode,
    } = require_percent_encoding();
    function p(char) {
      return char.codePointAt(0);
    }
    var specialSchemes = {
      ftp: 21,
      file: null,
      http: 80,
      https: 443,
      ws: 80,
      wss: 443,
    };
    var failure = /* @__PURE__ */ Symbol('failure');
    function countSymbols(str) {
      return [...str].length;
    }
    function at(input, idx) {
      const c = input[idx];
      return isNaN(c) ? void 0 : String.fromCodePoint(c);
    }
    function isSingleDot(buffer) {
      return buffer === '.' || buffer.toLowerCase() === '%2e';
    }
    function isDoubleDot(buffer) {
      buffer = buffer.toLowerCase();
      return buffer === '..' || buffer === '%2e.' || buffer === '.%2e' || buffer === '%2e%2e';
    }
    function isWindowsDriveLetterCodePoints(cp1, cp2) {
      return infra.isASCIIAlpha(cp1) && (cp2 === p(':') || cp2 === p('|'));
    }
    function isWindowsDriveLetterString(string) {
      return (
        string.length === 2 &&
        infra.isASCIIAlpha(string.codePointAt(0)) &&
        (string[1] === ':' || string[1] === '|')
      );
    }
    function isNormalizedWindowsDriveLetterString(string) {
      return string.length === 2 && infra.isASCIIAlpha(string.codePointAt(0)) && string[1] === ':';
    }
    function containsForbiddenHostCodePoint(string) {
      return (
        string.search(/\u0000|\u0009|\u000A|\u000D|\u0020|#|\/|:|<|>|\?|@|\[|\\|\]|\^|\|/u) !== -1
      );
    }
    function containsForbiddenDomainCodePoint(string) {
      return (
        containsForbiddenHostCodePoint(string) || string.search(/[\u0000-\u001F]|%|\u007F/u) !== -1
      );
    }
    function isSpecialScheme(scheme) {
      return specialSchemes[scheme] !== void 0;
    }
    function isSpecial(url) {
      return isSpecialScheme(url.scheme);
    }
    function isNotSpecial(url) {
      return !isSpecialScheme(url.scheme);
    }
    function defaultPort(scheme) {
      return specialSchemes[scheme];
    }
    function parseIPv4Number(input) {
      if (input === '') {
        return failure;
      }
      let R = 10;
      if (input.length >= 2 && input.charAt(0) === '0' && input.charAt(1).toLowerCase() === 'x') {
        input = input.substring(2);
        R = 16;
      } else if (input.length >= 2 && input.charAt(0) === '0') {
        input = input.substring(1);
        R = 8;
      }
      if (input === '') {
        return 0;
      }
      let regex = /[^0-7]/u;
      if (R === 10) {
        regex = /[^0-9]/u;
      }
      if (R === 16) {
        regex = /[^0-9A-Fa-f]/u;
      }
      if (regex.test(input)) {
        return failure;
      }
      return parseInt(input, R);
    }
    function parseIPv4(input) {
      const parts = input.split('.');
      if (parts[parts.length - 1] === '') {
        if (parts.length > 1) {
          parts.pop();
        }
      }
      if (parts.length > 4) {
        return failure;
      }
      const numbers = [];
      for (const part of parts) {
        const n = parseIPv4Number(part);
        if (n === failure) {
          return failure;
        }
        numbers.push(n);
      }
      for (let i = 0; i < numbers.length - 1; ++i) {
        if (numbers[i] > 255) {
          return failure;
        }
      }
      if (numbers[numbers.length - 1] >= 256 ** (5 - numbers.length)) {
        return failure;
      }
      let ipv4 = numbers.pop();
      let counter = 0;
      for (const n of numbers) {
        ipv4 += n * 256 ** (3 - counter);
        ++counter;
      }
      return ipv4;
    }
    function serializeIPv4(address) {
      let output = '';
      let n = address;
      for (let i = 1; i <= 4; ++i) {
        output = String(n % 256) + output;
        if (i !== 4) {
          output = `.${output}`;
        }
        n = Math.floor(n / 256);
      }
      return output;
    }
    function parseIPv6(input) {
      const address = [0, 0, 0, 0, 0, 0, 0, 0];
      let pieceIndex = 0;
      let compress = null;
      let pointer = 0;
      input = Array.from(input, (c) => c.codePointAt(0));
      if (input[pointer] === p(':')) {
        if (input[pointer + 1] !== p(':')) {
          return failure;
        }
        pointer += 2;
        ++pieceIndex;
        compress = pieceIndex;
      }
      while (pointer < input.length) {
        if (pieceIndex === 8) {
          return failure;
        }
        if (input[pointer] === p(':')) {
          if (compress !== null) {
            return failure;
          }
          ++pointer;
          ++pieceIndex;
          compress = pieceIndex;
          continue;
        }
        let value = 0;
        let length = 0;
        while (length < 4 && infra.isASCIIHex(input[pointer])) {
          value = value * 16 + parseInt(at(input, pointer), 16);
          ++pointer;
          ++length;
        }
        if (input[pointer] === p('.')) {
          if (length === 0) {
            return failure;
          }
          pointer -= length;
          if (pieceIndex > 6) {
            return failure;
          }
          let numbersSeen = 0;
          while (input[pointer] !== void 0) {
            let ipv4Piece = null;
            if (numbersSeen > 0) {
              if (input[pointer] === p('.') && numbersSeen < 4) {
                ++pointer;
              } else {
                return failure;
              }
            }
            if (!infra.isASCIIDigit(input[pointer])) {
              return failure;
            }
            while (infra.isASCIIDigit(input[pointer])) {
              const number = parseInt(at(input, pointer));
              if (ipv4Piece === null) {
                ipv4Piece = number;
              } else if (ipv4Piece === 0) {
                return failure;
              } else {
                ipv4Piece = ipv4Piece * 10 + number;
              }
              if (ipv4Piece > 255) {
                return failure;
              }
              ++pointer;
            }
            address[pieceIndex] = address[pieceIndex] * 256 + ipv4Piece;
            ++numbersSeen;
            if (numbersSeen === 2 || numbersSeen === 4) {
              ++pieceIndex;
            }
          }
          if (numbersSeen !== 4) {
            return failure;
          }
          break;
        } else if (input[pointer] === p(':')) {
          ++pointer;
          if (input[pointer] === void 0) {
            return failure;
          }
        } else if (input[pointer] !== void 0) {
          return failure;
        }
        address[pieceIndex] = value;
        ++pieceIndex;
      }
      if (compress !== null) {
        let swaps = pieceIndex - compress;
        pieceIndex = 7;
        while (pieceIndex !== 0 && swaps > 0) {
          const temp = address[compress + swaps - 1];
          address[compress + swaps - 1] = address[pieceIndex];
          address[pieceIndex] = temp;
          --pieceIndex;
          --swaps;
        }
      } else if (compress === null && pieceIndex !== 8) {
        return failure;
      }
      return address;
    }
    function serializeIPv6(address) {
      let output = '';
      const compress = findTheIPv6AddressCompressedPieceIndex(address);
      let ignore0 = false;
      for (let pieceIndex = 0; pieceIndex <= 7; ++pieceIndex) {
        if (ignore0 && address[pieceIndex] === 0) {
          continue;
        } else if (ignore0) {
          ignore0 = false;
        }
        if (compress === pieceIndex) {
          const separator = pieceIndex === 0 ? '::' : ':';
          output += separator;
          ignore0 = true;
          continue;
        }
        output += address[pieceIndex].toString(16);
        if (pieceIndex !== 7) {
          output += ':';
        }
      }
      return output;
    }
    function parseHost(input, isOpaque = false) {
      if (input[0] === '[') {
        if (input[input.length - 1] !== ']') {
          return failure;
        }
        return parseIPv6(input.substring(1, input.length - 1));
      }
      if (isOpaque) {
        return parseOpaqueHost(input);
      }
      const domain = utf8DecodeWithoutBOM(percentDecodeString(input));
      const asciiDomain = domainToASCII(domain);
      if (asciiDomain === failure) {
        return failure;
      }
      if (endsInANumber(asciiDomain)) {
        return parseIPv4(asciiDomain);
      }
      return asciiDomain;
    }
    function endsInANumber(input) {
      const parts = input.split('.');
      if (parts[parts.length - 1] === '') {
        if (parts.length === 1) {
          return false;
        }
        parts.pop();
      }
      const last = parts[parts.length - 1];
      if (parseIPv4Number(last) !== failure) {
        return true;
      }
      if (/^[0-9]+$/u.test(last)) {
        return true;
      }
      return false;
    }
    function parseOpaqueHost(input) {
      if (containsForbiddenHostCodePoint(input)) {
        return failure;
      }
      return utf8PercentEncodeString(input, isC0ControlPercentEncode);
    }
    function findTheIPv6AddressCompressedPieceIndex(address) {
      let longestIndex = null;
      let longestSize = 1;
      let foundIndex = null;
      let foundSize = 0;
      for (let pieceIndex = 0; pieceIndex < address.length; ++pieceIndex) {
        if (address[pieceIndex] !== 0) {
          if (foundSize > longestSize) {
            longestIndex = foundIndex;
            longestSize = foundSize;
          }
          foundIndex = null;
          foundSize = 0;
        } else {
          if (foundIndex === null) {
            foundIndex = pieceIndex;
          }
          ++foundSize;
        }
      }
      if (foundSize > longestSize) {
        return foundIndex;
      }
      return longestIndex;
    }
    function serializeHost(host) {
      if (typeof host === 'number') {
        return serializeIPv4(host);
      }
      if (host instanceof Array) {
        return `[${serializeIPv6(host)}]`;
      }
      return host;
    }
    function domainToASCII(domain, beStrict = false) {
      const result = tr46.toASCII(domain, {
        checkHyphens: beStrict,
        checkBidi: true,
        checkJoiners: true,
        useSTD3ASCIIRules: beStrict,
        transitionalProcessing: false,
        verifyDNSLength: beStrict,
        ignoreInvalidPunycode: false,
      });
      if (result === null) {
        return failure;
      }
      if (!beStrict) {
        if (result === '') {
          return failure;
        }
        if (containsForbiddenDomainCodePoint(result)) {
          return failure;
        }
      }
      return result;
    }
    function trimControlChars(string) {
      let start = 0;
      let end = string.length;
      for (; start < end; ++start) {
        if (string.charCodeAt(start) > 32) {
          break;
        }
      }
      for (; end > start; --end) {
        if (string.charCodeAt(end - 1) > 32) {
          break;
        }
      }
      return string.substring(start, end);
    }
    function trimTabAndNewline(url) {
      return url.replace(/\u0009|\u000A|\u000D/gu, '');
    }
    function shortenPath(url) {
      const { path } = url;
      if (path.length === 0) {
        return;
      }
      if (url.scheme === 'file' && path.length === 1 && isNormalizedWindowsDriveLetter(path[0])) {
        return;
      }
      path.pop();
    }
    function includesCredentials(url) {
      return url.username !== '' || url.password !== '';
    }
    function cannotHaveAUsernamePasswordPort(url) {
      return url.host === null || url.host === '' || url.scheme === 'file';
    }
    function hasAnOpaquePath(url) {
      return typeof url.path === 'string';
    }
    function isNormalizedWindowsDriveLetter(string) {
      return /^[A-Za-z]:$/u.test(string);
    }
    function URLStateMachine(input, base2, encodingOverride, url, stateOverride) {
      this.pointer = 0;
      this.input = input;
      this.base = base2 || null;
      this.encodingOverride = encodingOverride || 'utf-8';
      this.stateOverride = stateOverride;
      this.url = url;
      this.failure = false;
      this.parseError = false;
      if (!this.url) {
        this.url = {
          scheme: '',
          username: '',
          password: '',
          host: null,
          port: null,
          path: [],
          query: null,
          fragment: null,
        };
        const res2 = trimControlChars(this.input);
        if (res2 !== this.input) {
          this.parseError = true;
        }
        this.input = res2;
      }
      const res = trimTabAndNewline(this.input);
      if (res !== this.input) {
        this.parseError = true;
      }
      this.input = res;
      this.state = stateOverride || 'scheme start';
      this.buffer = '';
      this.atFlag = false;
      this.arrFlag = false;
      this.passwordTokenSeenFlag = false;
      this.input = Array.from(this.input, (c) => c.codePointAt(0));
      for (; this.pointer <= this.input.length; ++this.pointer) {
        const c = this.input[this.pointer];
        const cStr = isNaN(c) ? void 0 : String.fromCodePoint(c);
        const ret = this[`parse ${this.state}`](c, cStr);
        if (!ret) {
          break;
        } else if (ret === failure) {
          this.failure = true;
          break;
        }
      }
    }
    URLStateMachine.prototype['parse scheme start'] = function parseSchemeStart(c, cStr) {
      if (infra.isASCIIAlpha(c)) {
        this.buffer += cStr.toLowerCase();
        this.state = 'scheme';
      } else if (!this.stateOverride) {
        this.state = 'no scheme';
        --this.pointer;
      } else {
        this.parseError = true;
        return failure;
      }
      return true;
    };
    URLStateMachine.prototype['parse scheme'] = function parseScheme(c, cStr) {
      if (infra.isASCIIAlphanumeric(c) || c === p('+') || c === p('-') || c === p('.')) {
        this.buffer += cStr.toLowerCase();
      } else if (c === p(':')) {
        if (this.stateOverride) {
          if (isSpecial(this.url) && !isSpecialScheme(this.buffer)) {
            return false;
          }
          if (!isSpecial(this.url) && isSpecialScheme(this.buffer)) {
            return false;
          }
          if ((includesCredentials(this.url) || this.url.port !== null) && this.buffer === 'file') {
            return false;
          }
          if (this.url.scheme === 'file' && this.url.host === '') {
            return false;
          }
        }
        this.url.scheme = this.buffer;
        if (this.stateOverride) {
          if (this.url.port === defaultPort(this.url.scheme)) {
            this.url.port = null;
          }
          return false;
        }
        this.buffer = '';
        if (this.url.scheme === 'file') {
          if (this.input[this.pointer + 1] !== p('/') || this.input[this.pointer + 2] !== p('/')) {
            this.parseError = true;
          }
          this.state = 'file';
        } else if (
          isSpecial(this.url) &&
          this.base !== null &&
          this.base.scheme === this.url.scheme
        ) {
          this.state = 'special relative or authority';
        } else if (isSpecial(this.url)) {
          this.state = 'special authority slashes';
        } else if (this.input[this.pointer + 1] === p('/')) {
          this.state = 'path or authority';
          ++this.pointer;
        } else {
          this.url.path = '';
          this.state = 'opaque path';
        }
      } else if (!this.stateOverride) {
        this.buffer = '';
        this.state = 'no scheme';
        this.pointer = -1;
      } else {
        this.parseError = true;
        return failure;
      }
      return true;
    };
    URLStateMachine.prototype['parse no scheme'] = function parseNoScheme(c) {
      if (this.base === null || (hasAnOpaquePath(this.base) && c !== p('#'))) {
        return failure;
      } else if (hasAnOpaquePath(this.base) && c === p('#')) {
        this.url.scheme = this.base.scheme;
        this.url.path = this.base.path;
        this.url.query = this.base.query;
        this.url.fragment = '';
        this.state = 'fragment';
      } else if (this.base.scheme === 'file') {
        this.state = 'file';
        --this.pointer;
      } else {
        this.state = 'relative';
        --this.pointer;
      }
      return true;
    };
    URLStateMachine.prototype['parse special relative or authority'] =
      function parseSpecialRelativeOrAuthority(c) {
        if (c === p('/') && this.input[this.pointer + 1] === p('/')) {
          this.state = 'special authority ignore slashes';
          ++this.pointer;
        } else {
          this.parseError = true;
          this.state = 'relative';
          --this.pointer;
        }
        return true;
      };
    URLStateMachine.prototype['parse path or authority'] = function parsePathOrAuthority(c) {
      if (c === p('/')) {
        this.state = 'authority';
      } else {
        this.state = 'path';
        --this.pointer;
      }
      return true;
    };
    URLStateMachine.prototype['parse relative'] = function parseRelative(c) {
      this.url.scheme = this.base.scheme;
      if (c === p('/')) {
        this.state = 'relative slash';
      } else if (isSpecial(this.url) && c === p('\\')) {
        this.parseError = true;
        this.state = 'relative slash';
      } else {
        this.url.username = this.base.username;
        this.url.password = this.base.password;
        this.url.host = this.base.host;
        this.url.port = this.base.port;
        this.url.path = this.base.path.slice();
        this.url.query = this.base.query;
        if (c === p('?')) {
          this.url.query = '';
          this.state = 'query';
        } else if (c === p('#')) {
          this.url.fragment = '';
          this.state = 'fragment';
        } else if (!isNaN(c)) {
          this.url.query = null;
          this.url.path.pop();
          this.state = 'path';
          --this.pointer;
        }
      }
      return true;
    };
    URLStateMachine.prototype['parse relative slash'] = function parseRelativeSlash(c) {
      if (isSpecial(this.url) && (c === p('/') || c === p('\\'))) {
        if (c === p('\\')) {
          this.parseError = true;
        }
        this.state = 'special authority ignore slashes';
      } else if (c === p('/')) {
        this.state = 'authority';
      } else {
        this.url.username = this.base.username;
        this.url.password = this.base.password;
        this.url.host = this.base.host;
        this.url.port = this.base.port;
        this.state = 'path';
        --this.pointer;
      }
      return true;
    };
    URLStateMachine.prototype['parse special authority slashes'] =
      function parseSpecialAuthoritySlashes(c) {
        if (c === p('/') && this.input[this.pointer + 1] === p('/')) {
          this.state = 'special authority ignore slashes';
          ++this.pointer;
        } else {
          this.parseError = true;
          this.state = 'special authority ignore slashes';
          --this.pointer;
        }
        return true;
      };
    URLStateMachine.prototype['parse special authority ignore slashes'] =
      function parseSpecialAuthorityIgnoreSlashes(c) {
        if (c !== p('/') && c !== p('\\')) {
          this.state = 'authority';
          --this.pointer;
        } else {
          this.parseError = true;
        }
        return true;
      };
    URLStateMachine.prototype['parse authority'] = function parseAuthority(c, cStr) {
      if (c === p('@')) {
        this.parseError = true;
        if (this.atFlag) {
          this.buffer = `%40${this.buffer}`;
        }
        this.atFlag = true;
        const len = countSymbols(this.buffer);
        for (let pointer = 0; pointer < len; ++pointer) {
          const codePoint = this.buffer.codePointAt(pointer);
          if (codePoint === p(':') && !this.passwordTokenSeenFlag) {
            this.passwordTokenSeenFlag = true;
            continue;
          }
          const encodedCodePoints = utf8PercentEncodeCodePoint(codePoint, isUserinfoPercentEncode);
          if (this.passwordTokenSeenFlag) {
            this.url.password += encodedCodePoints;
          } else {
            this.url.username += encodedCodePoints;
          }
        }
        this.buffer = '';
      } else if (
        isNaN(c) ||
        c === p('/') ||
        c === p('?') ||
        c === p('#') ||
        (isSpecial(this.url) && c === p('\\'))
      ) {
        if (this.atFlag && this.buffer === '') {
          this.parseError = true;
          return failure;
        }
        this.pointer -= countSymbols(this.buffer) + 1;
        this.buffer = '';
        this.state = 'host';
      } else {
        this.buffer += cStr;
      }
      return true;
    };
    URLStateMachine.prototype['parse hostname'] = URLStateMachine.prototype['parse host'] =
      function parseHostName(c, cStr) {
        if (this.stateOverride && this.url.scheme === 'file') {
          --this.pointer;
          this.state = 'file host';
        } else if (c === p(':') && !this.arrFlag) {
          if (this.buffer === '') {
            this.parseError = true;
            return failure;
          }
          if (this.stateOverride === 'hostname') {
            return false;
          }
          const host = parseHost(this.buffer, isNotSpecial(this.url));
          if (host === failure) {
            return failure;
          }
          this.url.host = host;
          this.buffer = '';
          this.state = 'port';
        } else if (
          isNaN(c) ||
          c === p('/') ||
          c === p('?') ||
          c === p('#') ||
          (isSpecial(this.url) && c === p('\\'))
        ) {
          --this.pointer;
          if (isSpecial(this.url) && this.buffer === '') {
            this.parseError = true;
            return failure;
          } else if (
            this.stateOverride &&
            this.buffer === '' &&
            (includesCredentials(this.url) || this.url.port !== null)
          ) {
            this.parseError = true;
            return false;
          }
          const host = parseHost(this.buffer, isNotSpecial(this.url));
          if (host === failure) {
            return failure;
          }
          this.url.host = host;
          this.buffer = '';
          this.state = 'path start';
          if (this.stateOverride) {
            return false;
          }
        } else {
          if (c === p('[')) {
            this.arrFlag = true;
          } else if (c === p(']')) {
            this.arrFlag = false;
          }
          this.buffer += cStr;
        }
        return true;
      };
    URLStateMachine.prototype['parse port'] = function parsePort(c, cStr) {
      if (infra.isASCIIDigit(c)) {
        this.buffer += cStr;
      } else if (
        isNaN(c) ||
        c === p('/') ||
        c === p('?') ||
        c === p('#') ||
        (isSpecial(this.url) && c === p('\\')) ||
        this.stateOverride
      ) {
        if (this.buffer !== '') {
          const port = parseInt(this.buffer);
          if (port > 2 ** 16 - 1) {
            this.parseError = true;
            return failure;
          }
          this.url.port = port === defaultPort(this.url.scheme) ? null : port;
          this.buffer = '';
        }
        if (this.stateOverride) {
          return false;
        }
        this.state = 'path start';
        --this.pointer;
      } else {
        this.parseError = true;
        return failure;
      }
      return true;
    };
    var fileOtherwiseCodePoints = /* @__PURE__ */ new Set([p('/'), p('\\'), p('?'), p('#')]);
    function startsWithWindowsDriveLetter(input, pointer) {
      const length = input.length - pointer;
      return (
        length >= 2 &&
        isWindowsDriveLetterCodePoints(input[pointer], input[pointer + 1]) &&
        (length === 2 || fileOtherwiseCodePoints.has(input[pointer + 2]))
      );
    }
    URLStateMachine.prototype['parse file'] = function parseFile(c) {
      this.url.scheme = 'file';
      this.url.host = '';
      if (c === p('/') || c === p('\\')) {
        if (c === p('\\')) {
          this.parseError = true;
        }
        this.state = 'file slash';
      } else if (this.base !== null && this.base.scheme === 'file') {
        this.url.host = this.base.host;
        this.url.path = this.base.path.slice();
        this.url.query = this.base.query;
        if (c === p('?')) {
          this.url.query = '';
          this.state = 'query';
        } else if (c === p('#')) {
          this.url.fragment = '';
          this.state = 'fragment';
        } else if (!isNaN(c)) {
          this.url.query = null;
          if (!startsWithWindowsDriveLetter(this.input, this.pointer)) {
            shortenPath(this.url);
          } else {
            this.parseError = true;
            this.url.path = [];
          }
          this.state = 'path';
          --this.pointer;
        }
      } else {
        this.state = 'path';
        --this.pointer;
      }
      return true;
    };
    URLStateMachine.prototype['parse file slash'] = function parseFileSlash(c) {
      if (c === p('/') || c === p('\\')) {
        if (c === p('\\')) {
          this.parseError = true;
        }
        this.state = 'file host';
      } else {
        if (this.base !== null && this.base.scheme === 'file') {
          if (
            !startsWithWindowsDriveLetter(this.input, this.pointer) &&
            isNormalizedWindowsDriveLetterString(this.base.path[0])
          ) {
            this.url.path.push(this.base.path[0]);
          }
          this.url.host = this.base.host;
        }
        this.state = 'path';
        --this.pointer;
      }
      return true;
    };
    URLStateMachine.prototype['parse file host'] = function parseFileHost(c, cStr) {
      if (isNaN(c) || c === p('/') || c === p('\\') || c === p('?') || c === p('#')) {
        --this.pointer;
        if (!this.stateOverride && isWindowsDriveLetterString(this.buffer)) {
          this.parseError = true;
          this.state = 'path';
        } else if (this.buffer === '') {
          this.url.host = '';
          if (this.stateOverride) {
            return false;
          }
          this.state = 'path start';
        } else {
          let host = parseHost(this.buffer, isNotSpecial(this.url));
          if (host === failure) {
            return failure;
          }
          if (host === 'localhost') {
            host = '';
          }
          this.url.host = host;
          if (this.stateOverride) {
            return false;
          }
          this.buffer = '';
          this.state = 'path start';
        }
      } else {
        this.buffer += cStr;
      }
      return true;
    };
    URLStateMachine.prototype['parse path start'] = function parsePathStart(c) {
      if (isSpecial(this.url)) {
        if (c === p('\\')) {
          this.parseError = true;
        }
        this.state = 'path';
        if (c !== p('/') && c !== p('\\')) {
          --this.pointer;
        }
      } else if (!this.stateOverride && c === p('?')) {
        this.url.query = '';
        this.state = 'query';
      } else if (!this.stateOverride && c === p('#')) {
        this.url.fragment = '';
        this.state = 'fragment';
      } else if (c !== void 0) {
        this.state = 'path';
        if (c !== p('/')) {
          --this.pointer;
        }
      } else if (this.stateOverride && this.url.host === null) {
        this.url.path.push('');
      }
      return true;
    };
    URLStateMachine.prototype['parse path'] = function parsePath(c) {
      if (
        isNaN(c) ||
        c === p('/') ||
        (isSpecial(this.url) && c === p('\\')) ||
        (!this.stateOverride && (c === p('?') || c === p('#')))
      ) {
        if (isSpecial(this.url) && c === p('\\')) {
          this.parseError = true;
        }
        if (isDoubleDot(this.buffer)) {
          shortenPath(this.url);
          if (c !== p('/') && !(isSpecial(this.url) && c === p('\\'))) {
            this.url.path.push('');
          }
        } else if (
          isSingleDot(this.buffer) &&
          c !== p('/') &&
          !(isSpecial(this.url) && c === p('\\'))
        ) {
          this.url.path.push('');
        } else if (!isSingleDot(this.buffer)) {
          if (
            this.url.scheme === 'file' &&
            this.url.path.length === 0 &&
            isWindowsDriveLetterString(this.buffer)
          ) {
            this.buffer = `${this.buffer[0]}:`;
          }
          this.url.path.push(this.buffer);
        }
        this.buffer = '';
        if (c === p('?')) {
          this.url.query = '';
          this.state = 'query';
        }
        if (c === p('#')) {
          this.url.fragment = '';
          this.state = 'fragment';
        }
      } else {
        if (
          c === p('%') &&
          (!infra.isASCIIHex(this.input[this.pointer + 1]) ||
            !infra.isASCIIHex(this.input[this.pointer + 2]))
        ) {
          this.parseError = true;
        }
        this.buffer += utf8PercentEncodeCodePoint(c, isPathPercentEncode);
      }
      return true;
    };
    URLStateMachine.prototype['parse opaque path'] = function parseOpaquePath(c) {
      if (c === p('?')) {
        this.url.query = '';
        this.state = 'query';
      } else if (c === p('#')) {
        this.url.fragment = '';
        this.state = 'fragment';
      } else if (c === p(' ')) {
        const remaining = this.input[this.pointer + 1];
        if (remaining === p('?') || remaining === p('#')) {
          this.url.path += '%20';
        } else {
          this.url.path += ' ';
        }
      } else {
        if (!isNaN(c) && c !== p('%')) {
          this.parseError = true;
        }
        if (
          c === p('%') &&
          (!infra.isASCIIHex(this.input[this.pointer + 1]) ||
            !infra.isASCIIHex(this.input[this.pointer + 2]))
        ) {
          this.parseError = true;
        }
        if (!isNaN(c)) {
          this.url.path += utf8PercentEncodeCodePoint(c, isC0ControlPercentEncode);
        }
      }
      return true;
    };
    URLStateMachine.prototype['parse query'] = function parseQuery(c, cStr) {
      if (!isSpecial(this.url) || this.url.scheme === 'ws' || this.url.scheme === 'wss') {
        this.encodingOverride = 'utf-8';
      }
      if ((!this.stateOverride && c === p('#')) || isNaN(c)) {
        const queryPercentEncodePredicate = isSpecial(this.url)
          ? isSpecialQueryPercentEncode
          : isQueryPercentEncode;
        this.url.query += utf8PercentEncodeString(this.buffer, queryPercentEncodePredicate);
        this.buffer = '';
        if (c === p('#')) {
          this.url.fragment = '';
          this.state = 'fragment';
        }
      } else if (!isNaN(c)) {
        if (
          c === p('%') &&
          (!infra.isASCIIHex(this.input[this.pointer + 1]) ||
            !infra.isASCIIHex(this.input[this.pointer + 2]))
        ) {
          this.parseError = true;
        }
        this.buffer += cStr;
      }
      return true;
    };
    URLStateMachine.prototype['parse fragment'] = function parseFragment(c) {
      if (!isNaN(c)) {
        if (
          c === p('%') &&
          (!infra.isASCIIHex(this.input[this.pointer + 1]) ||
            !infra.isASCIIHex(this.input[this.pointer + 2]))
        ) {
          this.parseError = true;
        }
        this.url.fragment += utf8PercentEncodeCodePoint(c, isFragmentPercentEncode);
      }
      return true;
    };
    function serializeURL(url, excludeFragment) {
      let output = `${url.scheme}:`;
      if (url.host !== null) {
        output += '//';
        if (url.username !== '' || url.password !== '') {
          output += url.username;
          if (url.password !== '') {
            output += `:${url.password}`;
          }
          output += '@';
        }
        output += serializeHost(url.host);
        if (url.port !== null) {
          output += `:${url.port}`;
        }
      }
      if (url.host === null && !hasAnOpaquePath(url) && url.path.length > 1 && url.path[0] === '') {
        output += '/.';
      }
      output += serializePath(url);
      if (url.query !== null) {
        output += `?${url.query}`;
      }
      if (!excludeFragment && url.fragment !== null) {
        output += `#${url.fragment}`;
      }
      return output;
    }
    function serializeOrigin(tuple) {
      let result = `${tuple.scheme}://`;
      result += serializeHost(tuple.host);
      if (tuple.port !== null) {
        result += `:${tuple.port}`;
      }
      return result;
    }
    function serializePath(url) {
      if (hasAnOpaquePath(url)) {
        return url.path;
      }
      let output = '';
      for (const segment of url.path) {
        output += `/${segment}`;
      }
      return output;
    }
    module.exports.serializeURL = serializeURL;
    module.exports.serializePath = serializePath;
    module.exports.serializeURLOrigin = function (url) {
      switch (url.scheme) {
        case 'blob': {
          const pathURL = module.exports.parseURL(serializePath(url));
          if (pathURL === null) {
            return 'null';
          }
          if (pathURL.scheme !== 'http' && pathURL.scheme !== 'https') {
            return 'null';
          }
          return module.exports.serializeURLOrigin(pathURL);
        }
        case 'ftp':
        case 'http':
        case 'https':
        case 'ws':
        case 'wss':
          return serializeOrigin({
            scheme: url.scheme,
            host: url.host,
            port: url.port,
          });
        case 'file':
          return 'null';
        default:
          return 'null';
      }
    };
    module.exports.basicURLParse = function (input, options) {
      if (options === void 0) {
        options = {};
      }
      const usm = new URLStateMachine(
        input,
        options.baseURL,
        options.encodingOverride,
        options.url,
        options.stateOverride,
      );
      if (usm.failure) {
        return null;
      }
      return usm.url;
    };
    module.exports.setTheUsername = function (url, username) {
      url.username = utf8PercentEncodeString(username, isUserinfoPercentEncode);
    };
    module.exports.setThePassword = function (url, password) {
      url.password = utf8PercentEncodeString(password, isUserinfoPercentEncode);
    };
    module.exports.serializeHost = serializeHost;
    module.exports.cannotHaveAUsernamePasswordPort = cannotHaveAUsernamePasswordPort;
    module.exports.hasAnOpaquePath = hasAnOpaquePath;
    module.exports.serializeInteger = function (integer) {
      return String(integer);
    };
    module.exports.parseURL = function (input, options) {
      if (options === void 0) {
        options = {};
      }
      return module.exports.basicURLParse(input, {
        baseURL: options.baseURL,
        encodingOverride: options.encodingOverride,
      });
    };
  },
});

// ../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/urlencoded.js
var require_urlencoded = __commonJS({
  '../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/urlencoded.js'(
    exports,
    module,
  ) {
    'use strict';
    init_esm_shims();
    var { utf8Encode, utf8DecodeWithoutBOM } = require_encoding();
    var { percentDecodeBytes, utf8PercentEncodeString, isURLEncodedPercentEncode } =
      require_percent_encoding();
    function p(char) {
      return char.codePointAt(0);
    }
    function parseUrlencoded(input) {
      const sequences = strictlySplitByteSequence(input, p('&'));
      const output = [];
      for (const bytes of sequences) {
        if (bytes.length === 0) {
          continue;
        }
        let name, value;
        const indexOfEqual = bytes.indexOf(p('='));
        if (indexOfEqual >= 0) {
          name = bytes.slice(0, indexOfEqual);
          value = bytes.slice(indexOfEqual + 1);
        } else {
          name = bytes;
          value = new Uint8Array(0);
        }
        name = replaceByteInByteSequence(name, 43, 32);
        value = replaceByteInByteSequence(value, 43, 32);
        const nameString = utf8DecodeWithoutBOM(percentDecodeBytes(name));
        const valueString = utf8DecodeWithoutBOM(percentDecodeBytes(value));
        output.push([nameString, valueString]);
      }
      return output;
    }
    function parseUrlencodedString(input) {
      return parseUrlencoded(utf8Encode(input));
    }
    function serializeUrlencoded(tuples) {
      let output = '';
      for (const [i, tuple] of tuples.entries()) {
        const name = utf8PercentEncodeString(tuple[0], isURLEncodedPercentEncode, true);
        const value = utf8PercentEncodeString(tuple[1], isURLEncodedPercentEncode, true);
        if (i !== 0) {
          output += '&';
        }
        output += `${name}=${value}`;
      }
      return output;
    }
    function strictlySplitByteSequence(buf, cp) {
      const list = [];
      let last = 0;
      let i = buf.indexOf(cp);
      while (i >= 0) {
        list.push(buf.slice(last, i));
        last = i + 1;
        i = buf.indexOf(cp, last);
      }
      if (last !== buf.length) {
        list.push(buf.slice(last));
      }
      return list;
    }
    function replaceByteInByteSequence(buf, from, to) {
      let i = buf.indexOf(from);
      while (i >= 0) {
        buf[i] = to;
        i = buf.indexOf(from, i + 1);
      }
      return buf;
    }
    module.exports = {
      parseUrlencodedString,
      serializeUrlencoded,
    };
  },
});

// ../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/Function.js
var require_Function = __commonJS({
  '../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/Function.js'(exports) {
    'use strict';
    init_esm_shims();
    var conversions = require_lib();
    var utils = require_utils2();
    exports.convert = (globalObject, value, { context = 'The provided value' } = {}) => {
      if (typeof value !== 'function') {
        throw new globalObject.TypeError(context + ' is not a function');
      }
      function invokeTheCallbackFunction(...args) {
        const thisArg = utils.tryWrapperForImpl(this);
        let callResult;
        for (let i = 0; i < args.length; i++) {
          args[i] = utils.tryWrapperForImpl(args[i]);
        }
        callResult = Reflect.apply(value, thisArg, args);
        callResult = conversions['any'](callResult, { context, globals: globalObject });
        return callResult;
      }
      invokeTheCallbackFunction.construct = (...args) => {
        for (let i = 0; i < args.length; i++) {
          args[i] = utils.tryWrapperForImpl(args[i]);
        }
        let callResult = Reflect.construct(value, args);
        callResult = conversions['any'](callResult, { context, globals: globalObject });
        return callResult;
      };
      invokeTheCallbackFunction[utils.wrapperSymbol] = value;
      invokeTheCallbackFunction.objectReference = value;
      return invokeTheCallbackFunction;
    };
  },
});

// ../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/URLSearchParams-impl.js
var require_URLSearchParams_impl = __commonJS({
  '../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/URLSearchParams-impl.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    var urlencoded = require_urlencoded();
    exports.implementation = class URLSearchParamsImpl {
      constructor(globalObject, constructorArgs, { doNotStripQMark = false }) {
        let init = constructorArgs[0];
        this._list = [];
        this._url = null;
        if (!doNotStripQMark && typeof init === 'string' && init[0] === '?') {
          init = init.slice(1);
        }
        if (Array.isArray(init)) {
          for (const pair of init) {
            if (pair.length !== 2) {
              throw new TypeError(
                "Failed to construct 'URLSearchParams': parameter 1 sequence's element does not contain exactly two elements.",
              );
            }
            this._list.push([pair[0], pair[1]]);
          }
        } else if (typeof init === 'object' && Object.getPrototypeOf(init) === null) {
          for (const name of Object.keys(init)) {
            const value = init[name];
            this._list.push([name, value]);
          }
        } else {
          this._list = urlencoded.parseUrlencodedString(init);
        }
      }
      _updateSteps() {
        if (this._url !== null) {
          let serializedQuery = urlencoded.serializeUrlencoded(this._list);
          if (serializedQuery === '') {
            serializedQuery = null;
          }
          this._url._url.query = serializedQuery;
        }
      }
      get size() {
        return this._list.length;
      }
      append(name, value) {
        this._list.push([name, value]);
        this._updateSteps();
      }
      delete(name, value) {
        let i = 0;
        while (i < this._list.length) {
          if (this._list[i][0] === name && (value === void 0 || this._list[i][1] === value)) {
            this._list.splice(i, 1);
          } else {
            i++;
          }
        }
        this._updateSteps();
      }
      get(name) {
        for (const tuple of this._list) {
          if (tuple[0] === name) {
            return tuple[1];
          }
        }
        return null;
      }
      getAll(name) {
        const output = [];
        for (const tuple of this._list) {
          if (tuple[0] === name) {
            output.push(tuple[1]);
          }
        }
        return output;
      }
      has(name, value) {
        for (const tuple of this._list) {
          if (tuple[0] === name && (value === void 0 || tuple[1] === value)) {
            return true;
          }
        }
        return false;
      }
      set(name, value) {
        let found = false;
        let i = 0;
        while (i < this._list.length) {
          if (this._list[i][0] === name) {
            if (found) {
              this._list.splice(i, 1);
            } else {
              found = true;
              this._list[i][1] = value;
              i++;
            }
          } else {
            i++;
          }
        }
        if (!found) {
          this._list.push([name, value]);
        }
        this._updateSteps();
      }
      sort() {
        this._list.sort((a, b) => {
          if (a[0] < b[0]) {
            return -1;
          }
          if (a[0] > b[0]) {
            return 1;
          }
          return 0;
        });
        this._updateSteps();
      }
      [Symbol.iterator]() {
        return this._list[Symbol.iterator]();
      }
      toString() {
        return urlencoded.serializeUrlencoded(this._list);
      }
    };
  },
});

// ../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/URLSearchParams.js
var require_URLSearchParams = __commonJS({
  '../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/URLSearchParams.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    var conversions = require_lib();
    var utils = require_utils2();
    var Function2 = require_Function();
    var newObjectInRealm = utils.newObjectInRealm;
    var implSymbol = utils.implSymbol;
    var ctorRegistrySymbol = utils.ctorRegistrySymbol;
    var interfaceName = 'URLSearchParams';
    exports.is = (value) => {
      return (
        utils.isObject(value) &&
        utils.hasOwn(value, implSymbol) &&
        value[implSymbol] instanceof Impl.implementation
      );
    };
    exports.isImpl = (value) => {
      return utils.isObject(value) && value instanceof Impl.implementation;
    };
    exports.convert = (globalObject, value, { context = 'The provided value' } = {}) => {
      if (exports.is(value)) {
        return utils.implForWrapper(value);
      }
      throw new globalObject.TypeError(`${context} is not of type 'URLSearchParams'.`);
    };
    exports.createDefaultIterator = (globalObject, target, kind) => {
      const ctorRegistry = globalObject[ctorRegistrySymbol];
      const iteratorPrototype = ctorRegistry['URLSearchParams Iterator'];
      const iterator = Object.create(iteratorPrototype);
      Object.defineProperty(iterator, utils.iterInternalSymbol, {
        value: { target, kind, index: 0 },
        configurable: true,
      });
      return iterator;
    };
    function makeWrapper(globalObject, newTarget) {
      let proto;
      if (newTarget !== void 0) {
        proto = newTarget.prototype;
      }
      if (!utils.isObject(proto)) {
        proto = globalObject[ctorRegistrySymbol]['URLSearchParams'].prototype;
      }
      return Object.create(proto);
    }
    exports.create = (globalObject, constructorArgs, privateData) => {
      const wrapper = makeWrapper(globalObject);
      return exports.setup(wrapper, globalObject, constructorArgs, privateData);
    };
    exports.createImpl = (globalObject, constructorArgs, privateData) => {
      const wrapper = exports.create(globalObject, constructorArgs, privateData);
      return utils.implForWrapper(wrapper);
    };
    exports._internalSetup = (wrapper, globalObject) => {};
    exports.setup = (wrapper, globalObject, constructorArgs = [], privateData = {}) => {
      privateData.wrapper = wrapper;
      exports._internalSetup(wrapper, globalObject);
      Object.defineProperty(wrapper, implSymbol, {
        value: new Impl.implementation(globalObject, constructorArgs, privateData),
        configurable: true,
      });
      wrapper[implSymbol][utils.wrapperSymbol] = wrapper;
      if (Impl.init) {
        Impl.init(wrapper[implSymbol]);
      }
      return wrapper;
    };
    exports.new = (globalObject, newTarget) => {
      const wrapper = makeWrapper(globalObject, newTarget);
      exports._internalSetup(wrapper, globalObject);
      Object.defineProperty(wrapper, implSymbol, {
        value: Object.create(Impl.implementation.prototype),
        configurable: true,
      });
      wrapper[implSymbol][utils.wrapperSymbol] = wrapper;
      if (Impl.init) {
        Impl.init(wrapper[implSymbol]);
      }
      return wrapper[implSymbol];
    };
    var exposed = /* @__PURE__ */ new Set(['Window', 'Worker']);
    exports.install = (globalObject, globalNames) => {
      if (!globalNames.some((globalName) => exposed.has(globalName))) {
        return;
      }
      const ctorRegistry = utils.initCtorRegistry(globalObject);
      class URLSearchParams {
        constructor() {
          const args = [];
          {
            let curArg = arguments[0];
            if (curArg !== void 0) {
              if (utils.isObject(curArg)) {
                if (curArg[Symbol.iterator] !== void 0) {
                  if (!utils.isObject(curArg)) {
                    throw new globalObject.TypeError(
                      "Failed to construct 'URLSearchParams': parameter 1 sequence is not an iterable object.",
                    );
                  } else {
                    const V = [];
                    const tmp = curArg;
                    for (let nextItem of tmp) {
                      if (!utils.isObject(nextItem)) {
                        throw new globalObject.TypeError(
                          "Failed to construct 'URLSearchParams': parameter 1 sequence's element is not an iterable object.",
                        );
                      } else {
                        const V2 = [];
                        const tmp2 = nextItem;
                        for (let nextItem2 of tmp2) {
                          nextItem2 = conversions['USVString'](nextItem2, {
                            context:
                              "Failed to construct 'URLSearchParams': parameter 1 sequence's element's element",
                            globals: globalObject,
                          });
                          V2.push(nextItem2);
                        }
                        nextItem = V2;
                      }
                      V.push(nextItem);
                    }
                    curArg = V;
                  }
                } else {
                  if (!utils.isObject(curArg)) {
                    throw new globalObject.TypeError(
                      "Failed to construct 'URLSearchParams': parameter 1 record is not an object.",
                    );
                  } else {
                    const result = /* @__PURE__ */ Object.create(null);
                    for (const key of Reflect.ownKeys(curArg)) {
                      const desc = Object.getOwnPropertyDescriptor(curArg, key);
                      if (desc && desc.enumerable) {
                        let typedKey = key;
                        typedKey = conversions['USVString'](typedKey, {
                          context:
                            "Failed to construct 'URLSearchParams': parameter 1 record's key",
                          globals: globalObject,
                        });
                        let typedValue = curArg[key];
                        typedValue = conversions['USVString'](typedValue, {
                          context:
                            "Failed to construct 'URLSearchParams': parameter 1 record's value",
                          globals: globalObject,
                        });
                        result[typedKey] = typedValue;
                      }
                    }
                    curArg = result;
                  }
                }
              } else {
                curArg = conversions['USVString'](curArg, {
                  context: "Failed to construct 'URLSearchParams': parameter 1",
                  globals: globalObject,
                });
              }
            } else {
              curArg = '';
            }
            args.push(curArg);
          }
          return exports.setup(Object.create(new.target.prototype), globalObject, args);
        }
        append(name, value) {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'append' called on an object that is not a valid instance of URLSearchParams.",
            );
          }
          if (arguments.length < 2) {
            throw new globalObject.TypeError(
              `Failed to execute 'append' on 'URLSearchParams': 2 arguments required, but only ${arguments.length} present.`,
            );
          }
          const args = [];
          {
            let curArg = arguments[0];
            curArg = conversions['USVString'](curArg, {
              context: "Failed to execute 'append' on 'URLSearchParams': parameter 1",
              globals: globalObject,
            });
            args.push(curArg);
          }
          {
            let curArg = arguments[1];
            curArg = conversions['USVString'](curArg, {
              context: "Failed to execute 'append' on 'URLSearchParams': parameter 2",
              globals: globalObject,
            });
            args.push(curArg);
          }
          return utils.tryWrapperForImpl(esValue[implSymbol].append(...args));
        }
        delete(name) {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'delete' called on an object that is not a valid instance of URLSearchParams.",
            );
          }
          if (arguments.length < 1) {
            throw new globalObject.TypeError(
              `Failed to execute 'delete' on 'URLSearchParams': 1 argument required, but only ${arguments.length} present.`,
            );
          }
          const args = [];
          {
            let curArg = arguments[0];
            curArg = conversions['USVString'](curArg, {
              context: "Failed to execute 'delete' on 'URLSearchParams': parameter 1",
              globals: globalObject,
            });
            args.push(curArg);
          }
          {
            let curArg = arguments[1];
            if (curArg !== void 0) {
              curArg = conversions['USVString'](curArg, {
                context: "Failed to execute 'delete' on 'URLSearchParams': parameter 2",
                globals: globalObject,
              });
            }
            args.push(curArg);
          }
          return utils.tryWrapperForImpl(esValue[implSymbol].delete(...args));
        }
        get(name) {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'get' called on an object that is not a valid instance of URLSearchParams.",
            );
          }
          if (arguments.length < 1) {
            throw new globalObject.TypeError(
              `Failed to execute 'get' on 'URLSearchParams': 1 argument required, but only ${arguments.length} present.`,
            );
          }
          const args = [];
          {
            let curArg = arguments[0];
            curArg = conversions['USVString'](curArg, {
              context: "Failed to execute 'get' on 'URLSearchParams': parameter 1",
              globals: globalObject,
            });
            args.push(curArg);
          }
          return esValue[implSymbol].get(...args);
        }
        getAll(name) {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'getAll' called on an object that is not a valid instance of URLSearchParams.",
            );
          }
          if (arguments.length < 1) {
            throw new globalObject.TypeError(
              `Failed to execute 'getAll' on 'URLSearchParams': 1 argument required, but only ${arguments.length} present.`,
            );
          }
          const args = [];
          {
            let curArg = arguments[0];
            curArg = conversions['USVString'](curArg, {
              context: "Failed to execute 'getAll' on 'URLSearchParams': parameter 1",
              globals: globalObject,
            });
            args.push(curArg);
          }
          return utils.tryWrapperForImpl(esValue[implSymbol].getAll(...args));
        }
        has(name) {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'has' called on an object that is not a valid instance of URLSearchParams.",
            );
          }
          if (arguments.length < 1) {
            throw new globalObject.TypeError(
              `Failed to execute 'has' on 'URLSearchParams': 1 argument required, but only ${arguments.length} present.`,
            );
          }
          const args = [];
          {
            let curArg = arguments[0];
            curArg = conversions['USVString'](curArg, {
              context: "Failed to execute 'has' on 'URLSearchParams': parameter 1",
              globals: globalObject,
            });
            args.push(curArg);
          }
          {
            let curArg = arguments[1];
            if (curArg !== void 0) {
              curArg = conversions['USVString'](curArg, {
                context: "Failed to execute 'has' on 'URLSearchParams': parameter 2",
                globals: globalObject,
              });
            }
            args.push(curArg);
          }
          return esValue[implSymbol].has(...args);
        }
        set(name, value) {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'set' called on an object that is not a valid instance of URLSearchParams.",
            );
          }
          if (arguments.length < 2) {
            throw new globalObject.TypeError(
              `Failed to execute 'set' on 'URLSearchParams': 2 arguments required, but only ${arguments.length} present.`,
            );
          }
          const args = [];
          {
            let curArg = arguments[0];
            curArg = conversions['USVString'](curArg, {
              context: "Failed to execute 'set' on 'URLSearchParams': parameter 1",
              globals: globalObject,
            });
            args.push(curArg);
          }
          {
            let curArg = arguments[1];
            curArg = conversions['USVString'](curArg, {
              context: "Failed to execute 'set' on 'URLSearchParams': parameter 2",
              globals: globalObject,
            });
            args.push(curArg);
          }
          return utils.tryWrapperForImpl(esValue[implSymbol].set(...args));
        }
        sort() {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'sort' called on an object that is not a valid instance of URLSearchParams.",
            );
          }
          return utils.tryWrapperForImpl(esValue[implSymbol].sort());
        }
        toString() {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'toString' called on an object that is not a valid instance of URLSearchParams.",
            );
          }
          return esValue[implSymbol].toString();
        }
        keys() {
          if (!exports.is(this)) {
            throw new globalObject.TypeError(
              "'keys' called on an object that is not a valid instance of URLSearchParams.",
            );
          }
          return exports.createDefaultIterator(globalObject, this, 'key');
        }
        values() {
          if (!exports.is(this)) {
            throw new globalObject.TypeError(
              "'values' called on an object that is not a valid instance of URLSearchParams.",
            );
          }
          return exports.createDefaultIterator(globalObject, this, 'value');
        }
        entries() {
          if (!exports.is(this)) {
            throw new globalObject.TypeError(
              "'entries' called on an object that is not a valid instance of URLSearchParams.",
            );
          }
          return exports.createDefaultIterator(globalObject, this, 'key+value');
        }
        forEach(callback) {
          if (!exports.is(this)) {
            throw new globalObject.TypeError(
              "'forEach' called on an object that is not a valid instance of URLSearchParams.",
            );
          }
          if (arguments.length < 1) {
            throw new globalObject.TypeError(
              "Failed to execute 'forEach' on 'iterable': 1 argument required, but only 0 present.",
            );
          }
          callback = Function2.convert(globalObject, callback, {
            context:
              "Failed to execute 'forEach' on 'iterable': The callback provided as parameter 1",
          });
          const thisArg = arguments[1];
          let pairs = Array.from(this[implSymbol]);
          let i = 0;
          while (i < pairs.length) {
            const [key, value] = pairs[i].map(utils.tryWrapperForImpl);
            callback.call(thisArg, value, key, this);
            pairs = Array.from(this[implSymbol]);
            i++;
          }
        }
        get size() {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'get size' called on an object that is not a valid instance of URLSearchParams.",
            );
          }
          return esValue[implSymbol]['size'];
        }
      }
      Object.defineProperties(URLSearchParams.prototype, {
        append: { enumerable: true },
        delete: { enumerable: true },
        get: { enumerable: true },
        getAll: { enumerable: true },
        has: { enumerable: true },
        set: { enumerable: true },
        sort: { enumerable: true },
        toString: { enumerable: true },
        keys: { enumerable: true },
        values: { enumerable: true },
        entries: { enumerable: true },
        forEach: { enumerable: true },
        size: { enumerable: true },
        [Symbol.toStringTag]: { value: 'URLSearchParams', configurable: true },
        [Symbol.iterator]: {
          value: URLSearchParams.prototype.entries,
          configurable: true,
          writable: true,
        },
      });
      ctorRegistry[interfaceName] = URLSearchParams;
      ctorRegistry['URLSearchParams Iterator'] = Object.create(
        ctorRegistry['%IteratorPrototype%'],
        {
          [Symbol.toStringTag]: {
            configurable: true,
            value: 'URLSearchParams Iterator',
          },
        },
      );
      utils.define(ctorRegistry['URLSearchParams Iterator'], {
        next() {
          const internal = this && this[utils.iterInternalSymbol];
          if (!internal) {
            throw new globalObject.TypeError(
              'next() called on a value that is not a URLSearchParams iterator object',
            );
          }
          const { target, kind, index } = internal;
          const values = Array.from(target[implSymbol]);
          const len = values.length;
          if (index >= len) {
            return newObjectInRealm(globalObject, { value: void 0, done: true });
          }
          const pair = values[index];
          internal.index = index + 1;
          return newObjectInRealm(
            globalObject,
            utils.iteratorResult(pair.map(utils.tryWrapperForImpl), kind),
          );
        },
      });
      Object.defineProperty(globalObject, interfaceName, {
        configurable: true,
        writable: true,
        value: URLSearchParams,
      });
    };
    var Impl = require_URLSearchParams_impl();
  },
});

// ../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/URL-impl.js
var require_URL_impl = __commonJS({
  '../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/URL-impl.js'(exports) {
    'use strict';
    init_esm_shims();
    var usm = require_url_state_machine();
    var urlencoded = require_urlencoded();
    var URLSearchParams = require_URLSearchParams();
    exports.implementation = class URLImpl {
      // Unlike the spec, we duplicate some code between the constructor and canParse, because we want to give useful error
      // messages in the constructor that distinguish between the different causes of failure.
      constructor(globalObject, [url, base2]) {
        let parsedBase = null;
        if (base2 !== void 0) {
          parsedBase = usm.basicURLParse(base2);
          if (parsedBase === null) {
            throw new TypeError(`Invalid base URL: ${base2}`);
          }
        }
        const parsedURL = usm.basicURLParse(url, { baseURL: parsedBase });
        if (parsedURL === null) {
          throw new TypeError(`Invalid URL: ${url}`);
        }
        const query = parsedURL.query !== null ? parsedURL.query : '';
        this._url = parsedURL;
        this._query = URLSearchParams.createImpl(globalObject, [query], { doNotStripQMark: true });
        this._query._url = this;
      }
      static parse(globalObject, input, base2) {
        try {
          return new URLImpl(globalObject, [input, base2]);
        } catch {
          return null;
        }
      }
      static canParse(url, base2) {
        let parsedBase = null;
        if (base2 !== void 0) {
          parsedBase = usm.basicURLParse(base2);
          if (parsedBase === null) {
            return false;
          }
        }
        const parsedURL = usm.basicURLParse(url, { baseURL: parsedBase });
        if (parsedURL === null) {
          return false;
        }
        return true;
      }
      get href() {
        return usm.serializeURL(this._url);
      }
      set href(v) {
        const parsedURL = usm.basicURLParse(v);
        if (parsedURL === null) {
          throw new TypeError(`Invalid URL: ${v}`);
        }
        this._url = parsedURL;
        this._query._list.splice(0);
        const { query } = parsedURL;
        if (query !== null) {
          this._query._list = urlencoded.parseUrlencodedString(query);
        }
      }
      get origin() {
        return usm.serializeURLOrigin(this._url);
      }
      get protocol() {
        return `${this._url.scheme}:`;
      }
      set protocol(v) {
        usm.basicURLParse(`${v}:`, { url: this._url, stateOverride: 'scheme start' });
      }
      get username() {
        return this._url.username;
      }
      set username(v) {
        if (usm.cannotHaveAUsernamePasswordPort(this._url)) {
          return;
        }
        usm.setTheUsername(this._url, v);
      }
      get password() {
        return this._url.password;
      }
      set password(v) {
        if (usm.cannotHaveAUsernamePasswordPort(this._url)) {
          return;
        }
        usm.setThePassword(this._url, v);
      }
      get host() {
        const url = this._url;
        if (url.host === null) {
          return '';
        }
        if (url.port === null) {
          return usm.serializeHost(url.host);
        }
        return `${usm.serializeHost(url.host)}:${usm.serializeInteger(url.port)}`;
      }
      set host(v) {
        if (usm.hasAnOpaquePath(this._url)) {
          return;
        }
        usm.basicURLParse(v, { url: this._url, stateOverride: 'host' });
      }
      get hostname() {
        if (this._url.host === null) {
          return '';
        }
        return usm.serializeHost(this._url.host);
      }
      set hostname(v) {
        if (usm.hasAnOpaquePath(this._url)) {
          return;
        }
        usm.basicURLParse(v, { url: this._url, stateOverride: 'hostname' });
      }
      get port() {
        if (this._url.port === null) {
          return '';
        }
        return usm.serializeInteger(this._url.port);
      }
      set port(v) {
        if (usm.cannotHaveAUsernamePasswordPort(this._url)) {
          return;
        }
        if (v === '') {
          this._url.port = null;
        } else {
          usm.basicURLParse(v, { url: this._url, stateOverride: 'port' });
        }
      }
      get pathname() {
        return usm.serializePath(this._url);
      }
      set pathname(v) {
        if (usm.hasAnOpaquePath(this._url)) {
          return;
        }
        this._url.path = [];
        usm.basicURLParse(v, { url: this._url, stateOverride: 'path start' });
      }
      get search() {
        if (this._url.query === null || this._url.query === '') {
          return '';
        }
        return `?${this._url.query}`;
      }
      set search(v) {
        const url = this._url;
        if (v === '') {
          url.query = null;
          this._query._list = [];
          return;
        }
        const input = v[0] === '?' ? v.substring(1) : v;
        url.query = '';
        usm.basicURLParse(input, { url, stateOverride: 'query' });
        this._query._list = urlencoded.parseUrlencodedString(input);
      }
      get searchParams() {
        return this._query;
      }
      get hash() {
        if (this._url.fragment === null || this._url.fragment === '') {
          return '';
        }
        return `#${this._url.fragment}`;
      }
      set hash(v) {
        if (v === '') {
          this._url.fragment = null;
          return;
        }
        const input = v[0] === '#' ? v.substring(1) : v;
        this._url.fragment = '';
        usm.basicURLParse(input, { url: this._url, stateOverride: 'fragment' });
      }
      toJSON() {
        return this.href;
      }
    };
  },
});

// ../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/URL.js
var require_URL = __commonJS({
  '../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/lib/URL.js'(exports) {
    'use strict';
    init_esm_shims();
    var conversions = require_lib();
    var utils = require_utils2();
    var implSymbol = utils.implSymbol;
    var ctorRegistrySymbol = utils.ctorRegistrySymbol;
    var interfaceName = 'URL';
    exports.is = (value) => {
      return (
        utils.isObject(value) &&
        utils.hasOwn(value, implSymbol) &&
        value[implSymbol] instanceof Impl.implementation
      );
    };
    exports.isImpl = (value) => {
      return utils.isObject(value) && value instanceof Impl.implementation;
    };
    exports.convert = (globalObject, value, { context = 'The provided value' } = {}) => {
      if (exports.is(value)) {
        return utils.implForWrapper(value);
      }
      throw new globalObject.TypeError(`${context} is not of type 'URL'.`);
    };
    function makeWrapper(globalObject, newTarget) {
      let proto;
      if (newTarget !== void 0) {
        proto = newTarget.prototype;
      }
      if (!utils.isObject(proto)) {
        proto = globalObject[ctorRegistrySymbol]['URL'].prototype;
      }
      return Object.create(proto);
    }
    exports.create = (globalObject, constructorArgs, privateData) => {
      const wrapper = makeWrapper(globalObject);
      return exports.setup(wrapper, globalObject, constructorArgs, privateData);
    };
    exports.createImpl = (globalObject, constructorArgs, privateData) => {
      const wrapper = exports.create(globalObject, constructorArgs, privateData);
      return utils.implForWrapper(wrapper);
    };
    exports._internalSetup = (wrapper, globalObject) => {};
    exports.setup = (wrapper, globalObject, constructorArgs = [], privateData = {}) => {
      privateData.wrapper = wrapper;
      exports._internalSetup(wrapper, globalObject);
      Object.defineProperty(wrapper, implSymbol, {
        value: new Impl.implementation(globalObject, constructorArgs, privateData),
        configurable: true,
      });
      wrapper[implSymbol][utils.wrapperSymbol] = wrapper;
      if (Impl.init) {
        Impl.init(wrapper[implSymbol]);
      }
      return wrapper;
    };
    exports.new = (globalObject, newTarget) => {
      const wrapper = makeWrapper(globalObject, newTarget);
      exports._internalSetup(wrapper, globalObject);
      Object.defineProperty(wrapper, implSymbol, {
        value: Object.create(Impl.implementation.prototype),
        configurable: true,
      });
      wrapper[implSymbol][utils.wrapperSymbol] = wrapper;
      if (Impl.init) {
        Impl.init(wrapper[implSymbol]);
      }
      return wrapper[implSymbol];
    };
    var exposed = /* @__PURE__ */ new Set(['Window', 'Worker']);
    exports.install = (globalObject, globalNames) => {
      if (!globalNames.some((globalName) => exposed.has(globalName))) {
        return;
      }
      const ctorRegistry = utils.initCtorRegistry(globalObject);
      class URL {
        constructor(url) {
          if (arguments.length < 1) {
            throw new globalObject.TypeError(
              `Failed to construct 'URL': 1 argument required, but only ${arguments.length} present.`,
            );
          }
          const args = [];
          {
            let curArg = arguments[0];
            curArg = conversions['USVString'](curArg, {
              context: "Failed to construct 'URL': parameter 1",
              globals: globalObject,
            });
            args.push(curArg);
          }
          {
            let curArg = arguments[1];
            if (curArg !== void 0) {
              curArg = conversions['USVString'](curArg, {
                context: "Failed to construct 'URL': parameter 2",
                globals: globalObject,
              });
            }
            args.push(curArg);
          }
          return exports.setup(Object.create(new.target.prototype), globalObject, args);
        }
        toJSON() {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'toJSON' called on an object that is not a valid instance of URL.",
            );
          }
          return esValue[implSymbol].toJSON();
        }
        get href() {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'get href' called on an object that is not a valid instance of URL.",
            );
          }
          return esValue[implSymbol]['href'];
        }
        set href(V) {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'set href' called on an object that is not a valid instance of URL.",
            );
          }
          V = conversions['USVString'](V, {
            context: "Failed to set the 'href' property on 'URL': The provided value",
            globals: globalObject,
          });
          esValue[implSymbol]['href'] = V;
        }
        toString() {
          const esValue = this;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'toString' called on an object that is not a valid instance of URL.",
            );
          }
          return esValue[implSymbol]['href'];
        }
        get origin() {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'get origin' called on an object that is not a valid instance of URL.",
            );
          }
          return esValue[implSymbol]['origin'];
        }
        get protocol() {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'get protocol' called on an object that is not a valid instance of URL.",
            );
          }
          return esValue[implSymbol]['protocol'];
        }
        set protocol(V) {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'set protocol' called on an object that is not a valid instance of URL.",
            );
          }
          V = conversions['USVString'](V, {
            context: "Failed to set the 'protocol' property on 'URL': The provided value",
            globals: globalObject,
          });
          esValue[implSymbol]['protocol'] = V;
        }
        get username() {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'get username' called on an object that is not a valid instance of URL.",
            );
          }
          return esValue[implSymbol]['username'];
        }
        set username(V) {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'set username' called on an object that is not a valid instance of URL.",
            );
          }
          V = conversions['USVString'](V, {
            context: "Failed to set the 'username' property on 'URL': The provided value",
            globals: globalObject,
          });
          esValue[implSymbol]['username'] = V;
        }
        get password() {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'get password' called on an object that is not a valid instance of URL.",
            );
          }
          return esValue[implSymbol]['password'];
        }
        set password(V) {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'set password' called on an object that is not a valid instance of URL.",
            );
          }
          V = conversions['USVString'](V, {
            context: "Failed to set the 'password' property on 'URL': The provided value",
            globals: globalObject,
          });
          esValue[implSymbol]['password'] = V;
        }
        get host() {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'get host' called on an object that is not a valid instance of URL.",
            );
          }
          return esValue[implSymbol]['host'];
        }
        set host(V) {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'set host' called on an object that is not a valid instance of URL.",
            );
          }
          V = conversions['USVString'](V, {
            context: "Failed to set the 'host' property on 'URL': The provided value",
            globals: globalObject,
          });
          esValue[implSymbol]['host'] = V;
        }
        get hostname() {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'get hostname' called on an object that is not a valid instance of URL.",
            );
          }
          return esValue[implSymbol]['hostname'];
        }
        set hostname(V) {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'set hostname' called on an object that is not a valid instance of URL.",
            );
          }
          V = conversions['USVString'](V, {
            context: "Failed to set the 'hostname' property on 'URL': The provided value",
            globals: globalObject,
          });
          esValue[implSymbol]['hostname'] = V;
        }
        get port() {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'get port' called on an object that is not a valid instance of URL.",
            );
          }
          return esValue[implSymbol]['port'];
        }
        set port(V) {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'set port' called on an object that is not a valid instance of URL.",
            );
          }
          V = conversions['USVString'](V, {
            context: "Failed to set the 'port' property on 'URL': The provided value",
            globals: globalObject,
          });
          esValue[implSymbol]['port'] = V;
        }
        get pathname() {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'get pathname' called on an object that is not a valid instance of URL.",
            );
          }
          return esValue[implSymbol]['pathname'];
        }
        set pathname(V) {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'set pathname' called on an object that is not a valid instance of URL.",
            );
          }
          V = conversions['USVString'](V, {
            context: "Failed to set the 'pathname' property on 'URL': The provided value",
            globals: globalObject,
          });
          esValue[implSymbol]['pathname'] = V;
        }
        get search() {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'get search' called on an object that is not a valid instance of URL.",
            );
          }
          return esValue[implSymbol]['search'];
        }
        set search(V) {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'set search' called on an object that is not a valid instance of URL.",
            );
          }
          V = conversions['USVString'](V, {
            context: "Failed to set the 'search' property on 'URL': The provided value",
            globals: globalObject,
          });
          esValue[implSymbol]['search'] = V;
        }
        get searchParams() {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'get searchParams' called on an object that is not a valid instance of URL.",
            );
          }
          return utils.getSameObject(this, 'searchParams', () => {
            return utils.tryWrapperForImpl(esValue[implSymbol]['searchParams']);
          });
        }
        get hash() {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'get hash' called on an object that is not a valid instance of URL.",
            );
          }
          return esValue[implSymbol]['hash'];
        }
        set hash(V) {
          const esValue = this !== null && this !== void 0 ? this : globalObject;
          if (!exports.is(esValue)) {
            throw new globalObject.TypeError(
              "'set hash' called on an object that is not a valid instance of URL.",
            );
          }
          V = conversions['USVString'](V, {
            context: "Failed to set the 'hash' property on 'URL': The provided value",
            globals: globalObject,
          });
          esValue[implSymbol]['hash'] = V;
        }
        static parse(url) {
          if (arguments.length < 1) {
            throw new globalObject.TypeError(
              `Failed to execute 'parse' on 'URL': 1 argument required, but only ${arguments.length} present.`,
            );
          }
          const args = [];
          {
            let curArg = arguments[0];
            curArg = conversions['USVString'](curArg, {
              context: "Failed to execute 'parse' on 'URL': parameter 1",
              globals: globalObject,
            });
            args.push(curArg);
          }
          {
            let curArg = arguments[1];
            if (curArg !== void 0) {
              curArg = conversions['USVString'](curArg, {
                context: "Failed to execute 'parse' on 'URL': parameter 2",
                globals: globalObject,
              });
            }
            args.push(curArg);
          }
          return utils.tryWrapperForImpl(Impl.implementation.parse(globalObject, ...args));
        }
        static canParse(url) {
          if (arguments.length < 1) {
            throw new globalObject.TypeError(
              `Failed to execute 'canParse' on 'URL': 1 argument required, but only ${arguments.length} present.`,
            );
          }
          const args = [];
          {
            let curArg = arguments[0];
            curArg = conversions['USVString'](curArg, {
              context: "Failed to execute 'canParse' on 'URL': parameter 1",
              globals: globalObject,
            });
            args.push(curArg);
          }
          {
            let curArg = arguments[1];
            if (curArg !== void 0) {
              curArg = conversions['USVString'](curArg, {
                context: "Failed to execute 'canParse' on 'URL': parameter 2",
                globals: globalObject,
              });
            }
            args.push(curArg);
          }
          return Impl.implementation.canParse(...args);
        }
      }
      Object.defineProperties(URL.prototype, {
        toJSON: { enumerable: true },
        href: { enumerable: true },
        toString: { enumerable: true },
        origin: { enumerable: true },
        protocol: { enumerable: true },
        username: { enumerable: true },
        password: { enumerable: true },
        host: { enumerable: true },
        hostname: { enumerable: true },
        port: { enumerable: true },
        pathname: { enumerable: true },
        search: { enumerable: true },
        searchParams: { enumerable: true },
        hash: { enumerable: true },
        [Symbol.toStringTag]: { value: 'URL', configurable: true },
      });
      Object.defineProperties(URL, { parse: { enumerable: true }, canParse: { enumerable: true } });
      ctorRegistry[interfaceName] = URL;
      Object.defineProperty(globalObject, interfaceName, {
        configurable: true,
        writable: true,
        value: URL,
      });
      if (globalNames.includes('Window')) {
        Object.defineProperty(globalObject, 'webkitURL', {
          configurable: true,
          writable: true,
          value: URL,
        });
      }
    };
    var Impl = require_URL_impl();
  },
});

// ../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/webidl2js-wrapper.js
var require_webidl2js_wrapper = __commonJS({
  '../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/webidl2js-wrapper.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    var URL = require_URL();
    var URLSearchParams = require_URLSearchParams();
    exports.URL = URL;
    exports.URLSearchParams = URLSearchParams;
  },
});

// ../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/index.js
var require_whatwg_url = __commonJS({
  '../../node_modules/.pnpm/whatwg-url@14.2.0/node_modules/whatwg-url/index.js'(exports) {
    'use strict';
    init_esm_shims();
    var { URL, URLSearchParams } = require_webidl2js_wrapper();
    var urlStateMachine = require_url_state_machine();
    var percentEncoding = require_percent_encoding();
    var sharedGlobalObject = { Array, Object, Promise, String, TypeError };
    URL.install(sharedGlobalObject, ['Window']);
    URLSearchParams.install(sharedGlobalObject, ['Window']);
    exports.URL = sharedGlobalObject.URL;
    exports.URLSearchParams = sharedGlobalObject.URLSearchParams;
    exports.parseURL = urlStateMachine.parseURL;
    exports.basicURLParse = urlStateMachine.basicURLParse;
    exports.serializeURL = urlStateMachine.serializeURL;
    exports.serializePath = urlStateMachine.serializePath;
    exports.serializeHost = urlStateMachine.serializeHost;
    exports.serializeInteger = urlStateMachine.serializeInteger;
    exports.serializeURLOrigin = urlStateMachine.serializeURLOrigin;
    exports.setTheUsername = urlStateMachine.setTheUsername;
    exports.setThePassword = urlStateMachine.setThePassword;
    exports.cannotHaveAUsernamePasswordPort = urlStateMachine.cannotHaveAUsernamePasswordPort;
    exports.hasAnOpaquePath = urlStateMachine.hasAnOpaquePath;
    exports.percentDecodeString = percentEncoding.percentDecodeString;
    exports.percentDecodeBytes = percentEncoding.percentDecodeBytes;
  },
});

// ../../node_modules/.pnpm/mongodb-connection-string-url@7.0.2/node_modules/mongodb-connection-string-url/lib/redact.js
var require_redact = __commonJS({
  '../../node_modules/.pnpm/mongodb-connection-string-url@7.0.2/node_modules/mongodb-connection-string-url/lib/redact.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    var __createBinding =
      (exports && exports.__createBinding) ||
      (Object.create
        ? function (o, m, k, k2) {
            if (k2 === void 0) k2 = k;
            var desc = Object.getOwnPropertyDescriptor(m, k);
            if (!desc || ('get' in desc ? !m.__esModule : desc.writable || desc.configurable)) {
              desc = {
                enumerable: true,
                get: function () {
                  return m[k];
                },
              };
            }
            Object.defineProperty(o, k2, desc);
          }
        : function (o, m, k, k2) {
            if (k2 === void 0) k2 = k;
            o[k2] = m[k];
          });
    var __setModuleDefault =
      (exports && exports.__setModuleDefault) ||
      (Object.create
        ? function (o, v) {
            Object.defineProperty(o, 'default', { enumerable: true, value: v });
          }
        : function (o, v) {
            o['default'] = v;
          });
    var __importStar =
      (exports && exports.__importStar) ||
      /* @__PURE__ */ (function () {
        var ownKeys = function (o) {
          ownKeys =
            Object.getOwnPropertyNames ||
            function (o2) {
              var ar = [];
              for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
              return ar;
            };
          return ownKeys(o);
        };
        return function (mod) {
          if (mod && mod.__esModule) return mod;
          var result = {};
          if (mod != null) {
            for (var k = ownKeys(mod), i = 0; i < k.length; i++)
              if (k[i] !== 'default') __createBinding(result, mod, k[i]);
          }
          __setModuleDefault(result, mod);
          return result;
        };
      })();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.redactValidConnectionString = redactValidConnectionString;
    exports.redactConnectionString = redactConnectionString;
    var index_1 = __importStar(require_lib2());
    function redactValidConnectionString(inputUrl, options) {
      const url = inputUrl.clone();
      const replacementString = options?.replacementString ?? '_credentials_';
      const redactUsernames = options?.redactUsernames ?? true;
      if ((url.username || url.password) && redactUsernames) {
        url.username = replacementString;
        url.password = '';
      } else if (url.password) {
        url.password = replacementString;
      }
      if (url.searchParams.has('authMechanismProperties')) {
        const props = new index_1.CommaAndColonSeparatedRecord(
          url.searchParams.get('authMechanismProperties'),
        );
        if (props.get('AWS_SESSION_TOKEN')) {
          props.set('AWS_SESSION_TOKEN', replacementString);
          url.searchParams.set('authMechanismProperties', props.toString());
        }
      }
      if (url.searchParams.has('tlsCertificateKeyFilePassword')) {
        url.searchParams.set('tlsCertificateKeyFilePassword', replacementString);
      }
      if (url.searchParams.has('proxyUsername') && redactUsernames) {
        url.searchParams.set('proxyUsername', replacementString);
      }
      if (url.searchParams.has('proxyPassword')) {
        url.searchParams.set('proxyPassword', replacementString);
      }
      return url;
    }
    function redactConnectionString(uri, options) {
      const replacementString = options?.replacementString ?? '<credentials>';
      const redactUsernames = options?.redactUsernames ?? true;
      let parsed;
      try {
        parsed = new index_1.default(uri);
      } catch {}
      if (parsed) {
        options = { ...options, replacementString: '___credentials___' };
        return parsed
          .redact(options)
          .toString()
          .replace(/___credentials___/g, replacementString);
      }
      const R = replacementString;
      const replacements = [
        (uri2) =>
          uri2.replace(redactUsernames ? /(\/\/)(.*)(@)/g : /(\/\/[^@]*:)(.*)(@)/g, `$1${R}$3`),
        (uri2) => uri2.replace(/(AWS_SESSION_TOKEN(:|%3A))([^,&]+)/gi, `$1${R}`),
        (uri2) => uri2.replace(/(tlsCertificateKeyFilePassword=)([^&]+)/gi, `$1${R}`),
        (uri2) => (redactUsernames ? uri2.replace(/(proxyUsername=)([^&]+)/gi, `$1${R}`) : uri2),
        (uri2) => uri2.replace(/(proxyPassword=)([^&]+)/gi, `$1${R}`),
      ];
      for (const replacer of replacements) {
        uri = replacer(uri);
      }
      return uri;
    }
  },
});

// ../../node_modules/.pnpm/mongodb-connection-string-url@7.0.2/node_modules/mongodb-connection-string-url/lib/index.js
var require_lib2 = __commonJS({
  '../../node_modules/.pnpm/mongodb-connection-string-url@7.0.2/node_modules/mongodb-connection-string-url/lib/index.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.CommaAndColonSeparatedRecord =
      exports.ConnectionString =
      exports.redactConnectionString =
        void 0;
    var whatwg_url_1 = require_whatwg_url();
    var redact_1 = require_redact();
    Object.defineProperty(exports, 'redactConnectionString', {
      enumerable: true,
      get: function () {
        return redact_1.redactConnectionString;
      },
    });
    var DUMMY_HOSTNAME = '__this_is_a_placeholder__';
    function connectionStringHasValidScheme(connectionString) {
      return (
        connectionString.startsWith('mongodb://') || connectionString.startsWith('mongodb+srv://')
      );
    }
    var HOSTS_REGEX =
      /^(?<protocol>[^/]+):\/\/(?:(?<username>[^:@]*)(?::(?<password>[^@]*))?@)?(?<hosts>(?!:)[^/?@]*)(?<rest>.*)/;
    var CaseInsensitiveMap = class extends Map {
      delete(name) {
        return super.delete(this._normalizeKey(name));
      }
      get(name) {
        return super.get(this._normalizeKey(name));
      }
      has(name) {
        return super.has(this._normalizeKey(name));
      }
      set(name, value) {
        return super.set(this._normalizeKey(name), value);
      }
      _normalizeKey(name) {
        name = `${name}`;
        for (const key of this.keys()) {
          if (key.toLowerCase() === name.toLowerCase()) {
            name = key;
            break;
          }
        }
        return name;
      }
    };
    function caseInsenstiveURLSearchParams(Ctor) {
      return class CaseInsenstiveURLSearchParams extends Ctor {
        append(name, value) {
          return super.append(this._normalizeKey(name), value);
        }
        delete(name) {
          return super.delete(this._normalizeKey(name));
        }
        get(name) {
          return super.get(this._normalizeKey(name));
        }
        getAll(name) {
          return super.getAll(this._normalizeKey(name));
        }
        has(name) {
          return super.has(this._normalizeKey(name));
        }
        set(name, value) {
          return super.set(this._normalizeKey(name), value);
        }
        keys() {
          return super.keys();
        }
        values() {
          return super.values();
        }
        entries() {
          return super.entries();
        }
        [Symbol.iterator]() {
          return super[Symbol.iterator]();
        }
        _normalizeKey(name) {
          return CaseInsensitiveMap.prototype._normalizeKey.call(this, name);
        }
      };
    }
    var URLWithoutHost = class extends whatwg_url_1.URL {};
    var MongoParseError = class extends Error {
      get name() {
        return 'MongoParseError';
      }
    };
    var ConnectionString = class _ConnectionString extends URLWithoutHost {
      _hosts;
      constructor(uri, options = {}) {
        const { looseValidation } = options;
        if (!looseValidation && !connectionStringHasValidScheme(uri)) {
          throw new MongoParseError(
            'Invalid scheme, expected connection string to start with "mongodb://" or "mongodb+srv://"',
          );
        }
        const match = uri.match(HOSTS_REGEX);
        if (!match) {
          throw new MongoParseError('Invalid connection string');
        }
        const { protocol, username, password, hosts, rest } = match.groups ?? {};
        if (!looseValidation) {
          if (!protocol || !hosts) {
            throw new MongoParseError('Protocol and host list are required in the uri');
          }
          try {
            decodeURIComponent(username ?? '');
            decodeURIComponent(password ?? '');
          } catch (err) {
            throw new MongoParseError(err.message);
          }
          const illegalCharacters = /[:/?#[\]@]/gi;
          if (username?.match(illegalCharacters)) {
            throw new MongoParseError(`Username contains unescaped characters ${username}`);
          }
          if (!username || !password) {
            const uriWithoutProtocol = uri.replace(`${protocol}://`, '');
            if (uriWithoutProtocol.startsWith('@') || uriWithoutProtocol.startsWith(':')) {
              throw new MongoParseError('URI contained empty userinfo section');
            }
          }
          if (password?.match(illegalCharacters)) {
            throw new MongoParseError('Password contains unescaped characters');
          }
          if (rest?.match(/^[^/?]*@/)) {
            throw new MongoParseError('Invalid connection string');
          }
        }
        let authString = '';
        if (typeof username === 'string') authString += username;
        if (typeof password === 'string') authString += `:${password}`;
        if (authString) authString += '@';
        try {
          super(`${protocol.toLowerCase()}://${authString}${DUMMY_HOSTNAME}${rest}`);
        } catch (err) {
          if (looseValidation) {
            new _ConnectionString(uri, {
              ...options,
              looseValidation: false,
            });
          }
          if (typeof err.message === 'string') {
            err.message = err.message.replace(DUMMY_HOSTNAME, hosts);
          }
          throw err;
        }
        this._hosts = hosts.split(',');
        if (!looseValidation) {
          if (this.isSRV && this.hosts.length !== 1) {
            throw new MongoParseError('mongodb+srv URI cannot have multiple service names');
          }
          if (this.isSRV && this.hosts.some((host) => host.includes(':'))) {
            throw new MongoParseError('mongodb+srv URI cannot have port number');
          }
        }
        if (!this.pathname) {
          this.pathname = '/';
        }
        Object.setPrototypeOf(
          this.searchParams,
          caseInsenstiveURLSearchParams(this.searchParams.constructor).prototype,
        );
      }
      get host() {
        return DUMMY_HOSTNAME;
      }
      set host(_ignored) {
        throw new Error('No single host for connection string');
      }
      get hostname() {
        return DUMMY_HOSTNAME;
      }
      set hostname(_ignored) {
        throw new Error('No single host for connection string');
      }
      get port() {
        return '';
      }
      set port(_ignored) {
        throw new Error('No single host for connection string');
      }
      get href() {
        return this.toString();
      }
      set href(_ignored) {
        throw new Error('Cannot set href for connection strings');
      }
      get isSRV() {
        return this.protocol.includes('srv');
      }
      get hosts() {
        return this._hosts;
      }
      set hosts(list) {
        this._hosts = list;
      }
      toString() {
        return super.toString().replace(DUMMY_HOSTNAME, this.hosts.join(','));
      }
      clone() {
        return new _ConnectionString(this.toString(), {
          looseValidation: true,
        });
      }
      redact(options) {
        return (0, redact_1.redactValidConnectionString)(this, options);
      }
      typedSearchParams() {
        return this.searchParams;
      }
      [/* @__PURE__ */ Symbol.for('nodejs.util.inspect.custom')]() {
        const {
          href,
          origin,
          protocol,
          username,
          password,
          hosts,
          pathname,
          search,
          searchParams,
          hash,
        } = this;
        return {
          href,
          origin,
          protocol,
          username,
          password,
          hosts,
          pathname,
          search,
          searchParams,
          hash,
        };
      }
    };
    exports.ConnectionString = ConnectionString;
    var CommaAndColonSeparatedRecord = class extends CaseInsensitiveMap {
      constructor(from) {
        super();
        for (const entry of (from ?? '').split(',')) {
          if (!entry) continue;
          const colonIndex = entry.indexOf(':');
          if (colonIndex === -1) {
            this.set(entry, '');
          } else {
            this.set(entry.slice(0, colonIndex), entry.slice(colonIndex + 1));
          }
        }
      }
      toString() {
        return [...this].map((entry) => entry.join(':')).join(',');
      }
    };
    exports.CommaAndColonSeparatedRecord = CommaAndColonSeparatedRecord;
    exports.default = ConnectionString;
  },
});

// ../../node_modules/.pnpm/@mongodb-js+saslprep@1.6.3/node_modules/@mongodb-js/saslprep/dist/index.js
var require_dist = __commonJS({
  '../../node_modules/.pnpm/@mongodb-js+saslprep@1.6.3/node_modules/@mongodb-js/saslprep/dist/index.js'(
    exports,
    module,
  ) {
    'use strict';
    init_esm_shims();
    var getCodePoint = (character) => character.codePointAt(0);
    var first = (x) => x[0];
    var last = (x) => x[x.length - 1];
    function toCodePoints(input) {
      const codepoints = [];
      const size = input.length;
      for (let i = 0; i < size; i += 1) {
        const before = input.charCodeAt(i);
        if (before >= 55296 && before <= 56319 && size > i + 1) {
          const next = input.charCodeAt(i + 1);
          if (next >= 56320 && next <= 57343) {
            codepoints.push((before - 55296) * 1024 + next - 56320 + 65536);
            i += 1;
            continue;
          }
        }
        codepoints.push(before);
      }
      return codepoints;
    }
    function saslprep(
      {
        unassigned_code_points,
        commonly_mapped_to_nothing,
        non_ASCII_space_characters,
        prohibited_characters,
        bidirectional_r_al,
        bidirectional_l,
      },
      input,
      opts = {},
    ) {
      const mapping2space = non_ASCII_space_characters;
      const mapping2nothing = commonly_mapped_to_nothing;
      if (typeof input !== 'string') {
        throw new TypeError('Expected string.');
      }
      if (input.length === 0) {
        return '';
      }
      const mapped_input = toCodePoints(input)
        .map((character) => (mapping2space.get(character) ? 32 : character))
        .filter((character) => !mapping2nothing.get(character));
      const normalized_input = String.fromCodePoint.apply(null, mapped_input).normalize('NFKC');
      const normalized_map = toCodePoints(normalized_input);
      const hasProhibited = normalized_map.some((character) =>
        prohibited_characters.get(character),
      );
      if (hasProhibited) {
        throw new Error(
          'Prohibited character, see https://tools.ietf.org/html/rfc4013#section-2.3',
        );
      }
      if (opts.allowUnassigned !== true) {
        const hasUnassigned = normalized_map.some((character) =>
          unassigned_code_points.get(character),
        );
        if (hasUnassigned) {
          throw new Error(
            'Unassigned code point, see https://tools.ietf.org/html/rfc4013#section-2.5',
          );
        }
      }
      const hasBidiRAL = normalized_map.some((character) => bidirectional_r_al.get(character));
      const hasBidiL = normalized_map.some((character) => bidirectional_l.get(character));
      if (hasBidiRAL && hasBidiL) {
        throw new Error(
          'String must not contain RandALCat and LCat at the same time, see https://tools.ietf.org/html/rfc3454#section-6',
        );
      }
      const isFirstBidiRAL = bidirectional_r_al.get(getCodePoint(first(normalized_input)));
      const isLastBidiRAL = bidirectional_r_al.get(getCodePoint(last(normalized_input)));
      if (hasBidiRAL && !(isFirstBidiRAL && isLastBidiRAL)) {
        throw new Error(
          'Bidirectional RandALCat character must be the first and the last character of the string, see https://tools.ietf.org/html/rfc3454#section-6',
        );
      }
      return normalized_input;
    }
    saslprep.saslprep = saslprep;
    saslprep.default = saslprep;
    module.exports = saslprep;
  },
});

// ../../node_modules/.pnpm/memory-pager@1.5.0/node_modules/memory-pager/index.js
var require_memory_pager = __commonJS({
  '../../node_modules/.pnpm/memory-pager@1.5.0/node_modules/memory-pager/index.js'(
    exports,
    module,
  ) {
    'use strict';
    init_esm_shims();
    module.exports = Pager;
    function Pager(pageSize, opts) {
      if (!(this instanceof Pager)) return new Pager(pageSize, opts);
      this.length = 0;
      this.updates = [];
      this.path = new Uint16Array(4);
      this.pages = new Array(32768);
      this.maxPages = this.pages.length;
      this.level = 0;
      this.pageSize = pageSize || 1024;
      this.deduplicate = opts ? opts.deduplicate : null;
      this.zeros = this.deduplicate ? alloc(this.deduplicate.length) : null;
    }
    Pager.prototype.updated = function (page) {
      while (
        this.deduplicate &&
        page.buffer[page.deduplicate] === this.deduplicate[page.deduplicate]
      ) {
        page.deduplicate++;
        if (page.deduplicate === this.deduplicate.length) {
          page.deduplicate = 0;
          if (page.buffer.equals && page.buffer.equals(this.deduplicate))
            page.buffer = this.deduplicate;
          break;
        }
      }
      if (page.updated || !this.updates) return;
      page.updated = true;
      this.updates.push(page);
    };
    Pager.prototype.lastUpdate = function () {
      if (!this.updates || !this.updates.length) return null;
      var page = this.updates.pop();
      page.updated = false;
      return page;
    };
    Pager.prototype._array = function (i, noAllocate) {
      if (i >= this.maxPages) {
        if (noAllocate) return;
        grow(this, i);
      }
      factor(i, this.path);
      var arr = this.pages;
      for (var j = this.level; j > 0; j--) {
        var p = this.path[j];
        var next = arr[p];
        if (!next) {
          if (noAllocate) return;
          next = arr[p] = new Array(32768);
        }
        arr = next;
      }
      return arr;
    };
    Pager.prototype.get = function (i, noAllocate) {
      var arr = this._array(i, noAllocate);
      var first = this.path[0];
      var page = arr && arr[first];
      if (!page && !noAllocate) {
        page = arr[first] = new Page(i, alloc(this.pageSize));
        if (i >= this.length) this.length = i + 1;
      }
      if (page && page.buffer === this.deduplicate && this.deduplicate && !noAllocate) {
        page.buffer = copy(page.buffer);
        page.deduplicate = 0;
      }
      return page;
    };
    Pager.prototype.set = function (i, buf) {
      var arr = this._array(i, false);
      var first = this.path[0];
      if (i >= this.length) this.length = i + 1;
      if (!buf || (this.zeros && buf.equals && buf.equals(this.zeros))) {
        arr[first] = void 0;
        return;
      }
      if (this.deduplicate && buf.equals && buf.equals(this.deduplicate)) {
        buf = this.deduplicate;
      }
      var page = arr[first];
      var b = truncate(buf, this.pageSize);
      if (page) page.buffer = b;
      else arr[first] = new Page(i, b);
    };
    Pager.prototype.toBuffer = function () {
      var list = new Array(this.length);
      var empty = alloc(this.pageSize);
      var ptr = 0;
      while (ptr < list.length) {
        var arr = this._array(ptr, true);
        for (var i = 0; i < 32768 && ptr < list.length; i++) {
          list[ptr++] = arr && arr[i] ? arr[i].buffer : empty;
        }
      }
      return Buffer.concat(list);
    };
    function grow(pager, index) {
      while (pager.maxPages < index) {
        var old = pager.pages;
        pager.pages = new Array(32768);
        pager.pages[0] = old;
        pager.level++;
        pager.maxPages *= 32768;
      }
    }
    function truncate(buf, len) {
      if (buf.length === len) return buf;
      if (buf.length > len) return buf.slice(0, len);
      var cpy = alloc(len);
      buf.copy(cpy);
      return cpy;
    }
    function alloc(size) {
      if (Buffer.alloc) return Buffer.alloc(size);
      var buf = new Buffer(size);
      buf.fill(0);
      return buf;
    }
    function copy(buf) {
      var cpy = Buffer.allocUnsafe ? Buffer.allocUnsafe(buf.length) : new Buffer(buf.length);
      buf.copy(cpy);
      return cpy;
    }
    function Page(i, buf) {
      this.offset = i * buf.length;
      this.buffer = buf;
      this.updated = false;
      this.deduplicate = 0;
    }
    function factor(n, out) {
      n = (n - (out[0] = n & 32767)) / 32768;
      n = (n - (out[1] = n & 32767)) / 32768;
      out[3] = ((n - (out[2] = n & 32767)) / 32768) & 32767;
    }
  },
});

// ../../node_modules/.pnpm/sparse-bitfield@3.0.3/node_modules/sparse-bitfield/index.js
var require_sparse_bitfield = __commonJS({
  '../../node_modules/.pnpm/sparse-bitfield@3.0.3/node_modules/sparse-bitfield/index.js'(
    exports,
    module,
  ) {
    'use strict';
    init_esm_shims();
    var pager = require_memory_pager();
    module.exports = Bitfield;
    function Bitfield(opts) {
      if (!(this instanceof Bitfield)) return new Bitfield(opts);
      if (!opts) opts = {};
      if (Buffer.isBuffer(opts)) opts = { buffer: opts };
      this.pageOffset = opts.pageOffset || 0;
      this.pageSize = opts.pageSize || 1024;
      this.pages = opts.pages || pager(this.pageSize);
      this.byteLength = this.pages.length * this.pageSize;
      this.length = 8 * this.byteLength;
      if (!powerOfTwo(this.pageSize)) throw new Error('The page size should be a power of two');
      this._trackUpdates = !!opts.trackUpdates;
      this._pageMask = this.pageSize - 1;
      if (opts.buffer) {
        for (var i = 0; i < opts.buffer.length; i += this.pageSize) {
          this.pages.set(i / this.pageSize, opts.buffer.slice(i, i + this.pageSize));
        }
        this.byteLength = opts.buffer.length;
        this.length = 8 * this.byteLength;
      }
    }
    Bitfield.prototype.get = function (i) {
      var o = i & 7;
      var j = (i - o) / 8;
      return !!(this.getByte(j) & (128 >> o));
    };
    Bitfield.prototype.getByte = function (i) {
      var o = i & this._pageMask;
      var j = (i - o) / this.pageSize;
      var page = this.pages.get(j, true);
      return page ? page.buffer[o + this.pageOffset] : 0;
    };
    Bitfield.prototype.set = function (i, v) {
      var o = i & 7;
      var j = (i - o) / 8;
      var b = this.getByte(j);
      return this.setByte(j, v ? b | (128 >> o) : b & (255 ^ (128 >> o)));
    };
    Bitfield.prototype.toBuffer = function () {
      var all = alloc(this.pages.length * this.pageSize);
      for (var i = 0; i < this.pages.length; i++) {
        var next = this.pages.get(i, true);
        var allOffset = i * this.pageSize;
        if (next)
          next.buffer.copy(all, allOffset, this.pageOffset, this.pageOffset + this.pageSize);
      }
      return all;
    };
    Bitfield.prototype.setByte = function (i, b) {
      var o = i & this._pageMask;
      var j = (i - o) / this.pageSize;
      var page = this.pages.get(j, false);
      o += this.pageOffset;
      if (page.buffer[o] === b) return false;
      page.buffer[o] = b;
      if (i >= this.byteLength) {
        this.byteLength = i + 1;
        this.length = this.byteLength * 8;
      }
      if (this._trackUpdates) this.pages.updated(page);
      return true;
    };
    function alloc(n) {
      if (Buffer.alloc) return Buffer.alloc(n);
      var b = new Buffer(n);
      b.fill(0);
      return b;
    }
    function powerOfTwo(x) {
      return !(x & (x - 1));
    }
  },
});

// ../../node_modules/.pnpm/@mongodb-js+saslprep@1.6.3/node_modules/@mongodb-js/saslprep/dist/memory-code-points.js
var require_memory_code_points = __commonJS({
  '../../node_modules/.pnpm/@mongodb-js+saslprep@1.6.3/node_modules/@mongodb-js/saslprep/dist/memory-code-points.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    var __importDefault =
      (exports && exports.__importDefault) ||
      function (mod) {
        return mod && mod.__esModule ? mod : { default: mod };
      };
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.createMemoryCodePoints = createMemoryCodePoints;
    var sparse_bitfield_1 = __importDefault(require_sparse_bitfield());
    function createMemoryCodePoints(data) {
      let offset = 0;
      function read() {
        const size = data.readUInt32BE(offset);
        offset += 4;
        const codepoints = data.slice(offset, offset + size);
        offset += size;
        return (0, sparse_bitfield_1.default)({ buffer: codepoints });
      }
      const unassigned_code_points = read();
      const commonly_mapped_to_nothing = read();
      const non_ASCII_space_characters = read();
      const prohibited_characters = read();
      const bidirectional_r_al = read();
      const bidirectional_l = read();
      return {
        unassigned_code_points,
        commonly_mapped_to_nothing,
        non_ASCII_space_characters,
        prohibited_characters,
        bidirectional_r_al,
        bidirectional_l,
      };
    }
  },
});

// ../../node_modules/.pnpm/@mongodb-js+saslprep@1.6.3/node_modules/@mongodb-js/saslprep/dist/code-points-data.js
var require_code_points_data = __commonJS({
  '../../node_modules/.pnpm/@mongodb-js+saslprep@1.6.3/node_modules/@mongodb-js/saslprep/dist/code-points-data.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    var zlib_1 = __require('zlib');
    exports.default = (0, zlib_1.gunzipSync)(
      Buffer.from(
        'H4sIAAAAAAACA+3dTYgcaRkA4LemO9Mhxm0FITnE9Cwr4jHgwgZ22B6YywqCJ0HQg5CL4sGTuOjCtGSF4CkHEW856MlTQHD3EJnWkU0Owh5VxE3LHlYQdNxd2U6mU59UV/d09fw4M2EySSXPAzNdP1/9fX/99bzVNZEN4jisRDulVFnQmLxm1aXF9Id/2/xMxNJ4XZlg576yuYlGt9gupV6xoFf8jhu9YvulVrFlp5XSx+lfvYhORGPXvqIRWSxERKtIm8bKFd10WNfKDS5Fo9jJWrq2+M2IlW+8uHgl/+BsROfPF4v5L7148Ur68Sha6dqZpYiVVy8tvLCWXo80Sf/lS89dGX2wHGvpzoXVn75/YWH5wmqe8uika82ViJXTy83Ve2k5Urozm38wm4/ls6t5uT6yfsTSJ7J3T0VKt8c5ExEXI8aFkH729c3eT+7EC6ca8cVULZUiYacX0R5PNWNxlh9L1y90q5kyzrpyy+9WcvOV6URntqw7La9sNVstXyczWVaWYbaaTYqzOHpr7pyiNT3/YzKuT63Z/FqKZlFTiuXtFM2vVOtIq7jiyKJbWZaOWD0euz0yoV2Z7kY0xq2x0YhfzVpmM5px9nTEH7JZ0ot5u39p0ma75Z472/s/H+2yr2inYyuq7fMvJivH2rM72N/Z3lyL31F2b1ya1P0zn816k2KP6JU9UzseucdQH5YqVeH/lFajSN2udg+TLJ9rksNxlvV2lki19rXKI43TPLejFu4ov7k3nMbhyhfY3Xb37f8BAGCf0eMTOH5szf154KmnNgKcnLb+Fzi2AfXktbN7fJelwTAiO/W5uQ2KINXRYu+znqo/WTAdLadURHmy3qciazd3bra4T3w16/f7t7Ms9U5gfJu10955sx1r3vmhBAAAAAAAgId20J1iZbDowNvIjuH427Gr5l/eiC+8OplZON8sVjx/qr9y+Pj+YRItT+NqAM+kkZs3AAAAAID6yfx1FwCAI97/dCh1/ub6SA0AAAAAAAAAgNoT/wcAAAAAAACA+hP/BwAAAAAAAID6E/8HAAAAAAAAgPoT/wcAAAAAAACA+hP/BwAAAAAAAID6E/8HAAAAAAAAgPoT/wcAAAAAAACA+hP/BwAAAAAAAID6E/8HAAAAAAAAgPoT/wcAAAAAAACA+hutp5SiQpYAAAAAAAAAQO2MIpZiT804flnAE2fhwjOeAZXr76kOAAAAAAAA8FjNf4N/l0NE3U/vuVQskLpSd4/Yh2xu9xTu0tFeeNYsLI2f/VMdNxTzj6Je9E/+6pp6Nn3awW3A54goe4Bss6v+PGsjQGMAAAAAAOBp5XEgwH6e7J7rwEQHRb/XvAMAAAAAAAA8yzoDeQDwVGjIAgAAAAAAAACoPfF/AAAAAAAAAKg/8X8AAAAAAAAAqD/xfwAAAAAAAACoP/F/AAAAAAAAAKg/8X8AAAAAAAAAqD/xfwAAAAAAAACoP/F/AAAAAAAAAKg/8X8AAAAAAAAAqD/xfwAAAAAAAACoP/F/AAAAAAAAAKg/8X8AAAAAAAAAqL/GSkSkClkCAAAAAAAAALXTSAAAAAAAAABA3Y1kAQAAAAAAAADUX8RSXZ9dsHC9+M8Fg2Ex/em1lAZpEBGttcrVjZqLEa+k0XpKw9mG4zWx4ukPUMhkAQAAAAAAABzBqbSe3//rXOS9HxGdo4TqR2XkutCdBu+LaPZw/lBbO7cbHnh2C7N7AIo4evEznllqLqWUp/LnYOtpM2bnOH66wI1+9GO4sOuISwv/TOlumu56FDv3NZhc4mR9v7zYIrafr40j/Cccvj9Xns3t3mu99E7qxUv3bqS0/ouNH/08++RGemfQ+nsx/5uNXsQPGulynPvv3ZTW37zd+1ovrqaYpP/122X6Xpx779Z3zr/3YOPKW1lkaRDf31pPaf3j/msRsVGkL+d/f+/m4sJsPm1cfSsr16e8m9Ldj/KsnyIuR3nXw83Is3EhxLd/2V773ks3m/cj/THKUummdP9qKhIOImuOU0Xjwb3y+oqt735rpTetVbF9n8R4x9crRfO77TKqVOZpDclv5bfK18lMnk+q0K18UpxF/RrGXE0Zxtqx3tWSj+vxbL4XaasfKb0dRbtLW73JsfPGg177H+OmGKlfvS1msllt7JEJm9XOJqXR+Fkfo1H66uy5H1v3Xx5+uJmGLw9jro2u7Loj4PnuR6+f+e3d261+eazNhzrL7X83MohoHpS4PddV8ki1it61//pw1g7z6p1U/26Nm2llST57B5rUvuG0XqSU/rPd7jYrqWcbd+beJQ77BgPMDwn37/8BAGCf0eMTOH4cPlufv9VGgJOzqf8Fjm1APXkd7B7f5dF57GPMaWy/MTvjvNvtXj6h8W2+GXvnzXaseeeHEgAAAAAAAB7aQXeKlcGiadBoEOeLb2dtpGOL2MyOtf391a3P/zD96c3JzIP3t4oV797vrh8+vn+YRL5bBuj/AQAAAABqJvfHXQAAHkX82zfXAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACeAgkAAAAAAAAAqLuRLAAAAAAAAACA2hv9D1iu/VAYaAYA',
        'base64',
      ),
    );
  },
});

// ../../node_modules/.pnpm/@mongodb-js+saslprep@1.6.3/node_modules/@mongodb-js/saslprep/dist/node.js
var require_node = __commonJS({
  '../../node_modules/.pnpm/@mongodb-js+saslprep@1.6.3/node_modules/@mongodb-js/saslprep/dist/node.js'(
    exports,
    module,
  ) {
    'use strict';
    init_esm_shims();
    var __importDefault =
      (exports && exports.__importDefault) ||
      function (mod) {
        return mod && mod.__esModule ? mod : { default: mod };
      };
    var index_1 = __importDefault(require_dist());
    var memory_code_points_1 = require_memory_code_points();
    var code_points_data_1 = __importDefault(require_code_points_data());
    var codePoints = (0, memory_code_points_1.createMemoryCodePoints)(code_points_data_1.default);
    function saslprep(input, opts) {
      return (0, index_1.default)(codePoints, input, opts);
    }
    saslprep.saslprep = saslprep;
    saslprep.default = saslprep;
    module.exports = saslprep;
  },
});

export {
  require_bson,
  require_ip_address,
  require_build,
  require_lib2 as require_lib,
  require_node,
};
//# sourceMappingURL=chunk-FN23E52N.js.map
