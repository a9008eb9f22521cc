// The setting of the tests of where navlint writes (writes.test.ts, writes-action.test.ts): a workspace beside a
// folder whose file must never change, and a small site with one finding.
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './git.js';

export const SECRET = 'the runner keeps this\n';

/** A workspace and, beside it, a folder with a file that must never change. */
export function setting(): { ws: string; outside: string; target: string } {
  const ws = tempDir('navlint-ws-');
  const outside = tempDir('navlint-outside-');
  const target = path.join(outside, 'target');
  fs.writeFileSync(target, SECRET);
  return { ws, outside, target };
}

export const DOCS = JSON.stringify({
  theme: 'mint',
  name: 'Acme',
  colors: { primary: '#087A60' },
  navigation: { groups: [{ group: 'Guide', pages: ['intro', 'setup'] }] },
});

/** A small site with one finding from a page's text (a broken link). */
export function writeSite(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'docs.json'), DOCS);
  fs.writeFileSync(path.join(dir, 'intro.mdx'), '# Intro\n\n[Setup](/setup) and [gone](/nowhere)\n');
  fs.writeFileSync(path.join(dir, 'setup.mdx'), '# Setup\n');
}

/** The rules of the findings in a `--format json` report. */
export function rules(stdout: string): string[] {
  return (JSON.parse(stdout) as { diagnostics: { rule: string }[] }).diagnostics.map((d) => d.rule);
}
