export const id = 552;
export const ids = [552,107];
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

/***/ 73054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ SEVERITY_RANK)
/* harmony export */ });
/** Orders severities for sorting and thresholds. */
const SEVERITY_RANK = { error: 3, warning: 2, notice: 1 };


/***/ }),

/***/ 71552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TALLY_THRESHOLD: () => (/* binding */ TALLY_THRESHOLD),
/* harmony export */   describeChecked: () => (/* binding */ describeChecked),
/* harmony export */   formatStylish: () => (/* binding */ formatStylish)
/* harmony export */ });
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56107);
/* harmony import */ var _core_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73054);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65655);



/** Above this many findings, a tally by rule comes before the closing line. */
const TALLY_THRESHOLD = 20;
/** Human-readable output: findings grouped by file, each with a code frame, and a closing count. */
function formatStylish(result, options) {
    const c = (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .palette */ .MF)(options.color);
    const out = [];
    const byFile = new Map();
    for (const d of result.diagnostics) {
        const f = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__.displayPath)(d.span.file, result.cwd);
        (byFile.get(f) ?? byFile.set(f, []).get(f)).push(d);
    }
    for (const [file, list] of byFile) {
        out.push(c.underline((0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safeTerminalText */ .Dm)(file)));
        for (const d of list) {
            const sev = d.severity === 'error' ? c.red('error') : d.severity === 'warning' ? c.yellow('warning') : c.blue('notice');
            const pad = ' '.repeat(7 - d.severity.length);
            out.push(`${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safeTerminalText */ .Dm)(file)}:${d.span.start.line}:${d.span.start.column}  ${sev}${pad}  ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safeTerminalText */ .Dm)(d.message)}  ${c.dim(d.rule)}`);
            const source = result.sources.get(d.span.file);
            if (options.frame !== false && source)
                out.push(...codeFrame(source.line(d.span.start.line), d, c.red, c.dim));
            if (d.suggestion && !d.message.includes(d.suggestion)) {
                // A bare value (quoted) is a replacement; anything else is already a sentence.
                const help = /^["`]/.test(d.suggestion) ? `write ${d.suggestion}` : d.suggestion;
                out.push(`    ${c.dim('help:')} ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safeTerminalText */ .Dm)(help)}`);
            }
        }
        out.push('');
    }
    const s = result.summary;
    const total = s.errors + s.warnings + s.notices;
    const what = describeChecked(result);
    const hiddenParts = [
        (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(options.hidden?.warnings ?? 0, 'warning'),
        (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(options.hidden?.notices ?? 0, 'notice'),
    ].filter((p) => !p.startsWith('0 '));
    const hidden = hiddenParts.length ? ` (${hiddenParts.join(' and ')} hidden)` : '';
    if (total > TALLY_THRESHOLD)
        out.push(...tally(result.diagnostics, c), '');
    if (total === 0)
        out.push(c.green(`✔ ${what}: ${hidden ? `no errors${hidden}` : 'no problems found'}.`));
    else if (hidden)
        out.push(c.red(c.bold(`✖ ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(s.errors, 'error')}${hidden}. ${what}.`)));
    else {
        const parts = [(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(s.errors, 'error'), (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(s.warnings, 'warning')];
        if (s.notices)
            parts.push((0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(s.notices, 'notice'));
        const line = `✖ ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(total, 'problem')} (${parts.join(', ')}). ${what}.`;
        out.push(s.errors > 0 ? c.red(c.bold(line)) : c.yellow(c.bold(line)));
    }
    return out.join('\n') + '\n';
}
/** Findings counted by rule and severity, errors first, then the most frequent. */
function tally(list, c) {
    const counts = new Map();
    for (const d of list) {
        const key = `${d.severity} ${d.rule}`;
        const row = counts.get(key) ?? counts.set(key, { rule: d.rule, severity: d.severity, n: 0 }).get(key);
        row.n++;
    }
    const rows = [...counts.values()].sort((a, b) => _core_types_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITY_RANK */ .f[b.severity] - _core_types_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITY_RANK */ .f[a.severity] ||
        b.n - a.n ||
        (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
    const ruleWidth = Math.max(4, ...rows.map((r) => r.rule.length));
    const countWidth = Math.max(5, ...rows.map((r) => String(r.n).length));
    const colour = { error: c.red, warning: c.yellow, notice: c.blue };
    return [
        c.bold('Problems by rule:'),
        `  ${c.dim(`${'rule'.padEnd(ruleWidth)}  ${'count'.padStart(countWidth)}  severity`)}`,
        ...rows.map((r) => `  ${r.rule.padEnd(ruleWidth)}  ${String(r.n).padStart(countWidth)}  ${colour[r.severity](r.severity)}`),
    ];
}
function codeFrame(line, d, mark, dim) {
    const max = 160;
    const col = d.span.start.column - 1;
    const start = col > max - 40 ? col - 40 : 0;
    const visible = line.slice(start, start + max).replace(/\t/g, ' ');
    const width = d.span.end.line === d.span.start.line
        ? Math.max(1, d.span.end.column - d.span.start.column)
        : Math.max(1, line.length - col);
    const gutter = `${d.span.start.line} | `;
    return [
        `    ${dim(gutter)}${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safeTerminalText */ .Dm)((start > 0 ? '…' : '') + visible)}`,
        `    ${' '.repeat(gutter.length)}${' '.repeat(col - start + (start > 0 ? 1 : 0))}${mark('^'.repeat(Math.min(width, max)))}`,
    ];
}
/** One phrase saying what was checked: `Checked docs.json (12 navigation entries, …)`. */
function describeChecked(result) {
    return `Checked ${result.checked}`;
}


/***/ })

};
