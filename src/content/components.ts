/**
 * The components the platform provides to every page without an import (members as `Parent.Member`): the upper-case
 * names of the allowlist its MDX build keeps (`allowedComponents` in `@mintlify/common`, `mdx/utils`; a flow element
 * named otherwise, and neither imported nor defined by the page, is dropped from the page), and `Snippet`, the legacy
 * `<Snippet file="…">` that its build replaces with the snippet's content before that. The list grows with the
 * platform; `.navlintrc.json` `components` adds names to it.
 */
export const BUILTIN_COMPONENTS: readonly string[] = [
  'Accordion',
  'AccordionGroup',
  'ApiPlayground',
  'Badge',
  'Callout',
  'Card',
  'CardGroup',
  'Check',
  'CodeBlock',
  'CodeGroup',
  'Color',
  'Color.Item',
  'Color.Row',
  'Column',
  'Columns',
  'CustomCode',
  'CustomComponent',
  'Danger',
  'DynamicCustomComponent',
  'Expandable',
  'FileTree',
  'Frame',
  'GitHub',
  'GitHub.Repo',
  'Github',
  'Github.Repo',
  'Heading',
  'Icon',
  'Info',
  'Latex',
  'Link',
  'MDX',
  'MDXContentController',
  'Mermaid',
  'Note',
  'OptimizedVideo',
  'Panel',
  'Param',
  'ParamField',
  'Prompt',
  'RequestExample',
  'ResponseExample',
  'ResponseField',
  'Snippet',
  'SnippetGroup',
  'Step',
  'Steps',
  'Tab',
  'Tabs',
  'Tile',
  'Tip',
  'Tooltip',
  'Tree',
  'Tree.File',
  'Tree.Folder',
  'Update',
  'Variation',
  'View',
  'Visibility',
  'Warning',
  'ZoomImage',
];

const BUILTIN = new Set(BUILTIN_COMPONENTS);

/** Whether a JSX name is one of the platform's components (`Tree.Folder` by its full name). */
export function isBuiltinComponent(name: string): boolean {
  return BUILTIN.has(name);
}
