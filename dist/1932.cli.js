export const id = 1932;
export const ids = [1932,8711];
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

/***/ 81932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runProxyCheckCommand: () => (/* binding */ runProxyCheckCommand)
});

// UNUSED EXPORTS: DEFAULT_TIMEOUT_SECONDS

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/engine/index.ts + 2 modules
var engine = __webpack_require__(48711);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/core/net.ts
var net = __webpack_require__(78456);
// EXTERNAL MODULE: ./src/openapi/remote.ts
var remote = __webpack_require__(57072);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(65655);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
;// CONCATENATED MODULE: ./src/playground/http.ts



/** Most bytes of a response body read (enough to recognise an error page). */
const MAX_BODY_BYTES = 64 * 1024;
/**
 * Sends a request with `node:http`/`node:https` and follows redirects as a browser's `fetch` does: 301 and 302
 * turn a POST into a GET, 303 turns anything but HEAD into a GET, 307 and 308 keep the method and the body.
 */
const http_send = async (request, options) => {
    const deadline = Date.now() + options.timeoutMs;
    const redirects = [];
    let current = request;
    for (;;) {
        let response;
        try {
            response = await sendOnce(current, deadline, options);
        }
        catch (e) {
            return { request, redirects, error: describeError(e, current.url, options.timeoutMs) };
        }
        const location = response.headers.location;
        if (!isRedirect(response.status) || location === undefined || options.maxRedirects === 0)
            return { request, redirects, response };
        let target;
        try {
            target = new URL(location, current.url);
        }
        catch {
            return {
                request,
                redirects,
                error: {
                    code: 'redirect-target',
                    message: `${response.status} redirect to ${JSON.stringify(location)}, which is not a URL`,
                },
            };
        }
        if (target.protocol !== 'http:' && target.protocol !== 'https:') {
            return {
                request,
                redirects,
                error: {
                    code: 'redirect-target',
                    message: `${response.status} redirect to a ${target.protocol} URL, which navlint does not follow`,
                },
            };
        }
        if (redirects.length >= options.maxRedirects) {
            return {
                request,
                redirects,
                error: {
                    code: 'redirects',
                    message: `more than ${options.maxRedirects} redirects (the last one: ${response.status} to ${target.href})`,
                },
            };
        }
        const toGet = ((response.status === 301 || response.status === 302) && current.method === 'POST') ||
            (response.status === 303 && current.method !== 'HEAD' && current.method !== 'GET');
        const next = toGet
            ? { method: 'GET', url: target.href, headers: withoutBodyHeaders(current.headers) }
            : { ...current, url: target.href };
        redirects.push({ status: response.status, from: current.url, to: target.href, method: next.method });
        current = next;
    }
};
function isRedirect(status) {
    return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}
