import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { getOctokit } from '@actions/github';
import type { CacheStore } from '../content/cache.js';
import { ConfinedPathError } from '../core/confined.js';
import type { FileSystem } from '../core/fs.js';
import type { Diagnostic, Severity } from '../core/types.js';
import {
  BrokenSideError,
  checkOptions,
  findDocsRoot,
  newFindingsOnly,
  runCheck,
  runCheckOf,
  UsageError,
  type CheckResult,
  type RunOptions,
  type Summary,
} from '../engine/index.js';
import { displayPath } from '../core/paths.js';
import { siteCounts } from '../model/counts.js';
import { buildNavDocument } from '../model/navtree.js';
import { annotationProperties, messageWithHelp, type AnnotationProperties } from '../report/github.js';
import { inertText, safeTerminalText } from '../report/text.js';
import { formatSarif, toUri } from '../report/sarif.js';
import { escapeMarkdown, formatSummary } from '../report/summary.js';
import { artifactNameProblem, publishPreview, type UploadArtifact } from './preview.js';
import { runProxyCheckStep } from './proxy-check.js';
import { plural } from '../report/text.js';
import { VERSION } from '../version.js';
import type { Git } from '../core/git.js';
import { countChanges, navDiffOf } from '../model/diff.js';
import { changeCounts, formatDiffMarkdown } from '../report/diff.js';
import { chooseBase, type BaseChoice } from './base.js';
import {
  cacheKeys,
  reuseLine,
  savedOnlyBy,
  savesCache,
  trustedKey,
  trustedRefs,
  type CacheListing,
  type CacheService,
} from './cache.js';
import { tokenLogin, writtenBy } from './identity.js';
import { commentJob, isMarkedComment, markComment } from './comment-mark.js';
import { describeApiError } from './api-error.js';
import { reviewSuggestions, suggestionsMarkdown } from './suggest.js';

/** What the action needs from the runner, passed in by the entry point (`@actions/core` there). */
export interface ActionIO {
  env: Record<string, string | undefined>;
  cwd: string;
  fs: FileSystem;
  /** Writes a file inside the workspace or the runner's temporary folder; text may come in parts (the preview). */
  writeFile(file: string, text: string | Iterable<string>): void;
  /** One log line; the caller has made it safe. */
  info(line: string): void;
  annotate(kind: Severity, message: string, properties?: AnnotationProperties): void;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
  setSecret(secret: string): void;
  writeSummary(markdown: string): Promise<void>;
  getOctokit(token: string, baseUrl: string): Octokit;
  /** Uploads the preview artifact; without it the preview is written but not uploaded. */
  uploadArtifact?: UploadArtifact;
  /** Starts a worker thread that parses pages (without it they are parsed on this thread). */
  contentWorker?: () => Worker;
  /** How many threads may parse pages at once. */
  parallelism?: number;
  /** The cache file at an absolute path (input `cache`), in the runner's temporary folder. */
  cacheStore?(file: string): CacheStore;
  /** Restores and saves the cache file with the runner's cache service (input `cache`). */
  cacheService?: CacheService;
  /** The temporary folder when RUNNER_TEMP is not set (the cache goes there). */
  tempDir?: string;
  /** Runs git, to read (and fetch) the base of a pull request. */
  git?: Git;
  /** Ends the process with `message` if it still runs after `ms`, however busy (see the CLI's `watchdog`). */
  watchdog?(ms: number, message: string): void;
}

/** Time past the input `timeout` allowed for the summary, the preview and the outputs before the process is ended. */
const WATCHDOG_MARGIN_MS = 60_000;

/** The check's time limit when the input `timeout` is not given, in seconds: far below a job's six hours. */
const DEFAULT_TIMEOUT_S = 600;

/** The REST client the pull-request comment uses. */
type Octokit = ReturnType<typeof getOctokit>;

/** When the step fails: on errors, on errors or warnings, or never. */
type FailOn = 'error' | 'warning' | 'never';

