export const id = 711;
export const ids = [711];
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
  analyze: () => (/* reexport */ run/* analyze */.ns),
  checkOptions: () => (/* reexport */ options/* checkOptions */.J),
  checkSpecFile: () => (/* reexport */ checkSpecFile),
  configuredSeverity: () => (/* reexport */ rules/* configuredSeverity */.ep),
  diffSides: () => (/* reexport */ sides/* diffSides */.uH),
  findDocsRoot: () => (/* reexport */ docs_root.findDocsRoot),
  newFindingsOnly: () => (/* reexport */ newFindingsOnly),
  runCheck: () => (/* reexport */ run/* runCheck */.k_),
  runCheckOf: () => (/* reexport */ runCheckOf)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/load/docs-root.ts
var docs_root = __webpack_require__(39354);
// EXTERNAL MODULE: ./src/load/gitfs.ts
var gitfs = __webpack_require__(18519);
// EXTERNAL MODULE: ./src/engine/identity.ts
var identity = __webpack_require__(87106);
// EXTERNAL MODULE: ./src/engine/rules.ts + 3 modules
var rules = __webpack_require__(31191);
// EXTERNAL MODULE: ./src/engine/run.ts
var run = __webpack_require__(62515);
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
        result = await (0,run/* runCheck */.k_)({ ...rest, dir: tree.root, fs: tree.fs, configFs: options.configFs ?? options.fs });
    }
    else {
        label = side.kind === 'folder' ? side.dir : 'the working tree';
        result = await (0,run/* runCheck */.k_)({ ...rest, dir: side.kind === 'folder' ? side.dir : options.dir });
    }
    (0,sides/* refuseBroken */.ID)(result.model, 'base', options.cwd, label);
    return result;
}
/** The findings of a check that the check of its base does not have (`--new-since`); the others are only counted. */
function newFindingsOnly(head, base, since) {
    const keys = new Map();
    for (const side of [head, base]) {
        const lookup = (0,identity/* sourceLookup */.Ie)(side.model);
        for (const d of side.diagnostics)
            keys.set(d, (0,identity/* findingKey */.fl)(d, side.root, lookup(d.span.file)));
    }
    const fresh = (0,identity/* unmatched */.Gv)(head.diagnostics, base.diagnostics, (d) => keys.get(d));
    return {
        ...head,
        diagnostics: fresh,
        summary: (0,rules/* summarize */.eh)(fresh),
        preexisting: { since, count: head.diagnostics.length - fresh.length },
    };
}

// EXTERNAL MODULE: ./src/engine/options.ts
var options = __webpack_require__(39052);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
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
// EXTERNAL MODULE: ./src/rules/index.ts + 84 modules
var src_rules = __webpack_require__(5870);
;// CONCATENATED MODULE: ./src/engine/spec-file.ts










/** Validates one OpenAPI document with the rules `check` runs, as the platform's `openapi-check` command does. */
async function checkSpecFile(file, cwd, fs) {
    let text;
    let folder = false;
    const rel = external_node_path_default().relative(cwd, file) || '.';
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
    for (const [f, problems] of await (0,validate/* validateSpecs */.l)([spec]))
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
// The incremental check (`./incremental.js`) is imported on its own by the live preview and the language server.










/***/ })

};
