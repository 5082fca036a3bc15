import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import { __commonJS, __dirname, __require, init_esm_shims } from './chunk-B46JO6ZJ.js';

// ../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/environment.js
var require_environment = __commonJS({
  '../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/environment.js'(
    exports,
    module,
  ) {
    'use strict';
    init_esm_shims();
    var isNode = function (nodeProcess) {
      return (
        typeof nodeProcess !== 'undefined' &&
        nodeProcess.versions != null &&
        nodeProcess.versions.node != null &&
        nodeProcess + '' === '[object process]'
      );
    };
    module.exports.isNode = isNode;
    module.exports.platform =
      typeof process !== 'undefined' && isNode(process) ? 'node' : 'browser';
    var worker_threads = module.exports.platform === 'node' && __require('worker_threads');
    module.exports.isMainThread =
      module.exports.platform === 'node'
        ? (!worker_threads || worker_threads.isMainThread) && !process.connected
        : typeof Window !== 'undefined';
    module.exports.cpus =
      module.exports.platform === 'browser'
        ? self.navigator.hardwareConcurrency
        : __require('os').cpus().length;
  },
});

// ../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/Promise.js
var require_Promise = __commonJS({
  '../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/Promise.js'(exports) {
    'use strict';
    init_esm_shims();
    function Promise2(handler, parent) {
      var me = this;
      if (!(this instanceof Promise2)) {
        throw new SyntaxError('Constructor must be called with the new operator');
      }
      if (typeof handler !== 'function') {
        throw new SyntaxError('Function parameter handler(resolve, reject) missing');
      }
      var _onSuccess = [];
      var _onFail = [];
      this.resolved = false;
      this.rejected = false;
      this.pending = true;
      this[Symbol.toStringTag] = 'Promise';
      var _process = function (onSuccess, onFail) {
        _onSuccess.push(onSuccess);
        _onFail.push(onFail);
      };
      this.then = function (onSuccess, onFail) {
        return new Promise2(function (resolve, reject) {
          var s = onSuccess ? _then(onSuccess, resolve, reject) : resolve;
          var f = onFail ? _then(onFail, resolve, reject) : reject;
          _process(s, f);
        }, me);
      };
      var _resolve = function (result) {
        me.resolved = true;
        me.rejected = false;
        me.pending = false;
        _onSuccess.forEach(function (fn) {
          fn(result);
        });
        _process = function (onSuccess, onFail) {
          onSuccess(result);
        };
        _resolve = _reject = function () {};
        return me;
      };
      var _reject = function (error) {
        me.resolved = false;
        me.rejected = true;
        me.pending = false;
        _onFail.forEach(function (fn) {
          fn(error);
        });
        _process = function (onSuccess, onFail) {
          onFail(error);
        };
        _resolve = _reject = function () {};
        return me;
      };
      this.cancel = function () {
        if (parent) {
          parent.cancel();
        } else {
          _reject(new CancellationError());
        }
        return me;
      };
      this.timeout = function (delay) {
        if (parent) {
          parent.timeout(delay);
        } else {
          var timer = setTimeout(function () {
            _reject(new TimeoutError('Promise timed out after ' + delay + ' ms'));
          }, delay);
          me.always(function () {
            clearTimeout(timer);
          });
        }
        return me;
      };
      handler(
        function (result) {
          _resolve(result);
        },
        function (error) {
          _reject(error);
        },
      );
    }
    function _then(callback, resolve, reject) {
      return function (result) {
        try {
          var res = callback(result);
          if (res && typeof res.then === 'function' && typeof res['catch'] === 'function') {
            res.then(resolve, reject);
          } else {
            resolve(res);
          }
        } catch (error) {
          reject(error);
        }
      };
    }
    Promise2.prototype['catch'] = function (onFail) {
      return this.then(null, onFail);
    };
    Promise2.prototype.always = function (fn) {
      return this.then(fn, fn);
    };
    Promise2.prototype.finally = function (fn) {
      const me = this;
      const final = function () {
        return new Promise2((resolve) => resolve()).then(fn).then(() => me);
      };
      return this.then(final, final);
    };
    Promise2.all = function (promises) {
      return new Promise2(function (resolve, reject) {
        var remaining = promises.length,
          results = [];
        if (remaining) {
          promises.forEach(function (p, i) {
            p.then(
              function (result) {
                results[i] = result;
                remaining--;
                if (remaining == 0) {
                  resolve(results);
                }
              },
              function (error) {
                remaining = 0;
                reject(error);
              },
            );
          });
        } else {
          resolve(results);
        }
      });
    };
    Promise2.defer = function () {
      var resolver = {};
      resolver.promise = new Promise2(function (resolve, reject) {
        resolver.resolve = resolve;
        resolver.reject = reject;
      });
      return resolver;
    };
    function CancellationError(message) {
      this.message = message || 'promise cancelled';
      this.stack = new Error().stack;
    }
    CancellationError.prototype = new Error();
    CancellationError.prototype.constructor = Error;
    CancellationError.prototype.name = 'CancellationError';
    Promise2.CancellationError = CancellationError;
    function TimeoutError(message) {
      this.message = message || 'timeout exceeded';
      this.stack = new Error().stack;
    }
    TimeoutError.prototype = new Error();
    TimeoutError.prototype.constructor = Error;
    TimeoutError.prototype.name = 'TimeoutError';
    Promise2.TimeoutError = TimeoutError;
    exports.Promise = Promise2;
  },
});

