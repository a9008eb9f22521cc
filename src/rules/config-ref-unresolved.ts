import type { RefIssue } from '../load/docs.js';
import { createRule } from './rule.js';

/** The words for each way a `$ref` fails. */
export function describeRefIssue(issue: RefIssue): string {
  const ref = `\`$ref\` "${issue.target}"`;
  const p = issue.problem;
  switch (p.code) {
    case 'too-many-refs':
      return `More than ${p.max} \`$ref\` objects; navlint stops resolving them here.`;
    case 'url':
      return `${ref} is a URL; docs.json \`$ref\` must name a file in the repository.`;
    case 'outside':
      return `${ref} points outside the docs root.`;
    case 'link-outside':
      return `${ref} is a link that leads outside the docs root.`;
    case 'no-file':
      return `${ref} names no file (looked for ${p.lookedFor}).`;
    case 'not-a-file':
      return `${ref} is not a file.`;
    case 'too-large':
      return `${ref} is larger than ${p.maxBytes / 1024 / 1024} MiB.`;
    case 'cycle':
      return `${ref} forms a cycle: ${p.chain.join(' → ')}.`;
    case 'unreadable':
      return `${ref} could not be read.`;
    case 'no-value-at':
      return `${ref}: the file has no value at "#${p.fragment}".`;
    case 'too-deep':
      return `${ref} nests docs.json more than ${p.max} levels deep, counting the levels of the files it includes.`;
    case 'too-many-values':
      return (
        `${ref} makes docs.json hold more than ${p.max} values with the files it includes; navlint stops ` +
        `resolving \`$ref\` here.`
      );
  }
}

/** A `$ref` whose file is missing, outside the docs root, or part of a cycle. */
export default createRule({
  meta: {
    id: 'config-ref-unresolved',
    summary: 'A `$ref` in docs.json names a file that is missing, outside the docs root, or part of a cycle.',
    defaultSeverity: 'error',
    category: 'config',
  },
  check({ model, report }) {
    for (const issue of model.config.refIssues) report({ span: issue.span, message: describeRefIssue(issue) });
  },
});
