#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 95581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_compile_cache_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(61701);
/* harmony import */ var _core_v8_tuning_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(12384);





(0,_core_compile_cache_js__WEBPACK_IMPORTED_MODULE_3__/* .enableCompileCache */ .L)();
if (node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.isMainThread) {
    (0,_core_v8_tuning_js__WEBPACK_IMPORTED_MODULE_4__/* .tuneOptimization */ .C$)();
    // Loaded here, not above: the worker threads started from this file load only what they run.
    const [{ main }, { CONTENT_WORKER_OPTIONS, fileCacheStore }, { writeFileConfined }, { systemGit }, { startWatchdog }, { cacheSecret },] = await Promise.all([
        Promise.all(/* import() */[__nccwpck_require__.e(3135), __nccwpck_require__.e(111)]).then(__nccwpck_require__.bind(__nccwpck_require__, 90111)),
        __nccwpck_require__.e(/* import() */ 8535).then(__nccwpck_require__.bind(__nccwpck_require__, 68535)),
        __nccwpck_require__.e(/* import() */ 9515).then(__nccwpck_require__.bind(__nccwpck_require__, 39515)),
        __nccwpck_require__.e(/* import() */ 7167).then(__nccwpck_require__.bind(__nccwpck_require__, 17167)),
        __nccwpck_require__.e(/* import() */ 8328).then(__nccwpck_require__.bind(__nccwpck_require__, 18328)),
        __nccwpck_require__.e(/* import() */ 5354).then(__nccwpck_require__.bind(__nccwpck_require__, 55354)),
    ]);
    // Everything the CLI writes lies in the working directory or the temporary folder, and no link leads it elsewhere.
    const writeArea = {
        folders: [process.cwd(), node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir()],
        name: 'the working directory and the temporary folder',
    };
    process.exitCode = await main(process.argv.slice(2), {
        cwd: process.cwd(),
        fs: (node_fs__WEBPACK_IMPORTED_MODULE_0___default()),
        stdout: writerTo(process.stdout),
        stderr: writerTo(process.stderr),
        isTTY: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
        ...(process.stderr.isTTY ? { stderrTerminal: { columns: () => process.stderr.columns } } : {}),
        env: process.env,
        writeFile: (file, text) => writeFileConfined((node_fs__WEBPACK_IMPORTED_MODULE_0___default()), writeArea, file, text, { createFolders: true }),
        writeArea,
        onInterrupt(handler) {
            process.once('SIGINT', handler);
            process.once('SIGTERM', handler);
            return () => {
                process.off('SIGINT', handler);
                process.off('SIGTERM', handler);
            };
        },
        // The same file, started again as a worker thread: it validates OpenAPI documents beside the check.
        // Its memory is bounded: a document it runs out of memory on is reported as too large (openapi-invalid).
        lintWorker: () => new node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.Worker(new URL(import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: 512 } }),
        // The same file again, as a worker thread that parses pages.
        contentWorker: () => new node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.Worker(new URL(import.meta.url), CONTENT_WORKER_OPTIONS),
        parallelism: node_os__WEBPACK_IMPORTED_MODULE_1___default().availableParallelism(),
        cacheStore: (file) => fileCacheStore(file, writeArea),
        cacheSecret: (root) => cacheSecret((node_fs__WEBPACK_IMPORTED_MODULE_0___default()), secretPlace(), root),
        git: systemGit(process.env),
        fileWriter: (node_fs__WEBPACK_IMPORTED_MODULE_0___default()),
        stdio: { input: process.stdin, output: process.stdout },
        watchdog: (ms, message) => startWatchdog(ms, message, process.pid),
    });
}
else if (node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.workerData?.navlint === 'content') {
    const { serveContentRequests } = await Promise.all(/* import() */[__nccwpck_require__.e(9564), __nccwpck_require__.e(2858)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9564));
    await serveContentRequests(node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.parentPort);
}
else {
    const { serveLintRequests } = await __nccwpck_require__.e(/* import() */ 3171).then(__nccwpck_require__.bind(__nccwpck_require__, 23171));
    serveLintRequests(node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.parentPort);
}
/** Where this process keeps the cache key, and who it runs as. */
function secretPlace() {
    return {
        env: process.env,
        home: node_os__WEBPACK_IMPORTED_MODULE_1___default().homedir(),
        uid: process.getuid?.(),
        noFollow: (node_fs__WEBPACK_IMPORTED_MODULE_0___default().constants).O_NOFOLLOW ?? 0,
    };
}
/**
 * Writes to a standard stream until its reader goes away (`navlint check | head`): then the rest of the output is
 * dropped and the process ends as it would have, without a stack trace.
 */
