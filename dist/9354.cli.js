export const id = 9354;
export const ids = [9354];
export const modules = {

/***/ 39354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ unreadable),
/* harmony export */   findDocsRoot: () => (/* binding */ findDocsRoot)
/* harmony export */ });
/* harmony import */ var _core_confined_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39515);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74296);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56107);




/**
 * Finds the docs root for a user-given path: the folder itself when it holds docs.json, else the nearest folder above
 * it that does, up to the repository root (a folder holding `.git`). Nothing is found: a usage error that names a
 * docs.json one or two levels below, or a legacy mint.json, when there is one.
 */
function findDocsRoot(dir, cwd, fs) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, dir);
    let st;
    try {
        st = fs.statSync(abs);
    }
    catch {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${dir}: no such file or folder`);
    }
    if (st.isFile()) {
        if (node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(abs) !== 'docs.json')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${dir}: expected a docs root folder or its docs.json`);
        return node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(abs);
    }
    if (fs.existsSync(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(abs, 'docs.json'))) {
        if (!isFile(fs, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(abs, 'docs.json')))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${dir}: docs.json in this folder is not a file`);
        return abs;
    }
    let legacy = isFile(fs, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(abs, 'mint.json')) ? abs : undefined;
    for (let d = abs; !fs.existsSync(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(d, '.git')) && node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(d) !== d;) {
        d = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(d);
        if (isFile(fs, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(d, 'docs.json')))
            return d;
        if (legacy === undefined && isFile(fs, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(d, 'mint.json')))
            legacy = d;
    }
    const here = dir === '.' ? '' : `${dir}: `;
    const below = docsRootsBelow(abs, fs).map((d) => (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__.displayPath)(d, cwd));
    if (below.length > 0) {
        const shown = below.slice(0, 3).map((d) => `${d}/docs.json`);
        const list = shown.length === 1
            ? shown[0]
            : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}${below.length > 3 ? ` (and ${below.length - 3} more)` : ''}`;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .DocsRootBelowError */ .Jr(`${here}no docs.json here; found ${list}`, below);
    }
    if (legacy !== undefined) {
        const where = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__.displayPath)(legacy, cwd);
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${here}no docs.json, only the legacy ${legacy === abs ? 'mint.json' : `${where}/mint.json`}, which the platform replaced with docs.json: run \`mint upgrade\` in ${legacy === abs ? (dir === '.' ? 'this folder' : dir) : where} to convert it`);
    }
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${here}no docs.json in this folder or above it (give the docs root, the folder that holds docs.json)`);
}
function isFile(fs, file) {
    try {
        return fs.statSync(file).isFile();
    }
    catch {
        return false;
    }
}
// Enough to find `docs/` or `apps/docs/` in a repository without walking a large tree.
const MAX_FOLDERS_LOOKED_AT = 2000;
/** Folders one or two levels below `dir` that hold docs.json, shallowest first, then by name (hidden folders and node_modules skipped). */
function docsRootsBelow(dir, fs) {
    let budget = MAX_FOLDERS_LOOKED_AT;
    const subfolders = (d) => {
        let entries;
        try {
            entries = fs.readdirSync(d, { withFileTypes: true });
        }
        catch {
            return [];
        }
        const names = entries
            .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
            .map((e) => e.name);
        return names
            .sort()
            .slice(0, Math.max(0, budget))
            .map((n) => node_path__WEBPACK_IMPORTED_MODULE_1___default().join(d, n));
    };
    const found = [];
    const level1 = subfolders(dir);
    budget -= level1.length;
    for (const d of level1)
        if (isFile(fs, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(d, 'docs.json')))
            found.push(d);
    const deeper = [];
    for (const d of level1) {
        if (budget <= 0)
            break;
        if (found.includes(d))
            continue;
        const level2 = subfolders(d);
        budget -= level2.length;
        for (const e of level2)
            if (isFile(fs, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(e, 'docs.json')))
                deeper.push(e);
    }
    return [...found, ...deeper];
}
/** A file the check cannot do without (docs.json, .navlintrc.json, .mintignore) that cannot be read, as a usage error naming it. */
function unreadable(e, cwd) {
    if (e instanceof _core_confined_js__WEBPACK_IMPORTED_MODULE_0__.ConfinedPathError)
        return new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__.displayPath)(e.file, cwd)}: not read: ${e.reason}`);
    const err = e;
    if (typeof err?.code !== 'string' || typeof err.path !== 'string')
        return undefined;
    const why = err.code === 'EACCES' || err.code === 'EPERM'
        ? 'permission denied'
        : err.code === 'EISDIR'
            ? 'it is a folder'
            : err.code;
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__.displayPath)(err.path, cwd)}: cannot be read (${why})`);
}


/***/ })

};
