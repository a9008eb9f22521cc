import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { runCheck } from '../src/engine/index.js';
import { snapshotOf } from '../src/model/snapshot.js';
import { siteUrlsOf } from '../src/model/links.js';
import { runCli } from './helpers/cli.js';
import { CORPUS } from './helpers/run.js';
import { tempFolder } from './helpers/temp.js';

// A real site published, then changed: three pages deleted (their files and navigation entries), one of them
// redirected. Checked against the sitemap of what was published, exactly the two others are reported, each with a
// fix; `--fix` adds their redirects and the check then reports none.

const present = fs.existsSync(CORPUS);
const suite = present ? describe : describe.skip;

/** A corpus site whose docs.json holds no `$ref` (the test edits it as plain JSON). */
function plainSite(): string | undefined {
  if (!present) return undefined;
  return fs
    .readdirSync(CORPUS)
    .sort()
    .find((d) => {
      const file = path.join(CORPUS, d, 'docs.json');
      return fs.existsSync(file) && !fs.readFileSync(file, 'utf8').includes('"$ref"');
    });
}

/** Removes every navigation entry equal to one of `pages`, in place. */
function dropEntries(node: unknown, pages: Set<string>): unknown {
  if (Array.isArray(node))
    return node.filter((x) => !(typeof x === 'string' && pages.has(x))).map((x) => dropEntries(x, pages));
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, dropEntries(v, pages)]));
  return node;
}

function git(dir: string, ...args: string[]): void {
  const r = spawnSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@e',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@e',
    },
  });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
}

interface JsonOut {
  diagnostics: { rule: string; messageId?: string; fix?: unknown; message: string }[];
  summary: { published?: { urls: number; notServed: string[] } };
}

suite('the published site as the baseline of url-removed (corpus)', () => {
  const site = plainSite();
  const removed = (r: JsonOut) => r.diagnostics.filter((d) => d.rule === 'url-removed');

  test('deleting three pages and redirecting one reports two, and --fix keeps them alive', async () => {
    expect(site).toBeDefined();
    const dir = tempFolder('published-corpus-');
    fs.cpSync(path.join(CORPUS, site!), dir, { recursive: true, verbatimSymlinks: true });
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'published');

    // The sitemap of the commit: every URL the site serves, under its published base.
    const before = await runCheck({ dir: '.', cwd: dir, fs, content: false });
    const snapshot = snapshotOf(before.model);
    // The pages the platform serves (a README the navigation does not list is a hidden page to the snapshot only).
    const served = siteUrlsOf(before.model);
    const urls = [...snapshot.pages.keys()]
      .filter((u) => !['missing', 'ignored'].includes(served.resolve(u).kind))
      .sort();
    fs.writeFileSync(
      path.join(dir, 'sitemap.xml'),
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        urls.map((u) => `  <url><loc>https://docs.example.com${u.replace(/&/g, '&amp;')}</loc></url>\n`).join('') +
        '</urlset>\n',
    );
    const args = ['check', '.', '--no-content', '--published-urls', 'sitemap.xml', '--format', 'json'];
    const clean = JSON.parse((await runCli(args, { cwd: dir })).stdout) as JsonOut;
    expect(removed(clean)).toEqual([]);
    expect(clean.summary.published).toEqual(expect.objectContaining({ urls: urls.length, notServed: [] }));

    // Three listed pages with a file of their own (not an index page), deleted with their entries.
    const victims = before.model.entries
      .filter((e) => !e.operation && !e.graphql && !/(^|\/)index$/.test(e.path))
      .map((e) => ({ entry: e.node.value as string, page: snapshot.pages.get('/' + e.path) }))
      .filter((v) => v.page?.file !== undefined && v.entry === v.page.url.slice(1))
      .filter((v, i, all) => all.findIndex((w) => w.entry === v.entry) === i)
      .slice(0, 3);
    expect(victims).toHaveLength(3);
    for (const v of victims) fs.rmSync(path.join(dir, v.page!.file!));
    const docsFile = path.join(dir, 'docs.json');
    const docs = dropEntries(JSON.parse(fs.readFileSync(docsFile, 'utf8')), new Set(victims.map((v) => v.entry))) as {
      redirects?: { source: string; destination: string }[];
    };
    docs.redirects = [...(docs.redirects ?? []), { source: victims[0].page!.url, destination: '/' }];
    fs.writeFileSync(docsFile, JSON.stringify(docs, null, 2) + '\n');

    const after = JSON.parse((await runCli(args, { cwd: dir })).stdout) as JsonOut;
    expect(removed(after)).toHaveLength(2);
    for (const d of removed(after)) {
      expect(d.messageId).toBe('publishedRemoved');
      expect(d.fix).toBeDefined();
    }
    expect(after.summary.published?.notServed).toEqual(
      victims
        .slice(1)
        .map((v) => `https://docs.example.com${v.page!.url}`)
        .sort(),
    );

    await runCli(['check', '.', '--no-content', '--published-urls', 'sitemap.xml', '--fix'], { cwd: dir });
    const fixed = JSON.parse((await runCli(args, { cwd: dir })).stdout) as JsonOut;
    expect(removed(fixed)).toEqual([]);
    expect(fixed.summary.published?.notServed).toEqual([]);
  }, 120_000);
});
