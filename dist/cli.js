#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 21916:
/***/ ((__unused_webpack_module, exports) => {

var __webpack_unused_export__;

__webpack_unused_export__ = true;
exports.Io = __webpack_unused_export__ = void 0;
var peq = new Uint32Array(0x10000);
var myers_32 = function (a, b) {
    var n = a.length;
    var m = b.length;
    var lst = 1 << (n - 1);
    var pv = -1;
    var mv = 0;
    var sc = n;
    var i = n;
    while (i--) {
        peq[a.charCodeAt(i)] |= 1 << i;
    }
    for (i = 0; i < m; i++) {
        var eq = peq[b.charCodeAt(i)];
        var xv = eq | mv;
        eq |= ((eq & pv) + pv) ^ pv;
        mv |= ~(eq | pv);
        pv &= eq;
        if (mv & lst) {
            sc++;
        }
        if (pv & lst) {
            sc--;
        }
        mv = (mv << 1) | 1;
        pv = (pv << 1) | ~(xv | mv);
        mv &= xv;
    }
    i = n;
    while (i--) {
        peq[a.charCodeAt(i)] = 0;
    }
    return sc;
};
var myers_x = function (b, a) {
    var n = a.length;
    var m = b.length;
    var mhc = [];
    var phc = [];
    var hsize = Math.ceil(n / 32);
    var vsize = Math.ceil(m / 32);
    for (var i = 0; i < hsize; i++) {
        phc[i] = -1;
        mhc[i] = 0;
    }
    var j = 0;
    for (; j < vsize - 1; j++) {
        var mv_1 = 0;
        var pv_1 = -1;
        var start_1 = j * 32;
        var vlen_1 = Math.min(32, m) + start_1;
        for (var k = start_1; k < vlen_1; k++) {
            peq[b.charCodeAt(k)] |= 1 << k;
        }
        for (var i = 0; i < n; i++) {
            var eq = peq[a.charCodeAt(i)];
            var pb = (phc[(i / 32) | 0] >>> i) & 1;
            var mb = (mhc[(i / 32) | 0] >>> i) & 1;
            var xv = eq | mv_1;
            var xh = ((((eq | mb) & pv_1) + pv_1) ^ pv_1) | eq | mb;
            var ph = mv_1 | ~(xh | pv_1);
            var mh = pv_1 & xh;
            if ((ph >>> 31) ^ pb) {
                phc[(i / 32) | 0] ^= 1 << i;
            }
            if ((mh >>> 31) ^ mb) {
                mhc[(i / 32) | 0] ^= 1 << i;
            }
            ph = (ph << 1) | pb;
            mh = (mh << 1) | mb;
            pv_1 = mh | ~(xv | ph);
            mv_1 = ph & xv;
        }
        for (var k = start_1; k < vlen_1; k++) {
            peq[b.charCodeAt(k)] = 0;
        }
    }
    var mv = 0;
    var pv = -1;
    var start = j * 32;
    var vlen = Math.min(32, m - start) + start;
    for (var k = start; k < vlen; k++) {
        peq[b.charCodeAt(k)] |= 1 << k;
    }
    var score = m;
    for (var i = 0; i < n; i++) {
        var eq = peq[a.charCodeAt(i)];
        var pb = (phc[(i / 32) | 0] >>> i) & 1;
        var mb = (mhc[(i / 32) | 0] >>> i) & 1;
        var xv = eq | mv;
        var xh = ((((eq | mb) & pv) + pv) ^ pv) | eq | mb;
        var ph = mv | ~(xh | pv);
        var mh = pv & xh;
        score += (ph >>> (m - 1)) & 1;
        score -= (mh >>> (m - 1)) & 1;
        if ((ph >>> 31) ^ pb) {
            phc[(i / 32) | 0] ^= 1 << i;
        }
        if ((mh >>> 31) ^ mb) {
            mhc[(i / 32) | 0] ^= 1 << i;
        }
        ph = (ph << 1) | pb;
        mh = (mh << 1) | mb;
        pv = mh | ~(xv | ph);
        mv = ph & xv;
    }
    for (var k = start; k < vlen; k++) {
        peq[b.charCodeAt(k)] = 0;
    }
    return score;
};
var distance = function (a, b) {
    if (a.length < b.length) {
        var tmp = b;
        b = a;
        a = tmp;
    }
    if (b.length === 0) {
        return a.length;
    }
    if (a.length <= 32) {
        return myers_32(a, b);
    }
    return myers_x(a, b);
};
exports.Io = distance;
var closest = function (str, arr) {
    var min_distance = Infinity;
    var min_index = 0;
    for (var i = 0; i < arr.length; i++) {
        var dist = distance(str, arr[i]);
        if (dist < min_distance) {
            min_distance = dist;
            min_index = i;
        }
    }
    return arr[min_index];
};
__webpack_unused_export__ = closest;


/***/ }),

/***/ 95581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(91887);
/* harmony import */ var _content_host_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(68535);
/* harmony import */ var _core_git_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(13070);






