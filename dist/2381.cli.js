export const id = 2381;
export const ids = [2381,8711];
export const modules = {

/***/ 48711:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BrokenSideError: () => (/* reexport */ errors/* BrokenSideError */.FN),
  MAX_FINDINGS_PER_RULE: () => (/* reexport */ rules/* MAX_FINDINGS_PER_RULE */.$),
  UsageError: () => (/* reexport */ errors/* UsageError */.eb),
  analyze: () => (/* reexport */ site/* analyze */.ns),
  checkSpecFile: () => (/* reexport */ checkSpecFile),
  configuredSeverity: () => (/* reexport */ rules/* configuredSeverity */.ep),
  diffSides: () => (/* reexport */ sides/* diffSides */.uH),
  effectiveConfig: () => (/* reexport */ site/* effectiveConfig */.k3),
  findDocsRoot: () => (/* reexport */ docs_root.findDocsRoot),
  holdSources: () => (/* reexport */ holdSources),
  newFindingsOnly: () => (/* reexport */ newFindingsOnly),
  runCheck: () => (/* reexport */ engine/* runCheck */.k_),
  runCheckOf: () => (/* reexport */ runCheckOf)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/load/docs-root.ts
var docs_root = __webpack_require__(39354);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/load/gitfs.ts
var gitfs = __webpack_require__(18519);
// EXTERNAL MODULE: ./src/engine/identity.ts
var identity = __webpack_require__(87106);
// EXTERNAL MODULE: ./src/engine/renames.ts
var engine_renames = __webpack_require__(48689);
// EXTERNAL MODULE: ./src/engine/causes.ts
var causes = __webpack_require__(52048);
// EXTERNAL MODULE: ./src/engine/rules.ts + 3 modules
var rules = __webpack_require__(35044);
// EXTERNAL MODULE: ./src/engine/engine.ts + 11 modules
var engine = __webpack_require__(79262);
// EXTERNAL MODULE: ./src/engine/sides.ts
var sides = __webpack_require__(3134);
;// CONCATENATED MODULE: ./src/engine/compare.ts









/**
 * The full check of one side of a comparison, as `navlint check` would report it there (its own pages, documents,
 * directives and suppressions): a git revision of the docs root `options.dir`, read from git's objects, or a docs-root
 * folder. `--config` is read from the working tree for both sides. A side whose docs.json does not parse is refused.
 */
async function runCheckOf(side, options) {
    // Neither the base of a change, suppression updates nor a file selection apply here; the cache of the checked side
    // is read (most pages are the same on both sides) but not written, so that it stays the checked side's.
    const rest = { ...options };
    delete rest.base;
    delete rest.suppress;
    delete rest.only;
    const cache = options.contentCache;
    if (cache)
        rest.contentCache = { read: () => cache.read(), write: () => undefined };
    let result;
    let label;
    if (side.kind === 'git') {
        const tree = (0,gitfs/* openRevision */.k)(side.git, {
            cwd: options.cwd,
            dir: options.dir,
            rev: side.rev,
            exists: (p) => options.fs.existsSync(p),
        });
        label = `${side.rev} (${tree.commit.slice(0, 12)})`;
        result = await (0,engine/* runCheck */.k_)({ ...rest, dir: tree.root, fs: tree.fs, configFs: options.configFs ?? options.fs });
        const renames = (0,engine_renames/* renamesSince */.qD)(side.git, tree);
        if (renames)
            result.renames = renames;
    }
    else {
        label = side.kind === 'folder' ? side.dir : 'the working tree';
        result = await (0,engine/* runCheck */.k_)({ ...rest, dir: side.kind === 'folder' ? side.dir : options.dir });
    }
    (0,sides/* refuseBroken */.ID)(result.model, 'base', options.cwd, label);
    return result;
}
/**
 * The findings of a check that the check of its base does not have (`--new-since`); the others are only counted. The
 * findings of a file moved since the base are compared under its new path, and a moved file's path that a finding
 * quotes is read as the new one: the files git finds moved (`base.renames`), then those `movedByFindings` pairs.
 */
function newFindingsOnly(head, base, since) {
    // Finding by finding: a root cause and the findings folded into it are compared one by one, then folded again.
    const sides = [(0,causes/* unfoldCauses */.d)(head.diagnostics), (0,causes/* unfoldCauses */.d)(base.diagnostics)];
    const lookups = [(0,identity/* sourceLookup */.Ie)(head.model), (0,identity/* sourceLookup */.Ie)(base.model)];
    const renames = movedByFindings(head, base, lookups, base.renames);
    const moved = renames.size > 0 ? (0,engine_renames/* movedView */.nr)(renames) : undefined;
    const keys = new Map();
    [head, base].forEach((side, i) => {
        for (const d of sides[i])
            keys.set(d, (0,identity/* findingKey */.fl)(d, side.root, lookups[i](d.span.file), i === 1 ? moved : undefined));
    });
    const fresh = (0,causes/* foldCauses */.o)((0,identity/* unmatched */.Gv)(sides[0], sides[1], (d) => keys.get(d)));
    return {
        ...head,
        diagnostics: fresh,
        summary: (0,rules/* summarize */.eh)(fresh),
        preexisting: { since, count: sides[0].length - (0,causes/* unfoldCauses */.d)(fresh).length },
    };
}
/**
 * Reads now the text of every file a finding of `result` points into, for `newFindingsOnly` to compare it after the
 * files changed on disk (`navlint mv` checks, moves, then checks again): pages and snippets are otherwise read again
 * when their text is first asked for.
 */
function holdSources(result) {
    const lookup = (0,identity/* sourceLookup */.Ie)(result.model);
    for (const d of (0,causes/* unfoldCauses */.d)([...result.diagnostics, ...result.suppressedFindings]))
        lookup(d.span.file);
}
/**
 * The files moved since the base: those git found (`known`), and those `pairByFindings` pairs among the rest, by
 * all their findings (reported and suppressed) on both sides: a file with findings at the base that is gone from the
 * checked side, and one with findings on the checked side that the base does not have.
 */
function movedByFindings(head, base, lookups, known) {
    const renames = new Map(known);
    const targets = new Set(renames.values());
    const byFile = (side, lookup, other) => {
        const files = new Map();
        const onlyHere = new Map();
        // A file of this side only (a document fetched from a URL is no file of either).
        const alone = (rel) => side.model.fs.existsSync(external_node_path_default().join(side.root, rel)) && !other.model.fs.existsSync(external_node_path_default().join(other.root, rel));
        for (const d of (0,causes/* unfoldCauses */.d)([...side.diagnostics, ...side.suppressedFindings])) {
            const rel = (0,paths.toPosix)(external_node_path_default().relative(side.root, d.span.file));
            if (rel.startsWith('..') || renames.has(rel) || targets.has(rel))
                continue;
            if (!(onlyHere.get(rel) ?? onlyHere.set(rel, alone(rel)).get(rel)))
                continue;
            const keys = files.get(rel) ?? files.set(rel, new Map()).get(rel);
            const key = `${d.rule}\u0000${(0,identity/* findingText */.NK)(d, lookup(d.span.file))}`;
            keys.set(key, (keys.get(key) ?? 0) + 1);
        }
        return files;
    };
    const gone = byFile(base, lookups[1], head);
    const added = byFile(head, lookups[0], base);
    if (gone.size === 0 || added.size === 0)
        return renames;
    // Which new files hold each finding, so that only files with a finding in common are compared.
    const holders = new Map();
    for (const [rel, keys] of added)
        for (const key of keys.keys())
            (holders.get(key) ?? holders.set(key, []).get(key)).push(rel);
    const likeness = [];
    const size = (keys) => [...keys.values()].reduce((a, b) => a + b, 0);
    for (const [from, keys] of gone) {
        const same = new Map();
        for (const [key, n] of keys)
            for (const to of holders.get(key) ?? [])
                same.set(to, (same.get(to) ?? 0) + Math.min(n, added.get(to).get(key)));
        for (const [to, n] of same)
            likeness.push({ from, to, same: n, of: Math.max(size(keys), size(added.get(to))) });
    }
    for (const [from, to] of (0,engine_renames/* pairByFindings */.Or)(likeness))
        renames.set(from, to);
    return renames;
}

// EXTERNAL MODULE: ./src/engine/site.ts
var site = __webpack_require__(84071);
// EXTERNAL MODULE: ./src/load/files.ts
var load_files = __webpack_require__(46255);
// EXTERNAL MODULE: ./src/model/frontmatter.ts
var frontmatter = __webpack_require__(85959);
// EXTERNAL MODULE: ./src/model/openapi.ts + 1 modules
var model_openapi = __webpack_require__(48785);
// EXTERNAL MODULE: ./src/openapi/spec.ts
var openapi_spec = __webpack_require__(30437);
// EXTERNAL MODULE: ./src/openapi/validate.ts
var validate = __webpack_require__(70644);
// EXTERNAL MODULE: ./src/rules/index.ts + 92 modules
var src_rules = __webpack_require__(89767);
;// CONCATENATED MODULE: ./src/engine/spec-file.ts










/**
 * Validates one OpenAPI document with the rules `check` runs, as the platform's `openapi-check` command does. A file
 * that cannot be checked is named as `given` (the path as the user typed it), else relative to `cwd`.
 */
async function checkSpecFile(file, cwd, fs, given) {
    let text;
    let folder = false;
    const rel = given ?? (external_node_path_default().relative(cwd, file) || '.');
    try {
        const stat = fs.statSync(file);
        folder = stat.isDirectory();
        if (!stat.isFile())
            throw new Error();
        text = fs.readFileSync(file, 'utf8');
    }
    catch {
        throw new errors/* UsageError */.eb(folder ? folderMessage(file, rel, fs) : `${rel}: no such file`);
    }
    const spec = (0,openapi_spec/* analyze */.ns)(file, external_node_path_default().basename(file), text);
    const root = external_node_path_default().dirname(file);
    const files = new load_files/* FileIndex */.rx(root, fs, false);
    const config = { file, sources: new Map(), syntaxErrors: [], refIssues: [], duplicateKeys: [] };
    const openapi = model_openapi/* OpenApiModel */.M$.forDocument({ root, fs, files, elements: [], entries: [] }, spec);
    for (const [f, problems] of await (0,validate/* validateSpecs */.lY)([spec]))
        openapi.validation.set(f, problems);
    const model = {
        root,
        configFile: file,
        config,
        elements: [],
        entries: [],
        files,
        fs,
        sources: new Map(),
        openapi,
    };
    const diagnostics = [...(0,rules/* runRules */.xG)(model, () => true).values()].flat();
    (0,rules/* sortDiagnostics */.Ds)(diagnostics, cwd);
    const sources = new Map();
    if (spec.source)
        sources.set(file, spec.source);
    const ops = spec.operations.length;
    return {
        cwd,
        diagnostics,
        summary: (0,rules/* summarize */.eh)(diagnostics),
        sources,
        checked: `${(0,paths.displayPath)(file, cwd)} (${ops} operation${ops === 1 ? '' : 's'})`,
        rules: src_rules.RULES,
    };
}
/** Most OpenAPI documents named when a folder is given instead of one. */
const MAX_NAMED = 3;
/** What to pass instead of a folder: the OpenAPI documents directly in it, and `check` when it is a docs root. */
function folderMessage(dir, rel, fs) {
    const specs = [];
    let docsRoot = false;
    try {
        for (const d of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (0,rules/* cmp */.r2)(a.name, b.name))) {
            if (!d.isFile())
                continue;
            if (d.name === 'docs.json')
                docsRoot = true;
            // Only plain names are echoed: the message is one line of the terminal.
            else if (/^[\w.-]+\.(ya?ml|json)$/i.test(d.name) &&
                specs.length < MAX_NAMED &&
                isSpec(fs, external_node_path_default().join(dir, d.name)))
                specs.push(external_node_path_default().join(rel, d.name));
        }
    }
    catch {
        // An unreadable folder still gets the plain message.
    }
    const which = specs.length > 0 ? `: ${specs.join(', ')}` : ' (a .yaml, .yml or .json file)';
    const site = docsRoot ? `; to check the whole docs site in it, run navlint check ${rel}` : '';
    return `${rel} is a folder; openapi-check takes the path of one OpenAPI document${which}${site}`;
}
function isSpec(fs, file) {
    try {
        return (0,openapi_spec/* looksLikeSpec */.hP)((0,frontmatter/* readHead */.zy)(fs, file));
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/engine/index.ts
// The engine's public API: what the layers above it (reporters, preview, CLI, action) and the tests use.










/***/ }),

