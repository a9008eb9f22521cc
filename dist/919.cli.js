export const id = 919;
export const ids = [919];
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


/***/ }),

/***/ 46255:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   GU: () => (/* binding */ isDefaultIgnored),
/* harmony export */   KQ: () => (/* binding */ pagePathOf),
/* harmony export */   MV: () => (/* binding */ isPageFile),
/* harmony export */   fi: () => (/* binding */ pageUrl),
/* harmony export */   iu: () => (/* binding */ normalizePagePath),
/* harmony export */   rx: () => (/* binding */ FileIndex)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70298);
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(ignore__WEBPACK_IMPORTED_MODULE_1__);


/** Folders never searched for pages. */
const SKIPPED_DIRS = new Set(['node_modules', '.git']);
/** Largest `.mintignore` read, in bytes. */
const MAX_IGNORE_BYTES = 1024 * 1024;
/** Folders the platform never builds from, at any depth (its default ignores, besides `.mintignore`). */
const DEFAULT_IGNORED_DIRS = new Set([
    '.git',
    '.github',
    '.claude',
    '.agents',
    '.idea',
    '.vscode',
    'node_modules',
    'build',
    'dist',
    'coverage',
    '.cache',
    'tmp',
    'temp',
]);
/** Files the platform never builds as pages, at any depth. */
const DEFAULT_IGNORED_FILES = new Set(['README.md', 'LICENSE.md', 'CHANGELOG.md', 'CONTRIBUTING.md']);
/** The files of a docs root: every page file, every other file, and the `.mintignore` rules. */
class FileIndex {
    root;
    fs;
    /** Root-relative paths (with `/`) of every readable file, ignored ones included. */
    files = new Set();
    /** Root-relative paths of folders. */
    dirs = new Set();
    /** Root-relative paths of links that point outside the root (never read). */
    outsideLinks = new Set();
    /** Page files (`.md`/`.mdx`) the site publishes, root-relative, `.mintignore` applied. */
    pageFiles = [];
    /**
     * Files whose content the platform builds, root-relative and sorted: every `.md`/`.mdx` (pages, listed or
     * hidden, and snippets) and the script snippets under `snippets/`, without `.mintignore`d and default-ignored ones.
     */
    contentFiles = [];
    ignorer = ignore__WEBPACK_IMPORTED_MODULE_1___default()();
    /** Whether the root has a `.mintignore`. */
    hasMintignore = false;
    constructor(root, fs, 
    /** False for a model of one file (`openapi-check`): the folder is not listed. */
    walk = true) {
        this.root = root;
        this.fs = fs;
        if (!walk)
            return;
        const realRoot = fs.realpathSync(root);
        const ignoreFile = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(root, '.mintignore');
        if (this.isFileInside(ignoreFile, realRoot)) {
            this.ignorer.add(fs.readFileSync(ignoreFile, 'utf8'));
            this.hasMintignore = true;
        }
        this.walk(root, '', realRoot, new Set([realRoot]));
        this.pageFiles.sort();
        this.contentFiles.sort();
    }
    isFileInside(file, realRoot) {
        try {
            const real = this.fs.realpathSync(file);
            if (!isInside(realRoot, real))
                return false;
            const st = this.fs.statSync(real);
            // A `.mintignore` of this size is no list of patterns: it is not read.
            return st.isFile() && st.size <= MAX_IGNORE_BYTES;
        }
        catch {
            return false;
        }
    }
    walk(dir, rel, realRoot, visited) {
        let entries;
        try {
            entries = this.fs.readdirSync(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            const name = entry.name;
            const relPath = rel ? `${rel}/${name}` : name;
            // `dir` is already normalised and a name holds no separator: joining by hand skips re-normalising 50,000 paths.
            const abs = dir.endsWith((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)) ? dir + name : dir + (node_path__WEBPACK_IMPORTED_MODULE_0___default().sep) + name;
            let isDir = entry.isDirectory();
            let isFile = entry.isFile();
            if (entry.isSymbolicLink()) {
                let real;
                try {
                    real = this.fs.realpathSync(abs);
                }
                catch {
                    continue; // dangling link or loop
                }
                if (!isInside(realRoot, real)) {
                    this.outsideLinks.add(relPath);
                    continue;
                }
                try {
                    const st = this.fs.statSync(real);
                    isDir = st.isDirectory();
                    isFile = st.isFile();
                }
                catch {
                    continue;
                }
                if (isDir) {
                    if (visited.has(real))
                        continue;
                    visited.add(real);
                }
            }
            if (isDir) {
                if (SKIPPED_DIRS.has(name) || name.startsWith('.'))
                    continue;
                this.dirs.add(relPath);
                this.walk(abs, relPath, realRoot, visited);
            }
            else if (isFile) {
                this.files.add(relPath);
                // Files under the top-level snippets/ folder (or the legacy _snippets/) are shown in pages, never published
                // as pages.
                if (isPageFile(relPath) &&
                    !this.isIgnored(relPath) &&
                    !relPath.startsWith('snippets/') &&
                    !relPath.startsWith('_snippets/'))
                    this.pageFiles.push(relPath);
                if ((isPageFile(relPath) || (relPath.startsWith('snippets/') && /\.[jt]sx?$/.test(relPath))) &&
                    !this.isIgnored(relPath) &&
                    !isDefaultIgnored(relPath))
                    this.contentFiles.push(relPath);
            }
        }
    }
    /** Whether `.mintignore` removes this root-relative path from the site. */
    isIgnored(relPath) {
        return this.hasMintignore && this.ignorer.ignores(relPath);
    }
    /** Resolves a page entry (already normalised) to its file: `<p>.mdx`, `<p>.md`, `<p>/index.mdx`. */
    resolvePage(pagePath) {
        if (pagePath === '' || pagePath === '..' || pagePath.startsWith('../') || node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.isAbsolute(pagePath)) {
            return { status: 'outside' };
        }
        const candidates = [`${pagePath}.mdx`, `${pagePath}.md`, `${pagePath}/index.mdx`, `${pagePath}/index.md`];
        for (const c of candidates) {
            if (this.outsideLinks.has(c))
                return { status: 'outside' };
            if (this.files.has(c))
                return this.isIgnored(c) ? { status: 'ignored', file: c } : { status: 'found', file: c };
        }
        // A page below a linked folder that leads outside the root is outside too, not missing.
        const parts = pagePath.split('/');
        for (let i = 1; i <= parts.length; i++)
            if (this.outsideLinks.has(parts.slice(0, i).join('/')))
                return { status: 'outside' };
        return { status: 'missing' };
    }
    /** Page paths (without extension, `index` folded into its folder) for suggestions. */
    pagePaths() {
        return this.pageFiles.map(pagePathOf);
    }
}
/** Whether the platform's default ignores remove a root-relative path (a folder of the list on its way, or a file of the list). */
function isDefaultIgnored(relPath) {
    const parts = relPath.split('/');
    if (DEFAULT_IGNORED_FILES.has(parts[parts.length - 1]))
        return true;
    for (let i = 0; i < parts.length - 1; i++)
        if (DEFAULT_IGNORED_DIRS.has(parts[i]))
            return true;
    return false;
}
/** Whether a root-relative path names a page file. */
function isPageFile(relPath) {
    return relPath.endsWith('.mdx') || relPath.endsWith('.md');
}
/** The page path of a page file: its path without extension. */
function pagePathOf(file) {
    return file.replace(/\.mdx?$/, '');
}
/** Whether `child` is `parent` or below it (both absolute). */
function isInside(parent, child) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(parent, child);
    return rel === '' || (!rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(rel));
}
/** Normalises a page entry as the platform does: drops a leading `/` or `./`, collapses `a/../b`. */
function normalizePagePath(entry) {
    let p = entry.trim().replace(/\\/g, '/');
    while (p.startsWith('./'))
        p = p.slice(2);
    p = p.replace(/^\/+/, '');
    if (p === '')
        return '';
    const norm = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(p);
    return norm === '.' ? '' : norm.replace(/\/+$/, '');
}
/** The URL path of a page on the published site: `/` + its path, a folder `index` folded into the folder. */
function pageUrl(pagePath) {
    return '/' + pagePathOf(pagePath).replace(/(^|\/)index$/, '');
}


/***/ })

};
