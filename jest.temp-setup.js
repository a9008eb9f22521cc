/**
 * Jest's globalSetup in every tier: the run gets a temporary folder of its own, which TMPDIR names for the test files,
 * the threads and the subprocesses they start. jest.temp-check.js then fails the run if anything is left in it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The variables that hold the run's temporary folder, and the TMPDIR it replaced (empty when there was none). */
export const RUN_TMPDIR = 'NAVLINT_TEST_TMPDIR';
export const OUTER_TMPDIR = 'NAVLINT_TEST_OUTER_TMPDIR';

export default function setup() {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-jest-')));
  process.env[OUTER_TMPDIR] = process.env.TMPDIR ?? '';
  process.env[RUN_TMPDIR] = dir;
  process.env.TMPDIR = dir;
  // The key that signs `--cache` files (src/core/cache-secret.ts) is kept in the user's cache folder: the tests'
  // runs get one of their own, so that no test writes to the home folder of whoever runs them.
  process.env.XDG_CACHE_HOME = path.join(dir, CACHE_HOME);
}

/** The cache folder of the run's programs, in the run's temporary folder (jest.temp-check.js keeps it). */
export const CACHE_HOME = 'xdg-cache';
