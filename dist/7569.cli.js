export const id = 7569;
export const ids = [7569,2858,4834,5449];
export const modules = {

/***/ 49337:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GT: () => (/* binding */ getProp),
/* harmony export */   KX: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   MF: () => (/* binding */ describeType),
/* harmony export */   Ul: () => (/* binding */ toPlain),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   hI: () => (/* binding */ nodeAtPointer)
/* harmony export */ });
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

/***/ 82858:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cp: () => (/* binding */ spanText),
/* harmony export */   D: () => (/* binding */ SourceText),
/* harmony export */   NY: () => (/* binding */ fileStart),
/* harmony export */   _$: () => (/* binding */ lineStarts),
/* harmony export */   bQ: () => (/* binding */ pointerToken),
/* harmony export */   gq: () => (/* binding */ openingBrace),
/* harmony export */   pL: () => (/* binding */ spanEndingAt)
/* harmony export */ });
/** Offsets at which lines start (line ends: LF, CRLF, CR, as the parsers count them). */
function lineStarts(text) {
    const starts = [0];
    // Without carriage returns, the native search finds line ends far faster than a loop over every character.
    if (!text.includes('\r')) {
        for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
            starts.push(i + 1);
        return starts;
    }
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
    return starts;
}
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
        return (this.starts ??= lineStarts(this.text));
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
/** The text a span covers, or its JSON pointer when the source is not at hand. */
function spanText(source, span) {
    if (!source)
        return span.pointer;
    const { start, end } = span;
    if (start.line === end.line)
        return source.line(start.line).slice(start.column - 1, end.column - 1);
    const lines = [source.line(start.line).slice(start.column - 1)];
    for (let l = start.line + 1; l < end.line; l++)
        lines.push(source.line(l));
    lines.push(source.line(end.line).slice(0, end.column - 1));
    return lines.join('\n');
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
        if (entry.operation || entry.graphql || entry.dropped)
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

/***/ 43920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E_: () => (/* binding */ MAX_REDIRECT_URL_CHARS),
  lV: () => (/* binding */ RedirectIndex),
  vA: () => (/* binding */ applyRedirect),
  l2: () => (/* binding */ normalizeUrl),
  Iq: () => (/* binding */ readRedirects),
  Ol: () => (/* binding */ sourceParams),
  jI: () => (/* binding */ stripQuery)
});

// UNUSED EXPORTS: compileSource, redirectFor

// EXTERNAL MODULE: ./src/core/jnode.ts
var jnode = __webpack_require__(49337);
;// CONCATENATED MODULE: ./src/model/source-pattern.ts
/**
 * Redirect sources matched segment by segment. A source such as `/:a*\/:b*\/end` compiled to one regular
 * expression nests quantifiers over one string, and a backtracking engine then tries every way of splitting a
 * long URL among them (twelve such segments took minutes). Here a source is a list of segment patterns and a
 * URL a list of segments; matching fills one table of (pattern, segment) pairs, so it costs the product of the
 * two lengths at most, whatever the source.
 */
/** A parameter of a whole segment: `:name` with its modifier. */
const WHOLE = /^:([A-Za-z_][A-Za-z0-9_]*)([*+?]?)$/;
/** A wildcard inside a segment. */
const INNER = /(:[A-Za-z_][A-Za-z0-9_]*|\*)/;
const KINDS = { '': 'one', '?': 'optional', '*': 'star', '+': 'plus' };
/**
 * The segment patterns of a source path (normalized, without query or fragment): `/` gives one empty literal
 * segment, as the URL `/` has one empty segment. Literal text is decoded; a decoded `/` separates segments.
 */
