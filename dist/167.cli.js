export const id = 167;
export const ids = [167];
export const modules = {

/***/ 17167:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitError: () => (/* binding */ GitError),
/* harmony export */   systemGit: () => (/* binding */ systemGit)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);

/** A git command that could not run or exited with an error; `message` is git's first line of complaint. */
class GitError extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.status = status;
    }
}
/** Most bytes read from one git command (a whole docs tree in one batch). */
const MAX_OUTPUT = 2 * 1024 * 1024 * 1024 - 1;
/** The machine's `git`, as a `Git` runner; the entry points pass it in with their environment. */
function systemGit(env) {
    const childEnv = {};
    for (const [k, v] of Object.entries(env))
        if (v !== undefined)
            childEnv[k] = v;
    // Never wait for a password, never take a lock on the index, and speak plainly so that messages can be shown.
    Object.assign(childEnv, { GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C', LANGUAGE: 'C' });
    return (args, options = {}) => {
        const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('git', args, {
            cwd: options.cwd,
            input: options.input,
            env: childEnv,
            maxBuffer: MAX_OUTPUT,
            windowsHide: true,
        });
        if (r.error) {
            const code = r.error.code;
            throw new GitError(code === 'ENOENT'
                ? 'git is not installed (no `git` command on the PATH)'
                : `git could not run (${code ?? r.error.message})`, null);
        }
        if (r.status !== 0) {
            const lines = r.stderr
                .toString('utf8')
                .split('\n')
                .map((l) => l.trim())
                .filter(Boolean);
            const line = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines[0] ?? `git ${args[0]} exited with status ${r.status}`;
            throw new GitError(line.replace(/^(fatal|error):\s*/, ''), r.status);
        }
        return r.stdout;
    };
}


/***/ })

};
