import { createHash } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { Engine } from '../engine/engine.js';
import { findDocsRoot, UsageError, type CheckResult, type RunOptions } from '../engine/index.js';
import { displayPath } from '../core/paths.js';
import { plural, safeTerminalText } from '../report/text.js';
import { escapeHtml } from './escape.js';
import { formatPreviewHtml, livePreviewCsp } from './html.js';
import { LIVE_SCRIPT } from './live.js';
import { TreeFiles, watchTree, type TreeWatcher, type WatchOptions } from './watch.js';

/** The port `preview --watch` serves on unless `--port` says otherwise. */
const DEFAULT_PREVIEW_PORT = 4180;
/** Quiet time after the last change before the site is checked again. */
const DEBOUNCE_MS = 100;

/** What `navlint preview --watch` needs: its arguments and the outside world. */
/** `navlint preview --watch`: the check's options, the port, and the outside world of a server. */
export type PreviewServerCommand = RunOptions & {
  /** `--port`, as written (0 picks a free port). */
  port?: string;
  stdout(s: string): void;
  stderr(s: string): void;
  /** Calls `handler` on Ctrl-C: the server then stops. The function returned gives Ctrl-C back its default. */
  onInterrupt(handler: () => void): () => void;
  /** How the docs root is watched (tests force polling). */
  watch?: WatchOptions;
};

/** One built page: its HTML, the id the live script compares, and the counts of findings when the check ran. */
interface Build {
  id: string;
  html: string;
  summary?: string;
}

/** Parses `--port`: a whole number from 0 (any free port) to 65535. */
function parsePort(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_PREVIEW_PORT;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535)
    throw new UsageError(`--port must be a whole number from 0 to 65535, not "${raw}"`);
  return Number(raw);
}

// Stands in the page while its id is worked out: the meta that holds it comes before any user text.
const PLACEHOLDER = 'navlint-build-id-placeholder';

/**
 * Runs `navlint preview --watch`: serves the preview on 127.0.0.1 only, checks the site again when a file of the
 * docs root changes, and tells open pages over Server-Sent Events, which reload. Returns 0 after Ctrl-C.
 */
export async function runPreviewServer(cmd: PreviewServerCommand): Promise<number> {
  const port = parsePort(cmd.port);
  const root = findDocsRoot(cmd.dir, cmd.cwd, cmd.fs);
  const configFile = cmd.configPath !== undefined ? path.resolve(cmd.cwd, cmd.configPath) : undefined;
  if (configFile !== undefined && !cmd.fs.existsSync(configFile))
    throw new UsageError(`--config ${cmd.configPath}: no such file`);
  // The check stays up to date: after a change, only what the changed files affect is checked again.
  const checker: Checker = { files: [] };
  // The files of the docs root as the watch begins, to tell a changed file from an editor's temporary one.
  const tree = new TreeFiles(root);
  const live = new LivePreview(cmd, root, checker, await build(cmd, checker), tree);
  const server = http.createServer((req, res) => live.serve(req, res));
  const origin = live.listeningAt(await listen(server, port));
  const watcher: TreeWatcher = watchTree(root, (rel) => live.fileChanged(rel), {
    ...cmd.watch,
    extraFiles: configFile && !configFile.startsWith(root + path.sep) ? [configFile] : [],
  });
  // Keeps idle connections (and the browser) from waiting on a silent stream forever.
  const heartbeat = setInterval(() => live.ping(), 20_000);
  cmd.stdout(
    `Serving the preview of ${safeTerminalText(displayPath(path.join(root, 'docs.json'), cmd.cwd))} at ${origin}/ (${summaryOf(live.current)}); ${watcher.mode === 'events' ? 'watching' : 'polling'} ${safeTerminalText(path.relative(cmd.cwd, root).split(path.sep).join('/') || '.')} for changes. Press Ctrl-C to stop.\n`,
  );
  await live.interrupted;
  live.stop();
  clearInterval(heartbeat);
  watcher.close();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await checker.check?.close();
  cmd.stdout('Stopped.\n');
  return 0;
}

/** The served preview: the latest build, the pages listening for the next, and the checks that changes start. */
class LivePreview {
  private readonly clients = new Set<http.ServerResponse>();
  private stopped = false;
  /** Resolves on Ctrl-C (or SIGTERM) while no check runs. */
  readonly interrupted: Promise<void>;
  private onStop!: () => void;
  private release: () => void;
  private origin = '';
  private allowedHosts = new Set<string>();
  private readonly csp = `${livePreviewCsp()}; frame-ancestors 'none'`;
  // Changes are gathered for a moment, then the site is checked once; a change during a check starts another after it.
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private again = false;
  private readonly changed = new Set<string>();

  constructor(
    private readonly cmd: PreviewServerCommand,
    private readonly root: string,
    private readonly checker: Checker,
    /** The build served now. */
    public current: Build,
    /** The files of the docs root, which tell the files changed from the temporary ones editors rename over them. */
    private readonly tree: TreeFiles,
  ) {
    // Ctrl-C stops the server cleanly while it waits. While a check runs, the signals keep their default, which ends
    // the process at once: a handler would wait for a check that keeps this thread busy, however long it takes.
    this.interrupted = new Promise<void>((resolve) => (this.onStop = resolve));
    this.release = cmd.onInterrupt(this.onStop);
  }

