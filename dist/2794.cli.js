export const id = 2794;
export const ids = [2794,2858];
export const modules = {

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

/***/ 64786:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BK: () => (/* binding */ helpText),
/* harmony export */   _7: () => (/* binding */ legacySuggestion),
/* harmony export */   dN: () => (/* binding */ messageWithHelp),
/* harmony export */   fs: () => (/* binding */ changesOf)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _edits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5130);
// What a finding's fix and suggestions change, in words that every output format shows the same way.


/** Longest replacement text shown; longer ones are cut with `…`. */
const MAX_SHOWN = 200;
/** Describes a change: what the finding's span reads after it, when every edit falls inside the span. */
function describeChange(d, fix, sources) {
    const source = sources?.get(fix.file);
    if (source && fix.file === d.span.file) {
        const from = source.offsetAt(d.span.start);
        const to = source.offsetAt(d.span.end);
        const edits = (0,_edits_js__WEBPACK_IMPORTED_MODULE_1__/* .fixOffsets */ .O)(source, fix.edits);
        if (from !== undefined && to !== undefined && edits && edits.every((e) => e.start >= from && e.end <= to)) {
            const local = edits.map((e) => ({ ...e, start: e.start - from, end: e.end - from }));
            const after = oneLine((0,_edits_js__WEBPACK_IMPORTED_MODULE_1__/* .spliceEdits */ .yh)(source.text.slice(from, to), local));
            const value = /^["'`]/.test(after) ? after : JSON.stringify(after);
            return { phrase: `write ${value}`, value };
        }
    }
    const added = fix.edits
        .map((e) => oneLine(e.text).replace(/^[,\s]+|[,\s]+$/g, ''))
        .filter(Boolean)
        .join(' … ');
    const where = node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(fix.file);
    if (added === '')
        return { phrase: `delete text in ${where}`, value: '' };
    const inserts = fix.edits.every((e) => e.range.start.line === e.range.end.line && e.range.start.column === e.range.end.column);
    const line = fix.edits[0].range.start.line;
    return { phrase: `${inserts ? 'add' : 'write'} ${added} in ${where} (line ${line})`, value: added };
}
/** Lines joined by single spaces, cut when long. */
function oneLine(s) {
    const flat = s.replace(/\s*[\r\n]+\s*/g, ' ');
    return flat.length > MAX_SHOWN ? flat.slice(0, MAX_SHOWN - 1) + '…' : flat;
}
/** The fix and each suggestion of a finding, described. */
function changesOf(d, sources) {
    return {
        ...(d.fix ? { fix: describeChange(d, d.fix, sources) } : {}),
        suggestions: (d.suggestions ?? []).map((s) => ({
            ...describeChange(d, s.fix, sources),
            ...(s.description !== undefined ? { description: s.description } : {}),
        })),
    };
}
/**
 * The finding's message followed by its help and what its changes write, as one text (annotations, SARIF, summary
 * tables): `… Fix: write "x".`, `… Suggested: write "y".` A suggestion the message already quotes is not repeated.
 */
function messageWithHelp(d, sources) {
    let out = d.message;
    if (d.help !== undefined && !d.message.includes(d.help))
        out += ` ${sentence(d.help)}`;
    const { fix, suggestions } = changesOf(d, sources);
    if (fix)
        out += ` Fix: ${fix.phrase}.`;
    const offered = suggestions
        .filter((s) => s.value === '' || !d.message.includes(s.value))
        .map((s) => (s.description !== undefined ? `${s.description}: ${s.phrase}` : s.phrase));
    if (offered.length > 0)
        out += ` Suggested: ${offered.join('; or ')}.`;
    return out;
}
/** The help and the changes of a finding as their own sentences (without the message), or undefined. */
function helpText(d, sources) {
    const full = messageWithHelp(d, sources);
    return full === d.message ? undefined : full.slice(d.message.length + 1);
}
function sentence(s) {
    return /[.?!]$/.test(s) ? s : `${s}.`;
}
/**
 * The `suggestion` field of the version-1 JSON contract: the value a change writes (as the file holds it, quotes
 * included), else the help.
 */
function legacySuggestion(d, sources) {
    const first = d.fix ?? d.suggestions?.[0]?.fix;
    if (first) {
        const { value } = describeChange(d, first, sources);
        if (value !== '')
            return value;
    }
    return d.help;
}


/***/ }),

/***/ 5130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ fixOffsets),
/* harmony export */   yZ: () => (/* binding */ applyFixes),
/* harmony export */   yh: () => (/* binding */ spliceEdits)
/* harmony export */ });
/* harmony import */ var _core_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82858);
// Applying fixes to text: positions into offsets, the choice of fixes that fit together, and the edited text.

