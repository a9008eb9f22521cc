import crypto from 'node:crypto';
import type { Stats } from 'node:fs';
import path from 'node:path';

/** The calls that keep the cache key (`node:fs`). */
export interface SecretFs {
  mkdirSync(dir: string, options: { recursive: true; mode: number }): unknown;
  realpathSync(file: string): string;
  existsSync(file: string): boolean;
  openSync(file: string, flags: string | number, mode?: number): number;
  fstatSync(fd: number): Stats;
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number | null): number;
  writeSync(fd: number, buffer: Uint8Array): number;
  fsyncSync(fd: number): void;
  closeSync(fd: number): void;
  linkSync(existing: string, created: string): void;
  unlinkSync(file: string): void;
}

/** Where the key is looked for, and who the process runs as. */
export interface SecretPlace {
  env: Record<string, string | undefined>;
  /** The user's home folder (`os.homedir()`). */
  home: string;
  /** The process's user id; undefined where there is none (Windows): the file's owner and mode are not checked. */
  uid: number | undefined;
  /** `O_NOFOLLOW` where the platform has it, else 0. */
  noFollow: number;
}

/** The key's file name in navlint's folder of the user's cache directory. */
const SECRET_FILE = 'cache-key';

/** Bytes of the key: as many as SHA-256, the HMAC's hash, gives. */
const SECRET_BYTES = 32;

/** The key, or why there is none (then the cache is not used). */
export type CacheSecret = { secret: Buffer } | { problem: string };

/** A key file that is there but cannot be trusted. */
class SecretError extends Error {}

/**
 * The key that signs the `--cache` file of the docs root `root`: 32 random bytes in `cache-key` in
 * `$XDG_CACHE_HOME/navlint/` (or `~/.cache/navlint/`), created on first use with mode 0600 and put in place with
 * one `link`, so that two runs at once read the same key. A key in the docs root or in its repository (the nearest
 * folder above it holding `.git`) is refused, as is one that others may read or that the user does not own: the
 * checkout is the pull request's to write, and a key it could hold would sign anything.
 */
export function cacheSecret(fs: SecretFs, place: SecretPlace, root: string): CacheSecret {
  const xdg = place.env.XDG_CACHE_HOME;
  // The XDG specification: a relative path is to be ignored.
  const base =
    xdg && path.isAbsolute(xdg)
      ? xdg
      : place.home && path.isAbsolute(place.home)
        ? path.join(place.home, '.cache')
        : '';
  if (!base) return { problem: 'there is no cache directory (XDG_CACHE_HOME and HOME are not set)' };
  const dir = path.join(base, 'navlint');
  const inCheckout = (at: string) => {
    const owner = checkoutOf(fs, root, at);
    return owner && { problem: `its key would be in ${owner} (${dir})` };
  };
  try {
    // Looked at before the folder is made (nothing is created in the checkout), and after (through links).
    const before = inCheckout(path.resolve(dir));
    if (before) return before;
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const real = fs.realpathSync(dir);
    const after = inCheckout(real);
    if (after) return after;
    const file = path.join(real, SECRET_FILE);
    return { secret: readSecret(fs, place, file) ?? createSecret(fs, place, file) };
  } catch (e) {
    if (e instanceof SecretError) return { problem: `${path.join(dir, SECRET_FILE)} ${e.message}` };
    const code = (e as NodeJS.ErrnoException).code ?? 'error';
    return { problem: `its key cannot be kept in ${dir} (${code})` };
  }
}

/** Whether `p` is `folder` or lies in it. */
function within(p: string, folder: string): boolean {
  const rel = path.relative(folder, p);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** What of the checkout `dir` lies in: the docs root, its repository, or nothing (undefined). */
function checkoutOf(fs: SecretFs, root: string, dir: string): string | undefined {
  let real: string;
  try {
    real = fs.realpathSync(root);
  } catch {
    real = path.resolve(root);
  }
  if (within(dir, real) || within(dir, path.resolve(root))) return 'the docs root';
  for (let up = real; ; up = path.dirname(up)) {
    if (fs.existsSync(path.join(up, '.git'))) return within(dir, up) ? 'the repository of the docs root' : undefined;
    if (path.dirname(up) === up) return undefined;
  }
}

/** The key in `file`, undefined when there is none yet. */
function readSecret(fs: SecretFs, place: SecretPlace, file: string): Buffer | undefined {
  let fd: number;
  try {
    fd = fs.openSync(file, 0 /* O_RDONLY */ | place.noFollow);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ELOOP') throw new SecretError('is a symbolic link');
    throw e;
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) throw new SecretError('is not a file');
    if (place.uid !== undefined && st.uid !== place.uid) throw new SecretError('belongs to another user');
    if (place.uid !== undefined && (st.mode & 0o077) !== 0) throw new SecretError('may be read by other users');
    if (st.size !== SECRET_BYTES) throw new SecretError(`is not a key of ${SECRET_BYTES} bytes`);
    const key = Buffer.alloc(SECRET_BYTES);
    if (fs.readSync(fd, key, 0, SECRET_BYTES, 0) !== SECRET_BYTES) throw new SecretError('could not be read whole');
    return key;
  } finally {
    fs.closeSync(fd);
  }
}

/** Creates the key: written whole to a file of its own, then linked to its name unless another run was first. */
function createSecret(fs: SecretFs, place: SecretPlace, file: string): Buffer {
  const temp = `${file}.${crypto.randomBytes(8).toString('hex')}`;
  const fd = fs.openSync(temp, 'wx', 0o600);
  try {
    try {
      fs.writeSync(fd, crypto.randomBytes(SECRET_BYTES));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    try {
      fs.linkSync(temp, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  } finally {
    fs.unlinkSync(temp);
  }
  const key = readSecret(fs, place, file);
  if (!key) throw new SecretError('could not be created');
  return key;
}