  /** Records the port the server listens on; returns the origin the preview is served at. */
  listeningAt(address: number): string {
    this.origin = `http://127.0.0.1:${address}`;
    this.allowedHosts = new Set([`127.0.0.1:${address}`, `localhost:${address}`]);
    return this.origin;
  }

  /** Answers a request: the page at `/`, the stream of builds at `/events`, nothing else and no other host. */
  serve(req: http.IncomingMessage, res: http.ServerResponse): void {
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
    if (pathname === '/events') return this.serveEvents(req, res);
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
  private serveEvents(req: http.IncomingMessage, res: http.ServerResponse): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD') return void res.end();
    res.write(`retry: 1000\nevent: build\ndata: ${this.current.id}\n\n`);
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
  }

  /** Notes a changed file (relative to the docs root) and checks the site again after a pause. */
  fileChanged(rel: string): void {
    if (this.stopped) return;
    this.changed.add(rel);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.rebuild(), DEBOUNCE_MS);
  }

  /** Sends a comment on every open stream. */
  ping(): void {
    for (const res of this.clients) res.write(': ping\n\n');
  }

  /** Stops taking changes and ends every open stream. */
  stop(): void {
    this.release();
    this.stopped = true;
    clearTimeout(this.timer);
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  /** Runs `work` with the signals at their default, which end the process at once. */
  private async checking<T>(work: () => Promise<T>): Promise<T> {
    this.release();
    try {
      return await work();
    } finally {
      if (!this.stopped) this.release = this.cmd.onInterrupt(this.onStop);
    }
  }

  /** Checks the site again with the changes gathered, and tells open pages when the preview changed. */
  private async rebuild(): Promise<void> {
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
        if (files.length === 0) continue;
        this.checker.files.push(...files.map((f) => path.resolve(this.root, f)));
        const next = await this.checking(() => build(this.cmd, this.checker));
        if (this.stopped) return;
        if (next.id !== this.current.id) {
          this.current = next;
          for (const res of this.clients) res.write(`event: build\ndata: ${this.current.id}\n\n`);
          this.cmd.stdout(`Updated after a change to ${describeChanges(files)}: ${summaryOf(next)}.\n`);
        }
      } while (this.again && !this.stopped);
    } finally {
      this.running = false;
    }
  }
}

/** The incremental check of the served site, once it started, and the files changed since it last ran. */
interface Checker {
  check?: Engine;
  files: string[];
}

/** Brings the check up to date (starting it the first time, or after it failed). */
async function checkNow(cmd: PreviewServerCommand, checker: Checker): Promise<CheckResult> {
  const files = checker.files.splice(0);
  if (checker.check) {
    try {
      return (await checker.check.update(files)).result;
    } catch (e) {
      // Started again on the next change: nothing it held is trusted after a failure.
      void checker.check.close();
      checker.check = undefined;
      throw e;
    }
  }
  checker.check = await Engine.start(cmd);
  return checker.check.result;
}

/** Checks the site and renders the live page; a check that cannot run gives a page saying why (it recovers on the next change). */
async function build(cmd: PreviewServerCommand, checker: Checker): Promise<Build> {
  let page: string;
  let summary: string | undefined;
  try {
    const result = await checkNow(cmd, checker);
    page = formatPreviewHtml(result, { baseDir: cmd.cwd, live: { build: PLACEHOLDER } });
    const s = result.summary;
    summary = `${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.notices, 'notice')}`;
  } catch (e) {
    const message =
      e instanceof UsageError ? e.message : `internal error: ${String((e as Error)?.message ?? e).split('\n')[0]}`;
    cmd.stderr(`navlint: ${safeTerminalText(message)}; waiting for a change.\n`);
    page = errorPage(message);
  }
  const id = createHash('sha256').update(page).digest('hex').slice(0, 16);
  return { id, html: page.replace(PLACEHOLDER, id), ...(summary ? { summary } : {}) };
}

function summaryOf(b: Build): string {
  return b.summary ?? 'the site could not be checked';
}

function describeChanges(files: string[]): string {
  const shown = files
    .filter(Boolean)
    .slice(0, 3)
    .map((f) => safeTerminalText(f));
  if (shown.length === 0) return 'the docs root';
  return shown.join(', ') + (files.length > 3 ? ` and ${plural(files.length - 3, 'more file')}` : '');
}

/** A page that says why the site could not be checked; its live script reloads it once the site checks again. */
function errorPage(message: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(livePreviewCsp())}">`,
    `<meta name="navlint-build" content="${PLACEHOLDER}">`,
    '<title>navlint preview: the site could not be checked</title>',
    '<style>body{font:16px/1.5 system-ui,sans-serif;margin:3rem auto;max-width:46rem;padding:0 1rem;color:#1f2328}code{background:#f6f8fa;padding:.1em .3em;border-radius:4px}</style>',
    '</head>',
    '<body>',
    '<h1>The site could not be checked</h1>',
    `<p role="alert"><code>${escapeHtml(message)}</code></p>`,
    '<p>The page updates by itself as soon as the files are fixed.</p>',
    `<script>${LIVE_SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function plain(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/** Listens on 127.0.0.1 only; a port in use or not allowed is a usage error. */
function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EADDRINUSE')
        reject(new UsageError(`port ${port} on 127.0.0.1 is in use; choose another with --port`));
      else if (e.code === 'EACCES')
        reject(new UsageError(`port ${port} on 127.0.0.1 may not be used by this user; choose another with --port`));
      else reject(e);
    });
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
