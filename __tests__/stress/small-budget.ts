import { docsJson, type Files, type StressCase } from './cases.js';

/**
 * Small inputs that cost far more than their size, once `{{variables}}` are substituted or in the parser itself: each
 * must end in `page-too-complex` on the page (the rest of the site checked), and `--max-time` and the action's
 * `timeout` must end in a report, whatever thread the time is spent on.
 */

/** A site of three pages, `hostile` among them, with docs.json `variables`; the other two hold a broken link each. */
function siteWith(hostile: string, variables: Record<string, string> = {}, rc?: unknown): Files {
  return {
    'docs.json': docsJson({ pages: ['intro', 'hostile', 'other'] }, { variables }),
    'intro.mdx': '# Intro\n\nSee [other](/other) and [gone](/gone).\n',
    'hostile.mdx': hostile,
    'other.mdx': '# Other\n\n[nowhere](/nowhere)\n',
    ...(rc !== undefined ? { '.navlintrc.json': JSON.stringify(rc) } : {}),
  };
}

/** A 3 KB docs.json whose variable is `*_ ` repeated, used 1,080 times in a 6.5 KB page. */
function emphasisVariables(): Files {
  return siteWith('# Hostile\n\n' + '{{v}} '.repeat(1080) + '\n', { v: '*_ '.repeat(950) });
}

/**
 * A page of emphasis markers written out, small enough to be parsed on the main thread (`markers` of them, three
 * characters each: 10,000 take the parser about 11 s of CPU time, 15,000 about 25 s).
 */
function emphasisPage(markers: number, rc?: unknown): Files {
  return siteWith('# Hostile\n\n' + '*_ '.repeat(markers) + '\n', {}, rc);
}

const JSON_CHECK = ['check', '.', '--format', 'json'];

/** The runs every case of this file gets: the rule it must report, `--max-time 5`, and the action's `timeout`. */
function runs(rules: string[]): StressCase['runs'] {
  return [
    { args: JSON_CHECK, status: [1], rules },
    { args: [...JSON_CHECK, '--max-time', '5'], status: [1] },
    { args: [], action: { timeout: '20' }, status: [1] },
  ];
}

/** Hostile small inputs: one budget for every page, wherever it is parsed, and a time limit that ends in a report. */
export const SMALL_BUDGET: StressCase[] = [
  {
    id: 'variables-emphasis',
    what: 'a 6.5 KB page whose 1,080 uses of a 2.8 KB variable (`*_ ` repeated) expand it to 3 MB of emphasis markers',
    files: emphasisVariables,
    runs: runs(['page-too-complex']),
    seconds: 10,
  },
  {
    id: 'variables-links',
    what: 'a 8.4 KB page whose 1,400 uses of a 2.9 KB variable of links expand it to 500,000 links',
    files: () => siteWith('# Hostile\n\n' + '{{v}} '.repeat(1400) + '\n', { v: '[a](/x) '.repeat(360) }),
    runs: runs(['page-too-complex']),
    seconds: 10,
  },
  {
    id: 'emphasis-main-thread',
    what: 'a 30 KB page of emphasis markers (`*_ ` repeated) with `pageTimeout: 1`, parsed on the main thread',
    // The main thread's bound is wall-clock time, up to three times `pageTimeout` on a machine too busy for the page:
    // the page needs about 11 s of CPU time, far more than 3 s, so no machine, busy or idle, parses it within bound.
    files: () => emphasisPage(10000, { pageTimeout: 1 }),
    runs: runs(['page-too-complex']),
    seconds: 10,
  },
  {
    id: 'max-time-main-thread',
    what: 'a 45 KB page of emphasis markers with `pageTimeout: 60`: `--max-time 5` and the action stop it on the main thread',
    files: () => emphasisPage(15000, { pageTimeout: 60 }),
    runs: [
      { args: [...JSON_CHECK, '--max-time', '5'], status: [1], rules: ['check-timeout'] },
      { args: [], action: { timeout: '20' }, status: [1], seconds: 25 },
    ],
    seconds: 10,
  },
];
