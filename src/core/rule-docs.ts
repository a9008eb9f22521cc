/** Where each rule's documentation page lives. */
const RULE_DOCS_BASE = 'https://github.com/navlint/navlint/blob/main/docs/rules/';

/** The documentation page of a rule (`meta.docs.url` of every rule). */
export function ruleDocUrl(id: string): string {
  return RULE_DOCS_BASE + encodeURIComponent(id) + '.md';
}
