// `navlint check` and `navlint openapi-check`: check (or replay the memo of `--cache`), fix if asked, report.
import path from 'node:path';
import { ObservedFs } from '../../core/observed-fs.js';
import { formatTiming } from '../../core/timing.js';
import { UsageError } from '../../core/errors.js';
import { displayPath } from '../../core/paths.js';
import type { PresetName } from '../../load/rc.js';
import type { CheckResult, ReportInput, SideSource, SuppressionRequest } from '../../engine/index.js';
import type { Hidden } from '../../report/stylish.js';
import { safeTerminalText } from '../../report/text.js';
import { VERSION } from '../../version.js';
import { CacheFile, keepable, memoKey, type ResultMemo } from '../memo.js';
import { progressWanted } from '../progress.js';
import { type CliIO, writeReport } from '../io.js';
import { type CommandContext, contentChoiceOf, describeRef, siteInputs } from '../context.js';
import {
  maxWarningsOf,
  suppressionsAsked,
  checkTarget,
  fixModeOf,
  type CheckExtras,
  presetsOf,
  minimumSeverity,
  publishedOf,
} from './check-args.js';
import { fixAndCheck } from './fix.js';
import { checkSite } from './check-site.js';
import { cacheStore, type CacheFileFound, cacheFileOf } from '../cache-file.js';

/** `navlint check` and `navlint openapi-check`: checks, fixes if asked, reports, and returns the exit code. */
export async function runCheckCommand(cx: CommandContext): Promise<number> {
  const { io, values, str, clock } = cx;
  const format = str('format') ?? 'stylish';
  const maxWarnings = maxWarningsOf(str('max-warnings'));
  const minSeverity = minimumSeverity(values.quiet === true, str('min-severity'));
  const suppress = await suppressionsAsked(values, str('suppress-rule'));
  const target = await checkTarget(cx);
  if (!target) return 0;
  const presets = presetsOf(str('preset'));
  if (values['print-config'] === true) return printConfig(cx, target.dir, presets);
  const extra: CheckExtras = {
    ...publishedOf(str('published'), str('published-urls')),
    ...(suppress ? { suppress } : {}),
    ...(target.only ? { only: target.only } : {}),
    ...(presets.length ? { presets } : {}),
    ...(values.external === true ? { external: true } : {}),
  };
  const jsonVersion = str('json-version');
  if (jsonVersion !== undefined && format !== 'json')
    throw new UsageError('--json-version applies only with --format json');
  const fixing = fixModeOf(cx);
  const terminal = io.stderrTerminal !== undefined;
  if (fixing !== 'dry-run' && progressWanted({ terminal, env: io.env, format, quiet: minSeverity === 'error' }))
    extra.progress = {};
  const out = str('out');
  const render = (result: ReportInput) =>
    formatReport(result, format, {
      jsonVersion: jsonVersion === '1' ? 1 : 2,
      color: out === undefined && cx.color,
      hidden: hideBelow(result, minSeverity),
      maxWarnings,
    });
  const memo = fixing || suppress ? undefined : await memoOf(cx, target);
  let shown: Shown;
  if (fixing) {
    const fixed = await fixAndCheck(cx, fixing, target.dir, extra, maxWarnings);
    if (typeof fixed === 'number') return fixed;
    shown = await show(cx, fixed.result, render, fixed.fixNote, suppress);
  } else if (memo) shown = await runMemo(memo, (c) => checkOnce(c, target.dir, extra), render);
  else shown = await show(cx, await checkOnce(cx, target.dir, extra), render, undefined, suppress);
  if (out !== undefined) await writeReport(io, out, shown.report);
  else io.stdout(shown.report);
  if (clock) {
    clock.enter(undefined);
    io.stderr(formatTiming(clock.totals(), clock.ruleTotals()));
  }
  if (shown.errors > 0) return 1;
  if (maxWarnings >= 0 && shown.warnings > maxWarnings) {
    io.stderr(`navlint: ${shown.warnings} warnings exceed --max-warnings ${maxWarnings}\n`);
    return 1;
  }
  return 0;
}

