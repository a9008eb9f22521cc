import { parseArgs } from 'node:util';
import { closest } from '../core/suggest.js';
import { UsageError } from '../core/errors.js';
import { VERSION } from '../version.js';

/** One option of a command: its type, short form, value and help. */
interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** The value's placeholder in the help (`F`, `FILE`, `N`). */
  arg?: string;
  /** The values allowed, the default first. */
  choices?: readonly string[];
  /** What the value is, for a missing value (`a file name`). */
  value?: string;
  /** May be given more than once; the values are kept in order (commas separate values too). */
  multiple?: true;
  help: string;
}

/** One command: what it does, its operand, its options, examples. */
interface CommandSpec {
  summary: string;
  operand: {
    name: 'DIR' | 'FILE' | 'DIR | FILE…' | 'SITE_URL' | 'BASE [HEAD]' | 'OLD NEW';
    required: boolean;
    help: string;
  };
  options: Readonly<Record<string, OptionSpec>>;
  examples: readonly string[];
  exit: string;
}

/** The command names. */
export type CommandName = 'check' | 'nav' | 'openapi-check' | 'preview' | 'diff' | 'mv' | 'proxy-check' | 'lsp';

const format = (choices: readonly string[], what: string): OptionSpec => ({
  type: 'string',
  short: 'f',
  arg: 'F',
  choices,
  help: `${what}: ${choices.join(', ')} (default: ${choices[0]})`,
});
const CONFIG: OptionSpec = {
  type: 'string',
  short: 'c',
  arg: 'FILE',
  value: 'a file name',
  help: "navlint's configuration (default: .navlintrc.json in the docs root)",
};
const FETCH_REMOTE: OptionSpec = {
  type: 'boolean',
  help: 'fetch OpenAPI documents given as URLs (10 s and 16 MiB at most each)',
};
const ALLOW_PRIVATE_HOSTS: OptionSpec = {
  type: 'boolean',
  help: 'with --fetch-remote, --external or --published: fetch from loopback, link-local and private addresses too (refused by default)',
};
const MAX_WARNINGS: OptionSpec = {
  type: 'string',
  arg: 'N',
  value: 'a whole number',
  help: 'exit 1 when there are more than N warnings',
};
const NO_CONTENT: OptionSpec = { type: 'boolean', help: 'check the navigation only: do not parse pages and snippets' };
const MAX_TIME: OptionSpec = {
  type: 'string',
  arg: 'S',
  value: 'a number of seconds',
  help: 'stop the check after S seconds: what is not parsed or validated by then is left out, and a check-timeout finding says what',
};
const QUIET: OptionSpec = {
  type: 'boolean',
  short: 'q',
  help: 'report errors only (the closing line counts what is hidden); the same as --min-severity error',
};
const MIN_SEVERITY: OptionSpec = {
  type: 'string',
  arg: 'S',
  choices: ['notice', 'warning', 'error'],
  value: 'a severity',
  help: 'report only findings of severity S or worse: warning hides notices, error hides warnings and notices (default: notice)',
};
const JSON_VERSION: OptionSpec = {
  type: 'string',
  arg: 'N',
  choices: ['2', '1'],
  value: 'a version of the JSON output',
  help: 'with --format json: the version of the output (default: 2; 1 keeps the earlier form for a release)',
};
const CACHE: OptionSpec = {
  type: 'boolean',
  help: 'keep what pages hold between runs; only changed files are parsed again',
};
const CHECK_CACHE: OptionSpec = {
  ...CACHE,
  help: `${CACHE.help}; when no file changed, the same command prints its last report again`,
};
const CACHE_LOCATION: OptionSpec = {
  type: 'string',
  arg: 'PATH',
  value: 'a file or a folder',
  help: 'the cache file, or a folder for it (default: .navlintcache in the docs root)',
};
const COLOR: OptionSpec = { type: 'boolean', help: 'colour the output even when it is not a terminal' };
const NO_COLOR: OptionSpec = { type: 'boolean', help: 'never colour the output (NO_COLOR=1 in the environment too)' };
const COMMON: Readonly<Record<string, OptionSpec>> = {
  help: { type: 'boolean', short: 'h', help: 'show this help' },
  version: { type: 'boolean', short: 'v', help: 'show the version' },
};
const DIR_HELP =
  'the docs root (the folder that holds docs.json) or its docs.json; default: the current folder. When the folder has no docs.json, the nearest folder above it that has one is used, up to the repository root.';

