// The sections of docs/benchmarks.md that the smaller benchmark scripts write, each between its markers
// (`<!-- bench:NAME -->` … `<!-- /bench -->`): bench.mjs rewrites the rest of the file and keeps them.
import fs from 'node:fs';
import path from 'node:path';

export const REPORT = path.resolve(import.meta.dirname, '..', 'docs', 'benchmarks.md');
const SECTION = /<!-- bench:([\w-]+) -->[\s\S]*?<!-- \/bench -->\n?/g;

/** The marked sections of `text`, whole, in their order. */
export function sections(text) {
  return [...text.matchAll(SECTION)].map((m) => m[0].replace(/\n?$/, '\n'));
}

/** Writes `lines` as section `name` of docs/benchmarks.md, in place of the one before or at the end. */
export function writeSection(name, lines) {
  const block = [`<!-- bench:${name} -->`, ...lines, '<!-- /bench -->', ''].join('\n');
  const text = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, 'utf8') : '# Benchmarks\n';
  const marker = new RegExp(`<!-- bench:${name} -->[\\s\\S]*?<!-- \\/bench -->\\n?`);
  fs.writeFileSync(REPORT, marker.test(text) ? text.replace(marker, () => block) : `${text.replace(/\n*$/, '\n\n')}${block}`);
  console.log(`wrote the ${name} section of ${path.relative(process.cwd(), REPORT)}`);
}
