import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A running watch of a docs root; `mode` says whether it is told of changes or looks for them. */
export interface TreeWatcher {
  readonly mode: 'events' | 'poll';
  close(): void;
}

/** How to watch: `poll` forces polling (as when `fs.watch` is not available), every `pollMs`. */
export interface WatchOptions {
  poll?: boolean;
  pollMs?: number;
  /** Files outside the root to watch as well (a `--config` file elsewhere). */
  extraFiles?: string[];
  /** Watch each folder rather than the tree at once (the default on Linux). */
  perFolder?: boolean;
}

/** Folders whose changes never change the site (and that change often). */
const SKIPPED = new Set(['node_modules', '.git']);
/** Most entries a poll looks at: beyond that, changes deeper in the tree go unseen. */
const MAX_POLLED_ENTRIES = 200_000;

/**
 * Watches every file under `root` (but `.git` and `node_modules`) and calls `onChange` with the changed path,
 * relative to the root. Uses `fs.watch` with `recursive` on macOS and Windows, and one `fs.watch` per folder on
 * Linux (where Node's recursive watch follows each file, and so loses a file that an editor saves by writing
 * another and renaming it over the first); where that is not available or fails later (too many watches), it polls
 * the tree's modification times instead.
 */
export function watchTree(root: string, onChange: (rel: string) => void, options: WatchOptions = {}): TreeWatcher {
  const extra = (options.extraFiles ?? []).map((file) => {
    const listener = (cur: fs.Stats, prev: fs.Stats) => {
      if (cur.mtimeMs !== prev.mtimeMs || cur.size !== prev.size) onChange(file);
    };
    fs.watchFile(file, { interval: options.pollMs ?? 500 }, listener);
    return () => fs.unwatchFile(file, listener);
  });
  let inner: { mode: 'events' | 'poll'; close(): void } | undefined;
  const startPolling = () => {
    inner = pollTree(root, onChange, options.pollMs ?? 1000);
  };
  if (options.poll) startPolling();
  else if (options.perFolder ?? os.platform() === 'linux') {
    try {
      inner = watchFolders(root, onChange, () => {
        if (inner?.mode === 'events') {
          inner.close();
          startPolling();
        }
      });
    } catch {
      startPolling();
    }
  } else {
    try {
      const watcher = fs.watch(root, { recursive: true }, (_event, name) => {
        const rel = name === null ? '' : String(name).split(path.sep).join('/');
        if (rel.split('/').some((part) => SKIPPED.has(part))) return;
        onChange(rel);
      });
      watcher.on('error', () => {
        watcher.close();
        if (inner?.mode === 'events') startPolling();
      });
      inner = { mode: 'events', close: () => watcher.close() };
    } catch {
      startPolling();
    }
  }
  return {
    get mode() {
      return inner!.mode;
    },
    close() {
      inner?.close();
      for (const stop of extra) stop();
    },
  };
}

/** Most folders watched one by one: beyond that, the tree is polled instead. */
const MAX_WATCHED_FOLDERS = 20_000;

/**
 * Watches each folder of the tree (non-recursive watches see a file replaced by a rename, and every change to it
 * after); folders that appear are watched as they come. `failed` is called when a watch cannot be kept.
 */
function watchFolders(
  root: string,
  onChange: (rel: string) => void,
  failed: () => void,
): { mode: 'events'; close(): void } {
  const watchers = new Map<string, fs.FSWatcher>();
  let closed = false;
  const watch = (rel: string) => {
    if (closed || watchers.has(rel)) return;
    if (watchers.size >= MAX_WATCHED_FOLDERS) throw new Error('too many folders to watch one by one');
    const w = fs.watch(path.join(root, rel), (_event, name) => {
      const child = name === null ? rel : rel ? `${rel}/${String(name)}` : String(name);
      if (child.split('/').some((part) => SKIPPED.has(part))) return;
      let isDir = false;
      try {
        isDir = fs.lstatSync(path.join(root, child)).isDirectory();
      } catch {
        isDir = false;
      }
      if (isDir && !watchers.has(child)) {
        try {
          tree(child);
        } catch {
          failed();
        }
      }
      onChange(child);
    });
    w.on('error', () => {
      w.close();
      watchers.delete(rel);
      // The root itself gone or a watch refused: the tree is polled instead.
      if (rel === '' || fs.existsSync(path.join(root, rel))) failed();
    });
    watchers.set(rel, w);
  };
  const tree = (rel: string) => {
    watch(rel);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) if (e.isDirectory() && !SKIPPED.has(e.name)) tree(rel ? `${rel}/${e.name}` : e.name);
  };
  const close = () => {
    closed = true;
    for (const w of watchers.values()) w.close();
    watchers.clear();
  };
  try {
    tree('');
  } catch (e) {
    close();
    throw e;
  }
  return { mode: 'events', close };
}