function writerTo(stream) {
    let closed = false;
    stream.on('error', (e) => {
        if (e.code !== 'EPIPE' && e.code !== 'ERR_STREAM_DESTROYED')
            throw e;
        closed = true;
    });
    return (s) => {
        if (!closed && !stream.destroyed)
            stream.write(s);
    };
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 61701:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ enableCompileCache)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Lets Node keep the compiled code of the bundle's lazily loaded parts between runs (Node 22.1 and later, in a folder
 * of its own under `folder` or the temporary folder): a second run starts without compiling them again. Older Node
 * versions have no such cache and compile them each time. `NODE_DISABLE_COMPILE_CACHE=1` turns it off.
 */
function enableCompileCache(folder) {
    const enable = (node_module__WEBPACK_IMPORTED_MODULE_0___default().enableCompileCache);
    try {
        enable?.(folder);
    }
    catch {
        // A folder that cannot be written only costs the time it would have saved.
    }
}


/***/ }),

/***/ 12384:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  $s: () => (/* binding */ optimizesLate),
  C$: () => (/* binding */ tuneOptimization)
});

// UNUSED EXPORTS: INTERRUPT_BUDGET

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(48161);
var external_node_os_default = /*#__PURE__*/__nccwpck_require__.n(external_node_os_);
;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
var external_node_v8_default = /*#__PURE__*/__nccwpck_require__.n(external_node_v8_namespaceObject);
;// CONCATENATED MODULE: ./src/core/v8-tuning.ts


/**
 * How much a function runs (in V8's units of bytecode executed) before V8 considers optimizing it, where navlint
 * sets it: about 15 times V8 11's default of 67,584.
 */
const INTERRUPT_BUDGET = 1_000_000;
/** Set once `tuneOptimization` has raised the budget in this process. */
let tuned = false;
const processHost = () => ({
    v8Version: process.versions.v8,
    parallelism: external_node_os_default().availableParallelism(),
    execArgv: process.execArgv,
    setFlags: (flags) => external_node_v8_default().setFlagsFromString(flags),
});
/**
 * Lets V8 optimize a function later than it would, on V8 11 (Node 20) with at most two cores; returns whether it
 * did. There, V8 optimizes the page parser's and the validator's functions early and often, and its compiler
 * threads take the cores the check's threads need: a check spends more CPU time and takes longer
 * (cline, NangoHQ, generated sites of 3,000 and 5,000 pages). With more cores the compiler has cores of its own,
 * and sooner optimized code pays; later V8 versions (Node 22 and on) tier up in other steps, and have no such flag.
 * Called first thing on the main thread, so that every thread the check starts has it; a budget given on the
 * command line (`node --interrupt-budget=…`) is left as it is.
 */
function tuneOptimization(host = processHost()) {
    if (Number(host.v8Version.split('.')[0]) !== 11 || host.parallelism > 2)
        return false;
    if (host.execArgv.some((a) => /^--interrupt[-_]budget(=|$)/.test(a)))
        return false;
    host.setFlags(`--interrupt-budget=${INTERRUPT_BUDGET}`);
    tuned = true;
    return true;
}
/** Whether this process lets V8 optimize late (`tuneOptimization` raised the budget): its threads warm up on fewer cores. */
function optimizesLate() {
    return tuned;
}


/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 98995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 30714:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".cli.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		8792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(95581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