/** The action's inputs, validated. */
interface ActionInputs {
  path: string;
  config?: string;
  failOn: FailOn;
  annotations: boolean;
  summary: boolean;
  sarifFile?: string;
  fetchRemote: boolean;
  /** With `fetchRemote`: fetch from loopback, link-local and private addresses too (input `allow-private-hosts`). */
  allowPrivateHosts: boolean;
  comment: boolean;
  token: string;
  preview: boolean;
  previewArtifactName: string;
  /** `proxy-check-url`: check the deployed site's playground path instead of linting. */
  proxyCheckUrl?: string;
  /** Parse pages and snippets (input `content`). */
  content: boolean;
  /** Keep extracts of pages between runs in `$RUNNER_TEMP/navlint-cache/` and the Actions cache (input `cache`). */
  cache: boolean;
  /** The base to compare with (a git revision or a docs-root folder); empty: the pull request's base. */
  base: string;
  /** Post the fixes and single suggestions as one pull-request review of suggestion blocks (input `suggestions`). */
  suggestions: boolean;
  /** Seconds the check may take (input `timeout`). */
  timeout: number;
  /** Report only the findings that the base does not have (input `new-findings-only`). */
  newFindingsOnly: boolean;
}

/** An input with a value the action does not accept. */
class InputError extends Error {}

/** The runner shows at most this many annotations of each kind per step. */
const ANNOTATION_LIMIT = 10;

/** An input as the runner passes it: `INPUT_` + the name upper-cased, spaces as `_`, trimmed. */
function getInput(env: Record<string, string | undefined>, name: string): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

function booleanInput(env: Record<string, string | undefined>, name: string, fallback: boolean): boolean {
  const v = getInput(env, name);
  if (v === '') return fallback;
  if (['true', 'True', 'TRUE'].includes(v)) return true;
  if (['false', 'False', 'FALSE'].includes(v)) return false;
  throw new InputError(`input "${name}" must be true or false, not ${JSON.stringify(v)}`);
}

/** Reads and checks every input; an unknown value throws an `InputError`. */
function readInputs(env: Record<string, string | undefined>): ActionInputs {
  const failOn = getInput(env, 'fail-on') || 'error';
  if (failOn !== 'error' && failOn !== 'warning' && failOn !== 'never')
    throw new InputError(`input "fail-on" must be error, warning or never, not ${JSON.stringify(failOn)}`);
  const config = getInput(env, 'config');
  const sarifFile = getInput(env, 'sarif-file');
  const previewArtifactName = getInput(env, 'preview-artifact-name') || 'navlint-preview';
  const proxyCheckUrl = getInput(env, 'proxy-check-url');
  const timeoutInput = getInput(env, 'timeout');
  const timeout = timeoutInput === '' ? DEFAULT_TIMEOUT_S : Number(timeoutInput);
  if (!/^\d+(\.\d+)?$/.test(timeoutInput || '0') || !(timeout > 0))
    throw new InputError(`input "timeout" must be a number of seconds above 0, not ${JSON.stringify(timeoutInput)}`);
  const nameProblem = artifactNameProblem(previewArtifactName);
  if (nameProblem)
    throw new InputError(`input "preview-artifact-name" ${nameProblem}, not ${JSON.stringify(previewArtifactName)}`);
  return {
    path: getInput(env, 'path') || '.',
    ...(config ? { config } : {}),
    failOn,
    annotations: booleanInput(env, 'annotations', true),
    summary: booleanInput(env, 'summary', true),
    ...(sarifFile ? { sarifFile } : {}),
    fetchRemote: booleanInput(env, 'fetch-remote', false),
    allowPrivateHosts: booleanInput(env, 'allow-private-hosts', false),
    comment: booleanInput(env, 'comment', false),
    token: getInput(env, 'github-token'),
    preview: booleanInput(env, 'preview', true),
    previewArtifactName,
    ...(proxyCheckUrl ? { proxyCheckUrl } : {}),
    content: booleanInput(env, 'content', true),
    cache: booleanInput(env, 'cache', true),
    base: getInput(env, 'base'),
    suggestions: booleanInput(env, 'suggestions', false),
    timeout,
    newFindingsOnly: booleanInput(env, 'new-findings-only', false),
  };
}

/** Whether the findings fail the step under `fail-on`. */
function isFailure(summary: Summary, failOn: FailOn): boolean {
  if (failOn === 'never') return false;
  return summary.errors > 0 || (failOn === 'warning' && summary.warnings > 0);
}

