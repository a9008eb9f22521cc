import { createRule, fileStart } from './api.js';

const LIMIT =
  "The check reached its time limit of {{seconds}} s (--max-time, or the action's `timeout`) before it was done: ";
const AFTER = ', so their findings are missing. Allow it more time, or check fewer files at once.';

/** A check that reached its time limit: one finding that says what was left undone. */
export default createRule({
  meta: {
    id: 'check-timeout',
    summary:
      "The check reached its time limit (--max-time, or the action's timeout) before it was done: what it did not " +
      'parse or validate is named, and its findings are missing.',
    defaultSeverity: 'error',
    category: 'config',
    messages: {
      leftUndone: `${LIMIT}{{undone}}${AFTER}`,
    },
  },
  readsContent: true,
  check({ model, report }) {
    const s = model.stopped;
    if (!s) return;
    // What was left undone, as a list: which of the two parts of the work were cut, with their counts (the engine
    // records a stop only when one of them was).
    const undone: string[] = [];
    if (s.filesNotParsed > 0) undone.push(`${s.filesNotParsed} of ${s.files} pages and snippets were not parsed`);
    if (s.specsNotValidated > 0)
      undone.push(
        `${s.specsNotValidated} OpenAPI document${s.specsNotValidated === 1 ? ' was' : 's were'} not validated`,
      );
    report({
      span: fileStart(model.configFile),
      messageId: 'leftUndone',
      data: { seconds: s.limitMs / 1000, undone: undone.join(', and ') },
    });
  },
});
