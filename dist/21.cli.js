export const id = 21;
export const ids = [21,175];
export const modules = {

/***/ 9021:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_FINDINGS_PER_RULE: () => (/* binding */ MAX_FINDINGS_PER_RULE),
  UsageError: () => (/* reexport */ errors/* UsageError */.e),
  analyze: () => (/* binding */ analyze),
  capPerRule: () => (/* binding */ capPerRule),
  check: () => (/* binding */ check),
  displayPath: () => (/* binding */ displayPath),
  findDocsRoot: () => (/* binding */ findDocsRoot),
  judge: () => (/* binding */ judge),
  runCheck: () => (/* binding */ runCheck),
  sortDiagnostics: () => (/* binding */ sortDiagnostics),
  summarize: () => (/* binding */ summarize)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/load/docs.ts
var docs = __webpack_require__(4025);
// EXTERNAL MODULE: ./src/load/files.ts
var files = __webpack_require__(6255);
// EXTERNAL MODULE: ./src/load/json.ts
var json = __webpack_require__(1748);
;// CONCATENATED MODULE: ./src/load/rc.ts




/** Name of the configuration file looked for in the docs root. */
const RC_FILE = '.navlintrc.json';
const LEVELS = ['off', 'notice', 'warning', 'error'];
/** Reads `.navlintrc.json` from the docs root, or the file given with `--config`. */
function loadRc(docsRoot, explicit, fs) {
    const rc = { rules: new Map(), ignore: [], issues: [], ruleKeys: [] };
    const file = explicit ?? external_node_path_default().join(docsRoot, RC_FILE);
    if (!explicit && !fs.existsSync(file))
        return rc;
    rc.file = file;
    // The default file comes with the repository: a link out of it would put another file's lines in the report.
    if (!explicit && !(0,files/* isInside */.FK)(fs.realpathSync(docsRoot), fs.realpathSync(file))) {
        rc.issues.push({ message: `${RC_FILE} is a link that leads outside the docs root; navlint does not read it.`, span: { file, pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } });
        return rc;
    }
    if (fs.statSync(file).size > docs/* MAX_CONFIG_BYTES */.GW) {
        rc.issues.push({ message: `${external_node_path_default().basename(file)} is larger than ${docs/* MAX_CONFIG_BYTES */.GW / 1024 / 1024} MiB; navlint does not read it.`, span: { file, pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } });
        return rc;
    }
    const parsed = (0,json/* parseJson */.qF)(file, fs.readFileSync(file, 'utf8'));
    rc.source = parsed.source;
    for (const e of parsed.errors)
        rc.issues.push({ message: `Invalid JSON: ${e.message}.`, span: e.span });
    const root = parsed.root;
    if (!root)
        return rc;
    if (root.type !== 'object') {
        rc.issues.push({ message: 'The configuration must be a JSON object with `rules` and `ignore`.', span: root.span });
        return rc;
    }
    for (const p of root.props) {
        if (p.key !== 'rules' && p.key !== 'ignore' && p.key !== '$schema')
            rc.issues.push({ message: `Unknown key "${p.key}"; the configuration has \`rules\` and \`ignore\`.`, span: p.keySpan });
    }
    const rules = (0,json/* getProp */.GT)(root, 'rules')?.value;
    if (rules) {
        if (rules.type !== 'object')
            rc.issues.push({ message: '`rules` must be an object mapping rule ids to "off", "notice", "warning" or "error".', span: rules.span });
        else
            for (const p of rules.props) {
                rc.ruleKeys.push({ id: p.key, span: p.keySpan });
                const v = p.value;
                if (v.type === 'string' && LEVELS.includes(v.value))
                    rc.rules.set(p.key, v.value);
                else
                    rc.issues.push({ message: `Level of "${p.key}" must be "off", "notice", "warning" or "error".`, span: v.span });
            }
    }
    const ignore = (0,json/* getProp */.GT)(root, 'ignore')?.value;
    if (ignore) {
        if (ignore.type !== 'array')
            rc.issues.push({ message: '`ignore` must be an array of glob patterns.', span: ignore.span });
        else
            for (const item of ignore.items) {
                if (item.type === 'string' && item.value !== '')
                    rc.ignore.push(item.value);
                else
                    rc.issues.push({ message: 'Each `ignore` entry must be a non-empty glob pattern (a string).', span: item.span });
            }
    }
    return rc;
}

// EXTERNAL MODULE: ./src/model/site.ts
var site = __webpack_require__(2962);
// EXTERNAL MODULE: ./src/rules/index.ts + 36 modules
var rules = __webpack_require__(7318);
// EXTERNAL MODULE: ./src/rules/rule.ts
var rules_rule = __webpack_require__(281);
// EXTERNAL MODULE: ./src/openapi/model.ts + 2 modules
var openapi_model = __webpack_require__(2071);
;// CONCATENATED MODULE: ./src/openapi/remote.ts
/** Seconds a remote OpenAPI document may take to arrive with `--fetch-remote`. */
const REMOTE_TIMEOUT_MS = 10_000;
/** Largest remote OpenAPI document fetched, in bytes. */
const REMOTE_MAX_BYTES = 16 * 1024 * 1024;
/** Fetches remote documents with a timeout and a size limit; failures are left out (and reported as not fetched). */
async function fetchRemoteSpecs(urls, fetchImpl = fetch) {
    const out = new Map();
    await Promise.all([...new Set(urls)].map(async (url) => {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), REMOTE_TIMEOUT_MS);
        try {
            const res = await fetchImpl(url, { signal: controller.signal, redirect: 'follow' });
            if (!res.ok || !res.body)
                return;
            const reader = res.body.getReader();
            const chunks = [];
            let total = 0;
            for (;;) {
                const { done, value } = await reader.read();
                if (done)
                    break;
                total += value.byteLength;
                if (total > REMOTE_MAX_BYTES) {
                    controller.abort();
                    return;
                }
                chunks.push(value);
            }
            out.set(url, Buffer.concat(chunks).toString('utf8'));
        }
        catch {
            /* not fetched: reported as a remote document that was not checked */
        }
        finally {
            clearTimeout(timer);
        }
    }));
    return out;
}

// EXTERNAL MODULE: ./src/openapi/validate.ts
var validate = __webpack_require__(644);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/engine.ts










/** Most findings listed per rule; one more finding says how many were left out (keeps every report of hostile input finite). */
const MAX_FINDINGS_PER_RULE = 10_000;
// Kept in its own module so that the CLI can throw it without loading the engine.

/** Finds the docs root for a user-given path. */
function findDocsRoot(dir, cwd, fs) {
    const abs = external_node_path_default().resolve(cwd, dir);
    let st;
    try {
        st = fs.statSync(abs);
    }
    catch {
        throw new errors/* UsageError */.e(`${dir}: no such file or folder`);
    }
    if (st.isFile()) {
        if (external_node_path_default().basename(abs) !== 'docs.json')
            throw new errors/* UsageError */.e(`${dir}: expected a docs root folder or its docs.json`);
        return external_node_path_default().dirname(abs);
    }
    if (!fs.existsSync(external_node_path_default().join(abs, 'docs.json')))
        throw new errors/* UsageError */.e(`${dir}: no docs.json in this folder (give the docs root, the folder that holds docs.json)`);
    if (!fs.statSync(external_node_path_default().join(abs, 'docs.json')).isFile())
        throw new errors/* UsageError */.e(`${dir}: docs.json in this folder is not a file`);
    return abs;
}
/** A file the check cannot do without (docs.json, .navlintrc.json, .mintignore) that cannot be read, as a usage error naming it. */
function unreadable(e, cwd) {
    const err = e;
    if (typeof err?.code !== 'string' || typeof err.path !== 'string')
        return undefined;
    const why = err.code === 'EACCES' || err.code === 'EPERM' ? 'permission denied' : err.code === 'EISDIR' ? 'it is a folder' : err.code;
    return new errors/* UsageError */.e(`${displayPath(err.path, cwd)}: cannot be read (${why})`);
}
/** Loads a docs root and builds its model (no judgement yet). */
function analyze(options) {
    const { fs, cwd } = options;
    options.timing?.enter('load');
    const root = findDocsRoot(options.dir, cwd, fs);
    const rcPath = options.configPath !== undefined ? external_node_path_default().resolve(cwd, options.configPath) : undefined;
    if (rcPath !== undefined && !fs.existsSync(rcPath))
        throw new errors/* UsageError */.e(`--config ${options.configPath}: no such file`);
    try {
        const rc = loadRc(root, rcPath, fs);
        return (0,site/* buildSiteModel */.t)(root, fs, rc, options.remote, { timing: options.timing, onSpec: options.onSpec });
    }
    catch (e) {
        throw unreadable(e, cwd) ?? e;
    }
}
/** Loads a docs root, runs every rule, and applies the configuration (without structural OpenAPI validation). */
function check(options) {
    return judge(analyze(options), options.cwd, options.timing);
}
/** The full check: fetches remote documents when asked, validates OpenAPI documents, then judges. */
async function runCheck(options) {
    // Documents go to the validator as soon as they are parsed, so that (in a worker) it runs beside the rest of the
    // check. The worker starts with the first of them (the CLI starts it earlier when docs.json names OpenAPI).
    const linter = new validate/* SpecLinter */.Mv(options.lintWorker);
    try {
        return await checkWith(linter, options);
    }
    finally {
        await linter.close();
    }
}
async function checkWith(linter, options) {
    const onSpec = (spec) => linter.submit(spec);
    let model = analyze({ ...options, onSpec });
    if (options.fetchRemote) {
        const urls = (model.openapi?.references ?? []).flatMap((r) => (r.resolution.status === 'remote' ? [r.resolution.url] : []));
        if (urls.length > 0) {
            options.timing?.enter('load');
            model = analyze({ ...options, onSpec, remote: await fetchRemoteSpecs(urls, options.fetchImpl) });
        }
    }
    // The rules that do not read the validator's findings run while it is still at work.
    const findings = runRules(model, (rule) => !rule.readsValidation, options.timing);
    const oa = model.openapi;
    if (oa) {
        options.timing?.enter('parse specs');
        const specs = new Map();
        for (const r of oa.references) {
            const s = (0,openapi_model/* specOf */.rI)(r.resolution);
            if (s)
                specs.set(s.file, s);
        }
        for (const [file, problems] of await (0,validate/* validateSpecs */.lY)([...specs.values()], linter))
            oa.validation.set(file, problems);
    }
    for (const [rule, list] of runRules(model, (rule) => rule.readsValidation === true, options.timing))
        findings.set(rule, list);
    return conclude(model, findings, options.cwd);
}
/** Runs every rule on a model and applies the configuration. */
function judge(model, cwd, timing) {
    return conclude(model, runRules(model, () => true, timing), cwd);
}
/** Runs the enabled rules that `which` selects, each at its configured level. */
function runRules(model, which, timing) {
    timing?.enter('rules');
    const levels = model.rc?.rules;
    const out = new Map();
    for (const rule of rules/* RULES */.y) {
        const level = levels?.get(rule.meta.id);
        if (level === 'off' || !which(rule))
            continue;
        const found = (0,rules_rule/* runRule */.O)(rule, model);
        out.set(rule, level ? found.map((d) => ({ ...d, severity: level })) : found);
    }
    return out;
}
/** Applies `ignore`, the per-rule cap and the order to every rule's findings, and says what was checked. */
function conclude(model, findings, cwd) {
    const rc = model.rc ?? { rules: new Map(), ignore: [], issues: [], ruleKeys: [] };
    const root = model.root;
    // In the registry's order, whichever order the rules ran in.
    const raw = rules/* RULES */.y.flatMap((rule) => findings.get(rule) ?? []);
    const ignored = rc.ignore.length ? picomatch_default()(rc.ignore, { dot: true }) : undefined;
    const diagnostics = capPerRule(raw.filter((d) => {
        if (!ignored || d.rule === 'navlintrc-invalid')
            return true;
        if (d.page !== undefined && (ignored(d.page) || ignored(d.page + '.mdx') || ignored(d.page + '.md')))
            return false;
        return !ignored(toPosix(external_node_path_default().relative(root, d.span.file)));
    }));
    sortDiagnostics(diagnostics, cwd);
    const sources = new Map(model.sources);
    if (model.rc?.file && model.rc.source)
        sources.set(model.rc.file, model.rc.source);
    for (const spec of model.openapi?.store.all() ?? [])
        if (spec.source)
            sources.set(spec.file, spec.source);
    for (const [, meta] of model.openapi?.pageMeta ?? [])
        if (meta.errors.length || meta.openapi)
            sources.set(meta.file, meta.source);
    const entries = model.entries.filter((e) => !e.dropped).length;
    const specs = model.openapi?.store.all().length ?? 0;
    const checked = `${displayPath(model.configFile, cwd)} (${entries} navigation ${entries === 1 ? 'entry' : 'entries'}, ${model.files.pageFiles.length} page file${model.files.pageFiles.length === 1 ? '' : 's'}, ${specs} OpenAPI document${specs === 1 ? '' : 's'})`;
    return { root, cwd, configFile: model.configFile, diagnostics, summary: summarize(diagnostics), sources, checked, model, rules: rules/* RULES */.y };
}
/** Keeps the first MAX_FINDINGS_PER_RULE findings of each rule, in the order the rule made them, and notes the rest. */
function capPerRule(list) {
    const count = new Map();
    const last = new Map();
    const kept = [];
    for (const d of list) {
        const n = (count.get(d.rule) ?? 0) + 1;
        count.set(d.rule, n);
        if (n > MAX_FINDINGS_PER_RULE)
            continue;
        kept.push(d);
        last.set(d.rule, d);
    }
    for (const [rule, n] of count) {
        if (n <= MAX_FINDINGS_PER_RULE)
            continue;
        const d = last.get(rule);
        kept.push({ rule, severity: d.severity, span: d.span, message: `${n - MAX_FINDINGS_PER_RULE} more findings of ${rule} are not listed: navlint lists at most ${MAX_FINDINGS_PER_RULE} per rule.` });
    }
    return kept;
}
/** Counts findings by severity. */
function summarize(diagnostics) {
    const s = { errors: 0, warnings: 0, notices: 0 };
    for (const d of diagnostics) {
        if (d.severity === 'error')
            s.errors++;
        else if (d.severity === 'warning')
            s.warnings++;
        else
            s.notices++;
    }
    return s;
}
/** Sorts in place by file (as shown), line, column, rule, then message. */
function sortDiagnostics(list, cwd) {
    const key = new Map();
    for (const d of list)
        key.set(d, displayPath(d.span.file, cwd));
    list.sort((a, b) => {
        const fa = key.get(a);
        const fb = key.get(b);
        if (fa !== fb)
            return fa < fb ? -1 : 1;
        return a.span.start.line - b.span.start.line || a.span.start.column - b.span.start.column || cmp(a.rule, b.rule) || cmp(a.message, b.message);
    });
}
function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** A file path as shown to users: relative to `cwd`, with `/` separators. */
function displayPath(file, cwd) {
    return toPosix(external_node_path_default().relative(cwd, file)) || external_node_path_default().basename(file);
}
function toPosix(p) {
    return p.split((external_node_path_default()).sep).join('/');
}


/***/ }),

/***/ 4025:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GW: () => (/* binding */ MAX_CONFIG_BYTES),
/* harmony export */   Z9: () => (/* binding */ loadConfig)
/* harmony export */ });
/* unused harmony exports MAX_CONFIG_VALUES, MAX_REFS */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2858);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6255);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1748);




