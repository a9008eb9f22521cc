export const id = 344;
export const ids = [344];
export const modules = {

/***/ 28344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPreviewServer: () => (/* binding */ runPreviewServer)
});

// UNUSED EXPORTS: DEBOUNCE_MS, DEFAULT_PREVIEW_PORT, parsePort

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/engine.ts + 11 modules
var engine = __webpack_require__(60157);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(65655);
// EXTERNAL MODULE: ./src/preview/escape.ts
var preview_escape = __webpack_require__(6853);
// EXTERNAL MODULE: ./src/preview/html.ts + 3 modules
var html = __webpack_require__(47207);
// EXTERNAL MODULE: ./src/preview/live.ts
var live = __webpack_require__(10376);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
;// CONCATENATED MODULE: ./src/preview/watch.ts


/** Folders whose changes never change the site (and that change often). */
const SKIPPED = new Set(['node_modules', '.git']);
/** Most entries a poll looks at: beyond that, changes deeper in the tree go unseen. */
const MAX_POLLED_ENTRIES = 200_000;
/**
 * Watches every file under `root` (but `.git` and `node_modules`) and calls `onChange` with the changed path,
 * relative to the root. Uses `fs.watch` with `recursive` (Linux since Node 20, macOS, Windows); where that is not
 * available or fails later (too many watches), it polls the tree's modification times instead.
 */
