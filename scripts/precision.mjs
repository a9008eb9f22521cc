// Measures each rule's precision from labelled findings on the corpus of real sites (../shared/corpus).
//
// docs/precision/labels.tsv holds one labelled finding a line: site, file (relative to the site), line, rule,
// verdict (real, false or noise) and a one-line reason. A label matches the findings of its rule on its line.
// The script runs the built CLI (dist/cli.js) on every site with the `strict` preset (every rule at its own level),
// matches the labels and prints each rule's precision: real findings among the labelled findings it still makes.
//
//   node scripts/precision.mjs               the table
//   node scripts/precision.mjs --write       also writes docs/precision/precision.json and each rule doc's table
//   node scripts/precision.mjs --check       exits 1 when the stored figures are stale, a real labelled finding is
//                                            no longer made, or a rule of `recommended` is below the bar
//   node scripts/precision.mjs --sample RULE [N]
//                                            prints N unlabelled findings of RULE, spread over the sites, to label
//   --corpus DIR   another corpus;  --from DIR   read `<site>.json` outputs saved earlier instead of running the CLI
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPUS, PROJECT, checkCorpus, corpusSites, runCli } from './lib/corpus-run.mjs';

const LABELS = path.join(PROJECT, 'docs', 'precision', 'labels.tsv');
const FIGURES = path.join(PROJECT, 'docs', 'precision', 'precision.json');
const RULE_DOCS = path.join(PROJECT, 'docs', 'rules');
const VERDICTS = ['real', 'false', 'noise'];
/** A rule in `recommended` that warns must be right this often on its labelled findings. */
export const BAR = 0.9;
/** Labelled findings a rule needs (or all the corpus has, if fewer). */
export const MIN_LABELS = 15;

/** The labels of the file, with the line each was read from; bad lines are returned as problems. */
export function readLabels(text) {
  const labels = [];
  const problems = [];
  text.split('\n').forEach((line, i) => {
    if (i === 0 || line.trim() === '' || line.startsWith('#')) return;
    const cols = line.split('\t');
    const [site, file, ln, rule, verdict, reason] = cols;
    if (cols.length !== 6 || !/^\d+$/.test(ln ?? '') || !VERDICTS.includes(verdict) || !reason?.trim())
      problems.push(`labels.tsv:${i + 1}: expected site, file, line, rule, verdict (${VERDICTS.join('/')}), reason`);
    else labels.push({ site, file, line: Number(ln), rule, verdict, reason, at: i + 1 });
  });
  return { labels, problems };
}

const key = (site, file, line, rule) => `${site}\t${file}\t${line}\t${rule}`;

/** The findings of every corpus site under the strict preset: site → findings with the file relative to the site. */
function corpusFindings(corpus, from) {
  const reports = from
    ? corpusSites(corpus).map((site) => ({
        site,
        report: JSON.parse(fs.readFileSync(path.join(from, `${site}.json`), 'utf8')),
      }))
    : checkCorpus(corpus, ['--preset', 'strict']);
  const out = new Map();
  for (const { site, report, failure } of reports) {
    if (failure) throw new Error(`${site}: ${failure}`);
    const root = path.join(corpus, site);
    const findings = report.diagnostics.map((d) => ({
      ...d,
      file: path.relative(root, path.resolve(PROJECT, d.file)).split(path.sep).join('/'),
    }));
    out.set(site, findings);
  }
  return out;
}

/**
 * Each rule's figures: findings made, labelled findings still made by verdict, and labels no longer matched; with the
 * lines found (site, file, line and rule) and the highest severity of each.
 */