/** Largest JSON file navlint reads (docs.json or a `$ref` target), in bytes. */
const MAX_CONFIG_BYTES = 64 * 1024 * 1024;
/** Most values (objects, arrays, strings, …) in docs.json once every `$ref` is resolved, each inclusion counted. */
const MAX_CONFIG_VALUES = 500_000;
/** Most `$ref` objects resolved in one docs.json. */
const MAX_REFS = 2000;
/** Reads docs.json and resolves its `$ref` objects relative to the file that holds each one. */
function loadConfig(docsRoot, configFile, fs) {
    const realRoot = fs.realpathSync(docsRoot);
    const out = { file: configFile, sources: new Map(), syntaxErrors: [], refIssues: [], duplicateKeys: [] };
    const cache = new Map();
    let refCount = 0;
    let values = 0;
    let full = false;
    const parseFile = (file) => {
        let parsed = cache.get(file);
        if (!parsed) {
            const text = fs.readFileSync(file, 'utf8');
            parsed = (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJson */ .qF)(file, text);
            const bad = text.includes('\uFFFD') ? invalidUtf8At(fs, file, text) : undefined;
            if (bad !== undefined)
                parsed.errors.unshift({ message: 'the file is not valid UTF-8 here: these bytes cannot be decoded, and the platform reads them as "\uFFFD"', span: parsed.source.span(bad, 1, '') });
            cache.set(file, parsed);
            out.sources.set(file, parsed.source);
            for (const e of parsed.errors)
                out.syntaxErrors.push({ file, ...e });
            out.duplicateKeys.push(...parsed.duplicateKeys);
        }
        return parsed;
    };
    // `depth` is the nesting of `node` in the resolved tree: `$ref` files add their own levels to it.
    const resolve = (node, file, stack, depth) => {
        if (depth > _json_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_JSON_DEPTH */ .KX)
            throw new TooDeep();
        if (++values > MAX_CONFIG_VALUES)
            throw new TooMany();
        if (node.type === 'array') {
            for (let i = 0; i < node.items.length; i++)
                node.items[i] = resolve(node.items[i], file, stack, depth + 1);
            return node;
        }
        if (node.type !== 'object')
            return node;
        const ref = (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(node, '$ref');
        if (ref && ref.value.type === 'string') {
            refCount++;
            const target = ref.value.value;
            const fail = (reason, message) => {
                out.refIssues.push({ reason, target, message, span: ref.value.span });
                return { ...node, broken: true };
            };
            // Past the value limit, the one finding at the `$ref` that reached it says that resolving stops there.
            if (full)
                return { ...node, broken: true };
            if (refCount > MAX_REFS)
                return fail('limit', `more than ${MAX_REFS} \`$ref\` objects; navlint stops resolving them here`);
            if (/^[a-z][a-z0-9+.-]*:/i.test(target))
                return fail('invalid', `\`$ref\` "${target}" is a URL; docs.json \`$ref\` must name a file in the repository`);
            const [filePart, fragment] = splitFragment(target);
            // `#/pointer` alone names a part of the file that holds it.
            const abs = filePart === '' ? file : node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file), filePart);
            if (!(0,_files_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(docsRoot, abs))
                return fail('outside', `\`$ref\` "${target}" points outside the docs root`);
            let real;
            try {
                real = fs.realpathSync(abs);
            }
            catch {
                return fail('missing', `\`$ref\` "${target}" names no file (looked for ${rel(docsRoot, abs)})`);
            }
            if (!(0,_files_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(realRoot, real))
                return fail('outside', `\`$ref\` "${target}" is a link that leads outside the docs root`);
            let isFile = false;
            let size = 0;
            try {
                const st = fs.statSync(real);
                isFile = st.isFile();
                size = st.size;
            }
            catch {
                /* reported below */
            }
            if (!isFile)
                return fail('missing', `\`$ref\` "${target}" is not a file`);
            if (size > MAX_CONFIG_BYTES)
                return fail('limit', `\`$ref\` "${target}" is larger than ${MAX_CONFIG_BYTES / 1024 / 1024} MiB`);
            const here = fragment ? `${abs}#${fragment}` : abs;
            // A whole file contains every part of itself; a part is a cycle only when that same part recurs.
            const start = stack.findIndex((f) => f === here || (!fragment && f.startsWith(abs + '#')));
            if (start >= 0) {
                const cycle = [...stack.slice(start), here].map((f) => rel(docsRoot, f)).join(' → ');
                return fail('cycle', `\`$ref\` "${target}" forms a cycle: ${cycle}`);
            }
            let parsed;
            try {
                parsed = parseFile(abs);
            }
            catch {
                return fail('unreadable', `\`$ref\` "${target}" could not be read`);
            }
            if (!parsed.root)
                return { ...node, broken: true }; // its syntax errors are reported on their own
            let target_ = parsed.root;
            if (fragment) {
                const found = (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeAtPointer */ .hI)(target_, fragment)?.node;
                if (!found)
                    return fail('missing', `\`$ref\` "${target}": the file has no value at "#${fragment}"`);
                target_ = found;
            }
            let resolved;
            const before = values;
            try {
                resolved = resolve(cloneShallow(target_), abs, [...stack, here], depth);
            }
            catch (e) {
                if (e instanceof TooDeep)
                    return fail('limit', `\`$ref\` "${target}" nests docs.json more than ${_json_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_JSON_DEPTH */ .KX} levels deep, counting the levels of the files it includes`);
                if (!(e instanceof TooMany))
                    throw e;
                values = before;
                full = true;
                return fail('limit', `\`$ref\` "${target}" makes docs.json hold more than ${MAX_CONFIG_VALUES} values with the files it includes; navlint stops resolving \`$ref\` here`);
            }
            const siblings = node.props.filter((p) => p.key !== '$ref');
            if (siblings.length === 0 || resolved.type !== 'object')
                return resolved;
            // Keys beside `$ref` are kept and override the target's keys of the same name.
            const keys = new Set(siblings.map((p) => p.key));
            return {
                ...resolved,
                props: [...resolved.props.filter((p) => !keys.has(p.key)), ...siblings.map((p) => ({ ...p, value: resolve(p.value, file, stack, depth + 1) }))],
            };
        }
        for (const p of node.props)
            p.value = resolve(p.value, file, stack, depth + 1);
        return node;
    };
    const refuse = (message) => {
        const source = new _core_source_js__WEBPACK_IMPORTED_MODULE_3__/* .SourceText */ .D(configFile, '');
        out.sources.set(configFile, source);
        out.syntaxErrors.push({ file: configFile, message, span: source.span(0, 0, ''), limit: true });
        return out;
    };
    let size = 0;
    try {
        // A link to a file outside the root (`/proc/self/environ`) would put that file's lines in the report.
        if (!(0,_files_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(realRoot, fs.realpathSync(configFile)))
            return refuse('docs.json is a link that leads outside the docs root; navlint does not read it');
        size = fs.statSync(configFile).size;
    }
    catch {
        /* reading it below says why */
    }
    if (size > MAX_CONFIG_BYTES)
        return refuse(`docs.json is larger than ${MAX_CONFIG_BYTES / 1024 / 1024} MiB (${(size / 1024 / 1024).toFixed(1)} MiB); navlint does not read it`);
    const parsed = parseFile(configFile);
    if (!parsed.root)
        return out;
    try {
        out.root = resolve(parsed.root, configFile, [configFile], 1);
    }
    catch (e) {
        if (!(e instanceof TooMany))
            throw e;
        out.syntaxErrors.push({ file: configFile, message: `docs.json holds more than ${MAX_CONFIG_VALUES} values; navlint does not check a file this large`, span: parsed.source.span(0, 1, ''), limit: true });
    }
    return out;
}
/** Thrown when the resolved tree gets deeper than MAX_JSON_DEPTH; the `$ref` that crossed the line reports it. */
class TooDeep extends Error {
}
/** Thrown when the resolved tree gets more than MAX_CONFIG_VALUES values. */
class TooMany extends Error {
}
/**
 * The offset in `text` of the first character decoded from bytes that are not UTF-8, if any.
 * A replacement character can also be written in the file on purpose: only the bytes tell.
 */
function invalidUtf8At(fs, file, text) {
    let bytes;
    try {
        const fd = fs.openSync(file, 'r');
        try {
            const chunks = [];
            const chunk = Buffer.alloc(1024 * 1024);
            for (let n; (n = fs.readSync(fd, chunk, 0, chunk.length, null)) > 0;)
                chunks.push(Buffer.from(chunk.subarray(0, n)));
            bytes = Buffer.concat(chunks);
        }
        finally {
            fs.closeSync(fd);
        }
    }
    catch {
        return undefined;
    }
    // Up to the first undecodable sequence, decoding is exact: byte offsets follow from the text before it.
    let byteOffset = 0;
    let from = 0;
    for (let i = text.indexOf('\uFFFD'); i >= 0; i = text.indexOf('\uFFFD', i + 1)) {
        byteOffset += Buffer.byteLength(text.slice(from, i));
        from = i + 1;
        if (bytes[byteOffset] !== 0xef || bytes[byteOffset + 1] !== 0xbf || bytes[byteOffset + 2] !== 0xbd)
            return i;
        byteOffset += 3;
    }
    return undefined;
}
/** Copies the containers of a cached tree so that one target used twice is resolved in place safely. */
function cloneShallow(node) {
    if (node.type === 'object')
        return { ...node, props: node.props.map((p) => ({ ...p, value: cloneShallow(p.value) })) };
    if (node.type === 'array')
        return { ...node, items: node.items.map(cloneShallow) };
    return node;
}
function splitFragment(target) {
    const i = target.indexOf('#');
    return i < 0 ? [target, ''] : [target.slice(0, i), target.slice(i + 1)];
}
function rel(root, file) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(root, file).split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/') || '.';
}


/***/ }),

/***/ 2962:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ buildSiteModel),
/* harmony export */   y: () => (/* binding */ firstAt)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _load_docs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4025);
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6255);
/* harmony import */ var _load_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1748);
/* harmony import */ var _openapi_model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2071);
/* harmony import */ var _nav_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(380);






/** Loads a docs root and builds its model. */
function buildSiteModel(root, fs, rc, remote, hooks = {}) {
    const timing = hooks.timing;
    timing?.enter('load');
    const configFile = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(root, 'docs.json');
    const config = (0,_load_docs_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)(root, configFile, fs);
    const files = new _load_files_js__WEBPACK_IMPORTED_MODULE_2__/* .FileIndex */ .rx(root, fs);
    const docs = config.root?.type === 'object' ? config.root : undefined;
    const navigationProp = (0,_load_json_js__WEBPACK_IMPORTED_MODULE_3__/* .getProp */ .GT)(docs, 'navigation');
    const model = { root, configFile, config, docs, navigationProp, elements: [], entries: [], files, fs, sources: config.sources, rc };
    timing?.enter('model');
    if (navigationProp?.value.type === 'object' && !navigationProp.value.broken) {
        const built = (0,_nav_js__WEBPACK_IMPORTED_MODULE_5__/* .buildNavigation */ .j5)(navigationProp.value);
        model.nav = built.root;
        model.elements = built.elements;
        model.entries = built.entries;
    }
    if (docs && !docs.broken) {
        model.openapi = new _openapi_model_js__WEBPACK_IMPORTED_MODULE_4__/* .OpenApiModel */ .M$(model, remote, hooks);
        model.openapi.build();
    }
    return model;
}
/** Where an earlier occurrence stands, for "first at …" in messages: a line, or file:line in another file. */
function firstAt(model, first, here) {
    if (first.file === here.file)
        return first.start.line === here.start.line ? `line ${first.start.line}, column ${first.start.column}` : `line ${first.start.line}`;
    return `${node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(model.root, first.file).split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/')}:${first.start.line}`;
}


/***/ }),

/***/ 8175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DA: () => (/* binding */ lintText),
/* harmony export */   pS: () => (/* binding */ lintValue),
/* harmony export */   serveLintRequests: () => (/* binding */ serveLintRequests)
/* harmony export */ });
/* unused harmony export plainJsonValue */
let redocly;
let config;
async function load() {
    redocly ??= Promise.all(/* import() */[__webpack_require__.e(160), __webpack_require__.e(677)]).then(__webpack_require__.bind(__webpack_require__, 4677));
    const r = await redocly;
    config ??= r.createConfig({ extends: [], rules: { struct: 'error' } });
    // External references are reported by navlint itself and never read: this resolver refuses them.
    class LocalOnly extends r.BaseResolver {
        async resolveDocument() {
            throw new Error('external references are not resolved');
        }
    }
    return { r, cfg: await config, resolver: () => new LocalOnly() };
}
function raw(problems) {
    return problems.map((p) => {
        const loc = p.location[0];
        return { message: p.message, ...(loc ? { location: { pointer: loc.pointer, reportOnKey: loc.reportOnKey } } : {}) };
    });
}
/** Characters the validator's YAML reader refuses (its own pattern). */
// eslint-disable-next-line no-control-regex
const NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
/** Numbers that may overflow, which that reader takes for strings. */
const HUGE_NUMBER = /[eE][-+]?[0-9]{3}|[0-9]{300}/;
/**
 * The value of a JSON document that the validator's YAML reader would read to the very same value: it starts
 * with `{` in the first column, has no duplicate keys, no characters that reader refuses and no overflowing
 * numbers. JSON.parse reads such a document many times faster; anything else is left to the validator.
 * `uniqueKeys` says that the caller's parser already found no repeated key.
 */
function plainJsonValue(file, text, uniqueKeys = false) {
    if (!/\.json$/i.test(file) || text.charCodeAt(0) !== 123 || NON_PRINTABLE.test(text) || HUGE_NUMBER.test(text))
        return undefined;
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    return !uniqueKeys && hasDuplicateKeys(text) ? undefined : { value };
}
/** Whether valid JSON text repeats a key in one object (the YAML reader rejects that; JSON.parse keeps the last). */
function hasDuplicateKeys(text) {
    const stack = [];
    let expectKey = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 34) {
            let j = i + 1;
            let escaped = false;
            for (; text.charCodeAt(j) !== 34; j++) {
                if (text.charCodeAt(j) === 92) {
                    escaped = true;
                    j++;
                }
            }
            if (expectKey) {
                const key = escaped ? JSON.parse(text.slice(i, j + 1)) : text.slice(i + 1, j);
                const keys = stack[stack.length - 1];
                if (keys.has(key))
                    return true;
                keys.add(key);
                expectKey = false;
            }
            i = j;
        }
        else if (c === 123) {
            stack.push(new Set());
            expectKey = true;
        }
        else if (c === 91)
            stack.push(undefined);
        else if (c === 125 || c === 93)
            stack.pop();
        else if (c === 44)
            expectKey = stack[stack.length - 1] !== undefined;
    }
    return false;
}
/** Validates a document's text with Redocly's structural rule (the validator reads the text itself). */
async function lintText(file, text, uniqueKeys = false) {
    const { r, cfg, resolver } = await load();
    try {
        const json = plainJsonValue(file, text, uniqueKeys);
        const document = json ? { source: new r.Source(file, text), parsed: json.value } : r.makeDocumentFromString(text, file);
        return { problems: raw(await r.lintDocument({ document, config: cfg, externalRefResolver: resolver() })) };
    }
    catch (e) {
        return { unreadable: e.message.split('\n')[0].replace(/ in "[^"]*"/, '') };
    }
}
/** Validates an already parsed document (plain values); undefined when the validator fails on it. */
async function lintValue(file, text, parsed) {
    const { r, cfg, resolver } = await load();
    const document = { source: new r.Source(file, text), parsed };
    const problems = await r.lintDocument({ document, config: cfg, externalRefResolver: resolver() }).catch(() => undefined);
    return problems && raw(problems);
}
/** Runs in a worker thread: validates each document sent on `port`, one at a time, in the order received. */
function serveLintRequests(port) {
    let queue = load();
    port.on('message', (req) => {
        queue = queue
            .then(() => lintText(req.file, req.text, req.uniqueKeys === true))
            .then((outcome) => port.postMessage({ id: req.id, outcome }), (e) => port.postMessage({ id: req.id, failure: String(e) }));
    });
}


/***/ }),

/***/ 2071:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M$: () => (/* binding */ OpenApiModel),
  rI: () => (/* binding */ specOf)
});

// UNUSED EXPORTS: closestOperation, matchOperation

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/fastest-levenshtein/mod.js
var mod = __webpack_require__(1916);
// EXTERNAL MODULE: ./node_modules/js-yaml/index.js
var js_yaml = __webpack_require__(4281);
var js_yaml_default = /*#__PURE__*/__webpack_require__.n(js_yaml);
// EXTERNAL MODULE: ./src/core/source.ts
var core_source = __webpack_require__(2858);
// EXTERNAL MODULE: ./src/openapi/parse.ts + 1 modules
var parse = __webpack_require__(1689);
// EXTERNAL MODULE: ./src/load/json.ts
var json = __webpack_require__(1748);
;// CONCATENATED MODULE: ./src/load/frontmatter.ts




/** Most bytes read from the start of a page while looking for the end of its frontmatter. */
const MAX_FRONTMATTER_BYTES = 256 * 1024;
/** One read buffer for every page: a fresh one per page would only feed the garbage collector. */
const CHUNK = new Uint8Array(16 * 1024);
/** Reads the start of a file up to the line that closes its frontmatter (or the first bytes when there is none). */
function readHead(fs, file) {
    return readStart(fs, file, false);
}
/** Like `readHead`, but a page's text ends with the line that closes its frontmatter: the body is not kept. */
function readPageHead(fs, file) {
    return readStart(fs, file, true);
}
function readStart(fs, file, frontmatterOnly) {
    const fd = fs.openSync(file, 'r');
    try {
        const parts = [];
        let total = 0;
        let text = '';
        for (;;) {
            const n = fs.readSync(fd, CHUNK, 0, CHUNK.length, null);
            if (n <= 0)
                break;
            const bytes = Buffer.from(CHUNK.buffer, CHUNK.byteOffset, n);
            total += n;
            const all = parts.length === 0 ? bytes : Buffer.concat([...parts, bytes]);
            text = all.toString('utf8');
            if (!/^\uFEFF?---[ \t]*\r?\n/.test(text) && text.length >= 4)
                break;
            const close = /\r?\n---[ \t]*(\r?\n|$)/.exec(text.slice(3));
            if (close && close.index + 3 + close[0].length < text.length) {
                if (!frontmatterOnly)
                    break;
                // Decoded afresh: a slice would keep the whole page in memory.
                const head = text.slice(0, 3 + close.index + close[0].length);
                const fresh = all.toString('utf8', 0, Buffer.byteLength(head));
                return fresh === head ? fresh : head;
            }
            if (total >= MAX_FRONTMATTER_BYTES)
                break;
            // The next read reuses the buffer: keep a copy of what it holds.
            parts.push(Buffer.from(bytes));
        }
        return text;
    }
    finally {
        fs.closeSync(fd);
    }
}
/** Parses a page's frontmatter (YAML between `---` lines) with positions in the page file. */
function parseFrontmatter(file, head) {
    const source = new core_source/* SourceText */.D(file, head);
    const meta = { file, source, errors: [] };
    if (!/^\uFEFF?---[ \t]*\r?\n/.test(head))
        return meta;
    // Only the frontmatter block is read: the body never is.
    const close = /\r?\n---[ \t]*(\r?\n|$)/.exec(head.slice(3));
    const block = close ? head.slice(0, 3 + close.index + close[0].length) : head;
    const start = head.indexOf('\n') + 1;
    const value = yamlBlock(block, start);
    if (value === undefined) {
        // An opening `---` followed by Markdown is a thematic break, not frontmatter left open.
        const next = /^\uFEFF?---[ \t]*\r?\n(?:[ \t]*\r?\n)*([^\r\n]*)/.exec(head)?.[1] ?? '';
        if (!close && /^[A-Za-z_][\w-]*[ \t]*:/.test(next))
            meta.errors.push({ message: 'the frontmatter is not closed by a `---` line', span: source.span(0, 3, '') });
        return meta;
    }
    const parsed = (0,parse/* parseYamlDoc */.V9)(file, value, start, source);
    if (parsed.errors.length > 0) {
        // The platform reads frontmatter with js-yaml 3, which accepts some YAML that the stricter parser
        // rejects (unindented lines inside a quoted scalar): only what js-yaml also rejects is an error.
        let lenient;
        try {
            lenient = js_yaml_default().safeLoad(value);
        }
        catch {
            meta.errors.push(...parsed.errors);
            return meta;
        }
        if (lenient && typeof lenient === 'object') {
            const data = lenient;
            if (typeof data.title === 'string')
                meta.title = data.title;
            if (typeof data.openapi === 'string') {
                const line = /^openapi[ \t]*:/m.exec(value);
                const offset = start + (line ? line.index : 0);
                meta.openapi = { value: data.openapi, span: source.span(offset, line ? line[0].length : 1, '/openapi') };
            }
        }
        return meta;
    }
    meta.data = parsed.root;
    const title = (0,json/* getProp */.GT)(parsed.root, 'title')?.value;
    if (title?.type === 'string')
        meta.title = title.value;
    const openapi = (0,json/* getProp */.GT)(parsed.root, 'openapi')?.value;
    if (openapi?.type === 'string')
        meta.openapi = { value: openapi.value, span: openapi.span };
    return meta;
}
/**
 * The text between the opening line (ending at `start`) and the first closing `---` line, as CommonMark
 * frontmatter reads it: lines end at CRLF, LF or a lone CR, and the line ending before the fence is not part of it.
 */
