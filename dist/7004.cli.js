export const id = 7004;
export const ids = [7004];
export const modules = {

/***/ 17004:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runLanguageServer: () => (/* binding */ runLanguageServer)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/vscode-languageserver/node.js
var node = __webpack_require__(58586);
// EXTERNAL MODULE: ./node_modules/vscode-languageserver-textdocument/lib/esm/main.js
var main = __webpack_require__(2365);
// EXTERNAL MODULE: ./src/content/pool.ts + 1 modules
var pool = __webpack_require__(9564);
// EXTERNAL MODULE: ./src/core/overlay-fs.ts
var overlay_fs = __webpack_require__(53003);
// EXTERNAL MODULE: ./src/load/docs-root.ts
var docs_root = __webpack_require__(39354);
// EXTERNAL MODULE: ./src/preview/watch.ts
var watch = __webpack_require__(71307);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./src/core/rule-docs.ts
var rule_docs = __webpack_require__(34665);
;// CONCATENATED MODULE: ./src/lsp/convert.ts



/** LSP severities: error 1, warning 2, information 3. */
const SEVERITY = { error: 1, warning: 2, notice: 3 };
/** A navlint position (1-based line and column, UTF-16 units) as an LSP one (0-based). */
function toLspPosition(p) {
    return { line: Math.max(0, p.line - 1), character: Math.max(0, p.column - 1) };
}
/** An LSP position as a navlint one. */
function fromLspPosition(p) {
    return { line: p.line + 1, column: p.character + 1 };
}
/** A navlint range as an LSP one. */
function toLspRange(r) {
    return { start: toLspPosition(r.start), end: toLspPosition(r.end) };
}
/** A finding as an LSP diagnostic: its rule as the code (linked to its page), its help after the message. */
function toLspDiagnostic(d) {
    return {
        range: toLspRange(d.span),
        severity: SEVERITY[d.severity],
        source: 'navlint',
        code: d.rule,
        // Editors show the rule as a link to its page.
        codeDescription: { href: (0,rule_docs/* ruleDocUrl */.C)(d.rule) },
        message: d.help !== undefined ? `${d.message}\n${d.help}` : d.message,
    };
}
/** Whether a position lies within a range (both ends included, as a cursor at a value's edge is on it). */
function within(p, r) {
    const after = p.line > r.start.line || (p.line === r.start.line && p.column >= r.start.column);
    const before = p.line < r.end.line || (p.line === r.end.line && p.column <= r.end.column);
    return after && before;
}
/** Whether two ranges share a position. */
function overlaps(a, b) {
    return within(a.start, b) || within(b.start, a);
}
/** The URI of an absolute path. */
function uriOf(file) {
    return (0,external_node_url_.pathToFileURL)(file).href;
}
/** The absolute path of a `file:` URI; undefined for other schemes (an unsaved buffer, a diff view). */
function fileOf(uri) {
    if (!uri.startsWith('file:'))
        return undefined;
    try {
        return external_node_path_default().normalize((0,external_node_url_.fileURLToPath)(uri));
    }
    catch {
        return undefined;
    }
}
/** The edits of a fix, by file URI, for a workspace edit. */
function workspaceChanges(fix) {
    return { [uriOf(fix.file)]: fix.edits.map((e) => ({ range: toLspRange(e.range), newText: e.text })) };
}

// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var umd_main = __webpack_require__(99547);
// EXTERNAL MODULE: ./src/core/source.ts
var core_source = __webpack_require__(82858);
// EXTERNAL MODULE: ./src/load/files.ts
var files = __webpack_require__(46255);
// EXTERNAL MODULE: ./src/model/anchors.ts
var model_anchors = __webpack_require__(95087);
// EXTERNAL MODULE: ./src/model/links.ts
var links = __webpack_require__(84096);
// EXTERNAL MODULE: ./src/model/pages.ts
var pages = __webpack_require__(5449);
;// CONCATENATED MODULE: ./src/lsp/features.ts








const START = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
/** Where what is under the cursor is defined: a page, an operation or channel in its document, a heading. */
function definition(model, file, at) {
    if (file === model.configFile) {
        const entry = entryAt(model, at);
        if (entry?.operation) {
            const op = model.openapi?.entryTargets.get(entry);
            return op ? [{ uri: uriOf(op.spec.file), range: toLspRange(op.span) }] : [];
        }
        const ref = (0,pages/* pageRefs */.yk)(model).find((r) => within(at, r.span));
        const page = ref ? pageFile(model, ref.path) : undefined;
        return page ? [{ uri: uriOf(page), range: START }] : [];
    }
    const rel = relOf(model, file);
    const binding = model.openapi?.bindings.find((b) => b.file === rel && within(at, b.span));
    if (binding?.op)
        return [{ uri: uriOf(binding.op.spec.file), range: toLspRange(binding.op.span) }];
    const channel = model.references?.bindings.find((b) => external_node_path_default().join(model.root, b.file) === file && within(at, b.span));
    if (channel?.doc) {
        const c = channel.doc.channels.find((x) => x.id === channel.channel);
        if (c)
            return [{ uri: uriOf(channel.doc.file), range: toLspRange(c.span) }];
    }
    const link = linkAt(model, file, at);
    if (!link)
        return [];
    const target = landing(model, link);
    if (!target)
        return [];
    const abs = external_node_path_default().join(model.root, target);
    const hash = link.written.indexOf('#');
    const heading = hash >= 0 ? headingRange(model, target, link.written.slice(hash + 1)) : undefined;
    return [{ uri: uriOf(abs), range: heading ?? START }];
}
/** A navigation entry's URL and breadcrumb. */
function hover(model, file, at) {
    if (file !== model.configFile)
        return undefined;
    const entry = entryAt(model, at);
    if (!entry)
        return undefined;
    const trail = breadcrumb(entry.parent);
    let url;
    let label = entry.raw;
    let where = '';
    if (entry.operation) {
        const node = model.openapi?.entryNode(entry);
        url = node?.url;
        const op = model.openapi?.entryTargets.get(entry);
        if (op) {
            label = op.summary ?? entry.raw;
            where = `${op.method} ${op.path} in \`${op.spec.rel}\``;
        }
    }
    else {
        const page = pageFile(model, entry.path);
        if (page) {
            const rel = relOf(model, page);
            const meta = model.openapi?.pageMeta.get(rel);
            label = (0,pages/* sidebarLabel */.ni)(meta, undefined, (0,files/* pagePathOf */.KQ)(rel));
            url = (0,files/* pageUrl */.fi)(rel);
            where = `\`${rel}\``;
        }
    }
    const lines = [
        url !== undefined ? `**${escapeMd(url)}**${where ? ` · ${where}` : ''}` : `No page: ${escapeMd(entry.raw)}`,
        '',
        [...trail, label].map(escapeMd).join(' › '),
    ];
    return { contents: { kind: 'markdown', value: lines.join('\n') }, range: toLspRange(entry.node.span) };
}
/** Page paths in docs.json, internal link targets (and the fragments of a page) in pages. */
function completion(model, file, text, at) {
    const source = new core_source/* SourceText */.D(file, text);
    const offset = source.offsetAt(at) ?? text.length;
    if (file === model.configFile) {
        const loc = (0,umd_main.getLocation)(text, offset);
        const key = [...loc.path].reverse().find((p) => typeof p === 'string');
        if (loc.isAtPropertyKey || (key !== 'pages' && key !== 'root'))
            return [];
        const node = loc.previousNode;
        const range = node?.type === 'string'
            ? rangeOf(source, node.offset + 1, Math.max(node.offset + 1, node.offset + node.length - 1))
            : undefined;
        return pagePaths(model).map((p) => ({
            label: p,
            kind: 17, // File
            ...(range ? { textEdit: { range, newText: p } } : {}),
        }));
    }
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    const before = text.slice(lineStart, offset);
    const m = /\]\(([^()\s]*)$/.exec(before) ?? /\b(?:href|to)=["']([^"'\s]*)$/.exec(before);
    if (!m)
        return [];
    const typed = m[1];
    const range = rangeOf(source, offset - typed.length, offset);
    const hash = typed.indexOf('#');
    if (hash >= 0) {
        const target = hash === 0 ? relOf(model, file) : landingOfUrl(model, typed.slice(0, hash));
        const x = target ? model.content?.get(target)?.extract : undefined;
        if (x?.kind !== 'mdx')
            return [];
        const prefix = typed.slice(0, hash);
        return (0,model_anchors/* anchorsOf */.EF)(x).shown.map((id) => ({
            label: `#${id}`,
            kind: 18,
            textEdit: { range, newText: `${prefix}#${id}` },
        }));
    }
    if (!typed.startsWith('/') && typed !== '')
        return [];
    const urls = new Set();
    for (const rel of model.files.pageFiles)
        if (!(0,files/* isDefaultIgnored */.GU)(rel))
            urls.add((0,files/* pageUrl */.fi)(rel));
    for (const u of model.openapi?.operationUrls ?? [])
        urls.add(u);
    return [...urls].sort().map((u) => ({ label: u, kind: 17, textEdit: { range, newText: u } }));
}
/** Every page path of docs.json as a link to its file (an operation entry to its place in the document). */
function documentLinks(model, file) {
    if (file !== model.configFile)
        return [];
    const out = [];
    for (const ref of (0,pages/* pageRefs */.yk)(model)) {
        if (ref.span.file !== file)
            continue;
        const page = pageFile(model, ref.path);
        if (page)
            out.push({ range: toLspRange(ref.span), target: uriOf(page), tooltip: relOf(model, page) });
    }
    for (const entry of model.entries) {
        const op = entry.operation ? model.openapi?.entryTargets.get(entry) : undefined;
        if (!op || entry.node.span.file !== file)
            continue;
        out.push({
            range: toLspRange(entry.node.span),
            target: `${uriOf(op.spec.file)}#L${op.span.start.line}`,
            tooltip: `${op.method} ${op.path} in ${op.spec.rel}`,
        });
    }
    return out;
}
/** Code actions for the findings of a file that meet a range: each fix, then each suggestion. */
function codeActions(findings, range, textOf) {
    const out = [];
    for (const d of findings) {
        if (!overlaps(d.span, range))
            continue;
        const diagnostic = {
            range: toLspRange(d.span),
            severity: d.severity === 'error' ? 1 : d.severity === 'warning' ? 2 : 3,
            source: 'navlint',
            code: d.rule,
            message: d.help !== undefined ? `${d.message}\n${d.help}` : d.message,
        };
        if (d.fix)
            out.push({
                title: `${describeFix(d.fix, textOf)} (${d.rule})`,
                kind: 'quickfix',
                isPreferred: true,
                diagnostics: [diagnostic],
                edit: { changes: workspaceChanges(d.fix) },
            });
        for (const s of d.suggestions ?? [])
            out.push({
                title: `${s.description ?? describeFix(s.fix, textOf)} (${d.rule})`,
                kind: 'quickfix',
                diagnostics: [diagnostic],
                edit: { changes: workspaceChanges(s.fix) },
            });
    }
    return out;
}
/**
 * A fix in words: the word it changes, before and after (`Change "guide/intro.mdx" to "guide/intro"`), for an edit
 * within one line; else what it inserts or how many edits it makes.
 */
function describeFix(fix, textOf) {
    const quote = (s) => JSON.stringify(s.length > 60 ? s.slice(0, 57) + '…' : s);
    if (fix.edits.length !== 1)
        return `Apply ${fix.edits.length} edits`;
    const e = fix.edits[0];
    const text = textOf(fix.file);
    const source = text !== undefined ? new core_source/* SourceText */.D(fix.file, text) : undefined;
    const from = source?.offsetAt(e.range.start);
    const to = source?.offsetAt(e.range.end);
    if (text === undefined ||
        from === undefined ||
        to === undefined ||
        e.range.start.line !== e.range.end.line ||
        e.text.includes('\n'))
        return e.text.trim() !== '' ? `Write ${quote(e.text.trim())}` : 'Apply the fix';
    // The word around the edit: up to blanks, quotes and brackets.
    const stop = /[\s"'`()[\]{}<>,]/;
    let start = from;
    while (start > 0 && !stop.test(text[start - 1]))
        start--;
    let end = to;
    while (end < text.length && !stop.test(text[end]))
        end++;
    const before = text.slice(start, end);
    const after = text.slice(start, from) + e.text + text.slice(to, end);
    if (before === '')
        return `Insert ${quote(e.text)}`;
    if (after === '')
        return `Remove ${quote(before)}`;
    return `Change ${quote(before)} to ${quote(after)}`;
}
/** The navigation entry under a position of docs.json. */
function entryAt(model, at) {
    return model.entries.find((e) => e.node.span.file === model.configFile && within(at, e.node.span));
}
/** The link of a page or snippet under a position. */
function linkAt(model, file, at) {
    if (!model.content)
        return undefined;
    return (0,links/* linkCheckOf */.c0)(model).links.find((l) => l.from?.file === file && within(at, l.span));
}
/** The labels of the elements above an entry: product, version, tab, group… */
function breadcrumb(el) {
    const out = [];
    for (let e = el; e; e = e.parent)
        if (e.label !== undefined && e.label !== '')
            out.unshift(e.label);
    return out;
}
/** The file of a page path, when there is one. */
function pageFile(model, pagePath) {
    const res = model.files.resolvePage(pagePath.replace(/\.mdx?$/i, ''));
    return res.status === 'found' ? external_node_path_default().join(model.root, res.file) : undefined;
}
/** The root-relative path of a file, with `/`. */
function relOf(model, file) {
    return external_node_path_default().relative(model.root, file).split((external_node_path_default()).sep).join('/');
}
/** The page file a resolved link ends on (through redirects; the home page is `index`). */
function landing(model, link) {
    if (link.url === undefined)
        return link.from?.rel;
    return targetFile(model, link.target);
}
function targetFile(model, t) {
    if (!t)
        return undefined;
    if (t.kind === 'page' || t.kind === 'static')
        return t.file;
    if (t.kind === 'redirect' && t.end.kind === 'url')
        return targetFile(model, t.end.target);
    if (t.kind === 'home') {
        const index = (0,links/* linkCheckOf */.c0)(model).urls.resolve('/index');
        return index.kind === 'page' ? index.file : undefined;
    }
    return undefined;
}
/** The page file a root-relative URL written in a link leads to. */
function landingOfUrl(model, url) {
    if (!url.startsWith('/'))
        return undefined;
    return targetFile(model, (0,links/* linkCheckOf */.c0)(model).urls.resolve((0,links/* decodeSafe */.oG)(url.replace(/\?.*$/, ''))));
}
/** The heading (or element with an `id`) of a page that a fragment names. */
function headingRange(model, rel, fragment) {
    const x = model.content?.get(rel)?.extract;
    if (x?.kind !== 'mdx')
        return undefined;
    const wanted = (0,model_anchors/* cleanId */.F$)((0,links/* decodeSafe */.oG)(fragment)).toLowerCase();
    const h = x.headings.find((h) => (h.id !== undefined ? (0,model_anchors/* cleanId */.F$)(h.id) : (0,model_anchors/* headingId */.Cg)(h.text)).toLowerCase() === wanted);
    const r = h?.range ?? x.ids.find((i) => i.id.toLowerCase() === wanted)?.range;
    return r ? toLspRange({ start: { line: r[0], column: r[1] }, end: { line: r[2], column: r[3] } }) : undefined;
}
/** Every page path a navigation entry may name. */
function pagePaths(model) {
    return model.files.pageFiles
        .filter((rel) => !(0,files/* isDefaultIgnored */.GU)(rel) && !rel.startsWith('snippets/'))
        .map(files/* pagePathOf */.KQ)
        .sort();
}
function rangeOf(source, from, to) {
    return { start: toLspPosition(source.position(from)), end: toLspPosition(source.position(to)) };
}
function escapeMd(s) {
    return s.replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`);
}

// EXTERNAL MODULE: ./src/engine/causes.ts
var causes = __webpack_require__(52048);
// EXTERNAL MODULE: ./src/engine/engine.ts + 11 modules
var engine = __webpack_require__(79262);
// EXTERNAL MODULE: ./src/rules/index.ts + 92 modules
var rules = __webpack_require__(89767);
;// CONCATENATED MODULE: ./src/lsp/roots.ts




/**
 * The rules whose findings are right only once every page and document is read, left out of the open files' check
 * (which parses those files alone and validates no document): a suppression or directive is unused only if no
 * finding of the whole site is one it silences, a page unreachable only if no page links to it.
 */
const WHOLE_SITE = new Set([...rules.RULES.filter((r) => r.readsFiltering).map((r) => r.meta.id), 'page-unreachable']);
/**
 * One docs root of the workspace and its check. The full check starts in the background; until it is done, the open
 * documents are checked alone (the site resolved, only they parsed), so that the editor has their findings at once:
 * those that the full check will make too, not those of the rules that judge the whole site. Changes are gathered
 * and applied one batch at a time.
 */
class DocsRoot {
    root;
    host;
    check;
    starting;
    few;
    /** Checks of the open files asked for so far: only the latest runs and publishes. */
    fewTurn = 0;
    /** The check of the open files running, and those queued after it. */
    fewRunning;
    /** The findings of the open files' check that the full check will make too. */
    fewDiagnostics = [];
    pending = new Set();
    timer;
    running;
    waiters = [];
    lastProblem;
    closed = false;
    constructor(
    /** The absolute docs root. */
    root, host) {
        this.root = root;
        this.host = host;
    }
    /** Whether a file lies in this root. */
    holds(file) {
        return file === this.root || file.startsWith(this.root + (external_node_path_default()).sep);
    }
    /** Whether the full check is done (then it stays up to date). */
    get ready() {
        return this.check !== undefined;
    }
    /** The model to answer requests from: the full check's, else the few open files', else none yet. */
    get model() {
        return this.check?.site ?? this.few?.model;
    }
    /** The latest findings. */
    get diagnostics() {
        // An editor shows each finding in its own file: the findings a root cause lists are put back on their own.
        return (0,causes/* unfoldCauses */.d)(this.check?.result.diagnostics ?? this.fewDiagnostics);
    }
    /** Starts the full check in the background (once). */
    start() {
        if (this.starting || this.closed)
            return;
        const host = this.host;
        this.starting = engine/* Engine */.N$.start({
            dir: this.root,
            cwd: host.cwd,
            fs: host.fs,
            configPath: host.configPath,
            fetchRemote: host.fetchRemote,
            contentWorker: host.contentWorker,
            lintWorker: host.lintWorker,
            parallelism: host.parallelism,
        }).then((check) => {
            if (this.closed)
                return void check.close();
            this.check = check;
            this.few = undefined;
            this.fewDiagnostics = [];
            this.lastProblem = undefined;
            host.publish(this, (0,causes/* unfoldCauses */.d)(check.result.diagnostics), []);
            // What changed while the check started is applied now.
            if (this.pending.size > 0)
                this.schedule(0);
            else
                this.wake();
        }, (e) => {
            this.starting = undefined;
            this.report(e);
            this.wake();
        });
    }
    /**
     * Checks the open files of this root alone, for their findings before the full check is done; does nothing once
     * it is. One such check runs at a time (each may hold a page worker), the next after it: only the latest publishes.
     */
    checkOpenFiles() {
        const turn = ++this.fewTurn;
        this.fewRunning = (this.fewRunning ?? Promise.resolve()).then(() => this.checkFewNow(turn));
        return this.fewRunning;
    }
    async checkFewNow(turn) {
        if (turn !== this.fewTurn || this.check || this.closed)
            return;
        const rels = this.host
            .openFiles()
            .filter((f) => this.holds(f))
            .map((f) => external_node_path_default().relative(this.root, f).split((external_node_path_default()).sep).join('/'));
        const { cwd, fs, configPath, contentWorker, parallelism } = this.host;
        try {
            const few = await (0,engine/* checkFew */.jM)({ dir: this.root, cwd, fs, configPath, contentWorker, parallelism }, rels);
            if (turn !== this.fewTurn || this.check || this.closed)
                return;
            this.few = few;
            this.fewDiagnostics = (0,causes/* unfoldCauses */.d)(few.diagnostics).filter((d) => !WHOLE_SITE.has(d.rule));
            this.host.publish(this, this.fewDiagnostics, []);
        }
        catch (e) {
            if (turn === this.fewTurn)
                this.report(e);
        }
    }
    /** Notes a changed file; the check runs after `delay` ms without another change. */
    changed(file, delay) {
        this.pending.add(file);
        this.schedule(delay);
    }
    schedule(delay) {
        clearTimeout(this.timer);
        this.timer = setTimeout(() => void this.flush(), delay);
    }
    /** Applies the changes gathered so far (after the one running, if any). */
    async flush() {
        this.timer = undefined;
        if (this.closed)
            return;
        if (!this.check) {
            // Until the full check is done, the open files are checked alone; the changes are applied to it after.
            // The full check starts once the open files are checked: the two do not parse the same pages at once.
            await this.checkOpenFiles();
            this.start();
            return;
        }
        if (this.running) {
            await this.running;
            return this.flush();
        }
        const files = [...this.pending];
        this.pending.clear();
        if (files.length === 0)
            return this.wake();
        let done;
        this.running = new Promise((resolve) => (done = resolve));
        try {
            const u = await this.check.update(files);
            this.lastProblem = undefined;
            this.host.publish(this, (0,causes/* unfoldCauses */.d)(u.result.diagnostics), files);
        }
        catch (e) {
            this.report(e);
        }
        finally {
            this.running = undefined;
            done();
        }
        if (this.pending.size > 0 && this.timer === undefined)
            return this.flush();
        if (this.pending.size === 0)
            this.wake();
    }
    /** Resolves once no change waits to be applied (and the full check has started or failed). */
    async settled() {
        if (this.check && this.pending.size === 0 && !this.running && this.timer === undefined)
            return;
        if (!this.check && !this.starting)
            return;
        await new Promise((resolve) => this.waiters.push(resolve));
    }
    wake() {
        for (const w of this.waiters.splice(0))
            w();
    }
    report(e) {
        const message = e instanceof Error ? e.message.split('\n')[0] : String(e);
        if (message === this.lastProblem)
            return;
        this.lastProblem = message;
        this.host.problem(this, message);
    }
    /** Stops the check's workers. */
    async close() {
        this.closed = true;
        clearTimeout(this.timer);
        this.wake();
        await this.check?.close();
    }
}

// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/fix/move.ts
var move = __webpack_require__(866);
;// CONCATENATED MODULE: ./src/lsp/rename.ts
// Moving pages from the editor: renaming a page path of docs.json (`textDocument/rename`), and the edits that follow
// a file or folder the editor moves (`workspace/willRenameFiles`). Both are `navlint mv`'s plan as a workspace edit.






/** The page entry or group root of docs.json (or a file it includes) at a position: what a rename renames. */
function pageEntryAt(model, file, at) {
    return (0,pages/* pageRefs */.yk)(model).find((r) => r.via !== 'href' && r.span.file === file && within(at, r.span));
}
/** The range of a page entry's text, inside its quotes, and the text: what the editor offers to change. */
function prepareRename(model, file, at) {
    const ref = pageEntryAt(model, file, at);
    if (!ref)
        return null;
    const range = toLspRange(ref.span);
    // A JSON string's span holds its quotes.
    return {
        range: {
            start: { line: range.start.line, character: range.start.character + 1 },
            end: { line: range.end.line, character: range.end.character - 1 },
        },
        placeholder: ref.raw,
    };
}
/**
 * The workspace edit that renames the page at a position to `newName` (a page path, as docs.json writes it): every
 * reference rewritten, a redirect added, and the file moved. Throws `MoveRefused` when the move cannot be made.
 */
function renamePage(model, file, at, newName) {
    const ref = pageEntryAt(model, file, at);
    if (!ref)
        return null;
    const to = (0,files/* normalizePagePath */.iu)(newName.replace(/\.mdx?$/i, ''));
    const plan = (0,move.planMove)(model, ref.path, to, (0,move.takenOn)(model.fs, model.root));
    return workspaceEdit(model.root, plan, true);
}
/**
 * The edits that follow moving a file or folder from `from` to `to` (absolute paths): undefined when navlint has
 * nothing to say of it (outside the root, not part of the site); throws `MoveRefused` for a move it would refuse.
 */
function editsForMove(model, from, to) {
    if (!(0,files/* isInside */.FK)(model.root, from) || !(0,files/* isInside */.FK)(model.root, to))
        return undefined;
    const rel = (p) => (0,paths.toPosix)(external_node_path_default().relative(model.root, p));
    let plan;
    try {
        plan = (0,move.planMove)(model, rel(from), rel(to), (0,move.takenOn)(model.fs, model.root));
    }
    catch (e) {
        if (e instanceof move.MoveRefused && /is not (a page|part of the site)/.test(e.message))
            return undefined;
        throw e;
    }
    return workspaceEdit(model.root, plan, false);
}
/** A plan as a workspace edit: the text edits by file, then (when asked) the move itself. */
function workspaceEdit(root, plan, move) {
    const byFile = new Map();
    for (const fix of plan.fixes) {
        const list = byFile.get(fix.file) ?? [];
        for (const e of fix.edits)
            list.push({ range: toLspRange(e.range), newText: e.text });
        byFile.set(fix.file, list);
    }
    if (!move)
        return { changes: Object.fromEntries([...byFile].map(([f, edits]) => [uriOf(f), edits])) };
    return {
        documentChanges: [
            ...[...byFile].map(([f, edits]) => ({ textDocument: { uri: uriOf(f), version: null }, edits })),
            { kind: 'rename', oldUri: uriOf(external_node_path_default().join(root, plan.from)), newUri: uriOf(external_node_path_default().join(root, plan.to)) },
        ],
    };
}

;// CONCATENATED MODULE: ./src/lsp/server.ts

// A namespace import: the bundler and Node agree on what it holds (the package marks itself as an ES module).












const DEFAULTS = { debounce: 200, fetchRemote: false };
/** Folders below a workspace folder searched for docs roots. */
const SEARCH_DEPTH = 3;
/** Folders never searched for docs roots. */
const SKIPPED = new Set(['node_modules', '.git']);
/** How long a request waits for a full check that is still starting before it is answered from the open files. */
const COLD_WAIT_MS = 1000;
/** A root whose documents stay closed starts its full check after this long anyway. */
const IDLE_START_MS = 1000;
/**
 * Runs the language server on the given streams until the editor ends it: diagnostics of every docs root in the
 * workspace, pushed when a document opens, changes (after a pause) and is saved, and when a file changes on disk;
 * code actions from each finding's fix and suggestions; definitions, hovers, completions and document links.
 */
async function runLanguageServer(options) {
    // The open files are checked on this thread (`checkFew`) until the full check is done: they need the page parser.
    await (0,pool/* loadParser */.qd)();
    return new LanguageServer(options).listen();
}
/** One editor's session: the open documents over the files on disk, the docs roots found, and what was published. */
class LanguageServer {
    options;
    connection;
    documents = new node.TextDocuments(main/* TextDocument */.V);
    overlay;
    roots = [];
    watchers = [];
    published = new Map();
    /** Documents just opened, whose first change notification repeats the opening. */
    opening = new Set();
    host;
    settings = DEFAULTS;
    clientWatches = false;
    foldersChange = false;
    folders = [];
    constructor(options) {
        this.options = options;
        this.connection = node.createConnection(node.ProposedFeatures.all, options.input, options.output);
        this.overlay = new overlay_fs/* OverlayFileSystem */.u(options.fs);
        this.host = this.createHost();
    }
    /** Listens to the editor; resolves with the exit code when it ends the session. */
    listen() {
        const { connection, documents } = this;
        connection.onInitialize((params) => this.initialize(params));
        connection.onInitialized(() => this.initialized());
        connection.onDidChangeConfiguration((params) => {
            const navlint = params.settings?.navlint;
            if (navlint !== undefined)
                this.settings = readSettings(navlint);
        });
        this.followDocuments();
        this.serveRequests();
        this.serveRenames();
        connection.onShutdown(async () => {
            for (const w of this.watchers.splice(0))
                w.close();
            await Promise.all(this.roots.map((r) => r.close()));
        });
        documents.listen(connection);
        connection.listen();
        return new Promise((resolve) => connection.onExit(() => resolve(0)));
    }
    /** What the docs roots are given: the overlay, the settings, the threads, and where to publish and complain. */
    createHost() {
        const { options } = this;
        // Getters: a root reads the settings of the moment, which the editor may change.
        const current = () => ({ settings: this.settings, folders: this.folders });
        return {
            cwd: options.cwd,
            fs: this.overlay,
            get configPath() {
                const { settings, folders } = current();
                return settings.config !== undefined && folders[0] ? external_node_path_default().resolve(folders[0], settings.config) : undefined;
            },
            get fetchRemote() {
                return current().settings.fetchRemote;
            },
            ...(options.contentWorker ? { contentWorker: options.contentWorker } : {}),
            ...(options.lintWorker ? { lintWorker: options.lintWorker } : {}),
            ...(options.parallelism !== undefined ? { parallelism: options.parallelism } : {}),
            openFiles: () => this.documents.keys().flatMap((uri) => fileOf(uri) ?? []),
            publish: (root, diagnostics, changed) => this.publish(root, diagnostics, changed),
            problem: (root, message) => {
                this.connection.console.warn(`${root.root}: ${message}`);
                void this.connection.window.showWarningMessage(`navlint: ${message}`);
            },
        };
    }
    /**
     * Sends a root's diagnostics for the files whose list changed since the last time, and for the files `changed`.
     * Once the root's full check is done, an open document is sent its list even when empty (the first time, and when
     * it changes), so that the editor can tell a clean document from one not checked yet; before then, an empty list
     * is sent only to take back what was sent (the open files' check cannot say that a page is clean: that no page
     * links to it, say, is known only once every page is read).
     */
    publish(root, diagnostics, changed) {
        const byUri = new Map();
        for (const d of diagnostics) {
            const uri = uriOf(d.span.file);
            const list = byUri.get(uri);
            if (list)
                list.push(d);
            else
                byUri.set(uri, [d]);
        }
        const before = this.published.get(root) ?? new Map();
        const after = new Map();
        const forced = new Set(changed.map(uriOf));
        const open = new Set(root.ready
            ? this.host
                .openFiles()
                .filter((f) => this.knownRoot(f) === root)
                .map(uriOf)
            : []);
        for (const uri of new Set([...before.keys(), ...byUri.keys(), ...forced, ...open])) {
            const list = (byUri.get(uri) ?? []).map(toLspDiagnostic);
            const key = JSON.stringify(list);
            // What an open document was last sent is kept even when empty: it is not sent again unless it changes.
            if (list.length > 0 || open.has(uri))
                after.set(uri, key);
            if (before.get(uri) === key && !forced.has(uri))
                continue;
            if (!before.has(uri) && list.length === 0 && !forced.has(uri) && !open.has(uri))
                continue;
            void this.connection.sendDiagnostics({ uri, diagnostics: list });
        }
        this.published.set(root, after);
    }
    /** The deepest known docs root that holds a file. */
    knownRoot(file) {
        return this.roots.filter((r) => r.holds(file)).sort((a, b) => b.root.length - a.root.length)[0];
    }
    /** The docs root of a file: the deepest known one that holds it, else the one found above it. */
    rootFor(file) {
        const known = this.knownRoot(file);
        if (known)
            return known;
        let dir;
        try {
            dir = (0,docs_root.findDocsRoot)(external_node_path_default().dirname(file), this.options.cwd, this.overlay);
        }
        catch {
            return undefined;
        }
        return this.addRoot(dir);
    }
    /** The docs root of a folder, watched and started after a pause when it is new. */
    addRoot(dir) {
        const existing = this.roots.find((r) => r.root === dir);
        if (existing)
            return existing;
        const root = new DocsRoot(dir, this.host);
        this.roots.push(root);
        if (!this.clientWatches) {
            try {
                this.watchers.push((0,watch/* watchTree */.O)(dir, (rel) => root.changed(external_node_path_default().join(dir, rel), this.settings.debounce)));
            }
            catch {
                // Without a watcher, changes made outside the editor are seen when a document is saved.
            }
        }
        setTimeout(() => root.start(), IDLE_START_MS).unref();
        return root;
    }
    /** Reads the settings, the workspace folders and what the client can do; returns the server's capabilities. */
    initialize(params) {
        this.settings = readSettings(params.initializationOptions);
        const given = params.workspaceFolders ?? [];
        let folders = given.flatMap((f) => fileOf(f.uri) ?? []);
        if (folders.length === 0 && params.rootUri)
            folders = [fileOf(params.rootUri) ?? []].flat();
        if (folders.length === 0)
            folders = this.options.dirs.map((d) => external_node_path_default().resolve(this.options.cwd, d));
        this.folders = folders;
        this.clientWatches = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
        this.foldersChange = params.capabilities.workspace?.workspaceFolders === true;
        return {
            capabilities: {
                textDocumentSync: {
                    openClose: true,
                    change: node.TextDocumentSyncKind.Incremental,
                    save: { includeText: false },
                },
                definitionProvider: true,
                hoverProvider: true,
                completionProvider: { triggerCharacters: ['"', '/', '(', '#'] },
                documentLinkProvider: { resolveProvider: false },
                codeActionProvider: { codeActionKinds: [node.CodeActionKind.QuickFix] },
                renameProvider: { prepareProvider: true },
                workspace: {
                    workspaceFolders: { supported: true, changeNotifications: true },
                    // Pages, snippets, images and folders: what is not part of a site gets no edits.
                    fileOperations: { willRename: { filters: [{ scheme: 'file', pattern: { glob: '**/*' } }] } },
                },
            },
            serverInfo: { name: 'navlint', version: version/* VERSION */.x },
        };
    }
    /** Asks the client to report file changes, and adds the docs roots of the workspace folders, now and as they come. */
    initialized() {
        const { connection, overlay } = this;
        if (this.clientWatches)
            void connection.client.register(node.DidChangeWatchedFilesNotification.type, {
                watchers: [{ globPattern: '**/*' }],
            });
        for (const folder of this.folders)
            for (const dir of docsRootsIn(overlay, folder))
                this.addRoot(dir);
        if (this.foldersChange)
            connection.workspace.onDidChangeWorkspaceFolders((e) => {
                for (const f of e.added) {
                    const dir = fileOf(f.uri);
                    if (dir)
                        for (const d of docsRootsIn(overlay, dir))
                            this.addRoot(d);
                }
            });
    }
    /** Keeps the overlay equal to the open documents, and tells their roots what changed, in the editor or on disk. */
    followDocuments() {
        const { documents, overlay, opening } = this;
        documents.onDidOpen((e) => {
            const file = fileOf(e.document.uri);
            if (!file)
                return;
            opening.add(e.document.uri);
            overlay.set(file, e.document.getText());
            const root = this.rootFor(file);
            if (!root)
                return;
            if (root.ready)
                root.changed(file, 0);
            else {
                // The full check starts once the open files are checked: the two do not parse the same pages at once.
                void root.checkOpenFiles().then(() => root.start());
            }
        });
        documents.onDidChangeContent((e) => {
            // Told on opening too: that was handled above.
            if (opening.delete(e.document.uri))
                return;
            const file = fileOf(e.document.uri);
            if (!file)
                return;
            overlay.set(file, e.document.getText());
            this.rootFor(file)?.changed(file, this.settings.debounce);
        });
        documents.onDidSave((e) => {
            const file = fileOf(e.document.uri);
            if (file)
                this.rootFor(file)?.changed(file, 0);
        });
        documents.onDidClose((e) => {
            opening.delete(e.document.uri);
            const file = fileOf(e.document.uri);
            if (!file)
                return;
            // The file on disk is what the site is built from once the editor lets it go.
            overlay.delete(file);
            this.rootFor(file)?.changed(file, 0);
        });
        this.connection.onDidChangeWatchedFiles((params) => {
            for (const change of params.changes) {
                const file = fileOf(change.uri);
                if (file)
                    this.rootFor(file)?.changed(file, this.settings.debounce);
            }
        });
    }
    /** Answers definitions, hovers, completions, document links and code actions. */
    serveRequests() {
        const { connection } = this;
        const textOf = (file) => this.textOf(file);
        connection.onDefinition((p, token) => this.answer(p.textDocument.uri, token, (m, file) => definition(m, file, fromLspPosition(p.position))));
        connection.onHover((p, token) => this.answer(p.textDocument.uri, token, (m, file) => hover(m, file, fromLspPosition(p.position)) ?? null));
        connection.onCompletion((p, token) => this.answer(p.textDocument.uri, token, (m, file) => completion(m, file, textOf(file) ?? '', fromLspPosition(p.position))));
        connection.onDocumentLinks((p, token) => this.answer(p.textDocument.uri, token, (m, file) => documentLinks(m, file)));
        connection.onCodeAction((p, token) => this.answer(p.textDocument.uri, token, (_m, file, root) => codeActions(root.diagnostics.filter((d) => d.span.file === file), { start: fromLspPosition(p.range.start), end: fromLspPosition(p.range.end) }, textOf)));
    }
    /** Renames a page path of docs.json, and rewrites what names a file or folder the editor moves. */
    serveRenames() {
        const { connection } = this;
        connection.onPrepareRename((p, token) => this.answer(p.textDocument.uri, token, (m, file) => prepareRename(m, file, fromLspPosition(p.position))));
        connection.onRenameRequest((p, token) => this.answer(p.textDocument.uri, token, (m, file) => refusedAsError(() => renamePage(m, file, fromLspPosition(p.position), p.newName))));
        connection.workspace.onWillRenameFiles(async (p, token) => {
            const changes = {};
            for (const f of p.files) {
                const to = fileOf(f.newUri);
                const edit = await this.answer(f.oldUri, token, (m, file) => to ? refusedAsError(() => editsForMove(m, file, to) ?? null) : null);
                // The editor moves the file whatever navlint says: a move navlint refuses gets no edits, and a warning.
                if (edit instanceof node.ResponseError) {
                    void connection.window.showWarningMessage(`navlint: references left as they are: ${edit.message}`);
                    continue;
                }
                for (const [uri, edits] of Object.entries(edit?.changes ?? {}))
                    (changes[uri] ??= []).push(...edits);
            }
            return Object.keys(changes).length > 0 ? { changes } : null;
        });
    }
    /** Answers from the model of a file's root, once the changes made so far are checked (never waiting on a cold start). */
    async answer(uri, token, work) {
        const file = fileOf(uri);
        const root = file ? this.rootFor(file) : undefined;
        if (!file || !root)
            return null;
        // A full check that is about to be done is worth a short wait; a long one is not (the open files' model serves).
        if (!root.ready)
            await Promise.race([root.settled(), new Promise((r) => setTimeout(r, COLD_WAIT_MS))]);
        if (root.ready)
            await root.settled();
        else if (!root.model)
            await root.checkOpenFiles();
        if (token.isCancellationRequested)
            return new node.ResponseError(node.LSPErrorCodes.RequestCancelled, 'the request was cancelled');
        const model = root.model;
        return model ? work(model, file, root) : null;
    }
    /** A file's text as the editor has it (open documents) or as it is on disk; undefined when it cannot be read. */
    textOf(file) {
        try {
            return this.overlay.readFileSync(file, 'utf8');
        }
        catch {
            return undefined;
        }
    }
}
/** The settings given, each checked, the defaults for the rest. */
function readSettings(raw) {
    const o = (raw && typeof raw === 'object' ? raw : {});
    const nested = o.navlint && typeof o.navlint === 'object' ? o.navlint : o;
    const debounce = nested.debounce;
    return {
        debounce: typeof debounce === 'number' && Number.isFinite(debounce) && debounce >= 0
            ? Math.min(debounce, 10_000)
            : DEFAULTS.debounce,
        fetchRemote: nested.fetchRemote === true,
        ...(typeof nested.config === 'string' && nested.config !== '' ? { config: nested.config } : {}),
    };
}
/** The docs roots in a folder: the folder itself, or folders below it (a few levels down) that hold docs.json. */
function docsRootsIn(fs, folder) {
    const out = [];
    const visit = (dir, depth) => {
        if (isFile(fs, external_node_path_default().join(dir, 'docs.json'))) {
            out.push(dir);
            return;
        }
        if (depth >= SEARCH_DEPTH)
            return;
        let entries;
        try {
            entries = fs.readdirSync(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1)))
            if (e.isDirectory() && !e.name.startsWith('.') && !SKIPPED.has(e.name))
                visit(external_node_path_default().join(dir, e.name), depth + 1);
    };
    visit(folder, 0);
    return out;
}
function isFile(fs, file) {
    try {
        return fs.statSync(file).isFile();
    }
    catch {
        return false;
    }
}
/** What `work` gives, or the editor's error with the reason when navlint refuses the move. */
function refusedAsError(work) {
    try {
        return work();
    }
    catch (e) {
        if (e instanceof move.MoveRefused)
            return new node.ResponseError(node.ErrorCodes.InvalidRequest, e.message);
        throw e;
    }
}


/***/ }),

/***/ 71307:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ watchTree),
/* harmony export */   g: () => (/* binding */ TreeFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



/** Folders whose changes never change the site (and that change often). */
const SKIPPED = new Set(['node_modules', '.git']);
/** Most entries a poll looks at: beyond that, changes deeper in the tree go unseen. */
const MAX_POLLED_ENTRIES = 200_000;
/**
 * Watches every file under `root` (but `.git` and `node_modules`) and calls `onChange` with the changed path,
 * relative to the root. Uses `fs.watch` with `recursive` on macOS and Windows, and one `fs.watch` per folder on
 * Linux (where Node's recursive watch follows each file, and so loses a file that an editor saves by writing
 * another and renaming it over the first); where that is not available or fails later (too many watches), it polls
 * the tree's modification times instead.
 */
function watchTree(root, onChange, options = {}) {
    const extra = (options.extraFiles ?? []).map((file) => {
        const listener = (cur, prev) => {
            if (cur.mtimeMs !== prev.mtimeMs || cur.size !== prev.size)
                onChange(file);
        };
        node_fs__WEBPACK_IMPORTED_MODULE_0___default().watchFile(file, { interval: options.pollMs ?? 500 }, listener);
        return () => node_fs__WEBPACK_IMPORTED_MODULE_0___default().unwatchFile(file, listener);
    });
    let inner;
    const startPolling = () => {
        inner = pollTree(root, onChange, options.pollMs ?? 1000);
    };
    if (options.poll)
        startPolling();
    else if (options.perFolder ?? node_os__WEBPACK_IMPORTED_MODULE_1___default().platform() === 'linux') {
        try {
            inner = watchFolders(root, onChange, () => {
                if (inner?.mode === 'events') {
                    inner.close();
                    startPolling();
                }
            });
        }
        catch {
            startPolling();
        }
    }
    else {
        try {
            const watcher = node_fs__WEBPACK_IMPORTED_MODULE_0___default().watch(root, { recursive: true }, (_event, name) => {
                const rel = name === null ? '' : String(name).split((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)).join('/');
                if (rel.split('/').some((part) => SKIPPED.has(part)))
                    return;
                onChange(rel);
            });
            watcher.on('error', () => {
                watcher.close();
                if (inner?.mode === 'events')
                    startPolling();
            });
            inner = { mode: 'events', close: () => watcher.close() };
        }
        catch {
            startPolling();
        }
    }
    return {
        get mode() {
            return inner.mode;
        },
        close() {
            inner?.close();
            for (const stop of extra)
                stop();
        },
    };
}
/** Most folders watched one by one: beyond that, the tree is polled instead. */
const MAX_WATCHED_FOLDERS = 20_000;
/**
 * Watches each folder of the tree (non-recursive watches see a file replaced by a rename, and every change to it
 * after); folders that appear are watched as they come. `failed` is called when a watch cannot be kept.
 */
function watchFolders(root, onChange, failed) {
    const watchers = new Map();
    let closed = false;
    const watch = (rel) => {
        if (closed || watchers.has(rel))
            return;
        if (watchers.size >= MAX_WATCHED_FOLDERS)
            throw new Error('too many folders to watch one by one');
        const w = node_fs__WEBPACK_IMPORTED_MODULE_0___default().watch(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, rel), (_event, name) => {
            const child = name === null ? rel : rel ? `${rel}/${String(name)}` : String(name);
            if (child.split('/').some((part) => SKIPPED.has(part)))
                return;
            let isDir = false;
            try {
                isDir = node_fs__WEBPACK_IMPORTED_MODULE_0___default().lstatSync(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, child)).isDirectory();
            }
            catch {
                isDir = false;
            }
            if (isDir && !watchers.has(child)) {
                try {
                    tree(child);
                }
                catch {
                    failed();
                }
            }
            onChange(child);
        });
        w.on('error', () => {
            w.close();
            watchers.delete(rel);
            // The root itself gone or a watch refused: the tree is polled instead.
            if (rel === '' || node_fs__WEBPACK_IMPORTED_MODULE_0___default().existsSync(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, rel)))
                failed();
        });
        watchers.set(rel, w);
    };
    const tree = (rel) => {
        watch(rel);
        let entries;
        try {
            entries = node_fs__WEBPACK_IMPORTED_MODULE_0___default().readdirSync(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, rel), { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const e of entries)
            if (e.isDirectory() && !SKIPPED.has(e.name))
                tree(rel ? `${rel}/${e.name}` : e.name);
    };
    const close = () => {
        closed = true;
        for (const w of watchers.values())
            w.close();
        watchers.clear();
    };
    try {
        tree('');
    }
    catch (e) {
        close();
        throw e;
    }
    return { mode: 'events', close };
}
/**
 * What a batch of changes means for the site. Editors and `sed -i` save a file by writing a temporary one beside it
 * and renaming that over it, so the watch names both. Read once the batch is quiet, a name that exists is a change
 * to it; a name that existed (in the tree when the watch began, or seen since) and is gone is a deletion; a name that
 * neither exists nor existed is a temporary file, gone already, and is left out.
 */
class TreeFiles {
    root;
    known;
    constructor(root) {
        this.root = root;
        this.known = treeNames(root);
    }
    /** The changed paths (relative to the root, or absolute for files outside it) that name what the site holds or held. */
    settle(changed) {
        const out = [];
        for (const rel of new Set(changed)) {
            // The root itself (a change without a name) and files watched outside it are always what they say.
            if (rel === '' || node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(rel))
                out.push(rel);
            else if (exists(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(this.root, rel))) {
                this.known.add(rel);
                out.push(rel);
            }
            else if (this.known.delete(rel))
                out.push(rel);
        }
        return out;
    }
}
function exists(file) {
    try {
        node_fs__WEBPACK_IMPORTED_MODULE_0___default().lstatSync(file);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * Walks the files and folders under the root (but `.git` and `node_modules`, symbolic links not followed), calling
 * `take` with each one's relative path: what it takes counts towards the entries a poll looks at, and a folder it
 * takes is walked in turn.
 */
function walkTree(root, take) {
    let taken = 0;
    const todo = [''];
    while (todo.length > 0 && taken < MAX_POLLED_ENTRIES) {
        const rel = todo.pop();
        let entries;
        try {
            entries = node_fs__WEBPACK_IMPORTED_MODULE_0___default().readdirSync(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, rel), { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const entry of entries) {
            if (SKIPPED.has(entry.name))
                continue;
            const child = rel ? `${rel}/${entry.name}` : entry.name;
            if (!take(child))
                continue;
            taken++;
            if (entry.isDirectory())
                todo.push(child);
        }
    }
}
/** The relative paths of the files and folders under the root (but `.git` and `node_modules`), as far as a poll looks. */
function treeNames(root) {
    const out = new Set();
    walkTree(root, (rel) => {
        out.add(rel);
        return true;
    });
    return out;
}
function pollTree(root, onChange, intervalMs) {
    let last = snapshot(root);
    const timer = setInterval(() => {
        const now = snapshot(root);
        const files = [];
        const folders = [];
        for (const [rel, sig] of now)
            if (last.get(rel) !== sig)
                (sig.endsWith(':d') ? folders : files).push(rel);
        for (const [rel, sig] of last)
            if (!now.has(rel))
                (sig.endsWith(':d') ? folders : files).push(rel);
        last = now;
        // A new or removed file also changes its folder's time: the files are what changed.
        for (const rel of files.length > 0 ? files : folders)
            onChange(rel);
    }, intervalMs);
    return { mode: 'poll', close: () => clearInterval(timer) };
}
/** Each file and folder under the root (symbolic links not followed) with its modification time and size. */
function snapshot(root) {
    const out = new Map();
    walkTree(root, (rel) => {
        try {
            const st = node_fs__WEBPACK_IMPORTED_MODULE_0___default().lstatSync(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, rel));
            out.set(rel, `${st.mtimeMs}:${st.size}:${st.isDirectory() ? 'd' : 'f'}`);
            return true;
        }
        catch {
            return false;
        }
    });
    return out;
}


/***/ })

};