function watchTree(root, onChange, options = {}) {
    const extra = (options.extraFiles ?? []).map((file) => {
        const listener = (cur, prev) => {
            if (cur.mtimeMs !== prev.mtimeMs || cur.size !== prev.size)
                onChange(file);
        };
        external_node_fs_default().watchFile(file, { interval: options.pollMs ?? 500 }, listener);
        return () => external_node_fs_default().unwatchFile(file, listener);
    });
    let inner;
    const startPolling = () => {
        inner = pollTree(root, onChange, options.pollMs ?? 1000);
    };
    if (options.poll)
        startPolling();
    else {
        try {
            const watcher = external_node_fs_default().watch(root, { recursive: true }, (_event, name) => {
                const rel = name === null ? '' : String(name).split((external_node_path_default()).sep).join('/');
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
    const todo = [''];
    while (todo.length > 0 && out.size < MAX_POLLED_ENTRIES) {
        const rel = todo.pop();
        let entries;
        try {
            entries = external_node_fs_default().readdirSync(external_node_path_default().join(root, rel), { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const entry of entries) {
            if (SKIPPED.has(entry.name))
                continue;
            const child = rel ? `${rel}/${entry.name}` : entry.name;
            try {
                const st = external_node_fs_default().lstatSync(external_node_path_default().join(root, child));
                out.set(child, `${st.mtimeMs}:${st.size}:${st.isDirectory() ? 'd' : 'f'}`);
            }
            catch {
                continue;
            }
            if (entry.isDirectory())
                todo.push(child);
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/preview/serve.ts










/** The port `preview --watch` serves on unless `--port` says otherwise. */
const DEFAULT_PREVIEW_PORT = 4180;
/** Quiet time after the last change before the site is checked again. */
const DEBOUNCE_MS = 100;
/** Parses `--port`: a whole number from 0 (any free port) to 65535. */
function parsePort(raw) {
    if (raw === undefined)
        return DEFAULT_PREVIEW_PORT;
    if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535)
        throw new engine.UsageError(`--port must be a whole number from 0 to 65535, not "${raw}"`);
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
    const root = (0,engine.findDocsRoot)(cmd.dir, cmd.cwd, cmd.fs);
    const configFile = cmd.configPath !== undefined ? external_node_path_default().resolve(cmd.cwd, cmd.configPath) : undefined;
    if (configFile !== undefined && !cmd.fs.existsSync(configFile))
        throw new engine.UsageError(`--config ${cmd.configPath}: no such file`);
    const clients = new Set();
    let current = await build(cmd);
    let stopped = false;
    // Ctrl-C stops the server cleanly while it waits. While a check runs, the signals keep their default, which ends
    // the process at once: a handler would wait for a check that keeps this thread busy, however long it takes.
    let stop;
    const interrupted = new Promise((resolve) => (stop = resolve));
    let release = cmd.onInterrupt(stop);
    const checking = async (work) => {
        release();
        try {
            return await work();
        }
        finally {
            if (!stopped)
                release = cmd.onInterrupt(stop);
        }
    };
    const server = external_node_http_default().createServer((req, res) => serve(req, res));
    const address = await listen(server, port);
    const origin = `http://127.0.0.1:${address}`;
    const allowedHosts = new Set([`127.0.0.1:${address}`, `localhost:${address}`]);
    const csp = `${(0,html/* livePreviewCsp */.tI)()}; frame-ancestors 'none'`;
    function serve(req, res) {
        // A page of another site could reach this port through a DNS name that points at 127.0.0.1: only our own names are served.
        if (!allowedHosts.has(req.headers.host ?? ''))
            return plain(res, 403, `navlint serves the preview at ${origin}/ only.\n`);
        const pathname = (req.url ?? '/').split('?')[0];
        if (pathname !== '/' && pathname !== '/events')
            return plain(res, 404, `Not found: navlint serves the preview at ${origin}/ and nothing else.\n`);
        if (req.method !== 'GET' && req.method !== 'HEAD') {
            res.setHeader('Allow', 'GET, HEAD');
            return plain(res, 405, 'Only GET and HEAD.\n');
        }
        if (pathname === '/events') {
            res.writeHead(200, {
                'Content-Type': 'text/event-stream; charset=utf-8',
                'Cache-Control': 'no-store',
                'X-Content-Type-Options': 'nosniff',
            });
            if (req.method === 'HEAD')
                return void res.end();
            res.write(`retry: 1000\nevent: build\ndata: ${current.id}\n\n`);
            clients.add(res);
            req.on('close', () => clients.delete(res));
            return;
        }
        res.writeHead(200, {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Security-Policy': csp,
            'Cache-Control': 'no-store',
            'X-Content-Type-Options': 'nosniff',
            'Referrer-Policy': 'no-referrer',
        });
        res.end(req.method === 'HEAD' ? undefined : current.html);
    }
    // Changes are gathered for a moment, then the site is checked once; a change during a check starts another after it.
    let timer;
    let running = false;
    let again = false;
    const changed = new Set();
    const rebuild = async () => {
        if (running) {
            again = true;
            return;
        }
        running = true;
        try {
            do {
                again = false;
                const files = [...changed];
                changed.clear();
                const next = await checking(() => build(cmd));
                if (stopped)
                    return;
                if (next.id !== current.id) {
                    current = next;
                    for (const res of clients)
                        res.write(`event: build\ndata: ${current.id}\n\n`);
                    cmd.stdout(`Updated after a change to ${describeChanges(files)}: ${summaryOf(next)}.\n`);
                }
            } while (again && !stopped);
        }
        finally {
            running = false;
        }
    };
    const watcher = watchTree(root, (rel) => {
        if (stopped)
            return;
        changed.add(rel);
        clearTimeout(timer);
        timer = setTimeout(() => void rebuild(), DEBOUNCE_MS);
    }, { ...cmd.watch, extraFiles: configFile && !configFile.startsWith(root + (external_node_path_default()).sep) ? [configFile] : [] });
    // Keeps idle connections (and the browser) from waiting on a silent stream forever.
    const heartbeat = setInterval(() => {
        for (const res of clients)
            res.write(': ping\n\n');
    }, 20_000);
    cmd.stdout(`Serving the preview of ${(0,report_text/* safeTerminalText */.Dm)((0,paths.displayPath)(external_node_path_default().join(root, 'docs.json'), cmd.cwd))} at ${origin}/ (${summaryOf(current)}); ${watcher.mode === 'events' ? 'watching' : 'polling'} ${(0,report_text/* safeTerminalText */.Dm)(external_node_path_default().relative(cmd.cwd, root).split((external_node_path_default()).sep).join('/') || '.')} for changes. Press Ctrl-C to stop.\n`);
    await interrupted;
    release();
    stopped = true;
    clearTimeout(timer);
    clearInterval(heartbeat);
    watcher.close();
    for (const res of clients)
        res.end();
    clients.clear();
    await new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
    });
    cmd.stdout('Stopped.\n');
    return 0;
}
/** Checks the site and renders the live page; a check that cannot run gives a page saying why (it recovers on the next change). */
async function build(cmd) {
    let page;
    let summary;
    try {
        const result = await (0,engine.runCheck)({
            dir: cmd.dir,
            cwd: cmd.cwd,
            fs: cmd.fs,
            configPath: cmd.configPath,
            fetchRemote: cmd.fetchRemote,
            allowPrivateHosts: cmd.allowPrivateHosts,
        });
        page = (0,html/* formatPreviewHtml */.DA)(result, { baseDir: cmd.cwd, live: { build: PLACEHOLDER } });
        const s = result.summary;
        summary = `${(0,report_text/* plural */.LS)(s.errors, 'error')}, ${(0,report_text/* plural */.LS)(s.warnings, 'warning')}, ${(0,report_text/* plural */.LS)(s.notices, 'notice')}`;
    }
    catch (e) {
        const message = e instanceof engine.UsageError ? e.message : `internal error: ${String(e?.message ?? e).split('\n')[0]}`;
        cmd.stderr(`navlint: ${(0,report_text/* safeTerminalText */.Dm)(message)}; waiting for a change.\n`);
        page = errorPage(message);
    }
    const id = (0,external_node_crypto_.createHash)('sha256').update(page).digest('hex').slice(0, 16);
    return { id, html: page.replace(PLACEHOLDER, id), ...(summary ? { summary } : {}) };
}
function summaryOf(b) {
    return b.summary ?? 'the site could not be checked';
}
function describeChanges(files) {
    const shown = files
        .filter(Boolean)
        .slice(0, 3)
        .map((f) => (0,report_text/* safeTerminalText */.Dm)(f));
    if (shown.length === 0)
        return 'the docs root';
    return shown.join(', ') + (files.length > 3 ? ` and ${(0,report_text/* plural */.LS)(files.length - 3, 'more file')}` : '');
}
/** A page that says why the site could not be checked; its live script reloads it once the site checks again. */
function errorPage(message) {
    return [
        '<!DOCTYPE html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="${(0,preview_escape/* escapeHtml */.ZD)((0,html/* livePreviewCsp */.tI)())}">`,
        `<meta name="navlint-build" content="${PLACEHOLDER}">`,
        '<title>navlint preview: the site could not be checked</title>',
        '<style>body{font:16px/1.5 system-ui,sans-serif;margin:3rem auto;max-width:46rem;padding:0 1rem;color:#1f2328}code{background:#f6f8fa;padding:.1em .3em;border-radius:4px}</style>',
        '</head>',
        '<body>',
        '<h1>The site could not be checked</h1>',
        `<p role="alert"><code>${(0,preview_escape/* escapeHtml */.ZD)(message)}</code></p>`,
        '<p>The page updates by itself as soon as the files are fixed.</p>',
        `<script>${live/* LIVE_SCRIPT */.P}</script>`,
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
                reject(new engine.UsageError(`port ${port} on 127.0.0.1 is in use; choose another with --port`));
            else if (e.code === 'EACCES')
                reject(new engine.UsageError(`port ${port} on 127.0.0.1 may not be used by this user; choose another with --port`));
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