function withoutBodyHeaders(headers) {
    const out = {};
    for (const [k, v] of Object.entries(headers))
        if (!/^content-/i.test(k))
            out[k] = v;
    return out;
}
function sendOnce(request, deadline, options) {
    const timeoutMs = options.timeoutMs;
    return new Promise((resolve, reject) => {
        const url = new URL(request.url);
        const lib = url.protocol === 'https:' ? (external_node_https_default()) : (external_node_http_default());
        const headers = { ...request.headers };
        if (request.body !== undefined)
            headers['Content-Length'] = String(Buffer.byteLength(request.body));
        // No agent: every request opens its own connection, so that nothing is left open when the check ends.
        const req = lib.request(url, {
            method: request.method,
            headers,
            agent: false,
            ...(options.publicOnly ? { lookup: net/* privateHostLookup */.kr } : {}),
        });
        const remaining = Math.max(1, deadline - Date.now());
        const timer = setTimeout(() => req.destroy(new TimeoutError(timeoutMs)), remaining);
        req.on('error', (e) => {
            clearTimeout(timer);
            reject(e);
        });
        req.on('response', (res) => {
            const chunks = [];
            let size = 0;
            const finish = () => {
                clearTimeout(timer);
                resolve({
                    status: res.statusCode ?? 0,
                    statusText: res.statusMessage ?? '',
                    url: request.url,
                    headers: headerRecord(res.rawHeaders),
                    body: Buffer.concat(chunks).toString('utf8'),
                });
            };
            res.on('data', (chunk) => {
                if (size >= MAX_BODY_BYTES)
                    return;
                chunks.push(chunk.subarray(0, MAX_BODY_BYTES - size));
                size += chunk.length;
                // Enough to judge the answer: the rest is not waited for.
                if (size >= MAX_BODY_BYTES) {
                    finish();
                    res.destroy();
                }
            });
            res.on('end', finish);
            res.on('error', (e) => {
                clearTimeout(timer);
                reject(e);
            });
        });
        req.end(request.body);
    });
}
function headerRecord(raw) {
    const out = {};
    for (let i = 0; i + 1 < raw.length; i += 2) {
        const k = raw[i].toLowerCase();
        out[k] = out[k] !== undefined ? `${out[k]}, ${raw[i + 1]}` : raw[i + 1];
    }
    return out;
}
class TimeoutError extends Error {
    ms;
    constructor(ms) {
        super('timeout');
        this.ms = ms;
    }
}
const TLS_REASONS = {
    CERT_HAS_EXPIRED: 'the certificate has expired',
    CERT_NOT_YET_VALID: 'the certificate is not valid yet',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'the certificate is self-signed',
    SELF_SIGNED_CERT_IN_CHAIN: 'a certificate of the chain is self-signed',
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'the certificate cannot be verified (is the intermediate certificate missing?)',
    UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'the certificate’s issuer is not trusted',
    UNABLE_TO_GET_ISSUER_CERT: 'the certificate’s issuer is not trusted',
    ERR_TLS_CERT_ALTNAME_INVALID: 'the certificate is not valid for this host name',
    CERT_REVOKED: 'the certificate has been revoked',
};
/** Names a network failure plainly: timeout, TLS (with the certificate problem), DNS, refused, reset. */
function describeError(e, url, timeoutMs) {
    if (e instanceof TimeoutError)
        return { code: 'timeout', message: `no answer within ${seconds(timeoutMs)} (timeout)` };
    const err = e;
    const code = typeof err?.code === 'string' ? err.code : '';
    let host = url;
    try {
        host = new URL(url).host;
    }
    catch {
        // keep the URL as it is
    }
    if (code === 'EREFUSEDHOST')
        return { code: 'private', message: `not sent: ${firstLine(err.message)}` };
    if (TLS_REASONS[code])
        return { code: 'tls', message: `TLS error: ${TLS_REASONS[code]} (${code})` };
    if (/^(ERR_SSL_|ERR_TLS_|EPROTO$)|CERT/.test(code))
        return { code: 'tls', message: `TLS error: ${firstLine(err.message)} (${code})` };
    if (code === 'ENOTFOUND')
        return { code: 'dns', message: `DNS: no host named ${hostname(host)} (ENOTFOUND)` };
    if (code === 'EAI_AGAIN')
        return { code: 'dns', message: `DNS: the name ${hostname(host)} could not be looked up now (EAI_AGAIN)` };
    if (code === 'ECONNREFUSED')
        return { code: 'refused', message: `connection refused by ${host} (ECONNREFUSED)` };
    if (code === 'ECONNRESET' || code === 'EPIPE')
        return { code: 'reset', message: `the connection to ${host} was closed before an answer came (${code})` };
    if (code.startsWith('HPE_'))
        return { code: 'protocol', message: `the answer of ${host} is not valid HTTP (${code})` };
    return { code: 'network', message: `${firstLine(err?.message ?? String(e))}${code ? ` (${code})` : ''}` };
}
function hostname(host) {
    return host.replace(/:\d+$/, '');
}
function firstLine(s) {
    return s.split('\n')[0];
}
/** `10 s`, `0.5 s`. */
function seconds(ms) {
    return `${Number((ms / 1000).toFixed(3))} s`;
}

// EXTERNAL MODULE: ./src/core/jnode.ts
var jnode = __webpack_require__(49337);
// EXTERNAL MODULE: ./src/model/openapi.ts + 1 modules
var openapi = __webpack_require__(48785);
// EXTERNAL MODULE: ./src/openapi/spec.ts
var spec = __webpack_require__(30437);
;// CONCATENATED MODULE: ./src/playground/setup.ts