/** Every command, its operand and its options: the one table that both the parser and the help read. */
const COMMANDS: Readonly<Record<CommandName, CommandSpec>> = {
  check: {
    summary: 'check docs.json, its pages and the OpenAPI documents they use',
    operand: {
      name: 'DIR | FILE…',
      required: false,
      help: `${DIR_HELP} Files instead (pages, snippets, OpenAPI documents, docs.json, several at once, as a pre-commit hook passes them): the whole site they belong to is checked, and only the findings in those files are reported.`,
    },
    options: {
      format: format(['stylish', 'json', 'sarif', 'github'], 'output format'),
      out: {
        type: 'string',
        short: 'o',
        arg: 'FILE',
        value: 'a file name',
        help: 'write the report to FILE instead of standard output',
      },
      config: CONFIG,
      preset: {
        type: 'string',
        arg: 'NAME',
        choices: ['recommended', 'strict', 'accessibility'],
        value: 'a preset',
        multiple: true,
        help: "check with the preset NAME (repeatable) over the configuration's `extends`, as if it were listed last: strict turns every rule on at its own level, accessibility adds the heuristic accessibility rules (default: recommended)",
      },
      'print-config': {
        type: 'boolean',
        help: 'print the level of every rule under the configuration (its presets and `rules`, and --preset) as JSON, and check nothing',
      },
      'max-warnings': MAX_WARNINGS,
      quiet: QUIET,
      'min-severity': MIN_SEVERITY,
      'fetch-remote': FETCH_REMOTE,
      'allow-private-hosts': ALLOW_PRIVATE_HOSTS,
      external: {
        type: 'boolean',
        help: 'fetch every external link once (HEAD, then GET; redirects followed; 429 honoured) and report those that are gone (404, 410) or unreachable, as `.navlintrc.json` `external` sets; with --cache, answers are kept for a day',
      },
      'no-content': NO_CONTENT,
      'max-time': MAX_TIME,
      base: {
        type: 'string',
        arg: 'REF',
        value: 'a git revision or a docs-root folder',
        help: 'compare with REF (a git revision or a docs-root folder): URLs removed without a redirect (url-removed)',
      },
      published: {
        type: 'string',
        arg: 'URL',
        value: 'a URL',
        help: "check that every URL of the published site at URL (its sitemap.xml, or URL itself when it ends in .xml; a sitemap index's sitemaps too) is still served or redirected (url-removed); URL is also the site's base, over `published` of .navlintrc.json",
      },
      'published-urls': {
        type: 'string',
        arg: 'FILE',
        value: 'a file name',
        help: 'check that every URL of FILE (a saved sitemap.xml, or one URL or path a line, # for comments) is still served or redirected (url-removed); mapped against --published or `published` of .navlintrc.json',
      },
      cache: CHECK_CACHE,
      'cache-location': CACHE_LOCATION,
      'new-since': {
        type: 'string',
        arg: 'REF',
        value: 'a git revision or a docs-root folder',
        help: 'report only the findings that REF (a git revision or a docs-root folder, checked in full too) does not have, such as links that a deleted page broke elsewhere; implies --base REF',
      },
      'suppress-all': {
        type: 'boolean',
        help: 'write every error and warning found into navlint-suppressions.json in the docs root: later runs report only new ones',
      },
      'suppress-rule': {
        type: 'string',
        arg: 'RULE',
        value: 'a rule id',
        multiple: true,
        help: 'write the findings of RULE (repeatable) into navlint-suppressions.json, leaving the other entries as they are',
      },
      'prune-suppressions': {
        type: 'boolean',
        help: 'lower the counts of navlint-suppressions.json to what is still found, and drop the entries that find nothing',
      },
      timing: { type: 'boolean', help: 'print the time each phase and the slowest rules took on standard error' },
      fix: {
        type: 'boolean',
        help: 'apply the safe fixes in place (up to 10 passes), keeping each file as written elsewhere; then report what remains',
      },
      'fix-dry-run': {
        type: 'boolean',
        help: 'print what --fix would change as a unified diff, and change nothing',
      },
      'json-version': JSON_VERSION,
      color: COLOR,
      'no-color': NO_COLOR,
    },
    examples: [
      'navlint check docs',
      'navlint check docs --format sarif > navlint.sarif',
      'navlint check --quiet --max-warnings 0',
      'navlint check docs --suppress-all',
      'navlint check docs --new-since origin/main',
      'navlint check docs/guides/setup.mdx docs/docs.json',
      'navlint check docs --cache',
      'navlint check docs --external --cache',
      'navlint check docs --fix',
      'navlint check docs --fix-dry-run > fixes.diff',
      'navlint check docs --preset strict',
    ],
    exit: '0 no errors, 1 errors (or more warnings than --max-warnings), 2 usage or fatal error',
  },
  nav: {
    summary: 'print the resolved navigation, generated API pages included, with what check reports marked on it',
    operand: { name: 'DIR', required: false, help: DIR_HELP },
    options: {
      format: format(['text', 'json'], 'output format'),
      config: CONFIG,
      'fetch-remote': FETCH_REMOTE,
      'allow-private-hosts': ALLOW_PRIVATE_HOSTS,
      'no-content': NO_CONTENT,
      cache: CACHE,
      'cache-location': CACHE_LOCATION,
      'max-time': MAX_TIME,
    },
    examples: ['navlint nav docs', 'navlint nav docs --format json > nav.json'],
    exit: '0 printed, 1 docs.json (or a file it includes) cannot be read, 2 usage or fatal error',
  },
  'openapi-check': {
    summary: 'validate one OpenAPI document',
    operand: { name: 'FILE', required: true, help: 'the OpenAPI document (JSON or YAML)' },
    options: {
      format: format(['stylish', 'json', 'sarif', 'github'], 'output format'),
      'max-warnings': MAX_WARNINGS,
      quiet: QUIET,
      'min-severity': MIN_SEVERITY,
      'json-version': JSON_VERSION,
      color: COLOR,
      'no-color': NO_COLOR,
    },
    examples: ['navlint openapi-check openapi.yaml', 'navlint openapi-check api/openapi.json --format json'],
    exit: '0 no errors, 1 errors (or more warnings than --max-warnings), 2 usage or fatal error',
  },
  preview: {
    summary: 'write the navigation preview: one HTML file, or Markdown',
    operand: { name: 'DIR', required: false, help: DIR_HELP },
    options: {
      format: format(['html', 'md'], 'what to write'),
      out: {
        type: 'string',
        short: 'o',
        arg: 'FILE',
        value: 'a file name, or - for standard output',
        help: 'where to write (default: navlint-preview.html, or .md; - for standard output)',
      },
      base: {
        type: 'string',
        arg: 'REF',
        value: 'a git revision or a docs-root folder',
        help: 'compare with REF (a git revision or a docs-root folder): the preview gets a view of what changed',
      },
      watch: {
        type: 'boolean',
        short: 'w',
        help: 'serve the preview on http://127.0.0.1:PORT and update the open page on every change (Ctrl-C stops)',
      },
      port: {
        type: 'string',
        arg: 'N',
        value: 'a port number',
        help: 'with --watch: the port on 127.0.0.1 (default: 4180; 0 picks a free one)',
      },
      config: CONFIG,
      'fetch-remote': FETCH_REMOTE,
      'allow-private-hosts': ALLOW_PRIVATE_HOSTS,
      'no-content': NO_CONTENT,
      cache: CACHE,
      'cache-location': CACHE_LOCATION,
      'max-time': MAX_TIME,
    },
    examples: [
      'navlint preview docs',
      'navlint preview docs --out site-preview.html',
      'navlint preview docs --format md --out -',
      'navlint preview docs --watch',
    ],
    exit: '0 written or served until Ctrl-C (whatever the findings), 2 usage or fatal error',
  },
  diff: {
    summary:
      'show what a change does to the published site: pages, API pages and sections added, removed, moved or renamed, and URLs left without a redirect',
    operand: {
      name: 'BASE [HEAD]',
      required: true,
      help: 'two git revisions of the docs root (HEAD: the working tree), or two docs-root folders',
    },
    options: {
      format: format(['text', 'json', 'md'], 'output format'),
      root: {
        type: 'string',
        arg: 'DIR',
        value: 'a folder',
        help: 'the docs root in the working tree, for git revisions (default: .)',
      },
    },
    examples: [
      'navlint diff main',
      'navlint diff origin/main HEAD --root docs --format md',
      'navlint diff old-site/ new-site/ --format json',
    ],
    exit: '0 printed (whatever changed), 2 usage or fatal error',
  },
  mv: {
    summary:
      'move a page, a snippet, a file or a folder: with git mv in a repository, rewriting the navigation, the links, the imports and the redirects that name it, and adding a redirect from the old URL',
    operand: {
      name: 'OLD NEW',
      required: true,
      help: 'paths from the current folder (as git mv reads them), inside the docs root; a page may be named without its extension, and NEW may be a folder to move into (an existing one, or one written with a trailing /)',
    },
    options: {
      root: {
        type: 'string',
        arg: 'DIR',
        value: 'a folder',
        help: 'the docs root (default: .)',
      },
      'dry-run': { type: 'boolean', help: 'print the move and every edit as a unified diff, and change nothing' },
      'no-check': {
        type: 'boolean',
        help: 'do not check the site again after the move (by default, the findings the move brought are reported)',
      },
      config: CONFIG,
    },
    examples: [
      'navlint mv guides/intro guides/getting-started',
      'navlint mv docs/guides/setup.mdx docs/install --root docs',
      'navlint mv api-guides guides/api --dry-run',
      'navlint mv snippets/note.mdx snippets/shared/',
    ],
    exit: '0 moved (or printed), 1 moved but the check after the move finds new errors, 2 refused, usage or fatal error',
  },
  lsp: {
    summary: 'run the language server: findings, fixes and navigation in the editor, as files are typed',
    operand: {
      name: 'DIR',
      required: false,
      help: "where to look for docs roots when the editor names no workspace folder (default: the current folder); the editor's folders are searched a few levels down for docs.json",
    },
    options: {
      stdio: { type: 'boolean', help: 'talk Language Server Protocol over standard input and output (required)' },
    },
    examples: ['navlint lsp --stdio'],
    exit: '0 when the editor ends the session, 2 usage or fatal error',
  },
  'proxy-check': {
    summary:
      "check that the deployed site's API playground can send its requests (through the proxy, or with CORS when the proxy is off)",
    operand: { name: 'SITE_URL', required: true, help: 'the deployed site, such as https://docs.example.com' },
    options: {
      format: format(['text', 'json'], 'output format'),
      dir: {
        type: 'string',
        arg: 'DIR',
        value: 'a folder',
        help: 'the docs root whose docs.json and OpenAPI documents describe the site (default: .)',
      },
      timeout: {
        type: 'string',
        arg: 'S',
        value: 'a number of seconds',
        help: 'seconds to wait for each answer (default: 10)',
      },
      config: CONFIG,
      'fetch-remote': FETCH_REMOTE,
      'allow-private-hosts': {
        type: 'boolean',
        help: "send preflights to API servers at loopback, link-local and private addresses too, and with --fetch-remote fetch from them (refused by default: the documents' servers come from the repository)",
      },
      color: COLOR,
      'no-color': NO_COLOR,
    },
    examples: [
      'navlint proxy-check https://docs.example.com',
      'navlint proxy-check https://docs.example.com --dir docs --format json',
    ],
    exit: '0 playground requests will work, 1 they will not, 2 usage or fatal error',
  },
};

