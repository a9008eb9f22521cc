export const id = 175;
export const ids = [175];
export const modules = {

/***/ 8175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DA: () => (/* binding */ lintText),
/* harmony export */   serveLintRequests: () => (/* binding */ serveLintRequests),
/* harmony export */   zr: () => (/* binding */ lintParsed)
/* harmony export */ });
/* unused harmony exports plainJsonValue, lintValue */
let redocly;
let config;
async function load() {
    redocly ??= Promise.all(/* import() */[__webpack_require__.e(160), __webpack_require__.e(677)]).then(__webpack_require__.bind(__webpack_require__, 14677));
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
    return problems.map((p) => {
        const loc = p.location[0];
        return { message: p.message, ...(loc ? { location: { pointer: loc.pointer, reportOnKey: loc.reportOnKey } } : {}) };
    });
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
    const { r, cfg, resolver } = await load();
    try {
        const json = plainJsonValue(file, text, uniqueKeys);
        const document = json
            ? { source: new r.Source(file, text), parsed: json.value }
            : r.makeDocumentFromString(text, file);
        return { problems: raw(await r.lintDocument({ document, config: cfg, externalRefResolver: resolver() })) };
    }
    catch (e) {
        return { unreadable: e.message.split('\n')[0].replace(/ in "[^"]*"/, '') };
    }
}
/** Validates an already parsed document (plain values); undefined when the validator fails on it. */
async function lintValue(file, text, parsed) {
    const { r, cfg, resolver } = await load();
    const document = { source: new r.Source(file, text), parsed };
    const problems = await r
        .lintDocument({ document, config: cfg, externalRefResolver: resolver() })
        .catch(() => undefined);
    return problems && raw(problems);
}
/** `lintValue` as an outcome: `unreadable` (with no message) when the validator fails on the value. */
async function lintParsed(file, text, parsed) {
    const problems = await lintValue(file, text, parsed);
    return problems ? { problems } : { unreadable: '' };
}
/** Runs in a worker thread: validates each document sent on `port`, one at a time, in the order received. */
function serveLintRequests(port) {
    let queue = load();
    port.on('message', (req) => {
        queue = queue
            .then(() => req.parsed === undefined
            ? lintText(req.file, req.text, req.uniqueKeys === true)
            : lintParsed(req.file, req.text, req.parsed))
            .then((outcome) => port.postMessage({ id: req.id, outcome }), (e) => port.postMessage({ id: req.id, failure: String(e) }));
    });
}


/***/ })

};
