import path from 'node:path';
import type { Worker } from 'node:worker_threads';
// A namespace import: the bundler and Node agree on what it holds (the package marks itself as an ES module).
import * as lsp from 'vscode-languageserver/node.js';
import type {
  CancellationToken,
  Connection,
  InitializeParams,
  InitializeResult,
  WorkspaceFolder,
} from 'vscode-languageserver/node.js';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { loadParser } from '../content/pool.js';
import type { FileSystem } from '../core/fs.js';
import { OverlayFileSystem } from '../core/overlay-fs.js';
import type { Diagnostic } from '../core/types.js';
import { findDocsRoot } from '../load/docs-root.js';
import type { SiteModel } from '../model/site.js';
import { watchTree, type TreeWatcher } from '../preview/watch.js';
import { VERSION } from '../version.js';
import { fileOf, fromLspPosition, toLspDiagnostic, uriOf } from './convert.js';
import { codeActions, completion, definition, documentLinks, hover } from './features.js';
import { DocsRoot, type RootHost } from './roots.js';
import { editsForMove, prepareRename, renamePage } from './rename.js';
import { MoveRefused } from '../fix/move.js';

/** What `navlint lsp --stdio` needs: its streams and the outside world. */
export interface LanguageServerOptions {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  cwd: string;
  fs: FileSystem;
  /** Folders to look for docs roots in when the editor names no workspace folder. */
  dirs: string[];
  contentWorker?: () => Worker;
  lintWorker?: () => Worker;
  parallelism?: number;
}

/** The `navlint.*` settings an editor may pass (as initialization options or configuration). */
interface Settings {
  /** Milliseconds without a keystroke before a changed document is checked again (default 200). */
  debounce: number;
  /** navlint's configuration file, relative to the workspace folder (default: .navlintrc.json in each docs root). */
  config?: string;
  /** Fetch OpenAPI documents given as URLs when a docs root is first checked. */
  fetchRemote: boolean;
}

const DEFAULTS: Settings = { debounce: 200, fetchRemote: false };
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
export async function runLanguageServer(options: LanguageServerOptions): Promise<number> {
  // The open files are checked on this thread (`checkFew`) until the full check is done: they need the page parser.
  await loadParser();
  return new LanguageServer(options).listen();
}

/** One editor's session: the open documents over the files on disk, the docs roots found, and what was published. */
class LanguageServer {
  private readonly connection: Connection;
  private readonly documents = new lsp.TextDocuments(TextDocument);
  private readonly overlay: OverlayFileSystem;
  private readonly roots: DocsRoot[] = [];
  private readonly watchers: TreeWatcher[] = [];
  private readonly published = new Map<DocsRoot, Map<string, string>>();
  /** Documents just opened, whose first change notification repeats the opening. */
  private readonly opening = new Set<string>();
  private readonly host: RootHost;
  private settings: Settings = DEFAULTS;
  private clientWatches = false;
  private foldersChange = false;
  private folders: string[] = [];

  constructor(private readonly options: LanguageServerOptions) {
    this.connection = lsp.createConnection(lsp.ProposedFeatures.all, options.input, options.output);
    this.overlay = new OverlayFileSystem(options.fs);
    this.host = this.createHost();
  }

  /** Listens to the editor; resolves with the exit code when it ends the session. */
  listen(): Promise<number> {
    const { connection, documents } = this;
    connection.onInitialize((params) => this.initialize(params));
    connection.onInitialized(() => this.initialized());
    connection.onDidChangeConfiguration((params) => {
      const navlint = (params.settings as { navlint?: unknown } | undefined)?.navlint;
      if (navlint !== undefined) this.settings = readSettings(navlint);
    });
    this.followDocuments();
    this.serveRequests();
    this.serveRenames();
    connection.onShutdown(async () => {
      for (const w of this.watchers.splice(0)) w.close();
      await Promise.all(this.roots.map((r) => r.close()));
    });
    documents.listen(connection);
    connection.listen();
    return new Promise<number>((resolve) => connection.onExit(() => resolve(0)));
  }

