export const id = 111;
export const ids = [111,9515,7167];
export const modules = {

/***/ 90111:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/core/suggest.ts
var suggest = __webpack_require__(32085);
;// CONCATENATED MODULE: ./src/cli/args.ts




const format = (choices, what) => ({
    type: 'string',
    short: 'f',
    arg: 'F',
    choices,
    help: `${what}: ${choices.join(', ')} (default: ${choices[0]})`,
});
const CONFIG = {
    type: 'string',
    short: 'c',
    arg: 'FILE',
    value: 'a file name',
    help: "navlint's configuration (default: .navlintrc.json in the docs root)",
};
const FETCH_REMOTE = {
    type: 'boolean',
    help: 'fetch OpenAPI documents given as URLs (10 s and 16 MiB at most each)',
};
const ALLOW_PRIVATE_HOSTS = {
    type: 'boolean',
    help: 'with --fetch-remote, --external or --published: fetch from loopback, link-local and private addresses too (refused by default)',
};
const MAX_WARNINGS = {
    type: 'string',
    arg: 'N',
    value: 'a whole number',
    help: 'exit 1 when there are more than N warnings',
};
const NO_CONTENT = { type: 'boolean', help: 'check the navigation only: do not parse pages and snippets' };
const MAX_TIME = {
    type: 'string',
    arg: 'S',
    value: 'a number of seconds',
    help: 'stop the check after S seconds: what is not parsed or validated by then is left out, and a check-timeout finding says what',
};
const QUIET = {
    type: 'boolean',
    short: 'q',
    help: 'report errors only (the closing line counts what is hidden); the same as --min-severity error',
};
const MIN_SEVERITY = {
    type: 'string',
    arg: 'S',
    choices: ['notice', 'warning', 'error'],
    value: 'a severity',
    help: 'report only findings of severity S or worse: warning hides notices, error hides warnings and notices (default: notice)',
};
const JSON_VERSION = {
    type: 'string',
    arg: 'N',
    choices: ['2', '1'],
    value: 'a version of the JSON output',
    help: 'with --format json: the version of the output (default: 2; 1 keeps the earlier form for a release)',
};
const CACHE = {
    type: 'boolean',
    help: 'keep what pages hold between runs; only changed files are parsed again',
};
const CHECK_CACHE = {
    ...CACHE,
    help: `${CACHE.help}; when no file changed, the same command prints its last report again`,
};
const CACHE_LOCATION = {
    type: 'string',
    arg: 'PATH',
    value: 'a file or a folder',
    help: 'the cache file, or a folder for it (default: .navlintcache in the docs root)',
};
const COLOR = { type: 'boolean', help: 'colour the output even when it is not a terminal' };
const NO_COLOR = { type: 'boolean', help: 'never colour the output (NO_COLOR=1 in the environment too)' };
const COMMON = {
    help: { type: 'boolean', short: 'h', help: 'show this help' },
    version: { type: 'boolean', short: 'v', help: 'show the version' },
};
const DIR_HELP = 'the docs root (the folder that holds docs.json) or its docs.json; default: the current folder. When the folder has no docs.json, the nearest folder above it that has one is used, up to the repository root.';
/** Every command, its operand and its options: the one table that both the parser and the help read. */
const COMMANDS = {
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
        summary: 'show what a change does to the published site: pages, API pages and sections added, removed, moved or renamed, and URLs left without a redirect',
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
        summary: 'move a page, a snippet, a file or a folder: with git mv in a repository, rewriting the navigation, the links, the imports and the redirects that name it, and adding a redirect from the old URL',
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
        summary: "check that the deployed site's API playground can send its requests (through the proxy, or with CORS when the proxy is off)",
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
const NAMES = Object.keys(COMMANDS);
/** The global help: the commands and where to read more. */
function globalHelp() {
    const rows = NAMES.map((n) => [`${n} ${operandUsage(COMMANDS[n])}`, COMMANDS[n].summary]);
    rows.push(['help [COMMAND]', "show a command's options and examples"]);
    return `navlint ${version/* VERSION */.x}: checks a Mintlify docs.json, its pages and its OpenAPI references.

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
function commandHelp(name) {
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
function operandUsage(c) {
    return c.operand.required ? c.operand.name : `[${c.operand.name}]`;
}
function optionRows(options) {
    return Object.entries(options).map(([name, o]) => [
        `${o.short ? `-${o.short}, ` : '    '}--${name}${o.arg ? ` ${o.arg}` : ''}`,
        o.help,
    ]);
}
/** Two columns, the second wrapped at 100 characters. */
function table(rows) {
    const width = Math.max(...rows.map(([a]) => a.length)) + 2;
    return rows
        .map(([a, b]) => {
        const lines = [];
        let line = '';
        for (const word of b.split(' ')) {
            if (line && 2 + width + line.length + 1 + word.length > 100) {
                lines.push(line);
                line = word;
            }
            else
                line = line ? `${line} ${word}` : word;
        }
        lines.push(line);
        return lines.map((l, i) => `  ${(i === 0 ? a : '').padEnd(width)}${l}`).join('\n');
    })
        .join('\n');
}
// Every option of every command, so that a value is taken as the value of an option that this command does not take.
const ALL = Object.assign({}, ...NAMES.map((n) => COMMANDS[n].options), COMMON);
/** Reads the command line against the table of its command: unknown options, missing values and wrong values are usage errors. */
function parseCommandLine(argv) {
    const { tokens } = (0,external_node_util_.parseArgs)({
        args: argv,
        options: Object.fromEntries(Object.entries(ALL).map(([n, o]) => [n, o.short ? { type: o.type, short: o.short } : { type: o.type }])),
        strict: false,
        allowPositionals: true,
        tokens: true,
    });
    const positionals = tokens.flatMap((t) => (t.kind === 'positional' ? [t.value] : []));
    const command = positionals[0];
    if (command !== undefined && command !== 'help' && !isCommand(command))
        throw unknownCommand(command);
    const spec = isCommand(command) ? COMMANDS[command] : undefined;
    const own = { ...spec?.options, ...COMMON };
    const seeHelp = spec ? `see navlint help ${command}` : 'see navlint --help';
    const values = {};
    for (const t of tokens) {
        if (t.kind !== 'option')
            continue;
        const option = own[t.name];
        if (!option) {
            const takers = NAMES.filter((n) => t.name in COMMANDS[n].options);
            if (takers.length > 0) {
                if (!spec)
                    continue; // `navlint help --quiet`, `navlint --quiet`: the help is shown, the option does not matter
                // Not a typo: the option of another command, which this one does not take.
                throw new errors/* UsageError */.eb(`--${t.name} applies to ${list(takers, 'and')} only, not to ${command}`);
            }
            const mean = t.rawName.startsWith('--') ? closestOption(t.rawName, Object.keys(own)) : undefined;
            throw new errors/* UsageError */.eb(`unknown option "${t.rawName}"${mean ? `; did you mean "${mean}"?` : ''} (${seeHelp})`);
        }
        if (option.type === 'boolean') {
            if (t.value !== undefined)
                throw new errors/* UsageError */.eb(`--${t.name} takes no value, got "${t.value}"`);
            values[t.name] = true;
            continue;
        }
        // A value that looks like another option (`--format --quiet`) is an option whose value was forgotten.
        if (t.value === undefined || (!t.inlineValue && t.value.length > 1 && t.value.startsWith('-'))) {
            throw new errors/* UsageError */.eb(`--${t.name} needs a value: ${option.choices ? list(option.choices, 'or') : option.value}`);
        }
        if (option.choices && !option.choices.includes(t.value)) {
            // Values are short: only a near miss that starts alike is offered (`jsn`, not `pdf` for `md`).
            const mean = (0,suggest.closest)(t.value, option.choices);
            const hint = mean && mean[0] === t.value[0]?.toLowerCase() ? `; did you mean "${mean}"?` : '';
            throw new errors/* UsageError */.eb(`--${t.name} of ${command} must be one of ${option.choices.join(', ')}, not "${t.value}"${hint}`);
        }
        if (option.multiple) {
            const list = values[t.name]?.split(',') ?? [];
            values[t.name] = [...list, ...t.value.split(',').map((v) => v.trim())].filter(Boolean).join(',');
        }
        else
            values[t.name] = t.value;
    }
    return { command, operands: positionals.slice(1), values };
}
/**
 * The option meant by an unknown one: one that the word starts with or that starts the word (`--output` for `--out`),
 * else the closest by spelling.
 */
function closestOption(raw, names) {
    const word = raw.slice(2);
    const prefixed = names.filter((n) => n.length >= 3 && (word.startsWith(n) || n.startsWith(word)));
    if (prefixed.length > 0)
        return `--${prefixed.sort((a, b) => b.length - a.length)[0]}`;
    return (0,suggest.closest)(raw, names.map((n) => `--${n}`));
}
/** Whether a word names a command. */
function isCommand(word) {
    return word !== undefined && NAMES.includes(word);
}
/** The usage error for a word that names no command, with the closest command. */
function unknownCommand(word) {
    const mean = (0,suggest.closest)(word, [...NAMES, 'help']);
    return new errors/* UsageError */.eb(`unknown command "${word}"${mean ? `; did you mean "${mean}"?` : ''} (see navlint --help)`);
}
function list(items, conjunction) {
    return items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/core/timing.ts
/** The phases of a check that `--timing` reports, in the order they run. */
const PHASES = ['load', 'parse specs', 'model', 'content', 'links', 'external', 'rules', 'report'];
/** A phase timer reading the given clock (milliseconds). */
function createPhaseClock(now) {
    const spent = new Map(PHASES.filter((p) => p !== 'external').map((p) => [p, 0]));
    const byRule = new Map();
    let current;
    let since = 0;
    return {
        enter(phase) {
            const t = now();
            if (current !== undefined)
                spent.set(current, (spent.get(current) ?? 0) + (t - since));
            const previous = current;
            current = phase;
            since = t;
            return previous;
        },
        rule(id, work) {
            const t = now();
            try {
                return work();
            }
            finally {
                byRule.set(id, (byRule.get(id) ?? 0) + (now() - t));
            }
        },
        totals() {
            const out = new Map(spent);
            if (current !== undefined)
                out.set(current, out.get(current) + (now() - since));
            return out;
        },
        ruleTotals() {
            return new Map(byRule);
        },
    };
}
/** Rules listed under the phases by `--timing`: the slowest, as ESLint's TIMING lists them. */
const SLOWEST_RULES = 10;
/**
 * The `--timing` tables: one line per phase and the total, then the slowest rules and their share of the rules
 * phase, in milliseconds.
 */
function formatTiming(totals, rules = new Map()) {
    // External links are fetched only with `--external`: their row shows only then.
    const shown = PHASES.filter((p) => p !== 'external' || totals.has(p));
    const rows = [...shown.map((p) => [p, totals.get(p) ?? 0])];
    rows.push(['total', rows.reduce((n, [, ms]) => n + ms, 0)]);
    const lines = ['phase            ms', ...rows.map(([p, ms]) => `${p.padEnd(12)}${ms.toFixed(1).padStart(8)}`)];
    const slowest = [...rules].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, SLOWEST_RULES);
    if (slowest.length > 0) {
        const width = Math.max(...slowest.map(([id]) => id.length), 'slowest rules'.length) + 2;
        const all = [...rules.values()].reduce((n, ms) => n + ms, 0);
        const share = (ms) => (all > 0 ? `${((100 * ms) / all).toFixed(1)}%` : '');
        lines.push('', `${'slowest rules'.padEnd(width)}${'ms'.padStart(8)}  share`);
        for (const [id, ms] of slowest)
            lines.push(`${id.padEnd(width)}${ms.toFixed(1).padStart(8)}  ${share(ms).padStart(5)}`);
    }
    return lines.join('\n') + '\n';
}

// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
;// CONCATENATED MODULE: ./src/cli/select.ts



/** Whether the operands of `check` name files rather than one docs root (a folder, or docs.json alone). */
function isFileSelection(operands, cwd, fs) {
    if (operands.length > 1)
        return true;
    if (operands.length === 0)
        return false;
    const abs = external_node_path_default().resolve(cwd, operands[0]);
    try {
        return fs.statSync(abs).isFile() && external_node_path_default().basename(abs) !== 'docs.json';
    }
    catch {
        return false;
    }
}
/**
 * The docs root of each file (the nearest folder above it that holds docs.json, up to the repository root): all the
 * files must share one. Files in no docs root are set aside; a folder among them, a missing file or a second docs root
 * is a usage error.
 */
function selectFiles(operands, cwd, fs, findRoot) {
    const roots = new Map();
    const outside = [];
    for (const op of operands) {
        const abs = external_node_path_default().resolve(cwd, op);
        let isFile;
        try {
            isFile = fs.statSync(abs).isFile();
        }
        catch {
            throw new errors/* UsageError */.eb(`${op}: no such file`);
        }
        if (!isFile)
            throw new errors/* UsageError */.eb(`${op} is a folder; check takes one docs root, or files of one docs root`);
        let root;
        try {
            root = findRoot(external_node_path_default().dirname(abs));
        }
        catch (e) {
            // No docs.json above it (a `docs.json` below is no docs root of this file either): not a file of the docs.
            if (!(e instanceof errors/* UsageError */.eb))
                throw e;
            outside.push(op);
            continue;
        }
        (roots.get(root) ?? roots.set(root, []).get(root)).push(abs);
    }
    if (roots.size > 1) {
        const [a, b] = [...roots.keys()].map((r) => (0,paths.displayPath)(r, cwd) || '.');
        throw new errors/* UsageError */.eb(`the files belong to ${roots.size} docs roots (${a} and ${b}${roots.size > 2 ? ', …' : ''}); check the files of one at a time`);
    }
    const [entry] = roots;
    return entry ? { root: entry[0], files: [...new Set(entry[1])], outside } : { files: [], outside };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
var external_node_crypto_default = /*#__PURE__*/__webpack_require__.n(external_node_crypto_);
// EXTERNAL MODULE: ./src/core/confined.ts
var confined = __webpack_require__(39515);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(65655);
;// CONCATENATED MODULE: ./src/core/observed-fs.ts


/** Files modified less than this long before a run began are known by their text's hash. */
const RACY_MS = 2000;
function textMark(text) {
    return `h${external_node_crypto_default().createHash('sha1').update(text).digest('base64url')}`;
}
function statMark(st) {
    if (st.isFile())
        return `f${st.size}:${st.mtimeMs}`;
    if (st.isDirectory())
        return 'd';
    if (st.isSymbolicLink())
        return 'l';
    return 'o';
}
function errorMark(e) {
    return `!${e?.code ?? 'error'}`;
}
function entriesMark(entries, skip) {
    const hash = external_node_crypto_default().createHash('sha1');
    const kind = (e) => (e.isFile() ? 'f' : e.isDirectory() ? 'd' : e.isSymbolicLink() ? 'l' : 'o');
    const names = entries
        .filter((e) => !skip.has(e.name))
        .map((e) => `${kind(e)}${e.name}`)
        .sort();
    for (const n of names)
        hash.update(n).update('\0');
    return hash.digest('base64url');
}
function ignoredByFolder(files) {
    const byFolder = new Map();
    for (const f of files) {
        const abs = external_node_path_default().resolve(f);
        const set = byFolder.get(external_node_path_default().dirname(abs)) ?? new Set();
        byFolder.set(external_node_path_default().dirname(abs), set.add(external_node_path_default().basename(abs)));
    }
    return byFolder;
}
const NONE = new Set();
function skipIn(ignored, folder) {
    return ignored.get(external_node_path_default().resolve(folder)) ?? NONE;
}
function look(fs, [call, file, seen], ignored) {
    try {
        switch (call) {
            case 'read':
                return seen.startsWith('h') ? textMark(fs.readFileSync(file, 'utf8')) : statMark(fs.statSync(file));
            case 'stat':
                return statMark(fs.statSync(file));
            case 'lstat':
                return statMark(fs.lstatSync(file));
            case 'dir':
                return entriesMark(fs.readdirSync(file, { withFileTypes: true }), skipIn(ignored, file));
            case 'exists':
                return fs.existsSync(file) ? '1' : '0';
            case 'real':
                return fs.realpathSync(file);
        }
    }
    catch (e) {
        return errorMark(e);
    }
}
/**
 * A file system that notes what each call learnt, so that a later run can tell whether a result built on these
 * calls still holds (`stillHolds`). `ignored` files (the cache file itself) are left out of folder listings; `since`
 * is when the run began (milliseconds since the epoch). A path seen to change during the run makes the run
 * `unsettled`: its result describes no one state of the files.
 */
class ObservedFs {
    fs;
    since;
    seen = new Map();
    ignored;
    unsettled = false;
    constructor(fs, ignored = [], since = Date.now()) {
        this.fs = fs;
        this.since = since;
        this.ignored = ignoredByFolder(ignored);
    }
    /** Every call's answer, once per call and path. */
    observations() {
        return [...this.seen.values()];
    }
    note(call, file, seen) {
        const key = `${call}\0${file}`;
        const before = this.seen.get(key);
        if (before === undefined)
            this.seen.set(key, [call, file, seen]);
        else if (before[2] !== seen)
            this.unsettled = true;
    }
    readFileSync(file, encoding) {
        // Looked at before the read: a file changed after the look is seen as changed by the next run.
        const mark = this.readMark(file);
        let text;
        try {
            text = this.fs.readFileSync(file, encoding);
        }
        catch (e) {
            this.note('read', file, mark ?? errorMark(e));
            throw e;
        }
        this.note('read', file, mark ?? textMark(text));
        return text;
    }
    /** A file's size and time, or its error; undefined when it changed too recently to be known by them. */
    readMark(file) {
        try {
            const st = this.fs.statSync(file);
            return st.isFile() && st.mtimeMs > this.since - RACY_MS ? undefined : statMark(st);
        }
        catch (e) {
            return errorMark(e);
        }
    }
    readdirSync(folder, options) {
        try {
            const entries = this.fs.readdirSync(folder, options);
            this.note('dir', folder, entriesMark(entries, skipIn(this.ignored, folder)));
            return entries;
        }
        catch (e) {
            this.note('dir', folder, errorMark(e));
            throw e;
        }
    }
    lstatSync(file) {
        return this.stat('lstat', file, () => this.fs.lstatSync(file));
    }
    statSync(file) {
        return this.stat('stat', file, () => this.fs.statSync(file));
    }
    stat(call, file, run) {
        try {
            const st = run();
            this.note(call, file, statMark(st));
            return st;
        }
        catch (e) {
            this.note(call, file, errorMark(e));
            throw e;
        }
    }
    realpathSync(file) {
        try {
            const real = this.fs.realpathSync(file);
            this.note('real', file, real);
            return real;
        }
        catch (e) {
            this.note('real', file, errorMark(e));
            throw e;
        }
    }
    existsSync(file) {
        const exists = this.fs.existsSync(file);
        this.note('exists', file, exists ? '1' : '0');
        return exists;
    }
    openSync(file, flags) {
        const mark = this.readMark(file);
        this.note('read', file, mark ?? look(this.fs, ['read', file, 'h'], this.ignored));
        return this.fs.openSync(file, flags);
    }
    readSync(fd, buffer, offset, length, position) {
        return this.fs.readSync(fd, buffer, offset, length, position);
    }
    closeSync(fd) {
        this.fs.closeSync(fd);
    }
    /** Whether every observation gives the same answer now; `ignored` as given to the run that made them. */
    static stillHolds(fs, observations, ignored = []) {
        const byFolder = ignoredByFolder(ignored);
        return observations.every((o) => look(fs, o, byFolder) === o[2]);
    }
}

;// CONCATENATED MODULE: ./src/cli/memo.ts



/** How the first line of a cache file that holds a memo starts. */
const MARK = '{"navlintResult":';
function macOf(secret, part, text) {
    return (0,external_node_crypto_.createHmac)('sha256', secret).update(part).update('\0').update(text).digest('base64url');
}
function verifies(secret, part, text, mac) {
    if (typeof mac !== 'string')
        return false;
    const want = Buffer.from(macOf(secret, part, text));
    const got = Buffer.from(mac);
    return got.length === want.length && (0,external_node_crypto_.timingSafeEqual)(got, want);
}
/** A part's text as stored: its HMAC on a line of its own, then the text. */
function sealExtracts(secret, text, part = 'extracts') {
    return `${macOf(secret, part, text)}\n${text}`;
}
/** A part's text if its HMAC verifies, else undefined (a file committed, copied or written by hand). */
function unsealExtracts(secret, stored, part = 'extracts') {
    const nl = stored?.indexOf('\n') ?? -1;
    if (stored === undefined || nl < 0)
        return undefined;
    const text = stored.slice(nl + 1);
    return verifies(secret, part, text, stored.slice(0, nl)) ? text : undefined;
}
/**
 * The store of the external links' answers (`check --external --cache`), in a file of its own beside the cache file,
 * sealed as the extracts are: a file that does not verify is not read, and is rewritten.
 */
function linksStoreOf(raw, secret) {
    return {
        read: () => {
            try {
                return unsealExtracts(secret, raw.read(), 'links');
            }
            catch {
                return undefined;
            }
        },
        write: (text) => raw.write(sealExtracts(secret, text, 'links')),
    };
}
/**
 * Whether a memo lists what every check of `root` reads: its docs.json and its folder. A memo verified by its HMAC
 * was written by navlint, but a list without them would say nothing about the files, so it is never taken as fresh.
 */
function coversRoot(inputs, root) {
    const docs = external_node_path_default().join(root, 'docs.json');
    return (inputs.some(([call, file]) => call === 'read' && file === docs) &&
        inputs.some(([call, file]) => call === 'dir' && file === root));
}
/**
 * Findings that depend on the time a run took rather than on the files: a result that has them is not kept.
 */
const TIMED_RULES = new Set(['check-timeout', 'page-too-complex']);
/** The key of a memo: what besides the files decides the report. */
function memoKey(parts, version) {
    const sorted = Object.keys(parts)
        .sort()
        .map((k) => [k, parts[k]]);
    return (0,external_node_crypto_.createHash)('sha1')
        .update(JSON.stringify([version, process.version, sorted]))
        .digest('base64url');
}
/** Whether a check's result may be kept: it read one state of the files, and nothing in it depends on timing. */
function keepable(fs, diagnostics) {
    return !fs.unsettled && !diagnostics.some((d) => TIMED_RULES.has(d.rule));
}
function isMemo(v) {
    const m = v;
    return (typeof m?.key === 'string' &&
        typeof m.report === 'string' &&
        typeof m.errors === 'number' &&
        typeof m.warnings === 'number' &&
        Array.isArray(m.inputs) &&
        m.inputs.every((o) => Array.isArray(o) && o.length === 3 && o.every((x) => typeof x === 'string')));
}
/**
 * The `--cache` file in two parts: on its first line the result memo, then the page extracts. A run whose memo
 * holds reads the first line only; any other reads the extracts and writes both parts back at its end (`save`).
 * A file without a memo (older, or written by another command) is all extracts. Each part carries an HMAC under
 * the user's cache key (`secret`); a part that does not verify is not used, and is rewritten.
 */
class CacheFile {
    raw;
    secret;
    /** The extracts' text as read and verified; null until read. */
    rest = null;
    written;
    constructor(raw, secret) {
        this.raw = raw;
        this.secret = secret;
    }
    /** The store of the extracts alone, written straight away (commands that keep no memo). */
    static extractsOf(raw, secret) {
        const file = new CacheFile(raw, secret);
        return { read: () => file.extractText(), write: (text) => raw.write(sealExtracts(secret, text)) };
    }
    /**
     * The memo kept for `key` on the docs root `root`, if its HMAC verifies, it lists what a check of `root` reads,
     * and every answer it was built on is still the same.
     */
    memo(key, root, fs, ignored) {
        const head = this.raw.readFirstLine?.();
        if (!head?.startsWith(MARK))
            return undefined;
        try {
            const line = JSON.parse(head);
            const memo = line.navlintResult;
            if (!isMemo(memo) || !verifies(this.secret, 'memo', JSON.stringify(memo), line.hmac))
                return undefined;
            if (memo.key !== key || !coversRoot(memo.inputs, root))
                return undefined;
            return ObservedFs.stillHolds(fs, memo.inputs, ignored) ? memo : undefined;
        }
        catch {
            return undefined;
        }
    }
    /** The extracts' part: reading skips the memo, and writing waits for `save`. */
    extracts = {
        read: () => this.extractText(),
        write: (text) => void (this.written = text),
    };
    extractText() {
        if (this.rest === null) {
            let text;
            try {
                text = this.raw.read();
            }
            catch {
                text = undefined;
            }
            const nl = text?.startsWith(MARK) ? text.indexOf('\n') : -1;
            const stored = text?.startsWith(MARK) ? (nl >= 0 ? text.slice(nl + 1) : undefined) : text;
            this.rest = unsealExtracts(this.secret, stored);
        }
        return this.rest;
    }
    /** Writes the memo, if any, above the extracts (this run's, else those there were); a failed write is ignored. */
    save(memo) {
        const extracts = this.written ?? this.extractText();
        if (!memo && this.written === undefined)
            return;
        const sealed = extracts === undefined ? '' : sealExtracts(this.secret, extracts);
        const line = memo && JSON.stringify({ navlintResult: memo, hmac: macOf(this.secret, 'memo', JSON.stringify(memo)) });
        try {
            this.raw.write(line ? `${line}\n${sealed}` : sealed);
        }
        catch {
            // The cache only saves time: a read-only folder must not fail the check.
        }
    }
}

;// CONCATENATED MODULE: ./src/cli/cache-file.ts
// Where `--cache` keeps a docs root's cache file, and whether it may use it.







/** The cache file in the docs root when `--cache-location` is not given, as `.eslintcache` is ESLint's. */
const CACHE_FILE = '.navlintcache';
/**
 * The cache of a docs root, as ESLint places its own: `.navlintcache` in the docs root, or `--cache-location`,
 * which names the file, or a folder (an existing one, or a path ending with a slash) that holds one file per docs root.
 * A cache file that git tracks is left alone: its entries would be the repository's word, and a commit could hide
 * findings with them.
 */
function cacheStore(io, dir, location) {
    const found = cacheFileOf(io, dir, location);
    return found && CacheFile.extractsOf(found.raw, found.secret);
}
/**
 * The store of what external links answered (`check --external --cache`): the cache file's name with `-links` added
 * (`.navlintcache-links`), under the same rules as the cache file itself.
 */
function linkCacheStore(io, dir, location) {
    const found = cacheFileOf(io, dir, location);
    if (!found)
        return undefined;
    const file = `${found.file}-links`;
    if (io.git && isTracked(io.git, file))
        return undefined;
    return linksStoreOf(io.cacheStore(file), found.secret);
}
/**
 * The cache file of a docs root (see `cacheStore`) and its whole text's store; undefined when git tracks it, or
 * when there is no key to sign it with (`cacheSecret`): then one line on standard error says why.
 */
function cacheFileOf(io, dir, location) {
    if (!io.cacheStore)
        throw new errors/* UsageError */.eb('--cache is not available here');
    const target = location === undefined ? external_node_path_default().join(external_node_path_default().resolve(io.cwd, dir), CACHE_FILE) : external_node_path_default().resolve(io.cwd, location);
    let isDir = location !== undefined && /[\\/]$/.test(location);
    if (!isDir && location !== undefined) {
        try {
            isDir = io.fs.statSync(target).isDirectory();
        }
        catch {
            isDir = false;
        }
    }
    const docs = external_node_path_default().resolve(io.cwd, dir);
    const root = external_node_path_default().basename(docs) === 'docs.json' ? external_node_path_default().dirname(docs) : docs;
    const file = isDir
        ? external_node_path_default().join(target, `content-${(0,external_node_crypto_.createHash)('sha1').update(root).digest('hex').slice(0, 12)}.json`)
        : target;
    if (io.writeArea) {
        try {
            (0,confined.areaFolderOf)(io.fs, io.writeArea, file);
        }
        catch (e) {
            if (e instanceof confined.ConfinedPathError)
                throw new errors/* UsageError */.eb(`--cache-location ${location ?? file}: the cache file ${e.reason}`);
            throw e;
        }
    }
    if (io.git && isTracked(io.git, file)) {
        io.stderr(`navlint: ${(0,report_text/* safeTerminalText */.Dm)((0,paths.displayPath)(file, io.cwd))} is tracked by git, so --cache neither reads nor writes it; give --cache-location a path that is not committed\n`);
        return undefined;
    }
    const key = io.cacheSecret?.(root) ?? { problem: 'there is no cache key here' };
    if ('problem' in key) {
        io.stderr(`navlint: --cache is not used: ${(0,report_text/* safeTerminalText */.Dm)(key.problem)}\n`);
        return undefined;
    }
    return { file, raw: io.cacheStore(file), secret: key.secret };
}
/** Whether git tracks a file (false where git cannot tell: no repository, no git, no such folder). */
function isTracked(git, file) {
    try {
        return git(['ls-files', '-z', '--', external_node_path_default().basename(file)], { cwd: external_node_path_default().dirname(file) }).length > 0;
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/cli/context.ts
// What every command but `diff` reads from the command line, checked once, and the choices it makes from it.





/** Time past `--max-time` allowed for reporting, before the watchdog ends the process. */
const MAX_TIME_MARGIN_MS = 30_000;
/** Reads the options every command shares, and arms the watchdog of `--max-time`. */
function commandContext(io, command, rest, values) {
    const str = (name) => values[name];
    const selecting = command === 'check' && isFileSelection(rest, io.cwd, io.fs);
    if (rest.length > 1 && !selecting)
        throw new errors/* UsageError */.eb(`${command} takes one path, got ${rest.length}`);
    const newSince = str('new-since') !== undefined ? sideOf(str('new-since'), io, '--new-since') : undefined;
    // What a change broke includes the URLs it removed: --new-since compares with its revision unless --base says otherwise.
    const base = str('base') !== undefined ? sideOf(str('base'), io) : newSince;
    const color = values['no-color'] ? false : (values.color ?? io.isTTY);
    const clock = values.timing ? createPhaseClock(io.now ?? (() => performance.now())) : undefined;
    // proxy-check sends requests to the servers of the repository's documents: the flag opens those too.
    const fetching = values['fetch-remote'] === true || values.external === true || values.published !== undefined;
    if (values['allow-private-hosts'] === true && !fetching && command !== 'proxy-check')
        throw new errors/* UsageError */.eb('--allow-private-hosts applies only with --fetch-remote, --external or --published');
    const remote = {
        fetchRemote: values['fetch-remote'] === true,
        allowPrivateHosts: values['allow-private-hosts'] === true,
    };
    const maxTimeMs = maxTimeOf(str('max-time'));
    const startedAt = Date.now();
    if (maxTimeMs !== undefined)
        io.watchdog?.(maxTimeMs + MAX_TIME_MARGIN_MS, `navlint: stopped: still running ${MAX_TIME_MARGIN_MS / 1000} s after --max-time ${maxTimeMs / 1000}, in a step that could not be cut short\n`);
    return { io, command, rest, values, str, selecting, newSince, base, color, clock, remote, maxTimeMs, startedAt };
}
/** How pages are treated, from `--no-content`, `--cache` and `--cache-location`. */
function contentChoiceOf({ values, str, memory, maxTimeMs, startedAt }) {
    const content = values['no-content'] !== true;
    if (memory !== undefined)
        return { content, ...(memory ? { memory } : {}), maxTimeMs, startedAt };
    return { content, cache: values.cache === true, cacheLocation: str('cache-location'), maxTimeMs, startedAt };
}
/** The cache `--cache` and `--cache-location` ask for, if any (preview and nav: check reads them in `checkSite`). */
function contentCacheOf(io, dir, values) {
    const location = values['cache-location'];
    if (location !== undefined && values.cache !== true)
        throw new errors/* UsageError */.eb('--cache-location applies only with --cache');
    if (location === '')
        throw new errors/* UsageError */.eb('--cache-location needs a path');
    return values.cache === true ? cacheStore(io, dir, location) : undefined;
}
/** A revision or folder as the report names it. */
function describeRef(side) {
    return side.kind === 'git' ? side.rev : side.kind === 'folder' ? side.dir : 'the working tree';
}
/** What every check of the CLI takes from its world (the file system, the threads) and from its arguments. */
function siteInputs(io, dir, configPath, remote) {
    return {
        dir,
        cwd: io.cwd,
        fs: io.fs,
        configPath,
        ...remote,
        lintWorker: io.lintWorker,
        contentWorker: io.contentWorker,
        parallelism: io.parallelism,
        ...(io.git ? { git: io.git } : {}),
    };
}
/** `--max-time S` in milliseconds: S is a number of seconds above 0. */
function maxTimeOf(value) {
    if (value === undefined)
        return undefined;
    const s = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value.trim()) || !(s > 0))
        throw new errors/* UsageError */.eb(`--max-time must be a number of seconds above 0, not "${value}"`);
    return Math.round(s * 1000);
}
/** A side named on the command line: a folder that holds docs.json (or docs.json itself), else a git revision. */
function sideOf(arg, io, option = '--base') {
    if (arg === '')
        throw new errors/* UsageError */.eb(`${option} needs a git revision or a docs-root folder`);
    const abs = external_node_path_default().resolve(io.cwd, arg);
    const isDocsRoot = (p) => {
        try {
            return io.fs.statSync(p).isDirectory()
                ? io.fs.existsSync(external_node_path_default().join(p, 'docs.json'))
                : external_node_path_default().basename(p) === 'docs.json';
        }
        catch {
            return false;
        }
    };
    if (isDocsRoot(abs))
        return { kind: 'folder', dir: arg };
    if (!io.git)
        throw new errors/* UsageError */.eb(`${arg}: no docs root there, and git revisions cannot be read here`);
    return { kind: 'git', rev: arg, git: io.git };
}

;// CONCATENATED MODULE: ./src/cli/io.ts


/** Writes the report to `--out`; a file it may not write is a usage error that names it as given. */
async function writeReport(io, out, text) {
    if (!io.writeFile)
        throw new errors/* UsageError */.eb('--out is not available here');
    // Loaded here: only a report written to a file needs it, after the check has loaded what it imports.
    const { writeOut } = await Promise.all(/* import() */[__webpack_require__.e(844), __webpack_require__.e(2973), __webpack_require__.e(5772), __webpack_require__.e(5486), __webpack_require__.e(7569), __webpack_require__.e(3137), __webpack_require__.e(3978), __webpack_require__.e(437), __webpack_require__.e(7798), __webpack_require__.e(9767), __webpack_require__.e(9564), __webpack_require__.e(644), __webpack_require__.e(9262), __webpack_require__.e(227), __webpack_require__.e(2381), __webpack_require__.e(5538)]).then(__webpack_require__.bind(__webpack_require__, 65538));
    writeOut(io.writeFile.bind(io), io.cwd, out, text);
}
/** A word as it would be typed in a POSIX shell: bare when it needs no quotes. */
function shellWord(s) {
    return /^[\w./@%+:,=-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}
/**
 * What the CLI says of an error that ended a command, on one line of standard error, and its exit code: a usage error
 * as it is, a docs root found below the folder given with the command to run instead, anything else as an internal
 * error (with its stack under `NAVLINT_DEBUG`).
 */
function reportFailure(e, io, command) {
    if (e instanceof errors/* DocsRootBelowError */.Jr) {
        io.stderr(`navlint: ${(0,report_text/* safeTerminalText */.Dm)(`${e.message} — run \`navlint ${command} ${shellWord(e.roots[0])}\``)}\n`);
        return EXIT_USAGE;
    }
    if (e instanceof errors/* UsageError */.eb) {
        io.stderr(`navlint: ${(0,report_text/* safeTerminalText */.Dm)(e.message)}\n`);
        return EXIT_USAGE;
    }
    const err = e;
    const detail = err?.code && err.path ? `${err.code}: ${err.path}` : err instanceof Error ? err.message : String(e);
    io.stderr(`navlint: internal error: ${(0,report_text/* safeTerminalText */.Dm)(detail.split('\n')[0])}\n`);
    if (io.env.NAVLINT_DEBUG && err instanceof Error && err.stack)
        io.stderr(err.stack + '\n');
    return EXIT_USAGE;
}
/** The exit code of a command that could not run: a usage error, or an error of navlint's own. */
const EXIT_USAGE = 2;

;// CONCATENATED MODULE: ./src/cli/commands/help.ts
// `navlint help`.


/** `navlint help [COMMAND]`: prints the list of commands or one command's help. */
function runHelp(io, rest) {
    if (rest.length > 1)
        throw new errors/* UsageError */.eb(`help takes one command name, got ${rest.length}`);
    if (rest[0] === 'help') {
        io.stdout(HELP_HELP);
        return 0;
    }
    if (rest.length > 0 && !isCommand(rest[0]))
        throw unknownCommand(rest[0]);
    io.stdout(rest.length === 1 ? commandHelp(rest[0]) : globalHelp());
    return 0;
}
const HELP_HELP = `navlint help: show the options and examples of a command, or the list of commands.

Usage: navlint help [COMMAND]

Commands: ${['check', 'nav', 'openapi-check', 'preview', 'diff', 'proxy-check', 'lsp'].join(', ')}.
\`navlint COMMAND --help\` shows the same.
`;

;// CONCATENATED MODULE: ./src/cli/commands/lsp.ts
// `navlint lsp --stdio`.

/** `navlint lsp --stdio`: serves the language server over standard input and output until the client leaves. */
async function runLsp({ io, rest, values }) {
    if (values.stdio !== true)
        throw new errors/* UsageError */.eb('lsp talks over standard input and output: run navlint lsp --stdio');
    if (!io.stdio)
        throw new errors/* UsageError */.eb('lsp is not available here');
    // Loaded only here: no other command pays for the language server's code.
    const { runLanguageServer } = await Promise.all(/* import() */[__webpack_require__.e(844), __webpack_require__.e(2973), __webpack_require__.e(5772), __webpack_require__.e(4122), __webpack_require__.e(7569), __webpack_require__.e(3137), __webpack_require__.e(3978), __webpack_require__.e(437), __webpack_require__.e(7798), __webpack_require__.e(9767), __webpack_require__.e(9564), __webpack_require__.e(644), __webpack_require__.e(9262), __webpack_require__.e(866), __webpack_require__.e(7004)]).then(__webpack_require__.bind(__webpack_require__, 17004));
    return runLanguageServer({
        ...io.stdio,
        cwd: io.cwd,
        fs: io.fs,
        dirs: rest.length > 0 ? rest : ['.'],
        ...(io.contentWorker ? { contentWorker: io.contentWorker } : {}),
        ...(io.lintWorker ? { lintWorker: io.lintWorker } : {}),
        ...(io.parallelism !== undefined ? { parallelism: io.parallelism } : {}),
    });
}

;// CONCATENATED MODULE: ./src/cli/commands/proxy-check.ts
/** `navlint proxy-check SITE`: checks the deployed site's API playground path. */
async function runProxyCheck({ io, rest, str, remote, color }) {
    const { runProxyCheckCommand } = await Promise.all(/* import() */[__webpack_require__.e(844), __webpack_require__.e(2973), __webpack_require__.e(5772), __webpack_require__.e(7569), __webpack_require__.e(3137), __webpack_require__.e(3978), __webpack_require__.e(437), __webpack_require__.e(7798), __webpack_require__.e(9767), __webpack_require__.e(9564), __webpack_require__.e(644), __webpack_require__.e(9262), __webpack_require__.e(1932)]).then(__webpack_require__.bind(__webpack_require__, 81932));
    return runProxyCheckCommand({
        site: rest[0],
        dir: str('dir'),
        format: str('format'),
        timeout: str('timeout'),
        configPath: str('config'),
        ...remote,
        cwd: io.cwd,
        fs: io.fs,
        color,
        stdout: (s) => io.stdout(s),
    });
}

;// CONCATENATED MODULE: ./src/cli/commands/preview.ts
// `navlint preview`, written once or served live (`--watch`).


/** `navlint preview --watch`: serves the live preview until Ctrl-C. */
async function runPreviewWatch({ io, rest, values, str, remote }) {
    if (str('out') !== undefined)
        throw new errors/* UsageError */.eb('--out and --watch do not go together: --watch serves the preview instead of writing it');
    if (str('format') !== undefined && str('format') !== 'html')
        throw new errors/* UsageError */.eb(`--watch serves the HTML preview; --format ${str('format')} does not apply`);
    if (str('base') !== undefined)
        throw new errors/* UsageError */.eb('--base and --watch do not go together: the live preview shows the site as it changes; `preview --base` writes the comparison');
    if (!io.onInterrupt)
        throw new Error('this entry point cannot serve the preview');
    const { runPreviewServer } = await Promise.all(/* import() */[__webpack_require__.e(844), __webpack_require__.e(2973), __webpack_require__.e(5772), __webpack_require__.e(5486), __webpack_require__.e(7569), __webpack_require__.e(3137), __webpack_require__.e(3978), __webpack_require__.e(437), __webpack_require__.e(7798), __webpack_require__.e(9767), __webpack_require__.e(9564), __webpack_require__.e(644), __webpack_require__.e(9262), __webpack_require__.e(227), __webpack_require__.e(2381), __webpack_require__.e(5243)]).then(__webpack_require__.bind(__webpack_require__, 65243));
    const contentCache = contentCacheOf(io, rest[0] ?? '.', values);
    return runPreviewServer({
        dir: rest[0] ?? '.',
        ...(contentCache ? { contentCache } : {}),
        ...(io.contentWorker ? { contentWorker: io.contentWorker } : {}),
        ...(io.parallelism !== undefined ? { parallelism: io.parallelism } : {}),
        ...(io.git ? { git: io.git } : {}),
        port: str('port'),
        configPath: str('config'),
        ...remote,
        cwd: io.cwd,
        fs: io.fs,
        stdout: (s) => io.stdout(s),
        stderr: (s) => io.stderr(s),
        onInterrupt: io.onInterrupt.bind(io),
    });
}
/** `navlint preview`: writes the navigation preview (HTML, Markdown or JSON). */
async function runPreview({ io, rest, values, str, remote, base, maxTimeMs, startedAt, }) {
    const { runPreviewCommand } = await Promise.all(/* import() */[__webpack_require__.e(844), __webpack_require__.e(2973), __webpack_require__.e(5772), __webpack_require__.e(5486), __webpack_require__.e(7569), __webpack_require__.e(3137), __webpack_require__.e(3978), __webpack_require__.e(437), __webpack_require__.e(7798), __webpack_require__.e(9767), __webpack_require__.e(9564), __webpack_require__.e(644), __webpack_require__.e(9262), __webpack_require__.e(227), __webpack_require__.e(2381), __webpack_require__.e(5538)]).then(__webpack_require__.bind(__webpack_require__, 65538));
    const contentCache = contentCacheOf(io, rest[0] ?? '.', values);
    return runPreviewCommand({
        dir: rest[0] ?? '.',
        ...(contentCache ? { contentCache } : {}),
        out: str('out'),
        format: str('format'),
        configPath: str('config'),
        ...remote,
        cwd: io.cwd,
        fs: io.fs,
        writeFile: io.writeFile?.bind(io),
        stdout: (s) => io.stdout(s),
        contentWorker: io.contentWorker,
        parallelism: io.parallelism,
        ...(io.git ? { git: io.git } : {}),
        content: values['no-content'] !== true,
        ...(base ? { base } : {}),
        ...(maxTimeMs !== undefined ? { maxTimeMs, startedAt } : {}),
    });
}

;// CONCATENATED MODULE: ./src/cli/progress.ts
/** Nothing is drawn before a check has run this long: a quick one prints its report alone. */
const DELAY_MS = 1000;
/** At most one frame in this time (ten a second). */
const INTERVAL_MS = 100;
/** Back to the start of the line, which is erased. */
const CLEAR = '\r\u001b[2K';
/**
 * How far a check has come, on one line of a terminal drawn over itself: from a second after it started, at most ten
 * times a second and only when the words change; `clear` erases it before anything else is written.
 */
class ProgressLine {
    terminal;
    now;
    progress;
    start;
    last = -Infinity;
    /** The text on the terminal now ('' when nothing is drawn). */
    shown = '';
    constructor(terminal, now, progress) {
        this.terminal = terminal;
        this.now = now;
        this.progress = progress;
        this.start = now();
    }
    /** Draws the line if it is time and it says something new. */
    tick() {
        const t = this.now();
        if (t - this.start < DELAY_MS || t - this.last < INTERVAL_MS)
            return;
        const text = fit(progressText(this.progress, t), this.terminal.columns);
        if (text === this.shown)
            return;
        this.terminal.write(CLEAR + text);
        this.shown = text;
        this.last = t;
    }
    /** Erases the line, when one is drawn. */
    clear() {
        if (this.shown === '')
            return;
        this.terminal.write(CLEAR);
        this.shown = '';
    }
}
/** Draws `progress` on `terminal` as a check runs (the timer keeps no process alive); `stop` erases it. */
function startProgress(terminal, now, progress) {
    const line = new ProgressLine(terminal, now, progress);
    const timer = setInterval(() => line.tick(), INTERVAL_MS);
    timer.unref();
    return {
        stop() {
            clearInterval(timer);
            line.clear();
        },
    };
}
/**
 * Whether a check shows its progress: only to a person at a terminal (standard error is one, `CI` is not set, the
 * terminal is not `dumb`), and only beside the report meant for reading (stylish, not `--quiet`).
 */
function progressWanted(options) {
    const { terminal, env, format, quiet } = options;
    return terminal && !env.CI && env.TERM !== 'dumb' && format === 'stylish' && !quiet;
}
/**
 * The words of the line: `navlint: 1,204 of 5,512 files parsed, 1 of 3 OpenAPI documents validated`, then
 * `navlint: 120 of 512 external links checked (35/s)`.
 */
function progressText(p, now) {
    const parts = [];
    if (p.links && p.links.total > 0) {
        // As lychee shows it: the count, and the rate once a second has passed.
        const seconds = (now - p.links.since) / 1000;
        const rate = seconds >= 1 ? ` (${count(Math.round(p.links.done / seconds))}/s)` : '';
        return `navlint: ${count(p.links.done)} of ${count(p.links.total)} external links checked${rate}`;
    }
    if (p.files)
        parts.push(`${count(p.files.done())} of ${count(p.files.total)} files parsed`);
    if (p.documents && p.documents.total > 0)
        parts.push(`${count(p.documents.done)} of ${count(p.documents.total)} OpenAPI documents validated`);
    return `navlint: ${parts.length > 0 ? parts.join(', ') : 'reading the docs root'}`;
}
function count(n) {
    return n.toLocaleString('en-US');
}
/** The text cut to the terminal's width, less one column: a line that wraps cannot be drawn over. */
function fit(text, columns) {
    return columns !== undefined && columns > 1 && text.length > columns - 1 ? `${text.slice(0, columns - 2)}…` : text;
}

;// CONCATENATED MODULE: ./src/cli/commands/check-args.ts
// The options of `navlint check` read and checked before it runs: severities, suppressions, `--fix`, the files named.



/** `--max-warnings N` as a number; -1 when not given. */
function maxWarningsOf(max) {
    if (max === undefined)
        return -1;
    if (!/^\d+$/.test(max))
        throw new errors/* UsageError */.eb(`--max-warnings must be a whole number, not "${max}"`);
    return Number(max);
}
/** The suppressions to write, with every rule named by `--suppress-rule` checked to exist. */
async function suppressionsAsked(values, rules) {
    const suppress = suppressRequest(values, rules);
    if (suppress?.rules) {
        const [{ RULES }, { closest }] = await Promise.all([
            Promise.all(/* import() */[__webpack_require__.e(844), __webpack_require__.e(2973), __webpack_require__.e(5772), __webpack_require__.e(7569), __webpack_require__.e(3137), __webpack_require__.e(3978), __webpack_require__.e(437), __webpack_require__.e(7798), __webpack_require__.e(9767)]).then(__webpack_require__.bind(__webpack_require__, 89767)),
            Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 32085)),
        ]);
        const ids = RULES.map((r) => r.meta.id);
        for (const id of suppress.rules)
            if (!ids.includes(id)) {
                const near = closest(id, ids);
                throw new errors/* UsageError */.eb(`--suppress-rule: no rule is named "${id}"${near ? `; did you mean "${near}"?` : ''}`);
            }
    }
    if (suppress && fixingDryRun(values))
        throw new errors/* UsageError */.eb('--fix-dry-run changes nothing: it does not write suppressions either');
    return suppress;
}
/**
 * The docs root to check, and with `check FILE…` the files to report on; undefined when none of those files is in a
 * docs root. Files in no docs root are named on standard error (a pre-commit hook passes every staged file: the
 * check goes on without them); a file that does not exist is a usage error (`selectFiles`).
 */
async function checkTarget({ io, rest, selecting, }) {
    if (!selecting)
        return { dir: rest[0] ?? '.' };
    const { findDocsRoot } = await __webpack_require__.e(/* import() */ 9354).then(__webpack_require__.bind(__webpack_require__, 39354));
    const chosen = selectFiles(rest, io.cwd, io.fs, (d) => findDocsRoot(d, io.cwd, io.fs));
    if (chosen.outside.length > 0)
        io.stderr(`navlint: ${(0,report_text/* safeTerminalText */.Dm)(notInDocsRoot(chosen.outside))}\n`);
    return chosen.root ? { dir: chosen.root, only: chosen.files } : undefined;
}
/** Files named on the command line that no docs root holds, as given: the first few by name. */
function notInDocsRoot(files) {
    if (files.length === 1)
        return `${files[0]} is in no docs root (no docs.json in its folder or above it): not checked`;
    const shown = files.slice(0, 3).join(', ');
    const more = files.length > 3 ? ` and ${files.length - 3} more` : '';
    return `${files.length} files are in no docs root (no docs.json in their folders or above them): not checked: ${shown}${more}`;
}
/** Whether `--fix` writes the fixes or `--fix-dry-run` shows them; undefined when neither is asked. */
function fixModeOf({ io, values, str }) {
    const fixing = values.fix === true ? 'write' : values['fix-dry-run'] === true ? 'dry-run' : undefined;
    if (values.fix === true && values['fix-dry-run'] === true)
        throw new errors/* UsageError */.eb('--fix and --fix-dry-run do not go together: --fix-dry-run shows what --fix would write');
    if (fixing === 'dry-run' && str('format') !== undefined)
        throw new errors/* UsageError */.eb(`--fix-dry-run prints a unified diff; --format ${str('format')} does not apply`);
    if (fixing === 'write' && !io.fileWriter)
        throw new errors/* UsageError */.eb('--fix is not available here');
    return fixing;
}
/** The published site to check against: `--published URL` (fetched) and `--published-urls FILE` (read instead). */
function publishedOf(published, file) {
    if (published === '')
        throw new errors/* UsageError */.eb('--published needs the URL of the published site');
    if (file === '')
        throw new errors/* UsageError */.eb('--published-urls needs a file name');
    const base = published !== undefined ? { published } : {};
    if (file !== undefined)
        return { ...base, publishedUrls: { kind: 'file', path: file } };
    return published !== undefined ? { ...base, publishedUrls: { kind: 'fetch', url: published } } : {};
}
/** The presets `--preset` names, in order (the parser has checked each name). */
function presetsOf(value) {
    return (value?.split(',') ?? []);
}
/** The lowest severity reported: `--min-severity`, or error with `--quiet`. */
function minimumSeverity(quiet, given) {
    if (quiet && given !== undefined && given !== 'error')
        throw new errors/* UsageError */.eb(`--quiet reports errors only; --min-severity ${given} does not go with it`);
    return quiet ? 'error' : (given ?? 'notice');
}
function fixingDryRun(values) {
    return values['fix-dry-run'] === true;
}
/** What to do to navlint-suppressions.json, from `--suppress-all`, `--suppress-rule` and `--prune-suppressions`. */
function suppressRequest(values, rules) {
    const all = values['suppress-all'] === true;
    const prune = values['prune-suppressions'] === true;
    if (all && rules !== undefined)
        throw new errors/* UsageError */.eb('--suppress-all and --suppress-rule do not go together: --suppress-all takes every rule');
    if (!all && rules === undefined && !prune)
        return undefined;
    return {
        ...(all ? { all } : {}),
        ...(rules !== undefined ? { rules: rules.split(',') } : {}),
        ...(prune ? { prune } : {}),
    };
}

;// CONCATENATED MODULE: ./src/report/external.ts
/** The closing line of `--external`: `512 external links checked (480 from the cache, 32 fetched), 3 excluded`. */
function externalLine(external) {
    const count = (n) => n.toLocaleString('en-US');
    const n = external.fetched + external.cached;
    let line = `${count(n)} external link${n === 1 ? '' : 's'} checked`;
    if (external.cached > 0)
        line += ` (${count(external.cached)} from the cache, ${count(external.fetched)} fetched)`;
    if (external.excluded > 0)
        line += `, ${count(external.excluded)} excluded`;
    return line;
}

// EXTERNAL MODULE: ./src/core/overlay-fs.ts
var overlay_fs = __webpack_require__(53003);
;// CONCATENATED MODULE: ./src/engine/launch.ts




// How a check is launched: docs.json is read once, before the check's code loads, and the threads the check will
// want (the validator, sent the JSON documents docs.json names; the first page parser on a large site) start then,
// loading their code while the check's loads. This module is small and imports the rest of the engine only when the
// check runs, so that a command's start does not wait for it.
/**
 * Navigation entries from which a site's pages are parsed in worker threads (as `loadContent` guesses from the files:
 * 262 pages of a typical 2 KB); entries are counted as the strings of docs.json's `navigation`.
 */
const EARLY_PARSER_ENTRIES = 262;
/**
 * Bytes of the pages fewer entries name from which they are parsed in worker threads: `MAIN_THREAD_CHARS` of the
 * content layer, below which the main thread parses.
 */
const EARLY_PARSER_BYTES = 256 * 1024;
/** docs.json is read ahead only up to this size; a larger one is for the check to read and report. */
const MAX_DOCS_JSON_BYTES = 64 * 1024 * 1024;
/** docs.json's value is parsed ahead only up to this size: above it, the guesses are not worth a second parse. */
const MAX_PARSED_AHEAD = 4 * 1024 * 1024;
/** The full check, launched: docs.json read once and the threads started ahead, then the engine run. */
async function launchCheck(options) {
    const ahead = await startAhead(options);
    try {
        // Through the engine's public API, as every other caller loads it: the bundle then holds its modules once.
        const { runCheck } = await Promise.all(/* import() */[__webpack_require__.e(844), __webpack_require__.e(2973), __webpack_require__.e(5772), __webpack_require__.e(7569), __webpack_require__.e(3137), __webpack_require__.e(3978), __webpack_require__.e(437), __webpack_require__.e(7798), __webpack_require__.e(9767), __webpack_require__.e(9564), __webpack_require__.e(644), __webpack_require__.e(9262), __webpack_require__.e(8711)]).then(__webpack_require__.bind(__webpack_require__, 48711));
        return await runCheck(ahead.options);
    }
    finally {
        await ahead.close();
    }
}
/**
 * Reads docs.json and starts what the check will want: the validator where docs.json mentions OpenAPI (elsewhere it
 * would only take time from the machine; a document named by a page still starts it when it is parsed), and, on a
 * large site checked without a cache (with one, parsers start for the pages it lacks), the first page parser.
 */
async function startAhead(options) {
    const docsJson = readDocsJson(options);
    const worker = docsJson === undefined || docsJson.text.includes('openapi') ? startWorker(options) : undefined;
    const docs = docsJson && docsValue(docsJson.text);
    const linter = worker
        ? await primedLinter(worker, options.fs, docsJson && docs !== undefined ? { ...docsJson, docs } : undefined)
        : undefined;
    const parser = options.content !== false && !options.contentCache && docsJson && largeSite(docs, docsJson.root, options.fs)
        ? startParser(options)
        : undefined;
    const contentWorker = parser && options.contentWorker;
    return {
        options: {
            ...options,
            // The check reads the text read here: docs.json is read once.
            ...(docsJson ? { fs: withText(options.fs, docsJson) } : {}),
            ...(worker ? { lintWorker: () => worker } : {}),
            ...(linter ? { specLinter: linter } : {}),
            ...(parser && contentWorker ? { contentWorker: () => parser.take() ?? contentWorker() } : {}),
            // The first worker was started for the pages: this thread need not load the parser before the check.
            ...(parser ? { pagesInWorkers: true } : {}),
        },
        async close() {
            await linter?.close();
            void worker?.terminate();
            parser?.stopUnused();
        },
    };
}
/** The file system with docs.json's text, as read ahead, laid over the file (at its name and its real path). */
function withText(fs, docsJson) {
    const over = new overlay_fs/* OverlayFileSystem */.u(fs);
    over.set(docsJson.file, docsJson.text);
    over.set(docsJson.real, docsJson.text);
    return over;
}
/**
 * The docs.json that a check of `dir` reads, with its folder (the docs root), when `dir` is a docs root or its
 * docs.json; undefined when it is neither, or the file is unusual (too large, not a file, linked out of the root):
 * the check reports that.
 */
function readDocsJson(options) {
    const target = external_node_path_default().resolve(options.cwd, options.dir);
    const file = external_node_path_default().basename(target) === 'docs.json' ? target : external_node_path_default().join(target, 'docs.json');
    const root = external_node_path_default().dirname(file);
    try {
        const text = (0,confined.readTextInside)(options.fs, { folders: [root], name: 'the docs root' }, file, MAX_DOCS_JSON_BYTES);
        return { root, file, real: options.fs.realpathSync(file), text };
    }
    catch {
        return undefined;
    }
}
/** docs.json's value for the guesses made ahead: undefined when it is not plain JSON, or too large to parse twice. */
function docsValue(text) {
    if (text.length > MAX_PARSED_AHEAD)
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
/**
 * Whether docs.json (its value) lists pages enough to be parsed in worker threads (a guess, before the files are
 * listed): as many entries as pages of a typical size would need, or fewer whose page files are that large. The
 * sizes come from the file system's entries in the docs root (no file is read); what is not a page is not counted.
 */
function largeSite(docs, root, fs) {
    if (typeof docs !== 'object' || docs === null)
        return false;
    const entries = [];
    const stack = [docs.navigation];
    while (stack.length > 0 && entries.length < EARLY_PARSER_ENTRIES) {
        const v = stack.pop();
        if (typeof v === 'string')
            entries.push(v);
        else if (typeof v === 'object' && v !== null)
            for (const x of Object.values(v))
                stack.push(x);
    }
    if (entries.length >= EARLY_PARSER_ENTRIES)
        return true;
    let bytes = 0;
    for (const entry of entries) {
        const file = (0,paths.rootPathOf)(root, entry);
        if (file === undefined)
            continue;
        for (const ext of ['.mdx', '.md']) {
            try {
                const st = fs.lstatSync(file + ext);
                if (!st.isFile())
                    continue;
                bytes += st.size;
                if (bytes >= EARLY_PARSER_BYTES)
                    return true;
                break;
            }
            catch {
                // Not this extension (or not a page at all).
            }
        }
    }
    return false;
}
/** A page-parsing worker started ahead of the check: taken once, or stopped at the end if the check needed none. */
function startParser(options) {
    let worker;
    try {
        worker = options.contentWorker?.();
    }
    catch {
        return undefined;
    }
    if (!worker)
        return undefined;
    let taken = false;
    return {
        take() {
            if (taken)
                return undefined;
            taken = true;
            return worker;
        },
        stopUnused() {
            if (!taken)
                void worker.terminate();
        },
    };
}
/** The validation worker, started now; undefined when it cannot start (the check validates in this thread instead). */
function startWorker(options) {
    try {
        return options.lintWorker?.();
    }
    catch {
        return undefined;
    }
}
/** The validator on `worker`, sent the JSON documents that docs.json names (see `SpecLinter.prime`). */
async function primedLinter(worker, fs, docsJson) {
    const { SpecLinter } = await Promise.all(/* import() */[__webpack_require__.e(2973), __webpack_require__.e(437), __webpack_require__.e(644), __webpack_require__.e(4834)]).then(__webpack_require__.bind(__webpack_require__, 70644));
    const linter = new SpecLinter(() => worker);
    if (docsJson)
        linter.prime(docsJson.root, docsJson.docs, fs);
    return linter;
}

;// CONCATENATED MODULE: ./src/cli/commands/check-site.ts






/** The full check of a docs root (`launchCheck` starts the validator and the first page parser ahead of it). */
async function checkSite(io, dir, configPath, remote, clock, choice = { content: true }, base, extra = {}) {
    if (choice.cacheLocation !== undefined && !choice.cache)
        throw new errors/* UsageError */.eb('--cache-location applies only with --cache');
    if (choice.cacheLocation === '')
        throw new errors/* UsageError */.eb('--cache-location needs a path');
    const drawing = extra.progress && io.stderrTerminal && progressOn(io, io.stderrTerminal, extra.progress);
    try {
        const root = choice.cache ? await rootOf(io, dir) : dir;
        const contentCache = choice.cache ? cacheStore(io, root, choice.cacheLocation) : choice.memory;
        const { linkMemory, ...rest } = extra;
        // What the network answers (external links, the published sitemap) is kept with --cache, and between --fix passes.
        const fetching = extra.external === true || extra.publishedUrls?.kind === 'fetch';
        const fetchCache = (choice.cache && fetching ? linkCacheStore(io, root, choice.cacheLocation) : undefined) ?? linkMemory;
        const result = await launchCheck({
            ...siteInputs(io, dir, configPath, remote),
            timing: clock,
            content: choice.content,
            contentCache,
            ...(fetchCache ? { fetchCache } : {}),
            base,
            maxTimeMs: choice.maxTimeMs,
            startedAt: choice.startedAt,
            ...rest,
        });
        drawing?.stop();
        // The passes of `--fix` say it once, after the last.
        if (result.model.external && !linkMemory)
            io.stderr(`navlint: ${externalLine(result.model.external)}\n`);
        return result;
    }
    finally {
        // Erased before anything else is written.
        drawing?.stop();
    }
}
/** The docs root, found upward as the check finds it; the check itself reports a folder without one. */
async function rootOf(io, dir) {
    const { findDocsRoot } = await __webpack_require__.e(/* import() */ 9354).then(__webpack_require__.bind(__webpack_require__, 39354));
    try {
        return findDocsRoot(dir, io.cwd, io.fs);
    }
    catch {
        return dir;
    }
}
/** The progress of a check, drawn on standard error's terminal until `stop`. */
function progressOn(io, terminal, progress) {
    const line = {
        write: (s) => io.stderr(s),
        get columns() {
            return terminal.columns();
        },
    };
    return startProgress(line, io.now ?? (() => performance.now()), progress);
}

;// CONCATENATED MODULE: ./src/cli/commands/fix.ts
// `navlint check --fix` and `--fix-dry-run`: the passes of src/fix run on the CLI's check, and what they did.





/**
 * Fixes the site pass by pass (`--fix`, `--fix-dry-run`). After a dry run, prints the diff and returns the exit code;
 * else returns the last pass's result and the note on what was written.
 */
async function fixAndCheck(cx, fixing, dir, extra, maxWarnings) {
    const { io, str, remote, clock, base } = cx;
    const { fixSite } = await Promise.all(/* import() */[__webpack_require__.e(7291), __webpack_require__.e(9904)]).then(__webpack_require__.bind(__webpack_require__, 99904));
    // Without --cache, the passes still share what pages hold: a later pass parses only the files a fix changed.
    let kept;
    const content = { ...contentChoiceOf(cx), memory: { read: () => kept, write: (text) => void (kept = text) } };
    // Nor do they fetch an external link twice: what the links answered is kept from pass to pass.
    let links;
    const passes = extra.external || extra.publishedUrls?.kind === 'fetch'
        ? { ...extra, linkMemory: { read: () => links, write: (text) => void (links = text) } }
        : extra;
    const run = await fixSite((fs) => checkSite({ ...io, fs }, dir, str('config'), remote, clock, content, base, passes), io.fs, { cwd: io.cwd, ...(fixing === 'write' ? { writer: io.fileWriter } : {}) });
    if (run.result.model.external)
        io.stderr(`navlint: ${externalLine(run.result.model.external)}\n`);
    const note = formatFixNote(run, { cwd: io.cwd, dryRun: fixing === 'dry-run' });
    for (const r of run.refused)
        io.stderr(`navlint: ${(0,report_text/* safeTerminalText */.Dm)(`${(0,paths.displayPath)(r.file, io.cwd)} was not fixed: ${r.reason}`)}\n`);
    if (fixing === 'dry-run') {
        io.stdout((0,report_text/* withCommandsStopped */.c7)(run.diff ?? ''));
        io.stderr(note);
        return run.result.summary.errors > 0 || (maxWarnings >= 0 && run.result.summary.warnings > maxWarnings) ? 1 : 0;
    }
    return { result: run.result, fixNote: note };
}
/** Files listed by name in the note; the rest are counted. */
const MAX_FILES_NAMED = 20;
/**
 * The lines that say what `--fix` did (or, dry, would do): how many problems in how many files, each file with its
 * count, and what is left when the passes ran out.
 */
function formatFixNote(run, options) {
    const files = [...run.fixed].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const total = files.reduce((n, [, k]) => n + k, 0);
    const s = run.result.summary;
    const remain = s.errors + s.warnings + s.notices;
    const remaining = `${plural(remain, 'problem')} ${options.dryRun ? 'would remain' : 'remain'} (${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.notices, 'notice')})`;
    const lines = [];
    if (total === 0)
        lines.push(`navlint: ${run.refused.length > 0 ? 'fixed nothing' : 'nothing to fix'}; ${remaining}.`);
    else {
        const did = options.dryRun ? 'would fix' : 'fixed';
        lines.push(`navlint: ${did} ${plural(total, 'problem')} in ${plural(files.length, 'file')} (${plural(run.passes, 'pass', 'passes')}); ${remaining}.`);
        for (const [file, n] of files.slice(0, MAX_FILES_NAMED))
            lines.push(`  ${(0,report_text/* safeTerminalText */.Dm)((0,paths.displayPath)(file, options.cwd))}: ${n}`);
        if (files.length > MAX_FILES_NAMED)
            lines.push(`  … and ${files.length - MAX_FILES_NAMED} more files`);
    }
    if (run.pending > 0)
        lines.push(run.exhausted
            ? `navlint: ${plural(run.pending, 'fixable problem')} ${run.pending === 1 ? 'is' : 'are'} left after ${plural(run.passes, 'pass', 'passes')} (their fixes overlap): run --fix again.`
            : `navlint: ${plural(run.pending, 'fixable problem')} could not be fixed (the text is not what the fix expects).`);
    return lines.join('\n') + '\n';
}
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}

;// CONCATENATED MODULE: ./src/cli/commands/check.ts
// `navlint check` and `navlint openapi-check`: check (or replay the memo of `--cache`), fix if asked, report.















/** `navlint check` and `navlint openapi-check`: checks, fixes if asked, reports, and returns the exit code. */
async function runCheckCommand(cx) {
    const { io, values, str, clock } = cx;
    const format = str('format') ?? 'stylish';
    const maxWarnings = maxWarningsOf(str('max-warnings'));
    const minSeverity = minimumSeverity(values.quiet === true, str('min-severity'));
    const suppress = await suppressionsAsked(values, str('suppress-rule'));
    const target = await checkTarget(cx);
    if (!target)
        return 0;
    const presets = presetsOf(str('preset'));
    if (values['print-config'] === true)
        return printConfig(cx, target.dir, presets);
    const extra = {
        ...publishedOf(str('published'), str('published-urls')),
        ...(suppress ? { suppress } : {}),
        ...(target.only ? { only: target.only } : {}),
        ...(presets.length ? { presets } : {}),
        ...(values.external === true ? { external: true } : {}),
    };
    const jsonVersion = str('json-version');
    if (jsonVersion !== undefined && format !== 'json')
        throw new errors/* UsageError */.eb('--json-version applies only with --format json');
    const fixing = fixModeOf(cx);
    const terminal = io.stderrTerminal !== undefined;
    if (fixing !== 'dry-run' && progressWanted({ terminal, env: io.env, format, quiet: minSeverity === 'error' }))
        extra.progress = {};
    const out = str('out');
    const render = (result) => formatReport(result, format, {
        jsonVersion: jsonVersion === '1' ? 1 : 2,
        color: out === undefined && cx.color,
        hidden: hideBelow(result, minSeverity),
        maxWarnings,
    });
    const memo = fixing || suppress ? undefined : await memoOf(cx, target);
    let shown;
    if (fixing) {
        const fixed = await fixAndCheck(cx, fixing, target.dir, extra, maxWarnings);
        if (typeof fixed === 'number')
            return fixed;
        shown = await show(cx, fixed.result, render, fixed.fixNote, suppress);
    }
    else if (memo)
        shown = await runMemo(memo, (c) => checkOnce(c, target.dir, extra), render);
    else
        shown = await show(cx, await checkOnce(cx, target.dir, extra), render, undefined, suppress);
    if (out !== undefined)
        await writeReport(io, out, shown.report);
    else
        io.stdout(shown.report);
    if (clock) {
        clock.enter(undefined);
        io.stderr(formatTiming(clock.totals(), clock.ruleTotals()));
    }
    if (shown.errors > 0)
        return 1;
    if (maxWarnings >= 0 && shown.warnings > maxWarnings) {
        io.stderr(`navlint: ${shown.warnings} warnings exceed --max-warnings ${maxWarnings}\n`);
        return 1;
    }
    return 0;
}
/** The report of a check: the suppressions file updated, older findings left out (`--new-since`), and formatted. */
async function show(cx, checked, render, fixNote, suppress) {
    const { io, clock } = cx;
    // The suppressions file is written as this side left it, whatever the base had.
    const written = writeSuppressions(io, checked, suppress);
    const result = cx.newSince ? await keepNewSince(cx, checked, cx.newSince) : checked;
    clock?.enter('report');
    // What --fix did comes first: on standard output before the stylish report, on standard error beside the others.
    if (fixNote !== undefined && (cx.str('format') ?? 'stylish') === 'stylish')
        io.stdout(fixNote);
    else if (fixNote !== undefined)
        io.stderr(fixNote);
    if (written)
        io.stderr(written);
    // Counted before rendering, which drops the findings below --min-severity: --max-warnings counts them all.
    const { errors, warnings } = result.summary;
    return { report: await render(result), errors, warnings };
}
/**
 * The result memo of `check --cache` (see `memo.ts`), where one may be kept: not for a check that compares with
 * another side, fetches documents or links, fixes files, updates suppressions or is timed (`--timing` must time a
 * check).
 */
async function memoOf(cx, target) {
    const { io, values, str } = cx;
    // External links answer differently from one day to the next: a check that fetches them is never replayed.
    if (cx.command !== 'check' || values.cache !== true || cx.base || cx.remote.fetchRemote || cx.clock)
        return undefined;
    if (values.external === true)
        return undefined;
    // The published site's URLs change without the checkout changing.
    if (str('published') !== undefined || str('published-urls') !== undefined)
        return undefined;
    const location = str('cache-location');
    if (location === '' || !io.cacheStore)
        return undefined;
    const { findDocsRoot } = await __webpack_require__.e(/* import() */ 9354).then(__webpack_require__.bind(__webpack_require__, 39354));
    let root;
    try {
        root = findDocsRoot(target.dir, io.cwd, io.fs);
    }
    catch {
        return undefined; // the check says what is wrong with the folder
    }
    const found = cacheFileOf(io, root, location);
    // A commit changes no file, but it may make a translation older than its source (translation-stale).
    const head = io.git ? (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 17167))).gitHead(io.git, root) : undefined;
    const key = memoKey({ cwd: io.cwd, root, target, values, color: cx.color, head: head ?? null }, version/* VERSION */.x);
    return { key, root, found, cx };
}
/** Replays the memo when it holds; else checks (noting what is read), shows, and keeps the memo for the next run. */
async function runMemo({ key, root, found, cx }, check, render) {
    const { io } = cx;
    const ignored = found ? [found.file] : [];
    const file = found && new CacheFile(found.raw, found.secret);
    const kept = file?.memo(key, root, io.fs, ignored);
    if (kept)
        return kept;
    const fs = new ObservedFs(io.fs, ignored);
    const c = { ...cx, io: { ...io, fs }, memory: file?.extracts ?? null };
    const result = await check(c);
    const shown = await show(cx, result, render);
    file?.save(keepable(fs, result.diagnostics) ? { key, inputs: fs.observations(), ...shown } : undefined);
    return shown;
}
/** One check: of an OpenAPI document (`openapi-check`) or of the docs root. */
async function checkOnce(cx, dir, extra) {
    const { io, command, rest, str, remote, clock, base } = cx;
    if (command === 'openapi-check') {
        if (rest.length === 0)
            throw new errors/* UsageError */.eb('openapi-check needs the path of an OpenAPI document');
        const { checkSpecFile } = await Promise.all(/* import() */[__webpack_require__.e(844), __webpack_require__.e(2973), __webpack_require__.e(5772), __webpack_require__.e(7569), __webpack_require__.e(3137), __webpack_require__.e(3978), __webpack_require__.e(437), __webpack_require__.e(7798), __webpack_require__.e(9767), __webpack_require__.e(9564), __webpack_require__.e(644), __webpack_require__.e(9262), __webpack_require__.e(8711)]).then(__webpack_require__.bind(__webpack_require__, 48711));
        return checkSpecFile(external_node_path_default().resolve(io.cwd, rest[0]), io.cwd, io.fs, rest[0]);
    }
    return checkSite(io, dir, str('config'), remote, clock, contentChoiceOf(cx), base, extra);
}
/** The result without the findings the `--new-since` side has too. */
async function keepNewSince(cx, head, newSince) {
    const { io, values, str, remote } = cx;
    const { runCheckOf, newFindingsOnly } = await Promise.all(/* import() */[__webpack_require__.e(844), __webpack_require__.e(2973), __webpack_require__.e(5772), __webpack_require__.e(7569), __webpack_require__.e(3137), __webpack_require__.e(3978), __webpack_require__.e(437), __webpack_require__.e(7798), __webpack_require__.e(9767), __webpack_require__.e(9564), __webpack_require__.e(644), __webpack_require__.e(9262), __webpack_require__.e(8711)]).then(__webpack_require__.bind(__webpack_require__, 48711));
    const choice = { content: values['no-content'] !== true };
    const store = values.cache === true ? cacheStore(io, head.root, str('cache-location')) : undefined;
    const earlier = await runCheckOf(newSince, {
        ...siteInputs(io, head.root, str('config'), remote),
        content: choice.content,
        contentCache: store,
    });
    return newFindingsOnly(head, earlier, describeRef(newSince));
}
/** Drops the findings below the lowest severity reported from `result`; returns how many were hidden, for the report. */
function hideBelow(result, minSeverity) {
    if (minSeverity === 'notice')
        return undefined;
    const warnings = result.summary.warnings;
    const keep = (sev) => sev === 'error' || (minSeverity === 'warning' && sev === 'warning');
    const hidden = {
        warnings: keep('warning') ? 0 : result.summary.warnings,
        notices: result.summary.notices,
        errorsOnly: minSeverity === 'error',
    };
    result.diagnostics = result.diagnostics.filter((d) => keep(d.severity));
    result.summary = { errors: result.summary.errors, warnings: keep('warning') ? warnings : 0, notices: 0 };
    return hidden;
}
/** The report in `--format` (stylish, json, sarif or github), each formatter loaded only when used. */
async function formatReport(result, format, { jsonVersion, color, hidden, maxWarnings, }) {
    if (format === 'json')
        return (await __webpack_require__.e(/* import() */ 2794).then(__webpack_require__.bind(__webpack_require__, 32794))).formatJson(result, jsonVersion);
    if (format === 'sarif')
        return (await __webpack_require__.e(/* import() */ 643).then(__webpack_require__.bind(__webpack_require__, 10643))).formatSarif(result);
    if (format === 'github')
        return (await __webpack_require__.e(/* import() */ 7611).then(__webpack_require__.bind(__webpack_require__, 97611))).formatGithub(result);
    return (await __webpack_require__.e(/* import() */ 1552).then(__webpack_require__.bind(__webpack_require__, 71552))).formatStylish(result, { color, hidden, maxWarnings });
}
/** `check --print-config`: the level of every rule under the docs root's configuration, as JSON. */
async function printConfig(cx, dir, presets) {
    const { effectiveConfig } = await Promise.all(/* import() */[__webpack_require__.e(844), __webpack_require__.e(2973), __webpack_require__.e(5772), __webpack_require__.e(7569), __webpack_require__.e(3137), __webpack_require__.e(3978), __webpack_require__.e(437), __webpack_require__.e(7798), __webpack_require__.e(9767), __webpack_require__.e(9564), __webpack_require__.e(644), __webpack_require__.e(9262), __webpack_require__.e(8711)]).then(__webpack_require__.bind(__webpack_require__, 48711));
    const config = effectiveConfig({ dir, cwd: cx.io.cwd, fs: cx.io.fs, configPath: cx.str('config'), presets });
    cx.io.stdout(`${JSON.stringify(config, null, 2)}\n`);
    return 0;
}
/** Writes navlint-suppressions.json when the check changed it, and says so (the line for standard error). */
function writeSuppressions(io, result, request) {
    if (!request)
        return '';
    const outcome = result.suppressions;
    const name = (0,paths.displayPath)(outcome.file, io.cwd);
    if (outcome.update === undefined)
        return `navlint: ${(0,report_text/* safeTerminalText */.Dm)(name)} is up to date\n`;
    if (!io.writeFile)
        throw new errors/* UsageError */.eb('suppressions cannot be written here');
    io.writeFile(outcome.file, outcome.update);
    return `navlint: wrote ${(0,report_text/* safeTerminalText */.Dm)(name)}: ${outcome.suppressed} finding${outcome.suppressed === 1 ? '' : 's'} suppressed\n`;
}

