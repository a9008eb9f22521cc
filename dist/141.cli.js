export const id = 141;
export const ids = [141];
export const modules = {

/***/ 3054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ SEVERITY_RANK)
/* harmony export */ });
/** Orders severities for sorting and thresholds. */
const SEVERITY_RANK = { error: 3, warning: 2, notice: 1 };


/***/ }),

/***/ 9141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPreviewCommand: () => (/* binding */ runPreviewCommand)
});

// UNUSED EXPORTS: PREVIEW_FORMATS

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/engine.ts + 40 modules
var engine = __webpack_require__(5741);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(5655);
// EXTERNAL MODULE: ./src/preview/html.ts + 3 modules
var html = __webpack_require__(7207);
// EXTERNAL MODULE: ./src/core/types.ts
var types = __webpack_require__(3054);
// EXTERNAL MODULE: ./src/report/github.ts
var github = __webpack_require__(7611);
// EXTERNAL MODULE: ./src/report/message.ts
var report_message = __webpack_require__(3061);
// EXTERNAL MODULE: ./src/report/sarif.ts
var sarif = __webpack_require__(643);
// EXTERNAL MODULE: ./src/report/stylish.ts
var stylish = __webpack_require__(1552);
;// CONCATENATED MODULE: ./src/report/summary.ts







/** The job summary must stay under GitHub's 1 MiB per step; this leaves room for other steps' text. */
const SUMMARY_LIMIT = 1_000_000;
const ENTITY = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '|': '&#124;',
    '`': '&#96;',
    '*': '&#42;',
    _: '&#95;',
    '[': '&#91;',
    ']': '&#93;',
    '\\': '&#92;',
    '~': '&#126;',
    $: '&#36;',
};
/** Invisible, and enough to keep GitHub from reading a mention, an issue number or a bare URL. */
const ZWSP = '&#8203;';
/**
 * Escapes user text for GitHub Markdown, in a table cell, a list item or an HTML block alike: no markup,
 * no HTML, no mention, issue reference or automatic link, and no line break that ends a table row.
 * Characters that mean nothing there are left as they are, so that the Markdown stays readable: `_`
 * between two letters (`snake_case`) cannot start emphasis, and quotes only matter inside HTML attributes.
 */