  /** What the docs roots are given: the overlay, the settings, the threads, and where to publish and complain. */
  private createHost(): RootHost {
    const { options } = this;
    // Getters: a root reads the settings of the moment, which the editor may change.
    const current = () => ({ settings: this.settings, folders: this.folders });
    return {
      cwd: options.cwd,
      fs: this.overlay,
      get configPath() {
        const { settings, folders } = current();
        return settings.config !== undefined && folders[0] ? path.resolve(folders[0], settings.config) : undefined;
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
  private publish(root: DocsRoot, diagnostics: Diagnostic[], changed: string[]): void {
    const byUri = new Map<string, Diagnostic[]>();
    for (const d of diagnostics) {
      const uri = uriOf(d.span.file);
      const list = byUri.get(uri);
      if (list) list.push(d);
      else byUri.set(uri, [d]);
    }
    const before = this.published.get(root) ?? new Map<string, string>();
    const after = new Map<string, string>();
    const forced = new Set(changed.map(uriOf));
    const open = new Set(
      root.ready
        ? this.host
            .openFiles()
            .filter((f) => this.knownRoot(f) === root)
            .map(uriOf)
        : [],
    );
    for (const uri of new Set([...before.keys(), ...byUri.keys(), ...forced, ...open])) {
      const list = (byUri.get(uri) ?? []).map(toLspDiagnostic);
      const key = JSON.stringify(list);
      // What an open document was last sent is kept even when empty: it is not sent again unless it changes.
      if (list.length > 0 || open.has(uri)) after.set(uri, key);
      if (before.get(uri) === key && !forced.has(uri)) continue;
      if (!before.has(uri) && list.length === 0 && !forced.has(uri) && !open.has(uri)) continue;
      void this.connection.sendDiagnostics({ uri, diagnostics: list });
    }
    this.published.set(root, after);
  }

  /** The deepest known docs root that holds a file. */
  private knownRoot(file: string): DocsRoot | undefined {
    return this.roots.filter((r) => r.holds(file)).sort((a, b) => b.root.length - a.root.length)[0];
  }

  /** The docs root of a file: the deepest known one that holds it, else the one found above it. */
  private rootFor(file: string): DocsRoot | undefined {
    const known = this.knownRoot(file);
    if (known) return known;
    let dir: string;
    try {
      dir = findDocsRoot(path.dirname(file), this.options.cwd, this.overlay);
    } catch {
      return undefined;
    }
    return this.addRoot(dir);
  }

  /** The docs root of a folder, watched and started after a pause when it is new. */
  private addRoot(dir: string): DocsRoot {
    const existing = this.roots.find((r) => r.root === dir);
    if (existing) return existing;
    const root = new DocsRoot(dir, this.host);
    this.roots.push(root);
    if (!this.clientWatches) {
      try {
        this.watchers.push(watchTree(dir, (rel) => root.changed(path.join(dir, rel), this.settings.debounce)));
      } catch {
        // Without a watcher, changes made outside the editor are seen when a document is saved.
      }
    }
    setTimeout(() => root.start(), IDLE_START_MS).unref();
    return root;
  }

  /** Reads the settings, the workspace folders and what the client can do; returns the server's capabilities. */
  private initialize(params: InitializeParams): InitializeResult {
    this.settings = readSettings(params.initializationOptions);
    const given: WorkspaceFolder[] = params.workspaceFolders ?? [];
    let folders = given.flatMap((f) => fileOf(f.uri) ?? []);
    if (folders.length === 0 && params.rootUri) folders = [fileOf(params.rootUri) ?? []].flat();
    if (folders.length === 0) folders = this.options.dirs.map((d) => path.resolve(this.options.cwd, d));
    this.folders = folders;
    this.clientWatches = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    this.foldersChange = params.capabilities.workspace?.workspaceFolders === true;
    return {
      capabilities: {
        textDocumentSync: {
          openClose: true,
          change: lsp.TextDocumentSyncKind.Incremental,
          save: { includeText: false },
        },
        definitionProvider: true,
        hoverProvider: true,
        completionProvider: { triggerCharacters: ['"', '/', '(', '#'] },
        documentLinkProvider: { resolveProvider: false },
        codeActionProvider: { codeActionKinds: [lsp.CodeActionKind.QuickFix] },
        renameProvider: { prepareProvider: true },
        workspace: {
          workspaceFolders: { supported: true, changeNotifications: true },
          // Pages, snippets, images and folders: what is not part of a site gets no edits.
          fileOperations: { willRename: { filters: [{ scheme: 'file', pattern: { glob: '**/*' } }] } },
        },
      },
      serverInfo: { name: 'navlint', version: VERSION },
    };
  }

  /** Asks the client to report file changes, and adds the docs roots of the workspace folders, now and as they come. */
  private initialized(): void {
    const { connection, overlay } = this;
    if (this.clientWatches)
      void connection.client.register(lsp.DidChangeWatchedFilesNotification.type, {
        watchers: [{ globPattern: '**/*' }],
      });
    for (const folder of this.folders) for (const dir of docsRootsIn(overlay, folder)) this.addRoot(dir);
    if (this.foldersChange)
      connection.workspace.onDidChangeWorkspaceFolders((e) => {
        for (const f of e.added) {
          const dir = fileOf(f.uri);
          if (dir) for (const d of docsRootsIn(overlay, dir)) this.addRoot(d);
        }
      });
  }

  /** Keeps the overlay equal to the open documents, and tells their roots what changed, in the editor or on disk. */
  private followDocuments(): void {
    const { documents, overlay, opening } = this;
    documents.onDidOpen((e) => {
      const file = fileOf(e.document.uri);
      if (!file) return;
      opening.add(e.document.uri);
      overlay.set(file, e.document.getText());
      const root = this.rootFor(file);
      if (!root) return;
      if (root.ready) root.changed(file, 0);
      else {
        // The full check starts once the open files are checked: the two do not parse the same pages at once.
        void root.checkOpenFiles().then(() => root.start());
      }
    });
    documents.onDidChangeContent((e) => {
      // Told on opening too: that was handled above.
      if (opening.delete(e.document.uri)) return;
      const file = fileOf(e.document.uri);
      if (!file) return;
      overlay.set(file, e.document.getText());
      this.rootFor(file)?.changed(file, this.settings.debounce);
    });
    documents.onDidSave((e) => {
      const file = fileOf(e.document.uri);
      if (file) this.rootFor(file)?.changed(file, 0);
    });
    documents.onDidClose((e) => {
      opening.delete(e.document.uri);
      const file = fileOf(e.document.uri);
      if (!file) return;
      // The file on disk is what the site is built from once the editor lets it go.
      overlay.delete(file);
      this.rootFor(file)?.changed(file, 0);
    });
    this.connection.onDidChangeWatchedFiles((params) => {
      for (const change of params.changes) {
        const file = fileOf(change.uri);
        if (file) this.rootFor(file)?.changed(file, this.settings.debounce);
      }
    });
  }

  /** Answers definitions, hovers, completions, document links and code actions. */
  private serveRequests(): void {
    const { connection } = this;
    const textOf = (file: string) => this.textOf(file);
    connection.onDefinition((p, token) =>
      this.answer(p.textDocument.uri, token, (m, file) => definition(m, file, fromLspPosition(p.position))),
    );
    connection.onHover((p, token) =>
      this.answer(p.textDocument.uri, token, (m, file) => hover(m, file, fromLspPosition(p.position)) ?? null),
    );
    connection.onCompletion((p, token) =>
      this.answer(p.textDocument.uri, token, (m, file) =>
        completion(m, file, textOf(file) ?? '', fromLspPosition(p.position)),
      ),
    );
    connection.onDocumentLinks((p, token) =>
      this.answer(p.textDocument.uri, token, (m, file) => documentLinks(m, file)),
    );
    connection.onCodeAction((p, token) =>
      this.answer(p.textDocument.uri, token, (_m, file, root) =>
        codeActions(
          root.diagnostics.filter((d) => d.span.file === file),
          { start: fromLspPosition(p.range.start), end: fromLspPosition(p.range.end) },
          textOf,
        ),
      ),
    );
  }

  /** Renames a page path of docs.json, and rewrites what names a file or folder the editor moves. */
  private serveRenames(): void {
    const { connection } = this;
    connection.onPrepareRename((p, token) =>
      this.answer(p.textDocument.uri, token, (m, file) => prepareRename(m, file, fromLspPosition(p.position))),
    );
    connection.onRenameRequest((p, token) =>
      this.answer(p.textDocument.uri, token, (m, file) =>
        refusedAsError(() => renamePage(m, file, fromLspPosition(p.position), p.newName)),
      ),
    );
    connection.workspace.onWillRenameFiles(async (p, token) => {
      const changes: Record<string, lsp.TextEdit[]> = {};
      for (const f of p.files) {
        const to = fileOf(f.newUri);
        const edit = await this.answer(f.oldUri, token, (m, file) =>
          to ? refusedAsError(() => editsForMove(m, file, to) ?? null) : null,
        );
        // The editor moves the file whatever navlint says: a move navlint refuses gets no edits, and a warning.
        if (edit instanceof lsp.ResponseError) {
          void connection.window.showWarningMessage(`navlint: references left as they are: ${edit.message}`);
          continue;
        }
        for (const [uri, edits] of Object.entries(edit?.changes ?? {})) (changes[uri] ??= []).push(...edits);
      }
      return Object.keys(changes).length > 0 ? { changes } : null;
    });
  }

  /** Answers from the model of a file's root, once the changes made so far are checked (never waiting on a cold start). */
  private async answer<T>(
    uri: string,
    token: CancellationToken,
    work: (model: SiteModel, file: string, root: DocsRoot) => T,
  ): Promise<T | null | lsp.ResponseError<void>> {
    const file = fileOf(uri);
    const root = file ? this.rootFor(file) : undefined;
    if (!file || !root) return null;
    // A full check that is about to be done is worth a short wait; a long one is not (the open files' model serves).
    if (!root.ready) await Promise.race([root.settled(), new Promise((r) => setTimeout(r, COLD_WAIT_MS))]);
    if (root.ready) await root.settled();
    else if (!root.model) await root.checkOpenFiles();
    if (token.isCancellationRequested)
      return new lsp.ResponseError(lsp.LSPErrorCodes.RequestCancelled, 'the request was cancelled');
    const model = root.model;
    return model ? work(model, file, root) : null;
  }

  /** A file's text as the editor has it (open documents) or as it is on disk; undefined when it cannot be read. */
  private textOf(file: string): string | undefined {
    try {
      return this.overlay.readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  }
}

/** The settings given, each checked, the defaults for the rest. */
function readSettings(raw: unknown): Settings {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const nested = o.navlint && typeof o.navlint === 'object' ? (o.navlint as Record<string, unknown>) : o;
  const debounce = nested.debounce;
  return {
    debounce:
      typeof debounce === 'number' && Number.isFinite(debounce) && debounce >= 0
        ? Math.min(debounce, 10_000)
        : DEFAULTS.debounce,
    fetchRemote: nested.fetchRemote === true,
    ...(typeof nested.config === 'string' && nested.config !== '' ? { config: nested.config } : {}),
  };
}

/** The docs roots in a folder: the folder itself, or folders below it (a few levels down) that hold docs.json. */
function docsRootsIn(fs: FileSystem, folder: string): string[] {
  const out: string[] = [];
  const visit = (dir: string, depth: number) => {
    if (isFile(fs, path.join(dir, 'docs.json'))) {
      out.push(dir);
      return;
    }
    if (depth >= SEARCH_DEPTH) return;
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1)))
      if (e.isDirectory() && !e.name.startsWith('.') && !SKIPPED.has(e.name)) visit(path.join(dir, e.name), depth + 1);
  };
  visit(folder, 0);
  return out;
}

function isFile(fs: FileSystem, file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** What `work` gives, or the editor's error with the reason when navlint refuses the move. */
function refusedAsError<T>(work: () => T): T | lsp.ResponseError<void> {
  try {
    return work();
  } catch (e) {
    if (e instanceof MoveRefused) return new lsp.ResponseError(lsp.ErrorCodes.InvalidRequest, e.message);
    throw e;
  }
}