if (node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.isMainThread) {
    process.exitCode = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_3__/* .main */ .i)(process.argv.slice(2), {
        cwd: process.cwd(),
        fs: (node_fs__WEBPACK_IMPORTED_MODULE_0___default()),
        stdout: writerTo(process.stdout),
        stderr: writerTo(process.stderr),
        isTTY: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
        env: process.env,
        writeFile: (file, text) => node_fs__WEBPACK_IMPORTED_MODULE_0___default().writeFileSync(file, text),
        onInterrupt(handler) {
            process.once('SIGINT', handler);
            process.once('SIGTERM', handler);
        },
        // The same file, started again as a worker thread: it validates OpenAPI documents beside the check.
        lintWorker: () => new node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.Worker(new URL(import.meta.url)),
        // The same file again, as a worker thread that parses pages.
        contentWorker: () => new node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.Worker(new URL(import.meta.url), _content_host_js__WEBPACK_IMPORTED_MODULE_4__/* .CONTENT_WORKER_OPTIONS */ .S),
        parallelism: node_os__WEBPACK_IMPORTED_MODULE_1___default().availableParallelism(),
        cacheStore: _content_host_js__WEBPACK_IMPORTED_MODULE_4__/* .fileCacheStore */ .a,
        git: (0,_core_git_js__WEBPACK_IMPORTED_MODULE_5__/* .systemGit */ .O)(process.env),
        fileWriter: (node_fs__WEBPACK_IMPORTED_MODULE_0___default()),
    });
}
else if (node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.workerData?.navlint === 'content') {
    const { serveContentRequests } = await Promise.all(/* import() */[__nccwpck_require__.e(586), __nccwpck_require__.e(115)]).then(__nccwpck_require__.bind(__nccwpck_require__, 11115));
    serveContentRequests(node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.parentPort);
}
else {
    const { serveLintRequests } = await __nccwpck_require__.e(/* import() */ 175).then(__nccwpck_require__.bind(__nccwpck_require__, 8175));
    serveLintRequests(node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.parentPort);
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

/***/ 91887:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  i: () => (/* binding */ main)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(77598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/core/timing.ts
/** The phases of a check that `--timing` reports, in the order they run. */
const PHASES = ['load', 'parse specs', 'model', 'content', 'links', 'rules', 'report'];
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
    return (['phase            ms', ...rows.map(([p, ms]) => `${p.padEnd(12)}${ms.toFixed(1).padStart(8)}`)].join('\n') + '\n');
}

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(74296);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __nccwpck_require__(56107);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __nccwpck_require__(65655);
// EXTERNAL MODULE: ./src/version.ts
var version = __nccwpck_require__(311);
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
// EXTERNAL MODULE: ./src/core/suggest.ts
var suggest = __nccwpck_require__(32085);
;// CONCATENATED MODULE: ./src/cli/args.ts




const format = (choices, what) => ({
    type: 'string',
    short: 'f',
    arg: 'F',
    choices,
    help: `${what}: ${choices.join(', ')} (default: ${choices[0]})`,
});
const CONFIG = {
    type: 'string',
    short: 'c',
    arg: 'FILE',
    value: 'a file name',
    help: "navlint's configuration (default: .navlintrc.json in the docs root)",
};
const FETCH_REMOTE = {
    type: 'boolean',
    help: 'fetch OpenAPI documents given as URLs (10 s and 16 MiB at most each)',
};
const MAX_WARNINGS = {
    type: 'string',
    arg: 'N',
    value: 'a whole number',
    help: 'exit 1 when there are more than N warnings',
};
const NO_CONTENT = { type: 'boolean', help: 'check the navigation only: do not parse pages and snippets' };
const QUIET = {
    type: 'boolean',
    short: 'q',
    help: 'report errors only (the closing line counts what is hidden)',
};
const JSON_VERSION = {
    type: 'string',
    arg: 'N',
    choices: ['2', '1'],
    value: 'a version of the JSON output',
    help: 'with --format json: the version of the output (default: 2; 1 keeps the earlier form for a release)',
};
const COLOR = { type: 'boolean', help: 'colour the output even when it is not a terminal' };
const NO_COLOR = { type: 'boolean', help: 'never colour the output (NO_COLOR=1 in the environment too)' };
const COMMON = {
    help: { type: 'boolean', short: 'h', help: 'show this help' },
    version: { type: 'boolean', short: 'v', help: 'show the version' },
};
const DIR_HELP = 'the docs root (the folder that holds docs.json) or its docs.json; default: the current folder. When the folder has no docs.json, the nearest folder above it that has one is used, up to the repository root.';
/** Every command, its operand and its options: the one table that both the parser and the help read. */
const COMMANDS = {
    check: {
        summary: 'check docs.json, its pages and the OpenAPI documents they use',
        operand: { name: 'DIR', required: false, help: DIR_HELP },
        options: {
            format: format(['stylish', 'json', 'sarif', 'github'], 'output format'),
            config: CONFIG,
            'max-warnings': MAX_WARNINGS,
            quiet: QUIET,
            'fetch-remote': FETCH_REMOTE,
            'no-content': NO_CONTENT,
            base: {
                type: 'string',
                arg: 'REF',
                value: 'a git revision or a docs-root folder',
                help: 'compare with REF (a git revision or a docs-root folder): URLs removed without a redirect (url-removed)',
            },
            cache: { type: 'boolean', help: 'keep what pages hold between runs; only changed files are parsed again' },
            'cache-location': {
                type: 'string',
                arg: 'PATH',
                value: 'a file or a folder',
                help: 'the cache file, or a folder for it (default: node_modules/.cache/navlint/)',
            },
            timing: { type: 'boolean', help: 'print the time each phase took on standard error' },
            fix: {
                type: 'boolean',
                help: 'apply the safe fixes in place (up to 10 passes), keeping each file as written elsewhere; then report what remains',
            },
            'fix-dry-run': {
                type: 'boolean',
                help: 'print what --fix would change as a unified diff, and change nothing',
            },
            'json-version': JSON_VERSION,
            color: COLOR,
            'no-color': NO_COLOR,
        },
        examples: [
            'navlint check docs',
            'navlint check docs --format sarif > navlint.sarif',
            'navlint check --quiet --max-warnings 0',
            'navlint check docs --cache',
            'navlint check docs --fix',
            'navlint check docs --fix-dry-run > fixes.diff',
        ],
        exit: '0 no errors, 1 errors (or more warnings than --max-warnings), 2 usage or fatal error',
    },
    nav: {
        summary: 'print the resolved navigation, generated API pages included, with what check reports marked on it',
        operand: { name: 'DIR', required: false, help: DIR_HELP },
        options: {
            format: format(['text', 'json'], 'output format'),
            config: CONFIG,
            'fetch-remote': FETCH_REMOTE,
            'no-content': NO_CONTENT,
        },
        examples: ['navlint nav docs', 'navlint nav docs --format json > nav.json'],
        exit: '0 printed, 1 docs.json (or a file it includes) cannot be read, 2 usage or fatal error',
    },
    'openapi-check': {
        summary: 'validate one OpenAPI document',
        operand: { name: 'FILE', required: true, help: 'the OpenAPI document (JSON or YAML)' },
        options: {
            format: format(['stylish', 'json', 'sarif', 'github'], 'output format'),
            'max-warnings': MAX_WARNINGS,
            quiet: QUIET,
            'json-version': JSON_VERSION,
            color: COLOR,
            'no-color': NO_COLOR,
        },
        examples: ['navlint openapi-check openapi.yaml', 'navlint openapi-check api/openapi.json --format json'],
        exit: '0 no errors, 1 errors (or more warnings than --max-warnings), 2 usage or fatal error',
    },
    preview: {
        summary: 'write the navigation preview: one HTML file, or Markdown',
        operand: { name: 'DIR', required: false, help: DIR_HELP },
        options: {
            format: format(['html', 'md'], 'what to write'),
            out: {
                type: 'string',
                short: 'o',
                arg: 'FILE',
                value: 'a file name, or - for standard output',
                help: 'where to write (default: navlint-preview.html, or .md; - for standard output)',
            },
            base: {
                type: 'string',
                arg: 'REF',
                value: 'a git revision or a docs-root folder',
                help: 'compare with REF (a git revision or a docs-root folder): the preview gets a view of what changed',
            },
            watch: {
                type: 'boolean',
                short: 'w',
                help: 'serve the preview on http://127.0.0.1:PORT and update the open page on every change (Ctrl-C stops)',
            },
            port: {
                type: 'string',
                arg: 'N',
                value: 'a port number',
                help: 'with --watch: the port on 127.0.0.1 (default: 4180; 0 picks a free one)',
            },
            config: CONFIG,
            'fetch-remote': FETCH_REMOTE,
            'no-content': NO_CONTENT,
        },
        examples: [
            'navlint preview docs',
            'navlint preview docs --out site-preview.html',
            'navlint preview docs --format md --out -',
            'navlint preview docs --watch',
        ],
        exit: '0 written or served until Ctrl-C (whatever the findings), 2 usage or fatal error',
    },
    diff: {
        summary: 'show what a change does to the published site: pages, API pages and sections added, removed, moved or renamed, and URLs left without a redirect',
        operand: {
            name: 'BASE [HEAD]',
            required: true,
            help: 'two git revisions of the docs root (HEAD: the working tree), or two docs-root folders',
        },
        options: {
            format: format(['text', 'json', 'md'], 'output format'),
            root: {
                type: 'string',
                arg: 'DIR',
                value: 'a folder',
                help: 'the docs root in the working tree, for git revisions (default: .)',
            },
        },
        examples: [
            'navlint diff main',
            'navlint diff origin/main HEAD --root docs --format md',
            'navlint diff old-site/ new-site/ --format json',
        ],
        exit: '0 printed (whatever changed), 2 usage or fatal error',
    },
    'proxy-check': {
        summary: "check that the deployed site's API playground can send its requests (through the proxy, or with CORS when the proxy is off)",
        operand: { name: 'SITE_URL', required: true, help: 'the deployed site, such as https://docs.example.com' },
        options: {
            format: format(['text', 'json'], 'output format'),
            dir: {
                type: 'string',
                arg: 'DIR',
                value: 'a folder',
                help: 'the docs root whose docs.json and OpenAPI documents describe the site (default: .)',
            },
            timeout: {
                type: 'string',
                arg: 'S',
                value: 'a number of seconds',
                help: 'seconds to wait for each answer (default: 10)',
            },
            config: CONFIG,
            'fetch-remote': FETCH_REMOTE,
            color: COLOR,
            'no-color': NO_COLOR,
        },
        examples: [
            'navlint proxy-check https://docs.example.com',
            'navlint proxy-check https://docs.example.com --dir docs --format json',
        ],
        exit: '0 playground requests will work, 1 they will not, 2 usage or fatal error',
    },
};
const NAMES = Object.keys(COMMANDS);
/** The global help: the commands and where to read more. */
function globalHelp() {
    const rows = NAMES.map((n) => [`${n} ${operandUsage(COMMANDS[n])}`, COMMANDS[n].summary]);
    rows.push(['help [COMMAND]', "show a command's options and examples"]);
    return `navlint ${version/* VERSION */.x}: checks a Mintlify docs.json, its pages and its OpenAPI references.

Usage: navlint COMMAND [ARG] [options]

Commands:
${table(rows)}

Options of every command:
${table(optionRows(COMMON))}

Run \`navlint help COMMAND\` (or \`navlint COMMAND --help\`) for the options of a command.
Exit codes: 0 no errors, 1 errors (or too many warnings), 2 usage or fatal error.
`;
}
/** The help of one command: usage, operand, options, examples and exit codes. */
function commandHelp(name) {
    const c = COMMANDS[name];
    return `navlint ${name}: ${c.summary}.

Usage: navlint ${name} ${operandUsage(c)} [options]

${table([[c.operand.name, c.operand.help]])}

Options:
${table(optionRows({ ...c.options, ...COMMON }))}

Examples:
${c.examples.map((e) => `  ${e}`).join('\n')}

Exit codes: ${c.exit}.
`;
}
function operandUsage(c) {
    return c.operand.required ? c.operand.name : `[${c.operand.name}]`;
}
function optionRows(options) {
    return Object.entries(options).map(([name, o]) => [
        `${o.short ? `-${o.short}, ` : '    '}--${name}${o.arg ? ` ${o.arg}` : ''}`,
        o.help,
    ]);
}
/** Two columns, the second wrapped at 100 characters. */
function table(rows) {
    const width = Math.max(...rows.map(([a]) => a.length)) + 2;
    return rows
        .map(([a, b]) => {
        const lines = [];
        let line = '';
        for (const word of b.split(' ')) {
            if (line && 2 + width + line.length + 1 + word.length > 100) {
                lines.push(line);
                line = word;
            }
            else
                line = line ? `${line} ${word}` : word;
        }
        lines.push(line);
        return lines.map((l, i) => `  ${(i === 0 ? a : '').padEnd(width)}${l}`).join('\n');
    })
        .join('\n');
}
// Every option of every command, so that a value is taken as the value of an option that this command does not take.
const ALL = Object.assign({}, ...NAMES.map((n) => COMMANDS[n].options), COMMON);
/** Reads the command line against the table of its command: unknown options, missing values and wrong values are usage errors. */
function parseCommandLine(argv) {
    const { tokens } = (0,external_node_util_namespaceObject.parseArgs)({
        args: argv,
        options: Object.fromEntries(Object.entries(ALL).map(([n, o]) => [n, o.short ? { type: o.type, short: o.short } : { type: o.type }])),
        strict: false,
        allowPositionals: true,
        tokens: true,
    });
    const positionals = tokens.flatMap((t) => (t.kind === 'positional' ? [t.value] : []));
    const command = positionals[0];
    if (command !== undefined && command !== 'help' && !isCommand(command))
        throw unknownCommand(command);
    const spec = isCommand(command) ? COMMANDS[command] : undefined;
    const own = { ...spec?.options, ...COMMON };
    const seeHelp = spec ? `see navlint help ${command}` : 'see navlint --help';
    const values = {};
    for (const t of tokens) {
        if (t.kind !== 'option')
            continue;
        const option = own[t.name];
        if (!option) {
            const takers = NAMES.filter((n) => t.name in COMMANDS[n].options);
            if (takers.length > 0) {
                if (!spec)
                    continue; // `navlint help --quiet`, `navlint --quiet`: the help is shown, the option does not matter
                // Not a typo: the option of another command, which this one does not take.
                throw new errors/* UsageError */.e(`--${t.name} applies to ${list(takers, 'and')} only, not to ${command}`);
            }
            const mean = t.rawName.startsWith('--')
                ? (0,suggest/* closest */.kp)(t.rawName, Object.keys(own).map((n) => `--${n}`))
                : undefined;
            throw new errors/* UsageError */.e(`unknown option "${t.rawName}"${mean ? `; did you mean "${mean}"?` : ''} (${seeHelp})`);
        }
        if (option.type === 'boolean') {
            if (t.value !== undefined)
                throw new errors/* UsageError */.e(`--${t.name} takes no value, got "${t.value}"`);
            values[t.name] = true;
            continue;
        }
        // A value that looks like another option (`--format --quiet`) is an option whose value was forgotten.
        if (t.value === undefined || (!t.inlineValue && t.value.length > 1 && t.value.startsWith('-'))) {
            throw new errors/* UsageError */.e(`--${t.name} needs a value: ${option.choices ? list(option.choices, 'or') : option.value}`);
        }
        if (option.choices && !option.choices.includes(t.value)) {
            // Values are short: only a near miss that starts alike is offered (`jsn`, not `pdf` for `md`).
            const mean = (0,suggest/* closest */.kp)(t.value, option.choices);
            const hint = mean && mean[0] === t.value[0]?.toLowerCase() ? `; did you mean "${mean}"?` : '';
            throw new errors/* UsageError */.e(`--${t.name} of ${command} must be one of ${option.choices.join(', ')}, not "${t.value}"${hint}`);
        }
        values[t.name] = t.value;
    }
    return { command, operands: positionals.slice(1), values };
}
/** Whether a word names a command. */
function isCommand(word) {
    return word !== undefined && NAMES.includes(word);
}
/** The usage error for a word that names no command, with the closest command. */
function unknownCommand(word) {
    const mean = (0,suggest/* closest */.kp)(word, [...NAMES, 'help']);
    return new errors/* UsageError */.e(`unknown command "${word}"${mean ? `; did you mean "${mean}"?` : ''} (see navlint --help)`);
}
function list(items, conjunction) {
    return items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

;// CONCATENATED MODULE: ./src/cli/main.ts








/** Runs the CLI and returns its exit code. */
async function main(argv, io) {
    const called = { command: 'check' };
    try {
        return await run(argv, io, called);
    }
    catch (e) {
        if (e instanceof errors/* DocsRootBelowError */.J) {
            io.stderr(`navlint: ${(0,report_text/* safeTerminalText */.Dm)(`${e.message} — run \`navlint ${called.command} ${shellWord(e.roots[0])}\``)}\n`);
            return 2;
        }
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
async function run(argv, io, called) {
    const { command, operands: rest, values } = parseCommandLine(argv);
    if (values.version) {
        io.stdout(`${version/* VERSION */.x}\n`);
        return 0;
    }
    if (command === 'help') {
        if (rest.length > 0 && !isCommand(rest[0]))
            throw unknownCommand(rest[0]);
        if (rest.length > 1)
            throw new errors/* UsageError */.e(`help takes one command name, got ${rest.length}`);
        io.stdout(rest.length === 1 ? commandHelp(rest[0]) : globalHelp());
        return 0;
    }
    if (command === undefined || !isCommand(command)) {
        io.stdout(globalHelp());
        return values.help ? 0 : 2;
    }
    if (values.help) {
        io.stdout(commandHelp(command));
        return 0;
    }
    called.command = command;
    const str = (name) => values[name];
    if (command === 'diff')
        return runDiff(rest, str('format') ?? 'text', str('root'), io);
    if (rest.length > 1)
        throw new errors/* UsageError */.e(`${command} takes one path, got ${rest.length}`);
    const base = str('base') !== undefined ? sideOf(str('base'), io) : undefined;
    const color = values['no-color'] ? false : (values.color ?? io.isTTY);
    const clock = values.timing ? createPhaseClock(io.now ?? (() => performance.now())) : undefined;
    if (command === 'proxy-check') {
        const { runProxyCheckCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(298), __nccwpck_require__.e(586), __nccwpck_require__.e(160), __nccwpck_require__.e(37), __nccwpck_require__.e(115), __nccwpck_require__.e(380), __nccwpck_require__.e(802), __nccwpck_require__.e(932)]).then(__nccwpck_require__.bind(__nccwpck_require__, 81932));
        return runProxyCheckCommand({
            site: rest[0],
            dir: str('dir'),
            format: str('format'),
            timeout: str('timeout'),
            configPath: str('config'),
            fetchRemote: values['fetch-remote'] === true,
            cwd: io.cwd,
            fs: io.fs,
            color,
            stdout: (s) => io.stdout(s),
        });
    }
    if (command === 'preview' && values.watch === true) {
        if (str('out') !== undefined)
            throw new errors/* UsageError */.e('--out and --watch do not go together: --watch serves the preview instead of writing it');
        if (str('format') !== undefined && str('format') !== 'html')
            throw new errors/* UsageError */.e(`--watch serves the HTML preview; --format ${str('format')} does not apply`);
        if (!io.onInterrupt)
            throw new Error('this entry point cannot serve the preview');
        const { runPreviewServer } = await Promise.all(/* import() */[__nccwpck_require__.e(298), __nccwpck_require__.e(586), __nccwpck_require__.e(160), __nccwpck_require__.e(37), __nccwpck_require__.e(115), __nccwpck_require__.e(380), __nccwpck_require__.e(802), __nccwpck_require__.e(227), __nccwpck_require__.e(207), __nccwpck_require__.e(344)]).then(__nccwpck_require__.bind(__nccwpck_require__, 28344));
        return runPreviewServer({
            dir: rest[0] ?? '.',
            port: str('port'),
            configPath: str('config'),
            fetchRemote: values['fetch-remote'] === true,
            cwd: io.cwd,
            fs: io.fs,
            stdout: (s) => io.stdout(s),
            stderr: (s) => io.stderr(s),
            onInterrupt: io.onInterrupt.bind(io),
        });
    }
    if (str('port') !== undefined)
        throw new errors/* UsageError */.e('--port applies to preview --watch only');
    if (command === 'preview') {
        const { runPreviewCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(298), __nccwpck_require__.e(586), __nccwpck_require__.e(160), __nccwpck_require__.e(37), __nccwpck_require__.e(115), __nccwpck_require__.e(380), __nccwpck_require__.e(802), __nccwpck_require__.e(227), __nccwpck_require__.e(207), __nccwpck_require__.e(538)]).then(__nccwpck_require__.bind(__nccwpck_require__, 65538));
        return runPreviewCommand({
            dir: rest[0] ?? '.',
            out: str('out'),
            format: str('format'),
            configPath: str('config'),
            fetchRemote: values['fetch-remote'] === true,
            cwd: io.cwd,
            fs: io.fs,
            writeFile: io.writeFile?.bind(io),
            stdout: (s) => io.stdout(s),
            contentWorker: io.contentWorker,
            parallelism: io.parallelism,
            content: values['no-content'] !== true,
            ...(base ? { base } : {}),
        });
    }
    if (command === 'nav')
        return runNav(io, rest[0], str('format') ?? 'text', str('config'), values['fetch-remote'] === true, values['no-content'] !== true);
    const format = str('format') ?? 'stylish';
    let maxWarnings = -1;
    const max = str('max-warnings');
    if (max !== undefined) {
        if (!/^\d+$/.test(max))
            throw new errors/* UsageError */.e(`--max-warnings must be a whole number, not "${max}"`);
        maxWarnings = Number(max);
    }
    const jsonVersion = str('json-version');
    if (jsonVersion !== undefined && format !== 'json')
        throw new errors/* UsageError */.e('--json-version applies only with --format json');
    const fixing = values.fix === true ? 'write' : values['fix-dry-run'] === true ? 'dry-run' : undefined;
    if (values.fix === true && values['fix-dry-run'] === true)
        throw new errors/* UsageError */.e('--fix and --fix-dry-run do not go together: --fix-dry-run shows what --fix would write');
    if (fixing === 'dry-run' && str('format') !== undefined)
        throw new errors/* UsageError */.e(`--fix-dry-run prints a unified diff; --format ${str('format')} does not apply`);
    if (fixing === 'write' && !io.fileWriter)
        throw new errors/* UsageError */.e('--fix is not available here');
    let result;
    let fixNote;
    if (fixing) {
        const { fixSite, formatFixNote } = await Promise.all(/* import() */[__nccwpck_require__.e(298), __nccwpck_require__.e(291), __nccwpck_require__.e(430)]).then(__nccwpck_require__.bind(__nccwpck_require__, 29430));
        // Without --cache, the passes still share what pages hold: a later pass parses only the files a fix changed.
        let kept;
        const content = {
            content: values['no-content'] !== true,
            cache: values.cache === true,
            cacheLocation: str('cache-location'),
            memory: { read: () => kept, write: (text) => void (kept = text) },
        };
        const run = await fixSite((fs) => checkSite({ ...io, fs }, rest[0] ?? '.', str('config'), values['fetch-remote'] === true, clock, content, base), io.fs, { cwd: io.cwd, ...(fixing === 'write' ? { writer: io.fileWriter } : {}) });
        const note = formatFixNote(run, { cwd: io.cwd, dryRun: fixing === 'dry-run' });
        for (const r of run.refused)
            io.stderr(`navlint: ${(0,report_text/* safeTerminalText */.Dm)(`${(0,paths.displayPath)(r.file, io.cwd)} was not fixed: ${r.reason}`)}\n`);
        if (fixing === 'dry-run') {
            io.stdout(run.diff ?? '');
            io.stderr(note);
            return run.result.summary.errors > 0 || (maxWarnings >= 0 && run.result.summary.warnings > maxWarnings) ? 1 : 0;
        }
        result = run.result;
        fixNote = note;
    }
    else if (command === 'openapi-check') {
        if (rest.length === 0)
            throw new errors/* UsageError */.e('openapi-check needs the path of an OpenAPI document');
        const { checkSpecFile } = await Promise.all(/* import() */[__nccwpck_require__.e(298), __nccwpck_require__.e(586), __nccwpck_require__.e(160), __nccwpck_require__.e(37), __nccwpck_require__.e(115), __nccwpck_require__.e(380), __nccwpck_require__.e(802)]).then(__nccwpck_require__.bind(__nccwpck_require__, 94802));
        result = await checkSpecFile(external_node_path_default().resolve(io.cwd, rest[0]), io.cwd, io.fs);
    }
    else {
        result = await checkSite(io, rest[0] ?? '.', str('config'), values['fetch-remote'] === true, clock, { content: values['no-content'] !== true, cache: values.cache === true, cacheLocation: str('cache-location') }, base);
    }
    clock?.enter('report');
    const warnings = result.summary.warnings;
    let hidden;
    if (values.quiet) {
        hidden = { warnings: result.summary.warnings, notices: result.summary.notices };
        result.diagnostics = result.diagnostics.filter((d) => d.severity === 'error');
        result.summary = { errors: result.summary.errors, warnings: 0, notices: 0 };
    }
    // What --fix did comes first: on standard output before the stylish report, on standard error beside the others.
    if (fixNote !== undefined && format === 'stylish')
        io.stdout(fixNote);
    else if (fixNote !== undefined)
        io.stderr(fixNote);
    if (format === 'json')
        io.stdout((await __nccwpck_require__.e(/* import() */ 794).then(__nccwpck_require__.bind(__nccwpck_require__, 32794))).formatJson(result, jsonVersion === '1' ? 1 : 2));
    else if (format === 'sarif')
        io.stdout((await __nccwpck_require__.e(/* import() */ 643).then(__nccwpck_require__.bind(__nccwpck_require__, 10643))).formatSarif(result));
    else if (format === 'github')
        io.stdout((await __nccwpck_require__.e(/* import() */ 611).then(__nccwpck_require__.bind(__nccwpck_require__, 97611))).formatGithub(result));
    else
        io.stdout((await __nccwpck_require__.e(/* import() */ 552).then(__nccwpck_require__.bind(__nccwpck_require__, 71552))).formatStylish(result, { color, hidden }));
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
/** The full check of a docs root, with the OpenAPI validator and the page parsers in worker threads when they can be started. */
async function checkSite(io, dir, configPath, fetchRemote, clock, choice = { content: true }, base) {
    if (choice.cacheLocation !== undefined && !choice.cache)
        throw new errors/* UsageError */.e('--cache-location applies only with --cache');
    if (choice.cacheLocation === '')
        throw new errors/* UsageError */.e('--cache-location needs a path');
    // Started before the check's code loads, so that the validator is ready when the first document is parsed.
    const worker = namesOpenApi(io, dir) ? startWorker(io) : undefined;
    try {
        const { runCheck } = await Promise.all(/* import() */[__nccwpck_require__.e(298), __nccwpck_require__.e(586), __nccwpck_require__.e(160), __nccwpck_require__.e(37), __nccwpck_require__.e(115), __nccwpck_require__.e(380), __nccwpck_require__.e(802)]).then(__nccwpck_require__.bind(__nccwpck_require__, 94802));
        const contentCache = choice.cache ? cacheStore(io, dir, choice.cacheLocation) : choice.memory;
        return await runCheck({
            dir,
            cwd: io.cwd,
            fs: io.fs,
            configPath,
            fetchRemote,
            timing: clock,
            lintWorker: worker ? () => worker : io.lintWorker,
            content: choice.content,
            ...(contentCache ? { contentCache } : {}),
            ...(io.contentWorker ? { contentWorker: io.contentWorker } : {}),
            ...(io.parallelism !== undefined ? { parallelism: io.parallelism } : {}),
            ...(base ? { base } : {}),
        });
    }
    finally {
        void worker?.terminate();
    }
}
// At most this many lines name what `nav` cannot read; the check lists every one.
const MAX_UNREADABLE_LINES = 10;
/**
 * `navlint nav`: the resolved navigation with the check's findings marked on the nodes they concern. What cannot be
 * read (docs.json or a file it includes) is named on stderr, and then the exit code is 1.
 */
async function runNav(io, dir, format, configPath, fetchRemote, content) {
    const result = await checkSite(io, dir ?? '.', configPath, fetchRemote, undefined, { content });
    const [{ displayPath }, { buildNavDocument }, { markNavDocument }, { formatNavText }] = await Promise.all([
        Promise.resolve(/* import() */).then(__nccwpck_require__.bind(__nccwpck_require__, 56107)),
        Promise.all(/* import() */[__nccwpck_require__.e(298), __nccwpck_require__.e(380), __nccwpck_require__.e(812)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6812)),
        __nccwpck_require__.e(/* import() */ 825).then(__nccwpck_require__.bind(__nccwpck_require__, 18825)),
        __nccwpck_require__.e(/* import() */ 976).then(__nccwpck_require__.bind(__nccwpck_require__, 50976)),
    ]);
    const origins = new Map();
    const doc = buildNavDocument(result.model, origins);
    const marked = markNavDocument(doc, origins, result, (page) => {
        const found = result.model.files.resolvePage(page);
        return found.status === 'found' ? external_node_path_default().join(result.model.root, found.file) : undefined;
    });
    const checkCommand = [
        'navlint check',
        ...(dir !== undefined ? [shellWord(dir)] : []),
        ...(configPath !== undefined ? ['--config', shellWord(configPath)] : []),
    ].join(' ');
    io.stdout(format === 'json' ? (0,report_text/* safeJson */.oi)(doc) + '\n' : formatNavText(doc, { marked, checkCommand }));
    const unreadable = result.diagnostics.filter((d) => d.rule === 'config-invalid-json' || d.rule === 'config-ref-unresolved');
    for (const d of unreadable.slice(0, MAX_UNREADABLE_LINES)) {
        io.stderr(`navlint: ${(0,report_text/* safeTerminalText */.Dm)(`${displayPath(d.span.file, io.cwd)}:${d.span.start.line}:${d.span.start.column}: cannot be read: ${d.message}`)}\n`);
    }
    if (unreadable.length > MAX_UNREADABLE_LINES)
        io.stderr(`navlint: and ${unreadable.length - MAX_UNREADABLE_LINES} more (${(0,report_text/* safeTerminalText */.Dm)(checkCommand)} lists them)\n`);
    return unreadable.length > 0 ? 1 : 0;
}
/** A word as it would be typed in a POSIX shell: bare when it needs no quotes. */
function shellWord(s) {
    return /^[\w./@%+:,=-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}
/**
 * The cache of a docs root, as ESLint places its own: `--cache-location` names the file, or a folder (an
 * existing one, or a path ending with a slash) that holds one file per docs root.
 */
function cacheStore(io, dir, location) {
    if (!io.cacheStore)
        throw new errors/* UsageError */.e('--cache is not available here');
    const target = external_node_path_default().resolve(io.cwd, location ?? 'node_modules/.cache/navlint/');
    let isDir = location === undefined || /[\\/]$/.test(location);
    if (!isDir) {
        try {
            isDir = io.fs.statSync(target).isDirectory();
        }
        catch {
            isDir = false;
        }
    }
    if (!isDir)
        return io.cacheStore(target);
    const docs = external_node_path_default().resolve(io.cwd, dir);
    const root = external_node_path_default().basename(docs) === 'docs.json' ? external_node_path_default().dirname(docs) : docs;
    return io.cacheStore(external_node_path_default().join(target, `content-${(0,external_node_crypto_.createHash)('sha1').update(root).digest('hex').slice(0, 12)}.json`));
}
/** A side named on the command line: a folder that holds docs.json (or docs.json itself), else a git revision. */
function sideOf(arg, io) {
    if (arg === '')
        throw new errors/* UsageError */.e('--base needs a git revision or a docs-root folder');
    const abs = external_node_path_default().resolve(io.cwd, arg);
    const isDocsRoot = (p) => {
        try {
            return io.fs.statSync(p).isDirectory()
                ? io.fs.existsSync(external_node_path_default().join(p, 'docs.json'))
                : external_node_path_default().basename(p) === 'docs.json';
        }
        catch {
            return false;
        }
    };
    if (isDocsRoot(abs))
        return { kind: 'folder', dir: arg };
    if (!io.git)
        throw new errors/* UsageError */.e(`${arg}: no docs root there, and git revisions cannot be read here`);
    return { kind: 'git', rev: arg, git: io.git };
}
/** `navlint diff BASE [HEAD]`: resolves both sides and prints what changes. */
async function runDiff(args, format, root, io) {
    if (args.length === 0)
        throw new errors/* UsageError */.e('diff needs a base: a git revision or a docs-root folder (see navlint help diff)');
    if (args.length > 2)
        throw new errors/* UsageError */.e(`diff takes a base and a head, got ${args.length} arguments`);
    const dir = root ?? '.';
    const [{ diffSides }, report] = await Promise.all([Promise.all(/* import() */[__nccwpck_require__.e(298), __nccwpck_require__.e(586), __nccwpck_require__.e(160), __nccwpck_require__.e(37), __nccwpck_require__.e(115), __nccwpck_require__.e(380), __nccwpck_require__.e(802)]).then(__nccwpck_require__.bind(__nccwpck_require__, 94802)), Promise.all(/* import() */[__nccwpck_require__.e(298), __nccwpck_require__.e(586), __nccwpck_require__.e(160), __nccwpck_require__.e(37), __nccwpck_require__.e(115), __nccwpck_require__.e(380), __nccwpck_require__.e(802), __nccwpck_require__.e(227)]).then(__nccwpck_require__.bind(__nccwpck_require__, 20227))]);
    const base = sideOf(args[0], io);
    const head = args[1] !== undefined ? sideOf(args[1], io) : { kind: 'worktree' };
    const { diff, base: b, head: h } = diffSides(base, head, { dir, cwd: io.cwd, fs: io.fs });
    io.stdout(format === 'json'
        ? report.formatDiffJson(diff, b, h)
        : format === 'md'
            ? report.formatDiffMarkdown(diff, b, h)
            : report.formatDiffText(diff, b, h));
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

/***/ 68535:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ CONTENT_WORKER_OPTIONS),
/* harmony export */   a: () => (/* binding */ fileCacheStore)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


// What the entry points (the CLI and the action) hand the content layer: they own the threads and the disk.
/**
 * Options for a parsing worker's thread. The parser makes many short-lived objects: with V8's default young
 * generation a fifth of the time goes to collecting them; a larger one (as `--max-semi-space-size=64`) cuts that.
 */
const CONTENT_WORKER_OPTIONS = {
    workerData: { navlint: 'content' },
    resourceLimits: { maxYoungGenerationSizeMb: 192 },
};
/** The `--cache` file on disk; written beside and renamed into place, so that a run stopped half-way leaves no broken cache. */
function fileCacheStore(file) {
    return {
        read() {
            try {
                return node_fs__WEBPACK_IMPORTED_MODULE_0___default().readFileSync(file, 'utf8');
            }
            catch {
                return undefined;
            }
        },
        write(text) {
            node_fs__WEBPACK_IMPORTED_MODULE_0___default().mkdirSync(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), { recursive: true });
            const temp = `${file}.${process.pid}.tmp`;
            node_fs__WEBPACK_IMPORTED_MODULE_0___default().writeFileSync(temp, text);
            node_fs__WEBPACK_IMPORTED_MODULE_0___default().renameSync(temp, file);
        },
    };
}


/***/ }),

/***/ 74296:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ DocsRootBelowError),
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
/** An error in how navlint was called (bad arguments, missing docs root): exit code 2. */
class UsageError extends Error {
}
/** No docs.json in the folder given, but one or more below it: `roots` are their folders, as shown to the user. */
class DocsRootBelowError extends UsageError {
    roots;
    constructor(message, roots) {
        super(message);
        this.roots = roots;
    }
}


/***/ }),

/***/ 13070:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  X: () => (/* binding */ GitError),
  O: () => (/* binding */ systemGit)
});

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
;// CONCATENATED MODULE: ./src/core/git.ts

/** A git command that could not run or exited with an error; `message` is git's first line of complaint. */
class GitError extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.status = status;
    }
}
/** Most bytes read from one git command (a whole docs tree in one batch). */
const MAX_OUTPUT = 2 * 1024 * 1024 * 1024 - 1;
/** The machine's `git`, as a `Git` runner; the entry points pass it in with their environment. */
function systemGit(env) {
    const childEnv = {};
    for (const [k, v] of Object.entries(env))
        if (v !== undefined)
            childEnv[k] = v;
    // Never wait for a password, never take a lock on the index, and speak plainly so that messages can be shown.
    Object.assign(childEnv, { GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C', LANGUAGE: 'C' });
    return (args, options = {}) => {
        const r = (0,external_node_child_process_namespaceObject.spawnSync)('git', args, {
            cwd: options.cwd,
            input: options.input,
            env: childEnv,
            maxBuffer: MAX_OUTPUT,
            windowsHide: true,
        });
        if (r.error) {
            const code = r.error.code;
            throw new GitError(code === 'ENOENT'
                ? 'git is not installed (no `git` command on the PATH)'
                : `git could not run (${code ?? r.error.message})`, null);
        }
        if (r.status !== 0) {
            const lines = r.stderr
                .toString('utf8')
                .split('\n')
                .map((l) => l.trim())
                .filter(Boolean);
            const line = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines[0] ?? `git ${args[0]} exited with status ${r.status}`;
            throw new GitError(line.replace(/^(fatal|error):\s*/, ''), r.status);
        }
        return r.stdout;
    };
}


/***/ }),

/***/ 56107:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   displayPath: () => (/* binding */ displayPath),
/* harmony export */   toPosix: () => (/* binding */ toPosix)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** A path in the `/`-separated form that output, globs and URLs use. */
function toPosix(p) {
    return p.split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/');
}
/** A file path as shown to the user: relative to the working directory, `/`-separated. */
function displayPath(file, cwd) {
    return toPosix(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(cwd, file)) || node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(file);
}


/***/ }),

/***/ 32085:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ZH: () => (/* binding */ capitalize),
/* harmony export */   eO: () => (/* binding */ maxTypoDistance),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   kp: () => (/* binding */ closest)
/* harmony export */ });
/* harmony import */ var fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(21916);

/** The candidate closest to `input` by edit distance, if it is close enough to be a likely typo. */
function closest(input, candidates, maxRatio = 0.4) {
    let best;
    let bestD = Infinity;
    const lower = input.toLowerCase();
    for (const c of candidates) {
        if (c === input)
            continue;
        const d = c.toLowerCase() === lower ? 0.5 : (0,fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__/* .distance */ .Io)(lower, c.toLowerCase());
        if (d < bestD || (d === bestD && best !== undefined && c < best)) {
            best = c;
            bestD = d;
        }
    }
    if (best === undefined)
        return undefined;
    return bestD <= maxTypoDistance(input.length, best.length, maxRatio) ? best : undefined;
}
/** The most edits by which two strings of these lengths may differ and still be taken for one another. */
function maxTypoDistance(aLength, bLength, maxRatio = 0.4) {
    return Math.max(2, Math.ceil(Math.max(aLength, bLength) * maxRatio));
}
/** Quotes a user value for a message: JSON-style double quotes, shortened when long. */
function quote(value, max = 120) {
    const v = value.length > max ? value.slice(0, max - 1) + '…' : value;
    return JSON.stringify(v);
}
/** Upper-cases the first letter of a message fragment. */
function capitalize(s) {
    return s.length > 0 ? s[0].toUpperCase() + s.slice(1) : s;
}


/***/ }),

/***/ 65655:
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
        .replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        // CI runners act on `##[` anywhere in a log line and on `::` opening one (leading blanks skipped): both stay inert.
        .replace(/##\[/g, '#\\u0023[')
        .replace(/^(\s*):/, '$1\\u003a'));
}
/** A palette that colours when `enabled`. */
function palette(enabled) {
    const wrap = (open, close) => (s) => (enabled ? `\u001b[${open}m${s}\u001b[${close}m` : s);
    return {
        red: wrap(31, 39),
        yellow: wrap(33, 39),
        blue: wrap(34, 39),
        dim: wrap(2, 22),
        bold: wrap(1, 22),
        underline: wrap(4, 24),
        green: wrap(32, 39),
    };
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

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

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

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 52018:
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
/******/ var __webpack_exports__ = __nccwpck_require__(95581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
