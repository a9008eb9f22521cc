export const id = 741;
export const ids = [741,175,107];
export const modules = {

/***/ 9337:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GT: () => (/* binding */ getProp),
/* harmony export */   KX: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   MF: () => (/* binding */ describeType),
/* harmony export */   Ul: () => (/* binding */ toPlain),
/* harmony export */   hI: () => (/* binding */ nodeAtPointer)
/* harmony export */ });
/* unused harmony export str */
/** Deepest nesting of arrays and objects accepted in one JSON file. */
const MAX_JSON_DEPTH = 256;
/** The value of the last property named `key` (as JSON.parse keeps), if `node` is an object. */
function getProp(node, key) {
    if (!node || node.type !== 'object')
        return undefined;
    for (let i = node.props.length - 1; i >= 0; i--)
        if (node.props[i].key === key)
            return node.props[i];
    return undefined;
}
/** The string value of `node`, or undefined. */
function str(node) {
    return node?.type === 'string' ? node.value : undefined;
}
/** Converts a node into a plain JavaScript value (for schema validation and output). */
function toPlain(node) {
    switch (node.type) {
        case 'object': {
            const out = Object.create(null);
            for (const p of node.props)
                out[p.key] = toPlain(p.value);
            return out;
        }
        case 'array':
            return node.items.map(toPlain);
        default:
            return node.value;
    }
}
/** A short description of a node's type for messages: `a string`, `an array`, … */
function describeType(node) {
    switch (node.type) {
        case 'object':
            return 'an object';
        case 'array':
            return 'an array';
        case 'null':
            return 'null';
        case 'string':
            return `the string ${JSON.stringify(node.value)}`;
        default:
            return `the ${node.type} ${String(node.value)}`;
    }
}
/** The value at a JSON pointer (RFC 6901, `~0`/`~1` escapes) below `root`, with the key it stands under. */
function nodeAtPointer(root, pointer) {
    let cur = root;
    let keySpan;
    for (const raw of pointer.split('/').slice(1)) {
        const tok = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        if (!cur)
            return undefined;
        if (cur.type === 'object') {
            const p = getProp(cur, tok);
            keySpan = p?.keySpan;
            cur = p?.value;
        }
        else if (cur.type === 'array') {
            cur = cur.items[Number(tok)];
            keySpan = undefined;
        }
        else
            return undefined;
    }
    return cur ? { node: cur, keySpan } : undefined;
}


/***/ }),

/***/ 6107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   displayPath: () => (/* binding */ displayPath),
/* harmony export */   toPosix: () => (/* binding */ toPosix)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** A path in the `/`-separated form that output, globs and URLs use. */
function toPosix(p) {
    return p.split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/');
}
/** A file path as shown to the user: relative to the working directory, `/`-separated. */
function displayPath(file, cwd) {
    return toPosix(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(cwd, file)) || node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(file);
}


/***/ }),

/***/ 2858:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ SourceText),
/* harmony export */   NY: () => (/* binding */ fileStart),
/* harmony export */   bQ: () => (/* binding */ pointerToken),
/* harmony export */   gq: () => (/* binding */ openingBrace),
/* harmony export */   pL: () => (/* binding */ spanEndingAt)
/* harmony export */ });
/** A loaded text file with a line table for turning offsets into positions. */
class SourceText {
    file;
    text;
    // Built when a position is first asked for: most files checked never need one.
    starts;
    constructor(file, text) {
        this.file = file;
        this.text = text;
    }
    get lineStarts() {
        if (this.starts)
            return this.starts;
        const text = this.text;
        const starts = [0];
        // Without carriage returns, the native search finds line ends far faster than a loop over every character.
        if (!text.includes('\r')) {
            for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
                starts.push(i + 1);
        }
        else {
            for (let i = 0; i < text.length; i++) {
                const c = text.charCodeAt(i);
                if (c === 10)
                    starts.push(i + 1);
                else if (c === 13) {
                    if (text.charCodeAt(i + 1) === 10)
                        i++;
                    starts.push(i + 1);
                }
            }
        }
        return (this.starts = starts);
    }
    /** Converts a 0-based UTF-16 offset into a 1-based position. */
    position(offset) {
        const starts = this.lineStarts;
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - starts[lo] + 1 };
    }
    /** The span of `length` units starting at `offset` (its positions are worked out when first read). */
    span(offset, length, pointer) {
        return new OffsetSpan(this, offset, offset + length, pointer);
    }
    /** The text of a 1-based line, without its line ending. */
    line(line) {
        const start = this.lineStarts[line - 1];
        if (start === undefined)
            return '';
        const next = this.lineStarts[line];
        const raw = this.text.slice(start, next === undefined ? this.text.length : next);
        return raw.replace(/\r?\n$|\r$/, '');
    }
    get lineCount() {
        return this.lineStarts.length;
    }
}
/** Escapes a JSON pointer token (RFC 6901). */
function pointerToken(key) {
    const s = String(key);
    return s.includes('~') || s.includes('/') ? s.replace(/~/g, '~0').replace(/\//g, '~1') : s;
}
/**
 * A span held as two offsets into its source. Documents have a node for every value, and only the few that
 * findings point at are ever asked where they are: positions are worked out then, once each.
 */
class OffsetSpan {
    source;
    from;
    to;
    pointer;
    startAt;
    endAt;
    constructor(source, from, to, pointer) {
        this.source = source;
        this.from = from;
        this.to = to;
        this.pointer = pointer;
    }
    get file() {
        return this.source.file;
    }
    get start() {
        return (this.startAt ??= this.source.position(this.from));
    }
    get end() {
        return (this.endAt ??= this.source.position(this.to));
    }
    /** The plain form, as every other span is written. */
    toJSON() {
        return { file: this.file, pointer: this.pointer, start: this.start, end: this.end };
    }
}
/** A copy of `span` that ends elsewhere (spans may compute their positions: never spread them). */
function spanEndingAt(span, end) {
    return { file: span.file, pointer: span.pointer, start: span.start, end };
}
/** The start of a file, for findings about the file as a whole (too large, unreadable, a link out of the root). */
function fileStart(file) {
    return { file, pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
}
/** The opening brace or bracket of a value: where a finding about a missing key or an empty collection points. */
function openingBrace(node) {
    return spanEndingAt(node.span, node.span.start);
}


/***/ }),

/***/ 5741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eb: () => (/* reexport */ errors/* UsageError */.e),
  ns: () => (/* binding */ analyze),
  checkSpecFile: () => (/* binding */ checkSpecFile),
  RU: () => (/* binding */ findDocsRoot),
  runCheck: () => (/* binding */ runCheck)
});

// UNUSED EXPORTS: MAX_FINDINGS_PER_RULE, capPerRule, check, judge, sortDiagnostics, summarize

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/core/source.ts
var core_source = __webpack_require__(2858);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/load/files.ts
var load_files = __webpack_require__(6255);
// EXTERNAL MODULE: ./src/load/json.ts + 1 modules
var json = __webpack_require__(6437);
// EXTERNAL MODULE: ./src/core/jnode.ts
var jnode = __webpack_require__(9337);
;// CONCATENATED MODULE: ./src/load/docs.ts






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
            parsed = (0,json/* parseJson */.qF)(file, text);
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
        if (depth > jnode/* MAX_JSON_DEPTH */.KX)
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
        const ref = (0,jnode/* getProp */.GT)(node, '$ref');
        if (ref && ref.value.type === 'string') {
            refCount++;
            const target = ref.value.value;
            const fail = (reason, problem) => {
                out.refIssues.push({ reason, problem, target, span: ref.value.span });
                return { ...node, broken: true };
            };
            // Past the value limit, the one finding at the `$ref` that reached it says that resolving stops there.
            if (full)
                return { ...node, broken: true };
            if (refCount > MAX_REFS)
                return fail('limit', { code: 'too-many-refs', max: MAX_REFS });
            if (/^[a-z][a-z0-9+.-]*:/i.test(target))
                return fail('invalid', { code: 'url' });
            const [filePart, fragment] = splitFragment(target);
            // `#/pointer` alone names a part of the file that holds it.
            const abs = filePart === '' ? file : external_node_path_default().resolve(external_node_path_default().dirname(file), filePart);
            if (!(0,load_files/* isInside */.FK)(docsRoot, abs))
                return fail('outside', { code: 'outside' });
            let real;
            try {
                real = fs.realpathSync(abs);
            }
            catch {
                return fail('missing', { code: 'no-file', lookedFor: rel(docsRoot, abs) });
            }
            if (!(0,load_files/* isInside */.FK)(realRoot, real))
                return fail('outside', { code: 'link-outside' });
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
                return fail('missing', { code: 'not-a-file' });
            if (size > MAX_CONFIG_BYTES)
                return fail('limit', { code: 'too-large', maxBytes: MAX_CONFIG_BYTES });
            const here = fragment ? `${abs}#${fragment}` : abs;
            // A whole file contains every part of itself; a part is a cycle only when that same part recurs.
            const start = stack.findIndex((f) => f === here || (!fragment && f.startsWith(abs + '#')));
            if (start >= 0) {
                return fail('cycle', { code: 'cycle', chain: [...stack.slice(start), here].map((f) => rel(docsRoot, f)) });
            }
            let parsed;
            try {
                parsed = parseFile(abs);
            }
            catch {
                return fail('unreadable', { code: 'unreadable' });
            }
            if (!parsed.root)
                return { ...node, broken: true }; // its syntax errors are reported on their own
            let target_ = parsed.root;
            if (fragment) {
                const found = (0,jnode/* nodeAtPointer */.hI)(target_, fragment)?.node;
                if (!found)
                    return fail('missing', { code: 'no-value-at', fragment });
                target_ = found;
            }
            let resolved;
            const before = values;
            try {
                resolved = resolve(cloneShallow(target_), abs, [...stack, here], depth);
            }
            catch (e) {
                if (e instanceof TooDeep)
                    return fail('limit', { code: 'too-deep', max: jnode/* MAX_JSON_DEPTH */.KX });
                if (!(e instanceof TooMany))
                    throw e;
                values = before;
                full = true;
                return fail('limit', { code: 'too-many-values', max: MAX_CONFIG_VALUES });
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
        const source = new core_source/* SourceText */.D(configFile, '');
        out.sources.set(configFile, source);
        out.syntaxErrors.push({ file: configFile, message, span: source.span(0, 0, ''), limit: true });
        return out;
    };
    let size = 0;
    try {
        // A link to a file outside the root (`/proc/self/environ`) would put that file's lines in the report.
        if (!(0,load_files/* isInside */.FK)(realRoot, fs.realpathSync(configFile)))
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
    return (0,paths.toPosix)(external_node_path_default().relative(root, file)) || '.';
}

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
    if (!explicit && !(0,load_files/* isInside */.FK)(fs.realpathSync(docsRoot), fs.realpathSync(file))) {
        rc.issues.push({ problem: { code: 'link-outside', name: RC_FILE }, span: (0,core_source/* fileStart */.NY)(file) });
        return rc;
    }
    if (fs.statSync(file).size > MAX_CONFIG_BYTES) {
        rc.issues.push({ problem: { code: 'too-large', name: external_node_path_default().basename(file), maxBytes: MAX_CONFIG_BYTES }, span: (0,core_source/* fileStart */.NY)(file) });
        return rc;
    }
    const parsed = (0,json/* parseJson */.qF)(file, fs.readFileSync(file, 'utf8'));
    rc.source = parsed.source;
    for (const e of parsed.errors)
        rc.issues.push({ problem: { code: 'json', detail: e.message }, span: e.span });
    const root = parsed.root;
    if (!root)
        return rc;
    if (root.type !== 'object') {
        rc.issues.push({ problem: { code: 'not-object' }, span: root.span });
        return rc;
    }
    for (const p of root.props) {
        if (p.key !== 'rules' && p.key !== 'ignore' && p.key !== '$schema')
            rc.issues.push({ problem: { code: 'unknown-key', key: p.key }, span: p.keySpan });
    }
    const rules = (0,jnode/* getProp */.GT)(root, 'rules')?.value;
    if (rules) {
        if (rules.type !== 'object')
            rc.issues.push({ problem: { code: 'rules-not-object' }, span: rules.span });
        else
            for (const p of rules.props) {
                rc.ruleKeys.push({ id: p.key, span: p.keySpan });
                const v = p.value;
                if (v.type === 'string' && LEVELS.includes(v.value))
                    rc.rules.set(p.key, v.value);
                else
                    rc.issues.push({ problem: { code: 'bad-level', rule: p.key }, span: v.span });
            }
    }
    const ignore = (0,jnode/* getProp */.GT)(root, 'ignore')?.value;
    if (ignore) {
        if (ignore.type !== 'array')
            rc.issues.push({ problem: { code: 'ignore-not-array' }, span: ignore.span });
        else
            for (const item of ignore.items) {
                if (item.type === 'string' && item.value !== '')
                    rc.ignore.push(item.value);
                else
                    rc.issues.push({ problem: { code: 'bad-ignore' }, span: item.span });
            }
    }
    return rc;
}

// EXTERNAL MODULE: ./src/model/openapi.ts + 1 modules
var model_openapi = __webpack_require__(8785);
// EXTERNAL MODULE: ./src/model/nav.ts
var nav = __webpack_require__(380);
;// CONCATENATED MODULE: ./src/model/site.ts