;// CONCATENATED MODULE: ./src/cli/commands/nav.ts
// `navlint nav`: the resolved navigation with the findings marked on it.




// At most this many lines name what `nav` cannot read; the check lists every one.
const MAX_UNREADABLE_LINES = 10;
/**
 * `navlint nav`: the resolved navigation with the check's findings marked on the nodes they concern. What cannot be
 * read (docs.json or a file it includes) is named on stderr, and then the exit code is 1.
 */
async function runNav(io, dir, format, configPath, remote, choice) {
    const result = await checkSite(io, dir ?? '.', configPath, remote, undefined, choice);
    const [{ displayPath }, { buildNavDocument }, { markNavDocument }, { formatNavText }] = await Promise.all([
        Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 56107)),
        __webpack_require__.e(/* import() */ 6812).then(__webpack_require__.bind(__webpack_require__, 6812)),
        __webpack_require__.e(/* import() */ 8825).then(__webpack_require__.bind(__webpack_require__, 18825)),
        __webpack_require__.e(/* import() */ 976).then(__webpack_require__.bind(__webpack_require__, 50976)),
    ]);
    const origins = new Map();
    const doc = buildNavDocument(result.model, origins);
    const marked = markNavDocument(doc, origins, result, (page) => {
        const found = result.model.files.resolvePage(page);
        return found.status === 'found' ? external_node_path_default().join(result.model.root, found.file) : undefined;
    });
    const checkCommand = [
        'navlint check',
        ...(dir !== undefined ? [shellWord(dir)] : []),
        ...(configPath !== undefined ? ['--config', shellWord(configPath)] : []),
    ].join(' ');
    if (format === 'json') {
        // Sites with `languages`: how much of the default language each language covers.
        const { coverageOf } = await Promise.all(/* import() */[__webpack_require__.e(3137), __webpack_require__.e(5449)]).then(__webpack_require__.bind(__webpack_require__, 53137));
        const translations = coverageOf(result.model);
        io.stdout((0,report_text/* safeJson */.oi)(translations.length > 0 ? { ...doc, translations } : doc) + '\n');
    }
    else
        io.stdout(formatNavText(doc, { marked, checkCommand }));
    const unreadable = result.diagnostics.filter((d) => d.rule === 'config-invalid-json' || d.rule === 'config-ref-unresolved');
    for (const d of unreadable.slice(0, MAX_UNREADABLE_LINES)) {
        io.stderr(`navlint: ${(0,report_text/* safeTerminalText */.Dm)(`${displayPath(d.span.file, io.cwd)}:${d.span.start.line}:${d.span.start.column}: cannot be read: ${d.message}`)}\n`);
    }
    if (unreadable.length > MAX_UNREADABLE_LINES)
        io.stderr(`navlint: and ${unreadable.length - MAX_UNREADABLE_LINES} more (${(0,report_text/* safeTerminalText */.Dm)(checkCommand)} lists them)\n`);
    return unreadable.length > 0 ? 1 : 0;
}