/***/ 49389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O1: () => (/* binding */ renderChanges),
/* harmony export */   On: () => (/* binding */ sidebarMark),
/* harmony export */   S_: () => (/* binding */ CHANGES_STYLE),
/* harmony export */   ar: () => (/* binding */ changesLink),
/* harmony export */   lg: () => (/* binding */ buildChangesView)
/* harmony export */ });
/* harmony import */ var _model_diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24206);
/* harmony import */ var _report_diff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20227);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65655);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6853);
/* harmony import */ var _model_kind_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86398);





/** Builds the changes view of a diff. */
function buildChangesView(diff, base) {
    const marks = new Map();
    for (const c of [diff.pages, diff.apiPages]) {
        for (const p of c.added)
            marks.set(p.url, 'added');
        for (const p of c.moved)
            marks.set(p.url, 'moved');
        for (const p of c.renamed)
            marks.set(p.to, 'renamed');
    }
    for (const l of diff.labels)
        if (l.url !== undefined && !marks.has(l.url))
            marks.set(l.url, 'relabeled');
    return {
        base,
        total: (0,_model_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .countChanges */ .xS)(diff),
        counts: (0,_report_diff_js__WEBPACK_IMPORTED_MODULE_1__.changeCounts)(diff),
        lines: (0,_report_diff_js__WEBPACK_IMPORTED_MODULE_1__.changeTree)(diff),
        marks,
        missingRedirects: diff.urlsRemoved.map((u) => (0,_report_diff_js__WEBPACK_IMPORTED_MODULE_1__.redirectEntry)(u.suggestion)),
        redirects: [
            ...diff.redirects.added.map((r) => ({ mark: 'added', text: `${r.source} → ${r.destination}` })),
            ...diff.redirects.removed.map((r) => ({ mark: 'removed', text: `${r.source} → ${r.destination}` })),
            ...diff.redirects.changed.map((r) => ({
                mark: 'relabeled',
                text: `${r.source} → ${r.to} (was ${r.from})`,
            })),
        ],
    };
}
const WORD = {
    added: 'added',
    removed: 'removed',
    moved: 'moved',
    renamed: 'renamed',
    relabeled: 'new label',
};
/** The mark of a page in the sidebar, when it changed. */
function sidebarMark(view, url) {
    const mark = view && url !== undefined ? view.marks.get(url) : undefined;
    return mark
        ? `<span class="chg chg-${mark}" title="${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(`${WORD[mark]} since ${view.base}`)}">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(WORD[mark])}</span>`
        : '';
}
/** The header's link to the changes view. */
function changesLink(view) {
    if (!view)
        return '';
    return `<a class="chg-link" href="#changes">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(`${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(view.total, 'change')} since ${view.base}`)}</a>`;
}
/** The changes view: a card shown when its link is followed, with the tree of changes; every user string escaped. */
function renderChanges(view, pageIds) {
    if (!view)
        return '';
    const items = view.lines.map((l) => {
        const mark = l.mark ? `<span class="chg chg-${l.mark}">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(WORD[l.mark])}</span>` : '';
        const note = l.note ? ` <span class="ok">(${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(l.note)})</span>` : '';
        let body;
        if (l.kind === 'page' || l.kind === 'operation') {
            const id = l.mark !== 'removed' && l.url !== undefined ? pageIds.get(l.url) : undefined;
            const title = `${l.method ? `<span class="m">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(l.method)}</span> ` : ''}<span class="t">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(l.label)}</span>`;
            body = `${id ? `<a href="#${id}">${title}</a>` : title} <code>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(l.url ?? '')}</code>`;
        }
        else if (l.kind === 'hidden')
            body = `<i>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(l.label)}</i>`;
        else
            body = `<span class="ok">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)((0,_model_kind_names_js__WEBPACK_IMPORTED_MODULE_4__/* .kindTitle */ .t)(l.kind) ?? l.kind)}</span> <b class="t">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(l.label)}</b>`;
        return `<li${l.mark === 'removed' ? ' class="gone"' : ''} style="--d:${l.depth}">${mark}${body}${note}</li>`;
    });
    const tree = items.length > 0
        ? `<ul class="chg-tree">${items.join('')}</ul>`
        : '<p class="ok">The navigation is the same as at the base.</p>';
    const redirects = view.redirects.length > 0
        ? `<h2>Redirects</h2><ul class="chg-tree">${view.redirects.map((r) => `<li style="--d:0"><span class="chg chg-${r.mark}">${r.mark === 'relabeled' ? 'changed' : WORD[r.mark]}</span><code>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(r.text)}</code></li>`).join('')}</ul>`
        : '';
    const missing = view.missingRedirects.length > 0
        ? `<h2>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)((0,_report_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(view.missingRedirects.length, 'URL'))} removed without a redirect</h2><p class="ok">Links and search results that lead there get a 404. Add these to <code>redirects</code> in docs.json (with the right destination):</p><pre class="chg-json"><code>${view.missingRedirects.map((r) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(r)).join(',\n')}</code></pre>`
        : '';
    return `<article class="card changes" id="changes" tabindex="-1" aria-labelledby="changes-title"><p class="eyebrow">Changes</p><h1 id="changes-title">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(`Since ${view.base}`)}</h1><p class="lede">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(view.counts)}.</p>${tree}${redirects}${missing}</article>`;
}
/** The style of the changes view and of the marks in the sidebar. */
const CHANGES_STYLE = `
.chg { display: inline-block; flex: none; font-size: 10px; font-weight: 650; line-height: 15px; padding: 0 6px; border-radius: 999px; margin-right: 6px; text-transform: uppercase; letter-spacing: .03em; vertical-align: 1px; }
.chg-added { background: #dcfce7; color: #166534; }
.chg-removed { background: #fee2e2; color: #991b1b; }
.chg-moved { background: #e0f2fe; color: #075985; }
.chg-renamed { background: #fef3c7; color: #92400e; }
.chg-relabeled { background: #f3e8ff; color: #6b21a8; }
.pg .chg { margin: 0 0 0 6px; order: 3; }
.chg-link { display: inline-block; font-size: 12px; font-weight: 600; padding: 3px 10px; border-radius: 999px; border: 1px solid var(--border); background: var(--panel); white-space: nowrap; }
.chg-tree { list-style: none; margin: 16px 0 24px; padding: 0; display: grid; gap: 2px; }
.chg-tree li { padding: 4px 10px 4px calc(10px + var(--d) * 22px); border-radius: 6px; font-size: 13.5px; }
.chg-tree li:hover { background: var(--panel); }
.chg-tree li.gone .t, .chg-tree li.gone > code { text-decoration: line-through; color: var(--muted); }
.chg-tree .m { font: 600 10.5px var(--mono); color: var(--muted); }
.chg-tree code { color: var(--muted); margin-left: 4px; }
.chg-json { background: var(--panel); border: 1px solid var(--border); border-radius: var(--radius); padding: 12px; overflow-x: auto; }
@media (prefers-color-scheme: dark) {
  .chg-added { background: #14532d; color: #bbf7d0; }
  .chg-removed { background: #7f1d1d; color: #fecaca; }
  .chg-moved { background: #0c4a6e; color: #bae6fd; }
  .chg-renamed { background: #78350f; color: #fde68a; }
  .chg-relabeled { background: #581c87; color: #e9d5ff; }
}
`;


/***/ }),

/***/ 6853:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   om: () => (/* binding */ classifyHref)
/* harmony export */ });
/* unused harmony export safeHref */
const HTML_ENTITY = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Escapes text for HTML element content and quoted attribute values; control characters become visible escapes. */
function escapeHtml(s) {
    return s
        .replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .replace(/[&<>"']/g, (c) => HTML_ENTITY[c]);
}
/** Link schemes a preview may hold; everything else (`javascript:`, `data:`, `vbscript:`, `file:`, …) is refused. */
const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:'];
const BASE = 'https://navlint.invalid/';
/**
 * Classifies a user-written link the way a browser would read it: `new URL` against a dummy base strips
 * the same whitespace and control characters, so `java\tscript:` or ` javascript:` cannot slip through.
 */
function classifyHref(raw) {
    let url;
    try {
        url = new URL(raw, BASE);
    }
    catch {
        return { kind: 'refused' };
    }
    if (!SAFE_PROTOCOLS.includes(url.protocol))
        return { kind: 'refused' };
    let absolute = true;
    try {
        new URL(raw);
    }
    catch {
        absolute = false;
    }
    // A relative link is kept as parsed against the dummy base, never as written: what the page holds is what was checked.
    if (!absolute && url.origin + '/' === BASE) {
        // eslint-disable-next-line no-control-regex
        const fragmentOnly = raw.replace(/^[\u0000-\u0020]+/, '').startsWith('#');
        return { kind: 'relative', href: fragmentOnly ? url.hash || '#' : url.pathname + url.search + url.hash };
    }
    return { kind: 'absolute', href: url.href };
}
/** The href a preview may use for a user-written link, or undefined when its scheme is not http(s), mailto or relative. */
function safeHref(raw) {
    const t = classifyHref(raw);
    return t.kind === 'refused' ? undefined : t.href;
}


/***/ }),

/***/ 47207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DA: () => (/* binding */ formatPreviewHtml),
  tI: () => (/* binding */ livePreviewCsp),
  Ip: () => (/* binding */ previewHtmlChunks)
});

// UNUSED EXPORTS: coverageTable, previewCsp, renderPreviewHtml, scriptHash

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/model/counts.ts
var counts = __webpack_require__(24325);
// EXTERNAL MODULE: ./src/model/translations.ts
var translations = __webpack_require__(53137);
// EXTERNAL MODULE: ./src/report/message.ts
var report_message = __webpack_require__(3061);
// EXTERNAL MODULE: ./src/core/rule-docs.ts
var rule_docs = __webpack_require__(34665);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(65655);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./node_modules/mdast-util-from-markdown/lib/index.js + 42 modules
var lib = __webpack_require__(95486);
// EXTERNAL MODULE: ./src/preview/escape.ts
var preview_escape = __webpack_require__(6853);
;// CONCATENATED MODULE: ./src/preview/banner.ts


/** Deepest Markdown nesting rendered as markup; anything deeper is shown as plain text. */
const MAX_DEPTH = 32;
/**
 * Renders a banner's Markdown as inline HTML: text, emphasis, code and links only. Raw HTML is shown as
 * text, images as their alt text, and a link whose target is not http(s), mailto or relative as its text.
 */
function renderBannerMarkdown(markdown) {
    const tree = (0,lib/* fromMarkdown */.Y)(markdown);
    const definitions = new Map();
    const collect = (n, depth) => {
        if (n.type === 'definition' && n.identifier !== undefined && n.url !== undefined)
            definitions.set(n.identifier, n.url);
        if (depth < MAX_DEPTH)
            for (const c of n.children ?? [])
                collect(c, depth + 1);
    };
    collect(tree, 0);
    const blocks = (tree.children ?? [])
        .filter((c) => c.type !== 'definition')
        .map((c) => render(c, definitions, 1).trim())
        .filter(Boolean);
    return blocks.join(' ');
}
function render(n, defs, depth) {
    if (depth > MAX_DEPTH)
        return (0,preview_escape/* escapeHtml */.ZD)(plainText(n));
    const inner = () => (n.children ?? []).map((c) => render(c, defs, depth + 1)).join('');
    switch (n.type) {
        case 'text':
            return (0,preview_escape/* escapeHtml */.ZD)(n.value ?? '');
        case 'strong':
            return `<strong>${inner()}</strong>`;
        case 'emphasis':
            return `<em>${inner()}</em>`;
        case 'delete':
            return `<del>${inner()}</del>`;
        case 'inlineCode':
        case 'code':
            return `<code>${(0,preview_escape/* escapeHtml */.ZD)(n.value ?? '')}</code>`;
        case 'break':
            return '<br>';
        case 'image':
        case 'imageReference':
            return (0,preview_escape/* escapeHtml */.ZD)(n.alt ?? '');
        case 'link':
            return banner_link(n.url ?? '', inner());
        case 'linkReference': {
            const url = n.identifier !== undefined ? defs.get(n.identifier) : undefined;
            return url !== undefined ? banner_link(url, inner()) : inner();
        }
        case 'definition':
            return '';
        case 'heading':
            return `<strong>${inner()}</strong> `;
        case 'paragraph':
        case 'listItem':
        case 'list':
        case 'blockquote':
            return inner() + ' ';
        default:
            // Raw HTML and anything else: the text as written, escaped.
            return n.value !== undefined ? (0,preview_escape/* escapeHtml */.ZD)(n.value) : inner();
    }
}
function banner_link(raw, text) {
    const target = (0,preview_escape/* classifyHref */.om)(raw);
    if (target.kind === 'refused')
        return text;
    const external = target.kind === 'absolute';
    return `<a href="${(0,preview_escape/* escapeHtml */.ZD)(target.href)}"${external ? ' class="ext" rel="noopener noreferrer" target="_blank"' : ''}>${text}${external ? '<span class="sr-only"> (external link)</span>' : ''}</a>`;
}
function plainText(n) {
    const out = [];
    const stack = [n];
    while (stack.length) {
        const x = stack.pop();
        if (x.value !== undefined)
            out.push(x.value);
        if (x.children)
            for (let i = x.children.length - 1; i >= 0; i--)
                stack.push(x.children[i]);
    }
    return out.join('');
}

