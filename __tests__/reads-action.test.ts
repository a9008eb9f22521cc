import fs from 'node:fs';
import path from 'node:path';
import { makeSite, parseOutputs, removeTempDirs, runActionAsync, runnerEnv, runnerFiles } from './helpers/action.js';

// The bundled action, dist/action.js (`npm run build` first): the files of the checkout it reads (the `config`
// input, navlint-suppressions.json) are refused when a link leads them out of the workspace, and a check that cannot
// run still leaves its job summary and every output. The CLI's side is in reads.test.ts.

afterAll(() => removeTempDirs());

const SECRET = 'SECRET_TOKEN_d41d8cd9';
const docs = (pages: string[]) =>
  JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#087A60' }, navigation: { pages } }, null, 2) +
  '\n';

/** A folder outside the workspace, with files whose text must never reach a report. */
function outside(): string {
  return makeSite({
    'suppressions.json': JSON.stringify({ 'docs.json': { 'page-not-found': { count: 1 } } }),
    'not-json.json': `${SECRET}\n`,
  });
}

/** A site with one page and one missing page (a `page-not-found` error). */
function brokenSite(extra: Record<string, string> = {}): string {
  return makeSite({ 'docs.json': docs(['index', 'missing']), 'index.mdx': '# Home\n', ...extra });
}

describe('the action (dist/action.js)', () => {
  async function runAction(ws: string, inputs: Record<string, string> = {}) {
    const files = runnerFiles({});
    const r = await runActionAsync(runnerEnv(ws, files, { preview: 'false', cache: 'false', ...inputs }), ws);
    return {
      ...r,
      outputs: parseOutputs(fs.readFileSync(files.output, 'utf8')),
      summary: fs.readFileSync(files.summary, 'utf8'),
    };
  }

  const NO_CHECK_OUTPUTS = {
    errors: '',
    warnings: '',
    notices: '',
    'sarif-file': '',
    result: 'fail',
    'preview-file': '',
    'preview-artifact-id': '',
    'preview-url': '',
    'proxy-check-result': '',
    changes: '',
  };

  test('`config` linked out of the workspace: a finding, and none of its values in the log or the summary', async () => {
    const out = outside();
    const ws = brokenSite();
    fs.symlinkSync(path.join(out, 'not-json.json'), path.join(ws, 'navlint.json'));
    const r = await runAction(ws, { config: 'navlint.json' });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.outputs).toMatchObject({ errors: '2', result: 'fail' });
    expect(r.stdout).toContain(
      '::error title=navlintrc-invalid,file=navlint.json,line=1,endLine=1,col=1,endColumn=1::navlint.json is a link that leads outside the working directory and the docs root; navlint does not read it.',
    );
    for (const text of [r.stdout, r.summary]) expect(text).not.toContain(SECRET);
  });

  test('a malformed navlint-suppressions.json: the step fails with one line, the summary says why, every output is set', async () => {
    const ws = brokenSite({ 'navlint-suppressions.json': '{"docs.json": {"page-not-found": {"count": "one"}}}\n' });
    const r = await runAction(ws);
    const error =
      'navlint: navlint-suppressions.json:1:34: cannot be read: "docs.json" › "page-not-found" must be { "count": N } with N a whole number';
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n').filter((l) => l.startsWith('::error'))).toEqual([`::error::${error}`]);
    expect(r.outputs).toEqual(NO_CHECK_OUTPUTS);
    expect(r.summary).toBe(
      '## navlint: ❌ the check did not run\n\n' + `${error}\n\n` + 'Fix this, and the next run checks the site.\n',
    );
  });

  test('navlint-suppressions.json linked out of the workspace: refused the same way, its target never honoured', async () => {
    const out = outside();
    const ws = brokenSite();
    fs.symlinkSync(path.join(out, 'suppressions.json'), path.join(ws, 'navlint-suppressions.json'));
    const r = await runAction(ws);
    expect(r.status).toBe(1);
    expect(r.outputs).toEqual(NO_CHECK_OUTPUTS);
    expect(r.stdout).toContain(
      '::error::navlint: navlint-suppressions.json: cannot be read: it leads outside the docs root',
    );
    expect(r.summary).toContain('navlint-suppressions.json: cannot be read: it leads outside the docs root');
  });
});