function escapeMarkdown(s) {
    return (s
        .replace(/\r\n|[\r\u2028\u2029]/g, '\n')
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        // Mentions, issue numbers and bare URLs are linked in the rendered text, after entities are decoded:
        // a zero-width space breaks them up.
        .replace(/[&<>|`*[\]\\~$]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])|[@#:w]/giu, (c, at, all) => {
        if (c === '@')
            return `@${ZWSP}`;
        if (c === '#')
            return /\d/.test(all[at + 1] ?? '') ? `#${ZWSP}` : c;
        if (c === ':')
            return all.startsWith('//', at + 1) ? `:${ZWSP}` : c;
        if (c === 'w' || c === 'W')
            return /^www\./i.test(all.slice(at, at + 4)) && !/[\p{L}\p{N}]/u.test(all[at - 1] ?? '') ? `${c}${ZWSP}` : c;
        return ENTITY[c];
    })
        .replace(/\n/g, '<br>'));
}
/** A finding's message as Markdown: navlint's backtick spans as code, everything escaped. */
function markdownMessage(message) {
    return (0,report_message/* messageParts */.A)(message)
        .map((p) => (p.code ? `<code>${escapeMarkdown(p.text)}</code>` : escapeMarkdown(p.text)))
        .join('');
}
const ICON = { error: '🔴', warning: '🟡', notice: '🔵' };
/** The Markdown job summary: result, counts, a table of findings and the resolved navigation; always under `maxBytes`. */
function formatSummary(result, options) {
    const limit = options.maxBytes ?? SUMMARY_LIMIT;
    const s = result.summary;
    const head = [];
    if (options.prefix)
        head.push(options.prefix);
    head.push(`### ${options.failed ? '❌' : '✅'} navlint: ${options.failed ? 'failed' : 'passed'}`, '');
    head.push(`${escapeMarkdown(describeChecked(result))}.`, '');
    head.push(`**${plural(s.errors, 'error')}**, **${plural(s.warnings, 'warning')}**, **${plural(s.notices, 'notice')}** (fail-on: ${options.failOn}).`, '');
    const groups = groupFindings(result, options.baseDir);
    const collapsed = groups.some((g) => g.findings.length > SUMMARY_FINDINGS_PER_RULE);
    const elsewhere = `the log${options.sarifFile ? ' and the SARIF file' : ''}`;
    const hidden = options.notAnnotated;
    if (hidden && hidden.errors + hidden.warnings + hidden.notices > 0) {
        const one = hidden.errors + hidden.warnings + hidden.notices === 1;
        const where = collapsed ? `in ${elsewhere}; the table below shows the first ${SUMMARY_FINDINGS_PER_RULE} findings of each rule` : `listed only here and in ${elsewhere}`;
        head.push(`GitHub shows at most 10 annotations of each kind per step: ${countMore(hidden)} ${one ? 'is' : 'are'} ${where}.`, '');
    }
    else if (collapsed)
        head.push(`The table shows the first ${SUMMARY_FINDINGS_PER_RULE} findings of each rule; every finding is in ${elsewhere}.`, '');
    if (options.sarifFile)
        head.push(`SARIF: ${escapeMarkdown(options.sarifFile)}`, '');
    if (options.runUrl)
        head.push(`[Full results in the workflow run](${options.runUrl})`, '');
    if (options.previewUrl && /^https?:\/\/[^\s()<>[\]]+$/.test(options.previewUrl))
        head.push(`[Navigation preview](${options.previewUrl}): the site's navigation as readers will get it, with every finding in place (one HTML file).`, '');
    const rows = [];
    for (const g of groups) {
        for (const d of g.findings.slice(0, SUMMARY_FINDINGS_PER_RULE))
            rows.push(findingRow(d, options));
        const more = g.findings.length - SUMMARY_FINDINGS_PER_RULE;
        if (more > 0)
            rows.push(`| | ${ICON[g.severity]} ${g.severity} | ${ruleLink(g.rule)} | … and ${more} more ${ruleCode(g.rule)} ${more === 1 ? 'finding' : 'findings'} |`);
    }
    const navLines = options.nav ? navTree(options.nav) : [];
    const navOpen = `<details><summary>Resolved navigation${options.counts ? ` (${plural(options.counts.pages, 'page')})` : ''}</summary>`;
    const navClose = '</details>';
    const out = [];
    let used = 0;
    const push = (...lines) => {
        for (const line of lines) {
            out.push(line);
            used += bytes(line) + 1;
        }
    };
    push(...head);
    // Room kept for the notes written when something is cut, and for the tree's frame.
    const tail = 300 + (options.nav ? bytes(navOpen) + bytes(navClose) : 0);
    if (rows.length > 0) {
        push('| Location | Severity | Rule | Message |', '| --- | --- | --- | --- |');
        let shown = 0;
        for (const row of rows) {
            if (used + bytes(row) + 1 + tail * 2 > limit)
                break;
            push(row);
            shown++;
        }
        push('');
        if (shown < rows.length)
            push(`The table is cut to ${shown} of ${rows.length} rows to keep this summary under its size limit; every finding is in ${elsewhere}.`, '');
    }
    if (options.nav) {
        push(navOpen, '');
        let shown = 0;
        for (const line of navLines) {
            if (used + bytes(line) + 1 + tail > limit)
                break;
            push(line);
            shown++;
        }
        push('');
        if (shown < navLines.length)
            push(`The tree is cut after ${shown} of ${navLines.length} entries to keep this summary under its size limit.`, '');
        push(navClose, '');
    }
    return out.join('\n');
}
/** Findings shown in the table for each rule (and severity); the rest are counted in one row. */
const SUMMARY_FINDINGS_PER_RULE = 5;
/** Errors first, then warnings, then notices; within each, rules in registry order; within a rule, by file and line. */
function groupFindings(result, baseDir) {
    const order = new Map(result.rules.map((r, i) => [r.meta.id, i]));
    const byKey = new Map();
    for (const d of result.diagnostics) {
        const key = `${d.severity}\0${d.rule}`;
        const g = byKey.get(key) ?? byKey.set(key, { severity: d.severity, rule: d.rule, findings: [] }).get(key);
        g.findings.push(d);
    }
    const rank = (rule) => order.get(rule) ?? Number.MAX_SAFE_INTEGER;
    const groups = [...byKey.values()].sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || rank(a.rule) - rank(b.rule) || compare(a.rule, b.rule));
    const file = new Map();
    for (const d of result.diagnostics)
        file.set(d, displayPath(d.span.file, baseDir));
    for (const g of groups)
        g.findings.sort((a, b) => compare(file.get(a), file.get(b)) || a.span.start.line - b.span.start.line || a.span.start.column - b.span.start.column);
    return groups;
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** `3 more errors and 1 more warning`. */
function countMore(s) {
    const parts = [s.errors ? plural(s.errors, 'more error') : '', s.warnings ? plural(s.warnings, 'more warning') : '', s.notices ? plural(s.notices, 'more notice') : ''].filter(Boolean);
    return parts.join(', ').replace(/, ([^,]*)$/, ' and $1');
}
function ruleLink(rule) {
    return `[${escapeMarkdown(rule)}](${ruleDocUrl(rule)})`;
}
function ruleCode(rule) {
    return `<code>${escapeMarkdown(rule)}</code>`;
}
function findingRow(d, options) {
    const file = displayPath(d.span.file, options.baseDir);
    const where = escapeMarkdown(`${file}:${d.span.start.line}`);
    const location = options.blobUrl && !file.startsWith('../') ? `[${where}](${lineUrl(options.blobUrl, file, d.span)})` : where;
    return `| ${location} | ${ICON[d.severity]} ${d.severity} | ${ruleLink(d.rule)} | ${markdownMessage(messageWithHelp(d))} |`;
}
/**
 * The URL of a file's lines at a commit. GitHub shows Markdown files rendered, where line anchors lead
 * nowhere: `?plain=1` shows their source with line numbers.
 */