const NAMES = Object.keys(COMMANDS) as CommandName[];

/** The global help: the commands and where to read more. */
export function globalHelp(): string {
  const rows = NAMES.map((n) => [`${n} ${operandUsage(COMMANDS[n])}`, COMMANDS[n].summary] as [string, string]);
  rows.push(['help [COMMAND]', "show a command's options and examples"]);
  return `navlint ${VERSION}: checks a Mintlify docs.json, its pages and its OpenAPI references.

Usage: navlint COMMAND [ARG] [options]

Commands:
${table(rows)}

Options of every command:
${table(optionRows(COMMON))}

Run \`navlint help COMMAND\` (or \`navlint COMMAND --help\`) for the options of a command.
Exit codes: 0 no errors, 1 errors (or too many warnings), 2 usage or fatal error.
`;
}

/** The help of one command: usage, operand, options, examples and exit codes. */
export function commandHelp(name: CommandName): string {
  const c = COMMANDS[name];
  return `navlint ${name}: ${c.summary}.

Usage: navlint ${name} ${operandUsage(c)} [options]

${table([[c.operand.name, c.operand.help]])}

Options:
${table(optionRows({ ...c.options, ...COMMON }))}

Examples:
${c.examples.map((e) => `  ${e}`).join('\n')}

Exit codes: ${c.exit}.
`;
}