// ../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/validateOptions.js
var require_validateOptions = __commonJS({
  '../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/validateOptions.js'(
    exports,
  ) {
    'use strict';
    init_esm_shims();
    exports.validateOptions = function validateOptions(options, allowedOptionNames, objectName) {
      if (!options) {
        return;
      }
      var optionNames = options ? Object.keys(options) : [];
      var unknownOptionName = optionNames.find(
        (optionName) => !allowedOptionNames.includes(optionName),
      );
      if (unknownOptionName) {
        throw new Error(
          'Object "' + objectName + '" contains an unknown option "' + unknownOptionName + '"',
        );
      }
      var illegalOptionName = allowedOptionNames.find((allowedOptionName) => {
        return Object.prototype[allowedOptionName] && !optionNames.includes(allowedOptionName);
      });
      if (illegalOptionName) {
        throw new Error(
          'Object "' +
            objectName +
            '" contains an inherited option "' +
            illegalOptionName +
            '" which is not defined in the object itself but in its prototype. Only plain objects are allowed. Please remove the option from the prototype or override it with a value "undefined".',
        );
      }
      return options;
    };
    exports.workerOptsNames = ['credentials', 'name', 'type'];
    exports.forkOptsNames = [
      'cwd',
      'detached',
      'env',
      'execPath',
      'execArgv',
      'gid',
      'serialization',
      'signal',
      'killSignal',
      'silent',
      'stdio',
      'uid',
      'windowsVerbatimArguments',
      'timeout',
    ];
    exports.workerThreadOptsNames = [
      'argv',
      'env',
      'eval',
      'execArgv',
      'stdin',
      'stdout',
      'stderr',
      'workerData',
      'trackUnmanagedFds',
      'transferList',
      'resourceLimits',
      'name',
    ];
  },
});

// ../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/generated/embeddedWorker.js
var require_embeddedWorker = __commonJS({
  '../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/generated/embeddedWorker.js'(
    exports,
    module,
  ) {
    'use strict';
    init_esm_shims();
    module.exports = `!function(e,n){"object"==typeof exports&&"undefined"!=typeof module?module.exports=n():"function"==typeof define&&define.amd?define(n):(e="undefined"!=typeof globalThis?globalThis:e||self).worker=n()}(this,function(){"use strict";function e(n){return e="function"==typeof Symbol&&"symbol"==typeof Symbol.iterator?function(e){return typeof e}:function(e){return e&&"function"==typeof Symbol&&e.constructor===Symbol&&e!==Symbol.prototype?"symbol":typeof e},e(n)}function n(e){return e&&e.__esModule&&Object.prototype.hasOwnProperty.call(e,"default")?e.default:e}var t={};var r=function(e,n){this.message=e,this.transfer=n},o={};function i(e,n){var t=this;if(!(this instanceof i))throw new SyntaxError("Constructor must be called with the new operator");if("function"!=typeof e)throw new SyntaxError("Function parameter handler(resolve, reject) missing");var r=[],o=[];this.resolved=!1,this.rejected=!1,this.pending=!0,this[Symbol.toStringTag]="Promise";var a=function(e,n){r.push(e),o.push(n)};this.then=function(e,n){return new i(function(t,r){var o=e?s(e,t,r):t,i=n?s(n,t,r):r;a(o,i)},t)};var f=function(e){return t.resolved=!0,t.rejected=!1,t.pending=!1,r.forEach(function(n){n(e)}),a=function(n,t){n(e)},f=d=function(){},t},d=function(e){return t.resolved=!1,t.rejected=!0,t.pending=!1,o.forEach(function(n){n(e)}),a=function(n,t){t(e)},f=d=function(){},t};this.cancel=function(){return n?n.cancel():d(new u),t},this.timeout=function(e){if(n)n.timeout(e);else{var r=setTimeout(function(){d(new c("Promise timed out after "+e+" ms"))},e);t.always(function(){clearTimeout(r)})}return t},e(function(e){f(e)},function(e){d(e)})}function s(e,n,t){return function(r){try{var o=e(r);o&&"function"==typeof o.then&&"function"==typeof o.catch?o.then(n,t):n(o)}catch(e){t(e)}}}function u(e){this.message=e||"promise cancelled",this.stack=(new Error).stack}function c(e){this.message=e||"timeout exceeded",this.stack=(new Error).stack}return i.prototype.catch=function(e){return this.then(null,e)},i.prototype.always=function(e){return this.then(e,e)},i.prototype.finally=function(e){var n=this,t=function(){return new i(function(e){return e()}).then(e).then(function(){return n})};return this.then(t,t)},i.all=function(e){return new i(function(n,t){var r=e.length,o=[];r?e.forEach(function(e,i){e.then(function(e){o[i]=e,0==--r&&n(o)},function(e){r=0,t(e)})}):n(o)})},i.defer=function(){var e={};return e.promise=new i(function(n,t){e.resolve=n,e.reject=t}),e},u.prototype=new Error,u.prototype.constructor=Error,u.prototype.name="CancellationError",i.CancellationError=u,c.prototype=new Error,c.prototype.constructor=Error,c.prototype.name="TimeoutError",i.TimeoutError=c,o.Promise=i,function(n){var t=r,i=o.Promise,s="__workerpool-cleanup__",u={exit:function(){}},c={addAbortListener:function(e){u.abortListeners.push(e)},emit:u.emit};if("undefined"!=typeof self&&"function"==typeof postMessage&&"function"==typeof addEventListener)u.on=function(e,n){addEventListener(e,function(e){n(e.data)})},u.send=function(e,n){n?postMessage(e,n):postMessage(e)};else{if("undefined"==typeof process)throw new Error("Script must be executed as a worker");var a;try{a=require("worker_threads")}catch(n){if("object"!==e(n)||null===n||"MODULE_NOT_FOUND"!==n.code)throw n}if(a&&null!==a.parentPort){var f=a.parentPort;u.send=f.postMessage.bind(f),u.on=f.on.bind(f),u.exit=process.exit.bind(process)}else u.on=process.on.bind(process),u.send=function(e){process.send(e)},u.on("disconnect",function(){process.exit(1)}),u.exit=process.exit.bind(process)}function d(e){return e&&e.toJSON?JSON.parse(JSON.stringify(e)):JSON.parse(JSON.stringify(e,Object.getOwnPropertyNames(e)))}function l(e){return e&&"function"==typeof e.then&&"function"==typeof e.catch}u.methods={},u.methods.run=function(e,n){var t=new Function("return ("+e+").apply(this, arguments);");return t.worker=c,t.apply(t,n)},u.methods.methods=function(){return Object.keys(u.methods)},u.terminationHandler=void 0,u.abortListenerTimeout=1e3,u.abortListeners=[],u.terminateAndExit=function(e){var n=function(){u.exit(e)};if(!u.terminationHandler)return n();var t=u.terminationHandler(e);return l(t)?(t.then(n,n),t):(n(),new i(function(e,n){n(new Error("Worker terminating"))}))},u.cleanup=function(e){if(!u.abortListeners.length)return u.send({id:e,method:s,error:d(new Error("Worker terminating"))}),new i(function(e){e()});var n,t=u.abortListeners.map(function(e){return e()}),r=new i(function(e,t){n=setTimeout(function(){t(new Error("Timeout occurred waiting for abort handler, killing worker"))},u.abortListenerTimeout)}),o=i.all(t).then(function(){clearTimeout(n),u.abortListeners.length&&(u.abortListeners=[])},function(){clearTimeout(n),u.exit()});return new i(function(e,n){o.then(e,n),r.then(e,n)}).then(function(){u.send({id:e,method:s,error:null})},function(n){u.send({id:e,method:s,error:n?d(n):null})})};var p=null;u.on("message",function(e){if("__workerpool-terminate__"===e)return u.terminateAndExit(0);if(e.method===s)return u.cleanup(e.id);try{var n=u.methods[e.method];if(!n)throw new Error('Unknown method "'+e.method+'"');p=e.id;var r=n.apply(n,e.params);l(r)?r.then(function(n){n instanceof t?u.send({id:e.id,result:n.message,error:null},n.transfer):u.send({id:e.id,result:n,error:null}),p=null}).catch(function(n){u.send({id:e.id,result:null,error:d(n)}),p=null}):(r instanceof t?u.send({id:e.id,result:r.message,error:null},r.transfer):u.send({id:e.id,result:r,error:null}),p=null)}catch(n){u.send({id:e.id,result:null,error:d(n)})}}),u.register=function(e,n){if(e)for(var t in e)e.hasOwnProperty(t)&&(u.methods[t]=e[t],u.methods[t].worker=c);n&&(u.terminationHandler=n.onTerminate,u.abortListenerTimeout=n.abortListenerTimeout||1e3),u.send("ready")},u.emit=function(e){if(p){if(e instanceof t)return void u.send({id:p,isEvent:!0,payload:e.message},e.transfer);u.send({id:p,isEvent:!0,payload:e})}},n.add=u.register,n.emit=u.emit}(t),n(t)});
//# sourceMappingURL=worker.min.js.map
`;
  },
});

