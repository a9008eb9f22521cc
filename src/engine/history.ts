import { GitError, gitIsShallow, gitLastChanges, type Git } from '../core/git.js';
import type { FileHistory } from '../model/site.js';

/**
 * The last commit that changed each file of the docs root `root`, read once per check; undefined without git, or when
 * git cannot tell (the docs are in no repository, git refuses it, its history is too large to read, or a shallow
 * clone cut it short: its first commit seems to add every file, so files older than it would all have its date).
 */
export function historyOf(git: Git | undefined, root: string): FileHistory | undefined {
  if (!git) return undefined;
  try {
    if (gitIsShallow(git, root)) return undefined;
    return gitLastChanges(git, root);
  } catch (e) {
    if (e instanceof GitError) return undefined;
    throw e;
  }
}
