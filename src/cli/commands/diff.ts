// `navlint diff`: what changes in the navigation between two sides.
import { UsageError } from '../../core/errors.js';
import type { SideSource } from '../../engine/index.js';
import type { CliIO } from '../io.js';
import { sideOf } from '../context.js';

/** `navlint diff BASE [HEAD]`: resolves both sides and prints what changes. */
export async function runDiff(args: string[], format: string, root: string | undefined, io: CliIO): Promise<number> {
  if (args.length === 0)
    throw new UsageError('diff needs a base: a git revision or a docs-root folder (see navlint help diff)');
  if (args.length > 2) throw new UsageError(`diff takes a base and a head, got ${args.length} arguments`);
  const dir = root ?? '.';
  const [{ diffSides }, report] = await Promise.all([import('../../engine/index.js'), import('../../report/diff.js')]);
  const base = sideOf(args[0], io);
  const head: SideSource = args[1] !== undefined ? sideOf(args[1], io) : { kind: 'worktree' };
  const { diff, base: b, head: h } = diffSides(base, head, { dir, cwd: io.cwd, fs: io.fs });
  io.stdout(
    format === 'json'
      ? report.formatDiffJson(diff, b, h)
      : format === 'md'
        ? report.formatDiffMarkdown(diff, b, h)
        : report.formatDiffText(diff, b, h),
  );
  return 0;
}
