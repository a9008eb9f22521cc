// The engine's public API: what the layers above it (reporters, preview, CLI, action) and the tests use.

export { BrokenSideError, UsageError } from '../core/errors.js';
export { findDocsRoot } from '../load/docs-root.js';
export { holdSources, newFindingsOnly, runCheckOf } from './compare.js';
export { runCheck } from './engine.js';
export { configuredSeverity, MAX_FINDINGS_PER_RULE } from './rules.js';
export { analyze, effectiveConfig } from './site.js';
export { diffSides } from './sides.js';
export { checkSpecFile } from './spec-file.js';
export { type SuppressionRequest } from './suppressions.js';
export type {
  CheckResult,
  CheckTarget,
  PublishedSource,
  ReportInput,
  RunOptions,
  Seams,
  SideSource,
  Summary,
} from './types.js';