// EXTERNAL MODULE: ./src/preview/live.ts
var live = __webpack_require__(10376);
;// CONCATENATED MODULE: ./src/preview/script.ts
/**
 * The preview's only script: it switches the selected product, language, version, tab, anchor, dropdown
 * or menu item, follows page links into the sidebar, and closes dropdowns. It reads only `data-*`
 * attributes and toggles `hidden`, `open` and `aria-current`; it never writes markup. Its SHA-256 is
 * allowed by the page's Content-Security-Policy, so it must stay a constant.
 */
const PREVIEW_SCRIPT = `(function () {
  'use strict';
  var doc = document;
  doc.documentElement.className += ' js';
  var sel = {};
  function all(q, from) { return Array.prototype.slice.call((from || doc).querySelectorAll(q)); }
  all('[data-sel][aria-current="true"]').forEach(function (b) { sel[b.getAttribute('data-parent')] = b.getAttribute('data-sel'); });
  function update() {
    var on = {}, cur = 's0', guard = 0;
    on[cur] = true;
    while (sel[cur] && guard++ < 10000) { cur = sel[cur]; on[cur] = true; }
    all('[data-owner]').forEach(function (el) { el.hidden = !on[el.getAttribute('data-owner')] || el.hasAttribute('data-dismissed'); });
    all('[data-leaf]').forEach(function (el) { el.hidden = el.getAttribute('data-leaf') !== cur; });
    all('[data-sel]').forEach(function (el) {
      if (sel[el.getAttribute('data-parent')] === el.getAttribute('data-sel')) el.setAttribute('aria-current', 'true');
      else el.removeAttribute('aria-current');
    });
    all('[data-cur]').forEach(function (el) { el.hidden = sel[el.getAttribute('data-parent')] !== el.getAttribute('data-cur'); });
  }
  function follow(path) {
    var ids = path.split(' ');
    for (var i = 0; i + 1 < ids.length; i++) sel[ids[i]] = ids[i + 1];
  }
  function markPage(hash) {
    all('a[data-page][aria-current]').forEach(function (a) { a.removeAttribute('aria-current'); });
    var link = null;
    all('a[data-page]').forEach(function (a) { if (a.getAttribute('href') === hash) { a.setAttribute('aria-current', 'page'); if (!link || link.closest('[hidden]')) link = a; } });
    return link;
  }
  function reveal() {
    var id = location.hash.slice(1);
    var target = id ? doc.getElementById(id) : null;
    var link = markPage(location.hash);
    var anchor = link || target;
    if (!anchor) return;
    var holder = anchor.closest('[data-path]');
    if (holder) follow(holder.getAttribute('data-path'));
    update();
    for (var d = anchor.parentElement; d; d = d.parentElement) if (d.tagName === 'DETAILS' && !d.classList.contains('dd')) d.open = true;
    if (link && link.scrollIntoView) link.scrollIntoView({ block: 'nearest' });
  }
  function closeMenus(except) {
    all('details.dd[open]').forEach(function (d) { if (d !== except) d.open = false; });
  }
  doc.addEventListener('click', function (e) {
    var t = e.target;
    var choice = t.closest && t.closest('[data-sel]');
    if (choice) {
      sel[choice.getAttribute('data-parent')] = choice.getAttribute('data-sel');
      update();
      var menu = choice.closest('details.dd');
      if (menu) { menu.open = false; menu.querySelector('summary').focus(); }
      return;
    }
    var dismiss = t.closest && t.closest('[data-dismiss]');
    if (dismiss) {
      var banner = dismiss.closest('[data-owner]');
      if (banner) { banner.setAttribute('data-dismissed', ''); banner.hidden = true; }
      return;
    }
    closeMenus(t.closest ? t.closest('details.dd') : null);
  });
  doc.addEventListener('keydown', function (e) {
    if (e.key !== 'Escape') return;
    var open = doc.querySelector('details.dd[open]');
    if (open) { open.open = false; open.querySelector('summary').focus(); }
  });
  window.addEventListener('hashchange', reveal);
  update();
  if (location.hash) reveal();
})();
`;

