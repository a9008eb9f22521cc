import path from 'node:path';
import type { CacheStore } from '../content/cache.js';
import {
  BrokenSideError,
  newFindingsOnly,
  runCheckOf,
  UsageError,
  type CheckResult,
  type RunOptions,
} from '../engine/index.js';
import { launchCheck } from '../engine/launch.js';
import { inertText, safeTerminalText } from '../report/text.js';
import { escapeMarkdown } from '../report/summary.js';
import { runProxyCheckStep } from './proxy-check.js';
import { plural } from '../report/text.js';
import { chooseBase, type BaseChoice } from './base.js';
import { reuseLine } from './cache.js';
import { type ActionIO, type ActionRun, type CheckedRun, alongside } from './io.js';
import { WATCHDOG_MARGIN_MS, type ActionInputs, InputError, getInput, readInputs, isFailure } from './inputs.js';
import { leadOf, logFindings, publishAnnotations, publishSummary } from './annotations.js';
import { writeSarifFile, publishPreviewPart, publishSuggestions, writeOutputs } from './outputs.js';
import { CACHE_FOLDER, restoreShared, unvouched, saveShared, cacheName } from './shared-cache.js';
import { githubLinks, writeComment } from './comment.js';
import { restoreLinkCache, saveLinkCache } from './link-cache.js';
import { externalLine } from '../report/external.js';

/** Runs the action: inputs, then the check, then the publishers (annotations, SARIF, summary, comment, preview, suggestions), then the outputs. */
export async function runAction(io: ActionIO): Promise<void> {
  const log = (line: string) => io.info(safeTerminalText(line));
  const inputs = startAction(io);
  if (!inputs) return;
  const run: ActionRun = { io, inputs, workspace: io.env.GITHUB_WORKSPACE || io.cwd, log };
  armWatchdog(run);
  if (inputs.proxyCheckUrl) return runProxyCheck(run, inputs.proxyCheckUrl);
  const checked = await checkStep(run);
  if (!checked) return;
  if ('error' in checked) return reportNoCheck(run, checked.error);
  const { result, base, cacheFile, shared, links: fetchCache } = checked;
  if (result.model.base && base) result.model.base.label = base.label;
  const lead = leadOf(run, checked);
  const failed = isFailure(result.summary, inputs.failOn);
  const content = result.model.content;
  const reuse = cacheFile && content ? reuseLine(content.parsed, content.reused) : undefined;
  if (shared && cacheFile) await saveShared(io, shared, cacheFile, log);
  if (fetchCache) await saveLinkCache(io, fetchCache, log);
  if (result.model.external) log(externalLine(result.model.external));
  logFindings(run, result, failed, reuse);
  const notAnnotated = inputs.annotations ? publishAnnotations(run, result, failed) : undefined;
  const sarif = writeSarifFile(run, result);
  const links = githubLinks(io);
  const preview = inputs.preview ? await publishPreviewPart(run, result, links) : undefined;
  const review = inputs.suggestions ? await publishSuggestions(run, result, links) : undefined;
  if (inputs.summary)
    await publishSummary(run, result, {
      links,
      failed,
      notAnnotated,
      sarifPath: sarif.path,
      preview,
      lead,
      review,
      reuse,
    });
  if (inputs.comment)
    await alongside(io, 'the pull-request comment', () =>
      writeComment(io, inputs, result, {
        workspace: run.workspace,
        failed,
        links,
        log,
        ...(lead ? { changes: lead } : {}),
      }),
    );
  writeOutputs(run, result, { failed, sarif, preview });
}

/** Hides the token from the log and reads the inputs; undefined when an input is wrong and the step has failed. */
function startAction(io: ActionIO): ActionInputs | undefined {
  const token = getInput(io.env, 'github-token');
  if (token) io.setSecret(token);
  try {
    return readInputs(io.env);
  } catch (e) {
    if (e instanceof InputError) {
      io.setFailed(inertText(`navlint: ${e.message}`));
      return undefined;
    }
    throw e;
  }
}

/** Ends the process when the step still runs well after the input `timeout`. */
function armWatchdog({ io, inputs }: ActionRun): void {
  io.watchdog?.(
    inputs.timeout * 1000 + WATCHDOG_MARGIN_MS,
    `navlint: stopped: still running ${WATCHDOG_MARGIN_MS / 1000} s after the timeout of ${inputs.timeout} s, in a step that could not be cut short\n`,
  );
}

/** Checks the deployed site's playground path (input `proxy-check-url`) instead of linting. */
function runProxyCheck({ io, inputs, workspace, log }: ActionRun, site: string): Promise<void> {
  const writeSummary =
    inputs.summary && io.env.GITHUB_STEP_SUMMARY ? (markdown: string) => io.writeSummary(markdown) : undefined;
  return runProxyCheckStep({
    site,
    path: inputs.path,
    config: inputs.config,
    fetchRemote: inputs.fetchRemote,
    allowPrivateHosts: inputs.allowPrivateHosts,
    workspace,
    fs: io.fs,
    writeSummary,
    log,
    setOutput: (n, v) => io.setOutput(n, v),
    setFailed: (m) => io.setFailed(m),
  });
}

/** The check's options from the inputs, with `more` on top. */
function checkRunOptions({ io, inputs, workspace }: ActionRun, more: Partial<RunOptions> = {}): RunOptions {
  return {
    dir: inputs.path,
    cwd: workspace,
    fs: io.fs,
    configPath: inputs.config,
    fetchRemote: inputs.fetchRemote,
    allowPrivateHosts: inputs.allowPrivateHosts,
    ...(inputs.externalLinks ? { external: true } : {}),
    content: inputs.content,
    contentWorker: io.contentWorker,
    ...(io.git ? { git: io.git } : {}),
    parallelism: io.parallelism,
    maxTimeMs: inputs.timeout * 1000,
    ...more,
  };
}