// ../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/WorkerHandler.js
var require_WorkerHandler = __commonJS({
  '../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/WorkerHandler.js'(
    exports,
    module,
  ) {
    'use strict';
    init_esm_shims();
    var { Promise: Promise2 } = require_Promise();
    var environment = require_environment();
    var { validateOptions, forkOptsNames, workerThreadOptsNames, workerOptsNames } =
      require_validateOptions();
    var TERMINATE_METHOD_ID = '__workerpool-terminate__';
    var CLEANUP_METHOD_ID = '__workerpool-cleanup__';
    function ensureWorkerThreads() {
      var WorkerThreads = tryRequireWorkerThreads();
      if (!WorkerThreads) {
        throw new Error(
          "WorkerPool: workerType = 'thread' is not supported, Node >= 11.7.0 required",
        );
      }
      return WorkerThreads;
    }
    function ensureWebWorker() {
      if (
        typeof Worker !== 'function' &&
        (typeof Worker !== 'object' || typeof Worker.prototype.constructor !== 'function')
      ) {
        throw new Error('WorkerPool: Web Workers not supported');
      }
    }
    function tryRequireWorkerThreads() {
      try {
        return __require('worker_threads');
      } catch (error) {
        if (typeof error === 'object' && error !== null && error.code === 'MODULE_NOT_FOUND') {
          return null;
        } else {
          throw error;
        }
      }
    }
    function getDefaultWorker() {
      if (environment.platform === 'browser') {
        if (typeof Blob === 'undefined') {
          throw new Error('Blob not supported by the browser');
        }
        if (!window.URL || typeof window.URL.createObjectURL !== 'function') {
          throw new Error('URL.createObjectURL not supported by the browser');
        }
        var blob = new Blob([require_embeddedWorker()], { type: 'text/javascript' });
        return window.URL.createObjectURL(blob);
      } else {
        return __dirname + '/worker.js';
      }
    }
    function setupWorker(script, options) {
      if (options.workerType === 'web') {
        ensureWebWorker();
        return setupBrowserWorker(script, options.workerOpts, Worker);
      } else if (options.workerType === 'thread') {
        WorkerThreads = ensureWorkerThreads();
        return setupWorkerThreadWorker(script, WorkerThreads, options);
      } else if (options.workerType === 'process' || !options.workerType) {
        return setupProcessWorker(script, resolveForkOptions(options), __require('child_process'));
      } else {
        if (environment.platform === 'browser') {
          ensureWebWorker();
          return setupBrowserWorker(script, options.workerOpts, Worker);
        } else {
          var WorkerThreads = tryRequireWorkerThreads();
          if (WorkerThreads) {
            return setupWorkerThreadWorker(script, WorkerThreads, options);
          } else {
            return setupProcessWorker(
              script,
              resolveForkOptions(options),
              __require('child_process'),
            );
          }
        }
      }
    }
    function setupBrowserWorker(script, workerOpts, Worker2) {
      validateOptions(workerOpts, workerOptsNames, 'workerOpts');
      var worker = new Worker2(script, workerOpts);
      worker.isBrowserWorker = true;
      worker.on = function (event, callback) {
        this.addEventListener(event, function (message) {
          callback(message.data);
        });
      };
      worker.send = function (message, transfer) {
        this.postMessage(message, transfer);
      };
      return worker;
    }
    function setupWorkerThreadWorker(script, WorkerThreads, options) {
      validateOptions(options?.workerThreadOpts, workerThreadOptsNames, 'workerThreadOpts');
      var worker = new WorkerThreads.Worker(script, {
        stdout: options?.emitStdStreams ?? false,
        // pipe worker.STDOUT to process.STDOUT if not requested
        stderr: options?.emitStdStreams ?? false,
        // pipe worker.STDERR to process.STDERR if not requested
        ...options?.workerThreadOpts,
      });
      worker.isWorkerThread = true;
      worker.send = function (message, transfer) {
        this.postMessage(message, transfer);
      };
      worker.kill = function () {
        this.terminate();
        return true;
      };
      worker.disconnect = function () {
        this.terminate();
      };
      if (options?.emitStdStreams) {
        worker.stdout.on('data', (data) => worker.emit('stdout', data));
        worker.stderr.on('data', (data) => worker.emit('stderr', data));
      }
      return worker;
    }
    function setupProcessWorker(script, options, child_process) {
      validateOptions(options.forkOpts, forkOptsNames, 'forkOpts');
      var worker = child_process.fork(script, options.forkArgs, options.forkOpts);
      var send = worker.send;
      worker.send = function (message) {
        return send.call(worker, message);
      };
      if (options.emitStdStreams) {
        worker.stdout.on('data', (data) => worker.emit('stdout', data));
        worker.stderr.on('data', (data) => worker.emit('stderr', data));
      }
      worker.isChildProcess = true;
      return worker;
    }
    function resolveForkOptions(opts) {
      opts = opts || {};
      var processExecArgv = process.execArgv.join(' ');
      var inspectorActive = processExecArgv.indexOf('--inspect') !== -1;
      var debugBrk = processExecArgv.indexOf('--debug-brk') !== -1;
      var execArgv = [];
      if (inspectorActive) {
        execArgv.push('--inspect=' + opts.debugPort);
        if (debugBrk) {
          execArgv.push('--debug-brk');
        }
      }
      process.execArgv.forEach(function (arg) {
        if (arg.indexOf('--max-old-space-size') > -1) {
          execArgv.push(arg);
        }
      });
      return Object.assign({}, opts, {
        forkArgs: opts.forkArgs,
        forkOpts: Object.assign({}, opts.forkOpts, {
          execArgv: ((opts.forkOpts && opts.forkOpts.execArgv) || []).concat(execArgv),
          stdio: opts.emitStdStreams ? 'pipe' : void 0,
        }),
      });
    }
    function objectToError(obj) {
      var temp = new Error('');
      var props = Object.keys(obj);
      for (var i = 0; i < props.length; i++) {
        temp[props[i]] = obj[props[i]];
      }
      return temp;
    }
    function handleEmittedStdPayload(handler, payload) {
      Object.values(handler.processing).forEach((task) => task?.options?.on(payload));
      Object.values(handler.tracking).forEach((task) => task?.options?.on(payload));
    }
    function WorkerHandler(script, _options) {
      var me = this;
      var options = _options || {};
      this.script = script || getDefaultWorker();
      this.worker = setupWorker(this.script, options);
      this.debugPort = options.debugPort;
      this.forkOpts = options.forkOpts;
      this.forkArgs = options.forkArgs;
      this.workerOpts = options.workerOpts;
      this.workerThreadOpts = options.workerThreadOpts;
      this.workerTerminateTimeout = options.workerTerminateTimeout;
      if (!script) {
        this.worker.ready = true;
      }
      this.requestQueue = [];
      this.worker.on('stdout', function (data) {
        handleEmittedStdPayload(me, { stdout: data.toString() });
      });
      this.worker.on('stderr', function (data) {
        handleEmittedStdPayload(me, { stderr: data.toString() });
      });
      this.worker.on('message', function (response) {
        if (me.terminated) {
          return;
        }
        if (typeof response === 'string' && response === 'ready') {
          me.worker.ready = true;
          dispatchQueuedRequests();
        } else {
          var id = response.id;
          var task = me.processing[id];
          if (task !== void 0) {
            if (response.isEvent) {
              if (task.options && typeof task.options.on === 'function') {
                task.options.on(response.payload);
              }
            } else {
              delete me.processing[id];
              if (me.terminating === true) {
                me.terminate();
              }
              if (response.error) {
                task.resolver.reject(objectToError(response.error));
              } else {
                task.resolver.resolve(response.result);
              }
            }
          } else {
            var task = me.tracking[id];
            if (task !== void 0) {
              if (response.isEvent) {
                if (task.options && typeof task.options.on === 'function') {
                  task.options.on(response.payload);
                }
              }
            }
          }
          if (response.method === CLEANUP_METHOD_ID) {
            var trackedTask = me.tracking[response.id];
            if (trackedTask !== void 0) {
              if (response.error) {
                clearTimeout(trackedTask.timeoutId);
                trackedTask.resolver.reject(objectToError(response.error));
              } else {
                me.tracking && clearTimeout(trackedTask.timeoutId);
                trackedTask.resolver.reject(new WrappedTimeoutError(trackedTask.error));
              }
            }
            delete me.tracking[id];
          }
        }
      });
      function onError(error) {
        me.terminated = true;
        for (var id in me.processing) {
          if (me.processing[id] !== void 0) {
            me.processing[id].resolver.reject(error);
          }
        }
        me.processing = /* @__PURE__ */ Object.create(null);
      }
      function dispatchQueuedRequests() {
        for (const request of me.requestQueue.splice(0)) {
          me.worker.send(request.message, request.transfer);
        }
      }
      var worker = this.worker;
      this.worker.on('error', function (error) {
        const message =
          error && error.message ? error.message : String(error || 'Unknown worker error');
        onError(new TerminateError('Workerpool Worker error: ' + message, error));
      });
      this.worker.on('exit', function (exitCode, signalCode) {
        var message = 'Workerpool Worker terminated Unexpectedly\n';
        message += '    exitCode: `' + exitCode + '`\n';
        message += '    signalCode: `' + signalCode + '`\n';
        message += '    workerpool.script: `' + me.script + '`\n';
        message += '    spawnArgs: `' + worker.spawnargs + '`\n';
        message += '    spawnfile: `' + worker.spawnfile + '`\n';
        message += '    stdout: `' + worker.stdout + '`\n';
        message += '    stderr: `' + worker.stderr + '`\n';
        onError(new TerminateError(message));
      });
      this.processing = /* @__PURE__ */ Object.create(null);
      this.tracking = /* @__PURE__ */ Object.create(null);
      this.terminating = false;
      this.terminated = false;
      this.cleaning = false;
      this.terminationHandler = null;
      this.lastId = 0;
    }
    WorkerHandler.prototype.methods = function () {
      return this.exec('methods');
    };
    WorkerHandler.prototype.exec = function (method, params, resolver, options) {
      if (!resolver) {
        resolver = Promise2.defer();
      }
      var id = ++this.lastId;
      this.processing[id] = {
        id,
        resolver,
        options,
      };
      var request = {
        message: {
          id,
          method,
          params,
        },
        transfer: options && options.transfer,
      };
      if (this.terminated) {
        resolver.reject(new TerminateError('Worker is terminated'));
      } else if (this.worker.ready) {
        this.worker.send(request.message, request.transfer);
      } else {
        this.requestQueue.push(request);
      }
      var me = this;
      return resolver.promise.catch(function (error) {
        if (error instanceof Promise2.CancellationError || error instanceof Promise2.TimeoutError) {
          me.tracking[id] = {
            id,
            resolver: Promise2.defer(),
            options,
            error,
          };
          delete me.processing[id];
          me.tracking[id].resolver.promise = me.tracking[id].resolver.promise.catch(function (err) {
            delete me.tracking[id];
            if (err instanceof WrappedTimeoutError) {
              throw err.error;
            }
            var promise = me.terminateAndNotify(true).then(
              function () {
                throw err;
              },
              function (err2) {
                throw err2;
              },
            );
            return promise;
          });
          me.worker.send({
            id,
            method: CLEANUP_METHOD_ID,
          });
          me.tracking[id].timeoutId = setTimeout(function () {
            me.tracking[id].resolver.reject(error);
          }, me.workerTerminateTimeout);
          return me.tracking[id].resolver.promise;
        } else {
          throw error;
        }
      });
    };
    WorkerHandler.prototype.busy = function () {
      return (
        this.cleaning ||
        Object.keys(this.processing).length > 0 ||
        Object.keys(this.tracking).length > 0
      );
    };
    WorkerHandler.prototype.terminate = function (force, callback) {
      var me = this;
      if (force) {
        for (var id in this.processing) {
          if (this.processing[id] !== void 0) {
            this.processing[id].resolver.reject(new Error('Worker terminated'));
          }
        }
        this.processing = /* @__PURE__ */ Object.create(null);
      }
      for (var task of Object.values(me.tracking)) {
        clearTimeout(task.timeoutId);
        task.resolver.reject(new Error('Worker Terminating'));
      }
      me.tracking = /* @__PURE__ */ Object.create(null);
      if (typeof callback === 'function') {
        this.terminationHandler = callback;
      }
      if (!this.busy()) {
        var cleanup = function (err) {
          me.terminated = true;
          me.cleaning = false;
          if (me.worker != null && me.worker.removeAllListeners) {
            me.worker.removeAllListeners('message');
          }
          me.worker = null;
          me.terminating = false;
          if (me.terminationHandler) {
            me.terminationHandler(err, me);
          } else if (err) {
            throw err;
          }
        };
        if (this.worker) {
          if (typeof this.worker.kill === 'function') {
            if (this.worker.killed) {
              cleanup(new Error('worker already killed!'));
              return;
            }
            var cleanExitTimeout = setTimeout(function () {
              if (me.worker) {
                me.worker.kill();
              }
            }, this.workerTerminateTimeout);
            this.worker.once('exit', function () {
              clearTimeout(cleanExitTimeout);
              if (me.worker) {
                me.worker.killed = true;
              }
              cleanup();
            });
            if (this.worker.ready) {
              this.worker.send(TERMINATE_METHOD_ID);
            } else {
              this.requestQueue.push({ message: TERMINATE_METHOD_ID });
            }
            this.cleaning = true;
            return;
          } else if (typeof this.worker.terminate === 'function') {
            this.worker.terminate();
            this.worker.killed = true;
          } else {
            throw new Error('Failed to terminate worker');
          }
        }
        cleanup();
      } else {
        this.terminating = true;
      }
    };
    WorkerHandler.prototype.terminateAndNotify = function (force, timeout) {
      var resolver = Promise2.defer();
      if (timeout) {
        resolver.promise.timeout(timeout);
      }
      this.terminate(force, function (err, worker) {
        if (err) {
          resolver.reject(err);
        } else {
          resolver.resolve(worker);
        }
      });
      return resolver.promise;
    };
    function WrappedTimeoutError(timeoutError) {
      this.error = timeoutError;
      this.stack = new Error().stack;
    }
    var TerminateError = class extends Error {
      /**
       * Create a timeout error
       * @param {String} [message]
       * @param {Error=} [cause]
       */
      constructor(message, cause) {
        super(message || 'worker terminated');
        this.cause = cause;
      }
    };
    module.exports = WorkerHandler;
    module.exports._tryRequireWorkerThreads = tryRequireWorkerThreads;
    module.exports._setupProcessWorker = setupProcessWorker;
    module.exports._setupBrowserWorker = setupBrowserWorker;
    module.exports._setupWorkerThreadWorker = setupWorkerThreadWorker;
    module.exports.ensureWorkerThreads = ensureWorkerThreads;
    module.exports.TerminateError = TerminateError;
  },
});