function parseSource(sourcePath) {
    const out = [];
    for (const seg of sourcePath.split('/').slice(1)) {
        const whole = WHOLE.exec(seg);
        if (whole) {
            out.push({ kind: KINDS[whole[2]], name: whole[1] });
            continue;
        }
        let pieces = [];
        const close = () => {
            out.push(pieces.every((p) => 'literal' in p)
                ? { kind: 'literal', text: pieces.map((p) => p.literal).join('') }
                : {
                    kind: 'part',
                    pieces,
                    key: pieces.map((p) => ('literal' in p ? encodeURIComponent(p.literal) : '*')).join(''),
                });
            pieces = [];
        };
        for (const part of seg.split(INNER)) {
            if (part === '')
                continue;
            if (part === '*' || part.startsWith(':')) {
                pieces.push({ name: part === '*' ? '*' : part.slice(1) });
                continue;
            }
            const lines = decodeSafe(part).split('/');
            lines.forEach((text, i) => {
                if (i > 0)
                    close();
                if (text !== '')
                    pieces.push({ literal: text });
            });
        }
        close();
    }
    return out;
}
/** The names of a source's captures, in order (`*` for each wildcard inside a segment). */
function captureNames(segments) {
    const names = [];
    for (const s of segments) {
        if (s.kind === 'literal')
            continue;
        if (s.kind === 'part')
            for (const p of s.pieces)
                if ('name' in p)
                    names.push(p.name);
        if (s.kind !== 'part')
            names.push(s.name);
    }
    return names;
}
/** The segments of a URL path that starts with `/` (`/` itself has one, empty). */
function urlSegments(url) {
    return url.slice(1).split('/');
}
/**
 * Matches URL segments against a source's segment patterns. Captures follow the priorities of the regular
 * expression this replaces: from the left, each wildcard takes as much as it can and still let the rest match,
 * and an optional segment is taken when it can be. Undefined when the source does not cover the URL.
 */
function matchSegments(pattern, url) {
    const m = pattern.length;
    const n = url.length;
    // can[i * (n + 1) + j]: pattern[i..] matches url[j..].
    const can = new Uint8Array((m + 1) * (n + 1));
    const at = (i, j) => can[i * (n + 1) + j] === 1;
    can[m * (n + 1) + n] = 1;
    // tail[j]: the rest of the pattern matches url[j'..] for some j' >= j.
    const tail = new Uint8Array(n + 2);
    for (let i = m - 1; i >= 0; i--) {
        const p = pattern[i];
        tail[n + 1] = 0;
        for (let j = n; j >= 0; j--)
            tail[j] = at(i + 1, j) || tail[j + 1] === 1 ? 1 : 0;
        for (let j = n; j >= 0; j--) {
            const seg = url[j];
            let ok = false;
            switch (p.kind) {
                case 'literal':
                    ok = j < n && seg === p.text && at(i + 1, j + 1);
                    break;
                case 'one':
                    ok = j < n && seg !== '' && at(i + 1, j + 1);
                    break;
                case 'optional':
                    ok = (j < n && seg !== '' && at(i + 1, j + 1)) || at(i + 1, j);
                    break;
                case 'star':
                    ok = tail[j] === 1;
                    break;
                case 'plus':
                    // One segment or more, but not one empty segment (`.+` takes at least one character).
                    ok = j < n && ((seg !== '' && at(i + 1, j + 1)) || tail[j + 2] === 1);
                    break;
                case 'part':
                    ok = j < n && at(i + 1, j + 1) && matchPart(p.pieces, seg) !== undefined;
                    break;
            }
            if (ok)
                can[i * (n + 1) + j] = 1;
        }
    }
    if (!at(0, 0))
        return undefined;
    const captures = [];
    let j = 0;
    for (let i = 0; i < m; i++) {
        const p = pattern[i];
        switch (p.kind) {
            case 'literal':
                j++;
                break;
            case 'one':
                captures.push(url[j++]);
                break;
            case 'optional':
                if (j < n && url[j] !== '' && at(i + 1, j + 1))
                    captures.push(url[j++]);
                else
                    captures.push('');
                break;
            case 'star':
            case 'plus': {
                let end = n;
                while (!(at(i + 1, end) && (p.kind === 'star' || end > j + 1 || (end === j + 1 && url[j] !== ''))))
                    end--;
                captures.push(url.slice(j, end).join('/'));
                j = end;
                break;
            }
            case 'part':
                captures.push(...matchPart(p.pieces, url[j++]));
                break;
        }
    }
    return captures;
}
/**
 * Matches one segment against the pieces of a segment pattern; the wildcards' captures, or undefined. Wildcards
 * match any run of text, so it is enough to place each literal piece as far right as the pieces after it allow,
 * from the last one back (a literal first or last is held to the start or the end): one backward search each, with
 * no backtracking, whatever the pattern. Those places give the captures of the regular expression this replaces,
 * where each wildcard from the left takes as much as it can.
 */