function measure(labels, findings) {
  // A line's findings of one rule share its label; the line counts at its highest severity.
  const made = new Map();
  const count = new Map();
  const RANK = { notice: 0, warning: 1, error: 2 };
  const notices = new Map();
  for (const [site, list] of findings)
    for (const d of list) {
      const k = key(site, d.file, d.line, d.rule);
      if (!made.has(k) || RANK[d.severity] > RANK[made.get(k)]) made.set(k, d.severity);
      count.set(d.rule, (count.get(d.rule) ?? 0) + 1);
      if (d.severity === 'notice') notices.set(d.rule, (notices.get(d.rule) ?? 0) + 1);
    }
  // Lines that warn or fail, rule by rule: a label stands for a line, so these are what could be labelled.
  const shownLines = new Map();
  for (const [k, severity] of made)
    if (severity !== 'notice') {
      const rule = k.split('\t')[3];
      shownLines.set(rule, (shownLines.get(rule) ?? 0) + 1);
    }
  const rules = new Map();
  const row = (rule) => {
    if (!rules.has(rule))
      rules.set(rule, {
        findings: count.get(rule) ?? 0,
        notices: notices.get(rule) ?? 0,
        shownLines: shownLines.get(rule) ?? 0,
        real: 0,
        false: 0,
        noise: 0,
        // The labelled findings that warn or fail (a rule's notices are counted, not shown as problems).
        shown: { real: 0, false: 0, noise: 0 },
        gone: { real: 0, false: 0, noise: 0 },
      });
    return rules.get(rule);
  };
  for (const rule of count.keys()) row(rule);
  const lost = [];
  for (const l of labels) {
    const r = row(l.rule);
    const severity = made.get(key(l.site, l.file, l.line, l.rule));
    if (severity !== undefined) {
      r[l.verdict]++;
      if (severity !== 'notice') r.shown[l.verdict]++;
    } else {
      r.gone[l.verdict]++;
      if (l.verdict === 'real') lost.push(l);
    }
  }
  return { rules, lost, made };
}

/**
 * Whether a rule may warn or fail in `recommended`: at least BAR of its labelled warnings and errors are real, on at
 * least MIN_LABELS of them (or all the corpus has, if fewer). A rule that is a notice or off there is not held to it.
 */
export function meetsBar(r, level) {
  if (level !== 'warning' && level !== 'error') return true;
  const n = r.shown.real + r.shown.false + r.shown.noise;
  if (n < Math.min(MIN_LABELS, r.shownLines)) return false;
  return n === 0 || r.shown.real / n >= BAR;
}

/** Every rule's level in `recommended`, as `check --print-config` prints it for a site with no configuration. */
function recommendedLevels(site) {
  const r = runCli(['check', site, '--print-config']);
  if (r.status !== 0) throw new Error(`--print-config: ${r.stderr.split('\n')[0]}`);
  return new Map(Object.entries(JSON.parse(r.stdout).rules));
}

/** Precision of a rule's figures, or undefined when none of its findings are labelled. */
function precisionOf(r) {
  const n = r.real + r.false + r.noise;
  return n ? r.real / n : undefined;
}

/** The Markdown table of one rule's figures, as its doc shows it. */
export function renderDocBlock(id, r) {
  if (!r || r.findings + r.real + r.false + r.noise === 0)
    return 'The corpus of real sites has no finding of this rule, so its precision is not measured.';
  const n = r.real + r.false + r.noise;
  const p = precisionOf(r);
  const lines = [
    `Measured on ${r.findings} finding${r.findings === 1 ? '' : 's'} on the corpus of real sites (every rule on), ${n} of them labelled by hand:`,
    '',
    '| Real | False | Noise | Precision |',
    '| ---: | ---: | ---: | ---: |',
    `| ${r.real} | ${r.false} | ${r.noise} | ${p === undefined ? '–' : `${Math.round(p * 100)}%`} |`,
  ];
  const fixed = r.gone.false + r.gone.noise;
  if (fixed) lines.push('', `${fixed} labelled finding${fixed === 1 ? '' : 's'} that were false or noise are no longer made.`);
  if (r.reasons?.length) lines.push('', 'Known false positives and noise, from the labels:', '', ...r.reasons.map((s) => `- ${s}`));
  return lines.join('\n');
}

const BLOCK = /<!-- precision -->[\s\S]*?<!-- \/precision -->/;

