export const id = 336;
export const ids = [336];
export const modules = {

/***/ 56938:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ IncrementalCheck),
/* harmony export */   j: () => (/* binding */ checkFew)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _content_kind_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(93767);
/* harmony import */ var _content_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43169);
/* harmony import */ var _content_pool_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9564);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56107);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(72986);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(62515);
/* harmony import */ var _model_content_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(50764);
/* harmony import */ var _model_frontmatter_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(85959);
/* harmony import */ var _model_links_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(84096);
/* harmony import */ var _openapi_asyncapi_validate_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(26017);
/* harmony import */ var _openapi_remote_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(57072);
/* harmony import */ var _openapi_validate_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(70644);













/**
 * A check that stays up to date: after the first, full run it is told which files changed and does only what they
 * affect. A changed page or snippet is parsed again; the links resolved again are those of the files whose findings
 * may change (the file itself, the pages that show it, the snippets it shows, and the files whose `#fragment` links
 * look into any of them); the rules that read content run again over that, the others keep their findings. A change
 * to docs.json (or to the set of files, a page's metadata, an API document) resolves the site again, reusing every
 * page extract and every validation of an unchanged document.
 */
class IncrementalCheck {
    options;
    model;
    findings = new Map();
    extracts = new Map();
    variables = '';
    remote;
    specs = new Map();
    asyncs = new Map();
    linter;
    /** The snippets each file shows (found files only), by root-relative path. */
    edges = new Map();
    /** The files that show each snippet, before and after the last change of content. */
    shownBy = new Map();
    /** The latest result. */
    result;
    constructor(options) {
        this.options = options;
        this.linter = new _openapi_validate_js__WEBPACK_IMPORTED_MODULE_10__.SpecLinter(options.lintWorker);
    }
    /** Runs the first, full check (pages parsed in worker threads when there are many). */
    static async start(options) {
        const check = new IncrementalCheck(options);
        try {
            if (options.fetchRemote)
                check.remote = await fetchAll(options);
            // Changed pages are parsed on this thread, whoever parses the first time.
            await (0,_content_pool_js__WEBPACK_IMPORTED_MODULE_2__/* .loadParser */ .qd)();
            await check.rebuild(undefined);
        }
        catch (e) {
            await check.close();
            throw e;
        }
        return check;
    }
    /** The absolute docs root. */
    get root() {
        return this.model.root;
    }
    /** The current model (its content parsed). */
    get site() {
        return this.model;
    }
    /** Stops the validation worker, if one was started. */
    async close() {
        await this.linter.close();
    }
    /** Brings the check up to date after changes to the given files (absolute paths; deleted and new ones too). */
    async update(changed) {
        const model = this.model;
        const content = new Set();
        let kind = 'none';
        for (const abs of new Set(changed)) {
            const k = this.classify(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(this.options.cwd, abs), content);
            if (k === 'site')
                kind = 'site';
            else if (k === 'content' && kind !== 'site')
                kind = 'content';
            else if (k === 'rules' && kind === 'none')
                kind = 'rules';
        }
        if (kind === 'site') {
            const parsed = await this.rebuild(new Set([...content]));
            return { result: this.result, kind, parsed };
        }
        if (kind === 'none')
            return { result: this.result, kind, parsed: [] };
        const timing = this.options.timing;
        const parsed = [...content].filter((rel) => this.extracts.has(rel));
        timing?.enter('content');
        const next = await this.withContent(model, parsed);
        timing?.enter('links');
        const before = (0,_model_links_js__WEBPACK_IMPORTED_MODULE_8__/* .linkCheckOf */ .c0)(model);
        const affected = kind === 'content' ? this.affected(model.content, next.content, parsed, before) : new Set();
        const findings = new Map(this.findings);
        if (affected === undefined) {
            (0,_model_links_js__WEBPACK_IMPORTED_MODULE_8__/* .linkCheckOf */ .c0)(next);
            for (const [rule, list] of (0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .runRules */ .xG)(next, (r) => r.readsContent === true, timing))
                findings.set(rule, list);
        }
        else {
            const links = (0,_model_links_js__WEBPACK_IMPORTED_MODULE_8__/* .relinkContent */ .$h)(next, before, affected);
            this.judgeFew(next, links, affected, findings);
        }
        timing?.enter('report');
        this.commit(next, findings);
        timing?.enter(undefined);
        return { result: this.result, kind, parsed };
    }
    /**
     * Runs the rules that read content on the `affected` files only (and on the pages that show them, for the
     * snippets they show), and merges what they find with the earlier findings of the other files; the rule that
     * judges the whole site (a page nothing reaches) runs on all of it.
     */
    judgeFew(model, links, affected, findings) {
        const content = model.content;
        const few = new Set([...affected, ...closure(affected, this.shownBy)]);
        const view = { ...model, content: content.only(few) };
        (0,_model_links_js__WEBPACK_IMPORTED_MODULE_8__/* .shareLinkCheck */ .lm)(view, links, few);
        const timing = this.options.timing;
        const local = (0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .runRules */ .xG)(view, (r) => r.readsContent === true && !WHOLE_SITE.has(r.meta.id), timing);
        const fresh = (file) => {
            const rel = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__.toPosix)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(model.root, file));
            return few.has(rel) || !content.get(rel);
        };
        for (const [rule, list] of local)
            findings.set(rule, [
                ...(findings.get(rule) ?? []).filter((d) => !fresh(d.span.file)),
                ...list.filter((d) => fresh(d.span.file)),
            ]);
        for (const [rule, list] of (0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .runRules */ .xG)(model, (r) => WHOLE_SITE.has(r.meta.id), timing))
            findings.set(rule, list);
    }
    /** Files whose links may resolve differently after `changed` were parsed again; undefined when every file's may. */
    affected(before, after, changed, links) {
        // A page that starts or stops showing `<Update>` entries gains or loses its RSS feed, a URL of the site.
        for (const rel of changed)
            if ([before, after].some((c) => hasUpdates(c.get(rel))))
                return undefined;
        const edges = new Map(this.edges);
        for (const rel of changed) {
            const f = after.get(rel);
            if (f)
                edges.set(rel, (0,_model_links_js__WEBPACK_IMPORTED_MODULE_8__/* .shownFiles */ .bF)(after, f).map((s) => s.rel));
            else
                edges.delete(rel);
        }
        const shows = new Map();
        const shownBy = (this.shownBy = new Map());
        for (const graph of [this.edges, edges])
            for (const [from, list] of graph)
                for (const to of list) {
                    add(shows, from, to);
                    add(shownBy, to, from);
                }
        this.edges = edges;
        const seen = new Set(changed);
        // The pages that show a changed file have other IDs now; the snippets it shows are read against its URL.
        const showing = closure(changed, shownBy);
        const shown = closure(changed, shows);
        for (const rel of [...showing, ...shown])
            seen.add(rel);
        for (const l of links.links)
            if (l.from && l.anchorsIn !== undefined && (showing.has(l.anchorsIn) || seen.has(l.anchorsIn)))
                seen.add(l.from.rel);
        return seen;
    }
    /** What kind of update a changed file asks for; content files to parse again are added to `content`. */
    classify(abs, content) {
        const model = this.model;
        const { fs } = this.options;
        if (abs === model.configFile || model.config.sources.has(abs) || abs === model.rc?.file)
            return 'site';
        const rel = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__.toPosix)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(model.root, abs));
        if (rel === '' || rel.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(rel))
            return 'none';
        if (rel.split('/').some((part) => part === '.git' || part === 'node_modules'))
            return 'none';
        if (rel === '.mintignore' || rel === '.navlintrc.json')
            return 'site';
        let kind = 'none';
        try {
            const st = fs.statSync(abs);
            kind = st.isFile() ? 'file' : st.isDirectory() ? 'dir' : 'none';
        }
        catch {
            kind = 'none';
        }
        const files = model.files;
        const known = files.files.has(rel);
        // A file or folder that comes or goes changes what the site holds.
        if (kind === 'dir')
            return files.dirs.has(rel) ? 'none' : 'site';
        if (kind === 'none')
            return known || files.dirs.has(rel) ? 'site' : 'none';
        if (!known)
            return 'site';
        if (/\.(json|ya?ml)$/i.test(rel))
            return 'site';
        if (!(0,_content_kind_js__WEBPACK_IMPORTED_MODULE_11__/* .contentKind */ .u)(rel) || !this.extracts.has(rel))
            return 'rules';
        content.add(rel);
        const meta = model.openapi?.pageMeta.get(rel);
        if (meta || files.pageFiles.includes(rel)) {
            let head;
            try {
                head = (0,_model_frontmatter_js__WEBPACK_IMPORTED_MODULE_7__/* .readPageHead */ .qq)(fs, abs);
            }
            catch {
                head = undefined;
            }
            // A page's metadata takes part in the navigation model (titles, `openapi:`): the site is resolved again.
            if (!meta || head === undefined || frontmatterOf(head) !== frontmatterOf(meta.source.text))
                return 'site';
        }
        return 'content';
    }
    /** The model with the given files parsed again (the other extracts kept). */
    async withContent(model, changed) {
        const loaded = { extracts: new Map(this.extracts), parsed: 0, reused: 0 };
        for (const rel of changed)
            loaded.extracts.delete(rel);
        const listed = (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .listedButIgnored */ .j)(model);
        await (0,_content_load_js__WEBPACK_IMPORTED_MODULE_1__/* .completeContent */ .J)(this.contentOptions(model, false), loaded, [...changed, ...listed]);
        this.extracts = loaded.extracts;
        const next = { ...model };
        (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .attachContent */ .nz)(next, loaded, listed);
        return next;
    }
    /**
     * How to load content: with the cache the first time; with the page workers always (after the first time, a page
     * goes to one only when it is large enough once expanded to need a worker's bounds).
     */
    contentOptions(model, first) {
        const { contentCache, contentWorker, parallelism } = this.options;
        return (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .contentOptions */ .Eb)(model, first ? { contentCache, contentWorker, parallelism } : { contentWorker, parallelism });
    }
    /**
     * Resolves the site again and runs every rule: page extracts are kept but for `changed` files (and all of them
     * when docs.json's variables changed), validations of documents whose text did not change are kept.
     */
    async rebuild(changed) {
        const options = this.options;
        const model = (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .analyze */ .ns)({ ...options, ...(this.remote ? { remote: this.remote } : {}) });
        const variables = JSON.stringify([...(0,_model_content_js__WEBPACK_IMPORTED_MODULE_6__/* .docsVariables */ .VL)(model.docs)].sort(([a], [b]) => (a < b ? -1 : 1)));
        const first = changed === undefined || variables !== this.variables;
        this.variables = variables;
        const listed = (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .listedButIgnored */ .j)(model);
        let loaded;
        const opts = this.contentOptions(model, first);
        options.timing?.enter('content');
        if (first)
            loaded = await (0,_content_load_js__WEBPACK_IMPORTED_MODULE_1__/* .completeContent */ .J)(opts, await (0,_content_load_js__WEBPACK_IMPORTED_MODULE_1__/* .loadContent */ .K)(opts), listed);
        else {
            loaded = { extracts: new Map(), parsed: 0, reused: 0 };
            for (const rel of [...model.files.contentFiles, ...listed]) {
                const kept = this.extracts.get(rel);
                if (kept && !changed.has(rel))
                    loaded.extracts.set(rel, kept);
            }
            const missing = [...model.files.contentFiles, ...listed].filter((rel) => !loaded.extracts.has(rel));
            await (0,_content_load_js__WEBPACK_IMPORTED_MODULE_1__/* .completeContent */ .J)(opts, loaded, missing);
        }
        this.extracts = loaded.extracts;
        const content = (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .attachContent */ .nz)(model, loaded, listed);
        this.edges = new Map();
        for (const f of content.files) {
            const shown = (0,_model_links_js__WEBPACK_IMPORTED_MODULE_8__/* .shownFiles */ .bF)(content, f);
            if (shown.length > 0)
                this.edges.set(f.rel, shown.map((s) => s.rel));
        }
        options.timing?.enter('links');
        (0,_model_links_js__WEBPACK_IMPORTED_MODULE_8__/* .linkCheckOf */ .c0)(model);
        const findings = (0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .runRules */ .xG)(model, (r) => !r.readsValidation, options.timing);
        await this.validate(model);
        for (const [rule, list] of (0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .runRules */ .xG)(model, (r) => r.readsValidation === true, options.timing))
            findings.set(rule, list);
        this.commit(model, findings);
        return first ? [...loaded.extracts.keys()] : [...(changed ?? [])].filter((rel) => loaded.extracts.has(rel));
    }
    /** Validates the OpenAPI and AsyncAPI documents whose text changed since they were last validated. */
    async validate(model) {
        this.options.timing?.enter('parse specs');
        const oa = model.openapi;
        if (oa) {
            const specs = oa.specs();
            const todo = specs.filter((s) => s.source === undefined || this.specs.get(s.file)?.text !== s.source.text);
            const fresh = todo.length > 0 ? await (0,_openapi_validate_js__WEBPACK_IMPORTED_MODULE_10__/* .validateSpecs */ .lY)(todo, this.linter) : new Map();
            for (const s of todo)
                if (s.source)
                    this.specs.set(s.file, { text: s.source.text, problems: fresh.get(s.file) });
            for (const s of specs) {
                const problems = s.source ? this.specs.get(s.file)?.problems : fresh.get(s.file);
                if (problems)
                    oa.validation.set(s.file, problems);
            }
        }
        const refs = model.references;
        if (refs) {
            const docs = refs.asyncApiDocuments();
            const todo = docs.filter((d) => d.source === undefined || this.asyncs.get(d.file)?.text !== d.source.text);
            const fresh = todo.length > 0 ? await (0,_openapi_asyncapi_validate_js__WEBPACK_IMPORTED_MODULE_12__/* .validateAsyncApiDocs */ .O)(todo) : new Map();
            for (const d of todo)
                if (d.source)
                    this.asyncs.set(d.file, { text: d.source.text, problems: fresh.get(d.file) });
            for (const d of docs) {
                const problems = d.source ? this.asyncs.get(d.file)?.problems : fresh.get(d.file);
                if (problems)
                    refs.validation.set(d.file, problems);
            }
        }
    }
    commit(model, findings) {
        this.model = model;
        this.findings = findings;
        this.result = (0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .conclude */ .Ep)(model, findings, { cwd: this.options.cwd });
    }
}
/**
 * A check of a few files only, for an editor that opens a large site: the site is resolved, but only `rels` (and
 * the snippets they import) are parsed. Findings about those files are those of a full check, but for the ones that
 * need every page (a page no other page links to, a fragment into a page not parsed).
 */