/** What every part of one action run shares: the runner, the validated inputs, the workspace and the log. */
interface ActionRun {
  io: ActionIO;
  inputs: ActionInputs;
  workspace: string;
  log(line: string): void;
}

/** The check's result, the base it was compared with, and the page cache it used. */
interface CheckedRun {
  result: CheckResult;
  base?: BaseChoice;
  /** A docs.json that does not parse: the summary leads with it, and no comparison is made with it. */
  broken?: string;
  cacheFile?: string;
  shared?: SharedCache;
}

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
  const { result, base, cacheFile, shared } = checked;
  if (result.model.base && base) result.model.base.label = base.label;
  const lead = leadOf(run, checked);
  const failed = isFailure(result.summary, inputs.failOn);
  const content = result.model.content;
  const reuse = cacheFile && content ? reuseLine(content.parsed, content.reused) : undefined;
  if (shared && cacheFile) await saveShared(io, shared, cacheFile, log);
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
  return checkOptions({
    dir: inputs.path,
    cwd: workspace,
    fs: io.fs,
    configPath: inputs.config,
    fetchRemote: inputs.fetchRemote,
    allowPrivateHosts: inputs.allowPrivateHosts,
    content: inputs.content,
    contentWorker: io.contentWorker,
    parallelism: io.parallelism,
    maxTimeMs: inputs.timeout * 1000,
    ...more,
  });
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
  try {
    const checked = await checkAgainstBase(run, base, contentCache);
    const result = inputs.newFindingsOnly
      ? await keepNewFindings(run, checked.result, base, checked.compared)
      : checked.result;
    return { result, base, broken: checked.broken, cacheFile, shared };
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
): Promise<{ result: CheckResult; compared: boolean; broken?: string }> {
  const { io } = run;
  const check = (withBase: boolean) =>
    runCheck(
      checkRunOptions(run, {
        contentCache,
        base: withBase && base ? base.source : undefined,
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

/**
 * What the job summary and the comment open with: the parse error of docs.json or the navigation changes, then what
 * was left out (pre-existing and suppressed findings); undefined when there is nothing to say. Logs the same facts.
 */
function leadOf({ log }: ActionRun, { result, base, broken }: CheckedRun): string | undefined {
  const diff = navDiffOf(result.model);
  const changes = diff
    ? formatDiffMarkdown(
        diff,
        { source: 'git', root: '' },
        { source: 'worktree', root: '' },
        {
          maxLines: 40,
          maxBytes: 16_000,
          since: base!.label,
          fullListHint: 'the navigation preview and `navlint diff` list every change',
        },
      )
    : undefined;
  if (diff) log(`Navigation changes since ${base!.label}: ${changeCounts(diff)}.`);
  const kept = result.preexisting?.count
    ? `Only the findings new since ${escapeMarkdown(result.preexisting.since)} are listed (\`new-findings-only\`): ${plural(result.preexisting.count, 'finding')} that ${result.preexisting.count === 1 ? 'was' : 'were'} there already ${result.preexisting.count === 1 ? 'is' : 'are'} left out.\n`
    : undefined;
  const suppressed = result.suppressed
    ? `${plural(result.suppressed, 'finding')} recorded in navlint-suppressions.json ${result.suppressed === 1 ? 'is' : 'are'} not listed.\n`
    : undefined;
  const lead =
    [broken ? brokenLead(broken, base?.label) : changes, kept, suppressed].filter(Boolean).join('\n') || undefined;
  if (suppressed) log(suppressed.trimEnd());
  return lead;
}

/** Logs the version, the cache reuse, every finding and the counts with the step's verdict. */
function logFindings(
  { inputs, workspace, log }: ActionRun,
  result: CheckResult,
  failed: boolean,
  reuse?: string,
): void {
  log(`navlint ${VERSION}: ${result.checked}.`);
  if (reuse) log(reuse);
  for (const d of result.diagnostics) {
    log(
      `${displayPath(d.span.file, workspace)}:${d.span.start.line}:${d.span.start.column}  ${d.severity}  ${messageWithHelp(d, result.sources)}  [${d.rule}]`,
    );
  }
  const s = result.summary;
  log(
    `${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.notices, 'notice')} (fail-on: ${inputs.failOn}): ${failed ? 'fail' : 'pass'}.`,
  );
}

/** Annotates the findings the runner has room for, one of each rule first; returns how many of each kind were not shown. */
function publishAnnotations({ io, inputs, workspace, log }: ActionRun, result: CheckResult, failed: boolean): Summary {
  // The failure message and a comment warning are annotations too: keep a slot for each.
  const budget: Record<Severity, number> = {
    error: ANNOTATION_LIMIT - (failed ? 1 : 0),
    warning: ANNOTATION_LIMIT - (inputs.comment ? 1 : 0) - (inputs.suggestions ? 1 : 0),
    notice: ANNOTATION_LIMIT,
  };
  const notAnnotated = { errors: 0, warnings: 0, notices: 0 };
  const key = { error: 'errors', warning: 'warnings', notice: 'notices' } as const;
  for (const kind of ['error', 'warning', 'notice'] as const) {
    const all = result.diagnostics.filter((d) => d.severity === kind);
    const shown = pickAnnotations(all, budget[kind]);
    for (const d of shown)
      io.annotate(
        kind,
        inertText(messageWithHelp(d, result.sources)),
        annotationProperties(d, displayPath(d.span.file, workspace)),
      );
    notAnnotated[key[kind]] = all.length - shown.length;
  }
  const hidden = notAnnotated.errors + notAnnotated.warnings + notAnnotated.notices;
  if (hidden > 0) {
    const where = [
      'the list above',
      inputs.summary ? 'the job summary' : '',
      inputs.sarifFile ? 'the SARIF file' : '',
    ].filter(Boolean);
    log(
      `${countMore(notAnnotated)} ${hidden === 1 ? 'is' : 'are'} not shown as annotations (GitHub shows at most ${ANNOTATION_LIMIT} of each kind per step): see ${where.join(', ').replace(/, ([^,]*)$/, ' and $1')}.`,
    );
  }
  return notAnnotated;
}

/** The SARIF file written (input `sarif-file`): its path ('' when none), or why it could not be written. */
interface SarifWritten {
  path: string;
  problem?: string;
}

/** Writes the SARIF file when asked; a write that fails is annotated as an error and fails the step at the end. */
function writeSarifFile({ io, inputs, workspace, log }: ActionRun, result: CheckResult): SarifWritten {
  if (!inputs.sarifFile) return { path: '' };
  const file = path.resolve(workspace, inputs.sarifFile);
  try {
    io.writeFile(file, formatSarif(result, { baseDir: workspace }));
    log(`SARIF written to ${displayPath(file, workspace)}.`);
    return { path: file };
  } catch (e) {
    // A later step expects the file: the step fails, but the summary and the outputs are still written.
    const problem = `the SARIF file ${inputs.sarifFile} was not written: ${whyNot(e)}`;
    io.annotate('error', inertText(`navlint: ${problem}.`));
    return { path: '', problem };
  }
}

/** The published navigation preview (file, artifact, link), written alongside the check. */
type PublishedPreview = Awaited<ReturnType<typeof publishPreview>>;

/** Writes and uploads the navigation preview; undefined when that failed (a warning says why). */
function publishPreviewPart(
  { io, inputs, workspace, log }: ActionRun,
  result: CheckResult,
  links: Links,
): Promise<PublishedPreview | undefined> {
  return alongside(io, 'the navigation preview', () =>
    publishPreview({
      env: io.env,
      workspace,
      result,
      artifactName: inputs.previewArtifactName,
      writeFile: (file, text) => io.writeFile(file, text),
      upload: io.uploadArtifact,
      ...(links.runUrl ? { runUrl: links.runUrl } : {}),
      log,
      warn: (message) => io.annotate('warning', message),
    }),
  );
}

/** The suggested changes posted as one pull-request review (input `suggestions`). */
type PostedReview = Awaited<ReturnType<typeof reviewSuggestions>>;

/** Posts the fixes and single suggestions as a review of suggestion blocks; undefined when that failed. */
function publishSuggestions(
  { io, inputs, workspace, log }: ActionRun,
  result: CheckResult,
  links: Links,
): Promise<PostedReview | undefined> {
  return alongside(io, 'the suggested changes', () =>
    reviewSuggestions(result, {
      ...(links.owner && links.repo ? { owner: links.owner, repo: links.repo } : {}),
      ...(links.pullNumber !== undefined ? { pullNumber: links.pullNumber } : {}),
      ...(links.headSha ? { headSha: links.headSha } : {}),
      ...(links.pullNumber !== undefined && inputs.token
        ? { octokit: io.getOctokit(inputs.token, io.env.GITHUB_API_URL || 'https://api.github.com') }
        : {}),
      workspace,
      fs: io.fs,
      log,
      warn: (message) => io.annotate('warning', message),
    }),
  );
}

/** What the job summary shows besides the findings. */
interface SummaryParts {
  links: Links;
  failed: boolean;
  notAnnotated?: Summary;
  sarifPath: string;
  preview?: PublishedPreview;
  lead?: string;
  review?: PostedReview;
  reuse?: string;
}

/** Writes the job summary, or logs why there is none. */
async function publishSummary(
  { io, inputs, workspace, log }: ActionRun,
  result: CheckResult,
  { links, failed, notAnnotated, sarifPath, preview, lead, review, reuse }: SummaryParts,
): Promise<void> {
  if (!io.env.GITHUB_STEP_SUMMARY) return log('No GITHUB_STEP_SUMMARY: the job summary is skipped.');
  await alongside(io, 'the job summary', async () => {
    const markdown = formatSummary(result, {
      baseDir: workspace,
      ...(links.blobUrl ? { blobUrl: links.blobUrl } : {}),
      nav: buildNavDocument(result.model),
      counts: siteCounts(result.model),
      failOn: inputs.failOn,
      failed,
      ...(notAnnotated ? { notAnnotated } : {}),
      ...(sarifPath ? { sarifFile: displayPath(sarifPath, workspace) } : {}),
      ...(preview?.url ? { previewUrl: preview.url } : {}),
      ...(lead ? { lead } : {}),
      ...(review ? { suggestions: suggestionsMarkdown(review, result) } : {}),
    });
    await io.writeSummary(reuse ? `${markdown.trimEnd()}\n\n${reuse}\n` : markdown);
  });
}

/** Sets the step's outputs, then fails the step on the findings under `fail-on` or on a SARIF file not written. */
function writeOutputs(
  { io, inputs }: ActionRun,
  result: CheckResult,
  { failed, sarif, preview }: { failed: boolean; sarif: SarifWritten; preview?: PublishedPreview },
): void {
  const s = result.summary;
  const diff = navDiffOf(result.model);
  io.setOutput('errors', String(s.errors));
  io.setOutput('warnings', String(s.warnings));
  io.setOutput('notices', String(s.notices));
  io.setOutput('sarif-file', sarif.path);
  io.setOutput('result', failed ? 'fail' : 'pass');
  io.setOutput('preview-file', preview?.file ?? '');
  io.setOutput('preview-artifact-id', preview?.artifactId !== undefined ? String(preview.artifactId) : '');
  io.setOutput('preview-url', preview?.url ?? '');
  io.setOutput('proxy-check-result', '');
  io.setOutput('changes', diff ? String(countChanges(diff)) : '');
  if (failed)
    io.setFailed(
      `navlint: ${plural(s.errors, 'error')} and ${plural(s.warnings, 'warning')} (fail-on: ${inputs.failOn}).`,
    );
  else if (sarif.problem) io.setFailed(inertText(`navlint: ${sarif.problem}.`));
}

/** The folder of the cache in the runner's temporary folder. */
const CACHE_FOLDER = 'navlint-cache';

/** The keys of the Actions cache entry for this run, the key restored (none when nothing was) and whether it may be read. */
interface SharedCache {
  key: string;
  restored?: string;
  /** The restored entry was saved by a trusted ref alone (see `trustedRefs`). */
  trusted?: boolean;
}

/**
 * Restores the cache file from the Actions cache before the check: the entry of these very pages, else the newest of
 * the same root, among those that only a trusted ref saved (the REST API lists each entry with its ref), checked
 * again once restored. No service: the check runs as it would without it; no way to tell who saved the entries (no
 * token, an API error): one line says so, and the cache is neither restored nor saved.
 */
async function restoreShared(run: ActionRun, cacheFile: string): Promise<SharedCache | undefined> {
  const { io, inputs, workspace, log } = run;
  if (!io.cacheService?.available()) return undefined;
  let keys;
  try {
    keys = cacheKeys(io.fs, findDocsRoot(inputs.path, workspace, io.fs), workspace, VERSION);
  } catch {
    // No docs root: the check says why.
    return undefined;
  }
  const list = cacheListing(run);
  if (!list) {
    log(
      'The Actions cache is not used: without a token (input github-token) navlint cannot tell who saved its entries.',
    );
    return undefined;
  }
  const payload = readEvent(io)?.repository as { default_branch?: unknown } | undefined;
  const trusted = trustedRefs(io.env, typeof payload?.default_branch === 'string' ? payload.default_branch : undefined);
  let step = 'list';
  try {
    const chosen = await trustedKey(list, keys, trusted);
    if (!chosen.key && !chosen.others) {
      log('No page cache in the Actions cache: every page is parsed.');
      return { key: keys.key };
    }
    if (!chosen.key) {
      const aside = `${chosen.others} ${chosen.others === 1 ? 'entry' : 'entries'} saved by other refs left aside`;
      log(
        `No page cache in the Actions cache saved by ${trusted.join(' or ') || 'a branch'} (${aside}): every page is parsed.`,
      );
      return { key: keys.key };
    }
    step = 'restore';
    const restored = await io.cacheService.restore([cacheFile], chosen.key, []);
    if (restored === undefined) {
      log('No page cache in the Actions cache: every page is parsed.');
      return { key: keys.key };
    }
    step = 'list';
    // Looked up again: an entry of the same key saved meanwhile in the run's own scope would have been restored first.
    if (restored !== chosen.key || !(await savedOnlyBy(list, restored, trusted))) {
      log(`The page cache restored (${restored}) is not used: a ref other than ${trusted.join(' or ')} saved it too.`);
      return { key: keys.key, restored };
    }
    const which = restored === keys.key ? 'these very pages' : restored;
    log(`Page cache restored from the Actions cache (${which}, saved by ${chosen.ref}).`);
    return { key: keys.key, restored, trusted: true };
  } catch (e) {
    if (step === 'restore') {
      log(`The Actions cache could not be restored (${whyNot(e)}): every page is parsed.`);
      return { key: keys.key };
    }
    log(`The Actions cache is not used: navlint could not tell who saved its entries (${describeApiError(e).why}).`);
    return undefined;
  }
}

/**
 * The store of a cache file that this run did not restore from an entry trusted refs alone saved (an earlier step's,
 * or a restored entry that failed the second look): never read, and emptied at once, so that none of it is saved.
 */
function unvouched(store: CacheStore): CacheStore {
  try {
    store.write('');
  } catch {
    // A file that cannot be written: the check cannot write its own there either, and reads nothing from it.
  }
  return { read: () => undefined, write: (text) => store.write(text) };
}

/** The REST API's listing of the repository's Actions cache entries; undefined without a token or a repository. */
function cacheListing({ io, inputs }: ActionRun): CacheListing | undefined {
  const [owner, repo] = (io.env.GITHUB_REPOSITORY ?? '').split('/');
  if (!inputs.token || !owner || !repo) return undefined;
  const octokit = io.getOctokit(inputs.token, io.env.GITHUB_API_URL || 'https://api.github.com');
  return async (key, page) => {
    const { data } = await octokit.rest.actions.getActionsCacheList({
      owner,
      repo,
      key,
      page,
      per_page: 100,
      sort: 'created_at',
      direction: 'desc',
      request: { signal: AbortSignal.timeout(30_000) },
    });
    return {
      total: data.total_count,
      entries: data.actions_caches.map((c) => ({ key: c.key ?? '', ref: c.ref ?? '', createdAt: c.created_at ?? '' })),
    };
  };
}

/**
 * Saves the cache file under this run's key, unless it was restored from that very key (entries never change), or
 * this run may not save: a pull request's runs only restore (see `savesCache`).
 */
async function saveShared(
  io: ActionIO,
  shared: SharedCache,
  cacheFile: string,
  log: (line: string) => void,
): Promise<void> {
  if ((shared.restored === shared.key && shared.trusted) || !io.fs.existsSync(cacheFile)) return;
  if (!savesCache(io.env)) {
    log(
      `The page cache is not saved to the Actions cache: only pushes to a branch save it, not ${io.env.GITHUB_EVENT_NAME ?? 'this event'} runs.`,
    );
    return;
  }
  try {
    await io.cacheService!.save([cacheFile], shared.key);
    log(`Page cache saved to the Actions cache as ${shared.key}.`);
  } catch (e) {
    log(`The page cache was not saved to the Actions cache (${whyNot(e)}).`);
  }
}

/**
 * Runs a part of the report that the check's result does not depend on (the preview, the summary, the comment): when
 * it fails, a warning says so and the rest of the report, the outputs and the step's result are still written.
 */
async function alongside<T>(io: ActionIO, what: string, part: () => Promise<T>): Promise<T | undefined> {
  try {
    return await part();
  } catch (e) {
    io.annotate(
      'warning',
      inertText(
        `navlint could not write ${what} (${whyNot(e)}). The check itself is not affected: its findings are in the log.`,
      ),
    );
    return undefined;
  }
}

/** Why a write failed, in one line. */
function whyNot(e: unknown): string {
  if (e instanceof ConfinedPathError) return e.reason;
  const err = e as NodeJS.ErrnoException;
  return String(err?.code ?? err?.message ?? e).split('\n')[0];
}

/** What the job summary and the comment open with when docs.json does not parse: the error, not a false diff. */
function brokenLead(error: string, since: string | undefined): string {
  const compared = since
    ? ` The navigation changes since ${escapeMarkdown(since)} are not shown: they would be false.`
    : '';
  return `### docs.json does not parse\n\n${escapeMarkdown(error)}\n\nnavlint cannot read the navigation until this is fixed.${compared}\n`;
}

/** The cache file's name for a docs root, as the CLI names it (one file per root in the folder). */
function cacheName(root: string): string {
  return createHash('sha1')
    .update(path.basename(root) === 'docs.json' ? path.dirname(root) : root)
    .digest('hex')
    .slice(0, 12);
}

/** `3 more errors and 1 more warning`. */
function countMore(s: Summary): string {
  const parts = [
    s.errors ? plural(s.errors, 'more error') : '',
    s.warnings ? plural(s.warnings, 'more warning') : '',
    s.notices ? plural(s.notices, 'more notice') : '',
  ].filter(Boolean);
  return parts.join(', ').replace(/, ([^,]*)$/, ' and $1');
}

/** Up to `budget` findings, one of each rule first so that a flood of one rule hides no other. */
function pickAnnotations(list: Diagnostic[], budget: number): Diagnostic[] {
  if (list.length <= budget) return list;
  const chosen = new Set<Diagnostic>();
  const rules = new Set<string>();
  for (const d of list) {
    if (chosen.size >= budget) break;
    if (rules.has(d.rule)) continue;
    rules.add(d.rule);
    chosen.add(d);
  }
  for (const d of list) {
    if (chosen.size >= budget) break;
    chosen.add(d);
  }
  return list.filter((d) => chosen.has(d));
}

interface Links {
  blobUrl?: string;
  runUrl?: string;
  owner?: string;
  repo?: string;
  pullNumber?: number;
  /** The head commit of the pull request, which review comments are made on. */
  headSha?: string;
}

/** Links into the repository and the run, from what the runner sets; none when a value looks wrong. */
function githubLinks(io: ActionIO): Links {
  const env = io.env;
  const event = readEvent(io);
  const pr = event?.pull_request as { number?: unknown } | undefined;
  const issue = event?.issue as { number?: unknown; pull_request?: unknown } | undefined;
  const links: Links = {};
  const number = pr?.number ?? (issue?.pull_request ? issue.number : undefined);
  if (typeof number === 'number' && Number.isInteger(number) && number > 0) links.pullNumber = number;
  const head = (pr as { head?: { sha?: unknown } } | undefined)?.head?.sha;
  if (typeof head === 'string' && /^[0-9a-f]{40,64}$/.test(head)) links.headSha = head;
  const repoMatch = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(env.GITHUB_REPOSITORY ?? '');
  if (!repoMatch) return links;
  [links.owner, links.repo] = [repoMatch[1], repoMatch[2]];
  let server: string;
  try {
    const u = new URL(env.GITHUB_SERVER_URL ?? '');
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return links;
    server = u.origin;
  } catch {
    return links;
  }
  const repoUrl = `${server}/${toUri(links.owner)}/${toUri(links.repo)}`;
  // The commit that was checked out and checked (for a pull request, its merge commit): the lines found are its lines.
  const sha = env.GITHUB_SHA;
  if (sha && /^[0-9a-f]{7,64}$/.test(sha)) links.blobUrl = `${repoUrl}/blob/${sha}`;
  if (env.GITHUB_RUN_ID && /^\d+$/.test(env.GITHUB_RUN_ID))
    links.runUrl = `${repoUrl}/actions/runs/${env.GITHUB_RUN_ID}`;
  return links;
}

function readEvent(io: ActionIO): Record<string, unknown> | undefined {
  const file = io.env.GITHUB_EVENT_PATH;
  if (!file) return undefined;
  try {
    const v: unknown = JSON.parse(io.fs.readFileSync(file, 'utf8'));
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

interface CommentContext {
  workspace: string;
  failed: boolean;
  links: Links;
  log(line: string): void;
  /** The "Navigation changes" section the comment opens with. */
  changes?: string;
}

async function writeComment(
  io: ActionIO,
  inputs: ActionInputs,
  result: CheckResult,
  { workspace, failed, links, log, changes }: CommentContext,
): Promise<void> {
  if (links.pullNumber === undefined || !links.owner || !links.repo) {
    log('Not a pull-request event: no pull-request comment is written.');
    return;
  }
  if (!inputs.token) {
    io.annotate(
      'warning',
      'navlint: comment is true but github-token is empty, so no pull-request comment is written.',
    );
    return;
  }
  const job = commentJob(io.env);
  const text = formatSummary(result, {
    baseDir: workspace,
    ...(links.blobUrl ? { blobUrl: links.blobUrl } : {}),
    ...(links.runUrl ? { runUrl: links.runUrl } : {}),
    failOn: inputs.failOn,
    failed,
    // A comment holds at most 65,536 characters.
    maxBytes: 60_000,
    ...(changes ? { lead: changes } : {}),
  });
  const body = markComment(text, job);
  const octokit = io.getOctokit(inputs.token, io.env.GITHUB_API_URL || 'https://api.github.com');
  const where = { owner: links.owner, repo: links.repo };
  const request = { signal: AbortSignal.timeout(30_000) };
  let action = 'find';
  try {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      ...where,
      issue_number: links.pullNumber,
      per_page: 100,
      request,
    });
    // Found by its marks and by its author: a comment of someone else, or one of another workflow or bot that quotes
    // the marker, is not navlint's.
    const marked = comments.filter((c) => isMarkedComment(c.body, job));
    const me = marked.length > 0 ? await tokenLogin(octokit, request) : undefined;
    const mine = marked.find((c) => writtenBy(c, me!));
    if (mine) {
      action = 'update';
      await octokit.rest.issues.updateComment({ ...where, comment_id: mine.id, body, request });
      log(`Updated the pull-request comment ${mine.id}.`);
    } else if (
      result.diagnostics.length > 0 ||
      (navDiffOf(result.model) && countChanges(navDiffOf(result.model)!) > 0)
    ) {
      action = 'write';
      await octokit.rest.issues.createComment({ ...where, issue_number: links.pullNumber, body, request });
      log('Wrote the pull-request comment.');
    } else log('No findings, no navigation changes and no earlier comment: no pull-request comment is written.');
  } catch (e) {
    const { why, status } = describeApiError(e);
    const fork =
      status === 403 || status === 404
        ? ' The token may not write comments here: the job needs `pull-requests: write`, and pull requests from forks always get a read-only token.'
        : '';
    io.annotate(
      'warning',
      `navlint could not ${action} the pull-request comment (${inertText(why)}).${fork} The findings are in the job summary and the log.`,
    );
  }
}
