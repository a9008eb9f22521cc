export const id = 8711;
export const ids = [8711];
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










/***/ })

};