function yamlBlock(block, start) {
    let lineStart = start;
    let eol = 0;
    for (;;) {
        let end = lineStart;
        while (end < block.length && block.charCodeAt(end) !== 10 && block.charCodeAt(end) !== 13)
            end++;
        if (/^---[ \t]*$/.test(block.slice(lineStart, end)))
            return block.slice(start, Math.max(start, lineStart - eol));
        if (end >= block.length)
            return undefined;
        eol = block.charCodeAt(end) === 13 && block.charCodeAt(end + 1) === 10 ? 2 : 1;
        lineStart = end + eol;
    }
}

// EXTERNAL MODULE: ./src/model/nav.ts
var nav = __webpack_require__(380);
;// CONCATENATED MODULE: ./src/openapi/slug.ts
/** The platform's slug: lower-case, spaces to `-`, and `{}(),.'/` removed. */
function slugify(text) {
    return text
        .toLowerCase()
        .trim()
        .replace(/\s+/g, '-')
        .replace(/[{}(),.'/]/g, '');
}

// EXTERNAL MODULE: ./src/openapi/spec.ts
var spec = __webpack_require__(437);
;// CONCATENATED MODULE: ./src/openapi/model.ts







/** Everything the OpenAPI rules and outputs need: specs, generation, bindings and URLs. */
class OpenApiModel {
    model;
    hooks;
    store;
    references = [];
    elementSpecs = [];
    entryResults = [];
    entryTargets = new Map();
    bindings = [];
    pageMeta = new Map();
    urlsByDir = new Map();
    byElement = new Map();
    /** Structural validation findings per document file, filled by `validateSpecs`. */
    validation = new Map();
    /** URL paths of every generated or listed operation page. */
    operationUrls = new Set();
    constructor(model, remote = new Map(), hooks = {}) {
        this.model = model;
        this.hooks = hooks;
        this.store = new spec/* SpecStore */.X6(model.root, model.fs, model.files, remote, hooks);
    }
    /** Resolves everything; called once by the model builder. */
    build() {
        const m = this.model;
        for (const el of m.elements) {
            if (el.dropped || !el.openapi || el.openapi.owner !== el || el.openapi.sources.length === 0)
                continue;
            const [source, ...ignored] = el.openapi.sources;
            const resolution = this.store.resolve(source.source);
            this.references.push({ source: source.source, span: source.node.span, via: 'navigation', resolution });
            const spec = specOf(resolution);
            const es = { element: el, source, ignored, resolution, spec, directory: (source.directory ?? 'api-reference').replace(/^\/+|\/+$/g, ''), bulk: true, generated: [], pageEntries: [] };
            this.elementSpecs.push(es);
            this.byElement.set(el, es);
        }
        const api = (0,json/* getProp */.GT)((0,json/* getProp */.GT)(m.docs, 'api')?.value, 'openapi')?.value;
        const apiSources = api ? openapiStrings(api) : [];
        for (const s of apiSources)
            this.references.push({ source: s.value, span: s.span, via: 'api', resolution: this.store.resolve(s.value) });
        for (const entry of m.entries) {
            if (entry.dropped)
                continue;
            const owner = this.scopeOf(entry.parent);
            if (!entry.operation) {
                if (owner)
                    owner.pageEntries.push(entry);
                continue;
            }
            this.entryResults.push(this.resolveEntry(entry, owner));
        }
        for (const es of this.elementSpecs) {
            if (!es.spec)
                continue;
            if (es.bulk)
                es.generated = es.spec.operations.filter((o) => !o.excluded);
            // Hidden operations are generated too (only left out of the sidebar), so links to them work.
            for (const op of es.generated)
                this.operationUrls.add(this.urlOf(op, es.directory));
        }
        for (const r of this.entryResults)
            if (r.op && r.status !== 'excluded')
                this.operationUrls.add(this.urlOf(r.op, r.scope?.directory ?? 'api-reference'));
        this.readPages();
    }
    /** The element spec in force at an element: its own `openapi` or its nearest ancestor's. */
    scopeOf(el) {
        const owner = el.openapi?.owner;
        return owner ? this.byElement.get(owner) : undefined;
    }
    resolveEntry(entry, owner) {
        const ref = entry.operation;
        let spec;
        if (ref.spec !== undefined) {
            const res = this.store.resolve(ref.spec);
            this.references.push({ source: ref.spec, span: entry.node.span, via: 'navigation', resolution: res });
            spec = specOf(res);
            // A document that does not parse has no known operations: its entries cannot be judged.
            if (!spec?.root)
                return { entry, ref, status: 'spec-unavailable' };
        }
        else {
            if (!owner) {
                if (this.model.files.resolvePage(entry.path).status === 'found')
                    return { entry, ref, status: 'file' };
                return { entry, ref, status: 'no-spec' };
            }
            // Any operation listed without a file prefix stops bulk generation for the spec in scope.
            owner.bulk = false;
            spec = owner.spec;
            if (!spec?.root)
                return { entry, ref, status: 'spec-unavailable', scope: owner };
        }
        const result = matchOperation(spec, ref, false);
        const base = { entry, ref, spec, scope: owner };
        if (result.op) {
            if (result.op.excluded)
                return { ...base, status: 'excluded', op: result.op };
            this.entryTargets.set(entry, result.op);
            return { ...base, status: 'matched', op: result.op };
        }
        if (result.caseOnly)
            return { ...base, status: 'method-case', op: result.caseOnly };
        if (this.model.files.resolvePage(entry.path).status === 'found')
            return { ...base, status: 'file' };
        return { ...base, status: 'not-found', closest: closestOperation(spec.operations, ref) };
    }
    readPages() {
        const m = this.model;
        const known = new Map();
        for (const r of this.references) {
            const s = specOf(r.resolution);
            if (s)
                known.set(s.file, s);
        }
        let discovered = false;
        let sorted = [];
        const allSpecs = () => {
            if (!discovered) {
                discovered = true;
                for (const f of m.files.files) {
                    if (!/\.(json|ya?ml)$/i.test(f) || f === 'docs.json' || m.files.isIgnored(f))
                        continue;
                    let head;
                    try {
                        head = readHead(m.fs, external_node_path_default().join(m.root, f));
                    }
                    catch {
                        continue;
                    }
                    if ((0,spec/* looksLikeSpec */.hP)(head)) {
                        const s = this.store.load(f);
                        known.set(s.file, s);
                    }
                }
            }
            // A file always maps to the same document, so the list only changes when one is added.
            if (sorted.length !== known.size)
                sorted = [...known.values()].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
            return sorted;
        };
        // Bindings that name no document are judged last, once every document named by a page is known.
        const unnamed = [];
        for (const file of m.files.pageFiles) {
            let meta;
            const phase = this.hooks.timing?.enter('load');
            try {
                const abs = external_node_path_default().join(m.root, file);
                meta = parseFrontmatter(abs, readPageHead(m.fs, abs));
            }
            catch {
                continue;
            }
            finally {
                this.hooks.timing?.enter(phase);
            }
            this.pageMeta.set(file, meta);
            if (!meta.openapi)
                continue;
            const { value, span } = meta.openapi;
            const ref = (0,nav/* parseOperationRef */._7)(value);
            const binding = { file, meta, value, span, ref, status: 'malformed', alternatives: [] };
            this.bindings.push(binding);
            if (!ref)
                continue;
            if (ref.spec !== undefined) {
                const res = this.store.resolve(ref.spec, external_node_path_default().posix.dirname(file));
                binding.specResolution = res;
                this.references.push({ source: ref.spec, span, via: 'metadata', resolution: res });
                const spec = specOf(res);
                if (!spec) {
                    binding.status = res.status === 'missing' || res.status === 'outside' ? 'spec-missing' : 'spec-unavailable';
                    continue;
                }
                known.set(spec.file, spec);
                if (!spec.root) {
                    binding.status = 'spec-unavailable';
                    continue;
                }
                const r = matchOperation(spec, ref, true);
                if (r.op)
                    Object.assign(binding, { status: 'matched', op: r.op });
                else
                    Object.assign(binding, { status: 'unresolved', closest: closestOperation(spec.operations, ref) });
                continue;
            }
            unnamed.push([binding, ref]);
        }
        const unfetchedRemote = this.references.some((r) => r.resolution.status === 'remote' && !r.resolution.spec);
        for (const [binding, ref] of unnamed) {
            const specs = allSpecs();
            const hits = specs.map((s) => matchOperation(s, ref, true).op).filter((o) => o !== undefined);
            if (hits.length > 0)
                Object.assign(binding, { status: 'matched', op: hits[0], alternatives: hits.slice(1) });
            // A remote document that was not fetched, or one that does not parse, may hold the operation: nothing can be said.
            else if (unfetchedRemote || specs.some((s) => !s.root))
                binding.status = 'spec-unavailable';
            else
                Object.assign(binding, { status: 'unresolved', closest: closestOperation(specs.flatMap((s) => s.operations), ref) });
        }
    }
    /** The URL path of an operation's generated page under a directory. */
    urlOf(op, directory) {
        if (op.href)
            return op.href.startsWith('/') ? op.href : '/' + op.href;
        const key = `${op.spec.file}\0${directory}`;
        let urls = this.urlsByDir.get(key);
        if (!urls) {
            urls = new Map();
            const used = new Map();
            for (const o of op.spec.operations) {
                if (o.excluded)
                    continue;
                const slug = o.summary ? slugify(o.summary) : `${o.method.toLowerCase()}-${slugify(o.path)}`;
                const base = ['', directory, o.tags[0] !== undefined ? slugify(o.tags[0]) : '', slug].filter((x, i) => i === 0 || x !== '').join('/');
                const n = used.get(base) ?? 0;
                used.set(base, n + 1);
                urls.set(o, n === 0 ? base : `${base}-${n}`);
            }
            this.urlsByDir.set(key, urls);
        }
        return urls.get(op) ?? `/${directory}/${slugify(op.summary ?? op.path)}`;
    }
    /** A node of the resolved navigation for an operation page. */
    operationNode(op, generated, directory) {
        const node = {
            kind: 'operation',
            label: op.summary ?? `${op.method} ${op.path}`,
            method: op.method,
            operationPath: op.path,
            spec: op.spec.rel,
            url: this.urlOf(op, directory ?? 'api-reference'),
        };
        if (generated)
            node.generated = true;
        if (op.hidden)
            node.hidden = true;
        return node;
    }
    /** The operation page listed by a navigation entry, as a node. */
    entryNode(entry) {
        const op = this.entryTargets.get(entry);
        if (!op)
            return undefined;
        return this.operationNode(op, false, this.scopeOf(entry.parent)?.directory);
    }
    /** Pages generated under an element (bulk generation), grouped by tag for elements other than groups. */
    generatedFor(el) {
        const es = this.byElement.get(el);
        if (!es || !es.bulk || es.generated.length === 0)
            return [];
        const visible = es.generated.filter((o) => !o.hidden);
        const nodes = visible.map((o) => this.operationNode(o, true, es.directory));
        if (el.kind === 'group')
            return nodes;
        const groups = new Map();
        const loose = [];
        visible.forEach((o, i) => {
            if (o.tags[0] === undefined)
                loose.push(nodes[i]);
            else
                (groups.get(o.tags[0]) ?? groups.set(o.tags[0], []).get(o.tags[0])).push(nodes[i]);
        });
        return [...loose, ...[...groups].map(([tag, children]) => ({ kind: 'group', label: tag, generated: true, children }))];
    }
    /** Hidden operations that are generated but not in the navigation, for the preview. */
    hiddenOperations() {
        const listed = new Set(this.entryTargets.values());
        const out = [];
        for (const es of this.elementSpecs)
            for (const o of es.generated)
                if (o.hidden && !listed.has(o))
                    out.push({ op: o, url: this.urlOf(o, es.directory) });
        return out;
    }
}
/** The loaded document of a resolution, when it is an OpenAPI document at all. */
function specOf(res) {
    return res.status === 'found' ? res.spec : res.status === 'remote' ? res.spec : undefined;
}
function openapiStrings(node) {
    if (node.type === 'string')
        return [{ value: node.value, span: node.span }];
    if (node.type === 'array')
        return node.items.flatMap(openapiStrings);
    if (node.type === 'object') {
        const s = (0,json/* getProp */.GT)(node, 'source')?.value;
        return s ? openapiStrings(s) : [];
    }
    return [];
}
/** Finds an operation: exact (navigation), or with the method in any case (page metadata). */
function matchOperation(spec, ref, anyCase) {
    const method = ref.webhook ? 'WEBHOOK' : ref.method;
    const atPath = operationsAt(spec, ref.path);
    for (const o of atPath)
        if (o.method === method)
            return { op: o };
    const upper = method.toUpperCase();
    const loose = atPath.find((o) => o.method === upper);
    if (loose)
        return anyCase ? { op: loose } : { caseOnly: loose };
    return {};
}
const byPath = new WeakMap();
/** The operations of a document at one path, in document order (indexed once per document). */
function operationsAt(spec, p) {
    let index = byPath.get(spec);
    if (!index) {
        index = new Map();
        for (const o of spec.operations) {
            const list = index.get(o.path);
            if (list)
                list.push(o);
            else
                index.set(o.path, [o]);
        }
        byPath.set(spec, index);
    }
    return index.get(p) ?? [];
}
/** The operation closest to a reference: same path with a slash added or removed, else the nearest text. */
function closestOperation(ops, ref) {
    const method = ref.webhook ? 'WEBHOOK' : ref.method.toUpperCase();
    const alt = ref.path.endsWith('/') ? ref.path.replace(/\/+$/, '') : ref.path + '/';
    const slash = ops.find((o) => o.path === alt && o.method === method) ?? ops.find((o) => o.path === alt);
    if (slash)
        return slash;
    const samePath = ops.find((o) => o.path === ref.path);
    if (samePath)
        return samePath;
    const target = `${method} ${ref.path}`;
    const limit = Math.max(3, Math.ceil(target.length * 0.4));
    let best;
    // Only a candidate within the limit can be returned, and the edit distance is at least the difference in length.
    let bestD = limit + 1;
    for (const o of ops) {
        const text = `${o.method} ${o.path}`;
        if (Math.abs(text.length - target.length) >= bestD)
            continue;
        const d = (0,mod/* distance */.Io)(text, target);
        if (d < bestD) {
            best = o;
            bestD = d;
        }
    }
    return best;
}


/***/ }),

/***/ 1689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gJ: () => (/* binding */ parseSpecText),
  V9: () => (/* binding */ parseYamlDoc)
});

// UNUSED EXPORTS: MAX_YAML_ALIASES

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/source.ts
var core_source = __webpack_require__(2858);
// EXTERNAL MODULE: ./src/load/json.ts
var json = __webpack_require__(1748);
;// CONCATENATED MODULE: ./src/load/simple-yaml.ts

/*
 * A fast reader for the plain YAML that frontmatter and most OpenAPI documents are written in: block
 * mappings and sequences, one-line scalars, literal and folded block scalars, one-line flow sequences.
 * It builds exactly the tree (values and positions) that the full reader would, and gives up on anything
 * else (tabs, comments between entries, anchors, tags, multi-line flow scalars, …), for the full reader to do.
 */
/** Thrown on anything outside the subset. */
class Unsupported extends Error {
}
const unsupported = () => {
    throw new Unsupported();
};
/** Characters the subset refuses anywhere: tabs, CR, other controls, byte-order marks, non-characters. */
// eslint-disable-next-line no-control-regex
const REFUSED = /[\t\r\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\uFEFF\uFFFE\uFFFF]/;
/** First characters of a plain scalar that make it something else (or something this reader leaves alone). */
const INDICATORS = new Set(['-', '?', ':', ',', '[', ']', '{', '}', '#', '&', '*', '!', '|', '>', "'", '"', '%', '@', '`']);
const ESCAPES = {
    '0': '\0',
    a: '\x07',
    b: '\b',
    e: '\x1b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    N: '\u0085',
    _: '\u00a0',
    L: '\u2028',
    P: '\u2029',
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
};
/**
 * Parses YAML text in the supported subset into the positioned tree; undefined when the text needs the full
 * reader. Offsets in spans are shifted by `offsetBase` into `src`.
 */
