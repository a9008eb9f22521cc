export const id = 437;
export const ids = [437];
export const modules = {

/***/ 77953:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ parseDirective)
/* harmony export */ });
const DIRECTIVE = /^\s*navlint-(disable-next-line|disable-line|disable-file|disable|enable)(?=\s|$)([^]*)$/;
/**
 * The directive that a comment's text (without its delimiters) holds, if any: `navlint-disable-next-line a, b -- why`.
 * What follows ` -- ` is a note for readers, as in ESLint.
 */
function parseDirective(body) {
    const m = DIRECTIVE.exec(body);
    if (!m)
        return undefined;
    const list = m[2].split(/(?:^|\s)-{2,}(?:\s|$)/)[0];
    return { kind: m[1], rules: list.split(/[\s,]+/).filter(Boolean) };
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
    // takes the path that explains errors (measured by scripts/bench-readers.mjs).
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

/***/ 10521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V9: () => (/* binding */ parseYamlDoc),
  qi: () => (/* binding */ yamlDirectives)
});

// UNUSED EXPORTS: MAX_YAML_ALIASES, MAX_YAML_EXPANDED_VALUES, parseYamlTree

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/core/directives.ts
var directives = __webpack_require__(77953);
// EXTERNAL MODULE: ./src/core/source.ts
var core_source = __webpack_require__(82858);
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

;// CONCATENATED MODULE: ./src/load/yaml.ts





// The one YAML reader: documents (OpenAPI, AsyncAPI, frontmatter) as positioned trees, and the directives in their
// comments. Plain YAML goes through a fast reader (simple-yaml.ts) that builds the same tree; the rest, the yaml library.
/** Most YAML aliases expanded in one document: a guard against alias bombs. */
const MAX_YAML_ALIASES = 10000;
/**
 * Most values a YAML document may expand to, each alias counting every value of the node it names: past it
 * the document is an alias bomb, which any walk that follows aliases (the validator's among them) would expand.
 */
const MAX_YAML_EXPANDED_VALUES = 1_000_000;
/** Parses YAML keeping positions; aliases point at their anchor's node (shared, never copied). */
function parseYamlDoc(file, text, offsetBase = 0, source) {
    const src = source ?? new core_source/* SourceText */.D(file, text);
    // Flow collections (`[[[…`) nest without indentation: refused before the parser recurses into them.
    const deep = bracketDepthExceeded(text);
    if (deep >= 0)
        return { source: src, errors: [{ message: TOO_DEEP, span: src.span(offsetBase + deep, 1, ''), limit: true }] };
    // Most frontmatter and documents are plain YAML: a fast reader builds the same tree; the rest goes to the full parser
    // (measured by scripts/bench-readers.mjs).
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
/** Parses YAML with the yaml library and converts its tree, refusing what is too deep or expands without bound. */
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
    const converter = new YamlConverter(doc, src, offsetBase, valid);
    try {
        const root = converter.convert(doc.contents, '', 1);
        if (!valid)
            return { source: src, errors, converted: converter.converted };
        return {
            source: src,
            root,
            errors,
            ...(converter.aliases > 0 ? { sharedNodes: true } : {}),
            ...(converter.tagged ? { tagged: true } : {}),
            converted: converter.converted,
        };
    }
    catch (e) {
        if (e instanceof YamlLimit)
            return {
                source: src,
                errors: [
                    ...errors,
                    { message: e.message, span: src.span(offsetBase + (e.range?.[0] ?? 0), 1, ''), limit: true },
                ],
                converted: converter.converted,
            };
        throw e;
    }
}
/**
 * Converts the yaml library's tree into positioned values, each node once (an alias shares its target's value),
 * counting what aliases expand the document to; a YamlLimit is thrown at the alias or node past a limit.
 */
