import { validateShape } from '../core/schema.js';
import { spanEndingAt } from '../core/source.js';
import { closest } from '../core/suggest.js';
import type { Span } from '../core/types.js';
import { getProp } from '../core/jnode.js';
import { COMPILED_SETTINGS_SCHEMA } from '../model/schemas.js';
import { replaceSpan, replaceString } from '../model/fixes.js';
import type { Suggestion } from '../core/types.js';
import { createRule, describeShape } from './rule.js';

const EYEBROWS = ['section', 'breadcrumbs'];

/** Settings with a wrong type or value, and missing required top-level fields. */
export default createRule({
  meta: {
    id: 'config-setting-invalid',
    summary:
      'A docs.json setting has a wrong type or value, or a required top-level field (`theme`, `name`, ' +
      '`colors.primary`) is missing.',
    defaultSeverity: 'error',
    category: 'config',
  },
  check({ model, report }) {
    const docs = model.docs;
    if (!docs) {
      const root = model.config.root;
      if (root && !root.broken) report({ span: root.span, message: 'docs.json must hold a JSON object.' });
      return;
    }
    const brace: Span = spanEndingAt(docs.span, { line: docs.span.start.line, column: docs.span.start.column + 1 });
    for (const key of ['theme', 'name']) {
      if (!getProp(docs, key))
        report({ span: brace, message: `docs.json has no \`${key}\`; the platform requires it.` });
    }
    const colors = getProp(docs, 'colors');
    if (!colors)
      report({
        span: brace,
        message: 'docs.json has no `colors`; the platform requires `colors.primary`.',
        help: 'Add "colors": { "primary": "#0D9373" }.',
      });
    else if (colors.value.type === 'object' && !getProp(colors.value, 'primary'))
      report({ span: colors.keySpan, message: '`colors` has no `primary`; the platform requires it.' });

    for (const e of validateShape(docs, COMPILED_SETTINGS_SCHEMA)) {
      let help: string | undefined;
      let suggestions: Suggestion[] | undefined;
      if (e.path === 'styling.eyebrows' && e.node.type === 'string') {
        const value = e.node.value as string;
        const near = closest(value, EYEBROWS);
        const fix = near ? replaceString(model, e.node.span, value, near) : undefined;
        if (near) help = `Did you mean "${near}"?`;
        if (fix) suggestions = [{ fix }];
      }
      if (
        e.path === 'api.playground.proxy' &&
        e.node.type === 'string' &&
        /^(true|false)$/i.test(e.node.value as string)
      ) {
        const bool = (e.node.value as string).toLowerCase();
        help = `Write ${bool} without quotes.`;
        suggestions = [{ fix: replaceSpan(e.node.span, bool) }];
      }
      report({
        span: e.span,
        message: `\`${e.path}\` ${describeShape(e.problem, e.node)}.`,
        ...(help ? { help } : {}),
        ...(suggestions ? { suggestions } : {}),
      });
    }
  },
});
