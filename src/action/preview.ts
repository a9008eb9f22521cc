import path from 'node:path';
import type { CheckResult } from '../engine/types.js';
import { previewHtmlChunks } from '../preview/html.js';
import { inertText } from '../report/text.js';

/** Uploads one file as a workflow artifact, un-zipped; the entry point passes `@actions/artifact`. */
export type UploadArtifact = (name: string, file: string, rootDirectory: string) => Promise<{ id?: number }>;

/** Where the preview went: the file on the runner, and the artifact when it was uploaded. */
export interface PreviewOutcome {
  file: string;
  artifactId?: number;
  url?: string;
}

/** What publishing the preview needs from the action. */
export interface PublishPreview {
  env: Record<string, string | undefined>;
  workspace: string;
  result: CheckResult;
  /** The `preview-artifact-name` input, already checked. */
  artifactName: string;
  /** Writes a file; the preview comes in parts, written one by one. */
  writeFile(file: string, text: string | Iterable<string>): void;
  upload?: UploadArtifact;
  /** `https://github.com/OWNER/REPO/actions/runs/ID`, when the runner's variables give it. */
  runUrl?: string;
  log(line: string): void;
  warn(message: string): void;
}

// The artifact service refuses these in a name (and a file name is the artifact's name when it is not zipped).
const INVALID_NAME_CHARACTERS = /["':<>|*?\r\n\\/]/;

/** Why an artifact name cannot be used, or undefined when it can. */
export function artifactNameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'must not be empty';
  const bad = INVALID_NAME_CHARACTERS.exec(name);
  if (bad) return `must not contain ${JSON.stringify(bad[0])}`;
  return undefined;
}

/** The preview's file name for an artifact name: `<name>.html`. */
function previewFileName(artifactName: string): string {
  return /\.html?$/i.test(artifactName) ? artifactName : `${artifactName}.html`;
}

/** Writes the HTML preview to `$RUNNER_TEMP` and uploads it as a single un-zipped artifact; a failed upload is a warning. */
export async function publishPreview(p: PublishPreview): Promise<PreviewOutcome | undefined> {
  const temp = p.env.RUNNER_TEMP;
  if (!temp) {
    p.log('No RUNNER_TEMP: the navigation preview is not written.');
    return undefined;
  }
  const fileName = previewFileName(p.artifactName);
  const file = path.join(temp, fileName);
  p.writeFile(file, previewHtmlChunks(p.result, { baseDir: p.workspace }));
  if (!p.upload || !p.env.ACTIONS_RUNTIME_TOKEN || !p.env.ACTIONS_RESULTS_URL) {
    p.log(
      `Navigation preview written to ${file}; no artifact service here (ACTIONS_RUNTIME_TOKEN or ACTIONS_RESULTS_URL unset), so it is not uploaded.`,
    );
    return { file };
  }
  let id: number | undefined;
  try {
    id = (await p.upload(fileName, file, temp)).id;
  } catch (e) {
    const why = String((e as Error)?.message ?? e).split('\n')[0];
    p.warn(
      `navlint could not upload the navigation preview (${inertText(why)}). The check itself is not affected; the preview is at ${inertText(file)} on the runner.`,
    );
    return { file };
  }
  if (id === undefined) {
    p.warn('navlint uploaded the navigation preview, but the artifact service returned no artifact id.');
    return { file };
  }
  const url = p.runUrl ? `${p.runUrl}/artifacts/${id}` : undefined;
  p.log(`Navigation preview uploaded as artifact ${fileName} (id ${id})${url ? `: ${url}` : ''}.`);
  return { file, artifactId: id, ...(url ? { url } : {}) };
}
