export const id = 5538;
export const ids = [5538];
export const modules = {

/***/ 65538:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPreviewCommand: () => (/* binding */ runPreviewCommand),
  writeOut: () => (/* binding */ writeOut)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/confined.ts
var confined = __webpack_require__(39515);
// EXTERNAL MODULE: ./src/engine/index.ts + 2 modules
var engine = __webpack_require__(48711);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(65655);
// EXTERNAL MODULE: ./src/preview/html.ts + 3 modules
var html = __webpack_require__(47207);
// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __webpack_require__(57994);
// EXTERNAL MODULE: ./src/model/kind-names.ts
var kind_names = __webpack_require__(86398);
;// CONCATENATED MODULE: ./src/preview/markdown.ts



/** The Markdown preview's size limit unless told otherwise. */
const MAX_MARKDOWN_BYTES = 16 * 1024 * 1024;
const ICON = { error: '🔴', warning: '🟡', notice: '🔵' };
/** The navigation preview as a Markdown tree inside a collapsed `<details>`, for a job summary; all user text escaped. */
function formatPreviewMarkdown(view, options = {}) {
    const tree = new MarkdownTree(view);
    tree.section(view.root, 0);
    const lines = tree.lines;
    const s = view.summary;
    const c = view.counts;
    const api = c.apiPages > 0 ? ` (${(0,report_text/* plural */.LS)(c.apiPages, 'API page')})` : '';
    const head = `<details><summary>Navigation preview of ${(0,summary/* escapeMarkdown */.FV)(view.siteName)}: ${(0,report_text/* plural */.LS)(c.pages, 'page')}${api}, ${(0,report_text/* plural */.LS)(s.errors, 'error')}, ${(0,report_text/* plural */.LS)(s.warnings, 'warning')}, ${(0,report_text/* plural */.LS)(s.notices, 'notice')}</summary>`;
    const out = [head, ''];
    const tail = tailLines(view, tree);
    const limit = options.maxBytes ?? MAX_MARKDOWN_BYTES;
    let used = bytes(head) + 300 + tail.reduce((n, l) => n + bytes(l) + 1, 0);
    let shown = 0;
    for (const line of lines) {
        if (used + bytes(line) + 1 > limit)
            break;
        out.push(line);
        used += bytes(line) + 1;
        shown++;
    }
    if (shown < lines.length)
        out.push('', `The tree is cut after ${shown} of ${lines.length} lines to stay under its size limit.`);
    out.push(...tail, '', '</details>', '');
    return out.join('\n');
}
/** What follows the tree: the site-wide findings, and the operations marked `x-hidden`. */
function tailLines(view, tree) {
    const tail = [];
    if (view.siteFindings.length > 0) {
        const before = tree.lines.length;
        tree.findings(view.siteFindings, 0);
        tail.push('', '**Site-wide findings**', '', ...tree.lines.splice(before));
    }
    if (view.hiddenOperations.length > 0) {
        tail.push('', `**Not in navigation** (${(0,report_text/* plural */.LS)(view.hiddenOperations.length, 'operation')} marked \`x-hidden\`)`, '');
        for (const o of view.hiddenOperations)
            tail.push(`- ${code(o.method)} ${(0,summary/* escapeMarkdown */.FV)(o.title)} · ${code(o.url)} (${code(o.spec)})${o.crumbs.length ? ` under ${(0,summary/* escapeMarkdown */.FV)(o.crumbs.join(' › '))}` : ''}`);
    }
    return tail;
}
/** User text as inline code, escaped. */
function code(s) {
    return `<code>${(0,summary/* escapeMarkdown */.FV)(s)}</code>`;
}
/** The lines of the navigation tree as a nested Markdown list, each finding under what it concerns. */
class MarkdownTree {
    view;
    lines = [];
    constructor(view) {
        this.view = view;
    }
    /** A section (tab, anchor, version, …) with its findings, global links, choices and sidebar. */
    section(s, depth) {
        let inner = depth;
        if (s.kind !== 'root') {
            const extras = [
                s.kind === 'language' && s.banner ? 'banner' : '',
                s.tag ? `tag ${code(s.tag)}` : '',
                s.isDefault ? 'default' : '',
                s.hidden ? 'hidden' : '',
            ].filter(Boolean);
            const target = s.link
                ? ` → ${s.link.href === undefined ? `${code(s.link.raw)} (unsafe link, not shown)` : `${code(s.link.raw)}${s.link.external ? ' ↗' : ''}`}`
                : '';
            this.lines.push(`${'  '.repeat(depth)}- ${(0,kind_names/* kindTitle */.t)(s.kind) ?? (0,summary/* escapeMarkdown */.FV)(s.kind)} **${(0,summary/* escapeMarkdown */.FV)(s.label)}**${extras.length ? ` (${extras.join(', ')})` : ''}${target}`);
            inner = depth + 1;
        }
        this.findings(s.findings, inner);
        for (const l of s.globals)
            this.link(l, inner);
        for (const c of s.choices)
            this.section(c, inner);
        if (s.sidebar)
            this.items(s.sidebar, inner);
    }
    /** The findings of the view at these indices, one line each. */
    findings(indices, depth) {
        for (const i of indices) {
            const f = this.view.findings[i];
            const help = f.help === undefined ? '' : ` ${(0,summary/* markdownMessage */.ju)(f.help)}`;
            this.lines.push(`${'  '.repeat(depth)}- ${ICON[f.severity]} ${(0,summary/* markdownMessage */.ju)(f.message)}${help} (${code(f.location)}, ${code(f.rule)})`);
        }
    }
    /** A global link (of a section) and its findings. */
    link(l, depth) {
        const target = l.href === undefined
            ? `${code(l.raw)} (unsafe link, not shown)`
            : l.href.startsWith('#')
                ? `page ${code(l.raw)}`
                : `${code(l.raw)}${l.external ? ' ↗' : ''}`;
        this.lines.push(`${'  '.repeat(depth)}- Link **${(0,summary/* escapeMarkdown */.FV)(l.label)}** → ${target}`);
        this.findings(l.findings, depth + 1);
    }
    /** A page with its URL, its state and its flags, and its findings. */
    page(p, depth) {
        const method = p.operation ? `${code(p.operation.method)} ` : '';
        const where = p.status === 'unresolved' ? 'unresolved operation' : p.url !== undefined ? code(p.url) : '';
        const state = p.status === 'found' || p.status === 'operation' || p.status === 'unresolved' || p.status === 'generated'
            ? ''
            : ` (${p.status === 'missing' ? 'no page file' : p.status === 'ignored' ? 'excluded by .mintignore' : p.status === 'outside' ? 'outside the docs root' : 'a folder'})`;
        const flags = [
            p.operation?.generated ? 'generated' : '',
            p.reference ? `generated from ${code(p.reference.source)}` : '',
            p.hidden ? 'hidden' : '',
        ].filter(Boolean);
        this.lines.push(`${'  '.repeat(depth)}- ${p.isRoot ? 'Root page: ' : ''}${method}${(0,summary/* escapeMarkdown */.FV)(p.title)}${where ? ` · ${where}` : ''}${state}${flags.length ? ` (${flags.join(', ')})` : ''}`);
        this.findings(p.findings, depth + 1);
    }
    /** A group with its findings, its root page and its items. */
    group(g, depth) {
        const extras = [
            g.tag ? `tag ${code(g.tag)}` : '',
            g.icon ? `icon ${code(g.icon)}` : '',
            g.nested ? (g.expanded ? 'expanded' : 'collapsed') : '',
            g.generated ? 'generated' : '',
            g.hidden ? 'hidden' : '',
        ].filter(Boolean);
        this.lines.push(`${'  '.repeat(depth)}- **${(0,summary/* escapeMarkdown */.FV)(g.label)}**${extras.length ? ` (${extras.join(', ')})` : ''}`);
        this.findings(g.findings, depth + 1);
        if (g.root)
            this.page(g.root, depth + 1);
        this.items(g.items, depth + 1);
    }
    /** The groups and pages of a sidebar. */
    items(list, depth) {
        for (const i of list)
            if (i.type === 'group')
                this.group(i, depth);
            else
                this.page(i, depth);
    }
}
function bytes(s) {
    return Buffer.byteLength(s, 'utf8');
}

// EXTERNAL MODULE: ./src/preview/view.ts
var view = __webpack_require__(96127);
;// CONCATENATED MODULE: ./src/preview/command.ts







/** Output formats of `navlint preview`. */
const PREVIEW_FORMATS = ['html', 'md'];
/** Runs `navlint preview`: checks the site and writes its navigation preview; the exit code is 0 whatever the findings. */
async function runPreviewCommand(cmd) {
    const format = cmd.format ?? 'html';
    if (!PREVIEW_FORMATS.includes(format))
        throw new engine.UsageError(`--format of preview must be one of ${PREVIEW_FORMATS.join(', ')}, not "${format}"`);
    const out = cmd.out ?? (format === 'md' ? 'navlint-preview.md' : 'navlint-preview.html');
    if (out === '')
        throw new engine.UsageError('--out needs a file name (or - for stdout)');
    const result = await (0,engine.runCheck)(cmd);
    // The HTML comes a part at a time, written one by one: the preview of a large site is never held whole.
    const text = format === 'md'
        ? formatPreviewMarkdown((0,view/* buildPreview */.Z)(result, { baseDir: cmd.cwd }))
        : (0,html/* previewHtmlChunks */.Ip)(result, { baseDir: cmd.cwd });
    if (out === '-') {
        cmd.stdout(typeof text === 'string' ? text : [...text].join(''));
        return 0;
    }
    if (!cmd.writeFile)
        throw new Error('this entry point cannot write files');
    writeOut(cmd.writeFile, cmd.cwd, out, text);
    const s = result.summary;
    cmd.stdout(`Preview written to ${(0,report_text/* safeTerminalText */.Dm)(out)} (${(0,report_text/* plural */.LS)(s.errors, 'error')}, ${(0,report_text/* plural */.LS)(s.warnings, 'warning')}, ${(0,report_text/* plural */.LS)(s.notices, 'notice')}).\n`);
    return 0;
}
/**
 * Writes `text` to `out` (`--out`), a path from `cwd`. A file it may not write (a link, a hard link, a path outside
 * the working directory, a folder that may not be written) is a usage error that names it as given: the user's command
 * names it.
 */
function writeOut(writeFile, cwd, out, text) {
    try {
        writeFile(external_node_path_default().resolve(cwd, out), text);
    }
    catch (e) {
        const code = e.code;
        if (e instanceof confined.ConfinedPathError || code !== undefined)
            throw new engine.UsageError(`${out} was not written: ${e instanceof confined.ConfinedPathError ? e.reason : code}`);
        throw e;
    }
}


/***/ })

};
