export const id = 9904;
export const ids = [9904,2858,8178];
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

/***/ 99904:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fixSite: () => (/* binding */ fixSite)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/fix/unidiff.ts
var unidiff = __webpack_require__(8178);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/fix/edits.ts
var edits = __webpack_require__(5130);
// EXTERNAL MODULE: ./src/core/confined.ts
var confined = __webpack_require__(39515);
// EXTERNAL MODULE: ./src/core/source.ts
var core_source = __webpack_require__(82858);
// EXTERNAL MODULE: ./src/load/files.ts
var files = __webpack_require__(46255);
;// CONCATENATED MODULE: ./src/fix/session.ts
// The files of a site while `--fix` edits them: the check reads them through here (edited text in memory, every read
// recorded), edits apply only to text the check read as it is now, and writing goes only to regular files inside the
// docs root, never through a symbolic link, and only when the file on disk is still what was first edited.






/** Virtual descriptors for files edited in memory start here, far above any the system gives. */
const MEMORY_FD = 1 << 30;
/** The files of a site as `--fix` sees them: a file system for the check, edits in memory, and writing at the end. */
class FixSession {
    disk;
    records = new Map();
    edited = new Map();
    open = new Map();
    nextFd = MEMORY_FD;
    /** Files refused once, with why: they are not tried again. */
    refused = new Map();
    /** The file system the check reads through. */
    fs;
    constructor(disk) {
        this.disk = disk;
        this.fs = this.view();
    }
    /** Forgets what was read: call before each check, which reads everything again. */
    beginPass() {
        this.records.clear();
    }
    /** Files whose text differs from the disk's, sorted. */
    changedFiles() {
        return [...this.edited]
            .filter(([, e]) => e.text !== e.original.toString('utf8'))
            .map(([f]) => f)
            .sort();
    }
    /** A file's text before the first edit, and now. */
    versions(file) {
        const e = this.edited.get(file);
        return e ? { before: e.original.toString('utf8'), after: e.text } : undefined;
    }
    /**
     * Applies to one file the fixes that fit together (the others wait for the next pass), provided that the file is a
     * regular file inside `root` reached through no symbolic link, and that the check read it as it is now.
     */
    apply(root, target, items) {
        const file = external_node_path_default().resolve(target);
        const known = this.refused.get(file);
        if (known !== undefined)
            return { applied: [], refused: known };
        const refuse = (reason) => {
            this.refused.set(file, reason);
            return { applied: [], refused: reason };
        };
        const unsafe = this.unsafePath(root, file);
        if (unsafe)
            return refuse(unsafe);
        let bytes;
        let text;
        const edited = this.edited.get(file);
        if (edited) {
            text = edited.text;
            bytes = Buffer.from(text, 'utf8');
        }
        else {
            try {
                bytes = readBytes(this.disk, file);
            }
            catch {
                return refuse('it cannot be read');
            }
            text = bytes.toString('utf8');
            if (!Buffer.from(text, 'utf8').equals(bytes))
                return refuse('it is not valid UTF-8, and writing it back would change its bytes');
        }
        const records = this.records.get(file) ?? [];
        if (records.length === 0 || !records.every((r) => matches(r, text, bytes)))
            return refuse('it changed after navlint read it');
        // Edits must fall in what was read: a page's frontmatter may have been read alone.
        const whole = records.some((r) => r.whole);
        if (!whole) {
            const read = Math.max(...records.map((r) => r.length));
            const source = new core_source/* SourceText */.D(file, text);
            const within = items.filter((i) => {
                const offsets = (0,edits/* fixOffsets */.O)(source, i.fix.edits);
                return offsets !== undefined && offsets.every((o) => Buffer.byteLength(text.slice(0, o.end)) <= read);
            });
            if (within.length < items.length)
                items = within;
        }
        const pass = (0,edits/* applyFixes */.yZ)(text, items);
        // A fix that leaves the text as it was changes nothing, and is not counted as applied.
        if (pass.text === text)
            return { applied: [] };
        if (pass.applied.length > 0)
            this.edited.set(file, { original: edited?.original ?? bytes, text: pass.text });
        return { applied: pass.applied };
    }
    /**
     * Writes every changed file, each only if it is still as it was when first edited and still safe to write; returns
     * the files written and those refused.
     */
    commit(root, writer) {
        const written = [];
        const refused = [];
        for (const file of this.changedFiles()) {
            const e = this.edited.get(file);
            const unsafe = this.unsafePath(root, file);
            if (unsafe) {
                refused.push({ file, reason: unsafe });
                continue;
            }
            let now;
            try {
                now = readBytes(this.disk, file);
            }
            catch {
                refused.push({ file, reason: 'it cannot be read' });
                continue;
            }
            if (!now.equals(e.original)) {
                refused.push({ file, reason: 'it changed on disk while navlint fixed it' });
                continue;
            }
            try {
                // Opened without following a link, and refused when it is no longer a regular file with one name: a link
                // or a hard link put in the file's place since the checks above is not written through.
                (0,confined.writeFileConfined)(writer, { folders: [root], name: 'the docs root' }, file, Buffer.from(e.text, 'utf8'), {
                    existing: true,
                });
            }
            catch (err) {
                refused.push({
                    file,
                    reason: err instanceof confined.ConfinedPathError
                        ? err.reason
                        : `it cannot be written (${err.code ?? 'error'})`,
                });
                continue;
            }
            written.push(file);
        }
        return { written, refused };
    }
    /**
     * Why a file may not be written, or undefined: outside the root, through a symbolic link, not a regular file, or
     * one of several names of the same file (a hard link: writing it would change a file elsewhere too).
     */
    unsafePath(root, file) {
        const abs = external_node_path_default().resolve(file);
        const rootAbs = external_node_path_default().resolve(root);
        if (!(0,files/* isInside */.FK)(rootAbs, abs) || abs === rootAbs)
            return 'it is outside the docs root';
        try {
            // Every folder below the root, and the file itself, must be what it says: no link anywhere on the way.
            const parts = external_node_path_default().relative(rootAbs, abs).split((external_node_path_default()).sep);
            for (let i = 1; i <= parts.length; i++)
                if (this.disk.lstatSync(external_node_path_default().join(rootAbs, ...parts.slice(0, i))).isSymbolicLink())
                    return 'it is reached through a symbolic link';
            const st = this.disk.lstatSync(abs);
            if (!st.isFile())
                return 'it is not a regular file';
            if (st.nlink > 1)
                return 'it has other hard links, and writing it would change them too';
            if (this.disk.realpathSync(abs) !== external_node_path_default().join(this.disk.realpathSync(rootAbs), ...parts))
                return 'it is reached through a symbolic link';
        }
        catch {
            return 'it cannot be read';
        }
        return undefined;
    }
    record(file, r) {
        const list = this.records.get(file);
        if (list)
            list.push(r);
        else
            this.records.set(file, [r]);
    }
    /** The file system the check reads through: edited text from memory, the rest from disk, every read recorded. */
    view() {
        const disk = this.disk;
        return {
            readFileSync: (p, encoding) => {
                const file = external_node_path_default().resolve(p);
                const e = this.edited.get(file);
                const text = e ? e.text : disk.readFileSync(p, encoding);
                this.record(file, { kind: 'text', whole: true, length: text.length, hash: hashText(text) });
                return text;
            },
            readdirSync: (p, options) => {
                return disk.readdirSync(p, options);
            },
            lstatSync: (p) => {
                return this.sized(p, disk.lstatSync(p));
            },
            statSync: (p) => {
                return this.sized(p, disk.statSync(p));
            },
            realpathSync: (p) => {
                return disk.realpathSync(p);
            },
            existsSync: (p) => {
                return disk.existsSync(p);
            },
            openSync: (p, flags) => {
                const file = external_node_path_default().resolve(p);
                const e = this.edited.get(file);
                const fd = e ? this.nextFd++ : disk.openSync(p, flags);
                this.open.set(fd, {
                    file,
                    ...(e ? { memory: Buffer.from(e.text, 'utf8') } : { fd }),
                    position: 0,
                    hash: (0,external_node_crypto_.createHash)('sha1'),
                    length: 0,
                    sequential: true,
                    ended: false,
                });
                return fd;
            },
            readSync: (fd, buffer, offset, length, position) => {
                const f = this.open.get(fd);
                if (!f)
                    return disk.readSync(fd, buffer, offset, length, position);
                const at = position ?? f.position;
                let n;
                if (f.memory) {
                    const chunk = f.memory.subarray(at, at + length);
                    buffer.set(chunk, offset);
                    n = chunk.length;
                }
                else
                    n = disk.readSync(fd, buffer, offset, length, position);
                if (at !== f.length)
                    f.sequential = false;
                if (f.sequential) {
                    f.hash.update(buffer.subarray(offset, offset + n));
                    f.length += n;
                    if (n === 0)
                        f.ended = true;
                }
                if (position === null)
                    f.position = at + n;
                return n;
            },
            closeSync: (fd) => {
                const f = this.open.get(fd);
                if (f) {
                    this.open.delete(fd);
                    if (f.sequential)
                        this.record(f.file, { kind: 'bytes', whole: f.ended, length: f.length, hash: f.hash.digest('hex') });
                    if (f.memory)
                        return;
                }
                disk.closeSync(fd);
            },
        };
    }
    /** A file's stats with the size of its edited text, when it was edited. */
    sized(p, st) {
        const e = this.edited.get(external_node_path_default().resolve(p));
        if (!e || !st.isFile())
            return st;
        return Object.assign(Object.create(Object.getPrototypeOf(st)), st, {
            size: Buffer.byteLength(e.text, 'utf8'),
        });
    }
}
/** Whether what was read is what the file holds now. */
function matches(r, text, bytes) {
    if (r.kind === 'text')
        return r.length === text.length && r.hash === hashText(text);
    if (r.whole ? bytes.length !== r.length : bytes.length < r.length)
        return false;
    return (0,external_node_crypto_.createHash)('sha1').update(bytes.subarray(0, r.length)).digest('hex') === r.hash;
}
function hashText(text) {
    return (0,external_node_crypto_.createHash)('sha1').update(text, 'utf8').digest('hex');
}
/** Every byte of a file. */
function readBytes(fs, file) {
    const fd = fs.openSync(file, 'r');
    try {
        const chunks = [];
        const chunk = Buffer.alloc(1024 * 1024);
        for (let n; (n = fs.readSync(fd, chunk, 0, chunk.length, null)) > 0;)
            chunks.push(Buffer.from(chunk.subarray(0, n)));
        return Buffer.concat(chunks);
    }
    finally {
        fs.closeSync(fd);
    }
}