class YamlConverter {
    doc;
    src;
    offsetBase;
    valid;
    /** Aliases met so far. */
    aliases = 0;
    /** Whether any node carries a tag. */
    tagged = false;
    /** Calls of `convert`: nodes and aliases met (a node is met again through its aliases only). */
    converted = 0;
    memo = new Map();
    // Values the document expands to so far, in document order, and how many each finished anchored node expands
    // to: an alias adds its target's count, worked out once, so counting stays linear in the text.
    expanded = 0;
    sizes = new Map();
    // Anchors seen so far in document order: the parser's own alias lookup scans the whole document each time.
    anchors = new Map();
    constructor(doc, src, offsetBase, 
    /** The document has no syntax error (only then may the parser's own alias lookup be used). */
    valid) {
        this.doc = doc;
        this.src = src;
        this.offsetBase = offsetBase;
        this.valid = valid;
    }
    /** The value of a node at `pointer`, `depth` levels down. */
    convert(node, pointer, depth) {
        this.converted++;
        if (!node)
            return { type: 'null', value: null, span: this.src.span(this.offsetBase, 0, pointer) };
        if ((0,dist/* isAlias */.Vj)(node))
            return this.convertAlias(node, pointer, depth);
        const cached = this.memo.get(node);
        if (cached)
            return cached;
        if (node.anchor)
            this.anchors.set(node.anchor, node);
        if (node.tag)
            this.tagged = true;
        if (depth > jnode/* MAX_JSON_DEPTH */.KX && ((0,dist/* isMap */.jh)(node) || (0,dist/* isSeq */.oP)(node)))
            throw new YamlLimit(TOO_DEEP, node.range);
        const before = this.expanded++;
        let out;
        if ((0,dist/* isMap */.jh)(node))
            out = this.convertMap(node, pointer, depth);
        else if ((0,dist/* isSeq */.oP)(node)) {
            const items = [];
            out = { type: 'array', items, span: this.rangeSpan(node.range, pointer) };
            this.memo.set(node, out);
            node.items.forEach((item, i) => items.push(this.convert(item, pointer + '/' + i, depth + 1)));
        }
        else if ((0,dist/* isScalar */.jn)(node)) {
            const v = node.value;
            const type = v === null ? 'null' : typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : 'string';
            out = {
                type,
                value: type === 'string' ? String(v) : v,
                span: this.rangeSpan(node.range, pointer),
            };
            this.memo.set(node, out);
        }
        else
            out = { type: 'null', value: null, span: this.src.span(this.offsetBase, 0, pointer) };
        // Only an anchored node can be named by an alias.
        if (node.anchor)
            this.sizes.set(out, this.expanded - before);
        return out;
    }
    /** The value an alias names: its target's, converted once; a YamlLimit past the count of aliases or values. */
    convertAlias(node, pointer, depth) {
        if (++this.aliases > MAX_YAML_ALIASES)
            throw new YamlLimit(`more than ${MAX_YAML_ALIASES} YAML aliases; navlint stops reading this document`, node.range);
        // The parser's lookup scans the whole document: with syntax errors, aliases may name no anchor at all.
        const target = (this.anchors.get(node.source) ?? (this.valid ? node.resolve(this.doc) : undefined));
        if (!target)
            return { type: 'null', value: null, span: this.rangeSpan(node.range, pointer) };
        const known = this.memo.get(target);
        // A target converted here for the first time (an anchor on a key) adds its own count.
        if (!known)
            return this.convert(target, pointer, depth);
        const size = this.sizes.get(known);
        if (size === undefined)
            throw new YamlLimit(`the YAML alias *${node.source} stands inside the node it names, so the document expands without end; navlint stops reading it here`, node.range);
        this.expanded += size;
        if (this.expanded > MAX_YAML_EXPANDED_VALUES)
            throw new YamlLimit(`YAML aliases expand this document to more than ${MAX_YAML_EXPANDED_VALUES} values (an alias bomb); navlint stops reading it here`, node.range);
        return known;
    }
    /** A mapping's value, recorded before its pairs are converted so that an alias inside it is caught. */
    convertMap(node, pointer, depth) {
        const props = [];
        const out = { type: 'object', props, span: this.rangeSpan(node.range, pointer) };
        this.memo.set(node, out);
        for (const pair of node.items) {
            const keyNode = pair.key;
            const key = (0,dist/* isScalar */.jn)(keyNode) ? String(keyNode.value) : String(keyNode);
            const p = pointer + '/' + (0,core_source/* pointerToken */.bQ)(key);
            props.push({
                key,
                keySpan: this.rangeSpan(keyNode?.range ?? node.range, p),
                value: this.convert(pair.value, p, depth + 1),
            });
        }
        return out;
    }
    /** The span of a node's range, or of the document's start when it has none. */
    rangeSpan(range, pointer) {
        return range
            ? this.src.span(this.offsetBase + range[0], range[1] - range[0], pointer)
            : this.src.span(this.offsetBase, 0, pointer);
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
// Tokens the lexer emits that are not text of the document.
const CONTROL = new Set(['\x02', '\x18', '\x1f']);
/**
 * The directives in the comments of a YAML document. The YAML lexer tells comments from text that only looks like one
 * (a `#` in a quoted string or a block scalar); a document that does not mention `navlint-` is not lexed.
 */
function yamlDirectives(text) {
    if (!text.includes('navlint-'))
        return [];
    const out = [];
    let offset = 0;
    for (const token of new dist/* Lexer */.JG().lex(text)) {
        if (CONTROL.has(token))
            continue;
        if (token.startsWith('#')) {
            const parsed = (0,directives/* parseDirective */.x)(token.slice(1));
            if (parsed)
                out.push({ ...parsed, from: offset, to: offset + token.length });
        }
        offset += token.length;
    }
    return out;
}


/***/ }),