/** Chooses the base, restores the page cache and runs the check; undefined when a usage error has failed the step. */
async function checkStep(run: ActionRun): Promise<CheckedRun | { error: string } | undefined> {
  const { io, inputs, workspace, log } = run;
  const base = chooseBase(
    {
      env: io.env,
      fs: io.fs,
      workspace,
      ...(io.git ? { git: io.git } : {}),
      log,
      warn: (message) => io.annotate('warning', message),
    },
    inputs.base,
  );
  // The cache is kept in the runner's temporary folder, never in the checkout, whose files the pull request controls.
  const cacheDir = io.env.RUNNER_TEMP || io.tempDir;
  if (inputs.cache && !cacheDir) log('No RUNNER_TEMP: pages are not cached.');
  const cacheFile =
    inputs.cache && io.cacheStore && cacheDir && inputs.content
      ? path.join(cacheDir, CACHE_FOLDER, `content-${cacheName(path.resolve(workspace, inputs.path))}.json`)
      : undefined;
  const shared = cacheFile ? await restoreShared(run, cacheFile) : undefined;
  const store = cacheFile ? io.cacheStore?.(cacheFile) : undefined;
  const contentCache = store && (shared?.trusted ? store : unvouched(store));
  const links =
    (inputs.externalLinks || inputs.publishedUrl) && inputs.cache && cacheDir
      ? await restoreLinkCache(
          run,
          path.join(cacheDir, CACHE_FOLDER, `links-${cacheName(path.resolve(workspace, inputs.path))}.json`),
          path.resolve(workspace, inputs.path),
        )
      : undefined;
  try {
    const checked = await checkAgainstBase(run, base, contentCache, links?.store);
    const result = inputs.newFindingsOnly
      ? await keepNewFindings(run, checked.result, base, checked.compared)
      : checked.result;
    return { result, base, broken: checked.broken, cacheFile, shared, ...(links ? { links } : {}) };
  } catch (e) {
    if (e instanceof UsageError) return { error: `navlint: ${e.message.replace(/^--config /, 'config ')}` };
    throw e;
  }
}

/**
 * A check that could not run (a file it reads is malformed or refused): the step fails with the one-line error, and
 * the job summary and the outputs are written all the same, the summary saying what stopped the check.
 */
async function reportNoCheck({ io, inputs, log }: ActionRun, error: string): Promise<void> {
  if (inputs.summary && io.env.GITHUB_STEP_SUMMARY)
    await alongside(io, 'the job summary', () =>
      io.writeSummary(
        `## navlint: ❌ the check did not run\n\n${escapeMarkdown(error)}\n\nFix this, and the next run checks the site.\n`,
      ),
    );
  else if (inputs.summary) log('No GITHUB_STEP_SUMMARY: the job summary is skipped.');
  // No count is known: the counts are empty, not 0, and the result is a failure.
  for (const name of ['errors', 'warnings', 'notices', 'sarif-file']) io.setOutput(name, '');
  io.setOutput('result', 'fail');
  for (const name of ['preview-file', 'preview-artifact-id', 'preview-url', 'proxy-check-result', 'changes'])
    io.setOutput(name, '');
  io.setFailed(inertText(error));
}

/**
 * Runs the check with the base, or without it when only the base cannot be read; returns the result, whether it was
 * compared with the base, and the parse error of the checked docs.json if that is why.
 */
async function checkAgainstBase(
  run: ActionRun,
  base: BaseChoice | undefined,
  contentCache: CacheStore | undefined,
  fetchCache?: CacheStore,
): Promise<{ result: CheckResult; compared: boolean; broken?: string }> {
  const { io } = run;
  const check = (withBase: boolean) =>
    launchCheck(
      checkRunOptions(run, {
        contentCache,
        ...(fetchCache ? { fetchCache } : {}),
        base: withBase && base ? base.source : undefined,
        ...(run.inputs.publishedUrl
          ? { published: run.inputs.publishedUrl, publishedUrls: { kind: 'fetch', url: run.inputs.publishedUrl } }
          : {}),
      }),
    );
  try {
    return { result: await check(true), compared: Boolean(base) };
  } catch (e) {
    if (!(e instanceof UsageError) || !base) throw e;
    // Only a base that cannot be read is left out; anything wrong with the checked site itself fails below.
    const result = await check(false);
    if (e instanceof BrokenSideError && e.side === 'head')
      return { result, compared: false, broken: e.message.replace(/; the checked side .*$/, '') };
    io.annotate(
      'warning',
      inertText(
        `navlint could not read the base ${base.label} (${e.message}); the check goes on without the navigation diff.`,
      ),
    );
    return { result, compared: false };
  }
}

/** The result without the findings that the base has too (input `new-findings-only`); unchanged when there is no base to check. */
async function keepNewFindings(
  run: ActionRun,
  result: CheckResult,
  base: BaseChoice | undefined,
  compared: boolean,
): Promise<CheckResult> {
  const { io, log } = run;
  if (!base) {
    log(
      'new-findings-only: there is no base to compare with (not a pull_request event), so every finding is reported.',
    );
    return result;
  }
  if (!compared) return result;
  try {
    const earlier = await runCheckOf(base.source, checkRunOptions(run, { dir: result.root }));
    const kept = newFindingsOnly(result, earlier, base.label);
    log(
      `new-findings-only: ${plural(kept.preexisting!.count, 'finding')} already at ${base.label} ${kept.preexisting!.count === 1 ? 'is' : 'are'} left out.`,
    );
    return kept;
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.annotate(
      'warning',
      inertText(`navlint could not check the base ${base.label} (${e.message}); every finding is reported.`),
    );
    return result;
  }
}
