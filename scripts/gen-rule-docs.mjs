// Writes the output block of each rule doc's "Incorrect" section from what navlint reports on its example.
// Each docs/rules/<id>.md names its example under `## Incorrect` with `<!-- example: fixtures/<id>/<case> -->`;
// the ```text block there holds that case's findings of the rule, one line each: `severity  message  rule-id`.
// The findings come from the built CLI (dist/cli.js, `--format json`): run `npm run build` first when the
// sources changed. `--check` exits 1 when a block is stale; `--root DIR` works on another copy of the project;
// ids given as arguments limit the run to those docs.
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(PROJECT, 'dist', 'cli.js');
const EXAMPLE = /^<!-- example: (fixtures\/[\w-]+\/[\w.-]+) -->$/m;

/** The `## Incorrect` section of a doc: where it starts and ends in the text. */
function incorrectSection(text) {
  const start = text.search(/^## Incorrect$/m);
  if (start < 0) return undefined;
  const next = text.slice(start + 1).search(/^## /m);
  return { start, end: next < 0 ? text.length : start + 1 + next };
}

/** The fixture case a doc names as its example (`fixtures/<id>/<case>`), or an error message. */
export function exampleCase(text, id) {
  const s = incorrectSection(text);
  if (!s) return { error: 'no `## Incorrect` section' };
  const m = EXAMPLE.exec(text.slice(s.start, s.end));
  if (!m) return { error: `no \`<!-- example: fixtures/${id}/<case> -->\` under \`## Incorrect\`` };
  if (!m[1].startsWith(`fixtures/${id}/`)) return { error: `the example ${m[1]} is not one of fixtures/${id}/` };
  return { case: m[1] };
}

/** The output block's lines for a rule's findings: `severity  message  rule-id`. */
export function renderFindings(findings, id) {
  return findings.filter((d) => d.rule === id).map((d) => `${d.severity}  ${d.message}  ${id}`);
}

/** The doc with the first ```text block of its `## Incorrect` section replaced by `lines`. */
export function replaceBlock(text, lines) {
  const s = incorrectSection(text);
  const section = text.slice(s.start, s.end);
  const m = /^```text\n[\s\S]*?^```$/m.exec(section);
  const block = ['```text', ...lines, '```'].join('\n');
  const next = m ? section.slice(0, m.index) + block + section.slice(m.index + m[0].length) : `${section.replace(/\n*$/, '')}\n\n${block}\n\n`;
  return text.slice(0, s.start) + next + text.slice(s.end);
}

const run = promisify(execFile);

/** Makes the files a case lists in `sparse-files.json` (too large to commit), sparse, as the tests do. */
function makeSparseFiles(dir) {
  const manifest = path.join(dir, 'sparse-files.json');
  if (!fs.existsSync(manifest)) return;
  for (const [rel, size] of Object.entries(JSON.parse(fs.readFileSync(manifest, 'utf8')))) {
    const file = path.join(dir, rel);
    if (fs.existsSync(file) && fs.statSync(file).size === size) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const fd = fs.openSync(file, 'w');
    try {
      fs.ftruncateSync(fd, size);
    } finally {
      fs.closeSync(fd);
    }
  }
}

/**
 * What the built CLI reports on a case whose options.json gives `externalAnswers` (the answers of its external links'
 * servers, as in the fixtures test): a copy of the case whose URLs lead to a server on 127.0.0.1 that answers so, run
 * with `--external`, and the messages given back their URLs as written.
 */
async function externalFindingsOf(dir, answers) {
  const byPath = new Map();
  const server = http.createServer((req, res) => {
    const answer = answers[byPath.get(req.url)];
    if (answer === 'network' || answer === undefined) return void req.socket.destroy();
    res.writeHead(answer);
    res.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const at = `http://127.0.0.1:${server.address().port}`;
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-docs-'));
  try {
    fs.cpSync(dir, copy, { recursive: true });
    const standIn = new Map();
    for (const url of Object.keys(answers)) {
      const u = new URL(url);
      const local = `/${u.host}${u.pathname}${u.search}`;
      byPath.set(local, url);
      // As written: without the slash the URL parser adds to a bare host.
      standIn.set(url.endsWith('/') && u.pathname === '/' ? url.slice(0, -1) : url, at + local.replace(/\/$/, ''));
    }
    for (const file of fs.readdirSync(copy, { recursive: true })) {
      const full = path.join(copy, String(file));
      if (!/\.(mdx?|json|ya?ml)$/.test(full) || !fs.statSync(full).isFile()) continue;
      let text = fs.readFileSync(full, 'utf8');
      for (const [url, local] of [...standIn].sort((a, b) => b[0].length - a[0].length)) text = text.split(url).join(local);
      fs.writeFileSync(full, text);
    }
    const findings = await findingsOf(copy, ['--external', '--allow-private-hosts']);
    for (const d of findings)
      for (const [url, local] of standIn) d.message = d.message.split(local).join(url);
    return findings;
  } finally {
    server.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/** The environment of the CLI and of git here: no user configuration of git, fixed names (and dates, per commit). */
const GIT_ENV = {
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_'))),
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Docs Writer',
  GIT_AUTHOR_EMAIL: 'docs@example.com',
  GIT_COMMITTER_NAME: 'Docs Writer',
  GIT_COMMITTER_EMAIL: 'docs@example.com',
};

/**
 * A copy of a case (without expected.txt and options.json) in a fresh repository whose history is its options.json `commits`, as the fixtures test makes it
 * (__tests__/helpers/git.ts `committedCopy`): each commit writes the files it names, a file named again later with a
 * blank line more per later commit; the first also adds the files no commit names.
 */
function committedCopy(dir, commits) {
  const copy = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-history-')));
  const all = fs.readdirSync(dir, { recursive: true }).map((f) => String(f).split(path.sep).join('/')).filter((f) => fs.statSync(path.join(dir, f)).isFile() && f !== 'expected.txt' && f !== 'options.json');
  const named = new Set(commits.flatMap((c) => c.files));
  const git = (args, env = GIT_ENV) => {
    const r = spawnSync('git', args, { cwd: copy, env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  };
  git(['init', '-q']);
  commits.forEach((c, i) => {
    const files = i === 0 ? [...all.filter((f) => !named.has(f)), ...c.files] : c.files;
    for (const f of files) {
      const later = commits.slice(i + 1).filter((n) => n.files.includes(f)).length;
      fs.mkdirSync(path.dirname(path.join(copy, f)), { recursive: true });
      fs.writeFileSync(path.join(copy, f), fs.readFileSync(path.join(dir, f), 'utf8') + '\n'.repeat(later));
    }
    git(['add', '-A']);
    git(['commit', '-q', '-m', c.subject], { ...GIT_ENV, GIT_AUTHOR_DATE: c.date, GIT_COMMITTER_DATE: c.date });
  });
  return copy;
}

/** What the built CLI reports on a folder, as its JSON report's diagnostics. */
async function findingsOf(dir, more = []) {
  // A rule's fixtures may hold the base of a change (fixtures/<id>/base/): its cases are checked against it, as in the fixtures test.
  const base = path.join(path.dirname(dir), 'base');
  const args = fs.existsSync(path.join(base, 'docs.json')) ? ['--base', base] : [];
  // A case's options.json holds options of the check, as in the fixtures test: `maxTimeMs` is `--max-time`.
  const own = path.join(dir, 'options.json');
  const options = fs.existsSync(own) ? JSON.parse(fs.readFileSync(own, 'utf8')) : {};
  if (options.maxTimeMs !== undefined) args.push('--max-time', String(options.maxTimeMs / 1000));
  if (options.externalAnswers !== undefined && more.length === 0) return externalFindingsOf(dir, options.externalAnswers);
  if (options.commits !== undefined && more.length === 0) {
    const copy = committedCopy(dir, options.commits);
    try {
      // The copy has no options.json: its history is made.
      return await findingsOf(copy);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }
  args.push(...more);
  try {
    const { stdout } = await run(process.execPath, [CLI, 'check', '.', '--format', 'json', '--no-color', '--preset', 'strict', ...args], { cwd: dir, maxBuffer: 64 * 1024 * 1024, env: GIT_ENV });
    return JSON.parse(stdout).diagnostics;
  } catch (e) {
    // Exit code 1 only means that there were errors: the report is on stdout all the same.
    if (e.code === 1 && e.stdout) return JSON.parse(e.stdout).diagnostics;
    throw new Error(`${path.relative(PROJECT, dir) || dir}: navlint failed: ${(e.stderr || e.message).trim()}`);
  }
}

async function main(args) {
  const check = args.includes('--check');
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? path.resolve(args[rootAt + 1]) : PROJECT;
  const only = args.filter((a, i) => !a.startsWith('--') && (rootAt < 0 || i !== rootAt + 1));
  if (!fs.existsSync(CLI)) {
    process.stderr.write('dist/cli.js is missing: run `npm run build` first.\n');
    return 2;
  }
  const docsDir = path.join(root, 'docs', 'rules');
  const ids = only.length > 0 ? only : fs.readdirSync(docsDir).filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3)).sort();
  const problems = [];
  const stale = [];
  // A few CLI runs at a time: each one is mostly start-up.
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const file = path.join(docsDir, `${id}.md`);
      if (!fs.existsSync(file)) {
        problems.push(`docs/rules/${id}.md: no such file`);
        continue;
      }
      const text = fs.readFileSync(file, 'utf8');
      const example = exampleCase(text, id);
      if (example.error) {
        problems.push(`docs/rules/${id}.md: ${example.error}`);
        continue;
      }
      const dir = path.join(root, example.case);
      if (!fs.existsSync(path.join(dir, 'docs.json'))) {
        problems.push(`docs/rules/${id}.md: ${example.case} has no docs.json`);
        continue;
      }
      makeSparseFiles(dir);
      const lines = renderFindings(await findingsOf(dir), id);
      if (lines.length === 0) problems.push(`docs/rules/${id}.md: ${example.case} has no ${id} finding to show`);
      const next = replaceBlock(text, lines);
      if (next === text) continue;
      stale.push(`docs/rules/${id}.md`);
      if (!check) fs.writeFileSync(file, next);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  for (const p of problems.sort()) process.stderr.write(p + '\n');
  if (check && stale.length > 0) {
    process.stderr.write(`${stale.sort().join(', ')}: the Incorrect output is out of date; run \`npm run docs:rules\`.\n`);
    return 1;
  }
  return problems.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (e) => {
      process.stderr.write(`${e.message}\n`);
      process.exitCode = 2;
    },
  );
}
