import { RULES } from '../src/rules/index.js';
import { formatMessage, reportMessage } from '../src/rules/rule.js';
import type { RuleMeta } from '../src/core/types.js';

// Message templates in the manner of ESLint's `meta.messages`: a rule reports a `messageId` and the `data` that fills
// its `{{name}}` placeholders. A placeholder left without a value is the rule's mistake: it throws instead of printing
// a half-made sentence (fixtures.test.ts runs every rule on its fixtures, which proves each template's data complete).

const meta: RuleMeta = {
  id: 'example-rule',
  summary: 'An example.',
  defaultSeverity: 'error',
  category: 'config',
  messages: { missing: 'Page {{ page }} is missing from {{where}}; {{where}} lists {{count}} pages.' },
};

describe('message templates', () => {
  test('placeholders are filled from data, with or without spaces inside the braces, each as often as it appears', () => {
    expect(reportMessage(meta, { messageId: 'missing', data: { page: '"a/b"', where: '`pages`', count: 0 } })).toBe(
      'Page "a/b" is missing from `pages`; `pages` lists 0 pages.',
    );
  });

  test('a value is written as it is: its own braces and `$` patterns are not read again', () => {
    expect(formatMessage('Write {{v}}.', { v: '{{v}} $& $1' })).toBe('Write {{v}} $& $1.');
  });

  test('a placeholder without a value throws, naming the rule, the message and the placeholder', () => {
    expect(() => reportMessage(meta, { messageId: 'missing', data: { page: 'x', count: 1 } })).toThrow(
      'rule example-rule, message "missing": no value for the placeholder {{where}}',
    );
  });

  test('a messageId the rule does not declare throws, inherited keys of objects included', () => {
    expect(() => reportMessage(meta, { messageId: 'absent' })).toThrow('rule example-rule: no message "absent"');
    expect(() => reportMessage(meta, { messageId: 'toString' })).toThrow('no message "toString"');
    expect(() => reportMessage({ ...meta, messages: undefined }, { messageId: 'missing' })).toThrow('no message');
  });

  test('a plain message is kept as written', () => {
    expect(reportMessage(meta, { message: 'As {{written}}.' })).toBe('As {{written}}.');
  });

  test("every rule's templates are non-empty sentences whose placeholders are plain names", () => {
    for (const r of RULES)
      for (const [id, template] of Object.entries(r.meta.messages ?? {})) {
        expect(`${r.meta.id}/${id}: ${template}`).toMatch(/^\S+\/[a-z][A-Za-z0-9]*: \S.*[.?!)`]$/s);
        for (const m of template.matchAll(/\{\{(.*?)\}\}/g)) expect(m[1].trim()).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
      }
  });
});