// ../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/queues.js
var require_queues = __commonJS({
  '../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/queues.js'(
    exports,
    module,
  ) {
    'use strict';
    init_esm_shims();
    function FIFOQueue() {
      this.tasks = [];
    }
    FIFOQueue.prototype.push = function (task) {
      this.tasks.push(task);
    };
    FIFOQueue.prototype.pop = function () {
      return this.tasks.shift();
    };
    FIFOQueue.prototype.size = function () {
      return this.tasks.length;
    };
    FIFOQueue.prototype.contains = function (task) {
      return this.tasks.includes(task);
    };
    FIFOQueue.prototype.clear = function () {
      this.tasks.length = 0;
    };
    function LIFOQueue() {
      this.tasks = [];
    }
    LIFOQueue.prototype.push = function (task) {
      this.tasks.push(task);
    };
    LIFOQueue.prototype.pop = function () {
      return this.tasks.pop();
    };
    LIFOQueue.prototype.size = function () {
      return this.tasks.length;
    };
    LIFOQueue.prototype.contains = function (task) {
      return this.tasks.includes(task);
    };
    LIFOQueue.prototype.clear = function () {
      this.tasks.length = 0;
    };
    module.exports = { FIFOQueue, LIFOQueue };
  },
});

// ../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/debug-port-allocator.js
var require_debug_port_allocator = __commonJS({
  '../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/debug-port-allocator.js'(
    exports,
    module,
  ) {
    'use strict';
    init_esm_shims();
    var MAX_PORTS = 65535;
    module.exports = DebugPortAllocator;
    function DebugPortAllocator() {
      this.ports = /* @__PURE__ */ Object.create(null);
      this.length = 0;
    }
    DebugPortAllocator.prototype.nextAvailableStartingAt = function (starting) {
      while (this.ports[starting] === true) {
        starting++;
      }
      if (starting >= MAX_PORTS) {
        throw new Error('WorkerPool debug port limit reached: ' + starting + '>= ' + MAX_PORTS);
      }
      this.ports[starting] = true;
      this.length++;
      return starting;
    };
    DebugPortAllocator.prototype.releasePort = function (port) {
      delete this.ports[port];
      this.length--;
    };
  },
});

