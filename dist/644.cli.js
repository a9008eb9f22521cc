export const id = 644;
export const ids = [644,3171];
export const modules = {

/***/ 23171:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zr: () => (/* binding */ lintParsed),
  DA: () => (/* binding */ lintText),
  serveLintRequests: () => (/* binding */ serveLintRequests)
});

// UNUSED EXPORTS: hasDuplicateKeys

;// CONCATENATED MODULE: ./src/openapi/refs.ts
/**
 * Chains of `$ref`s in a parsed OpenAPI document, shortened before the validator reads it. The validator follows a
 * chain (`A` → `B` → … → the schema) from every `$ref` in it, recursively, looking through the whole path so far at
 * each hop: a chain 2,000 long took half a minute and 20,000 overflowed the stack. Here each `$ref` is followed
 * once, in a loop, remembering where it ends.
 */
/** Most `$ref`s followed in a row that navlint validates; a longer chain (each hop a `$ref` with other keys, or a cycle) is reported instead. */
const MAX_REF_CHAIN = 100;
/** The JSON pointer of a step (`/a/b~1c`). */
function pointerOf(step) {
    const keys = [];
    for (let s = step; s?.parent; s = s.parent)
        keys.push(s.key.replace(/~/g, '~0').replace(/\//g, '~1'));
    return keys.length === 0 ? '' : '/' + keys.reverse().join('/');
}
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRef = (v) => isObject(v) && typeof v.$ref === 'string';
/**
 * Rewrites each `$ref` object that holds nothing else and leads, through other such objects, to a value, so that it
 * names the last object of its chain: every `$ref` then resolves in at most two hops, to the same value at the
 * same place (the validator reports what it finds there at that place). Chains that end nowhere stay so, one hop
 * from their last object; cycles are left as they are. Returns the first chain that is still longer than
 * MAX_REF_CHAIN, if any. `work.hops` counts the `$ref`s it follows, the measure of its cost on any machine.
 */
function shortenRefChains(root, work) {
    const refs = refObjectsOf(root);
    if (refs.length === 0)
        return undefined;
    const resolve = localResolver(root, work);
    pointPastPlainChains(resolve, refs);
    return firstLongChain(resolve, refs);
}
/** Every `$ref` object of a document, each once, in document order. */
function refObjectsOf(root) {
    // Only objects and arrays are walked (a document of millions of numbers holds few of them); a pointer is worked
    // out only for a `$ref` object, from the chain of parents.
    const refs = [];
    const seen = new Set();
    const stack = [{ value: root, key: '', parent: undefined }];
    while (stack.length > 0) {
        const step = stack.pop();
        const value = step.value;
        if (seen.has(value))
            continue;
        seen.add(value);
        if (Array.isArray(value)) {
            for (let i = value.length - 1; i >= 0; i--)
                if (typeof value[i] === 'object' && value[i] !== null)
                    stack.push({ value: value[i], key: String(i), parent: step });
            continue;
        }
        if (isRef(value))
            refs.push({ node: value, at: step });
        const keys = Object.keys(value);
        for (let i = keys.length - 1; i >= 0; i--) {
            const v = value[keys[i]];
            if (typeof v === 'object' && v !== null)
                stack.push({ value: v, key: keys[i], parent: step });
        }
    }
    return refs;
}
/**
 * Makes each `$ref` object that holds nothing else name the last object of its chain of such objects, when that is
 * not the object it names already.
 */
function pointPastPlainChains(resolve, refs) {
    // For each `$ref` object: the object its chain of plain `$ref` objects ends at (the last one before a value,
    // or before nothing), and the `$ref` text that names that object. Worked out once per object.
    const last = new Map();
    const target = (node) => resolve(node.$ref);
    for (const { node } of refs) {
        if (last.has(node))
            continue;
        const path = [];
        const onPath = new Set();
        let cur = node;
        let end;
        let name;
        for (;;) {
            const known = last.get(cur);
            if (known !== undefined) {
                end = known?.node ?? null;
                // Only the last object of a chain was remembered without the text naming it: the `$ref` before it names it.
                name = known?.name ?? (known && path.length > 0 ? path[path.length - 1].$ref : undefined);
                break;
            }
            path.push(cur);
            onPath.add(cur);
            const next = target(cur);
            if (!isPlainRef(cur) || !isPlainRef(next)) {
                end = cur;
                name = path.length > 1 ? path[path.length - 2].$ref : undefined;
                break;
            }
            if (onPath.has(next)) {
                end = null; // a cycle
                break;
            }
            cur = next;
        }
        const resolved = end ? { node: end, ...(name !== undefined ? { name } : {}) } : null;
        for (const p of path)
            last.set(p, resolved);
    }
    for (const { node } of refs) {
        const end = last.get(node);
        if (end && end.name !== undefined && end.node !== node && isPlainRef(node) && target(node) !== end.node)
            node.$ref = end.name;
    }
}
/** The first chain (through `$ref` objects with other keys, or a cycle) still longer than MAX_REF_CHAIN, if any. */
function firstLongChain(resolve, refs) {
    // Their lengths, each object once.
    const length = new Map();
    for (const { node, at } of refs) {
        const path = [];
        const onPath = new Set();
        let cur = node;
        let tail = 0;
        while (isRef(cur)) {
            const known = length.get(cur);
            if (known !== undefined) {
                tail = known;
                break;
            }
            if (onPath.has(cur)) {
                // A cycle: every object on it is as far from the end as the cycle is long.
                tail = path.length - path.indexOf(cur);
                break;
            }
            path.push(cur);
            onPath.add(cur);
            if (path.length > MAX_REF_CHAIN)
                return { pointer: pointerOf(at), length: path.length };
            cur = resolve(cur.$ref);
        }
        for (let i = path.length - 1; i >= 0; i--)
            length.set(path[i], tail + (path.length - i));
        if ((length.get(node) ?? 0) > MAX_REF_CHAIN)
            return { pointer: pointerOf(at), length: length.get(node) };
    }
    return undefined;
}
/** A `$ref` object with no other key: an alias, which can be pointed past. */
function isPlainRef(v) {
    return isRef(v) && Object.keys(v).length === 1;
}
/**
 * `resolveLocal` for one document, remembering each `$ref` text's answer: a document names its shared schemas from
 * hundreds of places. Rewriting a `$ref` changes no answer, since no pointer passes through a `$ref` object.
 */
function localResolver(root, work) {
    const known = new Map();
    return (ref) => {
        if (work)
            work.hops++;
        if (known.has(ref))
            return known.get(ref);
        const value = resolveLocal(root, ref);
        known.set(ref, value);
        return value;
    };
}
/**
 * The value a local `$ref` (`#/a/b`) names, read as the validator reads it (`~1`, `~0` and percent-escapes
 * decoded, empty tokens skipped); undefined for any other reference, or one that passes through a `$ref`.
 */
function resolveLocal(root, ref) {
    const parts = ref.split('#/');
    if (parts.length !== 2 || parts[0] !== '')
        return undefined;
    let cur = root;
    for (const raw of parts[1].split('/')) {
        const token = unescapeToken(raw);
        if (token === '')
            continue;
        if (isRef(cur))
            return undefined;
        if (Array.isArray(cur) && cur[+token] !== undefined)
            cur = cur[+token];
        else if (isObject(cur) && Object.prototype.hasOwnProperty.call(cur, token))
            cur = cur[token];
        else
            return undefined;
    }
    return cur;
}
function unescapeToken(raw) {
    if (!raw.includes('~') && !raw.includes('%'))
        return raw;
    const s = raw.includes('~') ? raw.replaceAll('~1', '/').replaceAll('~0', '~') : raw;
    try {
        return decodeURIComponent(s);
    }
    catch {
        return s;
    }
}

;// CONCATENATED MODULE: ./src/openapi/lint.ts

/** Most problems of one document passed on: a document of a million bad values must not cross threads a million times. */
const MAX_RAW_PROBLEMS = 1000;
let redocly;
let config;
async function load() {
    redocly ??= Promise.all(/* import() */[__webpack_require__.e(844), __webpack_require__.e(4677)]).then(__webpack_require__.bind(__webpack_require__, 37058));
    const r = await redocly;
    config ??= r.createConfig({ extends: [], rules: { struct: 'error' } });
    // External references are reported by navlint itself and never read: this resolver refuses them.
    class LocalOnly extends r.BaseResolver {
        async resolveDocument() {
            throw new Error('external references are not resolved');
        }
    }
    return { r, cfg: await config, resolver: () => new LocalOnly() };
}
function raw(problems) {
    return problems.slice(0, MAX_RAW_PROBLEMS).map((p) => {
        const loc = p.location[0];
        return { message: p.message, ...(loc ? { location: { pointer: loc.pointer, reportOnKey: loc.reportOnKey } } : {}) };
    });
}
/**
 * Shortens the document's chains of `$ref`s (see `refs.ts`); a chain still longer than the validator can follow is
 * the one problem reported, at its first `$ref`, and the document is not validated further.
 */
function longChain(parsed) {
    const long = shortenRefChains(parsed);
    if (!long)
        return undefined;
    return {
        message: `A chain of more than ${MAX_REF_CHAIN} \`$ref\`s, each naming the next, starts here (or a cycle of them); ` +
            `navlint does not validate the rest of this document.`,
        location: { pointer: '#' + long.pointer },
    };
}
/** Characters the validator's YAML reader refuses (its own pattern). */
const NON_PRINTABLE = 
// eslint-disable-next-line no-control-regex
/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
/** Numbers that may overflow, which that reader takes for strings. */
const HUGE_NUMBER = /[eE][-+]?[0-9]{3}|[0-9]{300}/;
/**
 * The value of a JSON document that the validator's YAML reader would read to the very same value: it starts
 * with `{` in the first column, has no duplicate keys, no characters that reader refuses and no overflowing
 * numbers. JSON.parse reads such a document many times faster; anything else is left to the validator.
 * `uniqueKeys` says that the caller's parser already found no repeated key.
 */
function plainJsonValue(file, text, uniqueKeys = false) {
    if (!/\.json$/i.test(file) || text.charCodeAt(0) !== 123 || NON_PRINTABLE.test(text) || HUGE_NUMBER.test(text))
        return undefined;
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    return !uniqueKeys && hasDuplicateKeys(text) ? undefined : { value };
}
/** Whether valid JSON text repeats a key in one object (the YAML reader rejects that; JSON.parse keeps the last). */
function hasDuplicateKeys(text) {
    const stack = [];
    let expectKey = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 34) {
            let j = i + 1;
            let escaped = false;
            for (; text.charCodeAt(j) !== 34; j++) {
                if (text.charCodeAt(j) === 92) {
                    escaped = true;
                    j++;
                }
            }
            if (expectKey) {
                const key = escaped ? JSON.parse(text.slice(i, j + 1)) : text.slice(i + 1, j);
                const keys = stack[stack.length - 1];
                if (keys.has(key))
                    return true;
                keys.add(key);
                expectKey = false;
            }
            i = j;
        }
        else if (c === 123) {
            stack.push(new Set());
            expectKey = true;
        }
        else if (c === 91)
            stack.push(undefined);
        else if (c === 125 || c === 93)
            stack.pop();
        else if (c === 44)
            expectKey = stack[stack.length - 1] !== undefined;
    }
    return false;
}
/** Validates a document's text with Redocly's structural rule (the validator reads the text itself). */
async function lintText(file, text, uniqueKeys = false) {
    const { r } = await load();
    let parsed;
    try {
        const json = plainJsonValue(file, text, uniqueKeys);
        parsed = json ? json.value : r.makeDocumentFromString(text, file).parsed;
    }
    catch (e) {
        return { unreadable: oneLine(e) };
    }
    return lintParsed(file, text, parsed);
}
/** Validates an already parsed document (plain values): the value navlint read, or the validator's reader did. */
async function lintParsed(file, text, parsed) {
    const { r, cfg, resolver } = await load();
    try {
        const long = longChain(parsed);
        if (long)
            return { problems: [long] };
        const document = { source: new r.Source(file, text), parsed };
        const all = await r.lintDocument({ document, config: cfg, externalRefResolver: resolver() });
        return { problems: raw(all), ...(all.length > MAX_RAW_PROBLEMS ? { total: all.length } : {}) };
    }
    catch (e) {
        return { unreadable: oneLine(e) };
    }
}
/** An error's message on one line, and not a long one: a stack overflow's message may quote a whole minified source line. */
function oneLine(e) {
    const message = e.message.split('\n')[0].replace(/ in "[^"]*"/, '');
    return message.length > 300 ? message.slice(0, 299) + '…' : message;
}
/** Runs in a worker thread: validates each document sent on `port`, one at a time, in the order received. */
function serveLintRequests(port) {
    let queue = load();
    port.on('message', (req) => {
        queue = queue
            .then(() => port.postMessage({ id: req.id, started: true }))
            .then(() => req.parsed === undefined
            ? lintText(req.file, req.text, req.uniqueKeys === true)
            : lintParsed(req.file, req.text, req.parsed))
            .then((outcome) => port.postMessage({ id: req.id, outcome }), (e) => port.postMessage({ id: req.id, failure: String(e) }));
    });
}


