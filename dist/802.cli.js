export const id = 802;
export const ids = [802,175];
export const modules = {

/***/ 82858:
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
    /**
     * Converts a 1-based position into a 0-based UTF-16 offset; undefined when the line does not exist or the
     * column lies past the line's end (its line break excluded).
     */
    offsetAt(position) {
        const starts = this.lineStarts;
        const start = starts[position.line - 1];
        if (start === undefined || position.column < 1)
            return undefined;
        const next = starts[position.line];
        let end = next === undefined ? this.text.length : next;
        if (end > start && this.text.charCodeAt(end - 1) === 10)
            end--;
        if (end > start && this.text.charCodeAt(end - 1) === 13)
            end--;
        const offset = start + position.column - 1;
        return offset <= end ? offset : undefined;
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

/***/ 94802:
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
  checkSpecFile: () => (/* binding */ checkSpecFile),
  describeSide: () => (/* binding */ describeSide),
  diffSides: () => (/* binding */ diffSides),
  findDocsRoot: () => (/* binding */ findDocsRoot),
  judge: () => (/* binding */ judge),
  resolveSide: () => (/* binding */ resolveSide),
  runCheck: () => (/* binding */ runCheck),
  sortDiagnostics: () => (/* binding */ sortDiagnostics),
  summarize: () => (/* binding */ summarize)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/core/source.ts
var core_source = __webpack_require__(82858);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/load/files.ts
var load_files = __webpack_require__(46255);
// EXTERNAL MODULE: ./src/load/json.ts + 1 modules
var json = __webpack_require__(86437);
// EXTERNAL MODULE: ./src/core/jnode.ts
var jnode = __webpack_require__(49337);
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
    const out = {
        file: configFile,
        sources: new Map(),
        syntaxErrors: [],
        refIssues: [],
        duplicateKeys: [],
    };
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
                parsed.errors.unshift({
                    message: 'the file is not valid UTF-8 here: these bytes cannot be decoded, and the platform reads them as "\uFFFD"',
                    span: parsed.source.span(bad, 1, ''),
                });
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
                props: [
                    ...resolved.props.filter((p) => !keys.has(p.key)),
                    ...siblings.map((p) => ({ ...p, value: resolve(p.value, file, stack, depth + 1) })),
                ],
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
        out.syntaxErrors.push({
            file: configFile,
            message: `docs.json holds more than ${MAX_CONFIG_VALUES} values; navlint does not check a file this large`,
            span: parsed.source.span(0, 1, ''),
            limit: true,
        });
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
/** A component name as JSX writes it: upper-case first, members after dots (`Tree.Folder`). */
const COMPONENT_NAME = /^[A-Z][\w$]*(\.[A-Za-z_$][\w$]*)*$/;
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
        rc.issues.push({
            problem: { code: 'too-large', name: external_node_path_default().basename(file), maxBytes: MAX_CONFIG_BYTES },
            span: (0,core_source/* fileStart */.NY)(file),
        });
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
        if (p.key !== 'rules' && p.key !== 'ignore' && p.key !== 'components' && p.key !== '$schema')
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
    const components = (0,jnode/* getProp */.GT)(root, 'components')?.value;
    if (components) {
        if (components.type !== 'array')
            rc.issues.push({ problem: { code: 'components-not-array' }, span: components.span });
        else {
            rc.components = [];
            for (const item of components.items) {
                if (item.type === 'string' && COMPONENT_NAME.test(item.value))
                    rc.components.push(item.value);
                else
                    rc.issues.push({ problem: { code: 'bad-component' }, span: item.span });
            }
        }
    }
    return rc;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
var external_node_crypto_default = /*#__PURE__*/__webpack_require__.n(external_node_crypto_);
;// CONCATENATED MODULE: ./src/content/cache.ts

/** Bumped whenever the extract changes shape or meaning, so that older caches are not read. */
const FORMAT = 2;
/** The key of a file's extract: how it is parsed (MDX, JavaScript or TypeScript, by the file's extension) and a hash of its text. */
function contentKey(kind, text, file = '') {
    const how = kind === 'script' ? (/\.tsx?$/i.test(file) ? 'ts' : 'js') : kind;
    return external_node_crypto_default().createHash('sha1').update(how).update('\0').update(text).digest('base64url');
}
/**
 * Extracts kept between runs, keyed by each file's content hash. The whole cache is dropped when navlint's
 * version, the cache format or the options that change an extract (docs.json `variables`) differ.
 */
class ContentCache {
    store;
    old = new Map();
    used = new Map();
    header;
    dirty = false;
    constructor(store, version, options) {
        this.store = store;
        const variables = Object.entries(options.variables).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        this.header = JSON.stringify({ navlint: version, format: FORMAT, variables });
        let text;
        try {
            text = store.read();
        }
        catch {
            text = undefined;
        }
        if (text === undefined)
            return;
        // A cache that does not read as expected is only a slower run: it is rebuilt.
        try {
            const data = JSON.parse(text);
            if (data.header !== this.header || !data.entries || typeof data.entries !== 'object')
                return;
            for (const [k, v] of Object.entries(data.entries))
                if (v && typeof v === 'object' && typeof v.kind === 'string')
                    this.old.set(k, v);
        }
        catch {
            this.old.clear();
        }
    }
    /** The extract stored for a key, if any. */
    get(key) {
        const hit = this.old.get(key) ?? this.used.get(key);
        if (hit)
            this.used.set(key, hit);
        return hit;
    }
    /** Stores a fresh extract. */
    set(key, extract) {
        this.used.set(key, extract);
        this.dirty = true;
    }
    /** Writes the entries of this run (others are dropped), unless nothing changed; a failed write is ignored. */
    save() {
        if (!this.dirty && this.used.size === this.old.size)
            return;
        const entries = {};
        for (const [k, v] of this.used)
            entries[k] = v;
        try {
            this.store.write(JSON.stringify({ header: this.header, entries }));
        }
        catch {
            // The cache only saves time: a read-only folder must not fail the check.
        }
    }
}

// EXTERNAL MODULE: ./src/content/extract.ts + 3 modules
var content_extract = __webpack_require__(46569);
// EXTERNAL MODULE: ./src/content/pool.ts
var pool = __webpack_require__(11115);
;// CONCATENATED MODULE: ./src/content/resolve.ts

/** Extensions tried, in order, for an import written without one. */
const SNIPPET_EXTENSIONS = ['.mdx', '.md', '.jsx', '.js', '.tsx', '.ts'];
/** Reads an import specifier as the platform does: absolute from the docs root (`/snippets/x.mdx`) or relative to the importing file. */
function importTarget(fromRel, source) {
    let joined;
    if (source.startsWith('/'))
        joined = source.replace(/^\/+/, '');
    else if (source === '.' || source === '..' || source.startsWith('./') || source.startsWith('../'))
        joined = external_node_path_default().posix.join(external_node_path_default().posix.dirname(fromRel), source);
    else
        return { kind: 'package' };
    const rel = external_node_path_default().posix.normalize(joined);
    if (rel === '..' || rel.startsWith('../'))
        return { kind: 'outside' };
    return { kind: 'path', rel: rel === '.' ? '' : rel.replace(/\/+$/, '') };
}
/** The file an import names, among the files of the root: the path itself, or the path with a snippet extension. */
function resolveImportFile(rel, exists) {
    if (rel === '')
        return undefined;
    if (exists(rel))
        return rel;
    if (/\.[A-Za-z0-9]+$/.test(external_node_path_default().posix.basename(rel)) && SNIPPET_EXTENSIONS.some((e) => rel.toLowerCase().endsWith(e)))
        return undefined;
    for (const ext of SNIPPET_EXTENSIONS)
        if (exists(rel + ext))
            return rel + ext;
    return undefined;
}

;// CONCATENATED MODULE: ./src/content/load.ts





/** Reads every content file, takes what the cache holds, and lists the rest to parse. */
function collect(opts, rels, loaded) {
    const jobs = [];
    const keys = new Map();
    const copies = new Map();
    const byKey = new Map();
    for (const rel of rels) {
        const kind = (0,content_extract/* contentKind */.uu)(rel);
        if (!kind || loaded.extracts.has(rel))
            continue;
        let text;
        try {
            text = opts.fs.readFileSync(external_node_path_default().join(opts.root, rel), 'utf8');
        }
        catch (e) {
            loaded.extracts.set(rel, {
                kind: 'skipped',
                reason: `the file cannot be read (${e.code ?? 'error'})`,
            });
            continue;
        }
        // Sites copy pages (one Nango page in six has a twin): the hash that keys the cache also finds them.
        const key = contentKey(kind, text, rel);
        const hit = opts.cache?.get(key);
        if (hit) {
            loaded.extracts.set(rel, hit);
            loaded.reused++;
            continue;
        }
        const twin = byKey.get(key);
        if (twin) {
            copies.get(twin).push(rel);
            continue;
        }
        const job = { rel, text, kind };
        jobs.push(job);
        keys.set(job, key);
        copies.set(job, []);
        byKey.set(key, job);
    }
    return { loaded, jobs, keys, copies };
}
function store(opts, pending) {
    return (job, extract) => {
        pending.loaded.extracts.set(job.rel, extract);
        for (const rel of pending.copies.get(job) ?? [])
            pending.loaded.extracts.set(rel, extract);
        pending.loaded.parsed++;
        opts.cache?.set(pending.keys.get(job), extract);
        // The text is not needed once parsed: a site of 50,000 pages need not hold all of them to the end.
        job.text = '';
    };
}
/**
 * Files imported from the loaded ones that are not loaded yet (a script outside `snippets/`, a snippet in an
 * ignored folder): imported files are built whatever their place, so they are parsed too.
 */
function importedButMissing(opts, loaded) {
    const more = new Set();
    for (const [rel, extract] of loaded.extracts) {
        if (extract.kind !== 'mdx')
            continue;
        for (const imp of extract.imports) {
            const target = importTarget(rel, imp.source);
            if (target.kind !== 'path')
                continue;
            const file = resolveImportFile(target.rel, (r) => opts.files.files.has(r));
            if (file && !loaded.extracts.has(file) && (0,content_extract/* contentKind */.uu)(file))
                more.add(file);
        }
    }
    return [...more].sort();
}
/**
 * Adds files to what is loaded, in this thread, with the files they import, and saves the cache: the
 * last step of loading. `rels` are files the site builds that the first pass left out (pages that the
 * navigation lists in a folder the default ignores would remove).
 */
function finishContent(opts, loaded, rels = []) {
    let todo = [...rels, ...importedButMissing(opts, loaded)];
    while (todo.length > 0) {
        const pending = collect(opts, todo, loaded);
        (0,pool/* parseHere */.Ct)(pending.jobs, opts.options, store(opts, pending));
        todo = importedButMissing(opts, loaded);
    }
    opts.cache?.save();
    return loaded;
}
/** Loads the content files of the root in this thread (call `finishContent` after). */
function loadContentSync(opts) {
    const loaded = { extracts: new Map(), parsed: 0, reused: 0 };
    const pending = collect(opts, opts.files.contentFiles, loaded);
    (0,pool/* parseHere */.Ct)(pending.jobs, opts.options, store(opts, pending));
    return loaded;
}
/** Loads the content files of the root, parsing in worker threads when there is enough of it (call `finishContent` after). */
async function loadContent(opts) {
    const loaded = { extracts: new Map(), parsed: 0, reused: 0 };
    // With this many files, workers will be wanted (unless the cache holds most of them): they start now and
    // load while the files are read and hashed.
    const ahead = !opts.cache && opts.files.contentFiles.length * TYPICAL_FILE_CHARS >= 2 * pool/* MAIN_THREAD_CHARS */.vO
        ? (0,pool/* startWorkers */.Gf)(opts, opts.parallelism ?? 1)
        : [];
    const pending = collect(opts, opts.files.contentFiles, loaded);
    await (0,pool/* parseAll */.bg)(pending.jobs, opts.options, { ...opts, started: ahead }, store(opts, pending));
    return loaded;
}
/** A page's size, about, for guessing ahead whether workers will be wanted. */
const TYPICAL_FILE_CHARS = 2000;

;// CONCATENATED MODULE: ./src/model/content.ts




/** The content of every page and snippet, with the lookups the rules share. */
class ContentModel {
    root;
    index;
    fs;
    variables;
    extraComponents;
    /** Every content file, sorted by path. */
    files = [];
    byRel = new Map();
    sources = new Map();
    constructor(root, index, fs, loaded, 
    /** docs.json `variables`. */
    variables, 
    /** Component names the configuration adds to the built-in ones. */
    extraComponents, 
    /** Pages the navigation lists in folders that the default ignores would remove: built all the same. */
    listedPages = []) {
        this.root = root;
        this.index = index;
        this.fs = fs;
        this.variables = variables;
        this.extraComponents = extraComponents;
        const imported = new Set();
        for (const [rel, extract] of loaded.extracts) {
            if (extract.kind !== 'mdx')
                continue;
            for (const imp of extract.imports) {
                const target = importTarget(rel, imp.source);
                if (target.kind !== 'path')
                    continue;
                const hit = resolveImportFile(target.rel, (r) => index.files.has(r));
                if (hit)
                    imported.add(hit);
            }
        }
        const listed = new Set([...index.contentFiles, ...listedPages]);
        for (const rel of [...loaded.extracts.keys()].sort()) {
            const underSnippets = rel.startsWith('snippets/');
            const f = {
                rel,
                file: external_node_path_default().join(root, ...rel.split('/')),
                extract: loaded.extracts.get(rel),
                snippet: underSnippets || imported.has(rel),
                page: !underSnippets && listed.has(rel) && /\.mdx?$/i.test(rel),
            };
            this.files.push(f);
            this.byRel.set(rel, f);
        }
    }
    /** The content file at a root-relative path. */
    get(rel) {
        return this.byRel.get(rel);
    }
    /** Resolves an import of a file: to a file of the root, to nothing, or to a package (not a file). */
    resolveImport(from, imp) {
        const target = importTarget(from.rel, imp.source);
        if (target.kind !== 'path')
            return { status: target.kind };
        const rel = resolveImportFile(target.rel, (r) => this.index.files.has(r) && !this.index.outsideLinks.has(r));
        if (rel === undefined)
            return { status: 'missing', rel: target.rel };
        return { status: 'found', rel, file: this.byRel.get(rel) };
    }
    /** Root-relative paths of every file that an import could name (snippets and pages), for suggestions. */
    importable() {
        return [...this.index.files].filter((f) => /\.(mdx?|[jt]sx?)$/i.test(f)).sort();
    }
    /** A span in a content file. */
    span(f, range) {
        return {
            file: f.file,
            pointer: '',
            start: { line: range[0], column: range[1] },
            end: { line: range[2], column: range[3] },
        };
    }
    /** The text of a content file, for code frames (read again: extracts do not keep it). */
    source(file) {
        const known = this.sources.get(file);
        if (known)
            return known;
        try {
            const text = this.fs.readFileSync(file, 'utf8');
            const source = new core_source/* SourceText */.D(file, text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
            this.sources.set(file, source);
            return source;
        }
        catch {
            return undefined;
        }
    }
}
/** docs.json `variables`: string values by name (others are not substituted). */
function docsVariables(docs) {
    const out = new Map();
    const v = (0,jnode/* getProp */.GT)(docs, 'variables')?.value;
    if (v?.type !== 'object')
        return out;
    for (const p of v.props)
        if (p.value.type === 'string')
            out.set(p.key, p.value.value);
    return out;
}

// EXTERNAL MODULE: ./src/core/suggest.ts
var core_suggest = __webpack_require__(32085);
;// CONCATENATED MODULE: ./src/model/anchors.ts
/**
 * The ID the platform gives a heading, before duplicates are numbered: the text lower-cased, runs of blanks made
 * `-`, then percent-encoded; every character that is neither a letter, a digit, `_` nor (when the text had
 * characters that needed encoding) a `%` escape becomes `-`; `-` runs are folded and trimmed; `it-s` becomes `its`.
 * The result is decoded and loses the punctuation `?,;:!'"()[]{}` and emoji, so that non-ASCII characters, `/` and
 * `&` stay: `Read/write access` → `read/write-access`, `Fees & billing` → `fees-&-billing`.
 */
function headingId(text) {
    return cleanId(headingSlug(text));
}
/** The platform's slug of a heading's text, still percent-encoded (duplicates are numbered in this form). */
function headingSlug(text) {
    let encoded;
    try {
        encoded = encodeURIComponent(text.toLowerCase().trim().replace(/\s+/g, '-'));
    }
    catch {
        // A lone surrogate cannot be encoded; the platform's renderer would fail the same way.
        return '';
    }
    const keepEscapes = /%[0-9A-F]{2}/.test(encoded);
    const slug = encoded.replace(keepEscapes ? /[^a-zA-Z0-9%_]+/g : /[^a-z0-9_]+/g, '-');
    return trimDashes(contractions(slug));
}
/** An ID as the page's renderer writes it: percent-escapes decoded, punctuation and emoji taken out. */
function cleanId(id) {
    let decoded;
    try {
        decoded = decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
    }
    catch {
        decoded = id;
    }
    return decoded.replace(/[?,;:!'"()[\]{}]/g, '').replace(EMOJI, '');
}
/** A `{#custom-id}` as the platform keeps it: blanks made `-`, markup characters, punctuation and emoji taken out. */
function customId(raw) {
    return raw
        .trim()
        .replace(/[<>"&?,;:!'()[\]{}]/g, '')
        .replace(EMOJI, '')
        .replace(/\s+/g, '-');
}
/**
 * Typographic quotes as the platform's renderer puts them in text: `'` becomes ’ (‘ at the start of a word) and
 * `"` becomes “ or ”. They are not ASCII, so they stay in heading IDs: `What's new` → `what’s-new`.
 */
function smartQuotes(text) {
    return text.replace(/['"]/g, (q, at) => {
        const opening = at === 0 || /[\s([{\u2014\u2013-]/.test(text[at - 1]);
        if (q === "'")
            return opening && /\w/.test(text[at + 1] ?? '') && !/\d/.test(text[at + 1] ?? '') ? '‘' : '’';
        return opening ? '“' : '”';
    });
}
/**
 * The slug of a component's title (`<Accordion>`, `<View>`) or a parameter's name: letters reduced to ASCII,
 * `&` read as `and`, anything else made `-`. `camel` splits camelCase words (parameter names).
 */
function componentSlug(text, camel = false) {
    let s = text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/&/g, ' and ');
    if (camel)
        s = s
            .replace(/([A-Z]{2,})(\d+)/g, '$1 $2')
            .replace(/([a-z\d]+)([A-Z]{2,})/g, '$1 $2')
            .replace(/([a-z\d])([A-Z])/g, '$1 $2')
            .replace(/([A-Z]+)([A-Z][a-rt-z\d]+)/g, '$1 $2');
    return trimDashes(contractions(s
        .toLowerCase()
        .replace(/[^a-z\d]+/g, '-')
        .replace(/\\/g, '')));
}
/** Components that do not pass an `id` on to the page: an `id` written on them is no link target. */
const WITHOUT_ID = new Set([
    'Info',
    'Warning',
    'Note',
    'Tip',
    'Check',
    'Danger',
    'Callout',
    'AccordionGroup',
    'Card',
    'CardGroup',
    'Tabs',
    'CodeGroup',
    'Column',
    'Columns',
    'Expandable',
    'Frame',
    'Icon',
    'Latex',
    'Mermaid',
    'Panel',
    'Prompt',
    'RequestExample',
    'ResponseExample',
    'Steps',
    'Tile',
    'Tooltip',
    'Tree',
    'Visibility',
    'Badge',
    'Color',
]);
/** Components whose `id` the page cleans as it cleans heading IDs. */
const CLEANED_ID = new Set(['Heading', 'Step', 'Update']);
/**
 * The anchors of a parsed file: headings (numbered from `-2` when they repeat, `{#custom-id}` and JSX `id`s
 * included, `noAnchor` ones left out), `id` attributes of elements that pass them on, and the IDs components make
 * from their props (tabs, accordions, views, steps, updates, parameter fields).
 */
function anchorsOf(x) {
    const ids = new Set();
    const shown = [];
    const add = (id, show) => {
        if (id === '')
            return;
        if (show && !ids.has(id))
            shown.push(id);
        ids.add(id);
    };
    // Two numberings: as the platform writes the text (typographic quotes) and as it stands in the file (the
    // vendor's checker reads it so); IDs of either are accepted, the first are suggested.
    const smart = new Numbering();
    const plain = new Numbering();
    for (const h of x.headings) {
        // Headings below level 4 get no ID; a JSX one keeps the `id` written on it (an element `id`, below).
        if (h.depth > 4 || (h.noAnchor && h.id === undefined))
            continue;
        if (h.id !== undefined) {
            const id = cleanId(h.jsx ? h.id : customId(h.id));
            add(id, true);
            if (h.noAnchor)
                continue;
            if (id !== '') {
                add(smart.next(id), true);
                add(plain.next(id), false);
                continue;
            }
        }
        add(cleanId(smart.next(headingSlug(smartQuotes(h.text)))), true);
        add(cleanId(plain.next(headingSlug(h.text))), false);
    }
    for (const e of x.ids) {
        if (WITHOUT_ID.has(e.element))
            continue;
        add(CLEANED_ID.has(e.element) ? cleanId(e.id) : e.id, true);
    }
    const titles = new Numbering();
    const params = new Map();
    const byComponent = new Map();
    for (const a of x.anchors) {
        switch (a.element) {
            case 'Tab':
            case 'Step':
            case 'Update':
                add(cleanId(titles.next(headingSlug(a.value))), true);
                break;
            case 'Accordion':
            case 'View': {
                const base = componentSlug(a.value.replace(':', '-'));
                const n = byComponent.get(base) ?? 0;
                byComponent.set(base, n + 1);
                add(n === 0 ? base : `${base}-${n}`, true);
                break;
            }
            default: {
                // Parameter fields: one name each (`query`, `path`, `body`, `header`, then `name`), numbered `_1`, `_2`.
                const base = componentSlug(`param-${a.value}`, true);
                const n = params.get(base) ?? 0;
                params.set(base, n + 1);
                add(componentSlug(`param-${a.value}${n > 0 ? `_${n}` : ''}`, true), true);
            }
        }
    }
    return { ids, shown };
}
/** Numbers repeated slugs as the platform does: the first stays, then `-2`, `-3`, … skipping any already taken. */
class Numbering {
    seen = new Map();
    /** The slug to use for the next occurrence of `slug`. */
    next(slug) {
        const count = this.seen.get(slug) ?? 0;
        this.seen.set(slug, count + 1);
        if (count === 0)
            return slug;
        let n = count + 1;
        while (this.seen.has(`${slug}-${n}`))
            n++;
        const out = `${slug}-${n}`;
        this.seen.set(out, 1);
        return out;
    }
}
/** Whether a `#fragment` (as written, percent-encoded or not) names one of the IDs of an anchor set. */
function hasAnchor(set, fragment) {
    // `#top` scrolls to the top of any page (HTML's own rule, whatever the case).
    if (fragment.toLowerCase() === 'top')
        return true;
    if (set.ids.has(fragment) || set.ids.has(safeDecode(fragment)))
        return true;
    // The page's own script cleans a fragment as it cleans IDs (the platform's checker reads it so too): `#step-1:-x`
    // and `#🚀-quickstart` reach `step-1-x` and `-quickstart`.
    return set.ids.has(cleanId(fragment));
}
function safeDecode(s) {
    try {
        return decodeURIComponent(s);
    }
    catch {
        return s;
    }
}
/** `it-s` → `its`, `don-t` → `dont`: a word followed by a lone `s` or `t` is a contraction. */
function contractions(slug) {
    return slug.replace(/([a-zA-Z\d]+)-([ts])(-|$)/g, '$1$2$3');
}
function trimDashes(s) {
    return s.replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
}
const EMOJI = /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|\u200D|\uFE0E|\uFE0F/gu;

;// CONCATENATED MODULE: ./src/model/fixes.ts
// Edits that rules attach to their findings, made from the text the model read: they change only the characters
// that must change, so that a fixed file keeps its formatting.



/** The text of a file as the model read it: docs.json and its `$ref` files, `.navlintrc.json`, a page's frontmatter. */
function sourceOf(model, file) {
    const known = model.sources.get(file);
    if (known)
        return known;
    if (model.rc?.file === file && model.rc.source)
        return model.rc.source;
    return model.openapi?.pageMeta.get((0,paths.toPosix)(external_node_path_default().relative(model.root, file)))?.source;
}
/** A fix that puts `text` in place of a span, whatever it holds. */
function replaceSpan(span, text) {
    return { file: span.file, edits: [{ range: { start: span.start, end: span.end }, text }] };
}
/**
 * A fix that turns the string written at `span` (a JSON string or a YAML scalar, quotes included) from `from` into
 * `to`, editing only the characters between their common start and end. Undefined when the value is not written
 * plainly (escapes, a YAML scalar over several lines) or the new characters would need quoting or escaping there.
 */
function replaceString(model, span, from, to) {
    const source = sourceOf(model, span.file);
    if (!source || from === to)
        return undefined;
    const start = source.offsetAt(span.start);
    const end = source.offsetAt(span.end);
    if (start === undefined || end === undefined)
        return undefined;
    const raw = source.text.slice(start, end);
    let quote;
    if (raw === from)
        quote = '';
    else if (raw.length === from.length + 2 && raw.slice(1, -1) === from && raw[0] === raw[raw.length - 1])
        quote = raw[0] === '"' || raw[0] === "'" ? raw[0] : undefined;
    if (quote === undefined)
        return undefined;
    const inner = start + (quote ? 1 : 0);
    const [p, s] = commonEnds(from, to);
    const middle = to.slice(p, to.length - s);
    if (!fitsQuoting(middle, quote, to))
        return undefined;
    return {
        file: span.file,
        edits: [
            {
                range: { start: source.position(inner + p), end: source.position(inner + from.length - s) },
                text: middle,
            },
        ],
    };
}
/** Whether new characters can be written as they are inside a value of this quoting, giving the value `whole`. */
function fitsQuoting(text, quote, whole) {
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(text))
        return false;
    if (quote === '"')
        return !/["\\]/.test(text);
    if (quote === "'")
        return !text.includes("'");
    // A plain YAML scalar must still read as the same string: no indicator first, no `: ` or ` #`, no blank at either
    // end, and nothing YAML reads as another type.
    return (whole !== '' &&
        !/^[-?:,[\]{}#&*!|>'"%@`\s]/.test(whole) &&
        !/\s$/.test(whole) &&
        !/: |:$| #/.test(whole) &&
        !/^(true|false|yes|no|on|off|null|~|[-+]?(\d[\d_]*)?\.?\d+([eE][-+]?\d+)?|0x[\da-fA-F]+|0o[0-7]+|[-+]?\.(inf|nan))$/i.test(whole));
}
function isHighSurrogate(c) {
    return c >= 0xd800 && c <= 0xdbff;
}
function isLowSurrogate(c) {
    return c >= 0xdc00 && c <= 0xdfff;
}
/**
 * A fix in a page or snippet at a position of its content (whose columns do not count a byte-order mark): moved to
 * count it, as fixes do.
 */
function contentEdit(model, file, start, end, text) {
    const shift = (p) => p.line === 1 && startsWithBom(model, file) ? { ...p, column: p.column + 1 } : p;
    return { file, edits: [{ range: { start: shift(start), end: shift(end) }, text }] };
}
/**
 * A fix in a page or snippet that turns `from`, written exactly once within `range` (a content range: a link, an
 * import, a tag), into `to`, editing only the characters between their common start and end. For content rules:
 * `replaceInContent(model, f.file, link.range, link.url, withoutExtension)`. Undefined when `from` is not there once.
 */
function replaceInContent(model, file, range, from, to) {
    const source = model.content?.source(file);
    if (!source || from === to || from === '')
        return undefined;
    const start = source.offsetAt({ line: range[0], column: range[1] });
    const end = source.offsetAt({ line: range[2], column: range[3] });
    if (start === undefined || end === undefined)
        return undefined;
    const within = source.text.slice(start, end);
    const at = within.indexOf(from);
    if (at < 0 || within.indexOf(from, at + 1) >= 0)
        return undefined;
    const [p, s] = commonEnds(from, to);
    const a = source.position(start + at + p);
    const b = source.position(start + at + from.length - s);
    return contentEdit(model, file, a, b, to.slice(p, to.length - s));
}
/** The lengths of the common start and the common end of two strings (never overlapping, never inside a pair). */
function commonEnds(from, to) {
    let p = 0;
    while (p < from.length && p < to.length && from[p] === to[p])
        p++;
    let s = 0;
    while (s < from.length - p && s < to.length - p && from[from.length - 1 - s] === to[to.length - 1 - s])
        s++;
    if (p > 0 && isHighSurrogate(from.charCodeAt(p - 1)))
        p--;
    if (s > 0 && isLowSurrogate(from.charCodeAt(from.length - s)))
        s--;
    return [p, s];
}
function startsWithBom(model, file) {
    try {
        const fd = model.fs.openSync(file, 'r');
        try {
            const b = new Uint8Array(3);
            const n = model.fs.readSync(fd, b, 0, 3, 0);
            return n === 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf;
        }
        finally {
            model.fs.closeSync(fd);
        }
    }
    catch {
        return false;
    }
}
/**
 * A fix that adds a redirect to docs.json: after the last entry of `redirects` (in the file that holds the array,
 * which may be a `$ref` file), or as a new `redirects` array at the end of the top-level object. The new text follows
 * the file's indentation, line breaks and the layout of the entry before it. Undefined when `redirects` is not an
 * array or the text is not at hand.
 */
function addRedirect(model, entry) {
    const docs = model.docs;
    if (!docs || docs.broken)
        return undefined;
    const prop = (0,jnode/* getProp */.GT)(docs, 'redirects');
    if (prop)
        return prop.value.type === 'array' && !prop.value.broken ? appendTo(model, prop.value, entry) : undefined;
    const source = sourceOf(model, docs.span.file);
    if (!source)
        return undefined;
    const layout = layoutOf(source);
    const own = docs.props.filter((p) => p.keySpan.file === docs.span.file && p.value.span.file === docs.span.file);
    const last = own.reduce((a, p) => (a === undefined || offset(source, p.value.span.end) > offset(source, a.value.span.end) ? p : a), undefined);
    if (!last)
        return undefined;
    const keyLine = last.keySpan.start.line;
    const oneLine = keyLine === docs.span.start.line;
    const at = last.value.span.end;
    if (oneLine) {
        const text = `,"redirects":[${entryText(entry, { spaced: false, colon: '', comma: '' })}]`;
        return { file: docs.span.file, edits: [{ range: { start: at, end: at }, text }] };
    }
    const indent = indentOf(source.line(keyLine));
    const inner = indent + layout.unit;
    const colon = /"\s*:(\s*)/.exec(source.line(keyLine))?.[1] ?? ' ';
    const text = `,${layout.eol}${indent}"redirects":${colon}[${layout.eol}${inner}` +
        `${entryText(entry, { spaced: true, colon, comma: ' ' })}${layout.eol}${indent}]`;
    return { file: docs.span.file, edits: [{ range: { start: at, end: at }, text }] };
}
/** Adds an entry after the last one of an array of redirects, or into an empty array. */
function appendTo(model, array, entry) {
    const file = array.span.file;
    const source = sourceOf(model, file);
    if (!source)
        return undefined;
    const layout = layoutOf(source);
    const last = array.items[array.items.length - 1];
    if (!last || last.span.file !== file) {
        // `[]`: the entry goes on a line of its own, one level in from the line that holds the bracket.
        const indent = indentOf(source.line(array.span.start.line));
        const start = { line: array.span.start.line, column: array.span.start.column + 1 };
        const end = { line: array.span.end.line, column: array.span.end.column - 1 };
        const text = `${layout.eol}${indent}${layout.unit}${entryText(entry, SPACED)}${layout.eol}${indent}`;
        return { file, edits: [{ range: { start, end }, text }] };
    }
    const at = last.span.end;
    const ownLine = last.span.start.line > array.span.start.line;
    const lastText = spanText(source, last.span);
    const multiLine = last.type === 'object' && last.span.end.line > last.span.start.line;
    const indent = indentOf(source.line(last.span.start.line));
    const sep = ownLine ? layout.eol + indent : ' ';
    let text;
    if (multiLine && last.type === 'object' && last.props.length > 0) {
        const keyIndent = indentOf(source.line(last.props[0].keySpan.start.line));
        const closeIndent = indentOf(source.line(last.span.end.line));
        const colon = /"\s*:(\s*)/.exec(lastText)?.[1] ?? ' ';
        text =
            `,${sep}{${layout.eol}${keyIndent}"source":${colon}${JSON.stringify(entry.source)},${layout.eol}` +
                `${keyIndent}"destination":${colon}${JSON.stringify(entry.destination)}${layout.eol}${closeIndent}}`;
    }
    else {
        const style = last.type === 'object'
            ? {
                spaced: /^\{\s/.test(lastText),
                colon: /"\s*:(\s*)/.exec(lastText)?.[1] ?? ' ',
                comma: /,(\s*)"/.exec(lastText)?.[1] ?? ' ',
            }
            : SPACED;
        text = `,${sep}${entryText(entry, style)}`;
    }
    return { file, edits: [{ range: { start: at, end: at }, text }] };
}
const SPACED = { spaced: true, colon: ' ', comma: ' ' };
/** `{ "source": "/a", "destination": "/b" }` in the given spacing. */
function entryText(e, style) {
    const pad = style.spaced ? ' ' : '';
    return (`{${pad}"source":${style.colon}${JSON.stringify(e.source)},${style.comma}` +
        `"destination":${style.colon}${JSON.stringify(e.destination)}${pad}}`);
}
/** How a file breaks lines and indents one level. */
function layoutOf(source) {
    const text = source.text;
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    let unit = '  ';
    const indents = text.match(/\n([ \t]+)\S/g);
    if (indents) {
        const first = indents[0].slice(1).match(/^[ \t]+/)[0];
        if (first.startsWith('\t'))
            unit = '\t';
        else {
            const widths = indents.map((m) => m.slice(1).match(/^ */)[0].length).filter((n) => n > 0);
            if (widths.length > 0)
                unit = ' '.repeat(Math.min(...widths));
        }
    }
    return { eol, unit };
}
function indentOf(line) {
    return /^[ \t]*/.exec(line)[0];
}
function offset(source, p) {
    return source.offsetAt(p) ?? -1;
}
function spanText(source, span) {
    const a = source.offsetAt(span.start);
    const b = source.offsetAt(span.end);
    return a === undefined || b === undefined ? '' : source.text.slice(a, b);
}

// EXTERNAL MODULE: ./src/model/pages.ts
var pages = __webpack_require__(5449);
// EXTERNAL MODULE: ./src/model/redirects.ts
var redirects = __webpack_require__(53368);
;// CONCATENATED MODULE: ./src/model/links.ts








/** Extensions of files the platform serves as they are (not pages). */
const STATIC_EXTENSIONS = new Set(('png jpg jpeg jfif gif webp avif svg svgz ico bmp tif tiff apng mp4 webm mov m4v ogg ogv mp3 wav m4a json yaml ' +
    'yml css js mjs woff woff2 ttf otf eot pdf txt xml csv zip gz tgz html').split(' '));
/** Most redirects followed from one URL before the chain counts as endless. */
const MAX_REDIRECT_HOPS = 20;
/**
 * Every URL the site serves, in hash tables built once: page files (listed or hidden, not ignored), generated
 * OpenAPI pages, static files and redirect sources; and the anchors of each page, worked out when first asked for.
 */
class SiteUrls {
    model;
    pages = new Map();
    ignoredPages = new Map();
    operations = new Set();
    redirects;
    remote = [];
    anchorCache = new Map();
    prefixes;
    folders;
    byDir;
    byBase;
    urls;
    filesByDir;
    filesByBase;
    constructor(model) {
        this.model = model;
        const files = model.files;
        const listed = new Set();
        for (const ref of (0,pages/* pageRefs */.yk)(model)) {
            const res = files.resolvePage(ref.path.replace(/\.mdx?$/i, ''));
            if (res.status === 'found')
                listed.add(res.file);
        }
        // Two files may claim one URL: the platform takes `x.mdx`, then `x.md`, then `x/index.mdx`, then `x/index.md`.
        const rank = (rel) => (/(^|\/)index\.mdx?$/.test(rel) ? 2 : 0) + (rel.endsWith('.md') ? 1 : 0);
        const claim = (url, rel) => {
            const known = this.pages.get(url);
            if (known === undefined || rank(rel) < rank(known))
                this.pages.set(url, rel);
        };
        for (const rel of files.pageFiles) {
            if ((0,load_files/* isDefaultIgnored */.GU)(rel) && !listed.has(rel))
                continue;
            claim((0,load_files/* pageUrl */.fi)(rel), rel);
            if (/(^|\/)index\.mdx?$/.test(rel))
                claim('/' + (0,load_files/* pagePathOf */.KQ)(rel), rel);
        }
        for (const rel of files.files)
            if ((0,load_files/* isPageFile */.MV)(rel) && files.isIgnored(rel) && !rel.startsWith('snippets/')) {
                const url = (0,load_files/* pageUrl */.fi)(rel);
                if (!this.pages.has(url) && !this.ignoredPages.has(url))
                    this.ignoredPages.set(url, rel);
            }
        for (const u of model.openapi?.operationUrls ?? [])
            this.operations.add((0,redirects/* normalizeUrl */.l2)(decodeSafe(u)));
        // A source with a `#fragment` or a `?query` never matches a URL path (redirect-invalid reports it).
        this.redirects = new redirects/* RedirectIndex */.lV((0,redirects/* readRedirects */.Iq)(model).redirects.filter((r) => !/[#]/.test(r.source) && (0,redirects/* stripQuery */.jI)(r.source) === r.source));
        const oa = model.openapi;
        if (oa) {
            const seen = new Set();
            const area = (source, span, directory) => {
                const prefix = `/${(directory ?? 'api-reference').replace(/^\/+|\/+$/g, '')}/`;
                if (seen.has(source + '\0' + prefix))
                    return;
                seen.add(source + '\0' + prefix);
                this.remote.push({ source, span, prefix: decodeSafe(prefix) });
            };
            for (const es of oa.elementSpecs)
                if (es.resolution.status === 'remote' && !es.spec)
                    area(es.source.source, es.source.node.span, es.directory);
            for (const r of oa.entryResults)
                if (r.status === 'spec-unavailable' && r.ref.spec !== undefined && /^https?:/i.test(r.ref.spec))
                    area(r.ref.spec, r.entry.node.span, r.scope?.directory);
        }
    }
    /** What serves a URL path (decoded, from the site root). */
    resolve(url) {
        const u = (0,redirects/* normalizeUrl */.l2)(url);
        const page = this.pages.get(u);
        if (page !== undefined)
            return { kind: 'page', file: page };
        if (u === '/')
            return { kind: 'home' };
        if (this.operations.has(u))
            return { kind: 'operation' };
        const rel = u.slice(1);
        if (!(0,load_files/* isPageFile */.MV)(rel) && this.model.files.files.has(rel) && !this.model.files.isIgnored(rel))
            return { kind: 'static', file: rel };
        const match = this.redirects.match(u);
        if (match)
            return { kind: 'redirect', match, end: this.follow(match) };
        if (this.pageFolders().has(u + '/'))
            return { kind: 'folder' };
        const area = this.remote.find((a) => (u + '/').startsWith(a.prefix));
        if (area)
            return { kind: 'remote', area };
        const ignored = this.ignoredPages.get(u);
        if (ignored !== undefined)
            return { kind: 'ignored', file: ignored };
        return { kind: 'missing' };
    }
    /** Follows a redirect, and those that cover its destination, to where readers end up. */
    follow(first) {
        const seen = new Set();
        let m = first;
        for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop++) {
            const dest = (0,redirects/* applyRedirect */.vA)(m);
            if (/^[a-z][a-z0-9+.-]*:/i.test(dest) || dest.startsWith('//'))
                return { kind: 'external' };
            const p = (0,redirects/* normalizeUrl */.l2)(decodeSafe(dest.replace(/[?#].*$/, '')));
            if (seen.has(p))
                return { kind: 'loop' };
            seen.add(p);
            const next = this.redirects.match(p);
            if (!next)
                return { kind: 'url', url: p, target: this.resolve(p), fragment: dest.includes('#') };
            m = next;
        }
        return { kind: 'loop' };
    }
    /** Folder URLs (`/guides/`) that hold a page or an API page, at any depth. */
    pageFolders() {
        if (!this.folders) {
            this.folders = new Set();
            for (const u of [...this.pages.keys(), ...this.operations])
                addFolders(this.folders, u);
        }
        return this.folders;
    }
    /** Whether anything is served below a folder URL (`/v2/`): a page, an API page, a static file or a redirect source. */
    servesBelow(folder) {
        if (!this.prefixes) {
            const all = new Set(this.pageFolders());
            for (const f of this.model.files.files)
                if (!this.model.files.isIgnored(f))
                    addFolders(all, '/' + f);
            for (const r of this.redirects.redirects)
                addFolders(all, (0,redirects/* normalizeUrl */.l2)(decodeSafe(r.source.replace(/[:*].*$/, ''))) + '/');
            this.prefixes = all;
        }
        return folder === '/' || this.prefixes.has(folder) || this.remote.some((a) => folder.startsWith(a.prefix));
    }
    /** The anchors of a page or snippet file: its own and those of the snippets it imports (transitively). */
    anchors(rel) {
        const known = this.anchorCache.get(rel);
        if (known)
            return known;
        const content = this.model.content;
        const start = content?.get(rel);
        // A page that does not parse has IDs nobody can know (mdx-syntax reports it).
        if (!content || !start || start.extract.kind !== 'mdx' || start.extract.error)
            return undefined;
        const ids = new Set();
        const shown = [];
        const seen = new Set([rel]);
        const queue = [start];
        while (queue.length > 0) {
            const f = queue.shift();
            if (f.extract.kind !== 'mdx')
                continue;
            const own = anchorsOf(f.extract);
            for (const id of own.ids)
                ids.add(id);
            for (const id of own.shown)
                shown.push(id);
            for (const imp of f.extract.imports) {
                const res = content.resolveImport(f, imp);
                if (res.status === 'found' && res.file && !seen.has(res.rel)) {
                    seen.add(res.rel);
                    queue.push(res.file);
                }
            }
        }
        const set = { ids, shown: [...new Set(shown)] };
        this.anchorCache.set(rel, set);
        return set;
    }
    /** The page or API page URL most like a URL that serves nothing, if one is close enough. */
    closestPage(url) {
        if (!this.urls) {
            this.urls = [...new Set([...this.pages.keys()].filter((u) => !/(^|\/)index$/.test(u)))];
            for (const u of this.operations)
                if (!this.pages.has(u))
                    this.urls.push(u);
            this.byDir = new Map();
            this.byBase = new Map();
            for (const u of this.urls) {
                push(this.byDir, external_node_path_default().posix.dirname(u), u);
                push(this.byBase, external_node_path_default().posix.basename(u), u);
            }
        }
        const local = [
            ...(this.byDir.get(external_node_path_default().posix.dirname(url)) ?? []),
            ...(this.byBase.get(external_node_path_default().posix.basename(url)) ?? []),
        ];
        return (0,core_suggest/* closest */.kp)(url, local) ?? (this.urls.length <= FULL_SEARCH_LIMIT ? (0,core_suggest/* closest */.kp)(url, this.urls) : undefined);
    }
    /** The file most like a missing static file: a near name in the same folder, or the same name elsewhere. */
    closestFile(url) {
        if (!this.filesByDir) {
            this.filesByDir = new Map();
            this.filesByBase = new Map();
            for (const f of this.model.files.files) {
                if ((0,load_files/* isPageFile */.MV)(f) || this.model.files.isIgnored(f))
                    continue;
                push(this.filesByDir, external_node_path_default().posix.dirname(f), external_node_path_default().posix.basename(f));
                push(this.filesByBase, external_node_path_default().posix.basename(f), f);
            }
        }
        const rel = url.slice(1);
        const dir = external_node_path_default().posix.dirname(rel);
        const name = external_node_path_default().posix.basename(rel);
        const here = this.filesByDir.get(dir) ?? [];
        // The same name in another format, else a near name in the same format.
        const ext = extensionOf(name);
        const stem = (f) => f.slice(0, f.length - (extensionOf(f).length > 0 ? extensionOf(f).length + 1 : 0));
        const stems = new Map(here.filter((f) => extensionOf(f) === ext).map((f) => [stem(f), f]));
        const near = here.find((f) => stem(f) === stem(name) && f !== name) ?? stems.get((0,core_suggest/* closest */.kp)(stem(name), stems.keys()) ?? '');
        if (near !== undefined)
            return '/' + (dir === '.' ? near : `${dir}/${near}`);
        const same = this.filesByBase.get(external_node_path_default().posix.basename(rel)) ?? [];
        return same.length > 0 ? '/' + ((0,core_suggest/* closest */.kp)(rel, same, 1) ?? [...same].sort()[0]) : undefined;
    }
}
/** Above this many URLs, suggestions look only in the same folder and at the same last segment. */
const FULL_SEARCH_LIMIT = 5000;
const cache = new WeakMap();
/** The site's URLs, built once per model (the redirect rules use them without content). */
function siteUrlsOf(model) {
    const done = cache.get(model);
    if (done)
        return done.urls;
    let urls = urlCache.get(model);
    if (!urls)
        urlCache.set(model, (urls = new SiteUrls(model)));
    return urls;
}
const urlCache = new WeakMap();
/** Every link of the pages, snippets and docs.json, resolved once per model (content must be parsed for pages). */
function linkCheckOf(model) {
    let done = cache.get(model);
    if (!done)
        cache.set(model, (done = new LinkChecker(model, siteUrlsOf(model)).run()));
    return done;
}
class LinkChecker {
    model;
    urls;
    out;
    /** Pages that import each snippet, directly or through other snippets. */
    importers;
    constructor(model, urls) {
        this.model = model;
        this.urls = urls;
        this.out = { urls, links: [], unchecked: new Map(), linkedPages: new Set() };
    }
    run() {
        const content = this.model.content;
        for (const f of content?.files ?? []) {
            if (f.extract.kind !== 'mdx')
                continue;
            for (const link of f.extract.links) {
                if (link.kind === 'definition' && link.usedAs === undefined)
                    continue;
                this.content(f, link);
            }
        }
        this.docs();
        return this.out;
    }
    content(f, link) {
        const written = link.raw ?? link.url;
        const asset = link.kind === 'image' ||
            link.usedAs === 'image' ||
            (link.kind === 'jsx' && link.attribute !== 'href' && link.element !== 'iframe');
        const what = link.kind === 'jsx'
            ? `\`<${link.element} ${link.attribute}>\``
            : link.kind === 'image' || link.usedAs === 'image'
                ? 'Image'
                : 'Link';
        this.judge({ from: f, span: this.model.content.span(f, link.range), range: link.range, written, asset, what }, link.url);
    }
    /** Resolves one link and records it. */
    judge(c, url, bases) {
        const s = url.trim();
        if (s === '' || /^[a-z][a-z0-9+.-]*:/i.test(s) || s.startsWith('//'))
            return;
        const hash = s.indexOf('#');
        const fragment = hash >= 0 ? s.slice(hash + 1) : undefined;
        const beforeHash = hash >= 0 ? s.slice(0, hash) : s;
        const pathPart = beforeHash.replace(/\?.*$/, '');
        if (pathPart === '') {
            // `#fragment` (or `?query`) alone: the same page.
            if (fragment && c.from)
                this.anchor(c, fragment, c.from.rel, true);
            if (fragment && c.from)
                this.out.links.push(c);
            return;
        }
        const relative = !pathPart.startsWith('/');
        const candidates = relative ? (bases ?? this.basesOf(c.from)) : ['/'];
        let first;
        let failed;
        for (const base of candidates) {
            const resolved = resolvePath(pathPart, base);
            if (resolved === undefined)
                continue;
            const r = { url: resolved, target: this.urls.resolve(resolved), base };
            first ??= r;
            if (resolves(r.target)) {
                first = r;
                break;
            }
            failed ??= { url: resolved, base };
        }
        if (!first)
            return;
        // Folders whose names start with a dot (`/.well-known/`) are not listed here: what they serve is not known.
        if (first.url.split('/').some((seg) => seg.startsWith('.')))
            return;
        if (failed && resolves(first.target))
            c.brokenFrom = failed;
        c.url = first.url;
        c.target = first.target;
        if (relative) {
            c.base = first.base;
            if (!resolves(first.target))
                c.elsewhere = this.elsewhere(c.from, pathPart);
        }
        if (/\.mdx?$/i.test(first.url)) {
            const bare = first.url.replace(/\.mdx?$/i, '');
            const t = this.urls.resolve(bare);
            if (resolves(t)) {
                c.withoutExtension = c.written.replace(/\.mdx?(?=[?#]|$)/i, '');
                if (t.kind === 'page' && t.file === first.url.slice(1))
                    c.sameFile = true;
                c.url = bare;
                c.target = t;
            }
        }
        if (!c.asset && c.target.kind === 'missing' && STATIC_EXTENSIONS.has(extensionOf(c.url)))
            c.asset = true;
        // Through redirects, the page readers end up on (a fragment of the link is kept unless the redirect sets one).
        let t = c.target;
        let keepsFragment = true;
        if (t.kind === 'redirect' && t.end.kind === 'url') {
            keepsFragment = !t.end.fragment;
            c.via = t.match;
            t = t.end.target;
        }
        if (t.kind === 'remote')
            this.out.unchecked.set(t.area, (this.out.unchecked.get(t.area) ?? 0) + 1);
        if (t.kind === 'page' && t.file !== c.from?.rel)
            this.out.linkedPages.add(t.file);
        if (fragment && keepsFragment) {
            if (t.kind === 'page')
                this.anchor(c, fragment, t.file, false);
            else if (t.kind === 'home') {
                const index = this.urls.resolve('/index');
                if (index.kind === 'page')
                    this.anchor(c, fragment, index.file, false);
            }
        }
        this.out.links.push(c);
    }
    /** Notes a fragment that names no ID of the file it leads to (and, for a snippet's own fragment, of its pages). */
    anchor(c, fragment, rel, samePage) {
        if (fragment === '' || this.generatedContent(rel))
            return;
        const sets = [];
        const own = this.urls.anchors(rel);
        if (own)
            sets.push(own);
        // A snippet's `#fragment` names an ID of the page that shows it.
        if (samePage && c.from?.snippet)
            for (const page of this.importersOf(rel)) {
                const a = this.urls.anchors(page);
                if (a)
                    sets.push(a);
            }
        if (sets.length === 0 || sets.some((a) => hasAnchor(a, fragment)))
            return;
        const shown = [...new Set(sets.flatMap((a) => a.shown))];
        const near = (0,core_suggest/* closest */.kp)(decodeSafe(fragment), shown);
        c.anchorMissing = { fragment, page: rel, ...(near !== undefined ? { closest: near } : {}) };
    }
    /**
     * Where a relative link that leads nowhere would lead if it were read as some authors mean it: from the root
     * (`guides/a`), or from the file's folder (`./a` in `guides/index.mdx`, whose URL is `/guides`). None when that
     * leads nowhere either.
     */
    elsewhere(f, pathPart) {
        const bases = [];
        if (!pathPart.startsWith('.'))
            bases.push(['root', '/']);
        if (f)
            bases.push(['folder', '/' + f.rel.replace(/[^/]*$/, '')]);
        for (const [from, base] of bases) {
            const url = resolvePath(pathPart, base);
            if (url !== undefined && resolves(this.urls.resolve(url)))
                return { url, from };
        }
        return undefined;
    }
    /** Whether a page shows content generated from an OpenAPI or AsyncAPI operation, whose IDs are not known here. */
    generatedContent(rel) {
        const meta = this.model.openapi?.pageMeta.get(rel);
        return meta?.openapi !== undefined || (0,jnode/* getProp */.GT)(meta?.data, 'asyncapi') !== undefined;
    }
    /** The URLs a relative link of a file is read against: the page's own, or those of the pages that show a snippet. */
    basesOf(f) {
        if (!f)
            return ['/'];
        const pages = f.page ? [f.rel] : this.importersOf(f.rel);
        // A folder's `index` page is served at the folder's URL and at its own (`/guides` and `/guides/index`), which
        // a relative link reads differently.
        return (pages.length > 0 ? pages : [f.rel]).flatMap((rel) => /(^|\/)index\.mdx?$/i.test(rel) ? [(0,load_files/* pageUrl */.fi)(rel), '/' + (0,load_files/* pagePathOf */.KQ)(rel)] : [(0,load_files/* pageUrl */.fi)(rel)]);
    }
    /** The pages that show a snippet, through any number of snippets between. */
    importersOf(rel) {
        if (!this.importers) {
            const direct = new Map();
            const content = this.model.content;
            for (const f of content?.files ?? []) {
                if (f.extract.kind !== 'mdx')
                    continue;
                for (const imp of f.extract.imports) {
                    const res = content.resolveImport(f, imp);
                    if (res.status === 'found' && res.rel !== f.rel)
                        push(direct, res.rel, f.rel);
                }
            }
            this.importers = new Map();
            for (const snippet of direct.keys()) {
                const pages = new Set();
                const seen = new Set([snippet]);
                const queue = [...direct.get(snippet)];
                while (queue.length > 0) {
                    const r = queue.shift();
                    if (seen.has(r))
                        continue;
                    seen.add(r);
                    if (content.get(r)?.page)
                        pages.add(r);
                    queue.push(...(direct.get(r) ?? []));
                }
                this.importers.set(snippet, [...pages].sort());
            }
        }
        return this.importers.get(rel) ?? [];
    }
    /** Links of docs.json: paths in `href`s (global anchors are page references, judged as such) and file settings. */
    docs() {
        const docs = this.model.docs;
        if (!docs)
            return;
        const skip = new Set();
        for (const el of this.model.elements) {
            const href = (0,jnode/* getProp */.GT)(el.node, 'href')?.value;
            if (href && (el.isGlobalEntry || el.dropped))
                skip.add(href);
        }
        const walk = (node, where) => {
            if (node.type === 'array')
                node.items.forEach((item, i) => walk(item, `${where}[${i}]`));
            if (node.type !== 'object')
                return;
            for (const p of node.props) {
                const at = where === '' ? p.key : `${where}.${p.key}`;
                if (p.key === 'redirects' && where === '')
                    continue;
                const v = p.value;
                if (p.key === 'href' && v.type === 'string' && !skip.has(v)) {
                    const raw = v.value;
                    if (raw.startsWith('/') && !raw.startsWith('//'))
                        this.judge({ span: v.span, written: raw, asset: false, what: `\`${at}\`` }, raw);
                }
                else
                    walk(v, at);
            }
        };
        walk(docs, '');
        const banner = (0,jnode/* getProp */.GT)((0,jnode/* getProp */.GT)(docs, 'banner')?.value, 'content')?.value;
        if (banner?.type === 'string')
            for (const m of banner.value.matchAll(/\]\(\s*<?([^)\s>]+)/g))
                if (m[1].startsWith('/'))
                    this.judge({ span: banner.span, written: m[1], asset: false, what: 'Link in `banner.content`' }, m[1]);
        for (const [at, node] of fileSettings(docs)) {
            const raw = node.value;
            if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//') || raw.trim() === '')
                continue;
            // A file setting names a file from the docs root, with or without `/` or `./` in front.
            const rel = '/' +
                raw
                    .trim()
                    .replace(/^(\.\/)+/, '')
                    .replace(/^\/+/, '');
            this.judge({ span: node.span, written: raw, asset: true, what: `\`${at}\`` }, rel);
        }
    }
}
/** The docs.json settings that name a file: `logo`, `favicon`, `background.image`, `thumbnails.background`, fonts. */
function fileSettings(docs) {
    const out = [];
    const one = (at, node) => {
        if (node?.type === 'string')
            out.push([at, node]);
        else if (node?.type === 'object')
            for (const mode of ['light', 'dark']) {
                const v = (0,jnode/* getProp */.GT)(node, mode)?.value;
                if (v?.type === 'string')
                    out.push([`${at}.${mode}`, v]);
            }
    };
    one('logo', (0,jnode/* getProp */.GT)(docs, 'logo')?.value);
    one('favicon', (0,jnode/* getProp */.GT)(docs, 'favicon')?.value);
    one('background.image', (0,jnode/* getProp */.GT)((0,jnode/* getProp */.GT)(docs, 'background')?.value, 'image')?.value);
    one('thumbnails.background', (0,jnode/* getProp */.GT)((0,jnode/* getProp */.GT)(docs, 'thumbnails')?.value, 'background')?.value);
    const fonts = (0,jnode/* getProp */.GT)(docs, 'fonts')?.value;
    for (const [at, node] of [
        ['fonts.source', (0,jnode/* getProp */.GT)(fonts, 'source')?.value],
        ['fonts.heading.source', (0,jnode/* getProp */.GT)((0,jnode/* getProp */.GT)(fonts, 'heading')?.value, 'source')?.value],
        ['fonts.body.source', (0,jnode/* getProp */.GT)((0,jnode/* getProp */.GT)(fonts, 'body')?.value, 'source')?.value],
    ])
        if (node?.type === 'string')
            out.push([at, node]);
    return out;
}
/** A link's path resolved against a page URL as a browser does (`.` and `..` segments too), decoded; a trailing slash dropped. */
function resolvePath(pathPart, base) {
    let u;
    try {
        u = new URL(pathPart, 'http://site.invalid' + base.split('/').map(encodeURIComponent).join('/'));
    }
    catch {
        return undefined;
    }
    return (0,redirects/* normalizeUrl */.l2)(decodeSafe(u.pathname));
}
function extensionOf(url) {
    const base = url.slice(url.lastIndexOf('/') + 1);
    const dot = base.lastIndexOf('.');
    return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}
/** Whether a URL serves something (a redirect counts, wherever it leads). */
function resolves(t) {
    return t.kind !== 'missing' && t.kind !== 'ignored';
}
/** Adds every folder above a URL path (`/a/b/c` → `/a/b/`, `/a/`) to a set. */
function addFolders(set, url) {
    for (let i = url.lastIndexOf('/'); i > 0; i = url.lastIndexOf('/', i - 1)) {
        const p = url.slice(0, i + 1);
        if (set.has(p))
            break;
        set.add(p);
    }
}
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}
function decodeSafe(s) {
    try {
        return decodeURIComponent(s);
    }
    catch {
        return s;
    }
}
/** The `?query#fragment` of a link as written (empty when it has neither). */
function writtenSuffix(written) {
    const at = written.search(/[?#]/);
    return at < 0 ? '' : written.slice(at);
}
/** The edit that writes a link as `to` where it stands: in its page or snippet, or as a docs.json string. */
function linkFix(model, link, to) {
    if (link.from && link.range)
        return replaceInContent(model, link.from.file, link.range, link.written, to);
    return replaceString(model, link.span, link.written, to);
}

// EXTERNAL MODULE: ./src/model/openapi.ts + 1 modules
var model_openapi = __webpack_require__(48785);
// EXTERNAL MODULE: ./src/model/nav.ts
var nav = __webpack_require__(70380);
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
    const model = {
        root,
        configFile,
        config,
        docs,
        navigationProp,
        elements: [],
        entries: [],
        files,
        fs,
        sources: config.sources,
        rc,
    };
    hooks.onFiles?.(model);
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
        return first.start.line === here.start.line
            ? `line ${first.start.line}, column ${first.start.column}`
            : `line ${first.start.line}`;
    return `${(0,paths.toPosix)(external_node_path_default().relative(model.root, first.file))}:${first.start.line}`;
}

// EXTERNAL MODULE: ./src/model/counts.ts
var counts = __webpack_require__(24325);
;// CONCATENATED MODULE: ./src/rules/rule.ts

/** A change offered as the one suggestion of a finding, when there is one (spread into a report). */
function suggestion(fix, description) {
    return fix ? { suggestions: [{ ...(description !== undefined ? { description } : {}), fix }] } : {};
}
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
            ...(r.help !== undefined ? { help: r.help } : {}),
            ...(r.fix !== undefined ? { fix: r.fix } : {}),
            ...(r.suggestions !== undefined && r.suggestions.length > 0 ? { suggestions: r.suggestions } : {}),
            ...(r.page !== undefined ? { page: r.page } : {}),
        }),
    });
    return out;
}
const ARTICLE = {
    string: 'a string',
    boolean: 'a boolean (`true` or `false`)',
    number: 'a number',
    integer: 'an integer',
    object: 'an object',
    array: 'an array',
    null: 'null',
};
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
    meta: {
        id: 'config-invalid-json',
        summary: 'docs.json (or a file it includes with `$ref`) is not valid JSON.',
        defaultSeverity: 'error',
        category: 'config',
    },
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
            return (`${ref} makes docs.json hold more than ${p.max} values with the files it includes; navlint stops ` +
                `resolving \`$ref\` here.`);
    }
}
/** A `$ref` whose file is missing, outside the docs root, or part of a cycle. */
/* harmony default export */ const config_ref_unresolved = (createRule({
    meta: {
        id: 'config-ref-unresolved',
        summary: 'A `$ref` in docs.json names a file that is missing, outside the docs root, or part of a cycle.',
        defaultSeverity: 'error',
        category: 'config',
    },
    check({ model, report }) {
        for (const issue of model.config.refIssues)
            report({ span: issue.span, message: describeRefIssue(issue) });
    },
}));

;// CONCATENATED MODULE: ./src/rules/config-duplicate-key.ts

/** A key written twice in one object of docs.json. */
/* harmony default export */ const config_duplicate_key = (createRule({
    meta: {
        id: 'config-duplicate-key',
        summary: 'A key appears twice in one object; only the last one takes effect.',
        defaultSeverity: 'warning',
        category: 'config',
    },
    check({ model, report }) {
        for (const p of model.config.duplicateKeys) {
            report({
                span: p.keySpan,
                message: `Duplicate key "${p.key}": the platform keeps only this last one and ignores the earlier one.`,
            });
        }
    },
}));

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(42463);
var ajv_default = /*#__PURE__*/__webpack_require__.n(ajv);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var dist = __webpack_require__(82815);
var dist_default = /*#__PURE__*/__webpack_require__.n(dist);
;// CONCATENATED MODULE: ./src/core/schema.ts



// ajv and ajv-formats are CommonJS: their default export sits on `.default` under NodeNext.
const Ajv = (ajv_default())["default"];
const addFormats = (dist_default())["default"];
// The schemas are navlint's own and fixed: checking them against the meta-schema, or optimising the code compiled
// from them, on every run only costs start-up time (validation gives the same results either way).
const schema_ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false, code: { optimize: false } });
addFormats(schema_ajv);
const schema_cache = new Map();
/** Validates a parsed node against a schema; errors point at the failing value. */
function validateShape(node, shape) {
    const compiled = isCompiled(shape) ? shape : undefined;
    const schema = compiled ? compiled.schema : shape;
    let validate = compiled?.validate;
    validate ??= schema_cache.get(schema);
    if (!validate) {
        validate = schema_ajv.compile(schema);
        schema_cache.set(schema, validate);
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
        const path = e.instancePath
            .split('/')
            .slice(1)
            .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
            .join('.');
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
function isCompiled(shape) {
    return typeof shape.validate === 'function' && typeof shape.schema === 'object';
}

// EXTERNAL MODULE: ./src/model/shapes.ts
var shapes = __webpack_require__(79659);
// EXTERNAL MODULE: ./node_modules/ajv/dist/runtime/ucs2length.js
var ucs2length = __webpack_require__(36214);
;// CONCATENATED MODULE: ./src/model/validators.generated.js
// Generated by scripts/gen-validators.mjs from src/model/schemas.ts: do not edit (`npm run build` rewrites it).
/* eslint-disable */

const runtime0 = ucs2length["default"] ?? ucs2length;

const settings = validate0;
const schema0 = {"type":"object","properties":{"theme":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"colors":{"type":"object","properties":{"primary":{"type":"string","pattern":"^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$","x-expected":"a hex colour such as \"#0D9373\""}}},"styling":{"type":"object","properties":{"eyebrows":{"type":"string","enum":["section","breadcrumbs"]}}},"interaction":{"type":"object","properties":{"drilldown":{"type":"boolean"}}},"api":{"type":"object","properties":{"playground":{"type":"object","properties":{"proxy":{"type":"boolean"}}}}}}};
const func0 = runtime0;
const pattern0 = new RegExp("^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.theme !== undefined){
let data0 = data.theme;
if(typeof data0 === "string"){
if(func0(data0) < 1){
const err0 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func0(data1) < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.colors !== undefined){
let data2 = data.colors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.primary !== undefined){
let data3 = data2.primary;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err4 = {instancePath:instancePath+"/colors/primary",schemaPath:"#/properties/colors/properties/primary/pattern",keyword:"pattern",params:{pattern: "^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$"},message:"must match pattern \""+"^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/colors/primary",schemaPath:"#/properties/colors/properties/primary/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/colors",schemaPath:"#/properties/colors/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.styling !== undefined){
let data4 = data.styling;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.eyebrows !== undefined){
let data5 = data4.eyebrows;
if(typeof data5 !== "string"){
const err7 = {instancePath:instancePath+"/styling/eyebrows",schemaPath:"#/properties/styling/properties/eyebrows/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data5 === "section") || (data5 === "breadcrumbs"))){
const err8 = {instancePath:instancePath+"/styling/eyebrows",schemaPath:"#/properties/styling/properties/eyebrows/enum",keyword:"enum",params:{allowedValues: schema0.properties.styling.properties.eyebrows.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/styling",schemaPath:"#/properties/styling/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.interaction !== undefined){
let data6 = data.interaction;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.drilldown !== undefined){
if(typeof data6.drilldown !== "boolean"){
const err10 = {instancePath:instancePath+"/interaction/drilldown",schemaPath:"#/properties/interaction/properties/drilldown/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/interaction",schemaPath:"#/properties/interaction/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.api !== undefined){
let data8 = data.api;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.playground !== undefined){
let data9 = data8.playground;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.proxy !== undefined){
if(typeof data9.proxy !== "boolean"){
const err12 = {instancePath:instancePath+"/api/playground/proxy",schemaPath:"#/properties/api/properties/playground/properties/proxy/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/api/playground",schemaPath:"#/properties/api/properties/playground/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}

const root = validate1;
const schema1 = {"type":"object","properties":{"global":{"type":"object"},"directory":{"type":"string"},"openapi":{"anyOf":[{"anyOf":[{"type":"string"},{"type":"object","required":["source"],"properties":{"source":{"type":"string"},"directory":{"type":"string"}}}]},{"type":"array","items":{"anyOf":[{"type":"string"},{"type":"object","required":["source"],"properties":{"source":{"type":"string"},"directory":{"type":"string"}}}]}}],"x-expected":"a path or URL, an object `{ \"source\": …, \"directory\"?: … }`, or an array of these"},"asyncapi":{"anyOf":[{"type":"string"},{"type":"object"},{"type":"array"}],"x-expected":"a path, an object or an array"},"products":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"languages":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"versions":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"tabs":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"dropdowns":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"anchors":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"groups":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"pages":{"type":"array","items":{"type":["string","object"],"x-expected":"a page path (string) or a group object"},"x-expected":"an array of page paths and group objects"}}};

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.global !== undefined){
let data0 = data.global;
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
const err0 = {instancePath:instancePath+"/global",schemaPath:"#/properties/global/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.directory !== undefined){
if(typeof data.directory !== "string"){
const err1 = {instancePath:instancePath+"/directory",schemaPath:"#/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.openapi !== undefined){
let data2 = data.openapi;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs11 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.source === undefined){
const err3 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.source !== undefined){
if(typeof data2.source !== "string"){
const err4 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data2.directory !== undefined){
if(typeof data2.directory !== "string"){
const err5 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err7 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs17 = errors;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data5 = data2[i0];
const _errs20 = errors;
let valid6 = false;
const _errs21 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs21 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs23 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.source === undefined){
const err9 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5.source !== undefined){
if(typeof data5.source !== "string"){
const err10 = {instancePath:instancePath+"/openapi/" + i0+"/source",schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data5.directory !== undefined){
if(typeof data5.directory !== "string"){
const err11 = {instancePath:instancePath+"/openapi/" + i0+"/directory",schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid2 = _errs23 === errors;
valid6 = valid6 || _valid2;
}
if(!valid6){
const err13 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err15 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.asyncapi !== undefined){
let data8 = data.asyncapi;
const _errs30 = errors;
let valid8 = false;
const _errs31 = errors;
if(typeof data8 !== "string"){
const err16 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid3 = _errs31 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs33 = errors;
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
const err17 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid3 = _errs33 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs35 = errors;
if(!(Array.isArray(data8))){
const err18 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid3 = _errs35 === errors;
valid8 = valid8 || _valid3;
}
}
if(!valid8){
const err19 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
if(data.products !== undefined){
let data9 = data.products;
if(Array.isArray(data9)){
if(data9.length < 1){
const err20 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(!(data10 && typeof data10 == "object" && !Array.isArray(data10))){
const err21 = {instancePath:instancePath+"/products/" + i1,schemaPath:"#/properties/products/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.languages !== undefined){
let data11 = data.languages;
if(Array.isArray(data11)){
if(data11.length < 1){
const err23 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len2 = data11.length;
for(let i2=0; i2<len2; i2++){
let data12 = data11[i2];
if(!(data12 && typeof data12 == "object" && !Array.isArray(data12))){
const err24 = {instancePath:instancePath+"/languages/" + i2,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.versions !== undefined){
let data13 = data.versions;
if(Array.isArray(data13)){
if(data13.length < 1){
const err26 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const len3 = data13.length;
for(let i3=0; i3<len3; i3++){
let data14 = data13[i3];
if(!(data14 && typeof data14 == "object" && !Array.isArray(data14))){
const err27 = {instancePath:instancePath+"/versions/" + i3,schemaPath:"#/properties/versions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.tabs !== undefined){
let data15 = data.tabs;
if(Array.isArray(data15)){
if(data15.length < 1){
const err29 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len4 = data15.length;
for(let i4=0; i4<len4; i4++){
let data16 = data15[i4];
if(!(data16 && typeof data16 == "object" && !Array.isArray(data16))){
const err30 = {instancePath:instancePath+"/tabs/" + i4,schemaPath:"#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.dropdowns !== undefined){
let data17 = data.dropdowns;
if(Array.isArray(data17)){
if(data17.length < 1){
const err32 = {instancePath:instancePath+"/dropdowns",schemaPath:"#/properties/dropdowns/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const len5 = data17.length;
for(let i5=0; i5<len5; i5++){
let data18 = data17[i5];
if(!(data18 && typeof data18 == "object" && !Array.isArray(data18))){
const err33 = {instancePath:instancePath+"/dropdowns/" + i5,schemaPath:"#/properties/dropdowns/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/dropdowns",schemaPath:"#/properties/dropdowns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.anchors !== undefined){
let data19 = data.anchors;
if(Array.isArray(data19)){
if(data19.length < 1){
const err35 = {instancePath:instancePath+"/anchors",schemaPath:"#/properties/anchors/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
const len6 = data19.length;
for(let i6=0; i6<len6; i6++){
let data20 = data19[i6];
if(!(data20 && typeof data20 == "object" && !Array.isArray(data20))){
const err36 = {instancePath:instancePath+"/anchors/" + i6,schemaPath:"#/properties/anchors/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/anchors",schemaPath:"#/properties/anchors/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.groups !== undefined){
let data21 = data.groups;
if(Array.isArray(data21)){
if(data21.length < 1){
const err38 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
const len7 = data21.length;
for(let i7=0; i7<len7; i7++){
let data22 = data21[i7];
if(!(data22 && typeof data22 == "object" && !Array.isArray(data22))){
const err39 = {instancePath:instancePath+"/groups/" + i7,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.pages !== undefined){
let data23 = data.pages;
if(Array.isArray(data23)){
const len8 = data23.length;
for(let i8=0; i8<len8; i8++){
let data24 = data23[i8];
if((typeof data24 !== "string") && (!(data24 && typeof data24 == "object" && !Array.isArray(data24)))){
const err41 = {instancePath:instancePath+"/pages/" + i8,schemaPath:"#/properties/pages/items/type",keyword:"type",params:{type: schema1.properties.pages.items.type},message:"must be string,object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}

const root_global = validate2;
const schema2 = {"type":"object","properties":{"icon":{"anyOf":[{"type":"string"},{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"style":{"type":"string"},"library":{"type":"string"}}}],"x-expected":"an icon name (a string) or an object `{ \"name\": …, \"style\"?: …, \"library\"?: … }`"},"color":{"anyOf":[{"type":"string"},{"type":"object","properties":{"light":{"type":"string"},"dark":{"type":"string"}}}],"x-expected":"a colour string or `{ \"light\": …, \"dark\": … }`"},"hidden":{"type":"boolean"},"description":{"type":"string"},"tag":{"type":"string"},"default":{"type":"boolean"},"href":{"type":"string","pattern":"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)","x-expected":"a path starting with \"/\", a \"#fragment\", a \"mailto:\" address or an absolute URL"}}};
const pattern1 = new RegExp("^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)", "u");

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.icon !== undefined){
let data0 = data.icon;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs5 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err1 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.name !== undefined){
if(typeof data0.name !== "string"){
const err2 = {instancePath:instancePath+"/icon/name",schemaPath:"#/properties/icon/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.style !== undefined){
if(typeof data0.style !== "string"){
const err3 = {instancePath:instancePath+"/icon/style",schemaPath:"#/properties/icon/anyOf/1/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.library !== undefined){
if(typeof data0.library !== "string"){
const err4 = {instancePath:instancePath+"/icon/library",schemaPath:"#/properties/icon/anyOf/1/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err6 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(data.color !== undefined){
let data4 = data.color;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs17 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.light !== undefined){
if(typeof data4.light !== "string"){
const err8 = {instancePath:instancePath+"/color/light",schemaPath:"#/properties/color/anyOf/1/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data4.dark !== undefined){
if(typeof data4.dark !== "string"){
const err9 = {instancePath:instancePath+"/color/dark",schemaPath:"#/properties/color/anyOf/1/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err11 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err12 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err13 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.tag !== undefined){
if(typeof data.tag !== "string"){
const err14 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.default !== undefined){
if(typeof data.default !== "boolean"){
const err15 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.href !== undefined){
let data11 = data.href;
if(typeof data11 === "string"){
if(!pattern1.test(data11)){
const err16 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/pattern",keyword:"pattern",params:{pattern: "^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"},message:"must match pattern \""+"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate2.errors = vErrors;
return errors === 0;
}

const group = validate3;
const schema3 = {"type":"object","properties":{"group":{"type":"string"},"directory":{"type":"string"},"openapi":{"anyOf":[{"anyOf":[{"type":"string"},{"type":"object","required":["source"],"properties":{"source":{"type":"string"},"directory":{"type":"string"}}}]},{"type":"array","items":{"anyOf":[{"type":"string"},{"type":"object","required":["source"],"properties":{"source":{"type":"string"},"directory":{"type":"string"}}}]}}],"x-expected":"a path or URL, an object `{ \"source\": …, \"directory\"?: … }`, or an array of these"},"asyncapi":{"anyOf":[{"type":"string"},{"type":"object"},{"type":"array"}],"x-expected":"a path, an object or an array"},"hidden":{"type":"boolean"},"icon":{"anyOf":[{"type":"string"},{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"style":{"type":"string"},"library":{"type":"string"}}}],"x-expected":"an icon name (a string) or an object `{ \"name\": …, \"style\"?: …, \"library\"?: … }`"},"root":{"type":"string"},"tag":{"type":"string"},"expanded":{"type":"boolean"},"searchable":{"type":"boolean"},"public":{"type":"boolean"},"boost":{"type":"number"},"pages":{"type":"array","items":{"type":["string","object"],"x-expected":"a page path (string) or a group object"},"x-expected":"an array of page paths and group objects"}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.group !== undefined){
if(typeof data.group !== "string"){
const err0 = {instancePath:instancePath+"/group",schemaPath:"#/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.directory !== undefined){
if(typeof data.directory !== "string"){
const err1 = {instancePath:instancePath+"/directory",schemaPath:"#/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.openapi !== undefined){
let data2 = data.openapi;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs11 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.source === undefined){
const err3 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.source !== undefined){
if(typeof data2.source !== "string"){
const err4 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data2.directory !== undefined){
if(typeof data2.directory !== "string"){
const err5 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err7 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs17 = errors;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data5 = data2[i0];
const _errs20 = errors;
let valid6 = false;
const _errs21 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs21 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs23 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.source === undefined){
const err9 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5.source !== undefined){
if(typeof data5.source !== "string"){
const err10 = {instancePath:instancePath+"/openapi/" + i0+"/source",schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data5.directory !== undefined){
if(typeof data5.directory !== "string"){
const err11 = {instancePath:instancePath+"/openapi/" + i0+"/directory",schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid2 = _errs23 === errors;
valid6 = valid6 || _valid2;
}
if(!valid6){
const err13 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err15 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.asyncapi !== undefined){
let data8 = data.asyncapi;
const _errs30 = errors;
let valid8 = false;
const _errs31 = errors;
if(typeof data8 !== "string"){
const err16 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid3 = _errs31 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs33 = errors;
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
const err17 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid3 = _errs33 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs35 = errors;
if(!(Array.isArray(data8))){
const err18 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid3 = _errs35 === errors;
valid8 = valid8 || _valid3;
}
}
if(!valid8){
const err19 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err20 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.icon !== undefined){
let data10 = data.icon;
const _errs40 = errors;
let valid9 = false;
const _errs41 = errors;
if(typeof data10 !== "string"){
const err21 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid4 = _errs41 === errors;
valid9 = valid9 || _valid4;
if(!valid9){
const _errs43 = errors;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.name === undefined){
const err22 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data10.name !== undefined){
if(typeof data10.name !== "string"){
const err23 = {instancePath:instancePath+"/icon/name",schemaPath:"#/properties/icon/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data10.style !== undefined){
if(typeof data10.style !== "string"){
const err24 = {instancePath:instancePath+"/icon/style",schemaPath:"#/properties/icon/anyOf/1/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data10.library !== undefined){
if(typeof data10.library !== "string"){
const err25 = {instancePath:instancePath+"/icon/library",schemaPath:"#/properties/icon/anyOf/1/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid4 = _errs43 === errors;
valid9 = valid9 || _valid4;
}
if(!valid9){
const err27 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
}
if(data.root !== undefined){
if(typeof data.root !== "string"){
const err28 = {instancePath:instancePath+"/root",schemaPath:"#/properties/root/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.tag !== undefined){
if(typeof data.tag !== "string"){
const err29 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.expanded !== undefined){
if(typeof data.expanded !== "boolean"){
const err30 = {instancePath:instancePath+"/expanded",schemaPath:"#/properties/expanded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.searchable !== undefined){
if(typeof data.searchable !== "boolean"){
const err31 = {instancePath:instancePath+"/searchable",schemaPath:"#/properties/searchable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.public !== undefined){
if(typeof data.public !== "boolean"){
const err32 = {instancePath:instancePath+"/public",schemaPath:"#/properties/public/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.boost !== undefined){
if(!(typeof data.boost == "number")){
const err33 = {instancePath:instancePath+"/boost",schemaPath:"#/properties/boost/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.pages !== undefined){
let data20 = data.pages;
if(Array.isArray(data20)){
const len1 = data20.length;
for(let i1=0; i1<len1; i1++){
let data21 = data20[i1];
if((typeof data21 !== "string") && (!(data21 && typeof data21 == "object" && !Array.isArray(data21)))){
const err34 = {instancePath:instancePath+"/pages/" + i1,schemaPath:"#/properties/pages/items/type",keyword:"type",params:{type: schema3.properties.pages.items.type},message:"must be string,object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate3.errors = vErrors;
return errors === 0;
}

const group_global = validate4;
const schema4 = {"type":"object","properties":{"group":{"type":"string"},"icon":{"anyOf":[{"type":"string"},{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"style":{"type":"string"},"library":{"type":"string"}}}],"x-expected":"an icon name (a string) or an object `{ \"name\": …, \"style\"?: …, \"library\"?: … }`"},"color":{"anyOf":[{"type":"string"},{"type":"object","properties":{"light":{"type":"string"},"dark":{"type":"string"}}}],"x-expected":"a colour string or `{ \"light\": …, \"dark\": … }`"},"hidden":{"type":"boolean"},"description":{"type":"string"},"tag":{"type":"string"},"default":{"type":"boolean"},"href":{"type":"string","pattern":"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)","x-expected":"a path starting with \"/\", a \"#fragment\", a \"mailto:\" address or an absolute URL"}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.group !== undefined){
if(typeof data.group !== "string"){
const err0 = {instancePath:instancePath+"/group",schemaPath:"#/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.icon !== undefined){
let data1 = data.icon;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err2 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err3 = {instancePath:instancePath+"/icon/name",schemaPath:"#/properties/icon/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.style !== undefined){
if(typeof data1.style !== "string"){
const err4 = {instancePath:instancePath+"/icon/style",schemaPath:"#/properties/icon/anyOf/1/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.library !== undefined){
if(typeof data1.library !== "string"){
const err5 = {instancePath:instancePath+"/icon/library",schemaPath:"#/properties/icon/anyOf/1/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err7 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.color !== undefined){
let data5 = data.color;
const _errs16 = errors;
let valid3 = false;
const _errs17 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs19 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.light !== undefined){
if(typeof data5.light !== "string"){
const err9 = {instancePath:instancePath+"/color/light",schemaPath:"#/properties/color/anyOf/1/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data5.dark !== undefined){
if(typeof data5.dark !== "string"){
const err10 = {instancePath:instancePath+"/color/dark",schemaPath:"#/properties/color/anyOf/1/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err12 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err13 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err14 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.tag !== undefined){
if(typeof data.tag !== "string"){
const err15 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.default !== undefined){
if(typeof data.default !== "boolean"){
const err16 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.href !== undefined){
let data12 = data.href;
if(typeof data12 === "string"){
if(!pattern1.test(data12)){
const err17 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/pattern",keyword:"pattern",params:{pattern: "^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"},message:"must match pattern \""+"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate4.errors = vErrors;
return errors === 0;
}

const tab = validate5;
const schema5 = {"type":"object","properties":{"tab":{"type":"string"},"directory":{"type":"string"},"openapi":{"anyOf":[{"anyOf":[{"type":"string"},{"type":"object","required":["source"],"properties":{"source":{"type":"string"},"directory":{"type":"string"}}}]},{"type":"array","items":{"anyOf":[{"type":"string"},{"type":"object","required":["source"],"properties":{"source":{"type":"string"},"directory":{"type":"string"}}}]}}],"x-expected":"a path or URL, an object `{ \"source\": …, \"directory\"?: … }`, or an array of these"},"asyncapi":{"anyOf":[{"type":"string"},{"type":"object"},{"type":"array"}],"x-expected":"a path, an object or an array"},"hidden":{"type":"boolean"},"global":{"type":"object"},"icon":{"anyOf":[{"type":"string"},{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"style":{"type":"string"},"library":{"type":"string"}}}],"x-expected":"an icon name (a string) or an object `{ \"name\": …, \"style\"?: …, \"library\"?: … }`"},"align":{"type":"string","enum":["start","end"]},"href":{"type":"string","pattern":"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)","x-expected":"a path starting with \"/\", a \"#fragment\", a \"mailto:\" address or an absolute URL"},"languages":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"versions":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"dropdowns":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"anchors":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"products":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"groups":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"pages":{"type":"array","items":{"type":["string","object"],"x-expected":"a page path (string) or a group object"},"x-expected":"an array of page paths and group objects"},"menu":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"}}};

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tab !== undefined){
if(typeof data.tab !== "string"){
const err0 = {instancePath:instancePath+"/tab",schemaPath:"#/properties/tab/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.directory !== undefined){
if(typeof data.directory !== "string"){
const err1 = {instancePath:instancePath+"/directory",schemaPath:"#/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.openapi !== undefined){
let data2 = data.openapi;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs11 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.source === undefined){
const err3 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.source !== undefined){
if(typeof data2.source !== "string"){
const err4 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data2.directory !== undefined){
if(typeof data2.directory !== "string"){
const err5 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err7 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs17 = errors;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data5 = data2[i0];
const _errs20 = errors;
let valid6 = false;
const _errs21 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs21 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs23 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.source === undefined){
const err9 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5.source !== undefined){
if(typeof data5.source !== "string"){
const err10 = {instancePath:instancePath+"/openapi/" + i0+"/source",schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data5.directory !== undefined){
if(typeof data5.directory !== "string"){
const err11 = {instancePath:instancePath+"/openapi/" + i0+"/directory",schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid2 = _errs23 === errors;
valid6 = valid6 || _valid2;
}
if(!valid6){
const err13 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err15 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.asyncapi !== undefined){
let data8 = data.asyncapi;
const _errs30 = errors;
let valid8 = false;
const _errs31 = errors;
if(typeof data8 !== "string"){
const err16 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid3 = _errs31 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs33 = errors;
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
const err17 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid3 = _errs33 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs35 = errors;
if(!(Array.isArray(data8))){
const err18 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid3 = _errs35 === errors;
valid8 = valid8 || _valid3;
}
}
if(!valid8){
const err19 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err20 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.global !== undefined){
let data10 = data.global;
if(!(data10 && typeof data10 == "object" && !Array.isArray(data10))){
const err21 = {instancePath:instancePath+"/global",schemaPath:"#/properties/global/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.icon !== undefined){
let data11 = data.icon;
const _errs42 = errors;
let valid9 = false;
const _errs43 = errors;
if(typeof data11 !== "string"){
const err22 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid4 = _errs43 === errors;
valid9 = valid9 || _valid4;
if(!valid9){
const _errs45 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.name === undefined){
const err23 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data11.name !== undefined){
if(typeof data11.name !== "string"){
const err24 = {instancePath:instancePath+"/icon/name",schemaPath:"#/properties/icon/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data11.style !== undefined){
if(typeof data11.style !== "string"){
const err25 = {instancePath:instancePath+"/icon/style",schemaPath:"#/properties/icon/anyOf/1/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data11.library !== undefined){
if(typeof data11.library !== "string"){
const err26 = {instancePath:instancePath+"/icon/library",schemaPath:"#/properties/icon/anyOf/1/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid4 = _errs45 === errors;
valid9 = valid9 || _valid4;
}
if(!valid9){
const err28 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
}
if(data.align !== undefined){
let data15 = data.align;
if(typeof data15 !== "string"){
const err29 = {instancePath:instancePath+"/align",schemaPath:"#/properties/align/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!((data15 === "start") || (data15 === "end"))){
const err30 = {instancePath:instancePath+"/align",schemaPath:"#/properties/align/enum",keyword:"enum",params:{allowedValues: schema5.properties.align.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.href !== undefined){
let data16 = data.href;
if(typeof data16 === "string"){
if(!pattern1.test(data16)){
const err31 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/pattern",keyword:"pattern",params:{pattern: "^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"},message:"must match pattern \""+"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.languages !== undefined){
let data17 = data.languages;
if(Array.isArray(data17)){
if(data17.length < 1){
const err33 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
let data18 = data17[i1];
if(!(data18 && typeof data18 == "object" && !Array.isArray(data18))){
const err34 = {instancePath:instancePath+"/languages/" + i1,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.versions !== undefined){
let data19 = data.versions;
if(Array.isArray(data19)){
if(data19.length < 1){
const err36 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
const len2 = data19.length;
for(let i2=0; i2<len2; i2++){
let data20 = data19[i2];
if(!(data20 && typeof data20 == "object" && !Array.isArray(data20))){
const err37 = {instancePath:instancePath+"/versions/" + i2,schemaPath:"#/properties/versions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.dropdowns !== undefined){
let data21 = data.dropdowns;
if(Array.isArray(data21)){
if(data21.length < 1){
const err39 = {instancePath:instancePath+"/dropdowns",schemaPath:"#/properties/dropdowns/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const len3 = data21.length;
for(let i3=0; i3<len3; i3++){
let data22 = data21[i3];
if(!(data22 && typeof data22 == "object" && !Array.isArray(data22))){
const err40 = {instancePath:instancePath+"/dropdowns/" + i3,schemaPath:"#/properties/dropdowns/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/dropdowns",schemaPath:"#/properties/dropdowns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.anchors !== undefined){
let data23 = data.anchors;
if(Array.isArray(data23)){
if(data23.length < 1){
const err42 = {instancePath:instancePath+"/anchors",schemaPath:"#/properties/anchors/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
const len4 = data23.length;
for(let i4=0; i4<len4; i4++){
let data24 = data23[i4];
if(!(data24 && typeof data24 == "object" && !Array.isArray(data24))){
const err43 = {instancePath:instancePath+"/anchors/" + i4,schemaPath:"#/properties/anchors/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/anchors",schemaPath:"#/properties/anchors/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.products !== undefined){
let data25 = data.products;
if(Array.isArray(data25)){
if(data25.length < 1){
const err45 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
const len5 = data25.length;
for(let i5=0; i5<len5; i5++){
let data26 = data25[i5];
if(!(data26 && typeof data26 == "object" && !Array.isArray(data26))){
const err46 = {instancePath:instancePath+"/products/" + i5,schemaPath:"#/properties/products/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.groups !== undefined){
let data27 = data.groups;
if(Array.isArray(data27)){
if(data27.length < 1){
const err48 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
const len6 = data27.length;
for(let i6=0; i6<len6; i6++){
let data28 = data27[i6];
if(!(data28 && typeof data28 == "object" && !Array.isArray(data28))){
const err49 = {instancePath:instancePath+"/groups/" + i6,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.pages !== undefined){
let data29 = data.pages;
if(Array.isArray(data29)){
const len7 = data29.length;
for(let i7=0; i7<len7; i7++){
let data30 = data29[i7];
if((typeof data30 !== "string") && (!(data30 && typeof data30 == "object" && !Array.isArray(data30)))){
const err51 = {instancePath:instancePath+"/pages/" + i7,schemaPath:"#/properties/pages/items/type",keyword:"type",params:{type: schema5.properties.pages.items.type},message:"must be string,object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.menu !== undefined){
let data31 = data.menu;
if(Array.isArray(data31)){
if(data31.length < 1){
const err53 = {instancePath:instancePath+"/menu",schemaPath:"#/properties/menu/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
const len8 = data31.length;
for(let i8=0; i8<len8; i8++){
let data32 = data31[i8];
if(!(data32 && typeof data32 == "object" && !Array.isArray(data32))){
const err54 = {instancePath:instancePath+"/menu/" + i8,schemaPath:"#/properties/menu/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/menu",schemaPath:"#/properties/menu/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
validate5.errors = vErrors;
return errors === 0;
}

const tab_global = validate6;
const schema6 = {"type":"object","properties":{"tab":{"type":"string"},"icon":{"anyOf":[{"type":"string"},{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"style":{"type":"string"},"library":{"type":"string"}}}],"x-expected":"an icon name (a string) or an object `{ \"name\": …, \"style\"?: …, \"library\"?: … }`"},"color":{"anyOf":[{"type":"string"},{"type":"object","properties":{"light":{"type":"string"},"dark":{"type":"string"}}}],"x-expected":"a colour string or `{ \"light\": …, \"dark\": … }`"},"hidden":{"type":"boolean"},"description":{"type":"string"},"tag":{"type":"string"},"default":{"type":"boolean"},"href":{"type":"string","pattern":"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)","x-expected":"a path starting with \"/\", a \"#fragment\", a \"mailto:\" address or an absolute URL"}}};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tab !== undefined){
if(typeof data.tab !== "string"){
const err0 = {instancePath:instancePath+"/tab",schemaPath:"#/properties/tab/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.icon !== undefined){
let data1 = data.icon;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err2 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err3 = {instancePath:instancePath+"/icon/name",schemaPath:"#/properties/icon/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.style !== undefined){
if(typeof data1.style !== "string"){
const err4 = {instancePath:instancePath+"/icon/style",schemaPath:"#/properties/icon/anyOf/1/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.library !== undefined){
if(typeof data1.library !== "string"){
const err5 = {instancePath:instancePath+"/icon/library",schemaPath:"#/properties/icon/anyOf/1/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err7 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.color !== undefined){
let data5 = data.color;
const _errs16 = errors;
let valid3 = false;
const _errs17 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs19 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.light !== undefined){
if(typeof data5.light !== "string"){
const err9 = {instancePath:instancePath+"/color/light",schemaPath:"#/properties/color/anyOf/1/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data5.dark !== undefined){
if(typeof data5.dark !== "string"){
const err10 = {instancePath:instancePath+"/color/dark",schemaPath:"#/properties/color/anyOf/1/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err12 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err13 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err14 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.tag !== undefined){
if(typeof data.tag !== "string"){
const err15 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.default !== undefined){
if(typeof data.default !== "boolean"){
const err16 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.href !== undefined){
let data12 = data.href;
if(typeof data12 === "string"){
if(!pattern1.test(data12)){
const err17 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/pattern",keyword:"pattern",params:{pattern: "^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"},message:"must match pattern \""+"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate6.errors = vErrors;
return errors === 0;
}

const menu_item = validate7;
const schema7 = {"type":"object","properties":{"item":{"type":"string"},"directory":{"type":"string"},"openapi":{"anyOf":[{"anyOf":[{"type":"string"},{"type":"object","required":["source"],"properties":{"source":{"type":"string"},"directory":{"type":"string"}}}]},{"type":"array","items":{"anyOf":[{"type":"string"},{"type":"object","required":["source"],"properties":{"source":{"type":"string"},"directory":{"type":"string"}}}]}}],"x-expected":"a path or URL, an object `{ \"source\": …, \"directory\"?: … }`, or an array of these"},"asyncapi":{"anyOf":[{"type":"string"},{"type":"object"},{"type":"array"}],"x-expected":"a path, an object or an array"},"hidden":{"type":"boolean"},"global":{"type":"object"},"icon":{"anyOf":[{"type":"string"},{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"style":{"type":"string"},"library":{"type":"string"}}}],"x-expected":"an icon name (a string) or an object `{ \"name\": …, \"style\"?: …, \"library\"?: … }`"},"description":{"type":"string"},"href":{"type":"string","pattern":"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)","x-expected":"a path starting with \"/\", a \"#fragment\", a \"mailto:\" address or an absolute URL"},"groups":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"pages":{"type":"array","items":{"type":["string","object"],"x-expected":"a page path (string) or a group object"},"x-expected":"an array of page paths and group objects"},"languages":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"versions":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"tabs":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"dropdowns":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"anchors":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"products":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"}}};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.item !== undefined){
if(typeof data.item !== "string"){
const err0 = {instancePath:instancePath+"/item",schemaPath:"#/properties/item/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.directory !== undefined){
if(typeof data.directory !== "string"){
const err1 = {instancePath:instancePath+"/directory",schemaPath:"#/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.openapi !== undefined){
let data2 = data.openapi;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs11 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.source === undefined){
const err3 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.source !== undefined){
if(typeof data2.source !== "string"){
const err4 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data2.directory !== undefined){
if(typeof data2.directory !== "string"){
const err5 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err7 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs17 = errors;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data5 = data2[i0];
const _errs20 = errors;
let valid6 = false;
const _errs21 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs21 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs23 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.source === undefined){
const err9 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5.source !== undefined){
if(typeof data5.source !== "string"){
const err10 = {instancePath:instancePath+"/openapi/" + i0+"/source",schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data5.directory !== undefined){
if(typeof data5.directory !== "string"){
const err11 = {instancePath:instancePath+"/openapi/" + i0+"/directory",schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid2 = _errs23 === errors;
valid6 = valid6 || _valid2;
}
if(!valid6){
const err13 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err15 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.asyncapi !== undefined){
let data8 = data.asyncapi;
const _errs30 = errors;
let valid8 = false;
const _errs31 = errors;
if(typeof data8 !== "string"){
const err16 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid3 = _errs31 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs33 = errors;
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
const err17 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid3 = _errs33 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs35 = errors;
if(!(Array.isArray(data8))){
const err18 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid3 = _errs35 === errors;
valid8 = valid8 || _valid3;
}
}
if(!valid8){
const err19 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err20 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.global !== undefined){
let data10 = data.global;
if(!(data10 && typeof data10 == "object" && !Array.isArray(data10))){
const err21 = {instancePath:instancePath+"/global",schemaPath:"#/properties/global/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.icon !== undefined){
let data11 = data.icon;
const _errs42 = errors;
let valid9 = false;
const _errs43 = errors;
if(typeof data11 !== "string"){
const err22 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid4 = _errs43 === errors;
valid9 = valid9 || _valid4;
if(!valid9){
const _errs45 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.name === undefined){
const err23 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data11.name !== undefined){
if(typeof data11.name !== "string"){
const err24 = {instancePath:instancePath+"/icon/name",schemaPath:"#/properties/icon/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data11.style !== undefined){
if(typeof data11.style !== "string"){
const err25 = {instancePath:instancePath+"/icon/style",schemaPath:"#/properties/icon/anyOf/1/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data11.library !== undefined){
if(typeof data11.library !== "string"){
const err26 = {instancePath:instancePath+"/icon/library",schemaPath:"#/properties/icon/anyOf/1/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid4 = _errs45 === errors;
valid9 = valid9 || _valid4;
}
if(!valid9){
const err28 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err29 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.href !== undefined){
let data16 = data.href;
if(typeof data16 === "string"){
if(!pattern1.test(data16)){
const err30 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/pattern",keyword:"pattern",params:{pattern: "^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"},message:"must match pattern \""+"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.groups !== undefined){
let data17 = data.groups;
if(Array.isArray(data17)){
if(data17.length < 1){
const err32 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
let data18 = data17[i1];
if(!(data18 && typeof data18 == "object" && !Array.isArray(data18))){
const err33 = {instancePath:instancePath+"/groups/" + i1,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.pages !== undefined){
let data19 = data.pages;
if(Array.isArray(data19)){
const len2 = data19.length;
for(let i2=0; i2<len2; i2++){
let data20 = data19[i2];
if((typeof data20 !== "string") && (!(data20 && typeof data20 == "object" && !Array.isArray(data20)))){
const err35 = {instancePath:instancePath+"/pages/" + i2,schemaPath:"#/properties/pages/items/type",keyword:"type",params:{type: schema7.properties.pages.items.type},message:"must be string,object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.languages !== undefined){
let data21 = data.languages;
if(Array.isArray(data21)){
if(data21.length < 1){
const err37 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const len3 = data21.length;
for(let i3=0; i3<len3; i3++){
let data22 = data21[i3];
if(!(data22 && typeof data22 == "object" && !Array.isArray(data22))){
const err38 = {instancePath:instancePath+"/languages/" + i3,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.versions !== undefined){
let data23 = data.versions;
if(Array.isArray(data23)){
if(data23.length < 1){
const err40 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
const len4 = data23.length;
for(let i4=0; i4<len4; i4++){
let data24 = data23[i4];
if(!(data24 && typeof data24 == "object" && !Array.isArray(data24))){
const err41 = {instancePath:instancePath+"/versions/" + i4,schemaPath:"#/properties/versions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.tabs !== undefined){
let data25 = data.tabs;
if(Array.isArray(data25)){
if(data25.length < 1){
const err43 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
const len5 = data25.length;
for(let i5=0; i5<len5; i5++){
let data26 = data25[i5];
if(!(data26 && typeof data26 == "object" && !Array.isArray(data26))){
const err44 = {instancePath:instancePath+"/tabs/" + i5,schemaPath:"#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.dropdowns !== undefined){
let data27 = data.dropdowns;
if(Array.isArray(data27)){
if(data27.length < 1){
const err46 = {instancePath:instancePath+"/dropdowns",schemaPath:"#/properties/dropdowns/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
const len6 = data27.length;
for(let i6=0; i6<len6; i6++){
let data28 = data27[i6];
if(!(data28 && typeof data28 == "object" && !Array.isArray(data28))){
const err47 = {instancePath:instancePath+"/dropdowns/" + i6,schemaPath:"#/properties/dropdowns/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/dropdowns",schemaPath:"#/properties/dropdowns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.anchors !== undefined){
let data29 = data.anchors;
if(Array.isArray(data29)){
if(data29.length < 1){
const err49 = {instancePath:instancePath+"/anchors",schemaPath:"#/properties/anchors/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
const len7 = data29.length;
for(let i7=0; i7<len7; i7++){
let data30 = data29[i7];
if(!(data30 && typeof data30 == "object" && !Array.isArray(data30))){
const err50 = {instancePath:instancePath+"/anchors/" + i7,schemaPath:"#/properties/anchors/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/anchors",schemaPath:"#/properties/anchors/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.products !== undefined){
let data31 = data.products;
if(Array.isArray(data31)){
if(data31.length < 1){
const err52 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
const len8 = data31.length;
for(let i8=0; i8<len8; i8++){
let data32 = data31[i8];
if(!(data32 && typeof data32 == "object" && !Array.isArray(data32))){
const err53 = {instancePath:instancePath+"/products/" + i8,schemaPath:"#/properties/products/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
validate7.errors = vErrors;
return errors === 0;
}

const menu_item_global = validate8;
const schema8 = {"type":"object","properties":{"item":{"type":"string"},"icon":{"anyOf":[{"type":"string"},{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"style":{"type":"string"},"library":{"type":"string"}}}],"x-expected":"an icon name (a string) or an object `{ \"name\": …, \"style\"?: …, \"library\"?: … }`"},"color":{"anyOf":[{"type":"string"},{"type":"object","properties":{"light":{"type":"string"},"dark":{"type":"string"}}}],"x-expected":"a colour string or `{ \"light\": …, \"dark\": … }`"},"hidden":{"type":"boolean"},"description":{"type":"string"},"tag":{"type":"string"},"default":{"type":"boolean"},"href":{"type":"string","pattern":"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)","x-expected":"a path starting with \"/\", a \"#fragment\", a \"mailto:\" address or an absolute URL"}}};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.item !== undefined){
if(typeof data.item !== "string"){
const err0 = {instancePath:instancePath+"/item",schemaPath:"#/properties/item/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.icon !== undefined){
let data1 = data.icon;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err2 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err3 = {instancePath:instancePath+"/icon/name",schemaPath:"#/properties/icon/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.style !== undefined){
if(typeof data1.style !== "string"){
const err4 = {instancePath:instancePath+"/icon/style",schemaPath:"#/properties/icon/anyOf/1/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.library !== undefined){
if(typeof data1.library !== "string"){
const err5 = {instancePath:instancePath+"/icon/library",schemaPath:"#/properties/icon/anyOf/1/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err7 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.color !== undefined){
let data5 = data.color;
const _errs16 = errors;
let valid3 = false;
const _errs17 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs19 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.light !== undefined){
if(typeof data5.light !== "string"){
const err9 = {instancePath:instancePath+"/color/light",schemaPath:"#/properties/color/anyOf/1/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data5.dark !== undefined){
if(typeof data5.dark !== "string"){
const err10 = {instancePath:instancePath+"/color/dark",schemaPath:"#/properties/color/anyOf/1/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err12 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err13 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err14 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.tag !== undefined){
if(typeof data.tag !== "string"){
const err15 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.default !== undefined){
if(typeof data.default !== "boolean"){
const err16 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.href !== undefined){
let data12 = data.href;
if(typeof data12 === "string"){
if(!pattern1.test(data12)){
const err17 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/pattern",keyword:"pattern",params:{pattern: "^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"},message:"must match pattern \""+"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate8.errors = vErrors;
return errors === 0;
}

const validators_generated_anchor = validate9;
const schema9 = {"type":"object","properties":{"anchor":{"type":"string"},"directory":{"type":"string"},"openapi":{"anyOf":[{"anyOf":[{"type":"string"},{"type":"object","required":["source"],"properties":{"source":{"type":"string"},"directory":{"type":"string"}}}]},{"type":"array","items":{"anyOf":[{"type":"string"},{"type":"object","required":["source"],"properties":{"source":{"type":"string"},"directory":{"type":"string"}}}]}}],"x-expected":"a path or URL, an object `{ \"source\": …, \"directory\"?: … }`, or an array of these"},"asyncapi":{"anyOf":[{"type":"string"},{"type":"object"},{"type":"array"}],"x-expected":"a path, an object or an array"},"hidden":{"type":"boolean"},"global":{"type":"object"},"icon":{"anyOf":[{"type":"string"},{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"style":{"type":"string"},"library":{"type":"string"}}}],"x-expected":"an icon name (a string) or an object `{ \"name\": …, \"style\"?: …, \"library\"?: … }`"},"color":{"anyOf":[{"type":"string"},{"type":"object","properties":{"light":{"type":"string"},"dark":{"type":"string"}}}],"x-expected":"a colour string or `{ \"light\": …, \"dark\": … }`"},"href":{"type":"string","pattern":"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)","x-expected":"a path starting with \"/\", a \"#fragment\", a \"mailto:\" address or an absolute URL"},"languages":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"versions":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"dropdowns":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"tabs":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"products":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"groups":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"pages":{"type":"array","items":{"type":["string","object"],"x-expected":"a page path (string) or a group object"},"x-expected":"an array of page paths and group objects"}}};

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.anchor !== undefined){
if(typeof data.anchor !== "string"){
const err0 = {instancePath:instancePath+"/anchor",schemaPath:"#/properties/anchor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.directory !== undefined){
if(typeof data.directory !== "string"){
const err1 = {instancePath:instancePath+"/directory",schemaPath:"#/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.openapi !== undefined){
let data2 = data.openapi;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs11 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.source === undefined){
const err3 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.source !== undefined){
if(typeof data2.source !== "string"){
const err4 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data2.directory !== undefined){
if(typeof data2.directory !== "string"){
const err5 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err7 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs17 = errors;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data5 = data2[i0];
const _errs20 = errors;
let valid6 = false;
const _errs21 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs21 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs23 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.source === undefined){
const err9 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5.source !== undefined){
if(typeof data5.source !== "string"){
const err10 = {instancePath:instancePath+"/openapi/" + i0+"/source",schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data5.directory !== undefined){
if(typeof data5.directory !== "string"){
const err11 = {instancePath:instancePath+"/openapi/" + i0+"/directory",schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid2 = _errs23 === errors;
valid6 = valid6 || _valid2;
}
if(!valid6){
const err13 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err15 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.asyncapi !== undefined){
let data8 = data.asyncapi;
const _errs30 = errors;
let valid8 = false;
const _errs31 = errors;
if(typeof data8 !== "string"){
const err16 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid3 = _errs31 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs33 = errors;
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
const err17 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid3 = _errs33 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs35 = errors;
if(!(Array.isArray(data8))){
const err18 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid3 = _errs35 === errors;
valid8 = valid8 || _valid3;
}
}
if(!valid8){
const err19 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err20 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.global !== undefined){
let data10 = data.global;
if(!(data10 && typeof data10 == "object" && !Array.isArray(data10))){
const err21 = {instancePath:instancePath+"/global",schemaPath:"#/properties/global/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.icon !== undefined){
let data11 = data.icon;
const _errs42 = errors;
let valid9 = false;
const _errs43 = errors;
if(typeof data11 !== "string"){
const err22 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid4 = _errs43 === errors;
valid9 = valid9 || _valid4;
if(!valid9){
const _errs45 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.name === undefined){
const err23 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data11.name !== undefined){
if(typeof data11.name !== "string"){
const err24 = {instancePath:instancePath+"/icon/name",schemaPath:"#/properties/icon/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data11.style !== undefined){
if(typeof data11.style !== "string"){
const err25 = {instancePath:instancePath+"/icon/style",schemaPath:"#/properties/icon/anyOf/1/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data11.library !== undefined){
if(typeof data11.library !== "string"){
const err26 = {instancePath:instancePath+"/icon/library",schemaPath:"#/properties/icon/anyOf/1/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid4 = _errs45 === errors;
valid9 = valid9 || _valid4;
}
if(!valid9){
const err28 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
}
if(data.color !== undefined){
let data15 = data.color;
const _errs54 = errors;
let valid11 = false;
const _errs55 = errors;
if(typeof data15 !== "string"){
const err29 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid5 = _errs55 === errors;
valid11 = valid11 || _valid5;
if(!valid11){
const _errs57 = errors;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.light !== undefined){
if(typeof data15.light !== "string"){
const err30 = {instancePath:instancePath+"/color/light",schemaPath:"#/properties/color/anyOf/1/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data15.dark !== undefined){
if(typeof data15.dark !== "string"){
const err31 = {instancePath:instancePath+"/color/dark",schemaPath:"#/properties/color/anyOf/1/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid5 = _errs57 === errors;
valid11 = valid11 || _valid5;
}
if(!valid11){
const err33 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
}
}
if(data.href !== undefined){
let data18 = data.href;
if(typeof data18 === "string"){
if(!pattern1.test(data18)){
const err34 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/pattern",keyword:"pattern",params:{pattern: "^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"},message:"must match pattern \""+"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.languages !== undefined){
let data19 = data.languages;
if(Array.isArray(data19)){
if(data19.length < 1){
const err36 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
const len1 = data19.length;
for(let i1=0; i1<len1; i1++){
let data20 = data19[i1];
if(!(data20 && typeof data20 == "object" && !Array.isArray(data20))){
const err37 = {instancePath:instancePath+"/languages/" + i1,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.versions !== undefined){
let data21 = data.versions;
if(Array.isArray(data21)){
if(data21.length < 1){
const err39 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const len2 = data21.length;
for(let i2=0; i2<len2; i2++){
let data22 = data21[i2];
if(!(data22 && typeof data22 == "object" && !Array.isArray(data22))){
const err40 = {instancePath:instancePath+"/versions/" + i2,schemaPath:"#/properties/versions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.dropdowns !== undefined){
let data23 = data.dropdowns;
if(Array.isArray(data23)){
if(data23.length < 1){
const err42 = {instancePath:instancePath+"/dropdowns",schemaPath:"#/properties/dropdowns/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
const len3 = data23.length;
for(let i3=0; i3<len3; i3++){
let data24 = data23[i3];
if(!(data24 && typeof data24 == "object" && !Array.isArray(data24))){
const err43 = {instancePath:instancePath+"/dropdowns/" + i3,schemaPath:"#/properties/dropdowns/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/dropdowns",schemaPath:"#/properties/dropdowns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.tabs !== undefined){
let data25 = data.tabs;
if(Array.isArray(data25)){
if(data25.length < 1){
const err45 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
const len4 = data25.length;
for(let i4=0; i4<len4; i4++){
let data26 = data25[i4];
if(!(data26 && typeof data26 == "object" && !Array.isArray(data26))){
const err46 = {instancePath:instancePath+"/tabs/" + i4,schemaPath:"#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.products !== undefined){
let data27 = data.products;
if(Array.isArray(data27)){
if(data27.length < 1){
const err48 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
const len5 = data27.length;
for(let i5=0; i5<len5; i5++){
let data28 = data27[i5];
if(!(data28 && typeof data28 == "object" && !Array.isArray(data28))){
const err49 = {instancePath:instancePath+"/products/" + i5,schemaPath:"#/properties/products/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.groups !== undefined){
let data29 = data.groups;
if(Array.isArray(data29)){
if(data29.length < 1){
const err51 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
const len6 = data29.length;
for(let i6=0; i6<len6; i6++){
let data30 = data29[i6];
if(!(data30 && typeof data30 == "object" && !Array.isArray(data30))){
const err52 = {instancePath:instancePath+"/groups/" + i6,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.pages !== undefined){
let data31 = data.pages;
if(Array.isArray(data31)){
const len7 = data31.length;
for(let i7=0; i7<len7; i7++){
let data32 = data31[i7];
if((typeof data32 !== "string") && (!(data32 && typeof data32 == "object" && !Array.isArray(data32)))){
const err54 = {instancePath:instancePath+"/pages/" + i7,schemaPath:"#/properties/pages/items/type",keyword:"type",params:{type: schema9.properties.pages.items.type},message:"must be string,object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
validate9.errors = vErrors;
return errors === 0;
}

const anchor_global = validate10;
const schema10 = {"type":"object","properties":{"anchor":{"type":"string"},"icon":{"anyOf":[{"type":"string"},{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"style":{"type":"string"},"library":{"type":"string"}}}],"x-expected":"an icon name (a string) or an object `{ \"name\": …, \"style\"?: …, \"library\"?: … }`"},"color":{"anyOf":[{"type":"string"},{"type":"object","properties":{"light":{"type":"string"},"dark":{"type":"string"}}}],"x-expected":"a colour string or `{ \"light\": …, \"dark\": … }`"},"hidden":{"type":"boolean"},"description":{"type":"string"},"tag":{"type":"string"},"default":{"type":"boolean"},"href":{"type":"string","pattern":"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)","x-expected":"a path starting with \"/\", a \"#fragment\", a \"mailto:\" address or an absolute URL"}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.anchor !== undefined){
if(typeof data.anchor !== "string"){
const err0 = {instancePath:instancePath+"/anchor",schemaPath:"#/properties/anchor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.icon !== undefined){
let data1 = data.icon;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err2 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err3 = {instancePath:instancePath+"/icon/name",schemaPath:"#/properties/icon/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.style !== undefined){
if(typeof data1.style !== "string"){
const err4 = {instancePath:instancePath+"/icon/style",schemaPath:"#/properties/icon/anyOf/1/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.library !== undefined){
if(typeof data1.library !== "string"){
const err5 = {instancePath:instancePath+"/icon/library",schemaPath:"#/properties/icon/anyOf/1/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err7 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.color !== undefined){
let data5 = data.color;
const _errs16 = errors;
let valid3 = false;
const _errs17 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs19 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.light !== undefined){
if(typeof data5.light !== "string"){
const err9 = {instancePath:instancePath+"/color/light",schemaPath:"#/properties/color/anyOf/1/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data5.dark !== undefined){
if(typeof data5.dark !== "string"){
const err10 = {instancePath:instancePath+"/color/dark",schemaPath:"#/properties/color/anyOf/1/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err12 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err13 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err14 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.tag !== undefined){
if(typeof data.tag !== "string"){
const err15 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.default !== undefined){
if(typeof data.default !== "boolean"){
const err16 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.href !== undefined){
let data12 = data.href;
if(typeof data12 === "string"){
if(!pattern1.test(data12)){
const err17 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/pattern",keyword:"pattern",params:{pattern: "^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"},message:"must match pattern \""+"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

const dropdown = validate11;
const schema11 = {"type":"object","properties":{"dropdown":{"type":"string"},"directory":{"type":"string"},"openapi":{"anyOf":[{"anyOf":[{"type":"string"},{"type":"object","required":["source"],"properties":{"source":{"type":"string"},"directory":{"type":"string"}}}]},{"type":"array","items":{"anyOf":[{"type":"string"},{"type":"object","required":["source"],"properties":{"source":{"type":"string"},"directory":{"type":"string"}}}]}}],"x-expected":"a path or URL, an object `{ \"source\": …, \"directory\"?: … }`, or an array of these"},"asyncapi":{"anyOf":[{"type":"string"},{"type":"object"},{"type":"array"}],"x-expected":"a path, an object or an array"},"hidden":{"type":"boolean"},"global":{"type":"object"},"icon":{"anyOf":[{"type":"string"},{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"style":{"type":"string"},"library":{"type":"string"}}}],"x-expected":"an icon name (a string) or an object `{ \"name\": …, \"style\"?: …, \"library\"?: … }`"},"color":{"anyOf":[{"type":"string"},{"type":"object","properties":{"light":{"type":"string"},"dark":{"type":"string"}}}],"x-expected":"a colour string or `{ \"light\": …, \"dark\": … }`"},"description":{"type":"string"},"href":{"type":"string","pattern":"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)","x-expected":"a path starting with \"/\", a \"#fragment\", a \"mailto:\" address or an absolute URL"},"languages":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"versions":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"anchors":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"tabs":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"products":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"groups":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"pages":{"type":"array","items":{"type":["string","object"],"x-expected":"a page path (string) or a group object"},"x-expected":"an array of page paths and group objects"}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.dropdown !== undefined){
if(typeof data.dropdown !== "string"){
const err0 = {instancePath:instancePath+"/dropdown",schemaPath:"#/properties/dropdown/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.directory !== undefined){
if(typeof data.directory !== "string"){
const err1 = {instancePath:instancePath+"/directory",schemaPath:"#/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.openapi !== undefined){
let data2 = data.openapi;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs11 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.source === undefined){
const err3 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.source !== undefined){
if(typeof data2.source !== "string"){
const err4 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data2.directory !== undefined){
if(typeof data2.directory !== "string"){
const err5 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err7 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs17 = errors;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data5 = data2[i0];
const _errs20 = errors;
let valid6 = false;
const _errs21 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs21 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs23 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.source === undefined){
const err9 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5.source !== undefined){
if(typeof data5.source !== "string"){
const err10 = {instancePath:instancePath+"/openapi/" + i0+"/source",schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data5.directory !== undefined){
if(typeof data5.directory !== "string"){
const err11 = {instancePath:instancePath+"/openapi/" + i0+"/directory",schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid2 = _errs23 === errors;
valid6 = valid6 || _valid2;
}
if(!valid6){
const err13 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err15 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.asyncapi !== undefined){
let data8 = data.asyncapi;
const _errs30 = errors;
let valid8 = false;
const _errs31 = errors;
if(typeof data8 !== "string"){
const err16 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid3 = _errs31 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs33 = errors;
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
const err17 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid3 = _errs33 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs35 = errors;
if(!(Array.isArray(data8))){
const err18 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid3 = _errs35 === errors;
valid8 = valid8 || _valid3;
}
}
if(!valid8){
const err19 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err20 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.global !== undefined){
let data10 = data.global;
if(!(data10 && typeof data10 == "object" && !Array.isArray(data10))){
const err21 = {instancePath:instancePath+"/global",schemaPath:"#/properties/global/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.icon !== undefined){
let data11 = data.icon;
const _errs42 = errors;
let valid9 = false;
const _errs43 = errors;
if(typeof data11 !== "string"){
const err22 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid4 = _errs43 === errors;
valid9 = valid9 || _valid4;
if(!valid9){
const _errs45 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.name === undefined){
const err23 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data11.name !== undefined){
if(typeof data11.name !== "string"){
const err24 = {instancePath:instancePath+"/icon/name",schemaPath:"#/properties/icon/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data11.style !== undefined){
if(typeof data11.style !== "string"){
const err25 = {instancePath:instancePath+"/icon/style",schemaPath:"#/properties/icon/anyOf/1/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data11.library !== undefined){
if(typeof data11.library !== "string"){
const err26 = {instancePath:instancePath+"/icon/library",schemaPath:"#/properties/icon/anyOf/1/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid4 = _errs45 === errors;
valid9 = valid9 || _valid4;
}
if(!valid9){
const err28 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
}
if(data.color !== undefined){
let data15 = data.color;
const _errs54 = errors;
let valid11 = false;
const _errs55 = errors;
if(typeof data15 !== "string"){
const err29 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid5 = _errs55 === errors;
valid11 = valid11 || _valid5;
if(!valid11){
const _errs57 = errors;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.light !== undefined){
if(typeof data15.light !== "string"){
const err30 = {instancePath:instancePath+"/color/light",schemaPath:"#/properties/color/anyOf/1/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data15.dark !== undefined){
if(typeof data15.dark !== "string"){
const err31 = {instancePath:instancePath+"/color/dark",schemaPath:"#/properties/color/anyOf/1/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid5 = _errs57 === errors;
valid11 = valid11 || _valid5;
}
if(!valid11){
const err33 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err34 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.href !== undefined){
let data19 = data.href;
if(typeof data19 === "string"){
if(!pattern1.test(data19)){
const err35 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/pattern",keyword:"pattern",params:{pattern: "^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"},message:"must match pattern \""+"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"+"\""};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.languages !== undefined){
let data20 = data.languages;
if(Array.isArray(data20)){
if(data20.length < 1){
const err37 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const len1 = data20.length;
for(let i1=0; i1<len1; i1++){
let data21 = data20[i1];
if(!(data21 && typeof data21 == "object" && !Array.isArray(data21))){
const err38 = {instancePath:instancePath+"/languages/" + i1,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.versions !== undefined){
let data22 = data.versions;
if(Array.isArray(data22)){
if(data22.length < 1){
const err40 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
const len2 = data22.length;
for(let i2=0; i2<len2; i2++){
let data23 = data22[i2];
if(!(data23 && typeof data23 == "object" && !Array.isArray(data23))){
const err41 = {instancePath:instancePath+"/versions/" + i2,schemaPath:"#/properties/versions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.anchors !== undefined){
let data24 = data.anchors;
if(Array.isArray(data24)){
if(data24.length < 1){
const err43 = {instancePath:instancePath+"/anchors",schemaPath:"#/properties/anchors/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
const len3 = data24.length;
for(let i3=0; i3<len3; i3++){
let data25 = data24[i3];
if(!(data25 && typeof data25 == "object" && !Array.isArray(data25))){
const err44 = {instancePath:instancePath+"/anchors/" + i3,schemaPath:"#/properties/anchors/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/anchors",schemaPath:"#/properties/anchors/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.tabs !== undefined){
let data26 = data.tabs;
if(Array.isArray(data26)){
if(data26.length < 1){
const err46 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
const len4 = data26.length;
for(let i4=0; i4<len4; i4++){
let data27 = data26[i4];
if(!(data27 && typeof data27 == "object" && !Array.isArray(data27))){
const err47 = {instancePath:instancePath+"/tabs/" + i4,schemaPath:"#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.products !== undefined){
let data28 = data.products;
if(Array.isArray(data28)){
if(data28.length < 1){
const err49 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
const len5 = data28.length;
for(let i5=0; i5<len5; i5++){
let data29 = data28[i5];
if(!(data29 && typeof data29 == "object" && !Array.isArray(data29))){
const err50 = {instancePath:instancePath+"/products/" + i5,schemaPath:"#/properties/products/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.groups !== undefined){
let data30 = data.groups;
if(Array.isArray(data30)){
if(data30.length < 1){
const err52 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
const len6 = data30.length;
for(let i6=0; i6<len6; i6++){
let data31 = data30[i6];
if(!(data31 && typeof data31 == "object" && !Array.isArray(data31))){
const err53 = {instancePath:instancePath+"/groups/" + i6,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.pages !== undefined){
let data32 = data.pages;
if(Array.isArray(data32)){
const len7 = data32.length;
for(let i7=0; i7<len7; i7++){
let data33 = data32[i7];
if((typeof data33 !== "string") && (!(data33 && typeof data33 == "object" && !Array.isArray(data33)))){
const err55 = {instancePath:instancePath+"/pages/" + i7,schemaPath:"#/properties/pages/items/type",keyword:"type",params:{type: schema11.properties.pages.items.type},message:"must be string,object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

const dropdown_global = validate12;
const schema12 = {"type":"object","properties":{"dropdown":{"type":"string"},"icon":{"anyOf":[{"type":"string"},{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"style":{"type":"string"},"library":{"type":"string"}}}],"x-expected":"an icon name (a string) or an object `{ \"name\": …, \"style\"?: …, \"library\"?: … }`"},"color":{"anyOf":[{"type":"string"},{"type":"object","properties":{"light":{"type":"string"},"dark":{"type":"string"}}}],"x-expected":"a colour string or `{ \"light\": …, \"dark\": … }`"},"hidden":{"type":"boolean"},"description":{"type":"string"},"tag":{"type":"string"},"default":{"type":"boolean"},"href":{"type":"string","pattern":"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)","x-expected":"a path starting with \"/\", a \"#fragment\", a \"mailto:\" address or an absolute URL"}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.dropdown !== undefined){
if(typeof data.dropdown !== "string"){
const err0 = {instancePath:instancePath+"/dropdown",schemaPath:"#/properties/dropdown/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.icon !== undefined){
let data1 = data.icon;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err2 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err3 = {instancePath:instancePath+"/icon/name",schemaPath:"#/properties/icon/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.style !== undefined){
if(typeof data1.style !== "string"){
const err4 = {instancePath:instancePath+"/icon/style",schemaPath:"#/properties/icon/anyOf/1/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.library !== undefined){
if(typeof data1.library !== "string"){
const err5 = {instancePath:instancePath+"/icon/library",schemaPath:"#/properties/icon/anyOf/1/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err7 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.color !== undefined){
let data5 = data.color;
const _errs16 = errors;
let valid3 = false;
const _errs17 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs19 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.light !== undefined){
if(typeof data5.light !== "string"){
const err9 = {instancePath:instancePath+"/color/light",schemaPath:"#/properties/color/anyOf/1/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data5.dark !== undefined){
if(typeof data5.dark !== "string"){
const err10 = {instancePath:instancePath+"/color/dark",schemaPath:"#/properties/color/anyOf/1/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err12 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err13 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err14 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.tag !== undefined){
if(typeof data.tag !== "string"){
const err15 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.default !== undefined){
if(typeof data.default !== "boolean"){
const err16 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.href !== undefined){
let data12 = data.href;
if(typeof data12 === "string"){
if(!pattern1.test(data12)){
const err17 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/pattern",keyword:"pattern",params:{pattern: "^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"},message:"must match pattern \""+"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

const product = validate13;
const schema13 = {"type":"object","properties":{"product":{"type":"string"},"directory":{"type":"string"},"openapi":{"anyOf":[{"anyOf":[{"type":"string"},{"type":"object","required":["source"],"properties":{"source":{"type":"string"},"directory":{"type":"string"}}}]},{"type":"array","items":{"anyOf":[{"type":"string"},{"type":"object","required":["source"],"properties":{"source":{"type":"string"},"directory":{"type":"string"}}}]}}],"x-expected":"a path or URL, an object `{ \"source\": …, \"directory\"?: … }`, or an array of these"},"asyncapi":{"anyOf":[{"type":"string"},{"type":"object"},{"type":"array"}],"x-expected":"a path, an object or an array"},"hidden":{"type":"boolean"},"global":{"type":"object"},"name":{"type":"string"},"icon":{"anyOf":[{"type":"string"},{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"style":{"type":"string"},"library":{"type":"string"}}}],"x-expected":"an icon name (a string) or an object `{ \"name\": …, \"style\"?: …, \"library\"?: … }`"},"color":{"anyOf":[{"type":"string"},{"type":"object","properties":{"light":{"type":"string"},"dark":{"type":"string"}}}],"x-expected":"a colour string or `{ \"light\": …, \"dark\": … }`"},"description":{"type":"string"},"href":{"type":"string","pattern":"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)","x-expected":"a path starting with \"/\", a \"#fragment\", a \"mailto:\" address or an absolute URL"},"languages":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"versions":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"tabs":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"anchors":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"dropdowns":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"groups":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"pages":{"type":"array","items":{"type":["string","object"],"x-expected":"a page path (string) or a group object"},"x-expected":"an array of page paths and group objects"},"menu":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.product !== undefined){
if(typeof data.product !== "string"){
const err0 = {instancePath:instancePath+"/product",schemaPath:"#/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.directory !== undefined){
if(typeof data.directory !== "string"){
const err1 = {instancePath:instancePath+"/directory",schemaPath:"#/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.openapi !== undefined){
let data2 = data.openapi;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs11 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.source === undefined){
const err3 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.source !== undefined){
if(typeof data2.source !== "string"){
const err4 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data2.directory !== undefined){
if(typeof data2.directory !== "string"){
const err5 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err7 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs17 = errors;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data5 = data2[i0];
const _errs20 = errors;
let valid6 = false;
const _errs21 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs21 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs23 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.source === undefined){
const err9 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5.source !== undefined){
if(typeof data5.source !== "string"){
const err10 = {instancePath:instancePath+"/openapi/" + i0+"/source",schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data5.directory !== undefined){
if(typeof data5.directory !== "string"){
const err11 = {instancePath:instancePath+"/openapi/" + i0+"/directory",schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid2 = _errs23 === errors;
valid6 = valid6 || _valid2;
}
if(!valid6){
const err13 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err15 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.asyncapi !== undefined){
let data8 = data.asyncapi;
const _errs30 = errors;
let valid8 = false;
const _errs31 = errors;
if(typeof data8 !== "string"){
const err16 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid3 = _errs31 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs33 = errors;
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
const err17 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid3 = _errs33 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs35 = errors;
if(!(Array.isArray(data8))){
const err18 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid3 = _errs35 === errors;
valid8 = valid8 || _valid3;
}
}
if(!valid8){
const err19 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err20 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.global !== undefined){
let data10 = data.global;
if(!(data10 && typeof data10 == "object" && !Array.isArray(data10))){
const err21 = {instancePath:instancePath+"/global",schemaPath:"#/properties/global/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err22 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.icon !== undefined){
let data12 = data.icon;
const _errs44 = errors;
let valid9 = false;
const _errs45 = errors;
if(typeof data12 !== "string"){
const err23 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid4 = _errs45 === errors;
valid9 = valid9 || _valid4;
if(!valid9){
const _errs47 = errors;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.name === undefined){
const err24 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data12.name !== undefined){
if(typeof data12.name !== "string"){
const err25 = {instancePath:instancePath+"/icon/name",schemaPath:"#/properties/icon/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data12.style !== undefined){
if(typeof data12.style !== "string"){
const err26 = {instancePath:instancePath+"/icon/style",schemaPath:"#/properties/icon/anyOf/1/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data12.library !== undefined){
if(typeof data12.library !== "string"){
const err27 = {instancePath:instancePath+"/icon/library",schemaPath:"#/properties/icon/anyOf/1/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid4 = _errs47 === errors;
valid9 = valid9 || _valid4;
}
if(!valid9){
const err29 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs44;
if(vErrors !== null){
if(_errs44){
vErrors.length = _errs44;
}
else {
vErrors = null;
}
}
}
}
if(data.color !== undefined){
let data16 = data.color;
const _errs56 = errors;
let valid11 = false;
const _errs57 = errors;
if(typeof data16 !== "string"){
const err30 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid5 = _errs57 === errors;
valid11 = valid11 || _valid5;
if(!valid11){
const _errs59 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.light !== undefined){
if(typeof data16.light !== "string"){
const err31 = {instancePath:instancePath+"/color/light",schemaPath:"#/properties/color/anyOf/1/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data16.dark !== undefined){
if(typeof data16.dark !== "string"){
const err32 = {instancePath:instancePath+"/color/dark",schemaPath:"#/properties/color/anyOf/1/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid5 = _errs59 === errors;
valid11 = valid11 || _valid5;
}
if(!valid11){
const err34 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs56;
if(vErrors !== null){
if(_errs56){
vErrors.length = _errs56;
}
else {
vErrors = null;
}
}
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err35 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.href !== undefined){
let data20 = data.href;
if(typeof data20 === "string"){
if(!pattern1.test(data20)){
const err36 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/pattern",keyword:"pattern",params:{pattern: "^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"},message:"must match pattern \""+"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.languages !== undefined){
let data21 = data.languages;
if(Array.isArray(data21)){
if(data21.length < 1){
const err38 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
const len1 = data21.length;
for(let i1=0; i1<len1; i1++){
let data22 = data21[i1];
if(!(data22 && typeof data22 == "object" && !Array.isArray(data22))){
const err39 = {instancePath:instancePath+"/languages/" + i1,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.versions !== undefined){
let data23 = data.versions;
if(Array.isArray(data23)){
if(data23.length < 1){
const err41 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
let data24 = data23[i2];
if(!(data24 && typeof data24 == "object" && !Array.isArray(data24))){
const err42 = {instancePath:instancePath+"/versions/" + i2,schemaPath:"#/properties/versions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.tabs !== undefined){
let data25 = data.tabs;
if(Array.isArray(data25)){
if(data25.length < 1){
const err44 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const len3 = data25.length;
for(let i3=0; i3<len3; i3++){
let data26 = data25[i3];
if(!(data26 && typeof data26 == "object" && !Array.isArray(data26))){
const err45 = {instancePath:instancePath+"/tabs/" + i3,schemaPath:"#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.anchors !== undefined){
let data27 = data.anchors;
if(Array.isArray(data27)){
if(data27.length < 1){
const err47 = {instancePath:instancePath+"/anchors",schemaPath:"#/properties/anchors/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
const len4 = data27.length;
for(let i4=0; i4<len4; i4++){
let data28 = data27[i4];
if(!(data28 && typeof data28 == "object" && !Array.isArray(data28))){
const err48 = {instancePath:instancePath+"/anchors/" + i4,schemaPath:"#/properties/anchors/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/anchors",schemaPath:"#/properties/anchors/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.dropdowns !== undefined){
let data29 = data.dropdowns;
if(Array.isArray(data29)){
if(data29.length < 1){
const err50 = {instancePath:instancePath+"/dropdowns",schemaPath:"#/properties/dropdowns/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
const len5 = data29.length;
for(let i5=0; i5<len5; i5++){
let data30 = data29[i5];
if(!(data30 && typeof data30 == "object" && !Array.isArray(data30))){
const err51 = {instancePath:instancePath+"/dropdowns/" + i5,schemaPath:"#/properties/dropdowns/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/dropdowns",schemaPath:"#/properties/dropdowns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.groups !== undefined){
let data31 = data.groups;
if(Array.isArray(data31)){
if(data31.length < 1){
const err53 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
const len6 = data31.length;
for(let i6=0; i6<len6; i6++){
let data32 = data31[i6];
if(!(data32 && typeof data32 == "object" && !Array.isArray(data32))){
const err54 = {instancePath:instancePath+"/groups/" + i6,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.pages !== undefined){
let data33 = data.pages;
if(Array.isArray(data33)){
const len7 = data33.length;
for(let i7=0; i7<len7; i7++){
let data34 = data33[i7];
if((typeof data34 !== "string") && (!(data34 && typeof data34 == "object" && !Array.isArray(data34)))){
const err56 = {instancePath:instancePath+"/pages/" + i7,schemaPath:"#/properties/pages/items/type",keyword:"type",params:{type: schema13.properties.pages.items.type},message:"must be string,object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.menu !== undefined){
let data35 = data.menu;
if(Array.isArray(data35)){
if(data35.length < 1){
const err58 = {instancePath:instancePath+"/menu",schemaPath:"#/properties/menu/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
const len8 = data35.length;
for(let i8=0; i8<len8; i8++){
let data36 = data35[i8];
if(!(data36 && typeof data36 == "object" && !Array.isArray(data36))){
const err59 = {instancePath:instancePath+"/menu/" + i8,schemaPath:"#/properties/menu/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/menu",schemaPath:"#/properties/menu/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

const product_global = validate14;
const schema14 = {"type":"object","properties":{"product":{"type":"string"},"icon":{"anyOf":[{"type":"string"},{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"style":{"type":"string"},"library":{"type":"string"}}}],"x-expected":"an icon name (a string) or an object `{ \"name\": …, \"style\"?: …, \"library\"?: … }`"},"color":{"anyOf":[{"type":"string"},{"type":"object","properties":{"light":{"type":"string"},"dark":{"type":"string"}}}],"x-expected":"a colour string or `{ \"light\": …, \"dark\": … }`"},"hidden":{"type":"boolean"},"description":{"type":"string"},"tag":{"type":"string"},"default":{"type":"boolean"},"href":{"type":"string","pattern":"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)","x-expected":"a path starting with \"/\", a \"#fragment\", a \"mailto:\" address or an absolute URL"}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.product !== undefined){
if(typeof data.product !== "string"){
const err0 = {instancePath:instancePath+"/product",schemaPath:"#/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.icon !== undefined){
let data1 = data.icon;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err2 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err3 = {instancePath:instancePath+"/icon/name",schemaPath:"#/properties/icon/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.style !== undefined){
if(typeof data1.style !== "string"){
const err4 = {instancePath:instancePath+"/icon/style",schemaPath:"#/properties/icon/anyOf/1/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.library !== undefined){
if(typeof data1.library !== "string"){
const err5 = {instancePath:instancePath+"/icon/library",schemaPath:"#/properties/icon/anyOf/1/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err7 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.color !== undefined){
let data5 = data.color;
const _errs16 = errors;
let valid3 = false;
const _errs17 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs19 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.light !== undefined){
if(typeof data5.light !== "string"){
const err9 = {instancePath:instancePath+"/color/light",schemaPath:"#/properties/color/anyOf/1/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data5.dark !== undefined){
if(typeof data5.dark !== "string"){
const err10 = {instancePath:instancePath+"/color/dark",schemaPath:"#/properties/color/anyOf/1/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err12 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err13 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err14 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.tag !== undefined){
if(typeof data.tag !== "string"){
const err15 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.default !== undefined){
if(typeof data.default !== "boolean"){
const err16 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.href !== undefined){
let data12 = data.href;
if(typeof data12 === "string"){
if(!pattern1.test(data12)){
const err17 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/pattern",keyword:"pattern",params:{pattern: "^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"},message:"must match pattern \""+"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

const version = validate15;
const schema15 = {"type":"object","properties":{"version":{"type":"string"},"directory":{"type":"string"},"openapi":{"anyOf":[{"anyOf":[{"type":"string"},{"type":"object","required":["source"],"properties":{"source":{"type":"string"},"directory":{"type":"string"}}}]},{"type":"array","items":{"anyOf":[{"type":"string"},{"type":"object","required":["source"],"properties":{"source":{"type":"string"},"directory":{"type":"string"}}}]}}],"x-expected":"a path or URL, an object `{ \"source\": …, \"directory\"?: … }`, or an array of these"},"asyncapi":{"anyOf":[{"type":"string"},{"type":"object"},{"type":"array"}],"x-expected":"a path, an object or an array"},"hidden":{"type":"boolean"},"global":{"type":"object"},"default":{"type":"boolean"},"tag":{"type":"string"},"href":{"type":"string","pattern":"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)","x-expected":"a path starting with \"/\", a \"#fragment\", a \"mailto:\" address or an absolute URL"},"languages":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"tabs":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"dropdowns":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"anchors":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"products":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"groups":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"pages":{"type":"array","items":{"type":["string","object"],"x-expected":"a page path (string) or a group object"},"x-expected":"an array of page paths and group objects"}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version !== undefined){
if(typeof data.version !== "string"){
const err0 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.directory !== undefined){
if(typeof data.directory !== "string"){
const err1 = {instancePath:instancePath+"/directory",schemaPath:"#/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.openapi !== undefined){
let data2 = data.openapi;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs11 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.source === undefined){
const err3 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.source !== undefined){
if(typeof data2.source !== "string"){
const err4 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data2.directory !== undefined){
if(typeof data2.directory !== "string"){
const err5 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err7 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs17 = errors;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data5 = data2[i0];
const _errs20 = errors;
let valid6 = false;
const _errs21 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs21 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs23 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.source === undefined){
const err9 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5.source !== undefined){
if(typeof data5.source !== "string"){
const err10 = {instancePath:instancePath+"/openapi/" + i0+"/source",schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data5.directory !== undefined){
if(typeof data5.directory !== "string"){
const err11 = {instancePath:instancePath+"/openapi/" + i0+"/directory",schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid2 = _errs23 === errors;
valid6 = valid6 || _valid2;
}
if(!valid6){
const err13 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err15 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.asyncapi !== undefined){
let data8 = data.asyncapi;
const _errs30 = errors;
let valid8 = false;
const _errs31 = errors;
if(typeof data8 !== "string"){
const err16 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid3 = _errs31 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs33 = errors;
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
const err17 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid3 = _errs33 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs35 = errors;
if(!(Array.isArray(data8))){
const err18 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid3 = _errs35 === errors;
valid8 = valid8 || _valid3;
}
}
if(!valid8){
const err19 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err20 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.global !== undefined){
let data10 = data.global;
if(!(data10 && typeof data10 == "object" && !Array.isArray(data10))){
const err21 = {instancePath:instancePath+"/global",schemaPath:"#/properties/global/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.default !== undefined){
if(typeof data.default !== "boolean"){
const err22 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.tag !== undefined){
if(typeof data.tag !== "string"){
const err23 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.href !== undefined){
let data13 = data.href;
if(typeof data13 === "string"){
if(!pattern1.test(data13)){
const err24 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/pattern",keyword:"pattern",params:{pattern: "^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"},message:"must match pattern \""+"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.languages !== undefined){
let data14 = data.languages;
if(Array.isArray(data14)){
if(data14.length < 1){
const err26 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
if(!(data15 && typeof data15 == "object" && !Array.isArray(data15))){
const err27 = {instancePath:instancePath+"/languages/" + i1,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.tabs !== undefined){
let data16 = data.tabs;
if(Array.isArray(data16)){
if(data16.length < 1){
const err29 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
if(!(data17 && typeof data17 == "object" && !Array.isArray(data17))){
const err30 = {instancePath:instancePath+"/tabs/" + i2,schemaPath:"#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.dropdowns !== undefined){
let data18 = data.dropdowns;
if(Array.isArray(data18)){
if(data18.length < 1){
const err32 = {instancePath:instancePath+"/dropdowns",schemaPath:"#/properties/dropdowns/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const len3 = data18.length;
for(let i3=0; i3<len3; i3++){
let data19 = data18[i3];
if(!(data19 && typeof data19 == "object" && !Array.isArray(data19))){
const err33 = {instancePath:instancePath+"/dropdowns/" + i3,schemaPath:"#/properties/dropdowns/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/dropdowns",schemaPath:"#/properties/dropdowns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.anchors !== undefined){
let data20 = data.anchors;
if(Array.isArray(data20)){
if(data20.length < 1){
const err35 = {instancePath:instancePath+"/anchors",schemaPath:"#/properties/anchors/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
const len4 = data20.length;
for(let i4=0; i4<len4; i4++){
let data21 = data20[i4];
if(!(data21 && typeof data21 == "object" && !Array.isArray(data21))){
const err36 = {instancePath:instancePath+"/anchors/" + i4,schemaPath:"#/properties/anchors/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/anchors",schemaPath:"#/properties/anchors/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.products !== undefined){
let data22 = data.products;
if(Array.isArray(data22)){
if(data22.length < 1){
const err38 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
const len5 = data22.length;
for(let i5=0; i5<len5; i5++){
let data23 = data22[i5];
if(!(data23 && typeof data23 == "object" && !Array.isArray(data23))){
const err39 = {instancePath:instancePath+"/products/" + i5,schemaPath:"#/properties/products/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.groups !== undefined){
let data24 = data.groups;
if(Array.isArray(data24)){
if(data24.length < 1){
const err41 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const len6 = data24.length;
for(let i6=0; i6<len6; i6++){
let data25 = data24[i6];
if(!(data25 && typeof data25 == "object" && !Array.isArray(data25))){
const err42 = {instancePath:instancePath+"/groups/" + i6,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.pages !== undefined){
let data26 = data.pages;
if(Array.isArray(data26)){
const len7 = data26.length;
for(let i7=0; i7<len7; i7++){
let data27 = data26[i7];
if((typeof data27 !== "string") && (!(data27 && typeof data27 == "object" && !Array.isArray(data27)))){
const err44 = {instancePath:instancePath+"/pages/" + i7,schemaPath:"#/properties/pages/items/type",keyword:"type",params:{type: schema15.properties.pages.items.type},message:"must be string,object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

const version_global = validate16;
const schema16 = {"type":"object","properties":{"version":{"type":"string"},"icon":{"anyOf":[{"type":"string"},{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"style":{"type":"string"},"library":{"type":"string"}}}],"x-expected":"an icon name (a string) or an object `{ \"name\": …, \"style\"?: …, \"library\"?: … }`"},"color":{"anyOf":[{"type":"string"},{"type":"object","properties":{"light":{"type":"string"},"dark":{"type":"string"}}}],"x-expected":"a colour string or `{ \"light\": …, \"dark\": … }`"},"hidden":{"type":"boolean"},"description":{"type":"string"},"tag":{"type":"string"},"default":{"type":"boolean"},"href":{"type":"string","pattern":"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)","x-expected":"a path starting with \"/\", a \"#fragment\", a \"mailto:\" address or an absolute URL"}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version !== undefined){
if(typeof data.version !== "string"){
const err0 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.icon !== undefined){
let data1 = data.icon;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err2 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err3 = {instancePath:instancePath+"/icon/name",schemaPath:"#/properties/icon/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.style !== undefined){
if(typeof data1.style !== "string"){
const err4 = {instancePath:instancePath+"/icon/style",schemaPath:"#/properties/icon/anyOf/1/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.library !== undefined){
if(typeof data1.library !== "string"){
const err5 = {instancePath:instancePath+"/icon/library",schemaPath:"#/properties/icon/anyOf/1/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err7 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.color !== undefined){
let data5 = data.color;
const _errs16 = errors;
let valid3 = false;
const _errs17 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs19 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.light !== undefined){
if(typeof data5.light !== "string"){
const err9 = {instancePath:instancePath+"/color/light",schemaPath:"#/properties/color/anyOf/1/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data5.dark !== undefined){
if(typeof data5.dark !== "string"){
const err10 = {instancePath:instancePath+"/color/dark",schemaPath:"#/properties/color/anyOf/1/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err12 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err13 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err14 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.tag !== undefined){
if(typeof data.tag !== "string"){
const err15 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.default !== undefined){
if(typeof data.default !== "boolean"){
const err16 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.href !== undefined){
let data12 = data.href;
if(typeof data12 === "string"){
if(!pattern1.test(data12)){
const err17 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/pattern",keyword:"pattern",params:{pattern: "^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"},message:"must match pattern \""+"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

const language = validate17;
const schema17 = {"type":"object","properties":{"language":{"type":"string"},"directory":{"type":"string"},"openapi":{"anyOf":[{"anyOf":[{"type":"string"},{"type":"object","required":["source"],"properties":{"source":{"type":"string"},"directory":{"type":"string"}}}]},{"type":"array","items":{"anyOf":[{"type":"string"},{"type":"object","required":["source"],"properties":{"source":{"type":"string"},"directory":{"type":"string"}}}]}}],"x-expected":"a path or URL, an object `{ \"source\": …, \"directory\"?: … }`, or an array of these"},"asyncapi":{"anyOf":[{"type":"string"},{"type":"object"},{"type":"array"}],"x-expected":"a path, an object or an array"},"hidden":{"type":"boolean"},"global":{"type":"object"},"default":{"type":"boolean"},"banner":{"type":"object","properties":{"content":{"type":"string"},"dismissible":{"type":"boolean"}},"required":["content"]},"footer":{"type":"object"},"navbar":{"type":"object"},"href":{"type":"string","pattern":"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)","x-expected":"a path starting with \"/\", a \"#fragment\", a \"mailto:\" address or an absolute URL"},"versions":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"tabs":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"dropdowns":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"anchors":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"products":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"groups":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"pages":{"type":"array","items":{"type":["string","object"],"x-expected":"a page path (string) or a group object"},"x-expected":"an array of page paths and group objects"}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.language !== undefined){
if(typeof data.language !== "string"){
const err0 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.directory !== undefined){
if(typeof data.directory !== "string"){
const err1 = {instancePath:instancePath+"/directory",schemaPath:"#/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.openapi !== undefined){
let data2 = data.openapi;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs11 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.source === undefined){
const err3 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.source !== undefined){
if(typeof data2.source !== "string"){
const err4 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data2.directory !== undefined){
if(typeof data2.directory !== "string"){
const err5 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err7 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs17 = errors;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data5 = data2[i0];
const _errs20 = errors;
let valid6 = false;
const _errs21 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs21 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs23 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.source === undefined){
const err9 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5.source !== undefined){
if(typeof data5.source !== "string"){
const err10 = {instancePath:instancePath+"/openapi/" + i0+"/source",schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data5.directory !== undefined){
if(typeof data5.directory !== "string"){
const err11 = {instancePath:instancePath+"/openapi/" + i0+"/directory",schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid2 = _errs23 === errors;
valid6 = valid6 || _valid2;
}
if(!valid6){
const err13 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/properties/openapi/anyOf/1/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err15 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.asyncapi !== undefined){
let data8 = data.asyncapi;
const _errs30 = errors;
let valid8 = false;
const _errs31 = errors;
if(typeof data8 !== "string"){
const err16 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid3 = _errs31 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs33 = errors;
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
const err17 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid3 = _errs33 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs35 = errors;
if(!(Array.isArray(data8))){
const err18 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid3 = _errs35 === errors;
valid8 = valid8 || _valid3;
}
}
if(!valid8){
const err19 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/properties/asyncapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err20 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.global !== undefined){
let data10 = data.global;
if(!(data10 && typeof data10 == "object" && !Array.isArray(data10))){
const err21 = {instancePath:instancePath+"/global",schemaPath:"#/properties/global/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.default !== undefined){
if(typeof data.default !== "boolean"){
const err22 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.banner !== undefined){
let data12 = data.banner;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.content === undefined){
const err23 = {instancePath:instancePath+"/banner",schemaPath:"#/properties/banner/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data12.content !== undefined){
if(typeof data12.content !== "string"){
const err24 = {instancePath:instancePath+"/banner/content",schemaPath:"#/properties/banner/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data12.dismissible !== undefined){
if(typeof data12.dismissible !== "boolean"){
const err25 = {instancePath:instancePath+"/banner/dismissible",schemaPath:"#/properties/banner/properties/dismissible/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/banner",schemaPath:"#/properties/banner/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.footer !== undefined){
let data15 = data.footer;
if(!(data15 && typeof data15 == "object" && !Array.isArray(data15))){
const err27 = {instancePath:instancePath+"/footer",schemaPath:"#/properties/footer/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.navbar !== undefined){
let data16 = data.navbar;
if(!(data16 && typeof data16 == "object" && !Array.isArray(data16))){
const err28 = {instancePath:instancePath+"/navbar",schemaPath:"#/properties/navbar/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.href !== undefined){
let data17 = data.href;
if(typeof data17 === "string"){
if(!pattern1.test(data17)){
const err29 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/pattern",keyword:"pattern",params:{pattern: "^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"},message:"must match pattern \""+"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.versions !== undefined){
let data18 = data.versions;
if(Array.isArray(data18)){
if(data18.length < 1){
const err31 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
const len1 = data18.length;
for(let i1=0; i1<len1; i1++){
let data19 = data18[i1];
if(!(data19 && typeof data19 == "object" && !Array.isArray(data19))){
const err32 = {instancePath:instancePath+"/versions/" + i1,schemaPath:"#/properties/versions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.tabs !== undefined){
let data20 = data.tabs;
if(Array.isArray(data20)){
if(data20.length < 1){
const err34 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len2 = data20.length;
for(let i2=0; i2<len2; i2++){
let data21 = data20[i2];
if(!(data21 && typeof data21 == "object" && !Array.isArray(data21))){
const err35 = {instancePath:instancePath+"/tabs/" + i2,schemaPath:"#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.dropdowns !== undefined){
let data22 = data.dropdowns;
if(Array.isArray(data22)){
if(data22.length < 1){
const err37 = {instancePath:instancePath+"/dropdowns",schemaPath:"#/properties/dropdowns/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const len3 = data22.length;
for(let i3=0; i3<len3; i3++){
let data23 = data22[i3];
if(!(data23 && typeof data23 == "object" && !Array.isArray(data23))){
const err38 = {instancePath:instancePath+"/dropdowns/" + i3,schemaPath:"#/properties/dropdowns/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/dropdowns",schemaPath:"#/properties/dropdowns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.anchors !== undefined){
let data24 = data.anchors;
if(Array.isArray(data24)){
if(data24.length < 1){
const err40 = {instancePath:instancePath+"/anchors",schemaPath:"#/properties/anchors/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
const len4 = data24.length;
for(let i4=0; i4<len4; i4++){
let data25 = data24[i4];
if(!(data25 && typeof data25 == "object" && !Array.isArray(data25))){
const err41 = {instancePath:instancePath+"/anchors/" + i4,schemaPath:"#/properties/anchors/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/anchors",schemaPath:"#/properties/anchors/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.products !== undefined){
let data26 = data.products;
if(Array.isArray(data26)){
if(data26.length < 1){
const err43 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
const len5 = data26.length;
for(let i5=0; i5<len5; i5++){
let data27 = data26[i5];
if(!(data27 && typeof data27 == "object" && !Array.isArray(data27))){
const err44 = {instancePath:instancePath+"/products/" + i5,schemaPath:"#/properties/products/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.groups !== undefined){
let data28 = data.groups;
if(Array.isArray(data28)){
if(data28.length < 1){
const err46 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
const len6 = data28.length;
for(let i6=0; i6<len6; i6++){
let data29 = data28[i6];
if(!(data29 && typeof data29 == "object" && !Array.isArray(data29))){
const err47 = {instancePath:instancePath+"/groups/" + i6,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.pages !== undefined){
let data30 = data.pages;
if(Array.isArray(data30)){
const len7 = data30.length;
for(let i7=0; i7<len7; i7++){
let data31 = data30[i7];
if((typeof data31 !== "string") && (!(data31 && typeof data31 == "object" && !Array.isArray(data31)))){
const err49 = {instancePath:instancePath+"/pages/" + i7,schemaPath:"#/properties/pages/items/type",keyword:"type",params:{type: schema17.properties.pages.items.type},message:"must be string,object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

const language_global = validate18;
const schema18 = {"type":"object","properties":{"language":{"type":"string"},"icon":{"anyOf":[{"type":"string"},{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"style":{"type":"string"},"library":{"type":"string"}}}],"x-expected":"an icon name (a string) or an object `{ \"name\": …, \"style\"?: …, \"library\"?: … }`"},"color":{"anyOf":[{"type":"string"},{"type":"object","properties":{"light":{"type":"string"},"dark":{"type":"string"}}}],"x-expected":"a colour string or `{ \"light\": …, \"dark\": … }`"},"hidden":{"type":"boolean"},"description":{"type":"string"},"tag":{"type":"string"},"default":{"type":"boolean"},"href":{"type":"string","pattern":"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)","x-expected":"a path starting with \"/\", a \"#fragment\", a \"mailto:\" address or an absolute URL"}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.language !== undefined){
if(typeof data.language !== "string"){
const err0 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.icon !== undefined){
let data1 = data.icon;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err2 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err3 = {instancePath:instancePath+"/icon/name",schemaPath:"#/properties/icon/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.style !== undefined){
if(typeof data1.style !== "string"){
const err4 = {instancePath:instancePath+"/icon/style",schemaPath:"#/properties/icon/anyOf/1/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.library !== undefined){
if(typeof data1.library !== "string"){
const err5 = {instancePath:instancePath+"/icon/library",schemaPath:"#/properties/icon/anyOf/1/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err7 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.color !== undefined){
let data5 = data.color;
const _errs16 = errors;
let valid3 = false;
const _errs17 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs19 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.light !== undefined){
if(typeof data5.light !== "string"){
const err9 = {instancePath:instancePath+"/color/light",schemaPath:"#/properties/color/anyOf/1/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data5.dark !== undefined){
if(typeof data5.dark !== "string"){
const err10 = {instancePath:instancePath+"/color/dark",schemaPath:"#/properties/color/anyOf/1/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err12 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err13 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err14 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.tag !== undefined){
if(typeof data.tag !== "string"){
const err15 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.default !== undefined){
if(typeof data.default !== "boolean"){
const err16 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.href !== undefined){
let data12 = data.href;
if(typeof data12 === "string"){
if(!pattern1.test(data12)){
const err17 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/pattern",keyword:"pattern",params:{pattern: "^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"},message:"must match pattern \""+"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

const global = validate19;
const schema19 = {"type":"object","properties":{"tabs":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"anchors":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"dropdowns":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"versions":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"languages":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"},"products":{"type":"array","items":{"type":"object","x-expected":"an object"},"minItems":1,"x-expected":"a non-empty array of objects"}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tabs !== undefined){
let data0 = data.tabs;
if(Array.isArray(data0)){
if(data0.length < 1){
const err0 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
const err1 = {instancePath:instancePath+"/tabs/" + i0,schemaPath:"#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.anchors !== undefined){
let data2 = data.anchors;
if(Array.isArray(data2)){
if(data2.length < 1){
const err3 = {instancePath:instancePath+"/anchors",schemaPath:"#/properties/anchors/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err4 = {instancePath:instancePath+"/anchors/" + i1,schemaPath:"#/properties/anchors/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/anchors",schemaPath:"#/properties/anchors/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.dropdowns !== undefined){
let data4 = data.dropdowns;
if(Array.isArray(data4)){
if(data4.length < 1){
const err6 = {instancePath:instancePath+"/dropdowns",schemaPath:"#/properties/dropdowns/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len2 = data4.length;
for(let i2=0; i2<len2; i2++){
let data5 = data4[i2];
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err7 = {instancePath:instancePath+"/dropdowns/" + i2,schemaPath:"#/properties/dropdowns/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/dropdowns",schemaPath:"#/properties/dropdowns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.versions !== undefined){
let data6 = data.versions;
if(Array.isArray(data6)){
if(data6.length < 1){
const err9 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len3 = data6.length;
for(let i3=0; i3<len3; i3++){
let data7 = data6[i3];
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
const err10 = {instancePath:instancePath+"/versions/" + i3,schemaPath:"#/properties/versions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.languages !== undefined){
let data8 = data.languages;
if(Array.isArray(data8)){
if(data8.length < 1){
const err12 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len4 = data8.length;
for(let i4=0; i4<len4; i4++){
let data9 = data8[i4];
if(!(data9 && typeof data9 == "object" && !Array.isArray(data9))){
const err13 = {instancePath:instancePath+"/languages/" + i4,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.products !== undefined){
let data10 = data.products;
if(Array.isArray(data10)){
if(data10.length < 1){
const err15 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len5 = data10.length;
for(let i5=0; i5<len5; i5++){
let data11 = data10[i5];
if(!(data11 && typeof data11 == "object" && !Array.isArray(data11))){
const err16 = {instancePath:instancePath+"/products/" + i5,schemaPath:"#/properties/products/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

const global_global = validate20;
const schema20 = {"type":"object","properties":{"icon":{"anyOf":[{"type":"string"},{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"style":{"type":"string"},"library":{"type":"string"}}}],"x-expected":"an icon name (a string) or an object `{ \"name\": …, \"style\"?: …, \"library\"?: … }`"},"color":{"anyOf":[{"type":"string"},{"type":"object","properties":{"light":{"type":"string"},"dark":{"type":"string"}}}],"x-expected":"a colour string or `{ \"light\": …, \"dark\": … }`"},"hidden":{"type":"boolean"},"description":{"type":"string"},"tag":{"type":"string"},"default":{"type":"boolean"},"href":{"type":"string","pattern":"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)","x-expected":"a path starting with \"/\", a \"#fragment\", a \"mailto:\" address or an absolute URL"}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.icon !== undefined){
let data0 = data.icon;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs5 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err1 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.name !== undefined){
if(typeof data0.name !== "string"){
const err2 = {instancePath:instancePath+"/icon/name",schemaPath:"#/properties/icon/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.style !== undefined){
if(typeof data0.style !== "string"){
const err3 = {instancePath:instancePath+"/icon/style",schemaPath:"#/properties/icon/anyOf/1/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.library !== undefined){
if(typeof data0.library !== "string"){
const err4 = {instancePath:instancePath+"/icon/library",schemaPath:"#/properties/icon/anyOf/1/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err6 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(data.color !== undefined){
let data4 = data.color;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs17 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.light !== undefined){
if(typeof data4.light !== "string"){
const err8 = {instancePath:instancePath+"/color/light",schemaPath:"#/properties/color/anyOf/1/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data4.dark !== undefined){
if(typeof data4.dark !== "string"){
const err9 = {instancePath:instancePath+"/color/dark",schemaPath:"#/properties/color/anyOf/1/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err11 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err12 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err13 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.tag !== undefined){
if(typeof data.tag !== "string"){
const err14 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.default !== undefined){
if(typeof data.default !== "boolean"){
const err15 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.href !== undefined){
let data11 = data.href;
if(typeof data11 === "string"){
if(!pattern1.test(data11)){
const err16 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/pattern",keyword:"pattern",params:{pattern: "^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"},message:"must match pattern \""+"^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

/* harmony default export */ const validators_generated = ({ settings, root, root_global, group, group_global, tab, tab_global, menu_item, menu_item_global, anchor: validators_generated_anchor, anchor_global, dropdown, dropdown_global, product, product_global, version, version_global, language, language_global, global, global_global });

;// CONCATENATED MODULE: ./src/model/schemas.ts


const string = { type: 'string' };
const schemas_boolean = { type: 'boolean' };
const object = { type: 'object' };
/** An `href`: a path from the site root, a fragment, `mailto:`, or an absolute URL. */
const HREF_PATTERN = '^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)';
const href = {
    type: 'string',
    pattern: HREF_PATTERN,
    'x-expected': 'a path starting with "/", a "#fragment", a "mailto:" address or an absolute URL',
};
const icon = {
    anyOf: [string, { type: 'object', required: ['name'], properties: { name: string, style: string, library: string } }],
    'x-expected': 'an icon name (a string) or an object `{ "name": …, "style"?: …, "library"?: … }`',
};
const color = {
    anyOf: [string, { type: 'object', properties: { light: string, dark: string } }],
    'x-expected': 'a colour string or `{ "light": …, "dark": … }`',
};
const openapiOne = {
    anyOf: [string, { type: 'object', required: ['source'], properties: { source: string, directory: string } }],
};
const openapi = {
    anyOf: [openapiOne, { type: 'array', items: openapiOne }],
    'x-expected': 'a path or URL, an object `{ "source": …, "directory"?: … }`, or an array of these',
};
const childArray = {
    type: 'array',
    items: { type: 'object', 'x-expected': 'an object' },
    minItems: 1,
    'x-expected': 'a non-empty array of objects',
};
const schemas_pages = {
    type: 'array',
    items: { type: ['string', 'object'], 'x-expected': 'a page path (string) or a group object' },
    'x-expected': 'an array of page paths and group objects',
};
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
    pages: schemas_pages,
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
        properties[c] = c === 'pages' ? schemas_pages : childArray;
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
/** The name under which scripts/gen-validators.mjs exports the compiled schema of an element kind. */
function validatorName(kind, globalEntry = false) {
    return kind.replace(/-/g, '_') + (globalEntry ? '_global' : '');
}
/** The schema of an element kind with its validator, compiled at build time. */
function compiledSchemaFor(kind, globalEntry = false) {
    return { schema: schemaFor(kind, globalEntry), validate: validators_generated[validatorName(kind, globalEntry)] };
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
            properties: {
                primary: {
                    type: 'string',
                    pattern: '^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$',
                    'x-expected': 'a hex colour such as "#0D9373"',
                },
            },
        },
        styling: { type: 'object', properties: { eyebrows: { type: 'string', enum: ['section', 'breadcrumbs'] } } },
        interaction: { type: 'object', properties: { drilldown: schemas_boolean } },
        api: {
            type: 'object',
            properties: { playground: { type: 'object', properties: { proxy: schemas_boolean } } },
        },
    },
};
/** `SETTINGS_SCHEMA` with its validator, compiled at build time. */
const COMPILED_SETTINGS_SCHEMA = { schema: SETTINGS_SCHEMA, validate: validators_generated.settings };

;// CONCATENATED MODULE: ./src/rules/config-setting-invalid.ts







const EYEBROWS = ['section', 'breadcrumbs'];
/** Settings with a wrong type or value, and missing required top-level fields. */
/* harmony default export */ const config_setting_invalid = (createRule({
    meta: {
        id: 'config-setting-invalid',
        summary: 'A docs.json setting has a wrong type or value, or a required top-level field (`theme`, `name`, ' +
            '`colors.primary`) is missing.',
        defaultSeverity: 'error',
        category: 'config',
    },
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
            report({
                span: brace,
                message: 'docs.json has no `colors`; the platform requires `colors.primary`.',
                help: 'Add "colors": { "primary": "#0D9373" }.',
            });
        else if (colors.value.type === 'object' && !(0,jnode/* getProp */.GT)(colors.value, 'primary'))
            report({ span: colors.keySpan, message: '`colors` has no `primary`; the platform requires it.' });
        for (const e of validateShape(docs, COMPILED_SETTINGS_SCHEMA)) {
            let help;
            let suggestions;
            if (e.path === 'styling.eyebrows' && e.node.type === 'string') {
                const value = e.node.value;
                const near = (0,core_suggest/* closest */.kp)(value, EYEBROWS);
                const fix = near ? replaceString(model, e.node.span, value, near) : undefined;
                if (near)
                    help = `Did you mean "${near}"?`;
                if (fix)
                    suggestions = [{ fix }];
            }
            if (e.path === 'api.playground.proxy' &&
                e.node.type === 'string' &&
                /^(true|false)$/i.test(e.node.value)) {
                const bool = e.node.value.toLowerCase();
                help = `Write ${bool} without quotes.`;
                suggestions = [{ fix: replaceSpan(e.node.span, bool) }];
            }
            report({
                span: e.span,
                message: `\`${e.path}\` ${describeShape(e.problem, e.node)}.`,
                ...(help ? { help } : {}),
                ...(suggestions ? { suggestions } : {}),
            });
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
            return 'The configuration must be a JSON object with `rules`, `ignore` and `components`.';
        case 'unknown-key':
            return `Unknown key "${p.key}"; the configuration has \`rules\`, \`ignore\` and \`components\`.`;
        case 'rules-not-object':
            return `\`rules\` must be an object mapping rule ids to ${navlintrc_invalid_LEVELS}.`;
        case 'bad-level':
            return `Level of "${p.rule}" must be ${navlintrc_invalid_LEVELS}.`;
        case 'ignore-not-array':
            return '`ignore` must be an array of glob patterns.';
        case 'bad-ignore':
            return 'Each `ignore` entry must be a non-empty glob pattern (a string).';
        case 'components-not-array':
            return '`components` must be an array of component names.';
        case 'bad-component':
            return ('Each `components` entry must be a component name that starts with an upper-case letter, such as ' +
                '"PricingTable" or "Tree.Folder".');
    }
}
/** Problems in `.navlintrc.json`: bad JSON, bad levels, unknown rule ids. */
/* harmony default export */ const navlintrc_invalid = (createRule({
    meta: {
        id: 'navlintrc-invalid',
        summary: "navlint's own configuration file is invalid or names a rule that does not exist.",
        defaultSeverity: 'error',
        category: 'config',
    },
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
            report({
                span: key.span,
                message: `Unknown rule "${key.id}".${near ? ` Did you mean "${near}"?` : ''}`,
                ...(near ? suggestion(replaceString(model, key.span, key.id, near)) : {}),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/nav-root-pattern.ts




const ROOT_PATTERNS = shapes/* SHAPES */.HY.root.children;
/** `navigation` missing, or with zero or several root patterns. */
/* harmony default export */ const nav_root_pattern = (createRule({
    meta: {
        id: 'nav-root-pattern',
        summary: '`navigation` is missing or does not hold exactly one root pattern.',
        defaultSeverity: 'error',
        category: 'navigation',
    },
    check({ model, report }) {
        const docs = model.docs;
        if (!docs || docs.broken)
            return;
        const nav = (0,jnode/* getProp */.GT)(docs, 'navigation');
        if (!nav) {
            report({
                span: (0,core_source/* openingBrace */.gq)(docs),
                message: 'docs.json has no `navigation`: the site would have no pages. Add a `navigation` object with one root ' +
                    'pattern (for example `"groups"`).',
            });
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
            report({
                span: nav.keySpan,
                message: `\`navigation\` has no root pattern; it needs exactly one of ` +
                    `${ROOT_PATTERNS.map((k) => `\`${k}\``).join(', ')}.`,
            });
            return;
        }
        const kept = ROOT_PATTERNS.find((k) => present.some((p) => p.key === k));
        for (const p of present) {
            if (p.key === kept)
                continue;
            report({
                span: p.keySpan,
                message: `\`navigation\` has several root patterns; the platform keeps only \`${kept}\` and silently drops ` +
                    `\`${p.key}\` and everything in it.`,
                help: `Nest \`${p.key}\` inside the \`${kept}\` entries, or keep one root pattern.`,
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
    meta: {
        id: 'nav-mixed-children',
        summary: 'An element holds more than one kind of child at one level; the platform keeps only one.',
        defaultSeverity: 'error',
        category: 'navigation',
    },
    check({ model, report }) {
        for (const el of model.elements) {
            if (el.kind === 'root' || el.childProps.length < 2)
                continue;
            const kept = el.childProps.find((p) => p.key === el.childKey);
            const keptStrings = pageEntries(kept.key, kept.value, new Set());
            for (const p of el.childProps) {
                if (p === kept)
                    continue;
                const head = `${(0,core_suggest/* capitalize */.ZH)((0,nav/* describeElement */.AP)(el))} holds both \`${el.childKey}\` and \`${p.key}\`; an element ` +
                    `may hold one kind of child, so the platform keeps \`${el.childKey}\` and silently drops \`${p.key}\``;
                const lost = [...pageEntries(p.key, p.value, new Set())].filter((s) => !keptStrings.has(s));
                if (lost.length === 0) {
                    // Nothing is lost when every entry also stands under the kept key: tidy, not broken.
                    report({
                        span: p.keySpan,
                        severity: 'warning',
                        message: `${head}. No page is lost (every page under \`${p.key}\` is also under \`${el.childKey}\`), so ` +
                            `\`${p.key}\` can be removed.`,
                    });
                    continue;
                }
                report({
                    span: p.keySpan,
                    message: `${head}, which loses ` +
                        `${lost.length === 1 ? `the page ${JSON.stringify(lost[0])}` : `${lost.length} pages`}.`,
                    help: `Move the \`${p.key}\` entries into one of the \`${el.childKey}\`, or wrap them in a group.`,
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/nav-child-not-allowed.ts




const ADVICE = {
    groups: "put nested group objects in the group's `pages` array",
    menu: '`menu` is only read on tabs and products',
};
/** A child kind that an element cannot hold. */
/* harmony default export */ const nav_child_not_allowed = (createRule({
    meta: {
        id: 'nav-child-not-allowed',
        summary: 'An element holds a kind of child it cannot hold (a warning where the platform now accepts it).',
        defaultSeverity: 'error',
        category: 'navigation',
    },
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
                        message: `${(0,core_suggest/* capitalize */.ZH)((0,nav/* describeElement */.AP)(el))} cannot hold \`${p.key}\`; the platform drops ` +
                            `it${el.kind === 'root' ? '' : ' and may drop the whole element'}. It can hold ` +
                            `${shape.children.map((k) => `\`${k}\``).join(', ')}.`,
                        help: ADVICE[p.key] ? (0,core_suggest/* capitalize */.ZH)(ADVICE[p.key]) + '.' : undefined,
                    });
                }
                else if (shape.childrenBeyondSpec?.includes(p.key)) {
                    report({
                        span: p.keySpan,
                        severity: 'warning',
                        message: `${(0,core_suggest/* capitalize */.ZH)((0,nav/* describeElement */.AP)(el))} holds \`${p.key}\`; the specification allows only groups, ` +
                            `pages and links in a menu item. The platform currently accepts it, but other tools may not.`,
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
    meta: {
        id: 'nav-required-field',
        summary: "A navigation element lacks a required field: its label (`group`, `tab`, `item`, …), a group's `pages`, a " +
            "global entry's `href`.",
        defaultSeverity: 'error',
        category: 'navigation',
    },
    check({ model, report }) {
        for (const el of model.elements) {
            const labelKey = shapes/* LABEL_KEY */.hy[el.kind];
            if (labelKey) {
                const where = el.containerKey === 'pages' ? 'a group object in `pages`' : `an entry of \`${el.containerKey}\``;
                if (!el.labelProp) {
                    report({
                        span: openingBrace(el.node.span),
                        message: `${(0,core_suggest/* capitalize */.ZH)(where)} has no \`${labelKey}\`; ${dropNote(el)}.`,
                        help: `Add "${labelKey}": "<label>".`,
                    });
                }
                else if (el.labelProp.value.type === 'string' && el.labelProp.value.value === '') {
                    report({ span: el.labelProp.value.span, message: `\`${labelKey}\` is empty; ${dropNote(el)}.` });
                }
            }
            if (el.kind === 'group' &&
                !(0,jnode/* getProp */.GT)(el.node, 'pages') &&
                !(0,jnode/* getProp */.GT)(el.node, 'openapi') &&
                !(0,jnode/* getProp */.GT)(el.node, 'asyncapi')) {
                report({
                    span: el.labelProp?.keySpan ?? openingBrace(el.node.span),
                    message: `${(0,core_suggest/* capitalize */.ZH)((0,nav/* describeElement */.AP)(el))} has no \`pages\`; a group needs a \`pages\` array.`,
                });
            }
            if (el.isGlobalEntry && !(0,jnode/* getProp */.GT)(el.node, 'href')) {
                report({
                    span: el.labelProp?.keySpan ?? openingBrace(el.node.span),
                    message: `${(0,core_suggest/* capitalize */.ZH)((0,nav/* describeElement */.AP)(el))} has no \`href\`; global entries are links and need one.`,
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/nav-field-type.ts





/** A navigation field of the wrong type or shape. */
/* harmony default export */ const nav_field_type = (createRule({
    meta: {
        id: 'nav-field-type',
        summary: 'A navigation field has the wrong type or shape (`expanded`, `pages`, `tag`, `icon`, `href`, `banner`, …).',
        defaultSeverity: 'error',
        category: 'navigation',
    },
    check({ model, report }) {
        for (const el of model.elements) {
            if (el.kind === 'global')
                continue;
            for (const e of validateShape(el.node, compiledSchemaFor(el.kind, el.isGlobalEntry))) {
                const dropped = e.problem.code === 'empty'
                    ? `; the platform silently drops ${(0,nav/* describeElement */.AP)(el)} and everything under it`
                    : '';
                report({
                    span: e.span,
                    message: `${(0,core_suggest/* capitalize */.ZH)((0,nav/* describeElement */.AP)(el))}: \`${e.path}\` ${describeShape(e.problem, e.node)}${dropped}.`,
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/nav-unknown-field.ts






/** Known mistakes whose key the platform reads with another meaning: renaming the key alone would be wrong. */
const MEANING_DIFFERS = new Set(['collapsed', 'collapsible']);
/** A key the platform ignores, with the closest known key. */
/* harmony default export */ const nav_unknown_field = (createRule({
    meta: {
        id: 'nav-unknown-field',
        summary: 'A navigation element carries a key the platform ignores; the closest known key is suggested.',
        defaultSeverity: 'warning',
        category: 'navigation',
    },
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
                const advice = mistake && near === mistake.key
                    ? ` ${(0,core_suggest/* capitalize */.ZH)(mistake.advice)}.`
                    : near
                        ? ` Did you mean \`${near}\`?`
                        : '';
                report({
                    span: p.keySpan,
                    message: `\`${p.key}\` is not a field of ${el.kind === 'root' ? '`navigation`' : (0,nav/* describeElement */.AP)(el)}; ` +
                        `the platform ignores it.${advice}`,
                    // Renamed only where the new key is not there already and means what the old one was meant to.
                    ...(near && !MEANING_DIFFERS.has(p.key) && !(0,jnode/* getProp */.GT)(el.node, near)
                        ? suggestion(replaceString(model, p.keySpan, p.key, near), `Rename \`${p.key}\` to \`${near}\``)
                        : {}),
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/nav-language-code.ts




const ACCEPTED = [...shapes/* SPEC_LANGUAGES */.ut.filter((c) => c !== 'ua'), ...shapes/* PLATFORM_LANGUAGES */.YK];
/** A language code outside the accepted list, with the closest code. */
/* harmony default export */ const nav_language_code = (createRule({
    meta: {
        id: 'nav-language-code',
        summary: 'A language code is not one the platform accepts; the closest code is suggested.',
        defaultSeverity: 'error',
        category: 'navigation',
    },
    check({ model, report }) {
        for (const el of model.elements) {
            if (el.kind !== 'language' || el.label === undefined || el.label === '' || !el.labelProp)
                continue;
            const code = el.label;
            if (ACCEPTED.includes(code))
                continue;
            const span = el.labelProp.value.span;
            if (code === 'ua') {
                const fix = replaceString(model, span, code, 'uk');
                // A sibling already named "uk" would make two of them: then it is for a person to decide.
                const taken = model.elements.some((e) => e.kind === 'language' && e.parent === el.parent && e.label === 'uk');
                report({
                    span,
                    severity: 'warning',
                    message: 'Language code "ua" is in the specification\'s list, but the platform now rejects it and expects "uk" ' +
                        'for Ukrainian.',
                    ...(taken ? suggestion(fix) : fix ? { fix } : {}),
                });
                continue;
            }
            const caseMatch = ACCEPTED.find((c) => c.toLowerCase() === code.toLowerCase());
            const base = ACCEPTED.find((c) => c === code.split(/[-_]/)[0].toLowerCase());
            const near = caseMatch ?? base ?? (0,core_suggest/* closest */.kp)(code, ACCEPTED, 0.5);
            report({
                span,
                message: `Language code ${JSON.stringify(code)} is not accepted.${near ? ` Did you mean "${near}"?` : ''} ` +
                    `Accepted codes: ${ACCEPTED.join(', ')}.`,
                ...(near ? suggestion(replaceString(model, span, code, near)) : {}),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/nav-duplicate.ts





const LABELLED = new Set(['version', 'language', 'tab']);
/** The same version, language or tab label twice among siblings; several `default: true`. */
/* harmony default export */ const nav_duplicate = (createRule({
    meta: {
        id: 'nav-duplicate',
        summary: 'The same version, language or tab label appears twice among siblings, or several siblings are `default: true`.',
        defaultSeverity: 'warning',
        category: 'navigation',
    },
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
                        report({
                            span: el.labelProp.value.span,
                            message: `${(0,core_suggest/* capitalize */.ZH)(kind)} ${JSON.stringify(el.label)} appears twice here (first at ` +
                                `${firstAt(model, first.labelProp.value.span, el.labelProp.value.span)}); readers see two ` +
                                `identical entries in the ${kind === 'tab' ? 'tabs row' : `${kind} selector`}.`,
                        });
                    }
                    else
                        seen.set(el.label, el);
                }
                if (kind === 'tab')
                    continue;
                const defaults = siblings.filter((el) => isTrue((0,jnode/* getProp */.GT)(el.node, 'default')?.value));
                for (const el of defaults.slice(1)) {
                    const p = (0,jnode/* getProp */.GT)(el.node, 'default');
                    report({
                        span: p.keySpan,
                        message: `Several ${kind}s are \`default: true\` (first: ${JSON.stringify(defaults[0].label ?? '')}); ` +
                            `the platform picks one of them, so which one readers land on is ambiguous.`,
                    });
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
    meta: {
        id: 'nav-expanded-ineffective',
        summary: '`expanded` is set on a top-level group, which is always open; it has no effect.',
        defaultSeverity: 'warning',
        category: 'navigation',
    },
    check({ model, report }) {
        for (const el of model.elements) {
            if (el.kind !== 'group' || el.nested)
                continue;
            const p = (0,jnode/* getProp */.GT)(el.node, 'expanded');
            if (!p)
                continue;
            report({
                span: p.keySpan,
                message: `\`expanded\` has no effect on top-level group ${JSON.stringify(el.label ?? '')}: top-level groups ` +
                    `are always open and cannot be collapsed. It only applies to groups nested in another group's \`pages\`.`,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/page-not-found.ts





/** Above this many pages, suggestions look only in the same folder and at the same file name. */
const page_not_found_FULL_SEARCH_LIMIT = 5000;
/** A page entry, group `root` or global link path with no page file. */
/* harmony default export */ const page_not_found = (createRule({
    meta: {
        id: 'page-not-found',
        summary: 'A page entry, group `root` or global anchor path names no page file; the closest existing page is suggested.',
        defaultSeverity: 'error',
        category: 'pages',
    },
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
            return (0,core_suggest/* closest */.kp)(p, local) ?? (all.length <= page_not_found_FULL_SEARCH_LIMIT ? (0,core_suggest/* closest */.kp)(p, all) : undefined);
        };
        for (const ref of (0,pages/* pageRefs */.yk)(model)) {
            const pagePath = ref.path.replace(/\.mdx?$/i, '');
            const res = model.files.resolvePage(pagePath);
            if (res.status === 'found' || res.status === 'outside')
                continue;
            if (ref.via === 'href' && model.openapi?.operationUrls.has('/' + pagePath))
                continue;
            const what = ref.via === 'root' ? 'Group root page' : ref.via === 'href' ? 'Link target' : 'Page';
            if (res.status === 'ignored') {
                report({
                    span: ref.span,
                    page: pagePath,
                    message: `${what} ${JSON.stringify(ref.raw)} is excluded by .mintignore (${res.file}); the platform does ` +
                        `not publish it, so this entry is broken.`,
                });
                continue;
            }
            const near = suggest(pagePath);
            report({
                span: ref.span,
                page: pagePath,
                message: `${what} ${JSON.stringify(ref.raw)} has no file: looked for ${pagePath}.mdx, ${pagePath}.md, ` +
                    `${pagePath}/index.mdx and ${pagePath}/index.md.${near ? ` Did you mean "${near}"?` : ''}`,
                // Written as the entry was: with its leading slash, if it had one.
                ...(near
                    ? suggestion(replaceString(model, ref.span, ref.raw, (ref.raw.startsWith('/') ? '/' : '') + near))
                    : {}),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/page-extension.ts



/** A page entry written with `.mdx` or `.md`. */
/* harmony default export */ const page_extension = (createRule({
    meta: {
        id: 'page-extension',
        summary: "A page entry is written with its `.mdx`/`.md` extension, which fails the platform's build.",
        defaultSeverity: 'error',
        category: 'pages',
    },
    check({ model, report }) {
        for (const ref of (0,pages/* pageRefs */.yk)(model)) {
            if (ref.via === 'href' || !(0,pages/* hasPageExtension */.dI)(ref.raw))
                continue;
            const fixed = ref.raw.replace(/\.mdx?$/i, '');
            const change = replaceString(model, ref.span, ref.raw, fixed);
            // Safe only when the entry still names the same file without its extension (not `x.mdx` beside `x.md`).
            const now = model.files.resolvePage(ref.path.replace(/\.mdx?$/i, ''));
            const same = now.status === 'found' && now.file === ref.path;
            const other = now.status === 'found' && !same ? now.file : undefined;
            report({
                span: ref.span,
                page: ref.path,
                message: `Page ${JSON.stringify(ref.raw)} is written with its extension; page entries name the file without ` +
                    `it, and the platform's build fails on this one.`,
                ...(same && change ? { fix: change } : suggestion(change)),
                ...(other
                    ? { help: `Without its extension the entry names ${other}, not ${ref.path}: rename one of the files.` }
                    : change
                        ? {}
                        : { help: `Write ${JSON.stringify(fixed)}.` }),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/page-outside-root.ts


/** A page path that leaves the docs root. */
/* harmony default export */ const page_outside_root = (createRule({
    meta: {
        id: 'page-outside-root',
        summary: 'A page path leaves the docs root (`../`, or a symbolic link to a file outside it).',
        defaultSeverity: 'error',
        category: 'pages',
    },
    check({ model, report }) {
        for (const ref of (0,pages/* pageRefs */.yk)(model)) {
            const path = ref.path.replace(/\.mdx?$/i, '');
            if (model.files.resolvePage(path).status !== 'outside')
                continue;
            report({
                span: ref.span,
                page: ref.path,
                message: `Page ${JSON.stringify(ref.raw)} is outside the docs root; the platform only publishes files ` +
                    `inside it, and navlint does not read outside it.`,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/page-duplicate.ts




/** The same page twice in one version and language. */
/* harmony default export */ const page_duplicate = (createRule({
    meta: {
        id: 'page-duplicate',
        summary: 'The same page is listed twice in one product, version and language.',
        defaultSeverity: 'warning',
        category: 'pages',
    },
    check({ model, report }) {
        const seen = new Map();
        for (const ref of (0,pages/* pageRefs */.yk)(model)) {
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
                message: `Page ${JSON.stringify(ref.raw)} is listed ` +
                    `twice${where.length ? ` in ${where.map((w) => JSON.stringify(w)).join(' / ')}` : ''} (first at ` +
                    `${firstAt(model, first.span, ref.span)}); readers see it in two places and the sidebar highlights only one.`,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/openapi-not-found.ts

/** A spec path in navigation or page metadata with no file. */
/* harmony default export */ const openapi_not_found = (createRule({
    meta: {
        id: 'openapi-not-found',
        summary: 'An OpenAPI document named in navigation, `api.openapi` or page metadata has no file.',
        defaultSeverity: 'error',
        category: 'openapi',
    },
    check({ model, report }) {
        for (const ref of model.openapi?.references ?? []) {
            const res = ref.resolution;
            if (res.status === 'missing') {
                report({
                    span: ref.span,
                    message: `OpenAPI document ${JSON.stringify(ref.source)} has no file (looked for ` +
                        `${res.tried.join(', ')}); its API pages ` +
                        `${ref.via === 'metadata' ? 'cannot be bound' : 'are not generated'}.`,
                });
            }
            else if (res.status === 'outside') {
                report({
                    span: ref.span,
                    message: `OpenAPI document ${JSON.stringify(ref.source)} is outside the docs root; the platform only ` +
                        `reads files inside it.`,
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/openapi-invalid.ts



/** A spec that does not parse, has external `$ref`s, or fails structural validation. */
/* harmony default export */ const openapi_invalid = (createRule({
    meta: {
        id: 'openapi-invalid',
        summary: 'An OpenAPI document that the site uses does not parse, points into other files with `$ref`, or fails ' +
            'structural validation.',
        defaultSeverity: 'error',
        category: 'openapi',
    },
    readsValidation: true,
    check({ model, report }) {
        for (const spec of model.openapi?.specs() ?? []) {
            // Every finding here is located in the document itself, so its messages do not name it again.
            for (const e of spec.errors)
                report({ span: e.span, message: `${(0,core_suggest/* capitalize */.ZH)(e.message)}.` });
            if (spec.root && spec.kind === 'unknown') {
                report({
                    span: (0,core_source/* openingBrace */.gq)(spec.root),
                    message: 'The document has no `openapi` version field; it is not an OpenAPI 3 document.',
                });
            }
            for (const x of spec.externalRefs) {
                report({
                    span: x.span,
                    message: `External $ref ${JSON.stringify(x.ref)}: the platform rejects OpenAPI documents whose references ` +
                        `point into other files ("External $ref references are not allowed").`,
                    help: 'Bundle the document into one file (for example `redocly bundle`) and reference the bundle.',
                });
            }
            for (const e of model.openapi?.validation.get(spec.file) ?? [])
                report({ span: e.span, message: (0,core_suggest/* capitalize */.ZH)(e.message) });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/openapi-version-2.ts

/** A `swagger: "2.0"` document: unsupported, must be converted. */
/* harmony default export */ const openapi_version_2 = (createRule({
    meta: {
        id: 'openapi-version-2',
        summary: 'An OpenAPI document is Swagger 2.0, which the platform does not support; convert it to OpenAPI 3.',
        defaultSeverity: 'error',
        category: 'openapi',
    },
    check({ model, report }) {
        for (const spec of model.openapi?.specs() ?? []) {
            if (spec.kind !== 'swagger2' || !spec.versionSpan)
                continue;
            report({
                span: spec.versionSpan,
                message: `This is a Swagger 2.0 document; the platform supports OpenAPI 3.x only, so its API pages render ` +
                    `incorrectly.`,
                help: 'Convert it to OpenAPI 3 (for example with swagger2openapi) and reference the converted file.',
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/openapi-remote.ts

/** A remote spec that was not checked. */
/* harmony default export */ const openapi_remote = (createRule({
    meta: {
        id: 'openapi-remote',
        summary: 'An OpenAPI document is a URL and was not fetched, so its operations were not checked (use `--fetch-remote`).',
        defaultSeverity: 'notice',
        category: 'openapi',
    },
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
            report({
                span: ref.span,
                message: `OpenAPI document ${JSON.stringify(res.url)} is remote and was not fetched; its operations were ` +
                    `not checked. Fetch it with --fetch-remote (in the action: \`fetch-remote: true\`) to check it.`,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/openapi-no-pages.ts



/** An element whose `openapi` puts no page into the navigation. */
/* harmony default export */ const openapi_no_pages = (createRule({
    meta: {
        id: 'openapi-no-pages',
        summary: "An element's `openapi` puts no page into the navigation: the document has no operations, or all are " +
            '`x-hidden` or `x-excluded`.',
        defaultSeverity: 'warning',
        category: 'openapi',
    },
    check({ model, report }) {
        for (const es of model.openapi?.elementSpecs ?? []) {
            if (!es.bulk || !es.spec || es.spec.kind !== 'openapi3' || es.spec.errors.length > 0)
                continue;
            if (es.generated.some((o) => !o.hidden))
                continue;
            const ops = es.spec.operations;
            const why = ops.length === 0
                ? 'the document has no operations'
                : ops.every((o) => o.excluded)
                    ? 'every operation is `x-excluded`'
                    : 'every operation is `x-hidden` or `x-excluded`';
            report({
                span: es.source.node.span,
                message: `${(0,core_suggest/* capitalize */.ZH)((0,nav/* describeElement */.AP)(es.element))} sets \`openapi\` to ${es.spec.rel}, but no page is ` +
                    `generated: ${why}.`,
                help: 'List the operations you want (`"GET /path"`) in `pages`, or remove `x-hidden` from them.',
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/openapi-array-ignored.ts



/** An `openapi` array with more than one document: the platform uses only the first. */
/* harmony default export */ const openapi_array_ignored = (createRule({
    meta: {
        id: 'openapi-array-ignored',
        summary: 'An `openapi` array names several documents; the platform uses only the first and silently ignores the rest.',
        defaultSeverity: 'error',
        category: 'openapi',
    },
    check({ model, report }) {
        for (const es of model.openapi?.elementSpecs ?? []) {
            for (const s of es.ignored) {
                report({
                    span: s.node.span,
                    message: `${(0,core_suggest/* capitalize */.ZH)((0,nav/* describeElement */.AP)(es.element))} names several OpenAPI documents; the platform uses ` +
                        `only the first (${JSON.stringify(es.source.source)}) and silently ignores ${JSON.stringify(s.source)}, ` +
                        `so its pages are not generated.`,
                    help: 'Give each document its own element (a tab, anchor or group with its own `openapi`).',
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/openapi-generated-beside-pages.ts



/** An element with `openapi` whose `pages` list only page files: every operation is still generated. */
/* harmony default export */ const openapi_generated_beside_pages = (createRule({
    meta: {
        id: 'openapi-generated-beside-pages',
        summary: 'An element sets `openapi` and lists only page files: the platform still generates every operation beside them.',
        defaultSeverity: 'notice',
        category: 'openapi',
    },
    check({ model, report }) {
        for (const es of model.openapi?.elementSpecs ?? []) {
            if (!es.bulk || !es.spec || es.pageEntries.length === 0)
                continue;
            const n = es.generated.filter((o) => !o.hidden).length;
            if (n === 0)
                continue;
            report({
                span: es.source.node.span,
                message: `${(0,core_suggest/* capitalize */.ZH)((0,nav/* describeElement */.AP)(es.element))} sets \`openapi\` and lists only page files, so the ` +
                    `platform also generates all ${n} operation page${n === 1 ? '' : 's'} of ${es.spec.rel} beside them. List ` +
                    `operations (\`"GET /path"\`) to choose which appear.`,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/operation-not-found.ts



/** A `METHOD /path` entry that matches no operation of the spec in scope. */
/* harmony default export */ const operation_not_found = (createRule({
    meta: {
        id: 'operation-not-found',
        summary: 'A `METHOD /path` navigation entry matches no operation of the OpenAPI document in scope (or one marked ' +
            '`x-excluded`).',
        defaultSeverity: 'error',
        category: 'openapi',
    },
    check({ model, report }) {
        for (const r of model.openapi?.entryResults ?? []) {
            if (r.status === 'excluded') {
                report({
                    span: r.entry.node.span,
                    message: `${JSON.stringify(r.entry.raw)} is marked \`x-excluded: true\` in ${r.spec.rel}, so the ` +
                        `platform generates no page for it and this entry fails.`,
                    help: 'Remove the entry, or remove `x-excluded` from the operation (use `x-hidden` to keep it out of ' +
                        'generated navigation only).',
                });
            }
            if (r.status !== 'not-found')
                continue;
            const near = r.closest;
            // A trailing slash away from exactly one operation: the one right edit.
            const twin = (0,model_openapi/* slashTwin */._4)(r.spec.operations, r.ref);
            const twinRaw = twin ? (0,model_openapi/* withPath */.iD)(r.entry.raw, r.ref, twin.path) : undefined;
            const fix = twinRaw !== undefined ? replaceString(model, r.entry.node.span, r.entry.raw, twinRaw) : undefined;
            const slashHint = near && near.path !== r.ref.path && near.path.replace(/\/+$/, '') === r.ref.path.replace(/\/+$/, '')
                ? ' The paths differ only by a trailing slash, which counts.'
                : '';
            const nearText = near
                ? `${r.ref.spec !== undefined ? r.ref.spec + ' ' : ''}${near.method} ${near.path}`
                : undefined;
            report({
                span: r.entry.node.span,
                message: `${JSON.stringify(r.entry.raw)} matches no operation in ${r.spec.rel}, and no page file has that ` +
                    `path.${nearText ? ` Did you mean "${nearText}"?` : ''}${slashHint}`,
                ...(fix ? { fix } : nearText ? suggestion(replaceString(model, r.entry.node.span, r.entry.raw, nearText)) : {}),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/operation-method-case.ts


/** A lower-case method: an error in navigation (no match), a notice in page metadata (accepted). */
/* harmony default export */ const operation_method_case = (createRule({
    meta: {
        id: 'operation-method-case',
        summary: 'An operation reference writes its HTTP method in lower case: an error in navigation (it matches nothing), a ' +
            'notice in page metadata (the platform accepts it there).',
        defaultSeverity: 'error',
        category: 'openapi',
    },
    check({ model, report }) {
        const oa = model.openapi;
        if (!oa)
            return;
        for (const r of oa.entryResults) {
            // The case alone decides: a lower-case method matches nothing, also in a document that could not be read.
            const miss = r.status === 'method-case' ||
                (r.status === 'spec-unavailable' && !r.ref.webhook && r.ref.method !== r.ref.method.toUpperCase());
            if (!miss)
                continue;
            const fixed = upperMethod(r.entry.raw, r.ref.method);
            const fix = replaceString(model, r.entry.node.span, r.entry.raw, fixed);
            report({
                span: r.entry.node.span,
                message: `${JSON.stringify(r.entry.raw)}: operation references in navigation are matched case-sensitively, ` +
                    `so the lower-case method matches nothing and the entry is taken as a missing file. Write the method in ` +
                    `upper case.`,
                ...(fix ? { fix } : { help: `Write ${JSON.stringify(fixed)}.` }),
            });
        }
        for (const b of oa.bindings) {
            // Metadata that names no operation or no document has its own error on the same span, which is enough.
            if (b.status === 'unresolved' ||
                b.status === 'spec-missing' ||
                !b.ref ||
                b.ref.webhook ||
                b.ref.method === b.ref.method.toUpperCase())
                continue;
            const fix = replaceString(model, b.span, b.value, upperMethod(b.value, b.ref.method));
            report({
                span: b.span,
                page: b.file,
                severity: 'notice',
                ...(fix ? { fix } : {}),
                message: `Page metadata \`openapi: ${b.value}\` writes the method in lower case; the platform accepts it ` +
                    `here, but navigation requires upper case, so write ${b.ref.method.toUpperCase()} for consistency.`,
            });
        }
    },
}));
/** The reference with its method in upper case: the word before the path (a document name may hold its letters). */
function upperMethod(raw, method) {
    return raw.replace(new RegExp(`(^|\\s)${method}(?=\\s+/)`), (_m, pre) => pre + method.toUpperCase());
}

;// CONCATENATED MODULE: ./src/rules/operation-no-spec.ts

/** An operation reference where no `openapi` is in scope. */
/* harmony default export */ const operation_no_spec = (createRule({
    meta: {
        id: 'operation-no-spec',
        summary: 'An operation reference stands where no `openapi` document is in scope (`api.openapi` is not inherited by ' +
            'navigation).',
        defaultSeverity: 'error',
        category: 'openapi',
    },
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
                message: `${JSON.stringify(r.entry.raw)} is an operation reference, but no element above it sets ` +
                    `\`openapi\`${hasApi ? ' (`api.openapi` in docs.json is not inherited by navigation)' : ''}; the platform ` +
                    `takes it as a missing page file.`,
                help: 'Set `openapi` on this group or an element above it, or prefix the entry with the document: "openapi.json ' +
                    'GET /path".',
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/operation-conflict.ts


/** One URL claimed twice (a page file where an operation page is generated), or two pages for one operation. */
/* harmony default export */ const operation_conflict = (createRule({
    meta: {
        id: 'operation-conflict',
        summary: 'A page file stands at the URL of an operation page that navigation lists or generates (error), or binds in ' +
            'its metadata an operation that navigation also lists, which then has two pages (warning).',
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
        const bindsOf = new Map();
        for (const b of oa.bindings)
            if (b.op) {
                (bound.get(b.op) ?? bound.set(b.op, []).get(b.op)).push(b.file);
                bindsOf.set(b.file, b.op);
            }
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
                report({
                    span,
                    page: file,
                    message: `${what} is also reached by the page file ${file} (${how}); the platform cannot have both, and ` +
                        `the page file silently replaces the generated page.`,
                    help: 'Keep only one of them, or move the generated page with `x-mint: { href: … }` on the ' + 'operation.',
                });
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
                    message: `${entry} generates the page ${url}, and the page file ${file} (at ${(0,load_files/* pageUrl */.fi)(file)}) binds the ` +
                        `same operation ${r.op.method} ${r.op.path} in its metadata; the platform builds both, so readers find ` +
                        `two pages for one operation.`,
                    help: `Keep one page for the operation: drop the navigation entry ${entry}, or the page file ${file}.`,
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
                // A page file at the generated URL that binds this very operation is its page, laid out as the platform's
                // own scraper writes them: nothing is lost, and the platform builds it without complaint.
                if (file && bindsOf.get(file) !== op)
                    conflict(es.source.node.span, `Generated page ${url} (${op.method} ${op.path})`, file, 'its path is the generated URL');
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/frontmatter-openapi-unresolved.ts



/** Page metadata `openapi:` that matches no operation. */
/* harmony default export */ const frontmatter_openapi_unresolved = (createRule({
    meta: {
        id: 'frontmatter-openapi-unresolved',
        summary: "A page's `openapi:` metadata matches no operation; the closest one is suggested.",
        defaultSeverity: 'error',
        category: 'openapi',
    },
    check({ model, report }) {
        for (const b of model.openapi?.bindings ?? []) {
            if (b.status === 'malformed') {
                report({
                    span: b.span,
                    page: b.file,
                    message: `Page metadata \`openapi: ${b.value}\` is not of the form "[spec-file] METHOD /path"; the page ` +
                        `is not bound to any operation.`,
                });
                continue;
            }
            if (b.status !== 'unresolved' || !b.ref)
                continue;
            const near = b.closest;
            // A trailing slash away from exactly one operation (in the named document, or in any): the one right edit.
            const named = b.specResolution ? (0,model_openapi/* specOf */.rI)(b.specResolution) : undefined;
            const ops = (named ? [named] : (model.openapi?.store.all() ?? [])).flatMap((s) => s.operations);
            const twin = (0,model_openapi/* slashTwin */._4)(ops, b.ref);
            const twinValue = twin ? (0,model_openapi/* withPath */.iD)(b.value, b.ref, twin.path) : undefined;
            const fix = twinValue !== undefined ? replaceString(model, b.span, b.value, twinValue) : undefined;
            const slash = near && near.path.replace(/\/+$/, '') === b.ref.path.replace(/\/+$/, '') && near.path !== b.ref.path
                ? ' The paths differ only by a trailing slash, which counts.'
                : '';
            const where = b.ref.spec !== undefined
                ? ` in ${b.specResolution && b.specResolution.status === 'found' ? b.specResolution.spec.rel : b.ref.spec}`
                : ' in any OpenAPI document of the site';
            const nearText = near
                ? `${b.ref.spec !== undefined ? b.ref.spec + ' ' : ''}${near.method} ${near.path}`
                : undefined;
            const inSpec = b.ref.spec === undefined && near ? ` (in ${near.spec.rel})` : '';
            const didYouMean = nearText ? ` Did you mean "${nearText}"${inSpec}?` : '';
            report({
                span: b.span,
                page: b.file,
                message: `Page metadata \`openapi: ${b.value}\` matches no operation${where}; the page's API content is not ` +
                    `generated.${didYouMean}${slash}`,
                ...(fix ? { fix } : nearText ? suggestion(replaceString(model, b.span, b.value, nearText)) : {}),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/frontmatter-openapi-ambiguous.ts


/** Page metadata without a spec file when several specs hold that operation. */
/* harmony default export */ const frontmatter_openapi_ambiguous = (createRule({
    meta: {
        id: 'frontmatter-openapi-ambiguous',
        summary: "A page's `openapi:` metadata names no document, and several documents hold that operation.",
        defaultSeverity: 'warning',
        category: 'openapi',
    },
    check({ model, report }) {
        for (const b of model.openapi?.bindings ?? []) {
            if (b.status !== 'matched' || !b.op || b.alternatives.length === 0)
                continue;
            const ops = [b.op, ...b.alternatives];
            const specs = ops.map((o) => o.spec.rel);
            // One suggestion per document, the one the platform takes first: naming it keeps the page as it is.
            const suggestions = ops.flatMap((o, i) => {
                const fix = replaceString(model, b.span, b.value, `/${o.spec.rel} ${o.method} ${o.path}`);
                const keeps = i === 0 ? ' (the one the platform takes now)' : '';
                return fix ? [{ description: `Name ${o.spec.rel}${keeps}`, fix }] : [];
            });
            report({
                span: b.span,
                page: b.file,
                message: `Page metadata \`openapi: ${b.value}\` names no document, and ${specs.length} documents hold this ` +
                    `operation (${specs.join(', ')}); the platform takes the first alphabetically, ${b.op.spec.rel}.`,
                ...(suggestions.length > 0
                    ? { suggestions }
                    : { help: `Name the document: ${JSON.stringify(`/${b.op.spec.rel} ${b.op.method} ${b.op.path}`)}.` }),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/frontmatter-invalid.ts

/** Frontmatter that is not valid YAML. */
/* harmony default export */ const frontmatter_invalid = (createRule({
    meta: {
        id: 'frontmatter-invalid',
        summary: "A page's frontmatter is not valid YAML, so the platform cannot read its title or metadata.",
        defaultSeverity: 'error',
        category: 'pages',
    },
    check({ model, report }) {
        for (const [file, meta] of model.openapi?.pageMeta ?? []) {
            for (const e of meta.errors)
                report({ span: e.span, page: file, message: `Invalid frontmatter: ${e.message}.` });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/mdx-syntax.ts

/** A page or snippet that does not parse as MDX: the platform's build fails on it. */
/* harmony default export */ const mdx_syntax = (createRule({
    meta: {
        id: 'mdx-syntax',
        summary: 'A page or snippet does not parse as MDX, so the platform cannot build it; the message and position are those ' +
            'of the MDX parser.',
        defaultSeverity: 'error',
        category: 'pages',
    },
    readsContent: true,
    check({ model, report }) {
        const content = model.content;
        if (!content)
            return;
        for (const f of content.files) {
            const x = f.extract;
            if (x.kind === 'skipped') {
                report({ span: content.span(f, [1, 1, 1, 1]), severity: 'warning', message: `Not checked: ${x.reason}.` });
                continue;
            }
            if (x.kind !== 'mdx' || !x.error)
                continue;
            const hint = hintFor(x.error);
            report({
                span: content.span(f, x.error.range),
                message: `${x.error.message}${x.error.detail ? ` (${x.error.detail})` : ''}.${hint ? ` ${hint}` : ''}`,
            });
        }
    },
}));
/** Plain words for the common cases. */
function hintFor(e) {
    const m = e.message;
    if (m.includes('to create a comment in MDX'))
        return 'HTML comments `<!-- -->` are not MDX: write `{/* … */}` instead.';
    if (m.startsWith('Expected a closing tag for')) {
        const tag = /^Expected a closing tag for `<([^>\s]*)>`/.exec(m)?.[1] ?? '';
        if (/^[a-z]/.test(tag))
            return (`In MDX every tag must be closed: write \`<${tag} />\` for an HTML element, or \`&lt;${tag}&gt;\` (or ` +
                `backticks) if it is meant as text.`);
        return ('Every tag opened in MDX must be closed in the same block: add the closing tag (or write `<Tag />`), and ' +
            'keep a blank line around block content.');
    }
    if (m.startsWith('Unexpected closing slash') || m.startsWith('Unexpected closing tag'))
        return 'This closing tag has no matching opening tag: remove it, or open the element before.';
    const where = '(before name|in name|after name|in attribute|before attribute|tag)';
    if (new RegExp(`^Unexpected (character|end of file|lazy line).*${where}`).test(m)) {
        return ('In MDX `<` opens a JSX tag: write `&lt;` (or `\\<`) for a literal less-than sign, or put the text in ' +
            'backticks.');
    }
    if (e.source === 'micromark-extension-mdxjs-esm')
        return ('A line that starts with `import` or `export` is read as JavaScript: rephrase the line, or fix the ' +
            'statement.');
    if (e.source === 'micromark-extension-mdx-expression' || /expression/.test(m)) {
        return 'In MDX `{` opens a JavaScript expression: write `\\{` for a literal brace, or put the text in backticks.';
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/rules/snippet-not-found.ts




/** An import whose path names no file: the platform's build fails. */
/* harmony default export */ const snippet_not_found = (createRule({
    meta: {
        id: 'snippet-not-found',
        summary: 'An `import` in a page or snippet names a file that does not exist (paths are absolute from the docs root or ' +
            'relative to the file); the closest snippet is suggested.',
        defaultSeverity: 'error',
        category: 'pages',
    },
    readsContent: true,
    check({ model, report }) {
        const content = model.content;
        if (!content)
            return;
        let candidates;
        for (const f of content.files) {
            if (f.extract.kind !== 'mdx')
                continue;
            for (const imp of f.extract.imports) {
                const res = content.resolveImport(f, imp);
                if (res.status === 'found' || res.status === 'package')
                    continue;
                const span = content.span(f, imp.range);
                if (res.status === 'outside') {
                    report({ span, message: `Import "${imp.source}" leads outside the docs root; the platform cannot read it.` });
                    continue;
                }
                candidates ??= content.importable();
                const near = suggest(res.rel, candidates);
                // Suggested in the form the import is written in: from the root, or relative to the file.
                const written = near === undefined ? undefined : imp.source.startsWith('/') ? '/' + near : relativeImport(f.rel, near);
                // The path is replaced in its quotes, when the new one needs no escaping there.
                const fix = written !== undefined && !/["'\\\n]/.test(written)
                    ? replaceInContent(model, f.file, imp.range, imp.source, written)
                    : undefined;
                report({
                    span,
                    message: `Import "${imp.source}" names no file (looked for ${res.rel}); the platform's build fails on ` +
                        `it.${written ? ` Did you mean "${written}"?` : ''}`,
                    ...suggestion(fix),
                });
            }
        }
    },
}));
/**
 * The file most likely meant: one of the same name in another format, or a near name in the same folder, or a near
 * path.
 */
function suggest(rel, candidates) {
    const dir = external_node_path_default().posix.dirname(rel);
    const stem = (p) => external_node_path_default().posix.basename(p).replace(/\.[^.]*$/, '');
    const here = candidates.filter((c) => external_node_path_default().posix.dirname(c) === dir);
    const same = here.find((c) => stem(c) === stem(rel));
    if (same)
        return same;
    const byStem = new Map(here.map((c) => [stem(c), c]));
    const near = (0,core_suggest/* closest */.kp)(stem(rel), byStem.keys());
    if (near !== undefined)
        return byStem.get(near);
    // Elsewhere: a file of the same or a near name, the nearest by path.
    const all = new Map();
    for (const c of candidates)
        (all.get(stem(c)) ?? all.set(stem(c), []).get(stem(c))).push(c);
    const name = all.has(stem(rel)) ? stem(rel) : (0,core_suggest/* closest */.kp)(stem(rel), all.keys());
    if (name === undefined)
        return undefined;
    const paths = all.get(name);
    return (0,core_suggest/* closest */.kp)(rel, paths, 1) ?? paths[0];
}
/** The path of `target` as written from `from` (both root-relative): `./x.mdx`, `../snippets/x.mdx`. */
function relativeImport(from, target) {
    const rel = external_node_path_default().posix.relative(external_node_path_default().posix.dirname(from), target);
    return rel.startsWith('../') ? rel : './' + rel;
}

;// CONCATENATED MODULE: ./src/rules/snippet-export-missing.ts



/** A named import that the snippet does not export: the platform's build fails. */
/* harmony default export */ const snippet_export_missing = (createRule({
    meta: {
        id: 'snippet-export-missing',
        summary: 'A named `import { X }` asks a snippet for a name it does not export; the closest exported name is suggested.',
        defaultSeverity: 'error',
        category: 'pages',
    },
    readsContent: true,
    check({ model, report }) {
        const content = model.content;
        if (!content)
            return;
        for (const f of content.files) {
            if (f.extract.kind !== 'mdx')
                continue;
            for (const imp of f.extract.imports) {
                const named = imp.specifiers.filter((s) => s.kind === 'named');
                if (named.length === 0)
                    continue;
                const res = content.resolveImport(f, imp);
                if (res.status !== 'found' || !res.file)
                    continue;
                const target = res.file.extract;
                // A snippet that does not parse is reported by mdx-syntax; one that re-exports a module cannot be listed.
                if (target.kind === 'skipped' || target.exportsAll || (target.kind === 'mdx' && target.error))
                    continue;
                const exported = target.exports.filter((e) => e !== 'default');
                for (const s of named) {
                    if (target.exports.includes(s.imported))
                        continue;
                    const near = (0,core_suggest/* closest */.kp)(s.imported, exported);
                    const has = exported.length === 0
                        ? 'it exports no names'
                        : `it exports ${exported
                            .slice(0, 8)
                            .map((e) => `\`${e}\``)
                            .join(', ')}${exported.length > 8 ? ', …' : ''}`;
                    report({
                        span: content.span(f, s.range),
                        message: `"${imp.source}" does not export \`${s.imported}\` (${has}); the platform's build fails on ` +
                            `this import.${near ? ` Did you mean \`${near}\`?` : ''}`,
                        // Without an alias, the page goes on using the name it imported: `{ Near as Name }` keeps it.
                        ...(near
                            ? suggestion(contentEdit(model, f.file, { line: s.range[0], column: s.range[1] }, { line: s.range[2], column: s.range[3] }, s.local === s.imported ? `${near} as ${s.local}` : near))
                            : {}),
                    });
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/content/components.ts
/**
 * The components the platform provides to every page without an import (members as `Parent.Member`). The
 * list grows with the platform; `.navlintrc.json` `components` adds names to it.
 */
const BUILTIN_COMPONENTS = [
    'Accordion',
    'AccordionGroup',
    'Badge',
    'Banner',
    'Callout',
    'Card',
    'CardGroup',
    'Check',
    'CodeGroup',
    'Color',
    'Color.Item',
    'Color.Row',
    'Columns',
    'Danger',
    'Expandable',
    'Frame',
    'Icon',
    'Info',
    'Latex',
    'Mermaid',
    'Note',
    'Panel',
    'ParamField',
    'Prompt',
    'RequestExample',
    'ResponseExample',
    'ResponseField',
    'Snippet',
    'Step',
    'Steps',
    'Tab',
    'Tabs',
    'Tile',
    'Tip',
    'Tooltip',
    'Tree',
    'Tree.File',
    'Tree.Folder',
    'Update',
    'View',
    'Visibility',
    'Warning',
];

;// CONCATENATED MODULE: ./src/rules/component-unknown.ts



/** An upper-case JSX tag that is neither built in, imported, nor defined in the file. */
/* harmony default export */ const component_unknown = (createRule({
    meta: {
        id: 'component-unknown',
        summary: 'A JSX tag names a component that is neither built in, imported, nor defined in the file; the closest ' +
            'built-in component is suggested.',
        defaultSeverity: 'warning',
        category: 'pages',
    },
    readsContent: true,
    check({ model, report }) {
        const content = model.content;
        if (!content)
            return;
        const known = new Set([...BUILTIN_COMPONENTS, ...content.extraComponents]);
        for (const f of content.files) {
            const x = f.extract;
            if (x.kind !== 'mdx' || x.error)
                continue;
            const local = new Set(x.exports);
            for (const imp of x.imports)
                for (const s of imp.specifiers)
                    local.add(s.local);
            for (const el of x.jsx) {
                const name = el.name;
                if (!/^[A-Z]/.test(name) || known.has(name))
                    continue;
                // `Foo.Bar` renders a member of what `Foo` names: imported or defined here, it is known.
                const head = name.split('.')[0];
                if (local.has(head))
                    continue;
                // `<Folder>` for `<Tree.Folder>`: a member written without its parent.
                const member = [...known].find((k) => k.endsWith('.' + name));
                // `<Warn>` for `<Warning>`: a name cut short is closer than any name at the same edit distance.
                const longer = name.length < 3
                    ? undefined
                    : [...known]
                        .filter((k) => k.toLowerCase().startsWith(name.toLowerCase()))
                        .sort((a, b) => a.length - b.length)[0];
                const near = member ?? longer ?? (0,core_suggest/* closest */.kp)(name, [...known, ...local]);
                report({
                    span: content.span(f, el.range),
                    message: `\`<${name}>\` is not a built-in component, and this file neither imports nor defines it; the ` +
                        `page fails to render unless the platform provides it.${near ? ` Did you mean \`<${near}>\`?` : ''}`,
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/variable-undefined.ts



/**
 * A `{{name}}` outside code that no docs.json variable replaces: MDX reads it as an expression, and the page breaks.
 */
/* harmony default export */ const variable_undefined = (createRule({
    meta: {
        id: 'variable-undefined',
        summary: 'A `{{name}}` outside code names no docs.json `variables` key, so it is left in the page, where it breaks the ' +
            'build or the rendering.',
        defaultSeverity: 'error',
        category: 'pages',
    },
    readsContent: true,
    check({ model, report }) {
        const content = model.content;
        if (!content)
            return;
        const names = [...content.variables.keys()];
        for (const f of content.files) {
            const x = f.extract;
            if (x.kind !== 'mdx')
                continue;
            for (const v of x.variables) {
                const near = (0,core_suggest/* closest */.kp)(v.name, names);
                // With a character that cannot start or continue a JavaScript name, MDX cannot parse the expression at all.
                const breaks = /^[A-Za-z_$][\w$]*$/.test(v.name)
                    ? 'MDX reads it as a JavaScript expression that fails when the page renders'
                    : 'MDX cannot parse it, and the page does not build';
                report({
                    span: content.span(f, v.range),
                    message: `\`{{${v.name}}}\` is not a variable: docs.json \`variables\` has no ` +
                        `"${v.name}"${names.length === 0 ? ' (it defines none)' : ''}, so the text stays in the page, where ` +
                        `${breaks}.${near ? ` Did you mean \`{{${near}}}\`?` : ''}`,
                    ...(near
                        ? suggestion(contentEdit(model, f.file, { line: v.range[0], column: v.range[1] }, { line: v.range[2], column: v.range[3] }, `{{${near}}}`))
                        : {}),
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/snippet-function-keyword.ts

/** A script snippet that declares a component with `function`: the platform supports arrow functions only. */
/* harmony default export */ const snippet_function_keyword = (createRule({
    meta: {
        id: 'snippet-function-keyword',
        summary: 'A JSX snippet declares a component with the `function` keyword; the platform supports arrow functions only ' +
            '(`export const X = () => …`).',
        defaultSeverity: 'warning',
        category: 'pages',
    },
    readsContent: true,
    check({ model, report }) {
        const content = model.content;
        if (!content)
            return;
        for (const f of content.files) {
            const x = f.extract;
            if (x.kind !== 'script' || !f.snippet)
                continue;
            for (const fn of x.functions) {
                const name = fn.name === 'default' ? 'The default export' : `\`${fn.name}\``;
                report({
                    span: content.span(f, fn.range),
                    message: `${name} is declared with the \`function\` keyword, which the platform does not support in ` +
                        `snippets; declare it as an arrow function.`,
                    help: fn.name === 'default'
                        ? 'Write `const Name = (props) => …` and `export default Name`.'
                        : `Write \`export const ${fn.name} = (props) => { … }\`.`,
                });
            }
        }
    },
}));

// EXTERNAL MODULE: ./src/model/diff.ts
var model_diff = __webpack_require__(1825);
;// CONCATENATED MODULE: ./src/rules/url-removed.ts



/** A URL served at the base of a change that nothing serves now and no redirect covers (runs only with `--base`). */
/* harmony default export */ const url_removed = (createRule({
    meta: {
        id: 'url-removed',
        summary: 'A URL served at the base of the change (a page, a hidden page, an API page or a redirect source) is served ' +
            'by nothing now and no redirect covers it.',
        defaultSeverity: 'error',
        category: 'pages',
    },
    check({ model, report }) {
        const diff = (0,model_diff/* navDiffOf */.cZ)(model);
        if (!diff)
            return;
        for (const u of diff.urlsRemoved) {
            const subject = u.was === 'redirect'
                ? `The redirect source ${JSON.stringify(u.url)}`
                : `${JSON.stringify(u.url)} (${u.was === 'operation' ? 'API page' : 'page'} ${JSON.stringify(u.title)})`;
            const fix = u.movedTo !== undefined
                ? `The page moved to ${JSON.stringify(u.movedTo)}: add a \`redirects\` entry from its old URL.`
                : u.was === 'redirect'
                    ? 'Keep the redirect, or add one to the page that replaces it.'
                    : 'Add a `redirects` entry to the page that replaces it.';
            // A page that moved has its one right destination; anywhere else the destination is a guess for a person to
            // judge, and a removed redirect may have been removed on purpose.
            const change = addRedirect(model, u.suggestion);
            const offer = u.movedTo !== undefined
                ? change
                    ? { fix: change }
                    : {}
                : suggestion(change, u.was === 'redirect'
                    ? 'Restore the redirect'
                    : `Redirect to ${u.suggestion.destination}, the nearest page still served (check that it replaces it)`);
            report({
                span: u.span,
                message: `${subject} was served at the base of this change, and no page, API page or redirect serves it ` +
                    `now: links and search results that lead there get a 404. ${fix}`,
                ...offer,
                ...(u.was === 'page' ? { page: u.url.replace(/^\/+/, '') } : {}),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/link-broken.ts


/** An internal link that leads to nothing the site serves. */
/* harmony default export */ const link_broken = (createRule({
    meta: {
        id: 'link-broken',
        summary: 'An internal link, in a page, a snippet or docs.json, leads to no page, API page, redirect or file; the ' +
            'closest page URL is suggested.',
        defaultSeverity: 'error',
        category: 'pages',
    },
    readsContent: true,
    check({ model, report }) {
        const check = linkCheckOf(model);
        for (const l of check.links) {
            const t = l.target;
            if (l.asset || !t || l.url === undefined)
                continue;
            const subject = `${l.what} ${JSON.stringify(l.written)}`;
            // A relative link: where it leads, read as a browser reads it.
            const against = l.from?.page ? "the page's URL" : 'the URL of a page that shows this snippet,';
            const read = l.base ? `read against ${against} ${l.base}, it leads to ${l.url}` : undefined;
            const where = read ? ` (${read})` : '';
            if (t.kind === 'redirect') {
                const end = t.end;
                const r = t.match.redirect;
                const via = `the redirect ${JSON.stringify(r.source)} → ${JSON.stringify(r.destination)}`;
                if (end.kind === 'loop')
                    report({
                        span: l.span,
                        message: `${subject}${where} leads into ${via}, and the redirects from there never end: readers get ` + 'no page.',
                    });
                else if (end.kind === 'url' && (end.target.kind === 'missing' || end.target.kind === 'ignored'))
                    report({
                        span: l.span,
                        page: end.url.slice(1),
                        message: `${subject}${where} leads through ${via} to ${end.url}, where there is no page file, API page or ` +
                            `file: readers get a 404.`,
                    });
                continue;
            }
            if (t.kind !== 'missing' && t.kind !== 'ignored')
                continue;
            if (t.kind === 'ignored') {
                report({
                    span: l.span,
                    page: l.url.slice(1),
                    message: `${subject}${where} leads to ${t.file}, which .mintignore excludes from the site: the link is ` + 'broken.',
                });
                continue;
            }
            const near = l.elsewhere?.url ?? check.urls.closestPage(l.url.replace(/\.mdx?$/i, ''));
            const fixed = near === undefined ? undefined : near + writtenSuffix(l.written);
            const hint = !fixed
                ? ''
                : l.elsewhere
                    ? ` Read from ${l.elsewhere.from === 'root' ? 'the root' : "its file's folder"}, it would lead to a page: ` +
                        `write "${fixed}".`
                    : ` Did you mean "${fixed}"?`;
            report({
                span: l.span,
                page: l.url.slice(1),
                message: `${subject} leads to no page: ${read ? `${read}, where` : `at ${l.url}`} there is no page file, API page, ` +
                    `redirect or file.${hint}`,
                ...(fixed ? suggestion(linkFix(model, l, fixed)) : {}),
            });
        }
        for (const [area, n] of check.unchecked)
            report({
                span: area.span,
                severity: 'notice',
                message: `${n} link${n === 1 ? '' : 's'} under ${area.prefix} ${n === 1 ? 'was' : 'were'} not checked: ` +
                    `${n === 1 ? 'it' : 'they'} may lead to pages generated from the remote OpenAPI document ` +
                    `${JSON.stringify(area.source)}, which was not fetched (use --fetch-remote to check them).`,
            });
    },
}));

;// CONCATENATED MODULE: ./src/rules/link-anchor-missing.ts


/** A `#fragment` that names no heading or element ID of the page the link leads to. */
/* harmony default export */ const link_anchor_missing = (createRule({
    meta: {
        id: 'link-anchor-missing',
        summary: 'A link names a `#fragment` that is no heading or element ID of the page it leads to; the closest ID on that ' +
            'page is suggested.',
        defaultSeverity: 'warning',
        category: 'pages',
    },
    readsContent: true,
    check({ model, report }) {
        for (const l of linkCheckOf(model).links) {
            const a = l.anchorMissing;
            if (!a)
                continue;
            const same = l.url === undefined;
            const page = same
                ? l.from?.snippet && !l.from.page
                    ? 'this snippet, and the pages that show it, have'
                    : 'this page has'
                : l.via
                    ? `the page it is redirected to (by ${JSON.stringify(l.via.redirect.source)} → ` +
                        `${JSON.stringify(l.via.redirect.destination)}), ${a.page}, has`
                    : `${a.page} has`;
            const fixed = a.closest === undefined ? undefined : l.written.replace(/#.*$/, '#' + a.closest);
            report({
                span: l.span,
                message: `${l.what} ${JSON.stringify(l.written)} names the fragment "#${a.fragment}", but ${page} no heading or ` +
                    `element with that ID: the link opens the page at its top.${fixed ? ` Did you mean "${fixed}"?` : ''}`,
                ...(fixed ? suggestion(linkFix(model, l, fixed)) : {}),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/link-extension.ts


/** A link to a page written with the page file's extension. */
/* harmony default export */ const link_extension = (createRule({
    meta: {
        id: 'link-extension',
        summary: "An internal link is written with the page file's `.md`/`.mdx` extension, which the platform says fails in " +
            'production.',
        defaultSeverity: 'warning',
        category: 'pages',
    },
    readsContent: true,
    check({ model, report }) {
        for (const l of linkCheckOf(model).links) {
            if (l.withoutExtension === undefined)
                continue;
            report({
                span: l.span,
                message: `${l.what} ${JSON.stringify(l.written)} names the page by its file, with the extension; the platform's ` +
                    `links name pages without it, and its documentation says such links fail in production (its link ` +
                    `checker accepts them). Write "${l.withoutExtension}".`,
                // Safe when the link still names the same file; otherwise a person decides.
                ...(l.sameFile
                    ? { fix: linkFix(model, l, l.withoutExtension) }
                    : suggestion(linkFix(model, l, l.withoutExtension))),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/link-relative.ts


/** A relative link in a page or snippet: the platform's documentation says relative links fail in production. */
/* harmony default export */ const link_relative = (createRule({
    meta: {
        id: 'link-relative',
        summary: "An internal link is relative (`./x`, `../x`, `x`); it is read against the page's URL, which the platform " +
            'says fails in production.',
        defaultSeverity: 'warning',
        category: 'pages',
    },
    readsContent: true,
    check({ model, report }) {
        for (const l of linkCheckOf(model).links) {
            if (l.base === undefined || l.url === undefined || !l.target)
                continue;
            const resolves = l.target.kind !== 'missing' && l.target.kind !== 'ignored';
            const fromRoot = l.url.replace(/ /g, '%20') + writtenSuffix(l.written);
            const against = l.from?.page ? "the page's URL" : 'the URL of a page that shows this snippet,';
            // An index page is served at two URLs: from the other one the link may lead nowhere.
            const elsewhere = l.brokenFrom
                ? ` (opened at ${l.brokenFrom.base}, where it is served too, it leads to ${l.brokenFrom.url}, where ` +
                    'nothing is)'
                : '';
            report({
                span: l.span,
                message: `${l.what} ${JSON.stringify(l.written)} is relative, which the platform's documentation says fails in ` +
                    `production; read against ${against} ${l.base}, it leads to ${l.url}` +
                    (resolves
                        ? `${elsewhere}: write "${fromRoot}".`
                        : `, where nothing is served (${l.asset ? 'asset-not-found' : 'link-broken'} reports it).`),
                ...(resolves ? suggestion(linkFix(model, l, fromRoot)) : {}),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/asset-not-found.ts


/** An image, video or file that a page, a snippet or docs.json names, with no file at that path. */
/* harmony default export */ const asset_not_found = (createRule({
    meta: {
        id: 'asset-not-found',
        summary: 'An image, video or file that a page, a snippet or a docs.json setting (`logo`, `favicon`, …) names is not in ' +
            'the repository.',
        defaultSeverity: 'error',
        category: 'pages',
    },
    readsContent: true,
    check({ model, report }) {
        const check = linkCheckOf(model);
        for (const l of check.links) {
            const t = l.target;
            if (!l.asset || !t || (t.kind !== 'missing' && t.kind !== 'ignored') || l.url === undefined)
                continue;
            const rel = l.url.slice(1);
            const subject = `${l.what} ${JSON.stringify(l.written)}`;
            if (model.files.files.has(rel) && model.files.isIgnored(rel)) {
                report({
                    span: l.span,
                    message: `${subject} names ${rel}, which .mintignore excludes from the site: readers get no file.`,
                });
                continue;
            }
            const near = l.elsewhere?.url ?? check.urls.closestFile(l.url);
            report({
                span: l.span,
                message: `${subject} names no file: there is no ${rel} in the docs root${l.base ? ` (read against ${l.base})` : ''}, so readers get a broken ${l.what === 'Image' ? 'image' : 'file'}.${near ? ` Did you mean "${near}"?` : ''}`,
                ...(near ? suggestion(linkFix(model, l, near)) : {}),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/asset-too-large.ts



/** Largest static file the platform serves, in bytes. */
const MAX_ASSET_BYTES = 20 * 1024 * 1024;
/** A static file over the platform's size limit that a page or docs.json uses. */
/* harmony default export */ const asset_too_large = (createRule({
    meta: {
        id: 'asset-too-large',
        summary: 'A static file that a page or docs.json uses is larger than 20 MB, the most the platform serves.',
        defaultSeverity: 'error',
        category: 'pages',
    },
    readsContent: true,
    check({ model, report }) {
        const sizes = new Map();
        for (const l of linkCheckOf(model).links) {
            const t = l.target;
            if (t?.kind !== 'static')
                continue;
            let size = sizes.get(t.file);
            if (size === undefined) {
                try {
                    size = model.fs.statSync(external_node_path_default().join(model.root, ...t.file.split('/'))).size;
                }
                catch {
                    size = 0;
                }
                sizes.set(t.file, size);
            }
            if (size <= MAX_ASSET_BYTES)
                continue;
            report({
                span: l.span,
                message: `${l.what} ${JSON.stringify(l.written)} names ${t.file}, which is ${(size / 1024 / 1024).toFixed(1)} MB; ` +
                    `the platform serves static files of at most 20 MB, so readers do not get it. Make it smaller, or host it ` +
                    `elsewhere and link to its URL.`,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/redirect-invalid.ts





/** A redirect entry the platform cannot apply as written. */
/* harmony default export */ const redirect_invalid = (createRule({
    meta: {
        id: 'redirect-invalid',
        summary: 'A redirect lacks `source` or `destination`, has a `#` or `?` in its source, or uses a parameter in its ' +
            'destination that its source does not capture.',
        defaultSeverity: 'error',
        category: 'config',
    },
    check({ model, report }) {
        const list = (0,jnode/* getProp */.GT)(model.docs, 'redirects')?.value;
        if (list?.type !== 'array')
            return;
        for (const item of list.items) {
            if (item.type !== 'object') {
                report({ span: item.span, message: 'A redirect must be an object `{ "source": …, "destination": … }`.' });
                continue;
            }
            const brace = (0,core_source/* spanEndingAt */.pL)(item.span, { line: item.span.start.line, column: item.span.start.column + 1 });
            const source = (0,jnode/* getProp */.GT)(item, 'source');
            const destination = (0,jnode/* getProp */.GT)(item, 'destination');
            for (const [key, prop] of [
                ['source', source],
                ['destination', destination],
            ]) {
                if (!prop)
                    report({ span: brace, message: `This redirect has no \`${key}\`; the platform cannot apply it.` });
                else if (prop.value.type !== 'string' || prop.value.value.trim() === '')
                    report({
                        span: prop.value.span,
                        message: `\`${key}\` must be a non-empty path; the platform cannot apply this redirect.`,
                    });
            }
            if (source?.value.type !== 'string')
                continue;
            const s = source.value.value;
            const cut = /#/.test(s) ? '#' : (0,redirects/* stripQuery */.jI)(s) !== s ? '?' : undefined;
            if (cut)
                report({
                    span: source.value.span,
                    message: `Redirect source ${JSON.stringify(s)} holds ${cut === '#' ? 'a `#fragment`' : 'a `?query`'}; sources ` +
                        `are matched against the path alone, so this redirect never applies. Write ${JSON.stringify(s.replace(/[#?].*$/, ''))}.`,
                    ...suggestion(replaceString(model, source.value.span, s, s.replace(/[#?].*$/, ''))),
                });
            if (destination?.value.type !== 'string')
                continue;
            const d = destination.value.value;
            // Parameters stand in the path: skip a scheme and host, and what follows `#`.
            const dPath = d.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/#.*$/, '');
            const captured = (0,redirects/* sourceParams */.Ol)(s);
            const missing = [...new Set((0,redirects/* sourceParams */.Ol)(dPath))].filter((p) => !captured.includes(p));
            if (missing.length > 0)
                report({
                    span: destination.value.span,
                    message: `Redirect destination ${JSON.stringify(d)} uses ${missing
                        .map((p) => (p === '*' ? '`*`' : `\`:${p}\``))
                        .join(' and ')}, which the source ${JSON.stringify(s)} does not capture: readers get the ` +
                        `parameter's name in the URL.`,
                });
        }
    },
}));

;// CONCATENATED MODULE: ./src/model/redirect-trace.ts


/** A redirect's source with each parameter replaced by a marker no real URL holds, so that it can be followed. */
function sampleUrl(source) {
    let star = 0;
    const filled = (0,redirects/* stripQuery */.jI)(source).replace(/:([A-Za-z_][A-Za-z0-9_]*)[*+?]?|\*/g, (_all, name) => name === undefined ? `⟨*${star++}⟩` : `⟨${name}⟩`);
    return (0,redirects/* normalizeUrl */.l2)(redirect_trace_decodeSafe(filled));
}
/** A URL of a trace as the user would write it: markers back in the source's own parameter syntax. */
function displayUrl(url, source) {
    const tokens = new Map();
    for (const m of (0,redirects/* stripQuery */.jI)(source).matchAll(/:([A-Za-z_][A-Za-z0-9_]*)[*+?]?/g))
        tokens.set(m[1], m[0]);
    return url.replace(/⟨(\*\d+|[A-Za-z_][A-Za-z0-9_]*)⟩/g, (_all, name) => name.startsWith('*') ? '*' : (tokens.get(name) ?? `:${name}`));
}
/** Follows one redirect from (a sample of) its source through every redirect that applies after it. */
function traceRedirect(urls, redirect, index) {
    const start = sampleUrl(redirect.source);
    const trace = { redirect, index, hops: [], urls: [start], end: 'final' };
    const first = urls.redirects.match(start);
    if (!first || first.index !== index)
        return { ...trace, end: 'shadowed' };
    const seen = new Map([[start, 0]]);
    let m = first;
    for (;;) {
        trace.hops.push(m);
        const dest = (0,redirects/* applyRedirect */.vA)(m);
        if (/^[a-z][a-z0-9+.-]*:/i.test(dest) || dest.startsWith('//'))
            return { ...trace, end: 'external', last: dest };
        const p = (0,redirects/* normalizeUrl */.l2)(redirect_trace_decodeSafe(dest.replace(/[?#].*$/, '')));
        const again = seen.get(p);
        if (again !== undefined) {
            trace.urls.push(p);
            return { ...trace, end: 'loop', loopAt: again };
        }
        seen.set(p, trace.urls.length);
        trace.urls.push(p);
        const next = urls.redirects.match(p);
        if (!next)
            return { ...trace, end: 'final', last: dest, target: urls.resolve(p) };
        if (trace.hops.length >= MAX_REDIRECT_HOPS)
            return { ...trace, end: 'endless' };
        m = next;
    }
}
function redirect_trace_decodeSafe(s) {
    try {
        return decodeURIComponent(s);
    }
    catch {
        return s;
    }
}
const traces = new WeakMap();
/** Every redirect of the site, traced once. */
function redirectTraces(urls) {
    let out = traces.get(urls);
    if (!out)
        traces.set(urls, (out = urls.redirects.redirects.map((r, i) => traceRedirect(urls, r, i))));
    return out;
}

;// CONCATENATED MODULE: ./src/rules/redirect-broken.ts




/** A redirect whose internal destination serves nothing. */
/* harmony default export */ const redirect_broken = (createRule({
    meta: {
        id: 'redirect-broken',
        summary: 'A redirect sends readers to an internal URL that serves nothing.',
        defaultSeverity: 'error',
        category: 'config',
    },
    check({ model, report }) {
        const urls = siteUrlsOf(model);
        for (const t of redirectTraces(urls)) {
            if (t.end !== 'final' || !t.target)
                continue;
            // Reported once, on the redirect whose own destination is broken: after further hops, that is the last
            // one, unless it is a wildcard, which leads nowhere only for the URLs this redirect sends it.
            const lastHop = t.hops[t.hops.length - 1].redirect;
            if (t.hops.length > 1 && !lastHop.pattern)
                continue;
            const through = t.hops.length > 1
                ? ` (through ${t.hops
                    .slice(1)
                    .map((h) => `${JSON.stringify(h.redirect.source)} → ${JSON.stringify(h.redirect.destination)}`)
                    .join(', ')})`
                : '';
            const last = t.urls[t.urls.length - 1];
            const r = t.redirect;
            // A parameter the source does not capture stays as written: redirect-invalid reports it.
            if (/:[A-Za-z_]|\*/.test(last))
                continue;
            const shown = displayUrl(last, r.source);
            if (last.includes('⟨')) {
                // A wildcard destination: only the folder it leads into can be judged.
                const folder = last.slice(0, last.indexOf('⟨'));
                const dir = folder.slice(0, folder.lastIndexOf('/') + 1);
                if (urls.servesBelow(dir))
                    continue;
                report({
                    span: r.destinationSpan ?? r.span,
                    message: `Redirect ${JSON.stringify(r.source)} sends readers to ${shown}${through}, and nothing is served ` +
                        `under ${dir}: every URL it redirects ends at a page that does not exist.`,
                });
                continue;
            }
            if (t.target.kind !== 'missing' && t.target.kind !== 'ignored')
                continue;
            const near = t.hops.length > 1 ? undefined : urls.closestPage(last);
            const why = t.target.kind === 'ignored'
                ? `only ${t.target.file}, which .mintignore excludes from the site`
                : 'no page file, API page, redirect or file';
            report({
                span: r.destinationSpan ?? r.span,
                page: last.slice(1),
                message: `Redirect ${JSON.stringify(r.source)} sends readers to ${shown}${through}, where there is ${why}: they ` +
                    `get a 404.${near ? ` Did you mean "${near}"?` : ''}`,
                ...(near && r.destinationSpan
                    ? suggestion(replaceString(model, r.destinationSpan, r.destination, near + (/#.*$/.exec(r.destination)?.[0] ?? '')))
                    : {}),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/redirect-loop.ts



/** Redirects that lead back to a URL already passed, or on without end. */
/* harmony default export */ const redirect_loop = (createRule({
    meta: {
        id: 'redirect-loop',
        summary: 'Redirects lead back to where they started (wildcards included), or on without end: the browser gives up.',
        defaultSeverity: 'error',
        category: 'config',
    },
    check({ model, report }) {
        const done = new Set();
        for (const t of redirectTraces(siteUrlsOf(model))) {
            if (t.end !== 'loop' && t.end !== 'endless')
                continue;
            // A cycle is reported once, on its first redirect in docs.json; a redirect that only leads into it is a chain.
            const cycle = t.end === 'loop' ? t.hops.slice(t.loopAt) : t.hops;
            if (t.end === 'loop' && t.loopAt !== 0)
                continue;
            const first = Math.min(...cycle.map((h) => h.index));
            const key = [...new Set(cycle.map((h) => h.index))].sort((a, b) => a - b).join(',');
            if (first !== t.index || done.has(key))
                continue;
            done.add(key);
            const r = t.redirect;
            const shown = t.urls.slice(0, t.end === 'loop' ? undefined : 4).map((u) => displayUrl(u, r.source));
            report({
                span: r.sourceSpan ?? r.span,
                message: t.end === 'loop'
                    ? `Redirect ${JSON.stringify(r.source)} leads back to itself: ${shown.join(' → ')}. Readers are ` +
                        `sent round until the browser gives up.`
                    : `Redirect ${JSON.stringify(r.source)} never ends: ${shown.join(' → ')} → … (its destination is ` +
                        `redirected again, without end). Readers are sent on until the browser gives up.`,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/redirect-chain.ts




/** A redirect whose destination is itself redirected. */
/* harmony default export */ const redirect_chain = (createRule({
    meta: {
        id: 'redirect-chain',
        summary: "A redirect's destination is itself redirected; pointing at the final URL saves readers a hop.",
        defaultSeverity: 'warning',
        category: 'config',
    },
    check({ model, report }) {
        for (const t of redirectTraces(siteUrlsOf(model))) {
            if (t.hops.length < 2 || t.end === 'shadowed' || (t.end === 'loop' && t.loopAt === 0))
                continue;
            if (t.end === 'endless' && t.hops.every((h) => h.index === t.index))
                continue;
            const r = t.redirect;
            const next = t.hops[1].redirect;
            // The URL readers end on, as a path with the destination's own fragment; none when it serves nothing (a
            // wildcard's is judged by redirect-broken, by the folder it leads into).
            const lands = t.end === 'external' ||
                (t.end === 'final' &&
                    t.target !== undefined &&
                    (t.urls[t.urls.length - 1].includes('⟨') || resolves(t.target)));
            const last = t.end === 'final' ? t.urls[t.urls.length - 1] + (t.last?.match(/#.*$/)?.[0] ?? '') : t.last;
            const final = lands && last !== undefined ? displayUrl(last, r.source) : undefined;
            const nowhere = t.end === 'final' && !lands;
            report({
                span: r.destinationSpan ?? r.span,
                message: `Redirect ${JSON.stringify(r.source)} sends readers to ${JSON.stringify(r.destination)}, which is ` +
                    `itself redirected (${JSON.stringify(next.source)} → ${JSON.stringify(next.destination)})` +
                    (final
                        ? `: readers take ${t.hops.length} hops. Point it at ${JSON.stringify(final)}.`
                        : nowhere
                            ? ', and the chain ends where nothing is served (redirect-broken reports it).'
                            : ', and the redirects after it never end (redirect-loop reports them).'),
                ...(final && r.destinationSpan
                    ? suggestion(replaceString(model, r.destinationSpan, r.destination, final))
                    : {}),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/page-unreachable.ts








/** A page in no navigation that nothing links to. */
/* harmony default export */ const page_unreachable = (createRule({
    meta: {
        id: 'page-unreachable',
        summary: 'A page file is in no navigation and no page or setting links to it: readers can only reach it by its URL.',
        defaultSeverity: 'notice',
        category: 'pages',
    },
    readsContent: true,
    check({ model, report }) {
        const content = model.content;
        // Without a navigation every page would be reported; what is wrong then is the navigation.
        if (!content || !model.nav)
            return;
        const urls = siteUrlsOf(model);
        const reached = new Set(linkCheckOf(model).linkedPages);
        let listedAny = false;
        // Entries that name no page, by folder and by last segment: a page one of them misspells is not forgotten
        // (page-not-found suggests it there).
        const typosByDir = new Map();
        const typosByBase = new Map();
        const listed = (p) => {
            const res = model.files.resolvePage(p.replace(/\.mdx?$/i, ''));
            if (res.status === 'found') {
                reached.add(res.file);
                listedAny = true;
            }
            else if (res.status === 'missing') {
                const n = (0,load_files/* normalizePagePath */.iu)(p).replace(/\.mdx?$/i, '');
                page_unreachable_push(typosByDir, external_node_path_default().posix.dirname(n), n);
                page_unreachable_push(typosByBase, external_node_path_default().posix.basename(n), n);
            }
        };
        for (const ref of (0,pages/* pageRefs */.yk)(model))
            listed(ref.path);
        // Written in the navigation counts, even where the platform drops it (other rules say so), and so does an entry
        // shaped like an operation that names a page file.
        const walk = (node, key) => {
            if (node.type === 'string' && (key === 'pages' || key === 'root'))
                listed(node.value);
            else if (node.type === 'array')
                for (const item of node.items)
                    walk(item, key);
            else if (node.type === 'object')
                for (const p of node.props)
                    walk(p.value, p.key);
        };
        if (model.navigationProp)
            walk(model.navigationProp.value, undefined);
        // A navigation that lists no page at all is what is wrong (nav-root-pattern and others say so).
        if (!listedAny)
            return;
        for (const t of redirectTraces(urls))
            if (t.target?.kind === 'page')
                reached.add(t.target.file);
        for (const f of content.files) {
            // The home page (`index` at the root) is the site's own address.
            // An imported file is a snippet of the pages that import it; a file at the URL of an API page that the
            // navigation lists or generates is what that entry of the sidebar opens.
            if (!f.page || f.snippet || reached.has(f.rel) || /^index\.mdx?$/.test(f.rel))
                continue;
            if (model.openapi?.operationUrls.has((0,load_files/* pageUrl */.fi)(f.rel)))
                continue;
            const own = (0,load_files/* pagePathOf */.KQ)(f.rel);
            const near = [
                ...(typosByDir.get(external_node_path_default().posix.dirname(own)) ?? []),
                ...(typosByBase.get(external_node_path_default().posix.basename(own)) ?? []),
            ];
            if (near.length > 0 && (0,core_suggest/* closest */.kp)(own, near) !== undefined)
                continue;
            // A page file that another one shadows (`a.md` beside `a.mdx`) is not what the URL serves.
            const served = urls.resolve((0,load_files/* pageUrl */.fi)(f.rel));
            if (served.kind !== 'page' || served.file !== f.rel)
                continue;
            report({
                span: (0,core_source/* fileStart */.NY)(f.file),
                page: (0,load_files/* pagePathOf */.KQ)(f.rel),
                message: `${f.rel} is a page (the platform publishes it at ${(0,load_files/* pageUrl */.fi)(f.rel)}), ` +
                    `but no navigation lists it and no page links to it: readers reach it only by its URL. List ` +
                    `it, link to it, or remove it (or add it to .mintignore) if it is left over.`,
            });
        }
    },
}));
function page_unreachable_push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}

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
    mdx_syntax,
    snippet_not_found,
    snippet_export_missing,
    component_unknown,
    variable_undefined,
    snippet_function_keyword,
    url_removed,
    link_broken,
    link_anchor_missing,
    link_extension,
    link_relative,
    asset_not_found,
    asset_too_large,
    redirect_invalid,
    redirect_broken,
    redirect_loop,
    redirect_chain,
    page_unreachable,
];
/** Looks a rule up by id. */
function ruleById(id) {
    return RULES.find((r) => r.meta.id === id);
}

// EXTERNAL MODULE: ./src/openapi/spec.ts
var openapi_spec = __webpack_require__(30437);
// EXTERNAL MODULE: ./src/model/frontmatter.ts
var frontmatter = __webpack_require__(85959);
// EXTERNAL MODULE: ./src/openapi/remote.ts
var src_openapi_remote = __webpack_require__(57072);
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
    closed = false;
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
    /** Stops the worker; documents still being validated there are dropped (not validated again here). */
    async close() {
        this.stopped = true;
        this.closed = true;
        const w = this.worker;
        this.worker = undefined;
        if (w)
            await w.terminate();
    }
    /**
     * What the validator says about the value navlint read a document into: undefined when it fails on it. Asked
     * when the validator's own reader stops on the text.
     */
    async problemsOfValue(spec) {
        const text = spec.source.text;
        const parsed = plainValue(spec.root, new Map());
        const outcome = await this.send({ file: spec.file, text, parsed }, () => (0,lint/* lintParsed */.zr)(spec.file, text, parsed));
        return 'problems' in outcome ? outcome.problems : undefined;
    }
    ask(file, text, uniqueKeys) {
        return this.send({ file, text, uniqueKeys }, () => (0,lint/* lintText */.DA)(file, text, uniqueKeys));
    }
    /** Sends a request to the worker; whatever goes wrong there, `here` does the work in this thread instead. */
    send(request, here) {
        const w = this.ensureWorker();
        if (!w)
            return here();
        const id = this.nextId++;
        return new Promise((resolve) => {
            this.waiting.set(id, resolve);
            try {
                w.postMessage({ ...request, id });
            }
            catch (e) {
                this.waiting.delete(id);
                resolve({ id, failure: String(e) });
            }
        }).then((reply) => reply.outcome ?? (this.closed ? { unreadable: 'the check has ended' } : here()));
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
                problems = await linter.problemsOfValue(spec);
        }
        if (!problems) {
            // The validator's YAML reader stopped: report where.
            const at = /\((\d+):(\d+)\)/.exec(message);
            const pos = at ? { line: Number(at[1]), column: Number(at[2]) } : spec.root.span.start;
            out.set(spec.file, [
                {
                    message: `the document does not parse: ${message.replace(/\s*\(\d+:\d+\)$/, '')}.`,
                    span: { file: spec.file, pointer: '', start: pos, end: pos },
                },
            ]);
            continue;
        }
        const list = [];
        const is31 = /^3\.1/.test(String(spec.root && spec.root.type === 'object'
            ? ((0,jnode/* getProp */.GT)(spec.root, 'openapi')?.value?.value ?? '')
            : ''));
        let extra = 0;
        for (const p of problems) {
            const loc = p.location;
            if (!loc)
                continue;
            const pointer = loc.pointer?.replace(/^#/, '') ?? '';
            // OpenAPI 3.1 schemas are JSON Schema 2020-12, where unknown keywords are allowed annotations.
            if (is31 &&
                /is not expected here/.test(p.message) &&
                /\/(schema|schemas|properties|items|allOf|anyOf|oneOf|additionalProperties)\//.test(pointer))
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
            list.push({
                message: `${withValue(p.message.replace(/\s+/g, ' ').trim(), loc.reportOnKey ? undefined : found.node)} (at ${pointer || '/'})`,
                span,
            });
        }
        if (extra > 0)
            list.push({
                message: `${extra} more structural problem${extra === 1 ? '' : 's'} in this document (only the first ${MAX_PROBLEMS_PER_SPEC} are listed).`,
                span: list[list.length - 1].span,
            });
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
        Object.defineProperty(out, p.key, {
            value: plainValue(p.value, memo),
            enumerable: true,
            writable: true,
            configurable: true,
        });
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
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/version.ts
var src_version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/core/git.ts + 1 modules
var git = __webpack_require__(13070);
;// CONCATENATED MODULE: ./src/load/gitfs.ts



/** Blobs larger than this are never read (navlint refuses documents this large anyway). */
const MAX_BLOB_BYTES = 64 * 1024 * 1024;
/** Files the model may read: read ahead in one batch, so that a site costs two git commands, not one per file. */
const PRELOAD = /\.(mdx?|json|ya?ml)$/i;
/** Symbolic links followed in a row before giving up, as the kernel does. */
const MAX_LINK_HOPS = 40;
/**
 * The docs root of a commit, read from git's objects (`git ls-tree`, `git cat-file --batch`) and never from the work tree.
 * It is mounted at `root`, so that paths look exactly like the working tree's; nothing outside it can be read.
 */
class GitTreeFs {
    root;
    git;
    repoDir;
    files = new Map();
    dirs = new Map([['', []]]);
    blobs = new Map();
    fds = new Map();
    nextFd = 3;
    constructor(
    /** Absolute path of the docs root. */
    root, git, repoDir, 
    /** `git ls-tree -r -z --long` output of the docs root's tree. */
    listing) {
        this.root = root;
        this.git = git;
        this.repoDir = repoDir;
        for (const record of listing.toString('utf8').split('\0')) {
            const tab = record.indexOf('\t');
            if (tab < 0)
                continue;
            const [mode, type, oid, size] = record.slice(0, tab).split(/ +/);
            const rel = record.slice(tab + 1);
            // Submodules (commits) are not part of the tree's files.
            if (type !== 'blob' || rel === '' || rel.split('/').some((s) => s === '' || s === '.' || s === '..'))
                continue;
            this.files.set(rel, { mode, oid, size: Number(size) || 0 });
            let child = rel;
            for (let dir = parentOf(rel);; dir = parentOf(dir)) {
                const known = this.dirs.get(dir);
                if (known) {
                    known.push(baseOf(child));
                    break;
                }
                this.dirs.set(dir, [baseOf(child)]);
                child = dir;
            }
        }
        this.preload();
    }
    preload() {
        const wanted = new Set();
        for (const [rel, f] of this.files) {
            if (f.size > MAX_BLOB_BYTES)
                continue;
            if (f.mode === '120000' || PRELOAD.test(rel) || baseOf(rel) === '.mintignore')
                wanted.add(f.oid);
        }
        if (wanted.size === 0)
            return;
        const out = this.git(['cat-file', '--batch'], { cwd: this.repoDir, input: [...wanted].join('\n') + '\n' });
        let at = 0;
        while (at < out.length) {
            const eol = out.indexOf(10, at);
            if (eol < 0)
                break;
            const [oid, type, size] = out.toString('utf8', at, eol).split(' ');
            at = eol + 1;
            if (type === 'missing' || size === undefined)
                continue;
            const n = Number(size);
            this.blobs.set(oid, out.subarray(at, at + n));
            at += n + 1;
        }
    }
    blob(file, p, syscall) {
        let data = this.blobs.get(file.oid);
        if (!data) {
            // Such a file is no page, docs.json or OpenAPI document navlint would read; its bytes are not worth the memory.
            if (file.size > MAX_BLOB_BYTES)
                throw fsError('EFBIG', syscall, p);
            data = this.git(['cat-file', 'blob', file.oid], { cwd: this.repoDir });
            this.blobs.set(file.oid, data);
        }
        return data;
    }
    /** Where an absolute path leads inside the tree, following links (the last one only when `follow`); `outside` past the root. */
    lookup(abs, follow, syscall, hops = 0) {
        // Paths are normalised by hand: the bundler reads `path.resolve` of an unknown value as the build folder.
        const full = external_node_path_default().normalize(external_node_path_default().isAbsolute(abs) ? abs : external_node_path_default().join(this.root, abs));
        const rel = external_node_path_default().relative(this.root, full);
        if (rel === '..' || rel.startsWith('..' + (external_node_path_default()).sep) || external_node_path_default().isAbsolute(rel))
            return { kind: 'outside', path: full };
        const parts = rel === '' ? [] : rel.split((external_node_path_default()).sep);
        let cur = '';
        for (let i = 0; i < parts.length; i++) {
            const next = cur === '' ? parts[i] : `${cur}/${parts[i]}`;
            const file = this.files.get(next);
            if (file && file.mode === '120000' && (follow || i < parts.length - 1)) {
                if (hops >= MAX_LINK_HOPS)
                    throw fsError('ELOOP', syscall, abs);
                const target = this.blob(file, abs, syscall).toString('utf8');
                const dest = external_node_path_default().isAbsolute(target) ? target : external_node_path_default().join(this.root, cur, target);
                return this.lookup(external_node_path_default().join(dest, ...parts.slice(i + 1)), follow, syscall, hops + 1);
            }
            if (file) {
                if (i < parts.length - 1)
                    throw fsError('ENOTDIR', syscall, abs);
                return { kind: 'file', rel: next, file };
            }
            if (!this.dirs.has(next))
                throw fsError('ENOENT', syscall, abs);
            cur = next;
        }
        return { kind: 'dir', rel: cur };
    }
    found(abs, follow, syscall) {
        const f = this.lookup(abs, follow, syscall);
        if (f.kind === 'outside')
            throw fsError('ENOENT', syscall, abs);
        return f;
    }
    readFileSync(p, _encoding) {
        const f = this.found(p, true, 'open');
        if (f.kind === 'dir')
            throw fsError('EISDIR', 'read', p);
        return this.blob(f.file, p, 'read').toString('utf8');
    }
    readdirSync(p, _options) {
        const f = this.found(p, true, 'scandir');
        if (f.kind !== 'dir')
            throw fsError('ENOTDIR', 'scandir', p);
        return (this.dirs.get(f.rel) ?? []).map((name) => {
            const rel = f.rel === '' ? name : `${f.rel}/${name}`;
            const file = this.files.get(rel);
            return entry(name, file ? (file.mode === '120000' ? 'link' : 'file') : 'dir');
        });
    }
    lstatSync(p) {
        return this.stat(this.found(p, false, 'lstat'));
    }
    statSync(p) {
        return this.stat(this.found(p, true, 'stat'));
    }
    stat(f) {
        if (f.kind === 'dir')
            return stats('dir', 0);
        return stats(f.file.mode === '120000' ? 'link' : 'file', f.file.size);
    }
    realpathSync(p) {
        const f = this.lookup(p, true, 'realpath');
        if (f.kind === 'outside')
            return f.path;
        return f.rel === '' ? this.root : external_node_path_default().join(this.root, ...f.rel.split('/'));
    }
    existsSync(p) {
        try {
            return this.lookup(p, true, 'access').kind !== 'outside';
        }
        catch {
            return false;
        }
    }
    openSync(p, _flags) {
        const f = this.found(p, true, 'open');
        if (f.kind === 'dir')
            throw fsError('EISDIR', 'open', p);
        const fd = this.nextFd++;
        this.fds.set(fd, { data: this.blob(f.file, p, 'open'), pos: 0 });
        return fd;
    }
    readSync(fd, buffer, offset, length, position) {
        const open = this.fds.get(fd);
        if (!open)
            throw fsError('EBADF', 'read', String(fd));
        const from = position ?? open.pos;
        const n = Math.max(0, Math.min(length, open.data.length - from));
        buffer.set(open.data.subarray(from, from + n), offset);
        if (position === null)
            open.pos += n;
        return n;
    }
    closeSync(fd) {
        if (!this.fds.delete(fd))
            throw fsError('EBADF', 'close', String(fd));
    }
}
/**
 * Opens the docs root `dir` (relative to `cwd`, as in the working tree) as it stands at revision `rev`.
 * The folder's place in the repository is found from the working tree; nothing in the work tree is read or changed.
 */
function openRevision(git, options) {
    const { rev } = options;
    if (rev === '' || rev.startsWith('-') || /[\0\n]/.test(rev))
        throw new errors/* UsageError */.e(`${JSON.stringify(rev)} is not a git revision`);
    let dirAbs = external_node_path_default().resolve(options.cwd, options.dir);
    if (external_node_path_default().basename(dirAbs) === 'docs.json')
        dirAbs = external_node_path_default().dirname(dirAbs);
    // git runs in the nearest folder that exists: the docs root may be gone from the working tree.
    let runDir = dirAbs;
    while (!options.exists(runDir) && external_node_path_default().dirname(runDir) !== runDir)
        runDir = external_node_path_default().dirname(runDir);
    let cwdPrefix;
    try {
        cwdPrefix = git(['rev-parse', '--show-prefix'], { cwd: runDir }).toString('utf8').trim();
    }
    catch (e) {
        throw new errors/* UsageError */.e(`${options.dir}: not inside a git repository, so "${rev}" cannot be read (${gitMessage(e)})`);
    }
    let top = runDir;
    for (let n = cwdPrefix.split('/').filter(Boolean).length; n > 0; n--)
        top = external_node_path_default().dirname(top);
    const prefix = external_node_path_default().relative(top, dirAbs).split((external_node_path_default()).sep).join('/');
    if (prefix.startsWith('..'))
        throw new errors/* UsageError */.e(`${options.dir}: not inside the git repository at ${top}`);
    let commit;
    try {
        commit = git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`], { cwd: top })
            .toString('utf8')
            .trim();
    }
    catch {
        throw new errors/* UsageError */.e(`"${rev}" names no commit of this repository (a shallow clone may lack it: fetch it first)`);
    }
    let listing;
    try {
        // `commit:path` names the folder's tree; ls-tree refuses anything that is not a tree.
        const tree = git([
            'rev-parse',
            '--verify',
            '--quiet',
            '--end-of-options',
            prefix === '' ? `${commit}^{tree}` : `${commit}:${prefix}`,
        ], { cwd: top })
            .toString('utf8')
            .trim();
        listing = git(['ls-tree', '-r', '-z', '--long', tree], { cwd: top });
    }
    catch {
        throw new errors/* UsageError */.e(`${prefix}: no such folder at ${rev} (${commit.slice(0, 12)})`);
    }
    const tree = new GitTreeFs(dirAbs, git, top, listing);
    if (!tree.existsSync(external_node_path_default().join(dirAbs, 'docs.json')))
        throw new errors/* UsageError */.e(`${prefix === '' ? '' : prefix + '/'}docs.json: no such file at ${rev} (${commit.slice(0, 12)})`);
    return { fs: tree, root: dirAbs, commit, prefix };
}
function gitMessage(e) {
    return e instanceof git/* GitError */.X ? e.message : String(e?.message ?? e);
}
function parentOf(rel) {
    const i = rel.lastIndexOf('/');
    return i < 0 ? '' : rel.slice(0, i);
}
function baseOf(rel) {
    return rel.slice(rel.lastIndexOf('/') + 1);
}
function entry(name, kind) {
    return {
        name,
        isFile: () => kind === 'file',
        isDirectory: () => kind === 'dir',
        isSymbolicLink: () => kind === 'link',
    };
}
function stats(kind, size) {
    return { ...entry('', kind), size };
}
function fsError(code, syscall, p) {
    return Object.assign(new Error(`${code}: ${syscall} '${p}'`), { code, syscall, path: p });
}

// EXTERNAL MODULE: ./src/model/snapshot.ts
var snapshot = __webpack_require__(20709);
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
        const list = shown.length === 1
            ? shown[0]
            : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}${below.length > 3 ? ` (and ${below.length - 3} more)` : ''}`;
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
        const names = entries
            .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
            .map((e) => e.name);
        return names
            .sort()
            .slice(0, Math.max(0, budget))
            .map((n) => external_node_path_default().join(d, n));
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
    const why = err.code === 'EACCES' || err.code === 'EPERM'
        ? 'permission denied'
        : err.code === 'EISDIR'
            ? 'it is a folder'
            : err.code;
    return new errors/* UsageError */.e(`${(0,paths.displayPath)(err.path, cwd)}: cannot be read (${why})`);
}
/** Loads a docs root and builds its model (no judgement yet); `onFiles` is told once docs.json and the files are read. */
function analyze(options, onFiles) {
    const { fs, cwd } = options;
    options.timing?.enter('load');
    const root = findDocsRoot(options.dir, cwd, fs);
    const rcPath = options.configPath !== undefined ? external_node_path_default().resolve(cwd, options.configPath) : undefined;
    if (rcPath !== undefined && !fs.existsSync(rcPath))
        throw new errors/* UsageError */.e(`--config ${options.configPath}: no such file`);
    try {
        const rc = loadRc(root, rcPath, fs);
        return buildSiteModel(root, fs, rc, options.remote, { timing: options.timing, onSpec: options.onSpec, onFiles });
    }
    catch (e) {
        throw unreadable(e, cwd) ?? e;
    }
}
/** Loads a docs root, runs every rule, and applies the configuration (without structural OpenAPI validation; content only when asked). */
function check(options) {
    let loading;
    const onFiles = options.content === true
        ? (m) => {
            const opts = contentOptions(m, options);
            loading = { opts, loaded: inPhase(options.timing, () => loadContentSync(opts)) };
        }
        : undefined;
    const model = analyze(options, onFiles);
    if (loading) {
        const { opts, loaded } = loading;
        const extra = listedButIgnored(model);
        attachContent(model, inPhase(options.timing, () => finishContent(opts, loaded, extra)), extra);
    }
    if (options.base)
        model.base = baseSnapshot(options.base, options);
    resolveLinks(model, options.timing);
    return judge(model, options.cwd, options.timing);
}
/** Builds the site's URL index and, when pages are parsed, resolves every link: the links phase of `--timing`. */
function resolveLinks(model, timing) {
    inPhase(timing, () => (model.content ? linkCheckOf(model) : siteUrlsOf(model)), 'links');
}
/**
 * Pages the navigation lists in a folder that the platform's default ignores would remove (`coverage/`,
 * say): the vendor's build accepts them, so they are built, and parsed.
 */
function listedButIgnored(model) {
    const listed = new Set(model.files.contentFiles);
    const out = new Set();
    for (const ref of (0,pages/* pageRefs */.yk)(model)) {
        const res = model.files.resolvePage(ref.path.replace(/\.mdx?$/i, ''));
        if (res.status === 'found' && !listed.has(res.file) && (0,load_files/* isDefaultIgnored */.GU)(res.file))
            out.add(res.file);
    }
    return [...out].sort();
}
/** Runs `work` as one phase (the content phase unless told), then goes back to the phase that was running. */
function inPhase(timing, work, phase = 'content') {
    const previous = timing?.enter(phase);
    try {
        return work();
    }
    finally {
        timing?.enter(previous);
    }
}
/** How to load the content of a site: its files, its variables, the cache and the threads. */
function contentOptions(model, options) {
    const extract = { variables: Object.fromEntries(docsVariables(model.docs)) };
    return {
        root: model.root,
        fs: model.fs,
        files: model.files,
        options: extract,
        ...(options.contentCache ? { cache: new ContentCache(options.contentCache, src_version/* VERSION */.x, extract) } : {}),
        ...(options.contentWorker ? { startWorker: options.contentWorker } : {}),
        ...(options.parallelism !== undefined ? { parallelism: options.parallelism } : {}),
    };
}
function attachContent(model, loaded, listedPages) {
    model.content = new ContentModel(model.root, model.files, model.fs, loaded, docsVariables(model.docs), model.rc?.components ?? [], listedPages);
}
/**
 * Resolves one side of a comparison with the same engine as a check (`$ref`, specs, generated pages, redirects),
 * but runs no rule: a git revision is read from git's objects, for the docs root `options.dir` of the working tree.
 */
function resolveSide(side, options) {
    const { cwd } = options;
    const hooks = { timing: options.timing };
    try {
        if (side.kind === 'git') {
            const tree = openRevision(side.git, {
                cwd,
                dir: options.dir,
                rev: side.rev,
                exists: (p) => options.fs.existsSync(p),
            });
            return {
                model: buildSiteModel(tree.root, tree.fs, undefined, options.remote, hooks),
                info: { source: 'git', root: (0,paths.displayPath)(tree.root, cwd), ref: side.rev, commit: tree.commit },
            };
        }
        const root = findDocsRoot(side.kind === 'folder' ? side.dir : options.dir, cwd, options.fs);
        return {
            model: buildSiteModel(root, options.fs, undefined, options.remote, hooks),
            info: { source: side.kind, root: (0,paths.displayPath)(root, cwd) },
        };
    }
    catch (e) {
        throw unreadable(e, cwd) ?? e;
    }
}
/** The base of a check, resolved and reduced to what the comparison needs. */
function baseSnapshot(base, options) {
    const { model, info } = resolveSide(base, options);
    return { ...(0,snapshot/* snapshotOf */.e)(model), label: describeSide(info) };
}
/** A side as a phrase: `main (1a2b3c4d5e6f)`, `the working tree`, or the folder. */
function describeSide(info) {
    if (info.source === 'git')
        return `${info.ref} (${(info.commit ?? '').slice(0, 12)})`;
    if (info.source === 'worktree')
        return 'the working tree';
    return info.root;
}
/** The navigation diff between two sides, each resolved once (navigation only: no rule runs on either). */
function diffSides(base, head, options) {
    const b = resolveSide(base, options);
    const h = resolveSide(head, options);
    return { diff: (0,model_diff/* diffSnapshots */.V1)((0,snapshot/* snapshotOf */.e)(b.model), (0,snapshot/* snapshotOf */.e)(h.model)), base: b.info, head: h.info };
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
    // Pages are parsed (in worker threads on a large site) from the moment the files are listed, while the
    // navigation is resolved and OpenAPI documents are read.
    let content;
    const onFiles = options.content === false
        ? undefined
        : (m) => {
            if (content)
                return;
            const opts = contentOptions(m, options);
            content = { opts, loaded: inPhase(options.timing, () => loadContent(opts)) };
            // Awaited below; should the check stop before that, the failure is not an unhandled one.
            content.loaded.catch(() => undefined);
        };
    let model = analyze({ ...options, onSpec }, onFiles);
    let remote = options.remote;
    if (options.fetchRemote) {
        const urls = (model.openapi?.references ?? []).flatMap((r) => r.resolution.status === 'remote' ? [r.resolution.url] : []);
        if (urls.length > 0) {
            options.timing?.enter('load');
            remote = await (0,src_openapi_remote/* fetchRemoteSpecs */.Np)(urls, options.fetchImpl);
            model = analyze({ ...options, onSpec, remote }, onFiles);
        }
    }
    // The base gets the documents fetched for this side: the same URL is the same document on both.
    if (options.base)
        model.base = baseSnapshot(options.base, { ...options, remote });
    resolveLinks(model, options.timing);
    // The rules that read neither the validator's findings nor the content run while those are still at work.
    const findings = runRules(model, (rule) => !rule.readsValidation && !rule.readsContent, options.timing);
    const oa = model.openapi;
    if (oa) {
        options.timing?.enter('parse specs');
        for (const [file, problems] of await validateSpecs(oa.specs(), linter))
            oa.validation.set(file, problems);
    }
    for (const [rule, list] of runRules(model, (rule) => rule.readsValidation === true && !rule.readsContent, options.timing))
        findings.set(rule, list);
    if (content) {
        options.timing?.enter('content');
        const extra = listedButIgnored(model);
        attachContent(model, finishContent(content.opts, await content.loaded, extra), extra);
        resolveLinks(model, options.timing);
    }
    for (const [rule, list] of runRules(model, (rule) => rule.readsContent === true, options.timing))
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
    // A page's frontmatter source holds only its head: findings in its body need the whole text.
    const content = model.content;
    if (content) {
        const contentRules = new Set(RULES.filter((r) => r.readsContent).map((r) => r.meta.id));
        for (const d of diagnostics) {
            if (!contentRules.has(d.rule))
                continue;
            const s = content.source(d.span.file);
            if (s)
                sources.set(d.span.file, s);
        }
    }
    const entries = (0,counts/* navigationEntryCount */.gD)(model);
    const specs = (0,counts/* openapiDocumentCount */.Td)(model);
    const checked = `${(0,paths.displayPath)(model.configFile, cwd)} (${entries} navigation ${entries === 1 ? 'entry' : 'entries'}, ${model.files.pageFiles.length} page file${model.files.pageFiles.length === 1 ? '' : 's'}, ${specs} OpenAPI document${specs === 1 ? '' : 's'})`;
    return {
        root,
        cwd,
        configFile: model.configFile,
        diagnostics,
        summary: summarize(diagnostics),
        sources,
        checked,
        model,
        rules: RULES,
    };
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
        kept.push({
            rule,
            severity: d.severity,
            span: d.span,
            message: `${n - MAX_FINDINGS_PER_RULE} more findings of ${rule} are not listed: navlint lists at most ${MAX_FINDINGS_PER_RULE} per rule.`,
        });
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
        return (a.span.start.line - b.span.start.line ||
            a.span.start.column - b.span.start.column ||
            cmp(a.rule, b.rule) ||
            cmp(a.message, b.message));
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
    const model = {
        root,
        configFile: file,
        config,
        elements: [],
        entries: [],
        files,
        fs,
        sources: new Map(),
        openapi,
    };
    const diagnostics = [...runRules(model, () => true).values()].flat();
    sortDiagnostics(diagnostics, cwd);
    const sources = new Map();
    if (spec.source)
        sources.set(file, spec.source);
    const ops = spec.operations.length;
    return {
        cwd,
        diagnostics,
        summary: summarize(diagnostics),
        sources,
        checked: `${(0,paths.displayPath)(file, cwd)} (${ops} operation${ops === 1 ? '' : 's'})`,
        rules: RULES,
    };
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
            else if (/^[\w.-]+\.(ya?ml|json)$/i.test(d.name) &&
                specs.length < MAX_NAMED &&
                isSpec(fs, external_node_path_default().join(dir, d.name)))
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

/***/ 86437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qF: () => (/* binding */ parseJson),
  pY: () => (/* reexport */ unreadText)
});

// UNUSED EXPORTS: parseJsonTree

// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(99547);
// EXTERNAL MODULE: ./src/core/source.ts
var core_source = __webpack_require__(82858);
// EXTERNAL MODULE: ./src/core/jnode.ts
var jnode = __webpack_require__(49337);
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
        return {
            source,
            root: fast.root,
            errors: [],
            duplicateKeys: fast.duplicateKeys,
            ...(fast.deferred ? { deferred: true } : {}),
        };
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
    const tree = (0,main.parseTree)(text, parseErrors, {
        allowTrailingComma: false,
        disallowComments: true,
        allowEmptyContent: false,
    });
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

/***/ 24325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Td: () => (/* binding */ openapiDocumentCount),
/* harmony export */   gD: () => (/* binding */ navigationEntryCount),
/* harmony export */   lg: () => (/* binding */ COUNT_DEFINITIONS),
/* harmony export */   wC: () => (/* binding */ siteCounts)
/* harmony export */ });
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46255);
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49337);


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

/***/ 1825:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V1: () => (/* binding */ diffSnapshots),
/* harmony export */   cZ: () => (/* binding */ navDiffOf),
/* harmony export */   xS: () => (/* binding */ countChanges)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _redirects_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53368);
/* harmony import */ var _snapshot_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20709);



const cache = new WeakMap();
/** The diff between a model's base (when it has one) and the model itself, worked out once. */
function navDiffOf(model) {
    if (!model.base)
        return undefined;
    let d = cache.get(model);
    if (!d)
        cache.set(model, (d = diffSnapshots(model.base, (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_1__/* .snapshotOf */ .e)(model))));
    return d;
}
/** Compares two snapshots: pages added, removed, moved and renamed, sections, labels, redirects, and URLs left without a redirect. */
function diffSnapshots(base, head) {
    return new Differ(base, head).run();
}
/** How many changes a diff holds (URLs removed without a redirect are counted among the pages already). */
function countChanges(d) {
    const p = (c) => c.added.length + c.removed.length + c.moved.length + c.renamed.length;
    return (p(d.pages) +
        p(d.apiPages) +
        d.sections.added.length +
        d.sections.removed.length +
        d.labels.length +
        d.redirects.added.length +
        d.redirects.removed.length +
        d.redirects.changed.length);
}
class Differ {
    base;
    head;
    /** BASE element id → HEAD element id (-1 is the root on both sides). */
    map = new Map([[-1, -1]]);
    mapped = new Set([-1]);
    relabeled = [];
    /** BASE URL → HEAD URL of renamed pages. */
    renames = new Map();
    constructor(base, head) {
        this.base = base;
        this.head = head;
    }
    run() {
        const { base, head } = this;
        const removed = [...base.pages.values()].filter((p) => !head.pages.has(p.url));
        const added = [...head.pages.values()].filter((p) => !base.pages.has(p.url));
        this.findRenames(removed, added);
        this.matchElements(base.top, head.top);
        const diff = {
            pages: { added: [], removed: [], moved: [], renamed: [] },
            apiPages: { added: [], removed: [], moved: [], renamed: [] },
            sections: { added: [], removed: [] },
            labels: [],
            redirects: { added: [], removed: [], changed: [] },
            urlsRemoved: [],
        };
        const renamedTo = new Set([...this.renames.values()].map((r) => r.to));
        const renamedOps = new Map();
        for (const [from, r] of this.renames) {
            const key = base.pages.get(from)?.operation?.key;
            if (key !== undefined)
                (renamedOps.get(r.to) ?? renamedOps.set(r.to, new Set()).get(r.to)).add(key);
        }
        for (const p of added) {
            if (renamedTo.has(p.url))
                continue;
            const change = { ...this.describe(p), breadcrumbs: this.crumbsOf(head, p) };
            if (p.operation)
                Object.assign(change, this.reasonAdded(p));
            (p.kind === 'operation' ? diff.apiPages : diff.pages).added.push(change);
        }
        for (const p of removed) {
            const rename = this.renames.get(p.url);
            const cover = (0,_redirects_js__WEBPACK_IMPORTED_MODULE_2__/* .redirectFor */ .wH)(head.redirects, p.url);
            if (rename) {
                const q = head.pages.get(rename.to);
                const change = {
                    from: p.url,
                    to: q.url,
                    title: q.title,
                    ...(p.file || q.file
                        ? { file: { ...(p.file ? { from: p.file } : {}), ...(q.file ? { to: q.file } : {}) } }
                        : {}),
                    ...(q.operation ? { operation: opView(q) } : {}),
                    by: rename.by,
                    breadcrumbs: { from: this.crumbsOf(base, p), to: this.crumbsOf(head, q, p.operation?.key) },
                    redirect: cover ? redirectView(cover) : null,
                };
                (p.kind === 'operation' ? diff.apiPages : diff.pages).renamed.push(change);
                continue;
            }
            const change = { ...this.describe(p), breadcrumbs: this.crumbsOf(base, p) };
            if (p.operation)
                Object.assign(change, this.reasonRemoved(p));
            change.redirect = cover ? redirectView(cover) : null;
            (p.kind === 'operation' ? diff.apiPages : diff.pages).removed.push(change);
        }
        for (const p of base.pages.values()) {
            const q = head.pages.get(p.url);
            if (!q)
                continue;
            if (p.title !== q.title)
                diff.labels.push({
                    kind: q.kind,
                    from: p.title,
                    to: q.title,
                    breadcrumb: this.crumbsOf(head, q)[0] ?? [],
                    url: q.url,
                });
            // An operation renamed onto a URL that another operation already had is a rename, not a move of that page.
            const incoming = renamedOps.get(q.url);
            const before = p.placements
                .map((pl) => (this.map.has(pl.element) ? `h${this.map.get(pl.element)}` : `b${pl.element}`))
                .sort();
            const after = q.placements
                .filter((pl) => !(pl.operation !== undefined && incoming?.has(pl.operation)))
                .map((pl) => `h${pl.element}`)
                .sort();
            if (before.join() === after.join())
                continue;
            const change = { ...this.describe(q), from: this.crumbsOf(base, p), to: this.crumbsOf(head, q) };
            if (q.operation && p.operation) {
                const hidden = p.operation.hidden !== q.operation.hidden && (p.placements.length === 0 || q.placements.length === 0);
                Object.assign(change, hidden
                    ? {
                        reason: 'x-hidden',
                        detail: q.operation.hidden
                            ? `marked x-hidden in ${q.operation.spec}: still served, no longer in the navigation`
                            : `no longer x-hidden in ${q.operation.spec}`,
                    }
                    : { reason: 'listing-changed', detail: 'the navigation lists or generates it elsewhere' });
            }
            (q.kind === 'operation' ? diff.apiPages : diff.pages).moved.push(change);
        }
        this.sections(diff);
        this.redirects(diff);
        this.removedUrls(diff, removed);
        sortDiff(diff);
        return diff;
    }
    describe(p) {
        return {
            url: p.url,
            title: p.title,
            ...(p.file ? { file: p.file } : {}),
            ...(p.operation ? { operation: opView(p) } : {}),
        };
    }
    /** Where the navigation shows a page; for an operation's page at a shared URL, where it shows that operation. */
    crumbsOf(side, p, operation) {
        const own = operation !== undefined ? p.placements.filter((pl) => pl.operation === operation) : [];
        return (own.length > 0 ? own : p.placements).map((pl) => (pl.element < 0 ? [] : side.elements[pl.element].crumbs));
    }
    /** Pairs removed and added pages that are the same page at another URL: same operation, same bytes, or same title. */
    findRenames(removed, added) {
        const taken = new Set();
        const pair = (from, candidates, by) => {
            const open = candidates.filter((c) => !taken.has(c.url));
            let pick = open.length === 1 ? open[0] : undefined;
            // Several candidates: the one with the same file name, if only one has it.
            if (!pick && open.length > 1 && from.file) {
                const same = open.filter((c) => c.file && node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(c.file) === node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(from.file));
                if (same.length === 1)
                    pick = same[0];
            }
            if (!pick)
                return;
            taken.add(pick.url);
            this.renames.set(from.url, { to: pick.url, by });
        };
        const index = (pages, key) => {
            const m = new Map();
            for (const p of pages) {
                const k = key(p);
                if (k !== undefined)
                    (m.get(k) ?? m.set(k, []).get(k)).push(p);
            }
            return m;
        };
        // The operation's page at a URL it did not have before, even one another operation had (two can share a URL).
        for (const r of removed) {
            if (!r.operation)
                continue;
            const key = r.operation.key;
            const before = this.base.operationUrls.get(key);
            const urls = [...(this.head.operationUrls.get(key) ?? [])].filter((u) => !before?.has(u));
            pair(r, urls.map((u) => this.head.pages.get(u)), 'operation');
        }
        const addedFiles = added.filter((p) => p.kind === 'page' && p.file);
        const removedFiles = removed.filter((p) => p.kind === 'page' && p.file);
        if (addedFiles.length === 0 || removedFiles.length === 0)
            return;
        const byHash = index(addedFiles, (p) => this.head.hashOf(p.file));
        for (const r of removedFiles) {
            const h = this.base.hashOf(r.file);
            if (h !== undefined)
                pair(r, byHash.get(h) ?? [], 'content');
        }
        const byTitle = index(addedFiles, (p) => p.title);
        for (const r of removedFiles)
            if (!this.renames.has(r.url))
                pair(r, byTitle.get(r.title) ?? [], 'title');
    }
    /** Matches the sections of both sides, parent by parent: same kind and label first, then same kind and mostly the same pages (a new label). */
    matchElements(baseIds, headIds) {
        const { base, head } = this;
        const queue = new Map();
        for (const h of headIds) {
            const k = `${head.elements[h].kind}\0${head.elements[h].label}`;
            (queue.get(k) ?? queue.set(k, []).get(k)).push(h);
        }
        const pairs = [];
        const left = [];
        for (const b of baseIds) {
            const h = queue.get(`${base.elements[b].kind}\0${base.elements[b].label}`)?.shift();
            if (h === undefined)
                left.push(b);
            else
                pairs.push([b, h]);
        }
        const open = headIds.filter((h) => !pairs.some(([, x]) => x === h));
        for (const b of left) {
            const be = base.elements[b];
            const urls = new Set([...be.urls].map((u) => this.renames.get(u)?.to ?? u));
            let best;
            let bestScore = 0.5;
            for (const h of open) {
                const he = head.elements[h];
                if (he.kind !== be.kind || urls.size === 0 || he.urls.size === 0)
                    continue;
                let common = 0;
                for (const u of urls)
                    if (he.urls.has(u))
                        common++;
                const score = common / Math.max(urls.size, he.urls.size);
                if (score >= bestScore && (best === undefined || score > bestScore)) {
                    best = h;
                    bestScore = score;
                }
            }
            if (best === undefined)
                continue;
            open.splice(open.indexOf(best), 1);
            pairs.push([b, best]);
            this.relabeled.push([be, head.elements[best]]);
        }
        for (const [b, h] of pairs) {
            this.map.set(b, h);
            this.mapped.add(h);
        }
        for (const [b, h] of pairs)
            this.matchElements(base.elements[b].children, head.elements[h].children);
    }
    sections(diff) {
        const view = (e) => ({
            kind: e.kind,
            label: e.label,
            breadcrumb: e.crumbs.slice(0, -1),
            pages: e.urls.size,
            generated: e.generated,
            order: e.id,
        });
        for (const e of this.head.elements)
            if (!this.mapped.has(e.id) && this.mapped.has(e.parent))
                diff.sections.added.push(view(e));
        for (const e of this.base.elements)
            if (!this.map.has(e.id) && this.map.has(e.parent))
                diff.sections.removed.push(view(e));
        for (const [b, h] of this.relabeled)
            diff.labels.push({ kind: h.kind, from: b.label, to: h.label, breadcrumb: h.crumbs.slice(0, -1), order: h.id });
    }
    redirects(diff) {
        const before = new Map(this.base.redirects.map((r) => [r.source, r.destination]));
        const after = new Map(this.head.redirects.map((r) => [r.source, r.destination]));
        for (const [source, destination] of after) {
            const old = before.get(source);
            if (old === undefined)
                diff.redirects.added.push({ source, destination });
            else if (old !== destination)
                diff.redirects.changed.push({ source, from: old, to: destination });
        }
        for (const [source, destination] of before)
            if (!after.has(source))
                diff.redirects.removed.push({ source, destination });
    }
    reasonAdded(p) {
        const op = p.operation;
        const before = this.base.operations.get(op.key);
        if (before?.excluded)
            return { reason: 'spec-changed', detail: `no longer x-excluded in ${op.spec}` };
        if (before)
            return { reason: 'listing-changed', detail: `already in ${op.spec}; the navigation now lists or generates it` };
        if (this.base.specs.has(op.spec))
            return { reason: 'spec-changed', detail: `new in ${op.spec}` };
        return { reason: 'spec-changed', detail: `${op.spec} is new to the navigation` };
    }
    reasonRemoved(p) {
        const op = p.operation;
        const after = this.head.operations.get(op.key);
        if (after?.excluded)
            return { reason: 'spec-changed', detail: `marked x-excluded in ${op.spec}` };
        if (after)
            return {
                reason: 'listing-changed',
                detail: `still in ${op.spec}, but no navigation element lists or generates it any more`,
            };
        if (this.head.specs.has(op.spec))
            return { reason: 'spec-changed', detail: `no longer in ${op.spec}` };
        return { reason: 'spec-changed', detail: `${op.spec} is no longer used by the navigation` };
    }
    /** URLs served at BASE that HEAD neither serves nor redirects, each with the redirect that would keep it. */
    removedUrls(diff, removed) {
        const { head } = this;
        const fallback = head.redirectsProp?.keySpan ??
            head.navigationProp?.keySpan ?? {
            file: head.configFile,
            pointer: '',
            start: { line: 1, column: 1 },
            end: { line: 1, column: 2 },
        };
        // The page that replaces a removed one is not known: the nearest folder the site still serves, else the home page.
        const destinationFor = (url) => {
            for (let u = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(url); u !== '/' && u !== '.'; u = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(u))
                if (head.pages.has(u))
                    return u;
            return '/';
        };
        for (const p of removed) {
            if ((0,_redirects_js__WEBPACK_IMPORTED_MODULE_2__/* .redirectFor */ .wH)(head.redirects, p.url))
                continue;
            const rename = this.renames.get(p.url);
            const to = rename ? head.pages.get(rename.to) : undefined;
            diff.urlsRemoved.push({
                url: p.url,
                was: p.kind,
                title: p.title,
                ...(to ? { movedTo: to.url } : {}),
                suggestion: { source: p.url, destination: to?.url ?? destinationFor(p.url) },
                span: to?.placements[0]?.span ?? fallback,
            });
        }
        for (const r of this.base.redirects) {
            if (this.covered(r))
                continue;
            diff.urlsRemoved.push({ url: r.source, was: 'redirect', suggestion: redirectView(r), span: fallback });
        }
    }
    /** Whether HEAD still answers a BASE redirect's source: the same source, a page at that URL, or a redirect that covers it. */
    covered(r) {
        const { head } = this;
        if (head.redirects.some((x) => x.source === r.source))
            return true;
        const url = (0,_redirects_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizeUrl */ .l2)((0,_redirects_js__WEBPACK_IMPORTED_MODULE_2__/* .stripQuery */ .jI)(r.source));
        if (!r.pattern && head.pages.has(url))
            return true;
        return head.redirects.some((x) => x.matcher.test(url));
    }
}
function opView(p) {
    const o = p.operation;
    return { method: o.method, path: o.path, spec: o.spec };
}
function redirectView(r) {
    return { source: r.source, destination: r.destination };
}
function crumbKey(c) {
    return c.map((x) => x.label).join('\u0000');
}
function sortDiff(d) {
    const byUrl = (a, b) => cmp(a.url, b.url);
    for (const c of [d.pages, d.apiPages]) {
        c.added.sort(byUrl);
        c.removed.sort(byUrl);
        c.moved.sort(byUrl);
        c.renamed.sort((a, b) => cmp(a.from, b.from));
    }
    const bySection = (a, b) => cmp(crumbKey([...a.breadcrumb, { kind: a.kind, label: a.label }]), crumbKey([...b.breadcrumb, { kind: b.kind, label: b.label }]));
    d.sections.added.sort(bySection);
    d.sections.removed.sort(bySection);
    d.labels.sort((a, b) => cmp(crumbKey(a.breadcrumb), crumbKey(b.breadcrumb)) || cmp(a.url ?? '', b.url ?? '') || cmp(a.from, b.from));
    d.redirects.added.sort((a, b) => cmp(a.source, b.source));
    d.redirects.removed.sort((a, b) => cmp(a.source, b.source));
    d.redirects.changed.sort((a, b) => cmp(a.source, b.source));
    d.urlsRemoved.sort(byUrl);
}
function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ }),

/***/ 85959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qq: () => (/* binding */ readPageHead),
/* harmony export */   yv: () => (/* binding */ parseFrontmatter),
/* harmony export */   zy: () => (/* binding */ readHead)
/* harmony export */ });
/* unused harmony export MAX_FRONTMATTER_BYTES */
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74281);
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(js_yaml__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82858);
/* harmony import */ var _openapi_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41689);
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49337);




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

/***/ 48785:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M$: () => (/* binding */ OpenApiModel),
  _4: () => (/* binding */ slashTwin),
  rI: () => (/* binding */ specOf),
  iD: () => (/* binding */ withPath)
});

// UNUSED EXPORTS: closestOperation, matchOperation

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/source.ts
var source = __webpack_require__(82858);
// EXTERNAL MODULE: ./node_modules/fastest-levenshtein/mod.js
var mod = __webpack_require__(21916);
// EXTERNAL MODULE: ./src/core/suggest.ts
var suggest = __webpack_require__(32085);
// EXTERNAL MODULE: ./src/model/frontmatter.ts
var frontmatter = __webpack_require__(85959);
// EXTERNAL MODULE: ./src/core/jnode.ts
var jnode = __webpack_require__(49337);
// EXTERNAL MODULE: ./src/model/nav.ts
var nav = __webpack_require__(70380);
;// CONCATENATED MODULE: ./src/openapi/slug.ts
/**
 * The platform's slug: lower-case, spaces to `-`, and `{}(),.'/` removed; then each `--` becomes `-`, so that a tag
 * such as `Management API - Surveys` gives `management-api--surveys` (the URL real sites link to).
 */
function slugify(text) {
    return text
        .toLowerCase()
        .trim()
        .replace(/\s+/g, '-')
        .replace(/[{}(),.'/]/g, '')
        .replace(/--/g, '-');
}

// EXTERNAL MODULE: ./src/openapi/spec.ts
var spec = __webpack_require__(30437);
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
            const es = {
                element: el,
                source,
                ignored,
                resolution,
                spec,
                directory: (source.directory ?? 'api-reference').replace(/^\/+|\/+$/g, ''),
                bulk: true,
                generated: [],
                pageEntries: [],
            };
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
                        const s = this.store.load(f, false);
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
                Object.assign(binding, {
                    status: 'unresolved',
                    closest: closestOperation(specs.flatMap((s) => s.operations), ref),
                });
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
                const base = ['', directory, o.tags[0] !== undefined ? slugify(o.tags[0]) : '', slug]
                    .filter((x, i) => i === 0 || x !== '')
                    .join('/');
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
        return [
            ...loose,
            ...[...groups].map(([tag, children]) => ({ kind: 'group', label: tag, generated: true, children })),
        ];
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
/**
 * The one operation a trailing slash away from a reference (`/users/` for `/users`, or the other way round) with the
 * same method, among `ops`; undefined when there is none or more than one (several documents), or it is excluded.
 */
function slashTwin(ops, ref) {
    if (ref.webhook)
        return undefined;
    const alt = ref.path.endsWith('/') ? ref.path.replace(/\/+$/, '') : ref.path + '/';
    if (alt === '')
        return undefined;
    const method = ref.method.toUpperCase();
    const hits = ops.filter((o) => o.path === alt && o.method === method);
    return hits.length === 1 && !hits[0].excluded ? hits[0] : undefined;
}
/** A reference as written with its path replaced (the path is its last word). */
function withPath(raw, ref, newPath) {
    const at = raw.lastIndexOf(ref.path);
    return at < 0 ? undefined : raw.slice(0, at) + newPath + raw.slice(at + ref.path.length);
}


/***/ }),

/***/ 5449:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dI: () => (/* binding */ hasPageExtension),
/* harmony export */   ni: () => (/* binding */ sidebarLabel),
/* harmony export */   yk: () => (/* binding */ pageRefs)
/* harmony export */ });
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46255);
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49337);


/** Every page reference of the navigation that the platform keeps, in source order. */
function pageRefs(model) {
    const refs = [];
    for (const entry of model.entries) {
        if (entry.operation || entry.dropped)
            continue;
        refs.push({
            via: 'entry',
            raw: entry.raw,
            path: entry.path,
            span: entry.node.span,
            scope: entry.parent.scope,
            element: entry.parent,
        });
    }
    for (const el of model.elements) {
        if (el.dropped)
            continue;
        if (el.kind === 'group') {
            const root = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_1__/* .getProp */ .GT)(el.node, 'root')?.value;
            if (root?.type === 'string')
                refs.push({
                    via: 'root',
                    raw: root.value,
                    path: (0,_load_files_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizePagePath */ .iu)(root.value),
                    span: root.span,
                    scope: el.scope,
                    element: el,
                });
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

/***/ 53368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iq: () => (/* binding */ readRedirects),
/* harmony export */   Ol: () => (/* binding */ sourceParams),
/* harmony export */   jI: () => (/* binding */ stripQuery),
/* harmony export */   l2: () => (/* binding */ normalizeUrl),
/* harmony export */   lV: () => (/* binding */ RedirectIndex),
/* harmony export */   vA: () => (/* binding */ applyRedirect),
/* harmony export */   wH: () => (/* binding */ redirectFor)
/* harmony export */ });
/* unused harmony export compileSource */
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49337);

/** The `redirects` of docs.json that have a string `source` and `destination`, in order. */
function readRedirects(model) {
    const prop = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_0__/* .getProp */ .GT)(model.docs, 'redirects');
    const redirects = [];
    if (prop?.value.type !== 'array')
        return { prop, redirects };
    for (const item of prop.value.items) {
        const source = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_0__/* .getProp */ .GT)(item, 'source')?.value;
        const destination = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_0__/* .getProp */ .GT)(item, 'destination')?.value;
        if (source?.type !== 'string' || destination?.type !== 'string')
            continue;
        const s = source.value;
        redirects.push({
            source: s,
            destination: destination.value,
            span: item.span,
            sourceSpan: source.span,
            destinationSpan: destination.span,
            pattern: /[:*]/.test(s),
            matcher: compileSource(s),
        });
    }
    return { prop, redirects };
}
/**
 * A redirect source as a regular expression over URL paths: `:name*` matches the rest of the path (none of it
 * too), `:name+` at least one segment, `:name?` one optional segment, `:name` one segment, and `*` inside a
 * segment (`/articles/concepts-*`) any part of that segment. Query and fragment are not part of a source.
 */
function compileSource(source) {
    const segments = normalizeUrl(stripQuery(source)).split('/').slice(1);
    let re = '';
    for (const seg of segments) {
        const whole = /^:[A-Za-z_][A-Za-z0-9_]*([*+?]?)$/.exec(seg);
        if (whole) {
            re += whole[1] === '*' ? '(?:/.*)?' : whole[1] === '+' ? '(?:/.+)' : whole[1] === '?' ? '(?:/[^/]+)?' : '/[^/]+';
            continue;
        }
        re += '/';
        for (const part of seg.split(/(:[A-Za-z_][A-Za-z0-9_]*|\*)/)) {
            if (part === '')
                continue;
            if (part === '*' || part.startsWith(':'))
                re += '[^/]*';
            else
                re += escapeRegExp(decodeSafe(part));
        }
    }
    return new RegExp(`^${re === '' ? '/' : re}$`);
}
/** The first redirect whose source covers a URL path, if any. */
function redirectFor(redirects, url) {
    const u = normalizeUrl(decodeSafe(url));
    return redirects.find((r) => r.matcher.test(u));
}
/** A URL path with one leading `/` and no trailing one (the root stays `/`). */
function normalizeUrl(url) {
    const p = '/' + url.replace(/^\/+/, '');
    return p.length > 1 ? p.replace(/\/+$/, '') || '/' : p;
}
/** A source without its `#fragment` or `?query` (a `?` right after `:name` makes the parameter optional and stays). */
function stripQuery(source) {
    return source.replace(/#.*$/, '').replace(/(?<!:[A-Za-z_][A-Za-z0-9_]*)\?.*$/, '');
}
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function decodeSafe(s) {
    try {
        return decodeURIComponent(s);
    }
    catch {
        return s;
    }
}
/** A parameter of a redirect source: `:name`, `:name*`, `:name+`, `:name?`, or a `*` inside a segment. */
const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)([*+?]?)|\*/g;
/**
 * The redirects of a site indexed for matching URL paths: sources without parameters in a hash table, the others
 * grouped by their first literal segment, so that a lookup tries only the few patterns that could match. The first
 * redirect in docs.json order that covers a URL wins, as on the platform.
 */
class RedirectIndex {
    redirects;
    exact = new Map();
    byFirst = new Map();
    anywhere = [];
    constructor(redirects) {
        this.redirects = redirects;
        redirects.forEach((redirect, index) => {
            const compiled = compileCapturing(redirect, index);
            if (!redirect.pattern) {
                const key = normalizeUrl(decodeSafe(stripQuery(redirect.source)));
                if (!this.exact.has(key))
                    this.exact.set(key, compiled);
                return;
            }
            const first = normalizeUrl(stripQuery(redirect.source)).split('/')[1] ?? '';
            if (first === '' || /[:*]/.test(first))
                this.anywhere.push(compiled);
            else {
                const k = decodeSafe(first);
                (this.byFirst.get(k) ?? this.byFirst.set(k, []).get(k)).push(compiled);
            }
        });
    }
    /** The first redirect whose source covers a URL path (decoded; a trailing slash does not matter). */
    match(url) {
        const u = normalizeUrl(url);
        let best = this.exact.get(u);
        let groups;
        const first = u.split('/')[1] ?? '';
        for (const list of [this.byFirst.get(first), this.anywhere]) {
            for (const c of list ?? []) {
                if (best && c.index > best.index)
                    break;
                const m = c.re.exec(u);
                if (m) {
                    best = c;
                    groups = m;
                    break;
                }
            }
        }
        if (!best)
            return undefined;
        const params = new Map();
        const stars = [];
        best.names.forEach((name, i) => {
            const v = groups?.[i + 1] ?? '';
            if (name === '*')
                stars.push(v);
            else
                params.set(name, v);
        });
        return { redirect: best.redirect, index: best.index, params, stars };
    }
}
/** The destination a matched redirect sends to: its parameters and wildcards replaced by what they captured. */
function applyRedirect(m) {
    let star = 0;
    return m.redirect.destination.replace(PARAM, (all, name) => {
        if (name === undefined)
            return m.stars[star++] ?? '';
        return m.params.has(name) ? m.params.get(name) : all;
    });
}
/** The names of a source's parameters (`*` once for each wildcard inside a segment), in order. */
function sourceParams(source) {
    const out = [];
    for (const m of stripQuery(source).matchAll(PARAM))
        out.push(m[1] ?? '*');
    return out;
}
function compileCapturing(redirect, index) {
    const names = [];
    const segments = normalizeUrl(stripQuery(redirect.source)).split('/').slice(1);
    let re = '';
    for (const seg of segments) {
        const whole = /^:([A-Za-z_][A-Za-z0-9_]*)([*+?]?)$/.exec(seg);
        if (whole) {
            names.push(whole[1]);
            re +=
                whole[2] === '*' ? '(?:/(.*))?' : whole[2] === '+' ? '/(.+)' : whole[2] === '?' ? '(?:/([^/]+))?' : '/([^/]+)';
            continue;
        }
        re += '/';
        for (const part of seg.split(/(:[A-Za-z_][A-Za-z0-9_]*|\*)/)) {
            if (part === '')
                continue;
            if (part === '*' || part.startsWith(':')) {
                names.push(part === '*' ? '*' : part.slice(1));
                re += '([^/]*)';
            }
            else
                re += escapeRegExp(decodeSafe(part));
        }
    }
    return { redirect, index, re: new RegExp(`^${re === '' ? '/' : re}$`), names };
}


/***/ }),

/***/ 20709:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ snapshotOf)
/* harmony export */ });
/* unused harmony export operationKey */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46255);
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49337);
/* harmony import */ var _nav_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70380);
/* harmony import */ var _redirects_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53368);






/** Takes what a diff needs from a built model; reads no file but the pages whose content is compared later. */
function snapshotOf(model) {
    return new SnapshotBuilder(model).build();
}
class SnapshotBuilder {
    model;
    pages = new Map();
    elements = [];
    top = [];
    byKey;
    operationUrls = new Map();
    constructor(model) {
        this.model = model;
    }
    build() {
        const m = this.model;
        if (m.nav)
            this.walk(m.nav, -1, []);
        for (const file of m.files.pageFiles)
            this.page(file, undefined);
        for (const { op, url } of m.openapi?.hiddenOperations() ?? [])
            this.operation(op, url, undefined);
        const operations = new Map();
        const specs = new Set();
        for (const spec of m.openapi?.store.all() ?? []) {
            specs.add(spec.rel);
            for (const o of spec.operations)
                operations.set(operationKey(o), { hidden: o.hidden, excluded: o.excluded });
        }
        const { prop, redirects } = (0,_redirects_js__WEBPACK_IMPORTED_MODULE_4__/* .readRedirects */ .Iq)(m);
        const hashes = new Map();
        const hashOf = (file) => {
            if (!hashes.has(file)) {
                let h;
                try {
                    h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1')
                        .update(m.fs.readFileSync(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(m.root, file), 'utf8'))
                        .digest('hex');
                }
                catch {
                    h = undefined;
                }
                hashes.set(file, h);
            }
            return hashes.get(file);
        };
        return {
            root: m.root,
            pages: this.pages,
            elements: this.elements,
            top: this.top,
            redirects,
            redirectsProp: prop,
            navigationProp: m.navigationProp,
            configFile: m.configFile,
            operationUrls: this.operationUrls,
            operations,
            specs,
            hashOf,
        };
    }
    element(kind, label, parent, crumbs, generated, span) {
        const el = {
            id: this.elements.length,
            kind,
            label,
            parent,
            crumbs: [...crumbs, { kind, label, order: this.elements.length }],
            generated,
            urls: new Set(),
            children: [],
            ...(span ? { span } : {}),
        };
        this.elements.push(el);
        if (parent < 0)
            this.top.push(el.id);
        else
            this.elements[parent].children.push(el.id);
        return el;
    }
    walk(el, id, crumbs) {
        for (const item of el.items) {
            if (!(0,_nav_js__WEBPACK_IMPORTED_MODULE_3__/* .isElement */ .vq)(item)) {
                const node = this.model.openapi?.entryNode(item);
                if (node) {
                    const op = this.model.openapi.entryTargets.get(item);
                    this.operation(op, node.url, { element: id, span: item.node.span });
                    continue;
                }
                const res = this.model.files.resolvePage(item.path);
                if (res.status === 'found')
                    this.page(res.file, { element: id, span: item.node.span });
                continue;
            }
            if (item.kind === 'global' || item.dropped)
                continue;
            const child = this.element(item.kind, item.label ?? '', id, crumbs, false, item.node.span);
            if (item.kind === 'group') {
                const root = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_5__/* .getProp */ .GT)(item.node, 'root')?.value;
                if (root?.type === 'string') {
                    const res = this.model.files.resolvePage((0,_load_files_js__WEBPACK_IMPORTED_MODULE_2__/* .pagePathOf */ .KQ)(root.value.replace(/^\/+/, '')));
                    if (res.status === 'found')
                        this.page(res.file, { element: child.id, span: root.span });
                }
            }
            this.walk(item, child.id, child.crumbs);
            for (const node of this.model.openapi?.generatedFor(item) ?? [])
                this.generated(node, child.id, child.crumbs);
        }
    }
    generated(node, id, crumbs) {
        if (node.kind === 'group') {
            const group = this.element('group', node.label ?? '', id, crumbs, true);
            for (const c of node.children ?? [])
                this.generated(c, group.id, group.crumbs);
            return;
        }
        if (node.kind !== 'operation' || node.url === undefined)
            return;
        if (!this.byKey) {
            this.byKey = new Map();
            for (const s of this.model.openapi?.store.all() ?? [])
                for (const o of s.operations)
                    this.byKey.set(operationKey(o), o);
        }
        const op = this.byKey.get(`${node.spec} ${node.method} ${node.operationPath}`);
        if (op)
            this.operation(op, node.url, { element: id });
    }
    add(page, at) {
        const known = this.pages.get(page.url);
        // A page file at an operation's URL replaces the operation page.
        const kept = known && !(known.kind === 'operation' && page.kind === 'page') ? known : page;
        if (kept !== known) {
            if (known)
                page.placements.push(...known.placements);
            this.pages.set(page.url, page);
        }
        if (at) {
            kept.placements.push(at);
            for (let e = at.element; e >= 0; e = this.elements[e].parent)
                this.elements[e].urls.add(page.url);
        }
    }
    page(file, at) {
        const title = this.model.openapi?.pageMeta.get(file)?.title?.trim();
        this.add({ url: (0,_load_files_js__WEBPACK_IMPORTED_MODULE_2__/* .pageUrl */ .fi)(file), kind: 'page', title: title || (0,_load_files_js__WEBPACK_IMPORTED_MODULE_2__/* .pagePathOf */ .KQ)(file), file, placements: [] }, at);
    }
    operation(op, url, placement) {
        const info = {
            key: operationKey(op),
            spec: op.spec.rel,
            method: op.method,
            path: op.path,
            hidden: op.hidden,
        };
        const at = url.startsWith('/') ? url : '/' + url;
        (this.operationUrls.get(info.key) ?? this.operationUrls.set(info.key, new Set()).get(info.key)).add(at);
        this.add({ url: at, kind: 'operation', title: op.summary ?? `${op.method} ${op.path}`, operation: info, placements: [] }, placement && { ...placement, operation: info.key });
    }
}
/** The same operation on both sides of a diff: document, method and path. */
function operationKey(op) {
    return `${op.spec.rel} ${op.method} ${op.path}`;
}


/***/ }),

/***/ 8175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DA: () => (/* binding */ lintText),
/* harmony export */   serveLintRequests: () => (/* binding */ serveLintRequests),
/* harmony export */   zr: () => (/* binding */ lintParsed)
/* harmony export */ });
/* unused harmony exports plainJsonValue, lintValue */
let redocly;
let config;
async function load() {
    redocly ??= Promise.all(/* import() */[__webpack_require__.e(160), __webpack_require__.e(677)]).then(__webpack_require__.bind(__webpack_require__, 14677));
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
const NON_PRINTABLE = 
// eslint-disable-next-line no-control-regex
/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
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
        const document = json
            ? { source: new r.Source(file, text), parsed: json.value }
            : r.makeDocumentFromString(text, file);
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
    const problems = await r
        .lintDocument({ document, config: cfg, externalRefResolver: resolver() })
        .catch(() => undefined);
    return problems && raw(problems);
}
/** `lintValue` as an outcome: `unreadable` (with no message) when the validator fails on the value. */
async function lintParsed(file, text, parsed) {
    const problems = await lintValue(file, text, parsed);
    return problems ? { problems } : { unreadable: '' };
}
/** Runs in a worker thread: validates each document sent on `port`, one at a time, in the order received. */
function serveLintRequests(port) {
    let queue = load();
    port.on('message', (req) => {
        queue = queue
            .then(() => req.parsed === undefined
            ? lintText(req.file, req.text, req.uniqueKeys === true)
            : lintParsed(req.file, req.text, req.parsed))
            .then((outcome) => port.postMessage({ id: req.id, outcome }), (e) => port.postMessage({ id: req.id, failure: String(e) }));
    });
}


/***/ }),

/***/ 41689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gJ: () => (/* binding */ parseSpecText),
  V9: () => (/* binding */ parseYamlDoc)
});

// UNUSED EXPORTS: MAX_YAML_ALIASES, MAX_YAML_EXPANDED_VALUES, parseYamlTree

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/core/source.ts
var core_source = __webpack_require__(82858);
// EXTERNAL MODULE: ./src/load/json.ts + 1 modules
var json = __webpack_require__(86437);
// EXTERNAL MODULE: ./src/core/jnode.ts
var jnode = __webpack_require__(49337);
;// CONCATENATED MODULE: ./src/load/simple-yaml.ts

/*
 * A fast reader for the plain YAML that frontmatter and most OpenAPI documents are written in: block
 * mappings and sequences, one-line scalars, literal and folded block scalars, one-line flow sequences.
 * It builds exactly the tree (values and positions) that the full reader would, and gives up on anything
 * else (tabs, comments after a collection's last entry, anchors, tags, multi-line flow scalars, …), for the full
 * reader to do.
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
const INDICATORS = new Set([
    '-',
    '?',
    ':',
    ',',
    '[',
    ']',
    '{',
    '}',
    '#',
    '&',
    '*',
    '!',
    '|',
    '>',
    "'",
    '"',
    '%',
    '@',
    '`',
]);
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
            this.lines.push({
                start,
                end,
                indent: i - start,
                blank: i === end,
                comment: i < end && text.charCodeAt(i) === 35,
            });
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
        if (this.nextEntry(next) < this.lines.length)
            unsupported();
        return parsed.node;
    }
    /**
     * The line of the next entry of a collection, or of what follows it, from `li`. Comment lines there that stand
     * no further right than that next line belong to no node's range and are passed over. A comment further right,
     * or at the end of the document, extends the range of the collections it closes, and a comment between `key:`
     * and a value below it is read differently: those are the full reader's.
     */
    nextEntry(li) {
        let deepest = -1;
        while (li < this.lines.length && (this.lines[li].blank || this.lines[li].comment)) {
            if (this.lines[li].comment)
                deepest = Math.max(deepest, this.lines[li].indent);
            li++;
        }
        if (deepest >= 0 && (li >= this.lines.length || deepest > this.lines[li].indent))
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
            li = this.nextEntry(value.next);
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
            li = this.nextEntry(item.next);
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
            // Blank lines, and comments no further right than the value, may stand between a key and a collection below it.
            const n = this.nextEntry(li + 1);
            const l = this.lines[n];
            if (l && l.indent > indent) {
                const first = l.start + l.indent;
                if (this.isDash(first))
                    return this.sequence(n, l.indent, pointer);
                if (this.key(first, l.end))
                    return this.mapping(n, first, l.indent, pointer);
                // A scalar or a flow collection below its key (as formatters write a long one), right below it.
                if (n !== li + 1 || this.text[first] === '|' || this.text[first] === '>')
                    unsupported();
                return this.value(n, first, indent, pointer, inMapping);
            }
            // An empty value followed by a comment is placed after the comment by the full reader: left to it.
            for (let k = li + 1; k < n; k++)
                if (this.lines[k].comment)
                    unsupported();
            if (l && l.indent === indent && this.isDash(l.start + l.indent)) {
                if (n !== li + 1)
                    unsupported();
                return this.sequence(n, indent, pointer);
            }
            // An empty value: null, placed where the line ends.
            return {
                parsed: { node: { type: 'null', value: null, span: this.span(line.end, line.end, pointer) }, after: line.end },
                next: li + 1,
            };
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
        else if (c === '[' || c === '{') {
            const f = c === '[' ? this.flowSequence(at, indent, pointer) : this.flowMapping(at, indent, pointer);
            return this.endOfLine(this.lineOf(li, f.end), f.end, f.node);
        }
        else {
            // A comment starts at ` #`; the search stays on this line.
            let stop = at;
            while (stop < line.end && !(t.charCodeAt(stop) === 35 && t.charCodeAt(stop - 1) === 32))
                stop++;
            const commented = stop < line.end;
            if (commented)
                stop--;
            while (stop > at && t.charCodeAt(stop - 1) === 32)
                stop--;
            const raw = t.slice(at, stop);
            if (raw === '' ||
                (INDICATORS.has(raw[0]) && !(raw[0] === '-' && raw.length > 1 && raw[1] !== ' ')) ||
                raw.includes(': ') ||
                raw.endsWith(':'))
                unsupported();
            if (!commented) {
                const folded = this.continuation(li, indent);
                if (folded) {
                    const last = folded.last;
                    return {
                        parsed: {
                            node: { type: 'string', value: raw + folded.value, span: this.span(at, folded.end, pointer) },
                            after: this.lineAfter(this.lines[last]),
                        },
                        next: last + 1,
                    };
                }
            }
            node = scalar(resolvePlain(raw), this.span(at, stop, pointer));
            return this.endOfLine(li, stop, node);
        }
        return this.endOfLine(li, end, node);
    }
    /**
     * The lines that continue a plain scalar begun on line `li` (a multi-line plain scalar, as YAML writers wrap long
     * text): each indented past `indent`, folded as YAML folds them (a line break is a space, each blank line between
     * two lines a line break). Undefined when the scalar ends on its first line; lines that could be read otherwise
     * (a comment, a key, an indicator) are the full reader's.
     */
    continuation(li, indent) {
        const t = this.text;
        let value = '';
        let breaks = 0;
        let last = li;
        let end = 0;
        for (let k = li + 1; k < this.lines.length; k++) {
            const l = this.lines[k];
            if (l.blank) {
                breaks++;
                continue;
            }
            if (l.indent <= indent)
                break;
            const from = l.start + l.indent;
            let to = l.end;
            while (to > from && t.charCodeAt(to - 1) === 32)
                to--;
            const text = t.slice(from, to);
            if (l.comment || INDICATORS.has(text[0]) || text.includes(': ') || text.includes(' #') || text.endsWith(':'))
                unsupported();
            value += (breaks === 0 ? ' ' : '\n'.repeat(breaks)) + text;
            breaks = 0;
            last = k;
            end = to;
        }
        return last === li ? undefined : { value, end, last };
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
    /**
     * A flow sequence (`[a, "b", 1]`) of scalars and flow collections, from its `[` at `at`. It may run over several lines (as formatters
     * write long enums), each indented past column `outer`; every scalar stays on one line.
     */
    flowSequence(at, outer, pointer) {
        const items = [];
        const end = this.flowEntries(at, outer, ']', (i) => {
            const item = this.flowValue(i, outer, pointer + '/' + items.length);
            items.push(item.node);
            return item.end;
        });
        return { node: { type: 'array', items, span: this.span(at, end, pointer) }, end };
    }
    /** A flow mapping (`{ 'name': x, b: [1] }`), from its `{` at `at`; values and lines as in a flow sequence. */
    flowMapping(at, outer, pointer) {
        const t = this.text;
        const props = [];
        const end = this.flowEntries(at, outer, '}', (i) => {
            const keyStart = i;
            let name;
            let keyEnd;
            if (t[i] === '"' || t[i] === "'") {
                const q = this.quoted(i, this.lineEnd(i));
                if (!q)
                    unsupported();
                name = q.value;
                keyEnd = q.end;
            }
            else {
                let j = i;
                while (j < t.length && !',[]{}#:\n'.includes(t[j]))
                    j++;
                const raw = t.slice(i, j);
                if (raw === '' || INDICATORS.has(raw[0]) || raw.endsWith(' '))
                    unsupported();
                name = String(resolvePlain(raw));
                keyEnd = j;
            }
            // `key: value`, the value on this line or a later one (no empty values, no `key:value`).
            if (t[keyEnd] !== ':' || (t.charCodeAt(keyEnd + 1) !== 32 && t.charCodeAt(keyEnd + 1) !== 10))
                unsupported();
            const p = pointer + '/' + (0,core_source/* pointerToken */.bQ)(name);
            const v = this.skipFlowSpace(keyEnd + 1, outer);
            const value = this.flowValue(v, outer, p);
            props.push({ key: name, keySpan: this.span(keyStart, keyEnd, p), value: value.node });
            return value.end;
        });
        return { node: { type: 'object', props, span: this.span(at, end, pointer) }, end };
    }
    /**
     * Reads the entries of a flow collection, from its opening bracket at `at` to its `close` bracket; `entry` reads
     * one from where it starts and returns where it ends. A comma may end the list (`[a, b,]`). Returns the offset
     * after `close`.
     */
    flowEntries(at, outer, close, entry) {
        const t = this.text;
        let i = this.skipFlowSpace(at + 1, outer);
        while (t[i] !== close) {
            i = this.skipFlowSpace(entry(i), outer);
            if (t[i] === ',') {
                i = this.skipFlowSpace(i + 1, outer);
                if (t[i] === ',')
                    unsupported();
            }
            else if (t[i] !== close)
                unsupported();
        }
        return i + 1;
    }
    /** A value inside a flow collection, from `i`: a nested collection (its lines as the outer one's) or a scalar. */
    flowValue(i, outer, pointer) {
        const c = this.text[i];
        if (c !== '[' && c !== '{')
            return this.flowScalar(i, pointer);
        if (++this.depth > MAX_DEPTH)
            unsupported();
        const f = c === '[' ? this.flowSequence(i, outer, pointer) : this.flowMapping(i, outer, pointer);
        this.depth--;
        return f;
    }
    /** A quoted or plain scalar on one line inside a flow collection, from `i`. */
    flowScalar(i, pointer) {
        const t = this.text;
        const c = t[i];
        if (c === '"' || c === "'") {
            const q = this.quoted(i, this.lineEnd(i));
            if (!q)
                unsupported();
            return { node: { type: 'string', value: q.value, span: this.span(i, q.end, pointer) }, end: q.end };
        }
        let j = i;
        while (j < t.length && !',[]{}#:\n'.includes(t[j]))
            j++;
        let stop = j;
        while (stop > i && t.charCodeAt(stop - 1) === 32)
            stop--;
        const raw = t.slice(i, stop);
        const negative = raw[0] === '-' && raw.length > 1 && raw[1] !== ' ';
        if (raw === '' || (INDICATORS.has(raw[0]) && !negative) || '#:[{'.includes(t[j] ?? ','))
            unsupported();
        // A plain scalar that goes on past the line end is folded into one: left to the full reader.
        if (t[j] === '\n') {
            const k = this.skipFlowSpace(j, -1);
            if (!',]}'.includes(t[k] ?? ''))
                unsupported();
        }
        return { node: scalar(resolvePlain(raw), this.span(i, stop, pointer)), end: stop };
    }
    /**
     * Spaces and line breaks inside a flow collection, from `i`; each line it goes on to is indented past `outer`, or
     * to `outer` when it starts with a closing bracket.
     */
    skipFlowSpace(i, outer) {
        const t = this.text;
        for (;;) {
            const c = t.charCodeAt(i);
            if (c === 32)
                i++;
            else if (c === 10) {
                i++;
                let k = i;
                while (t.charCodeAt(k) === 32)
                    k++;
                // A line may close the collection in the column of the block that holds it; any other goes further right.
                const closing = t.charCodeAt(k) === 93 || t.charCodeAt(k) === 125;
                if (k < t.length && t.charCodeAt(k) !== 10 && k - i < (closing ? outer : outer + 1))
                    unsupported();
            }
            else
                return i;
        }
    }
    lineEnd(i) {
        const end = this.text.indexOf('\n', i);
        return end < 0 ? this.text.length : end;
    }
    /** The line that holds offset `at`, from line `li` on. */
    lineOf(li, at) {
        while (li + 1 < this.lines.length && this.lines[li + 1].start <= at)
            li++;
        return li;
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
            return {
                parsed: {
                    node: { type: 'string', value: '', span: this.span(at, this.lineAfter(line), pointer) },
                    after: this.lineAfter(line),
                },
                next: li + 1,
            };
        }
        const contentIndent = this.lines[n].indent;
        // Leading blank lines with more spaces than the content are an error: the full reader's to report.
        for (let k = li + 1; k < n; k++)
            if (this.lines[k].end - this.lines[k].start > contentIndent)
                unsupported();
        const parts = [];
        let last = li;
        for (let k = li + 1; k < this.lines.length; k++) {
            const l = this.lines[k];
            if (l.blank && l.end - l.start <= contentIndent) {
                parts.push('');
                continue;
            }
            // In a literal scalar, spaces past the content's column are content, even on a line of nothing else.
            if (l.blank && folded)
                unsupported();
            if (l.indent <= indent)
                break;
            if (l.indent < contentIndent)
                unsupported();
            if (folded && l.indent > contentIndent)
                unsupported();
            parts.push(t.slice(l.start + contentIndent, l.end));
            last = k;
        }
        // Blank lines after the content belong to no node (with `|` and `|-`, the only chomping read here): the
        // scalar ends with its last content line.
        while (parts.length > 0 && parts[parts.length - 1] === '')
            parts.pop();
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
        return s.slice(-3).toLowerCase() === 'nan'
            ? NaN
            : s[0] === '-'
                ? Number.NEGATIVE_INFINITY
                : Number.POSITIVE_INFINITY;
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
        return {
            source: parsed.source,
            root: parsed.root,
            errors: parsed.errors,
            ...(unique ? { uniqueKeys: true } : {}),
        };
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
                props.push({
                    key,
                    keySpan: rangeSpan(keyNode?.range ?? node.range, p),
                    value: convert(pair.value, p, depth + 1),
                });
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
            out = {
                type,
                value: type === 'string' ? String(v) : v,
                span: rangeSpan(node.range, pointer),
            };
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
            return {
                source: src,
                errors: [
                    ...errors,
                    { message: e.message, span: src.span(offsetBase + (e.range?.[0] ?? 0), 1, ''), limit: true },
                ],
            };
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

/***/ 57072:
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

/***/ 30437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X6: () => (/* binding */ SpecStore),
/* harmony export */   fA: () => (/* binding */ OPERATION_METHODS),
/* harmony export */   hP: () => (/* binding */ looksLikeSpec),
/* harmony export */   ns: () => (/* binding */ analyze)
/* harmony export */ });
/* unused harmony export MAX_SPEC_BYTES */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82858);
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46255);
/* harmony import */ var _load_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86437);
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49337);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41689);






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
            const candidates = SPEC_EXTENSIONS.some((e) => base.toLowerCase().endsWith(e))
                ? [base]
                : [base, ...SPEC_EXTENSIONS.map((e) => base + e)];
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
        return outside && tried.every((t) => !this.files.files.has(t)) && bases.every((b) => b.startsWith('..'))
            ? { status: 'outside' }
            : { status: 'missing', tried };
    }
    /**
     * Loads a docs-root-relative file as an OpenAPI document (cached). `announce: false` keeps a document that is
     * only searched (for an operation a page names without its file) from `onSpec`: it is validated only if a
     * reference names it.
     */
    load(rel, announce = true) {
        const phase = this.hooks.timing?.enter('parse specs');
        try {
            return this.loadFile(rel, announce);
        }
        finally {
            this.hooks.timing?.enter(phase);
        }
    }
    loadFile(rel, announce = true) {
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
                doc.errors.push({
                    message: `the document is larger than ${MAX_SPEC_BYTES / 1024 / 1024} MiB; navlint does not read it`,
                    span: (0,_core_source_js__WEBPACK_IMPORTED_MODULE_4__/* .fileStart */ .NY)(abs),
                });
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
        doc = this.loadText(abs, rel, text, announce);
        return doc;
    }
    loadText(file, rel, text, announce = true) {
        const cached = this.cache.get(file);
        if (cached)
            return cached;
        const phase = this.hooks.timing?.enter('parse specs');
        try {
            const doc = analyze(file, rel, text);
            this.cache.set(file, doc);
            if (announce)
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
            const tags = tagsNode?.type === 'array'
                ? tagsNode.items.flatMap((t) => (t.type === 'string' ? [t.value] : []))
                : [];
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
