export const id = 1552;
export const ids = [1552,2858];
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

/***/ 73054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ SEVERITY_RANK)
/* harmony export */ });
/** Orders severities for sorting and thresholds. */
const SEVERITY_RANK = { error: 3, warning: 2, notice: 1 };


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

/***/ 1008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ publishedLine)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65655);

/** URLs named in the line that says which published URLs nothing serves; the rest are counted. */
const LISTED = 5;
/**
 * What the check of the published site came to, in one sentence: `N published URLs (source), all still served`, or
 * how many are not, the first few named.
 */
function publishedLine(p, quote = JSON.stringify) {
    const left = p.otherOrigin > 0 ? `; ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(p.otherOrigin, 'URL')} of another site left out` : '';
    const head = `${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(p.urls, 'published URL')} (${p.source})`;
    if (p.notServed.length === 0)
        return `${head}, all still served${left}.`;
    const named = p.notServed.slice(0, LISTED).map(quote).join(', ');
    const more = p.notServed.length > LISTED ? ` and ${p.notServed.length - LISTED} more` : '';
    return `${head}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(p.notServed.length, 'URL')} not served by this checkout nor redirected: ${named}${more}${left}.`;
}


/***/ }),

/***/ 71552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TALLY_THRESHOLD: () => (/* binding */ TALLY_THRESHOLD),
/* harmony export */   describeChecked: () => (/* binding */ describeChecked),
/* harmony export */   formatStylish: () => (/* binding */ formatStylish)
/* harmony export */ });
/* harmony import */ var _published_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1008);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56107);
/* harmony import */ var _core_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73054);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65655);
/* harmony import */ var _fix_changes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64786);





