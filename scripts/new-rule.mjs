// Writes everything a new rule needs: `npm run new-rule <id> [-- --summary "…" --severity error --category navigation]`.
// Creates src/rules/<id>.ts, fixtures/<id>/{fail,pass}/{docs.json,expected.txt} and docs/rules/<id>.md, registers the
// rule at the end of src/rules/index.ts and regenerates the README's rules table. `--dry-run` only lists the files;
// `--root DIR` works on another copy of the project. Refuses an id that is malformed or already taken.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRules, renderTable, updateReadme } from './gen-readme-rules.mjs';
import { renderDocBlock } from './precision.mjs';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEVERITIES = ['error', 'warning', 'notice'];
const CATEGORIES = ['config', 'navigation', 'pages', 'openapi'];
/** The category an id's first word implies, as the existing rules are named. */
const PREFIXES = { config: 'config', navlintrc: 'config', nav: 'navigation', page: 'pages', frontmatter: 'pages', openapi: 'openapi', operation: 'openapi' };
const ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/;
/** File names in src/rules that are not rules. */
const RESERVED = ['index', 'rule'];

class UsageError extends Error {}

/** Reads the command line: the id and the options. */
function parseArgs(args) {
  const out = { dryRun: false, root: PROJECT, severity: 'error' };
  const rest = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const value = () => {
      if (i + 1 >= args.length) throw new UsageError(`${a} needs a value`);
      return args[++i];
    };
    if (a === '--dry-run') out.dryRun = true;
    else if (a === '--root') out.root = path.resolve(value());
    else if (a === '--summary') out.summary = value();
    else if (a === '--severity') out.severity = value();
    else if (a === '--category') out.category = value();
    else if (a.startsWith('--')) throw new UsageError(`unknown option ${a}`);
    else rest.push(a);
  }
  // `npm run new-rule <id> --dry-run` (without `--`) gives the flag to npm, which passes it on as npm_config_dry_run:
  // it must still keep the script from writing.
  if (process.env.npm_config_dry_run === 'true') out.dryRun = true;
  if (rest.length !== 1) throw new UsageError('usage: npm run new-rule <id> [-- --summary "…" --severity error|warning|notice --category config|navigation|pages|openapi] [--dry-run]');
  out.id = rest[0];
  return out;
}

/** Why an id cannot be used in the project at `root`, or undefined. */
export function refuseId(id, root) {
  if (!ID.test(id)) return `"${id}" is not a rule id: lower-case words of letters and digits joined by "-", at least two (e.g. "nav-empty-group")`;
  if (RESERVED.includes(id)) return `"${id}" is a reserved name in src/rules`;
  if (readRules(root).some((r) => r.id === id)) return `rule "${id}" already exists`;
  for (const taken of [`src/rules/${id}.ts`, `docs/rules/${id}.md`, `fixtures/${id}`]) {
    if (fs.existsSync(path.join(root, taken))) return `${taken} already exists`;
  }
  return undefined;
}

/** The identifier a rule is imported as: `nav-empty-group` → `navEmptyGroup`. */
function camel(id) {
  return id.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
}

