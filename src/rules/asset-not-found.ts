import { baseWords, linkCheckOf, linkFix } from '../model/links.js';
import { createRule, suggestion } from './api.js';

const NO_FILE = 'names no file: there is no {{file}} in the docs root, so readers get a broken {{asset}}.';
const RELATIVE = '{{what}} {{written}} is relative and, read against {{base}},';
const EXCLUDED = 'names {{file}}, which .mintignore excludes from the site: readers get no file.';

/** An image, video or file that a page, a snippet or docs.json names, with no file at that path. */
export default createRule({
  meta: {
    id: 'asset-not-found',
    summary:
      'An image, video or file that a page, a snippet or a docs.json setting (`logo`, `favicon`, …) names is not in ' +
      'the repository.',
    defaultSeverity: 'error',
    category: 'pages',
    hasSuggestions: true,
    messages: {
      excluded: `{{what}} {{written}} ${EXCLUDED}`,
      excludedRelative: `{{what}} {{written}} is relative and ${EXCLUDED}`,
      missing: `{{what}} {{written}} ${NO_FILE}`,
      missingNear: `{{what}} {{written}} ${NO_FILE} Did you mean "{{near}}"?`,
      missingRelative: `${RELATIVE} ${NO_FILE}`,
      missingRelativeNear: `${RELATIVE} ${NO_FILE} Did you mean "{{near}}"?`,
    },
  },
  readsContent: true,
  check({ model, report }) {
    const check = linkCheckOf(model);
    for (const l of check.links) {
      const t = l.target;
      if (!l.asset || !t || (t.kind !== 'missing' && t.kind !== 'ignored') || l.url === undefined) continue;
      // An example path (`path/to/image.png`, `PATH_TO_IMAGE`) stands for a file, as in a style guide: not a file.
      if (isExamplePath(l.url)) continue;
      const rel = l.url.slice(1);
      const subject = { what: l.what, written: JSON.stringify(l.written), file: rel };
      if (model.files.files.has(rel) && model.files.isIgnored(rel)) {
        report({ span: l.span, messageId: l.base ? 'excludedRelative' : 'excluded', data: subject });
        continue;
      }
      const near = l.elsewhere?.url ?? check.urls.closestFile(l.url);
      // A relative link says so (link-relative leaves it to this one finding), and what it was read against.
      const base = baseWords(l);
      const data = { ...subject, asset: l.what === 'Image' ? 'image' : 'file', base, near: near ?? '' };
      report({
        span: l.span,
        messageId: base ? (near ? 'missingRelativeNear' : 'missingRelative') : near ? 'missingNear' : 'missing',
        data,
        ...(near ? suggestion(linkFix(model, l, near)) : {}),
      });
    }
  },
});

/** Whether a path is written as an example rather than a file: `path/to/…`, or a segment such as `PATH_TO_IMAGE`. */
function isExamplePath(url: string): boolean {
  return /(^|\/)path\/to\//i.test(url) || url.split('/').some((seg) => /^[A-Z\d]+(_[A-Z\d]+)+(\.\w+)?$/.test(seg));
}