// ../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/Pool.js
var require_Pool = __commonJS({
  '../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/Pool.js'(
    exports,
    module,
  ) {
    'use strict';
    init_esm_shims();
    var { Promise: Promise2 } = require_Promise();
    var WorkerHandler = require_WorkerHandler();
    var environment = require_environment();
    var { FIFOQueue, LIFOQueue } = require_queues();
    var DebugPortAllocator = require_debug_port_allocator();
    var DEBUG_PORT_ALLOCATOR = new DebugPortAllocator();
    function Pool(script, options) {
      if (typeof script === 'string') {
        this.script = script || null;
      } else {
        this.script = null;
        options = script;
      }
      this.workers = [];
      this.taskQueue = this._createQueue((options && options.queueStrategy) || 'fifo');
      options = options || {};
      this.forkArgs = Object.freeze(options.forkArgs || []);
      this.forkOpts = Object.freeze(options.forkOpts || {});
      this.workerOpts = Object.freeze(options.workerOpts || {});
      this.workerThreadOpts = Object.freeze(options.workerThreadOpts || {});
      this.debugPortStart = options.debugPortStart || 43210;
      this.nodeWorker = options.nodeWorker;
      this.workerType = options.workerType || options.nodeWorker || 'auto';
      this.maxQueueSize = options.maxQueueSize || Infinity;
      this.workerTerminateTimeout = options.workerTerminateTimeout || 1e3;
      this.onCreateWorker = options.onCreateWorker || (() => null);
      this.onTerminateWorker = options.onTerminateWorker || (() => null);
      this.emitStdStreams = options.emitStdStreams || false;
      if (options && 'maxWorkers' in options) {
        validateMaxWorkers(options.maxWorkers);
        this.maxWorkers = options.maxWorkers;
      } else {
        this.maxWorkers = Math.max((environment.cpus || 4) - 1, 1);
      }
      if (options && 'minWorkers' in options) {
        if (options.minWorkers === 'max') {
          this.minWorkers = this.maxWorkers;
        } else {
          validateMinWorkers(options.minWorkers);
          this.minWorkers = options.minWorkers;
          this.maxWorkers = Math.max(this.minWorkers, this.maxWorkers);
        }
        this._ensureMinWorkers();
      }
      this._boundNext = this._next.bind(this);
      if (this.workerType === 'thread') {
        WorkerHandler.ensureWorkerThreads();
      }
    }
    Pool.prototype.exec = function (method, params, options) {
      if (params && !Array.isArray(params)) {
        throw new TypeError('Array expected as argument "params"');
      }
      if (typeof method === 'string') {
        var resolver = Promise2.defer();
        if (this.taskQueue.size() >= this.maxQueueSize) {
          throw new Error('Max queue size of ' + this.maxQueueSize + ' reached');
        }
        var task = {
          method,
          params,
          resolver,
          timeout: null,
          options,
        };
        this.taskQueue.push(task);
        var originalTimeout = resolver.promise.timeout;
        var taskQueue = this.taskQueue;
        resolver.promise.timeout = function timeout(delay) {
          if (taskQueue.contains(task)) {
            task.timeout = delay;
            return resolver.promise;
          } else {
            return originalTimeout.call(resolver.promise, delay);
          }
        };
        this._next();
        return resolver.promise;
      } else if (typeof method === 'function') {
        return this.exec('run', [String(method), params], options);
      } else {
        throw new TypeError('Function or string expected as argument "method"');
      }
    };
    Pool.prototype.proxy = function () {
      if (arguments.length > 0) {
        throw new Error('No arguments expected');
      }
      var pool = this;
      return this.exec('methods').then(function (methods) {
        var proxy = {};
        methods.forEach(function (method) {
          proxy[method] = function () {
            return pool.exec(method, Array.prototype.slice.call(arguments));
          };
        });
        return proxy;
      });
    };
    Pool.prototype._next = function () {
      if (this.taskQueue.size() > 0) {
        var worker = this._getWorker();
        if (worker) {
          var me = this;
          var task = this.taskQueue.pop();
          if (task.resolver.promise.pending) {
            var promise = worker
              .exec(task.method, task.params, task.resolver, task.options)
              .then(me._boundNext)
              .catch(function () {
                if (worker.terminated) {
                  return me._removeWorker(worker);
                }
              })
              .then(function () {
                me._next();
              });
            if (typeof task.timeout === 'number') {
              promise.timeout(task.timeout);
            }
          } else {
            me._next();
          }
        }
      }
    };
    Pool.prototype._getWorker = function () {
      var workers = this.workers;
      for (var i = 0; i < workers.length; i++) {
        var worker = workers[i];
        if (worker.busy() === false) {
          return worker;
        }
      }
      if (workers.length < this.maxWorkers) {
        worker = this._createWorkerHandler();
        workers.push(worker);
        return worker;
      }
      return null;
    };
    Pool.prototype._removeWorker = function (worker) {
      var me = this;
      DEBUG_PORT_ALLOCATOR.releasePort(worker.debugPort);
      this._removeWorkerFromList(worker);
      this._ensureMinWorkers();
      return new Promise2(function (resolve, reject) {
        worker.terminate(false, function (err) {
          me.onTerminateWorker({
            forkArgs: worker.forkArgs,
            forkOpts: worker.forkOpts,
            workerThreadOpts: worker.workerThreadOpts,
            script: worker.script,
          });
          if (err) {
            reject(err);
          } else {
            resolve(worker);
          }
        });
      });
    };
    Pool.prototype._removeWorkerFromList = function (worker) {
      var index = this.workers.indexOf(worker);
      if (index !== -1) {
        this.workers.splice(index, 1);
      }
    };
    Pool.prototype.terminate = function (force, timeout) {
      var me = this;
      var taskQueue = this.taskQueue;
      while (taskQueue.size() > 0) {
        var task = taskQueue.pop();
        if (task) {
          task.resolver.reject(new Error('Pool terminated'));
        } else {
          break;
        }
      }
      taskQueue.clear();
      var f = function (worker) {
        DEBUG_PORT_ALLOCATOR.releasePort(worker.debugPort);
        this._removeWorkerFromList(worker);
      };
      var removeWorker = f.bind(this);
      var promises = [];
      var workers = this.workers.slice();
      workers.forEach(function (worker) {
        var termPromise = worker
          .terminateAndNotify(force, timeout)
          .then(removeWorker)
          .always(function () {
            me.onTerminateWorker({
              forkArgs: worker.forkArgs,
              forkOpts: worker.forkOpts,
              workerThreadOpts: worker.workerThreadOpts,
              script: worker.script,
            });
          });
        promises.push(termPromise);
      });
      return Promise2.all(promises);
    };
    Pool.prototype.stats = function () {
      var totalWorkers = this.workers.length;
      var busyWorkers = this.workers.filter(function (worker) {
        return worker.busy();
      }).length;
      return {
        totalWorkers,
        busyWorkers,
        idleWorkers: totalWorkers - busyWorkers,
        pendingTasks: this.taskQueue.size(),
        activeTasks: busyWorkers,
      };
    };
    Pool.prototype._ensureMinWorkers = function () {
      if (this.minWorkers) {
        for (var i = this.workers.length; i < this.minWorkers; i++) {
          this.workers.push(this._createWorkerHandler());
        }
      }
    };
    Pool.prototype._createWorkerHandler = function () {
      const overriddenParams =
        this.onCreateWorker({
          forkArgs: this.forkArgs,
          forkOpts: this.forkOpts,
          workerOpts: this.workerOpts,
          workerThreadOpts: this.workerThreadOpts,
          script: this.script,
        }) || {};
      return new WorkerHandler(overriddenParams.script || this.script, {
        forkArgs: overriddenParams.forkArgs || this.forkArgs,
        forkOpts: overriddenParams.forkOpts || this.forkOpts,
        workerOpts: overriddenParams.workerOpts || this.workerOpts,
        workerThreadOpts: overriddenParams.workerThreadOpts || this.workerThreadOpts,
        debugPort: DEBUG_PORT_ALLOCATOR.nextAvailableStartingAt(this.debugPortStart),
        workerType: this.workerType,
        workerTerminateTimeout: this.workerTerminateTimeout,
        emitStdStreams: this.emitStdStreams,
      });
    };
    Pool.prototype._createQueue = function (strategy) {
      if (typeof strategy === 'string') {
        switch (strategy) {
          case 'fifo':
            return new FIFOQueue();
          case 'lifo':
            return new LIFOQueue();
          default:
            throw new Error('Unknown queue strategy: ' + strategy);
        }
      }
      if (!strategy) {
        throw new Error('Queue strategy cannot be null or undefined');
      }
      var requiredMethods = ['push', 'pop', 'size', 'contains', 'clear'];
      for (var i = 0; i < requiredMethods.length; i++) {
        var method = requiredMethods[i];
        if (typeof strategy[method] !== 'function') {
          throw new Error('Queue strategy must implement method: ' + method);
        }
      }
      return strategy;
    };
    function validateMaxWorkers(maxWorkers) {
      if (!isNumber(maxWorkers) || !isInteger(maxWorkers) || maxWorkers < 1) {
        throw new TypeError('Option maxWorkers must be an integer number >= 1');
      }
    }
    function validateMinWorkers(minWorkers) {
      if (!isNumber(minWorkers) || !isInteger(minWorkers) || minWorkers < 0) {
        throw new TypeError('Option minWorkers must be an integer number >= 0');
      }
    }
    function isNumber(value) {
      return typeof value === 'number';
    }
    function isInteger(value) {
      return Math.round(value) == value;
    }
    module.exports = Pool;
  },
});

