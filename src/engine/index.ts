// The engine's public API: what the layers above it (reporters, preview, CLI, action) and the tests use.
// The incremental check (`./incremental.js`) is imported on its own by the live preview and the language server.

export { BrokenSideError, UsageError } from '../core/errors.js';
export { findDocsRoot } from '../load/docs-root.js';
export { newFindingsOnly, runCheckOf } from './compare.js';
export {
  capPerRule,
  conclude,
  configuredSeverity,
  MAX_FINDINGS_PER_RULE,
  runRules,
  sortDiagnostics,
  summarize,
  type ConcludeOptions,
} from './rules.js';
export { analyze, listedButIgnored, runCheck } from './run.js';
export { configSyntaxError, describeSide, diffSides, resolveSide } from './sides.js';
export { checkOptions } from './options.js';
export { checkSpecFile } from './spec-file.js';
export { SUPPRESSIONS_FILE, type SuppressionRequest } from './suppressions.js';
export { check } from './sync.js';
export type { CheckOptions, CheckResult, ReportInput, RunOptions, SideInfo, SideSource, Summary } from './types.js';
