export const id = 5243;
export const ids = [5243];
export const modules = {

/***/ 65243:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runPreviewServer: () => (/* binding */ runPreviewServer)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _engine_engine_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79262);
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48711);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(56107);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(65655);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6853);
/* harmony import */ var _html_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(47207);
/* harmony import */ var _live_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(10376);
/* harmony import */ var _watch_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(71307);











/** The port `preview --watch` serves on unless `--port` says otherwise. */
const DEFAULT_PREVIEW_PORT = 4180;
/** Quiet time after the last change before the site is checked again. */
const DEBOUNCE_MS = 100;
/** Parses `--port`: a whole number from 0 (any free port) to 65535. */
function parsePort(raw) {
    if (raw === undefined)
        return DEFAULT_PREVIEW_PORT;
    if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535)
        throw new _engine_index_js__WEBPACK_IMPORTED_MODULE_4__.UsageError(`--port must be a whole number from 0 to 65535, not "${raw}"`);
    return Number(raw);
}
// Stands in the page while its id is worked out: the meta that holds it comes before any user text.
const PLACEHOLDER = 'navlint-build-id-placeholder';
/**
 * Runs `navlint preview --watch`: serves the preview on 127.0.0.1 only, checks the site again when a file of the
 * docs root changes, and tells open pages over Server-Sent Events, which reload. Returns 0 after Ctrl-C.
 */