function lineUrl(blobUrl, file, span) {
    const { start, end } = span;
    const anchor = end.line > start.line ? `#L${start.line}-L${end.line}` : `#L${start.line}`;
    const plain = /\.(mdx?|markdown)$/i.test(file) ? '?plain=1' : '';
    return `${blobUrl}/${toUri(file)}${plain}${anchor}`;
}
const KIND_NAME = {
    product: 'Product',
    language: 'Language',
    version: 'Version',
    tab: 'Tab',
    'menu-item': 'Menu item',
    anchor: 'Anchor',
    dropdown: 'Dropdown',
    group: 'Group',
    link: 'Link',
};
/** The navigation as nested Markdown list lines, user text escaped. */
function navTree(doc) {
    const out = [];
    const walk = (nodes, depth) => {
        for (const n of nodes) {
            out.push(`${'  '.repeat(depth)}- ${describeNode(n)}`);
            if (n.children)
                walk(n.children, depth + 1);
        }
    };
    walk(doc.root.children ?? [], 0);
    return out;
}
function describeNode(n) {
    const code = (s) => `<code>${escapeMarkdown(s)}</code>`;
    const hidden = n.hidden ? ' (hidden)' : '';
    if (n.kind === 'page')
        return `${code(n.path ?? '')}${hidden}`;
    if (n.kind === 'operation') {
        const op = code(`${n.method ?? ''} ${n.operationPath ?? ''}`.trim());
        const label = n.label ? ` ${escapeMarkdown(n.label)}` : '';
        const spec = n.spec ? ` from ${code(n.spec)}` : '';
        return `${op}${label}${spec}${n.generated ? ' (generated)' : ''}${hidden}`;
    }
    const label = n.label ? `**${escapeMarkdown(n.label)}**` : '*(no label)*';
    const root = n.path ? `, root ${code(n.path)}` : '';
    const href = n.href ? ` → ${escapeMarkdown(n.href)}` : '';
    return `${KIND_NAME[n.kind] ?? escapeMarkdown(n.kind)} ${label}${root}${href}${hidden}`;
}
function bytes(s) {
    return Buffer.byteLength(s, 'utf8');
}

;// CONCATENATED MODULE: ./src/preview/markdown.ts