/** What `check` prints on its standard output (or `--out`), and the counts that decide its exit code. */
type Shown = Pick<ResultMemo, 'report' | 'errors' | 'warnings'>;
type Render = (result: ReportInput) => Promise<string>;
type CheckRun = (cx: CommandContext) => Promise<ReportInput>;

/** The report of a check: the suppressions file updated, older findings left out (`--new-since`), and formatted. */
async function show(
  cx: CommandContext,
  checked: ReportInput,
  render: Render,
  fixNote?: string,
  suppress?: SuppressionRequest,
): Promise<Shown> {
  const { io, clock } = cx;
  // The suppressions file is written as this side left it, whatever the base had.
  const written = writeSuppressions(io, checked as CheckResult, suppress);
  const result = cx.newSince ? await keepNewSince(cx, checked as CheckResult, cx.newSince) : checked;
  clock?.enter('report');
  // What --fix did comes first: on standard output before the stylish report, on standard error beside the others.
  if (fixNote !== undefined && (cx.str('format') ?? 'stylish') === 'stylish') io.stdout(fixNote);
  else if (fixNote !== undefined) io.stderr(fixNote);
  if (written) io.stderr(written);
  // Counted before rendering, which drops the findings below --min-severity: --max-warnings counts them all.
  const { errors, warnings } = result.summary;
  return { report: await render(result), errors, warnings };
}

/**
 * The result memo of `check --cache` (see `memo.ts`), where one may be kept: not for a check that compares with
 * another side, fetches documents or links, fixes files, updates suppressions or is timed (`--timing` must time a
 * check).
 */
async function memoOf(cx: CommandContext, target: { dir: string; only?: string[] }): Promise<MemoChoice | undefined> {
  const { io, values, str } = cx;
  // External links answer differently from one day to the next: a check that fetches them is never replayed.
  if (cx.command !== 'check' || values.cache !== true || cx.base || cx.remote.fetchRemote || cx.clock) return undefined;
  if (values.external === true) return undefined;
  // The published site's URLs change without the checkout changing.
  if (str('published') !== undefined || str('published-urls') !== undefined) return undefined;
  const location = str('cache-location');
  if (location === '' || !io.cacheStore) return undefined;
  const { findDocsRoot } = await import('../../load/docs-root.js');
  let root: string;
  try {
    root = findDocsRoot(target.dir, io.cwd, io.fs);
  } catch {
    return undefined; // the check says what is wrong with the folder
  }
  const found = cacheFileOf(io, root, location);
  // A commit changes no file, but it may make a translation older than its source (translation-stale).
  const head = io.git ? (await import('../../core/git.js')).gitHead(io.git, root) : undefined;
  const key = memoKey({ cwd: io.cwd, root, target, values, color: cx.color, head: head ?? null }, VERSION);
  return { key, root, found, cx };
}

/** What `check --cache` keeps its report under, and in which cache file (none where git tracks it). */
interface MemoChoice {
  key: string;
  root: string;
  found: CacheFileFound | undefined;
  cx: CommandContext;
}

/** Replays the memo when it holds; else checks (noting what is read), shows, and keeps the memo for the next run. */
async function runMemo({ key, root, found, cx }: MemoChoice, check: CheckRun, render: Render): Promise<Shown> {
  const { io } = cx;
  const ignored = found ? [found.file] : [];
  const file = found && new CacheFile(found.raw, found.secret);
  const kept = file?.memo(key, root, io.fs, ignored);
  if (kept) return kept;
  const fs = new ObservedFs(io.fs, ignored);
  const c: CommandContext = { ...cx, io: { ...io, fs }, memory: file?.extracts ?? null };
  const result = await check(c);
  const shown = await show(cx, result, render);
  file?.save(keepable(fs, result.diagnostics) ? { key, inputs: fs.observations(), ...shown } : undefined);
  return shown;
}