;// CONCATENATED MODULE: ./src/cli/commands/diff.ts
// `navlint diff`: what changes in the navigation between two sides.


/** `navlint diff BASE [HEAD]`: resolves both sides and prints what changes. */
async function runDiff(args, format, root, io) {
    if (args.length === 0)
        throw new errors/* UsageError */.eb('diff needs a base: a git revision or a docs-root folder (see navlint help diff)');
    if (args.length > 2)
        throw new errors/* UsageError */.eb(`diff takes a base and a head, got ${args.length} arguments`);
    const dir = root ?? '.';
    const [{ diffSides }, report] = await Promise.all([Promise.all(/* import() */[__webpack_require__.e(844), __webpack_require__.e(2973), __webpack_require__.e(5772), __webpack_require__.e(7569), __webpack_require__.e(3137), __webpack_require__.e(3978), __webpack_require__.e(437), __webpack_require__.e(7798), __webpack_require__.e(9767), __webpack_require__.e(9564), __webpack_require__.e(644), __webpack_require__.e(9262), __webpack_require__.e(8711)]).then(__webpack_require__.bind(__webpack_require__, 48711)), Promise.all(/* import() */[__webpack_require__.e(7569), __webpack_require__.e(3137), __webpack_require__.e(7798), __webpack_require__.e(227), __webpack_require__.e(367)]).then(__webpack_require__.bind(__webpack_require__, 20227))]);
    const base = sideOf(args[0], io);
    const head = args[1] !== undefined ? sideOf(args[1], io) : { kind: 'worktree' };
    const { diff, base: b, head: h } = diffSides(base, head, { dir, cwd: io.cwd, fs: io.fs });
    io.stdout(format === 'json'
        ? report.formatDiffJson(diff, b, h)
        : format === 'md'
            ? report.formatDiffMarkdown(diff, b, h)
            : report.formatDiffText(diff, b, h));
    return 0;
}

