import { closest, createRule } from './api.js';
import { describeSource } from '../model/references.js';

/** An `asyncapi` source on a navigation element that is no AsyncAPI document of the site. */
export default createRule({
  meta: {
    id: 'asyncapi-not-found',
    summary:
      'An AsyncAPI document named by `asyncapi` in navigation has no file, is ignored, or is not an AsyncAPI document.',
    defaultSeverity: 'error',
    category: 'openapi',
    messages: {
      notFound: 'AsyncAPI document {{source}} {{problem}}; the platform\'s build fails ("does not exist").',
      notFoundNear:
        'AsyncAPI document {{source}} {{problem}}; the platform\'s build fails ("does not exist"). Did you mean ' +
        '"{{near}}"?',
    },
  },
  check({ model, report }) {
    // Listed only when a source names no file: most sites have no AsyncAPI reference at all.
    let candidates: string[] | undefined;
    const documents = () =>
      (candidates ??= [...model.files.files].filter((f) => /\.(json|ya?ml)$/i.test(f) && f !== 'docs.json'));
    for (const ref of model.references?.asyncapi ?? [])
      for (const src of ref.sources) {
        const res = src.resolution;
        // A source of another scheme is a shape error of the field: nav-field-type reports it.
        if (res.status === 'found' || res.status === 'remote' || res.status === 'scheme') continue;
        const near = res.status === 'missing' ? closest(res.rel, documents()) : undefined;
        report({
          span: src.node.span,
          messageId: near ? 'notFoundNear' : 'notFound',
          data: { source: JSON.stringify(src.source), problem: describeSource(res, 'HTTPS'), near: near ?? '' },
        });
      }
  },
});
