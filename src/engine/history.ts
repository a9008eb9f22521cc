import { GitError, gitLastChanges, type Git } from '../core/git.js';
import type { FileHistory } from '../model/site.js';

/**
 * The last commit that changed each file of the docs root `root`, read once per check; undefined without git, or when
 * git cannot tell (the docs are in no repository, git refuses it, its history is too large to read).
 */
export function historyOf(git: Git | undefined, root: string): FileHistory | undefined {
  if (!git) return undefined;
  try {
    return gitLastChanges(git, root);
  } catch (e) {
    if (e instanceof GitError) return undefined;
    throw e;
  }
}
