#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 5581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6749);



if (node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.isMainThread) {
    process.exitCode = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_2__/* .main */ .i)(process.argv.slice(2), {
        cwd: process.cwd(),
        fs: (node_fs__WEBPACK_IMPORTED_MODULE_0___default()),
        stdout: (s) => process.stdout.write(s),
        stderr: (s) => process.stderr.write(s),
        isTTY: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
        env: process.env,
        writeFile: (file, text) => node_fs__WEBPACK_IMPORTED_MODULE_0___default().writeFileSync(file, text),
        // The same file, started again as a worker thread: it validates OpenAPI documents beside the check.
        lintWorker: () => new node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.Worker(new URL(import.meta.url)),
    });
}
else {
    const { serveLintRequests } = await __nccwpck_require__.e(/* import() */ 175).then(__nccwpck_require__.bind(__nccwpck_require__, 8175));
    serveLintRequests(node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.parentPort);
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 6749:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  i: () => (/* binding */ main)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./src/core/timing.ts
/** The phases of a check that `--timing` reports, in the order they run. */
const PHASES = ['load', 'parse specs', 'model', 'rules', 'report'];
/** A phase timer reading the given clock (milliseconds). */
function createPhaseClock(now) {
    const spent = new Map(PHASES.map((p) => [p, 0]));
    let current;
    let since = 0;
    return {
        enter(phase) {
            const t = now();
            if (current !== undefined)
                spent.set(current, spent.get(current) + (t - since));
            const previous = current;
            current = phase;
            since = t;
            return previous;
        },
        totals() {
            const out = new Map(spent);
            if (current !== undefined)
                out.set(current, out.get(current) + (now() - since));
            return out;
        },
    };
}
/** The `--timing` table: one line per phase and the total, in milliseconds. */
function formatTiming(totals) {
    const rows = [...PHASES.map((p) => [p, totals.get(p) ?? 0])];
    rows.push(['total', rows.reduce((n, [, ms]) => n + ms, 0)]);
    return ['phase            ms', ...rows.map(([p, ms]) => `${p.padEnd(12)}${ms.toFixed(1).padStart(8)}`)].join('\n') + '\n';
}

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(4296);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __nccwpck_require__(5655);
// EXTERNAL MODULE: ./src/version.ts
var version = __nccwpck_require__(311);
;// CONCATENATED MODULE: ./src/cli/main.ts






const HELP = `navlint ${version/* VERSION */.x}: checks a Mintlify docs.json, its pages and its OpenAPI references.

Usage:
  navlint check [DIR] [options]        check the docs root DIR (default: .)
  navlint nav [DIR] [--format F]       print the resolved navigation (F: text or json)
  navlint openapi-check FILE           validate one OpenAPI document
  navlint preview [DIR] [--out FILE]   write the navigation preview (--format html or md; FILE - for stdout)

Options:
  --format stylish|json|sarif|github   output format of check and openapi-check (default: stylish)
  --config FILE                        configuration file (default: DIR/.navlintrc.json)
  --max-warnings N                     exit 1 when there are more than N warnings
  --quiet                              report errors only
  --fetch-remote                       fetch remote OpenAPI documents (10 s, 16 MiB at most)
  --out FILE                           where preview writes (default: navlint-preview.html, or .md)
  --timing                             print the time of each phase of check on stderr
  --color, --no-color                  force colour on or off (default: on for a terminal)
  -h, --help                           show this help
  -v, --version                        show the version

Exit codes: 0 no errors, 1 errors (or too many warnings), 2 usage or fatal error.
`;
const FORMATS = ['stylish', 'json', 'sarif', 'github'];
const NAV_FORMATS = ['text', 'json'];
/** Runs the CLI and returns its exit code. */
async function main(argv, io) {
    try {
        return await run(argv, io);
    }
    catch (e) {
        if (e instanceof errors/* UsageError */.e) {
            io.stderr(`navlint: ${(0,report_text/* safeTerminalText */.Dm)(e.message)}\n`);
            return 2;
        }
        const err = e;
        const detail = err?.code && err.path ? `${err.code}: ${err.path}` : err instanceof Error ? err.message : String(e);
        io.stderr(`navlint: internal error: ${(0,report_text/* safeTerminalText */.Dm)(detail.split('\n')[0])}\n`);
        if (io.env.NAVLINT_DEBUG && err instanceof Error && err.stack)
            io.stderr(err.stack + '\n');
        return 2;
    }
}
async function run(argv, io) {
    let parsed;
    try {
        parsed = (0,external_node_util_namespaceObject.parseArgs)({
            args: argv,
            allowPositionals: true,
            strict: true,
            options: {
                format: { type: 'string', short: 'f' },
                config: { type: 'string', short: 'c' },
                'max-warnings': { type: 'string' },
                quiet: { type: 'boolean', short: 'q' },
                'fetch-remote': { type: 'boolean' },
                out: { type: 'string', short: 'o' },
                timing: { type: 'boolean' },
                color: { type: 'boolean' },
                'no-color': { type: 'boolean' },
                help: { type: 'boolean', short: 'h' },
                version: { type: 'boolean', short: 'v' },
            },
        });
    }
    catch (e) {
        // Node's own message for an unknown option goes on about positionals; name the option and stop.
        const unknown = /^Unknown option '(.*?)'\./.exec(e.message);
        throw new errors/* UsageError */.e(`${unknown ? `unknown option "${unknown[1]}"` : e.message.split('\n')[0]} (see navlint --help)`);
    }
    const { values, positionals } = parsed;
    if (values.version) {
        io.stdout(`${version/* VERSION */.x}\n`);
        return 0;
    }
    if (values.help || positionals.length === 0) {
        io.stdout(HELP);
        return values.help ? 0 : 2;
    }
    const [command, ...rest] = positionals;
    if (rest.length > 1)
        throw new errors/* UsageError */.e(`${command} takes one path, got ${rest.length}`);
    const color = values['no-color'] ? false : (values.color ?? io.isTTY);
    if (values.timing && command !== 'check')
        throw new errors/* UsageError */.e(`--timing applies to check only, not to ${command}`);
    const clock = values.timing ? createPhaseClock(io.now ?? (() => performance.now())) : undefined;
    if (values.out !== undefined && command !== 'preview')
        throw new errors/* UsageError */.e(`--out applies to preview only, not to ${command}`);
    if (command === 'preview') {
        const { runPreviewCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(670), __nccwpck_require__.e(436), __nccwpck_require__.e(825), __nccwpck_require__.e(380), __nccwpck_require__.e(21), __nccwpck_require__.e(444)]).then(__nccwpck_require__.bind(__nccwpck_require__, 444));
        return runPreviewCommand({ dir: rest[0] ?? '.', out: values.out, format: values.format, configPath: values.config, fetchRemote: values['fetch-remote'], cwd: io.cwd, fs: io.fs, writeFile: io.writeFile?.bind(io), stdout: (s) => io.stdout(s) });
    }
    if (command === 'nav') {
        const format = values.format ?? 'text';
        if (!NAV_FORMATS.includes(format))
            throw new errors/* UsageError */.e(`--format of nav must be one of ${NAV_FORMATS.join(', ')}, not "${format}"`);
        const [{ analyze }, { buildNavDocument }, { formatNavText }] = await Promise.all([Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(670), __nccwpck_require__.e(436), __nccwpck_require__.e(380), __nccwpck_require__.e(21)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9021)), Promise.all(/* import() */[__nccwpck_require__.e(670), __nccwpck_require__.e(380), __nccwpck_require__.e(812)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6812)), __nccwpck_require__.e(/* import() */ 976).then(__nccwpck_require__.bind(__nccwpck_require__, 976))]);
        const model = analyze({ dir: rest[0] ?? '.', cwd: io.cwd, fs: io.fs, configPath: values.config });
        const doc = buildNavDocument(model);
        io.stdout(format === 'json' ? (0,report_text/* safeJson */.oi)(doc) + '\n' : formatNavText(doc));
        return 0;
    }
    if (command !== 'check' && command !== 'openapi-check')
        throw new errors/* UsageError */.e(`unknown command "${command}" (see navlint --help)`);
    const format = values.format ?? 'stylish';
    if (!FORMATS.includes(format))
        throw new errors/* UsageError */.e(`--format must be one of ${FORMATS.join(', ')}, not "${format}"`);
    let maxWarnings = -1;
    if (values['max-warnings'] !== undefined) {
        if (!/^\d+$/.test(values['max-warnings']))
            throw new errors/* UsageError */.e(`--max-warnings must be a whole number, not "${values['max-warnings']}"`);
        maxWarnings = Number(values['max-warnings']);
    }
    let result;
    if (command === 'openapi-check') {
        if (rest.length === 0)
            throw new errors/* UsageError */.e('openapi-check needs the path of an OpenAPI document');
        const { checkSpecFile } = await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(670), __nccwpck_require__.e(436), __nccwpck_require__.e(380), __nccwpck_require__.e(21), __nccwpck_require__.e(655)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7655));
        result = await checkSpecFile(external_node_path_default().resolve(io.cwd, rest[0]), io.cwd, io.fs);
    }
    else {
        // Started before the check's code loads, so that the validator is ready when the first document is parsed.
        const worker = namesOpenApi(io, rest[0] ?? '.') ? startWorker(io) : undefined;
        try {
            const { runCheck } = await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(670), __nccwpck_require__.e(436), __nccwpck_require__.e(380), __nccwpck_require__.e(21)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9021));
            result = await runCheck({ dir: rest[0] ?? '.', cwd: io.cwd, fs: io.fs, configPath: values.config, fetchRemote: values['fetch-remote'], timing: clock, lintWorker: worker ? () => worker : io.lintWorker });
        }
        finally {
            void worker?.terminate();
        }
    }
    clock?.enter('report');
    const warnings = result.summary.warnings;
    if (values.quiet) {
        result.diagnostics = result.diagnostics.filter((d) => d.severity === 'error');
        result.summary = { errors: result.summary.errors, warnings: 0, notices: 0 };
    }
    if (format === 'json')
        io.stdout((await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(670), __nccwpck_require__.e(436), __nccwpck_require__.e(380), __nccwpck_require__.e(21), __nccwpck_require__.e(794)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2794))).formatJson(result));
    else if (format === 'sarif')
        io.stdout((await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(670), __nccwpck_require__.e(436), __nccwpck_require__.e(380), __nccwpck_require__.e(21), __nccwpck_require__.e(643)]).then(__nccwpck_require__.bind(__nccwpck_require__, 643))).formatSarif(result));
    else if (format === 'github')
        io.stdout((await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(670), __nccwpck_require__.e(436), __nccwpck_require__.e(380), __nccwpck_require__.e(21), __nccwpck_require__.e(611)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7611))).formatGithub(result));
    else
        io.stdout((await Promise.all(/* import() */[__nccwpck_require__.e(160), __nccwpck_require__.e(670), __nccwpck_require__.e(436), __nccwpck_require__.e(380), __nccwpck_require__.e(21), __nccwpck_require__.e(552)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1552))).formatStylish(result, { color }));
    if (clock) {
        clock.enter(undefined);
        io.stderr(formatTiming(clock.totals()));
    }
    if (result.summary.errors > 0)
        return 1;
    if (maxWarnings >= 0 && warnings > maxWarnings) {
        io.stderr(`navlint: ${warnings} warnings exceed --max-warnings ${maxWarnings}\n`);
        return 1;
    }
    return 0;
}
function startWorker(io) {
    try {
        return io.lintWorker?.();
    }
    catch {
        return undefined; // the check validates in this thread instead
    }
}
/**
 * Whether docs.json mentions OpenAPI: only then is the validation worker started ahead of the check (elsewhere
 * it would only take time from the machine; a document named by a page still starts it when it is parsed).
 */
