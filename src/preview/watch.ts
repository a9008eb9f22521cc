import fs from 'node:fs';
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
}

/** Folders whose changes never change the site (and that change often). */
const SKIPPED = new Set(['node_modules', '.git']);
/** Most entries a poll looks at: beyond that, changes deeper in the tree go unseen. */
const MAX_POLLED_ENTRIES = 200_000;

/**
 * Watches every file under `root` (but `.git` and `node_modules`) and calls `onChange` with the changed path,
 * relative to the root. Uses `fs.watch` with `recursive` (Linux since Node 20, macOS, Windows); where that is not
 * available or fails later (too many watches), it polls the tree's modification times instead.
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
  else {
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
  const todo = [''];
  while (todo.length > 0 && out.size < MAX_POLLED_ENTRIES) {
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
      try {
        const st = fs.lstatSync(path.join(root, child));
        out.set(child, `${st.mtimeMs}:${st.size}:${st.isDirectory() ? 'd' : 'f'}`);
      } catch {
        continue;
      }
      if (entry.isDirectory()) todo.push(child);
    }
  }
  return out;
}
