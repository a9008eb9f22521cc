import { fileStart } from '../core/source.js';
import { createRule } from './rule.js';

/** A check that reached its time limit: one finding that says what was left undone. */
export default createRule({
  meta: {
    id: 'check-timeout',
    summary:
      "The check reached its time limit (--max-time, or the action's timeout) before it was done: what it did not " +
      'parse or validate is named, and its findings are missing.',
    defaultSeverity: 'error',
    category: 'config',
  },
  readsContent: true,
  check({ model, report }) {
    const s = model.stopped;
    if (!s) return;
    const left: string[] = [];
    if (s.filesNotParsed > 0) left.push(`${s.filesNotParsed} of ${s.files} pages and snippets were not parsed`);
    if (s.specsNotValidated > 0)
      left.push(
        `${s.specsNotValidated} OpenAPI document${s.specsNotValidated === 1 ? ' was' : 's were'} not validated`,
      );
    report({
      span: fileStart(model.configFile),
      message:
        `The check reached its time limit of ${s.limitMs / 1000} s (--max-time, or the action's \`timeout\`) ` +
        `before it was done: ${left.length > 0 ? left.join(', and ') : 'the last steps were cut short'}, so ` +
        `their findings are missing. Allow it more time, or check fewer files at once.`,
    });
  },
});
