export const id = 643;
export const ids = [643,611,107];
export const modules = {

/***/ 56107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   displayPath: () => (/* binding */ displayPath),
/* harmony export */   toPosix: () => (/* binding */ toPosix)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** A path in the `/`-separated form that output, globs and URLs use. */
function toPosix(p) {
    return p.split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/');
}
/** A file path as shown to the user: relative to the working directory, `/`-separated. */
function displayPath(file, cwd) {
    return toPosix(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(cwd, file)) || node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(file);
}


/***/ }),

/***/ 97611:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMAND: () => (/* binding */ COMMAND),
/* harmony export */   annotationProperties: () => (/* binding */ annotationProperties),
/* harmony export */   escapeData: () => (/* binding */ escapeData),
/* harmony export */   escapeProperty: () => (/* binding */ escapeProperty),
/* harmony export */   formatGithub: () => (/* binding */ formatGithub),
/* harmony export */   inertText: () => (/* binding */ inertText),
/* harmony export */   messageWithHelp: () => (/* binding */ messageWithHelp),
/* harmony export */   safeLogLine: () => (/* binding */ safeLogLine),
/* harmony export */   workflowCommand: () => (/* binding */ workflowCommand)
/* harmony export */ });
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56107);

/** Escapes the data part of a workflow command, as @actions/core does. */
function escapeData(s) {
    return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** Escapes a property value of a workflow command, as @actions/core does. */
function escapeProperty(s) {
    return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/** Makes user text inert for the runner and its log viewer: control characters (line breaks too) become `\uXXXX`, `##[` loses its meaning. */
function inertText(s) {
    return s
        .replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .replace(/##\[/g, '#\\u0023[');
}
/** A log line the runner cannot take for a command: inert text that does not start with `::`. */
function safeLogLine(s) {
    return inertText(s).replace(/^(\s*):/, '$1\\u003a');
}
/** The workflow command for each severity. */
const COMMAND = {
    error: 'error',
    warning: 'warning',
    notice: 'notice',
};
/** Annotation properties for a finding; columns only on one-line ranges, as the runner wants. */
function annotationProperties(d, file) {
    const props = { title: d.rule, file, startLine: d.span.start.line, endLine: d.span.end.line };
    if (d.span.start.line === d.span.end.line) {
        props.startColumn = d.span.start.column;
        props.endColumn = d.span.end.column;
    }
    return props;
}
/** The message with its suggestion added when the message does not already hold it. */
function messageWithHelp(d) {
    if (d.suggestion === undefined || d.message.includes(d.suggestion))
        return d.message;
    return /[.?!]$/.test(d.suggestion) ? `${d.message} ${d.suggestion}` : `${d.message} Suggested: ${d.suggestion}.`;
}
/** One `::error file=…,line=…::message` line for a finding. */
function workflowCommand(d, file) {
    const p = annotationProperties(d, file);
    const props = [
        ['file', p.file],
        ['line', p.startLine],
        ['endLine', p.endLine],
        ['col', p.startColumn],
        ['endColumn', p.endColumn],
        ['title', p.title],
    ];
    const list = props.filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${escapeProperty(String(v))}`);
    return `::${COMMAND[d.severity]} ${list.join(',')}::${escapeData(inertText(messageWithHelp(d)))}`;
}
/** The `github` format: one workflow command per finding, file paths relative to the working directory. */
function formatGithub(result) {
    return result.diagnostics.map((d) => workflowCommand(d, (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__.displayPath)(d.span.file, result.cwd)) + '\n').join('');
}


/***/ }),

/***/ 10643:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FINGERPRINT_KEY: () => (/* binding */ FINGERPRINT_KEY),
/* harmony export */   INFORMATION_URI: () => (/* binding */ INFORMATION_URI),
/* harmony export */   RULE_DOCS_BASE: () => (/* binding */ RULE_DOCS_BASE),
/* harmony export */   fingerprint: () => (/* binding */ fingerprint),
/* harmony export */   formatSarif: () => (/* binding */ formatSarif),
/* harmony export */   ruleDocUrl: () => (/* binding */ ruleDocUrl),
/* harmony export */   sarifRule: () => (/* binding */ sarifRule),
/* harmony export */   spanText: () => (/* binding */ spanText),
/* harmony export */   toSarif: () => (/* binding */ toSarif),
/* harmony export */   toUri: () => (/* binding */ toUri)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65655);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56107);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(311);
/* harmony import */ var _github_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97611);





/** Where each rule's documentation page lives. */
const RULE_DOCS_BASE = 'https://github.com/navlint/navlint/blob/main/docs/rules/';
/** navlint's home page, named in the SARIF tool driver. */
const INFORMATION_URI = 'https://github.com/navlint/navlint';
/** The name of the fingerprint navlint puts in `partialFingerprints`. */
const FINGERPRINT_KEY = 'navlintFinding/v1';
const LEVEL = { error: 'error', warning: 'warning', notice: 'note' };
/** The documentation page of a rule. */
function ruleDocUrl(id) {
    return RULE_DOCS_BASE + encodeURIComponent(id) + '.md';
}
/** The SARIF reporting descriptor of a rule. */
function sarifRule(meta) {
    const helpUri = ruleDocUrl(meta.id);
    return {
        id: meta.id,
        shortDescription: { text: meta.summary },
        fullDescription: {
            text: `${meta.summary} This ${meta.category} rule reports ${article(meta.defaultSeverity)} by default.`,
        },
        help: {
            text: `${meta.summary}\nExamples and how to fix it: ${helpUri}`,
            markdown: `${meta.summary}\n\n[Examples and how to fix it](${helpUri})`,
        },
        helpUri,
        defaultConfiguration: { level: LEVEL[meta.defaultSeverity] },
        properties: { tags: ['navlint', meta.category] },
    };
}
function article(s) {
    return s === 'error' ? 'an error' : `a ${s}`;
}
/** Builds the SARIF 2.1.0 log of a check. */
function toSarif(result, options = { baseDir: result.cwd }) {
    const rules = result.rules.map((r) => sarifRule(r.meta));
    const index = new Map(rules.map((r, i) => [r.id, i]));
    const seen = new Map();
    const results = result.diagnostics.map((d) => {
        const uri = toUri((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_1__.displayPath)(d.span.file, options.baseDir));
        const base = fingerprint(d, uri, spanText(result.sources.get(d.span.file), d.span));
        // Identical findings in one file (same rule, message and value) stay distinct by their order.
        const n = (seen.get(base) ?? 0) + 1;
        seen.set(base, n);
        const ruleIndex = index.get(d.rule);
        return {
            ruleId: d.rule,
            ...(ruleIndex !== undefined ? { ruleIndex } : {}),
            level: LEVEL[d.severity],
            message: { text: (0,_github_js__WEBPACK_IMPORTED_MODULE_2__.messageWithHelp)(d) },
            locations: [
                {
                    physicalLocation: {
                        artifactLocation: { uri },
                        region: {
                            startLine: d.span.start.line,
                            startColumn: d.span.start.column,
                            endLine: d.span.end.line,
                            endColumn: d.span.end.column,
                        },
                    },
                },
            ],
            partialFingerprints: { [FINGERPRINT_KEY]: `${base}:${n}` },
        };
    });
    return {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'navlint',
                        version: _version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x,
                        semanticVersion: _version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x,
                        informationUri: INFORMATION_URI,
                        rules,
                    },
                },
                columnKind: 'utf16CodeUnits',
                results,
            },
        ],
    };
}
/** Formats the SARIF log as text, ending with a newline. */
function formatSarif(result, options) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .safeJson */ .oi)(toSarif(result, options)) + '\n';
}
/** A hash of what a finding is about, independent of the line it stands on. */
function fingerprint(d, uri, valueText) {
    // Messages that cite another line ("first at line 75") would otherwise change when lines move.
    const message = d.message.replace(/\blines? \d+(?:\s*(?:–|-|and)\s*\d+)?/g, 'line');
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update([d.rule, uri, message, valueText].join('\u0000')).digest('hex').slice(0, 32);
}
/** The text a span covers, or its JSON pointer when the source is not at hand. */
function spanText(source, span) {
    if (!source)
        return span.pointer;
    const { start, end } = span;
    if (start.line === end.line)
        return source.line(start.line).slice(start.column - 1, end.column - 1);
    const lines = [source.line(start.line).slice(start.column - 1)];
    for (let l = start.line + 1; l < end.line; l++)
        lines.push(source.line(l));
    lines.push(source.line(end.line).slice(0, end.column - 1));
    return lines.join('\n');
}
/** A relative path as a URI reference: each segment percent-encoded, `/` kept. */
function toUri(relPath) {
    return relPath
        .split('/')
        .map((seg) => seg === '..' || seg === '.'
        ? seg
        : encodeURIComponent(seg).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase()))
        .join('/');
}


/***/ })

};