/** Above this many findings, a tally by rule comes before the closing line. */
const TALLY_THRESHOLD = 20;
/** Human-readable output: findings grouped by file, each with a code frame, and a closing count. */
function formatStylish(result, options) {
    const c = (0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .palette */ .MF)(options.color);
    const out = [];
    const byFile = new Map();
    for (const d of result.diagnostics) {
        const f = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_1__.displayPath)(d.span.file, result.cwd);
        (byFile.get(f) ?? byFile.set(f, []).get(f)).push(d);
    }
    for (const [file, list] of byFile) {
        out.push(c.underline((0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeTerminalText */ .Dm)(file)));
        // As ESLint prints them: the file once, then each finding's line and column, aligned.
        const width = Math.max(...list.map((d) => `${d.span.start.line}:${d.span.start.column}`.length));
        for (const d of list) {
            const sev = d.severity === 'error' ? c.red('error') : d.severity === 'warning' ? c.yellow('warning') : c.blue('notice');
            const pad = ' '.repeat(7 - d.severity.length);
            const at = `${d.span.start.line}:${d.span.start.column}`;
            out.push(`  ${c.dim(at.padEnd(width))}  ${sev}${pad}  ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeTerminalText */ .Dm)(d.message)}  ${c.dim(d.rule)}`);
            const source = result.sources.get(d.span.file);
            if (options.frame !== false && source)
                out.push(...codeFrame(source.line(d.span.start.line), d, c.red, c.dim));
            if (d.help !== undefined && !d.message.includes(d.help))
                out.push(`    ${c.dim('help:')} ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeTerminalText */ .Dm)(d.help)}`);
            const changes = (0,_fix_changes_js__WEBPACK_IMPORTED_MODULE_4__/* .changesOf */ .fs)(d, result.sources);
            if (changes.fix)
                out.push(`    ${c.dim('fix:')} ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeTerminalText */ .Dm)(changes.fix.phrase)}`);
            for (const s of changes.suggestions)
                out.push(`    ${c.dim('suggestion:')} ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeTerminalText */ .Dm)(s.description !== undefined ? `${s.description}: ${s.phrase}` : s.phrase)}`);
        }
        out.push('');
    }
    const s = result.summary;
    const total = s.errors + s.warnings + s.notices;
    const hiddenParts = [
        (0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(options.hidden?.warnings ?? 0, 'warning'),
        (0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(options.hidden?.notices ?? 0, 'notice'),
    ].filter((p) => !p.startsWith('0 '));
    const hidden = hiddenParts.length ? ` (${hiddenParts.join(' and ')} hidden)` : '';
    // Findings left out on purpose are counted, so that a clean report never hides how much is still to fix.
    const kept = [
        result.suppressed ? `${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(result.suppressed, 'finding')} suppressed by navlint-suppressions.json` : '',
        result.preexisting?.count
            ? `${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(result.preexisting.count, 'finding')} already at ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeTerminalText */ .Dm)(result.preexisting.since)} not shown`
            : '',
    ].filter(Boolean);
    const aside = kept.length > 0 ? `; ${kept.join('; ')}` : '';
    // Before the tally and the closing line, which stay the last.
    const fixable = result.diagnostics.filter((d) => d.fix).length;
    if (fixable > 0)
        out.push(`${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(fixable, 'problem')} can be fixed with \`navlint check --fix\` (\`--fix-dry-run\` shows how).`, ...(total > TALLY_THRESHOLD ? [''] : []));
    if (total > TALLY_THRESHOLD)
        out.push(...tally(result.diagnostics, c), '');
    if (result.published)
        out.push((0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeTerminalText */ .Dm)((0,_published_js__WEBPACK_IMPORTED_MODULE_0__/* .publishedLine */ .p)(result.published)));
    out.push(closingLine(result, options, c, { hidden, aside }));
    return out.join('\n') + '\n';
}
/**
 * The closing line: ✖ only when the findings fail the run (an error, or more warnings than `--max-warnings`, hidden
 * ones included), with every count; else ✔ with the errors and warnings, notices counted apart.
 */
function closingLine(result, options, c, { hidden, aside }) {
    const s = result.summary;
    const what = describeChecked(result);
    const total = s.errors + s.warnings + s.notices;
    // `--quiet` hides warnings (the line counts errors only); `--min-severity warning` hides notices alone.
    const warningsHidden = options.hidden !== undefined && options.hidden.errorsOnly !== false;
    const max = options.maxWarnings ?? -1;
    // --max-warnings counts the warnings hidden too.
    const tooMany = max >= 0 && s.warnings + (options.hidden?.warnings ?? 0) > max;
    if (s.errors > 0 || tooMany) {
        const why = tooMany ? `; more warnings than --max-warnings ${max}` : '';
        const colour = (line) => (s.errors > 0 ? c.red(c.bold(line)) : c.yellow(c.bold(line)));
        if (hidden && warningsHidden)
            return colour(`✖ ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(s.errors, 'error')}${hidden}${aside}${why}. ${what}.`);
        const parts = [(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(s.errors, 'error'), (0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(s.warnings, 'warning')];
        if (s.notices)
            parts.push((0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(s.notices, 'notice'));
        return colour(`✖ ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(total, 'problem')} (${parts.join(', ')})${hidden}${aside}${why}. ${what}.`);
    }
    if (total === 0) {
        const none = !hidden ? 'no problems found' : warningsHidden ? 'no errors' : 'no errors or warnings';
        return c.green(`✔ ${what}: ${none}${hidden}${aside}.`);
    }
    // Nothing fails the run: the counts, the notices (worth knowing, not fixing) apart.
    const notices = s.notices ? ` (${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(s.notices, 'notice')})` : '';
    const line = `✔ ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(s.errors, 'error')}, ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(s.warnings, 'warning')}${notices}${hidden}${aside}. ${what}.`;
    return s.warnings > 0 ? c.yellow(line) : c.green(line);
}
/** Findings counted by rule and severity, errors first, then the most frequent. */
function tally(list, c) {
    const counts = new Map();
    for (const d of list) {
        const key = `${d.severity} ${d.rule}`;
        const row = counts.get(key) ?? counts.set(key, { rule: d.rule, severity: d.severity, n: 0 }).get(key);
        row.n++;
    }
    const rows = [...counts.values()].sort((a, b) => _core_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITY_RANK */ .f[b.severity] - _core_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITY_RANK */ .f[a.severity] ||
        b.n - a.n ||
        (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
    const ruleWidth = Math.max(4, ...rows.map((r) => r.rule.length));
    const countWidth = Math.max(5, ...rows.map((r) => String(r.n).length));
    const colour = { error: c.red, warning: c.yellow, notice: c.blue };
    return [
        c.bold('Problems by rule:'),
        `  ${c.dim(`${'rule'.padEnd(ruleWidth)}  ${'count'.padStart(countWidth)}  severity`)}`,
        ...rows.map((r) => `  ${r.rule.padEnd(ruleWidth)}  ${String(r.n).padStart(countWidth)}  ${colour[r.severity](r.severity)}`),
    ];
}
function codeFrame(line, d, mark, dim) {
    const max = 160;
    const col = d.span.start.column - 1;
    const start = col > max - 40 ? col - 40 : 0;
    const visible = line.slice(start, start + max).replace(/\t/g, ' ');
    const width = d.span.end.line === d.span.start.line
        ? Math.max(1, d.span.end.column - d.span.start.column)
        : Math.max(1, line.length - col);
    const gutter = `${d.span.start.line} | `;
    return [
        `    ${dim(gutter)}${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeTerminalText */ .Dm)((start > 0 ? '…' : '') + visible)}`,
        `    ${' '.repeat(gutter.length)}${' '.repeat(col - start + (start > 0 ? 1 : 0))}${mark('^'.repeat(Math.min(width, max)))}`,
    ];
}
/** One phrase saying what was checked: `Checked docs.json (12 navigation entries, …)`. */
function describeChecked(result) {
    return `Checked ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeTerminalText */ .Dm)(result.checked)}`;
}


/***/ })

};