const markdown_ICON = { error: '🔴', warning: '🟡', notice: '🔵' };
const KIND = {
    product: 'Product',
    language: 'Language',
    version: 'Version',
    tab: 'Tab',
    anchor: 'Anchor',
    dropdown: 'Dropdown',
    'menu-item': 'Menu item',
};
/** The navigation preview as a Markdown tree inside a collapsed `<details>`, for a job summary; all user text escaped. */
function formatPreviewMarkdown(view, options = {}) {
    const lines = [];
    const code = (s) => `<code>${escapeMarkdown(s)}</code>`;
    const findings = (indices, depth) => {
        for (const i of indices) {
            const f = view.findings[i];
            const help = f.help === undefined ? '' : /[.?!]$/.test(f.help) ? ` ${markdownMessage(f.help)}` : ` Suggested: ${markdownMessage(f.help)}.`;
            lines.push(`${'  '.repeat(depth)}- ${markdown_ICON[f.severity]} ${markdownMessage(f.message)}${help} (${code(f.location)}, ${code(f.rule)})`);
        }
    };
    const link = (l, depth) => {
        const target = l.href === undefined ? `${code(l.raw)} (unsafe link, not shown)` : l.href.startsWith('#') ? `page ${code(l.raw)}` : `${code(l.raw)}${l.external ? ' ↗' : ''}`;
        lines.push(`${'  '.repeat(depth)}- Link **${escapeMarkdown(l.label)}** → ${target}`);
        findings(l.findings, depth + 1);
    };
    const page = (p, depth) => {
        const method = p.operation ? `${code(p.operation.method)} ` : '';
        const where = p.status === 'unresolved' ? 'unresolved operation' : p.url !== undefined ? code(p.url) : '';
        const state = p.status === 'found' || p.status === 'operation' || p.status === 'unresolved' ? '' : ` (${p.status === 'missing' ? 'no page file' : p.status === 'ignored' ? 'excluded by .mintignore' : p.status === 'outside' ? 'outside the docs root' : 'a folder'})`;
        const flags = [p.operation?.generated ? 'generated' : '', p.hidden ? 'hidden' : ''].filter(Boolean);
        lines.push(`${'  '.repeat(depth)}- ${p.isRoot ? 'Root page: ' : ''}${method}${escapeMarkdown(p.title)}${where ? ` · ${where}` : ''}${state}${flags.length ? ` (${flags.join(', ')})` : ''}`);
        findings(p.findings, depth + 1);
    };
    const group = (g, depth) => {
        const extras = [g.tag ? `tag ${code(g.tag)}` : '', g.icon ? `icon ${code(g.icon)}` : '', g.nested ? (g.expanded ? 'expanded' : 'collapsed') : '', g.generated ? 'generated' : '', g.hidden ? 'hidden' : ''].filter(Boolean);
        lines.push(`${'  '.repeat(depth)}- **${escapeMarkdown(g.label)}**${extras.length ? ` (${extras.join(', ')})` : ''}`);
        findings(g.findings, depth + 1);
        if (g.root)
            page(g.root, depth + 1);
        items(g.items, depth + 1);
    };
    const items = (list, depth) => {
        for (const i of list)
            if (i.type === 'group')
                group(i, depth);
            else
                page(i, depth);
    };
    const section = (s, depth) => {
        let inner = depth;
        if (s.kind !== 'root') {
            const extras = [s.kind === 'language' && s.banner ? 'banner' : '', s.tag ? `tag ${code(s.tag)}` : '', s.isDefault ? 'default' : '', s.hidden ? 'hidden' : ''].filter(Boolean);
            const target = s.link ? ` → ${s.link.href === undefined ? `${code(s.link.raw)} (unsafe link, not shown)` : `${code(s.link.raw)}${s.link.external ? ' ↗' : ''}`}` : '';
            lines.push(`${'  '.repeat(depth)}- ${KIND[s.kind] ?? escapeMarkdown(s.kind)} **${escapeMarkdown(s.label)}**${extras.length ? ` (${extras.join(', ')})` : ''}${target}`);
            inner = depth + 1;
        }
        findings(s.findings, inner);
        for (const l of s.globals)
            link(l, inner);
        for (const c of s.choices)
            section(c, inner);
        if (s.sidebar)
            items(s.sidebar, inner);
    };
    section(view.root, 0);
    const s = view.summary;
    const c = view.counts;
    const api = c.apiPages > 0 ? ` (${(0,report_text/* plural */.LS)(c.apiPages, 'API page')})` : '';
    const head = `<details><summary>Navigation preview of ${escapeMarkdown(view.siteName)}: ${(0,report_text/* plural */.LS)(c.pages, 'page')}${api}, ${(0,report_text/* plural */.LS)(s.errors, 'error')}, ${(0,report_text/* plural */.LS)(s.warnings, 'warning')}, ${(0,report_text/* plural */.LS)(s.notices, 'notice')}</summary>`;
    const out = [head, ''];
    const tail = [];
    if (view.siteFindings.length > 0) {
        const before = lines.length;
        findings(view.siteFindings, 0);
        tail.push('', '**Site-wide findings**', '', ...lines.splice(before));
    }
    if (view.hiddenOperations.length > 0) {
        tail.push('', `**Not in navigation** (${(0,report_text/* plural */.LS)(view.hiddenOperations.length, 'operation')} marked \`x-hidden\`)`, '');
        for (const o of view.hiddenOperations)
            tail.push(`- ${code(o.method)} ${escapeMarkdown(o.title)} · ${code(o.url)} (${code(o.spec)})${o.crumbs.length ? ` under ${escapeMarkdown(o.crumbs.join(' › '))}` : ''}`);
    }
    const limit = options.maxBytes ?? Infinity;
    let used = markdown_bytes(head) + 300 + tail.reduce((n, l) => n + markdown_bytes(l) + 1, 0);
    let shown = 0;
    for (const line of lines) {
        if (used + markdown_bytes(line) + 1 > limit)
            break;
        out.push(line);
        used += markdown_bytes(line) + 1;
        shown++;
    }
    if (shown < lines.length)
        out.push('', `The tree is cut after ${shown} of ${lines.length} lines to stay under its size limit.`);
    out.push(...tail, '', '</details>', '');
    return out.join('\n');
}
function markdown_bytes(s) {
    return Buffer.byteLength(s, 'utf8');
}

