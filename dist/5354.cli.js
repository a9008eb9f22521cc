export const id = 5354;
export const ids = [5354];
export const modules = {

/***/ 55354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cacheSecret: () => (/* binding */ cacheSecret)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/** The key's file name in navlint's folder of the user's cache directory. */
const SECRET_FILE = 'cache-key';
/** Bytes of the key: as many as SHA-256, the HMAC's hash, gives. */
const SECRET_BYTES = 32;
/** A key file that is there but cannot be trusted. */
class SecretError extends Error {
}
/**
 * The key that signs the `--cache` file of the docs root `root`: 32 random bytes in `cache-key` in
 * `$XDG_CACHE_HOME/navlint/` (or `~/.cache/navlint/`), created on first use with mode 0600 and put in place with
 * one `link`, so that two runs at once read the same key. A key in the docs root or in its repository (the nearest
 * folder above it holding `.git`) is refused, as is one that others may read or that the user does not own: the
 * checkout is the pull request's to write, and a key it could hold would sign anything.
 */
function cacheSecret(fs, place, root) {
    const xdg = place.env.XDG_CACHE_HOME;
    // The XDG specification: a relative path is to be ignored.
    const base = xdg && node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(xdg)
        ? xdg
        : place.home && node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(place.home)
            ? node_path__WEBPACK_IMPORTED_MODULE_1___default().join(place.home, '.cache')
            : '';
    if (!base)
        return { problem: 'there is no cache directory (XDG_CACHE_HOME and HOME are not set)' };
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(base, 'navlint');
    const inCheckout = (at) => {
        const owner = checkoutOf(fs, root, at);
        return owner && { problem: `its key would be in ${owner} (${dir})` };
    };
    try {
        // Looked at before the folder is made (nothing is created in the checkout), and after (through links).
        const before = inCheckout(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir));
        if (before)
            return before;
        fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
        const real = fs.realpathSync(dir);
        const after = inCheckout(real);
        if (after)
            return after;
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(real, SECRET_FILE);
        return { secret: readSecret(fs, place, file) ?? createSecret(fs, place, file) };
    }
    catch (e) {
        if (e instanceof SecretError)
            return { problem: `${node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, SECRET_FILE)} ${e.message}` };
        const code = e.code ?? 'error';
        return { problem: `its key cannot be kept in ${dir} (${code})` };
    }
}
/** Whether `p` is `folder` or lies in it. */
function within(p, folder) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(folder, p);
    return rel === '' || (!rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel));
}
/** What of the checkout `dir` lies in: the docs root, its repository, or nothing (undefined). */
function checkoutOf(fs, root, dir) {
    let real;
    try {
        real = fs.realpathSync(root);
    }
    catch {
        real = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root);
    }
    if (within(dir, real) || within(dir, node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root)))
        return 'the docs root';
    for (let up = real;; up = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(up)) {
        if (fs.existsSync(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(up, '.git')))
            return within(dir, up) ? 'the repository of the docs root' : undefined;
        if (node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(up) === up)
            return undefined;
    }
}
/** The key in `file`, undefined when there is none yet. */
function readSecret(fs, place, file) {
    let fd;
    try {
        fd = fs.openSync(file, 0 /* O_RDONLY */ | place.noFollow);
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT')
            return undefined;
        if (code === 'ELOOP')
            throw new SecretError('is a symbolic link');
        throw e;
    }
    try {
        const st = fs.fstatSync(fd);
        if (!st.isFile())
            throw new SecretError('is not a file');
        if (place.uid !== undefined && st.uid !== place.uid)
            throw new SecretError('belongs to another user');
        if (place.uid !== undefined && (st.mode & 0o077) !== 0)
            throw new SecretError('may be read by other users');
        if (st.size !== SECRET_BYTES)
            throw new SecretError(`is not a key of ${SECRET_BYTES} bytes`);
        const key = Buffer.alloc(SECRET_BYTES);
        if (fs.readSync(fd, key, 0, SECRET_BYTES, 0) !== SECRET_BYTES)
            throw new SecretError('could not be read whole');
        return key;
    }
    finally {
        fs.closeSync(fd);
    }
}
/** Creates the key: written whole to a file of its own, then linked to its name unless another run was first. */
function createSecret(fs, place, file) {
    const temp = `${file}.${node_crypto__WEBPACK_IMPORTED_MODULE_0___default().randomBytes(8).toString('hex')}`;
    const fd = fs.openSync(temp, 'wx', 0o600);
    try {
        try {
            fs.writeSync(fd, node_crypto__WEBPACK_IMPORTED_MODULE_0___default().randomBytes(SECRET_BYTES));
            fs.fsyncSync(fd);
        }
        finally {
            fs.closeSync(fd);
        }
        try {
            fs.linkSync(temp, file);
        }
        catch (e) {
            if (e.code !== 'EEXIST')
                throw e;
        }
    }
    finally {
        fs.unlinkSync(temp);
    }
    const key = readSecret(fs, place, file);
    if (!key)
        throw new SecretError('could not be created');
    return key;
}


/***/ })

};
