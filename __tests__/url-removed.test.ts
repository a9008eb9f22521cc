import fs from 'node:fs';
import path from 'node:path';
import { runCheck } from '../src/engine/index.js';
import { applyFixes } from '../src/fix/edits.js';
import { compileSource, redirectFor, readRedirects } from '../src/model/redirects.js';
import type { SiteModel } from '../src/model/site.js';
import { commitAll, git, GIT_ENV, initRepo, page, removeRepos, tempDir, writeFiles } from './helpers/git.js';
import { ROOT } from './helpers/run.js';
import { runCli } from './helpers/cli.js';

// The url-removed rule: its fix and suggestions, applied to docs.json, make every finding go away; redirect
// sources match as the platform matches them; and `check --base REF` reads the base from git.

afterAll(removeRepos);

const FIXTURE = path.join(ROOT, 'fixtures', 'url-removed');

function copyDir(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true });
}

async function urlRemoved(dir: string, base: string) {
  const result = await runCheck({ dir: '.', cwd: dir, fs, base: { kind: 'folder', dir: base } });
  return result.diagnostics.filter((d) => d.rule === 'url-removed');
}

describe('url-removed fixes and suggestions', () => {
  test('each finding adds the exact redirects entry, in the layout of the entries there; applied, they leave no finding', async () => {
    const dir = tempDir();
    copyDir(path.join(FIXTURE, 'fail'), dir);
    const base = path.join(FIXTURE, 'base');
    const before = await urlRemoved(dir, base);
    // Only the renamed page has one right destination: it is the safe fix; the others are guesses or a removed
    // redirect, which a person decides on.
    expect(before.map((d) => [d.fix ? 'fix' : 'suggestion', (d.fix ?? d.suggestions![0].fix).edits[0].text])).toEqual([
      ['fix', ',\n    { "source": "/guides/old-name", "destination": "/guides/new-name" }'],
      ['suggestion', ',\n    { "source": "/api-reference/delete-a-pet", "destination": "/" }'],
      ['suggestion', ',\n    { "source": "/articles/concepts-flags", "destination": "/" }'],
      ['suggestion', ',\n    { "source": "/guides/setup", "destination": "/" }'],
      ['suggestion', ',\n    { "source": "/notes", "destination": "/" }'],
      ['suggestion', ',\n    { "source": "/legacy/start", "destination": "/intro" }'],
    ]);
    // They all add after the last entry: one is applied at a time, and the next is found afresh.
    for (let pass = 0; pass < 10; pass++) {
      const [d] = await urlRemoved(dir, base);
      if (!d) break;
      const file = path.join(dir, 'docs.json');
      fs.writeFileSync(file, applyFixes(fs.readFileSync(file, 'utf8'), [{ fix: d.fix ?? d.suggestions![0].fix }]).text);
    }
    expect(await urlRemoved(dir, base)).toEqual([]);
    expect(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8').split('\n').slice(11)).toEqual([
      '  "redirects": [',
      '    { "source": "/articles/concept/:slug*", "destination": "/topics/:slug*" },',
      '    { "source": "/guides/old-name", "destination": "/guides/new-name" },',
      '    { "source": "/api-reference/delete-a-pet", "destination": "/" },',
      '    { "source": "/articles/concepts-flags", "destination": "/" },',
      '    { "source": "/guides/setup", "destination": "/" },',
      '    { "source": "/notes", "destination": "/" },',
      '    { "source": "/legacy/start", "destination": "/intro" }',
      '  ]',
      '}',
      '',
    ]);
  });

  test('without a base the rule says nothing', async () => {
    const result = await runCheck({ dir: '.', cwd: path.join(FIXTURE, 'fail'), fs });
    expect(result.diagnostics.filter((d) => d.rule === 'url-removed')).toEqual([]);
  });
});

