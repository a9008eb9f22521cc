/** What readers call each kind of navigation element, in running text (`2 tabs removed`, `menu item "Plans"`). */
const KIND_NAMES: Readonly<Record<string, string>> = {
  product: 'product',
  language: 'language',
  version: 'version',
  tab: 'tab',
  'menu-item': 'menu item',
  anchor: 'anchor',
  dropdown: 'dropdown',
  group: 'group',
  link: 'link',
};

/** A navigation element kind's name in running text, or undefined for a kind readers have no word for. */
export function kindName(kind: string): string | undefined {
  return Object.hasOwn(KIND_NAMES, kind) ? KIND_NAMES[kind] : undefined;
}

/** A navigation element kind's name at the start of a line or a heading (`Menu item`), or undefined. */
export function kindTitle(kind: string): string | undefined {
  const name = kindName(kind);
  return name === undefined ? undefined : name[0].toUpperCase() + name.slice(1);
}
