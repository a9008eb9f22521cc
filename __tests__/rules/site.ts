/** A small site for rule tests: two pages in one group, the redirects given one a line from line 8 of docs.json. */
export function site(redirects: string[] = [], pages: Record<string, string> = {}): Record<string, string> {
  const docs = [
    '{',
    '  "theme": "mint",',
    '  "name": "Rules",',
    '  "colors": { "primary": "#087A60" },',
    '  "navigation": { "groups": [{ "group": "Guides", "pages": ["guides/a", "guides/b"] }] },',
    '  "redirects": [',
    '    { "source": "/placeholder", "destination": "/guides/a" }' + (redirects.length ? ',' : ''),
    ...redirects.map((r, i) => `    ${r}${i < redirects.length - 1 ? ',' : ''}`),
    '  ]',
    '}',
    '',
  ].join('\n');
  return {
    'docs.json': docs,
    'guides/a.mdx': '---\ntitle: A\n---\n\nPage A.\n',
    'guides/b.mdx': '---\ntitle: B\n---\n\nPage B.\n',
    ...pages,
  };
}
