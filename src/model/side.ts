/** What one side of a comparison was, as the diff's JSON names it. */
export interface SideInfo {
  source: 'worktree' | 'folder' | 'git';
  /** The docs root, relative to the working directory. */
  root: string;
  /** The revision as given. */
  ref?: string;
  /** The full commit id it names. */
  commit?: string;
}

/** A side as a phrase: `main (1a2b3c4d5e6f)`, `the working tree`, or the folder. */
export function describeSide(info: SideInfo): string {
  if (info.source === 'git') return `${info.ref} (${(info.commit ?? '').slice(0, 12)})`;
  if (info.source === 'worktree') return 'the working tree';
  return info.root;
}