/** One check: of an OpenAPI document (`openapi-check`) or of the docs root. */
async function checkOnce(cx: CommandContext, dir: string, extra: CheckExtras): Promise<ReportInput> {
  const { io, command, rest, str, remote, clock, base } = cx;
  if (command === 'openapi-check') {
    if (rest.length === 0) throw new UsageError('openapi-check needs the path of an OpenAPI document');
    const { checkSpecFile } = await import('../../engine/index.js');
    return checkSpecFile(path.resolve(io.cwd, rest[0]), io.cwd, io.fs, rest[0]);
  }
  return checkSite(io, dir, str('config'), remote, clock, contentChoiceOf(cx), base, extra);
}

/** The result without the findings the `--new-since` side has too. */
async function keepNewSince(cx: CommandContext, head: CheckResult, newSince: SideSource): Promise<CheckResult> {
  const { io, values, str, remote } = cx;
  const { runCheckOf, newFindingsOnly } = await import('../../engine/index.js');
  const choice = { content: values['no-content'] !== true };
  const store = values.cache === true ? cacheStore(io, head.root, str('cache-location')) : undefined;
  const earlier = await runCheckOf(newSince, {
    ...siteInputs(io, head.root, str('config'), remote),
    content: choice.content,
    contentCache: store,
  });
  return newFindingsOnly(head, earlier, describeRef(newSince));
}

/** Drops the findings below the lowest severity reported from `result`; returns how many were hidden, for the report. */
function hideBelow(result: ReportInput, minSeverity: 'notice' | 'warning' | 'error'): Hidden | undefined {
  if (minSeverity === 'notice') return undefined;
  const warnings = result.summary.warnings;
  const keep = (sev: string) => sev === 'error' || (minSeverity === 'warning' && sev === 'warning');
  const hidden = {
    warnings: keep('warning') ? 0 : result.summary.warnings,
    notices: result.summary.notices,
    errorsOnly: minSeverity === 'error',
  };
  result.diagnostics = result.diagnostics.filter((d) => keep(d.severity));
  result.summary = { errors: result.summary.errors, warnings: keep('warning') ? warnings : 0, notices: 0 };
  return hidden;
}

/** The report in `--format` (stylish, json, sarif or github), each formatter loaded only when used. */
async function formatReport(
  result: ReportInput,
  format: string,
  {
    jsonVersion,
    color,
    hidden,
    maxWarnings,
  }: { jsonVersion: 1 | 2; color: boolean; hidden?: Hidden; maxWarnings: number },
): Promise<string> {
  if (format === 'json') return (await import('../../report/json.js')).formatJson(result, jsonVersion);
  if (format === 'sarif') return (await import('../../report/sarif.js')).formatSarif(result as CheckResult);
  if (format === 'github') return (await import('../../report/github.js')).formatGithub(result as CheckResult);
  return (await import('../../report/stylish.js')).formatStylish(result, { color, hidden, maxWarnings });
}

/** `check --print-config`: the level of every rule under the docs root's configuration, as JSON. */
async function printConfig(cx: CommandContext, dir: string, presets: PresetName[]): Promise<number> {
  const { effectiveConfig } = await import('../../engine/index.js');
  const config = effectiveConfig({ dir, cwd: cx.io.cwd, fs: cx.io.fs, configPath: cx.str('config'), presets });
  cx.io.stdout(`${JSON.stringify(config, null, 2)}\n`);
  return 0;
}

/** Writes navlint-suppressions.json when the check changed it, and says so (the line for standard error). */
function writeSuppressions(io: CliIO, result: CheckResult, request: SuppressionRequest | undefined): string {
  if (!request) return '';
  const outcome = result.suppressions;
  const name = displayPath(outcome.file, io.cwd);
  if (outcome.update === undefined) return `navlint: ${safeTerminalText(name)} is up to date\n`;
  if (!io.writeFile) throw new UsageError('suppressions cannot be written here');
  io.writeFile(outcome.file, outcome.update);
  return `navlint: wrote ${safeTerminalText(name)}: ${outcome.suppressed} finding${outcome.suppressed === 1 ? '' : 's'} suppressed\n`;
}