// EXTERNAL MODULE: ./src/preview/view.ts
var view = __webpack_require__(6127);
;// CONCATENATED MODULE: ./src/preview/command.ts







/** Output formats of `navlint preview`. */
const PREVIEW_FORMATS = ['html', 'md'];
/** Runs `navlint preview`: checks the site and writes its navigation preview; the exit code is 0 whatever the findings. */
async function runPreviewCommand(cmd) {
    const format = cmd.format ?? 'html';
    if (!PREVIEW_FORMATS.includes(format))
        throw new engine/* UsageError */.eb(`--format of preview must be one of ${PREVIEW_FORMATS.join(', ')}, not "${format}"`);
    const out = cmd.out ?? (format === 'md' ? 'navlint-preview.md' : 'navlint-preview.html');
    if (out === '')
        throw new engine/* UsageError */.eb('--out needs a file name (or - for stdout)');
    const result = await (0,engine.runCheck)({ dir: cmd.dir, cwd: cmd.cwd, fs: cmd.fs, configPath: cmd.configPath, fetchRemote: cmd.fetchRemote });
    const text = format === 'md' ? formatPreviewMarkdown((0,view/* buildPreview */.Z)(result, { baseDir: cmd.cwd })) : (0,html/* formatPreviewHtml */.DA)(result, { baseDir: cmd.cwd });
    if (out === '-') {
        cmd.stdout(text);
        return 0;
    }
    if (!cmd.writeFile)
        throw new Error('this entry point cannot write files');
    const file = external_node_path_default().resolve(cmd.cwd, out);
    cmd.writeFile(file, text);
    const s = result.summary;
    cmd.stdout(`Preview written to ${(0,report_text/* safeTerminalText */.Dm)((0,paths.displayPath)(file, cmd.cwd))} (${(0,report_text/* plural */.LS)(s.errors, 'error')}, ${(0,report_text/* plural */.LS)(s.warnings, 'warning')}, ${(0,report_text/* plural */.LS)(s.notices, 'notice')}).\n`);
    return 0;
}


/***/ }),

/***/ 1552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TALLY_THRESHOLD: () => (/* binding */ TALLY_THRESHOLD),
/* harmony export */   describeChecked: () => (/* binding */ describeChecked),
/* harmony export */   formatStylish: () => (/* binding */ formatStylish)
/* harmony export */ });
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6107);
/* harmony import */ var _core_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3054);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5655);



