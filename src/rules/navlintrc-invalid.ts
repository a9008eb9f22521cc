import { closest } from '../core/suggest.js';
import { MAX_PAGE_TIMEOUT, type RcProblem } from '../load/rc.js';
import { replaceString } from '../model/fixes.js';
import { createRule, suggestion } from './rule.js';

const LEVELS = '"off", "notice", "warning" or "error"';
const KEYS = '`rules`, `ignore`, `components`, `basePath` and `pageTimeout`';
/** Levels other linters spell differently (ESLint's "warn", numbers), and navlint's word for each. */
const LEVEL_WORDS: Record<string, string> = {
  warn: 'warning',
  err: 'error',
  info: 'notice',
  note: 'notice',
  none: 'off',
  ignore: 'off',
  '0': 'off',
  '1': 'warning',
  '2': 'error',
};

/** The words for each problem of the configuration file. */
function describeRcProblem(p: RcProblem): string {
  switch (p.code) {
    case 'link-outside':
      return `${p.name} is a link that leads outside the docs root; navlint does not read it.`;
    case 'too-large':
      return `${p.name} is larger than ${p.maxBytes / 1024 / 1024} MiB; navlint does not read it.`;
    case 'json':
      return `Invalid JSON: ${p.detail}.`;
    case 'not-object':
      return `The configuration must be a JSON object with ${KEYS}.`;
    case 'unknown-key':
      return `Unknown key "${p.key}"; the configuration has ${KEYS}.`;
    case 'rules-not-object':
      return `\`rules\` must be an object mapping rule ids to ${LEVELS}.`;
    case 'bad-level': {
      const near = p.value !== undefined ? LEVEL_WORDS[String(p.value).toLowerCase()] : undefined;
      const not = p.value !== undefined ? `, not ${JSON.stringify(p.value)}` : '';
      return `Level of "${p.rule}" must be ${LEVELS}${not}.${near ? ` Did you mean "${near}"?` : ''}`;
    }
    case 'ignore-not-array':
      return '`ignore` must be an array of glob patterns and objects.';
    case 'bad-ignore':
      return (
        'Each `ignore` entry must be a non-empty glob pattern (a string) or an object with `path` and ' +
        '`rules` or `pointers`.'
      );
    case 'bad-ignore-key':
      return `Unknown key "${p.key}" in an \`ignore\` entry; an entry has \`path\`, \`rules\` and \`pointers\`.`;
    case 'bad-ignore-field':
      return p.field === 'path'
        ? 'An `ignore` entry needs `path`: a non-empty glob pattern of files, relative to the docs root.'
        : p.field === 'rules'
          ? '`rules` of an `ignore` entry must be a non-empty array of rule ids.'
          : '`pointers` of an `ignore` entry must be a non-empty array of JSON pointers ("" or starting with "/").';
    case 'components-not-array':
      return '`components` must be an array of component names.';
    case 'bad-page-timeout':
      return `\`pageTimeout\` must be a number of seconds above 0, at most ${MAX_PAGE_TIMEOUT}.`;
    case 'bad-component':
      return (
        'Each `components` entry must be a component name that starts with an upper-case letter, such as ' +
        '"PricingTable" or "Tree.Folder".'
      );
    case 'bad-base-path':
      return `\`basePath\` ${p.reason}: it is the path the site is served under, such as "/docs".`;
  }
}

/** Problems in `.navlintrc.json`: bad JSON, bad levels, unknown rule ids. */
export default createRule({
  meta: {
    id: 'navlintrc-invalid',
    summary: "navlint's own configuration file is invalid or names a rule that does not exist.",
    defaultSeverity: 'error',
    category: 'config',
    hasSuggestions: true,
  },
  check({ model, report, ruleIds }) {
    const rc = model.rc;
    if (!rc) return;
    for (const issue of rc.issues) {
      const p = issue.problem;
      const near =
        p.code === 'bad-level' && typeof p.value === 'string' ? LEVEL_WORDS[p.value.toLowerCase()] : undefined;
      report({
        span: issue.span,
        message: describeRcProblem(p),
        ...(near && p.code === 'bad-level'
          ? suggestion(replaceString(model, issue.span, p.value as string, near))
          : {}),
      });
    }
    for (const key of rc.ruleKeys) {
      if (ruleIds.includes(key.id)) continue;
      const near = closest(key.id, ruleIds);
      report({
        span: key.span,
        message: `Unknown rule "${key.id}".${near ? ` Did you mean "${near}"?` : ''}`,
        ...(near ? suggestion(replaceString(model, key.span, key.id, near)) : {}),
      });
    }
  },
});
