import {
  type JNode,
  type Span,
  createRule,
  describeShape,
  getProp,
  shapeAdvice,
  spanEndingAt,
  validateShape,
} from './api.js';
import { firstAt } from '../model/site.js';
import { COMPILED_SETTINGS_SCHEMA } from '../model/schemas.js';

/** Lists whose entries the platform requires to differ in one field, and the words it uses. */
const UNIQUE: { path: string[]; field?: string; what: string }[] = [
  { path: ['redirects'], field: 'source', what: 'redirect source' },
  { path: ['seo', 'paths'], field: 'path', what: '`seo.paths` path' },
  { path: ['contextual', 'options'], what: 'contextual option' },
  { path: ['variations', 'options'], field: 'id', what: 'variation id' },
];

/** Settings with a wrong type or value, and missing required top-level fields. */
export default createRule({
  meta: {
    id: 'config-setting-invalid',
    summary:
      'A docs.json setting has a wrong type, value or shape the platform refuses (`theme`, `colors`, `logo`, ' +
      '`fonts`, `integrations`, `footer`, `api`, …), or a required top-level field (`theme`, `name`, `colors`) is ' +
      'missing.',
    defaultSeverity: 'error',
    category: 'config',
    hasSuggestions: true,
    messages: {
      notAnObject: 'docs.json must hold a JSON object.',
      missing: 'docs.json has no `{{key}}`; the platform requires it.',
      missingColors: 'docs.json has no `colors`; the platform requires `colors.primary`.',
      // The words of `describeShape`, which the rules that check a value against its schema share.
      shape: '`{{path}}` {{problem}}.',
      repeated:
        'The {{what}} {{value}} appears twice (first at {{first}}); the platform refuses a configuration that ' +
        'repeats one.',
    },
  },
  check({ model, report }) {
    const docs = model.docs;
    if (!docs) {
      const root = model.config.root;
      if (root && !root.broken) report({ span: root.span, messageId: 'notAnObject' });
      return;
    }
    const brace: Span = spanEndingAt(docs.span, { line: docs.span.start.line, column: docs.span.start.column + 1 });
    for (const key of ['theme', 'name']) {
      if (!getProp(docs, key)) report({ span: brace, messageId: 'missing', data: { key } });
    }
    if (!getProp(docs, 'colors'))
      report({
        span: brace,
        messageId: 'missingColors',
        help: 'Add "colors": { "primary": "#087A60" }.',
      });

    // The navigation is judged element by element elsewhere, and the settings' schema does not read it.
    const settings: JNode =
      docs.type === 'object' ? { ...docs, props: docs.props.filter((p) => p.key !== 'navigation') } : docs;
    for (const e of validateShape(settings, COMPILED_SETTINGS_SCHEMA))
      report({
        span: e.span,
        messageId: 'shape',
        data: { path: e.path, problem: describeShape(e.problem, e.node) },
        ...shapeAdvice(model, e),
      });

    // Entries the platform requires to be unique.
    for (const { path, field, what } of UNIQUE) {
      let list: JNode | undefined = docs;
      for (const key of path) list = getProp(list, key)?.value;
      if (list?.type !== 'array') continue;
      const seen = new Map<string, JNode>();
      for (const item of list.items) {
        const node = field ? getProp(item, field)?.value : item;
        if (node?.type !== 'string') continue;
        const key = node.value as string;
        const first = seen.get(key);
        if (!first) {
          seen.set(key, node);
          continue;
        }
        report({
          span: node.span,
          messageId: 'repeated',
          data: { what, value: JSON.stringify(key), first: firstAt(model, first.span, node.span) },
          related: [{ span: first.span, message: `The first ${what} ${JSON.stringify(key)}` }],
        });
      }
    }
  },
});
