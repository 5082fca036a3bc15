import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  require_ms2 as require_ms,
  require_src,
  require_supports_color,
} from './chunk-N7XPNGA6.js';
import { __commonJS, __require, __toESM, init_esm_shims } from './chunk-B46JO6ZJ.js';

// ../../node_modules/.pnpm/debug@3.1.0/node_modules/debug/src/debug.js
var require_debug = __commonJS({
  '../../node_modules/.pnpm/debug@3.1.0/node_modules/debug/src/debug.js'(exports, module) {
    'use strict';
    init_esm_shims();
    exports = module.exports = createDebug.debug = createDebug['default'] = createDebug;
    exports.coerce = coerce;
    exports.disable = disable;
    exports.enable = enable;
    exports.enabled = enabled;
    exports.humanize = require_ms();
    exports.instances = [];
    exports.names = [];
    exports.skips = [];
    exports.formatters = {};
    function selectColor(namespace) {
      var hash = 0,
        i;
      for (i in namespace) {
        hash = (hash << 5) - hash + namespace.charCodeAt(i);
        hash |= 0;
      }
      return exports.colors[Math.abs(hash) % exports.colors.length];
    }
    function createDebug(namespace) {
      var prevTime;
      function debug6() {
        if (!debug6.enabled) return;
        var self = debug6;
        var curr = +(/* @__PURE__ */ new Date());
        var ms = curr - (prevTime || curr);
        self.diff = ms;
        self.prev = prevTime;
        self.curr = curr;
        prevTime = curr;
        var args = new Array(arguments.length);
        for (var i = 0; i < args.length; i++) {
          args[i] = arguments[i];
        }
        args[0] = exports.coerce(args[0]);
        if ('string' !== typeof args[0]) {
          args.unshift('%O');
        }
        var index = 0;
        args[0] = args[0].replace(/%([a-zA-Z%])/g, function (match2, format2) {
          if (match2 === '%%') return match2;
          index++;
          var formatter = exports.formatters[format2];
          if ('function' === typeof formatter) {
            var val = args[index];
            match2 = formatter.call(self, val);
            args.splice(index, 1);
            index--;
          }
          return match2;
        });
        exports.formatArgs.call(self, args);
        var logFn = debug6.log || exports.log || console.log.bind(console);
        logFn.apply(self, args);
      }
      debug6.namespace = namespace;
      debug6.enabled = exports.enabled(namespace);
      debug6.useColors = exports.useColors();
      debug6.color = selectColor(namespace);
      debug6.destroy = destroy;
      if ('function' === typeof exports.init) {
        exports.init(debug6);
      }
      exports.instances.push(debug6);
      return debug6;
    }
    function destroy() {
      var index = exports.instances.indexOf(this);
      if (index !== -1) {
        exports.instances.splice(index, 1);
        return true;
      } else {
        return false;
      }
    }
    function enable(namespaces) {
      exports.save(namespaces);
      exports.names = [];
      exports.skips = [];
      var i;
      var split = (typeof namespaces === 'string' ? namespaces : '').split(/[\s,]+/);
      var len = split.length;
      for (i = 0; i < len; i++) {
        if (!split[i]) continue;
        namespaces = split[i].replace(/\*/g, '.*?');
        if (namespaces[0] === '-') {
          exports.skips.push(new RegExp('^' + namespaces.substr(1) + '$'));
        } else {
          exports.names.push(new RegExp('^' + namespaces + '$'));
        }
      }
      for (i = 0; i < exports.instances.length; i++) {
        var instance = exports.instances[i];
        instance.enabled = exports.enabled(instance.namespace);
      }
    }
    function disable() {
      exports.enable('');
    }
    function enabled(name) {
      if (name[name.length - 1] === '*') {
        return true;
      }
      var i, len;
      for (i = 0, len = exports.skips.length; i < len; i++) {
        if (exports.skips[i].test(name)) {
          return false;
        }
      }
      for (i = 0, len = exports.names.length; i < len; i++) {
        if (exports.names[i].test(name)) {
          return true;
        }
      }
      return false;
    }
    function coerce(val) {
      if (val instanceof Error) return val.stack || val.message;
      return val;
    }
  },
});

// ../../node_modules/.pnpm/debug@3.1.0/node_modules/debug/src/browser.js
var require_browser = __commonJS({
  '../../node_modules/.pnpm/debug@3.1.0/node_modules/debug/src/browser.js'(exports, module) {
    'use strict';
    init_esm_shims();
    exports = module.exports = require_debug();
    exports.log = log6;
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.storage =
      'undefined' != typeof chrome && 'undefined' != typeof chrome.storage
        ? chrome.storage.local
        : localstorage();
    exports.colors = [
      '#0000CC',
      '#0000FF',
      '#0033CC',
      '#0033FF',
      '#0066CC',
      '#0066FF',
      '#0099CC',
      '#0099FF',
      '#00CC00',
      '#00CC33',
      '#00CC66',
      '#00CC99',
      '#00CCCC',
      '#00CCFF',
      '#3300CC',
      '#3300FF',
      '#3333CC',
      '#3333FF',
      '#3366CC',
      '#3366FF',
      '#3399CC',
      '#3399FF',
      '#33CC00',
      '#33CC33',
      '#33CC66',
      '#33CC99',
      '#33CCCC',
      '#33CCFF',
      '#6600CC',
      '#6600FF',
      '#6633CC',
      '#6633FF',
      '#66CC00',
      '#66CC33',
      '#9900CC',
      '#9900FF',
      '#9933CC',
      '#9933FF',
      '#99CC00',
      '#99CC33',
      '#CC0000',
      '#CC0033',
      '#CC0066',
      '#CC0099',
      '#CC00CC',
      '#CC00FF',
      '#CC3300',
      '#CC3333',
      '#CC3366',
      '#CC3399',
      '#CC33CC',
      '#CC33FF',
      '#CC6600',
      '#CC6633',
      '#CC9900',
      '#CC9933',
      '#CCCC00',
      '#CCCC33',
      '#FF0000',
      '#FF0033',
      '#FF0066',
      '#FF0099',
      '#FF00CC',
      '#FF00FF',
      '#FF3300',
      '#FF3333',
      '#FF3366',
      '#FF3399',
      '#FF33CC',
      '#FF33FF',
      '#FF6600',
      '#FF6633',
      '#FF9900',
      '#FF9933',
      '#FFCC00',
      '#FFCC33',
    ];
    function useColors() {
      if (typeof window !== 'undefined' && window.process && window.process.type === 'renderer') {
        return true;
      }
      if (
        typeof navigator !== 'undefined' &&
        navigator.userAgent &&
        navigator.userAgent.toLowerCase().match(/(edge|trident)\/(\d+)/)
      ) {
        return false;
      }
      return (
        (typeof document !== 'undefined' &&
          document.documentElement &&
          document.documentElement.style &&
          document.documentElement.style.WebkitAppearance) || // is firebug? http://stackoverflow.com/a/398120/376773
        (typeof window !== 'undefined' &&
          window.console &&
          (window.console.firebug || (window.console.exception && window.console.table))) || // is firefox >= v31?
        // https://developer.mozilla.org/en-US/docs/Tools/Web_Console#Styling_messages
        (typeof navigator !== 'undefined' &&
          navigator.userAgent &&
          navigator.userAgent.toLowerCase().match(/firefox\/(\d+)/) &&
          parseInt(RegExp.$1, 10) >= 31) || // double check webkit in userAgent just in case we are in a worker
        (typeof navigator !== 'undefined' &&
          navigator.userAgent &&
          navigator.userAgent.toLowerCase().match(/applewebkit\/(\d+)/))
      );
    }
    exports.formatters.j = function (v) {
      try {
        return JSON.stringify(v);
      } catch (err) {
        return '[UnexpectedJSONParseError]: ' + err.message;
      }
    };
    function formatArgs(args) {
      var useColors2 = this.useColors;
      args[0] =
        (useColors2 ? '%c' : '') +
        this.namespace +
        (useColors2 ? ' %c' : ' ') +
        args[0] +
        (useColors2 ? '%c ' : ' ') +
        '+' +
        exports.humanize(this.diff);
      if (!useColors2) return;
      var c = 'color: ' + this.color;
      args.splice(1, 0, c, 'color: inherit');
      var index = 0;
      var lastC = 0;
      args[0].replace(/%[a-zA-Z%]/g, function (match2) {
        if ('%%' === match2) return;
        index++;
        if ('%c' === match2) {
          lastC = index;
        }
      });
      args.splice(lastC, 0, c);
    }
    function log6() {
      return (
        'object' === typeof console &&
        console.log &&
        Function.prototype.apply.call(console.log, console, arguments)
      );
    }
    function save(namespaces) {
      try {
        if (null == namespaces) {
          exports.storage.removeItem('debug');
        } else {
          exports.storage.debug = namespaces;
        }
      } catch (e) {}
    }
    function load() {
      var r;
      try {
        r = exports.storage.debug;
      } catch (e) {}
      if (!r && typeof process !== 'undefined' && 'env' in process) {
        r = process.env.DEBUG;
      }
      return r;
    }
    exports.enable(load());
    function localstorage() {
      try {
        return window.localStorage;
      } catch (e) {}
    }
  },
});

// ../../node_modules/.pnpm/debug@3.1.0/node_modules/debug/src/node.js
var require_node = __commonJS({
  '../../node_modules/.pnpm/debug@3.1.0/node_modules/debug/src/node.js'(exports, module) {
    'use strict';
    init_esm_shims();
    var tty = __require('tty');
    var util = __require('util');
    exports = module.exports = require_debug();
    exports.init = init;
    exports.log = log6;
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.colors = [6, 2, 3, 4, 5, 1];
    try {
      supportsColor = require_supports_color();
      if (supportsColor && supportsColor.level >= 2) {
        exports.colors = [
          20, 21, 26, 27, 32, 33, 38, 39, 40, 41, 42, 43, 44, 45, 56, 57, 62, 63, 68, 69, 74, 75,
          76, 77, 78, 79, 80, 81, 92, 93, 98, 99, 112, 113, 128, 129, 134, 135, 148, 149, 160, 161,
          162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 178, 179, 184, 185, 196, 197,
          198, 199, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 214, 215, 220, 221,
        ];
      }
    } catch (err) {}
    var supportsColor;
    exports.inspectOpts = Object.keys(process.env)
      .filter(function (key) {
        return /^debug_/i.test(key);
      })
      .reduce(function (obj, key) {
        var prop = key
          .substring(6)
          .toLowerCase()
          .replace(/_([a-z])/g, function (_, k) {
            return k.toUpperCase();
          });
        var val = process.env[key];
        if (/^(yes|on|true|enabled)$/i.test(val)) val = true;
        else if (/^(no|off|false|disabled)$/i.test(val)) val = false;
        else if (val === 'null') val = null;
        else val = Number(val);
        obj[prop] = val;
        return obj;
      }, {});
    function useColors() {
      return 'colors' in exports.inspectOpts
        ? Boolean(exports.inspectOpts.colors)
        : tty.isatty(process.stderr.fd);
    }
    exports.formatters.o = function (v) {
      this.inspectOpts.colors = this.useColors;
      return util
        .inspect(v, this.inspectOpts)
        .split('\n')
        .map(function (str) {
          return str.trim();
        })
        .join(' ');
    };
    exports.formatters.O = function (v) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v, this.inspectOpts);
    };
    function formatArgs(args) {
      var name = this.namespace;
      var useColors2 = this.useColors;
      if (useColors2) {
        var c = this.color;
        var colorCode = '\x1B[3' + (c < 8 ? c : '8;5;' + c);
        var prefix = '  ' + colorCode + ';1m' + name + ' \x1B[0m';
        args[0] = prefix + args[0].split('\n').join('\n' + prefix);
        args.push(colorCode + 'm+' + exports.humanize(this.diff) + '\x1B[0m');
      } else {
        args[0] = getDate() + name + ' ' + args[0];
      }
    }
    function getDate() {
      if (exports.inspectOpts.hideDate) {
        return '';
      } else {
        return /* @__PURE__ */ new Date().toISOString() + ' ';
      }
    }
    function log6() {
      return process.stderr.write(util.format.apply(util, arguments) + '\n');
    }
    function save(namespaces) {
      if (null == namespaces) {
        delete process.env.DEBUG;
      } else {
        process.env.DEBUG = namespaces;
      }
    }
    function load() {
      return process.env.DEBUG;
    }
    function init(debug6) {
      debug6.inspectOpts = {};
      var keys = Object.keys(exports.inspectOpts);
      for (var i = 0; i < keys.length; i++) {
        debug6.inspectOpts[keys[i]] = exports.inspectOpts[keys[i]];
      }
    }
    exports.enable(load());
  },
});

// ../../node_modules/.pnpm/debug@3.1.0/node_modules/debug/src/index.js
var require_src2 = __commonJS({
  '../../node_modules/.pnpm/debug@3.1.0/node_modules/debug/src/index.js'(exports, module) {
    'use strict';
    init_esm_shims();
    if (typeof process === 'undefined' || process.type === 'renderer') {
      module.exports = require_browser();
    } else {
      module.exports = require_node();
    }
  },
});

// ../../node_modules/.pnpm/date.js@0.3.3/node_modules/date.js/lib/date.js
var require_date = __commonJS({
  '../../node_modules/.pnpm/date.js@0.3.3/node_modules/date.js/lib/date.js'(exports, module) {
    'use strict';
    init_esm_shims();
    var debug6 = require_src2()('date:date');
    var _second = 1e3;
    var _minute = 60 * _second;
    var _hour = 60 * _minute;
    var _day = 24 * _hour;
    var _week = 7 * _day;
    var _year = 56 * _week;
    var _daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    module.exports = date3;
    function date3(offset2) {
      if (!(this instanceof date3)) return new date3(offset2);
      this._changed = {};
      this.date = new Date(offset2);
    }
    date3.prototype.clone = function () {
      return new Date(this.date);
    };
    date3.prototype.changed = function (str) {
      if (this._changed[str] === void 0) return false;
      return this._changed[str];
    };
    date3.prototype.second = function (n2) {
      var seconds = +n2 * _second;
      this.update(seconds);
      this._changed['seconds'] = true;
      return this;
    };
    date3.prototype.minute = function (n2) {
      var minutes = +n2 * _minute;
      this.update(minutes);
      this._changed['minutes'] = true;
      return this;
    };
    date3.prototype.hour = function (n2) {
      var hours = +n2 * _hour;
      this.update(hours);
      this._changed['hours'] = true;
      return this;
    };
    date3.prototype.day = function (n2) {
      var days2 = +n2 * _day;
      this.update(days2);
      this._changed['days'] = true;
      return this;
    };
    date3.prototype.week = function (n2) {
      var weeks = +n2 * _week;
      this.update(weeks);
      this._changed['weeks'] = true;
      return this;
    };
    date3.prototype.month = function (n2) {
      var d = this.date;
      var day = d.getDate();
      d.setDate(1);
      var month = +n2 + d.getMonth();
      d.setMonth(month);
      var dim = this.daysInMonth(month);
      d.setDate(Math.min(dim, day));
      return this;
    };
    date3.prototype.daysInMonth = function (m) {
      var dim = _daysInMonth[m];
      var leap = leapyear(this.date.getFullYear());
      return 1 == m && leap ? 29 : 28;
    };
    date3.prototype.year = function (n2) {
      var yr = this.date.getFullYear();
      yr += +n2;
      this.date.setFullYear(yr);
      this._changed['years'] = true;
      return this;
    };
    date3.prototype.time = function (h, m, s2, meridiem) {
      if (h === false) {
        h = this.date.getHours();
      } else {
        h = +h || 0;
        this._changed['hours'] = h;
      }
      if (m === false) {
        m = this.date.getMinutes();
      } else {
        m = +m || 0;
        this._changed['minutes'] = m;
      }
      if (s2 === false) {
        s2 = this.date.getSeconds();
      } else {
        s2 = +s2 || 0;
        this._changed['seconds'] = s2;
      }
      this.date.setHours(h, m, s2);
      return this;
    };
    var days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    days.forEach(function (day, i) {
      date3.prototype[days[i]] = function (n2) {
        this._changed['days'] = true;
        this.updateDay(i, n2);
      };
    });
    date3.prototype.updateDay = function (d, n2) {
      n2 = +(n2 || 1);
      var diff2 = (d - this.date.getDay() + 7) % 7;
      if (n2 > 0) --n2;
      diff2 += 7 * n2;
      this.update(diff2 * _day);
      return this;
    };
    date3.prototype.update = function (ms) {
      this.date = new Date(this.date.getTime() + ms);
      return this;
    };
    function leapyear(yr) {
      return (yr % 4 === 0 && yr % 100 !== 0) || yr % 400 === 0;
    }
  },
});

// ../../node_modules/.pnpm/date.js@0.3.3/node_modules/date.js/lib/subdash.js
var require_subdash = __commonJS({
  '../../node_modules/.pnpm/date.js@0.3.3/node_modules/date.js/lib/subdash.js'(exports) {
    'use strict';
    init_esm_shims();
    exports.difference = function (bigArr, smallArr) {
      var diff2 = [];
      for (var i = 0; i < bigArr.length; i++) {
        var ele = bigArr[i];
        if (smallArr.indexOf(ele) == -1) {
          diff2.push(ele);
        }
      }
      return diff2;
    };
    exports.flatten = function (arr) {
      return [].concat.apply([], arr);
    };
    exports.find = function (arr, fn) {
      var found = null;
      for (var i = 0; i < arr.length; i++) {
        if (fn(arr[i])) {
          found = arr[i];
          break;
        }
      }
      return found;
    };
    exports.findLastIndex = function (arr, fn) {
      var found = -1;
      for (var i = arr.length - 1; i >= 0; i--) {
        if (fn(arr[i])) {
          found = i;
          break;
        }
      }
      return found;
    };
    exports.includes = function (arr, item) {
      var found = false;
      for (var i = 0; i < arr.length; i++) {
        if (arr[i] === item) {
          found = true;
          break;
        }
      }
      return found;
    };
    exports.isNaN = function (n2) {
      return Number.isNaN(n2);
    };
    exports.keys = function (obj) {
      return Object.keys(obj);
    };
    exports.pullAt = function (arr, i) {
      var res = arr.splice(i, 1);
      return res;
    };
    exports.unique = function (arr, i) {
      return arr.filter(function (elem, pos) {
        return arr.indexOf(elem) == pos;
      });
    };
  },
});

// ../../node_modules/.pnpm/date.js@0.3.3/node_modules/date.js/lib/maps.json
var require_maps = __commonJS({
  '../../node_modules/.pnpm/date.js@0.3.3/node_modules/date.js/lib/maps.json'(exports, module) {
    module.exports = {
      op: {
        plus: ['and', 'plus', '+', 'add', 'on'],
        minus: ['minus', 'subtract'],
        times: ['times', 'multiply'],
        divide: ['divide'],
      },
      o: {
        plus: [
          'at',
          'in',
          'past',
          'late',
          'later',
          'after',
          'next',
          'from',
          'start',
          'starting',
          'since',
          'coming',
        ],
        minus: ['last', 'minus', 'subtract', 'ago', 'before', 'from'],
      },
      n: {
        0.25: ['quarter'],
        0.5: ['half', '1/2', 'half an'],
        0: ['zero'],
        1: ['one', 'a', 'an', 'first'],
        2: ['two', 'second'],
        3: ['three', 'third'],
        4: ['four', 'fourth'],
        5: ['five', 'fifth'],
        6: ['six', 'sixth'],
        7: ['seven', 'seventh'],
        8: ['eight', 'eighth'],
        9: ['nine', 'ninth'],
        10: ['ten', 'tenth'],
        11: ['eleven', 'eleventh'],
        12: ['twelve', 'twelveth'],
        13: ['thirteen', 'thirteenth'],
        14: ['fourteen', 'fourteenth'],
        15: ['fifteen', 'fifteenth'],
        16: ['sixteen', 'sixteenth'],
        17: ['seventeen', 'seventeenth'],
        18: ['eighteen', 'eighteenth'],
        19: ['nineteen', 'nineteenth'],
        20: ['twenty', 'twentieth'],
        30: ['thirty', 'thirtieth'],
        40: ['fourty', 'fourtieth'],
        50: ['fifty', 'fiftieth'],
        60: ['sixty', 'sixtieth'],
        70: ['seventy', 'seventieth'],
        80: ['eighty', 'eightieth'],
        90: ['ninety', 'ninetieth'],
        100: ['hundred', 'hundreds', 'hundredth'],
        1000: ['thousand', 'thousands', 'thousandth', 'k', 'K'],
      },
      t: {},
      dt: {
        s: ['second', 'seconds', 's', 'sec', 'secs'],
        m: ['minute', 'minutes', 'm', 'min', 'mins'],
        h: ['hour', 'hours', 'h', 'hr', 'hrs'],
        d: ['day', 'days', 'd', 'dai'],
        w: ['week', 'weeks', 'w', 'wk', 'wks'],
        M: ['month', 'months', 'monthes', 'M', 'mo', 'moon', 'moons'],
        y: ['year', 'years', 'y', 'yr', 'yrs'],
      },
      T: {
        't:,dt:=3h': ['later', 'soon'],
        't:=1d,dt:': ['st', 'nd', 'rd', 'th', 'st day', 'nd day', 'rd day', 'th day'],
        't:,dt:1w': ['st week', 'nd week', 'rd week', 'th week'],
        't:,dt:14d': ['day', 'fortnight'],
        't:=0h=0m=0s1mer,dt:': ['pm', 'p.m', 'p.m.', 'noon'],
        't:,dt:1d': ['tomorrow', 'tmr'],
        't:,dt:-1d': ['yesterday', 'ytd'],
        't:,0dt:': ['today'],
        't:=2h=0m=0s1mer,dt:': ['afternoon'],
        't:=6h=0m=0s0mer,dt:': ['dawn'],
        't:=7h=0m=0s0mer,dt:': ['am', 'a.m', 'a.m.'],
        't:=7h=0m=0s1mer,dt:': ['evening'],
        't:=8h=0m=0s0mer,dt:': ['morning'],
        't:=9h=0m=0s1mer,dt:': ['tonight', 'night'],
        't:=0h=0m=0s0mer,dt:1d': ['midnight'],
        't:,dt:=0w0wd': ['sunday', 'sun'],
        't:,dt:=0w1wd': ['monday', 'mon'],
        't:,dt:=0w2wd': ['tuesday', 'tue', 'tues'],
        't:,dt:=0w3wd': ['wednesday', 'wed'],
        't:,dt:=0w4wd': ['thursday', 'thu', 'thur', 'thurs'],
        't:,dt:=0w5wd': ['friday', 'fri'],
        't:,dt:=0w6wd': ['saturday', 'sat'],
        't:1M=1d,dt:': ['january', 'jan'],
        't:2M=1d,dt:': ['february', 'feb'],
        't:3M=1d,dt:': ['march', 'mar'],
        't:4M=1d,dt:': ['april', 'apr'],
        't:5M=1d,dt:': ['may'],
        't:6M=1d,dt:': ['june', 'jun'],
        't:7M=1d,dt:': ['july', 'jul'],
        't:8M=1d,dt:': ['august', 'aug'],
        't:9M=1d,dt:': ['september', 'sept', 'sep'],
        't:10M=1d,dt:': ['october', 'oct'],
        't:11M=1d,dt:': ['november', 'nov'],
        't:12M=1d,dt:': ['december', 'dec'],
        't:12M25d,dt:': ['christmas'],
      },
      f: {
        1: ['once'],
        2: ['twice'],
      },
    };
  },
});

// ../../node_modules/.pnpm/date.js@0.3.3/node_modules/date.js/lib/util.js
var require_util = __commonJS({
  '../../node_modules/.pnpm/date.js@0.3.3/node_modules/date.js/lib/util.js'(exports, module) {
    'use strict';
    init_esm_shims();
    var _ = require_subdash();
    var maps = require_maps();
    var reT = /t\:\S*,dt\:\S*/g;
    var timeUnitOrder = ['y', 'M', 'w', 'd', 'h', 'm', 's', 'ms'];
    var canonTimeUnitOrder = [];
    for (i = 0; i < timeUnitOrder.length; i++) {
      unit = timeUnitOrder[i];
      canonTimeUnitOrder.push(lemma(unit).canon);
    }
    var unit;
    var i;
    var tOrdering = ['y', 'M', 'd', 'h', 'm', 's'];
    var tFactor = [365, 30, 24, 60, 60];
    var stdTdelim = ['-', '-', ' ', ':', ':', ''];
    module.exports = {
      TtoStdT,
      TtoStr,
      delimSyms,
      hasSym,
      has_dt,
      has_pureTimeUnit,
      has_t,
      highestOverride,
      isSym,
      largestUnit,
      lemma,
      nextLargestUnit,
      nowT,
      opType,
      orderChunks,
      removeTnPlus,
      reT,
      sName,
      splitByArr,
      splitSyms,
      splitT,
      stdT,
      stdTdelim,
      stdTtoT,
      tOrdering,
      timeUnitOrder,
      canonTimeUnitOrder,
      tokenToStr,
      unparsedStr,
    };
    function TtoStdT(str, offset2) {
      if (typeof str != 'string') {
        str = TtoStr(str);
      }
      var nowStr = nowT(offset2),
        nowArr = splitT(nowStr),
        strArr = splitT(str);
      var resArr = [];
      for (var i2 = 0; i2 < nowArr.length; i2++) {
        var val = parseFloat(strArr[i2]);
        if (Number.isNaN(val)) {
          val = parseFloat(nowArr[i2]);
        }
        resArr.push(val);
      }
      var resStr = '';
      for (var i2 = 0; i2 < stdTdelim.length; i2++) {
        var num = resArr[i2].toString();
        var predecimal = /(\d+)(\.\d+)?/.exec(num)[1],
          postdecimal = /(\d+)\.?(\d+)?/.exec(num)[2];
        if (predecimal.length == 1) {
          num = '0' + num;
        }
        if (postdecimal != null) {
          for (var j = 0; j < 3 - postdecimal.length; j++) {
            num = num + '0';
          }
        }
        resStr += num + stdTdelim[i2];
      }
      return resStr;
    }
    function TtoStr(T) {
      var tStr = 't:',
        dtStr = ',dt:';
      for (var i2 = 0; i2 < timeUnitOrder.length; i2++) {
        var tUnit = timeUnitOrder[i2];
        if (T['t'][tUnit] != void 0) {
          tStr += T['t'][tUnit] + tUnit;
        }
        if (T['dt'][tUnit] != void 0) {
          dtStr += T['dt'][tUnit] + tUnit;
        }
      }
      return tStr + dtStr;
    }
    function delimSyms(syms) {
      var newSyms = [],
        count = 0;
      for (var i2 = 0; i2 < syms.length; i2++) {
        var s2 = syms[i2];
        if (s2 == null) {
          count++;
        } else {
          if (count > 2) {
            newSyms.push('trinull');
          }
          newSyms.push(s2);
          count = 0;
        }
      }
      return newSyms;
    }
    function hasSym(syms, symArr) {
      var found = false;
      for (var i2 = 0; i2 < syms.length; i2++) {
        if (isSym(syms[i2], symArr)) {
          found = true;
          break;
        }
      }
      return found;
    }
    function has_dt(T) {
      return _.keys(T.dt).length > 0;
    }
    function has_pureTimeUnit(T) {
      var dt = T.dt,
        t = T.t;
      var pure = true;
      for (var k in dt) {
        if (!_.includes(timeUnitOrder, k)) {
          pure = false;
          break;
        }
      }
      for (var k in t) {
        if (!_.includes(timeUnitOrder, k)) {
          pure = false;
          break;
        }
      }
      return pure;
    }
    function has_t(T) {
      return _.keys(T.t).length > 0;
    }
    function highestOverride(t) {
      var lowestOverable = null;
      for (var i2 = 0; i2 < tOrdering.length; i2++) {
        var unit2 = tOrdering[i2];
        if (/^=/.exec(t[unit2])) {
          lowestOverable = unit2;
          break;
        }
      }
      return lowestOverable;
    }
    function isSym(s2, arr) {
      return _.includes(arr, sName(s2));
    }
    function largestUnit(T) {
      var lu = _.find(tOrdering, function (unit2) {
        return T.t[unit2];
      });
      if (lu == null) {
        lu = _.find(tOrdering, function (unit2) {
          return T.dt[unit2];
        });
      }
      return lu;
    }
    function lemma(str) {
      str = str == 'M' ? str : str.toLowerCase();
      var lem = {},
        name = null,
        value = null,
        canon = str;
      var mapsKeys = _.keys(maps);
      for (var i2 = 0; i2 < mapsKeys.length; i2++) {
        var sMap = maps[mapsKeys[i2]],
          sMapKeys = _.keys(sMap);
        for (var j = 0; j < sMapKeys.length; j++) {
          var inflectionArr = sMap[sMapKeys[j]];
          if (_.includes(inflectionArr, str)) {
            canon = inflectionArr[0];
            value = sMapKeys[j];
            break;
          }
        }
        if (value != null) {
          name = mapsKeys[i2];
          break;
        }
      }
      lem['name'] = name;
      lem['value'] = value;
      lem['canon'] = canon;
      return lem;
    }
    function nextLargestUnit(T) {
      var lu = largestUnit(T);
      return tOrdering[tOrdering.indexOf(lu) - 1];
    }
    function nowT(offset2) {
      var dateStr = offset2 == void 0 ? stdT(/* @__PURE__ */ new Date()) : stdT(offset2);
      return stdTtoT(dateStr);
    }
    function opType(L, op, R) {
      var LsName = sName(L) || '',
        RsName = sName(R) || '';
      var opsName = sName(op);
      if (opsName != 'o' && opsName != 'r' && opsName != 'c') {
        opsName = '';
      }
      return LsName + opsName + RsName;
    }
    function orderChunks(matrix) {
      var hasNoT = matrix.filter(function (row) {
        return !hasSym(row, ['T']);
      });
      var hasT = matrix.filter(function (row) {
        return hasSym(row, ['T']);
      });
      var lengthSortedNotTMat = hasNoT.sort(function (a, b) {
        return a.length - b.length;
      });
      var lengthSortedTMat = hasT.sort(function (a, b) {
        return a.length - b.length;
      });
      return lengthSortedNotTMat.concat(lengthSortedTMat);
    }
    function removeTnPlus(syms) {
      for (var i2 = 0; i2 < syms.length; i2++) {
        var s2 = syms[i2];
        if (isSym(s2, ['op']) && s2.value == 'plus' && isSym(syms[i2 + 1], ['n'])) {
          syms.splice(i2, 1);
        }
      }
      return syms;
    }
    function sName(symbol) {
      return symbol ? symbol.constructor.name : null;
    }
    function splitByArr(str, tokenArr) {
      var delim = '#{REPLACE}';
      for (var i2 = 0; i2 < tokenArr.length; i2++) {
        var token = tokenArr[i2];
        str = str.replace(token, delim);
      }
      return str.split(delim);
    }
    function splitSyms(syms, delimiter) {
      var matrix = [],
        newRow = [];
      for (var i2 = 0; i2 < syms.length; i2++) {
        var s2 = syms[i2];
        if (s2 == delimiter || sName(s2) == delimiter) {
          matrix.push(newRow);
          newRow = [];
        } else if (i2 == syms.length - 1) {
          newRow.push(s2);
          matrix.push(newRow);
        } else {
          newRow.push(s2);
        }
      }
      return matrix;
    }
    function splitT(str) {
      if (!str.match(reT)) {
        return null;
      }
      var _y = (/(\d+(\.\d+)?)y/.exec(str) || [])[1],
        _M = (/(\d+(\.\d+)?)M/.exec(str) || [])[1],
        _w = (/(\d+(\.\d+)?)w/.exec(str) || [])[1],
        _d = (/(\d+(\.\d+)?)d/.exec(str) || [])[1],
        _h = (/(\d+(\.\d+)?)h/.exec(str) || [])[1],
        _m = (/(\d+(\.\d+)?)m/.exec(str) || [])[1],
        _s = (/(\d+(\.\d+)?)s/.exec(str) || [])[1];
      var TO = {
        y: _y,
        M: _M,
        w: _w,
        d: _d,
        h: _h,
        m: _m,
        s: _s,
      };
      TO = carry(TO);
      var res = [];
      for (var i2 = 0; i2 < tOrdering.length; i2++) {
        var k = tOrdering[i2];
        res.push(TO[k]);
      }
      return res;
    }
    function carry(TO) {
      TO = dumpWeek(TO);
      TO = carryDown(TO);
      TO = carryUp(TO);
      return TO;
    }
    function dumpWeek(TO) {
      var _w = parseFloat(TO['w'] || '0'),
        _d = parseFloat(TO['d'] || '0');
      TO['d'] = _d + _w * 7;
      delete TO['w'];
      return TO;
    }
    function carryDown(TO) {
      var ordering = tOrdering,
        factor = tFactor;
      var carry2 = 0;
      for (var i2 = 0; i2 < ordering.length; i2++) {
        var u = ordering[i2];
        if (TO[u] == void 0 && carry2 == 0) {
          continue;
        }
        TO[u] = parseFloat(TO[u] || '0') + carry2;
        if (i2 == ordering.length - 1) {
          break;
        }
        var decimal = parseFloat(TO[u] || '0') - parseInt(TO[u] || '0');
        if (decimal > 0) {
          carry2 = decimal * factor[i2];
          TO[u] = parseInt(TO[u]);
        } else {
          carry2 = 0;
        }
      }
      return TO;
    }
    function carryUp(TO) {
      var ordering = tOrdering.slice().reverse(),
        factor = tFactor.slice().reverse();
      var carry2 = 0;
      for (var i2 = 0; i2 < ordering.length; i2++) {
        var u = ordering[i2];
        if (TO[u] == void 0 && carry2 == 0) {
          continue;
        }
        TO[u] = parseFloat(TO[u] || '0') + carry2;
        if (i2 == ordering.length - 1) {
          break;
        }
        var deci = parseInt(parseFloat(TO[u] || '0') / factor[i2]);
        if (deci > 0) {
          carry2 = deci;
          TO[u] = parseFloat(TO[u] || '0') % factor[i2];
        } else {
          carry2 = 0;
        }
      }
      return TO;
    }
    function stdT(date3) {
      if (typeof date3 == 'string') {
        date3 = new Date(date3);
      }
      var _y = date3.getFullYear(),
        _M = date3.getMonth() + 1,
        _d = date3.getDate(),
        _date = [_y, _M, _d].join('-');
      ((_time = /(\d\S+)/.exec(date3.toTimeString())[1]), (format = _date + ' ' + _time));
      return format;
    }
    function stdTtoT(str) {
      var datetime = str.split(' ');
      var date3 = datetime[0].split('-'),
        time = datetime[1].split(':');
      return (
        't:' +
        date3[0] +
        'y' +
        date3[1] +
        'M' +
        date3[2] +
        'd' +
        time[0] +
        'h' +
        time[1] +
        'm' +
        time[2] +
        's,dt:'
      );
    }
    function tokenToStr(syms) {
      var tokens = [];
      for (var i2 = 0; i2 < syms.length; i2++) {
        tokens.push(syms[i2].token);
      }
      return tokens.join(' ');
    }
    function unparsedStr(str, syms) {
      var inputTokens = str.split(/\s+/);
      var tokens = [];
      for (var i2 = 0; i2 < syms.length; i2++) {
        if (syms[i2] == null) {
          tokens.push(inputTokens[i2]);
        }
      }
      return tokens.join(' ');
    }
  },
});

// ../../node_modules/.pnpm/date.js@0.3.3/node_modules/date.js/lib/symbol.js
var require_symbol = __commonJS({
  '../../node_modules/.pnpm/date.js@0.3.3/node_modules/date.js/lib/symbol.js'(exports, module) {
    'use strict';
    init_esm_shims();
    var maps = require_maps();
    var util = require_util();
    var symbolConstructors = {
      op,
      c,
      r,
      n: n2,
      t: T,
      dt: T,
      T,
      f,
      o,
      rT,
      cT,
    };
    module.exports = symbol;
    function symbol(str) {
      var s2;
      if (str == null) {
        s2 = null;
      } else if (str['start'] && str['end']) {
        s2 = new symbolConstructors['rT'](str);
      } else if (parseFloat(str) == str) {
        s2 = new symbolConstructors['n'](str);
      } else if (str.match(util.reT)) {
        s2 = str.match(/\s+/g) ? null : new symbolConstructors['T'](str);
      } else {
        var lem = util.lemma(str);
        s2 = lem.name ? new symbolConstructors[lem.name](lem.value, lem.name) : null;
        if (s2) {
          s2.canon = lem.canon;
        }
      }
      if (s2) {
        s2.token = str;
      }
      return s2;
    }
    function op(value) {
      this.value = value;
    }
    function o(value) {
      this.value = value;
    }
    function r(value) {
      this.value = value;
    }
    function c(value) {
      this.value = value;
    }
    function n2(value) {
      this.value = parseFloat(value);
    }
    function t(value) {
      if (!value) {
        return null;
      }
      while (value) {
        var isDefault = (value.match(/^=/) || [])[0] || '';
        value = value.replace(/^=/, '');
        var number = (value.match(/^\-?\d+(\.\d+)?/) || [])[0] || '1';
        value = value.replace(/^\-?\d+(\.\d+)?/, '');
        var unit = (value.match(/^[a-zA-Z]+/) || [])[0];
        value = value.replace(/^[a-zA-Z]+/, '');
        this[unit] = isDefault + number;
      }
    }
    function dt(value) {
      if (!value) {
        return null;
      }
      while (value) {
        var isDefault = (value.match(/^=/) || [])[0] || '';
        value = value.replace(/^=/, '');
        var number = (value.match(/^\-?\d+(\.\d+)?/) || [])[0] || '1';
        value = value.replace(/^\-?\d+(\.\d+)?/, '');
        var unit = (value.match(/^[a-zA-Z]+/) || [])[0];
        value = value.replace(/^[a-zA-Z]+/, '');
        this[unit] = isDefault + number;
      }
    }
    function T(value, name) {
      if (name == 't') {
        this.t = new t(value);
        this.dt = new dt();
      } else if (name == 'dt') {
        this.t = new t();
        this.dt = new dt(value);
      } else {
        var split = value.split(','),
          _t = split[0].split(':').pop(),
          _dt = split[1].split(':').pop();
        this.t = new t(_t);
        this.dt = new dt(_dt);
      }
    }
    function rT(interval) {
      this.start = interval.start;
      this.end = interval.end;
    }
    function f(value) {
      this.value = value;
    }
    function cT(cron) {
      this.cron = cron;
    }
  },
});

// ../../node_modules/.pnpm/date.js@0.3.3/node_modules/date.js/lib/tokenize.js
var require_tokenize = __commonJS({
  '../../node_modules/.pnpm/date.js@0.3.3/node_modules/date.js/lib/tokenize.js'(exports, module) {
    'use strict';
    init_esm_shims();
    var util = require_util();
    var symbol = require_symbol();
    var maps = require_maps();
    var re = {
      // 12/20 - 12/21, 2012/12 - 2013/12
      MMsDDdMMsDD:
        /(?!\d{1,4}\/\d{1,4}\s*-\s*\d{1,4}\/\d{1,4}\/)(\d{1,4})\/(\d{1,4})\s*-\s*(\d{1,4})\/(\d{1,4})/g,
      // 12/22 - 23, 2012/10 - 12
      MMsDDdDD: /(?!\d{1,4}\/\d{1,4}\s*-\s*\d{1,4}\/)(\d{1,4})\/(\d{1,4})\s*-\s*(\d{1,4})/g,
      // 12/24, 2012/12
      MMsDD: /(?!\d{1,4}\/\d{1,4}\/)(\d{1,4})\/(\d{1,4})/g,
      // 05:30pm, 0530pm, 1730, 1730pm, 1730[re:h], remove the [re:h]
      hhcmm: /(\s+\d{1,2}|^\d{1,2})\:?(\d{2})\s*(\S+)*/g,
    };
    module.exports = tokenize;
    function tokenize(str) {
      str = (' ' + str)
        .replace(/\s+(\d+)([a-zA-Z]+)/g, ' $1 $2')
        .replace(/\s+([a-zA-Z]+)(\d+)/g, ' $1 $2')
        .replace(/\s+/g, ' ')
        .replace(/^\s+/, '');
      var p = parseNormal12(str),
        pStr = p.str,
        tokens = pStr.split(' '),
        symbols = [];
      for (var i = 0; i < tokens.length; i++) {
        if (!tokens[i].match(util.reT)) {
          tokens[i] = tokens[i].replace(/^\W+/, '').replace(/\W+$/, '');
        }
      }
      for (var i = 0; i < tokens.length; i++) {
        var tok = tokens[i];
        var oneGram = tok,
          twoGram = tok + ' ' + (tokens[i + 1] || ''),
          oneSym = symbol(oneGram),
          twoSym = symbol(twoGram);
        if (twoSym && twoSym.value == oneSym.value) {
          i++;
          symbols.push(symbol(twoGram));
        } else {
          symbols.push(symbol(oneGram));
        }
      }
      return {
        str: pStr,
        tokensOut: p.tokensOut,
        tokensIn: p.tokensIn,
        symbols,
      };
    }
    function parseNormal12(str) {
      var p1 = parseNormal1(str);
      var p1TokensOut = p1.tokensOut.filter(notSubnormal);
      var p1Str = injectNormal(str, p1TokensOut);
      var p2 = parseNormal2(p1Str, [], []);
      var pTokensOut = p1.tokensOut.concat(p2.tokensOut);
      var pTokensIn = p1.tokensIn.concat(p2.tokensIn);
      return {
        str: p2.str,
        tokensOut: pTokensOut,
        tokensIn: pTokensIn,
      };
    }
    function parseNormal1(str) {
      var tokensIn = [],
        tokensOut = [];
      str = str.replace(/\s+/g, ' ');
      var strArr = str.split(/\s+/g);
      var normalDate = null,
        head = '';
      while (strArr.length) {
        head = (head + ' ' + strArr.shift()).trim();
        try {
          normalDate = util.stdT(new Date(head));
          var advanceHead = head + ' ' + strArr[0];
          while (1) {
            try {
              var advanceDate = util.stdT(new Date(advanceHead));
              if (advanceDate != 'Invalid Date') {
                var normalDate = advanceDate;
                head = head + ' ' + strArr.shift();
                advanceHead = advanceHead + ' ' + strArr[0];
              } else {
                break;
              }
            } catch (e) {
              break;
            }
          }
          while (1) {
            try {
              if (util.stdT(new Date(head.replace(/^\s*\S+\s*/, ''))) != normalDate) {
                break;
              } else {
                head = head.replace(/^\s*\S+\s*/, '');
              }
            } catch (e) {
              break;
            }
          }
          if (head.length > 6) {
            tokensIn.push(normalDate);
            tokensOut.push(head);
          }
          head = '';
        } catch (e) {}
      }
      return { tokensIn, tokensOut };
    }
    function parseNormal2(str, tokensIn, tokensOut) {
      var m, res;
      if ((m = re.MMsDDdMMsDD.exec(str))) {
        var yMd1 = yMdParse(m[1], m[2]);
        var yMd2 = yMdParse(m[3], m[4]);
        res = ' t:' + yMd1 + ',dt: - t:' + yMd2 + ',dt: ';
      } else if ((m = re.MMsDDdDD.exec(str))) {
        var yMd1 = yMdParse(m[1], m[2]);
        var yMd2 = yMdParse(m[1], m[3]);
        res = ' t:' + yMd1 + ',dt: - t:' + yMd2 + ',dt: ';
      } else if ((m = re.MMsDD.exec(str))) {
        var yMd = yMdParse(m[1], m[2]);
        res = ' t:' + yMd + ',dt: ';
      } else if ((m = re.hhcmm.exec(str))) {
        res = ' t:' + m[1].trim() + 'h' + m[2] + 'm,dt: ' + (m[3] || '');
      } else {
        return {
          str,
          tokensIn,
          tokensOut,
        };
      }
      tokensOut.push(m[0]);
      tokensIn.push(res);
      str = parseNormal2(str.replace(m[0], res), tokensIn, tokensOut).str;
      return {
        str,
        tokensIn,
        tokensOut,
      };
    }
    function yMdParse(token1, token2) {
      var part0 = [token1, token2].filter(function (token) {
        return token.length == 4;
      });
      var part1 = [token1, token2].filter(function (token) {
        return token.length != 4;
      });
      var y = part0[0] ? part0[0] + 'y' : '';
      var M = part1[0] + 'M';
      var d = part1[1] ? part1[1] + 'd' : '';
      return y + M + d;
    }
    function notSubnormal(dateStr) {
      var subnormalStr = parseNormal2(dateStr, [], []).str;
      var noT = subnormalStr.replace(/t\:\S*,dt\:\S*(\s*-\s*t\:\S*,dt\:\S*)?/, '');
      return /\w+/g.exec(noT) != null;
    }
    function injectNormal(str, parsedArr) {
      for (var i = 0; i < parsedArr.length; i++) {
        var parsed = parsedArr[i];
        var T = util.stdTtoT(util.stdT(new Date(parsed)));
        str = str.replace(parsed, T);
      }
      return str;
    }
  },
});

// ../../node_modules/.pnpm/date.js@0.3.3/node_modules/date.js/lib/norm.js
var require_norm = __commonJS({
  '../../node_modules/.pnpm/date.js@0.3.3/node_modules/date.js/lib/norm.js'(exports, module) {
    'use strict';
    init_esm_shims();
    var _ = require_subdash();
    var util = require_util();
    var symbol = require_symbol();
    var tokenize = require_tokenize();
    module.exports = norm;
    function norm(str, offset2) {
      try {
        var tokObj = tokenize(str);
        var syms = pickTokens(tokObj.symbols) || [];
        syms = reduce(syms, ['n', 'n']);
        syms = nTnRedistribute(syms);
        syms = reduce(syms, ['o', 'o']);
        var restored = restoreTokens(syms, tokObj);
        return restored;
      } catch (e) {
        return {
          str,
          tokens: [],
          normals: [],
        };
      }
    }
    function restoreTokens(syms, tokObj) {
      var tokens = [],
        normals = [],
        tokensOut = tokObj.tokensOut,
        tokensIn = tokObj.tokensIn;
      syms = util.removeTnPlus(syms);
      for (var i = 0; i < syms.length; i++) {
        var s2 = syms[i],
          sName = util.sName(s2),
          token = '';
        switch (sName) {
          case 'n':
            token = s2.token.match(/^\s*[\d\.\-\+]+\s*$/) ? s2.token.trim() : s2.value.toString();
            break;
          case 'T':
            token = restoreNormal(s2);
            break;
          default:
            token = s2.token.toString();
        }
        if (typeof token == 'string') {
          tokens.push(token);
        } else {
          normals.push(token.normal);
        }
      }
      return {
        tokens,
        str: tokens.join(' ').replace(/\s+/g, ' '),
        normals,
      };
    }
    function restoreNormal(T) {
      var token = T.token;
      if (token.match(util.reT)) {
        var split = util.splitT(token);
        if (_.includes(split, void 0)) {
          var dateArr = split.slice(0, 3),
            timeArr = split.slice(3);
          if (timeArr[0] != void 0) {
            return util.TtoStdT(token).match(/(\d+\:\d+)/)[1];
          } else {
            return { normal: util.TtoStdT(token) };
          }
        } else {
          return { normal: util.TtoStdT(token) };
        }
      } else if (!util.has_t(T) && util.has_dt(T) && util.has_pureTimeUnit(T)) {
        var dtStr = '',
          units = _.keys(T.dt),
          dt = T.dt;
        for (var i = 0; i < units.length; i++) {
          var u = units[i],
            kval = parseFloat(dt[u]),
            numStr =
              kval != dt[u] || kval == 0 || Math.abs(kval) == 1 ? '' : dt[u].toString() + ' ';
          var canon = u;
          if (T.canon != void 0) {
            canon = T.canon;
          } else {
            var lemma = util.lemma(u),
              lemmaCanon = lemma.canon,
              lemmaKey = lemma.value;
            if (lemmaKey && lemmaKey.match(/^\w+$/)) {
              canon = lemmaCanon;
            }
          }
          dtStr = dtStr + numStr + canon + ' ';
        }
        return dtStr;
      } else {
        return token;
      }
    }
    function pickTokens(syms) {
      var delimited = util.delimSyms(syms),
        chunks = util.splitSyms(delimited, 'trinull'),
        candidates = util.orderChunks(chunks);
      return candidates.pop();
    }
    function reduce(syms, varArr, opArr) {
      if (syms.length < 2) {
        return syms;
      }
      var opArr = opArr || ['op'];
      syms.push('null');
      var res = [],
        past = null,
        defOp = null,
        op = defOp,
        interOp = false;
      for (var i = 0; i < syms.length; i++) {
        var s2 = syms[i];
        if (!past || !s2) {
          if (i == 0) {
            past = s2;
          }
        } else if (util.isSym(s2, opArr)) {
          op = s2;
          interOp = true;
        } else if (util.isSym(past, [varArr[0]]) && util.isSym(s2, [varArr[1]])) {
          past = execOp(past, op, s2);
          op = defOp;
          interOp = false;
        } else {
          res.push(past);
          if (Array.isArray(past)) {
            res = _.flatten(res);
          } else {
            if (interOp) {
              res.push(symbol(op.value));
            }
          }
          op = defOp;
          interOp = false;
          past = s2;
        }
      }
      return res;
    }
    function execOp(L, op, R, offset2) {
      var otype = util.opType(L, op, R),
        res = null;
      if (_.includes(['nn'], otype)) {
        res = nnOp(L, op, R);
      } else if (_.includes(['nT'], otype)) {
        res = nTOp(L, op, R);
      } else if (_.includes(['TT'], otype)) {
        res = TTOp(L, op, R);
      } else if (_.includes(['ToT', 'oT', 'To'], otype)) {
        res = ToTOp(L, op, R, offset2);
      } else if (_.includes(['oo'], otype)) {
        res = ooOp(L, R);
      } else if (_.includes(['rT', 'TrT'], otype)) {
        res = rTOp(L, R);
      } else if (_.includes(['cT', 'fcT', 'crT', 'fcrT'], otype)) {
        res = cTOp(L, R);
      } else {
        res = op == null ? [L, R] : [L, op, R];
      }
      return res;
    }
    function atomicOp(Lval, op, Rval, dontOp) {
      dontOp = dontOp || false;
      var oName = op.value;
      if (Lval == void 0) {
        return oName == 'minus' ? Rval.toString().replace(/(\d)/, '-$1') : Rval;
      } else if (Rval == void 0) {
        return Lval;
      } else {
        var defL = Lval.toString().match(/^=/),
          defR = Rval.toString().match(/^=/);
        var l2 = parseFloat(Lval.toString().replace(/^=/, '')),
          r = parseFloat(Rval.toString().replace(/^=/, ''));
        if (defL && defR) {
          return r;
        } else if (defL && !defR) {
          return r;
        } else if (!defL && defR) {
          return l2;
        } else {
          if (dontOp) {
            return l2;
          } else {
            if (oName == 'minus') {
              return l2 - r;
            } else if (oName == 'plus') {
              return l2 + r;
            } else if (oName == 'times') {
              return l2 * r;
            } else if (oName == 'divide') {
              return l2 / r;
            }
          }
        }
      }
    }
    function nnOp(L, op, R) {
      var l2 = L.value,
        r = R.value;
      if (l2 > r) {
        op = op || symbol('plus');
      } else {
        op = op || symbol('times');
      }
      var res = atomicOp(l2, op, r);
      return symbol(res);
    }
    function nTnRedistribute(syms) {
      if (syms.length < 2) {
        return syms;
      }
      for (var i = 0; i < syms.length; i++) {
        var s2 = syms[i];
        if (util.sName(s2) != 'n') {
          continue;
        }
        var R = syms[i + 1];
        if (util.sName(R) == 'T') {
          continue;
        }
        var carry = [];
        var L = syms[i - 1],
          Li = -1;
        if (util.sName(L) == 'op') {
          Li = i - 1;
        }
        var LLi = _.findLastIndex(syms.slice(0, i - 1), function (Ls) {
          return util.sName(Ls) == 'n';
        });
        if (!syms[LLi] || util.sName(syms[LLi + 1]) != 'T') {
        } else {
          carry.push(_.pullAt(syms, i)[0]);
          if (Li != -1) {
            carry.unshift(_.pullAt(syms, Li)[0]);
          }
          syms.splice(LLi + 1, 0, carry);
          syms = _.flatten(syms);
        }
      }
      syms = reduce(syms, ['n', 'n']);
      return syms;
    }
    function nTOp(nL, op, TR) {
      var tOverrideUnit = util.highestOverride(TR.t);
      if (tOverrideUnit) {
        TR.t[tOverrideUnit] = nL.value;
      } else if (_.keys(TR.dt).length) {
        op = op || symbol('times');
        for (var k in TR.dt) {
          if (k == 'wd') {
            continue;
          }
          TR.dt[k] = atomicOp(nL.value, op, TR.dt[k]);
        }
      } else if (_.keys(TR.t).length) {
        op = op || symbol('plus');
        for (var k in TR.t) {
          TR.t[k] = atomicOp(nL.value, op, TR.t[k]);
        }
      }
      return TR;
    }
    function TTOp(TL, op, TR) {
      op = op || symbol('plus');
      for (var k in TR.t) {
        TL.t[k] = atomicOp(TL.t[k], op, TR.t[k], true);
      }
      for (var k in TR.dt) {
        if (k == 'wd') {
          continue;
        }
        TL.dt[k] = atomicOp(TL.dt[k], op, TR.dt[k]);
      }
      return TL;
    }
    function ooOp(L, R) {
      var Lsign = L.value == 'plus' ? 1 : -1,
        Rsign = R.value == 'plus' ? 1 : -1,
        LRsign = Lsign * Rsign;
      return LRsign > 0 ? symbol('after') : symbol('before');
    }
    function nextAvailable(T, offset2) {
      var nextUnit = util.nextLargestUnit(T);
      var finT1 = finalizeT([T], offset2)[0],
        stdStr1 = util.TtoStdT(finT1),
        UTC1 = Date.parse(stdStr1),
        UTCnow = Date.parse(/* @__PURE__ */ new Date()),
        UTCdiff = UTC1 - UTCnow;
      if (UTCdiff < 0) {
        T.dt[nextUnit] = (T.dt[nextUnit] || 0) + 1;
        var finT2 = finalizeT([T], offset2)[0];
        return finT2;
      } else {
        return finT1;
      }
    }
    function ToTOp(L, op, R, offset2) {
      if (L && !R) {
        R = symbol(util.nowT(offset2));
      } else if (!L && R) {
        if (util.has_t(R)) {
          var nextUnit = util.nextLargestUnit(R);
          R = nextAvailable(R, offset2);
          L = execOp(symbol(0.5), symbol('times'), symbol(nextUnit));
        } else {
          L = symbol(util.nowT(offset2));
        }
      } else if (!L && !R) {
        L = symbol(util.nowT(offset2));
        R = symbol(util.nowT(offset2));
      }
      var Ttype = ['t', 'dt'];
      for (var i = 0; i < Ttype.length; i++) {
        var _Ttype = Ttype[i],
          dontOp = _Ttype == 't';
        var concatKeys = _.keys(L[_Ttype]).concat(_.keys(R[_Ttype]));
        var keys = _.unique(concatKeys);
        for (var j = 0; j < keys.length; j++) {
          var k = keys[j];
          R[_Ttype][k] = atomicOp(R[_Ttype][k], op, L[_Ttype][k], dontOp);
        }
      }
      return R;
    }
    function finalizeT(syms, offset2) {
      for (var i = 0; i < syms.length; i++) {
        syms[i] = removeDefaults(syms[i]);
      }
      syms.push(symbol(util.nowT(offset2)));
      syms = reduce(syms, ['T', 'T']);
      var newSyms = [];
      for (var i = 0; i < syms.length; i++) {
        var s2 = syms[i],
          sum = tdtAdd(s2);
        sum.token = util.TtoStr(sum);
        newSyms.push(tdtAdd(s2));
      }
      return syms;
    }
    function removeDefaults(T) {
      for (var k in T.dt) {
        T.dt[k] = T.dt[k].toString().replace(/^=/, '');
      }
      for (var k in T.t) {
        T.t[k] = T.t[k].toString().replace(/^=/, '');
      }
      delete T['t']['mer'];
      return T;
    }
    function tdtAdd(T) {
      if (!util.isSym(T, ['T'])) {
        return T;
      }
      for (var k in T.dt) {
        var t_k = T.t[k] == void 0 ? 0 : T.t[k],
          dt_k = T.dt[k];
        t_k = t_k.toString().replace(/^=/, '');
        dt_k = dt_k.toString().replace(/^=/, '');
        var sum = parseFloat(t_k) + parseFloat(dt_k);
        T.t[k] = sum;
        delete T.dt[k];
      }
      return T;
    }
    function rTOp(L, R) {
      var start, end;
      if (!R) {
        start = symbol(util.nowT());
        end = L;
      } else {
        start = L;
        end = R;
      }
      return symbol({ start, end });
    }
    function cTOp(L, R) {}
  },
});

// ../../node_modules/.pnpm/date.js@0.3.3/node_modules/date.js/lib/parser.js
var require_parser = __commonJS({
  '../../node_modules/.pnpm/date.js@0.3.3/node_modules/date.js/lib/parser.js'(exports, module) {
    'use strict';
    init_esm_shims();
    var debug6 = require_src2()('date:parser');
    var date3 = require_date();
    var norm = require_norm();
    var months2 = [
      'january',
      'february',
      'march',
      'april',
      'may',
      'june',
      'july',
      'august',
      'september',
      'october',
      'november',
      'december',
    ];
    var rMeridiem = /^(\d{1,2})([:.](\d{1,2}))?([:.](\d{1,2}))?\s*([ap]m)/;
    var rHourMinute = /^(\d{1,2})([:.](\d{1,2}))([:.](\d{1,2}))?/;
    var rAtHour = /^at\s?(\d{1,2})$/;
    var rDays =
      /\b(sun(day)?|mon(day)?|tues(day)?|wed(nesday)?|thur(sday|s)?|fri(day)?|sat(urday)?)s?\b/;
    var rMonths =
      /^((\d{1,2})\s*(st|nd|rd|th))\s(day\s)?(of\s)?(january|february|march|april|may|june|july|august|september|october|november|december)/i;
    var rPast = /\b(last|yesterday|ago)\b/;
    var rDayMod = /\b(morning|noon|afternoon|night|evening|midnight)\b/;
    var rAgo = /^(\d*)\s?\b(second|minute|hour|day|week|month|year)[s]?\b\s?ago$/;
    module.exports = parser;
    function parser(str, offset2) {
      if (!(this instanceof parser)) return new parser(str, offset2);
      if (typeof offset2 == 'string') offset2 = parser(offset2);
      var prepro = norm(str, offset2);
      str = prepro.str;
      if (!str) {
        if (prepro.normals.length) {
          return new Date(prepro.normals[0]);
        } else {
          str = str;
        }
      }
      var d = offset2 || /* @__PURE__ */ new Date();
      this.date = new date3(d);
      this.original = str;
      this.str = str.toLowerCase();
      this.stash = [];
      this.tokens = [];
      while (this.advance() !== 'eos') debug6('tokens %j', this.tokens);
      this.nextTime(d);
      if (this.date.date == d) throw new Error('Invalid date');
      return this.date.date;
    }
    parser.prototype.advance = function () {
      var tok =
        this.eos() ||
        this.space() ||
        this._next() ||
        this.last() ||
        this.dayByName() ||
        this.monthByName() ||
        this.timeAgo() ||
        this.ago() ||
        this.yesterday() ||
        this.tomorrow() ||
        this.noon() ||
        this.midnight() ||
        this.night() ||
        this.evening() ||
        this.afternoon() ||
        this.morning() ||
        this.tonight() ||
        this.meridiem() ||
        this.hourminute() ||
        this.athour() ||
        this.week() ||
        this.month() ||
        this.year() ||
        this.second() ||
        this.minute() ||
        this.hour() ||
        this.day() ||
        this.number() ||
        this.string() ||
        this.other();
      this.tokens.push(tok);
      return tok;
    };
    parser.prototype.lookahead = function (n2) {
      var fetch = n2 - this.stash.length;
      if (fetch == 0) return this.lookahead(++n2);
      while (fetch-- > 0) this.stash.push(this.advance());
      return this.stash[--n2];
    };
    parser.prototype.peek = function () {
      return this.lookahead(1);
    };
    parser.prototype.next = function () {
      var tok = this.stashed() || this.advance();
      return tok;
    };
    parser.prototype.stashed = function () {
      var stashed = this.stash.shift();
      return stashed;
    };
    parser.prototype.skip = function (len) {
      this.str = this.str.substr(Array.isArray(len) ? len[0].length : len);
    };
    parser.prototype.eos = function () {
      if (this.str.length) return;
      return 'eos';
    };
    parser.prototype.space = function () {
      var captures;
      if ((captures = /^([ \t]+)/.exec(this.str))) {
        this.skip(captures);
        return this.advance();
      }
    };
    parser.prototype.second = function () {
      var captures;
      if ((captures = /^s(ec|econd)?s?/.exec(this.str))) {
        this.skip(captures);
        return 'second';
      }
    };
    parser.prototype.minute = function () {
      var captures;
      if ((captures = /^m(in|inute)?s?/.exec(this.str))) {
        this.skip(captures);
        return 'minute';
      }
    };
    parser.prototype.hour = function () {
      var captures;
      if ((captures = /^h(r|our)s?/.exec(this.str))) {
        this.skip(captures);
        return 'hour';
      }
    };
    parser.prototype.day = function () {
      var captures;
      if ((captures = /^d(ay)?s?/.exec(this.str))) {
        this.skip(captures);
        return 'day';
      }
    };
    parser.prototype.dayByName = function () {
      var captures;
      var r = new RegExp('^' + rDays.source);
      if ((captures = r.exec(this.str))) {
        var day = captures[1];
        this.skip(captures);
        this.date[day](1);
        return captures[1];
      }
    };
    parser.prototype.monthByName = function () {
      var captures;
      if ((captures = rMonths.exec(this.str))) {
        var day = captures[2];
        var month = captures[6];
        this.date.date.setMonth(months2.indexOf(month));
        if (day) this.date.date.setDate(parseInt(day));
        this.skip(captures);
        return captures[0];
      }
    };
    parser.prototype.timeAgo = function () {
      var captures;
      if ((captures = rAgo.exec(this.str))) {
        var num = captures[1];
        var mod = captures[2];
        this.date[mod](-num);
        this.skip(captures);
        return 'timeAgo';
      }
    };
    parser.prototype.week = function () {
      var captures;
      if ((captures = /^w(k|eek)s?/.exec(this.str))) {
        this.skip(captures);
        return 'week';
      }
    };
    parser.prototype.month = function () {
      var captures;
      if ((captures = /^mon(th)?(es|s)?\b/.exec(this.str))) {
        this.skip(captures);
        return 'month';
      }
    };
    parser.prototype.year = function () {
      var captures;
      if ((captures = /^y(r|ear)s?/.exec(this.str))) {
        this.skip(captures);
        return 'year';
      }
    };
    parser.prototype.meridiem = function () {
      var captures;
      if ((captures = rMeridiem.exec(this.str))) {
        this.skip(captures);
        this.time(captures[1], captures[3], captures[5], captures[6]);
        return 'meridiem';
      }
    };
    parser.prototype.hourminute = function () {
      var captures;
      if ((captures = rHourMinute.exec(this.str))) {
        this.skip(captures);
        this.time(captures[1], captures[3], captures[5], this._meridiem);
        return 'hourminute';
      }
    };
    parser.prototype.athour = function () {
      var captures;
      if ((captures = rAtHour.exec(this.str))) {
        this.skip(captures);
        this.time(captures[1], 0, 0, this._meridiem);
        this._meridiem = null;
        return 'athour';
      }
    };
    parser.prototype.time = function (h, m, s2, meridiem) {
      var d = this.date;
      var before = d.clone();
      if (meridiem) {
        h = 'pm' == meridiem && 12 > h ? +h + 12 : h;
        h = 'am' == meridiem && 12 == h ? 0 : h;
      }
      m = !m && d.changed('minutes') ? false : m;
      s2 = !s2 && d.changed('seconds') ? false : s2;
      d.time(h, m, s2);
    };
    parser.prototype.nextTime = function (before) {
      var d = this.date;
      var orig = this.original;
      if (before <= d.date || rPast.test(orig)) return this;
      if (rDays.test(orig)) {
        d.day(7);
      } else if ((before - d.date) / 1e3 > 60) {
        if (rMonths.test(orig)) {
          d.day(0);
        } else {
          d.day(1);
        }
      }
      return this;
    };
    parser.prototype.yesterday = function () {
      var captures;
      if ((captures = /^(yes(terday)?)/.exec(this.str))) {
        this.skip(captures);
        this.date.day(-1);
        return 'yesterday';
      }
    };
    parser.prototype.tomorrow = function () {
      var captures;
      if ((captures = /^tom(orrow)?/.exec(this.str))) {
        this.skip(captures);
        this.date.day(1);
        return 'tomorrow';
      }
    };
    parser.prototype.noon = function () {
      var captures;
      if ((captures = /^noon\b/.exec(this.str))) {
        this.skip(captures);
        var before = this.date.clone();
        this.date.date.setHours(12, 0, 0);
        return 'noon';
      }
    };
    parser.prototype.midnight = function () {
      var captures;
      if ((captures = /^midnight\b/.exec(this.str))) {
        this.skip(captures);
        var before = this.date.clone();
        this.date.date.setHours(0, 0, 0);
        return 'midnight';
      }
    };
    parser.prototype.night = function () {
      var captures;
      if ((captures = /^night\b/.exec(this.str))) {
        this.skip(captures);
        this._meridiem = 'pm';
        var before = this.date.clone();
        this.date.date.setHours(19, 0, 0);
        return 'night';
      }
    };
    parser.prototype.evening = function () {
      var captures;
      if ((captures = /^evening\b/.exec(this.str))) {
        this.skip(captures);
        this._meridiem = 'pm';
        var before = this.date.clone();
        this.date.date.setHours(17, 0, 0);
        return 'evening';
      }
    };
    parser.prototype.afternoon = function () {
      var captures;
      if ((captures = /^afternoon\b/.exec(this.str))) {
        this.skip(captures);
        this._meridiem = 'pm';
        var before = this.date.clone();
        if (this.date.changed('hours')) return 'afternoon';
        this.date.date.setHours(14, 0, 0);
        return 'afternoon';
      }
    };
    parser.prototype.morning = function () {
      var captures;
      if ((captures = /^morning\b/.exec(this.str))) {
        this.skip(captures);
        this._meridiem = 'am';
        var before = this.date.clone();
        if (!this.date.changed('hours')) this.date.date.setHours(8, 0, 0);
        return 'morning';
      }
    };
    parser.prototype.tonight = function () {
      var captures;
      if ((captures = /^tonight\b/.exec(this.str))) {
        this.skip(captures);
        this._meridiem = 'pm';
        return 'tonight';
      }
    };
    parser.prototype._next = function () {
      var captures;
      if ((captures = /^next/.exec(this.str))) {
        this.skip(captures);
        var d = new Date(this.date.date);
        var mod = this.peek();
        if (this.date[mod]) {
          this.next();
          this.date = date3(d);
          this.date[mod](1);
        } else if (rDayMod.test(mod)) {
          this.date.day(1);
        }
        return 'next';
      }
    };
    parser.prototype.last = function () {
      var captures;
      if ((captures = /^last/.exec(this.str))) {
        this.skip(captures);
        var d = new Date(this.date.date);
        var mod = this.peek();
        if (this.date[mod]) {
          this.next();
          this.date = date3(d);
          this.date[mod](-1);
        } else if (rDayMod.test(mod)) {
          this.date.day(-1);
        }
        return 'last';
      }
    };
    parser.prototype.ago = function () {
      var captures;
      if ((captures = /^ago\b/.exec(this.str))) {
        this.skip(captures);
        return 'ago';
      }
    };
    parser.prototype.number = function () {
      var captures;
      if ((captures = /^(\d+)/.exec(this.str))) {
        var n2 = captures[1];
        this.skip(captures);
        var mod = this.peek();
        if (this.date[mod]) {
          if ('ago' == this.peek()) n2 = -n2;
          this.date[mod](n2);
        } else if (this._meridiem) {
          this.time(n2, 0, 0, this._meridiem);
          this._meridiem = null;
        } else if (this.original.indexOf('at') > -1) {
          this.time(n2, 0, 0, this._meridiem);
          this._meridiem = null;
        }
        return 'number';
      }
    };
    parser.prototype.string = function () {
      var captures;
      if ((captures = /^\w+/.exec(this.str))) {
        this.skip(captures);
        return 'string';
      }
    };
    parser.prototype.other = function () {
      var captures;
      if ((captures = /^./.exec(this.str))) {
        this.skip(captures);
        return 'other';
      }
    };
  },
});

// ../../node_modules/.pnpm/date.js@0.3.3/node_modules/date.js/index.js
var require_date2 = __commonJS({
  '../../node_modules/.pnpm/date.js@0.3.3/node_modules/date.js/index.js'(exports, module) {
    'use strict';
    init_esm_shims();
    module.exports = require_parser();
  },
});

// ../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/fields/types.js
var require_types = __commonJS({
  '../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/fields/types.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
  },
});

// ../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/fields/CronField.js
var require_CronField = __commonJS({
  '../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/fields/CronField.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.CronField = void 0;
    var CronField = class _CronField {
      #hasLastChar = false;
      #hasQuestionMarkChar = false;
      #wildcard = false;
      #values = [];
      options = { rawValue: '' };
      /**
       * Returns the minimum value allowed for this field.
       */
      /* istanbul ignore next */
      static get min() {
        throw new Error('min must be overridden');
      }
      /**
       * Returns the maximum value allowed for this field.
       */
      /* istanbul ignore next */
      static get max() {
        throw new Error('max must be overridden');
      }
      /**
       * Returns the allowed characters for this field.
       */
      /* istanbul ignore next */
      static get chars() {
        return Object.freeze([]);
      }
      /**
       * Returns whether a string value, such as `L`, is allowed in this field.
       * @param {string} value - The value to check
       * @returns {boolean}
       */
      static isValidChar(value) {
        return this.chars.includes(value);
      }
      /**
       * Returns the regular expression used to validate this field.
       */
      static get validChars() {
        return /^(?:[?,*\dH/-]|H\(\d+-\d+\))+$/;
      }
      /**
       * Returns the constraints for this field.
       */
      static get constraints() {
        return { min: this.min, max: this.max, chars: this.chars, validChars: this.validChars };
      }
      /**
       * CronField constructor. Initializes the field with the provided values.
       * @param {number[] | string[]} values - Values for this field
       * @param {CronFieldOptions} [options] - Options provided by the parser
       * @throws {TypeError} if the constructor is called directly
       * @throws {Error} if validation fails
       */
      constructor(values, options = { rawValue: '' }) {
        if (!Array.isArray(values)) {
          throw new Error(`${this.constructor.name} Validation error, values is not an array`);
        }
        if (!(values.length > 0)) {
          throw new Error(`${this.constructor.name} Validation error, values contains no values`);
        }
        this.options = {
          ...options,
          rawValue: options.rawValue ?? '',
        };
        this.#values = [...values].sort(_CronField.sorter);
        this.#wildcard =
          this.options.wildcard !== void 0 ? this.options.wildcard : this.#isWildcardValue();
        this.#hasLastChar = this.options.rawValue.includes('L') || values.includes('L');
        this.#hasQuestionMarkChar = this.options.rawValue.includes('?') || values.includes('?');
      }
      /**
       * Returns the minimum value allowed for this field.
       * @returns {number}
       */
      get min() {
        return this.constructor.min;
      }
      /**
       * Returns the maximum value allowed for this field.
       * @returns {number}
       */
      get max() {
        return this.constructor.max;
      }
      /**
       * Returns an array of allowed special characters for this field.
       * @returns {string[]}
       */
      get chars() {
        return this.constructor.chars;
      }
      /**
       * Indicates whether this field has a "last" character.
       * @returns {boolean}
       */
      get hasLastChar() {
        return this.#hasLastChar;
      }
      /**
       * Indicates whether this field has a "question mark" character.
       * @returns {boolean}
       */
      get hasQuestionMarkChar() {
        return this.#hasQuestionMarkChar;
      }
      /**
       * Indicates whether this field is a wildcard.
       * @returns {boolean}
       */
      get isWildcard() {
        return this.#wildcard;
      }
      /**
       * Returns an array of allowed values for this field.
       * @returns {CronFieldType}
       */
      get values() {
        return this.#values;
      }
      /**
       * Helper function to sort values in ascending order.
       * @param {number | string} a - First value to compare
       * @param {number | string} b - Second value to compare
       * @returns {number} - A negative, zero, or positive value, depending on the sort order
       */
      static sorter(a, b) {
        const aIsNumber = typeof a === 'number';
        const bIsNumber = typeof b === 'number';
        if (aIsNumber && bIsNumber) return a - b;
        if (!aIsNumber && !bIsNumber) return a.localeCompare(b);
        return aIsNumber
          ? /* istanbul ignore next - A will always be a number until L-2 is supported */
            -1
          : 1;
      }
      /**
       * Find the next (or previous when `reverse` is true) numeric value in a sorted list.
       * Returns null if there's no value strictly after/before the current one.
       *
       * @param values - Sorted numeric values
       * @param currentValue - Current value to compare against
       * @param reverse - When true, search in reverse for previous smaller value
       */
      static findNearestValueInList(values, currentValue, reverse) {
        if (reverse) {
          for (let i = values.length - 1; i >= 0; i--) {
            if (values[i] < currentValue) return values[i];
          }
          return null;
        }
        for (let i = 0; i < values.length; i++) {
          if (values[i] > currentValue) return values[i];
        }
        return null;
      }
      /**
       * Instance helper that operates on this field's numeric `values`.
       *
       * @param currentValue - Current value to compare against
       * @param reverse - When true, search in reverse for previous smaller value
       */
      findNearestValue(currentValue, reverse) {
        return this.constructor.findNearestValueInList(this.values, currentValue, reverse);
      }
      /**
       * Serializes the field to an object.
       * @returns {SerializedCronField}
       */
      serialize() {
        return {
          wildcard: this.#wildcard,
          values: this.#values,
        };
      }
      /**
       * Validates the field values against the allowed range and special characters.
       * @throws {Error} if validation fails
       */
      validate() {
        let badValue;
        const charsString = this.chars.length > 0 ? ` or chars ${this.chars.join('')}` : '';
        const field = this.constructor;
        const rangeTest = (value) => {
          badValue = value;
          return typeof value === 'number'
            ? value >= this.min && value <= this.max
            : field.isValidChar(value);
        };
        const isValidRange = this.#values.every(rangeTest);
        if (!isValidRange) {
          throw new Error(
            `${this.constructor.name} Validation error, got value ${badValue} expected range ${this.min}-${this.max}${charsString}`,
          );
        }
        const duplicate = this.#values.find(
          (value, index) => this.#values.indexOf(value) !== index,
        );
        if (duplicate !== void 0) {
          throw new Error(
            `${this.constructor.name} Validation error, duplicate values found: ${duplicate}`,
          );
        }
      }
      /**
       * Determines if the field is a wildcard based on the values.
       * When options.rawValue is not empty, it checks if the raw value is a wildcard, otherwise it checks if all values in the range are included.
       * @returns {boolean}
       */
      #isWildcardValue() {
        if (this.options.rawValue.length > 0) {
          return ['*', '?'].includes(this.options.rawValue);
        }
        return Array.from({ length: this.max - this.min + 1 }, (_, i) => i + this.min).every(
          (value) => this.#values.includes(value),
        );
      }
    };
    exports.CronField = CronField;
  },
});

// ../../node_modules/.pnpm/luxon@3.7.2/node_modules/luxon/build/node/luxon.js
var require_luxon = __commonJS({
  '../../node_modules/.pnpm/luxon@3.7.2/node_modules/luxon/build/node/luxon.js'(exports) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    var LuxonError2 = class extends Error {};
    var InvalidDateTimeError2 = class extends LuxonError2 {
      constructor(reason) {
        super(`Invalid DateTime: ${reason.toMessage()}`);
      }
    };
    var InvalidIntervalError2 = class extends LuxonError2 {
      constructor(reason) {
        super(`Invalid Interval: ${reason.toMessage()}`);
      }
    };
    var InvalidDurationError2 = class extends LuxonError2 {
      constructor(reason) {
        super(`Invalid Duration: ${reason.toMessage()}`);
      }
    };
    var ConflictingSpecificationError2 = class extends LuxonError2 {};
    var InvalidUnitError2 = class extends LuxonError2 {
      constructor(unit) {
        super(`Invalid unit ${unit}`);
      }
    };
    var InvalidArgumentError2 = class extends LuxonError2 {};
    var ZoneIsAbstractError2 = class extends LuxonError2 {
      constructor() {
        super('Zone is an abstract class');
      }
    };
    var n2 = 'numeric';
    var s2 = 'short';
    var l2 = 'long';
    var DATE_SHORT2 = {
      year: n2,
      month: n2,
      day: n2,
    };
    var DATE_MED2 = {
      year: n2,
      month: s2,
      day: n2,
    };
    var DATE_MED_WITH_WEEKDAY2 = {
      year: n2,
      month: s2,
      day: n2,
      weekday: s2,
    };
    var DATE_FULL2 = {
      year: n2,
      month: l2,
      day: n2,
    };
    var DATE_HUGE2 = {
      year: n2,
      month: l2,
      day: n2,
      weekday: l2,
    };
    var TIME_SIMPLE2 = {
      hour: n2,
      minute: n2,
    };
    var TIME_WITH_SECONDS2 = {
      hour: n2,
      minute: n2,
      second: n2,
    };
    var TIME_WITH_SHORT_OFFSET2 = {
      hour: n2,
      minute: n2,
      second: n2,
      timeZoneName: s2,
    };
    var TIME_WITH_LONG_OFFSET2 = {
      hour: n2,
      minute: n2,
      second: n2,
      timeZoneName: l2,
    };
    var TIME_24_SIMPLE2 = {
      hour: n2,
      minute: n2,
      hourCycle: 'h23',
    };
    var TIME_24_WITH_SECONDS2 = {
      hour: n2,
      minute: n2,
      second: n2,
      hourCycle: 'h23',
    };
    var TIME_24_WITH_SHORT_OFFSET2 = {
      hour: n2,
      minute: n2,
      second: n2,
      hourCycle: 'h23',
      timeZoneName: s2,
    };
    var TIME_24_WITH_LONG_OFFSET2 = {
      hour: n2,
      minute: n2,
      second: n2,
      hourCycle: 'h23',
      timeZoneName: l2,
    };
    var DATETIME_SHORT2 = {
      year: n2,
      month: n2,
      day: n2,
      hour: n2,
      minute: n2,
    };
    var DATETIME_SHORT_WITH_SECONDS2 = {
      year: n2,
      month: n2,
      day: n2,
      hour: n2,
      minute: n2,
      second: n2,
    };
    var DATETIME_MED2 = {
      year: n2,
      month: s2,
      day: n2,
      hour: n2,
      minute: n2,
    };
    var DATETIME_MED_WITH_SECONDS2 = {
      year: n2,
      month: s2,
      day: n2,
      hour: n2,
      minute: n2,
      second: n2,
    };
    var DATETIME_MED_WITH_WEEKDAY2 = {
      year: n2,
      month: s2,
      day: n2,
      weekday: s2,
      hour: n2,
      minute: n2,
    };
    var DATETIME_FULL2 = {
      year: n2,
      month: l2,
      day: n2,
      hour: n2,
      minute: n2,
      timeZoneName: s2,
    };
    var DATETIME_FULL_WITH_SECONDS2 = {
      year: n2,
      month: l2,
      day: n2,
      hour: n2,
      minute: n2,
      second: n2,
      timeZoneName: s2,
    };
    var DATETIME_HUGE2 = {
      year: n2,
      month: l2,
      day: n2,
      weekday: l2,
      hour: n2,
      minute: n2,
      timeZoneName: l2,
    };
    var DATETIME_HUGE_WITH_SECONDS2 = {
      year: n2,
      month: l2,
      day: n2,
      weekday: l2,
      hour: n2,
      minute: n2,
      second: n2,
      timeZoneName: l2,
    };
    var Zone2 = class {
      /**
       * The type of zone
       * @abstract
       * @type {string}
       */
      get type() {
        throw new ZoneIsAbstractError2();
      }
      /**
       * The name of this zone.
       * @abstract
       * @type {string}
       */
      get name() {
        throw new ZoneIsAbstractError2();
      }
      /**
       * The IANA name of this zone.
       * Defaults to `name` if not overwritten by a subclass.
       * @abstract
       * @type {string}
       */
      get ianaName() {
        return this.name;
      }
      /**
       * Returns whether the offset is known to be fixed for the whole year.
       * @abstract
       * @type {boolean}
       */
      get isUniversal() {
        throw new ZoneIsAbstractError2();
      }
      /**
       * Returns the offset's common name (such as EST) at the specified timestamp
       * @abstract
       * @param {number} ts - Epoch milliseconds for which to get the name
       * @param {Object} opts - Options to affect the format
       * @param {string} opts.format - What style of offset to return. Accepts 'long' or 'short'.
       * @param {string} opts.locale - What locale to return the offset name in.
       * @return {string}
       */
      offsetName(ts, opts) {
        throw new ZoneIsAbstractError2();
      }
      /**
       * Returns the offset's value as a string
       * @abstract
       * @param {number} ts - Epoch milliseconds for which to get the offset
       * @param {string} format - What style of offset to return.
       *                          Accepts 'narrow', 'short', or 'techie'. Returning '+6', '+06:00', or '+0600' respectively
       * @return {string}
       */
      formatOffset(ts, format2) {
        throw new ZoneIsAbstractError2();
      }
      /**
       * Return the offset in minutes for this zone at the specified timestamp.
       * @abstract
       * @param {number} ts - Epoch milliseconds for which to compute the offset
       * @return {number}
       */
      offset(ts) {
        throw new ZoneIsAbstractError2();
      }
      /**
       * Return whether this Zone is equal to another zone
       * @abstract
       * @param {Zone} otherZone - the zone to compare
       * @return {boolean}
       */
      equals(otherZone) {
        throw new ZoneIsAbstractError2();
      }
      /**
       * Return whether this Zone is valid.
       * @abstract
       * @type {boolean}
       */
      get isValid() {
        throw new ZoneIsAbstractError2();
      }
    };
    var singleton$12 = null;
    var SystemZone2 = class _SystemZone extends Zone2 {
      /**
       * Get a singleton instance of the local zone
       * @return {SystemZone}
       */
      static get instance() {
        if (singleton$12 === null) {
          singleton$12 = new _SystemZone();
        }
        return singleton$12;
      }
      /** @override **/
      get type() {
        return 'system';
      }
      /** @override **/
      get name() {
        return new Intl.DateTimeFormat().resolvedOptions().timeZone;
      }
      /** @override **/
      get isUniversal() {
        return false;
      }
      /** @override **/
      offsetName(ts, { format: format2, locale }) {
        return parseZoneInfo2(ts, format2, locale);
      }
      /** @override **/
      formatOffset(ts, format2) {
        return formatOffset2(this.offset(ts), format2);
      }
      /** @override **/
      offset(ts) {
        return -new Date(ts).getTimezoneOffset();
      }
      /** @override **/
      equals(otherZone) {
        return otherZone.type === 'system';
      }
      /** @override **/
      get isValid() {
        return true;
      }
    };
    var dtfCache2 = /* @__PURE__ */ new Map();
    function makeDTF2(zoneName) {
      let dtf = dtfCache2.get(zoneName);
      if (dtf === void 0) {
        dtf = new Intl.DateTimeFormat('en-US', {
          hour12: false,
          timeZone: zoneName,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          era: 'short',
        });
        dtfCache2.set(zoneName, dtf);
      }
      return dtf;
    }
    var typeToPos2 = {
      year: 0,
      month: 1,
      day: 2,
      era: 3,
      hour: 4,
      minute: 5,
      second: 6,
    };
    function hackyOffset2(dtf, date3) {
      const formatted = dtf.format(date3).replace(/\u200E/g, ''),
        parsed = /(\d+)\/(\d+)\/(\d+) (AD|BC),? (\d+):(\d+):(\d+)/.exec(formatted),
        [, fMonth, fDay, fYear, fadOrBc, fHour, fMinute, fSecond] = parsed;
      return [fYear, fMonth, fDay, fadOrBc, fHour, fMinute, fSecond];
    }
    function partsOffset2(dtf, date3) {
      const formatted = dtf.formatToParts(date3);
      const filled = [];
      for (let i = 0; i < formatted.length; i++) {
        const { type, value } = formatted[i];
        const pos = typeToPos2[type];
        if (type === 'era') {
          filled[pos] = value;
        } else if (!isUndefined2(pos)) {
          filled[pos] = parseInt(value, 10);
        }
      }
      return filled;
    }
    var ianaZoneCache2 = /* @__PURE__ */ new Map();
    var IANAZone2 = class _IANAZone extends Zone2 {
      /**
       * @param {string} name - Zone name
       * @return {IANAZone}
       */
      static create(name) {
        let zone = ianaZoneCache2.get(name);
        if (zone === void 0) {
          ianaZoneCache2.set(name, (zone = new _IANAZone(name)));
        }
        return zone;
      }
      /**
       * Reset local caches. Should only be necessary in testing scenarios.
       * @return {void}
       */
      static resetCache() {
        ianaZoneCache2.clear();
        dtfCache2.clear();
      }
      /**
       * Returns whether the provided string is a valid specifier. This only checks the string's format, not that the specifier identifies a known zone; see isValidZone for that.
       * @param {string} s - The string to check validity on
       * @example IANAZone.isValidSpecifier("America/New_York") //=> true
       * @example IANAZone.isValidSpecifier("Sport~~blorp") //=> false
       * @deprecated For backward compatibility, this forwards to isValidZone, better use `isValidZone()` directly instead.
       * @return {boolean}
       */
      static isValidSpecifier(s3) {
        return this.isValidZone(s3);
      }
      /**
       * Returns whether the provided string identifies a real zone
       * @param {string} zone - The string to check
       * @example IANAZone.isValidZone("America/New_York") //=> true
       * @example IANAZone.isValidZone("Fantasia/Castle") //=> false
       * @example IANAZone.isValidZone("Sport~~blorp") //=> false
       * @return {boolean}
       */
      static isValidZone(zone) {
        if (!zone) {
          return false;
        }
        try {
          new Intl.DateTimeFormat('en-US', {
            timeZone: zone,
          }).format();
          return true;
        } catch (e) {
          return false;
        }
      }
      constructor(name) {
        super();
        this.zoneName = name;
        this.valid = _IANAZone.isValidZone(name);
      }
      /**
       * The type of zone. `iana` for all instances of `IANAZone`.
       * @override
       * @type {string}
       */
      get type() {
        return 'iana';
      }
      /**
       * The name of this zone (i.e. the IANA zone name).
       * @override
       * @type {string}
       */
      get name() {
        return this.zoneName;
      }
      /**
       * Returns whether the offset is known to be fixed for the whole year:
       * Always returns false for all IANA zones.
       * @override
       * @type {boolean}
       */
      get isUniversal() {
        return false;
      }
      /**
       * Returns the offset's common name (such as EST) at the specified timestamp
       * @override
       * @param {number} ts - Epoch milliseconds for which to get the name
       * @param {Object} opts - Options to affect the format
       * @param {string} opts.format - What style of offset to return. Accepts 'long' or 'short'.
       * @param {string} opts.locale - What locale to return the offset name in.
       * @return {string}
       */
      offsetName(ts, { format: format2, locale }) {
        return parseZoneInfo2(ts, format2, locale, this.name);
      }
      /**
       * Returns the offset's value as a string
       * @override
       * @param {number} ts - Epoch milliseconds for which to get the offset
       * @param {string} format - What style of offset to return.
       *                          Accepts 'narrow', 'short', or 'techie'. Returning '+6', '+06:00', or '+0600' respectively
       * @return {string}
       */
      formatOffset(ts, format2) {
        return formatOffset2(this.offset(ts), format2);
      }
      /**
       * Return the offset in minutes for this zone at the specified timestamp.
       * @override
       * @param {number} ts - Epoch milliseconds for which to compute the offset
       * @return {number}
       */
      offset(ts) {
        if (!this.valid) return NaN;
        const date3 = new Date(ts);
        if (isNaN(date3)) return NaN;
        const dtf = makeDTF2(this.name);
        let [year, month, day, adOrBc, hour, minute, second] = dtf.formatToParts
          ? partsOffset2(dtf, date3)
          : hackyOffset2(dtf, date3);
        if (adOrBc === 'BC') {
          year = -Math.abs(year) + 1;
        }
        const adjustedHour = hour === 24 ? 0 : hour;
        const asUTC = objToLocalTS2({
          year,
          month,
          day,
          hour: adjustedHour,
          minute,
          second,
          millisecond: 0,
        });
        let asTS = +date3;
        const over = asTS % 1e3;
        asTS -= over >= 0 ? over : 1e3 + over;
        return (asUTC - asTS) / (60 * 1e3);
      }
      /**
       * Return whether this Zone is equal to another zone
       * @override
       * @param {Zone} otherZone - the zone to compare
       * @return {boolean}
       */
      equals(otherZone) {
        return otherZone.type === 'iana' && otherZone.name === this.name;
      }
      /**
       * Return whether this Zone is valid.
       * @override
       * @type {boolean}
       */
      get isValid() {
        return this.valid;
      }
    };
    var intlLFCache2 = {};
    function getCachedLF2(locString, opts = {}) {
      const key = JSON.stringify([locString, opts]);
      let dtf = intlLFCache2[key];
      if (!dtf) {
        dtf = new Intl.ListFormat(locString, opts);
        intlLFCache2[key] = dtf;
      }
      return dtf;
    }
    var intlDTCache2 = /* @__PURE__ */ new Map();
    function getCachedDTF2(locString, opts = {}) {
      const key = JSON.stringify([locString, opts]);
      let dtf = intlDTCache2.get(key);
      if (dtf === void 0) {
        dtf = new Intl.DateTimeFormat(locString, opts);
        intlDTCache2.set(key, dtf);
      }
      return dtf;
    }
    var intlNumCache2 = /* @__PURE__ */ new Map();
    function getCachedINF2(locString, opts = {}) {
      const key = JSON.stringify([locString, opts]);
      let inf = intlNumCache2.get(key);
      if (inf === void 0) {
        inf = new Intl.NumberFormat(locString, opts);
        intlNumCache2.set(key, inf);
      }
      return inf;
    }
    var intlRelCache2 = /* @__PURE__ */ new Map();
    function getCachedRTF2(locString, opts = {}) {
      const { base, ...cacheKeyOpts } = opts;
      const key = JSON.stringify([locString, cacheKeyOpts]);
      let inf = intlRelCache2.get(key);
      if (inf === void 0) {
        inf = new Intl.RelativeTimeFormat(locString, opts);
        intlRelCache2.set(key, inf);
      }
      return inf;
    }
    var sysLocaleCache2 = null;
    function systemLocale2() {
      if (sysLocaleCache2) {
        return sysLocaleCache2;
      } else {
        sysLocaleCache2 = new Intl.DateTimeFormat().resolvedOptions().locale;
        return sysLocaleCache2;
      }
    }
    var intlResolvedOptionsCache2 = /* @__PURE__ */ new Map();
    function getCachedIntResolvedOptions2(locString) {
      let opts = intlResolvedOptionsCache2.get(locString);
      if (opts === void 0) {
        opts = new Intl.DateTimeFormat(locString).resolvedOptions();
        intlResolvedOptionsCache2.set(locString, opts);
      }
      return opts;
    }
    var weekInfoCache2 = /* @__PURE__ */ new Map();
    function getCachedWeekInfo2(locString) {
      let data = weekInfoCache2.get(locString);
      if (!data) {
        const locale = new Intl.Locale(locString);
        data = 'getWeekInfo' in locale ? locale.getWeekInfo() : locale.weekInfo;
        if (!('minimalDays' in data)) {
          data = {
            ...fallbackWeekSettings2,
            ...data,
          };
        }
        weekInfoCache2.set(locString, data);
      }
      return data;
    }
    function parseLocaleString2(localeStr) {
      const xIndex = localeStr.indexOf('-x-');
      if (xIndex !== -1) {
        localeStr = localeStr.substring(0, xIndex);
      }
      const uIndex = localeStr.indexOf('-u-');
      if (uIndex === -1) {
        return [localeStr];
      } else {
        let options;
        let selectedStr;
        try {
          options = getCachedDTF2(localeStr).resolvedOptions();
          selectedStr = localeStr;
        } catch (e) {
          const smaller = localeStr.substring(0, uIndex);
          options = getCachedDTF2(smaller).resolvedOptions();
          selectedStr = smaller;
        }
        const { numberingSystem, calendar } = options;
        return [selectedStr, numberingSystem, calendar];
      }
    }
    function intlConfigString2(localeStr, numberingSystem, outputCalendar) {
      if (outputCalendar || numberingSystem) {
        if (!localeStr.includes('-u-')) {
          localeStr += '-u';
        }
        if (outputCalendar) {
          localeStr += `-ca-${outputCalendar}`;
        }
        if (numberingSystem) {
          localeStr += `-nu-${numberingSystem}`;
        }
        return localeStr;
      } else {
        return localeStr;
      }
    }
    function mapMonths2(f) {
      const ms = [];
      for (let i = 1; i <= 12; i++) {
        const dt = DateTime2.utc(2009, i, 1);
        ms.push(f(dt));
      }
      return ms;
    }
    function mapWeekdays2(f) {
      const ms = [];
      for (let i = 1; i <= 7; i++) {
        const dt = DateTime2.utc(2016, 11, 13 + i);
        ms.push(f(dt));
      }
      return ms;
    }
    function listStuff2(loc, length, englishFn, intlFn) {
      const mode = loc.listingMode();
      if (mode === 'error') {
        return null;
      } else if (mode === 'en') {
        return englishFn(length);
      } else {
        return intlFn(length);
      }
    }
    function supportsFastNumbers2(loc) {
      if (loc.numberingSystem && loc.numberingSystem !== 'latn') {
        return false;
      } else {
        return (
          loc.numberingSystem === 'latn' ||
          !loc.locale ||
          loc.locale.startsWith('en') ||
          getCachedIntResolvedOptions2(loc.locale).numberingSystem === 'latn'
        );
      }
    }
    var PolyNumberFormatter2 = class {
      constructor(intl, forceSimple, opts) {
        this.padTo = opts.padTo || 0;
        this.floor = opts.floor || false;
        const { padTo, floor, ...otherOpts } = opts;
        if (!forceSimple || Object.keys(otherOpts).length > 0) {
          const intlOpts = {
            useGrouping: false,
            ...opts,
          };
          if (opts.padTo > 0) intlOpts.minimumIntegerDigits = opts.padTo;
          this.inf = getCachedINF2(intl, intlOpts);
        }
      }
      format(i) {
        if (this.inf) {
          const fixed = this.floor ? Math.floor(i) : i;
          return this.inf.format(fixed);
        } else {
          const fixed = this.floor ? Math.floor(i) : roundTo2(i, 3);
          return padStart2(fixed, this.padTo);
        }
      }
    };
    var PolyDateFormatter2 = class {
      constructor(dt, intl, opts) {
        this.opts = opts;
        this.originalZone = void 0;
        let z = void 0;
        if (this.opts.timeZone) {
          this.dt = dt;
        } else if (dt.zone.type === 'fixed') {
          const gmtOffset = -1 * (dt.offset / 60);
          const offsetZ = gmtOffset >= 0 ? `Etc/GMT+${gmtOffset}` : `Etc/GMT${gmtOffset}`;
          if (dt.offset !== 0 && IANAZone2.create(offsetZ).valid) {
            z = offsetZ;
            this.dt = dt;
          } else {
            z = 'UTC';
            this.dt =
              dt.offset === 0
                ? dt
                : dt.setZone('UTC').plus({
                    minutes: dt.offset,
                  });
            this.originalZone = dt.zone;
          }
        } else if (dt.zone.type === 'system') {
          this.dt = dt;
        } else if (dt.zone.type === 'iana') {
          this.dt = dt;
          z = dt.zone.name;
        } else {
          z = 'UTC';
          this.dt = dt.setZone('UTC').plus({
            minutes: dt.offset,
          });
          this.originalZone = dt.zone;
        }
        const intlOpts = {
          ...this.opts,
        };
        intlOpts.timeZone = intlOpts.timeZone || z;
        this.dtf = getCachedDTF2(intl, intlOpts);
      }
      format() {
        if (this.originalZone) {
          return this.formatToParts()
            .map(({ value }) => value)
            .join('');
        }
        return this.dtf.format(this.dt.toJSDate());
      }
      formatToParts() {
        const parts = this.dtf.formatToParts(this.dt.toJSDate());
        if (this.originalZone) {
          return parts.map((part) => {
            if (part.type === 'timeZoneName') {
              const offsetName = this.originalZone.offsetName(this.dt.ts, {
                locale: this.dt.locale,
                format: this.opts.timeZoneName,
              });
              return {
                ...part,
                value: offsetName,
              };
            } else {
              return part;
            }
          });
        }
        return parts;
      }
      resolvedOptions() {
        return this.dtf.resolvedOptions();
      }
    };
    var PolyRelFormatter2 = class {
      constructor(intl, isEnglish, opts) {
        this.opts = {
          style: 'long',
          ...opts,
        };
        if (!isEnglish && hasRelative2()) {
          this.rtf = getCachedRTF2(intl, opts);
        }
      }
      format(count, unit) {
        if (this.rtf) {
          return this.rtf.format(count, unit);
        } else {
          return formatRelativeTime2(unit, count, this.opts.numeric, this.opts.style !== 'long');
        }
      }
      formatToParts(count, unit) {
        if (this.rtf) {
          return this.rtf.formatToParts(count, unit);
        } else {
          return [];
        }
      }
    };
    var fallbackWeekSettings2 = {
      firstDay: 1,
      minimalDays: 4,
      weekend: [6, 7],
    };
    var Locale2 = class _Locale {
      static fromOpts(opts) {
        return _Locale.create(
          opts.locale,
          opts.numberingSystem,
          opts.outputCalendar,
          opts.weekSettings,
          opts.defaultToEN,
        );
      }
      static create(locale, numberingSystem, outputCalendar, weekSettings, defaultToEN = false) {
        const specifiedLocale = locale || Settings2.defaultLocale;
        const localeR = specifiedLocale || (defaultToEN ? 'en-US' : systemLocale2());
        const numberingSystemR = numberingSystem || Settings2.defaultNumberingSystem;
        const outputCalendarR = outputCalendar || Settings2.defaultOutputCalendar;
        const weekSettingsR = validateWeekSettings2(weekSettings) || Settings2.defaultWeekSettings;
        return new _Locale(
          localeR,
          numberingSystemR,
          outputCalendarR,
          weekSettingsR,
          specifiedLocale,
        );
      }
      static resetCache() {
        sysLocaleCache2 = null;
        intlDTCache2.clear();
        intlNumCache2.clear();
        intlRelCache2.clear();
        intlResolvedOptionsCache2.clear();
        weekInfoCache2.clear();
      }
      static fromObject({ locale, numberingSystem, outputCalendar, weekSettings } = {}) {
        return _Locale.create(locale, numberingSystem, outputCalendar, weekSettings);
      }
      constructor(locale, numbering, outputCalendar, weekSettings, specifiedLocale) {
        const [parsedLocale, parsedNumberingSystem, parsedOutputCalendar] =
          parseLocaleString2(locale);
        this.locale = parsedLocale;
        this.numberingSystem = numbering || parsedNumberingSystem || null;
        this.outputCalendar = outputCalendar || parsedOutputCalendar || null;
        this.weekSettings = weekSettings;
        this.intl = intlConfigString2(this.locale, this.numberingSystem, this.outputCalendar);
        this.weekdaysCache = {
          format: {},
          standalone: {},
        };
        this.monthsCache = {
          format: {},
          standalone: {},
        };
        this.meridiemCache = null;
        this.eraCache = {};
        this.specifiedLocale = specifiedLocale;
        this.fastNumbersCached = null;
      }
      get fastNumbers() {
        if (this.fastNumbersCached == null) {
          this.fastNumbersCached = supportsFastNumbers2(this);
        }
        return this.fastNumbersCached;
      }
      listingMode() {
        const isActuallyEn = this.isEnglish();
        const hasNoWeirdness =
          (this.numberingSystem === null || this.numberingSystem === 'latn') &&
          (this.outputCalendar === null || this.outputCalendar === 'gregory');
        return isActuallyEn && hasNoWeirdness ? 'en' : 'intl';
      }
      clone(alts) {
        if (!alts || Object.getOwnPropertyNames(alts).length === 0) {
          return this;
        } else {
          return _Locale.create(
            alts.locale || this.specifiedLocale,
            alts.numberingSystem || this.numberingSystem,
            alts.outputCalendar || this.outputCalendar,
            validateWeekSettings2(alts.weekSettings) || this.weekSettings,
            alts.defaultToEN || false,
          );
        }
      }
      redefaultToEN(alts = {}) {
        return this.clone({
          ...alts,
          defaultToEN: true,
        });
      }
      redefaultToSystem(alts = {}) {
        return this.clone({
          ...alts,
          defaultToEN: false,
        });
      }
      months(length, format2 = false) {
        return listStuff2(this, length, months2, () => {
          const monthSpecialCase = this.intl === 'ja' || this.intl.startsWith('ja-');
          format2 &= !monthSpecialCase;
          const intl = format2
              ? {
                  month: length,
                  day: 'numeric',
                }
              : {
                  month: length,
                },
            formatStr = format2 ? 'format' : 'standalone';
          if (!this.monthsCache[formatStr][length]) {
            const mapper = !monthSpecialCase
              ? (dt) => this.extract(dt, intl, 'month')
              : (dt) => this.dtFormatter(dt, intl).format();
            this.monthsCache[formatStr][length] = mapMonths2(mapper);
          }
          return this.monthsCache[formatStr][length];
        });
      }
      weekdays(length, format2 = false) {
        return listStuff2(this, length, weekdays2, () => {
          const intl = format2
              ? {
                  weekday: length,
                  year: 'numeric',
                  month: 'long',
                  day: 'numeric',
                }
              : {
                  weekday: length,
                },
            formatStr = format2 ? 'format' : 'standalone';
          if (!this.weekdaysCache[formatStr][length]) {
            this.weekdaysCache[formatStr][length] = mapWeekdays2((dt) =>
              this.extract(dt, intl, 'weekday'),
            );
          }
          return this.weekdaysCache[formatStr][length];
        });
      }
      meridiems() {
        return listStuff2(
          this,
          void 0,
          () => meridiems2,
          () => {
            if (!this.meridiemCache) {
              const intl = {
                hour: 'numeric',
                hourCycle: 'h12',
              };
              this.meridiemCache = [
                DateTime2.utc(2016, 11, 13, 9),
                DateTime2.utc(2016, 11, 13, 19),
              ].map((dt) => this.extract(dt, intl, 'dayperiod'));
            }
            return this.meridiemCache;
          },
        );
      }
      eras(length) {
        return listStuff2(this, length, eras2, () => {
          const intl = {
            era: length,
          };
          if (!this.eraCache[length]) {
            this.eraCache[length] = [DateTime2.utc(-40, 1, 1), DateTime2.utc(2017, 1, 1)].map(
              (dt) => this.extract(dt, intl, 'era'),
            );
          }
          return this.eraCache[length];
        });
      }
      extract(dt, intlOpts, field) {
        const df = this.dtFormatter(dt, intlOpts),
          results = df.formatToParts(),
          matching = results.find((m) => m.type.toLowerCase() === field);
        return matching ? matching.value : null;
      }
      numberFormatter(opts = {}) {
        return new PolyNumberFormatter2(this.intl, opts.forceSimple || this.fastNumbers, opts);
      }
      dtFormatter(dt, intlOpts = {}) {
        return new PolyDateFormatter2(dt, this.intl, intlOpts);
      }
      relFormatter(opts = {}) {
        return new PolyRelFormatter2(this.intl, this.isEnglish(), opts);
      }
      listFormatter(opts = {}) {
        return getCachedLF2(this.intl, opts);
      }
      isEnglish() {
        return (
          this.locale === 'en' ||
          this.locale.toLowerCase() === 'en-us' ||
          getCachedIntResolvedOptions2(this.intl).locale.startsWith('en-us')
        );
      }
      getWeekSettings() {
        if (this.weekSettings) {
          return this.weekSettings;
        } else if (!hasLocaleWeekInfo2()) {
          return fallbackWeekSettings2;
        } else {
          return getCachedWeekInfo2(this.locale);
        }
      }
      getStartOfWeek() {
        return this.getWeekSettings().firstDay;
      }
      getMinDaysInFirstWeek() {
        return this.getWeekSettings().minimalDays;
      }
      getWeekendDays() {
        return this.getWeekSettings().weekend;
      }
      equals(other) {
        return (
          this.locale === other.locale &&
          this.numberingSystem === other.numberingSystem &&
          this.outputCalendar === other.outputCalendar
        );
      }
      toString() {
        return `Locale(${this.locale}, ${this.numberingSystem}, ${this.outputCalendar})`;
      }
    };
    var singleton2 = null;
    var FixedOffsetZone2 = class _FixedOffsetZone extends Zone2 {
      /**
       * Get a singleton instance of UTC
       * @return {FixedOffsetZone}
       */
      static get utcInstance() {
        if (singleton2 === null) {
          singleton2 = new _FixedOffsetZone(0);
        }
        return singleton2;
      }
      /**
       * Get an instance with a specified offset
       * @param {number} offset - The offset in minutes
       * @return {FixedOffsetZone}
       */
      static instance(offset3) {
        return offset3 === 0 ? _FixedOffsetZone.utcInstance : new _FixedOffsetZone(offset3);
      }
      /**
       * Get an instance of FixedOffsetZone from a UTC offset string, like "UTC+6"
       * @param {string} s - The offset string to parse
       * @example FixedOffsetZone.parseSpecifier("UTC+6")
       * @example FixedOffsetZone.parseSpecifier("UTC+06")
       * @example FixedOffsetZone.parseSpecifier("UTC-6:00")
       * @return {FixedOffsetZone}
       */
      static parseSpecifier(s3) {
        if (s3) {
          const r = s3.match(/^utc(?:([+-]\d{1,2})(?::(\d{2}))?)?$/i);
          if (r) {
            return new _FixedOffsetZone(signedOffset2(r[1], r[2]));
          }
        }
        return null;
      }
      constructor(offset3) {
        super();
        this.fixed = offset3;
      }
      /**
       * The type of zone. `fixed` for all instances of `FixedOffsetZone`.
       * @override
       * @type {string}
       */
      get type() {
        return 'fixed';
      }
      /**
       * The name of this zone.
       * All fixed zones' names always start with "UTC" (plus optional offset)
       * @override
       * @type {string}
       */
      get name() {
        return this.fixed === 0 ? 'UTC' : `UTC${formatOffset2(this.fixed, 'narrow')}`;
      }
      /**
       * The IANA name of this zone, i.e. `Etc/UTC` or `Etc/GMT+/-nn`
       *
       * @override
       * @type {string}
       */
      get ianaName() {
        if (this.fixed === 0) {
          return 'Etc/UTC';
        } else {
          return `Etc/GMT${formatOffset2(-this.fixed, 'narrow')}`;
        }
      }
      /**
       * Returns the offset's common name at the specified timestamp.
       *
       * For fixed offset zones this equals to the zone name.
       * @override
       */
      offsetName() {
        return this.name;
      }
      /**
       * Returns the offset's value as a string
       * @override
       * @param {number} ts - Epoch milliseconds for which to get the offset
       * @param {string} format - What style of offset to return.
       *                          Accepts 'narrow', 'short', or 'techie'. Returning '+6', '+06:00', or '+0600' respectively
       * @return {string}
       */
      formatOffset(ts, format2) {
        return formatOffset2(this.fixed, format2);
      }
      /**
       * Returns whether the offset is known to be fixed for the whole year:
       * Always returns true for all fixed offset zones.
       * @override
       * @type {boolean}
       */
      get isUniversal() {
        return true;
      }
      /**
       * Return the offset in minutes for this zone at the specified timestamp.
       *
       * For fixed offset zones, this is constant and does not depend on a timestamp.
       * @override
       * @return {number}
       */
      offset() {
        return this.fixed;
      }
      /**
       * Return whether this Zone is equal to another zone (i.e. also fixed and same offset)
       * @override
       * @param {Zone} otherZone - the zone to compare
       * @return {boolean}
       */
      equals(otherZone) {
        return otherZone.type === 'fixed' && otherZone.fixed === this.fixed;
      }
      /**
       * Return whether this Zone is valid:
       * All fixed offset zones are valid.
       * @override
       * @type {boolean}
       */
      get isValid() {
        return true;
      }
    };
    var InvalidZone2 = class extends Zone2 {
      constructor(zoneName) {
        super();
        this.zoneName = zoneName;
      }
      /** @override **/
      get type() {
        return 'invalid';
      }
      /** @override **/
      get name() {
        return this.zoneName;
      }
      /** @override **/
      get isUniversal() {
        return false;
      }
      /** @override **/
      offsetName() {
        return null;
      }
      /** @override **/
      formatOffset() {
        return '';
      }
      /** @override **/
      offset() {
        return NaN;
      }
      /** @override **/
      equals() {
        return false;
      }
      /** @override **/
      get isValid() {
        return false;
      }
    };
    function normalizeZone2(input, defaultZone3) {
      if (isUndefined2(input) || input === null) {
        return defaultZone3;
      } else if (input instanceof Zone2) {
        return input;
      } else if (isString2(input)) {
        const lowered = input.toLowerCase();
        if (lowered === 'default') return defaultZone3;
        else if (lowered === 'local' || lowered === 'system') return SystemZone2.instance;
        else if (lowered === 'utc' || lowered === 'gmt') return FixedOffsetZone2.utcInstance;
        else return FixedOffsetZone2.parseSpecifier(lowered) || IANAZone2.create(input);
      } else if (isNumber2(input)) {
        return FixedOffsetZone2.instance(input);
      } else if (
        typeof input === 'object' &&
        'offset' in input &&
        typeof input.offset === 'function'
      ) {
        return input;
      } else {
        return new InvalidZone2(input);
      }
    }
    var numberingSystems2 = {
      arab: '[\u0660-\u0669]',
      arabext: '[\u06F0-\u06F9]',
      bali: '[\u1B50-\u1B59]',
      beng: '[\u09E6-\u09EF]',
      deva: '[\u0966-\u096F]',
      fullwide: '[\uFF10-\uFF19]',
      gujr: '[\u0AE6-\u0AEF]',
      hanidec: '[\u3007|\u4E00|\u4E8C|\u4E09|\u56DB|\u4E94|\u516D|\u4E03|\u516B|\u4E5D]',
      khmr: '[\u17E0-\u17E9]',
      knda: '[\u0CE6-\u0CEF]',
      laoo: '[\u0ED0-\u0ED9]',
      limb: '[\u1946-\u194F]',
      mlym: '[\u0D66-\u0D6F]',
      mong: '[\u1810-\u1819]',
      mymr: '[\u1040-\u1049]',
      orya: '[\u0B66-\u0B6F]',
      tamldec: '[\u0BE6-\u0BEF]',
      telu: '[\u0C66-\u0C6F]',
      thai: '[\u0E50-\u0E59]',
      tibt: '[\u0F20-\u0F29]',
      latn: '\\d',
    };
    var numberingSystemsUTF162 = {
      arab: [1632, 1641],
      arabext: [1776, 1785],
      bali: [6992, 7001],
      beng: [2534, 2543],
      deva: [2406, 2415],
      fullwide: [65296, 65303],
      gujr: [2790, 2799],
      khmr: [6112, 6121],
      knda: [3302, 3311],
      laoo: [3792, 3801],
      limb: [6470, 6479],
      mlym: [3430, 3439],
      mong: [6160, 6169],
      mymr: [4160, 4169],
      orya: [2918, 2927],
      tamldec: [3046, 3055],
      telu: [3174, 3183],
      thai: [3664, 3673],
      tibt: [3872, 3881],
    };
    var hanidecChars2 = numberingSystems2.hanidec.replace(/[\[|\]]/g, '').split('');
    function parseDigits2(str) {
      let value = parseInt(str, 10);
      if (isNaN(value)) {
        value = '';
        for (let i = 0; i < str.length; i++) {
          const code = str.charCodeAt(i);
          if (str[i].search(numberingSystems2.hanidec) !== -1) {
            value += hanidecChars2.indexOf(str[i]);
          } else {
            for (const key in numberingSystemsUTF162) {
              const [min, max] = numberingSystemsUTF162[key];
              if (code >= min && code <= max) {
                value += code - min;
              }
            }
          }
        }
        return parseInt(value, 10);
      } else {
        return value;
      }
    }
    var digitRegexCache2 = /* @__PURE__ */ new Map();
    function resetDigitRegexCache2() {
      digitRegexCache2.clear();
    }
    function digitRegex2({ numberingSystem }, append = '') {
      const ns = numberingSystem || 'latn';
      let appendCache = digitRegexCache2.get(ns);
      if (appendCache === void 0) {
        appendCache = /* @__PURE__ */ new Map();
        digitRegexCache2.set(ns, appendCache);
      }
      let regex = appendCache.get(append);
      if (regex === void 0) {
        regex = new RegExp(`${numberingSystems2[ns]}${append}`);
        appendCache.set(append, regex);
      }
      return regex;
    }
    var now2 = () => Date.now();
    var defaultZone2 = 'system';
    var defaultLocale2 = null;
    var defaultNumberingSystem2 = null;
    var defaultOutputCalendar2 = null;
    var twoDigitCutoffYear2 = 60;
    var throwOnInvalid2;
    var defaultWeekSettings2 = null;
    var Settings2 = class {
      /**
       * Get the callback for returning the current timestamp.
       * @type {function}
       */
      static get now() {
        return now2;
      }
      /**
       * Set the callback for returning the current timestamp.
       * The function should return a number, which will be interpreted as an Epoch millisecond count
       * @type {function}
       * @example Settings.now = () => Date.now() + 3000 // pretend it is 3 seconds in the future
       * @example Settings.now = () => 0 // always pretend it's Jan 1, 1970 at midnight in UTC time
       */
      static set now(n3) {
        now2 = n3;
      }
      /**
       * Set the default time zone to create DateTimes in. Does not affect existing instances.
       * Use the value "system" to reset this value to the system's time zone.
       * @type {string}
       */
      static set defaultZone(zone) {
        defaultZone2 = zone;
      }
      /**
       * Get the default time zone object currently used to create DateTimes. Does not affect existing instances.
       * The default value is the system's time zone (the one set on the machine that runs this code).
       * @type {Zone}
       */
      static get defaultZone() {
        return normalizeZone2(defaultZone2, SystemZone2.instance);
      }
      /**
       * Get the default locale to create DateTimes with. Does not affect existing instances.
       * @type {string}
       */
      static get defaultLocale() {
        return defaultLocale2;
      }
      /**
       * Set the default locale to create DateTimes with. Does not affect existing instances.
       * @type {string}
       */
      static set defaultLocale(locale) {
        defaultLocale2 = locale;
      }
      /**
       * Get the default numbering system to create DateTimes with. Does not affect existing instances.
       * @type {string}
       */
      static get defaultNumberingSystem() {
        return defaultNumberingSystem2;
      }
      /**
       * Set the default numbering system to create DateTimes with. Does not affect existing instances.
       * @type {string}
       */
      static set defaultNumberingSystem(numberingSystem) {
        defaultNumberingSystem2 = numberingSystem;
      }
      /**
       * Get the default output calendar to create DateTimes with. Does not affect existing instances.
       * @type {string}
       */
      static get defaultOutputCalendar() {
        return defaultOutputCalendar2;
      }
      /**
       * Set the default output calendar to create DateTimes with. Does not affect existing instances.
       * @type {string}
       */
      static set defaultOutputCalendar(outputCalendar) {
        defaultOutputCalendar2 = outputCalendar;
      }
      /**
       * @typedef {Object} WeekSettings
       * @property {number} firstDay
       * @property {number} minimalDays
       * @property {number[]} weekend
       */
      /**
       * @return {WeekSettings|null}
       */
      static get defaultWeekSettings() {
        return defaultWeekSettings2;
      }
      /**
       * Allows overriding the default locale week settings, i.e. the start of the week, the weekend and
       * how many days are required in the first week of a year.
       * Does not affect existing instances.
       *
       * @param {WeekSettings|null} weekSettings
       */
      static set defaultWeekSettings(weekSettings) {
        defaultWeekSettings2 = validateWeekSettings2(weekSettings);
      }
      /**
       * Get the cutoff year for whether a 2-digit year string is interpreted in the current or previous century. Numbers higher than the cutoff will be considered to mean 19xx and numbers lower or equal to the cutoff will be considered 20xx.
       * @type {number}
       */
      static get twoDigitCutoffYear() {
        return twoDigitCutoffYear2;
      }
      /**
       * Set the cutoff year for whether a 2-digit year string is interpreted in the current or previous century. Numbers higher than the cutoff will be considered to mean 19xx and numbers lower or equal to the cutoff will be considered 20xx.
       * @type {number}
       * @example Settings.twoDigitCutoffYear = 0 // all 'yy' are interpreted as 20th century
       * @example Settings.twoDigitCutoffYear = 99 // all 'yy' are interpreted as 21st century
       * @example Settings.twoDigitCutoffYear = 50 // '49' -> 2049; '50' -> 1950
       * @example Settings.twoDigitCutoffYear = 1950 // interpreted as 50
       * @example Settings.twoDigitCutoffYear = 2050 // ALSO interpreted as 50
       */
      static set twoDigitCutoffYear(cutoffYear) {
        twoDigitCutoffYear2 = cutoffYear % 100;
      }
      /**
       * Get whether Luxon will throw when it encounters invalid DateTimes, Durations, or Intervals
       * @type {boolean}
       */
      static get throwOnInvalid() {
        return throwOnInvalid2;
      }
      /**
       * Set whether Luxon will throw when it encounters invalid DateTimes, Durations, or Intervals
       * @type {boolean}
       */
      static set throwOnInvalid(t) {
        throwOnInvalid2 = t;
      }
      /**
       * Reset Luxon's global caches. Should only be necessary in testing scenarios.
       * @return {void}
       */
      static resetCaches() {
        Locale2.resetCache();
        IANAZone2.resetCache();
        DateTime2.resetCache();
        resetDigitRegexCache2();
      }
    };
    var Invalid2 = class {
      constructor(reason, explanation) {
        this.reason = reason;
        this.explanation = explanation;
      }
      toMessage() {
        if (this.explanation) {
          return `${this.reason}: ${this.explanation}`;
        } else {
          return this.reason;
        }
      }
    };
    var nonLeapLadder2 = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
    var leapLadder2 = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335];
    function unitOutOfRange2(unit, value) {
      return new Invalid2(
        'unit out of range',
        `you specified ${value} (of type ${typeof value}) as a ${unit}, which is invalid`,
      );
    }
    function dayOfWeek2(year, month, day) {
      const d = new Date(Date.UTC(year, month - 1, day));
      if (year < 100 && year >= 0) {
        d.setUTCFullYear(d.getUTCFullYear() - 1900);
      }
      const js = d.getUTCDay();
      return js === 0 ? 7 : js;
    }
    function computeOrdinal2(year, month, day) {
      return day + (isLeapYear2(year) ? leapLadder2 : nonLeapLadder2)[month - 1];
    }
    function uncomputeOrdinal2(year, ordinal) {
      const table = isLeapYear2(year) ? leapLadder2 : nonLeapLadder2,
        month0 = table.findIndex((i) => i < ordinal),
        day = ordinal - table[month0];
      return {
        month: month0 + 1,
        day,
      };
    }
    function isoWeekdayToLocal2(isoWeekday, startOfWeek) {
      return ((isoWeekday - startOfWeek + 7) % 7) + 1;
    }
    function gregorianToWeek2(gregObj, minDaysInFirstWeek = 4, startOfWeek = 1) {
      const { year, month, day } = gregObj,
        ordinal = computeOrdinal2(year, month, day),
        weekday = isoWeekdayToLocal2(dayOfWeek2(year, month, day), startOfWeek);
      let weekNumber = Math.floor((ordinal - weekday + 14 - minDaysInFirstWeek) / 7),
        weekYear;
      if (weekNumber < 1) {
        weekYear = year - 1;
        weekNumber = weeksInWeekYear2(weekYear, minDaysInFirstWeek, startOfWeek);
      } else if (weekNumber > weeksInWeekYear2(year, minDaysInFirstWeek, startOfWeek)) {
        weekYear = year + 1;
        weekNumber = 1;
      } else {
        weekYear = year;
      }
      return {
        weekYear,
        weekNumber,
        weekday,
        ...timeObject2(gregObj),
      };
    }
    function weekToGregorian2(weekData, minDaysInFirstWeek = 4, startOfWeek = 1) {
      const { weekYear, weekNumber, weekday } = weekData,
        weekdayOfJan4 = isoWeekdayToLocal2(
          dayOfWeek2(weekYear, 1, minDaysInFirstWeek),
          startOfWeek,
        ),
        yearInDays = daysInYear2(weekYear);
      let ordinal = weekNumber * 7 + weekday - weekdayOfJan4 - 7 + minDaysInFirstWeek,
        year;
      if (ordinal < 1) {
        year = weekYear - 1;
        ordinal += daysInYear2(year);
      } else if (ordinal > yearInDays) {
        year = weekYear + 1;
        ordinal -= daysInYear2(weekYear);
      } else {
        year = weekYear;
      }
      const { month, day } = uncomputeOrdinal2(year, ordinal);
      return {
        year,
        month,
        day,
        ...timeObject2(weekData),
      };
    }
    function gregorianToOrdinal2(gregData) {
      const { year, month, day } = gregData;
      const ordinal = computeOrdinal2(year, month, day);
      return {
        year,
        ordinal,
        ...timeObject2(gregData),
      };
    }
    function ordinalToGregorian2(ordinalData) {
      const { year, ordinal } = ordinalData;
      const { month, day } = uncomputeOrdinal2(year, ordinal);
      return {
        year,
        month,
        day,
        ...timeObject2(ordinalData),
      };
    }
    function usesLocalWeekValues2(obj, loc) {
      const hasLocaleWeekData =
        !isUndefined2(obj.localWeekday) ||
        !isUndefined2(obj.localWeekNumber) ||
        !isUndefined2(obj.localWeekYear);
      if (hasLocaleWeekData) {
        const hasIsoWeekData =
          !isUndefined2(obj.weekday) ||
          !isUndefined2(obj.weekNumber) ||
          !isUndefined2(obj.weekYear);
        if (hasIsoWeekData) {
          throw new ConflictingSpecificationError2(
            'Cannot mix locale-based week fields with ISO-based week fields',
          );
        }
        if (!isUndefined2(obj.localWeekday)) obj.weekday = obj.localWeekday;
        if (!isUndefined2(obj.localWeekNumber)) obj.weekNumber = obj.localWeekNumber;
        if (!isUndefined2(obj.localWeekYear)) obj.weekYear = obj.localWeekYear;
        delete obj.localWeekday;
        delete obj.localWeekNumber;
        delete obj.localWeekYear;
        return {
          minDaysInFirstWeek: loc.getMinDaysInFirstWeek(),
          startOfWeek: loc.getStartOfWeek(),
        };
      } else {
        return {
          minDaysInFirstWeek: 4,
          startOfWeek: 1,
        };
      }
    }
    function hasInvalidWeekData2(obj, minDaysInFirstWeek = 4, startOfWeek = 1) {
      const validYear = isInteger2(obj.weekYear),
        validWeek = integerBetween2(
          obj.weekNumber,
          1,
          weeksInWeekYear2(obj.weekYear, minDaysInFirstWeek, startOfWeek),
        ),
        validWeekday = integerBetween2(obj.weekday, 1, 7);
      if (!validYear) {
        return unitOutOfRange2('weekYear', obj.weekYear);
      } else if (!validWeek) {
        return unitOutOfRange2('week', obj.weekNumber);
      } else if (!validWeekday) {
        return unitOutOfRange2('weekday', obj.weekday);
      } else return false;
    }
    function hasInvalidOrdinalData2(obj) {
      const validYear = isInteger2(obj.year),
        validOrdinal = integerBetween2(obj.ordinal, 1, daysInYear2(obj.year));
      if (!validYear) {
        return unitOutOfRange2('year', obj.year);
      } else if (!validOrdinal) {
        return unitOutOfRange2('ordinal', obj.ordinal);
      } else return false;
    }
    function hasInvalidGregorianData2(obj) {
      const validYear = isInteger2(obj.year),
        validMonth = integerBetween2(obj.month, 1, 12),
        validDay = integerBetween2(obj.day, 1, daysInMonth2(obj.year, obj.month));
      if (!validYear) {
        return unitOutOfRange2('year', obj.year);
      } else if (!validMonth) {
        return unitOutOfRange2('month', obj.month);
      } else if (!validDay) {
        return unitOutOfRange2('day', obj.day);
      } else return false;
    }
    function hasInvalidTimeData2(obj) {
      const { hour, minute, second, millisecond } = obj;
      const validHour =
          integerBetween2(hour, 0, 23) ||
          (hour === 24 && minute === 0 && second === 0 && millisecond === 0),
        validMinute = integerBetween2(minute, 0, 59),
        validSecond = integerBetween2(second, 0, 59),
        validMillisecond = integerBetween2(millisecond, 0, 999);
      if (!validHour) {
        return unitOutOfRange2('hour', hour);
      } else if (!validMinute) {
        return unitOutOfRange2('minute', minute);
      } else if (!validSecond) {
        return unitOutOfRange2('second', second);
      } else if (!validMillisecond) {
        return unitOutOfRange2('millisecond', millisecond);
      } else return false;
    }
    function isUndefined2(o) {
      return typeof o === 'undefined';
    }
    function isNumber2(o) {
      return typeof o === 'number';
    }
    function isInteger2(o) {
      return typeof o === 'number' && o % 1 === 0;
    }
    function isString2(o) {
      return typeof o === 'string';
    }
    function isDate2(o) {
      return Object.prototype.toString.call(o) === '[object Date]';
    }
    function hasRelative2() {
      try {
        return typeof Intl !== 'undefined' && !!Intl.RelativeTimeFormat;
      } catch (e) {
        return false;
      }
    }
    function hasLocaleWeekInfo2() {
      try {
        return (
          typeof Intl !== 'undefined' &&
          !!Intl.Locale &&
          ('weekInfo' in Intl.Locale.prototype || 'getWeekInfo' in Intl.Locale.prototype)
        );
      } catch (e) {
        return false;
      }
    }
    function maybeArray2(thing) {
      return Array.isArray(thing) ? thing : [thing];
    }
    function bestBy2(arr, by, compare) {
      if (arr.length === 0) {
        return void 0;
      }
      return arr.reduce((best, next) => {
        const pair = [by(next), next];
        if (!best) {
          return pair;
        } else if (compare(best[0], pair[0]) === best[0]) {
          return best;
        } else {
          return pair;
        }
      }, null)[1];
    }
    function pick2(obj, keys) {
      return keys.reduce((a, k) => {
        a[k] = obj[k];
        return a;
      }, {});
    }
    function hasOwnProperty2(obj, prop) {
      return Object.prototype.hasOwnProperty.call(obj, prop);
    }
    function validateWeekSettings2(settings) {
      if (settings == null) {
        return null;
      } else if (typeof settings !== 'object') {
        throw new InvalidArgumentError2('Week settings must be an object');
      } else {
        if (
          !integerBetween2(settings.firstDay, 1, 7) ||
          !integerBetween2(settings.minimalDays, 1, 7) ||
          !Array.isArray(settings.weekend) ||
          settings.weekend.some((v) => !integerBetween2(v, 1, 7))
        ) {
          throw new InvalidArgumentError2('Invalid week settings');
        }
        return {
          firstDay: settings.firstDay,
          minimalDays: settings.minimalDays,
          weekend: Array.from(settings.weekend),
        };
      }
    }
    function integerBetween2(thing, bottom, top) {
      return isInteger2(thing) && thing >= bottom && thing <= top;
    }
    function floorMod2(x, n3) {
      return x - n3 * Math.floor(x / n3);
    }
    function padStart2(input, n3 = 2) {
      const isNeg = input < 0;
      let padded;
      if (isNeg) {
        padded = '-' + ('' + -input).padStart(n3, '0');
      } else {
        padded = ('' + input).padStart(n3, '0');
      }
      return padded;
    }
    function parseInteger2(string) {
      if (isUndefined2(string) || string === null || string === '') {
        return void 0;
      } else {
        return parseInt(string, 10);
      }
    }
    function parseFloating2(string) {
      if (isUndefined2(string) || string === null || string === '') {
        return void 0;
      } else {
        return parseFloat(string);
      }
    }
    function parseMillis2(fraction) {
      if (isUndefined2(fraction) || fraction === null || fraction === '') {
        return void 0;
      } else {
        const f = parseFloat('0.' + fraction) * 1e3;
        return Math.floor(f);
      }
    }
    function roundTo2(number, digits, rounding = 'round') {
      const factor = 10 ** digits;
      switch (rounding) {
        case 'expand':
          return number > 0
            ? Math.ceil(number * factor) / factor
            : Math.floor(number * factor) / factor;
        case 'trunc':
          return Math.trunc(number * factor) / factor;
        case 'round':
          return Math.round(number * factor) / factor;
        case 'floor':
          return Math.floor(number * factor) / factor;
        case 'ceil':
          return Math.ceil(number * factor) / factor;
        default:
          throw new RangeError(`Value rounding ${rounding} is out of range`);
      }
    }
    function isLeapYear2(year) {
      return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    }
    function daysInYear2(year) {
      return isLeapYear2(year) ? 366 : 365;
    }
    function daysInMonth2(year, month) {
      const modMonth = floorMod2(month - 1, 12) + 1,
        modYear = year + (month - modMonth) / 12;
      if (modMonth === 2) {
        return isLeapYear2(modYear) ? 29 : 28;
      } else {
        return [31, null, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][modMonth - 1];
      }
    }
    function objToLocalTS2(obj) {
      let d = Date.UTC(
        obj.year,
        obj.month - 1,
        obj.day,
        obj.hour,
        obj.minute,
        obj.second,
        obj.millisecond,
      );
      if (obj.year < 100 && obj.year >= 0) {
        d = new Date(d);
        d.setUTCFullYear(obj.year, obj.month - 1, obj.day);
      }
      return +d;
    }
    function firstWeekOffset2(year, minDaysInFirstWeek, startOfWeek) {
      const fwdlw = isoWeekdayToLocal2(dayOfWeek2(year, 1, minDaysInFirstWeek), startOfWeek);
      return -fwdlw + minDaysInFirstWeek - 1;
    }
    function weeksInWeekYear2(weekYear, minDaysInFirstWeek = 4, startOfWeek = 1) {
      const weekOffset = firstWeekOffset2(weekYear, minDaysInFirstWeek, startOfWeek);
      const weekOffsetNext = firstWeekOffset2(weekYear + 1, minDaysInFirstWeek, startOfWeek);
      return (daysInYear2(weekYear) - weekOffset + weekOffsetNext) / 7;
    }
    function untruncateYear2(year) {
      if (year > 99) {
        return year;
      } else return year > Settings2.twoDigitCutoffYear ? 1900 + year : 2e3 + year;
    }
    function parseZoneInfo2(ts, offsetFormat, locale, timeZone = null) {
      const date3 = new Date(ts),
        intlOpts = {
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
        };
      if (timeZone) {
        intlOpts.timeZone = timeZone;
      }
      const modified = {
        timeZoneName: offsetFormat,
        ...intlOpts,
      };
      const parsed = new Intl.DateTimeFormat(locale, modified)
        .formatToParts(date3)
        .find((m) => m.type.toLowerCase() === 'timezonename');
      return parsed ? parsed.value : null;
    }
    function signedOffset2(offHourStr, offMinuteStr) {
      let offHour = parseInt(offHourStr, 10);
      if (Number.isNaN(offHour)) {
        offHour = 0;
      }
      const offMin = parseInt(offMinuteStr, 10) || 0,
        offMinSigned = offHour < 0 || Object.is(offHour, -0) ? -offMin : offMin;
      return offHour * 60 + offMinSigned;
    }
    function asNumber2(value) {
      const numericValue = Number(value);
      if (typeof value === 'boolean' || value === '' || !Number.isFinite(numericValue))
        throw new InvalidArgumentError2(`Invalid unit value ${value}`);
      return numericValue;
    }
    function normalizeObject2(obj, normalizer) {
      const normalized = {};
      for (const u in obj) {
        if (hasOwnProperty2(obj, u)) {
          const v = obj[u];
          if (v === void 0 || v === null) continue;
          normalized[normalizer(u)] = asNumber2(v);
        }
      }
      return normalized;
    }
    function formatOffset2(offset3, format2) {
      const hours = Math.trunc(Math.abs(offset3 / 60)),
        minutes = Math.trunc(Math.abs(offset3 % 60)),
        sign = offset3 >= 0 ? '+' : '-';
      switch (format2) {
        case 'short':
          return `${sign}${padStart2(hours, 2)}:${padStart2(minutes, 2)}`;
        case 'narrow':
          return `${sign}${hours}${minutes > 0 ? `:${minutes}` : ''}`;
        case 'techie':
          return `${sign}${padStart2(hours, 2)}${padStart2(minutes, 2)}`;
        default:
          throw new RangeError(`Value format ${format2} is out of range for property format`);
      }
    }
    function timeObject2(obj) {
      return pick2(obj, ['hour', 'minute', 'second', 'millisecond']);
    }
    var monthsLong2 = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    var monthsShort2 = [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ];
    var monthsNarrow2 = ['J', 'F', 'M', 'A', 'M', 'J', 'J', 'A', 'S', 'O', 'N', 'D'];
    function months2(length) {
      switch (length) {
        case 'narrow':
          return [...monthsNarrow2];
        case 'short':
          return [...monthsShort2];
        case 'long':
          return [...monthsLong2];
        case 'numeric':
          return ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];
        case '2-digit':
          return ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
        default:
          return null;
      }
    }
    var weekdaysLong2 = [
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ];
    var weekdaysShort2 = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    var weekdaysNarrow2 = ['M', 'T', 'W', 'T', 'F', 'S', 'S'];
    function weekdays2(length) {
      switch (length) {
        case 'narrow':
          return [...weekdaysNarrow2];
        case 'short':
          return [...weekdaysShort2];
        case 'long':
          return [...weekdaysLong2];
        case 'numeric':
          return ['1', '2', '3', '4', '5', '6', '7'];
        default:
          return null;
      }
    }
    var meridiems2 = ['AM', 'PM'];
    var erasLong2 = ['Before Christ', 'Anno Domini'];
    var erasShort2 = ['BC', 'AD'];
    var erasNarrow2 = ['B', 'A'];
    function eras2(length) {
      switch (length) {
        case 'narrow':
          return [...erasNarrow2];
        case 'short':
          return [...erasShort2];
        case 'long':
          return [...erasLong2];
        default:
          return null;
      }
    }
    function meridiemForDateTime2(dt) {
      return meridiems2[dt.hour < 12 ? 0 : 1];
    }
    function weekdayForDateTime2(dt, length) {
      return weekdays2(length)[dt.weekday - 1];
    }
    function monthForDateTime2(dt, length) {
      return months2(length)[dt.month - 1];
    }
    function eraForDateTime2(dt, length) {
      return eras2(length)[dt.year < 0 ? 0 : 1];
    }
    function formatRelativeTime2(unit, count, numeric = 'always', narrow = false) {
      const units = {
        years: ['year', 'yr.'],
        quarters: ['quarter', 'qtr.'],
        months: ['month', 'mo.'],
        weeks: ['week', 'wk.'],
        days: ['day', 'day', 'days'],
        hours: ['hour', 'hr.'],
        minutes: ['minute', 'min.'],
        seconds: ['second', 'sec.'],
      };
      const lastable = ['hours', 'minutes', 'seconds'].indexOf(unit) === -1;
      if (numeric === 'auto' && lastable) {
        const isDay = unit === 'days';
        switch (count) {
          case 1:
            return isDay ? 'tomorrow' : `next ${units[unit][0]}`;
          case -1:
            return isDay ? 'yesterday' : `last ${units[unit][0]}`;
          case 0:
            return isDay ? 'today' : `this ${units[unit][0]}`;
        }
      }
      const isInPast = Object.is(count, -0) || count < 0,
        fmtValue = Math.abs(count),
        singular = fmtValue === 1,
        lilUnits = units[unit],
        fmtUnit = narrow
          ? singular
            ? lilUnits[1]
            : lilUnits[2] || lilUnits[1]
          : singular
            ? units[unit][0]
            : unit;
      return isInPast ? `${fmtValue} ${fmtUnit} ago` : `in ${fmtValue} ${fmtUnit}`;
    }
    function stringifyTokens2(splits, tokenToString) {
      let s3 = '';
      for (const token of splits) {
        if (token.literal) {
          s3 += token.val;
        } else {
          s3 += tokenToString(token.val);
        }
      }
      return s3;
    }
    var macroTokenToFormatOpts2 = {
      D: DATE_SHORT2,
      DD: DATE_MED2,
      DDD: DATE_FULL2,
      DDDD: DATE_HUGE2,
      t: TIME_SIMPLE2,
      tt: TIME_WITH_SECONDS2,
      ttt: TIME_WITH_SHORT_OFFSET2,
      tttt: TIME_WITH_LONG_OFFSET2,
      T: TIME_24_SIMPLE2,
      TT: TIME_24_WITH_SECONDS2,
      TTT: TIME_24_WITH_SHORT_OFFSET2,
      TTTT: TIME_24_WITH_LONG_OFFSET2,
      f: DATETIME_SHORT2,
      ff: DATETIME_MED2,
      fff: DATETIME_FULL2,
      ffff: DATETIME_HUGE2,
      F: DATETIME_SHORT_WITH_SECONDS2,
      FF: DATETIME_MED_WITH_SECONDS2,
      FFF: DATETIME_FULL_WITH_SECONDS2,
      FFFF: DATETIME_HUGE_WITH_SECONDS2,
    };
    var Formatter2 = class _Formatter {
      static create(locale, opts = {}) {
        return new _Formatter(locale, opts);
      }
      static parseFormat(fmt) {
        let current = null,
          currentFull = '',
          bracketed = false;
        const splits = [];
        for (let i = 0; i < fmt.length; i++) {
          const c = fmt.charAt(i);
          if (c === "'") {
            if (currentFull.length > 0 || bracketed) {
              splits.push({
                literal: bracketed || /^\s+$/.test(currentFull),
                val: currentFull === '' ? "'" : currentFull,
              });
            }
            current = null;
            currentFull = '';
            bracketed = !bracketed;
          } else if (bracketed) {
            currentFull += c;
          } else if (c === current) {
            currentFull += c;
          } else {
            if (currentFull.length > 0) {
              splits.push({
                literal: /^\s+$/.test(currentFull),
                val: currentFull,
              });
            }
            currentFull = c;
            current = c;
          }
        }
        if (currentFull.length > 0) {
          splits.push({
            literal: bracketed || /^\s+$/.test(currentFull),
            val: currentFull,
          });
        }
        return splits;
      }
      static macroTokenToFormatOpts(token) {
        return macroTokenToFormatOpts2[token];
      }
      constructor(locale, formatOpts) {
        this.opts = formatOpts;
        this.loc = locale;
        this.systemLoc = null;
      }
      formatWithSystemDefault(dt, opts) {
        if (this.systemLoc === null) {
          this.systemLoc = this.loc.redefaultToSystem();
        }
        const df = this.systemLoc.dtFormatter(dt, {
          ...this.opts,
          ...opts,
        });
        return df.format();
      }
      dtFormatter(dt, opts = {}) {
        return this.loc.dtFormatter(dt, {
          ...this.opts,
          ...opts,
        });
      }
      formatDateTime(dt, opts) {
        return this.dtFormatter(dt, opts).format();
      }
      formatDateTimeParts(dt, opts) {
        return this.dtFormatter(dt, opts).formatToParts();
      }
      formatInterval(interval, opts) {
        const df = this.dtFormatter(interval.start, opts);
        return df.dtf.formatRange(interval.start.toJSDate(), interval.end.toJSDate());
      }
      resolvedOptions(dt, opts) {
        return this.dtFormatter(dt, opts).resolvedOptions();
      }
      num(n3, p = 0, signDisplay = void 0) {
        if (this.opts.forceSimple) {
          return padStart2(n3, p);
        }
        const opts = {
          ...this.opts,
        };
        if (p > 0) {
          opts.padTo = p;
        }
        if (signDisplay) {
          opts.signDisplay = signDisplay;
        }
        return this.loc.numberFormatter(opts).format(n3);
      }
      formatDateTimeFromString(dt, fmt) {
        const knownEnglish = this.loc.listingMode() === 'en',
          useDateTimeFormatter = this.loc.outputCalendar && this.loc.outputCalendar !== 'gregory',
          string = (opts, extract) => this.loc.extract(dt, opts, extract),
          formatOffset3 = (opts) => {
            if (dt.isOffsetFixed && dt.offset === 0 && opts.allowZ) {
              return 'Z';
            }
            return dt.isValid ? dt.zone.formatOffset(dt.ts, opts.format) : '';
          },
          meridiem = () =>
            knownEnglish
              ? meridiemForDateTime2(dt)
              : string(
                  {
                    hour: 'numeric',
                    hourCycle: 'h12',
                  },
                  'dayperiod',
                ),
          month = (length, standalone) =>
            knownEnglish
              ? monthForDateTime2(dt, length)
              : string(
                  standalone
                    ? {
                        month: length,
                      }
                    : {
                        month: length,
                        day: 'numeric',
                      },
                  'month',
                ),
          weekday = (length, standalone) =>
            knownEnglish
              ? weekdayForDateTime2(dt, length)
              : string(
                  standalone
                    ? {
                        weekday: length,
                      }
                    : {
                        weekday: length,
                        month: 'long',
                        day: 'numeric',
                      },
                  'weekday',
                ),
          maybeMacro = (token) => {
            const formatOpts = _Formatter.macroTokenToFormatOpts(token);
            if (formatOpts) {
              return this.formatWithSystemDefault(dt, formatOpts);
            } else {
              return token;
            }
          },
          era = (length) =>
            knownEnglish
              ? eraForDateTime2(dt, length)
              : string(
                  {
                    era: length,
                  },
                  'era',
                ),
          tokenToString = (token) => {
            switch (token) {
              // ms
              case 'S':
                return this.num(dt.millisecond);
              case 'u':
              // falls through
              case 'SSS':
                return this.num(dt.millisecond, 3);
              // seconds
              case 's':
                return this.num(dt.second);
              case 'ss':
                return this.num(dt.second, 2);
              // fractional seconds
              case 'uu':
                return this.num(Math.floor(dt.millisecond / 10), 2);
              case 'uuu':
                return this.num(Math.floor(dt.millisecond / 100));
              // minutes
              case 'm':
                return this.num(dt.minute);
              case 'mm':
                return this.num(dt.minute, 2);
              // hours
              case 'h':
                return this.num(dt.hour % 12 === 0 ? 12 : dt.hour % 12);
              case 'hh':
                return this.num(dt.hour % 12 === 0 ? 12 : dt.hour % 12, 2);
              case 'H':
                return this.num(dt.hour);
              case 'HH':
                return this.num(dt.hour, 2);
              // offset
              case 'Z':
                return formatOffset3({
                  format: 'narrow',
                  allowZ: this.opts.allowZ,
                });
              case 'ZZ':
                return formatOffset3({
                  format: 'short',
                  allowZ: this.opts.allowZ,
                });
              case 'ZZZ':
                return formatOffset3({
                  format: 'techie',
                  allowZ: this.opts.allowZ,
                });
              case 'ZZZZ':
                return dt.zone.offsetName(dt.ts, {
                  format: 'short',
                  locale: this.loc.locale,
                });
              case 'ZZZZZ':
                return dt.zone.offsetName(dt.ts, {
                  format: 'long',
                  locale: this.loc.locale,
                });
              // zone
              case 'z':
                return dt.zoneName;
              // meridiems
              case 'a':
                return meridiem();
              // dates
              case 'd':
                return useDateTimeFormatter
                  ? string(
                      {
                        day: 'numeric',
                      },
                      'day',
                    )
                  : this.num(dt.day);
              case 'dd':
                return useDateTimeFormatter
                  ? string(
                      {
                        day: '2-digit',
                      },
                      'day',
                    )
                  : this.num(dt.day, 2);
              // weekdays - standalone
              case 'c':
                return this.num(dt.weekday);
              case 'ccc':
                return weekday('short', true);
              case 'cccc':
                return weekday('long', true);
              case 'ccccc':
                return weekday('narrow', true);
              // weekdays - format
              case 'E':
                return this.num(dt.weekday);
              case 'EEE':
                return weekday('short', false);
              case 'EEEE':
                return weekday('long', false);
              case 'EEEEE':
                return weekday('narrow', false);
              // months - standalone
              case 'L':
                return useDateTimeFormatter
                  ? string(
                      {
                        month: 'numeric',
                        day: 'numeric',
                      },
                      'month',
                    )
                  : this.num(dt.month);
              case 'LL':
                return useDateTimeFormatter
                  ? string(
                      {
                        month: '2-digit',
                        day: 'numeric',
                      },
                      'month',
                    )
                  : this.num(dt.month, 2);
              case 'LLL':
                return month('short', true);
              case 'LLLL':
                return month('long', true);
              case 'LLLLL':
                return month('narrow', true);
              // months - format
              case 'M':
                return useDateTimeFormatter
                  ? string(
                      {
                        month: 'numeric',
                      },
                      'month',
                    )
                  : this.num(dt.month);
              case 'MM':
                return useDateTimeFormatter
                  ? string(
                      {
                        month: '2-digit',
                      },
                      'month',
                    )
                  : this.num(dt.month, 2);
              case 'MMM':
                return month('short', false);
              case 'MMMM':
                return month('long', false);
              case 'MMMMM':
                return month('narrow', false);
              // years
              case 'y':
                return useDateTimeFormatter
                  ? string(
                      {
                        year: 'numeric',
                      },
                      'year',
                    )
                  : this.num(dt.year);
              case 'yy':
                return useDateTimeFormatter
                  ? string(
                      {
                        year: '2-digit',
                      },
                      'year',
                    )
                  : this.num(dt.year.toString().slice(-2), 2);
              case 'yyyy':
                return useDateTimeFormatter
                  ? string(
                      {
                        year: 'numeric',
                      },
                      'year',
                    )
                  : this.num(dt.year, 4);
              case 'yyyyyy':
                return useDateTimeFormatter
                  ? string(
                      {
                        year: 'numeric',
                      },
                      'year',
                    )
                  : this.num(dt.year, 6);
              // eras
              case 'G':
                return era('short');
              case 'GG':
                return era('long');
              case 'GGGGG':
                return era('narrow');
              case 'kk':
                return this.num(dt.weekYear.toString().slice(-2), 2);
              case 'kkkk':
                return this.num(dt.weekYear, 4);
              case 'W':
                return this.num(dt.weekNumber);
              case 'WW':
                return this.num(dt.weekNumber, 2);
              case 'n':
                return this.num(dt.localWeekNumber);
              case 'nn':
                return this.num(dt.localWeekNumber, 2);
              case 'ii':
                return this.num(dt.localWeekYear.toString().slice(-2), 2);
              case 'iiii':
                return this.num(dt.localWeekYear, 4);
              case 'o':
                return this.num(dt.ordinal);
              case 'ooo':
                return this.num(dt.ordinal, 3);
              case 'q':
                return this.num(dt.quarter);
              case 'qq':
                return this.num(dt.quarter, 2);
              case 'X':
                return this.num(Math.floor(dt.ts / 1e3));
              case 'x':
                return this.num(dt.ts);
              default:
                return maybeMacro(token);
            }
          };
        return stringifyTokens2(_Formatter.parseFormat(fmt), tokenToString);
      }
      formatDurationFromString(dur, fmt) {
        const invertLargest = this.opts.signMode === 'negativeLargestOnly' ? -1 : 1;
        const tokenToField = (token) => {
            switch (token[0]) {
              case 'S':
                return 'milliseconds';
              case 's':
                return 'seconds';
              case 'm':
                return 'minutes';
              case 'h':
                return 'hours';
              case 'd':
                return 'days';
              case 'w':
                return 'weeks';
              case 'M':
                return 'months';
              case 'y':
                return 'years';
              default:
                return null;
            }
          },
          tokenToString = (lildur, info) => (token) => {
            const mapped = tokenToField(token);
            if (mapped) {
              const inversionFactor =
                info.isNegativeDuration && mapped !== info.largestUnit ? invertLargest : 1;
              let signDisplay;
              if (this.opts.signMode === 'negativeLargestOnly' && mapped !== info.largestUnit) {
                signDisplay = 'never';
              } else if (this.opts.signMode === 'all') {
                signDisplay = 'always';
              } else {
                signDisplay = 'auto';
              }
              return this.num(lildur.get(mapped) * inversionFactor, token.length, signDisplay);
            } else {
              return token;
            }
          },
          tokens = _Formatter.parseFormat(fmt),
          realTokens = tokens.reduce(
            (found, { literal, val }) => (literal ? found : found.concat(val)),
            [],
          ),
          collapsed = dur.shiftTo(...realTokens.map(tokenToField).filter((t) => t)),
          durationInfo = {
            isNegativeDuration: collapsed < 0,
            // this relies on "collapsed" being based on "shiftTo", which builds up the object
            // in order
            largestUnit: Object.keys(collapsed.values)[0],
          };
        return stringifyTokens2(tokens, tokenToString(collapsed, durationInfo));
      }
    };
    var ianaRegex2 = /[A-Za-z_+-]{1,256}(?::?\/[A-Za-z0-9_+-]{1,256}(?:\/[A-Za-z0-9_+-]{1,256})?)?/;
    function combineRegexes2(...regexes) {
      const full = regexes.reduce((f, r) => f + r.source, '');
      return RegExp(`^${full}$`);
    }
    function combineExtractors2(...extractors) {
      return (m) =>
        extractors
          .reduce(
            ([mergedVals, mergedZone, cursor], ex) => {
              const [val, zone, next] = ex(m, cursor);
              return [
                {
                  ...mergedVals,
                  ...val,
                },
                zone || mergedZone,
                next,
              ];
            },
            [{}, null, 1],
          )
          .slice(0, 2);
    }
    function parse2(s3, ...patterns) {
      if (s3 == null) {
        return [null, null];
      }
      for (const [regex, extractor] of patterns) {
        const m = regex.exec(s3);
        if (m) {
          return extractor(m);
        }
      }
      return [null, null];
    }
    function simpleParse2(...keys) {
      return (match3, cursor) => {
        const ret = {};
        let i;
        for (i = 0; i < keys.length; i++) {
          ret[keys[i]] = parseInteger2(match3[cursor + i]);
        }
        return [ret, null, cursor + i];
      };
    }
    var offsetRegex2 = /(?:([Zz])|([+-]\d\d)(?::?(\d\d))?)/;
    var isoExtendedZone2 = `(?:${offsetRegex2.source}?(?:\\[(${ianaRegex2.source})\\])?)?`;
    var isoTimeBaseRegex2 = /(\d\d)(?::?(\d\d)(?::?(\d\d)(?:[.,](\d{1,30}))?)?)?/;
    var isoTimeRegex2 = RegExp(`${isoTimeBaseRegex2.source}${isoExtendedZone2}`);
    var isoTimeExtensionRegex2 = RegExp(`(?:[Tt]${isoTimeRegex2.source})?`);
    var isoYmdRegex2 = /([+-]\d{6}|\d{4})(?:-?(\d\d)(?:-?(\d\d))?)?/;
    var isoWeekRegex2 = /(\d{4})-?W(\d\d)(?:-?(\d))?/;
    var isoOrdinalRegex2 = /(\d{4})-?(\d{3})/;
    var extractISOWeekData2 = simpleParse2('weekYear', 'weekNumber', 'weekDay');
    var extractISOOrdinalData2 = simpleParse2('year', 'ordinal');
    var sqlYmdRegex2 = /(\d{4})-(\d\d)-(\d\d)/;
    var sqlTimeRegex2 = RegExp(
      `${isoTimeBaseRegex2.source} ?(?:${offsetRegex2.source}|(${ianaRegex2.source}))?`,
    );
    var sqlTimeExtensionRegex2 = RegExp(`(?: ${sqlTimeRegex2.source})?`);
    function int2(match3, pos, fallback) {
      const m = match3[pos];
      return isUndefined2(m) ? fallback : parseInteger2(m);
    }
    function extractISOYmd2(match3, cursor) {
      const item = {
        year: int2(match3, cursor),
        month: int2(match3, cursor + 1, 1),
        day: int2(match3, cursor + 2, 1),
      };
      return [item, null, cursor + 3];
    }
    function extractISOTime2(match3, cursor) {
      const item = {
        hours: int2(match3, cursor, 0),
        minutes: int2(match3, cursor + 1, 0),
        seconds: int2(match3, cursor + 2, 0),
        milliseconds: parseMillis2(match3[cursor + 3]),
      };
      return [item, null, cursor + 4];
    }
    function extractISOOffset2(match3, cursor) {
      const local = !match3[cursor] && !match3[cursor + 1],
        fullOffset = signedOffset2(match3[cursor + 1], match3[cursor + 2]),
        zone = local ? null : FixedOffsetZone2.instance(fullOffset);
      return [{}, zone, cursor + 3];
    }
    function extractIANAZone2(match3, cursor) {
      const zone = match3[cursor] ? IANAZone2.create(match3[cursor]) : null;
      return [{}, zone, cursor + 1];
    }
    var isoTimeOnly2 = RegExp(`^T?${isoTimeBaseRegex2.source}$`);
    var isoDuration2 =
      /^-?P(?:(?:(-?\d{1,20}(?:\.\d{1,20})?)Y)?(?:(-?\d{1,20}(?:\.\d{1,20})?)M)?(?:(-?\d{1,20}(?:\.\d{1,20})?)W)?(?:(-?\d{1,20}(?:\.\d{1,20})?)D)?(?:T(?:(-?\d{1,20}(?:\.\d{1,20})?)H)?(?:(-?\d{1,20}(?:\.\d{1,20})?)M)?(?:(-?\d{1,20})(?:[.,](-?\d{1,20}))?S)?)?)$/;
    function extractISODuration2(match3) {
      const [
        s3,
        yearStr,
        monthStr,
        weekStr,
        dayStr,
        hourStr,
        minuteStr,
        secondStr,
        millisecondsStr,
      ] = match3;
      const hasNegativePrefix = s3[0] === '-';
      const negativeSeconds = secondStr && secondStr[0] === '-';
      const maybeNegate = (num, force = false) =>
        num !== void 0 && (force || (num && hasNegativePrefix)) ? -num : num;
      return [
        {
          years: maybeNegate(parseFloating2(yearStr)),
          months: maybeNegate(parseFloating2(monthStr)),
          weeks: maybeNegate(parseFloating2(weekStr)),
          days: maybeNegate(parseFloating2(dayStr)),
          hours: maybeNegate(parseFloating2(hourStr)),
          minutes: maybeNegate(parseFloating2(minuteStr)),
          seconds: maybeNegate(parseFloating2(secondStr), secondStr === '-0'),
          milliseconds: maybeNegate(parseMillis2(millisecondsStr), negativeSeconds),
        },
      ];
    }
    var obsOffsets2 = {
      GMT: 0,
      EDT: -4 * 60,
      EST: -5 * 60,
      CDT: -5 * 60,
      CST: -6 * 60,
      MDT: -6 * 60,
      MST: -7 * 60,
      PDT: -7 * 60,
      PST: -8 * 60,
    };
    function fromStrings2(weekdayStr, yearStr, monthStr, dayStr, hourStr, minuteStr, secondStr) {
      const result = {
        year:
          yearStr.length === 2 ? untruncateYear2(parseInteger2(yearStr)) : parseInteger2(yearStr),
        month: monthsShort2.indexOf(monthStr) + 1,
        day: parseInteger2(dayStr),
        hour: parseInteger2(hourStr),
        minute: parseInteger2(minuteStr),
      };
      if (secondStr) result.second = parseInteger2(secondStr);
      if (weekdayStr) {
        result.weekday =
          weekdayStr.length > 3
            ? weekdaysLong2.indexOf(weekdayStr) + 1
            : weekdaysShort2.indexOf(weekdayStr) + 1;
      }
      return result;
    }
    var rfc28222 =
      /^(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun),\s)?(\d{1,2})\s(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s(\d{2,4})\s(\d\d):(\d\d)(?::(\d\d))?\s(?:(UT|GMT|[ECMP][SD]T)|([Zz])|(?:([+-]\d\d)(\d\d)))$/;
    function extractRFC28222(match3) {
      const [
          ,
          weekdayStr,
          dayStr,
          monthStr,
          yearStr,
          hourStr,
          minuteStr,
          secondStr,
          obsOffset,
          milOffset,
          offHourStr,
          offMinuteStr,
        ] = match3,
        result = fromStrings2(weekdayStr, yearStr, monthStr, dayStr, hourStr, minuteStr, secondStr);
      let offset3;
      if (obsOffset) {
        offset3 = obsOffsets2[obsOffset];
      } else if (milOffset) {
        offset3 = 0;
      } else {
        offset3 = signedOffset2(offHourStr, offMinuteStr);
      }
      return [result, new FixedOffsetZone2(offset3)];
    }
    function preprocessRFC28222(s3) {
      return s3
        .replace(/\([^()]*\)|[\n\t]/g, ' ')
        .replace(/(\s\s+)/g, ' ')
        .trim();
    }
    var rfc11232 =
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d\d) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d\d):(\d\d):(\d\d) GMT$/;
    var rfc8502 =
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\d\d)-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(\d\d) (\d\d):(\d\d):(\d\d) GMT$/;
    var ascii2 =
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ( \d|\d\d) (\d\d):(\d\d):(\d\d) (\d{4})$/;
    function extractRFC1123Or8502(match3) {
      const [, weekdayStr, dayStr, monthStr, yearStr, hourStr, minuteStr, secondStr] = match3,
        result = fromStrings2(weekdayStr, yearStr, monthStr, dayStr, hourStr, minuteStr, secondStr);
      return [result, FixedOffsetZone2.utcInstance];
    }
    function extractASCII2(match3) {
      const [, weekdayStr, monthStr, dayStr, hourStr, minuteStr, secondStr, yearStr] = match3,
        result = fromStrings2(weekdayStr, yearStr, monthStr, dayStr, hourStr, minuteStr, secondStr);
      return [result, FixedOffsetZone2.utcInstance];
    }
    var isoYmdWithTimeExtensionRegex2 = combineRegexes2(isoYmdRegex2, isoTimeExtensionRegex2);
    var isoWeekWithTimeExtensionRegex2 = combineRegexes2(isoWeekRegex2, isoTimeExtensionRegex2);
    var isoOrdinalWithTimeExtensionRegex2 = combineRegexes2(
      isoOrdinalRegex2,
      isoTimeExtensionRegex2,
    );
    var isoTimeCombinedRegex2 = combineRegexes2(isoTimeRegex2);
    var extractISOYmdTimeAndOffset2 = combineExtractors2(
      extractISOYmd2,
      extractISOTime2,
      extractISOOffset2,
      extractIANAZone2,
    );
    var extractISOWeekTimeAndOffset2 = combineExtractors2(
      extractISOWeekData2,
      extractISOTime2,
      extractISOOffset2,
      extractIANAZone2,
    );
    var extractISOOrdinalDateAndTime2 = combineExtractors2(
      extractISOOrdinalData2,
      extractISOTime2,
      extractISOOffset2,
      extractIANAZone2,
    );
    var extractISOTimeAndOffset2 = combineExtractors2(
      extractISOTime2,
      extractISOOffset2,
      extractIANAZone2,
    );
    function parseISODate2(s3) {
      return parse2(
        s3,
        [isoYmdWithTimeExtensionRegex2, extractISOYmdTimeAndOffset2],
        [isoWeekWithTimeExtensionRegex2, extractISOWeekTimeAndOffset2],
        [isoOrdinalWithTimeExtensionRegex2, extractISOOrdinalDateAndTime2],
        [isoTimeCombinedRegex2, extractISOTimeAndOffset2],
      );
    }
    function parseRFC2822Date2(s3) {
      return parse2(preprocessRFC28222(s3), [rfc28222, extractRFC28222]);
    }
    function parseHTTPDate2(s3) {
      return parse2(
        s3,
        [rfc11232, extractRFC1123Or8502],
        [rfc8502, extractRFC1123Or8502],
        [ascii2, extractASCII2],
      );
    }
    function parseISODuration2(s3) {
      return parse2(s3, [isoDuration2, extractISODuration2]);
    }
    var extractISOTimeOnly2 = combineExtractors2(extractISOTime2);
    function parseISOTimeOnly2(s3) {
      return parse2(s3, [isoTimeOnly2, extractISOTimeOnly2]);
    }
    var sqlYmdWithTimeExtensionRegex2 = combineRegexes2(sqlYmdRegex2, sqlTimeExtensionRegex2);
    var sqlTimeCombinedRegex2 = combineRegexes2(sqlTimeRegex2);
    var extractISOTimeOffsetAndIANAZone2 = combineExtractors2(
      extractISOTime2,
      extractISOOffset2,
      extractIANAZone2,
    );
    function parseSQL2(s3) {
      return parse2(
        s3,
        [sqlYmdWithTimeExtensionRegex2, extractISOYmdTimeAndOffset2],
        [sqlTimeCombinedRegex2, extractISOTimeOffsetAndIANAZone2],
      );
    }
    var INVALID$22 = 'Invalid Duration';
    var lowOrderMatrix2 = {
      weeks: {
        days: 7,
        hours: 7 * 24,
        minutes: 7 * 24 * 60,
        seconds: 7 * 24 * 60 * 60,
        milliseconds: 7 * 24 * 60 * 60 * 1e3,
      },
      days: {
        hours: 24,
        minutes: 24 * 60,
        seconds: 24 * 60 * 60,
        milliseconds: 24 * 60 * 60 * 1e3,
      },
      hours: {
        minutes: 60,
        seconds: 60 * 60,
        milliseconds: 60 * 60 * 1e3,
      },
      minutes: {
        seconds: 60,
        milliseconds: 60 * 1e3,
      },
      seconds: {
        milliseconds: 1e3,
      },
    };
    var casualMatrix2 = {
      years: {
        quarters: 4,
        months: 12,
        weeks: 52,
        days: 365,
        hours: 365 * 24,
        minutes: 365 * 24 * 60,
        seconds: 365 * 24 * 60 * 60,
        milliseconds: 365 * 24 * 60 * 60 * 1e3,
      },
      quarters: {
        months: 3,
        weeks: 13,
        days: 91,
        hours: 91 * 24,
        minutes: 91 * 24 * 60,
        seconds: 91 * 24 * 60 * 60,
        milliseconds: 91 * 24 * 60 * 60 * 1e3,
      },
      months: {
        weeks: 4,
        days: 30,
        hours: 30 * 24,
        minutes: 30 * 24 * 60,
        seconds: 30 * 24 * 60 * 60,
        milliseconds: 30 * 24 * 60 * 60 * 1e3,
      },
      ...lowOrderMatrix2,
    };
    var daysInYearAccurate2 = 146097 / 400;
    var daysInMonthAccurate2 = 146097 / 4800;
    var accurateMatrix2 = {
      years: {
        quarters: 4,
        months: 12,
        weeks: daysInYearAccurate2 / 7,
        days: daysInYearAccurate2,
        hours: daysInYearAccurate2 * 24,
        minutes: daysInYearAccurate2 * 24 * 60,
        seconds: daysInYearAccurate2 * 24 * 60 * 60,
        milliseconds: daysInYearAccurate2 * 24 * 60 * 60 * 1e3,
      },
      quarters: {
        months: 3,
        weeks: daysInYearAccurate2 / 28,
        days: daysInYearAccurate2 / 4,
        hours: (daysInYearAccurate2 * 24) / 4,
        minutes: (daysInYearAccurate2 * 24 * 60) / 4,
        seconds: (daysInYearAccurate2 * 24 * 60 * 60) / 4,
        milliseconds: (daysInYearAccurate2 * 24 * 60 * 60 * 1e3) / 4,
      },
      months: {
        weeks: daysInMonthAccurate2 / 7,
        days: daysInMonthAccurate2,
        hours: daysInMonthAccurate2 * 24,
        minutes: daysInMonthAccurate2 * 24 * 60,
        seconds: daysInMonthAccurate2 * 24 * 60 * 60,
        milliseconds: daysInMonthAccurate2 * 24 * 60 * 60 * 1e3,
      },
      ...lowOrderMatrix2,
    };
    var orderedUnits$12 = [
      'years',
      'quarters',
      'months',
      'weeks',
      'days',
      'hours',
      'minutes',
      'seconds',
      'milliseconds',
    ];
    var reverseUnits2 = orderedUnits$12.slice(0).reverse();
    function clone$12(dur, alts, clear = false) {
      const conf = {
        values: clear
          ? alts.values
          : {
              ...dur.values,
              ...(alts.values || {}),
            },
        loc: dur.loc.clone(alts.loc),
        conversionAccuracy: alts.conversionAccuracy || dur.conversionAccuracy,
        matrix: alts.matrix || dur.matrix,
      };
      return new Duration2(conf);
    }
    function durationToMillis2(matrix, vals) {
      var _vals$milliseconds;
      let sum = (_vals$milliseconds = vals.milliseconds) != null ? _vals$milliseconds : 0;
      for (const unit of reverseUnits2.slice(1)) {
        if (vals[unit]) {
          sum += vals[unit] * matrix[unit]['milliseconds'];
        }
      }
      return sum;
    }
    function normalizeValues2(matrix, vals) {
      const factor = durationToMillis2(matrix, vals) < 0 ? -1 : 1;
      orderedUnits$12.reduceRight((previous, current) => {
        if (!isUndefined2(vals[current])) {
          if (previous) {
            const previousVal = vals[previous] * factor;
            const conv = matrix[current][previous];
            const rollUp = Math.floor(previousVal / conv);
            vals[current] += rollUp * factor;
            vals[previous] -= rollUp * conv * factor;
          }
          return current;
        } else {
          return previous;
        }
      }, null);
      orderedUnits$12.reduce((previous, current) => {
        if (!isUndefined2(vals[current])) {
          if (previous) {
            const fraction = vals[previous] % 1;
            vals[previous] -= fraction;
            vals[current] += fraction * matrix[previous][current];
          }
          return current;
        } else {
          return previous;
        }
      }, null);
    }
    function removeZeroes2(vals) {
      const newVals = {};
      for (const [key, value] of Object.entries(vals)) {
        if (value !== 0) {
          newVals[key] = value;
        }
      }
      return newVals;
    }
    var Duration2 = class _Duration {
      /**
       * @private
       */
      constructor(config) {
        const accurate = config.conversionAccuracy === 'longterm' || false;
        let matrix = accurate ? accurateMatrix2 : casualMatrix2;
        if (config.matrix) {
          matrix = config.matrix;
        }
        this.values = config.values;
        this.loc = config.loc || Locale2.create();
        this.conversionAccuracy = accurate ? 'longterm' : 'casual';
        this.invalid = config.invalid || null;
        this.matrix = matrix;
        this.isLuxonDuration = true;
      }
      /**
       * Create Duration from a number of milliseconds.
       * @param {number} count of milliseconds
       * @param {Object} opts - options for parsing
       * @param {string} [opts.locale='en-US'] - the locale to use
       * @param {string} opts.numberingSystem - the numbering system to use
       * @param {string} [opts.conversionAccuracy='casual'] - the conversion system to use
       * @return {Duration}
       */
      static fromMillis(count, opts) {
        return _Duration.fromObject(
          {
            milliseconds: count,
          },
          opts,
        );
      }
      /**
       * Create a Duration from a JavaScript object with keys like 'years' and 'hours'.
       * If this object is empty then a zero milliseconds duration is returned.
       * @param {Object} obj - the object to create the DateTime from
       * @param {number} obj.years
       * @param {number} obj.quarters
       * @param {number} obj.months
       * @param {number} obj.weeks
       * @param {number} obj.days
       * @param {number} obj.hours
       * @param {number} obj.minutes
       * @param {number} obj.seconds
       * @param {number} obj.milliseconds
       * @param {Object} [opts=[]] - options for creating this Duration
       * @param {string} [opts.locale='en-US'] - the locale to use
       * @param {string} opts.numberingSystem - the numbering system to use
       * @param {string} [opts.conversionAccuracy='casual'] - the preset conversion system to use
       * @param {string} [opts.matrix=Object] - the custom conversion system to use
       * @return {Duration}
       */
      static fromObject(obj, opts = {}) {
        if (obj == null || typeof obj !== 'object') {
          throw new InvalidArgumentError2(
            `Duration.fromObject: argument expected to be an object, got ${obj === null ? 'null' : typeof obj}`,
          );
        }
        return new _Duration({
          values: normalizeObject2(obj, _Duration.normalizeUnit),
          loc: Locale2.fromObject(opts),
          conversionAccuracy: opts.conversionAccuracy,
          matrix: opts.matrix,
        });
      }
      /**
       * Create a Duration from DurationLike.
       *
       * @param {Object | number | Duration} durationLike
       * One of:
       * - object with keys like 'years' and 'hours'.
       * - number representing milliseconds
       * - Duration instance
       * @return {Duration}
       */
      static fromDurationLike(durationLike) {
        if (isNumber2(durationLike)) {
          return _Duration.fromMillis(durationLike);
        } else if (_Duration.isDuration(durationLike)) {
          return durationLike;
        } else if (typeof durationLike === 'object') {
          return _Duration.fromObject(durationLike);
        } else {
          throw new InvalidArgumentError2(
            `Unknown duration argument ${durationLike} of type ${typeof durationLike}`,
          );
        }
      }
      /**
       * Create a Duration from an ISO 8601 duration string.
       * @param {string} text - text to parse
       * @param {Object} opts - options for parsing
       * @param {string} [opts.locale='en-US'] - the locale to use
       * @param {string} opts.numberingSystem - the numbering system to use
       * @param {string} [opts.conversionAccuracy='casual'] - the preset conversion system to use
       * @param {string} [opts.matrix=Object] - the preset conversion system to use
       * @see https://en.wikipedia.org/wiki/ISO_8601#Durations
       * @example Duration.fromISO('P3Y6M1W4DT12H30M5S').toObject() //=> { years: 3, months: 6, weeks: 1, days: 4, hours: 12, minutes: 30, seconds: 5 }
       * @example Duration.fromISO('PT23H').toObject() //=> { hours: 23 }
       * @example Duration.fromISO('P5Y3M').toObject() //=> { years: 5, months: 3 }
       * @return {Duration}
       */
      static fromISO(text, opts) {
        const [parsed] = parseISODuration2(text);
        if (parsed) {
          return _Duration.fromObject(parsed, opts);
        } else {
          return _Duration.invalid('unparsable', `the input "${text}" can't be parsed as ISO 8601`);
        }
      }
      /**
       * Create a Duration from an ISO 8601 time string.
       * @param {string} text - text to parse
       * @param {Object} opts - options for parsing
       * @param {string} [opts.locale='en-US'] - the locale to use
       * @param {string} opts.numberingSystem - the numbering system to use
       * @param {string} [opts.conversionAccuracy='casual'] - the preset conversion system to use
       * @param {string} [opts.matrix=Object] - the conversion system to use
       * @see https://en.wikipedia.org/wiki/ISO_8601#Times
       * @example Duration.fromISOTime('11:22:33.444').toObject() //=> { hours: 11, minutes: 22, seconds: 33, milliseconds: 444 }
       * @example Duration.fromISOTime('11:00').toObject() //=> { hours: 11, minutes: 0, seconds: 0 }
       * @example Duration.fromISOTime('T11:00').toObject() //=> { hours: 11, minutes: 0, seconds: 0 }
       * @example Duration.fromISOTime('1100').toObject() //=> { hours: 11, minutes: 0, seconds: 0 }
       * @example Duration.fromISOTime('T1100').toObject() //=> { hours: 11, minutes: 0, seconds: 0 }
       * @return {Duration}
       */
      static fromISOTime(text, opts) {
        const [parsed] = parseISOTimeOnly2(text);
        if (parsed) {
          return _Duration.fromObject(parsed, opts);
        } else {
          return _Duration.invalid('unparsable', `the input "${text}" can't be parsed as ISO 8601`);
        }
      }
      /**
       * Create an invalid Duration.
       * @param {string} reason - simple string of why this datetime is invalid. Should not contain parameters or anything else data-dependent
       * @param {string} [explanation=null] - longer explanation, may include parameters and other useful debugging information
       * @return {Duration}
       */
      static invalid(reason, explanation = null) {
        if (!reason) {
          throw new InvalidArgumentError2('need to specify a reason the Duration is invalid');
        }
        const invalid = reason instanceof Invalid2 ? reason : new Invalid2(reason, explanation);
        if (Settings2.throwOnInvalid) {
          throw new InvalidDurationError2(invalid);
        } else {
          return new _Duration({
            invalid,
          });
        }
      }
      /**
       * @private
       */
      static normalizeUnit(unit) {
        const normalized = {
          year: 'years',
          years: 'years',
          quarter: 'quarters',
          quarters: 'quarters',
          month: 'months',
          months: 'months',
          week: 'weeks',
          weeks: 'weeks',
          day: 'days',
          days: 'days',
          hour: 'hours',
          hours: 'hours',
          minute: 'minutes',
          minutes: 'minutes',
          second: 'seconds',
          seconds: 'seconds',
          millisecond: 'milliseconds',
          milliseconds: 'milliseconds',
        }[unit ? unit.toLowerCase() : unit];
        if (!normalized) throw new InvalidUnitError2(unit);
        return normalized;
      }
      /**
       * Check if an object is a Duration. Works across context boundaries
       * @param {object} o
       * @return {boolean}
       */
      static isDuration(o) {
        return (o && o.isLuxonDuration) || false;
      }
      /**
       * Get  the locale of a Duration, such 'en-GB'
       * @type {string}
       */
      get locale() {
        return this.isValid ? this.loc.locale : null;
      }
      /**
       * Get the numbering system of a Duration, such 'beng'. The numbering system is used when formatting the Duration
       *
       * @type {string}
       */
      get numberingSystem() {
        return this.isValid ? this.loc.numberingSystem : null;
      }
      /**
       * Returns a string representation of this Duration formatted according to the specified format string. You may use these tokens:
       * * `S` for milliseconds
       * * `s` for seconds
       * * `m` for minutes
       * * `h` for hours
       * * `d` for days
       * * `w` for weeks
       * * `M` for months
       * * `y` for years
       * Notes:
       * * Add padding by repeating the token, e.g. "yy" pads the years to two digits, "hhhh" pads the hours out to four digits
       * * Tokens can be escaped by wrapping with single quotes.
       * * The duration will be converted to the set of units in the format string using {@link Duration#shiftTo} and the Durations's conversion accuracy setting.
       * @param {string} fmt - the format string
       * @param {Object} opts - options
       * @param {boolean} [opts.floor=true] - floor numerical values
       * @param {'negative'|'all'|'negativeLargestOnly'} [opts.signMode=negative] - How to handle signs
       * @example Duration.fromObject({ years: 1, days: 6, seconds: 2 }).toFormat("y d s") //=> "1 6 2"
       * @example Duration.fromObject({ years: 1, days: 6, seconds: 2 }).toFormat("yy dd sss") //=> "01 06 002"
       * @example Duration.fromObject({ years: 1, days: 6, seconds: 2 }).toFormat("M S") //=> "12 518402000"
       * @example Duration.fromObject({ days: 6, seconds: 2 }).toFormat("d s", { signMode: "all" }) //=> "+6 +2"
       * @example Duration.fromObject({ days: -6, seconds: -2 }).toFormat("d s", { signMode: "all" }) //=> "-6 -2"
       * @example Duration.fromObject({ days: -6, seconds: -2 }).toFormat("d s", { signMode: "negativeLargestOnly" }) //=> "-6 2"
       * @return {string}
       */
      toFormat(fmt, opts = {}) {
        const fmtOpts = {
          ...opts,
          floor: opts.round !== false && opts.floor !== false,
        };
        return this.isValid
          ? Formatter2.create(this.loc, fmtOpts).formatDurationFromString(this, fmt)
          : INVALID$22;
      }
      /**
       * Returns a string representation of a Duration with all units included.
       * To modify its behavior, use `listStyle` and any Intl.NumberFormat option, though `unitDisplay` is especially relevant.
       * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Intl/NumberFormat/NumberFormat#options
       * @param {Object} opts - Formatting options. Accepts the same keys as the options parameter of the native `Intl.NumberFormat` constructor, as well as `listStyle`.
       * @param {string} [opts.listStyle='narrow'] - How to format the merged list. Corresponds to the `style` property of the options parameter of the native `Intl.ListFormat` constructor.
       * @param {boolean} [opts.showZeros=true] - Show all units previously used by the duration even if they are zero
       * @example
       * ```js
       * var dur = Duration.fromObject({ months: 1, weeks: 0, hours: 5, minutes: 6 })
       * dur.toHuman() //=> '1 month, 0 weeks, 5 hours, 6 minutes'
       * dur.toHuman({ listStyle: "long" }) //=> '1 month, 0 weeks, 5 hours, and 6 minutes'
       * dur.toHuman({ unitDisplay: "short" }) //=> '1 mth, 0 wks, 5 hr, 6 min'
       * dur.toHuman({ showZeros: false }) //=> '1 month, 5 hours, 6 minutes'
       * ```
       */
      toHuman(opts = {}) {
        if (!this.isValid) return INVALID$22;
        const showZeros = opts.showZeros !== false;
        const l3 = orderedUnits$12
          .map((unit) => {
            const val = this.values[unit];
            if (isUndefined2(val) || (val === 0 && !showZeros)) {
              return null;
            }
            return this.loc
              .numberFormatter({
                style: 'unit',
                unitDisplay: 'long',
                ...opts,
                unit: unit.slice(0, -1),
              })
              .format(val);
          })
          .filter((n3) => n3);
        return this.loc
          .listFormatter({
            type: 'conjunction',
            style: opts.listStyle || 'narrow',
            ...opts,
          })
          .format(l3);
      }
      /**
       * Returns a JavaScript object with this Duration's values.
       * @example Duration.fromObject({ years: 1, days: 6, seconds: 2 }).toObject() //=> { years: 1, days: 6, seconds: 2 }
       * @return {Object}
       */
      toObject() {
        if (!this.isValid) return {};
        return {
          ...this.values,
        };
      }
      /**
       * Returns an ISO 8601-compliant string representation of this Duration.
       * @see https://en.wikipedia.org/wiki/ISO_8601#Durations
       * @example Duration.fromObject({ years: 3, seconds: 45 }).toISO() //=> 'P3YT45S'
       * @example Duration.fromObject({ months: 4, seconds: 45 }).toISO() //=> 'P4MT45S'
       * @example Duration.fromObject({ months: 5 }).toISO() //=> 'P5M'
       * @example Duration.fromObject({ minutes: 5 }).toISO() //=> 'PT5M'
       * @example Duration.fromObject({ milliseconds: 6 }).toISO() //=> 'PT0.006S'
       * @return {string}
       */
      toISO() {
        if (!this.isValid) return null;
        let s3 = 'P';
        if (this.years !== 0) s3 += this.years + 'Y';
        if (this.months !== 0 || this.quarters !== 0) s3 += this.months + this.quarters * 3 + 'M';
        if (this.weeks !== 0) s3 += this.weeks + 'W';
        if (this.days !== 0) s3 += this.days + 'D';
        if (this.hours !== 0 || this.minutes !== 0 || this.seconds !== 0 || this.milliseconds !== 0)
          s3 += 'T';
        if (this.hours !== 0) s3 += this.hours + 'H';
        if (this.minutes !== 0) s3 += this.minutes + 'M';
        if (this.seconds !== 0 || this.milliseconds !== 0)
          s3 += roundTo2(this.seconds + this.milliseconds / 1e3, 3) + 'S';
        if (s3 === 'P') s3 += 'T0S';
        return s3;
      }
      /**
       * Returns an ISO 8601-compliant string representation of this Duration, formatted as a time of day.
       * Note that this will return null if the duration is invalid, negative, or equal to or greater than 24 hours.
       * @see https://en.wikipedia.org/wiki/ISO_8601#Times
       * @param {Object} opts - options
       * @param {boolean} [opts.suppressMilliseconds=false] - exclude milliseconds from the format if they're 0
       * @param {boolean} [opts.suppressSeconds=false] - exclude seconds from the format if they're 0
       * @param {boolean} [opts.includePrefix=false] - include the `T` prefix
       * @param {string} [opts.format='extended'] - choose between the basic and extended format
       * @example Duration.fromObject({ hours: 11 }).toISOTime() //=> '11:00:00.000'
       * @example Duration.fromObject({ hours: 11 }).toISOTime({ suppressMilliseconds: true }) //=> '11:00:00'
       * @example Duration.fromObject({ hours: 11 }).toISOTime({ suppressSeconds: true }) //=> '11:00'
       * @example Duration.fromObject({ hours: 11 }).toISOTime({ includePrefix: true }) //=> 'T11:00:00.000'
       * @example Duration.fromObject({ hours: 11 }).toISOTime({ format: 'basic' }) //=> '110000.000'
       * @return {string}
       */
      toISOTime(opts = {}) {
        if (!this.isValid) return null;
        const millis = this.toMillis();
        if (millis < 0 || millis >= 864e5) return null;
        opts = {
          suppressMilliseconds: false,
          suppressSeconds: false,
          includePrefix: false,
          format: 'extended',
          ...opts,
          includeOffset: false,
        };
        const dateTime = DateTime2.fromMillis(millis, {
          zone: 'UTC',
        });
        return dateTime.toISOTime(opts);
      }
      /**
       * Returns an ISO 8601 representation of this Duration appropriate for use in JSON.
       * @return {string}
       */
      toJSON() {
        return this.toISO();
      }
      /**
       * Returns an ISO 8601 representation of this Duration appropriate for use in debugging.
       * @return {string}
       */
      toString() {
        return this.toISO();
      }
      /**
       * Returns a string representation of this Duration appropriate for the REPL.
       * @return {string}
       */
      [/* @__PURE__ */ Symbol.for('nodejs.util.inspect.custom')]() {
        if (this.isValid) {
          return `Duration { values: ${JSON.stringify(this.values)} }`;
        } else {
          return `Duration { Invalid, reason: ${this.invalidReason} }`;
        }
      }
      /**
       * Returns an milliseconds value of this Duration.
       * @return {number}
       */
      toMillis() {
        if (!this.isValid) return NaN;
        return durationToMillis2(this.matrix, this.values);
      }
      /**
       * Returns an milliseconds value of this Duration. Alias of {@link toMillis}
       * @return {number}
       */
      valueOf() {
        return this.toMillis();
      }
      /**
       * Make this Duration longer by the specified amount. Return a newly-constructed Duration.
       * @param {Duration|Object|number} duration - The amount to add. Either a Luxon Duration, a number of milliseconds, the object argument to Duration.fromObject()
       * @return {Duration}
       */
      plus(duration) {
        if (!this.isValid) return this;
        const dur = _Duration.fromDurationLike(duration),
          result = {};
        for (const k of orderedUnits$12) {
          if (hasOwnProperty2(dur.values, k) || hasOwnProperty2(this.values, k)) {
            result[k] = dur.get(k) + this.get(k);
          }
        }
        return clone$12(
          this,
          {
            values: result,
          },
          true,
        );
      }
      /**
       * Make this Duration shorter by the specified amount. Return a newly-constructed Duration.
       * @param {Duration|Object|number} duration - The amount to subtract. Either a Luxon Duration, a number of milliseconds, the object argument to Duration.fromObject()
       * @return {Duration}
       */
      minus(duration) {
        if (!this.isValid) return this;
        const dur = _Duration.fromDurationLike(duration);
        return this.plus(dur.negate());
      }
      /**
       * Scale this Duration by the specified amount. Return a newly-constructed Duration.
       * @param {function} fn - The function to apply to each unit. Arity is 1 or 2: the value of the unit and, optionally, the unit name. Must return a number.
       * @example Duration.fromObject({ hours: 1, minutes: 30 }).mapUnits(x => x * 2) //=> { hours: 2, minutes: 60 }
       * @example Duration.fromObject({ hours: 1, minutes: 30 }).mapUnits((x, u) => u === "hours" ? x * 2 : x) //=> { hours: 2, minutes: 30 }
       * @return {Duration}
       */
      mapUnits(fn) {
        if (!this.isValid) return this;
        const result = {};
        for (const k of Object.keys(this.values)) {
          result[k] = asNumber2(fn(this.values[k], k));
        }
        return clone$12(
          this,
          {
            values: result,
          },
          true,
        );
      }
      /**
       * Get the value of unit.
       * @param {string} unit - a unit such as 'minute' or 'day'
       * @example Duration.fromObject({years: 2, days: 3}).get('years') //=> 2
       * @example Duration.fromObject({years: 2, days: 3}).get('months') //=> 0
       * @example Duration.fromObject({years: 2, days: 3}).get('days') //=> 3
       * @return {number}
       */
      get(unit) {
        return this[_Duration.normalizeUnit(unit)];
      }
      /**
       * "Set" the values of specified units. Return a newly-constructed Duration.
       * @param {Object} values - a mapping of units to numbers
       * @example dur.set({ years: 2017 })
       * @example dur.set({ hours: 8, minutes: 30 })
       * @return {Duration}
       */
      set(values) {
        if (!this.isValid) return this;
        const mixed = {
          ...this.values,
          ...normalizeObject2(values, _Duration.normalizeUnit),
        };
        return clone$12(this, {
          values: mixed,
        });
      }
      /**
       * "Set" the locale and/or numberingSystem.  Returns a newly-constructed Duration.
       * @example dur.reconfigure({ locale: 'en-GB' })
       * @return {Duration}
       */
      reconfigure({ locale, numberingSystem, conversionAccuracy, matrix } = {}) {
        const loc = this.loc.clone({
          locale,
          numberingSystem,
        });
        const opts = {
          loc,
          matrix,
          conversionAccuracy,
        };
        return clone$12(this, opts);
      }
      /**
       * Return the length of the duration in the specified unit.
       * @param {string} unit - a unit such as 'minutes' or 'days'
       * @example Duration.fromObject({years: 1}).as('days') //=> 365
       * @example Duration.fromObject({years: 1}).as('months') //=> 12
       * @example Duration.fromObject({hours: 60}).as('days') //=> 2.5
       * @return {number}
       */
      as(unit) {
        return this.isValid ? this.shiftTo(unit).get(unit) : NaN;
      }
      /**
       * Reduce this Duration to its canonical representation in its current units.
       * Assuming the overall value of the Duration is positive, this means:
       * - excessive values for lower-order units are converted to higher-order units (if possible, see first and second example)
       * - negative lower-order units are converted to higher order units (there must be such a higher order unit, otherwise
       *   the overall value would be negative, see third example)
       * - fractional values for higher-order units are converted to lower-order units (if possible, see fourth example)
       *
       * If the overall value is negative, the result of this method is equivalent to `this.negate().normalize().negate()`.
       * @example Duration.fromObject({ years: 2, days: 5000 }).normalize().toObject() //=> { years: 15, days: 255 }
       * @example Duration.fromObject({ days: 5000 }).normalize().toObject() //=> { days: 5000 }
       * @example Duration.fromObject({ hours: 12, minutes: -45 }).normalize().toObject() //=> { hours: 11, minutes: 15 }
       * @example Duration.fromObject({ years: 2.5, days: 0, hours: 0 }).normalize().toObject() //=> { years: 2, days: 182, hours: 12 }
       * @return {Duration}
       */
      normalize() {
        if (!this.isValid) return this;
        const vals = this.toObject();
        normalizeValues2(this.matrix, vals);
        return clone$12(
          this,
          {
            values: vals,
          },
          true,
        );
      }
      /**
       * Rescale units to its largest representation
       * @example Duration.fromObject({ milliseconds: 90000 }).rescale().toObject() //=> { minutes: 1, seconds: 30 }
       * @return {Duration}
       */
      rescale() {
        if (!this.isValid) return this;
        const vals = removeZeroes2(this.normalize().shiftToAll().toObject());
        return clone$12(
          this,
          {
            values: vals,
          },
          true,
        );
      }
      /**
       * Convert this Duration into its representation in a different set of units.
       * @example Duration.fromObject({ hours: 1, seconds: 30 }).shiftTo('minutes', 'milliseconds').toObject() //=> { minutes: 60, milliseconds: 30000 }
       * @return {Duration}
       */
      shiftTo(...units) {
        if (!this.isValid) return this;
        if (units.length === 0) {
          return this;
        }
        units = units.map((u) => _Duration.normalizeUnit(u));
        const built = {},
          accumulated = {},
          vals = this.toObject();
        let lastUnit;
        for (const k of orderedUnits$12) {
          if (units.indexOf(k) >= 0) {
            lastUnit = k;
            let own = 0;
            for (const ak in accumulated) {
              own += this.matrix[ak][k] * accumulated[ak];
              accumulated[ak] = 0;
            }
            if (isNumber2(vals[k])) {
              own += vals[k];
            }
            const i = Math.trunc(own);
            built[k] = i;
            accumulated[k] = (own * 1e3 - i * 1e3) / 1e3;
          } else if (isNumber2(vals[k])) {
            accumulated[k] = vals[k];
          }
        }
        for (const key in accumulated) {
          if (accumulated[key] !== 0) {
            built[lastUnit] +=
              key === lastUnit ? accumulated[key] : accumulated[key] / this.matrix[lastUnit][key];
          }
        }
        normalizeValues2(this.matrix, built);
        return clone$12(
          this,
          {
            values: built,
          },
          true,
        );
      }
      /**
       * Shift this Duration to all available units.
       * Same as shiftTo("years", "months", "weeks", "days", "hours", "minutes", "seconds", "milliseconds")
       * @return {Duration}
       */
      shiftToAll() {
        if (!this.isValid) return this;
        return this.shiftTo(
          'years',
          'months',
          'weeks',
          'days',
          'hours',
          'minutes',
          'seconds',
          'milliseconds',
        );
      }
      /**
       * Return the negative of this Duration.
       * @example Duration.fromObject({ hours: 1, seconds: 30 }).negate().toObject() //=> { hours: -1, seconds: -30 }
       * @return {Duration}
       */
      negate() {
        if (!this.isValid) return this;
        const negated = {};
        for (const k of Object.keys(this.values)) {
          negated[k] = this.values[k] === 0 ? 0 : -this.values[k];
        }
        return clone$12(
          this,
          {
            values: negated,
          },
          true,
        );
      }
      /**
       * Removes all units with values equal to 0 from this Duration.
       * @example Duration.fromObject({ years: 2, days: 0, hours: 0, minutes: 0 }).removeZeros().toObject() //=> { years: 2 }
       * @return {Duration}
       */
      removeZeros() {
        if (!this.isValid) return this;
        const vals = removeZeroes2(this.values);
        return clone$12(
          this,
          {
            values: vals,
          },
          true,
        );
      }
      /**
       * Get the years.
       * @type {number}
       */
      get years() {
        return this.isValid ? this.values.years || 0 : NaN;
      }
      /**
       * Get the quarters.
       * @type {number}
       */
      get quarters() {
        return this.isValid ? this.values.quarters || 0 : NaN;
      }
      /**
       * Get the months.
       * @type {number}
       */
      get months() {
        return this.isValid ? this.values.months || 0 : NaN;
      }
      /**
       * Get the weeks
       * @type {number}
       */
      get weeks() {
        return this.isValid ? this.values.weeks || 0 : NaN;
      }
      /**
       * Get the days.
       * @type {number}
       */
      get days() {
        return this.isValid ? this.values.days || 0 : NaN;
      }
      /**
       * Get the hours.
       * @type {number}
       */
      get hours() {
        return this.isValid ? this.values.hours || 0 : NaN;
      }
      /**
       * Get the minutes.
       * @type {number}
       */
      get minutes() {
        return this.isValid ? this.values.minutes || 0 : NaN;
      }
      /**
       * Get the seconds.
       * @return {number}
       */
      get seconds() {
        return this.isValid ? this.values.seconds || 0 : NaN;
      }
      /**
       * Get the milliseconds.
       * @return {number}
       */
      get milliseconds() {
        return this.isValid ? this.values.milliseconds || 0 : NaN;
      }
      /**
       * Returns whether the Duration is invalid. Invalid durations are returned by diff operations
       * on invalid DateTimes or Intervals.
       * @return {boolean}
       */
      get isValid() {
        return this.invalid === null;
      }
      /**
       * Returns an error code if this Duration became invalid, or null if the Duration is valid
       * @return {string}
       */
      get invalidReason() {
        return this.invalid ? this.invalid.reason : null;
      }
      /**
       * Returns an explanation of why this Duration became invalid, or null if the Duration is valid
       * @type {string}
       */
      get invalidExplanation() {
        return this.invalid ? this.invalid.explanation : null;
      }
      /**
       * Equality check
       * Two Durations are equal iff they have the same units and the same values for each unit.
       * @param {Duration} other
       * @return {boolean}
       */
      equals(other) {
        if (!this.isValid || !other.isValid) {
          return false;
        }
        if (!this.loc.equals(other.loc)) {
          return false;
        }
        function eq(v1, v2) {
          if (v1 === void 0 || v1 === 0) return v2 === void 0 || v2 === 0;
          return v1 === v2;
        }
        for (const u of orderedUnits$12) {
          if (!eq(this.values[u], other.values[u])) {
            return false;
          }
        }
        return true;
      }
    };
    var INVALID$12 = 'Invalid Interval';
    function validateStartEnd2(start, end) {
      if (!start || !start.isValid) {
        return Interval2.invalid('missing or invalid start');
      } else if (!end || !end.isValid) {
        return Interval2.invalid('missing or invalid end');
      } else if (end < start) {
        return Interval2.invalid(
          'end before start',
          `The end of an interval must be after its start, but you had start=${start.toISO()} and end=${end.toISO()}`,
        );
      } else {
        return null;
      }
    }
    var Interval2 = class _Interval {
      /**
       * @private
       */
      constructor(config) {
        this.s = config.start;
        this.e = config.end;
        this.invalid = config.invalid || null;
        this.isLuxonInterval = true;
      }
      /**
       * Create an invalid Interval.
       * @param {string} reason - simple string of why this Interval is invalid. Should not contain parameters or anything else data-dependent
       * @param {string} [explanation=null] - longer explanation, may include parameters and other useful debugging information
       * @return {Interval}
       */
      static invalid(reason, explanation = null) {
        if (!reason) {
          throw new InvalidArgumentError2('need to specify a reason the Interval is invalid');
        }
        const invalid = reason instanceof Invalid2 ? reason : new Invalid2(reason, explanation);
        if (Settings2.throwOnInvalid) {
          throw new InvalidIntervalError2(invalid);
        } else {
          return new _Interval({
            invalid,
          });
        }
      }
      /**
       * Create an Interval from a start DateTime and an end DateTime. Inclusive of the start but not the end.
       * @param {DateTime|Date|Object} start
       * @param {DateTime|Date|Object} end
       * @return {Interval}
       */
      static fromDateTimes(start, end) {
        const builtStart = friendlyDateTime2(start),
          builtEnd = friendlyDateTime2(end);
        const validateError = validateStartEnd2(builtStart, builtEnd);
        if (validateError == null) {
          return new _Interval({
            start: builtStart,
            end: builtEnd,
          });
        } else {
          return validateError;
        }
      }
      /**
       * Create an Interval from a start DateTime and a Duration to extend to.
       * @param {DateTime|Date|Object} start
       * @param {Duration|Object|number} duration - the length of the Interval.
       * @return {Interval}
       */
      static after(start, duration) {
        const dur = Duration2.fromDurationLike(duration),
          dt = friendlyDateTime2(start);
        return _Interval.fromDateTimes(dt, dt.plus(dur));
      }
      /**
       * Create an Interval from an end DateTime and a Duration to extend backwards to.
       * @param {DateTime|Date|Object} end
       * @param {Duration|Object|number} duration - the length of the Interval.
       * @return {Interval}
       */
      static before(end, duration) {
        const dur = Duration2.fromDurationLike(duration),
          dt = friendlyDateTime2(end);
        return _Interval.fromDateTimes(dt.minus(dur), dt);
      }
      /**
       * Create an Interval from an ISO 8601 string.
       * Accepts `<start>/<end>`, `<start>/<duration>`, and `<duration>/<end>` formats.
       * @param {string} text - the ISO string to parse
       * @param {Object} [opts] - options to pass {@link DateTime#fromISO} and optionally {@link Duration#fromISO}
       * @see https://en.wikipedia.org/wiki/ISO_8601#Time_intervals
       * @return {Interval}
       */
      static fromISO(text, opts) {
        const [s3, e] = (text || '').split('/', 2);
        if (s3 && e) {
          let start, startIsValid;
          try {
            start = DateTime2.fromISO(s3, opts);
            startIsValid = start.isValid;
          } catch (e2) {
            startIsValid = false;
          }
          let end, endIsValid;
          try {
            end = DateTime2.fromISO(e, opts);
            endIsValid = end.isValid;
          } catch (e2) {
            endIsValid = false;
          }
          if (startIsValid && endIsValid) {
            return _Interval.fromDateTimes(start, end);
          }
          if (startIsValid) {
            const dur = Duration2.fromISO(e, opts);
            if (dur.isValid) {
              return _Interval.after(start, dur);
            }
          } else if (endIsValid) {
            const dur = Duration2.fromISO(s3, opts);
            if (dur.isValid) {
              return _Interval.before(end, dur);
            }
          }
        }
        return _Interval.invalid('unparsable', `the input "${text}" can't be parsed as ISO 8601`);
      }
      /**
       * Check if an object is an Interval. Works across context boundaries
       * @param {object} o
       * @return {boolean}
       */
      static isInterval(o) {
        return (o && o.isLuxonInterval) || false;
      }
      /**
       * Returns the start of the Interval
       * @type {DateTime}
       */
      get start() {
        return this.isValid ? this.s : null;
      }
      /**
       * Returns the end of the Interval. This is the first instant which is not part of the interval
       * (Interval is half-open).
       * @type {DateTime}
       */
      get end() {
        return this.isValid ? this.e : null;
      }
      /**
       * Returns the last DateTime included in the interval (since end is not part of the interval)
       * @type {DateTime}
       */
      get lastDateTime() {
        return this.isValid ? (this.e ? this.e.minus(1) : null) : null;
      }
      /**
       * Returns whether this Interval's end is at least its start, meaning that the Interval isn't 'backwards'.
       * @type {boolean}
       */
      get isValid() {
        return this.invalidReason === null;
      }
      /**
       * Returns an error code if this Interval is invalid, or null if the Interval is valid
       * @type {string}
       */
      get invalidReason() {
        return this.invalid ? this.invalid.reason : null;
      }
      /**
       * Returns an explanation of why this Interval became invalid, or null if the Interval is valid
       * @type {string}
       */
      get invalidExplanation() {
        return this.invalid ? this.invalid.explanation : null;
      }
      /**
       * Returns the length of the Interval in the specified unit.
       * @param {string} unit - the unit (such as 'hours' or 'days') to return the length in.
       * @return {number}
       */
      length(unit = 'milliseconds') {
        return this.isValid ? this.toDuration(...[unit]).get(unit) : NaN;
      }
      /**
       * Returns the count of minutes, hours, days, months, or years included in the Interval, even in part.
       * Unlike {@link Interval#length} this counts sections of the calendar, not periods of time, e.g. specifying 'day'
       * asks 'what dates are included in this interval?', not 'how many days long is this interval?'
       * @param {string} [unit='milliseconds'] - the unit of time to count.
       * @param {Object} opts - options
       * @param {boolean} [opts.useLocaleWeeks=false] - If true, use weeks based on the locale, i.e. use the locale-dependent start of the week; this operation will always use the locale of the start DateTime
       * @return {number}
       */
      count(unit = 'milliseconds', opts) {
        if (!this.isValid) return NaN;
        const start = this.start.startOf(unit, opts);
        let end;
        if (opts != null && opts.useLocaleWeeks) {
          end = this.end.reconfigure({
            locale: start.locale,
          });
        } else {
          end = this.end;
        }
        end = end.startOf(unit, opts);
        return Math.floor(end.diff(start, unit).get(unit)) + (end.valueOf() !== this.end.valueOf());
      }
      /**
       * Returns whether this Interval's start and end are both in the same unit of time
       * @param {string} unit - the unit of time to check sameness on
       * @return {boolean}
       */
      hasSame(unit) {
        return this.isValid ? this.isEmpty() || this.e.minus(1).hasSame(this.s, unit) : false;
      }
      /**
       * Return whether this Interval has the same start and end DateTimes.
       * @return {boolean}
       */
      isEmpty() {
        return this.s.valueOf() === this.e.valueOf();
      }
      /**
       * Return whether this Interval's start is after the specified DateTime.
       * @param {DateTime} dateTime
       * @return {boolean}
       */
      isAfter(dateTime) {
        if (!this.isValid) return false;
        return this.s > dateTime;
      }
      /**
       * Return whether this Interval's end is before the specified DateTime.
       * @param {DateTime} dateTime
       * @return {boolean}
       */
      isBefore(dateTime) {
        if (!this.isValid) return false;
        return this.e <= dateTime;
      }
      /**
       * Return whether this Interval contains the specified DateTime.
       * @param {DateTime} dateTime
       * @return {boolean}
       */
      contains(dateTime) {
        if (!this.isValid) return false;
        return this.s <= dateTime && this.e > dateTime;
      }
      /**
       * "Sets" the start and/or end dates. Returns a newly-constructed Interval.
       * @param {Object} values - the values to set
       * @param {DateTime} values.start - the starting DateTime
       * @param {DateTime} values.end - the ending DateTime
       * @return {Interval}
       */
      set({ start, end } = {}) {
        if (!this.isValid) return this;
        return _Interval.fromDateTimes(start || this.s, end || this.e);
      }
      /**
       * Split this Interval at each of the specified DateTimes
       * @param {...DateTime} dateTimes - the unit of time to count.
       * @return {Array}
       */
      splitAt(...dateTimes) {
        if (!this.isValid) return [];
        const sorted = dateTimes
            .map(friendlyDateTime2)
            .filter((d) => this.contains(d))
            .sort((a, b) => a.toMillis() - b.toMillis()),
          results = [];
        let { s: s3 } = this,
          i = 0;
        while (s3 < this.e) {
          const added = sorted[i] || this.e,
            next = +added > +this.e ? this.e : added;
          results.push(_Interval.fromDateTimes(s3, next));
          s3 = next;
          i += 1;
        }
        return results;
      }
      /**
       * Split this Interval into smaller Intervals, each of the specified length.
       * Left over time is grouped into a smaller interval
       * @param {Duration|Object|number} duration - The length of each resulting interval.
       * @return {Array}
       */
      splitBy(duration) {
        const dur = Duration2.fromDurationLike(duration);
        if (!this.isValid || !dur.isValid || dur.as('milliseconds') === 0) {
          return [];
        }
        let { s: s3 } = this,
          idx = 1,
          next;
        const results = [];
        while (s3 < this.e) {
          const added = this.start.plus(dur.mapUnits((x) => x * idx));
          next = +added > +this.e ? this.e : added;
          results.push(_Interval.fromDateTimes(s3, next));
          s3 = next;
          idx += 1;
        }
        return results;
      }
      /**
       * Split this Interval into the specified number of smaller intervals.
       * @param {number} numberOfParts - The number of Intervals to divide the Interval into.
       * @return {Array}
       */
      divideEqually(numberOfParts) {
        if (!this.isValid) return [];
        return this.splitBy(this.length() / numberOfParts).slice(0, numberOfParts);
      }
      /**
       * Return whether this Interval overlaps with the specified Interval
       * @param {Interval} other
       * @return {boolean}
       */
      overlaps(other) {
        return this.e > other.s && this.s < other.e;
      }
      /**
       * Return whether this Interval's end is adjacent to the specified Interval's start.
       * @param {Interval} other
       * @return {boolean}
       */
      abutsStart(other) {
        if (!this.isValid) return false;
        return +this.e === +other.s;
      }
      /**
       * Return whether this Interval's start is adjacent to the specified Interval's end.
       * @param {Interval} other
       * @return {boolean}
       */
      abutsEnd(other) {
        if (!this.isValid) return false;
        return +other.e === +this.s;
      }
      /**
       * Returns true if this Interval fully contains the specified Interval, specifically if the intersect (of this Interval and the other Interval) is equal to the other Interval; false otherwise.
       * @param {Interval} other
       * @return {boolean}
       */
      engulfs(other) {
        if (!this.isValid) return false;
        return this.s <= other.s && this.e >= other.e;
      }
      /**
       * Return whether this Interval has the same start and end as the specified Interval.
       * @param {Interval} other
       * @return {boolean}
       */
      equals(other) {
        if (!this.isValid || !other.isValid) {
          return false;
        }
        return this.s.equals(other.s) && this.e.equals(other.e);
      }
      /**
       * Return an Interval representing the intersection of this Interval and the specified Interval.
       * Specifically, the resulting Interval has the maximum start time and the minimum end time of the two Intervals.
       * Returns null if the intersection is empty, meaning, the intervals don't intersect.
       * @param {Interval} other
       * @return {Interval}
       */
      intersection(other) {
        if (!this.isValid) return this;
        const s3 = this.s > other.s ? this.s : other.s,
          e = this.e < other.e ? this.e : other.e;
        if (s3 >= e) {
          return null;
        } else {
          return _Interval.fromDateTimes(s3, e);
        }
      }
      /**
       * Return an Interval representing the union of this Interval and the specified Interval.
       * Specifically, the resulting Interval has the minimum start time and the maximum end time of the two Intervals.
       * @param {Interval} other
       * @return {Interval}
       */
      union(other) {
        if (!this.isValid) return this;
        const s3 = this.s < other.s ? this.s : other.s,
          e = this.e > other.e ? this.e : other.e;
        return _Interval.fromDateTimes(s3, e);
      }
      /**
       * Merge an array of Intervals into an equivalent minimal set of Intervals.
       * Combines overlapping and adjacent Intervals.
       * The resulting array will contain the Intervals in ascending order, that is, starting with the earliest Interval
       * and ending with the latest.
       *
       * @param {Array} intervals
       * @return {Array}
       */
      static merge(intervals) {
        const [found, final] = intervals
          .sort((a, b) => a.s - b.s)
          .reduce(
            ([sofar, current], item) => {
              if (!current) {
                return [sofar, item];
              } else if (current.overlaps(item) || current.abutsStart(item)) {
                return [sofar, current.union(item)];
              } else {
                return [sofar.concat([current]), item];
              }
            },
            [[], null],
          );
        if (final) {
          found.push(final);
        }
        return found;
      }
      /**
       * Return an array of Intervals representing the spans of time that only appear in one of the specified Intervals.
       * @param {Array} intervals
       * @return {Array}
       */
      static xor(intervals) {
        let start = null,
          currentCount = 0;
        const results = [],
          ends = intervals.map((i) => [
            {
              time: i.s,
              type: 's',
            },
            {
              time: i.e,
              type: 'e',
            },
          ]),
          flattened = Array.prototype.concat(...ends),
          arr = flattened.sort((a, b) => a.time - b.time);
        for (const i of arr) {
          currentCount += i.type === 's' ? 1 : -1;
          if (currentCount === 1) {
            start = i.time;
          } else {
            if (start && +start !== +i.time) {
              results.push(_Interval.fromDateTimes(start, i.time));
            }
            start = null;
          }
        }
        return _Interval.merge(results);
      }
      /**
       * Return an Interval representing the span of time in this Interval that doesn't overlap with any of the specified Intervals.
       * @param {...Interval} intervals
       * @return {Array}
       */
      difference(...intervals) {
        return _Interval
          .xor([this].concat(intervals))
          .map((i) => this.intersection(i))
          .filter((i) => i && !i.isEmpty());
      }
      /**
       * Returns a string representation of this Interval appropriate for debugging.
       * @return {string}
       */
      toString() {
        if (!this.isValid) return INVALID$12;
        return `[${this.s.toISO()} \u2013 ${this.e.toISO()})`;
      }
      /**
       * Returns a string representation of this Interval appropriate for the REPL.
       * @return {string}
       */
      [/* @__PURE__ */ Symbol.for('nodejs.util.inspect.custom')]() {
        if (this.isValid) {
          return `Interval { start: ${this.s.toISO()}, end: ${this.e.toISO()} }`;
        } else {
          return `Interval { Invalid, reason: ${this.invalidReason} }`;
        }
      }
      /**
       * Returns a localized string representing this Interval. Accepts the same options as the
       * Intl.DateTimeFormat constructor and any presets defined by Luxon, such as
       * {@link DateTime.DATE_FULL} or {@link DateTime.TIME_SIMPLE}. The exact behavior of this method
       * is browser-specific, but in general it will return an appropriate representation of the
       * Interval in the assigned locale. Defaults to the system's locale if no locale has been
       * specified.
       * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/DateTimeFormat
       * @param {Object} [formatOpts=DateTime.DATE_SHORT] - Either a DateTime preset or
       * Intl.DateTimeFormat constructor options.
       * @param {Object} opts - Options to override the configuration of the start DateTime.
       * @example Interval.fromISO('2022-11-07T09:00Z/2022-11-08T09:00Z').toLocaleString(); //=> 11/7/2022 – 11/8/2022
       * @example Interval.fromISO('2022-11-07T09:00Z/2022-11-08T09:00Z').toLocaleString(DateTime.DATE_FULL); //=> November 7 – 8, 2022
       * @example Interval.fromISO('2022-11-07T09:00Z/2022-11-08T09:00Z').toLocaleString(DateTime.DATE_FULL, { locale: 'fr-FR' }); //=> 7–8 novembre 2022
       * @example Interval.fromISO('2022-11-07T17:00Z/2022-11-07T19:00Z').toLocaleString(DateTime.TIME_SIMPLE); //=> 6:00 – 8:00 PM
       * @example Interval.fromISO('2022-11-07T17:00Z/2022-11-07T19:00Z').toLocaleString({ weekday: 'short', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit' }); //=> Mon, Nov 07, 6:00 – 8:00 p
       * @return {string}
       */
      toLocaleString(formatOpts = DATE_SHORT2, opts = {}) {
        return this.isValid
          ? Formatter2.create(this.s.loc.clone(opts), formatOpts).formatInterval(this)
          : INVALID$12;
      }
      /**
       * Returns an ISO 8601-compliant string representation of this Interval.
       * @see https://en.wikipedia.org/wiki/ISO_8601#Time_intervals
       * @param {Object} opts - The same options as {@link DateTime#toISO}
       * @return {string}
       */
      toISO(opts) {
        if (!this.isValid) return INVALID$12;
        return `${this.s.toISO(opts)}/${this.e.toISO(opts)}`;
      }
      /**
       * Returns an ISO 8601-compliant string representation of date of this Interval.
       * The time components are ignored.
       * @see https://en.wikipedia.org/wiki/ISO_8601#Time_intervals
       * @return {string}
       */
      toISODate() {
        if (!this.isValid) return INVALID$12;
        return `${this.s.toISODate()}/${this.e.toISODate()}`;
      }
      /**
       * Returns an ISO 8601-compliant string representation of time of this Interval.
       * The date components are ignored.
       * @see https://en.wikipedia.org/wiki/ISO_8601#Time_intervals
       * @param {Object} opts - The same options as {@link DateTime#toISO}
       * @return {string}
       */
      toISOTime(opts) {
        if (!this.isValid) return INVALID$12;
        return `${this.s.toISOTime(opts)}/${this.e.toISOTime(opts)}`;
      }
      /**
       * Returns a string representation of this Interval formatted according to the specified format
       * string. **You may not want this.** See {@link Interval#toLocaleString} for a more flexible
       * formatting tool.
       * @param {string} dateFormat - The format string. This string formats the start and end time.
       * See {@link DateTime#toFormat} for details.
       * @param {Object} opts - Options.
       * @param {string} [opts.separator =  ' – '] - A separator to place between the start and end
       * representations.
       * @return {string}
       */
      toFormat(dateFormat, { separator = ' \u2013 ' } = {}) {
        if (!this.isValid) return INVALID$12;
        return `${this.s.toFormat(dateFormat)}${separator}${this.e.toFormat(dateFormat)}`;
      }
      /**
       * Return a Duration representing the time spanned by this interval.
       * @param {string|string[]} [unit=['milliseconds']] - the unit or units (such as 'hours' or 'days') to include in the duration.
       * @param {Object} opts - options that affect the creation of the Duration
       * @param {string} [opts.conversionAccuracy='casual'] - the conversion system to use
       * @example Interval.fromDateTimes(dt1, dt2).toDuration().toObject() //=> { milliseconds: 88489257 }
       * @example Interval.fromDateTimes(dt1, dt2).toDuration('days').toObject() //=> { days: 1.0241812152777778 }
       * @example Interval.fromDateTimes(dt1, dt2).toDuration(['hours', 'minutes']).toObject() //=> { hours: 24, minutes: 34.82095 }
       * @example Interval.fromDateTimes(dt1, dt2).toDuration(['hours', 'minutes', 'seconds']).toObject() //=> { hours: 24, minutes: 34, seconds: 49.257 }
       * @example Interval.fromDateTimes(dt1, dt2).toDuration('seconds').toObject() //=> { seconds: 88489.257 }
       * @return {Duration}
       */
      toDuration(unit, opts) {
        if (!this.isValid) {
          return Duration2.invalid(this.invalidReason);
        }
        return this.e.diff(this.s, unit, opts);
      }
      /**
       * Run mapFn on the interval start and end, returning a new Interval from the resulting DateTimes
       * @param {function} mapFn
       * @return {Interval}
       * @example Interval.fromDateTimes(dt1, dt2).mapEndpoints(endpoint => endpoint.toUTC())
       * @example Interval.fromDateTimes(dt1, dt2).mapEndpoints(endpoint => endpoint.plus({ hours: 2 }))
       */
      mapEndpoints(mapFn) {
        return _Interval.fromDateTimes(mapFn(this.s), mapFn(this.e));
      }
    };
    var Info2 = class {
      /**
       * Return whether the specified zone contains a DST.
       * @param {string|Zone} [zone='local'] - Zone to check. Defaults to the environment's local zone.
       * @return {boolean}
       */
      static hasDST(zone = Settings2.defaultZone) {
        const proto = DateTime2.now().setZone(zone).set({
          month: 12,
        });
        return (
          !zone.isUniversal &&
          proto.offset !==
            proto.set({
              month: 6,
            }).offset
        );
      }
      /**
       * Return whether the specified zone is a valid IANA specifier.
       * @param {string} zone - Zone to check
       * @return {boolean}
       */
      static isValidIANAZone(zone) {
        return IANAZone2.isValidZone(zone);
      }
      /**
       * Converts the input into a {@link Zone} instance.
       *
       * * If `input` is already a Zone instance, it is returned unchanged.
       * * If `input` is a string containing a valid time zone name, a Zone instance
       *   with that name is returned.
       * * If `input` is a string that doesn't refer to a known time zone, a Zone
       *   instance with {@link Zone#isValid} == false is returned.
       * * If `input is a number, a Zone instance with the specified fixed offset
       *   in minutes is returned.
       * * If `input` is `null` or `undefined`, the default zone is returned.
       * @param {string|Zone|number} [input] - the value to be converted
       * @return {Zone}
       */
      static normalizeZone(input) {
        return normalizeZone2(input, Settings2.defaultZone);
      }
      /**
       * Get the weekday on which the week starts according to the given locale.
       * @param {Object} opts - options
       * @param {string} [opts.locale] - the locale code
       * @param {string} [opts.locObj=null] - an existing locale object to use
       * @returns {number} the start of the week, 1 for Monday through 7 for Sunday
       */
      static getStartOfWeek({ locale = null, locObj = null } = {}) {
        return (locObj || Locale2.create(locale)).getStartOfWeek();
      }
      /**
       * Get the minimum number of days necessary in a week before it is considered part of the next year according
       * to the given locale.
       * @param {Object} opts - options
       * @param {string} [opts.locale] - the locale code
       * @param {string} [opts.locObj=null] - an existing locale object to use
       * @returns {number}
       */
      static getMinimumDaysInFirstWeek({ locale = null, locObj = null } = {}) {
        return (locObj || Locale2.create(locale)).getMinDaysInFirstWeek();
      }
      /**
       * Get the weekdays, which are considered the weekend according to the given locale
       * @param {Object} opts - options
       * @param {string} [opts.locale] - the locale code
       * @param {string} [opts.locObj=null] - an existing locale object to use
       * @returns {number[]} an array of weekdays, 1 for Monday through 7 for Sunday
       */
      static getWeekendWeekdays({ locale = null, locObj = null } = {}) {
        return (locObj || Locale2.create(locale)).getWeekendDays().slice();
      }
      /**
       * Return an array of standalone month names.
       * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/DateTimeFormat
       * @param {string} [length='long'] - the length of the month representation, such as "numeric", "2-digit", "narrow", "short", "long"
       * @param {Object} opts - options
       * @param {string} [opts.locale] - the locale code
       * @param {string} [opts.numberingSystem=null] - the numbering system
       * @param {string} [opts.locObj=null] - an existing locale object to use
       * @param {string} [opts.outputCalendar='gregory'] - the calendar
       * @example Info.months()[0] //=> 'January'
       * @example Info.months('short')[0] //=> 'Jan'
       * @example Info.months('numeric')[0] //=> '1'
       * @example Info.months('short', { locale: 'fr-CA' } )[0] //=> 'janv.'
       * @example Info.months('numeric', { locale: 'ar' })[0] //=> '١'
       * @example Info.months('long', { outputCalendar: 'islamic' })[0] //=> 'Rabiʻ I'
       * @return {Array}
       */
      static months(
        length = 'long',
        { locale = null, numberingSystem = null, locObj = null, outputCalendar = 'gregory' } = {},
      ) {
        return (locObj || Locale2.create(locale, numberingSystem, outputCalendar)).months(length);
      }
      /**
       * Return an array of format month names.
       * Format months differ from standalone months in that they're meant to appear next to the day of the month. In some languages, that
       * changes the string.
       * See {@link Info#months}
       * @param {string} [length='long'] - the length of the month representation, such as "numeric", "2-digit", "narrow", "short", "long"
       * @param {Object} opts - options
       * @param {string} [opts.locale] - the locale code
       * @param {string} [opts.numberingSystem=null] - the numbering system
       * @param {string} [opts.locObj=null] - an existing locale object to use
       * @param {string} [opts.outputCalendar='gregory'] - the calendar
       * @return {Array}
       */
      static monthsFormat(
        length = 'long',
        { locale = null, numberingSystem = null, locObj = null, outputCalendar = 'gregory' } = {},
      ) {
        return (locObj || Locale2.create(locale, numberingSystem, outputCalendar)).months(
          length,
          true,
        );
      }
      /**
       * Return an array of standalone week names.
       * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/DateTimeFormat
       * @param {string} [length='long'] - the length of the weekday representation, such as "narrow", "short", "long".
       * @param {Object} opts - options
       * @param {string} [opts.locale] - the locale code
       * @param {string} [opts.numberingSystem=null] - the numbering system
       * @param {string} [opts.locObj=null] - an existing locale object to use
       * @example Info.weekdays()[0] //=> 'Monday'
       * @example Info.weekdays('short')[0] //=> 'Mon'
       * @example Info.weekdays('short', { locale: 'fr-CA' })[0] //=> 'lun.'
       * @example Info.weekdays('short', { locale: 'ar' })[0] //=> 'الاثنين'
       * @return {Array}
       */
      static weekdays(
        length = 'long',
        { locale = null, numberingSystem = null, locObj = null } = {},
      ) {
        return (locObj || Locale2.create(locale, numberingSystem, null)).weekdays(length);
      }
      /**
       * Return an array of format week names.
       * Format weekdays differ from standalone weekdays in that they're meant to appear next to more date information. In some languages, that
       * changes the string.
       * See {@link Info#weekdays}
       * @param {string} [length='long'] - the length of the month representation, such as "narrow", "short", "long".
       * @param {Object} opts - options
       * @param {string} [opts.locale=null] - the locale code
       * @param {string} [opts.numberingSystem=null] - the numbering system
       * @param {string} [opts.locObj=null] - an existing locale object to use
       * @return {Array}
       */
      static weekdaysFormat(
        length = 'long',
        { locale = null, numberingSystem = null, locObj = null } = {},
      ) {
        return (locObj || Locale2.create(locale, numberingSystem, null)).weekdays(length, true);
      }
      /**
       * Return an array of meridiems.
       * @param {Object} opts - options
       * @param {string} [opts.locale] - the locale code
       * @example Info.meridiems() //=> [ 'AM', 'PM' ]
       * @example Info.meridiems({ locale: 'my' }) //=> [ 'နံနက်', 'ညနေ' ]
       * @return {Array}
       */
      static meridiems({ locale = null } = {}) {
        return Locale2.create(locale).meridiems();
      }
      /**
       * Return an array of eras, such as ['BC', 'AD']. The locale can be specified, but the calendar system is always Gregorian.
       * @param {string} [length='short'] - the length of the era representation, such as "short" or "long".
       * @param {Object} opts - options
       * @param {string} [opts.locale] - the locale code
       * @example Info.eras() //=> [ 'BC', 'AD' ]
       * @example Info.eras('long') //=> [ 'Before Christ', 'Anno Domini' ]
       * @example Info.eras('long', { locale: 'fr' }) //=> [ 'avant Jésus-Christ', 'après Jésus-Christ' ]
       * @return {Array}
       */
      static eras(length = 'short', { locale = null } = {}) {
        return Locale2.create(locale, null, 'gregory').eras(length);
      }
      /**
       * Return the set of available features in this environment.
       * Some features of Luxon are not available in all environments. For example, on older browsers, relative time formatting support is not available. Use this function to figure out if that's the case.
       * Keys:
       * * `relative`: whether this environment supports relative time formatting
       * * `localeWeek`: whether this environment supports different weekdays for the start of the week based on the locale
       * @example Info.features() //=> { relative: false, localeWeek: true }
       * @return {Object}
       */
      static features() {
        return {
          relative: hasRelative2(),
          localeWeek: hasLocaleWeekInfo2(),
        };
      }
    };
    function dayDiff2(earlier, later) {
      const utcDayStart = (dt) =>
          dt
            .toUTC(0, {
              keepLocalTime: true,
            })
            .startOf('day')
            .valueOf(),
        ms = utcDayStart(later) - utcDayStart(earlier);
      return Math.floor(Duration2.fromMillis(ms).as('days'));
    }
    function highOrderDiffs2(cursor, later, units) {
      const differs = [
        ['years', (a, b) => b.year - a.year],
        ['quarters', (a, b) => b.quarter - a.quarter + (b.year - a.year) * 4],
        ['months', (a, b) => b.month - a.month + (b.year - a.year) * 12],
        [
          'weeks',
          (a, b) => {
            const days = dayDiff2(a, b);
            return (days - (days % 7)) / 7;
          },
        ],
        ['days', dayDiff2],
      ];
      const results = {};
      const earlier = cursor;
      let lowestOrder, highWater;
      for (const [unit, differ] of differs) {
        if (units.indexOf(unit) >= 0) {
          lowestOrder = unit;
          results[unit] = differ(cursor, later);
          highWater = earlier.plus(results);
          if (highWater > later) {
            results[unit]--;
            cursor = earlier.plus(results);
            if (cursor > later) {
              highWater = cursor;
              results[unit]--;
              cursor = earlier.plus(results);
            }
          } else {
            cursor = highWater;
          }
        }
      }
      return [cursor, results, highWater, lowestOrder];
    }
    function diff2(earlier, later, units, opts) {
      let [cursor, results, highWater, lowestOrder] = highOrderDiffs2(earlier, later, units);
      const remainingMillis = later - cursor;
      const lowerOrderUnits = units.filter(
        (u) => ['hours', 'minutes', 'seconds', 'milliseconds'].indexOf(u) >= 0,
      );
      if (lowerOrderUnits.length === 0) {
        if (highWater < later) {
          highWater = cursor.plus({
            [lowestOrder]: 1,
          });
        }
        if (highWater !== cursor) {
          results[lowestOrder] =
            (results[lowestOrder] || 0) + remainingMillis / (highWater - cursor);
        }
      }
      const duration = Duration2.fromObject(results, opts);
      if (lowerOrderUnits.length > 0) {
        return Duration2.fromMillis(remainingMillis, opts)
          .shiftTo(...lowerOrderUnits)
          .plus(duration);
      } else {
        return duration;
      }
    }
    var MISSING_FTP2 = 'missing Intl.DateTimeFormat.formatToParts support';
    function intUnit2(regex, post = (i) => i) {
      return {
        regex,
        deser: ([s3]) => post(parseDigits2(s3)),
      };
    }
    var NBSP2 = String.fromCharCode(160);
    var spaceOrNBSP2 = `[ ${NBSP2}]`;
    var spaceOrNBSPRegExp2 = new RegExp(spaceOrNBSP2, 'g');
    function fixListRegex2(s3) {
      return s3.replace(/\./g, '\\.?').replace(spaceOrNBSPRegExp2, spaceOrNBSP2);
    }
    function stripInsensitivities2(s3) {
      return s3.replace(/\./g, '').replace(spaceOrNBSPRegExp2, ' ').toLowerCase();
    }
    function oneOf2(strings, startIndex) {
      if (strings === null) {
        return null;
      } else {
        return {
          regex: RegExp(strings.map(fixListRegex2).join('|')),
          deser: ([s3]) =>
            strings.findIndex((i) => stripInsensitivities2(s3) === stripInsensitivities2(i)) +
            startIndex,
        };
      }
    }
    function offset2(regex, groups) {
      return {
        regex,
        deser: ([, h, m]) => signedOffset2(h, m),
        groups,
      };
    }
    function simple2(regex) {
      return {
        regex,
        deser: ([s3]) => s3,
      };
    }
    function escapeToken2(value) {
      return value.replace(/[\-\[\]{}()*+?.,\\\^$|#\s]/g, '\\$&');
    }
    function unitForToken2(token, loc) {
      const one = digitRegex2(loc),
        two = digitRegex2(loc, '{2}'),
        three = digitRegex2(loc, '{3}'),
        four = digitRegex2(loc, '{4}'),
        six = digitRegex2(loc, '{6}'),
        oneOrTwo = digitRegex2(loc, '{1,2}'),
        oneToThree = digitRegex2(loc, '{1,3}'),
        oneToSix = digitRegex2(loc, '{1,6}'),
        oneToNine = digitRegex2(loc, '{1,9}'),
        twoToFour = digitRegex2(loc, '{2,4}'),
        fourToSix = digitRegex2(loc, '{4,6}'),
        literal = (t) => ({
          regex: RegExp(escapeToken2(t.val)),
          deser: ([s3]) => s3,
          literal: true,
        }),
        unitate = (t) => {
          if (token.literal) {
            return literal(t);
          }
          switch (t.val) {
            // era
            case 'G':
              return oneOf2(loc.eras('short'), 0);
            case 'GG':
              return oneOf2(loc.eras('long'), 0);
            // years
            case 'y':
              return intUnit2(oneToSix);
            case 'yy':
              return intUnit2(twoToFour, untruncateYear2);
            case 'yyyy':
              return intUnit2(four);
            case 'yyyyy':
              return intUnit2(fourToSix);
            case 'yyyyyy':
              return intUnit2(six);
            // months
            case 'M':
              return intUnit2(oneOrTwo);
            case 'MM':
              return intUnit2(two);
            case 'MMM':
              return oneOf2(loc.months('short', true), 1);
            case 'MMMM':
              return oneOf2(loc.months('long', true), 1);
            case 'L':
              return intUnit2(oneOrTwo);
            case 'LL':
              return intUnit2(two);
            case 'LLL':
              return oneOf2(loc.months('short', false), 1);
            case 'LLLL':
              return oneOf2(loc.months('long', false), 1);
            // dates
            case 'd':
              return intUnit2(oneOrTwo);
            case 'dd':
              return intUnit2(two);
            // ordinals
            case 'o':
              return intUnit2(oneToThree);
            case 'ooo':
              return intUnit2(three);
            // time
            case 'HH':
              return intUnit2(two);
            case 'H':
              return intUnit2(oneOrTwo);
            case 'hh':
              return intUnit2(two);
            case 'h':
              return intUnit2(oneOrTwo);
            case 'mm':
              return intUnit2(two);
            case 'm':
              return intUnit2(oneOrTwo);
            case 'q':
              return intUnit2(oneOrTwo);
            case 'qq':
              return intUnit2(two);
            case 's':
              return intUnit2(oneOrTwo);
            case 'ss':
              return intUnit2(two);
            case 'S':
              return intUnit2(oneToThree);
            case 'SSS':
              return intUnit2(three);
            case 'u':
              return simple2(oneToNine);
            case 'uu':
              return simple2(oneOrTwo);
            case 'uuu':
              return intUnit2(one);
            // meridiem
            case 'a':
              return oneOf2(loc.meridiems(), 0);
            // weekYear (k)
            case 'kkkk':
              return intUnit2(four);
            case 'kk':
              return intUnit2(twoToFour, untruncateYear2);
            // weekNumber (W)
            case 'W':
              return intUnit2(oneOrTwo);
            case 'WW':
              return intUnit2(two);
            // weekdays
            case 'E':
            case 'c':
              return intUnit2(one);
            case 'EEE':
              return oneOf2(loc.weekdays('short', false), 1);
            case 'EEEE':
              return oneOf2(loc.weekdays('long', false), 1);
            case 'ccc':
              return oneOf2(loc.weekdays('short', true), 1);
            case 'cccc':
              return oneOf2(loc.weekdays('long', true), 1);
            // offset/zone
            case 'Z':
            case 'ZZ':
              return offset2(new RegExp(`([+-]${oneOrTwo.source})(?::(${two.source}))?`), 2);
            case 'ZZZ':
              return offset2(new RegExp(`([+-]${oneOrTwo.source})(${two.source})?`), 2);
            // we don't support ZZZZ (PST) or ZZZZZ (Pacific Standard Time) in parsing
            // because we don't have any way to figure out what they are
            case 'z':
              return simple2(/[a-z_+-/]{1,256}?/i);
            // this special-case "token" represents a place where a macro-token expanded into a white-space literal
            // in this case we accept any non-newline white-space
            case ' ':
              return simple2(/[^\S\n\r]/);
            default:
              return literal(t);
          }
        };
      const unit = unitate(token) || {
        invalidReason: MISSING_FTP2,
      };
      unit.token = token;
      return unit;
    }
    var partTypeStyleToTokenVal2 = {
      year: {
        '2-digit': 'yy',
        numeric: 'yyyyy',
      },
      month: {
        numeric: 'M',
        '2-digit': 'MM',
        short: 'MMM',
        long: 'MMMM',
      },
      day: {
        numeric: 'd',
        '2-digit': 'dd',
      },
      weekday: {
        short: 'EEE',
        long: 'EEEE',
      },
      dayperiod: 'a',
      dayPeriod: 'a',
      hour12: {
        numeric: 'h',
        '2-digit': 'hh',
      },
      hour24: {
        numeric: 'H',
        '2-digit': 'HH',
      },
      minute: {
        numeric: 'm',
        '2-digit': 'mm',
      },
      second: {
        numeric: 's',
        '2-digit': 'ss',
      },
      timeZoneName: {
        long: 'ZZZZZ',
        short: 'ZZZ',
      },
    };
    function tokenForPart2(part, formatOpts, resolvedOpts) {
      const { type, value } = part;
      if (type === 'literal') {
        const isSpace = /^\s+$/.test(value);
        return {
          literal: !isSpace,
          val: isSpace ? ' ' : value,
        };
      }
      const style = formatOpts[type];
      let actualType = type;
      if (type === 'hour') {
        if (formatOpts.hour12 != null) {
          actualType = formatOpts.hour12 ? 'hour12' : 'hour24';
        } else if (formatOpts.hourCycle != null) {
          if (formatOpts.hourCycle === 'h11' || formatOpts.hourCycle === 'h12') {
            actualType = 'hour12';
          } else {
            actualType = 'hour24';
          }
        } else {
          actualType = resolvedOpts.hour12 ? 'hour12' : 'hour24';
        }
      }
      let val = partTypeStyleToTokenVal2[actualType];
      if (typeof val === 'object') {
        val = val[style];
      }
      if (val) {
        return {
          literal: false,
          val,
        };
      }
      return void 0;
    }
    function buildRegex2(units) {
      const re = units.map((u) => u.regex).reduce((f, r) => `${f}(${r.source})`, '');
      return [`^${re}$`, units];
    }
    function match2(input, regex, handlers) {
      const matches = input.match(regex);
      if (matches) {
        const all = {};
        let matchIndex = 1;
        for (const i in handlers) {
          if (hasOwnProperty2(handlers, i)) {
            const h = handlers[i],
              groups = h.groups ? h.groups + 1 : 1;
            if (!h.literal && h.token) {
              all[h.token.val[0]] = h.deser(matches.slice(matchIndex, matchIndex + groups));
            }
            matchIndex += groups;
          }
        }
        return [matches, all];
      } else {
        return [matches, {}];
      }
    }
    function dateTimeFromMatches2(matches) {
      const toField = (token) => {
        switch (token) {
          case 'S':
            return 'millisecond';
          case 's':
            return 'second';
          case 'm':
            return 'minute';
          case 'h':
          case 'H':
            return 'hour';
          case 'd':
            return 'day';
          case 'o':
            return 'ordinal';
          case 'L':
          case 'M':
            return 'month';
          case 'y':
            return 'year';
          case 'E':
          case 'c':
            return 'weekday';
          case 'W':
            return 'weekNumber';
          case 'k':
            return 'weekYear';
          case 'q':
            return 'quarter';
          default:
            return null;
        }
      };
      let zone = null;
      let specificOffset;
      if (!isUndefined2(matches.z)) {
        zone = IANAZone2.create(matches.z);
      }
      if (!isUndefined2(matches.Z)) {
        if (!zone) {
          zone = new FixedOffsetZone2(matches.Z);
        }
        specificOffset = matches.Z;
      }
      if (!isUndefined2(matches.q)) {
        matches.M = (matches.q - 1) * 3 + 1;
      }
      if (!isUndefined2(matches.h)) {
        if (matches.h < 12 && matches.a === 1) {
          matches.h += 12;
        } else if (matches.h === 12 && matches.a === 0) {
          matches.h = 0;
        }
      }
      if (matches.G === 0 && matches.y) {
        matches.y = -matches.y;
      }
      if (!isUndefined2(matches.u)) {
        matches.S = parseMillis2(matches.u);
      }
      const vals = Object.keys(matches).reduce((r, k) => {
        const f = toField(k);
        if (f) {
          r[f] = matches[k];
        }
        return r;
      }, {});
      return [vals, zone, specificOffset];
    }
    var dummyDateTimeCache2 = null;
    function getDummyDateTime2() {
      if (!dummyDateTimeCache2) {
        dummyDateTimeCache2 = DateTime2.fromMillis(1555555555555);
      }
      return dummyDateTimeCache2;
    }
    function maybeExpandMacroToken2(token, locale) {
      if (token.literal) {
        return token;
      }
      const formatOpts = Formatter2.macroTokenToFormatOpts(token.val);
      const tokens = formatOptsToTokens2(formatOpts, locale);
      if (tokens == null || tokens.includes(void 0)) {
        return token;
      }
      return tokens;
    }
    function expandMacroTokens2(tokens, locale) {
      return Array.prototype.concat(...tokens.map((t) => maybeExpandMacroToken2(t, locale)));
    }
    var TokenParser2 = class {
      constructor(locale, format2) {
        this.locale = locale;
        this.format = format2;
        this.tokens = expandMacroTokens2(Formatter2.parseFormat(format2), locale);
        this.units = this.tokens.map((t) => unitForToken2(t, locale));
        this.disqualifyingUnit = this.units.find((t) => t.invalidReason);
        if (!this.disqualifyingUnit) {
          const [regexString, handlers] = buildRegex2(this.units);
          this.regex = RegExp(regexString, 'i');
          this.handlers = handlers;
        }
      }
      explainFromTokens(input) {
        if (!this.isValid) {
          return {
            input,
            tokens: this.tokens,
            invalidReason: this.invalidReason,
          };
        } else {
          const [rawMatches, matches] = match2(input, this.regex, this.handlers),
            [result, zone, specificOffset] = matches
              ? dateTimeFromMatches2(matches)
              : [null, null, void 0];
          if (hasOwnProperty2(matches, 'a') && hasOwnProperty2(matches, 'H')) {
            throw new ConflictingSpecificationError2(
              "Can't include meridiem when specifying 24-hour format",
            );
          }
          return {
            input,
            tokens: this.tokens,
            regex: this.regex,
            rawMatches,
            matches,
            result,
            zone,
            specificOffset,
          };
        }
      }
      get isValid() {
        return !this.disqualifyingUnit;
      }
      get invalidReason() {
        return this.disqualifyingUnit ? this.disqualifyingUnit.invalidReason : null;
      }
    };
    function explainFromTokens2(locale, input, format2) {
      const parser = new TokenParser2(locale, format2);
      return parser.explainFromTokens(input);
    }
    function parseFromTokens2(locale, input, format2) {
      const { result, zone, specificOffset, invalidReason } = explainFromTokens2(
        locale,
        input,
        format2,
      );
      return [result, zone, specificOffset, invalidReason];
    }
    function formatOptsToTokens2(formatOpts, locale) {
      if (!formatOpts) {
        return null;
      }
      const formatter = Formatter2.create(locale, formatOpts);
      const df = formatter.dtFormatter(getDummyDateTime2());
      const parts = df.formatToParts();
      const resolvedOpts = df.resolvedOptions();
      return parts.map((p) => tokenForPart2(p, formatOpts, resolvedOpts));
    }
    var INVALID2 = 'Invalid DateTime';
    var MAX_DATE2 = 864e13;
    function unsupportedZone2(zone) {
      return new Invalid2('unsupported zone', `the zone "${zone.name}" is not supported`);
    }
    function possiblyCachedWeekData2(dt) {
      if (dt.weekData === null) {
        dt.weekData = gregorianToWeek2(dt.c);
      }
      return dt.weekData;
    }
    function possiblyCachedLocalWeekData2(dt) {
      if (dt.localWeekData === null) {
        dt.localWeekData = gregorianToWeek2(
          dt.c,
          dt.loc.getMinDaysInFirstWeek(),
          dt.loc.getStartOfWeek(),
        );
      }
      return dt.localWeekData;
    }
    function clone2(inst, alts) {
      const current = {
        ts: inst.ts,
        zone: inst.zone,
        c: inst.c,
        o: inst.o,
        loc: inst.loc,
        invalid: inst.invalid,
      };
      return new DateTime2({
        ...current,
        ...alts,
        old: current,
      });
    }
    function fixOffset2(localTS, o, tz) {
      let utcGuess = localTS - o * 60 * 1e3;
      const o2 = tz.offset(utcGuess);
      if (o === o2) {
        return [utcGuess, o];
      }
      utcGuess -= (o2 - o) * 60 * 1e3;
      const o3 = tz.offset(utcGuess);
      if (o2 === o3) {
        return [utcGuess, o2];
      }
      return [localTS - Math.min(o2, o3) * 60 * 1e3, Math.max(o2, o3)];
    }
    function tsToObj2(ts, offset3) {
      ts += offset3 * 60 * 1e3;
      const d = new Date(ts);
      return {
        year: d.getUTCFullYear(),
        month: d.getUTCMonth() + 1,
        day: d.getUTCDate(),
        hour: d.getUTCHours(),
        minute: d.getUTCMinutes(),
        second: d.getUTCSeconds(),
        millisecond: d.getUTCMilliseconds(),
      };
    }
    function objToTS2(obj, offset3, zone) {
      return fixOffset2(objToLocalTS2(obj), offset3, zone);
    }
    function adjustTime2(inst, dur) {
      const oPre = inst.o,
        year = inst.c.year + Math.trunc(dur.years),
        month = inst.c.month + Math.trunc(dur.months) + Math.trunc(dur.quarters) * 3,
        c = {
          ...inst.c,
          year,
          month,
          day:
            Math.min(inst.c.day, daysInMonth2(year, month)) +
            Math.trunc(dur.days) +
            Math.trunc(dur.weeks) * 7,
        },
        millisToAdd = Duration2.fromObject({
          years: dur.years - Math.trunc(dur.years),
          quarters: dur.quarters - Math.trunc(dur.quarters),
          months: dur.months - Math.trunc(dur.months),
          weeks: dur.weeks - Math.trunc(dur.weeks),
          days: dur.days - Math.trunc(dur.days),
          hours: dur.hours,
          minutes: dur.minutes,
          seconds: dur.seconds,
          milliseconds: dur.milliseconds,
        }).as('milliseconds'),
        localTS = objToLocalTS2(c);
      let [ts, o] = fixOffset2(localTS, oPre, inst.zone);
      if (millisToAdd !== 0) {
        ts += millisToAdd;
        o = inst.zone.offset(ts);
      }
      return {
        ts,
        o,
      };
    }
    function parseDataToDateTime2(parsed, parsedZone, opts, format2, text, specificOffset) {
      const { setZone, zone } = opts;
      if ((parsed && Object.keys(parsed).length !== 0) || parsedZone) {
        const interpretationZone = parsedZone || zone,
          inst = DateTime2.fromObject(parsed, {
            ...opts,
            zone: interpretationZone,
            specificOffset,
          });
        return setZone ? inst : inst.setZone(zone);
      } else {
        return DateTime2.invalid(
          new Invalid2('unparsable', `the input "${text}" can't be parsed as ${format2}`),
        );
      }
    }
    function toTechFormat2(dt, format2, allowZ = true) {
      return dt.isValid
        ? Formatter2.create(Locale2.create('en-US'), {
            allowZ,
            forceSimple: true,
          }).formatDateTimeFromString(dt, format2)
        : null;
    }
    function toISODate2(o, extended, precision) {
      const longFormat = o.c.year > 9999 || o.c.year < 0;
      let c = '';
      if (longFormat && o.c.year >= 0) c += '+';
      c += padStart2(o.c.year, longFormat ? 6 : 4);
      if (precision === 'year') return c;
      if (extended) {
        c += '-';
        c += padStart2(o.c.month);
        if (precision === 'month') return c;
        c += '-';
      } else {
        c += padStart2(o.c.month);
        if (precision === 'month') return c;
      }
      c += padStart2(o.c.day);
      return c;
    }
    function toISOTime2(
      o,
      extended,
      suppressSeconds,
      suppressMilliseconds,
      includeOffset,
      extendedZone,
      precision,
    ) {
      let showSeconds = !suppressSeconds || o.c.millisecond !== 0 || o.c.second !== 0,
        c = '';
      switch (precision) {
        case 'day':
        case 'month':
        case 'year':
          break;
        default:
          c += padStart2(o.c.hour);
          if (precision === 'hour') break;
          if (extended) {
            c += ':';
            c += padStart2(o.c.minute);
            if (precision === 'minute') break;
            if (showSeconds) {
              c += ':';
              c += padStart2(o.c.second);
            }
          } else {
            c += padStart2(o.c.minute);
            if (precision === 'minute') break;
            if (showSeconds) {
              c += padStart2(o.c.second);
            }
          }
          if (precision === 'second') break;
          if (showSeconds && (!suppressMilliseconds || o.c.millisecond !== 0)) {
            c += '.';
            c += padStart2(o.c.millisecond, 3);
          }
      }
      if (includeOffset) {
        if (o.isOffsetFixed && o.offset === 0 && !extendedZone) {
          c += 'Z';
        } else if (o.o < 0) {
          c += '-';
          c += padStart2(Math.trunc(-o.o / 60));
          c += ':';
          c += padStart2(Math.trunc(-o.o % 60));
        } else {
          c += '+';
          c += padStart2(Math.trunc(o.o / 60));
          c += ':';
          c += padStart2(Math.trunc(o.o % 60));
        }
      }
      if (extendedZone) {
        c += '[' + o.zone.ianaName + ']';
      }
      return c;
    }
    var defaultUnitValues2 = {
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
      millisecond: 0,
    };
    var defaultWeekUnitValues2 = {
      weekNumber: 1,
      weekday: 1,
      hour: 0,
      minute: 0,
      second: 0,
      millisecond: 0,
    };
    var defaultOrdinalUnitValues2 = {
      ordinal: 1,
      hour: 0,
      minute: 0,
      second: 0,
      millisecond: 0,
    };
    var orderedUnits2 = ['year', 'month', 'day', 'hour', 'minute', 'second', 'millisecond'];
    var orderedWeekUnits2 = [
      'weekYear',
      'weekNumber',
      'weekday',
      'hour',
      'minute',
      'second',
      'millisecond',
    ];
    var orderedOrdinalUnits2 = ['year', 'ordinal', 'hour', 'minute', 'second', 'millisecond'];
    function normalizeUnit2(unit) {
      const normalized = {
        year: 'year',
        years: 'year',
        month: 'month',
        months: 'month',
        day: 'day',
        days: 'day',
        hour: 'hour',
        hours: 'hour',
        minute: 'minute',
        minutes: 'minute',
        quarter: 'quarter',
        quarters: 'quarter',
        second: 'second',
        seconds: 'second',
        millisecond: 'millisecond',
        milliseconds: 'millisecond',
        weekday: 'weekday',
        weekdays: 'weekday',
        weeknumber: 'weekNumber',
        weeksnumber: 'weekNumber',
        weeknumbers: 'weekNumber',
        weekyear: 'weekYear',
        weekyears: 'weekYear',
        ordinal: 'ordinal',
      }[unit.toLowerCase()];
      if (!normalized) throw new InvalidUnitError2(unit);
      return normalized;
    }
    function normalizeUnitWithLocalWeeks2(unit) {
      switch (unit.toLowerCase()) {
        case 'localweekday':
        case 'localweekdays':
          return 'localWeekday';
        case 'localweeknumber':
        case 'localweeknumbers':
          return 'localWeekNumber';
        case 'localweekyear':
        case 'localweekyears':
          return 'localWeekYear';
        default:
          return normalizeUnit2(unit);
      }
    }
    function guessOffsetForZone2(zone) {
      if (zoneOffsetTs2 === void 0) {
        zoneOffsetTs2 = Settings2.now();
      }
      if (zone.type !== 'iana') {
        return zone.offset(zoneOffsetTs2);
      }
      const zoneName = zone.name;
      let offsetGuess = zoneOffsetGuessCache2.get(zoneName);
      if (offsetGuess === void 0) {
        offsetGuess = zone.offset(zoneOffsetTs2);
        zoneOffsetGuessCache2.set(zoneName, offsetGuess);
      }
      return offsetGuess;
    }
    function quickDT2(obj, opts) {
      const zone = normalizeZone2(opts.zone, Settings2.defaultZone);
      if (!zone.isValid) {
        return DateTime2.invalid(unsupportedZone2(zone));
      }
      const loc = Locale2.fromObject(opts);
      let ts, o;
      if (!isUndefined2(obj.year)) {
        for (const u of orderedUnits2) {
          if (isUndefined2(obj[u])) {
            obj[u] = defaultUnitValues2[u];
          }
        }
        const invalid = hasInvalidGregorianData2(obj) || hasInvalidTimeData2(obj);
        if (invalid) {
          return DateTime2.invalid(invalid);
        }
        const offsetProvis = guessOffsetForZone2(zone);
        [ts, o] = objToTS2(obj, offsetProvis, zone);
      } else {
        ts = Settings2.now();
      }
      return new DateTime2({
        ts,
        zone,
        loc,
        o,
      });
    }
    function diffRelative2(start, end, opts) {
      const round = isUndefined2(opts.round) ? true : opts.round,
        rounding = isUndefined2(opts.rounding) ? 'trunc' : opts.rounding,
        format2 = (c, unit) => {
          c = roundTo2(c, round || opts.calendary ? 0 : 2, opts.calendary ? 'round' : rounding);
          const formatter = end.loc.clone(opts).relFormatter(opts);
          return formatter.format(c, unit);
        },
        differ = (unit) => {
          if (opts.calendary) {
            if (!end.hasSame(start, unit)) {
              return end.startOf(unit).diff(start.startOf(unit), unit).get(unit);
            } else return 0;
          } else {
            return end.diff(start, unit).get(unit);
          }
        };
      if (opts.unit) {
        return format2(differ(opts.unit), opts.unit);
      }
      for (const unit of opts.units) {
        const count = differ(unit);
        if (Math.abs(count) >= 1) {
          return format2(count, unit);
        }
      }
      return format2(start > end ? -0 : 0, opts.units[opts.units.length - 1]);
    }
    function lastOpts2(argList) {
      let opts = {},
        args;
      if (argList.length > 0 && typeof argList[argList.length - 1] === 'object') {
        opts = argList[argList.length - 1];
        args = Array.from(argList).slice(0, argList.length - 1);
      } else {
        args = Array.from(argList);
      }
      return [opts, args];
    }
    var zoneOffsetTs2;
    var zoneOffsetGuessCache2 = /* @__PURE__ */ new Map();
    var DateTime2 = class _DateTime {
      /**
       * @access private
       */
      constructor(config) {
        const zone = config.zone || Settings2.defaultZone;
        let invalid =
          config.invalid ||
          (Number.isNaN(config.ts) ? new Invalid2('invalid input') : null) ||
          (!zone.isValid ? unsupportedZone2(zone) : null);
        this.ts = isUndefined2(config.ts) ? Settings2.now() : config.ts;
        let c = null,
          o = null;
        if (!invalid) {
          const unchanged = config.old && config.old.ts === this.ts && config.old.zone.equals(zone);
          if (unchanged) {
            [c, o] = [config.old.c, config.old.o];
          } else {
            const ot = isNumber2(config.o) && !config.old ? config.o : zone.offset(this.ts);
            c = tsToObj2(this.ts, ot);
            invalid = Number.isNaN(c.year) ? new Invalid2('invalid input') : null;
            c = invalid ? null : c;
            o = invalid ? null : ot;
          }
        }
        this._zone = zone;
        this.loc = config.loc || Locale2.create();
        this.invalid = invalid;
        this.weekData = null;
        this.localWeekData = null;
        this.c = c;
        this.o = o;
        this.isLuxonDateTime = true;
      }
      // CONSTRUCT
      /**
       * Create a DateTime for the current instant, in the system's time zone.
       *
       * Use Settings to override these default values if needed.
       * @example DateTime.now().toISO() //~> now in the ISO format
       * @return {DateTime}
       */
      static now() {
        return new _DateTime({});
      }
      /**
       * Create a local DateTime
       * @param {number} [year] - The calendar year. If omitted (as in, call `local()` with no arguments), the current time will be used
       * @param {number} [month=1] - The month, 1-indexed
       * @param {number} [day=1] - The day of the month, 1-indexed
       * @param {number} [hour=0] - The hour of the day, in 24-hour time
       * @param {number} [minute=0] - The minute of the hour, meaning a number between 0 and 59
       * @param {number} [second=0] - The second of the minute, meaning a number between 0 and 59
       * @param {number} [millisecond=0] - The millisecond of the second, meaning a number between 0 and 999
       * @example DateTime.local()                                  //~> now
       * @example DateTime.local({ zone: "America/New_York" })      //~> now, in US east coast time
       * @example DateTime.local(2017)                              //~> 2017-01-01T00:00:00
       * @example DateTime.local(2017, 3)                           //~> 2017-03-01T00:00:00
       * @example DateTime.local(2017, 3, 12, { locale: "fr" })     //~> 2017-03-12T00:00:00, with a French locale
       * @example DateTime.local(2017, 3, 12, 5)                    //~> 2017-03-12T05:00:00
       * @example DateTime.local(2017, 3, 12, 5, { zone: "utc" })   //~> 2017-03-12T05:00:00, in UTC
       * @example DateTime.local(2017, 3, 12, 5, 45)                //~> 2017-03-12T05:45:00
       * @example DateTime.local(2017, 3, 12, 5, 45, 10)            //~> 2017-03-12T05:45:10
       * @example DateTime.local(2017, 3, 12, 5, 45, 10, 765)       //~> 2017-03-12T05:45:10.765
       * @return {DateTime}
       */
      static local() {
        const [opts, args] = lastOpts2(arguments),
          [year, month, day, hour, minute, second, millisecond] = args;
        return quickDT2(
          {
            year,
            month,
            day,
            hour,
            minute,
            second,
            millisecond,
          },
          opts,
        );
      }
      /**
       * Create a DateTime in UTC
       * @param {number} [year] - The calendar year. If omitted (as in, call `utc()` with no arguments), the current time will be used
       * @param {number} [month=1] - The month, 1-indexed
       * @param {number} [day=1] - The day of the month
       * @param {number} [hour=0] - The hour of the day, in 24-hour time
       * @param {number} [minute=0] - The minute of the hour, meaning a number between 0 and 59
       * @param {number} [second=0] - The second of the minute, meaning a number between 0 and 59
       * @param {number} [millisecond=0] - The millisecond of the second, meaning a number between 0 and 999
       * @param {Object} options - configuration options for the DateTime
       * @param {string} [options.locale] - a locale to set on the resulting DateTime instance
       * @param {string} [options.outputCalendar] - the output calendar to set on the resulting DateTime instance
       * @param {string} [options.numberingSystem] - the numbering system to set on the resulting DateTime instance
       * @param {string} [options.weekSettings] - the week settings to set on the resulting DateTime instance
       * @example DateTime.utc()                                              //~> now
       * @example DateTime.utc(2017)                                          //~> 2017-01-01T00:00:00Z
       * @example DateTime.utc(2017, 3)                                       //~> 2017-03-01T00:00:00Z
       * @example DateTime.utc(2017, 3, 12)                                   //~> 2017-03-12T00:00:00Z
       * @example DateTime.utc(2017, 3, 12, 5)                                //~> 2017-03-12T05:00:00Z
       * @example DateTime.utc(2017, 3, 12, 5, 45)                            //~> 2017-03-12T05:45:00Z
       * @example DateTime.utc(2017, 3, 12, 5, 45, { locale: "fr" })          //~> 2017-03-12T05:45:00Z with a French locale
       * @example DateTime.utc(2017, 3, 12, 5, 45, 10)                        //~> 2017-03-12T05:45:10Z
       * @example DateTime.utc(2017, 3, 12, 5, 45, 10, 765, { locale: "fr" }) //~> 2017-03-12T05:45:10.765Z with a French locale
       * @return {DateTime}
       */
      static utc() {
        const [opts, args] = lastOpts2(arguments),
          [year, month, day, hour, minute, second, millisecond] = args;
        opts.zone = FixedOffsetZone2.utcInstance;
        return quickDT2(
          {
            year,
            month,
            day,
            hour,
            minute,
            second,
            millisecond,
          },
          opts,
        );
      }
      /**
       * Create a DateTime from a JavaScript Date object. Uses the default zone.
       * @param {Date} date - a JavaScript Date object
       * @param {Object} options - configuration options for the DateTime
       * @param {string|Zone} [options.zone='local'] - the zone to place the DateTime into
       * @return {DateTime}
       */
      static fromJSDate(date3, options = {}) {
        const ts = isDate2(date3) ? date3.valueOf() : NaN;
        if (Number.isNaN(ts)) {
          return _DateTime.invalid('invalid input');
        }
        const zoneToUse = normalizeZone2(options.zone, Settings2.defaultZone);
        if (!zoneToUse.isValid) {
          return _DateTime.invalid(unsupportedZone2(zoneToUse));
        }
        return new _DateTime({
          ts,
          zone: zoneToUse,
          loc: Locale2.fromObject(options),
        });
      }
      /**
       * Create a DateTime from a number of milliseconds since the epoch (meaning since 1 January 1970 00:00:00 UTC). Uses the default zone.
       * @param {number} milliseconds - a number of milliseconds since 1970 UTC
       * @param {Object} options - configuration options for the DateTime
       * @param {string|Zone} [options.zone='local'] - the zone to place the DateTime into
       * @param {string} [options.locale] - a locale to set on the resulting DateTime instance
       * @param {string} options.outputCalendar - the output calendar to set on the resulting DateTime instance
       * @param {string} options.numberingSystem - the numbering system to set on the resulting DateTime instance
       * @param {string} options.weekSettings - the week settings to set on the resulting DateTime instance
       * @return {DateTime}
       */
      static fromMillis(milliseconds, options = {}) {
        if (!isNumber2(milliseconds)) {
          throw new InvalidArgumentError2(
            `fromMillis requires a numerical input, but received a ${typeof milliseconds} with value ${milliseconds}`,
          );
        } else if (milliseconds < -MAX_DATE2 || milliseconds > MAX_DATE2) {
          return _DateTime.invalid('Timestamp out of range');
        } else {
          return new _DateTime({
            ts: milliseconds,
            zone: normalizeZone2(options.zone, Settings2.defaultZone),
            loc: Locale2.fromObject(options),
          });
        }
      }
      /**
       * Create a DateTime from a number of seconds since the epoch (meaning since 1 January 1970 00:00:00 UTC). Uses the default zone.
       * @param {number} seconds - a number of seconds since 1970 UTC
       * @param {Object} options - configuration options for the DateTime
       * @param {string|Zone} [options.zone='local'] - the zone to place the DateTime into
       * @param {string} [options.locale] - a locale to set on the resulting DateTime instance
       * @param {string} options.outputCalendar - the output calendar to set on the resulting DateTime instance
       * @param {string} options.numberingSystem - the numbering system to set on the resulting DateTime instance
       * @param {string} options.weekSettings - the week settings to set on the resulting DateTime instance
       * @return {DateTime}
       */
      static fromSeconds(seconds, options = {}) {
        if (!isNumber2(seconds)) {
          throw new InvalidArgumentError2('fromSeconds requires a numerical input');
        } else {
          return new _DateTime({
            ts: seconds * 1e3,
            zone: normalizeZone2(options.zone, Settings2.defaultZone),
            loc: Locale2.fromObject(options),
          });
        }
      }
      /**
       * Create a DateTime from a JavaScript object with keys like 'year' and 'hour' with reasonable defaults.
       * @param {Object} obj - the object to create the DateTime from
       * @param {number} obj.year - a year, such as 1987
       * @param {number} obj.month - a month, 1-12
       * @param {number} obj.day - a day of the month, 1-31, depending on the month
       * @param {number} obj.ordinal - day of the year, 1-365 or 366
       * @param {number} obj.weekYear - an ISO week year
       * @param {number} obj.weekNumber - an ISO week number, between 1 and 52 or 53, depending on the year
       * @param {number} obj.weekday - an ISO weekday, 1-7, where 1 is Monday and 7 is Sunday
       * @param {number} obj.localWeekYear - a week year, according to the locale
       * @param {number} obj.localWeekNumber - a week number, between 1 and 52 or 53, depending on the year, according to the locale
       * @param {number} obj.localWeekday - a weekday, 1-7, where 1 is the first and 7 is the last day of the week, according to the locale
       * @param {number} obj.hour - hour of the day, 0-23
       * @param {number} obj.minute - minute of the hour, 0-59
       * @param {number} obj.second - second of the minute, 0-59
       * @param {number} obj.millisecond - millisecond of the second, 0-999
       * @param {Object} opts - options for creating this DateTime
       * @param {string|Zone} [opts.zone='local'] - interpret the numbers in the context of a particular zone. Can take any value taken as the first argument to setZone()
       * @param {string} [opts.locale='system\'s locale'] - a locale to set on the resulting DateTime instance
       * @param {string} opts.outputCalendar - the output calendar to set on the resulting DateTime instance
       * @param {string} opts.numberingSystem - the numbering system to set on the resulting DateTime instance
       * @param {string} opts.weekSettings - the week settings to set on the resulting DateTime instance
       * @example DateTime.fromObject({ year: 1982, month: 5, day: 25}).toISODate() //=> '1982-05-25'
       * @example DateTime.fromObject({ year: 1982 }).toISODate() //=> '1982-01-01'
       * @example DateTime.fromObject({ hour: 10, minute: 26, second: 6 }) //~> today at 10:26:06
       * @example DateTime.fromObject({ hour: 10, minute: 26, second: 6 }, { zone: 'utc' }),
       * @example DateTime.fromObject({ hour: 10, minute: 26, second: 6 }, { zone: 'local' })
       * @example DateTime.fromObject({ hour: 10, minute: 26, second: 6 }, { zone: 'America/New_York' })
       * @example DateTime.fromObject({ weekYear: 2016, weekNumber: 2, weekday: 3 }).toISODate() //=> '2016-01-13'
       * @example DateTime.fromObject({ localWeekYear: 2022, localWeekNumber: 1, localWeekday: 1 }, { locale: "en-US" }).toISODate() //=> '2021-12-26'
       * @return {DateTime}
       */
      static fromObject(obj, opts = {}) {
        obj = obj || {};
        const zoneToUse = normalizeZone2(opts.zone, Settings2.defaultZone);
        if (!zoneToUse.isValid) {
          return _DateTime.invalid(unsupportedZone2(zoneToUse));
        }
        const loc = Locale2.fromObject(opts);
        const normalized = normalizeObject2(obj, normalizeUnitWithLocalWeeks2);
        const { minDaysInFirstWeek, startOfWeek } = usesLocalWeekValues2(normalized, loc);
        const tsNow = Settings2.now(),
          offsetProvis = !isUndefined2(opts.specificOffset)
            ? opts.specificOffset
            : zoneToUse.offset(tsNow),
          containsOrdinal = !isUndefined2(normalized.ordinal),
          containsGregorYear = !isUndefined2(normalized.year),
          containsGregorMD = !isUndefined2(normalized.month) || !isUndefined2(normalized.day),
          containsGregor = containsGregorYear || containsGregorMD,
          definiteWeekDef = normalized.weekYear || normalized.weekNumber;
        if ((containsGregor || containsOrdinal) && definiteWeekDef) {
          throw new ConflictingSpecificationError2(
            "Can't mix weekYear/weekNumber units with year/month/day or ordinals",
          );
        }
        if (containsGregorMD && containsOrdinal) {
          throw new ConflictingSpecificationError2("Can't mix ordinal dates with month/day");
        }
        const useWeekData = definiteWeekDef || (normalized.weekday && !containsGregor);
        let units,
          defaultValues,
          objNow = tsToObj2(tsNow, offsetProvis);
        if (useWeekData) {
          units = orderedWeekUnits2;
          defaultValues = defaultWeekUnitValues2;
          objNow = gregorianToWeek2(objNow, minDaysInFirstWeek, startOfWeek);
        } else if (containsOrdinal) {
          units = orderedOrdinalUnits2;
          defaultValues = defaultOrdinalUnitValues2;
          objNow = gregorianToOrdinal2(objNow);
        } else {
          units = orderedUnits2;
          defaultValues = defaultUnitValues2;
        }
        let foundFirst = false;
        for (const u of units) {
          const v = normalized[u];
          if (!isUndefined2(v)) {
            foundFirst = true;
          } else if (foundFirst) {
            normalized[u] = defaultValues[u];
          } else {
            normalized[u] = objNow[u];
          }
        }
        const higherOrderInvalid = useWeekData
            ? hasInvalidWeekData2(normalized, minDaysInFirstWeek, startOfWeek)
            : containsOrdinal
              ? hasInvalidOrdinalData2(normalized)
              : hasInvalidGregorianData2(normalized),
          invalid = higherOrderInvalid || hasInvalidTimeData2(normalized);
        if (invalid) {
          return _DateTime.invalid(invalid);
        }
        const gregorian = useWeekData
            ? weekToGregorian2(normalized, minDaysInFirstWeek, startOfWeek)
            : containsOrdinal
              ? ordinalToGregorian2(normalized)
              : normalized,
          [tsFinal, offsetFinal] = objToTS2(gregorian, offsetProvis, zoneToUse),
          inst = new _DateTime({
            ts: tsFinal,
            zone: zoneToUse,
            o: offsetFinal,
            loc,
          });
        if (normalized.weekday && containsGregor && obj.weekday !== inst.weekday) {
          return _DateTime.invalid(
            'mismatched weekday',
            `you can't specify both a weekday of ${normalized.weekday} and a date of ${inst.toISO()}`,
          );
        }
        if (!inst.isValid) {
          return _DateTime.invalid(inst.invalid);
        }
        return inst;
      }
      /**
       * Create a DateTime from an ISO 8601 string
       * @param {string} text - the ISO string
       * @param {Object} opts - options to affect the creation
       * @param {string|Zone} [opts.zone='local'] - use this zone if no offset is specified in the input string itself. Will also convert the time to this zone
       * @param {boolean} [opts.setZone=false] - override the zone with a fixed-offset zone specified in the string itself, if it specifies one
       * @param {string} [opts.locale='system's locale'] - a locale to set on the resulting DateTime instance
       * @param {string} [opts.outputCalendar] - the output calendar to set on the resulting DateTime instance
       * @param {string} [opts.numberingSystem] - the numbering system to set on the resulting DateTime instance
       * @param {string} [opts.weekSettings] - the week settings to set on the resulting DateTime instance
       * @example DateTime.fromISO('2016-05-25T09:08:34.123')
       * @example DateTime.fromISO('2016-05-25T09:08:34.123+06:00')
       * @example DateTime.fromISO('2016-05-25T09:08:34.123+06:00', {setZone: true})
       * @example DateTime.fromISO('2016-05-25T09:08:34.123', {zone: 'utc'})
       * @example DateTime.fromISO('2016-W05-4')
       * @return {DateTime}
       */
      static fromISO(text, opts = {}) {
        const [vals, parsedZone] = parseISODate2(text);
        return parseDataToDateTime2(vals, parsedZone, opts, 'ISO 8601', text);
      }
      /**
       * Create a DateTime from an RFC 2822 string
       * @param {string} text - the RFC 2822 string
       * @param {Object} opts - options to affect the creation
       * @param {string|Zone} [opts.zone='local'] - convert the time to this zone. Since the offset is always specified in the string itself, this has no effect on the interpretation of string, merely the zone the resulting DateTime is expressed in.
       * @param {boolean} [opts.setZone=false] - override the zone with a fixed-offset zone specified in the string itself, if it specifies one
       * @param {string} [opts.locale='system's locale'] - a locale to set on the resulting DateTime instance
       * @param {string} opts.outputCalendar - the output calendar to set on the resulting DateTime instance
       * @param {string} opts.numberingSystem - the numbering system to set on the resulting DateTime instance
       * @param {string} opts.weekSettings - the week settings to set on the resulting DateTime instance
       * @example DateTime.fromRFC2822('25 Nov 2016 13:23:12 GMT')
       * @example DateTime.fromRFC2822('Fri, 25 Nov 2016 13:23:12 +0600')
       * @example DateTime.fromRFC2822('25 Nov 2016 13:23 Z')
       * @return {DateTime}
       */
      static fromRFC2822(text, opts = {}) {
        const [vals, parsedZone] = parseRFC2822Date2(text);
        return parseDataToDateTime2(vals, parsedZone, opts, 'RFC 2822', text);
      }
      /**
       * Create a DateTime from an HTTP header date
       * @see https://www.w3.org/Protocols/rfc2616/rfc2616-sec3.html#sec3.3.1
       * @param {string} text - the HTTP header date
       * @param {Object} opts - options to affect the creation
       * @param {string|Zone} [opts.zone='local'] - convert the time to this zone. Since HTTP dates are always in UTC, this has no effect on the interpretation of string, merely the zone the resulting DateTime is expressed in.
       * @param {boolean} [opts.setZone=false] - override the zone with the fixed-offset zone specified in the string. For HTTP dates, this is always UTC, so this option is equivalent to setting the `zone` option to 'utc', but this option is included for consistency with similar methods.
       * @param {string} [opts.locale='system's locale'] - a locale to set on the resulting DateTime instance
       * @param {string} opts.outputCalendar - the output calendar to set on the resulting DateTime instance
       * @param {string} opts.numberingSystem - the numbering system to set on the resulting DateTime instance
       * @param {string} opts.weekSettings - the week settings to set on the resulting DateTime instance
       * @example DateTime.fromHTTP('Sun, 06 Nov 1994 08:49:37 GMT')
       * @example DateTime.fromHTTP('Sunday, 06-Nov-94 08:49:37 GMT')
       * @example DateTime.fromHTTP('Sun Nov  6 08:49:37 1994')
       * @return {DateTime}
       */
      static fromHTTP(text, opts = {}) {
        const [vals, parsedZone] = parseHTTPDate2(text);
        return parseDataToDateTime2(vals, parsedZone, opts, 'HTTP', opts);
      }
      /**
       * Create a DateTime from an input string and format string.
       * Defaults to en-US if no locale has been specified, regardless of the system's locale. For a table of tokens and their interpretations, see [here](https://moment.github.io/luxon/#/parsing?id=table-of-tokens).
       * @param {string} text - the string to parse
       * @param {string} fmt - the format the string is expected to be in (see the link below for the formats)
       * @param {Object} opts - options to affect the creation
       * @param {string|Zone} [opts.zone='local'] - use this zone if no offset is specified in the input string itself. Will also convert the DateTime to this zone
       * @param {boolean} [opts.setZone=false] - override the zone with a zone specified in the string itself, if it specifies one
       * @param {string} [opts.locale='en-US'] - a locale string to use when parsing. Will also set the DateTime to this locale
       * @param {string} opts.numberingSystem - the numbering system to use when parsing. Will also set the resulting DateTime to this numbering system
       * @param {string} opts.weekSettings - the week settings to set on the resulting DateTime instance
       * @param {string} opts.outputCalendar - the output calendar to set on the resulting DateTime instance
       * @return {DateTime}
       */
      static fromFormat(text, fmt, opts = {}) {
        if (isUndefined2(text) || isUndefined2(fmt)) {
          throw new InvalidArgumentError2('fromFormat requires an input string and a format');
        }
        const { locale = null, numberingSystem = null } = opts,
          localeToUse = Locale2.fromOpts({
            locale,
            numberingSystem,
            defaultToEN: true,
          }),
          [vals, parsedZone, specificOffset, invalid] = parseFromTokens2(localeToUse, text, fmt);
        if (invalid) {
          return _DateTime.invalid(invalid);
        } else {
          return parseDataToDateTime2(
            vals,
            parsedZone,
            opts,
            `format ${fmt}`,
            text,
            specificOffset,
          );
        }
      }
      /**
       * @deprecated use fromFormat instead
       */
      static fromString(text, fmt, opts = {}) {
        return _DateTime.fromFormat(text, fmt, opts);
      }
      /**
       * Create a DateTime from a SQL date, time, or datetime
       * Defaults to en-US if no locale has been specified, regardless of the system's locale
       * @param {string} text - the string to parse
       * @param {Object} opts - options to affect the creation
       * @param {string|Zone} [opts.zone='local'] - use this zone if no offset is specified in the input string itself. Will also convert the DateTime to this zone
       * @param {boolean} [opts.setZone=false] - override the zone with a zone specified in the string itself, if it specifies one
       * @param {string} [opts.locale='en-US'] - a locale string to use when parsing. Will also set the DateTime to this locale
       * @param {string} opts.numberingSystem - the numbering system to use when parsing. Will also set the resulting DateTime to this numbering system
       * @param {string} opts.weekSettings - the week settings to set on the resulting DateTime instance
       * @param {string} opts.outputCalendar - the output calendar to set on the resulting DateTime instance
       * @example DateTime.fromSQL('2017-05-15')
       * @example DateTime.fromSQL('2017-05-15 09:12:34')
       * @example DateTime.fromSQL('2017-05-15 09:12:34.342')
       * @example DateTime.fromSQL('2017-05-15 09:12:34.342+06:00')
       * @example DateTime.fromSQL('2017-05-15 09:12:34.342 America/Los_Angeles')
       * @example DateTime.fromSQL('2017-05-15 09:12:34.342 America/Los_Angeles', { setZone: true })
       * @example DateTime.fromSQL('2017-05-15 09:12:34.342', { zone: 'America/Los_Angeles' })
       * @example DateTime.fromSQL('09:12:34.342')
       * @return {DateTime}
       */
      static fromSQL(text, opts = {}) {
        const [vals, parsedZone] = parseSQL2(text);
        return parseDataToDateTime2(vals, parsedZone, opts, 'SQL', text);
      }
      /**
       * Create an invalid DateTime.
       * @param {string} reason - simple string of why this DateTime is invalid. Should not contain parameters or anything else data-dependent.
       * @param {string} [explanation=null] - longer explanation, may include parameters and other useful debugging information
       * @return {DateTime}
       */
      static invalid(reason, explanation = null) {
        if (!reason) {
          throw new InvalidArgumentError2('need to specify a reason the DateTime is invalid');
        }
        const invalid = reason instanceof Invalid2 ? reason : new Invalid2(reason, explanation);
        if (Settings2.throwOnInvalid) {
          throw new InvalidDateTimeError2(invalid);
        } else {
          return new _DateTime({
            invalid,
          });
        }
      }
      /**
       * Check if an object is an instance of DateTime. Works across context boundaries
       * @param {object} o
       * @return {boolean}
       */
      static isDateTime(o) {
        return (o && o.isLuxonDateTime) || false;
      }
      /**
       * Produce the format string for a set of options
       * @param formatOpts
       * @param localeOpts
       * @returns {string}
       */
      static parseFormatForOpts(formatOpts, localeOpts = {}) {
        const tokenList = formatOptsToTokens2(formatOpts, Locale2.fromObject(localeOpts));
        return !tokenList ? null : tokenList.map((t) => (t ? t.val : null)).join('');
      }
      /**
       * Produce the the fully expanded format token for the locale
       * Does NOT quote characters, so quoted tokens will not round trip correctly
       * @param fmt
       * @param localeOpts
       * @returns {string}
       */
      static expandFormat(fmt, localeOpts = {}) {
        const expanded = expandMacroTokens2(
          Formatter2.parseFormat(fmt),
          Locale2.fromObject(localeOpts),
        );
        return expanded.map((t) => t.val).join('');
      }
      static resetCache() {
        zoneOffsetTs2 = void 0;
        zoneOffsetGuessCache2.clear();
      }
      // INFO
      /**
       * Get the value of unit.
       * @param {string} unit - a unit such as 'minute' or 'day'
       * @example DateTime.local(2017, 7, 4).get('month'); //=> 7
       * @example DateTime.local(2017, 7, 4).get('day'); //=> 4
       * @return {number}
       */
      get(unit) {
        return this[unit];
      }
      /**
       * Returns whether the DateTime is valid. Invalid DateTimes occur when:
       * * The DateTime was created from invalid calendar information, such as the 13th month or February 30
       * * The DateTime was created by an operation on another invalid date
       * @type {boolean}
       */
      get isValid() {
        return this.invalid === null;
      }
      /**
       * Returns an error code if this DateTime is invalid, or null if the DateTime is valid
       * @type {string}
       */
      get invalidReason() {
        return this.invalid ? this.invalid.reason : null;
      }
      /**
       * Returns an explanation of why this DateTime became invalid, or null if the DateTime is valid
       * @type {string}
       */
      get invalidExplanation() {
        return this.invalid ? this.invalid.explanation : null;
      }
      /**
       * Get the locale of a DateTime, such 'en-GB'. The locale is used when formatting the DateTime
       *
       * @type {string}
       */
      get locale() {
        return this.isValid ? this.loc.locale : null;
      }
      /**
       * Get the numbering system of a DateTime, such 'beng'. The numbering system is used when formatting the DateTime
       *
       * @type {string}
       */
      get numberingSystem() {
        return this.isValid ? this.loc.numberingSystem : null;
      }
      /**
       * Get the output calendar of a DateTime, such 'islamic'. The output calendar is used when formatting the DateTime
       *
       * @type {string}
       */
      get outputCalendar() {
        return this.isValid ? this.loc.outputCalendar : null;
      }
      /**
       * Get the time zone associated with this DateTime.
       * @type {Zone}
       */
      get zone() {
        return this._zone;
      }
      /**
       * Get the name of the time zone.
       * @type {string}
       */
      get zoneName() {
        return this.isValid ? this.zone.name : null;
      }
      /**
       * Get the year
       * @example DateTime.local(2017, 5, 25).year //=> 2017
       * @type {number}
       */
      get year() {
        return this.isValid ? this.c.year : NaN;
      }
      /**
       * Get the quarter
       * @example DateTime.local(2017, 5, 25).quarter //=> 2
       * @type {number}
       */
      get quarter() {
        return this.isValid ? Math.ceil(this.c.month / 3) : NaN;
      }
      /**
       * Get the month (1-12).
       * @example DateTime.local(2017, 5, 25).month //=> 5
       * @type {number}
       */
      get month() {
        return this.isValid ? this.c.month : NaN;
      }
      /**
       * Get the day of the month (1-30ish).
       * @example DateTime.local(2017, 5, 25).day //=> 25
       * @type {number}
       */
      get day() {
        return this.isValid ? this.c.day : NaN;
      }
      /**
       * Get the hour of the day (0-23).
       * @example DateTime.local(2017, 5, 25, 9).hour //=> 9
       * @type {number}
       */
      get hour() {
        return this.isValid ? this.c.hour : NaN;
      }
      /**
       * Get the minute of the hour (0-59).
       * @example DateTime.local(2017, 5, 25, 9, 30).minute //=> 30
       * @type {number}
       */
      get minute() {
        return this.isValid ? this.c.minute : NaN;
      }
      /**
       * Get the second of the minute (0-59).
       * @example DateTime.local(2017, 5, 25, 9, 30, 52).second //=> 52
       * @type {number}
       */
      get second() {
        return this.isValid ? this.c.second : NaN;
      }
      /**
       * Get the millisecond of the second (0-999).
       * @example DateTime.local(2017, 5, 25, 9, 30, 52, 654).millisecond //=> 654
       * @type {number}
       */
      get millisecond() {
        return this.isValid ? this.c.millisecond : NaN;
      }
      /**
       * Get the week year
       * @see https://en.wikipedia.org/wiki/ISO_week_date
       * @example DateTime.local(2014, 12, 31).weekYear //=> 2015
       * @type {number}
       */
      get weekYear() {
        return this.isValid ? possiblyCachedWeekData2(this).weekYear : NaN;
      }
      /**
       * Get the week number of the week year (1-52ish).
       * @see https://en.wikipedia.org/wiki/ISO_week_date
       * @example DateTime.local(2017, 5, 25).weekNumber //=> 21
       * @type {number}
       */
      get weekNumber() {
        return this.isValid ? possiblyCachedWeekData2(this).weekNumber : NaN;
      }
      /**
       * Get the day of the week.
       * 1 is Monday and 7 is Sunday
       * @see https://en.wikipedia.org/wiki/ISO_week_date
       * @example DateTime.local(2014, 11, 31).weekday //=> 4
       * @type {number}
       */
      get weekday() {
        return this.isValid ? possiblyCachedWeekData2(this).weekday : NaN;
      }
      /**
       * Returns true if this date is on a weekend according to the locale, false otherwise
       * @returns {boolean}
       */
      get isWeekend() {
        return this.isValid && this.loc.getWeekendDays().includes(this.weekday);
      }
      /**
       * Get the day of the week according to the locale.
       * 1 is the first day of the week and 7 is the last day of the week.
       * If the locale assigns Sunday as the first day of the week, then a date which is a Sunday will return 1,
       * @returns {number}
       */
      get localWeekday() {
        return this.isValid ? possiblyCachedLocalWeekData2(this).weekday : NaN;
      }
      /**
       * Get the week number of the week year according to the locale. Different locales assign week numbers differently,
       * because the week can start on different days of the week (see localWeekday) and because a different number of days
       * is required for a week to count as the first week of a year.
       * @returns {number}
       */
      get localWeekNumber() {
        return this.isValid ? possiblyCachedLocalWeekData2(this).weekNumber : NaN;
      }
      /**
       * Get the week year according to the locale. Different locales assign week numbers (and therefor week years)
       * differently, see localWeekNumber.
       * @returns {number}
       */
      get localWeekYear() {
        return this.isValid ? possiblyCachedLocalWeekData2(this).weekYear : NaN;
      }
      /**
       * Get the ordinal (meaning the day of the year)
       * @example DateTime.local(2017, 5, 25).ordinal //=> 145
       * @type {number|DateTime}
       */
      get ordinal() {
        return this.isValid ? gregorianToOrdinal2(this.c).ordinal : NaN;
      }
      /**
       * Get the human readable short month name, such as 'Oct'.
       * Defaults to the system's locale if no locale has been specified
       * @example DateTime.local(2017, 10, 30).monthShort //=> Oct
       * @type {string}
       */
      get monthShort() {
        return this.isValid
          ? Info2.months('short', {
              locObj: this.loc,
            })[this.month - 1]
          : null;
      }
      /**
       * Get the human readable long month name, such as 'October'.
       * Defaults to the system's locale if no locale has been specified
       * @example DateTime.local(2017, 10, 30).monthLong //=> October
       * @type {string}
       */
      get monthLong() {
        return this.isValid
          ? Info2.months('long', {
              locObj: this.loc,
            })[this.month - 1]
          : null;
      }
      /**
       * Get the human readable short weekday, such as 'Mon'.
       * Defaults to the system's locale if no locale has been specified
       * @example DateTime.local(2017, 10, 30).weekdayShort //=> Mon
       * @type {string}
       */
      get weekdayShort() {
        return this.isValid
          ? Info2.weekdays('short', {
              locObj: this.loc,
            })[this.weekday - 1]
          : null;
      }
      /**
       * Get the human readable long weekday, such as 'Monday'.
       * Defaults to the system's locale if no locale has been specified
       * @example DateTime.local(2017, 10, 30).weekdayLong //=> Monday
       * @type {string}
       */
      get weekdayLong() {
        return this.isValid
          ? Info2.weekdays('long', {
              locObj: this.loc,
            })[this.weekday - 1]
          : null;
      }
      /**
       * Get the UTC offset of this DateTime in minutes
       * @example DateTime.now().offset //=> -240
       * @example DateTime.utc().offset //=> 0
       * @type {number}
       */
      get offset() {
        return this.isValid ? +this.o : NaN;
      }
      /**
       * Get the short human name for the zone's current offset, for example "EST" or "EDT".
       * Defaults to the system's locale if no locale has been specified
       * @type {string}
       */
      get offsetNameShort() {
        if (this.isValid) {
          return this.zone.offsetName(this.ts, {
            format: 'short',
            locale: this.locale,
          });
        } else {
          return null;
        }
      }
      /**
       * Get the long human name for the zone's current offset, for example "Eastern Standard Time" or "Eastern Daylight Time".
       * Defaults to the system's locale if no locale has been specified
       * @type {string}
       */
      get offsetNameLong() {
        if (this.isValid) {
          return this.zone.offsetName(this.ts, {
            format: 'long',
            locale: this.locale,
          });
        } else {
          return null;
        }
      }
      /**
       * Get whether this zone's offset ever changes, as in a DST.
       * @type {boolean}
       */
      get isOffsetFixed() {
        return this.isValid ? this.zone.isUniversal : null;
      }
      /**
       * Get whether the DateTime is in a DST.
       * @type {boolean}
       */
      get isInDST() {
        if (this.isOffsetFixed) {
          return false;
        } else {
          return (
            this.offset >
              this.set({
                month: 1,
                day: 1,
              }).offset ||
            this.offset >
              this.set({
                month: 5,
              }).offset
          );
        }
      }
      /**
       * Get those DateTimes which have the same local time as this DateTime, but a different offset from UTC
       * in this DateTime's zone. During DST changes local time can be ambiguous, for example
       * `2023-10-29T02:30:00` in `Europe/Berlin` can have offset `+01:00` or `+02:00`.
       * This method will return both possible DateTimes if this DateTime's local time is ambiguous.
       * @returns {DateTime[]}
       */
      getPossibleOffsets() {
        if (!this.isValid || this.isOffsetFixed) {
          return [this];
        }
        const dayMs = 864e5;
        const minuteMs = 6e4;
        const localTS = objToLocalTS2(this.c);
        const oEarlier = this.zone.offset(localTS - dayMs);
        const oLater = this.zone.offset(localTS + dayMs);
        const o1 = this.zone.offset(localTS - oEarlier * minuteMs);
        const o2 = this.zone.offset(localTS - oLater * minuteMs);
        if (o1 === o2) {
          return [this];
        }
        const ts1 = localTS - o1 * minuteMs;
        const ts2 = localTS - o2 * minuteMs;
        const c1 = tsToObj2(ts1, o1);
        const c2 = tsToObj2(ts2, o2);
        if (
          c1.hour === c2.hour &&
          c1.minute === c2.minute &&
          c1.second === c2.second &&
          c1.millisecond === c2.millisecond
        ) {
          return [
            clone2(this, {
              ts: ts1,
            }),
            clone2(this, {
              ts: ts2,
            }),
          ];
        }
        return [this];
      }
      /**
       * Returns true if this DateTime is in a leap year, false otherwise
       * @example DateTime.local(2016).isInLeapYear //=> true
       * @example DateTime.local(2013).isInLeapYear //=> false
       * @type {boolean}
       */
      get isInLeapYear() {
        return isLeapYear2(this.year);
      }
      /**
       * Returns the number of days in this DateTime's month
       * @example DateTime.local(2016, 2).daysInMonth //=> 29
       * @example DateTime.local(2016, 3).daysInMonth //=> 31
       * @type {number}
       */
      get daysInMonth() {
        return daysInMonth2(this.year, this.month);
      }
      /**
       * Returns the number of days in this DateTime's year
       * @example DateTime.local(2016).daysInYear //=> 366
       * @example DateTime.local(2013).daysInYear //=> 365
       * @type {number}
       */
      get daysInYear() {
        return this.isValid ? daysInYear2(this.year) : NaN;
      }
      /**
       * Returns the number of weeks in this DateTime's year
       * @see https://en.wikipedia.org/wiki/ISO_week_date
       * @example DateTime.local(2004).weeksInWeekYear //=> 53
       * @example DateTime.local(2013).weeksInWeekYear //=> 52
       * @type {number}
       */
      get weeksInWeekYear() {
        return this.isValid ? weeksInWeekYear2(this.weekYear) : NaN;
      }
      /**
       * Returns the number of weeks in this DateTime's local week year
       * @example DateTime.local(2020, 6, {locale: 'en-US'}).weeksInLocalWeekYear //=> 52
       * @example DateTime.local(2020, 6, {locale: 'de-DE'}).weeksInLocalWeekYear //=> 53
       * @type {number}
       */
      get weeksInLocalWeekYear() {
        return this.isValid
          ? weeksInWeekYear2(
              this.localWeekYear,
              this.loc.getMinDaysInFirstWeek(),
              this.loc.getStartOfWeek(),
            )
          : NaN;
      }
      /**
       * Returns the resolved Intl options for this DateTime.
       * This is useful in understanding the behavior of formatting methods
       * @param {Object} opts - the same options as toLocaleString
       * @return {Object}
       */
      resolvedLocaleOptions(opts = {}) {
        const { locale, numberingSystem, calendar } = Formatter2.create(
          this.loc.clone(opts),
          opts,
        ).resolvedOptions(this);
        return {
          locale,
          numberingSystem,
          outputCalendar: calendar,
        };
      }
      // TRANSFORM
      /**
       * "Set" the DateTime's zone to UTC. Returns a newly-constructed DateTime.
       *
       * Equivalent to {@link DateTime#setZone}('utc')
       * @param {number} [offset=0] - optionally, an offset from UTC in minutes
       * @param {Object} [opts={}] - options to pass to `setZone()`
       * @return {DateTime}
       */
      toUTC(offset3 = 0, opts = {}) {
        return this.setZone(FixedOffsetZone2.instance(offset3), opts);
      }
      /**
       * "Set" the DateTime's zone to the host's local zone. Returns a newly-constructed DateTime.
       *
       * Equivalent to `setZone('local')`
       * @return {DateTime}
       */
      toLocal() {
        return this.setZone(Settings2.defaultZone);
      }
      /**
       * "Set" the DateTime's zone to specified zone. Returns a newly-constructed DateTime.
       *
       * By default, the setter keeps the underlying time the same (as in, the same timestamp), but the new instance will report different local times and consider DSTs when making computations, as with {@link DateTime#plus}. You may wish to use {@link DateTime#toLocal} and {@link DateTime#toUTC} which provide simple convenience wrappers for commonly used zones.
       * @param {string|Zone} [zone='local'] - a zone identifier. As a string, that can be any IANA zone supported by the host environment, or a fixed-offset name of the form 'UTC+3', or the strings 'local' or 'utc'. You may also supply an instance of a {@link DateTime#Zone} class.
       * @param {Object} opts - options
       * @param {boolean} [opts.keepLocalTime=false] - If true, adjust the underlying time so that the local time stays the same, but in the target zone. You should rarely need this.
       * @return {DateTime}
       */
      setZone(zone, { keepLocalTime = false, keepCalendarTime = false } = {}) {
        zone = normalizeZone2(zone, Settings2.defaultZone);
        if (zone.equals(this.zone)) {
          return this;
        } else if (!zone.isValid) {
          return _DateTime.invalid(unsupportedZone2(zone));
        } else {
          let newTS = this.ts;
          if (keepLocalTime || keepCalendarTime) {
            const offsetGuess = zone.offset(this.ts);
            const asObj = this.toObject();
            [newTS] = objToTS2(asObj, offsetGuess, zone);
          }
          return clone2(this, {
            ts: newTS,
            zone,
          });
        }
      }
      /**
       * "Set" the locale, numberingSystem, or outputCalendar. Returns a newly-constructed DateTime.
       * @param {Object} properties - the properties to set
       * @example DateTime.local(2017, 5, 25).reconfigure({ locale: 'en-GB' })
       * @return {DateTime}
       */
      reconfigure({ locale, numberingSystem, outputCalendar } = {}) {
        const loc = this.loc.clone({
          locale,
          numberingSystem,
          outputCalendar,
        });
        return clone2(this, {
          loc,
        });
      }
      /**
       * "Set" the locale. Returns a newly-constructed DateTime.
       * Just a convenient alias for reconfigure({ locale })
       * @example DateTime.local(2017, 5, 25).setLocale('en-GB')
       * @return {DateTime}
       */
      setLocale(locale) {
        return this.reconfigure({
          locale,
        });
      }
      /**
       * "Set" the values of specified units. Returns a newly-constructed DateTime.
       * You can only set units with this method; for "setting" metadata, see {@link DateTime#reconfigure} and {@link DateTime#setZone}.
       *
       * This method also supports setting locale-based week units, i.e. `localWeekday`, `localWeekNumber` and `localWeekYear`.
       * They cannot be mixed with ISO-week units like `weekday`.
       * @param {Object} values - a mapping of units to numbers
       * @example dt.set({ year: 2017 })
       * @example dt.set({ hour: 8, minute: 30 })
       * @example dt.set({ weekday: 5 })
       * @example dt.set({ year: 2005, ordinal: 234 })
       * @return {DateTime}
       */
      set(values) {
        if (!this.isValid) return this;
        const normalized = normalizeObject2(values, normalizeUnitWithLocalWeeks2);
        const { minDaysInFirstWeek, startOfWeek } = usesLocalWeekValues2(normalized, this.loc);
        const settingWeekStuff =
            !isUndefined2(normalized.weekYear) ||
            !isUndefined2(normalized.weekNumber) ||
            !isUndefined2(normalized.weekday),
          containsOrdinal = !isUndefined2(normalized.ordinal),
          containsGregorYear = !isUndefined2(normalized.year),
          containsGregorMD = !isUndefined2(normalized.month) || !isUndefined2(normalized.day),
          containsGregor = containsGregorYear || containsGregorMD,
          definiteWeekDef = normalized.weekYear || normalized.weekNumber;
        if ((containsGregor || containsOrdinal) && definiteWeekDef) {
          throw new ConflictingSpecificationError2(
            "Can't mix weekYear/weekNumber units with year/month/day or ordinals",
          );
        }
        if (containsGregorMD && containsOrdinal) {
          throw new ConflictingSpecificationError2("Can't mix ordinal dates with month/day");
        }
        let mixed;
        if (settingWeekStuff) {
          mixed = weekToGregorian2(
            {
              ...gregorianToWeek2(this.c, minDaysInFirstWeek, startOfWeek),
              ...normalized,
            },
            minDaysInFirstWeek,
            startOfWeek,
          );
        } else if (!isUndefined2(normalized.ordinal)) {
          mixed = ordinalToGregorian2({
            ...gregorianToOrdinal2(this.c),
            ...normalized,
          });
        } else {
          mixed = {
            ...this.toObject(),
            ...normalized,
          };
          if (isUndefined2(normalized.day)) {
            mixed.day = Math.min(daysInMonth2(mixed.year, mixed.month), mixed.day);
          }
        }
        const [ts, o] = objToTS2(mixed, this.o, this.zone);
        return clone2(this, {
          ts,
          o,
        });
      }
      /**
       * Add a period of time to this DateTime and return the resulting DateTime
       *
       * Adding hours, minutes, seconds, or milliseconds increases the timestamp by the right number of milliseconds. Adding days, months, or years shifts the calendar, accounting for DSTs and leap years along the way. Thus, `dt.plus({ hours: 24 })` may result in a different time than `dt.plus({ days: 1 })` if there's a DST shift in between.
       * @param {Duration|Object|number} duration - The amount to add. Either a Luxon Duration, a number of milliseconds, the object argument to Duration.fromObject()
       * @example DateTime.now().plus(123) //~> in 123 milliseconds
       * @example DateTime.now().plus({ minutes: 15 }) //~> in 15 minutes
       * @example DateTime.now().plus({ days: 1 }) //~> this time tomorrow
       * @example DateTime.now().plus({ days: -1 }) //~> this time yesterday
       * @example DateTime.now().plus({ hours: 3, minutes: 13 }) //~> in 3 hr, 13 min
       * @example DateTime.now().plus(Duration.fromObject({ hours: 3, minutes: 13 })) //~> in 3 hr, 13 min
       * @return {DateTime}
       */
      plus(duration) {
        if (!this.isValid) return this;
        const dur = Duration2.fromDurationLike(duration);
        return clone2(this, adjustTime2(this, dur));
      }
      /**
       * Subtract a period of time to this DateTime and return the resulting DateTime
       * See {@link DateTime#plus}
       * @param {Duration|Object|number} duration - The amount to subtract. Either a Luxon Duration, a number of milliseconds, the object argument to Duration.fromObject()
       @return {DateTime}
       */
      minus(duration) {
        if (!this.isValid) return this;
        const dur = Duration2.fromDurationLike(duration).negate();
        return clone2(this, adjustTime2(this, dur));
      }
      /**
       * "Set" this DateTime to the beginning of a unit of time.
       * @param {string} unit - The unit to go to the beginning of. Can be 'year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second', or 'millisecond'.
       * @param {Object} opts - options
       * @param {boolean} [opts.useLocaleWeeks=false] - If true, use weeks based on the locale, i.e. use the locale-dependent start of the week
       * @example DateTime.local(2014, 3, 3).startOf('month').toISODate(); //=> '2014-03-01'
       * @example DateTime.local(2014, 3, 3).startOf('year').toISODate(); //=> '2014-01-01'
       * @example DateTime.local(2014, 3, 3).startOf('week').toISODate(); //=> '2014-03-03', weeks always start on Mondays
       * @example DateTime.local(2014, 3, 3, 5, 30).startOf('day').toISOTime(); //=> '00:00.000-05:00'
       * @example DateTime.local(2014, 3, 3, 5, 30).startOf('hour').toISOTime(); //=> '05:00:00.000-05:00'
       * @return {DateTime}
       */
      startOf(unit, { useLocaleWeeks = false } = {}) {
        if (!this.isValid) return this;
        const o = {},
          normalizedUnit = Duration2.normalizeUnit(unit);
        switch (normalizedUnit) {
          case 'years':
            o.month = 1;
          // falls through
          case 'quarters':
          case 'months':
            o.day = 1;
          // falls through
          case 'weeks':
          case 'days':
            o.hour = 0;
          // falls through
          case 'hours':
            o.minute = 0;
          // falls through
          case 'minutes':
            o.second = 0;
          // falls through
          case 'seconds':
            o.millisecond = 0;
            break;
        }
        if (normalizedUnit === 'weeks') {
          if (useLocaleWeeks) {
            const startOfWeek = this.loc.getStartOfWeek();
            const { weekday } = this;
            if (weekday < startOfWeek) {
              o.weekNumber = this.weekNumber - 1;
            }
            o.weekday = startOfWeek;
          } else {
            o.weekday = 1;
          }
        }
        if (normalizedUnit === 'quarters') {
          const q = Math.ceil(this.month / 3);
          o.month = (q - 1) * 3 + 1;
        }
        return this.set(o);
      }
      /**
       * "Set" this DateTime to the end (meaning the last millisecond) of a unit of time
       * @param {string} unit - The unit to go to the end of. Can be 'year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second', or 'millisecond'.
       * @param {Object} opts - options
       * @param {boolean} [opts.useLocaleWeeks=false] - If true, use weeks based on the locale, i.e. use the locale-dependent start of the week
       * @example DateTime.local(2014, 3, 3).endOf('month').toISO(); //=> '2014-03-31T23:59:59.999-05:00'
       * @example DateTime.local(2014, 3, 3).endOf('year').toISO(); //=> '2014-12-31T23:59:59.999-05:00'
       * @example DateTime.local(2014, 3, 3).endOf('week').toISO(); // => '2014-03-09T23:59:59.999-05:00', weeks start on Mondays
       * @example DateTime.local(2014, 3, 3, 5, 30).endOf('day').toISO(); //=> '2014-03-03T23:59:59.999-05:00'
       * @example DateTime.local(2014, 3, 3, 5, 30).endOf('hour').toISO(); //=> '2014-03-03T05:59:59.999-05:00'
       * @return {DateTime}
       */
      endOf(unit, opts) {
        return this.isValid
          ? this.plus({
              [unit]: 1,
            })
              .startOf(unit, opts)
              .minus(1)
          : this;
      }
      // OUTPUT
      /**
       * Returns a string representation of this DateTime formatted according to the specified format string.
       * **You may not want this.** See {@link DateTime#toLocaleString} for a more flexible formatting tool. For a table of tokens and their interpretations, see [here](https://moment.github.io/luxon/#/formatting?id=table-of-tokens).
       * Defaults to en-US if no locale has been specified, regardless of the system's locale.
       * @param {string} fmt - the format string
       * @param {Object} opts - opts to override the configuration options on this DateTime
       * @example DateTime.now().toFormat('yyyy LLL dd') //=> '2017 Apr 22'
       * @example DateTime.now().setLocale('fr').toFormat('yyyy LLL dd') //=> '2017 avr. 22'
       * @example DateTime.now().toFormat('yyyy LLL dd', { locale: "fr" }) //=> '2017 avr. 22'
       * @example DateTime.now().toFormat("HH 'hours and' mm 'minutes'") //=> '20 hours and 55 minutes'
       * @return {string}
       */
      toFormat(fmt, opts = {}) {
        return this.isValid
          ? Formatter2.create(this.loc.redefaultToEN(opts)).formatDateTimeFromString(this, fmt)
          : INVALID2;
      }
      /**
       * Returns a localized string representing this date. Accepts the same options as the Intl.DateTimeFormat constructor and any presets defined by Luxon, such as `DateTime.DATE_FULL` or `DateTime.TIME_SIMPLE`.
       * The exact behavior of this method is browser-specific, but in general it will return an appropriate representation
       * of the DateTime in the assigned locale.
       * Defaults to the system's locale if no locale has been specified
       * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/DateTimeFormat
       * @param formatOpts {Object} - Intl.DateTimeFormat constructor options and configuration options
       * @param {Object} opts - opts to override the configuration options on this DateTime
       * @example DateTime.now().toLocaleString(); //=> 4/20/2017
       * @example DateTime.now().setLocale('en-gb').toLocaleString(); //=> '20/04/2017'
       * @example DateTime.now().toLocaleString(DateTime.DATE_FULL); //=> 'April 20, 2017'
       * @example DateTime.now().toLocaleString(DateTime.DATE_FULL, { locale: 'fr' }); //=> '28 août 2022'
       * @example DateTime.now().toLocaleString(DateTime.TIME_SIMPLE); //=> '11:32 AM'
       * @example DateTime.now().toLocaleString(DateTime.DATETIME_SHORT); //=> '4/20/2017, 11:32 AM'
       * @example DateTime.now().toLocaleString({ weekday: 'long', month: 'long', day: '2-digit' }); //=> 'Thursday, April 20'
       * @example DateTime.now().toLocaleString({ weekday: 'short', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit' }); //=> 'Thu, Apr 20, 11:27 AM'
       * @example DateTime.now().toLocaleString({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }); //=> '11:32'
       * @return {string}
       */
      toLocaleString(formatOpts = DATE_SHORT2, opts = {}) {
        return this.isValid
          ? Formatter2.create(this.loc.clone(opts), formatOpts).formatDateTime(this)
          : INVALID2;
      }
      /**
       * Returns an array of format "parts", meaning individual tokens along with metadata. This is allows callers to post-process individual sections of the formatted output.
       * Defaults to the system's locale if no locale has been specified
       * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/DateTimeFormat/formatToParts
       * @param opts {Object} - Intl.DateTimeFormat constructor options, same as `toLocaleString`.
       * @example DateTime.now().toLocaleParts(); //=> [
       *                                   //=>   { type: 'day', value: '25' },
       *                                   //=>   { type: 'literal', value: '/' },
       *                                   //=>   { type: 'month', value: '05' },
       *                                   //=>   { type: 'literal', value: '/' },
       *                                   //=>   { type: 'year', value: '1982' }
       *                                   //=> ]
       */
      toLocaleParts(opts = {}) {
        return this.isValid
          ? Formatter2.create(this.loc.clone(opts), opts).formatDateTimeParts(this)
          : [];
      }
      /**
       * Returns an ISO 8601-compliant string representation of this DateTime
       * @param {Object} opts - options
       * @param {boolean} [opts.suppressMilliseconds=false] - exclude milliseconds from the format if they're 0
       * @param {boolean} [opts.suppressSeconds=false] - exclude seconds from the format if they're 0
       * @param {boolean} [opts.includeOffset=true] - include the offset, such as 'Z' or '-04:00'
       * @param {boolean} [opts.extendedZone=false] - add the time zone format extension
       * @param {string} [opts.format='extended'] - choose between the basic and extended format
       * @param {string} [opts.precision='milliseconds'] - truncate output to desired presicion: 'years', 'months', 'days', 'hours', 'minutes', 'seconds' or 'milliseconds'. When precision and suppressSeconds or suppressMilliseconds are used together, precision sets the maximum unit shown in the output, however seconds or milliseconds will still be suppressed if they are 0.
       * @example DateTime.utc(1983, 5, 25).toISO() //=> '1982-05-25T00:00:00.000Z'
       * @example DateTime.now().toISO() //=> '2017-04-22T20:47:05.335-04:00'
       * @example DateTime.now().toISO({ includeOffset: false }) //=> '2017-04-22T20:47:05.335'
       * @example DateTime.now().toISO({ format: 'basic' }) //=> '20170422T204705.335-0400'
       * @example DateTime.now().toISO({ precision: 'day' }) //=> '2017-04-22Z'
       * @example DateTime.now().toISO({ precision: 'minute' }) //=> '2017-04-22T20:47Z'
       * @return {string|null}
       */
      toISO({
        format: format2 = 'extended',
        suppressSeconds = false,
        suppressMilliseconds = false,
        includeOffset = true,
        extendedZone = false,
        precision = 'milliseconds',
      } = {}) {
        if (!this.isValid) {
          return null;
        }
        precision = normalizeUnit2(precision);
        const ext = format2 === 'extended';
        let c = toISODate2(this, ext, precision);
        if (orderedUnits2.indexOf(precision) >= 3) c += 'T';
        c += toISOTime2(
          this,
          ext,
          suppressSeconds,
          suppressMilliseconds,
          includeOffset,
          extendedZone,
          precision,
        );
        return c;
      }
      /**
       * Returns an ISO 8601-compliant string representation of this DateTime's date component
       * @param {Object} opts - options
       * @param {string} [opts.format='extended'] - choose between the basic and extended format
       * @param {string} [opts.precision='day'] - truncate output to desired precision: 'years', 'months', or 'days'.
       * @example DateTime.utc(1982, 5, 25).toISODate() //=> '1982-05-25'
       * @example DateTime.utc(1982, 5, 25).toISODate({ format: 'basic' }) //=> '19820525'
       * @example DateTime.utc(1982, 5, 25).toISODate({ precision: 'month' }) //=> '1982-05'
       * @return {string|null}
       */
      toISODate({ format: format2 = 'extended', precision = 'day' } = {}) {
        if (!this.isValid) {
          return null;
        }
        return toISODate2(this, format2 === 'extended', normalizeUnit2(precision));
      }
      /**
       * Returns an ISO 8601-compliant string representation of this DateTime's week date
       * @example DateTime.utc(1982, 5, 25).toISOWeekDate() //=> '1982-W21-2'
       * @return {string}
       */
      toISOWeekDate() {
        return toTechFormat2(this, "kkkk-'W'WW-c");
      }
      /**
       * Returns an ISO 8601-compliant string representation of this DateTime's time component
       * @param {Object} opts - options
       * @param {boolean} [opts.suppressMilliseconds=false] - exclude milliseconds from the format if they're 0
       * @param {boolean} [opts.suppressSeconds=false] - exclude seconds from the format if they're 0
       * @param {boolean} [opts.includeOffset=true] - include the offset, such as 'Z' or '-04:00'
       * @param {boolean} [opts.extendedZone=true] - add the time zone format extension
       * @param {boolean} [opts.includePrefix=false] - include the `T` prefix
       * @param {string} [opts.format='extended'] - choose between the basic and extended format
       * @param {string} [opts.precision='milliseconds'] - truncate output to desired presicion: 'hours', 'minutes', 'seconds' or 'milliseconds'. When precision and suppressSeconds or suppressMilliseconds are used together, precision sets the maximum unit shown in the output, however seconds or milliseconds will still be suppressed if they are 0.
       * @example DateTime.utc().set({ hour: 7, minute: 34 }).toISOTime() //=> '07:34:19.361Z'
       * @example DateTime.utc().set({ hour: 7, minute: 34, seconds: 0, milliseconds: 0 }).toISOTime({ suppressSeconds: true }) //=> '07:34Z'
       * @example DateTime.utc().set({ hour: 7, minute: 34 }).toISOTime({ format: 'basic' }) //=> '073419.361Z'
       * @example DateTime.utc().set({ hour: 7, minute: 34 }).toISOTime({ includePrefix: true }) //=> 'T07:34:19.361Z'
       * @example DateTime.utc().set({ hour: 7, minute: 34, second: 56 }).toISOTime({ precision: 'minute' }) //=> '07:34Z'
       * @return {string}
       */
      toISOTime({
        suppressMilliseconds = false,
        suppressSeconds = false,
        includeOffset = true,
        includePrefix = false,
        extendedZone = false,
        format: format2 = 'extended',
        precision = 'milliseconds',
      } = {}) {
        if (!this.isValid) {
          return null;
        }
        precision = normalizeUnit2(precision);
        let c = includePrefix && orderedUnits2.indexOf(precision) >= 3 ? 'T' : '';
        return (
          c +
          toISOTime2(
            this,
            format2 === 'extended',
            suppressSeconds,
            suppressMilliseconds,
            includeOffset,
            extendedZone,
            precision,
          )
        );
      }
      /**
       * Returns an RFC 2822-compatible string representation of this DateTime
       * @example DateTime.utc(2014, 7, 13).toRFC2822() //=> 'Sun, 13 Jul 2014 00:00:00 +0000'
       * @example DateTime.local(2014, 7, 13).toRFC2822() //=> 'Sun, 13 Jul 2014 00:00:00 -0400'
       * @return {string}
       */
      toRFC2822() {
        return toTechFormat2(this, 'EEE, dd LLL yyyy HH:mm:ss ZZZ', false);
      }
      /**
       * Returns a string representation of this DateTime appropriate for use in HTTP headers. The output is always expressed in GMT.
       * Specifically, the string conforms to RFC 1123.
       * @see https://www.w3.org/Protocols/rfc2616/rfc2616-sec3.html#sec3.3.1
       * @example DateTime.utc(2014, 7, 13).toHTTP() //=> 'Sun, 13 Jul 2014 00:00:00 GMT'
       * @example DateTime.utc(2014, 7, 13, 19).toHTTP() //=> 'Sun, 13 Jul 2014 19:00:00 GMT'
       * @return {string}
       */
      toHTTP() {
        return toTechFormat2(this.toUTC(), "EEE, dd LLL yyyy HH:mm:ss 'GMT'");
      }
      /**
       * Returns a string representation of this DateTime appropriate for use in SQL Date
       * @example DateTime.utc(2014, 7, 13).toSQLDate() //=> '2014-07-13'
       * @return {string|null}
       */
      toSQLDate() {
        if (!this.isValid) {
          return null;
        }
        return toISODate2(this, true);
      }
      /**
       * Returns a string representation of this DateTime appropriate for use in SQL Time
       * @param {Object} opts - options
       * @param {boolean} [opts.includeZone=false] - include the zone, such as 'America/New_York'. Overrides includeOffset.
       * @param {boolean} [opts.includeOffset=true] - include the offset, such as 'Z' or '-04:00'
       * @param {boolean} [opts.includeOffsetSpace=true] - include the space between the time and the offset, such as '05:15:16.345 -04:00'
       * @example DateTime.utc().toSQL() //=> '05:15:16.345'
       * @example DateTime.now().toSQL() //=> '05:15:16.345 -04:00'
       * @example DateTime.now().toSQL({ includeOffset: false }) //=> '05:15:16.345'
       * @example DateTime.now().toSQL({ includeZone: false }) //=> '05:15:16.345 America/New_York'
       * @return {string}
       */
      toSQLTime({ includeOffset = true, includeZone = false, includeOffsetSpace = true } = {}) {
        let fmt = 'HH:mm:ss.SSS';
        if (includeZone || includeOffset) {
          if (includeOffsetSpace) {
            fmt += ' ';
          }
          if (includeZone) {
            fmt += 'z';
          } else if (includeOffset) {
            fmt += 'ZZ';
          }
        }
        return toTechFormat2(this, fmt, true);
      }
      /**
       * Returns a string representation of this DateTime appropriate for use in SQL DateTime
       * @param {Object} opts - options
       * @param {boolean} [opts.includeZone=false] - include the zone, such as 'America/New_York'. Overrides includeOffset.
       * @param {boolean} [opts.includeOffset=true] - include the offset, such as 'Z' or '-04:00'
       * @param {boolean} [opts.includeOffsetSpace=true] - include the space between the time and the offset, such as '05:15:16.345 -04:00'
       * @example DateTime.utc(2014, 7, 13).toSQL() //=> '2014-07-13 00:00:00.000 Z'
       * @example DateTime.local(2014, 7, 13).toSQL() //=> '2014-07-13 00:00:00.000 -04:00'
       * @example DateTime.local(2014, 7, 13).toSQL({ includeOffset: false }) //=> '2014-07-13 00:00:00.000'
       * @example DateTime.local(2014, 7, 13).toSQL({ includeZone: true }) //=> '2014-07-13 00:00:00.000 America/New_York'
       * @return {string}
       */
      toSQL(opts = {}) {
        if (!this.isValid) {
          return null;
        }
        return `${this.toSQLDate()} ${this.toSQLTime(opts)}`;
      }
      /**
       * Returns a string representation of this DateTime appropriate for debugging
       * @return {string}
       */
      toString() {
        return this.isValid ? this.toISO() : INVALID2;
      }
      /**
       * Returns a string representation of this DateTime appropriate for the REPL.
       * @return {string}
       */
      [/* @__PURE__ */ Symbol.for('nodejs.util.inspect.custom')]() {
        if (this.isValid) {
          return `DateTime { ts: ${this.toISO()}, zone: ${this.zone.name}, locale: ${this.locale} }`;
        } else {
          return `DateTime { Invalid, reason: ${this.invalidReason} }`;
        }
      }
      /**
       * Returns the epoch milliseconds of this DateTime. Alias of {@link DateTime#toMillis}
       * @return {number}
       */
      valueOf() {
        return this.toMillis();
      }
      /**
       * Returns the epoch milliseconds of this DateTime.
       * @return {number}
       */
      toMillis() {
        return this.isValid ? this.ts : NaN;
      }
      /**
       * Returns the epoch seconds (including milliseconds in the fractional part) of this DateTime.
       * @return {number}
       */
      toSeconds() {
        return this.isValid ? this.ts / 1e3 : NaN;
      }
      /**
       * Returns the epoch seconds (as a whole number) of this DateTime.
       * @return {number}
       */
      toUnixInteger() {
        return this.isValid ? Math.floor(this.ts / 1e3) : NaN;
      }
      /**
       * Returns an ISO 8601 representation of this DateTime appropriate for use in JSON.
       * @return {string}
       */
      toJSON() {
        return this.toISO();
      }
      /**
       * Returns a BSON serializable equivalent to this DateTime.
       * @return {Date}
       */
      toBSON() {
        return this.toJSDate();
      }
      /**
       * Returns a JavaScript object with this DateTime's year, month, day, and so on.
       * @param opts - options for generating the object
       * @param {boolean} [opts.includeConfig=false] - include configuration attributes in the output
       * @example DateTime.now().toObject() //=> { year: 2017, month: 4, day: 22, hour: 20, minute: 49, second: 42, millisecond: 268 }
       * @return {Object}
       */
      toObject(opts = {}) {
        if (!this.isValid) return {};
        const base = {
          ...this.c,
        };
        if (opts.includeConfig) {
          base.outputCalendar = this.outputCalendar;
          base.numberingSystem = this.loc.numberingSystem;
          base.locale = this.loc.locale;
        }
        return base;
      }
      /**
       * Returns a JavaScript Date equivalent to this DateTime.
       * @return {Date}
       */
      toJSDate() {
        return new Date(this.isValid ? this.ts : NaN);
      }
      // COMPARE
      /**
       * Return the difference between two DateTimes as a Duration.
       * @param {DateTime} otherDateTime - the DateTime to compare this one to
       * @param {string|string[]} [unit=['milliseconds']] - the unit or array of units (such as 'hours' or 'days') to include in the duration.
       * @param {Object} opts - options that affect the creation of the Duration
       * @param {string} [opts.conversionAccuracy='casual'] - the conversion system to use
       * @example
       * var i1 = DateTime.fromISO('1982-05-25T09:45'),
       *     i2 = DateTime.fromISO('1983-10-14T10:30');
       * i2.diff(i1).toObject() //=> { milliseconds: 43807500000 }
       * i2.diff(i1, 'hours').toObject() //=> { hours: 12168.75 }
       * i2.diff(i1, ['months', 'days']).toObject() //=> { months: 16, days: 19.03125 }
       * i2.diff(i1, ['months', 'days', 'hours']).toObject() //=> { months: 16, days: 19, hours: 0.75 }
       * @return {Duration}
       */
      diff(otherDateTime, unit = 'milliseconds', opts = {}) {
        if (!this.isValid || !otherDateTime.isValid) {
          return Duration2.invalid('created by diffing an invalid DateTime');
        }
        const durOpts = {
          locale: this.locale,
          numberingSystem: this.numberingSystem,
          ...opts,
        };
        const units = maybeArray2(unit).map(Duration2.normalizeUnit),
          otherIsLater = otherDateTime.valueOf() > this.valueOf(),
          earlier = otherIsLater ? this : otherDateTime,
          later = otherIsLater ? otherDateTime : this,
          diffed = diff2(earlier, later, units, durOpts);
        return otherIsLater ? diffed.negate() : diffed;
      }
      /**
       * Return the difference between this DateTime and right now.
       * See {@link DateTime#diff}
       * @param {string|string[]} [unit=['milliseconds']] - the unit or units units (such as 'hours' or 'days') to include in the duration
       * @param {Object} opts - options that affect the creation of the Duration
       * @param {string} [opts.conversionAccuracy='casual'] - the conversion system to use
       * @return {Duration}
       */
      diffNow(unit = 'milliseconds', opts = {}) {
        return this.diff(_DateTime.now(), unit, opts);
      }
      /**
       * Return an Interval spanning between this DateTime and another DateTime
       * @param {DateTime} otherDateTime - the other end point of the Interval
       * @return {Interval|DateTime}
       */
      until(otherDateTime) {
        return this.isValid ? Interval2.fromDateTimes(this, otherDateTime) : this;
      }
      /**
       * Return whether this DateTime is in the same unit of time as another DateTime.
       * Higher-order units must also be identical for this function to return `true`.
       * Note that time zones are **ignored** in this comparison, which compares the **local** calendar time. Use {@link DateTime#setZone} to convert one of the dates if needed.
       * @param {DateTime} otherDateTime - the other DateTime
       * @param {string} unit - the unit of time to check sameness on
       * @param {Object} opts - options
       * @param {boolean} [opts.useLocaleWeeks=false] - If true, use weeks based on the locale, i.e. use the locale-dependent start of the week; only the locale of this DateTime is used
       * @example DateTime.now().hasSame(otherDT, 'day'); //~> true if otherDT is in the same current calendar day
       * @return {boolean}
       */
      hasSame(otherDateTime, unit, opts) {
        if (!this.isValid) return false;
        const inputMs = otherDateTime.valueOf();
        const adjustedToZone = this.setZone(otherDateTime.zone, {
          keepLocalTime: true,
        });
        return (
          adjustedToZone.startOf(unit, opts) <= inputMs &&
          inputMs <= adjustedToZone.endOf(unit, opts)
        );
      }
      /**
       * Equality check
       * Two DateTimes are equal if and only if they represent the same millisecond, have the same zone and location, and are both valid.
       * To compare just the millisecond values, use `+dt1 === +dt2`.
       * @param {DateTime} other - the other DateTime
       * @return {boolean}
       */
      equals(other) {
        return (
          this.isValid &&
          other.isValid &&
          this.valueOf() === other.valueOf() &&
          this.zone.equals(other.zone) &&
          this.loc.equals(other.loc)
        );
      }
      /**
       * Returns a string representation of a this time relative to now, such as "in two days". Can only internationalize if your
       * platform supports Intl.RelativeTimeFormat. Rounds towards zero by default.
       * @param {Object} options - options that affect the output
       * @param {DateTime} [options.base=DateTime.now()] - the DateTime to use as the basis to which this time is compared. Defaults to now.
       * @param {string} [options.style="long"] - the style of units, must be "long", "short", or "narrow"
       * @param {string|string[]} options.unit - use a specific unit or array of units; if omitted, or an array, the method will pick the best unit. Use an array or one of "years", "quarters", "months", "weeks", "days", "hours", "minutes", or "seconds"
       * @param {boolean} [options.round=true] - whether to round the numbers in the output.
       * @param {string} [options.rounding="trunc"] - rounding method to use when rounding the numbers in the output. Can be "trunc" (toward zero), "expand" (away from zero), "round", "floor", or "ceil".
       * @param {number} [options.padding=0] - padding in milliseconds. This allows you to round up the result if it fits inside the threshold. Don't use in combination with {round: false} because the decimal output will include the padding.
       * @param {string} options.locale - override the locale of this DateTime
       * @param {string} options.numberingSystem - override the numberingSystem of this DateTime. The Intl system may choose not to honor this
       * @example DateTime.now().plus({ days: 1 }).toRelative() //=> "in 1 day"
       * @example DateTime.now().setLocale("es").toRelative({ days: 1 }) //=> "dentro de 1 día"
       * @example DateTime.now().plus({ days: 1 }).toRelative({ locale: "fr" }) //=> "dans 23 heures"
       * @example DateTime.now().minus({ days: 2 }).toRelative() //=> "2 days ago"
       * @example DateTime.now().minus({ days: 2 }).toRelative({ unit: "hours" }) //=> "48 hours ago"
       * @example DateTime.now().minus({ hours: 36 }).toRelative({ round: false }) //=> "1.5 days ago"
       */
      toRelative(options = {}) {
        if (!this.isValid) return null;
        const base =
            options.base ||
            _DateTime.fromObject(
              {},
              {
                zone: this.zone,
              },
            ),
          padding = options.padding ? (this < base ? -options.padding : options.padding) : 0;
        let units = ['years', 'months', 'days', 'hours', 'minutes', 'seconds'];
        let unit = options.unit;
        if (Array.isArray(options.unit)) {
          units = options.unit;
          unit = void 0;
        }
        return diffRelative2(base, this.plus(padding), {
          ...options,
          numeric: 'always',
          units,
          unit,
        });
      }
      /**
       * Returns a string representation of this date relative to today, such as "yesterday" or "next month".
       * Only internationalizes on platforms that supports Intl.RelativeTimeFormat.
       * @param {Object} options - options that affect the output
       * @param {DateTime} [options.base=DateTime.now()] - the DateTime to use as the basis to which this time is compared. Defaults to now.
       * @param {string} options.locale - override the locale of this DateTime
       * @param {string} options.unit - use a specific unit; if omitted, the method will pick the unit. Use one of "years", "quarters", "months", "weeks", or "days"
       * @param {string} options.numberingSystem - override the numberingSystem of this DateTime. The Intl system may choose not to honor this
       * @example DateTime.now().plus({ days: 1 }).toRelativeCalendar() //=> "tomorrow"
       * @example DateTime.now().setLocale("es").plus({ days: 1 }).toRelative() //=> ""mañana"
       * @example DateTime.now().plus({ days: 1 }).toRelativeCalendar({ locale: "fr" }) //=> "demain"
       * @example DateTime.now().minus({ days: 2 }).toRelativeCalendar() //=> "2 days ago"
       */
      toRelativeCalendar(options = {}) {
        if (!this.isValid) return null;
        return diffRelative2(
          options.base ||
            _DateTime.fromObject(
              {},
              {
                zone: this.zone,
              },
            ),
          this,
          {
            ...options,
            numeric: 'auto',
            units: ['years', 'months', 'days'],
            calendary: true,
          },
        );
      }
      /**
       * Return the min of several date times
       * @param {...DateTime} dateTimes - the DateTimes from which to choose the minimum
       * @return {DateTime} the min DateTime, or undefined if called with no argument
       */
      static min(...dateTimes) {
        if (!dateTimes.every(_DateTime.isDateTime)) {
          throw new InvalidArgumentError2('min requires all arguments be DateTimes');
        }
        return bestBy2(dateTimes, (i) => i.valueOf(), Math.min);
      }
      /**
       * Return the max of several date times
       * @param {...DateTime} dateTimes - the DateTimes from which to choose the maximum
       * @return {DateTime} the max DateTime, or undefined if called with no argument
       */
      static max(...dateTimes) {
        if (!dateTimes.every(_DateTime.isDateTime)) {
          throw new InvalidArgumentError2('max requires all arguments be DateTimes');
        }
        return bestBy2(dateTimes, (i) => i.valueOf(), Math.max);
      }
      // MISC
      /**
       * Explain how a string would be parsed by fromFormat()
       * @param {string} text - the string to parse
       * @param {string} fmt - the format the string is expected to be in (see description)
       * @param {Object} options - options taken by fromFormat()
       * @return {Object}
       */
      static fromFormatExplain(text, fmt, options = {}) {
        const { locale = null, numberingSystem = null } = options,
          localeToUse = Locale2.fromOpts({
            locale,
            numberingSystem,
            defaultToEN: true,
          });
        return explainFromTokens2(localeToUse, text, fmt);
      }
      /**
       * @deprecated use fromFormatExplain instead
       */
      static fromStringExplain(text, fmt, options = {}) {
        return _DateTime.fromFormatExplain(text, fmt, options);
      }
      /**
       * Build a parser for `fmt` using the given locale. This parser can be passed
       * to {@link DateTime.fromFormatParser} to a parse a date in this format. This
       * can be used to optimize cases where many dates need to be parsed in a
       * specific format.
       *
       * @param {String} fmt - the format the string is expected to be in (see
       * description)
       * @param {Object} options - options used to set locale and numberingSystem
       * for parser
       * @returns {TokenParser} - opaque object to be used
       */
      static buildFormatParser(fmt, options = {}) {
        const { locale = null, numberingSystem = null } = options,
          localeToUse = Locale2.fromOpts({
            locale,
            numberingSystem,
            defaultToEN: true,
          });
        return new TokenParser2(localeToUse, fmt);
      }
      /**
       * Create a DateTime from an input string and format parser.
       *
       * The format parser must have been created with the same locale as this call.
       *
       * @param {String} text - the string to parse
       * @param {TokenParser} formatParser - parser from {@link DateTime.buildFormatParser}
       * @param {Object} opts - options taken by fromFormat()
       * @returns {DateTime}
       */
      static fromFormatParser(text, formatParser, opts = {}) {
        if (isUndefined2(text) || isUndefined2(formatParser)) {
          throw new InvalidArgumentError2(
            'fromFormatParser requires an input string and a format parser',
          );
        }
        const { locale = null, numberingSystem = null } = opts,
          localeToUse = Locale2.fromOpts({
            locale,
            numberingSystem,
            defaultToEN: true,
          });
        if (!localeToUse.equals(formatParser.locale)) {
          throw new InvalidArgumentError2(
            `fromFormatParser called with a locale of ${localeToUse}, but the format parser was created for ${formatParser.locale}`,
          );
        }
        const { result, zone, specificOffset, invalidReason } =
          formatParser.explainFromTokens(text);
        if (invalidReason) {
          return _DateTime.invalid(invalidReason);
        } else {
          return parseDataToDateTime2(
            result,
            zone,
            opts,
            `format ${formatParser.format}`,
            text,
            specificOffset,
          );
        }
      }
      // FORMAT PRESETS
      /**
       * {@link DateTime#toLocaleString} format like 10/14/1983
       * @type {Object}
       */
      static get DATE_SHORT() {
        return DATE_SHORT2;
      }
      /**
       * {@link DateTime#toLocaleString} format like 'Oct 14, 1983'
       * @type {Object}
       */
      static get DATE_MED() {
        return DATE_MED2;
      }
      /**
       * {@link DateTime#toLocaleString} format like 'Fri, Oct 14, 1983'
       * @type {Object}
       */
      static get DATE_MED_WITH_WEEKDAY() {
        return DATE_MED_WITH_WEEKDAY2;
      }
      /**
       * {@link DateTime#toLocaleString} format like 'October 14, 1983'
       * @type {Object}
       */
      static get DATE_FULL() {
        return DATE_FULL2;
      }
      /**
       * {@link DateTime#toLocaleString} format like 'Tuesday, October 14, 1983'
       * @type {Object}
       */
      static get DATE_HUGE() {
        return DATE_HUGE2;
      }
      /**
       * {@link DateTime#toLocaleString} format like '09:30 AM'. Only 12-hour if the locale is.
       * @type {Object}
       */
      static get TIME_SIMPLE() {
        return TIME_SIMPLE2;
      }
      /**
       * {@link DateTime#toLocaleString} format like '09:30:23 AM'. Only 12-hour if the locale is.
       * @type {Object}
       */
      static get TIME_WITH_SECONDS() {
        return TIME_WITH_SECONDS2;
      }
      /**
       * {@link DateTime#toLocaleString} format like '09:30:23 AM EDT'. Only 12-hour if the locale is.
       * @type {Object}
       */
      static get TIME_WITH_SHORT_OFFSET() {
        return TIME_WITH_SHORT_OFFSET2;
      }
      /**
       * {@link DateTime#toLocaleString} format like '09:30:23 AM Eastern Daylight Time'. Only 12-hour if the locale is.
       * @type {Object}
       */
      static get TIME_WITH_LONG_OFFSET() {
        return TIME_WITH_LONG_OFFSET2;
      }
      /**
       * {@link DateTime#toLocaleString} format like '09:30', always 24-hour.
       * @type {Object}
       */
      static get TIME_24_SIMPLE() {
        return TIME_24_SIMPLE2;
      }
      /**
       * {@link DateTime#toLocaleString} format like '09:30:23', always 24-hour.
       * @type {Object}
       */
      static get TIME_24_WITH_SECONDS() {
        return TIME_24_WITH_SECONDS2;
      }
      /**
       * {@link DateTime#toLocaleString} format like '09:30:23 EDT', always 24-hour.
       * @type {Object}
       */
      static get TIME_24_WITH_SHORT_OFFSET() {
        return TIME_24_WITH_SHORT_OFFSET2;
      }
      /**
       * {@link DateTime#toLocaleString} format like '09:30:23 Eastern Daylight Time', always 24-hour.
       * @type {Object}
       */
      static get TIME_24_WITH_LONG_OFFSET() {
        return TIME_24_WITH_LONG_OFFSET2;
      }
      /**
       * {@link DateTime#toLocaleString} format like '10/14/1983, 9:30 AM'. Only 12-hour if the locale is.
       * @type {Object}
       */
      static get DATETIME_SHORT() {
        return DATETIME_SHORT2;
      }
      /**
       * {@link DateTime#toLocaleString} format like '10/14/1983, 9:30:33 AM'. Only 12-hour if the locale is.
       * @type {Object}
       */
      static get DATETIME_SHORT_WITH_SECONDS() {
        return DATETIME_SHORT_WITH_SECONDS2;
      }
      /**
       * {@link DateTime#toLocaleString} format like 'Oct 14, 1983, 9:30 AM'. Only 12-hour if the locale is.
       * @type {Object}
       */
      static get DATETIME_MED() {
        return DATETIME_MED2;
      }
      /**
       * {@link DateTime#toLocaleString} format like 'Oct 14, 1983, 9:30:33 AM'. Only 12-hour if the locale is.
       * @type {Object}
       */
      static get DATETIME_MED_WITH_SECONDS() {
        return DATETIME_MED_WITH_SECONDS2;
      }
      /**
       * {@link DateTime#toLocaleString} format like 'Fri, 14 Oct 1983, 9:30 AM'. Only 12-hour if the locale is.
       * @type {Object}
       */
      static get DATETIME_MED_WITH_WEEKDAY() {
        return DATETIME_MED_WITH_WEEKDAY2;
      }
      /**
       * {@link DateTime#toLocaleString} format like 'October 14, 1983, 9:30 AM EDT'. Only 12-hour if the locale is.
       * @type {Object}
       */
      static get DATETIME_FULL() {
        return DATETIME_FULL2;
      }
      /**
       * {@link DateTime#toLocaleString} format like 'October 14, 1983, 9:30:33 AM EDT'. Only 12-hour if the locale is.
       * @type {Object}
       */
      static get DATETIME_FULL_WITH_SECONDS() {
        return DATETIME_FULL_WITH_SECONDS2;
      }
      /**
       * {@link DateTime#toLocaleString} format like 'Friday, October 14, 1983, 9:30 AM Eastern Daylight Time'. Only 12-hour if the locale is.
       * @type {Object}
       */
      static get DATETIME_HUGE() {
        return DATETIME_HUGE2;
      }
      /**
       * {@link DateTime#toLocaleString} format like 'Friday, October 14, 1983, 9:30:33 AM Eastern Daylight Time'. Only 12-hour if the locale is.
       * @type {Object}
       */
      static get DATETIME_HUGE_WITH_SECONDS() {
        return DATETIME_HUGE_WITH_SECONDS2;
      }
    };
    function friendlyDateTime2(dateTimeish) {
      if (DateTime2.isDateTime(dateTimeish)) {
        return dateTimeish;
      } else if (dateTimeish && dateTimeish.valueOf && isNumber2(dateTimeish.valueOf())) {
        return DateTime2.fromJSDate(dateTimeish);
      } else if (dateTimeish && typeof dateTimeish === 'object') {
        return DateTime2.fromObject(dateTimeish);
      } else {
        throw new InvalidArgumentError2(
          `Unknown datetime argument: ${dateTimeish}, of type ${typeof dateTimeish}`,
        );
      }
    }
    var VERSION = '3.7.2';
    exports.DateTime = DateTime2;
    exports.Duration = Duration2;
    exports.FixedOffsetZone = FixedOffsetZone2;
    exports.IANAZone = IANAZone2;
    exports.Info = Info2;
    exports.Interval = Interval2;
    exports.InvalidZone = InvalidZone2;
    exports.Settings = Settings2;
    exports.SystemZone = SystemZone2;
    exports.VERSION = VERSION;
    exports.Zone = Zone2;
  },
});

// ../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/CronDate.js
var require_CronDate = __commonJS({
  '../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/CronDate.js'(exports) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.CronDate = exports.DAYS_IN_MONTH = exports.DateMathOp = exports.TimeUnit = void 0;
    var luxon_1 = require_luxon();
    var TimeUnit;
    (function (TimeUnit2) {
      TimeUnit2['Second'] = 'Second';
      TimeUnit2['Minute'] = 'Minute';
      TimeUnit2['Hour'] = 'Hour';
      TimeUnit2['Day'] = 'Day';
      TimeUnit2['Month'] = 'Month';
      TimeUnit2['Year'] = 'Year';
    })(TimeUnit || (exports.TimeUnit = TimeUnit = {}));
    var DateMathOp;
    (function (DateMathOp2) {
      DateMathOp2['Add'] = 'Add';
      DateMathOp2['Subtract'] = 'Subtract';
    })(DateMathOp || (exports.DateMathOp = DateMathOp = {}));
    exports.DAYS_IN_MONTH = Object.freeze([31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    var CronDate = class _CronDate {
      #date;
      #dstStart = null;
      #dstStartLandingHour = null;
      #dstEnd = null;
      /**
       * Constructs a new CronDate instance.
       * @param {CronDate | Date | number | string} [timestamp] - The timestamp to initialize the CronDate with.
       * @param {string} [tz] - The timezone to use for the CronDate.
       */
      constructor(timestamp, tz) {
        const dateOpts = { zone: tz };
        if (!timestamp && timestamp !== 0) {
          this.#date = luxon_1.DateTime.local();
        } else if (timestamp instanceof _CronDate) {
          this.#date = timestamp.#date;
          this.#dstStart = timestamp.#dstStart;
          this.#dstStartLandingHour = timestamp.#dstStartLandingHour;
          this.#dstEnd = timestamp.#dstEnd;
        } else if (timestamp instanceof Date) {
          this.#date = luxon_1.DateTime.fromJSDate(timestamp, dateOpts);
        } else if (typeof timestamp === 'number') {
          this.#date = luxon_1.DateTime.fromMillis(timestamp, dateOpts);
        } else {
          this.#date = luxon_1.DateTime.fromISO(timestamp, dateOpts);
          this.#date.isValid || (this.#date = luxon_1.DateTime.fromRFC2822(timestamp, dateOpts));
          this.#date.isValid || (this.#date = luxon_1.DateTime.fromSQL(timestamp, dateOpts));
          this.#date.isValid ||
            (this.#date = luxon_1.DateTime.fromFormat(
              timestamp,
              'EEE, d MMM yyyy HH:mm:ss',
              dateOpts,
            ));
          this.#date.isValid || (this.#date = luxon_1.DateTime.fromHTTP(timestamp, dateOpts));
        }
        if (!this.#date.isValid) {
          throw new Error(`CronDate: unhandled timestamp: ${timestamp}`);
        }
        if (tz && tz !== this.#date.zoneName) {
          this.#date = this.#date.setZone(tz);
        }
      }
      /**
       * Determines if the given year is a leap year.
       * @param {number} year - The year to check
       * @returns {boolean} - True if the year is a leap year, false otherwise
       * @private
       */
      static #isLeapYear(year) {
        return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
      }
      /**
       * Returns daylight savings start time.
       * @returns {number | null}
       */
      get dstStart() {
        return this.#dstStart;
      }
      /**
       * Returns the first existing hour after the skipped window, or null.
       * @returns {number | null}
       */
      get dstStartLandingHour() {
        return this.#dstStartLandingHour;
      }
      /**
       * Discards the recorded daylight savings start window. The two halves are
       * only meaningful together, so neither is writable on its own.
       */
      clearDstStart() {
        this.#dstStart = null;
        this.#dstStartLandingHour = null;
      }
      /**
       * Returns daylight savings end time.
       * @returns {number | null}
       */
      get dstEnd() {
        return this.#dstEnd;
      }
      /**
       * Sets daylight savings end time.
       * @param {number | null} value
       */
      set dstEnd(value) {
        this.#dstEnd = value;
      }
      /**
       * Adds one year to the current CronDate.
       */
      addYear() {
        this.#date = this.#date.plus({ years: 1 });
      }
      /**
       * Adds one month to the current CronDate.
       */
      addMonth() {
        this.#date = this.#date.plus({ months: 1 }).startOf('month');
      }
      /**
       * Adds one day to the current CronDate.
       */
      addDay() {
        this.#date = this.#date.plus({ days: 1 }).startOf('day');
      }
      /**
       * Adds one hour to the current CronDate.
       */
      addHour() {
        this.#date = this.#date.plus({ hours: 1 }).startOf('hour');
      }
      /**
       * Adds one minute to the current CronDate.
       */
      addMinute() {
        this.#date = this.#date.plus({ minutes: 1 }).startOf('minute');
      }
      /**
       * Adds one second to the current CronDate.
       */
      addSecond() {
        this.#date = this.#date.plus({ seconds: 1 });
      }
      /**
       * Subtracts one year from the current CronDate.
       */
      subtractYear() {
        this.#date = this.#date.minus({ years: 1 });
      }
      /**
       * Subtracts one month from the current CronDate.
       * If the month is 1, it will subtract one year instead.
       */
      subtractMonth() {
        this.#date = this.#date.minus({ months: 1 }).endOf('month').startOf('second');
      }
      /**
       * Subtracts one day from the current CronDate.
       * If the day is 1, it will subtract one month instead.
       */
      subtractDay() {
        this.#date = this.#date.minus({ days: 1 }).endOf('day').startOf('second');
      }
      /**
       * Subtracts one hour from the current CronDate.
       * If the hour is 0, it will subtract one day instead.
       */
      subtractHour() {
        this.#date = this.#date.minus({ hours: 1 }).endOf('hour').startOf('second');
      }
      /**
       * Subtracts one minute from the current CronDate.
       * If the minute is 0, it will subtract one hour instead.
       */
      subtractMinute() {
        this.#date = this.#date.minus({ minutes: 1 }).endOf('minute').startOf('second');
      }
      /**
       * Subtracts one second from the current CronDate.
       * If the second is 0, it will subtract one minute instead.
       */
      subtractSecond() {
        this.#date = this.#date.minus({ seconds: 1 });
      }
      /**
       * Adds a unit of time to the current CronDate.
       * @param {TimeUnit} unit
       */
      addUnit(unit) {
        switch (unit) {
          case TimeUnit.Year:
            return this.addYear();
          case TimeUnit.Month:
            return this.addMonth();
          case TimeUnit.Day:
            return this.addDay();
          case TimeUnit.Hour:
            return this.addHour();
          case TimeUnit.Minute:
            return this.addMinute();
          case TimeUnit.Second:
            return this.addSecond();
        }
      }
      /**
       * Subtracts a unit of time from the current CronDate.
       * @param {TimeUnit} unit
       */
      subtractUnit(unit) {
        switch (unit) {
          case TimeUnit.Year:
            return this.subtractYear();
          case TimeUnit.Month:
            return this.subtractMonth();
          case TimeUnit.Day:
            return this.subtractDay();
          case TimeUnit.Hour:
            return this.subtractHour();
          case TimeUnit.Minute:
            return this.subtractMinute();
          case TimeUnit.Second:
            return this.subtractSecond();
        }
      }
      /**
       * Handles a math operation.
       * @param {DateMathOp} verb - {'add' | 'subtract'}
       * @param {TimeUnit} unit - {'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'}
       */
      invokeDateOperation(verb, unit) {
        if (verb === DateMathOp.Add) {
          this.addUnit(unit);
          return;
        }
        if (verb === DateMathOp.Subtract) {
          this.subtractUnit(unit);
          return;
        }
        throw new Error(`Invalid verb: ${verb}`);
      }
      /**
       * Returns the day.
       * @returns {number}
       */
      getDate() {
        return this.#date.day;
      }
      /**
       * Returns the year.
       * @returns {number}
       */
      getFullYear() {
        return this.#date.year;
      }
      /**
       * Returns the day of the week.
       * @returns {number}
       */
      getDay() {
        const weekday = this.#date.weekday;
        return weekday === 7 ? 0 : weekday;
      }
      /**
       * Returns the month.
       * @returns {number}
       */
      getMonth() {
        return this.#date.month - 1;
      }
      /**
       * Returns the hour.
       * @returns {number}
       */
      getHours() {
        return this.#date.hour;
      }
      /**
       * Returns the minutes.
       * @returns {number}
       */
      getMinutes() {
        return this.#date.minute;
      }
      /**
       * Returns the seconds.
       * @returns {number}
       */
      getSeconds() {
        return this.#date.second;
      }
      /**
       * Returns the milliseconds.
       * @returns {number}
       */
      getMilliseconds() {
        return this.#date.millisecond;
      }
      /**
       * Returns the timezone offset from UTC in minutes (e.g. UTC+2 => 120).
       * Useful for detecting DST transition days.
       *
       * @returns {number} UTC offset in minutes
       */
      getUTCOffset() {
        return this.#date.offset;
      }
      /**
       * Sets the time to the start of the day (00:00:00.000) in the current timezone.
       */
      setStartOfDay() {
        this.#date = this.#date.startOf('day');
      }
      /**
       * Sets the time to the end of the day (23:59:59.999) in the current timezone.
       */
      setEndOfDay() {
        this.#date = this.#date.endOf('day');
      }
      /**
       * Returns the time.
       * @returns {number}
       */
      getTime() {
        return this.#date.valueOf();
      }
      /**
       * Returns the UTC day.
       * @returns {number}
       */
      getUTCDate() {
        return this.#getUTC().day;
      }
      /**
       * Returns the UTC year.
       * @returns {number}
       */
      getUTCFullYear() {
        return this.#getUTC().year;
      }
      /**
       * Returns the UTC day of the week.
       * @returns {number}
       */
      getUTCDay() {
        const weekday = this.#getUTC().weekday;
        return weekday === 7 ? 0 : weekday;
      }
      /**
       * Returns the UTC month.
       * @returns {number}
       */
      getUTCMonth() {
        return this.#getUTC().month - 1;
      }
      /**
       * Returns the UTC hour.
       * @returns {number}
       */
      getUTCHours() {
        return this.#getUTC().hour;
      }
      /**
       * Returns the UTC minutes.
       * @returns {number}
       */
      getUTCMinutes() {
        return this.#getUTC().minute;
      }
      /**
       * Returns the UTC seconds.
       * @returns {number}
       */
      getUTCSeconds() {
        return this.#getUTC().second;
      }
      /**
       * Returns the UTC milliseconds.
       * @returns {string | null}
       */
      toISOString() {
        return this.#date.toUTC().toISO();
      }
      /**
       * Returns the date as a JSON string.
       * @returns {string | null}
       */
      toJSON() {
        return this.#date.toJSON();
      }
      /**
       * Sets a date unit, skipping the luxon `set` call when the value does not change.
       */
      #set(unit, value) {
        if (this.#date[unit] !== value) {
          this.#date = this.#date.set({ [unit]: value });
        }
      }
      /**
       * Sets the day.
       * @param d
       */
      setDate(d) {
        this.#set('day', d);
      }
      /**
       * Sets the year.
       * @param y
       */
      setFullYear(y) {
        this.#set('year', y);
      }
      /**
       * Sets the day of the week.
       * @param d
       */
      setDay(d) {
        this.#set('weekday', d);
      }
      /**
       * Sets the month.
       * @param m
       */
      setMonth(m) {
        this.#set('month', m + 1);
      }
      /**
       * Sets the hour.
       * @param h
       */
      setHours(h) {
        this.#set('hour', h);
      }
      /**
       * Sets the minutes.
       * @param m
       */
      setMinutes(m) {
        this.#set('minute', m);
      }
      /**
       * Sets the seconds.
       * @param s
       */
      setSeconds(s2) {
        this.#set('second', s2);
      }
      /**
       * Sets the milliseconds.
       * @param s
       */
      setMilliseconds(s2) {
        this.#set('millisecond', s2);
      }
      /**
       * Returns the date as a string.
       * @returns {string}
       */
      toString() {
        return this.toDate().toString();
      }
      /**
       * Returns the date as a Date object.
       * @returns {Date}
       */
      toDate() {
        return this.#date.toJSDate();
      }
      /**
       * Returns true if the day is the last day of the month.
       * @returns {boolean}
       */
      isLastDayOfMonth() {
        const { day, month } = this.#date;
        if (month === 2) {
          const isLeap = _CronDate.#isLeapYear(this.#date.year);
          return day === exports.DAYS_IN_MONTH[month - 1] - (isLeap ? 0 : 1);
        }
        return day === exports.DAYS_IN_MONTH[month - 1];
      }
      /**
       * Returns true if the day is the last weekday of the month.
       * @returns {boolean}
       */
      isLastWeekdayOfMonth() {
        const { day, month } = this.#date;
        let lastDay;
        if (month === 2) {
          lastDay =
            exports.DAYS_IN_MONTH[month - 1] - (_CronDate.#isLeapYear(this.#date.year) ? 0 : 1);
        } else {
          lastDay = exports.DAYS_IN_MONTH[month - 1];
        }
        return day > lastDay - 7;
      }
      /**
       * Primarily for internal use.
       * @param {DateMathOp} op - The operation to perform.
       * @param {TimeUnit} unit - The unit of time to use.
       * @param {number} [hoursLength] - The length of the hours. Used to skip the DST handling when every hour is scheduled.
       */
      applyDateOperation(op, unit, hoursLength) {
        if (unit === TimeUnit.Month || unit === TimeUnit.Day) {
          this.invokeDateOperation(op, unit);
          this.clearDstStart();
          if (op === DateMathOp.Add && hoursLength !== 24 && this.getHours() > 0) {
            this.#dstStart = 0;
            this.#dstStartLandingHour = this.getHours();
          }
          return;
        }
        const previousHour = this.getHours();
        const previousOffset = this.getUTCOffset();
        this.invokeDateOperation(op, unit);
        const currentHour = this.getHours();
        const advance = (currentHour - previousHour + 24) % 24;
        if (op === DateMathOp.Add && this.getUTCOffset() > previousOffset && advance >= 2) {
          if (hoursLength !== 24) {
            this.#dstStart = (previousHour + 1) % 24;
            this.#dstStartLandingHour = currentHour;
          }
        } else if (advance === 0 && this.getMinutes() === 0 && this.getSeconds() === 0) {
          if (hoursLength !== 24) {
            this.dstEnd = currentHour;
          }
        }
      }
      /**
       * Returns the UTC date.
       * @private
       * @returns {DateTime}
       */
      #getUTC() {
        return this.#date.toUTC();
      }
    };
    exports.CronDate = CronDate;
    exports.default = CronDate;
  },
});

// ../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/fields/CronMonth.js
var require_CronMonth = __commonJS({
  '../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/fields/CronMonth.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.CronMonth = void 0;
    var CronDate_1 = require_CronDate();
    var CronField_1 = require_CronField();
    var MIN_MONTH = 1;
    var MAX_MONTH = 12;
    var MONTH_CHARS = Object.freeze([]);
    var CronMonth = class extends CronField_1.CronField {
      static get min() {
        return MIN_MONTH;
      }
      static get max() {
        return MAX_MONTH;
      }
      static get chars() {
        return MONTH_CHARS;
      }
      static get daysInMonth() {
        return CronDate_1.DAYS_IN_MONTH;
      }
      /**
       * CronDayOfMonth constructor. Initializes the "day of the month" field with the provided values.
       * @param {MonthRange[]} values - Values for the "day of the month" field
       * @param {CronFieldOptions} [options] - Options provided by the parser
       */
      constructor(values, options) {
        super(values, options);
        this.validate();
      }
      /**
       * Returns an array of allowed values for the "day of the month" field.
       * @returns {MonthRange[]}
       */
      get values() {
        return super.values;
      }
    };
    exports.CronMonth = CronMonth;
  },
});

// ../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/fields/CronDayOfMonth.js
var require_CronDayOfMonth = __commonJS({
  '../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/fields/CronDayOfMonth.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.CronDayOfMonth = void 0;
    var CronField_1 = require_CronField();
    var CronMonth_1 = require_CronMonth();
    var MIN_DAY = 1;
    var MAX_DAY = 31;
    var DAY_CHARS = Object.freeze(['L']);
    var CronDayOfMonth = class _CronDayOfMonth extends CronField_1.CronField {
      /**
       * Creates a "day of the month" field limited to the days the given month has.
       * @param {MonthRange[]} month - Values for the "month" field the days are used with
       * @param {DayOfMonthRange[]} values - Values for the "day of the month" field
       * @param {CronFieldOptions} [options] - Options provided by the parser
       * @returns {CronDayOfMonth}
       */
      static fromMonth(month, values, options) {
        if (month.length !== 1) {
          return new _CronDayOfMonth(values, options);
        }
        const daysInMonth2 = CronMonth_1.CronMonth.daysInMonth[month[0] - 1];
        const days = values.filter((value) => typeof value !== 'number' || value <= daysInMonth2);
        return new _CronDayOfMonth(days.length > 0 ? days : values, options);
      }
      static get min() {
        return MIN_DAY;
      }
      static get max() {
        return MAX_DAY;
      }
      static get chars() {
        return DAY_CHARS;
      }
      static get validChars() {
        return /^(?:[?,*\dLH/-]|H\(\d+-\d+\))+$/;
      }
      /**
       * CronDayOfMonth constructor. Initializes the "day of the month" field with the provided values.
       * @param {DayOfMonthRange[]} values - Values for the "day of the month" field
       * @param {CronFieldOptions} [options] - Options provided by the parser
       * @throws {Error} if validation fails
       */
      constructor(values, options) {
        super(values, options);
        this.validate();
      }
      /**
       * Returns an array of allowed values for the "day of the month" field.
       * @returns {DayOfMonthRange[]}
       */
      get values() {
        return super.values;
      }
    };
    exports.CronDayOfMonth = CronDayOfMonth;
  },
});

// ../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/fields/CronDayOfWeek.js
var require_CronDayOfWeek = __commonJS({
  '../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/fields/CronDayOfWeek.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.CronDayOfWeek = void 0;
    var CronField_1 = require_CronField();
    var MIN_DAY = 0;
    var MAX_DAY = 7;
    var DAY_CHARS = Object.freeze(['L']);
    var CronDayOfWeek = class extends CronField_1.CronField {
      static get min() {
        return MIN_DAY;
      }
      static get max() {
        return MAX_DAY;
      }
      static get chars() {
        return DAY_CHARS;
      }
      static isValidChar(value) {
        return /^[0-7]?L$/.test(value);
      }
      static get validChars() {
        return /^(?:[?,*\dLH#/-]|H\(\d+-\d+\))+$/;
      }
      /**
       * CronDayOfTheWeek constructor. Initializes the "day of the week" field with the provided values.
       * @param {DayOfWeekRange[]} values - Values for the "day of the week" field
       * @param {CronFieldOptions} [options] - Options provided by the parser
       */
      constructor(values, options) {
        super(values, options);
        this.validate();
        if (this.values.some((value) => value === 'L')) {
          throw new Error(`${this.constructor.name} Validation error, unexpected standalone L`);
        }
      }
      /**
       * Returns an array of allowed values for the "day of the week" field.
       * @returns {DayOfWeekRange[]}
       */
      get values() {
        return super.values;
      }
      /**
       * Returns the nth day of the week if specified in the cron expression.
       * This is used for the '#' character in the cron expression.
       * @returns {number} The nth day of the week (1-5) or 0 if not specified.
       */
      get nthDay() {
        return this.options.nthDayOfWeek ?? 0;
      }
    };
    exports.CronDayOfWeek = CronDayOfWeek;
  },
});

// ../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/fields/CronHour.js
var require_CronHour = __commonJS({
  '../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/fields/CronHour.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.CronHour = void 0;
    var CronField_1 = require_CronField();
    var MIN_HOUR = 0;
    var MAX_HOUR = 23;
    var HOUR_CHARS = Object.freeze([]);
    var CronHour = class extends CronField_1.CronField {
      static get min() {
        return MIN_HOUR;
      }
      static get max() {
        return MAX_HOUR;
      }
      static get chars() {
        return HOUR_CHARS;
      }
      /**
       * CronHour constructor. Initializes the "hour" field with the provided values.
       * @param {HourRange[]} values - Values for the "hour" field
       * @param {CronFieldOptions} [options] - Options provided by the parser
       */
      constructor(values, options) {
        super(values, options);
        this.validate();
      }
      /**
       * Returns an array of allowed values for the "hour" field.
       * @returns {HourRange[]}
       */
      get values() {
        return super.values;
      }
    };
    exports.CronHour = CronHour;
  },
});

// ../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/fields/CronMinute.js
var require_CronMinute = __commonJS({
  '../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/fields/CronMinute.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.CronMinute = void 0;
    var CronField_1 = require_CronField();
    var MIN_MINUTE = 0;
    var MAX_MINUTE = 59;
    var MINUTE_CHARS = Object.freeze([]);
    var CronMinute = class extends CronField_1.CronField {
      static get min() {
        return MIN_MINUTE;
      }
      static get max() {
        return MAX_MINUTE;
      }
      static get chars() {
        return MINUTE_CHARS;
      }
      /**
       * CronSecond constructor. Initializes the "second" field with the provided values.
       * @param {SixtyRange[]} values - Values for the "second" field
       * @param {CronFieldOptions} [options] - Options provided by the parser
       */
      constructor(values, options) {
        super(values, options);
        this.validate();
      }
      /**
       * Returns an array of allowed values for the "second" field.
       * @returns {SixtyRange[]}
       */
      get values() {
        return super.values;
      }
    };
    exports.CronMinute = CronMinute;
  },
});

// ../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/fields/CronSecond.js
var require_CronSecond = __commonJS({
  '../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/fields/CronSecond.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.CronSecond = void 0;
    var CronField_1 = require_CronField();
    var MIN_SECOND = 0;
    var MAX_SECOND = 59;
    var SECOND_CHARS = Object.freeze([]);
    var CronSecond = class extends CronField_1.CronField {
      static get min() {
        return MIN_SECOND;
      }
      static get max() {
        return MAX_SECOND;
      }
      static get chars() {
        return SECOND_CHARS;
      }
      /**
       * CronSecond constructor. Initializes the "second" field with the provided values.
       * @param {SixtyRange[]} values - Values for the "second" field
       * @param {CronFieldOptions} [options] - Options provided by the parser
       */
      constructor(values, options) {
        super(values, options);
        this.validate();
      }
      /**
       * Returns an array of allowed values for the "second" field.
       * @returns {SixtyRange[]}
       */
      get values() {
        return super.values;
      }
    };
    exports.CronSecond = CronSecond;
  },
});

// ../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/fields/index.js
var require_fields = __commonJS({
  '../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/fields/index.js'(
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
    var __exportStar =
      (exports && exports.__exportStar) ||
      function (m, exports2) {
        for (var p in m)
          if (p !== 'default' && !Object.prototype.hasOwnProperty.call(exports2, p))
            __createBinding(exports2, m, p);
      };
    Object.defineProperty(exports, '__esModule', { value: true });
    __exportStar(require_types(), exports);
    __exportStar(require_CronDayOfMonth(), exports);
    __exportStar(require_CronDayOfWeek(), exports);
    __exportStar(require_CronField(), exports);
    __exportStar(require_CronHour(), exports);
    __exportStar(require_CronMinute(), exports);
    __exportStar(require_CronMonth(), exports);
    __exportStar(require_CronSecond(), exports);
  },
});

// ../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/CronFieldCollection.js
var require_CronFieldCollection = __commonJS({
  '../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/CronFieldCollection.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.CronFieldCollection = void 0;
    var fields_1 = require_fields();
    var CronFieldCollection = class _CronFieldCollection {
      #second;
      #minute;
      #hour;
      #dayOfMonth;
      #month;
      #dayOfWeek;
      /**
       * Creates a new CronFieldCollection instance by partially overriding fields from an existing one.
       * @param {CronFieldCollection} base - The base CronFieldCollection to copy fields from
       * @param {CronFieldOverride} fields - The fields to override, can be CronField instances or raw values
       * @returns {CronFieldCollection} A new CronFieldCollection instance
       * @example
       * const base = new CronFieldCollection({
       *   second: new CronSecond([0]),
       *   minute: new CronMinute([0]),
       *   hour: new CronHour([12]),
       *   dayOfMonth: new CronDayOfMonth([1]),
       *   month: new CronMonth([1]),
       *   dayOfWeek: new CronDayOfWeek([1])
       * });
       *
       * // Using CronField instances
       * const modified1 = CronFieldCollection.from(base, {
       *   hour: new CronHour([15]),
       *   minute: new CronMinute([30])
       * });
       *
       * // Using raw values
       * const modified2 = CronFieldCollection.from(base, {
       *   hour: [15],        // Will create new CronHour
       *   minute: [30]       // Will create new CronMinute
       * });
       */
      static from(base, fields) {
        return new _CronFieldCollection({
          second: this.resolveField(fields_1.CronSecond, base.second, fields.second),
          minute: this.resolveField(fields_1.CronMinute, base.minute, fields.minute),
          hour: this.resolveField(fields_1.CronHour, base.hour, fields.hour),
          dayOfMonth: this.resolveField(
            fields_1.CronDayOfMonth,
            base.dayOfMonth,
            fields.dayOfMonth,
          ),
          month: this.resolveField(fields_1.CronMonth, base.month, fields.month),
          dayOfWeek: this.resolveField(fields_1.CronDayOfWeek, base.dayOfWeek, fields.dayOfWeek),
        });
      }
      /**
       * Resolves a field value, either using the provided CronField instance or creating a new one from raw values.
       * @param constructor - The constructor for creating new field instances
       * @param baseField - The base field to use if no override is provided
       * @param fieldValue - The override value, either a CronField instance or raw values
       * @returns The resolved CronField instance
       * @private
       */
      static resolveField(constructor, baseField, fieldValue) {
        if (!fieldValue) {
          return baseField;
        }
        if (fieldValue instanceof fields_1.CronField) {
          return fieldValue;
        }
        return new constructor(fieldValue);
      }
      /**
       * CronFieldCollection constructor. Initializes the cron fields with the provided values.
       * @param {CronFields} param0 - The cron fields values
       * @throws {Error} if validation fails
       * @example
       * const cronFields = new CronFieldCollection({
       *   second: new CronSecond([0]),
       *   minute: new CronMinute([0, 30]),
       *   hour: new CronHour([9]),
       *   dayOfMonth: new CronDayOfMonth([15]),
       *   month: new CronMonth([1]),
       *   dayOfWeek: new CronDayOfTheWeek([1, 2, 3, 4, 5]),
       * })
       *
       * console.log(cronFields.second.values); // [0]
       * console.log(cronFields.minute.values); // [0, 30]
       * console.log(cronFields.hour.values); // [9]
       * console.log(cronFields.dayOfMonth.values); // [15]
       * console.log(cronFields.month.values); // [1]
       * console.log(cronFields.dayOfWeek.values); // [1, 2, 3, 4, 5]
       */
      constructor({ second, minute, hour, dayOfMonth, month, dayOfWeek: dayOfWeek2 }) {
        if (!second) {
          throw new Error('Validation error, Field second is missing');
        }
        if (!minute) {
          throw new Error('Validation error, Field minute is missing');
        }
        if (!hour) {
          throw new Error('Validation error, Field hour is missing');
        }
        if (!dayOfMonth) {
          throw new Error('Validation error, Field dayOfMonth is missing');
        }
        if (!month) {
          throw new Error('Validation error, Field month is missing');
        }
        if (!dayOfWeek2) {
          throw new Error('Validation error, Field dayOfWeek is missing');
        }
        if (!dayOfMonth.hasLastChar && dayOfWeek2.isWildcard) {
          const longestMonth = Math.max(
            ...month.values.map((value) => fields_1.CronMonth.daysInMonth[value - 1]),
          );
          if (!(parseInt(dayOfMonth.values[0], 10) <= longestMonth)) {
            throw new Error('Invalid explicit day of month definition');
          }
        }
        this.#second = second;
        this.#minute = minute;
        this.#hour = hour;
        this.#month = month;
        this.#dayOfWeek = dayOfWeek2;
        this.#dayOfMonth = dayOfMonth;
      }
      /**
       * Returns the second field.
       * @returns {CronSecond}
       */
      get second() {
        return this.#second;
      }
      /**
       * Returns the minute field.
       * @returns {CronMinute}
       */
      get minute() {
        return this.#minute;
      }
      /**
       * Returns the hour field.
       * @returns {CronHour}
       */
      get hour() {
        return this.#hour;
      }
      /**
       * Returns the day of the month field.
       * @returns {CronDayOfMonth}
       */
      get dayOfMonth() {
        return this.#dayOfMonth;
      }
      /**
       * Returns the month field.
       * @returns {CronMonth}
       */
      get month() {
        return this.#month;
      }
      /**
       * Returns the day of the week field.
       * @returns {CronDayOfWeek}
       */
      get dayOfWeek() {
        return this.#dayOfWeek;
      }
      /**
       * Returns a string representation of the cron fields.
       * @param {(number | CronChars)[]} input - The cron fields values
       * @static
       * @returns {FieldRange[]} - The compacted cron fields
       */
      static compactField(input) {
        if (input.length === 0) {
          return [];
        }
        const output = [];
        let current = void 0;
        input.forEach((item, i, arr) => {
          if (current === void 0) {
            current = { start: item, count: 1 };
            return;
          }
          const prevItem = arr[i - 1] || current.start;
          const nextItem = arr[i + 1];
          if (item === 'L' || item === 'W') {
            output.push(current);
            output.push({ start: item, count: 1 });
            current = void 0;
            return;
          }
          if (current.step === void 0 && nextItem !== void 0) {
            const step = item - prevItem;
            const nextStep = nextItem - item;
            if (step <= nextStep) {
              current = { ...current, count: 2, end: item, step };
              return;
            }
            current.step = 1;
          }
          if (item - (current.end ?? 0) === current.step) {
            current.count++;
            current.end = item;
          } else {
            if (current.count === 1) {
              output.push({ start: current.start, count: 1 });
            } else if (current.count === 2) {
              output.push({ start: current.start, count: 1 });
              output.push({
                start: current.end /* istanbul ignore next - see above */ ?? prevItem,
                count: 1,
              });
            } else {
              output.push(current);
            }
            current = { start: item, count: 1 };
          }
        });
        if (current) {
          output.push(current);
        }
        return output;
      }
      /**
       * Handles a single range.
       * @param {CronField} field - The cron field to stringify
       * @param {FieldRange} range {start: number, end: number, step: number, count: number} The range to handle.
       * @param {number} max The maximum value for the field.
       * @returns {string | null} The stringified range or null if it cannot be stringified.
       * @private
       */
      static #handleSingleRange(field, range, max) {
        const step = range.step;
        if (!step) {
          return null;
        }
        if (step === 1 && range.start === field.min && range.end && range.end >= max) {
          const isDayField =
            field instanceof fields_1.CronDayOfMonth || field instanceof fields_1.CronDayOfWeek;
          if (isDayField && !field.isWildcard) {
            return null;
          }
          return field.hasQuestionMarkChar ? '?' : '*';
        }
        if (step !== 1 && range.start === field.min && range.end && range.end >= max - step + 1) {
          return `*/${step}`;
        }
        return null;
      }
      /**
       * Handles multiple ranges.
       * @param {FieldRange} range {start: number, end: number, step: number, count: number} The range to handle.
       * @returns {string} The stringified range.
       * @private
       */
      static #handleMultipleRanges(range) {
        const step = range.step;
        if (step === 1) {
          return `${range.start}-${range.end}`;
        }
        const multiplier = range.start === 0 ? range.count - 1 : range.count;
        if (!step) {
          throw new Error('Unexpected range step');
        }
        if (!range.end) {
          throw new Error('Unexpected range end');
        }
        if (step * multiplier > range.end) {
          const mapFn = (_, index) => {
            if (typeof range.start !== 'number') {
              throw new Error('Unexpected range start');
            }
            return index % step === 0 ? range.start + index : null;
          };
          if (typeof range.start !== 'number') {
            throw new Error('Unexpected range start');
          }
          const seed = { length: range.end - range.start + 1 };
          return Array.from(seed, mapFn)
            .filter((value) => value !== null)
            .join(',');
        }
        return `${range.start}-${range.end}/${step}`;
      }
      /**
       * Returns a string representation of the cron fields.
       * @param {CronField} field - The cron field to stringify
       * @static
       * @returns {string} - The stringified cron field
       */
      stringifyField(field) {
        let max = field.max;
        let values = field.values;
        if (field instanceof fields_1.CronDayOfWeek) {
          max = 6;
          const dayOfWeek2 = this.#dayOfWeek.values;
          values = dayOfWeek2[dayOfWeek2.length - 1] === 7 ? dayOfWeek2.slice(0, -1) : dayOfWeek2;
        }
        if (field instanceof fields_1.CronDayOfMonth) {
          max =
            this.#month.values.length === 1
              ? fields_1.CronMonth.daysInMonth[this.#month.values[0] - 1]
              : field.max;
        }
        const ranges = _CronFieldCollection.compactField(values);
        if (ranges.length === 1) {
          const singleRangeResult = _CronFieldCollection.#handleSingleRange(field, ranges[0], max);
          if (singleRangeResult) {
            return singleRangeResult;
          }
        }
        return ranges
          .map((range) => {
            const value =
              range.count === 1
                ? range.start.toString()
                : _CronFieldCollection.#handleMultipleRanges(range);
            if (field instanceof fields_1.CronDayOfWeek && field.nthDay > 0) {
              return `${value}#${field.nthDay}`;
            }
            return value;
          })
          .join(',');
      }
      /**
       * Returns a string representation of the cron field values.
       * @param {boolean} includeSeconds - Whether to include seconds in the output
       * @returns {string} The formatted cron string
       */
      stringify(includeSeconds = false) {
        const arr = [];
        if (includeSeconds) {
          arr.push(this.stringifyField(this.#second));
        }
        arr.push(
          this.stringifyField(this.#minute),
          // minute
          this.stringifyField(this.#hour),
          // hour
          this.stringifyField(this.#dayOfMonth),
          // dayOfMonth
          this.stringifyField(this.#month),
          // month
          this.stringifyField(this.#dayOfWeek),
        );
        return arr.join(' ');
      }
      /**
       * Returns a serialized representation of the cron fields values.
       * @returns {SerializedCronFields} An object containing the cron field values
       */
      serialize() {
        return {
          second: this.#second.serialize(),
          minute: this.#minute.serialize(),
          hour: this.#hour.serialize(),
          dayOfMonth: this.#dayOfMonth.serialize(),
          month: this.#month.serialize(),
          dayOfWeek: this.#dayOfWeek.serialize(),
        };
      }
    };
    exports.CronFieldCollection = CronFieldCollection;
  },
});

// ../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/CronExpression.js
var require_CronExpression = __commonJS({
  '../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/CronExpression.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.CronExpression =
      exports.LOOPS_LIMIT_EXCEEDED_ERROR_MESSAGE =
      exports.TIME_SPAN_OUT_OF_BOUNDS_ERROR_MESSAGE =
        void 0;
    var CronDate_1 = require_CronDate();
    exports.TIME_SPAN_OUT_OF_BOUNDS_ERROR_MESSAGE = 'Out of the time span range';
    exports.LOOPS_LIMIT_EXCEEDED_ERROR_MESSAGE = 'Invalid expression, loop limit exceeded';
    var LOOP_LIMIT = 1e4;
    var CronExpression = class _CronExpression {
      #options;
      #tz;
      #initialDate;
      #currentDate;
      #startDate;
      #endDate;
      #fields;
      #dstTransitionDayKey = null;
      #isDstTransitionDay = false;
      /**
       * Creates a new CronExpression instance.
       *
       * @param {CronFieldCollection} fields - Cron fields.
       * @param {CronExpressionOptions} options - Parser options.
       */
      constructor(fields, options) {
        this.#options = options;
        this.#tz = options.tz;
        this.#startDate =
          options.startDate != null ? new CronDate_1.CronDate(options.startDate, this.#tz) : null;
        this.#endDate =
          options.endDate != null ? new CronDate_1.CronDate(options.endDate, this.#tz) : null;
        let currentDateValue = options.currentDate ?? options.startDate;
        if (currentDateValue != null) {
          const tempCurrentDate = new CronDate_1.CronDate(currentDateValue, this.#tz);
          if (this.#startDate && tempCurrentDate.getTime() < this.#startDate.getTime()) {
            currentDateValue = this.#startDate;
          } else if (this.#endDate && tempCurrentDate.getTime() > this.#endDate.getTime()) {
            currentDateValue = this.#endDate;
          }
        }
        this.#initialDate = new CronDate_1.CronDate(currentDateValue, this.#tz);
        this.#currentDate = this.#initialDate;
        this.#fields = fields;
      }
      /**
       * Getter for the cron fields.
       *
       * @returns {CronFieldCollection} Cron fields.
       */
      get fields() {
        return this.#fields;
      }
      /**
       * Converts cron fields back to a CronExpression instance.
       *
       * @public
       * @param {Record<string, number[]>} fields - The input cron fields object.
       * @param {CronExpressionOptions} [options] - Optional parsing options.
       * @returns {CronExpression} - A new CronExpression instance.
       */
      static fieldsToExpression(fields, options) {
        return new _CronExpression(fields, options || {});
      }
      /**
       * Checks if the given value matches any element in the sequence.
       *
       * @param {number} value - The value to be matched.
       * @param {number[]} sequence - The sequence to be checked against.
       * @returns {boolean} - True if the value matches an element in the sequence; otherwise, false.
       * @memberof CronExpression
       * @private
       */
      static #matchSchedule(value, sequence) {
        return sequence.some((element) => element === value);
      }
      /**
       * Returns the minimum or maximum value from the given array of numbers.
       *
       * @param {number[]} values - An array of numbers.
       * @param {boolean} reverse - If true, returns the maximum value; otherwise, returns the minimum value.
       * @returns {number} - The minimum or maximum value.
       */
      #getMinOrMax(values, reverse) {
        return values[reverse ? values.length - 1 : 0];
      }
      /**
       * Checks whether the given date falls on a DST transition day in its timezone.
       *
       * This is used to disable certain “direct set” fast paths on DST days, because setting the hour
       * directly may land on a non-existent or repeated local time. We cache the result per calendar day
       * to keep iteration overhead low.
       *
       * @param {CronDate} currentDate - Date to check (in the cron timezone)
       * @returns {boolean} True when the day has a DST transition
       * @private
       */
      #checkDstTransition(currentDate) {
        const key = `${currentDate.getFullYear()}-${currentDate.getMonth() + 1}-${currentDate.getDate()}`;
        if (this.#dstTransitionDayKey === key) {
          return this.#isDstTransitionDay;
        }
        const startOfDay = new CronDate_1.CronDate(currentDate);
        startOfDay.setStartOfDay();
        const endOfDay = new CronDate_1.CronDate(currentDate);
        endOfDay.setEndOfDay();
        this.#dstTransitionDayKey = key;
        this.#isDstTransitionDay = startOfDay.getUTCOffset() !== endOfDay.getUTCOffset();
        return this.#isDstTransitionDay;
      }
      /**
       * Moves the date to the next/previous allowed second value. If there is no remaining allowed second
       * within the current minute, rolls to the next/previous minute and resets seconds to the min/max allowed.
       *
       * @param {CronDate} currentDate - Mutable date being iterated
       * @param {DateMathOp} dateMathVerb - Add/Subtract depending on direction
       * @param {boolean} reverse - When true, iterating backwards
       * @private
       */
      #moveToNextSecond(currentDate, dateMathVerb, reverse) {
        const seconds = this.#fields.second.values;
        const currentSecond = currentDate.getSeconds();
        const nextSecond = this.#fields.second.findNearestValue(currentSecond, reverse);
        if (nextSecond !== null) {
          currentDate.setSeconds(nextSecond);
          return;
        }
        currentDate.applyDateOperation(
          dateMathVerb,
          CronDate_1.TimeUnit.Minute,
          this.#fields.hour.values.length,
        );
        currentDate.setSeconds(this.#getMinOrMax(seconds, reverse));
      }
      /**
       * Moves the date to the next/previous allowed minute value and resets seconds to the min/max allowed.
       * If there is no remaining allowed minute within the current hour, rolls to the next/previous hour and
       * resets minutes/seconds to their extrema.
       *
       * @param {CronDate} currentDate - Mutable date being iterated
       * @param {DateMathOp} dateMathVerb - Add/Subtract depending on direction
       * @param {boolean} reverse - When true, iterating backwards
       * @private
       */
      #moveToNextMinute(currentDate, dateMathVerb, reverse) {
        const minutes = this.#fields.minute.values;
        const seconds = this.#fields.second.values;
        const currentMinute = currentDate.getMinutes();
        const nextMinute = this.#fields.minute.findNearestValue(currentMinute, reverse);
        if (nextMinute !== null) {
          currentDate.setMinutes(nextMinute);
          currentDate.setSeconds(this.#getMinOrMax(seconds, reverse));
          return;
        }
        currentDate.applyDateOperation(
          dateMathVerb,
          CronDate_1.TimeUnit.Hour,
          this.#fields.hour.values.length,
        );
        currentDate.setMinutes(this.#getMinOrMax(minutes, reverse));
        currentDate.setSeconds(this.#getMinOrMax(seconds, reverse));
      }
      /**
       * Determines if the current date matches the last specified weekday of the month.
       *
       * @param {Array<(number|string)>} expressions - An array of expressions containing weekdays and "L" for the last weekday.
       * @param {CronDate} currentDate - The current date object.
       * @returns {boolean} - True if the current date matches the last specified weekday of the month; otherwise, false.
       * @memberof CronExpression
       * @private
       */
      static #isLastWeekdayOfMonthMatch(expressions, currentDate) {
        if (!currentDate.isLastWeekdayOfMonth()) {
          return false;
        }
        const day = currentDate.getDay();
        return expressions.some(
          (expression) => day === parseInt(expression.toString().charAt(0), 10) % 7,
        );
      }
      /**
       * Determines if the current date matches the nth occurrence of a weekday in the month.
       *
       * @param {number} nthDay - The nth occurrence (1-5) from a `#` expression; values <= 0 mean no nth constraint.
       * @param {CronDate} currentDate - The current date object.
       * @returns {boolean} - True if there is no nth constraint, or the current date is the nth occurrence of its weekday; otherwise, false.
       * @memberof CronExpression
       * @private
       */
      static #isNthWeekdayOfMonthMatch(nthDay, currentDate) {
        return nthDay <= 0 || Math.ceil(currentDate.getDate() / 7) === nthDay;
      }
      /**
       * Find the next scheduled date based on the cron expression.
       * @returns {CronDate} - The next scheduled date or an ES6 compatible iterator object.
       * @memberof CronExpression
       * @public
       */
      next() {
        return this.#findSchedule();
      }
      /**
       * Find the previous scheduled date based on the cron expression.
       * @returns {CronDate} - The previous scheduled date or an ES6 compatible iterator object.
       * @memberof CronExpression
       * @public
       */
      prev() {
        return this.#findSchedule(true);
      }
      /**
       * Check if there is a next scheduled date based on the current date and cron expression.
       * @returns {boolean} - Returns true if there is a next scheduled date, false otherwise.
       * @memberof CronExpression
       * @public
       */
      hasNext() {
        const current = this.#currentDate;
        try {
          this.#findSchedule();
          return true;
        } catch {
          return false;
        } finally {
          this.#currentDate = current;
        }
      }
      /**
       * Check if there is a previous scheduled date based on the current date and cron expression.
       * @returns {boolean} - Returns true if there is a previous scheduled date, false otherwise.
       * @memberof CronExpression
       * @public
       */
      hasPrev() {
        const current = this.#currentDate;
        try {
          this.#findSchedule(true);
          return true;
        } catch {
          return false;
        } finally {
          this.#currentDate = current;
        }
      }
      /**
       * Iterate over a specified number of steps and optionally execute a callback function for each step.
       * @param {number} steps - The number of steps to iterate. Positive value iterates forward, negative value iterates backward.
       * @returns {CronDate[]} - An array of iterator fields or CronDate objects.
       * @memberof CronExpression
       * @public
       */
      take(limit) {
        const items = [];
        if (limit >= 0) {
          for (let i = 0; i < limit; i++) {
            try {
              items.push(this.next());
            } catch {
              return items;
            }
          }
        } else {
          for (let i = 0; i > limit; i--) {
            try {
              items.push(this.prev());
            } catch {
              return items;
            }
          }
        }
        return items;
      }
      /**
       * Reset the iterator to a new date or its initial date after applying the configured range.
       * @param {Date | CronDate} [newDate] - Optional new date to reset to. If not provided, it will reset to the initial date.
       * @memberof CronExpression
       * @public
       */
      reset(newDate) {
        this.#currentDate = newDate
          ? new CronDate_1.CronDate(newDate, this.#tz)
          : this.#initialDate;
      }
      /**
       * Generate a string representation of the cron expression.
       * @param {boolean} [includeSeconds=false] - Whether to include the seconds field in the string representation.
       * @returns {string} - The string representation of the cron expression.
       * @memberof CronExpression
       * @public
       */
      stringify(includeSeconds = false) {
        return this.#fields.stringify(includeSeconds);
      }
      /**
       * Check if the cron expression includes the given date
       * @param {Date|CronDate} date
       * @returns {boolean}
       */
      includesDate(date3) {
        const { second, minute, hour, month } = this.#fields;
        const dt = new CronDate_1.CronDate(date3, this.#tz);
        if (
          !second.values.includes(dt.getSeconds()) ||
          !minute.values.includes(dt.getMinutes()) ||
          !hour.values.includes(dt.getHours()) ||
          !month.values.includes(dt.getMonth() + 1)
        ) {
          return false;
        }
        if (!this.#matchDayOfMonth(dt)) {
          return false;
        }
        return true;
      }
      /**
       * Returns the string representation of the cron expression.
       * @returns {CronDate} - The next schedule date.
       */
      toString() {
        return this.#options.expression || this.stringify(true);
      }
      /**
       * Determines if the given date matches the cron expression's day of month and day of week fields.
       *
       * The function checks the following rules:
       * Rule 1: If both "day of month" and "day of week" are restricted (not wildcard), then one or both must match the current day.
       * Rule 2: If "day of month" is restricted and "day of week" is not restricted, then "day of month" must match the current day.
       * Rule 3: If "day of month" is a wildcard, "day of week" is not a wildcard, and "day of week" matches the current day, then the match is accepted.
       * In all rules, a "day of week" match also honors an nth-occurrence (`#`) constraint (e.g. `5#3` = the 3rd Friday) and the last-weekday (`L`) form.
       * If none of the rules match, the match is rejected.
       *
       * @param {CronDate} currentDate - The current date to be evaluated against the cron expression.
       * @returns {boolean} Returns true if the current date matches the cron expression's day of month and day of week fields, otherwise false.
       * @memberof CronExpression
       * @private
       */
      #matchDayOfMonth(currentDate) {
        const isDayOfMonthWildcardMatch = this.#fields.dayOfMonth.isWildcard;
        const isRestrictedDayOfMonth = !isDayOfMonthWildcardMatch;
        const isDayOfWeekWildcardMatch = this.#fields.dayOfWeek.isWildcard;
        const isRestrictedDayOfWeek = !isDayOfWeekWildcardMatch;
        const matchedDOM =
          _CronExpression.#matchSchedule(currentDate.getDate(), this.#fields.dayOfMonth.values) ||
          (this.#fields.dayOfMonth.hasLastChar && currentDate.isLastDayOfMonth());
        const nthDay = this.#fields.dayOfWeek.nthDay;
        const matchedDOW =
          (_CronExpression.#matchSchedule(currentDate.getDay(), this.#fields.dayOfWeek.values) &&
            _CronExpression.#isNthWeekdayOfMonthMatch(nthDay, currentDate)) ||
          (this.#fields.dayOfWeek.hasLastChar &&
            _CronExpression.#isLastWeekdayOfMonthMatch(this.#fields.dayOfWeek.values, currentDate));
        if (isRestrictedDayOfMonth && isRestrictedDayOfWeek && (matchedDOM || matchedDOW)) {
          return true;
        }
        if (matchedDOM && !isRestrictedDayOfWeek) {
          return true;
        }
        if (isDayOfMonthWildcardMatch && !isDayOfWeekWildcardMatch && matchedDOW) {
          return true;
        }
        return false;
      }
      /**
       * Determines if the current hour matches the cron expression.
       *
       * @param {CronDate} currentDate - The current date object.
       * @param {DateMathOp} dateMathVerb - The date math operation enumeration value.
       * @param {boolean} reverse - A flag indicating whether the matching should be done in reverse order.
       * @returns {boolean} - True if the current hour matches the cron expression; otherwise, false.
       */
      #matchHour(currentDate, dateMathVerb, reverse) {
        const hourValues = this.#fields.hour.values;
        const hours = hourValues;
        const currentHour = currentDate.getHours();
        const isMatch = _CronExpression.#matchSchedule(currentHour, hourValues);
        const isDstEnd = currentDate.dstEnd === currentHour;
        if (currentDate.dstStart !== null && currentDate.dstStartLandingHour === currentHour) {
          for (
            let skipped = currentDate.dstStart;
            skipped !== currentHour;
            skipped = (skipped + 1) % 24
          ) {
            if (_CronExpression.#matchSchedule(skipped, hourValues)) {
              return true;
            }
          }
        }
        if (isDstEnd && !reverse) {
          currentDate.dstEnd = null;
          currentDate.applyDateOperation(
            CronDate_1.DateMathOp.Add,
            CronDate_1.TimeUnit.Hour,
            hours.length,
          );
          return false;
        }
        if (isMatch) {
          return true;
        }
        currentDate.clearDstStart();
        const nextHour = this.#fields.hour.findNearestValue(currentHour, reverse);
        if (nextHour === null) {
          currentDate.applyDateOperation(dateMathVerb, CronDate_1.TimeUnit.Day, hours.length);
          return false;
        }
        if (this.#checkDstTransition(currentDate)) {
          const steps = reverse ? currentHour - nextHour : nextHour - currentHour;
          for (let i = 0; i < steps; i++) {
            currentDate.applyDateOperation(dateMathVerb, CronDate_1.TimeUnit.Hour, hours.length);
            if (!reverse && currentDate.getHours() >= nextHour) break;
            if (reverse && currentDate.getHours() <= nextHour) break;
          }
        } else {
          currentDate.setHours(nextHour);
        }
        currentDate.setMinutes(this.#getMinOrMax(this.#fields.minute.values, reverse));
        currentDate.setSeconds(this.#getMinOrMax(this.#fields.second.values, reverse));
        return false;
      }
      /**
       * Validates the current date against the start and end dates of the cron expression.
       * If the current date is outside the specified time span, an error is thrown.
       *
       * @param currentDate {CronDate} - The current date to validate.
       * @throws {Error} If the current date is outside the specified time span.
       * @private
       */
      #validateTimeSpan(currentDate) {
        if (!this.#startDate && !this.#endDate) {
          return;
        }
        const currentTime = currentDate.getTime();
        if (this.#startDate && currentTime < this.#startDate.getTime()) {
          throw new Error(exports.TIME_SPAN_OUT_OF_BOUNDS_ERROR_MESSAGE);
        }
        if (this.#endDate && currentTime > this.#endDate.getTime()) {
          throw new Error(exports.TIME_SPAN_OUT_OF_BOUNDS_ERROR_MESSAGE);
        }
      }
      /**
       * Finds the next or previous schedule based on the cron expression.
       *
       * @param {boolean} [reverse=false] - If true, finds the previous schedule; otherwise, finds the next schedule.
       * @returns {CronDate} - The next or previous schedule date.
       * @private
       */
      #findSchedule(reverse = false) {
        const dateMathVerb = reverse ? CronDate_1.DateMathOp.Subtract : CronDate_1.DateMathOp.Add;
        const currentDate = new CronDate_1.CronDate(this.#currentDate);
        const startTimestamp = currentDate.getTime();
        if (currentDate.getMilliseconds() > 0) {
          currentDate.setMilliseconds(0);
          if (!reverse) {
            currentDate.applyDateOperation(
              CronDate_1.DateMathOp.Add,
              CronDate_1.TimeUnit.Second,
              this.#fields.hour.values.length,
            );
          }
        }
        let stepCount = 0;
        while (++stepCount < LOOP_LIMIT) {
          this.#validateTimeSpan(currentDate);
          if (
            !_CronExpression.#matchSchedule(currentDate.getMonth() + 1, this.#fields.month.values)
          ) {
            currentDate.applyDateOperation(
              dateMathVerb,
              CronDate_1.TimeUnit.Month,
              this.#fields.hour.values.length,
            );
            continue;
          }
          if (!this.#matchDayOfMonth(currentDate)) {
            currentDate.applyDateOperation(
              dateMathVerb,
              CronDate_1.TimeUnit.Day,
              this.#fields.hour.values.length,
            );
            continue;
          }
          if (!this.#matchHour(currentDate, dateMathVerb, reverse)) {
            continue;
          }
          if (
            !_CronExpression.#matchSchedule(currentDate.getMinutes(), this.#fields.minute.values)
          ) {
            this.#moveToNextMinute(currentDate, dateMathVerb, reverse);
            continue;
          }
          if (
            !_CronExpression.#matchSchedule(currentDate.getSeconds(), this.#fields.second.values)
          ) {
            this.#moveToNextSecond(currentDate, dateMathVerb, reverse);
            continue;
          }
          if (startTimestamp === currentDate.getTime()) {
            currentDate.applyDateOperation(
              dateMathVerb,
              CronDate_1.TimeUnit.Second,
              this.#fields.hour.values.length,
            );
            continue;
          }
          break;
        }
        if (stepCount >= LOOP_LIMIT) {
          throw new Error(exports.LOOPS_LIMIT_EXCEEDED_ERROR_MESSAGE);
        }
        this.#currentDate = currentDate;
        return currentDate;
      }
      /**
       * Returns an iterator for iterating through future CronDate instances
       *
       * @name Symbol.iterator
       * @memberof CronExpression
       * @returns {Iterator<CronDate>} An iterator object for CronExpression that returns CronDate values.
       */
      [Symbol.iterator]() {
        return {
          next: () => {
            try {
              const schedule = this.#findSchedule();
              return { value: schedule, done: false };
            } catch {
              return { value: void 0, done: true };
            }
          },
        };
      }
    };
    exports.CronExpression = CronExpression;
    exports.default = CronExpression;
  },
});

// ../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/utils/random.js
var require_random = __commonJS({
  '../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/utils/random.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.seededRandom = seededRandom;
    function xfnv1a(str) {
      let h = 2166136261 >>> 0;
      for (let i = 0; i < str.length; i++) {
        h ^= str.charCodeAt(i);
        h = Math.imul(h, 16777619);
      }
      return () => h >>> 0;
    }
    function mulberry32(seed) {
      return () => {
        let t = (seed += 1831565813);
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
    }
    function seededRandom(str) {
      const seed = str ? xfnv1a(str)() : Math.floor(Math.random() * 1e10);
      return mulberry32(seed);
    }
  },
});

// ../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/CronExpressionParser.js
var require_CronExpressionParser = __commonJS({
  '../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/CronExpressionParser.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.CronExpressionParser =
      exports.DayOfWeek =
      exports.Months =
      exports.CronUnit =
      exports.PredefinedExpressions =
        void 0;
    var CronFieldCollection_1 = require_CronFieldCollection();
    var CronExpression_1 = require_CronExpression();
    var random_1 = require_random();
    var fields_1 = require_fields();
    var PredefinedExpressions;
    (function (PredefinedExpressions2) {
      PredefinedExpressions2['@yearly'] = '0 0 0 1 1 *';
      PredefinedExpressions2['@annually'] = '0 0 0 1 1 *';
      PredefinedExpressions2['@monthly'] = '0 0 0 1 * *';
      PredefinedExpressions2['@weekly'] = '0 0 0 * * 0';
      PredefinedExpressions2['@daily'] = '0 0 0 * * *';
      PredefinedExpressions2['@hourly'] = '0 0 * * * *';
      PredefinedExpressions2['@minutely'] = '0 * * * * *';
      PredefinedExpressions2['@secondly'] = '* * * * * *';
      PredefinedExpressions2['@weekdays'] = '0 0 0 * * 1-5';
      PredefinedExpressions2['@weekends'] = '0 0 0 * * 0,6';
    })(PredefinedExpressions || (exports.PredefinedExpressions = PredefinedExpressions = {}));
    var CronUnit;
    (function (CronUnit2) {
      CronUnit2['Second'] = 'Second';
      CronUnit2['Minute'] = 'Minute';
      CronUnit2['Hour'] = 'Hour';
      CronUnit2['DayOfMonth'] = 'DayOfMonth';
      CronUnit2['Month'] = 'Month';
      CronUnit2['DayOfWeek'] = 'DayOfWeek';
    })(CronUnit || (exports.CronUnit = CronUnit = {}));
    var Months;
    (function (Months2) {
      Months2[(Months2['jan'] = 1)] = 'jan';
      Months2[(Months2['feb'] = 2)] = 'feb';
      Months2[(Months2['mar'] = 3)] = 'mar';
      Months2[(Months2['apr'] = 4)] = 'apr';
      Months2[(Months2['may'] = 5)] = 'may';
      Months2[(Months2['jun'] = 6)] = 'jun';
      Months2[(Months2['jul'] = 7)] = 'jul';
      Months2[(Months2['aug'] = 8)] = 'aug';
      Months2[(Months2['sep'] = 9)] = 'sep';
      Months2[(Months2['oct'] = 10)] = 'oct';
      Months2[(Months2['nov'] = 11)] = 'nov';
      Months2[(Months2['dec'] = 12)] = 'dec';
    })(Months || (exports.Months = Months = {}));
    var DayOfWeek;
    (function (DayOfWeek2) {
      DayOfWeek2[(DayOfWeek2['sun'] = 0)] = 'sun';
      DayOfWeek2[(DayOfWeek2['mon'] = 1)] = 'mon';
      DayOfWeek2[(DayOfWeek2['tue'] = 2)] = 'tue';
      DayOfWeek2[(DayOfWeek2['wed'] = 3)] = 'wed';
      DayOfWeek2[(DayOfWeek2['thu'] = 4)] = 'thu';
      DayOfWeek2[(DayOfWeek2['fri'] = 5)] = 'fri';
      DayOfWeek2[(DayOfWeek2['sat'] = 6)] = 'sat';
    })(DayOfWeek || (exports.DayOfWeek = DayOfWeek = {}));
    var MAX_FIELD_VALUES = 256;
    var MAX_EXPRESSION_LENGTH = 1024;
    var CronExpressionParser2 = class _CronExpressionParser {
      /**
       * Parses a cron expression and returns a CronExpression object.
       * @param {string} expression - The cron expression to parse.
       * @param {CronExpressionOptions} [options={}] - The options to use when parsing the expression.
       * @param {boolean} [options.strict=false] - If true, will throw an error if the expression contains both dayOfMonth and dayOfWeek, or a hashed range or step the field cannot satisfy.
       * @param {CronDate} [options.currentDate=new CronDate(undefined, 'UTC')] - The date to use when calculating the next/previous occurrence.
       *
       * @returns {CronExpression} A CronExpression object.
       */
      static parse(expression, options = {}) {
        const { strict = false, hashSeed } = options;
        const rand = (0, random_1.seededRandom)(hashSeed);
        if (Object.hasOwn(PredefinedExpressions, expression)) {
          expression = PredefinedExpressions[expression];
        }
        const rawFields = _CronExpressionParser.#getRawFields(expression, strict);
        if (!(rawFields.dayOfMonth === '*' || rawFields.dayOfWeek === '*' || !strict)) {
          throw new Error('Cannot use both dayOfMonth and dayOfWeek together in strict mode!');
        }
        const second = _CronExpressionParser.#parseField(
          CronUnit.Second,
          rawFields.second,
          fields_1.CronSecond.constraints,
          rand,
          strict,
        );
        const minute = _CronExpressionParser.#parseField(
          CronUnit.Minute,
          rawFields.minute,
          fields_1.CronMinute.constraints,
          rand,
          strict,
        );
        const hour = _CronExpressionParser.#parseField(
          CronUnit.Hour,
          rawFields.hour,
          fields_1.CronHour.constraints,
          rand,
          strict,
        );
        const month = _CronExpressionParser.#parseField(
          CronUnit.Month,
          rawFields.month,
          fields_1.CronMonth.constraints,
          rand,
          strict,
        );
        const dayOfMonth = _CronExpressionParser.#parseField(
          CronUnit.DayOfMonth,
          rawFields.dayOfMonth,
          fields_1.CronDayOfMonth.constraints,
          rand,
          strict,
        );
        const { dayOfWeek: _dayOfWeek, nthDayOfWeek } = _CronExpressionParser.#parseNthDay(
          rawFields.dayOfWeek,
        );
        const dayOfWeek2 = _CronExpressionParser.#parseField(
          CronUnit.DayOfWeek,
          _dayOfWeek,
          fields_1.CronDayOfWeek.constraints,
          rand,
          strict,
        );
        const fields = new CronFieldCollection_1.CronFieldCollection({
          second: new fields_1.CronSecond(second, { rawValue: rawFields.second }),
          minute: new fields_1.CronMinute(minute, { rawValue: rawFields.minute }),
          hour: new fields_1.CronHour(hour, { rawValue: rawFields.hour }),
          dayOfMonth: fields_1.CronDayOfMonth.fromMonth(month, dayOfMonth, {
            rawValue: rawFields.dayOfMonth,
          }),
          month: new fields_1.CronMonth(month, { rawValue: rawFields.month }),
          dayOfWeek: new fields_1.CronDayOfWeek(dayOfWeek2, {
            rawValue: rawFields.dayOfWeek,
            nthDayOfWeek,
          }),
        });
        return new CronExpression_1.CronExpression(fields, { ...options, expression });
      }
      /**
       * Get the raw fields from a cron expression.
       * @param {string} expression - The cron expression to parse.
       * @param {boolean} strict - If true, will throw an error if the expression contains both dayOfMonth and dayOfWeek.
       * @private
       * @returns {RawCronFields} The raw fields.
       */
      static #getRawFields(expression, strict) {
        if (strict && !expression.length) {
          throw new Error('Invalid cron expression');
        }
        expression = expression || '0 * * * * *';
        if (expression.length > MAX_EXPRESSION_LENGTH) {
          throw new Error(
            `Invalid cron expression, too long, expected at most ${MAX_EXPRESSION_LENGTH} characters`,
          );
        }
        const atoms = expression.trim().split(/\s+/);
        if (strict && atoms.length < 6) {
          throw new Error('Invalid cron expression, expected 6 fields');
        }
        if (atoms.length > 6) {
          throw new Error('Invalid cron expression, too many fields');
        }
        const defaults = ['0', '*', '*', '*', '*', '*'];
        if (atoms.length < defaults.length) {
          atoms.unshift(...defaults.slice(0, defaults.length - atoms.length));
        }
        const [second, minute, hour, dayOfMonth, month, dayOfWeek2] = atoms;
        return { second, minute, hour, dayOfMonth, month, dayOfWeek: dayOfWeek2 };
      }
      /**
       * Parse a field from a cron expression.
       * @param {CronUnit} field - The field to parse.
       * @param {string} value - The value of the field.
       * @param {CronConstraints} constraints - The constraints for the field.
       * @param {PRNG} rand - The random number generator to use.
       * @param {boolean} strict - If true, will throw an error on an unusable hashed range or step.
       * @private
       * @returns {(number | string)[]} The parsed field.
       */
      static #parseField(field, value, constraints, rand, strict) {
        if (field === CronUnit.Month || field === CronUnit.DayOfWeek) {
          const aliases = field === CronUnit.Month ? Months : DayOfWeek;
          value = value.replace(/[a-z]{3}/gi, (match2) => {
            match2 = match2.toLowerCase();
            const replacer = aliases[match2];
            if (replacer === void 0) {
              throw new Error(`Validation error, cannot resolve alias "${match2}"`);
            }
            return replacer.toString();
          });
        }
        if (!constraints.validChars.test(value)) {
          throw new Error(`Invalid characters, got value: ${value}`);
        }
        value = this.#parseWildcard(value, constraints);
        value = this.#parseHashed(value, constraints, rand, field, strict);
        return this.#parseSequence(field, value, constraints);
      }
      /**
       * Parse a wildcard from a cron expression.
       * @param {string} value - The value to parse.
       * @param {CronConstraints} constraints - The constraints for the field.
       * @private
       */
      static #parseWildcard(value, constraints) {
        const parsed = value.replace(
          /(^|,)[*?](?=\/|,|$)/g,
          (_, separator) => `${separator}${constraints.min}-${constraints.max}`,
        );
        if (/[*?]/.test(parsed)) {
          throw new Error(`Invalid wildcard, got value: ${value}`);
        }
        return parsed;
      }
      /**
       * Parse a hashed value from a cron expression.
       * @param {string} value - The value to parse.
       * @param {CronConstraints} constraints - The constraints for the field.
       * @param {PRNG} rand - The random number generator to use.
       * @param {CronUnit} field - The field being parsed, used when reporting an unusable range or step.
       * @param {boolean} strict - If true, will throw an error on an unusable hashed range or step.
       * @private
       */
      static #parseHashed(value, constraints, rand, field, strict) {
        const randomValue = rand();
        let count = 0;
        return value.replace(/H(?:\((\d+)-(\d+)\))?(?:\/(\d+))?/g, (_, min, max, step) => {
          if (min && max && step) {
            const minNum = parseInt(min, 10);
            const maxNum = parseInt(max, 10);
            const stepNum = parseInt(step, 10);
            if (stepNum <= 0) {
              throw new Error(`Invalid step: ${stepNum}, must be positive`);
            }
            const range = _CronExpressionParser.#hashedRange(
              minNum,
              maxNum,
              constraints,
              field,
              strict,
            );
            count += Math.ceil((range.max - range.min + 1) / stepNum);
            _CronExpressionParser.#assertMaxFieldValues(field, count);
            return _CronExpressionParser.#hashedStep(
              randomValue,
              range.min,
              range.max,
              stepNum,
              field,
              strict,
            );
          } else if (min && max) {
            const minNum = parseInt(min, 10);
            const maxNum = parseInt(max, 10);
            const range = _CronExpressionParser.#hashedRange(
              minNum,
              maxNum,
              constraints,
              field,
              strict,
            );
            return String(_CronExpressionParser.#hashedValue(randomValue, range.min, range.max));
          } else if (step) {
            const stepNum = parseInt(step, 10);
            if (stepNum <= 0) {
              throw new Error(`Invalid step: ${stepNum}, must be positive`);
            }
            count += Math.ceil((constraints.max - constraints.min + 1) / stepNum);
            _CronExpressionParser.#assertMaxFieldValues(field, count);
            return _CronExpressionParser.#hashedStep(
              randomValue,
              constraints.min,
              constraints.max,
              stepNum,
              field,
              strict,
            );
          } else {
            return String(
              _CronExpressionParser.#hashedValue(randomValue, constraints.min, constraints.max),
            );
          }
        });
      }
      /**
       * Pick a single hashed value within an inclusive range.
       * @param {number} randomValue - The seeded random value in [0, 1).
       * @param {number} min - Lowest value that may be picked.
       * @param {number} max - Highest value that may be picked.
       * @private
       */
      static #hashedValue(randomValue, min, max) {
        return Math.floor(randomValue * (max - min + 1)) + min;
      }
      /**
       * Name a field the way the expression object does, rather than the Pascal case of CronUnit.
       * @param {CronUnit} field - The field to name.
       * @private
       */
      static #fieldName(field) {
        return field.charAt(0).toLowerCase() + field.slice(1);
      }
      /**
       * Narrow an explicit hashed range to the values the field can hold, so that values are only
       * ever drawn from the range a step is measured against. In strict mode a bound outside the
       * field constraints is rejected instead of clamped, which keeps the range reported in the
       * error the one that was written.
       * @param {number} min - Lowest value the expression asks for.
       * @param {number} max - Highest value the expression asks for.
       * @param {CronConstraints} constraints - The constraints for the field.
       * @param {CronUnit} field - The field being parsed, used when reporting an unusable range.
       * @param {boolean} strict - If true, will throw an error on a range outside the constraints.
       * @private
       */
      static #hashedRange(min, max, constraints, field, strict) {
        if (min > max) {
          throw new Error(`Invalid range: ${min}-${max}, min > max`);
        }
        if (strict && (min < constraints.min || max > constraints.max)) {
          throw new Error(
            `Invalid range: ${min}-${max}, outside the ${constraints.min}-${constraints.max} range of the ${_CronExpressionParser.#fieldName(field)} field`,
          );
        }
        const rangeMin = Math.max(min, constraints.min);
        const rangeMax = Math.min(max, constraints.max);
        if (rangeMin > rangeMax) {
          throw new Error(
            `Invalid range: ${min}-${max}, no usable value in the ${_CronExpressionParser.#fieldName(field)} field`,
          );
        }
        return { min: rangeMin, max: rangeMax };
      }
      /**
       * Build the hashed values of a stepped range, offset from the start of the step by the seeded
       * jitter. A step wider than the range leaves no step-aligned value inside it, so a single
       * hashed occurrence within the range is used instead of an empty field, or in strict mode the
       * expression is rejected as unsatisfiable.
       * @param {number} randomValue - The seeded random value in [0, 1).
       * @param {number} min - Lowest value the range allows.
       * @param {number} max - Highest value the range allows.
       * @param {number} step - The step between values, already validated as positive.
       * @param {CronUnit} field - The field being parsed, used when reporting an unusable step.
       * @param {boolean} strict - If true, will throw an error on a step wider than its range.
       * @private
       */
      static #hashedStep(randomValue, min, max, step, field, strict) {
        if (strict && step > max - min + 1) {
          throw new Error(
            `Invalid step: ${step}, wider than the ${min}-${max} range of the ${_CronExpressionParser.#fieldName(field)} field`,
          );
        }
        const offset2 = Math.floor(randomValue * step);
        const values = [];
        for (let i = Math.floor(min / step) * step + offset2; i <= max; i += step) {
          if (i >= min) {
            values.push(i);
          }
        }
        if (values.length === 0) {
          return String(_CronExpressionParser.#hashedValue(randomValue, min, max));
        }
        return values.join(',');
      }
      /**
       * Throw once a field has expanded to more than MAX_FIELD_VALUES values.
       * @param {CronUnit} field - The field being parsed.
       * @param {number} count - The number of values collected so far.
       * @private
       */
      static #assertMaxFieldValues(field, count) {
        if (count > MAX_FIELD_VALUES) {
          throw new Error(
            `Constraint error, too many values in ${field} field, expected at most ${MAX_FIELD_VALUES}`,
          );
        }
      }
      /**
       * Parse a sequence from a cron expression.
       * @param {CronUnit} field - The field to parse.
       * @param {string} val - The sequence to parse.
       * @param {CronConstraints} constraints - The constraints for the field.
       * @private
       */
      static #parseSequence(field, val, constraints) {
        const stack = [];
        function handleResult(result, constraints2) {
          if (Array.isArray(result)) {
            stack.push(...result);
          } else {
            if (_CronExpressionParser.#isValidConstraintChar(constraints2, result)) {
              stack.push(result);
            } else {
              const v = parseInt(result.toString(), 10);
              const isValid = v >= constraints2.min && v <= constraints2.max;
              if (!isValid) {
                throw new Error(
                  `Constraint error, got value ${result} expected range ${constraints2.min}-${constraints2.max}`,
                );
              }
              stack.push(field === CronUnit.DayOfWeek ? v % 7 : result);
            }
          }
        }
        const atoms = val.split(',');
        for (const atom of atoms) {
          _CronExpressionParser.#assertMaxFieldValues(field, stack.length);
          if (!(atom.length > 0)) {
            throw new Error('Invalid list value format');
          }
          handleResult(_CronExpressionParser.#parseRepeat(field, atom, constraints), constraints);
        }
        return stack;
      }
      /**
       * Parse repeat from a cron expression.
       * @param {CronUnit} field - The field to parse.
       * @param {string} val - The repeat to parse.
       * @param {CronConstraints} constraints - The constraints for the field.
       * @private
       * @returns {(number | string)[]} The parsed repeat.
       */
      static #parseRepeat(field, val, constraints) {
        const atoms = val.split('/');
        if (atoms.length > 2) {
          throw new Error(`Invalid repeat: ${val}`);
        }
        if (atoms.length === 2) {
          if (!atoms[0].includes('-')) {
            atoms[0] = `${atoms[0]}-${constraints.max}`;
          }
          return _CronExpressionParser.#parseRange(field, atoms[0], +atoms[1], constraints);
        }
        return _CronExpressionParser.#parseRange(field, val, 1, constraints);
      }
      /**
       * Validate a cron range.
       * @param {number} min - The minimum value of the range.
       * @param {number} max - The maximum value of the range.
       * @param {CronConstraints} constraints - The constraints for the field.
       * @private
       * @returns {void}
       * @throws {Error} Throws an error if the range is invalid.
       */
      static #validateRange(min, max, constraints) {
        const isValid =
          !isNaN(min) && !isNaN(max) && min >= constraints.min && max <= constraints.max;
        if (!isValid) {
          throw new Error(
            `Constraint error, got range ${min}-${max} expected range ${constraints.min}-${constraints.max}`,
          );
        }
        if (min > max) {
          throw new Error(`Invalid range: ${min}-${max}, min(${min}) > max(${max})`);
        }
      }
      /**
       * Validate a cron repeat interval.
       * @param {number} repeatInterval - The repeat interval to validate.
       * @private
       * @returns {void}
       * @throws {Error} Throws an error if the repeat interval is invalid.
       */
      static #validateRepeatInterval(repeatInterval) {
        if (!(!isNaN(repeatInterval) && repeatInterval > 0)) {
          throw new Error(`Constraint error, cannot repeat at every ${repeatInterval} time.`);
        }
      }
      /**
       * Create a range from a cron expression.
       * @param {CronUnit} field - The field to parse.
       * @param {number} min - The minimum value of the range.
       * @param {number} max - The maximum value of the range.
       * @param {number} repeatInterval - The repeat interval of the range.
       * @private
       * @returns {number[]} The created range.
       */
      static #createRange(field, min, max, repeatInterval) {
        const stack = [];
        if (field === CronUnit.DayOfWeek && max % 7 === 0 && (max - min) % repeatInterval === 0) {
          stack.push(0);
        }
        for (let index = min; index <= max; index += repeatInterval) {
          if (stack.indexOf(index) === -1) {
            stack.push(index);
          }
        }
        return stack;
      }
      /**
       * Parse a range from a cron expression.
       * @param {CronUnit} field - The field to parse.
       * @param {string} val - The range to parse.
       * @param {number} repeatInterval - The repeat interval of the range.
       * @param {CronConstraints} constraints - The constraints for the field.
       * @private
       * @returns {number[] | string[] | number | string} The parsed range.
       */
      static #parseRange(field, val, repeatInterval, constraints) {
        const atoms = val.split('-');
        if (atoms.length <= 1) {
          return isNaN(+val) ? val : +val;
        }
        if (atoms.length > 2) {
          throw new Error(`Invalid range: ${val}`);
        }
        const [min, max] = atoms.map((atom) => (/^\d+$/.test(atom) ? +atom : NaN));
        this.#validateRange(min, max, constraints);
        this.#validateRepeatInterval(repeatInterval);
        return this.#createRange(field, min, max, repeatInterval);
      }
      /**
       * Parse a cron expression.
       * @param {string} val - The cron expression to parse.
       * @private
       * @returns {string} The parsed cron expression.
       */
      static #parseNthDay(val) {
        const atoms = val.split('#');
        if (atoms.length <= 1) {
          return { dayOfWeek: atoms[0] };
        }
        const nthValue = +atoms[atoms.length - 1];
        const matches = val.match(/([,\-/L])/);
        if (matches !== null) {
          throw new Error(
            `Constraint error, invalid dayOfWeek \`#\` and \`${matches?.[0]}\` special characters are incompatible`,
          );
        }
        if (!(atoms.length <= 2 && !isNaN(nthValue) && nthValue >= 1 && nthValue <= 5)) {
          throw new Error('Constraint error, invalid dayOfWeek occurrence number (#)');
        }
        return { dayOfWeek: atoms[0], nthDayOfWeek: nthValue };
      }
      /**
       * Checks if a character is valid for a field.
       * @param {CronConstraints} constraints - The constraints for the field.
       * @param {string | number} value - The value to check.
       * @private
       * @returns {boolean} Whether the character is valid for the field.
       */
      static #isValidConstraintChar(constraints, value) {
        return constraints.chars.some((char) => value.toString().includes(char));
      }
    };
    exports.CronExpressionParser = CronExpressionParser2;
  },
});

// ../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/CronFileParser.js
var require_CronFileParser = __commonJS({
  '../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/CronFileParser.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    Object.defineProperty(exports, '__esModule', { value: true });
    exports.CronFileParser = void 0;
    var CronExpressionParser_1 = require_CronExpressionParser();
    var CronFileParser = class _CronFileParser {
      /**
       * Parse a crontab file asynchronously
       * @param filePath Path to crontab file
       * @returns Promise resolving to parse results
       * @throws If file cannot be read
       */
      static async parseFile(filePath) {
        const { readFile } = __require('fs/promises');
        const data = await readFile(filePath, 'utf8');
        return _CronFileParser.#parseContent(data);
      }
      /**
       * Parse a crontab file synchronously
       * @param filePath Path to crontab file
       * @returns Parse results
       * @throws If file cannot be read
       */
      static parseFileSync(filePath) {
        const { readFileSync } = __require('fs');
        const data = readFileSync(filePath, 'utf8');
        return _CronFileParser.#parseContent(data);
      }
      /**
       * Internal method to parse crontab file content
       * @private
       */
      static #parseContent(data) {
        const blocks = data.split('\n');
        const result = {
          variables: {},
          expressions: [],
          errors: {},
        };
        for (const block of blocks) {
          const entry = block.trim();
          if (entry.length === 0 || entry.startsWith('#')) {
            continue;
          }
          const variableMatch = entry.match(/^([^\s=]+)\s*=\s*(.*)$/);
          if (variableMatch) {
            const [, key, value] = variableMatch;
            Object.defineProperty(result.variables, key, {
              value: value.replace(/^(["'])(.*)\1$/, '$2'),
              // Remove one matching pair of quotes around the value
              enumerable: true,
              writable: true,
              configurable: true,
            });
            continue;
          }
          try {
            const parsedEntry = _CronFileParser.#parseEntry(entry);
            result.expressions.push(parsedEntry.interval);
          } catch (err) {
            Object.defineProperty(result.errors, entry, {
              value: err,
              enumerable: true,
              writable: true,
              configurable: true,
            });
          }
        }
        return result;
      }
      /**
       * Parse a single crontab entry
       * @private
       */
      static #parseEntry(entry) {
        const atoms = entry.split(/\s+/);
        const scheduleLength = atoms[0].startsWith('@') ? 1 : 5;
        return {
          interval: CronExpressionParser_1.CronExpressionParser.parse(
            atoms.slice(0, scheduleLength).join(' '),
          ),
          command: atoms.slice(scheduleLength, atoms.length),
        };
      }
    };
    exports.CronFileParser = CronFileParser;
  },
});

// ../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/index.js
var require_dist = __commonJS({
  '../../node_modules/.pnpm/cron-parser@5.10.6/node_modules/cron-parser/dist/index.js'(exports) {
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
    exports.CronFileParser =
      exports.CronExpressionParser =
      exports.CronExpression =
      exports.CronFieldCollection =
      exports.CronDate =
        void 0;
    var CronExpressionParser_1 = require_CronExpressionParser();
    var CronDate_1 = require_CronDate();
    Object.defineProperty(exports, 'CronDate', {
      enumerable: true,
      get: function () {
        return CronDate_1.CronDate;
      },
    });
    var CronFieldCollection_1 = require_CronFieldCollection();
    Object.defineProperty(exports, 'CronFieldCollection', {
      enumerable: true,
      get: function () {
        return CronFieldCollection_1.CronFieldCollection;
      },
    });
    var CronExpression_1 = require_CronExpression();
    Object.defineProperty(exports, 'CronExpression', {
      enumerable: true,
      get: function () {
        return CronExpression_1.CronExpression;
      },
    });
    var CronExpressionParser_2 = require_CronExpressionParser();
    Object.defineProperty(exports, 'CronExpressionParser', {
      enumerable: true,
      get: function () {
        return CronExpressionParser_2.CronExpressionParser;
      },
    });
    var CronFileParser_1 = require_CronFileParser();
    Object.defineProperty(exports, 'CronFileParser', {
      enumerable: true,
      get: function () {
        return CronFileParser_1.CronFileParser;
      },
    });
    __exportStar(require_fields(), exports);
    exports.default = CronExpressionParser_1.CronExpressionParser;
  },
});

// ../../node_modules/.pnpm/numbered@1.1.0/node_modules/numbered/index.js
var require_numbered = __commonJS({
  '../../node_modules/.pnpm/numbered@1.1.0/node_modules/numbered/index.js'(exports, module) {
    'use strict';
    init_esm_shims();
    (function (root, factory) {
      if (typeof module === 'object' && module.exports) {
        module.exports = factory();
      } else if (typeof define === 'function' && define.amd) {
        define(factory);
      } else {
        root.numbered = factory();
      }
    })(exports, function () {
      var NUMBER_MAP = {
        '.': 'point',
        '-': 'negative',
        0: 'zero',
        1: 'one',
        2: 'two',
        3: 'three',
        4: 'four',
        5: 'five',
        6: 'six',
        7: 'seven',
        8: 'eight',
        9: 'nine',
        10: 'ten',
        11: 'eleven',
        12: 'twelve',
        13: 'thirteen',
        14: 'fourteen',
        15: 'fifteen',
        16: 'sixteen',
        17: 'seventeen',
        18: 'eighteen',
        19: 'nineteen',
        20: 'twenty',
        30: 'thirty',
        40: 'forty',
        50: 'fifty',
        60: 'sixty',
        70: 'seventy',
        80: 'eighty',
        90: 'ninety',
      };
      var CARDINAL_MAP = {
        2: 'hundred',
        3: 'thousand',
        6: 'million',
        9: 'billion',
        12: 'trillion',
        15: 'quadrillion',
        18: 'quintillion',
        21: 'sextillion',
        24: 'septillion',
        27: 'octillion',
        30: 'nonillion',
        33: 'decillion',
        36: 'undecillion',
        39: 'duodecillion',
        42: 'tredecillion',
        45: 'quattuordecillion',
        48: 'quindecillion',
        51: 'sexdecillion',
        54: 'septendecillion',
        57: 'octodecillion',
        60: 'novemdecillion',
        63: 'vigintillion',
        100: 'googol',
        303: 'centillion',
      };
      var WORD_MAP = {
        nil: 0,
        naught: 0,
        period: '.',
        decimal: '.',
      };
      Object.keys(NUMBER_MAP).forEach(function (num) {
        WORD_MAP[NUMBER_MAP[num]] = isNaN(+num) ? num : +num;
      });
      Object.keys(CARDINAL_MAP).forEach(function (num) {
        WORD_MAP[CARDINAL_MAP[num]] = isNaN(+num) ? num : Math.pow(10, +num);
      });
      function intervals(num) {
        var match2 = String(num).match(/e\+(\d+)/);
        if (match2) return match2[1];
        return String(num).length - 1;
      }
      function totalStack(stack, largest) {
        var total = stack.reduceRight(function (prev, num, index) {
          if (num > stack[index + 1]) {
            return prev * num;
          }
          return prev + num;
        }, 0);
        return total * largest;
      }
      function numbered(num) {
        if (typeof num === 'string') return numbered.parse(num);
        if (typeof num === 'number') return numbered.stringify(num);
        throw new Error('Numbered can only parse strings or stringify numbers');
      }
      numbered.stringify = function (value) {
        var num = Number(value);
        var floor = Math.floor(num);
        if (NUMBER_MAP[num]) return NUMBER_MAP[num];
        if (num < 0) return NUMBER_MAP['-'] + ' ' + numbered.stringify(-num);
        if (floor !== num) {
          var words = [numbered.stringify(floor), NUMBER_MAP['.']];
          var chars = String(num).split('.').pop();
          for (var i = 0; i < chars.length; i++) {
            words.push(numbered.stringify(+chars[i]));
          }
          return words.join(' ');
        }
        var interval = intervals(num);
        if (interval === 1) {
          return (
            NUMBER_MAP[Math.floor(num / 10) * 10] + '-' + numbered.stringify(Math.floor(num % 10))
          );
        }
        var sentence = [];
        while (!CARDINAL_MAP[interval]) interval -= 1;
        if (CARDINAL_MAP[interval]) {
          var remaining = Math.floor(num % Math.pow(10, interval));
          sentence.push(numbered.stringify(Math.floor(num / Math.pow(10, interval))));
          sentence.push(CARDINAL_MAP[interval] + (remaining > 99 ? ',' : ''));
          if (remaining) {
            if (remaining < 100) sentence.push('and');
            sentence.push(numbered.stringify(remaining));
          }
        }
        return sentence.join(' ');
      };
      numbered.parse = function (num) {
        var modifier = 1;
        var largest = 0;
        var largestInterval = 0;
        var zeros = 0;
        var stack = [];
        var total = num
          .split(/\W+/g)
          .map(function (word) {
            var num2 = word.toLowerCase();
            return WORD_MAP[num2] !== void 0 ? WORD_MAP[num2] : num2;
          })
          .filter(function (num2) {
            if (num2 === '-') modifier = -1;
            if (num2 === '.') return true;
            return typeof num2 === 'number';
          })
          .reduceRight(function (memo, num2) {
            var interval = intervals(num2);
            if (typeof num2 === 'number' && interval < largestInterval) {
              stack.push(num2);
              if (stack.length === 1) return memo - largest;
              return memo;
            }
            memo += totalStack(stack, largest);
            stack = [];
            if (num2 === '.') {
              var decimals = zeros + String(memo).length;
              zeros = 0;
              largest = 0;
              largestInterval = 0;
              return memo * Math.pow(10, -decimals);
            }
            if (num2 === 0) {
              zeros += 1;
              return memo;
            }
            if (memo >= 1 && interval === largestInterval) {
              var output = '';
              while (zeros > 0) {
                zeros -= 1;
                output += '0';
              }
              return Number(String(num2) + output + String(memo));
            }
            largest = num2;
            largestInterval = intervals(largest);
            return (memo + num2) * Math.pow(10, zeros);
          }, 0);
        return modifier * (total + totalStack(stack, largest));
      };
      return numbered;
    });
  },
});

// ../../node_modules/.pnpm/human-interval@2.0.1/node_modules/human-interval/index.js
var require_human_interval = __commonJS({
  '../../node_modules/.pnpm/human-interval@2.0.1/node_modules/human-interval/index.js'(
    exports,
    module,
  ) {
    'use strict';
    init_esm_shims();
    var numbered = require_numbered();
    var units = {};
    units.second = 1e3;
    units.minute = units.second * 60;
    units.hour = units.minute * 60;
    units.day = units.hour * 24;
    units.week = units.day * 7;
    units.month = units.day * 30;
    units.year = units.day * 365;
    var regexp = /(second|minute|hour|day|week|month|year)s?/;
    var humanInterval3 = (time) => {
      if (!time || typeof time === 'number') {
        return time;
      }
      let result = Number.NaN;
      time = time.replace(/([^a-z\d.-]|and)+/g, ' ');
      for (;;) {
        const match2 = time.match(regexp);
        if (!match2) {
          return result;
        }
        const matchedNumber = time.slice(0, match2.index).trim();
        const unit = units[match2[1]];
        let number = 1;
        if (matchedNumber.length > 0) {
          number = Number.parseFloat(matchedNumber);
          if (Number.isNaN(number)) {
            number = numbered.parse(matchedNumber);
          }
        }
        if (Number.isNaN(result)) {
          result = 0;
        }
        result += number * unit;
        time = time.slice(match2.index + match2[0].length);
      }
    };
    module.exports = humanInterval3;
  },
});

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/index.js
init_esm_shims();
var import_debug5 = __toESM(require_src(), 1);
import { EventEmitter as EventEmitter2 } from 'events';

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/Job.js
init_esm_shims();
var import_date2 = __toESM(require_date2(), 1);
var import_debug3 = __toESM(require_src(), 1);
import { fork } from 'child_process';

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/types/JobParameters.js
init_esm_shims();
function toJobId(id) {
  return id;
}
var datefields = [
  'lastRunAt',
  'lastFinishedAt',
  'nextRunAt',
  'failedAt',
  'lockedAt',
  'startDate',
  'endDate',
  'debounceStartedAt',
];

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/utils/priority.js
init_esm_shims();
var priorityMap = {
  lowest: -20,
  low: -10,
  normal: 0,
  high: 10,
  highest: 20,
};
function parsePriority(priority) {
  if (typeof priority === 'number') {
    return priority;
  }
  if (typeof priority === 'string' && priorityMap[priority]) {
    return priorityMap[priority];
  }
  return priorityMap.normal;
}

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/utils/nextRunAt.js
init_esm_shims();

// ../../node_modules/.pnpm/luxon@3.7.2/node_modules/luxon/build/es6/luxon.mjs
init_esm_shims();
var LuxonError = class extends Error {};
var InvalidDateTimeError = class extends LuxonError {
  constructor(reason) {
    super(`Invalid DateTime: ${reason.toMessage()}`);
  }
};
var InvalidIntervalError = class extends LuxonError {
  constructor(reason) {
    super(`Invalid Interval: ${reason.toMessage()}`);
  }
};
var InvalidDurationError = class extends LuxonError {
  constructor(reason) {
    super(`Invalid Duration: ${reason.toMessage()}`);
  }
};
var ConflictingSpecificationError = class extends LuxonError {};
var InvalidUnitError = class extends LuxonError {
  constructor(unit) {
    super(`Invalid unit ${unit}`);
  }
};
var InvalidArgumentError = class extends LuxonError {};
var ZoneIsAbstractError = class extends LuxonError {
  constructor() {
    super('Zone is an abstract class');
  }
};
var n = 'numeric';
var s = 'short';
var l = 'long';
var DATE_SHORT = {
  year: n,
  month: n,
  day: n,
};
var DATE_MED = {
  year: n,
  month: s,
  day: n,
};
var DATE_MED_WITH_WEEKDAY = {
  year: n,
  month: s,
  day: n,
  weekday: s,
};
var DATE_FULL = {
  year: n,
  month: l,
  day: n,
};
var DATE_HUGE = {
  year: n,
  month: l,
  day: n,
  weekday: l,
};
var TIME_SIMPLE = {
  hour: n,
  minute: n,
};
var TIME_WITH_SECONDS = {
  hour: n,
  minute: n,
  second: n,
};
var TIME_WITH_SHORT_OFFSET = {
  hour: n,
  minute: n,
  second: n,
  timeZoneName: s,
};
var TIME_WITH_LONG_OFFSET = {
  hour: n,
  minute: n,
  second: n,
  timeZoneName: l,
};
var TIME_24_SIMPLE = {
  hour: n,
  minute: n,
  hourCycle: 'h23',
};
var TIME_24_WITH_SECONDS = {
  hour: n,
  minute: n,
  second: n,
  hourCycle: 'h23',
};
var TIME_24_WITH_SHORT_OFFSET = {
  hour: n,
  minute: n,
  second: n,
  hourCycle: 'h23',
  timeZoneName: s,
};
var TIME_24_WITH_LONG_OFFSET = {
  hour: n,
  minute: n,
  second: n,
  hourCycle: 'h23',
  timeZoneName: l,
};
var DATETIME_SHORT = {
  year: n,
  month: n,
  day: n,
  hour: n,
  minute: n,
};
var DATETIME_SHORT_WITH_SECONDS = {
  year: n,
  month: n,
  day: n,
  hour: n,
  minute: n,
  second: n,
};
var DATETIME_MED = {
  year: n,
  month: s,
  day: n,
  hour: n,
  minute: n,
};
var DATETIME_MED_WITH_SECONDS = {
  year: n,
  month: s,
  day: n,
  hour: n,
  minute: n,
  second: n,
};
var DATETIME_MED_WITH_WEEKDAY = {
  year: n,
  month: s,
  day: n,
  weekday: s,
  hour: n,
  minute: n,
};
var DATETIME_FULL = {
  year: n,
  month: l,
  day: n,
  hour: n,
  minute: n,
  timeZoneName: s,
};
var DATETIME_FULL_WITH_SECONDS = {
  year: n,
  month: l,
  day: n,
  hour: n,
  minute: n,
  second: n,
  timeZoneName: s,
};
var DATETIME_HUGE = {
  year: n,
  month: l,
  day: n,
  weekday: l,
  hour: n,
  minute: n,
  timeZoneName: l,
};
var DATETIME_HUGE_WITH_SECONDS = {
  year: n,
  month: l,
  day: n,
  weekday: l,
  hour: n,
  minute: n,
  second: n,
  timeZoneName: l,
};
var Zone = class {
  /**
   * The type of zone
   * @abstract
   * @type {string}
   */
  get type() {
    throw new ZoneIsAbstractError();
  }
  /**
   * The name of this zone.
   * @abstract
   * @type {string}
   */
  get name() {
    throw new ZoneIsAbstractError();
  }
  /**
   * The IANA name of this zone.
   * Defaults to `name` if not overwritten by a subclass.
   * @abstract
   * @type {string}
   */
  get ianaName() {
    return this.name;
  }
  /**
   * Returns whether the offset is known to be fixed for the whole year.
   * @abstract
   * @type {boolean}
   */
  get isUniversal() {
    throw new ZoneIsAbstractError();
  }
  /**
   * Returns the offset's common name (such as EST) at the specified timestamp
   * @abstract
   * @param {number} ts - Epoch milliseconds for which to get the name
   * @param {Object} opts - Options to affect the format
   * @param {string} opts.format - What style of offset to return. Accepts 'long' or 'short'.
   * @param {string} opts.locale - What locale to return the offset name in.
   * @return {string}
   */
  offsetName(ts, opts) {
    throw new ZoneIsAbstractError();
  }
  /**
   * Returns the offset's value as a string
   * @abstract
   * @param {number} ts - Epoch milliseconds for which to get the offset
   * @param {string} format - What style of offset to return.
   *                          Accepts 'narrow', 'short', or 'techie'. Returning '+6', '+06:00', or '+0600' respectively
   * @return {string}
   */
  formatOffset(ts, format2) {
    throw new ZoneIsAbstractError();
  }
  /**
   * Return the offset in minutes for this zone at the specified timestamp.
   * @abstract
   * @param {number} ts - Epoch milliseconds for which to compute the offset
   * @return {number}
   */
  offset(ts) {
    throw new ZoneIsAbstractError();
  }
  /**
   * Return whether this Zone is equal to another zone
   * @abstract
   * @param {Zone} otherZone - the zone to compare
   * @return {boolean}
   */
  equals(otherZone) {
    throw new ZoneIsAbstractError();
  }
  /**
   * Return whether this Zone is valid.
   * @abstract
   * @type {boolean}
   */
  get isValid() {
    throw new ZoneIsAbstractError();
  }
};
var singleton$1 = null;
var SystemZone = class _SystemZone extends Zone {
  /**
   * Get a singleton instance of the local zone
   * @return {SystemZone}
   */
  static get instance() {
    if (singleton$1 === null) {
      singleton$1 = new _SystemZone();
    }
    return singleton$1;
  }
  /** @override **/
  get type() {
    return 'system';
  }
  /** @override **/
  get name() {
    return new Intl.DateTimeFormat().resolvedOptions().timeZone;
  }
  /** @override **/
  get isUniversal() {
    return false;
  }
  /** @override **/
  offsetName(ts, { format: format2, locale }) {
    return parseZoneInfo(ts, format2, locale);
  }
  /** @override **/
  formatOffset(ts, format2) {
    return formatOffset(this.offset(ts), format2);
  }
  /** @override **/
  offset(ts) {
    return -new Date(ts).getTimezoneOffset();
  }
  /** @override **/
  equals(otherZone) {
    return otherZone.type === 'system';
  }
  /** @override **/
  get isValid() {
    return true;
  }
};
var dtfCache = /* @__PURE__ */ new Map();
function makeDTF(zoneName) {
  let dtf = dtfCache.get(zoneName);
  if (dtf === void 0) {
    dtf = new Intl.DateTimeFormat('en-US', {
      hour12: false,
      timeZone: zoneName,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      era: 'short',
    });
    dtfCache.set(zoneName, dtf);
  }
  return dtf;
}
var typeToPos = {
  year: 0,
  month: 1,
  day: 2,
  era: 3,
  hour: 4,
  minute: 5,
  second: 6,
};
function hackyOffset(dtf, date3) {
  const formatted = dtf.format(date3).replace(/\u200E/g, ''),
    parsed = /(\d+)\/(\d+)\/(\d+) (AD|BC),? (\d+):(\d+):(\d+)/.exec(formatted),
    [, fMonth, fDay, fYear, fadOrBc, fHour, fMinute, fSecond] = parsed;
  return [fYear, fMonth, fDay, fadOrBc, fHour, fMinute, fSecond];
}
function partsOffset(dtf, date3) {
  const formatted = dtf.formatToParts(date3);
  const filled = [];
  for (let i = 0; i < formatted.length; i++) {
    const { type, value } = formatted[i];
    const pos = typeToPos[type];
    if (type === 'era') {
      filled[pos] = value;
    } else if (!isUndefined(pos)) {
      filled[pos] = parseInt(value, 10);
    }
  }
  return filled;
}
var ianaZoneCache = /* @__PURE__ */ new Map();
var IANAZone = class _IANAZone extends Zone {
  /**
   * @param {string} name - Zone name
   * @return {IANAZone}
   */
  static create(name) {
    let zone = ianaZoneCache.get(name);
    if (zone === void 0) {
      ianaZoneCache.set(name, (zone = new _IANAZone(name)));
    }
    return zone;
  }
  /**
   * Reset local caches. Should only be necessary in testing scenarios.
   * @return {void}
   */
  static resetCache() {
    ianaZoneCache.clear();
    dtfCache.clear();
  }
  /**
   * Returns whether the provided string is a valid specifier. This only checks the string's format, not that the specifier identifies a known zone; see isValidZone for that.
   * @param {string} s - The string to check validity on
   * @example IANAZone.isValidSpecifier("America/New_York") //=> true
   * @example IANAZone.isValidSpecifier("Sport~~blorp") //=> false
   * @deprecated For backward compatibility, this forwards to isValidZone, better use `isValidZone()` directly instead.
   * @return {boolean}
   */
  static isValidSpecifier(s2) {
    return this.isValidZone(s2);
  }
  /**
   * Returns whether the provided string identifies a real zone
   * @param {string} zone - The string to check
   * @example IANAZone.isValidZone("America/New_York") //=> true
   * @example IANAZone.isValidZone("Fantasia/Castle") //=> false
   * @example IANAZone.isValidZone("Sport~~blorp") //=> false
   * @return {boolean}
   */
  static isValidZone(zone) {
    if (!zone) {
      return false;
    }
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone }).format();
      return true;
    } catch (e) {
      return false;
    }
  }
  constructor(name) {
    super();
    this.zoneName = name;
    this.valid = _IANAZone.isValidZone(name);
  }
  /**
   * The type of zone. `iana` for all instances of `IANAZone`.
   * @override
   * @type {string}
   */
  get type() {
    return 'iana';
  }
  /**
   * The name of this zone (i.e. the IANA zone name).
   * @override
   * @type {string}
   */
  get name() {
    return this.zoneName;
  }
  /**
   * Returns whether the offset is known to be fixed for the whole year:
   * Always returns false for all IANA zones.
   * @override
   * @type {boolean}
   */
  get isUniversal() {
    return false;
  }
  /**
   * Returns the offset's common name (such as EST) at the specified timestamp
   * @override
   * @param {number} ts - Epoch milliseconds for which to get the name
   * @param {Object} opts - Options to affect the format
   * @param {string} opts.format - What style of offset to return. Accepts 'long' or 'short'.
   * @param {string} opts.locale - What locale to return the offset name in.
   * @return {string}
   */
  offsetName(ts, { format: format2, locale }) {
    return parseZoneInfo(ts, format2, locale, this.name);
  }
  /**
   * Returns the offset's value as a string
   * @override
   * @param {number} ts - Epoch milliseconds for which to get the offset
   * @param {string} format - What style of offset to return.
   *                          Accepts 'narrow', 'short', or 'techie'. Returning '+6', '+06:00', or '+0600' respectively
   * @return {string}
   */
  formatOffset(ts, format2) {
    return formatOffset(this.offset(ts), format2);
  }
  /**
   * Return the offset in minutes for this zone at the specified timestamp.
   * @override
   * @param {number} ts - Epoch milliseconds for which to compute the offset
   * @return {number}
   */
  offset(ts) {
    if (!this.valid) return NaN;
    const date3 = new Date(ts);
    if (isNaN(date3)) return NaN;
    const dtf = makeDTF(this.name);
    let [year, month, day, adOrBc, hour, minute, second] = dtf.formatToParts
      ? partsOffset(dtf, date3)
      : hackyOffset(dtf, date3);
    if (adOrBc === 'BC') {
      year = -Math.abs(year) + 1;
    }
    const adjustedHour = hour === 24 ? 0 : hour;
    const asUTC = objToLocalTS({
      year,
      month,
      day,
      hour: adjustedHour,
      minute,
      second,
      millisecond: 0,
    });
    let asTS = +date3;
    const over = asTS % 1e3;
    asTS -= over >= 0 ? over : 1e3 + over;
    return (asUTC - asTS) / (60 * 1e3);
  }
  /**
   * Return whether this Zone is equal to another zone
   * @override
   * @param {Zone} otherZone - the zone to compare
   * @return {boolean}
   */
  equals(otherZone) {
    return otherZone.type === 'iana' && otherZone.name === this.name;
  }
  /**
   * Return whether this Zone is valid.
   * @override
   * @type {boolean}
   */
  get isValid() {
    return this.valid;
  }
};
var intlLFCache = {};
function getCachedLF(locString, opts = {}) {
  const key = JSON.stringify([locString, opts]);
  let dtf = intlLFCache[key];
  if (!dtf) {
    dtf = new Intl.ListFormat(locString, opts);
    intlLFCache[key] = dtf;
  }
  return dtf;
}
var intlDTCache = /* @__PURE__ */ new Map();
function getCachedDTF(locString, opts = {}) {
  const key = JSON.stringify([locString, opts]);
  let dtf = intlDTCache.get(key);
  if (dtf === void 0) {
    dtf = new Intl.DateTimeFormat(locString, opts);
    intlDTCache.set(key, dtf);
  }
  return dtf;
}
var intlNumCache = /* @__PURE__ */ new Map();
function getCachedINF(locString, opts = {}) {
  const key = JSON.stringify([locString, opts]);
  let inf = intlNumCache.get(key);
  if (inf === void 0) {
    inf = new Intl.NumberFormat(locString, opts);
    intlNumCache.set(key, inf);
  }
  return inf;
}
var intlRelCache = /* @__PURE__ */ new Map();
function getCachedRTF(locString, opts = {}) {
  const { base, ...cacheKeyOpts } = opts;
  const key = JSON.stringify([locString, cacheKeyOpts]);
  let inf = intlRelCache.get(key);
  if (inf === void 0) {
    inf = new Intl.RelativeTimeFormat(locString, opts);
    intlRelCache.set(key, inf);
  }
  return inf;
}
var sysLocaleCache = null;
function systemLocale() {
  if (sysLocaleCache) {
    return sysLocaleCache;
  } else {
    sysLocaleCache = new Intl.DateTimeFormat().resolvedOptions().locale;
    return sysLocaleCache;
  }
}
var intlResolvedOptionsCache = /* @__PURE__ */ new Map();
function getCachedIntResolvedOptions(locString) {
  let opts = intlResolvedOptionsCache.get(locString);
  if (opts === void 0) {
    opts = new Intl.DateTimeFormat(locString).resolvedOptions();
    intlResolvedOptionsCache.set(locString, opts);
  }
  return opts;
}
var weekInfoCache = /* @__PURE__ */ new Map();
function getCachedWeekInfo(locString) {
  let data = weekInfoCache.get(locString);
  if (!data) {
    const locale = new Intl.Locale(locString);
    data = 'getWeekInfo' in locale ? locale.getWeekInfo() : locale.weekInfo;
    if (!('minimalDays' in data)) {
      data = { ...fallbackWeekSettings, ...data };
    }
    weekInfoCache.set(locString, data);
  }
  return data;
}
function parseLocaleString(localeStr) {
  const xIndex = localeStr.indexOf('-x-');
  if (xIndex !== -1) {
    localeStr = localeStr.substring(0, xIndex);
  }
  const uIndex = localeStr.indexOf('-u-');
  if (uIndex === -1) {
    return [localeStr];
  } else {
    let options;
    let selectedStr;
    try {
      options = getCachedDTF(localeStr).resolvedOptions();
      selectedStr = localeStr;
    } catch (e) {
      const smaller = localeStr.substring(0, uIndex);
      options = getCachedDTF(smaller).resolvedOptions();
      selectedStr = smaller;
    }
    const { numberingSystem, calendar } = options;
    return [selectedStr, numberingSystem, calendar];
  }
}
function intlConfigString(localeStr, numberingSystem, outputCalendar) {
  if (outputCalendar || numberingSystem) {
    if (!localeStr.includes('-u-')) {
      localeStr += '-u';
    }
    if (outputCalendar) {
      localeStr += `-ca-${outputCalendar}`;
    }
    if (numberingSystem) {
      localeStr += `-nu-${numberingSystem}`;
    }
    return localeStr;
  } else {
    return localeStr;
  }
}
function mapMonths(f) {
  const ms = [];
  for (let i = 1; i <= 12; i++) {
    const dt = DateTime.utc(2009, i, 1);
    ms.push(f(dt));
  }
  return ms;
}
function mapWeekdays(f) {
  const ms = [];
  for (let i = 1; i <= 7; i++) {
    const dt = DateTime.utc(2016, 11, 13 + i);
    ms.push(f(dt));
  }
  return ms;
}
function listStuff(loc, length, englishFn, intlFn) {
  const mode = loc.listingMode();
  if (mode === 'error') {
    return null;
  } else if (mode === 'en') {
    return englishFn(length);
  } else {
    return intlFn(length);
  }
}
function supportsFastNumbers(loc) {
  if (loc.numberingSystem && loc.numberingSystem !== 'latn') {
    return false;
  } else {
    return (
      loc.numberingSystem === 'latn' ||
      !loc.locale ||
      loc.locale.startsWith('en') ||
      getCachedIntResolvedOptions(loc.locale).numberingSystem === 'latn'
    );
  }
}
var PolyNumberFormatter = class {
  constructor(intl, forceSimple, opts) {
    this.padTo = opts.padTo || 0;
    this.floor = opts.floor || false;
    const { padTo, floor, ...otherOpts } = opts;
    if (!forceSimple || Object.keys(otherOpts).length > 0) {
      const intlOpts = { useGrouping: false, ...opts };
      if (opts.padTo > 0) intlOpts.minimumIntegerDigits = opts.padTo;
      this.inf = getCachedINF(intl, intlOpts);
    }
  }
  format(i) {
    if (this.inf) {
      const fixed = this.floor ? Math.floor(i) : i;
      return this.inf.format(fixed);
    } else {
      const fixed = this.floor ? Math.floor(i) : roundTo(i, 3);
      return padStart(fixed, this.padTo);
    }
  }
};
var PolyDateFormatter = class {
  constructor(dt, intl, opts) {
    this.opts = opts;
    this.originalZone = void 0;
    let z = void 0;
    if (this.opts.timeZone) {
      this.dt = dt;
    } else if (dt.zone.type === 'fixed') {
      const gmtOffset = -1 * (dt.offset / 60);
      const offsetZ = gmtOffset >= 0 ? `Etc/GMT+${gmtOffset}` : `Etc/GMT${gmtOffset}`;
      if (dt.offset !== 0 && IANAZone.create(offsetZ).valid) {
        z = offsetZ;
        this.dt = dt;
      } else {
        z = 'UTC';
        this.dt = dt.offset === 0 ? dt : dt.setZone('UTC').plus({ minutes: dt.offset });
        this.originalZone = dt.zone;
      }
    } else if (dt.zone.type === 'system') {
      this.dt = dt;
    } else if (dt.zone.type === 'iana') {
      this.dt = dt;
      z = dt.zone.name;
    } else {
      z = 'UTC';
      this.dt = dt.setZone('UTC').plus({ minutes: dt.offset });
      this.originalZone = dt.zone;
    }
    const intlOpts = { ...this.opts };
    intlOpts.timeZone = intlOpts.timeZone || z;
    this.dtf = getCachedDTF(intl, intlOpts);
  }
  format() {
    if (this.originalZone) {
      return this.formatToParts()
        .map(({ value }) => value)
        .join('');
    }
    return this.dtf.format(this.dt.toJSDate());
  }
  formatToParts() {
    const parts = this.dtf.formatToParts(this.dt.toJSDate());
    if (this.originalZone) {
      return parts.map((part) => {
        if (part.type === 'timeZoneName') {
          const offsetName = this.originalZone.offsetName(this.dt.ts, {
            locale: this.dt.locale,
            format: this.opts.timeZoneName,
          });
          return {
            ...part,
            value: offsetName,
          };
        } else {
          return part;
        }
      });
    }
    return parts;
  }
  resolvedOptions() {
    return this.dtf.resolvedOptions();
  }
};
var PolyRelFormatter = class {
  constructor(intl, isEnglish, opts) {
    this.opts = { style: 'long', ...opts };
    if (!isEnglish && hasRelative()) {
      this.rtf = getCachedRTF(intl, opts);
    }
  }
  format(count, unit) {
    if (this.rtf) {
      return this.rtf.format(count, unit);
    } else {
      return formatRelativeTime(unit, count, this.opts.numeric, this.opts.style !== 'long');
    }
  }
  formatToParts(count, unit) {
    if (this.rtf) {
      return this.rtf.formatToParts(count, unit);
    } else {
      return [];
    }
  }
};
var fallbackWeekSettings = {
  firstDay: 1,
  minimalDays: 4,
  weekend: [6, 7],
};
var Locale = class _Locale {
  static fromOpts(opts) {
    return _Locale.create(
      opts.locale,
      opts.numberingSystem,
      opts.outputCalendar,
      opts.weekSettings,
      opts.defaultToEN,
    );
  }
  static create(locale, numberingSystem, outputCalendar, weekSettings, defaultToEN = false) {
    const specifiedLocale = locale || Settings.defaultLocale;
    const localeR = specifiedLocale || (defaultToEN ? 'en-US' : systemLocale());
    const numberingSystemR = numberingSystem || Settings.defaultNumberingSystem;
    const outputCalendarR = outputCalendar || Settings.defaultOutputCalendar;
    const weekSettingsR = validateWeekSettings(weekSettings) || Settings.defaultWeekSettings;
    return new _Locale(localeR, numberingSystemR, outputCalendarR, weekSettingsR, specifiedLocale);
  }
  static resetCache() {
    sysLocaleCache = null;
    intlDTCache.clear();
    intlNumCache.clear();
    intlRelCache.clear();
    intlResolvedOptionsCache.clear();
    weekInfoCache.clear();
  }
  static fromObject({ locale, numberingSystem, outputCalendar, weekSettings } = {}) {
    return _Locale.create(locale, numberingSystem, outputCalendar, weekSettings);
  }
  constructor(locale, numbering, outputCalendar, weekSettings, specifiedLocale) {
    const [parsedLocale, parsedNumberingSystem, parsedOutputCalendar] = parseLocaleString(locale);
    this.locale = parsedLocale;
    this.numberingSystem = numbering || parsedNumberingSystem || null;
    this.outputCalendar = outputCalendar || parsedOutputCalendar || null;
    this.weekSettings = weekSettings;
    this.intl = intlConfigString(this.locale, this.numberingSystem, this.outputCalendar);
    this.weekdaysCache = { format: {}, standalone: {} };
    this.monthsCache = { format: {}, standalone: {} };
    this.meridiemCache = null;
    this.eraCache = {};
    this.specifiedLocale = specifiedLocale;
    this.fastNumbersCached = null;
  }
  get fastNumbers() {
    if (this.fastNumbersCached == null) {
      this.fastNumbersCached = supportsFastNumbers(this);
    }
    return this.fastNumbersCached;
  }
  listingMode() {
    const isActuallyEn = this.isEnglish();
    const hasNoWeirdness =
      (this.numberingSystem === null || this.numberingSystem === 'latn') &&
      (this.outputCalendar === null || this.outputCalendar === 'gregory');
    return isActuallyEn && hasNoWeirdness ? 'en' : 'intl';
  }
  clone(alts) {
    if (!alts || Object.getOwnPropertyNames(alts).length === 0) {
      return this;
    } else {
      return _Locale.create(
        alts.locale || this.specifiedLocale,
        alts.numberingSystem || this.numberingSystem,
        alts.outputCalendar || this.outputCalendar,
        validateWeekSettings(alts.weekSettings) || this.weekSettings,
        alts.defaultToEN || false,
      );
    }
  }
  redefaultToEN(alts = {}) {
    return this.clone({ ...alts, defaultToEN: true });
  }
  redefaultToSystem(alts = {}) {
    return this.clone({ ...alts, defaultToEN: false });
  }
  months(length, format2 = false) {
    return listStuff(this, length, months, () => {
      const monthSpecialCase = this.intl === 'ja' || this.intl.startsWith('ja-');
      format2 &= !monthSpecialCase;
      const intl = format2 ? { month: length, day: 'numeric' } : { month: length },
        formatStr = format2 ? 'format' : 'standalone';
      if (!this.monthsCache[formatStr][length]) {
        const mapper = !monthSpecialCase
          ? (dt) => this.extract(dt, intl, 'month')
          : (dt) => this.dtFormatter(dt, intl).format();
        this.monthsCache[formatStr][length] = mapMonths(mapper);
      }
      return this.monthsCache[formatStr][length];
    });
  }
  weekdays(length, format2 = false) {
    return listStuff(this, length, weekdays, () => {
      const intl = format2
          ? { weekday: length, year: 'numeric', month: 'long', day: 'numeric' }
          : { weekday: length },
        formatStr = format2 ? 'format' : 'standalone';
      if (!this.weekdaysCache[formatStr][length]) {
        this.weekdaysCache[formatStr][length] = mapWeekdays((dt) =>
          this.extract(dt, intl, 'weekday'),
        );
      }
      return this.weekdaysCache[formatStr][length];
    });
  }
  meridiems() {
    return listStuff(
      this,
      void 0,
      () => meridiems,
      () => {
        if (!this.meridiemCache) {
          const intl = { hour: 'numeric', hourCycle: 'h12' };
          this.meridiemCache = [DateTime.utc(2016, 11, 13, 9), DateTime.utc(2016, 11, 13, 19)].map(
            (dt) => this.extract(dt, intl, 'dayperiod'),
          );
        }
        return this.meridiemCache;
      },
    );
  }
  eras(length) {
    return listStuff(this, length, eras, () => {
      const intl = { era: length };
      if (!this.eraCache[length]) {
        this.eraCache[length] = [DateTime.utc(-40, 1, 1), DateTime.utc(2017, 1, 1)].map((dt) =>
          this.extract(dt, intl, 'era'),
        );
      }
      return this.eraCache[length];
    });
  }
  extract(dt, intlOpts, field) {
    const df = this.dtFormatter(dt, intlOpts),
      results = df.formatToParts(),
      matching = results.find((m) => m.type.toLowerCase() === field);
    return matching ? matching.value : null;
  }
  numberFormatter(opts = {}) {
    return new PolyNumberFormatter(this.intl, opts.forceSimple || this.fastNumbers, opts);
  }
  dtFormatter(dt, intlOpts = {}) {
    return new PolyDateFormatter(dt, this.intl, intlOpts);
  }
  relFormatter(opts = {}) {
    return new PolyRelFormatter(this.intl, this.isEnglish(), opts);
  }
  listFormatter(opts = {}) {
    return getCachedLF(this.intl, opts);
  }
  isEnglish() {
    return (
      this.locale === 'en' ||
      this.locale.toLowerCase() === 'en-us' ||
      getCachedIntResolvedOptions(this.intl).locale.startsWith('en-us')
    );
  }
  getWeekSettings() {
    if (this.weekSettings) {
      return this.weekSettings;
    } else if (!hasLocaleWeekInfo()) {
      return fallbackWeekSettings;
    } else {
      return getCachedWeekInfo(this.locale);
    }
  }
  getStartOfWeek() {
    return this.getWeekSettings().firstDay;
  }
  getMinDaysInFirstWeek() {
    return this.getWeekSettings().minimalDays;
  }
  getWeekendDays() {
    return this.getWeekSettings().weekend;
  }
  equals(other) {
    return (
      this.locale === other.locale &&
      this.numberingSystem === other.numberingSystem &&
      this.outputCalendar === other.outputCalendar
    );
  }
  toString() {
    return `Locale(${this.locale}, ${this.numberingSystem}, ${this.outputCalendar})`;
  }
};
var singleton = null;
var FixedOffsetZone = class _FixedOffsetZone extends Zone {
  /**
   * Get a singleton instance of UTC
   * @return {FixedOffsetZone}
   */
  static get utcInstance() {
    if (singleton === null) {
      singleton = new _FixedOffsetZone(0);
    }
    return singleton;
  }
  /**
   * Get an instance with a specified offset
   * @param {number} offset - The offset in minutes
   * @return {FixedOffsetZone}
   */
  static instance(offset2) {
    return offset2 === 0 ? _FixedOffsetZone.utcInstance : new _FixedOffsetZone(offset2);
  }
  /**
   * Get an instance of FixedOffsetZone from a UTC offset string, like "UTC+6"
   * @param {string} s - The offset string to parse
   * @example FixedOffsetZone.parseSpecifier("UTC+6")
   * @example FixedOffsetZone.parseSpecifier("UTC+06")
   * @example FixedOffsetZone.parseSpecifier("UTC-6:00")
   * @return {FixedOffsetZone}
   */
  static parseSpecifier(s2) {
    if (s2) {
      const r = s2.match(/^utc(?:([+-]\d{1,2})(?::(\d{2}))?)?$/i);
      if (r) {
        return new _FixedOffsetZone(signedOffset(r[1], r[2]));
      }
    }
    return null;
  }
  constructor(offset2) {
    super();
    this.fixed = offset2;
  }
  /**
   * The type of zone. `fixed` for all instances of `FixedOffsetZone`.
   * @override
   * @type {string}
   */
  get type() {
    return 'fixed';
  }
  /**
   * The name of this zone.
   * All fixed zones' names always start with "UTC" (plus optional offset)
   * @override
   * @type {string}
   */
  get name() {
    return this.fixed === 0 ? 'UTC' : `UTC${formatOffset(this.fixed, 'narrow')}`;
  }
  /**
   * The IANA name of this zone, i.e. `Etc/UTC` or `Etc/GMT+/-nn`
   *
   * @override
   * @type {string}
   */
  get ianaName() {
    if (this.fixed === 0) {
      return 'Etc/UTC';
    } else {
      return `Etc/GMT${formatOffset(-this.fixed, 'narrow')}`;
    }
  }
  /**
   * Returns the offset's common name at the specified timestamp.
   *
   * For fixed offset zones this equals to the zone name.
   * @override
   */
  offsetName() {
    return this.name;
  }
  /**
   * Returns the offset's value as a string
   * @override
   * @param {number} ts - Epoch milliseconds for which to get the offset
   * @param {string} format - What style of offset to return.
   *                          Accepts 'narrow', 'short', or 'techie'. Returning '+6', '+06:00', or '+0600' respectively
   * @return {string}
   */
  formatOffset(ts, format2) {
    return formatOffset(this.fixed, format2);
  }
  /**
   * Returns whether the offset is known to be fixed for the whole year:
   * Always returns true for all fixed offset zones.
   * @override
   * @type {boolean}
   */
  get isUniversal() {
    return true;
  }
  /**
   * Return the offset in minutes for this zone at the specified timestamp.
   *
   * For fixed offset zones, this is constant and does not depend on a timestamp.
   * @override
   * @return {number}
   */
  offset() {
    return this.fixed;
  }
  /**
   * Return whether this Zone is equal to another zone (i.e. also fixed and same offset)
   * @override
   * @param {Zone} otherZone - the zone to compare
   * @return {boolean}
   */
  equals(otherZone) {
    return otherZone.type === 'fixed' && otherZone.fixed === this.fixed;
  }
  /**
   * Return whether this Zone is valid:
   * All fixed offset zones are valid.
   * @override
   * @type {boolean}
   */
  get isValid() {
    return true;
  }
};
var InvalidZone = class extends Zone {
  constructor(zoneName) {
    super();
    this.zoneName = zoneName;
  }
  /** @override **/
  get type() {
    return 'invalid';
  }
  /** @override **/
  get name() {
    return this.zoneName;
  }
  /** @override **/
  get isUniversal() {
    return false;
  }
  /** @override **/
  offsetName() {
    return null;
  }
  /** @override **/
  formatOffset() {
    return '';
  }
  /** @override **/
  offset() {
    return NaN;
  }
  /** @override **/
  equals() {
    return false;
  }
  /** @override **/
  get isValid() {
    return false;
  }
};
function normalizeZone(input, defaultZone2) {
  if (isUndefined(input) || input === null) {
    return defaultZone2;
  } else if (input instanceof Zone) {
    return input;
  } else if (isString(input)) {
    const lowered = input.toLowerCase();
    if (lowered === 'default') return defaultZone2;
    else if (lowered === 'local' || lowered === 'system') return SystemZone.instance;
    else if (lowered === 'utc' || lowered === 'gmt') return FixedOffsetZone.utcInstance;
    else return FixedOffsetZone.parseSpecifier(lowered) || IANAZone.create(input);
  } else if (isNumber(input)) {
    return FixedOffsetZone.instance(input);
  } else if (typeof input === 'object' && 'offset' in input && typeof input.offset === 'function') {
    return input;
  } else {
    return new InvalidZone(input);
  }
}
var numberingSystems = {
  arab: '[\u0660-\u0669]',
  arabext: '[\u06F0-\u06F9]',
  bali: '[\u1B50-\u1B59]',
  beng: '[\u09E6-\u09EF]',
  deva: '[\u0966-\u096F]',
  fullwide: '[\uFF10-\uFF19]',
  gujr: '[\u0AE6-\u0AEF]',
  hanidec: '[\u3007|\u4E00|\u4E8C|\u4E09|\u56DB|\u4E94|\u516D|\u4E03|\u516B|\u4E5D]',
  khmr: '[\u17E0-\u17E9]',
  knda: '[\u0CE6-\u0CEF]',
  laoo: '[\u0ED0-\u0ED9]',
  limb: '[\u1946-\u194F]',
  mlym: '[\u0D66-\u0D6F]',
  mong: '[\u1810-\u1819]',
  mymr: '[\u1040-\u1049]',
  orya: '[\u0B66-\u0B6F]',
  tamldec: '[\u0BE6-\u0BEF]',
  telu: '[\u0C66-\u0C6F]',
  thai: '[\u0E50-\u0E59]',
  tibt: '[\u0F20-\u0F29]',
  latn: '\\d',
};
var numberingSystemsUTF16 = {
  arab: [1632, 1641],
  arabext: [1776, 1785],
  bali: [6992, 7001],
  beng: [2534, 2543],
  deva: [2406, 2415],
  fullwide: [65296, 65303],
  gujr: [2790, 2799],
  khmr: [6112, 6121],
  knda: [3302, 3311],
  laoo: [3792, 3801],
  limb: [6470, 6479],
  mlym: [3430, 3439],
  mong: [6160, 6169],
  mymr: [4160, 4169],
  orya: [2918, 2927],
  tamldec: [3046, 3055],
  telu: [3174, 3183],
  thai: [3664, 3673],
  tibt: [3872, 3881],
};
var hanidecChars = numberingSystems.hanidec.replace(/[\[|\]]/g, '').split('');
function parseDigits(str) {
  let value = parseInt(str, 10);
  if (isNaN(value)) {
    value = '';
    for (let i = 0; i < str.length; i++) {
      const code = str.charCodeAt(i);
      if (str[i].search(numberingSystems.hanidec) !== -1) {
        value += hanidecChars.indexOf(str[i]);
      } else {
        for (const key in numberingSystemsUTF16) {
          const [min, max] = numberingSystemsUTF16[key];
          if (code >= min && code <= max) {
            value += code - min;
          }
        }
      }
    }
    return parseInt(value, 10);
  } else {
    return value;
  }
}
var digitRegexCache = /* @__PURE__ */ new Map();
function resetDigitRegexCache() {
  digitRegexCache.clear();
}
function digitRegex({ numberingSystem }, append = '') {
  const ns = numberingSystem || 'latn';
  let appendCache = digitRegexCache.get(ns);
  if (appendCache === void 0) {
    appendCache = /* @__PURE__ */ new Map();
    digitRegexCache.set(ns, appendCache);
  }
  let regex = appendCache.get(append);
  if (regex === void 0) {
    regex = new RegExp(`${numberingSystems[ns]}${append}`);
    appendCache.set(append, regex);
  }
  return regex;
}
var now = () => Date.now();
var defaultZone = 'system';
var defaultLocale = null;
var defaultNumberingSystem = null;
var defaultOutputCalendar = null;
var twoDigitCutoffYear = 60;
var throwOnInvalid;
var defaultWeekSettings = null;
var Settings = class {
  /**
   * Get the callback for returning the current timestamp.
   * @type {function}
   */
  static get now() {
    return now;
  }
  /**
   * Set the callback for returning the current timestamp.
   * The function should return a number, which will be interpreted as an Epoch millisecond count
   * @type {function}
   * @example Settings.now = () => Date.now() + 3000 // pretend it is 3 seconds in the future
   * @example Settings.now = () => 0 // always pretend it's Jan 1, 1970 at midnight in UTC time
   */
  static set now(n2) {
    now = n2;
  }
  /**
   * Set the default time zone to create DateTimes in. Does not affect existing instances.
   * Use the value "system" to reset this value to the system's time zone.
   * @type {string}
   */
  static set defaultZone(zone) {
    defaultZone = zone;
  }
  /**
   * Get the default time zone object currently used to create DateTimes. Does not affect existing instances.
   * The default value is the system's time zone (the one set on the machine that runs this code).
   * @type {Zone}
   */
  static get defaultZone() {
    return normalizeZone(defaultZone, SystemZone.instance);
  }
  /**
   * Get the default locale to create DateTimes with. Does not affect existing instances.
   * @type {string}
   */
  static get defaultLocale() {
    return defaultLocale;
  }
  /**
   * Set the default locale to create DateTimes with. Does not affect existing instances.
   * @type {string}
   */
  static set defaultLocale(locale) {
    defaultLocale = locale;
  }
  /**
   * Get the default numbering system to create DateTimes with. Does not affect existing instances.
   * @type {string}
   */
  static get defaultNumberingSystem() {
    return defaultNumberingSystem;
  }
  /**
   * Set the default numbering system to create DateTimes with. Does not affect existing instances.
   * @type {string}
   */
  static set defaultNumberingSystem(numberingSystem) {
    defaultNumberingSystem = numberingSystem;
  }
  /**
   * Get the default output calendar to create DateTimes with. Does not affect existing instances.
   * @type {string}
   */
  static get defaultOutputCalendar() {
    return defaultOutputCalendar;
  }
  /**
   * Set the default output calendar to create DateTimes with. Does not affect existing instances.
   * @type {string}
   */
  static set defaultOutputCalendar(outputCalendar) {
    defaultOutputCalendar = outputCalendar;
  }
  /**
   * @typedef {Object} WeekSettings
   * @property {number} firstDay
   * @property {number} minimalDays
   * @property {number[]} weekend
   */
  /**
   * @return {WeekSettings|null}
   */
  static get defaultWeekSettings() {
    return defaultWeekSettings;
  }
  /**
   * Allows overriding the default locale week settings, i.e. the start of the week, the weekend and
   * how many days are required in the first week of a year.
   * Does not affect existing instances.
   *
   * @param {WeekSettings|null} weekSettings
   */
  static set defaultWeekSettings(weekSettings) {
    defaultWeekSettings = validateWeekSettings(weekSettings);
  }
  /**
   * Get the cutoff year for whether a 2-digit year string is interpreted in the current or previous century. Numbers higher than the cutoff will be considered to mean 19xx and numbers lower or equal to the cutoff will be considered 20xx.
   * @type {number}
   */
  static get twoDigitCutoffYear() {
    return twoDigitCutoffYear;
  }
  /**
   * Set the cutoff year for whether a 2-digit year string is interpreted in the current or previous century. Numbers higher than the cutoff will be considered to mean 19xx and numbers lower or equal to the cutoff will be considered 20xx.
   * @type {number}
   * @example Settings.twoDigitCutoffYear = 0 // all 'yy' are interpreted as 20th century
   * @example Settings.twoDigitCutoffYear = 99 // all 'yy' are interpreted as 21st century
   * @example Settings.twoDigitCutoffYear = 50 // '49' -> 2049; '50' -> 1950
   * @example Settings.twoDigitCutoffYear = 1950 // interpreted as 50
   * @example Settings.twoDigitCutoffYear = 2050 // ALSO interpreted as 50
   */
  static set twoDigitCutoffYear(cutoffYear) {
    twoDigitCutoffYear = cutoffYear % 100;
  }
  /**
   * Get whether Luxon will throw when it encounters invalid DateTimes, Durations, or Intervals
   * @type {boolean}
   */
  static get throwOnInvalid() {
    return throwOnInvalid;
  }
  /**
   * Set whether Luxon will throw when it encounters invalid DateTimes, Durations, or Intervals
   * @type {boolean}
   */
  static set throwOnInvalid(t) {
    throwOnInvalid = t;
  }
  /**
   * Reset Luxon's global caches. Should only be necessary in testing scenarios.
   * @return {void}
   */
  static resetCaches() {
    Locale.resetCache();
    IANAZone.resetCache();
    DateTime.resetCache();
    resetDigitRegexCache();
  }
};
var Invalid = class {
  constructor(reason, explanation) {
    this.reason = reason;
    this.explanation = explanation;
  }
  toMessage() {
    if (this.explanation) {
      return `${this.reason}: ${this.explanation}`;
    } else {
      return this.reason;
    }
  }
};
var nonLeapLadder = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
var leapLadder = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335];
function unitOutOfRange(unit, value) {
  return new Invalid(
    'unit out of range',
    `you specified ${value} (of type ${typeof value}) as a ${unit}, which is invalid`,
  );
}
function dayOfWeek(year, month, day) {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (year < 100 && year >= 0) {
    d.setUTCFullYear(d.getUTCFullYear() - 1900);
  }
  const js = d.getUTCDay();
  return js === 0 ? 7 : js;
}
function computeOrdinal(year, month, day) {
  return day + (isLeapYear(year) ? leapLadder : nonLeapLadder)[month - 1];
}
function uncomputeOrdinal(year, ordinal) {
  const table = isLeapYear(year) ? leapLadder : nonLeapLadder,
    month0 = table.findIndex((i) => i < ordinal),
    day = ordinal - table[month0];
  return { month: month0 + 1, day };
}
function isoWeekdayToLocal(isoWeekday, startOfWeek) {
  return ((isoWeekday - startOfWeek + 7) % 7) + 1;
}
function gregorianToWeek(gregObj, minDaysInFirstWeek = 4, startOfWeek = 1) {
  const { year, month, day } = gregObj,
    ordinal = computeOrdinal(year, month, day),
    weekday = isoWeekdayToLocal(dayOfWeek(year, month, day), startOfWeek);
  let weekNumber = Math.floor((ordinal - weekday + 14 - minDaysInFirstWeek) / 7),
    weekYear;
  if (weekNumber < 1) {
    weekYear = year - 1;
    weekNumber = weeksInWeekYear(weekYear, minDaysInFirstWeek, startOfWeek);
  } else if (weekNumber > weeksInWeekYear(year, minDaysInFirstWeek, startOfWeek)) {
    weekYear = year + 1;
    weekNumber = 1;
  } else {
    weekYear = year;
  }
  return { weekYear, weekNumber, weekday, ...timeObject(gregObj) };
}
function weekToGregorian(weekData, minDaysInFirstWeek = 4, startOfWeek = 1) {
  const { weekYear, weekNumber, weekday } = weekData,
    weekdayOfJan4 = isoWeekdayToLocal(dayOfWeek(weekYear, 1, minDaysInFirstWeek), startOfWeek),
    yearInDays = daysInYear(weekYear);
  let ordinal = weekNumber * 7 + weekday - weekdayOfJan4 - 7 + minDaysInFirstWeek,
    year;
  if (ordinal < 1) {
    year = weekYear - 1;
    ordinal += daysInYear(year);
  } else if (ordinal > yearInDays) {
    year = weekYear + 1;
    ordinal -= daysInYear(weekYear);
  } else {
    year = weekYear;
  }
  const { month, day } = uncomputeOrdinal(year, ordinal);
  return { year, month, day, ...timeObject(weekData) };
}
function gregorianToOrdinal(gregData) {
  const { year, month, day } = gregData;
  const ordinal = computeOrdinal(year, month, day);
  return { year, ordinal, ...timeObject(gregData) };
}
function ordinalToGregorian(ordinalData) {
  const { year, ordinal } = ordinalData;
  const { month, day } = uncomputeOrdinal(year, ordinal);
  return { year, month, day, ...timeObject(ordinalData) };
}
function usesLocalWeekValues(obj, loc) {
  const hasLocaleWeekData =
    !isUndefined(obj.localWeekday) ||
    !isUndefined(obj.localWeekNumber) ||
    !isUndefined(obj.localWeekYear);
  if (hasLocaleWeekData) {
    const hasIsoWeekData =
      !isUndefined(obj.weekday) || !isUndefined(obj.weekNumber) || !isUndefined(obj.weekYear);
    if (hasIsoWeekData) {
      throw new ConflictingSpecificationError(
        'Cannot mix locale-based week fields with ISO-based week fields',
      );
    }
    if (!isUndefined(obj.localWeekday)) obj.weekday = obj.localWeekday;
    if (!isUndefined(obj.localWeekNumber)) obj.weekNumber = obj.localWeekNumber;
    if (!isUndefined(obj.localWeekYear)) obj.weekYear = obj.localWeekYear;
    delete obj.localWeekday;
    delete obj.localWeekNumber;
    delete obj.localWeekYear;
    return {
      minDaysInFirstWeek: loc.getMinDaysInFirstWeek(),
      startOfWeek: loc.getStartOfWeek(),
    };
  } else {
    return { minDaysInFirstWeek: 4, startOfWeek: 1 };
  }
}
function hasInvalidWeekData(obj, minDaysInFirstWeek = 4, startOfWeek = 1) {
  const validYear = isInteger(obj.weekYear),
    validWeek = integerBetween(
      obj.weekNumber,
      1,
      weeksInWeekYear(obj.weekYear, minDaysInFirstWeek, startOfWeek),
    ),
    validWeekday = integerBetween(obj.weekday, 1, 7);
  if (!validYear) {
    return unitOutOfRange('weekYear', obj.weekYear);
  } else if (!validWeek) {
    return unitOutOfRange('week', obj.weekNumber);
  } else if (!validWeekday) {
    return unitOutOfRange('weekday', obj.weekday);
  } else return false;
}
function hasInvalidOrdinalData(obj) {
  const validYear = isInteger(obj.year),
    validOrdinal = integerBetween(obj.ordinal, 1, daysInYear(obj.year));
  if (!validYear) {
    return unitOutOfRange('year', obj.year);
  } else if (!validOrdinal) {
    return unitOutOfRange('ordinal', obj.ordinal);
  } else return false;
}
function hasInvalidGregorianData(obj) {
  const validYear = isInteger(obj.year),
    validMonth = integerBetween(obj.month, 1, 12),
    validDay = integerBetween(obj.day, 1, daysInMonth(obj.year, obj.month));
  if (!validYear) {
    return unitOutOfRange('year', obj.year);
  } else if (!validMonth) {
    return unitOutOfRange('month', obj.month);
  } else if (!validDay) {
    return unitOutOfRange('day', obj.day);
  } else return false;
}
function hasInvalidTimeData(obj) {
  const { hour, minute, second, millisecond } = obj;
  const validHour =
      integerBetween(hour, 0, 23) ||
      (hour === 24 && minute === 0 && second === 0 && millisecond === 0),
    validMinute = integerBetween(minute, 0, 59),
    validSecond = integerBetween(second, 0, 59),
    validMillisecond = integerBetween(millisecond, 0, 999);
  if (!validHour) {
    return unitOutOfRange('hour', hour);
  } else if (!validMinute) {
    return unitOutOfRange('minute', minute);
  } else if (!validSecond) {
    return unitOutOfRange('second', second);
  } else if (!validMillisecond) {
    return unitOutOfRange('millisecond', millisecond);
  } else return false;
}
function isUndefined(o) {
  return typeof o === 'undefined';
}
function isNumber(o) {
  return typeof o === 'number';
}
function isInteger(o) {
  return typeof o === 'number' && o % 1 === 0;
}
function isString(o) {
  return typeof o === 'string';
}
function isDate(o) {
  return Object.prototype.toString.call(o) === '[object Date]';
}
function hasRelative() {
  try {
    return typeof Intl !== 'undefined' && !!Intl.RelativeTimeFormat;
  } catch (e) {
    return false;
  }
}
function hasLocaleWeekInfo() {
  try {
    return (
      typeof Intl !== 'undefined' &&
      !!Intl.Locale &&
      ('weekInfo' in Intl.Locale.prototype || 'getWeekInfo' in Intl.Locale.prototype)
    );
  } catch (e) {
    return false;
  }
}
function maybeArray(thing) {
  return Array.isArray(thing) ? thing : [thing];
}
function bestBy(arr, by, compare) {
  if (arr.length === 0) {
    return void 0;
  }
  return arr.reduce((best, next) => {
    const pair = [by(next), next];
    if (!best) {
      return pair;
    } else if (compare(best[0], pair[0]) === best[0]) {
      return best;
    } else {
      return pair;
    }
  }, null)[1];
}
function pick(obj, keys) {
  return keys.reduce((a, k) => {
    a[k] = obj[k];
    return a;
  }, {});
}
function hasOwnProperty(obj, prop) {
  return Object.prototype.hasOwnProperty.call(obj, prop);
}
function validateWeekSettings(settings) {
  if (settings == null) {
    return null;
  } else if (typeof settings !== 'object') {
    throw new InvalidArgumentError('Week settings must be an object');
  } else {
    if (
      !integerBetween(settings.firstDay, 1, 7) ||
      !integerBetween(settings.minimalDays, 1, 7) ||
      !Array.isArray(settings.weekend) ||
      settings.weekend.some((v) => !integerBetween(v, 1, 7))
    ) {
      throw new InvalidArgumentError('Invalid week settings');
    }
    return {
      firstDay: settings.firstDay,
      minimalDays: settings.minimalDays,
      weekend: Array.from(settings.weekend),
    };
  }
}
function integerBetween(thing, bottom, top) {
  return isInteger(thing) && thing >= bottom && thing <= top;
}
function floorMod(x, n2) {
  return x - n2 * Math.floor(x / n2);
}
function padStart(input, n2 = 2) {
  const isNeg = input < 0;
  let padded;
  if (isNeg) {
    padded = '-' + ('' + -input).padStart(n2, '0');
  } else {
    padded = ('' + input).padStart(n2, '0');
  }
  return padded;
}
function parseInteger(string) {
  if (isUndefined(string) || string === null || string === '') {
    return void 0;
  } else {
    return parseInt(string, 10);
  }
}
function parseFloating(string) {
  if (isUndefined(string) || string === null || string === '') {
    return void 0;
  } else {
    return parseFloat(string);
  }
}
function parseMillis(fraction) {
  if (isUndefined(fraction) || fraction === null || fraction === '') {
    return void 0;
  } else {
    const f = parseFloat('0.' + fraction) * 1e3;
    return Math.floor(f);
  }
}
function roundTo(number, digits, rounding = 'round') {
  const factor = 10 ** digits;
  switch (rounding) {
    case 'expand':
      return number > 0
        ? Math.ceil(number * factor) / factor
        : Math.floor(number * factor) / factor;
    case 'trunc':
      return Math.trunc(number * factor) / factor;
    case 'round':
      return Math.round(number * factor) / factor;
    case 'floor':
      return Math.floor(number * factor) / factor;
    case 'ceil':
      return Math.ceil(number * factor) / factor;
    default:
      throw new RangeError(`Value rounding ${rounding} is out of range`);
  }
}
function isLeapYear(year) {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}
function daysInYear(year) {
  return isLeapYear(year) ? 366 : 365;
}
function daysInMonth(year, month) {
  const modMonth = floorMod(month - 1, 12) + 1,
    modYear = year + (month - modMonth) / 12;
  if (modMonth === 2) {
    return isLeapYear(modYear) ? 29 : 28;
  } else {
    return [31, null, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][modMonth - 1];
  }
}
function objToLocalTS(obj) {
  let d = Date.UTC(
    obj.year,
    obj.month - 1,
    obj.day,
    obj.hour,
    obj.minute,
    obj.second,
    obj.millisecond,
  );
  if (obj.year < 100 && obj.year >= 0) {
    d = new Date(d);
    d.setUTCFullYear(obj.year, obj.month - 1, obj.day);
  }
  return +d;
}
function firstWeekOffset(year, minDaysInFirstWeek, startOfWeek) {
  const fwdlw = isoWeekdayToLocal(dayOfWeek(year, 1, minDaysInFirstWeek), startOfWeek);
  return -fwdlw + minDaysInFirstWeek - 1;
}
function weeksInWeekYear(weekYear, minDaysInFirstWeek = 4, startOfWeek = 1) {
  const weekOffset = firstWeekOffset(weekYear, minDaysInFirstWeek, startOfWeek);
  const weekOffsetNext = firstWeekOffset(weekYear + 1, minDaysInFirstWeek, startOfWeek);
  return (daysInYear(weekYear) - weekOffset + weekOffsetNext) / 7;
}
function untruncateYear(year) {
  if (year > 99) {
    return year;
  } else return year > Settings.twoDigitCutoffYear ? 1900 + year : 2e3 + year;
}
function parseZoneInfo(ts, offsetFormat, locale, timeZone = null) {
  const date3 = new Date(ts),
    intlOpts = {
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    };
  if (timeZone) {
    intlOpts.timeZone = timeZone;
  }
  const modified = { timeZoneName: offsetFormat, ...intlOpts };
  const parsed = new Intl.DateTimeFormat(locale, modified)
    .formatToParts(date3)
    .find((m) => m.type.toLowerCase() === 'timezonename');
  return parsed ? parsed.value : null;
}
function signedOffset(offHourStr, offMinuteStr) {
  let offHour = parseInt(offHourStr, 10);
  if (Number.isNaN(offHour)) {
    offHour = 0;
  }
  const offMin = parseInt(offMinuteStr, 10) || 0,
    offMinSigned = offHour < 0 || Object.is(offHour, -0) ? -offMin : offMin;
  return offHour * 60 + offMinSigned;
}
function asNumber(value) {
  const numericValue = Number(value);
  if (typeof value === 'boolean' || value === '' || !Number.isFinite(numericValue))
    throw new InvalidArgumentError(`Invalid unit value ${value}`);
  return numericValue;
}
function normalizeObject(obj, normalizer) {
  const normalized = {};
  for (const u in obj) {
    if (hasOwnProperty(obj, u)) {
      const v = obj[u];
      if (v === void 0 || v === null) continue;
      normalized[normalizer(u)] = asNumber(v);
    }
  }
  return normalized;
}
function formatOffset(offset2, format2) {
  const hours = Math.trunc(Math.abs(offset2 / 60)),
    minutes = Math.trunc(Math.abs(offset2 % 60)),
    sign = offset2 >= 0 ? '+' : '-';
  switch (format2) {
    case 'short':
      return `${sign}${padStart(hours, 2)}:${padStart(minutes, 2)}`;
    case 'narrow':
      return `${sign}${hours}${minutes > 0 ? `:${minutes}` : ''}`;
    case 'techie':
      return `${sign}${padStart(hours, 2)}${padStart(minutes, 2)}`;
    default:
      throw new RangeError(`Value format ${format2} is out of range for property format`);
  }
}
function timeObject(obj) {
  return pick(obj, ['hour', 'minute', 'second', 'millisecond']);
}
var monthsLong = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
var monthsShort = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
var monthsNarrow = ['J', 'F', 'M', 'A', 'M', 'J', 'J', 'A', 'S', 'O', 'N', 'D'];
function months(length) {
  switch (length) {
    case 'narrow':
      return [...monthsNarrow];
    case 'short':
      return [...monthsShort];
    case 'long':
      return [...monthsLong];
    case 'numeric':
      return ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];
    case '2-digit':
      return ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
    default:
      return null;
  }
}
var weekdaysLong = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
var weekdaysShort = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
var weekdaysNarrow = ['M', 'T', 'W', 'T', 'F', 'S', 'S'];
function weekdays(length) {
  switch (length) {
    case 'narrow':
      return [...weekdaysNarrow];
    case 'short':
      return [...weekdaysShort];
    case 'long':
      return [...weekdaysLong];
    case 'numeric':
      return ['1', '2', '3', '4', '5', '6', '7'];
    default:
      return null;
  }
}
var meridiems = ['AM', 'PM'];
var erasLong = ['Before Christ', 'Anno Domini'];
var erasShort = ['BC', 'AD'];
var erasNarrow = ['B', 'A'];
function eras(length) {
  switch (length) {
    case 'narrow':
      return [...erasNarrow];
    case 'short':
      return [...erasShort];
    case 'long':
      return [...erasLong];
    default:
      return null;
  }
}
function meridiemForDateTime(dt) {
  return meridiems[dt.hour < 12 ? 0 : 1];
}
function weekdayForDateTime(dt, length) {
  return weekdays(length)[dt.weekday - 1];
}
function monthForDateTime(dt, length) {
  return months(length)[dt.month - 1];
}
function eraForDateTime(dt, length) {
  return eras(length)[dt.year < 0 ? 0 : 1];
}
function formatRelativeTime(unit, count, numeric = 'always', narrow = false) {
  const units = {
    years: ['year', 'yr.'],
    quarters: ['quarter', 'qtr.'],
    months: ['month', 'mo.'],
    weeks: ['week', 'wk.'],
    days: ['day', 'day', 'days'],
    hours: ['hour', 'hr.'],
    minutes: ['minute', 'min.'],
    seconds: ['second', 'sec.'],
  };
  const lastable = ['hours', 'minutes', 'seconds'].indexOf(unit) === -1;
  if (numeric === 'auto' && lastable) {
    const isDay = unit === 'days';
    switch (count) {
      case 1:
        return isDay ? 'tomorrow' : `next ${units[unit][0]}`;
      case -1:
        return isDay ? 'yesterday' : `last ${units[unit][0]}`;
      case 0:
        return isDay ? 'today' : `this ${units[unit][0]}`;
    }
  }
  const isInPast = Object.is(count, -0) || count < 0,
    fmtValue = Math.abs(count),
    singular = fmtValue === 1,
    lilUnits = units[unit],
    fmtUnit = narrow
      ? singular
        ? lilUnits[1]
        : lilUnits[2] || lilUnits[1]
      : singular
        ? units[unit][0]
        : unit;
  return isInPast ? `${fmtValue} ${fmtUnit} ago` : `in ${fmtValue} ${fmtUnit}`;
}
function stringifyTokens(splits, tokenToString) {
  let s2 = '';
  for (const token of splits) {
    if (token.literal) {
      s2 += token.val;
    } else {
      s2 += tokenToString(token.val);
    }
  }
  return s2;
}
var macroTokenToFormatOpts = {
  D: DATE_SHORT,
  DD: DATE_MED,
  DDD: DATE_FULL,
  DDDD: DATE_HUGE,
  t: TIME_SIMPLE,
  tt: TIME_WITH_SECONDS,
  ttt: TIME_WITH_SHORT_OFFSET,
  tttt: TIME_WITH_LONG_OFFSET,
  T: TIME_24_SIMPLE,
  TT: TIME_24_WITH_SECONDS,
  TTT: TIME_24_WITH_SHORT_OFFSET,
  TTTT: TIME_24_WITH_LONG_OFFSET,
  f: DATETIME_SHORT,
  ff: DATETIME_MED,
  fff: DATETIME_FULL,
  ffff: DATETIME_HUGE,
  F: DATETIME_SHORT_WITH_SECONDS,
  FF: DATETIME_MED_WITH_SECONDS,
  FFF: DATETIME_FULL_WITH_SECONDS,
  FFFF: DATETIME_HUGE_WITH_SECONDS,
};
var Formatter = class _Formatter {
  static create(locale, opts = {}) {
    return new _Formatter(locale, opts);
  }
  static parseFormat(fmt) {
    let current = null,
      currentFull = '',
      bracketed = false;
    const splits = [];
    for (let i = 0; i < fmt.length; i++) {
      const c = fmt.charAt(i);
      if (c === "'") {
        if (currentFull.length > 0 || bracketed) {
          splits.push({
            literal: bracketed || /^\s+$/.test(currentFull),
            val: currentFull === '' ? "'" : currentFull,
          });
        }
        current = null;
        currentFull = '';
        bracketed = !bracketed;
      } else if (bracketed) {
        currentFull += c;
      } else if (c === current) {
        currentFull += c;
      } else {
        if (currentFull.length > 0) {
          splits.push({ literal: /^\s+$/.test(currentFull), val: currentFull });
        }
        currentFull = c;
        current = c;
      }
    }
    if (currentFull.length > 0) {
      splits.push({ literal: bracketed || /^\s+$/.test(currentFull), val: currentFull });
    }
    return splits;
  }
  static macroTokenToFormatOpts(token) {
    return macroTokenToFormatOpts[token];
  }
  constructor(locale, formatOpts) {
    this.opts = formatOpts;
    this.loc = locale;
    this.systemLoc = null;
  }
  formatWithSystemDefault(dt, opts) {
    if (this.systemLoc === null) {
      this.systemLoc = this.loc.redefaultToSystem();
    }
    const df = this.systemLoc.dtFormatter(dt, { ...this.opts, ...opts });
    return df.format();
  }
  dtFormatter(dt, opts = {}) {
    return this.loc.dtFormatter(dt, { ...this.opts, ...opts });
  }
  formatDateTime(dt, opts) {
    return this.dtFormatter(dt, opts).format();
  }
  formatDateTimeParts(dt, opts) {
    return this.dtFormatter(dt, opts).formatToParts();
  }
  formatInterval(interval, opts) {
    const df = this.dtFormatter(interval.start, opts);
    return df.dtf.formatRange(interval.start.toJSDate(), interval.end.toJSDate());
  }
  resolvedOptions(dt, opts) {
    return this.dtFormatter(dt, opts).resolvedOptions();
  }
  num(n2, p = 0, signDisplay = void 0) {
    if (this.opts.forceSimple) {
      return padStart(n2, p);
    }
    const opts = { ...this.opts };
    if (p > 0) {
      opts.padTo = p;
    }
    if (signDisplay) {
      opts.signDisplay = signDisplay;
    }
    return this.loc.numberFormatter(opts).format(n2);
  }
  formatDateTimeFromString(dt, fmt) {
    const knownEnglish = this.loc.listingMode() === 'en',
      useDateTimeFormatter = this.loc.outputCalendar && this.loc.outputCalendar !== 'gregory',
      string = (opts, extract) => this.loc.extract(dt, opts, extract),
      formatOffset2 = (opts) => {
        if (dt.isOffsetFixed && dt.offset === 0 && opts.allowZ) {
          return 'Z';
        }
        return dt.isValid ? dt.zone.formatOffset(dt.ts, opts.format) : '';
      },
      meridiem = () =>
        knownEnglish
          ? meridiemForDateTime(dt)
          : string({ hour: 'numeric', hourCycle: 'h12' }, 'dayperiod'),
      month = (length, standalone) =>
        knownEnglish
          ? monthForDateTime(dt, length)
          : string(standalone ? { month: length } : { month: length, day: 'numeric' }, 'month'),
      weekday = (length, standalone) =>
        knownEnglish
          ? weekdayForDateTime(dt, length)
          : string(
              standalone ? { weekday: length } : { weekday: length, month: 'long', day: 'numeric' },
              'weekday',
            ),
      maybeMacro = (token) => {
        const formatOpts = _Formatter.macroTokenToFormatOpts(token);
        if (formatOpts) {
          return this.formatWithSystemDefault(dt, formatOpts);
        } else {
          return token;
        }
      },
      era = (length) =>
        knownEnglish ? eraForDateTime(dt, length) : string({ era: length }, 'era'),
      tokenToString = (token) => {
        switch (token) {
          // ms
          case 'S':
            return this.num(dt.millisecond);
          case 'u':
          // falls through
          case 'SSS':
            return this.num(dt.millisecond, 3);
          // seconds
          case 's':
            return this.num(dt.second);
          case 'ss':
            return this.num(dt.second, 2);
          // fractional seconds
          case 'uu':
            return this.num(Math.floor(dt.millisecond / 10), 2);
          case 'uuu':
            return this.num(Math.floor(dt.millisecond / 100));
          // minutes
          case 'm':
            return this.num(dt.minute);
          case 'mm':
            return this.num(dt.minute, 2);
          // hours
          case 'h':
            return this.num(dt.hour % 12 === 0 ? 12 : dt.hour % 12);
          case 'hh':
            return this.num(dt.hour % 12 === 0 ? 12 : dt.hour % 12, 2);
          case 'H':
            return this.num(dt.hour);
          case 'HH':
            return this.num(dt.hour, 2);
          // offset
          case 'Z':
            return formatOffset2({ format: 'narrow', allowZ: this.opts.allowZ });
          case 'ZZ':
            return formatOffset2({ format: 'short', allowZ: this.opts.allowZ });
          case 'ZZZ':
            return formatOffset2({ format: 'techie', allowZ: this.opts.allowZ });
          case 'ZZZZ':
            return dt.zone.offsetName(dt.ts, { format: 'short', locale: this.loc.locale });
          case 'ZZZZZ':
            return dt.zone.offsetName(dt.ts, { format: 'long', locale: this.loc.locale });
          // zone
          case 'z':
            return dt.zoneName;
          // meridiems
          case 'a':
            return meridiem();
          // dates
          case 'd':
            return useDateTimeFormatter ? string({ day: 'numeric' }, 'day') : this.num(dt.day);
          case 'dd':
            return useDateTimeFormatter ? string({ day: '2-digit' }, 'day') : this.num(dt.day, 2);
          // weekdays - standalone
          case 'c':
            return this.num(dt.weekday);
          case 'ccc':
            return weekday('short', true);
          case 'cccc':
            return weekday('long', true);
          case 'ccccc':
            return weekday('narrow', true);
          // weekdays - format
          case 'E':
            return this.num(dt.weekday);
          case 'EEE':
            return weekday('short', false);
          case 'EEEE':
            return weekday('long', false);
          case 'EEEEE':
            return weekday('narrow', false);
          // months - standalone
          case 'L':
            return useDateTimeFormatter
              ? string({ month: 'numeric', day: 'numeric' }, 'month')
              : this.num(dt.month);
          case 'LL':
            return useDateTimeFormatter
              ? string({ month: '2-digit', day: 'numeric' }, 'month')
              : this.num(dt.month, 2);
          case 'LLL':
            return month('short', true);
          case 'LLLL':
            return month('long', true);
          case 'LLLLL':
            return month('narrow', true);
          // months - format
          case 'M':
            return useDateTimeFormatter
              ? string({ month: 'numeric' }, 'month')
              : this.num(dt.month);
          case 'MM':
            return useDateTimeFormatter
              ? string({ month: '2-digit' }, 'month')
              : this.num(dt.month, 2);
          case 'MMM':
            return month('short', false);
          case 'MMMM':
            return month('long', false);
          case 'MMMMM':
            return month('narrow', false);
          // years
          case 'y':
            return useDateTimeFormatter ? string({ year: 'numeric' }, 'year') : this.num(dt.year);
          case 'yy':
            return useDateTimeFormatter
              ? string({ year: '2-digit' }, 'year')
              : this.num(dt.year.toString().slice(-2), 2);
          case 'yyyy':
            return useDateTimeFormatter
              ? string({ year: 'numeric' }, 'year')
              : this.num(dt.year, 4);
          case 'yyyyyy':
            return useDateTimeFormatter
              ? string({ year: 'numeric' }, 'year')
              : this.num(dt.year, 6);
          // eras
          case 'G':
            return era('short');
          case 'GG':
            return era('long');
          case 'GGGGG':
            return era('narrow');
          case 'kk':
            return this.num(dt.weekYear.toString().slice(-2), 2);
          case 'kkkk':
            return this.num(dt.weekYear, 4);
          case 'W':
            return this.num(dt.weekNumber);
          case 'WW':
            return this.num(dt.weekNumber, 2);
          case 'n':
            return this.num(dt.localWeekNumber);
          case 'nn':
            return this.num(dt.localWeekNumber, 2);
          case 'ii':
            return this.num(dt.localWeekYear.toString().slice(-2), 2);
          case 'iiii':
            return this.num(dt.localWeekYear, 4);
          case 'o':
            return this.num(dt.ordinal);
          case 'ooo':
            return this.num(dt.ordinal, 3);
          case 'q':
            return this.num(dt.quarter);
          case 'qq':
            return this.num(dt.quarter, 2);
          case 'X':
            return this.num(Math.floor(dt.ts / 1e3));
          case 'x':
            return this.num(dt.ts);
          default:
            return maybeMacro(token);
        }
      };
    return stringifyTokens(_Formatter.parseFormat(fmt), tokenToString);
  }
  formatDurationFromString(dur, fmt) {
    const invertLargest = this.opts.signMode === 'negativeLargestOnly' ? -1 : 1;
    const tokenToField = (token) => {
        switch (token[0]) {
          case 'S':
            return 'milliseconds';
          case 's':
            return 'seconds';
          case 'm':
            return 'minutes';
          case 'h':
            return 'hours';
          case 'd':
            return 'days';
          case 'w':
            return 'weeks';
          case 'M':
            return 'months';
          case 'y':
            return 'years';
          default:
            return null;
        }
      },
      tokenToString = (lildur, info) => (token) => {
        const mapped = tokenToField(token);
        if (mapped) {
          const inversionFactor =
            info.isNegativeDuration && mapped !== info.largestUnit ? invertLargest : 1;
          let signDisplay;
          if (this.opts.signMode === 'negativeLargestOnly' && mapped !== info.largestUnit) {
            signDisplay = 'never';
          } else if (this.opts.signMode === 'all') {
            signDisplay = 'always';
          } else {
            signDisplay = 'auto';
          }
          return this.num(lildur.get(mapped) * inversionFactor, token.length, signDisplay);
        } else {
          return token;
        }
      },
      tokens = _Formatter.parseFormat(fmt),
      realTokens = tokens.reduce(
        (found, { literal, val }) => (literal ? found : found.concat(val)),
        [],
      ),
      collapsed = dur.shiftTo(...realTokens.map(tokenToField).filter((t) => t)),
      durationInfo = {
        isNegativeDuration: collapsed < 0,
        // this relies on "collapsed" being based on "shiftTo", which builds up the object
        // in order
        largestUnit: Object.keys(collapsed.values)[0],
      };
    return stringifyTokens(tokens, tokenToString(collapsed, durationInfo));
  }
};
var ianaRegex = /[A-Za-z_+-]{1,256}(?::?\/[A-Za-z0-9_+-]{1,256}(?:\/[A-Za-z0-9_+-]{1,256})?)?/;
function combineRegexes(...regexes) {
  const full = regexes.reduce((f, r) => f + r.source, '');
  return RegExp(`^${full}$`);
}
function combineExtractors(...extractors) {
  return (m) =>
    extractors
      .reduce(
        ([mergedVals, mergedZone, cursor], ex) => {
          const [val, zone, next] = ex(m, cursor);
          return [{ ...mergedVals, ...val }, zone || mergedZone, next];
        },
        [{}, null, 1],
      )
      .slice(0, 2);
}
function parse(s2, ...patterns) {
  if (s2 == null) {
    return [null, null];
  }
  for (const [regex, extractor] of patterns) {
    const m = regex.exec(s2);
    if (m) {
      return extractor(m);
    }
  }
  return [null, null];
}
function simpleParse(...keys) {
  return (match2, cursor) => {
    const ret = {};
    let i;
    for (i = 0; i < keys.length; i++) {
      ret[keys[i]] = parseInteger(match2[cursor + i]);
    }
    return [ret, null, cursor + i];
  };
}
var offsetRegex = /(?:([Zz])|([+-]\d\d)(?::?(\d\d))?)/;
var isoExtendedZone = `(?:${offsetRegex.source}?(?:\\[(${ianaRegex.source})\\])?)?`;
var isoTimeBaseRegex = /(\d\d)(?::?(\d\d)(?::?(\d\d)(?:[.,](\d{1,30}))?)?)?/;
var isoTimeRegex = RegExp(`${isoTimeBaseRegex.source}${isoExtendedZone}`);
var isoTimeExtensionRegex = RegExp(`(?:[Tt]${isoTimeRegex.source})?`);
var isoYmdRegex = /([+-]\d{6}|\d{4})(?:-?(\d\d)(?:-?(\d\d))?)?/;
var isoWeekRegex = /(\d{4})-?W(\d\d)(?:-?(\d))?/;
var isoOrdinalRegex = /(\d{4})-?(\d{3})/;
var extractISOWeekData = simpleParse('weekYear', 'weekNumber', 'weekDay');
var extractISOOrdinalData = simpleParse('year', 'ordinal');
var sqlYmdRegex = /(\d{4})-(\d\d)-(\d\d)/;
var sqlTimeRegex = RegExp(
  `${isoTimeBaseRegex.source} ?(?:${offsetRegex.source}|(${ianaRegex.source}))?`,
);
var sqlTimeExtensionRegex = RegExp(`(?: ${sqlTimeRegex.source})?`);
function int(match2, pos, fallback) {
  const m = match2[pos];
  return isUndefined(m) ? fallback : parseInteger(m);
}
function extractISOYmd(match2, cursor) {
  const item = {
    year: int(match2, cursor),
    month: int(match2, cursor + 1, 1),
    day: int(match2, cursor + 2, 1),
  };
  return [item, null, cursor + 3];
}
function extractISOTime(match2, cursor) {
  const item = {
    hours: int(match2, cursor, 0),
    minutes: int(match2, cursor + 1, 0),
    seconds: int(match2, cursor + 2, 0),
    milliseconds: parseMillis(match2[cursor + 3]),
  };
  return [item, null, cursor + 4];
}
function extractISOOffset(match2, cursor) {
  const local = !match2[cursor] && !match2[cursor + 1],
    fullOffset = signedOffset(match2[cursor + 1], match2[cursor + 2]),
    zone = local ? null : FixedOffsetZone.instance(fullOffset);
  return [{}, zone, cursor + 3];
}
function extractIANAZone(match2, cursor) {
  const zone = match2[cursor] ? IANAZone.create(match2[cursor]) : null;
  return [{}, zone, cursor + 1];
}
var isoTimeOnly = RegExp(`^T?${isoTimeBaseRegex.source}$`);
var isoDuration =
  /^-?P(?:(?:(-?\d{1,20}(?:\.\d{1,20})?)Y)?(?:(-?\d{1,20}(?:\.\d{1,20})?)M)?(?:(-?\d{1,20}(?:\.\d{1,20})?)W)?(?:(-?\d{1,20}(?:\.\d{1,20})?)D)?(?:T(?:(-?\d{1,20}(?:\.\d{1,20})?)H)?(?:(-?\d{1,20}(?:\.\d{1,20})?)M)?(?:(-?\d{1,20})(?:[.,](-?\d{1,20}))?S)?)?)$/;
function extractISODuration(match2) {
  const [s2, yearStr, monthStr, weekStr, dayStr, hourStr, minuteStr, secondStr, millisecondsStr] =
    match2;
  const hasNegativePrefix = s2[0] === '-';
  const negativeSeconds = secondStr && secondStr[0] === '-';
  const maybeNegate = (num, force = false) =>
    num !== void 0 && (force || (num && hasNegativePrefix)) ? -num : num;
  return [
    {
      years: maybeNegate(parseFloating(yearStr)),
      months: maybeNegate(parseFloating(monthStr)),
      weeks: maybeNegate(parseFloating(weekStr)),
      days: maybeNegate(parseFloating(dayStr)),
      hours: maybeNegate(parseFloating(hourStr)),
      minutes: maybeNegate(parseFloating(minuteStr)),
      seconds: maybeNegate(parseFloating(secondStr), secondStr === '-0'),
      milliseconds: maybeNegate(parseMillis(millisecondsStr), negativeSeconds),
    },
  ];
}
var obsOffsets = {
  GMT: 0,
  EDT: -4 * 60,
  EST: -5 * 60,
  CDT: -5 * 60,
  CST: -6 * 60,
  MDT: -6 * 60,
  MST: -7 * 60,
  PDT: -7 * 60,
  PST: -8 * 60,
};
function fromStrings(weekdayStr, yearStr, monthStr, dayStr, hourStr, minuteStr, secondStr) {
  const result = {
    year: yearStr.length === 2 ? untruncateYear(parseInteger(yearStr)) : parseInteger(yearStr),
    month: monthsShort.indexOf(monthStr) + 1,
    day: parseInteger(dayStr),
    hour: parseInteger(hourStr),
    minute: parseInteger(minuteStr),
  };
  if (secondStr) result.second = parseInteger(secondStr);
  if (weekdayStr) {
    result.weekday =
      weekdayStr.length > 3
        ? weekdaysLong.indexOf(weekdayStr) + 1
        : weekdaysShort.indexOf(weekdayStr) + 1;
  }
  return result;
}
var rfc2822 =
  /^(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun),\s)?(\d{1,2})\s(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s(\d{2,4})\s(\d\d):(\d\d)(?::(\d\d))?\s(?:(UT|GMT|[ECMP][SD]T)|([Zz])|(?:([+-]\d\d)(\d\d)))$/;
function extractRFC2822(match2) {
  const [
      ,
      weekdayStr,
      dayStr,
      monthStr,
      yearStr,
      hourStr,
      minuteStr,
      secondStr,
      obsOffset,
      milOffset,
      offHourStr,
      offMinuteStr,
    ] = match2,
    result = fromStrings(weekdayStr, yearStr, monthStr, dayStr, hourStr, minuteStr, secondStr);
  let offset2;
  if (obsOffset) {
    offset2 = obsOffsets[obsOffset];
  } else if (milOffset) {
    offset2 = 0;
  } else {
    offset2 = signedOffset(offHourStr, offMinuteStr);
  }
  return [result, new FixedOffsetZone(offset2)];
}
function preprocessRFC2822(s2) {
  return s2
    .replace(/\([^()]*\)|[\n\t]/g, ' ')
    .replace(/(\s\s+)/g, ' ')
    .trim();
}
var rfc1123 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d\d) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d\d):(\d\d):(\d\d) GMT$/;
var rfc850 =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\d\d)-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(\d\d) (\d\d):(\d\d):(\d\d) GMT$/;
var ascii =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ( \d|\d\d) (\d\d):(\d\d):(\d\d) (\d{4})$/;
function extractRFC1123Or850(match2) {
  const [, weekdayStr, dayStr, monthStr, yearStr, hourStr, minuteStr, secondStr] = match2,
    result = fromStrings(weekdayStr, yearStr, monthStr, dayStr, hourStr, minuteStr, secondStr);
  return [result, FixedOffsetZone.utcInstance];
}
function extractASCII(match2) {
  const [, weekdayStr, monthStr, dayStr, hourStr, minuteStr, secondStr, yearStr] = match2,
    result = fromStrings(weekdayStr, yearStr, monthStr, dayStr, hourStr, minuteStr, secondStr);
  return [result, FixedOffsetZone.utcInstance];
}
var isoYmdWithTimeExtensionRegex = combineRegexes(isoYmdRegex, isoTimeExtensionRegex);
var isoWeekWithTimeExtensionRegex = combineRegexes(isoWeekRegex, isoTimeExtensionRegex);
var isoOrdinalWithTimeExtensionRegex = combineRegexes(isoOrdinalRegex, isoTimeExtensionRegex);
var isoTimeCombinedRegex = combineRegexes(isoTimeRegex);
var extractISOYmdTimeAndOffset = combineExtractors(
  extractISOYmd,
  extractISOTime,
  extractISOOffset,
  extractIANAZone,
);
var extractISOWeekTimeAndOffset = combineExtractors(
  extractISOWeekData,
  extractISOTime,
  extractISOOffset,
  extractIANAZone,
);
var extractISOOrdinalDateAndTime = combineExtractors(
  extractISOOrdinalData,
  extractISOTime,
  extractISOOffset,
  extractIANAZone,
);
var extractISOTimeAndOffset = combineExtractors(extractISOTime, extractISOOffset, extractIANAZone);
function parseISODate(s2) {
  return parse(
    s2,
    [isoYmdWithTimeExtensionRegex, extractISOYmdTimeAndOffset],
    [isoWeekWithTimeExtensionRegex, extractISOWeekTimeAndOffset],
    [isoOrdinalWithTimeExtensionRegex, extractISOOrdinalDateAndTime],
    [isoTimeCombinedRegex, extractISOTimeAndOffset],
  );
}
function parseRFC2822Date(s2) {
  return parse(preprocessRFC2822(s2), [rfc2822, extractRFC2822]);
}
function parseHTTPDate(s2) {
  return parse(
    s2,
    [rfc1123, extractRFC1123Or850],
    [rfc850, extractRFC1123Or850],
    [ascii, extractASCII],
  );
}
function parseISODuration(s2) {
  return parse(s2, [isoDuration, extractISODuration]);
}
var extractISOTimeOnly = combineExtractors(extractISOTime);
function parseISOTimeOnly(s2) {
  return parse(s2, [isoTimeOnly, extractISOTimeOnly]);
}
var sqlYmdWithTimeExtensionRegex = combineRegexes(sqlYmdRegex, sqlTimeExtensionRegex);
var sqlTimeCombinedRegex = combineRegexes(sqlTimeRegex);
var extractISOTimeOffsetAndIANAZone = combineExtractors(
  extractISOTime,
  extractISOOffset,
  extractIANAZone,
);
function parseSQL(s2) {
  return parse(
    s2,
    [sqlYmdWithTimeExtensionRegex, extractISOYmdTimeAndOffset],
    [sqlTimeCombinedRegex, extractISOTimeOffsetAndIANAZone],
  );
}
var INVALID$2 = 'Invalid Duration';
var lowOrderMatrix = {
  weeks: {
    days: 7,
    hours: 7 * 24,
    minutes: 7 * 24 * 60,
    seconds: 7 * 24 * 60 * 60,
    milliseconds: 7 * 24 * 60 * 60 * 1e3,
  },
  days: {
    hours: 24,
    minutes: 24 * 60,
    seconds: 24 * 60 * 60,
    milliseconds: 24 * 60 * 60 * 1e3,
  },
  hours: { minutes: 60, seconds: 60 * 60, milliseconds: 60 * 60 * 1e3 },
  minutes: { seconds: 60, milliseconds: 60 * 1e3 },
  seconds: { milliseconds: 1e3 },
};
var casualMatrix = {
  years: {
    quarters: 4,
    months: 12,
    weeks: 52,
    days: 365,
    hours: 365 * 24,
    minutes: 365 * 24 * 60,
    seconds: 365 * 24 * 60 * 60,
    milliseconds: 365 * 24 * 60 * 60 * 1e3,
  },
  quarters: {
    months: 3,
    weeks: 13,
    days: 91,
    hours: 91 * 24,
    minutes: 91 * 24 * 60,
    seconds: 91 * 24 * 60 * 60,
    milliseconds: 91 * 24 * 60 * 60 * 1e3,
  },
  months: {
    weeks: 4,
    days: 30,
    hours: 30 * 24,
    minutes: 30 * 24 * 60,
    seconds: 30 * 24 * 60 * 60,
    milliseconds: 30 * 24 * 60 * 60 * 1e3,
  },
  ...lowOrderMatrix,
};
var daysInYearAccurate = 146097 / 400;
var daysInMonthAccurate = 146097 / 4800;
var accurateMatrix = {
  years: {
    quarters: 4,
    months: 12,
    weeks: daysInYearAccurate / 7,
    days: daysInYearAccurate,
    hours: daysInYearAccurate * 24,
    minutes: daysInYearAccurate * 24 * 60,
    seconds: daysInYearAccurate * 24 * 60 * 60,
    milliseconds: daysInYearAccurate * 24 * 60 * 60 * 1e3,
  },
  quarters: {
    months: 3,
    weeks: daysInYearAccurate / 28,
    days: daysInYearAccurate / 4,
    hours: (daysInYearAccurate * 24) / 4,
    minutes: (daysInYearAccurate * 24 * 60) / 4,
    seconds: (daysInYearAccurate * 24 * 60 * 60) / 4,
    milliseconds: (daysInYearAccurate * 24 * 60 * 60 * 1e3) / 4,
  },
  months: {
    weeks: daysInMonthAccurate / 7,
    days: daysInMonthAccurate,
    hours: daysInMonthAccurate * 24,
    minutes: daysInMonthAccurate * 24 * 60,
    seconds: daysInMonthAccurate * 24 * 60 * 60,
    milliseconds: daysInMonthAccurate * 24 * 60 * 60 * 1e3,
  },
  ...lowOrderMatrix,
};
var orderedUnits$1 = [
  'years',
  'quarters',
  'months',
  'weeks',
  'days',
  'hours',
  'minutes',
  'seconds',
  'milliseconds',
];
var reverseUnits = orderedUnits$1.slice(0).reverse();
function clone$1(dur, alts, clear = false) {
  const conf = {
    values: clear ? alts.values : { ...dur.values, ...(alts.values || {}) },
    loc: dur.loc.clone(alts.loc),
    conversionAccuracy: alts.conversionAccuracy || dur.conversionAccuracy,
    matrix: alts.matrix || dur.matrix,
  };
  return new Duration(conf);
}
function durationToMillis(matrix, vals) {
  let sum = vals.milliseconds ?? 0;
  for (const unit of reverseUnits.slice(1)) {
    if (vals[unit]) {
      sum += vals[unit] * matrix[unit]['milliseconds'];
    }
  }
  return sum;
}
function normalizeValues(matrix, vals) {
  const factor = durationToMillis(matrix, vals) < 0 ? -1 : 1;
  orderedUnits$1.reduceRight((previous, current) => {
    if (!isUndefined(vals[current])) {
      if (previous) {
        const previousVal = vals[previous] * factor;
        const conv = matrix[current][previous];
        const rollUp = Math.floor(previousVal / conv);
        vals[current] += rollUp * factor;
        vals[previous] -= rollUp * conv * factor;
      }
      return current;
    } else {
      return previous;
    }
  }, null);
  orderedUnits$1.reduce((previous, current) => {
    if (!isUndefined(vals[current])) {
      if (previous) {
        const fraction = vals[previous] % 1;
        vals[previous] -= fraction;
        vals[current] += fraction * matrix[previous][current];
      }
      return current;
    } else {
      return previous;
    }
  }, null);
}
function removeZeroes(vals) {
  const newVals = {};
  for (const [key, value] of Object.entries(vals)) {
    if (value !== 0) {
      newVals[key] = value;
    }
  }
  return newVals;
}
var Duration = class _Duration {
  /**
   * @private
   */
  constructor(config) {
    const accurate = config.conversionAccuracy === 'longterm' || false;
    let matrix = accurate ? accurateMatrix : casualMatrix;
    if (config.matrix) {
      matrix = config.matrix;
    }
    this.values = config.values;
    this.loc = config.loc || Locale.create();
    this.conversionAccuracy = accurate ? 'longterm' : 'casual';
    this.invalid = config.invalid || null;
    this.matrix = matrix;
    this.isLuxonDuration = true;
  }
  /**
   * Create Duration from a number of milliseconds.
   * @param {number} count of milliseconds
   * @param {Object} opts - options for parsing
   * @param {string} [opts.locale='en-US'] - the locale to use
   * @param {string} opts.numberingSystem - the numbering system to use
   * @param {string} [opts.conversionAccuracy='casual'] - the conversion system to use
   * @return {Duration}
   */
  static fromMillis(count, opts) {
    return _Duration.fromObject({ milliseconds: count }, opts);
  }
  /**
   * Create a Duration from a JavaScript object with keys like 'years' and 'hours'.
   * If this object is empty then a zero milliseconds duration is returned.
   * @param {Object} obj - the object to create the DateTime from
   * @param {number} obj.years
   * @param {number} obj.quarters
   * @param {number} obj.months
   * @param {number} obj.weeks
   * @param {number} obj.days
   * @param {number} obj.hours
   * @param {number} obj.minutes
   * @param {number} obj.seconds
   * @param {number} obj.milliseconds
   * @param {Object} [opts=[]] - options for creating this Duration
   * @param {string} [opts.locale='en-US'] - the locale to use
   * @param {string} opts.numberingSystem - the numbering system to use
   * @param {string} [opts.conversionAccuracy='casual'] - the preset conversion system to use
   * @param {string} [opts.matrix=Object] - the custom conversion system to use
   * @return {Duration}
   */
  static fromObject(obj, opts = {}) {
    if (obj == null || typeof obj !== 'object') {
      throw new InvalidArgumentError(
        `Duration.fromObject: argument expected to be an object, got ${obj === null ? 'null' : typeof obj}`,
      );
    }
    return new _Duration({
      values: normalizeObject(obj, _Duration.normalizeUnit),
      loc: Locale.fromObject(opts),
      conversionAccuracy: opts.conversionAccuracy,
      matrix: opts.matrix,
    });
  }
  /**
   * Create a Duration from DurationLike.
   *
   * @param {Object | number | Duration} durationLike
   * One of:
   * - object with keys like 'years' and 'hours'.
   * - number representing milliseconds
   * - Duration instance
   * @return {Duration}
   */
  static fromDurationLike(durationLike) {
    if (isNumber(durationLike)) {
      return _Duration.fromMillis(durationLike);
    } else if (_Duration.isDuration(durationLike)) {
      return durationLike;
    } else if (typeof durationLike === 'object') {
      return _Duration.fromObject(durationLike);
    } else {
      throw new InvalidArgumentError(
        `Unknown duration argument ${durationLike} of type ${typeof durationLike}`,
      );
    }
  }
  /**
   * Create a Duration from an ISO 8601 duration string.
   * @param {string} text - text to parse
   * @param {Object} opts - options for parsing
   * @param {string} [opts.locale='en-US'] - the locale to use
   * @param {string} opts.numberingSystem - the numbering system to use
   * @param {string} [opts.conversionAccuracy='casual'] - the preset conversion system to use
   * @param {string} [opts.matrix=Object] - the preset conversion system to use
   * @see https://en.wikipedia.org/wiki/ISO_8601#Durations
   * @example Duration.fromISO('P3Y6M1W4DT12H30M5S').toObject() //=> { years: 3, months: 6, weeks: 1, days: 4, hours: 12, minutes: 30, seconds: 5 }
   * @example Duration.fromISO('PT23H').toObject() //=> { hours: 23 }
   * @example Duration.fromISO('P5Y3M').toObject() //=> { years: 5, months: 3 }
   * @return {Duration}
   */
  static fromISO(text, opts) {
    const [parsed] = parseISODuration(text);
    if (parsed) {
      return _Duration.fromObject(parsed, opts);
    } else {
      return _Duration.invalid('unparsable', `the input "${text}" can't be parsed as ISO 8601`);
    }
  }
  /**
   * Create a Duration from an ISO 8601 time string.
   * @param {string} text - text to parse
   * @param {Object} opts - options for parsing
   * @param {string} [opts.locale='en-US'] - the locale to use
   * @param {string} opts.numberingSystem - the numbering system to use
   * @param {string} [opts.conversionAccuracy='casual'] - the preset conversion system to use
   * @param {string} [opts.matrix=Object] - the conversion system to use
   * @see https://en.wikipedia.org/wiki/ISO_8601#Times
   * @example Duration.fromISOTime('11:22:33.444').toObject() //=> { hours: 11, minutes: 22, seconds: 33, milliseconds: 444 }
   * @example Duration.fromISOTime('11:00').toObject() //=> { hours: 11, minutes: 0, seconds: 0 }
   * @example Duration.fromISOTime('T11:00').toObject() //=> { hours: 11, minutes: 0, seconds: 0 }
   * @example Duration.fromISOTime('1100').toObject() //=> { hours: 11, minutes: 0, seconds: 0 }
   * @example Duration.fromISOTime('T1100').toObject() //=> { hours: 11, minutes: 0, seconds: 0 }
   * @return {Duration}
   */
  static fromISOTime(text, opts) {
    const [parsed] = parseISOTimeOnly(text);
    if (parsed) {
      return _Duration.fromObject(parsed, opts);
    } else {
      return _Duration.invalid('unparsable', `the input "${text}" can't be parsed as ISO 8601`);
    }
  }
  /**
   * Create an invalid Duration.
   * @param {string} reason - simple string of why this datetime is invalid. Should not contain parameters or anything else data-dependent
   * @param {string} [explanation=null] - longer explanation, may include parameters and other useful debugging information
   * @return {Duration}
   */
  static invalid(reason, explanation = null) {
    if (!reason) {
      throw new InvalidArgumentError('need to specify a reason the Duration is invalid');
    }
    const invalid = reason instanceof Invalid ? reason : new Invalid(reason, explanation);
    if (Settings.throwOnInvalid) {
      throw new InvalidDurationError(invalid);
    } else {
      return new _Duration({ invalid });
    }
  }
  /**
   * @private
   */
  static normalizeUnit(unit) {
    const normalized = {
      year: 'years',
      years: 'years',
      quarter: 'quarters',
      quarters: 'quarters',
      month: 'months',
      months: 'months',
      week: 'weeks',
      weeks: 'weeks',
      day: 'days',
      days: 'days',
      hour: 'hours',
      hours: 'hours',
      minute: 'minutes',
      minutes: 'minutes',
      second: 'seconds',
      seconds: 'seconds',
      millisecond: 'milliseconds',
      milliseconds: 'milliseconds',
    }[unit ? unit.toLowerCase() : unit];
    if (!normalized) throw new InvalidUnitError(unit);
    return normalized;
  }
  /**
   * Check if an object is a Duration. Works across context boundaries
   * @param {object} o
   * @return {boolean}
   */
  static isDuration(o) {
    return (o && o.isLuxonDuration) || false;
  }
  /**
   * Get  the locale of a Duration, such 'en-GB'
   * @type {string}
   */
  get locale() {
    return this.isValid ? this.loc.locale : null;
  }
  /**
   * Get the numbering system of a Duration, such 'beng'. The numbering system is used when formatting the Duration
   *
   * @type {string}
   */
  get numberingSystem() {
    return this.isValid ? this.loc.numberingSystem : null;
  }
  /**
   * Returns a string representation of this Duration formatted according to the specified format string. You may use these tokens:
   * * `S` for milliseconds
   * * `s` for seconds
   * * `m` for minutes
   * * `h` for hours
   * * `d` for days
   * * `w` for weeks
   * * `M` for months
   * * `y` for years
   * Notes:
   * * Add padding by repeating the token, e.g. "yy" pads the years to two digits, "hhhh" pads the hours out to four digits
   * * Tokens can be escaped by wrapping with single quotes.
   * * The duration will be converted to the set of units in the format string using {@link Duration#shiftTo} and the Durations's conversion accuracy setting.
   * @param {string} fmt - the format string
   * @param {Object} opts - options
   * @param {boolean} [opts.floor=true] - floor numerical values
   * @param {'negative'|'all'|'negativeLargestOnly'} [opts.signMode=negative] - How to handle signs
   * @example Duration.fromObject({ years: 1, days: 6, seconds: 2 }).toFormat("y d s") //=> "1 6 2"
   * @example Duration.fromObject({ years: 1, days: 6, seconds: 2 }).toFormat("yy dd sss") //=> "01 06 002"
   * @example Duration.fromObject({ years: 1, days: 6, seconds: 2 }).toFormat("M S") //=> "12 518402000"
   * @example Duration.fromObject({ days: 6, seconds: 2 }).toFormat("d s", { signMode: "all" }) //=> "+6 +2"
   * @example Duration.fromObject({ days: -6, seconds: -2 }).toFormat("d s", { signMode: "all" }) //=> "-6 -2"
   * @example Duration.fromObject({ days: -6, seconds: -2 }).toFormat("d s", { signMode: "negativeLargestOnly" }) //=> "-6 2"
   * @return {string}
   */
  toFormat(fmt, opts = {}) {
    const fmtOpts = {
      ...opts,
      floor: opts.round !== false && opts.floor !== false,
    };
    return this.isValid
      ? Formatter.create(this.loc, fmtOpts).formatDurationFromString(this, fmt)
      : INVALID$2;
  }
  /**
   * Returns a string representation of a Duration with all units included.
   * To modify its behavior, use `listStyle` and any Intl.NumberFormat option, though `unitDisplay` is especially relevant.
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Intl/NumberFormat/NumberFormat#options
   * @param {Object} opts - Formatting options. Accepts the same keys as the options parameter of the native `Intl.NumberFormat` constructor, as well as `listStyle`.
   * @param {string} [opts.listStyle='narrow'] - How to format the merged list. Corresponds to the `style` property of the options parameter of the native `Intl.ListFormat` constructor.
   * @param {boolean} [opts.showZeros=true] - Show all units previously used by the duration even if they are zero
   * @example
   * ```js
   * var dur = Duration.fromObject({ months: 1, weeks: 0, hours: 5, minutes: 6 })
   * dur.toHuman() //=> '1 month, 0 weeks, 5 hours, 6 minutes'
   * dur.toHuman({ listStyle: "long" }) //=> '1 month, 0 weeks, 5 hours, and 6 minutes'
   * dur.toHuman({ unitDisplay: "short" }) //=> '1 mth, 0 wks, 5 hr, 6 min'
   * dur.toHuman({ showZeros: false }) //=> '1 month, 5 hours, 6 minutes'
   * ```
   */
  toHuman(opts = {}) {
    if (!this.isValid) return INVALID$2;
    const showZeros = opts.showZeros !== false;
    const l2 = orderedUnits$1
      .map((unit) => {
        const val = this.values[unit];
        if (isUndefined(val) || (val === 0 && !showZeros)) {
          return null;
        }
        return this.loc
          .numberFormatter({ style: 'unit', unitDisplay: 'long', ...opts, unit: unit.slice(0, -1) })
          .format(val);
      })
      .filter((n2) => n2);
    return this.loc
      .listFormatter({ type: 'conjunction', style: opts.listStyle || 'narrow', ...opts })
      .format(l2);
  }
  /**
   * Returns a JavaScript object with this Duration's values.
   * @example Duration.fromObject({ years: 1, days: 6, seconds: 2 }).toObject() //=> { years: 1, days: 6, seconds: 2 }
   * @return {Object}
   */
  toObject() {
    if (!this.isValid) return {};
    return { ...this.values };
  }
  /**
   * Returns an ISO 8601-compliant string representation of this Duration.
   * @see https://en.wikipedia.org/wiki/ISO_8601#Durations
   * @example Duration.fromObject({ years: 3, seconds: 45 }).toISO() //=> 'P3YT45S'
   * @example Duration.fromObject({ months: 4, seconds: 45 }).toISO() //=> 'P4MT45S'
   * @example Duration.fromObject({ months: 5 }).toISO() //=> 'P5M'
   * @example Duration.fromObject({ minutes: 5 }).toISO() //=> 'PT5M'
   * @example Duration.fromObject({ milliseconds: 6 }).toISO() //=> 'PT0.006S'
   * @return {string}
   */
  toISO() {
    if (!this.isValid) return null;
    let s2 = 'P';
    if (this.years !== 0) s2 += this.years + 'Y';
    if (this.months !== 0 || this.quarters !== 0) s2 += this.months + this.quarters * 3 + 'M';
    if (this.weeks !== 0) s2 += this.weeks + 'W';
    if (this.days !== 0) s2 += this.days + 'D';
    if (this.hours !== 0 || this.minutes !== 0 || this.seconds !== 0 || this.milliseconds !== 0)
      s2 += 'T';
    if (this.hours !== 0) s2 += this.hours + 'H';
    if (this.minutes !== 0) s2 += this.minutes + 'M';
    if (this.seconds !== 0 || this.milliseconds !== 0)
      s2 += roundTo(this.seconds + this.milliseconds / 1e3, 3) + 'S';
    if (s2 === 'P') s2 += 'T0S';
    return s2;
  }
  /**
   * Returns an ISO 8601-compliant string representation of this Duration, formatted as a time of day.
   * Note that this will return null if the duration is invalid, negative, or equal to or greater than 24 hours.
   * @see https://en.wikipedia.org/wiki/ISO_8601#Times
   * @param {Object} opts - options
   * @param {boolean} [opts.suppressMilliseconds=false] - exclude milliseconds from the format if they're 0
   * @param {boolean} [opts.suppressSeconds=false] - exclude seconds from the format if they're 0
   * @param {boolean} [opts.includePrefix=false] - include the `T` prefix
   * @param {string} [opts.format='extended'] - choose between the basic and extended format
   * @example Duration.fromObject({ hours: 11 }).toISOTime() //=> '11:00:00.000'
   * @example Duration.fromObject({ hours: 11 }).toISOTime({ suppressMilliseconds: true }) //=> '11:00:00'
   * @example Duration.fromObject({ hours: 11 }).toISOTime({ suppressSeconds: true }) //=> '11:00'
   * @example Duration.fromObject({ hours: 11 }).toISOTime({ includePrefix: true }) //=> 'T11:00:00.000'
   * @example Duration.fromObject({ hours: 11 }).toISOTime({ format: 'basic' }) //=> '110000.000'
   * @return {string}
   */
  toISOTime(opts = {}) {
    if (!this.isValid) return null;
    const millis = this.toMillis();
    if (millis < 0 || millis >= 864e5) return null;
    opts = {
      suppressMilliseconds: false,
      suppressSeconds: false,
      includePrefix: false,
      format: 'extended',
      ...opts,
      includeOffset: false,
    };
    const dateTime = DateTime.fromMillis(millis, { zone: 'UTC' });
    return dateTime.toISOTime(opts);
  }
  /**
   * Returns an ISO 8601 representation of this Duration appropriate for use in JSON.
   * @return {string}
   */
  toJSON() {
    return this.toISO();
  }
  /**
   * Returns an ISO 8601 representation of this Duration appropriate for use in debugging.
   * @return {string}
   */
  toString() {
    return this.toISO();
  }
  /**
   * Returns a string representation of this Duration appropriate for the REPL.
   * @return {string}
   */
  [/* @__PURE__ */ Symbol.for('nodejs.util.inspect.custom')]() {
    if (this.isValid) {
      return `Duration { values: ${JSON.stringify(this.values)} }`;
    } else {
      return `Duration { Invalid, reason: ${this.invalidReason} }`;
    }
  }
  /**
   * Returns an milliseconds value of this Duration.
   * @return {number}
   */
  toMillis() {
    if (!this.isValid) return NaN;
    return durationToMillis(this.matrix, this.values);
  }
  /**
   * Returns an milliseconds value of this Duration. Alias of {@link toMillis}
   * @return {number}
   */
  valueOf() {
    return this.toMillis();
  }
  /**
   * Make this Duration longer by the specified amount. Return a newly-constructed Duration.
   * @param {Duration|Object|number} duration - The amount to add. Either a Luxon Duration, a number of milliseconds, the object argument to Duration.fromObject()
   * @return {Duration}
   */
  plus(duration) {
    if (!this.isValid) return this;
    const dur = _Duration.fromDurationLike(duration),
      result = {};
    for (const k of orderedUnits$1) {
      if (hasOwnProperty(dur.values, k) || hasOwnProperty(this.values, k)) {
        result[k] = dur.get(k) + this.get(k);
      }
    }
    return clone$1(this, { values: result }, true);
  }
  /**
   * Make this Duration shorter by the specified amount. Return a newly-constructed Duration.
   * @param {Duration|Object|number} duration - The amount to subtract. Either a Luxon Duration, a number of milliseconds, the object argument to Duration.fromObject()
   * @return {Duration}
   */
  minus(duration) {
    if (!this.isValid) return this;
    const dur = _Duration.fromDurationLike(duration);
    return this.plus(dur.negate());
  }
  /**
   * Scale this Duration by the specified amount. Return a newly-constructed Duration.
   * @param {function} fn - The function to apply to each unit. Arity is 1 or 2: the value of the unit and, optionally, the unit name. Must return a number.
   * @example Duration.fromObject({ hours: 1, minutes: 30 }).mapUnits(x => x * 2) //=> { hours: 2, minutes: 60 }
   * @example Duration.fromObject({ hours: 1, minutes: 30 }).mapUnits((x, u) => u === "hours" ? x * 2 : x) //=> { hours: 2, minutes: 30 }
   * @return {Duration}
   */
  mapUnits(fn) {
    if (!this.isValid) return this;
    const result = {};
    for (const k of Object.keys(this.values)) {
      result[k] = asNumber(fn(this.values[k], k));
    }
    return clone$1(this, { values: result }, true);
  }
  /**
   * Get the value of unit.
   * @param {string} unit - a unit such as 'minute' or 'day'
   * @example Duration.fromObject({years: 2, days: 3}).get('years') //=> 2
   * @example Duration.fromObject({years: 2, days: 3}).get('months') //=> 0
   * @example Duration.fromObject({years: 2, days: 3}).get('days') //=> 3
   * @return {number}
   */
  get(unit) {
    return this[_Duration.normalizeUnit(unit)];
  }
  /**
   * "Set" the values of specified units. Return a newly-constructed Duration.
   * @param {Object} values - a mapping of units to numbers
   * @example dur.set({ years: 2017 })
   * @example dur.set({ hours: 8, minutes: 30 })
   * @return {Duration}
   */
  set(values) {
    if (!this.isValid) return this;
    const mixed = { ...this.values, ...normalizeObject(values, _Duration.normalizeUnit) };
    return clone$1(this, { values: mixed });
  }
  /**
   * "Set" the locale and/or numberingSystem.  Returns a newly-constructed Duration.
   * @example dur.reconfigure({ locale: 'en-GB' })
   * @return {Duration}
   */
  reconfigure({ locale, numberingSystem, conversionAccuracy, matrix } = {}) {
    const loc = this.loc.clone({ locale, numberingSystem });
    const opts = { loc, matrix, conversionAccuracy };
    return clone$1(this, opts);
  }
  /**
   * Return the length of the duration in the specified unit.
   * @param {string} unit - a unit such as 'minutes' or 'days'
   * @example Duration.fromObject({years: 1}).as('days') //=> 365
   * @example Duration.fromObject({years: 1}).as('months') //=> 12
   * @example Duration.fromObject({hours: 60}).as('days') //=> 2.5
   * @return {number}
   */
  as(unit) {
    return this.isValid ? this.shiftTo(unit).get(unit) : NaN;
  }
  /**
   * Reduce this Duration to its canonical representation in its current units.
   * Assuming the overall value of the Duration is positive, this means:
   * - excessive values for lower-order units are converted to higher-order units (if possible, see first and second example)
   * - negative lower-order units are converted to higher order units (there must be such a higher order unit, otherwise
   *   the overall value would be negative, see third example)
   * - fractional values for higher-order units are converted to lower-order units (if possible, see fourth example)
   *
   * If the overall value is negative, the result of this method is equivalent to `this.negate().normalize().negate()`.
   * @example Duration.fromObject({ years: 2, days: 5000 }).normalize().toObject() //=> { years: 15, days: 255 }
   * @example Duration.fromObject({ days: 5000 }).normalize().toObject() //=> { days: 5000 }
   * @example Duration.fromObject({ hours: 12, minutes: -45 }).normalize().toObject() //=> { hours: 11, minutes: 15 }
   * @example Duration.fromObject({ years: 2.5, days: 0, hours: 0 }).normalize().toObject() //=> { years: 2, days: 182, hours: 12 }
   * @return {Duration}
   */
  normalize() {
    if (!this.isValid) return this;
    const vals = this.toObject();
    normalizeValues(this.matrix, vals);
    return clone$1(this, { values: vals }, true);
  }
  /**
   * Rescale units to its largest representation
   * @example Duration.fromObject({ milliseconds: 90000 }).rescale().toObject() //=> { minutes: 1, seconds: 30 }
   * @return {Duration}
   */
  rescale() {
    if (!this.isValid) return this;
    const vals = removeZeroes(this.normalize().shiftToAll().toObject());
    return clone$1(this, { values: vals }, true);
  }
  /**
   * Convert this Duration into its representation in a different set of units.
   * @example Duration.fromObject({ hours: 1, seconds: 30 }).shiftTo('minutes', 'milliseconds').toObject() //=> { minutes: 60, milliseconds: 30000 }
   * @return {Duration}
   */
  shiftTo(...units) {
    if (!this.isValid) return this;
    if (units.length === 0) {
      return this;
    }
    units = units.map((u) => _Duration.normalizeUnit(u));
    const built = {},
      accumulated = {},
      vals = this.toObject();
    let lastUnit;
    for (const k of orderedUnits$1) {
      if (units.indexOf(k) >= 0) {
        lastUnit = k;
        let own = 0;
        for (const ak in accumulated) {
          own += this.matrix[ak][k] * accumulated[ak];
          accumulated[ak] = 0;
        }
        if (isNumber(vals[k])) {
          own += vals[k];
        }
        const i = Math.trunc(own);
        built[k] = i;
        accumulated[k] = (own * 1e3 - i * 1e3) / 1e3;
      } else if (isNumber(vals[k])) {
        accumulated[k] = vals[k];
      }
    }
    for (const key in accumulated) {
      if (accumulated[key] !== 0) {
        built[lastUnit] +=
          key === lastUnit ? accumulated[key] : accumulated[key] / this.matrix[lastUnit][key];
      }
    }
    normalizeValues(this.matrix, built);
    return clone$1(this, { values: built }, true);
  }
  /**
   * Shift this Duration to all available units.
   * Same as shiftTo("years", "months", "weeks", "days", "hours", "minutes", "seconds", "milliseconds")
   * @return {Duration}
   */
  shiftToAll() {
    if (!this.isValid) return this;
    return this.shiftTo(
      'years',
      'months',
      'weeks',
      'days',
      'hours',
      'minutes',
      'seconds',
      'milliseconds',
    );
  }
  /**
   * Return the negative of this Duration.
   * @example Duration.fromObject({ hours: 1, seconds: 30 }).negate().toObject() //=> { hours: -1, seconds: -30 }
   * @return {Duration}
   */
  negate() {
    if (!this.isValid) return this;
    const negated = {};
    for (const k of Object.keys(this.values)) {
      negated[k] = this.values[k] === 0 ? 0 : -this.values[k];
    }
    return clone$1(this, { values: negated }, true);
  }
  /**
   * Removes all units with values equal to 0 from this Duration.
   * @example Duration.fromObject({ years: 2, days: 0, hours: 0, minutes: 0 }).removeZeros().toObject() //=> { years: 2 }
   * @return {Duration}
   */
  removeZeros() {
    if (!this.isValid) return this;
    const vals = removeZeroes(this.values);
    return clone$1(this, { values: vals }, true);
  }
  /**
   * Get the years.
   * @type {number}
   */
  get years() {
    return this.isValid ? this.values.years || 0 : NaN;
  }
  /**
   * Get the quarters.
   * @type {number}
   */
  get quarters() {
    return this.isValid ? this.values.quarters || 0 : NaN;
  }
  /**
   * Get the months.
   * @type {number}
   */
  get months() {
    return this.isValid ? this.values.months || 0 : NaN;
  }
  /**
   * Get the weeks
   * @type {number}
   */
  get weeks() {
    return this.isValid ? this.values.weeks || 0 : NaN;
  }
  /**
   * Get the days.
   * @type {number}
   */
  get days() {
    return this.isValid ? this.values.days || 0 : NaN;
  }
  /**
   * Get the hours.
   * @type {number}
   */
  get hours() {
    return this.isValid ? this.values.hours || 0 : NaN;
  }
  /**
   * Get the minutes.
   * @type {number}
   */
  get minutes() {
    return this.isValid ? this.values.minutes || 0 : NaN;
  }
  /**
   * Get the seconds.
   * @return {number}
   */
  get seconds() {
    return this.isValid ? this.values.seconds || 0 : NaN;
  }
  /**
   * Get the milliseconds.
   * @return {number}
   */
  get milliseconds() {
    return this.isValid ? this.values.milliseconds || 0 : NaN;
  }
  /**
   * Returns whether the Duration is invalid. Invalid durations are returned by diff operations
   * on invalid DateTimes or Intervals.
   * @return {boolean}
   */
  get isValid() {
    return this.invalid === null;
  }
  /**
   * Returns an error code if this Duration became invalid, or null if the Duration is valid
   * @return {string}
   */
  get invalidReason() {
    return this.invalid ? this.invalid.reason : null;
  }
  /**
   * Returns an explanation of why this Duration became invalid, or null if the Duration is valid
   * @type {string}
   */
  get invalidExplanation() {
    return this.invalid ? this.invalid.explanation : null;
  }
  /**
   * Equality check
   * Two Durations are equal iff they have the same units and the same values for each unit.
   * @param {Duration} other
   * @return {boolean}
   */
  equals(other) {
    if (!this.isValid || !other.isValid) {
      return false;
    }
    if (!this.loc.equals(other.loc)) {
      return false;
    }
    function eq(v1, v2) {
      if (v1 === void 0 || v1 === 0) return v2 === void 0 || v2 === 0;
      return v1 === v2;
    }
    for (const u of orderedUnits$1) {
      if (!eq(this.values[u], other.values[u])) {
        return false;
      }
    }
    return true;
  }
};
var INVALID$1 = 'Invalid Interval';
function validateStartEnd(start, end) {
  if (!start || !start.isValid) {
    return Interval.invalid('missing or invalid start');
  } else if (!end || !end.isValid) {
    return Interval.invalid('missing or invalid end');
  } else if (end < start) {
    return Interval.invalid(
      'end before start',
      `The end of an interval must be after its start, but you had start=${start.toISO()} and end=${end.toISO()}`,
    );
  } else {
    return null;
  }
}
var Interval = class _Interval {
  /**
   * @private
   */
  constructor(config) {
    this.s = config.start;
    this.e = config.end;
    this.invalid = config.invalid || null;
    this.isLuxonInterval = true;
  }
  /**
   * Create an invalid Interval.
   * @param {string} reason - simple string of why this Interval is invalid. Should not contain parameters or anything else data-dependent
   * @param {string} [explanation=null] - longer explanation, may include parameters and other useful debugging information
   * @return {Interval}
   */
  static invalid(reason, explanation = null) {
    if (!reason) {
      throw new InvalidArgumentError('need to specify a reason the Interval is invalid');
    }
    const invalid = reason instanceof Invalid ? reason : new Invalid(reason, explanation);
    if (Settings.throwOnInvalid) {
      throw new InvalidIntervalError(invalid);
    } else {
      return new _Interval({ invalid });
    }
  }
  /**
   * Create an Interval from a start DateTime and an end DateTime. Inclusive of the start but not the end.
   * @param {DateTime|Date|Object} start
   * @param {DateTime|Date|Object} end
   * @return {Interval}
   */
  static fromDateTimes(start, end) {
    const builtStart = friendlyDateTime(start),
      builtEnd = friendlyDateTime(end);
    const validateError = validateStartEnd(builtStart, builtEnd);
    if (validateError == null) {
      return new _Interval({
        start: builtStart,
        end: builtEnd,
      });
    } else {
      return validateError;
    }
  }
  /**
   * Create an Interval from a start DateTime and a Duration to extend to.
   * @param {DateTime|Date|Object} start
   * @param {Duration|Object|number} duration - the length of the Interval.
   * @return {Interval}
   */
  static after(start, duration) {
    const dur = Duration.fromDurationLike(duration),
      dt = friendlyDateTime(start);
    return _Interval.fromDateTimes(dt, dt.plus(dur));
  }
  /**
   * Create an Interval from an end DateTime and a Duration to extend backwards to.
   * @param {DateTime|Date|Object} end
   * @param {Duration|Object|number} duration - the length of the Interval.
   * @return {Interval}
   */
  static before(end, duration) {
    const dur = Duration.fromDurationLike(duration),
      dt = friendlyDateTime(end);
    return _Interval.fromDateTimes(dt.minus(dur), dt);
  }
  /**
   * Create an Interval from an ISO 8601 string.
   * Accepts `<start>/<end>`, `<start>/<duration>`, and `<duration>/<end>` formats.
   * @param {string} text - the ISO string to parse
   * @param {Object} [opts] - options to pass {@link DateTime#fromISO} and optionally {@link Duration#fromISO}
   * @see https://en.wikipedia.org/wiki/ISO_8601#Time_intervals
   * @return {Interval}
   */
  static fromISO(text, opts) {
    const [s2, e] = (text || '').split('/', 2);
    if (s2 && e) {
      let start, startIsValid;
      try {
        start = DateTime.fromISO(s2, opts);
        startIsValid = start.isValid;
      } catch (e2) {
        startIsValid = false;
      }
      let end, endIsValid;
      try {
        end = DateTime.fromISO(e, opts);
        endIsValid = end.isValid;
      } catch (e2) {
        endIsValid = false;
      }
      if (startIsValid && endIsValid) {
        return _Interval.fromDateTimes(start, end);
      }
      if (startIsValid) {
        const dur = Duration.fromISO(e, opts);
        if (dur.isValid) {
          return _Interval.after(start, dur);
        }
      } else if (endIsValid) {
        const dur = Duration.fromISO(s2, opts);
        if (dur.isValid) {
          return _Interval.before(end, dur);
        }
      }
    }
    return _Interval.invalid('unparsable', `the input "${text}" can't be parsed as ISO 8601`);
  }
  /**
   * Check if an object is an Interval. Works across context boundaries
   * @param {object} o
   * @return {boolean}
   */
  static isInterval(o) {
    return (o && o.isLuxonInterval) || false;
  }
  /**
   * Returns the start of the Interval
   * @type {DateTime}
   */
  get start() {
    return this.isValid ? this.s : null;
  }
  /**
   * Returns the end of the Interval. This is the first instant which is not part of the interval
   * (Interval is half-open).
   * @type {DateTime}
   */
  get end() {
    return this.isValid ? this.e : null;
  }
  /**
   * Returns the last DateTime included in the interval (since end is not part of the interval)
   * @type {DateTime}
   */
  get lastDateTime() {
    return this.isValid ? (this.e ? this.e.minus(1) : null) : null;
  }
  /**
   * Returns whether this Interval's end is at least its start, meaning that the Interval isn't 'backwards'.
   * @type {boolean}
   */
  get isValid() {
    return this.invalidReason === null;
  }
  /**
   * Returns an error code if this Interval is invalid, or null if the Interval is valid
   * @type {string}
   */
  get invalidReason() {
    return this.invalid ? this.invalid.reason : null;
  }
  /**
   * Returns an explanation of why this Interval became invalid, or null if the Interval is valid
   * @type {string}
   */
  get invalidExplanation() {
    return this.invalid ? this.invalid.explanation : null;
  }
  /**
   * Returns the length of the Interval in the specified unit.
   * @param {string} unit - the unit (such as 'hours' or 'days') to return the length in.
   * @return {number}
   */
  length(unit = 'milliseconds') {
    return this.isValid ? this.toDuration(...[unit]).get(unit) : NaN;
  }
  /**
   * Returns the count of minutes, hours, days, months, or years included in the Interval, even in part.
   * Unlike {@link Interval#length} this counts sections of the calendar, not periods of time, e.g. specifying 'day'
   * asks 'what dates are included in this interval?', not 'how many days long is this interval?'
   * @param {string} [unit='milliseconds'] - the unit of time to count.
   * @param {Object} opts - options
   * @param {boolean} [opts.useLocaleWeeks=false] - If true, use weeks based on the locale, i.e. use the locale-dependent start of the week; this operation will always use the locale of the start DateTime
   * @return {number}
   */
  count(unit = 'milliseconds', opts) {
    if (!this.isValid) return NaN;
    const start = this.start.startOf(unit, opts);
    let end;
    if (opts?.useLocaleWeeks) {
      end = this.end.reconfigure({ locale: start.locale });
    } else {
      end = this.end;
    }
    end = end.startOf(unit, opts);
    return Math.floor(end.diff(start, unit).get(unit)) + (end.valueOf() !== this.end.valueOf());
  }
  /**
   * Returns whether this Interval's start and end are both in the same unit of time
   * @param {string} unit - the unit of time to check sameness on
   * @return {boolean}
   */
  hasSame(unit) {
    return this.isValid ? this.isEmpty() || this.e.minus(1).hasSame(this.s, unit) : false;
  }
  /**
   * Return whether this Interval has the same start and end DateTimes.
   * @return {boolean}
   */
  isEmpty() {
    return this.s.valueOf() === this.e.valueOf();
  }
  /**
   * Return whether this Interval's start is after the specified DateTime.
   * @param {DateTime} dateTime
   * @return {boolean}
   */
  isAfter(dateTime) {
    if (!this.isValid) return false;
    return this.s > dateTime;
  }
  /**
   * Return whether this Interval's end is before the specified DateTime.
   * @param {DateTime} dateTime
   * @return {boolean}
   */
  isBefore(dateTime) {
    if (!this.isValid) return false;
    return this.e <= dateTime;
  }
  /**
   * Return whether this Interval contains the specified DateTime.
   * @param {DateTime} dateTime
   * @return {boolean}
   */
  contains(dateTime) {
    if (!this.isValid) return false;
    return this.s <= dateTime && this.e > dateTime;
  }
  /**
   * "Sets" the start and/or end dates. Returns a newly-constructed Interval.
   * @param {Object} values - the values to set
   * @param {DateTime} values.start - the starting DateTime
   * @param {DateTime} values.end - the ending DateTime
   * @return {Interval}
   */
  set({ start, end } = {}) {
    if (!this.isValid) return this;
    return _Interval.fromDateTimes(start || this.s, end || this.e);
  }
  /**
   * Split this Interval at each of the specified DateTimes
   * @param {...DateTime} dateTimes - the unit of time to count.
   * @return {Array}
   */
  splitAt(...dateTimes) {
    if (!this.isValid) return [];
    const sorted = dateTimes
        .map(friendlyDateTime)
        .filter((d) => this.contains(d))
        .sort((a, b) => a.toMillis() - b.toMillis()),
      results = [];
    let { s: s2 } = this,
      i = 0;
    while (s2 < this.e) {
      const added = sorted[i] || this.e,
        next = +added > +this.e ? this.e : added;
      results.push(_Interval.fromDateTimes(s2, next));
      s2 = next;
      i += 1;
    }
    return results;
  }
  /**
   * Split this Interval into smaller Intervals, each of the specified length.
   * Left over time is grouped into a smaller interval
   * @param {Duration|Object|number} duration - The length of each resulting interval.
   * @return {Array}
   */
  splitBy(duration) {
    const dur = Duration.fromDurationLike(duration);
    if (!this.isValid || !dur.isValid || dur.as('milliseconds') === 0) {
      return [];
    }
    let { s: s2 } = this,
      idx = 1,
      next;
    const results = [];
    while (s2 < this.e) {
      const added = this.start.plus(dur.mapUnits((x) => x * idx));
      next = +added > +this.e ? this.e : added;
      results.push(_Interval.fromDateTimes(s2, next));
      s2 = next;
      idx += 1;
    }
    return results;
  }
  /**
   * Split this Interval into the specified number of smaller intervals.
   * @param {number} numberOfParts - The number of Intervals to divide the Interval into.
   * @return {Array}
   */
  divideEqually(numberOfParts) {
    if (!this.isValid) return [];
    return this.splitBy(this.length() / numberOfParts).slice(0, numberOfParts);
  }
  /**
   * Return whether this Interval overlaps with the specified Interval
   * @param {Interval} other
   * @return {boolean}
   */
  overlaps(other) {
    return this.e > other.s && this.s < other.e;
  }
  /**
   * Return whether this Interval's end is adjacent to the specified Interval's start.
   * @param {Interval} other
   * @return {boolean}
   */
  abutsStart(other) {
    if (!this.isValid) return false;
    return +this.e === +other.s;
  }
  /**
   * Return whether this Interval's start is adjacent to the specified Interval's end.
   * @param {Interval} other
   * @return {boolean}
   */
  abutsEnd(other) {
    if (!this.isValid) return false;
    return +other.e === +this.s;
  }
  /**
   * Returns true if this Interval fully contains the specified Interval, specifically if the intersect (of this Interval and the other Interval) is equal to the other Interval; false otherwise.
   * @param {Interval} other
   * @return {boolean}
   */
  engulfs(other) {
    if (!this.isValid) return false;
    return this.s <= other.s && this.e >= other.e;
  }
  /**
   * Return whether this Interval has the same start and end as the specified Interval.
   * @param {Interval} other
   * @return {boolean}
   */
  equals(other) {
    if (!this.isValid || !other.isValid) {
      return false;
    }
    return this.s.equals(other.s) && this.e.equals(other.e);
  }
  /**
   * Return an Interval representing the intersection of this Interval and the specified Interval.
   * Specifically, the resulting Interval has the maximum start time and the minimum end time of the two Intervals.
   * Returns null if the intersection is empty, meaning, the intervals don't intersect.
   * @param {Interval} other
   * @return {Interval}
   */
  intersection(other) {
    if (!this.isValid) return this;
    const s2 = this.s > other.s ? this.s : other.s,
      e = this.e < other.e ? this.e : other.e;
    if (s2 >= e) {
      return null;
    } else {
      return _Interval.fromDateTimes(s2, e);
    }
  }
  /**
   * Return an Interval representing the union of this Interval and the specified Interval.
   * Specifically, the resulting Interval has the minimum start time and the maximum end time of the two Intervals.
   * @param {Interval} other
   * @return {Interval}
   */
  union(other) {
    if (!this.isValid) return this;
    const s2 = this.s < other.s ? this.s : other.s,
      e = this.e > other.e ? this.e : other.e;
    return _Interval.fromDateTimes(s2, e);
  }
  /**
   * Merge an array of Intervals into an equivalent minimal set of Intervals.
   * Combines overlapping and adjacent Intervals.
   * The resulting array will contain the Intervals in ascending order, that is, starting with the earliest Interval
   * and ending with the latest.
   *
   * @param {Array} intervals
   * @return {Array}
   */
  static merge(intervals) {
    const [found, final] = intervals
      .sort((a, b) => a.s - b.s)
      .reduce(
        ([sofar, current], item) => {
          if (!current) {
            return [sofar, item];
          } else if (current.overlaps(item) || current.abutsStart(item)) {
            return [sofar, current.union(item)];
          } else {
            return [sofar.concat([current]), item];
          }
        },
        [[], null],
      );
    if (final) {
      found.push(final);
    }
    return found;
  }
  /**
   * Return an array of Intervals representing the spans of time that only appear in one of the specified Intervals.
   * @param {Array} intervals
   * @return {Array}
   */
  static xor(intervals) {
    let start = null,
      currentCount = 0;
    const results = [],
      ends = intervals.map((i) => [
        { time: i.s, type: 's' },
        { time: i.e, type: 'e' },
      ]),
      flattened = Array.prototype.concat(...ends),
      arr = flattened.sort((a, b) => a.time - b.time);
    for (const i of arr) {
      currentCount += i.type === 's' ? 1 : -1;
      if (currentCount === 1) {
        start = i.time;
      } else {
        if (start && +start !== +i.time) {
          results.push(_Interval.fromDateTimes(start, i.time));
        }
        start = null;
      }
    }
    return _Interval.merge(results);
  }
  /**
   * Return an Interval representing the span of time in this Interval that doesn't overlap with any of the specified Intervals.
   * @param {...Interval} intervals
   * @return {Array}
   */
  difference(...intervals) {
    return _Interval
      .xor([this].concat(intervals))
      .map((i) => this.intersection(i))
      .filter((i) => i && !i.isEmpty());
  }
  /**
   * Returns a string representation of this Interval appropriate for debugging.
   * @return {string}
   */
  toString() {
    if (!this.isValid) return INVALID$1;
    return `[${this.s.toISO()} \u2013 ${this.e.toISO()})`;
  }
  /**
   * Returns a string representation of this Interval appropriate for the REPL.
   * @return {string}
   */
  [/* @__PURE__ */ Symbol.for('nodejs.util.inspect.custom')]() {
    if (this.isValid) {
      return `Interval { start: ${this.s.toISO()}, end: ${this.e.toISO()} }`;
    } else {
      return `Interval { Invalid, reason: ${this.invalidReason} }`;
    }
  }
  /**
   * Returns a localized string representing this Interval. Accepts the same options as the
   * Intl.DateTimeFormat constructor and any presets defined by Luxon, such as
   * {@link DateTime.DATE_FULL} or {@link DateTime.TIME_SIMPLE}. The exact behavior of this method
   * is browser-specific, but in general it will return an appropriate representation of the
   * Interval in the assigned locale. Defaults to the system's locale if no locale has been
   * specified.
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/DateTimeFormat
   * @param {Object} [formatOpts=DateTime.DATE_SHORT] - Either a DateTime preset or
   * Intl.DateTimeFormat constructor options.
   * @param {Object} opts - Options to override the configuration of the start DateTime.
   * @example Interval.fromISO('2022-11-07T09:00Z/2022-11-08T09:00Z').toLocaleString(); //=> 11/7/2022 – 11/8/2022
   * @example Interval.fromISO('2022-11-07T09:00Z/2022-11-08T09:00Z').toLocaleString(DateTime.DATE_FULL); //=> November 7 – 8, 2022
   * @example Interval.fromISO('2022-11-07T09:00Z/2022-11-08T09:00Z').toLocaleString(DateTime.DATE_FULL, { locale: 'fr-FR' }); //=> 7–8 novembre 2022
   * @example Interval.fromISO('2022-11-07T17:00Z/2022-11-07T19:00Z').toLocaleString(DateTime.TIME_SIMPLE); //=> 6:00 – 8:00 PM
   * @example Interval.fromISO('2022-11-07T17:00Z/2022-11-07T19:00Z').toLocaleString({ weekday: 'short', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit' }); //=> Mon, Nov 07, 6:00 – 8:00 p
   * @return {string}
   */
  toLocaleString(formatOpts = DATE_SHORT, opts = {}) {
    return this.isValid
      ? Formatter.create(this.s.loc.clone(opts), formatOpts).formatInterval(this)
      : INVALID$1;
  }
  /**
   * Returns an ISO 8601-compliant string representation of this Interval.
   * @see https://en.wikipedia.org/wiki/ISO_8601#Time_intervals
   * @param {Object} opts - The same options as {@link DateTime#toISO}
   * @return {string}
   */
  toISO(opts) {
    if (!this.isValid) return INVALID$1;
    return `${this.s.toISO(opts)}/${this.e.toISO(opts)}`;
  }
  /**
   * Returns an ISO 8601-compliant string representation of date of this Interval.
   * The time components are ignored.
   * @see https://en.wikipedia.org/wiki/ISO_8601#Time_intervals
   * @return {string}
   */
  toISODate() {
    if (!this.isValid) return INVALID$1;
    return `${this.s.toISODate()}/${this.e.toISODate()}`;
  }
  /**
   * Returns an ISO 8601-compliant string representation of time of this Interval.
   * The date components are ignored.
   * @see https://en.wikipedia.org/wiki/ISO_8601#Time_intervals
   * @param {Object} opts - The same options as {@link DateTime#toISO}
   * @return {string}
   */
  toISOTime(opts) {
    if (!this.isValid) return INVALID$1;
    return `${this.s.toISOTime(opts)}/${this.e.toISOTime(opts)}`;
  }
  /**
   * Returns a string representation of this Interval formatted according to the specified format
   * string. **You may not want this.** See {@link Interval#toLocaleString} for a more flexible
   * formatting tool.
   * @param {string} dateFormat - The format string. This string formats the start and end time.
   * See {@link DateTime#toFormat} for details.
   * @param {Object} opts - Options.
   * @param {string} [opts.separator =  ' – '] - A separator to place between the start and end
   * representations.
   * @return {string}
   */
  toFormat(dateFormat, { separator = ' \u2013 ' } = {}) {
    if (!this.isValid) return INVALID$1;
    return `${this.s.toFormat(dateFormat)}${separator}${this.e.toFormat(dateFormat)}`;
  }
  /**
   * Return a Duration representing the time spanned by this interval.
   * @param {string|string[]} [unit=['milliseconds']] - the unit or units (such as 'hours' or 'days') to include in the duration.
   * @param {Object} opts - options that affect the creation of the Duration
   * @param {string} [opts.conversionAccuracy='casual'] - the conversion system to use
   * @example Interval.fromDateTimes(dt1, dt2).toDuration().toObject() //=> { milliseconds: 88489257 }
   * @example Interval.fromDateTimes(dt1, dt2).toDuration('days').toObject() //=> { days: 1.0241812152777778 }
   * @example Interval.fromDateTimes(dt1, dt2).toDuration(['hours', 'minutes']).toObject() //=> { hours: 24, minutes: 34.82095 }
   * @example Interval.fromDateTimes(dt1, dt2).toDuration(['hours', 'minutes', 'seconds']).toObject() //=> { hours: 24, minutes: 34, seconds: 49.257 }
   * @example Interval.fromDateTimes(dt1, dt2).toDuration('seconds').toObject() //=> { seconds: 88489.257 }
   * @return {Duration}
   */
  toDuration(unit, opts) {
    if (!this.isValid) {
      return Duration.invalid(this.invalidReason);
    }
    return this.e.diff(this.s, unit, opts);
  }
  /**
   * Run mapFn on the interval start and end, returning a new Interval from the resulting DateTimes
   * @param {function} mapFn
   * @return {Interval}
   * @example Interval.fromDateTimes(dt1, dt2).mapEndpoints(endpoint => endpoint.toUTC())
   * @example Interval.fromDateTimes(dt1, dt2).mapEndpoints(endpoint => endpoint.plus({ hours: 2 }))
   */
  mapEndpoints(mapFn) {
    return _Interval.fromDateTimes(mapFn(this.s), mapFn(this.e));
  }
};
var Info = class {
  /**
   * Return whether the specified zone contains a DST.
   * @param {string|Zone} [zone='local'] - Zone to check. Defaults to the environment's local zone.
   * @return {boolean}
   */
  static hasDST(zone = Settings.defaultZone) {
    const proto = DateTime.now().setZone(zone).set({ month: 12 });
    return !zone.isUniversal && proto.offset !== proto.set({ month: 6 }).offset;
  }
  /**
   * Return whether the specified zone is a valid IANA specifier.
   * @param {string} zone - Zone to check
   * @return {boolean}
   */
  static isValidIANAZone(zone) {
    return IANAZone.isValidZone(zone);
  }
  /**
   * Converts the input into a {@link Zone} instance.
   *
   * * If `input` is already a Zone instance, it is returned unchanged.
   * * If `input` is a string containing a valid time zone name, a Zone instance
   *   with that name is returned.
   * * If `input` is a string that doesn't refer to a known time zone, a Zone
   *   instance with {@link Zone#isValid} == false is returned.
   * * If `input is a number, a Zone instance with the specified fixed offset
   *   in minutes is returned.
   * * If `input` is `null` or `undefined`, the default zone is returned.
   * @param {string|Zone|number} [input] - the value to be converted
   * @return {Zone}
   */
  static normalizeZone(input) {
    return normalizeZone(input, Settings.defaultZone);
  }
  /**
   * Get the weekday on which the week starts according to the given locale.
   * @param {Object} opts - options
   * @param {string} [opts.locale] - the locale code
   * @param {string} [opts.locObj=null] - an existing locale object to use
   * @returns {number} the start of the week, 1 for Monday through 7 for Sunday
   */
  static getStartOfWeek({ locale = null, locObj = null } = {}) {
    return (locObj || Locale.create(locale)).getStartOfWeek();
  }
  /**
   * Get the minimum number of days necessary in a week before it is considered part of the next year according
   * to the given locale.
   * @param {Object} opts - options
   * @param {string} [opts.locale] - the locale code
   * @param {string} [opts.locObj=null] - an existing locale object to use
   * @returns {number}
   */
  static getMinimumDaysInFirstWeek({ locale = null, locObj = null } = {}) {
    return (locObj || Locale.create(locale)).getMinDaysInFirstWeek();
  }
  /**
   * Get the weekdays, which are considered the weekend according to the given locale
   * @param {Object} opts - options
   * @param {string} [opts.locale] - the locale code
   * @param {string} [opts.locObj=null] - an existing locale object to use
   * @returns {number[]} an array of weekdays, 1 for Monday through 7 for Sunday
   */
  static getWeekendWeekdays({ locale = null, locObj = null } = {}) {
    return (locObj || Locale.create(locale)).getWeekendDays().slice();
  }
  /**
   * Return an array of standalone month names.
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/DateTimeFormat
   * @param {string} [length='long'] - the length of the month representation, such as "numeric", "2-digit", "narrow", "short", "long"
   * @param {Object} opts - options
   * @param {string} [opts.locale] - the locale code
   * @param {string} [opts.numberingSystem=null] - the numbering system
   * @param {string} [opts.locObj=null] - an existing locale object to use
   * @param {string} [opts.outputCalendar='gregory'] - the calendar
   * @example Info.months()[0] //=> 'January'
   * @example Info.months('short')[0] //=> 'Jan'
   * @example Info.months('numeric')[0] //=> '1'
   * @example Info.months('short', { locale: 'fr-CA' } )[0] //=> 'janv.'
   * @example Info.months('numeric', { locale: 'ar' })[0] //=> '١'
   * @example Info.months('long', { outputCalendar: 'islamic' })[0] //=> 'Rabiʻ I'
   * @return {Array}
   */
  static months(
    length = 'long',
    { locale = null, numberingSystem = null, locObj = null, outputCalendar = 'gregory' } = {},
  ) {
    return (locObj || Locale.create(locale, numberingSystem, outputCalendar)).months(length);
  }
  /**
   * Return an array of format month names.
   * Format months differ from standalone months in that they're meant to appear next to the day of the month. In some languages, that
   * changes the string.
   * See {@link Info#months}
   * @param {string} [length='long'] - the length of the month representation, such as "numeric", "2-digit", "narrow", "short", "long"
   * @param {Object} opts - options
   * @param {string} [opts.locale] - the locale code
   * @param {string} [opts.numberingSystem=null] - the numbering system
   * @param {string} [opts.locObj=null] - an existing locale object to use
   * @param {string} [opts.outputCalendar='gregory'] - the calendar
   * @return {Array}
   */
  static monthsFormat(
    length = 'long',
    { locale = null, numberingSystem = null, locObj = null, outputCalendar = 'gregory' } = {},
  ) {
    return (locObj || Locale.create(locale, numberingSystem, outputCalendar)).months(length, true);
  }
  /**
   * Return an array of standalone week names.
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/DateTimeFormat
   * @param {string} [length='long'] - the length of the weekday representation, such as "narrow", "short", "long".
   * @param {Object} opts - options
   * @param {string} [opts.locale] - the locale code
   * @param {string} [opts.numberingSystem=null] - the numbering system
   * @param {string} [opts.locObj=null] - an existing locale object to use
   * @example Info.weekdays()[0] //=> 'Monday'
   * @example Info.weekdays('short')[0] //=> 'Mon'
   * @example Info.weekdays('short', { locale: 'fr-CA' })[0] //=> 'lun.'
   * @example Info.weekdays('short', { locale: 'ar' })[0] //=> 'الاثنين'
   * @return {Array}
   */
  static weekdays(length = 'long', { locale = null, numberingSystem = null, locObj = null } = {}) {
    return (locObj || Locale.create(locale, numberingSystem, null)).weekdays(length);
  }
  /**
   * Return an array of format week names.
   * Format weekdays differ from standalone weekdays in that they're meant to appear next to more date information. In some languages, that
   * changes the string.
   * See {@link Info#weekdays}
   * @param {string} [length='long'] - the length of the month representation, such as "narrow", "short", "long".
   * @param {Object} opts - options
   * @param {string} [opts.locale=null] - the locale code
   * @param {string} [opts.numberingSystem=null] - the numbering system
   * @param {string} [opts.locObj=null] - an existing locale object to use
   * @return {Array}
   */
  static weekdaysFormat(
    length = 'long',
    { locale = null, numberingSystem = null, locObj = null } = {},
  ) {
    return (locObj || Locale.create(locale, numberingSystem, null)).weekdays(length, true);
  }
  /**
   * Return an array of meridiems.
   * @param {Object} opts - options
   * @param {string} [opts.locale] - the locale code
   * @example Info.meridiems() //=> [ 'AM', 'PM' ]
   * @example Info.meridiems({ locale: 'my' }) //=> [ 'နံနက်', 'ညနေ' ]
   * @return {Array}
   */
  static meridiems({ locale = null } = {}) {
    return Locale.create(locale).meridiems();
  }
  /**
   * Return an array of eras, such as ['BC', 'AD']. The locale can be specified, but the calendar system is always Gregorian.
   * @param {string} [length='short'] - the length of the era representation, such as "short" or "long".
   * @param {Object} opts - options
   * @param {string} [opts.locale] - the locale code
   * @example Info.eras() //=> [ 'BC', 'AD' ]
   * @example Info.eras('long') //=> [ 'Before Christ', 'Anno Domini' ]
   * @example Info.eras('long', { locale: 'fr' }) //=> [ 'avant Jésus-Christ', 'après Jésus-Christ' ]
   * @return {Array}
   */
  static eras(length = 'short', { locale = null } = {}) {
    return Locale.create(locale, null, 'gregory').eras(length);
  }
  /**
   * Return the set of available features in this environment.
   * Some features of Luxon are not available in all environments. For example, on older browsers, relative time formatting support is not available. Use this function to figure out if that's the case.
   * Keys:
   * * `relative`: whether this environment supports relative time formatting
   * * `localeWeek`: whether this environment supports different weekdays for the start of the week based on the locale
   * @example Info.features() //=> { relative: false, localeWeek: true }
   * @return {Object}
   */
  static features() {
    return { relative: hasRelative(), localeWeek: hasLocaleWeekInfo() };
  }
};
function dayDiff(earlier, later) {
  const utcDayStart = (dt) => dt.toUTC(0, { keepLocalTime: true }).startOf('day').valueOf(),
    ms = utcDayStart(later) - utcDayStart(earlier);
  return Math.floor(Duration.fromMillis(ms).as('days'));
}
function highOrderDiffs(cursor, later, units) {
  const differs = [
    ['years', (a, b) => b.year - a.year],
    ['quarters', (a, b) => b.quarter - a.quarter + (b.year - a.year) * 4],
    ['months', (a, b) => b.month - a.month + (b.year - a.year) * 12],
    [
      'weeks',
      (a, b) => {
        const days = dayDiff(a, b);
        return (days - (days % 7)) / 7;
      },
    ],
    ['days', dayDiff],
  ];
  const results = {};
  const earlier = cursor;
  let lowestOrder, highWater;
  for (const [unit, differ] of differs) {
    if (units.indexOf(unit) >= 0) {
      lowestOrder = unit;
      results[unit] = differ(cursor, later);
      highWater = earlier.plus(results);
      if (highWater > later) {
        results[unit]--;
        cursor = earlier.plus(results);
        if (cursor > later) {
          highWater = cursor;
          results[unit]--;
          cursor = earlier.plus(results);
        }
      } else {
        cursor = highWater;
      }
    }
  }
  return [cursor, results, highWater, lowestOrder];
}
function diff(earlier, later, units, opts) {
  let [cursor, results, highWater, lowestOrder] = highOrderDiffs(earlier, later, units);
  const remainingMillis = later - cursor;
  const lowerOrderUnits = units.filter(
    (u) => ['hours', 'minutes', 'seconds', 'milliseconds'].indexOf(u) >= 0,
  );
  if (lowerOrderUnits.length === 0) {
    if (highWater < later) {
      highWater = cursor.plus({ [lowestOrder]: 1 });
    }
    if (highWater !== cursor) {
      results[lowestOrder] = (results[lowestOrder] || 0) + remainingMillis / (highWater - cursor);
    }
  }
  const duration = Duration.fromObject(results, opts);
  if (lowerOrderUnits.length > 0) {
    return Duration.fromMillis(remainingMillis, opts)
      .shiftTo(...lowerOrderUnits)
      .plus(duration);
  } else {
    return duration;
  }
}
var MISSING_FTP = 'missing Intl.DateTimeFormat.formatToParts support';
function intUnit(regex, post = (i) => i) {
  return { regex, deser: ([s2]) => post(parseDigits(s2)) };
}
var NBSP = String.fromCharCode(160);
var spaceOrNBSP = `[ ${NBSP}]`;
var spaceOrNBSPRegExp = new RegExp(spaceOrNBSP, 'g');
function fixListRegex(s2) {
  return s2.replace(/\./g, '\\.?').replace(spaceOrNBSPRegExp, spaceOrNBSP);
}
function stripInsensitivities(s2) {
  return s2.replace(/\./g, '').replace(spaceOrNBSPRegExp, ' ').toLowerCase();
}
function oneOf(strings, startIndex) {
  if (strings === null) {
    return null;
  } else {
    return {
      regex: RegExp(strings.map(fixListRegex).join('|')),
      deser: ([s2]) =>
        strings.findIndex((i) => stripInsensitivities(s2) === stripInsensitivities(i)) + startIndex,
    };
  }
}
function offset(regex, groups) {
  return { regex, deser: ([, h, m]) => signedOffset(h, m), groups };
}
function simple(regex) {
  return { regex, deser: ([s2]) => s2 };
}
function escapeToken(value) {
  return value.replace(/[\-\[\]{}()*+?.,\\\^$|#\s]/g, '\\$&');
}
function unitForToken(token, loc) {
  const one = digitRegex(loc),
    two = digitRegex(loc, '{2}'),
    three = digitRegex(loc, '{3}'),
    four = digitRegex(loc, '{4}'),
    six = digitRegex(loc, '{6}'),
    oneOrTwo = digitRegex(loc, '{1,2}'),
    oneToThree = digitRegex(loc, '{1,3}'),
    oneToSix = digitRegex(loc, '{1,6}'),
    oneToNine = digitRegex(loc, '{1,9}'),
    twoToFour = digitRegex(loc, '{2,4}'),
    fourToSix = digitRegex(loc, '{4,6}'),
    literal = (t) => ({ regex: RegExp(escapeToken(t.val)), deser: ([s2]) => s2, literal: true }),
    unitate = (t) => {
      if (token.literal) {
        return literal(t);
      }
      switch (t.val) {
        // era
        case 'G':
          return oneOf(loc.eras('short'), 0);
        case 'GG':
          return oneOf(loc.eras('long'), 0);
        // years
        case 'y':
          return intUnit(oneToSix);
        case 'yy':
          return intUnit(twoToFour, untruncateYear);
        case 'yyyy':
          return intUnit(four);
        case 'yyyyy':
          return intUnit(fourToSix);
        case 'yyyyyy':
          return intUnit(six);
        // months
        case 'M':
          return intUnit(oneOrTwo);
        case 'MM':
          return intUnit(two);
        case 'MMM':
          return oneOf(loc.months('short', true), 1);
        case 'MMMM':
          return oneOf(loc.months('long', true), 1);
        case 'L':
          return intUnit(oneOrTwo);
        case 'LL':
          return intUnit(two);
        case 'LLL':
          return oneOf(loc.months('short', false), 1);
        case 'LLLL':
          return oneOf(loc.months('long', false), 1);
        // dates
        case 'd':
          return intUnit(oneOrTwo);
        case 'dd':
          return intUnit(two);
        // ordinals
        case 'o':
          return intUnit(oneToThree);
        case 'ooo':
          return intUnit(three);
        // time
        case 'HH':
          return intUnit(two);
        case 'H':
          return intUnit(oneOrTwo);
        case 'hh':
          return intUnit(two);
        case 'h':
          return intUnit(oneOrTwo);
        case 'mm':
          return intUnit(two);
        case 'm':
          return intUnit(oneOrTwo);
        case 'q':
          return intUnit(oneOrTwo);
        case 'qq':
          return intUnit(two);
        case 's':
          return intUnit(oneOrTwo);
        case 'ss':
          return intUnit(two);
        case 'S':
          return intUnit(oneToThree);
        case 'SSS':
          return intUnit(three);
        case 'u':
          return simple(oneToNine);
        case 'uu':
          return simple(oneOrTwo);
        case 'uuu':
          return intUnit(one);
        // meridiem
        case 'a':
          return oneOf(loc.meridiems(), 0);
        // weekYear (k)
        case 'kkkk':
          return intUnit(four);
        case 'kk':
          return intUnit(twoToFour, untruncateYear);
        // weekNumber (W)
        case 'W':
          return intUnit(oneOrTwo);
        case 'WW':
          return intUnit(two);
        // weekdays
        case 'E':
        case 'c':
          return intUnit(one);
        case 'EEE':
          return oneOf(loc.weekdays('short', false), 1);
        case 'EEEE':
          return oneOf(loc.weekdays('long', false), 1);
        case 'ccc':
          return oneOf(loc.weekdays('short', true), 1);
        case 'cccc':
          return oneOf(loc.weekdays('long', true), 1);
        // offset/zone
        case 'Z':
        case 'ZZ':
          return offset(new RegExp(`([+-]${oneOrTwo.source})(?::(${two.source}))?`), 2);
        case 'ZZZ':
          return offset(new RegExp(`([+-]${oneOrTwo.source})(${two.source})?`), 2);
        // we don't support ZZZZ (PST) or ZZZZZ (Pacific Standard Time) in parsing
        // because we don't have any way to figure out what they are
        case 'z':
          return simple(/[a-z_+-/]{1,256}?/i);
        // this special-case "token" represents a place where a macro-token expanded into a white-space literal
        // in this case we accept any non-newline white-space
        case ' ':
          return simple(/[^\S\n\r]/);
        default:
          return literal(t);
      }
    };
  const unit = unitate(token) || {
    invalidReason: MISSING_FTP,
  };
  unit.token = token;
  return unit;
}
var partTypeStyleToTokenVal = {
  year: {
    '2-digit': 'yy',
    numeric: 'yyyyy',
  },
  month: {
    numeric: 'M',
    '2-digit': 'MM',
    short: 'MMM',
    long: 'MMMM',
  },
  day: {
    numeric: 'd',
    '2-digit': 'dd',
  },
  weekday: {
    short: 'EEE',
    long: 'EEEE',
  },
  dayperiod: 'a',
  dayPeriod: 'a',
  hour12: {
    numeric: 'h',
    '2-digit': 'hh',
  },
  hour24: {
    numeric: 'H',
    '2-digit': 'HH',
  },
  minute: {
    numeric: 'm',
    '2-digit': 'mm',
  },
  second: {
    numeric: 's',
    '2-digit': 'ss',
  },
  timeZoneName: {
    long: 'ZZZZZ',
    short: 'ZZZ',
  },
};
function tokenForPart(part, formatOpts, resolvedOpts) {
  const { type, value } = part;
  if (type === 'literal') {
    const isSpace = /^\s+$/.test(value);
    return {
      literal: !isSpace,
      val: isSpace ? ' ' : value,
    };
  }
  const style = formatOpts[type];
  let actualType = type;
  if (type === 'hour') {
    if (formatOpts.hour12 != null) {
      actualType = formatOpts.hour12 ? 'hour12' : 'hour24';
    } else if (formatOpts.hourCycle != null) {
      if (formatOpts.hourCycle === 'h11' || formatOpts.hourCycle === 'h12') {
        actualType = 'hour12';
      } else {
        actualType = 'hour24';
      }
    } else {
      actualType = resolvedOpts.hour12 ? 'hour12' : 'hour24';
    }
  }
  let val = partTypeStyleToTokenVal[actualType];
  if (typeof val === 'object') {
    val = val[style];
  }
  if (val) {
    return {
      literal: false,
      val,
    };
  }
  return void 0;
}
function buildRegex(units) {
  const re = units.map((u) => u.regex).reduce((f, r) => `${f}(${r.source})`, '');
  return [`^${re}$`, units];
}
function match(input, regex, handlers) {
  const matches = input.match(regex);
  if (matches) {
    const all = {};
    let matchIndex = 1;
    for (const i in handlers) {
      if (hasOwnProperty(handlers, i)) {
        const h = handlers[i],
          groups = h.groups ? h.groups + 1 : 1;
        if (!h.literal && h.token) {
          all[h.token.val[0]] = h.deser(matches.slice(matchIndex, matchIndex + groups));
        }
        matchIndex += groups;
      }
    }
    return [matches, all];
  } else {
    return [matches, {}];
  }
}
function dateTimeFromMatches(matches) {
  const toField = (token) => {
    switch (token) {
      case 'S':
        return 'millisecond';
      case 's':
        return 'second';
      case 'm':
        return 'minute';
      case 'h':
      case 'H':
        return 'hour';
      case 'd':
        return 'day';
      case 'o':
        return 'ordinal';
      case 'L':
      case 'M':
        return 'month';
      case 'y':
        return 'year';
      case 'E':
      case 'c':
        return 'weekday';
      case 'W':
        return 'weekNumber';
      case 'k':
        return 'weekYear';
      case 'q':
        return 'quarter';
      default:
        return null;
    }
  };
  let zone = null;
  let specificOffset;
  if (!isUndefined(matches.z)) {
    zone = IANAZone.create(matches.z);
  }
  if (!isUndefined(matches.Z)) {
    if (!zone) {
      zone = new FixedOffsetZone(matches.Z);
    }
    specificOffset = matches.Z;
  }
  if (!isUndefined(matches.q)) {
    matches.M = (matches.q - 1) * 3 + 1;
  }
  if (!isUndefined(matches.h)) {
    if (matches.h < 12 && matches.a === 1) {
      matches.h += 12;
    } else if (matches.h === 12 && matches.a === 0) {
      matches.h = 0;
    }
  }
  if (matches.G === 0 && matches.y) {
    matches.y = -matches.y;
  }
  if (!isUndefined(matches.u)) {
    matches.S = parseMillis(matches.u);
  }
  const vals = Object.keys(matches).reduce((r, k) => {
    const f = toField(k);
    if (f) {
      r[f] = matches[k];
    }
    return r;
  }, {});
  return [vals, zone, specificOffset];
}
var dummyDateTimeCache = null;
function getDummyDateTime() {
  if (!dummyDateTimeCache) {
    dummyDateTimeCache = DateTime.fromMillis(1555555555555);
  }
  return dummyDateTimeCache;
}
function maybeExpandMacroToken(token, locale) {
  if (token.literal) {
    return token;
  }
  const formatOpts = Formatter.macroTokenToFormatOpts(token.val);
  const tokens = formatOptsToTokens(formatOpts, locale);
  if (tokens == null || tokens.includes(void 0)) {
    return token;
  }
  return tokens;
}
function expandMacroTokens(tokens, locale) {
  return Array.prototype.concat(...tokens.map((t) => maybeExpandMacroToken(t, locale)));
}
var TokenParser = class {
  constructor(locale, format2) {
    this.locale = locale;
    this.format = format2;
    this.tokens = expandMacroTokens(Formatter.parseFormat(format2), locale);
    this.units = this.tokens.map((t) => unitForToken(t, locale));
    this.disqualifyingUnit = this.units.find((t) => t.invalidReason);
    if (!this.disqualifyingUnit) {
      const [regexString, handlers] = buildRegex(this.units);
      this.regex = RegExp(regexString, 'i');
      this.handlers = handlers;
    }
  }
  explainFromTokens(input) {
    if (!this.isValid) {
      return { input, tokens: this.tokens, invalidReason: this.invalidReason };
    } else {
      const [rawMatches, matches] = match(input, this.regex, this.handlers),
        [result, zone, specificOffset] = matches
          ? dateTimeFromMatches(matches)
          : [null, null, void 0];
      if (hasOwnProperty(matches, 'a') && hasOwnProperty(matches, 'H')) {
        throw new ConflictingSpecificationError(
          "Can't include meridiem when specifying 24-hour format",
        );
      }
      return {
        input,
        tokens: this.tokens,
        regex: this.regex,
        rawMatches,
        matches,
        result,
        zone,
        specificOffset,
      };
    }
  }
  get isValid() {
    return !this.disqualifyingUnit;
  }
  get invalidReason() {
    return this.disqualifyingUnit ? this.disqualifyingUnit.invalidReason : null;
  }
};
function explainFromTokens(locale, input, format2) {
  const parser = new TokenParser(locale, format2);
  return parser.explainFromTokens(input);
}
function parseFromTokens(locale, input, format2) {
  const { result, zone, specificOffset, invalidReason } = explainFromTokens(locale, input, format2);
  return [result, zone, specificOffset, invalidReason];
}
function formatOptsToTokens(formatOpts, locale) {
  if (!formatOpts) {
    return null;
  }
  const formatter = Formatter.create(locale, formatOpts);
  const df = formatter.dtFormatter(getDummyDateTime());
  const parts = df.formatToParts();
  const resolvedOpts = df.resolvedOptions();
  return parts.map((p) => tokenForPart(p, formatOpts, resolvedOpts));
}
var INVALID = 'Invalid DateTime';
var MAX_DATE = 864e13;
function unsupportedZone(zone) {
  return new Invalid('unsupported zone', `the zone "${zone.name}" is not supported`);
}
function possiblyCachedWeekData(dt) {
  if (dt.weekData === null) {
    dt.weekData = gregorianToWeek(dt.c);
  }
  return dt.weekData;
}
function possiblyCachedLocalWeekData(dt) {
  if (dt.localWeekData === null) {
    dt.localWeekData = gregorianToWeek(
      dt.c,
      dt.loc.getMinDaysInFirstWeek(),
      dt.loc.getStartOfWeek(),
    );
  }
  return dt.localWeekData;
}
function clone(inst, alts) {
  const current = {
    ts: inst.ts,
    zone: inst.zone,
    c: inst.c,
    o: inst.o,
    loc: inst.loc,
    invalid: inst.invalid,
  };
  return new DateTime({ ...current, ...alts, old: current });
}
function fixOffset(localTS, o, tz) {
  let utcGuess = localTS - o * 60 * 1e3;
  const o2 = tz.offset(utcGuess);
  if (o === o2) {
    return [utcGuess, o];
  }
  utcGuess -= (o2 - o) * 60 * 1e3;
  const o3 = tz.offset(utcGuess);
  if (o2 === o3) {
    return [utcGuess, o2];
  }
  return [localTS - Math.min(o2, o3) * 60 * 1e3, Math.max(o2, o3)];
}
function tsToObj(ts, offset2) {
  ts += offset2 * 60 * 1e3;
  const d = new Date(ts);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
  };
}
function objToTS(obj, offset2, zone) {
  return fixOffset(objToLocalTS(obj), offset2, zone);
}
function adjustTime(inst, dur) {
  const oPre = inst.o,
    year = inst.c.year + Math.trunc(dur.years),
    month = inst.c.month + Math.trunc(dur.months) + Math.trunc(dur.quarters) * 3,
    c = {
      ...inst.c,
      year,
      month,
      day:
        Math.min(inst.c.day, daysInMonth(year, month)) +
        Math.trunc(dur.days) +
        Math.trunc(dur.weeks) * 7,
    },
    millisToAdd = Duration.fromObject({
      years: dur.years - Math.trunc(dur.years),
      quarters: dur.quarters - Math.trunc(dur.quarters),
      months: dur.months - Math.trunc(dur.months),
      weeks: dur.weeks - Math.trunc(dur.weeks),
      days: dur.days - Math.trunc(dur.days),
      hours: dur.hours,
      minutes: dur.minutes,
      seconds: dur.seconds,
      milliseconds: dur.milliseconds,
    }).as('milliseconds'),
    localTS = objToLocalTS(c);
  let [ts, o] = fixOffset(localTS, oPre, inst.zone);
  if (millisToAdd !== 0) {
    ts += millisToAdd;
    o = inst.zone.offset(ts);
  }
  return { ts, o };
}
function parseDataToDateTime(parsed, parsedZone, opts, format2, text, specificOffset) {
  const { setZone, zone } = opts;
  if ((parsed && Object.keys(parsed).length !== 0) || parsedZone) {
    const interpretationZone = parsedZone || zone,
      inst = DateTime.fromObject(parsed, {
        ...opts,
        zone: interpretationZone,
        specificOffset,
      });
    return setZone ? inst : inst.setZone(zone);
  } else {
    return DateTime.invalid(
      new Invalid('unparsable', `the input "${text}" can't be parsed as ${format2}`),
    );
  }
}
function toTechFormat(dt, format2, allowZ = true) {
  return dt.isValid
    ? Formatter.create(Locale.create('en-US'), {
        allowZ,
        forceSimple: true,
      }).formatDateTimeFromString(dt, format2)
    : null;
}
function toISODate(o, extended, precision) {
  const longFormat = o.c.year > 9999 || o.c.year < 0;
  let c = '';
  if (longFormat && o.c.year >= 0) c += '+';
  c += padStart(o.c.year, longFormat ? 6 : 4);
  if (precision === 'year') return c;
  if (extended) {
    c += '-';
    c += padStart(o.c.month);
    if (precision === 'month') return c;
    c += '-';
  } else {
    c += padStart(o.c.month);
    if (precision === 'month') return c;
  }
  c += padStart(o.c.day);
  return c;
}
function toISOTime(
  o,
  extended,
  suppressSeconds,
  suppressMilliseconds,
  includeOffset,
  extendedZone,
  precision,
) {
  let showSeconds = !suppressSeconds || o.c.millisecond !== 0 || o.c.second !== 0,
    c = '';
  switch (precision) {
    case 'day':
    case 'month':
    case 'year':
      break;
    default:
      c += padStart(o.c.hour);
      if (precision === 'hour') break;
      if (extended) {
        c += ':';
        c += padStart(o.c.minute);
        if (precision === 'minute') break;
        if (showSeconds) {
          c += ':';
          c += padStart(o.c.second);
        }
      } else {
        c += padStart(o.c.minute);
        if (precision === 'minute') break;
        if (showSeconds) {
          c += padStart(o.c.second);
        }
      }
      if (precision === 'second') break;
      if (showSeconds && (!suppressMilliseconds || o.c.millisecond !== 0)) {
        c += '.';
        c += padStart(o.c.millisecond, 3);
      }
  }
  if (includeOffset) {
    if (o.isOffsetFixed && o.offset === 0 && !extendedZone) {
      c += 'Z';
    } else if (o.o < 0) {
      c += '-';
      c += padStart(Math.trunc(-o.o / 60));
      c += ':';
      c += padStart(Math.trunc(-o.o % 60));
    } else {
      c += '+';
      c += padStart(Math.trunc(o.o / 60));
      c += ':';
      c += padStart(Math.trunc(o.o % 60));
    }
  }
  if (extendedZone) {
    c += '[' + o.zone.ianaName + ']';
  }
  return c;
}
var defaultUnitValues = {
  month: 1,
  day: 1,
  hour: 0,
  minute: 0,
  second: 0,
  millisecond: 0,
};
var defaultWeekUnitValues = {
  weekNumber: 1,
  weekday: 1,
  hour: 0,
  minute: 0,
  second: 0,
  millisecond: 0,
};
var defaultOrdinalUnitValues = {
  ordinal: 1,
  hour: 0,
  minute: 0,
  second: 0,
  millisecond: 0,
};
var orderedUnits = ['year', 'month', 'day', 'hour', 'minute', 'second', 'millisecond'];
var orderedWeekUnits = [
  'weekYear',
  'weekNumber',
  'weekday',
  'hour',
  'minute',
  'second',
  'millisecond',
];
var orderedOrdinalUnits = ['year', 'ordinal', 'hour', 'minute', 'second', 'millisecond'];
function normalizeUnit(unit) {
  const normalized = {
    year: 'year',
    years: 'year',
    month: 'month',
    months: 'month',
    day: 'day',
    days: 'day',
    hour: 'hour',
    hours: 'hour',
    minute: 'minute',
    minutes: 'minute',
    quarter: 'quarter',
    quarters: 'quarter',
    second: 'second',
    seconds: 'second',
    millisecond: 'millisecond',
    milliseconds: 'millisecond',
    weekday: 'weekday',
    weekdays: 'weekday',
    weeknumber: 'weekNumber',
    weeksnumber: 'weekNumber',
    weeknumbers: 'weekNumber',
    weekyear: 'weekYear',
    weekyears: 'weekYear',
    ordinal: 'ordinal',
  }[unit.toLowerCase()];
  if (!normalized) throw new InvalidUnitError(unit);
  return normalized;
}
function normalizeUnitWithLocalWeeks(unit) {
  switch (unit.toLowerCase()) {
    case 'localweekday':
    case 'localweekdays':
      return 'localWeekday';
    case 'localweeknumber':
    case 'localweeknumbers':
      return 'localWeekNumber';
    case 'localweekyear':
    case 'localweekyears':
      return 'localWeekYear';
    default:
      return normalizeUnit(unit);
  }
}
function guessOffsetForZone(zone) {
  if (zoneOffsetTs === void 0) {
    zoneOffsetTs = Settings.now();
  }
  if (zone.type !== 'iana') {
    return zone.offset(zoneOffsetTs);
  }
  const zoneName = zone.name;
  let offsetGuess = zoneOffsetGuessCache.get(zoneName);
  if (offsetGuess === void 0) {
    offsetGuess = zone.offset(zoneOffsetTs);
    zoneOffsetGuessCache.set(zoneName, offsetGuess);
  }
  return offsetGuess;
}
function quickDT(obj, opts) {
  const zone = normalizeZone(opts.zone, Settings.defaultZone);
  if (!zone.isValid) {
    return DateTime.invalid(unsupportedZone(zone));
  }
  const loc = Locale.fromObject(opts);
  let ts, o;
  if (!isUndefined(obj.year)) {
    for (const u of orderedUnits) {
      if (isUndefined(obj[u])) {
        obj[u] = defaultUnitValues[u];
      }
    }
    const invalid = hasInvalidGregorianData(obj) || hasInvalidTimeData(obj);
    if (invalid) {
      return DateTime.invalid(invalid);
    }
    const offsetProvis = guessOffsetForZone(zone);
    [ts, o] = objToTS(obj, offsetProvis, zone);
  } else {
    ts = Settings.now();
  }
  return new DateTime({ ts, zone, loc, o });
}
function diffRelative(start, end, opts) {
  const round = isUndefined(opts.round) ? true : opts.round,
    rounding = isUndefined(opts.rounding) ? 'trunc' : opts.rounding,
    format2 = (c, unit) => {
      c = roundTo(c, round || opts.calendary ? 0 : 2, opts.calendary ? 'round' : rounding);
      const formatter = end.loc.clone(opts).relFormatter(opts);
      return formatter.format(c, unit);
    },
    differ = (unit) => {
      if (opts.calendary) {
        if (!end.hasSame(start, unit)) {
          return end.startOf(unit).diff(start.startOf(unit), unit).get(unit);
        } else return 0;
      } else {
        return end.diff(start, unit).get(unit);
      }
    };
  if (opts.unit) {
    return format2(differ(opts.unit), opts.unit);
  }
  for (const unit of opts.units) {
    const count = differ(unit);
    if (Math.abs(count) >= 1) {
      return format2(count, unit);
    }
  }
  return format2(start > end ? -0 : 0, opts.units[opts.units.length - 1]);
}
function lastOpts(argList) {
  let opts = {},
    args;
  if (argList.length > 0 && typeof argList[argList.length - 1] === 'object') {
    opts = argList[argList.length - 1];
    args = Array.from(argList).slice(0, argList.length - 1);
  } else {
    args = Array.from(argList);
  }
  return [opts, args];
}
var zoneOffsetTs;
var zoneOffsetGuessCache = /* @__PURE__ */ new Map();
var DateTime = class _DateTime {
  /**
   * @access private
   */
  constructor(config) {
    const zone = config.zone || Settings.defaultZone;
    let invalid =
      config.invalid ||
      (Number.isNaN(config.ts) ? new Invalid('invalid input') : null) ||
      (!zone.isValid ? unsupportedZone(zone) : null);
    this.ts = isUndefined(config.ts) ? Settings.now() : config.ts;
    let c = null,
      o = null;
    if (!invalid) {
      const unchanged = config.old && config.old.ts === this.ts && config.old.zone.equals(zone);
      if (unchanged) {
        [c, o] = [config.old.c, config.old.o];
      } else {
        const ot = isNumber(config.o) && !config.old ? config.o : zone.offset(this.ts);
        c = tsToObj(this.ts, ot);
        invalid = Number.isNaN(c.year) ? new Invalid('invalid input') : null;
        c = invalid ? null : c;
        o = invalid ? null : ot;
      }
    }
    this._zone = zone;
    this.loc = config.loc || Locale.create();
    this.invalid = invalid;
    this.weekData = null;
    this.localWeekData = null;
    this.c = c;
    this.o = o;
    this.isLuxonDateTime = true;
  }
  // CONSTRUCT
  /**
   * Create a DateTime for the current instant, in the system's time zone.
   *
   * Use Settings to override these default values if needed.
   * @example DateTime.now().toISO() //~> now in the ISO format
   * @return {DateTime}
   */
  static now() {
    return new _DateTime({});
  }
  /**
   * Create a local DateTime
   * @param {number} [year] - The calendar year. If omitted (as in, call `local()` with no arguments), the current time will be used
   * @param {number} [month=1] - The month, 1-indexed
   * @param {number} [day=1] - The day of the month, 1-indexed
   * @param {number} [hour=0] - The hour of the day, in 24-hour time
   * @param {number} [minute=0] - The minute of the hour, meaning a number between 0 and 59
   * @param {number} [second=0] - The second of the minute, meaning a number between 0 and 59
   * @param {number} [millisecond=0] - The millisecond of the second, meaning a number between 0 and 999
   * @example DateTime.local()                                  //~> now
   * @example DateTime.local({ zone: "America/New_York" })      //~> now, in US east coast time
   * @example DateTime.local(2017)                              //~> 2017-01-01T00:00:00
   * @example DateTime.local(2017, 3)                           //~> 2017-03-01T00:00:00
   * @example DateTime.local(2017, 3, 12, { locale: "fr" })     //~> 2017-03-12T00:00:00, with a French locale
   * @example DateTime.local(2017, 3, 12, 5)                    //~> 2017-03-12T05:00:00
   * @example DateTime.local(2017, 3, 12, 5, { zone: "utc" })   //~> 2017-03-12T05:00:00, in UTC
   * @example DateTime.local(2017, 3, 12, 5, 45)                //~> 2017-03-12T05:45:00
   * @example DateTime.local(2017, 3, 12, 5, 45, 10)            //~> 2017-03-12T05:45:10
   * @example DateTime.local(2017, 3, 12, 5, 45, 10, 765)       //~> 2017-03-12T05:45:10.765
   * @return {DateTime}
   */
  static local() {
    const [opts, args] = lastOpts(arguments),
      [year, month, day, hour, minute, second, millisecond] = args;
    return quickDT({ year, month, day, hour, minute, second, millisecond }, opts);
  }
  /**
   * Create a DateTime in UTC
   * @param {number} [year] - The calendar year. If omitted (as in, call `utc()` with no arguments), the current time will be used
   * @param {number} [month=1] - The month, 1-indexed
   * @param {number} [day=1] - The day of the month
   * @param {number} [hour=0] - The hour of the day, in 24-hour time
   * @param {number} [minute=0] - The minute of the hour, meaning a number between 0 and 59
   * @param {number} [second=0] - The second of the minute, meaning a number between 0 and 59
   * @param {number} [millisecond=0] - The millisecond of the second, meaning a number between 0 and 999
   * @param {Object} options - configuration options for the DateTime
   * @param {string} [options.locale] - a locale to set on the resulting DateTime instance
   * @param {string} [options.outputCalendar] - the output calendar to set on the resulting DateTime instance
   * @param {string} [options.numberingSystem] - the numbering system to set on the resulting DateTime instance
   * @param {string} [options.weekSettings] - the week settings to set on the resulting DateTime instance
   * @example DateTime.utc()                                              //~> now
   * @example DateTime.utc(2017)                                          //~> 2017-01-01T00:00:00Z
   * @example DateTime.utc(2017, 3)                                       //~> 2017-03-01T00:00:00Z
   * @example DateTime.utc(2017, 3, 12)                                   //~> 2017-03-12T00:00:00Z
   * @example DateTime.utc(2017, 3, 12, 5)                                //~> 2017-03-12T05:00:00Z
   * @example DateTime.utc(2017, 3, 12, 5, 45)                            //~> 2017-03-12T05:45:00Z
   * @example DateTime.utc(2017, 3, 12, 5, 45, { locale: "fr" })          //~> 2017-03-12T05:45:00Z with a French locale
   * @example DateTime.utc(2017, 3, 12, 5, 45, 10)                        //~> 2017-03-12T05:45:10Z
   * @example DateTime.utc(2017, 3, 12, 5, 45, 10, 765, { locale: "fr" }) //~> 2017-03-12T05:45:10.765Z with a French locale
   * @return {DateTime}
   */
  static utc() {
    const [opts, args] = lastOpts(arguments),
      [year, month, day, hour, minute, second, millisecond] = args;
    opts.zone = FixedOffsetZone.utcInstance;
    return quickDT({ year, month, day, hour, minute, second, millisecond }, opts);
  }
  /**
   * Create a DateTime from a JavaScript Date object. Uses the default zone.
   * @param {Date} date - a JavaScript Date object
   * @param {Object} options - configuration options for the DateTime
   * @param {string|Zone} [options.zone='local'] - the zone to place the DateTime into
   * @return {DateTime}
   */
  static fromJSDate(date3, options = {}) {
    const ts = isDate(date3) ? date3.valueOf() : NaN;
    if (Number.isNaN(ts)) {
      return _DateTime.invalid('invalid input');
    }
    const zoneToUse = normalizeZone(options.zone, Settings.defaultZone);
    if (!zoneToUse.isValid) {
      return _DateTime.invalid(unsupportedZone(zoneToUse));
    }
    return new _DateTime({
      ts,
      zone: zoneToUse,
      loc: Locale.fromObject(options),
    });
  }
  /**
   * Create a DateTime from a number of milliseconds since the epoch (meaning since 1 January 1970 00:00:00 UTC). Uses the default zone.
   * @param {number} milliseconds - a number of milliseconds since 1970 UTC
   * @param {Object} options - configuration options for the DateTime
   * @param {string|Zone} [options.zone='local'] - the zone to place the DateTime into
   * @param {string} [options.locale] - a locale to set on the resulting DateTime instance
   * @param {string} options.outputCalendar - the output calendar to set on the resulting DateTime instance
   * @param {string} options.numberingSystem - the numbering system to set on the resulting DateTime instance
   * @param {string} options.weekSettings - the week settings to set on the resulting DateTime instance
   * @return {DateTime}
   */
  static fromMillis(milliseconds, options = {}) {
    if (!isNumber(milliseconds)) {
      throw new InvalidArgumentError(
        `fromMillis requires a numerical input, but received a ${typeof milliseconds} with value ${milliseconds}`,
      );
    } else if (milliseconds < -MAX_DATE || milliseconds > MAX_DATE) {
      return _DateTime.invalid('Timestamp out of range');
    } else {
      return new _DateTime({
        ts: milliseconds,
        zone: normalizeZone(options.zone, Settings.defaultZone),
        loc: Locale.fromObject(options),
      });
    }
  }
  /**
   * Create a DateTime from a number of seconds since the epoch (meaning since 1 January 1970 00:00:00 UTC). Uses the default zone.
   * @param {number} seconds - a number of seconds since 1970 UTC
   * @param {Object} options - configuration options for the DateTime
   * @param {string|Zone} [options.zone='local'] - the zone to place the DateTime into
   * @param {string} [options.locale] - a locale to set on the resulting DateTime instance
   * @param {string} options.outputCalendar - the output calendar to set on the resulting DateTime instance
   * @param {string} options.numberingSystem - the numbering system to set on the resulting DateTime instance
   * @param {string} options.weekSettings - the week settings to set on the resulting DateTime instance
   * @return {DateTime}
   */
  static fromSeconds(seconds, options = {}) {
    if (!isNumber(seconds)) {
      throw new InvalidArgumentError('fromSeconds requires a numerical input');
    } else {
      return new _DateTime({
        ts: seconds * 1e3,
        zone: normalizeZone(options.zone, Settings.defaultZone),
        loc: Locale.fromObject(options),
      });
    }
  }
  /**
   * Create a DateTime from a JavaScript object with keys like 'year' and 'hour' with reasonable defaults.
   * @param {Object} obj - the object to create the DateTime from
   * @param {number} obj.year - a year, such as 1987
   * @param {number} obj.month - a month, 1-12
   * @param {number} obj.day - a day of the month, 1-31, depending on the month
   * @param {number} obj.ordinal - day of the year, 1-365 or 366
   * @param {number} obj.weekYear - an ISO week year
   * @param {number} obj.weekNumber - an ISO week number, between 1 and 52 or 53, depending on the year
   * @param {number} obj.weekday - an ISO weekday, 1-7, where 1 is Monday and 7 is Sunday
   * @param {number} obj.localWeekYear - a week year, according to the locale
   * @param {number} obj.localWeekNumber - a week number, between 1 and 52 or 53, depending on the year, according to the locale
   * @param {number} obj.localWeekday - a weekday, 1-7, where 1 is the first and 7 is the last day of the week, according to the locale
   * @param {number} obj.hour - hour of the day, 0-23
   * @param {number} obj.minute - minute of the hour, 0-59
   * @param {number} obj.second - second of the minute, 0-59
   * @param {number} obj.millisecond - millisecond of the second, 0-999
   * @param {Object} opts - options for creating this DateTime
   * @param {string|Zone} [opts.zone='local'] - interpret the numbers in the context of a particular zone. Can take any value taken as the first argument to setZone()
   * @param {string} [opts.locale='system\'s locale'] - a locale to set on the resulting DateTime instance
   * @param {string} opts.outputCalendar - the output calendar to set on the resulting DateTime instance
   * @param {string} opts.numberingSystem - the numbering system to set on the resulting DateTime instance
   * @param {string} opts.weekSettings - the week settings to set on the resulting DateTime instance
   * @example DateTime.fromObject({ year: 1982, month: 5, day: 25}).toISODate() //=> '1982-05-25'
   * @example DateTime.fromObject({ year: 1982 }).toISODate() //=> '1982-01-01'
   * @example DateTime.fromObject({ hour: 10, minute: 26, second: 6 }) //~> today at 10:26:06
   * @example DateTime.fromObject({ hour: 10, minute: 26, second: 6 }, { zone: 'utc' }),
   * @example DateTime.fromObject({ hour: 10, minute: 26, second: 6 }, { zone: 'local' })
   * @example DateTime.fromObject({ hour: 10, minute: 26, second: 6 }, { zone: 'America/New_York' })
   * @example DateTime.fromObject({ weekYear: 2016, weekNumber: 2, weekday: 3 }).toISODate() //=> '2016-01-13'
   * @example DateTime.fromObject({ localWeekYear: 2022, localWeekNumber: 1, localWeekday: 1 }, { locale: "en-US" }).toISODate() //=> '2021-12-26'
   * @return {DateTime}
   */
  static fromObject(obj, opts = {}) {
    obj = obj || {};
    const zoneToUse = normalizeZone(opts.zone, Settings.defaultZone);
    if (!zoneToUse.isValid) {
      return _DateTime.invalid(unsupportedZone(zoneToUse));
    }
    const loc = Locale.fromObject(opts);
    const normalized = normalizeObject(obj, normalizeUnitWithLocalWeeks);
    const { minDaysInFirstWeek, startOfWeek } = usesLocalWeekValues(normalized, loc);
    const tsNow = Settings.now(),
      offsetProvis = !isUndefined(opts.specificOffset)
        ? opts.specificOffset
        : zoneToUse.offset(tsNow),
      containsOrdinal = !isUndefined(normalized.ordinal),
      containsGregorYear = !isUndefined(normalized.year),
      containsGregorMD = !isUndefined(normalized.month) || !isUndefined(normalized.day),
      containsGregor = containsGregorYear || containsGregorMD,
      definiteWeekDef = normalized.weekYear || normalized.weekNumber;
    if ((containsGregor || containsOrdinal) && definiteWeekDef) {
      throw new ConflictingSpecificationError(
        "Can't mix weekYear/weekNumber units with year/month/day or ordinals",
      );
    }
    if (containsGregorMD && containsOrdinal) {
      throw new ConflictingSpecificationError("Can't mix ordinal dates with month/day");
    }
    const useWeekData = definiteWeekDef || (normalized.weekday && !containsGregor);
    let units,
      defaultValues,
      objNow = tsToObj(tsNow, offsetProvis);
    if (useWeekData) {
      units = orderedWeekUnits;
      defaultValues = defaultWeekUnitValues;
      objNow = gregorianToWeek(objNow, minDaysInFirstWeek, startOfWeek);
    } else if (containsOrdinal) {
      units = orderedOrdinalUnits;
      defaultValues = defaultOrdinalUnitValues;
      objNow = gregorianToOrdinal(objNow);
    } else {
      units = orderedUnits;
      defaultValues = defaultUnitValues;
    }
    let foundFirst = false;
    for (const u of units) {
      const v = normalized[u];
      if (!isUndefined(v)) {
        foundFirst = true;
      } else if (foundFirst) {
        normalized[u] = defaultValues[u];
      } else {
        normalized[u] = objNow[u];
      }
    }
    const higherOrderInvalid = useWeekData
        ? hasInvalidWeekData(normalized, minDaysInFirstWeek, startOfWeek)
        : containsOrdinal
          ? hasInvalidOrdinalData(normalized)
          : hasInvalidGregorianData(normalized),
      invalid = higherOrderInvalid || hasInvalidTimeData(normalized);
    if (invalid) {
      return _DateTime.invalid(invalid);
    }
    const gregorian = useWeekData
        ? weekToGregorian(normalized, minDaysInFirstWeek, startOfWeek)
        : containsOrdinal
          ? ordinalToGregorian(normalized)
          : normalized,
      [tsFinal, offsetFinal] = objToTS(gregorian, offsetProvis, zoneToUse),
      inst = new _DateTime({
        ts: tsFinal,
        zone: zoneToUse,
        o: offsetFinal,
        loc,
      });
    if (normalized.weekday && containsGregor && obj.weekday !== inst.weekday) {
      return _DateTime.invalid(
        'mismatched weekday',
        `you can't specify both a weekday of ${normalized.weekday} and a date of ${inst.toISO()}`,
      );
    }
    if (!inst.isValid) {
      return _DateTime.invalid(inst.invalid);
    }
    return inst;
  }
  /**
   * Create a DateTime from an ISO 8601 string
   * @param {string} text - the ISO string
   * @param {Object} opts - options to affect the creation
   * @param {string|Zone} [opts.zone='local'] - use this zone if no offset is specified in the input string itself. Will also convert the time to this zone
   * @param {boolean} [opts.setZone=false] - override the zone with a fixed-offset zone specified in the string itself, if it specifies one
   * @param {string} [opts.locale='system's locale'] - a locale to set on the resulting DateTime instance
   * @param {string} [opts.outputCalendar] - the output calendar to set on the resulting DateTime instance
   * @param {string} [opts.numberingSystem] - the numbering system to set on the resulting DateTime instance
   * @param {string} [opts.weekSettings] - the week settings to set on the resulting DateTime instance
   * @example DateTime.fromISO('2016-05-25T09:08:34.123')
   * @example DateTime.fromISO('2016-05-25T09:08:34.123+06:00')
   * @example DateTime.fromISO('2016-05-25T09:08:34.123+06:00', {setZone: true})
   * @example DateTime.fromISO('2016-05-25T09:08:34.123', {zone: 'utc'})
   * @example DateTime.fromISO('2016-W05-4')
   * @return {DateTime}
   */
  static fromISO(text, opts = {}) {
    const [vals, parsedZone] = parseISODate(text);
    return parseDataToDateTime(vals, parsedZone, opts, 'ISO 8601', text);
  }
  /**
   * Create a DateTime from an RFC 2822 string
   * @param {string} text - the RFC 2822 string
   * @param {Object} opts - options to affect the creation
   * @param {string|Zone} [opts.zone='local'] - convert the time to this zone. Since the offset is always specified in the string itself, this has no effect on the interpretation of string, merely the zone the resulting DateTime is expressed in.
   * @param {boolean} [opts.setZone=false] - override the zone with a fixed-offset zone specified in the string itself, if it specifies one
   * @param {string} [opts.locale='system's locale'] - a locale to set on the resulting DateTime instance
   * @param {string} opts.outputCalendar - the output calendar to set on the resulting DateTime instance
   * @param {string} opts.numberingSystem - the numbering system to set on the resulting DateTime instance
   * @param {string} opts.weekSettings - the week settings to set on the resulting DateTime instance
   * @example DateTime.fromRFC2822('25 Nov 2016 13:23:12 GMT')
   * @example DateTime.fromRFC2822('Fri, 25 Nov 2016 13:23:12 +0600')
   * @example DateTime.fromRFC2822('25 Nov 2016 13:23 Z')
   * @return {DateTime}
   */
  static fromRFC2822(text, opts = {}) {
    const [vals, parsedZone] = parseRFC2822Date(text);
    return parseDataToDateTime(vals, parsedZone, opts, 'RFC 2822', text);
  }
  /**
   * Create a DateTime from an HTTP header date
   * @see https://www.w3.org/Protocols/rfc2616/rfc2616-sec3.html#sec3.3.1
   * @param {string} text - the HTTP header date
   * @param {Object} opts - options to affect the creation
   * @param {string|Zone} [opts.zone='local'] - convert the time to this zone. Since HTTP dates are always in UTC, this has no effect on the interpretation of string, merely the zone the resulting DateTime is expressed in.
   * @param {boolean} [opts.setZone=false] - override the zone with the fixed-offset zone specified in the string. For HTTP dates, this is always UTC, so this option is equivalent to setting the `zone` option to 'utc', but this option is included for consistency with similar methods.
   * @param {string} [opts.locale='system's locale'] - a locale to set on the resulting DateTime instance
   * @param {string} opts.outputCalendar - the output calendar to set on the resulting DateTime instance
   * @param {string} opts.numberingSystem - the numbering system to set on the resulting DateTime instance
   * @param {string} opts.weekSettings - the week settings to set on the resulting DateTime instance
   * @example DateTime.fromHTTP('Sun, 06 Nov 1994 08:49:37 GMT')
   * @example DateTime.fromHTTP('Sunday, 06-Nov-94 08:49:37 GMT')
   * @example DateTime.fromHTTP('Sun Nov  6 08:49:37 1994')
   * @return {DateTime}
   */
  static fromHTTP(text, opts = {}) {
    const [vals, parsedZone] = parseHTTPDate(text);
    return parseDataToDateTime(vals, parsedZone, opts, 'HTTP', opts);
  }
  /**
   * Create a DateTime from an input string and format string.
   * Defaults to en-US if no locale has been specified, regardless of the system's locale. For a table of tokens and their interpretations, see [here](https://moment.github.io/luxon/#/parsing?id=table-of-tokens).
   * @param {string} text - the string to parse
   * @param {string} fmt - the format the string is expected to be in (see the link below for the formats)
   * @param {Object} opts - options to affect the creation
   * @param {string|Zone} [opts.zone='local'] - use this zone if no offset is specified in the input string itself. Will also convert the DateTime to this zone
   * @param {boolean} [opts.setZone=false] - override the zone with a zone specified in the string itself, if it specifies one
   * @param {string} [opts.locale='en-US'] - a locale string to use when parsing. Will also set the DateTime to this locale
   * @param {string} opts.numberingSystem - the numbering system to use when parsing. Will also set the resulting DateTime to this numbering system
   * @param {string} opts.weekSettings - the week settings to set on the resulting DateTime instance
   * @param {string} opts.outputCalendar - the output calendar to set on the resulting DateTime instance
   * @return {DateTime}
   */
  static fromFormat(text, fmt, opts = {}) {
    if (isUndefined(text) || isUndefined(fmt)) {
      throw new InvalidArgumentError('fromFormat requires an input string and a format');
    }
    const { locale = null, numberingSystem = null } = opts,
      localeToUse = Locale.fromOpts({
        locale,
        numberingSystem,
        defaultToEN: true,
      }),
      [vals, parsedZone, specificOffset, invalid] = parseFromTokens(localeToUse, text, fmt);
    if (invalid) {
      return _DateTime.invalid(invalid);
    } else {
      return parseDataToDateTime(vals, parsedZone, opts, `format ${fmt}`, text, specificOffset);
    }
  }
  /**
   * @deprecated use fromFormat instead
   */
  static fromString(text, fmt, opts = {}) {
    return _DateTime.fromFormat(text, fmt, opts);
  }
  /**
   * Create a DateTime from a SQL date, time, or datetime
   * Defaults to en-US if no locale has been specified, regardless of the system's locale
   * @param {string} text - the string to parse
   * @param {Object} opts - options to affect the creation
   * @param {string|Zone} [opts.zone='local'] - use this zone if no offset is specified in the input string itself. Will also convert the DateTime to this zone
   * @param {boolean} [opts.setZone=false] - override the zone with a zone specified in the string itself, if it specifies one
   * @param {string} [opts.locale='en-US'] - a locale string to use when parsing. Will also set the DateTime to this locale
   * @param {string} opts.numberingSystem - the numbering system to use when parsing. Will also set the resulting DateTime to this numbering system
   * @param {string} opts.weekSettings - the week settings to set on the resulting DateTime instance
   * @param {string} opts.outputCalendar - the output calendar to set on the resulting DateTime instance
   * @example DateTime.fromSQL('2017-05-15')
   * @example DateTime.fromSQL('2017-05-15 09:12:34')
   * @example DateTime.fromSQL('2017-05-15 09:12:34.342')
   * @example DateTime.fromSQL('2017-05-15 09:12:34.342+06:00')
   * @example DateTime.fromSQL('2017-05-15 09:12:34.342 America/Los_Angeles')
   * @example DateTime.fromSQL('2017-05-15 09:12:34.342 America/Los_Angeles', { setZone: true })
   * @example DateTime.fromSQL('2017-05-15 09:12:34.342', { zone: 'America/Los_Angeles' })
   * @example DateTime.fromSQL('09:12:34.342')
   * @return {DateTime}
   */
  static fromSQL(text, opts = {}) {
    const [vals, parsedZone] = parseSQL(text);
    return parseDataToDateTime(vals, parsedZone, opts, 'SQL', text);
  }
  /**
   * Create an invalid DateTime.
   * @param {string} reason - simple string of why this DateTime is invalid. Should not contain parameters or anything else data-dependent.
   * @param {string} [explanation=null] - longer explanation, may include parameters and other useful debugging information
   * @return {DateTime}
   */
  static invalid(reason, explanation = null) {
    if (!reason) {
      throw new InvalidArgumentError('need to specify a reason the DateTime is invalid');
    }
    const invalid = reason instanceof Invalid ? reason : new Invalid(reason, explanation);
    if (Settings.throwOnInvalid) {
      throw new InvalidDateTimeError(invalid);
    } else {
      return new _DateTime({ invalid });
    }
  }
  /**
   * Check if an object is an instance of DateTime. Works across context boundaries
   * @param {object} o
   * @return {boolean}
   */
  static isDateTime(o) {
    return (o && o.isLuxonDateTime) || false;
  }
  /**
   * Produce the format string for a set of options
   * @param formatOpts
   * @param localeOpts
   * @returns {string}
   */
  static parseFormatForOpts(formatOpts, localeOpts = {}) {
    const tokenList = formatOptsToTokens(formatOpts, Locale.fromObject(localeOpts));
    return !tokenList ? null : tokenList.map((t) => (t ? t.val : null)).join('');
  }
  /**
   * Produce the the fully expanded format token for the locale
   * Does NOT quote characters, so quoted tokens will not round trip correctly
   * @param fmt
   * @param localeOpts
   * @returns {string}
   */
  static expandFormat(fmt, localeOpts = {}) {
    const expanded = expandMacroTokens(Formatter.parseFormat(fmt), Locale.fromObject(localeOpts));
    return expanded.map((t) => t.val).join('');
  }
  static resetCache() {
    zoneOffsetTs = void 0;
    zoneOffsetGuessCache.clear();
  }
  // INFO
  /**
   * Get the value of unit.
   * @param {string} unit - a unit such as 'minute' or 'day'
   * @example DateTime.local(2017, 7, 4).get('month'); //=> 7
   * @example DateTime.local(2017, 7, 4).get('day'); //=> 4
   * @return {number}
   */
  get(unit) {
    return this[unit];
  }
  /**
   * Returns whether the DateTime is valid. Invalid DateTimes occur when:
   * * The DateTime was created from invalid calendar information, such as the 13th month or February 30
   * * The DateTime was created by an operation on another invalid date
   * @type {boolean}
   */
  get isValid() {
    return this.invalid === null;
  }
  /**
   * Returns an error code if this DateTime is invalid, or null if the DateTime is valid
   * @type {string}
   */
  get invalidReason() {
    return this.invalid ? this.invalid.reason : null;
  }
  /**
   * Returns an explanation of why this DateTime became invalid, or null if the DateTime is valid
   * @type {string}
   */
  get invalidExplanation() {
    return this.invalid ? this.invalid.explanation : null;
  }
  /**
   * Get the locale of a DateTime, such 'en-GB'. The locale is used when formatting the DateTime
   *
   * @type {string}
   */
  get locale() {
    return this.isValid ? this.loc.locale : null;
  }
  /**
   * Get the numbering system of a DateTime, such 'beng'. The numbering system is used when formatting the DateTime
   *
   * @type {string}
   */
  get numberingSystem() {
    return this.isValid ? this.loc.numberingSystem : null;
  }
  /**
   * Get the output calendar of a DateTime, such 'islamic'. The output calendar is used when formatting the DateTime
   *
   * @type {string}
   */
  get outputCalendar() {
    return this.isValid ? this.loc.outputCalendar : null;
  }
  /**
   * Get the time zone associated with this DateTime.
   * @type {Zone}
   */
  get zone() {
    return this._zone;
  }
  /**
   * Get the name of the time zone.
   * @type {string}
   */
  get zoneName() {
    return this.isValid ? this.zone.name : null;
  }
  /**
   * Get the year
   * @example DateTime.local(2017, 5, 25).year //=> 2017
   * @type {number}
   */
  get year() {
    return this.isValid ? this.c.year : NaN;
  }
  /**
   * Get the quarter
   * @example DateTime.local(2017, 5, 25).quarter //=> 2
   * @type {number}
   */
  get quarter() {
    return this.isValid ? Math.ceil(this.c.month / 3) : NaN;
  }
  /**
   * Get the month (1-12).
   * @example DateTime.local(2017, 5, 25).month //=> 5
   * @type {number}
   */
  get month() {
    return this.isValid ? this.c.month : NaN;
  }
  /**
   * Get the day of the month (1-30ish).
   * @example DateTime.local(2017, 5, 25).day //=> 25
   * @type {number}
   */
  get day() {
    return this.isValid ? this.c.day : NaN;
  }
  /**
   * Get the hour of the day (0-23).
   * @example DateTime.local(2017, 5, 25, 9).hour //=> 9
   * @type {number}
   */
  get hour() {
    return this.isValid ? this.c.hour : NaN;
  }
  /**
   * Get the minute of the hour (0-59).
   * @example DateTime.local(2017, 5, 25, 9, 30).minute //=> 30
   * @type {number}
   */
  get minute() {
    return this.isValid ? this.c.minute : NaN;
  }
  /**
   * Get the second of the minute (0-59).
   * @example DateTime.local(2017, 5, 25, 9, 30, 52).second //=> 52
   * @type {number}
   */
  get second() {
    return this.isValid ? this.c.second : NaN;
  }
  /**
   * Get the millisecond of the second (0-999).
   * @example DateTime.local(2017, 5, 25, 9, 30, 52, 654).millisecond //=> 654
   * @type {number}
   */
  get millisecond() {
    return this.isValid ? this.c.millisecond : NaN;
  }
  /**
   * Get the week year
   * @see https://en.wikipedia.org/wiki/ISO_week_date
   * @example DateTime.local(2014, 12, 31).weekYear //=> 2015
   * @type {number}
   */
  get weekYear() {
    return this.isValid ? possiblyCachedWeekData(this).weekYear : NaN;
  }
  /**
   * Get the week number of the week year (1-52ish).
   * @see https://en.wikipedia.org/wiki/ISO_week_date
   * @example DateTime.local(2017, 5, 25).weekNumber //=> 21
   * @type {number}
   */
  get weekNumber() {
    return this.isValid ? possiblyCachedWeekData(this).weekNumber : NaN;
  }
  /**
   * Get the day of the week.
   * 1 is Monday and 7 is Sunday
   * @see https://en.wikipedia.org/wiki/ISO_week_date
   * @example DateTime.local(2014, 11, 31).weekday //=> 4
   * @type {number}
   */
  get weekday() {
    return this.isValid ? possiblyCachedWeekData(this).weekday : NaN;
  }
  /**
   * Returns true if this date is on a weekend according to the locale, false otherwise
   * @returns {boolean}
   */
  get isWeekend() {
    return this.isValid && this.loc.getWeekendDays().includes(this.weekday);
  }
  /**
   * Get the day of the week according to the locale.
   * 1 is the first day of the week and 7 is the last day of the week.
   * If the locale assigns Sunday as the first day of the week, then a date which is a Sunday will return 1,
   * @returns {number}
   */
  get localWeekday() {
    return this.isValid ? possiblyCachedLocalWeekData(this).weekday : NaN;
  }
  /**
   * Get the week number of the week year according to the locale. Different locales assign week numbers differently,
   * because the week can start on different days of the week (see localWeekday) and because a different number of days
   * is required for a week to count as the first week of a year.
   * @returns {number}
   */
  get localWeekNumber() {
    return this.isValid ? possiblyCachedLocalWeekData(this).weekNumber : NaN;
  }
  /**
   * Get the week year according to the locale. Different locales assign week numbers (and therefor week years)
   * differently, see localWeekNumber.
   * @returns {number}
   */
  get localWeekYear() {
    return this.isValid ? possiblyCachedLocalWeekData(this).weekYear : NaN;
  }
  /**
   * Get the ordinal (meaning the day of the year)
   * @example DateTime.local(2017, 5, 25).ordinal //=> 145
   * @type {number|DateTime}
   */
  get ordinal() {
    return this.isValid ? gregorianToOrdinal(this.c).ordinal : NaN;
  }
  /**
   * Get the human readable short month name, such as 'Oct'.
   * Defaults to the system's locale if no locale has been specified
   * @example DateTime.local(2017, 10, 30).monthShort //=> Oct
   * @type {string}
   */
  get monthShort() {
    return this.isValid ? Info.months('short', { locObj: this.loc })[this.month - 1] : null;
  }
  /**
   * Get the human readable long month name, such as 'October'.
   * Defaults to the system's locale if no locale has been specified
   * @example DateTime.local(2017, 10, 30).monthLong //=> October
   * @type {string}
   */
  get monthLong() {
    return this.isValid ? Info.months('long', { locObj: this.loc })[this.month - 1] : null;
  }
  /**
   * Get the human readable short weekday, such as 'Mon'.
   * Defaults to the system's locale if no locale has been specified
   * @example DateTime.local(2017, 10, 30).weekdayShort //=> Mon
   * @type {string}
   */
  get weekdayShort() {
    return this.isValid ? Info.weekdays('short', { locObj: this.loc })[this.weekday - 1] : null;
  }
  /**
   * Get the human readable long weekday, such as 'Monday'.
   * Defaults to the system's locale if no locale has been specified
   * @example DateTime.local(2017, 10, 30).weekdayLong //=> Monday
   * @type {string}
   */
  get weekdayLong() {
    return this.isValid ? Info.weekdays('long', { locObj: this.loc })[this.weekday - 1] : null;
  }
  /**
   * Get the UTC offset of this DateTime in minutes
   * @example DateTime.now().offset //=> -240
   * @example DateTime.utc().offset //=> 0
   * @type {number}
   */
  get offset() {
    return this.isValid ? +this.o : NaN;
  }
  /**
   * Get the short human name for the zone's current offset, for example "EST" or "EDT".
   * Defaults to the system's locale if no locale has been specified
   * @type {string}
   */
  get offsetNameShort() {
    if (this.isValid) {
      return this.zone.offsetName(this.ts, {
        format: 'short',
        locale: this.locale,
      });
    } else {
      return null;
    }
  }
  /**
   * Get the long human name for the zone's current offset, for example "Eastern Standard Time" or "Eastern Daylight Time".
   * Defaults to the system's locale if no locale has been specified
   * @type {string}
   */
  get offsetNameLong() {
    if (this.isValid) {
      return this.zone.offsetName(this.ts, {
        format: 'long',
        locale: this.locale,
      });
    } else {
      return null;
    }
  }
  /**
   * Get whether this zone's offset ever changes, as in a DST.
   * @type {boolean}
   */
  get isOffsetFixed() {
    return this.isValid ? this.zone.isUniversal : null;
  }
  /**
   * Get whether the DateTime is in a DST.
   * @type {boolean}
   */
  get isInDST() {
    if (this.isOffsetFixed) {
      return false;
    } else {
      return (
        this.offset > this.set({ month: 1, day: 1 }).offset ||
        this.offset > this.set({ month: 5 }).offset
      );
    }
  }
  /**
   * Get those DateTimes which have the same local time as this DateTime, but a different offset from UTC
   * in this DateTime's zone. During DST changes local time can be ambiguous, for example
   * `2023-10-29T02:30:00` in `Europe/Berlin` can have offset `+01:00` or `+02:00`.
   * This method will return both possible DateTimes if this DateTime's local time is ambiguous.
   * @returns {DateTime[]}
   */
  getPossibleOffsets() {
    if (!this.isValid || this.isOffsetFixed) {
      return [this];
    }
    const dayMs = 864e5;
    const minuteMs = 6e4;
    const localTS = objToLocalTS(this.c);
    const oEarlier = this.zone.offset(localTS - dayMs);
    const oLater = this.zone.offset(localTS + dayMs);
    const o1 = this.zone.offset(localTS - oEarlier * minuteMs);
    const o2 = this.zone.offset(localTS - oLater * minuteMs);
    if (o1 === o2) {
      return [this];
    }
    const ts1 = localTS - o1 * minuteMs;
    const ts2 = localTS - o2 * minuteMs;
    const c1 = tsToObj(ts1, o1);
    const c2 = tsToObj(ts2, o2);
    if (
      c1.hour === c2.hour &&
      c1.minute === c2.minute &&
      c1.second === c2.second &&
      c1.millisecond === c2.millisecond
    ) {
      return [clone(this, { ts: ts1 }), clone(this, { ts: ts2 })];
    }
    return [this];
  }
  /**
   * Returns true if this DateTime is in a leap year, false otherwise
   * @example DateTime.local(2016).isInLeapYear //=> true
   * @example DateTime.local(2013).isInLeapYear //=> false
   * @type {boolean}
   */
  get isInLeapYear() {
    return isLeapYear(this.year);
  }
  /**
   * Returns the number of days in this DateTime's month
   * @example DateTime.local(2016, 2).daysInMonth //=> 29
   * @example DateTime.local(2016, 3).daysInMonth //=> 31
   * @type {number}
   */
  get daysInMonth() {
    return daysInMonth(this.year, this.month);
  }
  /**
   * Returns the number of days in this DateTime's year
   * @example DateTime.local(2016).daysInYear //=> 366
   * @example DateTime.local(2013).daysInYear //=> 365
   * @type {number}
   */
  get daysInYear() {
    return this.isValid ? daysInYear(this.year) : NaN;
  }
  /**
   * Returns the number of weeks in this DateTime's year
   * @see https://en.wikipedia.org/wiki/ISO_week_date
   * @example DateTime.local(2004).weeksInWeekYear //=> 53
   * @example DateTime.local(2013).weeksInWeekYear //=> 52
   * @type {number}
   */
  get weeksInWeekYear() {
    return this.isValid ? weeksInWeekYear(this.weekYear) : NaN;
  }
  /**
   * Returns the number of weeks in this DateTime's local week year
   * @example DateTime.local(2020, 6, {locale: 'en-US'}).weeksInLocalWeekYear //=> 52
   * @example DateTime.local(2020, 6, {locale: 'de-DE'}).weeksInLocalWeekYear //=> 53
   * @type {number}
   */
  get weeksInLocalWeekYear() {
    return this.isValid
      ? weeksInWeekYear(
          this.localWeekYear,
          this.loc.getMinDaysInFirstWeek(),
          this.loc.getStartOfWeek(),
        )
      : NaN;
  }
  /**
   * Returns the resolved Intl options for this DateTime.
   * This is useful in understanding the behavior of formatting methods
   * @param {Object} opts - the same options as toLocaleString
   * @return {Object}
   */
  resolvedLocaleOptions(opts = {}) {
    const { locale, numberingSystem, calendar } = Formatter.create(
      this.loc.clone(opts),
      opts,
    ).resolvedOptions(this);
    return { locale, numberingSystem, outputCalendar: calendar };
  }
  // TRANSFORM
  /**
   * "Set" the DateTime's zone to UTC. Returns a newly-constructed DateTime.
   *
   * Equivalent to {@link DateTime#setZone}('utc')
   * @param {number} [offset=0] - optionally, an offset from UTC in minutes
   * @param {Object} [opts={}] - options to pass to `setZone()`
   * @return {DateTime}
   */
  toUTC(offset2 = 0, opts = {}) {
    return this.setZone(FixedOffsetZone.instance(offset2), opts);
  }
  /**
   * "Set" the DateTime's zone to the host's local zone. Returns a newly-constructed DateTime.
   *
   * Equivalent to `setZone('local')`
   * @return {DateTime}
   */
  toLocal() {
    return this.setZone(Settings.defaultZone);
  }
  /**
   * "Set" the DateTime's zone to specified zone. Returns a newly-constructed DateTime.
   *
   * By default, the setter keeps the underlying time the same (as in, the same timestamp), but the new instance will report different local times and consider DSTs when making computations, as with {@link DateTime#plus}. You may wish to use {@link DateTime#toLocal} and {@link DateTime#toUTC} which provide simple convenience wrappers for commonly used zones.
   * @param {string|Zone} [zone='local'] - a zone identifier. As a string, that can be any IANA zone supported by the host environment, or a fixed-offset name of the form 'UTC+3', or the strings 'local' or 'utc'. You may also supply an instance of a {@link DateTime#Zone} class.
   * @param {Object} opts - options
   * @param {boolean} [opts.keepLocalTime=false] - If true, adjust the underlying time so that the local time stays the same, but in the target zone. You should rarely need this.
   * @return {DateTime}
   */
  setZone(zone, { keepLocalTime = false, keepCalendarTime = false } = {}) {
    zone = normalizeZone(zone, Settings.defaultZone);
    if (zone.equals(this.zone)) {
      return this;
    } else if (!zone.isValid) {
      return _DateTime.invalid(unsupportedZone(zone));
    } else {
      let newTS = this.ts;
      if (keepLocalTime || keepCalendarTime) {
        const offsetGuess = zone.offset(this.ts);
        const asObj = this.toObject();
        [newTS] = objToTS(asObj, offsetGuess, zone);
      }
      return clone(this, { ts: newTS, zone });
    }
  }
  /**
   * "Set" the locale, numberingSystem, or outputCalendar. Returns a newly-constructed DateTime.
   * @param {Object} properties - the properties to set
   * @example DateTime.local(2017, 5, 25).reconfigure({ locale: 'en-GB' })
   * @return {DateTime}
   */
  reconfigure({ locale, numberingSystem, outputCalendar } = {}) {
    const loc = this.loc.clone({ locale, numberingSystem, outputCalendar });
    return clone(this, { loc });
  }
  /**
   * "Set" the locale. Returns a newly-constructed DateTime.
   * Just a convenient alias for reconfigure({ locale })
   * @example DateTime.local(2017, 5, 25).setLocale('en-GB')
   * @return {DateTime}
   */
  setLocale(locale) {
    return this.reconfigure({ locale });
  }
  /**
   * "Set" the values of specified units. Returns a newly-constructed DateTime.
   * You can only set units with this method; for "setting" metadata, see {@link DateTime#reconfigure} and {@link DateTime#setZone}.
   *
   * This method also supports setting locale-based week units, i.e. `localWeekday`, `localWeekNumber` and `localWeekYear`.
   * They cannot be mixed with ISO-week units like `weekday`.
   * @param {Object} values - a mapping of units to numbers
   * @example dt.set({ year: 2017 })
   * @example dt.set({ hour: 8, minute: 30 })
   * @example dt.set({ weekday: 5 })
   * @example dt.set({ year: 2005, ordinal: 234 })
   * @return {DateTime}
   */
  set(values) {
    if (!this.isValid) return this;
    const normalized = normalizeObject(values, normalizeUnitWithLocalWeeks);
    const { minDaysInFirstWeek, startOfWeek } = usesLocalWeekValues(normalized, this.loc);
    const settingWeekStuff =
        !isUndefined(normalized.weekYear) ||
        !isUndefined(normalized.weekNumber) ||
        !isUndefined(normalized.weekday),
      containsOrdinal = !isUndefined(normalized.ordinal),
      containsGregorYear = !isUndefined(normalized.year),
      containsGregorMD = !isUndefined(normalized.month) || !isUndefined(normalized.day),
      containsGregor = containsGregorYear || containsGregorMD,
      definiteWeekDef = normalized.weekYear || normalized.weekNumber;
    if ((containsGregor || containsOrdinal) && definiteWeekDef) {
      throw new ConflictingSpecificationError(
        "Can't mix weekYear/weekNumber units with year/month/day or ordinals",
      );
    }
    if (containsGregorMD && containsOrdinal) {
      throw new ConflictingSpecificationError("Can't mix ordinal dates with month/day");
    }
    let mixed;
    if (settingWeekStuff) {
      mixed = weekToGregorian(
        { ...gregorianToWeek(this.c, minDaysInFirstWeek, startOfWeek), ...normalized },
        minDaysInFirstWeek,
        startOfWeek,
      );
    } else if (!isUndefined(normalized.ordinal)) {
      mixed = ordinalToGregorian({ ...gregorianToOrdinal(this.c), ...normalized });
    } else {
      mixed = { ...this.toObject(), ...normalized };
      if (isUndefined(normalized.day)) {
        mixed.day = Math.min(daysInMonth(mixed.year, mixed.month), mixed.day);
      }
    }
    const [ts, o] = objToTS(mixed, this.o, this.zone);
    return clone(this, { ts, o });
  }
  /**
   * Add a period of time to this DateTime and return the resulting DateTime
   *
   * Adding hours, minutes, seconds, or milliseconds increases the timestamp by the right number of milliseconds. Adding days, months, or years shifts the calendar, accounting for DSTs and leap years along the way. Thus, `dt.plus({ hours: 24 })` may result in a different time than `dt.plus({ days: 1 })` if there's a DST shift in between.
   * @param {Duration|Object|number} duration - The amount to add. Either a Luxon Duration, a number of milliseconds, the object argument to Duration.fromObject()
   * @example DateTime.now().plus(123) //~> in 123 milliseconds
   * @example DateTime.now().plus({ minutes: 15 }) //~> in 15 minutes
   * @example DateTime.now().plus({ days: 1 }) //~> this time tomorrow
   * @example DateTime.now().plus({ days: -1 }) //~> this time yesterday
   * @example DateTime.now().plus({ hours: 3, minutes: 13 }) //~> in 3 hr, 13 min
   * @example DateTime.now().plus(Duration.fromObject({ hours: 3, minutes: 13 })) //~> in 3 hr, 13 min
   * @return {DateTime}
   */
  plus(duration) {
    if (!this.isValid) return this;
    const dur = Duration.fromDurationLike(duration);
    return clone(this, adjustTime(this, dur));
  }
  /**
   * Subtract a period of time to this DateTime and return the resulting DateTime
   * See {@link DateTime#plus}
   * @param {Duration|Object|number} duration - The amount to subtract. Either a Luxon Duration, a number of milliseconds, the object argument to Duration.fromObject()
   @return {DateTime}
   */
  minus(duration) {
    if (!this.isValid) return this;
    const dur = Duration.fromDurationLike(duration).negate();
    return clone(this, adjustTime(this, dur));
  }
  /**
   * "Set" this DateTime to the beginning of a unit of time.
   * @param {string} unit - The unit to go to the beginning of. Can be 'year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second', or 'millisecond'.
   * @param {Object} opts - options
   * @param {boolean} [opts.useLocaleWeeks=false] - If true, use weeks based on the locale, i.e. use the locale-dependent start of the week
   * @example DateTime.local(2014, 3, 3).startOf('month').toISODate(); //=> '2014-03-01'
   * @example DateTime.local(2014, 3, 3).startOf('year').toISODate(); //=> '2014-01-01'
   * @example DateTime.local(2014, 3, 3).startOf('week').toISODate(); //=> '2014-03-03', weeks always start on Mondays
   * @example DateTime.local(2014, 3, 3, 5, 30).startOf('day').toISOTime(); //=> '00:00.000-05:00'
   * @example DateTime.local(2014, 3, 3, 5, 30).startOf('hour').toISOTime(); //=> '05:00:00.000-05:00'
   * @return {DateTime}
   */
  startOf(unit, { useLocaleWeeks = false } = {}) {
    if (!this.isValid) return this;
    const o = {},
      normalizedUnit = Duration.normalizeUnit(unit);
    switch (normalizedUnit) {
      case 'years':
        o.month = 1;
      // falls through
      case 'quarters':
      case 'months':
        o.day = 1;
      // falls through
      case 'weeks':
      case 'days':
        o.hour = 0;
      // falls through
      case 'hours':
        o.minute = 0;
      // falls through
      case 'minutes':
        o.second = 0;
      // falls through
      case 'seconds':
        o.millisecond = 0;
        break;
    }
    if (normalizedUnit === 'weeks') {
      if (useLocaleWeeks) {
        const startOfWeek = this.loc.getStartOfWeek();
        const { weekday } = this;
        if (weekday < startOfWeek) {
          o.weekNumber = this.weekNumber - 1;
        }
        o.weekday = startOfWeek;
      } else {
        o.weekday = 1;
      }
    }
    if (normalizedUnit === 'quarters') {
      const q = Math.ceil(this.month / 3);
      o.month = (q - 1) * 3 + 1;
    }
    return this.set(o);
  }
  /**
   * "Set" this DateTime to the end (meaning the last millisecond) of a unit of time
   * @param {string} unit - The unit to go to the end of. Can be 'year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second', or 'millisecond'.
   * @param {Object} opts - options
   * @param {boolean} [opts.useLocaleWeeks=false] - If true, use weeks based on the locale, i.e. use the locale-dependent start of the week
   * @example DateTime.local(2014, 3, 3).endOf('month').toISO(); //=> '2014-03-31T23:59:59.999-05:00'
   * @example DateTime.local(2014, 3, 3).endOf('year').toISO(); //=> '2014-12-31T23:59:59.999-05:00'
   * @example DateTime.local(2014, 3, 3).endOf('week').toISO(); // => '2014-03-09T23:59:59.999-05:00', weeks start on Mondays
   * @example DateTime.local(2014, 3, 3, 5, 30).endOf('day').toISO(); //=> '2014-03-03T23:59:59.999-05:00'
   * @example DateTime.local(2014, 3, 3, 5, 30).endOf('hour').toISO(); //=> '2014-03-03T05:59:59.999-05:00'
   * @return {DateTime}
   */
  endOf(unit, opts) {
    return this.isValid
      ? this.plus({ [unit]: 1 })
          .startOf(unit, opts)
          .minus(1)
      : this;
  }
  // OUTPUT
  /**
   * Returns a string representation of this DateTime formatted according to the specified format string.
   * **You may not want this.** See {@link DateTime#toLocaleString} for a more flexible formatting tool. For a table of tokens and their interpretations, see [here](https://moment.github.io/luxon/#/formatting?id=table-of-tokens).
   * Defaults to en-US if no locale has been specified, regardless of the system's locale.
   * @param {string} fmt - the format string
   * @param {Object} opts - opts to override the configuration options on this DateTime
   * @example DateTime.now().toFormat('yyyy LLL dd') //=> '2017 Apr 22'
   * @example DateTime.now().setLocale('fr').toFormat('yyyy LLL dd') //=> '2017 avr. 22'
   * @example DateTime.now().toFormat('yyyy LLL dd', { locale: "fr" }) //=> '2017 avr. 22'
   * @example DateTime.now().toFormat("HH 'hours and' mm 'minutes'") //=> '20 hours and 55 minutes'
   * @return {string}
   */
  toFormat(fmt, opts = {}) {
    return this.isValid
      ? Formatter.create(this.loc.redefaultToEN(opts)).formatDateTimeFromString(this, fmt)
      : INVALID;
  }
  /**
   * Returns a localized string representing this date. Accepts the same options as the Intl.DateTimeFormat constructor and any presets defined by Luxon, such as `DateTime.DATE_FULL` or `DateTime.TIME_SIMPLE`.
   * The exact behavior of this method is browser-specific, but in general it will return an appropriate representation
   * of the DateTime in the assigned locale.
   * Defaults to the system's locale if no locale has been specified
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/DateTimeFormat
   * @param formatOpts {Object} - Intl.DateTimeFormat constructor options and configuration options
   * @param {Object} opts - opts to override the configuration options on this DateTime
   * @example DateTime.now().toLocaleString(); //=> 4/20/2017
   * @example DateTime.now().setLocale('en-gb').toLocaleString(); //=> '20/04/2017'
   * @example DateTime.now().toLocaleString(DateTime.DATE_FULL); //=> 'April 20, 2017'
   * @example DateTime.now().toLocaleString(DateTime.DATE_FULL, { locale: 'fr' }); //=> '28 août 2022'
   * @example DateTime.now().toLocaleString(DateTime.TIME_SIMPLE); //=> '11:32 AM'
   * @example DateTime.now().toLocaleString(DateTime.DATETIME_SHORT); //=> '4/20/2017, 11:32 AM'
   * @example DateTime.now().toLocaleString({ weekday: 'long', month: 'long', day: '2-digit' }); //=> 'Thursday, April 20'
   * @example DateTime.now().toLocaleString({ weekday: 'short', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit' }); //=> 'Thu, Apr 20, 11:27 AM'
   * @example DateTime.now().toLocaleString({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }); //=> '11:32'
   * @return {string}
   */
  toLocaleString(formatOpts = DATE_SHORT, opts = {}) {
    return this.isValid
      ? Formatter.create(this.loc.clone(opts), formatOpts).formatDateTime(this)
      : INVALID;
  }
  /**
   * Returns an array of format "parts", meaning individual tokens along with metadata. This is allows callers to post-process individual sections of the formatted output.
   * Defaults to the system's locale if no locale has been specified
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/DateTimeFormat/formatToParts
   * @param opts {Object} - Intl.DateTimeFormat constructor options, same as `toLocaleString`.
   * @example DateTime.now().toLocaleParts(); //=> [
   *                                   //=>   { type: 'day', value: '25' },
   *                                   //=>   { type: 'literal', value: '/' },
   *                                   //=>   { type: 'month', value: '05' },
   *                                   //=>   { type: 'literal', value: '/' },
   *                                   //=>   { type: 'year', value: '1982' }
   *                                   //=> ]
   */
  toLocaleParts(opts = {}) {
    return this.isValid
      ? Formatter.create(this.loc.clone(opts), opts).formatDateTimeParts(this)
      : [];
  }
  /**
   * Returns an ISO 8601-compliant string representation of this DateTime
   * @param {Object} opts - options
   * @param {boolean} [opts.suppressMilliseconds=false] - exclude milliseconds from the format if they're 0
   * @param {boolean} [opts.suppressSeconds=false] - exclude seconds from the format if they're 0
   * @param {boolean} [opts.includeOffset=true] - include the offset, such as 'Z' or '-04:00'
   * @param {boolean} [opts.extendedZone=false] - add the time zone format extension
   * @param {string} [opts.format='extended'] - choose between the basic and extended format
   * @param {string} [opts.precision='milliseconds'] - truncate output to desired presicion: 'years', 'months', 'days', 'hours', 'minutes', 'seconds' or 'milliseconds'. When precision and suppressSeconds or suppressMilliseconds are used together, precision sets the maximum unit shown in the output, however seconds or milliseconds will still be suppressed if they are 0.
   * @example DateTime.utc(1983, 5, 25).toISO() //=> '1982-05-25T00:00:00.000Z'
   * @example DateTime.now().toISO() //=> '2017-04-22T20:47:05.335-04:00'
   * @example DateTime.now().toISO({ includeOffset: false }) //=> '2017-04-22T20:47:05.335'
   * @example DateTime.now().toISO({ format: 'basic' }) //=> '20170422T204705.335-0400'
   * @example DateTime.now().toISO({ precision: 'day' }) //=> '2017-04-22Z'
   * @example DateTime.now().toISO({ precision: 'minute' }) //=> '2017-04-22T20:47Z'
   * @return {string|null}
   */
  toISO({
    format: format2 = 'extended',
    suppressSeconds = false,
    suppressMilliseconds = false,
    includeOffset = true,
    extendedZone = false,
    precision = 'milliseconds',
  } = {}) {
    if (!this.isValid) {
      return null;
    }
    precision = normalizeUnit(precision);
    const ext = format2 === 'extended';
    let c = toISODate(this, ext, precision);
    if (orderedUnits.indexOf(precision) >= 3) c += 'T';
    c += toISOTime(
      this,
      ext,
      suppressSeconds,
      suppressMilliseconds,
      includeOffset,
      extendedZone,
      precision,
    );
    return c;
  }
  /**
   * Returns an ISO 8601-compliant string representation of this DateTime's date component
   * @param {Object} opts - options
   * @param {string} [opts.format='extended'] - choose between the basic and extended format
   * @param {string} [opts.precision='day'] - truncate output to desired precision: 'years', 'months', or 'days'.
   * @example DateTime.utc(1982, 5, 25).toISODate() //=> '1982-05-25'
   * @example DateTime.utc(1982, 5, 25).toISODate({ format: 'basic' }) //=> '19820525'
   * @example DateTime.utc(1982, 5, 25).toISODate({ precision: 'month' }) //=> '1982-05'
   * @return {string|null}
   */
  toISODate({ format: format2 = 'extended', precision = 'day' } = {}) {
    if (!this.isValid) {
      return null;
    }
    return toISODate(this, format2 === 'extended', normalizeUnit(precision));
  }
  /**
   * Returns an ISO 8601-compliant string representation of this DateTime's week date
   * @example DateTime.utc(1982, 5, 25).toISOWeekDate() //=> '1982-W21-2'
   * @return {string}
   */
  toISOWeekDate() {
    return toTechFormat(this, "kkkk-'W'WW-c");
  }
  /**
   * Returns an ISO 8601-compliant string representation of this DateTime's time component
   * @param {Object} opts - options
   * @param {boolean} [opts.suppressMilliseconds=false] - exclude milliseconds from the format if they're 0
   * @param {boolean} [opts.suppressSeconds=false] - exclude seconds from the format if they're 0
   * @param {boolean} [opts.includeOffset=true] - include the offset, such as 'Z' or '-04:00'
   * @param {boolean} [opts.extendedZone=true] - add the time zone format extension
   * @param {boolean} [opts.includePrefix=false] - include the `T` prefix
   * @param {string} [opts.format='extended'] - choose between the basic and extended format
   * @param {string} [opts.precision='milliseconds'] - truncate output to desired presicion: 'hours', 'minutes', 'seconds' or 'milliseconds'. When precision and suppressSeconds or suppressMilliseconds are used together, precision sets the maximum unit shown in the output, however seconds or milliseconds will still be suppressed if they are 0.
   * @example DateTime.utc().set({ hour: 7, minute: 34 }).toISOTime() //=> '07:34:19.361Z'
   * @example DateTime.utc().set({ hour: 7, minute: 34, seconds: 0, milliseconds: 0 }).toISOTime({ suppressSeconds: true }) //=> '07:34Z'
   * @example DateTime.utc().set({ hour: 7, minute: 34 }).toISOTime({ format: 'basic' }) //=> '073419.361Z'
   * @example DateTime.utc().set({ hour: 7, minute: 34 }).toISOTime({ includePrefix: true }) //=> 'T07:34:19.361Z'
   * @example DateTime.utc().set({ hour: 7, minute: 34, second: 56 }).toISOTime({ precision: 'minute' }) //=> '07:34Z'
   * @return {string}
   */
  toISOTime({
    suppressMilliseconds = false,
    suppressSeconds = false,
    includeOffset = true,
    includePrefix = false,
    extendedZone = false,
    format: format2 = 'extended',
    precision = 'milliseconds',
  } = {}) {
    if (!this.isValid) {
      return null;
    }
    precision = normalizeUnit(precision);
    let c = includePrefix && orderedUnits.indexOf(precision) >= 3 ? 'T' : '';
    return (
      c +
      toISOTime(
        this,
        format2 === 'extended',
        suppressSeconds,
        suppressMilliseconds,
        includeOffset,
        extendedZone,
        precision,
      )
    );
  }
  /**
   * Returns an RFC 2822-compatible string representation of this DateTime
   * @example DateTime.utc(2014, 7, 13).toRFC2822() //=> 'Sun, 13 Jul 2014 00:00:00 +0000'
   * @example DateTime.local(2014, 7, 13).toRFC2822() //=> 'Sun, 13 Jul 2014 00:00:00 -0400'
   * @return {string}
   */
  toRFC2822() {
    return toTechFormat(this, 'EEE, dd LLL yyyy HH:mm:ss ZZZ', false);
  }
  /**
   * Returns a string representation of this DateTime appropriate for use in HTTP headers. The output is always expressed in GMT.
   * Specifically, the string conforms to RFC 1123.
   * @see https://www.w3.org/Protocols/rfc2616/rfc2616-sec3.html#sec3.3.1
   * @example DateTime.utc(2014, 7, 13).toHTTP() //=> 'Sun, 13 Jul 2014 00:00:00 GMT'
   * @example DateTime.utc(2014, 7, 13, 19).toHTTP() //=> 'Sun, 13 Jul 2014 19:00:00 GMT'
   * @return {string}
   */
  toHTTP() {
    return toTechFormat(this.toUTC(), "EEE, dd LLL yyyy HH:mm:ss 'GMT'");
  }
  /**
   * Returns a string representation of this DateTime appropriate for use in SQL Date
   * @example DateTime.utc(2014, 7, 13).toSQLDate() //=> '2014-07-13'
   * @return {string|null}
   */
  toSQLDate() {
    if (!this.isValid) {
      return null;
    }
    return toISODate(this, true);
  }
  /**
   * Returns a string representation of this DateTime appropriate for use in SQL Time
   * @param {Object} opts - options
   * @param {boolean} [opts.includeZone=false] - include the zone, such as 'America/New_York'. Overrides includeOffset.
   * @param {boolean} [opts.includeOffset=true] - include the offset, such as 'Z' or '-04:00'
   * @param {boolean} [opts.includeOffsetSpace=true] - include the space between the time and the offset, such as '05:15:16.345 -04:00'
   * @example DateTime.utc().toSQL() //=> '05:15:16.345'
   * @example DateTime.now().toSQL() //=> '05:15:16.345 -04:00'
   * @example DateTime.now().toSQL({ includeOffset: false }) //=> '05:15:16.345'
   * @example DateTime.now().toSQL({ includeZone: false }) //=> '05:15:16.345 America/New_York'
   * @return {string}
   */
  toSQLTime({ includeOffset = true, includeZone = false, includeOffsetSpace = true } = {}) {
    let fmt = 'HH:mm:ss.SSS';
    if (includeZone || includeOffset) {
      if (includeOffsetSpace) {
        fmt += ' ';
      }
      if (includeZone) {
        fmt += 'z';
      } else if (includeOffset) {
        fmt += 'ZZ';
      }
    }
    return toTechFormat(this, fmt, true);
  }
  /**
   * Returns a string representation of this DateTime appropriate for use in SQL DateTime
   * @param {Object} opts - options
   * @param {boolean} [opts.includeZone=false] - include the zone, such as 'America/New_York'. Overrides includeOffset.
   * @param {boolean} [opts.includeOffset=true] - include the offset, such as 'Z' or '-04:00'
   * @param {boolean} [opts.includeOffsetSpace=true] - include the space between the time and the offset, such as '05:15:16.345 -04:00'
   * @example DateTime.utc(2014, 7, 13).toSQL() //=> '2014-07-13 00:00:00.000 Z'
   * @example DateTime.local(2014, 7, 13).toSQL() //=> '2014-07-13 00:00:00.000 -04:00'
   * @example DateTime.local(2014, 7, 13).toSQL({ includeOffset: false }) //=> '2014-07-13 00:00:00.000'
   * @example DateTime.local(2014, 7, 13).toSQL({ includeZone: true }) //=> '2014-07-13 00:00:00.000 America/New_York'
   * @return {string}
   */
  toSQL(opts = {}) {
    if (!this.isValid) {
      return null;
    }
    return `${this.toSQLDate()} ${this.toSQLTime(opts)}`;
  }
  /**
   * Returns a string representation of this DateTime appropriate for debugging
   * @return {string}
   */
  toString() {
    return this.isValid ? this.toISO() : INVALID;
  }
  /**
   * Returns a string representation of this DateTime appropriate for the REPL.
   * @return {string}
   */
  [/* @__PURE__ */ Symbol.for('nodejs.util.inspect.custom')]() {
    if (this.isValid) {
      return `DateTime { ts: ${this.toISO()}, zone: ${this.zone.name}, locale: ${this.locale} }`;
    } else {
      return `DateTime { Invalid, reason: ${this.invalidReason} }`;
    }
  }
  /**
   * Returns the epoch milliseconds of this DateTime. Alias of {@link DateTime#toMillis}
   * @return {number}
   */
  valueOf() {
    return this.toMillis();
  }
  /**
   * Returns the epoch milliseconds of this DateTime.
   * @return {number}
   */
  toMillis() {
    return this.isValid ? this.ts : NaN;
  }
  /**
   * Returns the epoch seconds (including milliseconds in the fractional part) of this DateTime.
   * @return {number}
   */
  toSeconds() {
    return this.isValid ? this.ts / 1e3 : NaN;
  }
  /**
   * Returns the epoch seconds (as a whole number) of this DateTime.
   * @return {number}
   */
  toUnixInteger() {
    return this.isValid ? Math.floor(this.ts / 1e3) : NaN;
  }
  /**
   * Returns an ISO 8601 representation of this DateTime appropriate for use in JSON.
   * @return {string}
   */
  toJSON() {
    return this.toISO();
  }
  /**
   * Returns a BSON serializable equivalent to this DateTime.
   * @return {Date}
   */
  toBSON() {
    return this.toJSDate();
  }
  /**
   * Returns a JavaScript object with this DateTime's year, month, day, and so on.
   * @param opts - options for generating the object
   * @param {boolean} [opts.includeConfig=false] - include configuration attributes in the output
   * @example DateTime.now().toObject() //=> { year: 2017, month: 4, day: 22, hour: 20, minute: 49, second: 42, millisecond: 268 }
   * @return {Object}
   */
  toObject(opts = {}) {
    if (!this.isValid) return {};
    const base = { ...this.c };
    if (opts.includeConfig) {
      base.outputCalendar = this.outputCalendar;
      base.numberingSystem = this.loc.numberingSystem;
      base.locale = this.loc.locale;
    }
    return base;
  }
  /**
   * Returns a JavaScript Date equivalent to this DateTime.
   * @return {Date}
   */
  toJSDate() {
    return new Date(this.isValid ? this.ts : NaN);
  }
  // COMPARE
  /**
   * Return the difference between two DateTimes as a Duration.
   * @param {DateTime} otherDateTime - the DateTime to compare this one to
   * @param {string|string[]} [unit=['milliseconds']] - the unit or array of units (such as 'hours' or 'days') to include in the duration.
   * @param {Object} opts - options that affect the creation of the Duration
   * @param {string} [opts.conversionAccuracy='casual'] - the conversion system to use
   * @example
   * var i1 = DateTime.fromISO('1982-05-25T09:45'),
   *     i2 = DateTime.fromISO('1983-10-14T10:30');
   * i2.diff(i1).toObject() //=> { milliseconds: 43807500000 }
   * i2.diff(i1, 'hours').toObject() //=> { hours: 12168.75 }
   * i2.diff(i1, ['months', 'days']).toObject() //=> { months: 16, days: 19.03125 }
   * i2.diff(i1, ['months', 'days', 'hours']).toObject() //=> { months: 16, days: 19, hours: 0.75 }
   * @return {Duration}
   */
  diff(otherDateTime, unit = 'milliseconds', opts = {}) {
    if (!this.isValid || !otherDateTime.isValid) {
      return Duration.invalid('created by diffing an invalid DateTime');
    }
    const durOpts = { locale: this.locale, numberingSystem: this.numberingSystem, ...opts };
    const units = maybeArray(unit).map(Duration.normalizeUnit),
      otherIsLater = otherDateTime.valueOf() > this.valueOf(),
      earlier = otherIsLater ? this : otherDateTime,
      later = otherIsLater ? otherDateTime : this,
      diffed = diff(earlier, later, units, durOpts);
    return otherIsLater ? diffed.negate() : diffed;
  }
  /**
   * Return the difference between this DateTime and right now.
   * See {@link DateTime#diff}
   * @param {string|string[]} [unit=['milliseconds']] - the unit or units units (such as 'hours' or 'days') to include in the duration
   * @param {Object} opts - options that affect the creation of the Duration
   * @param {string} [opts.conversionAccuracy='casual'] - the conversion system to use
   * @return {Duration}
   */
  diffNow(unit = 'milliseconds', opts = {}) {
    return this.diff(_DateTime.now(), unit, opts);
  }
  /**
   * Return an Interval spanning between this DateTime and another DateTime
   * @param {DateTime} otherDateTime - the other end point of the Interval
   * @return {Interval|DateTime}
   */
  until(otherDateTime) {
    return this.isValid ? Interval.fromDateTimes(this, otherDateTime) : this;
  }
  /**
   * Return whether this DateTime is in the same unit of time as another DateTime.
   * Higher-order units must also be identical for this function to return `true`.
   * Note that time zones are **ignored** in this comparison, which compares the **local** calendar time. Use {@link DateTime#setZone} to convert one of the dates if needed.
   * @param {DateTime} otherDateTime - the other DateTime
   * @param {string} unit - the unit of time to check sameness on
   * @param {Object} opts - options
   * @param {boolean} [opts.useLocaleWeeks=false] - If true, use weeks based on the locale, i.e. use the locale-dependent start of the week; only the locale of this DateTime is used
   * @example DateTime.now().hasSame(otherDT, 'day'); //~> true if otherDT is in the same current calendar day
   * @return {boolean}
   */
  hasSame(otherDateTime, unit, opts) {
    if (!this.isValid) return false;
    const inputMs = otherDateTime.valueOf();
    const adjustedToZone = this.setZone(otherDateTime.zone, { keepLocalTime: true });
    return (
      adjustedToZone.startOf(unit, opts) <= inputMs && inputMs <= adjustedToZone.endOf(unit, opts)
    );
  }
  /**
   * Equality check
   * Two DateTimes are equal if and only if they represent the same millisecond, have the same zone and location, and are both valid.
   * To compare just the millisecond values, use `+dt1 === +dt2`.
   * @param {DateTime} other - the other DateTime
   * @return {boolean}
   */
  equals(other) {
    return (
      this.isValid &&
      other.isValid &&
      this.valueOf() === other.valueOf() &&
      this.zone.equals(other.zone) &&
      this.loc.equals(other.loc)
    );
  }
  /**
   * Returns a string representation of a this time relative to now, such as "in two days". Can only internationalize if your
   * platform supports Intl.RelativeTimeFormat. Rounds towards zero by default.
   * @param {Object} options - options that affect the output
   * @param {DateTime} [options.base=DateTime.now()] - the DateTime to use as the basis to which this time is compared. Defaults to now.
   * @param {string} [options.style="long"] - the style of units, must be "long", "short", or "narrow"
   * @param {string|string[]} options.unit - use a specific unit or array of units; if omitted, or an array, the method will pick the best unit. Use an array or one of "years", "quarters", "months", "weeks", "days", "hours", "minutes", or "seconds"
   * @param {boolean} [options.round=true] - whether to round the numbers in the output.
   * @param {string} [options.rounding="trunc"] - rounding method to use when rounding the numbers in the output. Can be "trunc" (toward zero), "expand" (away from zero), "round", "floor", or "ceil".
   * @param {number} [options.padding=0] - padding in milliseconds. This allows you to round up the result if it fits inside the threshold. Don't use in combination with {round: false} because the decimal output will include the padding.
   * @param {string} options.locale - override the locale of this DateTime
   * @param {string} options.numberingSystem - override the numberingSystem of this DateTime. The Intl system may choose not to honor this
   * @example DateTime.now().plus({ days: 1 }).toRelative() //=> "in 1 day"
   * @example DateTime.now().setLocale("es").toRelative({ days: 1 }) //=> "dentro de 1 día"
   * @example DateTime.now().plus({ days: 1 }).toRelative({ locale: "fr" }) //=> "dans 23 heures"
   * @example DateTime.now().minus({ days: 2 }).toRelative() //=> "2 days ago"
   * @example DateTime.now().minus({ days: 2 }).toRelative({ unit: "hours" }) //=> "48 hours ago"
   * @example DateTime.now().minus({ hours: 36 }).toRelative({ round: false }) //=> "1.5 days ago"
   */
  toRelative(options = {}) {
    if (!this.isValid) return null;
    const base = options.base || _DateTime.fromObject({}, { zone: this.zone }),
      padding = options.padding ? (this < base ? -options.padding : options.padding) : 0;
    let units = ['years', 'months', 'days', 'hours', 'minutes', 'seconds'];
    let unit = options.unit;
    if (Array.isArray(options.unit)) {
      units = options.unit;
      unit = void 0;
    }
    return diffRelative(base, this.plus(padding), {
      ...options,
      numeric: 'always',
      units,
      unit,
    });
  }
  /**
   * Returns a string representation of this date relative to today, such as "yesterday" or "next month".
   * Only internationalizes on platforms that supports Intl.RelativeTimeFormat.
   * @param {Object} options - options that affect the output
   * @param {DateTime} [options.base=DateTime.now()] - the DateTime to use as the basis to which this time is compared. Defaults to now.
   * @param {string} options.locale - override the locale of this DateTime
   * @param {string} options.unit - use a specific unit; if omitted, the method will pick the unit. Use one of "years", "quarters", "months", "weeks", or "days"
   * @param {string} options.numberingSystem - override the numberingSystem of this DateTime. The Intl system may choose not to honor this
   * @example DateTime.now().plus({ days: 1 }).toRelativeCalendar() //=> "tomorrow"
   * @example DateTime.now().setLocale("es").plus({ days: 1 }).toRelative() //=> ""mañana"
   * @example DateTime.now().plus({ days: 1 }).toRelativeCalendar({ locale: "fr" }) //=> "demain"
   * @example DateTime.now().minus({ days: 2 }).toRelativeCalendar() //=> "2 days ago"
   */
  toRelativeCalendar(options = {}) {
    if (!this.isValid) return null;
    return diffRelative(options.base || _DateTime.fromObject({}, { zone: this.zone }), this, {
      ...options,
      numeric: 'auto',
      units: ['years', 'months', 'days'],
      calendary: true,
    });
  }
  /**
   * Return the min of several date times
   * @param {...DateTime} dateTimes - the DateTimes from which to choose the minimum
   * @return {DateTime} the min DateTime, or undefined if called with no argument
   */
  static min(...dateTimes) {
    if (!dateTimes.every(_DateTime.isDateTime)) {
      throw new InvalidArgumentError('min requires all arguments be DateTimes');
    }
    return bestBy(dateTimes, (i) => i.valueOf(), Math.min);
  }
  /**
   * Return the max of several date times
   * @param {...DateTime} dateTimes - the DateTimes from which to choose the maximum
   * @return {DateTime} the max DateTime, or undefined if called with no argument
   */
  static max(...dateTimes) {
    if (!dateTimes.every(_DateTime.isDateTime)) {
      throw new InvalidArgumentError('max requires all arguments be DateTimes');
    }
    return bestBy(dateTimes, (i) => i.valueOf(), Math.max);
  }
  // MISC
  /**
   * Explain how a string would be parsed by fromFormat()
   * @param {string} text - the string to parse
   * @param {string} fmt - the format the string is expected to be in (see description)
   * @param {Object} options - options taken by fromFormat()
   * @return {Object}
   */
  static fromFormatExplain(text, fmt, options = {}) {
    const { locale = null, numberingSystem = null } = options,
      localeToUse = Locale.fromOpts({
        locale,
        numberingSystem,
        defaultToEN: true,
      });
    return explainFromTokens(localeToUse, text, fmt);
  }
  /**
   * @deprecated use fromFormatExplain instead
   */
  static fromStringExplain(text, fmt, options = {}) {
    return _DateTime.fromFormatExplain(text, fmt, options);
  }
  /**
   * Build a parser for `fmt` using the given locale. This parser can be passed
   * to {@link DateTime.fromFormatParser} to a parse a date in this format. This
   * can be used to optimize cases where many dates need to be parsed in a
   * specific format.
   *
   * @param {String} fmt - the format the string is expected to be in (see
   * description)
   * @param {Object} options - options used to set locale and numberingSystem
   * for parser
   * @returns {TokenParser} - opaque object to be used
   */
  static buildFormatParser(fmt, options = {}) {
    const { locale = null, numberingSystem = null } = options,
      localeToUse = Locale.fromOpts({
        locale,
        numberingSystem,
        defaultToEN: true,
      });
    return new TokenParser(localeToUse, fmt);
  }
  /**
   * Create a DateTime from an input string and format parser.
   *
   * The format parser must have been created with the same locale as this call.
   *
   * @param {String} text - the string to parse
   * @param {TokenParser} formatParser - parser from {@link DateTime.buildFormatParser}
   * @param {Object} opts - options taken by fromFormat()
   * @returns {DateTime}
   */
  static fromFormatParser(text, formatParser, opts = {}) {
    if (isUndefined(text) || isUndefined(formatParser)) {
      throw new InvalidArgumentError(
        'fromFormatParser requires an input string and a format parser',
      );
    }
    const { locale = null, numberingSystem = null } = opts,
      localeToUse = Locale.fromOpts({
        locale,
        numberingSystem,
        defaultToEN: true,
      });
    if (!localeToUse.equals(formatParser.locale)) {
      throw new InvalidArgumentError(
        `fromFormatParser called with a locale of ${localeToUse}, but the format parser was created for ${formatParser.locale}`,
      );
    }
    const { result, zone, specificOffset, invalidReason } = formatParser.explainFromTokens(text);
    if (invalidReason) {
      return _DateTime.invalid(invalidReason);
    } else {
      return parseDataToDateTime(
        result,
        zone,
        opts,
        `format ${formatParser.format}`,
        text,
        specificOffset,
      );
    }
  }
  // FORMAT PRESETS
  /**
   * {@link DateTime#toLocaleString} format like 10/14/1983
   * @type {Object}
   */
  static get DATE_SHORT() {
    return DATE_SHORT;
  }
  /**
   * {@link DateTime#toLocaleString} format like 'Oct 14, 1983'
   * @type {Object}
   */
  static get DATE_MED() {
    return DATE_MED;
  }
  /**
   * {@link DateTime#toLocaleString} format like 'Fri, Oct 14, 1983'
   * @type {Object}
   */
  static get DATE_MED_WITH_WEEKDAY() {
    return DATE_MED_WITH_WEEKDAY;
  }
  /**
   * {@link DateTime#toLocaleString} format like 'October 14, 1983'
   * @type {Object}
   */
  static get DATE_FULL() {
    return DATE_FULL;
  }
  /**
   * {@link DateTime#toLocaleString} format like 'Tuesday, October 14, 1983'
   * @type {Object}
   */
  static get DATE_HUGE() {
    return DATE_HUGE;
  }
  /**
   * {@link DateTime#toLocaleString} format like '09:30 AM'. Only 12-hour if the locale is.
   * @type {Object}
   */
  static get TIME_SIMPLE() {
    return TIME_SIMPLE;
  }
  /**
   * {@link DateTime#toLocaleString} format like '09:30:23 AM'. Only 12-hour if the locale is.
   * @type {Object}
   */
  static get TIME_WITH_SECONDS() {
    return TIME_WITH_SECONDS;
  }
  /**
   * {@link DateTime#toLocaleString} format like '09:30:23 AM EDT'. Only 12-hour if the locale is.
   * @type {Object}
   */
  static get TIME_WITH_SHORT_OFFSET() {
    return TIME_WITH_SHORT_OFFSET;
  }
  /**
   * {@link DateTime#toLocaleString} format like '09:30:23 AM Eastern Daylight Time'. Only 12-hour if the locale is.
   * @type {Object}
   */
  static get TIME_WITH_LONG_OFFSET() {
    return TIME_WITH_LONG_OFFSET;
  }
  /**
   * {@link DateTime#toLocaleString} format like '09:30', always 24-hour.
   * @type {Object}
   */
  static get TIME_24_SIMPLE() {
    return TIME_24_SIMPLE;
  }
  /**
   * {@link DateTime#toLocaleString} format like '09:30:23', always 24-hour.
   * @type {Object}
   */
  static get TIME_24_WITH_SECONDS() {
    return TIME_24_WITH_SECONDS;
  }
  /**
   * {@link DateTime#toLocaleString} format like '09:30:23 EDT', always 24-hour.
   * @type {Object}
   */
  static get TIME_24_WITH_SHORT_OFFSET() {
    return TIME_24_WITH_SHORT_OFFSET;
  }
  /**
   * {@link DateTime#toLocaleString} format like '09:30:23 Eastern Daylight Time', always 24-hour.
   * @type {Object}
   */
  static get TIME_24_WITH_LONG_OFFSET() {
    return TIME_24_WITH_LONG_OFFSET;
  }
  /**
   * {@link DateTime#toLocaleString} format like '10/14/1983, 9:30 AM'. Only 12-hour if the locale is.
   * @type {Object}
   */
  static get DATETIME_SHORT() {
    return DATETIME_SHORT;
  }
  /**
   * {@link DateTime#toLocaleString} format like '10/14/1983, 9:30:33 AM'. Only 12-hour if the locale is.
   * @type {Object}
   */
  static get DATETIME_SHORT_WITH_SECONDS() {
    return DATETIME_SHORT_WITH_SECONDS;
  }
  /**
   * {@link DateTime#toLocaleString} format like 'Oct 14, 1983, 9:30 AM'. Only 12-hour if the locale is.
   * @type {Object}
   */
  static get DATETIME_MED() {
    return DATETIME_MED;
  }
  /**
   * {@link DateTime#toLocaleString} format like 'Oct 14, 1983, 9:30:33 AM'. Only 12-hour if the locale is.
   * @type {Object}
   */
  static get DATETIME_MED_WITH_SECONDS() {
    return DATETIME_MED_WITH_SECONDS;
  }
  /**
   * {@link DateTime#toLocaleString} format like 'Fri, 14 Oct 1983, 9:30 AM'. Only 12-hour if the locale is.
   * @type {Object}
   */
  static get DATETIME_MED_WITH_WEEKDAY() {
    return DATETIME_MED_WITH_WEEKDAY;
  }
  /**
   * {@link DateTime#toLocaleString} format like 'October 14, 1983, 9:30 AM EDT'. Only 12-hour if the locale is.
   * @type {Object}
   */
  static get DATETIME_FULL() {
    return DATETIME_FULL;
  }
  /**
   * {@link DateTime#toLocaleString} format like 'October 14, 1983, 9:30:33 AM EDT'. Only 12-hour if the locale is.
   * @type {Object}
   */
  static get DATETIME_FULL_WITH_SECONDS() {
    return DATETIME_FULL_WITH_SECONDS;
  }
  /**
   * {@link DateTime#toLocaleString} format like 'Friday, October 14, 1983, 9:30 AM Eastern Daylight Time'. Only 12-hour if the locale is.
   * @type {Object}
   */
  static get DATETIME_HUGE() {
    return DATETIME_HUGE;
  }
  /**
   * {@link DateTime#toLocaleString} format like 'Friday, October 14, 1983, 9:30:33 AM Eastern Daylight Time'. Only 12-hour if the locale is.
   * @type {Object}
   */
  static get DATETIME_HUGE_WITH_SECONDS() {
    return DATETIME_HUGE_WITH_SECONDS;
  }
};
function friendlyDateTime(dateTimeish) {
  if (DateTime.isDateTime(dateTimeish)) {
    return dateTimeish;
  } else if (dateTimeish && dateTimeish.valueOf && isNumber(dateTimeish.valueOf())) {
    return DateTime.fromJSDate(dateTimeish);
  } else if (dateTimeish && typeof dateTimeish === 'object') {
    return DateTime.fromObject(dateTimeish);
  } else {
    throw new InvalidArgumentError(
      `Unknown datetime argument: ${dateTimeish}, of type ${typeof dateTimeish}`,
    );
  }
}

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/utils/nextRunAt.js
var import_date = __toESM(require_date2(), 1);
var import_debug2 = __toESM(require_src(), 1);
var import_cron_parser = __toESM(require_dist(), 1);
var import_human_interval = __toESM(require_human_interval(), 1);

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/utils/isValidDate.js
init_esm_shims();
function isValidDate(date3) {
  return date3 !== null && Number.isNaN(new Date(date3).getTime()) === false;
}

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/utils/dateConstraints.js
init_esm_shims();
var import_debug = __toESM(require_src(), 1);
var log = (0, import_debug.default)('agenda:dateConstraints');
var MAX_SKIP_ITERATIONS = 8;
function shouldSkipDay(date3, skipDays, timezone) {
  if (!skipDays || skipDays.length === 0) {
    return false;
  }
  const dt = timezone ? DateTime.fromJSDate(date3, { zone: timezone }) : DateTime.fromJSDate(date3);
  const jsWeekday = dt.weekday === 7 ? 0 : dt.weekday;
  return skipDays.includes(jsWeekday);
}
function applySkipDays(date3, skipDays, timezone) {
  if (!skipDays || skipDays.length === 0) {
    return date3;
  }
  if (skipDays.length >= 7) {
    log('all days are marked as skip days, returning null');
    return null;
  }
  let dt = timezone ? DateTime.fromJSDate(date3, { zone: timezone }) : DateTime.fromJSDate(date3);
  let iterations = 0;
  const getJsWeekday = (luxonDt) => (luxonDt.weekday === 7 ? 0 : luxonDt.weekday);
  while (skipDays.includes(getJsWeekday(dt)) && iterations < MAX_SKIP_ITERATIONS) {
    dt = dt.plus({ days: 1 });
    iterations++;
    log('skipping day, moved to %s', dt.toISO());
  }
  if (iterations >= MAX_SKIP_ITERATIONS) {
    log('exceeded max skip iterations, returning null');
    return null;
  }
  return dt.toJSDate();
}
function applyDateRangeConstraints(nextRunAt, startDate, endDate) {
  let result = nextRunAt;
  if (startDate && result < startDate) {
    log(
      'nextRunAt %s is before startDate %s, adjusting',
      result.toISOString(),
      startDate.toISOString(),
    );
    result = new Date(startDate);
  }
  if (endDate && result > endDate) {
    log(
      'nextRunAt %s is after endDate %s, returning null',
      result.toISOString(),
      endDate.toISOString(),
    );
    return null;
  }
  return result;
}
function applyAllDateConstraints(nextRunAt, options) {
  const { startDate, endDate, skipDays, timezone } = options;
  let result = applyDateRangeConstraints(nextRunAt, startDate, void 0);
  if (!result) {
    return null;
  }
  result = applySkipDays(result, skipDays, timezone);
  if (!result) {
    return null;
  }
  if (endDate && result > endDate) {
    log(
      'after skip days adjustment, date %s is after endDate %s',
      result.toISOString(),
      endDate.toISOString(),
    );
    return null;
  }
  return result;
}
function isWithinDateRange(date3, startDate, endDate) {
  if (startDate && date3 < startDate) {
    return false;
  }
  if (endDate && date3 > endDate) {
    return false;
  }
  return true;
}

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/utils/nextRunAt.js
var log2 = (0, import_debug2.default)('agenda:nextRunAt');
var dateForTimezone = (timezoneDate, timezone) =>
  DateTime.fromJSDate(timezoneDate, { zone: timezone });
function isValidHumanInterval(value) {
  const transformedValue = (0, import_human_interval.default)(value);
  return typeof transformedValue === 'number' && Number.isNaN(transformedValue) === false;
}
var computeFromInterval = (attrs) => {
  log2('[%s:%s] computing next run via interval [%s]', attrs.name, attrs._id, attrs.repeatInterval);
  const lastRun = dateForTimezone(
    attrs.lastRunAt || /* @__PURE__ */ new Date(),
    attrs.repeatTimezone,
  );
  const cronOptions = {
    currentDate: lastRun.toJSDate(),
    tz: attrs.repeatTimezone,
  };
  let nextRunAt = null;
  let error;
  const numericInterval =
    typeof attrs.repeatInterval === 'number'
      ? attrs.repeatInterval
      : typeof attrs.repeatInterval === 'string' &&
          attrs.repeatInterval.trim() !== '' &&
          Number.isFinite(Number(attrs.repeatInterval))
        ? Number(attrs.repeatInterval)
        : void 0;
  if (numericInterval !== void 0) {
    nextRunAt = attrs.lastRunAt
      ? new Date(lastRun.valueOf() + numericInterval)
      : new Date(lastRun.valueOf());
  } else if (typeof attrs.repeatInterval === 'string') {
    try {
      let cronTime = import_cron_parser.CronExpressionParser.parse(
        attrs.repeatInterval,
        cronOptions,
      );
      let nextDate = cronTime.next().toDate();
      if (nextDate.valueOf() <= lastRun.valueOf()) {
        cronOptions.currentDate = new Date(lastRun.valueOf() + 1e3);
        cronTime = import_cron_parser.CronExpressionParser.parse(attrs.repeatInterval, cronOptions);
        nextDate = cronTime.next().toDate();
      }
      nextRunAt = nextDate;
    } catch (err) {
      error = err;
    }
  }
  if (isValidHumanInterval(attrs.repeatInterval)) {
    if (!attrs.lastRunAt) {
      nextRunAt = new Date(lastRun.valueOf());
    } else {
      const intervalValue = (0, import_human_interval.default)(attrs.repeatInterval);
      nextRunAt = new Date(lastRun.valueOf() + intervalValue);
    }
  }
  if (!isValidDate(nextRunAt)) {
    log2(
      '[%s:%s] failed to calculate nextRunAt due to invalid repeat interval',
      attrs.name,
      attrs._id,
    );
    throw new Error(
      `failed to calculate nextRunAt due to invalid repeat interval (${attrs.repeatInterval}): ${error || 'no readable human interval'}`,
    );
  }
  if (attrs.startDate || attrs.endDate || attrs.skipDays) {
    nextRunAt = applyAllDateConstraints(nextRunAt, {
      startDate: attrs.startDate,
      endDate: attrs.endDate,
      skipDays: attrs.skipDays,
      timezone: attrs.repeatTimezone,
    });
    if (nextRunAt === null) {
      log2('[%s:%s] nextRunAt is null after applying date constraints', attrs.name, attrs._id);
    }
  }
  return nextRunAt;
};
function computeFromRepeatAt(attrs) {
  const lastRun = attrs.lastRunAt || /* @__PURE__ */ new Date();
  const repeatAt = attrs.repeatAt;
  if (!repeatAt) {
    throw new Error('repeatAt is required');
  }
  const nextDate = (0, import_date.default)(repeatAt).valueOf();
  const offset2 = Date.now();
  if (offset2 === (0, import_date.default)(repeatAt, new Date(offset2)).valueOf()) {
    log2('[%s:%s] failed to calculate repeatAt due to invalid format', attrs.name, attrs._id);
    throw new Error('failed to calculate repeatAt time due to invalid format');
  }
  let nextRunAt;
  if (nextDate === lastRun.valueOf()) {
    nextRunAt = (0, import_date.default)('tomorrow at ' + repeatAt);
  } else {
    nextRunAt = (0, import_date.default)(repeatAt);
  }
  if (attrs.startDate || attrs.endDate || attrs.skipDays) {
    const constrainedDate = applyAllDateConstraints(nextRunAt, {
      startDate: attrs.startDate,
      endDate: attrs.endDate,
      skipDays: attrs.skipDays,
      timezone: attrs.repeatTimezone,
    });
    if (constrainedDate === null) {
      log2('[%s:%s] nextRunAt is null after applying date constraints', attrs.name, attrs._id);
      return null;
    }
    nextRunAt = constrainedDate;
  }
  return nextRunAt;
}

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/Job.js
var log3 = (0, import_debug3.default)('agenda:job');
var Job = class _Job {
  agenda;
  byJobProcessor;
  attrs;
  /** this flag is set to true, if a job got canceled (e.g. due to a timeout or other exception),
   * you can use it for long running tasks to periodically check if canceled is true,
   * also touch will check if and throws that the job got canceled
   */
  canceled;
  getCanceledMessage() {
    return typeof this.canceled === 'object'
      ? this.canceled?.message || this.canceled
      : this.canceled;
  }
  forkedChild;
  cancel(error) {
    this.canceled = error || true;
    if (this.forkedChild) {
      try {
        this.forkedChild.send('cancel');
        log3('canceled child', this.attrs.name, this.attrs._id);
      } catch {
        log3('cannot send cancel to child');
      }
    }
  }
  /** internal variable to ensure a job does not set unlimited numbers of setTimeouts if the job is not processed
   * immediately */
  gotTimerToExecute;
  constructor(agenda, args, byJobProcessor = false) {
    this.agenda = agenda;
    this.byJobProcessor = byJobProcessor;
    this.attrs = {
      ...args,
      // Set defaults if undefined
      nextRunAt: args.nextRunAt === void 0 ? /* @__PURE__ */ new Date() : args.nextRunAt,
      priority: parsePriority(args.priority),
      type: args.type,
    };
  }
  /**
   * Fields managed by the job processor that should not be saved by user code.
   * These are excluded in save() to prevent race conditions between user code and the processor.
   */
  static PROCESSOR_MANAGED_FIELDS = /* @__PURE__ */ new Set([
    'lockedAt',
    'lastRunAt',
    'lastFinishedAt',
    'failedAt',
    'failCount',
    'failReason',
    'progress',
  ]);
  /**
   * Given a job, turn it into an JobParameters object
   * @param excludeProcessorFields - If true, excludes fields managed by the job processor
   */
  toJson(excludeProcessorFields = false) {
    const result = {};
    const attrs = this.attrs;
    for (const key of Object.keys(attrs)) {
      if (Object.hasOwnProperty.call(attrs, key)) {
        if (excludeProcessorFields && _Job.PROCESSOR_MANAGED_FIELDS.has(key)) {
          continue;
        }
        result[key] = datefields.includes(key) && attrs[key] ? new Date(attrs[key]) : attrs[key];
      }
    }
    return result;
  }
  /**
   * Sets a job to repeat every X amount of time
   * @param interval
   * @param options
   */
  repeatEvery(interval, options = {}) {
    this.attrs.repeatInterval = interval;
    this.attrs.repeatTimezone = options.timezone;
    if (options.skipImmediate) {
      this.attrs.lastRunAt = this.attrs.nextRunAt || /* @__PURE__ */ new Date();
      this.computeNextRunAt();
      this.attrs.lastRunAt = void 0;
    } else {
      this.computeNextRunAt();
    }
    return this;
  }
  /**
   * Sets a job to repeat at a specific time
   * @param time
   */
  repeatAt(time) {
    this.attrs.repeatAt = time;
    return this;
  }
  /**
   * Sets the start date for the job.
   * The job will not run before this date.
   * @param date - The start date (Date object or string parseable by Date constructor)
   */
  startDate(dateInput) {
    const d = new Date(dateInput);
    if (Number.isNaN(d.getTime())) {
      throw new Error(`Invalid start date: ${dateInput}`);
    }
    this.attrs.startDate = d;
    return this;
  }
  /**
   * Sets the end date for the job.
   * The job will not run after this date (nextRunAt will be set to null).
   * @param date - The end date (Date object or string parseable by Date constructor)
   */
  endDate(dateInput) {
    const d = new Date(dateInput);
    if (Number.isNaN(d.getTime())) {
      throw new Error(`Invalid end date: ${dateInput}`);
    }
    this.attrs.endDate = d;
    return this;
  }
  /**
   * Sets the days of the week to skip.
   * The job will not run on these days.
   * @param days - Array of days to skip (0 = Sunday, 1 = Monday, ..., 6 = Saturday)
   */
  skipDays(days) {
    for (const day of days) {
      if (day < 0 || day > 6 || !Number.isInteger(day)) {
        throw new Error(`Invalid skip day: ${day}. Must be an integer 0-6 (0=Sunday, 6=Saturday)`);
      }
    }
    this.attrs.skipDays = [...new Set(days)];
    return this;
  }
  /**
   * if set, a job is forked via node child process and runs in a seperate/own
   * thread
   * @param enableForkMode
   */
  forkMode(enableForkMode) {
    this.attrs.fork = enableForkMode;
    return this;
  }
  /**
   * Prevents the job from running
   */
  disable() {
    this.attrs.disabled = true;
    return this;
  }
  /**
   * Allows job to run
   */
  enable() {
    this.attrs.disabled = false;
    return this;
  }
  /**
   * Data to ensure is unique for job to be created
   * @param unique
   * @param opts
   */
  unique(unique, opts) {
    this.attrs.unique = unique;
    this.attrs.uniqueOpts = opts;
    return this;
  }
  /**
   * Configure debounce behavior for this job.
   * Debouncing delays job execution and resets the timer on subsequent saves,
   * ensuring the job only runs once after a quiet period.
   *
   * IMPORTANT: Requires a unique constraint to be set via `.unique()`.
   * The unique constraint identifies which jobs should be debounced together.
   *
   * @param delay - Debounce window in milliseconds
   * @param options - Optional configuration (maxWait, strategy)
   *
   * @example
   * ```ts
   * // Basic trailing debounce - execute 2s after last save
   * await agenda.create('updateIndex', { entityId: 123 })
   *   .unique({ 'data.entityId': 123 })
   *   .debounce(2000)
   *   .save();
   *
   * // With maxWait - guarantee execution within 30s
   * await agenda.create('syncUser', { userId: 456 })
   *   .unique({ 'data.userId': 456 })
   *   .debounce(5000, { maxWait: 30000 })
   *   .save();
   *
   * // Leading strategy - execute immediately, ignore subsequent calls
   * await agenda.create('notify', { channel: '#alerts' })
   *   .unique({ 'data.channel': '#alerts' })
   *   .debounce(60000, { strategy: 'leading' })
   *   .save();
   * ```
   */
  debounce(delay2, options) {
    const debounceOpts = {
      delay: delay2,
      maxWait: options?.maxWait,
      strategy: options?.strategy ?? 'trailing',
    };
    this.attrs.uniqueOpts = {
      ...this.attrs.uniqueOpts,
      debounce: debounceOpts,
    };
    return this;
  }
  /**
   * Schedules a job to run at specified time.
   * Date constraints (startDate, endDate, skipDays) are applied if set.
   * @param time
   */
  schedule(time) {
    const d = new Date(time);
    let nextRunAt = Number.isNaN(d.getTime()) ? (0, import_date2.default)(time) : d;
    if (this.attrs.startDate || this.attrs.endDate || this.attrs.skipDays) {
      nextRunAt = applyAllDateConstraints(nextRunAt, {
        startDate: this.attrs.startDate,
        endDate: this.attrs.endDate,
        skipDays: this.attrs.skipDays,
        timezone: this.attrs.repeatTimezone,
      });
    }
    this.attrs.nextRunAt = nextRunAt;
    return this;
  }
  /**
   * Sets priority of the job
   * @param priority priority of when job should be queued
   */
  priority(priority) {
    this.attrs.priority = parsePriority(priority);
    return this;
  }
  /**
   * Fails the job with a reason (error) specified
   *
   * @param reason
   */
  fail(reason) {
    this.attrs.failReason = reason instanceof Error ? reason.message : reason;
    this.attrs.failCount = (this.attrs.failCount || 0) + 1;
    const now2 = /* @__PURE__ */ new Date();
    this.attrs.failedAt = now2;
    this.attrs.lastFinishedAt = now2;
    log3(
      '[%s:%s] fail() called [%d] times so far',
      this.attrs.name,
      this.attrs._id,
      this.attrs.failCount,
    );
    return this;
  }
  async fetchStatus() {
    const result = await this.agenda.db.queryJobs({ id: this.attrs._id?.toString() });
    if (!result.jobs || result.jobs.length === 0) {
      throw new Error(`job with id ${this.attrs._id} not found in database`);
    }
    this.attrs.lastRunAt = result.jobs[0].lastRunAt;
    this.attrs.lockedAt = result.jobs[0].lockedAt;
    this.attrs.lastFinishedAt = result.jobs[0].lastFinishedAt;
  }
  /**
   * A job is running if:
   * (lastRunAt exists AND lastFinishedAt does not exist)
   * OR
   * (lastRunAt exists AND lastFinishedAt exists but the lastRunAt is newer [in time] than lastFinishedAt)
   * @returns Whether or not job is running at the moment (true for running)
   */
  async isRunning() {
    if (!this.byJobProcessor || this.attrs.fork) {
      await this.fetchStatus();
    }
    if (!this.attrs.lastRunAt) {
      return false;
    }
    if (!this.attrs.lastFinishedAt) {
      return true;
    }
    if (
      this.attrs.lockedAt &&
      this.attrs.lastRunAt.getTime() > this.attrs.lastFinishedAt.getTime()
    ) {
      return true;
    }
    return false;
  }
  /**
   * Saves a job to database
   */
  async save() {
    if (this.agenda.forkedWorker) {
      const warning = new Error('calling save() on a Job during a forkedWorker has no effect!');
      log3('WARNING: %s %s', warning.message, warning.stack);
      return this;
    }
    await this.agenda.ready;
    const result = await this.agenda.db.saveJob(this.toJson(true), {
      lastModifiedBy: this.agenda.attrs.name || void 0,
    });
    this.attrs._id = result._id;
    this.attrs.nextRunAt = result.nextRunAt;
    this.attrs.debounceStartedAt = result.debounceStartedAt;
    if (this.agenda.hasNotificationChannel()) {
      await this.agenda.publishJobNotification(this);
    }
    return this;
  }
  /**
   * Remove the job from database
   */
  remove() {
    return this.agenda.cancel({ id: this.attrs._id });
  }
  async isDead() {
    return this.isExpired();
  }
  async isExpired() {
    if (!this.byJobProcessor || this.attrs.fork) {
      await this.fetchStatus();
    }
    const definition = this.agenda.definitions[this.attrs.name];
    const lockDeadline = new Date(Date.now() - definition.lockLifetime);
    if (this.attrs.lockedAt && this.attrs.lockedAt < lockDeadline) {
      return true;
    }
    return false;
  }
  /**
   * Updates "lockedAt" time so the job does not get picked up again
   * @param progress 0 to 100
   */
  async touch(progress) {
    if (this.canceled) {
      throw new Error(`job ${this.attrs.name} got canceled already: ${this.canceled}!`);
    }
    this.attrs.lockedAt = /* @__PURE__ */ new Date();
    this.attrs.progress = progress;
    await this.agenda.db.saveJobState(this.attrs, {
      lastModifiedBy: this.agenda.attrs.name || void 0,
    });
    if (progress !== void 0) {
      this.agenda.publishJobStateNotification(this, 'progress', {
        progress,
      });
    }
  }
  computeNextRunAt() {
    try {
      if (this.attrs.repeatInterval) {
        const nextRunAt = computeFromInterval(this.attrs);
        this.attrs.nextRunAt = nextRunAt;
        if (nextRunAt) {
          log3(
            '[%s:%s] nextRunAt set to [%s]',
            this.attrs.name,
            this.attrs._id,
            nextRunAt.toISOString(),
          );
        } else {
          log3('[%s:%s] nextRunAt set to null (date constraints)', this.attrs.name, this.attrs._id);
        }
      } else if (this.attrs.repeatAt) {
        const nextRunAt = computeFromRepeatAt(this.attrs);
        this.attrs.nextRunAt = nextRunAt;
        if (nextRunAt) {
          log3(
            '[%s:%s] nextRunAt set to [%s]',
            this.attrs.name,
            this.attrs._id,
            nextRunAt.toISOString(),
          );
        } else {
          log3('[%s:%s] nextRunAt set to null (date constraints)', this.attrs.name, this.attrs._id);
        }
      } else {
        this.attrs.nextRunAt = null;
      }
    } catch (error) {
      this.attrs.nextRunAt = null;
      this.fail(error);
    }
    return this;
  }
  /**
   * Handle automatic retry with backoff strategy
   * @param error - The error that caused the failure
   */
  async handleRetry(error) {
    const definition = this.agenda.definitions[this.attrs.name];
    if (!definition?.backoff) {
      return;
    }
    const context = {
      attempt: this.attrs.failCount || 1,
      error,
      jobName: this.attrs.name,
      jobData: this.attrs.data,
    };
    const retryDelay = definition.backoff(context);
    if (retryDelay === null) {
      log3(
        '[%s:%s] retry attempts exhausted after %d failures',
        this.attrs.name,
        this.attrs._id,
        this.attrs.failCount,
      );
      this.agenda.logJobEvent({
        level: 'warn',
        event: 'retry:exhausted',
        jobId: this.attrs._id?.toString(),
        jobName: this.attrs.name,
        message: `retry exhausted after ${this.attrs.failCount} failures: ${error.message}`,
        error: error.message,
        failCount: this.attrs.failCount,
      });
      this.agenda.emit('retry exhausted', error, this);
      this.agenda.emit(`retry exhausted:${this.attrs.name}`, error, this);
      return;
    }
    const nextRunAt = new Date(Date.now() + retryDelay);
    this.attrs.nextRunAt = nextRunAt;
    log3(
      '[%s:%s] scheduling retry #%d in %dms (at %s)',
      this.attrs.name,
      this.attrs._id,
      this.attrs.failCount,
      retryDelay,
      nextRunAt.toISOString(),
    );
    this.agenda.logJobEvent({
      level: 'info',
      event: 'retry',
      jobId: this.attrs._id?.toString(),
      jobName: this.attrs.name,
      message: `retry #${this.attrs.failCount} scheduled in ${retryDelay}ms`,
      retryDelay,
      retryAttempt: this.attrs.failCount ?? void 0,
      error: error.message,
    });
    this.agenda.emit('retry', this, {
      attempt: this.attrs.failCount,
      delay: retryDelay,
      nextRunAt,
      error,
    });
    this.agenda.emit(`retry:${this.attrs.name}`, this, {
      attempt: this.attrs.failCount,
      delay: retryDelay,
      nextRunAt,
      error,
    });
    this.agenda.publishJobStateNotification(this, 'retry', {
      retryAt: nextRunAt,
      retryAttempt: this.attrs.failCount,
      error: error.message,
    });
  }
  async run() {
    this.attrs.lastRunAt = /* @__PURE__ */ new Date();
    log3(
      '[%s:%s] setting lastRunAt to: %s',
      this.attrs.name,
      this.attrs._id,
      this.attrs.lastRunAt.toISOString(),
    );
    this.computeNextRunAt();
    await this.agenda.db.saveJobState(this.attrs, {
      lastModifiedBy: this.agenda.attrs.name || void 0,
    });
    let succeeded = false;
    try {
      this.agenda.emit('start', this);
      this.agenda.emit(`start:${this.attrs.name}`, this);
      log3('[%s:%s] starting job', this.attrs.name, this.attrs._id);
      this.agenda.logJobEvent({
        level: 'info',
        event: 'start',
        jobId: this.attrs._id?.toString(),
        jobName: this.attrs.name,
        message: `job started`,
      });
      this.agenda.publishJobStateNotification(this, 'start', {
        lastRunAt: this.attrs.lastRunAt,
      });
      if (this.attrs.fork) {
        if (!this.agenda.forkHelper) {
          throw new Error('no forkHelper specified, you need to set a path to a helper script');
        }
        const { forkHelper } = this.agenda;
        await new Promise((resolve, reject) => {
          this.forkedChild = fork(
            forkHelper.path,
            [
              this.attrs.name,
              this.attrs._id.toString(),
              this.agenda.definitions[this.attrs.name].filePath || '',
            ],
            forkHelper.options,
          );
          let childError;
          this.forkedChild.on('close', (code) => {
            if (code) {
              log3(
                'fork parameters: %O name=%s id=%s filePath=%s',
                forkHelper,
                this.attrs.name,
                this.attrs._id,
                this.agenda.definitions[this.attrs.name].filePath,
              );
              const error = new Error(`child process exited with code: ${code}`);
              log3('fork child error: %s %O', error.message, childError || this.canceled);
              reject(childError || this.canceled || error);
            } else {
              resolve();
            }
          });
          this.forkedChild.on('message', (message) => {
            if (typeof message === 'string') {
              try {
                childError = JSON.parse(message);
              } catch {
                childError = message;
              }
            } else {
              childError = message;
            }
          });
        });
      } else {
        await this.runJob();
      }
      this.attrs.lastFinishedAt = /* @__PURE__ */ new Date();
      if (this.attrs.failCount) {
        this.attrs.failCount = 0;
      }
      this.agenda.emit('success', this);
      this.agenda.emit(`success:${this.attrs.name}`, this);
      log3('[%s:%s] has succeeded', this.attrs.name, this.attrs._id);
      const successDuration =
        this.attrs.lastFinishedAt.getTime() - (this.attrs.lastRunAt?.getTime() || 0);
      this.agenda.logJobEvent({
        level: 'info',
        event: 'success',
        jobId: this.attrs._id?.toString(),
        jobName: this.attrs.name,
        message: `job succeeded`,
        duration: successDuration,
      });
      succeeded = true;
      this.agenda.publishJobStateNotification(this, 'success', {
        lastRunAt: this.attrs.lastRunAt,
        lastFinishedAt: this.attrs.lastFinishedAt,
        duration: this.attrs.lastFinishedAt.getTime() - (this.attrs.lastRunAt?.getTime() || 0),
      });
    } catch (error) {
      log3('[%s:%s] unknown error occurred', this.attrs.name, this.attrs._id);
      this.fail(error);
      this.agenda.emit('fail', error, this);
      this.agenda.emit(`fail:${this.attrs.name}`, error, this);
      log3('[%s:%s] has failed [%s]', this.attrs.name, this.attrs._id, error.message);
      this.agenda.logJobEvent({
        level: 'error',
        event: 'fail',
        jobId: this.attrs._id?.toString(),
        jobName: this.attrs.name,
        message: `job failed: ${error.message}`,
        error: error.message,
        failCount: this.attrs.failCount,
      });
      this.agenda.publishJobStateNotification(this, 'fail', {
        error: error.message,
        failCount: this.attrs.failCount,
      });
      await this.handleRetry(error);
    } finally {
      this.forkedChild = void 0;
      this.attrs.lockedAt = void 0;
      try {
        await this.agenda.db.saveJobState(this.attrs, {
          lastModifiedBy: this.agenda.attrs.name || void 0,
        });
        log3('[%s:%s] was saved successfully to database', this.attrs.name, this.attrs._id);
      } catch (err) {
        log3('[%s:%s] was not saved to database', this.attrs.name, this.attrs._id, err);
      }
      this.agenda.emit('complete', this);
      this.agenda.emit(`complete:${this.attrs.name}`, this);
      log3(
        '[%s:%s] job finished at [%s] and was unlocked',
        this.attrs.name,
        this.attrs._id,
        this.attrs.lastFinishedAt,
      );
      const completeDuration =
        this.attrs.lastFinishedAt && this.attrs.lastRunAt
          ? this.attrs.lastFinishedAt.getTime() - this.attrs.lastRunAt.getTime()
          : void 0;
      this.agenda.logJobEvent({
        level: 'info',
        event: 'complete',
        jobId: this.attrs._id?.toString(),
        jobName: this.attrs.name,
        message: `job complete`,
        duration: completeDuration,
      });
      const duration =
        this.attrs.lastFinishedAt && this.attrs.lastRunAt
          ? this.attrs.lastFinishedAt.getTime() - this.attrs.lastRunAt.getTime()
          : void 0;
      this.agenda.publishJobStateNotification(this, 'complete', {
        lastRunAt: this.attrs.lastRunAt,
        lastFinishedAt: this.attrs.lastFinishedAt,
        duration,
      });
      if (succeeded && !this.attrs.nextRunAt) {
        const definition = this.agenda.definitions[this.attrs.name];
        const shouldRemove = definition?.removeOnComplete ?? this.agenda.attrs.removeOnComplete;
        if (shouldRemove) {
          try {
            await this.remove();
            log3('[%s:%s] auto-removed completed one-time job', this.attrs.name, this.attrs._id);
          } catch (err) {
            log3('[%s:%s] failed to auto-remove job', this.attrs.name, this.attrs._id, err);
          }
        }
      }
    }
  }
  async runJob() {
    const definition = this.agenda.definitions[this.attrs.name];
    if (!definition) {
      log3('[%s:%s] has no definition, can not run', this.attrs.name, this.attrs._id);
      throw new Error('Undefined job');
    }
    if (definition.fn.length === 2) {
      log3('[%s:%s] process function being called', this.attrs.name, this.attrs._id);
      await new Promise((resolve, reject) => {
        try {
          const result = definition.fn(this, (error) => {
            if (error) {
              reject(error);
              return;
            }
            resolve();
          });
          if (this.isPromise(result)) {
            result.catch((error) => reject(error));
          }
        } catch (error) {
          reject(error);
        }
      });
    } else {
      log3('[%s:%s] process function being called', this.attrs.name, this.attrs._id);
      await definition.fn(this);
    }
  }
  isPromise(value) {
    return !!(value && typeof value.then === 'function');
  }
};

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/JobProcessor.js
init_esm_shims();
var import_debug4 = __toESM(require_src(), 1);

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/package.json
var package_default = {
  name: 'agenda',
  version: '6.2.6',
  description: 'Light weight job scheduler for Node.js',
  type: 'module',
  main: 'dist/index.js',
  types: 'dist/index.d.ts',
  exports: {
    '.': {
      types: './dist/index.d.ts',
      import: './dist/index.js',
      default: './dist/index.js',
    },
    './testing': {
      types: './test/shared/index.ts',
      import: './test/shared/index.ts',
      default: './test/shared/index.ts',
    },
  },
  publishConfig: {
    access: 'public',
  },
  files: ['dist'],
  engines: {
    node: '>=18.0.0',
  },
  repository: {
    type: 'git',
    url: 'git://github.com/agenda/agenda',
  },
  keywords: ['job', 'jobs', 'cron', 'delayed', 'scheduler', 'runner'],
  author:
    'Ryan Schmukler <ryan@slingingcode.com> (http://slingingcode.com/), Simon Tretter <s.tretter@gmail.com>, Mikael Korpela <mikael@ihminen.org>, Alexis Tyler <xo@wvvw.me>, Vasyl Boroviak <vasyl@flash-fx.com.au>, Haris Sulaiman <haris@cloodot.com>, Loris Guignard <loris.guignard@gmail.com>',
  license: 'MIT',
  bugs: {
    url: 'https://github.com/agenda/agenda/issues',
  },
  dependencies: {
    'cron-parser': '^5.5.0',
    'date.js': '~0.3.3',
    debug: '^4.4.3',
    'human-interval': '~2.0.1',
    luxon: '^3.7.2',
  },
  devDependencies: {
    '@types/debug': '^4.1.13',
    '@types/human-interval': '^1.0.2',
    '@types/luxon': '^3.7.1',
    '@types/node': '^22.19.18',
    '@vitest/coverage-v8': '^3.2.4',
    sinon: '^19.0.5',
    'ts-node': '^10.9.2',
    tsx: '^4.21.0',
    vitest: '^3.2.4',
  },
  scripts: {
    build: 'tsc -b',
    typecheck: 'tsc -b && tsc -p tsconfig.test.json',
    test: 'vitest run',
    'test:watch': 'vitest',
    'test:coverage': 'vitest run --coverage',
    'test:debug': 'DEBUG=agenda:**,-agenda:internal:** vitest run',
    'test:debug-all': 'DEBUG=agenda:** vitest run',
  },
};

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/JobProcessingQueue.js
init_esm_shims();
var JobProcessingQueue = class {
  agenda;
  _queue;
  constructor(agenda) {
    this.agenda = agenda;
    this._queue = [];
  }
  get length() {
    return this._queue.length;
  }
  getQueue() {
    return this._queue;
  }
  /**
   * Pops and returns last queue element (next job to be processed) without checking concurrency.
   * @returns {Job} Next Job to be processed
   */
  pop() {
    return this._queue.pop();
  }
  /**
   * Inserts job in first queue position
   * @param {Job} job job to add to queue
   * @returns {undefined}
   */
  /*
  push(job: Job): void {
      this._queue.push(job);
  } */
  remove(job) {
    let removeJobIndex = this._queue.indexOf(job);
    if (removeJobIndex === -1) {
      removeJobIndex = this._queue.findIndex(
        (j) => j.attrs._id?.toString() === job.attrs._id?.toString(),
      );
    }
    if (removeJobIndex === -1) {
      throw new Error(`cannot find job ${job.attrs._id} in processing queue?`);
    }
    this._queue.splice(removeJobIndex, 1);
  }
  /**
   * Inserts job in queue where it will be order from left to right in decreasing
   * order of nextRunAt and priority (in case of same nextRunAt), if all values
   * are even the first jobs to be introduced will have priority
   * @param {Job} job job to add to queue
   * @returns {undefined}
   */
  insert(job) {
    const matchIndex = this._queue.findIndex((element) => {
      if (
        element.attrs.nextRunAt &&
        job.attrs.nextRunAt &&
        element.attrs.nextRunAt.getTime() <= job.attrs.nextRunAt.getTime()
      ) {
        if (element.attrs.nextRunAt.getTime() === job.attrs.nextRunAt.getTime()) {
          if (element.attrs.priority >= job.attrs.priority) {
            return true;
          }
        } else {
          return true;
        }
      }
      return false;
    });
    if (matchIndex === -1) {
      this._queue.push(job);
    } else {
      this._queue.splice(matchIndex, 0, job);
    }
  }
  /**
   * Returns (does not pop, element remains in queue) first element (always from the right)
   * that can be processed (not blocked by concurrency execution)
   * @param {Object} jobStatus current status of jobs
   * @returns {Job} Next Job to be processed
   */
  returnNextConcurrencyFreeJob(jobStatus, handledJobs) {
    const next = Object.keys(this._queue)
      .reverse()
      .find((i) => {
        const def = this.agenda.definitions[this._queue[i].attrs.name];
        const status = jobStatus[this._queue[i].attrs.name];
        if (
          def &&
          !handledJobs.includes(this._queue[i].attrs._id) &&
          (!status || !def.concurrency || status.running < def.concurrency)
        ) {
          return true;
        }
        return false;
      });
    return next !== void 0 ? this._queue[next] : void 0;
  }
};

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/JobProcessor.js
var delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
var log4 = (0, import_debug4.default)('agenda:jobProcessor');
var agendaVersion = package_default.version;
var MAX_SAFE_32BIT_INTEGER = 2 ** 31;
var JobProcessor = class {
  agenda;
  maxConcurrency;
  totalLockLimit;
  processEvery;
  jobStatus = {};
  localQueueProcessing = 0;
  async getStatus(fullDetails = false) {
    const jobStatus = Object.keys(this.jobStatus).reduce((obj, key) => {
      const status = this.jobStatus[key];
      obj[key] = {
        running: status?.running ?? 0,
        locked: status?.locked ?? 0,
        config: this.agenda.definitions[key],
      };
      return obj;
    }, {});
    return {
      version: agendaVersion,
      queueName: this.agenda.attrs.name,
      totalQueueSizeDB: await this.agenda.db.getQueueSize(),
      config: {
        totalLockLimit: this.totalLockLimit,
        maxConcurrency: this.maxConcurrency,
        processEvery: this.processEvery,
      },
      backend: {
        // Placeholder - will be overwritten by Agenda.getRunningStats()
        name: 'unknown',
        hasNotificationChannel: false,
      },
      internal: {
        localQueueProcessing: this.localQueueProcessing,
      },
      jobStatus,
      queuedJobs: !fullDetails
        ? this.jobQueue.length
        : this.jobQueue.getQueue().map((job) => ({
            ...job.toJson(),
            canceled: job.getCanceledMessage(),
          })),
      runningJobs: !fullDetails
        ? this.runningJobs.length
        : this.runningJobs.map((job) => ({
            ...job.toJson(),
            canceled: job.getCanceledMessage(),
          })),
      lockedJobs: !fullDetails
        ? this.lockedJobs.length
        : this.lockedJobs.map((job) => ({
            ...job.toJson(),
            canceled: job.getCanceledMessage(),
          })),
    };
  }
  nextScanAt = /* @__PURE__ */ new Date();
  jobQueue;
  runningJobs = [];
  lockedJobs = [];
  isJobQueueFilling = /* @__PURE__ */ new Map();
  isRunning = true;
  processInterval;
  notificationChannel;
  notificationUnsubscribe;
  constructor(agenda, maxConcurrency, totalLockLimit, processEvery, notificationChannel) {
    this.agenda = agenda;
    this.maxConcurrency = maxConcurrency;
    this.totalLockLimit = totalLockLimit;
    this.processEvery = processEvery;
    this.notificationChannel = notificationChannel;
    this.jobQueue = new JobProcessingQueue(this.agenda);
    log4('creating interval to call processJobs every [%dms]', processEvery);
    this.processInterval = setInterval(() => this.process(), processEvery);
    this.process();
    if (this.notificationChannel) {
      log4('subscribing to notification channel');
      this.notificationUnsubscribe = this.notificationChannel.subscribe(
        this.handleNotification.bind(this),
      );
    }
  }
  stop() {
    log4.extend('stop')('stop job processor', this.isRunning);
    this.isRunning = false;
    if (this.processInterval) {
      clearInterval(this.processInterval);
      this.processInterval = void 0;
    }
    if (this.notificationUnsubscribe) {
      log4.extend('stop')('unsubscribing from notification channel');
      this.notificationUnsubscribe();
      this.notificationUnsubscribe = void 0;
    }
    const runningJobIds = new Set(this.runningJobs.map((job) => job.attrs._id.toString()));
    return this.lockedJobs.filter((job) => !runningJobIds.has(job.attrs._id.toString()));
  }
  /**
   * Waits for all currently running jobs to finish, then stops the processor.
   * Unlike stop(), this method does not immediately return - it waits for graceful completion.
   * @param options - Optional timeout or AbortSignal, or timeout number directly
   * @returns Promise that resolves with drain result when complete, timed out, or aborted
   */
  async drain(options) {
    log4.extend('drain')('drain called, clearing interval for processJobs()');
    const opts = typeof options === 'number' ? { timeout: options } : (options ?? {});
    if (this.processInterval) {
      clearInterval(this.processInterval);
      this.processInterval = void 0;
    }
    if (this.notificationUnsubscribe) {
      log4.extend('drain')('unsubscribing from notification channel');
      this.notificationUnsubscribe();
      this.notificationUnsubscribe = void 0;
    }
    const initialRunning = this.runningJobs.length;
    if (initialRunning === 0) {
      log4.extend('drain')('no running jobs, resolving immediately');
      this.isRunning = false;
      return { completed: 0, running: 0, timedOut: false, aborted: false };
    }
    if (opts.signal?.aborted) {
      log4.extend('drain')('signal already aborted, resolving immediately');
      this.isRunning = false;
      return { completed: 0, running: initialRunning, timedOut: false, aborted: true };
    }
    log4.extend('drain')('waiting for %d running jobs to finish', initialRunning);
    return new Promise((resolve) => {
      let completed = 0;
      let timeoutId;
      const cleanup = () => {
        this.agenda.off('complete', completeListener);
        if (timeoutId) {
          clearTimeout(timeoutId);
        }
        if (opts.signal) {
          opts.signal.removeEventListener('abort', abortListener);
        }
      };
      const finish = (result) => {
        cleanup();
        this.isRunning = false;
        resolve(result);
      };
      const checkComplete = () => {
        if (this.runningJobs.length === 0) {
          log4.extend('drain')('all jobs completed, resolving');
          finish({ completed, running: 0, timedOut: false, aborted: false });
        }
      };
      const completeListener = () => {
        completed++;
        setImmediate(checkComplete);
      };
      if (opts.timeout !== void 0) {
        timeoutId = setTimeout(() => {
          const running = this.runningJobs.length;
          log4.extend('drain')('timeout reached, %d jobs still running', running);
          finish({ completed, running, timedOut: true, aborted: false });
        }, opts.timeout);
      }
      const abortListener = () => {
        const running = this.runningJobs.length;
        log4.extend('drain')('abort signal received, %d jobs still running', running);
        finish({ completed, running, timedOut: false, aborted: true });
      };
      if (opts.signal) {
        opts.signal.addEventListener('abort', abortListener);
      }
      this.agenda.on('complete', completeListener);
      checkComplete();
    });
  }
  /**
   * Handle incoming job notification - triggers immediate processing
   */
  async handleNotification(notification) {
    if (!this.isRunning) {
      log4.extend('handleNotification')('JobProcessor not running, ignoring notification');
      return;
    }
    if (!this.agenda.definitions[notification.jobName]) {
      log4.extend('handleNotification')(
        'no definition for job [%s], ignoring notification',
        notification.jobName,
      );
      return;
    }
    if (notification.nextRunAt && notification.nextRunAt > this.nextScanAt) {
      log4.extend('handleNotification')(
        'job [%s:%s] nextRunAt is after nextScanAt, will be picked up by regular scan',
        notification.jobName,
        notification.jobId,
      );
      return;
    }
    log4.extend('handleNotification')(
      'received notification for job [%s:%s], triggering immediate queue fill',
      notification.jobName,
      notification.jobId,
    );
    await this.jobQueueFilling(notification.jobName);
    this.jobProcessing();
  }
  // processJobs
  async process() {
    if (!this.isRunning) {
      log4.extend('process')('JobProcessor got stopped already, returning');
      return;
    }
    log4.extend('process')('starting to process jobs');
    await Promise.all(
      Object.keys(this.agenda.definitions).map(async (jobName) => {
        log4.extend('process')('queuing up job to process: [%s]', jobName);
        await this.jobQueueFilling(jobName);
      }),
    );
    this.jobProcessing();
  }
  /**
   * Returns true if a job of the specified name can be locked.
   * Considers maximum locked jobs at any time if self._lockLimit is > 0
   * Considers maximum locked jobs of the specified name at any time if jobDefinition.lockLimit is > 0
   * @param {String} name name of job to check if we should lock or not
   * @returns {boolean} whether or not you should lock job
   */
  shouldLock(name) {
    const jobDefinition = this.agenda.definitions[name];
    let shouldLock = true;
    if (this.totalLockLimit && this.lockedJobs.length >= this.totalLockLimit) {
      shouldLock = false;
    }
    const status = this.jobStatus[name];
    if (jobDefinition.lockLimit && status && status.locked >= jobDefinition.lockLimit) {
      shouldLock = false;
    }
    log4.extend('shouldLock')(
      'job [%s] lock status: shouldLock = %s',
      name,
      shouldLock,
      `${status?.locked} >= ${jobDefinition?.lockLimit}`,
      `${this.lockedJobs.length} >= ${this.totalLockLimit}`,
    );
    return shouldLock;
  }
  /**
   * Internal method that adds a job to be processed to the local queue
   * @param job - Job to enqueue
   */
  enqueueJob(job) {
    this.jobQueue.insert(job);
  }
  async findAndLockNextJob(jobName, definition) {
    const lockDeadline = new Date(Date.now().valueOf() - definition.lockLifetime);
    log4.extend('findAndLockNextJob')(
      `looking for lockable jobs for ${jobName} (lock dead line = ${lockDeadline})`,
    );
    const result = await this.agenda.db.getNextJobToRun(
      jobName,
      this.nextScanAt,
      lockDeadline,
      void 0,
      { lastModifiedBy: this.agenda.attrs.name || void 0 },
    );
    if (result) {
      log4.extend('findAndLockNextJob')(
        'found a job available to lock, creating a new job on Agenda with id [%s]',
        result._id,
      );
      return new Job(this.agenda, result, true);
    }
    return void 0;
  }
  /**
   * Internal method used to fill a queue with jobs that can be run
   * @param {String} name fill a queue with specific job name
   * @returns {undefined}
   */
  async jobQueueFilling(name) {
    this.isJobQueueFilling.set(name, true);
    try {
      if (!this.shouldLock(name)) {
        log4.extend('jobQueueFilling')('lock limit reached in queue filling for [%s]', name);
        return;
      }
      const now2 = /* @__PURE__ */ new Date();
      this.nextScanAt = new Date(now2.valueOf() + this.processEvery);
      const job = await this.findAndLockNextJob(name, this.agenda.definitions[name]);
      if (job) {
        if (job.attrs.name !== name) {
          throw new Error(
            `got different job name: ${job.attrs.name} (actual) !== ${name} (expected)`,
          );
        }
        if (!this.shouldLock(name)) {
          log4.extend('jobQueueFilling')(
            'lock limit reached before job was returned. Releasing lock on [%s]',
            name,
          );
          this.agenda.db.unlockJob(job.attrs);
          return;
        }
        log4.extend('jobQueueFilling')(
          '[%s:%s] job locked while filling queue',
          name,
          job.attrs._id,
        );
        this.agenda.logJobEvent({
          level: 'debug',
          event: 'locked',
          jobId: job.attrs._id?.toString(),
          jobName: name,
          message: 'job locked',
        });
        this.updateStatus(name, 'locked', 1);
        this.lockedJobs.push(job);
        this.enqueueJob(job);
        await this.jobQueueFilling(name);
      } else {
        log4.extend('jobQueueFilling')('Cannot lock job [%s]', name);
      }
    } catch (error) {
      log4.extend('jobQueueFilling')('[%s] job lock failed while filling queue', name, error);
      this.agenda.emit('error', error);
    } finally {
      this.isJobQueueFilling.delete(name);
    }
  }
  /**
   * Internal method that processes any jobs in the local queue (array)
   * handledJobs keeps list of already processed jobs
   * @returns {undefined}
   */
  async jobProcessing(handledJobs = []) {
    if (this.jobQueue.length === 0) {
      return;
    }
    this.localQueueProcessing += 1;
    try {
      const now2 = /* @__PURE__ */ new Date();
      const job = this.jobQueue.returnNextConcurrencyFreeJob(this.jobStatus, handledJobs);
      if (!job) {
        log4.extend('jobProcessing')('[%s:%s] there is no job to process');
        return;
      }
      this.jobQueue.remove(job);
      if (!(await job.isExpired())) {
        log4.extend('jobProcessing')(
          '[%s:%s] there is a job to process (priority = %d)',
          job.attrs.name,
          job.attrs._id,
          job.attrs.priority,
          job.gotTimerToExecute,
        );
        if (!job.attrs.nextRunAt || job.attrs.nextRunAt <= now2) {
          log4.extend('jobProcessing')(
            '[%s:%s] nextRunAt is in the past, run the job immediately',
            job.attrs.name,
            job.attrs._id,
          );
          this.runOrRetry(job);
        } else {
          const runIn = job.attrs.nextRunAt.getTime() - now2.getTime();
          if (runIn > this.processEvery) {
            log4.extend('runOrRetry')(
              '[%s:%s] job is too far away, freeing it up',
              job.attrs.name,
              job.attrs._id,
            );
            let lockedJobIndex = this.lockedJobs.indexOf(job);
            if (lockedJobIndex === -1) {
              lockedJobIndex = this.lockedJobs.findIndex(
                (j) => j.attrs._id?.toString() === job.attrs._id?.toString(),
              );
            }
            if (lockedJobIndex === -1) {
              throw new Error(`cannot find job ${job.attrs._id} in locked jobs queue?`);
            }
            this.lockedJobs.splice(lockedJobIndex, 1);
            this.updateStatus(job.attrs.name, 'locked', -1);
            this.agenda.db.unlockJob(job.attrs);
          } else {
            log4.extend('jobProcessing')(
              '[%s:%s] nextRunAt is in the future, calling setTimeout(%d)',
              job.attrs.name,
              job.attrs._id,
              runIn,
            );
            this.jobQueue.insert(job);
            if (!job.gotTimerToExecute) {
              job.gotTimerToExecute = true;
              setTimeout(
                () => {
                  this.jobProcessing();
                },
                runIn > MAX_SAFE_32BIT_INTEGER ? MAX_SAFE_32BIT_INTEGER : runIn,
              );
            }
          }
        }
      }
      handledJobs.push(job.attrs._id);
      if (job && this.localQueueProcessing < this.maxConcurrency) {
        setImmediate(() => this.jobProcessing(handledJobs));
      }
    } finally {
      this.localQueueProcessing -= 1;
    }
  }
  /**
   * Internal method that tries to run a job and if it fails, retries again!
   * @returns {boolean} processed a job or not
   */
  async runOrRetry(job) {
    if (!this.isRunning) {
      log4.extend('runOrRetry')(
        'JobProcessor got stopped already while calling runOrRetry, returning!',
      );
      return;
    }
    const jobDefinition = this.agenda.definitions[job.attrs.name];
    const status = this.jobStatus[job.attrs.name];
    if (
      (!jobDefinition.concurrency || !status || status.running < jobDefinition.concurrency) &&
      this.runningJobs.length < this.maxConcurrency
    ) {
      this.runningJobs.push(job);
      this.updateStatus(job.attrs.name, 'running', 1);
      let jobIsRunning = true;
      try {
        log4.extend('runOrRetry')('[%s:%s] processing job', job.attrs.name, job.attrs._id);
        const checkIfJobIsStillAlive = async () => {
          const timeout = Math.max(
            this.processEvery / 2,
            this.agenda.definitions[job.attrs.name].lockLifetime / 2,
          );
          do {
            await delay(timeout);
            if (!jobIsRunning) {
              log4.extend('runOrRetry')(
                '[%s:%s] checkIfJobIsStillAlive detected job is not running anymore. stopping check.',
                job.attrs.name,
                job.attrs._id,
              );
              return;
            }
            if (await job.isExpired()) {
              log4.extend('runOrRetry')(
                '[%s:%s] checkIfJobIsStillAlive detected an expired job, killing it.',
                job.attrs.name,
                job.attrs._id,
              );
              this.agenda.logJobEvent({
                level: 'warn',
                event: 'expired',
                jobId: job.attrs._id?.toString(),
                jobName: job.attrs.name,
                message: `job expired (lock lifetime exceeded)`,
              });
              throw new Error(
                `execution of '${job.attrs.name}' canceled, execution took more than ${this.agenda.definitions[job.attrs.name].lockLifetime}ms. Call touch() for long running jobs to keep them alive.`,
              );
            }
            if (!job.attrs.lockedAt) {
              log4.extend('runOrRetry')(
                '[%s:%s] checkIfJobIsStillAlive detected a job without a lockedAt value, killing it.',
                job.attrs.name,
                job.attrs._id,
              );
              throw new Error(
                `execution of '${job.attrs.name}' canceled, no lockedAt date found. Ensure to call touch() for long running jobs to keep them alive.`,
              );
            }
          } while (jobIsRunning);
        };
        await Promise.race([job.run(), checkIfJobIsStillAlive()]);
        log4.extend('runOrRetry')(
          '[%s:%s] processing job successfull',
          job.attrs.name,
          job.attrs._id,
        );
        if (!this.runningJobs.includes(job)) {
          log4.extend('runOrRetry')(
            '[%s] callback was called, job must have been marked as complete already',
            job.attrs._id,
          );
          throw new Error(
            `callback already called - job ${job.attrs.name} already marked complete`,
          );
        }
      } catch (error) {
        job.cancel(error instanceof Error ? error : void 0);
        log4.extend('runOrRetry')(
          '[%s:%s] processing job failed',
          job.attrs.name,
          job.attrs._id,
          error,
        );
        this.agenda.logJobEvent({
          level: 'error',
          event: 'fail',
          jobId: job.attrs._id?.toString(),
          jobName: job.attrs.name,
          message: `job processing error: ${error instanceof Error ? error.message : String(error)}`,
          error: error instanceof Error ? error.message : String(error),
        });
        this.agenda.emit('error', error instanceof Error ? error : new Error(String(error)));
      } finally {
        jobIsRunning = false;
        let runningJobIndex = this.runningJobs.indexOf(job);
        if (runningJobIndex === -1) {
          runningJobIndex = this.runningJobs.findIndex(
            (j) => j.attrs._id?.toString() === job.attrs._id?.toString(),
          );
        }
        if (runningJobIndex === -1) {
          throw new Error(`cannot find job ${job.attrs._id} in running jobs queue?`);
        }
        this.runningJobs.splice(runningJobIndex, 1);
        this.updateStatus(job.attrs.name, 'running', -1);
        let lockedJobIndex = this.lockedJobs.indexOf(job);
        if (lockedJobIndex === -1) {
          lockedJobIndex = this.lockedJobs.findIndex(
            (j) => j.attrs._id?.toString() === job.attrs._id?.toString(),
          );
        }
        if (lockedJobIndex === -1) {
          throw new Error(`cannot find job ${job.attrs._id} in locked jobs queue?`);
        }
        this.lockedJobs.splice(lockedJobIndex, 1);
        this.updateStatus(job.attrs.name, 'locked', -1);
      }
      setImmediate(() => this.jobProcessing());
      return;
    }
    log4.extend('runOrRetry')(
      '[%s:%s] concurrency preventing immediate run, pushing job to top of queue',
      job.attrs.name,
      job.attrs._id,
    );
    this.enqueueJob(job);
  }
  updateStatus(name, key, number) {
    if (!this.jobStatus[name]) {
      this.jobStatus[name] = {
        locked: 0,
        running: 0,
      };
    }
    this.jobStatus[name][key] += number;
  }
};

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/utils/processEvery.js
init_esm_shims();
var import_human_interval2 = __toESM(require_human_interval(), 1);
function calculateProcessEvery(input = 5e3) {
  if (typeof input === 'number') return input;
  return (0, import_human_interval2.default)(input) || 5e3;
}

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/utils/stack.js
init_esm_shims();
function getCallerFilePath(position = 2) {
  if (position >= Error.stackTraceLimit) {
    throw new TypeError(
      `getCallerFile(position) requires position be less then Error.stackTraceLimit but position was: \`${position}\` and Error.stackTraceLimit was: \`${Error.stackTraceLimit}\``,
    );
  }
  const oldPrepareStackTrace = Error.prepareStackTrace;
  Error.prepareStackTrace = (_, stack2) => stack2;
  const { stack } = new Error();
  Error.prepareStackTrace = oldPrepareStackTrace;
  if (stack !== null && typeof stack === 'object') {
    const callSite = stack[position];
    return callSite?.getFileName() ?? void 0;
  }
  return void 0;
}

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/types/AgendaConfig.js
init_esm_shims();

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/types/JobDefinition.js
init_esm_shims();

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/types/DbOptions.js
init_esm_shims();

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/types/JobQuery.js
init_esm_shims();
function computeJobState(job, now2 = /* @__PURE__ */ new Date()) {
  const { lockedAt, lastFinishedAt, failedAt, nextRunAt, repeatInterval } = job;
  if (lockedAt) {
    return 'running';
  }
  if (failedAt && (!lastFinishedAt || failedAt >= lastFinishedAt)) {
    return 'failed';
  }
  if (repeatInterval) {
    return 'repeating';
  }
  if (nextRunAt && nextRunAt > now2) {
    return 'scheduled';
  }
  if (nextRunAt && nextRunAt <= now2) {
    return 'queued';
  }
  if (lastFinishedAt && (!failedAt || lastFinishedAt > failedAt)) {
    return 'completed';
  }
  return 'completed';
}

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/types/JobRepository.js
init_esm_shims();

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/types/NotificationChannel.js
init_esm_shims();

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/types/AgendaBackend.js
init_esm_shims();

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/types/AgendaStatus.js
init_esm_shims();

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/types/DrainOptions.js
init_esm_shims();

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/notifications/index.js
init_esm_shims();

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/notifications/BaseNotificationChannel.js
init_esm_shims();
import { EventEmitter } from 'events';
var BaseNotificationChannel = class extends EventEmitter {
  _state = 'disconnected';
  handlers = /* @__PURE__ */ new Set();
  stateHandlers = /* @__PURE__ */ new Set();
  reconnectAttempts = 0;
  reconnectTimeout;
  config;
  constructor(config = {}) {
    super();
    this.config = {
      channelName: config.channelName ?? 'agenda:jobs',
      reconnect: {
        enabled: config.reconnect?.enabled ?? true,
        maxAttempts: config.reconnect?.maxAttempts ?? 10,
        initialDelayMs: config.reconnect?.initialDelayMs ?? 100,
        maxDelayMs: config.reconnect?.maxDelayMs ?? 3e4,
      },
    };
  }
  get state() {
    return this._state;
  }
  setState(newState) {
    if (this._state !== newState) {
      this._state = newState;
      this.emit('stateChange', newState);
    }
  }
  subscribe(handler) {
    this.handlers.add(handler);
    return () => {
      this.handlers.delete(handler);
    };
  }
  async notifyHandlers(notification) {
    const promises = [];
    for (const handler of this.handlers) {
      try {
        const result = handler(notification);
        if (result instanceof Promise) {
          promises.push(result);
        }
      } catch (error) {
        this.emit('error', error);
      }
    }
    await Promise.allSettled(promises);
  }
  /**
   * Notify all registered state handlers of a state notification.
   * Subclasses should call this when receiving state notifications.
   */
  async notifyStateHandlers(notification) {
    const promises = [];
    for (const handler of this.stateHandlers) {
      try {
        const result = handler(notification);
        if (result instanceof Promise) {
          promises.push(result);
        }
      } catch (error) {
        this.emit('error', error);
      }
    }
    await Promise.allSettled(promises);
  }
  /**
   * Subscribe to state notifications.
   * Default implementation manages the stateHandlers set.
   */
  subscribeState(handler) {
    this.stateHandlers.add(handler);
    return () => {
      this.stateHandlers.delete(handler);
    };
  }
  scheduleReconnect() {
    if (!this.config.reconnect.enabled) {
      return;
    }
    if (this.reconnectAttempts >= this.config.reconnect.maxAttempts) {
      this.setState('error');
      this.emit('error', new Error('Max reconnection attempts reached'));
      return;
    }
    const delay2 = Math.min(
      this.config.reconnect.initialDelayMs * Math.pow(2, this.reconnectAttempts),
      this.config.reconnect.maxDelayMs,
    );
    this.setState('reconnecting');
    this.reconnectAttempts++;
    this.reconnectTimeout = setTimeout(() => {
      this.connect().catch((error) => {
        this.emit('error', error);
      });
    }, delay2);
  }
  clearReconnect() {
    if (this.reconnectTimeout) {
      clearTimeout(this.reconnectTimeout);
      this.reconnectTimeout = void 0;
    }
    this.reconnectAttempts = 0;
  }
};

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/notifications/InMemoryNotificationChannel.js
init_esm_shims();
var InMemoryNotificationChannel = class extends BaseNotificationChannel {
  constructor(config = {}) {
    super(config);
  }
  async connect() {
    this.clearReconnect();
    this.setState('connected');
  }
  async disconnect() {
    this.clearReconnect();
    this.handlers.clear();
    this.stateHandlers.clear();
    this.setState('disconnected');
  }
  async publish(notification) {
    if (this._state !== 'connected') {
      throw new Error('Cannot publish: channel not connected');
    }
    await this.notifyHandlers(notification);
  }
  async publishState(notification) {
    if (this._state !== 'connected') {
      throw new Error('Cannot publish state: channel not connected');
    }
    await this.notifyStateHandlers(notification);
  }
};

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/types/JobLogger.js
init_esm_shims();

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/decorators/index.js
init_esm_shims();

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/decorators/JobsController.js
init_esm_shims();

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/decorators/metadata.js
init_esm_shims();
var controllerRegistry = /* @__PURE__ */ new WeakMap();
function getOrCreateControllerMetadata(target) {
  let metadata = controllerRegistry.get(target);
  if (!metadata) {
    metadata = { jobs: /* @__PURE__ */ new Map() };
    controllerRegistry.set(target, metadata);
  }
  return metadata;
}
function getControllerMetadata(target) {
  return controllerRegistry.get(target);
}
function setControllerMetadata(target, metadata) {
  controllerRegistry.set(target, metadata);
}
function isJobsController(target) {
  return controllerRegistry.has(target);
}

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/decorators/JobsController.js
function JobsController(options = {}) {
  return function (target) {
    const metadata = getOrCreateControllerMetadata(target);
    setControllerMetadata(target, {
      ...metadata,
      namespace: options.namespace,
    });
    return target;
  };
}

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/decorators/Define.js
init_esm_shims();
function Define(options = {}) {
  return function (target, propertyKey, descriptor) {
    const metadata = getOrCreateControllerMetadata(target.constructor);
    metadata.jobs.set(propertyKey, {
      type: 'define',
      methodName: propertyKey,
      options,
    });
    return descriptor;
  };
}

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/decorators/Every.js
init_esm_shims();
function Every(interval, options = {}) {
  return function (target, propertyKey, descriptor) {
    const metadata = getOrCreateControllerMetadata(target.constructor);
    metadata.jobs.set(propertyKey, {
      type: 'every',
      methodName: propertyKey,
      interval,
      options,
    });
    return descriptor;
  };
}

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/decorators/register.js
init_esm_shims();
var JobsRegistrationError = class extends Error {
  constructor(message) {
    super(message);
    this.name = 'JobsRegistrationError';
  }
};
function registerJobs(agenda, instances) {
  const pendingEveryJobs = [];
  for (const instance of instances) {
    const constructor = instance.constructor;
    if (!isJobsController(constructor)) {
      throw new JobsRegistrationError(
        `Class "${constructor.name}" is not decorated with @JobsController. Make sure to add @JobsController() decorator to your class.`,
      );
    }
    const metadata = getControllerMetadata(constructor);
    if (!metadata) {
      continue;
    }
    registerJobsFromMetadata(agenda, instance, metadata, pendingEveryJobs);
  }
  if (pendingEveryJobs.length > 0) {
    scheduleEveryJobsOnReady(agenda, pendingEveryJobs);
  }
}
function registerJobsFromMetadata(agenda, instance, metadata, pendingEveryJobs) {
  const namespace = metadata.namespace;
  for (const [methodName, jobMeta] of metadata.jobs) {
    const jobName = buildJobName(namespace, jobMeta.options.name || methodName);
    const handler = instance[methodName].bind(instance);
    const wrappedHandler = async (job) => {
      await handler(job);
    };
    agenda.define(jobName, wrappedHandler, {
      concurrency: jobMeta.options.concurrency,
      lockLifetime: jobMeta.options.lockLifetime,
      lockLimit: jobMeta.options.lockLimit,
      priority: jobMeta.options.priority,
    });
    if (jobMeta.type === 'every' && jobMeta.interval !== void 0) {
      pendingEveryJobs.push({
        jobName,
        interval: jobMeta.interval,
        options: jobMeta.options,
      });
    }
  }
}
function buildJobName(namespace, name) {
  return namespace ? `${namespace}.${name}` : name;
}
function scheduleEveryJobsOnReady(agenda, pendingJobs) {
  const scheduleJobs = async () => {
    for (const pending of pendingJobs) {
      await agenda.every(pending.interval, pending.jobName, void 0, {
        timezone: pending.options.timezone,
        skipImmediate: pending.options.skipImmediate,
      });
    }
  };
  agenda.ready
    .then(() => scheduleJobs())
    .catch((err) => {
      agenda.emit('error', err);
    });
}
function getRegisteredJobsInfo(instances) {
  return instances.map((instance) => {
    const constructor = instance.constructor;
    const metadata = getControllerMetadata(constructor);
    return {
      className: constructor.name,
      namespace: metadata?.namespace,
      jobs: metadata ? Array.from(metadata.jobs.values()) : [],
    };
  });
}

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/utils/backoff.js
init_esm_shims();
function applyJitter(delay2, jitter) {
  if (jitter <= 0) return delay2;
  const jitterAmount = delay2 * jitter * (Math.random() * 2 - 1);
  return Math.max(0, Math.round(delay2 + jitterAmount));
}
function constant(options = {}) {
  const { delay: delay2 = 1e3, maxDelay = Infinity, maxRetries = 3, jitter = 0 } = options;
  return (context) => {
    if (context.attempt > maxRetries) {
      return null;
    }
    const baseDelay = Math.min(delay2, maxDelay);
    return applyJitter(baseDelay, jitter);
  };
}
function linear(options = {}) {
  const {
    delay: delay2 = 1e3,
    increment = delay2,
    maxDelay = Infinity,
    maxRetries = 3,
    jitter = 0,
  } = options;
  return (context) => {
    if (context.attempt > maxRetries) {
      return null;
    }
    const baseDelay = delay2 + increment * (context.attempt - 1);
    const cappedDelay = Math.min(baseDelay, maxDelay);
    return applyJitter(cappedDelay, jitter);
  };
}
function exponential(options = {}) {
  const {
    delay: delay2 = 1e3,
    factor = 2,
    maxDelay = Infinity,
    maxRetries = 3,
    jitter = 0,
  } = options;
  return (context) => {
    if (context.attempt > maxRetries) {
      return null;
    }
    const baseDelay = delay2 * Math.pow(factor, context.attempt - 1);
    const cappedDelay = Math.min(baseDelay, maxDelay);
    return applyJitter(cappedDelay, jitter);
  };
}
function combine(...strategies) {
  return (context) => {
    for (const strategy of strategies) {
      const result = strategy(context);
      if (result !== null) {
        return result;
      }
    }
    return null;
  };
}
function when(condition, strategy) {
  return (context) => {
    if (!condition(context)) {
      return null;
    }
    return strategy(context);
  };
}
var backoffStrategies = {
  /** Constant 1s delay, 3 retries */
  constant,
  /** Linear increase starting at 1s, 3 retries */
  linear,
  /** Exponential with factor 2, starting at 1s, 3 retries */
  exponential,
  /** Combine multiple strategies */
  combine,
  /** Conditional retry */
  when,
  /**
   * Aggressive retry - quick retries for transient failures
   * 100ms, 200ms, 400ms (3 retries in ~700ms total)
   */
  aggressive: () => exponential({ delay: 100, factor: 2, maxRetries: 3 }),
  /**
   * Relaxed retry - gentle backoff for rate-limited APIs
   * 5s, 15s, 45s, 135s (4 retries over ~3 minutes)
   */
  relaxed: () => exponential({ delay: 5e3, factor: 3, maxRetries: 4, jitter: 0.1 }),
  /**
   * Standard retry - balanced approach
   * 1s, 2s, 4s, 8s, 16s (5 retries over ~31 seconds)
   */
  standard: () => exponential({ delay: 1e3, factor: 2, maxRetries: 5, jitter: 0.1 }),
};

// ../../node_modules/.pnpm/agenda@6.2.6/node_modules/agenda/dist/index.js
var log5 = (0, import_debug5.default)('agenda');
var DefaultOptions = {
  processEvery: 5e3,
  defaultConcurrency: 5,
  maxConcurrency: 20,
  defaultLockLimit: 0,
  lockLimit: 0,
  defaultLockLifetime: 10 * 60 * 1e3,
  forkHelper: { path: 'dist/childWorker.js' },
  removeOnComplete: false,
};
var Agenda = class extends EventEmitter2 {
  attrs;
  forkedWorker;
  forkHelper;
  backend;
  db;
  notificationChannel;
  stateSubscriptionUnsubscribe;
  /**
   * The persistent job logger for storing job lifecycle events in the database.
   * Disabled by default. Enable via `logging: true` (uses backend's built-in logger)
   * or by passing a custom `JobLogger` implementation.
   */
  jobLogger;
  /**
   * Default logging behavior for job definitions that don't explicitly set `logging`.
   * When `true` (default when logging is enabled), all jobs are logged.
   * When `false`, only jobs with `logging: true` in their definition are logged.
   */
  loggingDefault;
  // Implementation (eslint-disable needed because overloads provide the public type safety)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  on(event, listener) {
    if (this.forkedWorker && event !== 'ready' && event !== 'error') {
      const warning = new Error(`calling on(${event}) during a forkedWorker has no effect!`);
      log5('WARNING: %s %s', warning.message, warning.stack);
      return this;
    }
    return super.on(event, listener);
  }
  definitions = {};
  jobProcessor;
  startPromise;
  ready;
  isActiveJobProcessor() {
    return !!this.jobProcessor;
  }
  async runForkedJob(jobId) {
    const jobData = await this.db.getJobById(jobId);
    if (!jobData) {
      throw new Error('db entry not found');
    }
    const job = new Job(this, jobData);
    await job.runJob();
  }
  async getRunningStats(fullDetails = false) {
    if (!this.jobProcessor) {
      throw new Error('agenda not running!');
    }
    const status = await this.jobProcessor.getStatus(fullDetails);
    status.backend = {
      name: this.backend.name,
      hasNotificationChannel: this.hasNotificationChannel(),
    };
    return status;
  }
  /**
   * @param config - Agenda configuration with backend
   * @param cb - Optional callback after Agenda is ready
   */
  constructor(config, cb) {
    super();
    this.on('error', () => {});
    this.attrs = {
      name: config.name || '',
      processEvery: calculateProcessEvery(config.processEvery) || DefaultOptions.processEvery,
      defaultConcurrency: config.defaultConcurrency || DefaultOptions.defaultConcurrency,
      maxConcurrency: config.maxConcurrency || DefaultOptions.maxConcurrency,
      defaultLockLimit: config.defaultLockLimit || DefaultOptions.defaultLockLimit,
      lockLimit: config.lockLimit || DefaultOptions.lockLimit,
      defaultLockLifetime: config.defaultLockLifetime || DefaultOptions.defaultLockLifetime,
      removeOnComplete: config.removeOnComplete ?? DefaultOptions.removeOnComplete,
    };
    this.forkedWorker = config.forkedWorker;
    this.forkHelper = config.forkHelper;
    if (config.logging === true) {
      this.jobLogger = config.backend.logger;
      this.loggingDefault = true;
    } else if (config.logging && typeof config.logging === 'object' && 'log' in config.logging) {
      this.jobLogger = config.logging;
      this.loggingDefault = true;
    } else if (config.logging && typeof config.logging === 'object') {
      const opts = config.logging;
      this.jobLogger = opts.logger ?? config.backend.logger;
      this.loggingDefault = opts.default ?? true;
    } else {
      this.loggingDefault = true;
    }
    this.backend = config.backend;
    this.db = config.backend.repository;
    this.notificationChannel = config.notificationChannel ?? config.backend.notificationChannel;
    this.ready = new Promise((resolve) => {
      this.once('ready', resolve);
    });
    this.backend.connect().then(() => this.emit('ready'));
    if (cb) {
      this.ready.then(() => cb());
    }
  }
  /**
   * Cancels any jobs matching the passed options, and removes them from the database.
   * @param options Options for which jobs to cancel
   */
  async cancel(options) {
    log5('attempting to cancel all Agenda jobs', options);
    await this.ready;
    try {
      const amountOfRemovedJobs = await this.db.removeJobs(options);
      log5('%s jobs cancelled', amountOfRemovedJobs);
      return amountOfRemovedJobs;
    } catch (error) {
      log5('error trying to delete jobs from database');
      throw error;
    }
  }
  /**
   * Disables any jobs matching the passed options, preventing them from being run.
   * @param options Options for which jobs to disable
   * @returns Number of jobs disabled
   */
  async disable(options) {
    log5('attempting to disable Agenda jobs', options);
    await this.ready;
    try {
      const numDisabled = await this.db.disableJobs(options);
      log5('%s jobs disabled', numDisabled);
      return numDisabled;
    } catch (error) {
      log5('error trying to disable jobs');
      throw error;
    }
  }
  /**
   * Enables any jobs matching the passed options, allowing them to be run.
   * @param options Options for which jobs to enable
   * @returns Number of jobs enabled
   */
  async enable(options) {
    log5('attempting to enable Agenda jobs', options);
    await this.ready;
    try {
      const numEnabled = await this.db.enableJobs(options);
      log5('%s jobs enabled', numEnabled);
      return numEnabled;
    } catch (error) {
      log5('error trying to enable jobs');
      throw error;
    }
  }
  /**
   * Set name of queue
   * @param name
   */
  name(name) {
    log5('Agenda.name(%s)', name);
    this.attrs.name = name;
    return this;
  }
  /**
   * Set the time how often the job processor checks for new jobs to process
   * @param time
   */
  processEvery(time) {
    if (this.jobProcessor) {
      throw new Error(
        'job processor is already running, you need to set processEvery before calling start',
      );
    }
    log5('Agenda.processEvery(%d)', time);
    this.attrs.processEvery = calculateProcessEvery(time);
    return this;
  }
  /**
   * Set the concurrency for jobs (globally), type does not matter
   * @param num
   */
  maxConcurrency(num) {
    log5('Agenda.maxConcurrency(%d)', num);
    this.attrs.maxConcurrency = num;
    return this;
  }
  /**
   * Set the default concurrency for each job
   * @param num number of max concurrency
   */
  defaultConcurrency(num) {
    log5('Agenda.defaultConcurrency(%d)', num);
    this.attrs.defaultConcurrency = num;
    return this;
  }
  /**
   * Set the default amount jobs that are allowed to be locked at one time (GLOBAL)
   * @param num
   */
  lockLimit(num) {
    log5('Agenda.lockLimit(%d)', num);
    this.attrs.lockLimit = num;
    return this;
  }
  /**
   * Set default lock limit per job type
   * @param num
   */
  defaultLockLimit(num) {
    log5('Agenda.defaultLockLimit(%d)', num);
    this.attrs.defaultLockLimit = num;
    return this;
  }
  /**
   * Set the default lock time (in ms)
   * Default is 10 * 60 * 1000 ms (10 minutes)
   * @param ms
   */
  defaultLockLifetime(ms) {
    log5('Agenda.defaultLockLifetime(%d)', ms);
    this.attrs.defaultLockLifetime = ms;
    return this;
  }
  /**
   * Set a notification channel for real-time job notifications
   * @param channel - The notification channel implementation
   */
  notifyVia(channel) {
    if (this.jobProcessor) {
      throw new Error(
        'job processor is already running, you need to set notificationChannel before calling start',
      );
    }
    log5('Agenda.notifyVia([NotificationChannel])');
    this.notificationChannel = channel;
    return this;
  }
  /**
   * Check if a notification channel is configured
   */
  hasNotificationChannel() {
    return !!this.notificationChannel;
  }
  /**
   * Check if persistent job logging is enabled
   */
  hasJobLogger() {
    return !!this.jobLogger;
  }
  /**
   * Log a job lifecycle event to the persistent job logger (fire-and-forget).
   * Does nothing if no job logger is configured or if logging is disabled
   * for the job definition (respects per-definition `logging` and the global `loggingDefault`).
   * @internal
   */
  logJobEvent(entry) {
    if (!this.jobLogger) return;
    const definition = this.definitions[entry.jobName];
    const enabled = definition?.logging ?? this.loggingDefault;
    if (!enabled) return;
    this.jobLogger
      .log({
        ...entry,
        timestamp: /* @__PURE__ */ new Date(),
        agendaName: this.attrs.name || void 0,
      })
      .catch((err) => {
        log5('failed to write job log entry: %O', err);
      });
  }
  /**
   * Query persistent job logs.
   * Returns empty result if no job logger is configured.
   */
  async getLogs(query) {
    if (!this.jobLogger) {
      return { entries: [], total: 0 };
    }
    return this.jobLogger.getLogs(query);
  }
  /**
   * Clear persistent job logs matching the query.
   * Returns 0 if no job logger is configured.
   */
  async clearLogs(query) {
    if (!this.jobLogger) {
      return 0;
    }
    return this.jobLogger.clearLogs(query);
  }
  /**
   * Publish a job notification to the notification channel
   * @internal
   */
  async publishJobNotification(job) {
    if (!this.notificationChannel || this.notificationChannel.state !== 'connected') {
      return;
    }
    const notification = {
      jobId: job.attrs._id,
      jobName: job.attrs.name,
      nextRunAt: job.attrs.nextRunAt,
      priority: job.attrs.priority,
      timestamp: /* @__PURE__ */ new Date(),
      source: this.attrs.name || void 0,
    };
    try {
      await this.notificationChannel.publish(notification);
      log5('published job notification for [%s:%s]', job.attrs.name, job.attrs._id);
    } catch (error) {
      log5('failed to publish job notification for [%s:%s]', job.attrs.name, job.attrs._id, error);
      this.emit('error', error);
    }
  }
  /**
   * Publish a job state notification to the notification channel.
   * This enables bi-directional communication so that all subscribers
   * can receive job lifecycle events (start, success, fail, complete, etc.)
   * @internal
   */
  publishJobStateNotification(job, type, extra) {
    if (
      !this.notificationChannel ||
      this.notificationChannel.state !== 'connected' ||
      !this.notificationChannel.publishState
    ) {
      return;
    }
    const notification = {
      type,
      jobId: job.attrs._id,
      jobName: job.attrs.name,
      timestamp: /* @__PURE__ */ new Date(),
      source: this.attrs.name || void 0,
      ...extra,
    };
    this.notificationChannel
      .publishState(notification)
      .then(() => {
        log5(
          'published job state notification [%s] for [%s:%s]',
          type,
          job.attrs.name,
          job.attrs._id,
        );
      })
      .catch((error) => {
        log5(
          'failed to publish job state notification [%s] for [%s:%s]',
          type,
          job.attrs.name,
          job.attrs._id,
          error,
        );
        this.emit('error', error);
      });
  }
  /**
   * Subscribe to state notifications and re-emit them as regular events.
   * This allows `agenda.on('success:jobName', ...)` to work across processes.
   * @internal
   */
  subscribeToStateNotifications() {
    if (!this.notificationChannel?.subscribeState) {
      return () => {};
    }
    return this.notificationChannel.subscribeState((notification) => {
      const notificationSource = notification.source || '';
      const ourSource = this.attrs.name || '';
      if (notificationSource === ourSource) {
        return;
      }
      log5(
        'received remote state notification [%s] for [%s:%s]',
        notification.type,
        notification.jobName,
        notification.jobId,
      );
      process.nextTick(() => {
        if (notification.type === 'fail') {
          this.emit('fail', notification.error, notification, true);
          this.emit(`fail:${notification.jobName}`, notification.error, notification, true);
        } else if (notification.type === 'retry') {
          const retryDetails = {
            attempt: notification.retryAttempt || 1,
            delay: 0,
            // Not available in notification
            nextRunAt: notification.retryAt || /* @__PURE__ */ new Date(),
            error: new Error(notification.error || 'Unknown error'),
          };
          this.emit('retry', notification, retryDetails, true);
          this.emit(`retry:${notification.jobName}`, notification, retryDetails, true);
        } else {
          this.emit(notification.type, notification, true);
          this.emit(`${notification.type}:${notification.jobName}`, notification, true);
        }
      });
    });
  }
  /**
   * Query jobs with database-agnostic options.
   * Returns jobs with computed states and supports filtering by state.
   *
   * @param options - Query options (name, state, search, pagination)
   * @returns Jobs with computed states and total count
   */
  async queryJobs(options) {
    await this.ready;
    return this.db.queryJobs(options);
  }
  /**
   * Get overview statistics for jobs grouped by name.
   * Returns counts of jobs in each state for each job name.
   *
   * @returns Array of job overviews with state counts
   */
  async getJobsOverview() {
    await this.ready;
    return this.db.getJobsOverview();
  }
  /**
   * Removes all orphaned jobs (jobs whose names are not currently defined).
   * @note: Only use after defining your jobs
   */
  async purge() {
    const definedNames = Object.keys(this.definitions);
    log5('Agenda.purge(%o)', definedNames);
    return this.cancel({ notNames: definedNames });
  }
  /**
   * Removes ALL jobs from the database unconditionally.
   * Use with caution — this cannot be undone.
   * @returns Number of jobs removed
   */
  async cancelAll() {
    log5('Agenda.cancelAll()');
    await this.ready;
    try {
      const removed = await this.db.purgeAllJobs();
      log5('%s jobs cancelled', removed);
      return removed;
    } catch (error) {
      log5('error trying to cancel all jobs from database');
      throw error;
    }
  }
  define(name, processor, options) {
    if (this.definitions[name]) {
      log5('overwriting already defined agenda job', name);
    }
    const filePath = getCallerFilePath();
    this.definitions[name] = {
      fn: processor,
      filePath,
      concurrency: options?.concurrency || this.attrs.defaultConcurrency,
      lockLimit: options?.lockLimit || this.attrs.defaultLockLimit,
      priority: parsePriority(options?.priority),
      lockLifetime: options?.lockLifetime || this.attrs.defaultLockLifetime,
      backoff: options?.backoff,
      removeOnComplete: options?.removeOnComplete ?? this.attrs.removeOnComplete,
      logging: options?.logging,
    };
    log5('job [%s] defined with following options: \n%O', name, this.definitions[name]);
  }
  /**
   * Internal helper method that uses createJob to create jobs for an array of names
   * @param names - Job names to schedule
   * @param createJob - Factory function to create each job
   * @returns Array of created jobs
   */
  async createJobs(names, createJob) {
    try {
      const jobs = await Promise.all(names.map((name) => createJob(name)));
      log5('createJobs() -> all jobs created successfully');
      return jobs;
    } catch (error) {
      log5('createJobs() -> error creating one or more of the jobs', error);
      throw error;
    }
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  create(name, data) {
    log5('Agenda.create(%s, [Object])', name);
    const priority = this.definitions[name] ? this.definitions[name].priority : 0;
    return new Job(this, { name, data, type: 'normal', priority });
  }
  async every(interval, names, data, options) {
    log5('Agenda.every(%s, %O, %O)', interval, names, options);
    const createJob = async (name) => {
      const job = this.create(name, data);
      job.attrs.type = 'single';
      if (options?.startDate) {
        job.startDate(options.startDate);
      }
      if (options?.endDate) {
        job.endDate(options.endDate);
      }
      if (options?.skipDays) {
        job.skipDays(options.skipDays);
      }
      job.repeatEvery(interval, options);
      if (options?.forkMode) {
        job.forkMode(options.forkMode);
      }
      await job.save();
      return job;
    };
    if (typeof names === 'string') {
      return createJob(names);
    }
    log5('Agenda.every(%s, %s, %O)', interval, names, options);
    return this.createJobs(names, createJob);
  }
  async schedule(when2, names, data, options) {
    const createJob = async (name) => {
      const job = this.create(name, data);
      if (options?.startDate) {
        job.startDate(options.startDate);
      }
      if (options?.endDate) {
        job.endDate(options.endDate);
      }
      if (options?.skipDays) {
        job.skipDays(options.skipDays);
      }
      await job.schedule(when2).save();
      return job;
    };
    if (typeof names === 'string') {
      log5('Agenda.schedule(%s, %O, [%O])', when2, names);
      return createJob(names);
    }
    log5('Agenda.schedule(%s, %O, [%O])', when2, names);
    return this.createJobs(names, createJob);
  }
  async now(name, data) {
    log5('Agenda.now(%s, [Object])', name);
    try {
      const job = this.create(name, data);
      job.schedule(/* @__PURE__ */ new Date());
      await job.save();
      return job;
    } catch (error) {
      log5('error trying to create a job for this exact moment');
      throw error;
    }
  }
  /**
   * Create a debounced job that combines rapid submissions into a single execution.
   * Requires a unique key to identify which jobs should be debounced together.
   *
   * @param name - Job name
   * @param data - Job data
   * @param uniqueKey - Unique constraint to identify jobs (e.g., { 'data.userId': 123 })
   * @param debounceMs - Debounce delay in milliseconds
   * @param options - Optional debounce options (maxWait, strategy)
   *
   * @example
   * ```ts
   * // Debounce search index updates by entity type
   * await agenda.nowDebounced(
   *   'updateSearchIndex',
   *   { entityType: 'products' },
   *   { 'data.entityType': 'products' },
   *   2000
   * );
   *
   * // With maxWait to guarantee execution within 30s
   * await agenda.nowDebounced(
   *   'syncUser',
   *   { userId: 123 },
   *   { 'data.userId': 123 },
   *   5000,
   *   { maxWait: 30000 }
   * );
   * ```
   */
  async nowDebounced(name, data, uniqueKey, debounceMs, options) {
    log5('Agenda.nowDebounced(%s, [Object], %O, %d)', name, uniqueKey, debounceMs);
    try {
      const job = this.create(name, data);
      job.schedule(/* @__PURE__ */ new Date()).unique(uniqueKey).debounce(debounceMs, options);
      await job.save();
      return job;
    } catch (error) {
      log5('error trying to create a debounced job');
      throw error;
    }
  }
  /**
   * Starts processing jobs using processJobs() methods, storing an interval ID
   * This method will only resolve if a db has been set up beforehand.
   */
  async start() {
    log5(
      'Agenda.start called, waiting for agenda to be initialized (db connection)',
      this.attrs.processEvery,
    );
    if (this.jobProcessor) {
      log5('Agenda.start was already called, ignoring');
      return;
    }
    if (this.startPromise) {
      log5('Agenda.start already in progress, awaiting existing start');
      return this.startPromise;
    }
    this.startPromise = (async () => {
      await this.ready;
      if (this.notificationChannel) {
        log5('Agenda.start connecting notification channel');
        await this.notificationChannel.connect();
        this.stateSubscriptionUnsubscribe = this.subscribeToStateNotifications();
      }
      this.jobProcessor = new JobProcessor(
        this,
        this.attrs.maxConcurrency,
        this.attrs.lockLimit,
        this.attrs.processEvery,
        this.notificationChannel,
      );
    })();
    try {
      await this.startPromise;
    } finally {
      this.startPromise = void 0;
    }
  }
  /**
   * Clear the interval that processes the jobs and unlocks all currently locked jobs
   * @param closeConnection - Whether to close the database connection.
   *   Defaults to backend.ownsConnection (true if backend created the connection,
   *   false if connection was passed in by user).
   */
  async stop(closeConnection) {
    if (!this.jobProcessor) {
      log5('Agenda.stop called, but agenda has never started!');
      return;
    }
    log5('Agenda.stop called, clearing interval for processJobs()');
    const lockedJobs = this.jobProcessor.stop();
    log5('Agenda._unlockJobs()');
    const jobIds = lockedJobs?.map((job) => job.attrs._id) || [];
    if (jobIds.length > 0) {
      log5('about to unlock jobs with ids: %O', jobIds);
      await this.db.unlockJobs(jobIds);
    }
    if (this.stateSubscriptionUnsubscribe) {
      this.stateSubscriptionUnsubscribe();
      this.stateSubscriptionUnsubscribe = void 0;
    }
    if (this.notificationChannel) {
      log5('Agenda.stop disconnecting notification channel');
      await this.notificationChannel.disconnect();
    }
    const shouldClose = closeConnection ?? this.backend.ownsConnection ?? true;
    if (shouldClose) {
      log5('Agenda.stop disconnecting backend');
      await this.backend.disconnect();
    }
    this.jobProcessor = void 0;
  }
  /**
   * Waits for all currently running jobs to finish before stopping.
   * This allows for a graceful shutdown where jobs complete their work.
   * Unlike stop(), this method waits for running jobs to complete instead of unlocking them.
   *
   * @param options - Drain options or timeout in milliseconds
   *   - `timeout`: Maximum time to wait for jobs to complete
   *   - `signal`: AbortSignal to cancel the drain operation
   *   - `closeConnection`: Whether to close the database connection (default: backend.ownsConnection)
   * @returns DrainResult with completion statistics
   *
   * @example
   * // Wait indefinitely for all jobs to complete
   * await agenda.drain();
   *
   * @example
   * // Wait up to 30 seconds
   * const result = await agenda.drain(30000);
   * if (result.timedOut) console.log(`${result.running} jobs still running`);
   *
   * @example
   * // Use AbortSignal for external control
   * const controller = new AbortController();
   * setTimeout(() => controller.abort(), 30000);
   * await agenda.drain({ signal: controller.signal });
   */
  async drain(options) {
    if (!this.jobProcessor) {
      log5('Agenda.drain called, but agenda has never started!');
      return { completed: 0, running: 0, timedOut: false, aborted: false };
    }
    const opts = typeof options === 'number' ? { timeout: options } : (options ?? {});
    log5('Agenda.drain called, waiting for jobs to finish');
    const result = await this.jobProcessor.drain(opts);
    if (this.stateSubscriptionUnsubscribe) {
      this.stateSubscriptionUnsubscribe();
      this.stateSubscriptionUnsubscribe = void 0;
    }
    if (this.notificationChannel) {
      log5('Agenda.drain disconnecting notification channel');
      await this.notificationChannel.disconnect();
    }
    const shouldClose = opts.closeConnection ?? this.backend.ownsConnection ?? true;
    if (shouldClose) {
      log5('Agenda.drain disconnecting backend');
      await this.backend.disconnect();
    }
    this.jobProcessor = void 0;
    return result;
  }
};

export {
  toJobId,
  datefields,
  shouldSkipDay,
  applySkipDays,
  applyDateRangeConstraints,
  applyAllDateConstraints,
  isWithinDateRange,
  Job,
  computeJobState,
  BaseNotificationChannel,
  InMemoryNotificationChannel,
  getControllerMetadata,
  isJobsController,
  JobsController,
  Define,
  Every,
  JobsRegistrationError,
  registerJobs,
  getRegisteredJobsInfo,
  constant,
  linear,
  exponential,
  combine,
  when,
  backoffStrategies,
  Agenda,
};
//# sourceMappingURL=chunk-DSUYPRET.js.map
