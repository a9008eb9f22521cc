/**
 * Jest's testResultsProcessor in every tier: what the tests left in the run's temporary folder (jest.temp-setup.js)
 * fails the run as one more failed test, so that `--json` output and the exit code say so; the folder is then removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CACHE_HOME, OUTER_TMPDIR, RUN_TMPDIR } from './jest.temp-setup.js';

const TITLE = 'every test removes what it writes to the temporary folder';
/**
 * What a program the tests run keeps in the temporary folder on purpose: Node's compile cache, which dist/cli.js
 * enables from Node 22.1 on (src/core/compile-cache.ts), shared by its runs; and the cache folder the runs keep their
 * `--cache` key in. They go with the folder.
 */
const KEPT = new Set(['node-compile-cache', CACHE_HOME]);

export default function check(results) {
  const dir = process.env[RUN_TMPDIR];
  if (!dir) return results;
  const left = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((e) => !KEPT.has(e))
        .sort()
    : [];
  fs.rmSync(dir, { recursive: true, force: true });
  delete process.env[RUN_TMPDIR];
  if (process.env[OUTER_TMPDIR]) process.env.TMPDIR = process.env[OUTER_TMPDIR];
  else delete process.env.TMPDIR;
  delete process.env[OUTER_TMPDIR];
  if (left.length === 0) return results;
  const message = `The tests left ${left.length} entries in the temporary folder ${dir}:\n${left.map((e) => `  ${e}`).join('\n')}`;
  process.stderr.write(`\n✕ ${TITLE}\n${message}\n\n`);
  const now = Date.now();
  const failed = {
    ancestorTitles: [],
    duration: 0,
    failureDetails: [],
    failureMessages: [message],
    fullName: TITLE,
    location: null,
    numPassingAsserts: 0,
    status: 'failed',
    title: TITLE,
  };
  return {
    ...results,
    success: false,
    numFailedTests: results.numFailedTests + 1,
    numFailedTestSuites: results.numFailedTestSuites + 1,
    numTotalTests: results.numTotalTests + 1,
    numTotalTestSuites: results.numTotalTestSuites + 1,
    testResults: [
      ...results.testResults,
      {
        failureMessage: message,
        leaks: [],
        numFailingTests: 1,
        numPassingTests: 0,
        numPendingTests: 0,
        numTodoTests: 0,
        openHandles: [],
        perfStats: { end: now, runtime: 0, slow: false, start: now },
        skipped: false,
        snapshot: {
          added: 0,
          fileDeleted: false,
          matched: 0,
          unchecked: 0,
          uncheckedKeys: [],
          unmatched: 0,
          updated: 0,
        },
        testFilePath: path.join(dir, 'temporary-folder'),
        testResults: [failed],
      },
    ],
  };
}
