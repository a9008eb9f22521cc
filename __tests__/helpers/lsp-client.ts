import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import protocol from 'vscode-languageserver-protocol/node.js';
import type {
  Diagnostic,
  InitializeResult,
  ProtocolConnection,
  PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node.js';
import { ROOT } from './run.js';

/** The bundled CLI, which the editor starts as `navlint lsp --stdio`. */
export const DIST_CLI = path.join(ROOT, 'dist', 'cli.js');

/** The URI of a file of a site. */
export function uriOf(dir: string, rel: string): string {
  return pathToFileURL(path.join(dir, rel)).href;
}

/** A language client over a real `navlint lsp --stdio` process, written with the protocol library's own connection. */
export class LspClient {
  readonly connection: ProtocolConnection;
  readonly child: ChildProcess;
  /** Every diagnostics notification, in order. */
  readonly published: PublishDiagnosticsParams[] = [];
  /** Messages the server showed. */
  readonly messages: string[] = [];
  stderr = '';
  private readonly versions = new Map<string, number>();
  /** Called on every diagnostics notification. */
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly dir: string,
    options: { env?: Record<string, string> } = {},
  ) {
    this.child = spawn(process.execPath, [DIST_CLI, 'lsp', '--stdio'], {
      cwd: dir,
      env: { ...process.env, NODE_OPTIONS: '', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stderr!.setEncoding('utf8').on('data', (s: string) => (this.stderr += s));
    this.connection = protocol.createProtocolConnection(
      new protocol.StreamMessageReader(this.child.stdout!),
      new protocol.StreamMessageWriter(this.child.stdin!),
    );
    this.connection.onNotification(protocol.PublishDiagnosticsNotification.type, (p) => {
      this.published.push(p);
      for (const listener of [...this.listeners]) listener();
    });
    this.connection.onNotification(protocol.ShowMessageNotification.type, (p) => this.messages.push(p.message));
    this.connection.onNotification(protocol.LogMessageNotification.type, () => undefined);
    this.connection.onRequest(protocol.RegistrationRequest.type, () => null);
    this.connection.onRequest(protocol.ShowMessageRequest.type, () => null);
    this.connection.listen();
  }

  /** Initializes the session for the site's folder (debounce in milliseconds as a setting). */
  async initialize(settings: Record<string, unknown> = {}): Promise<InitializeResult> {
    const result = await this.connection.sendRequest(protocol.InitializeRequest.type, {
      processId: process.pid,
      rootUri: pathToFileURL(this.dir).href,
      workspaceFolders: [{ uri: pathToFileURL(this.dir).href, name: 'site' }],
      capabilities: {
        workspace: { didChangeWatchedFiles: { dynamicRegistration: true }, workspaceFolders: true },
        textDocument: { publishDiagnostics: {}, codeAction: {}, definition: {}, hover: {}, completion: {} },
      },
      initializationOptions: settings,
    });
    await this.connection.sendNotification(protocol.InitializedNotification.type, {});
    return result;
  }

  /** Opens a file of the site, with its text on disk unless given. */
  async open(rel: string, text?: string): Promise<void> {
    const uri = uriOf(this.dir, rel);
    this.versions.set(uri, 1);
    await this.connection.sendNotification(protocol.DidOpenTextDocumentNotification.type, {
      textDocument: {
        uri,
        languageId: rel.endsWith('.json') ? 'json' : 'mdx',
        version: 1,
        text: text ?? fs.readFileSync(path.join(this.dir, rel), 'utf8'),
      },
    });
  }

  /** Replaces the whole text of an open file. */
  async change(rel: string, text: string): Promise<void> {
    const uri = uriOf(this.dir, rel);
    const version = (this.versions.get(uri) ?? 1) + 1;
    this.versions.set(uri, version);
    await this.connection.sendNotification(protocol.DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version },
      contentChanges: [{ text }],
    });
  }

  /** The diagnostics last published for a file. */
  latest(rel: string): Diagnostic[] | undefined {
    const uri = uriOf(this.dir, rel);
    for (let i = this.published.length - 1; i >= 0; i--)
      if (this.published[i].uri === uri) return this.published[i].diagnostics;
    return undefined;
  }

  /** The diagnostics of every notification for a file, in order. */
  publishedTo(rel: string): Diagnostic[][] {
    const uri = uriOf(this.dir, rel);
    return this.published.filter((p) => p.uri === uri).map((p) => p.diagnostics);
  }

  /** Waits until the diagnostics last published for a file satisfy `ok`. */
  until(rel: string, ok: (d: Diagnostic[]) => boolean, ms = 30_000): Promise<Diagnostic[]> {
    return this.when(
      () => {
        const d = this.latest(rel);
        return d && ok(d) ? d : undefined;
      },
      () => `no matching diagnostics for ${rel}; last: ${JSON.stringify(this.latest(rel))}`,
      ms,
    );
  }

  /** Waits for the `n`th diagnostics notification (counting from 1) for a file, and returns its diagnostics. */
  nth(rel: string, n: number, ms = 30_000): Promise<Diagnostic[]> {
    return this.when(
      () => this.publishedTo(rel)[n - 1],
      () => `no notification ${n} for ${rel}; those there: ${JSON.stringify(this.publishedTo(rel))}`,
      ms,
    );
  }

  /**
   * Waits until `found` gives a value, looking again at each diagnostics notification; fails after `ms` without
   * one (a guard against a server that never sends it, not a measure of its speed).
   */
  private when<T>(found: () => T | undefined, what: () => string, ms: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const look = () => {
        const value = found();
        if (value === undefined) return;
        done();
        resolve(value);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`${what()} within ${ms} ms\n${this.stderr}`));
      }, ms);
      const done = () => {
        clearTimeout(timer);
        this.listeners.delete(look);
      };
      this.listeners.add(look);
      look();
    });
  }

  /** Ends the session as an editor does: shutdown, then exit; resolves with the exit code. */
  async stop(): Promise<number | null> {
    const exited = new Promise<number | null>((resolve) => this.child.on('exit', (code) => resolve(code)));
    if (this.child.exitCode === null) {
      await this.connection.sendRequest(protocol.ShutdownRequest.type).catch(() => undefined);
      await this.connection.sendNotification(protocol.ExitNotification.type).catch(() => undefined);
    }
    const code = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 10_000).unref())]);
    if (this.child.exitCode === null) this.child.kill();
    this.connection.dispose();
    this.child.stdin!.destroy();
    this.child.stdout!.destroy();
    this.child.stderr!.destroy();
    return code;
  }
}
