// What external links answered, kept between runs in entries of the Actions cache of their own, each run's entry new.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { VERSION } from '../version.js';
import { savedOnlyBy, savesCache, trustedKey, trustedRefs } from './cache.js';
import { readEvent } from './comment.js';
import { type ActionIO, type ActionRun, type LinkCache, whyNot } from './io.js';
import { cacheListing, unvouched } from './shared-cache.js';

/**
 * The links' cache file, restored from the newest entry that trusted refs alone saved (as the page cache is: an
 * entry written by a pull request's run could mark dead links alive). Answers age out by `external.maxAge`, so
 * unlike the page cache every run that may save writes a new entry, under a key of its own (run id and attempt).
 */
export async function restoreLinkCache(run: ActionRun, file: string, root: string): Promise<LinkCache | undefined> {
  const { io, workspace, log } = run;
  const store = io.cacheStore?.(file);
  if (!store) return undefined;
  const restoreKey = `navlint-links-${VERSION}-${rootId(root, workspace)}-`;
  const key = `${restoreKey}${io.env.GITHUB_RUN_ID ?? 'local'}-${io.env.GITHUB_RUN_ATTEMPT ?? '1'}`;
  const untrusted = { file, key, store: unvouched(store) };
  if (!io.cacheService?.available()) return untrusted;
  const list = cacheListing(run);
  if (!list) {
    log(
      'External links are all fetched: without a token (input github-token) navlint cannot tell who saved the cache.',
    );
    return untrusted;
  }
  const payload = readEvent(io)?.repository as { default_branch?: unknown } | undefined;
  const trusted = trustedRefs(io.env, typeof payload?.default_branch === 'string' ? payload.default_branch : undefined);
  try {
    const chosen = await trustedKey(list, { key, restoreKey }, trusted);
    if (!chosen.key) {
      log('No external links in the Actions cache saved by a trusted ref: every link is fetched.');
      return untrusted;
    }
    const restored = await io.cacheService.restore([file], chosen.key, []);
    if (restored !== chosen.key || !(await savedOnlyBy(list, restored, trusted))) {
      log(
        `The external links' cache restored (${restored ?? chosen.key}) is not used: a ref other than ${trusted.join(' or ')} saved it too.`,
      );
      return untrusted;
    }
    log(`External links' answers restored from the Actions cache (${restored}, saved by ${chosen.ref}).`);
    return { file, key, store };
  } catch (e) {
    log(`The external links' cache could not be restored (${whyNot(e)}): every link is fetched.`);
    return untrusted;
  }
}

/** Saves the links' cache under this run's key, when this run may save (pushes to a branch, not pull requests). */
export async function saveLinkCache(io: ActionIO, cache: LinkCache, log: (line: string) => void): Promise<void> {
  if (!io.cacheService?.available() || !io.fs.existsSync(cache.file) || !savesCache(io.env)) return;
  try {
    await io.cacheService.save([cache.file], cache.key);
    log(`External links' answers saved to the Actions cache as ${cache.key}.`);
  } catch (e) {
    log(`The external links' answers were not saved to the Actions cache (${whyNot(e)}).`);
  }
}

function rootId(root: string, workspace: string): string {
  return createHash('sha256')
    .update(path.relative(workspace, root).split(path.sep).join('/') || '.')
    .digest('hex')
    .slice(0, 12);
}