/***/ }),

/***/ 70644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pf: () => (/* binding */ validated),
/* harmony export */   SpecLinter: () => (/* binding */ SpecLinter),
/* harmony export */   lY: () => (/* binding */ validateSpecs)
/* harmony export */ });
/* unused harmony export yamlValue */
/* harmony import */ var _core_suggest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32085);
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49337);
/* harmony import */ var _lint_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23171);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56107);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(30437);





/**
 * Time the validator may spend on one document in its thread before it is stopped (a valid document of a million
 * values takes a fraction of it, one whose values each fail takes far longer: scripts/bench-stress.mjs times both).
 */
const SPEC_TIMEOUT_MS = 6000;
/** Most structural problems reported per document; the rest are counted in one closing finding. */
const MAX_PROBLEMS_PER_SPEC = 20;
/** The strings of every `openapi` field of a docs.json value: a path or URL, a list of them, or `{ "source": … }`. */
function openapiRefsOf(root) {
    const out = [];
    // A loop, not recursion: docs.json may nest deeper than the stack goes. In document order, as the check reads them.
    const stack = [root];
    while (stack.length > 0) {
        const value = stack.pop();
        if (typeof value !== 'object' || value === null)
            continue;
        const children = Array.isArray(value) ? value : Object.values(value);
        for (let i = children.length - 1; i >= 0; i--)
            stack.push(children[i]);
        const named = Array.isArray(value) ? undefined : value.openapi;
        for (const x of named === undefined ? [] : [named].flat()) {
            const source = typeof x === 'object' && x !== null ? x.source : x;
            if (typeof source === 'string')
                out.push(source);
        }
    }
    return out;
}
/** Whether a document is validated: an OpenAPI 3 document that parsed. */
function validated(spec) {
    return spec.kind === 'openapi3' && spec.source !== undefined && spec.root !== undefined && spec.errors.length === 0;
}
/**
 * Hands documents to Redocly's validator as soon as they are parsed: in a worker thread when one can be
 * started (the validator then runs beside the rest of the check), else in this thread.
 */