/** Above this many findings, a tally by rule comes before the closing line. */
const TALLY_THRESHOLD = 20;
/** Human-readable output: findings grouped by file, each with a code frame, and a closing count. */
function formatStylish(result, options) {
    const c = (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .palette */ .MF)(options.color);
    const out = [];
    const byFile = new Map();
    for (const d of result.diagnostics) {
        const f = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__.displayPath)(d.span.file, result.cwd);
        (byFile.get(f) ?? byFile.set(f, []).get(f)).push(d);
    }
    for (const [file, list] of byFile) {
        out.push(c.underline((0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safeTerminalText */ .Dm)(file)));
        for (const d of list) {
            const sev = d.severity === 'error' ? c.red('error') : d.severity === 'warning' ? c.yellow('warning') : c.blue('notice');
            const pad = ' '.repeat(7 - d.severity.length);
            out.push(`${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safeTerminalText */ .Dm)(file)}:${d.span.start.line}:${d.span.start.column}  ${sev}${pad}  ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safeTerminalText */ .Dm)(d.message)}  ${c.dim(d.rule)}`);
            const source = result.sources.get(d.span.file);
            if (options.frame !== false && source)
                out.push(...codeFrame(source.line(d.span.start.line), d, c.red, c.dim));
            if (d.suggestion && !d.message.includes(d.suggestion)) {
                // A bare value (quoted) is a replacement; anything else is already a sentence.
                const help = /^["`]/.test(d.suggestion) ? `write ${d.suggestion}` : d.suggestion;
                out.push(`    ${c.dim('help:')} ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safeTerminalText */ .Dm)(help)}`);
            }
        }
        out.push('');
    }
    const s = result.summary;
    const total = s.errors + s.warnings + s.notices;
    const what = describeChecked(result);
    const hiddenParts = [(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(options.hidden?.warnings ?? 0, 'warning'), (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(options.hidden?.notices ?? 0, 'notice')].filter((p) => !p.startsWith('0 '));
    const hidden = hiddenParts.length ? ` (${hiddenParts.join(' and ')} hidden)` : '';
    if (total > TALLY_THRESHOLD)
        out.push(...tally(result.diagnostics, c), '');
    if (total === 0)
        out.push(c.green(`✔ ${what}: ${hidden ? `no errors${hidden}` : 'no problems found'}.`));
    else if (hidden)
        out.push(c.red(c.bold(`✖ ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(s.errors, 'error')}${hidden}. ${what}.`)));
    else {
        const parts = [(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(s.errors, 'error'), (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(s.warnings, 'warning')];
        if (s.notices)
            parts.push((0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(s.notices, 'notice'));
        const line = `✖ ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(total, 'problem')} (${parts.join(', ')}). ${what}.`;
        out.push(s.errors > 0 ? c.red(c.bold(line)) : c.yellow(c.bold(line)));
    }
    return out.join('\n') + '\n';
}
/** Findings counted by rule and severity, errors first, then the most frequent. */
function tally(list, c) {
    const counts = new Map();
    for (const d of list) {
        const key = `${d.severity} ${d.rule}`;
        const row = counts.get(key) ?? counts.set(key, { rule: d.rule, severity: d.severity, n: 0 }).get(key);
        row.n++;
    }
    const rows = [...counts.values()].sort((a, b) => _core_types_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITY_RANK */ .f[b.severity] - _core_types_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITY_RANK */ .f[a.severity] || b.n - a.n || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
    const ruleWidth = Math.max(4, ...rows.map((r) => r.rule.length));
    const countWidth = Math.max(5, ...rows.map((r) => String(r.n).length));
    const colour = { error: c.red, warning: c.yellow, notice: c.blue };
    return [
        c.bold('Problems by rule:'),
        `  ${c.dim(`${'rule'.padEnd(ruleWidth)}  ${'count'.padStart(countWidth)}  severity`)}`,
        ...rows.map((r) => `  ${r.rule.padEnd(ruleWidth)}  ${String(r.n).padStart(countWidth)}  ${colour[r.severity](r.severity)}`),
    ];
}
function codeFrame(line, d, mark, dim) {
    const max = 160;
    const col = d.span.start.column - 1;
    const start = col > max - 40 ? col - 40 : 0;
    const visible = line.slice(start, start + max).replace(/\t/g, ' ');
    const width = d.span.end.line === d.span.start.line ? Math.max(1, d.span.end.column - d.span.start.column) : Math.max(1, line.length - col);
    const gutter = `${d.span.start.line} | `;
    return [
        `    ${dim(gutter)}${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safeTerminalText */ .Dm)((start > 0 ? '…' : '') + visible)}`,
        `    ${' '.repeat(gutter.length)}${' '.repeat(col - start + (start > 0 ? 1 : 0))}${mark('^'.repeat(Math.min(width, max)))}`,
    ];
}
/** One phrase saying what was checked: `Checked docs.json (12 navigation entries, …)`. */
function describeChecked(result) {
    return `Checked ${result.checked}`;
}


/***/ })

};
