export const id = 552;
export const ids = [552];
export const modules = {

/***/ 1552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   describeChecked: () => (/* binding */ describeChecked),
/* harmony export */   formatStylish: () => (/* binding */ formatStylish)
/* harmony export */ });
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9021);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5655);


/** Human-readable output: findings grouped by file, each with a code frame, and a closing count. */
function formatStylish(result, options) {
    const c = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .palette */ .MF)(options.color);
    const out = [];
    const byFile = new Map();
    for (const d of result.diagnostics) {
        const f = (0,_engine_js__WEBPACK_IMPORTED_MODULE_0__.displayPath)(d.span.file, result.cwd);
        (byFile.get(f) ?? byFile.set(f, []).get(f)).push(d);
    }
    for (const [file, list] of byFile) {
        out.push(c.underline((0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(file)));
        for (const d of list) {
            const sev = d.severity === 'error' ? c.red('error') : d.severity === 'warning' ? c.yellow('warning') : c.blue('notice');
            const pad = ' '.repeat(7 - d.severity.length);
            out.push(`${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(file)}:${d.span.start.line}:${d.span.start.column}  ${sev}${pad}  ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(d.message)}  ${c.dim(d.rule)}`);
            const source = result.sources.get(d.span.file);
            if (options.frame !== false && source)
                out.push(...codeFrame(source.line(d.span.start.line), d, c.red, c.dim));
            if (d.suggestion && !d.message.includes(d.suggestion)) {
                // A bare value (quoted) is a replacement; anything else is already a sentence.
                const help = /^["`]/.test(d.suggestion) ? `write ${d.suggestion}` : d.suggestion;
                out.push(`    ${c.dim('help:')} ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(help)}`);
            }
        }
        out.push('');
    }
    const s = result.summary;
    const total = s.errors + s.warnings + s.notices;
    const what = describeChecked(result);
    if (total === 0)
        out.push(c.green(`✔ ${what}: no problems found.`));
    else {
        const parts = [(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(s.errors, 'error'), (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(s.warnings, 'warning')];
        if (s.notices)
            parts.push((0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(s.notices, 'notice'));
        const line = `✖ ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(total, 'problem')} (${parts.join(', ')}). ${what}.`;
        out.push(s.errors > 0 ? c.red(c.bold(line)) : c.yellow(c.bold(line)));
    }
    return out.join('\n') + '\n';
}
function codeFrame(line, d, mark, dim) {
    const max = 160;
    const col = d.span.start.column - 1;
    const start = col > max - 40 ? col - 40 : 0;
    const visible = line.slice(start, start + max).replace(/\t/g, ' ');
    const width = d.span.end.line === d.span.start.line ? Math.max(1, d.span.end.column - d.span.start.column) : Math.max(1, line.length - col);
    const gutter = `${d.span.start.line} | `;
    return [
        `    ${dim(gutter)}${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)((start > 0 ? '…' : '') + visible)}`,
        `    ${' '.repeat(gutter.length)}${' '.repeat(col - start + (start > 0 ? 1 : 0))}${mark('^'.repeat(Math.min(width, max)))}`,
    ];
}
/** One phrase saying what was checked: `Checked docs.json (12 navigation entries, …)`. */
function describeChecked(result) {
    return `Checked ${result.checked}`;
}


/***/ })

};
