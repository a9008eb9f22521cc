import fs from 'node:fs';
import path from 'node:path';
import { ConfinedPathError, readTextInside } from '../src/core/confined.js';
import { makeSite, removeTempDirs } from './helpers/action.js';
import { runCli } from './helpers/cli.js';

// Where navlint reads. A pull request controls every file of the checkout, links included: each file navlint reads
// (docs.json, `.navlintrc.json` or the action's `config`, navlint-suppressions.json, `.mintignore`, OpenAPI
// documents) goes through one confined read, and a link that leads out of the docs root (the action: the workspace)
// is refused with a finding or a one-line error naming the file; its target is never opened.

afterAll(() => removeTempDirs());

const SECRET = 'SECRET_TOKEN_d41d8cd9';
const docs = (pages: string[]) =>
  JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#087A60' }, navigation: { pages } }, null, 2) +
  '\n';

/** A folder outside every docs root, with files whose text must never reach a report. */
function outside(): string {
  return makeSite({
    'rc.json': JSON.stringify({ rules: { 'page-not-found': 'off' }, components: [SECRET] }),
    'suppressions.json': JSON.stringify({ 'docs.json': { 'page-not-found': { count: 1 } } }),
    ignore: 'gone.mdx\n',
    'not-json.json': `${SECRET}\n`,
  });
}

/** A site with one page and one missing page (a `page-not-found` error). */
function brokenSite(extra: Record<string, string> = {}): string {
  return makeSite({ 'docs.json': docs(['index', 'missing']), 'index.mdx': '# Home\n', ...extra });
}

describe('readTextInside', () => {
  /** node:fs, recording every path whose target is stat'ed or read. */
  function recordingFs(opened: string[]) {
    return {
      realpathSync: (p: string) => fs.realpathSync(p),
      statSync: (p: string) => (opened.push(p), fs.statSync(p)),
      readFileSync: (p: string, e: 'utf8') => (opened.push(p), fs.readFileSync(p, e)),
    };
  }

  test('a file inside is read; a link out of the area is refused, and its target never stat-ed or read', () => {
    const out = outside();
    const root = makeSite({ 'a.json': '{}' });
    fs.symlinkSync(path.join(out, 'rc.json'), path.join(root, 'b.json'));
    const area = { folders: [root], name: 'the docs root' };
    const opened: string[] = [];
    expect(readTextInside(recordingFs(opened), area, path.join(root, 'a.json'), 100)).toBe('{}');
    const refused = () => readTextInside(recordingFs(opened), area, path.join(root, 'b.json'), 100);
    expect(refused).toThrow(ConfinedPathError);
    expect(refused).toThrow(`${path.join(root, 'b.json')}: it leads outside the docs root`);
    expect(opened.filter((p) => p.startsWith(out))).toEqual([]);
  });

  test('a folder, a file over the bound and a missing file are not read', () => {
    const root = makeSite({ 'big.json': 'x'.repeat(101), 'dir/a': '' });
    const area = { folders: [root], name: 'the docs root' };
    expect(() => readTextInside(fs, area, path.join(root, 'dir'), 100)).toThrow('it is not a regular file');
    expect(() => readTextInside(fs, area, path.join(root, 'big.json'), 100)).toThrow('it is larger than 100 bytes');
    expect(() => readTextInside(fs, area, path.join(root, 'none.json'), 100)).toThrow(/ENOENT/);
  });
});

describe('the CLI', () => {
  test('navlint-suppressions.json linked out of the docs root: one line, exit 2, nothing it records is honoured', async () => {
    const out = outside();
    const root = brokenSite();
    fs.symlinkSync(path.join(out, 'suppressions.json'), path.join(root, 'navlint-suppressions.json'));
    const r = await runCli(['check', '.'], { cwd: root });
    expect(r).toEqual({
      status: 2,
      stdout: '',
      stderr: 'navlint: navlint-suppressions.json: cannot be read: it leads outside the docs root\n',
    });
  });

  test('--config linked out of the working directory: a finding naming it, and none of its values applied', async () => {
    const out = outside();
    const root = brokenSite();
    fs.symlinkSync(path.join(out, 'rc.json'), path.join(root, 'navlint.json'));
    const r = await runCli(['check', '.', '--config', 'navlint.json', '--format', 'json'], { cwd: root });
    expect(r.status).toBe(1);
    expect(r.stdout).not.toContain(SECRET);
    const found = (JSON.parse(r.stdout) as { diagnostics: { rule: string; file: string; message: string }[] })
      .diagnostics;
    expect(found.map((d) => [d.file, d.rule, d.message])).toEqual([
      ['docs.json', 'page-not-found', expect.stringContaining('Page "missing" has no file')],
      [
        'navlint.json',
        'navlintrc-invalid',
        'navlint.json is a link that leads outside the working directory and the docs root; navlint does not read it.',
      ],
    ]);
  });

  test('a --config file of the working directory, beside the docs root, is read', async () => {
    const ws = makeSite({ 'navlint.json': JSON.stringify({ rules: { 'page-not-found': 'off' } }) });
    fs.mkdirSync(path.join(ws, 'docs'));
    fs.writeFileSync(path.join(ws, 'docs', 'docs.json'), docs(['index', 'missing']));
    fs.writeFileSync(path.join(ws, 'docs', 'index.mdx'), '# Home\n');
    const r = await runCli(['check', 'docs', '--config', 'navlint.json'], { cwd: ws });
    expect([r.status, r.stderr]).toEqual([0, '']);
  });

  test('.mintignore linked out of the docs root is not read: its patterns ignore nothing', async () => {
    const out = outside();
    const root = makeSite({ 'docs.json': docs(['index']), 'index.mdx': '# Home\n', 'gone.mdx': '# Gone\n' });
    fs.symlinkSync(path.join(out, 'ignore'), path.join(root, '.mintignore'));
    const r = await runCli(['check', '.', '--format', 'json'], { cwd: root });
    const rules = (JSON.parse(r.stdout) as { diagnostics: { rule: string; file: string }[] }).diagnostics.map(
      (d) => `${d.file} ${d.rule}`,
    );
    expect(rules).toEqual(['gone.mdx page-unreachable']);
  });
});
