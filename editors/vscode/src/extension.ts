import path from 'node:path';
import { workspace, type ExtensionContext } from 'vscode';
import {
  LanguageClient,
  TransportKind,
  type LanguageClientOptions,
  type ServerOptions,
} from 'vscode-languageclient/node';

let client: LanguageClient | undefined;

/** Starts `navlint lsp --stdio` (the cli.js shipped in server/, or `navlint.serverPath`) for the workspace. */
export async function activate(context: ExtensionContext): Promise<void> {
  const config = workspace.getConfiguration('navlint');
  if (!config.get<boolean>('enable', true)) return;
  const given = config.get<string>('serverPath', '').trim();
  const folder = workspace.workspaceFolders?.[0]?.uri.fsPath;
  const module =
    given === '' ? context.asAbsolutePath(path.join('server', 'cli.js')) : path.resolve(folder ?? '.', given);
  // The client adds --stdio; the server runs on the editor's own Node.js.
  const run = { module, args: ['lsp'], transport: TransportKind.stdio };
  const serverOptions: ServerOptions = { run, debug: run };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'mdx' },
      { scheme: 'file', pattern: '**/*.mdx' },
      { scheme: 'file', pattern: '**/docs.json' },
      { scheme: 'file', language: 'markdown' },
      { scheme: 'file', pattern: '**/*.{yaml,yml,json,graphql,gql}' },
    ],
    initializationOptions: {
      navlint: {
        debounce: config.get<number>('debounce', 200),
        config: config.get<string>('config', ''),
        fetchRemote: config.get<boolean>('fetchRemote', false),
      },
    },
    synchronize: { configurationSection: 'navlint' },
  };
  client = new LanguageClient('navlint', 'navlint', serverOptions, clientOptions);
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