;// CONCATENATED MODULE: ./src/fix/passes.ts
// `navlint check --fix` and `--fix-dry-run`: check (the caller's check, given as a function), apply the safe fixes
// that fit together, check again, until none is left or the passes run out; then write every changed file (or show
// the diff).




/** Most passes of check-and-fix, as ESLint runs them. */
const MAX_FIX_PASSES = 10;
/**
 * Runs `check` on the site through an editing view of `disk`, applies the safe fixes pass after pass, then writes the
 * changed files (only with a writer). The result is the check of the site as written.
 */
async function fixSite(check, disk, options) {
    const max = options.maxPasses ?? MAX_FIX_PASSES;
    const session = new FixSession(disk);
    const fixed = new Map();
    let passes = 0;
    let result;
    for (;;) {
        session.beginPass();
        result = await check(session.fs);
        const byFile = new Map();
        // What navlint-suppressions.json hides is fixed too: a suppression keeps a finding out of the report, not its fix.
        for (const d of [...result.diagnostics, ...result.suppressedFindings]) {
            if (!d.fix)
                continue;
            const file = external_node_path_default().resolve(d.fix.file);
            const list = byFile.get(file);
            if (list)
                list.push(d);
            else
                byFile.set(file, [d]);
        }
        if (passes >= max || byFile.size === 0)
            break;
        let applied = 0;
        for (const [file, list] of byFile) {
            const n = session.apply(result.root, file, list).applied.length;
            if (n === 0)
                continue;
            applied += n;
            fixed.set(file, (fixed.get(file) ?? 0) + n);
        }
        if (applied === 0)
            break;
        passes++;
    }
    const refused = [...session.refused].map(([file, reason]) => ({ file, reason }));
    const pending = result.diagnostics.filter((d) => d.fix && !session.refused.has(external_node_path_default().resolve(d.fix.file))).length;
    const run = { result, passes, fixed, refused, pending, exhausted: passes >= max };
    if (!options.writer) {
        run.diff = session
            .changedFiles()
            .map((f) => {
            const v = session.versions(f);
            return (0,unidiff.unifiedDiff)((0,paths.displayPath)(f, options.cwd), v.before, v.after);
        })
            .join('');
        return run;
    }
    const commit = session.commit(result.root, options.writer);
    run.written = commit.written;
    if (commit.refused.length > 0) {
        // What was checked last is not what is on disk now: check the disk itself.
        for (const r of commit.refused)
            fixed.delete(r.file);
        refused.push(...commit.refused);
        run.result = await check(disk);
        const gone = new Set(refused.map((r) => r.file));
        run.pending = run.result.diagnostics.filter((d) => d.fix && !gone.has(external_node_path_default().resolve(d.fix.file))).length;
    }
    return run;
}