/**
 * What a batch of changes means for the site. Editors and `sed -i` save a file by writing a temporary one beside it
 * and renaming that over it, so the watch names both. Read once the batch is quiet, a name that exists is a change
 * to it; a name that existed (in the tree when the watch began, or seen since) and is gone is a deletion; a name that
 * neither exists nor existed is a temporary file, gone already, and is left out.
 */
export class TreeFiles {
  private readonly known: Set<string>;

  constructor(private readonly root: string) {
    this.known = treeNames(root);
  }

  /** The changed paths (relative to the root, or absolute for files outside it) that name what the site holds or held. */
  settle(changed: Iterable<string>): string[] {
    const out: string[] = [];
    for (const rel of new Set(changed)) {
      // The root itself (a change without a name) and files watched outside it are always what they say.
      if (rel === '' || path.isAbsolute(rel)) out.push(rel);
      else if (exists(path.join(this.root, rel))) {
        this.known.add(rel);
        out.push(rel);
      } else if (this.known.delete(rel)) out.push(rel);
    }
    return out;
  }
}

function exists(file: string): boolean {
  try {
    fs.lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Walks the files and folders under the root (but `.git` and `node_modules`, symbolic links not followed), calling
 * `take` with each one's relative path: what it takes counts towards the entries a poll looks at, and a folder it
 * takes is walked in turn.
 */
function walkTree(root: string, take: (rel: string) => boolean): void {
  let taken = 0;
  const todo = [''];
  while (todo.length > 0 && taken < MAX_POLLED_ENTRIES) {
    const rel = todo.pop()!;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(root, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (SKIPPED.has(entry.name)) continue;
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (!take(child)) continue;
      taken++;
      if (entry.isDirectory()) todo.push(child);
    }
  }
}

/** The relative paths of the files and folders under the root (but `.git` and `node_modules`), as far as a poll looks. */
function treeNames(root: string): Set<string> {
  const out = new Set<string>();
  walkTree(root, (rel) => {
    out.add(rel);
    return true;
  });
  return out;
}

function pollTree(root: string, onChange: (rel: string) => void, intervalMs: number): { mode: 'poll'; close(): void } {
  let last = snapshot(root);
  const timer = setInterval(() => {
    const now = snapshot(root);
    const files: string[] = [];
    const folders: string[] = [];
    for (const [rel, sig] of now) if (last.get(rel) !== sig) (sig.endsWith(':d') ? folders : files).push(rel);
    for (const [rel, sig] of last) if (!now.has(rel)) (sig.endsWith(':d') ? folders : files).push(rel);
    last = now;
    // A new or removed file also changes its folder's time: the files are what changed.
    for (const rel of files.length > 0 ? files : folders) onChange(rel);
  }, intervalMs);
  return { mode: 'poll', close: () => clearInterval(timer) };
}

/** Each file and folder under the root (symbolic links not followed) with its modification time and size. */
function snapshot(root: string): Map<string, string> {
  const out = new Map<string, string>();
  walkTree(root, (rel) => {
    try {
      const st = fs.lstatSync(path.join(root, rel));
      out.set(rel, `${st.mtimeMs}:${st.size}:${st.isDirectory() ? 'd' : 'f'}`);
      return true;
    } catch {
      return false;
    }
  });
  return out;
}
