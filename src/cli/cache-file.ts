// Where `--cache` keeps a docs root's cache file, and whether it may use it.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { CacheStore } from '../content/cache.js';
import { areaFolderOf, ConfinedPathError } from '../core/confined.js';
import { UsageError } from '../core/errors.js';
import { displayPath } from '../core/paths.js';
import type { Git } from '../core/git.js';
import { safeTerminalText } from '../report/text.js';
import { CacheFile, linksStoreOf } from './memo.js';
import type { CliIO } from './io.js';

/** The cache file in the docs root when `--cache-location` is not given, as `.eslintcache` is ESLint's. */
export const CACHE_FILE = '.navlintcache';

/**
 * The cache of a docs root, as ESLint places its own: `.navlintcache` in the docs root, or `--cache-location`,
 * which names the file, or a folder (an existing one, or a path ending with a slash) that holds one file per docs root.
 * A cache file that git tracks is left alone: its entries would be the repository's word, and a commit could hide
 * findings with them.
 */
export function cacheStore(io: CliIO, dir: string, location: string | undefined): CacheStore | undefined {
  const found = cacheFileOf(io, dir, location);
  return found && CacheFile.extractsOf(found.raw, found.secret);
}

/**
 * The store of what external links answered (`check --external --cache`): the cache file's name with `-links` added
 * (`.navlintcache-links`), under the same rules as the cache file itself.
 */
export function linkCacheStore(io: CliIO, dir: string, location: string | undefined): CacheStore | undefined {
  const found = cacheFileOf(io, dir, location);
  if (!found) return undefined;
  const file = `${found.file}-links`;
  if (io.git && isTracked(io.git, file)) return undefined;
  return linksStoreOf(io.cacheStore!(file), found.secret);
}

/** A docs root's cache file, its whole text's store, and the key that signs it. */
export interface CacheFileFound {
  file: string;
  raw: CacheStore;
  secret: Buffer;
}

/**
 * The cache file of a docs root (see `cacheStore`) and its whole text's store; undefined when git tracks it, or
 * when there is no key to sign it with (`cacheSecret`): then one line on standard error says why.
 */
export function cacheFileOf(io: CliIO, dir: string, location: string | undefined): CacheFileFound | undefined {
  if (!io.cacheStore) throw new UsageError('--cache is not available here');
  const target =
    location === undefined ? path.join(path.resolve(io.cwd, dir), CACHE_FILE) : path.resolve(io.cwd, location);
  let isDir = location !== undefined && /[\\/]$/.test(location);
  if (!isDir && location !== undefined) {
    try {
      isDir = io.fs.statSync(target).isDirectory();
    } catch {
      isDir = false;
    }
  }
  const docs = path.resolve(io.cwd, dir);
  const root = path.basename(docs) === 'docs.json' ? path.dirname(docs) : docs;
  const file = isDir
    ? path.join(target, `content-${createHash('sha1').update(root).digest('hex').slice(0, 12)}.json`)
    : target;
  if (io.writeArea) {
    try {
      areaFolderOf(io.fs, io.writeArea, file);
    } catch (e) {
      if (e instanceof ConfinedPathError)
        throw new UsageError(`--cache-location ${location ?? file}: the cache file ${e.reason}`);
      throw e;
    }
  }
  if (io.git && isTracked(io.git, file)) {
    io.stderr(
      `navlint: ${safeTerminalText(displayPath(file, io.cwd))} is tracked by git, so --cache neither reads nor writes it; give --cache-location a path that is not committed\n`,
    );
    return undefined;
  }
  const key = io.cacheSecret?.(root) ?? { problem: 'there is no cache key here' };
  if ('problem' in key) {
    io.stderr(`navlint: --cache is not used: ${safeTerminalText(key.problem)}\n`);
    return undefined;
  }
  return { file, raw: io.cacheStore(file), secret: key.secret };
}

/** Whether git tracks a file (false where git cannot tell: no repository, no git, no such folder). */
function isTracked(git: Git, file: string): boolean {
  try {
    return git(['ls-files', '-z', '--', path.basename(file)], { cwd: path.dirname(file) }).length > 0;
  } catch {
    return false;
  }
}