function operandUsage(c: CommandSpec): string {
  return c.operand.required ? c.operand.name : `[${c.operand.name}]`;
}

function optionRows(options: Readonly<Record<string, OptionSpec>>): [string, string][] {
  return Object.entries(options).map(([name, o]) => [
    `${o.short ? `-${o.short}, ` : '    '}--${name}${o.arg ? ` ${o.arg}` : ''}`,
    o.help,
  ]);
}

/** Two columns, the second wrapped at 100 characters. */
function table(rows: [string, string][]): string {
  const width = Math.max(...rows.map(([a]) => a.length)) + 2;
  return rows
    .map(([a, b]) => {
      const lines: string[] = [];
      let line = '';
      for (const word of b.split(' ')) {
        if (line && 2 + width + line.length + 1 + word.length > 100) {
          lines.push(line);
          line = word;
        } else line = line ? `${line} ${word}` : word;
      }
      lines.push(line);
      return lines.map((l, i) => `  ${(i === 0 ? a : '').padEnd(width)}${l}`).join('\n');
    })
    .join('\n');
}

/** The command line once read: the command (if any), its operands and option values. */
export interface ParsedArgs {
  command?: string;
  operands: string[];
  values: Record<string, string | boolean | undefined>;
}

// Every option of every command, so that a value is taken as the value of an option that this command does not take.
const ALL: Record<string, OptionSpec> = Object.assign({}, ...NAMES.map((n) => COMMANDS[n].options), COMMON) as Record<
  string,
  OptionSpec