;// CONCATENATED MODULE: ./src/preview/style.ts
/** The preview's style sheet: a documentation site's header, tabs row and sidebar, with findings in place. */
const PREVIEW_STYLE = `
:root {
  --primary: #4f46e5;
  --bg: #ffffff;
  --fg: #0f172a;
  --fg-2: #334155;
  --muted: #64748b;
  --faint: #94a3b8;
  --border: #e2e8f0;
  --panel: #f8fafc;
  --tint: color-mix(in srgb, var(--primary) 10%, transparent);
  --tint-strong: color-mix(in srgb, var(--primary) 18%, transparent);
  --accent: color-mix(in srgb, var(--primary) 82%, #000);
  --error: #dc2626;
  --error-bg: #fef2f2;
  --warning: #b45309;
  --warning-bg: #fffbeb;
  --notice: #2563eb;
  --notice-bg: #eff6ff;
  --radius: 8px;
  --font: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", Arial, sans-serif;
  --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace;
  color-scheme: light;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0b0d12; --fg: #e2e8f0; --fg-2: #cbd5e1; --muted: #94a3b8; --faint: #64748b; --border: #1e293b; --panel: #111827;
    --accent: color-mix(in srgb, var(--primary) 60%, #fff);
    --error: #f87171; --error-bg: #2a1215; --warning: #fbbf24; --warning-bg: #2a2010; --notice: #60a5fa; --notice-bg: #0f1d33;
    color-scheme: dark;
  }
}
* { box-sizing: border-box; }
[hidden] { display: none !important; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font: 14px/1.5 var(--font); color: var(--fg); background: var(--bg); }
a { color: var(--accent); text-decoration: none; }
a:hover { text-decoration: underline; }
code { font: 12.5px/1.4 var(--mono); }
button { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; border-radius: 6px; }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.skip { position: absolute; left: 12px; top: -48px; z-index: 20; background: var(--bg); padding: 8px 12px; border: 1px solid var(--border); border-radius: var(--radius); }
.skip:focus { top: 12px; }
.needs-js { display: none; }
.js .needs-js { display: inline-flex; }

.banner { display: flex; align-items: center; gap: 12px; justify-content: center; padding: 9px 48px; background: var(--primary); color: #fff; font-size: 13.5px; position: relative; text-align: center; }
.banner a { color: #fff; text-decoration: underline; text-underline-offset: 2px; }
.banner code { background: rgba(255,255,255,.18); padding: 0 4px; border-radius: 4px; }
.banner .dismiss { position: absolute; right: 12px; top: 50%; transform: translateY(-50%); background: transparent; border: 0; color: #fff; font-size: 18px; line-height: 1; cursor: pointer; padding: 4px 8px; border-radius: 6px; }
.banner .dismiss:hover { background: rgba(255,255,255,.15); }
.banner .lang { font-size: 11px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; background: rgba(255,255,255,.2); border-radius: 999px; padding: 1px 8px; }

.top { display: flex; align-items: center; gap: 20px; padding: 0 24px; min-height: 60px; border-bottom: 1px solid var(--border); background: var(--bg); flex-wrap: wrap; }
.brand { display: flex; align-items: center; gap: 10px; min-width: 0; }
.logo { width: 30px; height: 30px; border-radius: 8px; background: var(--primary); color: #fff; display: grid; place-items: center; font-weight: 700; font-size: 15px; flex: none; }
.site { font-weight: 650; font-size: 16px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 280px; }
.kicker { font-size: 11px; color: var(--muted); border: 1px solid var(--border); border-radius: 999px; padding: 1px 8px; white-space: nowrap; }
.selectors { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
.counts { display: flex; gap: 6px; margin: 0 0 0 auto; padding: 8px 0; list-style: none; flex-wrap: wrap; }
.counts li { font-size: 12px; color: var(--fg-2); background: var(--panel); border: 1px solid var(--border); border-radius: 999px; padding: 2px 10px; white-space: nowrap; }
.counts b { font-weight: 650; }
.counts .c-error b { color: var(--error); }
.counts .c-warning b { color: var(--warning); }
.counts .c-notice b { color: var(--notice); }

.dd { position: relative; }
.dd > summary { list-style: none; display: inline-flex; align-items: center; gap: 8px; cursor: pointer; border: 1px solid var(--border); border-radius: 999px; padding: 4px 12px; font-size: 13px; background: var(--bg); user-select: none; white-space: nowrap; }
.dd > summary::-webkit-details-marker { display: none; }
.dd > summary:hover { border-color: var(--faint); }
.dd > summary::after { content: ""; width: 6px; height: 6px; border-right: 1.5px solid var(--muted); border-bottom: 1.5px solid var(--muted); transform: rotate(45deg) translateY(-2px); margin-left: 2px; }
.dd[open] > summary::after { transform: rotate(-135deg) translate(-1px, -1px); }
.dd .what { color: var(--muted); font-size: 11.5px; }
.dd .menu { position: absolute; z-index: 10; top: calc(100% + 6px); left: 0; min-width: 220px; max-width: 340px; max-height: 60vh; overflow: auto; margin: 0; padding: 6px; list-style: none; background: var(--bg); border: 1px solid var(--border); border-radius: 12px; box-shadow: 0 12px 32px rgba(15, 23, 42, .14); }
.side-top .dd { display: block; }
.side-top .dd > summary { display: flex; border-radius: var(--radius); padding: 7px 12px; }
.side-top .dd > summary .cur { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.side-top .dd .menu { right: 0; max-width: none; }
.opt { display: flex; align-items: center; gap: 8px; width: 100%; text-align: left; border: 0; background: transparent; padding: 7px 10px; border-radius: 8px; cursor: pointer; color: var(--fg-2); font-size: 13.5px; }
.opt:hover { background: var(--panel); text-decoration: none; }
.opt[aria-current="true"] { background: var(--tint); color: var(--accent); font-weight: 600; }
.opt .desc { display: block; font-weight: 400; color: var(--muted); font-size: 12px; }
.opt .grow, .cur .grow { flex: 1; min-width: 0; }
.opt.refused, .tab.refused { cursor: default; color: var(--muted); }

.tabs { display: flex; gap: 4px; padding: 0 24px; border-bottom: 1px solid var(--border); overflow-x: auto; background: var(--bg); }
.tabs .choice { display: flex; gap: 4px; }
.tabs:not(:has(.choice:not([hidden]))) { display: none; }
.tab { display: inline-flex; align-items: center; gap: 7px; border: 0; background: transparent; padding: 11px 10px 10px; font-size: 13.5px; color: var(--muted); cursor: pointer; border-bottom: 2px solid transparent; margin-bottom: -1px; white-space: nowrap; font-weight: 500; }
.tab:hover { color: var(--fg); text-decoration: none; }
.tab[aria-current="true"] { color: var(--fg); border-bottom-color: var(--primary); font-weight: 600; }

.layout { display: grid; grid-template-columns: 300px minmax(0, 1fr); align-items: start; min-height: calc(100vh - 110px); background: linear-gradient(to right, transparent 299px, var(--border) 299px, var(--border) 300px, transparent 300px); }
.sidebar { position: sticky; top: 0; max-height: 100vh; overflow-y: auto; padding: 20px 14px 40px 20px; }
.side-top { display: grid; gap: 10px; margin-bottom: 18px; }
.links, .anchors { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; }
.links a, .links .refused, .anchor { display: flex; align-items: center; gap: 10px; padding: 5px 8px; border-radius: var(--radius); color: var(--fg-2); font-size: 13.5px; font-weight: 500; width: 100%; border: 0; background: transparent; text-align: left; cursor: pointer; }
.links a:hover, .anchor:hover { background: var(--panel); text-decoration: none; }
.anchor[aria-current="true"] { color: var(--accent); font-weight: 600; }
.anchor[aria-current="true"] .ico { background: var(--primary); color: #fff; border-color: transparent; }
.links .refused { cursor: default; color: var(--muted); }

.ico { display: inline-grid; place-items: center; width: 20px; height: 20px; flex: none; border-radius: 6px; border: 1px solid var(--border); background: var(--panel); color: var(--muted); font: 600 10.5px/1 var(--font); text-transform: uppercase; }
.tab .ico { width: 18px; height: 18px; }
.tab[aria-current="true"] .ico { color: var(--accent); border-color: var(--tint-strong); background: var(--tint); }
.ext-mark { color: var(--faint); font-size: 12px; }
.grow { min-width: 0; overflow-wrap: anywhere; }
.cur { display: inline-flex; align-items: center; gap: 6px; min-width: 0; max-width: 280px; }
.cur .grow, .tab .grow { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.tab { max-width: 320px; }
.badge { max-width: 14em; overflow: hidden; text-overflow: ellipsis; vertical-align: middle; flex: none; display: inline-block; font-size: 10.5px; font-weight: 600; line-height: 16px; padding: 0 7px; border-radius: 999px; background: var(--tint); color: var(--accent); white-space: nowrap; letter-spacing: .01em; }
.badge.muted { background: var(--panel); color: var(--muted); border: 1px solid var(--border); line-height: 14px; }
.badge.bad { background: var(--error-bg); color: var(--error); }

.nav-list, .nav-list ul { list-style: none; margin: 0; padding: 0; }
.grp { margin: 0 0 20px; }
.grp-h { display: flex; align-items: center; gap: 8px; padding: 0 8px 6px; font-size: 13px; font-weight: 650; color: var(--fg); }
a.grp-h:hover { text-decoration: none; color: var(--accent); }
.grp-h .grow { flex: 1; min-width: 0; }
.grp.nested { margin: 0; }
.grp.nested > details > summary { list-style: none; display: flex; align-items: center; gap: 8px; padding: 5px 8px; border-radius: var(--radius); cursor: pointer; color: var(--fg-2); font-size: 13.5px; }
.grp.nested > details > summary::-webkit-details-marker { display: none; }
.grp.nested > details > summary:hover { background: var(--panel); }
.grp.nested > details > summary .grow { flex: 1; min-width: 0; }
.grp.nested > details > summary::after { content: ""; flex: none; width: 6px; height: 6px; border-right: 1.5px solid var(--faint); border-bottom: 1.5px solid var(--faint); transform: rotate(-45deg); margin-right: 4px; transition: transform .12s; }
.grp.nested > details[open] > summary::after { transform: rotate(45deg); }
.grp.nested > details > ul { margin-left: 14px; padding-left: 8px; border-left: 1px solid var(--border); }
.grp-items { display: grid; gap: 1px; }
.pg { display: flex; align-items: center; gap: 8px; padding: 5px 8px; border-radius: var(--radius); color: var(--fg-2); font-size: 13.5px; }
.pg:hover { background: var(--panel); text-decoration: none; color: var(--fg); }
.pg[aria-current="page"] { background: var(--tint); color: var(--accent); font-weight: 600; }
.pg .grow { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.pg.broken .grow { color: var(--error); text-decoration: line-through; text-decoration-color: color-mix(in srgb, var(--error) 45%, transparent); }
.pg.hidden-page { opacity: .65; }
.root-mark { font-size: 10.5px; color: var(--muted); font-weight: 500; }

.m { display: inline-block; flex: none; min-width: 42px; text-align: center; font: 700 9.5px/16px var(--mono); letter-spacing: .02em; padding: 0 5px; border-radius: 5px; text-transform: uppercase; }
.m-get { background: #dcfce7; color: #15803d; }
.m-post { background: #dbeafe; color: #1d4ed8; }
.m-put { background: #ffedd5; color: #c2410c; }
.m-patch { background: #fef9c3; color: #a16207; }
.m-delete { background: #fee2e2; color: #b91c1c; }
.m-other { background: #f1f5f9; color: #475569; }
.m-webhook { background: #ccfbf1; color: #0f766e; }
h1 .m { font-size: 12px; line-height: 22px; min-width: 58px; vertical-align: 4px; margin-right: 2px; }

.mk { display: inline-flex; align-items: center; gap: 4px; flex: none; font-size: 11px; font-weight: 650; border-radius: 999px; padding: 0 6px; line-height: 16px; }
.mk::before { content: ""; width: 6px; height: 6px; border-radius: 50%; background: currentColor; }
.mk-error { color: var(--error); background: var(--error-bg); }
.mk-warning { color: var(--warning); background: var(--warning-bg); }
.mk-notice { color: var(--notice); background: var(--notice-bg); }

.fl { list-style: none; margin: 6px 0 10px; padding: 0; display: grid; gap: 6px; }
.f { border: 1px solid var(--border); border-left: 3px solid var(--notice); border-radius: 6px; padding: 6px 10px; background: var(--bg); font-size: 12.5px; color: var(--fg-2); overflow-wrap: anywhere; }
.f-error { border-left-color: var(--error); background: var(--error-bg); }
.f-warning { border-left-color: var(--warning); background: var(--warning-bg); }
.f-notice { border-left-color: var(--notice); background: var(--notice-bg); }
.f .sev { font-weight: 700; text-transform: uppercase; font-size: 10.5px; letter-spacing: .04em; margin-right: 6px; }
.f-error .sev { color: var(--error); }
.f-warning .sev { color: var(--warning); }
.f-notice .sev { color: var(--notice); }
.f .help { display: block; margin-top: 2px; color: var(--muted); }
.f .where { display: block; margin-top: 3px; color: var(--muted); font-size: 11.5px; }
.f .where code { font-size: 11.5px; }
.f code { font-size: .92em; background: color-mix(in srgb, currentColor 7%, transparent); padding: 0 3px; border-radius: 4px; }
.f .where code { background: none; padding: 0; }
.sidebar .f { font-size: 11.5px; line-height: 1.45; padding: 4px 8px; }
.sidebar .f .where { font-size: 11px; margin-top: 1px; }
.sidebar .fl { margin: 0 0 8px 8px; gap: 4px; }

.note { margin: 24px 8px 0; padding: 10px 12px; border-radius: var(--radius); background: var(--panel); color: var(--muted); font-size: 12px; border: 1px dashed var(--border); }
.note code { font-size: 11.5px; color: var(--fg-2); }
main .note { margin: 0 0 20px; }
.empty { color: var(--muted); font-size: 13px; padding: 4px 8px; }

main { padding: 36px 48px 80px; max-width: 980px; outline: none; }
.notes { margin-bottom: 20px; }
.notes h2 { font-size: 13px; font-weight: 650; margin: 0 0 6px; color: var(--fg-2); }
.card { display: none; }
.card:target, .card.overview { display: block; }
main:has(.card:target) .card.overview { display: none; }
.card { margin-bottom: 40px; }
.eyebrow { margin: 0 0 6px; font-size: 13px; font-weight: 600; color: var(--accent); }
.crumbs ol { list-style: none; display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 8px; padding: 0; font-size: 13px; color: var(--accent); font-weight: 600; }
.crumbs li + li::before { content: "›"; margin-right: 6px; color: var(--faint); }
h1 { font-size: 30px; line-height: 1.2; margin: 0 0 12px; letter-spacing: -.015em; overflow-wrap: anywhere; }
h2 { font-size: 18px; margin: 32px 0 12px; letter-spacing: -.01em; }
.lede { font-size: 16px; color: var(--muted); margin: 0 0 22px; }
.coverage { border-collapse: collapse; margin: 0 0 20px; font-variant-numeric: tabular-nums; }
.coverage caption { text-align: left; font-weight: 600; margin-bottom: 6px; }
.coverage th, .coverage td { border-bottom: 1px solid var(--border); padding: 4px 12px 4px 0; text-align: right; }
.coverage th[scope="row"], .coverage thead th:first-child { text-align: left; }
.coverage-note { margin: -12px 0 20px; color: var(--muted); font-size: 13px; }
.stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 12px; margin: 0 0 20px; }
.stat { border: 1px solid var(--border); border-radius: 12px; padding: 12px 14px; }
.stat b { display: block; font-size: 22px; font-weight: 650; }
.stat span { color: var(--muted); font-size: 12.5px; }
.stat.s-error b { color: var(--error); }
.stat.s-warning b { color: var(--warning); }
.stat.s-notice b { color: var(--notice); }
.meta { display: grid; grid-template-columns: max-content minmax(0, 1fr); margin: 18px 0 0; border: 1px solid var(--border); border-radius: 12px; overflow: hidden; }
.meta dt, .meta dd { margin: 0; padding: 9px 14px; border-top: 1px solid var(--border); }
.meta dt:first-of-type, .meta dt:first-of-type + dd { border-top: 0; }
.meta dt { color: var(--muted); font-size: 13px; background: var(--panel); }
.meta dd { overflow-wrap: anywhere; }
.ok { color: var(--muted); }
section.all { border-top: 1px solid var(--border); padding-top: 8px; }
section.all h2 .n { color: var(--muted); font-weight: 500; }
.all .fl { gap: 8px; }
.all .f { font-size: 13px; padding: 8px 12px; }
.ops { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.ops li { display: flex; align-items: center; gap: 10px; border: 1px solid var(--border); border-radius: var(--radius); padding: 7px 12px; flex-wrap: wrap; }
.ops .grow { flex: 1; min-width: 160px; }
.ops code { color: var(--muted); }
.ops .in { display: block; color: var(--muted); font-size: 12px; }
footer.foot { color: var(--faint); font-size: 12px; margin-top: 40px; }

@media (max-width: 860px) {
  .layout { display: block; background: none; }
  .sidebar { position: static; max-height: none; border-bottom: 1px solid var(--border); }
  main { padding: 24px 20px 60px; }
}
`;

// EXTERNAL MODULE: ./src/preview/changes.ts
var changes = __webpack_require__(49389);
// EXTERNAL MODULE: ./src/preview/view.ts
var view = __webpack_require__(96127);
;// CONCATENATED MODULE: ./src/preview/html.ts














/** The `sha256-…` source of the preview's inline script, as its Content-Security-Policy names it. */
function scriptHash(script = PREVIEW_SCRIPT) {
    return `'sha256-${(0,external_node_crypto_.createHash)('sha256').update(script, 'utf8').digest('base64')}'`;
}
/** The preview's Content-Security-Policy: nothing from the network, inline style, and only the one known script. */
function previewCsp(script = PREVIEW_SCRIPT) {
    return `default-src 'none'; style-src 'unsafe-inline'; script-src ${scriptHash(script)}; img-src data:; base-uri 'none'; form-action 'none'`;
}
/** The Content-Security-Policy of a served preview (`preview --watch`): the preview's, plus the live script and connections to its own origin. */
function livePreviewCsp() {
    return previewCsp().replace(/script-src ([^;]*);/, `script-src $1 ${scriptHash(live/* LIVE_SCRIPT */.P)}; connect-src 'self';`);
}
/** The navigation preview of a checked site as one self-contained HTML page. */
function formatPreviewHtml(result, options) {
    return renderPreviewHtml((0,view/* buildPreview */.Z)(result, options), options);
}
/**
 * The same page as `formatPreviewHtml`, a part at a time, each made as it is asked for: written out one by one, the
 * preview of a large site is never held whole (its page cards alone may take 48 Mi characters).
 */
