import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { NavDocument, NavNode } from '../src/model/navjson.js';
import { ROOT } from './helpers/run.js';
import { runCli } from './helpers/cli.js';

// `navlint nav` as a user runs it (the CLI in-process), on a site with tabs, a spec
// inherited by child groups, specs overridden by child groups (one with its own directory), bulk
// generation with and without tags, and an x-hidden operation. nav.json and nav.txt beside it are
// written from the rules, not from navlint's output.
const SITE = 'fixtures/openapi-generation/inheritance';
const expectedJson = JSON.parse(fs.readFileSync(path.join(ROOT, SITE, 'nav.json'), 'utf8')) as NavDocument;
const expectedText = fs.readFileSync(path.join(ROOT, SITE, 'nav.txt'), 'utf8');

/** The generated URL by the platform's rule, computed here on its own from the spec file. */
function urlByRule(specRel: string, method: string, opPath: string, directory: string): string {
  const text = fs.readFileSync(path.join(ROOT, SITE, specRel), 'utf8');
  const doc = parseYaml(text) as { paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> };
  const op = doc.paths[opPath][method.toLowerCase()];
  // The platform's rule, restated: lower-case, spaces to `-`, `{}(),.'/` removed, then each `--` made `-`.
  const slug = (s: string) =>
    s
      .toLowerCase()
      .trim()
      .replace(/\s+/g, '-')
      .replace(/[{}(),.'/]/g, '')
      .split('--')
      .join('-');
  const last = op.summary !== undefined ? slug(op.summary) : `${method.toLowerCase()}-${slug(opPath)}`;
  return ['', directory, ...(op.tags?.length ? [slug(op.tags[0])] : []), last].join('/');
}

function operations(node: NavNode): NavNode[] {
  return [...(node.kind === 'operation' ? [node] : []), ...(node.children ?? []).flatMap(operations)];
}

describe('navlint nav', () => {
  test('--format json prints the whole resolved navigation', async () => {
    const r = await runCli(['nav', SITE, '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    // The tree of the contract, with the counts of what `navlint check` reports (none here) beside it.
    const expected = {
      version: expectedJson.version,
      summary: { errors: 0, warnings: 0, notices: 0 },
      root: expectedJson.root,
    };
    expect(JSON.parse(r.stdout)).toEqual(expected);
    expect(r.stdout).toBe(JSON.stringify(expected, null, 2) + '\n');
  });

  test('every operation URL of the expected navigation follows the slug rule', () => {
    const ops = operations(expectedJson.root);
    expect(ops).toHaveLength(10);
    for (const op of ops) {
      // The "Admin" group sets `directory: admin-api`; every other document uses the default.
      const directory = op.url!.startsWith('/admin-api/') ? 'admin-api' : 'api-reference';
      expect(`${op.method} ${op.operationPath} ${op.url}`).toBe(
        `${op.method} ${op.operationPath} ${urlByRule(op.spec!, op.method!, op.operationPath!, directory)}`,
      );
    }
  });

  test('the x-hidden operation is generated but not in the navigation', async () => {
    expect(operations(expectedJson.root).filter((o) => o.operationPath === '/v2/debug')).toEqual([]);
    expect((await runCli(['nav', SITE, '--format', 'json'])).stdout).not.toContain('/v2/debug');
  });

  test('--format text prints the same tree, one node a line', async () => {
    const r = await runCli(['nav', SITE, '--format', 'text']);
    expect(r).toEqual({ status: 0, stdout: expectedText, stderr: '' });
  });

  test('text is the default format', async () => {
    expect((await runCli(['nav', SITE])).stdout).toBe(expectedText);
  });

  test('an unknown format is a usage error', async () => {
    expect(await runCli(['nav', SITE, '--format', 'yaml'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'navlint: --format of nav must be one of text, json, not "yaml"\n',
    });
  });
});
