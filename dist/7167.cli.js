export const id = 7167;
export const ids = [7167];
export const modules = {

/***/ 17167:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitError: () => (/* binding */ GitError),
/* harmony export */   gitHead: () => (/* binding */ gitHead),
/* harmony export */   gitIsShallow: () => (/* binding */ gitIsShallow),
/* harmony export */   gitLastChanges: () => (/* binding */ gitLastChanges),
/* harmony export */   gitRenames: () => (/* binding */ gitRenames),
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
            maxBuffer: Math.min(options.maxOutput ?? MAX_OUTPUT, MAX_OUTPUT),
            windowsHide: true,
        });
        if (r.error) {
            const code = r.error.code;
            throw new GitError(code === 'ENOENT'
                ? 'git is not installed (no `git` command on the PATH)'
                : code === 'ENOBUFS'
                    ? `git wrote more than the ${options.maxOutput ?? MAX_OUTPUT} bytes navlint reads`
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
/** Most bytes of git's list of changed files read for renames: far more than the paths of any docs site. */
const MAX_RENAME_LISTING = 16 * 1024 * 1024;
/**
 * The files git finds moved (`git diff --find-renames`, at its default of 50 % similarity) from `commit` to the
 * working tree, inside the folder `prefix` of the repository whose top is `top`: old path → new path, both relative
 * to that folder. The repository is untrusted input: no external diff or text conversion runs, the listing is read
 * NUL-separated and bounded, and a path that is not a plain relative path inside the folder is left out. Only files
 * git tracks are seen (a file moved without `git add` shows as deleted). Throws a `GitError` when git cannot tell.
 */
function gitRenames(git, options) {
    const { commit, prefix } = options;
    if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(commit))
        throw new GitError(`${commit}: not a commit id`, null);
    const out = git([
        '--literal-pathspecs',
        'diff',
        '--no-ext-diff',
        '--no-textconv',
        '--no-color',
        '--no-relative',
        '--find-renames',
        '--name-status',
        '-z',
        commit,
        '--',
        prefix === '' ? '.' : prefix,
    ], { cwd: options.top, maxOutput: MAX_RENAME_LISTING });
    const fields = out.toString('utf8').split('\0');
    const inside = (p) => {
        if (p === undefined)
            return undefined;
        const rel = prefix === '' ? p : p.startsWith(`${prefix}/`) ? p.slice(prefix.length + 1) : undefined;
        if (rel === undefined || rel === '' || rel.startsWith('/'))
            return undefined;
        return rel.split('/').some((s) => s === '' || s === '.' || s === '..') ? undefined : rel;
    };
    const renames = new Map();
    for (let i = 0; i < fields.length;) {
        const status = fields[i];
        if (status === '')
            break;
        // A rename or copy names two paths (with its similarity, R087); every other status names one.
        if (/^[RC]\d*$/.test(status)) {
            const from = inside(fields[i + 1]);
            const to = inside(fields[i + 2]);
            if (status.startsWith('R') && from !== undefined && to !== undefined && from !== to)
                renames.set(from, to);
            i += 3;
        }
        else
            i += 2;
    }
    return renames;
}
/** A commit's line in `gitLastChanges`'s listing: record separator, id, unit separator, time, unit separator, subject. */
const COMMIT_HEADER = new RegExp(`^\n?${String.fromCharCode(0x1e)}([0-9a-f]{40}(?:[0-9a-f]{24})?)${String.fromCharCode(0x1f)}(\\d+)` +
    `${String.fromCharCode(0x1f)}([^]*)$`);
/** Most bytes of history read for the last change of each file: the names of every commit's files. */
const MAX_HISTORY_LISTING = 256 * 1024 * 1024;
/**
 * The last commit that changed each file under the folder `dir` (paths relative to it), from one `git log` over the
 * folder's whole history: the commit of latest committer time that names the file. Merges name no files, so a file is
 * dated by the commit that changed it, not by the merge that brought it in. Only committed files are seen; a shallow
 * clone dates every file by its one commit. Throws a `GitError` when git cannot tell (no repository there).
 */
function gitLastChanges(git, dir) {
    const out = git([
        '--literal-pathspecs',
        'log',
        '--no-color',
        '--no-show-signature',
        '--relative',
        '--name-only',
        '-z',
        '--format=%x1e%H%x1f%ct%x1f%s',
        '--',
        '.',
    ], { cwd: dir, maxOutput: MAX_HISTORY_LISTING });
    const last = new Map();
    let current;
    // Each commit is `\x1eID\x1fTIME\x1fSUBJECT\0`, then a newline and its files, each ended by `\0`.
    for (const field of out.toString('utf8').split('\0')) {
        const header = COMMIT_HEADER.exec(field);
        if (header) {
            current = { commit: header[1], time: Number(header[2]), subject: header[3] };
            continue;
        }
        const file = field.replace(/^\n/, '');
        if (!current || file === '' || file.startsWith('/') || file.split('/').some((s) => s === '..'))
            continue;
        const had = last.get(file);
        if (!had || current.time > had.time)
            last.set(file, current);
    }
    return last;
}
/** Whether the repository that holds `dir` is a shallow clone (its history cut short); false when git cannot tell. */
function gitIsShallow(git, dir) {
    try {
        const out = git(['rev-parse', '--is-shallow-repository'], { cwd: dir, maxOutput: 1024 });
        return out.toString('utf8').trim() === 'true';
    }
    catch (e) {
        if (e instanceof GitError)
            return false;
        throw e;
    }
}
/** The commit checked out in the repository that holds `dir`, or undefined when git cannot tell (no repository). */
function gitHead(git, dir) {
    try {
        return git(['rev-parse', '--verify', '-q', 'HEAD'], { cwd: dir, maxOutput: 1024 }).toString('utf8').trim();
    }
    catch (e) {
        if (e instanceof GitError)
            return undefined;
        throw e;
    }
}


/***/ })

};