async function checkFew(options, rels) {
    const model = (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .analyze */ .ns)(options);
    const { contentWorker, parallelism } = options;
    const loaded = await (0,_content_load_js__WEBPACK_IMPORTED_MODULE_1__/* .completeContent */ .J)((0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .contentOptions */ .Eb)(model, { contentWorker, parallelism }), { extracts: new Map(), parsed: 0, reused: 0 }, rels.filter((rel) => (0,_content_kind_js__WEBPACK_IMPORTED_MODULE_11__/* .contentKind */ .u)(rel) !== undefined));
    (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .attachContent */ .nz)(model, loaded, []);
    (0,_model_links_js__WEBPACK_IMPORTED_MODULE_8__/* .linkCheckOf */ .c0)(model);
    const findings = (0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .runRules */ .xG)(model, (r) => !r.readsValidation && r.meta.id !== 'page-unreachable');
    const few = new Set(rels.map((rel) => node_path__WEBPACK_IMPORTED_MODULE_0___default().join(model.root, ...rel.split('/'))));
    const result = (0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .conclude */ .Ep)(model, findings, { cwd: options.cwd });
    // What the content rules found in other files depends on pages that were not parsed.
    const reads = new Set(result.rules.filter((r) => r.readsContent).map((r) => r.meta.id));
    result.diagnostics = result.diagnostics.filter((d) => few.has(d.span.file) || !reads.has(d.rule));
    result.summary = (0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .summarize */ .eh)(result.diagnostics);
    return result;
}
/** The frontmatter block at the start of a page's text, or nothing. */
function frontmatterOf(head) {
    if (!/^\uFEFF?---[ \t]*\r?\n/.test(head))
        return '';
    const close = /\r?\n---[ \t]*(\r?\n|$)/.exec(head.slice(3));
    return close ? head.slice(0, 3 + close.index + close[0].length) : head;
}
/** The rules that judge every page together: they run on the whole site after any change. */
const WHOLE_SITE = new Set(['page-unreachable']);
function hasUpdates(f) {
    return f?.extract.kind === 'mdx' && f.extract.jsx.some((j) => j.name === 'Update');
}
function add(map, key, value) {
    const set = map.get(key);
    if (set)
        set.add(value);
    else
        map.set(key, new Set([value]));
}
/** Everything reachable from `start` along `edges` (start itself left out unless reached again). */
function closure(start, edges) {
    const out = new Set();
    const todo = [...start];
    while (todo.length > 0) {
        for (const next of edges.get(todo.pop()) ?? [])
            if (!out.has(next)) {
                out.add(next);
                todo.push(next);
            }
    }
    return out;
}
/** Fetches the remote documents the site names, once. */
async function fetchAll(options) {
    const model = (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .analyze */ .ns)(options);
    const urls = [
        ...(model.openapi?.references ?? []).flatMap((r) => (r.resolution.status === 'remote' ? [r.resolution.url] : [])),
        ...(model.references?.remoteUrls() ?? []),
    ];
    return urls.length > 0
        ? (0,_openapi_remote_js__WEBPACK_IMPORTED_MODULE_9__/* .fetchRemoteSpecs */ .Np)(urls, {
            ...(options.allowPrivateHosts ? { allowPrivateHosts: true } : {}),
            ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
        })
        : undefined;
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