/** The edits of a fix as offsets into `source`, sorted; undefined when one falls outside the text or two overlap. */
function fixOffsets(source, edits) {
    const out = [];
    for (const e of edits) {
        const start = source.offsetAt(e.range.start);
        const end = source.offsetAt(e.range.end);
        if (start === undefined || end === undefined || end < start)
            return undefined;
        out.push({ start, end, text: e.text });
    }
    out.sort((a, b) => a.start - b.start || a.end - b.end);
    for (let i = 1; i < out.length; i++)
        if (out[i].start < out[i - 1].end)
            return undefined;
    return out;
}
/**
 * Applies to `text` the fixes that fit together, as ESLint does: in the order of where they start, a fix whose
 * extent overlaps or touches one already taken waits for the next pass (after which its positions are found afresh).
 */
function applyFixes(text, items) {
    const source = new _core_source_js__WEBPACK_IMPORTED_MODULE_0__/* .SourceText */ .D('', text);
    const planned = [];
    const invalid = [];
    items.forEach((item, order) => {
        const edits = fixOffsets(source, item.fix.edits);
        if (!edits || edits.length === 0)
            invalid.push(item);
        else
            planned.push({ item, edits, from: edits[0].start, to: Math.max(...edits.map((e) => e.end)), order });
    });
    planned.sort((a, b) => a.from - b.from || a.to - b.to || a.order - b.order);
    const applied = [];
    const deferred = [];
    const taken = [];
    let last = -1;
    for (const p of planned) {
        if (p.from <= last) {
            deferred.push(p.item);
            continue;
        }
        applied.push(p.item);
        taken.push(...p.edits);
        last = p.to;
    }
    return { text: spliceEdits(text, taken), applied, deferred, invalid };
}
/** The text with sorted, non-overlapping offset edits applied. */
function spliceEdits(text, edits) {
    let out = '';
    let at = 0;
    for (const e of edits) {
        out += text.slice(at, e.start) + e.text;
        at = e.end;
    }
    return out + text.slice(at);
}


/***/ }),

/***/ 32794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JSON_VERSIONS: () => (/* binding */ JSON_VERSIONS),
/* harmony export */   formatJson: () => (/* binding */ formatJson),
/* harmony export */   jsonFix: () => (/* binding */ jsonFix),
/* harmony export */   toJsonReport: () => (/* binding */ toJsonReport),
/* harmony export */   toJsonReportV1: () => (/* binding */ toJsonReportV1)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65655);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56107);
/* harmony import */ var _fix_changes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64786);



/** The JSON contract versions `--json-version` accepts, the current one first. */
const JSON_VERSIONS = ['2', '1'];
function located(result) {
    return (d) => ({
        rule: d.rule,
        severity: d.severity,
        message: d.message,
        file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_1__.displayPath)(d.span.file, result.cwd),
        line: d.span.start.line,
        column: d.span.start.column,
        endLine: d.span.end.line,
        endColumn: d.span.end.column,
    });
}
/** A fix with its file relative to the working directory and plain positions. */
function jsonFix(fix, cwd) {
    return {
        file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_1__.displayPath)(fix.file, cwd),
        edits: fix.edits.map((e) => ({
            range: {
                start: { line: e.range.start.line, column: e.range.start.column },
                end: { line: e.range.end.line, column: e.range.end.column },
            },
            text: e.text,
        })),
    };
}
/** Builds the version-2 JSON report. */
function toJsonReport(result) {
    const at = located(result);
    return {
        version: 2,
        diagnostics: result.diagnostics.map((d) => ({
            ...at(d),
            ...(d.messageId !== undefined ? { messageId: d.messageId } : {}),
            ...(d.help !== undefined ? { help: d.help } : {}),
            ...(d.fix ? { fix: jsonFix(d.fix, result.cwd) } : {}),
            ...(d.suggestions
                ? {
                    suggestions: d.suggestions.map((s) => ({
                        ...(s.description !== undefined ? { description: s.description } : {}),
                        fix: jsonFix(s.fix, result.cwd),
                    })),
                }
                : {}),
            ...(d.related?.length
                ? {
                    related: d.related.map((r) => ({
                        file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_1__.displayPath)(r.span.file, result.cwd),
                        line: r.span.start.line,
                        column: r.span.start.column,
                        endLine: r.span.end.line,
                        endColumn: r.span.end.column,
                        message: r.message,
                    })),
                }
                : {}),
        })),
        summary: {
            ...result.summary,
            ...(result.suppressed ? { suppressed: result.suppressed } : {}),
            ...(result.preexisting?.count ? { preexisting: result.preexisting.count } : {}),
            ...(result.published ? { published: result.published } : {}),
        },
    };
}
/** Builds the version-1 JSON report: `suggestion` holds the value a change writes, else the help. */
function toJsonReportV1(result) {
    const at = located(result);
    return {
        version: 1,
        diagnostics: result.diagnostics.map((d) => {
            const suggestion = (0,_fix_changes_js__WEBPACK_IMPORTED_MODULE_2__/* .legacySuggestion */ ._7)(d, result.sources);
            return { ...at(d), ...(suggestion !== undefined ? { suggestion } : {}) };
        }),
        summary: { ...result.summary },
    };
}
/** Formats the JSON report (version 2 unless asked for 1) as text, ending with a newline. */
function formatJson(result, version = 2) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .safeJson */ .oi)(version === 1 ? toJsonReportV1(result) : toJsonReport(result)) + '\n';
}


/***/ })

};
