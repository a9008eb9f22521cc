// The corpus of real sites beside the project (../shared/corpus), and runs of the built CLI (dist/cli.js) over it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CORPUS = path.join(PROJECT, '..', 'shared', 'corpus');

/** Runs the built CLI with `args` from the project's folder; spawnSync's result, its output as text. */
export function runCli(args) {
  return spawnSync(process.execPath, [path.join(PROJECT, 'dist', 'cli.js'), ...args], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    cwd: PROJECT,
  });
}

/** The corpus's sites: its folders that hold a docs.json, by name. */
export function corpusSites(corpus) {
  return fs
    .readdirSync(corpus)
    .filter((d) => fs.existsSync(path.join(corpus, d, 'docs.json')))
    .sort();
}

/**
 * Checks each site of the corpus in turn (`check SITE --format json`, then `args`), yielding the site with the parsed
 * report, or with why the check failed (it exited 2 or was killed): `exit 2: <first line of standard error>`.
 */
export function* checkCorpus(corpus, args = []) {
  for (const site of corpusSites(corpus)) {
    const r = runCli(['check', path.join(corpus, site), '--format', 'json', ...args]);
    if (r.status === 2 || r.status === null)
      yield { site, failure: `exit ${r.status}: ${r.stderr.trim().split('\n')[0]}` };
    else yield { site, report: JSON.parse(r.stdout) };
  }
}