/** The path every playground request is sent to on the docs site, when the playground's proxy is on. */
const RELAY_PATH = '/_mintlify/api/request';
/** A value of `api.playground.proxy` that is not a boolean: the check cannot know where requests go. */
class PlaygroundSettingError extends Error {
    span;
    constructor(message, span) {
        super(message);
        this.span = span;
    }
}
/** Reads `api.playground.proxy` and the servers of every OpenAPI document the site uses (navigation, `api.openapi`, page metadata). */
function readPlaygroundSetup(model) {
    const proxyProp = (0,jnode/* getProp */.GT)((0,jnode/* getProp */.GT)((0,jnode/* getProp */.GT)(model.docs, 'api')?.value, 'playground')?.value, 'proxy');
    let proxy = true;
    if (proxyProp) {
        if (proxyProp.value.type !== 'boolean')
            throw new PlaygroundSettingError(`api.playground.proxy must be true or false, not ${describe(proxyProp.value)}`, proxyProp.value.span);
        proxy = proxyProp.value.value;
    }
    const setup = {
        proxy,
        ...(proxyProp ? { proxySpan: proxyProp.value.span } : {}),
        servers: [],
        skipped: [],
    };
    const specs = new Map();
    const notFetched = new Set();
    for (const ref of model.openapi?.references ?? []) {
        const spec = (0,openapi/* specOf */.rI)(ref.resolution);
        if (spec)
            specs.set(spec.file, spec);
        else if (ref.resolution.status === 'remote')
            notFetched.add(ref.resolution.url);
    }
    for (const url of notFetched)
        setup.skipped.push({ what: url, spec: url, reason: 'a remote document, not fetched (use --fetch-remote)' });
    const byUrl = new Map();
    for (const spec of [...specs.values()].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0))) {
        if (spec.kind !== 'openapi3' || spec.root?.type !== 'object') {
            setup.skipped.push({
                what: spec.rel,
                spec: spec.rel,
                reason: spec.kind === 'swagger2'
                    ? 'a Swagger 2.0 document, which the platform does not support'
                    : 'not a readable OpenAPI 3 document',
            });
            continue;
        }
        const headers = requestHeaders(spec.root);
        const uses = serverUses(spec.root);
        if (uses.length === 0)
            setup.skipped.push({
                what: spec.rel,
                spec: spec.rel,
                reason: 'names no server: the playground would send its requests to the docs site itself',
            });
        for (const use of uses) {
            const resolved = resolveServerUrl(use.server);
            if ('reason' in resolved) {
                setup.skipped.push({ what: resolved.raw, spec: spec.rel, reason: resolved.reason });
                continue;
            }
            let target = byUrl.get(resolved.url);
            if (!target) {
                target = { url: resolved.url, methods: [], headers: [], specs: [] };
                byUrl.set(resolved.url, target);
            }
            for (const m of use.methods)
                if (!target.methods.includes(m))
                    target.methods.push(m);
            for (const h of headers)
                if (!target.headers.includes(h))
                    target.headers.push(h);
            if (!target.specs.includes(spec.rel))
                target.specs.push(spec.rel);
        }
    }
    for (const t of byUrl.values()) {
        t.methods.sort((a, b) => spec/* OPERATION_METHODS */.fA.indexOf(a.toLowerCase()) - spec/* OPERATION_METHODS */.fA.indexOf(b.toLowerCase()));
        t.headers.sort();
        setup.servers.push(t);
    }
    return setup;
}
function describe(node) {
    return node.type === 'string'
        ? JSON.stringify(node.value)
        : node.type === 'object' || node.type === 'array'
            ? `an ${node.type}`
            : String(node.value);
}
/** Each server object of a document with the methods of the operations it serves (operation servers override path servers, which override the root's). */
function serverUses(root) {
    const uses = new Map();
    const add = (servers, method) => {
        for (const s of servers) {
            let set = uses.get(s);
            if (!set)
                uses.set(s, (set = new Set()));
            set.add(method);
        }
    };
    const rootServers = serverList((0,jnode/* getProp */.GT)(root, 'servers')?.value);
    const paths = (0,jnode/* getProp */.GT)(root, 'paths')?.value;
    let operations = 0;
    if (paths?.type === 'object') {
        for (const p of paths.props) {
            const pathServers = serverList((0,jnode/* getProp */.GT)(p.value, 'servers')?.value);
            if (p.value.type !== 'object')
                continue;
            for (const prop of p.value.props) {
                if (!spec/* OPERATION_METHODS */.fA.includes(prop.key) || prop.value.type !== 'object')
                    continue;
                operations++;
                const own = serverList((0,jnode/* getProp */.GT)(prop.value, 'servers')?.value);
                add(own.length ? own : pathServers.length ? pathServers : rootServers, prop.key.toUpperCase());
            }
        }
    }
    // A document without operations still names its servers: the playground would send POST requests there.
    if (operations === 0)
        add(rootServers, 'POST');
    return [...uses].map(([server, methods]) => ({ server, methods: [...methods] }));
}
function serverList(node) {
    return node?.type === 'array' ? node.items.filter((s) => s.type === 'object') : [];
}
/** A server's URL with each `{variable}` replaced by its default; relative and malformed URLs cannot be checked. */
function resolveServerUrl(server) {
    const urlNode = (0,jnode/* getProp */.GT)(server, 'url')?.value;
    if (urlNode?.type !== 'string')
        return { raw: '(a server without url)', reason: 'the server has no url' };
    const raw = urlNode.value;
    const variables = (0,jnode/* getProp */.GT)(server, 'variables')?.value;
    let missing;
    const url = raw.replace(/\{([^{}]*)\}/g, (whole, name) => {
        const value = (0,jnode/* getProp */.GT)((0,jnode/* getProp */.GT)(variables, name)?.value, 'default')?.value;
        if (value?.type === 'string' || value?.type === 'number')
            return String(value.value);
        missing ??= name;
        return whole;
    });
    if (missing !== undefined)
        return { raw, reason: `the variable {${missing}} has no default` };
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return { raw, reason: 'a relative URL: the playground would send its requests to the docs site itself' };
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
        return { raw, reason: `a ${parsed.protocol} URL, not http(s)` };
    if (parsed.username || parsed.password)
        return { raw, reason: 'the URL holds a user name or password' };
    return { url: parsed.href };
}
/**
 * The headers the playground sends with a request: `content-type` for its JSON body, `authorization` for HTTP,
 * OAuth 2 and OpenID Connect security schemes, and the header of each API-key scheme.
 */