function previewHtmlChunks(result, options) {
    return new Renderer((0,view/* buildPreview */.Z)(result, options), options.live).chunks();
}
const KIND_NAME = {
    product: 'Product',
    language: 'Language',
    version: 'Version',
    tab: 'Tab',
    anchor: 'Anchor',
    dropdown: 'Dropdown',
    'menu-item': 'Menu',
};
const LANGUAGES = {
    ar: 'Arabic',
    ca: 'Catalan',
    cn: 'Chinese',
    cs: 'Czech',
    da: 'Danish',
    de: 'German',
    en: 'English',
    es: 'Spanish',
    fi: 'Finnish',
    fr: 'French',
    'fr-CA': 'French (Canada)',
    he: 'Hebrew',
    hi: 'Hindi',
    hu: 'Hungarian',
    id: 'Indonesian',
    it: 'Italian',
    ja: 'Japanese',
    'ja-JP': 'Japanese',
    jp: 'Japanese',
    ko: 'Korean',
    lv: 'Latvian',
    nl: 'Dutch',
    no: 'Norwegian',
    pl: 'Polish',
    pt: 'Portuguese',
    'pt-BR': 'Portuguese (Brazil)',
    ro: 'Romanian',
    ru: 'Russian',
    sv: 'Swedish',
    tr: 'Turkish',
    ua: 'Ukrainian',
    uk: 'Ukrainian',
    uz: 'Uzbek',
    vi: 'Vietnamese',
    zh: 'Chinese',
    'zh-CN': 'Chinese (Simplified)',
    'zh-Hans': 'Chinese (Simplified)',
    'zh-Hant': 'Chinese (Traditional)',
    'zh-TW': 'Chinese (Traditional)',
};
const RANK = { error: 3, warning: 2, notice: 1 };
/** Most characters of one user-written text shown (a label, a title, a message part); longer ones end with `…`. */
const MAX_SHOWN_CHARS = 1000;
/**
 * Most characters of page cards and finding lists in one preview: past it they stop with a note, so that the file
 * stays one a browser opens (and one a string can hold) whatever the site's size.
 */