/** A JavaScript single-quoted string literal. */
function quote(s) {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

const SITE = `{
  "theme": "mint",
  "name": "Fixture",
  "colors": { "primary": "#087A60" },
  "navigation": {
    "groups": [
      { "group": "Start", "pages": [] }
    ]
  }
}
`;

const NAVIGATION = `{
  "navigation": {
    "groups": [
      { "group": "Start", "pages": [] }
    ]
  }
}`;

function ruleFile(o) {
  return `import { createRule } from './rule.js';

/** ${o.summary.replace(/\*\//g, '* /')} */
export default createRule({
  meta: {
    id: ${quote(o.id)},
    summary: ${quote(o.summary)},
    defaultSeverity: ${quote(o.severity)},
    category: ${quote(o.category)},
    // What it reports, one sentence per kind of finding: what is wrong, quoting the value, and what would be right.
    messages: { invalid: '{{value}} is not …; write … instead.' },
  },
  check(_ctx) {
    // Judge the model (_ctx.model, resolved in src/model/) and report each finding on the value it concerns:
    // _ctx.report({ span: node.span, messageId: 'invalid', data: { value: JSON.stringify(node.value) } });
    // Add \`help\` (words for people), \`fix\` (the one right edit: src/fix/builders.ts makes them) or
    // \`suggestions\` (edits a person chooses from; \`suggestion(fix)\` from ./rule.js makes one):
    // _ctx.report({ span, messageId, data, ...suggestion(replaceString(_ctx.model, span, value, closest)) });
  },
});
`;
}

function docFile(o) {
  return `# ${o.id}

> ${o.summary}

- Default severity: **${o.severity}**
- Category: ${o.category}

## Why

TODO: what the platform does with this mistake, and what readers of the site lose.

## Incorrect

<!-- example: fixtures/${o.id}/fail -->

\`\`\`json
${NAVIGATION}
\`\`\`

\`\`\`text
\`\`\`

## Correct

\`\`\`json
${NAVIGATION}
\`\`\`

## How to fix

TODO.

## Configuration

Turn the rule off or change its severity in \`.navlintrc.json\`:

\`\`\`json
{
  "rules": { "${o.id}": "off" }
}
\`\`\`

## Precision

<!-- precision -->
${renderDocBlock(o.id, undefined)}
<!-- /precision -->
`;
}

/** src/rules/index.ts with the rule imported after the last rule and listed last in RULES. */
export function register(index, id) {
  const name = camel(id);
  const imports = [...index.matchAll(/^import \w+ from '\.\/[\w-]+\.js';\n/gm)];
  const list = /(export const RULES[^=]*=\s*\[[\s\S]*?),?\s*\];/.exec(index);
  if (imports.length === 0 || !list) throw new Error('src/rules/index.ts: no rule imports or no RULES array to extend');
  const last = imports[imports.length - 1];
  const at = last.index + last[0].length;
  const line = `import ${name} from './${id}.js';\n`;
  const withImport = index.slice(0, at) + line + index.slice(at);
  const start = list.index + line.length;
  return withImport.slice(0, start) + `${list[1]},\n  ${name},\n];` + withImport.slice(start + list[0].length);
}

/** The files to write, relative to the root, with their content. */
function plan(o, root) {
  const index = fs.readFileSync(path.join(root, 'src', 'rules', 'index.ts'), 'utf8');
  const header = `# The findings of ${o.id} on this site, one per line (see __tests__/fixtures.test.ts).\n`;
  return [
    [`src/rules/${o.id}.ts`, ruleFile(o)],
    ['src/rules/index.ts', register(index, o.id)],
    [`fixtures/${o.id}/fail/docs.json`, SITE],
    [`fixtures/${o.id}/fail/expected.txt`, `${header}# Make docs.json trip the rule, then run \`npm run fixtures:update\` and check what it wrote.\n`],
    [`fixtures/${o.id}/pass/docs.json`, SITE],
    [`fixtures/${o.id}/pass/expected.txt`, `# No findings: a site the rule accepts.\n`],
    [`docs/rules/${o.id}.md`, docFile(o)],
  ];
}

function main(args) {
  let o;
  try {
    o = parseArgs(args);
    const why = refuseId(o.id, o.root);
    if (why) throw new UsageError(why);
    if (!SEVERITIES.includes(o.severity)) throw new UsageError(`--severity must be one of ${SEVERITIES.join(', ')}`);
    o.category ??= PREFIXES[o.id.split('-')[0]];
    if (!CATEGORIES.includes(o.category)) throw new UsageError(`give the category with --category (${CATEGORIES.join(', ')})`);
    o.summary ??= 'TODO: one sentence saying what the rule reports.';
    if (/[\r\n]/.test(o.summary)) throw new UsageError('--summary must be one line');
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    process.stderr.write(`new-rule: ${e.message}\n`);
    return 2;
  }
  const files = plan(o, o.root);
  const lines = files.map(([rel]) => `${fs.existsSync(path.join(o.root, rel)) ? 'change' : 'create'} ${rel}`);
  lines.push('change README.md (the rules table)');
  if (o.dryRun) {
    process.stdout.write(`Would write, for rule ${o.id}:\n${lines.map((l) => `  ${l}\n`).join('')}`);
    return 0;
  }
  for (const [rel, text] of files) {
    const file = path.join(o.root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  const readmeFile = path.join(o.root, 'README.md');
  const readme = fs.readFileSync(readmeFile, 'utf8');
  fs.writeFileSync(readmeFile, updateReadme(readme, renderTable(readRules(o.root))));
  process.stdout.write(
    `Wrote, for rule ${o.id}:\n${lines.map((l) => `  ${l}\n`).join('')}` +
      `Next: write the check in src/rules/${o.id}.ts, make fixtures/${o.id}/fail/docs.json trip it and run \`npm run fixtures:update\`,\n` +
      `fill in docs/rules/${o.id}.md and run \`npm run build && npm run docs:rules\`.\n`,
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