function namesOpenApi(io, dir) {
    const target = external_node_path_default().resolve(io.cwd, dir);
    const file = external_node_path_default().basename(target) === 'docs.json' ? target : external_node_path_default().join(target, 'docs.json');
    try {
        const st = io.fs.statSync(file);
        // Anything unusual is left for the check to report; starting the worker early is harmless then.
        if (!st.isFile() || st.size > 64 * 1024 * 1024)
            return true;
        return io.fs.readFileSync(file, 'utf8').includes('openapi');
    }
    catch {
        return true;
    }
}


/***/ }),

/***/ 4296:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
/** An error in how navlint was called (bad arguments, missing docs root): exit code 2. */
class UsageError extends Error {
}


/***/ }),

/***/ 5655:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dm: () => (/* binding */ safeTerminalText),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   MF: () => (/* binding */ palette),
/* harmony export */   oi: () => (/* binding */ safeJson)
/* harmony export */ });
/** Replaces terminal control characters (ESC, CSI, BEL, NUL, CR, …) in user text with visible escapes, and defuses workflow-command markers. */
function safeTerminalText(s) {
    return (s
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        // CI runners act on `##[` anywhere in a log line and on `::` opening one (leading blanks skipped): both stay inert.
        .replace(/##\[/g, '#\\u0023[')
        .replace(/^(\s*):/, '$1\\u003a'));
}
/** A palette that colours when `enabled`. */
function palette(enabled) {
    const wrap = (open, close) => (s) => (enabled ? `\u001b[${open}m${s}\u001b[${close}m` : s);
    return { red: wrap(31, 39), yellow: wrap(33, 39), blue: wrap(34, 39), dim: wrap(2, 22), bold: wrap(1, 22), underline: wrap(4, 24), green: wrap(32, 39) };
}
/** `1 error`, `2 warnings`. */
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/**
 * Serialises a value as JSON that no CI runner acts on and no terminal interprets: `##[` and C1
 * controls, U+2028 and U+2029 are written as `\u` escapes (the parsed data is unchanged).
 */
function safeJson(value) {
    return JSON.stringify(value, null, 2)
        .replace(/##\[/g, '#\\u0023[')
        .replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** navlint's version, kept in step with package.json by a test. */
const VERSION = '0.1.0';


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

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
/******/ 		792: 0
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
/******/ var __webpack_exports__ = __nccwpck_require__(5581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
