import { UsageError } from '../core/errors.js';
import { runProxyCheck, type ProxyCheck, type ProxyCheckReport } from '../playground/check.js';
import { DEFAULT_TIMEOUT_SECONDS } from '../playground/command.js';
import { formatProxyCheckText } from '../playground/format.js';
import { inertText } from '../report/text.js';
import { escapeMarkdown } from '../report/summary.js';
import type { FileSystem } from '../core/fs.js';

/** What the action's proxy-check mode needs from the action. */
export interface ProxyCheckStep {
  site: string;
  /** The docs root, relative to the workspace. */
  path: string;
  config?: string;
  fetchRemote: boolean;
  allowPrivateHosts?: boolean;
  workspace: string;
  fs: FileSystem;
  /** Set when the job summary is written. */
  writeSummary?: (markdown: string) => Promise<void>;
  log(line: string): void;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
}

/**
 * The action's post-deployment mode (`proxy-check-url`): checks that the deployed site's playground can send its
 * requests, instead of linting; logs every request, writes the job summary and fails the step when they cannot.
 */
export async function runProxyCheckStep(step: ProxyCheckStep): Promise<void> {
  let report: ProxyCheckReport;
  try {
    report = await runProxyCheck({
      site: step.site,
      dir: step.path,
      cwd: step.workspace,
      fs: step.fs,
      configPath: step.config,
      fetchRemote: step.fetchRemote,
      allowPrivateHosts: step.allowPrivateHosts,
      timeoutMs: DEFAULT_TIMEOUT_SECONDS * 1000,
    });
  } catch (e) {
    if (e instanceof UsageError)
      return step.setFailed(inertText(`navlint proxy-check: ${e.message.replace(/^--config /, 'config ')}`));
    throw e;
  }
  for (const line of formatProxyCheckText(report, { color: false }).trimEnd().split('\n')) step.log(line);
  if (step.writeSummary) await step.writeSummary(proxyCheckSummary(report));
  const ok = report.result === 'allowed';
  step.setOutput('proxy-check-result', report.result);
  step.setOutput('result', ok ? 'pass' : 'fail');
  if (!ok) step.setFailed(inertText(`navlint proxy-check: ${report.result}: ${report.message}`));
}

/** The job summary of a proxy check: the verdict, then one row per request. */
function proxyCheckSummary(report: ProxyCheckReport): string {
  const m = escapeMarkdown;
  const lines = [
    `## navlint proxy check: ${report.result === 'allowed' ? '✅' : '❌'} ${m(report.result)}`,
    '',
    m(report.message),
    '',
    `Site: ${m(report.site)} · \`api.playground.proxy\`: ${report.proxy ? 'true' : 'false'}`,
    '',
    '| request | answer | meaning |',
    '| --- | --- | --- |',
    ...report.checks.map(
      (c) =>
        `| ${m(`${c.request.method} ${c.request.url}`)} | ${m(answerText(c))} | ${m(c.problems ? c.problems.join('; ') : c.message)} |`,
    ),
  ];
  if (report.skipped.length > 0)
    lines.push('', 'Not checked:', '', ...report.skipped.map((s) => `- ${m(s.what)}: ${m(s.reason)}`));
  return lines.join('\n') + '\n';
}

function answerText(c: ProxyCheck): string {
  if (c.error) return `${c.error.code}: ${c.error.message}`;
  const r = c.response!;
  return `${r.status}${r.statusText ? ` ${r.statusText}` : ''}${c.redirects.length ? ` after ${c.redirects.length} redirect${c.redirects.length === 1 ? '' : 's'}` : ''}`;
}
