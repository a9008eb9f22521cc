export const id = 243;
export const ids = [243];
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
/* harmony import */ var _engine_incremental_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56938);
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
    checker.check = await _engine_incremental_js__WEBPACK_IMPORTED_MODULE_3__/* .IncrementalCheck */ .P.start((0,_engine_index_js__WEBPACK_IMPORTED_MODULE_4__.checkOptions)(cmd));
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


/***/ })

};