class SpecLinter {
    startWorker;
    worker;
    stopped = false;
    closed = false;
    nextId = 0;
    waiting = new Map();
    /** The request the worker is on. */
    current;
    /** The worker is being stopped on a document that took too long: it is replaced. */
    replacing = false;
    outcomes = new Map();
    constructor(startWorker) {
        this.startWorker = startWorker;
    }
    /** Starts validating a document, if it is one that gets validated. */
    submit(spec) {
        if (validated(spec))
            void this.outcome(spec);
    }
    /**
     * What the validator says about a document (asked once per file and text). A YAML document goes as the value navlint
     * read it into, where js-yaml would read the same (`yamlValue`): the validator then does not read the text again.
     */
    outcome(spec) {
        const text = spec.source.text;
        const known = this.outcomes.get(spec.file);
        if (known && known.text === text)
            return known.outcome;
        const parsed = yamlValue(spec);
        const outcome = parsed === undefined
            ? this.ask(spec.file, text, spec.uniqueKeys === true)
            : this.send({ file: spec.file, text, parsed }, () => (0,_lint_js__WEBPACK_IMPORTED_MODULE_3__/* .lintParsed */ .zr)(spec.file, text, parsed));
        this.outcomes.set(spec.file, { text, outcome, ...(parsed === undefined ? {} : { fromValue: true }) });
        return outcome;
    }
    /**
     * Starts validating the JSON OpenAPI 3 documents that docs.json (`docs`, its value) names, before the check has
     * read them, so that the validator's thread starts on them as soon as its code is loaded. The check's own request
     * for such a document gets this answer, when it reads the same text (`outcome`); one the check does not validate
     * (not in its file index, or not parsed) was validated for nothing.
     */
    prime(root, docs, fs) {
        for (const ref of openapiRefsOf(docs)) {
            const file = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_1__.rootPathOf)(root, ref);
            if (file === undefined || !/\.json$/i.test(file) || this.outcomes.has(file))
                continue;
            const text = (0,_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .readSpecFile */ .MB)(fs, root, file);
            if (typeof text !== 'string' || !/^\s*\{/.test(text) || !/"openapi"\s*:\s*"3\./.test(text))
                continue;
            this.outcomes.set(file, { text, outcome: this.ask(file, text, false) });
        }
    }
    /** Whether the validator was given navlint's value of the document rather than its text. */
    validatedValue(spec) {
        return this.outcomes.get(spec.file)?.fromValue === true;
    }
    /** Stops the worker; documents still being validated there are dropped (not validated again here). */
    async close() {
        this.stopped = true;
        this.closed = true;
        const w = this.worker;
        this.worker = undefined;
        if (w)
            await w.terminate();
    }
    /**
     * What the validator says about the value navlint read a document into: undefined when it fails on it. Asked
     * when the validator's own reader stops on the text.
     */
    async problemsOfValue(spec) {
        const text = spec.source.text;
        const parsed = plainValue(spec.root, new Map());
        const outcome = await this.send({ file: spec.file, text, parsed }, () => (0,_lint_js__WEBPACK_IMPORTED_MODULE_3__/* .lintParsed */ .zr)(spec.file, text, parsed));
        return 'problems' in outcome ? outcome.problems : undefined;
    }
    ask(file, text, uniqueKeys) {
        return this.send({ file, text, uniqueKeys }, () => (0,_lint_js__WEBPACK_IMPORTED_MODULE_3__/* .lintText */ .DA)(file, text, uniqueKeys));
    }
    /** Sends a request to the worker; whatever goes wrong there, `here` does the work in this thread instead. */
    send(request, here) {
        const w = this.ensureWorker();
        if (!w)
            return here();
        const id = this.nextId++;
        return new Promise((resolve) => {
            let timer;
            this.waiting.set(id, (reply) => {
                if (reply.started) {
                    this.current = id;
                    // The worker is stopped should it not answer in time (the documents after this one go on here).
                    timer = setTimeout(() => {
                        this.waiting.delete(id);
                        resolve({
                            id,
                            outcome: {
                                unreadable: `navlint stopped validating it after ${SPEC_TIMEOUT_MS / 1000} s, the time it allows one document`,
                                stopped: true,
                            },
                        });
                        if (this.worker === w)
                            this.replacing = true;
                        void w.terminate();
                    }, SPEC_TIMEOUT_MS);
                    timer.unref?.();
                    return;
                }
                clearTimeout(timer);
                this.waiting.delete(id);
                resolve(reply);
            });
            try {
                w.postMessage({ ...request, id });
            }
            catch (e) {
                this.waiting.delete(id);
                resolve({ id, failure: String(e) });
            }
        }).then((reply) => {
            if (reply.outcome)
                return reply.outcome;
            if (this.closed)
                return { unreadable: 'the check has ended' };
            // Behind a document that its worker was stopped on, a request goes to the worker that replaces it.
            return this.ensureWorker() ? this.send(request, here) : here();
        });
    }
    ensureWorker() {
        if (this.worker || this.stopped || !this.startWorker)
            return this.worker;
        let worker;
        try {
            worker = this.worker = this.startWorker();
        }
        catch {
            this.stopped = true;
            return undefined;
        }
        worker.on('message', (reply) => this.waiting.get(reply.id)?.(reply));
        let gone = false;
        const lost = (e) => {
            // Told once ('error' comes before 'exit').
            if (gone)
                return;
            gone = true;
            // Out of memory on a document: that document is too large to check.
            const current = this.current !== undefined ? this.waiting.get(this.current) : undefined;
            const outOfMemory = e?.code === 'ERR_WORKER_OUT_OF_MEMORY' && current !== undefined;
            if (outOfMemory)
                current({
                    id: this.current,
                    outcome: { unreadable: 'the validator ran out of the memory navlint allows it', stopped: true },
                });
            // A worker stopped on a document (time, memory) is replaced, so that the documents behind it keep the bounds
            // of a worker; one that failed otherwise is not, and those documents are validated on this thread.
            if (!outOfMemory && !this.replacing)
                this.stopped = true;
            this.replacing = false;
            if (this.worker === worker)
                this.worker = undefined;
            this.current = undefined;
            const waiting = [...this.waiting];
            this.waiting.clear();
            for (const [id, done] of waiting)
                done({ id, failure: 'the validation worker stopped' });
        };
        worker.on('error', lost);
        worker.on('exit', lost);
        return worker;
    }
}
/** Validates OpenAPI 3 documents with Redocly's structural rule; loaded only when a site has specs. */
async function validateSpecs(specs, linter = new SpecLinter()) {
    const out = new Map();
    const todo = specs.filter(validated);
    if (todo.length === 0)
        return out;
    for (const spec of todo) {
        let problems;
        let message = '';
        const outcome = await linter.outcome(spec);
        let total;
        if ('problems' in outcome) {
            problems = outcome.problems;
            total = outcome.total;
        }
        else {
            message = outcome.unreadable;
            // The validator's YAML reader is stricter than the platform's (an unindented closing bracket of a
            // flow collection, for one): validate the tree that gave positions instead. Duplicate keys stay
            // an error, since the platform's reader rejects them too. So does a validator that gave out on the document
            // (a stack overflow on an object of 200,000 keys): reading it again would only cost as much once more. A
            // document the validator was given as navlint's value already was that tree.
            if (!/duplicate|call stack/i.test(message) && !('stopped' in outcome) && !linter.validatedValue(spec))
                problems = await linter.problemsOfValue(spec);
        }
        if (!problems) {
            // The validator's YAML reader stopped: report where.
            const at = /\((\d+):(\d+)\)/.exec(message);
            const pos = at ? { line: Number(at[1]), column: Number(at[2]) } : spec.root.span.start;
            out.set(spec.file, [
                {
                    message: 'stopped' in outcome
                        ? `the document was not validated: ${message}; it is too large or complex to check.`
                        : `the document does not parse: ${message.replace(/\s*\(\d+:\d+\)$/, '')}.`,
                    span: { file: spec.file, pointer: '', start: pos, end: pos },
                },
            ]);
            continue;
        }
        const list = [];
        const is31 = /^3\.1/.test(String(spec.root && spec.root.type === 'object'
            ? ((0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_4__/* .getProp */ .GT)(spec.root, 'openapi')?.value?.value ?? '')
            : ''));
        // Problems the validator found past those it passed on (MAX_RAW_PROBLEMS) are counted, not listed.
        let extra = total !== undefined ? total - problems.length : 0;
        for (const p of problems) {
            const loc = p.location;
            if (!loc)
                continue;
            const pointer = loc.pointer?.replace(/^#/, '') ?? '';
            // OpenAPI 3.1 schemas are JSON Schema 2020-12, where unknown keywords are allowed annotations.
            if (is31 &&
                /is not expected here/.test(p.message) &&
                /\/(schema|schemas|properties|items|allOf|anyOf|oneOf|additionalProperties)\//.test(pointer))
                continue;
            if (list.length >= MAX_PROBLEMS_PER_SPEC) {
                extra++;
                continue;
            }
            const found = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeAtPointer */ .hI)(spec.root, pointer.split('/').map(decodeToken).join('/'));
            if (!found)
                continue;
            const span = loc.reportOnKey && found.keySpan ? found.keySpan : found.node.span;
            // Minified documents put everything on one line: the pointer says where.
            list.push({
                message: `${withValue(p.message.replace(/\s+/g, ' ').trim(), loc.reportOnKey ? undefined : found.node)} (at ${pointer || '/'})`,
                span,
            });
        }
        if (extra > 0)
            list.push({
                message: `${extra} more structural problem${extra === 1 ? '' : 's'} in this document (only the first ${MAX_PROBLEMS_PER_SPEC} are listed).`,
                span: list[list.length - 1].span,
            });
        out.set(spec.file, list);
    }
    return out;
}
/** Longest user value quoted in full in a message; longer ones are cut. */
const MAX_QUOTED = 40;
/** A validator's message with the offending value it is about, when that value is a scalar (a key or an object says nothing more). */
function withValue(message, node) {
    if (!node || node.type === 'object' || node.type === 'array')
        return message;
    const shown = node.type === 'string' ? (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_0__.quote)(node.value, MAX_QUOTED) : String(node.value);
    return `${message.replace(/\.$/, '')}; found ${shown}.`;
}
/**
 * A document tree as plain values; nodes that YAML aliases share stay shared, so it never grows. With `strict`,
 * undefined for a tree that repeats a key in one mapping or holds a merge key (`<<`), which js-yaml reads otherwise.
 */
function plainValue(node, memo, strict = false) {
    if (node.type !== 'object' && node.type !== 'array')
        return node.value;
    const done = memo.get(node);
    if (done !== undefined)
        return done;
    if (node.type === 'array') {
        const items = [];
        memo.set(node, items);
        for (const i of node.items) {
            const v = plainValue(i, memo, strict);
            if (strict && v === undefined)
                return undefined;
            items.push(v);
        }
        return items;
    }
    // An ordinary object (the validator calls its methods), with `__proto__` kept as a plain key.
    const out = {};
    memo.set(node, out);
    for (const p of node.props) {
        if (strict && (p.key === '<<' || Object.prototype.hasOwnProperty.call(out, p.key)))
            return undefined;
        const value = plainValue(p.value, memo, strict);
        if (strict && value === undefined)
            return undefined;
        Object.defineProperty(out, p.key, { value, enumerable: true, writable: true, configurable: true });
    }
    return out;
}
/**
 * The value of a YAML document as navlint read it, when the validator's own reader (js-yaml, core schema) reads its
 * text to the very same value: no explicit tag, no merge key, no key repeated in a mapping (js-yaml refuses those,
 * and its message is the one reported). Validating it spares the validator a second, slower read of the text.
 */
function yamlValue(spec) {
    if (!spec.yaml || spec.yaml.tagged || !spec.root || spec.errors.length > 0)
        return undefined;
    return plainValue(spec.root, new Map(), true);
}
/** A pointer token with its percent-escapes decoded; a key holding a lone `%` (`/100%`) stays as written. */
function decodeToken(raw) {
    try {
        return decodeURIComponent(raw);
    }
    catch {
        return raw;
    }
}


/***/ })

};
