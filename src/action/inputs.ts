// The action's inputs, read from the environment and checked once.
import type { Summary } from '../engine/index.js';
import { artifactNameProblem } from './preview.js';
/** Time past the input `timeout` allowed for the summary, the preview and the outputs before the process is ended. */
export const WATCHDOG_MARGIN_MS = 60_000;

/** The check's time limit when the input `timeout` is not given, in seconds: far below a job's six hours. */
const DEFAULT_TIMEOUT_S = 600;

/** When the step fails: on errors, on errors or warnings, or never. */
type FailOn = 'error' | 'warning' | 'never';

/** The action's inputs, validated. */
export interface ActionInputs {
  path: string;
  config?: string;
  failOn: FailOn;
  annotations: boolean;
  summary: boolean;
  sarifFile?: string;
  fetchRemote: boolean;
  /** With `fetchRemote`: fetch from loopback, link-local and private addresses too (input `allow-private-hosts`). */
  allowPrivateHosts: boolean;
  /** Fetch every external link once (input `external-links`). */
  externalLinks: boolean;
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
  /** The published site whose sitemap's URLs must all still be served (input `published-url`). */
  publishedUrl?: string;
}

/** An input with a value the action does not accept. */
export class InputError extends Error {}

/** An input as the runner passes it: `INPUT_` + the name upper-cased, spaces as `_`, trimmed. */
export function getInput(env: Record<string, string | undefined>, name: string): string {
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
export function readInputs(env: Record<string, string | undefined>): ActionInputs {
  const failOn = getInput(env, 'fail-on') || 'error';
  if (failOn !== 'error' && failOn !== 'warning' && failOn !== 'never')
    throw new InputError(`input "fail-on" must be error, warning or never, not ${JSON.stringify(failOn)}`);
  const config = getInput(env, 'config');
  const sarifFile = getInput(env, 'sarif-file');
  const previewArtifactName = getInput(env, 'preview-artifact-name') || 'navlint-preview';
  const proxyCheckUrl = getInput(env, 'proxy-check-url');
  const publishedUrl = getInput(env, 'published-url');
  if (publishedUrl !== '' && !/^https?:\/\/[^\s/]/i.test(publishedUrl))
    throw new InputError(
      `input "published-url" must be an http:// or https:// URL, not ${JSON.stringify(publishedUrl)}`,
    );
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
    externalLinks: booleanInput(env, 'external-links', false),
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
    ...(publishedUrl ? { publishedUrl } : {}),
  };
}

/** Whether the findings fail the step under `fail-on`. */
export function isFailure(summary: Summary, failOn: FailOn): boolean {
  if (failOn === 'never') return false;
  return summary.errors > 0 || (failOn === 'warning' && summary.warnings > 0);
}