// ../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/transfer.js
var require_transfer = __commonJS({
  '../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/transfer.js'(
    exports,
    module,
  ) {
    'use strict';
    init_esm_shims();
    function Transfer(message, transfer) {
      this.message = message;
      this.transfer = transfer;
    }
    module.exports = Transfer;
  },
});

// ../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/worker.js
var require_worker = __commonJS({
  '../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/worker.js'(exports) {
    'use strict';
    init_esm_shims();
    var Transfer = require_transfer();
    var Promise2 = require_Promise().Promise;
    var TERMINATE_METHOD_ID = '__workerpool-terminate__';
    var CLEANUP_METHOD_ID = '__workerpool-cleanup__';
    var TIMEOUT_DEFAULT = 1e3;
    var worker = {
      exit: function () {},
    };
    var publicWorker = {
      /**
       * Registers listeners which will trigger when a task is timed out or canceled. If all listeners resolve, the worker executing the given task will not be terminated.
       * *Note*: If there is a blocking operation within a listener, the worker will be terminated.
       * @param {() => Promise<void>} listener
       */
      addAbortListener: function (listener) {
        worker.abortListeners.push(listener);
      },
      /**
       * Emit an event from the worker thread to the main thread.
       * @param {any} payload
       */
      emit: worker.emit,
    };
    if (
      typeof self !== 'undefined' &&
      typeof postMessage === 'function' &&
      typeof addEventListener === 'function'
    ) {
      worker.on = function (event, callback) {
        addEventListener(event, function (message) {
          callback(message.data);
        });
      };
      worker.send = function (message, transfer) {
        transfer ? postMessage(message, transfer) : postMessage(message);
      };
    } else if (typeof process !== 'undefined') {
      try {
        WorkerThreads = __require('worker_threads');
      } catch (error) {
        if (typeof error === 'object' && error !== null && error.code === 'MODULE_NOT_FOUND') {
        } else {
          throw error;
        }
      }
      if (
        WorkerThreads /* if there is a parentPort, we are in a WorkerThread */ &&
        WorkerThreads.parentPort !== null
      ) {
        parentPort = WorkerThreads.parentPort;
        worker.send = parentPort.postMessage.bind(parentPort);
        worker.on = parentPort.on.bind(parentPort);
        worker.exit = process.exit.bind(process);
      } else {
        worker.on = process.on.bind(process);
        worker.send = function (message) {
          process.send(message);
        };
        worker.on('disconnect', function () {
          process.exit(1);
        });
        worker.exit = process.exit.bind(process);
      }
    } else {
      throw new Error('Script must be executed as a worker');
    }
    var WorkerThreads;
    var parentPort;
    function convertError(error) {
      if (error && error.toJSON) {
        return JSON.parse(JSON.stringify(error));
      }
      return JSON.parse(JSON.stringify(error, Object.getOwnPropertyNames(error)));
    }
    function isPromise(value) {
      return value && typeof value.then === 'function' && typeof value.catch === 'function';
    }
    worker.methods = {};
    worker.methods.run = function run(fn, args) {
      var f = new Function('return (' + fn + ').apply(this, arguments);');
      f.worker = publicWorker;
      return f.apply(f, args);
    };
    worker.methods.methods = function methods() {
      return Object.keys(worker.methods);
    };
    worker.terminationHandler = void 0;
    worker.abortListenerTimeout = TIMEOUT_DEFAULT;
    worker.abortListeners = [];
    worker.terminateAndExit = function (code) {
      var _exit = function () {
        worker.exit(code);
      };
      if (!worker.terminationHandler) {
        return _exit();
      }
      var result = worker.terminationHandler(code);
      if (isPromise(result)) {
        result.then(_exit, _exit);
        return result;
      } else {
        _exit();
        return new Promise2(function (_resolve, reject) {
          reject(new Error('Worker terminating'));
        });
      }
    };
    worker.cleanup = function (requestId) {
      if (!worker.abortListeners.length) {
        worker.send({
          id: requestId,
          method: CLEANUP_METHOD_ID,
          error: convertError(new Error('Worker terminating')),
        });
        return new Promise2(function (resolve) {
          resolve();
        });
      }
      var _exit = function () {
        worker.exit();
      };
      var _abort = function () {
        if (worker.abortListeners.length) {
          worker.abortListeners = [];
        }
      };
      const promises = worker.abortListeners.map((listener) => listener());
      let timerId;
      const timeoutPromise = new Promise2((_resolve, reject) => {
        timerId = setTimeout(function () {
          reject(new Error('Timeout occurred waiting for abort handler, killing worker'));
        }, worker.abortListenerTimeout);
      });
      const settlePromise = Promise2.all(promises).then(
        function () {
          clearTimeout(timerId);
          _abort();
        },
        function () {
          clearTimeout(timerId);
          _exit();
        },
      );
      return new Promise2(function (resolve, reject) {
        settlePromise.then(resolve, reject);
        timeoutPromise.then(resolve, reject);
      }).then(
        function () {
          worker.send({
            id: requestId,
            method: CLEANUP_METHOD_ID,
            error: null,
          });
        },
        function (err) {
          worker.send({
            id: requestId,
            method: CLEANUP_METHOD_ID,
            error: err ? convertError(err) : null,
          });
        },
      );
    };
    var currentRequestId = null;
    worker.on('message', function (request) {
      if (request === TERMINATE_METHOD_ID) {
        return worker.terminateAndExit(0);
      }
      if (request.method === CLEANUP_METHOD_ID) {
        return worker.cleanup(request.id);
      }
      try {
        var method = worker.methods[request.method];
        if (method) {
          currentRequestId = request.id;
          var result = method.apply(method, request.params);
          if (isPromise(result)) {
            result
              .then(function (result2) {
                if (result2 instanceof Transfer) {
                  worker.send(
                    {
                      id: request.id,
                      result: result2.message,
                      error: null,
                    },
                    result2.transfer,
                  );
                } else {
                  worker.send({
                    id: request.id,
                    result: result2,
                    error: null,
                  });
                }
                currentRequestId = null;
              })
              .catch(function (err) {
                worker.send({
                  id: request.id,
                  result: null,
                  error: convertError(err),
                });
                currentRequestId = null;
              });
          } else {
            if (result instanceof Transfer) {
              worker.send(
                {
                  id: request.id,
                  result: result.message,
                  error: null,
                },
                result.transfer,
              );
            } else {
              worker.send({
                id: request.id,
                result,
                error: null,
              });
            }
            currentRequestId = null;
          }
        } else {
          throw new Error('Unknown method "' + request.method + '"');
        }
      } catch (err) {
        worker.send({
          id: request.id,
          result: null,
          error: convertError(err),
        });
      }
    });
    worker.register = function (methods, options) {
      if (methods) {
        for (var name in methods) {
          if (methods.hasOwnProperty(name)) {
            worker.methods[name] = methods[name];
            worker.methods[name].worker = publicWorker;
          }
        }
      }
      if (options) {
        worker.terminationHandler = options.onTerminate;
        worker.abortListenerTimeout = options.abortListenerTimeout || TIMEOUT_DEFAULT;
      }
      worker.send('ready');
    };
    worker.emit = function (payload) {
      if (currentRequestId) {
        if (payload instanceof Transfer) {
          worker.send(
            {
              id: currentRequestId,
              isEvent: true,
              payload: payload.message,
            },
            payload.transfer,
          );
          return;
        }
        worker.send({
          id: currentRequestId,
          isEvent: true,
          payload,
        });
      }
    };
    if (typeof exports !== 'undefined') {
      exports.add = worker.register;
      exports.emit = worker.emit;
    }
  },
});

// ../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/index.js
var require_src = __commonJS({
  '../../node_modules/.pnpm/workerpool@10.0.3/node_modules/workerpool/src/index.js'(exports) {
    'use strict';
    init_esm_shims();
    var { platform, isMainThread, cpus } = require_environment();
    var { TerminateError } = require_WorkerHandler();
    function pool(script, options) {
      var Pool = require_Pool();
      return new Pool(script, options);
    }
    exports.pool = pool;
    function worker(methods, options) {
      var worker2 = require_worker();
      worker2.add(methods, options);
    }
    exports.worker = worker;
    function workerEmit(payload) {
      var worker2 = require_worker();
      worker2.emit(payload);
    }
    exports.workerEmit = workerEmit;
    var { Promise: Promise2 } = require_Promise();
    exports.Promise = Promise2;
    exports.Transfer = require_transfer();
    exports.platform = platform;
    exports.isMainThread = isMainThread;
    exports.cpus = cpus;
    exports.TerminateError = TerminateError;
  },
});

export { require_src };
//# sourceMappingURL=chunk-TYUNC4YJ.js.map
