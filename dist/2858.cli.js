export const id = 2858;
export const ids = [2858];
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


/***/ })

};
