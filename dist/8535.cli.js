export const id = 8535;
export const ids = [8535,9515];
export const modules = {

/***/ 68535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CONTENT_WORKER_OPTIONS: () => (/* binding */ CONTENT_WORKER_OPTIONS),
/* harmony export */   fileCacheStore: () => (/* binding */ fileCacheStore)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_confined_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39515);



// What the entry points (the CLI and the action) hand the content layer: they own the threads and the disk.
/**
 * Options for a parsing worker's thread. The parser makes many short-lived objects: with V8's default young
 * generation a fifth of the time goes to collecting them; a larger one (as `--max-semi-space-size=64`) cuts that.
 * A page whose tree outgrows the memory a page may take (as one of 100,000 links does) has its worker stopped by
 * the pool (PAGE_MEMORY_BYTES in pool.ts), and the page is reported as too complex. The old generation's bound is a
 * last resort above that: V8 may end the whole process, not the worker alone, when a worker reaches it.
 */
const CONTENT_WORKER_OPTIONS = {
    workerData: { navlint: 'content' },
    resourceLimits: { maxYoungGenerationSizeMb: 192, maxOldGenerationSizeMb: 640 },
};
/** Largest cache file read back: a bigger one is dropped and rebuilt. */
const MAX_CACHE_BYTES = 512 * 1024 * 1024;
/**
 * The `--cache` file on disk, inside `area` only and through no symbolic link; written beside and renamed into place,
 * so that a run stopped half-way leaves no broken cache. A cache that cannot be read is no cache.
 */
function fileCacheStore(file, area) {
    return {
        read() {
            try {
                return (0,_core_confined_js__WEBPACK_IMPORTED_MODULE_2__.readFileConfined)((node_fs__WEBPACK_IMPORTED_MODULE_1___default()), area, file, MAX_CACHE_BYTES)?.toString('utf8');
            }
            catch {
                return undefined;
            }
        },
        readFirstLine() {
            try {
                return (0,_core_confined_js__WEBPACK_IMPORTED_MODULE_2__.readFileConfined)((node_fs__WEBPACK_IMPORTED_MODULE_1___default()), area, file, MAX_CACHE_BYTES, true)?.toString('utf8');
            }
            catch {
                return undefined;
            }
        },
        write(text) {
            (0,_core_confined_js__WEBPACK_IMPORTED_MODULE_2__.writeFileConfined)((node_fs__WEBPACK_IMPORTED_MODULE_1___default()), area, file, text, {
                createFolders: true,
                replace: true,
                unique: () => node_crypto__WEBPACK_IMPORTED_MODULE_0___default().randomBytes(6).toString('hex'),
            });
        },
    };
}


/***/ }),

