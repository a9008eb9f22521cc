import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import jsYaml from 'js-yaml';
import { fixSite } from '../src/fix/passes.js';
import type { FileSystem } from '../src/core/fs.js';
import { runCheck, type CheckResult } from '../src/engine/index.js';
import { CORPUS, ROOT } from './helpers/run.js';

// `--fix` on a copy of every real site of ../shared/corpus: the files it writes stay valid JSON and YAML, every
// fixed finding is gone and no other finding comes or goes, only the lines of the fixed findings change, and a
// second `--fix` changes nothing. The counts per site are printed for the record.

const present = fs.existsSync(CORPUS);
const sites = present
  ? fs
      .readdirSync(CORPUS)
      .filter((d) => fs.existsSync(path.join(CORPUS, d, 'docs.json')))
      .sort()
  : [];
const suite = present ? describe : describe.skip;
// Pages are parsed as the CLI parses them: in worker threads started from the bundled entry point.
const BUNDLE = path.join(ROOT, 'dist', 'cli.js');
const contentWorker = fs.existsSync(BUNDLE)
  ? () => new Worker(BUNDLE, { workerData: { navlint: 'content' } })
  : undefined;
const SITE_TIMEOUT = 15 * 60_000;

/**
 * A finding as `file rule`: what must stay the same when other findings are fixed. Not the message nor the column: a
 * finding that quotes a link as written (link-relative) quotes it fixed once link-extension took its extension off.
 */
function keys(result: CheckResult, pick: (d: CheckResult['diagnostics'][number]) => boolean = () => true): string[] {
  return result.diagnostics
    .filter(pick)
    .map((d) => keyOf(result, d))
    .sort();
}

function keyOf(result: CheckResult, d: CheckResult['diagnostics'][number]): string {
  return `${path.relative(result.root, d.span.file)} ${d.rule}`;
}

/** Whether a written file still parses as what it is: JSON, YAML, or a page whose frontmatter is YAML. */
function parsesAsBefore(file: string, text: string): boolean {
  const body = text.replace(/^\uFEFF/, '');
  if (file.endsWith('.json')) return (JSON.parse(body), true);
  if (/\.ya?ml$/.test(file)) return (jsYaml.safeLoad(body), true);
  const fm = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/.exec(body);
  if (fm) {
    const data = jsYaml.safeLoad(fm[1]);
    return data !== null && typeof data === 'object';
  }
  return true;
}

const counts: Record<string, { fixed: number; files: number; passes: number; byRule: Record<string, number> }> = {};

suite('--fix on copies of the real sites (../shared/corpus)', () => {
  afterAll(() => {
    const rows = Object.entries(counts).map(
      ([site, c]) =>
        `${site.padEnd(42)} ${String(c.fixed).padStart(5)} fixes in ${String(c.files).padStart(4)} files, ${c.passes} pass(es)  ${JSON.stringify(c.byRule)}`,
    );
    console.log(`Fixes per site:\n${rows.join('\n')}`);
  });

  test.each(sites)(
    '%s',
    async (site) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-corpus-fix-'));
      try {
        fs.cpSync(path.join(CORPUS, site), dir, { recursive: true, verbatimSymlinks: true });
        const checks: CheckResult[] = [];
        // As `navlint check --fix` does: the passes share the pages' extracts in memory, so a later pass parses only
        // the files a fix changed (an extract is kept under its file's content, so a changed file is parsed again).
        let kept: string | undefined;
        const contentCache = { read: () => kept, write: (text: string) => void (kept = text) };
        const check = async (fsys: FileSystem) => {
          const r = await runCheck({
            dir: '.',
            cwd: dir,
            fs: fsys,
            contentCache,
            ...(contentWorker ? { contentWorker, parallelism: os.availableParallelism() } : {}),
          });
          checks.push(r);
          return r;
        };
        const run = await fixSite(check, fs, { cwd: dir, writer: fs });
        const first = checks[0];
        expect(run.refused).toEqual([]);
        expect(run.exhausted).toBe(false);
        const fixable = first.diagnostics.filter((d) => d.fix);
        const byRule: Record<string, number> = {};
        for (const d of fixable) byRule[d.rule] = (byRule[d.rule] ?? 0) + 1;
        const fixed = [...run.fixed.values()].reduce((a, b) => a + b, 0);
        counts[site] = { fixed, files: run.fixed.size, passes: run.passes, byRule };

        // Only the lines that the fixable findings of the first check stand on change; files keep their line count.
        const lines = new Map<string, Set<number>>();
        for (const d of fixable)
          for (const e of d.fix!.edits)
            for (let l = e.range.start.line; l <= e.range.end.line; l++)
              (lines.get(d.fix!.file) ?? lines.set(d.fix!.file, new Set()).get(d.fix!.file)!).add(l);
        expect(run.written?.slice().sort()).toEqual([...run.fixed.keys()].sort());
        for (const file of run.written ?? []) {
          const before = fs.readFileSync(path.join(CORPUS, site, path.relative(dir, file)), 'utf8').split('\n');
          const after = fs.readFileSync(file, 'utf8');
          expect([file, parsesAsBefore(file, after)]).toEqual([file, true]);
          const afterLines = after.split('\n');
          expect([file, afterLines.length]).toEqual([file, before.length]);
          const changed = afterLines.flatMap((l, i) => (l !== before[i] ? [i + 1] : []));
          expect([file, changed.filter((l) => !lines.get(file)?.has(l))]).toEqual([file, []]);
        }

        // Checked again from disk by a second --fix: the fixed findings are gone, the others are all there, and
        // there is nothing left to fix.
        const second = await fixSite(check, fs, { cwd: dir, writer: fs });
        const recheck = checks[checks.length - 1];
        expect([second.fixed.size, second.written]).toEqual([0, []]);
        // A page that a fixed link now leads to is no longer unreachable: those findings alone may go.
        const after = keys(recheck);
        const left = new Set(after);
        expect(after).toEqual(
          keys(first, (d) => !d.fix && (d.rule !== 'page-unreachable' || left.has(keyOf(first, d)))),
        );
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    SITE_TIMEOUT,
  );
});