// EXTERNAL MODULE: ./src/core/git.ts
var core_git = __webpack_require__(17167);
// EXTERNAL MODULE: ./src/load/files.ts
var files = __webpack_require__(46255);
;// CONCATENATED MODULE: ./src/cli/commands/mv.ts
// `navlint mv OLD NEW`: moves a page, a snippet, a file or a folder, and rewrites what names it.








/** Moves OLD to NEW (paths read from the current folder, inside the docs root); 0 when done, 2 when refused. */
async function runMove(io, args, options) {
    if (args.length !== 2)
        throw new errors/* UsageError */.eb(`mv takes the path to move and its new path, got ${args.length} (see navlint help mv)`);
    const [{ planMove, editedTexts, MoveRefused, takenOn }, { unifiedDiff }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(7569), __webpack_require__.e(3978), __webpack_require__.e(866)]).then(__webpack_require__.bind(__webpack_require__, 866)),
        Promise.all(/* import() */[__webpack_require__.e(7291), __webpack_require__.e(8178)]).then(__webpack_require__.bind(__webpack_require__, 8178)),
    ]);
    const result = await checkSite(io, options.root ?? '.', options.config, {
        fetchRemote: false,
        allowPrivateHosts: false,
    });
    const { model } = result;
    const root = model.root;
    const relOf = (p, what, rootToo) => {
        const abs = external_node_path_default().resolve(io.cwd, p);
        if (!(0,files/* isInside */.FK)(root, abs) || (abs === root && !rootToo))
            throw new errors/* UsageError */.eb(`${what} "${p}" is not inside the docs root ${(0,paths.displayPath)(root, io.cwd)}`);
        return (0,paths.toPosix)(external_node_path_default().relative(root, abs));
    };
    const from = relOf(args[0], 'the path to move', false);
    // A folder (the root too) or a trailing `/` says "into this folder", as for git mv.
    const into = /[\\/]$/.test(args[1]) || external_node_path_default().resolve(io.cwd, args[1]) === root;
    const to = relOf(args[1], 'the new path', true) + (into ? '/' : '');
    let plan;
    let edits;
    try {
        plan = planMove(model, from, to, takenOn(io.fs, root));
        edits = editedTexts(plan, (file) => io.fs.readFileSync(file, 'utf8'));
    }
    catch (e) {
        if (e instanceof MoveRefused)
            throw new errors/* UsageError */.eb(`mv refused: ${e.message}`);
        throw e;
    }
    const shown = (rel) => (0,paths.toPosix)((0,paths.displayPath)(external_node_path_default().join(root, rel), io.cwd));
    const movedTo = new Map(plan.moves.map((m) => [external_node_path_default().join(root, m.from), m.to]));
    // Named where the file is after the move.
    for (const l of plan.leftAlone) {
        const at = movedTo.get(l.file);
        const file = (0,paths.displayPath)(at === undefined ? l.file : external_node_path_default().join(root, at), io.cwd);
        io.stderr(`navlint: ${(0,report_text/* safeTerminalText */.Dm)(`${file}:${l.line}: left as it is (${l.why}): rewrite it by hand`)}\n`);
    }
    if (options.dryRun) {
        const out = [];
        for (const m of plan.moves) {
            const abs = external_node_path_default().join(root, m.from);
            out.push(`diff --git a/${shown(m.from)} b/${shown(m.to)}\nrename from ${shown(m.from)}\nrename to ${shown(m.to)}\n`);
            const e = edits.get(abs);
            if (e)
                out.push(unifiedDiff(shown(m.from), e.before, e.after, shown(m.to)));
        }
        // Each file's diff has its own `diff --git` line: without it, git apply reads the lines of a file that stays as
        // more of the rename before it.
        for (const [file, e] of edits) {
            if (movedTo.has(file))
                continue;
            const shownFile = (0,paths.toPosix)((0,paths.displayPath)(file, io.cwd));
            out.push(`diff --git a/${shownFile} b/${shownFile}\n`, unifiedDiff(shownFile, e.before, e.after));
        }
        io.stdout((0,report_text/* withCommandsStopped */.c7)(out.join('')));
        io.stderr(summaryLine(plan, edits.size, true));
        return 0;
    }
    if (options.check !== false)
        (await Promise.all(/* import() */[__webpack_require__.e(844), __webpack_require__.e(2973), __webpack_require__.e(5772), __webpack_require__.e(7569), __webpack_require__.e(3137), __webpack_require__.e(3978), __webpack_require__.e(437), __webpack_require__.e(7798), __webpack_require__.e(9767), __webpack_require__.e(9564), __webpack_require__.e(644), __webpack_require__.e(9262), __webpack_require__.e(8711)]).then(__webpack_require__.bind(__webpack_require__, 48711))).holdSources(result);
    performMove(io, root, plan, edits);
    io.stderr(summaryLine(plan, edits.size, false));
    return options.check === false ? 0 : checkAfter(io, result, plan, options.config);
}
/**
 * Checks the site again after the move and reports only the findings the check before it did not have, a moved
 * file's findings compared under its new path: 1 when any of them is an error, else 0.
 */