/***/ 39515:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ConfinedPathError: () => (/* binding */ ConfinedPathError),
/* harmony export */   areaFolderOf: () => (/* binding */ areaFolderOf),
/* harmony export */   makeFoldersConfined: () => (/* binding */ makeFoldersConfined),
/* harmony export */   readFileConfined: () => (/* binding */ readFileConfined),
/* harmony export */   readTextInside: () => (/* binding */ readTextInside),
/* harmony export */   writeFileConfined: () => (/* binding */ writeFileConfined)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** A path that navlint will not write (or read) because of where it leads; `reason` completes "… was not written: ". */
class ConfinedPathError extends Error {
    file;
    reason;
    constructor(file, reason) {
        super(`${file}: ${reason}`);
        this.file = file;
        this.reason = reason;
    }
}
/** Writes `data` to `file` only inside `area`, through no symbolic link; throws a `ConfinedPathError` when it may not. */
function writeFileConfined(fs, area, file, data, options = {}) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(file);
    checkFolders(fs, area, abs, options.createFolders === true);
    const nofollow = fs.constants.O_NOFOLLOW ?? 0;
    if (options.replace) {
        const temp = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(abs), `.${node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(abs)}.${options.unique?.() ?? Math.random().toString(36).slice(2, 10)}.tmp`);
        // O_EXCL: whatever is already at the temporary name (a planted link too) is refused, never written through.
        const fd = open(fs, temp, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | nofollow);
        try {
            try {
                writeAll(fs, fd, data);
            }
            finally {
                fs.closeSync(fd);
            }
            // A rename replaces what is at the name (a link is replaced, not followed).
            fs.renameSync(temp, abs);
        }
        catch (e) {
            try {
                fs.unlinkSync(temp);
            }
            catch {
                // already gone
            }
            throw e;
        }
        return;
    }
    const flags = fs.constants.O_WRONLY | (options.existing ? 0 : fs.constants.O_CREAT) | nofollow | (fs.constants.O_NONBLOCK ?? 0);
    // Not truncated on opening: what was opened is checked first, so that a hard link is refused before it is changed.
    const fd = open(fs, abs, flags);
    try {
        const st = fs.fstatSync(fd);
        if (!st.isFile())
            throw new ConfinedPathError(abs, 'it is not a regular file');
        if (st.nlink > 1)
            throw new ConfinedPathError(abs, 'it has other hard links, and writing it would change them too');
        fs.ftruncateSync(fd, 0);
        writeAll(fs, fd, data);
    }
    finally {
        fs.closeSync(fd);
    }
}
/**
 * Reads a file that navlint wrote itself (the content cache) under the same rules as a write: inside `area`, through
 * no symbolic link, a regular file of at most `maxBytes`; undefined when it is absent. With `firstLine`, only the
 * bytes before its first newline are read (all of it when it has none), and only they count against `maxBytes`.
 */
