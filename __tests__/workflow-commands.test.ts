// Every command of the bundle dist/cli.js, and dist/action.js, on a site whose names and texts hold workflow
// commands: no line of their output may be one that navlint did not write (`npm run build` first).
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { makeSite, removeTempDirs, runActionAsync, runnerEnv, runnerFiles, PR_EVENT, TOKEN } from './helpers/action.js';
import { runDist } from './helpers/run.js';
import { tempFolder } from './helpers/temp.js';

afterAll(removeTempDirs);

/** The docs root: a folder whose name breaks a line and writes two commands, as a pull request may add it. */
const ROOT_NAME = 'd\n::add-mask::x\n::warning file=docs.json,line=1::forged';
/** A text that opens a line with a command, one with a log command, one with an escaped line break. */
const NL = '\n::warning::nl';
const HB = '##[error]hb';
const PC = '%0A::error::pc';

// Page files: a name that opens with a command, one that breaks a line, one with `##[`, one with `%0A`.
const PAGE_COMMAND = '::warning::p';
const PAGE_BREAK = `n${NL}`;
const PAGE_LOG = `${HB} page`;
const PAGE_ESCAPED = `pc${PC}`;
const SPEC = `${HB}${NL} api.yaml`;

const DOCS = {
  theme: 'mint',
  name: `Acme ${HB}${NL}`,
  colors: { primary: '#087A60' },
  navigation: {
    groups: [
      {
        group: `G${NL} ${HB} ${PC}`,
        pages: [
          'index',
          PAGE_COMMAND,
          PAGE_BREAK,
          PAGE_LOG,
          PAGE_ESCAPED,
          `missing${NL}`,
          `${HB}missing`,
          `${PC}missing.mdx`,
          `::error::missing`,
        ],
      },
      { group: `API ${HB}`, openapi: SPEC, pages: [`GET /${HB}${NL}`, 'get /users'] },
    ],
  },
  redirects: [
    { source: `/old${NL}`, destination: `/${HB}gone` },
    { source: '/older', destination: `/::warning::gone${PC}` },
  ],
  seo: { indexing: `::warning::s${NL}` },
  [`::warning::unknown${NL}${HB}`]: true,
};

const PAGE = (title: string) =>
  `---\ntitle: "${title}"\n---\n\n# ${HB}\n\n::warning::body\n${HB} body\n${PC} body\n\n` +
  `[a](/index.mdx) [b](/::warning::nope${HB}) [c](/${encodeURIComponent(PAGE_LOG)}.mdx)\n`;

const SPEC_TEXT = `openapi: 3.1.0
info:
  title: "${HB}"
  version: "1"
paths:
  /users:
    get:
      summary: "::warning::summary ${HB}"
      operationId: "${HB}"
      responses:
        "200":
          description: "${PC}"
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/${HB}"
`;

/** The site's files, under the docs root's name. */
function siteFiles(): Record<string, string> {
  const files: Record<string, string> = {
    'docs.json': JSON.stringify(DOCS, null, 2),
    'index.mdx': PAGE('Home'),
    [`${PAGE_COMMAND}.mdx`]: PAGE(PAGE_COMMAND),
    [`${PAGE_BREAK}.mdx`]: PAGE('break'),
    [`${PAGE_LOG}.mdx`]: PAGE(HB),
    [`${PAGE_ESCAPED}.mdx`]: PAGE(PC),
    [SPEC]: SPEC_TEXT,
  };
  return Object.fromEntries(Object.entries(files).map(([k, v]) => [path.join(ROOT_NAME, k), v]));
}

/** The same site, changed: a page renamed, a group relabelled, a redirect dropped (for `diff` and `--new-since`). */
function changedFiles(): Record<string, string> {
  const docs = structuredClone(DOCS) as typeof DOCS;
  docs.navigation.groups[0].group = `H${NL} ${HB}`;
  docs.navigation.groups[0].pages[1] = `${PAGE_COMMAND} moved${NL}`;
  docs.redirects = [];
  const files = siteFiles();
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(files)) {
    const rel = path.relative(ROOT_NAME, k);
    const name = rel === `${PAGE_COMMAND}.mdx` ? `${PAGE_COMMAND} moved${NL}.mdx` : rel;
    out[path.join(`${ROOT_NAME} base${NL}`, name)] = rel === 'docs.json' ? JSON.stringify(docs, null, 2) : v;
  }
  return out;
}

/** A property value or message of a command navlint writes: `%` only as the escapes the runner decodes. */
const ESCAPED_DATA = /^(?:[^%\r\n]|%25|%0D|%0A)*$/;
const ESCAPED_PROPERTY = /^(?:[^%\r\n:,]|%25|%0D|%0A|%3A|%2C)*$/;

/**
 * Whether a line is a command of navlint's own: an annotation or log command whose properties and message are
 * escaped, the token's mask, or the pair that stops and resumes command processing around text that may hold one.
 */