/** The doc's text with its precision section set to `block`, added before `## Options` or at the end. */
function withBlock(text, block) {
  const wrapped = `<!-- precision -->\n${block}\n<!-- /precision -->`;
  if (BLOCK.test(text)) return text.replace(BLOCK, wrapped);
  const section = `## Precision\n\n${wrapped}\n`;
  const at = text.search(/^## (Options|Further reading|Related)/m);
  if (at < 0) return `${text.replace(/\n*$/, '\n\n')}${section}`;
  return `${text.slice(0, at)}${section}\n${text.slice(at)}`;
}

/** The figures as stored: per rule, with the reasons of its false and noise labels still made. */
function figures(labels, findings) {
  const { rules, lost, made } = measure(labels, findings);
  const out = {};
  for (const id of [...rules.keys()].sort()) {
    const reasons = [
      ...new Set(
        labels
          .filter((l) => l.rule === id && l.verdict !== 'real' && made.has(key(l.site, l.file, l.line, l.rule)))
          .map((l) => `${l.verdict === 'false' ? 'False' : 'Noise'}: ${l.reason}`),
      ),
    ];
    out[id] = { ...rules.get(id), ...(reasons.length ? { reasons } : {}) };
  }
  return { figures: out, lost };
}

function sample(rule, n, findings, labels) {
  const labelled = new Set(labels.map((l) => key(l.site, l.file, l.line, l.rule)));
  const bySite = [...findings].map(([site, list]) => {
    const seen = new Set();
    const mine = list.filter((d) => {
      const k = key(site, d.file, d.line, d.rule);
      if (d.rule !== rule || labelled.has(k) || seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    // Spread through the site's findings (golden-ratio order), so one long page does not fill the sample.
    const order = mine.map((_, i) => i).sort((a, b) => ((a * 0.618034) % 1) - ((b * 0.618034) % 1));
    return { site, mine, order, next: 0 };
  });
  const out = [];
  while (out.length < n && bySite.some((s) => s.next < s.mine.length))
    for (const s of bySite) {
      if (out.length >= n || s.next >= s.mine.length) continue;
      const d = s.mine[s.order[s.next++]];
      out.push([s.site, d.file, d.line, d.rule, '', `${d.severity}: ${d.message}`].join('\t'));
    }
  console.log(out.join('\n'));
}

function main(argv) {
  const opt = (name) => {
    const i = argv.indexOf(name);
    return i < 0 ? undefined : argv[i + 1];
  };
  const corpus = path.resolve(opt('--corpus') ?? CORPUS);
  if (!fs.existsSync(corpus)) {
    console.log(`no corpus at ${corpus}: nothing measured`);
    return 0;
  }
  const { labels, problems } = readLabels(fs.existsSync(LABELS) ? fs.readFileSync(LABELS, 'utf8') : '');
  if (problems.length) {
    console.error(problems.join('\n'));
    return 1;
  }
  const from = opt('--from');
  const findings = corpusFindings(corpus, from && path.resolve(from));
  if (argv.includes('--sample')) {
    sample(opt('--sample'), Number(argv[argv.indexOf('--sample') + 2] ?? 20) || 20, findings, labels);
    return 0;
  }
  const { figures: figs, lost } = figures(labels, findings);
  const level = recommendedLevels(path.join(corpus, [...findings.keys()][0]));
  const rows = [
    ['rule', 'recommended', 'findings', 'labelled', 'real', 'false', 'noise', 'precision', 'shown', 'fixed', 'lost'],
  ];
  const below = [];
  for (const [id, r] of Object.entries(figs)) {
    const p = precisionOf(r);
    const n = r.real + r.false + r.noise;
    const lv = level.get(id) ?? 'off';
    const sn = r.shown.real + r.shown.false + r.shown.noise;
    const pct = (x) => (x === undefined ? '-' : `${Math.round(x * 100)}%`);
    rows.push([
      id,
      lv,
      r.findings,
      n,
      r.real,
      r.false,
      r.noise,
      pct(p),
      sn ? `${pct(r.shown.real / sn)} of ${sn}` : '-',
      r.gone.false + r.gone.noise,
      r.gone.real,
    ]);
    if (!meetsBar(r, lv)) below.push(id);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const r of rows) console.log(r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  '));
  for (const l of lost) console.log(`lost: ${l.site} ${l.file}:${l.line} ${l.rule} was labelled real and is no longer reported (labels.tsv:${l.at})`);
  for (const id of below)
    console.log(`below the bar: ${id} warns or fails in recommended with less than ${BAR * 100}% precision, or too few labels`);
  const stored = JSON.stringify(figs, null, 2) + '\n';
  if (argv.includes('--write')) {
    fs.writeFileSync(FIGURES, stored);
    for (const file of fs.readdirSync(RULE_DOCS)) {
      const id = file.replace(/\.md$/, '');
      if (!file.endsWith('.md') || id === 'README') continue;
      const p = path.join(RULE_DOCS, file);
      const text = fs.readFileSync(p, 'utf8');
      const next = withBlock(text, renderDocBlock(id, figs[id]));
      if (next !== text) fs.writeFileSync(p, next);
    }
  }
  if (argv.includes('--check')) {
    const current = fs.existsSync(FIGURES) ? fs.readFileSync(FIGURES, 'utf8') : '';
    if (current !== stored) console.log('docs/precision/precision.json is stale: run `npm run precision -- --write`');
    return lost.length || below.length || current !== stored ? 1 : 0;
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