function readFileConfined(fs, area, file, maxBytes, firstLine = false) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(file);
    try {
        checkFolders(fs, area, abs, false);
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return undefined;
        throw e;
    }
    let fd;
    try {
        fd = open(fs, abs, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0) | (fs.constants.O_NONBLOCK ?? 0));
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return undefined;
        throw e;
    }
    try {
        const st = fs.fstatSync(fd);
        if (!st.isFile())
            throw new ConfinedPathError(abs, 'it is not a regular file');
        if (firstLine)
            return readLine(fs, fd, abs, maxBytes);
        if (st.size > maxBytes)
            throw new ConfinedPathError(abs, `it is larger than ${maxBytes} bytes`);
        const out = Buffer.alloc(st.size);
        let at = 0;
        for (let n; at < out.length && (n = fs.readSync(fd, out, at, out.length - at, at)) > 0;)
            at += n;
        return out.subarray(0, at);
    }
    finally {
        fs.closeSync(fd);
    }
}
/** The bytes of an open file before its first newline, read a chunk at a time; an error past `maxBytes`. */
function readLine(fs, fd, abs, maxBytes) {
    const chunks = [];
    let size = 0;
    for (;;) {
        const chunk = Buffer.alloc(64 * 1024);
        const n = fs.readSync(fd, chunk, 0, chunk.length, size);
        const end = chunk.subarray(0, n).indexOf(0x0a);
        chunks.push(chunk.subarray(0, end >= 0 ? end : n));
        size += end >= 0 ? end : n;
        if (size > maxBytes)
            throw new ConfinedPathError(abs, `its first line is longer than ${maxBytes} bytes`);
        if (end >= 0 || n === 0)
            return Buffer.concat(chunks);
    }
}
/** Where `file` may be written: the most specific folder of the area that holds it, or a `ConfinedPathError`. */
function areaFolderOf(fs, area, file) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(file);
    let best;
    for (const folder of area.folders) {
        const forms = [node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(folder)];
        try {
            // A folder named through a link (macOS's /tmp, /var) is the same folder as its real path.
            const real = fs.realpathSync(folder);
            if (real !== forms[0])
                forms.push(real);
        }
        catch {
            // a folder that does not exist yet is matched as written
        }
        for (const form of forms)
            if (strictlyInside(form, abs) && (best === undefined || form.length > best.length))
                best = form;
    }
    if (best === undefined)
        throw new ConfinedPathError(abs, `it is outside ${area.name}`);
    return best;
}
/** Makes the missing folders on the way to `file` inside the area, each checked as `writeFileConfined` checks them. */
function makeFoldersConfined(fs, area, file) {
    checkFolders(fs, area, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(file), true);
}
/** Checks (and with `create`, makes) each folder from the area's folder down to the file's: real folders, no links. */
function checkFolders(fs, area, abs, create) {
    const base = areaFolderOf(fs, area, abs);
    const parts = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(base, abs).split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep));
    let at = base;
    for (const part of parts.slice(0, -1)) {
        at = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(at, part);
        let st;
        try {
            st = fs.lstatSync(at);
        }
        catch (e) {
            if (e.code !== 'ENOENT' || !create)
                throw e;
            try {
                fs.mkdirSync(at);
            }
            catch (made) {
                if (made.code !== 'EEXIST')
                    throw made;
            }
            // Checked again once made: something else may have put a link there first.
            st = fs.lstatSync(at);
        }
        if (st.isSymbolicLink())
            throw new ConfinedPathError(abs, `it is reached through a symbolic link (${node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(base, at)})`);
        if (!st.isDirectory())
            throw new ConfinedPathError(abs, `${node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(base, at)} is not a folder`);
    }
}
function open(fs, file, flags) {
    try {
        return fs.openSync(file, flags, 0o666);
    }
    catch (e) {
        const code = e.code;
        // ELOOP (EMLINK on the BSDs): O_NOFOLLOW met a link; ENXIO: a FIFO that nobody reads.
        if (code === 'ELOOP' || code === 'EMLINK')
            throw new ConfinedPathError(file, 'it is a symbolic link');
        if (code === 'ENXIO')
            throw new ConfinedPathError(file, 'it is not a regular file');
        if (code === 'EISDIR')
            throw new ConfinedPathError(file, 'it is a folder');
        if (code === 'EEXIST')
            throw new ConfinedPathError(file, 'a file is already there');
        throw e;
    }
}
function writeAll(fs, fd, data) {
    if (typeof data === 'string')
        return writeBytes(fs, fd, Buffer.from(data, 'utf8'), 0);
    if (data instanceof Uint8Array)
        return writeBytes(fs, fd, data, 0);
    let position = 0;
    for (const part of data) {
        const bytes = Buffer.from(part, 'utf8');
        writeBytes(fs, fd, bytes, position);
        position += bytes.length;
    }
}
function writeBytes(fs, fd, bytes, position) {
    for (let at = 0; at < bytes.length;)
        at += fs.writeSync(fd, bytes, at, bytes.length - at, position + at);
}
function strictlyInside(parent, child) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(parent, child);
    return rel !== '' && rel !== '..' && !rel.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)}`) && !node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(rel);
}
/**
 * Reads a file of the checked site (a page, a document, `.navlintrc.json`, the suppressions file) only when its real
 * path, every link on the way followed, lies inside one of `folders` (the docs root; in the action, the workspace)
 * and it is a regular file of at most `maxBytes`. The target of a link that leads elsewhere is never opened: a
 * `ConfinedPathError` says why (`it leads outside the docs root`), and a missing file throws as node:fs does.
 */
function readTextInside(fs, area, file, maxBytes) {
    const real = realInside(fs, area, file);
    const st = fs.statSync(real);
    if (!st.isFile())
        throw new ConfinedPathError(file, 'it is not a regular file');
    if (st.size > maxBytes)
        throw new ConfinedPathError(file, `it is larger than ${maxBytes} bytes`);
    // The real path is read, not the name: no link is followed again between the check and the read.
    return fs.readFileSync(real, 'utf8');
}
/** The real path of `file` when it lies inside one of the area's folders (their real paths); else a `ConfinedPathError`. */
function realInside(fs, area, file) {
    const real = fs.realpathSync(file);
    for (const folder of area.folders) {
        let base;
        try {
            base = fs.realpathSync(folder);
        }
        catch {
            continue;
        }
        if (real === base || strictlyInside(base, real))
            return real;
    }
    throw new ConfinedPathError(file, `it leads outside ${area.name}`);
}


/***/ })

};