const PREVIEW_BUDGET_CHARS = 48 * 1024 * 1024;
/** Escaped text, cut to `MAX_SHOWN_CHARS`. */
function e(s) {
    return (0,preview_escape/* escapeHtml */.ZD)(s.length > MAX_SHOWN_CHARS ? `${s.slice(0, MAX_SHOWN_CHARS - 1)}…` : s);
}
/** Renders a preview view as HTML; every user-written string passes through `escapeHtml` or the safe banner renderer. */
function renderPreviewHtml(view, html = {}) {
    return [...new Renderer(view, html.live).chunks()].join('');
}
class Renderer {
    view;
    live;
    onPath = new Set();
    sections = [];
    /** Characters left for page cards and finding lists. */
    budget = PREVIEW_BUDGET_CHARS;
    constructor(view, live) {
        this.view = view;
        this.live = live;
        const walk = (s) => {
            this.sections.push(s);
            s.choices.forEach(walk);
        };
        walk(view.root);
        let cur = view.root;
        while (cur) {
            this.onPath.add(cur.id);
            const next = cur.selected;
            cur = next !== undefined ? cur.choices.find((c) => c.id === next) : undefined;
        }
    }
    /** The page's lines, the empty ones left out, each after the line break that ends the one before. */
    *chunks() {
        let first = true;
        for (const part of this.parts()) {
            if (part === '')
                continue;
            yield first ? part : `\n${part}`;
            first = false;
        }
    }
    *parts() {
        const v = this.view;
        const s = v.summary;
        const title = `${v.siteName} · navigation preview`;
        const bodyStyle = v.primary ? ` style="--primary: ${e(v.primary)}"` : '';
        yield* [
            '<!DOCTYPE html>',
            '<html lang="en">',
            '<head>',
            '<meta charset="utf-8">',
            `<meta http-equiv="Content-Security-Policy" content="${e(this.live ? livePreviewCsp() : previewCsp())}">`,
            this.live ? `<meta name="navlint-build" content="${e(this.live.build)}">` : '',
            '<meta name="referrer" content="no-referrer">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            `<title>${e(title)}</title>`,
            `<style>${PREVIEW_STYLE}${v.changes ? changes/* CHANGES_STYLE */.S_ : ''}</style>`,
            '</head>',
            `<body${bodyStyle}>`,
            '<a class="skip" href="#main">Skip to content</a>',
            ...this.sections.filter((x) => x.banner).map((x) => this.banner(x)),
            '<header class="top">',
            `<div class="brand"><span class="logo" aria-hidden="true">${e(firstChar(v.siteName))}</span><span class="site">${e(v.siteName)}</span><span class="kicker">Navigation preview</span></div>`,
            `<div class="selectors">${this.choiceLists(['product', 'language', 'version'])}</div>`,
            '<ul class="counts" aria-label="Counts">',
            `<li title="${e(counts/* COUNT_DEFINITIONS */.lg.pages)}"><b>${count(v.counts.pages)}</b> ${v.counts.pages === 1 ? 'page' : 'pages'}</li>`,
            v.counts.apiPages > 0
                ? `<li title="${e(counts/* COUNT_DEFINITIONS */.lg.apiPages)}"><b>${count(v.counts.apiPages)}</b> API ${v.counts.apiPages === 1 ? 'page' : 'pages'}</li>`
                : '',
            `<li class="c-error"><b>${s.errors}</b> ${s.errors === 1 ? 'error' : 'errors'}</li>`,
            `<li class="c-warning"><b>${s.warnings}</b> ${s.warnings === 1 ? 'warning' : 'warnings'}</li>`,
            `<li class="c-notice"><b>${s.notices}</b> ${s.notices === 1 ? 'notice' : 'notices'}</li>`,
            '</ul>',
            (0,changes/* changesLink */.ar)(v.changes),
            '</header>',
            this.hasKind('tab') ? `<nav class="tabs" aria-label="Tabs">${this.choiceLists(['tab'])}</nav>` : '',
            '<div class="layout">',
            '<nav class="sidebar" aria-label="Sidebar">',
            '<div class="side-top">',
            ...this.sections.filter((x) => x.globals.length > 0).map((x) => this.globals(x)),
            this.choiceLists(['anchor', 'dropdown', 'menu-item']),
            '</div>',
            ...this.sections.filter((x) => x.sidebar).map((x) => this.panel(x)),
            this.drilldownNote(),
            '</nav>',
            '<main id="main" tabindex="-1">',
            '<noscript><p class="note">Scripts are off: the default selection is shown, and page links still open each page\'s card.</p></noscript>',
            this.overview(),
            (0,changes/* renderChanges */.O1)(v.changes, new Map(this.pages()
                .flatMap((p) => (p.url !== undefined ? [[p.url, p.id]] : []))
                .reverse())),
        ];
        yield* this.cards();
        yield* [
            v.siteFindings.length > 0
                ? `<div class="notes" aria-label="Findings about the whole site"><h2>Site-wide findings</h2>${this.findingList(v.siteFindings, false)}</div>`
                : '',
            ...this.sections.filter((x) => x.findings.length > 0).map((x) => this.notes(x)),
            this.allFindings(),
            this.hiddenOperations(),
            `<footer class="foot">navlint ${e(version/* VERSION */.x)} · ${e(v.configFile)}</footer>`,
            '</main>',
            '</div>',
            `<script>${PREVIEW_SCRIPT}</script>`,
            this.live ? `<script>${live/* LIVE_SCRIPT */.P}</script>` : '',
            '</body>',
            '</html>',
        ];
    }
    hidden(id) {
        return this.onPath.has(id) ? '' : ' hidden';
    }
    hasKind(kind) {
        return this.sections.some((s) => s.choiceKind === kind);
    }
    sectionLabel(s) {
        if (s.kind === 'language')
            return LANGUAGES[s.label] ?? s.label;
        return s.label;
    }
    banner(s) {
        const b = s.banner;
        const dismiss = b.dismissible
            ? '<button type="button" class="dismiss needs-js" data-dismiss aria-label="Dismiss the banner">×</button>'
            : '';
        return `<div class="banner" role="region" aria-label="${e(`Banner of ${this.sectionLabel(s)}`)}" data-owner="${s.id}"${this.hidden(s.id)}><span class="lang">${e(s.label)}</span><span>${renderBannerMarkdown(b.markdown)}</span>${dismiss}</div>`;
    }
    choiceLists(kinds) {
        return this.sections
            .filter((s) => s.choiceKind !== undefined && kinds.includes(s.choiceKind))
            .map((s) => s.choiceKind === 'tab' ? this.tabRow(s) : s.choiceKind === 'anchor' ? this.anchorList(s) : this.dropdown(s))
            .join('');
    }
    dropdown(parent) {
        const kind = KIND_NAME[parent.choiceKind] ?? 'Choice';
        const what = parent.choiceKind === 'menu-item' ? this.sectionLabel(parent) || kind : kind;
        const current = parent.choices
            .filter((c) => !c.link)
            .map((c) => `<span class="cur" data-cur="${c.id}" data-parent="${parent.id}"${c.id === parent.selected ? '' : ' hidden'}>${this.optionBody(c, false)}</span>`)
            .join('');
        const options = parent.choices.map((c) => `<li>${this.option(parent, c, 'opt')}</li>`).join('');
        return `<div class="choice" data-owner="${parent.id}"${this.hidden(parent.id)}><details class="dd"><summary><span class="what">${e(what)}</span>${current}</summary><ul class="menu" aria-label="${e((0,report_text/* plural */.LS)(parent.choices.length, kind.toLowerCase()))}">${options}</ul></details></div>`;
    }
    tabRow(parent) {
        return `<div class="choice" data-owner="${parent.id}"${this.hidden(parent.id)}>${parent.choices.map((c) => this.option(parent, c, 'tab')).join('')}</div>`;
    }
    anchorList(parent) {
        return `<ul class="anchors choice" aria-label="Anchors" data-owner="${parent.id}"${this.hidden(parent.id)}>${parent.choices.map((c) => `<li>${this.option(parent, c, 'anchor')}</li>`).join('')}</ul>`;
    }
    optionBody(c, withDescription) {
        const icon = c.icon ? iconBox(c.icon) : '';
        const desc = withDescription && (c.description || c.kind === 'language')
            ? `<span class="desc">${e(c.description ?? c.label)}</span>`
            : '';
        const tag = c.tag ? ` <span class="badge" title="${e(c.tag)}">${e(c.tag)}</span>` : '';
        const hidden = c.hidden ? ' <span class="badge muted">hidden</span>' : '';
        return `${icon}<span class="grow" title="${e(this.sectionLabel(c))}">${e(this.sectionLabel(c))}${desc}</span>${tag}${hidden}${this.marker(c.findings)}`;
    }
    option(parent, c, cls) {
        if (c.link)
            return this.linkElement(c.link, cls, this.optionBody(c, cls === 'opt'));
        const current = c.id === parent.selected ? ' aria-current="true"' : '';
        return `<button type="button" class="${cls}" data-sel="${c.id}" data-parent="${parent.id}" data-path="${c.path.join(' ')}"${current}>${this.optionBody(c, cls === 'opt')}</button>`;
    }
    linkElement(link, cls, body) {
        const classes = (extra) => (cls || extra ? ` class="${[cls, extra].filter(Boolean).join(' ')}"` : '');
        if (link.href === undefined)
            return `<span${classes('refused')} id="${link.id}" title="${e(`Link not shown: ${link.raw}`)}">${body}<span class="badge bad">unsafe link</span></span>`;
        if (link.external)
            return `<a${classes('')} id="${link.id}" href="${e(link.href)}" target="_blank" rel="noopener noreferrer">${body}<span class="ext-mark" aria-hidden="true">↗</span><span class="sr-only"> (external link)</span></a>`;
        return `<a${classes('')} id="${link.id}" href="${e(link.href)}">${body}</a>`;
    }
    globals(s) {
        const items = s.globals
            .map((l) => `<li>${this.linkElement(l, '', `${l.icon ? iconBox(l.icon) : ''}<span class="grow">${e(l.label)}</span>${this.marker(l.findings)}`)}</li>`)
            .join('');
        return `<ul class="links" aria-label="Global anchors" data-owner="${s.id}"${this.hidden(s.id)}>${items}</ul>`;
    }
    panel(s) {
        const leaf = this.leafOfDefaultPath();
        const items = s.sidebar;
        const body = items.length > 0
            ? `<ul class="nav-list">${items.map((i) => this.item(i)).join('')}</ul>`
            : '<p class="empty">No pages here.</p>';
        return `<div class="panel" data-leaf="${s.id}" data-path="${s.path.join(' ')}"${s.id === leaf ? '' : ' hidden'}>${body}</div>`;
    }
    leafOfDefaultPath() {
        let cur = this.view.root;
        while (cur.selected !== undefined)
            cur = cur.choices.find((c) => c.id === cur.selected);
        return cur.id;
    }
    item(i) {
        return i.type === 'group' ? this.group(i) : `<li>${this.pageLink(i)}</li>`;
    }
    group(g) {
        const icon = g.icon ? iconBox(g.icon) : '';
        const tag = g.tag ? `<span class="badge" title="${e(g.tag)}">${e(g.tag)}</span>` : '';
        const hidden = g.hidden ? '<span class="badge muted">hidden</span>' : '';
        const label = g.root
            ? `<a href="#${g.root.id}" data-page class="grow" title="${e(`Opens the group's root page: ${g.root.title}`)}">${e(g.label)}</a>`
            : `<span class="grow">${e(g.label)}</span>`;
        const head = `${icon}${label}${tag}${hidden}${this.marker(g.findings)}`;
        const findings = g.findings.length > 0 ? this.findingList(g.findings, false, true) : '';
        const list = `<ul class="grp-items">${g.items.map((i) => this.item(i)).join('')}</ul>`;
        if (!g.nested)
            return `<li class="grp" id="${g.id}"><div class="grp-h">${head}</div>${findings}${list}</li>`;
        return `<li class="grp nested" id="${g.id}"><details${g.expanded ? ' open' : ''}><summary>${head}</summary>${findings}${list}</details></li>`;
    }
    pageLink(p) {
        const broken = p.status !== 'found' && p.status !== 'operation' && p.status !== 'generated';
        const cls = `pg${broken ? ' broken' : ''}${p.hidden ? ' hidden-page' : ''}`;
        const method = p.operation ? methodBadge(p.operation.method) : '';
        const label = broken
            ? `${p.status === 'unresolved' ? 'unresolved operation' : statusText(p)}: ${p.entry ?? p.title}`
            : p.title;
        return `<a class="${cls}" href="#${p.id}" data-page title="${e(label)}">${method}<span class="grow">${e(p.title)}</span>${(0,changes/* sidebarMark */.On)(this.view.changes, p.url)}${this.marker(p.findings)}</a>`;
    }
    marker(findings) {
        if (findings.length === 0)
            return '';
        const by = { error: 0, warning: 0, notice: 0 };
        let worst = 'notice';
        for (const i of findings) {
            const sev = this.view.findings[i].severity;
            by[sev]++;
            if (RANK[sev] > RANK[worst])
                worst = sev;
        }
        const parts = ['error', 'warning', 'notice'].filter((k) => by[k] > 0).map((k) => (0,report_text/* plural */.LS)(by[k], k));
        return `<span class="mk mk-${worst}" role="img" aria-label="${e(parts.join(', '))}" title="${e(parts.join(', '))}">${findings.length}</span>`;
    }
    findingList(indices, showTarget, compact = false) {
        const items = indices.map((i) => {
            const f = this.view.findings[i];
            const help = f.help ? `<span class="help">help: ${htmlMessage(f.help)}</span>` : '';
            const rule = `<a href="${e((0,rule_docs/* ruleDocUrl */.C)(f.rule))}" target="_blank" rel="noopener noreferrer">${e(f.rule)}<span class="sr-only"> (external link)</span></a>`;
            const target = showTarget && f.targetId
                ? ` · at <a href="#${/^s\d+$/.test(f.targetId) ? `notes-${f.targetId}` : f.targetId}">${e(f.targetLabel ?? '')}</a>`
                : '';
            const location = compact ? f.location.replace(/^.*\//, '') : f.location;
            return `<li class="f f-${f.severity}"><span class="sev">${f.severity}</span>${htmlMessage(f.message)}${help}<span class="where"><code title="${e(f.location)}">${e(location)}</code> · ${rule}${target}</span></li>`;
        });
        return `<ul class="fl">${items.join('')}</ul>`;
    }
    notes(s) {
        const name = s.kind === 'root' ? 'Navigation' : `${KIND_NAME[s.kind] ?? s.kind} ${this.sectionLabel(s)}`;
        return `<div class="notes" id="notes-${s.id}" data-owner="${s.id}" data-path="${s.path.join(' ')}"${this.hidden(s.id)}><h2>${e(name)}</h2>${this.findingList(s.findings, false)}</div>`;
    }
    overview() {
        const v = this.view;
        const stat = (n, label, cls = '', title) => `<div class="stat${cls}"${title ? ` title="${e(title)}"` : ''}><b>${count(n)}</b><span>${e(label)}</span></div>`;
        return [
            '<article class="card overview" aria-labelledby="overview-title">',
            '<p class="eyebrow">Navigation preview</p>',
            `<h1 id="overview-title">${e(v.siteName)}</h1>`,
            v.description ? `<p class="lede">${e(v.description)}</p>` : '',
            '<div class="stats">',
            stat(v.counts.pages, v.counts.pages === 1 ? 'page' : 'pages', '', counts/* COUNT_DEFINITIONS */.lg.pages),
            stat(v.counts.apiPages, v.counts.apiPages === 1 ? 'API page' : 'API pages', '', counts/* COUNT_DEFINITIONS */.lg.apiPages),
            stat(v.counts.pageFiles, v.counts.pageFiles === 1 ? 'page file' : 'page files', '', counts/* COUNT_DEFINITIONS */.lg.pageFiles),
            stat(v.summary.errors, v.summary.errors === 1 ? 'error' : 'errors', ' s-error'),
            stat(v.summary.warnings, v.summary.warnings === 1 ? 'warning' : 'warnings', ' s-warning'),
            stat(v.summary.notices, v.summary.notices === 1 ? 'notice' : 'notices', ' s-notice'),
            '</div>',
            `<p>This is the navigation of <code>${e(v.configFile)}</code> as readers will get it: dropped parts left out, API pages listed or generated from the OpenAPI documents (<span title="${e(counts/* COUNT_DEFINITIONS */.lg.generatedPages)}">${count(v.counts.generatedPages)} generated</span>).${v.counts.unlistedPageFiles > 0 ? ` <span title="${e(counts/* COUNT_DEFINITIONS */.lg.unlistedPageFiles)}">${count(v.counts.unlistedPageFiles)} of the ${count(v.counts.pageFiles)} page files ${v.counts.unlistedPageFiles === 1 ? 'is' : 'are'} in no navigation entry</span>: reachable by URL, absent from the sidebar.` : ''} Select a page in the sidebar to see its file, its URL and its findings.</p>`,
            v.coverage ? coverageTable(v.coverage) : '',
            '</article>',
        ].join('');
    }
    pages() {
        const out = [];
        const walk = (items) => {
            for (const i of items) {
                if (i.type === 'page')
                    out.push(i);
                else {
                    if (i.root)
                        out.push(i.root);
                    walk(i.items);
                }
            }
        };
        for (const s of this.sections)
            if (s.sidebar)
                walk(s.sidebar);
        return out;
    }
    card(p) {
        const rows = [];
        const row = (k, v) => rows.push(`<dt>${e(k)}</dt><dd>${v}</dd>`);
        if (p.heading !== undefined)
            row('Sidebar label', `${e(p.title)} <span class="ok">(sidebarTitle)</span>`);
        if (p.entry !== undefined)
            row(p.isRoot ? 'Group root' : 'Navigation entry', `<code>${e(p.entry)}</code>${p.position ? ` <span class="ok">at ${e(p.position)}</span>` : ''}`);
        if (p.reference)
            row(p.reference.kind === 'graphql' ? 'GraphQL schema' : 'AsyncAPI document', `<code>${e(p.reference.source)}</code> <span class="ok">(generated from the document)</span>`);
        else if (p.status !== 'operation' && p.status !== 'unresolved')
            row('Page file', p.file !== undefined && p.status === 'found'
                ? `<code>${e(p.file)}</code>`
                : `<span class="badge bad">${e(statusText(p))}</span>${p.file !== undefined ? ` <code>${e(p.file)}</code>` : ''}`);
        if (p.url !== undefined && p.status !== 'unresolved')
            row('URL', `<code>${e(p.url)}</code>`);
        if (p.operation) {
            const o = p.operation;
            const how = p.status === 'unresolved'
                ? 'matches no operation'
                : o.bound
                    ? 'bound by the page\u2019s openapi metadata'
                    : o.generated
                        ? 'generated from the document'
                        : 'listed in the navigation';
            row('Operation', `${methodBadge(o.method)} <code>${e(o.path)}</code>${o.spec ? ` in <code>${e(o.spec)}</code>` : ''} <span class="ok">(${e(how)})</span>`);
        }
        if (p.hidden)
            row('Visibility', 'x-hidden: left out of generated navigation');
        const crumbs = p.crumbs.length > 0
            ? `<nav class="crumbs" aria-label="Breadcrumb"><ol>${p.crumbs.map((c) => `<li>${e(c)}</li>`).join('')}</ol></nav>`
            : '';
        const findings = p.findings.length > 0 ? this.findingList(p.findings, false) : '<p class="ok">No findings on this page.</p>';
        return `<article class="card" id="${p.id}" tabindex="-1" aria-labelledby="${p.id}-title">${crumbs}<h1 id="${p.id}-title">${p.operation ? `${methodBadge(p.operation.method)} ` : ''}${e(p.heading ?? p.title)}</h1><dl class="meta">${rows.join('')}</dl><h2>Findings</h2>${findings}</article>`;
    }
    /** The page cards, as many as the budget holds (the findings list keeps a part of it), then a note. */
    *cards() {
        const pages = this.pages();
        let shown = 0;
        const reserve = this.budget / 4;
        for (const p of pages) {
            const card = this.card(p);
            if (this.budget - card.length < reserve)
                break;
            this.budget -= card.length;
            shown++;
            yield card;
        }
        if (shown < pages.length)
            yield `<p class="note">${e(`The preview shows ${count(shown)} of ${count(pages.length)} pages, to keep this file small enough for a browser: navlint check lists every finding.`)}</p>`;
    }
    allFindings() {
        const v = this.view;
        const n = v.findings.length;
        let body = '<p class="ok">No findings: navlint found nothing to report.</p>';
        if (n > 0) {
            const shown = [];
            for (let i = 0; i < n && this.budget > 0; i++) {
                shown.push(i);
                this.budget -= v.findings[i].message.length + (v.findings[i].help?.length ?? 0) + 300;
            }
            body = this.findingList(shown, true);
            if (shown.length < n)
                body += `<p class="note">${e(`The list shows ${count(shown.length)} of ${count(n)} findings, to keep this file small enough for a browser: navlint check lists every one.`)}</p>`;
        }
        return `<section class="all" aria-labelledby="all-findings"><h2 id="all-findings">All findings <span class="n">${n}</span></h2>${body}</section>`;
    }
    hiddenOperations() {
        const ops = this.view.hiddenOperations;
        if (ops.length === 0)
            return '';
        const items = ops
            .map((o) => `<li>${methodBadge(o.method)}<span class="grow">${e(o.title)} <code>${e(o.path)}</code>${o.crumbs.length ? `<span class="in">under ${e(o.crumbs.join(' › '))}</span>` : ''}</span><code>${e(o.url)}</code><span class="ok">${e(o.position)}</span></li>`)
            .join('');
        return `<section class="all" aria-labelledby="not-in-nav"><h2 id="not-in-nav">Not in navigation <span class="n">${ops.length}</span></h2><p class="ok">Operations marked <code>x-hidden: true</code>: their pages are generated, but no navigation lists them.</p><ul class="ops">${items}</ul></section>`;
    }
    drilldownNote() {
        const d = this.view.drilldown;
        const text = d === true
            ? 'Selecting a group opens its first page (<code>interaction.drilldown: true</code>).'
            : d === false
                ? 'Selecting a group only expands or collapses it (<code>interaction.drilldown: false</code>).'
                : '<code>interaction.drilldown</code> is not set: the theme decides whether selecting a group opens its first page.';
        return `<p class="note">${text} A group with a <code>root</code> opens that page. Nested groups start collapsed unless <code>expanded: true</code>; top-level groups are always open.</p>`;
    }
}
/** A finding's message as HTML: navlint's backtick spans as code, everything escaped. */
function htmlMessage(message) {
    return (0,report_message/* messageParts */.A)(message)
        .map((part) => (part.code ? `<code>${e(part.text)}</code>` : e(part.text)))
        .join('');
}
/**
 * Each language's coverage as a table: its pages, the default language's pages it lacks, its pages older than their
 * source in git (– when git could not tell) and the share of the default language it has.
 */
function coverageTable(rows) {
    const head = ['Language', 'Pages', 'Missing', 'Stale', 'Translated'].map((h) => `<th scope="col">${h}</th>`);
    const body = rows.map((r) => {
        const name = `${r.under !== undefined ? `${r.under} › ` : ''}${r.language}${r.default ? ' (default)' : ''}`;
        const cells = [count(r.pages), count(r.missing), r.stale === undefined ? '–' : count(r.stale), `${r.translated}%`];
        return `<tr><th scope="row">${e(name)}</th>${cells.map((c) => `<td>${e(c)}</td>`).join('')}</tr>`;
    });
    const table = `<table class="coverage" aria-label="Translations"><caption>Translations</caption><thead><tr>${head.join('')}</tr></thead><tbody>${body.join('')}</tbody></table>`;
    return rows.some((r) => r.stale === undefined)
        ? `${table}<p class="coverage-note">${htmlMessage(translations/* UNDATED */.oc)}</p>`
        : table;
}
function count(n) {
    return n.toLocaleString('en-US');
}
function firstChar(s) {
    const c = [...s.trim()][0];
    return c ? c.toUpperCase() : '?';
}
function iconBox(name) {
    const letter = firstChar(name.replace(/^fa[a-z]?-/, ''));
    return `<span class="ico" aria-hidden="true" title="${e(`icon: ${name}`)}">${e(letter)}</span>`;
}
function methodBadge(method) {
    const m = method.toUpperCase();
    const cls = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'WEBHOOK'].includes(m) ? m.toLowerCase() : 'other';
    return `<span class="m m-${cls}">${e(m === 'DELETE' ? 'DEL' : m === 'WEBHOOK' ? 'HOOK' : m)}</span>`;
}
function statusText(p) {
    switch (p.status) {
        case 'missing':
            return 'no page file';
        case 'ignored':
            return 'excluded by .mintignore';
        case 'outside':
            return 'outside the docs root';
        case 'directory':
            return 'a folder, not a page';
        case 'unresolved':
            return 'unresolved operation';
        default:
            return p.status;
    }
}


