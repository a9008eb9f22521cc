import { runCli } from './cli.js';
import { commitAll, git, GIT_ENV, page, tempDir, writeFiles } from './git.js';

// A site whose page `faqs` is renamed `faq`, with bulk suppressions written before the move: what the tests of
// renames (the CLI's and the action's) build their repositories and folders from.

/** The environment of the CLI and git in those tests: fixed names and dates, no inherited repository. */
export const MOVED_ENV = { ...GIT_ENV, GIT_DIR: undefined, GIT_WORK_TREE: undefined };

const docsJson = (pages: string[], redirects?: { source: string; destination: string }[]) =>
  JSON.stringify(
    {
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#087A60' },
      navigation: { groups: [{ group: 'Guides', pages }] },
      ...(redirects ? { redirects } : {}),
    },
    null,
    2,
  ) + '\n';

/** The FAQ page: two broken links and a missing image without alt text (suppressed), two skipped heading levels (not). */
export const FAQ_BODY = [
  '## Accounts',
  '',
  'See [the old guide](/old-guide) and [the older one](/older-guide).',
  '',
  '#### Deep',
  '',
  '![](/logo.png)',
  '',
  '###### Deeper',
  '',
  'Accounts are made by the owner of the team, who invites the others by mail.',
  'An invitation lasts a week; after that, the owner sends a new one.',
].join('\n');

/** The site before the move; the levels of the rules it trips are set, whatever the presets make of them. */
export const BASE: Record<string, string> = {
  'docs/.navlintrc.json':
    JSON.stringify(
      {
        rules: {
          'link-broken': 'error',
          'asset-not-found': 'error',
          'image-alt-missing': 'warning',
          'heading-level-skipped': 'warning',
          'link-anchor-missing': 'warning',
          'link-text-unclear': 'off',
        },
      },
      null,
      2,
    ) + '\n',
  'docs/docs.json': docsJson(['index', 'faqs']),
  'docs/index.mdx': page('Home', 'Read [the FAQ](/faqs) and [billing](/faqs#billing).'),
  'docs/faqs.mdx': page('FAQ', FAQ_BODY),
};

/** What the move changes besides the page: its navigation entry, a redirect from the old URL, the links to it. */
export const MOVED: Record<string, string> = {
  'docs/docs.json': docsJson(['index', 'faq'], [{ source: '/faqs', destination: '/faq' }]),
  'docs/index.mdx': page('Home', 'Read [the FAQ](/faq) and [billing](/faq#billing).'),
};

/** The rules whose findings the suppressions file records: the page's four errors and warnings of them. */
export const SUPPRESSED_RULES = 'link-broken,asset-not-found,image-alt-missing';

/** Writes the suppressions file of the docs root `docs` under `cwd` with `--suppress-rule`; what navlint said. */
export async function suppress(cwd: string, env: Record<string, string | undefined> = {}): Promise<string> {
  const r = await runCli(['check', 'docs', '--suppress-rule', SUPPRESSED_RULES, '--format', 'json'], {
    cwd,
    env: { ...MOVED_ENV, ...env },
  });
  return r.stderr;
}

/**
 * A repository whose `main` has the site and its suppressions (a commit each), and a branch `name`, checked out, that
 * moves the page with `git mv` and commits the page as `faq` gives it; user.name and user.email are set in it.
 */
export async function movedRepo(name: string, faq = page('FAQ', FAQ_BODY), parent = tempDir('navlint-renames-')) {
  const repo = parent;
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'config', 'user.name', 'Docs Writer');
  git(repo, 'config', 'user.email', 'docs@example.com');
  writeFiles(repo, BASE);
  const site = commitAll(repo, 'Site');
  const said = await suppress(repo);
  if (said !== 'navlint: wrote docs/navlint-suppressions.json: 4 findings suppressed\n') throw new Error(said);
  const base = commitAll(repo, 'Suppress the old findings');
  git(repo, 'checkout', '-q', '-b', name);
  git(repo, 'mv', 'docs/faqs.mdx', 'docs/faq.mdx');
  writeFiles(repo, { ...MOVED, 'docs/faq.mdx': faq });
  const head = commitAll(repo, 'Rename the FAQ');
  return { repo, site, base, head };
}
