import type { Files, StressCase } from './cases.js';

/** A docs.json of about `bytes`: groups with 2,000-character labels, each listing one page (all but one missing). */
function hugeSite(bytes: number): Files {
  const label = 'L'.repeat(2000);
  const groups: unknown[] = [];
  for (let i = 0; groups.length * (label.length + 60) < bytes; i++)
    groups.push({ group: `${label} ${i}`, pages: [i === 0 ? 'intro' : `missing-${i}`] });
  const docs = { theme: 'mint', name: 'Stress', colors: { primary: '#087A60' }, navigation: { groups } };
  return { 'docs.json': JSON.stringify(docs), 'intro.mdx': '# Intro\n' };
}

/**
 * Runs that must hold their memory however large what they read or write: the action with its defaults (the
 * navigation preview on) on a 62.6 MB docs.json, which once peaked at 1.3 GiB holding the whole preview at once.
 */
export const SMALL_READS: StressCase[] = [
  {
    id: 'docs-json-62mb-action-preview',
    what: 'the action with its default inputs (the preview written) on a 62.6 MB docs.json',
    files: () => hugeSite(62_600_000),
    runs: [{ args: [], action: { preview: 'true' }, status: [1] }],
    seconds: 20,
  },
];