/***/ }),

/***/ 10376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ LIVE_SCRIPT)
/* harmony export */ });
/**
 * The script of a served preview (`navlint preview --watch`): it listens to the server's events and, when a new
 * preview is built, reloads the page, keeping the selected product, language, version and tab. It reads the
 * page's build id from `<meta name="navlint-build">`, never writes markup, and talks only to its own origin
 * (`connect-src 'self'`). Its SHA-256 is allowed by the page's Content-Security-Policy, so it must stay a constant.
 */
const LIVE_SCRIPT = `(function () {
  'use strict';
  var doc = document;
  var meta = doc.querySelector('meta[name="navlint-build"]');
  if (!meta || typeof EventSource === 'undefined') return;
  var build = meta.getAttribute('content');
  var KEY = 'navlint-selection';
  var saved = null;
  try { saved = JSON.parse(sessionStorage.getItem(KEY) || 'null'); sessionStorage.removeItem(KEY); } catch (e) { saved = null; }
  if (saved && saved.length) saved.forEach(function (pair) {
    if (!/^[A-Za-z0-9_-]+$/.test(pair[0]) || !/^[A-Za-z0-9_-]+$/.test(pair[1])) return;
    var choice = doc.querySelector('[data-parent="' + pair[0] + '"][data-sel="' + pair[1] + '"]');
    if (choice && choice.getAttribute('aria-current') !== 'true') choice.click();
  });
  var source = new EventSource('/events');
  source.addEventListener('build', function (e) {
    if (e.data === build) return;
    var pairs = Array.prototype.map.call(doc.querySelectorAll('[data-sel][aria-current="true"]'), function (b) {
      return [b.getAttribute('data-parent'), b.getAttribute('data-sel')];
    });
    try { sessionStorage.setItem(KEY, JSON.stringify(pairs)); } catch (err) { /* the default selection then */ }
    source.close();
    location.reload();
  });
})();
`;


/***/ }),

/***/ 96127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ buildPreview)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73054);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56107);
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46255);
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(49337);
/* harmony import */ var _model_nav_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(70380);
/* harmony import */ var _model_counts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(24325);
/* harmony import */ var _model_translations_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53137);
/* harmony import */ var _model_pages_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5449);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6853);
/* harmony import */ var _model_diff_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(24206);
/* harmony import */ var _model_generated_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(52760);
/* harmony import */ var _changes_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(49389);
/* harmony import */ var _fix_changes_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(64786);