/** Loads a docs root and builds its model. */
function buildSiteModel(root, fs, rc, remote, hooks = {}) {
    const timing = hooks.timing;
    timing?.enter('load');
    const configFile = external_node_path_default().join(root, 'docs.json');
    const config = loadConfig(root, configFile, fs);
    const files = new load_files/* FileIndex */.rx(root, fs);
    const docs = config.root?.type === 'object' ? config.root : undefined;
    const navigationProp = (0,jnode/* getProp */.GT)(docs, 'navigation');
    const model = { root, configFile, config, docs, navigationProp, elements: [], entries: [], files, fs, sources: config.sources, rc };
    timing?.enter('model');
    if (navigationProp?.value.type === 'object' && !navigationProp.value.broken) {
        const built = (0,nav/* buildNavigation */.j5)(navigationProp.value);
        model.nav = built.root;
        model.elements = built.elements;
        model.entries = built.entries;
    }
    if (docs && !docs.broken) {
        model.openapi = new model_openapi/* OpenApiModel */.M$(model, remote, hooks);
        model.openapi.build();
    }
    return model;
}
/** Where an earlier occurrence stands, for "first at …" in messages: a line, or file:line in another file. */
function firstAt(model, first, here) {
    if (first.file === here.file)
        return first.start.line === here.start.line ? `line ${first.start.line}, column ${first.start.column}` : `line ${first.start.line}`;
    return `${(0,paths.toPosix)(external_node_path_default().relative(model.root, first.file))}:${first.start.line}`;
}

// EXTERNAL MODULE: ./src/model/counts.ts
var counts = __webpack_require__(4325);
;// CONCATENATED MODULE: ./src/rules/rule.ts

