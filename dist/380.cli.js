export const id = 380;
export const ids = [380];
export const modules = {

/***/ 2858:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ SourceText),
/* harmony export */   bQ: () => (/* binding */ pointerToken),
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
    constructor(root, fs) {
        this.root = root;
        this.fs = fs;
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

/***/ 1748:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GT: () => (/* binding */ getProp),
/* harmony export */   KX: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   MF: () => (/* binding */ describeType),
/* harmony export */   Ul: () => (/* binding */ toPlain),
/* harmony export */   hI: () => (/* binding */ nodeAtPointer),
/* harmony export */   pY: () => (/* binding */ unreadText),
/* harmony export */   qF: () => (/* binding */ parseJson)
/* harmony export */ });
/* unused harmony export str */
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9547);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(jsonc_parser__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2858);


/** Deepest nesting of arrays and objects accepted in one JSON file. */
const MAX_JSON_DEPTH = 256;
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
    // A byte-order mark is replaced by a space so that every offset still matches the file.
    const text = rawText.charCodeAt(0) === 0xfeff ? ' ' + rawText.slice(1) : rawText;
    const source = new _core_source_js__WEBPACK_IMPORTED_MODULE_1__/* .SourceText */ .D(file, text);
    const errors = [];
    const duplicateKeys = [];
    // Most files are valid JSON, nested less than the limit: one strict pass builds the same tree; anything else
    // takes the path that explains errors.
    // Parts are deferred only in text known to be valid JSON, so that what is skipped holds no error.
    const fast = parseStrictJson(text, source, defer && isJson(text) ? defer : undefined);
    if (fast) {
        duplicateKeys.push(...fast.duplicateKeys);
        return { source, root: fast.root, errors, duplicateKeys, ...(fast.deferred ? { deferred: true } : {}) };
    }
    const deep = nestingDepth(text, MAX_JSON_DEPTH);
    if (deep.offset >= 0) {
        errors.push({
            message: `JSON nested more than ${MAX_JSON_DEPTH} levels deep; navlint stops reading this file here`,
            span: source.span(deep.offset, 1, ''),
            limit: true,
        });
        return { source, errors, duplicateKeys };
    }
    const parseErrors = [];
    const tree = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.parseTree)(text, parseErrors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
    let lastOffset = -1;
    let reachedEnd = false;
    for (const e of parseErrors) {
        // The parser often reports one mistake twice at the same place, and again at the end of the file.
        if (e.offset === lastOffset || (reachedEnd && e.offset >= text.length))
            continue;
        lastOffset = e.offset;
        reachedEnd ||= e.offset + e.length >= text.length;
        const name = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.printParseErrorCode)(e.error);
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
/** Thrown inside the strict parser on anything that is not plain JSON. */
class NotStrictJson extends Error {
}
/**
 * Parses text that is valid JSON (RFC 8259) into the positioned tree (spans keep offsets until asked);
 * undefined as soon as the text is anything else, for the slower parser to explain.
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
                if (depth + ++nested > MAX_JSON_DEPTH)
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
            if (++depth > MAX_JSON_DEPTH)
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
                    const p = prefix + (0,_core_source_js__WEBPACK_IMPORTED_MODULE_1__/* .pointerToken */ .bQ)(key);
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
            if (++depth > MAX_JSON_DEPTH)
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
                    keySpan: source.span(k.offset, k.length, pointer + '/' + (0,_core_source_js__WEBPACK_IMPORTED_MODULE_1__/* .pointerToken */ .bQ)(key)),
                    value: convert(v, source, pointer + '/' + (0,_core_source_js__WEBPACK_IMPORTED_MODULE_1__/* .pointerToken */ .bQ)(key), dups),
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
/* harmony import */ var _load_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1748);
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6255);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9659);



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
        const labelKey = _shapes_js__WEBPACK_IMPORTED_MODULE_2__/* .LABEL_KEY */ .hy[kind];
        const labelProp = labelKey ? (0,_load_json_js__WEBPACK_IMPORTED_MODULE_0__/* .getProp */ .GT)(node, labelKey) : undefined;
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
        const own = (0,_load_json_js__WEBPACK_IMPORTED_MODULE_0__/* .getProp */ .GT)(node, 'openapi');
        if (own && kind !== 'global' && !isGlobalEntry)
            el.openapi = { prop: own, owner: el, sources: openapiSources(own.value) };
        elements.push(el);
        if (isGlobalEntry)
            return el;
        if (kind === 'global') {
            for (const prop of node.props) {
                const childKind = _shapes_js__WEBPACK_IMPORTED_MODULE_2__/* .CHILD_KEYS */ .md.includes(prop.key) ? _shapes_js__WEBPACK_IMPORTED_MODULE_2__/* .KIND_OF_CHILD_KEY */ .C_[prop.key] : undefined;
                if (!childKind || prop.value.type !== 'array')
                    continue;
                for (const item of prop.value.items) {
                    if (item.type === 'object' && !item.broken)
                        el.items.push(make(childKind, item, el, prop.key, dropped, false, true));
                }
            }
            return el;
        }
        const globalProp = (0,_load_json_js__WEBPACK_IMPORTED_MODULE_0__/* .getProp */ .GT)(node, 'global');
        if (globalProp?.value.type === 'object')
            el.items.push(make('global', globalProp.value, el, 'global', dropped, false, false));
        const allowed = _shapes_js__WEBPACK_IMPORTED_MODULE_2__/* .SHAPES */ .HY[kind].children;
        // A key written twice counts once, as JSON.parse keeps only the last one.
        for (const prop of node.props)
            if (allowed.includes(prop.key) && (0,_load_json_js__WEBPACK_IMPORTED_MODULE_0__/* .getProp */ .GT)(node, prop.key) === prop)
                el.childProps.push(prop);
        const kept = _shapes_js__WEBPACK_IMPORTED_MODULE_2__/* .CHILD_KEYS */ .md.find((k) => el.childProps.some((p) => p.key === k));
        el.childKey = kept;
        for (const prop of el.childProps) {
            const childDropped = dropped || prop.key !== kept;
            if (prop.value.type !== 'array')
                continue;
            const childKind = _shapes_js__WEBPACK_IMPORTED_MODULE_2__/* .KIND_OF_CHILD_KEY */ .C_[prop.key];
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
                    const entry = { kind: 'entry', node: item, raw, parent: el, path: (0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePagePath */ .iu)(raw), operation: parseOperationRef(raw), dropped: childDropped };
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
            const s = (0,_load_json_js__WEBPACK_IMPORTED_MODULE_0__/* .getProp */ .GT)(v, 'source')?.value;
            const d = (0,_load_json_js__WEBPACK_IMPORTED_MODULE_0__/* .getProp */ .GT)(v, 'directory')?.value;
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


/***/ })

};
