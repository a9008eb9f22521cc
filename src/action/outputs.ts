// What the action leaves behind: the step's outputs, the SARIF file, the preview artifact, the review suggestions.
import path from 'node:path';
import type { CheckResult } from '../engine/index.js';
import { displayPath } from '../core/paths.js';
import { inertText } from '../report/text.js';
import { formatSarif } from '../report/sarif.js';
import { publishPreview } from './preview.js';
import { plural } from '../report/text.js';
import { countChanges, navDiffOf } from '../model/diff.js';
import { reviewSuggestions } from './suggest.js';
import { type ActionRun, alongside, whyNot } from './io.js';
import type { Links } from './comment.js';

/** The SARIF file written (input `sarif-file`): its path ('' when none), or why it could not be written. */
interface SarifWritten {
  path: string;
  problem?: string;
}

/** Writes the SARIF file when asked; a write that fails is annotated as an error and fails the step at the end. */
export function writeSarifFile({ io, inputs, workspace, log }: ActionRun, result: CheckResult): SarifWritten {
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
export type PublishedPreview = Awaited<ReturnType<typeof publishPreview>>;

/** Writes and uploads the navigation preview; undefined when that failed (a warning says why). */
export function publishPreviewPart(
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
export type PostedReview = Awaited<ReturnType<typeof reviewSuggestions>>;

/** Posts the fixes and single suggestions as a review of suggestion blocks; undefined when that failed. */
export function publishSuggestions(
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

/** Sets the step's outputs, then fails the step on the findings under `fail-on` or on a SARIF file not written. */
export function writeOutputs(
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