const SECTION_KINDS = new Set([
    'product',
    'language',
    'version',
    'tab',
    'anchor',
    'dropdown',
    'menu-item',
]);
/** Builds what the preview shows from a check's result: the navigation as readers get it, with every finding placed. */
function buildPreview(result, options) {
    return new Builder(result, options).build();
}
class Builder {
    result;
    options;
    model;
    ids = new Set();
    nextNumber = new Map();
    candidates = [];
    pagesByFile = new Map();
    entryResults = new Map();
    pageTargets = new Map();
    sectionCount = 0;
    bindings = new Map();
    allPages = [];
    links = [];
    crumbsOf = new Map();
    constructor(result, options) {
        this.result = result;
        this.options = options;
        this.model = result.model;
        for (const r of this.model.openapi?.entryResults ?? [])
            this.entryResults.set(r.entry, r);
        for (const b of this.model.openapi?.bindings ?? [])
            if (b.status === 'matched' && b.op && !this.bindings.has(b.file))
                this.bindings.set(b.file, b.op);
    }
    build() {
        const m = this.model;
        const docs = m.docs;
        const name = stringAt(docs, 'name');
        const primary = stringAt((0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_12__/* .getProp */ .GT)(docs, 'colors')?.value, 'primary');
        const drilldown = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_12__/* .getProp */ .GT)((0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_12__/* .getProp */ .GT)(docs, 'interaction')?.value, 'drilldown')?.value;
        const root = m.nav
            ? this.section(m.nav, [], [])
            : {
                id: this.sectionId(),
                kind: 'root',
                label: name ?? 'Documentation',
                isDefault: true,
                hidden: false,
                choices: [],
                sidebar: [],
                globals: [],
                path: ['s0'],
                crumbs: [],
                findings: [],
            };
        // Relative links that name a page of the preview lead to its card.
        for (const { link, path: p } of this.links)
            if (p !== undefined && this.pageTargets.has(p))
                link.href = '#' + this.pageTargets.get(p);
        const view = {
            siteName: name ?? node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(m.root),
            ...(stringAt(docs, 'description') !== undefined ? { description: stringAt(docs, 'description') } : {}),
            ...(primary !== undefined && /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(primary) ? { primary } : {}),
            ...(drilldown?.type === 'boolean' ? { drilldown: drilldown.value } : {}),
            root,
            findings: [],
            siteFindings: [],
            hiddenOperations: this.hiddenOperations().map(({ op, url, element }) => ({
                crumbs: this.crumbsOf.get(element) ?? [],
                method: op.method,
                path: op.path,
                title: op.summary ?? `${op.method} ${op.path}`,
                url,
                spec: op.spec.rel,
                position: this.where(op.span.file, op.span.start),
            })),
            summary: this.result.summary,
            counts: (0,_model_counts_js__WEBPACK_IMPORTED_MODULE_5__/* .siteCounts */ .wC)(m),
            configFile: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__.displayPath)(m.configFile, this.options.baseDir),
        };
        const coverage = (0,_model_translations_js__WEBPACK_IMPORTED_MODULE_6__.coverageOf)(m);
        if (coverage.length > 0)
            view.coverage = coverage;
        const diff = (0,_model_diff_js__WEBPACK_IMPORTED_MODULE_9__/* .navDiffOf */ .cZ)(m);
        if (diff)
            view.changes = (0,_changes_js__WEBPACK_IMPORTED_MODULE_10__/* .buildChangesView */ .lg)(diff, m.base?.label ?? 'the base');
        this.placeFindings(view);
        return view;
    }
    /** The operations `hiddenOperations()` lists, each with the element that generates it. */
    hiddenOperations() {
        const oa = this.model.openapi;
        if (!oa)
            return [];
        const byOp = new Map();
        for (const es of oa.elementSpecs)
            for (const o of es.generated)
                (byOp.get(o) ?? byOp.set(o, []).get(o)).push(es.element);
        const seen = new Map();
        return oa.hiddenOperations().map(({ op, url }) => {
            const n = seen.get(op) ?? 0;
            seen.set(op, n + 1);
            return { op, url, element: byOp.get(op)[n] };
        });
    }
    sectionId() {
        return `s${this.sectionCount++}`;
    }
    uniqueId(base) {
        const clean = base
            .toLowerCase()
            .replace(/[^a-z0-9_]+/g, '-')
            .replace(/^-+|-+$/g, '')
            .slice(0, 80) || 'item';
        let id = clean;
        // Numbers below the one last given for this base are taken: thousands of one label cost no search each.
        let n = this.nextNumber.get(clean) ?? 2;
        for (; this.ids.has(id); n++)
            id = `${clean}-${n}`;
        this.nextNumber.set(clean, n);
        this.ids.add(id);
        return id;
    }
    where(file, pos) {
        return `${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__.displayPath)(file, this.options.baseDir)}:${pos.line}:${pos.column}`;
    }
    section(el, parentPath, parentCrumbs) {
        const id = this.sectionId();
        const label = el.kind === 'root' ? (stringAt(this.model.docs, 'name') ?? 'Documentation') : (el.label ?? '');
        const crumbs = el.kind === 'root' ? [] : [...parentCrumbs, label];
        this.crumbsOf.set(el, crumbs);
        const view = {
            id,
            kind: el.kind,
            label,
            isDefault: boolAt(el.node, 'default') === true,
            hidden: boolAt(el.node, 'hidden') === true,
            choices: [],
            globals: [],
            path: [...parentPath, id],
            crumbs,
            findings: [],
        };
        const icon = iconName((0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_12__/* .getProp */ .GT)(el.node, 'icon')?.value);
        if (icon)
            view.icon = icon;
        const tag = stringAt(el.node, 'tag');
        if (tag)
            view.tag = tag;
        const description = stringAt(el.node, 'description');
        if (description)
            view.description = description;
        const banner = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_12__/* .getProp */ .GT)(el.node, 'banner')?.value;
        const content = stringAt(banner, 'content');
        if (el.kind === 'language' && content !== undefined && content.trim() !== '')
            view.banner = { markdown: content, dismissible: boolAt(banner, 'dismissible') === true };
        this.candidates.push({ id, span: el.node.span, findings: view.findings, label: (0,_model_nav_js__WEBPACK_IMPORTED_MODULE_4__/* .describeElement */ .AP)(el) });
        const children = el.items.filter((i) => !((0,_model_nav_js__WEBPACK_IMPORTED_MODULE_4__/* .isElement */ .vq)(i) && i.kind === 'global'));
        for (const g of el.items)
            if ((0,_model_nav_js__WEBPACK_IMPORTED_MODULE_4__/* .isElement */ .vq)(g) && g.kind === 'global')
                for (const entry of g.items)
                    if ((0,_model_nav_js__WEBPACK_IMPORTED_MODULE_4__/* .isElement */ .vq)(entry))
                        view.globals.push(this.link(entry));
        const childSections = children.filter((i) => (0,_model_nav_js__WEBPACK_IMPORTED_MODULE_4__/* .isElement */ .vq)(i) && SECTION_KINDS.has(i.kind));
        if (childSections.length > 0) {
            view.choiceKind = childSections[0].kind;
            view.choices = childSections.map((c) => this.section(c, view.path, crumbs));
            const selectable = view.choices.filter((c) => !c.link);
            const chosen = selectable.find((c) => c.isDefault && !c.hidden) ?? selectable.find((c) => !c.hidden) ?? selectable[0];
            if (chosen)
                view.selected = chosen.id;
            else
                view.sidebar = [];
            return view;
        }
        const href = stringAt(el.node, 'href');
        const generated = (0,_model_generated_js__WEBPACK_IMPORTED_MODULE_13__/* .generatedFor */ .Z)(this.model, el);
        if (href !== undefined && children.length === 0 && generated.length === 0 && el.kind !== 'root') {
            view.link = this.link(el);
            return view;
        }
        view.sidebar = [...this.items(children, crumbs, false), ...generated.map((n) => this.generated(n, crumbs, false))];
        return view;
    }
    link(el) {
        const raw = stringAt(el.node, 'href') ?? '';
        const target = (0,_escape_js__WEBPACK_IMPORTED_MODULE_8__/* .classifyHref */ .om)(raw);
        const link = {
            id: this.uniqueId(`link-${el.label ?? 'link'}`),
            label: el.label ?? raw,
            raw,
            external: target.kind === 'absolute',
            findings: [],
        };
        if (target.kind !== 'refused')
            link.href = target.href;
        const icon = iconName((0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_12__/* .getProp */ .GT)(el.node, 'icon')?.value);
        if (icon)
            link.icon = icon;
        this.candidates.push({ id: link.id, span: el.node.span, findings: link.findings, label: (0,_model_nav_js__WEBPACK_IMPORTED_MODULE_4__/* .describeElement */ .AP)(el) });
        const pagePath = target.kind === 'relative' && !target.href.startsWith('#')
            ? decodeSafe(target.href.replace(/[?#].*$/, '')).replace(/^\/+|\/+$/g, '')
            : undefined;
        this.links.push({ link, path: pagePath });
        return link;
    }
    items(items, crumbs, nested) {
        const out = [];
        for (const item of items) {
            if (!(0,_model_nav_js__WEBPACK_IMPORTED_MODULE_4__/* .isElement */ .vq)(item))
                out.push(this.entry(item, crumbs));
            else if (item.kind === 'group')
                out.push(this.group(item, crumbs, nested));
        }
        return out;
    }
    group(el, parentCrumbs, nested) {
        const label = el.label ?? '';
        const crumbs = [...parentCrumbs, label];
        this.crumbsOf.set(el, crumbs);
        const view = {
            type: 'group',
            id: this.uniqueId(`group-${label}`),
            label,
            nested,
            expanded: boolAt(el.node, 'expanded') === true,
            generated: false,
            hidden: boolAt(el.node, 'hidden') === true,
            items: [],
            findings: [],
        };
        const icon = iconName((0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_12__/* .getProp */ .GT)(el.node, 'icon')?.value);
        if (icon)
            view.icon = icon;
        const tag = stringAt(el.node, 'tag');
        if (tag)
            view.tag = tag;
        this.candidates.push({ id: view.id, span: el.node.span, findings: view.findings, label: (0,_model_nav_js__WEBPACK_IMPORTED_MODULE_4__/* .describeElement */ .AP)(el) });
        const rootProp = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_12__/* .getProp */ .GT)(el.node, 'root')?.value;
        if (rootProp?.type === 'string')
            view.root = this.pageFile(rootProp.value, rootProp.span, crumbs, true);
        view.items = this.items(el.items, crumbs, true);
        for (const n of (0,_model_generated_js__WEBPACK_IMPORTED_MODULE_13__/* .generatedFor */ .Z)(this.model, el))
            view.items.push(this.generated(n, crumbs, true));
        return view;
    }
    entry(entry, crumbs) {
        const selected = entry.graphql ? this.model.references?.selectedNode(entry) : undefined;
        if (selected?.reference) {
            const page = this.referencePage(selected, selected.reference, crumbs);
            page.entry = entry.raw;
            page.position = this.where(entry.node.span.file, entry.node.span.start);
            return page;
        }
        const node = this.model.openapi?.entryNode(entry);
        if (node) {
            const page = this.operationPage(node, crumbs);
            page.entry = entry.raw;
            page.position = this.where(entry.node.span.file, entry.node.span.start);
            this.candidates.push({
                id: page.id,
                span: entry.node.span,
                findings: page.findings,
                label: `page ${JSON.stringify(page.title)}`,
            });
            return page;
        }
        const r = this.entryResults.get(entry);
        if (entry.operation && r?.status !== 'file') {
            const op = entry.operation;
            const page = {
                type: 'page',
                id: this.uniqueId(`page-${op.method}-${op.path}`),
                title: entry.raw,
                entry: entry.raw,
                status: 'unresolved',
                operation: {
                    method: op.method.toUpperCase(),
                    path: op.path,
                    ...(op.spec !== undefined ? { spec: op.spec } : {}),
                    generated: false,
                    hidden: false,
                    bound: false,
                },
                position: this.where(entry.node.span.file, entry.node.span.start),
                crumbs,
                hidden: false,
                isRoot: false,
                findings: [],
            };
            this.allPages.push(page);
            this.candidates.push({
                id: page.id,
                span: entry.node.span,
                findings: page.findings,
                label: `entry ${JSON.stringify(entry.raw)}`,
            });
            return page;
        }
        return this.pageFile(entry.raw, entry.node.span, crumbs, false);
    }
    pageFile(raw, span, crumbs, isRoot) {
        const p = raw
            .trim()
            .replace(/\\/g, '/')
            .replace(/^(?:\.\/)+/, '')
            .replace(/^\/+/, '');
        const normalized = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(p || '.').replace(/\/+$/, '');
        const pagePath = normalized === '.' ? '' : normalized;
        const res = this.model.files.resolvePage(pagePath);
        const file = res.status === 'found' || res.status === 'ignored' ? res.file : undefined;
        const meta = file !== undefined && res.status === 'found' ? this.model.openapi?.pageMeta.get(file) : undefined;
        const bound = file !== undefined && res.status === 'found' ? this.bindings.get(file) : undefined;
        const url = (0,_load_files_js__WEBPACK_IMPORTED_MODULE_3__/* .pageUrl */ .fi)(pagePath);
        const title = (0,_model_pages_js__WEBPACK_IMPORTED_MODULE_7__/* .sidebarLabel */ .ni)(meta, bound?.summary, pagePath || raw);
        const heading = (0,_model_pages_js__WEBPACK_IMPORTED_MODULE_7__/* .sidebarLabel */ .ni)({ title: meta?.title }, bound?.summary, pagePath || raw);
        const page = {
            type: 'page',
            id: this.uniqueId(`page-${pagePath || raw}`),
            title,
            ...(heading !== title ? { heading } : {}),
            entry: raw,
            ...(file !== undefined ? { file } : {}),
            url,
            status: res.status,
            position: this.where(span.file, span.start),
            crumbs,
            hidden: false,
            isRoot,
            findings: [],
        };
        if (bound)
            page.operation = {
                method: bound.method,
                path: bound.path,
                spec: bound.spec.rel,
                generated: false,
                hidden: bound.hidden,
                bound: true,
            };
        this.allPages.push(page);
        if (!this.pageTargets.has(pagePath))
            this.pageTargets.set(pagePath, page.id);
        if (file !== undefined) {
            const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(this.model.root, file);
            (this.pagesByFile.get(abs) ?? this.pagesByFile.set(abs, []).get(abs)).push(page);
        }
        this.candidates.push({ id: page.id, span, findings: page.findings, label: `page ${JSON.stringify(page.title)}` });
        return page;
    }
    operationPage(node, crumbs) {
        const page = {
            type: 'page',
            id: this.uniqueId(`page-${node.url ?? `${node.method}-${node.operationPath}`}`),
            title: node.label ?? `${node.method} ${node.operationPath}`,
            ...(node.url !== undefined ? { url: node.url } : {}),
            status: 'operation',
            operation: {
                method: node.method ?? '',
                path: node.operationPath ?? '',
                ...(node.spec !== undefined ? { spec: node.spec } : {}),
                generated: node.generated === true,
                hidden: node.hidden === true,
                bound: false,
            },
            crumbs,
            hidden: node.hidden === true,
            isRoot: false,
            findings: [],
        };
        this.allPages.push(page);
        if (node.url !== undefined) {
            const key = node.url.replace(/^\/+/, '');
            if (!this.pageTargets.has(key))
                this.pageTargets.set(key, page.id);
        }
        return page;
    }
    /** A page generated from a GraphQL schema or an AsyncAPI document. */
    referencePage(node, reference, crumbs) {
        const page = {
            type: 'page',
            id: this.uniqueId(`page-${node.url ?? node.label ?? 'generated'}`),
            title: node.label ?? node.url ?? '',
            ...(node.url !== undefined ? { url: node.url } : {}),
            status: 'generated',
            reference,
            crumbs,
            hidden: false,
            isRoot: false,
            findings: [],
        };
        this.allPages.push(page);
        if (node.url !== undefined) {
            const key = node.url.replace(/^\/+/, '');
            if (!this.pageTargets.has(key))
                this.pageTargets.set(key, page.id);
        }
        return page;
    }
    generated(node, crumbs, nested) {
        if (node.kind === 'page' && node.reference)
            return this.referencePage(node, node.reference, crumbs);
        if (node.kind !== 'group')
            return this.operationPage(node, crumbs);
        const label = node.label ?? '';
        const inner = [...crumbs, label];
        return {
            type: 'group',
            id: this.uniqueId(`group-${label}`),
            label,
            nested,
            expanded: false,
            generated: true,
            hidden: false,
            items: (node.children ?? []).map((c) => this.generated(c, inner, true)),
            findings: [],
        };
    }
    /**
     * Puts each finding at the innermost shown element whose span holds its start, or at every card of the page file it
     * is in. The view lists them errors first, then warnings, then notices (each in the check's order), so that every
     * list of findings in the preview, and the part of it a size limit keeps, starts with what fails the run.
     */
    placeFindings(view) {
        const diagnostics = this.result.diagnostics;
        const innermost = innermostCandidates(this.candidates, diagnostics);
        const order = diagnostics
            .map((_, i) => i)
            .sort((a, b) => _core_types_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITY_RANK */ .f[diagnostics[b].severity] - _core_types_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITY_RANK */ .f[diagnostics[a].severity] || a - b);
        order.forEach((at, index) => {
            const d = diagnostics[at];
            const finding = {
                severity: d.severity,
                rule: d.rule,
                message: d.message,
                location: this.where(d.span.file, d.span.start),
            };
            const help = (0,_fix_changes_js__WEBPACK_IMPORTED_MODULE_11__/* .helpText */ .BK)(d, this.result.sources);
            if (help !== undefined)
                finding.help = help;
            view.findings.push(finding);
            const pages = this.pagesByFile.get(d.span.file);
            if (pages && pages.length > 0) {
                for (const p of pages)
                    p.findings.push(index);
                finding.targetId = pages[0].id;
                finding.targetLabel = `page ${JSON.stringify(pages[0].title)}`;
                return;
            }
            const best = innermost[at];
            if (!best) {
                view.siteFindings.push(index);
                return;
            }
            best.findings.push(index);
            finding.targetId = best.id;
            finding.targetLabel = best.label;
        });
    }
}
/**
 * For each finding, the innermost shown element whose span holds its start: the one that starts last, then ends
 * first, then comes first. One sweep per file over elements and findings in order, with the elements open at each
 * point on a stack: a docs.json of 30,000 groups, each with a finding, is not 30,000 searches of 30,000 elements.
 */
function innermostCandidates(candidates, diagnostics) {
    const out = new Array(diagnostics.length);
    const byFile = new Map();
    candidates.forEach((c, i) => {
        const list = byFile.get(c.span.file);
        if (list)
            list.push({ c, i });
        else
            byFile.set(c.span.file, [{ c, i }]);
    });
    const findings = new Map();
    diagnostics.forEach((d, i) => {
        if (!byFile.has(d.span.file))
            return;
        const list = findings.get(d.span.file);
        if (list)
            list.push(i);
        else
            findings.set(d.span.file, [i]);
    });
    for (const [file, list] of findings) {
        // Pushed in this order, the element on top of the stack at a point is the innermost one holding it.
        const elements = byFile
            .get(file)
            .sort((a, b) => cmpPos(a.c.span.start, b.c.span.start) || cmpPos(b.c.span.end, a.c.span.end) || b.i - a.i);
        list.sort((a, b) => cmpPos(diagnostics[a].span.start, diagnostics[b].span.start) || a - b);
        const stack = [];
        let next = 0;
        for (const index of list) {
            const p = diagnostics[index].span.start;
            for (; next < elements.length && !before(p, elements[next].c.span.start); next++)
                stack.push(elements[next].c);
            while (stack.length > 0 && before(stack[stack.length - 1].span.end, p))
                stack.pop();
            out[index] = stack[stack.length - 1];
        }
    }
    return out;
}
function cmpPos(a, b) {
    return a.line - b.line || a.column - b.column;
}
function before(a, b) {
    return a.line < b.line || (a.line === b.line && a.column < b.column);
}
function stringAt(node, key) {
    const v = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_12__/* .getProp */ .GT)(node, key)?.value;
    return v?.type === 'string' ? v.value : undefined;
}
function boolAt(node, key) {
    const v = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_12__/* .getProp */ .GT)(node, key)?.value;
    return v?.type === 'boolean' ? v.value : undefined;
}
/** The name of an icon: a string, or the `name` of an icon object. */
function iconName(value) {
    if (value?.type === 'string')
        return value.value || undefined;
    if (value?.type === 'object')
        return stringAt(value, 'name') || undefined;
    return undefined;
}
function decodeSafe(s) {
    try {
        return decodeURIComponent(s);
    }
    catch {
        return s;
    }
}


/***/ })

};