function ownCommand(line: string): boolean {
  const m = /^::(error|warning|notice|debug|group|endgroup)(?: ([^:]*))?::(.*)$/.exec(line);
  if (m) {
    const props = m[2] === undefined ? [] : m[2].split(',');
    return (
      props.every((p) => /^[a-zA-Z]+=/.test(p) && ESCAPED_PROPERTY.test(p.slice(p.indexOf('=') + 1))) &&
      ESCAPED_DATA.test(m[3]) &&
      !m[3].includes('##[')
    );
  }
  return line === `::add-mask::${TOKEN}`;
}

/** The lines of an output that a runner would act on and that navlint did not write. */
function forgedLines(output: string): string[] {
  const forged: string[] = [];
  let stopped: string | undefined;
  for (const raw of output.split(/\r\n|\r|\n/)) {
    const line = raw.trimStart();
    if (stopped !== undefined) {
      if (line === `::${stopped}::`) stopped = undefined;
      continue;
    }
    const stop = /^::stop-commands::([0-9a-f]{64})$/.exec(line);
    if (stop) stopped = stop[1];
    else if ((line.startsWith('::') && !ownCommand(raw)) || raw.includes('##[')) forged.push(raw);
  }
  return forged;
}

describe('no output of navlint starts a workflow command it did not write', () => {
  const work = tempFolder('navlint-commands-');
  const write = (files: Record<string, string>, under: string) => {
    for (const [rel, text] of Object.entries(files)) {
      const file = path.join(under, rel);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
  };
  write(siteFiles(), work);
  write(changedFiles(), work);
  const BASE = `${ROOT_NAME} base${NL}`;
  /** A copy of the site for the commands that write into it. */
  const copy = (name: string) => {
    const dir = path.join(tempFolder('navlint-commands-copy-'), `${name}${NL}${HB}`);
    fs.cpSync(path.join(work, ROOT_NAME), dir, { recursive: true });
    return dir;
  };
  const ENV = { GITHUB_ACTIONS: 'true', CI: 'true' };
  const run = (args: string[]) => runDist('cli', args, { cwd: work, env: ENV });
  const page = (name: string) => path.join(ROOT_NAME, `${name}.mdx`);

  // Every command, every format, the options that print paths or texts of their own.
  const cases: [string, string[]][] = [
    ...['stylish', 'json', 'sarif', 'github'].flatMap((f): [string, string[]][] => [
      ['check', ['check', ROOT_NAME, '--format', f]],
      ['check', ['check', ROOT_NAME, '--format', f, '--preset', 'strict', '--preset', 'accessibility']],
      ['check', ['check', page(PAGE_LOG), page(PAGE_BREAK), `${HB}${NL}.mdx`, '--format', f]],
      ['check', ['check', ROOT_NAME, '--format', f, '--new-since', BASE]],
      ['openapi-check', ['openapi-check', path.join(ROOT_NAME, SPEC), '--format', f]],
    ]),
    ['check', ['check', ROOT_NAME, '--fix-dry-run']],
    ['check', ['check', ROOT_NAME, '--base', BASE]],
    ['check', ['check', ROOT_NAME, '--quiet', '--max-warnings', '0']],
    ['check', ['check', ROOT_NAME, '--print-config']],
    ['check', ['check', `${ROOT_NAME}${HB}`]],
    ['check', ['check', ROOT_NAME, '--config', `${HB}${NL}.json`]],
    ['check', ['check', ROOT_NAME, '--suppress-rule', `${HB}${NL}`]],
    ['check', ['check', ROOT_NAME, '--out', path.join(`${HB}${NL}`, 'x')]],
    ['nav', ['nav', ROOT_NAME]],
    ['nav', ['nav', ROOT_NAME, '--format', 'json']],
    ['nav', ['nav', `${ROOT_NAME}${NL}`]],
    ['openapi-check', ['openapi-check', `${HB}${NL}.yaml`]],
    ['preview', ['preview', ROOT_NAME, '--out', `preview ${HB}${NL}.html`]],
    ['preview', ['preview', ROOT_NAME, '--format', 'md', '--out', '-']],
    ['preview', ['preview', ROOT_NAME, '--base', BASE, '--out', `${HB}.md`, '--format', 'md']],
    ['diff', ['diff', BASE, ROOT_NAME]],
    ['diff', ['diff', BASE, ROOT_NAME, '--format', 'json']],
    ['diff', ['diff', BASE, ROOT_NAME, '--format', 'md']],
    ['diff', ['diff', `${HB}${NL}`, ROOT_NAME]],
    ['mv', ['mv', page(PAGE_LOG), path.join(ROOT_NAME, `${HB}${NL}`, 'moved.mdx'), '--root', ROOT_NAME, '--dry-run']],
    ['mv', ['mv', path.join(ROOT_NAME, `${HB}${NL}`), path.join(ROOT_NAME, 'x'), '--root', ROOT_NAME]],
    ['proxy-check', ['proxy-check', `http://127.0.0.1:9/${HB}`, '--dir', ROOT_NAME, '--timeout', '1']],
    ['proxy-check', ['proxy-check', `${HB}${NL}`, '--dir', ROOT_NAME, '--format', 'json']],
    ['lsp', ['lsp', `${HB}${NL}`]],
    ['help', ['help', `${HB}${NL}`]],
    ['help', [`${HB}${NL}`]],
    ['help', ['check', `--${HB}${NL}`]],
    ['help', ['check', '--format', `${HB}${NL}`]],
    ['help', ['check', '--max-warnings', `${HB}${NL}`]],
  ];

  test('the cases run every command that `navlint --help` lists, and help on each', () => {
    const help = run(['--help']).stdout;
    const listed = help
      .slice(help.indexOf('Commands:'), help.indexOf('Options of every command:'))
      .split('\n')
      .flatMap((l) => /^ {2}([a-z-]+) /.exec(l)?.[1] ?? []);
    expect(listed.length).toBeGreaterThan(5);
    for (const name of listed) cases.push(['help', ['help', name]], ['help', [name, '--help']]);
    expect([...new Set(cases.map(([name]) => name))].sort()).toEqual([...listed].sort());
    const forged = cases.map(([, args]) => {
      const r = run(args);
      expect(r.stderr).not.toMatch(/^\s+at /m);
      expect(r.status).not.toBeNull();
      return { args, stdout: forgedLines(r.stdout), stderr: forgedLines(r.stderr) };
    });
    expect(forged.filter((f) => f.stdout.length > 0 || f.stderr.length > 0)).toEqual([]);
  });

  test('--fix, --suppress-all and --cache, run twice each on a copy, and a diff of --fix-dry-run that applies', () => {
    const forged: { args: string[]; stdout: string[]; stderr: string[] }[] = [];
    const each = (args: string[], cwd: string) => {
      const r = runDist('cli', args, { cwd, env: ENV });
      expect(r.stderr).not.toMatch(/^\s+at /m);
      forged.push({ args, stdout: forgedLines(r.stdout), stderr: forgedLines(r.stderr) });
      return r;
    };
    for (const args of [['--fix'], ['--suppress-all'], ['--cache'], ['--prune-suppressions']]) {
      const dir = copy(args[0].slice(2));
      for (let i = 0; i < 2; i++) each(['check', path.basename(dir), ...args], path.dirname(dir));
    }
    const cached = copy('cache-location');
    for (let i = 0; i < 2; i++)
      each(['check', path.basename(cached), '--cache', '--cache-location', `${HB}${NL}.cache`], path.dirname(cached));
    expect(forged.filter((f) => f.stdout.length > 0 || f.stderr.length > 0)).toEqual([]);

    // The dry run's diff is a patch that git applies, hostile file names and lines included.
    const dry = copy('dry');
    const diff = each(['check', '.', '--fix-dry-run'], dry).stdout;
    expect(diff).toContain('+++ ');
    const fixed = copy('fixed');
    runDist('cli', ['check', '.', '--fix'], { cwd: fixed, env: ENV });
    fs.writeFileSync(path.join(path.dirname(dry), 'fixes.diff'), diff);
    const applied = runGitApply(dry, path.join(path.dirname(dry), 'fixes.diff'));
    expect(applied).toEqual({ status: 0, stderr: '' });
    for (const name of fs.readdirSync(fixed))
      expect([name, fs.readFileSync(path.join(dry, name), 'utf8')]).toEqual([
        name,
        fs.readFileSync(path.join(fixed, name), 'utf8'),
      ]);
  });

  test('the action, on a pull request, with every output on', async () => {
    const ws = makeSite(siteFiles());
    const runner = runnerFiles(PR_EVENT);
    const r = await runActionAsync(
      runnerEnv(ws, runner, { path: ROOT_NAME, 'fail-on': 'never', preview: 'false', 'sarif-file': `${HB}.sarif` }),
      ws,
    );
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.stdout).toContain(`::add-mask::${TOKEN}`);
    expect({ stdout: forgedLines(r.stdout), stderr: forgedLines(r.stderr) }).toEqual({ stdout: [], stderr: [] });
  });

  test('the recogniser finds what a runner would act on', () => {
    expect(
      forgedLines(
        [
          'ok',
          '  ::warning::x',
          '::error file=a:b::m',
          '::error file=a::m%0Z',
          'a ##[error] b',
          `::add-mask::${TOKEN}`,
          '::error file=a%3Ab,line=1::m%0A',
          `::stop-commands::${'a'.repeat(64)}`,
          '::warning::inside',
          `::${'a'.repeat(64)}::`,
          '::set-output name=x::y',
        ].join('\n'),
      ),
    ).toEqual([
      '  ::warning::x',
      '::error file=a:b::m',
      '::error file=a::m%0Z',
      'a ##[error] b',
      '::set-output name=x::y',
    ]);
  });
});

/** Applies a patch with git (outside any repository) in `dir`. */
function runGitApply(dir: string, patch: string): { status: number | null; stderr: string } {
  const r = spawnSync('git', ['apply', '--unsafe-paths', patch], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { status: r.status, stderr: r.stderr };
}
