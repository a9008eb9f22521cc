export const id = 3171;
export const ids = [3171];
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


/***/ })

};
