import { createRule } from './rule.js';

/** Bulk suppressions that allow more findings than there are: the file should shrink, as ESLint's does. */
export default createRule({
  meta: {
    id: 'suppression-unused',
    summary:
      'An entry of `navlint-suppressions.json` allows more findings of a rule in a file than there are now: ' +
      'prune it, so that a new finding is not hidden.',
    defaultSeverity: 'error',
    category: 'config',
  },
  readsFiltering: true,
  check({ model, report }) {
    const filtering = model.filtering;
    for (const u of filtering?.unusedSuppressions ?? []) {
      const now = u.found === 0 ? 'there are none now' : `there ${u.found === 1 ? 'is' : 'are'} ${u.found} now`;
      const allows = `${u.allowed} ${u.rule} finding${u.allowed === 1 ? '' : 's'} in ${u.file}`;
      report({
        span: u.span,
        message:
          `${filtering!.suppressionsFile} allows ${allows}, and ${now}: run \`navlint check --prune-suppressions\` ` +
          'to lower the count, so that a new one is not hidden.',
      });
    }
  },
});
