export const id = 611;
export const ids = [611,107];
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


/***/ })

};
