import { replaceString } from '../fix/builders.js';
import { createRule, suggestion } from './rule.js';

const HEAD = 'Page metadata `asyncapi: {{value}}`';
const IN_ANY = 'in any AsyncAPI document of the site';
const NO_CHANNEL = 'the page shows no channel.';

/** Page metadata `asyncapi:` that names no channel of the site's AsyncAPI documents. */
export default createRule({
  meta: {
    id: 'frontmatter-asyncapi-unresolved',
    summary:
      "A page's `asyncapi:` metadata names no channel (or no document) of the site; the closest channel is suggested.",
    defaultSeverity: 'error',
    category: 'openapi',
    hasSuggestions: true,
    messages: {
      malformed: `${HEAD} is not of the form "[file] channel-id"; the page shows no channel.`,
      noDocument:
        `${HEAD} names {{document}}, which is no AsyncAPI document of the site (a path with its extension is read ` +
        "from the page's folder, a leading `/` from the root); the page shows no channel.",
      noChannelIn: `${HEAD} names channel {{channel}}, which is not defined in {{document}}; ${NO_CHANNEL}`,
      noChannelInNear:
        `${HEAD} names channel {{channel}}, which is not defined in {{document}}; ${NO_CHANNEL} ` +
        'Did you mean "{{near}}"?',
      noChannel: `${HEAD} names channel {{channel}}, which is not defined ${IN_ANY}; ${NO_CHANNEL}`,
      noChannelNear:
        `${HEAD} names channel {{channel}}, which is not defined ${IN_ANY}; ${NO_CHANNEL} ` +
        'Did you mean "{{near}}" (in {{document}})?',
    },
  },
  check({ model, report }) {
    for (const b of model.references?.bindings ?? []) {
      const value = b.value;
      if (b.status === 'malformed') {
        report({
          span: b.span,
          page: b.file,
          messageId: 'malformed',
          data: { value },
        });
      } else if (b.status === 'document-missing') {
        report({
          span: b.span,
          page: b.file,
          messageId: 'noDocument',
          data: { value, document: JSON.stringify(b.document) },
        });
      } else if (b.status === 'no-channel') {
        const near = b.closest;
        const one = b.searched.length === 1;
        const fixed =
          near && b.channel ? b.value.replace(new RegExp(`${escape(b.channel)}\\s*$`), near.channel.id) : undefined;
        report({
          span: b.span,
          page: b.file,
          messageId: one ? (near ? 'noChannelInNear' : 'noChannelIn') : near ? 'noChannelNear' : 'noChannel',
          data: {
            value,
            channel: JSON.stringify(b.channel),
            document: one ? b.searched[0].rel : (near?.doc.rel ?? ''),
            near: near?.channel.id ?? '',
          },
          ...(fixed !== undefined && fixed !== b.value ? suggestion(replaceString(model, b.span, b.value, fixed)) : {}),
        });
      }
    }
  },
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