function requestHeaders(root) {
    const headers = new Set(['content-type']);
    const schemes = (0,jnode/* getProp */.GT)((0,jnode/* getProp */.GT)(root, 'components')?.value, 'securitySchemes')?.value;
    if (schemes?.type === 'object') {
        for (const p of schemes.props) {
            const type = (0,jnode/* getProp */.GT)(p.value, 'type')?.value;
            const t = type?.type === 'string' ? type.value : '';
            if (t === 'http' || t === 'oauth2' || t === 'openIdConnect')
                headers.add('authorization');
            else if (t === 'apiKey') {
                const where = (0,jnode/* getProp */.GT)(p.value, 'in')?.value;
                const name = (0,jnode/* getProp */.GT)(p.value, 'name')?.value;
                if (where?.type === 'string' &&
                    where.value === 'header' &&
                    name?.type === 'string' &&
                    /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name.value))
                    headers.add(name.value.toLowerCase());
            }
        }
    }
    return [...headers];
}

;// CONCATENATED MODULE: ./src/playground/check.ts









/** Redirects followed for the relay's requests (a preflight follows none: browsers refuse a redirected preflight). */
const MAX_REDIRECTS = 5;
/** Requests in flight at once: a site with thousands of servers gets them a few at a time, not all together. */
const MAX_CONCURRENT_REQUESTS = 4;
/** The `User-Agent` of every request the check sends. */
const USER_AGENT = `navlint/${version/* VERSION */.x} (proxy-check)`;
const SAFELISTED_METHODS = ['GET', 'HEAD', 'POST'];
const SHOWN_HEADERS = [
    'allow',
    'server',
    'content-type',
    'location',
    'access-control-allow-origin',
    'access-control-allow-methods',
    'access-control-allow-headers',
    'access-control-allow-credentials',
];
/** Checks the site's URL: an absolute http(s) URL without credentials, query or fragment. */
function parseSiteUrl(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new errors/* UsageError */.eb(`proxy-check needs the site's absolute URL (https://docs.example.com), not ${JSON.stringify(raw)}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new errors/* UsageError */.eb(`the site URL must start with https:// or http://, not ${url.protocol}`);
    if (url.username || url.password)
        throw new errors/* UsageError */.eb('the site URL must not hold a user name or password');
    if (url.search || url.hash)
        throw new errors/* UsageError */.eb('the site URL must not hold a query or a fragment');
    return url;
}
/** `{site_url}/_mintlify/api/request`: the site's path, without a trailing slash, then the relay's path. */
function relayUrl(site) {
    return `${site.origin}${site.pathname.replace(/\/+$/, '')}${RELAY_PATH}`;
}
/** Reads the playground's setup from docs.json and checks that its requests can go where they must. */
async function runProxyCheck(options) {
    const site = parseSiteUrl(options.site);
    const setup = await loadSetup(options);
    const send = options.send ?? http_send;
    if (!setup.proxy && setup.servers.length === 0) {
        const why = setup.skipped.map((s) => `${s.what}: ${s.reason}`).join('; ');
        throw new errors/* UsageError */.eb(`api.playground.proxy is false, but no OpenAPI document of the site names a server URL to check${why ? ` (${why})` : ''}`);
    }
    const outcome = setup.proxy
        ? await checkRelay(site, send, options.timeoutMs)
        : await checkCors(site, setup.servers, send, {
            timeoutMs: options.timeoutMs,
            allowPrivateHosts: options.allowPrivateHosts === true,
        });
    return {
        version: 1,
        result: outcome.result,
        site: site.href,
        proxy: setup.proxy,
        message: outcome.message,
        checks: outcome.checks,
        skipped: setup.skipped,
    };
}
async function loadSetup(options) {
    const read = (remote) => {
        const model = (0,engine.analyze)({
            dir: options.dir,
            cwd: options.cwd,
            fs: options.fs,
            configPath: options.configPath,
            remote,
        });
        try {
            return readPlaygroundSetup(model);
        }
        catch (e) {
            if (e instanceof PlaygroundSettingError)
                throw new errors/* UsageError */.eb(`${(0,paths.displayPath)(e.span.file, options.cwd)}:${e.span.start.line}:${e.span.start.column}: ${e.message}`);
            throw e;
        }
    };
    const setup = read();
    if (setup.proxy || !options.fetchRemote)
        return setup;
    const urls = setup.skipped.filter((s) => s.what === s.spec && /^https?:\/\//i.test(s.spec)).map((s) => s.spec);
    if (urls.length === 0)
        return setup;
    const notFetched = new Map();
    const fetched = await (0,remote/* fetchRemoteSpecs */.Np)(urls, {
        allowPrivateHosts: options.allowPrivateHosts === true,
        ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
        notFetched,
    });
    const again = read(fetched);
    // --fetch-remote was given: a document it did not get is listed with the reason, not with that advice.
    for (const s of again.skipped) {
        const reason = s.what === s.spec ? notFetched.get(s.spec) : undefined;
        if (reason !== undefined)
            s.reason = `a remote document, not fetched: ${reason}`;
    }
    return again;
}
async function checkRelay(site, send, timeoutMs) {
    const url = relayUrl(site);
    const common = { 'User-Agent': USER_AGENT, Accept: '*/*' };
    const get = await send({ method: 'GET', url, headers: common }, { timeoutMs, maxRedirects: MAX_REDIRECTS });
    // What the site's front end sends, with an empty body: the relay refuses it without calling any API.
    const post = await send({
        method: 'POST',
        url,
        headers: { ...common, 'Content-Type': 'application/json', Origin: site.origin },
        body: '{}',
    }, { timeoutMs, maxRedirects: MAX_REDIRECTS });
    const getCheck = toCheck('relay', get, get.error ? 'unreachable' : 'answered', get.error ? `GET ${url}: ${get.error.message}` : `GET is answered with ${statusLine(get)}`);
    const verdict = judgePost(post, get);
    const postCheck = toCheck('relay', post, verdict.outcome, verdict.message);
    const checks = [getCheck, postCheck];
    if (verdict.outcome === 'reached')
        return {
            result: 'allowed',
            message: `Playground requests will work: POST ${url} reaches the site's relay.`,
            checks,
        };
    if (verdict.outcome === 'unreachable')
        return {
            result: 'unreachable',
            message: `The playground's path could not be checked: ${verdict.message}.`,
            checks,
        };
    return {
        result: 'blocked',
        message: `Playground requests will fail: ${verdict.message}. Allow POST on ${RELAY_PATH} in the reverse proxy, or set api.playground.proxy to false in docs.json and allow CORS on the API.`,
        checks,
    };
}
/** Whether the POST reached the site's relay, and what stopped it if not; the GET's answer gives the contrast. */
function judgePost(post, get) {
    const url = post.request.url;
    if (post.error)
        return { outcome: 'unreachable', message: `POST ${url}: ${post.error.message}` };
    const r = post.response;
    const toGet = post.redirects.find((x) => x.method === 'GET');
    if (toGet)
        return {
            outcome: 'refused',
            message: `the ${toGet.status} redirect from ${toGet.from} to ${toGet.to} turns the POST into a GET (browsers do the same), so the relay never receives the playground's request; give the site's final address, or make the redirect a 307 or 308`,
        };
    const status = statusText(r.status, r.statusText);
    if (r.status === 502 || r.status === 503 || r.status === 504)
        return {
            outcome: 'unreachable',
            message: `POST ${url} was answered with ${status}: the server in front of the site could not reach it`,
        };
    const contrast = getContrast(get);
    if (r.status === 405 || r.status === 403 || r.status === 501)
        return { outcome: 'refused', message: `the reverse proxy refuses POST ${url} with ${status}${contrast}` };
    const allow = r.headers.allow;
    if (allow !== undefined && !allow.split(',').some((m) => m.trim().toUpperCase() === 'POST'))
        return {
            outcome: 'refused',
            message: `POST ${url} was answered with ${status} and \`Allow: ${allow}\`, which does not list POST${contrast}`,
        };
    if (r.status === 404)
        return {
            outcome: 'refused',
            message: `nothing at ${url} answers POST (${status}): is the URL the docs site's, and does the proxy pass ${RELAY_PATH} on to it?`,
        };
    if (r.status >= 400 && isHtml(r.headers)) {
        const title = htmlTitle(r.body);
        return {
            outcome: 'refused',
            message: `POST ${url} got an HTML error page (${status}${title ? `, "${title}"` : ''}) from the server in front of the site instead of the relay's answer${contrast}`,
        };
    }
    return {
        outcome: 'reached',
        message: `the POST reached the site's relay, which answered the empty request with ${status}`,
    };
}
function getContrast(get) {
    if (!get.response)
        return '';
    const s = get.response.status;
    const refused = s === 405 || s === 403 || s === 501;
    // A relay that serves POST only answers GET with 405 and `Allow: POST`: that GET went through.
    const relayAnswer = s === 405 && /\bPOST\b/i.test(get.response.headers.allow ?? '');
    if (refused && !relayAnswer)
        return `; GET is refused too (${statusLine(get)}), so the whole path may be closed, not only POST`;
    return `, while GET passes (${statusLine(get)})`;
}
/** The remedy named when a server's address is private. */
const ALLOW_PRIVATE = '--allow-private-hosts (in the action: `allow-private-hosts: true`) sends it';
/**
 * Sends a preflight, unless the server's URL comes from the repository and names a private address (the runner, its
 * cloud's metadata service): then no request goes out, and the exchange says why.
 */
async function preflight(request, send, options) {
    if (!options.allowPrivateHosts) {
        const problem = (0,net/* privateHostProblem */.j5)(new URL(request.url));
        if (problem)
            return { request, redirects: [], error: { code: 'private', message: `not sent: ${problem}; ${ALLOW_PRIVATE}` } };
    }
    const ex = await send(request, {
        timeoutMs: options.timeoutMs,
        maxRedirects: 0,
        publicOnly: !options.allowPrivateHosts,
    });
    if (ex.error?.code === 'private')
        ex.error = { ...ex.error, message: `${ex.error.message}; ${ALLOW_PRIVATE}` };
    return ex;
}
async function checkCors(site, servers, send, options) {
    const origin = site.origin;
    const jobs = servers.flatMap((server) => (server.methods.length ? server.methods : ['POST']).map((method) => ({ server, method })));
    const checks = await mapLimited(jobs, MAX_CONCURRENT_REQUESTS, async ({ server, method }) => {
        const request = {
            method: 'OPTIONS',
            url: server.url,
            headers: {
                'User-Agent': USER_AGENT,
                Accept: '*/*',
                Origin: origin,
                'Access-Control-Request-Method': method,
                'Access-Control-Request-Headers': server.headers.join(','),
            },
        };
        const ex = await preflight(request, send, options);
        const problems = ex.error ? [] : preflightProblems(ex, origin, method, server.headers);
        const outcome = ex.error ? 'unreachable' : problems.length ? 'cors-missing' : 'allowed';
        const message = ex.error
            ? `OPTIONS ${server.url}: ${ex.error.message}`
            : problems.length
                ? `a browser on ${origin} may not send ${method} requests to ${server.url}: ${problems.join('; ')}`
                : `${server.url} allows ${method} requests from ${origin} with ${server.headers.join(', ')}`;
        return {
            ...toCheck('cors', ex, outcome, message),
            ...(problems.length ? { problems } : {}),
            specs: server.specs,
        };
    });
    const missing = new Set(checks.filter((c) => c.outcome === 'cors-missing').map((c) => c.request.url));
    const unreachable = new Set(checks.filter((c) => c.outcome === 'unreachable').map((c) => c.request.url));
    const refused = new Set(checks.filter((c) => c.error?.code === 'private').map((c) => c.request.url));
    const total = servers.length;
    if (missing.size > 0) {
        return {
            result: 'cors-missing',
            checks,
            message: `Playground requests will fail: ${missing.size} of ${(0,report_text/* plural */.LS)(total, 'API server')} (${[...missing].join(', ')}) ${missing.size === 1 ? 'does' : 'do'} not allow CORS requests from ${origin}, which api.playground.proxy: false needs. Allow that origin, the methods and the headers on the API, or set api.playground.proxy to true (the default) so that requests go through the site.`,
        };
    }
    if (refused.size > 0 && refused.size === unreachable.size)
        return {
            result: 'unreachable',
            checks,
            message: `${refused.size} of ${(0,report_text/* plural */.LS)(total, 'API server')} ${refused.size === 1 ? 'was' : 'were'} not checked: ${[...refused].join(', ')} ${refused.size === 1 ? 'is at a private address' : 'are at private addresses'}, where navlint sends no request unless --allow-private-hosts is given.`,
        };
    if (unreachable.size > 0)
        return {
            result: 'unreachable',
            checks,
            message: `${unreachable.size} of ${(0,report_text/* plural */.LS)(total, 'API server')} could not be reached: ${[...unreachable].join(', ')}.`,
        };
    return {
        result: 'allowed',
        checks,
        message: `Playground requests will work: ${total === 1 ? 'the API server allows' : `all ${total} API servers allow`} CORS requests from ${origin}.`,
    };
}
/** Why a browser on `origin` would refuse this preflight's answer (the Fetch standard's CORS check); empty when it would accept it. */
function preflightProblems(ex, origin, method, headers) {
    const r = ex.response;
    const problems = [];
    if (r.status >= 300 && r.status < 400)
        problems.push(`the preflight was redirected (${statusText(r.status, r.statusText)}${r.headers.location ? ` to ${r.headers.location}` : ''}), and browsers do not follow a preflight's redirect`);
    else if (r.status < 200 || r.status > 299)
        problems.push(`the preflight was answered with ${statusText(r.status, r.statusText)}; browsers need a 2xx answer`);
    const allowOrigin = r.headers['access-control-allow-origin'];
    if (allowOrigin === undefined)
        problems.push('no Access-Control-Allow-Origin header');
    else if (allowOrigin.trim() !== '*' && allowOrigin.trim() !== origin)
        problems.push(`Access-Control-Allow-Origin is "${allowOrigin}", not ${origin} or *`);
    const methods = list(r.headers['access-control-allow-methods']);
    if (!SAFELISTED_METHODS.includes(method) && !methods.some((m) => m === '*' || m.toUpperCase() === method)) {
        problems.push(r.headers['access-control-allow-methods'] === undefined
            ? `no Access-Control-Allow-Methods header, which ${method} needs`
            : `Access-Control-Allow-Methods ("${r.headers['access-control-allow-methods']}") does not list ${method}`);
    }
    const allowed = list(r.headers['access-control-allow-headers']).map((h) => h.toLowerCase());
    const wildcard = allowed.includes('*');
    // The wildcard never covers Authorization: it has to be named.
    const missing = headers.filter((h) => !allowed.includes(h) && !(wildcard && h !== 'authorization'));
    if (missing.length > 0) {
        const raw = r.headers['access-control-allow-headers'];
        problems.push(raw === undefined
            ? `no Access-Control-Allow-Headers header; the playground sends ${missing.join(', ')}`
            : `Access-Control-Allow-Headers ("${raw}") does not list ${missing.join(', ')}${wildcard && missing.includes('authorization') ? ' (the * wildcard does not cover authorization)' : ''}`);
    }
    return problems;
}
function list(value) {
    return (value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
}
function toCheck(kind, ex, outcome, message) {
    const check = {
        kind,
        request: { method: ex.request.method, url: ex.request.url, headers: ex.request.headers },
        redirects: ex.redirects,
        outcome,
        message,
    };
    if (ex.response) {
        const headers = {};
        for (const h of SHOWN_HEADERS)
            if (ex.response.headers[h] !== undefined)
                headers[h] = ex.response.headers[h];
        const title = isHtml(ex.response.headers) ? htmlTitle(ex.response.body) : undefined;
        check.response = {
            status: ex.response.status,
            statusText: ex.response.statusText,
            url: ex.response.url,
            headers,
            ...(title ? { title } : {}),
        };
    }
    if (ex.error)
        check.error = ex.error;
    return check;
}
function isHtml(headers) {
    return /^\s*text\/html\b/i.test(headers['content-type'] ?? '');
}
/** The text of an HTML page's `<title>` (or first `<h1>`), with white space collapsed, at most 120 characters. */
function htmlTitle(body) {
    const m = /<title[^>]*>([^<]*)<\/title>/i.exec(body) ?? /<h1[^>]*>([^<]*)<\/h1>/i.exec(body);
    const text = m?.[1]
        .replace(/&(amp|lt|gt|quot|#39);/g, (_, n) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[n] ?? '')
        .replace(/\s+/g, ' ')
        .trim();
    return text ? text.slice(0, 120) : undefined;
}
function statusText(status, text) {
    return text ? `${status} ${text}` : String(status);
}
/** `405 Method Not Allowed (Allow: POST)`: a response's status, with its Allow header when it has one. */
function statusLine(ex) {
    const r = ex.response;
    return `${statusText(r.status, r.statusText)}${r.headers.allow !== undefined ? `, Allow: ${r.headers.allow}` : ''}`;
}
/** `Promise.all(items.map(fn))` with at most `limit` calls pending at once; the results keep the items' order. */
async function mapLimited(items, limit, fn) {
    const out = new Array(items.length);
    let next = 0;
    const lane = async () => {
        while (next < items.length) {
            const i = next++;
            out[i] = await fn(items[i]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
    return out;
}

;// CONCATENATED MODULE: ./src/playground/format.ts

/** The report as the `--format json` contract (version 1). */
function formatProxyCheckJson(report) {
    return (0,report_text/* safeJson */.oi)(report) + '\n';
}
/** The report for a terminal or a log: each request and its answer, what it means, and the verdict last. */
function formatProxyCheckText(report, options) {
    const p = (0,report_text/* palette */.MF)(options.color);
    const t = report_text/* safeTerminalText */.Dm;
    const lines = [];
    const mode = report.proxy
        ? 'api.playground.proxy: true, so requests go through the site'
        : 'api.playground.proxy: false, so requests go from the browser to the API';
    lines.push(`Proxy check of ${t(report.site)} (${mode})`);
    for (const c of report.checks) {
        lines.push(`  ${requestLine(c, t)} → ${answer(c, t)}`);
        for (const r of c.redirects)
            lines.push(p.dim(`      ${r.status} redirect to ${t(r.to)}${r.method !== c.request.method ? ` (now ${r.method})` : ''}`));
        if (c.problems)
            for (const problem of c.problems)
                lines.push(`      ${p.red('✖')} ${t(problem)}`);
        else if (c.kind === 'relay' && c.request.method === 'POST')
            lines.push(`      ${c.outcome === 'reached' ? p.green('✔') : p.red('✖')} ${t(c.message)}`);
        else if (c.outcome === 'allowed')
            lines.push(`      ${p.green('✔')} ${t(c.message)}`);
    }
    for (const s of report.skipped)
        lines.push(p.dim(`  not checked: ${t(s.what)}${s.what !== s.spec ? ` (${t(s.spec)})` : ''}: ${t(s.reason)}`));
    const mark = report.result === 'allowed' ? p.green('✔') : p.red('✖');
    lines.push(`${mark} ${p.bold(report.result)}: ${t(report.message)}`);
    return lines.join('\n') + '\n';
}
function requestLine(c, t) {
    const url = t(c.request.url);
    if (c.kind === 'cors') {
        const h = c.request.headers;
        return `OPTIONS ${url} (${t(h['Access-Control-Request-Method'] ?? '')}; ${t(h['Access-Control-Request-Headers'] ?? '')})`;
    }
    return `${c.request.method.padEnd(4)} ${url}`;
}
function answer(c, t) {
    if (c.error)
        return `${c.error.code}: ${t(c.error.message)}`;
    const r = c.response;
    const extra = [
        r.headers.allow !== undefined ? `Allow: ${r.headers.allow}` : '',
        r.headers.server !== undefined ? `Server: ${r.headers.server}` : '',
        r.title ? `"${r.title}"` : '',
    ].filter(Boolean);
    return t(`${r.status}${r.statusText ? ` ${r.statusText}` : ''}${extra.length ? ` (${extra.join(', ')})` : ''}`);
}

;// CONCATENATED MODULE: ./src/playground/command.ts



/** Output formats of `navlint proxy-check`. */
const PROXY_CHECK_FORMATS = ['text', 'json'];
/** Default of `--timeout`, in seconds. */
const DEFAULT_TIMEOUT_SECONDS = 10;
/** Parses `--timeout` (seconds, more than 0 and at most 600) into milliseconds. */
function parseTimeout(raw) {
    if (raw === undefined)
        return DEFAULT_TIMEOUT_SECONDS * 1000;
    const n = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw) || !(n > 0) || n > 600)
        throw new errors/* UsageError */.eb(`--timeout must be a number of seconds above 0 and at most 600, not "${raw}"`);
    return Math.round(n * 1000);
}
/** Runs `navlint proxy-check SITE_URL`: 0 when playground requests will work, 1 when they will not. */
async function runProxyCheckCommand(cmd) {
    if (cmd.site === undefined)
        throw new errors/* UsageError */.eb('proxy-check needs the URL of the deployed docs site (navlint proxy-check https://docs.example.com)');
    const format = cmd.format ?? 'text';
    if (!PROXY_CHECK_FORMATS.includes(format))
        throw new errors/* UsageError */.eb(`--format of proxy-check must be one of ${PROXY_CHECK_FORMATS.join(', ')}, not "${format}"`);
    const timeoutMs = parseTimeout(cmd.timeout);
    const report = await runProxyCheck({
        site: cmd.site,
        dir: cmd.dir ?? '.',
        cwd: cmd.cwd,
        fs: cmd.fs,
        configPath: cmd.configPath,
        fetchRemote: cmd.fetchRemote,
        allowPrivateHosts: cmd.allowPrivateHosts,
        timeoutMs,
    });
    cmd.stdout(format === 'json' ? formatProxyCheckJson(report) : formatProxyCheckText(report, { color: cmd.color }));
    return report.result === 'allowed' ? 0 : 1;
}


/***/ })

};