async function checkAfter(io, before, plan, config) {
    const [{ newFindingsOnly }, { formatStylish }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(844), __webpack_require__.e(2973), __webpack_require__.e(5772), __webpack_require__.e(7569), __webpack_require__.e(3137), __webpack_require__.e(3978), __webpack_require__.e(437), __webpack_require__.e(7798), __webpack_require__.e(9767), __webpack_require__.e(9564), __webpack_require__.e(644), __webpack_require__.e(9262), __webpack_require__.e(8711)]).then(__webpack_require__.bind(__webpack_require__, 48711)),
        __webpack_require__.e(/* import() */ 1552).then(__webpack_require__.bind(__webpack_require__, 71552)),
    ]);
    const after = await checkSite(io, before.root, config, { fetchRemote: false, allowPrivateHosts: false });
    // A folder's paths too, for what names a page under it that was never there (a broken redirect it repointed).
    const renames = new Map(plan.moves.map((m) => [m.from, m.to]));
    if (plan.kind === 'folder')
        renames.set(`${plan.from}/`, `${plan.to}/`);
    const fresh = newFindingsOnly(after, { ...before, renames }, 'the site before the move');
    if (fresh.diagnostics.length === 0) {
        io.stderr('navlint: the check after the move finds nothing new.\n');
        return 0;
    }
    io.stderr('navlint: the check after the move finds what the check before it did not:\n');
    io.stdout(formatStylish(fresh, { color: io.isTTY, maxWarnings: -1 }));
    return fresh.summary.errors > 0 ? 1 : 0;
}
/** The line that says what the move did (or would do). */
function summaryLine(plan, edited, dry) {
    const files = `${plan.moves.length} ${plan.moves.length === 1 ? 'file' : 'files'}`;
    const redirect = plan.redirect ? `; redirect ${plan.redirect.source} → ${plan.redirect.destination} added` : '';
    return `navlint: ${dry ? 'would move' : 'moved'} ${files}, ${dry ? 'would edit' : 'edited'} ${edited} ${edited === 1 ? 'file' : 'files'}${(0,report_text/* safeTerminalText */.Dm)(redirect)}.\n`;
}
/** Writes the edits at the old paths, then moves: with `git mv` in a repository (git then sees a rename), else by renaming. */
function performMove(io, root, plan, edits) {
    const writer = io.fileWriter;
    if (!writer)
        throw new errors/* UsageError */.eb('mv cannot write files here');
    const area = { folders: [root], name: 'the docs root' };
    // The edits go in first, at the old paths: git then moves each file with its edits.
    for (const [file, e] of edits)
        (0,confined.writeFileConfined)(writer, area, file, e.after, { existing: true });
    const git = io.git;
    let inRepository = false;
    if (git) {
        try {
            inRepository = git(['rev-parse', '--is-inside-work-tree'], { cwd: root }).toString('utf8').trim() === 'true';
        }
        catch (e) {
            if (!(e instanceof core_git.GitError))
                throw e;
        }
    }
    // One move: a folder goes with everything in it, files the site does not list too.
    const a = external_node_path_default().join(root, plan.from);
    const b = external_node_path_default().join(root, plan.to);
    try {
        (0,confined.makeFoldersConfined)(writer, area, b);
    }
    catch (e) {
        if (e instanceof confined.ConfinedPathError)
            throw new errors/* UsageError */.eb(`mv refused: ${e.message}`);
        throw e;
    }
    let moved = false;
    if (git && inRepository) {
        try {
            git(['mv', '--', a, b], { cwd: root });
            moved = true;
        }
        catch (e) {
            // What git does not track is moved as any file is.
            if (!(e instanceof core_git.GitError))
                throw e;
        }
    }
    if (!moved)
        writer.renameSync(a, b);
}