async function runPreviewServer(cmd) {
    const port = parsePort(cmd.port);
    const root = (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_4__.findDocsRoot)(cmd.dir, cmd.cwd, cmd.fs);
    const configFile = cmd.configPath !== undefined ? node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(cmd.cwd, cmd.configPath) : undefined;
    if (configFile !== undefined && !cmd.fs.existsSync(configFile))
        throw new _engine_index_js__WEBPACK_IMPORTED_MODULE_4__.UsageError(`--config ${cmd.configPath}: no such file`);
    // The check stays up to date: after a change, only what the changed files affect is checked again.
    const checker = { files: [] };
    // The files of the docs root as the watch begins, to tell a changed file from an editor's temporary one.
    const tree = new _watch_js__WEBPACK_IMPORTED_MODULE_9__/* .TreeFiles */ .g(root);
    const live = new LivePreview(cmd, root, checker, await build(cmd, checker), tree);
    const server = node_http__WEBPACK_IMPORTED_MODULE_1___default().createServer((req, res) => live.serve(req, res));
    const origin = live.listeningAt(await listen(server, port));
    const watcher = (0,_watch_js__WEBPACK_IMPORTED_MODULE_9__/* .watchTree */ .O)(root, (rel) => live.fileChanged(rel), {
        ...cmd.watch,
        extraFiles: configFile && !configFile.startsWith(root + (node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)) ? [configFile] : [],
    });
    // Keeps idle connections (and the browser) from waiting on a silent stream forever.
    const heartbeat = setInterval(() => live.ping(), 20_000);
    cmd.stdout(`Serving the preview of ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_6__/* .safeTerminalText */ .Dm)((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__.displayPath)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, 'docs.json'), cmd.cwd))} at ${origin}/ (${summaryOf(live.current)}); ${watcher.mode === 'events' ? 'watching' : 'polling'} ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_6__/* .safeTerminalText */ .Dm)(node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(cmd.cwd, root).split((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)).join('/') || '.')} for changes. Press Ctrl-C to stop.\n`);
    await live.interrupted;
    live.stop();
    clearInterval(heartbeat);
    watcher.close();
    await new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
    });
    await checker.check?.close();
    cmd.stdout('Stopped.\n');
    return 0;
}
/** The served preview: the latest build, the pages listening for the next, and the checks that changes start. */
class LivePreview {
    cmd;
    root;
    checker;
    current;
    tree;
    clients = new Set();
    stopped = false;
    /** Resolves on Ctrl-C (or SIGTERM) while no check runs. */
    interrupted;
    onStop;
    release;
    origin = '';
    allowedHosts = new Set();
    csp = `${(0,_html_js__WEBPACK_IMPORTED_MODULE_8__/* .livePreviewCsp */ .tI)()}; frame-ancestors 'none'`;
    // Changes are gathered for a moment, then the site is checked once; a change during a check starts another after it.
    timer;
    running = false;
    again = false;
    changed = new Set();
    constructor(cmd, root, checker, 
    /** The build served now. */
    current, 
    /** The files of the docs root, which tell the files changed from the temporary ones editors rename over them. */
    tree) {
        this.cmd = cmd;
        this.root = root;
        this.checker = checker;
        this.current = current;
        this.tree = tree;
        // Ctrl-C stops the server cleanly while it waits. While a check runs, the signals keep their default, which ends
        // the process at once: a handler would wait for a check that keeps this thread busy, however long it takes.
        this.interrupted = new Promise((resolve) => (this.onStop = resolve));
        this.release = cmd.onInterrupt(this.onStop);
    }
    /** Records the port the server listens on; returns the origin the preview is served at. */
    listeningAt(address) {
        this.origin = `http://127.0.0.1:${address}`;
        this.allowedHosts = new Set([`127.0.0.1:${address}`, `localhost:${address}`]);
        return this.origin;
    }
    /** Answers a request: the page at `/`, the stream of builds at `/events`, nothing else and no other host. */
    serve(req, res) {
        const origin = this.origin;
        // A page of another site could reach this port through a DNS name that points at 127.0.0.1: only our own names are served.
        if (!this.allowedHosts.has(req.headers.host ?? ''))
            return plain(res, 403, `navlint serves the preview at ${origin}/ only.\n`);
        const pathname = (req.url ?? '/').split('?')[0];
        if (pathname !== '/' && pathname !== '/events')
            return plain(res, 404, `Not found: navlint serves the preview at ${origin}/ and nothing else.\n`);
        if (req.method !== 'GET' && req.method !== 'HEAD') {
            res.setHeader('Allow', 'GET, HEAD');
            return plain(res, 405, 'Only GET and HEAD.\n');
        }
        if (pathname === '/events')
            return this.serveEvents(req, res);
        res.writeHead(200, {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Security-Policy': this.csp,
            'Cache-Control': 'no-store',
            'X-Content-Type-Options': 'nosniff',
            'Referrer-Policy': 'no-referrer',
        });
        res.end(req.method === 'HEAD' ? undefined : this.current.html);
    }
    /** Opens a stream of Server-Sent Events that names each new build. */
    serveEvents(req, res) {
        res.writeHead(200, {
            'Content-Type': 'text/event-stream; charset=utf-8',
            'Cache-Control': 'no-store',
            'X-Content-Type-Options': 'nosniff',
        });
        if (req.method === 'HEAD')
            return void res.end();
        res.write(`retry: 1000\nevent: build\ndata: ${this.current.id}\n\n`);
        this.clients.add(res);
        req.on('close', () => this.clients.delete(res));
    }
    /** Notes a changed file (relative to the docs root) and checks the site again after a pause. */
    fileChanged(rel) {
        if (this.stopped)
            return;
        this.changed.add(rel);
        clearTimeout(this.timer);
        this.timer = setTimeout(() => void this.rebuild(), DEBOUNCE_MS);
    }
    /** Sends a comment on every open stream. */
    ping() {
        for (const res of this.clients)
            res.write(': ping\n\n');
    }
    /** Stops taking changes and ends every open stream. */
    stop() {
        this.release();
        this.stopped = true;
        clearTimeout(this.timer);
        for (const res of this.clients)
            res.end();
        this.clients.clear();
    }
    /** Runs `work` with the signals at their default, which end the process at once. */
    async checking(work) {
        this.release();
        try {
            return await work();
        }
        finally {
            if (!this.stopped)
                this.release = this.cmd.onInterrupt(this.onStop);
        }
    }
    /** Checks the site again with the changes gathered, and tells open pages when the preview changed. */
    async rebuild() {
        if (this.running) {
            this.again = true;
            return;
        }
        this.running = true;
        try {
            do {
                this.again = false;
                const files = this.tree.settle(this.changed);
                this.changed.clear();
                // Only temporary files came and went: the site is as it was.
                if (files.length === 0)
                    continue;
                this.checker.files.push(...files.map((f) => node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(this.root, f)));
                const next = await this.checking(() => build(this.cmd, this.checker));
                if (this.stopped)
                    return;
                if (next.id !== this.current.id) {
                    this.current = next;
                    for (const res of this.clients)
                        res.write(`event: build\ndata: ${this.current.id}\n\n`);
                    this.cmd.stdout(`Updated after a change to ${describeChanges(files)}: ${summaryOf(next)}.\n`);
                }
            } while (this.again && !this.stopped);
        }
        finally {
            this.running = false;
        }
    }
}
/** Brings the check up to date (starting it the first time, or after it failed). */
async function checkNow(cmd, checker) {
    const files = checker.files.splice(0);
    if (checker.check) {
        try {
            return (await checker.check.update(files)).result;
        }
        catch (e) {
            // Started again on the next change: nothing it held is trusted after a failure.
            void checker.check.close();
            checker.check = undefined;
            throw e;
        }
    }
    checker.check = await _engine_engine_js__WEBPACK_IMPORTED_MODULE_3__/* .Engine */ .N$.start(cmd);
    return checker.check.result;
}
/** Checks the site and renders the live page; a check that cannot run gives a page saying why (it recovers on the next change). */
async function build(cmd, checker) {
    let page;
    let summary;
    try {
        const result = await checkNow(cmd, checker);
        page = (0,_html_js__WEBPACK_IMPORTED_MODULE_8__/* .formatPreviewHtml */ .DA)(result, { baseDir: cmd.cwd, live: { build: PLACEHOLDER } });
        const s = result.summary;
        summary = `${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(s.errors, 'error')}, ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(s.warnings, 'warning')}, ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(s.notices, 'notice')}`;
    }
    catch (e) {
        const message = e instanceof _engine_index_js__WEBPACK_IMPORTED_MODULE_4__.UsageError ? e.message : `internal error: ${String(e?.message ?? e).split('\n')[0]}`;
        cmd.stderr(`navlint: ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_6__/* .safeTerminalText */ .Dm)(message)}; waiting for a change.\n`);
        page = errorPage(message);
    }
    const id = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(page).digest('hex').slice(0, 16);
    return { id, html: page.replace(PLACEHOLDER, id), ...(summary ? { summary } : {}) };
}
function summaryOf(b) {
    return b.summary ?? 'the site could not be checked';
}
function describeChanges(files) {
    const shown = files
        .filter(Boolean)
        .slice(0, 3)
        .map((f) => (0,_report_text_js__WEBPACK_IMPORTED_MODULE_6__/* .safeTerminalText */ .Dm)(f));
    if (shown.length === 0)
        return 'the docs root';
    return shown.join(', ') + (files.length > 3 ? ` and ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(files.length - 3, 'more file')}` : '');
}
/** A page that says why the site could not be checked; its live script reloads it once the site checks again. */
function errorPage(message) {
    return [
        '<!DOCTYPE html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="${(0,_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeHtml */ .ZD)((0,_html_js__WEBPACK_IMPORTED_MODULE_8__/* .livePreviewCsp */ .tI)())}">`,
        `<meta name="navlint-build" content="${PLACEHOLDER}">`,
        '<title>navlint preview: the site could not be checked</title>',
        '<style>body{font:16px/1.5 system-ui,sans-serif;margin:3rem auto;max-width:46rem;padding:0 1rem;color:#1f2328}code{background:#f6f8fa;padding:.1em .3em;border-radius:4px}</style>',
        '</head>',
        '<body>',
        '<h1>The site could not be checked</h1>',
        `<p role="alert"><code>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeHtml */ .ZD)(message)}</code></p>`,
        '<p>The page updates by itself as soon as the files are fixed.</p>',
        `<script>${_live_js__WEBPACK_IMPORTED_MODULE_10__/* .LIVE_SCRIPT */ .P}</script>`,
        '</body>',
        '</html>',
        '',
    ].join('\n');
}
function plain(res, status, text) {
    res.writeHead(status, {
        'Content-Type': 'text/plain; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
    });
    res.end(text);
}
/** Listens on 127.0.0.1 only; a port in use or not allowed is a usage error. */
function listen(server, port) {
    return new Promise((resolve, reject) => {
        server.once('error', (e) => {
            if (e.code === 'EADDRINUSE')
                reject(new _engine_index_js__WEBPACK_IMPORTED_MODULE_4__.UsageError(`port ${port} on 127.0.0.1 is in use; choose another with --port`));
            else if (e.code === 'EACCES')
                reject(new _engine_index_js__WEBPACK_IMPORTED_MODULE_4__.UsageError(`port ${port} on 127.0.0.1 may not be used by this user; choose another with --port`));
            else
                reject(e);
        });
        server.listen(port, '127.0.0.1', () => {
            const address = server.address();
            resolve(typeof address === 'object' && address ? address.port : port);
        });
    });
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