function parseSimpleYaml(text, offsetBase, src) {
    if (REFUSED.test(text))
        return undefined;
    try {
        return new Reader(text, offsetBase, src).document();
    }
    catch (e) {
        if (e instanceof Unsupported)
            return undefined;
        throw e;
    }
}
/** Deepest nesting of block collections read here; deeper documents go to the full reader, which limits them. */
const MAX_DEPTH = 100;
class Reader {
    text;
    base;
    src;
    lines = [];
    depth = 0;
    constructor(text, base, src) {
        this.text = text;
        this.base = base;
        this.src = src;
        let start = 0;
        for (;;) {
            let end = text.indexOf('\n', start);
            if (end < 0)
                end = text.length;
            let i = start;
            while (i < end && text.charCodeAt(i) === 32)
                i++;
            this.lines.push({ start, end, indent: i - start, blank: i === end, comment: i < end && text.charCodeAt(i) === 35 });
            if (end >= text.length)
                break;
            start = end + 1;
        }
    }
    document() {
        let li = 0;
        // Comments before the first content line belong to no node.
        while (li < this.lines.length && (this.lines[li].blank || this.lines[li].comment))
            li++;
        if (li === this.lines.length)
            return { type: 'null', value: null, span: this.src.span(this.base, 0, '') };
        const first = this.lines[li];
        if (first.indent !== 0)
            unsupported();
        const { parsed, next } = this.isDash(first.start) ? this.sequence(li, 0, '') : this.mapping(li, first.start, 0, '');
        if (this.nextContent(next) < this.lines.length)
            unsupported();
        return parsed.node;
    }
    /** The next line holding content, from `li`; comments there are left to the full reader. */
    nextContent(li) {
        while (li < this.lines.length && this.lines[li].blank)
            li++;
        if (li < this.lines.length && this.lines[li].comment)
            unsupported();
        return li;
    }
    isDash(at) {
        const c = this.text.charCodeAt(at + 1);
        return this.text.charCodeAt(at) === 45 && (c === 32 || c === 10 || at + 1 >= this.text.length);
    }
    lineAfter(line) {
        return line.end < this.text.length ? line.end + 1 : line.end;
    }
    span(start, end, pointer) {
        return this.src.span(this.base + start, end - start, pointer);
    }
    /** A block mapping whose first key starts at `at` on line `li`; its keys stand in column `indent`. */
    mapping(li, at, indent, pointer) {
        if (++this.depth > MAX_DEPTH)
            unsupported();
        const props = [];
        const start = at;
        let after = at;
        for (;;) {
            const line = this.lines[li];
            const key = this.key(at, line.end);
            if (!key)
                unsupported();
            const { name, keyStart, keyEnd, valueAt } = key;
            const p = pointer + '/' + (0,core_source/* pointerToken */.bQ)(name);
            const keySpan = this.span(keyStart, keyEnd, p);
            const value = this.value(li, valueAt, indent, p, true);
            props.push({ key: name, keySpan, value: value.parsed.node });
            after = value.parsed.after;
            li = this.nextContent(value.next);
            if (li >= this.lines.length)
                break;
            const l = this.lines[li];
            if (l.indent < indent)
                break;
            if (l.indent > indent)
                unsupported();
            if (this.isDash(l.start + l.indent))
                unsupported();
            at = l.start + l.indent;
        }
        this.depth--;
        return { parsed: { node: { type: 'object', props, span: this.span(start, after, pointer) }, after }, next: li };
    }
    /** A block sequence whose dashes stand in column `indent`, from line `li`. */
    sequence(li, indent, pointer) {
        if (++this.depth > MAX_DEPTH)
            unsupported();
        const items = [];
        const start = this.lines[li].start + indent;
        let after = start;
        for (;;) {
            const line = this.lines[li];
            const dash = line.start + indent;
            let at = dash + 1;
            while (at < line.end && this.text.charCodeAt(at) === 32)
                at++;
            if (at >= line.end)
                unsupported(); // an item on the next lines, or an empty one
            const p = pointer + '/' + items.length;
            let item;
            if (this.isDash(at))
                unsupported();
            else if (this.key(at, line.end))
                item = this.mapping(li, at, at - line.start, p);
            else
                item = this.value(li, at, indent, p, false);
            items.push(item.parsed.node);
            after = item.parsed.after;
            li = this.nextContent(item.next);
            if (li >= this.lines.length)
                break;
            const l = this.lines[li];
            if (l.indent < indent)
                break;
            if (l.indent > indent)
                unsupported();
            if (!this.isDash(l.start + l.indent))
                break;
        }
        this.depth--;
        return { parsed: { node: { type: 'array', items, span: this.span(start, after, pointer) }, after }, next: li };
    }
    /** The key of a mapping entry starting at `at`, when the line holds one. */
    key(at, end) {
        const t = this.text;
        const c = t[at];
        let name;
        let keyEnd;
        if (c === '"' || c === "'") {
            const q = this.quoted(at, end);
            if (!q || t.charCodeAt(q.end) !== 58)
                return undefined;
            const after = t.charCodeAt(q.end + 1);
            if (q.end + 1 < end && after !== 32)
                unsupported();
            name = q.value;
            keyEnd = q.end;
        }
        else {
            let colon = -1;
            for (let i = at; i < end; i++) {
                if (t.charCodeAt(i) !== 58)
                    continue;
                const n = t.charCodeAt(i + 1);
                if (i + 1 >= end || n === 32) {
                    colon = i;
                    break;
                }
            }
            if (colon < 0)
                return undefined;
            const raw = t.slice(at, colon);
            if (raw === '' || INDICATORS.has(raw[0]) || raw.endsWith(' ') || raw.includes(' #') || colon - at > 1000)
                unsupported();
            name = String(resolvePlain(raw));
            keyEnd = colon;
        }
        let v = keyEnd + 1;
        while (v < end && t.charCodeAt(v) === 32)
            v++;
        return { name, keyStart: at, keyEnd, valueAt: v };
    }
    /**
     * The value of an entry: on its line from `at` (or at the line end when empty), or below it. `indent` is
     * the column of the collection that holds it.
     */
    value(li, at, indent, pointer, inMapping) {
        const t = this.text;
        const line = this.lines[li];
        if (at >= line.end) {
            if (!inMapping)
                unsupported();
            const n = this.nextContent(li + 1);
            const l = this.lines[n];
            if (l && l.indent > indent) {
                if (n !== li + 1)
                    unsupported();
                return this.isDash(l.start + l.indent) ? this.sequence(n, l.indent, pointer) : this.mapping(n, l.start + l.indent, l.indent, pointer);
            }
            if (l && l.indent === indent && this.isDash(l.start + l.indent)) {
                if (n !== li + 1)
                    unsupported();
                return this.sequence(n, indent, pointer);
            }
            // An empty value: null, placed where the line ends.
            return { parsed: { node: { type: 'null', value: null, span: this.span(line.end, line.end, pointer) }, after: line.end }, next: li + 1 };
        }
        const c = t[at];
        if (c === '|' || c === '>')
            return this.blockScalar(li, at, indent, pointer);
        let node;
        let end;
        if (c === '"' || c === "'") {
            const q = this.quoted(at, line.end);
            if (!q)
                unsupported();
            node = { type: 'string', value: q.value, span: this.span(at, q.end, pointer) };
            end = q.end;
        }
        else if (c === '[') {
            const f = this.flowSequence(at, line.end, pointer);
            node = f.node;
            end = f.end;
        }
        else if (c === '{') {
            if (t[at + 1] !== '}')
                unsupported();
            end = at + 2;
            node = { type: 'object', props: [], span: this.span(at, end, pointer) };
        }
        else {
            // A comment starts at ` #`; the search stays on this line.
            let stop = at;
            while (stop < line.end && !(t.charCodeAt(stop) === 35 && t.charCodeAt(stop - 1) === 32))
                stop++;
            if (stop < line.end)
                stop--;
            while (stop > at && t.charCodeAt(stop - 1) === 32)
                stop--;
            const raw = t.slice(at, stop);
            if (raw === '' || (INDICATORS.has(raw[0]) && !(raw[0] === '-' && raw.length > 1 && raw[1] !== ' ')) || raw.includes(': ') || raw.endsWith(':'))
                unsupported();
            node = scalar(resolvePlain(raw), this.span(at, stop, pointer));
            return this.endOfLine(li, stop, node);
        }
        return this.endOfLine(li, end, node);
    }
    /** After a one-line value: only spaces and a comment may follow on its line. */
    endOfLine(li, end, node) {
        const t = this.text;
        const line = this.lines[li];
        let i = end;
        while (i < line.end && t.charCodeAt(i) === 32)
            i++;
        if (i < line.end && !(t.charCodeAt(i) === 35 && i > end))
            unsupported();
        return { parsed: { node, after: this.lineAfter(line) }, next: li + 1 };
    }
    /** A quoted scalar on one line: its value and the offset after the closing quote. */
    quoted(at, end) {
        const t = this.text;
        if (t[at] === "'") {
            let i = at + 1;
            for (;;) {
                let j = i;
                while (j < end && t.charCodeAt(j) !== 39)
                    j++;
                if (j >= end)
                    return undefined;
                if (t[j + 1] === "'") {
                    i = j + 2;
                    continue;
                }
                return { value: t.slice(at + 1, j).replace(/''/g, "'"), end: j + 1 };
            }
        }
        let out = '';
        for (let i = at + 1; i < end; i++) {
            const ch = t[i];
            if (ch === '"')
                return { value: out, end: i + 1 };
            if (ch !== '\\') {
                out += ch;
                continue;
            }
            const next = t[++i];
            if (next === undefined || i >= end)
                return undefined;
            const code = ESCAPES[next];
            if (code !== undefined)
                out += code;
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                const hex = t.substr(i + 1, length);
                if (hex.length !== length || !/^[0-9a-fA-F]+$/.test(hex) || i + length >= end)
                    unsupported();
                const cp = parseInt(hex, 16);
                if (cp > 0x10ffff)
                    unsupported();
                out += String.fromCodePoint(cp);
                i += length;
            }
            else
                unsupported();
        }
        return undefined;
    }
    /** A flow sequence of plain and quoted scalars on one line. */
    flowSequence(at, end, pointer) {
        const t = this.text;
        const items = [];
        let i = at + 1;
        const skip = () => {
            while (i < end && t.charCodeAt(i) === 32)
                i++;
        };
        skip();
        if (t[i] === ']')
            return { node: { type: 'array', items, span: this.span(at, i + 1, pointer) }, end: i + 1 };
        for (;;) {
            skip();
            const p = pointer + '/' + items.length;
            const c = t[i];
            if (c === '"' || c === "'") {
                const q = this.quoted(i, end);
                if (!q)
                    unsupported();
                items.push({ type: 'string', value: q.value, span: this.span(i, q.end, p) });
                i = q.end;
            }
            else {
                let j = i;
                while (j < end && !',[]{}#:'.includes(t[j]))
                    j++;
                let stop = j;
                while (stop > i && t.charCodeAt(stop - 1) === 32)
                    stop--;
                const raw = t.slice(i, stop);
                if (raw === '' || INDICATORS.has(raw[0]) || t[j] === '#' || t[j] === ':' || t[j] === '[' || t[j] === '{' || t[j] === '}')
                    unsupported();
                items.push(scalar(resolvePlain(raw), this.span(i, stop, p)));
                i = stop;
            }
            skip();
            if (t[i] === ',') {
                i++;
                skip();
                if (t[i] === ']' || t[i] === ',')
                    unsupported();
                continue;
            }
            if (t[i] === ']')
                return { node: { type: 'array', items, span: this.span(at, i + 1, pointer) }, end: i + 1 };
            unsupported();
        }
    }
    /** A literal (`|`) or folded (`>`) block scalar whose header is at `at`; its content is indented past `indent`. */
    blockScalar(li, at, indent, pointer) {
        const t = this.text;
        const line = this.lines[li];
        const header = t.slice(at, line.end).trimEnd();
        if (header.length > 2 || (header.length === 2 && header[1] !== '-'))
            unsupported();
        const folded = header[0] === '>';
        const strip = header[1] === '-';
        let n = li + 1;
        while (n < this.lines.length && this.lines[n].blank)
            n++;
        if (n === this.lines.length || this.lines[n].indent <= indent) {
            // No content: an empty string up to the end of the header's line.
            if (n !== li + 1)
                unsupported();
            return { parsed: { node: { type: 'string', value: '', span: this.span(at, this.lineAfter(line), pointer) }, after: this.lineAfter(line) }, next: li + 1 };
        }
        const contentIndent = this.lines[n].indent;
        const parts = [];
        let last = li;
        for (let k = li + 1; k < this.lines.length; k++) {
            const l = this.lines[k];
            if (l.blank) {
                if (l.end - l.start > contentIndent)
                    unsupported();
                parts.push('');
                continue;
            }
            if (l.indent <= indent)
                break;
            if (l.indent < contentIndent)
                unsupported();
            if (folded && l.indent > contentIndent)
                unsupported();
            parts.push(t.slice(l.start + contentIndent, l.end));
            last = k;
        }
        // Blank lines after the content are left to the full reader.
        if (parts.length > 0 && parts[parts.length - 1] === '')
            unsupported();
        let value;
        if (folded) {
            if (parts[0] === '')
                unsupported();
            value = '';
            for (let k = 0; k < parts.length; k++) {
                if (k > 0)
                    value += parts[k] === '' ? '\n' : parts[k - 1] === '' ? '' : ' ';
                value += parts[k];
            }
        }
        else
            value = parts.join('\n');
        if (!strip)
            value += '\n';
        const after = this.lineAfter(this.lines[last]);
        return { parsed: { node: { type: 'string', value, span: this.span(at, after, pointer) }, after }, next: last + 1 };
    }
}
function scalar(value, span) {
    const type = value === null ? 'null' : typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string';
    return { type, value, span };
}
/** A plain scalar's value under the YAML 1.2 core schema, as the full reader resolves it. */
function resolvePlain(s) {
    if (/^(?:~|[Nn]ull|NULL)?$/.test(s))
        return null;
    if (/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(s))
        return s[0] === 't' || s[0] === 'T';
    if (/^0o[0-7]+$/.test(s))
        return parseInt(s.substring(2), 8);
    if (/^[-+]?[0-9]+$/.test(s))
        return parseInt(s, 10);
    if (/^0x[0-9a-fA-F]+$/.test(s))
        return parseInt(s.substring(2), 16);
    if (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(s))
        return s.slice(-3).toLowerCase() === 'nan' ? NaN : s[0] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
    if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(s))
        return parseFloat(s);
    if (/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(s))
        return parseFloat(s);
    return s;
}

;// CONCATENATED MODULE: ./src/openapi/parse.ts




/** Most YAML aliases expanded in one document: a guard against alias bombs. */
const MAX_YAML_ALIASES = 10000;
/** Parses an OpenAPI document (JSON or YAML, by extension and content) into the positioned tree; `defer` may leave JSON parts for later. */
function parseSpecText(file, text, defer) {
    const trimmed = text.replace(/^\uFEFF/, '').trimStart();
    if (/\.json$/i.test(file) || trimmed.startsWith('{')) {
        const parsed = (0,json/* parseJson */.qF)(file, text, defer);
        const unique = parsed.root && !parsed.deferred && parsed.duplicateKeys.length === 0;
        return { source: parsed.source, root: parsed.root, errors: parsed.errors, ...(unique ? { uniqueKeys: true } : {}) };
    }
    return parseYamlDoc(file, text);
}
/** Parses YAML keeping positions; aliases point at their anchor's node (shared, never copied). */
function parseYamlDoc(file, text, offsetBase = 0, source) {
    const src = source ?? new core_source/* SourceText */.D(file, text);
    // Flow collections (`[[[…`) nest without indentation: refused before the parser recurses into them.
    const deep = bracketDepthExceeded(text);
    if (deep >= 0)
        return { source: src, errors: [{ message: TOO_DEEP, span: src.span(offsetBase + deep, 1, '') }] };
    // Most frontmatter and documents are plain YAML: a fast reader builds the same tree; the rest goes to the full parser.
    const simple = parseSimpleYaml(text, offsetBase, src);
    if (simple)
        return { source: src, root: simple, errors: [] };
    const lineCounter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, uniqueKeys: false, prettyErrors: false });
    const errors = doc.errors.map((e) => ({
        // The parser turns a stack overflow on deeply nested input into this error: say what it means.
        message: e.code === 'RESOURCE_EXHAUSTION' ? TOO_DEEP : e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''),
        span: src.span(offsetBase + e.pos[0], Math.max(1, e.pos[1] - e.pos[0]), ''),
    }));
    const exhausted = errors.find((e) => e.message === TOO_DEEP);
    if (exhausted)
        return { source: src, errors: [exhausted] };
    if (errors.length > 0)
        return { source: src, errors };
    let aliases = 0;
    const memo = new Map();
    // Anchors seen so far in document order: the parser's own alias lookup scans the whole document each time.
    const anchors = new Map();
    const convert = (node, pointer, depth) => {
        if (!node)
            return { type: 'null', value: null, span: src.span(offsetBase, 0, pointer) };
        if ((0,dist/* isAlias */.Vj)(node)) {
            if (++aliases > MAX_YAML_ALIASES)
                throw new YamlLimit(`more than ${MAX_YAML_ALIASES} YAML aliases; navlint stops reading this document`, node.range);
            const target = (anchors.get(node.source) ?? node.resolve(doc));
            return target ? (memo.get(target) ?? convert(target, pointer, depth)) : { type: 'null', value: null, span: rangeSpan(node.range, pointer) };
        }
        const cached = memo.get(node);
        if (cached)
            return cached;
        if (node.anchor)
            anchors.set(node.anchor, node);
        if (depth > json/* MAX_JSON_DEPTH */.KX && ((0,dist/* isMap */.jh)(node) || (0,dist/* isSeq */.oP)(node)))
            throw new YamlLimit(TOO_DEEP, node.range);
        let out;
        if ((0,dist/* isMap */.jh)(node)) {
            const props = [];
            out = { type: 'object', props, span: rangeSpan(node.range, pointer) };
            memo.set(node, out);
            for (const pair of node.items) {
                const keyNode = pair.key;
                const key = (0,dist/* isScalar */.jn)(keyNode) ? String(keyNode.value) : String(keyNode);
                const p = pointer + '/' + (0,core_source/* pointerToken */.bQ)(key);
                props.push({ key, keySpan: rangeSpan(keyNode?.range ?? node.range, p), value: convert(pair.value, p, depth + 1) });
            }
        }
        else if ((0,dist/* isSeq */.oP)(node)) {
            const items = [];
            out = { type: 'array', items, span: rangeSpan(node.range, pointer) };
            memo.set(node, out);
            node.items.forEach((item, i) => items.push(convert(item, pointer + '/' + i, depth + 1)));
        }
        else if ((0,dist/* isScalar */.jn)(node)) {
            const v = node.value;
            const type = v === null ? 'null' : typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : 'string';
            out = { type, value: type === 'string' ? String(v) : v, span: rangeSpan(node.range, pointer) };
            memo.set(node, out);
        }
        else
            out = { type: 'null', value: null, span: src.span(offsetBase, 0, pointer) };
        return out;
    };
    const rangeSpan = (range, pointer) => range ? src.span(offsetBase + range[0], range[1] - range[0], pointer) : src.span(offsetBase, 0, pointer);
    try {
        const root = convert(doc.contents, '', 1);
        return { source: src, root, errors, ...(aliases > 0 ? { sharedNodes: true } : {}) };
    }
    catch (e) {
        if (e instanceof YamlLimit)
            return { source: src, errors: [{ message: e.message, span: src.span(offsetBase + (e.range?.[0] ?? 0), 1, '') }] };
        throw e;
    }
}
const TOO_DEEP = `YAML nested more than ${json/* MAX_JSON_DEPTH */.KX} levels deep; navlint stops reading this document`;
/** The offset of the first `[` or `{` that opens more than MAX_JSON_DEPTH brackets at once, or -1. */
function bracketDepthExceeded(text) {
    // Most frontmatter has no bracket at all: the native search settles it without a loop.
    if (!text.includes('[') && !text.includes('{'))
        return -1;
    // Brackets in quoted text count too: no real document holds hundreds of unclosed ones.
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 91 || c === 123) {
            if (++depth > json/* MAX_JSON_DEPTH */.KX)
                return i;
        }
        else if ((c === 93 || c === 125) && depth > 0)
            depth--;
    }
    return -1;
}
class YamlLimit extends Error {
    range;
    constructor(message, range) {
        super(message);
        this.range = range;
    }
}