/***/ }),

/***/ 8178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   addedLinesOf: () => (/* binding */ addedLinesOf),
/* harmony export */   unifiedDiff: () => (/* binding */ unifiedDiff)
/* harmony export */ });
/* harmony import */ var diff__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37291);
// Unified diffs: written for `--fix-dry-run`, read from a pull request to know which lines it changed.

/** Lines of context around each change in a written diff, as `diff -u` and git use. */
const CONTEXT = 3;
/**
 * A unified diff of two versions of one file (`--- a/<name>`, `+++ b/<newName>`, the same name unless it moved, hunks with three lines of context), or
 * '' when they are the same. Lines keep a `\r` of their own; a missing last line break is marked as diff marks it.
 */
function unifiedDiff(name, before, after, newName = name) {
    if (before === after)
        return '';
    // The library heads a patch with a line of `=`; git and patch read from the `---` line, and so do people.
    const patch = (0,diff__WEBPACK_IMPORTED_MODULE_0__/* .createTwoFilesPatch */ .ss)(`a/${name}`, `b/${newName}`, before, after, undefined, undefined, {
        context: CONTEXT,
    }).replace(/^=+\n/, '');
    // A CI runner acts on `##[` anywhere in a log line: a name that holds it is quoted as git quotes unusual names,
    // its `#` as the octal escape `\043`, which git and patch read back as the same name. Only the two header lines
    // are names: a body line may start with `---` too.
    return patch.replace(/^(--- )(.*)\n(\+\+\+ )(.*)\n/, (_, a, old, b, neu) => {
        return `${a}${inertName(old)}\n${b}${inertName(neu)}\n`;
    });
}
/** A name field of a header line, quoted with `##[` written `#\043[` when it holds `##[`. */
function inertName(field) {
    if (!field.includes('##['))
        return field;
    // The library quotes names with special characters; a name it left bare has none, so quotes are all it needs.
    const quoted = field.startsWith('"') ? field : `"${field}"`;
    return quoted.replace(/##\[/g, '#\\043[');
}
/**
 * Reads a unified diff (git's, as the GitHub API gives a pull request's) into the lines each file gains, by the
 * file's path in the new version. Deleted files have none; anything that is not a diff is skipped.
 */
function addedLinesOf(diff) {
    const out = new Map();
    let current;
    let line = 0;
    let remainingOld = 0;
    let remainingNew = 0;
    for (const raw of diff.split('\n')) {
        const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (remainingOld > 0 || remainingNew > 0) {
            const c = raw[0];
            if (c === '+') {
                current?.set(line, raw.slice(1).replace(/\r$/, ''));
                line++;
                remainingNew--;
                continue;
            }
            if (c === '-') {
                remainingOld--;
                continue;
            }
            if (c === ' ' || raw === '') {
                line++;
                remainingOld--;
                remainingNew--;
                continue;
            }
            if (c === '\\')
                continue;
            remainingOld = remainingNew = 0;
        }
        if (text.startsWith('diff --git ')) {
            current = undefined;
            continue;
        }
        if (text.startsWith('+++ ')) {
            const name = diffPath(text.slice(4));
            if (name === undefined)
                current = undefined;
            else
                out.set(name, (current = out.get(name) ?? new Map()));
            continue;
        }
        const hunk = /^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(text);
        if (hunk) {
            remainingOld = hunk[1] === undefined ? 1 : Number(hunk[1]);
            line = Number(hunk[2]);
            remainingNew = hunk[3] === undefined ? 1 : Number(hunk[3]);
        }
    }
    return out;
}
/** The path in a `+++ b/path` line (git quotes unusual names in C style); undefined for `/dev/null`. */
function diffPath(field) {
    let p = field.replace(/\t.*$/, '');
    if (p.startsWith('"') && p.endsWith('"'))
        p = unquoteC(p.slice(1, -1));
    if (p === '/dev/null')
        return undefined;
    return p.startsWith('b/') ? p.slice(2) : p;
}
/** Undoes git's C-style quoting of a path: `\t`, `\n`, `\"`, `\\` and octal bytes (UTF-8). */
function unquoteC(s) {
    const bytes = [];
    const simple = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };
    for (let i = 0; i < s.length; i++) {
        const c = s[i];
        if (c !== '\\') {
            bytes.push(...Buffer.from(c, 'utf8'));
            continue;
        }
        const next = s[i + 1] ?? '';
        const octal = /^[0-7]{3}/.exec(s.slice(i + 1));
        if (octal) {
            bytes.push(parseInt(octal[0], 8));
            i += 3;
        }
        else {
            bytes.push(simple[next] ?? next.charCodeAt(0));
            i++;
        }
    }
    return Buffer.from(bytes).toString('utf8');
}


/***/ })

};