function matchPart(pieces, text) {
    const m = pieces.length;
    const at = new Array(m);
    let end = text.length;
    for (let p = m - 1; p >= 0; p--) {
        const piece = pieces[p];
        if (!('literal' in piece))
            continue;
        const lit = piece.literal;
        let x;
        if (p === m - 1)
            x = text.endsWith(lit) ? end - lit.length : -1;
        else
            x = end >= lit.length ? text.lastIndexOf(lit, end - lit.length) : -1;
        // A first piece stands at the start: wherever the search found it, the start is as good a place if it is there.
        if (p === 0 && x > 0)
            x = p < m - 1 && text.startsWith(lit) ? 0 : -1;
        if (x < 0)
            return undefined;
        at[p] = x;
        end = x;
    }
    const captures = [];
    let x = 0;
    let next = 0;
    for (let p = 0; p < m; p++) {
        const piece = pieces[p];
        if ('literal' in piece) {
            x = at[p] + piece.literal.length;
            continue;
        }
        // The first of wildcards in a row takes all up to the next literal piece; the others, nothing.
        if (next <= p)
            for (next = p + 1; next < m && !('literal' in pieces[next]); next++)
                ;
        const to = next < m ? at[next] : text.length;
        captures.push(text.slice(x, to));
        x = to;
    }
    return captures;
}
function decodeSafe(s) {
    try {
        return decodeURIComponent(s);
    }
    catch {
        return s;
    }
}

;// CONCATENATED MODULE: ./src/model/redirects.ts


/** The `redirects` of docs.json that have a string `source` and `destination`, in order. */
function readRedirects(model) {
    const prop = (0,jnode/* getProp */.GT)(model.docs, 'redirects');
    const redirects = [];
    if (prop?.value.type !== 'array')
        return { prop, redirects };
    for (const item of prop.value.items) {
        const source = (0,jnode/* getProp */.GT)(item, 'source')?.value;
        const destination = (0,jnode/* getProp */.GT)(item, 'destination')?.value;
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
            ...(isFalse((0,jnode/* getProp */.GT)(item, 'permanent')?.value) ? { temporary: true } : {}),
        });
    }
    return { prop, redirects };
}
function isFalse(node) {
    return node?.type === 'boolean' && node.value === false;
}
/**
 * A redirect source as a matcher of URL paths: `:name*` matches the rest of the path (none of it too), `:name+` at
 * least one segment, `:name?` one optional segment, `:name` one segment, and `*` inside a segment
 * (`/articles/concepts-*`) any part of that segment. Query and fragment are not part of a source.
 */