/***/ }),

/***/ 437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X6: () => (/* binding */ SpecStore),
/* harmony export */   hP: () => (/* binding */ looksLikeSpec),
/* harmony export */   ns: () => (/* binding */ analyze)
/* harmony export */ });
/* unused harmony exports MAX_SPEC_BYTES, OPERATION_METHODS */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6255);
/* harmony import */ var _load_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1748);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1689);




/** Largest OpenAPI document navlint reads, in bytes. */
const MAX_SPEC_BYTES = 32 * 1024 * 1024;
/** The HTTP methods of an OpenAPI path item, in document order of the specification. */
const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const SPEC_EXTENSIONS = ['.json', '.yaml', '.yml'];
/** Loads OpenAPI documents of a docs root on demand, each parsed once. */
class SpecStore {
    root;
    fs;
    files;
    remote;
    hooks;
    cache = new Map();
    constructor(root, fs, files, 
    /** Remote documents fetched beforehand (`--fetch-remote`), by URL. */
    remote = new Map(), hooks = {}) {
        this.root = root;
        this.fs = fs;
        this.files = files;
        this.remote = remote;
        this.hooks = hooks;
    }
    /** Every document loaded so far, sorted by path. */
    all() {
        return [...this.cache.values()].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    }
    /**
     * Resolves a spec reference: a URL, a path from the docs root (with or without a leading `/`),
     * a name without extension, or (with `fromDir`) a path relative to a page's folder.
     */
    resolve(ref, fromDir) {
        const r = ref.trim();
        if (/^https?:\/\//i.test(r)) {
            const text = this.remote.get(r);
            return { status: 'remote', url: r, ...(text !== undefined ? { spec: this.loadText(r, r, text) } : {}) };
        }
        const bases = [];
        if (fromDir !== undefined && !r.startsWith('/'))
            bases.push(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.join(fromDir, r)));
        bases.push(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(r.replace(/^\/+/, '').replace(/^\.\//, '')));
        const tried = [];
        let outside = false;
        for (const base of bases) {
            if (base === '..' || base.startsWith('../') || node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(base)) {
                outside = true;
                continue;
            }
            const candidates = SPEC_EXTENSIONS.some((e) => base.toLowerCase().endsWith(e)) ? [base] : [base, ...SPEC_EXTENSIONS.map((e) => base + e)];
            for (const c of candidates) {
                tried.push(c);
                if (this.files.outsideLinks.has(c)) {
                    outside = true;
                    continue;
                }
                if (this.files.files.has(c))
                    return { status: 'found', spec: this.load(c) };
            }
        }
        return outside && tried.every((t) => !this.files.files.has(t)) && bases.every((b) => b.startsWith('..')) ? { status: 'outside' } : { status: 'missing', tried };
    }
    /** Loads a docs-root-relative file as an OpenAPI document (cached). */
    load(rel) {
        const phase = this.hooks.timing?.enter('parse specs');
        try {
            return this.loadFile(rel);
        }
        finally {
            this.hooks.timing?.enter(phase);
        }
    }
    loadFile(rel) {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(this.root, rel);
        let doc = this.cache.get(abs);
        if (doc)
            return doc;
        let text;
        try {
            const real = this.fs.realpathSync(abs);
            if (!(0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(this.fs.realpathSync(this.root), real))
                throw new Error('outside');
            const size = this.fs.statSync(real).size;
            if (size > MAX_SPEC_BYTES) {
                doc = emptyDoc(abs, rel);
                doc.errors.push({ message: `the document is larger than ${MAX_SPEC_BYTES / 1024 / 1024} MiB; navlint does not read it`, span: { file: abs, pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } });
                this.cache.set(abs, doc);
                return doc;
            }
            text = this.fs.readFileSync(real, 'utf8');
        }
        catch {
            doc = emptyDoc(abs, rel);
            doc.errors.push({ message: 'the document could not be read', span: { file: abs, pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } });
            this.cache.set(abs, doc);
            return doc;
        }
        doc = this.loadText(abs, rel, text);
        return doc;
    }
    loadText(file, rel, text) {
        const cached = this.cache.get(file);
        if (cached)
            return cached;
        const phase = this.hooks.timing?.enter('parse specs');
        try {
            const doc = analyze(file, rel, text);
            this.cache.set(file, doc);
            this.hooks.onSpec?.(doc);
            return doc;
        }
        finally {
            this.hooks.timing?.enter(phase);
        }
    }
}
function emptyDoc(file, rel) {
    return { file, rel, kind: 'unknown', operations: [], errors: [], externalRefs: [] };
}
/** Parses a document and reads its version, operations and external references. */
function analyze(file, rel, text) {
    const doc = emptyDoc(file, rel);
    const parsed = (0,_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .parseSpecText */ .gJ)(file, text, unreadByModel);
    doc.source = parsed.source;
    doc.errors.push(...parsed.errors);
    doc.root = parsed.root;
    if (parsed.uniqueKeys)
        doc.uniqueKeys = true;
    const root = parsed.root;
    if (!root)
        return doc;
    if (root.type !== 'object') {
        doc.errors.push({ message: 'an OpenAPI document must be an object', span: root.span });
        return doc;
    }
    const swagger = (0,_load_json_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(root, 'swagger');
    const openapi = (0,_load_json_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(root, 'openapi');
    if (swagger) {
        doc.kind = 'swagger2';
        doc.versionSpan = swagger.value.span;
    }
    else if (openapi) {
        doc.kind = 'openapi3';
        doc.versionSpan = openapi.value.span;
    }
    collectOperations(doc, root);
    collectExternalRefs(root, doc.externalRefs, parsed.sharedNodes ? new Set() : undefined);
    return doc;
}
function collectOperations(doc, root) {
    const add = (pathItem, p, webhook) => {
        if (pathItem?.type !== 'object')
            return;
        for (const prop of pathItem.props) {
            if (!OPERATION_METHODS.includes(prop.key) || prop.value.type !== 'object')
                continue;
            const op = prop.value;
            const str = (k) => {
                const v = (0,_load_json_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(op, k)?.value;
                return v?.type === 'string' ? v.value : undefined;
            };
            const tagsNode = (0,_load_json_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(op, 'tags')?.value;
            const tags = tagsNode?.type === 'array' ? tagsNode.items.flatMap((t) => (t.type === 'string' ? [t.value] : [])) : [];
            const flag = (k) => {
                const v = (0,_load_json_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(op, k)?.value;
                return v?.type === 'boolean' && v.value === true;
            };
            const mint = (0,_load_json_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(op, 'x-mint')?.value ?? (0,_load_json_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(op, 'x-mintlify')?.value;
            const hrefNode = mint?.type === 'object' ? (0,_load_json_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(mint, 'href')?.value : undefined;
            doc.operations.push({
                spec: doc,
                method: webhook ? 'WEBHOOK' : prop.key.toUpperCase(),
                path: p,
                webhook,
                summary: str('summary'),
                operationId: str('operationId'),
                tags,
                hidden: flag('x-hidden'),
                excluded: flag('x-excluded'),
                ...(hrefNode && hrefNode.type === 'string' ? { href: hrefNode.value } : {}),
                span: prop.keySpan,
            });
            if (webhook)
                break;
        }
    };
    const paths = (0,_load_json_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(root, 'paths')?.value;
    if (paths?.type === 'object')
        for (const p of paths.props)
            add(p.value, p.key, false);
    const hooks = (0,_load_json_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(root, 'webhooks')?.value;
    if (hooks?.type === 'object')
        for (const h of hooks.props)
            add(h.value, h.key, true);
}
/** A `"$ref"` key whose string value is not a fragment, or an escape that could spell one. */
const MAY_HOLD_EXTERNAL_REF = /"\$ref"\s*:\s*"(?!#)|\\u/;
const METHODS = new Set(OPERATION_METHODS);
const OPERATION_FIELDS_READ = new Set(['tags', 'x-mint', 'x-mintlify']);
/**
 * The parts of a document that the model never reads (components, and the parameters, request bodies and
 * responses of operations): they are parsed only if a finding or a reference points inside them.
 */
function unreadByModel(key, depth) {
    if (depth === 1)
        return key !== 'paths' && key !== 'webhooks';
    if (depth === 3)
        return !METHODS.has(key);
    if (depth === 4)
        return !OPERATION_FIELDS_READ.has(key);
    return false;
}
/** Collects `$ref`s into other files; `seen` is needed only where nodes are shared (a tree is walked once without it). */
function collectExternalRefs(root, out, seen) {
    // A loop over a stack, in document order: YAML aliases can chain nodes deeper than the call stack goes.
    const todo = [root];
    while (todo.length > 0) {
        const item = todo.pop();
        if ('key' in item) {
            out.push({ ref: item.value.value, span: item.value.span });
            continue;
        }
        if (seen) {
            if (seen.has(item))
                continue;
            seen.add(item);
        }
        // A part not parsed yet is searched as text first: most hold no reference into another file.
        const raw = (0,_load_json_js__WEBPACK_IMPORTED_MODULE_2__/* .unreadText */ .pY)(item);
        if (raw !== undefined && !MAY_HOLD_EXTERNAL_REF.test(raw))
            continue;
        // Scalars hold no references: only collections (and the references themselves) go on the stack.
        if (item.type === 'array') {
            for (let i = item.items.length - 1; i >= 0; i--) {
                const v = item.items[i];
                if (v.type === 'object' || v.type === 'array')
                    todo.push(v);
            }
        }
        else if (item.type === 'object') {
            for (let i = item.props.length - 1; i >= 0; i--) {
                const p = item.props[i];
                const v = p.value;
                if (p.key === '$ref' && v.type === 'string' && !v.value.startsWith('#'))
                    todo.push(p);
                else if (v.type === 'object' || v.type === 'array')
                    todo.push(v);
            }
        }
    }
}
/** Whether a file's text looks like an OpenAPI or Swagger document (a top-level version field). */
function looksLikeSpec(text) {
    return /^\s*["']?(openapi|swagger)["']?\s*:/m.test(text.slice(0, 4096));
}


/***/ }),

/***/ 644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mv: () => (/* binding */ SpecLinter),
/* harmony export */   lY: () => (/* binding */ validateSpecs)
/* harmony export */ });
/* unused harmony export MAX_PROBLEMS_PER_SPEC */
/* harmony import */ var _load_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1748);
/* harmony import */ var _lint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8175);


/** Most structural problems reported per document; the rest are counted in one closing finding. */
const MAX_PROBLEMS_PER_SPEC = 20;
/** Whether a document is validated: an OpenAPI 3 document that parsed. */
function validated(spec) {
    return spec.kind === 'openapi3' && spec.source !== undefined && spec.root !== undefined && spec.errors.length === 0;
}
/**
 * Hands documents to Redocly's validator as soon as they are parsed: in a worker thread when one can be
 * started (the validator then runs beside the rest of the check), else in this thread.
 */
class SpecLinter {
    startWorker;
    worker;
    stopped = false;
    nextId = 0;
    waiting = new Map();
    outcomes = new Map();
    constructor(startWorker) {
        this.startWorker = startWorker;
    }
    /** Starts validating a document, if it is one that gets validated. */
    submit(spec) {
        if (validated(spec))
            void this.outcome(spec);
    }
    /** What the validator says about a document (asked once per file and text). */
    outcome(spec) {
        const text = spec.source.text;
        const known = this.outcomes.get(spec.file);
        if (known && known.text === text)
            return known.outcome;
        const outcome = this.ask(spec.file, text, spec.uniqueKeys === true);
        this.outcomes.set(spec.file, { text, outcome });
        return outcome;
    }
    /** Stops the worker; documents still being validated there are dropped. */
    async close() {
        this.stopped = true;
        const w = this.worker;
        this.worker = undefined;
        if (w)
            await w.terminate();
    }
    ask(file, text, uniqueKeys) {
        const w = this.ensureWorker();
        if (!w)
            return (0,_lint_js__WEBPACK_IMPORTED_MODULE_1__/* .lintText */ .DA)(file, text, uniqueKeys);
        const id = this.nextId++;
        // Whatever goes wrong in the worker, this thread validates the document itself.
        return new Promise((resolve) => {
            this.waiting.set(id, resolve);
            w.postMessage({ id, file, text, uniqueKeys });
        }).then((reply) => reply.outcome ?? (0,_lint_js__WEBPACK_IMPORTED_MODULE_1__/* .lintText */ .DA)(file, text, uniqueKeys));
    }
    ensureWorker() {
        if (this.worker || this.stopped || !this.startWorker)
            return this.worker;
        try {
            this.worker = this.startWorker();
        }
        catch {
            this.stopped = true;
            return undefined;
        }
        this.worker.on('message', (reply) => {
            const done = this.waiting.get(reply.id);
            this.waiting.delete(reply.id);
            done?.(reply);
        });
        const lost = () => {
            this.stopped = true;
            this.worker = undefined;
            for (const [id, done] of this.waiting)
                done({ id, failure: 'the validation worker stopped' });
            this.waiting.clear();
        };
        this.worker.on('error', lost);
        this.worker.on('exit', lost);
        return this.worker;
    }
}
/** Validates OpenAPI 3 documents with Redocly's structural rule; loaded only when a site has specs. */
async function validateSpecs(specs, linter = new SpecLinter()) {
    const out = new Map();
    const todo = specs.filter(validated);
    if (todo.length === 0)
        return out;
    for (const spec of todo) {
        let problems;
        let message = '';
        const outcome = await linter.outcome(spec);
        if ('problems' in outcome)
            problems = outcome.problems;
        else {
            message = outcome.unreadable;
            // The validator's YAML reader is stricter than the platform's (an unindented closing bracket of a
            // flow collection, for one): validate the tree that gave positions instead. Duplicate keys stay
            // an error, since the platform's reader rejects them too.
            if (!/duplicate/i.test(message))
                problems = await (0,_lint_js__WEBPACK_IMPORTED_MODULE_1__/* .lintValue */ .pS)(spec.file, spec.source.text, plainValue(spec.root, new Map()));
        }
        if (!problems) {
            // The validator's YAML reader stopped: report where.
            const at = /\((\d+):(\d+)\)/.exec(message);
            const pos = at ? { line: Number(at[1]), column: Number(at[2]) } : spec.root.span.start;
            out.set(spec.file, [{ message: `the document does not parse: ${message.replace(/\s*\(\d+:\d+\)$/, '')}.`, span: { file: spec.file, pointer: '', start: pos, end: pos } }]);
            continue;
        }
        const list = [];
        const is31 = /^3\.1/.test(String(spec.root && spec.root.type === 'object' ? (0,_load_json_js__WEBPACK_IMPORTED_MODULE_0__/* .getProp */ .GT)(spec.root, 'openapi')?.value?.value ?? '' : ''));
        let extra = 0;
        for (const p of problems) {
            const loc = p.location;
            if (!loc)
                continue;
            const pointer = loc.pointer?.replace(/^#/, '') ?? '';
            // OpenAPI 3.1 schemas are JSON Schema 2020-12, where unknown keywords are allowed annotations.
            if (is31 && /is not expected here/.test(p.message) && /\/(schema|schemas|properties|items|allOf|anyOf|oneOf|additionalProperties)\//.test(pointer))
                continue;
            if (list.length >= MAX_PROBLEMS_PER_SPEC) {
                extra++;
                continue;
            }
            const found = (0,_load_json_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeAtPointer */ .hI)(spec.root, pointer.split('/').map(decodeToken).join('/'));
            if (!found)
                continue;
            const span = loc.reportOnKey && found.keySpan ? found.keySpan : found.node.span;
            // Minified documents put everything on one line: the pointer says where.
            list.push({ message: `${p.message.replace(/\s+/g, ' ').trim()} (at ${pointer || '/'})`, span });
        }
        if (extra > 0)
            list.push({ message: `${extra} more structural problem${extra === 1 ? '' : 's'} in this document (only the first ${MAX_PROBLEMS_PER_SPEC} are listed).`, span: list[list.length - 1].span });
        out.set(spec.file, list);
    }
    return out;
}
/** A document tree as plain values; nodes that YAML aliases share stay shared, so it never grows. */
function plainValue(node, memo) {
    if (node.type !== 'object' && node.type !== 'array')
        return node.value;
    const done = memo.get(node);
    if (done !== undefined)
        return done;
    if (node.type === 'array') {
        const items = [];
        memo.set(node, items);
        for (const i of node.items)
            items.push(plainValue(i, memo));
        return items;
    }
    // An ordinary object (the validator calls its methods), with `__proto__` kept as a plain key.
    const out = {};
    memo.set(node, out);
    for (const p of node.props)
        Object.defineProperty(out, p.key, { value: plainValue(p.value, memo), enumerable: true, writable: true, configurable: true });
    return out;
}
/** A pointer token with its percent-escapes decoded; a key holding a lone `%` (`/100%`) stays as written. */
function decodeToken(raw) {
    try {
        return decodeURIComponent(raw);
    }
    catch {
        return raw;
    }
}


/***/ }),

/***/ 7318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y: () => (/* binding */ RULES)
});

// UNUSED EXPORTS: ruleById

// EXTERNAL MODULE: ./src/rules/rule.ts
var rule = __webpack_require__(281);
;// CONCATENATED MODULE: ./src/rules/config-invalid-json.ts

/** docs.json or a `$ref` file that is not valid JSON. */
/* harmony default export */ const config_invalid_json = ((0,rule/* createRule */.D)({
    meta: { id: 'config-invalid-json', summary: 'docs.json (or a file it includes with `$ref`) is not valid JSON.', defaultSeverity: 'error', category: 'config' },
    check({ model, report }) {
        for (const e of model.config.syntaxErrors) {
            report({ span: e.span, message: e.limit ? `${e.message}.` : `Invalid JSON: ${e.message}.` });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/config-ref-unresolved.ts

/** A `$ref` whose file is missing, outside the docs root, or part of a cycle. */
/* harmony default export */ const config_ref_unresolved = ((0,rule/* createRule */.D)({
    meta: { id: 'config-ref-unresolved', summary: 'A `$ref` in docs.json names a file that is missing, outside the docs root, or part of a cycle.', defaultSeverity: 'error', category: 'config' },
    check({ model, report }) {
        for (const issue of model.config.refIssues) {
            report({ span: issue.span, message: `${issue.message[0].toUpperCase()}${issue.message.slice(1)}.` });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/config-duplicate-key.ts

/** A key written twice in one object of docs.json. */
/* harmony default export */ const config_duplicate_key = ((0,rule/* createRule */.D)({
    meta: { id: 'config-duplicate-key', summary: 'A key appears twice in one object; only the last one takes effect.', defaultSeverity: 'warning', category: 'config' },
    check({ model, report }) {
        for (const p of model.config.duplicateKeys) {
            report({ span: p.keySpan, message: `Duplicate key "${p.key}": the platform keeps only this last one and ignores the earlier one.` });
        }
    },
}));

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
var ajv_default = /*#__PURE__*/__webpack_require__.n(ajv);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var dist = __webpack_require__(2815);
var dist_default = /*#__PURE__*/__webpack_require__.n(dist);
// EXTERNAL MODULE: ./src/load/json.ts
var json = __webpack_require__(1748);
;// CONCATENATED MODULE: ./src/core/schema.ts



// ajv and ajv-formats are CommonJS: their default export sits on `.default` under NodeNext.
const Ajv = (ajv_default())["default"];
const addFormats = (dist_default())["default"];
// The schemas are navlint's own and fixed: checking them against the meta-schema, or optimising the code compiled
// from them, on every run only costs start-up time (validation gives the same results either way).
const schema_ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false, code: { optimize: false } });
addFormats(schema_ajv);
const cache = new Map();
/** Validates a parsed node against a schema; errors point at the failing value. */
function validateShape(node, schema) {
    let validate = cache.get(schema);
    if (!validate) {
        validate = schema_ajv.compile(schema);
        cache.set(schema, validate);
    }
    if (validate((0,json/* toPlain */.Ul)(node)))
        return [];
    const errors = validate.errors ?? [];
    // A failed anyOf/oneOf explains its branches: keep it, drop what its branches said below it.
    const unions = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath);
    const kept = errors.filter((e) => {
        if (e.keyword === 'anyOf' || e.keyword === 'oneOf')
            return !unions.some((u) => u !== e.instancePath && e.instancePath.startsWith(u + '/'));
        return !unions.some((u) => e.instancePath === u || e.instancePath.startsWith(u + '/'));
    });
    const seen = new Set();
    const out = [];
    for (const e of kept) {
        if (seen.has(e.instancePath))
            continue;
        seen.add(e.instancePath);
        const found = (0,json/* nodeAtPointer */.hI)(node, e.instancePath);
        if (!found)
            continue;
        const target = found.node;
        const span = e.keyword === 'required' && found.keySpan ? found.keySpan : target.span;
        const path = e.instancePath.split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
        out.push({ node: target, span, path, message: messageFor(e, target, schemaAt(schema, e.schemaPath)) });
    }
    return out;
}
function schemaAt(schema, schemaPath) {
    let cur = schema;
    const parts = schemaPath.replace(/^#/, '').split('/').slice(1);
    // The last part is the failing keyword; the schema that holds it is one level up.
    for (const p of parts.slice(0, -1)) {
        if (cur === null || typeof cur !== 'object')
            return undefined;
        cur = cur[p.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return cur && typeof cur === 'object' ? cur : undefined;
}
const ARTICLE = { string: 'a string', boolean: 'a boolean (`true` or `false`)', number: 'a number', integer: 'an integer', object: 'an object', array: 'an array', null: 'null' };
function messageFor(e, node, at) {
    const expected = typeof at?.['x-expected'] === 'string' ? at['x-expected'] : undefined;
    const found = (0,json/* describeType */.MF)(node);
    switch (e.keyword) {
        case 'type': {
            const t = e.params.type;
            const want = expected ?? (Array.isArray(t) ? t : [t]).map((x) => ARTICLE[x] ?? x).join(' or ');
            return `must be ${want}, not ${found}`;
        }
        case 'enum': {
            const allowed = e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ');
            return `must be one of ${allowed}, not ${found}`;
        }
        case 'const':
            return `must be ${JSON.stringify(e.params.allowedValue)}, not ${found}`;
        case 'minItems':
            return 'must not be empty';
        case 'minLength':
            return 'must not be empty';
        case 'pattern':
        case 'format':
            return `must be ${expected ?? 'well formed'}; ${found} is not`;
        case 'required':
            return `is missing the required field \`${e.params.missingProperty}\``;
        default:
            return `must be ${expected ?? 'of another shape'}, not ${found}`;
    }
}

// EXTERNAL MODULE: ./src/core/source.ts
var source = __webpack_require__(2858);
// EXTERNAL MODULE: ./node_modules/fastest-levenshtein/mod.js
var mod = __webpack_require__(1916);
;// CONCATENATED MODULE: ./src/core/suggest.ts

/** The candidate closest to `input` by edit distance, if it is close enough to be a likely typo. */
function closest(input, candidates, maxRatio = 0.4) {
    let best;
    let bestD = Infinity;
    const lower = input.toLowerCase();
    for (const c of candidates) {
        if (c === input)
            continue;
        const d = c.toLowerCase() === lower ? 0.5 : (0,mod/* distance */.Io)(lower, c.toLowerCase());
        if (d < bestD || (d === bestD && best !== undefined && c < best)) {
            best = c;
            bestD = d;
        }
    }
    if (best === undefined)
        return undefined;
    const limit = Math.max(2, Math.ceil(Math.max(input.length, best.length) * maxRatio));
    return bestD <= limit ? best : undefined;
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

// EXTERNAL MODULE: ./src/model/shapes.ts
var shapes = __webpack_require__(9659);
;// CONCATENATED MODULE: ./src/model/schemas.ts

const string = { type: 'string' };
const schemas_boolean = { type: 'boolean' };
const object = { type: 'object' };
/** An `href`: a path from the site root, a fragment, `mailto:`, or an absolute URL. */
const HREF_PATTERN = '^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)';
const href = { type: 'string', pattern: HREF_PATTERN, 'x-expected': 'a path starting with "/", a "#fragment", a "mailto:" address or an absolute URL' };
const icon = {
    anyOf: [string, { type: 'object', required: ['name'], properties: { name: string, style: string, library: string } }],
    'x-expected': 'an icon name (a string) or an object `{ "name": …, "style"?: …, "library"?: … }`',
};
const color = { anyOf: [string, { type: 'object', properties: { light: string, dark: string } }], 'x-expected': 'a colour string or `{ "light": …, "dark": … }`' };
const openapiOne = { anyOf: [string, { type: 'object', required: ['source'], properties: { source: string, directory: string } }] };
const openapi = {
    anyOf: [openapiOne, { type: 'array', items: openapiOne }],
    'x-expected': 'a path or URL, an object `{ "source": …, "directory"?: … }`, or an array of these',
};
const childArray = { type: 'array', items: { type: 'object', 'x-expected': 'an object' }, minItems: 1, 'x-expected': 'a non-empty array of objects' };
const pages = { type: 'array', items: { type: ['string', 'object'], 'x-expected': 'a page path (string) or a group object' }, 'x-expected': 'an array of page paths and group objects' };
const FIELD_SCHEMAS = {
    directory: string,
    openapi,
    asyncapi: { anyOf: [string, object, { type: 'array' }], 'x-expected': 'a path, an object or an array' },
    hidden: schemas_boolean,
    icon,
    root: string,
    tag: string,
    expanded: schemas_boolean,
    searchable: schemas_boolean,
    public: schemas_boolean,
    boost: { type: 'number' },
    align: { type: 'string', enum: ['start', 'end'] },
    href,
    description: string,
    color,
    name: string,
    default: schemas_boolean,
    banner: { type: 'object', properties: { content: string, dismissible: schemas_boolean }, required: ['content'] },
    footer: object,
    navbar: object,
    global: object,
    pages,
};
/** The schema of the fields of an element kind (global entries: label, `href` and a few fields). */
function elementSchema(kind, globalEntry) {
    const properties = {};
    const label = shapes/* LABEL_KEY */.hy[kind];
    if (label)
        properties[label] = string;
    if (globalEntry) {
        for (const f of shapes/* GLOBAL_ENTRY_FIELDS */.tb)
            if (FIELD_SCHEMAS[f])
                properties[f] = FIELD_SCHEMAS[f];
        properties.href = href;
        return { type: 'object', properties };
    }
    for (const f of shapes/* SHAPES */.HY[kind].fields)
        if (FIELD_SCHEMAS[f])
            properties[f] = FIELD_SCHEMAS[f];
    for (const c of shapes/* SHAPES */.HY[kind].children)
        properties[c] = c === 'pages' ? pages : childArray;
    return { type: 'object', properties };
}
const SCHEMAS = new Map();
/** The cached schema of an element kind. */
function schemaFor(kind, globalEntry = false) {
    const key = `${kind}:${globalEntry}`;
    let s = SCHEMAS.get(key);
    if (!s)
        SCHEMAS.set(key, (s = elementSchema(kind, globalEntry)));
    return s;
}
/** Child keys, for telling child arrays from fields. */
const ALL_CHILD_KEYS = (/* unused pure expression or super */ null && (CHILD_KEYS));
/** Settings of docs.json the platform requires or that the specification constrains. */
const SETTINGS_SCHEMA = {
    type: 'object',
    properties: {
        theme: { type: 'string', minLength: 1 },
        name: { type: 'string', minLength: 1 },
        colors: {
            type: 'object',
            properties: { primary: { type: 'string', pattern: '^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$', 'x-expected': 'a hex colour such as "#0D9373"' } },
        },
        styling: { type: 'object', properties: { eyebrows: { type: 'string', enum: ['section', 'breadcrumbs'] } } },
        interaction: { type: 'object', properties: { drilldown: schemas_boolean } },
        api: {
            type: 'object',
            properties: { playground: { type: 'object', properties: { proxy: schemas_boolean } } },
        },
    },
};

;// CONCATENATED MODULE: ./src/rules/config-setting-invalid.ts






const EYEBROWS = ['section', 'breadcrumbs'];
/** Settings with a wrong type or value, and missing required top-level fields. */
/* harmony default export */ const config_setting_invalid = ((0,rule/* createRule */.D)({
    meta: { id: 'config-setting-invalid', summary: 'A docs.json setting has a wrong type or value, or a required top-level field (`theme`, `name`, `colors.primary`) is missing.', defaultSeverity: 'error', category: 'config' },
    check({ model, report }) {
        const docs = model.docs;
        if (!docs) {
            const root = model.config.root;
            if (root && !root.broken)
                report({ span: root.span, message: 'docs.json must hold a JSON object.' });
            return;
        }
        const brace = (0,source/* spanEndingAt */.pL)(docs.span, { line: docs.span.start.line, column: docs.span.start.column + 1 });
        for (const key of ['theme', 'name']) {
            if (!(0,json/* getProp */.GT)(docs, key))
                report({ span: brace, message: `docs.json has no \`${key}\`; the platform requires it.` });
        }
        const colors = (0,json/* getProp */.GT)(docs, 'colors');
        if (!colors)
            report({ span: brace, message: 'docs.json has no `colors`; the platform requires `colors.primary`.', suggestion: 'Add "colors": { "primary": "#0D9373" }.' });
        else if (colors.value.type === 'object' && !(0,json/* getProp */.GT)(colors.value, 'primary'))
            report({ span: colors.keySpan, message: '`colors` has no `primary`; the platform requires it.' });
        for (const e of validateShape(docs, SETTINGS_SCHEMA)) {
            let suggestion;
            if (e.path === 'styling.eyebrows' && e.node.type === 'string') {
                const near = closest(e.node.value, EYEBROWS);
                if (near)
                    suggestion = `Did you mean "${near}"?`;
            }
            if (e.path === 'api.playground.proxy' && e.node.type === 'string' && /^(true|false)$/i.test(e.node.value)) {
                suggestion = `Write ${e.node.value.toLowerCase()} without quotes.`;
            }
            report({ span: e.span, message: `\`${e.path}\` ${e.message}.`, ...(suggestion ? { suggestion } : {}) });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/navlintrc-invalid.ts



/** Problems in `.navlintrc.json`: bad JSON, bad levels, unknown rule ids. */
/* harmony default export */ const navlintrc_invalid = ((0,rule/* createRule */.D)({
    meta: { id: 'navlintrc-invalid', summary: 'navlint\'s own configuration file is invalid or names a rule that does not exist.', defaultSeverity: 'error', category: 'config' },
    check({ model, report }) {
        const rc = model.rc;
        if (!rc)
            return;
        for (const issue of rc.issues)
            report({ span: issue.span, message: issue.message });
        const ids = RULES.map((r) => r.meta.id);
        for (const key of rc.ruleKeys) {
            if (ids.includes(key.id))
                continue;
            const near = closest(key.id, ids);
            report({ span: key.span, message: `Unknown rule "${key.id}".${near ? ` Did you mean "${near}"?` : ''}`, ...(near ? { suggestion: `"${near}"` } : {}) });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/nav-root-pattern.ts





const ROOT_PATTERNS = shapes/* SHAPES */.HY.root.children;
/** `navigation` missing, or with zero or several root patterns. */
/* harmony default export */ const nav_root_pattern = ((0,rule/* createRule */.D)({
    meta: { id: 'nav-root-pattern', summary: '`navigation` is missing or does not hold exactly one root pattern.', defaultSeverity: 'error', category: 'navigation' },
    check({ model, report }) {
        const docs = model.docs;
        if (!docs || docs.broken)
            return;
        const nav = (0,json/* getProp */.GT)(docs, 'navigation');
        if (!nav) {
            report({ span: (0,source/* spanEndingAt */.pL)(docs.span, docs.span.start), message: 'docs.json has no `navigation`: the site would have no pages. Add a `navigation` object with one root pattern (for example `"groups"`).' });
            return;
        }
        if (nav.value.broken)
            return;
        if (nav.value.type !== 'object') {
            report({ span: nav.value.span, message: `\`navigation\` must be an object, not ${(0,json/* describeType */.MF)(nav.value)}.` });
            return;
        }
        const present = nav.value.props.filter((p) => ROOT_PATTERNS.includes(p.key));
        if (present.length === 0) {
            report({ span: nav.keySpan, message: `\`navigation\` has no root pattern; it needs exactly one of ${ROOT_PATTERNS.map((k) => `\`${k}\``).join(', ')}.` });
            return;
        }
        const kept = ROOT_PATTERNS.find((k) => present.some((p) => p.key === k));
        for (const p of present) {
            if (p.key === kept)
                continue;
            report({
                span: p.keySpan,
                message: `\`navigation\` has several root patterns; the platform keeps only \`${kept}\` and silently drops \`${p.key}\` and everything in it.`,
                suggestion: `Nest \`${p.key}\` inside the \`${kept}\` entries, or keep one root pattern.`,
            });
        }
    },
}));

// EXTERNAL MODULE: ./src/model/nav.ts
var nav = __webpack_require__(380);
;// CONCATENATED MODULE: ./src/rules/nav-mixed-children.ts




/** The page entries (strings of `pages` arrays) held anywhere below a child array. */
function pageEntries(key, node, out) {
    if (node.type !== 'array')
        return out;
    for (const item of node.items) {
        if (item.type === 'string' && key === 'pages')
            out.add(item.value);
        else if (item.type === 'object')
            for (const p of item.props)
                if (shapes/* CHILD_KEYS */.md.includes(p.key))
                    pageEntries(p.key, p.value, out);
    }
    return out;
}
/** An element holding more than one kind of child at one level. */
/* harmony default export */ const nav_mixed_children = ((0,rule/* createRule */.D)({
    meta: { id: 'nav-mixed-children', summary: 'An element holds more than one kind of child at one level; the platform keeps only one.', defaultSeverity: 'error', category: 'navigation' },
    check({ model, report }) {
        for (const el of model.elements) {
            if (el.kind === 'root' || el.childProps.length < 2)
                continue;
            const kept = el.childProps.find((p) => p.key === el.childKey);
            const keptStrings = pageEntries(kept.key, kept.value, new Set());
            for (const p of el.childProps) {
                if (p === kept)
                    continue;
                const head = `${capitalize((0,nav/* describeElement */.AP)(el))} holds both \`${el.childKey}\` and \`${p.key}\`; an element may hold one kind of child, so the platform keeps \`${el.childKey}\` and silently drops \`${p.key}\``;
                const lost = [...pageEntries(p.key, p.value, new Set())].filter((s) => !keptStrings.has(s));
                if (lost.length === 0) {
                    // Nothing is lost when every entry also stands under the kept key: tidy, not broken.
                    report({ span: p.keySpan, severity: 'warning', message: `${head}. No page is lost (every page under \`${p.key}\` is also under \`${el.childKey}\`), so \`${p.key}\` can be removed.` });
                    continue;
                }
                report({
                    span: p.keySpan,
                    message: `${head}, which loses ${lost.length === 1 ? `the page ${JSON.stringify(lost[0])}` : `${lost.length} pages`}.`,
                    suggestion: `Move the \`${p.key}\` entries into one of the \`${el.childKey}\`, or wrap them in a group.`,
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/nav-child-not-allowed.ts




const ADVICE = {
    groups: 'put nested group objects in the group\'s `pages` array',
    menu: '`menu` is only read on tabs and products',
};
/** A child kind that an element cannot hold. */
/* harmony default export */ const nav_child_not_allowed = ((0,rule/* createRule */.D)({
    meta: { id: 'nav-child-not-allowed', summary: 'An element holds a kind of child it cannot hold (a warning where the platform now accepts it).', defaultSeverity: 'error', category: 'navigation' },
    check({ model, report }) {
        for (const el of model.elements) {
            if (el.isGlobalEntry || el.kind === 'global')
                continue;
            const shape = shapes/* SHAPES */.HY[el.kind];
            for (const p of el.node.props) {
                if (!shapes/* CHILD_KEYS */.md.includes(p.key))
                    continue;
                if (!shape.children.includes(p.key)) {
                    report({
                        span: p.keySpan,
                        message: `${capitalize((0,nav/* describeElement */.AP)(el))} cannot hold \`${p.key}\`; the platform drops it${el.kind === 'root' ? '' : ' and may drop the whole element'}. It can hold ${shape.children.map((k) => `\`${k}\``).join(', ')}.`,
                        suggestion: ADVICE[p.key] ? capitalize(ADVICE[p.key]) + '.' : undefined,
                    });
                }
                else if (shape.childrenBeyondSpec?.includes(p.key)) {
                    report({
                        span: p.keySpan,
                        severity: 'warning',
                        message: `${capitalize((0,nav/* describeElement */.AP)(el))} holds \`${p.key}\`; the specification allows only groups, pages and links in a menu item. The platform currently accepts it, but other tools may not.`,
                    });
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/nav-required-field.ts






/** The span of an object's opening brace: where a missing field is reported when there is no key. */
function openingBrace(span) {
    return (0,source/* spanEndingAt */.pL)(span, { line: span.start.line, column: span.start.column + 1 });
}
function dropNote(el) {
    const parent = el.parent;
    if (!parent || parent.kind === 'root' || parent.kind === 'global')
        return 'the platform silently drops it and still reports success';
    return `the platform silently drops ${(0,nav/* describeElement */.AP)(parent)} and everything under it, and still reports success`;
}
/** A missing or empty label, a group without `pages`, a global entry without `href`. */
/* harmony default export */ const nav_required_field = ((0,rule/* createRule */.D)({
    meta: { id: 'nav-required-field', summary: 'A navigation element lacks a required field: its label (`group`, `tab`, `item`, …), a group\'s `pages`, a global entry\'s `href`.', defaultSeverity: 'error', category: 'navigation' },
    check({ model, report }) {
        for (const el of model.elements) {
            const labelKey = shapes/* LABEL_KEY */.hy[el.kind];
            if (labelKey) {
                const where = el.containerKey === 'pages' ? 'a group object in `pages`' : `an entry of \`${el.containerKey}\``;
                if (!el.labelProp) {
                    report({ span: openingBrace(el.node.span), message: `${capitalize(where)} has no \`${labelKey}\`; ${dropNote(el)}.`, suggestion: `Add "${labelKey}": "<label>".` });
                }
                else if (el.labelProp.value.type === 'string' && el.labelProp.value.value === '') {
                    report({ span: el.labelProp.value.span, message: `\`${labelKey}\` is empty; ${dropNote(el)}.` });
                }
            }
            if (el.kind === 'group' && !(0,json/* getProp */.GT)(el.node, 'pages') && !(0,json/* getProp */.GT)(el.node, 'openapi') && !(0,json/* getProp */.GT)(el.node, 'asyncapi')) {
                report({ span: el.labelProp?.keySpan ?? openingBrace(el.node.span), message: `${capitalize((0,nav/* describeElement */.AP)(el))} has no \`pages\`; a group needs a \`pages\` array.` });
            }
            if (el.isGlobalEntry && !(0,json/* getProp */.GT)(el.node, 'href')) {
                report({ span: el.labelProp?.keySpan ?? openingBrace(el.node.span), message: `${capitalize((0,nav/* describeElement */.AP)(el))} has no \`href\`; global entries are links and need one.` });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/nav-field-type.ts





/** A navigation field of the wrong type or shape. */
/* harmony default export */ const nav_field_type = ((0,rule/* createRule */.D)({
    meta: { id: 'nav-field-type', summary: 'A navigation field has the wrong type or shape (`expanded`, `pages`, `tag`, `icon`, `href`, `banner`, …).', defaultSeverity: 'error', category: 'navigation' },
    check({ model, report }) {
        for (const el of model.elements) {
            if (el.kind === 'global')
                continue;
            for (const e of validateShape(el.node, schemaFor(el.kind, el.isGlobalEntry))) {
                const dropped = e.message === 'must not be empty' ? `; the platform silently drops ${(0,nav/* describeElement */.AP)(el)} and everything under it` : '';
                report({ span: e.span, message: `${capitalize((0,nav/* describeElement */.AP)(el))}: \`${e.path}\` ${e.message}${dropped}.` });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/nav-unknown-field.ts




/** A key the platform ignores, with the closest known key. */
/* harmony default export */ const nav_unknown_field = ((0,rule/* createRule */.D)({
    meta: { id: 'nav-unknown-field', summary: 'A navigation element carries a key the platform ignores; the closest known key is suggested.', defaultSeverity: 'warning', category: 'navigation' },
    check({ model, report }) {
        for (const el of model.elements) {
            const known = new Set();
            const label = shapes/* LABEL_KEY */.hy[el.kind];
            if (label)
                known.add(label);
            if (el.isGlobalEntry)
                for (const f of [...shapes/* GLOBAL_ENTRY_FIELDS */.tb, 'href'])
                    known.add(f);
            else {
                const shape = shapes/* SHAPES */.HY[el.kind];
                for (const f of shape.fields)
                    known.add(f);
                for (const c of shape.children)
                    known.add(c);
            }
            for (const p of el.node.props) {
                if (known.has(p.key))
                    continue;
                // A child key in the wrong place is nav-child-not-allowed's to report.
                if (!el.isGlobalEntry && el.kind !== 'global' && shapes/* CHILD_KEYS */.md.includes(p.key))
                    continue;
                if (p.key === '$schema' || p.key === '$ref')
                    continue;
                const mistake = shapes/* KNOWN_MISTAKES */.ct[p.key];
                const near = mistake && known.has(mistake.key) ? mistake.key : closest(p.key, known);
                const advice = mistake && near === mistake.key ? ` ${capitalize(mistake.advice)}.` : near ? ` Did you mean \`${near}\`?` : '';
                report({
                    span: p.keySpan,
                    message: `\`${p.key}\` is not a field of ${el.kind === 'root' ? '`navigation`' : (0,nav/* describeElement */.AP)(el)}; the platform ignores it.${advice}`,
                    ...(near ? { suggestion: `\`${near}\`` } : {}),
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/nav-language-code.ts



const ACCEPTED = [...shapes/* SPEC_LANGUAGES */.ut.filter((c) => c !== 'ua'), ...shapes/* PLATFORM_LANGUAGES */.YK];
/** A language code outside the accepted list, with the closest code. */
/* harmony default export */ const nav_language_code = ((0,rule/* createRule */.D)({
    meta: { id: 'nav-language-code', summary: 'A language code is not one the platform accepts; the closest code is suggested.', defaultSeverity: 'error', category: 'navigation' },
    check({ model, report }) {
        for (const el of model.elements) {
            if (el.kind !== 'language' || el.label === undefined || el.label === '' || !el.labelProp)
                continue;
            const code = el.label;
            if (ACCEPTED.includes(code))
                continue;
            const span = el.labelProp.value.span;
            if (code === 'ua') {
                report({ span, severity: 'warning', message: 'Language code "ua" is in the specification\'s list, but the platform now rejects it and expects "uk" for Ukrainian.', suggestion: '"uk"' });
                continue;
            }
            const caseMatch = ACCEPTED.find((c) => c.toLowerCase() === code.toLowerCase());
            const base = ACCEPTED.find((c) => c === code.split(/[-_]/)[0].toLowerCase());
            const near = caseMatch ?? base ?? closest(code, ACCEPTED, 0.5);
            report({
                span,
                message: `Language code ${JSON.stringify(code)} is not accepted.${near ? ` Did you mean "${near}"?` : ''} Accepted codes: ${ACCEPTED.join(', ')}.`,
                ...(near ? { suggestion: `"${near}"` } : {}),
            });
        }
    },
}));

// EXTERNAL MODULE: ./src/model/site.ts
var site = __webpack_require__(2962);
;// CONCATENATED MODULE: ./src/rules/nav-duplicate.ts





const LABELLED = new Set(['version', 'language', 'tab']);
/** The same version, language or tab label twice among siblings; several `default: true`. */
/* harmony default export */ const nav_duplicate = ((0,rule/* createRule */.D)({
    meta: { id: 'nav-duplicate', summary: 'The same version, language or tab label appears twice among siblings, or several siblings are `default: true`.', defaultSeverity: 'warning', category: 'navigation' },
    check({ model, report }) {
        for (const parent of model.elements) {
            const groups = new Map();
            for (const item of parent.items) {
                if (!(0,nav/* isElement */.vq)(item) || !LABELLED.has(item.kind) || item.isGlobalEntry)
                    continue;
                const list = groups.get(item.kind) ?? [];
                list.push(item);
                groups.set(item.kind, list);
            }
            for (const [kind, siblings] of groups) {
                const seen = new Map();
                for (const el of siblings) {
                    if (el.label === undefined || el.label === '' || !el.labelProp)
                        continue;
                    const first = seen.get(el.label);
                    if (first) {
                        report({ span: el.labelProp.value.span, message: `${capitalize(kind)} ${JSON.stringify(el.label)} appears twice here (first at ${(0,site/* firstAt */.y)(model, first.labelProp.value.span, el.labelProp.value.span)}); readers see two identical entries in the ${kind === 'tab' ? 'tabs row' : `${kind} selector`}.` });
                    }
                    else
                        seen.set(el.label, el);
                }
                if (kind === 'tab')
                    continue;
                const defaults = siblings.filter((el) => isTrue((0,json/* getProp */.GT)(el.node, 'default')?.value));
                for (const el of defaults.slice(1)) {
                    const p = (0,json/* getProp */.GT)(el.node, 'default');
                    report({ span: p.keySpan, message: `Several ${kind}s are \`default: true\` (first: ${JSON.stringify(defaults[0].label ?? '')}); the platform picks one of them, so which one readers land on is ambiguous.` });
                }
            }
        }
    },
}));
function isTrue(v) {
    return v?.type === 'boolean' && v.value === true;
}

;// CONCATENATED MODULE: ./src/rules/nav-expanded-ineffective.ts


/** `expanded` on a top-level group, where it has no effect. */
/* harmony default export */ const nav_expanded_ineffective = ((0,rule/* createRule */.D)({
    meta: { id: 'nav-expanded-ineffective', summary: '`expanded` is set on a top-level group, which is always open; it has no effect.', defaultSeverity: 'warning', category: 'navigation' },
    check({ model, report }) {
        for (const el of model.elements) {
            if (el.kind !== 'group' || el.nested)
                continue;
            const p = (0,json/* getProp */.GT)(el.node, 'expanded');
            if (!p)
                continue;
            report({ span: p.keySpan, message: `\`expanded\` has no effect on top-level group ${JSON.stringify(el.label ?? '')}: top-level groups are always open and cannot be collapsed. It only applies to groups nested in another group's \`pages\`.` });
        }
    },
}));

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/load/files.ts
var files = __webpack_require__(6255);
;// CONCATENATED MODULE: ./src/model/pages.ts


/** Every page reference of the navigation that the platform keeps, in source order. */
function pageRefs(model) {
    const refs = [];
    for (const entry of model.entries) {
        if (entry.operation || entry.dropped)
            continue;
        refs.push({ via: 'entry', raw: entry.raw, path: entry.path, span: entry.node.span, scope: entry.parent.scope, element: entry.parent });
    }
    for (const el of model.elements) {
        if (el.dropped)
            continue;
        if (el.kind === 'group') {
            const root = (0,json/* getProp */.GT)(el.node, 'root')?.value;
            if (root?.type === 'string')
                refs.push({ via: 'root', raw: root.value, path: (0,files/* normalizePagePath */.iu)(root.value), span: root.span, scope: el.scope, element: el });
        }
        if (el.isGlobalEntry) {
            const href = (0,json/* getProp */.GT)(el.node, 'href')?.value;
            if (href?.type === 'string') {
                const raw = href.value;
                if (raw.startsWith('/') && !raw.startsWith('//')) {
                    const path = (0,files/* normalizePagePath */.iu)(raw.replace(/[?#].*$/, ''));
                    if (path !== '')
                        refs.push({ via: 'href', raw, path, span: href.span, scope: el.scope, element: el });
                }
            }
        }
    }
    return refs;
}
/** Whether a page reference carries a page-file extension. */
function hasPageExtension(raw) {
    return /\.mdx?$/i.test(raw.replace(/[?#].*$/, ''));
}

;// CONCATENATED MODULE: ./src/rules/page-not-found.ts




/** Above this many pages, suggestions look only in the same folder and at the same file name. */
const FULL_SEARCH_LIMIT = 5000;
/** A page entry, group `root` or global link path with no page file. */
/* harmony default export */ const page_not_found = ((0,rule/* createRule */.D)({
    meta: { id: 'page-not-found', summary: 'A page entry, group `root` or global anchor path names no page file; the closest existing page is suggested.', defaultSeverity: 'error', category: 'pages' },
    check({ model, report }) {
        let all;
        let byDir;
        let byBase;
        const suggest = (p) => {
            if (!all) {
                all = model.files.pagePaths().map((x) => x.replace(/\/index$/, ''));
                byDir = new Map();
                byBase = new Map();
                for (const x of all) {
                    const d = external_node_path_default().posix.dirname(x);
                    const b = external_node_path_default().posix.basename(x);
                    (byDir.get(d) ?? byDir.set(d, []).get(d)).push(x);
                    (byBase.get(b) ?? byBase.set(b, []).get(b)).push(x);
                }
            }
            const local = [...(byDir.get(external_node_path_default().posix.dirname(p)) ?? []), ...(byBase.get(external_node_path_default().posix.basename(p)) ?? [])];
            return closest(p, local) ?? (all.length <= FULL_SEARCH_LIMIT ? closest(p, all) : undefined);
        };
        for (const ref of pageRefs(model)) {
            const pagePath = ref.path.replace(/\.mdx?$/i, '');
            const res = model.files.resolvePage(pagePath);
            if (res.status === 'found' || res.status === 'outside')
                continue;
            if (ref.via === 'href' && model.openapi?.operationUrls.has('/' + pagePath))
                continue;
            const what = ref.via === 'root' ? 'Group root page' : ref.via === 'href' ? 'Link target' : 'Page';
            if (res.status === 'ignored') {
                report({ span: ref.span, page: pagePath, message: `${what} ${JSON.stringify(ref.raw)} is excluded by .mintignore (${res.file}); the platform does not publish it, so this entry is broken.` });
                continue;
            }
            const near = suggest(pagePath);
            report({
                span: ref.span,
                page: pagePath,
                message: `${what} ${JSON.stringify(ref.raw)} has no file: looked for ${pagePath}.mdx, ${pagePath}.md, ${pagePath}/index.mdx and ${pagePath}/index.md.${near ? ` Did you mean "${near}"?` : ''}`,
                ...(near ? { suggestion: JSON.stringify(near) } : {}),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/page-extension.ts


/** A page entry written with `.mdx` or `.md`. */
/* harmony default export */ const page_extension = ((0,rule/* createRule */.D)({
    meta: { id: 'page-extension', summary: 'A page entry is written with its `.mdx`/`.md` extension, which fails the platform\'s build.', defaultSeverity: 'error', category: 'pages' },
    check({ model, report }) {
        for (const ref of pageRefs(model)) {
            if (ref.via === 'href' || !hasPageExtension(ref.raw))
                continue;
            const fixed = ref.raw.replace(/\.mdx?$/i, '');
            report({ span: ref.span, page: ref.path, message: `Page ${JSON.stringify(ref.raw)} is written with its extension; page entries name the file without it, and the platform's build fails on this one.`, suggestion: JSON.stringify(fixed) });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/page-outside-root.ts


/** A page path that leaves the docs root. */
/* harmony default export */ const page_outside_root = ((0,rule/* createRule */.D)({
    meta: { id: 'page-outside-root', summary: 'A page path leaves the docs root (`../`, or a symbolic link to a file outside it).', defaultSeverity: 'error', category: 'pages' },
    check({ model, report }) {
        for (const ref of pageRefs(model)) {
            const path = ref.path.replace(/\.mdx?$/i, '');
            if (model.files.resolvePage(path).status !== 'outside')
                continue;
            report({ span: ref.span, page: ref.path, message: `Page ${JSON.stringify(ref.raw)} is outside the docs root; the platform only publishes files inside it, and navlint does not read outside it.` });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/page-duplicate.ts




/** The same page twice in one version and language. */
/* harmony default export */ const page_duplicate = ((0,rule/* createRule */.D)({
    meta: { id: 'page-duplicate', summary: 'The same page is listed twice in one product, version and language.', defaultSeverity: 'warning', category: 'pages' },
    check({ model, report }) {
        const seen = new Map();
        for (const ref of pageRefs(model)) {
            if (ref.via !== 'entry')
                continue;
            const key = (0,nav/* scopeKey */.OD)(ref.scope) + '\0' + ref.path.replace(/\.mdx?$/i, '');
            const first = seen.get(key);
            if (!first) {
                seen.set(key, ref);
                continue;
            }
            const where = [ref.scope.product, ref.scope.version, ref.scope.language].filter((x) => x !== undefined);
            report({
                span: ref.span,
                page: ref.path,
                message: `Page ${JSON.stringify(ref.raw)} is listed twice${where.length ? ` in ${where.map((w) => JSON.stringify(w)).join(' / ')}` : ''} (first at ${(0,site/* firstAt */.y)(model, first.span, ref.span)}); readers see it in two places and the sidebar highlights only one.`,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/openapi-not-found.ts

/** A spec path in navigation or page metadata with no file. */
/* harmony default export */ const openapi_not_found = ((0,rule/* createRule */.D)({
    meta: { id: 'openapi-not-found', summary: 'An OpenAPI document named in navigation, `api.openapi` or page metadata has no file.', defaultSeverity: 'error', category: 'openapi' },
    check({ model, report }) {
        for (const ref of model.openapi?.references ?? []) {
            const res = ref.resolution;
            if (res.status === 'missing') {
                report({ span: ref.span, message: `OpenAPI document ${JSON.stringify(ref.source)} has no file (looked for ${res.tried.join(', ')}); its API pages ${ref.via === 'metadata' ? 'cannot be bound' : 'are not generated'}.` });
            }
            else if (res.status === 'outside') {
                report({ span: ref.span, message: `OpenAPI document ${JSON.stringify(ref.source)} is outside the docs root; the platform only reads files inside it.` });
            }
        }
    },
}));

// EXTERNAL MODULE: ./src/openapi/model.ts + 2 modules
var openapi_model = __webpack_require__(2071);
;// CONCATENATED MODULE: ./src/rules/openapi-invalid.ts



/** A spec that does not parse, has external `$ref`s, or fails structural validation. */
/* harmony default export */ const openapi_invalid = ((0,rule/* createRule */.D)({
    meta: { id: 'openapi-invalid', summary: 'An OpenAPI document that the site uses does not parse, points into other files with `$ref`, or fails structural validation.', defaultSeverity: 'error', category: 'openapi' },
    readsValidation: true,
    check({ model, report }) {
        const done = new Set();
        for (const ref of model.openapi?.references ?? []) {
            const spec = (0,openapi_model/* specOf */.rI)(ref.resolution);
            if (!spec || done.has(spec.file))
                continue;
            done.add(spec.file);
            for (const e of spec.errors)
                report({ span: e.span, message: `${spec.rel}: ${e.message}.` });
            if (spec.root && spec.kind === 'unknown') {
                report({ span: spec.root.span.start.line ? (0,source/* spanEndingAt */.pL)(spec.root.span, spec.root.span.start) : spec.root.span, message: `${spec.rel} has no \`openapi\` version field; it is not an OpenAPI 3 document.` });
            }
            for (const x of spec.externalRefs) {
                report({ span: x.span, message: `External $ref ${JSON.stringify(x.ref)}: the platform rejects OpenAPI documents whose references point into other files ("External $ref references are not allowed").`, suggestion: 'Bundle the document into one file (for example `redocly bundle`) and reference the bundle.' });
            }
            for (const e of model.openapi?.validation.get(spec.file) ?? [])
                report({ span: e.span, message: `${spec.rel}: ${e.message}` });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/openapi-version-2.ts


/** A `swagger: "2.0"` document: unsupported, must be converted. */
/* harmony default export */ const openapi_version_2 = ((0,rule/* createRule */.D)({
    meta: { id: 'openapi-version-2', summary: 'An OpenAPI document is Swagger 2.0, which the platform does not support; convert it to OpenAPI 3.', defaultSeverity: 'error', category: 'openapi' },
    check({ model, report }) {
        const done = new Set();
        for (const ref of model.openapi?.references ?? []) {
            const spec = (0,openapi_model/* specOf */.rI)(ref.resolution);
            if (!spec || spec.kind !== 'swagger2' || done.has(spec.file))
                continue;
            done.add(spec.file);
            report({ span: spec.versionSpan ?? ref.span, message: `${spec.rel} is a Swagger 2.0 document; the platform supports OpenAPI 3.x only, so its API pages render incorrectly.`, suggestion: 'Convert it to OpenAPI 3 (for example with swagger2openapi) and reference the converted file.' });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/openapi-remote.ts

/** A remote spec that was not checked. */
/* harmony default export */ const openapi_remote = ((0,rule/* createRule */.D)({
    meta: { id: 'openapi-remote', summary: 'An OpenAPI document is a URL and was not fetched, so its operations were not checked (use `--fetch-remote`).', defaultSeverity: 'notice', category: 'openapi' },
    check({ model, report }) {
        const seen = new Set();
        for (const ref of model.openapi?.references ?? []) {
            const res = ref.resolution;
            if (res.status !== 'remote' || res.spec)
                continue;
            const key = `${ref.span.file}:${ref.span.start.line}:${ref.span.start.column}`;
            if (seen.has(key))
                continue;
            seen.add(key);
            report({ span: ref.span, message: `OpenAPI document ${JSON.stringify(res.url)} is remote and was not fetched; its operations were not checked. Fetch it with --fetch-remote (in the action: \`fetch-remote: true\`) to check it.` });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/openapi-no-pages.ts



/** An element whose `openapi` puts no page into the navigation. */
/* harmony default export */ const openapi_no_pages = ((0,rule/* createRule */.D)({
    meta: { id: 'openapi-no-pages', summary: 'An element\'s `openapi` puts no page into the navigation: the document has no operations, or all are `x-hidden` or `x-excluded`.', defaultSeverity: 'warning', category: 'openapi' },
    check({ model, report }) {
        for (const es of model.openapi?.elementSpecs ?? []) {
            if (!es.bulk || !es.spec || es.spec.kind !== 'openapi3' || es.spec.errors.length > 0)
                continue;
            if (es.generated.some((o) => !o.hidden))
                continue;
            const ops = es.spec.operations;
            const why = ops.length === 0 ? 'the document has no operations' : ops.every((o) => o.excluded) ? 'every operation is `x-excluded`' : 'every operation is `x-hidden` or `x-excluded`';
            report({ span: es.source.node.span, message: `${capitalize((0,nav/* describeElement */.AP)(es.element))} sets \`openapi\` to ${es.spec.rel}, but no page is generated: ${why}.`, suggestion: 'List the operations you want (`"GET /path"`) in `pages`, or remove `x-hidden` from them.' });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/openapi-array-ignored.ts



/** An `openapi` array with more than one document: the platform uses only the first. */
/* harmony default export */ const openapi_array_ignored = ((0,rule/* createRule */.D)({
    meta: { id: 'openapi-array-ignored', summary: 'An `openapi` array names several documents; the platform uses only the first and silently ignores the rest.', defaultSeverity: 'error', category: 'openapi' },
    check({ model, report }) {
        for (const es of model.openapi?.elementSpecs ?? []) {
            for (const s of es.ignored) {
                report({
                    span: s.node.span,
                    message: `${capitalize((0,nav/* describeElement */.AP)(es.element))} names several OpenAPI documents; the platform uses only the first (${JSON.stringify(es.source.source)}) and silently ignores ${JSON.stringify(s.source)}, so its pages are not generated.`,
                    suggestion: 'Give each document its own element (a tab, anchor or group with its own `openapi`).',
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/openapi-generated-beside-pages.ts



/** An element with `openapi` whose `pages` list only page files: every operation is still generated. */
/* harmony default export */ const openapi_generated_beside_pages = ((0,rule/* createRule */.D)({
    meta: { id: 'openapi-generated-beside-pages', summary: 'An element sets `openapi` and lists only page files: the platform still generates every operation beside them.', defaultSeverity: 'notice', category: 'openapi' },
    check({ model, report }) {
        for (const es of model.openapi?.elementSpecs ?? []) {
            if (!es.bulk || !es.spec || es.pageEntries.length === 0)
                continue;
            const n = es.generated.filter((o) => !o.hidden).length;
            if (n === 0)
                continue;
            report({ span: es.source.node.span, message: `${capitalize((0,nav/* describeElement */.AP)(es.element))} sets \`openapi\` and lists only page files, so the platform also generates all ${n} operation page${n === 1 ? '' : 's'} of ${es.spec.rel} beside them. List operations (\`"GET /path"\`) to choose which appear.` });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/operation-not-found.ts

/** A `METHOD /path` entry that matches no operation of the spec in scope. */
/* harmony default export */ const operation_not_found = ((0,rule/* createRule */.D)({
    meta: { id: 'operation-not-found', summary: 'A `METHOD /path` navigation entry matches no operation of the OpenAPI document in scope (or one marked `x-excluded`).', defaultSeverity: 'error', category: 'openapi' },
    check({ model, report }) {
        for (const r of model.openapi?.entryResults ?? []) {
            if (r.status === 'excluded') {
                report({ span: r.entry.node.span, message: `${JSON.stringify(r.entry.raw)} is marked \`x-excluded: true\` in ${r.spec.rel}, so the platform generates no page for it and this entry fails.`, suggestion: 'Remove the entry, or remove `x-excluded` from the operation (use `x-hidden` to keep it out of generated navigation only).' });
            }
            if (r.status !== 'not-found')
                continue;
            const near = r.closest;
            const slashHint = near && near.path !== r.ref.path && near.path.replace(/\/+$/, '') === r.ref.path.replace(/\/+$/, '') ? ' The paths differ only by a trailing slash, which counts.' : '';
            const nearText = near ? `${r.ref.spec !== undefined ? r.ref.spec + ' ' : ''}${near.method} ${near.path}` : undefined;
            report({
                span: r.entry.node.span,
                message: `${JSON.stringify(r.entry.raw)} matches no operation in ${r.spec.rel}, and no page file has that path.${nearText ? ` Did you mean "${nearText}"?` : ''}${slashHint}`,
                ...(nearText ? { suggestion: JSON.stringify(nearText) } : {}),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/operation-method-case.ts

/** A lower-case method: an error in navigation (no match), a warning in page metadata (accepted). */
/* harmony default export */ const operation_method_case = ((0,rule/* createRule */.D)({
    meta: { id: 'operation-method-case', summary: 'An operation reference writes its HTTP method in lower case: an error in navigation (it matches nothing), a warning in page metadata.', defaultSeverity: 'error', category: 'openapi' },
    check({ model, report }) {
        const oa = model.openapi;
        if (!oa)
            return;
        for (const r of oa.entryResults) {
            if (r.status !== 'method-case')
                continue;
            const fixed = r.entry.raw.replace(r.ref.method, r.ref.method.toUpperCase());
            report({ span: r.entry.node.span, message: `${JSON.stringify(r.entry.raw)}: operation references in navigation are matched case-sensitively, so the lower-case method matches nothing and the entry is taken as a missing file. Write the method in upper case.`, suggestion: JSON.stringify(fixed) });
        }
        for (const b of oa.bindings) {
            if (!b.ref || b.ref.webhook || b.ref.method === b.ref.method.toUpperCase())
                continue;
            report({ span: b.span, page: b.file, severity: 'warning', message: `Page metadata \`openapi: ${b.value}\` writes the method in lower case; the platform accepts it here, but navigation requires upper case, so write ${b.ref.method.toUpperCase()} for consistency.` });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/operation-no-spec.ts

/** An operation reference where no `openapi` is in scope. */
/* harmony default export */ const operation_no_spec = ((0,rule/* createRule */.D)({
    meta: { id: 'operation-no-spec', summary: 'An operation reference stands where no `openapi` document is in scope (`api.openapi` is not inherited by navigation).', defaultSeverity: 'error', category: 'openapi' },
    check({ model, report }) {
        const oa = model.openapi;
        if (!oa)
            return;
        const hasApi = oa.references.some((r) => r.via === 'api');
        for (const r of oa.entryResults) {
            if (r.status !== 'no-spec')
                continue;
            report({
                span: r.entry.node.span,
                message: `${JSON.stringify(r.entry.raw)} is an operation reference, but no element above it sets \`openapi\`${hasApi ? ' (`api.openapi` in docs.json is not inherited by navigation)' : ''}; the platform takes it as a missing page file.`,
                suggestion: 'Set `openapi` on this group or an element above it, or prefix the entry with the document: "openapi.json GET /path".',
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/operation-conflict.ts


/** The same operation reached by a page file and by a navigation entry or generated page. */
/* harmony default export */ const operation_conflict = ((0,rule/* createRule */.D)({
    meta: { id: 'operation-conflict', summary: 'One operation is reached both by a page file (its metadata, or its path equal to the generated URL) and by a navigation entry or generated page.', defaultSeverity: 'error', category: 'openapi' },
    check({ model, report }) {
        const oa = model.openapi;
        if (!oa)
            return;
        const pageByUrl = new Map();
        for (const f of model.files.pageFiles)
            pageByUrl.set((0,files/* pageUrl */.fi)(f), f);
        const bound = new Map();
        for (const b of oa.bindings)
            if (b.op)
                bound.set(b.op, b.file);
        const reported = new Set();
        const conflict = (span, what, file, how) => {
            const key = `${span.file}:${span.start.line}:${span.start.column}:${file}`;
            if (reported.has(key))
                return;
            reported.add(key);
            report({ span, page: file, message: `${what} is also reached by the page file ${file} (${how}); the platform cannot have both, and the page file silently replaces the generated page.`, suggestion: 'Keep only one of them, or move the generated page with `x-mint: { href: … }` on the operation.' });
        };
        for (const r of oa.entryResults) {
            if (r.status !== 'matched' || !r.op)
                continue;
            const url = oa.urlOf(r.op, r.scope?.directory ?? 'api-reference');
            const file = bound.get(r.op);
            if (file)
                conflict(r.entry.node.span, `${JSON.stringify(r.entry.raw)}`, file, `its metadata binds ${r.op.method} ${r.op.path}`);
            else if (pageByUrl.has(url))
                conflict(r.entry.node.span, `${JSON.stringify(r.entry.raw)}`, pageByUrl.get(url), `its path is the generated URL ${url}`);
        }
        for (const es of oa.elementSpecs) {
            if (!es.bulk)
                continue;
            for (const op of es.generated) {
                if (op.hidden)
                    continue;
                const url = oa.urlOf(op, es.directory);
                const file = pageByUrl.get(url);
                if (file)
                    conflict(es.source.node.span, `Generated page ${url} (${op.method} ${op.path})`, file, 'its path is the generated URL');
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/frontmatter-openapi-unresolved.ts

/** Page metadata `openapi:` that matches no operation. */
/* harmony default export */ const frontmatter_openapi_unresolved = ((0,rule/* createRule */.D)({
    meta: { id: 'frontmatter-openapi-unresolved', summary: 'A page\'s `openapi:` metadata matches no operation; the closest one is suggested.', defaultSeverity: 'error', category: 'openapi' },
    check({ model, report }) {
        for (const b of model.openapi?.bindings ?? []) {
            if (b.status === 'malformed') {
                report({ span: b.span, page: b.file, message: `Page metadata \`openapi: ${b.value}\` is not of the form "[spec-file] METHOD /path"; the page is not bound to any operation.` });
                continue;
            }
            if (b.status !== 'unresolved' || !b.ref)
                continue;
            const near = b.closest;
            const slash = near && near.path.replace(/\/+$/, '') === b.ref.path.replace(/\/+$/, '') && near.path !== b.ref.path ? ' The paths differ only by a trailing slash, which counts.' : '';
            const where = b.ref.spec !== undefined ? ` in ${b.specResolution && b.specResolution.status === 'found' ? b.specResolution.spec.rel : b.ref.spec}` : ' in any OpenAPI document of the site';
            const nearText = near ? `${b.ref.spec !== undefined ? b.ref.spec + ' ' : ''}${near.method} ${near.path}` : undefined;
            report({ span: b.span, page: b.file, message: `Page metadata \`openapi: ${b.value}\` matches no operation${where}; the page's API content is not generated.${nearText ? ` Did you mean "${nearText}"${b.ref.spec === undefined && near ? ` (in ${near.spec.rel})` : ''}?` : ''}${slash}`, ...(nearText ? { suggestion: JSON.stringify(nearText) } : {}) });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/frontmatter-openapi-ambiguous.ts

/** Page metadata without a spec file when several specs hold that operation. */
/* harmony default export */ const frontmatter_openapi_ambiguous = ((0,rule/* createRule */.D)({
    meta: { id: 'frontmatter-openapi-ambiguous', summary: 'A page\'s `openapi:` metadata names no document, and several documents hold that operation.', defaultSeverity: 'warning', category: 'openapi' },
    check({ model, report }) {
        for (const b of model.openapi?.bindings ?? []) {
            if (b.status !== 'matched' || !b.op || b.alternatives.length === 0)
                continue;
            const specs = [b.op, ...b.alternatives].map((o) => o.spec.rel);
            report({ span: b.span, page: b.file, message: `Page metadata \`openapi: ${b.value}\` names no document, and ${specs.length} documents hold this operation (${specs.join(', ')}); the platform takes the first alphabetically, ${b.op.spec.rel}.`, suggestion: JSON.stringify(`${b.op.spec.rel} ${b.op.method} ${b.op.path}`) });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/frontmatter-invalid.ts

/** Frontmatter that is not valid YAML. */
/* harmony default export */ const frontmatter_invalid = ((0,rule/* createRule */.D)({
    meta: { id: 'frontmatter-invalid', summary: 'A page\'s frontmatter is not valid YAML, so the platform cannot read its title or metadata.', defaultSeverity: 'error', category: 'pages' },
    check({ model, report }) {
        for (const [file, meta] of model.openapi?.pageMeta ?? []) {
            for (const e of meta.errors)
                report({ span: e.span, page: file, message: `Invalid frontmatter: ${e.message}.` });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/index.ts
































/** Every rule, in the order their docs list them. */
const RULES = [
    config_invalid_json,
    config_ref_unresolved,
    config_duplicate_key,
    config_setting_invalid,
    navlintrc_invalid,
    nav_root_pattern,
    nav_mixed_children,
    nav_child_not_allowed,
    nav_required_field,
    nav_field_type,
    nav_unknown_field,
    nav_language_code,
    nav_duplicate,
    nav_expanded_ineffective,
    page_not_found,
    page_extension,
    page_outside_root,
    page_duplicate,
    openapi_not_found,
    openapi_invalid,
    openapi_version_2,
    openapi_remote,
    openapi_no_pages,
    openapi_array_ignored,
    openapi_generated_beside_pages,
    operation_not_found,
    operation_method_case,
    operation_no_spec,
    operation_conflict,
    frontmatter_openapi_unresolved,
    frontmatter_openapi_ambiguous,
    frontmatter_invalid,
];
/** Looks a rule up by id. */
function ruleById(id) {
    return RULES.find((r) => r.meta.id === id);
}


/***/ }),

/***/ 281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ createRule),
/* harmony export */   O: () => (/* binding */ runRule)
/* harmony export */ });
/** Declares a rule (typed, so that every rule file has the same shape). */
function createRule(rule) {
    return rule;
}
/** Runs one rule and collects its findings with its id and severity. */
function runRule(rule, model) {
    const out = [];
    rule.check({
        model,
        report: (r) => out.push({
            rule: rule.meta.id,
            severity: r.severity ?? rule.meta.defaultSeverity,
            message: r.message,
            span: r.span,
            ...(r.suggestion !== undefined ? { suggestion: r.suggestion } : {}),
            ...(r.page !== undefined ? { page: r.page } : {}),
        }),
    });
    return out;
}


/***/ })

};
