// Writes the README's rules table from the rules' metadata; `--check` exits 1 when the README is stale.
// `--json` prints the metadata read, for the test that ties it to the registry.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const README = path.join(ROOT, 'README.md');
const START = '<!-- rules:start -->';
const END = '<!-- rules:end -->';

/**
 * Reads a JavaScript string literal ('…', "…" or `…` without substitutions) starting at `text[i]`, and the literals
 * joined to it with `+` (a long summary is written over several lines).
 */
function readString(text, i) {
  const q = text[i];
  let out = '';
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j];
    if (c === q) {
      const next = /^\s*\+\s*(['"`])/.exec(text.slice(j + 1));
      return next ? out + readString(text, j + 1 + next[0].length - 1) : out;
    }
    if (c === '\\') {
      const n = text[++j];
      out += n === 'n' ? '\n' : n === 't' ? '\t' : n;
    } else if (q === '`' && c === '$' && text[j + 1] === '{') {
      throw new Error('template substitutions are not supported in rule metadata');
    } else out += c;
  }
  throw new Error('unterminated string');
}

/** The value of `key: '…'` in a rule file's `meta`. */
function metaField(text, key, file) {
  const m = new RegExp(`\\b${key}\\s*:\\s*(['"\`])`).exec(text.slice(text.indexOf('meta:')));
  if (!m) throw new Error(`${file}: no \`${key}\` in meta`);
  return readString(text, text.indexOf('meta:') + m.index + m[0].length - 1);
}

/** The registered rules of the project at `root`, in registry order, with the metadata the table shows. */
export function readRules(root = ROOT) {
  const rulesDir = path.join(root, 'src', 'rules');
  const index = fs.readFileSync(path.join(rulesDir, 'index.ts'), 'utf8');
  const files = new Map();
  for (const m of index.matchAll(/^import\s+(\w+)\s+from\s+'\.\/([\w-]+)\.js';/gm)) files.set(m[1], m[2]);
  const list = /RULES[^=]*=\s*\[([\s\S]*?)\]/.exec(index);
  if (!list) throw new Error('src/rules/index.ts: no RULES array');
  const names = list[1].split(',').map((s) => s.trim()).filter(Boolean);
  return names.map((name) => {
    const file = files.get(name);
    if (!file) throw new Error(`src/rules/index.ts: ${name} is not imported from a rule file`);
    const text = fs.readFileSync(path.join(rulesDir, `${file}.ts`), 'utf8');
    const recommended = /\brecommended\s*:\s*'(notice|off)'/.exec(text.slice(text.indexOf('meta:')))?.[1];
    return {
      id: metaField(text, 'id', file),
      summary: metaField(text, 'summary', file),
      defaultSeverity: metaField(text, 'defaultSeverity', file),
      ...(recommended ? { recommended } : {}),
      ...(/\bcategory\s*:\s*'accessibility'/.test(text) ? { accessibility: true } : {}),
    };
  });
}

/** Escapes a table cell: pipes everywhere, Markdown and HTML characters outside code spans. */
function cell(s) {
  return s
    .replace(/\s*\n\s*/g, ' ')
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[\\*_[\]<>]/g, '\\$&')))
    .join('')
    .replace(/\|/g, '\\|');
}

/** The table, markers included. */
export function renderTable(rules) {
  const rows = rules.map(
    (r) => `| [\`${r.id}\`](docs/rules/${r.id}.md) | ${r.recommended ?? r.defaultSeverity} | ${r.defaultSeverity} | ${cell(r.summary)} |`,
  );
  return [START, '| rule | recommended | strict | what it reports |', '| --- | --- | --- | --- |', ...rows, END].join('\n');
}

/** The README with its table replaced (or a `## Rules` section appended when it has none). */
export function updateReadme(readme, table) {
  const s = readme.indexOf(START);
  const e = readme.indexOf(END);
  if (s < 0 || e < s) return `${readme.replace(/\n*$/, '\n')}\n## Rules\n\n${table}\n`;
  return readme.slice(0, s) + table + readme.slice(e + END.length);
}

function main(args) {
  const rules = readRules();
  if (args.includes('--json')) {
    process.stdout.write(JSON.stringify(rules, null, 2) + '\n');
    return 0;
  }
  const readme = fs.readFileSync(README, 'utf8');
  const next = updateReadme(readme, renderTable(rules));
  if (args.includes('--check')) {
    if (next === readme) return 0;
    process.stderr.write('README.md: the rules table is out of date; run `npm run docs:rules`.\n');
    return 1;
  }
  if (next !== readme) fs.writeFileSync(README, next);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
