/**
 * The test tiers. `npm test` runs every file under __tests__ that is in neither list below: unit tests, the fixtures
 * and the CLI called in-process, from the sources. The other two need something more and take longer.
 */

/**
 * `npm run test:e2e`: the bundle dist/ as a subprocess (`npm run build` first), the action, Chromium, nginx, npm; and
 * the whole check on every configuration the platform's schema accepts, written as sites.
 */
export const E2E = [
  'action',
  'action-adopt',
  'action-cache',
  'action-diff',
  'artifact',
  'cache-forged',
  'comment',
  'content-dist',
  'install',
  'lsp-neovim',
  'lsp-protocol',
  'pipe',
  'platform-files',
  'preview-browser',
  'preview-changes',
  'preview-watch',
  'proxy-check',
  'published-dist',
  'reads-action',
  'renames-action',
  'smoke',
  'mv-dist',
  'suggestions',
  'workflow-commands',
  'writes-action',
];

/** `npm run test:corpus`: the real sites of ../shared/corpus (checked, then fixed), and huge or hostile inputs. */
export const CORPUS = [
  'corpus',
  'precision-corpus',
  'corpus-fix',
  'external-corpus',
  'first-run-corpus',
  'gfm-subset-corpus',
  'openapi-corpus',
  'robustness',
  'summary-corpus',
  'published-corpus',
  'mv-corpus',
  'stress/stress',
];

/** A jest path pattern for those files. */
export const pattern = (names) => `/__tests__/(${names.join('|')})\\.test\\.ts$`;