;// CONCATENATED MODULE: ./src/cli/main.ts
// The CLI: reads the command line (`args.ts`), picks the command (`commands/`) and runs it.





// The commands import the engine and the reporters where they run: `--version` and `--help` load none of it.








/** Runs the CLI and returns its exit code. */
async function main(argv, io) {
    const called = { command: 'check' };
    try {
        return await run(argv, io, called);
    }
    catch (e) {
        return reportFailure(e, io, called.command);
    }
}
/** Reads the command line and hands it to the command's runner. */
async function run(argv, io, called) {
    const { command, operands: rest, values } = parseCommandLine(argv);
    if (values.version) {
        io.stdout(`${version/* VERSION */.x}\n`);
        return 0;
    }
    if (command === 'help')
        return runHelp(io, rest);
    if (command === undefined || !isCommand(command)) {
        io.stdout(globalHelp());
        return values.help ? 0 : EXIT_USAGE;
    }
    if (values.help) {
        io.stdout(commandHelp(command));
        return 0;
    }
    called.command = command;
    const str = (name) => values[name];
    if (command === 'diff')
        return runDiff(rest, str('format') ?? 'text', str('root'), io);
    if (command === 'mv')
        return runMove(io, rest, {
            root: str('root'),
            config: str('config'),
            dryRun: values['dry-run'] === true,
            check: values['no-check'] !== true,
        });
    const cx = commandContext(io, command, rest, values);
    if (command === 'lsp')
        return runLsp(cx);
    if (command === 'proxy-check')
        return runProxyCheck(cx);
    if (command === 'preview' && values.watch === true)
        return runPreviewWatch(cx);
    if (str('port') !== undefined)
        throw new errors/* UsageError */.eb('--port applies to preview --watch only');
    if (command === 'preview')
        return runPreview(cx);
    if (command === 'nav')
        return runNav(io, rest[0], str('format') ?? 'text', str('config'), cx.remote, contentChoiceOf(cx));
    return runCheckCommand(cx);
}


/***/ }),

/***/ 39515:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ConfinedPathError: () => (/* binding */ ConfinedPathError),
/* harmony export */   areaFolderOf: () => (/* binding */ areaFolderOf),
/* harmony export */   makeFoldersConfined: () => (/* binding */ makeFoldersConfined),
/* harmony export */   readFileConfined: () => (/* binding */ readFileConfined),
/* harmony export */   readTextInside: () => (/* binding */ readTextInside),
/* harmony export */   writeFileConfined: () => (/* binding */ writeFileConfined)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** A path that navlint will not write (or read) because of where it leads; `reason` completes "… was not written: ". */
class ConfinedPathError extends Error {
    file;
    reason;
    constructor(file, reason) {
        super(`${file}: ${reason}`);
        this.file = file;
        this.reason = reason;
    }
}
/** Writes `data` to `file` only inside `area`, through no symbolic link; throws a `ConfinedPathError` when it may not. */
function writeFileConfined(fs, area, file, data, options = {}) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(file);
    checkFolders(fs, area, abs, options.createFolders === true);
    const nofollow = fs.constants.O_NOFOLLOW ?? 0;
    if (options.replace) {
        const temp = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(abs), `.${node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(abs)}.${options.unique?.() ?? Math.random().toString(36).slice(2, 10)}.tmp`);
        // O_EXCL: whatever is already at the temporary name (a planted link too) is refused, never written through.
        const fd = open(fs, temp, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | nofollow);
        try {
            try {
                writeAll(fs, fd, data);
            }
            finally {
                fs.closeSync(fd);
            }
            // A rename replaces what is at the name (a link is replaced, not followed).
            fs.renameSync(temp, abs);
        }
        catch (e) {
            try {
                fs.unlinkSync(temp);
            }
            catch {
                // already gone
            }
            throw e;
        }
        return;
    }
    const flags = fs.constants.O_WRONLY | (options.existing ? 0 : fs.constants.O_CREAT) | nofollow | (fs.constants.O_NONBLOCK ?? 0);
    // Not truncated on opening: what was opened is checked first, so that a hard link is refused before it is changed.
    const fd = open(fs, abs, flags);
    try {
        const st = fs.fstatSync(fd);
        if (!st.isFile())
            throw new ConfinedPathError(abs, 'it is not a regular file');
        if (st.nlink > 1)
            throw new ConfinedPathError(abs, 'it has other hard links, and writing it would change them too');
        fs.ftruncateSync(fd, 0);
        writeAll(fs, fd, data);
    }
    finally {
        fs.closeSync(fd);
    }
}
/**
 * Reads a file that navlint wrote itself (the content cache) under the same rules as a write: inside `area`, through
 * no symbolic link, a regular file of at most `maxBytes`; undefined when it is absent. With `firstLine`, only the
 * bytes before its first newline are read (all of it when it has none), and only they count against `maxBytes`.
 */
