import { createRule } from './api.js';

/** Bulk suppressions that allow more findings than there are: the file should shrink, as ESLint's does. */
export default createRule({
  meta: {
    id: 'suppression-unused',
    summary:
      'An entry of `navlint-suppressions.json` allows more findings of a rule in a file than there are now: ' +
      'prune it, so that a new finding is not hidden.',
    defaultSeverity: 'error',
    category: 'config',
    messages: {
      noneLeft:
        '{{suppressions}} allows {{allowed}} {{rule}} finding in {{file}}, and there are none now: run ' +
        '`navlint check --prune-suppressions` to lower the count, so that a new one is not hidden.',
      noneLeftOfMany:
        '{{suppressions}} allows {{allowed}} {{rule}} findings in {{file}}, and there are none now: run ' +
        '`navlint check --prune-suppressions` to lower the count, so that a new one is not hidden.',
      oneLeft:
        '{{suppressions}} allows {{allowed}} {{rule}} findings in {{file}}, and there is 1 now: run ' +
        '`navlint check --prune-suppressions` to lower the count, so that a new one is not hidden.',
      someLeft:
        '{{suppressions}} allows {{allowed}} {{rule}} findings in {{file}}, and there are {{found}} now: run ' +
        '`navlint check --prune-suppressions` to lower the count, so that a new one is not hidden.',
    },
  },
  readsFiltering: true,
  check({ model, report }) {
    const filtering = model.filtering;
    for (const u of filtering?.unusedSuppressions ?? []) {
      // Unused means fewer findings than allowed: one allowed leaves none.
      report({
        span: u.span,
        messageId:
          u.found === 0 ? (u.allowed === 1 ? 'noneLeft' : 'noneLeftOfMany') : u.found === 1 ? 'oneLeft' : 'someLeft',
        data: {
          suppressions: filtering!.suppressionsFile,
          allowed: u.allowed,
          rule: u.rule,
          file: u.file,
          found: u.found,
        },
      });
    }
  },
});
