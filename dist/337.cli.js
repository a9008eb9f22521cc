export const id = 337;
export const ids = [337];
export const modules = {

/***/ 49337:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GT: () => (/* binding */ getProp),
/* harmony export */   KX: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   MF: () => (/* binding */ describeType),
/* harmony export */   Ul: () => (/* binding */ toPlain),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   hI: () => (/* binding */ nodeAtPointer)
/* harmony export */ });
/** Deepest nesting of arrays and objects accepted in one JSON file. */
const MAX_JSON_DEPTH = 256;
/** The value of the last property named `key` (as JSON.parse keeps), if `node` is an object. */
function getProp(node, key) {
    if (!node || node.type !== 'object')
        return undefined;
    for (let i = node.props.length - 1; i >= 0; i--)
        if (node.props[i].key === key)
            return node.props[i];
    return undefined;
}
/** The string value of `node`, or undefined. */
function str(node) {
    return node?.type === 'string' ? node.value : undefined;
}
/** Converts a node into a plain JavaScript value (for schema validation and output). */
function toPlain(node) {
    switch (node.type) {
        case 'object': {
            const out = Object.create(null);
            for (const p of node.props)
                out[p.key] = toPlain(p.value);
            return out;
        }
        case 'array':
            return node.items.map(toPlain);
        default:
            return node.value;
    }
}
/** A short description of a node's type for messages: `a string`, `an array`, … */
function describeType(node) {
    switch (node.type) {
        case 'object':
            return 'an object';
        case 'array':
            return 'an array';
        case 'null':
            return 'null';
        case 'string':
            return `the string ${JSON.stringify(node.value)}`;
        default:
            return `the ${node.type} ${String(node.value)}`;
    }
}
/** The value at a JSON pointer (RFC 6901, `~0`/`~1` escapes) below `root`, with the key it stands under. */
function nodeAtPointer(root, pointer) {
    let cur = root;
    let keySpan;
    for (const raw of pointer.split('/').slice(1)) {
        const tok = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        if (!cur)
            return undefined;
        if (cur.type === 'object') {
            const p = getProp(cur, tok);
            keySpan = p?.keySpan;
            cur = p?.value;
        }
        else if (cur.type === 'array') {
            cur = cur.items[Number(tok)];
            keySpan = undefined;
        }
        else
            return undefined;
    }
    return cur ? { node: cur, keySpan } : undefined;
}


/***/ })

};
