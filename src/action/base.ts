import path from 'node:path';
import type { FileSystem } from '../core/fs.js';
import type { Git } from '../core/git.js';
import type { SideSource } from '../engine/types.js';
import { inertText } from '../report/text.js';

/** The base the action compares with: how to read it, and how to name it. */
export interface BaseChoice {
  source: SideSource;
  /** `main (1a2b3c4d5e6f)`, or the input as given. */
  label: string;
}

/** What choosing the base needs from the action. */
export interface BaseContext {
  env: Record<string, string | undefined>;
  fs: FileSystem;
  workspace: string;
  git?: Git;
  log(line: string): void;
  warn(message: string): void;
}

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);

/**
 * The base of the change: the `base` input when set (a git revision or a docs-root folder), else on pull requests
 * the pull request's base commit from the event payload, fetched with one shallow `git fetch` when the checkout
 * lacks it. Undefined when there is none, or when it cannot be had (then a warning says how to fix the checkout).
 */
export function chooseBase(ctx: BaseContext, input: string): BaseChoice | undefined {
  if (input !== '') {
    const folder = path.resolve(ctx.workspace, input);
    if (isDocsRoot(ctx.fs, folder)) return { source: { kind: 'folder', dir: input }, label: input };
    if (!ctx.git) return undefined;
    return { source: { kind: 'git', rev: input, git: ctx.git }, label: input };
  }
  if (!PULL_REQUEST_EVENTS.has(ctx.env.GITHUB_EVENT_NAME ?? '')) return undefined;
  const pr = readEvent(ctx)?.pull_request as { base?: { sha?: unknown; ref?: unknown } } | undefined;
  const sha = pr?.base?.sha;
  if (typeof sha !== 'string' || !/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(sha)) {
    ctx.log('The event payload names no pull-request base commit: no navigation diff.');
    return undefined;
  }
  const ref = typeof pr?.base?.ref === 'string' && pr.base.ref !== '' ? pr.base.ref : undefined;
  const label = `${ref ?? 'the base'} (${sha.slice(0, 12)})`;
  const git = ctx.git;
  if (!git) return undefined;
  const has = () => {
    try {
      git(['cat-file', '-e', `${sha}^{commit}`], { cwd: ctx.workspace });
      return true;
    } catch {
      return false;
    }
  };
  if (!has()) {
    ctx.log(
      `The pull request's base commit ${sha.slice(0, 12)} is not in this checkout (a shallow clone): fetching it with git fetch --depth=1 origin ${sha}.`,
    );
    try {
      git(['fetch', '--depth=1', 'origin', sha], { cwd: ctx.workspace });
    } catch (e) {
      const why = inertText(String((e as Error)?.message ?? e).split('\n')[0]);
      ctx.warn(
        `navlint could not fetch the pull request's base commit ${sha.slice(0, 12)} (${why}), so it cannot show what this pull request changes in the navigation or which URLs it removes. Set \`fetch-depth: 0\` on actions/checkout (or at least 2 for the merge commit of a pull request). The check goes on without the diff.`,
      );
      return undefined;
    }
    if (!has()) {
      ctx.warn(
        `navlint fetched the pull request's base commit ${sha.slice(0, 12)}, but it is still not in the checkout. Set \`fetch-depth: 0\` on actions/checkout. The check goes on without the diff.`,
      );
      return undefined;
    }
    ctx.log(`Fetched the base commit ${sha.slice(0, 12)}.`);
  }
  return { source: { kind: 'git', rev: sha, git }, label };
}

function isDocsRoot(fs: FileSystem, p: string): boolean {
  try {
    return fs.statSync(p).isDirectory() ? fs.existsSync(path.join(p, 'docs.json')) : path.basename(p) === 'docs.json';
  } catch {
    return false;
  }
}

function readEvent(ctx: BaseContext): Record<string, unknown> | undefined {
  const file = ctx.env.GITHUB_EVENT_PATH;
  if (!file) return undefined;
  try {
    const v: unknown = JSON.parse(ctx.fs.readFileSync(file, 'utf8'));
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