/** Declares a rule (typed, so that every rule file has the same shape). */
function createRule(rule) {
    return rule;
}
/** Runs one rule and collects its findings with its id and severity. */
function runRule(rule, model, ruleIds) {
    const out = [];
    rule.check({
        model,
        ruleIds,
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
const ARTICLE = { string: 'a string', boolean: 'a boolean (`true` or `false`)', number: 'a number', integer: 'an integer', object: 'an object', array: 'an array', null: 'null' };
/** The words for a value that misses its schema: the predicate after its path (`must be a string, not an array`). */
function describeShape(p, node) {
    const found = (0,jnode/* describeType */.MF)(node);
    switch (p.code) {
        case 'type':
            return `must be ${p.expected ?? p.types.map((x) => ARTICLE[x] ?? x).join(' or ')}, not ${found}`;
        case 'enum':
            return `must be one of ${p.allowed.map((v) => JSON.stringify(v)).join(', ')}, not ${found}`;
        case 'const':
            return `must be ${JSON.stringify(p.allowed)}, not ${found}`;
        case 'empty':
            return 'must not be empty';
        case 'malformed':
            return `must be ${p.expected ?? 'well formed'}; ${found} is not`;
        case 'required':
            return `is missing the required field \`${p.field}\``;
        case 'other':
            return `must be ${p.expected ?? 'of another shape'}, not ${found}`;
    }
}

;// CONCATENATED MODULE: ./src/rules/config-invalid-json.ts

/** docs.json or a `$ref` file that is not valid JSON. */
/* harmony default export */ const config_invalid_json = (createRule({
    meta: { id: 'config-invalid-json', summary: 'docs.json (or a file it includes with `$ref`) is not valid JSON.', defaultSeverity: 'error', category: 'config' },
    check({ model, report }) {
        for (const e of model.config.syntaxErrors) {
            report({ span: e.span, message: e.limit ? `${e.message}.` : `Invalid JSON: ${e.message}.` });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/config-ref-unresolved.ts

/** The words for each way a `$ref` fails. */
function describeRefIssue(issue) {
    const ref = `\`$ref\` "${issue.target}"`;
    const p = issue.problem;
    switch (p.code) {
        case 'too-many-refs':
            return `More than ${p.max} \`$ref\` objects; navlint stops resolving them here.`;
        case 'url':
            return `${ref} is a URL; docs.json \`$ref\` must name a file in the repository.`;
        case 'outside':
            return `${ref} points outside the docs root.`;
        case 'link-outside':
            return `${ref} is a link that leads outside the docs root.`;
        case 'no-file':
            return `${ref} names no file (looked for ${p.lookedFor}).`;
        case 'not-a-file':
            return `${ref} is not a file.`;
        case 'too-large':
            return `${ref} is larger than ${p.maxBytes / 1024 / 1024} MiB.`;
        case 'cycle':
            return `${ref} forms a cycle: ${p.chain.join(' → ')}.`;
        case 'unreadable':
            return `${ref} could not be read.`;
        case 'no-value-at':
            return `${ref}: the file has no value at "#${p.fragment}".`;
        case 'too-deep':
            return `${ref} nests docs.json more than ${p.max} levels deep, counting the levels of the files it includes.`;
        case 'too-many-values':
            return `${ref} makes docs.json hold more than ${p.max} values with the files it includes; navlint stops resolving \`$ref\` here.`;
    }
}
/** A `$ref` whose file is missing, outside the docs root, or part of a cycle. */
/* harmony default export */ const config_ref_unresolved = (createRule({
    meta: { id: 'config-ref-unresolved', summary: 'A `$ref` in docs.json names a file that is missing, outside the docs root, or part of a cycle.', defaultSeverity: 'error', category: 'config' },
    check({ model, report }) {
        for (const issue of model.config.refIssues)
            report({ span: issue.span, message: describeRefIssue(issue) });
    },
}));

;// CONCATENATED MODULE: ./src/rules/config-duplicate-key.ts

/** A key written twice in one object of docs.json. */
/* harmony default export */ const config_duplicate_key = (createRule({
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
    if (validate((0,jnode/* toPlain */.Ul)(node)))
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
        const found = (0,jnode/* nodeAtPointer */.hI)(node, e.instancePath);
        if (!found)
            continue;
        const target = found.node;
        const span = e.keyword === 'required' && found.keySpan ? found.keySpan : target.span;
        const path = e.instancePath.split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
        out.push({ node: target, span, path, problem: problemOf(e, schemaAt(schema, e.schemaPath)) });
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
function problemOf(e, at) {
    const expected = typeof at?.['x-expected'] === 'string' ? at['x-expected'] : undefined;
    const withExpected = expected !== undefined ? { expected } : {};
    switch (e.keyword) {
        case 'type': {
            const t = e.params.type;
            return { code: 'type', types: Array.isArray(t) ? t : [t], ...withExpected };
        }
        case 'enum':
            return { code: 'enum', allowed: e.params.allowedValues };
        case 'const':
            return { code: 'const', allowed: e.params.allowedValue };
        case 'minItems':
        case 'minLength':
            return { code: 'empty' };
        case 'pattern':
        case 'format':
            return { code: 'malformed', ...withExpected };
        case 'required':
            return { code: 'required', field: e.params.missingProperty };
        default:
            return { code: 'other', ...withExpected };
    }
}

// EXTERNAL MODULE: ./src/core/suggest.ts
var core_suggest = __webpack_require__(2085);
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
/* harmony default export */ const config_setting_invalid = (createRule({
    meta: { id: 'config-setting-invalid', summary: 'A docs.json setting has a wrong type or value, or a required top-level field (`theme`, `name`, `colors.primary`) is missing.', defaultSeverity: 'error', category: 'config' },
    check({ model, report }) {
        const docs = model.docs;
        if (!docs) {
            const root = model.config.root;
            if (root && !root.broken)
                report({ span: root.span, message: 'docs.json must hold a JSON object.' });
            return;
        }
        const brace = (0,core_source/* spanEndingAt */.pL)(docs.span, { line: docs.span.start.line, column: docs.span.start.column + 1 });
        for (const key of ['theme', 'name']) {
            if (!(0,jnode/* getProp */.GT)(docs, key))
                report({ span: brace, message: `docs.json has no \`${key}\`; the platform requires it.` });
        }
        const colors = (0,jnode/* getProp */.GT)(docs, 'colors');
        if (!colors)
            report({ span: brace, message: 'docs.json has no `colors`; the platform requires `colors.primary`.', suggestion: 'Add "colors": { "primary": "#0D9373" }.' });
        else if (colors.value.type === 'object' && !(0,jnode/* getProp */.GT)(colors.value, 'primary'))
            report({ span: colors.keySpan, message: '`colors` has no `primary`; the platform requires it.' });
        for (const e of validateShape(docs, SETTINGS_SCHEMA)) {
            let suggestion;
            if (e.path === 'styling.eyebrows' && e.node.type === 'string') {
                const near = (0,core_suggest/* closest */.kp)(e.node.value, EYEBROWS);
                if (near)
                    suggestion = `Did you mean "${near}"?`;
            }
            if (e.path === 'api.playground.proxy' && e.node.type === 'string' && /^(true|false)$/i.test(e.node.value)) {
                suggestion = `Write ${e.node.value.toLowerCase()} without quotes.`;
            }
            report({ span: e.span, message: `\`${e.path}\` ${describeShape(e.problem, e.node)}.`, ...(suggestion ? { suggestion } : {}) });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/navlintrc-invalid.ts


const navlintrc_invalid_LEVELS = '"off", "notice", "warning" or "error"';
/** The words for each problem of the configuration file. */
function describeRcProblem(p) {
    switch (p.code) {
        case 'link-outside':
            return `${p.name} is a link that leads outside the docs root; navlint does not read it.`;
        case 'too-large':
            return `${p.name} is larger than ${p.maxBytes / 1024 / 1024} MiB; navlint does not read it.`;
        case 'json':
            return `Invalid JSON: ${p.detail}.`;
        case 'not-object':
            return 'The configuration must be a JSON object with `rules` and `ignore`.';
        case 'unknown-key':
            return `Unknown key "${p.key}"; the configuration has \`rules\` and \`ignore\`.`;
        case 'rules-not-object':
            return `\`rules\` must be an object mapping rule ids to ${navlintrc_invalid_LEVELS}.`;
        case 'bad-level':
            return `Level of "${p.rule}" must be ${navlintrc_invalid_LEVELS}.`;
        case 'ignore-not-array':
            return '`ignore` must be an array of glob patterns.';
        case 'bad-ignore':
            return 'Each `ignore` entry must be a non-empty glob pattern (a string).';
    }
}
/** Problems in `.navlintrc.json`: bad JSON, bad levels, unknown rule ids. */
/* harmony default export */ const navlintrc_invalid = (createRule({
    meta: { id: 'navlintrc-invalid', summary: 'navlint\'s own configuration file is invalid or names a rule that does not exist.', defaultSeverity: 'error', category: 'config' },
    check({ model, report, ruleIds }) {
        const rc = model.rc;
        if (!rc)
            return;
        for (const issue of rc.issues)
            report({ span: issue.span, message: describeRcProblem(issue.problem) });
        for (const key of rc.ruleKeys) {
            if (ruleIds.includes(key.id))
                continue;
            const near = (0,core_suggest/* closest */.kp)(key.id, ruleIds);
            report({ span: key.span, message: `Unknown rule "${key.id}".${near ? ` Did you mean "${near}"?` : ''}`, ...(near ? { suggestion: `"${near}"` } : {}) });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/nav-root-pattern.ts




const ROOT_PATTERNS = shapes/* SHAPES */.HY.root.children;
/** `navigation` missing, or with zero or several root patterns. */
/* harmony default export */ const nav_root_pattern = (createRule({
    meta: { id: 'nav-root-pattern', summary: '`navigation` is missing or does not hold exactly one root pattern.', defaultSeverity: 'error', category: 'navigation' },
    check({ model, report }) {
        const docs = model.docs;
        if (!docs || docs.broken)
            return;
        const nav = (0,jnode/* getProp */.GT)(docs, 'navigation');
        if (!nav) {
            report({ span: (0,core_source/* openingBrace */.gq)(docs), message: 'docs.json has no `navigation`: the site would have no pages. Add a `navigation` object with one root pattern (for example `"groups"`).' });
            return;
        }
        if (nav.value.broken)
            return;
        if (nav.value.type !== 'object') {
            report({ span: nav.value.span, message: `\`navigation\` must be an object, not ${(0,jnode/* describeType */.MF)(nav.value)}.` });
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
/* harmony default export */ const nav_mixed_children = (createRule({
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
                const head = `${(0,core_suggest/* capitalize */.ZH)((0,nav/* describeElement */.AP)(el))} holds both \`${el.childKey}\` and \`${p.key}\`; an element may hold one kind of child, so the platform keeps \`${el.childKey}\` and silently drops \`${p.key}\``;
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
/* harmony default export */ const nav_child_not_allowed = (createRule({
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
                        message: `${(0,core_suggest/* capitalize */.ZH)((0,nav/* describeElement */.AP)(el))} cannot hold \`${p.key}\`; the platform drops it${el.kind === 'root' ? '' : ' and may drop the whole element'}. It can hold ${shape.children.map((k) => `\`${k}\``).join(', ')}.`,
                        suggestion: ADVICE[p.key] ? (0,core_suggest/* capitalize */.ZH)(ADVICE[p.key]) + '.' : undefined,
                    });
                }
                else if (shape.childrenBeyondSpec?.includes(p.key)) {
                    report({
                        span: p.keySpan,
                        severity: 'warning',
                        message: `${(0,core_suggest/* capitalize */.ZH)((0,nav/* describeElement */.AP)(el))} holds \`${p.key}\`; the specification allows only groups, pages and links in a menu item. The platform currently accepts it, but other tools may not.`,
                    });
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/nav-required-field.ts






/** The span of an object's opening brace: where a missing field is reported when there is no key. */
function openingBrace(span) {
    return (0,core_source/* spanEndingAt */.pL)(span, { line: span.start.line, column: span.start.column + 1 });
}
function dropNote(el) {
    const parent = el.parent;
    if (!parent || parent.kind === 'root' || parent.kind === 'global')
        return 'the platform silently drops it and still reports success';
    return `the platform silently drops ${(0,nav/* describeElement */.AP)(parent)} and everything under it, and still reports success`;
}
/** A missing or empty label, a group without `pages`, a global entry without `href`. */
/* harmony default export */ const nav_required_field = (createRule({
    meta: { id: 'nav-required-field', summary: 'A navigation element lacks a required field: its label (`group`, `tab`, `item`, …), a group\'s `pages`, a global entry\'s `href`.', defaultSeverity: 'error', category: 'navigation' },
    check({ model, report }) {
        for (const el of model.elements) {
            const labelKey = shapes/* LABEL_KEY */.hy[el.kind];
            if (labelKey) {
                const where = el.containerKey === 'pages' ? 'a group object in `pages`' : `an entry of \`${el.containerKey}\``;
                if (!el.labelProp) {
                    report({ span: openingBrace(el.node.span), message: `${(0,core_suggest/* capitalize */.ZH)(where)} has no \`${labelKey}\`; ${dropNote(el)}.`, suggestion: `Add "${labelKey}": "<label>".` });
                }
                else if (el.labelProp.value.type === 'string' && el.labelProp.value.value === '') {
                    report({ span: el.labelProp.value.span, message: `\`${labelKey}\` is empty; ${dropNote(el)}.` });
                }
            }
            if (el.kind === 'group' && !(0,jnode/* getProp */.GT)(el.node, 'pages') && !(0,jnode/* getProp */.GT)(el.node, 'openapi') && !(0,jnode/* getProp */.GT)(el.node, 'asyncapi')) {
                report({ span: el.labelProp?.keySpan ?? openingBrace(el.node.span), message: `${(0,core_suggest/* capitalize */.ZH)((0,nav/* describeElement */.AP)(el))} has no \`pages\`; a group needs a \`pages\` array.` });
            }
            if (el.isGlobalEntry && !(0,jnode/* getProp */.GT)(el.node, 'href')) {
                report({ span: el.labelProp?.keySpan ?? openingBrace(el.node.span), message: `${(0,core_suggest/* capitalize */.ZH)((0,nav/* describeElement */.AP)(el))} has no \`href\`; global entries are links and need one.` });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/nav-field-type.ts





/** A navigation field of the wrong type or shape. */
/* harmony default export */ const nav_field_type = (createRule({
    meta: { id: 'nav-field-type', summary: 'A navigation field has the wrong type or shape (`expanded`, `pages`, `tag`, `icon`, `href`, `banner`, …).', defaultSeverity: 'error', category: 'navigation' },
    check({ model, report }) {
        for (const el of model.elements) {
            if (el.kind === 'global')
                continue;
            for (const e of validateShape(el.node, schemaFor(el.kind, el.isGlobalEntry))) {
                const dropped = e.problem.code === 'empty' ? `; the platform silently drops ${(0,nav/* describeElement */.AP)(el)} and everything under it` : '';
                report({ span: e.span, message: `${(0,core_suggest/* capitalize */.ZH)((0,nav/* describeElement */.AP)(el))}: \`${e.path}\` ${describeShape(e.problem, e.node)}${dropped}.` });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/nav-unknown-field.ts




/** A key the platform ignores, with the closest known key. */
/* harmony default export */ const nav_unknown_field = (createRule({
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
                const near = mistake && known.has(mistake.key) ? mistake.key : (0,core_suggest/* closest */.kp)(p.key, known);
                const advice = mistake && near === mistake.key ? ` ${(0,core_suggest/* capitalize */.ZH)(mistake.advice)}.` : near ? ` Did you mean \`${near}\`?` : '';
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
/* harmony default export */ const nav_language_code = (createRule({
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
            const near = caseMatch ?? base ?? (0,core_suggest/* closest */.kp)(code, ACCEPTED, 0.5);
            report({
                span,
                message: `Language code ${JSON.stringify(code)} is not accepted.${near ? ` Did you mean "${near}"?` : ''} Accepted codes: ${ACCEPTED.join(', ')}.`,
                ...(near ? { suggestion: `"${near}"` } : {}),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/nav-duplicate.ts





const LABELLED = new Set(['version', 'language', 'tab']);
/** The same version, language or tab label twice among siblings; several `default: true`. */
/* harmony default export */ const nav_duplicate = (createRule({
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
                        report({ span: el.labelProp.value.span, message: `${(0,core_suggest/* capitalize */.ZH)(kind)} ${JSON.stringify(el.label)} appears twice here (first at ${firstAt(model, first.labelProp.value.span, el.labelProp.value.span)}); readers see two identical entries in the ${kind === 'tab' ? 'tabs row' : `${kind} selector`}.` });
                    }
                    else
                        seen.set(el.label, el);
                }
                if (kind === 'tab')
                    continue;
                const defaults = siblings.filter((el) => isTrue((0,jnode/* getProp */.GT)(el.node, 'default')?.value));
                for (const el of defaults.slice(1)) {
                    const p = (0,jnode/* getProp */.GT)(el.node, 'default');
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
/* harmony default export */ const nav_expanded_ineffective = (createRule({
    meta: { id: 'nav-expanded-ineffective', summary: '`expanded` is set on a top-level group, which is always open; it has no effect.', defaultSeverity: 'warning', category: 'navigation' },
    check({ model, report }) {
        for (const el of model.elements) {
            if (el.kind !== 'group' || el.nested)
                continue;
            const p = (0,jnode/* getProp */.GT)(el.node, 'expanded');
            if (!p)
                continue;
            report({ span: p.keySpan, message: `\`expanded\` has no effect on top-level group ${JSON.stringify(el.label ?? '')}: top-level groups are always open and cannot be collapsed. It only applies to groups nested in another group's \`pages\`.` });
        }
    },
}));

// EXTERNAL MODULE: ./src/model/pages.ts
var model_pages = __webpack_require__(5449);
;// CONCATENATED MODULE: ./src/rules/page-not-found.ts




/** Above this many pages, suggestions look only in the same folder and at the same file name. */
const FULL_SEARCH_LIMIT = 5000;
/** A page entry, group `root` or global link path with no page file. */
/* harmony default export */ const page_not_found = (createRule({
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
            return (0,core_suggest/* closest */.kp)(p, local) ?? (all.length <= FULL_SEARCH_LIMIT ? (0,core_suggest/* closest */.kp)(p, all) : undefined);
        };
        for (const ref of (0,model_pages/* pageRefs */.yk)(model)) {
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
/* harmony default export */ const page_extension = (createRule({
    meta: { id: 'page-extension', summary: 'A page entry is written with its `.mdx`/`.md` extension, which fails the platform\'s build.', defaultSeverity: 'error', category: 'pages' },
    check({ model, report }) {
        for (const ref of (0,model_pages/* pageRefs */.yk)(model)) {
            if (ref.via === 'href' || !(0,model_pages/* hasPageExtension */.dI)(ref.raw))
                continue;
            const fixed = ref.raw.replace(/\.mdx?$/i, '');
            report({ span: ref.span, page: ref.path, message: `Page ${JSON.stringify(ref.raw)} is written with its extension; page entries name the file without it, and the platform's build fails on this one.`, suggestion: JSON.stringify(fixed) });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/page-outside-root.ts


/** A page path that leaves the docs root. */
/* harmony default export */ const page_outside_root = (createRule({
    meta: { id: 'page-outside-root', summary: 'A page path leaves the docs root (`../`, or a symbolic link to a file outside it).', defaultSeverity: 'error', category: 'pages' },
    check({ model, report }) {
        for (const ref of (0,model_pages/* pageRefs */.yk)(model)) {
            const path = ref.path.replace(/\.mdx?$/i, '');
            if (model.files.resolvePage(path).status !== 'outside')
                continue;
            report({ span: ref.span, page: ref.path, message: `Page ${JSON.stringify(ref.raw)} is outside the docs root; the platform only publishes files inside it, and navlint does not read outside it.` });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/page-duplicate.ts




/** The same page twice in one version and language. */
/* harmony default export */ const page_duplicate = (createRule({
    meta: { id: 'page-duplicate', summary: 'The same page is listed twice in one product, version and language.', defaultSeverity: 'warning', category: 'pages' },
    check({ model, report }) {
        const seen = new Map();
        for (const ref of (0,model_pages/* pageRefs */.yk)(model)) {
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
                message: `Page ${JSON.stringify(ref.raw)} is listed twice${where.length ? ` in ${where.map((w) => JSON.stringify(w)).join(' / ')}` : ''} (first at ${firstAt(model, first.span, ref.span)}); readers see it in two places and the sidebar highlights only one.`,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/openapi-not-found.ts

/** A spec path in navigation or page metadata with no file. */
/* harmony default export */ const openapi_not_found = (createRule({
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

;// CONCATENATED MODULE: ./src/rules/openapi-invalid.ts



/** A spec that does not parse, has external `$ref`s, or fails structural validation. */
/* harmony default export */ const openapi_invalid = (createRule({
    meta: { id: 'openapi-invalid', summary: 'An OpenAPI document that the site uses does not parse, points into other files with `$ref`, or fails structural validation.', defaultSeverity: 'error', category: 'openapi' },
    readsValidation: true,
    check({ model, report }) {
        for (const spec of model.openapi?.specs() ?? []) {
            // Every finding here is located in the document itself, so its messages do not name it again.
            for (const e of spec.errors)
                report({ span: e.span, message: `${(0,core_suggest/* capitalize */.ZH)(e.message)}.` });
            if (spec.root && spec.kind === 'unknown') {
                report({ span: (0,core_source/* openingBrace */.gq)(spec.root), message: 'The document has no `openapi` version field; it is not an OpenAPI 3 document.' });
            }
            for (const x of spec.externalRefs) {
                report({ span: x.span, message: `External $ref ${JSON.stringify(x.ref)}: the platform rejects OpenAPI documents whose references point into other files ("External $ref references are not allowed").`, suggestion: 'Bundle the document into one file (for example `redocly bundle`) and reference the bundle.' });
            }
            for (const e of model.openapi?.validation.get(spec.file) ?? [])
                report({ span: e.span, message: (0,core_suggest/* capitalize */.ZH)(e.message) });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/openapi-version-2.ts

/** A `swagger: "2.0"` document: unsupported, must be converted. */
/* harmony default export */ const openapi_version_2 = (createRule({
    meta: { id: 'openapi-version-2', summary: 'An OpenAPI document is Swagger 2.0, which the platform does not support; convert it to OpenAPI 3.', defaultSeverity: 'error', category: 'openapi' },
    check({ model, report }) {
        for (const spec of model.openapi?.specs() ?? []) {
            if (spec.kind !== 'swagger2' || !spec.versionSpan)
                continue;
            report({ span: spec.versionSpan, message: `This is a Swagger 2.0 document; the platform supports OpenAPI 3.x only, so its API pages render incorrectly.`, suggestion: 'Convert it to OpenAPI 3 (for example with swagger2openapi) and reference the converted file.' });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/openapi-remote.ts

/** A remote spec that was not checked. */
/* harmony default export */ const openapi_remote = (createRule({
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
/* harmony default export */ const openapi_no_pages = (createRule({
    meta: { id: 'openapi-no-pages', summary: 'An element\'s `openapi` puts no page into the navigation: the document has no operations, or all are `x-hidden` or `x-excluded`.', defaultSeverity: 'warning', category: 'openapi' },
    check({ model, report }) {
        for (const es of model.openapi?.elementSpecs ?? []) {
            if (!es.bulk || !es.spec || es.spec.kind !== 'openapi3' || es.spec.errors.length > 0)
                continue;
            if (es.generated.some((o) => !o.hidden))
                continue;
            const ops = es.spec.operations;
            const why = ops.length === 0 ? 'the document has no operations' : ops.every((o) => o.excluded) ? 'every operation is `x-excluded`' : 'every operation is `x-hidden` or `x-excluded`';
            report({ span: es.source.node.span, message: `${(0,core_suggest/* capitalize */.ZH)((0,nav/* describeElement */.AP)(es.element))} sets \`openapi\` to ${es.spec.rel}, but no page is generated: ${why}.`, suggestion: 'List the operations you want (`"GET /path"`) in `pages`, or remove `x-hidden` from them.' });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/openapi-array-ignored.ts



/** An `openapi` array with more than one document: the platform uses only the first. */
/* harmony default export */ const openapi_array_ignored = (createRule({
    meta: { id: 'openapi-array-ignored', summary: 'An `openapi` array names several documents; the platform uses only the first and silently ignores the rest.', defaultSeverity: 'error', category: 'openapi' },
    check({ model, report }) {
        for (const es of model.openapi?.elementSpecs ?? []) {
            for (const s of es.ignored) {
                report({
                    span: s.node.span,
                    message: `${(0,core_suggest/* capitalize */.ZH)((0,nav/* describeElement */.AP)(es.element))} names several OpenAPI documents; the platform uses only the first (${JSON.stringify(es.source.source)}) and silently ignores ${JSON.stringify(s.source)}, so its pages are not generated.`,
                    suggestion: 'Give each document its own element (a tab, anchor or group with its own `openapi`).',
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/openapi-generated-beside-pages.ts



/** An element with `openapi` whose `pages` list only page files: every operation is still generated. */
/* harmony default export */ const openapi_generated_beside_pages = (createRule({
    meta: { id: 'openapi-generated-beside-pages', summary: 'An element sets `openapi` and lists only page files: the platform still generates every operation beside them.', defaultSeverity: 'notice', category: 'openapi' },
    check({ model, report }) {
        for (const es of model.openapi?.elementSpecs ?? []) {
            if (!es.bulk || !es.spec || es.pageEntries.length === 0)
                continue;
            const n = es.generated.filter((o) => !o.hidden).length;
            if (n === 0)
                continue;
            report({ span: es.source.node.span, message: `${(0,core_suggest/* capitalize */.ZH)((0,nav/* describeElement */.AP)(es.element))} sets \`openapi\` and lists only page files, so the platform also generates all ${n} operation page${n === 1 ? '' : 's'} of ${es.spec.rel} beside them. List operations (\`"GET /path"\`) to choose which appear.` });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/operation-not-found.ts

/** A `METHOD /path` entry that matches no operation of the spec in scope. */
/* harmony default export */ const operation_not_found = (createRule({
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

/** A lower-case method: an error in navigation (no match), a notice in page metadata (accepted). */
/* harmony default export */ const operation_method_case = (createRule({
    meta: { id: 'operation-method-case', summary: 'An operation reference writes its HTTP method in lower case: an error in navigation (it matches nothing), a notice in page metadata (the platform accepts it there).', defaultSeverity: 'error', category: 'openapi' },
    check({ model, report }) {
        const oa = model.openapi;
        if (!oa)
            return;
        for (const r of oa.entryResults) {
            // The case alone decides: a lower-case method matches nothing, also in a document that could not be read.
            const miss = r.status === 'method-case' || (r.status === 'spec-unavailable' && !r.ref.webhook && r.ref.method !== r.ref.method.toUpperCase());
            if (!miss)
                continue;
            // The method is the word before the path (a document name may contain the same letters).
            const fixed = r.entry.raw.replace(new RegExp(`(^|\\s)${r.ref.method}(?=\\s+/)`), (_m, pre) => pre + r.ref.method.toUpperCase());
            report({ span: r.entry.node.span, message: `${JSON.stringify(r.entry.raw)}: operation references in navigation are matched case-sensitively, so the lower-case method matches nothing and the entry is taken as a missing file. Write the method in upper case.`, suggestion: JSON.stringify(fixed) });
        }
        for (const b of oa.bindings) {
            // Metadata that names no operation or no document has its own error on the same span, which is enough.
            if (b.status === 'unresolved' || b.status === 'spec-missing' || !b.ref || b.ref.webhook || b.ref.method === b.ref.method.toUpperCase())
                continue;
            report({ span: b.span, page: b.file, severity: 'notice', message: `Page metadata \`openapi: ${b.value}\` writes the method in lower case; the platform accepts it here, but navigation requires upper case, so write ${b.ref.method.toUpperCase()} for consistency.` });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/operation-no-spec.ts

/** An operation reference where no `openapi` is in scope. */
/* harmony default export */ const operation_no_spec = (createRule({
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


/** One URL claimed twice (a page file where an operation page is generated), or two pages for one operation. */
/* harmony default export */ const operation_conflict = (createRule({
    meta: {
        id: 'operation-conflict',
        summary: 'A page file stands at the URL of an operation page that navigation lists or generates (error), or binds in its metadata an operation that navigation also lists, which then has two pages (warning).',
        defaultSeverity: 'error',
        category: 'openapi',
    },
    check({ model, report }) {
        const oa = model.openapi;
        if (!oa)
            return;
        const pageByUrl = new Map();
        for (const f of model.files.pageFiles)
            pageByUrl.set((0,load_files/* pageUrl */.fi)(f), f);
        const bound = new Map();
        for (const b of oa.bindings)
            if (b.op)
                (bound.get(b.op) ?? bound.set(b.op, []).get(b.op)).push(b.file);
        const reported = new Set();
        const once = (span, file) => {
            const key = `${span.file}:${span.start.line}:${span.start.column}:${file}`;
            if (reported.has(key))
                return false;
            reported.add(key);
            return true;
        };
        // The specification's conflict: the page file takes the URL, and the generated page is lost.
        const conflict = (span, what, file, how) => {
            if (once(span, file))
                report({ span, page: file, message: `${what} is also reached by the page file ${file} (${how}); the platform cannot have both, and the page file silently replaces the generated page.`, suggestion: 'Keep only one of them, or move the generated page with `x-mint: { href: … }` on the operation.' });
        };
        for (const r of oa.entryResults) {
            if (r.status !== 'matched' || !r.op)
                continue;
            const url = oa.urlOf(r.op, r.scope?.directory ?? 'api-reference');
            const entry = JSON.stringify(r.entry.raw);
            const atUrl = pageByUrl.get(url);
            if (atUrl)
                conflict(r.entry.node.span, entry, atUrl, `its path is the generated URL ${url}`);
            // A page file at a URL of its own that binds the operation: both pages are built, and readers find two.
            for (const file of bound.get(r.op) ?? []) {
                if (file === atUrl || !once(r.entry.node.span, file))
                    continue;
                report({
                    span: r.entry.node.span,
                    page: file,
                    severity: 'warning',
                    message: `${entry} generates the page ${url}, and the page file ${file} (at ${(0,load_files/* pageUrl */.fi)(file)}) binds the same operation ${r.op.method} ${r.op.path} in its metadata; the platform builds both, so readers find two pages for one operation.`,
                    suggestion: `Keep one page for the operation: drop the navigation entry ${entry}, or the page file ${file}.`,
                });
            }
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
/* harmony default export */ const frontmatter_openapi_unresolved = (createRule({
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
/* harmony default export */ const frontmatter_openapi_ambiguous = (createRule({
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
/* harmony default export */ const frontmatter_invalid = (createRule({
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

// EXTERNAL MODULE: ./src/openapi/spec.ts
var openapi_spec = __webpack_require__(437);
// EXTERNAL MODULE: ./src/model/frontmatter.ts
var frontmatter = __webpack_require__(5959);
// EXTERNAL MODULE: ./src/openapi/remote.ts
var remote = __webpack_require__(7072);
// EXTERNAL MODULE: ./src/openapi/lint.ts
var lint = __webpack_require__(8175);
;// CONCATENATED MODULE: ./src/openapi/validate.ts



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
            return (0,lint/* lintText */.DA)(file, text, uniqueKeys);
        const id = this.nextId++;
        // Whatever goes wrong in the worker, this thread validates the document itself.
        return new Promise((resolve) => {
            this.waiting.set(id, resolve);
            w.postMessage({ id, file, text, uniqueKeys });
        }).then((reply) => reply.outcome ?? (0,lint/* lintText */.DA)(file, text, uniqueKeys));
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
                problems = await (0,lint/* lintValue */.pS)(spec.file, spec.source.text, plainValue(spec.root, new Map()));
        }
        if (!problems) {
            // The validator's YAML reader stopped: report where.
            const at = /\((\d+):(\d+)\)/.exec(message);
            const pos = at ? { line: Number(at[1]), column: Number(at[2]) } : spec.root.span.start;
            out.set(spec.file, [{ message: `the document does not parse: ${message.replace(/\s*\(\d+:\d+\)$/, '')}.`, span: { file: spec.file, pointer: '', start: pos, end: pos } }]);
            continue;
        }
        const list = [];
        const is31 = /^3\.1/.test(String(spec.root && spec.root.type === 'object' ? (0,jnode/* getProp */.GT)(spec.root, 'openapi')?.value?.value ?? '' : ''));
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
            const found = (0,jnode/* nodeAtPointer */.hI)(spec.root, pointer.split('/').map(decodeToken).join('/'));
            if (!found)
                continue;
            const span = loc.reportOnKey && found.keySpan ? found.keySpan : found.node.span;
            // Minified documents put everything on one line: the pointer says where.
            list.push({ message: `${withValue(p.message.replace(/\s+/g, ' ').trim(), loc.reportOnKey ? undefined : found.node)} (at ${pointer || '/'})`, span });
        }
        if (extra > 0)
            list.push({ message: `${extra} more structural problem${extra === 1 ? '' : 's'} in this document (only the first ${MAX_PROBLEMS_PER_SPEC} are listed).`, span: list[list.length - 1].span });
        out.set(spec.file, list);
    }
    return out;
}
/** Longest user value quoted in full in a message; longer ones are cut. */
const MAX_QUOTED = 40;
/** A validator's message with the offending value it is about, when that value is a scalar (a key or an object says nothing more). */
function withValue(message, node) {
    if (!node || node.type === 'object' || node.type === 'array')
        return message;
    const shown = node.type === 'string' ? (0,core_suggest/* quote */.hD)(node.value, MAX_QUOTED) : String(node.value);
    return `${message.replace(/\.$/, '')}; found ${shown}.`;
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

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/engine.ts















const RULE_IDS = RULES.map((r) => r.meta.id);
/** Most findings listed per rule; one more finding says how many were left out (keeps every report of hostile input finite). */
const MAX_FINDINGS_PER_RULE = 10_000;
// Kept in its own module so that the CLI can throw it without loading the engine.

/**
 * Finds the docs root for a user-given path: the folder itself when it holds docs.json, else the nearest folder above
 * it that does, up to the repository root (a folder holding `.git`). Nothing is found: a usage error that names a
 * docs.json one or two levels below, or a legacy mint.json, when there is one.
 */
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
    if (fs.existsSync(external_node_path_default().join(abs, 'docs.json'))) {
        if (!isFile(fs, external_node_path_default().join(abs, 'docs.json')))
            throw new errors/* UsageError */.e(`${dir}: docs.json in this folder is not a file`);
        return abs;
    }
    let legacy = isFile(fs, external_node_path_default().join(abs, 'mint.json')) ? abs : undefined;
    for (let d = abs; !fs.existsSync(external_node_path_default().join(d, '.git')) && external_node_path_default().dirname(d) !== d;) {
        d = external_node_path_default().dirname(d);
        if (isFile(fs, external_node_path_default().join(d, 'docs.json')))
            return d;
        if (legacy === undefined && isFile(fs, external_node_path_default().join(d, 'mint.json')))
            legacy = d;
    }
    const here = dir === '.' ? '' : `${dir}: `;
    const below = docsRootsBelow(abs, fs).map((d) => (0,paths.displayPath)(d, cwd));
    if (below.length > 0) {
        const shown = below.slice(0, 3).map((d) => `${d}/docs.json`);
        const list = shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}${below.length > 3 ? ` (and ${below.length - 3} more)` : ''}`;
        throw new errors/* DocsRootBelowError */.J(`${here}no docs.json here; found ${list}`, below);
    }
    if (legacy !== undefined) {
        const where = (0,paths.displayPath)(legacy, cwd);
        throw new errors/* UsageError */.e(`${here}no docs.json, only the legacy ${legacy === abs ? 'mint.json' : `${where}/mint.json`}, which the platform replaced with docs.json: run \`mint upgrade\` in ${legacy === abs ? (dir === '.' ? 'this folder' : dir) : where} to convert it`);
    }
    throw new errors/* UsageError */.e(`${here}no docs.json in this folder or above it (give the docs root, the folder that holds docs.json)`);
}
function isFile(fs, file) {
    try {
        return fs.statSync(file).isFile();
    }
    catch {
        return false;
    }
}
// Enough to find `docs/` or `apps/docs/` in a repository without walking a large tree.
const MAX_FOLDERS_LOOKED_AT = 2000;
/** Folders one or two levels below `dir` that hold docs.json, shallowest first, then by name (hidden folders and node_modules skipped). */
function docsRootsBelow(dir, fs) {
    let budget = MAX_FOLDERS_LOOKED_AT;
    const subfolders = (d) => {
        let entries;
        try {
            entries = fs.readdirSync(d, { withFileTypes: true });
        }
        catch {
            return [];
        }
        const names = entries.filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules').map((e) => e.name);
        return names.sort().slice(0, Math.max(0, budget)).map((n) => external_node_path_default().join(d, n));
    };
    const found = [];
    const level1 = subfolders(dir);
    budget -= level1.length;
    for (const d of level1)
        if (isFile(fs, external_node_path_default().join(d, 'docs.json')))
            found.push(d);
    const deeper = [];
    for (const d of level1) {
        if (budget <= 0)
            break;
        if (found.includes(d))
            continue;
        const level2 = subfolders(d);
        budget -= level2.length;
        for (const e of level2)
            if (isFile(fs, external_node_path_default().join(e, 'docs.json')))
                deeper.push(e);
    }
    return [...found, ...deeper];
}
/** A file the check cannot do without (docs.json, .navlintrc.json, .mintignore) that cannot be read, as a usage error naming it. */
function unreadable(e, cwd) {
    const err = e;
    if (typeof err?.code !== 'string' || typeof err.path !== 'string')
        return undefined;
    const why = err.code === 'EACCES' || err.code === 'EPERM' ? 'permission denied' : err.code === 'EISDIR' ? 'it is a folder' : err.code;
    return new errors/* UsageError */.e(`${(0,paths.displayPath)(err.path, cwd)}: cannot be read (${why})`);
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
        return buildSiteModel(root, fs, rc, options.remote, { timing: options.timing, onSpec: options.onSpec });
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
    const linter = new SpecLinter(options.lintWorker);
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
            model = analyze({ ...options, onSpec, remote: await (0,remote/* fetchRemoteSpecs */.Np)(urls, options.fetchImpl) });
        }
    }
    // The rules that do not read the validator's findings run while it is still at work.
    const findings = runRules(model, (rule) => !rule.readsValidation, options.timing);
    const oa = model.openapi;
    if (oa) {
        options.timing?.enter('parse specs');
        for (const [file, problems] of await validateSpecs(oa.specs(), linter))
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
    for (const rule of RULES) {
        const level = levels?.get(rule.meta.id);
        if (level === 'off' || !which(rule))
            continue;
        const found = runRule(rule, model, RULE_IDS);
        out.set(rule, level ? found.map((d) => ({ ...d, severity: level })) : found);
    }
    return out;
}
/** Applies `ignore`, the per-rule cap and the order to every rule's findings, and says what was checked. */
function conclude(model, findings, cwd) {
    const rc = model.rc ?? { rules: new Map(), ignore: [], issues: [], ruleKeys: [] };
    const root = model.root;
    // In the registry's order, whichever order the rules ran in.
    const raw = RULES.flatMap((rule) => findings.get(rule) ?? []);
    const ignored = rc.ignore.length ? picomatch_default()(rc.ignore, { dot: true }) : undefined;
    const diagnostics = capPerRule(raw.filter((d) => {
        if (!ignored || d.rule === 'navlintrc-invalid')
            return true;
        if (d.page !== undefined && (ignored(d.page) || ignored(d.page + '.mdx') || ignored(d.page + '.md')))
            return false;
        return !ignored((0,paths.toPosix)(external_node_path_default().relative(root, d.span.file)));
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
    const entries = (0,counts/* navigationEntryCount */.gD)(model);
    const specs = (0,counts/* openapiDocumentCount */.Td)(model);
    const checked = `${(0,paths.displayPath)(model.configFile, cwd)} (${entries} navigation ${entries === 1 ? 'entry' : 'entries'}, ${model.files.pageFiles.length} page file${model.files.pageFiles.length === 1 ? '' : 's'}, ${specs} OpenAPI document${specs === 1 ? '' : 's'})`;
    return { root, cwd, configFile: model.configFile, diagnostics, summary: summarize(diagnostics), sources, checked, model, rules: RULES };
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
        key.set(d, (0,paths.displayPath)(d.span.file, cwd));
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
/** Validates one OpenAPI document with the rules `check` runs, as the platform's `openapi-check` command does. */
async function checkSpecFile(file, cwd, fs) {
    let text;
    let folder = false;
    const rel = external_node_path_default().relative(cwd, file) || '.';
    try {
        const stat = fs.statSync(file);
        folder = stat.isDirectory();
        if (!stat.isFile())
            throw new Error();
        text = fs.readFileSync(file, 'utf8');
    }
    catch {
        throw new errors/* UsageError */.e(folder ? folderMessage(file, rel, fs) : `${rel}: no such file`);
    }
    const spec = (0,openapi_spec/* analyze */.ns)(file, external_node_path_default().basename(file), text);
    const root = external_node_path_default().dirname(file);
    const files = new load_files/* FileIndex */.rx(root, fs, false);
    const config = { file, sources: new Map(), syntaxErrors: [], refIssues: [], duplicateKeys: [] };
    const openapi = model_openapi/* OpenApiModel */.M$.forDocument({ root, fs, files, elements: [], entries: [] }, spec);
    for (const [f, problems] of await validateSpecs([spec]))
        openapi.validation.set(f, problems);
    const model = { root, configFile: file, config, elements: [], entries: [], files, fs, sources: new Map(), openapi };
    const diagnostics = [...runRules(model, () => true).values()].flat();
    sortDiagnostics(diagnostics, cwd);
    const sources = new Map();
    if (spec.source)
        sources.set(file, spec.source);
    const ops = spec.operations.length;
    return { cwd, diagnostics, summary: summarize(diagnostics), sources, checked: `${(0,paths.displayPath)(file, cwd)} (${ops} operation${ops === 1 ? '' : 's'})`, rules: RULES };
}
/** Most OpenAPI documents named when a folder is given instead of one. */
const MAX_NAMED = 3;
/** What to pass instead of a folder: the OpenAPI documents directly in it, and `check` when it is a docs root. */
function folderMessage(dir, rel, fs) {
    const specs = [];
    let docsRoot = false;
    try {
        for (const d of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => cmp(a.name, b.name))) {
            if (!d.isFile())
                continue;
            if (d.name === 'docs.json')
                docsRoot = true;
            // Only plain names are echoed: the message is one line of the terminal.
            else if (/^[\w.-]+\.(ya?ml|json)$/i.test(d.name) && specs.length < MAX_NAMED && isSpec(fs, external_node_path_default().join(dir, d.name)))
                specs.push(external_node_path_default().join(rel, d.name));
        }
    }
    catch {
        // An unreadable folder still gets the plain message.
    }
    const which = specs.length > 0 ? `: ${specs.join(', ')}` : ' (a .yaml, .yml or .json file)';
    const site = docsRoot ? `; to check the whole docs site in it, run navlint check ${rel}` : '';
    return `${rel} is a folder; openapi-check takes the path of one OpenAPI document${which}${site}`;
}
function isSpec(fs, file) {
    try {
        return (0,openapi_spec/* looksLikeSpec */.hP)((0,frontmatter/* readHead */.zy)(fs, file));
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 6255:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   KQ: () => (/* binding */ pagePathOf),
/* harmony export */   fi: () => (/* binding */ pageUrl),
/* harmony export */   iu: () => (/* binding */ normalizePagePath),
/* harmony export */   rx: () => (/* binding */ FileIndex)
/* harmony export */ });
/* unused harmony exports MAX_IGNORE_BYTES, PAGE_EXTENSIONS, isPageFile */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(298);
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(ignore__WEBPACK_IMPORTED_MODULE_1__);


/** Folders never searched for pages. */
const SKIPPED_DIRS = new Set(['node_modules', '.git']);
/** Largest `.mintignore` read, in bytes. */
const MAX_IGNORE_BYTES = 1024 * 1024;
/** Extensions of page files, in the order the platform tries them. */
const PAGE_EXTENSIONS = (/* unused pure expression or super */ null && (['.mdx', '.md']));
/** The files of a docs root: every page file, every other file, and the `.mintignore` rules. */
class FileIndex {
    root;
    fs;
    /** Root-relative paths (with `/`) of every readable file, ignored ones included. */
    files = new Set();
    /** Root-relative paths of folders. */
    dirs = new Set();
    /** Root-relative paths of links that point outside the root (never read). */
    outsideLinks = new Set();
    /** Page files (`.md`/`.mdx`) the site publishes, root-relative, `.mintignore` applied. */
    pageFiles = [];
    ignorer = ignore__WEBPACK_IMPORTED_MODULE_1___default()();
    /** Whether the root has a `.mintignore`. */
    hasMintignore = false;
    constructor(root, fs, 
    /** False for a model of one file (`openapi-check`): the folder is not listed. */
    walk = true) {
        this.root = root;
        this.fs = fs;
        if (!walk)
            return;
        const realRoot = fs.realpathSync(root);
        const ignoreFile = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(root, '.mintignore');
        if (this.isFileInside(ignoreFile, realRoot)) {
            this.ignorer.add(fs.readFileSync(ignoreFile, 'utf8'));
            this.hasMintignore = true;
        }
        this.walk(root, '', realRoot, new Set([realRoot]));
        this.pageFiles.sort();
    }
    isFileInside(file, realRoot) {
        try {
            const real = this.fs.realpathSync(file);
            if (!isInside(realRoot, real))
                return false;
            const st = this.fs.statSync(real);
            // A `.mintignore` of this size is no list of patterns: it is not read.
            return st.isFile() && st.size <= MAX_IGNORE_BYTES;
        }
        catch {
            return false;
        }
    }
    walk(dir, rel, realRoot, visited) {
        let entries;
        try {
            entries = this.fs.readdirSync(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            const name = entry.name;
            const relPath = rel ? `${rel}/${name}` : name;
            // `dir` is already normalised and a name holds no separator: joining by hand skips re-normalising 50,000 paths.
            const abs = dir.endsWith((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)) ? dir + name : dir + (node_path__WEBPACK_IMPORTED_MODULE_0___default().sep) + name;
            let isDir = entry.isDirectory();
            let isFile = entry.isFile();
            if (entry.isSymbolicLink()) {
                let real;
                try {
                    real = this.fs.realpathSync(abs);
                }
                catch {
                    continue; // dangling link or loop
                }
                if (!isInside(realRoot, real)) {
                    this.outsideLinks.add(relPath);
                    continue;
                }
                try {
                    const st = this.fs.statSync(real);
                    isDir = st.isDirectory();
                    isFile = st.isFile();
                }
                catch {
                    continue;
                }
                if (isDir) {
                    if (visited.has(real))
                        continue;
                    visited.add(real);
                }
            }
            if (isDir) {
                if (SKIPPED_DIRS.has(name) || name.startsWith('.'))
                    continue;
                this.dirs.add(relPath);
                this.walk(abs, relPath, realRoot, visited);
            }
            else if (isFile) {
                this.files.add(relPath);
                // Files under the top-level snippets/ folder are imported into pages, never published as pages.
                if (isPageFile(relPath) && !this.isIgnored(relPath) && !relPath.startsWith('snippets/'))
                    this.pageFiles.push(relPath);
            }
        }
    }
    /** Whether `.mintignore` removes this root-relative path from the site. */
    isIgnored(relPath) {
        return this.hasMintignore && this.ignorer.ignores(relPath);
    }
    /** Resolves a page entry (already normalised) to its file: `<p>.mdx`, `<p>.md`, `<p>/index.mdx`. */
    resolvePage(pagePath) {
        if (pagePath === '' || pagePath === '..' || pagePath.startsWith('../') || node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.isAbsolute(pagePath)) {
            return { status: 'outside' };
        }
        const candidates = [`${pagePath}.mdx`, `${pagePath}.md`, `${pagePath}/index.mdx`, `${pagePath}/index.md`];
        for (const c of candidates) {
            if (this.outsideLinks.has(c))
                return { status: 'outside' };
            if (this.files.has(c))
                return this.isIgnored(c) ? { status: 'ignored', file: c } : { status: 'found', file: c };
        }
        // A page below a linked folder that leads outside the root is outside too, not missing.
        const parts = pagePath.split('/');
        for (let i = 1; i <= parts.length; i++)
            if (this.outsideLinks.has(parts.slice(0, i).join('/')))
                return { status: 'outside' };
        return { status: 'missing' };
    }
    /** Page paths (without extension, `index` folded into its folder) for suggestions. */
    pagePaths() {
        return this.pageFiles.map(pagePathOf);
    }
}
/** Whether a root-relative path names a page file. */
function isPageFile(relPath) {
    return relPath.endsWith('.mdx') || relPath.endsWith('.md');
}
/** The page path of a page file: its path without extension. */
function pagePathOf(file) {
    return file.replace(/\.mdx?$/, '');
}
/** Whether `child` is `parent` or below it (both absolute). */
function isInside(parent, child) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(parent, child);
    return rel === '' || (!rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(rel));
}
/** Normalises a page entry as the platform does: drops a leading `/` or `./`, collapses `a/../b`. */
function normalizePagePath(entry) {
    let p = entry.trim().replace(/\\/g, '/');
    while (p.startsWith('./'))
        p = p.slice(2);
    p = p.replace(/^\/+/, '');
    if (p === '')
        return '';
    const norm = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(p);
    return norm === '.' ? '' : norm.replace(/\/+$/, '');
}
/** The URL path of a page on the published site: `/` + its path, a folder `index` folded into the folder. */
function pageUrl(pagePath) {
    return '/' + pagePathOf(pagePath).replace(/(^|\/)index$/, '');
}


/***/ }),

/***/ 6437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qF: () => (/* binding */ parseJson),
  pY: () => (/* reexport */ unreadText)
});

// UNUSED EXPORTS: parseJsonTree

// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9547);
// EXTERNAL MODULE: ./src/core/source.ts
var core_source = __webpack_require__(2858);
// EXTERNAL MODULE: ./src/core/jnode.ts
var jnode = __webpack_require__(9337);
;// CONCATENATED MODULE: ./src/load/json-fast.ts


/** Thrown inside the strict parser on anything that is not plain JSON. */
class NotStrictJson extends Error {
}
/**
 * Parses text that is valid JSON (RFC 8259) into the positioned tree (spans keep offsets until asked);
 * undefined as soon as the text is anything else, for the slower parser to explain. `defer` must only be
 * given for text known to be valid JSON, so that what is skipped holds no error.
 */
function parseStrictJson(text, source, defer) {
    let deferring = defer !== undefined;
    let deferred = false;
    const dups = [];
    const n = text.length;
    let i = 0;
    let depth = 0;
    const fail = () => {
        throw new NotStrictJson();
    };
    const skipSpace = () => {
        while (i < n) {
            const c = text.charCodeAt(i);
            if (c === 32 || c === 9 || c === 10 || c === 13)
                i++;
            else
                break;
        }
    };
    const span = (start, end, pointer) => source.span(start, end - start, pointer);
    const readString = () => {
        // At the opening quote.
        let out = '';
        let chunk = ++i;
        for (;;) {
            if (i >= n)
                fail();
            const c = text.charCodeAt(i);
            if (c === 34) {
                out += text.slice(chunk, i);
                i++;
                return out;
            }
            if (c < 32)
                fail();
            if (c !== 92) {
                i++;
                continue;
            }
            out += text.slice(chunk, i);
            const e = text.charCodeAt(i + 1);
            if (e === 34)
                out += '"';
            else if (e === 92)
                out += '\\';
            else if (e === 47)
                out += '/';
            else if (e === 98)
                out += '\b';
            else if (e === 102)
                out += '\f';
            else if (e === 110)
                out += '\n';
            else if (e === 114)
                out += '\r';
            else if (e === 116)
                out += '\t';
            else if (e === 117) {
                const hex = text.slice(i + 2, i + 6);
                if (!/^[0-9a-fA-F]{4}$/.test(hex))
                    fail();
                out += String.fromCharCode(parseInt(hex, 16));
                i += 4;
            }
            else
                fail();
            i += 2;
            chunk = i;
        }
    };
    // Past a collection of valid JSON (at its bracket), counting its nesting against the limit.
    const skipCollection = () => {
        let nested = 0;
        while (i < n) {
            const c = text.charCodeAt(i);
            if (c === 34) {
                let q = text.indexOf('"', i + 1);
                while (q > 0 && escapedAt(text, q))
                    q = text.indexOf('"', q + 1);
                if (q < 0)
                    fail();
                i = q + 1;
                continue;
            }
            i++;
            if (c === 123 || c === 91) {
                if (depth + ++nested > jnode/* MAX_JSON_DEPTH */.KX)
                    fail();
            }
            else if ((c === 125 || c === 93) && --nested === 0)
                return;
        }
        fail();
    };
    // A collection left for later: skipped now, read whole (nothing deferred inside) when first looked into.
    const later = (pointer) => {
        const start = i;
        const at = depth;
        const object = text.charCodeAt(i) === 123;
        skipCollection();
        deferred = true;
        const read = () => {
            const saved = [i, depth];
            i = start;
            depth = at;
            deferring = false;
            try {
                return value(pointer);
            }
            finally {
                [i, depth] = saved;
            }
        };
        const where = span(start, i, pointer);
        const raw = { text, from: start, to: i };
        return object ? new DeferredObject(where, read, raw) : new DeferredArray(where, read, raw);
    };
    const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
    const value = (pointer) => {
        const start = i;
        const c = text.charCodeAt(i);
        if (c === 123) {
            if (++depth > jnode/* MAX_JSON_DEPTH */.KX)
                fail();
            i++;
            const props = [];
            const seen = {};
            const prefix = pointer + '/';
            skipSpace();
            if (text.charCodeAt(i) === 125)
                i++;
            else {
                for (;;) {
                    if (text.charCodeAt(i) !== 34)
                        fail();
                    const kStart = i;
                    const key = readString();
                    const p = prefix + (0,core_source/* pointerToken */.bQ)(key);
                    const keySpan = span(kStart, i, p);
                    skipSpace();
                    if (text.charCodeAt(i) !== 58)
                        fail();
                    i++;
                    skipSpace();
                    const c2 = text.charCodeAt(i);
                    const v = deferring && (c2 === 123 || c2 === 91) && defer(key, depth) ? later(p) : value(p);
                    const prop = { key, keySpan, value: v };
                    if (repeats(props, seen, key))
                        dups.push(prop);
                    props.push(prop);
                    skipSpace();
                    const d = text.charCodeAt(i);
                    i++;
                    if (d === 125)
                        break;
                    if (d !== 44)
                        fail();
                    skipSpace();
                }
            }
            depth--;
            return { type: 'object', props, span: span(start, i, pointer) };
        }
        if (c === 91) {
            if (++depth > jnode/* MAX_JSON_DEPTH */.KX)
                fail();
            i++;
            const items = [];
            const prefix = pointer + '/';
            skipSpace();
            if (text.charCodeAt(i) === 93)
                i++;
            else {
                for (;;) {
                    items.push(value(prefix + items.length));
                    skipSpace();
                    const d = text.charCodeAt(i);
                    i++;
                    if (d === 93)
                        break;
                    if (d !== 44)
                        fail();
                    skipSpace();
                }
            }
            depth--;
            return { type: 'array', items, span: span(start, i, pointer) };
        }
        if (c === 34) {
            const v = readString();
            return { type: 'string', value: v, span: span(start, i, pointer) };
        }
        if (c === 116 && text.startsWith('true', i)) {
            i += 4;
            return { type: 'boolean', value: true, span: span(start, i, pointer) };
        }
        if (c === 102 && text.startsWith('false', i)) {
            i += 5;
            return { type: 'boolean', value: false, span: span(start, i, pointer) };
        }
        if (c === 110 && text.startsWith('null', i)) {
            i += 4;
            return { type: 'null', value: null, span: span(start, i, pointer) };
        }
        NUMBER.lastIndex = i;
        const m = NUMBER.exec(text);
        if (!m || m[0].length === 0)
            fail();
        i += m[0].length;
        return { type: 'number', value: Number(m[0]), span: span(start, i, pointer) };
    };
    try {
        skipSpace();
        if (i >= n)
            return undefined;
        const root = value('');
        skipSpace();
        return i === n ? { root, duplicateKeys: dups, deferred } : undefined;
    }
    catch (e) {
        if (e instanceof NotStrictJson)
            return undefined;
        throw e;
    }
}
/** Whether the quote at `q` is escaped (an odd run of backslashes before it). */
function escapedAt(text, q) {
    let b = 0;
    while (text.charCodeAt(q - 1 - b) === 92)
        b++;
    return (b & 1) === 1;
}
/** Whether a key is already among an object's properties: a scan for small objects, a set once they grow. */
function repeats(props, seen, key) {
    if (seen.keys) {
        if (seen.keys.has(key))
            return true;
        seen.keys.add(key);
        return false;
    }
    for (const p of props)
        if (p.key === key)
            return true;
    if (props.length >= 8)
        seen.keys = new Set([...props.map((p) => p.key), key]);
    return false;
}
/** An object whose properties are parsed the first time they are asked for. */
class DeferredObject {
    span;
    parse;
    raw;
    type = 'object';
    read;
    constructor(span, parse, raw) {
        this.span = span;
        this.parse = parse;
        this.raw = raw;
    }
    get props() {
        return (this.read ??= this.parse().props);
    }
    get unread() {
        return this.read === undefined;
    }
}
/** An array whose items are parsed the first time they are asked for. */
class DeferredArray {
    span;
    parse;
    raw;
    type = 'array';
    read;
    constructor(span, parse, raw) {
        this.span = span;
        this.parse = parse;
        this.raw = raw;
    }
    get items() {
        return (this.read ??= this.parse().items);
    }
    get unread() {
        return this.read === undefined;
    }
}
/** The JSON text of a collection that was deferred and has not been read yet (a search of it can spare the reading). */
function unreadText(node) {
    if (!(node instanceof DeferredObject || node instanceof DeferredArray) || !node.unread)
        return undefined;
    return node.raw.text.slice(node.raw.from, node.raw.to);
}

;// CONCATENATED MODULE: ./src/load/json.ts





const SYNTAX_MESSAGES = {
    InvalidSymbol: 'unexpected character',
    InvalidNumberFormat: 'invalid number',
    PropertyNameExpected: 'expected a property name in double quotes',
    ValueExpected: 'expected a value',
    ColonExpected: 'expected `:` after the property name',
    CommaExpected: 'expected `,` between values',
    CloseBraceExpected: 'expected `}` to close the object',
    CloseBracketExpected: 'expected `]` to close the array',
    EndOfFileExpected: 'unexpected content after the end of the JSON value',
    InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfComment: 'unterminated comment',
    UnexpectedEndOfString: 'unterminated string',
    UnexpectedEndOfNumber: 'unexpected end of number',
    InvalidUnicode: 'invalid unicode escape sequence',
    InvalidEscapeCharacter: 'invalid escape character in string',
    InvalidCharacter: 'control character in string must be escaped',
};
/** Finds the deepest bracket nesting outside strings, stopping early past `limit`. */
function nestingDepth(text, limit) {
    let depth = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (inString) {
            if (c === 92)
                i++;
            else if (c === 34)
                inString = false;
        }
        else if (c === 34)
            inString = true;
        else if (c === 123 || c === 91) {
            if (++depth > limit)
                return { depth, offset: i };
        }
        else if (c === 125 || c === 93)
            depth--;
    }
    return { depth, offset: -1 };
}
/** Parses JSON text, keeping the position of every key and value. */
function parseJson(file, rawText, defer) {
    const text = withoutBom(rawText);
    const source = new core_source/* SourceText */.D(file, text);
    // Most files are valid JSON, nested less than the limit: one strict pass builds the same tree; anything else
    // takes the path that explains errors.
    // Parts are deferred only in text known to be valid JSON, so that what is skipped holds no error.
    const fast = parseStrictJson(text, source, defer && isJson(text) ? defer : undefined);
    if (fast)
        return { source, root: fast.root, errors: [], duplicateKeys: fast.duplicateKeys, ...(fast.deferred ? { deferred: true } : {}) };
    return explainJson(source, text);
}
/**
 * Parses JSON text with jsonc-parser alone: the path that explains syntax errors, which parseJson takes when
 * the strict parser declines. Its tree is the reference the strict parser must match.
 */
function parseJsonTree(file, rawText) {
    const text = withoutBom(rawText);
    return explainJson(new SourceText(file, text), text);
}
/** The text with a byte-order mark replaced by a space, so that every offset still matches the file. */
function withoutBom(text) {
    return text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text;
}
function explainJson(source, text) {
    const errors = [];
    const duplicateKeys = [];
    const deep = nestingDepth(text, jnode/* MAX_JSON_DEPTH */.KX);
    if (deep.offset >= 0) {
        errors.push({
            message: `JSON nested more than ${jnode/* MAX_JSON_DEPTH */.KX} levels deep; navlint stops reading this file here`,
            span: source.span(deep.offset, 1, ''),
            limit: true,
        });
        return { source, errors, duplicateKeys };
    }
    const parseErrors = [];
    const tree = (0,main.parseTree)(text, parseErrors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
    let lastOffset = -1;
    let reachedEnd = false;
    for (const e of parseErrors) {
        // The parser often reports one mistake twice at the same place, and again at the end of the file.
        if (e.offset === lastOffset || (reachedEnd && e.offset >= text.length))
            continue;
        lastOffset = e.offset;
        reachedEnd ||= e.offset + e.length >= text.length;
        const name = (0,main.printParseErrorCode)(e.error);
        let message = SYNTAX_MESSAGES[name] ?? name;
        let offset = e.offset;
        let length = Math.max(e.length, 1);
        if (name === 'PropertyNameExpected' || name === 'ValueExpected') {
            const next = text.charAt(e.offset);
            const comma = text.slice(0, e.offset).trimEnd().length - 1;
            if ((next === '}' || next === ']') && text.charAt(comma) === ',') {
                message = `trailing comma before \`${next}\` is not allowed in JSON`;
                offset = comma;
                length = 1;
            }
            else if (text.trim() === '') {
                message = 'the file is empty';
                offset = 0;
            }
            else if (e.offset >= text.length)
                message = 'unexpected end of file: the JSON is truncated';
        }
        errors.push({ message, span: source.span(offset, length, '') });
    }
    if (errors.length > 0 || !tree) {
        if (errors.length === 0)
            errors.push({ message: 'the file is empty', span: source.span(0, 0, '') });
        return { source, errors, duplicateKeys };
    }
    const root = convert(tree, source, '', duplicateKeys);
    return { source, root, errors, duplicateKeys };
}
/** Whether text is valid JSON (the engine's own parser is by far the fastest judge). */
function isJson(text) {
    try {
        JSON.parse(text);
        return true;
    }
    catch {
        return false;
    }
}
function convert(node, source, pointer, dups) {
    const span = source.span(node.offset, node.length, pointer);
    switch (node.type) {
        case 'object': {
            const props = [];
            const seen = new Set();
            for (const p of node.children ?? []) {
                const [k, v] = p.children ?? [];
                if (!k || !v)
                    continue;
                const key = String(k.value);
                const prop = {
                    key,
                    keySpan: source.span(k.offset, k.length, pointer + '/' + (0,core_source/* pointerToken */.bQ)(key)),
                    value: convert(v, source, pointer + '/' + (0,core_source/* pointerToken */.bQ)(key), dups),
                };
                if (seen.has(key))
                    dups.push(prop);
                seen.add(key);
                props.push(prop);
            }
            return { type: 'object', props, span };
        }
        case 'array':
            return {
                type: 'array',
                items: (node.children ?? []).map((c, i) => convert(c, source, pointer + '/' + i, dups)),
                span,
            };
        case 'string':
        case 'number':
        case 'boolean':
        case 'null':
            return { type: node.type, value: node.value, span };
        default:
            return { type: 'null', value: null, span };
    }
}


/***/ }),

/***/ 4325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Td: () => (/* binding */ openapiDocumentCount),
/* harmony export */   gD: () => (/* binding */ navigationEntryCount),
/* harmony export */   lg: () => (/* binding */ COUNT_DEFINITIONS),
/* harmony export */   wC: () => (/* binding */ siteCounts)
/* harmony export */ });
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6255);
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9337);


/** What each count counts, in words: the preview's tooltips. */
const COUNT_DEFINITIONS = {
    pages: 'Distinct pages a reader can open from the navigation: the listed page files that exist, and the API pages. A page listed in several places counts once; entries whose file is missing do not count.',
    apiPages: 'Pages whose content comes from an OpenAPI operation: generated from an openapi setting, listed as METHOD /path, or page files whose openapi: metadata names an operation.',
    generatedPages: 'API pages generated from an element\u2019s openapi setting, without a navigation entry of their own (x-hidden operations left out).',
    pageFiles: 'Every .md and .mdx file the platform builds as a page, listed in the navigation or not (files removed by .mintignore and snippets left out).',
    unlistedPageFiles: 'Page files that no navigation entry or group root names: readers reach them by URL only, the sidebar does not show them.',
    navigationEntries: 'Strings in the pages arrays of docs.json that the platform keeps (operation references included, entries of dropped elements left out).',
    openapiDocuments: 'OpenAPI documents that navigation, api.openapi or page metadata name, and that navlint read.',
};
/** Page entries of docs.json that the platform keeps; cheap, for the check's closing line. */
function navigationEntryCount(model) {
    let n = 0;
    for (const e of model.entries)
        if (!e.dropped)
            n++;
    return n;
}
/** OpenAPI documents read. */
function openapiDocumentCount(model) {
    return model.openapi?.store.all().length ?? 0;
}
/** Every count of the site, as `COUNT_DEFINITIONS` defines them. */
function siteCounts(model) {
    const listedFiles = new Set();
    const operationUrls = new Set();
    const generatedUrls = new Set();
    const oa = model.openapi;
    const addFile = (pagePath) => {
        const r = model.files.resolvePage(pagePath);
        if (r.status === 'found')
            listedFiles.add(r.file);
    };
    const addGenerated = (nodes) => {
        for (const n of nodes) {
            if (n.kind === 'operation' && n.url !== undefined) {
                operationUrls.add(n.url);
                generatedUrls.add(n.url);
            }
            if (n.children)
                addGenerated(n.children);
        }
    };
    for (const entry of model.entries) {
        if (entry.dropped)
            continue;
        const op = oa?.entryNode(entry);
        if (op?.url !== undefined)
            operationUrls.add(op.url);
        // An operation entry that matches no operation is a file path, a page only when that file exists.
        else
            addFile(entry.path);
    }
    for (const el of model.elements) {
        if (el.dropped || el.isGlobalEntry || el.kind === 'global')
            continue;
        if (el.kind === 'group') {
            const root = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_1__/* .getProp */ .GT)(el.node, 'root')?.value;
            if (root?.type === 'string')
                addFile((0,_load_files_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizePagePath */ .iu)(root.value));
        }
        if (oa)
            addGenerated(oa.generatedFor(el));
    }
    const boundFiles = new Set((oa?.bindings ?? []).filter((b) => b.ref !== undefined).map((b) => b.file));
    let boundListed = 0;
    for (const f of listedFiles)
        if (boundFiles.has(f))
            boundListed++;
    return {
        pages: listedFiles.size + operationUrls.size,
        apiPages: operationUrls.size + boundListed,
        generatedPages: generatedUrls.size,
        pageFiles: model.files.pageFiles.length,
        unlistedPageFiles: model.files.pageFiles.filter((f) => !listedFiles.has(f)).length,
        navigationEntries: navigationEntryCount(model),
        openapiDocuments: openapiDocumentCount(model),
    };
}


/***/ }),

/***/ 5959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qq: () => (/* binding */ readPageHead),
/* harmony export */   yv: () => (/* binding */ parseFrontmatter),
/* harmony export */   zy: () => (/* binding */ readHead)
/* harmony export */ });
/* unused harmony export MAX_FRONTMATTER_BYTES */
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4281);
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(js_yaml__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2858);
/* harmony import */ var _openapi_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1689);
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9337);




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
    const source = new _core_source_js__WEBPACK_IMPORTED_MODULE_2__/* .SourceText */ .D(file, head);
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
    const parsed = (0,_openapi_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYamlDoc */ .V9)(file, value, start, source);
    // A bound crossed (nesting, an alias bomb) is not a question of syntax that js-yaml's leniency could settle:
    // js-yaml reads an alias bomb without complaint, and anything that walks what it gives expands it.
    const limits = parsed.errors.filter((e) => e.limit);
    if (limits.length > 0) {
        meta.errors.push(...limits);
        return meta;
    }
    if (parsed.errors.length > 0) {
        // The platform reads frontmatter with js-yaml 3, which accepts some YAML that the stricter parser
        // rejects (unindented lines inside a quoted scalar): only what js-yaml also rejects is an error.
        let lenient;
        try {
            lenient = js_yaml__WEBPACK_IMPORTED_MODULE_0___default().safeLoad(value);
        }
        catch {
            meta.errors.push(...parsed.errors);
            return meta;
        }
        if (lenient && typeof lenient === 'object') {
            const data = lenient;
            if (typeof data.title === 'string')
                meta.title = data.title;
            if (typeof data.sidebarTitle === 'string')
                meta.sidebarTitle = data.sidebarTitle;
            if (typeof data.openapi === 'string') {
                const line = /^openapi[ \t]*:/m.exec(value);
                const offset = start + (line ? line.index : 0);
                meta.openapi = { value: data.openapi, span: source.span(offset, line ? line[0].length : 1, '/openapi') };
            }
        }
        return meta;
    }
    meta.data = parsed.root;
    const title = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_3__/* .getProp */ .GT)(parsed.root, 'title')?.value;
    if (title?.type === 'string')
        meta.title = title.value;
    const sidebarTitle = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_3__/* .getProp */ .GT)(parsed.root, 'sidebarTitle')?.value;
    if (sidebarTitle?.type === 'string')
        meta.sidebarTitle = sidebarTitle.value;
    const openapi = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_3__/* .getProp */ .GT)(parsed.root, 'openapi')?.value;
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


/***/ }),

/***/ 380:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AP: () => (/* binding */ describeElement),
/* harmony export */   OD: () => (/* binding */ scopeKey),
/* harmony export */   _7: () => (/* binding */ parseOperationRef),
/* harmony export */   j5: () => (/* binding */ buildNavigation),
/* harmony export */   vq: () => (/* binding */ isElement)
/* harmony export */ });
/* unused harmony export openapiSources */
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9337);
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6255);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9659);



const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'];
const OPERATION_RE = new RegExp(`^(?:(\\S+)\\s+)?(${HTTP_METHODS.join('|')})\\s+(/\\S*)$`, 'i');
const WEBHOOK_RE = /^(?:(\S+)\s+)?(webhook)\s+(\S+)$/i;
/** Parses `[spec] METHOD /path` or `[spec] webhook name`; undefined for anything else. */
function parseOperationRef(text) {
    const t = text.trim();
    const m = OPERATION_RE.exec(t);
    if (m)
        return { spec: m[1], method: m[2], path: m[3], webhook: false };
    const w = WEBHOOK_RE.exec(t);
    if (w)
        return { spec: w[1], method: w[2], path: w[3], webhook: true };
    return undefined;
}
/** Builds the navigation tree from the `navigation` object. Lenient: rules judge what is wrong. */
function buildNavigation(nav) {
    const elements = [];
    const entries = [];
    const make = (kind, node, parent, containerKey, dropped, nested, isGlobalEntry) => {
        const labelKey = _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .LABEL_KEY */ .hy[kind];
        const labelProp = labelKey ? (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(node, labelKey) : undefined;
        const label = labelProp?.value.type === 'string' ? labelProp.value.value : undefined;
        const scope = { ...parent?.scope };
        if (kind === 'product' && label !== undefined)
            scope.product = label;
        if (kind === 'version' && label !== undefined)
            scope.version = label;
        if (kind === 'language' && label !== undefined)
            scope.language = label;
        const el = {
            kind,
            node,
            parent,
            containerKey,
            label,
            labelProp,
            items: [],
            childProps: [],
            scope,
            openapi: parent?.openapi,
            nested,
            dropped,
            isGlobalEntry,
            depth: parent ? parent.depth + 1 : 0,
        };
        const own = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(node, 'openapi');
        if (own && kind !== 'global' && !isGlobalEntry)
            el.openapi = { prop: own, owner: el, sources: openapiSources(own.value) };
        elements.push(el);
        if (isGlobalEntry)
            return el;
        if (kind === 'global') {
            for (const prop of node.props) {
                const childKind = _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .CHILD_KEYS */ .md.includes(prop.key) ? _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_OF_CHILD_KEY */ .C_[prop.key] : undefined;
                if (!childKind || prop.value.type !== 'array')
                    continue;
                for (const item of prop.value.items) {
                    if (item.type === 'object' && !item.broken)
                        el.items.push(make(childKind, item, el, prop.key, dropped, false, true));
                }
            }
            return el;
        }
        const globalProp = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(node, 'global');
        if (globalProp?.value.type === 'object')
            el.items.push(make('global', globalProp.value, el, 'global', dropped, false, false));
        const allowed = _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .SHAPES */ .HY[kind].children;
        // A key written twice counts once, as JSON.parse keeps only the last one.
        for (const prop of node.props)
            if (allowed.includes(prop.key) && (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(node, prop.key) === prop)
                el.childProps.push(prop);
        const kept = _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .CHILD_KEYS */ .md.find((k) => el.childProps.some((p) => p.key === k));
        el.childKey = kept;
        for (const prop of el.childProps) {
            const childDropped = dropped || prop.key !== kept;
            if (prop.value.type !== 'array')
                continue;
            const childKind = _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_OF_CHILD_KEY */ .C_[prop.key];
            for (const item of prop.value.items) {
                if (item.type === 'object') {
                    if (item.broken)
                        continue;
                    const child = make(childKind, item, el, prop.key, childDropped, kind === 'group' && prop.key === 'pages', false);
                    if (!childDropped)
                        el.items.push(child);
                }
                else if (item.type === 'string' && prop.key === 'pages') {
                    const raw = item.value;
                    const entry = { kind: 'entry', node: item, raw, parent: el, path: (0,_load_files_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizePagePath */ .iu)(raw), operation: parseOperationRef(raw), dropped: childDropped };
                    entries.push(entry);
                    if (!childDropped)
                        el.items.push(entry);
                }
            }
        }
        return el;
    };
    const root = make('root', nav, undefined, undefined, false, false, false);
    return { root, elements, entries };
}
/** Reads the sources of an `openapi` value: a string, `{source, directory}`, or an array of these. */
function openapiSources(value) {
    const one = (v) => {
        if (v.type === 'string')
            return { source: v.value, node: v };
        if (v.type === 'object') {
            const s = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(v, 'source')?.value;
            const d = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(v, 'directory')?.value;
            if (s?.type === 'string')
                return { source: s.value, node: s, directory: d?.type === 'string' ? d.value : undefined };
        }
        return undefined;
    };
    if (value.type === 'array')
        return value.items.map(one).filter((s) => s !== undefined);
    const s = one(value);
    return s ? [s] : [];
}
/** Whether an item is an element (not a page entry). */
function isElement(item) {
    return item.kind !== 'entry';
}
/** A short human name for an element: `group "Intro"`, `tab "API"`, `the navigation root`. */
function describeElement(el) {
    if (el.kind === 'root')
        return 'the navigation root';
    if (el.kind === 'global')
        return '`global`';
    const name = el.kind === 'menu-item' ? 'menu item' : el.isGlobalEntry ? `global ${el.kind}` : el.kind;
    return el.label !== undefined && el.label !== '' ? `${name} ${JSON.stringify(el.label)}` : name;
}
/** A key of the scope a page belongs to, for detecting duplicates within one version and language. */
function scopeKey(scope) {
    return JSON.stringify([scope.product ?? null, scope.version ?? null, scope.language ?? null]);
}


/***/ }),

/***/ 8785:
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
// EXTERNAL MODULE: ./src/core/source.ts
var source = __webpack_require__(2858);
// EXTERNAL MODULE: ./node_modules/fastest-levenshtein/mod.js
var mod = __webpack_require__(1916);
// EXTERNAL MODULE: ./src/core/suggest.ts
var suggest = __webpack_require__(2085);
// EXTERNAL MODULE: ./src/model/frontmatter.ts
var frontmatter = __webpack_require__(5959);
// EXTERNAL MODULE: ./src/core/jnode.ts
var jnode = __webpack_require__(9337);
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
;// CONCATENATED MODULE: ./src/model/openapi.ts









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
    /** A model of one document named on the command line (`openapi-check`): no navigation, no pages. */
    static forDocument(input, spec) {
        const m = new OpenApiModel(input);
        const span = (0,source/* fileStart */.NY)(spec.file);
        m.references.push({ source: spec.rel, span, via: 'command', resolution: { status: 'found', spec } });
        return m;
    }
    /** Every document that a reference resolved to, once each, in the order they were first named. */
    specs() {
        const out = new Map();
        for (const r of this.references) {
            const s = specOf(r.resolution);
            if (s && !out.has(s.file))
                out.set(s.file, s);
        }
        return [...out.values()];
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
        const api = (0,jnode/* getProp */.GT)((0,jnode/* getProp */.GT)(m.docs, 'api')?.value, 'openapi')?.value;
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
        const known = new Map(this.specs().map((s) => [s.file, s]));
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
                        head = (0,frontmatter/* readHead */.zy)(m.fs, external_node_path_default().join(m.root, f));
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
                meta = (0,frontmatter/* parseFrontmatter */.yv)(abs, (0,frontmatter/* readPageHead */.qq)(m.fs, abs));
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
        const s = (0,jnode/* getProp */.GT)(node, 'source')?.value;
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
/**
 * The operation closest to a reference: the same path with a slash added or removed, else the one whose
 * path is most like the reference's (the method only breaks ties), if the paths are alike enough.
 */
function closestOperation(ops, ref) {
    const method = ref.webhook ? 'WEBHOOK' : ref.method.toUpperCase();
    const alt = ref.path.endsWith('/') ? ref.path.replace(/\/+$/, '') : ref.path + '/';
    const slash = ops.find((o) => o.path === alt && o.method === method) ?? ops.find((o) => o.path === alt);
    if (slash)
        return slash;
    const target = paramsUnnamed(ref.path);
    let best;
    let bestKey = [Infinity, 0, 0];
    for (const o of ops) {
        // A webhook is never the suggestion for an operation, nor the other way round.
        if ((o.method === 'WEBHOOK') !== ref.webhook)
            continue;
        const text = paramsUnnamed(o.path);
        const limit = (0,suggest/* maxTypoDistance */.eO)(text.length, target.length);
        // The edit distance is at least the difference in length: skip what cannot be close enough or beat the best.
        const gap = Math.abs(text.length - target.length);
        if (gap > limit || gap > bestKey[0])
            continue;
        const d = (0,mod/* distance */.Io)(text, target);
        if (d > limit || d > bestKey[0])
            continue;
        // Then the method, then the path as written (parameter names included); the first in document order wins a tie.
        const key = [d, o.method === method ? 0 : 1, (0,mod/* distance */.Io)(o.path, ref.path)];
        if (best === undefined || ranksBefore(key, bestKey)) {
            best = o;
            bestKey = key;
        }
    }
    return best;
}
/** Whether one ranking key comes before another, element by element. */
function ranksBefore(a, b) {
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            return a[i] < b[i];
    return false;
}
/** A path with its parameters' names left out: `/pets/{petId}` and `/pets/{id}` are the same route. */
function paramsUnnamed(p) {
    return p.replace(/\{[^}]*\}/g, '{}');
}


/***/ }),

/***/ 5449:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dI: () => (/* binding */ hasPageExtension),
/* harmony export */   ni: () => (/* binding */ sidebarLabel),
/* harmony export */   yk: () => (/* binding */ pageRefs)
/* harmony export */ });
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6255);
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9337);


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
            const root = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_1__/* .getProp */ .GT)(el.node, 'root')?.value;
            if (root?.type === 'string')
                refs.push({ via: 'root', raw: root.value, path: (0,_load_files_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizePagePath */ .iu)(root.value), span: root.span, scope: el.scope, element: el });
        }
        if (el.isGlobalEntry) {
            const href = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_1__/* .getProp */ .GT)(el.node, 'href')?.value;
            if (href?.type === 'string') {
                const raw = href.value;
                if (raw.startsWith('/') && !raw.startsWith('//')) {
                    const path = (0,_load_files_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizePagePath */ .iu)(raw.replace(/[?#].*$/, ''));
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
/**
 * The label the sidebar shows for a page file, as the platform chooses it: `sidebarTitle`, then `title`,
 * then, for a page bound to an operation by `openapi:` metadata, the operation's summary, then the path.
 */
function sidebarLabel(meta, operationSummary, pagePath) {
    for (const candidate of [meta?.sidebarTitle, meta?.title, operationSummary])
        if (candidate !== undefined && candidate.trim() !== '')
            return candidate;
    return pagePath;
}


/***/ }),

/***/ 9659:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C_: () => (/* binding */ KIND_OF_CHILD_KEY),
/* harmony export */   HY: () => (/* binding */ SHAPES),
/* harmony export */   YK: () => (/* binding */ PLATFORM_LANGUAGES),
/* harmony export */   ct: () => (/* binding */ KNOWN_MISTAKES),
/* harmony export */   hy: () => (/* binding */ LABEL_KEY),
/* harmony export */   md: () => (/* binding */ CHILD_KEYS),
/* harmony export */   tb: () => (/* binding */ GLOBAL_ENTRY_FIELDS),
/* harmony export */   ut: () => (/* binding */ SPEC_LANGUAGES)
/* harmony export */ });
/** Keys that hold child elements, in the order the platform picks the one it keeps. */
const CHILD_KEYS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages', 'menu'];
/** The element kind each child key creates. */
const KIND_OF_CHILD_KEY = {
    products: 'product',
    languages: 'language',
    versions: 'version',
    tabs: 'tab',
    dropdowns: 'dropdown',
    anchors: 'anchor',
    groups: 'group',
    pages: 'group',
    menu: 'menu-item',
};
/** The label key of each element kind (required, non-empty). */
const LABEL_KEY = {
    product: 'product',
    language: 'language',
    version: 'version',
    tab: 'tab',
    'menu-item': 'item',
    anchor: 'anchor',
    dropdown: 'dropdown',
    group: 'group',
};
/** Fields every element but `global` may carry. */
const COMMON = ['directory', 'openapi', 'asyncapi', 'hidden'];
/** The declarative shape table: allowed fields and child kinds per element. */
const SHAPES = {
    root: { fields: ['global', 'directory', 'openapi', 'asyncapi'], children: ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'] },
    group: { fields: [...COMMON, 'icon', 'root', 'tag', 'expanded', 'searchable', 'public', 'boost'], children: ['pages'] },
    tab: { fields: [...COMMON, 'global', 'icon', 'align', 'href'], children: ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'] },
    'menu-item': {
        fields: [...COMMON, 'global', 'icon', 'description', 'href'],
        children: ['groups', 'pages', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'products'],
        childrenBeyondSpec: ['languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'products'],
    },
    anchor: { fields: [...COMMON, 'global', 'icon', 'color', 'href'], children: ['languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages'] },
    dropdown: { fields: [...COMMON, 'global', 'icon', 'color', 'description', 'href'], children: ['languages', 'versions', 'anchors', 'tabs', 'products', 'groups', 'pages'] },
    product: { fields: [...COMMON, 'global', 'name', 'icon', 'color', 'description', 'href'], children: ['languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu'] },
    version: { fields: [...COMMON, 'global', 'default', 'tag', 'href'], children: ['languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'] },
    language: { fields: [...COMMON, 'global', 'default', 'banner', 'footer', 'navbar', 'href'], children: ['versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'] },
    global: { fields: [], children: ['tabs', 'anchors', 'dropdowns', 'versions', 'languages', 'products'] },
};
/** Fields a `global` entry may carry besides its label and `href`. */
const GLOBAL_ENTRY_FIELDS = ['icon', 'color', 'hidden', 'description', 'tag', 'default'];
/** Keys written by mistake for a known key, with the advice to give. */
const KNOWN_MISTAKES = Object.assign(
// Looked up by keys users write: a null prototype keeps `constructor` or `__proto__` from finding anything.
Object.create(null), {
    collapsed: { key: 'expanded', advice: 'use `expanded` (note the opposite meaning: `"collapsed": true` is `"expanded": false`, the default)' },
    collapsible: { key: 'expanded', advice: 'groups collapse by default; use `expanded: true` to open a nested group' },
    title: { key: 'group', advice: 'the label field is named after the element (`group`, `tab`, `anchor`, …)' },
    name: { key: 'group', advice: 'the label field is named after the element (`group`, `tab`, `anchor`, …)' },
    url: { key: 'href', advice: 'links are written `href`' },
    link: { key: 'href', advice: 'links are written `href`' },
    children: { key: 'pages', advice: 'child entries go in `pages`' },
    items: { key: 'pages', advice: 'child entries go in `pages`' },
});
/** The language codes of the specification (section 2.4). */
const SPEC_LANGUAGES = ['ar', 'cs', 'cn', 'zh-Hant', 'nl', 'en', 'fr', 'de', 'he', 'hi', 'id', 'it', 'jp', 'ko', 'lv', 'no', 'pl', 'pt-BR', 'ro', 'ru', 'es', 'sv', 'tr', 'ua', 'uz', 'vi'];
/** Language codes the current platform accepts beyond the specification's. */
const PLATFORM_LANGUAGES = ['zh', 'zh-Hans', 'zh-CN', 'zh-TW', 'fr-CA', 'ja', 'ja-JP', 'pt', 'uk', 'ca', 'da', 'fi', 'hu'];


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

/***/ 1689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gJ: () => (/* binding */ parseSpecText),
  V9: () => (/* binding */ parseYamlDoc)
});

// UNUSED EXPORTS: MAX_YAML_ALIASES, MAX_YAML_EXPANDED_VALUES, parseYamlTree

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/source.ts
var core_source = __webpack_require__(2858);
// EXTERNAL MODULE: ./src/load/json.ts + 1 modules
var json = __webpack_require__(6437);
// EXTERNAL MODULE: ./src/core/jnode.ts
var jnode = __webpack_require__(9337);
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
/**
 * Most values a YAML document may expand to, each alias counting every value of the node it names: past it
 * the document is an alias bomb, which any walk that follows aliases (the validator's among them) would expand.
 */
const MAX_YAML_EXPANDED_VALUES = 1_000_000;
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
        return { source: src, errors: [{ message: TOO_DEEP, span: src.span(offsetBase + deep, 1, ''), limit: true }] };
    // Most frontmatter and documents are plain YAML: a fast reader builds the same tree; the rest goes to the full parser.
    const simple = parseSimpleYaml(text, offsetBase, src);
    if (simple)
        return { source: src, root: simple, errors: [] };
    return fullYaml(text, offsetBase, src);
}
/** Parses YAML with the yaml library alone: parseYamlDoc's path for what the fast reader declines, and the tree it must match. */
function parseYamlTree(file, text, offsetBase = 0, source) {
    const src = source ?? new SourceText(file, text);
    const deep = bracketDepthExceeded(text);
    if (deep >= 0)
        return { source: src, errors: [{ message: TOO_DEEP, span: src.span(offsetBase + deep, 1, '') }] };
    return fullYaml(text, offsetBase, src);
}
function fullYaml(text, offsetBase, src) {
    const lineCounter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, uniqueKeys: false, prettyErrors: false });
    const errors = doc.errors.map((e) => ({
        // The parser turns a stack overflow on deeply nested input into this error: say what it means.
        message: e.code === 'RESOURCE_EXHAUSTION' ? TOO_DEEP : e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''),
        span: src.span(offsetBase + e.pos[0], Math.max(1, e.pos[1] - e.pos[0]), ''),
    }));
    const exhausted = errors.find((e) => e.message === TOO_DEEP);
    if (exhausted)
        return { source: src, errors: [{ ...exhausted, limit: true }] };
    // A document with syntax errors is still converted, only to find an alias bomb in it: a more lenient reader
    // (js-yaml, for frontmatter) may accept the errors, never the bomb.
    const valid = errors.length === 0;
    let aliases = 0;
    const memo = new Map();
    // Values the document expands to so far, in document order, and how many each finished anchored node expands
    // to: an alias adds its target's count, worked out once, so counting stays linear in the text.
    let expanded = 0;
    const sizes = new Map();
    // Anchors seen so far in document order: the parser's own alias lookup scans the whole document each time.
    const anchors = new Map();
    const convert = (node, pointer, depth) => {
        if (!node)
            return { type: 'null', value: null, span: src.span(offsetBase, 0, pointer) };
        if ((0,dist/* isAlias */.Vj)(node)) {
            if (++aliases > MAX_YAML_ALIASES)
                throw new YamlLimit(`more than ${MAX_YAML_ALIASES} YAML aliases; navlint stops reading this document`, node.range);
            // The parser's lookup scans the whole document: with syntax errors, aliases may name no anchor at all.
            const target = (anchors.get(node.source) ?? (valid ? node.resolve(doc) : undefined));
            if (!target)
                return { type: 'null', value: null, span: rangeSpan(node.range, pointer) };
            const known = memo.get(target);
            // A target converted here for the first time (an anchor on a key) adds its own count.
            if (!known)
                return convert(target, pointer, depth);
            const size = sizes.get(known);
            if (size === undefined)
                throw new YamlLimit(`the YAML alias *${node.source} stands inside the node it names, so the document expands without end; navlint stops reading it here`, node.range);
            expanded += size;
            if (expanded > MAX_YAML_EXPANDED_VALUES)
                throw new YamlLimit(`YAML aliases expand this document to more than ${MAX_YAML_EXPANDED_VALUES} values (an alias bomb); navlint stops reading it here`, node.range);
            return known;
        }
        const cached = memo.get(node);
        if (cached)
            return cached;
        if (node.anchor)
            anchors.set(node.anchor, node);
        if (depth > jnode/* MAX_JSON_DEPTH */.KX && ((0,dist/* isMap */.jh)(node) || (0,dist/* isSeq */.oP)(node)))
            throw new YamlLimit(TOO_DEEP, node.range);
        const before = expanded++;
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
        // Only an anchored node can be named by an alias.
        if (node.anchor)
            sizes.set(out, expanded - before);
        return out;
    };
    const rangeSpan = (range, pointer) => range ? src.span(offsetBase + range[0], range[1] - range[0], pointer) : src.span(offsetBase, 0, pointer);
    try {
        const root = convert(doc.contents, '', 1);
        if (!valid)
            return { source: src, errors };
        return { source: src, root, errors, ...(aliases > 0 ? { sharedNodes: true } : {}) };
    }
    catch (e) {
        if (e instanceof YamlLimit)
            return { source: src, errors: [...errors, { message: e.message, span: src.span(offsetBase + (e.range?.[0] ?? 0), 1, ''), limit: true }] };
        throw e;
    }
}
const TOO_DEEP = `YAML nested more than ${jnode/* MAX_JSON_DEPTH */.KX} levels deep; navlint stops reading this document`;
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
            if (++depth > jnode/* MAX_JSON_DEPTH */.KX)
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

/***/ 7072:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Np: () => (/* binding */ fetchRemoteSpecs)
/* harmony export */ });
/* unused harmony exports REMOTE_TIMEOUT_MS, REMOTE_MAX_BYTES */
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


/***/ }),

/***/ 437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X6: () => (/* binding */ SpecStore),
/* harmony export */   fA: () => (/* binding */ OPERATION_METHODS),
/* harmony export */   hP: () => (/* binding */ looksLikeSpec),
/* harmony export */   ns: () => (/* binding */ analyze)
/* harmony export */ });
/* unused harmony export MAX_SPEC_BYTES */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2858);
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6255);
/* harmony import */ var _load_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6437);
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9337);
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
                doc.errors.push({ message: `the document is larger than ${MAX_SPEC_BYTES / 1024 / 1024} MiB; navlint does not read it`, span: (0,_core_source_js__WEBPACK_IMPORTED_MODULE_4__/* .fileStart */ .NY)(abs) });
                this.cache.set(abs, doc);
                return doc;
            }
            text = this.fs.readFileSync(real, 'utf8');
        }
        catch {
            doc = emptyDoc(abs, rel);
            doc.errors.push({ message: 'the document could not be read', span: (0,_core_source_js__WEBPACK_IMPORTED_MODULE_4__/* .fileStart */ .NY)(abs) });
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
    const swagger = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_5__/* .getProp */ .GT)(root, 'swagger');
    const openapi = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_5__/* .getProp */ .GT)(root, 'openapi');
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
                const v = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_5__/* .getProp */ .GT)(op, k)?.value;
                return v?.type === 'string' ? v.value : undefined;
            };
            const tagsNode = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_5__/* .getProp */ .GT)(op, 'tags')?.value;
            const tags = tagsNode?.type === 'array' ? tagsNode.items.flatMap((t) => (t.type === 'string' ? [t.value] : [])) : [];
            const flag = (k) => {
                const v = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_5__/* .getProp */ .GT)(op, k)?.value;
                return v?.type === 'boolean' && v.value === true;
            };
            const mint = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_5__/* .getProp */ .GT)(op, 'x-mint')?.value ?? (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_5__/* .getProp */ .GT)(op, 'x-mintlify')?.value;
            const hrefNode = mint?.type === 'object' ? (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_5__/* .getProp */ .GT)(mint, 'href')?.value : undefined;
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
    const paths = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_5__/* .getProp */ .GT)(root, 'paths')?.value;
    if (paths?.type === 'object')
        for (const p of paths.props)
            add(p.value, p.key, false);
    const hooks = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_5__/* .getProp */ .GT)(root, 'webhooks')?.value;
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


/***/ })

};