/***/ 57279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ parseSpecText)
/* harmony export */ });
/* harmony import */ var _load_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86437);
/* harmony import */ var _load_yaml_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10521);


/** Parses an OpenAPI document (JSON or YAML, by extension and content) into the positioned tree; `defer` may leave JSON parts for later. */
function parseSpecText(file, text, defer) {
    const trimmed = text.replace(/^\uFEFF/, '').trimStart();
    if (/\.json$/i.test(file) || trimmed.startsWith('{')) {
        const parsed = (0,_load_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJson */ .qF)(file, text, defer);
        const unique = parsed.root && !parsed.deferred && parsed.duplicateKeys.length === 0;
        return {
            source: parsed.source,
            root: parsed.root,
            errors: parsed.errors,
            ...(unique ? { uniqueKeys: true } : {}),
        };
    }
    return { ...(0,_load_yaml_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYamlDoc */ .V9)(file, text), yaml: true };
}


/***/ }),

/***/ 30437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MB: () => (/* binding */ readSpecFile),
/* harmony export */   X6: () => (/* binding */ SpecStore),
/* harmony export */   fA: () => (/* binding */ OPERATION_METHODS),
/* harmony export */   hP: () => (/* binding */ looksLikeSpec),
/* harmony export */   ns: () => (/* binding */ analyze),
/* harmony export */   p: () => (/* binding */ MAX_SPEC_BYTES)
/* harmony export */ });
/* harmony import */ var _core_confined_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39515);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_source_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(82858);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56107);
/* harmony import */ var _load_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(86437);
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(49337);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57279);