>;

/** Reads the command line against the table of its command: unknown options, missing values and wrong values are usage errors. */
export function parseCommandLine(argv: string[]): ParsedArgs {
  const { tokens } = parseArgs({
    args: argv,
    options: Object.fromEntries(
      Object.entries(ALL).map(([n, o]) => [n, o.short ? { type: o.type, short: o.short } : { type: o.type }]),
    ),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const positionals = tokens.flatMap((t) => (t.kind === 'positional' ? [t.value] : []));
  const command = positionals[0];
  if (command !== undefined && command !== 'help' && !isCommand(command)) throw unknownCommand(command);
  const spec = isCommand(command) ? COMMANDS[command] : undefined;
  const own: Readonly<Record<string, OptionSpec>> = { ...spec?.options, ...COMMON };
  const seeHelp = spec ? `see navlint help ${command}` : 'see navlint --help';
  const values: ParsedArgs['values'] = {};
  for (const t of tokens) {
    if (t.kind !== 'option') continue;
    const option = own[t.name];
    if (!option) {
      const takers = NAMES.filter((n) => t.name in COMMANDS[n].options);
      if (takers.length > 0) {
        if (!spec) continue; // `navlint help --quiet`, `navlint --quiet`: the help is shown, the option does not matter
        // Not a typo: the option of another command, which this one does not take.
        throw new UsageError(`--${t.name} applies to ${list(takers, 'and')} only, not to ${command}`);
      }
      const mean = t.rawName.startsWith('--') ? closestOption(t.rawName, Object.keys(own)) : undefined;
      throw new UsageError(`unknown option "${t.rawName}"${mean ? `; did you mean "${mean}"?` : ''} (${seeHelp})`);
    }
    if (option.type === 'boolean') {
      if (t.value !== undefined) throw new UsageError(`--${t.name} takes no value, got "${t.value}"`);
      values[t.name] = true;
      continue;
    }
    // A value that looks like another option (`--format --quiet`) is an option whose value was forgotten.
    if (t.value === undefined || (!t.inlineValue && t.value.length > 1 && t.value.startsWith('-'))) {
      throw new UsageError(`--${t.name} needs a value: ${option.choices ? list(option.choices, 'or') : option.value}`);
    }
    if (option.choices && !option.choices.includes(t.value)) {
      // Values are short: only a near miss that starts alike is offered (`jsn`, not `pdf` for `md`).
      const mean = closest(t.value, option.choices);
      const hint = mean && mean[0] === t.value[0]?.toLowerCase() ? `; did you mean "${mean}"?` : '';
      throw new UsageError(
        `--${t.name} of ${command} must be one of ${option.choices.join(', ')}, not "${t.value}"${hint}`,
      );
    }
    if (option.multiple) {
      const list = (values[t.name] as string | undefined)?.split(',') ?? [];
      values[t.name] = [...list, ...t.value.split(',').map((v) => v.trim())].filter(Boolean).join(',');
    } else values[t.name] = t.value;
  }
  return { command, operands: positionals.slice(1), values };
}

/**
 * The option meant by an unknown one: one that the word starts with or that starts the word (`--output` for `--out`),
 * else the closest by spelling.
 */
function closestOption(raw: string, names: string[]): string | undefined {
  const word = raw.slice(2);
  const prefixed = names.filter((n) => n.length >= 3 && (word.startsWith(n) || n.startsWith(word)));
  if (prefixed.length > 0) return `--${prefixed.sort((a, b) => b.length - a.length)[0]}`;
  return closest(
    raw,
    names.map((n) => `--${n}`),
  );
}

/** Whether a word names a command. */
export function isCommand(word: string | undefined): word is CommandName {
  return word !== undefined && (NAMES as string[]).includes(word);
}

/** The usage error for a word that names no command, with the closest command. */
export function unknownCommand(word: string): UsageError {
  const mean = closest(word, [...NAMES, 'help']);
  return new UsageError(`unknown command "${word}"${mean ? `; did you mean "${mean}"?` : ''} (see navlint --help)`);
}

function list(items: readonly string[], conjunction: 'and' | 'or'): string {
  return items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}
