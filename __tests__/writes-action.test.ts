// The bundled action, dist/action.js (`npm run build` first): what it writes, and where.
import fs from 'node:fs';
import path from 'node:path';
import { commandLines, parseOutputs, PR_EVENT, runnerEnv, runnerFiles } from './helpers/action.js';
import { removeRepos } from './helpers/git.js';
import { runDist } from './helpers/run.js';
import { runCli } from './helpers/cli.js';
import { CACHE_FILE } from '../src/cli/cache-file.js';
import { rules, SECRET, setting, writeSite } from './helpers/writes.js';

// Where navlint writes. A pull request controls every file of the checkout, links included: for each file navlint
// writes, a test plants a symbolic link to a file outside, a symbolic link to a folder outside, and a hard link,
// and finds the outside file untouched.

afterAll(removeRepos);

describe('the action (dist/action.js): SARIF, the preview and the cache', () => {
  function runAction(ws: string, inputs: Record<string, string>, files = runnerFiles(PR_EVENT)) {
    const r = runDist('action', [], { cwd: ws, env: runnerEnv(ws, files, { preview: 'false', ...inputs }) });
    return {
      ...r,
      commands: commandLines(r.stdout),
      outputs: parseOutputs(fs.readFileSync(files.output, 'utf8')),
      summary: fs.readFileSync(files.summary, 'utf8'),
      files,
    };
  }

  test.each([
    ['a symbolic link to a file outside', 'navlint.sarif', 'it is a symbolic link'],
    ['a symbolic link to a folder outside', 'reports/navlint.sarif', 'it is reached through a symbolic link (reports)'],
    ['a hard link to a file outside', 'hard.sarif', 'it has other hard links, and writing it would change them too'],
    [
      'a path outside the workspace',
      '../outside/navlint.sarif',
      "it is outside the workspace and the runner's temporary folder",
    ],
  ])('sarif-file through %s: not written, the step fails, the summary and the outputs are there', (_, rel, reason) => {
    const { ws, outside, target } = setting();
    writeSite(ws);
    fs.symlinkSync(target, path.join(ws, 'navlint.sarif'));
    fs.symlinkSync(outside, path.join(ws, 'reports'));
    fs.linkSync(target, path.join(ws, 'hard.sarif'));
    const sarif = rel.startsWith('../') ? path.relative(ws, path.join(outside, 'navlint.sarif')) : rel;
    const r = runAction(ws, { 'sarif-file': sarif, 'fail-on': 'never' });
    expect(r.status).toBe(1);
    expect(r.commands).toContain(`::error::navlint: the SARIF file ${sarif} was not written: ${reason}.`);
    expect(r.outputs).toMatchObject({ errors: '1', result: 'pass', 'sarif-file': '' });
    expect(r.summary).toContain('### ✅ navlint: passed');
    expect(fs.readFileSync(target, 'utf8')).toBe(SECRET);
    expect(fs.readdirSync(outside)).toEqual(['target']);
  });

  test.each([
    ['a symbolic link', (file: string, target: string) => fs.symlinkSync(target, file), 'it is a symbolic link'],
    [
      'a hard link',
      (file: string, target: string) => fs.linkSync(target, file),
      'it has other hard links, and writing it would change them too',
    ],
  ])(
    'a preview that cannot be written (%s in its place) is a warning: the summary and the outputs are there',
    (_, plant, reason) => {
      const { ws, outside, target } = setting();
      writeSite(ws);
      const files = runnerFiles(PR_EVENT);
      plant(path.join(files.dir, 'navlint-preview.html'), target);
      const r = runAction(ws, { preview: 'true' }, files);
      expect(r.status).toBe(1);
      expect(r.commands).toContain(
        `::warning::navlint could not write the navigation preview (${reason}). The check itself is not affected: its findings are in the log.`,
      );
      expect(r.outputs).toMatchObject({ errors: '1', result: 'fail', 'preview-file': '' });
      expect(r.summary).toContain('### ❌ navlint: failed');
      expect(fs.readFileSync(target, 'utf8')).toBe(SECRET);
      expect(fs.readdirSync(outside)).toEqual(['target']);
    },
  );

  test('a hostile preview (600 pages under a 1 MB group label) still leaves the summary and the outputs', () => {
    const { ws } = setting();
    const pages = Array.from({ length: 600 }, (_, i) => `p${i}`);
    fs.writeFileSync(
      path.join(ws, 'docs.json'),
      JSON.stringify({
        theme: 'mint',
        name: 'Big',
        colors: { primary: '#087A60' },
        navigation: { groups: [{ group: 'G'.repeat(1 << 20), pages }] },
      }),
    );
    for (const p of pages) fs.writeFileSync(path.join(ws, `${p}.mdx`), `# ${p}\n`);
    const r = runAction(ws, { preview: 'true' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.outputs).toMatchObject({ errors: '0', result: 'pass' });
    expect(r.summary).toContain('### ✅ navlint: passed');
    expect(r.summary.length).toBeLessThan(1024 * 1024);
    const preview = fs.statSync(r.outputs['preview-file']);
    expect(preview.size).toBeLessThan(8 * 1024 * 1024);
  });

  test('the cache lives in RUNNER_TEMP: one committed in the checkout is neither read nor written', async () => {
    const { ws } = setting();
    writeSite(ws);
    // A forged cache in the checkout, where the action once kept it: every page without links.
    const cli = await runCli(['check', '.', '--cache', '--format', 'json'], { cwd: ws });
    expect(rules(cli.stdout)).toEqual(['link-broken']);
    const file = path.join(ws, CACHE_FILE);
    // The extracts, below the report that `check --cache` keeps on the first line and their HMAC.
    const cache = JSON.parse(fs.readFileSync(file, 'utf8').split('\n')[2]) as {
      entries: Record<string, { links?: unknown[] }>;
    };
    for (const entry of Object.values(cache.entries)) if (entry.links) entry.links = [];
    fs.writeFileSync(file, JSON.stringify(cache));
    const files = runnerFiles(PR_EVENT);
    const first = runAction(ws, { cache: 'true' }, files);
    expect(first.outputs).toMatchObject({ errors: '1', result: 'fail' });
    expect(fs.readFileSync(file, 'utf8')).toBe(JSON.stringify(cache));
    const [name, ...more] = fs.readdirSync(path.join(files.dir, 'navlint-cache'));
    expect([name, more]).toEqual([expect.stringMatching(/^content-[0-9a-f]{12}\.json$/), []]);
    // A second run leaves a file it did not restore from a vouched entry unread: a bad entry there changes nothing.
    const runnerCache = path.join(files.dir, 'navlint-cache', name);
    const kept = JSON.parse(fs.readFileSync(runnerCache, 'utf8')) as {
      entries: Record<string, Record<string, unknown>>;
    };
    for (const entry of Object.values(kept.entries)) entry.imports = [{ source: null }];
    fs.writeFileSync(runnerCache, JSON.stringify(kept));
    const second = runAction(ws, { cache: 'true' }, files);
    expect(second.stderr).toBe('');
    expect(second.commands).toEqual(first.commands);
    expect(second.outputs).toEqual(first.outputs);
  });
});