/** Largest OpenAPI document navlint reads, in bytes. */
const MAX_SPEC_BYTES = 32 * 1024 * 1024;
/** The HTTP methods of an OpenAPI path item, in document order of the specification. */
/** The fixed methods of a path item (`query` since OpenAPI 3.2); others are listed under `additionalOperations`. */
const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];
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
            bases.push(node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.join(fromDir, r)));
        bases.push((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__.fromRoot)(r));
        const tried = [];
        let outside = false;
        for (const base of bases) {
            if ((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__.leavesRoot)(base)) {
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
        const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(this.root, rel);
        let doc = this.cache.get(abs);
        if (doc)
            return doc;
        const text = readSpecFile(this.fs, this.root, abs);
        if (typeof text !== 'string') {
            doc = emptyDoc(abs, rel);
            doc.errors.push({
                message: text === 'too large'
                    ? `the document is larger than ${MAX_SPEC_BYTES / 1024 / 1024} MiB; navlint does not read it`
                    : 'the document could not be read',
                span: (0,_core_source_js__WEBPACK_IMPORTED_MODULE_5__/* .fileStart */ .NY)(abs),
            });
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
/**
 * The text of a document of the docs root `root` at `abs`: 'too large' past MAX_SPEC_BYTES, undefined when it cannot
 * be read or leads (through a link) outside the root.
 */
function readSpecFile(fs, root, abs) {
    try {
        return (0,_core_confined_js__WEBPACK_IMPORTED_MODULE_0__.readTextInside)(fs, { folders: [root], name: 'the docs root' }, abs, MAX_SPEC_BYTES);
    }
    catch (e) {
        return e instanceof _core_confined_js__WEBPACK_IMPORTED_MODULE_0__.ConfinedPathError && e.reason.startsWith('it is larger') ? 'too large' : undefined;
    }
}
function emptyDoc(file, rel) {
    return { file, rel, kind: 'unknown', operations: [], errors: [], externalRefs: [] };
}
/** Parses a document and reads its version, operations and external references. */
function analyze(file, rel, text) {
    const doc = emptyDoc(file, rel);
    const parsed = (0,_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .parseSpecText */ .g)(file, text, unreadByModel);
    doc.source = parsed.source;
    doc.errors.push(...parsed.errors);
    doc.root = parsed.root;
    if (parsed.uniqueKeys)
        doc.uniqueKeys = true;
    if (parsed.yaml)
        doc.yaml = { tagged: parsed.tagged === true };
    const root = parsed.root;
    if (!root)
        return doc;
    if (root.type !== 'object') {
        doc.errors.push({ message: 'an OpenAPI document must be an object', span: root.span });
        return doc;
    }
    const swagger = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_6__/* .getProp */ .GT)(root, 'swagger');
    const openapi = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_6__/* .getProp */ .GT)(root, 'openapi');
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
/**
 * The operations of a path item, with the method each is named by: the fixed ones (`get`, …, `query`) upper-cased,
 * and those of OpenAPI 3.2's `additionalOperations` (`PURGE`) as written, since their names are case-sensitive.
 */
function methodsOf(pathItem) {
    const out = [];
    for (const prop of pathItem.props) {
        if (OPERATION_METHODS.includes(prop.key) && prop.value.type === 'object')
            out.push({ method: prop.key.toUpperCase(), prop });
        else if (prop.key === 'additionalOperations' && prop.value.type === 'object')
            for (const extra of prop.value.props) {
                if (extra.value.type !== 'object')
                    continue;
                // `QUERY` listed here (as documents written before 3.2 made it a fixed field do) is the fixed method.
                const fixed = OPERATION_METHODS.includes(extra.key.toLowerCase());
                out.push({ method: fixed ? extra.key.toUpperCase() : extra.key, prop: extra });
            }
    }
    return out;
}
/**
 * A path item as the platform reads it: one given as a `$ref` to `#/components/pathItems/<name>` (OpenAPI 3.1 and
 * 3.2) is the item it names; anything else is itself.
 */
function pathItemOf(root, item) {
    if (item?.type !== 'object')
        return item;
    const ref = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_6__/* .getProp */ .GT)(item, '$ref')?.value;
    if (ref?.type !== 'string')
        return item;
    const m = /^#\/components\/pathItems\/([^/]+)$/.exec(ref.value);
    if (!m)
        return item;
    const name = m[1].replace(/~1/g, '/').replace(/~0/g, '~');
    const target = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_6__/* .getProp */ .GT)((0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_6__/* .getProp */ .GT)((0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_6__/* .getProp */ .GT)(root, 'components')?.value, 'pathItems')?.value, name)?.value;
    return target?.type === 'object' ? target : item;
}
function collectOperations(doc, root) {
    const add = (item, p, webhook) => {
        const pathItem = pathItemOf(root, item);
        if (pathItem?.type !== 'object')
            return;
        for (const { method, prop } of methodsOf(pathItem)) {
            if (prop.value.type !== 'object')
                continue;
            const op = prop.value;
            const str = (k) => {
                const v = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_6__/* .getProp */ .GT)(op, k)?.value;
                return v?.type === 'string' ? v.value : undefined;
            };
            const tagsNode = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_6__/* .getProp */ .GT)(op, 'tags')?.value;
            const tags = tagsNode?.type === 'array'
                ? tagsNode.items.flatMap((t) => (t.type === 'string' ? [t.value] : []))
                : [];
            const flag = (k) => {
                const v = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_6__/* .getProp */ .GT)(op, k)?.value;
                return v?.type === 'boolean' && v.value === true;
            };
            const mint = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_6__/* .getProp */ .GT)(op, 'x-mint')?.value ?? (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_6__/* .getProp */ .GT)(op, 'x-mintlify')?.value;
            const hrefNode = mint?.type === 'object' ? (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_6__/* .getProp */ .GT)(mint, 'href')?.value : undefined;
            doc.operations.push({
                spec: doc,
                method: webhook ? 'WEBHOOK' : method,
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
    const paths = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_6__/* .getProp */ .GT)(root, 'paths')?.value;
    if (paths?.type === 'object')
        for (const p of paths.props)
            add(p.value, p.key, false);
    const hooks = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_6__/* .getProp */ .GT)(root, 'webhooks')?.value;
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
        const raw = (0,_load_json_js__WEBPACK_IMPORTED_MODULE_3__/* .unreadText */ .pY)(item);
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
    return /^\s*\{?\s*["']?(openapi|swagger)["']?\s*:/m.test(text.slice(0, 4096));
}


/***/ })

};