function compileSource(source) {
    const segments = parseSource(normalizeUrl(stripQuery(source)));
    return {
        segments,
        test: (url) => matchSegments(segments, urlSegments(url)) !== undefined,
        exec: (url) => matchSegments(segments, urlSegments(url)),
    };
}
/** The first redirect whose source covers a URL path, if any. */
function redirectFor(redirects, url) {
    const u = normalizeUrl(redirects_decodeSafe(url));
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
function redirects_decodeSafe(s) {
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
 * in a tree of segment patterns that a URL walks segment by segment, keeping the set of nodes it can be at (literal
 * segments are looked up, not tried one by one). A lookup costs the URL's length times the few nodes it reaches,
 * however many redirects there are. The first redirect in docs.json order that covers a URL wins, as on the
 * platform.
 */
class RedirectIndex {
    redirects;
    exact = new Map();
    root = {};
    /** How many sources were matched in full against a URL: only those the tree leads a lookup to. */
    verified = 0;
    /** How many times a lookup stepped from a node of the tree on a URL segment: the nodes it reaches, per segment. */
    stepped = 0;
    /** How many segment patterns with wildcards inside were matched against a URL segment: those its index leads to. */
    triedParts = 0;
    constructor(redirects) {
        this.redirects = redirects;
        redirects.forEach((redirect, index) => {
            const segments = parseSource(normalizeUrl(stripQuery(redirect.source)));
            const compiled = { redirect, index, segments, names: captureNames(segments) };
            if (!redirect.pattern) {
                const key = normalizeUrl(redirects_decodeSafe(stripQuery(redirect.source)));
                if (!this.exact.has(key))
                    this.exact.set(key, compiled);
                return;
            }
            let node = this.root;
            for (const seg of segments)
                node = child(node, seg);
            node.ends ??= compiled;
        });
    }
    /** The first redirect whose source covers a URL path (decoded; a trailing slash does not matter). */
    match(url) {
        const u = normalizeUrl(url);
        const exact = this.exact.get(u);
        const segs = urlSegments(u);
        let states = closure([this.root]);
        for (const seg of segs) {
            if (states.size === 0)
                break;
            const next = [];
            for (const node of states) {
                this.stepped++;
                this.triedParts += step(node, seg, next);
            }
            states = closure(next);
        }
        const ends = [];
        for (const node of states)
            if (node.ends && (!exact || node.ends.index < exact.index))
                ends.push(node.ends);
        ends.sort((a, b) => a.index - b.index);
        for (const c of ends) {
            // The walk may admit a URL that the source does not (one empty segment for `:name+`): each is checked.
            this.verified++;
            const captures = matchSegments(c.segments, segs);
            if (captures)
                return matchOf(c, captures);
        }
        return exact ? matchOf(exact, []) : undefined;
    }
}
/** The node a segment pattern leads to from `node`, made when new. */
function child(node, seg) {
    switch (seg.kind) {
        case 'literal': {
            const map = (node.literal ??= new Map());
            let next = map.get(seg.text);
            if (!next)
                map.set(seg.text, (next = {}));
            return next;
        }
        case 'one':
            return (node.one ??= {});
        case 'optional':
            return (node.optional ??= {});
        case 'star':
            return (node.star ??= { loops: true });
        case 'plus':
            return (node.plus ??= { loops: true });
        case 'part':
            return partChild((node.parts ??= newPartIndex()), seg);
    }
}
/** Most characters of a middle literal a URL segment is looked up by: it is looked up at each of its places. */
const MID_ANCHOR = 8;
function newPartIndex() {
    const anchors = () => ({ map: new Map(), lengths: [] });
    return { byKey: new Map(), start: anchors(), end: anchors(), middle: anchors(), any: [] };
}
function partChild(index, seg) {
    let next = index.byKey.get(seg.key);
    if (next)
        return next;
    index.byKey.set(seg.key, (next = {}));
    const part = { seg, node: next };
    const { pieces } = seg;
    const first = pieces[0];
    const last = pieces[pieces.length - 1];
    const literals = pieces.flatMap((p) => ('literal' in p ? [p.literal] : []));
    if ('literal' in first)
        redirects_anchor(index.start, first.literal, part);
    else if ('literal' in last)
        redirects_anchor(index.end, last.literal, part);
    else if (literals.length > 0) {
        const longest = literals.reduce((a, b) => (b.length > a.length ? b : a));
        redirects_anchor(index.middle, longest.slice(0, MID_ANCHOR), part);
    }
    else
        index.any.push(part);
    return next;
}
function redirects_anchor(anchors, text, part) {
    const list = anchors.map.get(text);
    if (list)
        list.push(part);
    else
        anchors.map.set(text, [part]);
    if (!anchors.lengths.includes(text.length))
        anchors.lengths.push(text.length);
}
/** The parts of an index that a URL segment holds the anchor of, each once. */
function partsFor(index, seg) {
    const out = [...index.any];
    const take = (list) => {
        if (list)
            out.push(...list);
    };
    for (const len of index.start.lengths)
        if (len <= seg.length)
            take(index.start.map.get(seg.slice(0, len)));
    for (const len of index.end.lengths)
        if (len <= seg.length)
            take(index.end.map.get(seg.slice(seg.length - len)));
    if (index.middle.map.size > 0) {
        const seen = new Set();
        for (const len of index.middle.lengths)
            for (let x = 0; x + len <= seg.length; x++) {
                const text = seg.slice(x, x + len);
                if (seen.has(text))
                    continue;
                seen.add(text);
                take(index.middle.map.get(text));
            }
    }
    return out;
}
/** Adds the nodes one URL segment leads to from `node`; how many segment patterns with wildcards inside it tried. */
function step(node, seg, out) {
    if (node.loops)
        out.push(node);
    const lit = node.literal?.get(seg);
    if (lit)
        out.push(lit);
    if (seg !== '') {
        if (node.one)
            out.push(node.one);
        if (node.optional)
            out.push(node.optional);
    }
    if (node.plus)
        out.push(node.plus);
    if (!node.parts)
        return 0;
    const parts = partsFor(node.parts, seg);
    for (const { seg: part, node: next } of parts)
        if (matchPart(part.pieces, seg))
            out.push(next);
    return parts.length;
}
/** The nodes given and those they reach without taking a segment (through `:name*` and `:name?`). */
function closure(nodes) {
    const out = new Set();
    const todo = [...nodes];
    while (todo.length > 0) {
        const n = todo.pop();
        if (out.has(n))
            continue;
        out.add(n);
        if (n.star)
            todo.push(n.star);
        if (n.optional)
            todo.push(n.optional);
    }
    return out;
}
function matchOf(c, captures) {
    const params = new Map();
    const stars = [];
    c.names.forEach((name, i) => {
        const v = captures[i] ?? '';
        if (name === '*')
            stars.push(v);
        else
            params.set(name, v);
    });
    return { redirect: c.redirect, index: c.index, params, stars };
}
/**
 * Most characters a destination may expand to (or its own length, when longer): URLs past 2,000 characters do not
 * work everywhere. A parameter written more than once in a destination multiplies what it captured, and a
 * destination that the same source covers again grows at each hop: three times over for `/x/:a*` → `/x/:a*\/:a*\/:a*`.
 */
const MAX_REDIRECT_URL_CHARS = 2048;
/**
 * The destination a matched redirect sends to: its parameters and wildcards replaced by what they captured; undefined
 * when that would be longer than `MAX_REDIRECT_URL_CHARS` (the length is worked out before the text is built).
 */
function applyRedirect(m) {
    const dest = m.redirect.destination;
    const value = (name, star, all) => name === undefined ? (m.stars[star] ?? '') : m.params.has(name) ? m.params.get(name) : all;
    let length = dest.length;
    let star = 0;
    for (const p of dest.matchAll(PARAM)) {
        length += value(p[1], p[1] === undefined ? star++ : -1, p[0]).length - p[0].length;
        if (length > Math.max(MAX_REDIRECT_URL_CHARS, dest.length))
            return undefined;
    }
    star = 0;
    return dest.replace(PARAM, (all, name) => value(name, name === undefined ? star++ : -1, all));
}
/** The names of a source's parameters (`*` once for each wildcard inside a segment), in order. */
function sourceParams(source) {
    const out = [];
    for (const m of stripQuery(source).matchAll(PARAM))
        out.push(m[1] ?? '*');
    return out;
}


/***/ })

};
