import type { NavElement } from './nav.js';
import type { NavNode } from './navjson.js';
import type { SiteModel } from './site.js';

/**
 * The pages generated under an element, in the order the platform's build appends them: GraphQL groups, then the
 * OpenAPI pages, then the AsyncAPI channel groups.
 */
export function generatedFor(model: SiteModel, el: NavElement): NavNode[] {
  const refs = model.references;
  const openapi = model.openapi?.generatedFor(el) ?? [];
  if (!refs) return openapi;
  return [...refs.generatedFor(el, 'graphql'), ...openapi, ...refs.generatedFor(el, 'asyncapi')];
}
