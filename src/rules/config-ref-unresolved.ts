import { type RefIssue, type ReportMessage, createRule, reportMessage } from './api.js';

const messages = {
  tooManyRefs: 'More than {{max}} `$ref` objects; navlint stops resolving them here.',
  url: '`$ref` {{ref}} is a URL; docs.json `$ref` must name a file in the repository.',
  outside: '`$ref` {{ref}} points outside the docs root.',
  linkOutside: '`$ref` {{ref}} is a link that leads outside the docs root.',
  noFile: '`$ref` {{ref}} names no file (looked for {{lookedFor}}).',
  notAFile: '`$ref` {{ref}} is not a file.',
  tooLarge: '`$ref` {{ref}} is larger than {{maxMiB}} MiB.',
  cycle: '`$ref` {{ref}} forms a cycle: {{chain}}.',
  noValueAt: '`$ref` {{ref}}: the file has no value at "#{{fragment}}".',
  tooDeep:
    '`$ref` {{ref}} nests docs.json more than {{max}} levels deep, counting the levels of the files it includes.',
  tooManyValues:
    '`$ref` {{ref}} makes docs.json hold more than {{max}} values with the files it includes; navlint stops ' +
    'resolving `$ref` here.',
} as const;

/** The message for each way a `$ref` fails. */
function refIssueMessage(issue: RefIssue): ReportMessage<keyof typeof messages> {
  const ref = `"${issue.target}"`;
  const p = issue.problem;
  switch (p.code) {
    case 'too-many-refs':
      return { messageId: 'tooManyRefs', data: { max: p.max } };
    case 'url':
      return { messageId: 'url', data: { ref } };
    case 'outside':
      return { messageId: 'outside', data: { ref } };
    case 'link-outside':
      return { messageId: 'linkOutside', data: { ref } };
    case 'no-file':
      return { messageId: 'noFile', data: { ref, lookedFor: p.lookedFor } };
    case 'not-a-file':
      return { messageId: 'notAFile', data: { ref } };
    case 'too-large':
      return { messageId: 'tooLarge', data: { ref, maxMiB: p.maxBytes / 1024 / 1024 } };
    case 'cycle':
      return { messageId: 'cycle', data: { ref, chain: p.chain.join(' → ') } };
    case 'unreadable':
      // An error of the file system that no fixture can reproduce (the file exists and is a file, but reading fails).
      return { message: `\`$ref\` ${ref} could not be read.` };
    case 'no-value-at':
      return { messageId: 'noValueAt', data: { ref, fragment: p.fragment } };
    case 'too-deep':
      return { messageId: 'tooDeep', data: { ref, max: p.max } };
    case 'too-many-values':
      return { messageId: 'tooManyValues', data: { ref, max: p.max } };
  }
}

/** A `$ref` whose file is missing, outside the docs root, or part of a cycle. */
const rule = createRule({
  meta: {
    id: 'config-ref-unresolved',
    summary: 'A `$ref` in docs.json names a file that is missing, outside the docs root, or part of a cycle.',
    defaultSeverity: 'error',
    category: 'config',
    messages,
  },
  check({ model, report }) {
    for (const issue of model.config.refIssues) report({ span: issue.span, ...refIssueMessage(issue) });
  },
});
export default rule;

/** The words for each way a `$ref` fails. */
export function describeRefIssue(issue: RefIssue): string {
  return reportMessage(rule.meta, refIssueMessage(issue));
}