function readFileConfined(fs, area, file, maxBytes, firstLine = false) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(file);
    try {
        checkFolders(fs, area, abs, false);
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return undefined;
        throw e;
    }
    let fd;
    try {
        fd = open(fs, abs, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0) | (fs.constants.O_NONBLOCK ?? 0));
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return undefined;
        throw e;
    }
    try {
        const st = fs.fstatSync(fd);
        if (!st.isFile())
            throw new ConfinedPathError(abs, 'it is not a regular file');
        if (firstLine)
            return readLine(fs, fd, abs, maxBytes);
        if (st.size > maxBytes)
            throw new ConfinedPathError(abs, `it is larger than ${maxBytes} bytes`);
        const out = Buffer.alloc(st.size);
        let at = 0;
        for (let n; at < out.length && (n = fs.readSync(fd, out, at, out.length - at, at)) > 0;)
            at += n;
        return out.subarray(0, at);
    }
    finally {
        fs.closeSync(fd);
    }
}
/** The bytes of an open file before its first newline, read a chunk at a time; an error past `maxBytes`. */
function readLine(fs, fd, abs, maxBytes) {
    const chunks = [];
    let size = 0;
    for (;;) {
        const chunk = Buffer.alloc(64 * 1024);
        const n = fs.readSync(fd, chunk, 0, chunk.length, size);
        const end = chunk.subarray(0, n).indexOf(0x0a);
        chunks.push(chunk.subarray(0, end >= 0 ? end : n));
        size += end >= 0 ? end : n;
        if (size > maxBytes)
            throw new ConfinedPathError(abs, `its first line is longer than ${maxBytes} bytes`);
        if (end >= 0 || n === 0)
            return Buffer.concat(chunks);
    }
}
/** Where `file` may be written: the most specific folder of the area that holds it, or a `ConfinedPathError`. */
function areaFolderOf(fs, area, file) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(file);
    let best;
    for (const folder of area.folders) {
        const forms = [node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(folder)];
        try {
            // A folder named through a link (macOS's /tmp, /var) is the same folder as its real path.
            const real = fs.realpathSync(folder);
            if (real !== forms[0])
                forms.push(real);
        }
        catch {
            // a folder that does not exist yet is matched as written
        }
        for (const form of forms)
            if (strictlyInside(form, abs) && (best === undefined || form.length > best.length))
                best = form;
    }
    if (best === undefined)
        throw new ConfinedPathError(abs, `it is outside ${area.name}`);
    return best;
}
/** Makes the missing folders on the way to `file` inside the area, each checked as `writeFileConfined` checks them. */
function makeFoldersConfined(fs, area, file) {
    checkFolders(fs, area, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(file), true);
}
/** Checks (and with `create`, makes) each folder from the area's folder down to the file's: real folders, no links. */
function checkFolders(fs, area, abs, create) {
    const base = areaFolderOf(fs, area, abs);
    const parts = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(base, abs).split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep));
    let at = base;
    for (const part of parts.slice(0, -1)) {
        at = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(at, part);
        let st;
        try {
            st = fs.lstatSync(at);
        }
        catch (e) {
            if (e.code !== 'ENOENT' || !create)
                throw e;
            try {
                fs.mkdirSync(at);
            }
            catch (made) {
                if (made.code !== 'EEXIST')
                    throw made;
            }
            // Checked again once made: something else may have put a link there first.
            st = fs.lstatSync(at);
        }
        if (st.isSymbolicLink())
            throw new ConfinedPathError(abs, `it is reached through a symbolic link (${node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(base, at)})`);
        if (!st.isDirectory())
            throw new ConfinedPathError(abs, `${node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(base, at)} is not a folder`);
    }
}
function open(fs, file, flags) {
    try {
        return fs.openSync(file, flags, 0o666);
    }
    catch (e) {
        const code = e.code;
        // ELOOP (EMLINK on the BSDs): O_NOFOLLOW met a link; ENXIO: a FIFO that nobody reads.
        if (code === 'ELOOP' || code === 'EMLINK')
            throw new ConfinedPathError(file, 'it is a symbolic link');
        if (code === 'ENXIO')
            throw new ConfinedPathError(file, 'it is not a regular file');
        if (code === 'EISDIR')
            throw new ConfinedPathError(file, 'it is a folder');
        if (code === 'EEXIST')
            throw new ConfinedPathError(file, 'a file is already there');
        throw e;
    }
}
function writeAll(fs, fd, data) {
    if (typeof data === 'string')
        return writeBytes(fs, fd, Buffer.from(data, 'utf8'), 0);
    if (data instanceof Uint8Array)
        return writeBytes(fs, fd, data, 0);
    let position = 0;
    for (const part of data) {
        const bytes = Buffer.from(part, 'utf8');
        writeBytes(fs, fd, bytes, position);
        position += bytes.length;
    }
}
function writeBytes(fs, fd, bytes, position) {
    for (let at = 0; at < bytes.length;)
        at += fs.writeSync(fd, bytes, at, bytes.length - at, position + at);
}
function strictlyInside(parent, child) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(parent, child);
    return rel !== '' && rel !== '..' && !rel.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)}`) && !node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(rel);
}
/**
 * Reads a file of the checked site (a page, a document, `.navlintrc.json`, the suppressions file) only when its real
 * path, every link on the way followed, lies inside one of `folders` (the docs root; in the action, the workspace)
 * and it is a regular file of at most `maxBytes`. The target of a link that leads elsewhere is never opened: a
 * `ConfinedPathError` says why (`it leads outside the docs root`), and a missing file throws as node:fs does.
 */
function readTextInside(fs, area, file, maxBytes) {
    const real = realInside(fs, area, file);
    const st = fs.statSync(real);
    if (!st.isFile())
        throw new ConfinedPathError(file, 'it is not a regular file');
    if (st.size > maxBytes)
        throw new ConfinedPathError(file, `it is larger than ${maxBytes} bytes`);
    // The real path is read, not the name: no link is followed again between the check and the read.
    return fs.readFileSync(real, 'utf8');
}
/** The real path of `file` when it lies inside one of the area's folders (their real paths); else a `ConfinedPathError`. */
function realInside(fs, area, file) {
    const real = fs.realpathSync(file);
    for (const folder of area.folders) {
        let base;
        try {
            base = fs.realpathSync(folder);
        }
        catch {
            continue;
        }
        if (real === base || strictlyInside(base, real))
            return real;
    }
    throw new ConfinedPathError(file, `it leads outside ${area.name}`);
}


/***/ }),

/***/ 74296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FN: () => (/* binding */ BrokenSideError),
/* harmony export */   Jr: () => (/* binding */ DocsRootBelowError),
/* harmony export */   eb: () => (/* binding */ UsageError)
/* harmony export */ });
/** An error in how navlint was called (bad arguments, missing docs root): exit code 2. */
class UsageError extends Error {
}
/** No docs.json in the folder given, but one or more below it: `roots` are their folders, as shown to the user. */
class DocsRootBelowError extends UsageError {
    roots;
    constructor(message, roots) {
        super(message);
        this.roots = roots;
    }
}
/** One side of a comparison whose docs.json (or a file it includes) does not parse: the comparison is refused. */
class BrokenSideError extends UsageError {
    side;
    constructor(message, 
    /** `base`: the side compared with; `head`: the side checked. */
    side) {
        super(message);
        this.side = side;
    }
}


/***/ }),

/***/ 17167:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitError: () => (/* binding */ GitError),
/* harmony export */   gitHead: () => (/* binding */ gitHead),
/* harmony export */   gitIsShallow: () => (/* binding */ gitIsShallow),
/* harmony export */   gitLastChanges: () => (/* binding */ gitLastChanges),
/* harmony export */   gitRenames: () => (/* binding */ gitRenames),
/* harmony export */   systemGit: () => (/* binding */ systemGit)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);

/** A git command that could not run or exited with an error; `message` is git's first line of complaint. */
class GitError extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.status = status;
    }
}
/** Most bytes read from one git command (a whole docs tree in one batch). */
const MAX_OUTPUT = 2 * 1024 * 1024 * 1024 - 1;
/** The machine's `git`, as a `Git` runner; the entry points pass it in with their environment. */
function systemGit(env) {
    const childEnv = {};
    for (const [k, v] of Object.entries(env))
        if (v !== undefined)
            childEnv[k] = v;
    // Never wait for a password, never take a lock on the index, and speak plainly so that messages can be shown.
    Object.assign(childEnv, { GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C', LANGUAGE: 'C' });
    return (args, options = {}) => {
        const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('git', args, {
            cwd: options.cwd,
            input: options.input,
            env: childEnv,
            maxBuffer: Math.min(options.maxOutput ?? MAX_OUTPUT, MAX_OUTPUT),
            windowsHide: true,
        });
        if (r.error) {
            const code = r.error.code;
            throw new GitError(code === 'ENOENT'
                ? 'git is not installed (no `git` command on the PATH)'
                : code === 'ENOBUFS'
                    ? `git wrote more than the ${options.maxOutput ?? MAX_OUTPUT} bytes navlint reads`
                    : `git could not run (${code ?? r.error.message})`, null);
        }
        if (r.status !== 0) {
            const lines = r.stderr
                .toString('utf8')
                .split('\n')
                .map((l) => l.trim())
                .filter(Boolean);
            const line = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines[0] ?? `git ${args[0]} exited with status ${r.status}`;
            throw new GitError(line.replace(/^(fatal|error):\s*/, ''), r.status);
        }
        return r.stdout;
    };
}
/** Most bytes of git's list of changed files read for renames: far more than the paths of any docs site. */
const MAX_RENAME_LISTING = 16 * 1024 * 1024;
/**
 * The files git finds moved (`git diff --find-renames`, at its default of 50 % similarity) from `commit` to the
 * working tree, inside the folder `prefix` of the repository whose top is `top`: old path → new path, both relative
 * to that folder. The repository is untrusted input: no external diff or text conversion runs, the listing is read
 * NUL-separated and bounded, and a path that is not a plain relative path inside the folder is left out. Only files
 * git tracks are seen (a file moved without `git add` shows as deleted). Throws a `GitError` when git cannot tell.
 */
function gitRenames(git, options) {
    const { commit, prefix } = options;
    if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(commit))
        throw new GitError(`${commit}: not a commit id`, null);
    const out = git([
        '--literal-pathspecs',
        'diff',
        '--no-ext-diff',
        '--no-textconv',
        '--no-color',
        '--no-relative',
        '--find-renames',
        '--name-status',
        '-z',
        commit,
        '--',
        prefix === '' ? '.' : prefix,
    ], { cwd: options.top, maxOutput: MAX_RENAME_LISTING });
    const fields = out.toString('utf8').split('\0');
    const inside = (p) => {
        if (p === undefined)
            return undefined;
        const rel = prefix === '' ? p : p.startsWith(`${prefix}/`) ? p.slice(prefix.length + 1) : undefined;
        if (rel === undefined || rel === '' || rel.startsWith('/'))
            return undefined;
        return rel.split('/').some((s) => s === '' || s === '.' || s === '..') ? undefined : rel;
    };
    const renames = new Map();
    for (let i = 0; i < fields.length;) {
        const status = fields[i];
        if (status === '')
            break;
        // A rename or copy names two paths (with its similarity, R087); every other status names one.
        if (/^[RC]\d*$/.test(status)) {
            const from = inside(fields[i + 1]);
            const to = inside(fields[i + 2]);
            if (status.startsWith('R') && from !== undefined && to !== undefined && from !== to)
                renames.set(from, to);
            i += 3;
        }
        else
            i += 2;
    }
    return renames;
}
/** A commit's line in `gitLastChanges`'s listing: record separator, id, unit separator, time, unit separator, subject. */
const COMMIT_HEADER = new RegExp(`^\n?${String.fromCharCode(0x1e)}([0-9a-f]{40}(?:[0-9a-f]{24})?)${String.fromCharCode(0x1f)}(\\d+)` +
    `${String.fromCharCode(0x1f)}([^]*)$`);
/** Most bytes of history read for the last change of each file: the names of every commit's files. */
const MAX_HISTORY_LISTING = 256 * 1024 * 1024;
/**
 * The last commit that changed each file under the folder `dir` (paths relative to it), from one `git log` over the
 * folder's whole history: the commit of latest committer time that names the file. Merges name no files, so a file is
 * dated by the commit that changed it, not by the merge that brought it in. Only committed files are seen; a shallow
 * clone dates every file by its one commit. Throws a `GitError` when git cannot tell (no repository there).
 */
function gitLastChanges(git, dir) {
    const out = git([
        '--literal-pathspecs',
        'log',
        '--no-color',
        '--no-show-signature',
        '--relative',
        '--name-only',
        '-z',
        '--format=%x1e%H%x1f%ct%x1f%s',
        '--',
        '.',
    ], { cwd: dir, maxOutput: MAX_HISTORY_LISTING });
    const last = new Map();
    let current;
    // Each commit is `\x1eID\x1fTIME\x1fSUBJECT\0`, then a newline and its files, each ended by `\0`.
    for (const field of out.toString('utf8').split('\0')) {
        const header = COMMIT_HEADER.exec(field);
        if (header) {
            current = { commit: header[1], time: Number(header[2]), subject: header[3] };
            continue;
        }
        const file = field.replace(/^\n/, '');
        if (!current || file === '' || file.startsWith('/') || file.split('/').some((s) => s === '..'))
            continue;
        const had = last.get(file);
        if (!had || current.time > had.time)
            last.set(file, current);
    }
    return last;
}
/** Whether the repository that holds `dir` is a shallow clone (its history cut short); false when git cannot tell. */
function gitIsShallow(git, dir) {
    try {
        const out = git(['rev-parse', '--is-shallow-repository'], { cwd: dir, maxOutput: 1024 });
        return out.toString('utf8').trim() === 'true';
    }
    catch (e) {
        if (e instanceof GitError)
            return false;
        throw e;
    }
}
/** The commit checked out in the repository that holds `dir`, or undefined when git cannot tell (no repository). */
function gitHead(git, dir) {
    try {
        return git(['rev-parse', '--verify', '-q', 'HEAD'], { cwd: dir, maxOutput: 1024 }).toString('utf8').trim();
    }
    catch (e) {
        if (e instanceof GitError)
            return undefined;
        throw e;
    }
}


/***/ }),

/***/ 53003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ OverlayFileSystem)
/* harmony export */ });
/** File descriptors handed out for texts held in memory: far above any the system gives. */
const FIRST_FD = 1 << 30;
/**
 * A file system whose files may be replaced by texts held in memory (an editor's open documents, unsaved). Only the
 * content of a file is replaced: whether it exists, and what a folder holds, is what the disk says.
 */
class OverlayFileSystem {
    disk;
    texts = new Map();
    open = new Map();
    nextFd = FIRST_FD;
    constructor(disk) {
        this.disk = disk;
    }
    /** Lays a text over the file at an absolute path. */
    set(file, text) {
        this.texts.set(file, { text });
    }
    /** Goes back to the file on disk. */
    delete(file) {
        this.texts.delete(file);
    }
    /** The text laid over a file, if any. */
    get(file) {
        return this.texts.get(file)?.text;
    }
    over(file) {
        const o = this.texts.get(file);
        if (!o)
            return undefined;
        // A file deleted from the disk is gone, whatever the editor still shows of it.
        return this.disk.existsSync(file) ? o : undefined;
    }
    readFileSync(file, encoding) {
        return this.over(file)?.text ?? this.disk.readFileSync(file, encoding);
    }
    readdirSync(dir, options) {
        return this.disk.readdirSync(dir, options);
    }
    lstatSync(file) {
        return this.sized(file, this.disk.lstatSync(file));
    }
    statSync(file) {
        return this.sized(file, this.disk.statSync(file));
    }
    realpathSync(file) {
        return this.disk.realpathSync(file);
    }
    existsSync(file) {
        return this.disk.existsSync(file);
    }
    openSync(file, flags) {
        const o = this.over(file);
        if (!o)
            return this.disk.openSync(file, flags);
        o.bytes ??= Buffer.from(o.text, 'utf8');
        const fd = this.nextFd++;
        this.open.set(fd, { bytes: o.bytes, position: 0 });
        return fd;
    }
    readSync(fd, buffer, offset, length, position) {
        const o = this.open.get(fd);
        if (!o)
            return this.disk.readSync(fd, buffer, offset, length, position);
        const from = position ?? o.position;
        const n = Math.max(0, Math.min(length, o.bytes.length - from));
        o.bytes.copy(buffer, offset, from, from + n);
        if (position === null)
            o.position += n;
        return n;
    }
    closeSync(fd) {
        if (!this.open.delete(fd))
            this.disk.closeSync(fd);
    }
    /** A file's status, with the size of the text laid over it. */
    sized(file, st) {
        const o = st.isFile() ? this.over(file) : undefined;
        if (!o)
            return st;
        o.bytes ??= Buffer.from(o.text, 'utf8');
        return Object.assign(Object.create(Object.getPrototypeOf(st)), st, { size: o.bytes.length });
    }
}


/***/ }),

/***/ 56107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   displayPath: () => (/* binding */ displayPath),
/* harmony export */   fromRoot: () => (/* binding */ fromRoot),
/* harmony export */   leavesRoot: () => (/* binding */ leavesRoot),
/* harmony export */   rootPathOf: () => (/* binding */ rootPathOf),
/* harmony export */   toPosix: () => (/* binding */ toPosix)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** A path in the `/`-separated form that output, globs and URLs use. */
function toPosix(p) {
    return p.split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/');
}
/** A file path as shown to the user: relative to the working directory, `/`-separated. */
function displayPath(file, cwd) {
    return toPosix(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(cwd, file)) || node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(file);
}
/**
 * Where a local reference read from the docs root (a page in the navigation, `openapi` in docs.json: a path from the
 * root, with or without a leading `/` or `./`) lies inside it; undefined for a URL or a path that leaves the root.
 */
function rootPathOf(root, ref) {
    const r = ref.trim();
    if (/^[a-z][a-z0-9+.-]*:/i.test(r))
        return undefined;
    const rel = fromRoot(r);
    return leavesRoot(rel) ? undefined : node_path__WEBPACK_IMPORTED_MODULE_0___default().join(root, rel);
}
/** A reference read from the docs root: a leading `/` or `./` dropped, `a/../b` collapsed. */
function fromRoot(ref) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(ref.replace(/^\/+/, '').replace(/^\.\//, ''));
}
/** Whether a normalised path leaves the docs root. */
function leavesRoot(rel) {
    return rel === '..' || rel.startsWith('../') || node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(rel);
}


/***/ }),

/***/ 32085:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NameGroups: () => (/* binding */ NameGroups),
/* harmony export */   NameIndex: () => (/* binding */ NameIndex),
/* harmony export */   capitalize: () => (/* binding */ capitalize),
/* harmony export */   closest: () => (/* binding */ closest),
/* harmony export */   maxTypoDistance: () => (/* binding */ maxTypoDistance),
/* harmony export */   pickClosest: () => (/* binding */ pickClosest),
/* harmony export */   quote: () => (/* binding */ quote),
/* harmony export */   typoReach: () => (/* binding */ typoReach)
/* harmony export */ });
/* harmony import */ var fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21916);

/** The candidate closest to `input` by edit distance, if it is close enough to be a likely typo. */
function closest(input, candidates, maxRatio = 0.4) {
    let best;
    let bestD = Infinity;
    const lower = input.toLowerCase();
    for (const c of candidates) {
        if (c === input)
            continue;
        const d = c.toLowerCase() === lower ? 0.5 : (0,fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__/* .distance */ .Io)(lower, c.toLowerCase());
        if (d < bestD || (d === bestD && best !== undefined && c < best)) {
            best = c;
            bestD = d;
        }
    }
    if (best === undefined)
        return undefined;
    return bestD <= maxTypoDistance(input.length, best.length, maxRatio) ? best : undefined;
}
/** The most edits by which two strings of these lengths may differ and still be taken for one another. */
function maxTypoDistance(aLength, bLength, maxRatio = 0.4) {
    return Math.max(2, Math.ceil(Math.max(aLength, bLength) * maxRatio));
}
/** Quotes a user value for a message: JSON-style double quotes, shortened when long. */
function quote(value, max = 120) {
    const v = value.length > max ? value.slice(0, max - 1) + '…' : value;
    return JSON.stringify(v);
}
/** Upper-cases the first letter of a message fragment. */
function capitalize(s) {
    return s.length > 0 ? s[0].toUpperCase() + s.slice(1) : s;
}
/** Distances worked out by one NameIndex before it stops looking further than its indexed levels. */
const NAME_INDEX_BUDGET = 2_000_000;
/** Names read from the bigram lists by the searches of one NameIndex, in all, before each search is held to a bound. */
const LOOK_BUDGET = 10_000_000;
/** Names one search may look at once LOOK_BUDGET is spent; past it, the search ends without a suggestion. */
const LOOKS_PAST_BUDGET = 200;
/** Thrown to end a search that went past LOOKS_PAST_BUDGET. */
const GIVE_UP = Symbol('give up');
/**
 * Names measured by the searches of one NameIndex before it indexes their bigrams: about what indexing them costs
 * (a name's bigrams take as long as measuring a few distances), so that a handful of searches never index.
 */
const SCANNED_BEFORE_INDEXING = 20_000;
/**
 * Candidate names indexed for "did you mean": each name's pairs of letters (its bigrams, start and end marked) point
 * back to it, so that a search for names within `r` edits looks only at names that share enough bigrams with the
 * input (an edit changes at most two of them), not at every name. The search widens `r` one edit at a time and stops
 * at the first distance where it finds anything: a typo one or two edits away costs a few lookups however many
 * names there are. Answers are exactly those of a full scan; only after NAME_INDEX_BUDGET distances (a hostile
 * number of inputs that match nothing) does it stop widening where bigrams no longer narrow the search.
 */
class NameIndex {
    fold;
    scanned;
    /** Each distinct folded name, with the names that fold to it, and its bigrams (as numbers). */
    folded = [];
    names = [];
    gramsOf = [];
    byFolded = new Map();
    /** Bigram (with its occurrence number in the name) → its number; bigram number → names holding it. */
    gramIds = new Map();
    postings = [];
    /** Folded names by length. */
    byLength = new Map();
    budget = NAME_INDEX_BUDGET;
    /** Names read from the bigram lists by the searches so far (those already seen by a search included). */
    looked = 0;
    mark;
    /** The search that last looked at each name (a set per search, cleared by counting). */
    seenBy;
    searches = 0;
    /** Whether the bigrams are indexed: the first searches scan every name instead (see `nearest`). */
    indexed = false;
    /** Distances worked out by its searches so far: what they cost, counted the same on any machine. */
    measured = 0;
    /**
     * `fold` maps a name to the form distances are counted on: lower case, as `closest` counts them, unless given.
     * `scanned`: how many names the first searches may measure in all before the bigrams are indexed.
     */
    constructor(candidates, fold = (s) => s.toLowerCase(), scanned = SCANNED_BEFORE_INDEXING) {
        this.fold = fold;
        this.scanned = scanned;
        for (const name of candidates) {
            const f = fold(name);
            let id = this.byFolded.get(f);
            if (id === undefined) {
                id = this.folded.length;
                this.byFolded.set(f, id);
                this.folded.push(f);
                this.names.push([]);
            }
            this.names[id].push(name);
        }
    }
    /** Indexes every name's bigrams, the first time a search needs them. */
    index() {
        if (this.indexed)
            return;
        this.indexed = true;
        for (let id = 0; id < this.folded.length; id++) {
            const f = this.folded[id];
            const ids = bigrams(f).map((g) => {
                let n = this.gramIds.get(g);
                if (n === undefined) {
                    n = this.postings.length;
                    this.gramIds.set(g, n);
                    this.postings.push([]);
                }
                this.postings[n].push(id);
                return n;
            });
            this.gramsOf.push(Int32Array.from(ids));
            push(this.byLength, f.length, id);
        }
    }
    /**
     * The folded names nearest to `input` (folded), at the smallest distance at most `max` where `accept` takes one,
     * with that distance; none when there is none.
     */
    nearest(input, max, accept = () => true) {
        const q = this.fold(input);
        // A few searches measure every name: on a large list that costs less than indexing it, which pays only
        // from the searches after them (a site with three broken links does three).
        if (!this.indexed && (this.searches + 1) * this.folded.length <= this.scanned) {
            this.searches++;
            return this.scan(q, max, accept);
        }
        this.index();
        const all = bigrams(q).map((g) => this.gramIds.get(g) ?? -1);
        // Rarest bigrams first (those no name holds before all): a name that shares enough of them with the input
        // holds one of the first few.
        const grams = all.map((g) => (g < 0 ? [] : this.postings[g])).sort((a, b) => a.length - b.length);
        const mark = (this.mark ??= new Uint8Array(this.postings.length));
        for (const g of all)
            if (g >= 0)
                mark[g] = 1;
        try {
            return this.search(q, max, accept, grams, mark);
        }
        finally {
            for (const g of all)
                if (g >= 0)
                    mark[g] = 0;
        }
    }
    /** What `search` answers, found by measuring every name within `max` of the input's length. */
    scan(q, max, accept) {
        const atDistance = new Map();
        for (let id = 0; id < this.folded.length; id++) {
            const f = this.folded[id];
            if (Math.abs(f.length - q.length) > max)
                continue;
            this.measured++;
            const d = (0,fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__/* .distance */ .Io)(q, f);
            if (d <= max)
                push(atDistance, d, id);
        }
        for (const r of [...atDistance.keys()].sort((a, b) => a - b)) {
            const here = atDistance.get(r).filter((id) => accept(this.folded[id], r));
            if (here.length > 0)
                return { names: here.flatMap((id) => this.names[id]), distance: r };
        }
        return undefined;
    }
    search(q, max, accept, lists, mark) {
        // Names looked at in this search; those not yet within reach, by the bigrams they share with the input; those
        // measured, by distance.
        const seenBy = (this.seenBy ??= new Int32Array(this.folded.length));
        const stamp = ++this.searches;
        const byShared = [];
        const atDistance = new Map();
        let threshold = Infinity;
        const measure = (id) => {
            this.budget--;
            this.measured++;
            const d = (0,fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__/* .distance */ .Io)(q, this.folded[id]);
            if (d <= max)
                push(atDistance, d, id);
        };
        let spent = 0;
        const look = (id) => {
            // Over a small alphabet a bigram's list holds most names: past LOOK_BUDGET looks in all, a search gives up
            // (no suggestion) after LOOKS_PAST_BUDGET.
            if (++this.looked > LOOK_BUDGET && ++spent > LOOKS_PAST_BUDGET)
                throw GIVE_UP;
            if (seenBy[id] === stamp)
                return;
            seenBy[id] = stamp;
            const grams = this.gramsOf[id];
            // A name of n letters has n + 1 bigrams.
            if (Math.abs(grams.length - 1 - q.length) > max)
                return;
            let shared = 0;
            for (let i = 0; i < grams.length; i++)
                shared += mark[grams[i]];
            if (shared >= threshold)
                measure(id);
            else
                (byShared[shared] ??= []).push(id);
        };
        // Past the budget, only near typos are looked for, and only where bigrams narrow the search.
        const limit = this.budget > 0 ? max : Math.min(max, 2, Math.floor(q.length / 2));
        let scanned = 0;
        try {
            for (let r = 0; r <= limit; r++) {
                // Bigrams a name within `r` edits shares with the input: each edit changes at most two (of the longer
                // count: the shorter one is a bound for every name).
                const needed = q.length + 1 - 2 * r;
                const t = Math.max(0, needed);
                for (let k = Math.min(threshold, byShared.length) - 1; k >= t; k--) {
                    for (const id of byShared[k] ?? [])
                        measure(id);
                    byShared[k] = [];
                }
                threshold = t;
                if (needed > 0)
                    for (; scanned < lists.length - needed + 1; scanned++)
                        for (const id of lists[scanned])
                            look(id);
                else
                    // Bigrams no longer narrow the search: names of the lengths `r` edits reach.
                    for (const len of needed < -1 ? [q.length - r, q.length + r] : rangeOf(q.length - r, q.length + r))
                        for (const id of this.byLength.get(len) ?? [])
                            look(id);
                // A name not measured before this level is at least `r` edits away: those at `r` are the nearest there are.
                const here = (atDistance.get(r) ?? []).filter((id) => accept(this.folded[id], r));
                if (here.length > 0)
                    return { names: here.flatMap((id) => this.names[id]), distance: r };
            }
        }
        catch (e) {
            if (e !== GIVE_UP)
                throw e;
        }
        return undefined;
    }
    /** What `closest(input, candidates, maxRatio)` answers, found through the index. */
    closest(input, maxRatio = 0.4) {
        return pickClosest(input, this.near(input, maxRatio), maxRatio);
    }
    /**
     * The candidates at the smallest distance from `input` (case-insensitive, as `closest` counts it), if that distance
     * is small enough that one of them could be taken for a typo of `input`; none otherwise.
     */
    near(input, maxRatio = 0.4) {
        const found = this.nearest(input, typoReach(input.length, maxRatio), (f, d) => d > 0 || this.names[this.byFolded.get(f)].some((n) => n !== input));
        if (!found)
            return undefined;
        const names = found.names.filter((n) => n !== input);
        // Names that differ from the input in case only count half an edit.
        return { names, distance: found.distance === 0 ? 0.5 : found.distance };
    }
}
/**
 * The best of several `near` answers (for candidates split among indexes): the smallest distance, then the first
 * name in code-unit order, if it is close enough to be taken for a typo; as `closest` over all of them.
 */
function pickClosest(input, near, maxRatio = 0.4) {
    let best;
    let bestD = Infinity;
    for (const n of [near].flat()) {
        if (!n)
            continue;
        for (const c of n.names)
            if (n.distance < bestD || (n.distance === bestD && best !== undefined && c < best)) {
                best = c;
                bestD = n.distance;
            }
    }
    if (best === undefined)
        return undefined;
    return bestD <= maxTypoDistance(input.length, best.length, maxRatio) ? best : undefined;
}
/**
 * The largest distance at which a candidate may still be accepted for an input of this length: a candidate `d`
 * edits away is at most `d` longer, and is accepted only within `maxTypoDistance` of the longer length.
 */
function typoReach(length, maxRatio = 0.4) {
    if (maxRatio >= 0.75)
        return Infinity;
    return Math.max(2, Math.ceil(((length + 1) / (1 - maxRatio)) * maxRatio) + 1);
}
/**
 * The bigrams of a name, with the name's start and end marked, each numbered by its occurrence: as numbers (the two
 * UTF-16 units, and the occurrence above them), which cost no string per bigram.
 */
function bigrams(s) {
    const seen = new Map();
    const out = [];
    let prev = 1;
    for (let i = 0; i <= s.length; i++) {
        const c = i < s.length ? s.charCodeAt(i) : 2;
        const g = prev * 65536 + c;
        const n = (seen.get(g) ?? 0) + 1;
        seen.set(g, n);
        out.push(g + (n - 1) * 2 ** 32);
        prev = c;
    }
    return out;
}
/** The whole numbers from `a` to `b`. */
function rangeOf(a, b) {
    const out = [];
    for (let i = Math.max(0, a); i <= b; i++)
        out.push(i);
    return out;
}
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}
/** Names in groups (by folder, by last segment, …), each group indexed for `near` when first searched. */
class NameGroups {
    lists = new Map();
    indexes = new Map();
    add(group, name) {
        push(this.lists, group, name);
        this.indexes.delete(group);
    }
    /** The names of a group nearest to `input`, as `NameIndex.near` answers. */
    near(group, input, maxRatio = 0.4) {
        const list = this.lists.get(group);
        if (!list)
            return undefined;
        let index = this.indexes.get(group);
        if (!index)
            this.indexes.set(group, (index = new NameIndex(list)));
        return index.near(input, maxRatio);
    }
}


/***/ }),

/***/ 46255:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   GU: () => (/* binding */ isDefaultIgnored),
/* harmony export */   KQ: () => (/* binding */ pagePathOf),
/* harmony export */   MV: () => (/* binding */ isPageFile),
/* harmony export */   fi: () => (/* binding */ pageUrl),
/* harmony export */   iu: () => (/* binding */ normalizePagePath),
/* harmony export */   rx: () => (/* binding */ FileIndex)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_confined_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39515);
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70298);
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(ignore__WEBPACK_IMPORTED_MODULE_2__);



/** Folders never searched for pages. */
const SKIPPED_DIRS = new Set(['node_modules', '.git']);
/** Largest `.mintignore` read, in bytes. */
const MAX_IGNORE_BYTES = 1024 * 1024;
/** Folders the platform never builds from, at any depth (its default ignores, besides `.mintignore`). */
const DEFAULT_IGNORED_DIRS = new Set([
    '.git',
    '.github',
    '.claude',
    '.agents',
    '.idea',
    '.vscode',
    'node_modules',
    'build',
    'dist',
    'coverage',
    '.cache',
    'tmp',
    'temp',
]);
/** Files the platform never builds as pages, at any depth. */
const DEFAULT_IGNORED_FILES = new Set(['README.md', 'LICENSE.md', 'CHANGELOG.md', 'CONTRIBUTING.md']);
/** The files of a docs root: every page file, every other file, and the `.mintignore` rules. */
class FileIndex {
    root;
    fs;
    /** Root-relative paths (with `/`) of every readable file, ignored ones included. */
    files = new Set();
    /** Root-relative paths of folders. */
    dirs = new Set();
    /** Root-relative paths of links that point outside the root (never read). */
    outsideLinks = new Set();
    /** Page files (`.md`/`.mdx`) the site publishes, root-relative, `.mintignore` applied. */
    pageFiles = [];
    /**
     * Files whose content the platform builds, root-relative and sorted: every `.md`/`.mdx` (pages, listed or
     * hidden, and snippets) and the script snippets under `snippets/`, without `.mintignore`d and default-ignored ones.
     */
    contentFiles = [];
    ignorer = ignore__WEBPACK_IMPORTED_MODULE_2___default()();
    /** Whether the root has a `.mintignore`. */
    hasMintignore = false;
    constructor(root, fs, 
    /** False for a model of one file (`openapi-check`): the folder is not listed. */
    walk = true) {
        this.root = root;
        this.fs = fs;
        if (!walk)
            return;
        const realRoot = fs.realpathSync(root);
        try {
            // A `.mintignore` larger than MAX_IGNORE_BYTES is no list of patterns, and one that leads out of the root is
            // not the site's: neither is read.
            const text = (0,_core_confined_js__WEBPACK_IMPORTED_MODULE_1__.readTextInside)(fs, { folders: [root], name: 'the docs root' }, node_path__WEBPACK_IMPORTED_MODULE_0___default().join(root, '.mintignore'), MAX_IGNORE_BYTES);
            this.ignorer.add(text);
            this.hasMintignore = true;
        }
        catch (e) {
            // None, a dangling link, or not one navlint reads; one it may not read (EACCES) is an error, as before.
            const code = e.code;
            if (!(e instanceof _core_confined_js__WEBPACK_IMPORTED_MODULE_1__.ConfinedPathError) && code !== 'ENOENT' && code !== 'ELOOP')
                throw e;
        }
        this.walk(root, '', realRoot, new Set([realRoot]));
        this.pageFiles.sort();
        this.contentFiles.sort();
    }
    walk(dir, rel, realRoot, visited) {
        let entries;
        try {
            entries = this.fs.readdirSync(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            const name = entry.name;
            const relPath = rel ? `${rel}/${name}` : name;
            // `dir` is already normalised and a name holds no separator: joining by hand skips re-normalising 50,000 paths.
            const abs = dir.endsWith((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)) ? dir + name : dir + (node_path__WEBPACK_IMPORTED_MODULE_0___default().sep) + name;
            let isDir = entry.isDirectory();
            let isFile = entry.isFile();
            if (entry.isSymbolicLink()) {
                let real;
                try {
                    real = this.fs.realpathSync(abs);
                }
                catch {
                    continue; // dangling link or loop
                }
                if (!isInside(realRoot, real)) {
                    this.outsideLinks.add(relPath);
                    continue;
                }
                try {
                    const st = this.fs.statSync(real);
                    isDir = st.isDirectory();
                    isFile = st.isFile();
                }
                catch {
                    continue;
                }
                if (isDir) {
                    if (visited.has(real))
                        continue;
                    visited.add(real);
                }
            }
            if (isDir) {
                if (SKIPPED_DIRS.has(name) || name.startsWith('.'))
                    continue;
                this.dirs.add(relPath);
                this.walk(abs, relPath, realRoot, visited);
            }
            else if (isFile) {
                this.files.add(relPath);
                // Files under the top-level snippets/ folder (or the legacy _snippets/) are shown in pages, never published
                // as pages.
                if (isPageFile(relPath) &&
                    !this.isIgnored(relPath) &&
                    !relPath.startsWith('snippets/') &&
                    !relPath.startsWith('_snippets/'))
                    this.pageFiles.push(relPath);
                if ((isPageFile(relPath) || (relPath.startsWith('snippets/') && /\.[jt]sx?$/.test(relPath))) &&
                    !this.isIgnored(relPath) &&
                    !isDefaultIgnored(relPath))
                    this.contentFiles.push(relPath);
            }
        }
    }
    /** Whether `.mintignore` removes this root-relative path from the site. */
    isIgnored(relPath) {
        return this.hasMintignore && this.ignorer.ignores(relPath);
    }
    /** Resolves a page entry (already normalised) to its file: `<p>.mdx`, `<p>.md`, `<p>/index.mdx`. */
    resolvePage(pagePath) {
        if (pagePath === '' || pagePath === '..' || pagePath.startsWith('../') || node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.isAbsolute(pagePath)) {
            return { status: 'outside' };
        }
        const candidates = [`${pagePath}.mdx`, `${pagePath}.md`, `${pagePath}/index.mdx`, `${pagePath}/index.md`];
        for (const c of candidates) {
            if (this.outsideLinks.has(c))
                return { status: 'outside' };
            if (this.files.has(c))
                return this.isIgnored(c) ? { status: 'ignored', file: c } : { status: 'found', file: c };
        }
        // A page below a linked folder that leads outside the root is outside too, not missing.
        const parts = pagePath.split('/');
        for (let i = 1; i <= parts.length; i++)
            if (this.outsideLinks.has(parts.slice(0, i).join('/')))
                return { status: 'outside' };
        return { status: 'missing' };
    }
    /** Page paths (without extension, `index` folded into its folder) for suggestions. */
    pagePaths() {
        return this.pageFiles.map(pagePathOf);
    }
}
/** Whether the platform's default ignores remove a root-relative path (a folder of the list on its way, or a file of the list). */
function isDefaultIgnored(relPath) {
    const parts = relPath.split('/');
    if (DEFAULT_IGNORED_FILES.has(parts[parts.length - 1]))
        return true;
    for (let i = 0; i < parts.length - 1; i++)
        if (DEFAULT_IGNORED_DIRS.has(parts[i]))
            return true;
    return false;
}
/** Whether a root-relative path names a page file. */
function isPageFile(relPath) {
    return relPath.endsWith('.mdx') || relPath.endsWith('.md');
}
/** The page path of a page file: its path without extension. */
function pagePathOf(file) {
    return file.replace(/\.mdx?$/, '');
}
/** Whether `child` is `parent` or below it (both absolute). */
function isInside(parent, child) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(parent, child);
    return rel === '' || (!rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(rel));
}
/** Normalises a page entry as the platform does: drops a leading `/` or `./`, collapses `a/../b`. */
function normalizePagePath(entry) {
    let p = entry.trim().replace(/\\/g, '/');
    while (p.startsWith('./'))
        p = p.slice(2);
    p = p.replace(/^\/+/, '');
    if (p === '')
        return '';
    const norm = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(p);
    return norm === '.' ? '' : norm.replace(/\/+$/, '');
}
/** The URL path of a page on the published site: `/` + its path, a folder `index` folded into the folder. */
function pageUrl(pagePath) {
    return '/' + pagePathOf(pagePath).replace(/(^|\/)index$/, '');
}


/***/ }),

/***/ 65655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dm: () => (/* binding */ safeTerminalText),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   MF: () => (/* binding */ palette),
/* harmony export */   UJ: () => (/* binding */ inertText),
/* harmony export */   c7: () => (/* binding */ withCommandsStopped),
/* harmony export */   oi: () => (/* binding */ safeJson)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Makes user text inert for a terminal, a CI runner and its log viewer: control characters (ESC, CSI, BEL, NUL, CR,
 * line breaks, U+2028 and U+2029) become visible `\uXXXX` escapes, and `##[`, which a runner acts on anywhere in a
 * line, loses its meaning.
 */