describe('redirect sources', () => {
  const matches = (source: string, url: string) => compileSource(source).test(url);

  test(':name* matches the rest of the path, none of it too', () => {
    expect(matches('/beta/:slug*', '/beta')).toBe(true);
    expect(matches('/beta/:slug*', '/beta/sdk/node')).toBe(true);
    expect(matches('/beta/:slug*', '/betas/sdk')).toBe(false);
  });

  test(':name matches one segment, :name+ one or more, :name? one or none', () => {
    expect(matches('/blog/:slug', '/blog/launch')).toBe(true);
    expect(matches('/blog/:slug', '/blog/2024/launch')).toBe(false);
    expect(matches('/blog/:slug+', '/blog/2024/launch')).toBe(true);
    expect(matches('/blog/:slug+', '/blog')).toBe(false);
    expect(matches('/blog/:slug?', '/blog')).toBe(true);
  });

  test('* inside a segment matches part of that segment only', () => {
    expect(matches('/articles/concepts-*', '/articles/concepts-flags')).toBe(true);
    expect(matches('/articles/concepts-*', '/articles/concepts-flags/more')).toBe(false);
    expect(matches('/articles/concepts-*', '/articles/guides-flags')).toBe(false);
  });

  test('literal parts are literal: dots and brackets are no patterns; trailing slashes and percent-encoding do not matter', () => {
    expect(matches('/v1.0/start', '/v1x0/start')).toBe(false);
    expect(matches('/v1.0/start/', '/v1.0/start')).toBe(true);
    expect(matches('/caf%C3%A9', '/café')).toBe(true);
    expect(matches('/', '/')).toBe(true);
  });

  test('the first redirect of docs.json that covers a URL answers it', () => {
    const model = { docs: JSON.parse('null') } as unknown as SiteModel;
    expect(readRedirects(model).redirects).toEqual([]);
    const redirects = [
      { source: '/a/:x*', destination: '/b/:x*' },
      { source: '/a/exact', destination: '/c' },
    ].map((r) => ({
      ...r,
      span: { file: '', pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
      pattern: true,
      matcher: compileSource(r.source),
    }));
    expect(redirectFor(redirects, '/a/exact')?.destination).toBe('/b/:x*');
    expect(redirectFor(redirects, '/z')).toBeUndefined();
  });
});

describe('check --base REF', () => {
  test('reads the base from git and reports the removed URL with its position and suggestion', async () => {
    const repo = initRepo({
      'site/docs.json': JSON.stringify(
        {
          theme: 'mint',
          name: 'Acme',
          colors: { primary: '#087A60' },
          navigation: { groups: [{ group: 'Guide', pages: ['intro', 'setup'] }] },
        },
        null,
        2,
      ),
      'site/intro.mdx': page('Introduction'),
      'site/setup.mdx': page('Setup', 'Steps.'),
    });
    git(repo, 'mv', 'site/setup.mdx', 'site/install.mdx');
    writeFiles(repo, {
      'site/docs.json': JSON.stringify(
        {
          theme: 'mint',
          name: 'Acme',
          colors: { primary: '#087A60' },
          navigation: { groups: [{ group: 'Guide', pages: ['intro', 'install'] }] },
        },
        null,
        2,
      ),
    });
    commitAll(repo, 'rename setup');
    const env = { ...GIT_ENV, GIT_DIR: undefined, GIT_WORK_TREE: undefined };
    const r = await runCli(['check', 'site', '--base', 'HEAD~1', '--format', 'json'], { cwd: repo, env });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout) as {
      diagnostics: { rule: string; file: string; line: number; column: number; fix?: unknown }[];
    };
    // The page moved: the fix adds `redirects`, which docs.json lacks, after its last key, indented as the file is.
    expect(out.diagnostics.map((d) => [d.rule, d.file, d.line, d.column, d.fix])).toEqual([
      [
        'url-removed',
        'site/docs.json',
        13,
        11,
        {
          file: 'site/docs.json',
          edits: [
            {
              range: { start: { line: 17, column: 4 }, end: { line: 17, column: 4 } },
              text: ',\n  "redirects": [\n    { "source": "/setup", "destination": "/install" }\n  ]',
            },
          ],
        },
      ],
    ]);
    const bad = await runCli(['check', 'site', '--base', 'no-such-branch'], { cwd: repo, env });
    expect(bad).toEqual({
      status: 2,
      stdout: '',
      stderr:
        'navlint: "no-such-branch" names no commit of this repository (a shallow clone may lack it: fetch it first)\n',
    });
  });
});
