// The options of `navlint check` read and checked before it runs: severities, suppressions, `--fix`, the files named.
import { UsageError } from '../../core/errors.js';
import type { CheckProgress } from '../../core/progress.js';
import type { CacheStore } from '../../content/cache.js';
import type { PresetName } from '../../load/rc.js';
import type { PublishedSource, SuppressionRequest } from '../../engine/index.js';
import { safeTerminalText } from '../../report/text.js';
import { selectFiles } from '../select.js';
import type { ParsedValues, CommandContext } from '../context.js';

/** `--max-warnings N` as a number; -1 when not given. */
export function maxWarningsOf(max: string | undefined): number {
  if (max === undefined) return -1;
  if (!/^\d+$/.test(max)) throw new UsageError(`--max-warnings must be a whole number, not "${max}"`);
  return Number(max);
}

/** The suppressions to write, with every rule named by `--suppress-rule` checked to exist. */
export async function suppressionsAsked(
  values: ParsedValues,
  rules: string | undefined,
): Promise<SuppressionRequest | undefined> {
  const suppress = suppressRequest(values, rules);
  if (suppress?.rules) {
    const [{ RULES }, { closest }] = await Promise.all([
      import('../../rules/index.js'),
      import('../../core/suggest.js'),
    ]);
    const ids = RULES.map((r) => r.meta.id);
    for (const id of suppress.rules)
      if (!ids.includes(id)) {
        const near = closest(id, ids);
        throw new UsageError(`--suppress-rule: no rule is named "${id}"${near ? `; did you mean "${near}"?` : ''}`);
      }
  }
  if (suppress && fixingDryRun(values))
    throw new UsageError('--fix-dry-run changes nothing: it does not write suppressions either');
  return suppress;
}

/**
 * The docs root to check, and with `check FILE…` the files to report on; undefined when none of those files is in a
 * docs root. Files in no docs root are named on standard error (a pre-commit hook passes every staged file: the
 * check goes on without them); a file that does not exist is a usage error (`selectFiles`).
 */
export async function checkTarget({
  io,
  rest,
  selecting,
}: CommandContext): Promise<{ dir: string; only?: string[] } | undefined> {
  if (!selecting) return { dir: rest[0] ?? '.' };
  const { findDocsRoot } = await import('../../load/docs-root.js');
  const chosen = selectFiles(rest, io.cwd, io.fs, (d) => findDocsRoot(d, io.cwd, io.fs));
  if (chosen.outside.length > 0) io.stderr(`navlint: ${safeTerminalText(notInDocsRoot(chosen.outside))}\n`);
  return chosen.root ? { dir: chosen.root, only: chosen.files } : undefined;
}

/** Files named on the command line that no docs root holds, as given: the first few by name. */
function notInDocsRoot(files: string[]): string {
  if (files.length === 1) return `${files[0]} is in no docs root (no docs.json in its folder or above it): not checked`;
  const shown = files.slice(0, 3).join(', ');
  const more = files.length > 3 ? ` and ${files.length - 3} more` : '';
  return `${files.length} files are in no docs root (no docs.json in their folders or above them): not checked: ${shown}${more}`;
}

/** Whether `--fix` writes the fixes or `--fix-dry-run` shows them; undefined when neither is asked. */
export function fixModeOf({ io, values, str }: CommandContext): 'write' | 'dry-run' | undefined {
  const fixing = values.fix === true ? 'write' : values['fix-dry-run'] === true ? 'dry-run' : undefined;
  if (values.fix === true && values['fix-dry-run'] === true)
    throw new UsageError('--fix and --fix-dry-run do not go together: --fix-dry-run shows what --fix would write');
  if (fixing === 'dry-run' && str('format') !== undefined)
    throw new UsageError(`--fix-dry-run prints a unified diff; --format ${str('format')} does not apply`);
  if (fixing === 'write' && !io.fileWriter) throw new UsageError('--fix is not available here');
  return fixing;
}

/** What `check` does besides checking: update the suppressions file, report only some files. */
export interface CheckExtras {
  suppress?: SuppressionRequest;
  only?: string[];
  presets?: PresetName[];
  /** Fetch the external links (`--external`). */
  external?: boolean;
  /** Where the passes of `--fix` keep what external links answered, without `--cache`. */
  linkMemory?: CacheStore;
  /** Filled in as the check runs, and drawn on standard error's terminal. */
  progress?: CheckProgress;
  /** `--published`: the published site's base URL. */
  published?: string;
  /** `--published`, `--published-urls`: where the published site's URLs come from. */
  publishedUrls?: PublishedSource;
}

/** The published site to check against: `--published URL` (fetched) and `--published-urls FILE` (read instead). */
export function publishedOf(
  published: string | undefined,
  file: string | undefined,
): Pick<CheckExtras, 'published' | 'publishedUrls'> {
  if (published === '') throw new UsageError('--published needs the URL of the published site');
  if (file === '') throw new UsageError('--published-urls needs a file name');
  const base = published !== undefined ? { published } : {};
  if (file !== undefined) return { ...base, publishedUrls: { kind: 'file', path: file } };
  return published !== undefined ? { ...base, publishedUrls: { kind: 'fetch', url: published } } : {};
}

/** The presets `--preset` names, in order (the parser has checked each name). */
export function presetsOf(value: string | undefined): PresetName[] {
  return (value?.split(',') ?? []) as PresetName[];
}

/** The lowest severity reported: `--min-severity`, or error with `--quiet`. */
export function minimumSeverity(quiet: boolean, given: string | undefined): 'notice' | 'warning' | 'error' {
  if (quiet && given !== undefined && given !== 'error')
    throw new UsageError(`--quiet reports errors only; --min-severity ${given} does not go with it`);
  return quiet ? 'error' : ((given as 'notice' | 'warning' | 'error' | undefined) ?? 'notice');
}

function fixingDryRun(values: Record<string, string | boolean | undefined>): boolean {
  return values['fix-dry-run'] === true;
}

/** What to do to navlint-suppressions.json, from `--suppress-all`, `--suppress-rule` and `--prune-suppressions`. */
function suppressRequest(
  values: Record<string, string | boolean | undefined>,
  rules: string | undefined,
): SuppressionRequest | undefined {
  const all = values['suppress-all'] === true;
  const prune = values['prune-suppressions'] === true;
  if (all && rules !== undefined)
    throw new UsageError('--suppress-all and --suppress-rule do not go together: --suppress-all takes every rule');
  if (!all && rules === undefined && !prune) return undefined;
  return {
    ...(all ? { all } : {}),
    ...(rules !== undefined ? { rules: rules.split(',') } : {}),
    ...(prune ? { prune } : {}),
  };
}