function inertText(s) {
    return s
        .replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .replace(/##\[/g, '#\\u0023[');
}
/**
 * User text made inert (`inertText`) that may also open a line: a runner acts on `::` opening one (leading blanks
 * skipped), so a leading `:` is written `\u003a`.
 */
function safeTerminalText(s) {
    return inertText(s).replace(/^(\s*):/, '$1\\u003a');
}
/** A palette that colours when `enabled`. */
function palette(enabled) {
    const wrap = (open, close) => (s) => (enabled ? `\u001b[${open}m${s}\u001b[${close}m` : s);
    return {
        red: wrap(31, 39),
        yellow: wrap(33, 39),
        blue: wrap(34, 39),
        dim: wrap(2, 22),
        bold: wrap(1, 22),
        underline: wrap(4, 24),
        green: wrap(32, 39),
    };
}
/** `1 error`, `2 warnings`. */
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/**
 * Serialises a value as JSON that no CI runner acts on and no terminal interprets: `##[` and C1
 * controls, U+2028 and U+2029 are written as `\u` escapes (the parsed data is unchanged).
 */
function safeJson(value) {
    return JSON.stringify(value, null, 2)
        .replace(/##\[/g, '#\\u0023[')
        .replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/**
 * Text that must reach standard output as it is (a unified diff, whose lines quote pages), made inert for a CI
 * runner: when a line would be taken for a workflow command (`::` after leading blanks, `##[` anywhere), the text is
 * put between `::stop-commands::TOKEN` and `::TOKEN::`, which the runner logs without acting on what is between them.
 * The token is the text's SHA-256, which the text cannot hold; patch and git apply skip both lines.
 */
function withCommandsStopped(text) {
    if (!/^\s*::|##\[/m.test(text))
        return text;
    const token = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
    return `::stop-commands::${token}\n${text}${text.endsWith('\n') ? '' : '\n'}::${token}::\n`;
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** navlint's version, kept in step with package.json by a test. */
const VERSION = '0.1.0';


/***/ })

};
